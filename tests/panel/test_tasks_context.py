"""A long block's context: the whole sentences around each citation, bounded, from one split."""

from __future__ import annotations

from briefcheck.extract import extract_text
from briefcheck.panel.tasks import MAX_CONTEXT_CHARS, citation_tasks


def test_a_long_single_block_gives_each_citation_its_own_bounded_context() -> None:
    paragraph = (
        "The court held claim {n} fails. See Party{n} v. Other{n}, {n} F.3d {n} (2d Cir. 1993). It is old.\n"
    )
    text = "".join(paragraph.format(n=n) for n in range(1, 400))  # single newlines: one block
    doc = extract_text(text, "saved-from-word.txt")
    assert len(doc.blocks) == 1 and len(doc.blocks[0].text) > 3 * MAX_CONTEXT_CHARS
    tasks = citation_tasks(doc)
    assert len(tasks) == 399
    for task in (tasks[0], tasks[200], tasks[-1]):
        assert task.citation.text in task.context
        n = task.citation.components.volume
        assert f"The court held claim {n} fails." in task.context  # whole sentences, not cut
        assert len(task.context) <= MAX_CONTEXT_CHARS + 400
