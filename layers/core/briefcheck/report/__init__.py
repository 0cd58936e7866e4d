"""Output for people: the HTML report (`html`), the annotated .docx (`docx`) and the terminal
summary (`terminal`), all built from the same rows (`rows`); `outputs` hands the stored ones to
the run. Import the one you need: the terminal needs rich, the Lambdas do not."""

__all__: list[str] = []
