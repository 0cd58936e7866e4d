"""The passage shown on a citation's card when no pin places it: the stretch of the opinion that
shares the most of the claim's words (each counted at most as often as the claim writes it)."""

from __future__ import annotations

from briefcheck.verify.quotes import best_passage

FILLER = " ".join(f"filler{n}" for n in range(400))


def test_the_window_sharing_most_words_is_chosen_not_the_first_mention() -> None:
    early = "the tenant abandoned the premises"  # two of the claim's words, early on
    later = "a landlord must return the security deposit within thirty days after the tenancy ends"
    text = f"{early} {FILLER} {later} {FILLER}"
    passage = best_passage(text, "A landlord must return a security deposit within thirty days.")
    assert "landlord must return the security deposit within thirty days" in passage
    assert "abandoned" not in passage


def test_a_word_repeated_in_the_text_counts_no_more_than_the_claim_writes_it() -> None:
    # "deposit" fifty times in the first stretch scores 1; the later one holds four distinct words
    repeated = " ".join(["deposit"] * 50)
    later = "the landlord withheld the deposit without any itemized statement"
    text = f"{repeated} {FILLER} {later} {FILLER}"
    passage = best_passage(text, "The landlord withheld the deposit without an itemized statement.")
    assert "withheld the deposit without any itemized statement" in passage


def test_an_empty_text_has_no_passage() -> None:
    assert best_passage("", "anything at all") == ""
