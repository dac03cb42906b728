"""One fact as the rules extractor reads it from one clause, and the helpers its rules share.

Kept apart from :mod:`mercuryd.brain.extract_rules` so that rule families in their own
modules (:mod:`mercuryd.brain.changes`) build facts the same way.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from mercuryd.brain import english as en
from mercuryd.brain.candidate import PersonMention

# Importance by type: who the user is and what they must avoid matter most, one-off
# events least. Used for ranking and stored on the candidate.
IMPORTANCE: dict[str, float] = {
    "identity": 0.9,
    "constraint": 0.85,
    "relationship": 0.8,
    "preference": 0.7,
    "goal": 0.7,
    "project": 0.65,
    "decision": 0.6,
    "habit": 0.6,
    "episode": 0.4,
}
CONFIDENCE = {"direct": 0.9, "inferred": 0.6}


@dataclass(slots=True)
class Fact:
    """One fact read from one clause, before ranking and deduplication.

    ``retracts`` names what the fact says has ended ("switched from VS Code" → "vs code",
    "dropping the AWS certification" → "aws certification"); the write path supersedes
    live memories stating it. ``said`` is when the message was sent. ``reports_change``:
    the clause says something changed ("moved to", "switched to", "no longer").
    """

    type: str
    summary: str
    attribute: str | None = None
    value: str | None = None
    polarity: str = "positive"
    persons: list[PersonMention] = field(default_factory=list)
    refs: list[str] = field(default_factory=list)
    hedged: bool = False
    order: int = 0
    retracts: list[str] = field(default_factory=list)
    importance: float | None = None
    said: dt.datetime | None = None
    reports_change: bool = False
    peer: bool = False  # said in a chat with a person, not an assistant (see explicit.peer_chat)
    # A role said with its employer or home ("a backend engineer at Stripe", "a nurse from Leeds"):
    # their facts, and the one summary all fold into when the cap of three would drop one of them.
    news: bool = False  # read only as news told when catching up (see extract_rules._told)
    companions: list[Fact] = field(default_factory=list)
    folded: str = ""
    # Whom the attribute is of: the user, or a named person ("anouk" for "User's girlfriend Anouk lives in
    # Utrecht"), so a move of theirs supersedes their old home and never the user's.
    subject: str = "user"

    @property
    def score(self) -> float:
        """Importance × confidence × how much it says: the ranking key of the cap of three."""
        importance = self.importance if self.importance is not None else IMPORTANCE[self.type]
        if self.peer and self.importance is None and self.type == "preference" \
                and self.attribute in {None, "likes", "prefers", "uses"}:
            # Between friends a taste is traded in passing; what happened in their life ranks as high.
            importance = IMPORTANCE["episode"] * 0.9
        if self.importance is None and self.type == "relationship" and _THEIR_TASTE.match(self.summary):
            # what a relative likes is theirs: the user's own week ("User visits their mum every
            # Sunday") ranks before "User's mum loves the old Shirley Bassey records"
            importance = IMPORTANCE["habit"] * 0.95
        if self.importance is None and self.type == "constraint" and self.attribute in _HEALTH and self.polarity == "positive":
            # a condition or an allergy rules what every answer about food, exercise or medicine may say: it ranks with
            # the name ("I'm coeliac" was lost to "User is 41 years old" and the job of the same introduction)
            importance = 1.0
        if self.importance is None and self.type in {"relationship", "episode"} and _CLOSE_KIN_DIED.match(self.summary):
            # a death in the user's close family is who they are now, as the name and the home are ("I live alone in
            # Ely since my husband Ron died" lost the death to a hobby and to "User's husband is Ron")
            importance = IMPORTANCE["identity"] * 1.04
        if self.importance is None and _PREGNANT.search(self.summary):
            # a pregnancy rules the months ahead as a condition does ("… and I'm 33. Oh and I'm 14 weeks pregnant with our
            # first!!" lost the pregnancy to the name, the age and the job)
            importance = 1.0
        if self.importance is None and self.type == "decision" and self.retracts and self.reports_change:
            # what ends something the user had ("I handed in my notice at Ubisoft", "I've dropped the AWS cert") keeps the
            # store right: lost to the cap, the old employer or goal stays live; it ranks as a person would
            importance = IMPORTANCE["relationship"]
        return importance * CONFIDENCE["inferred" if self.hedged else "direct"] * _informative(self)


_HEALTH = frozenset({"condition", "allergic_to"})
_CLOSE_KIN_DIED = re.compile(r"^User's (?:late )?(?:wife|husband|partner|mum|mom|mother|dad|father|son|daughter|brother|sister"
                             r"|child|baby)(?: [A-Z][\w'-]+)? (?:died|passed away|passed)\b")
_PREGNANT = re.compile(r"^User (?:is|and (?:their|her|his) [\w -]+ are) (?:(?:\d{1,2}|[a-z]+) (?:weeks?|months?) )?(?:pregnant|expecting)\b")
_THEIR_TASTE = re.compile(r"^User's [\w -]+? (?:[A-Z][\w'-]+ )?(?:really )?(?:loves|likes|enjoys|adores|hates|is into|is obsessed with)\b")
# Among facts about who the user is, what a person asks first: name, where, what they do.
_IDENTITY_ORDER = {"name": 0.04, "lives_in": 0.03, "job_title": 0.02, "works_at": 0.01}


# the user's children (or grandchildren) named together, with their ages or not: a family said in an introduction
_FAMILY_NAMED = re.compile(r"^User(?:'s (?:kids|children|sons|daughters|boys|girls|grandchildren|grandkids) are| has (?:two|three|four|five|\d) "
                           # ("User has two grown sons, Hemi and Rawiri": how old they are said first)
                           r"(?:(?:grown(?:-up)?|adult|young|little|teenage) )?"
                           r"(?:kids|children|sons|daughters|boys|girls|grandchildren|grandkids)[:,]?) [A-Z][\w'-]*,? (?:\d{1,2},? )?(?:and )?[A-Z]")
_WHO_IS = re.compile(r"^User's [\w -]+ is [A-Z][\w'-]*(?: [A-Z][\w'-]*)?$")


def _informative(fact: Fact) -> float:
    """A little more weight for structure and specifics, less for a thin or sprawling summary."""
    words = fact.summary.split()
    bonus = 1.0
    if fact.attribute:
        bonus += 0.06
    if fact.retracts:
        bonus += 0.04
    if _WHO_IS.match(fact.summary):
        bonus += 0.03  # who a relation is ("User's granddaughter is Cerys") before what they do
    if fact.type == "relationship" and _FAMILY_NAMED.match(fact.summary):
        bonus += 0.2  # "User has two boys: Tiago, 9, and Rui, 6": the family, by name, before the user's age
    if fact.attribute in _IDENTITY_ORDER:
        bonus += 0.04 + _IDENTITY_ORDER[fact.attribute]

    elif any(w[:1].isupper() or any(c.isdigit() for c in w) for w in words[1:]):
        bonus += 0.04
    if len(words) < 4:
        bonus -= 0.05
    if fact.type == "goal" and len(words) <= 6 and not fact.attribute \
            and not any(w[:1].isupper() or any(c.isdigit() for c in w) for w in words[1:]):
        bonus -= 0.1  # "User wants to call more often": a wish naming nothing, behind a routine told beside it
    if len(words) > 24:
        bonus -= 0.08
    return bonus


Handler = Callable[[re.Match[str], str], "Fact | list[Fact] | None"]
OneFact = Callable[[re.Match[str], str], "Fact | None"]

# ------------------------------------------------------------------ objects and values

_VALUE_STOP = re.compile(
    # (not the full stop of "St. Albans", "Mt. Sinai", "Ft. Worth": an abbreviation that opens a name)
    r"\s*(?:[,;:()!?\"]|\s[-–—]\s|(?<!\b[Ss]t)(?<!\b[Mm]t)(?<!\b[Ff]t)(?<!\b[Dd]r)\.(?:\s|$))|\s+(?:and|but|or|because|since|as|when|while|for|at|with|in|on|by"
    r"|without|except|unless|if|so|to|into|after|before|until|till|between"
    r"|from|over|than|instead|rather|though|although|which|who|that|these days|near|next to|close to|beside|opposite|around|nowadays|now|right now"
    r"|at the moment|currently|anymore|any more|at all|a lot|very much|so much|too|lately|really|weirdly"
    r"|honestly|actually|mostly|either|anyway|whatsoever|every|each|most|myself|personally|to be honest|lol|lmao|haha|tbh|btw|fyi|by the way"
    r"|originally|though|these|this|next|last|already|again|yet|here|there|full-time|part-time|yesterday|today"
    r"|tonight|tomorrow|recently|soon|ago|(?:a|an|one|two|three|four|five|six|a few|a couple of|several|\d+)"
    r"\s+(?:days?|weeks?|months?|years?|shifts?|times?|hours?|hrs?|nights?|mornings?|evenings?))\b",
    re.I,
)
_PRONOUN_OBJECT = re.compile(
    r"^(?:it|that|this|these|those|them|you|your|yours|one|ones|him|her|both|either|neither"
    # "the idea", "the second one", "the last option": the listener's (not "the idea of a second café", "the
    # second café idea": a thing named)
    r"|the (?:idea|answer|suggestion)(?!\s+(?:of|to|for|that|about)\b)"
    r"|the (?:first|second|third|last|other|former|latter|previous|above)(?=\s*$|\s*[,.;:!?]|\s+(?:one|ones|options?|ideas?"
    r"|suggestions?|answers?|approach|way|version|plan|choice|draft)\b)|the (?:way you|one)|option\b|how you|what you"
    # ("Things 3", with its version, is the to-do app)
    r"|when you|to think|something|stuff|things(?!\s+\d)|on it|so\b|too\b|very much|a lot(?!\s+of\s+[a-z]))\b(?!-)",
    re.I,
)
_YOU = re.compile(r"(?<!['’])\b(?:you|your|yours|you're|u)\b", re.I)


def head_value(obj: str) -> str | None:
    """The core of an object phrase as a lower-case value ("Notion for notes" → "notion").

    Returns None for an empty or sprawling phrase: such a value would never match again.
    """
    m = _VALUE_STOP.search(obj, 1)
    head = obj[: m.start()] if m else obj
    head = re.sub(r"^(?:a|an|the|some|my|our)\s+", "", head.strip(), flags=re.I)
    head = "".join(ch for ch in head if ch.isalnum() or ch in " +#'&.-/").strip(" .-'/")
    head = re.sub(r"\b(st|mt|ft|dr)\.\s", r"\1 ", " ".join(head.split()).lower())  # "St. Albans" is "St Albans"
    return head if head and len(head) <= 60 and len(head.split()) <= 6 else None


def proper_value(obj: str) -> str | None:
    """A value for a proper-noun slot (place, employer): only if it starts capitalised."""
    stripped = re.sub(r"^(?:the)\s+", "", obj.strip(), flags=re.I)
    first = stripped[:1]
    if not first or not first.isupper():
        return None
    return head_value(stripped)


def ok_object(obj: str) -> bool:
    """An object that names something, not a pronoun or the assistant."""
    return bool(obj.strip()) and not _PRONOUN_OBJECT.match(obj.strip()) and not _YOU.search(obj)


def fact(type_: str, clause: str, **kw: object) -> Fact:
    """A fact whose summary is ``clause`` put in the third person."""
    return Fact(type=type_, summary=en.third_person(clause), **kw)  # type: ignore[arg-type]


__all__ = ["CONFIDENCE", "IMPORTANCE", "Fact", "Handler", "fact", "head_value", "ok_object", "proper_value"]
