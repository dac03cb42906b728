"""Candidate facts: what every extractor returns and the one write path consumes.

An extractor (rules or LLM) turns a conversation into at most three
:class:`Candidate` facts. Everything after extraction (gates, dedup, reinforcement,
conflicts, persons) is shared and lives in :mod:`mercuryd.brain.service`.
"""

from __future__ import annotations

import re
from typing import Literal

from msgspec import Struct, field

from mercuryd.brain.vocabulary import PET_DOG_BREEDS

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
        "anniversary",
        "car",
        "nickname",
        "preferred_theme",
        # a developer's work (mercuryd.brain.devtalk): one-of-a-kind roles, package managers, hours
        "team_lead",
        "tech_lead",
        "product_manager",
        "product_owner",
        "cto",
        "ceo",
        "vp_engineering",
        "scrum_master",
        "js_package_manager",
        "python_package_manager",
        "working_hours",
        # where the user's work is done: remote, hybrid or office ("I'm back in the office full time")
        "work_mode",
        "indentation",
        # how references are written ("use Harvard referencing, not APA")
        "citation_style",
        # a pupil's school year ("I'm in year 12"): next year's supersedes it
        "school_year",
        # when a document of the user's stops holding ("my visa runs out in September")
        "visa_expiry",
        "passport_expiry",
        "residence_permit_expiry",
        "work_permit_expiry",
        "brp_expiry",
        "driving_licence_expiry",
        "driving_license_expiry",
    }
)
# "schedule:<activity>" (when a named habit happens) holds one value per activity too.
SCHEDULE_PREFIX = "schedule:"
# "streak:<activity>" (how long a habit has been kept up unbroken: "400 days straight") holds one
# value per activity: "500 days straight", told later, is the same streak grown, not a second one.
STREAK_PREFIX = "streak:"
# "reading:<measure>" (the user's latest reading of a health measure: "HbA1c is 8.1") holds one value per measure: the
# next reading is the one now, the one before history.
READING_PREFIX = "reading:"
# "plan:<attribute>": a change the user announced ahead ("I'm moving to Berlin on 1 May" is
# ``plan:lives_in`` = berlin, taking effect after 1 May). One plan per attribute at a time;
# when its date has passed, consolidation makes it the attribute's value (docs/lifecycle.md).
PLAN_PREFIX = "plan:"


# What a plan becomes when it takes effect, per attribute: the summary of the new value
# ({place}: as the plan wrote it; {when}: the day or month it named).
PLANNABLE: dict[str, str] = {
    "lives_in": "User has lived in {place} since {when}",
    "works_at": "User has worked at {place} since {when}",
    "job_title": "User has worked as {place} since {when}",
    "schedule:work": "User has worked {place} since {when}",
    "leaves_works_at": "User left {place} {when}",
    # (bugs61) a retirement said ahead with its day ("User is retiring on 30 September 2026"): the working life ended then
    "retires": "User retired {when}",
}

# Plans that end a value instead of setting one: "I'm leaving Acme at the end of March" is
# ``plan:leaves_works_at`` = acme; when it takes effect the employer Acme is ended ("User left Acme
# in March 2026", a negative ``works_at``), history kept (docs/lifecycle.md, "Plans").
ENDS: dict[str, str] = {"leaves_works_at": "works_at", "retires": "works_at"}


def planned(attribute: str | None) -> str | None:
    """The attribute a plan will set ("plan:lives_in" -> "lives_in"), None for any other."""
    if attribute and attribute.startswith(PLAN_PREFIX):
        base = attribute[len(PLAN_PREFIX):]
        return base if base in PLANNABLE else None
    return None


def single_valued(attribute: str | None) -> bool:
    """Whether an attribute holds one value at a time (a new value supersedes the old).

    A setting qualified by where it holds (``preferred_editor@work``) is single-valued
    within that setting.
    """
    if attribute is None:
        return False
    base = attribute.split(CONTEXT_MARK, 1)[0]
    return (base in SINGLE_VALUED or base.startswith((SCHEDULE_PREFIX, STREAK_PREFIX, READING_PREFIX))
            or planned(base) is not None)


# Diets that answer one question (what meat, if any, the user eats): a new one replaces
# the old. Any other diet (halal, kosher, gluten-free, keto…) stands beside them: a
# vegetarian who eats halal is both, and "no longer keto" ends only keto.
EXCLUSIVE_DIETS: frozenset[str] = frozenset(
    "vegetarian vegan pescatarian pescetarian flexitarian omnivore carnivore".split())
DIET_PREFIX = "diet:"

# A preference said for one setting ("VS Code at work", "Ubuntu on my home computer")
# does not replace the one said for another, or the one said without a setting.
CONTEXT_MARK = "@"
_CONTEXTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("work", re.compile(r"\b(?:at|for|in) (?:work|the office|my job|their job|the job)\b"
                        r"|\bon (?:my|their|his|her|the) (?:work|office|company) (?:computer|laptop|machine|pc|mac|desktop)\b"
                        r"|\bat (?:my|their|his|her) (?:work|job|office)\b", re.I)),
    ("home", re.compile(r"\b(?:at|for) home\b|\bin (?:my|their) (?:free|spare) time\b"
                        r"|\bfor (?:personal|side|hobby) (?:projects?|stuff|things|use)\b"
                        r"|\bon (?:my|their|his|her|the) (?:home|personal|own|private) (?:computer|laptop|machine|pc|mac|desktop)\b",
                        re.I)),
    ("school", re.compile(r"\b(?:at|for|in) (?:school|university|uni|college|class)\b", re.I)),
)


def scoped_attribute(attribute: str | None, value: str | None, summary: str) -> str | None:
    """The attribute a fact competes under: narrowed by diet kind and by setting.

    "User follows a halal diet" is ``diet:halal`` (it never replaces "vegetarian");
    "User uses VS Code at work" is ``preferred_editor@work`` (it never replaces the
    editor the user prefers at home or in general).
    """
    if attribute is None:
        return None
    if attribute == "diet" and value and value.casefold().strip() not in EXCLUSIVE_DIETS:
        return DIET_PREFIX + value.casefold().strip()
    if (attribute.startswith("preferred_") or attribute == "uses") and CONTEXT_MARK not in attribute:
        for name, pattern in _CONTEXTS:
            if pattern.search(summary):
                return f"{attribute}{CONTEXT_MARK}{name}"
    return attribute

# A pet said by its breed or age is the user's dog or cat ("a collie called Bramble").
PET_KINDS: dict[str, str] = {
    **dict.fromkeys(sorted(PET_DOG_BREEDS), "dog"), "puppy": "dog", "kitten": "cat", "tabby": "cat",
}
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
        "stepfather", "stepson", "stepdaughter", "mama", "papa", "fiancée", "landlady", "housemate", "ex",
        # in-laws and the people who work for or with the user ("my accountant Raj", "my apprentice Jade")
        "mother-in-law", "father-in-law", "sister-in-law", "brother-in-law", "stepbrother", "stepsister",
        "son-in-law", "daughter-in-law", "stepdad", "stepmum", "stepmom", "step-dad", "step-mum", "step-mom",
        "grandad", "granddad", "gran", "granny", "nan", "nana", "godson", "goddaughter",
        "accountant", "bookkeeper", "gestor", "tax adviser", "tax advisor", "financial adviser", "financial advisor",
        "notary", "dentist", "gp", "lawyer", "solicitor", "physio", "physiotherapist", "hairdresser", "barber",
        "vet", "veterinarian",
        # the family's doctors by speciality ("our pediatrician is Dr. Osei")
        "pediatrician", "paediatrician", "midwife", "chiropractor", "osteopath", "optometrist", "dermatologist",
        "cardiologist", "psychiatrist", "gynecologist", "gynaecologist", "obstetrician", "oncologist",
        "nanny", "babysitter", "apprentice", "assistant", "employee", "business partner", "godmother", "godfather",
        # who helps at home or on the farm ("my helper Dorota comes on Mondays", "our cleaner Brenda is retiring")
        "helper", "cleaner", "carer", "caregiver", "housekeeper", "farmhand", "farm hand", "home help", "au pair",
        # who the user answers to on a ward or a shift ("my charge nurse Denise")
        "charge nurse", "head nurse", "nurse manager", "line manager",
        # a school's or a team's second ("my second in department, Aisha Begum, …")
        "deputy", "deputy head", "second in department", "head of department", "headteacher", "head teacher",
        "team leader",
        # a kitchen's or a shop's staff, for the user who runs it ("my sous chef Anh quit yesterday")
        "sous chef", "head chef", "line cook", "kitchen porter", "shop assistant", "store manager", "foreman", "receptionist",
        # pets, by kind or breed ("a collie called Bramble" is the user's dog: PET_KINDS)
        "puppy", "kitten", "rabbit", "hamster", "horse", "pony", "parrot", "tortoise", *PET_KINDS,
        # a small pet in a cage or tank ("my budgie Kiwi has learned to say hello")
        "budgie", "cockatiel", "ferret", "guinea pig", "gecko",
        # a working dog the user lives with, said by its work ("my guide dog Sixten")
        "guide dog", "assistance dog", "service dog", "hearing dog",
        # who teaches or sees the user by appointment ("my driving instructor is called Gaz", "my counsellor Bronwen")
        "instructor", "counsellor", "counselor",
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
    # A plan (``plan:<attribute>``): when it takes effect (epoch seconds, the end of the day
    # or month it names). None: the write path reads it from the summary and ``stated_at``.
    takes_effect: float | None = None


class Structure(Struct, kw_only=True):
    """The structured reading of a summary, for facts added by hand."""

    subject: str = "user"
    attribute: str | None = None
    value: str | None = None
    polarity: Literal["positive", "negative"] = "positive"
    retracts: list[str] = field(default_factory=list)
    reports_change: bool = False
    # the people (and pets) the rules read in it: "User has a kelpie called Rusty" names Rusty, a dog,
    # which the relation and name patterns alone do not see
    persons: list[PersonMention] = field(default_factory=list)


# Markers around the context block that recall injects. Extractors drop everything
# between them (echo suppression): the daemon must never learn what it said itself.
CONTEXT_OPEN = "<mercury-memory>"
CONTEXT_CLOSE = "</mercury-memory>"
