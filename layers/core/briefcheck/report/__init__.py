"""Output for people: the HTML report (`html`) and the terminal summary (`terminal`), both built
from the same rows (`rows`). Import the one you need: the terminal needs rich, the Lambdas do not."""

__all__: list[str] = []
