"""The National Archives' Find Case Law: UK judgments as Akoma Ntoso XML, under the Open
Justice Licence.

A neutral citation maps to a URI by Find Case Law's own forms (ds-caselaw-utils, read through
`reference.tna.tna_uri`: "[2019] UKSC 41" -> "uksc/2019/41"); `/{uri}/data.xml` is the judgment.
Numbered paragraphs are `<paragraph eId="para_45"><num>45.</num>` and are matched on `<num>`,
never on eId. When the neutral citation is not there, the Atom feed (`/atom.xml?query=...`) is
searched by case name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from lxml import etree

from briefcheck.domain.config import Settings
from briefcheck.domain.errors import SourceError
from briefcheck.domain.glossary import FIND_CASE_LAW, source_title
from briefcheck.text.authority import finish, mark
from briefcheck.verify.refs import CitationRef
from briefcheck.verify.sources.base import (
    AuthorityText,
    Kind,
    MatchedCase,
    RateLimiter,
    Retrieval,
    Status,
    shared_limiter,
)
from briefcheck.verify.sources.http import HttpSource

if TYPE_CHECKING:
    import httpx

AKN = "http://docs.oasis-open.org/legaldocml/ns/akn/3.0"
UK = "https://caselaw.nationalarchives.gov.uk/akn"
ATOM = "http://www.w3.org/2005/Atom"
TNA = "https://caselaw.nationalarchives.gov.uk"
NS = {"akn": AKN, "uk": UK, "atom": ATOM, "tna": TNA}
_PARA_NUM = re.compile(r"^\[?(\d{1,4})\.?\]?$")
# A hostile or broken document must not make the parser fetch anything or expand entities.
_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False, remove_comments=True)
_BLOCKS = {"p", "paragraph", "subparagraph", "level", "blockContainer", "tr", "td", "num", "heading", "br"}


class FindCaseLawSource(HttpSource):
    name = FIND_CASE_LAW
    title = source_title(FIND_CASE_LAW)
    text_in_lookup = True  # data.xml is the judgment itself: no second request for the text

    def __init__(
        self, settings: Settings, *, limiter: RateLimiter | None = None, client: httpx.Client | None = None
    ) -> None:
        super().__init__(
            settings,
            settings.find_case_law_base_url,
            # TNA asks for no more than about 1,000 requests per 5 minutes per IP
            limiter=limiter or shared_limiter("find_case_law", 1000, 300.0),
            limit_said="client-side limit of about 1,000 Find Case Law requests per 5 minutes reached",
            client=client,
        )

    def _judgment(self, ref: CitationRef, uri: str, kind: Kind) -> Retrieval:
        url = f"{self.base}/{uri}/data.xml"
        got = self.get(url, kind, ref.key)
        if isinstance(got, Retrieval):
            return got
        if got.status_code == 404:
            # before the first year it holds for the court, absence says nothing
            early = bool(ref.covered_from and ref.year and ref.year < ref.covered_from)
            reason = (
                f"Find Case Law holds this court's judgments only from {ref.covered_from}" if early else None
            )
            return Retrieval(
                Status.NOT_FOUND,
                self.name,
                kind,
                ref.key,
                retrieval_url=url,
                reason=reason or "HTTP 404",
                dense=not early,
            )
        if got.status_code != 200:
            return Retrieval.unavailable(
                self.name, kind, ref.key, f"Find Case Law answered HTTP {got.status_code}", url
            )
        try:
            case = judgment_case(got.content, f"{self.base}/{uri}", uri)
        except SourceError as exc:
            return Retrieval.unavailable(self.name, kind, ref.key, str(exc), url)
        return Retrieval(
            Status.FOUND,
            self.name,
            kind,
            ref.key,
            retrieval_url=url,
            case=case,
            body=got.content,
            content_type="application/xml",
        )

    def lookup_many(self, refs: Sequence[CitationRef]) -> dict[str, Retrieval]:
        """Find Case Law has no batch endpoint: each citation is looked up on its own."""
        return {}

    def lookup(self, ref: CitationRef) -> Retrieval:
        if not ref.uri:
            return Retrieval.not_covered(self.name, Kind.CITATION, ref.key, "no neutral citation")
        return self._judgment(ref, ref.uri, Kind.CITATION)

    def fetch_text(self, ref: CitationRef, case: MatchedCase) -> Retrieval:
        return self._judgment(ref, case.ids.get("uri") or ref.uri or "", Kind.TEXT)

    def search(self, ref: CitationRef) -> Retrieval:
        name = ref.case_name
        if not name:
            return Retrieval.not_covered(self.name, Kind.NAME_SEARCH, ref.key, "no case name to search by")
        url = f"{self.base}/atom.xml?{urlencode({'query': name, 'per_page': 20})}"
        got = self.get(url, Kind.NAME_SEARCH, ref.key)
        if isinstance(got, Retrieval):
            return got
        if got.status_code != 200:
            return Retrieval.unavailable(
                self.name,
                Kind.NAME_SEARCH,
                ref.key,
                f"Find Case Law search answered HTTP {got.status_code}",
                url,
            )
        try:
            cands = atom_entries(got.content, self.base)
        except SourceError as exc:
            return Retrieval.unavailable(self.name, Kind.NAME_SEARCH, ref.key, str(exc), url)
        return Retrieval(
            Status.FOUND if cands else Status.NOT_FOUND,
            self.name,
            Kind.NAME_SEARCH,
            ref.key,
            retrieval_url=url,
            candidates=cands,
            body=got.content,
            content_type="application/atom+xml",
        )

    def read_text(self, body: bytes) -> AuthorityText:
        return judgment_text(body)

    def court_of(self, case: MatchedCase) -> MatchedCase:
        return case  # a judgment names its court


# --------------------------------------------------------------------------- parsing


def _parse(body: bytes, what: str) -> etree._Element:
    try:
        return etree.fromstring(body, _PARSER)
    except etree.XMLSyntaxError as exc:
        raise SourceError(f"Find Case Law {what} is not well-formed XML: {exc}") from None


def _first(root: etree._Element, *paths: str) -> str | None:
    for path in paths:
        found = root.xpath(path, namespaces=NS)
        for value in found if isinstance(found, list) else [found]:
            text = value if isinstance(value, str) else "".join(value.itertext())
            if text and text.strip():
                return " ".join(text.split())
    return None


def judgment_case(body: bytes, url: str, uri: str) -> MatchedCase:
    """Name, date, court and neutral citation of a judgment's data.xml."""
    root = _parse(body, "judgment")
    name = _first(root, "//akn:FRBRWork/akn:FRBRname/@value", "//akn:docTitle")
    if not name:
        parties = [
            " ".join("".join(p.itertext()).split())
            for p in root.xpath("//akn:header//akn:party", namespaces=NS)
        ]
        name = " v ".join(p for p in parties if p)
    date = _first(root, '//akn:FRBRWork/akn:FRBRdate[@name="judgment"]/@date', "//akn:docDate/@date")
    ncn = _first(root, "//uk:cite", "//akn:neutralCitation")
    return MatchedCase(
        name=name or "",
        date=date[:10] if date else None,
        court=_first(root, "//uk:court"),
        url=url,
        ids={"uri": uri},
        citations=(ncn,) if ncn else (),
    )


def judgment_text(body: bytes) -> AuthorityText:
    """The judgment body as plain text, with where each numbered paragraph starts."""
    root = _parse(body, "judgment")
    bodies = root.xpath("//akn:judgmentBody", namespaces=NS) or [root]
    parts: list[str] = []
    for b in bodies:
        _walk(b, parts)
    text, units, _, _ = finish("".join(parts))
    return AuthorityText(text=text, unit_kind="paragraph", units=units)


def _local(el: etree._Element) -> str:
    return etree.QName(el).localname if isinstance(el.tag, str) else ""


def _walk(el: etree._Element, out: list[str]) -> None:
    name = _local(el)
    parent = el.getparent()
    if name in ("meta", "style"):
        return
    if name == "num" and parent is not None and _local(parent) == "paragraph":
        out.append(" ")  # the paragraph's number is a label, not part of its words
        return
    if name == "paragraph":
        num = el.find(f"{{{AKN}}}num")
        m = _PARA_NUM.match("".join(num.itertext()).strip()) if num is not None else None
        if m:
            out.append(mark(int(m.group(1))))
    if el.text:
        out.append(el.text)
    for child in el:
        if isinstance(child.tag, str):
            _walk(child, out)
        if child.tail:
            out.append(child.tail)
    if name in _BLOCKS:
        out.append("\n")


def atom_entries(body: bytes, base: str) -> tuple[MatchedCase, ...]:
    """Search hits from a Find Case Law Atom feed."""
    root = _parse(body, "search feed")
    cases = []
    for entry in root.findall(f"{{{ATOM}}}entry"):
        ncn_el = entry.find(f'{{{TNA}}}identifier[@type="ukncn"]')
        ncn = (ncn_el.text or "").strip() if ncn_el is not None else ""
        link = next(
            (
                ln.get("href")
                for ln in entry.findall(f"{{{ATOM}}}link")
                if ln.get("rel", "alternate") == "alternate" and ln.get("type") in (None, "text/html")
            ),
            None,
        )
        slug = ncn_el.get("slug") if ncn_el is not None and ncn_el.get("slug") else None
        if not slug and link:
            slug = link.split("://", 1)[-1].split("/", 1)[-1].strip("/")
        published = entry.findtext(f"{{{ATOM}}}published") or ""
        cases.append(
            MatchedCase(
                name=" ".join((entry.findtext(f"{{{ATOM}}}title") or "").split()),
                date=published[:10] or None,
                court=(entry.findtext(f"{{{ATOM}}}author/{{{ATOM}}}name") or "").strip() or None,
                url=link if link and link.startswith("http") else (f"{base}{link}" if link else None),
                ids={"uri": slug} if slug else {},
                citations=(ncn,) if ncn else (),
            )
        )
    return tuple(cases)


def from_settings(settings: Settings, index: object = None) -> FindCaseLawSource:
    """The registry's factory: Find Case Law needs no token."""
    return FindCaseLawSource(settings)
