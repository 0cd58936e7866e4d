"""A reporter's words end no sentence: "Pa. Super.", "Pa. Cmwlth.", "Pa. Commw. Ct.", and a
nominative reporter closing its parenthesis before the page ("17 U.S. (4 Wheat.) 316"). A
California citation's period inside its parenthesis still ends its sentence."""

from __future__ import annotations

import pytest

from briefcheck.text.sentences import split_sentences


def sentences(text: str) -> list[str]:
    return [text[a:b] for a, b in split_sentences(text)]


@pytest.mark.parametrize(
    "text",
    [
        "To the extent Alder v. Birch, 210 A.3d 15 (Pa. Super. Ct. 2019) holds otherwise, it is disapproved.",
        "McCulloch v. Maryland, 17 U.S. (4 Wheat.) 316 (1819), is followed.",
        "Smith v. Jones, 100 Pa. Cmwlth. 20 (1990), is overruled.",
        "Jones v. Roe, 2019 WL 1 (Pa. Commw. Ct. 2019) is overruled.",
        "See State v. Doe, 2019-0123 (La.App. 1 Cir. 5/1/19), 278 So. 3d 600.",
        # West's abbreviations run together
        "To the extent Alder v. Birch, 458 N.J.Super. 15 (App.Div. 2019) holds otherwise, it is overruled.",
        "Alder v. Birch, 210 A.3d 15 (Pa.Super. 2019) is disapproved.",
        "Alder v. Birch, 277 So. 3d 25 (La.Ct.App. 2019) is overruled.",
        "Alder v. Birch, 580 S.W.3d 1 (Tex.App. 2019) is overruled.",
    ],
)
def test_a_reporters_word_ends_no_sentence(text: str) -> None:
    assert sentences(text) == [text]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        (
            "(People v. Smith (2019) 7 Cal.5th 1, 5.) The court went on.",
            "(People v. Smith (2019) 7 Cal.5th 1, 5.)",
        ),
        ("The court held so (see above.) 12 more were filed.", "The court held so (see above.)"),
        ("It was a super. Then it ended.", "It was a super."),
        # "Ibid." stands alone as "Id." does: the next sentence is not the citation's
        ("Ibid. Courts have since said more.", "Ibid."),
        ("See ibid. The court went on.", "See ibid."),
    ],
)
def test_a_sentence_still_ends_where_its_stop_is(text: str, first: str) -> None:
    assert sentences(text)[0] == first
