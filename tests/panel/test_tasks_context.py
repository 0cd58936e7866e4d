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


def test_a_paragraph_with_no_sentence_end_does_not_become_every_context() -> None:
    """A 200 KB paragraph with no full stop, citing a case every few hundred characters: each
    citation's context stays a window, not the paragraph (before: 1.5 GB of contexts)."""
    from briefcheck.extract import extract_document
    from briefcheck.panel.tasks import MAX_CONTEXT_CHARS, citation_tasks

    words = " ".join(
        f"and see Harlow v. Fitzgerald, 457 U.S. 800, {800 + n % 20} (1982) for the rule" for n in range(2000)
    )
    doc = extract_document(
        f"The rule {words}\n\nNext paragraph cites Pierson v. Ray, 386 U.S. 547 (1967).\n".encode(), "b.txt"
    )
    tasks = citation_tasks(doc)
    assert len(tasks) > 1000
    assert max(len(t.context) for t in tasks) <= 2 * MAX_CONTEXT_CHARS


def test_the_last_sentences_of_a_block_are_those_of_its_whole_split() -> None:
    """The tail a block lends the next one's context, split from near its end: the same last
    sentences as splitting it whole, whatever the lengths of its sentences and wherever a period,
    a closing quote or an abbreviation falls against the place the split begins."""
    import random

    from briefcheck.panel.tasks import PRECEDING_SENTENCES, last_sentences
    from briefcheck.text.sentences import split_sentences

    pieces = [
        "The court held it.",
        ' He said "no."',
        " See id. at 5.",
        " Id. The rule stands.",
        " Smith v. Jones, 1 F.3d 2 (2d Cir. 1999).",
        " U.S. Const. art. III.",
        " It was (as noted.)",
        " Why?",
        " Inc. Co. No. 5 held",
        " " + "word " * 300 + "end.",
        "\n",
        " ",
        "...",
    ]
    rng = random.Random(7)
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 60)))
        window = rng.choice([4, 16, 64, 1024])
        whole = split_sentences(text)
        assert last_sentences(text, window)[-PRECEDING_SENTENCES:] == whole[-PRECEDING_SENTENCES:], text


def test_the_citations_of_a_paragraph_share_one_context() -> None:
    """A paragraph citing three cases gives its three tasks one context string, not three copies
    of the paragraph and the sentences before it (8 MB of copies in a 3 MB brief)."""
    doc = extract_text(
        "The rule is old. It was settled long ago.\n\n"
        "See Smith v. Jones, 1 F.3d 2 (2d Cir. 1999); Doe v. Roe, 3 F.3d 4 (2d Cir. 1999); "
        "and Poe v. Moe, 5 F.3d 6 (2d Cir. 1999).\n",
        "brief.txt",
    )
    tasks = citation_tasks(doc)
    assert len(tasks) == 3
    assert tasks[0].context.startswith("The rule is old. It was settled long ago.\n\nSee Smith")
    assert all(t.context is tasks[0].context for t in tasks)
