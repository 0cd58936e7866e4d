"""The identity rules (`briefcheck.verify.names`) as a table: for each cited name and the case a
source holds at the slot, the verdict. MATCH is the only verdict that lets a citation be VERIFIED,
so every invented party, replaced word and differing subject or government role here must come
out anything but MATCH, and every ordinary way a brief shortens or abbreviates a real name must
still come out MATCH."""

from __future__ import annotations

import pytest

from briefcheck.verify.names import NameMatch, compare_names
from briefcheck.verify.refs import CitationRef, RefKind
from briefcheck.verify.sources import MatchedCase

MATCH, PARTIAL, MISMATCH, UNKNOWN = NameMatch.MATCH, NameMatch.PARTIAL, NameMatch.MISMATCH, NameMatch.UNKNOWN


def verdict(p1: str | None, p2: str | None, name: str, *others: str) -> NameMatch:
    ref = CitationRef(kind=RefKind.US_REPORTER, key="us:1 F.3d 1", text="", party_1=p1, party_2=p2)
    return compare_names(ref, MatchedCase(name=name, other_names=others))


# (cited party 1, cited party 2, the case's names, expected, why)
INVENTED = [
    (
        "Midwest Freight Lines",
        "Harlan",
        ("Colwell Freight Lines v. Harlan",),
        MISMATCH,
        "half the words replaced",
    ),
    (
        "Colwell Freight Lines",
        "Harlan",
        ("Midwest Freight Lines v. Harlan",),
        MISMATCH,
        "the other way round",
    ),
    ("Crawford Trucking Co.", "Bell", ("Crawford v. Bell",), PARTIAL, "a company for an individual"),
    ("Crawford Co.", "Bell", ("Crawford v. Bell",), PARTIAL, "an entity word for an individual"),
    ("In re Marriage of Crawford", None, ("In re Estate of Crawford",), MISMATCH, "subject word differs"),
    ("In re Estate of Crawford", None, ("In re Guardianship of Crawford",), MISMATCH, "subject word differs"),
    ("In re Estate of Smith", None, ("Sowell v. Estate of Smith",), PARTIAL, "one-sided for two-sided"),
    (
        "City of New York",
        "Patel",
        ("People of the State of New York v. Patel",),
        MISMATCH,
        "city is not the State",
    ),
    ("People", "Patel", ("City of New York v. Patel",), MISMATCH, "the State is not a city"),
    ("County of Cook", "Ruiz", ("City of Chicago v. Ruiz",), MISMATCH, "county is not city"),
    ("City of Albany", "Ruiz", ("City of Buffalo v. Ruiz",), MISMATCH, "another city"),
    ("United States", "Ruiz", ("State v. Ruiz",), MISMATCH, "federal is not state"),
    ("Ramos", "Holder", ("Ortiz v. Holder",), MISMATCH, "same respondent only"),
    ("Smith", "Garland", ("Jones v. Garland",), MISMATCH, "same official only"),
    ("Dunmore", "Dunmore", ("Dunmore v. Keller",), MISMATCH, "one party twice"),
    ("Fisk", "Fisk", ("Arden v. Fisk County",), MISMATCH, "one party twice against two"),
    ("Smith", "Jones", ("Smith v. Brown",), MISMATCH, "second party replaced"),
    ("Lee", "Chan", ("Leeds v. Chandler",), MISMATCH, "no letter subsequences of unmarked words"),
    ("R.A.V.", "St. Paul", ("R. A. B. v. City of St. Paul",), MISMATCH, "other initials"),
    (
        "United States ex rel. Fabricato",
        "Acme Corp.",
        ("United States v. Acme Corp.",),
        PARTIAL,
        "a qui tam relator the case's names lack",
    ),
    ("Harlan", "Colwell Freight Lines", ("Colwell Freight Lines v. Harlow",), MISMATCH, "a surname changed"),
    ("Vance Holdings", "Orr", ("Vance Capital v. Orr",), MISMATCH, "entity name word replaced"),
    ("Orr", "Vance Holdings LLC", ("Orr v. Vance",), PARTIAL, "extra words, nothing replaced"),
    ("Acme Tool & Die", "Wren", ("Acme Tool Co. v. Wren",), PARTIAL, "a word the case lacks"),
    (
        "Brennan",
        "Quill Corp.",
        ("Quill Corp. v. North Dakota",),
        MISMATCH,
        "a real party beside an invented one",
    ),
    ("Northern Pacific Ry.", "Hale", ("Southern Pacific Ry. v. Hale",), MISMATCH, "direction word replaced"),
    ("First Nat'l Bank", "Ives", ("Second Nat'l Bank v. Ives",), MISMATCH, "ordinal replaced"),
    ("In re Adoption of K.L.", None, ("In re Custody of K.L.",), MISMATCH, "subject word differs"),
    ("In re Adoption of K.L.", None, ("In re Adoption of M.N.",), MISMATCH, "another child's initials"),
    ("In re Adoption of Keller", None, ("In re Custody of Keller",), MISMATCH, "subject word differs"),
    ("Commonwealth", "Ruiz", ("Commonwealth v. Ortiz",), MISMATCH, "only the sovereign in common"),
    ("Commonwealth of Massachusetts", "Ruiz", ("City of Boston v. Ruiz",), MISMATCH, "state is not city"),
    ("United States", "State", ("United States v. Nixon",), UNKNOWN, "governments identify nothing"),
    ("State", None, ("State v. Ruiz",), UNKNOWN, "governments identify nothing"),
    (
        "Palmer",
        "Kessler Mining Corp.",
        ("Palmer v. Kessler Drilling Corp.",),
        MISMATCH,
        "business word replaced",
    ),
    ("Boone", "Hartwell", ("Boone County v. Hartwell",), MISMATCH, "a person for a county"),
    # (a person's estate may carry the suit on in the person's name: for a person to read, never
    # VERIFIED nor "nonexistent")
    ("Estate of Hale", "Vick", ("Hale v. Vick",), PARTIAL, "an estate the case does not name"),
    (
        "Gomez",
        "Whitfield Med. Ctr.",
        ("Gomez v. Whitfield Regional Hospital",),
        MISMATCH,
        "institution replaced",
    ),
    ("Sanchez", "Hartford Ins. Co.", ("Sanchez v. Travelers Ins. Co.",), MISMATCH, "insurer replaced"),
    (
        "Hartford Fire Ins. Co.",
        "Sanchez",
        ("Hartford Life Ins. Co. v. Sanchez",),
        MISMATCH,
        "line of business",
    ),
    (
        "United States ex rel. Kim",
        "Banner Health",
        ("United States ex rel. Lee v. Banner Health",),
        MISMATCH,
        "another relator",
    ),
    ("Parker", "Reyes", ("Reyes v. Parkerson",), MISMATCH, "a name inside another is not that name"),
    ("Matter of Quinlan", None, ("Quinlan v. Ridge",), PARTIAL, "a matter is not a two-party suit"),
    ("Ex parte Young", None, ("Young v. Alabama",), PARTIAL, "ex parte is not a two-party suit"),
    # the case's short name ("Hale", as CourtListener gives most cases) is no one-sided caption
    ("In re Pratt", None, ("Hale v. Pratt", "Hale"), PARTIAL, "a short name is no matter's caption"),
    ("Ex parte Hale", None, ("Hale v. Pratt", "Hale"), PARTIAL, "a short name is no matter's caption"),
    # the short name names one party; the caption shows the other replaced
    (
        "Hale",
        "Kessler",
        ("Hale v. Pratt", "Hale"),
        MISMATCH,
        "a party the caption replaces, short name or not",
    ),
    (
        "Vance",
        "Orrin",
        ("Vance v. Kessler", "Vance"),
        MISMATCH,
        "a party the caption replaces, short name or not",
    ),
    # one part of a hyphenated name is another person's name as often as a short one: United
    # States v. Alvarez (2012) is not United States v. Alvarez-Machain (1992)
    ("United States", "Alvarez", ("United States v. Alvarez-Machain",), PARTIAL, "half a hyphenated name"),
    ("United States", "Machain", ("United States v. Alvarez-Machain",), PARTIAL, "the other half"),
    ("Rodriguez", "Holder", ("Rodriguez-Lopez v. Holder",), PARTIAL, "half a compound surname"),
    # ... and so is a part of a surname joined by a particle, without the particle
    ("Velasco", "Harlan", ("Ruiz de Velasco v. Harlan",), PARTIAL, "the second surname alone"),
    ("Ruiz", "Harlan", ("Ruiz de Velasco v. Harlan",), PARTIAL, "the first surname alone"),
    ("Berg", "St. Mary's Hosp.", ("Van der Berg v. St. Mary's Hospital",), PARTIAL, "a Dutch particle"),
    ("Cruz", "Harlan", ("De la Cruz v. Harlan",), PARTIAL, "a Spanish particle"),
    ("Pierre", "Harlan", ("St. Pierre v. Harlan",), PARTIAL, "a saint's name"),
    ("Kessler", "Braun", ("Kessler v. Von Braun",), PARTIAL, "a German particle"),
    # a sovereign's word the State does not use (its prosecutions the People's, or a State's)
    (
        "Commonwealth",
        "Okafor",
        ("State of Connecticut v. Okafor",),
        PARTIAL,
        "Connecticut is no Commonwealth",
    ),
    (
        "State",
        "Harlan",
        ("People of the State of New York v. Harlan",),
        PARTIAL,
        "New York's are the People's",
    ),
    # a matter named by words of procedure alone, fewer than its caption holds
    ("In re Order", None, ("In re Application of the United States for an Order",), PARTIAL, "any order"),
    ("In re Subpoena", None, ("In re Grand Jury Subpoena",), PARTIAL, "any subpoena"),
    (
        "Kaplan",
        "Freddie Mac",
        ("Kaplan v. Federal National Mortgage Association",),
        MISMATCH,
        "the other one",
    ),
    # words of both a party's names mixed into a name it has not
    (
        "Smith",
        "Jones Motor Sales",
        ("Smith v. Jones Motor Co., Inc., d/b/a Jones Auto Sales",),
        PARTIAL,
        "two names mixed",
    ),
    # two parties are not the one side of a matter's caption
    ("Kessler", "Kessler", ("In re Kessler",), PARTIAL, "one side, two parties"),
    ("Dunmore", "Dunmore", ("Matter of Dunmore",), PARTIAL, "one side, two parties"),
    ("Halloran", "Tri Ins. Co.", ("Halloran v. Tri-State Ins. Co.",), PARTIAL, "the generic half left out"),
    # a direction word abbreviated to its letter, as Bluebook T6 writes it, is that word
    ("S. Ins. Co.", "Hale", ("Northern Insurance Co. v. Hale",), MISMATCH, "S. is not Northern"),
    ("W. Coast R.R.", "Hale", ("East Coast Railroad v. Hale",), MISMATCH, "W. is not East"),
    # an Attorney General's surname is the government's in an immigration caption, but one such
    # surname is no other: "Barr" is not the prison official Wilkinson, nor Holder Garland (a
    # caption filed under one and decided under the next is for a person to read)
    ("Barr", "Dotson", ("Wilkinson v. Dotson",), PARTIAL, "another official's surname"),
    ("Garland", "Donnelly", ("Lynch v. Donnelly",), PARTIAL, "another official's surname"),
    ("Lopez", "Holder", ("Lopez v. Garland",), PARTIAL, "the Attorney General of another day"),
    # a party named by initials alone is named by them: C.D. is not A.B.
    ("C.D.", "Pratt", ("A.B. v. Pratt",), MISMATCH, "other initials"),
    ("J.E.B.", "Alabama", ("T.B. v. Alabama",), MISMATCH, "other initials"),
    # a person cited by the given name of the one the source names in full: another surname
    ("United States", "Thomas", ("United States v. Thomas Castellano",), PARTIAL, "a first name as surname"),
    ("Marcus", "Meridian Paper Corp.", ("Marcus Delaney v. Meridian Paper Corp.",), PARTIAL, "first name"),
    # a party of generic words, a letter or another script: never compared, never a match
    ("Smith", "The Trust Company", ("Smith v. Jones",), PARTIAL, "a generic party for a named one"),
    ("Smith", "Estate", ("Smith v. Jones",), PARTIAL, "a generic word for a named party"),
    ("Smith", "X Corp.", ("Smith v. Jones",), PARTIAL, "a letter for a named party"),
    ("Smith", "Ζήνων", ("Smith v. Jones",), PARTIAL, "another script: not compared"),
    ("Okafor", "Company", ("Okafor v. Lindqvist Holdings, Inc.",), PARTIAL, "a generic word for a firm"),
    ("United States", "Thomas", ("United States v. Thomas Michael Castellano",), PARTIAL, "given names"),
    ("United States", "Thomas", ("United States v. Thomas Castellano, Jr.",), PARTIAL, "first name, suffix"),
    (
        "United States",
        "Maria",
        ("United States v. Thomas Castellano and Maria Lopez",),
        PARTIAL,
        "two persons",
    ),
    ("United States", "Thomas", ("United States v. Castellano, Thomas",), PARTIAL, "surname written first"),
    # a full caption gives each party's role after a comma: no "Surname, Given" inversion
    (
        "People",
        "Thomas",
        ("People v. Harlow", "The People of the State of New York, Respondent, v. Thomas Harlow, Appellant."),
        PARTIAL,
        "a given name, the party's role after it",
    ),
    (
        "Anthony",
        "Marrow",
        (
            "Quint v. Marrow",
            "Anthony Quint, Petitioner-Appellant, v. Jane Marrow, Warden, Respondent-Appellee.",
        ),
        PARTIAL,
        "a given name, roles after it",
    ),
    (
        "Quint",
        "Jane",
        (
            "Quint v. Marrow",
            "Anthony Quint, Petitioner-Appellant, v. Jane Marrow, Warden, Respondent-Appellee.",
        ),
        PARTIAL,
        "a given name, an office and roles after it",
    ),
    (
        "United States",
        "Michael",
        (
            "United States v. Dunmore",
            "United States of America, Appellee, v. Michael Dunmore, Defendant-Appellant",
        ),
        PARTIAL,
        "a given name, a hyphenated role after it",
    ),
    ("Smith", "X", ("Smith v. Jones",), PARTIAL, "a letter for a named party"),
    ("Smith", "Y.", ("Smith v. Jones",), PARTIAL, "a letter for a named party"),
    ("Smith", "Trust Company", ("Smith Trust Company v. Jones",), PARTIAL, "generic words of the other side"),
]
REAL = [
    # the sovereign's own word, and a matter named as its caption names it
    ("People", "Harlan", ("People of the State of New York v. Harlan",), MATCH, "New York's People"),
    ("Commonwealth", "Okafor", ("Commonwealth of Massachusetts v. Okafor",), MATCH, "a Commonwealth"),
    ("In re Grand Jury Subpoena", None, ("In re Grand Jury Subpoena",), MATCH, "as captioned"),
    (
        "Smith",
        "Jones Auto Sales",
        ("Smith v. Jones Motor Co., Inc., d/b/a Jones Auto Sales",),
        MATCH,
        "its trade name",
    ),
    (
        "Smith",
        "Jones Motor Co.",
        ("Smith v. Jones Motor Co., Inc., d/b/a Jones Auto Sales",),
        MATCH,
        "its own name",
    ),
    # a chartered corporation by its popular name, numbered Does as the one Doe
    ("Kaplan", "Fannie Mae", ("Kaplan v. Federal National Mortgage Association",), MATCH, "a popular name"),
    ("Kaplan", "Federal National Mortgage Ass'n", ("Kaplan v. Fannie Mae",), MATCH, "its own name"),
    ("Does 1-10", "Smith", ("Doe v. Smith",), MATCH, "Does numbered"),
    ("Smith", "Does", ("Smith v. Does 1-50, inclusive",), MATCH, "California's Does"),
    # the caption's own sovereign word; a matter named as its caption names it, less its number
    ("Smith", "State", ("Smith v. State of New York",), MATCH, "the caption says State"),
    ("In re Grand Jury Subpoena", None, ("In re Grand Jury Subpoena (Doe)",), MATCH, "less the subject"),
    ("In re Sealed Case", None, ("In re Sealed Case No. 99-3091",), MATCH, "less the number"),
    # a surname joined by a particle, cited whole; a body's name whose particle is left out
    ("Ruiz de Velasco", "Harlan", ("Ruiz de Velasco v. Harlan",), MATCH, "the whole surname"),
    (
        "Van der Berg",
        "St. Mary's Hosp.",
        ("Van der Berg v. St. Mary's Hospital",),
        MATCH,
        "the whole surname",
    ),
    ("Saint Pierre", "Harlan", ("St. Pierre v. Harlan",), MATCH, "a saint's name written out"),
    ("Banco Ponce", "Harlan", ("Banco de Ponce v. Harlan",), MATCH, "a body's name, no surname"),
    # a hyphenated name with a generic half ("Tri-State", "Bi-State", "Tri-County"), cited whole, is
    # cited whole: the half the name comparison sets aside as generic was not left out
    ("Halloran", "Tri-State Ins. Co.", ("Halloran v. Tri-State Ins. Co.",), MATCH, "a generic half cited"),
    ("Halloran", "Tri-County Ins. Co.", ("Halloran v. Tri-County Insurance Co.",), MATCH, "a generic half"),
    ("Hale", "Bi-State Dev. Agency", ("Hale v. Bi-State Development Agency",), MATCH, "a generic half"),
    ("Bell Atl. Corp.", "Twombly", ("Bell Atlantic Corp. v. Twombly",), MATCH, "a prefix abbreviation"),
    (
        "Ashcroft",
        "Iqbal",
        ("Ashcroft v. Iqbal", "Ashcroft, Former Attorney General v. Iqbal"),
        MATCH,
        "short",
    ),
    ("Brown", "Board of Educ.", ("Brown v. Board of Education of Topeka",), MATCH, "the case says more"),
    (
        "Brown",
        "Board of Education of Topeka",
        ("Brown v. Board of Education", "Brown v. Board of Education of Topeka"),
        MATCH,
        "the full name says it",
    ),
    (
        "Bd. of Trs. of Univ. of Ala.",
        "Garrett",
        ("Board of Trustees of Univ. of Ala. v. Garrett",),
        MATCH,
        "letters in order of a marked abbreviation",
    ),
    (
        "Am. Fed'n of Labor",
        "NLRB",
        ("American Federation of Labor v. National Labor Relations Board",),
        MATCH,
        "contraction and acronym",
    ),
    ("INS", "Cardoza-Fonseca", ("Immigration and Naturalization Service v. Cardoza-Fonseca",), MATCH, "INS"),
    ("Erie R.R. Co.", "Tompkins", ("Erie Railroad Co. v. Tompkins",), MATCH, "R.R."),
    ("Int'l Shoe Co.", "Washington", ("International Shoe Co. v. Washington",), MATCH, "Int'l"),
    ("People", "Patel", ("People of the State of New York v. Patel",), MATCH, "the sovereign as a role"),
    ("State", "Ruiz", ("State of Washington v. Ruiz",), MATCH, "State of X is the State"),
    ("City of New York", "Patel", ("City of New York v. Patel",), MATCH, "same city"),
    ("County of Cook", "Ruiz", ("Cook County v. Ruiz",), MATCH, "Cook County is the County of Cook"),
    ("United States", "Garcia-Lopez", ("United States v. Garcia-Lopez",), MATCH, "federal"),
    ("United States", "Garcia Lopez", ("United States v. Garcia-Lopez",), MATCH, "the hyphen left out"),
    ("Coca-Cola Co.", "Koke", ("Coca-Cola Co. v. Koke Co. of America",), MATCH, "a hyphenated firm whole"),
    ("Twombly", "Bell Atl. Corp.", ("Bell Atlantic Corp. v. Twombly",), MATCH, "parties in either order"),
    ("In re Estate of Crawford", None, ("In re Estate of Crawford",), MATCH, "same subject"),
    ("In re Crawford", None, ("In re Estate of Crawford",), MATCH, "the brief leaves the subject out"),
    (
        "State Farm Mut. Auto. Ins. Co.",
        "Campbell",
        ("State Farm Mutual Automobile Insurance Co. v. Campbell",),
        MATCH,
        "State Farm is a company",
    ),
    ("Murphree", "Lakeshore Ests., LLC", ("Murphree v. Lakeshore Estates, LLC",), MATCH, "Ests."),
    ("Ortiz", "Holder", ("Ortiz v. Holder",), MATCH, "same official"),
    ("Ortiz", "Garland", ("Ortiz v. Attorney General",), MATCH, "the official for the office"),
    ("A.B.", "Pratt", ("A.B. v. Pratt",), MATCH, "the same initials"),
    # Bluebook T6 abbreviations a word may stand for in more than one way
    ("Mar. Transp. Co.", "Flint", ("Maritime Transport Co. v. Flint",), MATCH, "Transp. for Transport"),
    ("W. Union Tel. Co.", "Lomond", ("Western Union Telegraph Co. v. Lomond",), MATCH, "Tel. for Telegraph"),
    ("Gen. Sys. Corp.", "Dorsey", ("General Systems Corp. v. Dorsey",), MATCH, "Sys. for Systems"),
    ("Lincoln Ctr. for the Arts", "Hale", ("Lincoln Centre for the Arts v. Hale",), MATCH, "Ctr. for Centre"),
    ("Hale", "Bd. of Transp.", ("Hale v. Board of Transportation",), MATCH, "Transp. for Transportation"),
    ("N. Pac. Ry.", "Hale", ("Northern Pacific Railway v. Hale",), MATCH, "N. for Northern"),
    ("W. Harris", "Hale", ("William Harris v. Hale",), MATCH, "a person's initial is no direction"),
    (
        "I.N.S.",
        "Chadha",
        ("Immigration and Naturalization Service v. Chadha",),
        MATCH,
        "an agency's dotted initials",
    ),
    (
        "F.T.C.",
        "Actavis, Inc.",
        ("Federal Trade Commission v. Actavis, Inc.",),
        MATCH,
        "an agency's dotted initials",
    ),
    (
        "E.E.O.C.",
        "Waffle House, Inc.",
        ("Equal Employment Opportunity Commission v. Waffle House, Inc.",),
        MATCH,
        "an agency's dotted initials",
    ),
    ("J.E.B.", "Alabama ex rel. T.B.", ("J. E. B. v. Alabama ex rel. T. B.",), MATCH, "initials spaced"),
    ("J.E.B.", "Alabama", ("J. E. B. v. Alabama ex rel. T. B.",), MATCH, "the relator left out"),
    # the Board of Immigration Appeals names a respondent by initials and hyphens
    ("Matter of A-B-", None, ("Matter of A-B-",), MATCH, "a respondent's hyphened initials"),
    ("In re A-B-", None, ("Matter of A-B-",), MATCH, "a respondent's hyphened initials, In re for Matter of"),
    ("Matter of L-E-A-", None, ("Matter of A-B-",), MISMATCH, "another respondent's initials"),
    (
        "Matter of M-E-V-G-H-",
        None,
        ("Matter of M-E-V-G-",),
        MISMATCH,
        "one initial more is another respondent",
    ),
    ("Matter of S-", None, ("Matter of S-",), MATCH, "a respondent by one initial"),
    ("Matter of T-", None, ("Matter of S-",), MISMATCH, "another respondent's one initial"),
    (
        "United States ex rel. Hale",
        "Acme Corp.",
        ("United States v. Acme Corp.", "United States ex rel. Hale v. Acme Corp."),
        MATCH,
        "the relator in the full caption",
    ),
    ("United States ex rel. Hale", "Acme Corp.", ("Hale v. Acme Corp.",), MATCH, "named by the relator"),
    ("Doe", "Roe", ("Doe v. Roe",), MATCH, "short names"),
    ("Hale", "Pratt", ("Hale v. Pratt", "Hale"), MATCH, "the caption, with its short name"),
    ("Hale", "Pratt Indus., Inc.", ("Hale v. Pratt", "Hale"), PARTIAL, "a party's name written longer"),
    ("Kessler", "Doyle", ("Kessler v. Doyle Trust",), MATCH, "the brief leaves the trust out"),
    ("Ex parte Young", None, ("Ex parte Young",), MATCH, "ex parte as the case is named"),
    # a bankruptcy adversary proceeding, named for its parties and for the case it is in
    ("In re Smith", None, ("Jones v. Smith (In re Smith)",), MATCH, "the case it is in"),
    ("Jones", "Smith (In re Smith)", ("In re Smith",), MATCH, "named with the case it is in"),
    ("Jones", "Smith (In re Smith)", ("Jones v. Smith (In re Smith)",), MATCH, "as the case is named"),
    # a party's initials ending in V., spaced as CourtListener writes them, are not a versus
    ("R.A.V.", "St. Paul", ("R. A. V. v. City of St. Paul",), MATCH, "spaced initials ending in V."),
    ("R. A. V.", "City of St. Paul", ("R.A.V. v. St. Paul",), MATCH, "the other way round"),
    ("Hale", "E. Gluck Corp.", ("Hale v. E Gluck Corp.",), MATCH, "an initial without its full stop"),
    ("Hale", "E Gluck Corp.", ("Hale v. E. Gluck Corp.",), MATCH, "and with it"),
    # abbreviations and initials as Bluebook and the U.S. Reports write them
    ("Cleveland Bd. of Educ.", "Loudermill", ("Cleveland Bd. of Ed. v. Loudermill",), MATCH, "Ed. for Educ."),
    (
        "Planned Parenthood of Se. Pa.",
        "Casey",
        ("Planned Parenthood of Southeastern Pennsylvania v. Casey",),
        MATCH,
        "a direction in two letters",
    ),
    (
        "E. R.R. Presidents Conf.",
        "Noerr Motor Freight, Inc.",
        ("Eastern Railroad Presidents Conference v. Noerr Motor Freight, Inc.",),
        MATCH,
        "initials apart",
    ),
    (
        "Port Auth. of N.Y. & N.J.",
        "Smith",
        ("Port Authority of New York and New Jersey v. Smith",),
        MATCH,
        "two States' initials",
    ),
    ("Erie R.R. Co.", "Tompkins", ("Erie R. Co. v. Tompkins",), MATCH, "R.R. as the U.S. Reports' R."),
    (
        "Jones",
        "EPA",
        ("Jones v. U.S. Environmental Protection Agency",),
        MATCH,
        "an agency's acronym after U.S.",
    ),
    (
        "NYC Transit Auth.",
        "Beazer",
        ("New York City Transit Authority v. Beazer",),
        MATCH,
        "an acronym leading",
    ),
    ("Jones", "BOP", ("Jones v. Federal Bureau of Prisons",), MATCH, "Federal left out"),
    # an agency within its department, or under its head, by its acronym; "Elec." of an election
    (
        "Nguyen",
        "DEA",
        ("Nguyen v. U.S. Dep't of Justice, Drug Enforcement Administration",),
        MATCH,
        "the agency after its department",
    ),
    (
        "Nguyen",
        "DEA",
        ("Nguyen v. Administrator, Drug Enforcement Administration",),
        MATCH,
        "the agency its head heads",
    ),
    ("Hale", "Fed. Elec. Comm'n", ("Hale v. Federal Election Commission",), MATCH, "'Elec.' for Election"),
    # a firm named for several is cited by its first name, with or without the rest
    (
        "Wilson",
        "Merrill Lynch",
        ("Wilson v. Merrill Lynch, Pierce, Fenner & Smith Inc.",),
        MATCH,
        "the first name",
    ),
    (
        "Wilson",
        "Merrill Lynch, Pierce, Fenner & Smith",
        ("Wilson v. Merrill Lynch, Pierce, Fenner & Smith Inc.",),
        MATCH,
        "every name",
    ),
    ("Smith", "Merrill Lynch", ("Smith v. Merrill Lynch & Co.",), MATCH, "'& Co.': a firm, not a person"),
    ("Davis", "Goldman Sachs", ("Davis v. Goldman, Sachs & Co.",), MATCH, "its names run together"),
    ("Lee", "Procter & Gamble", ("Lee v. Procter & Gamble Co.",), MATCH, "both names"),
    ("Brown", "Johnson & Johnson", ("Brown v. Johnson & Johnson",), MATCH, "both names"),
    ("Brown", "Johnson", ("Brown v. Johnson & Johnson",), MATCH, "its first name"),
    ("Smith", "Kodak Co.", ("Smith v. Eastman Kodak Co.",), MATCH, "shortened from its head"),
    (
        "Smith",
        "Int'l Bus. Machs. Corp.",
        ("Smith v. International Business Machines Corp.",),
        MATCH,
        "every word abbreviated",
    ),
    ("Smith", "Home Depot, Inc.", ("Smith v. Home Depot U.S.A., Inc.",), MATCH, "a place's initials within"),
    # a direction's initial within a firm's name, as the Bluebook writes it
    (
        "Burlington N. & Santa Fe Ry. Co.",
        "White",
        ("Burlington Northern & Santa Fe Railway Co. v. White",),
        MATCH,
        "Northern's initial",
    ),
    (
        "Norfolk S. Ry. Co.",
        "Sorrell",
        ("Norfolk Southern Railway Co. v. Sorrell",),
        MATCH,
        "Southern's initial",
    ),
    (
        "Kansas City S. Ry. Co.",
        "Hale",
        ("Kansas City Southern Railway Co. v. Hale",),
        MATCH,
        "Southern's initial",
    ),
    (
        "Lehman Bros. Holdings Inc.",
        "JPMorgan Chase Bank (In re Lehman Bros. Holdings Inc.)",
        ("Lehman Bros. Holdings Inc. v. JPMorgan Chase Bank",),
        MATCH,
        "the case it is in, left out by the source",
    ),
]
# A surname the source gives with the given name, and generic words the source's name holds
REAL_PERSONS = [
    ("United States", "Castellano", ("United States v. Thomas Castellano",), MATCH, "the surname"),
    ("United States", "Garcia", ("United States v. Juan Carlos Garcia",), MATCH, "the surname of three"),
    ("Smith", "Trust Company", ("Smith v. Trust Company",), MATCH, "a generic party as the source names it"),
    ("Smith", "Estate of Jones", ("Smith v. Estate of Jones",), MATCH, "a named estate"),
    # a firm named by two words, none a given name; a family name written first
    ("Smith", "Exxon", ("Smith v. Exxon Mobil",), MATCH, "a firm's first word"),
    ("Smith", "Goodyear", ("Smith v. Goodyear Tire",), MATCH, "a firm's first word"),
    ("Smith", "Verizon", ("Smith v. Verizon Wireless",), MATCH, "a firm's first word"),
    ("Smith", "Norfolk S.", ("Smith v. Norfolk Southern",), MATCH, "a firm's name abbreviated"),
    ("Smith", "Delta", ("Smith v. Delta Air Lines",), MATCH, "a firm's first word, a given name too"),
    ("United States", "Castellano", ("United States v. Castellano, Thomas",), MATCH, "surname written first"),
    ("United States", "Chen", ("United States v. Chen Zhou",), MATCH, "a family name written first"),
    ("United States", "Lopez", ("United States v. Thomas Castellano and Maria Lopez",), MATCH, "two persons"),
    ("Jones", "Lincoln", ("Jones v. Lincoln Electric Co.",), MATCH, "a firm named for a person"),
    ("Jones", "Kelly", ("Jones v. Kelly Services, Inc.",), MATCH, "a firm named for a person"),
    (
        "Alice Corp.",
        "CLS Bank Int'l",
        ("Alice Corp. Pty. Ltd. v. CLS Bank International",),
        MATCH,
        "Pty. Ltd.",
    ),
]
INVENTED_IN_RE = [
    ("In re Brown", None, ("Jones v. Smith (In re Smith)",), MISMATCH, "another bankrupt"),
    ("Jones", "Brown (In re Brown)", ("In re Smith",), MISMATCH, "another bankrupt, named with its parties"),
    ("Jones", "Smith (In re Fakeco)", ("Jones v. Smith (In re Smith)",), PARTIAL, "another case it is in"),
    # the case it is in right, a party the source names otherwise (an invented one, or one Tier 1
    # misread: "Jones, Trustee v. Smith"): for a person to read, never a match
    ("Brown", "Smith (In re Smith)", ("Jones v. Smith (In re Smith)",), PARTIAL, "an invented party"),
    ("Jones", "Brown (In re Smith)", ("Jones v. Smith (In re Smith)",), PARTIAL, "an invented party"),
]
# A look-alike: a word of the real name's reused for another party (an agency's acronym for a firm
# whose initials spell it, a State for a company named after it, a number changed, a T6
# abbreviation for a word it never stands for, a compound surname turned round)
LOOKALIKES = [
    ("Hale", "Tr. Co. of Ga.", ("Hale v. Bank of Georgia",), MISMATCH, "a trust company for a bank"),
    ("Hale", "Wexford Tr. Co.", ("Hale v. Wexford Savings Bank",), MISMATCH, "Tr. is Trust"),
    ("Hale", "Wexford Est. Co.", ("Hale v. Wexford Realty Co.",), MISMATCH, "Est. is Estate"),
    ("SEC", "Hale", ("Southern Electric Co. v. Hale",), MISMATCH, "an agency's acronym, a firm's initials"),
    ("Dorn", "FBI", ("Dorn v. First Bank of Illinois",), MISMATCH, "an agency's acronym, a bank's initials"),
    ("Tate", "CIA", ("Tate v. Continental Insurance Ass'n",), MISMATCH, "an agency's acronym, an insurer's"),
    ("Texas", "Hale", ("Texas Instruments Inc. v. Hale",), MISMATCH, "a State for a company named after it"),
    ("Dorn", "Washington", ("Dorn v. Washington Mutual Bank",), MISMATCH, "a State for a bank"),
    ("Orr", "Teamsters Local 9", ("Orr v. Teamsters Local 1",), MISMATCH, "another local"),
    (
        "Hale",
        "Indep. Sch. Dist. No. 4",
        ("Hale v. Independent School District No. 7",),
        MISMATCH,
        "another district",
    ),
    ("Tate", "Tex. Ins. Co.", ("Tate v. Texas Instruments Inc.",), MISMATCH, "Ins. is Insurance alone"),
    ("Hale", "Pratt Ins. Co.", ("Hale v. Pratt Industries, Inc.",), MISMATCH, "Ins. is not Industries"),
    ("Orton", "Wexford Sav. Bank", ("Orton v. Wexford Salvage Bank",), MISMATCH, "Sav. is Savings alone"),
    ("United States", "Lopez-Garcia", ("United States v. Garcia-Lopez",), PARTIAL, "a compound name turned"),
    ("In re Garvey", None, ("In re Garvey Holdings, Inc.",), PARTIAL, "a person for a company"),
    # the short name ("Hale") names the real party: the caption shows the other one invented
    ("Hale", "Kessler Mfg. Co.", ("Hale v. Pratt", "Hale"), MISMATCH, "a firm for the other party"),
    ("Dorn Logistics, Inc.", "Pratt", ("Hale v. Pratt", "Pratt"), MISMATCH, "a firm for the first party"),
    ("Hale", "City of Kessler", ("Hale v. Pratt", "Hale"), MISMATCH, "a city for the other party"),
]
REAL_LOOKALIKES = [
    ("Hale", "NYPD", ("Hale v. New York City Police Department", "Hale"), PARTIAL, "an acronym unspelled"),
    (
        "FDIC",
        "Meyer",
        ("Federal Deposit Insurance Corporation v. Meyer",),
        MATCH,
        "an insurer that is an agency",
    ),
    ("Jones", "ICE", ("Jones v. U.S. Immigration and Customs Enforcement",), MATCH, "no firm's word"),
    (
        "Fed. Deposit Ins. Corp.",
        "Meyer",
        ("FDIC v. Meyer",),
        MATCH,
        "the agency abbreviated, its acronym held",
    ),
    (
        "Teamsters Local 705",
        "Smith",
        ("Teamsters Local Union Nos. 705 and 710 Pension Fund v. Smith",),
        MATCH,
        "one of the locals named",
    ),
    ("SEC", "Hale", ("Securities and Exchange Commission v. Hale",), MATCH, "the agency's acronym"),
    ("Dorn", "FBI", ("Dorn v. Federal Bureau of Investigation",), MATCH, "the agency's acronym"),
    ("Dorn", "IBM", ("Dorn v. International Business Machines Corp.",), MATCH, "a firm's own acronym"),
    ("Texas", "Hale", ("State of Texas v. Hale",), MATCH, "the State"),
    ("Orr", "Teamsters Local 9", ("Orr v. Teamsters Local No. 9",), MATCH, "the same local"),
    ("Tate", "Tex. Ins. Co.", ("Tate v. Texas Insurance Co.",), MATCH, "Ins. for Insurance"),
    ("Orton", "Wexford Sav. Bank", ("Orton v. Wexford Savings Bank",), MATCH, "Sav. for Savings"),
    ("Hale", "Pratt Indus., Inc.", ("Hale v. Pratt Industries, Inc.",), MATCH, "Indus. for Industries"),
    ("Hale", "Smith Mut. Cas. Co.", ("Hale v. Smith Mutual Casualty Co.",), MATCH, "Mut. and Cas."),
    ("United States", "Garcia-Lopez", ("United States v. Garcia-Lopez",), MATCH, "the same compound"),
    ("Smith", "Wal-Mart", ("Smith v. Wal-Mart Stores, Inc.",), MATCH, "a firm by its leading name"),
    ("In re Garvey Holdings, Inc.", None, ("In re Garvey Holdings, Inc.",), MATCH, "the same debtor"),
    (
        "Mullane",
        "Cent. Hanover Bank & Tr. Co.",
        ("Mullane v. Central Hanover Bank & Trust Co.",),
        MATCH,
        "Tr.",
    ),
    ("Est. of Ruiz", "Pratt", ("Estate of Ruiz v. Pratt",), MATCH, "Est. for Estate"),
    ("O'Neill", "Pratt", ("O'Neill v. Pratt",), MATCH, "as held"),
    # a city's initials, its government "of" its place in the held name
    (
        "Tillson",
        "N.Y.C. Dep't of Educ.",
        ("Tillson v. Department of Education of the City of New York",),
        MATCH,
        "N.Y.C. of the City of New York",
    ),
    (
        "Tillson",
        "Dep't of Educ. of N.Y.C.",
        ("Tillson v. Dep't of Educ. of the City of New York",),
        MATCH,
        "N.Y.C. last, of the City of New York",
    ),
    (
        "Kessler",
        "N.Y.C. Bd. of Educ.",
        ("Kessler v. Board of Education of the City of New York",),
        MATCH,
        "the board",
    ),
    ("O'Neill", "Pratt", ("ONeill v. Pratt",), MATCH, "the apostrophe left out"),
    ("Hale", "Macy's, Inc.", ("Hale v. Macy's, Inc.",), MATCH, "as held"),
    ("Hale", "Gov't Emps. Ins. Co.", ("Hale v. Government Employees Insurance Co.",), MATCH, "contractions"),
    ("Hale", "EST, Inc.", ("Hale v. Erhard Seminars Training, Inc.",), MATCH, "a firm's acronym, undotted"),
]
TYPOS = [
    (
        "Bell Atl. Corp.",
        "Twombley",
        ("Bell Atlantic Corp. v. Twombly",),
        PARTIAL,
        "one letter off: a person reads",
    ),
    # a short name a letter off from the same first letter, a long one two off: the same party
    # misspelt, for a person, never "nonexistent" (or VERIFIED)
    ("Ames", "Prat", ("Ames v. Pratt",), PARTIAL, "a letter dropped"),
    ("Amess", "Pratt", ("Ames v. Pratt",), PARTIAL, "a letter more"),
    ("Aimes", "Pratt", ("Ames v. Pratt",), PARTIAL, "a letter put in"),
    ("In re Marriage of Thornberry", None, ("In re Marriage of Thornbury",), PARTIAL, "spelled two ways"),
    # an apostrophe after a name's first letter is no contraction's ("O'Neil" is no "Ass'n"): another
    # surname spelt so, or a letter left out, is never the same party
    ("MacArthur", "O'Neil", ("MacArthur v. O'Neill",), PARTIAL, "a letter left out, after O'"),
    ("In re Estate of Marsh", None, ("In re Marsh",), PARTIAL, "a subject the source's name does not say"),
    # a place's name less the word that makes it another place
    ("Virginia", "Hale", ("West Virginia v. Hale",), MISMATCH, "Virginia is not West Virginia"),
    ("State", "Marrow", ("Mexico v. Marrow",), MISMATCH, "a country is no State"),
    ("Hale", "W. Va.", ("Hale v. Virginia",), MISMATCH, "West Virginia is not Virginia"),
    ("Commonwealth", "Delgado", ("People v. Delgado",), PARTIAL, "another sovereign's word"),
    ("State", "Kessler", ("People v. Kessler",), PARTIAL, "another sovereign's word"),
    ("Hale", "City of N. Miami", ("Hale v. City of Miami",), MISMATCH, "North Miami is not Miami"),
    (
        "Dunmore",
        "Jane",
        ("Dunmore v. Tillson", "Michael Dunmore v. Jane Tillson, Executive Director of the Agency"),
        PARTIAL,
        "a given name, a title after it",
    ),
    ("State", "Marrow", ("District of Columbia v. Marrow",), MISMATCH, "the District is no State"),
    ("Commonwealth", "Marrow", ("Texas v. Marrow",), MISMATCH, "Texas's cases are the State's"),
    ("People", "Marrow", ("Texas v. Marrow",), MISMATCH, "Texas's cases are the State's"),
    (
        "Hale",
        "Andrew",
        (
            "Hale v. Pratt",
            "Robert Hale, Plaintiff-Appellant, v. Andrew Pratt, Warden of Sing Sing Correctional Facility, "
            "and Andrew Cuomo, Governor of the State of New York, Defendants-Appellees.",
        ),
        PARTIAL,
        "a given name, a description after it",
    ),
    (
        "Dunmore",
        "Jane",
        ("Dunmore v. Tillson", "Michael Dunmore v. Jane Tillson, in her official capacity as Commissioner"),
        PARTIAL,
        "a given name, an official capacity after it",
    ),
    (
        "Local 32BJ, SEIU",
        "Marrow",
        ("Local 1199, Service Employees International Union v. Marrow",),
        MISMATCH,
        "another local",
    ),
    ("Va.", "Hale", ("West Virginia v. Hale",), MISMATCH, "Va. is not West Virginia"),
    ("Mexico", "Hale", ("New Mexico v. Hale",), MISMATCH, "Mexico is not New Mexico"),
    ("Republic of China", "Hale", ("People's Republic of China v. Hale",), MISMATCH, "another China"),
    ("Republic of Sudan", "Hale", ("Republic of South Sudan v. Hale",), MISMATCH, "another Sudan"),
    # consolidated captions joined in words: parties of two are not one case's
    (
        "Harlow",
        "Kessler",
        ("Harlow v. Pratt", "Harlow v. Pratt, consolidated with Dunmore v. Kessler"),
        MISMATCH,
        "parties of two captions",
    ),
    (
        "Abernathy",
        "Wexford",
        ("Abernathy v. Quint", "Abernathy v. Quint, and Marsh v. Wexford"),
        MISMATCH,
        "parties of two captions",
    ),
    (
        "Harbor Freight Tools USA, Inc.",
        "Coastal Marine, Inc.",
        (
            "Harbor Freight Tools USA, Inc. v. Lindqvist",
            "Harbor Freight Tools USA, Inc. v. Lindqvist, and Coastal Marine, Inc. v. Lindqvist",
        ),
        MISMATCH,
        "parties of two captions, firms'",
    ),
    (
        "Hale",
        "Mayor & City Council of Baltimore",
        ("Hale v. City of Baltimore",),
        PARTIAL,
        "the city by its legal name",
    ),
    ("Hale", "Mayor of Baltimore", ("Hale v. City of Baltimore",), PARTIAL, "the city by its head"),
    ("Hale", "Mayor of Annapolis", ("Hale v. City of Baltimore",), MISMATCH, "another city's head"),
    ("Hale", "Baltimore City Council", ("Hale v. Baltimore County",), MISMATCH, "the city for its county"),
    ("Estate of Marsh", None, ("In re Marsh",), PARTIAL, "a subject the source's name does not say"),
    ("In re Marriage of Marsh", None, ("In re Estate of Marsh",), MISMATCH, "another subject"),
    (
        "Tillson",
        "N.Y.C. Dep't of Corr.",
        ("Tillson v. Department of Education of the City of New York",),
        MISMATCH,
        "another department of the city",
    ),
    (
        "Tillson",
        "N.Y.C. Dep't of Educ.",
        ("Tillson v. Department of Education of the City of Newark",),
        MISMATCH,
        "another city's department",
    ),
    ("O'Conor", "Pratt", ("O'Connor v. Pratt",), PARTIAL, "a letter left out, after O'"),
    ("O'Con", "Pratt", ("O'Connor v. Pratt",), MISMATCH, "the start of a surname"),
    ("D'Ago", "Pratt", ("D'Agostino v. Pratt",), MISMATCH, "the start of a surname"),
    ("D'Agostin", "Pratt", ("D'Agostino v. Pratt",), PARTIAL, "a letter left out, after D'"),
    ("Hale", "Macy's", ("Hale v. Macy Stores, Inc.",), PARTIAL, "a possessive is no contraction"),
    # not another short name, nor one with another first letter
    ("Ames", "Pratt", ("Amos v. Pratt",), MISMATCH, "a letter changed: another name"),
    ("United States", "Hill", ("United States v. Hall",), MISMATCH, "another surname"),
    ("State", "Cole", ("State v. Cale",), MISMATCH, "another surname"),
    ("Bames", "Pratt", ("Ames v. Pratt",), MISMATCH, "another first letter"),
    ("Lee", "Pratt", ("Leo v. Pratt",), MISMATCH, "too short to tell"),
]


# Each was MATCH (VERIFIED at the held citation) or PARTIAL for an invented party
REARRANGED = [
    ("Whitfield", "Commissioner", ("Hollister v. Commissioner",), MISMATCH, "an invented taxpayer"),
    ("Whitfield", "Commissioner of Internal Revenue", ("Hollister v. Commissioner",), MISMATCH, "the office"),
    ("Hollister", "Commissioner", ("Commissioner v. Hollister",), MATCH, "the sides the other way round"),
    ("Pruitt", "CIR", ("Pruitt v. Commissioner",), MATCH, "the office by its initials"),
    ("P&G Co.", "Haugen", ("Procter & Gamble Co. v. Haugen",), MATCH, "a firm's initials and ampersand"),
    ("P&G Co.", "Haugen", ("Smith Industries, Inc. v. Haugen",), MISMATCH, "initials of no word of it"),
    ("Whitfield", "C.I.R.", ("Hollister v. Commissioner",), MISMATCH, "the office in initials"),
    ("Pryor", "Ames", ("Pryor v. Delgado; Ames v. Delgado",), MISMATCH, "two consolidated cases' parties"),
    # a firm named for several, cited by a later name alone: the brief names another party as often
    ("Wilson", "Smith", ("Wilson v. Merrill Lynch, Pierce, Fenner & Smith Inc.",), PARTIAL,
     "the firm's last name alone"),
    ("Wilson", "Pierce", ("Wilson v. Merrill Lynch, Pierce, Fenner & Smith Inc.",), PARTIAL,
     "a middle name alone"),
    ("Lee", "Gamble", ("Lee v. Procter & Gamble Co.",), PARTIAL, "the second name alone"),
    ("Davis", "Sachs", ("Davis v. Goldman, Sachs & Co.",), PARTIAL, "the second name alone"),
    ("Garcia", "Young", ("Garcia v. Ernst & Young LLP",), PARTIAL, "a surname that is a given name"),
    ("Hale", "Whitney", ("Hale v. Pratt & Whitney Co.",), PARTIAL, "the second name alone"),
    ("Smith", "Arps", ("Smith v. Skadden, Arps, Slate, Meagher & Flom LLP",), PARTIAL, "a partner's name"),
    ("Smith", "Brown", ("Smith v. Jones, Brown & Taylor, LLP",), PARTIAL, "a later partner of a firm"),
    # a firm's name cited whole, a word of its own left out from within: another of the family
    ("Smith", "Ford Motor Co.", ("Smith v. Ford Motor Credit Co.",), PARTIAL, "a word left out within"),
    ("Smith", "Acme Tool Co.", ("Smith v. Acme Tool & Die Co.",), PARTIAL, "a word left out within"),
    ("Smith", "AT&T Corp.", ("Smith v. AT&T Mobility LLC",), PARTIAL, "another firm of the family"),
    # "General" of a firm is no office its holder is named for
    ("Hale", "General Motors Corp.", ("Hale v. General Mills, Inc.",), MISMATCH, "a firm's word replaced"),
    ("Ames", "Delgado", ("Pryor v. Delgado; Ames v. Delgado",), MATCH, "one of the consolidated cases"),
    ("American First Title Ins. Co.", "Vance", ("First American Title Insurance Co. v. Vance",), PARTIAL,
     "its words turned round"),
    ("Quinn", "Western Pacific Bank", ("Quinn v. Pacific Western Bank",), PARTIAL, "its words turned round"),
    ("Am. First Title Ins. Co.", "Vance", ("First American Title Insurance Co. v. Vance",), PARTIAL,
     "its words turned round, 'Am.' abbreviated"),
    ("First Am. Title Ins. Co.", "Vance", ("First American Title Insurance Co. v. Vance",), MATCH, "as held"),
    ("Quinn", "Pacific Western Bank", ("Quinn v. Pacific Western Bank",), MATCH, "in order"),
    # a part of a body's name moved across "of", or its kind in capitals, is the same body
    ("Brown", "Topeka Bd. of Educ.", ("Brown v. Board of Education of Topeka",), MATCH, "moved across 'of'"),
    ("Univ. of Cal. Regents", "Lyons", ("Regents of the University of California v. Lyons",), MATCH,
     "moved across 'of'"),
    ("Boston Univ. Trs.", "Hale", ("Trustees of Boston University v. Hale",), MATCH, "moved across 'of'"),
    ("Hale", "Dep't of Criminal Justice of Texas", ("Hale v. Texas Department of Criminal Justice",), MATCH,
     "the State moved across 'of'"),
    ("Pryce", "Superintendent, SCI Greene", ("Pryce v. Superintendent Greene SCI",), MATCH, "SCI's place"),
    ("Nguyen", "N.Y. City Dep't of Educ.", ("Nguyen v. N.Y.C. Department of Education",), MATCH,
     "a place's initials, not a person's"),
    ("K.M.L.", "Rowland", ("K.M. v. Rowland",), PARTIAL, "an initial more"),
    ("R.K.M.", "Rowland", ("K.M. v. Rowland",), PARTIAL, "an initial more"),
    ("J.T.X. Baker", "Rowland", ("J.T. Baker v. Rowland",), PARTIAL, "an initial more"),
    ("K. M.", "Rowland", ("K.M. v. Rowland",), MATCH, "the same initials, spaced"),
    # a State's postal letters are a person's initials too (each was MATCH after the place rule)
    ("M.A.L.", "Rowland", ("M.A. v. Rowland",), PARTIAL, "an initial more, Massachusetts's letters"),
    ("In re D.E.B.", None, ("In re D.E.",), PARTIAL, "an initial more, Delaware's letters"),
    ("M.A.", "Rowland", ("M.A. v. Rowland",), MATCH, "the same initials"),
    ("W. Va.", "Hale", ("West Virginia v. Hale",), MATCH, "West Virginia abbreviated"),
    # the State by its name for the court's "State", and back
    ("State", "Marrow", ("Texas v. Marrow",), MATCH, "the State for Texas"),
    ("People", "Marrow", ("California v. Marrow",), MATCH, "the People for California"),
    ("W. Harris", "Pratt", ("Harris v. Pratt",), MATCH, "a person's initial"),
    ("Hale", "Acme 401k Plan", ("Hale v. Acme 401(k) Plan",), MATCH, "one number written two ways"),
    ("Commonwealth", "Marrow", ("Pennsylvania v. Marrow",), MATCH, "the Commonwealth for Pennsylvania"),
    ("Texas", "Kessler", ("State v. Kessler",), MATCH, "Texas for the State"),
    ("State ex rel. Hale", "Pratt", ("West Virginia ex rel. Hale v. Pratt",), MATCH, "the State, ex rel."),
    ("Korea", "Hale", ("Republic of Korea v. Hale",), MATCH, "the republic by its place"),
    ("Dunmore", "Kessler", ("Harlow v. Pratt", "Harlow v. Pratt, consolidated with Dunmore v. Kessler"),
     MATCH, "the second caption"),
    ("Marsh", "Wexford", ("Abernathy v. Quint", "Abernathy v. Quint, and Marsh v. Wexford"), MATCH,
     "the second caption"),
    ("Smith", "Board of Educ.", ("Smith, Jones, and Brown v. Board of Education",), MATCH, "one caption"),
    ("Coastal Marine, Inc.", "Lindqvist", ("Harbor Freight Tools USA, Inc. v. Lindqvist", "Harbor Freight "
     "Tools USA, Inc. v. Lindqvist, and Coastal Marine, Inc. v. Lindqvist"), MATCH, "the second, a firm's"),
    ("In re Trulane Corp. S'holder Litig.", None, ("In re Trulane Corp. Shareholder Litigation",), MATCH,
     "T6's S'holder"),
    ("R.A.V.", "City of St. Paul", ("R. A. V. v. City of St. Paul",), MATCH, "an initial V."),
    ("People", "Harlow", ("People v. Harlow", "The People of the State of New York, Respondent, v. Thomas "
     "Harlow, Appellant."), MATCH, "the surname, roles in the full caption"),
    ("Quint", "Marrow", ("Quint v. Marrow", "Anthony Quint, Petitioner-Appellant, v. Jane Marrow, Warden, "
     "Respondent-Appellee."), MATCH, "the surnames, roles in the full caption"),
    ("In re Marsh", None, ("Kessler v. Marsh (In re Kessler)",), MISMATCH, "the creditor's name"),
    ("In re Kessler", None, ("Kessler v. Marsh (In re Kessler)",), MATCH, "the case the proceeding is in"),
    ("Kessler", "Marsh", ("Kessler v. Marsh (In re Kessler)",), MATCH, "the proceeding's parties"),
    # "Am." is American (America only after "of"): a telling word, not the government's
    ("Am. Civil Liberties Union", "Grandeau", ("New York Civil Liberties Union v. Grandeau",), MISMATCH,
     "another body's name"),
    ("Am. Tobacco Co.", "Hale", ("Liggett Tobacco Co. v. Hale",), MISMATCH, "another firm of the trade"),
    ("Am. Ass'n of Mfrs.", "Hale", ("National Association of Manufacturers v. Hale",), MISMATCH,
     "another association"),
    ("Am. Civil Liberties Union", "Grandeau", ("American Civil Liberties Union v. Grandeau",), MATCH,
     "as held"),
    ("Am. Express Co.", "Hale", ("American Express Co. v. Hale",), MATCH, "as held"),
    ("Bank of Am. Corp.", "Jones", ("Bank of America Corp. v. Jones",), MATCH, "'of Am.' is America"),
    # an office of another department is another officer
    ("Hale", "Sec'y of State", ("Hale v. Secretary of Labor",), PARTIAL, "another department's office"),
    ("Hale", "Secretary of State", ("Hale v. Secretary of Labor",), PARTIAL, "another department's office"),
    ("Hale", "Comm'r of Soc. Sec.", ("Hale v. Commissioner of Internal Revenue",), PARTIAL, "another office"),
    ("Hale", "Comm'r of Soc. Sec.", ("Hale v. Commissioner of Social Security",), MATCH, "as held"),
    ("Hale", "Comm'r of Soc. Sec.", ("Hale v. Commissioner",), MATCH, "the office by its title"),
    ("Hale", "Secretary of State", ("Hale v. Secretary of State",), MATCH, "as held"),
    ("Hale", "Sec'y of Labor", ("Hale v. Secretary of Labor",), MATCH, "as held"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("p1", "p2", "names", "expected", "why"),
    INVENTED + REAL + TYPOS + INVENTED_IN_RE + LOOKALIKES + REAL_LOOKALIKES + REAL_PERSONS + REARRANGED,
)
def test_identity_rule(
    p1: str, p2: str | None, names: tuple[str, ...], expected: NameMatch, why: str
) -> None:
    assert verdict(p1, p2, *names) is expected, why


def test_the_table_covers_forty_adversarial_cases() -> None:
    assert len(INVENTED) + len(TYPOS) >= 40 and len(INVENTED + REAL + TYPOS) >= 50
    assert not [row for row in INVENTED + TYPOS if row[3] is MATCH]


def test_corrections_rank_court_then_series_then_year_and_a_one_year_lead_is_not_clear() -> None:
    from briefcheck.verify.chain import corrections, rank

    ref = CitationRef(
        kind=RefKind.US_REPORTER, key="us:512 N.E.2d 88", text="", party_1="Hale", party_2="Pratt",
        year=1990, court_id="illappct", volume="512", reporter="N.E.2d", page="88",
    )  # fmt: skip
    same_court = MatchedCase(
        name="Hale v. Pratt", date="1993-02-01", court="illappct", citations=("540 N.E.2d 10",)
    )
    same_year = MatchedCase(
        name="Hale v. Pratt", date="1990-02-01", court="ohioctapp", citations=("515 N.E.2d 7",)
    )
    assert rank(ref, [same_year, same_court]) == [same_court, same_year]
    assert corrections(ref, (same_court, same_year)) == ["Hale v. Pratt, 540 N.E.2d 10 (Ill. App. Ct. 1993)"]
    near = MatchedCase(name="Hale v. Pratt", date="1991-02-01", court="illappct", citations=("520 N.E.2d 1",))
    nearer_by_one = MatchedCase(
        name="Hale v. Pratt", date="1992-02-01", court="illappct", citations=("530 N.E.2d 1",)
    )
    assert len(corrections(ref, (near, nearer_by_one))) == 2  # one year's lead names both


def test_a_party_named_by_dotted_initials_is_a_reliable_reading() -> None:
    """ "I.N.S." is the party's name, not a name Tier 1 cut to an abbreviation ("Cal.")."""
    from briefcheck.verify.names import name_is_reliable

    def ref(p1: str, p2: str) -> CitationRef:
        return CitationRef(kind=RefKind.US_REPORTER, key="us:1 F.3d 1", text="", party_1=p1, party_2=p2)

    assert name_is_reliable(ref("I.N.S.", "Chadha")) and name_is_reliable(ref("A.B.", "Pratt"))
    assert not name_is_reliable(ref("Cal.", "Chadha"))


@pytest.mark.parametrize(
    ("p1", "p2", "name"),
    [
        ("Hale", "Pratt Lab'ys", "Hale v. Pratt Laboratories"),  # T6's plural contraction
        ("Hale", "Ams. United", "Hale v. Americans United"),
        ("Valley Forge Christian Coll.", "Ams. United", "Valley Forge Christian College v. Americans United"),
        ("Hale", "Int'l Bus. Machs. Corp.", "Hale v. International Business Machines Corp."),
        ("Hale", "Merchs. Nat'l Props.", "Hale v. Merchants National Properties"),
        # a company's ending spelled out ("Incorporated" for "Inc.")
        ("Merrill Lynch, Pierce, Fenner & Smith Incorporated", "Dabit",
         "Merrill Lynch, Pierce, Fenner & Smith Inc. v. Dabit"),
    ],
)  # fmt: skip
def test_a_plural_abbreviation_stands_for_its_plural_word(p1: str, p2: str, name: str) -> None:
    assert verdict(p1, p2, name) is MATCH


def test_a_name_opening_with_a_number_is_a_reliable_reading_of_it() -> None:
    """ "3M Co." is read whole and names the party by "3M"; "Cal." alone is a name cut short."""
    from briefcheck.verify.names import name_is_reliable

    def ref(p1: str, p2: str) -> CitationRef:
        return CitationRef(kind=RefKind.US_REPORTER, key="us:1 F.3d 1", text="", party_1=p1, party_2=p2)

    assert name_is_reliable(ref("3M Co.", "Hale")) and name_is_reliable(ref("Hale", "3M Co."))
    assert verdict("3M Co.", "Hale", "Acme Co. v. Hale") is MISMATCH
    assert not name_is_reliable(ref("Tex.", "Hale"))


@pytest.mark.parametrize(
    ("p1", "p2", "name", "expected"),
    [
        # a nickname the source's name leaves out is no word the cited name adds
        ("United States", '"Fat Tony" Salerno', "United States v. Salerno", MATCH),
        ('Anthony "Fat Tony" Salerno', "United States", "Anthony Salerno v. United States", MATCH),
        # the source's name quoting its own words: the cited ones are compared with them
        ('In re "Agent Orange" Product Liability Litigation', None,
         'In re "Agent Orange" Product Liability Litigation', MATCH),
        ('In re "Orange Juice" Product Liability Litigation', None,
         'In re "Agent Orange" Product Liability Litigation', MISMATCH),
        # nor does leaving out a nickname make another party the case's
        ("Zorblatt Corp.", '"Brightline" Logistics, Inc.', "Acme Widget Co. v. Brightline Logistics, Inc.",
         MISMATCH),
    ],
)  # fmt: skip
def test_a_nickname_in_quotation_marks_is_optional_where_the_source_quotes_none(
    p1: str, p2: str | None, name: str, expected: NameMatch
) -> None:
    assert verdict(p1, p2, name) is expected


@pytest.mark.parametrize(
    ("p1", "p2", "names", "turned"),
    [
        ("Fitzgerald", "Harlow", ("Harlow v. Fitzgerald",), True),
        ("Harlow", "Fitzgerald", ("Harlow v. Fitzgerald",), False),
        # consolidated cases: each caption its own, and either may be cited the other way round
        ("Reyes", "Moore", ("Alvarez v. Reyes; Moore v. Reyes",), True),
        ("Reyes", "Alvarez", ("Alvarez v. Reyes; Moore v. Reyes",), True),
        ("Moore", "Reyes", ("Alvarez v. Reyes; Moore v. Reyes",), False),
    ],
)
def test_a_caption_cited_with_its_sides_swapped_is_told(
    p1: str, p2: str, names: tuple[str, ...], turned: bool
) -> None:
    from briefcheck.verify.names import parties_reversed

    ref = CitationRef(kind=RefKind.US_REPORTER, key="us:1 F.3d 1", text="", party_1=p1, party_2=p2)
    assert parties_reversed(ref, MatchedCase(name=names[0], other_names=names[1:])) is turned
