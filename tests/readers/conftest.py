"""Fixtures for the readers: real .docx and PDF files made in the test run (reader_files.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from reader_files import blank_pdf, encrypt_pdf, make_pdf


@pytest.fixture
def pdf_maker() -> Callable[..., bytes]:
    return make_pdf


@pytest.fixture
def pdf_encrypt() -> Callable[..., bytes]:
    return encrypt_pdf


@pytest.fixture
def pdf_blank() -> Callable[..., bytes]:
    return blank_pdf
