"""Habit schedule names that earlier versions stored for the same activity.

A habit carries its schedule as the single-valued attribute ``schedule:<activity>``, the
activity named by its verb (and object): "I'm baking sourdough every Sunday" is
``schedule:bake sourdough``. Earlier versions cut a gerund's "-ing" without the lexicon
("baking" -> "bak", "hiking" -> "hik") or kept its doubled consonant ("swimming" ->
"swimm", "knitting" -> "knitt"), and an adverb before the verb was part of the name ("I
still bake sourdough" -> "still bake sourdough"). A memory stored then keeps that name,
so a later "I bake on Saturdays now" named ``schedule:bake sourdough`` would not
supersede it and two schedules would stay live.

The write path (``Brain.write``) asks :func:`earlier_names` for the names an earlier
version gave the incoming activity, and a live memory stored under one of them takes
the current name when its summary says that activity (:func:`says_activity`: "User is
baking sourdough every Sunday" says "bake"; "User has a bath every night", stored as
``schedule:bath``, does not say "bathe"). A store is so repaired where it matters, the
first time a habit is mentioned again: no pass over every row at the upgrade, and a row
imported from an old export is repaired the same way.
"""

from __future__ import annotations

import re

from mercuryd.brain import english as en
from mercuryd.brain.candidate import SCHEDULE_PREFIX
from mercuryd.brain.extract_rules import HABIT_ADVERBS

__all__ = ["earlier_names", "says_activity"]

_WORD = re.compile(r"[a-z]+")


def _stems(verb: str) -> list[str]:
    """What earlier versions made of ``verb``'s gerund (bake -> bak, swim -> swimm, do -> doing)."""
    out: list[str] = []
    if len(verb) > 2 and verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        out.append(verb[:-1])  # "baking"[:-3]
    if len(verb) > 2 and verb[-1] not in "aeiouwxy":
        out.append(verb + verb[-1])  # "swimming"[:-3]
    if len(verb) + 3 <= 5:
        out.append(verb + "ing")  # short gerunds were not cut ("doing", "going")
    return out


def earlier_names(attribute: str) -> list[tuple[str, str]]:
    """(earlier attribute, its stem) for a ``schedule:`` attribute: the names an earlier
    version gave the same activity; [] for any other attribute."""
    if not attribute.startswith(SCHEDULE_PREFIX):
        return []
    name = attribute[len(SCHEDULE_PREFIX):]
    first, sep, rest = name.partition(" ")
    out = [(f"{SCHEDULE_PREFIX}{stem}{sep}{rest}", stem) for stem in _stems(first) if stem != first]
    # An adverb before the verb was part of the name ("I still bake…": "still bake sourdough").
    out += [(f"{SCHEDULE_PREFIX}{adverb} {name}", first) for adverb in sorted(HABIT_ADVERBS)]
    return out


def says_activity(summary: str, attribute: str, stem: str) -> bool:
    """Whether ``summary`` says the verb that ``attribute`` (current) names, in a form
    whose earlier name was ``stem`` ("User is baking sourdough", bake, "bak")."""
    verb = attribute[len(SCHEDULE_PREFIX):].partition(" ")[0]
    forms = {verb, en.third_person_of_base(verb), stem + "ing", stem + "s", stem + "es",
             *(s + "ing" for s in (verb, *_stems(verb)))}
    return any(w in forms for w in _WORD.findall(summary.lower()))
