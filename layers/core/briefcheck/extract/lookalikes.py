"""Characters that only look like a citation's letters and digits, read as what they look like.

A Cyrillic or Greek capital inside a Latin word ("Р.3d" with a Cyrillic Р, "U.Ѕ." with a Cyrillic
Ѕ) or a letter among a number's digits (O for a zero, "8OO"; l or I for a one, "l25") reads as
the citation a reader sees, and so do a digit of another script ("٦٠٠", "६००") or a mathematical
one ("𝟔𝟎𝟎"), a Cyrillic з for a 3 and a one-dot leader for a full stop; but no finder, index or
search reads them so: the citation would go
unread, or be read at another page ("49О" as page 49). Such text comes from a conversion gone
wrong, or from someone hiding a citation from a checker. Each is replaced one for one (offsets
stay where they were) before the finders read a block, and the positions replaced are kept, so
the citations holding them are flagged and shown as the brief writes them. A word wholly in
another script (a party's name in Cyrillic) is that script's, and is left alone.
"""

from __future__ import annotations

import re
import unicodedata

import regex

# Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables, the unambiguous ones)
_AS_LATIN = {
    "\u0410": "A", "\u0412": "B", "\u0415": "E", "\u041a": "K", "\u041c": "M", "\u041d": "H",
    "\u041e": "O", "\u0420": "P", "\u0421": "C", "\u0422": "T", "\u0425": "X", "\u0405": "S",
    "\u0406": "I", "\u0408": "J", "\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p",
    "\u0441": "c", "\u0443": "y", "\u0445": "x", "\u0455": "s", "\u0456": "i", "\u0458": "j",
    "\u0501": "d", "\u0391": "A", "\u0392": "B", "\u0395": "E", "\u0396": "Z", "\u0397": "H",
    "\u0399": "I", "\u039a": "K", "\u039c": "M", "\u039d": "N", "\u039f": "O", "\u03a1": "P",
    "\u03a4": "T", "\u03a5": "Y", "\u03a7": "X", "\u03bf": "o",
    # drawn like a citation's digit or stop: a Cyrillic з or З for a 3, a one-dot leader or a
    # small full stop for a full stop
    "\u0437": "3", "\u0417": "3", "\u2024": ".", "\ufe52": ".",
}  # fmt: skip
_LOOKALIKE = re.compile(f"[{''.join(_AS_LATIN)}]")
# A digit of another script, or a mathematical one ("٦٠٠", "६००", "𝟔𝟎𝟎"): a class the `regex`
# engine searches in C (`(?![0-9])\d` in `re` stepped through every character, five times slower)
_OTHER_DIGIT = regex.compile(r"[\p{Nd}--[0-9]]", regex.V1)
# A word holding one of them: a run of letters, digits and a citation's marks
_WORD = re.compile(r"[\w.'’&\u2024\ufe52-]+")
_LATIN_OR_DIGIT = re.compile(r"[A-Za-z0-9]")
# A number written with letters for digits, the letter O for a zero and a lower-case l or a
# capital I for a one: "8OO", "49O", "l25", "5l2" (a whole word of digits and those letters,
# holding a digit, so "Title VII" and "Form I-9" are no number)
_DIGIT_OF = {"O": "0", "l": "1", "I": "1"}
_LETTERED_NUMBER = re.compile(r"\b[\dOlI]*\d[\dOlI]*\b")
# Where one may stand: such a letter beside a digit (opening with a class, the search runs in C
# past every other character; the number's own pattern tried at every digit cost 20 ms a MB)
_LETTER_BY_A_DIGIT = re.compile(r"[OlI](?<=\d[OlI])|[OlI](?=\d)")


def as_seen(text: str) -> tuple[str, list[int]]:
    """`text` with each lookalike read as what it looks like, and the offsets replaced (none, and
    the text itself, when it holds none: the common case, found in C)."""
    ascii = text.isascii()
    other_digits = not ascii and _OTHER_DIGIT.search(text) is not None
    lookalike = not ascii and _LOOKALIKE.search(text) is not None
    if not lookalike and not other_digits and _LETTER_BY_A_DIGIT.search(text) is None:
        return text, []
    chars = list(text)
    replaced: list[int] = []
    for m in _OTHER_DIGIT.finditer(text) if other_digits else ():
        chars[m.start()] = str(unicodedata.decimal(m.group()))
        replaced.append(m.start())
    if lookalike:
        for word in _WORD.finditer(text):
            if _LOOKALIKE.search(word.group()) and _LATIN_OR_DIGIT.search(word.group()):
                for m in _LOOKALIKE.finditer(word.group()):
                    chars[word.start() + m.start()] = _AS_LATIN[m.group()]
                    replaced.append(word.start() + m.start())
    seen = "".join(chars) if replaced else text
    for number in _LETTERED_NUMBER.finditer(seen):
        for i in range(number.start(), number.end()):
            if seen[i] in _DIGIT_OF:
                chars[i] = _DIGIT_OF[seen[i]]
                replaced.append(i)
    if not replaced:
        return text, []
    return "".join(chars), sorted(set(replaced))
