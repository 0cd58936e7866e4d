"""Claims: the sentence(s) citing the authority, quotes, pins and parentheticals."""

import pytest

from briefcheck.extract import extract_text
from briefcheck.extract.claims import find_quotes, parenthetical_after
from briefcheck.text.sentences import _trim, _word_ending_at, split_sentences


def test_sentence_splitter_keeps_citations_and_abbreviations_whole() -> None:
    text = (
        "See Smith v. Jones Co., Inc., 123 F.3d 456, 460 (2d Cir. 1997). Id. at 461. "
        "The U.S. Dep't of Labor, No. 5, agreed at 460. Then it ended. See id. The end."
    )
    sentences = [text[s:e] for s, e in split_sentences(text)]
    assert sentences == [
        "See Smith v. Jones Co., Inc., 123 F.3d 456, 460 (2d Cir. 1997).",
        "Id. at 461.",
        "The U.S. Dep't of Labor, No. 5, agreed at 460.",
        "Then it ended.",
        "See id.",
        "The end.",
    ]


def test_no_as_an_answer_ends_a_sentence_and_as_a_number_does_not() -> None:
    text = (
        "Is a warrant required? No. Reasonable suspicion suffices. See Hale v. Pratt, No. CV-12-345 (N.D. "
        "Cal. 2012). Case No. Civ. 12-345 was filed. Dkt. No. 45 at 3. The end."
    )
    assert [text[s:e] for s, e in split_sentences(text)] == [
        "Is a warrant required?",
        "No.",
        "Reasonable suspicion suffices.",
        "See Hale v. Pratt, No. CV-12-345 (N.D. Cal. 2012).",
        "Case No. Civ. 12-345 was filed.",
        "Dkt. No. 45 at 3.",
        "The end.",
    ]


@pytest.mark.parametrize("opening", ['"[A]', "“[T]", "([W]", '"(A'])
def test_a_sentence_may_open_with_a_quotation_mark_and_a_bracket(opening: str) -> None:
    """'"[A] single incident ...' after a citation sentence is a sentence of its own: the quote
    is not the claim of the citation before it."""
    cited = "Hale v. Pratt, 600 F.3d 500, 502 (2d Cir. 2010)."
    text = f"Liability is narrow. {cited} {opening} single rule applies."
    sentences = [text[s:e] for s, e in split_sentences(text)]
    assert sentences[-1] == f"{opening} single rule applies."


def test_the_word_before_a_full_stop_and_a_trimmed_span_are_their_definitions() -> None:
    """The word is the run of non-blank characters ending at the stop, at most 81 long; a span
    is trimmed of blanks at both ends. Whatever the blanks (tabs, line breaks, no-break spaces)."""
    import random

    rng = random.Random(2)
    for _ in range(3000):
        text = "".join(
            rng.choice(["ab", ".", "U.S.", " ", "\t", "\n", "\u00a0", "x" * 90]) for _ in range(12)
        )
        last = rng.randrange(len(text))
        first = last
        while first > max(0, last - 80) and not text[first - 1].isspace():
            first -= 1
        if not text[last].isspace():
            assert _word_ending_at(text, last) == text[first : last + 1]
        start, end = sorted(rng.sample(range(len(text) + 1), 2))
        s, e = start, end
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        assert _trim(text, start, end) == (s, e)


def test_claim_holds_sentence_quote_pin_and_parenthetical() -> None:
    doc = extract_text(
        'The court held that sanctions "must be proportionate to the harm." '
        "Smith v. Jones, 123 F.3d 456, 460 (2d Cir. 1997) (holding that fees were excessive). "
        "Courts agree. See Doe v. Roe, 5 F.4th 10, 12 (3d Cir. 2021) (en banc) "
        "(citing “a settled rule of equity”)."
    )
    smith, doe = doc.citations()
    c1, c2 = (doc.claim(c.claim_id) for c in (smith, doe))
    assert c1.id == "claim_1" and c1.citation_ids == [smith.id]
    assert c1.text.startswith("The court held") and c1.text.endswith("excessive).")
    assert c1.quotes == ["must be proportionate to the harm."]
    assert (c1.pin_cite, c1.parenthetical) == ("460", "holding that fees were excessive")
    assert c2.text == (
        "Courts agree. See Doe v. Roe, 5 F.4th 10, 12 (3d Cir. 2021) (en banc) "
        "(citing “a settled rule of equity”)."
    )
    assert c2.quotes == ["a settled rule of equity"]  # the earlier quote belongs to Smith
    assert (c2.pin_cite, c2.parenthetical) == ("12", "citing “a settled rule of equity”")


def test_short_form_claim_points_to_the_authority() -> None:
    doc = extract_text("See Smith v. Jones, 123 F.3d 456 (2d Cir. 1997). The rule is narrow. Id. at 460.")
    full, id_ = doc.citations()
    claim = doc.claim(id_.claim_id)
    assert claim.citation_ids == [id_.id, full.id]
    assert claim.text == "The rule is narrow. Id. at 460." and claim.pin_cite == "460"


def test_uk_paragraph_pin_and_curly_single_quotes() -> None:
    doc = extract_text(
        "The duty is ‘a high one’, and the court’s view is settled: "
        "R (Miller) v Secretary of State for Exiting the European Union [2017] UKSC 5 at [45]."
    )
    [c] = doc.citations()
    claim = doc.claim(c.claim_id)
    assert claim.paragraph_pin == "45"
    assert claim.quotes == ["a high one"]


@pytest.mark.parametrize(
    ("text", "quotes"),
    [
        # OSCOLA's single marks, typed straight
        ("The duty is 'a high one, owed to every user of the road', as Lord Reed said.",
         ["a high one, owed to every user of the road"]),
        ("The test is whether the decision was 'so unreasonable that no reasonable authority could ever "
         "have come to it'.", ["so unreasonable that no reasonable authority could ever have come to it"]),
        # an apostrophe inside the quotation ends nothing: a word's ("authority's") or a plural's
        ("It held that 'the authority's duty is owed to the public at large' in every case.",
         ["the authority's duty is owed to the public at large"]),
        # apostrophes alone quote nothing
        ("The parties' claims and the defendants' defences fail; the '90s cases don't apply.", []),
        # a single quotation inside a double one is the double one's
        ('He wrote "the rule that \'a claim accrues on injury\' is settled law" in 2001.',
         ["the rule that 'a claim accrues on injury' is settled law"]),
    ],
)  # fmt: skip
def test_straight_single_quotation_marks_quote_as_curly_ones_do(text: str, quotes: list[str]) -> None:
    assert [q for q, _, _ in find_quotes(text)] == quotes


def test_quote_and_parenthetical_helpers() -> None:
    assert [q for q, _, _ in find_quotes('He said "one two" and “three four” but "x".')] == [
        "one two",
        "three four",
    ]
    text = "X (1999) (unpublished) (holding that (a) and (b) apply) and more"
    assert parenthetical_after(text, 8) == ("holding that (a) and (b) apply", 55, [], [])
    text = "X (1999) (Per Curiam) (en banc) (holding that (a) applies)"
    assert parenthetical_after(text, 8) == (
        "holding that (a) applies",
        len(text),
        ["per curiam", "en banc"],
        [],
    )
    text = 'X (1999) ("Hale I") (holding it)'
    assert parenthetical_after(text, 8) == ("holding it", len(text), [], [(9, 19)])


def test_a_run_on_paragraph_is_not_every_claims_text() -> None:
    """A paragraph with no sentence end is one "sentence": each claim takes the passage around
    its own citation, not the whole paragraph (12,000 citations in 400 KB made 4.7 GB of claims)."""
    from briefcheck.text.passages import MAX_CONTEXT_CHARS

    run = ", ".join(f"Smith{n} v. Jones{n}, {100 + n} F.3d {200 + n} (2d Cir. 2001)" for n in range(600))
    doc = extract_text(f"The rule is settled: {run}")
    assert len(doc.blocks[0].text) > 5 * MAX_CONTEXT_CHARS and len(doc.claims) == 600
    for claim, citation in zip(doc.claims, doc.citations(), strict=True):
        assert len(claim.text) <= MAX_CONTEXT_CHARS + len(citation.text)
        assert citation.text in claim.text


def test_a_case_a_parenthetical_says_is_quoted_carries_the_quote() -> None:
    """ "(quoting Butz ...)": the words quoted are the inner case's too, so its claim carries them,
    marked as quoted through the outer citation."""
    doc = extract_text(
        'Officials are "shielded from liability for civil damages." Harlow v. Fitzgerald, 457 U.S. 800, '
        "818 (1982) (internal quotation marks omitted) (quoting Butz v. Economou, 438 U.S. 478, 506 (1978))."
    )
    harlow, butz = doc.citations()
    outer, inner = (doc.claim(c.claim_id) for c in (harlow, butz))
    assert outer.quotes == inner.quotes == ["shielded from liability for civil damages."]
    assert (outer.quoted_in, inner.quoted_in) == (None, harlow.id)
    assert inner.quote_spans == outer.quote_spans


@pytest.mark.parametrize(
    "text",
    [
        'A plaintiff "need only establish that the claim has minimal merit." (Lindqvist v. Pacific Crest '
        "Realty (2018) 25 Cal.App.5th 200, 202, quoting Fenwick v. Coastal Dental Group (2009) 46 Cal.4th "
        "700, 702.)",
        '"Whether the plaintiff can ultimately establish its allegations is not part of the calculus" '
        "(Rosenthal v Greenbriar Props., LLC, 169 AD3d 800, 802 [2d Dept 2019], quoting Braddock v Ellington "
        "Sec. Corp., 25 NY3d 300, 302 [2015]).",
    ],
)
def test_california_and_new_yorks_quoting_after_a_comma_carries_the_quote(text: str) -> None:
    """California and New York write "(A, cite, quoting B, cite)" with no parenthetical of its own:
    the inner case carries the quote as "(quoting B)" does (a false "quoting B" was VERIFIED)."""
    doc = extract_text(text)
    outer, inner = doc.citations()
    inner_claim = doc.claim(inner.claim_id)
    assert inner_claim.quotes == doc.claim(outer.claim_id).quotes != []
    assert inner_claim.quoted_in == outer.id


def test_a_case_a_parenthetical_cites_does_not_carry_the_quote() -> None:
    doc = extract_text(
        'Officials are "shielded from liability for civil damages." Harlow v. Fitzgerald, 457 U.S. 800, '
        "818 (1982) (citing Butz v. Economou, 438 U.S. 478, 506 (1978))."
    )
    _, butz = doc.citations()
    assert doc.claim(butz.claim_id).quotes == [] and doc.claim(butz.claim_id).quoted_in is None


def test_a_quote_passed_down_a_chain_of_quoting_parentheticals_reaches_its_source() -> None:
    doc = extract_text(
        'Officials are "shielded from liability for civil damages." Harlow v. Fitzgerald, 457 U.S. 800, '
        "818 (1982) (quoting Butz v. Economou, 438 U.S. 478, 506 (1978) (quoting Scheuer v. Rhodes, "
        "416 U.S. 232, 240 (1974)))."
    )
    harlow, butz, scheuer = doc.citations()
    claims = [doc.claim(c.claim_id) for c in (harlow, butz, scheuer)]
    assert [c.quotes for c in claims] == [["shielded from liability for civil damages."]] * 3
    assert [c.quoted_in for c in claims] == [None, harlow.id, butz.id]


QUOTED = '"A claim accrues when the plaintiff knows of the injury and its cause." '
HARLOW = "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)"
TOLLIVER = "Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. 2017)"


@pytest.mark.parametrize(
    "cited",
    [f"{HARLOW}; {TOLLIVER}.", f"See {HARLOW}; see also {TOLLIVER}.", f"{HARLOW} (per curiam); {TOLLIVER}."],
)
def test_a_quotation_before_a_string_cite_is_each_of_its_citations(cited: str) -> None:
    """ "Quote." A; B.: the words may be any one's of the string, so each claim carries them and
    names the others; which authority has them is settled once all are checked."""
    doc = extract_text(QUOTED + cited)
    harlow, tolliver = doc.citations()
    first, second = (doc.claim(c.claim_id) for c in (harlow, tolliver))
    assert (
        first.quotes
        == second.quotes
        == ["A claim accrues when the plaintiff knows of the injury and its cause."]
    )
    assert first.quote_spans == second.quote_spans
    assert (first.quote_also_cited, second.quote_also_cited) == ([tolliver.id], [harlow.id])


@pytest.mark.parametrize(
    "text",
    [
        # the second citation is the next sentence's authority, not the quotation's
        f"{QUOTED}{HARLOW}. Accrual is a federal question. {TOLLIVER}.",
        # a citation in the first one's parenthetical is not a member of the string
        f"{QUOTED}{HARLOW} (citing {TOLLIVER}).",
    ],
)
def test_a_citation_outside_the_quotations_string_does_not_carry_it(text: str) -> None:
    doc = extract_text(text)
    harlow, tolliver = doc.citations()
    assert doc.claim(harlow.claim_id).quote_also_cited == []
    assert doc.claim(tolliver.claim_id).quotes == [] and doc.claim(tolliver.claim_id).quote_also_cited == []


BANCROFT = "Bancroft v. Ostrander, 925 F.3d 475, 476 (11th Cir. 2017)"
ACCRUES = "a claim accrues when the plaintiff knows of the injury and its cause"
SANCTIONS = "sanctions require a finding of bad faith by clear and convincing evidence"


@pytest.mark.parametrize(
    "text",
    [
        f'See {TOLLIVER} (explaining that "{ACCRUES}"); {BANCROFT} (holding that "{SANCTIONS}").',
        f'See {TOLLIVER} (explaining that "{ACCRUES}"); see also {BANCROFT} (holding that "{SANCTIONS}").',
        f'The rule is settled. {TOLLIVER} ("{ACCRUES}"), {BANCROFT} ("{SANCTIONS}").',
    ],
)
def test_a_quotation_in_a_citations_parenthetical_is_that_citations_alone(text: str) -> None:
    """A string cite whose parentheticals quote: each quotation is the citation's it explains, never
    the next one's (which had carried both while the first carried none, so a false quotation in
    the first parenthetical was never checked)."""
    doc = extract_text(text)
    tolliver, bancroft = doc.citations()
    assert doc.claim(tolliver.claim_id).quotes == [ACCRUES]
    assert doc.claim(bancroft.claim_id).quotes == [SANCTIONS]


def test_a_quotation_in_a_quoting_parenthetical_is_the_outer_citations_and_its_sources() -> None:
    doc = extract_text(f'See {HARLOW} (explaining that "{ACCRUES}" (quoting {TOLLIVER})); {BANCROFT}.')
    harlow, tolliver, bancroft = doc.citations()
    assert doc.claim(harlow.claim_id).quotes == doc.claim(tolliver.claim_id).quotes == [ACCRUES]
    assert doc.claim(bancroft.claim_id).quotes == []


UNCLOSED = (
    "The court held {o}that officials performing discretionary functions are never shielded. "
    "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982). A claim {o}accrues when the plaintiff knows of the "
    "injury and its cause.{c} Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. 2017). Sanctions {o}require "
    "a finding of bad faith by clear and convincing evidence.{c} Bancroft v. Ostrander, 925 F.3d 475, 476 "
    "(11th Cir. 2017)."
)


@pytest.mark.parametrize(("opening", "closing"), [('"', '"'), ("\u201c", "\u201d")])
def test_a_quotation_mark_that_never_closes_leaves_the_next_quotations_whole(
    opening: str, closing: str
) -> None:
    """A missing closing mark once paired every later mark with the wrong one: the next citations'
    true quotations became the words between them (citations and all), and failed. The unclosed
    quotation is read to the end of its sentence, apart, for what it is."""
    doc = extract_text(UNCLOSED.format(o=opening, c=closing))
    harlow, tolliver, bancroft = doc.claims
    assert tolliver.quotes == ["accrues when the plaintiff knows of the injury and its cause."]
    assert bancroft.quotes == ["require a finding of bad faith by clear and convincing evidence."]
    assert harlow.quotes == []
    assert harlow.unclosed_quotes == ["that officials performing discretionary functions are never shielded."]
    assert tolliver.unclosed_quotes == bancroft.unclosed_quotes == []


@pytest.mark.parametrize(
    "text",
    [
        # nested single quotes inside double, and a quotation of a word or two, all closed
        'He said "the \'rule\' applies here" and "two words" later.',
        # inches and an apostrophe are no quotation marks to pair
        "The board was 12\" wide and the court's rule applied.",
        # a ditto mark between spaces opens nothing
        'Item one costs $5 per unit, item two " as agreed under the contract with the seller.',
    ],
)
def test_closed_quotations_leave_nothing_unclosed(text: str) -> None:
    from briefcheck.extract.claims import unclosed_quotes

    assert unclosed_quotes(text) == []


@pytest.mark.parametrize(
    "defined",
    ['("Acme I")', '("Acme II")', '(the "Acme Decision")', '(hereinafter "Acme I")', "(\u201cAcme I\u201d)"],
)
def test_a_parenthetical_defining_a_short_name_is_no_quotation_and_no_explanation(defined: str) -> None:
    """A short name the brief defines after a citation is its own word for the case, not the court's
    words: a numbered one ("Acme I") was checked as a quotation the opinion 'never writes' (REVIEW)."""
    cited = "Acme Widget Co. v. Brightline Logistics, Inc., 620 F.3d 300, 301 (2d Cir. 2010)"
    text = f"The court so held. {cited} {defined}."
    [claim] = extract_text(text).claims
    assert claim.quotes == [] and claim.parenthetical is None


@pytest.mark.parametrize(
    ("said", "quote"),
    [
        ('("A carrier need not deliver goods.")', "A carrier need not deliver goods."),
        ('("Notice is required")', "Notice is required"),
    ],
)
def test_a_parenthetical_quoting_the_court_is_no_name_however_short(said: str, quote: str) -> None:
    """One capitalised quotation in a parenthetical is the court's words unless it is a name: a
    sentence, or words not all capitalised (it hid a misquotation, 'need not' for 'must')."""
    cited = "Acme Widget Co. v. Brightline Logistics, Inc., 620 F.3d 300, 301 (2d Cir. 2010)"
    [claim] = extract_text(f"{cited} {said}.").claims
    assert claim.quotes == [quote], claim


def test_an_explanatory_parenthetical_quoting_a_phrase_is_still_one() -> None:
    cited = "Acme Widget Co. v. Brightline Logistics, Inc., 620 F.3d 300, 301 (2d Cir. 2010)"
    text = f'{cited} (defining "Reasonable Time").'
    [claim] = extract_text(text).claims
    assert claim.quotes == ["Reasonable Time"] and claim.parenthetical == 'defining "Reasonable Time"'


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        # New York's style: the quotation is the case named before it in its sentence, not the next
        # sentence's, which supports its own words
        (
            "In Matter of Castellano v Board of Assessors (33 NY3d 150, 152 [2019]), the Court described "
            'the standard as "a minimal one that simply requires the petitioner to show a dispute." Courts '
            "have likewise refused to expand it (see Kaplan v Hudson Riv. Park Trust, 65 Misc 3d 200, 201 "
            "[Sup Ct, NY County 2019]).",
            0,
        ),
        (
            "In Fenwick v. Coastal Dental Group, 46 Cal. 4th 700, 701 (2009), the court explained that "
            '"the mere fact of filing does not suffice." Other courts agree. Daversa v. Menlo Estates, 210 '
            "Cal. App. 4th 600 (2012).",
            0,
        ),
        (
            "In Oyelaran v. Fenwick Mut. Ins. Co., 899 F.3d 100 (2d Cir. 2018) (en banc), the court held "
            'that "an insurer that denies a claim without investigation acts in bad faith." Other circuits '
            "agree (see Tillinghast v. Corvallis Sch. Dist., 778 F.3d 500, 501 (9th Cir. 2015)).",
            0,
        ),
        (
            "Similarly, in Oyelaran v. Fenwick Mut. Ins. Co., 899 F.3d 100 (2d Cir. 2018), the court held "
            'that "an insurer that denies a claim without investigation acts in bad faith." Courts in this '
            "Circuit have followed that rule (see Tillinghast v. Corvallis Sch. Dist., 778 F.3d 500, 501 "
            "(9th Cir. 2015)).",
            0,
        ),
        # a citation sentence right after the quotation is its source, even after another case named
        (
            'Under Fenwick v. Coastal Dental Group, 46 Cal. 4th 700 (2009), a party must "show cause." '
            "Daversa v. Menlo Estates, 210 Cal. App. 4th 600, 601 (2012).",
            1,
        ),
        ('The court must "show cause." Daversa v. Menlo Estates, 210 Cal. App. 4th 600, 601 (2012).', 0),
        # the citation after is the source where its sentence says nothing of its own, or the
        # quotation's sentence does not open with its speaker
        (
            "In Oyelaran v. Fenwick Mut. Ins. Co., 899 F.3d 100 (2d Cir. 2018), the Second Circuit "
            'reaffirmed that "public employees do not surrender all their rights." Tillinghast v. Corvallis '
            "Sch. Dist., 778 F.3d 500, 501 (9th Cir. 2015), cert. denied, 577 U.S. 1001 (2015).",
            1,
        ),
        (
            'In Matter of Okonjo v Board of Elections (35 NY3d 100 [2020]), the Court reiterated that "a '
            'landowner has no duty to warn of any open condition." (Lindqvist v Hudson Val. Realty Corp., '
            "175 AD3d 600, 602 [2d Dept 2019] [internal quotation marks omitted].)",
            1,
        ),
        (
            "Defendant's reliance on Oyelaran v. Fenwick Mut. Ins. Co., 899 F.3d 100 (2d Cir. 2018), is "
            'misplaced, because employees "do not surrender all their rights." The Ninth Circuit so held in '
            "Tillinghast v. Corvallis Sch. Dist., 778 F.3d 500, 501 (9th Cir. 2015).",
            1,
        ),
    ],
)
def test_a_quotation_after_a_case_named_in_its_sentence_is_that_cases(text: str, owner: int) -> None:
    """A misquotation of the case named in the quotation's sentence passed (VERIFIED), charged to
    the next sentence's citation, which came out ERROR for words it was never said to hold."""
    doc = extract_text(text)
    quoted = [i for i, claim in enumerate(doc.claims) if claim.quotes]
    assert quoted == [owner], [(c.text[:40], c.quotes) for c in doc.claims]


QUOTED_AFTER = '"a contract signed under duress is void from the start."'


@pytest.mark.parametrize(
    ("after", "owner"),
    [
        # the court of the case just cited speaks the words in the next sentence
        (f"The court explained: {QUOTED_AFTER}", 0),
        (f"It said: {QUOTED_AFTER}", 0),
        (f"As the court put it, {QUOTED_AFTER}", 0),
        (f"The Second Circuit reasoned that {QUOTED_AFTER}", 0),
        # a court below, this case's, or a later citation the words' own
        (f"The district court explained: {QUOTED_AFTER}", None),
        (f"Here, the court explained: {QUOTED_AFTER}", None),
        (f"The court explained: {QUOTED_AFTER} Tillinghast v. Corvallis, 778 F.3d 500 (9th Cir. 2015).", 1),
        # nobody is said to speak them: the brief's own, or a source it does not name
        (f"Parties often say {QUOTED_AFTER}", None),
    ],
)
def test_a_quotation_its_court_speaks_in_the_sentence_after_the_citation_is_that_citations(
    after: str, owner: int | None
) -> None:
    """Quoted words the citation's court is said to speak after it ("X, cite. The court explained:
    "..."") were nobody's: never checked, an altered quotation passed."""
    text = f"Duress voids consent. See Oyelaran v. Fenwick, 899 F.3d 100, 104 (2d Cir. 2018). {after}"
    doc = extract_text(text)
    quoted = [i for i, claim in enumerate(doc.claims) if claim.quotes]
    assert quoted == ([] if owner is None else [owner]), [(c.text[:40], c.quotes) for c in doc.claims]


@pytest.mark.parametrize(
    "history",
    [
        "overruled in part on other grounds by Doe v. Roe, 611 N.E.2d 1 (Ill. 1995)",
        "rev'd on other grounds, 600 N.E.2d 5 (Ill. 1991)",
        "abrogated by statute as recognized in Doe v. Roe, 611 N.E.2d 1 (Ill. 1995)",
    ],
)
def test_a_citation_sentence_giving_its_history_supports_the_sentence_before(history: str) -> None:
    """ "Notice suffices. Hale v. Pratt, ..., overruled in part on other grounds by Doe v. Roe, ..."
    was a claim of its own, the proposition lost: an overruling of the very point cited went
    unread as the brief's "other grounds"."""
    hale = "Hale v. Pratt, 512 N.E.2d 88, 90 (Ill. App. Ct. 1990)"
    text = f"Notice by mail suffices to terminate a lease. {hale}, {history}."
    doc = extract_text(text)
    [cited] = [c for c in doc.citations() if c.text.startswith("Hale")]
    [claim] = [k for k in doc.claims if cited.id in k.citation_ids]
    assert claim.text.startswith("Notice by mail suffices"), claim.text
