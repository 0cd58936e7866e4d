"""How the index keeps an opinion's text: its normalised text, page offsets and numbered
paragraphs as JSON, compressed with zstd with a dictionary trained on the edition's first
opinions. On a real opinion's prose cut into pieces of 1.5 to 40 KB (eyecite's test opinion; the
dictionary learnt from the first half, measured on the second), zstd at level 6 was 15% smaller
than zlib at level 6, compressed 1.4 times and read 1.6 times as fast. An index built before zstd
holds zlib bodies; they are still read (the two formats have different magic bytes).

Compression is most of an opinion's cost in a build, so the parameters are not level 6's but the
cheapest found within a few percent of its size: its greedy cousin with smaller tables, a search
of 8 and matches of 6 bytes or more. On the same pieces: 3.3% larger than level 6 in 0.59 of its
time (level 3 was 8% larger in 0.36; level 5 5% larger in 0.67). Only the writer's choice: a
reader needs the dictionary alone."""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence

import zstandard

from briefcheck.index.models import OpinionRow
from briefcheck.text.authority import Notes, Units

__all__ = ["TextCodec", "payload"]

ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
PARAMETERS = zstandard.ZstdCompressionParameters(
    window_log=21, hash_log=17, chain_log=17, search_log=3, min_match=6, target_length=4,
    strategy=zstandard.STRATEGY_GREEDY,
)  # fmt: skip
DICTIONARY_BYTES = 112_640  # zstd's own default dictionary size
TRAINING_SAMPLES = 2_000


def payload(text: str, units: Units, paragraphs: Units = (), notes: Notes = ()) -> bytes:
    """The stored form; "paragraphs" only when the opinion numbers them (few do), "notes" only when
    its markup sets footnotes apart."""
    stored: dict[str, object] = {"text": text, "units": units}
    if paragraphs:
        stored["paragraphs"] = paragraphs
    if notes:
        stored["notes"] = notes
    return json.dumps(stored).encode()


class TextCodec:
    """The compression of one index's texts: with its dictionary, or none (too few opinions to
    learn from, or an index built before dictionaries)."""

    def __init__(self, dictionary: bytes | None = None) -> None:
        self.dictionary = dictionary
        self._dict = zstandard.ZstdCompressionDict(dictionary) if dictionary else None
        self._compressor: zstandard.ZstdCompressor | None = None

    @classmethod
    def trained(cls, samples: Sequence[bytes]) -> TextCodec:
        """A dictionary learnt from the first opinions' payloads, or none when they are too few or
        too small for zstd to learn from."""
        try:
            learnt = zstandard.train_dictionary(DICTIONARY_BYTES, list(samples[:TRAINING_SAMPLES]))
        except zstandard.ZstdError:
            return cls(None)
        return cls(learnt.as_bytes())

    def pack(self, text: str, units: Units, paragraphs: Units = (), notes: Notes = ()) -> bytes:
        if self._compressor is None:  # one per codec: the build compresses on one thread
            if self._dict is not None:
                self._dict.precompute_compress(compression_params=PARAMETERS)
            self._compressor = zstandard.ZstdCompressor(compression_params=PARAMETERS, dict_data=self._dict)
        return self._compressor.compress(payload(text, units, paragraphs, notes))

    def unpack(self, opinion_id: int, kind: str, body: bytes) -> OpinionRow:
        if body[:4] == ZSTD_MAGIC:
            # a decompressor per call: an index is read by several threads at once
            raw = zstandard.ZstdDecompressor(dict_data=self._dict).decompress(body)
        else:
            raw = zlib.decompress(body)
        return OpinionRow.model_validate({**json.loads(raw), "opinion_id": opinion_id, "kind": kind})
