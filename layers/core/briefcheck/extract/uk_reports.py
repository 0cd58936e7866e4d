"""UK law report series: abbreviation, name and the years each series was published.

Curated from the Cardiff Index to Legal Abbreviations (legalabbrevs.cardiff.ac.uk), the
Incorporated Council of Law Reporting's history of The Law Reports (iclr.co.uk: the Law
Reports first series 1865-1875, second series 1875-1890, third series from 1891; Queen's
Bench / King's Bench following the monarch: KB 1901-1952, QB from 1952, KB again from the
2023 volumes) and OSCOLA 4th edition's list of abbreviations. Years are report years (the
bracketed or parenthesised year of a citation); ranges are inclusive, with a year of slack
at reign changes because volumes straddle them. `None` as last year: still published.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class ReportSeries:
    abbreviation: str  # canonical OSCOLA form, e.g. "All ER"
    name: str
    years: tuple[tuple[int, int | None], ...]
    law_reports_first_series: bool = False  # cited "(1866) LR 1 Ex 265"
    scottish_style: bool = False  # cited with a bare year: "1932 SC (HL) 31"

    def published_in(self, year: int) -> bool:
        return any(first <= year and (last is None or year <= last) for first, last in self.years)


def _s(abbr: str, name: str, *years: tuple[int, int | None], **kw: bool) -> ReportSeries:
    return ReportSeries(abbr, name, tuple(years), **kw)


SERIES: tuple[ReportSeries, ...] = (
    # The Law Reports (ICLR)
    _s("AC", "Law Reports, Appeal Cases (third series)", (1891, None)),
    _s("App Cas", "Law Reports, Appeal Cases (second series)", (1875, 1890)),
    _s("QB", "Law Reports, Queen's Bench", (1891, 1901), (1952, 2023)),
    _s("KB", "Law Reports, King's Bench", (1900, 1952), (2022, None)),
    _s("QBD", "Law Reports, Queen's Bench Division (second series)", (1875, 1890)),
    _s("Ch", "Law Reports, Chancery (third series)", (1891, None)),
    _s("Ch D", "Law Reports, Chancery Division (second series)", (1875, 1890)),
    _s("Fam", "Law Reports, Family Division", (1972, None)),
    _s("P", "Law Reports, Probate", (1891, 1971)),
    _s("PD", "Law Reports, Probate Division (second series)", (1875, 1890)),
    _s("Ex D", "Law Reports, Exchequer Division", (1875, 1880)),
    _s("CPD", "Law Reports, Common Pleas Division", (1875, 1880)),
    _s("WLR", "Weekly Law Reports", (1953, None)),
    _s("ICR", "Industrial Cases Reports", (1972, None)),
    _s("Bus LR", "Business Law Reports", (2007, None)),
    # First series, cited with "LR": (1866) LR 1 Ex 265
    _s("Ex", "Law Reports, Exchequer", (1865, 1875), law_reports_first_series=True),
    _s("QB", "Law Reports, Queen's Bench (first series)", (1865, 1875), law_reports_first_series=True),
    _s("CP", "Law Reports, Common Pleas", (1865, 1875), law_reports_first_series=True),
    _s("HL", "Law Reports, English and Irish Appeals", (1866, 1875), law_reports_first_series=True),
    _s("Sc & Div", "Law Reports, Scotch and Divorce Appeals", (1866, 1875), law_reports_first_series=True),
    _s("PC", "Law Reports, Privy Council Appeals", (1865, 1875), law_reports_first_series=True),
    _s("Ch App", "Law Reports, Chancery Appeals", (1865, 1875), law_reports_first_series=True),
    _s("Eq", "Law Reports, Equity Cases", (1865, 1875), law_reports_first_series=True),
    _s("P & D", "Law Reports, Probate and Divorce", (1865, 1875), law_reports_first_series=True),
    _s("A & E", "Law Reports, Admiralty and Ecclesiastical", (1865, 1875), law_reports_first_series=True),
    _s("CCR", "Law Reports, Crown Cases Reserved", (1865, 1875), law_reports_first_series=True),
    # General and specialist series
    _s("All ER", "All England Law Reports", (1936, None)),
    _s("All ER Rep", "All England Law Reports Reprint", (1558, 1935)),
    _s("All ER (Comm)", "All England Law Reports (Commercial Cases)", (1999, None)),
    _s("All ER (EC)", "All England Law Reports (European Cases)", (1995, None)),
    _s("Lloyd's Rep", "Lloyd's Law Reports", (1951, None)),
    _s("Ll L Rep", "Lloyd's List Law Reports", (1919, 1950)),
    _s("Lloyd's Rep IR", "Lloyd's Law Reports: Insurance and Reinsurance", (1999, None)),
    _s("Lloyd's Rep Med", "Lloyd's Law Reports: Medical", (1998, None)),
    _s("Lloyd's Rep PN", "Lloyd's Law Reports: Professional Negligence", (1999, None)),
    _s("Lloyd's Rep FC", "Lloyd's Law Reports: Financial Crime", (1999, None)),
    _s("Lloyd's Rep Bank", "Lloyd's Law Reports: Banking", (1999, None)),
    _s("Cr App R", "Criminal Appeal Reports", (1908, None)),
    _s("Cr App R (S)", "Criminal Appeal Reports (Sentencing)", (1979, None)),
    _s("Crim LR", "Criminal Law Review", (1954, None)),
    _s("IRLR", "Industrial Relations Law Reports", (1972, None)),
    _s("BCLC", "Butterworths Company Law Cases", (1983, None)),
    _s("BCC", "British Company Cases", (1983, None)),
    _s("P & CR", "Property, Planning and Compensation Reports", (1949, None)),
    _s("EGLR", "Estates Gazette Law Reports", (1975, None)),
    _s("EG", "Estates Gazette", (1858, None)),
    _s("HLR", "Housing Law Reports", (1981, None)),
    _s("L & TR", "Landlord and Tenant Reports", (1998, None)),
    _s("STC", "Simon's Tax Cases", (1971, None)),
    _s("TC", "Tax Cases", (1875, None)),
    _s("SFTD", "Simon's First-tier Tax Decisions", (2009, None)),
    _s("FLR", "Family Law Reports", (1980, None)),
    _s("FCR", "Family Court Reports", (1987, None)),
    _s("Fam Law", "Family Law", (1971, None)),
    _s("EHRR", "European Human Rights Reports", (1979, None)),
    _s("BHRC", "Butterworths Human Rights Cases", (1996, None)),
    _s("UKHRR", "UK Human Rights Reports", (2000, None)),
    _s("HRLR", "Human Rights Law Reports: UK Cases", (2000, None)),
    _s("CMLR", "Common Market Law Reports", (1962, None)),
    _s("RPC", "Reports of Patent, Design and Trade Mark Cases", (1884, None)),
    _s("FSR", "Fleet Street Reports", (1963, None)),
    _s("EMLR", "Entertainment and Media Law Reports", (1993, None)),
    _s("BLR", "Building Law Reports", (1976, None)),
    _s("Con LR", "Construction Law Reports", (1985, None)),
    _s("TCLR", "Technology and Construction Law Reports", (1999, None)),
    _s("Costs LR", "Costs Law Reports", (1998, None)),
    _s("CP Rep", "Civil Procedure Reports", (2000, None)),
    _s("PNLR", "Professional Negligence and Liability Reports", (1996, None)),
    _s("BPIR", "Bankruptcy and Personal Insolvency Reports", (1996, None)),
    _s("WTLR", "Wills and Trusts Law Reports", (1998, None)),
    _s("ITELR", "International Trust and Estate Law Reports", (1998, None)),
    _s("CLC", "Commercial Law Cases", (1992, None)),
    _s("Env LR", "Environmental Law Reports", (1992, None)),
    _s("JPL", "Journal of Planning and Environment Law", (1948, None)),
    _s("LGR", "Local Government Reports", (1902, None)),
    _s("JP", "Justice of the Peace Reports", (1837, None)),
    _s("Admin LR", "Administrative Law Reports", (1989, None)),
    _s("ACD", "Administrative Court Digest", (2001, None)),
    _s("COD", "Crown Office Digest", (1988, 2000)),
    _s("BMLR", "Butterworths Medico-Legal Reports", (1992, None)),
    _s("Med LR", "Medical Law Reports", (1989, 1995)),
    _s("Imm AR", "Immigration Appeal Reports", (1970, None)),
    _s("INLR", "Immigration and Nationality Law Reports", (1998, None)),
    _s("WLUK", "Westlaw UK", (1800, None)),
    _s("TLR", "Times Law Reports", (1884, 1952)),
    _s("LT", "Law Times Reports", (1859, 1947)),
    _s("ER", "English Reports (reprint of the nominate reports)", (1220, 1873)),
    # Nominate reports often cited in English briefs
    _s("Exch", "Exchequer Reports (Welsby, Hurlstone and Gordon)", (1847, 1856)),
    _s("M & W", "Meeson and Welsby's Exchequer Reports", (1836, 1847)),
    _s("H & C", "Hurlstone and Coltman's Exchequer Reports", (1862, 1866)),
    _s("E & B", "Ellis and Blackburn's Queen's Bench Reports", (1851, 1858)),
    _s("B & S", "Best and Smith's Queen's Bench Reports", (1861, 1870)),
    _s("Bing", "Bingham's Common Pleas Reports", (1822, 1834)),
    _s("B & Ald", "Barnewall and Alderson's King's Bench Reports", (1817, 1822)),
    # Northern Ireland
    _s("NI", "Northern Ireland Law Reports", (1925, None)),
    _s("NIJB", "Northern Ireland Judgments Bulletin", (1978, None)),
    # Scotland: cited with a bare year, "1932 SC (HL) 31"
    _s("SC", "Session Cases", (1907, None), scottish_style=True),
    _s("SC (HL)", "Session Cases (House of Lords)", (1907, None), scottish_style=True),
    _s("SC (PC)", "Session Cases (Privy Council)", (1907, None), scottish_style=True),
    _s("SLT", "Scots Law Times", (1893, None), scottish_style=True),
    _s("JC", "Justiciary Cases", (1917, None), scottish_style=True),
    _s("SCLR", "Scottish Civil Law Reports", (1981, None), scottish_style=True),
    _s("SCCR", "Scottish Criminal Case Reports", (1981, None), scottish_style=True),
)


def abbreviation_key(written: str) -> str:
    """Spelling-insensitive key: "All E.R." and "All ER" -> "ALLER"; "Lloyd’s" -> "LLOYD'S"."""
    return re.sub(r"[.\s]", "", written.replace("’", "'")).upper()


@lru_cache(maxsize=4)
def _index(first_series: bool, scottish: bool) -> dict[str, ReportSeries]:
    return {
        abbreviation_key(s.abbreviation): s
        for s in SERIES
        if s.law_reports_first_series == first_series and s.scottish_style == scottish
    }


def report_series(written: str, *, law_reports: bool = False, scottish: bool = False) -> ReportSeries | None:
    """The series of an abbreviation as written ("W.L.R."), in the citation style given."""
    return _index(law_reports, scottish).get(abbreviation_key(written))


def abbreviation_pattern(abbr: str, dotted: bool = True) -> str:
    """Regex for an abbreviation written with or without full stops: "All ER" -> "All E.R."."""
    out = []
    for ch in abbr:
        if ch.isalpha():
            out.append(re.escape(ch) + (r"\.?" if dotted else ""))
        elif ch == " ":
            out.append(r"\s*")
        elif ch == "&":
            out.append(r"\s*&\s*")
        elif ch == "'":
            out.append("['’]")
        else:
            out.append(re.escape(ch))
    return "".join(out)


@lru_cache(maxsize=8)
def series_alternation(*, law_reports: bool = False, scottish: bool = False, dotted: bool = True) -> str:
    """One regex alternation of every series in a style, longest first so "All ER Rep" wins."""
    abbrs = sorted(
        {
            s.abbreviation
            for s in SERIES
            if s.law_reports_first_series == law_reports and s.scottish_style == scottish
        },
        key=len,
        reverse=True,
    )
    return "|".join(abbreviation_pattern(a, dotted) for a in abbrs)
