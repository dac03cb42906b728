"""Candidate facts: what every extractor returns and the one write path consumes.

An extractor (rules or LLM) turns a conversation into at most three
:class:`Candidate` facts. Everything after extraction (gates, dedup, reinforcement,
conflicts, persons) is shared and lives in :mod:`mercuryd.brain.service`.
"""

from __future__ import annotations

from typing import Literal

from msgspec import Struct, field

# Attributes that hold one value per subject at a time: two memories with the same
# subject and one of these attributes but different values conflict ("prefers
# TypeScript" vs "prefers Python" for ``preferred_programming_language``). Attributes
# not listed here are multi-valued (a user likes many things) and conflict only on
# opposite polarity of the same value. Unknown attributes (None) never conflict.
SINGLE_VALUED: frozenset[str] = frozenset(
    {
        "name",
        "age",
        "lives_in",
        "hometown",
        "works_at",
        "job_title",
        "preferred_programming_language",
        "preferred_editor",
        "preferred_os",
        "preferred_shell",
        "preferred_browser",
        "preferred_language",
        "favorite_color",
        "favorite_food",
        "favorite_drink",
        "favorite_book",
        "favorite_movie",
        "favorite_music",
        "favorite_sport",
        "diet",
        "timezone",
        "pronouns",
        "marital_status",
        "partner",
        "spouse",
        "manager",
        "birthday",
        "nickname",
        "preferred_theme",
    }
)
# "schedule:<activity>" (when a named habit happens) holds one value per activity too.
SCHEDULE_PREFIX = "schedule:"


def single_valued(attribute: str | None) -> bool:
    """Whether an attribute holds one value at a time (a new value supersedes the old)."""
    return attribute is not None and (attribute in SINGLE_VALUED or attribute.startswith(SCHEDULE_PREFIX))

# Close-relation words the extractors recognise before or after a name.
RELATIONS: frozenset[str] = frozenset(
    {
        "wife", "husband", "partner", "girlfriend", "boyfriend", "fiancé", "fiancee", "fiance",
        "spouse", "mother", "mom", "mum", "father", "dad", "sister", "brother", "son",
        "daughter", "child", "kid", "grandmother", "grandma", "grandfather", "grandpa",
        "aunt", "uncle", "cousin", "niece", "nephew", "friend", "best friend", "roommate",
        "flatmate", "neighbor", "neighbour", "boss", "manager", "colleague", "coworker",
        "co-worker", "teammate", "cofounder", "co-founder", "mentor", "mentee", "teacher",
        "doctor", "therapist", "coach", "dog", "cat", "client", "landlord", "tutor",
        "grandson", "granddaughter", "grandkid", "grandchild", "advisor", "supervisor", "stepmother",
        "stepfather", "stepson", "stepdaughter", "mama", "papa", "fiancée", "landlady", "housemate",
    }
)


class PersonMention(Struct, kw_only=True):
    """A person named in a fact: "my sister Anna" gives name Anna, relation sister."""

    name: str
    relation: str | None = None


class Candidate(Struct, kw_only=True):
    """One fact an extractor proposes to store.

    ``summary`` is one sentence about the user in the third person ("User prefers
    concise answers"). ``subject``/``attribute``/``value``/``polarity`` are the
    structured form used for conflicts; leave ``attribute`` None when unsure (an
    unknown attribute never conflicts). ``confidence``/``importance``/``durability``
    left None take the per-type and per-evidence defaults.
    """

    type: str
    summary: str
    evidence: Literal["direct", "inferred", "manual", "system"] = "direct"
    confidence: float | None = None
    importance: float | None = None
    durability: float | None = None
    persons: list[PersonMention] = field(default_factory=list)
    subject: str = "user"
    attribute: str | None = None
    value: str | None = None
    polarity: Literal["positive", "negative"] = "positive"
    refs: list[str] = field(default_factory=list)
    # When the user said it (epoch seconds, the message's time): conflicts are settled by it.
    stated_at: float | None = None
    # What the fact says has ended ("switched from VS Code" → ["vs code"]): live memories
    # that state it are superseded by this one.
    retracts: list[str] = field(default_factory=list)
    # The fact reports a change ("moved to", "switched to", "no longer"): newer than an
    # older statement of the attribute, it wins even over stronger evidence.
    reports_change: bool = False


class Structure(Struct, kw_only=True):
    """The structured reading of a summary, for facts added by hand."""

    subject: str = "user"
    attribute: str | None = None
    value: str | None = None
    polarity: Literal["positive", "negative"] = "positive"
    retracts: list[str] = field(default_factory=list)
    reports_change: bool = False


# Markers around the context block that recall injects. Extractors drop everything
# between them (echo suppression): the daemon must never learn what it said itself.
CONTEXT_OPEN = "<mercury-memory>"
CONTEXT_CLOSE = "</mercury-memory>"
