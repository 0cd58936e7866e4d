"""A bz2 file decompressed by a thread of its own, a few chunks ahead of its reader.

Reading the opinions file is two jobs of about equal cost: bz2 decompression, and parsing the
rows and their texts. Python's bz2 decompressor releases the GIL, so on a thread of its own it
runs beside the parser, and the queue between them bounds what is held: at most `ahead` chunks
of `chunk` bytes (8 MB by default), whatever the file's size or its longest row.
"""

from __future__ import annotations

import bz2
import io
import queue
import threading
from typing import BinaryIO

__all__ = ["Inflating"]


class Inflating(io.RawIOBase):
    """The decompressed bytes of a bz2 stream, as a raw binary stream. An error of the
    decompressor (a truncated or corrupt file) is raised by the read that reaches it. `close`
    stops the thread and waits for it."""

    def __init__(self, compressed: BinaryIO, chunk: int = 1 << 20, ahead: int = 8) -> None:
        super().__init__()
        self._chunks: queue.Queue[bytes | BaseException] = queue.Queue(maxsize=ahead)
        self._stop = threading.Event()
        self._view = memoryview(b"")
        self._ended = False
        self._thread = threading.Thread(
            target=self._inflate, args=(compressed, chunk), name="bz2-inflate", daemon=True
        )
        self._thread.start()

    def _inflate(self, compressed: BinaryIO, chunk: int) -> None:
        try:
            with bz2.BZ2File(compressed) as source:
                while not self._stop.is_set():
                    data = source.read(chunk)
                    self._hand_on(data)
                    if not data:
                        return
        except BaseException as exc:  # handed to the reader, who raises it where it reads
            self._hand_on(exc)

    def _hand_on(self, item: bytes | BaseException) -> None:
        while not self._stop.is_set():
            try:
                self._chunks.put(item, timeout=0.1)
                return
            except queue.Full:
                continue

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        if not self._view and not self._ended:
            item = self._chunks.get()
            if isinstance(item, BaseException):
                self._ended = True
                raise item
            self._ended = not item
            self._view = memoryview(item)
        n = min(len(buffer), len(self._view))
        buffer[:n] = self._view[:n]
        self._view = self._view[n:]
        return n

    def close(self) -> None:
        self._stop.set()
        self._thread.join()
        super().close()
