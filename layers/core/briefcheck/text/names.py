"""Case and party names as words: what tells one case from another, and citations compared as
text. Shared by the offline index (it files and searches cases by these words) and by Tier 3's
identity checks (`briefcheck.verify.names`)."""

from __future__ import annotations

import re
import unicodedata

# Words that make a party an organisation rather than a person ("Inc.", "Incorporated", "LLP").
ENTITY_WORDS = frozenset(
    {
        "inc",
        "incorporated",
        "co",
        "corp",
        "corporation",
        "company",
        "ltd",
        "limited",
        "llc",
        "llp",
        "plc",
        "lp",
        "na",
    }
)
# Words of a case name that say nothing about which case it is (an organisation's among them).
GENERIC = ENTITY_WORDS | frozenset(
    [
        "v",
        "vs",
        "versus",
        "the",
        "of",
        "and",
        "in",
        "re",
        "ex",
        "rel",
        "parte",
        "on",
        "application",
        "for",
        "a",
        "an",
        "et",
        "al",
        "matter",
        "to",
        "by",
        "n",
        "p",
        "l",
        "petitioner",
        "respondent",
        "appellant",
        "appellee",
        "plaintiff",
        "defendant",
        "plaintiffs",
        "defendants",
        "estate",
        "trust",
        "guardianship",
        "marriage",
        "adoption",
        "individually",
        "others",
    ]
)
# The offices whose holders are sued by title ("Commissioner of Social Security") or by name.
OFFICES = frozenset(
    ["attorney", "general", "secretary", "commissioner", "director", "warden", "sheriff", "superintendent"]
)
# Parties that appear in many unrelated cases: governments, the Crown, and the officials sued in
# their office (Attorneys General, Secretaries, Commissioners, wardens ...).
# The respondent of every petition for review of an immigration order is the Attorney General of
# the day (8 U.S.C. 1252(b)(3)(A)), so "X v. <AG>" names the government: every Attorney General
# since 1993, acting ones whose names reached captions included (Reno, Ashcroft, Gonzales, Mukasey,
# Holder, Lynch, Sessions, Whitaker, Barr, Rosen, Wilkinson, Garland, Bondi), and the Secretary of
# Homeland Security most named in immigration suits since 2021 (Mayorkas). Each is the government
# for the office, never another of them: "Barr v. Dotson" is not "Wilkinson v. Dotson".
OFFICERS_OF_THE_DAY = frozenset(
    {"holder", "garland", "lynch", "sessions", "barr", "rosen", "wilkinson", "whitaker", "ashcroft",
     "gonzales", "mukasey", "reno", "bondi", "mayorkas"}
)  # fmt: skip
GOVERNMENT = frozenset(
    [
        "united",
        "states",
        "state",
        "people",
        "commonwealth",
        "territory",
        "america",
        "us",
        "usa",
        "government",
        "city",
        "county",
        "r",
        "regina",
        "rex",
        "queen",
        "king",
        "crown",
        *OFFICERS_OF_THE_DAY,
        *OFFICES,
    ]
)
_TOKEN = re.compile(r"[a-z0-9]+")


# Letters no decomposition takes to plain ones
_PLAIN_LETTERS = str.maketrans(
    {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "đ": "d", "Đ": "D",
     "ł": "l", "Ł": "L", "þ": "th", "Þ": "Th", "ı": "i"}
)  # fmt: skip


def unaccented(text: str) -> str:
    """`text` with its letters' accents dropped ("Peña" -> "Pena", "Bjørn" -> "Bjorn"): a name is
    written with them in one place and without in another."""
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", text.translate(_PLAIN_LETTERS))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# A federal circuit by its name or number ("the Ninth Circuit", "the 2d Circuit", "the D.C. Circuit"), a
# regular expression's part
A_CIRCUIT = (
    r"(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|D\.\s?C\.|Federal"
    r"|\d{1,2}(?:st|nd|rd|th|d))\s+Circuit"
)


# Bluebook contractions that are not prefixes of the word they stand for (apostrophes removed);
# other marked abbreviations are read as the word's letters in order, from its first.
# (not a contraction T6 gives two words for: "Transp." is Transport or Transportation, "Tel."
# Telegraph or Telephone, "Ctr." Center or Centre, "Sys." System or Systems; written as they stand,
# such a word is read by its letters)
CONTRACTIONS = {
    "assn": "association",
    "commn": "commission",
    "commr": "commissioner",
    "dept": "department",
    "govt": "government",
    "intl": "international",
    "natl": "national",
    "ests": "estates",
    "cnty": "county",
    "mfg": "manufacturing",
    "mgmt": "management",
    "ry": "railway",
    "rr": "railroad",
    "bros": "brothers",
    "envtl": "environmental",
    "servs": "services",
    "hosp": "hospital",
    "sch": "school",
    "univ": "university",
    "bd": "board",
    # contractions of the government and generic words a name is compared without
    "secy": "secretary",
    "atty": "attorney",
    "gen": "general",
    "cty": "county",
    "dir": "director",
    "supt": "superintendent",
    "am": "america",  # (after "of": "Bank of Am."; American elsewhere, `spelled_out`)
    "ams": "americans",  # "Am." is America or American (`_STANDS_ONLY_FOR`): its plural is the second's
    "cmty": "community",
    "socy": "society",
    "vill": "village",
    "twp": "township",
    "bor": "borough",
    "tr": "trust",  # Bluebook T6's "Tr." and "Est.": read as the words, so that "Tr. Co." is no bank
    "trs": "trustees",  # (a board's: "Bd. of Trs.")
    "est": "estate",
    "sholder": "shareholder",  # T6's one contraction with a letter before its apostrophe
}


def tokens(name: str | None) -> list[str]:
    """A name's words, lower-cased and unaccented, apostrophes dropped ("Ass'n" is "assn")."""
    cleaned = unaccented((name or "").lower()).replace("'", "").replace("’", "")
    return _TOKEN.findall(cleaned)


def distinctive(name: str | None) -> list[str]:
    """The words of a party or case name that can tell one case from another; a party named by
    initials alone ("A.B.", "In re J. E. B.") by its initials as one word."""
    words = [t for t in tokens(name) if t not in GENERIC and t not in GOVERNMENT and len(t) > 1]
    initials = None if words else initials_of(name)
    return [initials] if initials and initials not in GOVERNMENT else words  # "U.S." is the government


def abbreviates(a: str, b: str) -> bool:
    """Whether one word is the other or its abbreviation: the shorter's letters, from the first,
    in order in the longer ("atl" of "atlantic", "intl" of "international", "logis" of "logistics")."""
    short, long = sorted((a, b), key=len)
    if short == long:
        return True
    if len(short) < 3 or short[0] != long[0] or "-" in long:  # (initials, "m-e-v-g-", abbreviate none)
        return False
    rest = iter(long)
    return all(ch in rest for ch in short)


# (and the Board of Immigration Appeals' "A-B-", "L-E-A-": a respondent named by initials and hyphens)
_INITIALS = re.compile(r"(?<![A-Za-z])(?:(?:[A-Za-z]\.\s?){2,}|(?:[A-Z]-)+(?![A-Za-z0-9]))")


def initials_of(name: str | None) -> str | None:
    """The initials a party is named by ("A.B." and "J. E. B." are "ab" and "jeb"), when its name
    has no other word of its own, else None."""
    found = _INITIALS.search(name or "")
    if found is None:
        return None
    rest = (name or "")[: found.start()] + " " + (name or "")[found.end() :]
    if any(t not in GENERIC and len(t) > 1 for t in tokens(rest)):
        return None
    letters = [ch for ch in found.group().lower() if ch.isalpha()]
    # (hyphened initials kept so: "M-E-V-G-" is another respondent than "M-E-V-G-H-", not its abbreviation)
    return "".join(f"{ch}-" for ch in letters) if "-" in found.group() else "".join(letters)


def is_government(name: str | None) -> bool:
    """A party that is the government (a state, an agency, an official by office) and nothing else."""
    words = [t for t in tokens(name) if t not in GENERIC]
    initials = initials_of(name) if words and all(len(t) == 1 for t in words) else None
    return bool(words) and (all(t in GOVERNMENT for t in words) or initials in GOVERNMENT)  # "U.S."


def slot_key(text: str) -> str:
    """A citation, or part of one, compared without spaces, full stops or case ("F. 2d" is "F.2d")."""
    return re.sub(r"[\s.]", "", text).lower()
