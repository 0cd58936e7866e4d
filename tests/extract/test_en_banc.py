"""'(en banc)' says a court of appeals (or a state's high court) sat as a whole: the Supreme Court
of the United States always sits as one Court and is never described so. A Supreme Court citation
the brief calls en banc is for a person to check."""

from __future__ import annotations

import pytest
from checked_status import status_of

from briefcheck.domain.codes import CitationStatus


@pytest.mark.parametrize(
    ("cited", "status"),
    [
        ("Smith v. Jones, 550 U.S. 1 (2007) (en banc)", CitationStatus.REVIEW),
        ("Smith v. Jones, 127 S. Ct. 1 (2007) (en banc)", CitationStatus.REVIEW),
        ("Smith v. Jones, 550 U.S. 1 (2007)", CitationStatus.UNVERIFIED),
        ("Smith v. Jones, 123 F.3d 456 (3d Cir. 1997) (en banc)", CitationStatus.UNVERIFIED),
    ],
)
def test_a_supreme_court_citation_called_en_banc_is_for_review(
    tmp_path, cited: str, status: CitationStatus
) -> None:
    assert status_of(f"The rule is settled. See {cited}.", tmp_path) is status
