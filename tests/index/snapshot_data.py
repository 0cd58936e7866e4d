"""A small CourtListener snapshot in the real bulk dialect.

Real cases of the development set appear under CourtListener-style names; the six fabricated
authorities of Mata v. Avianca are absent, or another case sits at the slot they cite; every
volume they touch is populated densely, as real volumes are."""

from __future__ import annotations

from bulk_dialect import Case, Snapshot, filler, volumes

EDITION = "2026-03-31"
COURTS = {
    "scotus": "Supreme Court of the United States",
    "ca2": "Court of Appeals for the Second Circuit",
    "ca4": "Court of Appeals for the Fourth Circuit",
    "ca5": "Court of Appeals for the Fifth Circuit",
    "ca11": "Court of Appeals for the Eleventh Circuit",
    "dcd": "District Court, District of Columbia",
    "illappct": "Appellate Court of Illinois",
    "moctapp": "Missouri Court of Appeals",
}
REAL = [
    Case(
        1001, "Harlow v. Fitzgerald", "1982-06-24", "scotus", [(457, "U.S.", "800"), (102, "S. Ct.", "2727")]
    ),
    Case(1002, "Chambers v. NASCO, Inc.", "1991-06-06", "scotus", [(501, "U.S.", "32")], short="Chambers"),
    Case(1003, "Ehrlich v. American Airlines, Inc.", "2004-02-24", "ca2", [(360, "F.3d", "366")]),
    Case(1004, "Peterson v. Bell Helicopter Textron, Inc.", "2015-06-02", "ca5", [(788, "F.3d", "384")]),
    Case(1005, "Park v. Kim", "2024-01-30", "ca2", [(91, "F.4th", "610")], docket_number="22-2057"),
    Case(1006, "Kruse v. Karlen", "2024-02-13", "moctapp", [(2024, "WL", "559497")], citation_type=7),
    # the page a fabricated citation falls inside, and the cases at the slots others cite
    Case(1007, "Lopez v. Sunbelt Rentals, Inc.", "2019-05-20", "ca11", [(925, "F.3d", "1320")]),
    Case(1008, "Okafor v. Meridian Freight Lines", "2019-06-01", "ca11", [(925, "F.3d", "1350")]),
    Case(1009, "Hammond v. Capitol Parking Corp.", "2012-10-30", "dcd", [(905, "F. Supp. 2d", "121")]),
    Case(1010, "Rainey v. Barber Lumber Co.", "1999-03-30", "ca4", [(174, "F.3d", "366")]),
    # the dialect's corners: an escaped quote, a backslash, a NULL short name, lines in a value
    Case(
        1011,
        'In re "Blue Sky" Securities Litigation',
        "2010-01-15",
        "ca2",
        [(600, "F.3d", "10")],
        headmatter='Counsel: see C:\\filings\\brief.pdf\nand the "appendix".',
    ),
]
FILLERS = (
    filler(925, "F.3d", "ca11", 2019, 2000)
    + filler(905, "F. Supp. 2d", "dcd", 2012, 3000)
    + filler(174, "F.3d", "ca4", 1999, 4000)
    + filler(457, "U.S.", "scotus", 1982, 5000)
    + filler(360, "F.3d", "ca2", 2004, 6000)
    + volumes("F.3d", "ca11", 2018, 900, 7, 60_000)  # so where F.3d's volumes end is measured
    + [
        Case(7000 + n, f"Quillfeather{7000 + n} v. Marrowdale{7000 + n}", "2013-06-01", "illappct",
             [(2013, "IL App (1st)", str(111000 + 10 * n))], citation_type=8)
        for n in range(24)
    ]
)  # fmt: skip
MALFORMED_ROW = '"9999999","12","F.3d","77"\n'  # too few fields: reported and skipped


def snapshot() -> Snapshot:
    return Snapshot(
        cases=REAL + FILLERS, courts=COURTS, extra_citation_lines=[MALFORMED_ROW], orphan_dockets=3
    )
