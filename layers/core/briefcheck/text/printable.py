"""Text from a brief or a source made safe for a terminal: no control sequences.

A case name in an index, or a brief's own text, can carry escape sequences (a hidden hyperlink, a
cursor move, a title change); printed raw, the terminal obeys them. Every character below U+0020
but tab and line feed, DEL and the C1 controls (U+0080-U+009F, where CSI and OSC also live) is
dropped, and so is what an escape sequence carries.
"""

from __future__ import annotations

import re

# An escape sequence: CSI (ESC [ ... final byte), OSC (ESC ] ... BEL or ESC \), or ESC and one char.
_ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b.?|\x9b[0-?]*[ -/]*[@-~]"
)
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def printable(text: str) -> str:
    """`text` without escape sequences or control characters (tab and line feed kept)."""
    return _CONTROLS.sub("", _ESCAPES.sub("", text))
