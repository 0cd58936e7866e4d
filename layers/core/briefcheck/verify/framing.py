"""Whose words a quotation is, by the sentence of the opinion it stands in: the court's own, or
the court's report of a view it then weighs: a party's argument ("Petitioner argues that ..."),
the decision under review ("The District Court held that ..."), a view it rejects ("We reject the
contention that ..."), a premise it assumes for argument's sake ("Even assuming that ..."), a
question it puts ("whether ..."), a holding it says it does not make ("We do not hold that ...").
Quoting the report as the court's holding is the misuse courts sanction ("the case says the
opposite"), though every word is in the opinion."""

from __future__ import annotations

import re
from functools import lru_cache

# The parties opinions name by their role ("The employer argues", "According to the debtor,")
_ROLES = (
    r"debtor|creditor|trustee|employer|employee|insurer|insured|carrier|landlord|tenant|lessor|lessee|buyer"
    r"|seller|borrower|lender|union|city|county|agency|officer|husband|wife|mother|father"
)
# Who may hold a view the court reports, and the verbs that report it
_HOLDER = (
    r"(?:petitioners?|respondents?|appellants?|appellees?|plaintiffs?|defendants?|movants?|the\s+government"
    r"|the\s+state|the\s+commonwealth|the\s+dissent|amic(?:us|i)(?:\s+curiae)?|the\s+(?:district|trial|"
    r"bankruptcy|magistrate|circuit|superior)\s+court|the\s+court\s+(?:of\s+appeals|below)|the\s+lower\s+courts?"
    r"|the\s+panel|the\s+(?:board|agency|commission|ALJ)|the\s+magistrate\s+judge"
    # a pleading, a witness, the prosecution, a separate opinion ("Justice Scalia's dissent")
    r"|the\s+(?:complaint|indictment|information|petition|answer|witness(?:es)?|experts?|prosecut(?:or|ion)"
    r"|defense|solicitor\s+general|(?:principal\s+|partial\s+)?(?:dissent|concurrence))"
    r"|(?:justice|judge|chief\s+justice)\s+[\w'’-]+['’]s\s+(?:dissent|concurrence|separate\s+opinion)"
    r"|the\s+(?:dissenting|concurring|plurality|principal)\s+opinion|the\s+plurality|the\s+dissenters"
    r"|(?:justice|judge)\s+[\w'’-]+\s*,\s*(?:dissenting|concurring)"
    r"|(?:justice|judge)\s+[\w'’-]+\s*,\s*in\s+(?:dissent|concurrence|a\s+separate\s+opinion)"
    # a party by its role ("The employer argues"), and its counsel ("Counsel for the union urges")
    rf"|the\s+(?:{_ROLES})s?|counsel(?:\s+for\s+(?:the\s+)?[\w'’]+)?)"
)
# Words before "claim" that make it the noun, a party's claim
_BEFORE_A_NOUN = ("a", "an", "the", "their", "his", "her", "its", "our", "any", "such", "this", "that",
                  "each", "every", "no", "own", "same", "whose", "plausible", "viable", "valid")  # fmt: skip
_REPORTING = (
    r"(?:argues?|argued|contends?|contended|asserts?|asserted|urges?|urged|suggests?|suggested|maintains?|"
    r"maintained|insists?|insisted|submits?|submitted|claimed|held|holds|concluded|reasoned|found|"
    # (the verb, not a party's claim, the noun: "their claims", "a plausible claim")
    + "".join(rf"(?<!\b{w}\s)" for w in _BEFORE_A_NOUN)
    + r"(?<!['’]s\s)claims?\b(?!\s+(?:arise|arises|arose|accrue|accrues|accrued|began|begins|to)\b)"
    # (but a party's claim said to be something is its view: "Petitioner's claim is that")
    r"|claims?\s+(?:is|was)\s+that|"
    r"believed|thought|says|said|ruled|determined|would\s+(?:hold|have\s+held|find|conclude|rule|require)"
    r"|concedes?|conceded|acknowledges?|acknowledged|recommends?|recommended)"
)
# Verbs that report another's words only where the words follow them ("The witness testified that",
# "the district court noted in its order that"), not where they say something else ("a right the
# defendant could be alleged to have violated")
_REPORTING_WORDS = (
    r"(?:alleges?|alleged|avers?|averred|charged|testifies|testified|states?|stated|explains?|explained|notes?"
    r"|noted|posits?|posited"
    r"|warns?|warned|tells?\s+us|told\s+us)"
)
# Words turning a view down, and the words naming the view turned down
_REJECTING = (
    r"reject\w*|disagree\w*|not\s+persuaded\s+by|unpersuaded\s+by"
    r"|(?:cannot|can\s+not|do\s+not|does\s+not|did\s+not)\s+agree"
)
# What a court calls another's words it reports ("the dissent's refrain", "petitioner's reading")
_NAMED_VIEW = (
    r"refrain|reading|interpretation|insistence|view|position|theory|premise|objection|complaint|charge"
    r"|accusation|proposal|approach|characterization|criticism|concern|assumption|belief|claim|argument"
    r"|contention|assertion|suggestion|submission|lament|worry|fear|prediction|warning|assurance"
)
_VIEW = r"that|arguments?|contentions?|views?|notions?|positions?|claims?|propositions?|theory"
# The lead-in of the quoted words within their sentence: a holder and its verb, the words following
# within a few of it ("Petitioner argues that ..."), or a rejection of what follows
_REPORTED = re.compile(
    # (not one the court endorses as it reports it: "The district court correctly concluded that")
    rf"\b{_HOLDER}\b(?:['’]s?)?(?![^.;:!?]{{0,60}}?\b(?:correctly|properly|rightly)\b)"
    rf"[^.;:!?]{{0,60}}?\b{_REPORTING}\b[^.;:!?]{{0,40}}$"
    rf"|(?<!\bas\s)(?<!\bAs\s)\b{_HOLDER}\b(?:['’]s?)?(?![^.;:!?]{{0,60}}?\b(?:correctly|properly|rightly)\b)"
    rf"[^.;:!?]{{0,60}}?"
    rf"\b{_REPORTING_WORDS}(?:(?:\s+[\w'’]+){{0,4}}?\s+that|\s*,)\s*$"
    # a view the court turns down, the quoted words its object: "We reject the contention that"
    rf"|\b(?:{_REJECTING})\b[^.;:!?]{{0,50}}?\b(?:{_VIEW}|suggestions?|premises?)\b(?:\s+that)?\s*$"
    # a premise assumed for argument's sake, or a question put: "Even assuming that", "whether"
    # (not the court's own inference: "one can assume that", "we may safely assume that")
    r"|(?<!\bcan\s)(?<!\bmay\s)(?<!\bsafely\s)(?<!\breasonably\s)\b(?:assum(?:e|es|ed|ing)|suppos(?:e|es|ed|ing))\b"
    r"[^.;:!?]{0,50}?\bthat\b[^.;:!?]{0,20}$"
    # a premise only supposed, or a possibility left open: "Even if", "It may be that"
    r"|\beven\s+if\b[^.;:!?]{0,10}$|\bit\s+may\s+(?:well\s+)?be\s+that\b[^.;:!?]{0,10}$"
    r"|\barguendo\b[^.;:!?]{0,40}$|\bwhether\b[^.;:!?]{0,20}$"
    # a holding the court says it does not make: "We do not hold that", "We decline to hold that",
    # "We have never held that"
    r"|\b(?:declin\w*\s+to|(?:do|does|did|need)\s+not)\s+(?:hold|decide|reach|adopt|extend|suggest|mean)\b"
    r"[^.;:!?]{0,30}?\bthat\b[^.;:!?]{0,20}$"
    r"|\b(?:never|not)\s+(?:(?:yet|before|once)\s+)?(?:held|decided|suggested|recognized|said)\b"
    r"[^.;:!?]{0,30}?\bthat\b[^.;:!?]{0,20}$"
    # a proposition the court denies: "It is not the law of this circuit that", "It does not follow that"
    r"|\b(?:is|was)\s+(?:not|hardly|scarcely|by\s+no\s+means)\s+(?:the\s+law|true|the\s+case|so|correct|accurate|settled)\b"
    r"[^.;:!?]{0,40}?\bthat\s*$"
    # a view named to be turned down, or only supposed: "The argument that", "To conclude that",
    # "No court has held that", "Were we to hold that", "We are not holding that", "We are
    # unpersuaded that"
    r"|^\W*to\s+(?:conclude|hold|say|find|suggest|read|accept|adopt|think)\b[^.;:!?,]{0,30}?\bthat\s*$"
    r"|\bno\s+(?:other\s+)?(?:court|case|decision|authority|one|judge|circuit|precedent)s?\s+(?:has|have|had)\s+"
    r"(?:ever\s+|yet\s+)?(?:held|said|suggested|found|concluded|recognized|decided)\s+that\s*$"
    r"|\b(?:were|had)\s+(?:we|the\s+court|this\s+court)\s+(?:to\s+)?(?:hold|held|conclude|concluded|find|found|say|said"
    r"|adopt|accept)\b[^.;:!?]{0,20}?\bthat\s*$"
    r"|\b(?:are|am|is)\s+not\s+(?:holding|deciding|suggesting|saying|concluding|finding)\b[^.;:!?]{0,30}?\bthat\s*$"
    r"|\b(?:un|not\s+)persuaded\s+that\s*$|\bnot\s+convinced\s+that\s*$"
    r"|\bdoes\s+not\s+follow\s+that\s*$"
    # another's view said otherwise: "According to the debtor,", "It is said that", "The creditor
    # would have us hold that"
    rf"|\baccording\s+to\s+(?:{_HOLDER}|the\s+(?:{_ROLES})s?|(?!(?:Congress|Black)\b)[A-Z][\w'’-]+)"
    r"\s*,[^.;:!?]{0,20}$"
    r"|\bit\s+(?:is|was|has\s+been)\s+(?:said|argued|contended|suggested|urged)\s+that\b[^.;:!?]{0,20}$"
    r"|\bwould\s+have\s+(?:us|this\s+court|the\s+court)\s+(?:hold|find|conclude|rule|read|believe)\b"
    r"[^.;:!?]{0,20}$"
    # a view named as a party's: "In the employer's view,", "Plaintiffs' theory is that"
    rf"|\bin\s+{_HOLDER}['’]s?\s+view\s*,[^.;:!?]{{0,20}}$"
    # ... or a party's by its name ("In Galloway's view,"; not the court's own "In our view,")
    r"|\bin\s+(?-i:(?!(?:Congress|This|Our|My)\b)[A-Z][\w'’-]+)['’]s?\s+view\s*,[^.;:!?]{0,20}$"
    rf"|\b{_HOLDER}['’]s?\s+(?:theory|position|view|argument|contention)\s+is\s+that\s*$"
    # another's words named by what they are to the court: "The dissent's refrain, that",
    # "Petitioner's reading that", "The government's insistence that"
    rf"|\b{_HOLDER}['’]s?\s+(?:\w+\s+)?(?:{_NAMED_VIEW})s?\s*,?\s*that\s*$"
    # a view set apart to be turned down: "The tenant's position, that", "It would be a mistake to
    # conclude that", "It is tempting to say that", "One might think that"
    r"|\b(?:position|argument|contention|view|theory|suggestion|premise)\s*,\s*that\s*$"
    r"|\b(?:mistake|error|wrong)\s+to\s+(?:conclude|think|say|suppose|assume|read|believe|hold|infer)\b"
    r"[^.;:!?]{0,30}?\bthat\s*$"
    r"|\b(?:tempting|natural|easy)\s+to\s+(?:say|think|conclude|assume|suppose|read|believe)\b"
    r"(?:[^.;:!?]{0,20}?\bthat)?\s*$"
    r"|\bone\s+(?:might|could|may)\s+(?:think|argue|say|suppose|conclude|read)\b(?:[^.;:!?]{0,20}?\bthat)?\s*$",
    re.IGNORECASE,
)
# More lead-ins of the same kind, each opening on a word of `_SAID_OTHERWISE_WORDS` (looked for
# first, as a plain substring: tried at every character of every lead-in, they tripled its cost)
_SAID_OTHERWISE = re.compile(
    r"\b(?:absurd|anomalous|illogical|unreasonable|odd|strange)\s+to\s+(?:conclude|think|say|hold|read|infer)\b"
    r"[^.;:!?]{0,30}?\bthat\s*$"
    # what the court cannot say, or finds was error: "We cannot say that", "The District Court erred
    # in concluding that"
    r"|\b(?:cannot|can\s+not|could\s+not|unable\s+to)\s+(?:say|conclude|find|hold)\b[^.;:!?]{0,30}?\bthat\s*$"
    r"|\bnor\s+(?:can|could|do|does|did|may)\s+we\s+(?:say|conclude|find|hold)\b[^.;:!?]{0,30}?\bthat\s*$"
    r"|\b(?:cannot|can\s+not)\s+be\s+said\s+that\s*$"
    # what the record does not show: "There is no evidence that"
    r"|\bthere\s+(?:is|was)\s+no\s+(?:evidence|basis|indication|showing|support|proof)\b[^.;:!?]{0,30}?\bthat\s*$"
    r"|\berred\s+(?:in|by)\s+(?:concluding|holding|finding|ruling|determining|deciding|reasoning)\b"
    r"[^.;:!?]{0,20}?\bthat\s*$"
    # another's argument named as such, or a notion set up: "Petitioner's argument that", "The
    # notion that", "Appellant's principal contention is that"
    r"|['’]s?\s+(?:\w+\s+)?(?:argument|contention|assertion|suggestion)s?\s+(?:is\s+)?that\s*$"
    r"|^\W*(?:but\s+|yet\s+)?(?:the|any)\s+(?:notion|idea|suggestion)\s+that\s*$"
    # asked or told to: "Petitioner asks us to hold that", "The Government tells us that"
    r"|\b(?:asks?|asked|invites?|invited|urges?|urged)\s+(?:us|this\s+court|the\s+court)\s+to\s+"
    r"(?:hold|find|conclude|rule|adopt|read|declare)\b(?:[^.;:!?]{0,20}?\bthat)?\s*$"
    rf"|\b{_HOLDER}\s+(?:\w+\s+)?(?:tells?|told)\s+us\s+that\s*$"
    # a reading the text does not bear: "Nothing in the statute suggests that"
    r"|\bnothing\s+in\b[^.;:!?]{0,60}?\b(?:suggests?|indicates?|requires?|supports?|says|means|compels?)"
    r"\s+that\s*$"
    # an argument only supposed, or what the court might hold on another footing: "It could be argued
    # that", "Were we writing on a clean slate, we might conclude that"
    # (not the court's own "it can be said that", "it may be said that")
    r"|\bit\s+(?:(?:could|might|would)\s+(?:well\s+|\w+ly\s+)?be\s+(?:argued|said|contended|suggested|thought|maintained)"
    r"|(?:may|can)\s+(?:well\s+|\w+ly\s+)?be\s+(?:argued|contended|suggested))\s+that\s*$"
    # (not "we would hold that", the court's holding in the alternative)
    r"|\b(?:we|(?:a|one|another|some)\s+court)\s+(?:might|could)\s+(?:well\s+|perhaps\s+|be\s+(?:inclined|tempted)\s+to\s+)?"
    r"(?:conclude|hold|say|find|think|agree|decide)\b[^.;:!?]{0,20}?\bthat\s*$",
    re.IGNORECASE,
)
# A state of things supposed, not found: "Had the landlord given notice, ", "Were the landlord to "
_SUPPOSED = re.compile(r"\W*(?:had|were)\s+[^.;:!?,]{1,80},\s*$", re.IGNORECASE)
_SAID_OTHERWISE_WORDS = (
    "absurd", "anomalous", "illogical", "unreasonable", "odd ", "strange", "cannot", "can not", "could not",
    "unable", "nor ", "there is no", "there was no", "erred", "argument", "contention", "assertion",
    "suggestion", "notion", "idea", "ask", "invite", "urge", "tell", "told", "nothing in", "be argued",
    "be said", "be contended", "be suggested", "be thought", "be maintained", "we might", "we could",
    "court might", "court could",
)  # fmt: skip


# What the court doubts, denies, finds unproved or only supposes, just before the quoted words
# ("We doubt that", "The State failed to prove that", "It is far from clear that", "Unless"): read on
# the lead-in's last words only, each ending where the quotation begins
_DOUBTED = re.compile(
    r"(?:\b(?:cannot|can\s+not|could\s+not|unable\s+to)\s+(?:say|conclude|find|hold)"
    r"|\b(?:do|does|did)\s+not\s+(?:believe|think|find|accept)(?:\s+that)?"
    # (not "there can be no doubt that", "beyond a reasonable doubt that", "we cannot doubt that")
    r"|(?<!\bno\s)(?<!\blittle\s)(?<!\breasonable\s)(?<!\bserious\s)(?<!\bcannot\s)(?<!\bwithout\s)"
    r"(?<!\bnot\s)(?<!\bone\s)(?<!\bnobody\s)(?<!\bbeyond\s)(?<!\bwould\s)\bdoubts?(?:\s+(?:that|whether))?"
    r"|\b(?:skeptical|sceptical|dubious)\s+(?:that|whether)"
    r"|\bnot\s+(?:at\s+all\s+)?(?:convinced|persuaded|satisfied)\s+that|\bnor\s+are\s+we\s+(?:convinced|persuaded)\s+that"
    r"|\b(?:far\s+from|not|hardly|by\s+no\s+means|not\s+at\s+all|anything\s+but)\s+"
    r"(?:clear|obvious|evident|apparent|certain)\s+that"
    r"|\bnever\s+(?:proved|proven|showed|shown|established|demonstrated)\s+that"
    r"|\bfail(?:s|ed)?\s+to\s+(?:carry|meet|sustain)\s+(?:its|his|her|their)\s+burden\b[^.;:!?]{0,30}?\bthat"
    r"|\bwe\s+are\s+told\b[^.;:!?]{0,40}?\bthat"
    r"|(?<!\bnot\s)(?<!\bso\s)(?<!\btoo\s)(?<!\bsufficiently\s)\b(?:unlikely|doubtful|implausible|improbable|unclear)"
    r"\s+that|\bnot\s+to\s+say\s+that"
    r"|\bfail(?:s|ed)?\s+to\s+(?:prove|show|establish|demonstrate|allege)\s+that"
    r"|\b(?:has|have|had)\s+not\s+(?:shown|proven|proved|established|demonstrated)\s+that"
    r"|\b(?:does|do|did)\s+not\s+(?:establish|show|demonstrate|support|prove)\s+that"
    r"|\bnor\s+can\s+it\s+be\s+said\s+that"
    r"|(?<!court)(?<!court['’])['’]s?\s+(?:view|position|theory|premise|claim)\s+that"
    # a condition the quote is the supposition of, opening the court's sentence ("If", "Unless"), not
    # the rule's condition after it ("appropriate if")
    r"|^\W*(?:if|unless))\s*$",
    re.IGNORECASE,
)
_DOUBTED_REACH = 60


# An aside between a lead-in's words and its "that" ("We doubt, however, that", "The complaint
# alleges, in conclusory terms, that"), read without
_ASIDE_BEFORE_THAT = re.compile(r"\s*,[^,.;:!?]{1,40},\s*(?=that\s*$)")


@lru_cache(maxsize=1024)
def _reported(lead: str) -> bool:
    """Whether a lead-in reports a view the court does not hold (`_REPORTED`, `_SAID_OTHERWISE`,
    `_DOUBTED`). Kept for many lead-ins: a quotation's, its paraphrase's and a copied sentence's
    checks ask of the same one, at about 0.2 ms a time."""
    lead = _ASIDE_BEFORE_THAT.sub(" ", lead)
    if _REPORTED.search(lead) or _SUPPOSED.match(lead) or _DOUBTED.search(lead[-_DOUBTED_REACH:]):
        return True
    low = lead.lower()
    return any(word in low for word in _SAID_OTHERWISE_WORDS) and _SAID_OTHERWISE.search(lead) is not None


# Other courts' holdings the court reports: "Some courts have held that", "Other circuits have
# concluded that" (its own only where its next sentence joins them: "We agree.")
_OTHERS_HELD = re.compile(
    # opening the sentence, the court not among them ("Many courts, including this one", "Other
    # panels of this court", "We join the courts that have held" are the court's own)
    r"^\W*(?:but\s+|yet\s+|however,?\s+)?(?:some|other|several|many|a\s+few|certain|a\s+number\s+of)\s+"
    r"(?:other\s+|federal\s+|state\s+)?(?:courts|circuits|jurisdictions|states|commentators|scholars|judges)\b"
    r"(?![^.;:!?]*\b(?:we|us|our|this\s+(?:one|court|circuit))\b)[^.;:!?]{0,30}?"
    r"\b(?:held|concluded|said|suggested|reasoned|found|ruled|determined|taken\s+the\s+view)\b[^.;:!?]{0,40}$",
    re.IGNORECASE,
)
# The court joining the views it has just reported: "We agree.", "We now join them.", "We, too, so
# hold.", "So do we." (in its next sentence, or after them in the same one: ", and we join them")
_JOINED = re.compile(
    r"(?:\b(?:we|this\s+court)\b(?:\s*,?\s*(?:too|now|today|also|likewise|therefore),?)*\s+(?:agrees?|join|joins|concur"
    r"|accept\s+it|accept\s+that"
    r"|adopt|follow|so\s+hold|hold\s+likewise|hold\s+the\s+same|do\s+the\s+same|have\s+done\s+the\s+same"
    r"|are\s+persuaded)\b|\bso\s+do\s+we\b)",
    re.IGNORECASE,
)
# A party named as opinions name it, arguing: "Pratt argues that", "Ashby's counsel insists that"
# (a capitalised name, not a sentence's opening pronoun or article, and a verb of argument alone:
# "Smith held that" reports a precedent's holding, which the court may adopt; "As Pratt argues, and
# we hold," adopts the argument)
_NAMED_ARGUING = re.compile(
    r"(?<![\w.])(?!(?:We|It|The|This|That|These|Those|Our|As|In|If|When|Although|Because)\b)"
    r"[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&.-]*){0,3}(?:['’]s?)?(?:\s+(?:counsel|now|also|further|again|then|next))?"
    r"\s+(?:argues?|argued|contends?|contended|asserts?|asserted|urges?|urged|insists?|insisted|maintains?"
    r"|maintained|submits?|submitted|counters?|countered|responds?|responded|replies|replied|testif(?:ies|ied)"
    r"|alleges?|alleged)\b(?![^.;:!?]*\bwe\s+(?:hold|agree|conclude)\b)[^.;:!?]{0,40}$"
)
# A lead-in that denies or turns the view down itself ("We reject the contention that", "We cannot
# say that"): a "We agree" after it agrees with that, not with the words
_DENIED_LEAD = re.compile(
    rf"\b(?:{_REJECTING}|cannot|can\s+not|could\s+not|never|not|erred|absurd|mistake|nothing)\b",
    re.IGNORECASE,
)
# A court below by its name
_BELOW = r"(?:(?:district|trial|lower|bankruptcy)\s+court|court\s+below)"
# The brief's own words saying the quotation reports such a view
BRIEF_REPORTS = re.compile(
    rf"\b(?:argu\w*|conten\w*|assert\w*|urg(?:e|ed|es|ing)|insist\w*|reject\w*|dissent\w*|assum\w*|declin\w*|"
    rf"refus\w*|would\s+not\s+(?:read|recognize|adopt|extend|accept)|"
    rf"(?:court|it|we|judge|panel)\s+(?:do|does|did|need)\s+not\s+(?:hold|decide|reach)|"
    # the court's own denial said again: 'The court has "never held that ..."'
    rf"(?:never|not)\s+(?:yet\s+)?(?:held|decided|suggested|recognized)\b|"
    rf"whether|if(?!\s+(?:anything|so|at\s+all|ever|any)\b)|suppos\w*|(?:could|can)\s*not\s+say|"
    rf"unable\s+to\s+say|found\s+no|no\s+(?:\w+\s+)?basis\s+for|testif(?:y|ies|ied|ying)|alleg(?:e|es|ing)|alleged\s+(?:that|in|below)|"
    # a court below said to have spoken, not merely named ("holding that the district court lacked
    # jurisdiction" is the court's holding about it)
    rf"{_BELOW}(?:['’]s)?(?:,?\s+[\w'’]+){{0,3}}?\s+"
    rf"(?:{_REPORTING}|{_REPORTING_WORDS}|decided|reasoned|erred|(?:had|has)\s+(?:held|found|ruled))|"
    rf"{_BELOW}['’]s\s+(?:\w+\s+)?(?:findings?|holding|conclusions?|ruling|determination|decision|reasoning"
    rf"|view)\s+that|"
    # ("agreeing with the district court that", "disagreeing with the trial court that")
    rf"(?:with|from)\s+the\s+{_BELOW}\s+that|as\s+(?:the\s+)?{_BELOW}|according\s+to\s+the\s+{_BELOW}|"
    rf"(?:ruling|decision|judgment|holding|order)\s+below)\b"
    rf"|\b{_HOLDER}\b(?:['’]s?)?(?:\s+[\w'’]+){{0,2}}?\s+(?:{_REPORTING}|{_REPORTING_WORDS}|provides?|provided)\b",
    re.IGNORECASE,
)
# The brief's "if", which puts a case of its own: it reports a supposition the court puts, not a
# party's argument or a decision below (a brief's "whether" or "assuming" reports any view as one)
_BRIEF_SUPPOSES = re.compile(r"if", re.IGNORECASE)
_COURT_SUPPOSES = re.compile(
    r"\b(?:if|unless|whether|assum\w*|suppos\w*|arguendo|were|had|could|might|may|would)\b", re.IGNORECASE
)


def brief_reports(brief_own: str, framed: str) -> bool:
    """Whether the brief's own words (`BRIEF_REPORTS`) report the view the court's lead-in `framed`
    frames, so quoting it is no misuse: its "if" only a supposition, not a party's contention ('a
    tenant "forfeits the entire deposit" if he "fails to give notice"', of "The landlord contends
    that ...")."""
    supposed = _COURT_SUPPOSES.search(framed) is not None
    return any(
        supposed or not _BRIEF_SUPPOSES.fullmatch(m.group()) for m in BRIEF_REPORTS.finditer(brief_own)
    )


# A stop and the spaces after it that break sentences, before a capital, a figure or a numbered
# paragraph's mark: the spaces are the break (group 1), not after an initial ("N.Y. Gen. Oblig. Law",
# "U.S. Const.", "Smith, J."). A stop leads the pattern and the initial is looked for behind it: a
# look-behind first is tried at every character, and the search skips to stops (3 to 5 times faster
# on opinions, the same breaks).
SENTENCE_BREAK = re.compile(r"[.!?;](?<!\b[A-Z][.!?;])(\s+)(?=[\"“‘'(\[]?[A-Z0-9¶])")
# How far back the sentence holding the quoted words is read
_SENTENCE_REACH = 300


def _lead_in(text: str, start: int) -> str:
    """The words of the sentence holding text[start:] before `start`. (A break right before `start`
    is one: the pattern looks past the spaces at the capital after them, which the window before
    `start` alone does not hold, so a sentence opening with the quoted words took the one before it
    as its lead-in.)"""
    lo = max(0, start - _SENTENCE_REACH)
    breaks = [m for m in SENTENCE_BREAK.finditer(text, lo, min(len(text), start + 2)) if m.end() <= start]
    return text[breaks[-1].end() : start] if breaks else text[lo:start]


# The court's next sentence turning down what it has just reported: "We respectfully disagree.",
# "We reject that view.", "That position is wrong.", "This was error.", "We are not persuaded."
_TURNED_DOWN_NEXT = re.compile(
    # (turning down what was just said, not another's proposition it names: "We do not agree with
    # the Court of Appeals' suggestion that ..." says nothing of the words before)
    r"(?:We\s+(?:respectfully\s+)?(?:disagree|cannot\s+agree|do\s+not\s+agree|are\s+not\s+persuaded"
    r"|are\s+unpersuaded|decline\s+to\s+follow|part\s+ways|think\s+not"
    # (the court overruling the case whose holding it has just reported: "We overrule Whitlock.")
    r"|(?:(?:now|therefore|hereby|today|accordingly)\s+)?overrule(?=\s+[A-Z])"
    r"|(?:do\s+not|cannot|can\s+not)\s+(?:share|accept|adopt|endorse|subscribe\s+to))"
    # (what they turn down: "with that view", "that rule", "it"; never a clause of their own: "We
    # are not persuaded that it is ambiguous" turns down nothing said before)
    r"(?:\s+(?:(?:with|by)\s+(?:that|this|it|them|such|these|those)\b[^.;]{0,40}"
    r"|(?:that|this|such|these|those)\s+(?:rule|view|argument|position|approach|reasoning|reading|holding"
    r"|conclusion|line|result|interpretation|contention|course)s?\b[^.;]{0,30}|it|them"
    # ... or the case just cited, by its short name: "We decline to follow Ames.", "We disagree with Ames."
    # (`reported_view` asks that the reported sentence or its citation name it)
    r"|(?:(?:with|by)\s+)?(?P<name>(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}))))?\s*[.;]"
    r"|We\s+(?:therefore\s+)?reject\s+(?:that|this|such|these)\b"
    # "That conclusion cannot stand.", "That holding was error."
    r"|(?:That|This|The)\s+(?:conclusion|holding|ruling|determination|decision)\s+(?:cannot\s+stand|was\s+(?:error|wrong|mistaken))\b"
    r"|(?:That|This|The)\s+(?:view|position|argument|contention|reasoning|approach|conclusion|premise|reading)"
    r"\s+(?:is|was)\s+(?:wrong|mistaken|incorrect|erroneous|unpersuasive|flawed|misguided|untenable)\b"
    r"|(?:That|This)\s+(?:is|was)\s+(?:error|wrong|incorrect|mistaken)\b|Not\s+so\b"
    # "We think otherwise.", "But that is not the law.", "That reading cannot be squared with the text."
    r"|We\s+think\s+otherwise\b"
    r"|(?:But\s+)?(?:that|this|That|This)\s+is\s+not\s+the\s+law\b"
    r"|(?:That|This|The)\s+(?:view|position|argument|contention|reasoning|reading|interpretation|premise)"
    r"\s+cannot\s+be\s+(?:squared|reconciled)\b"
    # a test or rule just reported, said to fail: "That test cannot be reconciled with the statute."
    r"|(?:That|This|The)\s+(?:test|rule|standard|approach)\s+(?:cannot\s+be\s+(?:squared|reconciled)|(?:is|was)\s+"
    r"(?:wrong|mistaken|incorrect|erroneous|untenable))\b"
    # the decision just reported, overruled: "We now overrule that decision."
    r"|We\s+(?:(?:now|therefore|hereby|today|accordingly)\s+)?overrule\s+(?:that|this)\s+(?:decision|case|holding"
    r"|opinion|precedent)\b)",
)
# Words the court reports someone saying, and condemns or disbelieves in its next sentence: a lawyer's
# remark, a jury's instruction, a witness's testimony ("The prosecutor told the jury that ... That remark
# was improper.", "... That instruction misstated the law.", "The district court did not credit that
# testimony."); only after a report of what was said (`_SPEECH_REPORTED`), not after the court's own rule
_CONDEMNED_NEXT = re.compile(
    r"(?:That|This|The|Those|These|Such)\s+(?:\w+\s+)?(?:remark|statement|comment|argument|instruction|charge"
    r"|testimony|assertion|suggestion|characterization|representation|description)s?\s+(?:is|was|were|are)\s+"
    r"(?:\w+ly\s+)?(?:improper|erroneous|incorrect|wrong|false|misleading|inaccurate|unsupported|not\s+credible"
    r"|error)\b"
    r"|(?:That|This|The)\s+(?:\w+\s+)?(?:instruction|charge)s?\s+(?:\w+ly\s+)?misstated\s+the\s+law\b"
    r"|(?:The|We|It)\b[^.;]{0,40}?\b(?:did\s+not|do\s+not|declined\s+to|refused\s+to)\s+credit\s+"
    r"(?:that|this|such|those|these)\b"
)
_SPEECH_REPORTED = re.compile(
    r"\b(?:told|said|stated|argued|contended|asserted|testified|instructed|charged|remarked|commented|wrote"
    r"|suggested|claimed|urged|insisted|maintained|represented)\b",
    re.IGNORECASE,
)
# A court's decision the opinion reports ("The Ninth Circuit held that", "The district court ruled
# that"), and its next sentence reversing or vacating it ("We reverse."): the decision under review,
# not the court's own holding (which a "We reverse." may also follow)
_ANOTHER_COURT_DECIDED = re.compile(
    r"(?<!\bthis\s)\b(?:circuit|court|board|agency|panel|commission|ALJ|magistrate\s+judge)\b(?:['’]s)?"
    r"(?:\s+(?:of\s+appeals|below))?[^.;:!?]{0,40}?\b(?:held|concluded|ruled|found|determined|reasoned|decided)\b"
    r"[^.;:!?]{0,30}$",
    re.IGNORECASE,
)
_REVERSED_NEXT = re.compile(r"We\s+(?:therefore\s+|accordingly\s+)?(?:reverse|vacate)\b")
# The court's next sentence leaving what it has just reported undecided: "We need not decide that
# question.", "We express no view."
_LEFT_OPEN_NEXT = re.compile(
    r"We\s+(?:need\s+not|do\s+not|decline\s+to)\s+(?:decide|reach|resolve|address)\s+(?:that|this|the|whether)\b"
    r"|We\s+express\s+no\s+(?:view|opinion)\b"
)
# How much of its own question a sentence leaving "whether ..." open must share with the words quoted
# to leave those open ("We do not reach whether the shipper could recover punitive damages" after
# "does not impose strict liability" leaves another question)
_SHARED_QUESTION = 0.5


# What a sentence leaving a question open points back at the words before with: "that question", "the
# issue", "it", "this point" (not "the remaining claims", another thing)
_POINTS_BACK = re.compile(
    r"\b(?:decide|reach|resolve|address)\s+(?:it\b|(?:that|this)\b|the\s+(?:question|issue|matter|point|argument"
    r"|contention)\b)|\bno\s+(?:view|opinion)\b",
    re.IGNORECASE,
)


def _leaves_them_open(text: str, start: int, end: int | None, after: int) -> bool:
    """Whether the sentence at `after`, which leaves a question open, leaves the quoted words' open:
    it points back at them ("We need not decide that question", "We express no view"), or the
    question its "whether" puts is mostly theirs."""
    question = text[after : after + _SENTENCE_REACH]
    question = question[: question.find(".") + 1 or None]
    if _POINTS_BACK.search(question):
        return True
    asked = re.search(r"\b(?:whether|decide|reach|resolve|address)\b(.*)", question)
    theirs = set(re.findall(r"[a-z]{4,}", asked.group(1).lower())) if asked else set()
    quoted = set(re.findall(r"[a-z]{4,}", text[start : end if end is not None else start + 400].lower()))
    return not theirs or len(theirs & quoted) >= _SHARED_QUESTION * len(theirs)


# The end of the sentence holding quoted words: its stop, inside the quotation marks or after them
_SENTENCE_END = re.compile(r"[.!?][”\"’')\]]*\s+")
# A sentence that only cites the words just quoted: "Lake v. Finch, 400 F.3d 9, 12 (9th Cir. 2005).",
# "Id. at 12.", "See Lake, 400 F.3d at 12."
_CITATION_SENTENCE = re.compile(
    r"(?:(?:See|Accord|Cf\.)\s+)?(?:[A-Z][\w.'’&-]*(?:\s+[\w.'’&,-]+){0,8}?\s+v\.\s+[^()]{1,150}?"
    r"(?:\([^()]{0,40}\d{4}\)|\d+(?:,\s*\d+)?)|Id\.(?:\s+at\s+\d+)?)\.\s+"
)
_TRAILING_ARTICLE = re.compile(
    r"\b(?:the|a|an|this|these|those|its|his|her|their|any|every|no)\s+$", re.IGNORECASE
)
# A lead-in in the court's own voice ("We hold that", "We have long held that")
_OWN_VOICE = re.compile(r"^\s*(?:We|This\s+Court|Our)\b")


def reported_view(text: str, start: int, end: int | None = None, left_open: bool = True) -> str | None:
    """The lead-in of the sentence where text[start:] begins, when it reports another's view or a
    rejected one ("Petitioner argues that"), else None; with `end` (where the quoted words end),
    also when the court's next sentence turns them down ("The Fifth Circuit has held that ... We
    respectfully disagree.") or, with `left_open`, leaves them undecided ("We need not decide that
    question.")."""
    while start > 0 and text[start - 1].isalnum():
        start -= 1  # a quote opening with a bracket ("[T]he") is found inside its first word
    lead = _lead_in(text, start)
    opening = _OPENS_ON_THAT.match(text, start)
    if opening is not None:  # "that the tenant waived" quoted of "We do not hold that the tenant ..."
        lead += opening.group()
    after = _next_sentence(text, start, end) if end is not None else None
    # a copy read from its first content word leaves the article before it in the lead-in
    # ("... erred in concluding that the "): the lead-in is read without it too
    bare = _TRAILING_ARTICLE.sub("", lead)
    attributed = _ATTRIBUTED_AFTER.match(text, end) if end is not None else None
    if attributed is not None and not _reported(bare):
        return attributed.group(1).strip(" .;")  # "..., the government argues.": the attribution says whose
    if end is not None and _A_PROPOSITION_NAMED.search(bare) and _TURNED_DOWN_AFTER.match(text, end):
        return lead.strip()  # "The argument that ... fails": named to be turned down
    if _reported(bare) or _NAMED_ARGUING.search(lead):
        # unless the court takes the view up as its own: "The district court concluded that ... We
        # agree.", "... finds support in the record, and we accept it."
        joined = end is not None and _joined(text, end, after) and not _DENIED_LEAD.search(lead)
        return None if joined else lead.strip()
    if _OTHERS_HELD.search(lead) and not (end is not None and _joined(text, end, after)):
        return lead.strip()
    if after is None or _OWN_VOICE.match(lead):
        return None
    reversed_below = _REVERSED_NEXT.match(text, after) and _ANOTHER_COURT_DECIDED.search(lead)
    turned_down = _TURNED_DOWN_NEXT.match(text, after)
    if turned_down is not None and turned_down["name"] is not None:
        # a case turned down by its name: the one the reported sentence or its citation names
        reported = text[max(0, start - len(lead)) : after]
        turned_down = turned_down if turned_down["name"].split()[0] in reported else None
    condemned = _SPEECH_REPORTED.search(lead) is not None and _CONDEMNED_NEXT.match(text, after) is not None
    if not (
        turned_down
        or condemned
        or reversed_below
        or (left_open and _LEFT_OPEN_NEXT.match(text, after) and _leaves_them_open(text, start, end, after))
    ):
        return None
    turned = text[after : after + _SENTENCE_REACH]
    said = lead.strip().rstrip("“\"‘'").strip()
    return f"{said} [...] {turned[: turned.find('.') + 1 or None].strip()}"


# A proposition named as such ("The argument that", "The premise that"), and the words after it in
# its sentence turning it down ("... fails", "... is without merit"); where they adopt it ("... is well
# established") the words are the court's
_A_PROPOSITION_NAMED = re.compile(
    r"^\W*(?:but\s+|yet\s+)?(?:the|any|this|that)\s+(?:argument|contention|premise|assertion|proposition|claim"
    r"|theory|suggestion)\s+that\s*$",
    re.IGNORECASE,
)
_TURNED_DOWN_AFTER = re.compile(
    r"[^.;!?]{0,160}?\b(?:fails?|failed|lacks\s+merit|(?:is|was)\s+(?:\w+\s+)?(?:wrong|mistaken|unpersuasive|meritless"
    r"|untenable|incorrect|flawed|misplaced|foreclosed|baseless|unfounded|erroneous|without\s+(?:merit|support|basis))"
    r"|cannot\s+(?:stand|be\s+right|be\s+squared|be\s+reconciled|survive)|must\s+be\s+rejected|(?:is|was)\s+rejected"
    r"|does\s+not\s+(?:hold|survive|withstand))\b",
    re.IGNORECASE,
)
# The "that" a quotation may open on, which ends the lead-in of the words after it
_OPENS_ON_THAT = re.compile(r"that\s+(?=\S)", re.IGNORECASE)


# Another's words named as such after them: "..., the government argues.", "..., according to the
# State.", "..., or so petitioner says."
_ATTRIBUTED_AFTER = re.compile(
    rf"[”\"’']?\s*,\s*[”\"’']?\s*((?:(?:{_HOLDER})\s+(?:\w+\s+)?(?:{_REPORTING}|{_REPORTING_WORDS})"
    r"(?:\s+[\w'’]+){0,4}"
    rf"|(?:says?|argues?|contends?|insists?|claims?|urges?|maintains?)\s+(?:{_HOLDER})"
    rf"|in\s+(?:{_HOLDER})['’]s?\s+view|according\s+to\s+(?:{_HOLDER}|[A-Z][\w'’-]+)"
    r"|so\s+the\s+(?:argument|theory|reasoning|story)\s+goes|the\s+(?:argument|theory|reasoning)\s+runs"
    rf"|[A-Z][\w'’-]+\s+(?:contends|argues|insists|maintains|urges|asserts)"
    rf"|in\s+(?:{_HOLDER})['’]s?\s+(?:telling|account|words)|(?:{_HOLDER})\s+would\s+have\s+it"
    rf"|as\s+(?:{_HOLDER})\s+(?:puts|put|has)\s+it"
    r"|or\s+so\s+[^.;:!?]{1,40}?\b(?:says|argues|contends|claims|insists|tells\s+us|would\s+have\s+it))\s*[.;])",
    re.IGNORECASE,
)


def _joined(text: str, end: int, after: int | None) -> bool:
    """Whether the court joins the views it reported before the quoted words, after them in their
    own sentence or in its next one."""
    rest = text[end : after if after is not None else end + _SENTENCE_REACH]
    following = text[after : after + _SENTENCE_REACH].split(".")[0] if after is not None else ""
    return _JOINED.search(rest) is not None or _JOINED.search(following) is not None


def _next_sentence(text: str, start: int, end: int) -> int | None:
    """Where the court's sentence after the one holding text[start:end] begins, past a sentence
    that only cites the words (None at the text's end)."""
    stop = _SENTENCE_END.search(text, max(start, end - 2), end + _SENTENCE_REACH)
    if stop is None:
        return None
    cited = _CITATION_SENTENCE.match(text, stop.end())  # the citation of the words quoted
    return cited.end() if cited else stop.end()


# The brief's own lead-in to a quotation, saying the court turned the quoted words down: "the
# court rejected the argument that", "declined to adopt the view that" (no clause after it:
# "Rejecting the dissent's view, the Court held that" gives the court's own words, nor a reason
# the brief gives for the rejection: "rejected that reasoning because it "cannot be squared ..."")
_BRIEF_REJECTED = re.compile(
    rf"\b(?:{_REJECTING}|declin\w*\s+to\s+(?:adopt|accept|follow))\b[^.;:!?,]{{0,60}}?\b(?:{_VIEW})\b"
    r"(?:\s+that)?(?:(?!\b(?:because|since(?!\s+\d)|as\s+it|for\s+it)\b)[^.;:!?,\"“]){0,40}[\"“‘']?\s*$",
    re.IGNORECASE,
)


def brief_says_rejected(said: str, quote: str) -> bool:
    """Whether the brief's sentence introduces `quote` as words the court rejected."""
    at = said.find(quote)
    return at >= 0 and _BRIEF_REJECTED.search(_lead_in(said, at)) is not None
