"""The deterministic English "rules" extractor: first-person statements to candidate facts.

``extract(messages)`` reads only the user's messages, sentence by sentence and clause by
clause, and tries an ordered list of anchored patterns ("I prefer…", "my name is…",
"I'm working on…", "my sister Anna…", "yesterday I…"). Anything that is not a plain
statement by the user about the user is skipped: questions, hypotheticals, requests to
the assistant, restated system prompts and the daemon's own recall block (echo
suppression). It returns at most ``max_facts`` candidates, best by importance ×
confidence. Junk is worse than a miss: when a sentence is ambiguous it yields nothing.

``structure(summary)`` gives the structured reading (attribute/value/polarity) of a
summary typed by hand, with the same vocabulary, so manual adds conflict correctly.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Callable, Mapping, Sequence

from mercuryd import wire
from mercuryd.brain import (
    capitals,
    changes,
    corrected,
    devtalk,
    explicit,
    instructions,
    lexicon,
    lifefacts,
    mixed,
    reached,
    staff,
    weddings,
    when,
)
from mercuryd.brain import english as en
from mercuryd.brain.candidate import (
    PET_KINDS,
    PLAN_PREFIX,
    RELATIONS,
    SCHEDULE_PREFIX,
    STREAK_PREFIX,
    Candidate,
    PersonMention,
    Structure,
    scoped_attribute,
    single_valued,
)
from mercuryd.brain.discourse import WORK_NOUNS, Discourse
from mercuryd.brain.fact import IMPORTANCE, Fact, Handler, OneFact, head_value, ok_object, proper_value
from mercuryd.brain.fact import fact as _fact
from mercuryd.brain.lexicon import NATIONALITIES, RELIGIONS, titled
from mercuryd.brain.persons import (
    GIVEN_NAMES_TOO,
    NOT_NAMES,
    UNIQUE_RELATIONS,
    Mention,
    family_place,
    find_persons,
    is_name_word,
    relation_only,
    relation_title,
    subject_taught,
)
from mercuryd.brain.spelling import PERFECT
from mercuryd.brain.vocabulary import (
    ASSISTIVE,
    BROWSERS,
    DOG_BREEDS,
    EDITORS,
    EXERCISE_LIKED,
    FAVORITE_CATEGORIES,
    JOB_NOUNS,
    NATURAL_LANGUAGES,
    ORG_NOUNS,
    PASTIMES,
    PROGRAMMING_LANGUAGES,
    RACES,
    REQUEST_VERBS,
    TRADE_KINDS,
    WORK_APPS,
    category_attribute,
    category_value,
    health_condition,
    is_big_place,
    is_job_noun,
    is_worker_job,
)

_RELATION_ATTRIBUTE = {
    "wife": "spouse", "husband": "spouse", "spouse": "spouse",
    "partner": "partner", "girlfriend": "partner", "boyfriend": "partner",
    "fiancé": "partner", "fiancée": "partner", "fiance": "partner", "fiancee": "partner",
    "manager": "manager", "boss": "manager",
}
_ok_object = ok_object
_YOU = re.compile(r"\b(?:you|your|yours|you're|u)\b", re.I)


# ------------------------------------------------------------------ handlers


# what the user says of the assistant's answers in general ("Your answers have too many headings lately", "Too many
# bullet points in your answers"): no piece of work asked for, so a "keep them plain" after it is every answer
_YOUR_ANSWERS_ARE = re.compile(r"^(?:(?:too|so)\s+(?:many|much)\s+[\w -]{2,40}?\s+in\s+)?your\s+(?:answers|replies|responses)"
                               r"(?:\s+(?:are|have|keep|use|contain|get|have\s+got)\b[^?]*)?[.!]*$", re.I)


# A title before one's own name ("my name is Dr. Obinna Eze"): how others address them, not the
# name; before a surname alone ("my name is Mrs Patel") it is how they go by, and stays
_OWN_TITLE = re.compile(r"^(?P<title>Dr|Prof|Professor|Mr|Mrs|Ms|Miss)\.?\s+(?=(?-i:[A-Z]))")


_HOW_A_NAME_IS = frozenset("spelt spelled pronounced written misspelt misspelled".split())
_NO_NAME_GIVEN = frozenset("not none irrelevant unimportant".split())
_RANK_FIRST = frozenset("first second third fourth fifth".split())


def _name_words(text: str) -> str | None:
    titled = _OWN_TITLE.match(text)
    words = re.findall(r"[^\W\d_][\w'-]*", text[titled.end() if titled else 0 :])[:4]
    name: list[str] = []
    for w in words:
        if name and (not w[0].isupper() or w.lower() in {"and", "but", "i"}):
            break
        name.append(w)
    if not name or (name[0].lower() in NOT_NAMES and name[0].lower() not in GIVEN_NAMES_TOO):
        return None  # "my name is Ruby": a language's name, said where a name stands
    if name[0].lower() in _HOW_A_NAME_IS:
        return None  # "my name is spelt with a K", "… pronounced Shi-vawn": how it is written or said, not what it is
    if name[0].lower() in _RANK_FIRST and len(name) > 1:
        return None  # "I am Third Mate", "I'm Second Engineer now": a rank held, no name
    if name[0].lower() in _NO_NAME_GIVEN:
        return None  # "my name is not important", "my name is irrelevant here": no name said
    if titled and len(name) == 1:
        name.insert(0, titled.group("title"))
    return " ".join(w[:1].upper() + w[1:] for w in name)


def _name(m: re.Match[str], clause: str) -> Fact | None:
    full = _name_words(m.group("obj"))
    if not full:
        return None
    return Fact("identity", f"User's name is {full}", attribute="name", value=full.lower())


def _name_change(m: re.Match[str], clause: str) -> Fact | None:
    """'finally doing the deed poll to change my name to Callum Reid', 'I've changed my name to Ana Duarte': the name the
    user goes by from now (the old one is over)."""
    full = _name_words(m.group("obj"))
    if not full:
        return None
    done = bool(m.group("done") or m.group("done2"))
    return Fact("identity", f"User {'has changed' if done else 'is changing'} their name to {full}", attribute="name",
                value=full.lower())


# "Please call me Bex", "you can call me Bex from now on": asked of the listener, the name the user goes by
_CALL_ME_PLEASE = re.compile(r"^(?:(?:from\s+now\s+on|going\s+forward|and|also|oh\s+and|btw),?\s+)?(?:please|pls|plz|kindly|you\s+can|just)\s+"
                             r"call\s+me\s+(?P<obj>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
                             r"(?:,?\s+(?:please|pls|from\s+now\s+on|going\s+forward|if\s+you\s+like|everyone\s+does))*$", re.I)


def _skill_level(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm a complete beginner with Excel': how far the user is in a skill, as said ("User is a complete beginner with
    Excel"); "advanced", "expert" said without "a" keep none ("User is advanced in SQL")."""
    how = f"{' '.join(m['how'].lower().split())} " if m["how"] else ""
    level = m["level"].lower()
    noun = level in {"beginner", "novice", "newbie", "expert"}
    said = f"{how}{level}"
    lead = f"{en.article(said)} {said}" if noun else said
    prep = m.group(0)[m.end("level"):m.start("what")].strip()
    return Fact("identity", f"User is {lead} {prep} {m['what']}")


def _nickname(m: re.Match[str], clause: str) -> Fact | None:
    nick = _name_words(m.group("obj"))
    if not nick:
        return None
    return Fact("identity", f"User goes by {nick}", attribute="nickname", value=nick.lower())


def _age(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    if not 5 <= int(m.group("age")) <= 120:
        return None
    age = Fact("identity", f"User is {int(m.group('age'))} years old", attribute="age", value=m.group("age"))
    if state := _AND_STATE.match(clause, m.end()):
        return [age, Fact("identity", f"User is {state['state'].lower()}")]  # "I am 63 and recently retired"
    if (ret := re.match(r"\s*,\s+(?=(?:now\s+)?retired\s+(?:since|in)\s+\d{4}\s+after\s)", clause[m.end():], re.I)) \
            and (told := [f for f in _read_by_rules("I'm " + clause[m.end() + ret.end():].strip(), skip=_age) if f.type == "identity"]):
        return [age, *told]  # (cap54) "I'm 71, retired since 2019 after forty years as a quantity surveyor"
    if (life := re.match(r"\s*,?\s+and\s+(?=(?:farmed|fished|taught|nursed|preached|mined|ranched|logged|worked)\s)", clause[m.end():], re.I)) \
            and (told := [f for f in _read_by_rules("I " + clause[m.end() + life.end():].strip(), skip=_age) if f.type == "identity"]):
        return [age, *told]  # "I am 70 and farmed corn and beans near Ames my whole life"
    return age


# where the user is in working life, said after the age: "I'm 63 and recently retired", "I'm 58 and unemployed"
_AND_STATE = re.compile(r"\s*,?\s+and\s+(?:(?:now|recently|just|newly|happily|finally)\s+)?(?P<state>retired|unemployed|self-employed)\s*$",
                        re.I)


_NATIONALITY = "(?:" + "|".join(sorted(NATIONALITIES, key=len, reverse=True)) + ")"


def _birthday(m: re.Match[str], clause: str) -> Fact | None:
    """'My birthday is on 3 March': a date that comes back every year."""
    day = re.sub(r"^the\s+|(?<=\d)(?:st|nd|rd|th)|\s+of\b", "", m.group("obj"), flags=re.I).strip()
    if not re.search(rf"\b{_MONTHS}\b", day, re.I):
        return None
    what = m.groupdict().get("what")
    if what:  # "our anniversary is 12 June": the wedding's day, every year ("anniversary": one per couple)
        kind = "wedding anniversary" if "wedding" in what.lower() else "anniversary"
        return Fact("relationship", f"User's {kind} is on {day}", attribute="anniversary", value=day.lower())
    return Fact("identity", f"User's birthday is on {day}", attribute="birthday", value=day.lower())


def _my_job(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'My job is project manager at a logistics firm': the role, read as after "I'm a"."""
    obj = m.group("obj")
    return _role(obj if re.match(r"(?:a|an)\s", obj, re.I) else f"a {obj}") or None


def _state(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'I'm retired now', 'on maternity leave since May': where the user is in working life (and, for a parent at
    home, where that home is: 'a stay-at-home dad in Brunswick')."""
    rest = en.rewrite_rest(m.group("rest") or "")  # ("… after my back surgery": theirs)
    if m.group("state").endswith("leave") and re.match(r"\s+from\b", rest, re.I):
        # "on paternity leave from 10 April, 6 weeks": a stretch away from work with its dates, as "… until 4 January"
        rest = re.sub(r",\s*(?:for\s+)?(?P<n>\d{1,2}|one|two|three|four|five|six|eight|ten|twelve)\s+(?P<unit>weeks|months)\s*$",
                      r" for \g<n> \g<unit>", rest, flags=re.I)  # "from 10 April, 6 weeks": for 6 weeks
        return Fact("episode", f"User is {m.group('state')}{rest}")
    state = Fact("identity", f"User is {m.group('state')}{rest}")
    home = m.groupdict().get("home")
    value = proper_value(home) if home and home.casefold() not in NOT_NAMES else None
    if not value:
        return state
    return [state, Fact("identity", f"User lives in {home}", attribute="lives_in", value=value)]


def _used_to_be(m: re.Match[str], clause: str) -> Fact | None:
    """'used to be a teacher': a former job, never the current one."""
    facts = _role(m.group("obj"))
    if not facts:
        return None
    return Fact("identity", f"User used to be {m.group('obj').strip()}")


def _worked_for_years(m: re.Match[str], clause: str) -> Fact | None:
    """'I was working for forty years as a mechanical engineer at Kubota', 'I was a nurse for 30 years': a working
    life told in the past with how long it lasted, a former job (as "used to be" says it)."""
    obj, how = m.group("obj").strip(), m.group("how") or m.group("how2")
    # ("I was a mechanic offshore for 30 years": where it was done, said after the role)
    if how is None or not _role(re.sub(r"\s+(?:(?:at|for|with|in|on)\s+.*|offshore|abroad|overseas|locally)$", "", obj)):
        return None  # "I worked as a waiter" is no longer than that: when, or whether it is over, is not said
    return Fact("identity", f"User worked as {obj} for {how}")


def _lifelong_work(m: re.Match[str], clause: str) -> Fact | None:
    """'I farmed corn and beans near Ames my whole life', 'I fished out of Lerwick for forty years': a working life
    told by what was done, with how long (a former trade, as "I was a farmer for 40 years" says it)."""
    how = m.group("how").lower()
    how = "all their life" if re.match(r"(?:my\s+whole|all\s+my)\s+(?:life|working\s+life)", how) else \
        "all their career" if "career" in how else how
    return Fact("identity", f"User {m.group('verb').lower()} {en.rewrite_rest(m.group('what').strip())} {how}")


def _married(m: re.Match[str], clause: str) -> Fact | None:
    kids = f" with {m.group('kids')}" if m.group("kids") else ""
    return Fact("identity", f"User is married{kids}", attribute="marital_status", value="married")


_SINGULAR_KIN = {"kids": "child", "children": "child", "boys": "son", "girls": "daughter", "grandkids": "grandchild",
                 "grandchildren": "grandchild", "kid": "child", "little one": "child", "little ones": "child", "toddler": "child"}
# a child said fondly ("we've got a little one, Mabel"): a child, as a summary says it
_FOND_CHILD = {"kid": "child", "little one": "child", "little ones": "children", "toddler": "child"}


# a child's age said after the name: "Catalina who is 24", "Leo (6)", "Ana aged 9"
# (or after a comma or a space only: "Ali, 9, and Omar, 4", "Madina 6 and Zarina 3")
# ("a son, Tariq, aged 6", "a daughter, Mei, age 9": the age after a comma, said with "aged" or "age")
_KID_AGE = r"(?:\s+who\s+is\s+\d{1,2}|\s*\(\d{1,2}\)|,?\s+aged?\s+\d{1,2}|,?\s+\d{1,2}(?![\d:.]))?"
_KID_AGE_SAID = re.compile(r"\s+who\s+is\s+(?P<a>\d{1,2})|\s*\((?P<b>\d{1,2})\)|,?\s+aged?\s+(?P<c>\d{1,2})|,?\s+(?P<d>\d{1,2})$")


def _have_kin(m: re.Match[str], clause: str) -> Fact | None:
    """'I have two daughters, Maya and Zoe': who they are, each a person of that relation (with their ages when said
    after each name: "two kids, Catalina who is 24 and Benjamín who is 17", "Ana (9) and Leo (6)")."""
    rel = " ".join((m.group("rel") or m.group("twins")).lower().split())
    relation = "child" if m.group("twins") else _SINGULAR_KIN.get(rel, rel.rstrip("s") if rel.endswith("s") and rel not in {"boss"} else rel)
    rel = _FOND_CHILD.get(rel, rel)
    # (split before each name only: "Ali, 9, and Omar, 4" is two children)
    said = [n for n in re.split(r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?=[A-Z])", m.group("names")) if n]
    names = [_KID_AGE_SAID.sub("", n) for n in said]
    # (a month that is also a given name, listed with other names, is a name: "two daughters, Ivy and June")
    if not names or any(n.casefold() in NOT_NAMES and not (len(names) > 1 and n.casefold() in {"june", "april", "may"})
                        for n in names):
        return None
    ages = [(a := _KID_AGE_SAID.search(n)) and (a["a"] or a["b"] or a["c"] or a["d"]) for n in said]
    if m.group("both") and not any(ages) and len(said) > 1:
        ages = [m.group("both")] * len(said)
    if not all(ages) and any((a := _KID_AGE_SAID.search(n)) and a["d"] for n in said):
        ages = [None] * len(said)  # "Ana and Eva, 30 and 25": a number after the last name only is no one's age
    if any(ages):
        named = [f"{n}, {a}" if a else n for n, a in zip(names, ages, strict=True)]
        listed = named[0] if len(named) == 1 else ", ".join(named[:-1]) + ", and " + named[-1]
    else:
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    fact = Fact("relationship", f"User has {m.group('n') or m.group('twin')} {rel}: {listed}" if m.group("rel")
                else f"User has twins: {listed}")
    fact.persons = [PersonMention(name=n, relation=relation) for n in names]
    return fact


def _boss_wants(m: re.Match[str], clause: str) -> Fact | None:
    """'my supervisor wants me to switch to Python': what the one the user answers to at work asks of their work, a
    fact about it (only a change of how or what they work on: "my boss wants me to call him back" is an errand);
    something to learn is the user's goal ("my boss wants me to learn Excel properly")."""
    learn = m.group("verb").lower() in {"learn", "retrain", "train"}
    return _fact("goal" if learn else "relationship", clause)


# Whom a departure ahead leaves, when it names an employer: "Acme", "Halifax Building Society", "my job at Tesco"
# ("the lab", "the flat", "my job" name none).
_LEFT_EMPLOYER = re.compile(r"^(?:my\s+(?:job|post|role|position)\s+(?:at|with)\s+)?(?P<org>(?-i:[A-Z])[\w&'-]*(?:\s+(?-i:[A-Z])[\w&'-]*)*)$",
                            re.I)


def _leaving_on(m: re.Match[str], clause: str) -> Fact | None:
    """'I'll be leaving the lab at the end of June': a dated plan to leave a job or place, kept as said (the drop
    rules read "I'm leaving …" as done now, and end what it names; this is ahead, and ends nothing yet). Said by
    the user of a named employer ("I'm leaving Acme at the end of March") it is a departure plan
    (``plan:leaves_works_at``): when the date has passed, consolidation ends that employer (mercuryd/brain/plans.py)."""
    said = clause[: m.start("rest")] if m.group("rest") else clause
    employer = _LEFT_EMPLOYER.match(m.group("obj")) if re.match(r"i\b", clause, re.I) else None
    value = proper_value(employer.group("org")) if employer else None
    if _not_an_employer(value):
        return _fact("decision", said)
    return _fact("decision", said, attribute=PLAN_PREFIX + "leaves_works_at", value=value)


def _last_day_at(m: re.Match[str], clause: str) -> Fact | None:
    """'my last day at Acme is Friday 13th March': a departure ahead told by its last day, read like "I'm leaving Acme
    on 13 March" (a departure plan when it names an employer). Its "is" speaks of a day ahead, said so ("will be"):
    the day is then read as the coming one, not the one gone."""
    said = clause[: m.start("rest")] if m.group("rest") else clause
    said = re.sub(r"(?:\s+is|'s)\s+", " will be ", said, count=1) if m.group("verb").split() != ["will", "be"] else said
    value = proper_value(m.group("obj"))
    if _not_an_employer(value):
        return _fact("decision", said)
    return _fact("decision", said, attribute=PLAN_PREFIX + "leaves_works_at", value=value)


def _parent_of(m: re.Match[str], clause: str) -> Fact | None:
    """'mom of 3', 'I'm a proud dad of two': how many children the user has."""
    body = re.sub(rf"^(?:{_IM}\s+)?(?:a\s+)?", "", re.sub(r"\s+here$", "", clause), flags=re.I)
    body = body[:1].lower() + body[1:]
    body = re.sub(r"\s*,\s*", " of ", body, count=1)  # "single dad, two kids": of two kids
    return Fact("identity", f"User is a {body}")


# a clinician of the user's, by their trade ("the knee surgeon", "my GP", "the midwife")
_CLINICIAN = (r"(?:(?:eye|heart|foot|bone|skin|kidney|lung|chest|knee|hip|back)\s+)?(?:doctor|doc|gp|surgeon|physio|physiotherapist"
              r"|dentist|specialist|cardiologist|optician|optometrist|ophthalmologist|consultant|neurologist|rheumatologist|midwife)")
# "no swimming for two weeks, doctor's orders", "no cycling until march, the knee surgeon was very clear": what a clinician
# rules out for a while, said first and whose word it is after, read as "the doctor says no swimming for two weeks"
_NO_FOR_A_WHILE_ORDERS = re.compile(
    rf"(?:^|(?<=[.!?]\s))(?P<no>no\s+(?!(?:problem|problems|worries|idea|way|need|rush|one|time)\b)[a-z][a-z' -]*?\s+"
    rf"(?:for|until|till|til|before)\s+[^,.!?;]+?)\s*,\s*(?:(?:the|my)\s+)?(?P<who>{_CLINICIAN})(?:['’]s\s+orders|\s+(?:said\s+so"
    rf"|says\s+so|insists|was\s+(?:very\s+)?(?:clear|firm)|is\s+(?:very\s+)?(?:clear|firm)))\b", re.I)


def _doctor_no(m: re.Match[str], clause: str) -> Fact | None:
    """'The doctor says no driving for six weeks after': what the user must not do."""
    said = re.sub(r",?\s*which\b.*$", "", m.group("obj"))
    # ("no swimming for two weeks, the stitches have to heal", "…until January, gutted": the while it lasts ends it)
    said = en.rewrite_rest(re.sub(r"(\b(?:for|until|till|til)\s+[^,]+?)\s*,\s.*$", r"\1", said))  # "… my knee": their knee
    who = m.group("who").lower()
    return Fact("constraint", f"User's {'GP' if who == 'gp' else who} says {said}")


# "I finally stopped using Excel, everything is in Square now, inventory, payroll, all of it", "we ditched Sage last month,
# everything goes through Xero now": one tool given up for another that does it all, one switch
_DROPPED_FOR_EVERYTHING = re.compile(
    r"\b(?P<who>I|we|We)\s+(?:(?:have|['’]ve)\s+)?(?:(?:finally|just|officially)\s+)*(?:ditched|dropped|stopped\s+using|got\s+rid\s+of"
    r"|moved\s+off|gave\s+up(?:\s+on)?)\s+(?P<old>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)"
    r"(?P<when>\s+(?:last\s+(?:week|month|year)|this\s+(?:week|month|year)|in\s+(?-i:[A-Z])[a-z]+))?\s*,\s+(?:and\s+|so\s+)?(?:now\s+)?"
    r"everything(?:['’]s|\s+is|\s+goes\s+through|\s+runs\s+(?:on|through|in))\s+(?:in\s+|on\s+)?"
    r"(?P<new>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)(?:\s+now)?(?P<list>\s*[:,]\s*[^.!?;]+?)?(?=\s*(?:[.!?;]|$))")


def _dropped_for_everything(m: re.Match[str]) -> str:
    listed = _what_everything_is(m.group("list"))
    if m.group("list") and not listed:
        return m.group(0)
    return f"{m.group('who')} switched from {m.group('old')} to {m.group('new')} for everything{m.group('when') or ''}{listed}"


# the kinds of work kept in a tool
_KEPT_WORK = (r"(?:recipes|notes|tasks|to-?dos|docs|documents|files|photos|roadmap|specs|invoices|contacts|passwords|bookings"
              r"|appointments|projects|plans|lesson\s+plans|accounts|books|budget|budgets|spreadsheets|lists|diary|calendar|data"
              r"|designs|drafts|receipts|records|orders|tickets|issues|wiki)")


def _work_kept_in(m: re.Match[str], clause: str) -> Fact | None:
    """'all my recipes are in Paprika now': "User keeps all their recipes in Paprika"."""
    tool = m.group("tool")
    if tool.split()[0].casefold() in _NOT_TOOLS or en.is_question(clause) or (
            tool.lower().endswith("s") and (lexicon.common(tool.lower()[:-1]) or lexicon.common(tool.lower()[:-2]))):
        return None  # "all my photos are in Boxes now": a plural of things, not a tool's name
    what = " ".join(m.group("what").lower().split())
    whose = "their" if (m.group("whose") or m.group("whole") or "").lower().startswith("my") else \
        "the team's" if (m.group("whose") or m.group("whole") or "").lower().startswith("our") else "the"
    lead = f"all {whose} {what}" if m.group("all") else f"{whose} whole {what}"
    value = head_value(tool)
    attribute, canonical = _categorised(value)
    return Fact("preference", f"User keeps {lead} in {tool}", attribute=attribute or "uses",
                value=canonical if attribute else value, reports_change=True)


def _everything_in(m: re.Match[str], clause: str) -> Fact | None:
    """'everything is Figma now': the tool the user does it all in."""
    words = m.group("tool").split()
    while words and not words[-1][:1].isupper():
        words.pop()
    tool = " ".join(words)
    if not tool or tool.split()[0].casefold() in _NOT_TOOLS or lexicon.common(tool.split()[0].lower()):
        return None
    listed = _what_everything_is(m.groupdict().get("list"))
    if m.groupdict().get("list") and not listed:
        return None  # "everything is in Chaos now, the kids are sick": what follows is no list of work
    value = head_value(tool)
    attribute, canonical = _categorised(value)
    return Fact("preference", f"User uses {tool} for everything{listed}",
                attribute=attribute or "uses", value=canonical if attribute else value)


# what closes a list of what "everything" is ("…, all of it", "the lot", "etc")
_ALL_OF_IT = re.compile(r"^(?:and\s+)?(?:all\s+of\s+it|all\s+that|the\s+lot|the\s+whole\s+lot|everything|etc\.?|and\s+so\s+on|all)$", re.I)


def _what_everything_is(said: str | None) -> str:
    """', inventory, payroll, all of it' -> ': inventory and payroll' (nothing when an item is more than a short noun)."""
    if not said:
        return ""
    items = [i.strip() for i in re.split(r"\s*,\s*|\s+and\s+", said) if i.strip()]
    items = [i for i in items if not _ALL_OF_IT.match(i)]
    if not items or any(len(i.split()) > 3 or not re.fullmatch(r"(?:(?:the|our|my)\s+)?[a-z][a-z' -]*", i, re.I)
                        or re.search(r"\b(?:i|me|we|us|you|it|is|are|was|need|want|can|so|but)\b", i, re.I) for i in items):
        return ""
    items = [re.sub(r"^(?:our|my)\s+", "their ", i) for i in items]
    return ": " + (items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1])


def _tool_for_everything(m: re.Match[str], clause: str) -> Fact | None:
    """'uv for everything, pytest, ruff': a tool of a known kind (or a capitalised name) used for all of it."""
    tool = m.group("tool")
    value = head_value(tool)
    attribute, canonical = _categorised(value)
    if attribute is None and (dev := devtalk.tool_attribute(tool)):
        attribute, canonical = dev, value
    if attribute is None and (not tool[:1].isupper() or tool.split()[0].casefold() in _NOT_TOOLS
                              or lexicon.common(tool.split()[0].lower())):
        return None
    return Fact("preference", f"User uses {tool} for everything", attribute=attribute or "uses",
                value=canonical if attribute else value)


def _nationality(m: re.Match[str], clause: str) -> Fact | None:
    """'I am Vietnamese': where the user is from (never their name)."""
    return Fact("identity", f"User is {titled(m.group('obj')).replace(' And ', ' and ')}")


# a pair of pronouns, as said with a name: "she/her", "they / them", "he/they"
_PRONOUN_PAIR = r"(?:she|he|they|ze|xe)\s*/\s*(?:her|him|them|hers|they|she|he|hir|xem|xe)"
_RELIGION = ("(?:" + "|".join(sorted(RELIGIONS, key=len, reverse=True))
             # faiths of more than one word, or not in the list: "a Jehovah's Witness", "a Seventh-day Adventist"
             + r"|jehovah['’]s\s+witness|seventh[\s-]day\s+adventist|latter[\s-]day\s+saint|pentecostal|rastafarian|zoroastrian"
             + r"|bah[aá]['’]?[ií])")


# the branch of a faith said before it ("a Sunni Muslim", "an Orthodox Jew", "Greek Orthodox"): a name, in capitals
_FAITH_BRANCH = (r"(?:sunni|shia|shi'a|shiite|sufi|ismaili|ahmadi|orthodox|reform|conservative|hasidic|haredi|roman|greek|coptic|russian"
                 r"|born-again|reformed|theravada|mahayana|zen|tibetan|vaishnava|shaivite)")


def _religion(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm Muslim', 'a practising Catholic', 'a Sunni Muslim', '…customers are Muslim like me': the user's faith."""
    how = f"{m.group('how').lower()} " if m.group("how") else ""
    if m.groupdict().get("branch"):  # ("born-again" is no name: "a born-again Christian")
        branch = m.group("branch")
        how += f"{branch.lower() if branch.lower() == 'born-again' else '-'.join(w.capitalize() for w in branch.split('-'))} "
    faith = " ".join(w.capitalize() for w in m.group("obj").split()).replace("-Day", "-day") \
        if m.group("obj").lower() not in {"atheist", "agnostic", "pagan"} else m.group("obj").lower()
    said = f"{how}{faith}"
    return Fact("identity", f"User is {en.article(said) + ' ' if m.group('how') or m.group('a') else ''}{said}")


_FREE_OF = (r"(?P<what>(?:nut|peanut|gluten|dairy|lactose|egg|soy|sesame|alcohol|meat|pork|sugar|smoke|pet|fragrance|plastic"
            r"|shellfish)[- ]free|vegan|vegetarian|plant-based|halal|kosher)")
_HOW_WHOLLY = r"(?:(?:completely|entirely|100%|totally|strictly|fully|all|now)\s+)?"


def _all_we_make(m: re.Match[str], clause: str) -> Fact | None:
    """'Everything we make is nut-free', 'our kitchen is entirely halal': a rule of the user's
    household or business, what everything they make or serve must be."""
    what = m.group("what").lower().replace(" free", "-free")
    if m.groupdict().get("verb"):
        verb = en.third_person_verb(m.group("verb").lower())
        return Fact("constraint", f"Everything User {verb} is {what}")
    return Fact("constraint", f"User's {m.group('place').lower()} {m.group('be').lower()} {what}")


def _none_anywhere(m: re.Match[str], clause: str) -> Fact | None:
    """'no gelatine anywhere', 'no pork in the house': what the user allows nowhere."""
    thing = m.group("thing")
    if _vague(thing) or thing.split()[0].lower() in {"problem", "worries", "way", "idea", "clue", "time", "need",
                                                     "one", "luck", "chance", "rush", "pressure", "big", "fun"}:
        return None
    return Fact("constraint", f"User allows no {thing} {m.group('where').lower()}")


def _named_work(m: re.Match[str], clause: str) -> Fact | None:
    """'the bakery's going to be called Crumb & Co', 'my podcast is named "Low Tide"': a thing the
    user makes or runs, by its name."""
    name = m.group("name").strip(" .!\"“”'")
    if not name or not (name[:1].isupper() or name[:1].isdigit()) or name.split()[0].casefold() in NOT_NAMES - {"project"}:
        return None
    thing = re.sub(r"^(?:own|new)\s+", "", m.group("thing") or m.group("thing2"), flags=re.I).lower()
    return Fact("project", f"User's {thing} is called {name}")


_MOVING_IN_TOGETHER = re.compile(r"\b(?:are|will\s+be)\s+moving\s+in\s+together\s+(?:in|to)\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
                                 r"(?=\s+(?:next|this|in|on|at|from|by)\b)", re.I)


def _home_together(fact: Fact) -> None:
    """"Tolu and I are moving in together in Moseley next month": where the user will live, a plan (as "I'm moving to
    Moseley next month" is; living there fulfils it)."""
    if fact.attribute is None and (home := _MOVING_IN_TOGETHER.search(fact.summary)) and (place := proper_value(home["place"])):
        fact.attribute, fact.value = PLAN_PREFIX + "lives_in", place


def _couple(m: re.Match[str], clause: str) -> Fact | None:
    """'Sofia and I broke up', 'Ana and I got engaged last week': what happened between the user
    and someone named (who they are to the user may be known from before)."""
    name = m.group("name")
    if name.casefold() in NOT_NAMES or lexicon.common(name):
        return None
    what = en.rewrite_rest(re.sub(r"^['’]ve\b", "have", m.group("what")))  # "Tom and I've been dating"
    what = re.sub(r"^are\s+official(?:\s+now)?\b", "are officially a couple", what)  # "Théo and I are official now"
    fact = Fact("relationship", f"User and {name} {what}")
    # "Ana and I got engaged" / "are getting married": she is the user's fiancée; "got married": spouse
    tie = re.match(r"(?:(?:just|finally|recently)\s+)?(?:got\s+(?P<m>married)|(?:have\s+|['’]ve\s+)been\s+(?P<m2>married)|got\s+engaged"
                   r"|are\s+(?:engaged|getting\s+married))\b",
                   m.group("what"), re.I)
    fact.persons = [PersonMention(name=name, relation=("spouse" if tie.group("m") or tie.group("m2") else "fiancé") if tie else None)]
    if tie and (tie.group("m") or tie.group("m2")):  # "Ana and I got married": who the user's spouse is now
        fact.attribute, fact.value = "spouse", name.lower()
    elif re.match(r"(?:(?:just|now|finally|officially)\s+)?(?:are|started|have\s+been|['’]ve\s+been)\s+(?:officially\s+)?(?:dating"
                  r"|together|seeing\s+each\s+other|official)\b", m.group("what"), re.I):
        # "Priya and I are dating": she is the user's partner now
        fact.persons = [PersonMention(name=name, relation="partner")]
        fact.attribute, fact.value = "partner", name.lower()
    else:
        _home_together(fact)
    ended = _ENDED.match(m.group("what"))
    if ended:  # "Tomás and I broke up": he is no longer the user's partner (a divorce: spouse)
        fact.attribute = "spouse" if ended.group("how").lower().startswith(("got divorced", "divorced")) else "partner"
        fact.value, fact.polarity, fact.reports_change = name.lower(), "negative", True
    return fact


def _getting_married(m: re.Match[str], clause: str) -> Fact | None:
    """'We're getting married in September': the user's wedding, a plan of theirs (whom to is said elsewhere)."""
    rest = m.group("rest").strip()
    if re.search(r"\b(?:maybe|someday|one\s+day|eventually|if)\b", rest, re.I):
        return None
    return Fact("relationship", f"User is getting married{' ' + rest if rest else ''}")


def _indentation(m: re.Match[str], clause: str) -> Fact | None:
    """'Tabs not spaces please', 'always indent with 2 spaces': how the user's code is indented (one way at a time)."""
    how = re.sub(r"\s*-?\s*spaces?$", " spaces", m.group("a").lower()).strip()
    how = {"two spaces": "2 spaces", "four spaces": "4 spaces", "eight spaces": "8 spaces"}.get(how, how)
    lang = (m.groupdict().get("lang") or "").split()
    if "lang" in m.groupdict() and not lang and clause.lower().startswith("i "):
        return None  # "I use 4 spaces for indentation, never tabs": the user's own habit, read as said (the "uses" rule)
    if how == "tabs" and not lang and not re.search(r"\b(?:indent\w*|spaces?)\b", clause, re.I):
        return None  # "I use tabs": a browser's, as likely
    if lang:  # "… in python": that language's code only
        name = _LANG_NAMES.get(lang[-1].lower()) or (lang[-1].upper() if lang[-1].lower() in {"yaml", "html", "css", "c", "c#"}
                                                   else lang[-1].capitalize())
        return Fact("preference", f"User wants {name} code indented with {how}", attribute=f"indentation:{name.lower()}", value=how)
    return Fact("preference", f"User wants code indented with {how}", attribute="indentation", value=how)


def _couple_tied(m: re.Match[str], clause: str) -> Fact | None:
    """'My girlfriend Ana and I got married on Saturday': as "Ana and I …", saying who she was."""
    fact = _couple(m, clause)
    if fact is not None:
        fact.summary = f"User and their {m.group('rel').lower()} {m.group('name')} {en.rewrite_rest(m.group('what'))}"
    return fact


def _couple_ended(m: re.Match[str], clause: str) -> Fact | None:
    """'My boyfriend Tomás and I broke up': the relation ended (negative: it supersedes "User's
    boyfriend is Tomás")."""
    rel, name = m.group("rel").lower(), m.group("name")
    if rel not in RELATIONS or name.casefold() in NOT_NAMES:
        return None
    ended = _ENDED.match(m.group("what"))
    divorced = ended is not None and ended.group("how").lower().startswith("got divorced")
    fact = Fact("relationship", f"User and their {rel} {name} {en.rewrite_rest(m.group('what'))}",
                attribute="spouse" if divorced or _RELATION_ATTRIBUTE.get(rel) == "spouse" else "partner",
                value=name.lower(), polarity="negative", reports_change=True)
    fact.persons = [PersonMention(name=name, relation=f"ex-{rel}")]  # the person page says so too
    return fact


_COUPLE_RELATIONS = r"(?:partner|girlfriend|boyfriend|husband|wife|fianc[ée]e?)"
# when a couple ended, said after it: "last month", "in July", "a few weeks ago", "over the summer"
_MONTH_NAMES = "|".join(calendar.month_name[1:])
_WHEN_ENDED = (rf"(?:(?:last|this)\s+(?:week|month|year|spring|summer|autumn|fall|winter|weekend)|in\s+(?:(?:{_MONTH_NAMES})(?:\s+\d{{4}})?|\d{{4}})"
               r"|(?:a\s+(?:few|couple\s+of)|\w+)\s+(?:days|weeks|months|years)\s+ago|a\s+(?:week|month|year)\s+ago"
               r"|(?:over|in)\s+the\s+(?:spring|summer|autumn|fall|winter|holidays)|recently|yesterday)")


def _couple_ended_unnamed(m: re.Match[str], clause: str) -> Fact | None:
    """'my girlfriend and I split up last month': the relation ended, without a name (negative, no value: it
    ends whoever holds the relation, "User's girlfriend is Ana" said before). What follows the time is
    another thing ("…so it's just me and the girls now") and is not part of the fact."""
    rel = (m.group("rel") or m.group("rel2") or m.group("rel3")).lower()
    held = "partner" if rel.startswith("fianc") else _RELATION_ATTRIBUTE.get(rel)
    if held not in {"spouse", "partner"}:
        return None  # "I split up with my band": no couple
    # "split up" reads as a present too ("…split up in March" would be next March): said as the break-up it was
    what = re.sub(r"\bsplit(?:\s+up)?$", "broke up", m.group("what"), flags=re.I)
    return Fact("relationship", f"User and their {rel} {what}{m.group('when') or ''}",
                attribute="spouse" if what.lower().endswith("divorced") else held, polarity="negative", reports_change=True)


_ORDINALS = frozenset("second third fourth fifth sixth next other same previous latest entire".split())
_PART_TIME = re.compile(r"\bpart[- ]time\b|\bweekends?\s+only\b|\bon\s+the\s+side\b|\bside\s+(?:job|gig|hustle)\b", re.I)
_ENDED = re.compile(r"(?:(?:just|finally|recently)\s+)?(?P<how>broke\s+up|split\s+up|split|separated|got\s+divorced)\b", re.I)


def _hired_by_name(m: re.Match[str], clause: str) -> Fact | None:
    """'We hired Andre Silva to replace Marcus': the new colleague is a person of the user's."""
    name = m.group("name")
    if name.split()[0].casefold() in NOT_NAMES or lexicon.common(name.split()[0].lower()):
        return None
    fact = Fact("relationship", f"User hired {name}{en.rewrite_rest(m.group('rest'))}")
    role = re.match(r"\s+as\s+(?:my|our|a|an|the)?\s*(?:[\w-]+\s+)?(?P<r>[a-z-]+)\s*$", m.group("rest"))
    fact.persons = [PersonMention(name=name, relation=role.group("r") if role else "colleague")]
    return fact


def _hired(m: re.Match[str], clause: str) -> Fact | None:
    """'I've hired my first employee, Chloe': someone who works for the user, by name."""
    name = m.group("name")
    if name.casefold() in NOT_NAMES or (name.islower() and lexicon.common(name)):
        return None
    name = titled(name) if name.islower() else name  # "hired an apprentice, jade": Jade
    role = " ".join(m.group("role").lower().split())
    where = (m.group("for") or "").lower()
    if role.split()[-1] in _ANYONE:  # "a new girl for the shop, Siobhán": an employee, not a "girl"
        fact = Fact("relationship", f"User hired {name} as an employee{where}")
        role = "employee"
    else:
        fact = Fact("relationship", f"User hired {name} as their {m.group('which') or ''}{role}{where}".replace("  ", " "))
    if m.group("job") and m.group("job").lower() != role.split()[-1]:
        fact.summary += f", {en.article(m.group('job').lower())} {m.group('job').lower()}"  # "…, a baker": what they do
    fact.persons = [PersonMention(name=name, relation=role.split()[-1])]
    return fact


_ANYONE = frozenset("girl guy lad lass woman man person worker".split())


# platforms whose name is the work done for them ("I do Deliveroo", "I stopped the Bolt and Uber")
_GIG = (r"(?-i:Deliveroo|Just\s+Eat|Uber(?:\s+Eats)?|Bolt|Lyft|DoorDash|Grubhub|Instacart|Glovo|Wolt|Foodpanda|Swiggy|Zomato|Rappi"
        r"|iFood|Careem|Gojek|Postmates|Amazon\s+Flex|Evri|Getir|Shipt|TaskRabbit)")
_HOBBIES = PASTIMES
# an instrument taken up is named with "the" ("I took up the ukulele"), as no other pastime is
_INSTRUMENTS = frozenset(
    """violin viola cello bass guitar piano keyboard drums flute clarinet saxophone sax trumpet trombone oboe ukulele uke harp
    sitar veena tabla banjo mandolin fiddle harmonium accordion bagpipes recorder organ tuba bassoon piccolo harmonica
    concertina lute zither dulcimer kalimba bodhran djembe cajon marimba xylophone euphonium""".split())


# where a pastime is done, after it: "took up woodcarving at the senior center", "pottery at the community college"
_WHERE_DONE = re.compile(r"\s+(?:at|in|with|down\s+at)\s+(?:the|a|an|my|our|their)\s+[\w -]+$", re.I)


# why a pastime was taken up, after it: "to keep myself busy", "to stay fit", "so I can play with my grandson"
_WHY_TAKEN_UP = re.compile(r"\s+(?:to\s+(?:keep|stay|get|help|relax|unwind|pass|fill|take\s+my\s+mind)|so\s+(?:that\s+)?i\s+can)\b.*$", re.I)


_ON_DAYS = re.compile(r"\b(?:every|each|daily|weekly|twice|once|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b", re.I)


def _taken_up(m: re.Match[str], clause: str) -> Fact | None:
    """'I've recently taken up watercolour painting', 'took up golf', 'took up woodcarving at the senior
    center': a pastime the user now has (named by its last word before where it is done)."""
    pared = _WHY_TAKEN_UP.sub("", m.group("obj").strip())  # "the fiddle to keep myself busy": the pastime, then why
    obj = _WHERE_DONE.sub("", pared)
    words = re.findall(r"[a-z]+", obj.lower())
    if words[:1] == ["the"] and len(words) <= 3 and words[-1] in _INSTRUMENTS:
        # "I took up the harp", "took up the lap harp" (not what is said after)
        return _fact("habit", clause[: m.start("obj")] + pared)
    if not words or not ((words[-1].endswith("ing") and len(words) <= 3) or words[-1] in _HOBBIES) \
            or words[0] in {"my", "the", "his", "her", "their", "too", "a", "an", "some", "all"}:
        return None  # "picked up my kids", "took up too much time", "picked up a cold"
    if re.search(r"\b(?:started|begun|began)\s*$", clause[: m.start("obj")], re.I) and (
            not re.match(r"(?:i|we)(?:'ve|\s+have)\b", clause, re.I)
            or words[0] in {"learning", "studying", "doing", "working", "using", "taking", "writing", "building", "making"}
            or _ON_DAYS.search(clause)):
        # only the present perfect is a pastime begun here: "I started volunteering at the food bank in April" is an
        # event, read as before; "I have started learning classical guitar" (a goal), "started doing ebike servicing",
        # "I've started kickboxing at a club in Splott, Mondays and Fridays" (a routine with its days): their own rules
        return None
    return _fact("habit", clause)


def _migrating(m: re.Match[str], clause: str) -> Fact | None:
    """'we're migrating the monolith to microservices this quarter': work under way, a project."""
    raw = m.group("new").split()[0]
    first = raw.lower()
    if first in {"the", "a", "an", "my", "our", "their", "it", "them", "here", "there", "storage"} \
            or (lexicon.common(first) and not raw[:1].isupper()):  # "to Go" is a language, "to go" is not
        return None
    return _fact("project", clause)


def _progressive_habit(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm baking from 4am every day', 'we're running three times a week', 'I've been doing pottery on
    Thursday nights': what the user does on a schedule."""
    verb = m.group("verb").lower()
    mid = (m.group("mid") or "").strip()
    done = verb in {"doing", "having"} and bool(mid) and ok_object(mid) and not _vague(mid)  # "doing 5k runs on Tuesdays"
    been = re.match(r"(?:i've|i\s+have|we've)\s+been\b", clause, re.I)  # "I've been going to yoga twice a week": no plan
    if (verb in (_NOT_ONGOING - {"going"} if been else _NOT_ONGOING | {"going", "coming", "leaving"}) and not done) \
            or _YOU.search(clause) or (been and re.search(r"\bthis\s+(?:week|weekend)\b", clause, re.I)):
        return None  # "…every night this week": a run of days, not a routine
    return _scheduled(en.third_person(clause), _lemma(verb) if verb.endswith("ing") else verb, m.group("mid") or "",
                      m.group("when"))


_MANY_KIN = re.compile(r"\b(?:parents|in-laws|inlaws|grandparents|folks|kids|children|twins|sons|daughters|sisters|brothers"
                       r"|cousins|grandkids|grandchildren|aunts|uncles)$", re.I)


def _lives(who: str) -> str:
    """"lives", or "live" after more than one ("my parents", "my in-laws")."""
    return "live" if _MANY_KIN.search(who.strip()) else "lives"


# What is done again after a stop ("driving again", "smoking again"): activities, not moods or one evening's work
_AGAIN_ING = (r"driving|cycling|riding|running|jogging|swimming|climbing|bouldering|smoking|vaping|drinking|walking|hiking|training"
              r"|lifting|dancing|skiing|surfing|skating|rowing|playing\s+(?:football|tennis|golf|padel|squash|cricket|rugby|hockey)")
_AGAIN_BARE = (r"drive|cycle|ride|run|jog|swim|climb|boulder|smoke|vape|drink|walk|hike|train|lift|dance|ski|surf|skate|row"
               r"|play\s+(?:football|tennis|golf|padel|squash|cricket|rugby|hockey)")
_RELAPSE_WHAT = r"vapes?|fags?|cigarettes?|ciggies|cigs|smokes|snus|nicotine|booze|drink|cigars?|weed|energy\s+drinks"


def _back_home_in(m: re.Match[str], clause: str) -> Fact | None:
    """'we're back in Hamburg since August': "User has been back in Hamburg since August" (``lives_in``)."""
    place = m.group("place")
    if lexicon.common(place.split()[0].lower()) or place.casefold() in NOT_NAMES:
        return None
    when = " ".join(m.group("when").split())
    summary = f"User lives in {place} again, for good" if when.lower() == "for good" else f"User has been back in {place} {when}"
    return Fact("identity", summary, attribute="lives_in", value=place.lower(), reports_change=True)


def _doing_again(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm driving again since Monday': "User has been driving again since Monday"; 'I smoke again since the funeral'
    (a non-native present): "User smokes again since the funeral"."""
    since = en.rewrite_rest(" ".join(m.group("since").split())) if m.group("since") else ""
    if m.group("ing"):
        verb = " ".join(m.group("ing").lower().split())
        return Fact("habit", f"User has been {verb} again {since}" if since else f"User is {verb} again")
    verb = en.third_person_verb(m.group("bare").split()[0]) + "".join(f" {w}" for w in m.group("bare").split()[1:])
    return Fact("habit", f"User {verb.lower()} again" + (f" {since}" if since else ""))


def _allowed_again(m: re.Match[str], clause: str) -> Fact | None:
    """'the surgeon cleared me to drive again on Tuesday': "User has been allowed to drive again since Tuesday" (the
    write path ends a limit on driving for a while, Brain._limits_resumed)."""
    verb = " ".join(m.group("bare").lower().split())
    when = " ".join(m.group("when").split()[1:]) if m.group("when") else ""
    if when:
        return Fact("habit", f"User has been allowed to {verb} again since {when}")
    return Fact("habit", f"User is allowed to {verb} again")


def _back_on(m: re.Match[str], clause: str) -> Fact | None:
    """'back on the vapes after nine weeks off': "User is back on the vapes after nine weeks off" (a relapse)."""
    rest = en.rewrite_rest(" ".join(m.group("rest").split())) if m.group("rest") else ""
    what = " ".join(m.group("what").lower().split())
    the = "the " if re.search(r"\bthe\s", m.group(0)[: m.start("what")], re.I) else ""
    return Fact("habit", f"User is back on {the}{what}" + (f" {rest}" if rest else ""))


# A move within the city: the new district, then the city said to be the same ("…, still Aberdeen", "…, same city")
_PROPER_PLACE = r"(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?"
# ("we're in grey lynn now, still auckland": typed in lower case, a district of one or two words, the city of one)
_LOWER_PLACE = (r"(?-i:[a-z])[\w'’-]+(?:\s+(?!(?:now|but|and|so|though|tho|too|lol|haha|still|which|with|for|since|near|recently"
                r"|yesterday|last|this|on|in)\b)(?-i:[a-z])[\w'’-]+)?")
_SAME_CITY_MOVE = (
    r"^(?P<head>(?:.*?\b)?(?:moved|moving|bought|found|got|rented|renting|we're|we\s+are|i'm|i\s+am|live|living)\b.{0,80}?)"
    rf"\b(?:in|to)\s+(?P<area>{_PROPER_PLACE}|{_LOWER_PLACE})(?:\s+(?:now|recently|yesterday|last\s+(?:week|weekend|month)|this\s+(?:week|month)"
    r"|on\s+\w+day|in\s+(?-i:[A-Z])[a-z]+))?\s*(?:!+\s*|[,;—–-]\s*)(?:(?:we're|we\s+are|i'm|i\s+am|it's|so|but)\s+)?"
    rf"(?:still\s+(?:in\s+)?(?P<city>{_PROPER_PLACE}|(?-i:[a-z])[\w'’-]+)|(?:the\s+)?same\s+(?:city|town))\b(?P<tail>.*)$")


def _same_city_move(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'we bought a wee bungalow in Cults, still Aberdeen': "User lives in Cults, Aberdeen" (``lives_in`` the city, which
    a move within it does not end); 'got a little house in Paddington, same city' with no city named: the district,
    with no attribute (a new city would end the home said before)."""
    if en.is_question(clause) or re.search(r"\b(?:my|his|her|their)\s+(?:mum|mom|dad|sister|brother|son|daughter|parents|friend)\b"
                                           r"|\b(?:he|she|they)\b", m.group("head"), re.I):
        return None  # someone else's move
    area, city = m.group("area"), m.group("city")
    if lexicon.common(area.split()[0].lower()) or area.casefold() in NOT_NAMES:
        return None
    if area.islower() or (city and city.islower()):
        # (typed in lower case: a place only when both are said, and no word of either is an everyday word)
        if not city or any(lexicon.common(w) or lexicon.verbish(w) or w in NOT_NAMES for w in f"{area} {city}".split()) \
                or re.search(r"\b(?:job|role|position|work|course|class|team)\b", m.group("head"), re.I):
            return None  # ("got a job in sales, still london based": a field of work)
        area, city = titled(area), titled(city)
    if city:
        if lexicon.common(city.split()[0].lower()) or city.casefold() in NOT_NAMES:
            return None
        home = Fact("identity", f"User lives in {area}, {city}", attribute="lives_in", value=city.lower())
        if (said := _SAID_BEFORE_THE_MOVE.match(m.group("head"))) is not None:
            # "im a physio, finally got a flat in stockbridge, still edinburgh": what is said before the move too
            return [*_read_by_rules(said["before"]), home]
        return home
    return Fact("identity", f"User lives in {area}{_WITHIN_THE_CITY}")


_WITHIN_THE_CITY = ", a move within the same city"
# a statement of its own before the move, after a comma ("im a physio, finally got a flat in …")
_SAID_BEFORE_THE_MOVE = re.compile(r"^(?P<before>(?:i'm|i\s+am|im)\s+[^,]{3,60}),\s+", re.I)


def _back_at_work(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm back at work three days a week, Monday to Wednesday', 'back at the salon part time now': the hours worked
    after a leave, where the user is in working life ("User is back at work …")."""
    where = " ".join(m.group("where").split())
    if where.lower() == "the office":
        return None  # "back in the office full time": where the work is done (work_mode), read by its own rule
    where = re.sub(r"^my\b", "their", where, flags=re.I)
    at = where.lower() if where.lower() == "work" else where
    if m.group("since"):  # "I'm back at work since Monday": back after a leave, from that day (the write path ends the leave)
        return Fact("identity", f"User has been back at {at} {' '.join(m.group('since').split())}")
    rest = " ".join(re.sub(r"\s+now$", "", m.group("rest"), flags=re.I).split())
    rest = re.sub(r"\b(?:(?:on\s+)?(?P<a>[A-Za-z]+day)s?\s*(?:to|-|through)\s*(?P<b>[A-Za-z]+day)s?)$",
                  lambda d: f"{d['a'].capitalize()}s to {d['b'].capitalize()}s", rest)
    return Fact("identity", f"User is back at {where.lower() if where.lower() == 'work' else where} {rest}")


def _pregnant(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm pregnant!', 'we're expecting twins': a baby on the way ('…, due date is 9 September': due on it)."""
    clause = re.sub(r"\s*,?\s+(?:and\s+)?(?:(?:my\s+|the\s+)?due\s+date\s+is(?:\s+on)?|(?:i'm|i\s+am|we're|we\s+are)\s+due)\s+(?!in\b|on\b)",
                    ", due on ", clause, flags=re.I)
    clause = re.sub(r"\s*,?\s+(?:and\s+)?(?:i'm|i\s+am|we're|we\s+are)\s+due\s+(?=in\b|on\b)", ", due ", clause, flags=re.I)
    return _fact("episode", re.sub(r"\s+(?:again|now)\s*$", "", clause, flags=re.I))


_NOT_LIMITS = frozenset("wait believe remember think breathe sleep stand keep contain hear see find".split())  # "can barely find time to do laundry": busy, not a limit


def _barely(m: re.Match[str], clause: str) -> Fact | None:
    """'I can barely do the stairs anymore', 'can no longer drive at night': what the user's body or life no
    longer allows."""
    if m.group("verb").lower() in _NOT_LIMITS or _YOU.search(clause) or not m.group("obj").strip():
        return None
    return _fact("constraint", re.sub(r"\s+(?:anymore|any more|these days|now)\b", "", clause, flags=re.I))


def _we_use_at_work(m: re.Match[str], clause: str) -> Fact | None:
    """'we use C++ at work, our own engine': a tool of the user's work."""
    obj = m.group("obj")
    if re.match(r"me\b", obj, re.I):
        return None  # "teach me small small", "train me": said to the listener (a request), no pastime of the user's
    if not _ok_object(obj) or _vague(obj):
        return None
    rest = m.group("rest").strip(" ,")
    return Fact("preference", f"User uses {obj} at work" + (f", {en.rewrite_rest(rest)}" if rest else ""))


def _new_job_colon(m: re.Match[str], clause: str) -> Fact | None:
    """'new job: Zalando, platform team': the new employer."""
    org = m.group("org")
    value = proper_value(org)
    if not value or org.split()[0].casefold() in NOT_NAMES:
        return None
    team = m.group("team")
    if m.group("starts"):  # "new job at Ohio Health starts Monday"
        return Fact("identity", f"User's new job at {org} {m.group('starts')}", attribute="works_at", value=value,
                    reports_change=True)
    return Fact("identity", f"User's new job is at {org}" + (f", {team.strip()}" if team else ""), attribute="works_at",
                value=value, reports_change=True)


def _on_call(m: re.Match[str], clause: str) -> Fact | None:
    """'oncall every 3rd week': a duty on a schedule."""
    return Fact("habit", f"User is on call {m.group('when')}", attribute=SCHEDULE_PREFIX + "on call",
                value=" ".join(m.group("when").lower().split()))


_SMOKE_FREE = {"smoking": "smoking", "cigarettes": "smoking", "cigarette": "smoking", "vaping": "vaping",
               "drinking": "drinking", "alcohol": "drinking", "booze": "drinking", "drink": "drinking"}


def _days_without(m: re.Match[str], clause: str) -> Fact | None:
    """'day 10 without smoking', 'three weeks without a drink': the user quit it, that long ago."""
    what = _SMOKE_FREE[m.group("what").lower()]
    n = (m.group("n") or m.group("n2")).lower()
    unit = (m.group("unit") or "days").lower().rstrip("s") + ("" if n == "one" else "s")
    return Fact("decision", f"User quit {what} {n} {unit} ago", retracts=[what[:-3]], reports_change=True)


# what is not a habit said with a run of days ("I've been sick for 5 days straight", "it's rained for
# ten days in a row", "I've worked 12 days straight")
_NOT_STREAKS = frozenset("""sick ill awake up off on stuck working worked work waiting waited raining rained crying cried coughing
coughed sleeping slept fighting fought arguing argued drinking drunk there here home busy late away out in""".split())
_NUMBER_WORDS = {"ten": 10, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "hundred": 100}


def _due(m: re.Match[str], clause: str) -> Fact | None:
    """'thesis due 31 March 2027': a piece of the user's work due by a date of the calendar (a week's essay "due
    Friday" is not read: no month is said)."""
    when = m.group("when")
    when = when if re.match(r"(?:on|by|in|at)\s", when, re.I) else ("on " if when[:1].isdigit() or re.match(r"the\s", when) else "in ") + when
    return Fact("goal", f"User's {' '.join(m.group('thing').lower().split())} is due {when}")


def _streak(m: re.Match[str], clause: str) -> Fact | None:
    """'I've been doing Duolingo for 400 days straight', "I've meditated every morning for 200 days in
    a row": a habit kept up, with its streak (a week or more: "three days in a row" is a spell)."""
    act = " ".join(m.group("act").split())
    words = act.lower().split()
    if words[0] in _NOT_STREAKS or (words[0] == "been" and (len(words) < 2 or not words[1].endswith("ing")
                                                            or words[1] in _NOT_STREAKS)):
        return None
    n_said = m.group("n").lower()
    n = int(n_said) if n_said.isdigit() else _NUMBER_WORDS.get(n_said, 0)
    unit = m.group("unit").lower()
    if unit.startswith("day") and n < 7:
        return None
    when = f" {m.group('when').lower()}" if m.group("when") else ""
    how = " ".join(m.group("how").lower().split())
    summary = f"User has {en.rewrite_rest(act)}{when} for {m.group('n')} {unit} {how}"
    name = _streak_activity(words)
    if not name:
        return Fact("habit", summary)
    # one streak per activity: told again later ("500 days straight"), it is the same streak grown
    return Fact("habit", summary, attribute=STREAK_PREFIX + name, value=f"{n or n_said} {unit}")


# "im on a 52 day streak lol", "I am on a 140-day streak as of this morning": a streak, its activity said before
_STREAK_BARE = re.compile(r"^(?:i'm|i’m|im|i\s+am)\s+(?:now\s+|currently\s+|already\s+)?on\s+(?:a|my)\s+(?P<n>\d{1,4})[\s-]*(?P<unit>day|week)s?"
                          r"(?:[\s-]+long)?\s+streak(?:\s+(?:now|today|already|as\s+of\s+(?:this\s+morning|today)|lol|haha))*\s*[.!]*$", re.I)
# what a streak is kept in: a fact just read, "User has been learning Portuguese on Duolingo", "User meditates every day"
_ACTIVITY_FACT = re.compile(r"^User\s+(?:has\s+been\s+|is\s+|has\s+started\s+|started\s+)?(?P<act>(?:learning|doing|practising|practicing"
                            r"|studying|playing|meditating|journaling|journalling|running|walking|using)\s+[^,;()]{2,60}?)"
                            r"(?:\s+(?:every\s+day|daily|each\s+day|now|these\s+days))?"
                            r"(?=$|\s*[,;(]|\s+(?:ahead\s+of|before|because|since|so|for|after|as)\s)")


def _streak_of(facts: Sequence[Fact]) -> Callable[[re.Match[str]], Fact] | None:
    """How to read a bare streak ("I'm on a 52 day streak") as the streak of the activity one of the last facts read
    names ("User has been learning Portuguese on Duolingo"); None when none of them names one (a streak of what?)."""
    for fact in reversed(facts[-3:]):
        if fact.type in {"goal", "habit", "project"} and (m := _ACTIVITY_FACT.match(fact.summary)):
            act = m.group("act")
            app = re.search(r"\s(?:on|with)\s+(?P<app>[\w-]+)$", act)
            # the streak is the app's when one is named ("on Duolingo": the streak Duolingo counts, "streak:duolingo")
            name = app.group("app").lower() if app else _streak_activity(act.lower().split())

            def read(streak: re.Match[str], act: str = act, name: str | None = name) -> Fact:
                n, unit = int(streak.group("n")), streak.group("unit").lower()
                summary = f"User is on a {n}-{unit} streak {act}"
                if not name:
                    return Fact("habit", summary)
                return Fact("habit", summary, attribute=STREAK_PREFIX + name, value=f"{n} {unit}s")
            return read
    return None


_PAST_BASES = {"done": "do", "did": "do", "ran": "run", "kept": "keep", "written": "write", "wrote": "write",
               "swum": "swim", "swam": "swim", "gone": "go", "went": "go", "read": "read", "played": "play"}


def _streak_activity(words: list[str]) -> str | None:
    """The activity a streak is of, the same whatever the tense it is told in: "been doing Duolingo",
    "done Duolingo" → "duolingo"; "meditated", "been meditating" → one name; "run" → "run"."""
    if words and words[0] == "been":
        words = words[1:]
    if not words:
        return None
    verb = words[0]
    if verb in _PAST_BASES:
        verb = _PAST_BASES[verb]
    elif verb.endswith("ied") and len(verb) > 4:
        verb = verb[:-3] + "y"  # studied → study
    elif verb.endswith("ed") and len(verb) > 4:
        verb = _lemma(verb[:-2] + "ing")  # meditated → as "meditating" is cut
    elif verb.endswith("ing"):
        verb = _lemma(verb)
    return activity(verb, " ".join(words[1:]))


_SETUP = {"editor": "preferred_editor", "ide": "preferred_editor", "shell": "preferred_shell", "os": "preferred_os",
          "browser": "preferred_browser", "terminal": None, "font": None, "theme": "preferred_theme",
          "keyboard layout": None, "distro": "preferred_os"}


def _my_setup(m: re.Match[str], clause: str) -> Fact | None:
    """'my editor theme is gruvbox, always has been', 'my shell is fish': a piece of the user's setup."""
    obj = m.group("obj").strip()
    value = head_value(obj)
    if not value or not _ok_object(obj) or _vague(obj):
        return None
    cat = " ".join(m.group("cat").lower().split())
    attribute = _SETUP.get(cat)
    if attribute == "preferred_theme" and value not in {"light", "dark"}:
        attribute = None  # "gruvbox" is a colour scheme, not the light/dark choice
    what = f"{m.group('of') + ' ' if m.group('of') else ''}{cat}"
    return Fact("preference", f"User's {what.lower()} is {en.rewrite_rest(obj)}", attribute=attribute,
                value=(category_value(attribute, value) or value) if attribute else None)


# The machine or system the user works on ("I'm on a Mac M2 with 16GB RAM", "I'm on Windows 11 with
# WSL2", "I am on Arch"): a word of this list first, so "I'm on nights", "I'm on the train", "I'm on
# Zoloft" are not read as a setup
_MACHINES = (r"(?:mac(?:book)?(?:\s+(?:air|pro|mini|studio))?|imac|windows|linux|ubuntu|fedora|debian|arch(?:\s+linux)?|manjaro"
             r"|nixos|pop!?_?os|chromebook|chromeos|thinkpad|pc|linux\s+box|(?:gaming\s+)?pc)")
# what a setup is said "with": memory, a chip, a card, a subsystem ("with 16GB RAM", "with WSL2 and 32GB of RAM")
_SPEC = re.compile(r"\b(?:\d+\s*(?:gb|tb|gigs?)\b|ram\b|memory\b|wsl\s*2?\b|gpu\b|rtx\b|m[1-4]\b|(?:intel|amd|nvidia|ryzen)\b|cores?\b)",
                   re.I)


def _on_machine(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm on a Mac M2 with 16GB RAM', "I'm on Windows 11 with WSL2 and 32GB of RAM": the machine
    the user works on (its OS is the user's, a later one supersedes it)."""
    machine = " ".join(m.group("machine").split())
    rest = m.group("rest") or ""
    if rest and not _SPEC.search(rest):
        return None  # "I'm on a PC with my brother": not a setup
    first = machine.split()[0]
    attribute, canonical = devtalk.tool_attribute(first), devtalk.tool_value(first)
    if attribute is None:
        attribute, canonical = _categorised(head_value(first))
    if attribute != "preferred_os" or canonical is None:
        attribute, canonical = "uses", head_value(machine)
    art = m.group("art")
    said = f"{art.lower()} " if art else ""
    return Fact("preference", f"User is on {said}{machine}{en.rewrite_rest(rest) if rest else ''}",
                attribute=attribute, value=canonical)


def _runs_on(m: re.Match[str], clause: str) -> Fact | None:
    """'Our CI runs on GitHub Actions', 'my blog is hosted on Netlify': what a piece of the user's
    (or their team's) setup runs on, by name."""
    tool = m.group("tool")
    first = tool.split()[0].casefold()
    if first in _NOT_TOOLS:
        return None
    value = head_value(tool)
    attribute, canonical = _categorised(value)
    what = " ".join(m.group("what").split())
    what = "CI" if what.lower() == "ci" else ("CI/CD" if what.lower() == "ci/cd" else what.lower())
    verb = " ".join(m.group("verb").lower().split())
    return Fact("preference", f"User's {what} {verb} {m.group('prep').lower()} {tool}", attribute=attribute or "uses",
                value=canonical if attribute else value)


_PROCEDURES = (r"(?:knee|hip|shoulder|heart\s+valve|kidney|liver|lung|cornea|knee\s+replacement|hip\s+replacement|operation|surgery"
               r"|transplant|pacemaker|stent|bypass|root\s+canal|hysterectomy|c-section)")
# A hospital test or an operation by its own name, dated like an exam ("my colonoscopy is on the 3rd of March", "Op is
# on the 2nd of March"): the user's event (_dated_mine, _TEST_IS_ON)
_BOOKED_PROCEDURES = r"op|procedure|colonoscopy|endoscopy|gastroscopy|biopsy|mammogram|ultrasound|MRI|CT\s+scan"


_LIVED_IN_TOOLS = "|".join(re.escape(t) for t in sorted(
    EDITORS | BROWSERS | {"excel", "notion", "obsidian", "figma", "slack", "the terminal", "tmux", "jupyter", "spreadsheets"},
    key=len, reverse=True))
_WITH_THEME = re.compile(r"^\s*,?\s+(?:with|in|using)\s+(?P<theme>[\w -]{2,30}?)(?:\s+(?:theme|colou?r\s*scheme))?\s*$", re.I)


# a place of worship, where a user may be every week ("at the gurdwara on Sundays", "at the mandir every Tuesday")
_WORSHIP = r"church|kirk|chapel|cathedral|mosque|masjid|temple|mandir|gurdwara|synagogue|shul"


def _there_every(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm in Dallas the first week of every month for the regional office': a place the user is at regularly (a place
    of worship too: "I'm at the gurdwara all day on Sundays")."""
    where = m.group("where")
    if not re.search(rf"(?-i:[A-Z])|\b(?:office|gym|studio|lab|clinic|hospital|shop|school|library|pool|{_WORSHIP})\b", where):
        return None  # "I'm in bed every night by 10", "in a good mood every morning"
    rest = re.sub(r"\s+(?:before|after|when|while|because|so)\b.*$", "", m.group("rest"))
    return _scheduled(f"User is {where} {m.group('when')}{rest}", "be", where, m.group("when"))


def _verbless_habit(m: re.Match[str], clause: str) -> Fact | None:
    """'Long runs on Sunday mornings before the kids wake up': what the user does, when."""
    act = m.group("act")
    act = act[:1].lower() + act[1:]
    rest = re.sub(r"\s+(?:before|after|when|while|because|so|once|until)\b.*$", "", m.group("rest"))
    noun = act.split()[-1]
    base = {"classes": "class", "practices": "practice", "training": "train"}.get(noun.lower(), noun.lower().rstrip("s"))
    verb = "has" if noun.lower() in {"lessons", "classes", "sessions"} else "does"
    return _scheduled(f"User {verb} {act} {m.group('when')}{rest}", base, "", m.group("when"))


def _report_to(m: re.Match[str], clause: str) -> Fact | None:
    """'I report to Daniel, our CEO': the user's manager (a boss, as "my boss is Daniel" is stored)."""
    name = m.group("name")
    if name.split()[0].casefold() in NOT_NAMES or lexicon.common(name.split()[0].lower()):
        return None
    role = f", the {m.group('role')}" if m.group("role") else ""
    return Fact("relationship", f"User reports to {name}{role}", attribute="manager", value=name.lower(),
                persons=[PersonMention(name=name, relation="boss")])


def _live_in_tool(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I live in Neovim btw, with gruvbox dark': the tool used all day (and its theme)."""
    tool = m.group("tool")
    used = _uses_object(tool, f"I use {tool}")
    if used is None:
        return None
    out = [used]
    if (theme := _WITH_THEME.match(m.group("rest"))) and not _vague(theme.group("theme")):
        name = theme.group("theme").strip()
        tone = re.search(r"\b(dark|light)\b", name, re.I)
        out.append(Fact("preference", f"User uses the {name} theme", attribute="preferred_theme" if tone else None,
                        value=tone.group(1).lower() if tone else None))
    return out


def _new_part(m: re.Match[str], clause: str) -> Fact | None:
    """'I will have a new hip on 17 March': the operation ahead, named as one is ("a hip replacement"; "a new kidney"
    is a kidney transplant), so that the operation had ends it."""
    said = re.sub(r"\bnew\s+((?:left\s+|right\s+)?(?:knee|hip|shoulder))\b", r"\1 replacement", clause, count=1, flags=re.I)
    said = re.sub(r"\bnew\s+(kidney|liver|lung|cornea|heart\s+valve)\b", r"\1 transplant", said, count=1, flags=re.I)
    return _fact("episode", said)


def _need_procedure(m: re.Match[str], clause: str) -> Fact | None:
    """'the doctor says I need a new knee, the left one': a procedure ahead."""
    return _fact("constraint", clause)


def _future_trip(m: re.Match[str], clause: str) -> Fact | None:
    """'Next month I will go back to Chengdu two weeks': a trip planned to a named place."""
    place = m.group("place")
    if not proper_value(place) or place.split()[0].casefold() in NOT_NAMES:
        return None
    when = m.group("when")
    body = en.third_person(clause[m.end("when"):].strip(" ,") if when else clause)
    return Fact("goal", f"{body} {when.lower()}" if when else body)


_BODY_PARTS = (r"(?:knees?|back|lower\s+back|shoulders?|wrists?|ankles?|hips?|neck|elbows?|feet|foot|hands?|fingers?|toes?"
               r"|hamstrings?|calf|calves|achilles|shins?|ribs?|jaw|eyes?|ears?|stomach|gut|skin|asthma|migraines?|allergies)")
# what a body part has been like, with how long: "my knee has been bad since August"
_AILING = (r"(?:bad|sore|painful|stiff|weak|swollen|injured|dodgy|iffy|playing\s+up|acting\s+up|hurting|killing\s+me"
           r"|giving\s+me\s+(?:trouble|grief|problems)|a\s+problem|worse|really\s+bad)")


def _ailing(m: re.Match[str], clause: str) -> Fact | None:
    """'my knee has been bad since August', 'my back has been killing me for weeks': a lasting
    ailment (with how long it has lasted) is a constraint on what suits the user; a passing
    one ("my eyes are tired") is not kept."""
    how_long = m.group("since")
    if not how_long:
        return None
    part = m.group("part").lower()
    state = " ".join(m.group("state").lower().split())
    state = {"killing me": "painful"}.get(state, re.sub(r"^giving me ", "causing ", state))
    have = "have" if re.search(r"(?:s|feet|calves)$", part) and part not in {"achilles", "asthma"} else "has"
    return Fact("constraint", f"User's {part} {have} been {state} {how_long.strip()}")


def _was_offered(m: re.Match[str], clause: str) -> Fact | None:
    """'I got offered the clinical director job at a practice in Cardiff': an offer the user had,
    said with what it was ("the" points at nothing months later: "a")."""
    what = re.sub(r"^the\s+", "a ", m.group("what"), flags=re.I)
    what = re.sub(r"^a\s+(?=[aeiou])", "an ", what, flags=re.I)
    rest = m.group("rest").strip()
    if not rest and len(what.split()) < 3:
        return None  # "I got offered the job": which job was said before
    return Fact("episode", f"User was offered {what}{' ' + rest if rest else ''}")


def _offered_me(m: re.Match[str], clause: str) -> Fact | None:
    """'ubisoft gave me a return offer for next summer': something the user got, from whom."""
    org = m.group("org")
    if org.casefold() in NOT_NAMES - {"google", "amazon", "apple", "microsoft", "meta", "stripe", "shopify"} \
            or lexicon.common(org) or org.lower() in {"they", "he", "she", "someone", "everyone", "it"}:
        return None
    name = org if org[:1].isupper() else titled(org)
    return Fact("episode", f"User got {m.group('what')} from {name}{m.group('rest')}")


def _work_where_schedule(m: re.Match[str], clause: str) -> Fact | None:
    """'i work at the campus library 15 hours a week': a job by its place and hours."""
    return Fact("habit", f"User works {m.group('where')} {m.group('sched')}", attribute=SCHEDULE_PREFIX + "work",
                value=m.group("sched").lower())


def _widowed(m: re.Match[str], clause: str) -> Fact | None:
    """'I have been a widower since 2021', 'I'm divorced': the user's marital status."""
    state = m.group("state").lower()
    value = {"widow": "widowed", "widower": "widowed"}.get(state, state)
    rest = m.group("rest") or ""
    noun = f"a {state}" if state in {"widow", "widower"} else state
    lead = "has been" if rest.strip().lower().startswith(("since", "for")) and re.match(r"(?:i've|i have)", clause, re.I) else "is"
    return Fact("identity", f"User {lead} {noun}{rest}", attribute="marital_status", value=value)


def _separated_from(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm separated from my husband Ronan', 'I divorced my wife last year', "I'm separated from the kids' dad, Ronan":
    the couple ended (negative: it supersedes "User's husband is Ronan", and is not read as the husband he was)."""
    rel = m.group("rel").lower()
    name = m.group("name")
    if name is not None and (name.casefold() in NOT_NAMES or lexicon.common(name.lower())):
        return None
    how = m.group("how").lower()
    divorced = how.startswith("divorce")
    state = "divorced" if divorced else "separated"
    if m.group("kids"):
        whose = f"{m.group('kids').lower().replace('our ', 'their ').replace('my ', 'their ')} {rel}"
        held = "spouse" if divorced else "partner"
        relation = "ex-partner"
    else:
        tie = _RELATION_ATTRIBUTE.get(rel) if rel in _COUPLE_WORDS else None
        if tie is None or tie not in {"spouse", "partner"}:
            return None
        held = tie
        whose = f"their {rel}"
        held = "spouse" if divorced else held
        relation = f"ex-{rel}"
    said = f"{whose} {name}" if name and not m.group("kids") else (f"{name}, {whose}" if name else whose)
    lead = m.group("lead").lower()
    if lead == "i got":
        verb = f"got {state} from"
    elif lead == "i":
        verb = "divorced" if not m.group("from") else f"{state} from"
    else:
        verb = f"{'has been' if lead.endswith('been') else 'is'} {state} from"
    fact = Fact("relationship", f"User {verb} {said}{en.rewrite_rest(m.group('when') or '')}", attribute=held,
                value=name.lower() if name else None, polarity="negative", reports_change=True)
    if name:
        fact.persons = [PersonMention(name=name, relation=relation)]
    return fact


_COUPLE_WORDS = frozenset("partner girlfriend boyfriend husband wife fiance fiancé fiancee fiancée".split())


def _divorce_final(m: re.Match[str], clause: str) -> Fact | None:
    """'the divorce was finalised last week', 'my divorce came through in March': the user is divorced now."""
    return Fact("identity", f"User's divorce {m.group('verb').lower()} {m.group('done').lower()}{m.group('when') or ''}",
                attribute="marital_status", value="divorced", reports_change=True)


def _no_interest(m: re.Match[str], clause: str) -> Fact | None:
    """'I have no interest in social media': a taste, negative."""
    obj = re.split(r"\s+and\s+(?:would|i'd|i\s+would|please)\b|\s*,", m.group("obj"))[0]
    if not _ok_object(obj) or _vague(obj):
        return None
    return Fact("preference", f"User has no interest in {en.rewrite_rest(obj)}", attribute="likes", value=head_value(obj),
                polarity="negative")


def _born_news(m: re.Match[str], clause: str) -> Fact | None:
    """'Esi was born yesterday morning', 'Baby Lucas was born on 24 September': the user announcing a birth by the
    baby's name alone is announcing their own child ("my sister's baby Leo was born" names whose it is, and is not
    read here); with a date, only with "baby" before the name (a date alone may be anyone's birthday)."""
    name = m.group("name")
    if name.casefold() in NOT_NAMES or lexicon.common(name.lower()):
        return None
    if re.match(r"on\s+(?:the\s+)?\d|on\s+[a-z]+\s+\d", m.group("when"), re.I) and not re.match(r"(?:our\s+)?(?:baby|little)\s", clause, re.I):
        return None  # "Shakespeare was born on 23 April": a date of anyone's birth; "Baby Lucas was born on …" is news
    fact = Fact("relationship", f"User's child {name} was born {m.group('when').strip()}")
    fact.persons = [PersonMention(name=name, relation="child")]
    return fact


def _pet_named(m: re.Match[str], clause: str) -> Fact | None:
    """'I have a cat too, her name is Mel': a pet, by name."""
    name = m.group("name")
    if name.casefold() in NOT_NAMES:
        return None
    fact = Fact("relationship", f"User has a {m.group('pet').lower()} named {name}")
    fact.persons = [PersonMention(name=name, relation=m.group("pet").lower() if m.group("pet").lower() in RELATIONS else None)]
    return fact



def _pet_called(m: re.Match[str], clause: str) -> Fact | None:
    """'I have a cat called Pixel', 'I have a corgi named Pepper': the user's pet, a person of its kind (a breed is a
    dog: PET_KINDS), the breed kept in the summary."""
    said = " ".join(m.group("pet").lower().split())
    # (a breed that is another word too is a dog when it has a dog's name: "a boxer named Diesel", "a pit bull named Tank")
    kind = PET_KINDS.get(said, "dog" if said in DOG_BREEDS or said in _DOG_NAMED_ONLY else said)
    name = m.group("name")
    if kind not in _PET_WORDS:
        return None  # (any capitalised word after "called" is its name: "a cat called Pixel", "a dog called Lucky")
    age = m.group("age") or ""
    if age or said not in _PET_WORDS | {"puppy", "kitten", "tabby"}:  # a breed or an age: said as it was
        written = " ".join(m.group("pet").split())  # ("a German shepherd": the breed as written)
        fact = Fact("relationship", f"User has {en.article(age or said)} {age}{written} named {name}")
    else:
        fact = Fact("relationship", f"User's {kind} is {name}")  # as "my cat is called Juniper" says it
    fact.persons = [PersonMention(name=name, relation=kind)]
    return fact


_PET_WORDS = frozenset("dog cat rabbit hamster parrot horse pony tortoise ferret budgie".split())
# breeds left out of the dog words for being other words too, a dog only with a name after them
_DOG_NAMED_ONLY = frozenset({"boxer", "pointer", "setter", "lab", "pit", "bulldog", "staffy", "mastiff", "springer", "maltese", "akita"})
# ... as a summary says its kind ("User's dog is Bean", "User's cat Miso is 9")
_PET_KIND = "|".join(sorted(_PET_WORDS | {"guinea pig"}, key=len, reverse=True))
_CONDITIONS = (r"(?:high|low)\s+blood\s+pressure|(?:borderline\s+)?pre-?diabetes|(?:type\s+[12]\s+|gestational\s+)?diabetes|asthma|epilepsy|arthritis|crohn's|ibs|migraines"
               r"|sleep\s+apnea|sleep\s+apnoea|a\s+bad\s+back|a\s+heart\s+condition|celiac\s+disease|coeliac\s+disease|adhd|long\s+covid"
               r"|eczema|psoriasis|hay\s+fever|tinnitus|hearing\s+loss|endometriosis|pcos|(?:iron[\s-]deficiency\s+)?an(?:a)?emia"
               # ("my doctor said my iron is super low": a level found low, lived with until it is treated)
               r"|low\s+(?:iron|ferritin|vitamin\s+d|vitamin\s+b12|b12)|(?:iron|vitamin\s+d|vitamin\s+b12|b12)\s+deficiency|high\s+cholesterol"
               r"|acid\s+reflux|hypothyroidism|fibromyalgia"
               r"|(?:a\s+)?(?:bad|dodgy|weak|gammy|dicky|busted|wonky|crook|sore|bum|trick|dodgey)\s+(?:(?:left|right|lower)\s+)?"
               r"(?:knee|knees|back|hip|hips|shoulder|ankle|wrist|neck|elbow|heart|foot|feet)"
               r"|(?:an?\s+)?(?:(?:left|right|lower)\s+)?(?:knee|back|hip|shoulder|ankle|wrist|neck|elbow)\s+(?:injury|problems?|issues?)"
               # "I have back pain from long driving", "chronic neck pain": a pain that stays, by where it is
               r"|(?:chronic\s+|constant\s+|bad\s+|persistent\s+)?(?:(?:lower|upper)\s+)?(?:back|neck|knee|hip|shoulder|joint)\s+pain"
               # (not a passing one: "back pain today after the gym", "since yesterday", "from sleeping funny")
               r"(?!\s+(?:today|tonight|this\s+(?:morning|week|evening)|since\b|after\b|at\s+the\s+moment|right\s+now|from\s+sleeping))"
               # "I have prostate cancer": a cancer, by where it is
               r"|(?:(?:prostate|breast|bowel|lung|skin|ovarian|cervical|thyroid|bladder|kidney|pancreatic|colon|colorectal|stomach"
               r"|liver|testicular|blood)\s+)?cancer(?!\s+(?:scare|screening|test|check|charity|research|ward|centre|center|survivor))"
               r"|dyslexia|dyspraxia|dyscalculia|autism|(?-i:PTSD|OCD|MS|CF)|ptsd|copd|lupus|multiple\s+sclerosis|glaucoma|a\s+stammer|a\s+stutter"
               r"|chronic\s+fatigue(?:\s+syndrome)?|a\s+(?:nut|peanut)\s+allergy|osteoporosis|sciatica|vertigo|scoliosis"
               # an injury that lasts weeks: "shin splints", "a stress fracture in my foot", "a torn meniscus", "tennis elbow"
               r"|shin\s+splints|runner's\s+knee|tennis\s+elbow|golfer's\s+elbow|frozen\s+shoulder"
               r"|an?\s+stress\s+(?:fracture|reaction)|an?\s+torn\s+(?:meniscus|acl|ligament|hamstring|calf|achilles|rotator\s+cuff)"
               # ("a rotator cuff tear", "an ACL tear": the same tear, named after where it is)
               r"|(?:an?\s+)?(?:(?:left|right)\s+)?(?:meniscus|acl|ligament|hamstring|calf|achilles|rotator\s+cuff|labral)\s+tear(?![\w-])"
               # ("I have a broken wrist", "a sprained ankle": a bone or joint hurt, for the weeks it heals)
               r"|an?\s+(?:broken|fractured|sprained|dislocated)\s+(?:(?:left|right)\s+)?(?:wrist|ankle|arm|leg|foot|collarbone|rib|toe"
               r"|finger|hand|elbow|shoulder|knee|hip|nose|jaw)"
               r"|atrial\s+fibrillation|a-?fib|an?\s+arrhythmia|angina|heart\s+failure|kidney\s+stones|gallstones|cataracts"
               r"|an?\s+(?:underactive|overactive)\s+thyroid|macular\s+degeneration|(?:osteo|rheumatoid\s+)arthritis"
               r"|bipolar(?:\s+disorder)?|sickle\s+cell(?:\s+(?:trait|disease|anaemia|anemia))?|thalassa?emia|ha?emophilia"
               r"|cystic\s+fibrosis|lupus|coeliac\s+disease"
               # ("the physio says it's iliotibial band syndrome": a runner's injury that lasts weeks)
               r"|iliotibial\s+band\s+syndrome|itbs"
               # ("I have plantar fasciitis", "restless legs syndrome", "carpal tunnel": named by the part or the sign)
               r"|plantar\s+fasciitis|(?:restless\s+legs?|carpal\s+tunnel|irritable\s+bowel|piriformis|patellofemoral\s+pain"
               r"|raynaud'?s|tourette'?s|sj[oö]gren'?s)(?:\s+(?:syndrome|disease|phenomenon))?"
               # "a slipped disc", "a herniated disc in my neck": a spine's disc out of place
               r"|an?\s+(?:slipped|herniated|bulging|prolapsed|ruptured)\s+disc"
               # "gastritis", "colitis", "tendinitis": an inflammation by its name
               r"|(?!arthritis\b)[a-z]{3,}itis(?!\w)|an?\s+(?:stomach\s+)?ulcer|gout|gerd"
               # "tendinopathy", "neuropathy", "scoliosis": a disorder by its name (not "diagnosis", "hypnosis")
               r"|(?:(?:patellar|achilles|peripheral|diabetic|plantar)\s+)?[a-z]{3,}opathy(?!\w)"
               r"|(?!(?:diagnosis|prognosis|hypnosis|osmosis|symbiosis|metamorphosis)\b)[a-z]{4,}osis(?!\w)")
# ("…, so no more cake": what is given up, "more" said with it)
_HAS_SO_NO = re.compile(rf"\b(?P<has>i(?:\s+have|'ve\s+got|\s+got)\s+(?:{_CONDITIONS}))\s*,?\s+so\s+no\s+(?:more\s+)?"
                        r"(?P<what>[a-z][a-z-]*(?:\s+(?!and\b)[a-z][a-z-]*){0,2}(?:\s+and\s+no\s+[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})?)"
                        r"(?=\s+(?:for\s+now|anymore|any\s+more|at\s+all|for\s+a\s+while)\b|\s*(?:[.!,;]|$))", re.I)
# "I am having knee problem so I cannot walk long distances", "I have asthma so I can't run": the condition and what it
# stops the user doing, one fact
_COND_SO_CANT = re.compile(
    r"\b(?P<has>i(?:\s+have|'ve\s+got|\s+have\s+got|\s+am\s+having|'m\s+having|\s+have\s+been\s+having|'ve\s+been\s+having)\s+"
    rf"(?:a\s+|an\s+|some\s+)?(?:{_CONDITIONS}|(?:(?:left|right|lower)\s+)?(?:knee|back|hip|shoulder|ankle|wrist|neck|elbow)\s+"
    r"(?:problems?|issues?|trouble)))\s*,?\s+so\s+i\s+(?:cannot|can't|can\s+not)\s+(?P<what>[a-z][^,.;!?]{2,50}?)(?=\s*[.!,;]|\s*$)", re.I)


# "I broke my wrist, so no walking for now and no painting either": what the injury rules out while it heals
_INJURED_SO_NO = re.compile(
    r"\b(?P<hurt>i\s+(?:broke|fractured|sprained|tore|snapped|dislocated|cracked)\s+my\s+(?:left\s+|right\s+)?[a-z]+)\s*,?\s+so\s+no\s+"
    r"(?P<a>[a-z]+(?:\s+(?!for\b|and\b|either\b)[a-z]+)?)(?P<now>\s+for\s+(?:now|a\s+while|\w+\s+weeks))?"
    r"(?:\s+(?:and|or)\s+no\s+(?P<b>[a-z]+(?:\s+(?!for\b|either\b)[a-z]+)?))?(?:\s+either)?(?P<now2>\s+for\s+(?:now|a\s+while|\w+\s+weeks))?"
    r"(?=\s*(?:[.!;]|$))", re.I)


def _injured_so_no(m: re.Match[str]) -> str:
    what = m["a"] + (f" and {m['b']}" if m["b"] else "")
    return f"{m['hurt']} and must avoid {what}{m['now'] or m['now2'] or ''}"


# "my knee's been acting up and the physio says no running for 6 weeks": an ailment said without how long it has
# lasted is kept when a clinician rules something out for it - what is ruled out, and why, one constraint
_AILING_THEN_TOLD = re.compile(
    rf"\bmy\s+(?:(?:left|right|bad|dodgy|old)\s+)?(?P<part>{_BODY_PARTS})(?:\s+(?:has|have|is|are)|['’](?:s|ve|re))\s+"
    rf"(?:been\s+)?(?:(?:really|pretty|quite|so)\s+)?{_AILING}(?:\s+(?:again|lately|recently))?\s*,?\s+(?:and|so)\s+"
    r"(?P<told>(?:the|my)\s+(?:doctor|doc|gp|physio|physiotherapist|surgeon|specialist)\s+(?:says|said|told\s+me)\s+(?:that\s+)?"
    r"no\s+[^.!?]+?)\s*(?=[.!?]|$)", re.I)
# "im going round every sunday to sort his pills", "I'm visiting my dad every Sunday": a routine said in the
# progressive, as the present ("going to" only with a place after it: "I'm going to start running every day" is a plan)
_PROGRESSIVE_HABIT = re.compile(r"^(?P<s>i'm|i\s+am|im|we're|we\s+are)\s+(?:now\s+|also\s+)?(?P<v>going(?=\s+(?:round|over|out|home"
                                r"|to\s+(?:the|my|a|an|church|mass|class)\b|[a-z]+ing\b))|visiting|calling|seeing|doing|playing|taking)\b"
                                r"(?=[^.!?,]{0,60}?\b(?:every|each)\s)", re.I)
_PROGRESSIVE_BASE = {"going": "go", "visiting": "visit", "calling": "call", "seeing": "see", "doing": "do", "playing": "play",
                     "taking": "take"}
# ("ive joined the mens shed in Torry we go tuesdays": the same, dictated without the comma)
_JOINED_WE = re.compile(r"\b(?P<head>(?:joined|(?<=\bI\s)(?:sing|play)\s+in)\s+(?:a|an|the|my|our)\s+(?:[^,.!?]|(?<=\bSt)\.){2,60}?)(?:\s*,\s*|\s+)(?:and\s+)?(?:we|they)\s+"
                        r"(?P<v>meet|rehearse|train|play|practi[sc]e|run|ride|sing|walk|swim|do|go\s+out|head\s+out|go)(?=\s+(?:every|each|on)\s"
                        r"|\s+(?:the\s+(?:first|second|third|fourth|last)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b"
                        r"|\s+[a-z]+(?:\s+[a-z]+){0,3}\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\s+at\s+\d)", re.I)
_GO_DAYS = re.compile(r"\s+(?P<days>(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b(?:\s+and\s+(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day).*)?\s*$",
                      re.I)
# "…, so no jumping please", "so no heavy recipes pls": a request about the answer, not what the condition rules out
_ASKING_WORD = re.compile(r"\b(?:please|pls|plz|thanks|ideas|suggestions|recipes|exercises|workouts|options)\b", re.I)
_THIRD_OF = {"do": "does", "go": "goes", "practice": "practices", "practise": "practises"}
_DAY_ONCE = re.compile(r"(?<![Ee]very\s)(?<![Ee]ach\s)(?<!first\s)(?<!second\s)(?<!third\s)(?<!last\s)(?<!this\s)(?<!next\s)\b(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day\b(?!s)(?=\s+(?:at|morning|evening|night|afternoon)\b)")
_ACRONYM_CONDITIONS = frozenset("adhd ibs pcos ocd ptsd copd ms cf".split())


# What a person says they are and lives with ("I'm dyslexic", "colour blind", "deaf in one ear")
_TRAIT_CONDITIONS = (r"dyslexic|dyspraxic|autistic|neurodivergent|visually\s+impaired|sight\s+impaired|on\s+the\s+(?:autism\s+)?spectrum|colou?r[\s-]?blind"
                     r"|deaf(?:\s+in\s+(?:one|my\s+(?:left|right))\s+ear)?|hard\s+of\s+hearing|partially\s+(?:sighted|deaf)"
                     r"|blind\s+in\s+(?:one|my\s+(?:left|right))\s+eye|short[\s-]sighted|near[\s-]?sighted|long[\s-]sighted"
                     r"|far[\s-]?sighted|an(?:a)?emic|immunocompromised|hypermobile|a\s+wheelchair\s+user|in\s+a\s+wheelchair|(?:registered\s+|partially\s+)?blind(?!\s+(?:drunk|spot|date|side|eye\s+to))")
# Who a person says they are, lasting traits ("left-handed", "a night owl", "an only child"); the two-word ones
# (capitals.TRAIT_PAIRS) also said without their article, as a learner of English may ("I am night owl")
_TRAIT_NOUNS = (rf"introvert|extrovert|extravert|ambivert|{capitals.TRAIT_PAIRS}"
                r"|(?:identical\s+|fraternal\s+)?twin|single\s+(?:mum|mom|dad|parent|mother|father)"
                r"|(?:mum|mom|mother|dad|father|parent|grandmother|grandfather|grandma|grandpa|granny|nan)\s+of\s+(?:one|two|three|four|five"
                r"|six|seven|eight|nine|ten|\d{1,2})|(?:neat|clean|control|health|fitness|gym)\s+freak|perfectionist|workaholic|foodie|bookworm"
                r"|homebody|gym\s+rat|couch\s+potato|adrenaline\s+junkie|overthinker|people[\s-]pleaser|type\s+a\s+person")
_TRAITS = (r"left[\s-]handed|right[\s-]handed|ambidextrous|introverted|extroverted|extraverted"
           rf"|(?:{lexicon.IDENTITIES_RE})(?!-)"
           # ("a trans man", "a trans woman": who one is, with the article)
           r"|an?\s+trans(?:gender)?\s+(?:man|woman|guy|girl|lad|person)\b"
           r"|the\s+(?:eldest|oldest|youngest|middle)\s+(?:child|kid|one|of\s+(?:two|three|four|five|six|seven|eight|\d))"
           rf"|an?\s+(?:(?:real|total|proper|big|huge|massive|complete|natural|true|bit\s+of\s+an?)\s+)?(?:{_TRAIT_NOUNS})"
           rf"|(?:{capitals.TRAIT_PAIRS})")


def _losing_sense(m: re.Match[str], clause: str) -> Fact:
    """'My hearing is going in the left ear', 'I'm going deaf in one ear': a sense being lost, a condition to allow for."""
    sense = (m.group("sense") or m.group("sense2") or ("hearing" if m.group("gone") == "deaf" else "sight")).lower()
    sense = "sight" if sense in {"eyesight", "vision"} else sense
    where = re.sub(r"(?i)\bmy\b", "the", m.group("where") or "")
    return Fact("constraint", f"User is losing their {sense}{where}", attribute="condition", value=f"{sense} loss")


def _trait(type_: str) -> Handler:
    """'I'm left-handed', 'I'm a night owl, do my best work after midnight', 'I'm colour blind so keep
    charts readable': the trait alone, not what is said after it (but where the user is from)."""
    def handler(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
        trait = " ".join(m.group("trait").split())
        # the trait itself as the value, so "I'm not a morning person (anymore)" contradicts "I'm a morning person"
        value = re.sub(r"^(?:(?:really|just|also|definitely|so|not|very|quite|totally|severely|mildly|partially|more\s+of|such"
                       r"|a\s+bit\s+of|a\s+bit|kind\s+of|real|total|proper|big|huge|massive|complete|natural|true|bit\s+of|a|an|the)\s+)*", "",
                       trait.lower())
        if re.match(rf"(?:(?:not|really|just|also|definitely|so)\s+)*(?:{capitals.TRAIT_PAIRS})", trait, re.I):
            # "I am night owl": a night owl ("an early bird")
            trait = re.sub(rf"(?={capitals.TRAIT_PAIRS})", lambda w: "an " if trait[w.start()] in "aeiouAEIOU" else "a ", trait,
                           count=1, flags=re.I)
        fact = Fact(type_, en.third_person("I am " + trait), attribute="condition" if type_ == "constraint" else "trait",
                    value=re.sub(r"[\s-]+", " ", value), polarity="negative" if re.search(r"\bnot\b", trait, re.I) else "positive")
        if re.match(r"single\s", value) and (kids := _PARENT_TO.match(clause, m.end())) \
                and 1 <= (n := len(re.findall(r"(?-i:[A-Z])[\w'’-]+", kids["names"]))) <= 6:
            # "a single mom to Jayden (8) and Mia (5)": the children, by name, as "I have two kids, …" says them
            return [fact, *_read_by_rules(f"I have {_COUNT_WORDS[n]} {'kid' if n == 1 else 'kids'}, {kids['names']}")]
        home = _TRAIT_HOME.match(clause, m.end())
        if home is None or (value_ := proper_value(home.group("place"))) is None:
            return fact
        # "a single mum from Glasgow", "an only child from Cork": where they are from, as "a nurse from Leeds" says it
        return [fact, Fact("identity", f"User is from {home.group('place')}", attribute="hometown", value=value_)]

    return handler


_PARENT_TO = re.compile(r"\s+(?:to|of)\s+(?:(?:my\s+)?(?:two|three|four|\d)\s+(?:kids|children|boys|girls)\s*,?\s*)?"
                        r"(?P<names>(?-i:[A-Z])[\w'’-]+(?:\s*\(\d{1,2}\))?(?:(?:\s*,\s*|\s+and\s+)(?-i:[A-Z])[\w'’-]+(?:\s*\(\d{1,2}\))?){0,5})\s*[.!]*$")
_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_TRAIT_HOME = re.compile(r"\s+from\s+(?P<place>(?-i:[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}))\s*(?:[,.!]|$)")


def _flare(m: re.Match[str], clause: str) -> Fact | None:
    """'my gout is flaring up again': the condition the user has ("User has gout"), the bout left."""
    cond = " ".join(m.group("cond").lower().split())
    if cond.startswith(("a ", "an ", "some ")):
        return None  # ("a torn meniscus flared up": a bout, not named as what the user has)
    return Fact("constraint", f"User has {cond.upper() if cond in _ACRONYM_CONDITIONS else cond}")


_IN_BODY_PART = re.compile(r"\s+in\s+(?P<whose>my|the|both)\s+(?P<part>(?:(?:left|right|lower|upper)\s+)?(?:knees?|hips?|hands?|fingers"
                           r"|wrists?|shoulders?|back|neck|feet|foot|ankles?|elbows?|spine|eyes?|ears?|thumbs?|toes|legs?|arms?|lungs?"
                           r"|joints))\b(?!['’])", re.I)


def _contract_ended(m: re.Match[str], clause: str) -> Fact | None:
    """'my contract with the TV station ended on 1 July (because of budget)': the work for them over, and when."""
    org = " ".join(m.group("org").split())
    if re.match(r"(?:it|them|her|him|this|that)$", org, re.I):
        return None
    when = m["when"] or ""
    lead = "in" if _MONTH_ONLY.match(when) else "on"
    how = "was terminated" if re.search(r"\bwas\s+terminated\b", m.group(0), re.I) else "ended"
    return Fact("episode", f"User's contract with {org} {how}" + (f" {lead} {when}" if when else "")
                + (f" {m['rel'].lower()}" if m["rel"] else ""))


_MONTH_ONLY = re.compile(r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:\s+\d{4})?$", re.I)


def _condition(m: re.Match[str], clause: str) -> Fact | None:
    """'got high blood pressure, doc says cut the salt': a condition the user lives with."""
    cond = " ".join(m.group("cond").lower().split())
    cond = cond.upper() if cond in _ACRONYM_CONDITIONS else cond
    rest = clause[m.end("cond"):]
    if (where := _IN_BODY_PART.match(rest)) and not re.search(r"\b(?:in|of)\b", cond):
        # "arthritis in my left hand", "osteoarthritis in both knees": where it is, part of what the user lives with
        cond = f"{cond} in {'both' if where['whose'].lower() == 'both' else 'their'} {' '.join(where['part'].lower().split())}"
        rest = rest[where.end():]
    if cannot := _AND_CANNOT.match(rest):
        return Fact("constraint", f"User has {cond} and cannot {en.rewrite_rest(cannot.group('what'))}")
    if avoid := _SO_NO.match(rest):
        # "I have gastritis, so no coffee and no spicy food for now": what the condition rules out
        what = [w for w in re.split(r"\s*,\s*|\s+(?:and|or)\s+(?:no\s+)?", avoid.group("what")) if w]
        if what and all(ok_object(w) and len(w.split()) <= 3 and not re.search(r"\b(?:me|us|my|our|i)\b", w)
                        and not _ASKING_WORD.search(w) for w in what):
            return Fact("constraint", f"User has {cond} and must avoid {' and '.join(what)}")
    return Fact("constraint", f"User has {cond}")


def _having_trouble(m: re.Match[str], clause: str) -> Fact | None:
    """'I am having knee problem', "I've been having back trouble": the joint's trouble, as 'I have knee problems'."""
    cond = " ".join(m.group("cond").lower().split())
    cond = f"{'a ' if m.group('what').lower() in {'problem', 'issue'} else ''}{cond}"
    if cannot := _AND_CANNOT.match(clause[m.end("cond"):]):  # "… knee problem and cannot walk long distances"
        return Fact("constraint", f"User has {cond} and cannot {en.rewrite_rest(cannot.group('what'))}")
    return Fact("constraint", f"User has {cond}")


_AND_CANNOT = re.compile(r"\s+and\s+cannot\s+(?P<what>[a-z][a-z ,'-]{2,50}?)\s*[.!]*$", re.I)


def _healed(m: re.Match[str], clause: str) -> Fact | None:
    """'wrist is back to normal', 'my ankle has healed': the injury is over, "User's wrist has healed" (the negation
    of the ``condition`` "bad wrist" that "I broke my wrist" is)."""
    part = m.group("part").lower()
    return Fact("constraint", f"User's {part} has healed", attribute="condition", value=f"bad {part}",
                polarity="negative", reports_change=True)


# a reading that is too high when it is a condition ("high blood pressure", "high cholesterol")
_READINGS = {"blood pressure": "high blood pressure", "bp": "high blood pressure", "cholesterol": "high cholesterol",
             "blood sugar": "high blood sugar"}
# the ways a blood sugar reading is named ("my sugars", "blood glucose", "sugar levels"): one reading, "blood sugar"
_SUGAR_SAID = re.compile(r"^(?:blood\s+)?(?:sugars?|glucose)(?:\s+levels?)?$")


def _reading_down(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'blood pressure's down', 'my cholesterol is back to normal': the condition the high reading was is over,
    "User's blood pressure is down" (the negation of the ``condition`` "high blood pressure")."""
    said = " ".join(m.group("what").lower().split())
    said = "blood sugar" if _SUGAR_SAID.match(said) else said
    name = "blood pressure" if said == "bp" else said
    how = m.group("how").lower()
    if how in ("better", "lower", "improved"):
        # "my cholesterol is better anyway": the high reading is over as "down" says it; "better than last year", "better
        # but still high", "not much better" are not
        if re.search(r"\b(?:than|still|but|not|bit|slightly|little)\b", m.string[m.end("how"):], re.I) \
                or re.search(r"\b(?:not|isn't|aren't|never)\b", m.string[: m.start("how")], re.I):
            return None
        how = "better"
    down = Fact("constraint", f"User's {name} is {how if how in ('down', 'better') else 'back to normal'}",
                attribute="condition", value=_READINGS[said], polarity="negative", reports_change=True)
    # "Blood pressure's down, can ease up on salt": the leave it gives, said after it in the same breath
    if (eased := _EASED.match(re.sub(r"^\s*(?:[,;]|\s(?:and|so))\s*", "", clause[m.end("how"):]))) is not None:
        return [down, _eased(eased, clause)]  # (one piece of news: _eased_with_reading)
    return down


_EASED = re.compile(r"^(?:i\s+)?can\s+(?:(?:now|finally|start\s+to)\s+)?(?:ease\s+(?:up\s+on|off(?:\s+on)?)|relax\s+(?:on|about))\s+(?:the\s+)?"
                    r"(?P<what>salt|sugar|carbs|fat|caffeine|coffee|alcohol|dairy|red\s+meat|fluids|exercise|training)"
                    r"(?:\s+(?:now|a\s+bit|a\s+little|again))*\s*[.!]*$", re.I)


def _takes_transport(m: re.Match[str], clause: str) -> Fact | None:
    """'I take the bus now', 'I get the train to work these days': how the user gets about, a habit ("User takes the
    bus", "User takes the train to work"); said with where to or how often only (not "I take the bus, it's quicker")."""
    where = " ".join((m.group("where") or "").lower().split())
    if not (where or m.group("when") or m.group("now")):
        return None
    return Fact("habit", f"User takes the {m.group('mode').lower()}{' ' + where if where else ''}")


def _eased(m: re.Match[str], clause: str) -> Fact:
    """'(the doctor says) I can ease up on the salt now': a limit on what the user eats or does, relaxed."""
    return Fact("constraint", f"User can ease up on {m.group('what').lower()}", reports_change=True)


_READING_DOWN = re.compile(r"^User's (?:blood pressure|cholesterol|blood sugar) is (?:down|better|back to normal)$")

# A condition that passes, said to have gone: "the gestational diabetes has gone", "my eczema has cleared up"
# (a lasting one, "my asthma has gone", or one bout, "my migraine has gone", is not read)
_PASSING_CONDITIONS = (r"gestational\s+diabetes|(?:borderline\s+)?pre-?diabetes|eczema|psoriasis|an(?:a)?emia|sciatica"
                       r"|acid\s+reflux|gout|high\s+blood\s+(?:pressure|sugar)|high\s+cholesterol")


def _condition_gone(m: re.Match[str], clause: str) -> Fact | None:
    """'the gestational diabetes has gone', 'my eczema has cleared up': a condition that passes is over, "User's
    gestational diabetes has gone" (the negation of its ``condition``; a diabetes that passes is the high blood sugar
    it was, so a lasting diabetes told beside it is not ended: mercuryd/brain/service.py ``_sugar_normal``)."""
    cond = " ".join(m.group("cond").lower().split())
    value = "high blood sugar" if "diabet" in cond else health_condition(cond)
    if value is None:
        return None
    verb = m.group("how").lower().split()[0]
    said = {"gone": "has gone", "cleared": "has cleared up", "resolved": "has resolved", "over": "is over",
            "went": "has gone", "disappeared": "has gone"}.get(verb, "has gone")
    return Fact("constraint", f"User's {cond} {said}", attribute="condition", value=value, polarity="negative",
                reports_change=True)
_EASED_SAID = re.compile(r"^User can ease up on (?P<what>.+)$")


def _eased_with_reading(facts: list[Fact]) -> list[Fact]:
    """"Blood pressure's down, so doc says I can ease up on the salt": one piece of news, "User's blood pressure is down
    and they can ease up on salt" (the condition's end, and the limit it eases, said in the same message)."""
    for down in facts:
        if down.attribute != "condition" or not _READING_DOWN.match(down.summary):
            continue
        eased = next((f for f in facts if _EASED_SAID.match(f.summary) and set(f.refs) & set(down.refs)), None)
        if eased is not None and (what := _EASED_SAID.match(eased.summary)) is not None:
            down.summary = f"{down.summary} and they can ease up on {what.group('what')}"
            return [f for f in facts if f is not eased]
    return facts


def _worn_out(m: re.Match[str], clause: str) -> Fact | None:
    """'my knees are shot', 'my back's knackered, doc says both need replacing': a joint the user lives with,
    as 'I have bad knees' says it."""
    part = m.group("part").lower()
    return Fact("constraint", f"User has {'' if part.endswith('s') else 'a '}bad {part}")


_SO_NO = re.compile(r"\s*,?\s+(?:so|and\s+must\s+avoid)\s+(?:no\s+)?(?P<what>[a-z][a-z ,-]{1,60}?)"
                    r"(?:\s+(?:for\s+now|anymore|any\s+more|at\s+all|for\s+a\s+while|for\s+(?:me|us)))*\s*[.!]*$", re.I)


def _have_dated(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'I have the B1 exam on 14 May': read as "my B1 exam is on 14 May" (_dated_mine); "I have a checkup with
    Dr. Brandt on the 24th": with whom kept in it, and a doctor named is linked as the user's doctor."""
    found = _read_by_rules(f"my {m.group('obj')} is {m.group('rest')}", skip=_have_dated)
    if m.group("with"):
        head = f"User's {m.group('obj')} is "
        with_whom = en.rewrite_rest(m.group("with").strip())
        for fact in found:
            if fact.summary.startswith(head):
                fact.summary = f"User's {m.group('obj')} {with_whom} is {fact.summary[len(head):]}"
                if m.group("doctor"):
                    fact.persons = [PersonMention(name=m.group("doctor"), relation="doctor")]
    return found or None


# A count as people say it ("six", "forty-two", "12", "a dozen"), before what is owned
_OWNED_COUNT = (r"(?:\d{1,3}(?:,\d{3})+|\d{1,4}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?"
                r"|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+dozen|several)")
# What a living is made with, counted: vehicles of a fleet, rentals, shops, hives, herds and land
_OWNED_FOR_A_LIVING = (r"(?:matatus|taxis|cabs|minibuses|buses|trucks|lorries|vans|boats|trawlers|tuk-tuks|food\s+trucks|rental\s+(?:flats|houses|properties|units)"
                       r"|flats|apartments|properties|shops|stores|salons|cafes|restaurants|franchises|hives|beehives|colonies|cows|cattle"
                       r"|dairy\s+cows|sheep|goats|pigs|acres|hectares)")


_OWNED_TODAY = re.compile(r"\bto\s+[a-z]+|\b(?:today|tonight|tomorrow|this\s+(?:week|morning|afternoon|evening)|left)\b", re.I)


def _owned(m: re.Match[str], clause: str) -> Fact | None:
    """'I own six matatus', 'at present I have forty-two hives': what the user owns for a living."""
    obj = re.sub(r"\s*,?\s+(?:not|instead\s+of)\s+.*$|\s+after\s+.*$", "", m.group("obj")).rstrip(" .!")
    if _OWNED_TODAY.search(obj):
        return None  # "I have 3 apartments to clean today": the day's work, not what is owned
    verb = "owns" if re.search(r"\b(?:own|run)\b", clause[: m.start("obj")], re.I) else \
        "farms" if re.search(r"\bfarm\b", clause[: m.start("obj")], re.I) else "has"  # "I farm 2,400 acres of durum"
    return Fact("identity", f"User {verb} {en.rewrite_rest(obj)}")


def _commutes_from(m: re.Match[str], clause: str) -> Fact | None:
    """'I drive in from Tohatchi, 40 min each way': the town the user comes to work from, their home (``lives_in``)."""
    place = m.group("obj")
    value = proper_value(place)
    if value is None or lexicon.common(place.split()[0].lower()):
        return None  # "I commute from Monday to Friday"
    return _fact("identity", clause, attribute="lives_in", value=value)


def _home_is(m: re.Match[str], clause: str) -> Fact | None:
    """'Home is Didsbury these days': "User lives in Didsbury" (``lives_in``)."""
    place = m.group("place")
    if lexicon.common(place.split()[0].lower()) or place.casefold() in NOT_NAMES:
        return None  # "Home is Sunday lunch for me", "home is Mum's"
    if not (m.group("in") or m.group("now") or m.group("when")):
        return None  # "Home is Leeds, but …": where the user is from as often as where they live
    since = m.group("when") or ""
    since = f" {since.strip(' ,')}" if since.strip(" ,").lower().startswith("since") else ""
    return Fact("identity", f"User lives in {place}{since}", attribute="lives_in", value=place.lower(), reports_change=True)


def _work_in_kind(m: re.Match[str], clause: str) -> Fact | None:
    """'I work in a bakery in Altona, early shifts': who the user is at work, the employer unnamed (as "I work at
    a bakery" is read)."""
    return _fact("identity", clause) if _GENERIC_WORKPLACE.match(m.group("obj")) else None


def _part_time(m: re.Match[str], clause: str) -> Fact | None:
    """'gonna go part time at the Alfred, 3 days a week from January': how much the user will work (the
    subject dropped in chat is the user)."""
    return _fact("decision", clause if re.match(r"(?:i|i'm|i\s+am|i\s+will|i'll)\b", clause, re.I) else f"I'm {clause}")


def _on_shift(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm on days now, finally off nights', 'back on nights next month': which shift the user works."""
    said = re.sub(r"^the\s+|s$", "", " ".join(m.group("shift").lower().split()))
    shift = {"day": "days", "day shift": "days", "night": "nights", "night shift": "nights", "earlie": "earlies",
             "late": "lates"}[said]
    # ("on the night shift all this month": the month, as its date says it)
    when = re.sub(r"^\s+all\s+(?:of\s+)?(?=(?:this|next)\s+month$)", " ", m.group("when") or "", flags=re.I) \
        + (m.groupdict().get("hours") or "")
    return Fact("habit", f"User works {shift}{when}", attribute=SCHEDULE_PREFIX + "shift", value=shift,
                reports_change=bool(m.group("change") or m.group("now") or when))


def _roster_is(m: re.Match[str], clause: str) -> Fact | None:
    """'my roster is rotating, 2 mornings 2 afternoons 2 nights then 4 off', 'my shifts are nights': the
    shift pattern said of the roster, one value of ``schedule:shift`` as "I work rotating shifts" gives."""
    kind = m.group("kind").lower()
    value = {"rotating": "rotating", "rotation": "rotating", "nights": "nights", "days": "days", "earlies": "earlies",
             "lates": "lates", "all nights": "nights", "all days": "days"}.get(" ".join(kind.split()), kind)
    pattern = " ".join((m.group("pattern") or "").strip(" ,:").split())
    summary = f"User works {'rotating shifts' if value == 'rotating' else value}" + (f": {pattern}" if pattern else "")
    return Fact("habit", summary, attribute=SCHEDULE_PREFIX + "shift", value=value)


def _permanent_shift(m: re.Match[str], clause: str) -> Fact | None:
    """'(it means) permanent day shift 6am to 2:30pm', 'I'm on permanent nights now': a shift that
    stays, which supersedes the pattern before it."""
    kind = _SHIFT_VALUES[m.group("kind").lower()]
    hours = " ".join((m.group("hours") or "").split())
    return Fact("habit", f"User works a permanent {m.group('kind').lower()} shift" + (f", {hours}" if hours else ""),
                attribute=SCHEDULE_PREFIX + "shift", value=kind, reports_change=True)


def _shift_change(m: re.Match[str], clause: str) -> Fact | None:
    """'moving to days from november, 7-3' → 'User is moving to day shifts from November, 7 to 3' (a change
    ahead); 'I've gone back to nights' → 'User works night shifts' (the shift now, which supersedes the one before)."""
    kind = {"earl": "early"}.get(m.group("kind").lower(), m.group("kind").lower())
    rest = re.sub(rf"\b(?:{_MONTH_WORDS})\b", lambda w: w.group(0).capitalize(), m.group("rest") or "", flags=re.I)
    hours = " ".join((m.group("hours") or "").strip(" ,").split())
    hours = re.sub(r"\s*[-–]\s*", " to ", hours)
    tail = f"{rest}" + (f", {hours}" if hours else "")
    if m.group("v").lower().endswith("ing") or m.group("v").lower() in {"move", "switch", "go", "change"}:
        # ("from February I move onto earlies", "From January I go on nights": the present of a change ahead; the hours
        # in brackets before when, so "from January" is given its year: "from January, 22 to 6" was read as a date)
        return Fact("decision", f"User is moving to {kind} shifts" + (f" ({hours})" if hours else "") + rest, reports_change=True)
    if re.match(r"\s+(?:from|as\s+of|starting)\s", tail, re.I):
        # "moved to the day shift from this Monday", said on a Wednesday: the move is done, so its start is behind
        # ("User works day shifts from Monday" would read as the coming one)
        tail = re.sub(r"^\s+(?:from|as\s+of|starting)\s+", " since ", tail, flags=re.I)
    return Fact("habit", f"User works {kind} shifts{tail}", attribute=SCHEDULE_PREFIX + "shift",
                value=_SHIFT_VALUES[kind],
                reports_change=True)


def _time_off_trip(m: re.Match[str], clause: str) -> Fact | None:
    """'taking 2 weeks off in june, going to okinawa with aiko': a trip, when and with whom ("User is taking 2 weeks off
    in June to go to Okinawa with Aiko"); a place in lower case is written as names are."""
    place = " ".join(w if w[:1].isupper() or lexicon.common(w) else w.capitalize() for w in m.group("place").split())
    if not place[:1].isupper():
        return None  # "taking a week off, going to rest": no place
    who = m.group("with") or ""
    who = re.sub(r"(?<=\swith\s)(?!my\b|our\b)([a-z][\w'-]*)$", lambda w: w.group(1) if lexicon.common(w.group(1)) else w.group(1).capitalize(), who)
    when = re.sub(r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b",
                  lambda w: w.group(0).capitalize(), m.group("when") or "", flags=re.I)
    return Fact("episode", en.tidy(f"User is taking {m.group('dur').lower()} off{when} to go to {place}{en.rewrite_rest(who) if who else ''}"))


def _got_the_job(m: re.Match[str], clause: str) -> Fact | None:
    """'got the team leader job!!', 'I landed the head chef role': the user's new role, which supersedes
    the one before (not 'got the job' alone: which job is said elsewhere)."""
    role = " ".join(m.group("role").split())
    if _vague(role) or not (_role(f"{en.article(role)} {role}") or re.search(r"(?:leader|lead|manager|supervisor|head)$", role, re.I)):
        return None
    return Fact("identity", f"User got the {role} {m.group('kind').lower()}", attribute="job_title", value=role.lower(),
                reports_change=True)


def _off_completely(m: re.Match[str], clause: str) -> Fact | None:
    """'im off fizzy completely now', 'I'm off the booze for good': something given up for good."""
    obj = m.group("obj").strip()
    if _vague(obj):
        return None
    return Fact("decision", f"User is off {m.group('the') or ''}{obj} {m.group('how').lower()}", reports_change=True)


def _shifts(m: re.Match[str], clause: str) -> Fact | None:
    """'I work rotating shifts, 2 days 2 nights 4 off', 'I work night shifts': the user's shift pattern."""
    kind = " ".join(m.group("kind").lower().split())
    pattern = (m.group("pattern") or "").strip(" ,:")
    value = {"night": "nights", "graveyard": "nights", "day": "days", "early": "earlies", "late": "lates"}.get(kind, kind)
    # ("I work mostly night shifts", "I mostly work nights": how much of the time is kept)
    mostly = next((w for w in f"{m.group('adv')} {m.group('adv2') or ''}".lower().split() if w in {"mostly", "mainly", "usually"}), "")
    summary = f"User {mostly + ' ' if mostly else ''}works {kind} shifts" + (f": {pattern}" if pattern else "") + (m.group("days") or "") \
        + (m.group("where") or "")
    return Fact("habit", summary, attribute=SCHEDULE_PREFIX + "shift", value=value)


def _retired_in(m: re.Match[str], clause: str) -> Fact | None:
    """'I retired in 2019', 'retired from the Post Office last year': when the user left working life."""
    return _fact("identity", clause)


def _retired(m: re.Match[str], clause: str) -> Fact | None:
    """'after twenty-six years I have retired': the user is retired now, and when they left work."""
    return Fact("identity", f"User retired{m.group('rest')}" if m.group("rest") else "User has retired")


def _retired_as(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I was a school secretary for 31 years before I retired', 'worked as a postman for thirty years
    until I retired': a retired one, as "I'm a retired school secretary" says it (the job held)."""
    role = m.group("role").strip()
    if not _role(f"{en.article(role)} {role}"):
        return None
    years = f" ({m.group('n')} years)" if m.group("n").isdigit() else ""
    # "I was a district nurse in Cardiff for thirty-five years until I retired": where the job was, kept
    where = f" who worked{m.group('where')}" if m.group("where") else ""
    return [Fact("identity", f"User is a retired {role}{years}{where}", attribute="job_title", value=f"retired {role.lower()}")]


def _retired_after_as(m: re.Match[str], clause: str) -> list[Fact] | None:
    """(cap54) 'retired since 2019 after forty years as a quantity surveyor': a retired one, as "I'm a retired quantity
    surveyor" says it, with the years and since when."""
    role = m.group("role").strip()
    if not _role(f"{en.article(role)} {role}"):
        return None
    where = m.group("where") or ""
    since = " ".join((m.group("since") or m.group("since2")).split())
    return [Fact("identity", f"User is a retired {role}{where} ({m.group('n')} years; retired {since})", attribute="job_title",
                 value=f"retired {role.lower()}")]


def _retired_as_where(m: re.Match[str], clause: str) -> list[Fact] | None:
    """(cap54) 'I was headmistress of a girls' school in Cheltenham until I retired': a retired one, the job and
    where it was."""
    role = m.group("role").strip()
    if not _role(f"{en.article(role)} {role}") or (m.group("rest").strip(" ,.") and not re.match(r"\s*in\s+\d{4}\s*$", m.group("rest"))):
        return None
    return [Fact("identity", f"User is a retired {role} {m.group('where').strip()}", attribute="job_title", value=f"retired {role.lower()}")]


def _retired_from_as(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I retired from Amtrak after 38 years as a conductor', 'retired from the railroad BNSF after 38 years as a
    conductor': a retired one, the job held and where, as "a retired conductor" says it."""
    role = m.group("role").strip()
    if not _role(f"{en.article(role)} {role}"):
        return None
    org = m.group("org").strip()
    if not re.search(r"(?-i:[A-Z])", org) and not re.match(r"the\s", org, re.I):
        return None  # "retired from work after 30 years as a nurse": no place named
    years = f"{m.group('n')} years" if m.group("n").isdigit() else f"{m.group('n').lower()} years"
    return [Fact("identity", f"User is a retired {role}, {years} at {org}", attribute="job_title", value=f"retired {role.lower()}")]


def _specialise(m: re.Match[str], clause: str) -> Fact | None:
    """'I specialise in dermatology': the user's field."""
    if _vague(m.group("obj")) or not _ok_object(m.group("obj")):
        return None
    return _fact("identity", clause)


def _off_it(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm off sugar since January': something the user has given up."""
    return _fact("constraint", clause)


# A home and where it is: "a flat in Hackney", "a tiny one-bed near Leith", "our house just outside Cork"
# ("my elder son Vikram's residence in Pune": a relative's home, named with its owner)
_DWELLING = (r"(?:a|an|the|my|our)\s+(?:(?:[\w-]+\s+){0,2}?|(?:[\w-]+\s+){0,2}?[\w-]+['’]s?\s+)(?:flat|house|apartment|studio|one-bed|two-bed"
             r"|three-bed|room|bungalow|cottage|caravan|houseboat|loft|place|condo|townhouse|terrace|semi|farmhouse|maisonette|bedsit"
             r"|residence|home)")
_DWELLING_IN = re.compile(_DWELLING
                          # ("a room in a shared house in Bristol": the home inside a home, then where)
                          + r"(?:\s+in\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:house|flat|houseshare|building|block|apartment))?"
                          r"\s+(?:in|near|just\s+outside|outside|on\s+the\s+edge\s+of)\s+(?P<place>.+)$", re.I)

# a farm lived on, then where ("our old apple orchard just outside Cygnet"): read only where a home is said ("I live on …")
_HOLDING_IN = re.compile(r"(?:a|an|the|my|our)\s+(?:[\w-]+\s+){0,2}?(?:farm|orchard|ranch|smallholding|croft|vineyard)"
                         r"\s+(?:in|near|just\s+outside|outside)\s+(?P<place>.+)$", re.I)


# an employer everyone has, said by what it is: "the council", "the NHS", "the civil service"
_PUBLIC_EMPLOYER = re.compile(
    r"the\s+(?P<who>(?:(?:local|city|county|district|borough|town|parish|regional)\s+)?council|nhs|civil\s+service|government"
    r"|army|navy|raf|royal\s+navy|air\s+force|police|fire\s+service|post\s+office|ambulance\s+service)\b(?!\s+(?:tax|website|estate))", re.I)
_WORK_FOR_SELF = re.compile(r"(?:myself|my\s+self)\s*(?:now|these\s+days)?\s*$", re.I)
_WORK_FOR_KIN = re.compile(r"my\s+(?:dad|father|mum|mom|mother|parents|uncle|aunt|auntie|brother|sister|husband|wife|partner|family"
                           r"|cousin|grandad|granddad|grandfather|father-in-law|brother-in-law|in-laws)(?:'s\s+[\w -]{2,30})?\b", re.I)


# what "live in" says that is no home: "we live in hope", "I live in fear of the bills", "living in the moment"
_LIVED_IN_IDIOM = re.compile(r"(?:hope|fear|dread|denial|terror|limbo|peace|harmony|sin|the\s+(?:moment|past|present|now)"
                             r"|a\s+(?:bubble|dream))\b", re.I)
# a clause with its own subject opening after a comma ("…, the kids love it", "…, my husband got a job here", "…, it's
# great"): not a part of the place said before it ("Leith, Edinburgh")
_NEW_SUBJECT = re.compile(r"(?:(?:the|my|our|his|her|their)\s+[\w'’-]+|it|it's|they|they're|he|she|we|we're|i|i'm"
                          r"|there's|there\s+(?:is|are))\s+[\w'’-]+", re.I)


def _place(attribute: str, require_proper: bool) -> OneFact:
    def handler(m: re.Match[str], clause: str) -> Fact | None:
        obj = m.group("obj")
        if attribute == "lives_in":
            if _LIVED_IN_IDIOM.match(obj):
                return None  # "we live in hope, …": a way of living, no home
            if ", " in obj and (head := obj.split(", ", 1))[0] and _NEW_SUBJECT.match(head[1]):
                # "we live in Galway now, the kids love it": the home, and a clause of its own after the comma
                clause, obj = clause[: len(clause) - len(obj)] + head[0], head[0]
        if not _ok_object(obj) or obj[:1].isdigit():
            return None
        value = proper_value(obj)
        if value is None and (home := _DWELLING_IN.match(obj) or _HOLDING_IN.match(obj)):
            value = proper_value(home.group("place"))  # "a one-bed in Hackney": where the home is
        if value is None and attribute == "works_at" and (public := _PUBLIC_EMPLOYER.match(obj)):
            # "I work for the council", "i work for the nhs": a public employer, named by what it is
            employer = " ".join(public.group("who").lower().split())
            said = clause[: len(clause) - len(obj)] + ("the NHS" if employer == "nhs" else public.group(0)) + obj[public.end():]
            return _fact("identity", said, attribute=attribute, value=employer)
        if value is None and attribute == "works_at" and _WORK_FOR_SELF.match(obj):
            return Fact("identity", "User is self-employed")  # "I work for myself"
        if value is None and attribute == "works_at" and _WORK_FOR_KIN.match(obj):
            return _fact("identity", clause)  # "I work for my dad on the farm": who they work for, no employer's name
        if value is None and require_proper:
            if attribute == "works_at" and _GENERIC_WORKPLACE.match(obj):
                # "I work for a fintech in Lisbon", "I work at a hospital": the kind of employer, unnamed (no
                # employer to supersede, but who they are at work)
                return _fact("identity", clause)
            return None
        clause = re.sub(r"^(?:i'm|i am)\s+living\s+in\b", "I live in", clause, flags=re.I)
        clause = re.sub(r"^(?=renting\b)", "I'm ", clause, flags=re.I)  # "…! renting in Newtown": typed without "I'm"
        return _fact("identity", clause, attribute=attribute if value else None, value=value)

    return handler


# "a backend engineer at Stripe", "an ER nurse at Hospital de São João in Porto",
# "a retired third-grade teacher in Minneapolis", "freelance product designer based in Bangalore"
# Titles said with the department they head ("VP of Sales", "head of marketing")
_TITLES_OF = frozenset("vp svp evp avp head director chief president vice-president manager lead dean professor".split())
# what a job is done on at sea ("a medic on a platform", "a cook on a trawler")
_AT_SEA = frozenset("ship boat ferry rig platform trawler vessel tanker barge liner yacht tug dredger".split())
_ROLE_BOUNDARY = frozenset("at with for in of on based living near from who that and but since because so now currently by out this outside above".split())
# ("&" joins the names of a firm's partners: "Smith & Jones", "Procter & Gamble")
_NAME_JOINERS = frozenset("de da do dos das del della di of the für du la le von van y e &".split())
_STUDENT = frozenset({"student", "intern", "trainee", "apprentice", "postdoc", "fellow", "resident", "freshman", "sophomore",
                      "junior", "undergrad", "postgrad", "major"})
# "I'm head chef in a restaurant in Ribeira, Tasca do Cais": a workplace said by its kind, then named after a comma
_WORKPLACE_NAMED_AFTER = re.compile(
    # ("a first year apprentice with a crowd in Ballincollig, Murphy Electrical, started in September": an Irish "crowd"
    # is a firm, "with" whom an apprentice trains, and a clause may follow the name)
    r"\b(?P<role>(?:i'm|i\s+am|i\s+work)\b[^,.;]{0,40}?)\s+(?:at|in|for|with)\s+(?:a|an)\s+(?:small\s+|little\s+|local\s+|big\s+)?"
    r"(?P<kind>" + "|".join(sorted(ORG_NOUNS - {"inc", "ltd", "llc", "plc", "gmbh", "group", "surgery", "practice"}, key=len, reverse=True))
    + r"|restaurante|pub|bar|salon|shop|store|garage|firm|factory|warehouse|crowd|outfit)"
    r"(?:\s+(?:in|near)\s+(?P<place>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?))?\s*,\s*(?:called\s+)?"
    r"(?P<name>(?-i:[A-Z])[\w'’&-]*(?:\s+(?:do|da|de|dos|das|del|la|le|of|the|on|&|(?-i:[A-Z])[\w'’&-]*)){0,3})\s*(?=[.!]?\s*$|,\s+(?-i:[a-z]))", re.I)


def _workplace_named(m: re.Match[str]) -> str:
    """'… in a restaurant in Ribeira, Tasca do Cais' → '… at Tasca do Cais in Ribeira' (not a person after a comma:
    a word the lexicon knows ends nothing)."""
    name = m.group("name")
    if name.split()[-1].lower() in {"do", "da", "de", "dos", "das", "del", "la", "le", "of", "the", "on", "&"} \
            or lexicon.common(name.split()[0].lower()):
        return m.group(0)
    place = f" in {m.group('place')}" if m.group("place") else ""
    return f"{m.group('role')} at {name}{place}"


# An employer said by its kind ("a fintech", "a small law firm", "an NGO in Nairobi"): a workplace noun
# (ORG_NOUNS, the words that end a named one, and more that are only ever said of a kind)
_WORKPLACE_KINDS = (ORG_NOUNS - {"inc", "ltd", "llc", "plc", "gmbh", "corp", "group", "uni"}) | frozenset(
    """fintech startup start-up scale-up scaleup firm consultancy nonprofit non-profit ngo warehouse factory supermarket
    shop store nursery ministry newspaper magazine publisher brewery winery farm garage pharmacy retailer manufacturer
    utility airline chain""".split()) | {"credit union", "building society", "housing association", "care home", "call centre", "call center", "grocery chain", "supermarket chain",
                                     # (an American practice: "front desk at a dental office")
                                     "dental office", "doctor's office", "medical office",
                                     # ("I work in a nail salon", "in a restaurant kitchen")
                                     "salon", "nail salon", "hair salon", "beauty salon", "restaurant kitchen", "hotel kitchen"} | (
    # the British shop named by who serves in it ("I work in a chemist", "a newsagent's"): a person only after "as"
    {"chemist", "chemist's", "newsagent", "newsagent's", "butcher's", "baker's", "bookies"})
_GENERIC_WORKPLACE = re.compile(
    r"(?:a|an)\s+(?:(?:small|big|large|tiny|local|huge|young|german|french|us|uk|british|american|dutch|public|private|state|regional"
    r"|tech|software|marketing|design|logistics|insurance|games?|gaming|law|consulting|health|healthcare|fashion|media|property"
    # "a GP surgery", "a garden centre", "a leisure centre", "a primary school": what kind, said before it
    r"|gp|garden|leisure|sports|dental|vets?|veterinary|primary|secondary|high|community|nursing|retail|distribution|medical|fitness)\s+){0,2}"
    r"(?:" + "|".join(sorted((k.replace(" ", r"\s+") for k in _WORKPLACE_KINDS), key=len, reverse=True)) + r")"
    r"(?:\s+(?:in|near|outside|based\s+in)\s+(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?"
    # "… on Dumbarton Road", "on dumbarton road": the street it is on, named by its kind when typed in lower case
    r"|\s+on\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:road|street|avenue|lane|drive|high\s+street|way)"
    r"|\s+on\s+(?:the\s+)?(?:high\s+street|(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?))?\s*$", re.I)


def _proper_run(words: list[str], i: int) -> int:
    """Where a run of capitalised words (with joiners: "Hospital de São João") starting at ``i`` ends."""
    j = i
    while j < len(words):
        w = words[j].strip(",.;!")
        if w[:1].isupper() or any(c.isdigit() for c in w[:1]):
            j += 1
            if words[j - 1].endswith(",") and not (j + 1 < len(words) and words[j][:1].isupper() and words[j + 1] == "&"):
                break  # "Allegro, Poznan": the name ends at its comma (not "Adeyemi, Banjo & Co.": a firm's partners)
        elif w.lower() in _NAME_JOINERS and j + 1 < len(words) and words[j + 1][:1].isupper() and j > i:
            j += 1
        else:
            break
    return j


# "for a drone company (DJI)": the employer's name in brackets after what it is
_PLACE_THEN_COUNTRY = re.compile(r"(?P<place>\bin\s+(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?)\s*\((?P<country>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?)\)")
_BRACKETED_ORG = re.compile(r"\b(?P<prep>at|for|with)\s+(?:(?:a|an|the)\s+)?[a-z][\w -]{2,30}?\s*\((?P<org>[A-Z][\w&.' -]{0,30})\)")


# Hospital wards and units written in capitals: where in a hospital one works, not an employer
_WARDS = frozenset("ICU NICU PICU CCU HDU ITU SCBU MICU SICU CVICU PACU A&E ER ED OR".split())
_DEPARTMENTS = frozenset("""oncology paediatrics pediatrics cardiology maternity radiology neurology haematology hematology
    nephrology urology orthopaedics orthopedics geriatrics dermatology gastroenterology theatres theatre icu""".split())


# the countries said with "the" ("a registered nurse in the UK"): where, never the employer
_THE_COUNTRIES = frozenset({"uk", "u.k.", "us", "u.s.", "usa", "u.s.a.", "states", "netherlands", "philippines", "uae", "emirates",
                            "united kingdom", "united states", "united arab emirates", "czech republic", "gambia", "bahamas",
                            "maldives", "caribbean", "middle east", "republic of ireland"})


# the roles said with the subject they teach after "of" ("a teacher of English", "a professor of law")
_TEACHING_ROLES = frozenset("teacher professor lecturer tutor instructor".split())


# how well one does a thing, said before its noun ("a pretty good cook", "a terrible manager"): a judgement, no job
_JUDGED = frozenset("""good great bad terrible awful brilliant rubbish decent excellent amazing awesome better worse lousy hopeless
    fantastic wonderful poor crap shit useless picky fussy""".split())


# what a bracket after a role says of it when the role is doubted or passing: "(well, trying to be)", "(for now lol)"
_DOUBTING_ASIDE = re.compile(r"\b(?:lol|lmao|haha\w*|well|trying|kinda|sort\s+of|ish|i\s+think|supposedly|technically|apparently"
                             r"|not\s+really|wannabe|aspiring|one\s+day|hopefully|for\s+now|sometimes|allegedly|in\s+theory)\b", re.I)


# what one works as that is no trade ("I work as a volunteer at the food bank", "as a team at the club")
_NO_TRADE = frozenset({"volunteer", "team", "pair", "unit", "group", "family", "whole", "temp", "favour", "favor", "hobby"})
# a ship's officer by rank ("a third mate", "the Chief Mate"): a job ("a mate" alone is a friend)
_SHIP_MATE = re.compile(r"(?:first|second|third|fourth|chief)\s+mate", re.I)


def _role(obj: str, *, lead: str = "is") -> list[Fact]:
    """The facts of a role phrase: the job itself, the employer, the city it is in."""
    obj = _PLACE_THEN_COUNTRY.sub(r"\g<place>, \g<country>", obj)  # "in Santiago (Chile)": the country of the town
    obj = _BRACKETED_ORG.sub(lambda b: f"{b.group('prep')} {b.group('org')}", obj)
    # "a 2nd year phd student": the year in words, so the digits do not end the role
    obj = re.sub(r"\b(1st|2nd|3rd|[4-6]th)[- ]year\b", lambda y: f"{_ORDINAL_YEAR[y.group(1).lower()]}-year", obj, flags=re.I)
    the = bool(re.match(r"the\s", obj.strip(), re.I))  # "the only mechanic at my shop"
    words = re.sub(r"^(?:a|an|the)\s+", "", obj.strip().rstrip(".!"), flags=re.I).split()
    if words and words[0].lower() == "still":
        return []  # "Still an apprentice though", "still a student for now": the job as it was, no news
    n = 0
    while n < len(words) and n < 6 and words[n].lower().strip(",") not in _ROLE_BOUNDARY and not words[n].startswith("(") and (
            not words[n][:1].isdigit()  # "a 911 dispatcher", "a 999 call handler": a number that names the service
            or (n == 0 and words[0].isdigit() and any(is_job_noun(w.strip(",")) for w in words[1:3]))
            # "a Year 4 teacher", "a 3rd grade teacher": the class taught, named by its number
            # (not "a year 12 student": a pupil's school year, read by lifefacts)
            or (0 < n < 3 and words[n - 1].lower() in {"year", "grade", "yr"} and words[n].isdigit() and len(words[n]) <= 2
                and words[n + 1:n + 2] != ["student"] and words[n + 1:n + 2] != ["pupil"])
            or (n == 0 and re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)", words[0], re.I) is not None and len(words) > 1
                and words[1].lower() in {"grade", "year"})):
        n += 1
        if words[n - 1].endswith(","):
            break
    if 0 < n < len(words) - 1 and words[n].lower() == "of" and words[n - 1].lower().strip(",") in _TITLES_OF \
            and not words[n - 1].endswith(","):
        # "VP of Sales", "head of marketing", "director of engineering": a title of a department
        k = n + 1
        # ("head of IT": a department in capitals, never the pronoun)
        while k < len(words) and k < n + 4 and (words[k].lower().strip(",") not in _ROLE_BOUNDARY
                                                or (k == n + 1 and words[k].strip(",").isupper() and len(words[k].strip(",")) > 1)):
            k += 1
            if words[k - 1].endswith(","):
                break
        role_words = [w.strip(",") for w in words[:k]]
        if len(role_words) > n + 1:
            role = " ".join(role_words)
            words = [role.replace(" ", "\u00a0"), *words[k:]]  # one word for what follows
            n = 1
    role_words = [w.strip(",") for w in words[:n]]
    based = re.fullmatch(r"(?P<place>(?-i:[A-Z])[\w'’.]{1,30}(?:-(?-i:[A-Z])[\w'’.]{1,30})?)-based", role_words[0], re.I) if role_words else None
    if based and len(role_words) > 1:
        # "a Leeds-based nurse", "a London-based software engineer": the job, and where they are based
        # (as "based in Leeds" reads)
        role_words = role_words[1:]
    if role_words and "\u00a0" in role_words[0]:
        role_words = [role_words[0].replace("\u00a0", " ")]
        words[0] = role_words[0]
    while role_words and role_words[-1].lower() in {"now", "again", "too", "full-time", "part-time", "here"}:
        role_words.pop()
    titled_of = bool(role_words) and " of " in role_words[0]
    # ("I work as a kurabito at a sake brewery": after "work as a", one word no list holds, then where, is the trade's
    # own name; not "I work as a team with my sister", "as a volunteer at the food bank": unpaid or no trade)
    named_trade = lead == "works as" and len(role_words) == 1 and role_words[0].isalpha() and role_words[0].islower() \
        and len(role_words[0]) > 3 and words[n:n + 1] in (["at"], ["in"], ["for"]) and not lexicon.common(role_words[0]) \
        and role_words[0] not in NOT_NAMES and role_words[0] not in _NO_TRADE
    if not role_words or (not is_job_noun(role_words[-1]) and not titled_of and not is_worker_job(role_words) and not named_trade
                          and not _SHIP_MATE.fullmatch(" ".join(role_words[-2:]))) \
            or role_words[0].lower() in {"huge", "big", "fan", "lot", "my", "our", "your", "his", "her", "their"}:
        return []  # "My supervisor, Anna, wants a draft": someone else's role, not the user's
    if role_words[0].lower() in {"no", "not", "never", "without"}:
        return []  # "I'm Deepak, I let them myself, no agent": a role the user has not (nor "no teacher" as a job)
    if any(w.lower() in _JUDGED for w in role_words[:3]):
        return []  # "I'm a pretty good cook", "a terrible manager": how well they do it, no job
    role = " ".join(role_words)
    if role_words[-1].lower() in {"carer", "caregiver", "care-giver", "caretaker"} and n + 2 < len(words) \
            and words[n].lower() == "for" and words[n + 1].lower() in {"my", "our"}:
        # "I'm the main caregiver for my mom", "a full-time carer for my husband": the user's care of a relative,
        # no job
        rel = " ".join(words[n + 2 : n + 4] if n + 3 < len(words) and words[n + 2].lower() in {"elderly", "disabled", "late"}
                       else words[n + 2 : n + 3]).rstrip(",.")
        named = words[n + 3].rstrip(",.") if n + 3 < len(words) and words[n + 3][:1].isupper() \
            and rel == words[n + 2].rstrip(",.") and not lexicon.common(words[n + 3].rstrip(",.").lower()) else ""
        return [Fact("relationship", f"User is {'the' if the else en.article(role)} {role} for their {rel}"
                     + (f" {named}" if named else ""))]
    field = org = city = home = ""
    lives = False
    if based and role_words:
        city, lives = based.group("place"), True
    i = n
    while i < len(words):
        w = words[i].lower()
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if i == n and words[i].startswith("("):
            # "a freelance translator (German and English into Czech)", "a nurse (ICU, nights)": what the role is, in
            # brackets ("a nurse (well, trying to be)", "a teacher (for now lol)": the role doubted, no job said)
            k = next((k for k in range(i, min(i + 8, len(words))) if words[k].rstrip(",.").endswith(")")), -1)
            if _DOUBTING_ASIDE.search(aside := " ".join(words[i : k + 1 if k >= 0 else i + 8]).rstrip(",.")):
                return []
            if k >= 0:
                field += " " + aside
                i = k + 1
                continue
        if w == "of" and i == n and role_words[-1].lower() in _TEACHING_ROLES and nxt[:1].isalpha() \
                and nxt.lower().strip(",.") not in {"a", "an", "the", "my", "our", "their", "his", "her", "this", "that"}:
            field += f" of {nxt.rstrip(',.')}"  # "a teacher of English at a high school": the subject taught, then where
            i += 2
            continue
        if w == "for" and re.fullmatch(r"[a-z]{3,}s", nxt) and i + 2 < len(words) and words[i + 2].lower() in {"at", "with"}:
            field += f" for {nxt}"  # "a mechanic for trucks at Bison Transport": what of, then the employer
            i += 2
            continue
        if w in {"at", "with", "for"} and nxt:
            j = i + 1
            if words[j].lower() in {"a", "an", "the"} and j + 1 < len(words) and not words[j + 1][:1].isupper():
                k = j + 1
                while k < len(words) and words[k].lower() not in _ROLE_BOUNDARY and not words[k - 1].endswith(","):
                    k += 1
                field += " " + " ".join(words[i:k]).rstrip(",")
                i = k
                continue
            if words[j].lower() == "the":
                j += 1
            end = _proper_run(words, j)
            while end > j and end < len(words) and not words[end - 1].endswith(",") \
                    and words[end].lower().rstrip(",.") in ORG_NOUNS:
                end += 1  # "St Mary's hospital": the kind of place is part of its name
            if end > j and not org:
                org = " ".join(words[j:end]).rstrip(",.")
                if end < len(words) and not words[end - 1].endswith(",") and words[end].lower().rstrip(",.") in _ORG_SITES:
                    end += 1  # "a teller at the Barclays branch in Wakefield": the employer's branch, then its town
                i = end
                continue
            break
        if org and not city and words[i - 1].endswith(",") and words[i][:1].isupper() and _proper_run(words, i) == len(words) \
                and i + 3 >= len(words):
            city = " ".join(words[i:]).rstrip(",.")  # "an SRE at Allegro, Poznan": where the job is
            break
        if w == "on" and nxt.lower().strip(",") in {"nights", "days", "call", "weekends", "shifts", "nightshift", "earlies", "lates"}:
            i += 2  # "an ICU nurse on nights at St Vincent's": the shift, then where
            continue
        if w == "out" and nxt.lower() == "of" and not city and (end := _proper_run(words, i + 2)) > i + 2:
            field += " out of " + " ".join(words[i + 2 : end]).rstrip(",.")  # "a truck driver out of Memphis": the base
            i = end
            continue
        if w in {"outside", "above"} and not city and not words[i - 1].endswith(",") \
                and (end := _proper_run(words, i + 1)) > i + 1:
            field += f" {w} " + " ".join(words[i + 1 : end]).rstrip(",.")  # "a sheep farmer above Bala": where, as said
            i = end
            continue
        if w == "from" and not org and (end := _proper_run(words, i + 1)) > i + 1 \
                and words[end - 1].rstrip(",.").lower() in _EMPLOYER_FROM:
            org = " ".join(words[i + 1 : end]).rstrip(",.")  # "a retired engineer from Northern Railway": the employer
            i = end
            continue
        if w == "from" and not home and (end := _proper_run(words, i + 1)) > i + 1:
            home = " ".join(words[i + 1 : end]).rstrip(",.")  # "a nurse from Leeds": where they are from
            i = end
            continue
        if w == "on" and nxt.lower() == "the" and (k := next((k for k in range(i + 3, min(i + 5, len(words)))
                                                            if words[k].lower().strip(",.") in {"ward", "unit"}), 0)) \
                and all(x[:1].islower() or x.strip(",.") in _WARDS for x in words[i + 2 : k]):
            field += " " + " ".join(words[i : k + 1]).rstrip(",.")  # "a nurse on the renal ward at St James's": where in it
            i = k + 1
            continue
        if w == "on" and nxt.lower() in {"a", "an", "the"} and i + 2 < len(words) and words[i + 2].lower().strip(",.") in _AT_SEA:
            # "the medic on a platform in the North Sea", "a deckhand on the ferry": the ship or rig worked on, and its sea
            k = i + 3
            if not words[k - 1].endswith(",") and (end := _proper_run(words, k)) > k:
                k = end  # "on the ferry Halhjem–Sandvikvåg": its name
            if k + 2 < len(words) and words[k].lower() == "in" and words[k + 1].lower() == "the" \
                    and (end := _proper_run(words, k + 2)) > k + 2 and not words[k + 1].endswith(","):
                k = end
            field += " " + " ".join(words[i:k]).rstrip(",.")
            i = k
            continue
        if w == "in" and nxt.lower() == "the" and i + 2 < len(words) and words[i + 2].strip(",.") in _WARDS:
            field += f" in the {words[i + 2].rstrip(',.')}"  # "a nurse in the ICU at St James": a ward, not the employer
            i += 3
            continue
        if w == "in" and nxt.lower() == "the" and not org and (end := _proper_run(words, i + 2)) > i + 2:
            named = " ".join(words[i + 2 : end]).rstrip(",.")
            if named.lower() not in _THE_COUNTRIES:
                org = named  # "a nurse in the Hospital La Paz": where they work
            elif not city:
                city = f"the {named}"  # "a registered nurse in the UK": the country, never the employer
            i = end
            continue
        if w in {"in", "near"} or (w in {"based", "living"} and nxt.lower() == "in"):
            j = i + (2 if w in {"based", "living"} else 1)
            end = _proper_run(words, j)
            if end > j and not city:
                city = " ".join(words[j:end]).rstrip(",.")
                lives = w in {"based", "living"}
                i = end
                continue
            if w == "in" and not org and not city:
                k = j
                while k < len(words) and (words[k][:1].islower() or words[k].strip(",.") in _WARDS) \
                        and words[k].lower() not in _ROLE_BOUNDARY - {"of"} and k - j < 5:
                    k += 1
                if k > j and words[k - 1].lower() == "of" and (end := _proper_run(words, k)) > k:
                    # "in the dispute resolution practice of Adeyemi, Banjo & Co.": the department, then the employer
                    field += " " + " ".join(words[i : k - 1])
                    org = " ".join(words[k:end]).rstrip(",.")
                    i = end
                    continue
                if k > j:
                    field += " " + " ".join(words[i:k]).rstrip(",")
                    i = k
                    continue
            break
        break
    org_value = proper_value(org) if org else None
    city_value = proper_value(city) if city and city.casefold() not in NOT_NAMES else None
    # ("a student nurse at Keele": in training there, as "a nursing student" is)
    student = role_words[-1].lower() in _STUDENT or (role_words[0].lower() == "student" and len(role_words) > 1)
    field = re.sub(r"\bmy\b", "their", field)  # "… in my final year": the user's
    summary = f"User {lead} {'the' if the else en.article(role)} {role}{field}"  # "an ER nurse", "a UX designer"
    if org_value and student:
        summary += f" at {org}"
    # "a teacher in Porto" says where they work; "based in Bangalore" where they live.
    where = f" in {city}" if city_value and not lives else ""
    if org_value and role_words[0].lower() in {"retired", "former", "ex"}:
        # "a retired Deputy Chief Engineer from Northern Railway", "a retired engineer at Kubota": where they worked,
        # no employer of now
        summary += f" at {org}"
        org_value = None
    employer = org_value and not student
    # ("a postie with Royal Mail at the delivery office in Luton": the town is the site's too, kept with it)
    site = bool(re.search(r"\bat the [a-z]", field))
    out = [Fact("identity", summary + ("" if employer and not site else where), attribute="job_title", value=role.lower())]
    if employer:
        out.append(Fact("identity", f"User works at {org}{where}", attribute="works_at", value=org_value))
    if city_value and lives:
        out.append(Fact("identity", f"User lives in {city}", attribute="lives_in", value=city_value))
    home_value = proper_value(home) if home and home.casefold() not in NOT_NAMES else None
    if home_value:  # as "I'm from Leeds" reads: where they come from
        out.append(Fact("identity", f"User is from {home}", attribute="hometown", value=home_value))
    if employer or home_value:
        out[0].companions = [f for f in out[1:] if f.attribute in {"works_at", "hometown"}]
        out[0].folded = summary + (f" at {org}{where}" if employer else where) + (f" from {home}" if home_value else "")
    return out


_ROLE_AT = re.compile(r"\bfor\s+(?:a|an|the|my)\s+(?:new\s+)?(?:(?:full|part)-time\s+)?(?:job|role|position|gig)\s+(?:at|with)\s+(?P<org>[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*)")


def _known_tool(obj: str) -> str | None:
    """The editor, shell, language or work app ``obj`` opens with ("Vim last month" → "vim"), if any."""
    words = obj.split(maxsplit=3)[:3]
    for n in (3, 2, 1):
        name = " ".join(words[:n]).lower().strip(",.;:!?()'\"")
        if n <= len(words) and name and name not in _TOOL_AND_PLACE and (name in WORK_APPS or category_attribute(name)):
            return name
    return None


def _talk_on(m: re.Match[str], clause: str) -> Fact | None:
    """'we talk on Zalo, not FaceTime': the app the user keeps in touch on (the one named after "not" is not theirs;
    whom "we" takes in is said elsewhere, so the summary keeps the app)."""
    tool = m.group("tool")
    if tool.casefold() in _NOT_TOOLS or lexicon.common(tool.lower()) or tool.casefold() in {"sundays", "weekends"}:
        return None  # "we talk on Sundays"
    verb = " ".join(m.group("verb").lower().replace("-", " ").split())
    verb = {"video call": "video calls", "facetime": "FaceTimes"}.get(verb) or en.third_person_verb(verb)
    other = f", not {m.group('other')}" if m.group("other") and m.group("other").casefold() not in _NOT_TOOLS else ""
    kin = m.group("with") or m.group("with2")
    if kin and kin.lower() not in RELATIONS:
        return None  # "me and my mates chat on …" is read as before; a relative is named with the app
    with_whom = f" with their {kin.lower()}" if kin else ""
    when = " ".join((m.group("when") or "").split())
    when = f" {when}" if when else ""
    return Fact("preference", f"User {verb}{with_whom} on {tool}{other}{when}", attribute="uses", value=tool.lower())


def _on_tool(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm on Logseq now': the app or editor in use (only one the vocabulary knows: "I'm on Wegovy" is no tool)."""
    tool = _known_tool(m.group("obj"))
    if tool is None or len(tool.split()) < len(m.group("obj").split()):
        return None
    attribute = category_attribute(tool)
    rest = m.group("rest") or ""
    return _fact("preference", clause[: len(clause) - len(rest)] if rest and not _CAME_FROM.search(clause) else clause,
                 attribute=attribute or "uses", value=category_value(attribute, tool) if attribute else tool)


# ", coming from Evernote", ", having come over from Roam", "…, switched from Todoist": the tool left for the one
# just named (said after a tool taken up: "I'm on Logseq now, coming from Roam")
_CAME_FROM = re.compile(r",\s+(?:coming|having\s+come|came|switching|switched|moving|moved)\s+(?:over\s+)?from\s+"
                        r"(?P<old>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z0-9])[\w+#.-]*)?)"
                        r"(?:\s+(?:in\s+the\s+\w+|last\s+\w+|this\s+\w+|a\s+(?:while|few\s+\w+|year|month)\s+ago|recently))?\s*$", re.I)


def _came_from(clause: str, main: list[Fact]) -> None:
    """A tool taken up, with the one it replaced said after it: that one is retracted, and the new one reported
    as a change (so "User uses Evernote" said before ends, and a single-valued editor is superseded)."""
    left = _CAME_FROM.search(clause)
    old = head_value(left.group("old")) if left else None
    if not old:
        return
    for fact in main:
        if fact.polarity != "negative" and not fact.retracts and fact.value and fact.value != old \
                and (fact.attribute == "uses" or (fact.attribute or "").startswith("preferred_")):
            fact.retracts, fact.reports_change = [old], True


# an employer's site said after its name ("at the Halifax branch in Doncaster", "the Arriva depot in Crewe")
_ORG_SITES = frozenset("branch branches depot store office site plant warehouse yard garage station".split())


# What ends an employer's name said after "from" ("a retired engineer from Northern Railway", "a clerk from Barclays
# Bank"); any other name after "from" is where one is from
_EMPLOYER_FROM = frozenset("""railway railways bank police army navy corporation company council airlines airways
    authority ministry department service services board hospital ltd limited inc plc""".split())


# Tools named like places ("we moved to Java in 2019" is the island as often as the language)
_TOOL_AND_PLACE = frozenset({"java", "bear", "craft", "mint"})


def _moved(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'We moved to Amsterdam last month', with the new employer when the move was for a job."""
    if tool := _known_tool(m.group("obj")):
        # "I moved to Vim last month", "moved to Obsidian for my notes": a tool taken up, never a home
        attribute = category_attribute(tool)
        clause = re.sub(r"\bmoved\s+(?:over\s+)?to\b", "switched to", clause, count=1, flags=re.I)  # no home moved
        clause = re.sub(r",\s+(?:the\s+)?(?:whole\s+)?[\w'’ -]{1,30}?\s+thing\s*[.!]*$", "", clause, flags=re.I)  # ", Unity pricing thing": why, in passing
        return [_fact("preference", clause, attribute=attribute or "uses",
                      value=category_value(attribute, tool) if attribute else tool, reports_change=True)]
    unit = re.sub(r"^the\s+", "", m.group("obj").strip(), flags=re.I).split()
    if unit and (unit[0].upper().rstrip(",.") in _WARDS or unit[0].lower().rstrip(",.") in _DEPARTMENTS):
        # "I moved to the ICU, nights now", "moved to oncology": a ward or department of the user's hospital, no home
        return [_fact("identity", clause)]
    home = _place("lives_in", True)(m, clause)
    if home is None:
        return None
    out = [home]
    job = _ROLE_AT.search(clause)
    if job and (org := proper_value(job.group("org"))):
        out.append(Fact("identity", f"User works at {job.group('org')}", attribute="works_at", value=org))
    for f in out:
        f.reports_change = True
    return out


def _job(m: re.Match[str], clause: str) -> list[Fact] | None:
    if _ACT_AS_ROLE.match(m.group("obj")) or (m.group("on") and m.group("on").lower() not in JOB_NOUNS):
        return None  # "I'm retiring as organist at Easter": what the user does as the role, read by _arranged with its date
    if re.match(r"(?:starting|beginning|restarting|resuming|finishing|stopping|doing|having|trying)\s", m.group("obj"), re.I):
        return None  # "I'm starting physio in February": something begun, no "starting physio" at work
    if re.match(r"[a-z]+ing\s+(?:a|an|the|my|our|his|her|their)\s", m.group("obj"), re.I):
        return None  # "I am seeing a cardiologist in August": someone to be seen, no "seeing a cardiologist" at work
    return _role(m.group("obj")) or None


# a role said after what is done in it ("retiring as organist", "stepping down as chair"): the act, not the job
# ("working as nurse at St James's" is the job)
_ACT_AS_ROLE = re.compile(r"(?!working\b)[a-z]+ing\s+(?:down\s+|up\s+|on\s+)?as\s", re.I)


# What a home is said to be near before its place ("near campus", "close to the beach", "right by the station"): a
# common noun, never the place itself ("near Leeds")
_NEAR_SOMETHING = r"(?:near|close\s+to|next\s+to|right\s+by|by)\s+(?:the\s+|my\s+|our\s+)?(?-i:[a-z])[a-z]+(?:\s+(?-i:[a-z])[a-z]+)?"
_ORDINAL_YEAR = {"1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth", "6th": "sixth"}


def _year_of_study(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'3rd year comp sci at UBC', 'a final-year law student at Leeds': a student, what and where."""
    year = m.group("year").lower()
    year = _ORDINAL_YEAR.get(year, year)
    field = f" {m.group('field')}" if m.group("field") else ""
    kind = m.group("kind") or "student"
    subject = f" in {m.group('subject')}" if m.group("subject") else ""
    return _role(f"a {year}-year{field} {kind}{subject} at {m.group('org')}") or None


_ROLE_MODIFIERS = frozenset(
    """senior junior lead principal staff head chief backend back-end frontend front-end fullstack full-stack software
    data mobile web cloud platform security research registered trainee freelance retired night graduate
    dairy sheep pig beef arable hill poultry cattle goat""".split())


def _field_of_work(m: re.Match[str], clause: str) -> Fact | None:
    """'I mostly do legal and medical translation these days', 'I do wedding photography': the kind of work done."""
    adv = f"{m.group('adv').strip()} " if m.group("adv") else ""
    return Fact("identity", f"User {adv}does {m.group('what')}")


_SUBJECT_WORDS = frozenset("i we you they he she it i'm we're you're they're he's she's it's is are am was were".split())
# a verb "to be" inside what would be a role said alone: a sentence with its subject ("Karen is a nurse at the Royal", the
# "she" of "Karen. she's a nurse" read as the name), someone else's role, not the user's
_COPULA = re.compile(r"\b(?:is|are|am|was|were)\b", re.I)


def _verbless_role(m: re.Match[str], clause: str) -> list[Fact] | None:
    """A role said without a verb, with where it is held ("SRE at Allegro, Poznan", "firmware
    engineer for DJI"): the job and the employer, when the role ends in a job noun."""
    obj = m.group("obj")
    first = obj.split()[0]
    if first.lower() in _SUBJECT_WORDS:
        return None  # "We are using Playwright with TypeScript here": a sentence with its subject, no role
    if _COPULA.search(re.split(r"\s+(?:at|for|with)\s+", obj, maxsplit=1)[0]):
        return None
    return _role("a " + _opening_capital(obj)) or None


def _opening_capital(obj: str) -> str:
    """``obj`` with its first word in lower case when it is capitalised only because it opens the sentence ("Nurse at
    St Mary's", "Sheep farmer above Bala")."""
    first = obj.split()[0]
    if first[:1].isupper() and first[1:].islower() and (first.lower() in JOB_NOUNS | _ROLE_MODIFIERS or lexicon.common(first)):
        return first.lower() + obj[len(first):]
    return obj


def _work_as(m: re.Match[str], clause: str) -> list[Fact] | None:
    facts = _role(m.group("obj"), lead="works as")
    if facts and m.group("shifts"):
        shifts = " ".join(m.group("shifts").lower().split())
        kind = _SHIFT_VALUES.get(shifts.split()[0], shifts.split()[0])
        # "I work nights as a …": which shift, so a later "I'm on days now" supersedes it
        single = kind in {"nights", "days", "earlies", "lates"}
        facts.append(Fact("habit", f"User works {shifts}", attribute=SCHEDULE_PREFIX + "shift" if single else None,
                          value=kind if single else None))
    return facts or None


def _new_job(m: re.Match[str], clause: str) -> list[Fact] | None:
    rest = m.group("rest")
    as_role = re.search(r"\bas\s+(?P<role>(?:a|an)\s+.+)$", rest, re.I) or re.match(
        # "a job as team physio with Connacht Rugby": the role said without its article, as job titles are
        r"\s+as\s+(?P<role>(?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*\b(?=\s+(?:at|with|for)\s+(?-i:[A-Z])).+)$", rest)
    role = as_role.group("role") if as_role else ""
    facts = _role(role if re.match(r"(?:a|an)\s", role, re.I) else f"a {role}") if as_role else []
    # ("a postdoc at the Earthquake Research Institute": an institute named with its "the")
    org = re.search(r"\b(?:at|with)\s+(?:the\s+(?=[A-Z][\w&'.-]*\s+[A-Z]))?(?P<org>[A-Z][\w&'.-]*(?:\s+(?:de|da|do|of|[A-Z][\w&'.-]*))*)", rest)
    value = proper_value(org.group("org")) if org else None
    if value:
        facts = [f for f in facts if f.attribute != "works_at"]
        facts.insert(0, _fact("identity", clause, attribute="works_at", value=value))
    elif not facts and (kind := re.match(r"\s+(?:at|with|for)\s+(?P<org>.+?)(?:\s+so\s+.*)?$", rest, re.I)) \
            and _GENERIC_WORKPLACE.match(kind.group("org").split(",")[0]):
        # "took a local driving job with a grocery chain": a new job at an employer said by its kind (not why: "… so I
        # can be home with Kayla"; not what follows a comma: "…, first proper job since uni")
        said = re.sub(r"\s+so\s+.*$", "", clause)
        facts = [_fact("identity", said[: m.start("rest") + kind.start("org")] + kind.group("org").split(",")[0])]
    for f in facts:
        f.reports_change = True
    return facts or None


def _joining_as(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I'm joining Monzo as a senior data analyst': the new employer and the job, now (no date said: a plan with a
    date is read by _future_job)."""
    org = proper_value(m.group("org"))
    said = m.group("role")
    # ("… as senior backend": the article dropped, and the engineer, as developers say it)
    said = said if re.match(r"(?:a|an)\s", said, re.I) else f"{en.article(said)} {said}"
    said = re.sub(r"\b(backend|back-end|frontend|front-end|full[\s-]?stack|devops|ml|ios|android|data|platform)$", r"\1 engineer", said,
                  flags=re.I)
    role = _role(said)
    if not org or not role or role[0].attribute != "job_title" or not is_job_noun((role[0].value or "").split()[-1]):
        return None
    title = role[0].summary.split(" is ", 1)[1]
    where = f" in {m.group('city')}" if m.groupdict().get("city") else ""
    return [Fact("identity", f"User is joining {m.group('org')}{where} as {title}", attribute="works_at", value=org,
                 reports_change=True),
            Fact("identity", role[0].summary, attribute="job_title", value=role[0].value, reports_change=True)]


def _job_taken(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I've taken a job as team physio with Connacht Rugby': the employer and the role, now; with a start ahead
    ("…, starting in November") a plan taking effect then (``plan:works_at``: its role is taken when it does); a
    part-time job is said by the employer's fact alone (it is no change of the main job)."""
    facts = _new_job(m, clause)
    if not facts:
        return None
    org = next((f for f in facts if f.attribute == "works_at"), None)
    if org is not None and _JOB_STARTS.search(clause):
        return [Fact(org.type, org.summary, attribute=PLAN_PREFIX + "works_at", value=org.value)]
    if org is not None and _PART_TIME.search(clause):
        return [org]
    return facts


def _joined(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I left Shopify and joined Wealthsimple as a senior data engineer': a new employer and role."""
    org = proper_value(m.group("org"))
    when = re.search(rf"\b(?:{_WHEN_PAST}|this\s+(?:week|month|year)|(?:on\s+)?{_DAYS})\b", m.group("role"), re.I)
    role = m.group("role")[: when.start()].strip(" ,") if when else m.group("role")
    facts = _role(role if re.match(r"(?:a|an)\s", role, re.I) else f"a {role}")
    if not org or not facts:
        return None
    said = f" {when.group(0).lower()}" if when else ""
    out = [Fact("identity", f"User joined {m.group('org')} as {facts[0].summary.split(' is ', 1)[1]}{said}",
                attribute="works_at", value=org, reports_change=True),
           Fact("identity", facts[0].summary, attribute="job_title", value=facts[0].value, reports_change=True)]
    return out


def _work_in(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I work in accounts payable at Hartwell Insurance in Columbus': the field, the employer and its city;
    'I work in a private clinic, Clínica Ruber': the employer."""
    org = proper_value(m.group("org"))
    groups = m.groupdict()
    if not org or re.search(r"\b(?:but|want|wants|wanna|trying|try|hope|hoping|learn|learning|get|getting)\b",
                            groups.get("field") or "", re.I):
        # ("I mostly work in R but want to get better at Python": what follows "at" is no employer, and the
        # "field" is a clause)
        return None
    city = re.match(r"\s+in\s+(?P<city>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)?)", groups.get("rest") or "")
    where = f" in {city.group('city')}" if city and city.group("city").casefold() not in NOT_NAMES else ""
    out = [Fact("identity", f"User works at {m.group('org')}{where}", attribute="works_at", value=org)]
    if groups.get("field") and not _vague(groups["field"]):
        out.insert(0, Fact("identity", f"User works in {groups['field']}"))
    return out


def _work_in_city(m: re.Match[str], clause: str) -> Fact | None:
    """'I work in Shenzhen', "I'm working in Accra now": the city of the job (where they live is not said).
    A capitalised name after "in" is as often an employer ("I'm working in Paystack now, backend team"):
    with a team or a role said after it, it is the employer; alone, "User works in X" is true either way."""
    obj = m.group("obj")
    if obj.casefold() in NOT_NAMES or not proper_value(obj):
        return None
    if _TEAM_OR_ROLE.match((m.groupdict().get("rest") or "").strip(" ,")):
        return Fact("identity", f"User works at {obj}", attribute="works_at", value=proper_value(obj))
    return Fact("identity", f"User works in {obj}")


# what is said after a workplace, of the job there: "backend team", "same role", "as a pharmacist"
_TEAM_OR_ROLE = re.compile(r"(?:(?:in\s+|on\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:team|squad|department|dept|desk)\b"
                           r"|same\s+(?:role|job|position|title)\b|as\s+(?:an?\s+)?[\w-]+)", re.I)


def _work_on_at(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I work on a payments service in Go at Mollie': the employer, and what the user builds there."""
    org = m.group("org")
    value = proper_value(org)
    if not value or org.split()[0].casefold() in NOT_NAMES:
        return None
    return [Fact("identity", f"User works at {org}", attribute="works_at", value=value),
            Fact("project", f"User works on {en.rewrite_rest(m.group('what'))} at {org}")]


def _work_schedule(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'i work 3 nights a week 7p-7a at Mercy General': the schedule, and the employer when named."""
    out = [Fact("habit", f"User works {m.group('sched')}", attribute=SCHEDULE_PREFIX + "work",
                value=m.group("sched").lower())]
    at = re.search(r"\bat\s+(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*)*)", m.group("rest"))
    if at and (value := proper_value(at.group("org"))) and at.group("org").split()[0].casefold() not in NOT_NAMES:
        out.append(Fact("identity", f"User works at {at.group('org')}", attribute="works_at", value=value))
    return out


def _made_me(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'they made me charge nurse on nights': a promotion told by what they made the user (and where: "I've been made
    a manager at Tesco")."""
    role = m.group("obj").strip()
    if re.search(r"\s(?:from|starting|as\s+of)\s", role, re.I):
        return None  # "I've been made deputy head from September!": a role to start, read with its date by the rule after
    facts = _role(role if re.match(r"(?:a|an|the)\s", role, re.I) else f"a {role}")
    if not facts:
        return None
    title = facts[0].value or role
    return [Fact("identity", f"User was made {title}", attribute="job_title", value=title, reports_change=True),
            *[f for f in facts[1:] if f.attribute == "works_at"]]


def _run_business(m: re.Match[str], clause: str) -> Fact | None:
    """'I run Dave's Auto on 5th street': the user's own business, by name (not 'I run Linux')."""
    org = m.group("org")
    value = head_value(org)
    first = re.sub(r"['’]s$", "", org.split()[0])
    if not value or first.casefold() in NOT_NAMES or category_attribute(value) or lexicon.common(first):
        return None
    return Fact("identity", f"User {m.group(0).split()[1].lower()}s {org}{m.group('rest')}")


# Kinds of work said with "do" ("I do payroll", "I do spectroscopy", "I do proteomics"); not a pastime ("I do yoga")
_WORK_FIELDS = (r"(?:payroll|bookkeeping|accounts|accountancy|accounting|admin|hr|marketing|sales|procurement|recruitment|recruiting"
                r"|compliance|logistics|consulting|consultancy|research|it\s+support|tech\s+support|customer\s+service"
                r"|data\s+entry|data\s+analysis|copywriting|translations?|interpreting|transcription|web\s+design"
                r"|graphic\s+design|ux|qa|seo|devops|auditing|audits|tax\s+returns|conveyancing|locum\s+work|agency\s+work"
                r"|freelance\s+work|contract\s+work|[a-z]+(?:scopy|ometry|omics|ography|ology))(?!\s+(?:class|classes|lessons?|course|homework)\b)")


def _does_work(m: re.Match[str], clause: str) -> Fact | None:
    """'I do payroll for a care home in Swansea': "User does payroll for a care home in Swansea"; a field only
    in the present, said of the user's own work (not "I do photography for fun", "I do psychology at A level")."""
    rest = m.group("rest") or ""
    if re.search(r"\b(?:fun|a\s+hobby|a\s+living\s+no|school|college|uni|a\s+level|gcse|class)\b", rest, re.I) or \
            re.search(_EVERY, clause, re.I):
        return None
    return Fact("identity", f"User does {m.group('work')}{rest}")


def _pair_lives(m: re.Match[str], clause: str) -> Fact:
    """'My daughter and her husband live in Calgary': "User's daughter and her husband live in Calgary"."""
    rel = " ".join(m.group("rel").lower().split())
    return Fact("relationship", f"User's {rel} and {m.group('pos').lower()} {m.group('rel2').lower()} live {m.group('where')}")


_DAY_ABBR = r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|days|s)?\.?|(?:wednes|satur)days?"
_DAY_ABBR_LIST = rf"(?:{_DAY_ABBR})(?:\s*(?:/|,|&|\+|and|or)\s*(?:{_DAY_ABBR}))*"
_DAY_FULL = {"mon": "Monday", "tue": "Tuesday", "wed": "Wednesday", "thu": "Thursday", "fri": "Friday", "sat": "Saturday",
             "sun": "Sunday"}


def _day_list(said: str) -> str:
    """'tues/thurs' → 'Tuesdays and Thursdays'; 'Mon, Wed & Fri' → 'Mondays, Wednesdays and Fridays'."""
    days = [_DAY_FULL[d.lower()[:3]] + "s" for d in re.findall(r"[a-z]+", said, re.I) if d.lower()[:3] in _DAY_FULL]
    return days[0] if len(days) == 1 else ", ".join(days[:-1]) + " and " + days[-1]


def _role_and_work(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'solo indie dev, shipping a roguelike called Ashfall Trail': the role, and the work as a project."""
    role = m.group("role").lower()
    if role.split()[0] in {"my", "our", "his", "her", "their", "the", "a", "an", "this", "that", "your"}:
        return None  # "my manager, building a case against me": someone else
    facts = _role(f"{en.article(role)} {role}")
    if not facts:
        return None
    return [*facts, Fact("project", f"User is {m.group('doing').strip()}")]


def _only_days(m: re.Match[str], clause: str) -> Fact | None:
    """'I can only train tues/thurs': "User can only train on Tuesdays and Thursdays"."""
    what = re.sub(r"\b(?:my|our)\b", "their", m.group("what"), flags=re.I)
    if what.split()[0].lower() in {"do", "say", "think", "hope", "imagine", "guess", "afford", "dream"} and len(what.split()) == 1:
        return None
    return Fact("constraint", f"User can only {what} on {_day_list(m.group('days'))}")


def _eating_again(m: re.Match[str], clause: str) -> Fact:
    """'I'm eating fish again now': "User eats fish again" (a diet given up in part: fish back is pescatarian, eggs
    and dairy back vegetarian, so it supersedes "vegan"; meat back ends any meatless diet)."""
    obj = " ".join(m.group("obj").split())
    foods = set(re.findall(r"[a-z]+", obj.lower())) - {"and"}
    diet = "pescatarian" if foods <= {"fish", "seafood", "shellfish"} else \
        "vegetarian" if foods <= {"eggs", "dairy", "cheese"} else \
        "omnivore" if foods & {"meat", "chicken", "pork", "beef", "lamb"} else None  # meat back: no meatless diet holds
    return Fact("constraint", f"User eats {obj} again", attribute="diet" if diet else None, value=diet,
                reports_change=diet is not None)


def _wedding_month(m: re.Match[str], clause: str) -> Fact | None:
    """'the wedding will be next summer, prob january': "User's wedding is planned for January" (then its year)."""
    when = m.group("mon").strip(" .!")
    if not re.match(r"(?:\d|the\s+\d|january|february|march|april|may|june|july|august|september|october|november|december)",
                    when, re.I):
        return None
    year = (m.groupdict().get("year") or "").strip()
    if re.fullmatch(r"[a-z]+", when, re.I):
        return Fact("decision", f"User's wedding is planned for {when.capitalize()} {year}".strip() if year else
                    f"User's wedding is planned in {when.capitalize()}")
    return Fact("decision", f"User's wedding is {when}")


def _home_now(m: re.Match[str], clause: str) -> Fact:
    """'now we are in a T2 in Alvalade': "User lives in a T2 in Alvalade" (where the user lives now)."""
    home = re.sub(r"^(a|an)\s+t([0-5])\b", lambda t: f"{t.group(1)} T{t.group(2)}", m.group("home"), flags=re.I)
    place = m.group("place")
    return Fact("identity", f"User lives in {home} in {place}", attribute="lives_in", value=place.lower(),
                reports_change=bool(m.group("now") or clause.lower().startswith("now")))


def _crew(m: re.Match[str], clause: str) -> Fact:
    """'I'm cabin crew with Aer Lingus': the role, with whom (one fact, as "a nurse at St James's" is)."""
    crew = m.group("crew").lower()
    org = f" {m.group('prep').lower()} {m.group('org')}" if m.group("org") else ""
    return Fact("identity", f"User is {crew}{org}", attribute="job_title", value=crew)


def _job_no_article(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I am veterinary in Campinas', 'I am engineer at Bosch': a role said without its article."""
    if m.group("job").lower() not in JOB_NOUNS:
        return None
    return _role(f"{en.article(m.group('obj'))} {m.group('obj')}") or None


def _now_a(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I'm now a team lead, 6 reports': a new role (it replaces the old one)."""
    facts = _role(m.group("obj"))
    for f in facts:
        f.reports_change = True
    return facts or None


def _head_of(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'I'm the new head of the ICU day team from June': a role, by what it heads."""
    what = m.group("what").strip()
    if _vague(what) or re.match(r"(?:the\s+)?(?:class|house|line|queue|pack|table)\b", what, re.I):
        return None
    title = f"{m.group('role').lower()} of {what}"
    when = m.group("when") or ""
    if not when and re.search(r"\s(?:at|with|for)\s+(?-i:[A-Z])", what):
        # "I'm now head of product at Wise": the role, and the employer on its own
        split = _role(f"the {title}")
        if any(f.attribute == "works_at" for f in split):
            for fact in split:
                fact.reports_change = fact.attribute == "job_title"
            return split
    return Fact("identity", f"User is {title}{when}", attribute="job_title", value=title.lower(), reports_change=True)


def _clergy(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm the vicar of a parish in Devon', 'I pastor a country church, Mount Pisgah Baptist, out from Alma': the post
    and where (the names after the place of worship kept, what follows them left)."""
    what = m.group("what").strip()
    if _vague(what) or _YOU.search(what):
        return None
    if m.group("verb") and not re.search(r"\b(?:church|chapel|congregation|parish|fellowship|ministry|assembly|mission)\b", what, re.I):
        return None  # "I pastor" said of no place of worship
    role = (m.group("role") or "pastor").lower()
    said = f"{(m.group('art') or 'the ').lower()}{role} {(m.group('prep') or 'of').lower()}" if m.group("role") else "the pastor of"
    title = f"{said} {what}{m.group('more')}"
    return Fact("identity", f"User is {title}", attribute="job_title", value=role)


def _taking_over_as(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm taking over as team lead from June 1': a role the user takes on (it was read as a habit)."""
    role = m.group("role").strip()
    if _vague(role) or not re.search(rf"\b(?:{'|'.join(sorted(JOB_NOUNS))}|head|chair|chairman|chairwoman|captain|president|treasurer)\b", role, re.I):
        return None
    when = m.group("when") or ""
    verb = m.group("verb").lower()
    verb = f"is {verb}" if verb.endswith("ing") or re.match(r"(?:taking|stepping)\b", verb) else verb
    return Fact("identity", f"User {verb} as {role}{when}", attribute="job_title",
                value=re.sub(r"^(?:the|a|an)\s+|^new\s+", "", role.lower()), reports_change=True)


def _moving_into_role(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm moving off the road into a dispatch role': the role the user moves into (said as a role, job or position;
    "I'm moving into a new role" names none)."""
    role = re.sub(r"^(?:the|a|an)\s+(?:new\s+)?", "", m.group("role").strip(), flags=re.I)
    if not role or _vague(role) or role.lower() in _NO_ROLE:
        return None
    # a field, not a job ("a dispatch role", "a data engineering position"): the role is held as said
    value = role.lower() if role.split()[-1].lower() in JOB_NOUNS else f"{role.lower()} {m.group('kind').lower()}"
    return _fact("identity", clause, attribute="job_title", value=value, reports_change=True)


_NO_ROLE = frozenset("new different bigger better senior similar same other permanent temporary full-time part-time".split())


_NOT_MANAGED = re.compile(r"(?:the|our|a)\s+(?:script|tests?|code|query|build|migration|job|server|app|program|meeting|call"
                          r"|conversation|discussion|session|workout|class)\b", re.I)


def _managing(m: re.Match[str], clause: str) -> Fact | None:
    """'As of this month I'm managing the workshop': what the user now runs at work."""
    if _NOT_MANAGED.match(m.group("what")) or _vague(m.group("what")):
        return None
    return _fact("identity", clause, reports_change=True)


def _still_at(m: re.Match[str], clause: str) -> Fact | None:
    value = proper_value(m.group("obj"))
    if not value:
        return None
    return Fact("identity", f"User works at {head_value_proper(m.group('obj'))}", attribute="works_at", value=value)


def head_value_proper(obj: str) -> str:
    """The proper name at the start of ``obj``, as written ("Stripe, in the Amsterdam office" → "Stripe")."""
    value = head_value(obj) or obj
    return obj.strip()[: len(value)] if obj.strip().lower().startswith(value) else value


_LIVING = r"(?:for a living|for work|professionally|freelance|as a job|as my job)"


def _living(m: re.Match[str], clause: str) -> Fact | None:
    """'drive trucks for a living', 'I edit videos freelance, mostly for tech YouTubers': a job told by what one does."""
    if m.group("verb").lower() in _NOT_HABIT_VERBS or not _ok_object(m.group("obj")):
        return None
    if m.group("obj").lower().startswith("as ") and re.match(r"\s*[a-z]", m.group("rest")):
        return None  # "I work as a freelance translator": a role (_work_as), not a way of earning
    rest = m.group("rest").strip(" ,")
    keep = clause[: m.end("how")] + (", " + rest if rest and len(rest.split()) <= 6 and not _YOU.search(rest) else "")
    return _fact("identity", keep)


# (cap54) a trade told by its verb and the kind of place it is done in ("I bake sourdough at a bakery", "I install solar
# panels for a company"): verbs a trade is said with, and workplaces no pastime is taken up in (a studio, a club, a gym
# or a centre are where classes are: "I make pottery at a studio" stays a pastime)
_TRADE_VERBS = (r"bake|cook|sew|coach|teach|tutor|build|repair|fix|install|fit|service|clean|deliver|brew|make|manage|design"
                r"|translate|assemble|inspect|operate|serve|cut|style|pack|sort|stock|mix")
_WORKPLACE_KIND = (r"(?:bakery|restaurant|caf[eé]|hospital|clinic|company|firm|agency|contractor|factory|warehouse|garage|shop|store"
                   r"|salon|hotel|workshop|plant|pharmacy|supermarket|school|high\s+school|secondary\s+school|primary\s+school|college"
                   r"|academy|university|nursery|care\s+home|depot|mill|brewery|distillery|dealership|fintech|startup|bank|council)")
# a schedule said with it ("on Saturdays", "every week", "at weekends"): a volunteer's or a hobby's day, not a job
_TRADE_SCHEDULE = re.compile(r"\b(?:on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?|every|weekends?|once\s+a|twice\s+a|evenings)\b", re.I)


def _trade_at_work(m: re.Match[str], clause: str) -> Fact | None:
    """'I bake sourdough at a bakery in Utrecht', 'I install solar panels for a company in Phoenix': the user's work,
    told by what they do and where (an identity, ranked as a job, not a habit)."""
    if not _ok_object(m.group("obj")) or _vague(m.group("obj")) or _TRADE_SCHEDULE.search(clause) or _YOU.search(clause):
        return None
    return _fact("identity", clause)


# a statement of its own after the role ("…, the ceremony is on 9 November", "…, my boss was thrilled")
_NEWS_AFTER_ROLE = re.compile(r",\s*(?:the|my|our|his|her|their)\s+[a-z]+\s+(?:is|was|will|starts|begins|went|were|are)\b", re.I)


def _promoted(m: re.Match[str], clause: str) -> Fact | None:
    role = m.group("obj") or m.group("up")
    if role and (after := _NEWS_AFTER_ROLE.search(role)) is not None:
        # "promoted to King's Counsel, the ceremony is at Westminster Hall …": the role, not the next thing said
        clause = clause[: clause.rindex(role) + after.start()].rstrip()
        role = role[: after.start()].rstrip()
    if m.group("up"):  # "got made up to team leader": promoted, said the British way
        clause = clause[: m.start("up")].replace("made up to", "promoted to") + clause[m.start("up"):]
    if not re.match(r"i(?:\b|['’])", clause, re.I):  # "Just been promoted to head of department": the "I've" left out
        said = clause[:1].lower() + clause[1:]
        clause = re.sub(r"^((?:just|finally|officially)\s+)?been\b", r"I've \1been", said)
        clause = clause if clause.startswith("I") else f"I {said}"
    if role and "," in role:  # "… principal engineer while on leave, funny timing": what was said of it after, left
        clause = clause[: clause.rindex(role) + role.index(",")]
        role = role[: role.index(",")]
    if role:
        # ("… to principal engineer while on leave": when it happened is no part of the role)
        role = re.split(r"\s+(?:while|whilst|during|after|before|when|on\s+my|on\s+the)\b", role, maxsplit=1)[0]
        facts = _role(role if re.match(r"(?:a|an)\s", role, re.I) else f"a {role}")
        if facts:
            return _fact("identity", clause, attribute="job_title", value=facts[0].value, reports_change=True)
    return _fact("episode", clause)


def _plain(type_: str) -> OneFact:
    def handler(m: re.Match[str], clause: str) -> Fact | None:
        obj = m.groupdict().get("obj")
        if obj is not None and not _ok_object(obj):
            return None
        return _fact(type_, clause)

    return handler


def _pronouns(m: re.Match[str], clause: str) -> Fact | None:
    value = m.group("obj").strip().lower()
    return _fact("identity", clause, attribute="pronouns", value=value)


def _diet(m: re.Match[str], clause: str) -> Fact | None:
    # "I also keep halal" is the user keeping halal: the adverb leans on another sentence.
    clause = re.sub(r"\b(?:also|still)\s+(?=\S)", "", clause, flags=re.I)
    # "we've both gone vegetarian": the user's diet (the household's word for it is no part of it)
    clause = re.sub(r"^((?:we|i)(?:'ve|\s+have)?\s+)(?:both|all)\s+", r"\1", clause, flags=re.I)
    # "I'm vegetarian since 2 weeks" (read "for 2 weeks"): how long it has been so ("is … for 2 weeks" reads ahead)
    clause = re.sub(r"^(?:i'm|i\s+am)\s+(?=[\w-]+\s+for\s+(?:\d{1,2}|a\s+few|a\s+couple\s+of|two|three|four|five|six)\s+"
                    r"(?:days|weeks|months|years)\s*$)", "I've been ", clause, flags=re.I)
    return _fact("constraint", clause, attribute="diet", value=m.group("diet").lower())


def _decided_diet(m: re.Match[str], clause: str) -> Fact | None:
    """'decided to go vegan, watched a documentary': the diet taken up ("User has gone vegan"), with when if said."""
    when = clause[m.end():].split(",")[0].strip(" .;!")
    said = f"I went {m.group('diet').lower()} {when}".strip() if when else f"I've gone {m.group('diet').lower()}"
    return _fact("constraint", said, attribute="diet", value=m.group("diet").lower())


def _its_tool_now(m: re.Match[str], clause: str) -> Fact | None:
    """'so it's Affinity Photo for all my final colour now': "User uses Affinity Photo for all their
    final colour now" (a switch: it wins over the tool said before for it)."""
    obj = m.group("obj")
    value = head_value(obj)
    if not value or obj.split()[0].casefold() in NOT_NAMES or lexicon.common(obj.split()[0].lower()):
        return None
    use = re.sub(r"\b(?:my|our)\b", "their", m.group("use"), flags=re.I)
    return Fact("preference", f"User uses {obj} for {use} now", attribute="uses", value=value, reports_change=True)


def _diet_now(m: re.Match[str], clause: str) -> Fact | None:
    """'so pescatarian now I guess': the diet the user keeps now."""
    diet = m.group("diet").lower()
    old = (m.group("old") or "").lower()
    if old and old != diet:
        return Fact("constraint", f"User is {diet}, no longer {old}", attribute="diet", value=diet, reports_change=True)
    return Fact("constraint", f"User is {diet}", attribute="diet", value=diet, reports_change=True)


def _aid_over(m: re.Match[str], clause: str) -> list[Fact]:
    """'No more crutches, just a stick on bad days': the aid given up ("User no longer uses crutches", which ends "User
    walks with crutches"), and the one used instead when said after it."""
    aid = " ".join(m.group("aid").lower().split())
    # what is worn (a sling, a brace, a boot) is worn; what is walked with is used
    verb = "wears" if re.search(r"sling|brace|splint|boot|collar|patch", aid) else "uses"
    over = Fact("constraint", f"User no longer {verb} {aid if aid.endswith('s') else en.article(aid) + ' ' + aid}",
                retracts=[aid.split()[-1]], reports_change=True)
    # ("No more crutches, just a stick on bad days", "no more walker!! cane only now")
    instead = re.match(r"\s*(?:[,;]|!+)\s*(?:(?:just|only|now)\s+)?(?:a\s+|the\s+|my\s+)?(?P<new>(?:walking\s+)?stick|cane)"
                       r"(?:\s+(?:only|now))*"
                       r"(?P<when>\s+(?:on\s+bad\s+days|sometimes|outside|for\s+long\s+walks))?(?:\s+(?:only|now))*\s*[.!]*$",
                       m.group("rest") or "", re.I)
    if instead is None:
        return [over]
    return [over, Fact("constraint", f"User uses a {instead['new'].lower()}{(instead['when'] or '').lower()}")]


def _walks_with(m: re.Match[str], clause: str) -> Fact | None:
    """'I am walking with a frame now': "User walks with a frame" (an aid the user lives with)."""
    aid = " ".join(m.group("aid").lower().split())
    return Fact("constraint", f"User walks with {aid if aid == 'crutches' else en.article(aid) + ' ' + aid}")


def _ruled_out_for_now(m: re.Match[str], clause: str) -> Fact | None:
    """'no bowls until the surgeon says so': "User's surgeon has ruled out bowls for now" (the write path ends the
    habit of it: Brain._advised_off; the healing, the limit: Brain._limits_healed)."""
    who = {"doc": "doctor", "gp": "GP"}.get(m.group("who").lower(), m.group("who").lower())
    return Fact("constraint", f"User's {who} has ruled out {' '.join(m.group('what').split())} for now")


def _aid(m: re.Match[str], clause: str) -> Fact | None:
    """'I wear a hearing aid in my left ear': an aid the user lives with (calls are hard, steps are); "I've got a
    pacemaker": "User has a pacemaker"."""
    fact = _fact("constraint", clause)
    fact.summary = re.sub(r"^User has got\b", "User has", fact.summary)
    return fact


def _first_day(m: re.Match[str], clause: str) -> Fact | None:
    """'First day at Adyen today, nervous': "User started working at Adyen today" (then dated)."""
    org = m.group("org")
    if lexicon.common(org.split()[0].lower()) or org.split()[0].lower() in _NOT_EMPLOYERS:
        return None
    when = re.search(r"\b(?:today|yesterday|on\s+\w+day|this\s+week)\b", m.group("rest"), re.I)
    summary = f"User started working at {org}" + (f" {when.group(0)}" if when else "")
    return Fact("identity", summary, attribute="works_at", value=org.lower(), reports_change=True)


# "put me on a waiting list", "… on hold", "… on the rota": a place, not a medicine
_NOT_TAKEN = re.compile(r"(?:(?:a|the|his|her|their)\s+(?:[\w-]+\s+)?(?:list|rota|register|hold|phone|call|speaker|books|team|case|shift|ward)s?\b"
                        r"|hold\b|speaker\b|notice\b)", re.I)


_TO_MY_TREATMENT = re.compile(r"\s+to\s+my\s+(?:treatment|meds|medication|medications|medicines|prescription|regimen|tablets|pills)$", re.I)


def _put_on(m: re.Match[str], clause: str) -> Fact | None:
    """'My GP put me on metformin, 500mg twice a day' → 'User takes metformin, 500mg twice a day'."""
    # ("… put me on blood thinners after that little spell in April": what led to it is the story, not the medicine)
    obj = re.split(r"\s+(?:after|because|since|following)\s+", m.group("obj"), maxsplit=1, flags=re.I)[0].strip(" .,")
    if m.groupdict().get("added") and (regimen := _TO_MY_TREATMENT.search(obj)):
        obj = obj[: regimen.start()]  # "the doctor has added insulin at night to my treatment": the insulin
    if m.groupdict().get("added") and (beside := re.search(r"\s+to\s+(?:my|the)\s+(?P<with>[a-z][\w-]*)$", obj, re.I)) \
            and lifefacts.is_medicine(beside["with"]):
        # "the doctor added sitagliptin to my metformin": one more, taken with the one before
        obj = f"{obj[: beside.start()]} with {beside['with'].lower()}"
    medicine = head_value(obj)
    if not medicine or not _ok_object(obj) or _vague(obj) or _NOT_TAKEN.match(obj):
        return None
    if m.groupdict().get("added") and not lifefacts.is_medicine(obj.split()[0]):
        return None  # "the doctor added a note to my file": only a medicine is added to what is taken
    if m.groupdict().get("they") and not any(lifefacts.is_medicine(w) for w in re.findall(r"[\w-]+", obj)):
        return None  # "they put me on nights", "they put me on the early shift": no clinician, no medicine named
    if re.search(r"\bdiet\b", obj, re.I):  # "… put me on a low salt diet": a diet is kept, not taken
        return Fact("constraint", f"User is on {obj}")
    return Fact("constraint", f"User takes {obj}", attribute="takes", value=medicine)


def _switched_me(m: re.Match[str], clause: str) -> Fact | None:
    """'the cardiologist is changing me from warfarin to apixaban' → 'User takes apixaban instead of warfarin' (a medicine,
    not a diet, a shift or a ward: what is switched to must be taken)."""
    obj, old = m.group("obj").strip(), m.group("old").strip()
    if not (lifefacts.is_medicine(obj) and lifefacts.is_medicine(old)):
        return None
    return Fact("constraint", f"User takes {obj} instead of {old}", attribute="takes", value=obj.lower())


def _medicine_stopped(m: re.Match[str], clause: str) -> Fact | None:
    """'The doctor stopped the gliclazide' → 'User stopped taking gliclazide' (which ends the taking said before, as the
    user's own "I stopped taking …" does); what is not a medicine ("the doctor stopped the appointment") is left."""
    obj = m.group("obj").lower()
    if not lifefacts.is_medicine(obj):
        return None
    return Fact("decision", f"User stopped taking {obj}", polarity="negative", retracts=[f"tak {obj}"], reports_change=True)


def _called_it(m: re.Match[str], clause: str) -> list[Fact]:
    """'…, atrial fibrillation he called it': the condition the user has, beside what the clause before it says."""
    cond = " ".join(m.group("cond").split())
    return [*_read_by_rules(m.group("head").strip()), Fact("constraint", f"User has {cond}", attribute="condition",
                                                           value=cond.lower())]


def _takes_for(m: re.Match[str], clause: str) -> Fact | None:
    """'the doctor changed my blood pressure tablets': "User takes blood pressure medication"."""
    cond = " ".join((m.group("cond") or m.group("cond2")).lower().split())
    kind = (m.group("kind") or m.group("kind2")).lower()
    thing = "an inhaler" if kind == "inhaler" else "medication"
    return Fact("constraint", f"User takes {thing} for their {cond}", attribute="takes", value=f"{cond} {kind}")


def _waiting_list(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm on the list for a hip replacement at Raigmore': "User is on the waiting list for a hip replacement …"."""
    what = re.sub(r"^my\s+", "a ", m.group("what"), flags=re.I)
    if re.fullmatch(r"(?:a|an)\s+(?:replacement|transplant|bypass|op|operation|procedure)", what, re.I):
        return None  # "on the list for a replacement": of what is said elsewhere
    return Fact("constraint", f"User is on the waiting list for {what}{m.group('where') or ''}")


def _allergy(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if not _ok_object(obj):
        return None
    return _fact("constraint", clause, attribute="allergic_to", value=head_value(obj))


_NOT_CONSTRAINT_VERBS = frozenset(
    "thought knew said realized realised understood heard expected imagined meant got saw noticed learned learnt "
    "wanted asked liked told had did was would could remember know understand get think said considered"
    " stop cease fail".split()
)


def _never(m: re.Match[str], clause: str) -> Fact | None:
    if m.group("verb").lower() in _NOT_CONSTRAINT_VERBS or not m.group("rest").strip():
        return None
    return _fact("constraint", clause)


# a relative whose children the user may name (a grown child, a sibling, a cousin, a friend)
_KIN_PARENT = (r"(?:son|daughter|stepson|stepdaughter|brother|sister|cousin|(?:brother|sister)-in-law|best\s+friend|friend|niece|nephew"
               r"|neighbou?r|colleague)")
_KIDS_WORD = r"(?:boys|girls|kids|children|sons|daughters|twins|little\s+ones|grandkids|grandchildren)"
_KID_AGED = r"(?-i:[A-Z])[\w'-]+\s*(?:,\s*|\()\d{1,2}\)?"


def _relatives_children(m: re.Match[str], clause: str) -> Fact | None:
    """'my sister Meera's boys are Dev, 10, and Kiran, 7': who the relative's children are and how old, one fact (the
    children are persons; what they are to the user follows from whose they are)."""
    kids = re.findall(r"((?-i:[A-Z])[\w'-]+)\s*(?:,\s*|\()(\d{1,2})\)?", m["list"])
    if len(kids) < 2 or any(n.casefold() in NOT_NAMES or lexicon.common(n.lower()) for n, _ in kids):
        return None
    parent = m["parent"]
    if parent and (parent.casefold() in NOT_NAMES or lexicon.common(parent.lower())):
        return None
    rel = " ".join(m["rel"].lower().split())
    said = ", ".join(f"{n}, {a}" for n, a in kids[:-1]) + f", and {kids[-1][0]}, {kids[-1][1]}"
    whose = f"User's {rel} {parent}'s" if parent else f"User's {rel}'s"
    fact = Fact("relationship", f"{whose} {m['kids'].lower()} are {said}")
    boys, girls = m["kids"].lower() in {"boys", "sons"}, m["kids"].lower() in {"girls", "daughters"}
    if rel in {"son", "daughter"}:  # what the children are to the user, where the words say it
        relation: str | None = "grandson" if boys else "granddaughter" if girls else "grandchild"
    elif rel in {"brother", "sister"}:
        relation = "nephew" if boys else "niece" if girls else None
    else:
        relation = None
    fact.persons = ([PersonMention(name=parent, relation=rel)] if parent else []) + [
        PersonMention(name=n, relation=relation) for n, _ in kids]
    return fact


_KID_NAME = r"(?-i:[A-Z])[\w'-]+"
_KID_NAMES = rf"{_KID_NAME}(?:\s*,\s*{_KID_NAME})*\s*,?\s+and\s+{_KID_NAME}"
_KID_AGES = r"\d{1,2}(?:\s*,\s*\d{1,2})*\s*,?\s+and\s+\d{1,2}"
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}


def _relatives_children_listed(m: re.Match[str], clause: str) -> Fact | None:
    """'my sister Gemma's girls are Isla and Rosie, 8 and 5', 'my brother Chidi has three boys, Tobe, Nnamdi and
    Kelechi': a relative's children by name (their ages after them, in order), one fact with the children as persons."""
    names = re.findall(_KID_NAME, m["names"])
    ages = re.findall(r"\d{1,2}", m["ages"]) if m.groupdict().get("ages") else []
    if len(names) < 2 or (ages and len(ages) != len(names)) or any(
            n.casefold() in NOT_NAMES or lexicon.common(n.lower()) for n in names):
        return None
    if not ages and re.match(r"\s*,\s*\d", clause[m.end("names"):]):
        return None  # "Ato and Kweku, 12, 9 and 6": ages that do not fit the names
    count = m.groupdict().get("count")
    if count and _COUNTS.get(count.lower()) != len(names):
        return None  # "three boys, Tobe and Nnamdi": not all of them named, or not these
    parent = m["parent"]
    if parent and (parent.casefold() in NOT_NAMES or lexicon.common(parent.lower())):
        return None
    rel = " ".join(m["rel"].lower().split())
    kids_word = m["kids"].lower()
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    if ages:
        listed = ", ".join(f"{n}, {a}" for n, a in zip(names[:-1], ages[:-1], strict=True)) + f", and {names[-1]}, {ages[-1]}"
    if count:
        fact = Fact("relationship", f"User's {rel} {parent} has {count.lower()} {kids_word}, {listed}")
    else:
        whose = f"User's {rel} {parent}'s" if parent else f"User's {rel}'s"
        fact = Fact("relationship", f"{whose} {kids_word} are {listed}")
    boys, girls = kids_word in {"boys", "sons"}, kids_word in {"girls", "daughters"}
    relation: str | None = None
    if rel in {"son", "daughter"}:
        relation = "grandson" if boys else "granddaughter" if girls else "grandchild"
    elif rel in {"brother", "sister"}:
        relation = "nephew" if boys else "niece" if girls else None
    fact.persons = ([PersonMention(name=parent, relation=rel)] if parent else []) + [
        PersonMention(name=n, relation=relation) for n in names]
    return fact


# whom or what a business turns away: "we don't take pets", "we don't take bookings for under three nights", "we don't take
# cards" (a guest house's, a shop's or a landlord's rule, said with its "we")
_HOUSE_RULE = re.compile(r"(?:any\s+)?(?:pets|dogs|cats|animals|children|kids|under[\s-]?\d+s|bookings|reservations|cards|card|cash"
                         r"|cheques|checks|walk[\s-]?ins|groups|stag\s+(?:parties|dos)|hen\s+(?:parties|dos)|students|smokers|sharers"
                         r"|dss|tenants|guests|new\s+(?:patients|clients|customers))\b", re.I)


def _dont(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if obj and not _ok_object(obj):
        return None
    verb = m.group("verb").lower()
    if verb == "use":
        if re.match(r"^(?:i|we)\s+no\s+longer\s", clause, re.I) and (value := head_value(obj)):
            # "I no longer use Duolingo": a tool given up, a change that ends it (not a rule to keep)
            return _fact("decision", clause, attribute="uses", value=value, polarity="negative", retracts=[value])
        return _fact("constraint", clause, attribute="uses", value=head_value(obj), polarity="negative")
    if verb == "speak":  # "I don't speak French at all": a language the user lacks, nothing else
        obj = re.sub(r"^(?:a\s+word\s+of|any|much|a\s+lot\s+of)\s+", "", obj, flags=re.I)
        if category_attribute(head_value(obj) or "") != "preferred_language":
            return None
        language = re.sub(r"\s+(?:at all|really|very well|well|yet|though|tho)\b.*$", "", obj.strip(), flags=re.I)
        return Fact("identity", f"User does not speak {language[:1].upper()}{language[1:]}")
    if verb == "take" and clause[:2].lower() == "we" and _HOUSE_RULE.match(obj):
        return None  # "We don't take pets, never did": a house rule of a B&B, a shop or a landlord, not the user's own
    if re.match(r"^(?:i|we)\s+no\s+longer\s", clause, re.I) and verb in {"do", "work", "own", "take", "schedule"} and obj:
        # "I no longer do the Sunday market": something stopped, a decision that ends it (not a rule to keep)
        target = head_value(re.sub(r"^(?:the|my|our|a|an)\s+", "", obj, flags=re.I))
        return _fact("decision", clause, polarity="negative", retracts=[target] if target else [])
    return _fact("constraint", clause)


def _household_diet(m: re.Match[str], clause: str) -> Fact | None:
    """'my family doesn't eat pork', 'our kids don't eat fish': what the user's meals leave out for the household."""
    obj = m.group("obj").lower()
    if not _ok_object(obj) or obj.split()[0] in {"a", "the", "any", "it", "that", "this", "much", "out", "in", "there", "here"}:
        return None
    who = m.group("who").lower()
    who = "family" if who.startswith("wh") or who in {"familia", "whole family", "household"} else who
    verb = "does" if who == "family" else "do"
    return Fact("constraint", f"User's {who} {verb} not eat {obj}")


def _gone_without(m: re.Match[str], clause: str) -> Fact | None:
    """'I haven't eaten red meat since 2019 and do not propose to start now': what the user does not eat or drink, a
    rule their meals keep (what follows the time is cut)."""
    obj = m.group("obj")
    if not _ok_object(obj) or obj.split()[0].lower() in {"a", "the", "any", "time", "much", "it", "that", "this"}:
        return None
    said = re.search(r"\b(eaten|drunk|touched|had)\b", m.group(0), re.I)
    verb = said.group(1).lower() if said else "had"
    return Fact("constraint", f"User has not {verb} {obj} {m.group('when')}")


_REACTION = re.compile(r"^(?:the|how|what|when|seeing|hearing|that|those|this|these|it when|watching your|all the)\b", re.I)


def _likes(polarity: str) -> OneFact:
    def handler(m: re.Match[str], clause: str) -> Fact | None:
        obj = m.group("obj")
        if not _ok_object(obj) or _vague(obj) or _REACTION.match(obj):
            return None  # a reaction ("I love the colors", "I love how…"), not a taste
        value = head_value(re.sub(r"^nothing (?:more|better) than\s+", "", obj, flags=re.I))
        return _fact("preference", clause, attribute="likes" if value else None, value=value, polarity=polarity)

    return handler


def _fan(m: re.Match[str], clause: str) -> Fact | None:
    return _likes("negative" if m.group("neg") else "positive")(m, clause)


def _categorised(value: str | None) -> tuple[str | None, str | None]:
    attribute = category_attribute(value) if value else None
    return attribute, category_value(attribute, value) if attribute and value else None


def _prefer(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if (order := re.search(r",\s*(?:and\s+)?(?:please\s+)?(?:don't|do\s+not|never)\s", obj, re.I)) is not None:
        # "I prefer dark humour, don't be too polite": the taste; the order after it is read as one of its own
        clause, obj = clause[: len(clause) - len(obj) + order.start()], obj[: order.start()]
    if not _ok_object(obj):
        return None
    head = head_value(obj)
    attribute, value = _categorised(head)
    if attribute is None and head:
        attribute, value = "prefers", head  # multi-valued: conflicts only with its own negation
    return _fact("preference", clause, attribute=attribute, value=value)


_POSITIVE_FORM = re.compile(
    r"^i\s+(?:(?:really|actually|honestly|just)\s+)?(?:don't|do not|no longer|never|didn't|did not)\s+(?:really\s+|particularly\s+"
    r"|much\s+|actually\s+)?(?P<verb>prefer|like|love|enjoy|use|want|need|fancy|care for|favou?r|value|recommend)\b",
    re.I,
)


_AIM = re.compile(r"^i\s+(?:want|need)\s+to\s+(?P<what>.+)$", re.I)
# ... given up, not merely not wanted now ("I don't want to learn Rust" is a taste; "no
# longer", "anymore" end a goal)
_NEGATED_AIM = re.compile(r"^i\s+(?:(?:really|actually|honestly|just)\s+)?(?:no\s+longer\s+|.*\b(?:anymore|any\s+more"
                          r"|any\s+longer)$)", re.I)


def _negated(m: re.Match[str], clause: str) -> Fact | None:
    """Any preference verb negated ("I don't prefer long answers", "I no longer want X"):
    the positive statement's reading with the polarity turned."""
    positive = "I " + clause[m.start("verb") :]
    for first in _read_by_rules(positive, skip=_negated)[:1]:
        polarity = "positive" if first.polarity == "negative" else "negative"
        aim = _AIM.match(positive) if first.type == "goal" and not first.attribute else None
        if aim and _NEGATED_AIM.match(clause) and ok_object(aim.group("what")) \
                and (target := head_value(re.sub(r"\s+(?:anymore|any\s+more|any\s+longer)$", "", aim.group("what")))):
            # "I no longer want to learn the cello": a goal given up ends the goal however it
            # was worded ("User wants to…", "User is learning…"), as "stopped wanting to" does
            return _fact("decision", clause, polarity="negative", retracts=[target], reports_change=True)
        return _fact("preference" if first.type in {"goal", "preference"} else first.type, clause,
                     attribute=first.attribute, value=first.value, polarity=polarity)
    return None


def _read_by_rules(clause: str, *, skip: Handler | None = None) -> list[Fact]:
    """The facts of the first rule (but ``skip``) that reads ``clause``; [] when none does."""
    for pattern, handler in RULES:
        if handler is skip:
            continue
        m = pattern.match(clause)
        if m and (got := handler(m, clause)):
            return got if isinstance(got, list) else [got]
    return []


def _favorite(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if not _ok_object(obj):
        return None
    value = head_value(obj)
    category = " ".join(m.group("cat").lower().split())
    attribute = FAVORITE_CATEGORIES.get(category)
    if value and category in {"language", "programming language", "tool", "app", "software"}:
        attribute = category_attribute(value)
    summary = f"User's favorite {m.group('cat')} {m.group('verb')} {en.rewrite_rest(obj)}"
    return Fact("preference", summary, attribute=attribute if value else None, value=value if attribute else None)


_PHONES = frozenset({"iphone", "android", "pixel", "samsung", "blackberry", "kindle", "ipad"})


def _kind_user(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm a Mac user' → "User is a Mac user" (``preferred_os`` mac, as "I use a Mac" says it); a phone's kind kept
    without an attribute; anything else (a heavy user, a power user) is nothing."""
    obj = m.group("obj")
    attribute, value = _categorised(head_value(obj))
    if attribute is None and obj.lower() not in _PHONES:
        return None
    said = f"User is {en.article(obj)} {obj} user"
    return Fact("preference", said, attribute=attribute, value=value)


def _uses(m: re.Match[str], clause: str) -> Fact | None:
    return _uses_object(m.group("obj"), clause)


def _uses_object(obj: str, clause: str) -> Fact | None:
    if not _ok_object(obj):
        return None
    value = head_value(obj)
    if value in ASSISTIVE:
        return _fact("constraint", clause, attribute="uses", value=value)
    attribute, canonical = _categorised(value)
    if attribute:
        return _fact("preference", clause, attribute=attribute, value=canonical)
    return _fact("preference", clause, attribute="uses", value=value)


# The kinds of business one owns or runs ("a mobile dog grooming business", "a coffee van", "a little coffee
# roastery": up to three words before the kind)
_BUSINESS_KINDS = (r"business|shop|company|firm|practice|studio|bakery|restaurant|cafe|café|salon|agency|store|farm|clinic|consultancy|pharmacy"
                   # ("a weaving cooperative near Cusco": run by its members, one of them the user; not "co-op", a shop chain too)
                   r"|cooperative"
                   r"|garage|workshop|market\s+garden|garden\s+cent(?:re|er)|smallholding|croft|vineyard|orchard|nursery|ranch|food\s+truck|stall|guesthouse|b&b|pub"
                   r"|daycare|kennels?|van|roastery|brewery|microbrewery|distillery|winery|cidery|bistro|pizzeria|barbershop|boutique"
                   r"|hostel|bookshop|bookstore|florist|launderette|laundromat|dealership|tattoo\s+parlou?r|cattery|caravan\s+park"
                   # "a small ramen bar", "a noodle bar", "a wine bar", "a juice bar", "a taqueria"
                   r"|(?:ramen|noodle|sushi|wine|cocktail|juice|tapas|coffee|espresso|snack|sandwich|salad|dessert|nail|oyster)\s+bar"
                   r"|taqueria|trattoria|deli|delicatessen|takeaway|chippy|chip\s+shop|diner|canteen|bakehouse|p[aâ]tisserie|gelateria"
                   # "a truck stop on the A2", "a petrol station outside Wexford", "a small motel"
                   r"|truck\s+stop|(?:petrol|gas|filling|service)\s+station|motel"
                   # "a tea house lodge in Namche Bazaar", "a small inn in Kyoto", "a homestay in Ubud": a place to stay
                   r"|lodge|tea\s*house|inn|homestay|guest\s+house|hotel|ryokan|riad|campsite"
                   # "a family funeral home in Dunedin", "a small care home", "a flour mill"
                   r"|funeral\s+(?:home|parlou?r|business)|undertakers?|care\s+home|nursing\s+home|mill|sawmill|forge|pottery|print\s+shop"
                   # "a little surf school in Hilo", "a driving school", "a dance school": a school that is a business
                   r"|(?:surf|driving|dance|language|music|swim(?:ming)?|riding|yoga|cooking|ski|dive|diving|sailing|flight|karate|art)\s+school"
                   # "a halal butcher's on Leeds Road", "the baker's on the corner": a shop named by its trade, as Britons say it
                   r"|(?:butcher|baker|barber|chemist|newsagent|greengrocer|jeweller|hairdresser|fishmonger|ironmonger|florist)['’]s")
_A_BUSINESS = re.compile(r"(?:a|an|my|our)\s+(?:(?:small|little|tiny|family)\s+)*(?:[\w-]+\s+){0,3}?(?:" + _BUSINESS_KINDS + r")$", re.I)


# "I run about 200 head of Angus", "we run 1,200 ewes on the hill": livestock kept, a farmer's trade (no tool, no run)
_STOCK_RUN = re.compile(r"(?:about|around|some|over|nearly|almost|roughly|close\s+to)?\s*\d[\d,]*\s+(?:head\b|ewes\b|sheep\b|cattle\b"
                        r"|cows\b|suckler\s+cows\b|breeding\s+ewes\b|hives\b|goats\b)", re.I)


def _tool(m: re.Match[str], clause: str) -> Fact | None:
    if _A_BUSINESS.match((m.groupdict().get("what") or "").strip()):
        return None  # "I run a coffee roastery in South Portland": a business somewhere, no tool (the identity rule reads it)
    if _STOCK_RUN.match((m.groupdict().get("what") or "").strip()) and re.match(r"(?:i|we)\s+(?:\w+\s+)?run\b", clause, re.I):
        return _fact("identity", clause)
    tool = m.group("tool")
    first = tool.split()[0].casefold()
    if _ON_A_SCHEDULE.search(m.groupdict().get("what") or ""):
        return None  # "i run every tuesday and thursday at 7am in Parque Bicentenario": an outing on its days, in a park
    if first in _NOT_TOOLS or first.removesuffix("s") in _NOT_TOOLS or not _ok_object(m.group("what") or "x"):
        return None
    if _A_PLACE_RUN.match((m.groupdict().get("what") or "").strip()):
        # "I manage Oakfield care home in Handsworth, Birmingham": a place of work run, where it is (the user's job)
        return _fact("identity", clause) if re.match(r"(?:i|we)\s+(?:\w+\s+)*?(?:manage|run)\b", clause, re.I) else None
    value = head_value(tool)
    attribute, canonical = _categorised(value)
    fact = _fact("preference", clause, attribute=attribute or "uses", value=canonical if attribute else value)
    # "I cut everything in DaVinci": present, though "cut" looks like a past tense
    fact.summary = re.sub(r"^User (cut|put|set|shut|hit|read)\b", r"User \1s", fact.summary)
    return fact


_ON_A_SCHEDULE = re.compile(r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|every\s+(?:day|morning|evening|night|week|weekend)"
                            r"|\d{1,2}(?::\d{2})?\s*(?:am|pm))\b", re.I)
# a place of work named, run or managed somewhere ("Oakfield care home", "the Co-op on Vicar Lane", "ward 7"): no tool
_A_PLACE_RUN = re.compile(r"(?:(?:a|an|the|my|our)\s+)?(?:[\w'-]+\s+){0,3}?(?:care\s+home|nursing\s+home|home|hospital|school|hotel"
                          r"|ward|team|department|branch|office|warehouse|depot|kitchen|lab|library|cent(?:re|er)|site|store|shop"
                          r"|restaurant|cafe|café|pub|bar|gym|clinic|surgery|practice|nursery|charity|hostel|unit)$", re.I)
# "… in Figma", "… with DaVinci Resolve now, not Premiere": the tool a kind of work is done in (a capital or an
# inner capital: "iMovie"), and what may follow it.
_IN_TOOL = r"(?:in|on|with|using)\s+(?P<tool>(?:[a-z]+[A-Z]|[A-Z])[\w+#.-]*(?:\s+[A-Z][\w+#.-]*)?(?:\s+\d{1,2}(?:\.\d+)?(?=\s*$|\s*[,.;!]|\s+(?:for|with|and|now|these days|at|on)\b))?)(?:\s+(?:now|these days|mostly|anymore))?(?:\s+(?:at home|at work|at the office|for work|on weekends|in my free time))?(?P<rest>(?:\s+(?:with|for|and)\b.*|,\s*(?:not|never|instead of)\s+[A-Z][\w+#. -]{0,30})?)"

_NOT_TOOLS = frozenset(
    """english french german spanish italian portuguese january february march april may june july august september
    october november december monday tuesday wednesday thursday friday saturday sunday spring summer""".split()
)


def _writes(m: re.Match[str], clause: str) -> Fact | None:
    value = head_value(m.group("obj"))
    attribute, canonical = _categorised(value)
    if attribute != "preferred_programming_language":
        return None
    return _fact("preference", clause, attribute=attribute, value=canonical)


# Wants of the moment, not goals: "I want to go home", "I want to sleep".
_PASSING_WANT = re.compile(
    r"^(?:go (?:home|to bed|to sleep|out|back)|sleep|take a (?:nap|break)|eat|cry|scream|die|give up|leave|stop|rest"
    r"|relax|lie down|be done|be left alone|sleep in|chill|do nothing)(?:\s+(?:now|already|right now|for a bit|for a while|tonight|today|all day"
    r"|all weekend|late|in|tomorrow|this weekend|on my day off))*\s*$",
    re.I,
)
# An offer made to the other side ("I'd love to join in", "I'd like to lend a hand with the setup"):
# what the user would do for them, said as a conditional wish; no wish of the user's own.
_WOULD_LIKE = re.compile(r"^(?:i'd|i\s+would)\s+(?:really\s+|so\s+)?(?:love|like)\s+to\s", re.I)
_OFFER = re.compile(r"(?:join\s+in|join\s+(?:you|u|y'all|you\s+guys)|come\s+along|tag\s+along|help\s+out|lend\s+a\s+hand"
                    r"|pitch\s+in|chip\s+in|be\s+there|show\s+(?:my|some|our)\s+support|cheer\s+(?:you|u)\s+on)\b", re.I)
# Objects that name nothing in particular: "help make a difference", "learn a ton".
_GENERIC = frozenset(
    """help make difference things thing stuff good great vibes ton lot lots work happen happens life people others
    other better best fun time times way ways feel feeling something anything everything more much back give get go
    try keep see do be have it that this them there here well positive impact everyone world community support
    kind nice amazing awesome cool really just also all some new one ones whole day days moment moments any
    stay up positive upbeat motivated focused strong busy going hard hopeful optimistic calm sane had did was were
    been them they us we which who into out about around here there chance way happy glad excited ok okay alright
    fine few bit couple surge energy purpose setback someone somebody something me myself mine i you your it its
    lots people stuff idea ideas vibe""".split()
)


# A document the assistant is about to help make, said as a want: "I want to make a budget sheet for the 45k", "I need to
# write a cover letter for this job" (not "I want to write a novel", "I want to build a cabin": those are a life's wishes)
_TASK_AT_HAND = re.compile(r"^i\s+(?:just\s+)?(?:want|need)\s+to\s+(?:make|create|write|draft|prepare|put\s+together|set\s+up|do)\s+"
                           r"(?:a|an|my|the|some)\s+(?:[\w-]+\s+){0,2}?(?:sheet|spreadsheet|budget|cv|resume|résumé|cover\s+letter"
                           r"|email|e-mail|letter|list|table|chart|presentation|slides|slide\s+deck|timetable|template|form|invoice"
                           r"|report|summary|memo|agenda|checklist|formula)s?\b", re.I)


def _vague(obj: str) -> bool:
    words = [w for w in re.findall(r"[^\W\d_]+|\d+", obj.lower()) if w not in {"a", "an", "the", "to", "and", "of",
                                                                                "my", "their", "for", "with", "in", "on"}]
    return not [w for w in words if w not in _GENERIC]


_NEEDS_OBJECT = frozenset("""visit see try do get make buy take find read watch use meet know hear show give bring
    practise practice improve understand""".split())  # "I want to practise": a reason, no aim


def _we_learn(m: re.Match[str], clause: str) -> Fact | None:
    """'we're learning Italian for our honeymoon': the user is learning it (for their honeymoon)."""
    return _goal(m, f"I'm learning {m.group('obj')}")


# What a deadline is kept for: work handed in or finished by a date ("send in" a form, "file" taxes)
_DEADLINE_VERBS = (r"(?:submit|finish|hand\s+in|turn\s+in|deliver|complete|defend|file|send\s+in|send\s+off|publish|launch|release"
                   r"|renew|write\s+up)")


def _deadline(m: re.Match[str], clause: str) -> Fact | None:
    """'I have to hand in my dissertation by 30 April': a goal with its date (made absolute later)."""
    if _YOU.search(clause) or not _ok_object(m.group("obj")):
        return None
    verb = " ".join(m.group("verb").lower().split())
    when = en.cut_tail(m.group("when")).strip()
    return Fact("goal", f"User has to {verb} {en.rewrite_rest(m.group('obj'))} by {when}")


def _due_mine(m: re.Match[str], clause: str) -> Fact | None:
    """'My thesis is due at the end of March': the user's deadline."""
    if _YOU.search(clause) or not _ok_object(m.group("obj")):
        return None
    return Fact("goal", f"User's {m.group('obj')} is due {en.cut_tail(m.group('when')).strip()}")


def _going_to_aim(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm going to learn Spanish', 'I am going to try sweetcorn for the first time': an aim the user has set."""
    obj = m.group("obj")
    if _YOU.search(clause) or not _ok_object(obj) or _vague(obj):
        return None
    return _fact("goal", re.sub(r",\s+which\b.*$", "", clause))  # "…, which Brenda said was a waste of space": an aside


def _opening_hours(m: re.Match[str], clause: str) -> Fact | None:
    """'Office hours are 8 till 4:30 Monday to Friday', 'we're open 7 till 3 Tuesday to Saturday': when the user's business
    works, a schedule a later one replaces."""
    kind = (m.group("kind") or "opening").lower()
    said = " ".join(p.strip(" ,") for p in (m.group("days1"), m.group("time"), m.group("days2")) if p and p.strip(" ,"))
    said = re.sub(r"\b(" + _DAYS + r")", lambda d: d.group(1).capitalize(), said, flags=re.I)
    if m.group("kind"):
        return Fact("habit", f"User's {kind} hours are {said}", attribute=f"schedule:{kind} hours", value=said.lower())
    return Fact("habit", f"User's business is open {said}", attribute="schedule:opening hours", value=said.lower())


def _dated_mine(m: re.Match[str], clause: str) -> Fact | None:
    """'my driving test is June 3', 'my viva is next Friday', 'my operation is on the 4th of next month': an event
    of the user's, on its date."""
    if _YOU.search(clause):
        return None
    when = en.cut_tail(m.group("when")).strip()
    # ("ncea exams start on 6 november im so cooked": how the user feels, run on after the date)
    when = re.sub(r"\s+(?:i'm|i\s+am|im|i've|i'll|lol|haha+|omg|ugh|wish\s+me)\b.*$", "", when, flags=re.I)
    if not re.match(r"(?:on|in|next|this|tomorrow|the)\b", when, re.I):
        when = f"on {when}"  # "is June 3": on it
    obj = m.group("obj")
    if re.search(r"\b(?-i:[A-Z])[a-z'-]+['’]s\s+(?:\d{2}(?:st|nd|rd|th)\s+)?birthday\b", obj):
        return None  # "my bf Marco's birthday is on the 21st": a named relative's birthday is theirs (_relative_fact)
    obj = re.sub(r"^(?:Mum|Mom|Dad|Nan|Nana|Gran|Granny|Grandma|Grandad|Grandpa)(?=['’]s\s)", lambda k: k[0].lower(), obj)
    return Fact("episode", f"User's {obj} {m.group('verb').lower()} {when}")


# "bake something Welsh with her", "make something nice for my mum", "do something fun with the kids": a thing of the
# day or of an occasion, "something" with no more than a word on it, for or with someone
_SOMETHING_WITH = re.compile(r"[a-z]+\s+(?:something|anything)(?:\s+[a-z]+){0,2}?\s+(?:with|for)\s+(?:her|him|them|the\s+\w+|my\s+\w+"
                             r"|(?:their|his|her|our)\s+\w+(?:\s+(?-i:[A-Z])\w+)?)(?:\s+(?-i:[A-Z])\w+)?(?:\s+(?:this|next|on|at|over|when)\b.*)?", re.I)


def _goal_mine(m: re.Match[str], clause: str) -> Fact | None:
    """'Next goal is the Chicago half': the user's, said without "my"."""
    return _goal(m, clause if re.match(r"my\b", clause, re.I) else f"My {clause[:1].lower()}{clause[1:]}")


def _goal(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    first = obj.split()[0].lower() if obj.split() else ""
    if not _ok_object(obj) or first in REQUEST_VERBS or _PASSING_WANT.match(obj) or _vague(obj):
        return None
    if _WOULD_LIKE.match(clause) and _OFFER.match(obj) and not re.search(r"\s(?-i:[A-Z])", obj):
        return None  # "I'd love to join in and show my support!": an offer to the other side, of the moment
    if len(obj.split()) == 1 and first in _NEEDS_OBJECT:
        return None  # "…some places I want to visit": a relative clause cut off from its noun, not a wish
    if re.fullmatch(r"(?:practi[cs]e|try|do|work|push)\s+(?:more|harder|better|again)", obj, re.I):
        return None  # "I want to practise more", "try harder": a wish with nothing named ("sleep more", "eat less" name it)
    if _TASK_AT_HAND.match(clause):
        return None  # "I want to make a budget sheet for my allowance": the work asked for now, not a wish for life
    if _SOMETHING_WITH.fullmatch(obj.strip(" .!")):
        return None  # "I want to bake something Welsh with her": an activity of the occasion, nothing named to aim at
    sched = _LEARNING.match(clause) and re.search(rf"\s+(?P<when>(?:{_EVERY})\b(?:\s+(?:morning|evening|night|afternoon)s?)?)", obj, re.I)
    if sched and sched.start() > 0:
        # "I started learning Spanish on Tuesday nights at the college": the learning kept with its schedule, one habit
        subject = obj[: sched.start()].strip(" ,")
        subject = re.sub(r"\s+(?:now|these\s+days)\b.*$", "", subject, flags=re.I)
        return _scheduled(en.third_person(clause), "learn", subject, sched.group("when"))
    if _PRACTISING.match(clause) and not re.match(r"for\b", obj, re.I):
        # "I've been practicing the cello a lot lately": a skill kept up, what the user does, not a
        # wish; practising for something ("…for my driving test") still works towards it
        return _fact("habit", clause)
    return _fact("goal", clause)


# what is being learnt, not wished for ("I want to learn guitar every evening" is no class kept)
_LEARNING = re.compile(r"^(?:i'm|i am|i've\s+been|i\s+have\s+been|(?:i|we)\s+(?:(?:just|recently|also|only)\s+)*(?:started|began))\s+"
                       r"(?:(?:currently|still|now|also|slowly)\s+)*(?:learning|studying|practi[cs]ing|taking\s+lessons\s+in"
                       r"|to\s+learn|to\s+study)\s", re.I)
# keeping a skill up, not learning it
_PRACTISING = re.compile(r"^(?:i'm|i am|i've\s+been|i\s+have\s+been)\s+(?:(?:currently|still|now|also|slowly)\s+)*practi[cs]ing\s", re.I)


# "a retirement village", "a retirement community": a home for the old, moved into as a flat is ("a village" alone is no home)
_HOME_NOUNS = r"(?:condo|flat|apartment|house|home|place|bungalow|cottage|studio|townhouse|duplex|loft|retirement\s+(?:village|community))"
_CITY = r"(?-i:[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2})"


def _moved_into(m: re.Match[str], clause: str) -> Fact | None:
    """'We moved into a new flat in Leith', 'we move to new apartment in Nanshan district last weekend'
    (a present said with a past time): where the user lives now."""
    if m.group("verb").lower() == "move" and not (_SENTENCE_TIME.search(clause) and _GONE_BY.search(clause)):
        if (city := proper_value(m.group("city"))) and (when.period(clause, None) is not None or _ON_A_DATE.search(clause)
                                                       or _IN_A_MONTH.search(clause)):
            # "I move into the flat in Stockbridge on 1 August": a plan with its date
            said = re.sub(r"^(?P<who>i|we)\s+move\b", lambda w: "I'm moving" if w["who"].lower() == "i" else "we're moving",
                          clause, count=1, flags=re.I)
            return _fact("decision", said, attribute=PLAN_PREFIX + "lives_in", value=city)
        return None  # "we move to a new place in Leith": a plan or a habit, not said to be done
    city = m.group("city")
    value = proper_value(city)
    if not value or city.split()[0].casefold() in NOT_NAMES:
        return None
    said = re.sub(r"\bmove\b", "moved", clause.split(", ")[0], count=1)
    return _fact("identity", said, attribute="lives_in", value=value, reports_change=True)


def _moved_in_home(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm all moved into the condo now': a move done, told by the home (where it is only when a place is named:
    "…into the bungalow in Whitstable" is where the user lives)."""
    home = m.group("home")
    city = m.group("city")
    named = m.group("named")
    if named and (named.casefold() in NOT_NAMES or named.casefold() in _HOUSE_STYLES):
        named = None  # "the Victorian house": what kind of house, no place
    value = proper_value(city) if city else proper_value(named) if named else None
    if city and (not value or city.split()[0].casefold() in NOT_NAMES):
        return None
    if not city and not named:
        home = re.sub(r"^(?:the|our|my)\b", "their", home, flags=re.I)  # "the condo" is theirs, read out of the chat
    where = f" in {city}" if city else ""
    said = f"moved into {home[:1].lower()}{home[1:]}{where}"
    said = f"User {said}{m.group('when')}" if m.group("when") else f"User has {said}"
    return Fact("identity", said, attribute="lives_in" if value else None, value=value, reports_change=bool(value))


# a house named by its style, not by where it is ("the Victorian house")
_HOUSE_STYLES = frozenset("victorian georgian edwardian tudor regency elizabethan jacobean colonial queenslander".split())


def _been_in(m: re.Match[str], clause: str) -> Fact | None:
    """'I've been in Scottsdale almost two months now': where the user lives (months or years, not a visit of days)."""
    city = m.group("city")
    value = proper_value(city)
    if not value or city.split()[0].casefold() in NOT_NAMES:
        return None
    return Fact("identity", f"User lives in {city}", attribute="lives_in", value=value, reports_change=True)


def _future_move(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm moving to Berlin on 1 May': a plan (``plan:lives_in``) that takes effect after its date."""
    obj = en.cut_tail(m.group("obj"))  # ("… end of August, bigger house": why, after it)
    if edge := _EDGE_WITHOUT_THE.search(obj):
        # "we will move to Berlin end of May": the time typed without its "at the", no part of the place
        obj = obj[: edge.start()]
        if clause.endswith(edge.group(0)):
            clause = f"{clause[: len(clause) - len(edge.group(0))]} at the {edge.group('edge').lower()} of {edge.group('of')}"
    place = proper_value(obj)
    if not place and (home := _DWELLING_IN.match(obj)):
        place = proper_value(home.group("place"))  # "we're moving to a condo in Ames next spring": where the home is
    if not place:
        return None
    # "we're moving to leipzig in january, rent in berlin is insane": the reason after a comma is no part of the plan
    clause = _WHY_AFTER_MOVE.sub("", clause)
    if _PLACE_IS_SAID.match(obj):
        return None  # "Moving to Canada is hard": moving as the subject, said of moving (no plan of the user's)
    if re.match(r"moving\b", clause, re.I):
        clause = f"I'm {clause}"  # "moving into a house in Headingley in January": typed without its "I'm"
    return _fact("decision", clause, attribute=PLAN_PREFIX + "lives_in", value=place,
                 polarity="negative" if m.groupdict().get("not") else "positive")


def _move_given_up(m: re.Match[str], clause: str) -> Fact | None:
    """'We decided not to move to Ankara after all, the kids are settled here': the move called off (a negative
    ``plan:lives_in``); why, after the comma, is no part of it."""
    if m.group("why"):
        clause = clause[: m.start("why")]
    return _future_move(m, clause)


# "Ruaridh and I got a flat in Partick", "Zeynep and I got a flat together in Kreuzberg": a home taken with someone
# named; the user lives there with them (what follows a comma is left: "…, need a cheap sofa"). Found, bought or
# looked at is not yet a home.
_HOME_TAKEN_WITH = (r"^(?P<name>(?-i:[A-Z])[a-z][\w'’-]*)\s+and\s+(?-i:I)\s+(?:(?:have|['’]ve)\s+)?(?:(?:just|finally|now|officially)\s+)*"
                    r"(?:got|rented|moved\s+into|took)\s+(?:ourselves\s+)?(?:a|an|our)\s+(?:(?:own|first|little|new|small|tiny|lovely|nice)\s+)*"
                    r"(?P<home>flat|apartment|place|house|cottage|studio)(?:\s+together)?\s+in\s+"
                    r"(?P<place>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)*)(?:\s+together)?\s*(?:[,;(!.].*)?$")
# (the same after a comma, where it is a sentence of its own: "moved out of the house share, Kwesi and I got a flat …")
# how someone takes what was just said of them, said after it with "and" ("… on crutches for a month and grumpy about it",
# "… off work till March and bored out of her mind", "…, and not happy about it"): a mood of the moment, not of the fact
_MOOD_ABOUT_IT = re.compile(r",?\s+and\s+(?:(?:is|he's|she's|they're|i'm|so|very|really|pretty|quite|rather|totally|not)\s+)*"
                            r"(?:grumpy|annoyed|fed\s+up|miserable|bored(?:\s+(?:stiff|silly|out\s+of\s+(?:his|her|their|my)\s+mind))?"
                            r"|cross|upset|sad|happy|thrilled|furious|frustrated|gutted|moody|cranky|sulking|relieved|delighted"
                            r"|stir[\s-]crazy|climbing\s+the\s+walls|not\s+happy)"
                            r"(?:\s+(?:about|with|at)\s+(?:it|that|this|them))?(?=\s*(?:[.!?]|$))", re.I)
_HOME_TAKEN_AFTER_COMMA = re.compile(r",\s+(?=(?-i:[A-Z])[a-z][\w'’-]*\s+and\s+(?-i:I)\s+(?:(?:have|['’]ve)\s+)?(?:(?:just|finally|now)\s+)*"
                                     r"(?:got|rented|moved\s+into)\s+(?:ourselves\s+)?(?:a|an|our)\s+(?:[a-z]+\s+){0,2}?"
                                     r"(?:flat|apartment|place|house|cottage|studio)\b)", re.I)


def _home_taken_with(m: re.Match[str], clause: str) -> Fact | None:
    """'Ruaridh and I got a flat in Partick': "User lives with Ruaridh in a flat in Partick" (where the user lives)."""
    name = m.group("name")
    place = proper_value(m.group("place"))
    if lexicon.common(name.lower()) or name.casefold() in NOT_NAMES or not place:
        return None
    home = "flat" if m.group("home").lower() == "place" else m.group("home").lower()
    fact = Fact("identity", f"User lives with {name} in {en.article(home)} {home} in {m.group('place')}", attribute="lives_in",
                value=place)
    fact.persons = [PersonMention(name=name)]
    return fact


_EDGE_WITHOUT_THE = re.compile(r"(?<!\bthe)\s+(?P<edge>start|beginning|end|middle)\s+of\s+(?P<of>(?:the\s+|this\s+|next\s+)?month|(?:this\s+|next\s+)?year"
                               rf"|{_MONTH_NAMES})\s*$", re.I)
# a clause of its own after the plan: a noun and "is" ("rent in berlin is insane", "the commute is killing me")
# ("…, my husband's family are all out there": a possessive among its words)
_WHY_AFTER_MOVE = re.compile(r",\s+(?:the\s+|my\s+|our\s+)?(?:[a-z]+(?:['’]s)?\s+){0,4}?(?:is|are|was|were|'s)\s+\S.*$", re.I)


def _move_said_present(m: re.Match[str], clause: str) -> Fact | None:
    """'So we move to Opole end of September': a plan said in the present with its time, as a
    non-native writer (or a timetable) says it; read as "we're moving to Opole at the end of September"."""
    who = "I'm" if m.group("who").lower() == "i" else "we're"
    when = m.group("when")
    when = f"at the {when}" if re.match(r"(?:end|start|beginning|middle)\b", when, re.I) else when
    return _future_move(m, f"{who} moving to {m.group('obj')} {when}")


def _first_days(m: re.Match[str], clause: str) -> Fact | None:
    """'Finished my first week at Arup today', 'first week at Monzo done!': where the user works now
    (it ends the job before, and fulfils the plan to start there)."""
    org = m.group("org")
    value = proper_value(org)
    if _not_an_employer(value):
        return None
    unit = " ".join(m.group("unit").lower().split())
    return Fact("identity", f"User has finished their {unit} at {org}{m.group('rest')}", attribute="works_at", value=value,
                reports_change=True)


def _future_role(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I'll be a nurse in Leeds from May': the role ahead, with when it starts (made a plan by
    :func:`_job_in_time`); without a start ("I'll be a bit late") nothing."""
    if not _JOB_STARTS.search(clause):
        return None
    return _role(m.group("obj")) or None


# An employer said by its kind, not its name: "starting at a climate startup on Monday"
_EMPLOYER_KIND = (r"(?P<kind>(?:a|an)\s+(?:(?!(?:new|job|role)\b)[a-z][\w-]*\s+){0,2}(?:startup|start-up|company|agency|firm|bank|fintech"
                  r"|studio|consultancy|charity|non-?profit|ngo|hospital|clinic|school|lab|restaurant|bakery|caf[eé]|hotel|nursery"
                  r"|practice|publisher|newspaper|brewery|winery|factory|warehouse|garage|salon|gym|scale-?up))")


def _future_job(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm starting at Zalando on 1 June': a plan (``plan:works_at``) that takes effect after its date
    ("… at a climate startup on Monday": the employer by its kind, "climate startup")."""
    if m.groupdict().get("kind"):
        return _fact("decision", clause, attribute=PLAN_PREFIX + "works_at", value=m.group("kind").split(None, 1)[1].lower())
    org = re.sub(r"^the\s+", "", m.group("org"), flags=re.I)  # "at the Met Office"
    value = proper_value(org)
    if _not_an_employer(value):
        return None
    return _fact("decision", clause, attribute=PLAN_PREFIX + "works_at", value=value)


def _joining_called_as(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm joining a startup called Carbonlens as the first ML hire', "I'll be joining Arup as a graduate engineer": the
    new employer by the role taken there (a job, or "hire", "employee"), as :func:`_joining_as` reads "as a <job>"."""
    noun = m.group("noun").lower()
    if noun not in JOB_NOUNS and noun not in {"hire", "employee"}:
        return None
    org = m.group("org")
    value = proper_value(re.sub(r"^.*\bcalled\s+", "", org))
    if _not_an_employer(value):
        return None
    return Fact("identity", f"User is joining {org} as {m.group('role')}", attribute="works_at", value=value, reports_change=True)


def _offer_and_start(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'I got the offer from Thoughtworks, joining on 1st June': read as "I'm starting at Thoughtworks on 1st June"
    (the start is the fact that lasts; the offer is how it came)."""
    when = m.group("when")
    when = f"on {when}" if when[:1].isdigit() else when  # "starting 1 June": on 1 June
    return _read_by_rules(f"I'm starting at {m.group('org')} {when}", skip=_offer_and_start) or None


# what tells a company joined from a club or an app joined: "survived the first week", "the team", "onboarding"
_NEW_JOB_TALK = re.compile(r"\b(?:first\s+(?:day|week|month|shift|fortnight)|(?:new\s+)?(?:team|colleagues|coworkers|boss|manager|job|role"
                           r"|position|office)|onboard(?:ing|ed)?|induction|contract|offer|hired|full[- ]time|permanent)\b", re.I)


def _started_at(m: re.Match[str], clause: str) -> Fact | None:
    """'I started at Thoughtworks last week', "I've joined Kainos and survived the first week": where the user works
    now (it ends the job before and fulfils a plan to start there); "joined" only with talk of the job in the
    clause ("I joined Strava" is an app, "I joined Labour" a party). Said bare ("I've joined Thoughtworks!") it is the
    news as said: the write path makes it the employer when the store knows the user is leaving or has left a job
    (Brain._joined_after_leaving)."""
    org = m.group("org")
    value = proper_value(org)
    if not value or _not_an_employer(value) or lexicon.common(value.split()[0]):
        return None
    verb = " ".join(m.group("verb").split())
    has = "has " if re.match(r"i(?:'ve|\s+have)\b", clause, re.I) else ""
    if verb.lower() == "joined" and not _NEW_JOB_TALK.search(clause):
        return None if m.group("tail") else Fact("episode", en.tidy(f"User {has}joined {org}{m.group('rest')}"))
    return Fact("identity", en.tidy(f"User {has}{verb} {org}{m.group('rest')}"), attribute="works_at", value=value,
                reports_change=True)



def _duration_first(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'Now 3 years I live in Wrocław' (a non-native order): read as "I have lived in Wrocław for 3 years"."""
    n, unit = m.group("n"), m.group("unit")
    if n.lower() in {"one", "1"}:
        unit = unit.rstrip("s")
    again = f"I have {PERFECT[m.group('verb').lower()]} {m.group('rest')} for {n} {unit}"
    return _read_by_rules(again, skip=_duration_first) or None


def _work_no_as(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'I work lab technician in milk factory', 'i work nurse in hospital': a job said without "as", as a
    non-native writer does; read as "I work as a lab technician in milk factory"."""
    role = m.group("role")
    words = role.lower().split()
    if not is_job_noun(words[-1]) or any(w in _NOT_EMPLOYERS or w in {"hard", "shift", "shifts", "from", "home"} for w in words):
        return None
    again = f"I work as {en.article(role)} {role}{m.group('rest') or ''}"
    return _read_by_rules(again, skip=_work_no_as) or None


def _gig(m: re.Match[str], clause: str) -> Fact | None:
    """'I ride for Uber Eats in Melbourne', 'I drive for Lyft': whom the user works for, said by what they do."""
    org = m.group("org")
    value = proper_value(org)
    if _not_an_employer(value) or value in NATIONALITIES or _YOU.search(clause):
        return None
    return _fact("identity", clause, attribute="works_at", value=value)


def _owner_of(m: re.Match[str], clause: str) -> Fact | None:
    """'(I'm the) owner of a small bakery called Dulce Masa in Guadalajara': what the user owns or founded."""
    obj = m.group("obj").strip()
    if not _ok_object(obj) or _YOU.search(obj) or re.match(r"(?:it|this|that|these|those)\b", obj, re.I):
        return None
    if m.group("chef"):
        return Fact("identity", en.tidy(f"User is the chef-owner of {en.rewrite_rest(obj)}"))
    if m.group("role").lower() in {"owner", "co-owner", "proprietor", "propriétaire", "proprietaire"}:
        return Fact("identity", en.tidy(f"User {'co-owns' if m.group('role').lower() == 'co-owner' else 'owns'} {en.rewrite_rest(obj)}"))
    return Fact("identity", en.tidy(f"User is the {m.group('role').lower()} of {en.rewrite_rest(obj)}"))


def _studies_at(m: re.Match[str], clause: str) -> Fact | None:
    """'I study UX design part time at RMIT', 'I study law at Trinity': what and where the user studies (a university
    named in lower case is capitalised: "at hokkaido university" → "at Hokkaido University")."""
    org = m.group("org")
    named = org.title() if org.endswith("university") else org
    if _not_an_employer(proper_value(named)) or not _ok_object(m.group("field")):
        return None
    if m.group("year"):  # "… at Leeds, 2nd year": "… at Leeds, in their second year"
        year = m.group("year").lower()
        return _fact("identity", f"{clause[: m.start('org')]}{named}, in my {_ORDINAL_YEAR.get(year, year)} year")
    return _fact("identity", clause[: m.start("org")] + named + clause[m.end("org"):])


_NOT_EMPLOYERS = frozenset([d.lower() for d in calendar.day_name] + [m.lower() for m in calendar.month_name if m]
                           + ["i", "my", "the", "a", "an", "work", "school", "uni", "university", "college"])


def _not_an_employer(value: str | None) -> bool:
    """No value, or a day, a month, a pronoun or a place of study ("starting at university in September"); a hospital
    trust named for its university ("University Hospitals of Leicester", "University Hospital Southampton") employs, and
    a university named ("the University of Leeds") is one."""
    return not value or (value.split()[0] in _NOT_EMPLOYERS and not re.match(r"university\s+(?:hospitals?\b|of\s+\w)", value))


_MEAL_OF_ONE_EVENING = re.compile(r"\b(?:tonight|this\s+evening|for\s+(?:dinner|lunch|tea|supper|breakfast)(?:\s+tonight)?)\b",
                                  re.I)
_NOT_PROJECT = re.compile(r"^(?:to\b|an? (?:email|message|reply|response|text|note|comment|question|letter)\b)", re.I)


def _project(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if not _ok_object(obj) or _NOT_PROJECT.match(obj) or _vague(obj):
        return None
    if _MEAL_OF_ONE_EVENING.search(clause) and re.search(r"\b(?:making|cooking|baking)\s+$", clause[: m.start("obj")], re.I):
        return None  # "I'm making curry tonight", "cooking lasagne for dinner": one evening's meal, nothing made to last
    if _COURSE.match(obj) and re.search(r"\bstarting\s+$", clause[: m.start("obj")], re.I):
        return _fact("goal", clause)  # "I'm starting the B1 evening course": studies begun are an aim, not a thing made
    if re.match(rf"(?:{en.ANOTHER_ROUND}\s*)?{lifefacts.TREATMENT}\b", obj, re.I):
        return _fact("episode", clause)  # "we're starting IVF again in February": a treatment ahead, not a thing made
    if _STARTED_PLACE.match(obj) and re.search(r"\b(?:i'm|i\s+am|im)\s+(?:\w+\s+)?starting\s+$", clause[: m.start("obj")], re.I):
        # "I'm starting nursing school at OsloMet in August", "starting as mate on the Whalsay run": where the user
        # starts (school, a post), decided, not a thing made
        return _fact("decision", clause)
    return _fact("project", clause)


# what one starts at that is no thing made: a school, or a post ("as mate", "as a junior dev", "a new job in Leeds")
_STARTED_PLACE = re.compile(r"(?:as\s+(?:a\s+|an\s+|the\s+)?[a-z]|(?:with\s+)?(?:a\s+|my\s+)?new\s+(?:job|employer|position|role)\b"
                            r"|(?:(?:a|an|my|the)\s+)?(?:[\w'-]+\s+){0,2}?(?:school|uni"
                            r"|university|college|sixth\s+form|residency|internship|traineeship|placement)"
                            # (not "a school garden project": the school's is a thing made)
                            r"(?=\s*[.!]?$|\s+(?:at|in|on|with|from|next|this|after|for|\d)\b))", re.I)


# A course of study or lessons, by what it is ("the B1 evening course", "a pottery class", "my driving lessons")
_COURSE = re.compile(r"^(?:(?:a|an|my|the|our)\s+)?(?:[\w'-]+\s+){0,3}?(?:course|class|classes|lessons|programme|program|module"
                     r"|apprenticeship|diploma|degree|master'?s|masters|phd|mba)\b", re.I)


def _start_course(m: re.Match[str], clause: str) -> Fact | None:
    """'Now I start the B2 course', 'I begin a pottery class in May': a course starting, said in the present
    as a plan is ("now" first is dropped as a lead); the user is starting it. A routine's start ("I start
    my class at 9 every day") is not this."""
    obj = m.group("obj")
    if _ROUTINE_WORD.search(obj) or _YOU.search(obj) or not _COURSE.match(obj):
        return None
    return _fact("goal", f"I'm starting {obj}")


_ROUTINE_WORD = re.compile(r"\b(?:every|each|always|usually|normally|daily|weekly|at\s+\d)", re.I)


# what one focuses on for the moment, not an aim: "…on the positives", "…on myself", "…on getting through the week"
_PASSING_FOCUS = re.compile(r"(?:the\s+)?(?:positives?|good(?:\s+(?:stuff|things|parts))?|present|moment|now|today|basics"
                            r"|what(?:'s|\s+is)?\s+(?:important|matters)|what\s+i\s+can|getting\s+(?:through|by)|breathing"
                            r"|myself|me|it|that|this|those|these|them|him|her|you)\b", re.I)


def _focusing(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if re.match(r"me\b", obj, re.I):
        return None  # "teach me small small", "train me": said to the listener (a request), no pastime of the user's
    if not _ok_object(obj) or _vague(obj) or _PASSING_FOCUS.match(obj) or _YOU.search(clause):
        return None
    return _fact("goal", clause)


_DECISION_OBJECT = {
    "decided": r"(?:to|on|against|not|that|we|i)\b",
    "went": r"with\b", "gone": r"with\b", "settled": r"on\b", "committed": r"to\b",
    "switched": r"(?:to|from|over)\b", "opted": r"(?:for|to|against|out)\b",
    "picked": r"(?!up\b)", "chose": r"(?!up\b)",
}


def _decision(m: re.Match[str], clause: str) -> Fact | None:
    verb, obj = m.group("verb").lower(), m.group("obj")
    if verb in _DECISION_OBJECT and not re.match(_DECISION_OBJECT[verb], obj, re.I):
        return None
    target = re.sub(r"^(?:to|on|with|for|over|from)\s+", "", obj, flags=re.I)
    if not _ok_object(target) or _vague(target):
        return None
    if verb == "decided" and (move := re.match(r"to\s+(?:move|relocate)\s+(?:back\s+)?to\s+(?P<place>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?)"
                                               r"(?=\s*(?:[,.;!]|$|\s+(?:in|at|by|next|this|after|before|for)\b))", obj, re.I)):
        # "we decided to move to Cork, house prices in Dublin are crazy": a move planned (``plan:lives_in``, which
        # the home said later fulfils); why, after the comma, is no part of it
        return _fact("decision", _WHY_AFTER_MOVE.sub("", clause), attribute=PLAN_PREFIX + "lives_in",
                     value=move.group("place").lower())
    if verb == "switched":
        clause = _WHY_AFTER_MOVE.sub("", clause)  # "switched back to VS Code, Zed's Go debugger is not there yet": why
    return _fact("decision", clause)


_NOT_HABIT_VERBS = frozenset(
    # ("now i worry every night": a feeling, no routine)
    "like love prefer hate enjoy want think feel wonder mean say know assume guess believe wanted need am was is worry"
    " get have do forget"
    # what is possible, not what is done: "I can walk along the front in the mornings"
    " can could might may".split()
)


# What everyone's week holds ("I usually work during regular work hours", "I normally sleep at night"):
# a routine that names no time, place or way of its own says nothing about the user.
_DEFAULT_ROUTINE = frozenset(
    "regular normal usual standard typical office business work working hours hour times time schedule during at in"
    " the my a of".split())


def _default_routine(verb: str, rest: str) -> bool:
    head = re.split(r"[,;]|\s+but\b", rest, maxsplit=1)[0]
    words = re.findall(r"[^\W\d_]+|\d+", head.lower())
    return verb in {"work", "sleep", "eat"} and all(w in _DEFAULT_ROUTINE for w in words)


def _habit_adverb(m: re.Match[str], clause: str) -> Fact | None:
    verb = m.group("verb").lower()
    if verb in _NOT_HABIT_VERBS or not _ok_object(m.group("rest") or "x") or _default_routine(verb, m.group("rest") or ""):
        return None
    if verb == "use" and category_attribute(head_value(m.group("rest")) or ""):
        return _uses_object(m.group("rest"), clause)  # "I always use dark mode": a taste, not a routine
    habit = _fact("habit", clause)
    # "I usually go swimming on Mondays": the schedule is read as without the adverb, so a later
    # "I go swimming on Thursdays now" supersedes it
    for first in _read_by_rules(f"I {verb}{m.group('rest')}", skip=_habit_adverb)[:1]:
        if habit is not None and first.type == "habit" and (first.attribute or "").startswith(SCHEDULE_PREFIX):
            habit.attribute, habit.value = first.attribute, first.value
    return habit


_LIGHT_VERBS = frozenset("go do have play take attend get make hit".split())
# ("an online watercolour course" is the watercolour course: "online" is how, not which)
_SCHEDULE_NOISE = frozenset("a an the to my our some of for with at in on by via online".split())
# ("I already walk the dog every morning", "i basically babysit him mon thru wed": the same habit as without the adverb)
HABIT_ADVERBS = frozenset(
    "still also now just really usually always normally often generally typically already basically even regularly".split())


_PLACE_AFTER = re.compile(r"\b(?:(?:at|in)\s+(?:the|a|an|my|our|their|his|her|(?-i:[A-Z]))|at\s+\d)", re.I)


def activity(verb: str, rest: str) -> str | None:
    """The name of a habit's activity: "go swimming" → "swim", "call my mom" → "call mom",
    "drink green tea" → "drink green tea", "go to the gym" → "gym"; None when it cannot be told.

    The object is part of the name, so "drinks green tea daily" and "drinks mint tea daily"
    are two habits, not one habit whose schedule changed. An adverb before the verb is no
    part of it ("I still bake sourdough every Sunday" is the habit "bake sourdough")."""
    while verb.lower() in HABIT_ADVERBS:
        verb, _, rest = rest.strip().partition(" ")
    if not verb:
        return None
    # "boxing at a gym in Grangetown", "choir at my church": where it is done, not which activity, so a later
    # "boxing has moved to Mondays" names the same schedule (a light verb keeps its object: "play in a band")
    if (place := _PLACE_AFTER.search(rest)) and (
            verb.lower() not in _LIGHT_VERBS
            or any(w not in _SCHEDULE_NOISE for w in re.findall(r"[^\W\d_][\w'-]*", rest[:place.start()].lower()))):
        rest = rest[:place.start()]
    words = [w for w in re.findall(r"[^\W\d_][\w'-]*", rest.lower()) if w not in _SCHEDULE_NOISE]
    words = [w for w in words if w not in {"minutes", "minute", "hours", "hour", "km", "miles", "k", "times"}][:2]
    verb = verb.lower()
    if verb in _LIGHT_VERBS:
        if not words:
            return None
        return _lemma(words[0]) if words[0].endswith("ing") else " ".join(words)
    return " ".join([_lemma(verb), *words]) if words else _lemma(verb)


def _lemma(word: str) -> str:
    """swimming → swim, running → run, bouldering → boulder, calls → call (roughly)."""
    w = word.lower()
    if w.endswith("ing") and (known := _gerund_base(w)):
        return known  # baking → bake, not "bak"
    if w.endswith("ing") and len(w) > 5:
        w = w[:-3]
        if len(w) > 2 and w[-1] == w[-2] and w[-1] not in "lsz":
            w = w[:-1]
        return w
    if w.endswith("es") and w[:-2].endswith(("sh", "ch", "x", "ss")):
        return w[:-2]
    if w.endswith("s") and not w.endswith(("ss", "is", "us")) and len(w) > 3:
        return w[:-1]
    return w


# A past that is spelled as the present: with "every morning" it is the present ("I read the paper
# every morning"), and the summary says so ("User reads …", never "User read …").
_PAST_AS_PRESENT = frozenset("read cut put set hit shut let".split())


def _present(summary: str) -> str:
    return re.sub(r"^User (cut|put|set|shut|hit|read|let)\b", r"User \1s", summary)


def _works_shift(m: re.Match[str], clause: str) -> Fact | None:
    """'I work nights', 'I work days now': the shift worked, one value of ``schedule:shift`` as "I'm on
    nights" gives (days replace nights)."""
    when = m.group("when").lower()
    fact = Fact("habit", f"User works {when}", attribute=SCHEDULE_PREFIX + "shift", value=when)
    fact.reports_change = bool(m.group("rest").strip())
    return fact


# (recall25) the one value of ``schedule:shift`` a shift has however it was said ("night shifts", "the night shift" and
# "nights" are one shift: "I work night shifts at the hospital" and then "I'm on days now" supersede each other)
_SHIFT_VALUES = {"night": "nights", "day": "days", "early": "earlies", "late": "lates"}


def _shift_value(said: str) -> str:
    """'night shifts' → 'nights', 'day shift' → 'days', 'nights mostly' → 'nights'; 'second shift' stays."""
    words = said.lower().split()
    if words and words[-1] in {"shift", "shifts"} and len(words) == 2 and words[0] in _SHIFT_VALUES:
        return _SHIFT_VALUES[words[0]]
    return words[0] if words and words[0] in {"nights", "days"} else " ".join(words)


def _works_shift_at(m: re.Match[str], clause: str) -> Fact | None:
    """'I work second shift at the Jefferson plant': the shift, where, and its hours when said with it."""
    when = " ".join(m.group("when").lower().split())
    hours = f", {m.group('hours')}" if m.group("hours") else ""
    return Fact("habit", f"User works {when} {m.group('where').strip()}{hours}", attribute=SCHEDULE_PREFIX + "shift",
                value=_shift_value(when))


_WORKS_AT = _place("works_at", True)


def _works_at_shift(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'I work nights at Tesco': where the user works, and (recall25) the shift said with it, one value of
    ``schedule:shift`` as "I work nights" gives (it kept no shift, so "I'm on days now" ended nothing)."""
    place = _WORKS_AT(m, clause)
    if place is None:
        return None
    facts = place if isinstance(place, list) else [place]
    if (shift := m.group("shift")) and (value := _shift_value(shift)) in {"nights", "days"}:
        facts.append(Fact("habit", f"User works {value}", attribute=SCHEDULE_PREFIX + "shift", value=value))
    return facts


def _scheduled(summary: str, verb: str, rest: str, when: str) -> Fact:
    """A habit fact with its schedule as a single-valued attribute ``schedule:<activity>``."""
    # "doing pilates instead, …", "yoga now": the activity, not when it was taken up
    name = activity(verb, re.sub(r"\s+(?:instead|now|these\s+days|nowadays)\b.*$", "", rest, flags=re.I))
    if not name:
        return Fact("habit", summary)
    if (shift := re.match(r"(?:work|do)\s+(?P<kind>night|day|early|late)\s+shifts?\b", name)) is not None:
        # "I do night shifts, three nights a week": the shift worked, one value of ``schedule:shift`` as "I work nights"
        # gives (its days kept in the summary), so "I'm on days now" ends it
        return Fact("habit", summary, attribute=SCHEDULE_PREFIX + "shift", value=_SHIFT_VALUES[shift.group("kind")])
    value = " ".join(when.lower().split())
    # "padel on thursdays with Marta", "… on mondays with my neighbour Tariq, he always wins": who with, and what is said
    # after them, is no part of when (a later "on fridays now" supersedes the days, whoever it is played with)
    if " with" in value or value.startswith("with "):
        value = _WITH_WHOM.sub("", value).strip(" ,") or value
    return Fact("habit", summary, attribute=SCHEDULE_PREFIX + name, value=value)


_WITH_WHOM = re.compile(r"(?:^|\s+|,\s*)with\b(?:(?!\s(?:on|every|each)\s).)*?(?=\s(?:on|every|each)\s|$)")


# "my levothyroxine", "the metformin": the medicine, whoever's word goes before it
_OWN = re.compile(r"^(?:my|our|the)\s+", re.I)


def _medicine_taken(verb: str, obj: str) -> bool:
    """Whether "I take <obj>" is a medicine taken ("I take my levothyroxine every morning"), not a routine."""
    return verb == "take" and lifefacts.is_medicine(_OWN.sub("", obj.strip()))


def _habit_lead(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    rest = "I " + re.sub(r"\s+(?:unless|except when|except if|if)\b.*$", "", m.group("rest"), flags=re.I)
    verb = rest.split()[1].lower()
    main = rest.partition(",")[0]
    if _medicine_taken(verb, " ".join(main.split()[2:])):
        # "every morning before breakfast I take levothyroxine": the medicine, its time kept as said after it
        lead = clause[: m.start("rest")].strip(" ,").removesuffix(" I").removesuffix(" i")
        return _read_by_rules(f"{main} {lead[:1].lower()}{lead[1:]}") or None
    done = verb in {"do", "have"} and (bool(re.match(r"I\s+\w+\s+(?:a|an|the|my|our|\d+)\s+[a-z]", rest, re.I))
                                       or bool(re.match(rf"I\s+\w+\s+(?:{_HOME_ROUTINE})\b", rest, re.I))  # "we do pizza night"
                                       or bool(re.match(rf"I\s+do\s+(?:{_ROUTINES}|tai\s+chi|qigong)\b", rest, re.I)))  # "I do tai chi"
    if (verb in _NOT_HABIT_VERBS and not done) or (en.is_past(verb) and verb not in _PAST_AS_PRESENT) \
            or _YOU.search(rest):
        return None  # "Every Sunday we have a stand at the market" is a routine; "every day I have to…" is not
    main, sep, after = rest.partition(",")  # "…a stand at the market, from 8 to 2": the schedule with the statement
    when = re.sub(r"(?<!\bat),?\s+(?=\d)", " at ", m.group("when"), count=1)  # "every morning 6 o'clock": at 6 o'clock
    summary = f"{_present(en.third_person(main))} {_time_phrase(when)}{sep}{after}"
    return _scheduled(summary, verb, " ".join(main.split()[2:]), when)


_NOW = re.compile(r"\s+(?:now|these days|nowadays|instead|from now on)\b", re.I)
_WHEN_MORE = re.compile(
    r"(?:\s*(?:,|and|or)\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|morning|evening|night|afternoon)s?)*"
    r"(?:\s+(?:morning|evening|night|afternoon)s?)?", re.I)


# "I no longer swim on Mondays", "I don't play football on Thursdays anymore": a habit given up
# (changes.LAST_RULES read it as the decision it is), never a habit called "no longer swim"
_GIVEN_UP_HABIT = re.compile(r"^(?:i|we)\s+(?:no\s+longer\b|(?:don't|do\s+not)\b[^,;]*\b(?:anymore|any\s+more|any\s+longer)\b)", re.I)


def _habit_trailing(m: re.Match[str], clause: str) -> Fact | None:
    if _GIVEN_UP_HABIT.match(clause):
        return None
    if clause[:3].lower() == "we ":
        clause = "I " + clause[3:]
    verb = m.group("verb").lower()
    if _medicine_taken(verb, m.group("mid") or ""):
        return None  # "I take (my) metformin twice a day": a medicine taken (lifefacts), not a routine
    done = verb in {"do", "have"} and bool(re.match(r"(?:the|a|an|my|our|some|\d+)?\s*[a-z]", m.group("mid") or "", re.I)) \
        and ok_object(m.group("mid") or "")  # "I do the shopping run every Thursday", "I have choir on Tuesdays"
    if (verb in _NOT_HABIT_VERBS and not done) or (en.is_past(verb) and verb not in _PAST_AS_PRESENT) \
            or _YOU.search(clause):
        return None
    more = _WHEN_MORE.match(m.group("tail") or "")
    when = m.group("when") + (more.group(0) if more else "")
    fact = _scheduled(_present(en.third_person(clause)), verb, m.group("mid") or "", when.strip())
    fact.reports_change = bool(_NOW.search(clause))
    return fact


def _started_habit(m: re.Match[str], clause: str) -> Fact | None:
    """'I started going to the gym Monday, Wednesday and Friday', 'Started badminton every Saturday
    morning': a habit taken up, with its schedule (not an event of the day)."""
    act = re.sub(r"^to\s+", "", m.group("act").strip(), flags=re.I)
    verb, _, rest = act.partition(" ")
    if not verb or verb.lower() in _NOT_HABIT_VERBS or _YOU.search(clause) or not ok_object(act):
        return None
    more = _WHEN_MORE.match(m.group("tail") or "")
    when = m.group("when") + (more.group(0) if more else "")
    summary = re.sub(r"\s+(?:instead|now)\s*$", "", en.third_person(clause))
    base = {"going": "go", "doing": "do", "playing": "play", "taking": "take", "having": "have"}.get(verb.lower())
    if verb.lower() in {"a", "an", "my"}:  # "started a 20-minute home workout in the mornings": a routine done
        base, rest = "do", act
    fact = _scheduled(summary, base or verb, rest, when.strip())
    fact.reports_change = True
    return fact


def _joined_group(m: re.Match[str], clause: str) -> Fact | None:
    """'I joined a choir at the church in Carouge, we rehearse every Wednesday evening': a habit taken up
    with a group, on the group's schedule."""
    act = m.group("act").strip()
    if _YOU.search(clause) or not ok_object(act):
        return None
    verb = m.group("v").lower()
    head, _, rest = " ".join(verb.split()).partition(" ")  # "go out": "goes out"
    if not head.endswith("s"):
        head = "practises" if head.startswith("practi") else en.third_person_verb(head)
    verb = f"{head} {rest}".strip()
    act = re.sub(r"^(?:my|our)\s+", "a ", act, flags=re.I)
    act = re.sub(r"\b(?:of|at|from)\s+(?:my|our)\s+", lambda w: w.group(0).split()[0] + " their ", act, flags=re.I)  # ("of my company")
    tail = en.cut_tail(m.group("tail") or "").strip()
    when = f"{m.group('when')} {tail}".strip()
    when = re.sub(r"^(on\s+\w+day)s\s+(morning|afternoon|evening|night)$", r"\1 \2s", when, flags=re.I)  # ("Saturday afternoon")
    fact = _scheduled(f"User joined {act} that {verb} {when}", "join", act, when)
    fact.reports_change = True
    return fact


def _joined_on(m: re.Match[str], clause: str) -> Fact | None:
    """'I've joined a Spanish conversation group at the library on Wednesdays': a habit taken up with a
    group, said with its days (no "that meets")."""
    act = m.group("act").strip()
    if _YOU.search(clause) or not ok_object(act):
        return None
    act = re.sub(r"^(?:my|our)\s+", "a ", act, flags=re.I)
    tail = en.cut_tail(m.group("tail") or "").strip()
    when = _NOW.sub("", f"{m.group('when')} {tail}").strip()  # "… on Wednesdays instead": the days
    fact = _scheduled(f"User joined {act} {when}", "join", act, when)
    fact.reports_change = True
    return fact


# What a group the user belongs to is called ("book club", "choir", "running club", "five-a-side team")
_MEETING_GROUPS = r"(?:club|group|choir|team|band|circle|society|league|meetup|crew|guild|orchestra|ensemble|squad)"


def _group_meets(m: re.Match[str], clause: str) -> Fact | None:
    """'Our book club meets the first Thursday of every month at the library': the user's group and
    its schedule, a habit of the user's (the schedule a single value: a later day supersedes it)."""
    group = m.group("group").strip()
    if not ok_object(group):
        return None
    verb = " ".join(m.group("v").lower().split())
    head, _, rest = verb.partition(" ")
    if not head.endswith("s"):
        head = "practises" if head.startswith("practi") else en.third_person_verb(head)
    tail = en.cut_tail(m.group("tail") or "").strip()
    when = f"{m.group('when')} {tail}".strip()
    summary = f"User's {group} {f'{head} {rest}'.strip()} {when}"
    # the group is the activity's name ("quilting circle", not "quilt"): another day of it supersedes this one
    return Fact("habit", summary, attribute=SCHEDULE_PREFIX + " ".join(group.lower().split()), value=" ".join(when.lower().split()))


def _signed_up(m: re.Match[str], clause: str) -> Fact | None:
    """'I signed up for French lessons twice a week, Mon and Wed evenings': a habit taken up, with its schedule."""
    act = m.group("act").strip()
    if _YOU.search(clause) or not ok_object(act):
        return None
    when = en.cut_tail(m.group("when")).strip()
    fact = _scheduled(f"User takes {act} {when}", "take", act, when)
    fact.reports_change = True
    return fact


def _done_news(m: re.Match[str], clause: str) -> Fact | None:
    """'Chapter 3 submitted!!', 'Lease signed!', 'Paper accepted': news told without its verb's subject."""
    np, verb = m.group("np").strip(), m.group("v").lower()
    # "My visa was approved", "my contract has been renewed": the verb's own auxiliary is no part of the thing
    # ("Farm's sold": the "is" run into the noun)
    np = re.sub(r"(?:\s+(?:was|were|has\s+been|have\s+been|got|is)|\s*['’]s)$", "", np, flags=re.I)
    if not ok_object(np) or _YOU.search(np) or re.match(r"(?:it|this|that|everything|all|nothing)\b", np, re.I):
        return None
    np = re.sub(r"^(?:my|our)\s+", "their ", np, flags=re.I)
    if not re.match(r"(?:their|the|a|an)\s", np, re.I):
        words = np.split()
        proper = any(w[:1].isupper() for w in words[1:]) or words[-1][:1].isdigit()
        np = np if proper else "their " + np[:1].lower() + np[1:]
    if verb in {"accepted", "approved", "published", "renewed", "granted", "funded"}:
        return Fact("episode", f"User's {re.sub(r'^their ', '', np)} was {verb}")
    verb = {"done": "finished", "handed in": "handed in", "sent off": "sent off"}.get(verb, verb)
    np = re.sub(r"^(The|A|An)\b", lambda w: w.group(1).lower(), np)  # "The house is sold!": its capital only opened the news
    return Fact("episode", f"User {verb} {np}")


def _work_handed_in(m: re.Match[str], clause: str) -> Fact:
    """'I handed in my dissertation', 'submitted the thesis': "User handed in their dissertation" (an aim reached)."""
    verb = " ".join(m["v"].lower().split()).replace("turned in", "handed in")
    work = re.sub(r"^(?:my|our|the)\s+", "", m["np"], flags=re.I)
    return Fact("episode", f"User {verb} their {work}")


def _work_days(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm only working Wednesday to Saturday till August': which days of the week the user works."""
    d1, d2 = m.group("d1").capitalize(), m.group("d2").capitalize()
    rest = en.cut_tail(m.group("rest") or "")
    if _YOU.search(rest):
        return None
    rest = re.sub(r"^\s*(?:till|til)\b", " until", rest)
    if m.group("v").lower() == "open":  # "we're open Tuesday through Sunday": the user's business
        return Fact("habit", f"User's business is open {d1}s to {d2}s{rest}", attribute=SCHEDULE_PREFIX + "open",
                    value=f"{d1} to {d2}".lower())
    return Fact("habit", f"User works {d1}s to {d2}s{rest}", attribute=SCHEDULE_PREFIX + "work", value=f"{d1} to {d2}".lower())


def _work_day_list(m: re.Match[str], clause: str) -> Fact | None:
    """'I work Monday, Tuesday and Wednesday nights from July': the days of the week the user works."""
    days = [d.capitalize() for d in re.findall(_DAYS, m.group("days"), re.I)]
    if len(days) < 2 or len(set(days)) != len(days):
        return None
    part = m.group("part") or ""
    listed = ", ".join(days[:-1]) + f" and {days[-1]}" + (f" {part.lower()}" if part else "s")
    if not part:
        listed = ", ".join(f"{d}s" for d in days[:-1]) + f" and {days[-1]}s"
    count = m.group("count") or ""
    count = f"{' '.join(count.split()).rstrip(',')}, " if count else ""
    rest = en.cut_tail(m.group("rest") or "")
    rest = (", " if re.match(r"\d", rest) else " ") + rest if rest else ""
    if _YOU.search(rest):
        return None
    rest = re.sub(r"^\s*(?:till|til)\b", " until", rest)
    return Fact("habit", f"User works {count}{listed}{rest}", attribute=SCHEDULE_PREFIX + "work",
                value=" ".join(d.lower() for d in days) + (f" {part.lower()}" if part else ""))


def _supplier(m: re.Match[str], clause: str) -> Fact | None:
    """'I buy the flour from Odlums', 'now I take from Ballybrit Mill': whom the user buys from, named."""
    if m.group("who").casefold() in NOT_NAMES or m.group("who").lower() in _NOT_EMPLOYERS:
        return None
    said = clause[: m.end("rest") if m.group("rest") else m.end("who")]
    said = re.sub(r"\btake\s+from\b", "buy from", re.sub(r"^now\s*,?\s+", "", said, flags=re.I))
    return _fact("preference", said)


def _commute(m: re.Match[str], clause: str) -> Fact | None:
    """'commute is like 35 min now': how long the user's commute takes (one value at a time)."""
    unit = {"min": "minutes", "mins": "minutes", "hr": "hour", "hrs": "hours"}.get(m.group("u").lower(), m.group("u").lower())
    n = m.group("n").lower()
    if n in {"a", "an"}:
        n, unit = ("an", "hour") if unit.startswith("hour") else ("a", unit)
    about = "about " if n[0].isdigit() else ""
    return Fact("habit", f"User's commute takes {about}{n} {unit}{m.group('rest').lower()}", attribute=SCHEDULE_PREFIX + "commute",
                value=f"{n} {unit}")


def _will_keep(m: re.Match[str], clause: str) -> Fact | None:
    """'I'll stick with Python for now', 'I'll keep everything in R for the thesis': a choice of a named tool kept."""
    obj = m.group("obj")
    if _YOU.search(clause) or not any(w[:1].isupper() and w != "I" for w in obj.split()) or not ok_object(obj):
        return None
    return Fact("decision", f"User will {m.group('verb').lower()} {en.rewrite_rest(obj)}")


def _habit_together(m: re.Match[str], clause: str) -> Fact | None:
    if en.is_past(m.group("verb")) or _YOU.search(clause):
        return None
    return _fact("habit", clause)


_VENUES = frozenset("gym pool church mosque temple synagogue office library".split())


# a verb of its own after a routine's schedule, before the next clause: the routine is the subject ("gym every day is too
# much", "church every Sunday was a chore"; not "training is thursdays and games are saturday mornings")
_OWN_VERB_AFTER = re.compile(r"\b(?:is|are|was|were|has\s+been|had\s+been|felt|feels|seems|seemed|keeps|kept|makes|made)\b", re.I)


def _lessons_every(m: re.Match[str], clause: str) -> Fact | None:
    """'my violin lessons are only once a month now': "User has violin lessons once a month" (``schedule:violin
    lessons``); a relative's or a question's are not read here."""
    act = " ".join(m.group("act").lower().split())
    if act.split()[0] in {"his", "her", "their", "its", "your", "the", "these", "those", "kids'", "son's", "daughter's"} \
            or en.is_question(clause):
        return None
    freq = " ".join(m.group("freq").lower().split())
    return Fact("habit", f"User has {act} {freq}", attribute=SCHEDULE_PREFIX + act, value=freq,
                reports_change=bool(m.group("now")) or bool(re.match(r"\s*,?\s*(?:instead|not)\b", m.group("rest") or "")))


def _habit_is(m: re.Match[str], clause: str) -> Fact | None:
    act = m.group("act").strip()
    if theirs := re.match(r"(?P<who>(?:(?:my|our)\s+[a-z-]+\s+)?(?-i:[A-Z])[\w'-]*?)['’]s\s+(?P<what>.+)$", act, re.I):
        # "my daughter Isla's hydrotherapy is on Tuesday afternoons": the routine is hers, said of whom it is;
        # a name said alone ("Isla's physio is on Fridays") is not known here, and is nobody's
        who = theirs.group("who")
        if not re.match(r"(?:my|our)\s", who, re.I) or (who.split()[-1].lower() in NOT_NAMES):
            return None
        when = re.sub(r",?\s*\binstead\b", "", m.group("when")).strip(" ,")
        when = when if re.match(r"(?:on|every|each)\b", when, re.I) else f"on {when}"
        return _fact("relationship", f"{who} has {theirs.group('what')} {when}")
    low = re.sub(r"^(?:my|our|the)\s+", "", act.lower())
    if low.split()[0] in {"it", "that", "this", "there", "he", "she", "they", "work", "everything", "nothing", "her", "his", "their"}:
        return None
    # "instead" points back at what it replaced ("Swimming twice a week instead"): the habit stands without it
    when = re.sub(r",?\s*\binstead\b", "", m.group("when")).strip(" ,")
    if _OWN_VERB_AFTER.search(re.split(r",|;|\s+(?:and|but|then)\s+", when, maxsplit=1)[0]):
        return None  # "church every Sunday was a chore for us kids": the routine is the subject of what is said of it
    if (re.search(r"\bmoved\s+to\s*$", m.string[: m.start("when")]) or re.match(_DAYS, when, re.I)) \
            and not re.match(r"(?:on|every|each)\b", when, re.I):
        when = f"on {when}"  # "my yoga class has moved to Thursday evenings", "the class is Tuesdays": on those days
    if low in _VENUES:
        return Fact("habit", f"User goes to the {low} {when}")
    first, _, rest = low.partition(" ")
    # said with its verb, and scheduled as "I go swimming on Mondays" is, so either supersedes the other
    if first in _GO_ING:  # "Swimming twice a week" → "User goes swimming twice a week", not "has swimming"
        return _scheduled(f"User goes {low} {when}", "go", low, when)
    if low in _PLAYED or low in _DONE:  # "Tennis on Saturdays" → "User plays tennis on Saturdays"
        verb = "play" if low in _PLAYED else "do"
        return _scheduled(f"User {verb}s {low} {when}".replace("dos ", "does "), verb, low, when)
    if first.endswith("ing") and (base := _gerund_base(first)):  # "Reading every night" → "User reads every night"
        return _scheduled(f"User {en.third_person_of_base(base)} {rest + ' ' if rest else ''}{when}", base, rest, when)
    if first.endswith("ing") and low not in _VENUES:  # "Journaling every morning": a doing, not a thing had
        return _scheduled(f"User does {low} {when}", "do", low, when)
    # ("the German class", "The B1 class": a capital past the clause's first word, or a level with its digit, is the name's)
    said = " ".join(w if re.search(r"\d", w) or (w[:1].isupper() and not act.startswith(w)) else w.lower()
                    for w in re.sub(r"^(?:my|our|the)\s+", "", act, flags=re.I).split())
    if low.split()[-1] in _CLASS_NOUNS:
        # "The watercolour course moved to Tuesday evenings": the course's schedule, as "I do the course on …" keys it
        return _scheduled(f"User has {said} {when}", "have", low, when)
    return Fact("habit", f"User has {said} {when}")


_CLASS_NOUNS = frozenset("course class classes lessons lesson choir club practice rehearsal rehearsals session sessions".split())


# Activities English says with "go" ("goes swimming", "goes climbing").
_GO_ING = frozenset("""swimming running jogging cycling biking hiking climbing bouldering skiing snowboarding
    skating surfing sailing rowing kayaking canoeing fishing hunting dancing bowling walking camping shopping
    riding diving""".split())


# Sports and games English says with "play", and practices it says with "do".
_PLAYED = frozenset(["football", "soccer", "tennis", "basketball", "golf", "squash", "badminton", "chess", "padel",
                     "cricket", "rugby", "volleyball", "hockey", "baseball", "netball", "poker", "table tennis",
                     "ping pong"])
_DONE = frozenset(["yoga", "pilates", "karate", "judo", "crossfit", "taekwondo", "boxing", "kickboxing", "zumba",
                   "tai chi"])


# Words in -ing that name a thing, not a doing: "Meeting every Tuesday" is not "User meets".
_ING_NOUNS = ("meeting|wedding|evening|morning|ceiling|earring|string|thing|nothing|something|everything|anything|king|ring"
              "|spring|sibling|darling|pudding|clothing|housing|parking|building|feeling|setting|heading|opening|ending|"
              "beginning|training|recording|booking|briefing|standup|offering|hearing|landing|filling|icing|lightning")
_ROUTINES = "|".join(sorted((re.escape(w) for w in _GO_ING | _PLAYED | _DONE), key=len, reverse=True))


def _gerund_base(word: str) -> str | None:
    """reading → read, baking → bake, knitting → knit; None when the lexicon knows no such verb."""
    stem = word[:-3]
    for base in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else ""):
        if base and base in lexicon.VERBS:
            return base
    return None


_NOT_EPISODE_VERBS = frozenset(
    "realized realised noticed thought wanted wondered remembered asked said tried meant figured needed"
    " forgot mentioned told explained".split()
)


def _episode_lead(m: re.Match[str], clause: str) -> Fact | None:
    rest = m.group("rest")
    words = rest.split()
    verbs = [w for w in words[:2] if w.lower() not in {"just", "finally", "also", "actually", "really"}]
    if not verbs or not (en.is_past(verbs[0].strip(",")) or verbs[0].lower() in {"had", "was", "were"}):
        return None
    after = rest.split(verbs[0], 1)[-1].strip()
    tried_a_thing = verbs[0].lower() == "tried" and not re.match(r"(?:to|and|out|hard|my best|everything)\b", after, re.I)
    if (verbs[0].lower() in _NOT_EPISODE_VERBS and not tried_a_thing) or _YOU.search(rest) \
            or _glimpsed(verbs[0].lower().strip(","), after):
        return None
    subject = m.group("subj")
    rest = _deictic(rest)
    if subject.lower().startswith("my"):
        body = f"User and their {subject.split()[1]} " + en.rewrite_rest(rest)
    else:
        body = en.third_person("I " + rest)
    return Fact("episode", f"{body} {_time_phrase(m.group('when'))}")


_STATE_VERBS = frozenset("was were felt seemed looked sounded got".split())
_EVENTFUL_STATE = re.compile(
    r"(?:a|an|my|the|to|into|back|married|engaged|promoted|hired|accepted|rejected|fired|laid off|born|sick|ill"
    r"|injured|hurt|hospitali[sz]ed|in (?:the )?hospital|away|on (?:vacation|holiday|leave))\b", re.I)


# an illness caught ("i got decompression sickness last week", "I got pneumonia in March", "got food poisoning on
# Friday"): an event of the body, with its time (not "got sick of it", read above as "sick")
_ILLNESS_GOT = re.compile(r"(?:covid|covid-19|flu|pneumonia|bronchitis|shingles|sepsis|malaria|dengue|typhoid|cholera|chickenpox|measles"
                          r"|mumps|norovirus|tonsillitis|conjunctivitis|glandular\s+fever|(?:[a-z]+\s+){0,2}?(?:sickness|poisoning|fever|infection))\b",
                          re.I)


# Something glimpsed ("I saw a robin this morning", "heard an owl last night"): small talk, unless
# what was seen is an event or someone named ("saw Hamlet at the Globe", "saw my GP").
_GLIMPSED = frozenset("saw spotted noticed heard glimpsed".split())
_SEEN_EVENT = re.compile(r"\b(?:show|concert|play|film|movie|musical|game|match|exhibition|doctor|specialist|dentist|gp"
                         r"|therapist|counsell?or|consultant|surgeon|opera|ballet|gig|premiere|lawyer)s?\b", re.I)


def _glimpsed(verb: str, rest: str) -> bool:
    return (verb in _GLIMPSED and not _SEEN_EVENT.search(rest) and not any(w[:1].isupper() for w in rest.split())) \
        or _errand(verb, rest)


# The day's errands and the task at hand ("went to the store", "had lunch", "ran go mod tidy", "ran the tests"):
# nothing to remember.
_ERRAND = re.compile(
    r"^(?:(?:to\s+)?(?:the\s+)?(?:store|shop|shops|supermarket|grocery\s+store|groceries|pharmacy|bank|post\s+office|mall)\b"
    r"|(?:a\s+|some\s+|my\s+)?(?:lunch|dinner|breakfast|brunch|snack|coffee|tea|nap|shower|drink|quick\s+\w+)\b)(?!.*\bwith\b)", re.I)
_RAN_TASK = re.compile(r"^(?!(?:(?:a|an|my|the|our)\b|\d))|^(?:the|a|my|our)\s+(?:script|tests?|command|migration|build|query|code"
                       r"|program|job|linter|server|app|update|installer)\b", re.I)


# Housework done today ("just reorganized my bookshelf", "cleaned out the garage", "did the dishes"):
# a chore, not news of a life; organising an event ("organized a toy drive") is no chore.
_CHORE_VERBS = frozenset(
    "cleaned tidied vacuumed hoovered dusted decluttered mopped swept washed ironed folded organized organised"
    " reorganized reorganised rearranged sorted scrubbed defrosted".split())
_HOUSEHOLD = re.compile(
    r"^(?:out\s+|up\s+|through\s+)?(?:the|my|our|a|some|all\s+(?:the|my|our))?\s*(?:[\w-]+\s+){0,2}?"
    r"(?:room|bedroom|living\s+room|kitchen|bathroom|desk|shelf|shelves|bookshelf|bookcase|book\s+shelf|closet|wardrobe"
    r"|drawers?|garage|attic|basement|shed|fridge|freezer|oven|house|flat|apartment|place|car|dishes|laundry|clothes"
    r"|windows|floors?|carpets?|cupboards?|pantry|sock\s+drawer|junk\s+drawer|inbox|desktop|files)\b", re.I)


def _chore(verb: str, rest: str) -> bool:
    return verb in _CHORE_VERBS and bool(_HOUSEHOLD.match(rest.strip()))


# "got my bloodwork back", "got the test results back": the news is what they said, not that they came
_RESULTS_BACK = re.compile(
    r"^(?:my|the|our|his|her|their)\s+(?:[\w-]+\s+){0,2}?(?:results?|bloodwork|blood\s*work|bloods|labs?|scans?|tests?"
    r"|x-rays?|mri|grades?|marks?|scores?|report)\s+back\s*(?:today|yesterday|finally|at\s+last)?$", re.I)


# "biopsy result came.", "got my scan results back", "the test results are in": the next sentence says what was found,
# a condition said bare ("prostate cancer, early stage") is the user's (_BARE_CONDITION)
_RESULT_CAME = re.compile(r"\b(?:biopsy|scan|test|blood|mri|ct|x-ray|pet|results?)\b[^.!?]{0,20}?\b(?:results?\s+)?(?:came(?:\s+back)?"
                          r"|(?:is|are)\s+(?:back|in)|back)\b", re.I)
_BARE_CONDITION = re.compile(rf"(?:it's\s+|it\s+is\s+|its\s+)?(?P<c>{_CONDITIONS})(?=\s*(?:,|$))", re.I)
# "early glaucoma", "slipped disc L4-L5" said bare after a clinician's word or a result: how far on, or where the disc
# is, said with it ("… I have early glaucoma", "… I have a slipped disc at L4-L5")
_BARE_CONDITION_SAID = re.compile(rf"(?:it's\s+|it\s+is\s+|its\s+)?(?P<how>(?:early|mild|moderate|severe|early[\s-]stage)\s+)?"
                                  rf"(?P<c>{_CONDITIONS}|(?P<disc>(?:slipped|herniated|bulging|prolapsed|ruptured)\s+disc))"
                                  rf"(?P<at>\s+(?:at\s+)?(?-i:[LCT])\d{{1,2}}(?:\s*[-/]\s*(?-i:[LCTS])?\d{{1,2}})?)?(?=\s*(?:[,.!…]|$))", re.I)
# "The eye doctor says the pressure in my eyes is too high... early glaucoma": what the clinician found, said bare in
# the next sentence (not "… says my son …": _THEIR_RESULT)
_CLINICIAN_SAID = re.compile(r"\b(?:doctor|doc|gp|specialist|consultant|optician|ophthalmologist|dermatologist|cardiologist"
                             r"|neurologist|physio|physiotherapist|surgeon)\s+(?:says|said|thinks|told\s+me)\b", re.I)
# ("the doctor says my son is fine... mild asthma": another's visit)
_SOMEONE_ELSE_SEEN = re.compile(r"\b(?:he|she|his|her|him|their|they're)\b|\b(?:my|our)\s+(?:son|daughter|kids?|child|children|baby|boy|girl"
                                r"|wife|husband|partner|mum|mom|mother|dad|father|brother|sister|nan|gran|grandma|grandpa|friend|dog|cat)\b", re.I)
# "I want to get the skipper licence and sail the Cyclades, Giorgos always wanted this and we never did it": a goal, then
# whose wish it was too (said after a comma, about "this"); the goal is kept as said before the comma
_ALWAYS_WANTED_THIS = re.compile(
    r",\s*(?:(?:my|our)\s+[a-z][a-z-]*(?:\s+(?-i:[A-Z])[a-z'-]+)?|(?-i:[A-Z])[a-z'-]+|he|she|they|we)\s+(?:had\s+)?always\s+wanted\s+"
    r"(?:this|that|it|to\s+do\s+(?:this|that|it))(?:\s+(?:and|but)\s+(?:we|i|they|he|she)\s+never\s+did(?:\s+it)?)?(?=\s*(?:[.!?…]|$))", re.I)
# "I give up the skipper licence... the doctor says …": a learner's present of a goal given up, the object and then the
# sentence's end (not "I give up the seat when …", "I give up my Sundays for the choir": what the user does, as a rule)
_MOVED_IN_TO = re.compile(r"\b(?P<v>mov(?:ed|ing|e)\s+)in\s+to\s+(?=(?:the|our|my|a|an|their)\s)", re.I)
_NOT_OBJECT = r"(?!(?:for|when|on|to|at|if|every|in|with|i|because|so|and|but)\b)"
_I_GIVE_UP_THE = re.compile(r"(?:^|(?<=[.!?…]\s))i\s+give\s+up\s+(?=(?:the|my)\s+(?:" + _NOT_OBJECT + r"[a-z]+\s+){0,2}" + _NOT_OBJECT
                            + r"[a-z]+\s*(?:\.\.\.|[.!…;]|,\s+(?:the|my|it|i)\b|$))", re.I)
# "MRI result: slipped disc L4-L5": a result and what it found, the colon between (read as the result come back)
_RESULT_COLON = re.compile(r"\b(?P<t>mri|scan|ct\s+scan|x-ray|xray|biopsy|blood\s+test|ultrasound)\s+results?\s*:\s+(?=[a-z])", re.I)
# "went to Nairobi Hospital, they say anemia", "the doctor says sleep apnea": a condition a clinician named, said bare
# after whose word it is, is the user's (not "they say asthma is common", "the doctor says my son has eczema")
_TOLD = (rf"(?:they|the\s+doctors?|doctors?|doc|the\s+gp|gp|the\s+nurse|the\s+hospital)\s+"
         rf"(?:say|says|said|think|thinks|reckon|reckons)\s+(?:(?:it's|it\s+is|its)\s+)?(?P<c>{_CONDITIONS})(?=\s*(?:[,.!;]|$))")
_TOLD_CONDITION = re.compile("^" + _TOLD, re.I)
# ("my son went to the GP, the doctor says eczema": his)
_THEIR_VISIT = re.compile(r"(?:my|our|his|her|their)\s+[\w-]+|(?:he|she)\b|(?-i:[A-Z])[a-z]+\s+(?:went|saw|was|is|has|had)\b", re.I)
# ("went to Nairobi Hospital, they say anemia": a sentence of its own after the visit)
_TOLD_AFTER_COMMA = re.compile(r",\s+(?=" + _TOLD + ")", re.I)
# ("my mum's biopsy result came. breast cancer": hers)
_THEIR_RESULT = re.compile(r"\b(?:his|her|their)\b|['’]s\s+(?:[\w-]+\s+)?(?:biopsy|scan|test|blood|mri|results?)\b", re.I)


# "I received this letter", "got this email from the school": the paper pasted or about to be, the task at hand
_POINTED_PAPER = re.compile(
    r"^(?:this|these|the\s+following|that)\s+(?:[\w-]+\s+){0,2}?(?:letter|e-?mail|message|text|notice|bill|form|document"
    r"|invoice|quote|contract|leaflet|note|reply|response|review|complaint|card|report)s?\b", re.I)


# "I went to the doctor", "I've been to see the GP this morning", "was at the dentist": a visit to a clinician is an
# errand; what they said is the news, read on its own (_CLINICIAN_SAYS)
_CLINIC_VISIT = re.compile(r"^(?:to\s+|at\s+)?(?:see\s+)?(?:the|my|a|our)\s+(?:new\s+|usual\s+|family\s+)?(?:doctor|doc|gp|dentist"
                           r"|physio|physiotherapist|optician|nurse|chiropodist|podiatrist|surgery|walk-in\s+clinic|clinic)\b"
                           r"(?!\s+(?:and|with)\s+(?:my|our|his|her)\b|\s+(?-i:[A-Z]))", re.I)


# "just finished a long day, 12.5 hours", "pulled a double shift", "had a rough week": a day's work done, of the moment
_WORKDAY_DONE = re.compile(r"(?:a|another|my|the|this)\s+(?:(?:long|hard|busy|rough|crazy|mad|brutal|double|late|night|early"
                           r"|\d{1,2}(?:\.\d)?[-\s]?(?:hour|hr))\s+)+(?:day|shift|week|night|stint)s?\b(?!\s+(?:at|as|with|for)\s)", re.I)


# "had the worst brunch", "had a terrible pizza", "had the most cursed sushi": a meal judged, one day's (a habit of
# meals is said with "every"; where the user likes to eat is said with "love", "favourite")
_MEAL_JUDGED = re.compile(r"(?:a|an|the)\s+(?:(?:most|very|really|so|absolute|truly|actual|single)\s+)?(?:worst|terrible|awful|horrible"
                          r"|horrendous|cursed|disastrous|dreadful|grim|mediocre|sad|soggy|disappointing|weird|overpriced|best|nicest"
                          r"|greatest|amazing|lovely|fantastic|incredible|perfect|loveliest)\s+(?:[\w-]+\s+)?(?:brunch|breakfast|lunch|dinner"
                          r"|supper|meal|pizza|sushi|burger|curry|takeaway|coffee|latte|pint|sandwich|kebab|ramen|tacos?|pasta|cake"
                          r"|fry-up|roast|picnic)\b(?!.*\bevery\b)", re.I)


# "got the job done" (an idiom, no job), "found a flat on the bike", "got a flat tyre" (a tyre, no home)
_IDIOM_NOT_EVENT = re.compile(r"(?:the|this|that)\s+(?:\w+\s+)?job\s+done\b|a\s+flat\s+(?:tyre|tire|on\s+(?:the|my|our)\s+"
                              r"(?:bike|car|van|wheel|scooter|motorbike|trailer|pram|buggy))\b", re.I)


def _errand(verb: str, rest: str) -> bool:
    if verb in {"got", "found", "had", "did"} and _IDIOM_NOT_EVENT.match(rest.strip()):
        return True
    if verb in {"went", "had", "got", "grabbed", "made"} and _ERRAND.match(rest.strip()):
        return True
    if verb in {"had", "ate", "got"} and _MEAL_JUDGED.match(rest.strip()):
        return True
    if verb in {"finished", "done", "had", "worked", "pulled", "survived", "did", "completed"} and _WORKDAY_DONE.match(rest.strip()):
        return True
    if verb in {"went", "been", "was", "saw", "visited", "had"} and _CLINIC_VISIT.match(rest.strip()):
        return True
    if verb in {"got", "received"} and (_RESULTS_BACK.match(rest.strip(" .!")) or _POINTED_PAPER.match(rest.strip())):
        return True
    if _chore(verb, rest):
        return True
    return verb == "ran" and bool(_RAN_TASK.match(rest.strip()))


def _episode(m: re.Match[str], clause: str) -> Fact | None:
    verb = m.group("verb").lower()
    if not en.is_past(verb) or verb in _NOT_EPISODE_VERBS or _YOU.search(clause):
        return None
    rest = m.group("rest").strip()
    if not rest or _vague(rest) or (verb in _STATE_VERBS and not _EVENTFUL_STATE.match(rest)
                                    and not (verb == "got" and _ILLNESS_GOT.match(rest))):
        return None  # "I was bored yesterday": a mood, not an event
    if _glimpsed(verb, rest) or (verb in {"got", "found", "had", "did"} and _IDIOM_NOT_EVENT.match(rest)):
        return None  # ("got the job done at last": an idiom)
    return _fact("episode", _deictic(clause))


_EVENTFUL = (
    r"(?:joined|started|finished|completed|graduated|won|lost|moved|signed|launched|opened|adopted|bought|sold|visited"
    r"|volunteered|organi[sz]ed|attended|met|quit|published|released|performed|competed|scored|received|travell?ed"
    r"|hiked|climbed|ran|painted|wrote|built|baked|cooked|planted|booked|enrolled|registered|applied|passed|failed"
    r"|donated|raised|hosted|celebrated|launched|recorded|created|designed|made|took|went|flew|drove|got"
    r"|held|set up|threw|gave|led|taught|coached|renovated|repaired|knitted|sewed)"
)


def _event(m: re.Match[str], clause: str) -> Fact | None:
    """A past event told without a time ("I joined a writers group", "We went to a homeless shelter")."""
    rest = m.group("rest").strip()
    verb = m.group("verb").lower()
    if _YOU.search(clause) or _vague(rest) or (len(rest.split()) < 2 and verb not in {"graduated", "won", "lost", "quit"}):
        return None
    if verb in {"got", "made", "took", "went"} and not re.match(
            r"(?:a|an|my|the|to|into|back|married|engaged|promoted|hired|accepted|on|first)\b", rest, re.I) \
            and not (verb == "got" and re.match(r"[a-z]+(?:ed|en)\s+by\s+\w", rest)):  # "got noticed by editors"
        return None
    if verb == "got" and not _SENTENCE_TIME.search(clause) and (
            re.match(r"(?:the|a|an)\s+(?:chance|opportunity)\s+to\b", rest, re.I)
            or (re.match(r"to\s+[a-z]+", rest, re.I) and not re.match(r"to\s+(?:the|a|an|my|[A-Z])", rest))):
        return None  # "got to watch the sugar", "got the chance to meet…": has to, not an event
        # ("last Monday I got to teach…" is one)
    if re.match(r"(?:a while|ages|forever|some time|a long time|a bit)\b", rest, re.I):
        return None  # "took a while to get LSP working": how long, not what happened
    if _errand(verb, rest) or _SO_FAR.search(rest):
        return None  # "made a loon so far": a count of the moment, not something that happened
    return _fact("episode", _deictic(clause))


# "made a loon so far", "sold two so far this month": a running count, said in the past by the writer
_SO_FAR = re.compile(r"\b(?:so\s+far|up\s+to\s+now|until\s+now|to\s+date)\b(?:\s+(?:this|today)\b.*)?\s*[.!]*$", re.I)


_NOT_TOLD_VERBS = _NOT_EPISODE_VERBS | _STATE_VERBS | frozenset(
    "loved liked enjoyed hated hoped wished decided learned learnt guess guessed knew believed felt used needed"
    " wanted kept heard read had did saw been gotten got".split())


def _told(m: re.Match[str], clause: str) -> Fact | None:
    """What the user did, told in the past without a time or an eventful verb ("I emailed some
    wholesalers", "I talked about my journey at the school event"): an episode when the verb
    is an act (not a thought, a taste, a state) and what follows names something. Kept only
    as news told to a person (to an assistant, "Hi! I ran the script and restarted the
    server" is the task at hand), in a message that opens with a greeting ("Hey Gina! I
    emailed some wholesalers and one said yes") or told with its time ("…recently", "the
    other day"); otherwise, later in a chat, such a clause is as often an aside."""
    verb = m.group("verb").lower()
    rest = m.group("rest").strip()
    tried_a_thing = verb == "tried" and not re.match(r"(?:to|and|out|hard|my best|everything)\b", rest, re.I)
    if not en.is_past(verb) or (verb in _NOT_TOLD_VERBS and not tried_a_thing) or _YOU.search(clause) \
            or _vague(rest) or _chore(verb, rest):
        return None
    if re.match(r"(?:while|when|as|because|after|before|during|since|until|if|though|although)\b", rest, re.I):
        return None  # "…a sunset I saw while hiking": the clause of a noun said before, its object missing
    return _fact("episode", _deictic(clause), news=True)


_KIN = (r"(?:grandma|grandmother|granny|nan|nana|gran|grandpa|grandfather|granddad|grandad|cousin|aunt|auntie|uncle|son|daughter"
        r"|brother|sister|niece|nephew|grandson|granddaughter|stepson|stepdaughter|baby|mom|mum|mother|dad|father"
        # a spouse, a friend, a pet: "my grandad died last month", "our dog passed away yesterday"
        r"|step(?:mum|mom|dad|mother|father)|(?:mother|father|brother|sister)-in-law|wife|husband|partner|best\s+friend"
        r"|godmother|godfather|cat|dog|kitten|puppy)")
# a parent or grandparent said bare, as a name is: "dad passed away saturday morning", "Nan was admitted on Sunday"
_BARE_KIN = r"(?:mom|mum|dad|grandma|grandpa|granny|grandad|granddad|nan|nana|gran)"
_KIN_EVENTS = (r"(?:passed away|passed|died|was born|got married|got engaged|got divorced|graduated|retired"
               r"|was (?:hospitali[sz]ed|diagnosed|admitted)|had (?:a|an|her|his|their) (?:baby|surgery|operation"
               r"|accident|stroke|heart attack|fall)|got into an? (?:accident|crash))")


def _kin_event(m: re.Match[str], clause: str) -> Fact | None:
    """'Last week, my grandma passed away': what happened to a relative, any relative."""
    if _YOU.search(clause):
        return None
    when = f" {_time_phrase(m.group('when'))}" if m.group("when") else ""
    kin = " ".join(m.group("kin").lower().split())
    if m.group("our").lower() == "our" and kin not in {"cat", "dog", "kitten", "puppy", "baby", "son", "daughter"}:
        return None  # "our grandad" is a sibling's too; "our dog", "our son" are the household's
    return Fact("episode", f"User's {kin} {en.rewrite_rest(m.group('rest'))}{when}")


def _been_to(m: re.Match[str], clause: str) -> Fact | None:
    """'I've been to Paris': a place the user has been (a time after it says when)."""
    if _CLINIC_VISIT.match(m.group("obj")):
        return None  # "I've been to see the doctor": an errand (_errand)
    return _fact("episode", clause)


def _my_thing_done(m: re.Match[str], clause: str) -> Fact | None:
    """'My online clothes store is open!': something of theirs launched or finished."""
    return Fact("episode", f"User's {m.group('thing')} {en.rewrite_rest(clause[m.end('thing'):].strip())}")


_PLAN_TIME = re.compile(r"\b(?:next|this|in)\s+(?:\d+\s+|a\s+few\s+|a\s+couple\s+of\s+|two\s+|three\s+|five\s+)?"
                        r"(?:years?|months?|weeks?|spring|summer|fall|autumn|winter|semester|term|january|february|march|april"
                        r"|may|june|july|august|september|october|november|december)\b", re.I)


def _applying(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm applying for an arts grant, due 30 June', 'applying to med school': a goal with its deadline."""
    obj = m.group("obj")
    if _YOU.search(clause) or not _ok_object(obj):
        return None
    return _fact("goal", clause)


def _my_make(m: re.Match[str], clause: str) -> Fact | None:
    """'my kiln is a Skutt, electric': what make the user's thing is (never a person: 'my boss is a Leo')."""
    thing = m.group("thing").lower()
    if any(w in RELATIONS or w in _CHILD_BY_ORDER for w in thing.split()) or thing.split()[-1] in _NOT_MAKES \
            or is_job_noun(m.group("make").split()[0]):
        return None
    if any(w in _STUDIED for w in thing.split()):
        # "my optional subject is Sociology", "my major is History": what the user studies, named (no make, no article)
        return Fact("identity", f"User's {thing} is {m.group('make')}{m.group('rest')}")
    if _WEEKDAY_OR_MONTH.fullmatch(m.group("make")):
        # "my day off is Wednesday": the week's day the user keeps; "my team dinner is Friday" is no make, one evening
        days = m.group("make").removesuffix("s") + "s"
        weekday = re.fullmatch(r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days", days)
        return Fact("habit", f"User's {thing} is on {days}") if weekday and thing in _DAYS_KEPT and not m.group("rest") else None
    make = f"{' '.join((m.group('adj') or '').split())} {m.group('make')}".strip()
    # the user's own car (``car``), the new one too ("my new car is a Kia Niro")
    car = thing.removeprefix("new ") in {"car", "motor"} and m.group(0).lower().startswith("my")
    return Fact("identity", f"User's {thing} is {en.article(make)} {make}{m.group('rest')}",
                attribute="car" if car else None, value=m.group("make").lower() if car else None)


_WEEKDAY_OR_MONTH = re.compile(r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|" + _MONTH_NAMES
                               + r"|Today|Tomorrow|Tonight|Christmas|Easter")
_DAYS_KEPT = frozenset({"day off", "days off", "rest day", "off day", "long run", "gym day", "cheat day", "weigh day"})


_STUDIED = frozenset("major minor subject optional specialisation specialization specialism speciality specialty concentration".split())
# (nor a language: "my first language is Python" is no make; a language of people is read in lifefacts)
_NOT_MAKES = frozenset("name names favourite favorite nickname surname birthday password email address number star sign timezone zone tz"
                       " language tongue".split())
# "my youngest is Leo": a child by their place among the children, a person too
_CHILD_BY_ORDER = frozenset("eldest oldest youngest".split())


# What one looks for over weeks, not for this answer ("a recipe", "a way to…", "ideas" are asked of the assistant)
_SOUGHT = frozenset("""job jobs internship internships placement role position work apprenticeship residency fellowship
    flat apartment house home place room flatmate roommate lodger studio office premises venue plot allotment
    school nursery kita daycare childminder babysitter nanny cleaner tutor therapist dentist gp doctor physio counsellor
    partner girlfriend boyfriend wife husband match cofounder co-founder investor investors hire chef developer designer
    manager assistant car van bike puppy dog kitten cat horse phd master's masters programme program course scholarship
    grant funding publisher agent""".split())


def _looking_for(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm looking for a summer internship in data science, Toronto or Vancouver': a goal the user is pursuing."""
    words = re.findall(r"[\w'-]+", re.sub(r"^(?:a|an|my|our|some|the\s+right)\s+", "", m.group("obj"), flags=re.I))
    if not any(w.lower() in _SOUGHT for w in words[:4]) or _YOU.search(clause) or words[0].lower() in {"way", "ways", "ideas"}:
        return None
    return _fact("goal", re.sub(r"\s*,\s*(?=[A-Z][\w'-]+\s+or\s+[A-Z])", " in ", clause, count=1))  # "…, Toronto or Vancouver"


# "thinking of retraining as a plumber", "thinking about retraining to be a nurse": a change of career weighed is a plan
# without a time too ("retraining my dog" is no career)
_CAREER_CHANGE = re.compile(r"re-?train(?:ing)?\s+(?:as|to\s+be(?:come)?)\s+(?:an?\s+)?[a-z]", re.I)


def _considering(m: re.Match[str], clause: str) -> Fact | None:
    """'We're considering adopting a rescue dog', 'thinking about going back to school': a plan under way."""
    obj = m.group("obj")
    if _YOU.search(clause) or _vague(obj) or _PASSING_WANT.match(re.sub(r"^([a-z]+)ing\b", r"\1", obj)) \
            or re.match(r"(?:getting|having|ordering|making|grabbing|watching)\s+(?:a\s+|some\s+)?(?:pizza|takeout|takeaway|food"
                        r"|lunch|dinner|breakfast|coffee|snack|nap|movie|drink)\b", obj, re.I):
        return None  # "thinking of getting pizza tonight": the moment's wish
    if re.search(r"\bthinking\s+(?:about|of)\b", clause, re.I) and not _PLAN_TIME.search(obj) and not _CAREER_CHANGE.match(obj):
        return None  # "thinking about trying fish": a thought; with a time ("…retiring in 5 years") a plan
    if _CAREER_CHANGE.match(obj) and m.string == clause:
        clause = clause[: m.start("obj")] + obj.split(",")[0]  # why, said after a comma, is not the plan
    return _fact("goal", clause)


# After "this" as a pronoun ("I painted this after…"), not a determiner ("this cute bookmark").
_POINTER_FOLLOWERS = frozenset(
    "after before when while because for with at in on to and or but so since until as of from by if".split())
_DEICTIC = re.compile(r"\bthis\s+(?=(?!(?:year|month|week|weekend|morning|evening|afternoon|time|is|was|coming|term|semester|season"
                      # ("I started uni this September", "… this spring": a time, not "a September")
                      r"|spring|summer|autumn|fall|winter|christmas|easter|january|february|march|april|may|june|july|august|september"
                      r"|october|november|december|"
                      + "|".join(sorted(_POINTER_FOLLOWERS)) + r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)[a-z])", re.I)


def _deictic(clause: str) -> str:
    """'I finished this cute bookmark' (a shared photo) → 'I finished a cute bookmark';
    'I met this amazing woman' → 'I met an amazing woman'."""
    return _DEICTIC.sub(lambda m: "an " if clause[m.end() : m.end() + 1].lower() in "aeiou" else "a ", clause)


_NOT_ONGOING = frozenset(
    """feeling thinking wondering meaning trying hoping wanting going looking waiting struggling dealing having
    getting doing saying telling asking talking chatting missing loving enjoying using learning studying""".split()
)


def _ongoing(m: re.Match[str], clause: str) -> Fact | None:
    """'I've been reading a lot', 'I've been networking with local leaders': what fills the user's days."""
    verb = m.group("verb").lower()
    rest = m.group("rest").strip()
    if verb == "doing" and _STUDIES.match(rest) and not _YOU.search(clause):
        # "I've been doing my PhD at ETH for 3 years": who the user is, as "I'm doing a PhD at ETH" is (a course: an aim)
        return _fact("identity" if _DEGREE_AT.match(rest) else "goal", clause)
    if verb in _NOT_ONGOING or _YOU.search(clause) or (_vague(rest) and verb in {"working", "doing", "making"}):
        return None
    if not rest and verb in {"recording", "collecting", "keeping", "tracking", "logging", "saving", "writing", "reading"}:
        return None  # "…the tide data I have been recording": a relative clause cut off its noun
    return _fact("episode", clause)


_DURATION = (r"(?:for\s+(?:(?:over|almost|nearly|about|more than|the (?:last|past))\s+)?(?:\d+|a|many|several|a few|a couple of|two|three|four|five"
             r"|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)"
             r"\s+(?:years?|decades?)(?:\s+now)?|all\s+(?:my|our)\s+(?:life|lives)|(?:my|our)\s+whole\s+life|since\s+(?:\d{4}|I was\s+.+|childhood|school"
             # "since 1 May 2026", "since May 2026": as an enacted plan writes it, read back
             r"|(?:\d{1,2}\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4}))")


# What one keeps for years and tends (not "had a cold for years", "had enough"): "I've had an allotment for thirty
# years", "we've had the caravan at Abersoch since 2009", "I've had plot 14 at the Monkmoor allotments since 1994"
_HELD_FOR_YEARS = re.compile(r"^(?:(?:an?|my|our|the|this|that)\s+)?(?:[\w'-]+\s+){0,2}?(?:allotment|plot|shop|business|stall|boat"
                             r"|narrowboat|caravan|horse|pony|hives|beehives|bees|hens|chickens|season\s+ticket|pitch|smallholding|croft"
                             r"|workshop|garage|salon|cafe|café|pub|farm)s?\b", re.I)


def _long_standing(m: re.Match[str], clause: str) -> Fact | None:
    """'I've sung alto in the Tregaron choir for fifty years', 'I've lived on a farm outside
    Tregaron all my life': what has long been part of the user's life."""
    verb = m.group("verb").lower()
    held = verb == "had" and bool(_HELD_FOR_YEARS.match(m.group("rest")))  # "I've had plot 14 at the allotments since 1994"
    if verb == "been" and (at := re.match(rf"at\s+(?P<org>{_ORG_NAME})\s*$", m.group("rest"))) \
            and at.group("org").casefold() not in NOT_NAMES and (value := proper_value(at.group("org"))):
        # "I've been at Tesco for six years now": whom the user works for, and how long
        return _fact("identity", clause[: m.end("dur")], attribute="works_at", value=value)
    if (verb in {"been", "had", "known", "wanted", "thought", "felt", "done", "tried", "seen", "heard"} and not held) \
            or not en.is_past(verb) or _YOU.search(clause) or _vague(m.group("rest")):
        return None
    type_ = "identity" if verb in {"lived", "worked", "taught", "farmed", "practised", "practiced"} else "habit"
    said = clause[: m.end("dur")]
    # "I've lived in Berlin since 2019" says where the user lives, "I've worked at Stripe for
    # ten years" whom they work for: a later move or new job supersedes it
    where = re.match(r"(?:in|at|for)\s+(?P<place>(?-i:[A-Z])[\w'’.&-]*(?:\s+(?-i:[A-Z])[\w'’.&-]*){0,2})\s*$", m.group("rest"))
    place = where.group("place") if where else ""
    value = proper_value(place) if place else None
    if value and verb == "lived" and m.group("rest").lower().startswith("in ") and place.casefold() not in NOT_NAMES:
        return _fact(type_, said, attribute="lives_in", value=value)
    if value and verb == "worked" and m.group("rest").lower().startswith(("at ", "for ")):
        return _fact(type_, said, attribute="works_at", value=value)
    return _fact(type_, said)


# Studies: "doing a part-time master's in statistics", "taking an evening course in Dutch",
# "doing PhD in chemistry" (no article, as many write it) - a goal, not a habit.
_STUDIES = re.compile(
    r"^(?:(?:a|an|my|the)\s+)?(?:[\w-]+\s+){0,2}(?:master'?s|masters|phd|ph\.d\.?|doctorate|degree|bachelor'?s|mba"
    r"|diploma|course|apprenticeship|certificate|certification|residency|postdoc|thesis|dissertation)\b", re.I)


_TOPIC_ASIDE = re.compile(r",\s+(?:on\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}\s+(?:mostly|mainly)$", re.I)
_STARTS_LATER = re.compile(r"\b(?:from|starting(?:\s+in)?|beginning(?:\s+in)?)\s+(?:next\s+)?(?:January|February|March|April|May|June|July"
                           r"|August|September|October|November|December|autumn|fall|spring|next\s+(?:year|term|semester|month))\b", re.I)
_DEGREE_AT = re.compile(r"^(?:(?:a|an|my|the|their)\s+)?(?:[\w-]+\s+){0,2}(?:master'?s|masters|phd|ph\.d\.?|doctorate|bachelor'?s|mba|postdoc)\b"
                        r".*\b(?:at|in)\s+(?:the\s+)?(?-i:[A-Z])", re.I)


# a programme one follows for weeks, named with capitals: "Couch to 5k", "Whole30", "Stoptober"
_PROGRAMME = re.compile(r"(?:the\s+)?(?:couch\s+to\s+(?:5|10)k|c25k|whole\s*30|75\s+hard|stoptober|sober\s+october|movember|veganuary"
                        r"|dry\s+(?:january|july)|parkrun|slimming\s+world|weight\s+watchers|ww|the\s+5:2|5:2|keto|intermittent\s+fasting)"
                        r"(?:\s+(?:again|now|at\s+the\s+moment|this\s+(?:month|year))|\s+(?:programme|program|plan|diet|app))*\s*[!.]*$", re.I)


def _doing(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if (aside := _TOPIC_ASIDE.search(obj)) and _STUDIES.match(obj):
        # "doing a PhD in marine biology at UTAS, kelp forests mostly": what it is mostly on, an aside
        obj, clause = obj[: aside.start()], clause[: len(clause) - len(aside.group(0))]
    if not _ok_object(obj) or _vague(obj):
        return None
    if _STUDIES.match(obj):
        # "doing a PhD in physics at TU Berlin": a degree at a named place is who the user is now (a course is a goal)
        degree = _DEGREE_AT.match(obj)
        # ("I'm doing a master's in nursing at ESEL from September": a degree not begun yet, an aim for now)
        return _fact("identity" if degree and not _STARTS_LATER.search(obj) else "goal", clause)
    if _PROGRAMME.match(obj):
        return _fact("habit", clause)  # "I'm doing Couch to 5k", "doing Whole30": a programme followed, named
    if not re.match(r"[a-z]", obj):
        return None
    if re.match(rf"(?:a|an|my|our)\s+(?:[\w-]+\s+){{0,3}}?{WORK_NOUNS}\b", obj, re.I):
        return _fact("project", clause)  # "doing a little budgeting app on the side": a thing they make
    if _ON_A_DATE.search(obj) and not _ROUTINE_WORD.search(obj):
        return _fact("episode", clause)  # "I'm doing the craft fair on August 8": one day's event, not a routine
    return _fact("habit", clause)



def _now_doing(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm now mentoring the younger players on my team': what the user has taken up; 'I'm coaching
    Tevita's under 12 rugby team this season': a team the user runs, an undertaking of theirs."""
    if m.group("verb").lower() in _NOT_ARRANGED or _YOU.search(clause) or _vague(m.group("obj")):
        return None
    if m.group("verb").lower() == "coaching" and re.search(r"\b(?:team|squad|side|club)\b", m.group("obj"), re.I):
        return _fact("project", clause)
    return _fact("episode", clause)


def _my_thing(m: re.Match[str], clause: str) -> Fact | None:
    """'My game tournament got pushed back': what happened to something of the user's."""
    if _vague(m.group("thing")) or _YOU.search(clause):
        return None
    return _fact("episode", clause)


def _off_to(m: re.Match[str], clause: str) -> Fact | None:
    """'Next month, I'm off to Ireland for a semester': a trip or a move ahead."""
    if m.group("place").split()[0].casefold() in NOT_NAMES or not m.group("place")[0].isupper():
        return None  # "I'm off to bed"
    when = m.group("when") or (m.group("tail") or "").strip()
    return Fact("goal", f"User is off to {m.group('place')}{m.group('rest')}" + (f" {when.lower()}" if when else ""))


def _member(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm now part of the fire-fighting brigade': a group the user belongs to."""
    if _YOU.search(clause) or _vague(m.group("obj")) or re.match(r"the\s+(?:problem|solution|reason|plan|process)\b",
                                                                   m.group("obj"), re.I):
        return None
    return _fact("episode", clause)


def _will_be_role(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'From June I will be the finance manager at Cactus Drilling': read as "I'm starting as finance manager at Cactus
    Drilling in June" (a job ahead with its employer); not "I'll be the best man at Tom's wedding" (no job noun)."""
    role = m["role"]
    if not is_job_noun(role.split()[-1]):
        return None
    when = m["m1"] or m["m2"]
    return read_clause(f"I'm starting as {role} at {m['org']}" + (f" in {when}" if when else "")) or None


def _freelancing_as(m: re.Match[str], clause: str) -> list[Fact] | None:
    """'From December I'm freelancing as a UX research consultant': the freelance role, from when it starts."""
    role = m["role"]
    if not is_job_noun(role.split()[-1]):
        return None
    facts = _role(f"a freelance {role}")[:1]
    when = m["m1"] or m["m2"]
    if facts and when:
        facts[0].summary += f" from {when.capitalize()}"
    return facts or None


def _bare_role(m: re.Match[str], clause: str) -> list[Fact] | None:
    """A role said on its own ("…, analytics engineer now", "Nurse. Night shifts mostly"):
    the job, when its last word is a job noun."""
    obj = re.sub(r"^as\s+(?:an?\s+)?", "", m.group("obj"), flags=re.I)  # "As a writer, my laptop is…"
    if (told := re.match(r"(\w+)\s+(?:the|a|an|my|our|his|her|their)\b", obj, re.I)) and en.is_past(told.group(1)):
        return None  # "Saw the GP", "met the new nurse": what the user did, its "I" dropped, not a role
    if re.match(r"[\w'-]+\s+the\s", obj, re.I):
        return None  # "Clive the locksmith here": a name and what they are known as (an introduction), no role "Clive the …"
    if _COPULA.search(obj):
        return None  # "Karen. she's a nurse" (read "Karen is a nurse"): a sentence of someone else's, no role said alone
    facts = _role("a " + _opening_capital(obj))
    # ("…, 71, a retired teacher of physics from Freiburg": the words of the role counted without where it is from)
    if not facts or len(re.sub(r"\s+(?:from|in)\s+(?-i:[A-Z]).*$", "", obj).split()) > 4:
        return None
    facts = facts[:1]
    facts[0].reports_change = bool(m.group("now"))
    if m.groupdict().get("herd"):
        facts[0].summary += " with " + m.group("herd").strip()  # "Dairy farmer outside Listowel, about 90 cows": its herd
    return facts


def _planning(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if re.match(r"me\b", obj, re.I):
        return None  # "teach me small small", "train me": said to the listener (a request), no pastime of the user's
    if not _ok_object(obj) or _vague(obj):
        return None
    return _fact("goal", clause)


def _signing_up(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm signing up for a pottery class', 'enrolling in an evening course': a course or an entry decided on."""
    obj = m.group("obj")
    if _YOU.search(obj) or not _ok_object(obj) or _vague(obj):
        return None
    return _fact("decision", clause)


_NOT_ARRANGED = frozenset(
    """feeling thinking wondering hoping wanting trying looking struggling dealing asking talking chatting missing
    loving enjoying saying telling meaning waiting getting doing""".split()
)


# The life events a dated "I will …" plans (an errand, "I'll send the report on Monday", is not one)
# (what is bought, sold or taken over is the user's own: "I will sell the cabin in May", "buy new queens in May",
# "my son will take over the shop", "I shall open my own practice on 1 October")
_WILL_EVENTS = (r"visit|see|travel|fly|retire|emigrate|move|start|begin|marry|graduate|return|go\s+back|go\s+(?:to|on)\s+(?=[A-Z]|a\s|an\s|my\s|our\s)"
                r"|open(?=\s+(?:my|our)\s+own\b|\s+(?:a|an|my|our)\s+(?:new\s+|second\s+|own\s+)?(?:shop|store|business|bakery|caf[eé]"
                r"|restaurant|salon|studio|practice|clinic|office|branch|bar|pub)\b)|adopt|take\s+over|(?:buy|sell)(?!\s+(?:some|more|the\s+tickets?|tickets?|milk|bread|groceries|food|it|them|that|this)\b)")


def _will_dated(m: re.Match[str], clause: str) -> Fact | None:
    """'I shall visit them in July': the plan, said as "I'm going to visit them in July" (read by :func:`_arranged`)."""
    said = f"{'I am' if m.group('who').lower() == 'i' else 'we are'} going to {m.group('base')}{m.group('rest')}"
    if m.group("base").lower() in {"retire", "emigrate"}:
        return _fact("decision", said)  # "I shall retire in June": the end of a working life, decided and dated
    arranged = re.match(r"^(?:i am|we are)\s+(?P<verb>going)\b(?P<rest>.*)$", said, re.I)
    return _arranged(arranged, said) if arranged else None


_TRIP_VERBS = frozenset("going flying travelling traveling heading driving sailing visiting moving relocating".split())


# the seasons of a farm's or a grower's year, each the user's own work when said bare ("lambing starts on 1 March")
_FARM_SEASONS = (r"(?:lambing|calving|kidding|foaling|shearing|tupping|haymaking|silage|pruning|sowing|planting|harvest|grape\s+harvest"
                 r"|vintage|picking)")


def _starts_on(m: re.Match[str], clause: str) -> Fact | None:
    """'calving starts on the 10th of February', 'my new job starts on 5 January': the user's season or thing, starting
    on a date ahead (a farm's season said bare is the user's: no one else's lambing is told)."""
    what = re.sub(r"^(?:my|our|the)\s+", "", m.group("what"), flags=re.I).lower()
    return Fact("episode", f"User's {what} {m.group('verb').lower()} {m.group('when')}{m.group('where') or ''}")


def _arranged(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm having my hip done at Bronglais on the 14th of May': an event set for a date."""
    verb = m.group("verb").lower()
    acquired = verb == "getting" and re.match(rf"\s+(?:a|an|our|my)\s+(?:[\w-]+\s+){{0,2}}?{_MILESTONE_NOUNS}\b",
                                              m.group("rest"), re.I)
    if (verb in _NOT_ARRANGED and not acquired) or _YOU.search(clause) or _vague(m.group("rest")):
        return None
    # (a move said on a weekday: "we're moving house on Friday")
    dated = re.search(_DATED, clause, re.I) or (re.search(rf"\bon\s+{_DAYS}\b", clause, re.I) if verb == "moving" else None)
    if not dated and not re.search(r"\bstarting\s", m.group("rest"), re.I) and (
            verb not in _TRIP_VERBS or not re.match(r"[^,;]*\bin\s+the\s+(?:spring|summer|autumn|fall|winter)\b", m.group("rest"), re.I)):
        return None  # "in the spring" dates a trip said with it ("I'm using Obsidian now, moved … in the spring" is gone)
    end = clause.find(",", dated.end()) if dated else -1
    if end > 0 and re.fullmatch(r",\s*(?:a|an)\s+[\w' -]{2,30}", clause[end:], re.I):
        end = -1  # "getting a dog next month, a rescue greyhound": what it is, kept
    if end > 0 and re.match(r",\s*(?:and\s+)?(?:back|returning|coming\s+back|flying\s+back)\s+(?:on|in)\s+(?:the\s+)?\d", clause[end:], re.I):
        end = clause.find(",", end + 1)  # "for New Year on the 28th, back on the 5th of January": the way back, kept
    if dated and end < 0 and (aside := re.search(r"\s+(?:and|but|so)\s+(?=(?:[\w']+\s+){1,2}?(?:is|are|was|were|isn't|aren't)\b)",
                                                  clause[dated.end():], re.I)):
        end = dated.end() + aside.start()  # "we're moving house on Thursday and nothing is packed": how it is, left
    said = clause[:end] if end > 0 else clause
    if verb in {"moving", "switching", "migrating", "changing"} and re.search(r"\bfrom\s+\S.*\bto\s+\S", m.group("rest"), re.I):
        return _fact("decision", said)  # "we're moving from Fly.io to AWS ECS next month": a change decided, with its date
    if verb in {"moving", "relocating"} and re.match(r"\s+(?:my|our|the)\s+(?:[\w-]+\s+)?(?:shop|salon|store|business|studio|office"
                                                       r"|bakery|cafe|café|restaurant|clinic|practice|company|workshop)\b",
                                                       m.group("rest"), re.I):
        return _fact("decision", said)  # "we're moving the salon on 1 June": where the business will be, decided
    if verb in {"moving", "relocating"} and re.match(r"\s+(?:up\s+|down\s+|over\s+|back\s+)?to\s+(?!(?:a|an|the|my|our)\b)[a-z]",
                                                   m.group("rest"), re.I):
        return _fact("decision", said)  # "we're moving up to inverness between march and april": a move decided, dated
    if verb in {"preparing", "studying", "revising", "training", "cramming"} and re.match(r"\s+for\s", m.group("rest"), re.I):
        return _fact("goal", said)  # "I'm preparing for the CPA exam in May": what the user works towards, by a date
    if verb in {"retiring", "emigrating"} or (verb == "going" and re.match(r"\s+to\s+(?:retire|emigrate)\b", m.group("rest"), re.I)):
        return _fact("decision", said)  # "I'm retiring in June next year", "going to retire in June": decided and dated
    return _fact("episode", said)


def _buying_home(m: re.Match[str], clause: str) -> Fact | None:
    """'we're buying a two bed in Hove': "User is buying a two-bed home in Hove"; 'I am selling the house': "User is
    selling the house"."""
    if _YOU.search(clause):
        return None
    obj = re.sub(r"(?i)\b(one|two|three|four|five|[1-5])[-\s]bed(?:room)?$", r"\1-bedroom home", m.group("obj"))
    return Fact("episode", f"User is {(m.group('v') or m.group('v2')).lower()} {en.rewrite_rest(obj)}{m.group('where') or ''}")


def _visiting_kin(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm visiting my sister in Leeds', '… my cousin in Peterborough on Sunday, is his birthday': the visit, with its
    day when one is said (what follows a comma is left: the reason or a question)."""
    if _YOU.search(clause[: m.end("place")]):
        return None
    rest = m.group("rest").split(",")[0]
    when_ = re.match(rf"\s+(?:{_DATED}|(?:this|on)\s+{_DAYS}|(?:at|over)\s+the\s+weekend|this\s+weekend)\b", rest, re.I)
    who = m.group("who")[3:]
    return Fact("episode", f"User is visiting their {who} in {m.group('place')}{when_.group(0) if when_ else ''}")


_VEHICLES = r"(?:coastal\s+)?(?:ship|train|ferry|boat|express|cruise|liner|sleeper|steamer|flight)"


def _aboard(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm aboard the Canadian at the moment', 'I am on the Hurtigruten coastal ship now': the trip the user is on,
    dated by the month it is said in. "aboard" says travel; "on the <Name>" only with what carries them ("ship",
    "train") or a "now" ("I'm on the Board of Governors" is no trip: a vehicle word, or a "now", and no committee)."""
    what = m.group("what")
    vehicle = re.search(rf"\b{_VEHICLES}$", what, re.I)
    if (m.group("on").lower() == "on" and not (vehicle or m.group("now"))) or _NOT_CARRIED.search(what):
        return None
    if _CREW_WORDS.search(clause):
        # "from this month I am on the Hurtigruten coastal ship, same rotation": the ship the user works on
        return Fact("identity", f"User works on {what}")
    return Fact("episode", f"User is travelling on {what} this month")


# what says the user works on board ("same rotation", "my shift", "the crew")
_CREW_WORDS = re.compile(r"\b(?:rotation|rota|route|shifts?|crew|watch(?:es)?|contract|posting|deckhand|engineer|steward|stewardess|conductor)\b", re.I)
# what one is "on" that carries nobody: a committee, a list, a plan
_NOT_CARRIED = re.compile(r"\b(?:board|committee|council|team|list|panel|pill|phone|call|plan|programme|program|scheme|diet|rota)\b", re.I)


def _remote(m: re.Match[str], clause: str) -> Fact | None:
    """'working remote from Toronto', 'based out of Leeds': where the user works from."""
    if not proper_value(m.group("obj")) or m.group("obj").casefold() in NOT_NAMES:
        return None
    return _fact("identity", re.sub(r"\bremote\b", "remotely", clause))


def _work_mode(m: re.Match[str], clause: str) -> Fact | None:
    """'I work from home', "I'm fully remote now", "I'll keep working remote", "I'm back in the office full time":
    where the user's work is done, one way at a time (``work_mode``: remote, hybrid or office)."""
    how = m.group("how").lower()
    mode = "office" if "office" in how else "hybrid" if "hybrid" in how else "remote"
    said = re.sub(r"\bremote\b(?!ly)", "remotely", clause, flags=re.I)
    said = re.sub(r"^(i(?:'m|\s+am))\s+(?:(now|fully|still|completely)\s+)?remotely\b", lambda r: f"I work {r.group(2) + ' ' if r.group(2) else ''}remotely",
                  said, flags=re.I)  # "I'm fully remote" → "I work fully remotely"
    return _fact("identity", said, attribute="work_mode", value=mode)


def _now_in(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm in Accra now': where the user lives since a move."""
    obj = m.group("obj") or m.groupdict().get("obj2") or ""
    value = proper_value(obj)
    if not value or value in {"the", "a"} or obj.split()[0].casefold() in NOT_NAMES:
        return None
    return Fact("identity", f"User lives in {obj}", attribute="lives_in", value=value, reports_change=True)


def _back_in(m: re.Match[str], clause: str) -> Fact | None:
    """'I am back in Leeds': where the user is again, after a time away (an event, not where they live)."""
    obj = m.group("obj")
    if not proper_value(obj) or obj.split()[0].casefold() in NOT_NAMES:
        return None
    return Fact("episode", f"User is back in {obj}")


def _staying_in(m: re.Match[str], clause: str) -> Fact | None:
    """'We're staying in Leeds after all': where the user lives, said as a decision not to move."""
    city = m.group("obj") or m.group("obj2")
    value = proper_value(city)
    if not value or city.split()[0].casefold() in NOT_NAMES:
        return None
    return Fact("identity", f"User lives in {city}", attribute="lives_in", value=value, reports_change=True)


def _milestone(m: re.Match[str], clause: str) -> Fact | None:
    if _YOU.search(clause) or _IDIOM_NOT_EVENT.search(clause):
        return None  # ("got the job done at last": an idiom, no job)
    return _fact("episode", clause)


def _counted(m: re.Match[str], clause: str) -> Fact | None:
    """'I smoke about 15 a day', "I'm on about 8 coffees a day": how much of it the user has, a habit (the verb said, or
    the one of what is counted: cigarettes are smoked, the rest drunk)."""
    what = (m["what"] or "").strip().lower()
    verb = (m["verb"] or "").lower() or ("smoke" if re.match(r"(?:cig|fag|smoke|roll)", what) else "drink")
    if not what and verb not in {"smoke", "vape"}:
        return None  # "I have 3 a day": of what, unsaid
    count = " ".join(f"{m['about'] or ''}{m['n']}".lower().split())
    return Fact("habit", " ".join(f"User {en.third_person_verb(verb)} {count} {what} a {m['unit'].lower()}".split()))


_TASTE_VERBS = frozenset("listen watch read drink eat follow support".split())
_ACTIVITY_VERBS = (r"listen to|watch|read|play|drink|eat|speak|cook|bake|sing|dance|paint|draw|knit|sew|grow|collect|ride"
                   r"|swim|run|cycle|hike|surf|ski|skate|climb|coach|volunteer|follow|support|shoot|record|garden|fish"
                   r"|keep|restore|foster|brew|breed|rescue|mentor|tutor|write|host|crochet|quilt|carve|whittle|meditate"
                   r"|blog|stream|photograph|build|make|repair|sell|teach|train|practi[cs]e|referee|umpire|DJ|busk|farm")


# The pastimes read in the simple present beside the tastes: their verbs have other, everyday uses
_PASTIME_VERBS = frozenset("keep restore foster brew breed rescue mentor tutor write host build make repair sell teach train practice"
                           " practise farm".split())
# A day said with the verb ("next week", "tomorrow", "tonight"): one occasion, not a pastime
_ONE_OFF = re.compile(rf"{lifefacts.PASSING}|\bnext\s+(?:week|weekend|month|year|time|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b", re.I)


# what follows "I eat" that says when, not what: a window ("only between 12 and 8pm", "nothing after 7pm") or a meal
_EATING_WINDOW = re.compile(r"(?:only\s+|nothing\s+)?(?:between|after|before|from|within)\s+(?:\d|noon|midday|midnight|sunrise|sunset)",
                            re.I)
_MEAL = re.compile(r"(?:my\s+|a\s+|an\s+|the\s+)?(?:late\s+|early\s+|big\s+|light\s+|second\s+)?(?:breakfast|lunch|dinner|supper|brunch"
                   r"|tea|meals?)\b", re.I)


def _activity(m: re.Match[str], clause: str) -> Fact | None:
    """'I listen to Umhlobo Wenene FM the whole drive', 'I play point guard on JV basketball',
    'I speak Welsh': what the user does or takes in, in the simple present."""
    obj = m.group("obj")
    if re.match(r"me\b", obj, re.I):
        return None  # "teach me small small", "train me": said to the listener (a request), no pastime of the user's
    if not _ok_object(obj) or _vague(obj) or re.match(r"(?:it|that|this|them|some|a lot(?!\s+of\s+[a-z])|too|well|better|again)\b", obj, re.I):
        return None
    verb = m.group("verb").split()[0].lower()
    if verb == "run" and _STOCK_RUN.match(obj):
        return _fact("identity", clause)  # "I run about 200 head of Angus on a ranch": livestock kept, the user's trade
    if verb in {"keep", "make"} and re.match(r"(?:[a-z]+ing|sure|certain|a\s+point|do|time|money|friends|mistakes|fun)\b", obj, re.I):
        return None  # "I keep forgetting my password", "I make sure to reply": a manner, not a pastime
    if verb == "make" and re.match(r"(?:good|decent|enough|more|less|[$£€\d])", obj, re.I):
        return None  # "I make good money", "I make 80k"
    if verb in _PASTIME_VERBS and re.match(r"(?:down|up|out|off|over|sure)\b", obj, re.I):
        return None  # "I write down everything I eat", "I make up excuses": a phrasal verb, not the pastime
    if verb in _PASTIME_VERBS and re.match(r"(?:the|this|these|those)\s", obj, re.I) and not re.search(_EVERY, clause, re.I):
        return None  # "I practice the presentation in front of the mirror": one piece of work, not a pastime
    if _ONE_OFF.search(clause):
        return None  # "I host a dinner for my in-laws next week": a plan with its day, not what the user does
    if verb in {"read", "watch", "drink", "eat"} and re.match(r"(?:on|in|at|while|during|before|after|when)\b", obj, re.I):
        return None  # "I read on the phone while the soup boils": where or when, nothing read named (no taste)
    if verb == "sell" and (own := re.match(r"(?:my|our)\s+(?!own\b)(?:[\w'-]+\s+){0,2}?(?P<n>[\w'-]+)\s*(?:[,;].*)?$", obj, re.I)) \
            and not own.group("n").lower().endswith("s") and not re.search(_EVERY, clause, re.I):
        return None  # "I sell my apartment" (a non-native past), "I sell my car": one thing of theirs sold, once
    if verb == "eat" and _EATING_WINDOW.match(obj):
        return _fact("habit", clause)  # "I eat only between noon and 8pm": when the user eats, not a taste
    if verb == "eat" and _MEAL.match(obj):
        # "I eat breakfast with my mum on video": a meal is when, not what; kept only with its schedule
        return _fact("habit", clause) if re.search(_EVERY, clause, re.I) else None
    if verb == "speak":  # "I speak fluent Cantonese", "I speak Tamil at home and English at work"
        tongue = re.sub(r"^(?:fluent|basic|conversational|decent|broken|native|some|a\s+(?:bit|little)\s+(?:of\s+)?)\s*", "", obj, flags=re.I)
        if category_attribute(head_value(tongue) or "") != "preferred_language":
            return None
        # "i speak cree and english, want the menus in both": the languages, not the wish after them, with
        # their capitals
        clause = _SPOKEN_TAIL.sub("", clause)
        return _fact("identity", _LANGUAGE_WORD.sub(lambda w: w.group(0).capitalize(), clause))
    # "I read sci-fi on the train", "I listen to podcasts on the bus to work": what the user takes in on the way is
    # a routine of the journey, not only a taste
    kind = "habit" if verb in _TASTE_VERBS and _ON_THE_WAY.search(obj) else "preference" if verb in _TASTE_VERBS else "habit"
    if verb == "read":  # ("read" looks like its own past: "User read sci-fi on the train" said it was once)
        said = re.match(r"^(?P<head>i\s+(?:[a-z]+\s+)*?)read\s+", clause, re.I)
        if said:
            head = re.sub(r"\s+do(?:es)?$", "", en.third_person(said["head"] + "do"))  # "I often do" -> "User often"
            return Fact(kind, f"{head} reads {en.rewrite_rest(clause[said.end():])}")
    return _fact(kind, clause)


# on the way somewhere: "on the train", "on the bus to uni", "on my commute", "on the tube every morning"
_ON_THE_WAY = re.compile(r"\b(?:on|in)\s+(?:the|my)\s+(?:train|bus|tube|tram|metro|subway|ferry|commute|way\s+(?:to|home)\b)", re.I)


_LANGUAGE_WORD = re.compile(r"\b(?:" + "|".join(sorted(NATURAL_LANGUAGES, key=len, reverse=True)) + r")\b")
# a clause after the languages spoken that names none of them ("…, want the menus in both")
_SPOKEN_TAIL = re.compile(r"\s*[,;]\s+(?!(?:and\s+|but\s+)?(?:(?:a\s+(?:bit|little)|some|fluent|basic|conversational)\s+(?:of\s+)?)?"
                          r"(?:" + "|".join(NATURAL_LANGUAGES) + r")\b).*$", re.I)


# "is not happy, she liked the car": a mood, then why, said of the same one ("she", "he", "they" after the comma)
_MOOD_THEN_WHY = re.compile(r"^(?P<mood>[^,;]{2,40}?)\s*[,;]\s*(?:(?:because|cos|since|as)\s+)?(?:she|he|they)(?:['’]s|['’]d|\s)", re.I)

# How a relative is doing today ("she's grand now", "my dad is fine", "my mom is much better"): the
# day's news, not who they are
_PASSING_STATE = re.compile(r"^(?:is|'s|was)\s+being\s+(?:(?:so|really|very|absolutely|just|a\s+bit|such)\s+)*(?:an?\s+)?[a-z]+(?:\s+about\s+it)?\s*$"  # "is being amazing"
                            # "my son still won't sleep more than 2 hours", "she won't settle at night": a baby's weeks
                            r"|^(?:still\s+)?(?:won't|wont|will\s+not)\s+(?:sleep|settle|nap|feed|latch|go\s+down|stop\s+crying)\b.*$"
                            r"|^still\s+(?:isn't|is\s+not|doesn't|does\s+not)\s+(?:sleeping|sleep|settling|settle|napping|feeding|latching)\b.*$"
                            r"|^(?:is|'s|was|seems|looks|feels)\s+(?:not\s+(?:so\s+|too\s+|very\s+)?)?(?:(?:doing|feeling|now|all|much|a\s+lot|a\s+bit|way|so|very"
                            r"|really|totally|grand)\s+)*(?:fine|ok|okay|grand|better|well|good|great|alright|all\s+right"
                            r"|happy|sad|upset|mad|angry|tired|busy|stressed|excited|worried|home|at\s+home|back"
                            # a mood said by an idiom: "he's at his wits' end", "she's over the moon", "fed up"
                            r"|exhausted|overwhelmed|thrilled|delighted|gutted|fed\s+up|over\s+the\s+moon|at\s+(?:his|her|their)\s+wits['’]?\s+end"
                            r"|devastated|heartbroken|relieved|impressed|pleased"
                            # ("my partner is chuffed", "she's buzzing", "he's made up": pleased, as it is said in Britain)
                            r"|chuffed(?:\s+to\s+bits)?|buzzing|made\s+up|stoked|ecstatic|livid"
                            # ("he's nervous", "she's a bit anxious about it": a first week's nerves)
                            r"|nervous|anxious|scared|bored|grumpy|homesick)\b"
                            r"(?:\s+about\s+(?:it|that|this|school|the\s+move|tomorrow|starting))?"
                            r"(?:\s*,?\s+(?:now|though|tho|again|thankfully|luckily|anyway))*\s*[.!]*$"
                            # "my mum is already crying because it means Christmas on a boat", "she's nervous about the flight,
                            # 20 hours", "my husband is more nervous than me": tears or nerves at the news, today's, with why
                            # ("is home now, walking with a stick" is not this: it ends a stay in hospital)
                            r"|^(?:is|'s|was)\s+(?:(?:already|more|even|so|really|very|quite|a\s+bit|pretty|super|literally|absolutely)\s+)*"
                            r"(?:crying|in\s+tears|panicking|freaking\s+out|terrified|petrified|worried(?:\s+sick)?|nervous|anxious|scared"
                            r"|excited|upset|stressed)\b(?:\s+than\s+(?:me|i\s+am|us|ever))?"
                            r"(?:\s+about\s+(?:the|his|her|their|my|our|it|that|this)\b[^.!?,]{0,30})?(?:\s*,?\s+(?:now|though|tho|again|haha|lol))*"
                            r"(?:\s*,\s*[^.!?]{1,60}|\s+(?:because|cos|coz|since)\s+[^.!?]{1,80})?\s*[.!]*$"
                            # "Nikhil is recovering well", "she's on the mend": how they are this week, nothing named
                            # ("is recovering from a stroke" names what, and is kept)
                            r"|^(?:is|'s)\s+(?:(?:still|now)\s+)?(?:recovering|healing|mending|on\s+the\s+mend)(?:\s+(?:well|nicely|fine|slowly"
                            r"|quickly|fast|great|ok|okay))?(?:\s*,?\s+(?:now|though|tho|thankfully|luckily))*\s*[.!]*$", re.I)


def _foreign_predicate(rest: str) -> bool:
    """Whether what is said of a relative is in another language ("viene también", "vive en Salto"): up to six words,
    none of them English to the lexicon nor shaped as an English verb ("vlogs", "coached", "nursing")."""
    words = re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)?", rest)
    return bool(words) and len(words) <= 6 and not any(
        lexicon.common(w) or lexicon.verbish(w) or re.search(r"(?:ed|ing|s)$", w.lower()) for w in words)


# "she may well be right", "my husband was right about the boiler": whether what they said holds, no fact of them
_RIGHT_OR_WRONG = re.compile(r"^(?:is|'s|was|were|are|(?:may|might|could|must)(?:\s+well)?(?:\s+have)?\s+be(?:en)?)\s+"
                             r"(?:(?:so|totally|completely|absolutely|probably|definitely|100%|dead|quite|partly|half)\s+)?"
                             # ("She is right but what to do", "he's right of course": the agreement and a shrug)
                             r"(?:right|wrong|correct|spot\s+on)\b(?:\s+(?:about|on|but|though|tho|as\s+(?:usual|always)|of\s+course|again"
                             r"|(?:and|but)\s+i\s+(?:know|guess))\b.*|\s*,.*)?\s*[.!]*$", re.I)


# "my supervisor is away till Friday", "my manager is off until Monday", "my boss is on holiday this week": away for days,
# the week's news (a stretch of months keeps: "my wife is on maternity leave until June")
_AWAY_A_FEW_DAYS = re.compile(
    r"^(?:is|'s|are|will\s+be)\s+(?:(?:still|also|currently)\s+)?(?:away|off|out|out\s+of\s+(?:the\s+)?office|ooo|on\s+(?:annual\s+)?leave"
    r"|on\s+holiday|on\s+vacation|off\s+sick|at\s+a\s+conference|travelling|traveling|abroad"
    # "my wife's on nights all this week", "he's on earlies till Friday": a week's shifts, the week's news too
    r"|on\s+(?:nights|night\s+shifts?|earlies|lates|early\s+shifts?|late\s+shifts?|call|days))\b[^,;]*?\s+"
    r"(?:(?:till|until|til|'til|through)\s+(?:(?:next|this)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekend|tomorrow|the\s+weekend|the\s+end\s+of\s+the\s+week)"
    r"|for\s+the\s+(?:rest\s+of\s+the\s+)?(?:week|day)|this\s+week|today|all\s+week|for\s+a\s+(?:few\s+days|couple\s+of\s+days|day|week)"
    r"|in\s+the\s+week\s+of)\b.*$",  # ("this week" as the dates read it: "in the week of 9 November 2026")
    re.I)
_TWO_PREDICATES = re.compile(r"^(?P<a>(?:is|'s)\s+(?:\d{1,3}|an?\s+[\w -]{2,30}?|retired))\s+and\s+"
                             r"(?P<b>(?:just\s+|recently\s+)?(?:had|got|lives|works|broke|fell|moved|lost|retired|started)\b.+)$", re.I)
# "she's lovely but…", "my mom is tough": how the user sees them, said in passing
_HOW_THEY_ARE = re.compile(
    r"^(?:is|'s|was)\s+(?:(?:so|very|really|pretty|super|quite|such|just|a\s+bit|kind\s+of|kinda|always|honestly)\s+)*"
    r"(?:(?:a|an)\s+)?(?:tough|lovely|great|amazing|awesome|sweet|kind|nice|funny|hilarious|lazy|stubborn|crazy|weird"
    r"|wonderful|brilliant|fantastic|annoying|strict|cool|smart|clever|mean|grumpy|difficult|chill|generous|helpful"
    r"|supportive|patient|impatient|fussy|picky|the\s+best|the\s+worst|a\s+saint|a\s+legend|a\s+character|a\s+pain"
    r"|a\s+nightmare|a\s+jerk|an\s+idiot|an\s+angel|a\s+gem|a\s+sweetheart|a\s+menace|a\s+handful|a\s+terror|a\s+monster"
    r"|a\s+diva|a\s+star|a\s+genius|a\s+goofball|a\s+troublemaker|a\s+drama\s+queen|a\s+(?:little\s+)?(?:devil|rascal|monkey))"
    # "my husband Donal is a stubborn man": how they are, said of the kind of person
    r"(?:\s+(?:old\s+)?(?:man|woman|person|guy|lad|girl|boy|kid|soul|fella|fellow|bloke|lady|chap|one))?"
    r"(?:\s+(?:but|and|though|tho)\b.*|\s*,.*)?\s*[.!]*$", re.I)


# what a relative over an illness or injury is said to be (after who they are): the cast off, out of hospital, recovered
_RECOVERED = re.compile(
    r"(?P<said>['’]s\s+(?:cast|plaster|plaster\s+cast|sling|boot|moon\s+boot|brace|splint|stitches|neck\s+brace)\s+"
    r"(?:is|are|['’]s|came|has\s+come|have\s+come|was\s+taken|were\s+taken|got\s+taken|finally\s+came)\s+(?:finally\s+)?off"
    r"|['’]s\s+(?:broken\s+)?(?:arm|leg|wrist|ankle|knee|hip|shoulder|foot|hand|finger|toe|elbow|collarbone|ribs?|back|burn|wound)\s+"
    r"(?:has|is|['’]s)\s+(?:now\s+|finally\s+|fully\s+|completely\s+|all\s+)*(?:healed|mended)"
    # "my dad's knee is good now", "her hip is much better now": the "now" says it was not
    r"|['’]s\s+(?:broken\s+)?(?:arm|leg|wrist|ankle|knee|hip|shoulder|foot|hand|elbow|back)\s+(?:is|['’]s)\s+"
    r"(?:(?:much|a\s+lot|so\s+much)\s+better|good|fine|ok|okay|better)\s+now"
    r"|(?:\s+is|['’]s|\s+has\s+been|['’]s\s+been|\s+was|\s+got)\s+(?:now\s+|finally\s+|officially\s+|just\s+|been\s+)*"
    r"(?:off\s+(?:the|his|her|their)\s+crutches|out\s+of\s+(?:the|his|her|their)\s+(?:cast|sling|boot|brace|plaster)"
    r"|out\s+of\s+(?:the\s+)?hospital|(?:back\s+)?home\s+from\s+(?:the\s+)?hospital|discharged(?:\s+from\s+(?:the\s+)?hospital)?"
    r"|back\s+on\s+(?:his|her|their)\s+feet|(?:fully\s+|completely\s+)?(?:recovered|healed)(?:\s+from\s+(?:the|his|her|their|a|an)\s+"
    r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)?)"
    r"|\s+(?:has|have)\s+(?:now\s+|finally\s+|fully\s+|completely\s+)*(?:recovered|healed|made\s+a\s+(?:full\s+|good\s+)?recovery)"
    r"(?:\s+from\s+(?:the\s+|his\s+|her\s+|their\s+|a\s+|an\s+)?[a-z][\w'-]*(?:\s+(?!(?:and|but|so|now|too|at|in|on|after)\b)[a-z][\w'-]*)?)?)"
    r"(?=\s*(?:[,.!;]|$|\s+(?:now|again|at\s+last|finally|thank\s+god|thankfully|and|but|so|after|today|yesterday|this|last)\b))", re.I)
# a recovery said hoping, asking or not at all: "should be off the crutches soon", "is nearly out of hospital"
_NOT_RECOVERED = re.compile(r"\b(?:not|n't|never|nearly|almost|hopefully|soon|should|might|may|could|will|won't|yet|if|when)\b", re.I)


def _kin_recovered(m: re.Match[str], clause: str) -> Fact | None:
    """'my son Cian's cast is off', 'my mum is home from hospital': a relative over an illness or an injury (a
    relationship fact of the relative; Brain._kin_recovered makes what was said of the illness history)."""
    got = _RECOVERED.match(m.group("rest"))
    if got is None or _NOT_RECOVERED.search(m.group("rest")[: got.end()]) or _YOU.search(clause):
        return None
    # ("'s back home": is back; "'s back is fine now": the back, a part of them, so no "is")
    said = re.sub(r"^['’]s\s+(?=(?:been|now|finally|officially|just|off|out|back(?!\s+(?:is|has|['’]s)\b)|home|discharged|recovered"
                  r"|healed|fully|completely)\b)", " is ", got.group("said"))
    said = re.sub(r"^\s*is\s+been\b", " has been", said)
    said = re.sub(r"\bback\s+on\s+(?:his|her)\s+feet$", "back on their feet", said)
    said = re.sub(r"\s+(?:is|['’]s)\s+(?:(?:much|a\s+lot|so\s+much)\s+better|good|fine|ok|okay|better)\s+now$", " has recovered", said)
    return Fact("relationship", en.tidy(f"User's {m.group('who')}{said}"))


# what a plan of the user's is called when its date is moved: "the opening", "our wedding", "my surgery"
_MOVABLE = (r"(?:opening|launch|move|house\s+move|wedding|trip|holiday|surgery|operation|op|procedure|appointment|interview"
            r"|exam|party|reunion|visit|conference|graduation|ceremony|christening|baptism|completion|exhibition|gig|race|marathon"
            r"|retreat|treatment|transplant|scan|start\s+date|moving\s+date|due\s+date|court\s+date|hearing|induction|viewing)")
_MOVED_MONTHS = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
_MOVED_WHEN = (r"(?P<when>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+" + _MOVED_MONTHS + r"(?:,?\s+20\d\d)?|" + _MOVED_MONTHS
               + r"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+20\d\d)?|(?:next|this)\s+(?:week|month|year|spring|summer|autumn|fall|winter|" + _MOVED_MONTHS
               + r")|(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+" + _MOVED_MONTHS + r"|(?:spring|summer|autumn|fall|winter)"
               r"|(?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|20\d\d)")
_MOVED_WHY = r"(?P<why>\s*,?\s+(?:because\s+of|because|due\s+to|cos|cause|thanks\s+to)\s+.+?)?"


def _plan_moved(m: re.Match[str], clause: str) -> Fact | None:
    """'The Wokingham opening moved to March because of the builders', 'our wedding has been pushed back to June':
    a plan of the user's, on another date now ("User's Wokingham opening will now be in March, moved because of the
    builders"; the store moves the plan said before, plans.rescheduled)."""
    if _YOU.search(clause) or re.search(r"\b(?:not|n't|never|might|may|could|maybe|possibly|probably)\b", clause[: m.start("when")], re.I):
        return None
    when_ = " ".join(m["when"].split())
    prep = ("on" if re.match(r"(?:the\s+)?\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day", when_, re.I)
            else "at" if re.match(r"(?:the\s+)?(?:end|start|beginning|middle)\s", when_, re.I)
            else "" if re.match(r"(?:next|this)\s", when_, re.I) else "in")
    when_ = re.sub(r"^(?=(?:end|start|beginning|middle)\s)", "the ", when_, flags=re.I)
    why = " ".join((m["why"] or "").strip(" ,").split())
    what = " ".join(m["what"].split())
    return Fact("episode", en.tidy(f"User's {what} will now be {prep} {when_}".replace("  ", " ") + (f", moved {why}" if why else "")))


def _relative_fact(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'My mom lives in Gdańsk', 'my boss keeps scheduling meetings at 6pm': a person known by relation."""
    two = _TWO_PREDICATES.match(m.group("rest"))
    if two:  # "my mom is 72 and had a fall last week": how old she is, and what happened, each a fact
        who = clause[: m.start("rest")].rstrip()
        out = [f for part in (two.group("a"), two.group("b")) for p, h in RULES
               if h is _relative_fact and (sub := p.match(f"{who} {part}")) and (f := _relative_fact(sub, f"{who} {part}"))
               and isinstance(f, Fact)]
        if out:
            return out
    if _REPORTED.match(m.group("rest")) or _YOU.search(clause) or _vague(m.group("rest")) \
            or _PASSING_STATE.match(m.group("rest").strip()) or _HOW_THEY_ARE.match(m.group("rest").strip()) \
            or ((mood := _MOOD_THEN_WHY.match(m.group("rest").strip())) and _PASSING_STATE.match(mood.group("mood"))) \
            or _RIGHT_OR_WRONG.match(m.group("rest").strip()) or _AWAY_A_FEW_DAYS.match(m.group("rest").strip()):
        return None
    if _GOT_IN_TOUCH_ONCE.match(m.group("rest")):  # "my mom called again": the day's news, as of a relative named
        return None
    return _fact("relationship", clause)


def _kin_event_dated(m: re.Match[str], clause: str) -> Fact | None:
    """'my nephew's wedding is on the 5th of December, would Welsh cakes travel?': "User's nephew's wedding is on
    5 December" (the rules add the year)."""
    on = "" if m["when"].lower().startswith("on") else "on "
    return _fact("episode", f"my {m['rel'].lower()}'s {' '.join(m['event'].lower().split())} is {on}{m['when']}")


_STAY_SEASON = re.compile(r"\b(?:for|over)\s+(?:the\s+)?(?:summer|winter|spring|autumn|fall|year)\b|\bfor\s+(?:a\s+few\s+|a\s+couple\s+of\s+|\w+\s+)?months?\b", re.I)


def _named_kin_visit(m: re.Match[str], clause: str) -> Fact | None:
    """'My granddaughter Elin is coming to stay over Christmas and I want to bake with her': the named relative's stay,
    when it is said (what follows "and I", a comma or a semicolon is left; a place after ", from" is where they come from)."""
    name = m["name"]
    if not is_name_word(name) or lexicon.common(name.lower()) or name.casefold() in NOT_NAMES or _YOU.search(clause):
        return None
    rest = re.split(r"\s*[,;]\s*|\s+(?:and|but|so)\s+(?=(?:i|i'm|we|we're|i'll|we'll)\b)", m["rest"], maxsplit=1, flags=re.I)
    stay = rest[0].rstrip(" .!")
    if not _STAY_WHEN.search(stay) or _STAY_SEASON.search(stay):
        return None  # ("is coming to stay for the summer": a stay of months, read with who they are as before)
    home = re.search(r",\s*from\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s*[.!]*$", m["rest"])
    said = re.sub(r"\bwith\s+(?:us|me)\b", "with the user", stay, count=1, flags=re.I)
    return _fact("episode", f"my {m['rel'].lower()} {name} {said}{' from ' + home['place'] if home else ''}")


def _kin_visit(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'my mom is staying with us for a month', 'My sister is coming to stay with us next weekend': a relative
    visiting, for a while or on a date. It passes: an episode with its date (the rules add the date), not a
    lasting fact of who lives with the user ("my grandad lives with us" is that). Without when ("my mum is
    staying with us"), it is left to the rules as before."""
    if not _STAY_WHEN.search(m.group("rest")) or _YOU.search(clause):
        return None
    said = re.sub(r"\bwith\s+(?:us|me)\b", "with the user", clause, count=1, flags=re.I)
    if re.match(r"(?:is|are|['’]s)\s+(?:staying|visiting)\b", m.group("rest"), re.I) and not _STAY_DATED.search(m.group("rest")):
        # "is staying with us for a month", "is visiting for three months": from now, so the month it is said in dates it
        said = re.sub(r"(\bfor\s+(?:a|one|two|three|four|five|six|ten|a\s+few|a\s+couple\s+of|\d{1,2})\s+\w+)", r"\1 this month",
                      said, count=1, flags=re.I)
    visit = _fact("episode", said)
    home = re.search(r"\bfrom\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)", m.group("rest"))
    if home and proper_value(home["place"]) and not re.match(rf"(?:{_MONTHS}|{_DAYS})\b", home["place"], re.I) \
            and home["place"].casefold() not in NOT_NAMES:
        # "my mother is visiting from Enugu for three months": where she comes from is where she lives
        lives = _fact("relationship", f"my {m.group('rel').lower()} {_lives(m.group('rel'))} in {home['place']}")
        return [f for f in (visit, lives) if f is not None] or None
    return visit



def _named_move(m: re.Match[str], clause: str) -> Fact | None:
    """'Anouk moved to Exeter for her new job': a person the user calls by name has moved; the
    fact is theirs ("Anouk moved to Exeter", see :func:`_their_home`), what follows the place
    (why, with whom) left out, as it leans on the sentence ("her new job")."""
    name = m.group("name")
    if not is_name_word(name) or lexicon.common(name.lower()) or name.casefold() in NOT_NAMES or not proper_value(m.group("place")):
        return None
    return Fact("relationship", f"{name} moved to {m.group('place')}", persons=[PersonMention(name=name)])


def _now_doctor(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm officially Dr. Brandt now': the user has finished a doctorate (the title is new; "now", "officially"
    or "finally" says so). Said without such a word ("I'm Dr. Brandt") it is a greeting with a title: left to
    the name rules."""
    if not (m.group("now") or m.group("adv") or m.group("after")):
        return None
    title = "Dra." if m.group("title").lower() == "dra" else "Dr."
    return Fact("identity", f"User has finished a doctorate and is now {title} {m.group('surname')}")


def _work_for_based_in(m: re.Match[str], clause: str) -> Fact | None:
    """'I survey woodland for the Forestry Commission based in Inverness': "User surveys woodland for the Forestry
    Commission, based in Inverness" (a present verb of work; "I bought presents for …" is none)."""
    verb = m.group("verb").lower()
    if en.is_past(verb) or verb.endswith("ing"):
        return None
    return Fact("identity", f"User {en.third_person_verb(verb)} {m.group('obj')} for {m.group('org')}, based in {m.group('place')}")


def _kin_business(m: re.Match[str], clause: str) -> Fact | None:
    """'Dad's garage, Asante Motors, has opened a second site': "User's dad's garage Asante Motors has opened a second
    site" (the business a relative runs, by its name; no person: the name is the business's)."""
    name = m.group("name")
    first = re.sub(r"^the\s+", "", name, flags=re.I).split()  # ("The Golden Fry": its "The" is part of the name)
    if not first or first[0].casefold() in NOT_NAMES or _YOU.search(clause):
        return None
    rel = " ".join(m.group("rel").lower().split())
    return Fact("relationship", f"User's {rel}'s {m.group('kind').lower()} {name} {en.rewrite_rest(m.group('rest'))}")


def _kin_fact(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'My sister lives in Hanoi', 'my brother is a doctor': a lasting fact about a relative of
    whom there may be several, not named (no person entry: which sister is not said)."""
    rest = m.group("rest")
    aged = re.match(r"is\s+(?P<n>\d{1,2}|1[01]\d)\b", rest)
    if aged:  # "my son is 12 and obsessed with Minecraft": an age, kept with when it was said
        return Fact("relationship", f"User's {m.group('rel').lower()} was {aged.group('n')} this month")
    job = re.match(r"is\s+an?\s+(?P<what>(?:[\w-]+\s+){0,2}[\w-]+)", rest, re.I)
    if job and not any(w.lower().rstrip("s") in JOB_NOUNS for w in job.group("what").split()):
        return None  # "my brother is a jerk": a mood of the moment, not what he does
    fact = _relative_fact(m, clause)
    if isinstance(fact, Fact) and not fact.persons and _HOUSEHOLD_KIN.match(rest):
        # "My grandad lives with us": the one who lives in the user's home is one person,
        # known by the relation ("Grandad"), as "my mum" is
        rel = " ".join(m.group("rel").lower().split())
        if rel in RELATIONS:
            fact.persons = [PersonMention(name=relation_title(rel), relation=rel)]
    return fact


_HOUSEHOLD_KIN = re.compile(r"(?:lives|is\s+living|has\s+been\s+living|(?:has\s+)?moved\s+in)\s+with\s+(?:us|me)\b", re.I)


def _time_phrase(when: str) -> str:
    """A time phrase moved to the end of a sentence: "Yesterday" → "yesterday", "every saturday" →
    "every Saturday"."""
    words = [w.capitalize() if w.lower().rstrip("s,") in _PROPER_TIME else w for w in when.split()]
    first = words[0]
    if first.lower().rstrip("s,") not in _PROPER_TIME:
        words[0] = first.lower()
    return " ".join(words)


_PROPER_TIME = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august"
    " september october november december".split()
)

# ------------------------------------------------------------------ the rules, in order

_ADV = r"(?:(?:really|also|still|just|honestly|definitely|absolutely|totally|generally|actually|personally|mostly|mainly|only|much|strongly|truly|genuinely|now|currently|always|usually|typically|normally|often|kind of|sort of|secretly|quite|very)\s+)*"
_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# when a move was done, said after it: "on Saturday", "last week", "yesterday"
_MOVED_WHEN_DONE = (rf"\s+(?:on\s+(?:{_DAYS})|last\s+(?:week|weekend|month|{_DAYS})|yesterday|today"
                    r"|this\s+(?:week|weekend|morning)|at\s+the\s+weekend)")
_MONTHS = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
# a day of the calendar ("on August 8", "on the 8th of August", "on 8 August"): one day's event (_doing)
_ON_A_DATE = re.compile(rf"\bon\s+(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}|{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?)\b", re.I)
_PERIOD = rf"(?:day|morning|night|evening|afternoon|week|weekend|weekday|month|year|summer|winter|spring|fall|autumn|{_DAYS})"
_DAY_LIST = rf"{_DAYS}(?:(?:,\s*|\s+and\s+|\s+or\s+){_DAYS})*"
_EVERY = (
    rf"(?:every\s+(?:single\s+|other\s+|second\s+|third\s+|fourth\s+|fifth\s+|sixth\s+|seventh\s+|eighth\s+|\d+(?:st|nd|rd|th)\s+)?{_PERIOD}s?"
    rf"|each\s+{_PERIOD}|daily|weekly|nightly|(?:one|two|three|four|five|six|\d)\s+(?:days?|nights?|evenings?|mornings?)\s+(?:a|per)\s+week"
    rf"|on\s+(?:weekends|weekdays|{_DAYS}s)(?:\s+(?!(?:when|while|if|i|we|after|before|unless|and|or|but)\b)\w+)?|on\s+{_DAY_LIST}s?\s+(?:mornings|evenings|nights|afternoons)"
    # ("I give swimming lessons on weekday evenings")
    rf"|on\s+(?:weekday|weekend)\s+(?:mornings|evenings|nights|afternoons)"
    # ("I pray five times a day": a count in words up to ten, as in digits)
    rf"|(?:once|twice|(?:two|three|four|five|six|seven|eight|nine|ten)\s+times|\d+\s+times|a\s+(?:couple|few)(?:\s+of)?\s+times|several\s+times)\s+(?:a|per)\s+(?:day|week|month|year)"
    rf"|(?:before|after)\s+(?:bed|work|dinner|breakfast|lunch|school)|in\s+the\s+mornings?|on\s+(?:my|our)\s+lunch\s+breaks?"
    # "I do a warm-up sketch first thing": every morning ("first thing tomorrow" is one morning)
    rf"|first\s+thing(?:\s+in\s+the\s+(?:morning|day))?(?!\s+(?:tomorrow|today|tonight|this|next|on|{_DAYS})\b)"
    rf"|(?:on\s+)?{_DAY_LIST}\s+(?:mornings|evenings|nights|afternoons)|(?:on\s+)?{_DAYS}s(?:(?:,\s*|\s+and\s+|\s+or\s+){_DAYS}s?)*"
    rf"|on\s+{_DAYS}(?:(?:,\s*|\s+and\s+|\s+or\s+|\s*&\s*){_DAYS})+"
    # "the first Thursday of every month", "every last Friday": a weekday of each month
    rf"|(?:on\s+)?the\s+(?:first|second|third|fourth|last)\s+{_DAYS}\s+of\s+(?:every|each|the)\s+month"
    rf"|every\s+(?:first|last)\s+{_DAYS}"
    # "gym Monday, Wednesday and Friday": two days or more, said without "on", are a week's days
    rf"|(?<!\bnext\s)(?<!\blast\s)(?<!\bthis\s){_DAYS}(?:(?:,\s*|\s+and\s+|\s+or\s+|\s*&\s*){_DAYS})+)"
)
_WHEN_PAST = (
    rf"(?:yesterday(?:\s+(?:morning|afternoon|evening))?|last\s+(?:night|week|weekend|month|year|summer|winter|spring|fall|autumn|{_DAYS})"
    rf"|this\s+(?:morning|afternoon|past\s+weekend|past\s+week)|earlier\s+(?:today|this\s+(?:week|month|year))"
    rf"|(?:on|this\s+past)\s+{_DAYS}(?!(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*){_DAYS})*(?:\s+(?:morning|afternoon|evening|night))?s\b)"
    rf"(?!\s*(?:to|through|thru|till|until|-|–)\s*{_DAYS})|(?:a|one|two|three|four|five|six|a few|a couple of|\d+)\s+(?:days|weeks|months|years)\s+ago"
    rf"|over\s+the\s+weekend|all\s+(?:weekend|week|day|night|month)(?:\s+long)?|in\s+{_MONTHS}(?:\s+\d{{4}})?|in\s+\d{{4}}"
    # "on 28 August", "on the 3rd of May", "on May 3rd": a day by its date (a past verb says it is gone)
    rf"|on\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTHS}|on\s+{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?"
    rf"|today|tonight|last\s+night)"
)
# a month, which may be ahead: "in March", "at the end of August" (a day: _ON_A_DATE)
_IN_A_MONTH = re.compile(rf"\b(?:in|by|(?:at\s+)?the\s+(?:end|start|beginning|middle)\s+of)\s+{_MONTHS}\b", re.I)
# a time that is gone by whenever it is said ("last weekend", "two days ago"): a date or a month may be ahead ("I move to
# a flat in Södermalm on 1 November", said in September, is a plan)
_GONE_BY = re.compile(r"\b(?:yesterday|last\s+\w+|(?:a|one|two|three|four|five|six|a\s+few|a\s+couple\s+of|\d+)\s+(?:days|weeks|months|years)\s+ago"
                      r"|this\s+past|earlier\s+(?:today|this)|over\s+the\s+weekend|this\s+(?:morning|afternoon)|all\s+(?:weekend|week|day)"
                      r"|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight)\b", re.I)
_IM = r"(?:i'm|i am)"
_TRADE_KIND = "(?:" + "|".join(sorted(TRADE_KINDS)) + ")"
# the kind of a role said by its adjective ("structural engineer", "clinical pharmacist", "electric fitter")
_KIND_OF_ROLE = r"(?-i:[a-z])+(?:al|ic)"
_MILESTONE_NOUNS = (
    r"(?:job|offer|job offer|internship|scholarship|promotion|grant|award|prize|place|position|role|fellowship|visa"
    # ("found a room in a shared house in Headingley": a home, where "got a room at the Hilton" is a night's stay)
    r"|degree|diploma|certificate|certification|license|licence|apartment|flat|house|cottage|bungalow"
    r"|room\s+in\s+a\s+(?:shared\s+)?(?:house|flat)|puppy|dog|cat|kitten|car|bike"
    r"|tattoo|diagnosis|raise|contract|book deal|deal|interview|acceptance|admission)"
)
_UNIQUE_REL = (r"(?:mom|mum|mother|mama|dad|father|papa|wife|husband|partner|spouse|girlfriend|boyfriend|fianc[ée]e?|boss|manager"
               r"|missus|missis|hubby|other\s+half|better\s+half"
               r"|stepmother|stepfather|step-?mom|step-?mum|step-?dad|(?:mother|father)[-\s]in[-\s]law|therapist|landlord|landlady"
               r"|supervisor|advisor)")
_KIN_REL = (r"(?:sister|brother|son|daughter|grandson|granddaughter|niece|nephew|cousin|aunt|uncle|grandma|grandpa|grandmother"
            r"|grandfather|nan|nana|gran|granny|grandad|granddad|(?:sister|brother|son|daughter)[-\s]in[-\s]law|step-?brother"
            r"|step-?sister|step-?son|step-?daughter|godson|goddaughter|godmother|godfather|eldest|youngest|oldest)")
_CONDITION = (r"(?:allergy|allergies|intolerance|condition|disability|diabetes|autism|adhd|asthma|epilepsy|dementia"
              r"|alzheimer's|parkinson's|cancer|coeliac|celiac|disease|syndrome)")
_KIN_VERBS = (r"(?:lives\s+in|lived\s+in|(?:lives|is\s+living|has\s+been\s+living|(?:has\s+)?moved\s+in)\s+with\s+(?:us|me)\b|"
              # "my gran is moving in with us next month", "my brother comes to live with me in May": a household to come
              r"(?:is\s+(?:moving\s+in|coming\s+to\s+live)|moves\s+in|will\s+move\s+in)\s+with\s+(?:us|me)\b|works\s+(?:as|at|for|in)|moved\s+to|teaches|studies|is\s+(?:an?|studying|allergic"
              r"|getting\s+married|pregnant|expecting|retired|autistic|diabetic|deaf|blind|disabled|coeliac|celiac|vegan"
              r"|vegetarian|(?:\d{1,2}|1[01]\d)\b)|got\s+(?:married|engaged|a\s+job)|passed\s+away"
              # "my nan turned 100 on Sunday": an age reached ("my daughter is turning 16": one to come)
              r"|(?:just\s+)?turned\s+(?:\d{1,2}|1[01]\d)\b|is\s+turning\s+(?:\d{1,2}|1[01]\d)\b"
              # "my daughter loves anime", "my son is obsessed with dinosaurs": a taste to shop or plan for
              r"|(?:loves|adores|is\s+(?:really\s+|totally\s+|so\s+)?(?:obsessed\s+with|into|mad\s+about|crazy\s+about))\s+"
              r"(?!(?:me|us|you|it|that|this|him|her|them|his|their|everyone|everything|anything|all)\b)(?=[a-z])"
              # "my grandmother was from Aberystwyth", "my sister is from Cork": where the family comes from
              r"|(?:is|was|comes)\s+(?:originally\s+)?from(?=\s+(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|" + _MONTH_NAMES + r")(?-i:[A-Z])[\w'-]+\s*(?:[A-Z][\w'-]+\s*)?(?:[,.!]|$|\s+(?:and|but|so|originally)\b))"
              # "my daughter has been diagnosed with coeliac disease", "my son's been diagnosed with asthma": for good
              r"|(?:has\s+been|['’]s\s+been|was|got|just\s+got)\s+diagnosed\s+with"
              # "my son is starting school in September", "my daughter goes to uni in Leeds": where they are in life
              r"|(?:is\s+)?start(?:s|ing)\s+(?:school|university|uni|college|nursery|kindergarten|preschool|daycare|reception"
              r"|high\s+school|secondary|primary|middle\s+school|year\s+\d+|grade\s+\d+|(?:a\s+)?new\s+(?:job|school))"
              r"|(?:goes|is\s+going)\s+to\s+(?:school|university|uni|college|nursery|daycare)|is\s+in\s+(?:year|grade)\s+\d+"
              # "my daughter is at uni in Durham studying law", "my son's at boarding school": where they study now
              r"|(?:is|['’]s)\s+(?:now\s+)?(?:away\s+)?at\s+(?:uni|university|college|boarding\s+school|sixth\s+form|med\s+school|law\s+school)\b"
              r"(?!.*\b(?:today|tonight|this\s+(?:morning|afternoon|evening|week)|till|until)\b)"
              # "my son is in 5th grade", "my daughter is in first grade": the grade said by its ordinal
              r"|is\s+in\s+(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
              r"|eleventh|twelfth)\s+grade\b"
              # "my sister got into med school at Otago": where a relative was admitted
              r"|(?:got|was|has\s+been|just\s+got)\s+(?:(?:into|in\s+to)|accepted\s+(?:into|to|at|for))\s+(?!(?:trouble|a\s+fight|an?\s+argument|bed|it|that|this)\b)"
              # "my son plays rugby for the under 12s", "my brother is in prison"
              r"|plays\s+(?:rugby|football|soccer|hockey|cricket|basketball|netball|baseball|tennis|golf|chess|the\s+\w+|for|in|on)\b"
              r"|is\s+in\s+(?:prison|jail|the\s+army|the\s+navy|the\s+air\s+force|the\s+military|care|foster\s+care|a\s+care\s+home"
              r"|a\s+wheelchair|remission|recovery|rehab)\b"
              # "my nephew has a severe nut allergy": a condition the user cooks, plans or cares around
              rf"|has\s+(?:(?:a|an)\s+)?(?:(?:severe|mild|serious|bad|rare|life-threatening|chronic|type\s+[12])\s+)?(?:[\w'-]+\s+)?{_CONDITION})")
_REL_VERBS = (
    r"(?:is|was|has|had|lives|lived|works|worked|keeps|kept|got|gets|turns|turned|just|recently|loves|hates|wants"
    r"|needs|can't|cannot|can|will|started|starts|moved|moves|retired|passed|went|goes|plays|runs|owns|teaches"
    r"|studies|cooks|visits|visited|calls|called|sent|bought|made|makes|fell|broke|won|lost|found|joined|left"
    # what they do for the user's family ("my mom helps out on Tuesdays", "my dad picks the kids up")
    r"|helps\s+(?:out|with|us|me)|babysits|picks\s+(?:up|the\s+\w+\s+up|\w+\s+up)|looks\s+after|cares\s+for"
    # their tastes and limits, as the user's own are kept ("my dad doesn't eat fish", "my mum prefers tea")
    r"|likes|eats|drinks|prefers|speaks|enjoys|adores"
    r"|(?:doesn't|does\s+not|never)\s+(?=(?:like|eat|drink|smoke|drive|speak|tolerate|enjoy|eat)\b))"
)

_DATED = (rf"(?:on\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTHS}|on\s+{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?"
          rf"|next\s+(?:week|month|year|{_DAYS})|this\s+(?:weekend|{_DAYS})|in\s+{_MONTHS}|tomorrow"
          # "we're going to Japan between April and May": a span of months ahead
          rf"|between\s+{_MONTHS}\s+and\s+{_MONTHS}"
          # "I'm retiring at the end of the year", "… at the end of June": the edge of a year or month ahead
          rf"|(?:at|by)\s+the\s+end\s+of\s+(?:the\s+year|this\s+year|next\s+year|{_MONTHS})"
          # "we fly to Lahore in a fortnight", "in three weeks": a date, counted from the day it is said
          r"|in\s+(?:a|one)\s+fortnight|in\s+(?:two|three|four|five|six|2|3|4|5|6)\s+(?:weeks|months)"
          # "I'll see them over Eid", "visiting my parents at Easter": a feast of the year says when, as a month does
          rf"|(?:at|over|for)\s+(?:christmas|easter|eid|diwali|hanukkah|thanksgiving|new\s+year|hogmanay|passover|ramadan"
          rf"|lunar\s+new\s+year|chinese\s+new\s+year|half[\s-]term)"
          # "we're going to Greece this summer", "… next spring": a season ahead ("in the spring" may be one gone:
          # "I'm using Obsidian now, moved from OneNote in the spring")
          r"|(?:this|next)\s+(?:spring|summer|autumn|fall|winter)\b"
          # "flying to Oslo for a wedding on the 20th": a day of this month ahead (not "on the 4th draft": an ordinal
          # before its noun)
          r"|on\s+the\s+\d{1,2}(?:st|nd|rd|th)\b(?!\s+(?!(?:of|for|to|and|with|at|in|as|so|but|then|from)\b)[a-z]))")

_STAY_DATED = re.compile(rf"\b(?:next|this|tomorrow|tonight|until|from\s+(?:{_MONTHS}|{_DAYS}|next|the\s+\d)|on\s+{_DAYS}|in\s+{_MONTHS}|christmas|easter|summer|winter)\b", re.I)
# how long or when a stay is: "for a month", "for three weeks", "next weekend", "over Christmas", "until Friday", "in July"
_STAY_WHEN = re.compile(
    r"\b(?:for\s+(?:a|one|two|three|four|five|six|ten|a\s+few|a\s+couple\s+of|\d{1,2})\s+(?:days?|nights?|weeks?|months?|fortnight)"
    r"|for\s+(?:the\s+)?(?:christmas|easter|new\s+year|thanksgiving|diwali|eid|hogmanay|half[\s-]term|holidays|summer|winter|weekend|week)"
    r"|over\s+(?:christmas|easter|new\s+year|the\s+holidays|the\s+summer|the\s+weekend|half[\s-]term)"
    rf"|next\s+(?:week|weekend|month|{_DAYS})|this\s+(?:week|weekend|month|{_DAYS})|tomorrow|tonight|on\s+{_DAYS}"
    rf"|in\s+{_MONTHS}|until\s+\w+|from\s+(?:{_MONTHS}|{_DAYS}|next|the\s+\d))\b", re.I)


# "I work nights on the cardiac unit at St Luke's": when and in which part of the place, before where
_SHIFT_PLACE = (r"(?:(?P<shift>nights|days|weekends|evenings|mornings|overnights|nights\s+mostly)\s+)?"
                r"(?:(?:on|in)\s+(?:the|a)\s+(?:[\w -]{2,40}?\s+(?:unit|ward|floor|team|department|desk|line)"
                # "I work nights in the ICU at Cork University Hospital": a ward by its letters
                r"|icu|nicu|picu|ccu|hdu|itu|scbu|micu|sicu|cvicu|pacu|a&e|(?-i:ER|ED|OR)|theatres?|maternity|oncology|p(?:a)?ediatrics|cardiology)\s+)?"
                # "I work the line at Stellantis", "I work the tills at Tesco": the post in the place, said bare
                r"(?:(?:on\s+)?the\s+(?:line|assembly\s+line|production\s+line|floor|shop\s+floor|tills?|door|bar|desk|front\s+desk|counter"
                r"|register|pass|grill|fryers|docks?)\s+)?")
_HOME_ROUTINE = (r"the\s+kids|the\s+children|the\s+family|the\s+grandkids|church|mass|temple|mosque|synagogue|pizza\s+night|movie\s+night"
                 r"|film\s+night|games?\s+night|quiz\s+night|date\s+night|board\s+games|sunday\s+roast|a\s+roast|takeaway|brunch"
                 r"|the\s+grandparents|the\s+in-laws|the\s+dog|family\s+dinner"
                 # ("we go to Cornerstone Baptist on sundays": a church by its denomination)
                 r"|(?-i:Baptist|Methodist|Catholic|Anglican|Pentecostal|Presbyterian|Lutheran|Adventist|Evangelical|Episcopal"
                 r"|Orthodox|Kingdom\s+Hall)")
_DOCUMENT = (r"(?P<doc>(?:student\s+|work\s+|spouse\s+|skilled\s+worker\s+|graduate\s+)?visa|passport|(?:residence|work)\s+permit"
             r"|brp|driving\s+licen[cs]e)")
_EXPIRY_WHEN = (r"(?P<when>(?:(?:in|on|at\s+the\s+end\s+of)\s+)?(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+)?"
                r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
                r"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:\s+\d{4})?)")


def _document_expires(m: re.Match[str], clause: str) -> Fact | None:
    """When a visa, passport or permit of the user's stops holding: ``<doc>_expiry``, one date at a time, so
    "valid until January 2028" after an extension replaces "runs out in September"."""
    doc = " ".join(m.group("doc").lower().split())
    kind = "visa" if doc.endswith("visa") else doc.replace(" ", "_")
    when = " ".join(m.group("when").split())
    if not re.match(r"(?:in|on|at)\s", when, re.I):
        when = f"in {when}" if not re.match(r"(?:the\s+)?\d", when) else f"on {when}"
    verb = (m.group("verb") or "expires").lower()
    verb = "runs out" if verb.startswith("runs") else verb
    if not m.group("verb") and re.search(r"\bvalid\b", clause, re.I):
        until = re.sub(r"^(?:in|on)\s+", "", when)
        return Fact("constraint", f"User's {doc} is valid until {until}", attribute=f"{kind}_expiry", value=when.lower())
    return Fact("constraint", f"User's {doc} {verb} {when}", attribute=f"{kind}_expiry", value=when.lower())


# the shapes an answer may take ("numbered lists work better for me"): how the user likes answers laid out
_ANSWER_SHAPES = (r"(?:bullet(?:ed)?\s+(?:points|lists)|bullets|numbered\s+(?:lists|steps|points)|(?:short\s+)?lists|tables|checklists"
                  r"|short\s+(?:paragraphs|answers|sentences)|step[\s-]by[\s-]step\s+(?:instructions|answers|explanations)"
                  r"|(?:worked\s+|code\s+|concrete\s+)?examples|diagrams|analogies|summaries|tl;?drs?|headings|visuals)")


def _shape_works_better(m: re.Match[str], clause: str) -> Fact | None:
    """'numbered lists work better for me, …', 'tables work better for my brain than prose': the shape of answers the user
    prefers, said as what works for them ("mornings work better for me" names no shape and is left)."""
    than = f" to {m['than'].lower()}" if m["than"] else ""
    what = " ".join(m["what"].lower().split())
    return Fact("preference", f"User prefers {what}{than}", attribute="prefers", value=what)  # as "I prefer tables" is


# a job named in German, as a learner in Germany or Austria says it ("Lagerhelfer", "Küchenhilfe", "Pflegefachkraft",
# "Koch"): by the endings German jobs have, a capital first
_GERMAN_JOB = (r"(?=(?-i:[A-ZÄÖÜ]))[a-zäöüß]*?(?:helfer|hilfe|kraft|pfleger|kaufmann|kauffrau|fahrer|arbeiter|techniker|elektriker"
               r"|elektroniker|monteur|erzieher|verkäufer|koch|köchin|bäcker|tischler|kellner|mechaniker|mechatroniker|informatiker"
               r"|friseur|maurer|schreiner|installateur|lackierer|schlosser)(?:in)?\b")


def _german_job(m: re.Match[str], clause: str) -> Fact | None:
    """'I work as Lagerhelfer in a big warehouse in Graz', 'I work as Küchenhilfe, kitchen porter, in a hotel': the job by
    its German name (with the English said beside it, in brackets), and where."""
    gloss = f" ({(m['gloss'] or m['gloss0']).strip()})" if m["gloss"] or m["gloss0"] else ""
    where = m["where"] or ""
    return Fact("identity", f"User works as a {m['job']}{gloss}{where}", attribute="job_title", value=m["job"].lower())


def _ausbildung(m: re.Match[str], clause: str) -> Fact | None:
    """'In September I begin my Ausbildung als Elektriker', 'Now I start Ausbildung as Koch in September': the
    apprenticeship to come, named in German, with the job it trains for and when."""
    if _YOU.search(clause[: m.end("job")]):
        return None
    when_ = m["when1"] or m["when2"] or ""
    when_ = f" {when_.strip()[:1].lower()}{when_.strip()[1:]}" if when_ else ""
    gloss = f" ({m['gloss']})" if m["gloss"] else ""
    return Fact("goal", f"User is starting an Ausbildung (apprenticeship) as {m['job']}{gloss}{when_}")


# ---------------------------------------------------------------- leftovers18: said in passing, kept whole

def _split_time(m: re.Match[str], clause: str) -> Fact | None:
    """'I split my weeks between Brussels and Lyon', 'we divide our time between Lisbon and Paris': two homes at once
    (no ``lives_in``: neither ends the other)."""
    places = [m.group("a"), m.group("b")]
    if any(lexicon.common(p.split()[0].lower()) or p.casefold() in NOT_NAMES for p in places):
        return None
    span = " ".join(m.group("span").lower().split())
    return Fact("identity", f"User splits their {span} between {places[0]} and {places[1]}")


_KIN_HOUSEHOLD = r"(?:sister|brother|mum|mom|dad|mother|father|parents|gran|nan|grandma|grandparents|aunt|auntie|uncle|cousin|in-laws|mate|friend)"


def _staying_until(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm crashing at my brother's place until I find a flat', "we're staying with my sister till we find a house": a
    roof for now, until a home of one's own."""
    det = "their" if (m.group("det") or m.group("det2")).lower() == "my" else "a"  # "on a mate's sofa": whose is not said
    where = (f"with {det} {m.group('kin').lower()}" if m.group("kin")
             else f"{m.group('at').lower()} {det} {m.group('kin2').lower()}'s {(m.group('place') or 'place').lower()}")
    what = re.sub(r"^(?:my|our)\s", "their ", m.group("what").lower())
    return Fact("identity", f"User is staying {where} until they find {what}")


def _staying_with_now(m: re.Match[str], clause: str) -> Fact | None:
    """'we are staying with Yetunde and her husband Chris in Chorlton now': a home with family, said with "now" (not "this
    weekend", a visit)."""
    place = m.group("place")
    if lexicon.common(place.split()[0].lower()) or place.casefold() in NOT_NAMES:
        return None
    who = re.sub(r"^(?:my|our)\s", "their ", " ".join(m.group("who").split()))
    return Fact("identity", f"User lives in {place} with {who}", attribute="lives_in", value=place.lower(), reports_change=True)


def _must_move_out(m: re.Match[str], clause: str) -> Fact | None:
    """'Our landlord is putting the house on the market so we've got to be out by the end of May', 'we have to move out by
    June, the landlord is selling up': a move forced by a date, and why."""
    by = " ".join(m.group("by").split())
    why = " because their landlord is selling" if m.group("why") else ""
    return Fact("decision", f"User has to move out by {by}{why}")


_EX = r"ex(?:-?(?:wife|husband|partner|girlfriend|boyfriend))?"
_CUSTODY_KID = {"lad": "son", "boy": "son", "lass": "daughter", "girl": "daughter", "kid": "child", "little one": "child",
                "boys": "sons", "girls": "daughters", "lads": "sons"}


def _custody(m: re.Match[str], clause: str) -> Fact | None:
    """'Me and my ex-wife have joint custody of our lad Kai', 'I share custody of my daughter with my ex': a child cared for
    in two homes, with whom."""
    kid = " ".join(m.group("kid").lower().split())
    kid = _CUSTODY_KID.get(kid, kid)
    name = f" {m.group('name')}" if m.group("name") else ""
    ex = (m.group("ex") or m.group("ex2")).lower()
    return Fact("relationship", f"User shares custody of their {kid}{name} with their {ex}")


def _came_out(m: re.Match[str], clause: str) -> Fact | None:
    """'My son came out as gay', 'my daughter Ines came out to us as trans last month': a relative's news, theirs to keep."""
    who = " ".join(m.group("kin").lower().split())
    name = f" {m.group('name')}" if m.group("name") else ""
    when_ = f" {' '.join(m.group('when').split())}" if m.group("when") else ""
    return Fact("relationship", f"User's {who}{name} came out as {m.group('as').lower()}{when_}")


def _sitting_exams(m: re.Match[str], clause: str) -> Fact | None:
    """'My twins are sitting their A-levels this summer', 'my eldest is doing her GCSEs this year': a child's exam year."""
    who = " ".join(m.group("kin").lower().split())
    exam = re.sub(r"(?i)^a[\s-]?levels$", "A-levels", " ".join(m.group("exam").split()))
    verb = "is" if m.group("be").lower() in {"is", "'s", "’s"} else "are"
    when_ = f" {' '.join(m.group('when').split())}" if m.group("when") else ""
    # (no "his" or "her": a summary stands alone without a pronoun)
    return Fact("relationship", f"User's {who} {verb} {m.group('v').lower()} {exam}{when_}")


def _works_in_it(m: re.Match[str], clause: str) -> Fact | None:
    """'I work in IT', 'I work in IT now, first-line helpdesk for a housing firm': the field, and the desk said after it
    ("it" in lower case is no field)."""
    what = f" {m.group('what').lower()}" if m.group("what") else ""
    desk = f", {' '.join(m.group('desk').split())}" if m.group("desk") else ""
    return Fact("identity", f"User works in IT{what}{desk}")


def _years_at(m: re.Match[str], clause: str) -> Fact | None:
    """'3 years experience at Costa', 'I had 4 yrs experience at Greggs, shift lead by the end': time at a workplace, told
    as on a CV (no employer now: it may be the one before)."""
    org = m.group("org")
    if proper_value(org) is None or org.casefold() in NOT_NAMES:
        return None
    n = m.group("n").lower()
    years = "1 year" if n in {"1", "one", "a"} else f"{n} years"
    role = f", {' '.join(m.group('role').split())}" if m.group("role") else ""
    if m.group("had"):
        return Fact("identity", f"User worked at {org} for {years}{role}")
    return Fact("identity", f"User has {years} of experience at {org}{role}")


def _partner_left(m: re.Match[str], clause: str) -> Fact | None:
    """'Kwame walked away from the bakery in October', 'Femi pulled out of the barbershop in June': a business partner
    gone (pulled out of a business is said of a partner, not of a worker who left)."""
    if m.group("name").casefold() in NOT_NAMES or lexicon.common(m.group("name").lower()):
        return None
    when_ = f" {' '.join(m.group('when').split())}" if m.group("when") else ""
    fact = Fact("relationship", f"User's business partner {m.group('name')} left the {m.group('biz').lower()}{when_}")
    fact.persons = [PersonMention(name=m.group("name"), relation="business partner")]
    return fact


# "I was made charge nurse on nights", "I've been made a driver trainer at the depot": a role the user was given (the
# perfect read first: it is no "I've been" of a job held, "User is a made a manager"); "made redundant" is no role
_MADE_A = (r"^i(?:\s+was|(?:'ve|\s+have)\s+(?:just\s+|finally\s+)?been)\s+(?:just\s+|finally\s+)?made\s+"
           r"(?P<obj>(?:a|an|the)?\s*[\w -]{2,40}?)(?:\s+on\s+(?:nights|days))?\s*$")
_RULES: list[tuple[str, Handler]] = [
    # "I'm changing my name to Callum Reid", "finally doing the deed poll to change my name to …", "I've legally changed
    # my name to …": the name from now, read before "I'm doing …" is a habit (not "change my name to Bob in the
    # letter": a request, its "I" not said)
    (r"^(?:(?:i'm|i\s+am|i've|i\s+have|i)\s+(?:(?:finally|officially|legally|just|now|also)\s+)*(?:(?:doing|done|did)\s+(?:the|a|my)\s+deed\s+poll"
     r"\s+to\s+|going\s+to\s+|about\s+to\s+)?(?:chang(?:e|ing)|(?P<done>changed))"
     r"|(?:(?:finally|officially|legally|just|now)\s+)*(?:(?:doing|done)\s+(?:the|a|my)\s+deed\s+poll\s+to\s+change|changing|(?P<done2>changed)))"
     r"\s+my\s+name\s+(?:officially\s+|legally\s+)?to\s+(?P<obj>(?-i:[A-Z]).+)$", _name_change),
    (_MADE_A, _made_me),
    # "I inspect bridges for Network Rail based in York" (english puts the "based in" in the clause): the work, the
    # employer and the town
    (r"^i\s+(?P<verb>[a-z]+)\s+(?P<obj>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+for\s+(?P<org>(?:the\s+)?(?-i:[A-Z])[\w&'-]*"
     r"(?:\s+(?:of|and|(?-i:[A-Z])[\w&'-]*)){0,3}?)\s+based\s+in\s+(?P<place>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s*$",
     _work_for_based_in),
    # "bought a bungalow in Cults, still Aberdeen", "got a little house in Paddington, same city": a move within the city
    # (before every move, which would take the district for a new city)
    (_SAME_CITY_MOVE, _same_city_move),
    # "I split my weeks between Brussels and Lyon": two homes at once
    (rf"^(?:i|we)\s+(?:now\s+|still\s+|currently\s+)?(?:split|divide)\s+(?:my|our)\s+(?P<span>time|weeks?|year|life|days|months)\s+between\s+"
     rf"(?P<a>{_PROPER_PLACE})\s+and\s+(?P<b>{_PROPER_PLACE})\s*(?:[,;(].*)?$", _split_time),
    # "I'm crashing at my brother's place until I find a flat": a roof until a home of one's own
    (rf"^(?:i'm|i\s+am|im|we're|we\s+are)\s+(?:(?:currently|temporarily|just|still)\s+)?(?:staying|crashing|living|sleeping|kipping)\s+"
     rf"(?:with\s+(?P<det>my|a)\s+(?P<kin>{_KIN_HOUSEHOLD})|(?P<at>at|on)\s+(?P<det2>my|a)\s+(?P<kin2>{_KIN_HOUSEHOLD})['’]s(?:\s+(?P<place>place|house|flat|sofa|couch))?)\s+"
     r"(?:until|till|'til|til)\s+(?:i|we)\s+(?:find|get|sort(?:\s+out)?)\s+(?P<what>(?:a|my|our)\s+(?:own\s+|new\s+)?(?:place|flat|house|apartment|home))\b.*$",
     _staying_until),
    # "we are staying with Yetunde and her husband Chris in Chorlton now": a home with family, for now
    (rf"^(?:i'm|i\s+am|im|we're|we\s+are)\s+(?:(?:now|still)\s+)?(?:staying|living)\s+with\s+(?P<who>(?:(?:my|our)\s+[a-z]|(?-i:[A-Z]))"
     rf"[\w'’-]*(?:\s+[\w'’-]+){{0,5}}?)\s+in\s+(?P<place>{_PROPER_PLACE})\s+now\s*[.!]*$", _staying_with_now),
    # "Our landlord is putting the house on the market so we've got to be out by the end of May": a move forced by a date
    (r"^(?:we|i)(?:\s+(?:have\s+to|have\s+got\s+to|need\s+to|must|got\s+to|gotta)|'ve\s+got\s+to)\s+(?:move\s+out|be\s+out|leave)\s+"
     r"(?:of\s+(?:the|our|my)\s+(?:house|flat|place)\s+)?by\s+(?P<by>(?:the\s+(?:end|start|middle)\s+of\s+)?(?:[A-Za-z]+|\d{1,2}\s+[A-Za-z]+|[A-Za-z]+\s+\d{1,2}))"
     # (why, as english.normalise puts it: "our landlord is selling so we …", "…, the landlord is selling")
     r"(?P<why>\s+for\s+the\s+landlord's\s+sale)?\s*(?:[,;].*)?$", _must_move_out),
    # "Me and my ex-wife have joint custody of our lad Kai", "I share custody of my daughter with my ex"
    (rf"^(?:(?:me\s+and\s+my|my)\s+(?P<ex>{_EX})\s+and\s+(?:i|me)|i)\s+(?:have|share|split)\s+(?:joint\s+|shared\s+|50[/-]50\s+)?custody\s+of\s+"
     r"(?:our|my)\s+(?P<kid>son|daughter|lad|lass|boy|girl|kid|little\s+one|kids|children|twins|boys|girls|sons|daughters|lads)"
     rf"(?:\s+(?P<name>(?-i:[A-Z])[\w'’-]+))?(?:\s+with\s+my\s+(?P<ex2>{_EX}))?\s*(?:[,;].*)?$", _custody),
    # "My son came out as gay", "my daughter Ines came out to us as trans last month"
    (rf"^my\s+(?P<kin>{_KIN_REL}|kid|child|eldest|youngest|(?:step)?(?:mum|mom|dad)|best\s+friend|friend|partner)(?:\s+(?P<name>(?-i:[A-Z])[\w'’-]+))?\s+"
     rf"(?:(?:has\s+)?(?:just|finally|recently)\s+)?came\s+out(?:\s+to\s+(?:us|me|the\s+family))?\s+as\s+(?P<as>{lexicon.IDENTITIES_RE})\b"
     r"(?P<when>\s+(?:last\s+\w+|yesterday|this\s+\w+|on\s+\w+|in\s+\w+|\w+\s+ago))?\s*(?:[,;!].*)?$", _came_out),
    # "My twins are sitting their A-levels this summer", "my eldest is doing her GCSEs this year"
    (r"^my\s+(?P<kin>twins|twin\s+(?:boys|girls)|kids|boys|girls|son|daughter|eldest|youngest|oldest|middle\s+one)\s+(?P<be>is|are|'s|’s|'re)\s+"
     r"(?P<v>sitting|doing|taking)\s+(?P<pos>their|his|her)\s+(?P<exam>GCSEs|A[\s-]?levels|SATs|Highers|Leaving\s+Cert|Junior\s+Cert|finals|mocks|boards"
     r"|IB|Abitur|matric|Bac)\b(?P<when>\s+(?:this|next)\s+(?:summer|year|spring|term|month|june|may)|\s+in\s+the\s+(?:summer|spring)"
     r"|\s+in\s+(?-i:[A-Z])[a-z]+)?\s*(?:[,;].*|\s+and\s+.*)?$",
     _sitting_exams),
    # "I work in IT now, first-line helpdesk for a housing firm": the field said in capitals
    (r"^i\s+(?:(?:now|currently|still|also|mostly)\s+)*work\s+in\s+(?-i:IT)(?:\s+(?P<what>support|security|operations|ops|infrastructure))?"
     r"(?:\s+now)?(?:\s*,\s*(?P<desk>(?:mostly\s+|mainly\s+)?(?:[\w-]+\s+){0,3}(?:helpdesk|help\s+desk|service\s+desk|support|networking|infrastructure"
     r"|security|sysadmin|admin)(?:\s+(?:for|at)\s+(?:a|an|the)\s+[\w -]{2,40})?))?\s*(?:[.!]|$)", _works_in_it),
    # "3 years experience at Costa", "Before that I had 4 yrs experience at Greggs, shift lead by the end"
    (r"^(?:before\s+that\s*,?\s+|previously\s*,?\s+)?(?:i\s+(?:(?P<had>had)|have|'ve\s+got|got)\s+)?(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight"
     r"|nine|ten|a)\s*\+?\s*(?:yrs|years?)\s*(?:of\s+|')?\s*(?:experience|exp)\s+(?:at|with)\s+(?P<org>(?-i:[A-Z])[\w&'’.-]*(?:\s+(?-i:[A-Z])[\w&'’.-]*){0,2})"
     r"(?:\s*,\s*(?P<role>(?!(?:i|we|so|but|and|which)\b)[a-z][\w -]{2,40}?))?\s*(?:[.!]|$)", _years_at),
    # "Kwame walked away from the bakery in October", "Femi pulled out of the barbershop in June"
    # ("my business partner Femi pulled out …": the name known, as the conversation's discourse puts it back)
    (r"^(?:my\s+(?:business\s+)?partner\s+)?(?P<name>(?-i:[A-Z])[a-z][\w'’-]+)\s+(?:has\s+)?(?:walked\s+away\s+from|pulled\s+out\s+of|bowed\s+out\s+of|stepped\s+away\s+from)\s+(?:the|our)\s+"
     r"(?P<biz>bakery|barbershop|business|shop|salon|caf[eé]|restaurant|company|practice|studio|firm|agency|start-?up|pub|bar|partnership|gym|clinic)"
     r"(?P<when>\s+(?:in|on|last)\s+\w+(?:\s+\d{4})?)?\s*(?:[,;].*)?$", _partner_left),
    # "my sister Meera's boys are Dev, 10, and Kiran, 7", "my son's girls are Ava, 4, and Isla, 2": a relative's children,
    # by name, with their ages
    (rf"^my\s+(?P<rel>{_KIN_PARENT})(?:\s+(?P<parent>(?-i:[A-Z])[\w'-]+))?['’]s\s+(?P<kids>{_KIDS_WORD})\s+are\s+"
     rf"(?P<list>{_KID_AGED}(?:\s*,\s*{_KID_AGED})*\s*,?\s+and\s+{_KID_AGED})\s*(?:[,.!;].*)?$", _relatives_children),
    # "my sister Gemma's girls are Isla and Rosie, 8 and 5": the names, then their ages in order (or none)
    (rf"^my\s+(?P<rel>{_KIN_PARENT})(?:\s+(?P<parent>(?-i:[A-Z])[\w'-]+))?['’]s\s+(?P<kids>{_KIDS_WORD})\s+are\s+"
     rf"(?P<names>{_KID_NAMES})(?:\s*,\s*(?P<ages>{_KID_AGES}))?\s*(?:[,.!;].*)?$", _relatives_children_listed),
    # "my brother Chidi has three boys, Tobe, Nnamdi and Kelechi": as many names as said
    (rf"^my\s+(?P<rel>{_KIN_PARENT})\s+(?P<parent>(?-i:[A-Z])[\w'-]+)\s+has\s+(?:got\s+)?(?P<count>two|three|four|five|[2-5])\s+"
     rf"(?P<kids>{_KIDS_WORD})\s*[,:(]\s*(?P<names>{_KID_NAMES})\)?\s*(?:[,.!;].*)?$", _relatives_children_listed),
    # "I work as Lagerhelfer in a big warehouse in Graz", "I work as Küchenhilfe, kitchen porter, in a hotel": a job named in
    # German, without its article
    (rf"^i\s+(?:(?:now|currently|still|also)\s+)?work\s+(?:here\s+)?as\s+(?:an?\s+)?(?P<job>{_GERMAN_JOB})"
     r"(?:\s*\(\s*(?P<gloss0>[^)]{1,30})\)|\s*,\s*(?P<gloss>[a-z][a-z -]{2,30}?)\s*,)?"
     r"(?P<where>\s+(?:in|at|for|near)\s+[^,;.!?]+?)?\s*(?:[,;.!?].*)?$", _german_job),
    # "In September I begin my Ausbildung als Elektriker", "Now I start Ausbildung as Koch in September": an apprenticeship
    # to come, named in German (the job after "als", "as", "zum", "zur")
    (rf"^(?:(?:now|so|and|also|then)\s*,?\s+)?(?:(?P<when1>in\s+{_MONTHS}|next\s+(?:month|year))\s*,?\s+)?(?:(?:now|so|then)\s+)?i\s+"
     r"(?:will\s+|'ll\s+|am\s+going\s+to\s+|'m\s+going\s+to\s+)?(?:now\s+)?(?:start|begin|'m\s+starting|am\s+starting|'m\s+beginning"
     r"|am\s+beginning|do|'m\s+doing|am\s+doing)\s+(?:my\s+|an?\s+|the\s+)?ausbildung\s+(?:als|as|zum|zur|for)\s+(?:an?\s+)?"
     rf"(?P<job>(?-i:[A-ZÄÖÜ])[\wäöüß-]+)(?P<when2>\s+in\s+{_MONTHS}(?:\s+\d{{4}})?)?\b"
     # ("…, cook training, 3 years": the job in English, said after)
     r"(?:\s*,\s*(?P<gloss>[a-z][a-z -]{2,25}?\s+(?:training|apprenticeship))\b)?.*$", _ausbildung),
    # "numbered lists work better for me", "bullet points work best for my brain", "tables work better for me than prose":
    # the shape of answers, said as what works for the writer
    (rf"^(?:(?:yes|yeah|yea|ok|okay|but|and|also|honestly|tbh)\s*,?\s+)*(?P<what>{_ANSWER_SHAPES})\s+(?:really\s+|just\s+)?work"
     r"\s+(?:much\s+|way\s+|a\s+lot\s+|so\s+much\s+)?(?:better|best)\s+for\s+(?:me|my\s+(?:brain|head|eyes|adhd|dyslexia|dyslexic\s+brain))"
     r"(?:\s+than\s+(?P<than>(?:long\s+|big\s+|dense\s+)?(?:prose|paragraphs|text|walls\s+of\s+text|essays|bullet\s+points|lists)))?"
     r"(?=\s*(?:$|[,.;!]|\s+(?:when|if|because|cos|since|as|so)\b))", _shape_works_better),
    # "I take paternity leave from August", "I'm going on maternity leave in May": leave to come, the user's plan; so is
    # a break from the work itself ("im going on hiatus for 2 months from september", "taking a three-month sabbatical
    # from October")
    (r"^(?:i|i'll|i\s+will|i'm|i\s+am|im)\s+(?:(?:also|then|finally)\s+)?(?:take|taking|go\s+on|going\s+on|start|starting)\s+"
     r"(?:my\s+|a\s+|an\s+)?(?:(?:\w+[\s-])?(?:weeks?|months?|years?)(?:[\s-]long)?\s+(?:of\s+)?)?"
     r"(?:(?:paternity|maternity|parental|shared\s+parental|adoption|study|unpaid|long\s+service)\s+leave|sabbatical|hiatus"
     r"|career\s+break)\b(?=.*\b(?:from|in|on|next|starting)\b).*$", _plain("decision")),
    # "Now I am Dr. Brandt", "I'm officially Dr. Brandt now": a doctorate finished, the title new (not a name: "Brandt"
    # is their surname, said with the title they have just earned)
    (r"^(?:(?:so|and)\s+)?(?:(?P<now>now|finally)\s+)?(?:i'm|i\s+am|im)\s+(?:(?P<adv>now|officially|finally|actually)\s+)*"
     # ("I'm officially Dra. Méndez!": the Spanish title of a woman doctor, kept as said)
     r"(?:a\s+)?(?P<title>dra?)\.?\s+(?P<surname>(?-i:[A-Z])[\w'’-]+)(?P<after>\s+(?:now|at\s+last|officially))?\s*[.!]*\s*$", _now_doctor),
    # "I work Monday, Tuesday and Wednesday nights starting in July", "my schedule is three 12s a week, Thursday,
    # Friday and Saturday nights": which days (and which part of them) the user works
    (rf"^(?:(?:i|{_IM})\s+(?:(?:only|now|currently|mostly|just|still)\s+)*(?:work|working)|my\s+(?:work\s+|shift\s+)?(?:schedule|scheduling|shifts|rota)\s+(?:is|are))\s+"
     rf"(?P<count>(?:\d|one|two|three|four|five)\s+(?:12s|twelves|\d{{1,2}}s|(?:\d{{1,2}}-hour\s+)?(?:shifts|nights|days))\s+a\s+week\s*,?\s+)?"
     rf"(?P<days>(?:{_DAYS}s?\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+)){{1,6}}{_DAYS}s?)\s*(?P<part>nights|days|mornings|evenings|afternoons)?"
     r"(?P<rest>(?:\s+(?:till|til|until|from|starting|since|in|for)\s+[\w ]{2,30}?|\s+\d{1,2}\s*(?:am|pm|a|p)?\s+to\s+\d{1,2}\s*(?:am|pm|a|p)?)*)"
     rf"(?:\s+because\b[^,]*)?(?:\s*,(?!\s*(?:and\s+)?{_DAYS}).*)?$", _work_day_list),
    # ("my legal name is Léa Gagnon now"; not "my legal name is still Mathieu until the change goes through": a name
    # about to be left)
    (r"^(?:my (?:full |first |real |legal |new )?name is|my name's|i'm called|i am called)\s+(?!still\b)(?P<obj>.+)$", _name),
    # "my name Dmitri": the "is" dropped, the name in capitals ending the clause
    (r"^my\s+name\s+(?P<obj>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s*[.!]?\s*$", _name),
    (r"^(?:(?:from\s+now\s+on|going\s+forward|and|also|oh\s+and|btw|by\s+the\s+way),?\s+)?(?:(?:please|pls|plz|you\s+can|just)\s+)?"
     r"(?:call me|(?:everyone|everybody|people|friends|most people)\s+(?:calls?|know)\s+me(?:\s+as)?|i go by)\s+(?P<obj>.+)$", _nickname),
    # ("I am 59 years.": a learner's age, its "old" dropped)
    (rf"^{_IM}\s+(?P<age>\d{{1,3}})(?:\s+(?:years?|yrs?)\s+(?:old|young|of\s+age)|\s+years\s*[.!]?\s*$|\s*y/?o|\s+now|\s+today\b|\s*$|(?=\s+(?:and|but)\b)"
     # (cap54) "I'm 71, retired since 2019 after forty years as a quantity surveyor": the age, then the job held
     r"|(?=\s*,\s+(?:now\s+)?retired\s+(?:since|in)\s+\d{4}\s+after\s))", _age),
    # "I've become a grandmother!", "I'm a grandad now": who the user is now in the family (news that lasts)
    # (not "I'm an aunt!!", "I am a grandma again!": told with the baby's birth, which says it; "I'm a grandad now" is kept)
    (r"^(?:i(?:'ve|\s+have)?\s+(?:(?:just|finally|officially|now)\s+)*(?:become|became)|(?:i'm|i\s+am|im)(?=.*\bnow\s*[!.]*$)\s+"
     r"(?:(?:finally|officially)\s+)?)"
     r"\s*an?\s+(?:first-?time\s+)?(?P<what>grand(?:mother|father|ma|pa|mum|mom|dad|parent)|granny|nana|grandad|great-?grand(?:mother|father|ma|pa|parent)"
     r"|auntie|aunt|uncle)(?P<rest>(?:\s+(?:yesterday|today|last\s+\w+|this\s+\w+|on\s+\w+(?:\s+\w+)?))?)\s*(?P<now>now|again|at\s+last)?\s*[!.]*$",
     lambda m, clause: Fact("identity", en.tidy(f"User {'became' if m['rest'] else 'is'} {en.article(m['what'].lower())} {m['what'].lower()}"
                                                f"{m['rest'] or ''}" + (" again" if (m["now"] or "").lower() == "again" else "")))),
    (r"^i (?:just )?turned (?P<age>\d{1,3})\b", _age),
    # "turned 27 today, cake with the whole family": the birthday told without its "I" (a day said with it; a grown-up's
    # age only: "turned 5 today!" after a child's party is the child's)
    (r"^(?:just\s+)?turned\s+(?P<age>1[6-9]|[2-9]\d|1[01]\d)\s+(?:today|yesterday|last\s+(?:week|night)|this\s+(?:week|weekend)"
     r"|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b", _age),
    (r"^(?:my\s+(?:birthday|bday)|(?P<what>(?:my|our)\s+(?:wedding\s+)?anniversary))\s+is\s+(?:on\s+)?(?P<obj>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[A-Za-z]+|[A-Za-z]+\s+\d{1,2}(?:st|nd|rd|th)?)\s*$", _birthday),
    (r"^my\s+(?:(?:current|new|day)\s+)?(?:job|role|position|title|job title)\s+is\s+(?P<obj>.+)$", _my_job),
    # (cap54) "retired since 2019 after forty years as a quantity surveyor", "I'm retired in 2018 after 35 years as a
    # firefighter in Sheffield": a retired one, the job held (the news "I retired in …" is _retired's, and ends a job)
    (r"^(?:(?:i'm|i\s+am|im)\s+(?:now\s+)?retired\s+(?P<since>(?:since|in)\s+\d{4})|(?:i\s+)?retired\s+(?P<since2>since\s+\d{4}))\s+after\s+(?P<n>\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+years\s+"
     r"as\s+(?:a|an)\s+(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)"
     r"(?P<where>\s+(?:in|at|with|for)\s+(?:the\s+)?(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*){0,2})?\s*$", _retired_after_as),
    (rf"^(?:{_IM}\s+)?(?:(?:now|currently|happily|finally|officially|recently|just|newly)\s+)?(?P<state>(?:semi-|semi\s|partly\s|mostly\s)?retired|unemployed|self-employed|between jobs|on (?:maternity|paternity|parental|sick) leave|a stay-at-home (?:mom|mum|dad|parent)(?:\s+(?:to|of)\s+(?:\d{{1,2}}|one|two|three|four|five|six)(?:\s+(?:kids|children|boys|girls))?)?)"
     # ("a stay-at-home dad in Brunswick": where the home is)
     r"(?:(?<=mom|mum|dad|ent)\s+in\s+(?P<home>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?))?"
     r"(?P<rest>\s+(?:since|from|for)\s+.+)?(?:\s+(?:now|at\s+the\s+moment|right\s+now|for\s+now|currently|these\s+days))?\s*$", _state),
    # "I'm a Mac user", "a lifelong Firefox user": what the user uses, said as who they are (known kinds only: "a wheelchair
    # user" is read before, "a heavy user" is nothing)
    (rf"^{_IM}\s+(?:a|an)\s+(?:(?:long-?time|lifelong|die-?hard|happy|loyal|devoted|proud)\s+)?(?P<obj>[\w.+#-]+(?:\s+[\w.+#-]+)?)\s+user"
     r"(?:\s+(?:now|these\s+days|myself|too|as\s+well))?\s*[!.]*$", _kind_user),
    (r"^(?:i\s+)?used\s+to\s+be\s+(?P<obj>(?:a|an)\s+.+)$", _used_to_be),
    # "I clean houses in Phoenix": a cleaner's work, said by what is cleaned (the job: a "no longer" ends it)
    (r"^i\s+(?:(?:still|now|also|mostly|mainly)\s+)?clean\s+(?P<what>houses|homes|offices|office\s+buildings|hotel\s+rooms|schools"
     r"|apartments|holiday\s+lets|airbnbs)(?P<rest>(?:\s+(?:in|for|around)\s+[^,;]{2,40})?)(?:\s*,.*)?$",
     lambda m, clause: Fact("identity", f"User cleans {m['what'].lower()} {en.cut_tail(m['rest'])}".rstrip(), attribute="job_title",
                            value="cleaner")),
    (r"^i\s+(?P<verb>farmed|fished|taught|nursed|preached|mined|ranched|logged|worked)\s+(?P<what>(?!(?:it|that|this|there)\b)(?!(?<=worked\s)(?:out"
     r"|hard|late|nights?|shifts?|from\s+home)\b).{2,60}?),?\s+(?P<how>(?:my\s+whole|all\s+my)\s+(?:life|working\s+life|career)"
     r"|for\s+(?:\d{1,2}|twenty|thirty|forty|fifty|sixty)(?:\s+odd)?\s+years)\s*[.!]*$", _lifelong_work),
    (r"^i\s+(?:was\s+working|worked|was)\s+(?:for\s+(?P<how>(?:\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+years)\s+)?(?:as\s+)?"
     r"(?P<obj>(?:a|an)\s+[^,;]+?)(?:\s+for\s+(?P<how2>(?:\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+years)(?:\s+now)?)?\s*$", _worked_for_years),
    (rf"^{_IM}\s+(?:(?:happily|now|recently|newly)\s+)?married(?:\s+with\s+(?P<kids>(?:a|one|two|three|four|five|\d)\s+(?:kids?|children|child|sons?|daughters?)))?\s*$", _married),
    # ("we have twin girls, Ivy and Rose": twins, no number said)
    # ("we have twins, Arjun and Meera, who are 7": twins said alone, and one age said for both)
    (rf"^(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got)\s+(?:(?:(?P<n>a|an|one|two|three|four|five|\d)|(?P<twin>twin))\s+(?:(?:grown(?:-up)?|adult|teenage)\s+(?=sons|daughters|kids|children|boys|girls))?(?P<rel>sons?|daughters?|kids?|children|boys|girls|brothers?|sisters?|grandkids|grandchildren|dogs?|cats?|little\s+ones?|toddler)|(?P<twins>twins))(?:\s+(?:too|as\s+well|also))?(?:\s*[,:(]|(?<=s)\s+(?:called|named)|(?<=s)\s+(?=(?-i:[A-Z])[\w'-]*\s+\d))\s*(?P<names>[A-Z][\w'-]*{_KID_AGE}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)[A-Z][\w'-]*{_KID_AGE})*)\)?(?:\s*,?\s+who\s+are\s+(?:both\s+)?(?P<both>\d{{1,2}}))?\s*$", _have_kin),
    (rf"^(?:{_IM}\s+)?(?:a\s+)?(?:proud\s+|busy\s+|single\s+|full-time\s+|working\s+|new\s+|first-time\s+)?(?:mom|mum|mother|mama|dad|father|parent|grandma|grandmother|grandpa|grandfather)(?:\s+(?:of|to)\s+|\s*,\s*(?=\S+\s+(?:kids|children|boys|girls|grandkids|grandchildren)\b))(?P<n>\d{{1,2}}|two|three|four|five|six|seven|eight|nine|ten|twin\s+(?:girls|boys)|twins)(?:\s+(?:kids|children|boys|girls|grandkids|grandchildren))?(?:\s+here)?\s*$", _parent_of),
    (r"^i\s+have\s+(?P<age>\d{1,2})\s+years(?:\s+old)?\s*$", _age),
    (rf"^{_IM}\s+(?:(?:originally|proudly|half|fully)\s+)?(?P<obj>{_NATIONALITY}(?:(?:-|\s+and\s+){_NATIONALITY})?)\s*$", _nationality),
    (rf"^{_IM}\s+(?:(?P<a>a|an)\s+)?(?:(?P<how>practi[cs]ing|devout|observant|proud|lapsed|committed)\s+)?"
     rf"(?:(?P<branch>{_FAITH_BRANCH})\s+)?(?P<obj>{_RELIGION}|(?<=\s)jew(?=\s*[,.!]?\s*$))"
     r"(?:\s*,?\s+(?:too|myself|as well|by the way|btw|fyi|for what it's worth))?"
     # ("I'm a Jehovah's Witness so no birthday stuff please": the faith; what follows from it is the request's)
     r"(?:\s*,?\s+so\s+(?:no|nothing|please|don't|avoid)\b.*)?\s*$", _religion),
    # "my/our X is called …"; "the X" only when its name is being chosen ("the bakery's going to be called …":
    # "the app is called Notion" names someone else's)
    (rf"^(?:(?:my|our)\s+(?P<thing>(?:[\w-]+\s+){{0,3}}?{WORK_NOUNS})(?:'s|\s+is)|(?:my|our|the)\s+(?P<thing2>(?:[\w-]+\s+){{0,3}}?{WORK_NOUNS})"
     r"(?:\s+will\s+be|'ll\s+be|(?:'s|\s+is)\s+going\s+to\s+be))"
     r"\s+(?:call(?:ed)?|named)\s+(?P<name>[\"“]?(?:[A-Z0-9][\w&'.+-]*)(?:\s+(?:&|and|of|the|de|[A-Z0-9][\w&'.+-]*))*[\"”]?)\s*$", _named_work),
    (r"^(?P<name>[A-Z][\w'’-]+)\s+and\s+(?:i|me)(?:\s+|(?=['’]ve\s))(?P<what>(?:just\s+|finally\s+|recently\s+)?(?:broke\s+up|split\s+up|split|separated"
     r"|got\s+(?:divorced|engaged|married|back\s+together)|are\s+(?:engaged|getting\s+married|getting\s+divorced|(?:separating|splitting\s+up)(?=\s*$|\s*[,.!;]|\s+(?:after|for|now|officially|in|at|from|on|because|but|and|so|since)\b)|expecting|dating"
     r"|together|official(?=\s+now\b|\s*$|\s*[,.!])|moving\s+in\s+together)|moved\s+in\s+together|(?:have\s+|['’]ve\s+)been\s+(?:together|married|dating))\b.*)$", _couple),
    # "we're getting married in September", "I'm getting married next June!": the user's wedding, planned
    (rf"^(?:we're|we\s+are|{_IM})\s+(?:(?:finally|officially|actually|also)\s+)?getting\s+married\b(?!\s+to\b)"
     # "on Saturday, 26 September": the date said after the weekday's comma is the wedding's
     rf"(?P<rest>[^,;]{{0,60}}?(?:,\s*(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS})?)\s*$", _getting_married),
    # "Tabs not spaces please.", "Always indent with 2 spaces", "I indent with tabs": how code is indented
    (r"^(?:please\s+)?(?:always\s+)?(?:use\s+)?(?P<a>tabs|spaces)\s*,?\s*(?:not|over|instead\s+of|rather\s+than|never)\s+(?:tabs|spaces)"
     r"(?:\s+for\s+indentation)?(?:\s*,?\s*(?:please|pls|thanks|always))?\s*$", _indentation),
    # ("we use 4 spaces in python here, never tabs": the indentation of the user's code at work, in one language)
    (r"^(?:i|we)\s+(?:always\s+|only\s+)?use\s+(?P<a>tabs|(?:\d|two|four|eight)\s*-?\s*spaces?)(?:\s+for\s+indentation)?"
     r"(?P<lang>\s+(?:in|for)\s+(?:python|go|rust|java|javascript|js|typescript|ts|c|c\+\+|c#|ruby|php|kotlin|swift|scala|yaml|html|css"
     r"|sql|bash|lua|elixir|dart|haskell))?(?:\s+(?:here|at\s+work|in\s+our\s+team|on\s+our\s+team))?"
     r"(?:\s*,?\s*(?:not|never|no)\s+(?:tabs|spaces))?\s*$", _indentation),
    (r"^(?:please\s+)?(?:always\s+)?(?:i\s+(?:always\s+)?)?indent\s+(?:everything\s+|code\s+)?(?:with|using|by)\s+"
     r"(?P<a>tabs|(?:\d|two|four|eight)\s*-?\s*spaces?)(?:\s+(?:not|never)\s+(?:tabs|spaces))?(?:\s*,?\s*(?:please|pls|thanks|always))?\s*$", _indentation),
    # "my girlfriend Ana and I got married", "my partner Sam and I got engaged": the tie, with who they were
    (r"^my\s+(?P<rel>partner|girlfriend|boyfriend|fianc[ée]e?)\s+(?P<name>[A-Z][\w'’-]+)\s+and\s+(?:i|me)\s+(?P<what>(?:just\s+|finally\s+|recently\s+)?"
     r"(?:got\s+(?:engaged|married)|are\s+(?:engaged|getting\s+married))\b.*)$", _couple_tied),
    # "my boyfriend Tomás and I broke up" (who he is known from before, or said)
    (r"^my\s+(?P<rel>[\w-]+)\s+(?P<name>[A-Z][\w'’-]+)\s+and\s+(?:i|me)\s+(?P<what>(?:just\s+|finally\s+|recently\s+)?"
     r"(?:broke\s+up|split\s+up|split|separated|got\s+divorced)\b.*)$", _couple_ended),
    # "my girlfriend and I split up last month", "me and my husband separated in July", "I broke up with my boyfriend":
    # the relation ended, its partner not named (whoever holds it is ended; the rest of the clause is another thing)
    (rf"^(?:(?:since|after|now\s+that)\s+)?(?:my\s+(?P<rel>{_COUPLE_RELATIONS})\s+and\s+(?:i|me)|me\s+and\s+my\s+(?P<rel2>{_COUPLE_RELATIONS})"
     r"|i(?=\s+(?:just\s+|finally\s+|recently\s+)?(?:broke\s+up|split\s+up|split)\s+with\s+my\s+(?P<rel3>[a-z]+)\b))\s+"
     r"(?P<what>(?:just\s+|finally\s+|recently\s+)?(?:broke\s+up|split\s+up|split|separated|got\s+divorced))(?:\s+with\s+my\s+[a-z]+)?"
     rf"(?P<when>\s+{_WHEN_ENDED})?(?P<rest>(?:\s*[,;.!]|\s+(?:so|and|but|because|i|i've|i'm)\b).*|\s*)$", _couple_ended_unnamed),
    # "We hired Andre Silva to replace Marcus, he starts in August": someone new at work, by name
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|finally|officially|also|recently|now)\s+)*hired\s+(?P<name>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
     r"(?P<rest>(?:\s+(?:to\s+replace|as|for)\s+[^,]{2,40})?)\s*(?:,.*)?$", _hired_by_name),
    # "we hired a new girl for the shop, Siobhán": someone who works for the user, by a job or as a person
    # ("we've taken on our first employee, a baker called Marta": the job after the role, then the name)
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|finally|officially|also|recently|now)\s+)*(?:hired|taken\s+on|took\s+on)\s+(?:my|our|a|an)\s+"
     r"(?P<which>(?:first|new|second)\s+)?"
     r"(?P<role>(?:[\w-]+\s+)?(?:employee|assistant|nanny|cleaner|apprentice|baker|developer|designer|manager|intern|chef"
     r"|bookkeeper|accountant|tutor|babysitter|helper|" + "|".join(sorted(JOB_NOUNS, key=len, reverse=True)) + r"|girl|guy|lad|lass|woman"
     # ("my first groomer, Daniela": a trade named by its agentive ending, as a job is)
     r"|man|person|worker|[a-z]{3,}(?:er|or|ist|ian)))(?P<for>\s+(?:for|at|in)\s+(?:the|my|our)\s+(?:[\w-]+\s+)?[\w-]+)?\s*,?\s+"
     r"(?:(?:a|an)\s+(?P<job>[a-z][\w-]+)\s+(?:called|named)\s+|(?:called|named)\s+)?(?P<name>[A-Z][\w'’-]+)\b.*$", _hired),
    (rf"^(?:{_IM}|we're|we are|i've\s+been|i\s+have\s+been|we've\s+been)\s+(?:(?:now|currently|also|still)\s+)*(?P<verb>[a-z]+ing)\b"
     rf"(?P<mid>.*?)\s+(?P<when>{_EVERY})\b.*$", _progressive_habit),
    (rf"^(?:{_IM}|we're|we are)\s+(?:(?:finally|officially|now)\s+)*(?:(?:\d{{1,2}}|five|six|seven|eight)\s+(?:months|weeks)\s+)?(?:pregnant|expecting(?:\s+(?:a\s+baby|twins|our\s+\w+(?:\s+\w+)?))?)"
     # ("pregnant with our first", "… with our second baby", "… with twins")
     r"(?:\s+(?:again|now|with\s+(?:(?:our|my|a|her)\s+)?\w+(?:\s+(?:baby|child|kid|one))?))?(?:\s*!*\s*,?\s+(?:and\s+)?(?:due\s+(?:in|on)"
     r"|(?:my\s+|the\s+)?due\s+date\s+is(?:\s+on)?"
     r"|(?:i'm|i\s+am|we're|we\s+are)\s+due\s+(?:in|on))\s+.+)?$", _pregnant),
    (r"^i\s+can\s+(?:barely|hardly|no\s+longer|only\s+just|not\s+really)\s+(?P<verb>[a-z]+)\b(?P<obj>.*)$", _barely),
    (r"^(?:at\s+work\s+)?we\s+(?:(?:mostly|mainly|all|only)\s+)?use\s+(?P<obj>[\w+#. -]{1,30}?)\s+at\s+work\b(?P<rest>.*)$", _we_use_at_work),
    (r"^(?:my\s+)?new\s+(?:job|role|gig|employer)\s*(?::|-|is\s+(?:at|with)|at|with)\s*(?P<org>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*)*)"
     r"(?:\s*,\s*(?P<team>[\w -]{2,30}\bteam))?(?:\s*,.*|\s+(?P<starts>(?:starts|begins)\b.*))?$", _new_job_colon),
    (rf"^(?:{_IM}\s+)?on[- ]?call\s+(?P<when>(?:every|each)\s+(?:other|second|third|fourth|2nd|3rd|4th)\s+(?:week|weekend|month)"
     # "on call most Sundays", "on call most weekends": the usual week, not one
     rf"|most\s+(?:weekends|weeks|nights|{_DAYS}s)|{_EVERY})\b.*$", _on_call),
    (r"^(?:day\s+(?P<n>\d{1,3})|(?P<n2>\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of)\s+(?P<unit>days?|weeks?|months?))(?:\s+now)?\s+(?:without|off|free\s+of|with\s+no)\s+"
     r"(?:a\s+)?(?P<what>smoking|cigarettes?|vaping|drinking|alcohol|booze|drink)\b.*$", _days_without),
    (r"^my\s+(?:(?P<of>editor|terminal|vim|neovim|ide|vs\s?code|desktop|laptop)\s+)?(?P<cat>editor|ide|shell|os|browser|terminal|font|theme"
     r"|keyboard\s+layout|distro)\s+(?:is|=|:)\s+(?P<obj>[\w+#. -]{2,40}?)(?:\s*,.*)?$", _my_setup),
    (r"^(?:i'm|i am|we're|we are)\s+(?:(?:now|currently|slowly|finally)\s+)*(?:migrating|porting|moving|rewriting)\s+(?P<thing>(?:my|our|the)\s+"
     r"(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:over\s+)?(?:to|into|in)\s+(?P<new>[\w.+#-]+(?:\s+[\w.+#-]+){0,2})(?:\s+(?:this|next)\s+\w+)?\s*$",
     _migrating),
    # "I'll be leaving the lab at the end of June", "I will leave the hospital in August": a month must follow
    # ("I'll leave it there" is no plan); "I'm leaving Halifax Bank at the end of March", "we're leaving the
    # flat on 30 April": the same plan said in the present (without a month it is the drop, done now)
    (rf"^(?:(?:i|we)(?:'ll|\s+will)\s+(?:be\s+)?(?:leaving|leave|quitting|quit)|(?:i'm|i\s+am|we're|we\s+are)\s+(?:leaving|quitting))\s+"
     rf"(?P<obj>(?:the|my|our)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+|(?-i:[A-Z])[\w&'-]*(?:\s+(?-i:[A-Z])[\w&'-]*){{0,3}})\s+"
     rf"(?:in|by|on|at\s+the\s+(?:end|start|beginning)\s+of)\s+(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?{_MONTHS}\b"
     rf"(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?(?:\s+\d{{4}})?(?P<rest>\s*,.*)?$", _leaving_on),
    # "I left Brunello", "I've just left my job at Arup": a place of work left, told as done (a name, and nothing after it)
    (r"^(?:i|i've|i\s+have)\s+(?:(?:just|finally|officially|now)\s+)?left\s+(?:my\s+job\s+at\s+)?"
     r"(?P<obj>(?-i:[A-Z])[\w&'’-]+(?:\s+(?:&\s+|and\s+|of\s+)?(?-i:[A-Z])[\w&'’-]+){0,3})"
     r"\s*[.!]*$", lambda m, clause: Fact("decision", f"User left {m.group('obj')}", retracts=[m.group("obj").lower()],
                                           reports_change=True)),
    # "Last day at work today", "today was my last day at work": the job left, told as done (a day ahead, "my last day
    # at work is Friday", is a plan; "my last day at work before the holidays" is nothing left)
    (r"^(?:(?P<when0>today|yesterday)\s+was\s+|it\s+was\s+)?(?:my\s+)?(?:very\s+)?last\s+day\s+(?:at|of)\s+(?:work|my\s+job"
     # ("Last day at the depot today": a workplace by its kind, not a gym or a beach)
     r"|the\s+(?:depot|office|shop|plant|yard|factory|garage|station|practice|firm|bank|mine|site|warehouse|store|salon|clinic"
     r"|surgery|lab|mill|works|call\s+centre|call\s+center))"
     r"(?P<when>\s+(?:today|yesterday))?\s*[.!]*$",
     lambda m, clause: Fact("decision", f"User left their job{m.group('when') or (' ' + m.group('when0') if m.group('when0') else '')}",
                            reports_change=True)),
    # "I have stopped the Deliveroo and Just Eat", "quit Uber and Bolt": gig work left, named by its platforms (the
    # platform is the job: a learner's English puts "the" before it)
    (rf"^(?:i|i've|i\s+have)\s+(?:(?:just|finally|now|also|already)\s+)?(?:stopped|quit|finished\s+with|left|gave\s+up|packed\s+in)\s+"
     rf"(?:doing\s+|working\s+for\s+|driving\s+for\s+|riding\s+for\s+|delivering\s+for\s+|with\s+)?(?:the\s+)?"
     rf"(?P<obj>{_GIG}(?:\s*(?:,|and|&)\s*(?:the\s+)?{_GIG})*)\b(?!\s+(?:app|account|subscription|pass|card|rides?|orders?|deliveries)\b).*$",
     lambda m, clause: Fact("decision", f"User stopped working for {re.sub(r'(?:^|(?<=and )|(?<=, ))the ', '', m.group('obj'))}",
                            retracts=[p.lower() for p in re.findall(_GIG, m.group("obj"))], reports_change=True)),
    # "my last day at Acme is Friday 13th March", "my last day at Brightwell will be on the 27th of March": a departure
    # with its day (a day of the week or a month must follow: "my last day at the gym was brutal" is no plan)
    (rf"^my\s+(?:very\s+)?last\s+day\s+at\s+(?P<obj>(?:the\s+)?[\w&'-]+(?:\s+(?-i:[A-Z])[\w&'-]*){{0,3}})\s*(?P<verb>\s+is|\s+will\s+be|'s)\s+"
     rf"(?:on\s+)?(?:(?:this|next)\s+)?(?:{_DAYS}\b|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}\b|{_MONTHS}\s+\d)"
     r"[^,;]*?(?P<rest>\s*[,;].*)?$", _last_day_at),
    # "my supervisor wants me to switch to Python", "my manager wants me to move the reports over to Power BI"
    (r"^my\s+(?:(?:line|new|phd|team)\s+)?(?:supervisor|advisor|adviser|manager|boss|team\s+lead|pi)\s+(?:really\s+|now\s+|also\s+)?"
     r"(?:wants|would\s+like|has\s+asked|asked|told)\s+me\s+to\s+(?:(?:properly|finally|eventually|also)\s+)?"
     r"(?P<verb>switch|move|migrate|port|learn|use|lead|take\s+over|redo|rewrite|focus|apply|transfer|relocate|retrain|train"
     r"|manage|mentor|publish|present|become|run)\s+(?P<obj>[^,]{2,80}?)\s*$", _boss_wants),
    # ("I have started wood carving at the community house": a pastime begun, as one taken up)
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|also|now)\s+)*(?:(?:taken|took|picked)\s+up|started|begun|began)\s+(?P<obj>[\w -]{3,40}?)"
     r"(?:\s+(?:again|recently|lately|this\s+\w+|last\s+\w+))?(?:\s*,.*)?$", _taken_up),
    (rf"^i\s+(?:will\s+|'ll\s+)?need\s+(?:a|an)\s+(?:new\s+)?(?:(?:left|right)\s+)?{_PROCEDURES}\b.*$", _need_procedure),
    # "I will have a new hip on 17 March", "I'm getting a new knee in May": an operation ahead, said by what it gives
    (r"^i(?:\s+will|'ll|\s+am|'m)\s+(?:have|get|be\s+getting|getting|having)\s+(?:a|an|my)\s+new\s+(?:(?:left|right)\s+)?"
     r"(?:knee|hip|shoulder|heart\s+valve|kidney|liver|lung|cornea|pacemaker)\b.*$", _new_part),
    (r"^(?:(?P<when>next\s+\w+|in\s+\w+|this\s+\w+|tomorrow)\s*,?\s+)?(?:i|we)\s+(?:will|'ll|am\s+going\s+to|'m\s+going\s+to|are\s+going\s+to)"
     r"\s+(?:go|fly|travel|head|drive)\s+(?:back\s+|home\s+)?to\s+(?P<place>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?)\b.*$", _future_trip),
    (rf"^my\s+(?:(?:left|right|bad|dodgy|old)\s+)?(?P<part>{_BODY_PARTS})\s+(?:has|have|'s|'ve)\s+been\s+(?:(?:really|pretty|quite|so)\s+)?"
     rf"(?P<state>{_AILING})(?P<since>\s+(?:for\s+(?:(?:a|the\s+last|the\s+past|over\s+a|about\s+a|two|three|four|five|six|several|a\s+few|\d+)\s+)?"
     rf"(?:weeks?|months?|years?|ages)|since\s+(?:{_MONTHS}|last\s+\w+|christmas|easter|the\s+(?:summer|winter|spring|autumn|fall|accident"
     rf"|marathon|race|fall|injury|surgery|operation))))?\s*[.!]*$",
     _ailing),
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|finally|actually|officially)\s+)?(?:got|was|were|been)\s+offered\s+"
     r"(?P<what>(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:job|position|role|post|place|contract|internship|scholarship|promotion"
     r"|residency|fellowship|partnership))\b(?P<rest>(?:\s+(?:at|with|in|for)\s+.+)?)$", _was_offered),
    (r"^(?P<org>[\w&'.-]+)\s+(?:just\s+)?(?:gave|offered|sent)\s+me\s+(?P<what>(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:offer|job|contract"
     r"|internship|scholarship|raise|promotion|place|position|role|bonus))\b(?P<rest>.*)$", _offered_me),
    (rf"^(?:{_IM}|i've\s+been|i\s+have\s+been)\s+(?:a\s+)?(?P<state>widow|widower|widowed|divorced|separated)(?P<rest>\s+(?:since|for)\s+.+)?\s*$",
     _widowed),
    # "I'm separated from my husband Ronan", "I divorced my wife last year", "I'm separated from the kids' dad, Ronan"
    (rf"^(?P<lead>{_IM}|i've\s+been|i\s+have\s+been|i\s+got|i)\s+(?:(?:now|officially|legally|recently|finally|just)\s+)?"
     r"(?P<how>separated|divorced)\s+(?P<from>from\s+)?(?:my\s+|(?P<kids>(?:the|our|my)\s+(?:kids|children|boys|girls|son|daughter)['’]s?)\s+)"
     r"(?P<rel>(?(kids)(?:dad|father|mum|mom|mother)|(?:partner|girlfriend|boyfriend|husband|wife|fianc[ée]e?)))"
     rf"(?:\s*,?\s+(?P<name>(?-i:[A-Z])[\w'’-]+))?(?P<when>\s+{_WHEN_ENDED}|\s+(?:for|since)\s+(?:(?:a|one|two|three|four|five|six|\d{{1,2}})\s+(?:years?|months?)|\d{{4}}))?"
     r"\s*,?\s*(?:(?:so|and|but|because)\b.*)?$", _separated_from),
    # "the divorce was finalised last week", "my divorce came through in March"; "divorce is final as of today" (the
    # "my" unsaid, the day said)
    (rf"^(?:(?:and|so|also)\s+)?(?:(?:the|my)\s+)?divorce\s+(?P<verb>was|is|has\s+been|came|got|went)\s+(?:finally\s+|officially\s+)?"
     rf"(?P<done>finali[sz]ed|final|through|official|granted)(?P<when>\s+{_WHEN_ENDED})?(?:\s+(?:as\s+of\s+)?today)?"
     r"(?:\s+(?:as\s+well|too|also))?\s*(?:[,.].*)?$", _divorce_final),
    (r"^i\s+have\s+(?:no|zero|little)\s+interest\s+(?:whatsoever\s+)?in\s+(?P<obj>.+)$", _no_interest),
    # "My visa runs out in September", "my passport expires on 3 May", "Visa extension approved, it's valid until
    # January 2028 now": when a document of the user's stops holding, one date at a time
    (rf"^(?:and\s+|so\s+|but\s+)?(?:my\s+)?{_DOCUMENT}(?:\s+(?:extension|renewal))?(?:\s+(?:was|has\s+been|got))?"
     rf"(?:\s+(?:approved|granted|renewed|extended))?(?:\s*,\s*(?:and\s+)?it(?:'s|\s+is)|\s+is|\s+(?P<verb>runs\s+out|expires|ends))"
     rf"\s+(?:now\s+)?(?:valid\s+(?:until|till|to)\s+|(?=(?:in|on|at)\s))?{_EXPIRY_WHEN}\s*(?:now)?\s*(?:[,;]\s+(?:so|and|but)\b.*)?$",
     _document_expires),
    # ("i have one cat, her name is Mochi": a learner's "one" for "a")
    (r"^i(?:\s+have|'ve\s+got|\s+also\s+have)\s+(?:a|an|one)\s+(?P<pet>cat|dog|puppy|kitten|rabbit|parrot|hamster|horse|tortoise)(?:\s+too)?\s*,"
     r"\s+(?:her|his|its)\s+name\s+is\s+(?P<name>(?-i:[A-Z])[\w'-]+)\s*$", _pet_named),
    # "I have a cat called Pixel", "we have a dachshund named Mabel": a pet, by name (its kind or breed as said)
    # ("me and my wife have a boxer named Diesel", "we have a rescue pit bull called Tank": a couple's, a breed of two words,
    # a word for where it came from)
    # ("I've a new little dog, a Jack Russell called Toby": the kind, then the breed said after it; "I've a" is "I have a",
    # as an Irish or Scottish writer says it)
    (r"^(?:i|we|me\s+and\s+my\s+[a-z]+|my\s+[a-z]+\s+and\s+i)(?:\s+have|'ve\s+got|\s+also\s+have|\s+have\s+got|'ve(?=\s+an?\s))\s+(?:a|an)\s+"
     r"(?:(?:(?:rescue|rescued|little|old|young|big|new|lovely)\s+){0,2}(?:dog|cat|puppy|kitten|pup)\s*,\s+(?:a|an)\s+)?"
     r"(?P<age>\d{1,2}-year-old\s+)?(?:(?:rescue|rescued|little|old|young|big|new)\s+)?(?P<pet>[a-z][\w-]+(?:\s+(?:bull|shepherd|tzu|russell"
     r"|hound|collie|dane|inu|corso|bulldog|terrier|retriever|spaniel|poodle|dog))?)\s+"
     r"(?:called|named)\s+(?P<name>(?-i:[A-Z])[\w'-]+)\s*(?:$|,|\s+and\s+(?:she|he|it)\b)", _pet_called),
    (rf"^i(?:\s+have|'ve\s+got|\s+got|\s+have\s+got|'ve)\s+(?P<cond>{_CONDITIONS})\b.*$", _condition),
    # "my contract with the TV station ended on 1 July", "… was not renewed" ("The TV station has ended my contract" is
    # read so): work for them over, why left
    (r"^(?:but\s+|so\s+|and\s+)?my\s+contract\s+(?:with|at)\s+(?P<org>(?:the\s+)?[\w&'’ -]{2,40}?)\s+(?:has\s+)?(?:ended|finished|ran\s+out"
     r"|was\s+(?:ended|terminated|cancelled|canceled|not\s+renewed))(?:\s+(?:on|from|in)\s+(?P<when>[^,;]+?)"
     # ("… was terminated last week so I'm looking for work again": when said relative to the message, what follows)
     r"|\s+(?P<rel>last\s+(?:week|month)|yesterday|today|this\s+(?:week|month|morning)))?"
     r"(?:\s*,?\s+(?:because|due\s+to|as|after|so|and\s+now)\b.*)?\s*[.!]*$", _contract_ended),
    # "my gout is flaring up again", "Gout flare again", "eczema's playing up": a condition the user lives with, said by
    # its flare (the rest of the clause is the bout, not kept)
    (rf"^(?:(?:my|the)\s+)?(?P<cond>{_CONDITIONS})(?:\s+(?:is|'s)\s+(?:flaring(?:\s+up)?|playing\s+up|acting\s+up)"
     r"|\s+(?:flared(?:\s+up)?|flare(?:-?up)?s?|has\s+flared(?:\s+up)?))(?:\s+again)?"
     r"(?:\s+(?:this|last)\s+(?:week|month|weekend)|\s+today|\s+yesterday)?\s*(?:$|[,.!])", _flare),
    # "I've had long covid since jan 2022", "I have had MS for 11 years": a condition had since, still had ("I've had a bad
    # back since Monday", "… for a few days" is a bout; "I've had asthma attacks" says nothing had for good)
    (rf"^i(?:'ve|\s+have)\s+had\s+(?P<cond>{_CONDITIONS})(?=\s+(?:since|for)\s|\s+(?:all\s+my|my\s+(?:whole|entire))\s+life\b)"
     r"(?!\s+(?:since|for)\s+(?:yesterday|last\s|this\s|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+(?:past|last)\s+(?:few\s+)?days?\b"
     r"|(?:a|\d+|two|three|four|five|six|a\s+few|a\s+couple(?:\s+of)?)\s+(?:days?|weeks?)\b)).*$", _condition),
    # "I am having knee problem", "I've been having back trouble": a joint's trouble said in the progressive
    (r"^i(?:\s+am|'m|\s+have\s+been|'ve\s+been)\s+having\s+(?:an?\s+|some\s+)?(?P<cond>(?:(?:left|right|lower)\s+)?"
     r"(?:knee|back|hip|shoulder|ankle|wrist|neck|elbow)\s+(?P<what>problems?|issues?|trouble))\b.*$", _having_trouble),
    # "my knees are shot", "my back's knackered": a joint worn out for good is a bad knee (not "sore", "bad": those may pass)
    (r"^my\s+(?:(?:left|right|lower)\s+)?(?P<part>knees?|back|hips?|shoulders?|ankles?|wrists?|elbows?|neck)(?:\s+(?:is|are)|['’]s|['’]re)\s+"
     r"(?:(?:totally|completely|pretty\s+much|just|both|all)\s+)?(?:shot|wrecked|knackered|busted|worn\s+out|done\s+for|gone)"
     r"(?!\s+(?:today|tonight|this|again|after|from|since|at\s+the\s+moment|right\s+now|lately|for\s+(?:a|the)\b))\b.*$", _worn_out),
    # "blood pressure's down", "my cholesterol is back to normal now": a high reading that was a condition, over
    # ("is my blood pressure down?", "… will be down by June", "… isn't down yet" are not)
    # ("my blood sugar is back in the normal range", "my sugars are back to normal since the birth": a sugar reading)
    (r"^(?:(?:and|but|so|now|finally)\s+)?(?:my\s+|the\s+)?(?P<what>blood\s+pressure|bp|cholesterol"
     r"|(?:blood\s+)?sugars?(?:\s+levels?)?|(?:blood\s+)?glucose(?:\s+levels?)?)(?:\s+(?:is|are|has\s+(?:come|gone)|have\s+(?:come|gone))|['’]s|['’]re)\s+"
     r"(?:(?:now|finally|right|well|way|all|properly|much|a\s+lot|loads|heaps)\s+)*(?P<how>down|back\s+(?:down|to\s+normal|in\s+the\s+normal\s+range)|normal"
     r"|better|lower|improved)\b"
     r"(?!\s+(?:yet|soon|by|in|a\s+bit)\b)[^?]*$",
     _reading_down),
    # "the gestational diabetes has gone", "my eczema has cleared up now": a condition that passes, over
    # ("the diabetes is gone since the birth": "the diabetes" said to be gone is one that passes, as in the past below)
    (rf"^(?:(?:and|but|so|now|finally|thankfully)\s+)?(?:my\s+|the\s+)(?P<cond>{_PASSING_CONDITIONS}|diabetes)(?:\s+(?:has|is)|['’]s)\s+"
     r"(?:(?:now|finally|completely|totally|all|fully)\s+)*(?P<how>gone(?:\s+away)?|cleared(?:\s+up)?|resolved|over)\b"
     r"(?!\s+(?:yet|soon|by|in|for\s+now)\b)[^?]*$", _condition_gone),
    # "The diabetes went away after the birth", "my eczema cleared up in the summer": the same, in the past ("the
    # diabetes" that went away is one that passes: a lasting diabetes told before is not ended, ``_sugar_normal``)
    (rf"^(?:(?:and|but|so|now|finally|thankfully)\s+)?(?:my\s+|the\s+)(?P<cond>{_PASSING_CONDITIONS}|diabetes)\s+"
     r"(?:(?:finally|completely|totally|just)\s+)*(?P<how>went(?:\s+away)|cleared(?:\s+up)|disappeared|resolved)\b"
     r"(?!\s+(?:for\s+a\s+(?:while|bit|few)|briefly|then)\b)[^?]*$", _condition_gone),
    # "I take the bus now, the 555 goes past my road", "I get the train to work these days": how the user gets about
    (r"^(?:(?:and|so)\s+)?i\s+(?P<now>(?:now|usually|mostly|always|just)\s+)?(?:take|get|catch)\s+the\s+(?P<mode>bus|train|tram|tube|metro|ferry|subway)"
     r"(?P<where>\s+(?:to|into)\s+(?:work|town|the\s+city|the\s+hospital|the\s+office|school|uni|college|the\s+shops))?"
     r"(?P<when>\s+(?:now|these\s+days|nowadays|every\s+day|most\s+days|everywhere))?\s*(?:,.*)?[.!]*$", _takes_transport),
    # "I can ease up on the salt now", "can ease off the sugar" (the doctor's leave, "the doctor says" cut before)
    (_EASED.pattern, _eased),
    # "wrist is back to normal", "my ankle has healed", "I've recovered from my broken wrist": an injury that has
    # ended (the bad wrist said before is superseded, and the limits told with it: mercuryd/brain/service.py)
    (r"^(?:(?:the\s+)?(?:cast|brace|splint|sling|boot|stitches)(?:\s+(?:is|are|came|has\s+come|have\s+come)|['’]s)\s+off\s*[,;]?\s*)?"
     r"(?:(?:and|but|so|now|finally)\s+)?(?:the\s+|my\s+)?(?:(?:left|right)\s+)?(?P<part>knee|back|hip|shoulder|ankle|wrist|neck|elbow"
     r"|achilles|hamstring)(?:\s+(?:is|has)|['’]s)\s+(?:(?:now|finally|fully|completely|totally|all|properly|pretty\s+much)\s+)*"
     # ("ankle is fine now, back to running": fine again, said with "now" or "again")
     r"(?:back\s+to\s+normal|healed(?:\s+up)?|mended|good\s+as\s+new|recovered|(?:fine|ok|okay|alright|all\s+good)\s+(?:now|again))\b"
     r"(?!\s+(?:yet|soon|by|in)\b)[^?]*$", _healed),
    (r"^i(?:['’]ve|\s+have)\s+(?:(?:now|finally|fully|completely)\s+)*recovered\s+from\s+(?:my|the)\s+"
     r"(?:(?:broken|sprained|torn|injured|dislocated|fractured|bad)\s+)(?:(?:left|right)\s+)?(?P<part>knee|back|hip|shoulder|ankle|wrist"
     r"|neck|elbow|achilles|hamstring)\b[^?]*$", _healed),
    # "(went to the GP today…) she said pre-diabetes": what the user's doctor found (the pronoun only after a visit, _DOCTOR_VISIT)
    # ("my physician has informed me that I have anaemia": the same, said formally)
    # ("my doctor in Leeds says I have asthma", "the doc at the clinic said": where the doctor is, said between)
    (rf"^(?:the\s+|my\s+)?(?:doctor|doc|gp|physician|specialist|consultant|physio|physiotherapist)"
     rf"(?:\s+(?:in|at)\s+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+)?)?\s+(?:says|said|reckons|thinks|told\s+me"
     rf"|(?:has\s+)?(?:informed|told|advised)\s+me)(?:\s+that)?\s+(?:it's\s+|its\s+|it\s+is\s+|i\s+have\s+|i've\s+got\s+)?(?P<cond>{_CONDITIONS})\b.*$",
     _condition),
    (r"^i\s+work\s+(?P<where>at\s+(?:the|a)\s+[\w ]{3,30}?)\s+(?P<sched>(?:\d+|one|two|three|four|five)\s+(?:hours|days|shifts|nights)\s+(?:a|per)\s+week)\s*$",
     _work_where_schedule),
    # ("I'm mostly on night shifts at the moment": which, said with how often and for now)
    (rf"^(?:{_IM}\s+(?:(?:mostly|usually|currently|still)\s+)?)?(?P<change>(?:now|back|finally)\s+)?on\s+(?P<shift>days|nights|earlies|lates"
     r"|(?:the\s+)?(?:day|night)\s+shifts?)"
     # ("on day shift for the first three months": how long, a start in a new job)
     r"(?P<now>\s+now)?(?P<when>\s+(?:next|from|starting|this)\s+\w+|\s+for\s+the\s+first\s+(?:\w+\s+)?(?:weeks?|months?)"
     # ("I am on nights for the whole of December", "on the night shift all this month": for a month)
     rf"|\s+(?:for\s+(?:the\s+)?(?:whole\s+of\s+|rest\s+of\s+|all\s+of\s+)?|all\s+(?:of\s+)?|throughout\s+)(?:this\s+month|next\s+month|{_MONTH_NAMES}))?"
     r"(?:\s+(?:at\s+the\s+moment|these\s+days|for\s+now))?(?:\s*,.*|\s+ugh|\s+again)?\s*$", _on_shift),
    # "gonna go part time at the Alfred, 3 days a week from January", "I'm going part-time in May": how much the user
    # will work, a decision
    (rf"^(?:{_IM}\s+|i\s+will\s+|i'll\s+)?(?:going\s+to\s+go|go|going)\s+(?:back\s+)?(?:part|full)[\s-]time\b(?P<rest>.*)$",
     _part_time),
    # "day shifts from next week, 7 to 3:30": the shift to come, said without a verb, with when it starts
    (r"^(?P<shift>(?:day|night)\s+shifts?)(?P<now>)(?P<change>)(?P<when>\s+from\s+(?:next\s+\w+|\w+))(?P<hours>\s*,\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s+to\s+"
     r"\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?\s*$", _on_shift),
    # (cap54) "I was headmistress of a girls' school in Cheltenham until I retired": the job held, where, no years said
    (r"^i\s+(?:was|worked\s+as)\s+(?:(?:a|an|the)\s+)?(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?P<where>(?:of|at|in|with|for)\s+(?![^,;]*\byears\b)[^,;]{3,60}?)"
     r"\s+(?:until|till|before)\s+(?:i\s+retired|retiring)\b(?P<rest>.*)$", _retired_as_where),
    (r"^i\s+(?:just\s+|finally\s+|officially\s+)?retired(?:\s+from\s+[^,]{2,40}?)?\s+(?:in\s+\d{4}|last\s+\w+|this\s+\w+|\w+\s+ago)\b.*$",
     _retired_in),
    (r"^(?:i\s+(?:just\s+|finally\s+)?retired|(?:i'm|i\s+am|im)\s+retired|retired)\s+from\s+"
     r"(?P<org>(?:the\s+)?[\w'&.-]+(?:\s+[\w'&.-]+){0,3}?)\s+after\s+(?P<n>\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+years\s+as\s+(?:a|an)\s+"
     r"(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s*$", _retired_from_as),
    (r"^i\s+(?:was|worked\s+as|spent)\s+(?:a|an)\s+(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)"
     r"(?P<where>\s+(?:in|at|on|with)\s+(?:the\s+)?(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2})?\s+for\s+(?:(?:almost|nearly|over|about)\s+)?"
     r"(?P<n>\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+years\s+(?:before|until|till)\s+(?:i\s+retired|retiring|i\s+retired)\b.*$", _retired_as),
    # "after twenty-six years I have retired", "I've just retired from the library", "I retired in June": news of
    # the user's working life, said without a year
    (rf"^(?:after\s+(?:\d{{1,2}}|[a-z]+(?:-[a-z]+)?)\s+years,?\s+)?i(?:\s+have|'ve)?\s+(?:just\s+|finally\s+|officially\s+|now\s+)*retired"
     rf"(?P<rest>(?:\s+from\s+(?:the|my|our)\s+[\w ]{{2,30}}?)?(?:\s+(?:in|on)\s+(?:{_MONTHS}|\d{{4}})(?:\s+\d{{4}})?|\s+today|\s+yesterday|\s+this\s+(?:week|month|year)"
     # ("I retired on Friday", "… on 31 March": the day, made a date)
     rf"|\s+on\s+(?:{_DAYS}|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}|{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?)"
     rf"|\s+(?:last|this)\s+(?:{_MONTHS}|{_DAYS}))?(?:\s+after\s+(?:\d{{1,2}}|[a-z]+(?:-[a-z]+)?)\s+years"
     # "… after 30 years at the council": where the years were spent
     rf"(?:\s+(?:at|with|in|on)\s+(?:the\s+|my\s+|our\s+)?[\w'’&-]+(?:\s+[\w'’&-]+){{0,3}}"
     # ("… after 35 years teaching", "… after 30 years as a nurse": what the years were spent doing)
     rf"|\s+as\s+(?:a|an)\s+[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){{0,2}}|\s+[a-z]{{3,}}ing(?:\s+[a-z][\w'’-]*){{0,2}})?)?)\s*$", _retired),
    (r"^i\s+(?:mainly\s+|mostly\s+)?speciali[sz]e\s+in\s+(?P<obj>.+)$", _specialise),
    (rf"^{_IM}\s+(?:now\s+|completely\s+)?off\s+(?P<what>sugar|alcohol|booze|caffeine|coffee|meat|dairy|gluten|carbs|social\s+media"
     r"|cigarettes|smoking|the\s+booze|the\s+drink)\b(?P<rest>.*)$", _off_it),
    (rf"^(?:everything|all|anything)\s+(?:that\s+)?(?:we|i)\s+(?P<verb>make|bake|cook|sell|serve|produce|stock|offer)\s+(?:here\s+)?"
     rf"is\s+{_HOW_WHOLLY}{_FREE_OF}\b.*$", _all_we_make),
    (rf"^(?:our|my)\s+(?:(?:whole|entire)\s+)?(?P<place>kitchen|menu|bakery|shop|cafe|café|restaurant|house|home|household"
     rf"|food|products|cakes|range)\s+(?P<be>is|are)\s+{_HOW_WHOLLY}{_FREE_OF}\b.*$", _all_we_make),
    (r"^no\s+(?P<thing>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?P<where>anywhere|ever|at\s+all|in\s+anything|in\s+(?:the|our|my)"
     r"\s+(?:house|home|kitchen|food|shop|menu|products|cakes|bakery))\s*$", _none_anywhere),
    (rf"^(?:{_IM}\s+(?:originally\s+)?from|i\s+(?:originally\s+)?come from|i grew up in|i was born (?:and raised )?in)\s+(?P<obj>.+)$", _place("hometown", True)),
    (rf"^(?:{_IM}|we're|we are)\s+(?:(?:now|finally)\s+)?(?:in|living in|based in)\s+(?P<obj>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){{0,2}})(?:\s+now|\s+these days)\s*$", _now_in),
    # "commute is like 35 min now instead of 10", "my commute takes an hour each way": how far work is
    (r"^(?:my\s+|the\s+|our\s+)?commute\s+(?:to\s+work\s+)?(?:is|takes)\s+(?:now\s+)?(?:like\s+|about\s+|around\s+|almost\s+|over\s+|nearly\s+)?"
     r"(?P<n>\d{1,3}|an?|half\s+an)\s*(?P<u>min|mins|minutes|hours?|hrs?)\b(?P<rest>(?:\s+(?:each\s+way|one\s+way|by\s+\w+))?)", _commute),
    # "we're officially in the new house in Lee's Summit": moved, where the user lives now
    (rf"^(?:{_IM}|we're|we are)\s+(?:(?:now|finally|officially|all|fully)\s+)*(?:in|into|moved\s+into)\s+(?:the|our|my)\s+new\s+"
     # ("I am in my new apartment at Le Boisé since Saturday": a home named, at it, and since when)
     rf"{_HOME_NOUNS}\s+(?:in|at)\s+(?P<obj>{_CITY})\s*(?:now|at\s+last|since\s+(?:last\s+)?{_DAYS}|since\s+yesterday)?\s*$", _now_in),
    # "we are now living in Bergen, in Fana, since two weeks": the place, then where in it or since when
    (rf"^(?:{_IM}|we're|we are)\s+now\s+(?:in|living in|based in)\s+(?P<obj>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){{0,2}})"
     r"(?:\s*,\s*in\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2})?(?:\s*,?\s+since\s+[\w ]{2,25})?\s*$", _now_in),
    # "we're staying in Leeds after all", "I'm still living in Dublin": where the user lives (a stay
    # without a settled end, "staying in Rome for a week", "still in Beta", is not this)
    (rf"^(?:{_IM}|we're|we are)\s+(?:just\s+)?(?:staying\s+(?:put\s+)?in\s+(?P<obj>{_CITY})\s+(?:after\s+all|for\s+good|instead)"
     rf"|still\s+(?:living|based)\s+in\s+(?P<obj2>{_CITY})(?:\s+for\s+now)?)\s*$", _staying_in),
    # "I'm in Dallas the first week of every month", "I'm at the office every Tuesday": where the user is, regularly
    (rf"^(?:{_IM})\s+(?P<where>(?:in|at)\s+(?:the\s+)?[\w'’ -]{{2,30}}?)\s+(?P<when>(?:the\s+(?:first|second|third|last)\s+(?:week|weekend|{_DAYS})\s+of\s+)?{_EVERY})\b(?P<rest>.*)$", _there_every),
    # "Long runs on Sunday mornings before the kids wake up": a habit said without a verb
    (rf"^(?P<act>(?:(?:long|short|easy|early|morning|evening|weekend|family|piano|swimming|dance|tennis|guitar)\s+)?(?:runs|swims|rides|walks|hikes|workouts|lessons|classes|sessions|practices|practice|training))\s+(?P<when>{_EVERY})\b(?P<rest>.*)$", _verbless_habit),
    # "I report to Daniel, our CEO": the user's manager
    (r"^i\s+(?:now\s+|still\s+|directly\s+)*report\s+(?:directly\s+)?to\s+(?P<name>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
     r"(?:\s*,\s*(?:our|the|my)\s+(?P<role>[\w -]{2,30}?))?\s*(?:now)?$", _report_to),
    # "I live in Neovim btw, with gruvbox dark": an editor used all day, not a home
    (rf"^i\s+(?:basically\s+|practically\s+|pretty\s+much\s+|just\s+)?live\s+in\s+(?P<tool>{_LIVED_IN_TOOLS})\b(?P<rest>.*)$",
     _live_in_tool),
    # ("I live near campus in Gwanak-gu", "we live close to the beach in Brighton": what the home is near, then where)
    # ("I live alone in a flat in Leith", "I live with my parents in Croydon": with whom, then where; "i live on my own now
    # in Blackpool": since when said between)
    (rf"^(?:(?:i|we)\s+(?:currently\s+|now\s+|still\s+)?(?:live|reside)(?:\s+{_NEAR_SOMETHING})?"
     # ("I live with my wife Marjorie in Cygnet": the one lived with named; "we live on an old apple orchard just outside
     # Cygnet": a farm the home is on, then where)
     r"(?:\s+(?:alone|on\s+my\s+own|by\s+myself|with\s+(?:my|our)\s+[\w-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?"
     r"(?:\s+and\s+(?:(?:my|our)\s+)?(?:(?:two|three|four|\d)\s+)?[\w-]+)?)"
     r"(?:\s+now)?)? (?:in|on(?=\s+(?:a|an|the|my|our)\s+(?:[\w-]+\s+){0,2}?(?:farm|orchard|ranch|smallholding|croft|vineyard)"
     r"\s+(?:in|near|just\s+outside|outside)\s))"
     rf"|(?:{_IM}|we're|we are)\s+(?:currently\s+|now\s+)?"
     rf"(?:based|living|located) in)\s+(?P<obj>.+)$", _place("lives_in", False)),
    # "we live near Eau Claire", "I live just outside Mallow", "I live 20 minutes from Boston": the home by the town it is
    # near (the town is the user's home area: a move elsewhere supersedes it)
    (r"^(?:i|we)\s+(?:(?:currently|now|still|actually)\s+)?live\s+(?P<how>(?:just\s+|right\s+)?(?:near|outside|north\s+of|south\s+of"
     r"|east\s+of|west\s+of|close\s+to)|(?:about\s+|around\s+)?(?:an?|\d{1,3}|a\s+few|half\s+an)\s+(?:hour|hours|minutes?|mins?|miles?|km"
     r"|kilometres?|kilometers?)\s+(?:from|outside|north\s+of|south\s+of|east\s+of|west\s+of))\s+"
     r"(?P<obj>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2})(?P<rest>(?:\s*,\s*(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?)?)"
     r"(?:\s+(?:now|these\s+days))?\s*$", _place("lives_in", True)),
    # "I drive in from Tohatchi, 40 min each way", "I commute from Slough": the town the user comes to work from is
    # home ("I'll be commuting from Hafnarfjörður" when a new post starts: from the home the user has; "I commute from
    # home on Fridays" names none)
    (r"^(?:i|we)(?:\s+(?:(?:usually|normally|now|still|actually)\s+)*(?:commute|drive\s+in|come\s+in)"
     r"|(?:'ll\s+be|\s+will\s+be|'m|\s+am|'re|\s+are)\s+(?:(?:now|still|currently|actually)\s+)*(?:commuting|driving\s+in|coming\s+in))"
     r"\s+(?:in\s+)?(?:to\s+work\s+)?from\s+(?P<obj>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2})"
     r"(?P<rest>\s*,.*|\s+(?:every\s+day|each\s+day|daily|now|these\s+days|once|when|after|from)\b.*)?$",
     _commutes_from),
    # "I rent a one-bed in Hackney", "we own a house near Leith": where the user lives, told by the home
    # ("renting a house in Tempe now", "we rented a flat in Ruzafa until March": the same, said with the
    # progressive or the past, with or without "we"; not a stay: "for a week", a holiday, a trip)
    (rf"^(?:(?:i|we)\s+(?:currently\s+|now\s+|still\s+)?(?:rent|own|share)|(?:(?:i'm|i\s+am|we're|we\s+are|we|i)\s+)?"
     rf"(?:(?:currently|now|just|still)\s+)?(?:renting|rented))\s+"
     rf"(?!.*\b(?:too|as\s+well|also|second|holiday|rental|buy-to-let|investment|vacation|trip|airbnb"
     rf"|for\s+(?:a|the|one|two|three|four|\d+|few|a\s+few)\s+(?:weeks?|weekends?|nights?|days?))\b)"
     # ("we're renting in Newtown": the place alone, and nothing after it)
     rf"(?:in\s+(?=(?-i:[A-Z])))?(?P<obj>{_DWELLING}\s+(?:in|near|just\s+outside|outside)\s+.+"
     r"|(?<=\bin\s)(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2}(?=\s*(?:now|for\s+now|at\s+the\s+moment)?\s*[.!]*$))",
     _place("lives_in", True)),
    # "moving to days from november, 7-3", "I've gone back to nights": the shift worked changes
    # (read before changes.RULES when no time is said: "I switched to day shifts" was a switch with no shift, "I moved to
    # nights" a move home; with a time, "I switched to the late shift from this Friday", it is read below, after them)
    (rf"^(?:{_IM}\s+|i've\s+|i\s+have\s+|i\s+)?(?:(?:just|now|finally|officially|also)\s+)*(?P<v>moving|switching|going|changing|moved|switched|went"
     r"|gone|changed|move|switch|go|change)\s+(?:over\s+|back\s+)?(?:onto|on\s+to|to|(?<=go\s)on|(?<=going\s)on)\s+(?:the\s+)?(?P<kind>day|night|early|late|earl(?=ies))(?:s|\s+shifts?|ies)"
     r"(?P<rest>)"
     r"(?P<hours>\s*,?\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|-|–|till|until)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?"
     # ("I switched to day shifts, the nights were killing me": why, said after a comma, is not kept)
     r"(?:\s*,\s+(?:the|my|it|its|it's|they|because|as|since|cos)\s[^?]*)?\s*$", _shift_change),
    *lifefacts.EARLY_RULES,  # "I lost my job at Tesco": read before the day's events
    *changes.RULES,
    (rf"^(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+|officially\s+)?(?P<verb>moved|move|settled)\s+"
     # "moved out of the flat in Ruzafa into a house in Alboraya": the home left, then the one moved into
     rf"(?:out\s+of\s+(?:(?:a|the|our|my)\s+)?(?:old\s+)?{_HOME_NOUNS}\s+in\s+{_CITY}\s+)?(?:in)?to\s+(?:(?:a|an|the|our|my)\s+)?"
     rf"(?:(?-i:[a-z])[\w-]*\s+){{0,2}}?{_HOME_NOUNS}\s+in\s+(?P<city>{_CITY})(?P<kind>\s+(?:district|area|neighbou?rhood))?\b.*$",
     _moved_into),
    # "I'm all moved into the condo now", "we've settled into the new bungalow in Whitstable": the move is done
    (rf"^(?:(?:i|we)(?:'ve|\s+have)?|i'm|i\s+am|we're|we\s+are)\s+(?:(?:all|just|finally|now|fully|officially|recently|properly)\s+)*"
     rf"(?:moved\s+in(?:to)?|settled\s+into)\s+(?P<home>(?:a|an|the|our|my)\s+(?:(?:new|little|small|bigger|smaller|own)\s+)?"
     # "we moved into the Glenholme house on Saturday": the place named before the home, and when
     rf"(?:(?P<named>(?-i:[A-Z])[\w'’.-]+)\s+(?=(?:new\s+)?{_HOME_NOUNS}\b))?(?:new\s+)?(?:{_HOME_NOUNS}|unit(?=\s+(?:in|at)\s+(?-i:[A-Z]))))"
     # ("we moved into the unit at Kingston on Monday": a unit, a flat in Australian, at a place; "at Christmas" is no place)
     rf"(?:\s+(?:in|at)\s+(?P<city>{_CITY}))?(?P<when>{_MOVED_WHEN_DONE})?(?:\s+(?:now|at\s+last|finally))?\s*(?:$|,|\band\b)", _moved_in_home),
    # "Moved into St Finbarr's Court last Saturday", "we moved into Fernlea House on Monday": a home by its own name, a
    # court, a house, a lodge (sheltered housing, a residence), the move done
    (rf"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:all|just|finally|now|officially|recently)\s+)*moved\s+in(?:to)?\s+"
     r"(?P<named>(?-i:[A-Z])[\w'’.-]+(?:\s+(?-i:[A-Z])[\w'’.-]+){0,3}?\s+(?-i:Court|House|Lodge|Manor|Gardens|Residence|Hall|Close"
     rf"|Mews|Towers|Apartments|Village))(?P<when>{_MOVED_WHEN_DONE})?(?:\s+(?:now|at\s+last|finally))?\s*(?:$|,|\band\b)",
     lambda m, clause: Fact("identity", f"User moved into {m.group('named')}{m.group('when') or ''}", attribute="lives_in",
                            value=proper_value(m.group("named")), reports_change=True)),
    # ("moved the family to Elk Grove", "we've relocated the kids to Leeds": the household moved, the user with it)
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|officially|since|now|also)\s+)*(?:moved|relocated)\s+"
     r"(?:(?:the|my|our)\s+(?:whole\s+)?(?:family|kids|household)\s+|us\s+(?:all\s+)?|everyone\s+)?to\s+(?P<obj>.+)$", _moved),
    # "I have recently settled in Lisbon with my husband": a home, when a place with a capital follows
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|now|since)\s+)*settled\s+in\s+(?P<obj>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\b.*)$",
     _moved),
    (rf"^(?:i've|i have|we've|we have)\s+(?:now\s+)?been\s+(?:living\s+)?in\s+(?P<city>{_CITY})\s+(?:for\s+)?(?:(?:almost|nearly|about|over"
     r"|just over|around|more than)\s+)?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|a few|a couple of|several)"
     r"\s+(?:months?|years?)(?:\s+now)?\b.*$", _been_in),
    (rf"^(?:i've|i have|we've|we have)\s+(?:now\s+)?been\s+living\s+in\s+(?P<city>{_CITY})\s+since\s+(?:\d{{4}}|{_MONTHS}|last\s+\w+)\b.*$", _been_in),
    # "I'm the pastor of St Mark's in Leeds", "I pastor a little country church, Mount Pisgah Baptist, out from Alma": who
    # leads a congregation (the verb "pastor" said of a church is the same post)
    (rf"^(?:{_IM}\s+(?:(?:now|also|still|currently)\s+)*(?P<art>the\s+|a\s+)?(?:new\s+|senior\s+|associate\s+)?(?P<role>pastor|vicar|rector"
     r"|priest|parish\s+priest|minister|rabbi|imam|chaplain|curate)\s+(?P<prep>of|at)|i\s+(?:(?:now|also|still)\s+)*(?P<verb>pastor))\s+"
     r"(?P<what>(?:a|an|the|our|two|three|(?-i:[A-Z]))[^,]{2,60}?)(?P<more>(?:,\s*(?:(?:in|near|outside|out\s+from|just\s+outside)\s+)?"
     r"(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,3})*)(?:\s*,.*)?$", _clergy),
    (rf"^{_IM}\s+(?:(?:now|officially)\s+)?(?:the\s+)?(?:new\s+)?(?P<role>head|director|lead|chair|captain|president|manager)\s+of\s+"
     r"(?P<what>(?:the\s+)?[\w -]{3,40}?)(?P<when>\s+(?:from|starting|as\s+of|since)\s+[\w ]{3,20})?$", _head_of),
    # "I'm moving off the road into a dispatch role", "I'm coming off the wards and moving into a practice educator job":
    # a role taken on (from a date ahead: a plan, see _job_in_time)
    (rf"^{_IM}\s+(?:(?:coming|moving|stepping)\s+(?:off|out\s+of)\s+(?:the\s+|my\s+)?[\w -]{{2,30}}?\s+and\s+)?"
     r"(?P<verb>moving|stepping|going|switching|transferring|coming)\s+(?:(?:off|out\s+of)\s+(?:the\s+|my\s+)?[\w -]{2,30}?\s+)?"
     r"into\s+(?P<role>(?:a|an|the)\s+(?:new\s+)?[\w -]{2,40}?)\s+(?P<kind>role|job|position|post)\b(?P<rest>.*)$", _moving_into_role),
    (rf"^(?:{_IM}\s+)?(?:(?:now|officially|also)\s+)?(?P<verb>taking\s+over|stepping\s+(?:up|in)|took\s+over|stepped\s+(?:up|in))\s+as\s+"
     r"(?P<role>(?:(?:the|a|an)\s+)?(?:new\s+)?[\w -]{2,40}?)(?P<when>\s+(?:from|on|in|starting|next|this)\b.*)?$", _taking_over_as),
    (rf"^{_IM}\s+(?:(?:now|officially)\s+)?(?:managing|leading|heading(?:\s+up)?)\s+(?P<what>(?:the|our|a)\s+[\w -]{{3,40}})$", _managing),
    # ("I'm back home in Cork": where the user lives again; a bare "I am back in Leeds." is where a trip ended, an event:
    # the home in Leeds, said finer before ("in Harehills"), stays)
    # ("back in leeds, course is done.": home again, the stay away said over)
    (rf"^(?:{_IM}|we're|we are)\s+(?:now\s+|finally\s+)?back\s+(?:home\s+in\s+(?P<obj>{_CITY})(?!\s+for\b)(?:\s*,.*)?"
     rf"|in\s+(?P<obj2>{_CITY})\s*,\s*(?:and\s+)?(?:the\s+|my\s+)?[\w-]+(?:['’]s|\s+is|\s+are|\s+has)\s+(?:\w+\s+)?"
     r"(?:done|over|finished|ended)\b.*)$", _now_in),
    (rf"^(?:{_IM}|we're|we are)\s+(?:now\s+|finally\s+)?back\s+in\s+(?P<obj>{_CITY})(?!\s+for\b)(?:\s*,.*)?$", _back_in),
    (r"^(?:i|we)(?:'ll|\s+will|'re\s+going\s+to|\s+are\s+going\s+to|'m\s+going\s+to|\s+am\s+going\s+to|'re|\s+are|'m|\s+am)\s+(?:(?:be|officially|finally|soon)\s+)*(?:moving|move|relocating|relocate)"
     # ("we are moving from Croydon to Thornton Heath end of August": where from, then where to)
     r"(?:\s+from\s+(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?)?\s+to\s+(?P<obj>.+)$", _future_move),
    # "we're not moving to Berlin after all": the plan called off (it supersedes the plan)
    (r"^(?:so\s+|and\s+|then\s+)?(?P<who>i|we)\s+(?:also\s+)?move\s+to\s+(?P<obj>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+"
     r"(?P<when>(?:at\s+the\s+)?(?:end|start|beginning|middle)\s+of\s+[a-z]+|in\s+(?:[a-z]+|\d{4})|next\s+[a-z]+|this\s+[a-z]+"
     r"|on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[a-z]+)$", _move_said_present),
    (r"^(?:i|we)(?:'re|\s+are|'m|\s+am)\s+(?P<not>not|no\s+longer)\s+(?:moving|relocating)\s+to\s+(?P<obj>.+?)"
     r"(?:\s+after\s+all|\s+anymore|\s+any\s+more)?$", _future_move),
    # "we decided not to move to Ankara after all": the same, said as the decision
    (r"^(?:so\s+|and\s+)?(?:i|we)(?:'ve|\s+have)?\s+(?:(?:finally|now)\s+)?(?P<not>decided\s+not)\s+to\s+"
     r"(?:move|relocate)\s+to\s+(?P<obj>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)(?:\s+after\s+all|\s+in\s+the\s+end)?"
     r"(?P<why>\s*,\s*.*)?$", _move_given_up),
    # "I'm starting at Zalando on 1 June", "I'm starting a new job at Spotify in August", "… at University Hospitals of
    # Leicester on 16 November": a job plan (only with "at": "joining Strava next week" may be an app)
    (rf"^(?:{_IM}|i'll\s+be|i\s+will\s+be)\s+(?:(?:officially|finally|also)\s+)*(?:starting|joining)\s+"
     r"(?:(?:a|my)\s+new\s+(?:job|role|position)\s+|as\s+(?:an?\s+|the\s+)?(?:new\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?\s+)?"
     r"(?:at|with)\s+(?:" + _EMPLOYER_KIND + r"|(?P<org>[A-Z][\w&'.-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][\w&'.-]*){0,3}?))"
     r"\s+(?:on|in|from|next|this|starting)\b.*$", _future_job),
    # "I'm joining Thoughtworks on 1st June", "I'll be joining Kainos in March as head of people": "joining" with a
    # day or month of the calendar is a new job ("joining Strava next week" is not read: an app is joined any day)
    (rf"^(?:{_IM}|i'll\s+be|i\s+will\s+be)\s+(?:(?:officially|finally|also)\s+)*joining\s+"
     r"(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,3}?)(?:\s+as\s+(?:an?\s+|the\s+)?[\w -]{2,40}?)?"
     rf"\s+(?:on|in|from)\s+(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?{_MONTHS}\b.*$", _future_job),
    # "I'm joining Monzo as a senior data analyst": a new employer and a job, said without a date (a club or an app is
    # not joined as a job: the role must end in a job's noun)
    (rf"^{_IM}\s+(?:(?:now|officially|finally)\s+)*joining\s+(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){{0,3}}?)"
     r"(?:\s+in\s+(?P<city>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?))?"
     r"\s+as\s+(?P<role>(?:(?:a|an)\s+)?[a-z][\w -]{2,50}?)(?:\s*,.*)?[.!]*$", _joining_as),
    # "I'll be joining Arup as a graduate engineer", "joining a startup called Carbonlens as their first ML hire":
    # "joining" with the role taken is a new job (an app or a club is not joined as an engineer; "I'm joining Monzo as
    # a data analyst" is read just above)
    (rf"^(?:{_IM}|i'll\s+be|i\s+will\s+be)\s+(?:(?:officially|finally|also|now)\s+)*joining\s+"
     r"(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,3}?|(?:a|an)\s+(?:[\w-]+\s+){0,3}?called\s+(?-i:[A-Z])[\w&'.-]*"
     r"(?:\s+(?-i:[A-Z])[\w&'.-]*){0,2}?)\s+as\s+(?P<role>(?:an?|the|their|its)\s+(?:[\w-]+\s+){0,3}?(?P<noun>[a-z-]+))\s*[.!]?$",
     _joining_called_as),
    # "I got the offer from Thoughtworks, joining on 1st June": the offer taken, and the start (a plan)
    (r"^i\s+(?:(?:just|finally|officially)\s+)?(?:got|accepted|took|signed)\s+(?:the|an?|their)\s+(?:job\s+|new\s+)?(?:offer|contract)\s+"
     r"(?:from|with|at)\s+(?P<org>(?-i:[A-Z])[\w&.-]*(?:\s+(?-i:[A-Z])[\w&.-]*){0,3}(?:'s(?:\s+[a-z]+){1,3}?)?)\s*,?\s+(?:and\s+)?(?:i'm\s+|i\s+am\s+)?"
     # ("starting 1 June": the day said without "on")
     r"(?:joining|starting)(?:\s+(?:them|there))?\s+(?P<when>(?:on|in|from)\s+.+|(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]).+)$", _offer_and_start),
    # "I started at Thoughtworks last week", "I've joined Kainos and survived the first week": the new employer now
    (r"^i(?:'ve|\s+have)?\s+(?:(?:just|finally|officially|recently|now)\s+)*(?P<verb>started\s+(?:work(?:ing)?\s+)?(?:at|with|for)"
     r"|began\s+(?:work(?:ing)?\s+)?(?:at|with)|joined)\s+(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,3}?)"
     r"(?P<rest>(?:\s+(?:today|yesterday|last\s+\w+|this\s+\w+|on\s+[\w ]{3,20}?|in\s+\w+))?)"
     r"(?P<tail>\s*(?:,|\band\b).*)?$", _started_at),
    # "Finished my first week at Arup today", "first week at Monzo done!": the new job has begun, the employer now
    (r"^(?:i(?:'ve|\s+have)?\s+)?(?:(?:just|finally|officially)\s+)?(?:finished|done|survived|completed|wrapped\s+up|made\s+it\s+through)"
     r"\s+(?:my\s+)?(?P<unit>first\s+(?:day|week|month|shift|fortnight))\s+(?:at|with)\s+"
     r"(?P<org>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){0,3})(?P<rest>(?:\s+(?:today|yesterday|this\s+week|last\s+week))?)\b.*$",
     _first_days),
    (r"^(?:my\s+)?(?P<unit>first\s+(?:day|week|month|shift|fortnight))\s+(?:at|with)\s+"
     r"(?P<org>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){0,3}?)\s+(?:is\s+|was\s+)?(?:done|over|finished|complete|completed"
     r"|survived|in\s+the\s+bag)(?P<rest>)\b.*$", _first_days),
    # "I'll be a nurse in Leeds from May", "i will be an engineer at Arup from next month": a role ahead, with its start
    (r"^i(?:'ll|\s+will)\s+be\s+(?P<obj>(?:a|an)\s+[a-z][\w-]*(?:\s+[\w'&.-]+){0,8}?\s+(?:from|starting|as\s+of)\s+.{3,40})$",
     _future_role),
    # "After that I will start a postdoc at the Met Office in Exeter": a post to start, named by its kind
    (r"^(?:(?:after\s+that|then|afterwards|after\s+(?:my|the)\s+[\w-]+)\s*,?\s+)?(?:i\s+will|i'll|i'm\s+going\s+to|i\s+am\s+going\s+to)\s+"
     r"(?:(?:officially|finally|also)\s+)*(?:start|begin)\s+(?:a|my)\s+(?:new\s+)?(?:[\w-]+\s+)?(?:postdoc|job|role|position|post|residency"
     r"|internship|fellowship|apprenticeship|traineeship)\s+(?:as\s+(?:an?\s+|the\s+)?[\w -]{2,40}?\s+)?(?:at|with)\s+"
     r"(?P<org>(?:the\s+)?(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,3}?)(?:\s+(?:in|on|from|next|this|starting)\b.*)?$", _future_job),
    # "I start at Google in March", "we start with Acme next week": a start said in the present, with its time
    (r"^(?:i|we)\s+(?:(?:officially|finally|also)\s+)*(?:start|begin)\s+(?:(?:a|my)\s+new\s+(?:job|role|position)\s+)?"
     r"(?:at|with)\s+(?:" + _EMPLOYER_KIND + r"|(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,3}?"
     # ("UNN hospital": the kind of place typed in lower case after its name)
     r"(?:\s+(?:hospital|school|college|university|clinic|surgery|council|library|museum|airport|prison))?))"
     # ("I start at Asda as a cashier in June": the role said before the time)
     r"(?:\s+as\s+(?:an?\s+|the\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)?"
     r"\s+(?:on|in|from|next|this|starting)\b.*$", _future_job),
    # ("moving into a house with 4 mates in Headingley in January": with whom, before where; typed without "I'm")
    (rf"^(?:(?:i|we)(?:'ll|\s+will|'re\s+going\s+to|\s+are\s+going\s+to|'m\s+going\s+to|\s+am\s+going\s+to|'re|\s+are|'m|\s+am)\s+"
     rf"(?:(?:be|officially|finally|soon)\s+)*|(?=moving\b))"
     rf"(?:moving|move)\s+into\s+(?:(?:a|an|the|our|my)\s+)?(?:(?:new|bigger|smaller|little|small)\s+)?{_HOME_NOUNS}"
     rf"(?:\s+with\s+(?:my\s+|our\s+|\d+\s+|two\s+|three\s+|four\s+|five\s+|a\s+few\s+|some\s+)?(?:[a-z]+\s+){{0,2}}?"
     rf"(?:mates|friends|flatmates|housemates|roommates|boyfriend|girlfriend|partner|fianc[ée]e?|mates\s+from\s+uni))?"
     rf"\s+in\s+(?P<obj>{_CITY}.*)$", _future_move),
    # "Now 3 years I live in Wrocław", "5 years already I work at Bosch": how long, said first
    (r"^(?:(?:now|already|since)\s+)?(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
     r"(?P<unit>years?|months?)\s*,?\s+(?:(?:now|already)\s*,?\s+)?i\s+(?:(?:still|already|now)\s+)?(?P<verb>live|work|study|teach)"
     r"\s+(?P<rest>(?:in|at|for|as)\s+.*\S)\s*$", _duration_first),
    # "I work lab technician in milk factory": a non-native "as" dropped (the role's last word a job)
    (r"^i\s+(?:(?:currently|now|still)\s+)?work\s+(?P<role>(?!as\b|at\b|in\b|for\b|on\b|with\b|from\b)[a-z][a-z-]*(?:\s+(?!(?:in|at|for)\b)[a-z][a-z-]*){0,2})"
     r"(?P<rest>\s+(?:in|at|for)\s+.+)?$", _work_no_as),
    # "I'm employed by Suncorp", "I've been employed by the Co-op for nine years": the employer (not "I was employed by",
    # a job of the past)
    (rf"^(?:{_IM}|i(?:'ve|’ve|\s+have)\s+been)\s+(?:(?:currently|now|still|happily)\s+)?employed\s+by\s+(?P<obj>.+)$",
     _place("works_at", True)),
    # "Home is Didsbury these days", "my home's in Fremantle now": where the user lives (a place named, said with "in" or
    # a time that says it is now; "home is where the heart is", "home is a mess", the bare "home is Leeds" are not)
    (r"^(?:(?:so|and|but|well)\s+)?(?:my\s+)?home(?:'s|’s|\s+is)\s+(?P<now>now\s+)?(?P<in>in\s+)?(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
     r"(?P<when>\s*,?\s+(?:these\s+days|now|nowadays|for\s+now|since\s+\S+(?:\s+\d{4})?))?(?:\s*,\s+[^,]+)?\s*[.!]*$", _home_is),
    # "I work in a bakery in Altona": the kind of workplace, said with "in" ("I work in marketing" is a field)
    (r"^i\s+(?:(?:currently|now|still|part[\s-]time|full[\s-]time)\s+)?work\s+(?:(?:part[\s-]time|full[\s-]time)\s+)?"
     # ("I work part-time on the tills at a garden centre", "on reception at a GP surgery": where in it, then the place)
     r"(?:(?:on|in|behind)\s+(?:the\s+)?(?:tills?|reception|front\s+desk|kitchen|bar|checkouts?|counter|shop\s+floor|wards?|door)\s+(?:at|in)"
     r"|in)\s+(?P<obj>(?:a|an)\s+[^,]+?)(?P<rest>\s*,.*)?$", _work_in_kind),
    (rf"^(?:i\s+(?:(?:currently|now|still|remotely|full[\s-]time|part[\s-]time|freelance)\s+)*work|{_IM}\s+(?:currently\s+)?(?:working|employed))\s+(?:(?:remotely|remote|full[\s-]time|part[\s-]time|from\s+home)\s+)?{_SHIFT_PLACE}(?:at|for)\s+(?:(?:a|an|the)\s+[\w -]{{1,40}}?\s+(?:called|named)\s+)?(?P<obj>.+)$", _works_at_shift),
    (rf"^i\s+(?:(?:currently|now|still|mostly|mainly)\s+)*(?P<verb>[a-z]+)\s+(?P<obj>[\w' -]+?)\s+(?P<how>{_LIVING})\b(?P<rest>.*)$", _living),
    # "I bake sourdough at a bakery in Utrecht", "I install solar panels for a company in Phoenix", "I coach netball at a
    # high school": a trade's verb, what is made or done, then the workplace by its kind: the user's work, not a pastime
    (rf"^i\s+(?:(?:currently|now|still|mostly|mainly)\s+)*(?P<verb>{_TRADE_VERBS})\s+(?P<obj>(?!me\b|my\b|our\b)[\w'’ -]+?)\s+"
     rf"(?P<at>(?:at|for|in)\s+(?:a|an|the)\s+(?:[\w'’-]+\s+){{0,2}}?{_WORKPLACE_KIND}s?)\b(?P<rest>.*)$", _trade_at_work),
    (r"^i\s+(?:(?:currently|now|still|mostly|mainly|also)\s+)*(?:ride|drive|deliver|cook|play|freelance|write|shoot|model|sing)\s+for\s+"
     r"(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,3})(?:\s+(?:in|around|across)\s+(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?)?"
     r"(?:\s+(?:part[- ]time|full[- ]time|on\s+weekends|at\s+night))?\s*$", _gig),
    # ("chef-propriétaire of a small resto …", "the chef-owner of …": the one who cooks and owns it)
    (r"^(?:(?:i'm|i am)\s+)?(?:the\s+|an?\s+)?(?:proud\s+)?(?P<chef>(?:head\s+)?chef\s*-\s*)?"
     r"(?P<role>owner|co-owner|founder|co-founder|cofounder|proprietor|propri[ée]taire)\s+of\s+"
     r"(?P<obj>(?:a|an|my|our|the)\s+.+|(?-i:[A-Z]).+)$", _owner_of),
    # "I own six matatus on the Thika Road route", "at present I have forty-two hives", "we own a fleet of 12 taxis":
    # what the user owns for a living, counted (a herd, a fleet, rentals, shops); "I farm 300 acres of barley"
    (rf"^(?:(?:at\s+present|currently|now|today)\s*,?\s+)?(?:i|we)\s+(?:(?:now|currently|still|also|only)\s+)*(?:own|have|run|keep|farm)\s+"
     rf"(?:(?:now|only|just)\s+)*(?P<obj>(?:a\s+fleet\s+of\s+)?{_OWNED_COUNT}\s+(?:[\w-]+\s+)?{_OWNED_FOR_A_LIVING}\b.*)$", _owned),
    # "I'm studying nursing at Deakin" is where the user studies as "I study" is, not a skill being learned; a university
    # named in lower case ("at hokkaido university") is still one
    (rf"^(?:i\s+(?:(?:currently|now|still|also)\s+)*study|{_IM}\s+(?:(?:currently|now|still|also)\s+)*studying)\s+"
     r"(?P<field>[\w -]{2,40}?)\s+(?:(?:part[- ]time|full[- ]time|online)\s+)?"
     r"(?:at|in)\s+(?P<org>(?:the\s+)?(?-i:[A-Z])[\w&'.-]*(?:\s+(?:of\s+)?(?-i:[A-Z])[\w&'.-]*){0,4}|[^\W\d_][\w'-]*(?:\s+[\w'-]+)?\s+(?-i:university))"
     # ("… in Jena (first semester)", "… at Leiden (second year)", "… at hokkaido university 2nd year": how far along, after)
     r"(?:\s*\([^()]{2,30}\)|\s*,?\s+(?P<year>1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth|final|last)\s+year)?\s*$", _studies_at),
    (rf"^(?:i|{_IM}|i've\s+been|i\s+have\s+been)\s+(?:(?:currently|now|still|mostly|part[- ]time|full[- ]time)\s+)*work(?:ing)?\s+(?:(?:part[- ]time|full[- ]time)\s+)?(?P<shifts>(?:(?:night|day|early|late|weekend|double)\s+)?shifts?\s+|(?:nights|days|weekends|evenings|earlies|lates)\s+)?as\s+(?P<obj>.+)$", _work_as),
    (rf"^(?:i\s+(?:(?:currently|now|still|mostly|mainly)\s+)*work|{_IM}\s+(?:(?:currently|now|still|mostly|mainly)\s+)*working)\s+in\s+"
     r"(?P<obj>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2})(?:\s+(?:now|these\s+days))?(?P<rest>\s*,.*)?\s*$", _work_in_city),
    (r"^i\s+(?:(?:currently|now|still|mostly|mainly)\s+)*work\s+in\s+(?P<field>[a-z][a-z -]{2,30}?)\s+(?:at|for)\s+(?P<org>[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*)(?P<rest>.*)$", _work_in),
    (rf"^(?:i\s+(?:(?:currently|now|still)\s+)*work|{_IM}\s+(?:(?:currently|now|still)\s+)*working)\s+(?:in|at)\s+(?:a|an|the)\s+[a-z][\w -]{{2,30}},\s+(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*)*)\s*(?:,.*)?$", _work_in),
    (r"^i\s+(?:(?:currently|now|still|mostly|mainly)\s+)*work\s+on\s+(?P<what>(?:a|an|the|our)\s+[\w -]{3,50}?)\s+at\s+(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*)*)\s*$", _work_on_at),
    (r"^i\s+(?:(?:currently|now|still|usually|mostly)\s+)*work\s+(?P<sched>(?:\d|one|two|three|four|five|six)\s+(?:nights?|days?|shifts?|mornings?|evenings?|twelves)"
     r"\s+(?:a|per)\s+week)(?P<rest>.*)$", _work_schedule),
    # "we're back in Hamburg since August", "I'm back home in Galway for good": home again (a stay is not read: "back in
    # London for the weekend")
    (rf"^(?:(?:so|and|but|now)\s*,?\s+)?(?:{_IM}|we're|we\s+are|i've\s+been|we've\s+been)\s+(?:now\s+|finally\s+)?(?:back|home)(?:\s+home)?\s+in\s+"
     rf"(?P<place>{_PROPER_PLACE})\s+(?P<when>since\s+(?:(?-i:[A-Z])[a-z]+(?:\s+\d{{4}})?|the\s+(?:summer|spring|autumn|winter)|last\s+(?:year|month))|for\s+good)"
     r"(?:\s+now)?(?:\s*,\s+.*)?\s*[.!]*$", _back_home_in),
    # "I'm driving again since Monday", "I am cycling again", "I smoke again since the funeral": something done again,
    # an activity (the write path ends a limit on it for a while, Brain._limits_resumed; "I'm crying again", "I'm
    # working late again tonight" are not read)
    (rf"^(?:(?:so|and|but|well|now)\s*,?\s+)?(?:(?:{_IM}|i've\s+been|i\s+have\s+been)\s+(?:(?:finally|now|officially|properly)\s+)?(?P<ing>{_AGAIN_ING})"
     rf"|i\s+(?:(?:now|finally)\s+)?(?P<bare>{_AGAIN_BARE}))\s+again(?P<since>\s+since\s+[^,.;!?]{{2,60}}?)?(?:\s+now)?\s*[.!]*$", _doing_again),
    # "the surgeon cleared me to drive again on Tuesday", "I'm allowed to drive again": leave to do it again
    (rf"^(?:(?:so|and|but|well|good\s+news)\s*,?\s+)?(?:(?:the\s+|my\s+)?(?:surgeon|doctor|gp|physio|physiotherapist|consultant|specialist|dvla)"
     rf"\s+(?:has\s+)?(?:cleared|allowed|signed\s+off)\s+me|(?:{_IM}|i've\s+been|i\s+have\s+been|i\s+got|i\s+was|i\s+got\s+the\s+all[\s-]clear)"
     rf"\s+(?:finally\s+|now\s+)?(?:allowed|cleared|signed\s+off|able))\s+to\s+(?P<bare>{_AGAIN_BARE})\s+again"
     r"(?P<when>\s+(?:on|from|since)\s+(?:last\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d{1,2}(?:st|nd|rd|th)?"
     r"|\d{1,2}(?:st|nd|rd|th)?\s+(?-i:[A-Z])[a-z]+|(?-i:[A-Z])[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?))?(?P<rest>\s*,.*)?\s*[.!]*$", _allowed_again),
    # "back on the vapes after nine weeks off", "I'm back on the fags": a habit given up taken up again
    (rf"^(?:(?:so|and|but|well)\s*,?\s+)?(?:{_IM}\s+)?back\s+on\s+(?:the\s+)?(?P<what>{_RELAPSE_WHAT})"
     r"(?P<rest>\s+(?:after|since)\s+[^,.;!?]{2,60}?)?(?:\s*,.*)?\s*[.!]*$", _back_on),
    # "I'm back at the salon two days a week now", "back at work three days a week, Monday to Wednesday", "I've gone back
    # to work part-time": the hours worked after a leave, where the user is in working life (the write path ends the
    # leave: Brain._back_at_work)
    (rf"^(?:(?:{_IM}|i've|i\s+have|i)\s+)?(?:(?:now|only|finally|officially|just|been)\s+)*(?:back\s+(?:at|in|to)|(?:gone|went)\s+back\s+to"
     r"|returned\s+to)\s+(?P<where>work|the\s+[\w-]+|my\s+[\w-]+)\s*,?\s+(?:(?P<since>since\s+(?:last\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day"
     r"|yesterday|the\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?-i:[A-Z])[a-z]+|(?-i:[A-Z])[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?))(?:\s+now)?"
     r"\s*[.!]*$|(?P<rest>(?:(?:just|only)\s+)?(?:(?:\d|one|two|three|four|five|six)"
     r"\s+(?:days|mornings|afternoons|evenings|nights|shifts)\s+(?:a|per)\s+week|(?:full|part)[- ]time)(?:\s+now)?"
     r"(?:\s+(?:at|for|with)\s+(?:the\s+)?(?-i:[A-Za-z])[\w&'-]+(?:\s+(?-i:[A-Z])[\w&'-]+){0,2})?"
     rf"(?:\s*,?\s+(?:on\s+)?{_DAYS}s?(?:\s*(?:to|-|through|and|&)\s*{_DAYS}s?)?)?)(?:\s+now)?$)", _back_at_work),
    (_MADE_A, _made_me),
    # "We're moving in with Declan in Kinsale at the end of August": where the user will live, with whom
    (_HOME_TAKEN_WITH, _home_taken_with),
    (r"^(?:i|we)(?:'re|\s+are|'m|\s+am)\s+(?:(?:finally|officially|now|soon)\s+)*moving\s+(?:back\s+)?in\s+with\s+"
     rf"(?:(?:my|our)\s+[a-z-]+\s+)?(?-i:[A-Z])[\w'’-]+\s+in\s+(?P<obj>{_CITY}.*)$", _future_move),
    (rf"^{_IM}\s+(?:(?:finally|officially|now)\s+)*moving\s+(?:back\s+)?in\s+with\s+(?P<obj>.+)$", _plain("decision")),
    (r"^i\s+(?:(?:now|still|also)\s+)*(?:run|own)\s+(?P<org>(?-i:[A-Z])[\w&'’.-]*(?:\s+(?-i:[A-Z])[\w&'’.-]*)*)(?P<rest>(?:\s+(?:on|in|at)\s+[^,]+)?)(?:\s*,.*)?$", _run_business),
    # ("I am truck driver from Poznań": what kind of driver, and where from)
    # ("I am teacher at a school in Leeds", "I am sous-chef in restaurant Pod Złotym Psem": the place by its kind first)
    # ("I am retired mechanic from the AMA buses": a retired one too; "im deckhand on the ferry for Fjord1": where it is
    # worked, on what; "I am retired structural engineer": of what kind)
    (rf"^{_IM}\s+(?P<obj>(?:retired\s+)?(?:{_TRADE_KIND}\s+|{_KIND_OF_ROLE}\s+)?(?P<job>[a-z-]+)\s+(?:at|in|near|for|from|on)\s+"
     r"(?:(?:a|an|the)\s+(?-i:[a-z])|(?:[a-z]+\s+)?(?-i:[A-Z])).*)$", _job_no_article),
    # "My son and his wife live in Auckland": a relative and their partner, where they live
    (r"^my\s+(?P<rel>(?:eldest\s+|youngest\s+|oldest\s+|older\s+|younger\s+|little\s+|big\s+)?(?:son|daughter|brother|sister|mum|mom"
     r"|mother|dad|father|grandson|granddaughter|cousin|aunt|auntie|uncle|niece|nephew|stepson|stepdaughter|best\s+friend))"
     r"\s+and\s+(?P<pos>his|her|their)\s+(?P<rel2>wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|kids|children|family|boys|girls)"
     r"\s+(?:(?:both|now|still|all|also)\s+)*live\s+(?P<where>(?:in|near|outside|just\s+outside)\s+(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'.-]*)*)"
     r"(?:\s+now)?\s*(?:[,;(].*)?$", _pair_lives),
    # "I'm cabin crew with Aer Lingus", "im ground crew": a crew is a role said without its article
    (rf"^{_IM}\s+(?:(?:still|now|currently)\s+)?(?P<crew>(?:cabin|flight|ground|air|aircraft|film|stage|road)\s+crew)"
     r"(?:\s+(?P<prep>with|at|for|on)\s+(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*)*))?\s*(?:[,(].*)?$", _crew),
    # "I am chef and I have small restaurant": the role alone, said without its article
    (rf"^{_IM}\s+(?P<obj>(?:retired\s+)?(?:{_TRADE_KIND}\s+|{_KIND_OF_ROLE}\s+)?(?P<job>(?!(?:junior|major|lead|fellow|associate|owner|rep|agent|guard|fitter"
     r"|freshman|sophomore|principal|dean|founder|cook)\b)[a-z-]+))\s*$", _job_no_article),
    # ("I manage a weaving cooperative in Chinchero", "I manage a restaurant in Leeds": the business run, as "run" says it)
    (r"^(?:i|we)\s+(?:(?:now|still|also)\s+)*(?:own|run|have|manage|co-?own|co-?run)\s+(?:(?:my\s+own|a|an|our\s+own|(?:the|our)\s+family"
     # "I run my mum's nail salon in Footscray", "we run the family bakery": a family business taken on is the user's too
     r"|(?:my|our)\s+(?:mum|mom|mother|dad|father|parents|family|grandad|grandpa|grandfather|grandma|grandmother|uncle|aunt|auntie)'s)\s+"
     # ("I own small place on Commercial Drive called Kaze": the article dropped, as a learner or a terse typist does)
     r"|(?=(?:small|little|tiny|family)\s))"
     r"(?:(?:small|little|tiny|family)\s+)*(?:[\w-]+\s+){0,3}?(?:(?:and|&)\s+[\w-]+\s+)?(?:" + _BUSINESS_KINDS
     # ("a small place … called Kaze": a place of the user's own, named)
     + r"|place(?=\s[^.!?]*\b(?:called|named)\s+(?-i:[A-Z])))\b.*$", _plain("identity")),
    # "I've got a halal butcher's on Leeds Road", "we've got a little farm in Powys": owned, as "I have" says it (not a
    # van, a vehicle as often; not a studio flat)
    (r"^(?:i|we)(?:'ve|\s+have)\s+got\s+(?:my\s+own|a|an|our\s+own)\s+(?:(?:small|little|tiny|family)\s+)*(?:[\w-]+\s+){0,3}?"
     r"(?!van\b|studio\s+(?:flat|apartment)\b)(?:" + _BUSINESS_KINDS + r")(?=\s|$)(?!\s+(?:to|for)\s).*$", _plain("identity")),
    (rf"^{_IM}\s+(?:still|now|currently|back)\s+(?:at|with)\s+(?P<obj>[A-Z].+)$", _still_at),
    # ("I've got a job at a vet practice in Galway": the news said in the perfect, with where, not as what: "I've accepted
    # a position as …" is _job_taken's; "Got a job at …": its "I" left out)
    # ("I've accepted a two-year postdoc at the Max Planck Institute": the post by how long it lasts, in the perfect)
    (r"^(?:i(?:'ve|\s+have)\s+(?=(?:just\s+|finally\s+)?(?:got|accepted|landed)\s+(?:a|an|the|my)\s+(?:[\w-]+\s+){0,3}?"
     r"(?:job|role|position|postdoc|post-doc|fellowship|internship|residency|apprenticeship|lectureship)\s+(?:at|with)\s)|i\s+)?"
     r"(?:just\s+|finally\s+|officially\s+)?(?:started|began|got|landed|accepted|took)\s+(?:my\s+|an?\s+|the\s+)?"
     # ("a Saturday job at Greggs", "an evening job at the Co-op": the job by when it is worked)
     r"(?:(?:(?:one|two|three|four|five|six|\d{1,2})-(?:year|month)|new|first|dream|local|driving|office|teaching|nursing|desk|remote|temp|summer|weekend|night|better|well-paid|proper"
     r"|saturday|sunday|evening|holiday|christmas|seasonal|cleaning|bar|retail|warehouse)\s+){0,3}"
     # ("accepted a postdoc at ETH Zurich", "took an apprenticeship with Siemens": a post of training or research)
     r"(?:full-time\s+|part-time\s+)?(?:job|role|position|postdoc|post-doc|internship|residency|fellowship|apprenticeship"
     r"|traineeship|lectureship)\b(?P<rest>.*)$", _new_job),
    # "i got transferred to night safari", "I've been posted to the Leeds office": where the user's work moves to (not a
    # patient's ward, nor a phone call's next agent)
    (r"^(?:i|we)(?:\s+(?:just|finally|recently|officially))?(?:\s+got|\s+have\s+been|'ve\s+been|\s+was|\s+were|\s+am\s+being"
     r"|'m\s+being|\s+am\s+getting|'m\s+getting|'ll\s+be|\s+will\s+be)\s+(?:transferred|posted|reassigned|seconded|redeployed)\s+to\s+"
     r"(?!.*\b(?:ward|icu|hdu|a&e|er|hospital|hospice|rehab|department|agent|someone|somebody|person|line|queue|voicemail"
     r"|supervisor|manager|account|bank|wallet)s?\b)(?P<obj>(?:the\s+|our\s+|a\s+)?[\w'’-]+.*)$", _plain("decision")),
    # "I've taken a job as team physio with Connacht Rugby", "I've accepted a position as a nurse at St James's": the
    # same news said in the perfect, with the role said after "as"
    (r"^i(?:'ve|\s+have)\s+(?:(?:just|finally|officially|now)\s+)*(?:taken|landed|accepted|got)\s+(?:a\s+|the\s+)?"
     r"(?:(?:new|full-time|part-time|permanent)\s+)?(?:job|role|position|post)\s+(?=as\s)(?P<rest>.*)$", _job_taken),
    (r"^i\s+(?:(?:just|finally|officially|recently)\s+)?(?:left\s+(?P<old>[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*)\s+and\s+)?(?:joined|started at|moved to)\s+(?P<org>[^\W\d_][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*)\s+as\s+(?P<role>.+)$", _joined),
    (r"^(?:i\s+|i(?='))?(?:just\s+|finally\s+|officially\s+)?(?:got|was|(?:have|'ve)\s+(?:(?:just|finally|officially)\s+)?been|been)\s+(?:(?:just|finally|officially)\s+)?(?:promoted(?:\s+to\s+(?P<obj>.+?))?|made\s+up\s+to\s+(?P<up>.+?))(?:\s+(?:today|yesterday|last\s+\w+|this\s+\w+|at\s+work))*\s*$", _promoted),
    (rf"^(?:{_IM}|we're|we are|i've been|i have been)\s+(?:(?:now|also|still|all)\s+)?(?:a |an )?(?:[a-z-]+ )?(?P<diet>vegetarian|vegan|pescatarian|pescetarian|flexitarian)\b", _diet),
    # A diet that is not a kind of person ("I'm keto", "I'm also gluten-free") only when
    # it ends the statement: "I'm a keto fan" is a taste, not a diet.
    (rf"^(?:{_IM})\s+(?:(?:now|also|still|strictly)\s+)?(?P<diet>gluten-free|dairy-free|lactose-free|keto|paleo|halal|kosher)"
     r"(?=\s*(?:$|[,.;!(]|and\b|now\b|too\b|as well\b|these days\b|diet\b))", _diet),
    (r"^i (?:(?:also|now|still|only|always|strictly) )?(?:follow|eat|keep|am on|'m on)\s+(?:a |an )?(?:strict(?:ly)? )?(?P<diet>keto|paleo|vegan|vegetarian|low-carb|gluten-free|dairy-free|halal|kosher)(?:\s+diet)?\b", _diet),
    # "I went vegan at New Year", "we've gone vegetarian": a diet taken up is the diet now, so a
    # later one ("pescatarian now") supersedes it; a month's trial ("for Veganuary") is no diet
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|officially|also|now|both|all)\s+)*(?:went|gone|turned|become|became)"
     r"\s+(?:(?:fully|full|strictly|completely|totally|a|an)\s+)*(?P<diet>vegetarian|vegan|pescatarian|pescetarian|flexitarian)\b"
     r"(?!\s+(?:for\s+(?:a|one|two|the)\b|for\s+(?:veganuary|lent|january)\b|restaurant|place|caf|recipe|food|meal|option|bakery|version))", _diet),
    # "decided to go vegan, watched a documentary", "I've decided to go vegetarian": the diet taken up, as "went
    # vegan" is (so "not vegan anymore" ends it); one to come ("… in January", "… after Christmas", "… for Lent") is not
    (r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:just|recently|finally|officially|also|both|all)\s+)*decided\s+to\s+go\s+"
     r"(?:(?:fully|full|strictly|completely|totally)\s+)*(?P<diet>vegetarian|vegan|pescatarian|pescetarian|flexitarian)\b"
     r"(?=\s*(?:$|[,.;!]|last\s+\w+|(?:a\s+few|two|three|some)\s+\w+\s+ago|yesterday|this\s+(?:week|month|year)\b))", _decided_diet),
    # "solo indie dev, shipping a roguelike called Ashfall Trail": a terse introduction, the role then what it makes
    (r"^(?P<role>(?:[a-z-]+\s+){0,3}?(?:" + "|".join(sorted(JOB_NOUNS, key=len, reverse=True)) + r"))\s*,\s*"
     r"(?P<doing>(?:shipping|building|making|developing|writing|working\s+on|coding|designing|launching|finishing)\s+[^,;]+)(?:[,;].*)?$", _role_and_work),
    # "I'm eating fish again now", "we're eating eggs and cheese again": a food taken back after a diet
    # ("I've started eating fish again, the doctor wants more omega 3": why, said after it)
    (r"^(?:(?:i'm|i\s+am|we're|we\s+are)\s+(?:now\s+)?(?:back\s+to\s+)?eating|(?:i|we)(?:'ve|\s+have)?\s+(?:now\s+|just\s+|recently\s+)?"
     r"(?:started|begun|began|gone\s+back\s+to|went\s+back\s+to)\s+eating|(?:i|we)\s+(?:now\s+)?eat)\s+(?P<obj>(?:(?:red\s+|white\s+)?meat|fish|seafood|shellfish|chicken"
     r"|eggs|dairy|cheese|pork|beef|lamb|bread|gluten|sugar|carbs)(?:\s*(?:,|and|&)\s*(?:(?:red\s+|white\s+)?meat|fish|seafood|shellfish|chicken"
     r"|eggs|dairy|cheese|pork|beef|lamb|bread|gluten|sugar|carbs))*)\s+again(?:\s+now)?\s*[.!]*"
     r"(?:\s*[,;]\s*(?:(?:my|the)\s+(?:doctor|gp|dietitian|dietician|nutritionist|consultant)|because|since|as)\b.*)?$", _eating_again),
    # "I can only train tues/thurs", "I can only book the spectrometer Mon/Wed": the days the user can do a thing
    (r"^i\s+can\s+only\s+(?P<what>(?!be\b)[a-z]+(?:\s+(?:the|my|our|a)\s+[\w-]+|\s+it|\s+in)?)\s+(?:on\s+)?(?P<days>" + _DAY_ABBR_LIST + r")"
     r"(?:\s+(?:now|at\s+the\s+moment|these\s+days))?\s*(?:[,;(].*)?$", _only_days),
    # "I'll be in Kano over Eid to see my mother", "I'll be in Lisbon from the 3rd": where the user will be, and when
    (r"^i(?:'ll|\s+will)\s+be\s+(?:back\s+)?in\s+(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'.-]*)*\s+(?:over|at|for|during|next|this|from|on|in|until)\s+.+$",
     _plain("episode")),
    # "the wedding will be next summer, prob january": a wedding's month (said after the season, the month wins)
    (r"^(?:the|our|my)\s+wedding\s+(?:will\s+be|is\s+going\s+to\s+be|'s\s+going\s+to\s+be|is\s+(?:now\s+)?(?:planned|set|booked|pencilled|penciled)"
     r"(?:\s+in)?\s+for|is|'s)\s+(?:(?:next|this)\s+(?:summer|winter|spring|autumn|fall|year)\s*,?\s*(?:(?:prob(?:ably)?|maybe|likely|most\s+likely"
     r"|hopefully)\s+)?)?(?:in\s+)?(?P<mon>january|february|march|april|may|june|july|august|september|october|november|december)"
     r"(?P<year>\s+\d{4})?\b(?:\s*[,(].*)?\s*[.!]*$", _wedding_month),
    (r"^(?:i|we)(?:'ve|\s+have)\s+(?:just\s+)?(?:pencilled|penciled)\s+in\s+(?:the|our)\s+wedding\s+for\s+(?:the\s+)?(?P<mon>.+)$",
     _wedding_month),
    # "now we are in a T2 in Alvalade", "we're in a flat in Leith now": the home the user lives in now
    (r"^(?:now\s+)?(?:we|i)(?:'re|\s+are|'m|\s+am)\s+(?:now\s+)?in\s+(?P<home>(?:a|an)\s+(?:(?:small|tiny|little|new|rented|shared|two-bed|one-bed|2-bed|1-bed"
     r"|3-bed)\s+)*(?:t[0-5]|flat|apartment|studio|bedsit|condo|flatshare|house\s*share|terrace|townhouse|bungalow|cottage))\s+in\s+"
     r"(?P<place>(?-i:[A-Z])[\w'.-]*(?:\s+(?:de|do|da|del|la|le)?\s*(?-i:[A-Z])[\w'.-]*)*)(?P<now>\s+now)?\s*(?:[,;(].*)?$", _home_now),
    # "I'm eating fish again, so pescatarian now I guess": the diet said without its verb, with "now"
    # ("so pescatarian now, not vegetarian": the diet it replaces said after it)
    # ("so vegetarian again I guess": a diet kept before, taken back)
    (r"^(?:so\s+)?(?:(?:a|an)\s+)?(?P<diet>vegetarian|vegan|pescatarian|pescetarian|flexitarian)\s+(?:now|again)"
     r"(?:\s*,?\s*i\s+(?:guess|suppose|think|reckon))?"
     r"(?:\s*,\s*(?:not|no\s+longer)\s+(?:(?:a|an)\s+)?(?P<old>vegetarian|vegan|pescatarian|pescetarian|flexitarian)(?:\s+any\s*more)?)?$", _diet_now),
    (rf"^{_IM}\s+(?:severely |very |mildly |deathly |highly |seriously |super |extremely )?allergic to\s+(?P<obj>.+)$", _allergy),
    # "Esi was born yesterday morning": a birth told by the baby's name alone, just after it
    # ("Baby Lucas was born on 24 September, 3.4 kg": "baby" before the name, a date said, the weight after)
    (r"^(?:(?:our\s+)?(?:baby|little)\s+)?(?P<name>(?-i:[A-Z])[a-z'-]+)\s+(?:was|got)\s+born\s+(?P<when>(?:(?:early|late)\s+)?(?:yesterday|today|this\s+morning"
     r"|last\s+night|(?:on|this|last)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|at\s+\d"
     rf"|on\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTHS}\b|on\s+{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?\b)[^,]*)"
     r"(?:,.*)?$", _born_news),
    # "I'm on paternity leave until 4 January": away from work for a stretch, and why
    (rf"^{_IM}\s+(?:(?:now|currently|officially|still)\s+)?on\s+(?:(?:shared|unpaid|paid|long-term)\s+)?(?:paternity|maternity"
     r"|parental|sick|medical|compassionate|adoption|study|bereavement)\s+leave\b.*$", _plain("episode")),
    # "first day at Adyen today": the user started working there
    (r"^(?:(?:today\s+(?:is|was)|it's|it\s+is|it\s+was)\s+)?(?:my\s+)?first\s+day\s+(?:at|with)\s+"
     r"(?P<org>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){0,2})(?P<rest>.*)$", _first_day),
    # "I am walking with a frame now", "getting around on crutches for now": how the user walks, an aid lived with
    (rf"^(?:(?:and|but|so)\s+)?{_IM}\s+(?:now\s+|still\s+|only\s+)?(?:walking|getting\s+about|getting\s+around)\s+(?:with|on)\s+(?:a\s+|an\s+)?"
     r"(?P<aid>(?:walking\s+|zimmer\s+)?frame|walker|(?:walking\s+)?stick|cane|crutches|rollator)(?:\s+(?:now|for\s+now|at\s+the\s+moment))?$",
     _walks_with),
    # "No more crutches, just a stick on bad days", "I'm off the crutches now", "don't need the walker anymore": an aid
    # given up ends the aid lived with ("User walks with crutches"); the stick used instead, said after, is kept
    (rf"^(?:(?:and|so|finally|yay|also)\s*,?\s+)*(?:no\s+more\s+(?:the\s+)?|{_IM}\s+(?:finally\s+|now\s+)?off\s+(?:the|my)\s+"
     r"|i\s+(?:don't|do\s+not|no\s+longer)\s+need\s+(?:the|my|a)\s+|(?:i\s+)?(?:got\s+rid\s+of|ditched)\s+(?:the|my)\s+)"
     r"(?P<aid>crutches|walker|(?:walking\s+|zimmer\s+)?frame|rollator|wheelchair|sling|(?:knee\s+|back\s+|wrist\s+|ankle\s+|neck\s+)?brace"
     r"|splint|(?:moon|walking|air)\s+boot|neck\s+collar|eye\s+patch)"
     r"(?:\s+(?:any\s*more|now|at\s+last|finally|for\s+me|from\s+today|as\s+of\s+today|yay+|woo+(?:hoo+)?|lol|haha+))*"
     r"(?P<rest>\s*[,;].*|\s*!+\s*(?:just|only|now)\s+.*)?\s*[.!]*$", _aid_over),
    # "no bowls until the surgeon says so": what a clinician has ruled out for now
    (r"^no\s+(?P<what>[a-z][a-z' -]{1,30}?)\s+(?:until|till|before)\s+(?:the|my)\s+(?P<who>surgeon|doctor|doc|physio|gp|consultant|specialist)\s+"
     r"(?:says\s+(?:so|ok|okay|it's\s+ok(?:ay)?)|clears\s+me|signs\s+me\s+off|gives\s+(?:me\s+)?the\s+(?:ok|okay|all[\s-]clear|go-ahead))\b[^?]*$",
     _ruled_out_for_now),
    # "I wear a hearing aid in my left ear": what the user lives with
    # ("I've got an ileostomy", "I have a stoma": a bag for life, or for now)
    (r"^i(?:\s+(?:wear|use|have|need|have\s+got)|'ve\s+got)\s+(?P<obj>(?:a\s+|an\s+)?(?:hearing\s+aids?|wheelchair|walking\s+stick|cane|walker"
     r"|pacemaker|insulin\s+pump|cochlear\s+implant|prosthetic\s+\w+|mobility\s+scooter|stoma(?:\s+bag)?|ileostomy|colostomy"
     r"|urostomy|catheter|feeding\s+tube|glucose\s+monitor)\b.*)$", _aid),
    # ("i got hearing aids at last from the NHS", "finally got my pacemaker fitted": one the user has now; not one got
    # for someone else, "I got a wheelchair for my dad")
    # ("I have also finally got hearing aids, after years of …": the perfect, with its adverbs)
    (r"^i(?:'ve|\s+have)?\s+(?:(?:also|finally|just|now|recently|at\s+last)\s+)*got\s+(?:(?:my|new)\s+)?(?P<obj>(?:a\s+|an\s+)?(?:hearing\s+aids?|wheelchair"
     r"|walking\s+stick|cane|walker|pacemaker|insulin\s+pump|cochlear\s+implant|mobility\s+scooter|glucose\s+monitor))\b"
     # (not one done something to: "got my hearing aids adjusted today", which the aid's own rule reads)
     r"(?!\s+(?:[a-z]+ed|done|fixed|seen\s+to|back)\b)(?!.*\bfor\s+(?:my|his|her|their|our|a|the)\b)",
     lambda m, clause: Fact("constraint", f"User has {m['obj'].lower()}")),
    # "The doctor gave me a hearing aid", "the hospital has given me a walker": one the user has now, given by a clinic
    (r"^(?:the|my)\s+(?:doctor|doc|gp|audiologist|hospital|clinic|specialist|consultant|nhs|physio|surgeon|nurse)\s+"
     r"(?:(?:has\s+)?(?:finally\s+)?(?:gave|given|fitted|sorted)|has\s+finally\s+given)\s+me\s+(?:with\s+)?(?:(?:my|new)\s+)?"
     r"(?P<obj>(?:a\s+|an\s+)?(?:hearing\s+aids?|wheelchair|walking\s+stick|cane|walker|pacemaker|insulin\s+pump|cochlear\s+implant"
     r"|mobility\s+scooter|glucose\s+monitor))\b(?!.*\bfor\s+(?:my|his|her|their|our)\b)",
     lambda m, clause: Fact("constraint", f"User has {m['obj'].lower()}")),
    # "I have a stent since 2019", "I've got two stents": what the user lives with (never "I need a stent": not yet)
    (r"^i\s+(?:have|'ve\s+got|have\s+got|had)\s+(?P<obj>(?:a\s+|two\s+|three\s+)?(?:heart\s+|cardiac\s+|coronary\s+)?stents?\b"
     r"(?!\s+(?:put\s+in|fitted|done|placed|inserted)\b(?!\s+(?:in|since)\s+\d{4})).*)$", _aid),
    # "the doctor changed my blood pressure tablets", "I take pills for my cholesterol": a medicine the user takes, by
    # what it treats (only the user's own: "my mum's blood pressure tablets" are hers)
    (r"^(?:(?!.*\b(?:if|whether|should\s+i|do\s+i\s+need)\b).*?\b)?(?:my\s+(?P<cond>blood\s+pressure|cholesterol|thyroid|diabetes|heart|asthma"
     r"|epilepsy|arthritis|reflux|acid\s+reflux|gout|angina)\s+(?P<kind>tablets?|pills?|medication|medicines?|meds|inhaler)"
     r"|(?P<kind2>tablets|pills|medication|meds)\s+for\s+my\s+(?P<cond2>blood\s+pressure|cholesterol|thyroid|diabetes|heart|asthma|epilepsy"
     r"|arthritis|reflux|acid\s+reflux|gout|angina))\b.*$", _takes_for),
    # "I'm on the waiting list for a knee replacement at Morriston": an operation waited for
    (rf"^{_IM}\s+(?:(?:now|still|finally|already)\s+)*on\s+(?:the|a)\s+(?:(?:nhs|waiting|surgery|transplant)\s+)?(?:waiting\s+)?list\s+for\s+"
     r"(?P<what>(?:a|an|my)\s+(?:[\w-]+\s+){0,2}?(?:replacement|operation|surgery|transplant|op|procedure|bypass))\b"
     r"(?P<where>\s+at\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*(?:\s+in\s+(?-i:[A-Z])[\w'’-]*)?)?", _waiting_list),
    # "… put me on blood thinners after a spell in April, atrial fibrillation he called it", "had a funny turn, vertigo
    # the doctor called it": the condition a clinician named, said after what happened (what comes before read as ever)
    (rf"^(?P<head>.*?),\s*(?P<cond>{_CONDITIONS})\s+(?:he|she|they|the\s+(?:doctor|doc|gp|consultant|specialist|nurse)|doc)\s+"
     r"(?:called|calls|named)\s+it\s*[.!]?$", _called_it),
    # "doctor put me on metformin, 500mg twice a day": a medicine taken
    # ("the doctor over in Waycross put me on …", "my GP in Kendal started me on …": where the doctor is, said between)
    # ("they put me on hormone injection, zoladex, every 3 months": "they" only with a medicine named, _put_on)
    (r"^(?:(?:my\s+|the\s+)?(?:doctor|gp|doc|consultant|cardiologist|psychiatrist|specialist|endo|endocrinologist|oncologist"
     r"|urologist)|(?P<they>they))"
     r"(?:\s+(?:over\s+|up\s+|down\s+|out\s+)?(?:in|at)\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?)?\s+(?:has\s+|just\s+)?"
     r"(?:(?:put|started|switched|(?:has\s+|'s\s+)?got|keeps)\s+me\s+on"
     # ("the doctor has added gliclazide in the mornings": a medicine added to those taken, named)
     r"|(?P<added>added))\s+(?P<obj>.+)$", _put_on),
    # "the cardiologist is changing me from warfarin to apixaban", "I've been switched from ramipril to losartan": one
    # medicine for another (the store ends the old one taken: Brain._medicine_switched)
    (r"^(?:(?:my\s+|the\s+)?(?:doctor|gp|doc|consultant|cardiologist|psychiatrist|specialist|neurologist|haematologist|hematologist"
     r"|rheumatologist|endocrinologist|endo|oncologist|urologist)\s+(?:is\s+|has\s+|just\s+)?(?:switch(?:ed|ing)|chang(?:ed|ing)|mov(?:ed|ing)|tak(?:en|ing))"
     r"|(?:i|i've|i\s+have|i'm|i\s+am)\s+(?:just\s+)?(?:been\s+|being\s+)(?:switched|changed|moved))\s+(?:me\s+)?(?:from|off)\s+"
     r"(?P<old>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:to|onto)\s+(?P<obj>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*(?:[.!]*$|,\s)", _switched_me),
    # "The doctor stopped the gliclazide, I was getting dizzy", "my GP took me off the ramipril": a medicine the user no
    # longer takes, stopped by whoever prescribed it
    (r"^(?:my\s+|the\s+)?(?:doctor|gp|doc|consultant|cardiologist|psychiatrist|specialist|nurse|haematologist|hematologist"
     r"|endocrinologist|diabetes\s+nurse)\s+(?:has\s+|just\s+)?(?:stopped|took\s+me\s+off|taken\s+me\s+off)\s+(?:the\s+|my\s+)?"
     r"(?P<obj>[a-z][\w-]*)(?:\s+(?:tablets|pills))?(?=\s*(?:[.!,;]|$)|\s+(?:because|as|since|after|now)\b)", _medicine_stopped),
    # "I stopped the tramadol last week", "I've stopped my ramipril": the user's own stopping, the medicine named with
    # "the" or "my" ("I stopped the car", "I stopped the meeting" are no medicine: _medicine_stopped)
    (r"^(?:i|i've|i\s+have)\s+(?:just\s+|finally\s+|now\s+)?stopped\s+(?:the|my)\s+(?P<obj>[a-z][\w-]*)(?:\s+(?:tablets|pills))?"
     r"(?:\s+(?:last\s+week|last\s+month|yesterday|today|this\s+week|on\s+\w+day|(?:a|two|three|\d)\s+(?:days?|weeks?)\s+ago))?"
     r"(?=\s*(?:[.!,;]|$)|\s+(?:because|as|since|after|now)\b)", _medicine_stopped),
    # "Doctor has me on a low salt diet": the doctor keeps the user on it
    (r"^(?:my\s+|the\s+)?(?:doctor|gp|doc|consultant|cardiologist|psychiatrist|specialist|dietitian|dietician)\s+has\s+me\s+on\s+(?P<obj>.+)$",
     _put_on),
    # ("I'm type 1 diabetic, been since I was 12" is read "I've been type 1 diabetic since …": how long, said after)
    (rf"^(?:{_IM}|(?:i've|i\s+have)\s+been(?!\s+sober\b))\s+(?:(?:now|also|still|a|type\s+[12i]+|pre|borderline|severely|mildly)[\s-]+)*(?:lactose intolerant|gluten intolerant|celiac|coeliac|(?:pre)?diabetic|sober|epileptic|asthmatic)\b", _plain("constraint")),
    # "I am intolerant to lactose": a learner's order for "lactose intolerant" (what they cannot take named after it)
    (rf"^{_IM}\s+(?:(?:also|very|severely|mildly)\s+)?intolerant\s+to\s+(?:the\s+)?(?:lactose|gluten|fructose|histamine|dairy|wheat|soy|milk)\b",
     _plain("constraint")),
    # "my hearing is going in the left ear", "I'm losing my sight", "I'm going deaf in one ear": a sense the user is losing
    # (the doctor's word for it read as the user's, as "doctor says I have …" is)
    (rf"^(?:(?:my\s+|the\s+)?(?:doctor|gp|doc|audiologist|optician|optometrist|specialist|consultant)\s+(?:says|said|say|told\s+me)\s+(?:that\s+)?)?"
     rf"(?:{_IM}\s+(?:slowly\s+)?(?:losing\s+(?:my\s+|the\s+)?(?P<sense>hearing|sight|eyesight|vision)|going\s+(?P<gone>deaf|blind))"
     r"|my\s+(?P<sense2>hearing|eyesight|sight|vision)\s+(?:is\s+|'s\s+)?(?:going|failing|getting\s+worse|deteriorating))"
     r"(?P<where>\s+in\s+(?:my|the|one)\s+(?:(?:left|right)\s+)?(?:ear|eye))?\b(?!\s+(?:to|for|on|off|out|back|through)\b)", _losing_sense),
    # "I'm dyslexic", "I'm colour blind so keep charts readable": what the user lives with
    (rf"^{_IM}\s+(?P<trait>(?:(?:also|quite|very|severely|mildly|partially|totally|a\s+bit)\s+)*(?:{_TRAIT_CONDITIONS}))\b"
     r"(?!\s+(?:to|about|with)\b)", _trait("constraint")),
    # "I'm left-handed", "I'm a night owl, do my best work after midnight", "I'm the youngest of four": who the user is
    (rf"^{_IM}\s+(?P<trait>(?:(?:really|just|also|definitely|so)\s+)?(?:not\s+)?(?:(?:also|very|quite|totally|definitely|really|more\s+of|such|a\s+bit\s+of|kind\s+of)\s+)*"
     rf"(?:{_TRAITS}))\b(?!\s+(?:at|about|when|with)\b)", _trait("identity")),
    # "I'm a huge Arsenal fan", "I'm a cat person": what the user is a fan of, which kind they are
    # ("I am a Wanderers supporter for sixty years", "I've been a Saints fan since 1979": how long, said after it)
    (rf"^(?:{_IM}|i've\s+been|i\s+have\s+been)\s+(?:also\s+|really\s+|such\s+)?(?:a|an)\s+(?:(?:huge|big|massive|lifelong|life-long|die-?hard|long-suffering|proud|total|massive)\s+)?"
     r"(?P<obj>(?!(?:people|morning|night|early|big|huge|good|bad|different|busy|new|young|old|real|nice|fun|lucky|private|shy"
     r"|happy|practical|visual|detail|numbers|details|people's|ideas|glass)\b)[\w'.&-]+(?:\s+[\w'.&-]+){0,2}?)\s+(?:fan|supporter|person)"
     r"(?:\s+(?:for\s+(?:over\s+|nearly\s+|almost\s+)?(?:\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+years|since\s+(?:\d{4}|i\s+was\s+(?:a\s+)?[\w ]{1,20}?)))?\s*[.!]*$",
     _plain("preference")),
    (r"^i(?:\s+was|\s+(?:just\s+)?got|\s+have\s+been|'ve\s+been|\s+(?:just\s+|recently\s+)?been)\s+(?:just\s+|recently\s+|finally\s+|officially\s+)*diagnosed\s+with\s+(?P<obj>.+)$", _plain("constraint")),
    (rf"^(?:the\s+|my\s+)?(?P<who>{_CLINICIAN})\s+(?:says|said|tells me|told me|has said)\s+(?:that\s+)?(?P<obj>no\s+(?!(?:problem|problems|worries|issue|issues|big\s+deal|way|idea|rush|need)\b)[a-z]+(?:ing)?\b.*)$", _doctor_no),
    # "all my recipes are in Paprika now", "the whole roadmap is in Linear now": where the user keeps a kind of work, a
    # tool switched to (its name may be a common word, a capital mid-sentence and the kind of work say it is a tool)
    (r"^(?:(?:so|and|but|now)\s*,?\s+)?(?:(?P<all>all)\s+(?:of\s+)?(?P<whose>my|our)\s+|(?P<whole>the\s+whole|our\s+whole|my\s+whole)\s+)"
     rf"(?P<what>(?:[a-z]+\s+)?{_KEPT_WORK})\s+(?:is|are|live|lives|go|goes)\s+(?:all\s+)?(?:in|on|into)\s+"
     r"(?P<tool>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)\s+(?:now|these\s+days|nowadays)\b(?:\s*,.*)?\s*[.!]*$", _work_kept_in),
    # "uv for everything, pytest, ruff": a tool the user uses for all of it, said without a verb
    (r"^(?P<tool>[A-Za-z][\w.+#-]*(?:\s+(?-i:[A-Z])[\w.+#-]*)?)\s+for\s+(?:everything|all\s+of\s+it)\b(?:\s*,.*)?$", _tool_for_everything),
    # ("since September everything is in Cliniko: the agenda, the notes, all of it", "everything goes through Xero now,
    # invoices, wages, the lot": since when is left, what "everything" is kept)
    (r"^(?:(?:since|from)\s+(?-i:[A-Z])[a-z]+\s*,?\s+|now\s*,?\s+)?everything(?:'s|\s+is|\s+goes\s+through|\s+runs\s+(?:on|through|in))\s+"
     r"(?:in\s+|on\s+|done\s+in\s+)?(?P<tool>[A-Z][\w+#.-]*(?:\s+[A-Z][\w+#.-]*)?)(?:\s+(?:now|these days))?"
     r"(?:\s*[:,]\s*(?P<list>[^.!?;]+?))?\s*$", _everything_in),
    (rf"^{_IM}\s+(?P<neg>not\s+)?(?:(?:really|a|an|huge|big|great|massive|real|total|long-time|lifelong|much|of|the|biggest)\s+)*fan of\s+(?P<obj>.+)$", _fan),
    (rf"^{_IM}\s+(?P<neg>not\s+)?(?:(?:really|very|that|so|all|totally|super|big|huge|much)\s+)*(?:into|big on|keen on)\s+(?P<obj>.+)$", _fan),
    (rf"^(?:{_IM}\s+)?(?:(?:a|an)\s+)?(?P<year>1st|2nd|3rd|[4-6]th|first|second|third|fourth|fifth|sixth|final|last)[- ]year"
     r"(?:\s+(?P<field>(?!student\b)[a-z][\w.&-]*(?:\s+(?!student\b)[a-z][\w.&-]*){0,3}?))?"
     r"(?:\s+(?P<kind>student|major|undergrad|undergraduate|phd student|grad student|masters? student|medic|med student))?"
     # "4th year PhD student in computational linguistics at SNU": the field said after the kind of student
     r"(?:(?<=student)\s+in\s+(?P<subject>[a-z][\w.&-]*(?:\s+[a-z][\w.&-]*){0,3}?))?"
     r"\s+(?:at|@)\s+(?P<org>[A-Z][\w&.'-]*(?:\s+(?:of\s+)?[A-Z][\w&.'-]*)*)\s*$", _year_of_study),
    (rf"^{_IM}\s+(?:(?:now|officially|finally)\s+)+(?P<obj>(?:a|an)\s+.+)$", _now_a),
    (rf"^(?:{_IM}|i work as|i've been|i have been)\s+(?P<obj>(?:a|an)\s+.+|the\s+only\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){{0,2}}\s+(?:at|in|on|for)\s+.+|the\s+(?:main|primary|sole|full-time)\s+(?:carer|caregiver|care-giver)\s+for\s+(?:my|our)\s+.+|[\w-]+\s+[\w-]+(?:\s+[\w-]+)?\s+(?:at|based|in)\s+.+"
     # "I'm the medic on a platform in the North Sea": the one who does the job on a ship, a rig, a ward
     r"|the\s+(?P<on>[a-z-]+)\s+on\s+(?:a|an|the)\s+.+)$", _job),
    (r"^i\s+(?:teach|lecture in|lecture|practi[cs]e law|practi[cs]e medicine)\b(?!\s+me\b)\s*(?P<obj>.*)$", _plain("identity")),
    # "I work nights", "they moved me to days" (read as "I work days"): the shift the user works
    (r"^i\s+(?:(?:now|mostly|only|still|usually)\s+)?work\s+(?P<when>days|nights|earlies|lates|weekends|evenings)(?P<rest>(?:\s+(?:now|these\s+days|again|mostly|only))?)\s*$", _works_shift),
    # "I work second shift at the Jefferson plant", "working nights at a call center in Ortigas now, 10pm to 7am", "I work
    # nights on the trams": the shift and the workplace, one fact ("I'm working" and a subject left out are the same; "on"
    # only before an article, and not before what is worked on: "I work evenings on the novel" is no shift)
    (r"^(?:i\s+(?:(?:now|mostly|only|still|usually)\s+)?work|(?:i'm\s+|i\s+am\s+)?(?:now\s+)?working)\s+(?:the\s+)?"
     r"(?P<when>days|nights|earlies|lates|evenings|(?:first|second|third|1st|2nd|3rd|night|day|graveyard|swing|late|early)\s+shifts?)"
     r"\s+(?P<where>(?:(?:at|in|for)\s+(?:a|an|the|[A-Z])|on\s+(?:a|an|the)\s+(?!(?:\w+\s+)?(?:project|book|novel|thesis|dissertation"
     r"|house|garden|allotment|car|bike|website|app|album|paper|report|essay|extension|renovation|business|startup)s?\b))"
     r"[^,;]*?)(?:\s+(?:now|these\s+days))?"
     r"(?:\s*,\s*(?P<hours>\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|till|until|-|–)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?))?"
     r"(?:\s*,?\s+so\b.*|\s*,.*)?$", _works_shift_at),
    (r"^my pronouns are\s+(?P<obj>[\w/ ]+?)\s*$", _pronouns),
    # "My partner Alex uses they/them pronouns": a relative's pronouns, as the user said them
    (r"^my\s+(?P<rel>(?:[a-z-]+\s+)?[a-z-]+)\s+(?P<name>(?-i:[A-Z])[\w'’-]+)\s+(?:uses|goes\s+by)\s+"
     rf"(?P<p>{_PRONOUN_PAIR})(?:\s+pronouns)?\s*[.!]*$",
     lambda m, clause: Fact("relationship", f"User's {m['rel'].lower()} {m['name']} uses {''.join(m['p'].lower().split())} pronouns")),
    (r"^i\s+never(?:\s+ever)?\s+(?P<verb>[a-z']+)\b(?P<rest>.*)$", _never),
    # ("I can't stand up for long", "can't stand still": standing itself, a limit, not a dislike)
    (r"^i\s+(?:really\s+|just\s+|absolutely\s+|honestly\s+)?(?:can't|cannot|can not)\s+stand\s+"
     r"(?!(?:up|still|long|for\s+long|for\s+more|for\s+an?\s|on\s+my|upright|straight)\b)(?P<obj>.+)$", _likes("negative")),
    # "I won't be able to drive for six weeks afterwards": a limit to come, said of a dated event (_AFTERWARDS joins it)
    (rf"^(?:i\s+(?:can't|cannot|can not|won't\s+be\s+able\s+to|will\s+not\s+be\s+able\s+to|will\s+be\s+unable\s+to)|{_IM}\s+(?:not able to|unable to|not allowed to))\s+(?:eat|drink|have|consume|tolerate|digest|use|work|travel|fly|drive|attend|lift|wear|spend|afford|walk|sit|climb|swim|read|hear|see well)\b(?P<obj>(?!.*" + lifefacts.PASSING + r").*)$",
     _plain("constraint")),  # "I can't drive today": that day's, not a constraint
    (r"^(?:i|we)\s+(?:don't|do not|no longer)\s+(?P<verb>eat|drink|smoke|use|fly|drive|work|own|consume|take|do|schedule|answer|speak)\b\s*(?P<obj>.*)$", _dont),
    # "my family doesn't eat pork", "our kids don't eat fish": a rule the user's meals keep for the household
    (r"^(?:my|our)\s+(?P<who>(?:whole\s+)?family|household|wh[aā]nau|familia|kids|children|boys|girls)\s+(?:doesn't|don't|does\s+not"
     r"|do\s+not|never|can't|cannot|won't)\s+eat\s+(?P<obj>[a-z]+(?:\s+[a-z]+)?)\s*[.!]*$", _household_diet),
    # "I haven't eaten red meat since 2019", "I've not touched alcohol in years": what the user has long gone without
    # (not "since Monday": a year, or years, make it last)
    (r"^(?:i|we)(?:\s+haven't|\s+have\s+not|'ve\s+not)\s+(?:eaten|drunk|touched|had)\s+(?P<obj>[a-z]+(?:\s+[a-z]+)?)\s+"
     r"(?P<when>since\s+(?:19|20)\d\d|(?:in|for)\s+(?:(?:many|several|\d{1,2}|two|three|four|five|ten)\s+)?(?:years|ages))\b.*$",
     _gone_without),
    lifefacts.MEDICINE_TAKEN,  # "I have to take sertraline every night": a medicine, before "I have to …" as a rule
    # ("so I have to be quiet lol", "I must be quick": how to be for now, an adjective alone, no lasting rule)
    (r"^i\s+(?:must|have to|must not|mustn't)\s+(?:always\s+|never\s+)?"
     r"(?!be\s+(?!(?:sober|vegan|vegetarian|careful\s+with)\b)[a-z]+\s*(?:lol|haha|lmao|tbh)?\s*[.!]*$)(?:be|avoid|stay|keep|take|stick|follow|pick|wear|wake|sleep|limit|watch|attend|get up)\b(?P<obj>.*)$", _plain("constraint")),
    (r"^i\s+(?:(?:try to|always|strictly|still|also|now|generally|usually|mostly)\s+)*avoid\s+(?P<obj>.+)$", _plain("constraint")),
    (rf"^i\s+{_ADV}(?:don't|do not|didn't|did not)\s+(?:really\s+|particularly\s+|much\s+)?(?:like|love|enjoy|care for)\s+(?P<obj>.+)$", _likes("negative")),
    (r"^i\s+no longer\s+(?:like|love|enjoy)\s+(?P<obj>.+)$", _likes("negative")),
    (rf"^i\s+{_ADV}(?:dislike|hate|detest|loathe|despise)\s+(?P<obj>.+)$", _likes("negative")),
    (_POSITIVE_FORM.pattern, _negated),
    (rf"^i\s+{_ADV}prefer\s+(?P<obj>.+)$", _prefer),
    (r"^my\s+(?:(?:absolute|all-time|current|personal)\s+)?favorite\s+(?P<cat>[\w -]{1,30}?)\s+(?P<verb>is|are|has to be)\s+(?P<obj>.+)$", _favorite),
    (r"^(?:i|we)\s+(?:(?:mostly|mainly|primarily|usually|now|still|also|only)\s+)*(?:write|code|program)(?:\s+(?:mostly|mainly|primarily))?(?:\s+in)?\s+(?P<obj>[A-Z][\w+#.-]*.*)$", _writes),
    # "my main language is Kotlin", "my go-to language these days is Go": the language written most (a spoken
    # one, "my main language is Polish", is no programming language and is left)
    (r"^my\s+(?:main|primary|go-to|day-to-day|everyday|daily)\s+(?:programming\s+)?language(?:\s+(?:these\s+days|now|at\s+work))?\s+is\s+(?P<obj>[A-Z][\w+#.-]*.*)$", _writes),
    # "I buy the flour from Odlums", "we get our coffee beans from Origin": a supplier, named
    (r"^(?:now\s*,?\s+)?(?:i|we)\s+(?:(?:usually|always|now|still|mostly|mainly|only|also)\s+)*(?:buy|get|order|source|take)\s+"
     r"(?:(?:(?:the|my|our|all\s+(?:the|my|our))\s+)?(?!(?:it|them|this|that|one|some|something|stuff)\b)[a-z][\w -]{1,30}?\s+)?"
     r"from\s+(?P<who>(?-i:[A-Z])[\w&'.-]+(?:\s+(?-i:[A-Z])[\w&'.-]+)*)"
     r"(?P<rest>\s*,\s*(?:bags?|boxes|crates|sacks|packs?|tins?)\s+of\s+[\w ]{1,12})?"
     # "…, is local and organic": why, said after with its "it" dropped
     r"(?:\s*,\s*(?:is|it's|it\s+is|they're|they\s+are)\s+.*)?$", _supplier),
    (r"^(?:i|we)\s+(?:(?:mostly|mainly|primarily|usually|now|still|also|only)\s+)*(?:design|write|build|draft|edit|keep|track|manage|run|store|organi[sz]e|sync|host|deploy|budget|plan(?=\s+(?:all\s+)?(?:my|our)\s+(?:week|weeks|day|days|month|tasks|to-?dos|meals|workouts|time|life|schedule)\b)|cut|shoot|record|mix|grade|render|plot|analy[sz]e|draw|sketch|animate|compose|produce|model)\s+(?:(?P<what>(?!to\b)[\w' -]{1,40}?)\s+)?" + _IN_TOOL + "$", _tool),
    # "I mostly do legal and medical translation these days", "I do wedding photography on the side"
    (r"^i\s+(?P<adv>(?:(?:mostly|mainly|now|also|only|primarily|largely)\s+)*)do\s+(?P<what>(?!(?:some|the|a|an|my|any|extra|more|less|no|all"
     r"|most|this|that|it|lots|loads|plenty)\b)[a-z][\w&-]*(?:(?:\s+|\s*,\s*|\s+and\s+)[a-z][\w&-]*){0,4}?\s+(?:translation|translations|design"
     r"|consulting|photography|videography|editing|copywriting|illustration|tutoring|coding|development|engineering|research"
     r"|accounting|bookkeeping|interpreting|writing|animation|catering|landscaping|plumbing|carpentry|law))"
     r"(?:\s+(?:these\s+days|now|nowadays|for\s+a\s+living|for\s+work|on\s+the\s+side|mostly))?"
     # "… on the side to make small money": why, said after
     r"(?:\s+(?:to\s+(?:make|earn|get)|for)\s+(?:some\s+|small\s+|a\s+bit\s+of\s+|extra\s+|a\s+little\s+)?(?:money|cash|income))?"
     r"\s*(?:,.*)?$", _field_of_work),
    # "I do payroll for a care home in Swansea", "I do Raman spectroscopy at KU Leuven": what the work is
    (r"^i\s+(?:(?:mostly|mainly|also|still|now|currently|basically|just)\s+)*do\s+(?!(?:the|my|a|an|it|that|this|some|not|no|any|all)\b)"
     r"(?P<work>(?:[\w-]+\s+){0,2}?(?:" + _WORK_FIELDS + r")\b)(?P<rest>(?:\s+(?:for|at|on|of|in|with)\s+[^,;]+?)?)\s*(?:[,;(].*)?$", _does_work),
    # "I do all my translation work in Trados Studio", "we do the books in Xero": a kind of work and its tool
    (r"^(?:i|we)\s+(?:(?:mostly|mainly|primarily|usually|now|still|also|only)\s+)*do\s+(?P<what>(?:(?:all|most)\s+(?:of\s+)?)?(?:my|our|the)\s+(?:[\w'-]+\s+){0,2}?(?:work|accounts|books|taxes|invoic(?:es|ing)|notes|editing|design|coding|writing|translations?|bookkeeping|budget(?:ing)?|planning|homework|drafts|admin|paperwork|photos|videos|podcasts?|mixing|mastering|modelling|modeling|diagrams|slides))\s+"
     + _IN_TOOL + r"(?:\s*,.*)?$", _tool),
    (rf"^i\s+{_ADV}(?:like|love|enjoy|adore)\s+(?P<obj>.+)$", _likes("positive")),
    (rf"^(?:i\s+(?:(?:really|also|still|eventually|definitely|someday|finally|seriously)\s+)*(?:want|hope|plan|intend|aim|aspire|wish)|(?:i've|i have)\s+(?:always\s+)?(?:wanted|dreamed|dreamt|hoped)|(?:{_IM}|we're|we are)\s+(?:(?:really|also|still|now)\s+)*(?:hoping|planning|trying|aiming|determined|striving|saving up)|(?:i'd|i would)\s+(?:really\s+)?love|we\s+(?:(?:really|also|still|eventually|definitely|finally|now)\s+)*(?:plan|intend|aim))\s+(?:of\s+)?to\s+(?P<obj>.+)$", _goal),
    # "next up is the Dublin marathon in October": the next race or event aimed at, said as "next goal is"
    (r"^next\s+up\s+(?:is|for\s+me\s+is)\s+(?P<obj>(?:the|a|an|my)\s+(?:[\w'-]+\s+){0,3}?(?:marathon|half|half-marathon|10k|5k|triathlon"
     r"|ironman|ultra|race|sportive|exam|exams|trip|move|wedding)\b(?:\s+(?:in|on|this|next)\s+[\w ]{2,25})?)(?:\s*,.*)?$",
     lambda m, clause: _goal_mine(m, f"next goal is {m.group('obj')}")),
    # "next goal is the Chicago half", "goal is immortal b4 the season ends": said without "my" when the goal is the
    # next or the main one, or opens what is said
    (r"^(?:my\s+|(?=(?:(?:main|big|biggest|long-term|ultimate|new|next)\s+)?(?:goal|aim|ambition)\s+is\s))(?:(?:main|big|biggest|current|long-term|short-term|personal|primary|ultimate|new|next|only)\s+)*(?:goal|dream|aim|ambition|objective|plan|resolution|new year's resolution)(?:\s+(?:for|this)\s+[\w ]{1,20}?)?\s+is\s+(?:to\s+)?(?P<obj>.+)$", _goal_mine),
    (rf"^(?:{_IM}|i've been|i have been|(?:i've|i have)\s+(?:only\s+)?(?:just\s+)?started)\s+(?:(?:currently|still|now|also|slowly)\s+)*(?:learning|studying|training for|practicing|practising|taking lessons in|(?:preparing|revising|studying|cramming)\s+for(?=\s+(?:(?:the|my|an?|his|her)\s+)?(?:[\w-]+\s+){{0,4}}(?:exams?|tests?|certification|interview|boards|finals|gmat|gre|ielts|toefl|cfa|cpa|bar)\b))\s+(?P<obj>.+)$", _goal),
    # "I have to hand in my dissertation by 30 April", "I must submit my thesis until end of March" (a
    # non-native "until"): a deadline of the user's, what they work towards until then
    (r"^(?:i|we)\s+(?:(?:really|still|also|now)\s+)*(?:must|have\s+to|need\s+to|(?:'ve|have)\s+got\s+to|got\s+to)\s+"
     rf"(?P<verb>{_DEADLINE_VERBS})\s+(?P<obj>(?:my|our|the)\s+(?!(?:stuff|things?|rest|whole\s+thing)\b)[\w'-]+(?:\s+[\w'-]+){{0,4}}?)"
     r"\s+(?:by|until|till|before)\s+(?P<when>(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+.+|\d{1,2}(?:st|nd|rd|th)?\s+"
     rf"{_MONTHS}\b.*|{_MONTHS}\b.*)$", _deadline),
    # "my thesis is due at the end of March", "our grant report is due on 14 May"
    (r"^(?:my|our)\s+(?P<obj>(?!baby\b)[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+(?:is|are)\s+(?:(?:finally|now|officially)\s+)?due\s+"
     rf"(?P<when>(?:at\s+the\s+|by\s+the\s+)?(?:end|start|beginning|middle)\s+of\s+.+|(?:on|by|in)\s+(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?{_MONTHS}\b.*)$",
     _due_mine),
    # "I'm going to learn Spanish", "I'm gonna take up the cello", "I am going to try sweetcorn for the first time": an aim
    # set (not "I'm going to make dinner", "I'm going to try that": one evening, a thing pointed at)
    (rf"^{_IM}\s+(?:(?:also|finally|really|definitely|seriously)\s+)?(?:going\s+to|gonna)\s+(?:(?:finally|really|actually)\s+)?"
     r"(?:learn|take\s+up|start\s+learning|train\s+for|retrain\s+as|try\s+out\s+for|try(?=\s+.+\s+for\s+the\s+first\s+time\b)"
     # "I'm going to try the choir at the church", "going to join a walking group": a group or class taken up
     r"|(?:try|join)(?=\s+(?:the\s+|a\s+|an\s+|my\s+)?(?:[\w-]+\s+){0,3}?(?:choir|club|class|classes|course|team|group|band|orchestra"
     r"|league|society|yoga|pilates|tai\s+chi|aqua\s+aerobics|parkrun|gym)\b))\s+"
     r"(?P<obj>.+)$", _going_to_aim),
    # "Office hours are 8 till 4:30 Monday to Friday", "our opening hours are 9-5 weekdays", "we're open 7 till 3 Tuesday to
    # Saturday": when the user's business is open
    (r"^(?:(?:(?:our|my)\s+)?(?P<kind>office|opening|shop|business|salon|workshop|studio|cafe|café)\s+hours\s+are|(?:we're|we\s+are)\s+open)\s+"
     rf"(?P<days1>(?:(?:on\s+)?{_DAYS}s?\s*(?:to|till|through|thru|-|–)\s*{_DAYS}s?|weekdays)\s*,?\s+)?"
     r"(?:from\s+)?(?P<time>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?\s*(?:to|till|til|until|-|–)\s*\d{1,2}(?:[:.]\d{2})?\s*"
     r"(?:am|pm|a\.m\.|p\.m\.)?)"
     rf"(?P<days2>\s*,?\s+(?:on\s+)?(?:{_DAYS}s?\s*(?:to|till|through|thru|-|–)\s*{_DAYS}s?|weekdays|every\s+day|seven\s+days\s+a\s+week))?\s*$",
     _opening_hours),
    # "I have the B1 exam on 14 May at the Volkshochschule": the user's event, said with "have" (read as "my … is on …")
    (r"^i(?:\s+have|'ve\s+got|\s+have\s+got)\s+(?:the|my|a|an)\s+(?P<obj>(?:[\w'-]+\s+){0,3}?(?:exams?|test|interview|audition|viva"
     r"|defen[cs]e|surgery|operation|scan|appointment|check-?up|hearing|recital|presentation|assessment))"
     # ("I have a checkup with Dr. Brandt on the 24th": with whom, kept)
     # ("… with the cardiologist on the 3rd of December": a clinician by what they do)
     r"(?P<with>\s+with\s+(?:(?:(?:dr|doctor|prof|professor)\.?\s+)(?P<doctor>(?-i:[A-Z])[\w'-]+)|my\s+[\w-]+|the\s+(?:[a-z]+\s+)?"
     r"(?:[a-z]+(?:ist|ian|eon)|doctor|gp|GP|consultant|nurse|midwife|physio|specialist|team|clinic)))?"
     r"\s+(?P<rest>(?:on|next|this|tomorrow)\b.*)$",
     _have_dated),
    # "I will ask Dr. Brandt at my checkup on the 24th": the checkup, with whom (read as "I have …")
    (r"^i(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to)\s+(?:ask|tell|see|show|mention\s+it\s+to)\s+"
     r"(?P<who>(?:dr|doctor)\.?\s+(?-i:[A-Z])[\w'-]+)\s+(?:at|during|in)\s+my\s+(?P<obj>(?:[\w'-]+\s+)?(?:check-?up|appointment"
     r"|consultation|follow-?up|review))\s+(?P<rest>(?:on|next|this|tomorrow)\b.*)$",
     lambda m, clause: _read_by_rules(f"I have a {m.group('obj')} with {m.group('who')} {m.group('rest')}") or None),
    # "my driving test is June 3 and I'm terrified", "my viva is on the 14th of May", "my exam is next week": an event of
    # the user's, by its date
    # ("The defense is planned for 18 September": a viva or a defence is only ever the user's own, said with "the")
    # ("my Life in the UK test is on 21 May": a test named in four words)
    # ("my sister's wedding is on 20 June in Porto", "Mum's 70th is on Saturday": a relative's day, theirs to keep)
    (r"^(?:my\s+|the(?=\s+(?:[\w'-]+\s+){0,2}?(?:viva|defen[cs]e)\b)\s+|(?=(?:mum|mom|dad|nan|nana|gran|granny|grandma|grandad|grandpa)['’]s\s))"
     r"(?P<obj>(?:[\w'-]+\s+){0,4}?(?:exams?|test|finals?|midterms?|interview|audition|viva|defen[cs]e|surgery|operation|scan"
     r"|appointment|check-?up|hearing|recital|race|marathon|presentation|graduation|induction|assessment|replacement|transplant|"
     + _BOOKED_PROCEDURES + r")"
     r"|(?:[\w-]+\s+)?[\w-]+['’]s\s+(?:(?:surprise|big|joint|\d{2}(?:st|nd|rd|th))\s+)?(?:\d{2}(?:st|nd|rd|th)|wedding|birthday|funeral|christening"
     r"|baptism|naming\s+ceremony|bar\s+mitzvah|bat\s+mitzvah|hen\s+do|stag\s+do|leaving\s+do|retirement|memorial|ordination"
     # ("my NCEA exams start on 6 November", "my finals are on 2 June": said of more than one, or by when they begin)
     r"|citizenship\s+ceremony)(?:\s+(?:party|do|celebration|dinner|service|ceremony|bash))?)\s+(?P<verb>is|are|starts?|begins?)\s+"
     rf"(?:(?:planned|scheduled|set|booked|fixed|pencilled\s+in)\s+(?=for\s)for\s+(?:the\s+)?(?=\d|next|this|tomorrow|{_DAYS}))?"
     rf"(?P<when>(?:on\s+)?(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTHS}|{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?)\b.*"
     rf"|(?:on\s+|next\s+|this\s+)?{_DAYS}\b.*|next\s+(?:week|month)\b.*|tomorrow\b.*"
     # "my cataract operation is on the 4th of next month", "… is on the 14th": a day of a month said by where it is
     r"|(?:on\s+)?the\s+\d{1,2}(?:st|nd|rd|th)\b(?:\s+of\s+(?:next|this)\s+month\b)?.*"
     r"|in\s+(?:a|two|three|four|five|six|\d{1,2})\s+(?:days?|weeks?|months?)\b.*)$", _dated_mine),
    # "I have a hip replacement booked for 14 April at Skåne University Hospital", "I've got a scan scheduled for Friday":
    # the user's event, booked (read as "my hip replacement is booked for 14 April …")
    (r"^i(?:'ve|\s+have)?(?:\s+got)?\s+(?:(?:a|an|my)\s+)?(?P<obj>(?:[\w'-]+\s+){0,3}?(?:surgery|operation|scan|appointment|check-?up"
     r"|replacement|transplant|test|exam|interview|hearing|" + _BOOKED_PROCEDURES + r"))\s+(?P<how>booked|scheduled|planned|set|fixed)"
     r"\s+(?:in\s+)?(?P<rest>(?:for|on)\s+.+)$",
     lambda m, clause: _read_by_rules(f"my {m['obj']} is {m['how']} {m['rest']}" if m["rest"][:3].lower() == "for"
                                      else f"my {m['obj']} is {m['rest']}") or None),
    # "we're learning Italian for our honeymoon": a language the user learns too, for what the two of them will do
    (r"^(?:we're|we\s+are)\s+(?:(?:currently|still|now|also|slowly|both)\s+)*learning\s+(?P<obj>(?-i:[A-Z])[\w-]+\s+"
     r"(?:for|before|ahead\s+of)\s+(?:our|the)\s+.+)$", _we_learn),
    # "i started to learn gluten free baking": a goal taken up, not an event of the day
    # ("I have begun to learn Spanish": the same, in the perfect)
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|also|only)\s+)*(?:started|began|begun)\s+(?:to\s+(?:learn|study|practi[cs]e|train\s+for)|learning|studying"
     r"|practi[cs]ing|training\s+for)\s+(?P<obj>.+)$", _goal),
    # "I'm full time at Paper Kite now": whom the user works for
    (rf"^{_IM}\s+(?:now\s+)?(?:full[- ]time|part[- ]time|permanent|staff)\s+(?:at|with)\s+(?P<obj>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){{0,3}})(?:\s+now)?\s*$",
     _place("works_at", True)),
    # "we're turning the old house into a B&B", "I'm converting the garage into a studio": a place made into another, a
    # project (with its day, if said, rather than a dated arrangement)
    (rf"^(?:{_IM}|i've been|i have been|we're|we are|we've been)\s+(?:(?:currently|still|now|actually|also|busy|slowly|finally)\s+)*"
     r"(?:turning|converting|transforming)\s+(?P<obj>(?:the|my|our|an?)\s+[^,]{2,60}?\s+into\s+(?:an?|our|my)\s+.+)$", _project),
    (rf"^(?:{_IM}|i've been|i have been|we're|we are|we've been)\s+(?:(?:currently|still|now|actually|also|busy|slowly|finally)\s+)*(?:working on|building|developing|writing|making|creating|designing|coding|prototyping|putting together|hacking on|renovating|opening|launching|starting|shipping|finishing|translating|illustrating|composing|restoring)\s+(?P<obj>.+)$", _project),
    # "I'm focusing on better shooting this season", "I'm concentrating on my thesis": what the user works towards now
    (rf"^{_IM}\s+(?:(?:currently|really|mostly|mainly|now|also|just|still)\s+)*(?:focus(?:s)?ing|concentrating)\s+(?:(?:mostly|mainly|more)\s+)?on\s+(?P<obj>.+)$", _focusing),
    # "my thesis is on groundwater recharge in the Deccan", "my dissertation is about Welsh poetry": what the user's
    # study is about (not where it is, or its state: "on hold", "on my laptop", "on track", "on 3 May")
    (rf"^my\s+(?:(?:phd|doctoral|master'?s|masters|ma|msc|undergrad(?:uate)?|final[\s-]year|honours|senior)\s+)?"
     rf"(?:thesis|dissertation|research|capstone|phd|doctorate)\s+(?:project\s+)?(?:is|will\s+be)\s+(?:on|about)\s+"
     rf"(?P<obj>(?!(?:hold|ice|track|pause|schedule|time|course|my|your|a\s+break|its|\d|next|this|{_MONTHS}|{_DAYS}"
     rf"|the\s+(?:table|desk|shelf|floor|way|line|go|back\s+burner|cards|agenda|list|server|drive|cloud|printer|screen))\b)"
     r"[\w'’-]+(?:\s+[\w'’-]+){1,14})\s*$",
     lambda m, clause: Fact("project", "User's " + " ".join(w.lower() if w[1:].islower() and i == 0 else w
                                                            for i, w in enumerate(clause.split()[1:])))
     if not _vague(m.group("obj")) else None),
    # "I study code-switching in bilingual kids", "I'm researching sleep among shift workers": what the user's research is
    # on (a topic of something in something; "I study at night", "I study law" say no research)
    (rf"^(?:i\s+(?:study|research)|{_IM}\s+(?:currently\s+|now\s+)?(?:researching|studying))\s+"
     r"(?P<obj>(?!(?:at|in|with|for|on|every|hard|late|best|from|when|while|a\s+lot|all|so|too|english|law|medicine)\b)"
     r"[a-z][\w-]+(?:\s+[a-z][\w-]+){0,3}\s+(?:in|of|among|amongst|between|across)\s+(?!(?:the\s+)?(?:library|evenings?|mornings?|"
     r"bed|my\s+room|uni|college|school|class|cafes?|the\s+car|year|grade|form|sixth|my\s+(?:spare|free)|groups?)\b)[a-z][\w' -]{3,40})$",
     lambda m, clause: Fact("project", f"User researches {m.group('obj')}")
     if not _vague(m.group("obj")) and not re.search(r"\b(?:my|our|your|free|spare)\b", m.group("obj")) else None),
    (r"^my\s+(?:(?:current|side|new|main|latest|personal|pet|big|next|thesis|weekend|little|small|own|hobby|fun|passion)\s+)*project\s+(?:right now\s+|at the moment\s+|these days\s+)?(?:is|involves)\s+(?P<obj>.+)$", _project),
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:finally|just|eventually|already|ultimately|officially|now|also|recently)\s+)*(?P<verb>decided|chosen|chose|picked|opted|settled|selected|committed|went|gone|switched)\s+(?P<obj>.+)$", _decision),
    (rf"^(?:{_IM}|we're|we are)\s+(?:(?:definitely|just|now|finally)\s+)?(?P<verb>going with|going to go with|sticking with|switching to|(?:going\s+to|gonna)\s+switch\s+to|moving forward with)\s+(?P<obj>.+)$", _decision),
    (rf"^(?:(?:just|only|even)\s+)?(?P<when>{_WHEN_PAST}|recently)\s*,?\s+(?P<subj>i|we|my\s+\w+\s+and\s+i)\s+(?P<rest>.+)$", _episode_lead),
    (rf"^(?:(?P<when>{_WHEN_PAST}|recently)\s*,?\s+)?(?P<our>my|our)\s+(?P<kin>{_KIN})\s+(?P<rest>(?:(?:just|finally|recently|sadly)\s+)*{_KIN_EVENTS}\b.*)$", _kin_event),
    (rf"^(?:(?P<when>{_WHEN_PAST}|recently)\s*,?\s+)?(?P<our>)(?P<kin>{_BARE_KIN})\s+(?P<rest>(?:(?:just|finally|recently|sadly)\s+)*{_KIN_EVENTS}\b.*)$", _kin_event),
    (r"^(?:i've|i have|we've|we have)\s+(?:just\s+|already\s+|finally\s+)?been\s+to\s+(?P<obj>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)(?P<rest>.*)$", _been_to),
    # "my webcomic Moth & Lantern is live on Tapas": the thing, its name, where
    (r"^my\s+(?P<thing>(?:[\w-]+\s+){0,3}?(?:store|shop|business|studio|book|album|website|site|app|blog|podcast|channel|show|exhibition|restaurant|cafe|café|bakery|salon|company|startup|clinic|practice|gallery|game|novel|screenplay|script|film|movie|comic|webcomic|newsletter|zine|series))"
     r"(?:\s+(?-i:[A-Z])[\w'’.-]*(?:\s+(?:&|and|of|the|(?-i:[A-Z])[\w'’.-]*)){0,4})?\s+(?:is|was)\s+(?:(?:finally|now|officially)\s+)*(?P<state>open|live|out|published|launched|released|done|finished)\b.*$", _my_thing_done),
    (r"^(?:i'm|i am|we're|we are|(?:(?:i|we)(?:'ve|\s+have)\s+)?been)\s+(?:(?:seriously|really|also|now)\s+)*(?:considering|thinking\s+(?:about|of))\s+(?P<obj>[a-z]+ing\b.+)$", _considering),
    # "I'm applying for an arts grant from Creative Victoria, due 30 June": an application under way
    (r"^(?:i'm|i am|we're|we are)\s+(?:(?:also|currently|now|finally)\s+)*applying\s+(?:for|to)\s+(?P<obj>(?:a|an|the|my|our|some)\s+.+|(?-i:[A-Z]).+"
     r"|(?:med|medical|law|grad|graduate|business|art|nursing|dental|vet)\s+school\b.*|(?:uni|university|college|jobs|internships)\b.*"
     # ("applying for core surgical training, interviews in February": a kind of training or post, said bare)
     r"|(?:[a-z-]+\s+){0,3}?(?:training|residency|fellowship|apprenticeships?|placements?|scholarships?|citizenship|funding"
     r"|promotion|residence|mortgage)\b.*)$",
     _applying),
    # "my kiln is a Skutt", "my car's a Tesla": a thing of the user's, by its make
    # ("our car's an electric Kia Niro", "my laptop is a ThinkPad running Fedora": how it is, said before the make, and
    # what it runs)
    (r"^(?:my|our)\s+(?P<thing>[a-z]+(?:\s+[a-z]+)?)\s+(?:is|'s)\s+(?:now\s+)?(?:an?\s+)?"
     r"(?P<adj>(?:(?:19|20)\d\d|electric|hybrid|old|new|little|second-hand|secondhand|battered|vintage|classic|refurbished|red|blue|white"
     r"|black|silver|grey|gray|green)\s+)*(?P<make>(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z0-9])[\w-]*){0,2})"
     r"(?P<rest>(?:\s*,\s*(?:electric|gas|manual|automatic|diesel|petrol|hybrid|secondhand|second-hand|new|old)"
     r"|\s+running\s+(?-i:[A-Z])[\w.-]*(?:\s+\d[\w.]*)?)?)\s*$", _my_make),
    # "I'm looking for a summer internship in data science", "we're house hunting in Leeds": what the user is out to find
    (r"^(?:i'm|i am|we're|we are|i've been|we've been)\s+(?:(?:still|currently|now|actively|also|finally)\s+)*(?:looking|searching|hunting)\s+for\s+"
     r"(?P<obj>(?:(?:a|an|my|our|some|the\s+right)\s+)?[\w'-]+\b.*)$", _looking_for),
    (rf"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|also|now)\s+)*(?:started|began|begun)\s+"
     rf"(?P<act>(?:to\s+)?[a-z][\w'-]*(?:\s+[\w'-]+){{0,11}}?)\s*,?\s+(?P<when>{_EVERY})\b(?P<tail>.*)$", _started_habit),
    # "I joined a choir at the church in Carouge, we rehearse every Wednesday evening": a group joined, and when it meets
    (rf"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|also|now)\s+)*joined\s+(?P<act>(?:a|an|the|my|our)\s+[\w'-]+(?:\s+[\w'-]+){{0,6}}?)"
     rf"\s*(?:,\s*(?:and\s+)?(?:we|they)|\s+that|\s+which)\s+(?P<v>meets?|rehearses?|trains?|plays?|practi[sc]es?|runs?|rides?|sings?|walks?|swims?|go(?:es)?\s+out|heads?\s+out)"
     rf"\s+(?P<when>{_EVERY})\b(?P<tail>[^,]*)$", _joined_group),
    # "I've joined a Spanish conversation group at the library on Wednesdays": the group and when it meets
    (rf"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|also|now)\s+)*joined\s+(?P<act>(?:a|an|the|my|our)\s+[\w'-]+(?:\s+[\w'-]+){{0,6}}?)"
     rf"\s+(?P<when>{_EVERY})\b(?P<tail>[^,]*)$", _joined_on),
    # "our book club meets the first Thursday of every month": the user's group, on its schedule
    (rf"^(?:my|our)\s+(?P<group>(?:[\w'-]+\s+){{0,3}}?{_MEETING_GROUPS})\s+(?P<v>meets?|rehearses?|trains?|plays?|practi[sc]es?|rides?|gets?\s+together)"
     rf"\s+(?P<when>{_EVERY})\b(?P<tail>[^,]*)$", _group_meets),
    (rf"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|also|now)\s+)*(?:signed\s+up|enrolled|registered)\s+(?:for|in)\s+"
     rf"(?P<act>(?:[\w'-]+\s+){{0,4}}?(?:lessons?|class(?:es)?|course|lectures?|sessions?|training|league))\s*,?\s+"
     rf"(?P<when>(?:{_EVERY})\b.*)$", _signed_up),
    (rf"^(?P<when>(?:(?:{_EVERY}|(?:every|each)\s+{_PERIOD})(?:\s+(?:morning|evening|night|afternoon)s?)?|most\s+(?:days|mornings|nights|evenings|weekends)|in the mornings?|at night|before bed|after work)"
     # "Every morning 6 o'clock I do tai chi", "every day at 7": the hour said with it
     r"(?:,?\s+(?:at\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|o'clock)|\s+at\s+\d{1,2}(?:[:.]\d{2})?)?)"
     # ("every sunday morning after shift I call my mama": after a night's work, or mass, or the gym)
     r"(?:\s+(?:after|before)\s+(?:breakfast|lunch|dinner|supper|work|school|class|church|the\s+school\s+run|(?:my\s+|the\s+)?(?:night\s+)?shift"
     r"|mass|(?:the\s+)?gym|training|practice))?"
     r"(?:\s+(?:when|while|if)\s+(?:i|we)(?:'m|\s+am|'re|\s+are)\s+(?:at\s+)?(?:home|off|free|in\s+town|not\s+working))?\s*,?\s+(?:i|we)\s+(?P<rest>.+)$", _habit_lead),
    (r"^i\s+(?:usually|always|often|typically|normally|generally|regularly|tend to|mostly|frequently|rarely|seldom|sometimes|habitually|religiously)\s+(?P<verb>[a-z']+)\b(?P<rest>.*)$", _habit_adverb),
    # "we video-call my mum every Sunday": "we" with "my" is the user doing it with their household
    # ("we" is the household's only where a home's routine is named: "we go to church every Sunday", "we do
    # pizza night with the kids every Friday"; "we deploy every Friday" is a team's)
    (rf"^(?:i|we(?=\s.*\b(?:my|{_HOME_ROUTINE})\b))\s+(?P<verb>[a-z']+(?:-[a-z]+)?)(?:\s+(?P<mid>.+?))??\s+(?P<when>{_EVERY})\b(?P<tail>.*)$", _habit_trailing),
    (rf"^my\s+[\w-]+(?:\s+[A-Z][\w'-]*)?\s+and\s+i\s+(?P<verb>[a-z']+)\b.*?\b(?P<when>{_EVERY})\b.*$", _habit_together),
    # "my violin lessons are only once a month now", "singing lessons are every three weeks now instead of weekly": how
    # often lessons come, changed (one value of their schedule, so it replaces the one said before)
    (r"^(?:(?:so|and|but|now)\s*,?\s+)?(?:my\s+|our\s+|the\s+)?(?P<act>(?:[a-z][\w'-]*\s+){0,2}?(?:lessons|classes|class|lesson|sessions|tutoring"
     r"|rehearsals))\s+(?:is|are)\s+(?:now\s+)?(?:(?:only|just)\s+)?(?P<freq>every\s+(?:other|second|third|two|three|four|five|six|\d)\s+weeks?"
     r"|once\s+a\s+(?:week|fortnight|month)|twice\s+a\s+(?:week|month)|fortnightly|monthly|weekly)(?P<now>\s+now)?"
     r"(?P<rest>\s*(?:,|\s(?:instead|since|because|as|not)\b).*)?\s*[.!]*$", _lessons_every),
    # ("my yoga class has moved to Thursday evenings": the day it is now)
    # ("sorry, the German class is Tuesdays and Thursdays": the routine put right)
    (rf"^(?:(?:sorry|correction|oops|actually)\s*[,.:!]\s*)?(?P<act>(?:my\s+|our\s+|the\s+)?[a-z][\w' -]{{1,25}}?|(?:my|our)\s+[a-z-]+\s+(?-i:[A-Z])[\w-]*['’]s\s+[a-z][\w -]{{1,25}}?)\s+(?:is|are|(?:is|are)\s+now|(?:has|have)\s+(?:now\s+)?moved\s+to|moved\s+to)\s+(?P<when>(?:on\s+)?(?:every|each)\s+(?:other\s+|second\s+)?{_PERIOD}.*|(?:on\s+)?{_DAYS}s.*|(?:on\s+)?{_DAY_LIST}\s+(?:mornings|evenings|nights|afternoons).*)$", _habit_is),
    (rf"^(?P<act>gym|the gym|choir|church|band practice|therapy|piano lessons|guitar lessons|[a-z]+ class(?:es)?|{_ROUTINES})\s+(?P<when>{_EVERY}.*)$", _habit_is),
    # "I'll stick with Python for now", "I'll keep everything in R for the thesis"
    (r"^(?:i|we)(?:'ll|\s+will)\s+(?:just\s+)?(?P<verb>stick\s+with|stay\s+with|keep\s+using|keep\s+everything\s+in|keep\s+it\s+all\s+in"
     r"|continue\s+(?:using|with))\s+(?P<obj>.+)$", _will_keep),
    # "my roster is rotating, 2 mornings 2 afternoons 2 nights then 4 off": the user's shift pattern
    (r"^my\s+(?:roster|rota|shifts?|shift\s+pattern|work\s+schedule)\s+(?:is|are|'s)\s+(?:(?:now|still|mostly|all)\s+)?"
     r"(?P<kind>rotating|rotation|nights|days|earlies|lates)"
     # (each part once, its separator a comma or spaces, at most 12: no nested quantifier to backtrack through)
     r"(?P<pattern>\s*[,:(]\s*\d{1,2}\s*(?:days?|nights?|mornings?|afternoons?|evenings?|on|off|earl(?:y|ies)|lates?)"
     r"(?:(?:\s*,\s*|\s+)(?:then\s+)?\d{1,2}\s*(?:days?|nights?|mornings?|afternoons?|evenings?|on|off|earl(?:y|ies)|lates?)){1,12}\)?)?\s*$", _roster_is),
    # "moving to days from november, 7-3", "I've gone back to nights": the shift worked changes
    (rf"^(?:{_IM}\s+|i've\s+|i\s+have\s+|i\s+)?(?:(?:just|now|finally|officially|also)\s+)*(?P<v>moving|switching|going|changing|moved|switched|went"
     r"|gone|changed|move|switch|go|change)\s+(?:over\s+|back\s+)?(?:onto|on\s+to|to|(?<=go\s)on|(?<=going\s)on)\s+(?:the\s+)?(?P<kind>day|night|early|late|earl(?=ies))(?:s|\s+shifts?|ies)"
     r"(?P<rest>(?:\s+(?:from|in|on|starting|as\s+of|after)\s+[\w ]{1,30}?)?)"
     r"(?P<hours>\s*,?\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|-|–|till|until)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?"
     # ("I switched to day shifts, the nights were killing me": why, said after a comma, is not kept)
     r"(?:\s*,\s+(?:the|my|it|its|it's|they|because|as|since|cos)\s[^?]*)?\s*$", _shift_change),
    # "it means permanent day shift 6am to 2:30pm", "I'm on permanent nights now": a shift that stays
    (r"^(?:(?:so\s+)?(?:[a-z']+\s+){1,3}means\s+|so\s+|(?:i'm|i\s+am)\s+(?:now\s+)?(?:on\s+)?)?(?:a\s+|the\s+)?(?:permanent|fixed|straight)\s+"
     r"(?P<kind>day|night|early|late)(?:s|\s+shifts?)(?P<hours>(?:\s+(?:from\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|-|–|till|until)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?))?"
     r"(?:\s+now)?(?:\s*,\s*no\s+more\s+[a-z]+(?:\s+shifts?)?)?\s*$", _permanent_shift),
    # "got the team leader job!!", "I've landed the head chef role"
    (r"^(?:i\s+|i've\s+|i\s+have\s+)?(?:(?:just|finally|officially|actually)\s+)?(?:got|landed|been\s+offered|was\s+offered|accepted)\s+the\s+"
     r"(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)\s+(?P<kind>job|role|position)\b(?!\s+(?:at|with|in|for)\s+(?!last\b|long\s+last\b)[a-z])(?:\s*[,!.]?\s*.{0,40})?$", _got_the_job),
    # "im off fizzy completely now", "I'm off the booze for good"
    (rf"^{_IM}\s+(?:now\s+)?off\s+(?P<the>the\s+)?(?P<obj>(?!to\b|work\b|home\b|sick\b|duty\b|today\b|tomorrow\b|for\b|on\b)[a-z][\w-]*(?:\s+[a-z][\w-]*){{0,2}}?)\s+"
     r"(?P<how>completely|entirely|for\s+good|altogether)(?:\s+now)?\s*$", _off_completely),
    # "I work rotating shifts, 2 days 2 nights 4 off", "I mostly work 12-hour night shifts", "I work the graveyard shift"
    # (one shift said with "the" or none is the one worked; "a double shift" is one day's)
    (r"^i\s+(?P<adv>(?:(?:mostly|mainly|usually|now|currently|still|always)\s+)*)work\s+(?P<adv2>(?:mostly|mainly|usually)\s+)?(?:the\s+)?(?P<kind>rotating|rotation|night|day|early|late|split"
     r"|weekend|\d{1,2}[- ]hour(?:\s+(?:night|day))?|long|double|back-to-back|swing|graveyard)\s+shifts?"
     r"(?P<pattern>\s*[,:(]\s*(?:\d\s*(?:days?|nights?|on|off|earl(?:y|ies)|lates?)\s*,?\s*){2,}\)?)?"
     # ("I work night shifts Monday to Thursday", "I work 10-hour shifts at the depot": which days, and where)
     rf"(?P<days>\s+(?:on\s+)?(?:{_DAYS}s?\s+(?:to|through|till|-)\s+{_DAYS}s?|weekends|weekdays))?"
     r"(?P<where>\s+at\s+(?:the\s+)?(?:[\w'’&-]+\s+){0,2}?[\w'’&-]+)?\s*$", _shifts),
    # "I'm only working Wednesday to Saturday till August", "we're open Tuesday through Sunday"
    (rf"^(?:i|{_IM}|i've\s+been|we're|we\s+are)\s+(?:(?:only|now|currently|mostly|just|still)\s+)*(?P<v>work|working|open)\s+"
     rf"(?:from\s+)?(?P<d1>{_DAYS})s?\s*(?:to|through|thru|till|until|-|–)\s*(?P<d2>{_DAYS})s?"
     r"(?P<rest>(?:\s+(?:till|til|until|from|through|starting|since|in|for)\s+[\w ]{2,30})?)\s*$", _work_days),
    # "I handed in my dissertation", "SUBMITTED THE THESIS" (the "I" restored): the user's big piece of work handed over, no
    # time needed to be news
    (r"^i(?:'ve|\s+have)?\s+(?:(?:just|finally|officially)\s+)*(?P<v>handed\s+in|submitted|sent\s+off|turned\s+in)\s+"
     r"(?P<np>(?:my|our|the)\s+(?:[\w'-]+\s+){0,2}?(?:thesis|dissertation|manuscript|portfolio|capstone(?:\s+project)?))\s*[.!]*$",
     _work_handed_in),
    # "Chapter 3 submitted!!", "Lease signed!": news said without who did it
    (r"^(?P<np>(?:(?:my|our|the)\s+)?(?-i:[A-Z])?[\w'&-]+(?:\s+[\w'&-]+){0,3}?)\s+(?:(?:finally|officially|just)\s+)?"
     r"(?P<v>submitted|signed|booked|sold|filed|defended|handed\s+in|sent\s+off|paid\s+off|accepted|approved|published"
     r"|renewed|granted|funded)\s*$", _done_news),
    # "Reading every night before bed", "Journaling every morning": a routine by its verb
    (rf"^(?P<act>(?!(?:{_ING_NOUNS})\b)[a-z]+ing(?:\s+(?!every\b|each\b)[a-z]+){{0,2}}?)\s+(?P<when>{_EVERY}.*)$", _habit_is),
    # "we talk on Zalo, not FaceTime", "we video call on Viber", "I message her over Signal": the app the user talks on
    # ("me and my brother chat on Telegram pretty much every evening": who with, and how often, after the app)
    (r"^(?:i|we|me\s+and\s+my\s+(?P<with>[a-z]+)|my\s+(?P<with2>[a-z]+)\s+and\s+i)\s+(?:(?:mostly|usually|always|only|just|all|still)\s+)*"
     r"(?P<verb>talk|chat|call|video[\s-]?call|facetime|message|text|speak)"
     r"(?:\s+(?:her|him|them|each\s+other|every\s+(?:day|week|night|morning|evening|\w+day)|daily|weekly))?\s+(?:on|over|via|through|using)\s+"
     r"(?P<tool>(?-i:[A-Z])[\w+#.-]*|[a-z]+(?-i:[A-Z])[\w+#.-]*)(?:\s*,?\s*(?:not|never|instead\s+of|rather\s+than)\s+"
     r"(?P<other>(?-i:[A-Z])[\w+#.-]*|[a-z]+(?-i:[A-Z])[\w+#.-]*))?"
     r"(?P<when>\s+(?:(?:pretty\s+much|almost|nearly)\s+)?(?:every\s+(?:single\s+)?(?:day|night|morning|evening|week(?:end)?|\w+day)"
     r"|most\s+(?:days|nights|mornings|evenings|weekends)|daily|nightly|weekly))?"
     r"(?P<rest>\s*,.*|\s+(?:now|these\s+days|mostly))?\s*$", _talk_on),
    # "I'm on Logseq now", "we're all on Linear these days": a work app or editor the vocabulary knows, the one in use
    # (", coming from Roam" after it: the one left, see _came_from)
    (rf"^(?:{_IM}|we're|we\s+are)\s+(?:(?:now|mostly|also)\s+)*on\s+(?P<obj>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z0-9])[\w+#.-]*)?)"
     r"(?:\s+(?:now|these\s+days|full\s+time))?(?P<rest>\s*,.*)?$", _on_tool),
    # "I'm on a Mac M2 with 16GB RAM", "I'm on Windows 11 with WSL2 and 32GB of RAM": the machine the user is on
    (rf"^{_IM}\s+(?:(?:now|still|currently|mostly|mainly|also|just)\s+)*on\s+(?P<art>a\s+|an\s+|my\s+)?"
     rf"(?P<machine>{_MACHINES}(?:\s+(?:(?-i:[A-Z0-9])[\w.+-]{{0,12}}|pro|air|max|mini|ultra)){{0,3}})"
     r"(?P<rest>\s+with\s+[\w .,/+-]{2,60}?)?(?:\s+(?:now|these\s+days|at\s+home|at\s+work|btw))?\s*[.!]?\s*$", _on_machine),
    # "Our CI runs on GitHub Actions", "my blog is hosted on Netlify", "the backend runs on Fly.io"
    (r"^(?:our|my|the)\s+(?P<what>ci(?:/cd)?|ci\s+pipeline|pipelines?|builds?|tests|(?:web)?site|blog|apps?|backend|frontend|api"
     r"|database|db|servers?|infra(?:structure)?|stack|cluster|homelab|side\s+project|monorepo|repos?|code|docs)\s+"
     r"(?:(?:all|now|still|currently|mostly|only)\s+)*(?P<verb>runs?|lives?|(?:is|are)\s+(?:hosted|deployed|built)|sits?)\s+(?P<prep>on|in|with)\s+"
     r"(?P<tool>(?:(?-i:[a-z]+[A-Z]|[A-Z])|[a-z][\w-]*\.(?:io|dev|app|com|sh|cloud|net)\b)[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*){0,2})"
     r"(?:\s+(?:now|these\s+days))?\s*(?:,.*)?[.!]?\s*$", _runs_on),
    # "I deploy everything to Fly.io", "we deploy to Vercel": where the user's work is deployed
    (r"^(?:i|we)\s+(?:(?:mostly|mainly|primarily|usually|now|still|also|only|just)\s+)*(?:deploy|host)\s+"
     r"(?:(?P<what>(?!to\b|on\b)[\w' -]{1,40}?)\s+)?to\s+"
     r"(?P<tool>(?:(?-i:[a-z]+[A-Z]|[A-Z])|[a-z][\w-]*\.(?:io|dev|app|com|sh|cloud|net)\b)[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)"
     r"(?:\s+(?:now|these\s+days|mostly))?(?P<rest>)\s*(?:,.*)?[.!]?\s*$", _tool),
    # "just got voted in as union steward for my shift", "I was elected treasurer of the allotment society": a post the
    # user holds now, chosen by others
    (r"^(?:i\s+)?(?:(?:just|finally|officially|recently)\s+)?(?:got|was|have\s+been|'ve\s+been)\s+(?:voted\s+in|elected|voted|appointed|co-?opted)"
     r"\s+(?:in\s+)?(?:as\s+)?(?:the\s+|a\s+|an\s+)?(?P<post>(?:union|shop|branch|club|team|society|parish|town|school|board|pta|hoa|residents'?)?\s*"
     r"(?:steward|rep|representative|treasurer|secretary|chair|chairman|chairwoman|chairperson|president|vice[\s-]president|captain|councillor|councilor"
     r"|governor|trustee|mayor|convenor|convener|warden|delegate|officer|leader)(?:\s+(?:of|for|at|on)\s+(?:the\s+|my\s+|our\s+)?[\w' -]{2,40}?)?)"
     r"\s*[.!]*$",
     lambda m, clause: Fact("identity", en.tidy(f"User was {'voted in' if re.search(r'voted', clause, re.I) else 'elected' if re.search(r'elected', clause, re.I) else 'appointed'}"
                                                f" as {en.rewrite_rest(m.group('post').strip())}"))),
    # "My youngest has just started at high school", "my son started secondary school this week": a child's new school
    (r"^(?:my|our)\s+(?P<who>(?:(?:older|younger|little|eldest|oldest|youngest)\s+)?(?:son|daughter|boy|girl|kid|child|lad)|youngest|eldest"
     r"|oldest|little\s+one)\s+(?P<verb>(?:has\s+)?(?:just\s+)?started|is\s+starting|starts)\s+(?P<at>at\s+)?(?P<school>(?:(?:high|secondary|primary"
     r"|grammar|infant|junior|middle|big)\s+)?school|nursery|reception|sixth\s+form|college|uni|university|kindergarten|kinder|year\s+\d{1,2})"
     r"(?P<when>\s+(?:this|last|next)\s+(?:week|month|term)|\s+(?:in|on|from)\s+\w+(?:\s+\w+)?|\s+today|\s+yesterday)?(?:\s+(?:and|but|so)\s+.*|\s*,.*)?\s*[.!]*$",
     lambda m, clause: Fact("relationship", en.tidy(f"User's {m.group('who').lower()} {m.group('verb').lower()} {m.group('at') or ''}"
                                                    f"{m.group('school').lower()}{m.group('when') or ''}"))),
    # "I closed the bakery", "we've shut down our stall for good": a business the user ran, closed (it ends the running of it,
    # service._business_closed); not "I closed the window", "closed the deal"
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:finally|just|now|officially|sadly)\s+)*(?:closed|shut)(?:\s+down|\s+up)?\s+"
     r"(?P<what>(?:the|my|our)\s+(?:[\w'’-]+\s+){0,2}?(?:shop|store|stall|bakery|café|cafe|restaurant|salon|business|garage|workshop"
     r"|studio|bar|pub|takeaway|guesthouse|B&B|food\s+truck))(?P<rest>(?:\s+(?:for\s+good|at\s+last|in\s+[A-Z]\w+|last\s+\w+))*)"
     r"(?:\s*,.*)?\s*[.!]*$",
     lambda m, clause: Fact("decision", en.tidy(f"User closed {en.rewrite_rest(m.group('what'))}{m.group('rest')}"),
                            reports_change=True)),
    # "taking 2 weeks off in june, going to okinawa with aiko", "I'm taking a week off in May to go to Crete": time off
    # for a trip, and where to
    (r"^(?:(?:i'm|i\s+am|we're|we\s+are)\s+)?(?:(?:also|finally)\s+)?taking\s+(?P<dur>(?:a|one|two|three|four|five|six|\d{1,2})\s+"
     r"(?:days?|weeks?|months?)|a\s+fortnight|(?:the|a)\s+(?:week|day))\s+off"
     r"(?P<when>\s+(?:in|from|over|next|this|at\s+the\s+(?:start|end)\s+of)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+?)?"
     r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+to\s+(?=go\b|fly\b|head\b))(?:we're\s+|i'm\s+)?(?:going|go|heading|head|flying|fly)\s+to\s+"
     r"(?P<place>(?!(?:the|my|our|a|an|work|bed|sleep|see|visit|be|do|get)\b)[\w'-]+(?:\s+(?!with\b|for\b|in\b|on\b)[\w'-]+){0,2}?)"
     r"(?P<with>\s+with\s+(?:my\s+|our\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+)?\s*[.!]*$", _time_off_trip),
    # "back from two weeks of fieldwork on Maria Island", "just got back from ten days in Portugal": time away, told on return
    (r"^(?:(?:i'm|i\s+am|we're|we\s+are)\s+)?(?:just\s+|finally\s+)?(?:(?:got|came|come)\s+)?back\s+from\s+"
     r"(?P<dur>(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(?:days|weeks?|months?|fortnight))\s+"
     r"(?P<what>of\s+(?:[a-z][\w-]*\s+){0,2}?(?:fieldwork|field\s+work|research|training|travel(?:l?ing)?|backpacking|volunteering|work|holiday|vacation|leave)\s+)?"
     r"(?P<prep>in|on|at|around|across|through)\s+(?P<place>(?:the\s+)?(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2})"
     r"(?:\s*,.*|\s+with\s+.+)?\s*[.!]*$",
     lambda m, clause: Fact("episode", f"User spent {m.group('dur').lower()} {(m.group('what') or '').lower()}{m.group('prep').lower()} {m.group('place')}")),
    # "thesis due 31 March 2027", "my dissertation is due in May": a deadline of months, kept until it passes
    (r"^(?:my\s+|the\s+)?(?P<thing>(?:phd\s+|master'?s\s+|final\s+)?(?:thesis|dissertation)|manuscript|book|novel|grant\s+(?:application|proposal)"
     r"|capstone(?:\s+project)?|portfolio)\s+(?:is\s+)?(?:due|has\s+to\s+be\s+(?:in|submitted|handed\s+in))\s+"
     rf"(?P<when>(?:on\s+|by\s+|in\s+|at\s+the\s+end\s+of\s+)?(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}(?:\s+\d{{4}})?"
     rf"|{_MONTHS}(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?(?:,?\s+\d{{4}})?))(?:\s*,.*)?\s*[.!]*$", _due),
    # "I've been doing Duolingo for 400 days straight", "I've meditated every morning for 200 days in a row now"
    (r"^(?:i've|i\s+have|ive)\s+(?:now\s+|actually\s+|officially\s+)?(?P<act>[a-z]+(?:\s+(?!for\b|every\b)[\w'-]+){0,3}?)"
     r"(?:\s+(?P<when>every\s+(?:single\s+)?(?:day|morning|night|evening|week)))?\s+for\s+(?P<n>\d{1,5}|ten|twenty|thirty|forty|fifty|sixty|hundred)"
     r"\s+(?P<unit>days|weeks|months)\s+(?P<how>straight|in\s+a\s+row|running|without\s+(?:a\s+)?(?:break|missing\s+(?:a\s+)?day))"
     r"(?:\s+now)?\s*[.!]*\s*$", _streak),
    # "my nephew's wedding is on the 5th of December", "My cousin's wedding is on 14th August": a relative's dated day, the
    # user's to go to (what follows a comma, "so" or "and I" is left)
    (rf"^(?:(?:and|also|oh\s+and|btw)\s*,?\s+)?my\s+(?:(?:older|younger|little|big|baby|twin|eldest|oldest|youngest|best)\s+)?(?P<rel>{_UNIQUE_REL}|{_KIN_REL}|friend)['’]s\s+"
     r"(?P<event>wedding|civil\s+partnership|christening|baptism|graduation|funeral|engagement\s+party|hen\s+(?:do|party)|stag\s+(?:do|party)"
     r"|baby\s+shower|retirement\s+party|(?:\d{1,3}(?:st|nd|rd|th)\s+)?birthday\s+party)\s+(?:is|will\s+be)\s+"
     rf"(?P<when>(?:on\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTHS}|(?:on\s+)?{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?)\b"
     r"(?:\s*,.*|\s+(?:so|and|but)\s+.*)?\s*[.!?]*$", _kin_event_dated),
    # "My granddaughter Elin is coming to stay over Christmas", "my brother Caio is coming to stay for New Year, from
    # Recife": a relative named, coming to stay at a holiday or for a while (only a stay said with when)
    (rf"^my\s+(?:(?:older|younger|little|big|baby|twin|eldest|oldest|youngest)\s+)?(?P<rel>{_UNIQUE_REL}|{_KIN_REL})\s+"
     r"(?P<name>(?-i:[A-Z])[^\W\d_][\w'’-]*)\s+(?P<rest>(?:is|['’]s|will\s+be)\s+(?:(?:coming|flying|driving|popping)\s+(?:over\s+|up\s+|down\s+|home\s+)?"
     r"to\s+(?:stay|visit)|staying\s+with\s+(?:us|me))\b.*)$", _named_kin_visit),
    # "my mom is staying with us for a month", "My sister is coming to stay with us next weekend": a visit, dated
    (rf"^my\s+(?:(?:older|younger|little|big|baby|twin|eldest|oldest|youngest)\s+)?(?P<rel>{_UNIQUE_REL}|{_KIN_REL}|parents|in-laws"
     r"|grandparents)\s+(?P<rest>(?:is|are|['’]s|will\s+be)\s+(?:(?:coming|going|flying|driving|popping)\s+(?:over\s+|up\s+|down\s+|in\s+|home\s+|round\s+)?"
     r"to\s+(?:stay|visit)|staying\s+(?:with|at)\s+(?:us|me|ours|mine|my\s+place|our\s+place|the\s+house)|visiting(?:\s+(?:us|me))?"
     r"|coming\s+(?:over|up|down|home|round|to\s+see\s+(?:us|me))"
     # ("my brother is coming in July from Lviv": from far away, on a date)
     rf"|coming\s+(?=(?:in\s+{_MONTHS}|next\s+(?:week|month|year)|on\s+the)\b[^,;]*?\b(?:from\s+(?-i:[A-Z])"
     r"|for\s+(?:a|one|two|three|four|five|six|a\s+few|\d{1,2})\s+(?:weeks?|months?))|from\s+(?-i:[A-Z])[\w'’-]+\s+(?:in|on|next)\s))\b.*)$",
     _kin_visit),
    # "my son Cian's cast is off", "my husband Dara is off the crutches", "my mum is home from hospital", "my wife has
    # recovered from covid": a relative over an illness or injury (the store ends what was said of it: Brain._kin_recovered)
    (rf"^(?:(?:good|great|some|the\s+best)\s+news\W+|(?:so|and|oh|also|btw|update|finally|phew)\W+)*"
     rf"my\s+(?P<who>(?:(?:older|younger|little|big|baby|twin|eldest|oldest|youngest)\s+)?(?:{_UNIQUE_REL}|{_KIN_REL})"
     r"(?:\s+(?-i:[A-Z])[^\W\d_][\w-]*(?:['’](?!s\b)[\w-]+)?)?)(?P<rest>(?:['’]s|\s).*)$", _kin_recovered),
    # "The Wokingham opening moved to March because of the builders", "we've pushed the wedding back to June": a plan
    # of the user's on another date (the store moves the plan said before: plans.rescheduled)
    # ("Change of plans: the wedding is moving to April 2027": the date it is moving to)
    (r"^(?:(?:so|and|but|oh|also|well|update|news|ugh|argh|change\s+of\s+plans?)\W+)*(?:the|our|my)\s+(?P<what>(?:[\w'’-]+\s+){0,3}?" + _MOVABLE
     + r"(?:\s+(?:to|in|at)\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?)?)"
     r"\s+(?:has\s+been\s+|have\s+been\s+|was\s+|were\s+|got\s+|is\s+(?:now\s+|being\s+)?|['’]s\s+(?:been\s+)?|are\s+)?"
     r"(?:just\s+|now\s+|officially\s+)?(?:moved|moving|pushed\s+back|put\s+back|postponed|delayed|brought\s+forward|rescheduled"
     r"|moved\s+(?:back|forward))\s+(?:to|until|till)\s+" + _MOVED_WHEN + _MOVED_WHY + r"\s*[.!]*$", _plan_moved),
    (r"^(?:(?:so|and|but|oh|also|well|update|news|ugh|argh)\W+)*(?:we|i|they)(?:['’]ve|\s+have|\s+had)?\s+(?:just\s+|had\s+to\s+)?"
     r"(?:moved|pushed|put|postponed|delayed|brought|rescheduled|move|push|postpone)\s+(?:the|our|my)\s+(?P<what>(?:[\w'’-]+\s+){0,3}?"
     + _MOVABLE + r")\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+" + _MOVED_WHEN + _MOVED_WHY + r"\s*[.!]*$", _plan_moved),
    # "Mum's stall, Yaa's Spices, has a proper shop now", "my sister's bakery, Crumbs and Co, just won an award": a
    # relative's business by its name, and its news
    (rf"^(?:(?:good|great|big|some)\s+news\W+)?(?:my\s+)?(?P<rel>(?!boss|manager|therapist|landl|supervisor|advisor){_UNIQUE_REL}|{_KIN_REL})['’]s\s+(?P<kind>{_BUSINESS_KINDS})\s*,?\s+"
     r"(?P<name>(?-i:[A-Z])[\w'’&.-]*(?:\s+(?:(?-i:[A-Z])[\w'’&.-]*|and|&|of|the|at|de|la|w))*?)\s*,?\s+"
     r"(?P<rest>(?:has|have|had|just|finally|now|won|opened|closed|moved|got|is|was|made|became|turned)\b.*)$", _kin_business),
    # "My contract with AIB ends on 31 January", "my contract finishes on 30 April": when the user's work there ends
    (r"^my\s+(?:(?:current|fixed-term|temporary|temp|zero-hours|work|job|teaching|agency|\d{1,2}-(?:month|year|week))\s+)*contract(?:\s+(?:with|at)\s+(?P<org>(?-i:[A-Z])[\w&.-]*(?:\s+(?-i:[A-Z])[\w&.-]*){0,2}))?"
     r"\s+(?:ends|finishes|runs\s+out|expires)\s+(?P<when>(?:on\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?-i:[A-Z])[a-z]+"
     r"|(?-i:[A-Z])[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)|in\s+(?-i:[A-Z])[a-z]+|at\s+the\s+end\s+of\s+(?-i:[A-Z])[a-z]+)\s*[.!]*$", _plain("identity")),
    (rf"^my\s+(?P<rel>{_UNIQUE_REL})\s+(?P<rest>{_REL_VERBS}\b.*)$", _relative_fact),
    # "Anouk moved to Exeter for her new job": a person named alone, the user's to know, has a new home
    (r"^(?P<name>(?-i:[A-Z])[^\W\d_][\w'’-]*)\s+(?:(?:has|had|just|finally|recently|now|officially)\s+)*(?:moved|relocated)\s+to\s+"
     r"(?P<place>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2})(?P<rest>(?:\s+(?!with\b)[a-z].*|\s*,.*)?)[.!]*\s*$", _named_move),
    # "my kids want a dog", "the kids start at a new school in September" (read as "my"): the user's children
    (r"^my\s+(?P<rel>kids|children|twins|grandkids|grandchildren)\s+(?P<rest>(?:are|were)\s+(?:\d|getting\s+(?:a|an|their|new|braces|baptized|baptised)\b|starting|going\s+to"
     r"|moving|allergic|vegetarian|vegan|both|all|home-?schooled|in\s+(?:year|grade|primary|secondary|high|middle|kindergarten|daycare))"
     r"|(?:start|started|go|went|love|loved|want|wanted|need|needed|got|get|moved|attend|attended|play|turned|turn|have|had)\b).*$",
     _relative_fact),
    # a relative of whom there may be several, unnamed: only what lasts ("My sister lives in Hanoi")
    (rf"^my\s+(?:(?:older|younger|little|big|baby|twin|eldest|oldest|youngest)\s+)?(?P<rel>{_KIN_REL})(?:\s+|(?=['’]s\s+been\s+diagnosed))"
     rf"(?P<rest>{_KIN_VERBS}\b.*)$", _kin_fact),
    (rf"^(?:i|we)\s+(?:(?:just|finally|recently|also|actually)\s+)*(?P<verb>[a-z']+)\b(?P<rest>.*?)\s+(?P<when>{_WHEN_PAST})\b.*$", _episode),
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:just|recently|finally)\s+(?P<verb>[a-z']+)\b(?P<rest>.*)$", _episode),
    # "I farmed corn outside Ames for 45 years", "I worked at Boeing for 20 years": a working life, said in the past
    # (before the events: "I taught piano for 40 years here" is who the user was, not a day's news)
    # (who the user was for years, not news of a day)
    (r"^i\s+(?:(?:also|then)\s+)?(?P<verb>worked|taught|farmed|nursed|practi[sc]ed|lectured|preached|fished|served|drove|ran|owned"
     r"|managed|kept)\s+(?P<rest>(?!(?:it|them|that|this|there|here|home|away|off|out)\b).+?)\s+"
     r"(?P<dur>for\s+(?:(?:over|almost|nearly|about|more\s+than)\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven"
     r"|twelve|fifteen|twenty|thirty|forty|fifty)\s+(?:years|decades))"
     # ("… for 40 years here in Stillwater, Minnesota": where, said after how long)
     r"(?P<where>\s+(?:here\s+|there\s+)?in\s+(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?(?:\s*,\s*(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)?)?"
     r"(?:\s*[,;].*)?$",
     lambda m, clause: Fact("identity", en.tidy(f"User {m.group('verb').lower()} {en.rewrite_rest(m.group('rest'))} {m.group('dur')}"
                                                 + re.sub(r"^\s+(?:here|there)\s+", " ", m.group("where") or "")))),
    (rf"^(?:i|we)\s+(?:(?:also|finally|actually|even|officially|already)\s+)*(?P<verb>{_EVENTFUL})(?!')\b(?P<rest>.*)$", _event),
    # "I've signed up for a sprint triathlon in August", "we've booked a cottage in Wales": an event
    # entered or booked, said in the present perfect (other verbs so said are as often the task at
    # hand: "I've finished the report", "I've made a list"; measured: they cost precision)
    (r"^(?:i|we)(?:'ve|\s+have)\s+(?:(?:also|finally|actually|even|officially|already|just)\s+)*"
     r"(?P<verb>signed(?=\s+up\b)|registered|enrolled|entered|booked|applied)\b(?P<rest>.*)$", _event),
    (r"^(?:i've|i have|we've|we have)\s+been\s+(?:(?:really|mostly|also|busy|slowly)\s+)*(?P<verb>[a-z]+ing)\b(?P<rest>.*)$", _ongoing),
    (rf"^(?:i've|i have)\s+(?:(?:always|also|now)\s+)*(?P<verb>[a-z]+)\s+(?P<rest>.+?)\s+(?P<dur>{_DURATION})(?:\s*,.*)?$", _long_standing),
    (rf"^{_IM}\s+(?:(?:also|now|currently|really)\s+)*(?:doing|taking|practicing|practising)\s+(?P<obj>.+)$", _doing),
    (rf"^{_IM}\s+(?:also\s+)?(?:now|currently|finally)\s+(?P<verb>[a-z]+ing)\s+(?P<obj>(?:the|a|an|my|our|some|two|three|[a-z]+s)\b.+)$", _now_doing),
    # "I do a bit of volunteering at the mining museum", "we do some volunteer work for the food bank": where the user
    # volunteers (said as a thing done, "a bit of" it)
    (r"^(?:i|we)\s+(?:(?:also|still|now)\s+)*do\s+(?:a\s+(?:bit|little|lot)\s+of\s+|some\s+|bits\s+of\s+)?(?:volunteering|volunteer\s+work)"
     r"\s+(?P<obj>(?:at|for|with)\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+)?(?:[\w'’&-]+\s+){0,5}?[\w'’&-]+)\s*[.!]*$",
     lambda m, clause: Fact("habit", f"User volunteers {en.rewrite_rest(m.group('obj'))}") if _ok_object(m.group("obj")) else None),
    (rf"^{_IM}\s+(?:(?:also|now|currently)\s+)*(?P<verb>teaming up|partnering|collaborating|volunteering|mentoring|coaching|interning|fundraising)\s+(?P<obj>(?:with|at|for|as|the|a|an|some|two|three)\b.+"
     r"|(?:my|our|(?-i:[A-Z])[\w-]*['’]s)\s+(?:[\w-]+\s+){0,4}?(?:team|squad|side|club|group|class)\b.*)$", _now_doing),
    # "Rohan and I postponed the wedding to March 2028", "we've pushed the move back to June": a life event put
    # off (or brought forward) to a new time, decided ("I postponed the meeting" is a working day's news, not read)
    (r"^(?:we|i)(?:'ve|\s+have)?\s+(?:(?:just|finally|officially|now)\s+)*(?:postponed|pushed|moved"
     r"|delayed|rescheduled|put\s+off|brought)\s+(?:the|our|my)\s+(?:big\s+)?(?:wedding|move|house\s+move|honeymoon|surgery|operation"
     r"|retirement|graduation|christening|baptism|naming\s+ceremony|engagement\s+party|housewarming|due\s+date)"
     r"\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+(?P<when>[^,;]+)(?:[,;].*)?$",
     lambda m, clause: _fact("decision", clause[: m.end("when")])),  # (a reason after a comma is not kept)
    # ("my contract is extended to 2028": a term of the user's made longer, said in the present)
    (r"^my\s+(?P<thing>contract|fellowship|visa|lease|tenancy|scholarship|postdoc|internship|placement|secondment|residency"
     r"|(?:residence|work)\s+permit)\s+is\s+(?:now\s+)?(?:extended|renewed)\s+(?:to|until|till|through)\s+\S.*$", _my_thing),
    (r"^my\s+(?P<thing>[a-z][\w' -]{2,30}?)\s+(?:got|was|has been|just got)\s+(?P<what>pushed back|postponed|cancell?ed|canceled|rescheduled|accepted|rejected|approved|published|delayed|stolen|broken into|renewed|extended|denied)\b.*$", _my_thing),
    (rf"^(?:(?P<when>next\s+(?:week|month|year|{_DAYS})|tomorrow|this\s+(?:weekend|summer|fall|autumn|winter|spring)|in\s+{_MONTHS})\s*,?\s+)?{_IM}\s+(?:(?:finally|also|soon)\s+)?off\s+to\s+(?P<place>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){{0,2}})(?P<rest>(?:\s+for\s+[\w -]{{2,30}})?)(?P<tail>(?:\s+(?:next|this|in|on)\s+[\w ]{{2,20}})?)\s*$", _off_to),
    # "lambing starts on the 1st of March", "my new job starts on 5 January": a season of the user's work or a thing of
    # theirs, starting on a date (what follows a comma or "so" is left)
    (rf"^(?P<what>(?:the\s+)?{_FARM_SEASONS}|(?:my|our)\s+(?:new\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?P<verb>starts|begins)\s+"
     rf"(?P<when>on\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTHS}|on\s+{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?|in\s+{_MONTHS})"
     r"(?P<where>\s+(?:in|at|on)\s+(?:the|our|my)\s+[\w-]+)?(?:\s*,.*|\s+(?:so|and|but)\s.*)?$", _starts_on),
    (rf"^{_IM}\s+(?:(?:now|officially|also)\s+)*(?:a\s+)?(?:part|member)\s+of\s+(?P<obj>(?:the|a|an|our)\s+.+)$", _member),
    (rf"^(?:{_IM}|we're|we are)\s+(?:(?:also|now|currently|really)\s+)*(?:planning|organi[sz]ing|preparing)\s+(?P<obj>(?:a|an|my|our)\s+.+)$", _planning),
    # "Now I start the B2 course" (the lead "now" dropped), "I begin a pottery class in May": a course starting
    (r"^i\s+(?:(?:now|also|finally|then)\s+)*(?:start|begin)\s+(?P<obj>(?:the|a|an|my)\s+.+)$", _start_course),
    (rf"^(?:{_IM}|we're|we are)\s+(?:(?:also|now|finally|officially)\s+)*(?:signing\s+up\s+(?:for|to)|enrolling\s+in|registering\s+for)"
     r"\s+(?P<obj>(?!(?:it|that|this|them|one|something|anything)\b)[\w-].+)$", _signing_up),
    # "we're buying a two bed in Hove", "I'm buying my first flat": a home being bought (what follows a comma is left)
    # "we extended our lease for one more year", "I've renewed the tenancy until June": the home kept on (what follows a
    # comma is left)
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|also\s+)?(?:extended|renewed)\s+(?:my|our|the)\s+(?:lease|tenancy|rental\s+agreement)"
     r"(?:\s+(?:for|by|until|till|to)\s+[^,;.!]+)?$", lambda m, clause: _fact("episode", m.group(0))),
    # ("I am selling the house", "we're selling our flat in Leith": the home the user has, being sold)
    (rf"^(?:{_IM}|we're|we are)\s+(?:(?:finally|now|also|officially|actually|in\s+the\s+middle\s+of)\s+)*(?:(?P<v>buying)\s+"
     r"(?=(?:a|an|our|my)\s)|(?P<v2>selling)\s+(?=(?:the|our|my)\s))"
     r"(?P<obj>(?:a|an|our|my|the)\s+(?:(?:first|new|little|small|tiny|own|lovely|\w+[-\s]bed(?:room)?(?:ed)?|terraced|detached|semi-detached)\s+)*"
     r"(?:house|flat|home|place|apartment|condo|bungalow|cottage|townhouse|terrace|semi|(?:one|two|three|four|five|[1-5])[-\s]bed(?:room)?))\b"
     r"(?P<where>\s+(?:in|on|near)\s+(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2})?(?P<rest>\s*(?:[,;.!-].*)?)$",
     _buying_home),
    # "I'm visiting my sister in Leeds", "I'm visiting my cousin in Peterborough on Sunday": a visit to a relative where they
    # are (a day said with "on" is the coming one, as "this Sunday" is)
    (rf"^(?:{_IM}|we're|we are)\s+(?:(?:also|now|currently|off|just)\s+)*(?:visiting|going\s+to\s+(?:see|visit)|off\s+to\s+see|seeing)\s+"
     rf"(?P<who>my\s+(?:(?:older|younger|big|little|baby|eldest|youngest)\s+)?(?:{_KIN_REL}|mum|mom|mam|dad|parents|grandparents|in-laws|folks|family|aunties?|uncles?|sisters|brothers))"
     r"\s+(?:in|up\s+in|down\s+in|over\s+in)\s+(?P<place>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2})\b(?P<rest>.*)$", _visiting_kin),
    # "we're moving house on Friday": a move on a day of this week (a day alone dates no other plan: "going to a
    # calçotada on Saturday" is an outing)
    (rf"^(?:{_IM}|we're|we are)\s+(?P<verb>moving)(?P<rest>\s+(?:house\s+|home\s+|out\s+|in\s+)?on\s+{_DAYS}\b(?!s).*)$", _arranged),
    (rf"^(?:{_IM}|we're|we are|i'll be|i will be|we'll be|we will be)\s+(?:(?:also|finally|actually|officially)\s+)*(?P<verb>[a-z]+ing)\b(?P<rest>.*\b(?:{_DATED}|starting\s+(?:on\s+)?\w+(?:\s+\w+)?"
     # ("we're going to Lapland in the winter": a season, said of what is being arranged, ahead)
     r"|in\s+the\s+(?:spring|summer|autumn|fall|winter)\b(?!\s+of\s+\d))\b.*)$", _arranged),
    # "I will visit them in July for six weeks", "I shall retire in June", "we'll fly out to Accra on the 3rd": a plan with
    # its date said with "will" or "shall", read as "going to" is
    (rf"^(?P<who>i|we)(?:'ll|\s+will|\s+shall)\s+(?:(?:also|finally|definitely|probably)\s+)*(?P<base>{_WILL_EVENTS})\b"
     rf"(?P<rest>\s+(?:(?<=retire\s)|(?<=emigrate\s)|(?!(?:in|on|after|before|when|once|next|this|then|soon|later|there|here|it|that|this)\b)).*\b(?:{_DATED})\b.*)$",
     _will_dated),
    # "I retire in april 2027", "we emigrate in March": the end of a working life or a move abroad in a learner's present,
    # with its date, read as "will" is
    (rf"^(?P<who>i|we)\s+(?P<base>retire|emigrate)(?P<rest>\s+(?=(?:in|on|at\s+the\s+end\s+of|next|this)\b)(?:{_DATED})\b.*)$",
     _will_dated),
    # "I work from home", "I'm fully remote now", "I'll keep working remote", "I'm back in the office full time": how the
    # user works (a place after "from" is where: the rule after this one)
    (rf"^(?:i\s+(?:(?:now|still|mostly|mainly|fully|also|currently)\s+)*work|{_IM}\s+(?:(?:now|still|mostly|fully|also|currently)\s+)*(?:working)?"
     r"|i(?:'ll|\s+will)\s+(?:keep|continue|still\s+be)\s+(?:working|to\s+work))\s*"
     r"(?P<how>(?:fully\s+|completely\s+)?remote(?:ly)?|from\s+home|hybrid|back\s+in\s+the\s+office)"
     r"(?:\s+(?:now|these\s+days|full[\s-]time|most\s+days|again|for\s+now))*(?:\s*,.*)?$", _work_mode),
    # "I'm aboard the Canadian at the moment", "I am on the Hurtigruten coastal ship now": where the user is travelling
    (rf"^(?:{_IM}|we're|we are)\s+(?:(?:now|currently|still)\s+)?(?P<on>aboard|on\s+board|on)\s+(?P<what>the\s+(?-i:[A-Z])[\w'’-]*"
     rf"(?:\s+(?:(?:of|de|del|la)\s+)?(?-i:[A-Z])[\w'’-]*|\s+{_VEHICLES})*)(?P<now>\s+(?:now|right\s+now|at\s+the\s+moment|currently|today))?\b(?P<rest>.*)$",
     _aboard),
    (rf"^{_IM}\s+(?:(?:now|currently|mostly|fully)\s+)*(?:working|based)\s+(?:remote(?:ly)?|from home)?\s*(?:from|out of)\s+(?P<obj>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){{0,2}})\s*$", _remote),
    (rf"^(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|officially\s+)?(?:got|landed|received|won|accepted|bought|adopted|signed|found)\s+(?:(?:a|an|the|my|our)\s+)?(?:[\w-]+\s+){{0,3}}?{_MILESTONE_NOUNS}\b.*$", _milestone),
    (r"^i\s+(?:(?:mostly|mainly|primarily|also|only|now|currently|exclusively|personally)\s+)*use\s+(?P<obj>.+)$", _uses),
    # "I'm a complete beginner with Excel", "I'm pretty advanced in SQL", "I'm new to Python": how far the user is in a
    # skill (the level an answer is pitched at); not "new to this", "a beginner at it"
    (rf"^{_IM}\s+(?:(?P<a>a|an)\s+)?(?:(?P<how>complete|total|absolute|real|bit\s+of\s+a|pretty|fairly|quite|very|reasonably|fairly)\s+)?"
     r"(?P<level>beginner|novice|newbie|intermediate|advanced|expert)\s+(?:at|in|with)\s+"
     r"(?P<what>(?!(?:it|this|that|these|those|them|stuff|things|everything|anything)\b)[\w#+.-]+(?:\s+[\w#+.-]+){0,2})\s*$", _skill_level),
    (rf"^{_IM}\s+(?:(?:completely|totally|pretty|fairly|quite|very|brand|still|relatively)\s+)?new\s+to\s+"
     r"(?P<what>(?!(?:it|this|that|these|those|them|all\s+this|the\s+(?:area|job|team|company|city|town|country|uk|us))\b)"
     r"[\w#+.-]+(?:\s+[\w#+.-]+){0,2})\s*$", lambda m, clause: Fact("identity", f"User is new to {m['what']}")),
    # "I bike everywhere now", "we walk everywhere": how the user gets about
    (r"^(?:i|we)\s+(?:(?:now|mostly|just|basically|pretty\s+much)\s+)?(?P<verb>walk|bike|cycle|drive|scoot|skate)\s+everywhere"
     r"(?:\s+(?:now|these\s+days|nowadays))?\s*$",
     lambda m, clause: Fact("habit", f"User {'cycles' if m['verb'].lower() == 'bike' else en.third_person_verb(m['verb'].lower())}"
                                     " everywhere")),
    # "I smoke about 15 a day", "I'm on about 8 coffees a day", "I drink 2 pints a night": how much, counted, a habit
    (rf"^(?:i\s+{_ADV}(?P<verb>smoke|vape|drink|have)|{_IM}\s+(?:now\s+)?on)\s+(?P<about>(?:about|around|roughly|maybe|like|at\s+least"
     r"|up\s+to|over|nearly|almost)\s+)?(?P<n>\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twenty|forty|a\s+couple\s+of)"
     r"(?P<what>\s+(?:cups?\s+of\s+)?(?:coffees?|teas?|espressos?|energy\s+drinks?|cans?(?:\s+of\s+\w+)?|beers?|pints?"
     r"|glass(?:es)?\s+of\s+wine|drinks?|units?|cigarettes?|cigs?|fags?|smokes?|roll-?ups?))?\s+(?:a|per|each)\s+"
     r"(?P<unit>day|night|week)(?:\s*,?\s+(?:which|so|but|and|though)\b.*)?\s*$", _counted),
    (rf"^i\s+{_ADV}(?P<verb>{_ACTIVITY_VERBS})\s+(?P<obj>.+)$", _activity),
    # "We are in the new house now", "finally settled into our new flat": the move made, where to said before (the write
    # path places it: Brain._arrival_placed)
    (rf"^(?:{_IM}|we're|we\s+are|we've|i've)\s+(?:(?:now|finally|all|officially|just)\s+)*(?:in|moved\s+into|settled\s+in(?:to)?)\s+"
     r"(?:the|our|my)\s+new\s+(?P<what>house|home|flat|apartment|place|bungalow|condo)(?:\s+(?:now|at\s+last|finally))?\s*[.!]*$",
     lambda m, clause: Fact("identity", f"User has moved into their new {m['what'].lower()}")),
    # "From June I will be the finance manager at Cactus Drilling, an oil services firm": a job ahead, said with "will be"
    (rf"^(?:from\s+(?P<m1>{_MONTHS})\s*,?\s+)?i(?:\s+will|'ll)\s+be\s+(?:the|a|an)\s+(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){{0,3}}?)"
     r"\s+(?:at|with|for)\s+(?P<org>(?-i:[A-ZÀ-ÖØ-Þ])[\w&'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w&'.-]*){0,3})"
     rf"(?:\s+from\s+(?P<m2>{_MONTHS}))?(?:\s*,\s*(?:an?|the)\s+[^,]{{2,50}})?\s*[.!]*$", _will_be_role),
    # "From December I'm freelancing as a UX research consultant": freelance work, its role and when it starts
    (rf"^(?:from\s+(?P<m1>{_MONTHS})\s*,?\s+)?{_IM}\s+(?:now\s+)?(?:freelancing|working\s+freelance|contracting)\s+as\s+(?:an?\s+)?"
     rf"(?P<role>[\w-]+(?:\s+[\w-]+){{0,3}}?)(?:\s+from\s+(?P<m2>{_MONTHS}))?\s*[.!]*$", _freelancing_as),
    *staff.RULES,  # who helps at home: "my helper comes on Mondays" (mercuryd.brain.staff)
    *lifefacts.RULES,  # schooling, where one grew up, fears, diets, family standing (mercuryd.brain.lifefacts)
    # ("Dairy farmer outside Listowel, about 90 Friesian cows": how many it keeps after a comma)
    # ("…, 71, a retired teacher of physics from Freiburg im Breisgau": where from, after the role)
    (r"^(?:(?:a|an)\s+)?(?P<obj>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?(?:\s+from\s+(?-i:[A-Z])[\w'-]*(?:\s+[\w'-]+){0,2})?)(?P<now>\s+(?:now|these days|nowadays))?"
     r"(?:,\s*(?P<herd>(?:about|around|roughly|some|over|nearly)?\s*\d[\d,]*\s+(?:[\w-]+\s+){0,2}(?:cows|ewes|sheep|sows|pigs|goats"
     r"|cattle|hives|acres|hectares))\b.*)?$", _bare_role),
    (r"^(?:(?:a|an)\s+)?(?P<obj>(?:[\w-]+\s+){0,3}[\w-]+\s+(?:at|for|with)\s+[A-Z].*)$", _verbless_role),
    (r"^(?:i've been|i have been|i'm|i am)\s+(?:(?:mostly|mainly|now|still|also|happily)\s+)*using\s+(?P<obj>.+)$", _uses),
    # "so it's Affinity Photo for all my final colour now": the tool the user uses for it now
    (r"^(?:so\s+)?(?:it's|it\s+is)\s+(?P<obj>(?-i:[A-Z])[\w.+#-]*(?:\s+(?-i:[A-Z])[\w.+#-]*){0,2})\s+for\s+"
     r"(?P<use>(?:all\s+|everything\s+)?(?:of\s+)?(?:my|our)\s+[\w -]{2,40}?)\s+(?:now|these\s+days|from\s+now\s+on)$", _its_tool_now),
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:also|finally|actually|even|officially|already|then|once|really)\s+)*(?P<verb>[a-z]+)\b(?P<rest>(?:\s+\S+){2,})$", _told),
    # "…our customers are Muslim like me": unanchored, so last
    (rf"^.*?\b(?:are|is)\s+(?P<a>)(?P<how>)(?P<obj>{_RELIGION})\s+(?:like\s+me|as\s+am\s+i|same\s+as\s+me)\b.*$", _religion),
]
RULES: tuple[tuple[re.Pattern[str], Handler], ...] = tuple(
    (re.compile(p, re.I), h) for p, h in [*_RULES, *changes.LAST_RULES])
# (a name may open with an accented capital: "I'm Ánte", "Élodie, a nurse …")
_NAME_THEN_ROLE = re.compile(r"^(?P<obj>[A-ZÀ-ÖØ-Þ][^\W\d_]+(?:\s+[A-ZÀ-ÖØ-Þ][^\W\d_]+)?)\s*,\s+(?P<rest>(?:an?\s+)?[\w-].+)$")
# ("I am Rajendra Prasad Mehta": a given name, a middle or father's name and a surname)
_GREETING_NAME = re.compile(r"^(?:[Ii]'m|[Ii] am)\s+(?P<obj>[A-ZÀ-ÖØ-Þ][^\W\d_]*(?:[-'][^\W\d_]+)*"
                            r"(?:\s+[A-ZÀ-ÖØ-Þ][^\W\d_]*(?:[-'][^\W\d_]+)*){0,2})\s*$")


# ------------------------------------------------------------------ one clause


# What makes a request after it hold for good ("I'm vegan so please don't suggest meat")
_REASON_TYPES = frozenset({"constraint", "identity"})
# what a relative at the user's table has that rules food out ("my husband Ruben has type 2 diabetes, so no sugary recipes
# please"): a reason for the household's meals, as the user's own is
_KIN_DIET = re.compile(r"\b(?:diabet(?:es|ic)|coeliac|celiac|allergic|allergy|intolerant|intolerance|vegan|vegetarian|halal|kosher"
                       r"|gluten[\s-]free|dairy[\s-]free)\b", re.I)
# Someone else's words quoted after a verb of saying ("my friend said "…"", "she goes "…"")
_THEIR_QUOTE = re.compile(
    r"\b(?P<who>(?:my|our|his|her|their|the)\s+[\w-]+(?:\s+(?-i:[A-Z])[\w'-]+)?|(?-i:[A-Z])[\w'-]+|he|she|they)\s+"
    r"(?:(?:always|just|then|once|literally)\s+)?(?:said|says|say|told\s+me|tells\s+me|wrote|writes|texted|texts|asked|goes|went)"
    r"\s*[:,]?\s*[\"“][^\"”\n]{1,500}[\"”]", re.I)
# Words sung or recited, asked about ("what song goes like i walk the line because youre mine i keep my eyes
# wide open…", "the lyrics go 'I'll be there for you'"): to the end of the sentence they are not the user's
_SUNG_WORDS = re.compile(
    r"\b(?P<head>(?:song|tune|lyrics?|poem|verse|chorus|rhyme|hymn|jingle)\s+(?:that\s+|which\s+)?(?:goes|go|went|says|starts)"
    r"|(?:lyrics?|words)\s+(?:are|were|go|went))\s+(?:(?:something|kind\s+of|kinda|sort\s+of)\s+)?(?:like\s+)?[^.?!\n]{1,500}",
    re.I)
# An aside in brackets that only comments on what is said ("(and do forgive the length)", "(that is sarcasm, in case
# it does not carry)", "(I stress, purely out of curiosity)"): it cut the statement around it from its lead
# "I'm Sasha (they/them)", "I am Ren (he/they)": the name, and the pronouns in brackets after it
# ("Jo here (they/them).": the name said with "here")
_NAME_PRONOUNS = re.compile(r"(?P<name>\b(?:i'm|i’m|i\s+am|im)\s+(?-i:[A-Z])[\w'’-]+|(?:^|(?<=[.!?]\s))(?-i:[A-Z])[\w'’-]+\s+here)\s*\("
                            rf"(?P<p>{_PRONOUN_PAIR})\)(?P<rest>[^.!?\n]*)", re.I)
# "My partner's name is Alex, they/them", "my kid Robin (they/them)": a relative named, and their pronouns after
_KIN_PRONOUNS = re.compile(r"(?P<said>\bmy\s+(?P<rel>(?:[a-z-]+\s+)?(?:partner|wife|husband|girlfriend|boyfriend|spouse|child|kid|son|daughter"
                           r"|sibling|sister|brother|friend|best\s+friend|teen|teenager|eldest|youngest|flatmate|roommate))"
                           r"(?:['’]s\s+name\s+is\s+|\s+is\s+called\s+|\s*,\s*|\s+)(?P<name>(?-i:[A-Z])[\w'’-]+))\s*(?:,\s*|\(\s*)"
                           rf"(?P<p>{_PRONOUN_PAIR})\s*\)?(?P<rest>[^.!?\n]*)", re.I)

_PET_THEN_NAMED = re.compile(r"(?P<got>\b(?:got|adopted|bought|brought\s+home|rescued)\s+(?:a|an|our\s+new|a\s+new))\s+"
                             r"(?P<pet>puppy|kitten|dog|cat|rabbit|bunny)\s*[!.]+\s+(?:(?:she|he|it)(?:'s|\s+is)\s+)?(?:a|an)\s+"
                             r"(?P<kind>[a-z][\w-]+)\s+(?P<called>called|named)\s+(?P<name>(?-i:[A-Z])[\w'’-]+)", re.I)

# "GOT A DOG. border collie cross from the shelter, 3 yrs old, named her Tess": the pet got, named at the end of what is
# said of it (the name put with the pet; what is said between is kept after it)
_PET_NAMED_AFTER = re.compile(r"(?P<got>\b(?:got|adopted|rescued|brought\s+home)\s+(?:a|an|our)\s+(?:new\s+)?(?:dog|puppy|cat|kitten"
                              r"|rabbit|bunny))(?P<mid>\b[^?\n]{0,120}?)(?:\s*,|\s+and)?\s+(?:(?:we|i)(?:'ve|\s+have)?\s+)?(?:named|called)\s+"
                              r"(?:her|him|it)\s+(?P<name>(?-i:[A-Z])[\w'’-]+)", re.I)
# "got a gf now!! her name is Esi", "I have a boyfriend. His name's Kwame": the partner got, named in the next sentence
_PARTNER_THEN_NAMED = re.compile(r"(?P<got>\b(?:got|have|met)\s+(?:a|a\s+new)\s+(?:girlfriend|boyfriend|partner|gf|bf)(?:\s+now)?)\s*[!.]+\s+"
                                 r"(?P<named>(?:her|his|their)\s+name(?:'s|\s+is)\s+(?-i:[A-Z])[\w'’-]+)", re.I)



def _pet_named_after(p: re.Match[str]) -> str:
    """The pet with its name said at the end; left as said when someone else named it ("…, the kids named him Waffle":
    read as before, by the rule for a pet named by the family)."""
    if re.search(r"(?:,|\band)\s+(?:the|my|our|his|her|their)\s+[\w-]+\s*$", p["mid"], re.I):
        return p.group(0)
    return f"{p['got']} named {p['name']}{p['mid']}"


def _partner_then_named(p: re.Match[str]) -> str:
    """The partner and their name in one sentence, said by the user ("got a gf now" typed without its "I")."""
    said_alone = not p.string[: p.start()].strip() or p.string[: p.start()].rstrip()[-1:] in {".", "!", "?"}
    return f"{'I ' if said_alone else ''}{p['got']}, {p['named']}"


def _kin_pronouns(k: re.Match[str]) -> str:
    rest = re.sub(r"^\s*,\s*", " ", k["rest"])  # "My partner Alex, they/them, is a nurse": the comma was the pronouns'
    return f"{k['said']}{rest}. My {k['rel'].lower()} {k['name']} uses {k['p'].replace(' ', '')} pronouns"


_PAREN_ASIDE = re.compile(
    r" ?\((?:and|or|but|which|though|although|if|that\s+is|forgive|pardon|sorry|not\s+that|mind\s+you|of\s+course|no\s+doubt"
    r"|i\s+stress|i\s+admit|i\s+confess|i\s+suppose|heaven|god\s+knows|alas)\b[^()\n]{0,200}\)(?=[\s,.;:!?])", re.I)
# "…, as my students would no doubt be quick to add, …": what others would say of it, no hypothetical of the user's
_AS_THEY_WOULD_SAY = re.compile(
    r",? ?\bas\s+(?:my|his|her|their|our|the|any|most|some|people|everyone|anyone|they|you)\b[^,.!?\n]{0,60}?\s+would\s+"
    r"(?:(?:no\s+doubt|probably|surely|happily|gladly|certainly)\s+)?(?:be\s+(?:quick|happy|glad)\s+to\s+)?(?:say|add|put\s+it"
    r"|tell\s+you|attest|agree|point\s+out|confirm)\b(?=\s*[,.;!?)])", re.I)
_PRESENTLY = re.compile(r"\b(?P<be>am|'m|are|'re|is)\s+presently\b", re.I)
# "I'm 52 and just won the lottery lol jk", "I'm a brain surgeon, just kidding, I stack shelves": a claim taken back as a
# joke at once ("jk", "just kidding", "only joking", "i'm kidding", after any "lol"/"haha"), said before the mark and
# nothing the user means; the mark then closes the clause, or the message ("what does jk mean": a word asked about)
_JOKE_TAKEN_BACK = re.compile(
    r"(?:[\s,]*\b(?:lol|lmao|haha+|hehe|ha)\b)*[\s,]*(?<![\w'’])(?<!\bnot\s)(?<!\bno\s)(?:jk|j/k|jking|(?:just|only|i['’]?m|i\s+am)\s+"
    r"(?:just\s+)?(?:kidding|joking))\b(?:[\s,]+(?:jk|lol|haha+))*(?=\s*(?:[.!?,;:)]|$)|\s+(?:i|i'm|im|i\s+am|i've)\s)", re.I)
_JOKE_WORD = re.compile(r"\b(?:jk|j/k|jking|kidding|joking|joke)\b", re.I)
# "ran a marathon on sunday, no jk", "no kidding": what was said is meant, the mark says so and nothing else
_NO_JOKE = re.compile(r"[\s,]*\bno\s+(?:jk|kidding|joke)\b[\s,]*(?=[.!?;:)]|$)", re.I)
# where the claim taken back begins: after the last stop or comma before it, at its "and"/"but" ("I'm 52 and …"), or
# at its "I" ("keep it short next time i read it at a red light lol just kidding": the reading was the joke)
_CLAIM_STARTS = re.compile(r"[.!?;,]+|\s+(?:and|but)\s+|\s+(?=(?:i|i'm|im|i've)\s)", re.I)


def _take_back_jokes(text: str) -> str:
    """``text`` without each claim taken back as a joke and the mark that takes it back."""
    if not _JOKE_WORD.search(text):
        return text  # (the marks' patterns open with "[\s,]*": searched through thousands of blank lines, seconds)
    text = _NO_JOKE.sub("", text)
    while (m := _JOKE_TAKEN_BACK.search(text)) is not None:
        claim = text[: m.start()].rstrip()
        body = claim.rstrip(".!?,; ")  # "quit my job today!! jk jk, but …": the sentence before the mark
        cut = max((b.start() for b in _CLAIM_STARTS.finditer(body)), default=0)
        head = body[:cut].rstrip()
        rest = re.sub(r"^[\s,.;:!?]*(?:but\s+)?", "", text[m.end():], flags=re.I)
        text = f"{head}. {rest}" if head and rest else head or rest
    return text


# "I'm a live in caregiver for an old lady", "I work as a live in nanny": the live-in job, its hyphen left out (not "I
# live in Leeds")
_LIVE_IN_JOB = re.compile(r"\b(?P<a>an?|as)\s+live\s+in\s+(?=(?:carer|caregiver|care\s+worker|nanny|housekeeper|au\s+pair|maid"
                          r"|helper|domestic\s+worker|companion|cook|tutor)\b)", re.I)
# An invisible character between two letters (zero-width space, joiners, word joiner, BOM) that cut a
# word in two for the rules ("Bo\u200bb" read as "Bo"); shown, the word is whole
_WOULD_PREFER = re.compile(r"^I(?:\s+would|'d)\s+(?:(?:much|really|rather|generally)\s+)?prefer\b(?!\s+(?:it|that|this)\b)", re.I)
# "I'd rather cycle than drive to work", "I would sooner take the ferry than fly": a choice between two doings, read as
# "I prefer cycling to driving to work". Both sides open with a verb (not "I'd rather you wrote…", "…rather not",
# "I'd rather have a long derivation than a hand-wavy one", whose second side is no doing)
_WOULD_RATHER = re.compile(r"^I(?:\s+would|'d)\s+(?:much\s+|far\s+|honestly\s+)?(?:rather|sooner)\s+(?P<a>[a-z]+)\b(?P<a_rest>[^,;:]*?)"
                           r"\s+than\s+(?P<b>[a-z]+)\b(?P<b_rest>.*)$", re.I)


def _would_rather(m: re.Match[str]) -> str:
    """ "I'd rather <do A> than <do B>" as "I prefer <doing A> to <doing B>", when both sides open with a verb."""
    if any(lexicon.common(w) and w.lower() not in lexicon.VERBS for w in (m["a"], m["b"])) \
            or m["a"].lower() in {"be", "have", "not", "die"}:  # "I'd rather die than …" is no taste
        return m.group(0)
    return f"I prefer {lexicon.gerund(m['a'])}{m['a_rest']} to {lexicon.gerund(m['b'])}{m['b_rest']}"


_HERE_IN = re.compile(r"(?<=\w)\s+(?:(?:over|out|back|down|up)\s+)?here(?=\s+(?:in|near)\s+(?!(?:the|a|an|my|our|this|that|your|his"
                      r"|her|their|case|time|order|person|private|general|front|bed|town|school|work|class)\b)[^\W\d_])", re.I)
_HERE_LEAD = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:over|out|back|down|up)\s+)?here\s+in\s+(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?"
                        r"\s*,?\s+(?=(?:i|i'm|we|we're|my|our)\b)", re.I)
_AT_THE_PLACE_HERE = re.compile(r"\b(?P<at>(?:at|in|near|from)\s+the\s+[a-z]{3,})\s+here\b(?!\s+(?:in|near|is|are|and)\b)", re.I)
_MY_ONE_HERE = re.compile(r"\b(?P<who>[Mm]y\s+(?:new\s+)?[a-z]+)\s+here\s+(?=(?:is|was)\b)")
_INVISIBLE_IN_WORD = re.compile(r"(?<=[^\W\d_])[\u200b\u200c\u200d\u2060\ufeff\u00ad]+(?=[^\W\d_])")
# Where the head of a clause ends: a comma, "and", "but", "so", "because"
_HEAD_END = re.compile(r"\s*,\s+|\s+(?:and|but|because|though|although|cause|cuz)\s+", re.I)
_FIRST_PERSON_HEAD = re.compile(r"(?:i|i'm|i am|im|i've|my|we|we're|we've)\s+\S+(?:\s+\S+)*"
                                r"(?<!\bis)(?<!\bare)(?<!\bam)(?<!\bwas)(?<!\bnot)(?<!\bbe)(?<!\bvery)(?<!\breally)(?<!\bso)(?<!\btoo)$", re.I)


# How far into a clause its head may end (a statement's head is short; a long run-on is not re-read at every "and")
_HEAD_MOST = 240


# "… for my Band 6 interview on 2nd May", "… before my driving test next Friday": an event of the user's, with its date
_MY_DATED_EVENT = re.compile(
    r"\bmy\s+(?P<what>(?:[\w-]+\s+){0,3}?(?:interview|exams?|appointment|surgery|operation|driving\s+test|viva|audition|scan"
    r"|hearing|defen[cs]e))\s+(?:is\s+)?(?P<when>on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+" + _MONTHS
    + r"|on\s+" + _MONTHS + r"\s+\d{1,2}(?:st|nd|rd|th)?|next\s+(?:week|month|" + _DAYS + r"))\b", re.I)
# "I need help preparing for …", "I'm revising for …", "I want to get ready for …": what the user is doing towards an event
_HELP_BEFORE = re.compile(r"^i(?:'m|\s+am)?\s+(?:need|want|would\s+like|'d\s+like|am\s+trying|'m\s+trying)?\s*(?:some\s+)?(?:help\s+)?"
                          r"(?:to\s+)?(?:prepar(?:e|ing)|revis(?:e|ing)|stud(?:y|ying)|get(?:ting)?\s+ready|practi[cs](?:e|ing))\s+for\s+my\b", re.I)
# "Also now I am not in Pune, I have vacated the PG": a home left, said as where the user no longer is, with the lodging
# given up beside it (alone, "now I'm not in Leeds" may be a trip)
_NOW_NOT_IN = re.compile(r"\b(?-i:[Nn])ow\s+(?-i:I)(?:'m|\s+am)\s+not\s+in\s+(?P<place>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)"
                         r"(?=\s*[,;]\s*(?:and\s+)?(?-i:I)(?:'ve|\s+have)\s+(?:vacated|moved\s+out\s+of|given\s+up|left)\s+(?:the|my|our)\s+"
                         r"(?:PG|flat|room|hostel|apartment|house|place|digs|rental|lease)\b)", re.I)
# "I collect the kids on Thursdays not Wednesdays", "the class is Tuesdays and Thursdays, not Mondays and Wednesdays": the
# days meant, the days put right after "not" dropped (they are what an earlier message said, not this one's fact)
_DAYS_NOT_DAYS = re.compile(rf"(?P<days>\b{_DAYS}s?(?:\s+(?:mornings?|afternoons?|evenings?|nights?))?)\s*,?\s+not\s+(?:on\s+)?"
                            rf"{_DAYS}s?(?:\s*(?:,|and|or|&)\s*{_DAYS}s?)*(?:\s+(?:mornings?|afternoons?|evenings?|nights?))?\b", re.I)
# "my posting will be in the Aurangabad branch from November", "I will be posted to Quetta": where the user's employer
# sends them to work, as "I'm being posted to …" says it
# "I start my new job as a sous chef on Monday", "I start as a porter at St James's in May": the present for a start
# ahead, read as "I'm starting …" is ("I start my new job at Tesco on Monday" is read as it is)
_I_START_AS = re.compile(r"\b(?-i:I)\s+(?:(?:officially|finally|also)\s+)*start\s+(?P<job>my\s+new\s+(?:job|role|position)\s+(?=as\s|on\s|next\s|in\s)|(?=as\s+(?:an?|the)\s))",
                         re.I)
_MY_POSTING = re.compile(r"\b(?:(?-i:[Mm])y\s+(?:first\s+|new\s+|next\s+)?posting\s+(?:will\s+be|is|'s)|(?-i:I)(?:'ll|\s+will)\s+be\s+posted)"
                         r"\s+(?:in|at|to)\s+(?=(?:the\s+)?(?-i:[A-Z]))", re.I)
# "hey this is memo, guillermo salinas.": what the user goes by, then their full name (two words, neither an ordinary one)
_NICK_THEN_FULL = re.compile(r"(?:^|(?<=[.!?]\s))(?P<lead>(?:(?:hi|hey|hello|hiya|yo)[\s,!.]+)?)(?:this\s+is|it's|I'm|I\s+am)\s+"
                             r"(?P<nick>[A-Za-z][a-z'-]+)\s*,\s+(?P<first>[A-Za-z][a-z'-]+)\s+(?P<last>[A-Za-z][a-z'-]+)(?P<end>\s*[.!]|\s*$)",
                             re.I)


_NOT_A_SURNAME = frozenset("""day days night nights shift shifts week weekend weekends team sales admin staff office school desk
    front reception ward unit floor site depot store shop branch""".split())


def _nick_then_full(m: re.Match[str]) -> str:
    nick, first, last = m["nick"], m["first"], m["last"]
    if any(lexicon.common(w.lower()) or w.casefold() in NOT_NAMES or w.lower() in _NOT_A_SURNAME or is_job_noun(w.lower())
           for w in (nick, first, last)) or nick.lower() == first.lower():
        return m.group(0)  # "this is jake, night shift": where or when they work, not a name
    return f"{m['lead']}my name is {first} {last}, everyone calls me {nick}{m['end']}"


# "i drive otr out of laredo tx, 46 years old.": the writer's age, said after a statement of their own (not after one
# about someone else: "I look after my dad, 82 years old")
_MY_AGE_AFTER = re.compile(r"(?:^|(?<=[.!?]\s))(?P<said>(?-i:I)(?:'m|\s+am)?\s+[^.!?]{3,120}?)\s*,\s*(?P<age>[1-9]\d)\s+years\s+old(?P<end>\s*[.!]|\s*$)",
                           re.I)


def _my_age_after(m: re.Match[str]) -> str:
    if re.search(r"\b(?:my|our|his|her|their|he|she|they|with|kids?|children|son|daughter|mum|mom|dad)\b", m["said"], re.I):
        return m.group(0)
    return f"{m['said']}. I'm {m['age']} years old{m['end']}"


# "I'm being posted to Leh from June": the posting begins in June, read as the month it is in
_POSTED_FROM = re.compile(r"(?P<to>\bI'm\s+being\s+posted\s+to\s+[^.!?,;]{2,60}?)\s+from\s+(?=" + _MONTHS + r"\b)", re.I)
# "Need help writing a leave application to my manager", "I need some help drafting an email to the council": a piece
# of writing asked for, said as a need
_HELP_WRITING = re.compile(r"^(?:i(?:'d|\s+would)\s+like|(?:i\s+)?(?:need|want))\s+(?:some\s+|a\s+little\s+|a\s+bit\s+of\s+)?help\s+"
                           r"(?:with\s+)?(?:writing|drafting|wording|composing|replying\s+to|putting\s+together)\s+(?:a|an|the|my|this|some)\b"
                           # ("I'm writing the father of the bride speech. Keep it warm and short": a piece written now,
                           # which "keep it …" is about)
                           r"|^(?:i'm|i\s+am|im)\s+(?:(?:just|now|currently|still)\s+)?(?:writing|drafting|preparing|working\s+on)\s+(?:a|an|the|my)\s+"
                           r"(?:[\w'-]+\s+){0,5}?(?:speech|toast|eulogy|letter|email|e-mail|card|post|poem|cover\s+letter|statement|essay"
                           r"|message|note|reply|bio|invitation|announcement|tribute)\b", re.I)
# "i hate long paragraphs", "I can't stand bullet points": a dislike of a shape answers take
# ("please stop using bullet points, I prefer normal paragraphs now": the shape wanted instead, said after the request)
_DISLIKED_SHAPE = re.compile(r"^i\s+(?:really\s+|much\s+)?(?:hate|can't\s+stand|cannot\s+stand|don't\s+like|do\s+not\s+like|prefer)\s+"
                             r"(?:long\s+|big\s+|walls\s+of\s+|normal\s+|plain\s+|full\s+|proper\s+)?(?P<shape>paragraphs|text|answers|bullet\s+points"
                             r"|lists|jargon|emojis?)(?:\s+(?:now|instead|these\s+days))?\s*$", re.I)


def _shouted_word(said: str) -> bool:
    """"I am DROWNING lol", "I'm SO DONE": a word of English in capitals, shouted, not a name."""
    return said.isupper() and all(len(w) >= 2 and lexicon.common(w.lower()) for w in said.split())


def read_clause(clause: str, *, greeted: bool = False) -> list[Fact]:
    """The facts one clause states: its main facts (if a rule matches) and its people."""
    mentions = find_persons(clause)
    main = _read_by_rules(clause)
    if not main:
        main = _together(clause)
    if not main:
        # "I'm currently unemployed and job hunting", "I'm a lifelong Liverpool fan, help me write a chant": a rule
        # written for the statement alone reads the head of the clause (what follows is another thing); the
        # longest head a rule reads, so an "and" inside a list is not taken for the end ("We have a dog and two
        # cats, and the dog hates the vet" stored "User has a dog")
        # (not where one is: "We're in Rome now, the pasta is unreal" is a trip)
        for cut in reversed([c for c in _HEAD_END.finditer(clause[:_HEAD_MOST]) if c.end() < len(clause)][:4]):
            head = clause[: cut.start()]
            if not _FIRST_PERSON_HEAD.match(head):
                continue
            main = [f for f in _read_by_rules(head)
                    if (f.attribute != "lives_in" or not re.match(r"(?:i'm|i\s+am|im|we're|we\s+are)\s+(?:\w+\s+)?in\b", head, re.I))
                    # "my bp is better but still high": a reading only better is over when nothing qualifies it
                    and not (f.attribute == "condition" and f.summary.endswith(" is better"))]
            if main:
                break
    if not main and _HELP_BEFORE.match(clause) and (event := _MY_DATED_EVENT.search(clause)) is not None:
        # "I need help preparing for my Band 6 interview on 2nd May": the user's date, said in asking for help
        main = [f for f in _read_by_rules(f"my {event['what']} is {event['when']}") if f.type == "episode"]
    if not main and greeted and (g := _GREETING_NAME.match(clause)) and not _shouted_word(g.group("obj")):
        named = _name(g, clause)
        main = [named] if named else []
    if not main and greeted and (intro := _NAME_THEN_ROLE.match(clause)) \
            and not any(lexicon.common(w.lower()) or w.casefold() in NOT_NAMES for w in intro.group("obj").split()):
        # "Hi there. Helen Okafor, VP of Sales at Brightline Freight in Chicago": who, then what they do
        role = [f for f in _read_by_rules(intro.group("rest")) if f.attribute in {"job_title", "works_at", "side_job"}]
        named = _name(intro, clause) if role else None
        main = [named, *role] if named else []
    if (uses := lifefacts.aid(clause)) and not any(f.type == "constraint" for f in main):
        main = [*main, uses]  # "got my hearing aids adjusted today": the user wears hearing aids
    for fact in main:  # "I work part time as a barista": a job beside the main one (a student's), no conflict with it
        if fact.attribute == "job_title" and _PART_TIME.search(clause):
            fact.attribute = "side_job"
    main = _job_in_time(clause, main)
    _came_from(clause, main)
    for fact in main:  # "User has type 2 diabetes": a condition a food or medicine question recalls
        if fact.type == "constraint" and fact.attribute is None and fact.polarity != "negative" \
                and (condition := health_condition(fact.summary)):
            fact.attribute, fact.value = "condition", condition
    persons = [m.person for m in mentions]
    # "my wife is called Ana": the wife is Ana, not a second person known as "Wife"
    named_relations = {p.relation for p in persons if p.relation}
    kin = [m.person for m in relation_only(clause) if m.person.relation not in named_relations]
    if any(f.polarity == "negative" and f.attribute in {"spouse", "partner"} and not f.value for f in main):
        kin = []  # "my girlfriend and I split up": no girlfriend to keep a page for (the one named before is ended)
    found_names = {p.name for p in persons + kin}
    for fact in main:
        own = {p.name: p for p in fact.persons if p.relation}  # what the rule says of someone ("ex-boyfriend") wins
        fact.persons = [own.get(p.name, p) for p in persons + kin] + [p for p in fact.persons if p.name not in found_names]
    facts = list(main)
    plural = [m for m in mentions if m.detail == "plural"]
    if plural:
        # "my kids Sasha (15) and Misha (17) stay with me every other weekend": one fact naming them all
        facts.append(_plural_relatives(clause, plural, predicate=not main, main=main))
        mentions = [m for m in mentions if m.detail != "plural"]
    ended = {f.value for f in main if f.polarity == "negative" and f.attribute in {"spouse", "partner"}}
    for mention in mentions:
        if mention.person.name.lower() in ended:
            continue  # "my wife Ana and I separated": not also "User's wife is Ana"
        if mention.person.relation in _PET_WORDS and any(
                f.type == "relationship" and any(p.name == mention.person.name for p in f.persons) for f in main):
            continue  # "I have a cat called Tamal": that fact says who the cat is (not also "User's cat is Tamal")
        for rel in _relationship(mention, clause, predicate=not main and mention is mentions[0]):
            rel.persons = [mention.person] if main else persons
            facts.append(rel)
    return facts


_MONTH_WORDS = "|".join(calendar.month_name[1:])
# a start still to come said with a job: "from October", "starting in March", "as of 1 June", "from next month"
_JOB_STARTS = re.compile(
    r"\b(?:from|starting(?:\s+(?:in|on|from))?|as\s+of|beginning(?:\s+in)?)\s+(?:the\s+)?(?:(?:start|beginning|end|middle)\s+of\s+)?"
    rf"(?:(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:{_MONTH_WORDS})|next\s+(?:week|month|year|term|semester))\b", re.I)
# a job held for a season only: "this summer", "over the summer", "for the winter", "until September"
_JOB_FOR_NOW = re.compile(
    r"\s+(?P<when>(?:this|over\s+the|for\s+the)\s+(?:summer|winter|spring|autumn|fall|season|holidays)"
    rf"|until\s+(?:the\s+end\s+of\s+)?(?:{_MONTH_WORDS}|(?:the\s+)?(?:summer|winter|spring|autumn|fall)))\b", re.I)
_ROLE_NOW = re.compile(r"^User\s+(?:is|works|is\s+working)\s+", re.I)


def _job_in_time(clause: str, main: list[Fact]) -> list[Fact]:
    """A job said with when it holds. Ahead ("from October I am quality manager at Hartwell Foods",
    "from september I'm working at Siemens as a data engineer"): a plan taking effect then
    (``plan:works_at``, or ``plan:job_title`` without an employer), not the job now. For a season
    ("I'm working as a waiter in Lisbon this summer"): the job with its time, beside the main one
    (``side_job``)."""
    hours = [f for f in main if f.attribute == SCHEDULE_PREFIX + "work" and f.polarity == "positive"]
    if hours and _JOB_STARTS.search(clause) and re.match(r"(?:i'm|i\s+am|i'll\s+be|i\s+will\s+be)\s+working\b", clause, re.I):
        # "from next month I'm working four days a week": the hours ahead, a plan taking effect then
        for f in hours:
            f.attribute = PLAN_PREFIX + SCHEDULE_PREFIX + "work"
            f.summary = re.sub(r"^User (?:is|will be) working\b", "User will work", f.summary)
        return main
    work = [f for f in main if f.attribute in {"works_at", "job_title"} and f.polarity == "positive" and f.type == "identity"]
    if not work or not re.match(r"(?:i'm|i\s+am|i\s+work|i'm\s+working|i\s+am\s+working|i'll\s+be|i\s+will\s+be)\b", clause, re.I) \
            or re.search(r"\b(?:since|for\s+\d|for\s+(?:a|two|three|several|many)\s+(?:years?|months?))\b", clause, re.I):
        return main
    said = en.third_person(clause)
    if _JOB_STARTS.search(clause):
        org = next((f for f in work if f.attribute == "works_at" and f.value), None)
        role = next((f for f in work if f.attribute == "job_title" and f.value), None)
        target = org or role
        if target is None or not (_ROLE_NOW.match(said) or said.startswith("User will be ")):
            return main
        summary = _ROLE_NOW.sub(lambda m: "User will be working " if "working" in m.group(0).lower() else
                                "User will work " if "works" in m.group(0).lower() else "User will be ", said, count=1)
        summary = re.sub(r"\b(?-i:From|Starting|As of)\b", lambda m: m.group(0).lower(), summary)
        # "I'm taking over as team lead from June 1": "User will take over as team lead from 1 June"
        summary = re.sub(r"\bwill be (taking|stepping)\b", lambda m: {"taking": "will take", "stepping": "will step"}[m.group(1)],
                         summary, count=1)
        if role is not None and role.value and (bare := re.search(r"\bwill be (?=" + re.escape(role.value) + r"\b)", summary, re.I)):
            # "I am quality manager at …" (an article dropped, as a non-native writer does): "a quality manager"
            summary = f"{summary[: bare.end()]}{en.article(role.value)} {summary[bare.end():]}"
        # what the user will be, as the rule read it (a role: identity), held as a plan until its date
        plan = Fact(target.type, summary, attribute=PLAN_PREFIX + (target.attribute or "works_at"), value=target.value)
        return [plan, *(f for f in main if f not in work)]
    if (season := _JOB_FOR_NOW.search(clause)) is not None:
        for f in work:
            if f.attribute == "job_title":
                if season.group("when").lower() not in f.summary.lower():
                    f.summary = f"{f.summary} {season.group('when')}"
                f.attribute = "side_job"
    return main


_AFTER_COMMA = re.compile(r",\s*$")
_KIN_MODIFIERS = frozenset("twin older younger little big baby eldest oldest youngest two three four five".split())


def _plural_relatives(clause: str, plural: list[Mention], *, predicate: bool, main: Sequence[Fact] = ()) -> Fact:
    """What a clause says of several relatives named together, else who they are."""
    rest = clause[max(m.end for m in plural):]
    rest = re.sub(r"^\s*\(\d{1,2}\)", "", rest)
    # "I'm a solo dad, my twin boys Nikau and Tama are 9": what is said of them after a comma is theirs too
    # (a fact read before the comma, "User is a foster carer", leaves it theirs)
    own = clause[plural[0].start:] if _AFTER_COMMA.search(clause[: plural[0].start]) else clause
    if own is not clause and not predicate and not any(m.person.name in f.summary for f in main for m in plural):
        predicate = True
    said = en.third_person(own) if own[:3].lower() == "my " and predicate else ""
    if said and len(rest.split()) >= 2 and not _vague(rest) and not _YOU.search(rest) \
            and not en.dangling(en.cut_tail(said)) and not _IN_PASSING.match(rest.strip(" ,")):
        return Fact("relationship", said, persons=[m.person for m in plural])
    # "my twin boys …": "User's twin boys are …", not "User's twin are …"
    words = clause[plural[0].start:].split()[1:]
    mods = []
    while len(words) > 1 and words[0].lower() in _KIN_MODIFIERS:
        mods.append(words.pop(0))
    head = " ".join([*mods, words[0]]) if words else "family"
    names = [m.person.name for m in plural]
    listed = ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else names[0]
    return Fact("relationship", f"User's {head.lower()} are {listed}", persons=[m.person for m in plural])


_TOGETHER = re.compile(r"^my\s+(?P<rel>[\w-]+)(?:\s+(?P<name>[A-Z][\w'’-]*))?\s+and\s+i\s+(?P<rest>.+)$", re.I)
_GROUP_AND_I = re.compile(r"^(?P<who>(?:some|a few|a couple of|two|three|four)\s+(?:old\s+|close\s+|good\s+)?"
                          r"(?:friends|colleagues|coworkers|teammates|neighbou?rs|classmates)(?:\s+(?:from|at)\s+[\w ]{2,20}?)?)"
                          r"\s+and\s+i\s+(?P<rest>.+)$", re.I)
_NAME_AND_I = re.compile(r"^(?P<name>(?-i:[A-Z])[a-z][\w'’-]*)\s+and\s+(?-i:I)\s+(?P<rest>.+)$")
_GROUPS = frozenset("family fam friends kids parents team band crew class colleagues coworkers co-workers workmates "
                    "teammates classmates buddies roommates neighbors neighbours cousins siblings".split())
_JOINT_TYPES = frozenset({"episode", "goal", "decision", "project", "habit"})
_PLURAL = {"is": "are", "was": "were", "has": "have"}


def _they_form(verb: str) -> str:
    """The verb as said of two: "plans" -> "plan", "is" -> "are", "went" stays."""
    if verb in _PLURAL:
        return _PLURAL[verb]
    if verb in {"goes", "does"}:
        return verb[:-2]
    if re.fullmatch(r"[a-z]+[^aeious]ies", verb):
        return verb[:-3] + "y"
    if re.fullmatch(r"[a-z]+(?:ches|shes|sses|xes)", verb):
        return verb[:-2]
    if re.fullmatch(r"[a-z]+[^su]s", verb):
        return verb[:-1]
    return verb


def _together(clause: str) -> list[Fact]:
    """'My husband Greg and I finally closed on the house': what the two did, read as "we", with
    both named ("User and their husband Greg finally closed on the house")."""
    m = _TOGETHER.match(clause)
    group = _GROUP_AND_I.match(clause) if not m else None
    named = _NAME_AND_I.match(clause) if not m and not group else None
    if named and (lexicon.common(named.group("name").lower()) or named.group("name").casefold() in NOT_NAMES):
        named = None
    if group is None and named is None and (not m or (m.group("rel").lower() not in RELATIONS and m.group("rel").lower() not in _GROUPS)):
        return []
    rest = (m or group or named).group("rest")  # type: ignore[union-attr]
    found = _read_by_rules("we " + rest)
    if m:
        who = f"their {m.group('rel').lower()}" + (f" {m.group('name')}" if m.group("name") else "")
    elif named:
        who = named.group("name")  # "Marguerite and I intend to sell honey …": someone named, said with the user
    else:
        who = en.rewrite_rest(group.group("who").lower())  # type: ignore[union-attr]
    out = []
    for fact in found:
        # "my wife and I have relocated to Asheville", "Jae and I are moving to Tacoma in May": where the user lives
        # (or will) too
        lives = fact.attribute in {"lives_in", PLAN_PREFIX + "lives_in"}
        # ("my wife and I run a small bakery in Galway": the business is the user's too, an identity of both)
        lives = lives or (fact.type == "identity" and fact.attribute is None and fact.summary.startswith(("User runs ", "User owns ")))
        if fact.type == "relationship" and fact.summary.startswith("User has "):
            out.append(fact)  # "my wife and I have three kids: Ben, Lucy and Sam": the user's children
            continue
        if (fact.type not in _JOINT_TYPES and not lives) or not fact.summary.startswith("User "):
            continue
        verb, _, tail = fact.summary[5:].partition(" ")
        fact.summary = f"User and {who} {_they_form(verb)} {tail}".rstrip()
        if not lives:
            fact.attribute = fact.value = None
            _home_together(fact)
        if named and not fact.persons:  # "Sofia and I bought a flat": what is said of Sofia too, linked to her
            fact.persons = [PersonMention(name=named.group("name"))]
        out.append(fact)
    if named and not out:
        out = _joint_habit(named.group("name"), rest)
    return out


# "Gethin and I jam every Thursday night": what the user does with someone named, read as "I jam with Gethin every
# Thursday night" (a habit with them; who they are is not said). Only a verb in the present, said of a time that comes
# back ("Gethin and I jammed every Thursday", "… are jamming every night this week" are not).
_JOINT_EVERY = re.compile(rf"^(?P<adv>(?:(?:still|both|also|usually|always|normally|often)\s+)*)(?P<verb>[a-z]+)\b(?P<mid>.*?)\s+"
                          rf"(?P<when>{_EVERY})\b(?P<tail>.*)$", re.I)
_NOT_JOINT_VERBS = frozenset("am are is was were be been have has had will would can could shall should may might must do does did "
                             "used get got".split())

# "Marek and I have a pint every Friday", "Ananya and I get dosas every Sunday": something had or got together, a
# thing and not a state ("have been", "have to", "get paid", "get stuck", "get told off" are not).
_JOINT_SHARED = frozenset({"have", "get", "grab"})
_JOINT_SHARED_WHAT = re.compile(
    r"^\s+(?!(?:been|to|got|had|gone|done|just|never|always|already|no|not|paid|stuck|lost|wet|soaked|told|up|home|together"
    r"|ready|bored|drunk|sick|ill|tired|along|on|off|in|out|back|it|them|him|her|me|us)\b)[a-z]", re.I)


def _joint_habit(name: str, rest: str) -> list[Fact]:
    """"Hana and I go bouldering every Tuesday evening": "User goes bouldering with Hana every Tuesday evening"."""
    m = _JOINT_EVERY.match(rest)
    if m is None:
        return []
    verb = m.group("verb").lower()
    mid = m.group("mid")
    shared = verb in _JOINT_SHARED and _JOINT_SHARED_WHAT.match(mid) is not None
    if (verb in _NOT_JOINT_VERBS and not shared) or verb.endswith(("ing", "ed")) or en.is_past(verb) or _YOU.search(rest):
        return []
    if shared and verb in {"get", "grab"}:
        # "Tomás and I get churros every Sunday": the rules read no "I get …" of a habit, so it is said here
        summary = en.tidy(f"User {m.group('adv')}{verb}s{mid} with {name} {m.group('when')}{m.group('tail')}")
        return [Fact("habit", summary, persons=[PersonMention(name=name)])]
    said = f"I {m.group('adv')}{m.group('verb')}{mid} with {name} {m.group('when')}{m.group('tail')}"
    out = []
    for fact in _read_by_rules(said):
        if fact.type != "habit":
            continue
        if not any(p.name == name for p in fact.persons):
            fact.persons = [*fact.persons, PersonMention(name=name)]
        out.append(fact)
    return out


# What a person did once or keeps doing to the user's annoyance ("my daughter Karen called last
# night", "my manager Bob keeps moving my deadlines"): the day's news, not who they are.
_GOT_IN_TOUCH = (r"(?:called|rang|phoned|texted|messaged|emailed|facetimed|video\s+called"
                 r"|popped\s+(?:in|over|by)|dropped\s+by|came\s+(?:by|over))")
_IN_PASSING = re.compile(r"^\s*,?\s*(?:just\s+)?(?:" + _GOT_IN_TOUCH + r"|(?:keeps|kept)\s+\w+ing|is\s+always"
                         r"|(?:won't|will\s+not|wouldn't)\s+(?:hear\s+of|listen\s+to)|(?:won't|will\s+not)\s+listen)\b", re.I)
# ... of a relative known by relation only, just the call or the visit ("my mom called again"): "my boss keeps
# scheduling 6pm meetings" is how things stand with the boss
_GOT_IN_TOUCH_ONCE = re.compile(r"^\s*,?\s*(?:just\s+)?" + _GOT_IN_TOUCH + r"\b", re.I)
# Verbs a non-native speaker leaves without their -s after a person ("he work from home", "she teach math").
_BARE_VERBS = frozenset("work live teach study play run own cook drive speak like love hate want need help come make leave go move do"
                        " start".split())
# ("my husband wants to learn Python" is his goal; "my mom wants me to move" is hers for the user, reported)
# ("my daughter also says I should …", "my son also say …": an adverb before the verb, or its -s dropped, as non-native
# speakers write it)
_REPORTED = re.compile(r"^\s*,?\s*(?:(?:also|always|just|still|even)\s+)?(?:says|say|said|thinks|thought|told|tells|asked|asks|claims"
                       r"|believes|reckons|reckoned|swears|swore"
                       r"|insists|insisted|is\s+convinced|keeps\s+saying|(?:is|was)\s+always\s+saying"
                       # "She's been telling me that since 1998", "has been nagging me to slow down": what they keep saying
                       r"|(?:(?:has|have|['’]s)\s+)?been\s+(?:telling|saying|asking|nagging|begging|urging|reminding|warning|on\s+at)"
                       r"|keeps\s+(?:telling|asking|nagging|reminding)"
                       r"|(?:wants|wanted)(?!\s+to\b))\b", re.I)


# A short visit said of someone ("… is coming from Utrecht for the weekend", "is coming to stay", "is flying in
# from Porto tomorrow"): it passes, where from says where they live (one with its day or month is kept as said)
_VISITING = re.compile(r"^\s*,?\s*(?:is|are|['’]s)\s+(?:coming|visiting|flying\s+in|driving\s+up|driving\s+down|staying)\s+"
                       r"(?:over\s+|down\s+|up\s+|in\s+)?(?:from\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s*)?"
                       r"(?:(?P<undated>for\s+(?:the\s+|a\s+)?(?:weekend|week|day|night|few\s+days|dinner|lunch|visit)|soon|with\s+us"
                       r"|to\s+(?:stay|visit))|this\s+(?:weekend|week|evening)|tomorrow|tonight)\b", re.I)
# What a pet gets up to in a day ("… knocked my coffee onto my keyboard", "ate my sandwich", "chewed my charger"):
# mischief, not what the pet is
_PET_MISCHIEF = re.compile(r"^\s*,?\s*(?:just\s+)?(?:knocked|ate|chewed|broke|stole|peed|pooped|puked|threw\s+up|scratched"
                           r"|destroyed|shredded|dug\s+up|woke\s+(?:me|us)|jumped\s+on|sat\s+on|walked\s+(?:on|across)|spilled"
                           r"|knocked\s+over|ran\s+off\s+with)\b", re.I)
# "my wife Folake is laughing at me", "my daughter is making fun of me": how they take what the user just said
_AT_ME_NOW = re.compile(r"^\s*(?:is|'s|are|'re)\s+(?:(?:just|still|always)\s+)?(?:laughing|giggling|crying|shouting|yelling|screaming"
                        r"|smirking|teasing|mocking|making\s+fun)(?:\s+(?:at|of))?\s+(?:me|us)\b", re.I)
# "… runs the shop better than me", "is taller than me now": the relative measured against the user
_THAN_ME = re.compile(r"\bthan\s+(?:me|i|us|we|myself|them)\b", re.I)
# "… does the mornings", "she'll do the evenings", "takes the weekends": a share of the household's day said only by its time
# (what is done is not said: "does the school run", "does the bedtimes" say it)
_SHARE_BY_TIME = re.compile(r"^\s*,?\s*(?:does|do|will\s+do|['’]ll\s+do|takes|is\s+doing|['’]s\s+doing)\s+(?:the\s+|most\s+)?"
                            r"(?:early\s+)?(?:mornings?|evenings?|nights?|afternoons?|weekends?|weekdays?|days|early\s+ones|late\s+ones"
                            r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days)"
                            r"(?:\s+(?:now|then|mostly|too|these\s+days|this\s+(?:week|month)))?\s*[.!]*$", re.I)
# "… will come too", "is coming with us": someone joining what was said before
_COMING_ALONG = re.compile(r"^\s*,?\s*(?:will|['’]ll|is\s+going\s+to|is|['’]s)\s+(?:come|coming|join|joining|tag\s+along|tagging\s+along)"
                           r"(?:\s+(?:too|as\s+well|along|with\s+(?:me|us)))*\s*[.!]*$", re.I)
# A time had together, and how it was ("… and I had a marvellous time", "had a blast"): the day's mood
_GOOD_TIME = re.compile(r"^\s*,?\s*(?:and\s+(?:I|me)\s+)?(?:had|have\s+had|are\s+having|were\s+having)\s+(?:such\s+)?(?:a|an)\s+"
                        r"(?:[\w-]+\s+){0,2}?(?:time|day|evening|weekend|night|afternoon|blast|laugh)\b", re.I)


def _relationship(mention: Mention, clause: str, *, predicate: bool) -> list[Fact]:
    """The relationship facts behind a person mention: what the clause says of them and,
    for a spouse, partner or manager, who they are; [] when it carries no relation."""
    person = mention.person
    if mention.kind == "social" or (person.relation is None and mention.kind != "from"):
        return []
    if mention.kind == "from":
        return [Fact("relationship", f"User knows {person.name} from {mention.detail}")]
    rest = clause[mention.end :]
    if mention.kind == "married":
        return [Fact("relationship", en.third_person(clause[: mention.end]), attribute="spouse"
                     if person.relation == "spouse" else "partner" if person.relation == "partner" else None,
                     value=person.name.lower() if person.relation in {"spouse", "partner"} else None)]
    attribute = _RELATION_ATTRIBUTE.get(person.relation or "")
    titled = re.search(rf"\b(?:Dr|Prof|Professor|Mr|Mrs|Ms|Miss)\.?\s+{re.escape(person.name)}$", clause[: mention.end])
    shown = "GP" if person.relation == "gp" else person.relation
    if taught := subject_taught(clause[: mention.end], shown or ""):
        shown = f"{taught} {shown}"  # "my piano teacher is called Anna": what she teaches is who she is
    who = Fact("relationship", f"User's {shown} is {titled.group(0) if titled else person.name}", attribute=attribute,
               value=person.name.lower() if attribute else None)
    starts = mention.start == 0 and re.match(r"(?:my|our)\s", clause, re.I) is not None
    if predicate and starts and _foreign_predicate(rest):
        return [who]  # "mi señora Graciela viene también": what she does said in another language, only who she is kept
    if predicate and starts and (_PASSING_STATE.match(state := re.sub(r"^['’]s\b", "is", rest.strip(" ,")))
                                 or _HOW_THEY_ARE.match(state) or _RIGHT_OR_WRONG.match(state)
                                 # ("my wife Shona is on nights this week", "… is away till Friday": the week's news)
                                 or _AWAY_A_FEW_DAYS.match(state)
                                 or ((mood := _MOOD_THEN_WHY.match(state)) and _PASSING_STATE.match(mood.group("mood")))):
        # "my mom's grand now", "he's nice": how they are today; only who they are is kept
        return [] if person.name.lower() == (person.relation or "").lower() else [who]
    if predicate and starts and re.match(r"['’]s\s+[a-z]", rest) and not _YOU.search(rest):
        # "my sister Funmi's wedding is on 12 December": an event of theirs
        said_summary = en.third_person(clause)
        if re.match(r"['’]s\s+(?:birthday|bday)\s+is\s", rest, re.I):
            # a birthday comes back every year: who they are to the user, its date without the year (_finish)
            return [Fact("relationship", said_summary), who]
        if not _vague(rest[2:]) and not en.dangling(en.cut_tail(said_summary)) and re.search(r"\b(?:is|was|are|were)\b", rest):
            return [Fact("episode", said_summary), who]
    if predicate and starts and _GOOD_TIME.match(rest):
        return [who]  # "my friend Doreen and I had a marvellous time, the mole was…": a day's mood, not who they are
    if predicate and starts and _ONLY_WHEN.fullmatch(rest):
        return [who]  # "… me and my partner Jess right now": who they are, said with when (no more is said of them)
    if predicate and starts and (person.relation or "").lower() in _PET_WORDS and _PET_MISCHIEF.match(rest):
        # "my cat Dumpling knocked my coffee over this morning": the day's mischief passes; the cat is kept
        return [Fact("relationship", f"User has a {person.relation.lower()} named {person.name}")]  # type: ignore[union-attr]
    if predicate and starts and _SHARE_BY_TIME.match(rest):
        return [who]  # "so he does the mornings": a share of the day's care said only by its time, nothing kept of it
    if predicate and starts and _COMING_ALONG.match(rest):
        return [who]  # "Anouk will come too": along with what was just said, nothing of her own
    if predicate and starts and _THAN_ME.search(rest):
        return [who]  # "she runs things better than me anyway": a fond comparison with the user, not what they do
    if predicate and starts and _AT_ME_NOW.match(rest):
        return [who]  # "Folake is laughing at me": the moment's teasing of the user, not what she does
    if predicate and starts and (visit := _VISITING.match(rest)) and (visit["place"] or visit["undated"]):
        # "my girlfriend Anouk is coming from Utrecht for the weekend": the visit passes; where they come from stays
        # (a visit said with its day, "is visiting this weekend", is kept with its date)
        if not visit["place"] or visit["place"].casefold() in NOT_NAMES:
            return [who]
        lives = _lives(clause[: mention.end])  # "my parents are coming from Pune": they live there
        clause, rest = clause[: mention.end] + f" {lives} in {visit['place']}", f" {lives} in {visit['place']}"
    if predicate and starts and _REPORTED.match(rest) and (person.relation or "").lower() in _CIRCLE \
            and not re.match(r"\s*,?\s*\w+\s+(?:me|us)\b", rest):
        # "my neighbour Kamau says dairy goats are better", "my cousin Aileen reckons …": someone of the user's
        # wider circle named only to report their opinion; neither it nor they are a fact of the user's life.
        # (A spouse, a child, a manager or a coworker so named is still who they are: the labelled set keeps them.)
        return []
    if predicate and starts and mention.detail not in {"is", "'s name is"} and len(rest.split()) >= 2 \
            and not _REPORTED.match(rest) and not _IN_PASSING.match(rest):
        first = rest.strip(" ,").split()[0] if rest.strip(" ,") else ""
        if first.lower() in _BARE_VERBS:  # "my husband Rafael work from home": "works"
            clause = clause[: mention.end] + rest.replace(first, en.third_person_verb(first), 1)
        said_summary = en.third_person(clause)
        if first[:1].islower() and not _vague(rest) and not en.dangling(en.cut_tail(said_summary)):
            said = Fact("relationship", said_summary)
            return [said, who] if attribute else [said]
    return [who]


# the user's wider circle: people an opinion is often reported from, who they are kept when more is said of them
_CIRCLE = frozenset("friend neighbour neighbor cousin mate buddy pal acquaintance classmate flatmate roommate".split())


# what may follow a person named without saying anything of them: when, or a filler
_ONLY_WHEN = re.compile(r"(?:[\s,]*(?:right\s+now|for\s+now|now|at\s+the\s+moment|currently|these\s+days|too|as\s+well|also|again"
                        r"|today|lol|haha|tbh)\b)+[\s.!,]*", re.I)


# ------------------------------------------------------------------ conversation

_INSTRUCTION_IMPORTANCE = 0.8

# "use APA referencing", "Harvard referencing, not APA", "use Harvard from now on": how references are written, one
# style at a time (a later style replaces the earlier). Said bare, only a name nothing else is called by in a request
_CITATION_STYLE = re.compile(
    r"^User\s+wants\s+(?:the\s+)?(?:(?P<named>APA|MLA|Harvard|Chicago|Vancouver|IEEE|OSCOLA|AMA|Turabian)(?:\s+\d+(?:th)?)?"
    r"\s+(?:referencing|references|citations?|citation\s+style|reference\s+style|style)\b"
    r"|(?P<bare>APA|MLA|Harvard|IEEE|OSCOLA)(?=$|,\s+not\b))")


# "User wants answers in Spanish", "User wants grammar explained in English": the language the assistant answers in
_ANSWER_LANGUAGE = re.compile(r"^User\s+wants\s+(?:(?:answers|replies|responses|explanations)|(?:[a-z]+\s+){1,2}explained)\s+in\s+"
                              r"(?:simple\s+|plain\s+)?(?P<lang>[A-Z][a-z]+)\b(?!\s+(?:and|or|words|terms)\b)")

# "User wants code written in Rust unless they say otherwise", "User wants Go for code examples": the language of the code
_CODE_LANGUAGE = re.compile(r"^User\s+wants\s+(?:(?:code|code\s+examples|examples|snippets)\s+(?:written\s+)?in\s+(?P<lang>[\w+#]+)"
                            r"|(?P<lang2>[\w+#]+)\s+for\s+(?:all\s+)?(?:code|code\s+examples|examples|snippets))\b", re.I)

# "User prefers vitest over jest": one tool over another (instructions.read's)
_TOOL_OVER_SAID = re.compile(r"^User prefers (?P<tool>[\w.+#-]+) over [\w.+#-]+")


# a clause of the user's own health said as the reason for a rule ("…, I have glaucoma", "…, I'm dyslexic")
_HAVE_CONDITION = re.compile(r"^(?:(?:and|because|since|as|cos)\s+)?(?:i\s+have|i've\s+got|i\s+have\s+got|i've|i'm|i\s+am)\s", re.I)
_OWN_HEALTH = frozenset({"condition", "allergic_to"})


def _citation_style(fact: Fact) -> Fact:
    """An instruction naming a referencing style carries it as ``citation_style`` ("User wants Harvard" is "User
    wants Harvard referencing"); one naming the language answers are in, as ``preferred_language`` (one value:
    "explain in German from now on" replaces "explain grammar in English")."""
    if fact.type == "preference" and fact.attribute is None and (said := _ANSWER_LANGUAGE.match(fact.summary)) \
            and said.group("lang").lower() in NATURAL_LANGUAGES \
            and not re.search(r"\s+when(?:ever)?\s+the\s+subject\s+is\b", fact.summary[said.end():]):
        # ("User wants answers in Spanish when the subject is medicine": a language for one subject is not the one
        # language of every answer, and leaves the one asked for before)
        fact.attribute, fact.value = "preferred_language", said.group("lang").lower()
        return fact
    if fact.type == "preference" and fact.attribute is None and (code := _CODE_LANGUAGE.match(fact.summary)) \
            and (lang := (code["lang"] or code["lang2"]).lower()) in PROGRAMMING_LANGUAGES:
        # "use go for code examples now" after "when you show code, rust": one language of the code at a time
        fact.attribute, fact.value = "preferred_programming_language", lang
        at = "lang" if code["lang"] else "lang2"
        if fact.summary[code.start(at)].islower():  # "User wants go for code examples": the language's name, "Go"
            fact.summary = f"{fact.summary[: code.start(at)]}{fact.summary[code.start(at)].upper()}{fact.summary[code.start(at) + 1 :]}"
        return fact
    if fact.type == "preference" and fact.attribute is None and (over := _TOOL_OVER_SAID.match(fact.summary)):
        # "prefer vitest over jest please": the tool preferred, as "I prefer vitest" keeps it (a tests question recalls it)
        fact.attribute, fact.value = "prefers", over["tool"].lower()
        return fact
    m = _CITATION_STYLE.match(fact.summary)
    if m is None or fact.type != "preference":
        return fact
    if m.group("bare"):
        fact.summary = f"{fact.summary[:m.end('bare')]} referencing{fact.summary[m.end('bare'):]}"
    fact.attribute, fact.value = "citation_style", (m.group("named") or m.group("bare")).lower()
    return fact
# an aim reached: a test, an exam, a degree, a thesis, a race, a certification
# "User failed their driving test": a test failed, said by the skill tested (kept, as the pass is; no aim reached)
_TEST_FAILED = re.compile(r"^User\s+(?:(?:just|has)\s+)*failed\s+(?:their|the|a)\s+[\w-]+ing\s+test\b", re.I)
_MILESTONE_IMPORTANCE = 0.6
_MILESTONE = re.compile(
    r"^User\s+(?:(?:has|finally|just|officially|successfully)\s+)*(?:passed|finished|completed|ran|got|earned|graduated\s+with"
    r"|defended|submitted|handed\s+in)\s+(?:(?:their|the|a|an|my)\s+)?(?:[\w-]+\s+){0,4}?"
    r"(?:test|exams?|degree|thesis|dissertation|marathon|half[\s-]marathon|triathlon|ultra|certification|licen[cs]e|phd|masters"
    r"|diploma|apprenticeship|qualification)\b", re.I)
# Prose read per message: what a person says about themselves is in what they write, not
# deep inside a pasted document; this also bounds the time a huge message costs.
MAX_PROSE_CHARS = 20_000
_LAST_END = re.compile(r"[.!?](?=\s)|\n")


def _bounded(prose: str) -> str:
    """The first :data:`MAX_PROSE_CHARS` of a message's prose, ending where a sentence does (or
    at least a word): cut in the middle, the last sentence was read as said ("we live in L…"
    gave "User lives in L", "my sister Anna my si…" "User's sister Anna their si")."""
    if len(prose) <= MAX_PROSE_CHARS:
        return prose
    cut = prose[:MAX_PROSE_CHARS]
    tail = cut[-2_000:]
    ends = [m.end() for m in _LAST_END.finditer(tail)]
    if ends:
        return cut[: len(cut) - len(tail) + ends[-1]]
    space = cut.rfind(" ", MAX_PROSE_CHARS - 200)
    return cut[:space] if space > 0 else cut
_SENTENCE_TIME = re.compile(rf"\b{_WHEN_PAST}\b", re.I)
# "this is Arjun, I'm typing for my paati", "Dev here, writing this on behalf of my dad": the name said is the one
# typing for the user, whose own words follow
_TYPING_FOR = re.compile(r"\b(?:i'm|i\s+am|im)\s+(?:just\s+)?(?:typing|writing|texting|messaging)\s+(?:this\s+|these\s+)?"
                         r"(?:for|on\s+behalf\s+of)\s+(?:my|our)\s+[a-z]+|\bwriting\s+(?:this\s+)?on\s+behalf\s+of\s+(?:my|our)\s+[a-z]+", re.I)
# "a single dad to my boy Lwazi", "mum of two girls … my girl Ama": after a parent's word, "boy" and "girl" are a son
# and a daughter ("my girl Tasha" said alone is a girlfriend, and stays unread)
_PARENT_TO_MY_BOY = re.compile(r"\b(?P<lead>(?:dad|mum|mom|father|mother|parent)\s+(?:to|of)\s+(?:my|our)\s+)(?P<w>boy|girl)(?=\s+(?-i:[A-Z]))", re.I)


def _parent_to_my_boy(m: re.Match[str]) -> str:
    return m.group("lead") + ("son" if m.group("w").lower() == "boy" else "daughter")


# "She hates long emails, so keep it tight": a reason about someone else, the piece of work for them
_THIRD_OPENS = re.compile(r"\s*(?:she|he|they|her|his|their|(?-i:[A-Z])[a-z]+\s+(?:hates|likes|prefers|wants|needs))\b", re.I)
# "I'm leaving work in twenty minutes so keep it short": a reason of the moment, this answer's
_MOMENT_REASON = re.compile(r"\b(?:minutes?|right\s+now|today|tonight|this\s+(?:morning|afternoon|evening)|in\s+a\s+(?:hurry|rush|minute|bit)"
                            r"|about\s+to|leaving|running\s+late|on\s+my\s+(?:break|lunch))\b", re.I)
# "Please my name is Kwame", "Please, my name is Adaeze Obi": "please" opening an introduction, as said in West
# Africa and India, is politeness, not a request
# "the optician says I shouldn't drive at night any more", "my GP said I ought not to lift anything heavy": what a
# clinician rules out, said with "I should not" — read as "the optician says no driving at night any more" (_doctor_no).
# "he/she says I …" after a clinician named earlier in the message, with no one else between, is that clinician
# ("Saw the eye doctor today. She says I shouldn't drive any more"); "my husband says I shouldn't drive" is not this.
_SAYS_I_NOT = (r"\s+(?:says|said|tells\s+me|told\s+me)\s+(?:that\s+)?i\s+(?:shouldn't|should\s+not|ought\s+not\s+to|oughtn't\s+to|must\s+not"
               r"|mustn't|am\s+not\s+to|'m\s+not\s+to|can\s+no\s+longer|can't|cannot)\s+(?P<verb>(?!be\b|have\b|do\b)[a-z]{2,})\b")
_CLINICIAN_SAYS_NOT = re.compile(rf"\b(?P<lead>(?:the|my)\s+(?P<who>{_CLINICIAN}))\b{_SAYS_I_NOT}", re.I)
_CLINICIAN_NAMED = re.compile(rf"\b(?:the|my)\s+(?P<who>{_CLINICIAN})\b", re.I)
_PRONOUN_SAYS_NOT = re.compile(rf"(?P<and>\s*,?\s+and\s+)?\b(?P<pro>he|she)\b{_SAYS_I_NOT}", re.I)
# someone else between the clinician and the pronoun: a relative, or a name not opening a sentence
_OTHER_ONE = re.compile(r"\b(?:husband|wife|partner|son|daughter|mum|mom|mother|dad|father|brother|sister|friend|boss|nurse)\b"
                        r"|(?<![.!?]\s)(?<!^)\b(?-i:[A-Z][a-z]+)\b", re.I)


# children counted, then named with an age, typed without a comma between ("got 2 kids Kojo is 11 and Adwoa 7")
_COUNTED_THEN_NAMED = re.compile(r"\b(?P<n>(?:[2-9]|two|three|four|five)\s+(?:kids|children|sons|daughters|boys|girls|grandkids"
                                 r"|grandchildren))\s+(?=(?-i:[A-Z])[\w'’-]+\s+(?:is\s+)?\d{1,2}\b(?![:.]\d))", re.I)
# a home bought in a place, then the day of the move said in a sentence after it ("I have bought a two-bedroom apartment in
# Viña del Mar, on Avenida Libertad. I move on the 1st of December."); or found or rented there ("We find a flat in
# Harburg. 2 room, ground floor. We move 1 September.": the day said without "on", as a second language may)
_BOUGHT_HOME_IN = re.compile(
    r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|now\s+)?(?:bought|found|find|rented)\s+(?:a|an|the|our)\s+(?:[\w-]+\s+){0,3}?(?:house|flat|apartment|home"
    r"|bungalow|cottage|condo|terrace|unit)\s+in\s+(?P<place>(?-i:[A-Z])[\w'’-]*(?:\s+(?:(?:del|de|la|los|las|do|da|upon|on)\s+)?(?-i:[A-Z])[\w'’-]*){0,2})"
    # ("we find flats in Harburg too expensive": what is thought of it, no home found)
    r"(?![\w'’-])(?!\s+(?:too|so|very|really|quite|a\s+bit|expensive|cheap)\b)",
    re.I)
_MOVE_ON_DAY = re.compile(r"(?:(?<=[.!?]\s)|(?<=[.!?]\s\s))(?P<subj>I|we)\s+(?:move|am\s+moving|are\s+moving|'m\s+moving|'re\s+moving)"
                          r"(?:\s+in)?\s+(?=on\s+(?:the\s+)?\d|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
                          r"|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)", re.I)
# moved in, when, then where: "moved in yesterday in levenshulme boxes everywhere cant find the kettle" (a sentence typed
# without stops: what follows the place is how the move went, left out); "we moved in on Saturday at Kingston"
_MOVED_IN_AT_PLACE = re.compile(
    r"(?:\b(?P<subj>(?:i|we)\s+)|^|(?<=[.!?,]\s))moved\s+in\s+(?P<when>yesterday|today|last\s+week|on\s+\w+day)\s+(?:in|at)\s+"
    r"(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)(?![\w'’-])[^.!?\n]*", re.I)
# a home being bought, said by the offer accepted on it: "offer accepted on a 3 bed terrace in levenshulme", "We had an
# offer accepted on a flat in Leith", "our offer on the house in Didsbury was accepted" is not this shape (the home
# first); not "an offer accepted on the car", "a job offer accepted"
_OFFER_ACCEPTED_ON = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:(?:so|and|finally|yay|omg)\s+)?(?:(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:had|got)\s+(?:an|our|my)\s+"
    r"|(?:our|my)\s+)?offer\s+(?:was\s+|has\s+been\s+|got\s+|been\s+)?accepted\s+on\s+(?=(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:house|flat|terrace|semi|bungalow|apartment|cottage|condo|townhouse|home|maisonette)\s+(?:in|at|on)\s)", re.I)
_BUYING_AT_PRICE = re.compile(r"(?P<head>\bwe're\s+buying\s+[^.!?]{0,60}?\bin\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?)"
                              r"\s+(?:for\s+)?£?\d{2,3}(?:k|,\d{3})(?![\w,])", re.I)
# someone found to help, then named by title: "found a childminder round the corner mrs patel", "We've found a new
# dentist nearby, Dr Shah": ours now (not "I found a plumber's number online", nor one unnamed)
_FOUND_HELPER_NAMED = re.compile(
    r"(?P<lead>^|(?<=[.!?]\s))(?:(?:so|and|finally|also)\s+)?(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:finally\s+|just\s+)?(?:found|got)\s+"
    r"(?:a|an)\s+(?:new\s+|great\s+|good\s+|lovely\s+)?(?P<who>childminder|nanny|babysitter|cleaner|dentist|gp|doctor|tutor"
    r"|physio|physiotherapist|carer|au\s+pair|therapist|counsellor|counselor|vet|hairdresser|barber|accountant|solicitor|lawyer)"
    r"(?:\s+(?:round|around|just\s+round)\s+the\s+corner|\s+nearby|\s+near\s+(?:us|me|here)|\s+down\s+the\s+road|\s+locally)?"
    r"\s*,?\s+(?=(?-i:Mrs|Mr|Ms|Miss|Dr)\.?\s+(?-i:[A-Z]))", re.I)
# ("… and Adwoa 7 its just me and them in a flat": who lives with whom, a statement of its own after the last age)
_AGE_THEN_HOUSEHOLD = re.compile(r"(?<=\b\d)(?<!\d\d\d)\s+(?=(?:it'?s|it’s|it\s+is)\s+just\s+(?:me|us)\b)", re.I)


def _clinician_says_not(plain: str) -> str:
    """'The GP says I shouldn't drive' as 'The GP says no driving' (and 'she says I …' after the GP, no one between)."""
    def said(who: str, m: re.Match[str]) -> str:
        verb = m.group("verb").lower()
        return f"the {who.lower()} says no {lexicon.gerund(verb)}"
    plain = _CLINICIAN_SAYS_NOT.sub(lambda m: said(m.group("who"), m), plain)
    if not (named := _CLINICIAN_NAMED.search(plain)):
        return plain
    for m in list(_PRONOUN_SAYS_NOT.finditer(plain, named.end()))[:1]:
        between = plain[named.end(): m.start()]
        if _OTHER_ONE.search(between):
            break
        # "… and she says I …": a sentence of its own ("She said my sight is worse" before it is reported, and kept apart)
        told = said(named.group("who"), m)
        plain = plain[: m.start()] + (". T" + told[1:] if m.group("and") else told) + plain[m.end():]
    return plain


# "My wife is at her mother's until end of September, so I cook alone", "he's in Leeds till Christmas so I walk the dog":
# what the user does while someone is away, for that stretch only (no habit of the user's); the stretch is kept ("…
# until November, so I'm pulling out of the marathon" is a decision, said in the progressive, and stays)
_SO_TILL_THEN = re.compile(r"(?P<till>\b(?:until|till|til|'til)\s+[^,.;!?]{2,40}?)\s*,?\s+so\s+(?:i|i\s+have\s+to|i've\s+got\s+to)"
                           r"\s+(?!(?:can't|cannot|won't|will\s+not|need|want|would)\b)[a-z][^.!?;]*", re.I)
# "she's in plaster for six weeks so I'm doing the cooking", "he's away till Friday, so I'm doing the school run": a
# household task the user covers for a stretch, no habit of theirs ("I've been vegan for years so I'm doing the
# cooking" has no stretch of days, weeks or months and is left)
_SO_COVERING = re.compile(r"(?P<till>\b(?:(?:until|till|til|'til)\s+[^,.;!?]{2,40}?|for\s+(?:a\s+(?:few|couple\s+of)|\w+)\s+"
                          r"(?:days|weeks|months)|for\s+(?:a|another)\s+(?:week|month|fortnight)))\s*,?\s+so\s+(?:i'm|i\s+am)"
                          r"\s+(?:the\s+one\s+)?(?:doing|taking\s+over|covering|in\s+charge\s+of)\s+(?:all\s+)?the\s+[^.!?;]*", re.I)
# "My nephew Tama will run things while I'm away", "my sister will feed the cats while we're on holiday": who covers
# for the user's absence, that absence's arrangement (no fact of the relative's kept; "I'm away in June" before it is)
# (each stretch bounded: a 20 KB run of "Anna and " without a full stop was read again from every "and", 1.3 s)
_WHILE_AWAY = (r"\bwhile\s+(?:i'm|i\s+am|we're|we\s+are)\s+(?:away|gone|off|abroad|out\s+of\s+the\s+country"
               r"|on\s+(?:holiday|leave|vacation|honeymoon))\b")
_WILL_WHILE_AWAY = re.compile(r"(?:(?<=^)|(?<=[.!?;]\s)|(?<=,\s)|(?<=\band\s))(?-i:[A-Z]?)[^.!?;,]{0,160}?\b(?:will|'ll)\s+"
                              rf"[^.!?;]{{0,160}}?{_WHILE_AWAY}[^.!?;,]*[.!?]?", re.I)
_WHILE_AWAY_SAID = re.compile(_WHILE_AWAY, re.I)  # (the cut is tried only when it is said)
# "I have a heart condition. atrial fibrillation": the condition named after it, a line of its own (what it is, read as
# "I have atrial fibrillation")
_CONDITION_NAMED_AFTER = re.compile(rf"\b(?P<have>I\s+have|I've\s+got)\s+(?:a|an)\s+(?:[\w-]+\s+)?condition\s*[.,:;-]+\s*"
                                    rf"(?P<cond>{_CONDITIONS})\s*[.!]*$", re.I)
# "Baker. Have own little shop in Leith, called Crumb and Co.", "Mechanic, run small garage near the station called Revs",
# "Sushi chef, own small place … called Kaze": a business of one's own, its "I" dropped in a fragment (after the trade said
# alone, which stays a sentence of its own); "have own" is "have my own" (never "own goal", "run a marathon": a business
# kind, or a place called something, must follow within three words)
_BUSINESS_NO_I = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:(?P<role>[A-Za-z][a-z]{2,20}(?:\s[a-z]{3,20})?),\s+)?"
    r"(?P<v>have|run|own)\s+(?P<own>own\s+)?(?=(?:(?:small|little|tiny|family)\s+)*(?:[\w-]+\s+){0,2}?(?:"
    + _BUSINESS_KINDS + r"|place\s[^.!?]{0,60}\b(?:called|named)\s)\b)", re.I)


_I_SAID_AFTER = re.compile(r"(?:(?:and|but|since|as)\s+)?i(?:'ve|'m|\s+(?!(?:mean|guess|think|said|told)\b)[a-z])", re.I)
_BUSINESS_NO_I_WORDS = re.compile(r"(?:^|[.!?,]\s)(?:have|run|own)\s", re.I)


def _business_no_i(m: re.Match[str]) -> str:
    role = m.group("role")
    if role and not is_job_noun(role.split()[-1]):
        return m.group(0)  # ("Well, have a shop to run": no trade said before it)
    return f"{role + '. ' if role else ''}I {m.group('v').lower()} {'my own ' if m.group('own') else ''}"


_PLEASE_MY_NAME = re.compile(r"(?:^|(?<=[.!?]\s))(?:please|pls)\s*,?\s+(?=my\s+name\s+is\b|my\s+name's\b)", re.I)
# "My other son Suresh is in Singapore", "our other daughter, Jo,": a second one of a kind, by name (the name
# says which; "the other" and "my other half" are not this)
# ("my own son Migo is 10": the user's own, beside the children cared for; "our first son Tobi": a child by birth order)
_OTHER_KIN = re.compile(rf"\b(?P<my>(?-i:[Mm])y|(?-i:[Oo])ur)\s+(?:(?:other|own)\s+(?=(?:{_KIN_REL})\s*,?\s+(?-i:[A-Z])[a-z])"
                        r"|(?:first|second|third|last)(?:[-\s]born)?\s+(?=(?:son|daughter|child|grandson|granddaughter)\s*,?\s+(?-i:[A-Z])[a-z]))")
_OPENS_WITH_GREETING = re.compile(r"^(?:hi|hey|hello|hiya|yo|heya|howdy|greetings|good (?:morning|afternoon|evening))\b", re.I)
# "ok first tho im kenzie, 17, …": a name and an age, said in a later message, introduce the writer as a first one does
# "im kenzie, 17", "im migs btw, 19 from qc": a name and an age, whatever comes after the age
# "Context:\n- Raghav, 40\n- Principal Architect @ Finverse", "Quick intro: Priya, 34, nurse": the user's first
# message opens (or opens a list item) with a name and an age, the "I'm" dropped as in a profile. Read as said
# in full; a common word is no name ("Sorry, 20 minutes late").
# ("Frank Turnbull, 74, retired merchant seaman": a surname after the given name)
# ("Réjean, 52, I drive …", "Åsa Lind, 40": a name with an accented letter)
_NAME_COMMA_AGE = re.compile(r"(?:^|(?<=[.!?:]\s))(?:[-*•]\s+)?(?P<name>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'-]+(?:\s+[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'-]+)?))"
                             r"\s*,\s*(?P<age>\d{2})\b"
                             r"(?!\s*(?:%|years?\s+(?:ago|of|with|in|at)|min|minutes|hours|days|weeks|months|nights|guests|people|[ap]m|:|°|degrees\b"
                             # ("Wedding venue booked: Harewood House, 12 September": a place and its date, no one's age)
                             r"|(?i:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
                             r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b))"
                             # ("Omar, 29, pharmacist in Amman": the trade after the age)
                             r"(?P<role>\s*,\s*(?P<what>(?:(?-i:[a-z])[\w-]*\s+){0,2}(?-i:[a-z])[\w-]*"
                             # ("Kwame, 29, 4th year PhD in organic chemistry at UofT": a degree the user is reading for, by its year)
                             r"|(?:\d(?:st|nd|rd|th)[\s-]+(?:year|yr)\s+|(?:first|second|third|final)[\s-]+year\s+)?(?:PhD|DPhil|MSc|MPhil|MBA|BSc|BA|MA)"
                             r"(?:\s+(?:student|candidate))?)(?=\s+(?:in|at|for|from)\s|\s*[,.!]|\s*$))?")


# A greeting, a comma, then the writer's own name, read as the name said after a greeting alone (cap54): "G'day,
# Brendan, 45, I drive …" (the age after the name, as "Brendan, 45" opening a message says it) and "Hello, Walter
# Brandt. I am 77 …" (a given name and a surname alone, then the writer's own age). A name after a greeting is
# otherwise the one greeted ("Hello, Walter. I am 77" and "Hi, Anna Berg. Can you …" greet someone: no age after
# the bare name, no full name with the writer's own age after it).
_GREETING_COMMA_NAME_AGE = re.compile(
    rf"^(?P<greet>\W*(?i:{en.GREETING_WORDS})(?:\s+(?i:there|all|everyone))?)\s*,\s+"
    r"(?=(?-i:[A-ZÀ-ÖØ-Þ])[a-zß-öø-ÿ'-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[a-zß-öø-ÿ'-]+)?\s*,\s*\d{2}\b)")
_GREETING_COMMA_FULL_NAME = re.compile(
    rf"^(?P<greet>\W*(?i:{en.GREETING_WORDS})(?:\s+(?i:there|all|everyone))?)\s*,\s+"
    r"(?P<name>(?-i:[A-ZÀ-ÖØ-Þ])[a-zß-öø-ÿ'-]+\s+(?-i:[A-ZÀ-ÖØ-Þ])[a-zß-öø-ÿ'-]+)\s*\.\s+"
    r"(?=(?i:i\s+am|i'm|i’m)\s+\d{2}\b(?!\s*(?:%|minutes|mins|hours|days|weeks|months|[ap]m\b|:)))")


def _greeting_then_name(text: str) -> str:
    """The comma after a greeting, when the writer's name follows it (:data:`_GREETING_COMMA_NAME_AGE`,
    :data:`_GREETING_COMMA_FULL_NAME`), as a stop: the name then opens the sentence as a signed one does."""
    if "," not in text[:40]:
        return text
    if (m := _GREETING_COMMA_FULL_NAME.match(text)) is not None and not any(
            lexicon.common(w.lower()) or en.is_greeting(w) for w in m["name"].split()):
        return f"{m['greet']}! I'm {m['name']}. {text[m.end():]}"
    if (m := _GREETING_COMMA_NAME_AGE.match(text)) is not None:
        return f"{m['greet']}! {text[m.end():]}"
    return text


# (cap54) a first message written as a profile: fields on lines of their own ("- Name: Tomás Herrera", "Age: 52",
# "Job: I run a small vineyard", "Family: wife Carmen, three kids", "Health: high blood pressure"), or a one-line bio
# with bars ("Priya | 29 | data analyst @ Swiggy | Pune"): each field read as the sentence it stands for. Only
# these fields, only at the start of a line; a bar only between short fields filling the whole message (no table, no code)
_PROFILE_FIELD = re.compile(r"(?m)^(?P<lead>[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*)(?P<field>name|age|job|occupation|profession|work"
                            r"|location|based\s+in|home|family|health)[ \t]*:[ \t]*(?P<value>[^\n:]{1,120}?)[ \t]*$", re.I)
# (cap54) a letter's signature: the name alone on the last line, after a sign-off line ("Thanks,\nGwilym") or after a dash
# ("— Amélie", a dash no list item opens with); a sign-off with a name on one line ("Cheers, Alistair", "Thanks, Claude")
# may thank the one addressed
_SIGNED_BELOW = re.compile(r"\n[ \t]*(?:(?i:thanks|thank\s+you|many\s+thanks|cheers|regards|best|best\s+wishes|kind\s+regards|warm\s+regards"
                           r"|all\s+the\s+best|yours|sincerely|yours\s+sincerely|yours\s+faithfully|take\s+care)[ \t]*[,.!]?[ \t]*\n[ \t]*|(?:—|–|--)[ \t]*)"
                           r"(?P<name>(?-i:[A-ZÀ-ÖØ-Þ])[a-zß-öø-ÿ'’-]+(?:[ \t]+(?-i:[A-ZÀ-ÖØ-Þ])[a-zß-öø-ÿ'’-]+)?)[ \t]*[.!]?[ \t]*\Z")
_BAR_BIO = re.compile(r"^[^|\n]{1,40}(?:[ \t]+\|[ \t]+[^|\n]{1,60}){2,}$")
_FAMILY_TIE = re.compile(r"^(?:my\s+|a\s+)?(?P<rel>wife|husband|partner|boyfriend|girlfriend|fianc[ée]e?|son|daughter)\s+"
                         r"(?P<name>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)$", re.I)
_FAMILY_COUNT = re.compile(r"^(?:\d|one|two|three|four|five|six|a)\s+(?:kids?|children|child|sons?|daughters?|boys?|girls?|grandchildren)\b", re.I)


def _profile_field(m: re.Match[str]) -> str:
    field, value = " ".join(m["field"].lower().split()), m["value"].strip().rstrip(".")
    said = ""
    if field == "name" and re.fullmatch(r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+){0,3}", value):
        said = f"My name is {value}."
    elif field == "age" and re.fullmatch(r"\d{1,3}", value):
        said = f"I'm {value}."
    elif field in {"job", "occupation", "profession", "work"}:
        said = f"{value}." if re.match(r"(?:i|i'm|i\s+am)\b", value, re.I) else \
            f"I'm {value}." if re.match(r"(?:a|an|the)\s", value, re.I) else f"I'm {en.article(value)} {value}."
    elif field in {"location", "based in", "home"} and re.match(r"(?-i:[A-ZÀ-ÖØ-Þ])", value):
        said = f"I live in {value}."
    elif field == "family":
        parts = []
        for part in re.split(r",\s*(?![^(]*\))", value):
            part = part.strip()
            if tie := _FAMILY_TIE.match(part):
                parts.append(f"My {tie['rel'].lower()} is {tie['name']}.")
            elif _FAMILY_COUNT.match(part):
                parts.append(f"I have {part}.")
        said = " ".join(parts)
    elif field == "health" and not re.match(r"(?:good|fine|ok|okay|great|n/?a|none)\b", value, re.I):
        said = f"I have {value}."
    return f"{m['lead']}{said}" if said else m.group(0)


def _profile_fields(text: str) -> str:
    """The sentences a profile's fields stand for (:data:`_PROFILE_FIELD`, :data:`_BAR_BIO`)."""
    if ":" in text:
        text = _PROFILE_FIELD.sub(_profile_field, text)
    if " | " in text and "||" not in text and _BAR_BIO.match(text.strip()):
        text = re.sub(r"[ \t]+\|[ \t]+", ", ", text.strip())
    if "\n" in text and (m := _SIGNED_BELOW.search(text)) is not None and not any(
            lexicon.common(w.lower()) or w.casefold() in NOT_NAMES or en.is_greeting(w) for w in m["name"].split()):
        text = f"{text[: m.start()].rstrip()}\nI'm {m['name']}."
    return text


# "Lisbon, 34.", "Nairobi, 41, mother of three": a large city (never a given name) and an age opening a sentence, the
# profile's "where, how old" ("Tokyo, 30 degrees" is weather: the number is followed by its unit)
_PLACE_COMMA_AGE = re.compile(r"(?:^|(?<=[.!?:]\s))(?P<place>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'-]+(?:\s+[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'-]+)?))"
                              r"\s*,\s*(?P<age>\d{2})(?=\s*(?:[,.!]|$))")


def _place_comma_age(m: re.Match[str]) -> str:
    if not is_big_place(m["place"]):
        return m.group(0)
    return f"I live in {m['place']}. I'm {m['age']}"


def _name_comma_age(m: re.Match[str]) -> str:
    """ "Raghav, 40" as "I'm Raghav. I'm 40" when the first word is a name, else as said ("Omar, 29, pharmacist in
    Amman": "… I'm 29. I'm a pharmacist in Amman")."""
    if any(lexicon.common(w) for w in m["name"].lower().split()):
        return m.group(0)
    what = m["what"]
    if what and re.search(r"\b(?:PhD|DPhil|MSc|MPhil|MBA|BSc|BA|MA)$", what):
        return f"I'm {m['name']}. I'm {m['age']}. I'm {en.article(what)} {what} student"
    if what and (is_job_noun(what.split()[-1]) or is_worker_job(what.split())) and not lexicon.common(what.split()[-1]):
        return f"I'm {m['name']}. I'm {m['age']}. I'm {en.article(what)} {what}"
    return f"I'm {m['name']}. I'm {m['age']}{m['role'] or ''}"


# "kenji. 29. osaka.", "bea, 41, leeds. two kids.": a first message that is only a name, an age and a large city (each
# followed by a stop or a comma), perhaps with how many children, typed without capitals: "I'm Kenji. I'm 29. I live in
# Osaka." ("Oslo. 12 degrees." has a unit after the number; a common word or a large city first is no name)
_TERSE_INTRO = re.compile(r"^(?P<name>[A-Za-z][a-z'-]{1,20})\s*[.,]\s*(?P<age>\d{2})\s*[.,]\s*(?P<place>[A-Za-z][a-z'-]+(?:\s+[A-Za-z][a-z'-]+)?)"
                          r"(?P<end>\s*[.!](?=\s|$)|\s*$)(?P<kids>\s*(?:one|two|three|four|five|six|\d)\s+(?:kids|children|boys|girls|sons|daughters)"
                          r"\s*(?:[.!](?=\s|$)|$))?")


def _terse_intro(m: re.Match[str]) -> str:
    name, place = m["name"].capitalize(), " ".join(w.capitalize() for w in m["place"].split())
    if lexicon.common(m["name"].lower()) or is_big_place(name) or not is_big_place(place):
        return m.group(0)
    kids = f" I have {' '.join(m['kids'].split()).rstrip('.!')}." if m["kids"] else ""
    return f"I'm {name}. I'm {m['age']}. I live in {place}.{kids}"


# "my name is Elizabeth, 34, …", "names wade kowalchuk, 58," (read as "my name is"): the age after the name, as "I'm
# kenzie, 17" says it (a number before a street or a unit is no age)
_MY_NAME_COMMA_AGE = re.compile(r"(?P<name>\b[Mm]y\s+name\s+is\s+[A-Za-z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*){0,2}?)\s*,\s*(?P<age>\d{2})\b"
                                r"(?=\s*(?:[,.!;]|$|and\b))")
_NAME_AND_AGE = re.compile(r"\b(?:i'm|i\s+am)\s+[a-z][a-z'-]+(?:\s+(?:btw|by\s+the\s+way|here))?\s*,\s*\d{1,2}"
                           r"\s*(?:[,.!]|$|(?:from|in|and|yo|y/o|years?)\b)"
                           # ("Im Denis. 67. Living in Cork": the name, then the age as a line of its own)
                           r"|\b(?:i'm|i\s+am)\s+(?-i:[A-Z])[a-z'-]+\.\s*\d{1,2}\s*(?:[.!]|$)", re.I)
_CONTINUATION = re.compile(r"^(?:working|living|based|studying|building|hoping|planning|aiming|currently|thinking\s+(?:about|of))\b", re.I)


# "I finished another pottery project - want to see a pic?": a statement, then a question
_STATED_THEN_ASKED = re.compile(r"^(?:i|i'm|i've|we|we're|we've|my)\b[^?]*?(?:\s+[-–—]\s+|,\s+(?:(?:so|and|but)\s+)?(?=(?:can|could|would|will)\s+(?:you|u)\b))[^?]*\?\s*$", re.I)


# A tag after a statement, asking nothing ("I moved to Leeds last month, crazy right?", "I am celiac myself jaja ironic
# no?", "I work at Tesco now, you know?"; not "… or no?", a choice asked)
_TAG_ASKED = re.compile(r"(?:\s*,\s*|\s+)(?:(?:lol|haha|ja(?:ja)+)\s+)?(?:(?:so|pretty|kinda|quite|how)\s+)?"
                        r"(?:(?:ironic|funny|crazy|cute|weird|wild|nice|cool|mad|insane|typical|classic|amazing|sad)\s+)?"
                        r"(?<!\bor\s)(?:right|no|eh|innit|na|yeah|huh|you\s+know)\s*\?+\s*$", re.I)
# The question after a statement, cut before its clauses are read ("I switched from Android to
# an iPhone 15, how do I move my chats?" states the switch).
_ASKED_TAIL = re.compile(
    r",\s+(?:(?:so|and|but)\s+)?(?:(?:how|what|where|when|which)\s+(?:do|does|can|could|should|would|is|are)\s+"
    r"(?:i|we|my|our|you|u)\b|which\s+(?:[\w-]+\s+){1,2}(?:is|are|should|would|do|does|can)\b"
    r"|any\s+(?:[\w-]+\s+){0,2}(?:ideas?|tips?|advice|suggestions?|recommendations?|thoughts)\b"
    r"|(?:ideas?|tips?|advice|suggestions?|recommendations?|thoughts)\s+(?:for|on|about)\b"
    # "…, party ideas?", "…, gift suggestions?": what is asked for, named by its kind
    r"|(?:[\w-]+\s+){1,2}(?:ideas|tips|suggestions|recommendations)(?=\s*\?\s*$))[^?,]*\?\s*$", re.I)
# The same question typed without its mark, as chat often is ("I'm the treasurer for the school PTA,
# need a budget template", "I host a dinner for my in-laws, what should I cook"): only its plainest openings
_ASKED_UNMARKED = re.compile(
    r",\s+(?:(?:so|and|but)\s+)?(?:(?:how|what|where|when|which)\s+(?:do|does|can|could|should|would)\s+(?:i|we|you|u)\b"
    r"|what(?:'s|\s+is|\s+are)\s+(?:a|an|the|some|good|best|my)\b|is\s+(?:that|this|it)\s+(?:normal|ok|okay|bad|unhealthy|healthy|safe"
    r"|weird|fine|wrong|enough|possible|legal)\b|any\s+(?:[\w-]+\s+){0,2}(?:ideas?|tips?|advice|suggestions?|recommendations?|thoughts)\b"
    r"|need\s+(?:a|an|some)\s+(?:[\w-]+\s+){0,2}(?:template|plan|list|checklist|recipe|idea|ideas|tips|advice|help|script|draft)"
    # "we migrated to CockroachDB last sprint, update the connection code": a piece of work asked on the code
    r"|(?:please\s+)?(?:update|fix|refactor|rewrite|change|port|adapt|migrate)\s+(?:the|our|my|this|that)\s+(?:[\w-]+\s+){0,2}"
    r"(?:code|tests?|config|configuration|module|scripts?|queries|query|schema|docs|readme|connection|client|endpoint|pipeline)s?)[^?,]*$",
    re.I)


# a yes-no question asked after a comma, with its mark ("my nephew's wedding is on the 5th of December, would Welsh cakes
# travel?"): what was said before it is still said
_ASKED_YES_NO = re.compile(r",\s+(?:(?:so|and|but)\s+)?(?:would|will|could|can|should|do|does|did|is|are)\s+(?!(?:i|we)\b)[\w'-]+[^?,;]*\?\s*$", re.I)
_TASTES_AND_WISHES = frozenset({"preference", "goal"})
# A past told with its time ("I made some peach cobbler recently", "I watched a classic movie the
# other day") is news wherever it is said.
_TOLD_WHEN = re.compile(rf"\b(?:{_WHEN_PAST}|recently|the other day|earlier today)\b", re.I)
_TO_COME = re.compile(r"\b(?:will|'ll|shall|going to|gonna|plans? to|planning to|about to)\b", re.I)


# "I target iOS 17+, don't suggest anything that needs iOS 18": a rule said after a comma, its own clause
# (only what the assistant is to put before the user: "…, never merge commits on main" is the user's own way of working)
_RULE_AFTER_COMMA = re.compile(r",\s+(?=(?:please\s+|pls\s+|so\s+)?(?:(?:don't|do\s+not|never)\s+(?:ever\s+)?(?:suggest|recommend|propose"
                               r"|give\s+me|show\s+me|send\s+me|mention|include)|avoid\s+suggesting)\b)", re.I)


def _unquote(part: str) -> str:
    """A clause without the quotes around it, but a title's own ('I just finished "A Dance
    with Dragons"') kept whole: a quote is cut only where it has no pair."""
    part = part.strip()
    if part.count('"') % 2 or (part[:1] == '"' and part[-1:] == '"' and part.count('"') == 2):
        part = part.strip('"').strip()
    return part.strip(" '")


# How often a message may say the same sentence and have it read each time: 20 KB of "we live in
# Leeds, me, my wife and the kids. " read 455 sentences to find one fact (1-10 s)
_SAID_TWICE = 2
# An event of the user's on its date (_dated_mine), and a fact said "afterwards" that leans on it
_DATED_EVENT = re.compile(r"^User's (?P<what>(?:[\w'-]+\s+){0,3}?(?:operation|surgery|procedure|op|scan|treatment|transplant"
                          r"|replacement|appointment))\s+is\s+(?:on|in|next|this)\b"
                          # "User is having their left hip replaced on 28 April 2026": a part replaced, on a date
                          r"|^User (?:is having|will have|is getting) their (?:(?:left|right) )?(?P<part>hip|knee|shoulder|ankle|elbow"
                          r"|cataract|lens|valve)s? (?:replaced|removed|done) (?:on|in|next|this)\b")
# ("… afterwards so Kate will take me shopping": what follows from it is cut with it)
_AFTERWARDS = re.compile(r"\s+(?:afterwards|afterward|after\s+it|after\s+that)(?:\s*$|\s*,?\s+so\s+.*$)", re.I)


class _Recent:
    """The latest of a message's facts (``facts[start:]``, refs ``[ref]``) that satisfies ``keep``, found without
    reading them all again for each sentence: a 20 KB message of one sentence said again and
    again gave a fact per sentence, and each sentence looked back over all of them (quadratic).
    Facts are only appended; one that stops satisfying ``keep`` (its summary grew: "…, due in
    May") never satisfies it again, so it is dropped when met."""

    def __init__(self, facts: list[Fact], start: int, ref: str, keep: Callable[[Fact], bool]) -> None:
        self.facts, self.read, self.ref, self.test = facts, start, [ref], keep
        self.hits: list[int] = []

    def keep(self, fact: Fact) -> bool:
        return fact.refs == self.ref and self.test(fact)

    def latest(self) -> Fact | None:
        while self.read < len(self.facts):
            if self.keep(self.facts[self.read]):
                self.hits.append(self.read)
            self.read += 1
        while self.hits and not self.keep(self.facts[self.hits[-1]]):
            self.hits.pop()
        return self.facts[self.hits[-1]] if self.hits else None


# Someone named alone, not met before, and news of their life: an illness or allergy, a school started, a bone broken, a
# care home gone into, an operation ("Theo has type 1 diabetes", "Aaliyah starts reception at St Mary's next week");
# a first name alone opens it (no surname: "Simone Biles has …" is someone in the news)
_NAMED_NEWS = re.compile(
    rf"^(?P<name>(?-i:[A-Z])[a-z][\w'’-]*)\s+(?:(?:has|had|was\s+diagnosed\s+with|got\s+diagnosed\s+with)\s+(?:{_CONDITIONS})\b"
    r"|is\s+allergic\s+to\s"
    r"|(?:starts|started|is\s+starting|has\s+started)\s+(?:at\s+(?-i:[A-Z])|(?:reception|kindergarten|nursery|preschool|pre-school"
    r"|school|primary|secondary|high\s+school|middle\s+school|college|uni|university|daycare|pre-?k|maternelle|kita|creche|crèche)\b)"
    r"|(?:broke|has\s+broken|fractured)\s+(?:his|her|their)\s+(?:arm|wrist|leg|ankle|hip|collarbone|elbow|foot|hand|finger|toe|nose)\b"
    r"|(?:moved|went|has\s+gone|has\s+moved|is\s+going|is\s+moving)\s+into\s+(?:a|the)\s+(?:nursing|care|residential)\s+home\b"
    r"|(?:has|is\s+having|had)\s+(?:his|her|their)\s+(?:tonsils|appendix|adenoids|wisdom\s+teeth|gallbladder)\s+(?:out|removed)\b)", re.I)


def _named_alone(name: str, facts: list[Fact]) -> list[Fact]:
    """What was read of "my friend <name> …" (a stand-in tie), told of ``name`` alone: "Theo has type 1 diabetes"."""
    out = []
    for f in facts:
        if not f.summary.startswith(f"User's friend {name} "):
            continue
        f.summary = re.sub(r"\b(?:his|her)\b", "their", name + f.summary[len(f"User's friend {name}"):])
        f.persons = [PersonMention(name=name)]
        f.attribute, f.value = None, None
        out.append(f)
    return out


# "finished at Countdown last week": the last day of a job at a place named (not an hour: "finished at 5")
_FINISHED_AT = re.compile(r"(?:(?<=^)|(?<=[.!?]\s)|(?<=,\s))(?P<i>(?:(?-i:I)\s+)?(?:(?:just|finally|officially)\s+)?)(?:finished|stopped\s+working)\s+at\s+"
                          r"(?=(?-i:[A-Z])[\w&'’.-]+(?:\s+(?-i:[A-Z])[\w&'’.-]+)?\s+(?:last|yesterday|today|on|this|in)\b)")
_GONE_FROM_STACK = re.compile(r"\b(?P<x>(?-i:[A-Z])[\w.+#-]*)\s+is\s+(?:gone|out)\s+(?:from|of)\s+(?:our|my|the)\s+"
                              r"(?:stack|setup|workflow|toolchain|toolbox|tools)\b", re.I)
# "I have been appointed vice principal of the school from next term": a post given, as a promotion is
_APPOINTED = re.compile(r"\b(?-i:I)(?:\s+have|'ve)?\s+(?:(?:just|now|finally|officially)\s+)?(?:been|got|was)\s+(?:(?:just|now|officially)\s+)?"
                        r"appointed\s+(?:as\s+)?(?:the\s+)?(?:new\s+)?(?!(?:to|by|on|in|at|for|after|before|last|this|next)\b)(?=[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,3}?(?:\s+(?:of|at|for|in)\b|\s*[,.!]|\s*$))",
                        re.I)
# "Bouldering moved to Saturdays, Wednesday is our sprint review": the days a routine of the user's is on now
_ROUTINE_MOVED_TO = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))(?:my\s+)?(?P<what>[a-z]+ing|yoga|pilates|choir|football|tennis|padel|squash"
                               r"|badminton|netball|basketball|volleyball|karate|judo|boxing)\s+(?:has\s+|is\s+|got\s+)?moved\s+to\s+"
                               r"(?P<days>(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:\s*(?:,|and|&)\s*(?:mon|tues|wednes|thurs|fri|satur|sun)days?)*)"
                               r"(?=\s*(?:[,.;!]|$))", re.I)
_PLAYED = frozenset("football tennis padel squash badminton netball basketball volleyball".split())


def _routine_moved_to(m: re.Match[str]) -> str:
    what = m["what"].lower()
    if what in {"something", "everything", "nothing", "morning", "evening", "meeting", "wedding", "booking", "building", "ceiling"}:
        return m.group(0)  # "Morning moved to …", "Meeting moved to …": no routine of the user's said
    days = re.sub(r"\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b", lambda d: d.group(1).capitalize() + "days", m["days"], flags=re.I)
    verb = "go" if what.endswith("ing") else "play" if what in _PLAYED else "do"
    return f"I {verb} {what} on {days} now"


# "runs are now mondays and wednesdays, tuesdays have standups early": the days of a routine, said of its outings
_RUNS_ARE_ON = re.compile(r"\b(?:(?:my|the)\s+)?(?P<what>runs|swims|rides|walks|climbs|hikes)\s+are\s+(?P<now>now\s+)?(?:on\s+)?"
                          r"(?P<days>(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:\s*(?:,|and|&)\s*(?:mon|tues|wednes|thurs|fri|satur|sun)days?)*)"
                          r"(?P<now2>\s+now)?(?=\s*(?:[,.;!]|$))", re.I)
_OUTING_VERB = {"runs": "run", "swims": "swim", "rides": "ride", "walks": "walk", "climbs": "climb", "hikes": "hike"}


def _runs_are_on(m: re.Match[str]) -> str:
    days = re.sub(r"\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b", lambda d: d.group(1).capitalize() + "days", m["days"], flags=re.I)
    now = " now" if m["now"] or m["now2"] else ""
    return f"I {_OUTING_VERB[m['what'].lower()]} on {days}{now}"


_AREA_ASIDE = re.compile(r"(?<=\w)\s+\((?P<area>[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?)\s+area\)")
# "i have my knee replaced on the 20th of May": an operation to come, said in the simple present (not a routine: "I have
# my nails done on Fridays", "every month")
_HAVE_MY_DONE_ON = re.compile(
    r"\b(?-i:I)\s+have\s+my\s+(?P<what>(?:left\s+|right\s+|other\s+)?(?:knee|hip|shoulder|cataracts?|gallbladder|appendix|tonsils"
    r"|wisdom\s+teeth|tooth|teeth|eye|eyes|ankle|wrist|foot|hand|back|spine|bunion|hernia|thyroid|kidney\s+stones?|veins?|stitches"
    r"|cast|plaster|stent|mole|cyst|lump))\s+(?P<done>replaced|removed|operated\s+on|done|fixed|taken\s+out|pulled|lasered|repaired"
    r"|reconstructed|scanned|x-rayed|checked|looked\s+at)\s+"
    r"(?=on\s+(?:the\s+)?\d|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!s)|next\s|this\s+(?:week|month|coming)\b|in\s+(?:two|three"
    r"|a\s+(?:week|fortnight|month)|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))", re.I)
# "we are in Stonehaven now the house looks over the harbour": where the user is now, then a new sentence typed without
# its stop (a subject and a verb in the present after "now")
_IN_PLACE_NOW_THEN = re.compile(r"(?P<head>\bin\s+(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?\s+now)\s+"
                                r"(?=(?:the|our|my)\s+[a-z]+\s+(?:is|are|has|looks|feels|seems|gets|[a-z]+s)\b)")
# "now I'm at home in Aberdeen with my wife": where home is (not a stay: "at home in Cork for Christmas", "this week")
_AT_HOME_IN = re.compile(r"\b(?:(?-i:I)'m|(?-i:I)\s+am|(?P<we>we're|we\s+are))\s+(?:now\s+)?at\s+home\s+in\s+(?=(?-i:[A-Z]))"
                         r"(?![^.!?,]*\b(?:for|over|until|till|this|visiting|on\s+leave)\b)", re.I)


def _facts_of(messages: Sequence[wire.Message], start: int, known: Mapping[str, str] | None = None) -> list[Fact]:
    """Every fact the user's messages state, in order; messages before ``start`` only give context."""
    discourse = Discourse()
    if known:
        discourse.know(known)
    out: list[Fact] = []
    peer = explicit.peer_chat([m.content or "" for m in messages if m.role != "user"])
    said: dt.datetime | None = None
    first_user = True
    theirs: set[str] = set()  # between people: what each side has brought up so far (explicit.reaction)
    mine: set[str] = set()
    asked = ""
    question = ""  # what the assistant last asked, so a bare answer ("Lisbon.") says what it answers
    moving_to = ""  # the last place a move was said to go to ("we were going to move to Monterrey")
    events_said: list[_Recent] = []  # each message's dated events (an operation), for "afterwards" in a later one
    event_before: Fact | None = None
    piece_asked = False  # the user's message before asked for one piece of work to be written
    for index, message in enumerate(messages):
        said = message.ts or said
        if peer and message.role != "user" and message.content:
            asked = message.content[:MAX_PROSE_CHARS]
            theirs |= explicit.topic_words(asked)
        if message.role != "user":
            question = (message.content or "")[-300:]
            continue
        if not message.content:
            continue
        slot_question, question = question, ""
        # 'My friend said "I live in Tokyo and I hate cats"': someone else's words, quoted, are not the user's
        text = _THEIR_QUOTE.sub(r"\g<who> said something", en.strip_echo(message.content))
        text = _INVISIBLE_IN_WORD.sub("", text)  # "Bo\u200bb": one word, as it shows
        text = _SUNG_WORDS.sub(r"\g<head> like this", text)
        text = _NAME_PRONOUNS.sub(r"\g<name>\g<rest>. My pronouns are \g<p>", text)  # "I'm Sasha (they/them)": both said
        # "My partner's name is Alex, they/them": who they are, and their pronouns, each said
        text = _KIN_PRONOUNS.sub(_kin_pronouns, text)
        # "We got a puppy! A cockapoo called Bear": the pet, its kind and its name said in the next sentence
        text = _PET_THEN_NAMED.sub(r"\g<got> \g<kind> \g<pet> \g<called> \g<name>", text)
        if first_user:
            text = _profile_fields(text)  # "- Name: Tomás Herrera", "Priya | 29 | data analyst": a profile, said as sentences
        text = _PARTNER_THEN_NAMED.sub(_partner_then_named, text)
        text = _PET_NAMED_AFTER.sub(_pet_named_after, text)
        text = _PAREN_ASIDE.sub("", text)  # "By way of introduction (and do forgive the length) I am …"
        text = _AS_THEY_WOULD_SAY.sub("", text)
        text = _PRESENTLY.sub(r"\g<be> currently", text)  # "I am presently writing a monograph"
        text = _take_back_jokes(text)  # "I'm 52 and just won the lottery lol jk": the lottery was a joke
        text = _NO_FOR_A_WHILE_ORDERS.sub(r"the \g<who> says \g<no>", text)  # "no swimming for two weeks, doctor's orders"
        text = _LIVE_IN_JOB.sub(r"\g<a> live-in ", text)  # "I'm a live in caregiver for an old lady"
        if en.looks_like_system_prompt(text):
            continue
        live = index >= start
        ref = f"m{index}"
        mark = len(out)  # this message's facts are out[mark:] (refs == [ref]): a long conversation reads only those
        recent_used_for = _Recent(out, mark, ref, lambda f: " used for " in f.summary)
        recent_expecting = _Recent(out, mark, ref, lambda f: bool(_EXPECTING.search(f.summary)))
        recent_name = _Recent(out, mark, ref, lambda f: f.attribute == "name")
        recent_reason = _Recent(out, mark, ref, lambda f: f.type in _REASON_TYPES or (f.type == "relationship" and _KIN_DIET.search(f.summary) is not None))
        recent_project = _Recent(out, mark, ref, lambda f: f.type == "project" and " called " in f.summary
                                 and ", a" not in f.summary)
        # "I'm having my hip replaced on the 28th." then, in the next message, "I can't drive for six weeks afterwards"
        event_before = (events_said[-1].latest() if events_said else None) or event_before
        recent_event = _Recent(out, mark, ref, lambda f: bool(_DATED_EVENT.match(f.summary)))
        events_said.append(recent_event)
        news = bool(_OPENS_WITH_GREETING.match(text.strip()))  # "Hey Gina! I emailed some wholesalers…"
        in_message: dict[re.Pattern[str], re.Match[str] | None] = {}

        def anywhere(pattern: re.Pattern[str], text: str = text,
                     seen: dict[re.Pattern[str], re.Match[str] | None] = in_message) -> re.Match[str] | None:
            """``pattern.search(text)``, once per message: asked for each clause, it made long messages quadratic."""
            if pattern not in seen:
                seen[pattern] = pattern.search(text)
            return seen[pattern]

        def emit(found: list[Fact], hedged: bool, *, live: bool = live, said: dt.datetime | None = said,
                 ref: str = ref, theirs: frozenset[str] = frozenset(theirs), mine: frozenset[str] = frozenset(mine),
                 asked: str = asked, news: bool = news, recent_event: _Recent = recent_event,
                 event_before: Fact | None = event_before) -> None:
            if not live:
                return
            for fact in found:
                if (after := _AFTERWARDS.search(fact.summary)) and (event := recent_event.latest() or event_before) is not None:
                    # "My hip operation is on the 4th. I can't drive for six weeks afterwards": after the operation
                    what = _DATED_EVENT.match(event.summary)
                    event_name = (what["what"] or f"{what['part']} operation") if what else "event"
                    fact.summary = f"{fact.summary[: after.start()]} after the {event_name}"
                if fact.attribute == "name" and anywhere(_TYPING_FOR):
                    continue  # "this is Arjun, I'm typing for my paati": the one typing, not the user
                if fact.news and not (peer and (news or _TOLD_WHEN.search(fact.summary))):
                    continue  # news is told to a friend; to an assistant "I ran the script…" is the task
                if peer and fact.type in _TASTES_AND_WISHES and casual(fact) \
                        and explicit.reaction(fact.summary, theirs, mine, asked):
                    continue  # a reply to the other's topic, of the moment
                fact.hedged = fact.hedged or hedged
                fact.said = said
                fact.refs = [ref]
                fact.peer = peer
                done = _finish(fact)
                if done is not None:
                    out.append(done)

        def joined(work: list[Fact], recent_used_for: _Recent = recent_used_for) -> list[Fact]:
            """'for anything js use pnpm. never npm or yarn': the tools refused join the rule before them."""
            never = devtalk.never_tools(work)
            host = recent_used_for.latest() if never else None
            if never and host is not None and ", never " not in host.summary:
                host.summary += f", never {never}"
                return []
            return work

        greeting_seen = False
        # a piece of work asked for earlier in this message ("Write a toast. Keep it short."), or offered
        # by the assistant just before ("Want me to write a note for clients?" - "yes keep it short")
        requested = bool(_OFFERED.search(slot_question)) or piece_asked
        # "Can you write me an Instagram post for the preorders?" - "Keep it short and fun": the piece of work asked for
        # in the user's message before is what "it" means in the next one
        piece_asked = bool(_PIECE_ASKED.search(text))
        plain = en.normalise(_bounded(en.prose(text)))
        plain = staff.said_plainly(plain)  # "the lady who cleans for us, Brenda, is …": our cleaner Brenda is …
        plain = mixed.said_in_english(plain)  # "soy enfermera en el Hospital La Fe": I am a nurse at Hospital La Fe
        if "join " in plain:  # "Last month I join the choir of my church": a learner's present for a group joined
            plain = _LEARNER_JOIN.sub(r"\g<pre>I joined ", plain)
        if " now" in plain:  # "I work in a garden centre now.": the workplace, as said without "now" (a new job: _job_now)
            plain = _WORK_PLACE_NOW.sub(r"\1", plain)
        plain = _SETTING_BARE.sub(_setting_bare, plain)  # "editor is neovim, dark theme always": my editor is neovim. …
        plain = _PROJECT_LABEL.sub(r"my \g<what> is ", plain)  # "side project: a tiny rust http router called yokai"
        plain = _HERE_IN.sub("", plain)  # "a job with a grocery chain here in Memphis": in Memphis, said where
        plain = _HERE_LEAD.sub("", plain)  # "Here in Geneva I don't go running anymore": where they are, said first
        plain = _MY_ONE_HERE.sub(r"\g<who> ", plain)  # "my manager here is helen okafor": at the place they are now
        plain = _AT_THE_PLACE_HERE.sub(r"\g<at>", plain)  # "a book club at the library here": the library where they live
        plain = _WORK_AT_PART_TIME.sub(r"\g<i> work \g<pt> \g<at>", plain)  # "i work at tesco on the tills, part time"
        plain = _PARENT_TO_MY_BOY.sub(_parent_to_my_boy, plain)  # "a single dad to my boy Lwazi": my son Lwazi
        plain = _CONDITION_NAMED_AFTER.sub(r"\g<have> \g<cond>", plain)  # "I have a heart condition. atrial fibrillation"
        if _BUSINESS_NO_I_WORDS.search(plain):
            plain = _BUSINESS_NO_I.sub(_business_no_i, plain)
        plain = _PLEASE_MY_NAME.sub("", plain)  # "Please my name is Kwame Mensah": a polite opening, then the name
        plain = _DAYS_NOT_DAYS.sub(r"\g<days>", plain)  # "on Thursdays not Wednesdays": the days meant
        plain = _NOW_NOT_IN.sub(r"I'm not in \g<place> anymore", plain)  # "now I am not in Pune, I have vacated the PG"
        plain = _I_START_AS.sub(lambda m: f"I'm starting {m.group('job')}", plain)  # "I start as a porter in May"
        plain = _MY_POSTING.sub("I'm being posted to ", plain)  # "my posting will be in the Aurangabad branch from November"
        plain = _POSTED_FROM.sub(r"\g<to> in ", plain)  # "… posted to Leh from June": the posting begins in June
        if "," in plain:  # "Lisbon, 34.", "Nairobi, 41, mother of three": where the user lives and their age, no name
            plain = _PLACE_COMMA_AGE.sub(_place_comma_age, plain)
        if first_user:
            plain = _TERSE_INTRO.sub(_terse_intro, plain)  # "kenji. 29. osaka.": a name, an age and a city, no verb
            plain = _greeting_then_name(plain)  # "G'day, Brendan, 45", "Hello, Walter Brandt. I am 77": the writer's name
            plain = _NAME_COMMA_AGE.sub(_name_comma_age, plain)  # "Context: - Raghav, 40": I'm Raghav. I'm 40
            plain = _NICK_THEN_FULL.sub(_nick_then_full, plain)  # "this is memo, guillermo salinas.": the full name, then what they go by
        plain = _MY_AGE_AFTER.sub(_my_age_after, plain)  # "i drive a truck out of laredo, 46 years old.": the user's age
        plain = _MY_NAME_COMMA_AGE.sub(r"\g<name>. I'm \g<age>", plain)  # "my name is Elizabeth, 34,": her age too
        introduces = bool(_NAME_AND_AGE.search(plain))
        if _AMONG_CHILDREN.search(plain) and not _GRANDCHILDREN.search(plain):
            plain = _LITTLE_ONE_IS.sub("our youngest is ", plain)  # "…the kids. the little one is aroha": the youngest child
        plain = capitals.restore(plain, intro=first_user or introduces or bool(_OPENS_WITH_GREETING.match(plain)), names=known)
        plain = _FINISHED_AT.sub(r"\g<i>quit ", plain)  # "finished at Countdown last week, no more weekend shifts"
        plain = _said_of_a_life(plain)  # "Retired as of Friday!", "gallbladder came out on Monday", "mum of two here"
        plain = _said_on_the_day(_said_after(_said_of_a_home(_said_of_work(plain))), said)  # "I nurse on the stroke unit", "Back in the office today."
        if (bought := _BOUGHT_HOME_IN.search(plain)) and _MOVE_ON_DAY.search(plain, bought.end()):
            # "I have bought an apartment in Viña del Mar … I move on the 1st of December": the move is to it
            plain = plain[: bought.end()] + _MOVE_ON_DAY.sub(
                lambda m: f"{m['subj']} {'am' if m['subj'].lower() == 'i' else 'are'} moving to {bought['place']} ", plain[bought.end():], count=1)
        plain = _MOVED_IN_AT_PLACE.sub(lambda m: f"{m['subj'] or 'I '}moved to {m['place']} {m['when']}", plain)  # "moved in yesterday in Levenshulme …"
        if _OFFER_ACCEPTED_ON.search(plain):  # "offer accepted on a 3 bed terrace in …": being bought (its price left)
            plain = _BUYING_AT_PRICE.sub(r"\g<head>", _OFFER_ACCEPTED_ON.sub("we're buying ", plain))
        plain = _FOUND_HELPER_NAMED.sub(lambda m: f"{m['lead'] or ''}our {m['who'].lower()} is ", plain)  # "found a childminder, Mrs Patel"
        if _COUNTED_THEN_NAMED.search(plain):  # "got 2 kids Kojo is 11 and …": the count, then who
            plain = _AGE_THEN_HOUSEHOLD.sub(". ", _COUNTED_THEN_NAMED.sub(r"\g<n>, ", plain))
        plain = _GONE_FROM_STACK.sub(r"no more \g<x> for me", plain)  # "Figma is gone from our stack"
        plain = _APPOINTED.sub("I got promoted to ", plain)  # "I have been appointed vice principal of the school"
        plain = _ROUTINE_MOVED_TO.sub(_routine_moved_to, plain)  # "Bouldering moved to Saturdays": I go on them now
        plain = _RUNS_ARE_ON.sub(_runs_are_on, plain)  # "runs are now mondays and wednesdays": I run on them now
        plain = _AREA_ASIDE.sub(r", \g<area> area", plain)  # "nail tech in houston (alief area)": the part of town, after it
        plain = _HAVE_MY_DONE_ON.sub(r"I'm having my \g<what> \g<done> ", plain)  # "i have my knee replaced on the 20th"
        plain = _IN_PLACE_NOW_THEN.sub(r"\g<head>. ", plain)  # "we are in Stonehaven now the house looks over the harbour"
        plain = _AT_HOME_IN.sub(lambda m: "we live in " if m["we"] else "I live in ", plain)  # "now I'm at home in Aberdeen"
        plain = _MOVED_TOO.sub(_moved_too, plain)  # "we moved to Leeds last month, the bakery too": two moves
        plain = _MADE_TO.sub("I ", plain)  # "my mom makes me eat breakfast every day": the user's habit, not hers
        plain = _CHANGED_PLANS_THEN.sub(r"\g<name> is ", plain)  # "Marek changed his plans, they are staying in London"
        plain = _OTHER_KIN.sub(r"\g<my> ", plain)  # "my other son Suresh is in Singapore": my son Suresh
        plain = _AGED_CHILD_NAMED.sub(_aged_child_named, plain)  # "I have a 3 year old called Mia": my child Mia is 3
        plain = _ORDER_NAMED_AGE.sub(r"\g<who> \g<name> is \g<age>", plain)  # "our eldest is Kuba, 11": Kuba is 11
        plain = _BORN_THEN_NAMED.sub(_born_then_named, plain)  # "our daughter is born!! Seo-yeon, September 27"
        plain = _NO_SMOKE_FOR.sub(r" I stopped smoking \g<span> ago", plain)  # "…, no cigarette for 2 weeks now"
        plain = _PET_ASIDE_NAMED.sub(r"my \g<pet> \g<name>, \g<kind>", plain)  # "the dog, a Border terrier called Nell,"
        plain = _LOST_KIN.sub(_lost_kin, plain)  # "I lost my wife Brenda in 2024": "my wife Brenda died in 2024"
        plain = _clinician_says_not(plain)  # "the optician says I shouldn't drive at night": no driving at night
        plain = _SO_TILL_THEN.sub(r"\g<till>", plain)  # "my wife is away until May, so I cook alone": till May only
        plain = _DROPPED_FOR_EVERYTHING.sub(_dropped_for_everything, plain)  # "ditched Sage, everything goes through Xero now"
        plain = _SO_COVERING.sub(r"\g<till>", plain)  # "she's in plaster for six weeks so I'm doing the cooking"
        if _WHILE_AWAY_SAID.search(plain):
            plain = _WILL_WHILE_AWAY.sub("", plain)  # "My nephew Tama will run things while I'm away": that absence's
        plain = _MOVED_OVER_TO.sub(r"switched \g<what> from \g<old> to \g<new>", plain)  # "moved our account over to X from Y"
        plain = _HAVE_ASIDE.sub(r"\g<have> ", plain)  # "I have also, after much thought, sold …": "I have also sold …"
        plain = _SELLING_UP_AND.sub("", plain)  # "we're selling up and moving to Stonehaven": the move
        plain = _AND_MOVED.sub(_and_moved, plain)  # "I quit my job and moved to Lisbon": "I quit my job. I moved to Lisbon"
        plain = _MOVED_THEN_HOME.sub(r"\g<subj> moved to a new \g<home> in ", plain)  # "we moved! new flat in Harburg"
        plain = _HOME_VERDICT.sub(r"\g<moved>", plain)  # "… moved to a new house in Thornton Heath is good": how it is
        plain = _ACCENTED_PARENT.sub(lambda w: w[0].replace("á", "a").replace("Á", "A"), plain)  # "Papá fell": Papa
        plain = _BARE_KIN_LEAD.sub(_bare_kin, plain)  # "- Wife (Deepa) is a radiologist": my wife
        plain = _NAME_IN_BRACKETS.sub(_bracketed, plain)  # "jen (my ex)", "my sister (Anna)": "my ex Jen"
        plain = _LONG_ASIDE.sub(_long_aside, plain)  # "I am a retired diplomat (thirty-four years with …; …) and I have…"
        plain = _NAME_IN_COMMAS.sub(_in_commas, plain)  # "my deputy, Aisha Begum, is …": "my deputy Aisha Begum is …"
        plain = _AGED_ROLE.sub(_aged_role, plain)  # "I'm a 24 year old nurse": "I'm 24. I'm a nurse"
        plain = _FOR_MY_PROJECT_A.sub(_for_my_project_a, plain)  # "I use VS Code for my side project, a rehab app in Flutter"
        plain = _CALLED_NEXT.sub(_called_next, plain)  # "a side project. It's called Tidewater": one sentence
        plain = _BEEN_HERE.sub(_been_here, plain)  # "I live in Bristol, been here 5 years": "I've lived in Bristol for 5 years"
        plain = _WHO_CLAUSE.sub(_who_clause, plain)  # "My mother, who lives in Tucson, had a fall": two sentences
        plain = _OFFER_STARTING.sub(_offer_starting, plain)  # "got an offer from UiPath, … starting 1 August": the job taken
        plain = _STOPPED_THEN_INSTEAD.sub(r"\g<head>. I'm \g<what>", plain)  # "I've stopped X, doing pilates instead": two
        plain = _DATING_NAMED.sub(r"\g<n> and I are dating", plain)  # "I'm seeing someone new, her name's Priya"
        plain = _HAVE_KIN_NAMED.sub(_have_kin_named, plain)  # "I have a sister, her name is Anna": "my sister is Anna"
        plain = _THEIR_KIN_NAMED.sub(_their_kin_named, plain)  # "My neighbour has a brother, his name is Tobias": theirs
        plain = _BROKE_UP_WITH.sub(r"\g<n> and I \g<what>", plain)  # "I broke up with Sam": as "Sam and I broke up"
        plain = _COUPLE_HAVE.sub(r"\g<c> have", plain)  # "Tom and I've been dating": one subject, not "I've" alone
        plain = _SHIFT_CHANGED.sub(r"\g<who> has \g<v>", plain)  # "Aoife's moved onto days now": she has moved onto days
        plain = _FROM_WHEN_FIRST.sub(_from_when_after, plain)  # "from August I take paternity leave": "I take … from August"
        plain = _NOW_TITLE.sub(r"\g<im> \g<dr> now", plain)  # "Now I am Dr. Brandt": "I am Dr. Brandt now" (the lead "now" is dropped)
        if not _CLINICIAN_WORD.search(plain):
            plain = _ITS_TITLE_NOW.sub(r"I'm \g<dr> now", plain)  # "It's Dr. Mensah now!": the user's title, corrected
        if _QUIT_NAMED.search(plain):
            plain = _WORKING_IN_NAME.sub(r"\g<v> at ", plain)  # "I resigned from Flutterwave … working in Moniepoint now"
        plain = _ITS_NAME_MY.sub(_its_name_my, plain)  # "It's Dr. Patel, my GP": the GP's name, not the user's
        plain = _WE_THEN_WHO.sub(_we_then_who, plain)  # "we moved in together, me and Kai": "Kai and I moved in together"
        plain = _ME_AND_NAMED.sub(r"\g<lead>\g<who> and I ", plain)  # "me and Jae are moving to Leeds": "Jae and I are moving …"
        plain = _FAMILY_MOVING.sub(r"\g<lead>we're \g<verb>", plain)  # "my family are moving to Tauranga": we're moving
        plain = _MOOD_ABOUT_IT.sub("", plain)  # "Jorge is on crutches for a month and grumpy about it": how it is taken
        plain = _HOME_TAKEN_AFTER_COMMA.sub(". ", plain)  # "…the house share, Kwesi and I got a flat in Chorlton": a sentence
        plain = _KIN_NEW_JOB.sub(_kin_new_job, plain)  # "my sister left Deloitte, she's at KPMG now": where she works now
        plain = _NO_X_DONT_EAT.sub(_no_x_dont_eat, plain)  # "nothing with pork, my family doesn't eat it": pork
        plain = _NO_X_DISLIKED.sub(_no_x_disliked, plain)  # "No mushrooms please, can't stand them": mushrooms
        plain = _NO_X_ALLERGIC.sub(_no_x_allergic, plain)  # "NO MUSHROOMS please, I am allergic": allergic to mushrooms
        plain = _new_job_role(plain)  # "new job from July: IT support technician at Croydon council"
        plain = _NEW_JOB_AT.sub(r"\g<news>I work at ", plain)  # "new job! I'm at Razorpay now": the employer
        plain = _CLASS_MEETS.sub(_class_meets, plain)  # "…the choir at the church, it meets Wednesdays": on Wednesdays
        plain = _THEME_ASKED.sub(_theme_asked, plain)  # "dark theme always please": the theme the user prefers
        plain = _TERSE_ROLE_KIND.sub(_terse_role_kind, plain)  # "gameplay programmer, small studio in Helsinki."
        plain = _TERSE_ROLE.sub(_terse_role, plain)  # "Head chef, Trattoria Lupo, Fitzroy.": "I'm a head chef at Trattoria Lupo in Fitzroy."
        plain = _OBJECT_THEN_UP.sub(r"\g<v> up \g<obj>", plain)  # "I'm giving netball up": "I'm giving up netball"
        plain = _LICENCE_GIVEN_BACK.sub("I've stopped driving", plain)  # "I've handed my licence back": no more driving
        plain = _DOT_POINTS.sub(lambda m: "bullet " + m.group("s"), plain)  # "keep answers in dot points": bullet points
        plain, stopped_with = _STOP_WITH_THE.subn(lambda m: "no more " + m.group("what"), plain)  # "stop with the dot points"
        if not stopped_with:  # "I'd rather have paragraphs" (after "stop with the dot points" it only says why: one rule)
            plain = _RATHER_HAVE_PARAGRAPHS.sub(lambda m: "please use " + m.group("what"), plain)
        plain = _DRINKING_AGAIN.sub(lambda m: f"I drink {m.group('what').lower()} again", plain)  # "gone back to drinking coffee"
        plain = _TOLD_AFTER_COMMA.sub(". ", plain)  # "went to Nairobi Hospital, they say anemia": what they found, alone
        plain = _RESULT_COLON.sub(lambda m: f"{m.group('t')} results came back. ", plain)  # "MRI result: slipped disc L4-L5"
        if "from" in plain:  # "studio is switching from unity to godot": the user's tools at work, changed by the workplace
            plain = _WORKPLACE_SWITCH.sub(lambda w: ("we're " if w["v"].lower().endswith("ing") else "we ") + w["v"].lower() + " from ", plain)
        if "fast" in plain and "ramadan" in plain.lower():  # "Ramadan starts mid-February, I'll be fasting": for Ramadan
            plain = _FASTING_AHEAD.sub("I'm fasting for Ramadan", plain, count=1)
            plain = _FASTING_NOW.sub(r"\g<lead>I'm fasting for Ramadan. I", plain, count=1)  # "Ramadan start tomorrow, I fast"
        if "married" in plain:  # "We're married!!", "we're officially married": the wedding, told as it happened
            plain = _WED_NEWS.sub(lambda w: ("W" if w["we"][0] == "W" else "w") + "e just got married", plain)
        if "favourite" in plain or "favorite" in plain:  # "Dune is my favourite book": my favourite book is Dune
            plain = _NAMED_IS_MY_FAVOURITE.sub(lambda f: f"{f['pre']}my {f['fav']} {f['what']} is {f['x']}", plain)
        if "one" in plain:  # "Switched the theme to a light one": to a light theme
            plain = _THEME_TO_ONE.sub(lambda t: f"{t['v']} to {t['a']} {t['how']} theme", plain)
        plain = _MOVED_IN_TO.sub(r"\g<v>into ", plain)  # "moved in to the Khulshi flat": into it (not "moved in to help")
        plain = _I_GIVE_UP_THE.sub("I gave up ", plain)  # "I give up the skipper licence...": a learner's present, done now
        if "always wanted" in plain.lower():  # "…, Giorgos always wanted this and we never did it": whose wish it was
            plain = _ALWAYS_WANTED_THIS.sub("", plain)
        if re.search(r"\b(?:for\s+good|permanently)\b", plain, re.I):  # "… not renewing. going home for good"
            plain = _GOING_FOR_GOOD.sub(_going_for_good, plain)
        if "new job" in plain.lower():  # "new job!! reception at a vet clinic": where the new job is, what is done there
            plain = _NEW_JOB_TERSE.sub(_new_job_terse, plain)
        if " who " in plain:  # "his mum is our daughter Fiona who is a nurse …": "… our daughter Fiona. our daughter Fiona is a nurse …"
            plain = _KIN_NAMED_WHO.sub(_kin_named_who, plain)
        if "'s " in plain or "’s " in plain or " had " in plain:  # "My brother's little boy was born on Monday! They called him Oisín": the nephew Oisín
            plain = _KINS_BABY_NAMED.sub(_kins_baby_named, plain)
        if _LEARNING_TO_DRIVE.search(plain):  # "I'm learning to drive, lessons every Saturday. Test is on 12 March"
            plain = _BARE_TEST.sub("my driving test ", plain)
        if re.search(r"\bpassed\b", plain, re.I) and re.search(r"\b(?:licen[cs]e|permis)\b", plain, re.I):
            plain = _PASSED_THEN_LICENCE.sub("I passed my driving test", plain)  # "I PASSED!!! Permis de conduire in my pocket"
        if "days a week" in plain or "days per week" in plain:  # "I've gone down to three days a week": works them now
            plain = _DOWN_TO_DAYS.sub(r"I work \g<n> days a week", plain)
        if "wedding" in plain:  # "Keisha's wedding was beautiful yesterday": she got married yesterday
            plain = _WEDDING_WAS.sub(_wedding_was, plain)
        if "delivered" in plain or " name" in plain:  # "Chioma delivered a baby girl yesterday, her name is Adaeze"
            plain = _BABY_THEN_NAME.sub(_baby_then_name, plain)
        plain = _SISTER_HAD_THE_BABY.sub(_sister_had_the_baby, plain)  # "Njeri had the baby, a boy! his name is Gitau"
        plain = _GRANDCHILD_BORN.sub(_grandchild_born, plain)  # "my daughter gave birth to a boy named Ethan": the grandson
        plain = _SIBLING_CHILD_BORN.sub(_sibling_child_born, plain)  # "my sister had a baby girl named Harper": the niece
        plain = _GAVE_BIRTH_TO.sub(_gave_birth_to, plain)  # "my sister gave birth to a girl": her baby girl
        plain = _BIRTH_THEN_NAME.sub(_birth_then_name, plain)  # "We had the baby! Her name is Ada": "my daughter Ada was born"
        plain = _BIRTH_THEN_BARE_NAME.sub(_birth_then_bare_name, plain)  # "our baby boy is here!! Emeka.": my son Emeka
        plain = _BORN_PRESENT.sub(_born_present, plain)  # "Duarte is born! 3 october": my child Duarte was born on 3 October
        plain = _MARRIED_TO_BARE.sub("I'm married to ", plain)  # "married to Thandi, we have two boys": the user is
        plain = _DEADLINE_IS.sub(r"\g<my> \g<what> is due on ", plain)  # "thesis deadline is 30 September": due then
        plain = _YEAR_OF_PHD.sub(r"\g<year>\g<what> student", plain)  # "I'm 3rd year PhD in linguistics": a PhD student
        plain = _here_then_born(plain)  # "she's here!! Leonor, born on the 10th": my daughter Leonor was born on the 10th
        plain = _KIN_AWAY_WE_TALK.sub(_kin_away_we_talk, plain)  # "my brother's in Canada, we talk every Sunday": I talk to him
        if not _SOMEONE_ELSES_BABY.search(plain):  # ("my sister had her baby! a little girl, Maya": her daughter)
            plain = _BIRTH_THEN_KID.sub(_birth_then_kid, plain)  # "Our third baby arrived, a boy called Finn": my son Finn
            plain = _OUR_BABY_CAME.sub("we had the baby", plain)
        plain = _BIRTH_WEIGHT.sub(r"\g<born>", plain)  # "… was born last Thursday, 7lb 11oz": the birth, its weight left
        plain = _WHAT_THEY_CALL.sub("", plain)  # "I am now what she calls pre-diabetic": "I am now pre-diabetic"
        plain = _CLINICIAN_THEN_SHE.sub(_clinician_then_she, plain)  # "…the doctor, and she told me I have vertigo"
        if _TOLD_US_SHE_HAS_WORDS.search(plain):
            plain = _TOLD_US_SHE_HAS.sub("", plain)  # "the neurologist told us she has Alzheimer's": she has it
        plain = _THEIR_PET_THEN_NAME.sub(_their_pet_then_name, plain)  # "my sister got a kitten, we named him Tom": hers
        plain = _PET_THEN_NAME.sub(_pet_then_name, plain)  # "…our kitten on Saturday and we're calling him Pepper"
        plain = _GOT_PET_HER_NAME.sub(_got_pet_her_name, plain)  # "we adopted a cat! her name is Pimenta" (the "we" may go unsaid)
        kin_group = _KIN_GROUP.search(plain) or _CHILD_AGED.search(plain)
        sentences = en.sentences(plain)
        if sentences and slot_question:
            sentences[0] = _answered(slot_question, sentences[0])
        sentences = _name_then_pronoun(sentences)  # "Isla. she's 4": Isla is 4 (not whoever "she" was before)
        sentences = [piece for sentence in sentences for piece in _rule_said_after(sentence)]
        before: str | None = None
        last_sentence: str | None = None
        prev_resolved = ""  # the clause read last in this message, resolved ("Mele got a job!" before "receptionist at …")
        times_said: dict[str, int] = {}  # sentences, and clauses, read so far in this message
        rules_listed = False  # "rules: no tables. no emoji.": a list of rules opened in this message, read sentence by sentence
        parts_said: dict[str, int] = {}
        read_in_turn = _signed(sentences, says_i=bool(_WORD_THEN_I.match(text))) if first_user else sentences
        for at_sentence, sentence in enumerate(read_in_turn):
            before, last_sentence = last_sentence, sentence
            if en.is_greeting(sentence):
                greeting_seen = True
                continue
            times_said[sentence] = times_said.get(sentence, 0) + 1
            if times_said[sentence] > _SAID_TWICE:
                continue  # the same sentence a third time in one message (a paste, a stuck key): nothing new
            if "forget" in sentence.lower() and corrected.forget_asked(sentence) is not None:
                # "please forget what I said about my cousin Dave": what to forget, not a fact to keep; a fact of the
                # user's said after it is read ("please forget my address, I moved to Leeds")
                _, comma, rest = sentence.partition(", ")
                if not (comma and _I_SAID_AFTER.match(rest)):
                    continue
                sentence = rest
            due = _DUE.match(sentence.strip())
            baby = recent_expecting.latest() if due else None
            if due and baby is not None and " due " not in baby.summary:
                # "We're expecting! Due in January.": when the baby is due belongs to the news
                baby.summary = en.tidy(when.absolute(f"{baby.summary}, due {due.group('when')}", said))
                continue
            if (naming := _NAMING_BABY.search(sentence)) and anywhere(_BABY_ON_THE_WAY):
                emit([_baby_to_be_named(naming)], False)  # "…pregnant, we will call her Julieta": the baby's name
            lead, hedged0, greeted0 = en.strip_lead(sentence)
            lead = en.strip_frame(lead)
            lead = _WOULD_PREFER.sub("I prefer", lead)  # "I would prefer plain prose rather than lists": said politely
            lead = _WOULD_RATHER.sub(_would_rather, lead)  # "I'd rather cycle than drive to work": a preference
            lead = _WORKPLACE_NAMED_AFTER.sub(_workplace_named, lead)  # "… in a restaurant in Ribeira, Tasca do Cais"
            # "nothing with shellfish, Mele is allergic": what she is allergic to was said first
            lead = _ALLERGEN_FIRST.sub(lambda w: f"{discourse.leading_name(w['who'])} is allergic to {w['x']}", lead)
            # "I have gastritis, so no coffee and no spicy food for now": what the condition rules out, with it
            # "I joined a choir at the church, we rehearse every Wednesday": the group's schedule, one clause
            if group := _JOINED_WE.search(lead):
                rest = _DAY_ONCE.sub(lambda d: d.group(0) + "s", lead[group.end():], count=1)  # "they do long runs Saturday at 7": every Saturday
                first, _, out_ = group["v"].partition(" ")  # "go out": "goes out"
                verb = f"{_THIRD_OF.get(first.lower(), first + 's')} {out_}".rstrip()
                if (bare_days := _GO_DAYS.match(rest)) and group["v"].lower() == "go":
                    # "… the mens shed we go tuesdays and fix bikes": the days it meets (what is done there is the story)
                    verb, rest = "meets on", f" {bare_days['days'].capitalize()}"
                lead = f"{lead[:group.start()]}{group['head']} that {verb}{rest}"
            lead = _AILING_THEN_TOLD.sub(lambda a: f"{a['told']} because of my {a['part'].lower()}", lead)
            lead = _COND_SO_CANT.sub(r"\g<has> and cannot \g<what>", lead)  # "knee problem so I cannot walk far": one fact
            lead = _INJURED_SO_NO.sub(_injured_so_no, lead)  # "I broke my wrist, so no walking for now": avoided while it heals
            lead = _HAS_SO_NO.sub(lambda c: c.group(0) if _ASKING_WORD.search(c["what"]) else
                                  f"{c['has']} and must avoid {re.sub(r' and no ', ' and ', c['what'])}", lead)
            stack = _STACK_LIST.match(lead.rstrip(" .!"))
            known_stack = stack is not None and any(w.lower() in PROGRAMMING_LANGUAGES for w in re.findall(r"[\w.+#-]+", stack.group(0)))
            if stack and recent_name.latest() is not None \
                    and not any(w.lower().rstrip("s") in _NOT_EMPLOYERS
                                or (lexicon.common(w) and w.lower() not in PROGRAMMING_LANGUAGES
                                    and not (w[:1].isupper() and known_stack))  # "Kotlin and Spring Boot"
                                for w in re.findall(r"[\w.+#-]+", stack.group(0)) if w.lower() not in {"mostly", "mainly", "and", "some", "plus"}):
                # "I'm Inês, SRE at a fintech. Go and Kubernetes mostly, some Terraform": what they work in
                lead = f"I mostly work in {stack.group('list') or stack.group('list2')}" + (f", and some {stack.group('more')}" if stack.group("more") else "")
            if _OPENS_WITH_ROLE.match(lead) and not re.match(r"(?:i|i'm|my|we|you)\b", lead, re.I) \
                    and recent_name.latest() is not None:
                # "I'm Lucía 😊 second year computer science student at the UvA": the role after the name
                det = "" if re.match(r"(?:a|an)\s", lead, re.I) else en.article(lead) + " "
                first = lead.split()[0]  # ("SRE at Allegro": an acronym keeps its capitals, not "sRE")
                lead = f"I'm {det}{lead if first.isupper() and len(first) > 1 else lead[:1].lower() + lead[1:]}"
            standing = [_citation_style(Fact(t, s, importance=_INSTRUCTION_IMPORTANCE))
                        for t, s in instructions.read(lead, after_request=requested, consequent=bool(_SO_FIRST.match(sentence)))]
            if not standing and (style_list := _STYLE_LIST.match(lead.rstrip(" .!"))):
                # "sql style for this repo: CTEs instead of subqueries, trailing commas, and uppercase keywords": each
                # item of the list, to its last one after "and", is a rule for that language's code
                standing = _style_rules(style_list)
            if standing and (last := _STYLE_TAIL.search(lead)) and (style_lang := _STYLE_LANG.search(lead[: last.start()])) \
                    and not any(last["item"].lower() in f.summary.lower() for f in standing):
                # "write SQL in BigQuery dialect from now on pls, and lowercase keywords": the last rule of the sentence,
                # a style item said after "and", for the language the first named
                style_for = _LANG_NAMES.get(style_lang[0].lower(), style_lang[0])
                standing.append(Fact("preference", f"User wants {last['item'].lower()} in {style_for}", importance=_INSTRUCTION_IMPORTANCE))
            if not standing and rules_listed and _LISTED_RULE.match(lead):
                # "rules: no markdown headers. no apologies.": each sentence after the opening is a rule of the list
                standing = [_citation_style(Fact(t, s, importance=_INSTRUCTION_IMPORTANCE))
                            for t, s in instructions.read(f"rules: {lead}")]
            rules_listed = rules_listed or bool(_RULES_OPEN.match(lead))
            if not standing and instructions.shape_asked(f"{lead.rstrip(' .!')} please") \
                    and any(instructions.read(other) for other in read_in_turn[at_sentence + 1:] if not en.is_question(other)):
                # "Short answers. No small talk.": a shape said alone before another rule is a rule too, typed as a list
                # (after one, "keep it brief pls … brief replies", it says that rule again)
                standing = [Fact(t, s, importance=_INSTRUCTION_IMPORTANCE) for t, s in instructions.read(f"{lead.rstrip(' .!')} please")]
            if not standing and (call_me := _CALL_ME_PLEASE.match(lead.rstrip(" .!"))) and (nick := _nickname(call_me, lead)):
                standing = [nick]  # "Please call me Bex", "you can call me Bex from now on": the name the user goes by
            if standing:
                emit(standing, False)
                if "," in lead:  # (a cheap test first: most rules are one clause)
                    for at_part, part in enumerate(en.clauses(lead)):
                        clause = en.strip_lead(_unquote(part))[0].rstrip(" .!…")
                        shape = _DISLIKED_SHAPE.match(clause)
                        if shape and not any(shape["shape"].lower() in f.summary.lower() for f in standing):
                            # "please stop using bullet points, I prefer normal paragraphs now": the shape wanted instead
                            emit([f for f in read_clause(clause) if f.type == "preference"], hedged0)
                        elif at_part and _HAVE_CONDITION.match(clause):
                            # "Please write big and simple, my eyes are not good any more, I have glaucoma": the reason
                            # given is a condition of the user's own, kept as it would be said alone
                            emit([f for f in read_clause(clause) if f.type == "constraint" and f.attribute in _OWN_HEALTH], hedged0)
                continue
            if _HELP_WRITING.match(lead):
                # "Need help writing a leave application to my manager. Kindly keep it formal.": a piece of work asked
                # for, said as a need (what the sentence states of the user is still read)
                requested = True
            # (looked for in the sentence's last 80 characters: searched whole, a sentence of thousands of blank lines
            # took seconds, each space a start of "\s+" scanned to the end)
            if lead.rstrip().endswith("?") and (tag := _TAG_ASKED.search(ending := lead[-80:])) \
                    and re.match(r"(?:i|i'm|i've|we|we're|we've|my)\b", lead, re.I):
                lead = lead[: len(lead) - len(ending) + tag.start()]  # "I'm a vet myself, ironic right?": a statement with a tag, nothing asked
            if (tail := _ASKED_TAIL.search(lead) or _ASKED_UNMARKED.search(lead) or _ASKED_YES_NO.search(lead)) \
                    and (re.match(r"(?:i|i'm|i've|we|we're|we've|my)\b", lead, re.I) or _NAMED_NEWS.match(lead)):
                # ("Marcus has ADHD and takes Concerta, how do I talk to his teacher": news of someone named, then asked)
                lead = lead[: tail.start()]
                requested = True
            lead = en.drop_aside(lead)  # "… if that matters": not a condition on what was said
            if en.is_hypothetical(lead) and (cond := _IF_TAIL.search(lead)):
                # "I climb on Tuesdays with Tom, and Sundays if my fingers survive": the statement holds
                head = en.complete_subject(lead[: cond.start()])  # "found a house in X, closing is May 15 if …"
                if re.match(r"(?:i|i'm|i've|we|we're|we've|my)\b", head, re.I) and not en.is_hypothetical(head) \
                        and not en.is_question(head) and not _MODAL.search(head):
                    lead = head
            asks = en.is_question(lead) and not _STATED_THEN_ASKED.match(lead)
            if asks or en.is_hypothetical(lead) or en.is_instruction(lead):
                # "heads up I'm usually online 10am to 7pm central, so if you write the cron put it at 10":
                # a statement of the user's work said before the request still holds
                for part in en.clauses(lead):
                    clause = en.strip_lead(_unquote(part))[0].rstrip(" .!…")
                    reason = _REASON_AFTER_REQUEST.search(clause) or _REASON_OPENS.match(clause) \
                        or (_BODY_REASON.match(clause) if clause.endswith("?") and part.strip() != lead.strip() else None)
                    if reason is not None and not _YOU.search(clause[reason.end():]):
                        # "kindly suggest light exercises, as I have a stent since 2019": what the user's body rules
                        # out, said as the reason for the request (its question mark the request's)
                        emit([f for f in read_clause(clause[reason.end():].rstrip(" ?")) if f.type == "constraint"], hedged0)
                    if (event := _MY_DATED_EVENT.search(clause)) is not None:
                        # "I need help preparing for my Band 6 interview on 2nd May": the user's date, said in the request
                        emit([f for f in read_clause(f"my {event['what']} is {event['when']}") if f.type == "episode"], hedged0)
                    if (en.is_question(clause) or en.is_instruction(clause)) and _MY_KIN_NAMED.search(clause):
                        # "write a poem for my wife Sarah", "what should I get my mum Joan?": who they are, said in the
                        # request (nothing else of the request is the user's)
                        emit([f for f in read_clause(clause) if f.type == "relationship" and (kin := _KIN_IS.fullmatch(f.summary))
                              and (family_place(kin["rel"]) is not None or kin["rel"].strip() in _PET_WORDS)], hedged0)
                    if not (en.is_question(clause) or en.is_hypothetical(clause) or en.is_instruction(clause)):
                        if _DISLIKED_SHAPE.match(clause):
                            # "can u explain it but short, i hate long paragraphs": how the user reads every answer
                            emit([f for f in read_clause(clause) if f.type == "preference"], hedged0)
                        emit(joined(devtalk.read(clause)), hedged0)
                        if _BODY_REASON.match(clause) and not _YOU.search(clause):
                            # "recipes please, I'm diabetic": the same, after a request in a clause of its own
                            emit([f for f in read_clause(_BODY_REASON.sub("", clause, count=1)) if f.type == "constraint"], hedged0)
                # ("Your answers have too many headings lately. Keep them plain": said of every answer, no piece asked for)
                requested = requested or asks or (en.is_instruction(lead) and not _YOUR_ANSWERS_ARE.match(lead))
                discourse.observe(lead)  # "have you been to Universal Studios?" names what "there" means next
                continue
            frame = _SENTENCE_TIME.search(lead)
            intro = en.intro_parts(lead) if (greeting_seen or greeted0 or first_user or introduces) else None
            parts = [c for p in intro for c in en.clauses(p)] if intro is not None else en.clauses(lead)
            ruled = {r for c in parts for r in _RULE_AFTER_COMMA.split(c)[1:]}  # rules said after a statement and a comma
            parts = [r for c in parts for r in _RULE_AFTER_COMMA.split(c)]
            first_person = False
            subject_before: str | None = None  # a name opening the clause before, in this sentence
            for part in parts:
                said_of = subject_before
                subject_before = (opened.group("name") if (opened := _NAME_OPENS.match(part.strip()))
                                  and opened.group("name").casefold() not in NOT_NAMES and not lexicon.common(opened.group("name").lower())
                                  # "the optician told me … and she doesn't think …": she is the optician, not a woman
                                  # named before
                                  else role.group("who") if (role := _ROLE_OPENS.match(part.strip())) else None)
                if said_of and (pronoun := _PRONOUN_OPENS_CLAUSE.match(part)):
                    # "Kyla is in grade 5 now and she joined the choir": she is Kyla, the sentence's own subject
                    # (not the wife spoken of before); who Kyla is to the user is said elsewhere or not at all
                    part = said_of + part[pronoun.end("p"):]
                parts_said[part] = parts_said.get(part, 0) + 1
                if parts_said[part] > _SAID_TWICE:
                    continue  # the same clause a third time in one message: nothing new
                clause, hedged, greeted = en.strip_lead(_unquote(part))
                unsaid = _gerund_subject(en.strip_frame(clause).rstrip(" .!…"))
                if before and part is parts[0] and en.past_without_subject(unsaid) and (did := _SOMEONE_DID.match(before.strip())) \
                        and did.group("who").casefold() not in NOT_NAMES and not lexicon.common(did.group("who").lower()):
                    continue  # "Marco quit. Went to a hotel kitchen downtown.": Marco went, the subject carried over
                clause = en.complete_subject(unsaid)
                clause = _PROGRESSIVE_HABIT.sub(lambda p: f"{'I' if p['s'][0] in 'iI' else 'we'} {_PROGRESSIVE_BASE[p['v'].lower()]}", clause)
                if re.fullmatch(r"(?:1[3-9]|[2-9]\d)", clause) and recent_name.latest() is not None:
                    clause = f"I'm {clause}"  # "zoe here! 24, just moved to Glasgow": the age after the name
                if first_person and _CONTINUATION.match(clause):
                    clause = "I'm " + clause
                if not clause or _FAMILY_TAXI.match(clause):  # "so I'm officially a taxi driver now": no job
                    continue
                if before and _RESULT_CAME.search(before) and not _THEIR_RESULT.search(before) \
                        and (found_cond := _BARE_CONDITION.match(clause)):
                    clause = f"I have {found_cond['c']}"  # "biopsy result came. prostate cancer, early stage": what it found
                elif before and (_RESULT_CAME.search(before) or _CLINICIAN_SAID.search(before)) \
                        and not _THEIR_RESULT.search(before) and not _THEIR_VISIT.match(before.strip()) \
                        and not _SOMEONE_ELSE_SEEN.search(before) \
                        and (said_cond := _BARE_CONDITION_SAID.fullmatch(clause.rstrip(" .!…"))):
                    # "The eye doctor says the pressure is too high... early glaucoma", "MRI result: slipped disc L4-L5"
                    found_as = " ".join(said_cond["c"].split())
                    level = f" at {said_cond['at'].strip().removeprefix('at ').strip()}" if said_cond["at"] else ""
                    clause = f"I have {'a ' if said_cond['disc'] else ''}{found_as}{level}"  # (how far on is the day's)
                elif (told_cond := _TOLD_CONDITION.match(clause)) and not (before and _THEIR_VISIT.match(before.strip())):
                    clause = f"I have {told_cond['c']}"  # "…, they say anemia": what the clinic found
                if _KEEPING_TO_IT.match(clause):  # "I went vegan and I'm sticking with it": said already
                    continue
                if _PURPOSE.match(clause) and (at := lead.find(part.strip())) > 0 \
                        and _SO_THAT_BEFORE.search(lead[max(0, at - 16) : at]):
                    continue  # "we video-call my mum every Sunday so she can see Mila": why, not a fact about her
                if before and _BARE_SCHEDULE.match(clause) and _THEIR_NEWS.match(before):
                    # "Isla's been picked for the county squad! Training is Monday nights": hers
                    continue
                # "she reviews all the infra changes" after "my team lead is Sara": read as about her
                work = joined(devtalk.read(clause) or devtalk.read(en.agree(discourse.resolve(discourse.leading_name(clause)))))
                if work:  # roles at work, the setup, the stack, conventions, working hours
                    discourse.know({p.name: p.relation for f in work for p in f.persons if p.relation})
                    discourse.observe(clause)
                    emit(work, hedged or hedged0)
                    continue
                # "I'm vegan so please don't suggest meat": a request after a lasting fact said in this sentence
                reasoned = (bool(re.match(r"\s*,?\s*so\b", part, re.I)) or part in ruled) and recent_reason.latest() is not None
                standing = [_citation_style(Fact(t, s, importance=_INSTRUCTION_IMPORTANCE))
                            for t, s in instructions.read(clause, after_request=requested or len(parts) > 1, reasoned=reasoned,
                                                          consequent=bool(_SO_FIRST.match(part)),
                                                          unasked=not requested and not _THIRD_OPENS.match(lead)
                                                          and not _MOMENT_REASON.search(lead))]
                if standing:
                    emit(standing, False)
                    continue
                if en.is_instruction(clause) or en.is_question(clause):
                    requested = True
                    discourse.observe(clause)
                    continue
                project = recent_project.latest()
                if project is not None and (what := _IT_IS_A.match(clause)):
                    # "…a side project called Stillwater - it's a meditation timer app I'm building in SwiftUI"
                    project.summary = en.tidy(f"{project.summary}, {what.group('what')}{what.group('how') or ''}")
                    continue
                # ("We had to put Biscuit down": said of Biscuit, so who Biscuit is is put back, "my dog Biscuit")
                put_down = _PUT_DOWN.sub(r"\g<who> had to be put down", clause)
                if (lost := _LOST_NAMED.match(clause)) and not discourse.leading_name(lost["who"] + " died").startswith(lost["who"]):
                    # "we lost Mot on Sunday", Mot the user's dog known from before: he died (a name not known is left:
                    # "we lost Arsenal's game")
                    put_down = f"{lost['who']} died{lost['rest'] or ''}"
                resolved = devtalk.appositive(en.agree(discourse.resolve(discourse.leading_name(put_down))))
                if (pet := _PUT_DOWN.match(clause)) and pet["who"][:1].isupper() and resolved.startswith(pet["who"]):
                    # "We had to have Rolo put to sleep" with Rolo never named before: only an animal is put down, a pet
                    fact = Fact("relationship", en.tidy(f"User's pet {resolved.rstrip('.!')}"))
                    fact.persons = [PersonMention(name=pet["who"])]
                    emit([fact], hedged or hedged0)
                    continue
                # "he was my business partner five years" after "my business partner Femi …": who he is, said once
                resolved = _SAID_TWICE_OVER.sub(r"\g<name> \g<be> my \g<rel>", resolved)
                if discourse.work and (called := _CALLED_IT.match(clause)) \
                        and not (_SHOUTED.match(called.group("name")) and not _NAMING.search(clause[: called.start("name")])):
                    resolved = f"my {discourse.work} is called {called.group('name')}"  # "…, it's called Falcon"
                if (we_make := _WE_MAKE.match(resolved)) and before and (partner := _partner_named(before)):
                    # "I've teamed up with my old flatmate Rhys. We're making a card game": the two of them make it
                    resolved = f"{partner} and I are {resolved[we_make.end('we'):].lstrip()}"
                if (shifts := _BARE_SHIFTS.match(resolved)) and any(f.attribute in {"job_title", "works_at"} for f in out):
                    # "I drive forklift at a warehouse … mostly night shifts": the user's shifts, the job said before
                    resolved = f"I {shifts.group('adv') or ''}work {shifts.group('kind').lower()} shifts"
                resolved = _OUR_KIN.sub("my ", resolved)  # "Our son Arjun is 9": the user's son too
                resolved = _KIN_IN_CALLED.sub(r"my \g<rel> \g<name> lives in \g<place>", resolved)  # "a sister in Melbourne called Ruth"
                resolved = _GOT_DIAGNOSIS.sub(r"\g<who> was diagnosed with \g<what>", resolved)  # "My son got his autism diagnosis"
                resolved = _HAVE_COMMUTE.sub(_commute_takes, resolved)  # "I have a 2 hour commute each way"
                resolved = _CUT_DOWN_TO.sub(_cut_down_to, resolved)  # "I've cut down to one coffee a day"
                resolved = _SELF_EMPLOYED_AS.sub(r"I'm a self-employed ", resolved)  # "I'm self-employed as a plumber"
                resolved = _GOT_MY_DAY.sub(r"I have \g<my> \g<what> ", resolved)  # "Got my driving test on the 12th"
                resolved = _HAVE_GOT_NAMED.sub(r"\g<s> have ", resolved)  # "I've got a dog called Rex": I have one
                resolved = _THINGS_LIVE_IN.sub(_things_live_in, resolved)  # "my tasks live in Things 3 now": kept there
                resolved = _THE_BOSS.sub("my ", resolved)  # "the boss is keeping me on": the user's boss
                resolved = _THE_WORK_CALLED.sub("my ", resolved)
                resolved = _CLINICIAN_SAYS.sub("", resolved)  # "my physio says I must avoid lifting…": the user's constraint
                resolved = _NOW_CONDITION.sub(r"\g<am> ", resolved)  # "(she tells me) I am now pre-diabetic": what they are
                resolved = _THE_KIDS.sub("my ", resolved)  # "the kids start school…": the user's kids
                if (aged := _THE_BOYS_AGED.match(resolved)) and (kids := _named_children(discourse, aged["g"])):
                    # "My sons Nikau and Ari …, the boys are 12 now": their age, the children named before
                    resolved = f"my {'sons' if aged['g'].lower() in {'boys', 'lads'} else 'daughters'} {kids} are {aged['age']}"
                resolved = _scheduled_present(resolved)  # "We move the salon June 1st": a plan with its date
                if (switch := _ING_INSTEAD.match(resolved)) and (given_up := _GIVEN_UP_ACT.search(f"{before or ''} {lead[: max(lead.find(part.strip()), 0)]}")) \
                        and given_up.group("old").lower() != switch.group("v").lower():
                    # "no more running for my knee. I'm swimming instead": the new activity, in place of the one given up
                    resolved = f"I'm doing {switch.group('v').lower()} instead of {given_up.group('old').lower()}"
                resolved = _YEARS_NOW_TAIL.sub(_years_now_tail, resolved)  # "I work at Tesco, 12 years now": for 12 years
                resolved = _HAVE_OPENED.sub(r"\g<s> opened ", resolved)  # "We have opened a shop in Clifton": opened it
                resolved = _EVERY_TOO.sub(r"\g<every>", resolved)  # "… every summer, last year too": as every year
                resolved = _PRESENT_FOR_PAST.sub(_present_for_past, resolved)  # "I pass my driving test yesterday": passed
                resolved = _COME_BARE.sub(lambda c: f"{c['s']} {'are' if c['s'].lower() == 'they' else 'is'} coming ", resolved)
                resolved = _LEFT_BARE.sub("I left ", resolved)  # "Left Brunello.": the user did
                resolved = _PROMOTED_BARE.sub("I got promoted to ", resolved)  # "Promoted to principal engineer!": the user was
                resolved = _BACK_BARE.sub(_back_bare, resolved)  # "Just back from Porto": the user is
                if (moving := _MOVE_NO_PLACE.match(resolved)) and _MY_NEW_JOB.match(prev_resolved) \
                        and (places := [p for p in _IN_PLACE.findall(prev_resolved)
                                                                            if p.split()[0].casefold() not in NOT_NAMES]):
                    # "Took a job … with a club in Brisbane. We move up in January": the move is to the place just said
                    resolved = f"{'We are' if moving['who'].lower() == 'we' else 'I am'} moving to {places[-1]} {moving['when']}"
                if (bare := _BARE_EXAM_IS.match(resolved)) and (aim := _STUDYING_FOR.match(prev_resolved)):
                    # "i'm studying for the ISTQB foundation, exam is 28 May": the exam of what is studied for
                    resolved = f"{aim['what']} {bare['what'].lower()}{resolved[bare.end('what'):]}"
                resolved = _TEST_IS_ON.sub(_my_test_is, resolved)  # "Theory test is 3 March": the user's
                resolved = _COURSE_EXAM_IS_ON.sub(_my_course_exam_is, resolved)  # "biomech final is April 3": the user's
                resolved = _IN_YEAR_OF.sub(r"\g<head> my \g<year> year of ", resolved)  # "im in 2nd year physio at UL"
                # "My son is Theo, 6 years.", "she is 4 years": an age said with "years" and without "old", as a learner says it
                resolved = _NAMED_AGE_AFTER.sub(r"\g<head> \g<name> is \g<age>", resolved)
                resolved = _AGE_YEARS_BARE.sub(r"\g<head>\g<age>", resolved)
                if (no_article := _ROLE_NO_ARTICLE.match(resolved)) and no_article.group("job").lower() in JOB_NOUNS:
                    resolved = f"{no_article['head']}{en.article(no_article['job'])} {no_article['job'].lower()}"  # "My brother is mechanic"
                told_job = ""  # the person whose job was just told ("my pharmacist friend Halima"): who they are is said
                if (friend := _JOB_FRIEND.search(resolved)) and friend.group("job").lower() in JOB_NOUNS:
                    told_job = friend["name"]
                    # "my pharmacist friend Nasreen says …": the friend is a pharmacist, then what is said of her
                    emit(read_clause(f"my {friend['rel'].lower()} {friend['name']} is {en.article(friend['job'])} {friend['job'].lower()}"),
                         hedged or hedged0)
                    resolved = resolved[: friend.start()] + f"my {friend['rel'].lower()} {friend['name']}" + resolved[friend.end():]
                if _WILL_INSTEAD.match(resolved):  # "I'll do Duolingo at lunch instead": the new habit
                    # ("I'm going to yoga on Mondays": a place or class gone to, not a verb, "I go to yoga on Mondays")
                    to_class = re.match(r"i(?:'m|\s+am)\s+going\s+to\s+(?P<w>[a-z]+)\b", resolved, re.I)
                    lead = "I go to " if to_class and to_class.group("w").lower() not in lexicon.VERBS else "I "
                    resolved = re.sub(r"\s+then$", "", _WILL_INSTEAD.sub(lead, resolved))
                resolved = _WE_USE_FOR.sub("I use ", resolved)  # "we use Square for booking": the user's business does
                resolved = _WE_USE_HERE.sub(_we_use_here, resolved)  # "we're using Playwright with TypeScript here": at work
                resolved = _FOR_FRONTED.sub(_for_fronted, resolved)  # "For the orders I use Excel": "I use Excel for the orders"
                resolved = _FOR_FRONTED_SWITCH.sub(_for_fronted_switch, resolved)
                resolved = _NEW_ONE_NAMED.sub(lambda w: f"my coworker {w['n']} is new{w['where'] or ''}", resolved)
                if _PROPOSED.match(resolved) and not _DECLINED.search(plain):  # ("… proposed! I said no": no engagement)
                    resolved = _PROPOSED.sub(r"\g<n> and I got engaged", resolved)  # "Marcus proposed!": engaged to him
                resolved = _ENGAGED_TO.sub(r"\g<n> and I got \g<what>", resolved)  # "I just got engaged to Marcus!"
                resolved = _MARRYING.sub(r"\g<n> and I are getting married", resolved)  # "I'm getting married to Ana in June"
                resolved = _MOVED_ME.sub("I work ", resolved)  # "they moved me to Monday, Tuesday and Wednesday nights"
                resolved = _FROM_WORK.sub(lambda w: f"my coworker {w['n']} ", resolved)  # "Priya from work is …"
                if kin_group and (named := _NAME_AGE.match(resolved)) and not any(
                        lexicon.common(n.lower()) for n in (named.group("n1"), named.group("n2") or "") if n):
                    # "two kids. Sasha is 15 and Mila 11": the children just spoken of
                    rel = _GROUP_ONE.get((kin_group.group("g") or "").lower(), "kid")
                    first = f"my {rel} {named.group('n1').capitalize()} is {named.group('a1')}"
                    if named.group("n2"):
                        more = f"my {rel} {named.group('n2').capitalize()} is {named.group('a2')}"
                        emit(read_clause(more), hedged or hedged0)
                    resolved = first
                resolved = _CONTEXT_LEAD.sub("", resolved)  # "Quick context on my team: Marcus runs …"
                resolved = _MID_FILLER.sub("", resolved)  # "I'm gluten free btw (coeliac)"
                if newcomer := _NEW_ROLE_NAMED.match(resolved):
                    # "New assistant starting Monday, her name is Jo Reyes": who the new one is
                    resolved = f"my new {newcomer.group('role')} is {newcomer.group('name')}"
                if (named_role := _ROLE_THEN_NAME.search(resolved)) and not lexicon.common(named_role["name"].split()[0].lower()):
                    # "…with a tutor on italki, her name is Lucía": the tutor is Lucía, then the rest
                    emit(read_clause(f"my {named_role['role'].lower()} is {named_role['name']}"), hedged or hedged0)
                    resolved = resolved[: named_role.start("tail")]
                if (member := _NAME_AT_WORK.match(resolved)) and anywhere(_TEAM_TALK) \
                        and not lexicon.common(member.group("name").lower()) and member.group("name").casefold() not in NOT_NAMES:
                    # "Quick context on my team: Marcus runs enterprise accounts, … Tom is our sales ops lead"
                    resolved = re.sub(r"^(\w+)\s+is\s+(?:our|my)\s+", r"\1 is the ", resolved)
                    resolved = f"my colleague {resolved}"
                if (pet := _NAME_IS_MY_PET.match(resolved)) and PET_KINDS.get(pet["pet"].lower(), pet["pet"].lower()) in _PET_WORDS:
                    resolved = f"I have {en.article(pet['pet'])} {pet['pet'].lower()} named {pet['name']}"  # "Pepper is my corgi"
                if _JOINED_BARE.match(resolved) and anywhere(_NEW_JOB_NEWS):
                    resolved = _JOINED_BARE.sub(r"\g<s> started at ", resolved)  # "I've joined Arup! … my first day": the job
                if (apart := _START_APART.match(resolved)) and (offer := anywhere(_OFFER_FROM)):
                    resolved = _start_apart(apart, offer)  # "got the offer from Sky Betting! … start date is 13th april"
                if (bare_move := _MOVING_WHEN.match(resolved)) and (home := anywhere(_NEW_HOME_IN)):
                    # "we bought a house in Bath! moving in June": the move is to the new home's city
                    when_said = bare_move.group("when") or "on " + re.sub(r"^on\s+", "", bare_move.group("when2"), flags=re.I)
                    resolved = f"I'm moving to {home.group('city')} {when_said}"
                elif bare_move and (bare_move.group("dir") or _JOB_GOT.search(lead)) and (named_in := [w for w in _NEWS_IN.finditer(lead)
                                                                      if w.end() <= max(lead.find(part.strip(" ,;:")[:24]), 0)
                                                                      and w.group("city").casefold() not in NOT_NAMES]):
                    # "we got into the accelerator in London so I'm moving down in August": moving to London; after a job
                    # got there, "so we're moving in May" goes there too ("my sister lives in Leeds, we're moving in May" not)
                    resolved = f"I'm moving to {named_in[-1].group('city')} {bare_move.group('when')}"
                resolved = _MADE_IT_TO.sub(r"\g<who> arrived in ", resolved)  # "we made it to Montreal!!": arrived there
                if (arrived := _IN_NOW.match(resolved) or _ARRIVED_IN.match(resolved)) and anywhere(_UNPACKING) \
                        and arrived.group("city").casefold() not in NOT_NAMES:
                    # "We're in Dresden now, boxes everywhere": moved there
                    resolved = f"I live in {arrived.group('city')} now"
                elif (arrived := _ARRIVED_IN.match(resolved)) and arrived.group("city").casefold() not in NOT_NAMES:
                    # "We arrived in Vancouver!": the arrival (a trip's or a move's, as what else is said tells)
                    emit([Fact("episode", f"User has arrived in {arrived.group('city')}")], hedged or hedged0)
                    continue
                if (where := _REL_IN_PLACE.match(resolved)) is not None and not _MONTH_OR_DAY.match(where["place"]):
                    # "My mama in Kraków is not good": where she lives, then what is said of her
                    emit(read_clause(f"{where['who']} {_lives(where['who'])} in {where['place']}"), hedged or hedged0)
                    resolved = f"{where['who']} {where['rest']}"
                if (they := _THEY_TAIL.search(resolved)) and re.match(r"(?:i|i'm|i've|we|we're|my)\b", resolved, re.I) \
                        and len(resolved[: they.start()].split()) >= 3 and not en.third_party(resolved[: they.start()]):
                    resolved = resolved[: they.start()]  # "I buy the flour from Odlums, they deliver every Monday"
                if _STAYING_BARE.match(resolved) and anywhere(_MOVE_TALK):
                    resolved += " after all"  # "we called off the move, we are staying in Leeds": where they live
                if anywhere(_DOCTOR_VISIT):  # "went to the GP today … she said pre-diabetes": the doctor said it
                    resolved = _PRONOUN_SAID.sub("the doctor ", resolved)
                resolved = _HAD_TO.sub(lambda w: f"{w['s'] or 'I'} {_HAD_TO_PAST[' '.join(w['v'].lower().split())]}", resolved)
                resolved = _WE_LIVE_ME.sub(r"I live in \g<place> with ", resolved)  # "we live in X, me, my wife …"
                resolved = _JOINING_AS_THEIR.sub(r"\1the ", resolved)  # "joining Plum as their first hire": the company's
                resolved = _MAKE_AND_SELL_IT.sub(r"\g<s> \g<v1> and \g<v2> \g<what>", resolved)  # "I build furniture and sell it …"
                # "I drive forklift at Southgate Distribution", "I drive a bus for Go North East": the job, at the employer
                resolved = _DRIVE_JOB.sub(lambda w: f"I'm {en.article(d := _DRIVEN.get(w['v'].lower(), w['v'].lower()))} {d} driver ",
                                          resolved)
                # "I drive taxi", "I drive van now, for DPD": the job, said without the article (a learner's English)
                resolved = _DRIVE_BARE.sub(lambda w: f"I'm {en.article(d := _DRIVEN.get(w['v'].lower(), w['v'].lower()))} {d} driver"
                                           + (f" {w['where']}" if w["where"] else ""), resolved)
                if _VERBLESS.match(resolved) and (job := _THEIR_JOB.match(prev_resolved)):
                    # "Mele got a job! receptionist at Waikato Hospital": her job, not the user's
                    if not job.group("who").lower().startswith("my "):
                        continue  # who she is to the user is not known: nobody's
                    first = resolved.split()[0]
                    if first[1:].islower() and (first.lower() in JOB_NOUNS or lexicon.common(first.lower())):
                        resolved = first.lower() + resolved[len(first):]  # "Receptionist at …": a capital only for the sentence
                    resolved = f"{job.group('who')} is {en.article(resolved)} {resolved}" if not re.match(r"(?:a|an)\s", resolved, re.I) \
                        else f"{job.group('who')} is {resolved}"
                prev_resolved = resolved
                gone = devtalk.workmate_gone(resolved)  # "Marcus handed in his notice" (known as a colleague)
                found = [gone] if gone else read_clause(resolved, greeted=greeted or greeting_seen or greeted0 or intro is not None)
                if not found and (life := _NAMED_NEWS.match(resolved)) and discourse.unknown_name(life["name"]):
                    # "Theo has type 1 diabetes", "Ruth moved into a nursing home on friday": someone the store has not
                    # met, named alone, with news of a life; read as of a relative's, kept as theirs by name
                    found = _named_alone(life["name"], read_clause(f"my friend {resolved}"))
                if told_job:
                    found = [f for f in found if not ((w := _BARE_WHO.match(f.summary)) and w["name"] == told_job and f.attribute is None)]
                if not found and (streak := _STREAK_BARE.match(resolved)) and (kept := _streak_of(out)):
                    found = [kept(streak)]  # "been learning Portuguese on Duolingo … im on a 52 day streak": of that
                if not found and (shut := _WE_CLOSED.match(resolved)) and (kind := _business_of(out)):
                    found = [_closed_days(kind, shut)]  # "I run a ramen bar. We're closed on Tuesdays now"
                if _HE_SHE.search(clause) and not _HE_SHE.search(resolved):
                    # "…, Siobhán. Very nice, she learn fast": who she is was said where she was named
                    found = [f for f in found if not (_BARE_WHO.match(f.summary) and f.attribute is None)]
                if (dest := _MOVE_TO.search(resolved)) is not None:
                    moving_to = dest.group("city")
                for f in found:  # "…move to Monterrey…, but we called off the move": which move
                    if moving_to and f.reports_change and _THE_MOVE.search(f.summary):
                        f.summary = _THE_MOVE.sub(f"the move to {moving_to}", f.summary, count=1)
                # "I have three children: Emma, Noah and Rose" - then "Emma has swim every Wednesday" is about a child
                discourse.know({p.name: p.relation for f in found for p in f.persons
                                if p.relation and p.name.lower() != p.relation.lower()})
                discourse.observe(resolved)
                first_person = bool(re.match(r"(?:i|i'm|i've|i am|my)\b", clause, re.I))
                if en.third_party(resolved) and not _THEIR_OWN.match(resolved) and not _employer_before_they(found, resolved):
                    # (but "My wife Sunita and I are planning to visit them": who Sunita is holds, whoever "them" are)
                    kin_and_i = _KIN_AND_I.match(resolved) is not None
                    # "We moved into the Glenholme house on Saturday, the kids have their rooms": what the clause
                    # before the comma says alone is the user's (the "their" is the kids')
                    cut = resolved.rfind(",", 0, en.third_party_at(resolved) or 0)
                    head = resolved[:cut] if cut > 0 and re.match(r"(?:i|we)\b", resolved, re.I) \
                        and _OTHERS_CLAUSE.match(resolved, cut + 1) else ""
                    alone = {f.summary for f in read_clause(head)} if head and not en.third_party(head) else set()
                    # ("they/them" is who someone is called, not a third party: the user's pronouns or a relative's)
                    found = [f for f in found if f.attribute == "pronouns" or f.summary.endswith("/them pronouns")
                             or (kin_and_i and _BARE_WHO.match(f.summary))
                             # "they put me on zoladex every 3 months": "they" are the clinic, the medicine the user's
                             or (f.attribute == "takes" and _THEY_PUT_ME_ON.match(resolved))
                             or f.summary in alone]
                at = lead.find(part.strip(" ,;:")[:24])
                if frame is not None and (at < 0 or frame.start() < at + len(part)) \
                        and not re.search(r"\bsince\s+$", lead[: frame.start()], re.I):
                    # "Last week was wild, I got noticed by …": the sentence's time (not a time said in a
                    # later clause, "we got in so I'm moving in August", nor the start of a span, "since Tuesday")
                    for f in found:
                        if f.type == "episode" and not _SENTENCE_TIME.search(f.summary) \
                                and not _TO_COME.search(f.summary):  # "…yesterday, so I'm gonna start…"
                            f.summary += " " + frame.group(0).lower()
                emit(found, hedged or hedged0)
        # "yo" - "Hey! What's up?" - "im jaz, 15, from auckland": a first message that only greets leaves the
        # introduction to the next one
        first_user = first_user and all(en.is_greeting(x) for x in en.sentences(text)) if text.strip() else first_user
        if peer:
            mine |= explicit.topic_words(text[:MAX_PROSE_CHARS])
    return out


_DAY_NAME = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_THEY_PUT_ME_ON = re.compile(r"they\s+(?:have\s+|'ve\s+)?(?:put|started)\s+me\s+on\b", re.I)
# a clause of others after the comma, who its "their" is: ", the kids have their own rooms now" (not ", the last
# twenty of them at Shrewsbury", which is more of what came before)
_OTHERS_CLAUSE = re.compile(r"\s*(?:(?:the|my|our)\s+(?:[\w'-]+\s+){0,2}?(?:have|has|had|are|were|is|was|got|get|love|loved|share|shared)\s"
                            # "I've stopped the Dutch lessons, too tired, will pick them up next year": "them" is what
                            # was stopped, taken up again some day (what the clause before the comma says stands)
                            r"|(?:and\s+)?(?:i'll\s+|i\s+will\s+|will\s+|might\s+|may\s+)(?:(?:probably|maybe|hopefully)\s+)?"
                            r"(?:pick|take|start|get\s+back\s+to|go\s+back\s+to)\s+(?:them|it)\b)", re.I)
# "we're closed on Mondays now", "We close Monday now", "we're shut Sundays and Mondays": the days a business is shut
_WE_CLOSED = re.compile(r"^(?:so\s+|and\s+|also\s+)?(?:we(?:'re|\s+are)?|the\s+shop\s+is)\s+(?:now\s+)?(?:closed|close|shut)\s+(?:on\s+)?"
                        rf"(?P<days>{_DAY_NAME}(?:\s*(?:,|and|&|\+)\s*{_DAY_NAME})*)"
                        r"(?:\s+(?:now|from\s+now\s+on|these\s+days|for\s+good))*\s*[.!]*$", re.I)
# the user's own business, as a fact said before names it: "User runs a small ramen bar on Commercial Drive"
_OWN_BUSINESS = re.compile(r"^User\s+(?:runs|owns|has)\s+(?:a|an|their\s+own)\s+(?:(?:small|little|tiny|family)\s+)*"
                           r"(?P<kind>(?:[\w-]+\s+){0,2}?(?:" + _BUSINESS_KINDS + r"))\b", re.I)


def _business_of(facts: Sequence[Fact]) -> str:
    """The kind of business the user said they run or own in this conversation ("ramen bar"), or ""."""
    for f in reversed(facts):
        if f.type == "identity" and (m := _OWN_BUSINESS.match(f.summary)):
            return m.group("kind").lower()
    return ""


def _closed_days(kind: str, m: re.Match[str]) -> Fact:
    """"User's ramen bar is now closed on Tuesdays" (each day said as every week's)."""
    days = re.sub(r"(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b", lambda d: d.group(1).capitalize() + "s", m.group("days"))
    days = re.sub(r"\s*(?:&|\+)\s*", " and ", days)
    return Fact("habit", f"User's {kind} is now closed on {days}", reports_change=True)


# "went to the GP today, … she said pre-diabetes": the user saw a doctor, whose words follow as "she said"
_DOCTOR_VISIT = re.compile(r"(?:^|[.!?]\s+)(?:i\s+|i've\s+|just\s+)?(?:went\s+to|saw|seen|visited|been\s+to|had\s+an?\s+appointment\s+with)"
                           r"\s+(?:the|my)\s+(?:gp|doctor|doc|specialist|consultant)\b", re.I)
_PRONOUN_SAID = re.compile(r"^(?:she|he|they)\s+(?=(?:said|says|reckons|thinks|told\s+me)\s)", re.I)
# "had to give up the coaching with the move": it was given up (a modal past of a change)
_HAD_TO = re.compile(r"^(?:(?P<s>i|we)\s+)?had\s+to\s+(?P<v>give\s+up|quit|drop|stop|cancel|sell|pull\s+out\s+of|leave|move|switch|sell)\b", re.I)
_HAD_TO_PAST = {"give up": "gave up", "quit": "quit", "drop": "dropped", "stop": "stopped", "cancel": "cancelled",
                "sell": "sold", "pull out of": "pulled out of", "leave": "left", "move": "moved", "switch": "switched"}
_WE_LIVE_ME = re.compile(r"^we\s+live\s+in\s+(?P<place>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?)\s*,\s+me\s*(?:,|\s+and)\s+(?=(?:my|our)\s)", re.I)
# what is driven for a living ("I drive a gritter for the council", "I drive snow plow for the Ville de Sherbrooke")
_DRIVEN_FOR_WORK = (r"forklift|truck|bus|taxi|cab|tractor|crane|tram|lorry|ambulance|van|digger|train|snow[\s-]?pl(?:ough|ow)|gritter"
                    r"|minibus|coach|grader|bin\s+lorry|garbage\s+truck|dump\s+truck")
# ("I drive local for a grocery distributor": short runs, home each night, for a firm)
_DRIVE_JOB = re.compile(r"^i\s+(?:now\s+)?drive\s+(?:a\s+|an\s+)?(?P<v>" + _DRIVEN_FOR_WORK + r"|long[\s-]haul|otr|trucks|lorries|buses|local(?:ly)?)"
                        r"\s+(?=(?:at|for)\s+(?:(?:the\s+)?(?-i:[A-Z])|(?:the\s+)?(?:city|town|county|borough)\s+of\s+(?-i:[A-Z])"
                        r"|(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:company|firm|chain|depot|haulier|carrier|council"
                        r"|supermarket|warehouse|distributor|wholesaler|courier|dairy|brewery|bakery|grocer|logistics\s+firm)\b))", re.I)
_DRIVE_BARE = re.compile(r"^i\s+(?:now\s+)?drive\s+(?P<v>" + _DRIVEN_FOR_WORK + r"|long[\s-]haul|otr)(?:\s+(?:now|these\s+days|full[\s-]time|part[\s-]time))?"
                         r"(?:\s*,?\s+(?P<where>(?:at|for|in)\s+(?:the\s+)?(?-i:[A-Z])[\w&'-]*(?:\s+(?-i:[A-Z])[\w&'-]*){0,2}))?"
                         # ("I drive taxi, night shift mostly": which shift, said after)
                         r"(?:\s*,\s*(?:(?:mostly|mainly|usually)\s+)?(?:(?:night|day|early|late|weekend)\s+shifts?|nights|days|weekends)"
                         r"(?:\s+(?:mostly|mainly|usually))?)?\s*$", re.I)
# what a driver drives, as their job is named ("I drive long haul": a long-haul truck driver)
_DRIVEN = {"long haul": "long-haul truck", "long-haul": "long-haul truck", "otr": "long-haul truck", "trucks": "truck",
           "lorries": "lorry", "buses": "bus", "locally": "local"}
_ALLERGEN_FIRST = re.compile(r"^(?:oh,?\s+)?(?:and\s+)?(?:nothing\s+with|no|never\s+any|without)\s+(?P<x>[a-z][\w -]{2,30}?)\s*[,;:-]\s*"
                             r"(?P<who>my\s+[a-z]+(?:\s+(?-i:[A-Z])[\w'-]+)?|(?!I\b)(?-i:[A-Z])[a-z]+)\s+(?:is|'s)\s+(?:(?:very|severely|really|super)\s+)?allergic\s*[.!]*$", re.I)
# a role without a verb or subject ("receptionist at Waikato Hospital", "nurse at St Mary's")
# (not a verb in -ing with its preposition: "starting at a new school tmrw" is the user's own news)
# (not a request: "any snack ideas for the class party", "some tips for the interview")
_VERBLESS = re.compile(r"^(?:(?:a|an)\s+)?(?!(?:i|i'm|my|we|our|he|she|they|it|you|the|any|some|what|how)\b|[a-z]+ing\s+(?:at|for|with|in|on|to)\b)"
                       r"[a-z][\w-]*(?:\s+[\w-]+){0,3}\s+(?:at|for|with)\s+(?:the\s+)?[a-z]", re.I)
# ... right after someone else's job news ("Mele got a job!", "my sister got a new job,")
_THEIR_JOB = re.compile(r"^(?:oh,?\s+(?:and\s+)?|and\s+|also,?\s+)?(?P<who>my\s+[a-z]+(?:\s+(?-i:[A-Z])[\w'-]+)?|(?!I\b)(?-i:[A-Z])[a-z]+)"
                        r"\s+(?:has\s+|just\s+|finally\s+)*(?:got|landed|found|started|accepted|took)\s+(?:a|an|the|her|his|their)\s+"
                        r"(?:new\s+)?(?:job|role|position)\b", re.I)


# "Knitting on Sundays is my therapy": a routine said as the subject, then what it is to the user
_GERUND_SUBJECT = re.compile(
    rf"^(?P<g>[a-z]+ing)(?P<rest>(?:\s+(?!(?:is|was|are|has|keeps|kept|makes|made|helps|gives)\b)[\w'-]+){{0,4}}?)"
    rf"\s+(?P<when>(?:{_EVERY})(?:\s+(?:morning|evening|night|afternoon)s?)?)\s+(?:is|was|has\s+been|keeps|kept|makes|helps|gives)\b.*$", re.I)


# the place moved to, then what moving there is ("Moving to Canada is hard", "moving to Leeds was the best thing"): the
# move is the sentence's subject, not a plan ("a flat that is cheap" says of the home, and is read as before)
_PLACE_IS_SAID = re.compile(r"^(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2}\s+(?:is|was|were|has\s+been|will\s+be|can\s+be)\s+\S", re.I)


def _gerund_subject(clause: str) -> str:
    """'Knitting on Sundays is my therapy' → 'I knit on Sundays'; 'Swimming twice a week keeps me sane' →
    'I go swimming twice a week'; the clause as it was when it is no such routine."""
    m = _GERUND_SUBJECT.match(clause)
    if not m:
        return clause
    g = m.group("g").lower()
    if re.fullmatch(_ING_NOUNS, g):
        return ""  # "Meeting every Tuesday is a waste of time": a thing, no routine of the user's
    if g in _GO_ING:
        return f"I go {g}{m.group('rest')} {m.group('when')}"
    base = _gerund_base(g)
    if base and en.is_past(base):  # "read" would read as a past: the verbless routine says it ("User reads …")
        return f"{g}{m.group('rest')} {m.group('when')}"
    return f"I {base}{m.group('rest')} {m.group('when')}" if base else f"I do {g}{m.group('rest')} {m.group('when')}"


# a condition said last, after a comma: "…, and Sundays if my fingers survive", "…, if that matters"
# ("…, so who knows if I'll ever get a pet" is a thought of its own, not a condition)
_IF_TAIL = re.compile(r",\s*(?:(?:and|but|or|especially|at\s+least|only|even)\s+)?(?:(?!(?:so|who|what|how|no\s+idea)\b)[\w'-]+\s+){0,5}"
                      r"(?:only\s+)?if\b[^,]*$", re.I)
_MODAL = re.compile(r"\b(?:will|'ll|going\s+to|might|may|could|should|would|'d|can|must)\b", re.I)
# "my kids are getting their dog": "their" is the kids', not the user's
# "I build furniture and sell it on Etsy", "we grow tomatoes and sell them at the market": what the user makes and
# sells, one trade ("I build and sell furniture on Etsy"), the "it" being what was made
_MAKE_AND_SELL_IT = re.compile(
    r"^(?P<s>i|we)\s+(?:(?:also|now|still|mainly|mostly)\s+)?(?P<v1>make|build|bake|grow|brew|knit|sew|paint|design|craft|breed|raise|print"
    r"|roast|restore|refurbish|carve|forge|throw|weave)\s+(?P<what>(?!it\b|them\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+and\s+"
    r"(?P<v2>sell|ship|export|deliver)\s+(?:it|them)\b", re.I)
# "I'm joining a fintech called Plum as their second data engineer": "their" is the company joined
_JOINING_AS_THEIR = re.compile(r"(\bjoining\s+[^,.;!?]{1,60}?\s+as\s+)(?:their|its)\s+", re.I)


def _employer_before_they(found: list[Fact], resolved: str) -> bool:
    """'I'm joining Monzo as a data analyst, at their head office in London': "their" is the employer named before
    it, not someone the summary would make the user."""
    they = en.third_party_at(resolved)
    low = resolved.casefold()
    return they is not None and any(f.attribute == "works_at" and f.value and 0 <= low.find(f.value) < they for f in found)


_THEIR_OWN = re.compile(r"^my\s+(?:kids|children|twins|grandkids|grandchildren|parents)\s+(?!.*\b(?:they|them|they're|they've)\b)", re.I)
_PRESENT_PLAN = re.compile(
    rf"^(?P<who>i|we)\s+(?P<v>move|start|fly|leave|open|launch|close|begin)\s+(?:(?P<what>(?!to\b|on\b)[\w' -]{{0,40}}?)\s+)?(?:on\s+)?"
    rf"(?P<date>(?:{_MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS}))\s*$", re.I)
_ING = {"move": "moving", "start": "starting", "fly": "flying", "leave": "leaving", "open": "opening", "launch": "launching",
        "close": "closing", "begin": "beginning"}


_TRIP_ING = {"fly": "flying", "go": "going", "travel": "travelling", "drive": "driving", "head": "heading", "sail": "sailing"}
_PRESENT_TRIP = re.compile(rf"^(?:(?:before|after)\s+that|first|then|also|anyway|so|and|but)?\s*,?\s*(?P<who>i|we)\s+(?P<v>fly|go|travel|drive|head|sail)\s+(?P<rest>(?:out\s+|off\s+|back\s+)?to\s+(?-i:[A-Z])[^,;?]*?"
                           rf"\b(?:in\s+(?:a|one)\s+fortnight|in\s+(?:two|three|four|2|3|4)\s+weeks|next\s+(?:week|month|{_DAYS})|tomorrow"
                           rf"|in\s+{_MONTHS}|on\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}|on\s+{_MONTHS}\s+\d{{1,2}}"
                           # ("we fly to Faro on the 9th": a day of this month ahead, said by its ordinal alone)
                           r"|on\s+the\s+\d{1,2}(?:st|nd|rd|th))\b.*)$", re.I)
# "I work at Tesco, 12 years now", "I work nights at the depot, 8 years now": how long, said as a tail
_YEARS_NOW_TAIL = re.compile(r"^(?:i|we)\s+work\s+(?P<rest>(?:at|for|in|as)\s+[^,;]{2,80}?)\s*,\s+(?:(?:for|almost|nearly|over|about)\s+)?"
                             r"(?P<n>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)"
                             r"\s+years(?:\s+(?:now|already))?\s*[.!]*$", re.I)


def _years_now_tail(m: re.Match[str]) -> str:
    return f"I've worked {m.group('rest')} for {m.group('n')} years"


# "We have opened a shop in Clifton", "we've opened a second branch": done, as "we opened" says it
_HAVE_OPENED = re.compile(r"^(?P<s>i|we)(?:\s+have|['’]ve)\s+(?:(?:just|finally|now|officially)\s+)?opened\s+(?=(?:a|an|our|my)\s)", re.I)
# "I'm swimming instead", "now I'm cycling instead": an activity taken up in place of one given up just before
_ING_INSTEAD = re.compile(r"^(?:(?:so|now|and)\s+)?(?:i'm|i’m|im|i\s+am)\s+(?:now\s+)?(?P<v>[a-z]{3,}ing)\s+(?:now\s+)?instead(?:\s+now)?\s*[.!]*$", re.I)
_GIVEN_UP_ACT = re.compile(r"\b(?:no\s+more|stopped|gave\s+up|given\s+up|quit|can't\s+do\s+any|cannot\s+do\s+any|not\s+allowed)\s+(?:any\s+)?"
                           r"(?P<old>[a-z]{3,}ing|squash|tennis|football|rugby|golf|yoga|pilates|netball|hockey|cricket|basketball|padel"
                           r"|judo|karate|crossfit|parkrun|zumba|spin)\b", re.I)
# "I pass my driving test yesterday", "we buy the van last week": the present said of a past event, as a learner
# says it (a time that is past must be said in the clause)
_PAST_OF = {"pass": "passed", "fail": "failed", "start": "started", "finish": "finished", "get": "got", "buy": "bought",
            "sell": "sold", "move": "moved", "meet": "met", "leave": "left", "join": "joined", "quit": "quit", "sign": "signed",
            "book": "booked", "visit": "visited", "go": "went", "come": "came", "arrive": "arrived", "lose": "lost", "win": "won",
            "take": "took", "find": "found", "begin": "began", "open": "opened", "break": "broke", "fall": "fell",
            "graduate": "graduated", "complete": "completed", "submit": "submitted", "receive": "received", "adopt": "adopted",
            "marry": "married", "sit": "sat", "finish up": "finished up"}
_PAST_TIME = (r"\b(?:yesterday|last\s+(?:night|week|month|year|weekend|summer|winter|spring|autumn|fall|" + _DAYS + r")"
              r"|(?:a|one|two|three|four|five|six|\d{1,2})\s+(?:days?|weeks?|months?|years?)\s+ago|this\s+morning|earlier\s+today)\b")
_PRESENT_FOR_PAST = re.compile(r"^(?P<s>i|we)\s+(?P<v>" + "|".join(sorted(_PAST_OF, key=len, reverse=True)) + r")\s+"
                               # (not what is done every year, "I move to Berlin every summer, last year too": the past
                               # time says it was so then as well)
                               r"(?![^?]*\bevery\s+(?:summer|winter|spring|autumn|fall|year|month|week|weekend|day|morning|evening|night)\b)"
                               r"(?=(?:my|our|a|an|the|to|from|in|into|out|back|home|up|at)\b[^?]*" + _PAST_TIME + r")", re.I)


# "I move to Berlin every summer, last year too": the year before named as one of every year, no date of its own
_EVERY_TOO = re.compile(r"(?P<every>\bevery\s+(?:summer|winter|spring|autumn|fall|year|[A-Z][a-z]+))\s*,?\s+(?:and\s+)?"
                        r"(?:last|this)\s+(?:year|summer|winter|spring|autumn|time)\s+(?:too|as\s+well|also)\s*$")


def _present_for_past(m: re.Match[str]) -> str:
    return f"{m.group('s')} {_PAST_OF[m.group('v').lower()]} "


# "he come in July", "my mum come in January for two months": a visit to come, said in a learner's present
_COME_BARE = re.compile(r"^(?P<s>he|she|they|my\s+[a-z]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+come\s+(?=(?:in|on|next|this|from|to|for|at)\b)"
                        r"(?![^?]*" + _PAST_TIME + r")", re.I)
# "Left Brunello.", "just left Arup!": a departure told as news, without its "I"
_LEFT_BARE = re.compile(r"^(?:(?:just|finally|officially)\s+)?left\s+(?=(?-i:[A-Z])[\w&'’-]+(?:\s+(?:&\s+|and\s+|of\s+)?(?-i:[A-Z])[\w&'’-]+){0,3}"
                        r"\s*[.!]*$)", re.I)
# "studio is switching from unity to godot after the pricing mess", "My company switched from Slack to Teams": the workplace's
# change, which is the user's tools at work (as "we switched from Jira to Linear" says it; "the firm moved from London to
# Leeds" is an office moved, not the user)
_WORKPLACE_SWITCH = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:my|our|the)\s+)?(?:company|studio|team|firm|office|employer|workplace|lab|agency)"
                               r"(?:\s+(?:is|are|has|have))?\s+(?P<v>switching|switched|migrating|migrated)\s+(?:over\s+|everything\s+)?"
                               r"from\s+(?=\S+\s+to\s)", re.I)
# ("Ramadan starts mid-February, I'll be fasting so no lunch meeting ideas": the month named before, the fast in it)
_FASTING_AHEAD = re.compile(r"\b[Ii](?:'ll|\s+will)\s+be\s+fasting\b(?!\s+(?:for|during|in|through|over)\b)")
# ("Ramadan start tomorrow, I fast and drive", "Ramadan started, I'm fasting so …": the same, the fast said in the present)
_FASTING_NOW = re.compile(r"(?P<lead>\b(?-i:R)amadan\b[^.!?]{0,60}?,\s*)(?-i:I)(?:'m|\s+am)?\s+fast(?:ing)?\b(?!\s+for\b)(?:\s+and\b)?")
# "We're married!! Best day", "we are officially married now": the wedding as news (a "!" or "officially", "finally", "now"
# says it has just happened; "I'm married" and "we're married with two kids" are how things are)
_WED_NEWS = re.compile(r"(?:^|(?<=[.!?]\s))(?P<we>[Ww]e(?:'re|\s+are))\s+(?:(?P<adv>now|officially|finally|just)\s+)?married"
                       r"(?P<now>\s+(?:now|at\s+last))?(?(adv)(?=\s*[.!,]|$)|(?(now)(?=\s*[.!,]|$)|(?=\s*!)))")
# "Hollow Knight is my favourite game ever", "Dune is my all-time favourite book": a title by its capitals, then what kind
# of favourite it is (a sentence of its own: "I think Dune is my favourite book" is read as it stands)
_NAMED_IS_MY_FAVOURITE = re.compile(r"(?P<pre>^|(?<=[.!?])\s+)(?P<x>(?-i:[A-Z])[\w'’:-]*(?:\s+(?:of|the|and|(?-i:[A-Z0-9])[\w'’:-]*)){0,5}?)"
                                    r"\s+is\s+my\s+(?:all[\s-]time\s+|absolute\s+)?(?P<fav>favou?rite)\s+(?P<what>[a-z]+(?:\s+(?!ever\b|of\b)[a-z]+)?)"
                                    r"(?:\s+(?:ever|of\s+all\s+time))?(?=\s*(?:[.!;]|$))")
# "Switched the theme to a light one", "changed my colour scheme to a dark one": the theme the user now has
_THEME_TO_ONE = re.compile(r"\b(?P<v>switched|changed|moved|swapped)\s+(?:the|my)\s+(?:editor\s+|terminal\s+|ide\s+)?"
                           r"(?:theme|colou?r\s+scheme)\s+to\s+(?P<a>an?)\s+(?P<how>light|dark)(?:er)?\s+one\b"
                           # (", the dark ones strain my eyes": why, said of the other kind, left out)
                           r"(?:\s*,\s*(?:the\s+)?(?:light|dark)(?:er)?\s+ones\s+[a-z][^.!?;]*)?", re.I)
# "Promoted to principal engineer while on leave", "Finally promoted to sergeant!", "I've made partner at the firm": a
# promotion told as news, without its "I got" (or in the words of a firm's partners)
_PROMOTED_BARE = re.compile(r"^(?:(?:just|finally|officially)\s+)?(?:got\s+)?promoted\s+to\s+(?=(?!the\s)[a-z])"
                            r"|^(?:i've|i\s+have|i)\s+(?:just\s+|finally\s+|officially\s+)?made\s+(?=partner\b)", re.I)
# "Just back from Porto", "I'm just back from Sligo": a trip ended, said without its "got" (a named place only: "back
# from work" is a day's end)
# ("just back from parkrun": a run of the week, no trip)
# ("We are back from Kyoto", "I'm back from Lagos now": with its subject, the "just" may go too)
_BACK_BARE = re.compile(r"^(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:(?:just|finally|now)\s+)?|(?:just|finally)\s+)back\s+from\s+"
                        r"(?=(?P<place>(?-i:[A-Z])[\w'’-]+))", re.I)


def _back_bare(m: re.Match[str]) -> str:
    place = m["place"].lower()
    return m[0] if place in RACES or place in EXERCISE_LIKED else "I just got back from "

# "Theory test is 3 March", "interview is on the 14th of April": the user's, said without "my" ("The exam is on 3 March"
# may be anyone's)
# ("Life in the UK test is on 21st May", "Visa interview is on 5th May": what the test is for may be named in any words;
# not by a determiner or another's name: "Her exam is …", "Tom's interview is …")
_TEST_IS_ON = re.compile(r"^(?:my\s+)?(?P<what>(?!(?:the|a|an|his|her|their|your|our|its|this|that|my)\b)(?:[\w-]+(?<!'s)\s+){0,4}?"
                         # ("ncea exams start on 6 november": more than one, or by when they begin)
                         r"(?:tests?|exams?|interview|surgery|operation|scan|viva|audition|defence|defense|" + _BOOKED_PROCEDURES + r"))\s+(?P<verb>is|are|starts?|begins?)\s+"
                         # ("Defence is set for 14 December": the day fixed)
                         r"(?:(?:set|scheduled|booked|fixed|planned)\s+for\s+)?"
                         rf"(?=(?:on\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}\b|(?:on\s+)?{_MONTHS}\s+\d)", re.I)


# a move said without where to ("We move up in January", "we're moving over in the spring"), after a clause naming a place
_MOVE_NO_PLACE = re.compile(r"^(?P<who>we|i)(?:\s+are|'re|\s+am|'m|\s+will|'ll)?\s+(?:move|moving)\s+(?:up|down|over|across|out|there"
                            r"|north|south)?\s*(?P<when>(?:in|on|at\s+the\s+end\s+of|next|this)\s+(?![^,;]*\bto\b)[^,;]+?)\s*[.!]*$", re.I)
# (only after a job the user took there: not after a trip, "I went to Paris. We move in May", nor someone else's job or
# home, "my brother got a job in Carlisle, so we're moving in April", nor an interview; a home found or bought, then the
# day, has its own rules, _BOUGHT_HOME_IN)
_MY_NEW_JOB = re.compile(r"^I\s+(?:(?:just|finally|have|'ve)\s+)*(?:took|taken|got|accepted|landed|started)\s+(?:a|the|my)\s+(?:new\s+)?"
                         r"(?:job|post|position|role)\b(?!\s+interview)", re.I)
_IN_PLACE = re.compile(r"\b(?:in|to)\s+((?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)")
# "exam is 28 May" after "I'm studying for the ISTQB foundation": which exam said the clause before (_TEST_IS_ON reads it)
_BARE_EXAM_IS = re.compile(r"^(?:(?:the|my)\s+)?(?P<what>exam|test)\s+is\s+", re.I)
_STUDYING_FOR = re.compile(r"^(?:i'm|i\s+am|im)\s+(?:(?:now|currently|still)\s+)?(?:studying|revising|preparing|cramming)\s+for\s+"
                           r"(?:the\s+|my\s+)?(?P<what>(?-i:[A-Z])[\w-]*(?:\s+[\w-]+){0,2}?)\s*$", re.I)


def _my_test_is(t: re.Match[str]) -> str:
    """"Theory test is 3 March" -> "my theory test is 3 March" (a name in it keeps its capitals: "Life in the UK test")."""
    what = t["what"]
    if not any(w[:1].isupper() and not w.isupper() for w in what.split()[1:]):
        return "my " + " ".join(w if len(w) > 1 and w.isupper() else w.lower() for w in what.split()) + f" {t['verb']} "  # "IELTS" kept
    if (first := what.split()[0])[1:].islower() and lexicon.common(first.lower()):
        what = what[:1].lower() + what[1:]
    return f"my {what} {t['verb']} "


# "biomech final is April 3", "stats midterm is on 9 March": a course's final or midterm, the user's, named in lower case
# (a final of a sport is anyone's: "Champions League final is on 30 May", "the cup final is …", "Her midterm is …")
_COURSE_EXAM_IS_ON = re.compile(
    r"^(?P<what>(?!(?:the|a|an|his|her|their|your|our|its|this|that|my|cup|league|world|grand|playoff|playoffs|season|series"
    r"|tournament|championship|club|team|football|rugby|tennis|darts|snooker)\b)(?-i:[A-Za-z][a-z0-9-]*)(?:\s+(?-i:[a-z][a-z0-9-]*)){0,2}"
    r"\s+(?:finals?|midterms?|mid-terms?|mocks?|quiz))\s+(?:is|are)\s+"
    rf"(?=(?:on\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}\b|(?:on\s+)?{_MONTHS}\s+\d)", re.I)


# "im in 2nd year physio at UL", "I'm in first year engineering": a student's year and subject, said without "my" and
# "of" ("I'm in 2nd year now", "we're in year 2 lol" name no subject)
_IN_YEAR_OF = re.compile(r"^(?P<head>(?:i'm|im|i\s+am)\s+(?:(?:now|currently|only|just)\s+)?in)\s+(?P<year>1st|2nd|3rd|4th|5th|first|second|third"
                         r"|fourth|fifth|final|last)\s+year\s+(?=(?!(?:now|already|and|so|but|lol|haha|of|at|in|too|as|still|this|next)\b)"
                         r"[a-z][\w-]*(?:\s+(?!(?:now|already|and|so|but|lol|at|in)\b)[a-z][\w-]*){0,2}(?:\s+(?:at|in)\s+\S|\s+(?:now|and|so|but)\b|\s*[,.!]|\s*$))",
                         re.I)


_NAMED_AGE_AFTER = re.compile(rf"^(?P<head>my\s+(?:{_KIN_REL}|kid|child|baby))\s+is\s+(?P<name>(?-i:[A-Z])[^\W\d_][\w'’-]*)\s*,\s*"
                              r"(?P<age>\d{1,2})(?:\s+(?:years?|yrs?)(?:\s+old)?)?\s*[.!]*$", re.I)
_AGE_YEARS_BARE = re.compile(rf"^(?P<head>(?:he|she|my\s+(?:{_KIN_REL}|kid|child|baby)(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+is\s+)(?P<age>\d{{1,2}})\s+years?"
                             r"(?=\s*[.!]*$)", re.I)


def _my_course_exam_is(t: re.Match[str]) -> str:
    """"biomech final is April 3" -> "my biomech final is April 3"."""
    return f"my {t['what'][:1].lower()}{t['what'][1:]} is "


# "My brother is mechanic": a relative's job said without its article, as a learner says it
_ROLE_NO_ARTICLE = re.compile(r"^(?P<head>my\s+[a-z]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+is\s+)(?P<job>[a-z]+)\s*$", re.I)
# "my pharmacist friend Halima", "my physiotherapist neighbour Colette": who the person is, and their work
_JOB_FRIEND = re.compile(r"\bmy\s+(?P<job>[a-z]+)\s+(?P<rel>friend|neighbour|neighbor|cousin|flatmate|housemate|mate)\s+"
                         r"(?P<name>(?-i:[A-Z])[a-z][\w'-]*)\b", re.I)


def _scheduled_present(clause: str) -> str:
    """'We move the salon June 1st', 'I start at Google on June 1st': the present said of a dated plan."""
    m = _PRESENT_PLAN.match(clause)
    if not m and (trip := _PRESENT_TRIP.match(clause)):
        # "we fly to Lahore in a fortnight to see my brother": a trip to come, in the present
        who = "I'm" if trip.group("who").lower() == "i" else "we're"
        # ("… on the 12th and come back on the 19th": the way back, in the present too)
        rest = re.sub(r"\band\s+(?:come|fly|get)\s+back\b", "and coming back", trip.group("rest"), flags=re.I)
        return f"{who} {_TRIP_ING[trip.group('v').lower()]} {rest}"
    if not m:
        return clause
    who = "I'm" if m.group("who").lower() == "i" else "we're"
    what = f"{m.group('what')} " if m.group("what") else ""
    return f"{who} {_ING[m.group('v').lower()]} {what}on {m.group('date')}"


# "I'll do Duolingo at lunch instead", "I'll run Tuesday, Thursday and Sunday mornings then", "I'm
# going to go and see her every Sunday afternoon": a habit taken up from now, said with its days
# (the "then" of a plan just agreed is dropped)
_RECURRING = (rf"(?:every\s|each\s|daily|weekly|nightly|(?:once|twice|three\s+times|\d+\s+times)\s+(?:a|per)\s|(?:on\s+)?{_DAYS}s\b"
              r"|(?:one|two|three|four|five|six|\d)\s+(?:days?|nights?|evenings?|mornings?)\s+(?:a|per)\s+week"
              rf"|(?:on\s+)?{_DAY_LIST}\s+(?:mornings|evenings|nights|afternoons)|(?:on\s+)?{_DAYS}(?:(?:,\s*|\s+and\s+|\s+or\s+|\s*&\s*){_DAYS})+)")
_WILL_INSTEAD = re.compile(rf"^(?!.*\b(?:this|next)\s+(?:week|weekend|month)\b)i(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to|'m\s+gonna)\s+(?:go\s+(?:and\s+)?(?=(?:see|visit)\b))?(?=(?!(?:the|a|an|my|our|his|her|their|this|that|some|church|school|work|class)\s)(?![a-z]+\s+(?:you|u)\b)[a-z]+\s+(?:[\w'-]+\s+){{0,5}}?"
                           rf"(?:(?:{_EVERY})\b.*\binstead|{_RECURRING}.*?(?:\s+then|\s+from\s+now\s+on)?)$)", re.I)
# "My mum in Hamburg is having knee surgery", "my brother Jonas in Kiel just got married": a relative placed on the way
_REL_IN_PLACE = re.compile(rf"^(?P<who>my\s+(?:(?:older|younger|little|big)\s+)?(?:{_UNIQUE_REL}|{_KIN_REL})(?:\s+(?-i:[A-Z])[\w'-]+)?)"
                           rf"\s+(?:in|back\s+in)\s+(?P<place>{_CITY})\s+(?P<rest>(?:is|was|has|had|just|still|got|lives|works|wants|says|will"
                           r"|recently|finally|starts|started|retired|retires|turned|turns|thinks|thought|said|keeps|calls|called"
                           r"|texted|asked|asks|visits|visited|sends|sent)\b.*)$", re.I)
# "…, they deliver every Monday": a clause of other people's after the user's, whose "they" the
# summary would read as the user
_THEY_TAIL = re.compile(r",\s+(?:and\s+)?they(?:'re|'ve|\s+[a-z]+)\b[^,]*$", re.I)
_FROM_WORK = re.compile(r"^(?P<n>(?-i:[A-Z])[\w'-]+)\s+from\s+(?:work|the\s+office|my\s+work|my\s+unit|the\s+unit|the\s+ward)\s+"
                        r"(?=(?:is|was|has|just|got|left|started|moved|and\s+i)\b)")
# "new girl on nights is named Becca": someone new at work, by name
_NEW_ONE_NAMED = re.compile(r"^(?:the\s+|a\s+|our\s+)?new\s+(?:girl|guy|nurse|hire|starter|colleague|coworker|person|lad|woman|man)"
                            r"(?P<where>\s+(?:on|in|at)\s+(?:the\s+)?(?:nights|days|ward|unit|team|floor|shift|office|desk))?"
                            r"\s+is\s+(?:named|called)\s+(?P<n>(?-i:[A-Z])[\w'-]+)\b.*$", re.I)
_ENGAGED_TO = re.compile(r"^(?:i|we)\s+(?P<adv>(?:just|finally|officially|actually)\s+)?got\s+(?P<what>engaged|married)\s+to\s+"
                         r"(?:my\s+(?:partner|boyfriend|girlfriend)\s+)?(?P<n>(?-i:[A-Z])[\w'’-]+)(?=\s*$|\s*[,!.]|\s+(?:last|yesterday|on|at|today|this|in)\b)", re.I)
_MARRYING = re.compile(r"^(?:i'm|i\s+am|im)\s+(?:(?:finally|officially)\s+)?(?:getting\s+married\s+to|marrying)\s+"
                       r"(?:my\s+(?:partner|boyfriend|girlfriend|fianc[ée]e?)\s+)?(?P<n>(?-i:[A-Z])[\w'’-]+)(?=\s*$|\s*[,!.]|\s+(?:next|this|in|on|at)\b)", re.I)
_DECLINED = re.compile(r"\b(?:said\s+no|say\s+no|turned\s+(?:him|her|them)\s+down|declined|not\s+ready|need(?:ed)?\s+(?:more\s+)?time"
                       r"|didn't\s+say\s+yes|haven't\s+(?:said|given)|think\s+about\s+it)\b", re.I)
_PROPOSED = re.compile(r"^(?P<n>(?:(?i:my)\s+(?:partner|boyfriend|girlfriend)\s+)?(?-i:[A-Z])[\w'-]+)\s+(?:just\s+|finally\s+)?proposed(?:\s+to\s+me)?(?=\s*$|\s+(?:last|yesterday|on|at|today|this)\b)")
_MOVED_ME = re.compile(rf"^(?:so\s+)?(?:they|work|my\s+(?:manager|boss|unit|ward|hospital|job))\s+(?:have\s+|'ve\s+)?"
                       rf"(?:(?:finally|just|now|also)\s+)?(?:moved|switched|put|changed)"
                       rf"\s+me\s+(?:over\s+)?(?:to|on|onto)\s+(?=(?:{_DAYS}s?\s*(?:,\s*|\s+and\s+|\s+)){{1,6}}?{_DAYS}s?\b"
                       # "they finally moved me to days": the day shift, or the nights, earlies, lates
                       rf"|(?:days|nights|earlies|lates|day\s+shifts?|night\s+shifts?|the\s+(?:day|night|early|late)\s+shift)\b)", re.I)
# An activity's times said without whose ("Training is Monday nights", "Matches are on Saturdays") ...
_BARE_SCHEDULE = re.compile(r"^(?:training|practice|rehearsals?|matches|games|lessons|classes|sessions|fixtures|lectures)"
                            r"\s+(?:is|are|'s)\b", re.I)
# ... right after news of someone named ("Isla's been picked for …", "Sam got into the county team"): theirs
_THEIR_NEWS = re.compile(r"^(?:oh,?\s+(?:and\s+)?|and\s+|also,?\s+|btw,?\s+)?(?!I\b|I'|My\b|We\b)(?-i:[A-Z][a-z]+)(?:['’]s\s+(?:been|got|just)"
                         r"|\s+(?:has|got|was|is|just|made|joined|passed|won))\b", re.I)
# A parent driving children about calls themself a taxi ("so I'm officially a taxi driver now",
# "I'm basically their unpaid chauffeur"): said with "officially", "basically" or "for the kids",
# never a job (a cabbie says "I'm a taxi driver" or "I drive a cab")
# A purpose after "so (that)": "… so she can see Mila", "so they'll have it by Friday"
_PURPOSE = re.compile(r"^(?:she|he|they|it|you|we)(?:'ll|'d|\s+(?:can|could|can't|cannot|won't|will|would|wouldn't|doesn't|don't|didn't)\b)",
                      re.I)
_SO_THAT_BEFORE = re.compile(r"\bso(?:\s+that)?\s*$", re.I)
# "…and I'm sticking with it", "we're keeping it that way": a decision whose object is a pronoun
# holds to what the clause before said (read there); "it" is no thing of its own to decide on
_KEEPING_TO_IT = re.compile(r"^(?:and\s+)?(?:i'm|i\s+am|im|we're|we\s+are|i'll\s+be|i\s+will\s+be)\s+(?:(?:definitely|still|really|just)\s+)?"
                            r"(?:sticking|keeping|staying)\s+(?:with|to|at)\s+(?:it|that|this|them)\b", re.I)
_FAMILY_TAXI = re.compile(r"^(?:so\s+)?(?:i'm|i\s+am|im)\s+(?=(?:(?:now|officially|basically|practically|pretty\s+much|just|literally"
                          r"|apparently|also)\s+)*(?:officially|basically|practically|pretty\s+much|literally|apparently)\s"
                          r"|.*\bfor\s+(?:the\s+kids|my\s+kids|them|the\s+family)\b)"
                          r"(?:(?:now|officially|basically|practically|pretty\s+much|just|literally|apparently|also)\s+)*"
                          r"(?:a|an|the|their|the\s+family's|the\s+kids')\s+(?:(?:full[\s-]time|unpaid|personal|family|part[\s-]time|glorified)\s+)?"
                          r"(?:taxi(?:\s+(?:driver|service))?|chauffeur|cabbie)\b.*$", re.I)
# "For the orders I use Excel, one sheet a week": what a tool is for, said first
_FOR_FRONTED = re.compile(r"^for\s+(?P<what>(?:the|my|our|all\s+(?:the|my|our))\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s*,?\s+"
                          r"(?P<subj>i|we)\s+(?P<verb>(?:(?:mostly|mainly|now|still|always|usually)\s+)?use)\s+"
                          r"(?P<tool>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)(?P<rest>(?:\s*,.*)?)$", re.I)


def _for_fronted(m: re.Match[str]) -> str:
    return f"{m['subj']} {m['verb']} {m['tool']} for {m['what']}{m['rest']}"


# "For my own planning I've ditched Notion and moved everything to Obsidian, it's quicker": a
# switch, with what the tool is for said first (read after the switch)
_FOR_FRONTED_SWITCH = re.compile(r"^for\s+(?P<what>(?:the|my|our)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}?[\w-]+)\s*,?\s+"
                                 r"(?P<switch>(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|finally|now|also)\s+)*(?:switched|moved|ditched|swapped"
                                 r"|dropped|changed|migrated|gone\s+over|went\s+over)\s+[^,]+?)(?P<rest>(?:\s*,.*)?)$", re.I)


def _for_fronted_switch(m: re.Match[str]) -> str:
    return f"{m['switch']} for {m['what']}{m['rest']}"


# "we are using Playwright with TypeScript here", "at work we use Jira": the tools of the user's work ("here" is where
# they are asking from: their job; a tool must be named, capitalised)
_WE_USE_HERE = re.compile(
    r"^(?P<lead>(?:at\s+work|at\s+my\s+(?:new\s+)?(?:job|company)|on\s+my\s+(?:new\s+)?team|here)\s*,?\s+)?we(?:'re|\s+are)?\s+"
    r"(?:(?:mostly|mainly|all|now|still|currently)\s+)*(?:use|using)\s+"
    r"(?P<tools>(?-i:[A-Z])[\w.+#-]*(?:\s+(?-i:[A-Z])[\w.+#-]*)?(?:\s+(?:with|and|\+)\s+(?-i:[A-Z])[\w.+#-]*(?:\s+(?-i:[A-Z])[\w.+#-]*)?)?)"
    r"(?P<where>\s+(?:here|at\s+work|at\s+my\s+(?:new\s+)?(?:job|company)|on\s+my\s+(?:new\s+)?team))?(?:\s+now)?\s*$", re.I)


def _we_use_here(m: re.Match[str]) -> str:
    """'we're using Cypress with JavaScript here' → "I use Cypress with JavaScript at work" (said of no place: as it was)."""
    if not (m.group("lead") or m.group("where")):
        return m.group(0)
    return f"I use {m.group('tools')} at work"


_WE_USE_FOR = re.compile(r"^(?:now\s*,?\s+)?we\s+(?:(?:mostly|mainly|now|still|also|only)\s+)*use\s+(?=(?:(?-i:[A-Z])|[a-z]+(?-i:[A-Z]))[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?"
                         r"\s+for\s+\w)", re.I)
# children spoken of as a group, then by name and age ("our grandbabies are here, Jaylen is 8 and Amari is 5")
_KIN_GROUP = re.compile(r"\b(?:my|our|the|two|three|four|five|\d)\s+(?:little\s+)?(?P<g>kids|children|grandkids|grandchildren"
                        r"|grandbabies|sons|daughters|boys|girls|twins)\b", re.I)
# "our daughter Efua is 7 …, Kwame is 3 …": a child named with an age, then a name with an age (a sibling,
# the relation unsaid: a kid)
_CHILD_AGED = re.compile(r"\b(?:my|our)\s+(?:little\s+|eldest\s+|oldest\s+|youngest\s+|older\s+|younger\s+)?"
                         r"(?:son|daughter|boy|girl|kid)\s+(?-i:[A-Z])[a-z]+(?:\s+is\s+|['’]s\s+)\d{1,2}\b(?P<g>)", re.I)
_GROUP_ONE = {"kids": "kid", "children": "child", "grandkids": "grandchild", "grandchildren": "grandchild",
              "grandbabies": "grandchild", "sons": "son", "daughters": "daughter", "boys": "son", "girls": "daughter",
              "twins": "kid"}
# "Isla's 12 and finds everything boring": what a child is like, after the age
_LIKE_AFTER_AGE = r"(?:\s+and\s+(?:thinks|finds|wants|loves|hates|likes|is|has|does|gets|goes|needs|can't|won't)\b[^,;]*)?"
_NAME_AGE = re.compile(r"^(?P<n1>[A-Za-z][a-z-]+)(?:\s+is\s+|['’]s\s+)(?P<a1>\d{1,2})(?:\s+years\s+old)?" + _LIKE_AFTER_AGE +
                       r"(?:\s*(?:,|and|&)\s*(?P<n2>[A-Za-z][a-z-]+)(?:\s+is\s+|['’]s\s+|\s+(?:just\s+)?turned\s+|\s+)(?P<a2>\d{1,2})"
                       r"(?:\s+years\s+old)?)?"
                       # "…and Lily just turned 6 last week so it's a lot of juggling"
                       r"(?:\s+(?:last|this)\s+(?:week|month))?(?:\s+so\s+.*)?" + _LIKE_AFTER_AGE + r"\s*$")
# A long aside in brackets inside a sentence: the sentence reads on without it
# "we've moved our trade account over to City Plumbing from Plumb Center": an account, a supplier or a bank changed, said
# as "switched … from … to …" says it
_MOVED_OVER_TO = re.compile(r"\b(?:moved|changed|swapped|transferred|switched)\s+(?P<what>(?:my|our)\s+(?:[\w-]+\s+){0,2}?(?:account|accounts"
                            r"|supplier|suppliers|bank|banking|energy|broadband|insurance|mortgage|pension|phone\s+contract|contract"
                            r"|business|custom))\s+(?:over\s+)?to\s+(?P<new>(?-i:[A-Z])[\w'&-]*(?:\s+(?-i:[A-Z])[\w'&-]*){0,3})"
                            r"\s+from\s+(?P<old>(?-i:[A-Z])[\w'&-]*(?:\s+(?-i:[A-Z])[\w'&-]*){0,3})", re.I)
# "I have also, after a great deal of thought, sold the house": an aside between the helping verb and the verb
_HAVE_ASIDE = re.compile(r"\b(?P<have>(?:I|[Ww]e)(?:'ve|\s+have|\s+had)(?:\s+(?:also|now|finally|since|just))?)\s*,\s*"
                         r"(?:after|with|following|on|against|despite|for|at|in)\s+[^,.;!?]{3,60},\s*(?=[a-z]+\s)")
# "I sold the house and moved into a bungalow in Bayston Hill": the move, a clause of its own with the same "I" (what
# was done first starts no clause of another subject: "I think my sister got married and moved to Perth" is hers)
_AND_MOVED = re.compile(r"\b(?P<subj>I|[Ww]e)\b(?P<mid>(?:(?!\b(?:he|she|they|who|which|that|and|but|because|when|if|while|think|thought"
                        r"|said|says|heard|know|knew|believe|hope|hoped|wish|guess|told|helped|watched|saw)\b)[^.;!?,\n]){3,80}?)"
                        r"\s+and\s+(?P<moved>(?:then\s+)?(?:moved|relocated)\s+(?:in)?to\s)")
# "we're selling up and moving to Stonehaven", "sold up and moved to Kerry": selling up is the move's first step
# ("I am selling the big apartment and moving to Jūrmala": the home sold, as the move's first step)
_SELLING_UP_AND = re.compile(r"\b(?:selling|sold|sell)\s+(?:up|(?:the|our|my)\s+(?:(?:big|old|family|little)\s+)?(?:house|flat|apartment|home|place"
                             r"|condo))\s+and\s+(?=(?:then\s+)?(?:moving|moved|move|relocating|relocated)\s+(?:back\s+)?to\b)",
                             re.I)
# "we moved! new flat in Harburg", "I've moved. My new place is in Leith": the move, and where to in the next words
_HOME_VERDICT = re.compile(r"(?P<moved>\bmoved\s+to\s+a\s+new\s+\w+\s+in\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?)\s+is\s+"
                           r"(?:really\s+|so\s+|very\s+)?(?:good|great|lovely|nice|perfect|amazing|fine|ok|okay|gorgeous|beautiful)\b")
# ("we have moved now, the new house in Thornton Heath is good": the same, said with "now" and a comma)
_MOVED_THEN_HOME = re.compile(r"\b(?P<subj>I|[Ww]e)(?:'ve|\s+have)?\s+(?:(?:just|finally|officially)\s+)?moved(?:\s+now)?\s*[!.,]+\s*"
                              r"(?:(?:a|our|my|the)\s+)?new\s+(?P<home>flat|house|home|place|apartment|unit|cottage|condo|bungalow)"
                              r"\s+(?:is\s+)?in\s+(?=(?-i:[A-Z]))", re.I)
# "we sold the house in Duluth and moved to Mesa": the home left behind is what the move says already
_HOME_LEFT = re.compile(r"^\s+(?:have\s+|'ve\s+|had\s+)?(?:also\s+|finally\s+)?(?:sold|left|packed\s+up|rented\s+out)\s+(?:up\b|(?:the|our|my)\s+"
                        r"(?:old\s+|family\s+)?(?:house|flat|home|place|apartment|condo|bungalow)\b)", re.I)


def _and_moved(m: re.Match[str]) -> str:
    moved = f"{m.group('subj')} {m.group('moved')}"
    return moved if _HOME_LEFT.match(m.group("mid")) else f"{m.group('subj')}{m.group('mid')}. {moved}"


_LONG_ASIDE = re.compile(r"\s+\((?!\s*(?:my|our)\b)(?P<aside>[^()\n]{10,300})\)(?=\s+(?:and|but)\s|\s*,)", re.I)
_ASIDE_WORD = re.compile(r"\w[\s;,:-]+")


def _long_aside(m: re.Match[str]) -> str:
    """A bracketed aside of five words or more goes; a short one ("(Anna)", "(2019)") stays. Counted
    after the match: a lookahead counting them backtracked over every run of spaces (minutes for
    four runs of a hundred)."""
    return "" if len(_ASIDE_WORD.findall(m.group("aside"))) >= 5 else m.group(0)
# A name set off by commas after a relation: "my second in department, Aisha Begum, is going on leave"
_NAME_IN_COMMAS = re.compile(r"\b(?P<rel>[Mm]y\s+(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})),\s+(?P<name>(?-i:[A-Z])[a-z'-]+"
                             r"(?:\s+(?-i:[A-Z])[a-z'-]+)?),\s+(?=(?:is|was|has|had|just|will|starts|started|left|got)\b)")


# A relative's change of employer, said as the one left then the one joined: "my sister left Deloitte,
# she's at KPMG now", "my brother Sam quit Google last month, he's at Stripe now"
_ORG_NAME = r"(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){0,2}"
_KIN_NEW_JOB = re.compile(
    r"\b(?P<who>my\s+(?P<rel>[a-z][a-z-]{1,20})(?:\s+(?-i:[A-Z])[a-z'-]+)?)\s+(?:(?:just|finally|recently)\s+)?(?:left|quit)\s+"
    rf"(?P<old>{_ORG_NAME})(?P<when>\s+(?:last|this)\s+(?:week|month|year)|\s+in\s+(?-i:[A-Z])[a-z]+)?"
    r"\s*(?:[,;]|\s-|\s–|\s—|\sand)\s+(?:(?:and|so|now)\s+)?(?:she|he|they)(?:'s|\s+is|'re|\s+are)\s+(?:now\s+)?"
    rf"(?:at|with|working\s+(?:at|for))\s+(?P<new>{_ORG_NAME})(?:\s+now)?\b", re.I)


def _kin_new_job(m: re.Match[str]) -> str:
    if m.group("rel").lower() not in RELATIONS:
        return m.group(0)
    # the sentence ends there: what follows ("and so much happier") is how she is, not where she came from
    return f"{m.group('who')} works at {m.group('new')}, after leaving {m.group('old')}{m.group('when') or ''}."


# A birth told, then the baby's name: "We had the baby! Her name is Ada", "Our son arrived on Sunday night
# and we've called him Theo": one fact, the child by name ("my daughter Ada was born")
_BIRTH_THEN_NAME = re.compile(
    r"\b(?:we\s+had\s+(?:the|our)\s+baby|(?:the|our)\s+baby\s+(?:is\s+here|arrived|came)"
    r"|(?:our|my)\s+(?P<kid>son|daughter|baby\s+(?:boy|girl)|little\s+(?:boy|girl)|baby)\s+(?:was\s+born|arrived|is\s+here|came))"
    r"(?P<when>[^.!?\n]{0,40}?)(?:[.!?]+\s+|\s+and\s+|\s*,\s*(?:and\s+)?)"
    r"(?:we(?:'ve|\s+have)?\s+(?:named|called)\s+(?P<o>him|her|them)|(?P<p>his|her|their)\s+name\s+is"
    r"|we(?:'re|\s+are)\s+calling\s+(?P<o2>him|her|them))\s+(?P<name>(?-i:[A-Z])[a-z'-]{1,20})\b(?:\s*,)?", re.I)
# The user's own baby born, then said to be a boy or a girl and named: "Our third baby arrived on Tuesday, a little boy
# called Finn", "Baby number three arrived yesterday! A girl, Maya", "I had the baby! A boy, Finn", "We had a baby boy on
# Tuesday, Finn": "my son Finn was born on Tuesday" (the birth ends the pregnancy; who the child is is kept)
_ORDINAL_BABY = r"(?:(?:first|second|third|fourth|fifth|new|little)\s+)?baby"
_BIRTH_WHEN = (r"(?:\s+(?:on\s+(?:[A-Za-z]+day|the\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?-i:[A-Z])[a-z]+)"
               r"|yesterday|last\s+night|this\s+morning|today|last\s+week|at\s+\d[\w:.]*(?:\s*[ap]m)?))*")
_BIRTH_THEN_KID = re.compile(
    r"\b(?:(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?had\s+(?:the|our|my)\s+" + _ORDINAL_BABY
    + r"|(?:the|our|my)\s+" + _ORDINAL_BABY + r"\s+(?:(?:has|finally|just)\s+)*(?:is\s+here|arrived|came|was\s+born)"
    r"|baby\s+(?:number\s+|no\.?\s*)?(?:two|three|four|five|\d)\s+(?:(?:has|finally|just)\s+)*(?:is\s+here|arrived|came|was\s+born)"
    # ("we have a new baby girl, Tolani": a birth said in the present, the baby new)
    # ("My wife Nour and I had a baby boy on Saturday, Karim": the couple said, as "we"; the spouse kept, see _birth_then_kid)
    r"|(?P<had_kid>(?:we|(?P<couple>(?:my|our)\s+(?P<sp>wife|husband|partner)(?:\s+(?P<spn>(?-i:[A-Z])[a-z]+))?\s+and\s+I))"
    r"(?:(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?had\s+(?:a|our)\s+(?:(?:first|second|third|new)\s+)?"
    r"|\s+(?:now\s+)?have\s+(?:a|our)\s+new\s+)(?:baby|little)\s+"
    r"(?P<kid0>boy|girl)))"
    r"(?:\s+(?:a\s+(?:bit|week|few\s+days|month)\s+)?(?:early|late))?(?P<when>" + _BIRTH_WHEN + r")"
    r"(?(had_kid)\s*,?\s+(?:(?:called|named)\s+)?"
    r"|(?:\s*[.!?,]+\s*|\s+and\s+)(?:(?:it's|its|it\s+is|it\s+was|she's|he's)\s+)?(?:a|an)\s+"
    r"(?:(?:healthy|beautiful|gorgeous|little|tiny|bonny|bouncing|baby)\s+)*(?P<kid>boy|girl)\s*(?:[,!.]+\s*)?(?:called\s+|named\s+)?)"
    r"(?P<name>(?-i:[A-Z])[a-z-]{1,20}(?:['’](?-i:[A-Z])[a-z-]+)?)\b(?!['’])"
    r"(?:\s*,\s*born(?P<when2>" + _BIRTH_WHEN + r"))?"
    # ("we've had a new baby girl, Tolani, on 2 october": the day after the name, without "born")
    # ("We had a baby boy, Karim, on Saturday": a day of the week, or "yesterday", after the name too)
    r"(?:\s*,(?P<when3>\s+on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTHS
    + r"|\s+on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|\s+yesterday|\s+last\s+night|\s+this\s+morning)\b)?"
    # ("A boy, Finn, 7lb 2oz": the weight of the day, left)
    r"(?:\s*,\s*(?:weighing\s+)?(?:\d{1,2}\s*(?:lbs?|pounds?)(?:\s*\d{1,2}\s*(?:oz|ounces?))?|\d(?:\.\d{1,3})?\s*kg))?"
    # ("…, 3.4 kg, everyone healthy", "…, mum and baby doing well": how all are on the day, left too)
    # ("…, both of us are fine": the mother and the baby, said by the mother)
    r"(?:\s*,\s*(?:everyone|everybody|all|both(?:\s+of\s+us)?|mum|mom|mother|baby|mum\s+and\s+baby|mom\s+and\s+baby)\s+(?:is\s+|are\s+)?"
    r"(?:healthy|well|fine|good|doing\s+(?:well|great|fine|good))\b)?", re.I)
# the user's own baby born, not named: "Our baby arrived on Tuesday" ("we had the baby")
_OUR_BABY_CAME = re.compile(r"\b(?:our|my)\s+" + _ORDINAL_BABY + r"\s+(?:(?:has|finally|just)\s+)*(?:arrived|came|is\s+here|was\s+born)\b", re.I)
# A child of the user's child born: "My daughter gave birth to a boy named Ethan last week", "my son's wife had a baby
# girl called Isla": the user's grandchild, by name ("my grandson Ethan was born last week"); a birth said without a
# name, "my daughter gave birth to a girl", is her baby ("my daughter had a baby girl")
_GRANDCHILD_BORN = re.compile(
    # ("our daughter Camille had a little girl, Léa, on Easter Monday": the name after a comma, the day after it, an
    # accent in either name)
    r"\b(?:my|our)\s+(?P<rel1>daughter|daughter-in-law|son's\s+(?:wife|partner|girlfriend))(?:\s+(?P<mother1>(?-i:[A-ZÀ-ÖØ-Þ])[a-zà-öø-ÿ'-]+))?"
    r"\s+(?:has\s+|just\s+|finally\s+)*"
    r"(?:gave\s+birth\s+to|had|has\s+had)\s+(?:a|an)\s+(?:(?:healthy|beautiful|gorgeous|little|tiny|bonny|bouncing)\s+)*(?:baby\s+)?"
    r"(?P<kid>boy|girl)(?:\s+(?:named|called)\s+|\s*,\s*)(?P<name>(?-i:[A-ZÀ-ÖØ-Þ])[a-zà-öø-ÿ'-]{1,20})\b(?![-'])"
    r"(?P<born1>\s*,\s*(?=on\s))?"
    # "my daughter Jolene had her baby, a little girl, Ruby Jean, born 2 May": the baby, then its name (one or two
    # words) after a comma; the "born" after it is the day the grandchild was born
    r"|\bmy\s+(?P<rel2>daughter|daughter-in-law|son's\s+(?:wife|partner|girlfriend))(?:\s+(?P<mother>(?-i:[A-Z])[a-z'-]+))?\s+(?:has\s+|just\s+|finally\s+)*"
    r"(?:had|has\s+had)\s+(?:her|the|their)\s+baby\s*,\s*(?:a|an)\s+(?:(?:healthy|beautiful|gorgeous|little|tiny|bonny|bouncing)\s+)*"
    r"(?:baby\s+)?(?P<kid2>boy|girl)\s*,\s*(?P<name2>(?-i:[A-Z])[a-z'-]{1,20}(?:\s+(?-i:[A-Z])[a-z'-]{1,20})?)\b"
    r"(?P<born>\s*,\s*(?:born\s+(?:on\s+)?(?=\w)|(?=on\s)))?", re.I)
# A sibling's child born and named: "my sister Brooke just had a baby girl on Friday named Harper", "my brother's wife had a
# boy called Finn": the user's niece or nephew, by name ("my niece Harper was born on Friday"), and the sister named
_SIBLING_CHILD_BORN = re.compile(
    r"\bmy\s+(?P<rel>sister|sister-in-law|brother's\s+(?:wife|partner|girlfriend))(?:\s+(?P<mother>(?-i:[A-Z])[a-z'-]+))?\s+"
    r"(?:has\s+|just\s+|finally\s+)*(?:gave\s+birth\s+to\s+(?:a|an)\s+(?:(?:healthy|beautiful|gorgeous|little|tiny|bonny|bouncing)\s+)*"
    r"(?:baby\s+)?|(?:had|has\s+had)\s+(?:a|an)\s+(?:(?:healthy|beautiful|gorgeous|little|tiny|bonny|bouncing)\s+)*baby\s+)(?P<kid>boy|girl)"
    r"(?P<when>\s+(?:on\s+(?:[A-Za-z]+day|the\s+\d{1,2}(?:st|nd|rd|th)?)|yesterday|last\s+(?:night|week|[A-Za-z]+day)|this\s+morning|today))?"
    r"\s*,?\s+(?:named|called)\s+(?P<name>(?-i:[A-Z])[a-z'-]{1,20})\b", re.I)
_NEWBORN_WEIGHT = (r"(?:weighing\s+)?(?:\d{1,2}\s*(?:lbs?|pounds?)(?:\s*\d{1,2}\s*(?:oz|ounces?))?"
                   r"|\d(?:\.\d{1,3})?\s*(?:kg|kgs|kilos?))")
# leaving for good, its "I'm" dropped: "heading back to Brazil for good", "going home for good", "moving home to Ireland
# permanently"; the month is the one said before it in the message for what ends ("my visa runs out in May and I'm not
# extending", "my contract ends in August"), when none is said with it
_GOING_FOR_GOOD = re.compile(r"(?:^|(?<=[.!?,;]\s))(?:(?:so|and|then)\s+)?(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?"
                             r"(?:going|heading|moving|flying|returning)\s+(?:back\s+)?(?P<home>home\s+)?"
                             r"(?:to\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+)?(?:for\s+good|permanently)"
                             r"(?P<when>\s+(?:in|at\s+the\s+end\s+of)\s+(?-i:[A-Z])[a-z]+)?(?=\s*(?:[,.!;]|$))", re.I)
_ENDS_IN = re.compile(r"\b(?:ends|runs\s+out|expires|finishes|is\s+up|is\s+over)\s+(?P<when>(?:in|at\s+the\s+end\s+of)\s+"
                      r"(?:january|february|march|april|may|june|july|august|september|october|november|december))\b", re.I)


def _going_for_good(m: re.Match[str]) -> str:
    if not (m["home"] or m["place"]):
        return m.group(0)
    when = m["when"] or ""
    if not when and (ends := _ENDS_IN.search(m.string[: m.start()])):
        when = " " + ends["when"]
    where = f"to {m['place']}" if m["place"] else "home"
    return f"I'm moving back {where} for good{when}"


# a new job told in a fragment, what is done there said without a job noun's verb: "new job!! reception at a vet clinic",
# "new job: front desk at a dental office", "new job - barista at a cafe", "new job: stocking shelves at a garden centre"
_NEW_JOB_TERSE = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:so|yay|omg|guess\s+what)\W+)*new\s+job\s*(?:[!:]+|\s-)\s*"
                            r"(?P<what>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?P<at>at|in)\s+"
                            r"(?P<where>(?:a|an|the)\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}|(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*){0,2})"
                            r"\s*(?:,\s*|(?=[.!;]|$))", re.I)
_POSTS = re.compile(r"(?:the\s+)?(?:tills?|reception|front\s+desk|kitchen|bar|checkouts?|counter|shop\s+floor|wards?|door)$", re.I)


def _new_job_terse(m: re.Match[str]) -> str:
    what, where = " ".join(m["what"].split()), f"{m['at']} {m['where']}"
    if _POSTS.fullmatch(what):
        return f"I work on {what} {where}. "
    if what.split()[-1].lower() in JOB_NOUNS:
        return f"I'm {en.article(what)} {what} {where}. "
    if what.split()[0].lower().endswith("ing"):
        return f"I got a new job {what} {where}. "
    return m.group(0)


# a relative or a friend named, then what they are or do said in a who-clause: "his mum is our daughter Fiona who is a
# nurse at the hospital", "my best friend is Noor who is a pilot for KLM": who they are, and then what they do said of
# them in a sentence of its own ("my friend Noor who I met at uni" is left)
_KIN_NAMED_WHO = re.compile(r"\b(?P<my>my|our)\s+(?P<rel>(?:best\s+|oldest\s+|youngest\s+|eldest\s+|little\s+|big\s+)?[a-z-]+)\s+"
                            r"(?P<is>is\s+)?(?P<name>(?-i:[A-Z])[^\W\d_]{1,20})\s+who\s+(?P<verb>is|works|teaches|lives|runs"
                            r"|owns|studies|trains)\s+(?=[\w'’])", re.I)


def _kin_named_who(m: re.Match[str]) -> str:
    rel = " ".join(m["rel"].lower().split())
    if rel.split()[-1] not in RELATIONS or m["name"].casefold() in NOT_NAMES or lexicon.common(m["name"].lower()):
        return m.group(0)
    said = f"{m['my']} {m['rel']} {m['is'] or ''}{m['name']}"
    return f"{said}. {m['my']} {m['rel']} {m['name']} {m['verb']} "


# A sibling's or a child's baby born, then named in what follows: "My sister's baby girl arrived on 3 July! Her name is
# Ada", "our daughter's baby arrived yesterday - a boy, Teodor!", "my brother's little boy was born on Monday! They
# called him Oisín": the user's niece, grandson or nephew by that name ("my niece Ada was born on 3 July"), not the
# sister (a boy or a girl said somewhere: the baby, his or her, or "they called him"; nothing said, left)
_KINS_BABY_NAMED = re.compile(
    r"\b(?:my|our)\s+(?:(?P<rel>sister|brother|sister-in-law|brother-in-law|daughter|son)['’]s\s+(?:new(?:born)?\s+)?"
    r"(?:(?:baby|little|tiny|wee)\s+)*(?P<kid>girl|boy|son|daughter|baby|one)?\s*(?:has\s+|just\s+|finally\s+)*"
    r"(?P<verb>was\s+born|arrived|came|is\s+here)"
    # ("my sister had her baby on 2 November, a little girl called Wren": the baby, said after when)
    r"|(?P<rel2>sister|sister-in-law|daughter|daughter-in-law)\s+(?:has\s+|just\s+|finally\s+)*had\s+(?:her|the|their)\s+baby)(?P<when>(?:\s+[\w’']+){0,5}?)\s*(?:[!.]+|\s-|,)\s*"
    r"(?:(?:it's\s+|it\s+is\s+)?(?:a|an)\s+(?:(?:little|baby|healthy|beautiful|tiny)\s+)*(?P<kid2>boy|girl)\s*[!.,]*\s*)?"
    r"(?:(?P<pron>his|her)\s+name\s+is\s+|(?:they|she|he)\s+(?:called|named)\s+(?P<obj>him|her)\s+|(?:called|named)\s+)?"
    r"(?P<name>(?-i:[A-Z])[^\W\d_]{1,20})\b(?!['’])", re.I)
_KIN_OF_KINS_BABY = {("sister", "m"): "nephew", ("sister", "f"): "niece", ("daughter", "m"): "grandson",
                     ("daughter", "f"): "granddaughter"}


def _kins_baby_named(m: re.Match[str]) -> str:
    said = " ".join(filter(None, (m["kid"], m["kid2"], m["pron"], m["obj"]))).lower().split()
    male, female = {"boy", "son", "his", "him"} & set(said), {"girl", "daughter", "her"} & set(said)
    name = m["name"]
    if bool(male) == bool(female) or name.casefold() in NOT_NAMES or lexicon.common(name.lower()) \
            or (m["rel2"] and not m["kid2"]):  # ("my sister had her baby today! Wren is …": whose is not said)
        return m.group(0)
    rel = (m["rel"] or m["rel2"]).lower().removesuffix("-in-law")
    kin = _KIN_OF_KINS_BABY[({"brother": "sister", "son": "daughter"}.get(rel, rel), "m" if male else "f")]
    return f"my {kin} {name} was born{m['when']}. "


# A sister's baby told, then said to be a boy or a girl and named: "my sister had the baby! a girl, Maisie", "Njeri had
# the baby, a boy! his name is Gitau": "… had a baby girl named Maisie" (her child, the user's niece or nephew; a name
# said bare is the sister's the user named before). Not "we had the baby" (the user's own), nor "my daughter …" (a
# grandchild, _GRANDCHILD_BORN)
_SISTER_HAD_THE_BABY = re.compile(
    r"\b(?P<who>my\s+(?:sister|sister-in-law)(?:\s+(?-i:[A-Z])[a-z'-]+)?|(?<![\w'’])(?-i:[A-Z])[a-z'-]+)\s+(?:has\s+|just\s+|finally\s+)*"
    r"had\s+(?:the|her)\s+baby\s*(?:[!.,]+\s*|\s+and\s+)(?:it's\s+|its\s+|it\s+is\s+)?(?:a|an)\s+"
    r"(?:(?:healthy|beautiful|gorgeous|little|tiny|bonny|bouncing|baby)\s+)*(?P<kid>boy|girl)\s*[!.,]+\s*"
    # ("a girl, 3.1 kg, we named her Ayesha", "A boy, 3.5 kilos, both well... they named him Giorgos": the weight and how
    # mother and baby are, said before the name, are the day's)
    r"(?:" + _NEWBORN_WEIGHT + r"\s*[!.,]+\s*)?(?:both\s+(?:are\s+|doing\s+)?(?:well|fine|good|great|healthy)\s*[!.,]+\s*)?"
    r"(?:(?:his|her)\s+name\s+is\s+|(?:called|named)\s+"
    r"|(?P<namer>we|they)(?:'ve|\s+have)?\s+(?:named|called)\s+(?:him|her)\s+)?(?P<name>(?-i:[A-Z])[a-z'-]{1,20})\b(?!['’])"
    # ("… named him Giorgos like his grandfather": whom the name is after is the naming's, left)
    r"(?:\s+(?:like|after)\s+(?:his|her)\s+(?:late\s+)?(?:great-)?(?:grandfather|grandmother|grandpa|grandma|grandad|granddad"
    r"|father|mother|dad|mum|mom|uncle|aunt)\b)?"
    # ("a girl, Maisie, 7 lbs 2 oz": the weight of the day, left)
    r"(?:\s*,\s*(?:weighing\s+)?(?:\d{1,2}\s*(?:lbs?|pounds?)(?:\s*\d{1,2}\s*(?:oz|ounces?))?|\d(?:\.\d{1,3})?\s*kg))?", re.I)


# hours cut, said by the days left: "I've gone down to three days a week at the practice", "dropped to 4 days a week"
_DOWN_TO_DAYS = re.compile(r"\bI(?:'ve|\s+have)?\s+(?:just\s+|now\s+)?(?:gone|went|dropped|cut\s+(?:back|down)|moved)\s+(?:down\s+|back\s+)?to\s+"
                           r"(?P<n>one|two|three|four|[1-4])\s+days\s+(?:a|per)\s+week\b")
# a test said bare in a message about learning to drive is the driving test: "I'm learning to drive, lessons every
# Saturday. Test is on 12 March"
_LEARNING_TO_DRIVE = re.compile(r"\b(?:learning\s+to\s+drive|driving\s+lessons?)\b", re.I)
_BARE_TEST = re.compile(r"(?:(?<=^)|(?<=[.!?]\s)|(?<=,\s))(?:(?i:my|the)\s+)?(?i:test)\s+(?=(?i:is|was)\s+(?i:on|in|next|this)\b)")
# "I PASSED!!! Permis de conduire in my pocket", "passed!! got my licence": the driving test passed, said by the licence
_PASSED_THEN_LICENCE = re.compile(r"\b(?:I\s+)?(?:(?:just|finally)\s+)?passed(?=\s*[!.]+\s*[^.!?]{0,40}?\b(?:(?:driving|driver's|drivers)\s+"
                                  r"licen[cs]e|licen[cs]e\s+in\s+my\s+(?:pocket|hand|wallet)|got\s+my\s+licen[cs]e|permis(?:\s+de\s+conduire)?)\b)",
                                  re.I)


# a relative's wedding told as past, by the day: "Keisha's wedding was beautiful yesterday", "my son's wedding went
# perfectly on Saturday" (she or he got married that day; a wedding without its day, "Jo's wedding was lovely", may be any
# guest's memory and is left)
_WEDDING_WAS = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<who>(?:my\s+[a-z-]+(?:\s+(?-i:[A-Z])[\w'-]+)?|(?-i:[A-Z])[\w'-]+))['’]s\s+wedding\s+(?:was|went)\b"
    r"(?P<mid>[^.!?]{0,60}?)\s(?P<when>yesterday|last\s+(?:night|week|weekend|[A-Za-z]+day)|on\s+[A-Za-z]+day|this\s+(?:morning|afternoon))\b",
    re.I)


def _wedding_was(m: re.Match[str]) -> str:
    who = m["who"]
    if not who.lower().startswith("my ") and (lexicon.common(who.lower()) or who.lower() in NOT_NAMES):
        return m.group(0)  # "Today's wedding was …", "Saturday's wedding was …": whose is not said
    return f"{who} got married {m['when']}"


# a birth told, then the baby's name in a clause of its own: "Chioma delivered a baby girl yesterday, her name is Adaeze",
# "my sister had a boy this morning, he's called Tomás" ("… had a baby girl named Adaeze yesterday"; "delivered" said of
# the mother, never of a midwife or a doctor)
_BABY_THEN_NAME = re.compile(
    r"\b(?P<who>(?:my\s+[a-z-]+|(?-i:[A-Z])[a-z'-]+)\s+(?:(?:has|just|finally)\s+)*)(?P<verb>delivered|gave\s+birth\s+to|had)\s+(?:a|an)\s+"
    r"(?P<adj>(?:(?:healthy|beautiful|gorgeous|little|tiny|bonny|bouncing)\s+)*)(?:baby\s+)?(?P<kid>boy|girl)"
    r"(?P<when>\s+(?:yesterday|today|last\s+night|this\s+morning|on\s+[A-Za-z]+day))?"
    r"(?:\s*[,!.]+\s*(?:(?:his|her)\s+name\s+is|(?:she|he)(?:'s|’s|\s+is)\s+called)\s+(?P<name>(?-i:[A-ZÀ-ÖØ-Þ])[^\W\d_]{1,20})\b(?!['’]))?",
    re.I)
_NOT_MOTHERS = frozenset("midwife doctor nurse surgeon obstetrician team hospital".split())


def _baby_then_name(m: re.Match[str]) -> str:
    if m["verb"].lower() != "delivered" and not m["name"]:
        return m.group(0)
    if m["who"].split()[-1].lower() in _NOT_MOTHERS or (m["verb"].lower() == "delivered" and m["who"].split()[0].lower() == "my"
                                                          and m["who"].split()[-1].lower() in _NOT_MOTHERS):
        return m.group(0)
    named = f" named {m['name']}" if m["name"] else ""
    return f"{m['who']}had a baby {m['kid'].lower()}{named}{m['when'] or ''}"


def _sister_had_the_baby(m: re.Match[str]) -> str:
    who = m.group("who")
    if (m.group("namer") or "").lower() == "we":
        # "Nusrat had the baby!! a girl, 3.1 kg, we named her Ayesha": the user named the baby, so it is theirs (the
        # mother said bare is their wife or partner)
        return f"my {'daughter' if m.group('kid').lower() == 'girl' else 'son'} {m.group('name')} was born"
    if not who.lower().startswith("my ") and (who.lower() in {"we", "i", "she", "he", "they"} or lexicon.common(who.lower())
                                              or who.lower() in NOT_NAMES):
        return m.group(0)  # "We had the baby! a boy, Finn": the user's own (_BIRTH_THEN_KID)
    if not who.lower().startswith("my ") and re.search(r"\b(?:my|our|his|her|their)\s+[\w-]+\s+$", m.string[: m.start()], re.I):
        return m.group(0)  # "My daughter Shelby had her baby, …": whose she is is said (a grandchild, _GRANDCHILD_BORN)
    return f"{who} had a baby {m.group('kid').lower()} named {m.group('name')}"


_GAVE_BIRTH_TO = re.compile(r"\b(?P<who>my\s+[a-z-]+(?:'s\s+(?:wife|partner|girlfriend))?(?:\s+(?-i:[A-Z])[a-z'-]+)?\s+)(?:has\s+|just\s+)*"
                            r"gave\s+birth\s+to\s+(?:a|an)\s+(?:(?:healthy|beautiful|gorgeous|little|tiny|bonny|bouncing)\s+)*(?:baby\s+)?"
                            r"(?P<kid>boy|girl)\b", re.I)
# a newborn's weight said after the birth ("… was born last Thursday, 7lb 11oz", "… on 19 June, 3.4kg"): of the day
_BIRTH_WEIGHT = re.compile(r"(?P<born>\bborn\b[^.!?\n]{0,40}?)\s*,\s*(?:weighing\s+)?(?:(?:\d{1,2}|five|six|seven|eight|nine|ten)\s*(?:lbs?|pounds?)"
                           r"(?:\s*\d{1,2}\s*(?:oz|ounces?)|\s+even|\s+(?:on\s+the\s+)?dot)?"
                           r"|\d(?:\.\d{1,3})?\s*(?:kg|kilos?))(?=\s*(?:[.!?,]|$))", re.I)


# "I'm giving netball up until after the baby", "I've given the Sunday league up": the particle said after the object,
# read as "giving up netball" (a pronoun, "give it up", is left as said)
_OBJECT_THEN_UP = re.compile(
    r"\b(?P<v>giv(?:e|es|ing)|gave|given)\s+(?P<obj>(?!(?:it|them|him|her|me|us|you|this|that|everything|all|hope)\b)"
    r"(?:(?:the|my|our)\s+)?[a-z][a-z-]{2,}(?:\s+(?!up\b)[a-z][a-z-]{2,})?)\s+up\b", re.I)
# "I've handed my licence back", "I surrendered my driving licence": the user no longer drives ("I've stopped driving")
_LICENCE_GIVEN_BACK = re.compile(
    r"\bi(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|now\s+)?(?:(?P<back>(?:handed|given|gave|sent|returned|turned)\s+(?:back|in)\s+)"
    r"|surrendered\s+|(?:gave|given)\s+up\s+|(?P<back2>(?:handed|given|gave|sent|returned)\s+))"
    r"my\s+(?:driving\s+|driver's\s+|drivers\s+)?licen[cs]e(?(back2)\s+(?:back|in)\b|\b)", re.I)


# A drink taken back: "I've gone back to drinking proper coffee", "I'm drinking tea again" ("I drink coffee again")
_DRINKING_AGAIN = re.compile(
    r"\bi(?:'ve|\s+have|'m|\s+am)?\s+(?:(?P<back>(?:gone|went|got|going)\s+back\s+to)\s+|(?:started|starting)\s+)?drinking\s+"
    r"(?:(?:proper|real|normal|regular|full-strength)\s+)?(?P<what>coffee|tea|alcohol|wine|beer|caffeine|milk|cola|fizzy\s+drinks"
    r"|energy\s+drinks)(?(back)(?:\s+again)?|\s+again)\b", re.I)


# How answers are laid out, said other ways: "dot points" (Australian English) are bullet points; "please stop with the
# dot points" is "no more bullet points"; "I'd rather have normal paragraphs now" asks for paragraphs
_DOT_POINTS = re.compile(r"\bdot[\s-]+(?P<s>points?)\b", re.I)
_FORMATS = r"bullet\s+points|emojis|headings|headers|tables|exclamation\s+marks|disclaimers|caveats"
# ("you can stop with the full latex examples now": examples of a kind asked for before, no longer wanted)
_STOP_WITH_THE = re.compile(rf"\b(?:please\s+)?(?:can\s+you\s+|you\s+can\s+)?stop\s+with\s+(?:all\s+)?the\s+"
                            rf"(?P<what>{_FORMATS}|(?:[a-z]+\s+){{1,2}}(?:code\s+)?(?:examples|snippets))\b", re.I)
_RATHER_HAVE_PARAGRAPHS = re.compile(r"\bi(?:'d|\s+would)\s+(?:rather|prefer\s+to)\s+have\s+(?:(?:normal|proper|plain|regular)\s+)?"
                                     r"(?P<what>paragraphs|prose|full\s+sentences)\b", re.I)


def _grandchild_born(m: re.Match[str]) -> str:
    kid, name = (m.group("kid"), m.group("name")) if m.group("kid") else (m.group("kid2"), m.group("name2"))
    said = f"my grand{'son' if kid.lower() == 'boy' else 'daughter'} {name} was born"
    if m.group("kid") and m.group("mother1") and "son" not in m.group("rel1").lower():
        # "our daughter Camille had a little girl, Léa": who the mother is to the user, said first
        said = f"my {m.group('rel1').lower()} is {m.group('mother1')}. M{said[1:]}"
    if m.group("kid") and m.group("born1"):  # ", on Easter Monday": the day
        return said + " "
    if m.group("kid2") and m.group("mother") and "son" not in m.group("rel2").lower():
        # "my daughter Jolene had her baby, …": who the mother is to the user, said first
        said = f"my {m.group('rel2').lower()} is {m.group('mother')}. M{said[1:]}"
    if m.group("kid2") and m.group("born"):  # ", born 14 October", ", on Tuesday": the day
        return said + (" " if m.group("born").rstrip().endswith(",") else " on ")
    return said


def _sibling_child_born(m: re.Match[str]) -> str:
    child = "nephew" if m.group("kid").lower() == "boy" else "niece"
    said = f"my {child} {m.group('name')} was born{m.group('when') or ''}"
    if m.group("mother") and m.group("rel").lower() == "sister":
        return f"my sister is {m.group('mother')}. M{said[1:]}"  # "my sister Brooke had …": who the mother is, said first
    return said


def _gave_birth_to(m: re.Match[str]) -> str:
    return f"{m.group('who')}had a baby {m.group('kid').lower()}"


_KID_BY_WORD = {"son": "son", "daughter": "daughter", "baby boy": "son", "baby girl": "daughter", "little boy": "son",
                "little girl": "daughter", "him": "son", "his": "son", "her": "daughter"}


# A pet spoken of, then named: "We pick up our kitten on Saturday and we're calling him Pepper", "got a puppy! We've
# named her Bean": the pet is called so (what came before is read as said)
_PET_THEN_NAME = re.compile(
    r"\b(?P<said>(?:our|my|a)\s+(?:new\s+)?(?:little\s+)?(?P<pet>dog|cat|puppy|kitten|rabbit|bunny|hamster|guinea\s+pig|parrot|budgie"
    r"|horse|pony|tortoise|ferret)\b[^.!?\n]{0,60}?)(?:[.!?]+\s+|\s+and\s+|\s*,\s*(?:and\s+)?)"
    r"(?:we(?:'re|\s+are)\s+(?:going\s+to\s+)?(?:calling|call|name|naming)|we(?:'ve|\s+have)?\s+(?:named|called)"
    # ("The kids named him Biscuit": the family names the user's pet)
    r"|(?:the\s+(?:kids|children|boys|girls)|my\s+(?:kids|children|son|daughter|wife|husband|partner))(?:'ve|\s+have)?\s+(?:named|called))"
    r"\s+(?:him|her|them|it)\s+(?P<name>(?-i:[A-Z])[a-z'-]{1,20})\b", re.I)


_NOW_CONDITION = re.compile(r"^(?P<am>i\s+(?:am|'m))\s+(?:now|officially)\s+(?=(?:pre-?diabetic|diabetic|anaemic|anemic|asthmatic"
                            r"|epileptic|coeliac|celiac|lactose\s+intolerant)\b)", re.I)
# "I am now what she calls pre-diabetic", "what the doctor called a mild stroke": the word itself
_WHAT_THEY_CALL = re.compile(r"\bwhat\s+(?:she|he|they|the\s+(?:doctor|doc|gp|nurse|consultant|specialist))\s+(?:calls?|called|would\s+call)\s+"
                             r"(?=(?:an?\s+)?[\w-]+)", re.I)
# Who tells the user what they have, or must do ("my physio says …", "the dermatologist said I have eczema")
_CLINICIANS = (r"(?:doctor|doc|gp|physio|physiotherapist|consultant|surgeon|dentist|nurse|cardiologist|specialist|midwife"
               r"|dietitian|dietician|therapist|dermatologist|neurologist|rheumatologist|podiatrist|chiropodist|endocrinologist"
               r"|diabetologist|optician|optometrist|ophthalmologist)")
# A clinician the user saw, then "she"/"he" telling the user what they have: "I went to the doctor about the dizzy spells
# and she told me I have vertigo", "I was at the GP on Friday. He said I have anaemia": the clinician said again, so
# _CLINICIAN_SAYS reads what they found as the user's ("she" alone could be anyone's sister)
_CLINICIAN_THEN_SHE = re.compile(
    # ("Saw the GP and she tells me …": the "I" dropped at the start of a sentence)
    r"(?P<said>(?:\bi(?:'ve|\s+have)?\s+|^|(?<=[.!?]\s))(?:(?:just|finally|only|also)\s+)?(?:went|gone|been|was|saw|seen|visited|called|rang)\s+"
    rf"(?:(?:to|at|with|round\s+to|over\s+to)\s+)?(?:see\s+)?(?:the|my|a)\s+(?P<who>{_CLINICIANS})\b[^.!?\n]{{0,80}}?(?P<sep>[.!?]+\s+|,?\s+and\s+(?:then\s+)?|\s*,\s*))"
    r"(?:she|he)\s+(?=(?:told\s+me|tells\s+me|has\s+told\s+me|said|says|confirmed|thinks)\s+(?:that\s+)?(?:i\s+(?:have|'ve\s+got|need"
    r"|must|should|can't|am|'m)\b|my\s+(?:blood\s+pressure|cholesterol|blood\s+sugar|sugar|iron|thyroid|bp)\b))", re.I)

# A clinician's finding about someone the user just spoke of, told the user: "Two years ago the neurólogo told us she has
# Alzheimer's", "the consultant told me he has Parkinson's": what she or he has (when it was told goes with the telling;
# a clinician by the word's ending too, as a Spanish or Italian one is written: "neurólogo", "cardiologo")
_TOLD_US_SHE_HAS_WORDS = re.compile(r"\btold\s+(?:us|me)\s+(?:that\s+)?(?:she|he)\s+(?:has|had)\b", re.I)
_TOLD_US_SHE_HAS = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:(?:a|one|two|three|four|five|six|\d{1,2})\s+(?:years?|months?|weeks?)\s+ago,?\s+|last\s+(?:year|month|week),?\s+)?"
    rf"(?:the|his|her|their)\s+(?:{_CLINICIANS}|[^\W\d_]{{2,}}(?:ologist|ólogo|óloga|ologo|ologa|iatrist|iatra))\s+"
    r"told\s+(?:us|me)\s+(?:that\s+)?(?=(?:she|he)\s+(?:has|had)\s)", re.I)


def _clinician_then_she(m: re.Match[str]) -> str:
    the = "The" if re.search(r"[.!?]", m.group("sep")) else "the"
    return f"{m.group('said')}{the} {m.group('who').lower()} "


# A relative's new pet, then its name: "my sister got a kitten, we named him Tom", "My son got a puppy last week, they've
# named her Luna": the pet is the relative's, named in their news (not "User's cat is Tom")
_THEIR_PET_THEN_NAME = re.compile(
    r"\b(?P<said>my\s+(?:sister|brother|son|daughter|mum|mom|mother|dad|father|parents|neighbou?r|friend|cousin|aunt|uncle|niece"
    r"|nephew|grandson|granddaughter|colleague)(?:\s+(?-i:[A-Z])[a-z'-]+)?\s+(?:has\s+|just\s+|finally\s+)*"
    r"(?:got|adopted|bought|rescued|brought\s+home)\s+(?:a|an)\s+(?:(?:new|little|tiny)\s+)?(?:[a-z-]+\s+)?"
    r"(?:dog|cat|puppy|kitten|rabbit|bunny|hamster|guinea\s+pig|parrot|budgie|horse|pony|tortoise|ferret))\b"
    r"(?P<between>[^.!?\n]{0,60}?)(?:[.!?]+\s+|\s+and\s+|\s*,\s*(?:and\s+)?)"
    r"(?:we|they|she|he)(?:'ve|\s+have|'s|\s+has)?\s+(?:named|called)\s+(?:him|her|it)\s+(?P<name>(?-i:[A-Z])[a-z'-]{1,20})\b", re.I)


# The user's new pet, then its name in the next sentence: "we adopted a cat! her name is Pimenta", "I got a puppy. His
# name's Bruno" (the same sentence is joined by english.clauses: "… a puppy, his name is Bruno"). Only a pet the user or
# their household got ("my friend got a cat. Her name is Mia" is the friend's)
_GOT_PET_HER_NAME = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<said>(?:(?:and|so|also|oh)\s+)?(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+|officially\s+)?"
    r"(?:adopted|got|rescued|brought\s+home)\s+(?:a|an)\s+(?:(?:new|little|tiny|rescue)\s+)?(?P<pet>dog|cat|puppy|pup|kitten|rabbit|bunny"
    r"|hamster|guinea\s+pig|parrot|budgie|horse|pony|tortoise|ferret)\b[^.!?\n]{0,40}?)[.!?]+\s+"
    r"(?:(?:and\s+)?(?:her|his|its)\s+name(?:'s|\s+is)\s+)(?P<name>[A-Za-z][a-z'-]{1,20})\b", re.I)


def _got_pet_her_name(m: re.Match[str]) -> str:
    name = m.group("name")
    if name.casefold() in NOT_NAMES or (name.islower() and lexicon.common(name)):
        return m.group(0)  # "her name is still undecided": no name yet
    return f"{m.group('said')} named {name[:1].upper()}{name[1:]}."


def _their_pet_then_name(m: re.Match[str]) -> str:
    return f"{m.group('said')} named {m.group('name')}{m.group('between')}"


def _pet_then_name(m: re.Match[str]) -> str:
    return f"{m.group('said')}. My {m.group('pet').lower()} is called {m.group('name')}"


def _aged_child_named(m: re.Match[str]) -> str:
    kid = {"son": "son", "boy": "son", "daughter": "daughter", "girl": "daughter"}.get((m.group("kid") or "").lower(), "child")
    age = m.group("age") if m.group("unit").lower() != "month" else f"{m.group('age')} months old"
    return f"my {kid} {m.group('name')} is {age}"


def _birth_then_kid(m: re.Match[str]) -> str:
    kid = _KID_BY_WORD["baby " + (m.group("kid") or m.group("kid0")).lower()]
    spouse = f"my {m['sp'].lower()} is {m['spn']}. " if m["couple"] and m["spn"] else ""  # the spouse named in "… and I"
    return f"{spouse}my {kid} {m.group('name')} was born{m.group('when') or m.group('when2') or m.group('when3') or ''}."


# A birth told, then the baby's name alone, a sentence of its own: "our baby boy is here!! Emeka.", "Our daughter
# arrived last night! Zainab"
_BIRTH_THEN_BARE_NAME = re.compile(
    r"\b(?:(?:the|our)\s+baby\s+(?:is\s+here|arrived|came)|(?:our|my)\s+(?P<kid>son|daughter|baby\s+(?:boy|girl)|little\s+(?:boy|girl))"
    r"\s+(?:(?:has|finally|just)\s+)*(?:was\s+born|arrived|is\s+here|came))(?P<when>" + _BIRTH_WHEN + r")\s*[.!]+\s+"
    r"(?P<name>(?-i:[A-Z])[^\W\d_]{1,20})(?=\s*[.!]|\s*$)", re.I)
# A tool of the user's said as a setting, "my" left out: "editor is neovim, dark theme always", "shell: fish"
_SETTING_BARE = re.compile(r"(?:^|(?<=[.!?]\s))(?P<what>editor|ide|shell|terminal|os|browser|keyboard\s+layout|font|theme)\s*(?:is|:|=)\s*"
                           r"(?P<val>[\w.+#-]+(?:\s+[\w.+#-]+)?)\s*(?P<end>,\s*|[.!]\s*|$)", re.I)


def _setting_bare(m: re.Match[str]) -> str:
    if lexicon.common(m["val"].split()[0].lower()) and m["val"].lower() not in _TOOL_VALUES:
        return m.group(0)  # "theme is nice, …": no tool named
    return f"my {m['what'].lower()} is {m['val']}." + (" " if m["end"].strip() != "" or m["end"] else "")


# A project said as a label: "side project: a tiny rust http router called yokai", "Day job: nurse at St James's"
_PROJECT_LABEL = re.compile(r"(?:^|(?<=[.!?]\s))(?:my\s+)?(?P<what>(?:side|pet|hobby|weekend|passion|current)\s+project|day\s+job)\s*[:=-]\s+"
                            r"(?=(?:a|an|my|the)\s|(?-i:[A-Z]))", re.I)
_TOOL_VALUES = frozenset({"vim", "emacs", "nano", "helix", "fish", "bash", "zsh", "dark", "light"})
# Married, said first with no one before it: "married to Thandi, we have two boys", "Happily married to Joe. Two kids."
_MARRIED_TO_BARE = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:and|also)\s+)?(?:(?:happily|newly|recently)\s+)?married\s+to\s+"
                              r"(?=(?-i:[A-Z])[\w'’-]+(?:\s*[,.;!]|\s+(?:and|for|since|with)\b|\s*$))", re.I)
# A piece of work's deadline: "thesis deadline is 30 September", "my dissertation deadline's the 1st of May": it is due then
_DEADLINE_IS = re.compile(r"(?:^|(?<=[.!?,;]\s)|(?<=\band\s))(?:(?P<my>my|our)\s+)?(?P<what>thesis|dissertation|essay|coursework|assignment"
                          r"|grant\s+application|manuscript|portfolio|final\s+project|capstone|book|novel|report)\s+deadline(?:'s|\s+is)\s+"
                          r"(?:on\s+)?(?=(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b|(?-i:[A-Z])[a-z]+\s+\d)", re.I)
# A year of a PhD said for the student: "I'm 3rd year PhD in linguistics", "a second-year masters at UCL"
_YEAR_OF_PHD = re.compile(r"\b(?P<year>(?:1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth|final)[\s-]+year\s+)"
                          r"(?P<what>phd|doctoral|masters?|msc|undergrad)(?!\s+(?:student|candidate|researcher|thesis|programme|program"
                          r"|course|degree|project)\b)\b", re.I)


# The baby arrived, said by "she"/"he", then the name with its birth: "she's here!! Leonor, born on the 10th, 3.2 kilos",
# "He arrived! Tomás, born yesterday at 4am": the user's daughter or son, by name
_HERE_THEN_BORN = re.compile(
    r"\b(?P<p>she|he)(?:'s|’s|\s+is)\s+(?:finally\s+)?here\s*[.!]+\s+|\b(?P<p2>she|he)\s+(?:finally\s+)?(?:arrived|came)\s*[.!]+\s+", re.I)
_HERE_THEN_BORN_NAME = re.compile(r"(?P<name>(?-i:[A-Z])[^\W\d_]{1,20}),?\s+(?:was\s+)?born(?P<when>" + _BIRTH_WHEN + r")(?=\s*[,.!]|\s*$)", re.I)


def _here_then_born(text: str) -> str:
    """"she's here!! Leonor, born on the 10th": "my daughter Leonor was born on the 10th" (the name, a word of the
    language or no name, leaves it as said)."""
    here = _HERE_THEN_BORN.search(text)
    if here is None:
        return text
    born = _HERE_THEN_BORN_NAME.match(text, here.end())
    if born is None or lexicon.common(born["name"].lower()) or born["name"].lower() in en.NOT_A_NAME:
        return text
    kid = "daughter" if (here["p"] or here["p2"]).lower() == "she" else "son"
    return f"{text[:here.start()]}my {kid} {born['name']} was born{born['when']}{text[born.end():]}"


# A child's birth told in the present, as a learner of English says it, with its day after: "Duarte is born! 3 october"
_BORN_PRESENT = re.compile(r"^(?P<name>(?-i:[A-Z])[^\W\d_]{1,20})\s+is\s+born\s*!+(?:\s*(?P<when>(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\s+"
                           rf"{_MONTHS})\b)?(?:\s*,(?:[^.!?\n]|\.\d)*)?", re.I)  # (what follows, the weight or how they are, left)


# A relative far away, then how often "we" talk: "my brother's in Canada, we talk every Sunday", "My sister lives in Perth,
# we video call every Saturday": the user's call with them, a habit ("I talk to my brother every Sunday")
_KIN_AWAY_WE_TALK = re.compile(
    rf"\b(?P<who>my\s+(?:(?:older|younger|big|little)\s+)?(?:{_KIN_REL}|mum|mom|mam|dad|mother|father|parents))"
    r"(?P<mid>(?:['’]s|\s+is|\s+are|\s+lives|\s+live)\s+(?:(?:over|out|down|up)\s+)?in\s+(?-i:[A-Z])[^,.;!?]{0,40}),\s*(?:and\s+|so\s+)?"
    r"we\s+(?P<verb>talk|speak|chat|facetime|call|ring|phone|skype|text|video[\s-]?call|catch\s+up)\s+"
    r"(?=(?:on\s+(?:the\s+)?(?:phone|facetime|whatsapp|zoom|skype)\s+)?(?:every|each|once|twice|most)\b)", re.I)
_TALK_TO = {"talk": "talk to", "speak": "speak to", "chat": "chat with", "catch up": "catch up with"}


def _kin_away_we_talk(m: re.Match[str]) -> str:
    verb = " ".join(m.group("verb").split())
    return f"{m.group('who')}{m.group('mid')}, I {_TALK_TO.get(verb.lower(), verb)} {m.group('who').lower()} "


def _birth_then_bare_name(m: re.Match[str]) -> str:
    if lexicon.common(m.group("name").lower()) or m.group("name").lower() in en.NOT_A_NAME:
        return m.group(0)  # "Our baby arrived! Finally.": no name
    kid = _KID_BY_WORD.get(" ".join((m.group("kid") or "").lower().split()), "child")
    return f"my {kid} {m.group('name')} was born{m.group('when')}."


def _born_present(m: re.Match[str]) -> str:
    if lexicon.common(m.group("name").lower()) or m.group("name").lower() in en.NOT_A_NAME:
        return m.group(0)
    return f"my child {m.group('name')} was born" + (f" on {m.group('when')}." if m.group("when") else ".")


def _birth_then_name(m: re.Match[str]) -> str:
    said = " ".join((m.group("kid") or "").lower().split())
    pronoun = (m.group("o") or m.group("p") or m.group("o2") or "").lower()
    kid = _KID_BY_WORD.get(said) or _KID_BY_WORD.get(pronoun) or "child"  # "we're calling them Sky": a child
    if said in {"son", "daughter"} and pronoun in _KID_BY_WORD and _KID_BY_WORD[pronoun] != said:
        return m.group(0)  # "our son arrived … her name is": not the same one
    return f"my {kid} {m.group('name')} was born{m.group('when')}."


def _in_commas(m: re.Match[str]) -> str:
    if m.group("role").lower() not in RELATIONS:
        return m.group(0)
    return f"{m.group('rel')} {m.group('name')} "


# An age said as an adjective of the role: "I'm a 24 year old nurse from Cork", "Hi, I'm Aoife, a
# 24-year-old nurse", "I'm a 35yo software dev": the age, then the role, each its own sentence
_AGED_ROLE = re.compile(r"\b(?P<im>I'm|I\s+am|Im)\s+(?:(?P<name>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s*,\s+)?an?\s+"
                        r"(?P<age>[1-9]\d)(?:\s*-?\s*(?:years?|yrs?)\s*-?\s*old|\s*(?:yo|y/o|y\.o\.))\s+(?=(?P<next>[a-z][\w-]*))", re.I)


def _aged_role(m: re.Match[str]) -> str:
    im = m.group("im")
    name = f"{im} {m.group('name')}. " if m.group("name") else ""
    return f"{name}{im} {m.group('age')}. {im} {en.article(m.group('next'))} "


# "I use VS Code for my little side project, a rehab exercise app in Flutter": what the project is, said after it in
# passing, a sentence of its own (the tool's fact keeps the project; a later switch of tool must not take the app with it)
_FOR_MY_PROJECT_A = re.compile(
    r"\b(?P<head>(?:for|on|with)\s+my\s+(?P<kind>(?:(?:little|small|new|own|personal|side|hobby|weekend|pet)\s+)*project)),\s+"
    r"(?P<what>(?:a|an)\s+[a-z][\w'-]*(?:\s+[\w.+#'-]+){1,8}?)(?P<end>\s*(?:[.!]|$))", re.I)


def _for_my_project_a(m: re.Match[str]) -> str:
    return f"{m['head']}. My {m['kind']} is {m['what']}{m['end']}"


# A name given in the next sentence: "I'm building a side project. It's called Tidewater", "We got a
# puppy! She's called Biscuit": "a side project called Tidewater", as if said in one
# someone the user has started dating, said with who they are: "I'm dating someone called Priya", "I've
# started seeing a guy called Tom", "I'm seeing someone new, her name's Priya"
_DATING_NAMED = re.compile(
    # ("started seeing someone! his name is Andre": the "I" dropped, the name in the next sentence)
    r"(?:(?<=^)|(?<=[.!?]\s))(?i:(?:i(?:'m|\s+am|'ve\s+(?:just\s+)?(?:started|been)|\s+(?:have\s+)?(?:just\s+)?started)"
    r"|(?:just\s+|finally\s+)?started)"
    r"\s+(?:now\s+)?(?:dating|seeing)\s+(?:someone|somebody|a\s+(?:guy|girl|woman|man|lad|bloke|lady))(?:\s+new)?"
    # (or named after a comma: "I've been seeing someone, Declan, he's a carpenter")
    r"(?:\s*,?\s+(?:called|named|(?:her|his|their)\s+name(?:'s|\s+is))|\s*,|\s*[.!]+\s+(?:her|his|their)\s+name(?:'s|\s+is)))\s+"
    r"(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)"
    r"(?P<n>[A-Z][\w'-]+)(?!\s+[A-Z])")
# a relative the user has, then the name after a comma: "I have a sister, her name is Anna", "i got a girlfriend now lol her
# names Mia" (its apostrophe dropped): "my sister is Anna", as one sentence (the relation checked in _have_kin_named)
_HAVE_KIN_NAMED = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s))(?P<lead>(?i:(?:btw|also|and|oh|so)\s+)?)(?i:i\s+have|i've\s+got|i\s+have\s+got|i\s+(?:just\s+)?got)"
    r"\s+(?i:an?)\s+(?i:new\s+)?(?P<rel>[a-z-]+)(?i:\s+now)?(?i:\s+(?:lol|haha|lmao))?\s*[,.!]?\s+"
    r"(?i:(?:her|his|their)\s+name(?:'s|s|\s+is))\s+(?P<n>[A-Z][\w'-]+)(?!\s+[A-Z])")


def _have_kin_named(m: re.Match[str]) -> str:
    rel = m.group("rel").lower()
    if rel not in RELATIONS or PET_KINDS.get(rel, rel) in _PET_WORDS:
        return m.group(0)  # "I got a text, his name is …": no relative; "I got a kitten. Her name's Mochi": a pet's own rules
    return f"{m.group('lead')}my {rel} is {m.group('n')}"


# someone else's relative, then the name after a comma: "My neighbour has a brother, his name is Tobias", "my friend Judith
# has a sister, her name is Greta": "my neighbour's brother is Tobias" (the name is the brother's, not the neighbour's)
_THEIR_KIN_NAMED = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s))(?P<who>(?i:my)\s+(?i:[a-z-]+)(?:\s+[A-Z][\w'-]+)?)\s+(?i:has|has\s+got|'s\s+got)\s+(?i:an?)\s+(?P<rel>[a-z-]+)"
    r"\s*,\s+(?i:(?:her|his|their)\s+name(?:'s|s|\s+is))\s+(?P<n>[A-Z][\w'-]+)(?!\s+[A-Z])")


def _their_kin_named(m: re.Match[str]) -> str:
    if m.group("rel").lower() not in RELATIONS:
        return m.group(0)  # "my sister has a new cat, her name is …": a pet's own rules
    return f"{m.group('who')}'s {m.group('rel').lower()} is {m.group('n')}"


# an offer said with the day the user starts: "got an offer from UiPath in Bucharest, automation QA! starting 1 August" (the
# job taken, as "I start at UiPath on 1 August" says it; an offer alone stays one)
_OFFER_STARTING = re.compile(
    r"(?P<head>(?<![\w'])(?i:(?:i\s+)?(?:just\s+)?got\s+(?:an?\s+)?(?:job\s+)?offer\s+from)\s+"
    # (the town and the role may follow the name: "… from UiPath in Bucharest, automation QA!")
    r"(?P<org>[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)?)(?:\s+in\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)?(?:\s*,\s*[^.!?,\n]{1,40}?)?)"
    r"\s*[!.,;-]+\s*(?i:and\s+)?(?i:(?:i'm|i\s+am)\s+)?(?i:starting)\s+"
    r"(?P<when>(?i:on\s+|in\s+|from\s+)?(?:(?i:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?i:of\s+)?[A-Z][a-z]+|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?"
    r"|(?i:next\s+(?:month|week|monday|year))))\b")


def _offer_starting(m: re.Match[str]) -> str:
    when = m.group("when")
    if not re.match(r"(?:on|in|from|next)\b", when, re.I):
        when = f"on {when}"
    return f"{m.group('head')}. I start at {m.group('org')} {when}"


# what replaced a pursuit given up, said after it:# what replaced a pursuit given up, said after it: "I've stopped the sea swimming for the winter, doing a pilates class
# on Tuesday evenings instead" (the second is a routine of its own: "I'm doing a pilates class … instead")
_STOPPED_THEN_INSTEAD = re.compile(
    r"(?P<head>(?<![\w'])(?i:i(?:'ve|\s+have)?\s+(?:(?:just|now|also)\s+)?(?:stopped|quit|dropped|given\s+up|gave\s+up))\s[^.!?;,]{3,80}?)"
    r"\s*,\s*(?i:(?:and\s+)?(?:(?:i'm|i\s+am)\s+)?(?:now\s+)?)(?P<what>(?i:doing|going\s+to|taking|playing)\s[^.!?;]{3,80}?\s(?i:instead))\b")
# "I broke up with Sam", "I just split up with Marta": the couple's form, read by one rule
_BROKE_UP_WITH = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))(?i:i\s+(?P<what>(?:just\s+|finally\s+|recently\s+)?(?:broke\s+up|split\s+up)))"
                            r"\s+(?i:with)\s+(?P<n>[A-Z][\w'-]+)\b(?!\s+[A-Z])")
# When a change starts, said first: "from August I take paternity leave", "From September I start at Arup"; said
# first, the date read as the sentence's lead was dropped (or kept capitalised, "From September 2026") and the
# present tense left no plan: moved after, "I take paternity leave from August", where the plan rules read it
_FROM_WHEN_FIRST = re.compile(
    r"(?P<lead>(?:^|(?<=[.!?]\s))(?:(?:so|and|also|ok|okay)\s*,?\s+)?)(?P<when>(?:from|starting|as\s+of)\s+"
    r"(?:(?:next|early|mid|late|the\s+(?:start|end)\s+of)\s+)?(?:january|february|march|april|may|june|july|august|september"
    r"|october|november|december|next\s+(?:week|month|year)|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\s*,?\s+"
    r"(?P<rest>(?:I|i)(?:'m|\s+am|'ll|\s+will)?\s+[^.!?,;\n]+?)(?P<end>[.!?,;]|$)", re.I | re.M)


def _from_when_after(m: re.Match[str]) -> str:
    when = m.group("when")
    return f"{m.group('lead')}{m.group('rest')} {when[:1].lower()}{when[1:]}{m.group('end')}"


# "Now I am Dr. Brandt": the title is new, said with "now" first; english.strip_lead drops a "now" said first
# (as "Now I use Dorico" is "I use Dorico now"), so it is moved after, where the doctorate rule reads it
# "It's Dr. Mensah now!": the user corrects how they are to be called, the title new. Not when the message is about a
# clinician ("my GP retired, it's Dr. Patel now" is who sees them now).
_ITS_TITLE_NOW = re.compile(r"(?:^|(?<=[.!?]\s))(?:[Ii]t's|[Ii]t\s+is|[Ii]ts)\s+(?P<dr>Dr\.?\s+[A-Z][\w'’-]+)\s+now(?=\s*(?:[.!]|$))")
_CLINICIAN_WORD = re.compile(r"\b(?:gp|doctor|doc|dentist|consultant|surgeon|vet|specialist|physician|paediatrician|pediatrician"
                             r"|gyn(?:a)?ecologist|psychiatrist|therapist|clinic|practice|surgery|appointment)\b", re.I)
_NOW_TITLE = re.compile(r"\b[Nn]ow,?\s+(?P<im>I'm|I\s+am|im)\s+(?P<dr>Dr\.?\s+[A-Z][\w'’-]+)(?=\s*(?:[.!]|$))")
# "me and Jae are moving to Leeds in spring", "me and my partner Ravi have booked …": the user and a person named,
# said with "me" first as in speech; read as the "Jae and I …" every rule of two knows
# ("me and my boyfriend split up" is read by english.clauses already; only a verb of two after the person: "me and
# Tama split up", "me and Ines got engaged" as "Tama and I …")
_ME_AND_NAMED = re.compile(r"(?P<lead>(?:^|(?<=[.!?]\s)))[Mm]e\s+and\s+(?P<who>[A-Z][a-z][\w'’-]*|my\s+[a-z][\w-]*\s+[A-Z][a-z][\w'’-]*)\s+"
                           r"(?=(?:are|were|have|had|'re|just|finally|both|will|broke|split|separated|got|moved)\b)")
# "my family are moving to Tauranga at the end of the year", "our whole household is relocating to Perth": the user's own
# household, so the user's move ("my family are moving to Spain but I'm staying here" is theirs; "my parents are moving"
# is the parents')
# ("…, so the family is moving to Lagos in December": "the family", after a comma and "so")
_FAMILY_MOVING = re.compile(r"(?P<lead>(?:^|(?<=[.!?]\s)|(?<=,\sso\s)|(?<=,\sand\s)))(?:my|our|the)\s+(?:whole\s+|little\s+)?(?:family|household|whānau|whanau)"
                            r"\s+(?:is|are|'s)\s+(?P<verb>moving|relocating)(?=\s+(?:back\s+)?to\s)"
                            r"(?![^.!?]*\b(?:but|while)\s+(?:i'm|i\s+am|i'll|i\s+will)\s+(?:staying|not)\b)", re.I)
# "we moved in together last month, me and Kai", "We're getting married in June, me and my girlfriend Ama": who "we" are,
# said after, put first ("Kai and I moved in together …")
_WE_THEN_WHO = re.compile(r"(?:^|(?<=[.!?]\s))[Ww]e(?P<be>'re|\s+are|'ve|\s+have|\s+were)?\s+(?P<rest>[^,.!?;]{3,80}?),\s+me\s+and\s+"
                          r"(?P<who>(?:my\s+[a-z][\w-]*\s+)?[A-Z][a-z][\w'’-]*)(?=\s*(?:[.!?]|$))")


def _we_then_who(m: re.Match[str]) -> str:
    be = {"'re": " are", " are": " are", "'ve": " have", " have": " have", " were": " were"}.get(m["be"] or "", "")
    who = m["who"][0].upper() + m["who"][1:]
    return f"{who} and I{be} {m['rest']}"


# "the little one is Aroha", "the little fella is ollie", "the eldest is Kuba", said where the user's children are spoken
# of (not grandchildren: "the little one has a peanut allergy" after "the two grandchildren" is a grandchild): a child
# named by their place among the children, as "our youngest is …" says it
_AMONG_CHILDREN = re.compile(r"\b(?:kids|children|(?:my|our)\s+(?:eldest|oldest|youngest|sons?|daughters?|boys|girls)|the\s+(?:eldest|oldest))\b",
                             re.I)
_GRANDCHILDREN = re.compile(r"\bgrand(?:kids|children|child|sons?|daughters?)\b", re.I)
_LITTLE_ONE_IS = re.compile(r"\bthe\s+(?:(?:little|wee|baby)\s+(?:one|fella|fellow|man|guy|lad|girl|boy)|youngest(?:\s+one)?)\s+is\s+"
                            r"(?=[^\W\d_])", re.I)
# "our eldest is Kuba, 11", "my youngest is Aroha, 3": the age said after the name, as "our eldest Kuba is 11" says it
# "I have a 3 year old called Mia", "we've got a 10-month-old boy named Kit": the child by their age, then their name
_AGED_CHILD_NAMED = re.compile(
    r"\b(?:I|we)(?:\s+have|\s+have\s+got|'ve\s+got|\s+got)\s+(?:a|an)\s+(?P<age>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"[\s-]+(?P<unit>year|yr|month)s?[\s-]+old\s+(?:(?:little\s+|baby\s+)?(?P<kid>son|daughter|boy|girl)\s+)?(?:called|named)\s+"
    r"(?P<name>(?-i:[A-Z])[a-z-]{1,20})\b(?!['’])", re.I)
_ORDER_NAMED_AGE = re.compile(r"\b(?P<who>(?:[Mm]y|[Oo]ur)\s+(?:eldest|oldest|youngest))\s+is\s+(?P<name>[A-Z][\w'’-]+),\s+(?P<age>\d{1,2})"
                              r"(?=\s*(?:[,.;!?]|$)|\s+and\b)")
# "our daughter is born!! Seo-yeon, September 27, 3.2 kg": the birth told in the present (a learner's English, or the
# news as it happens), then the baby's name and day said alone after it: "our daughter Seo-yeon was born on September 27"
_BORN_THEN_NAMED = re.compile(
    r"\b(?P<kin>(?:[Mm]y|[Oo]ur)\s+(?:new\s+)?(?:son|daughter))\s+(?:is|was|has\s+been)\s+born"
    # ("Our son was born on Saturday!! Filip, 3.4kg": the day said with the news, the weight after the name)
    r"(?P<when>\s+(?:on\s+(?:(?-i:[A-Z])[a-z]+|the\s+\d{1,2}(?:st|nd|rd|th)?)|yesterday|today|this\s+(?:morning|afternoon|evening)"
    r"|last\s+night|early\s+this\s+morning))?"
    r"(?:\s*[!.]+\s*|\s*,\s*)(?P<name>(?-i:[A-Z])[a-z]+(?:-[a-z]+)?)(?:\s*,\s*(?:on\s+)?(?P<day>" + _MONTHS
    + r"\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTHS + r"))?"
    r"(?:\s*[,.]?\s*\d{1,2}(?:[.,]\d{1,3})?\s*(?:kg|kilos?|lbs?|pounds?)\b(?:\s*\d{1,2}\s*oz\b)?)?"
    r"(?:\s*,\s*(?=\S)|(?=\s*(?:[.!;]|$)))", re.I)


def _born_then_named(m: re.Match[str]) -> str:
    if lexicon.common(first := m["name"].split("-")[0].lower()) or first in NOT_NAMES or first in en.NOT_A_NAME:
        return m.group(0)  # "our son is born! Finally, …", "… on Saturday! Wow, what a day": no name
    return f"{m['kin']} {m['name']} was born" + (f" on {m['day']}" if m["day"] else m["when"] or "") \
        + (". " if m.group(0).rstrip().endswith(",") else "")


# "I started nicotine patches, no cigarette for 2 weeks now", "haven't smoked in a month": smoking stopped that long ago,
# said as the time without it (a clause of its own: "the shop had no cigarettes for two days" is no stop of the user's)
_NO_SMOKE_FOR = re.compile(
    r"(?:(?<=^)|(?<=[,.;!]\s)|(?<=[,.;!]))\s*(?:no\s+(?:cigarettes?|cigs?|fags?|smokes?)|(?:i\s+)?(?:haven't|have\s+not|havent)\s+"
    r"(?:smoked|had\s+a\s+(?:cigarette|cig|fag|smoke)))\s+(?:for|in)\s+(?P<span>(?:\d{1,2}|a|an|one|two|three|four|five|six)\s+"
    r"(?:days?|weeks?|months?|years?))(?:\s+now)?(?=\s*(?:[,.;!]|$))", re.I)


# A job quit by its employer's name ("I resigned from Flutterwave in June", "quit Deliveroo", "handed in my notice at
# Arup"; never "left", said of towns as well): the message speaks of employers, so "I'm working in Moniepoint now" names
# the next one ("I left Lagos. I'm working in Accra now" is still two towns)
_QUIT_NAMED = re.compile(r"\b(?:resigned\s+from|quit|handed\s+in\s+(?:my\s+)?notice\s+at|left\s+my\s+job\s+at)\s+(?-i:[A-Z])", re.I)
_WORKING_IN_NAME = re.compile(r"\b(?P<v>work|working)\s+in\s+(?=(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2}"
                              r"(?:\s+(?:now|these\s+days))?\s*(?:[,.!;]|$))", re.I)
# "we moved to Leeds last month, the bakery too", "I relocated to Napier in May, and the food truck too": the user's
# business moved with them, a move of its own (as "we moved the bakery to Leeds" says it), not a tail of the home's
# "my mom makes me eat breakfast every day lol", "she makes me walk the dog every evening": a routine someone keeps the
# user to is the user's own ("User eats breakfast every day"); only with a routine's "every", "each", "daily"
_MADE_TO = re.compile(r"\b(?:(?:my|our)\s+[a-z-]+(?:\s+(?-i:[A-Z])[\w'-]+)?|(?-i:[A-Z])[\w'-]+|she|he|they)\s+(?:still\s+|always\s+)?"
                      r"(?:makes?|made)\s+me\s+(?=(?:eat|have|drink|take|do|walk|read|practi[sc]e|go\s+to)\s+[^.,;!?]{0,40}?"
                      r"\b(?:every|each|daily)\b)", re.I)
# "Marek changed his plans, they are staying in London": the plan now is the named one's ("Marek is staying in London")
_CHANGED_PLANS_THEN = re.compile(r"\b(?P<name>(?-i:[A-Z])[\w'-]+)\s+(?:has\s+)?changed\s+(?:his|her|their)\s+(?:plans?|mind)\s*"
                                 r"(?:,|;|-|\s+so|\s+and)\s*(?:now\s+)?(?:he|she|they)\s*(?:['’]re|\s+are|['’]s|\s+is)\s+"
                                 r"(?=(?:staying|moving|going|not\s+(?:moving|going|coming)|coming)\b)", re.I)
_MOVED_TOO = re.compile(r"\b(?P<who>[Ww]e|I)\s+(?P<v>moved|relocated)\s+(?:(?:up|down|over|back|across)\s+)?to\s+"
                        r"(?P<place>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)(?P<when>[^,.;!?]{0,30}?),\s+(?:and\s+)?(?:the|our|my)\s+"
                        r"(?P<thing>(?:[\w-]+\s+)?(?:bakery|shop|store|business|studio|salon|cafe|café|restaurant|food\s+truck|clinic"
                        r"|practice|workshop|office|stall|company))\s+(?:too|as\s+well)\b")


def _moved_too(m: re.Match[str]) -> str:
    """The home's move, then the business's, each a sentence."""
    return (f"{m['who']} {m['v']} to {m['place']}{m['when']}. "
            f"{m['who'].capitalize()} {m['v']} the {m['thing']} to {m['place']}{m['when']}")


# "sql style for this repo: CTEs instead of subqueries, trailing commas, and uppercase keywords", "python style: type hints
# everywhere, f-strings, and no wildcard imports": a language's code style, listed after a colon
_STYLE_LIST = re.compile(r"^(?:(?:also|and|ok|okay|so|btw|fyi)\s*,?\s+)?(?P<lang>sql|python|js|javascript|typescript|ts|go|rust|java|kotlin"
                         r"|ruby|php|c#|c\+\+|swift|scala|elixir|r|bash|shell|css|html|code|coding)\s+(?:style|conventions|style\s+rules|style\s+guide)"
                         r"(?:\s+(?:for|in|on)\s+(?:this|the|our|my)\s+(?:repo|project|codebase|team|code))?\s*:\s*(?P<items>.+)$", re.I)
_STYLE_ITEM = re.compile(r"^(?!(?:i|i'm|im|my|we|we're|you|it|it's|this|that|the|he|she|they|whatever|anything|any|idc|dunno|same|usual|standard"
                         r"|default|nothing|none|normal|tbd|todo|etc)\b)[\w#+.'-]+(?:\s+[\w#+.'-]+){0,5}$", re.I)
_LANG_NAMES = {"sql": "SQL", "js": "JavaScript", "javascript": "JavaScript", "typescript": "TypeScript", "ts": "TypeScript", "php": "PHP",
               "css": "CSS", "html": "HTML", "c#": "C#", "c++": "C++", "r": "R"}


# a style item of code said last, after "and" ("…, and lowercase keywords"), and the language it is for
_STYLE_TAIL = re.compile(r",?\s+and\s+(?:(?:always|also|please|pls)\s+)?(?:use\s+)?(?P<item>(?:lower|upper)[\s-]?case\s+(?:keywords|identifiers|table\s+names"
                         r"|column\s+names|names)|(?:trailing|leading)\s+commas|(?:single|double)\s+quotes|type\s+hints|tabs\s+not\s+spaces"
                         r"|spaces\s+not\s+tabs|semicolons|no\s+semicolons)(?:\s+(?:please|pls|too|as\s+well))?\s*[.!]*$", re.I)
_STYLE_LANG = re.compile(r"\b(?:SQL|Python|JavaScript|TypeScript|Go|Rust|Java|Kotlin|Ruby|PHP|Swift|Scala|Elixir|Bash|CSS|HTML)\b")


def _style_rules(m: re.Match[str]) -> list[Fact]:
    """Each item of a language's style list as a rule ("User wants trailing commas in SQL"); nothing unless every item is a
    short phrase of its own (no sentence of the user's: "sql style: I hate it")."""
    items = [i.strip(" .") for i in re.split(r"\s*(?:,|;)\s*(?:and\s+)?|\s+and\s+(?=[\w#+.'-]+(?:\s+[\w#+.'-]+){0,3}$)", m["items"]) if i.strip(" .")]
    if len(items) < 2 or not all(_STYLE_ITEM.match(i) for i in items):
        return []
    lang = m["lang"].lower()
    where = "code" if lang in {"code", "coding"} else _LANG_NAMES.get(lang, lang.capitalize())
    out = []
    for item in items:
        said = re.sub(r"^(?:use|always\s+use|prefer)\s+", "", item, flags=re.I)
        if re.match(r"(?:no|never|don't|avoid)\b", said, re.I):
            said = "no " + re.sub(r"^(?:no|never|don't|avoid)\s+(?:use\s+|using\s+)?", "", said, flags=re.I)
        out.append(Fact("preference", f"User wants {said} in {where}", importance=_INSTRUCTION_IMPORTANCE))
    return out


# "so short paragraphs", "…, so bullet points": what follows from what was said, opened with "so"
# a list of rules for the assistant opened ("rules:", "two rules:", "ground rules for this chat:"), and a short sentence of
# such a list (no subject of its own: "no apologies", "never invent references", "cite page numbers")
_RULES_OPEN = re.compile(r"^(?:(?:a\s+)?(?:couple|few|some|two|three|four|five)\s+(?:of\s+)?)?(?:ground\s+|house\s+|basic\s+)?rules"
                         r"(?:\s+for\s+(?:you|this\s+(?:chat|session|conversation)|(?:your\s+)?(?:answers|replies)))?\s*:", re.I)
_LISTED_RULE = re.compile(r"^(?!(?:i|i'm|im|i've|my|we|we're|our|he|she|they|it|it's|this|that|there|you|you're|the)\b)[a-z][\w'-]*"
                          r"(?:\s+[\w'-]+){0,7}[.!]?$", re.I)
_SO_FIRST = re.compile(r"\s*,?\s*(?:and\s+)?so\s", re.I)
# "It's Dr. Wanjiru, my dentist", "it's Tomas, my landlord, who …": a name said with whose it is, read as "My dentist is
# Dr. Wanjiru" ("It's Dana" alone is still the writer introducing themselves)
_ITS_NAME_MY = re.compile(r"(?:^|(?<=[.!?]\s))[Ii]t(?:'s|’s|\s+is)\s+(?P<name>(?:(?:Dr|Doctor|Prof|Professor|Mr|Mrs|Ms|Miss)\.?\s+)?"
                          r"[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?),\s+(?P<who>[Mm]y\s+(?!name\b)(?:[a-z][\w-]*\s+)?(?:[a-z][\w-]*|GP))\b"
                          r"(?!\s+(?:is|was|has|had|and)\b)")


def _its_name_my(m: re.Match[str]) -> str:
    """ "It's <Name>, my <who>" as "My <who> is <Name>"."""
    return f"My {m['who'][3:]} is {m['name']}"


_COUPLE_HAVE = re.compile(r"(?P<c>\b[A-Z][\w'-]+\s+and\s+I)['’]ve\b")
_CALLED_NEXT = re.compile(r"(?P<thing>\b(?:a|an|my|our|the|this|some)\s+(?:[\w-]+\s+){0,3}?(?P<noun>[a-z][\w-]*))(?P<end>\s*[.!]+)\s+"
                          r"(?:it's|it\s+is|its|it\s+was|she's|she\s+is|he's|he\s+is|they're|they\s+are)\s+(?:called|named)\s+"
                          r"(?P<name>(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*){0,3})", re.I)
_NOT_NAMED = frozenset("""week weekend month year day night morning evening afternoon today tonight yesterday tomorrow time
    moment while ago again too now though anyway""".split())


def _called_next(m: re.Match[str]) -> str:
    if m.group("noun").lower() in _NOT_NAMED:
        return m.group(0)
    return f"{m.group('thing')} called {m.group('name')}{m.group('end')}"


# A relative with what lasts about them in a "who" clause between commas: "My mother, who is eighty-one
# and lives on her own in Tucson, had a fall last week", "my brother Sam, who works in Leeds, is
# visiting": what the clause says is a statement of its own, then the rest of the sentence
_WHO_CLAUSE = re.compile(r"\b(?P<rel>(?-i:[Mm])y\s+(?:(?:older|younger|little|big|elder|eldest|oldest|youngest)\s+)?"
                         r"(?:mother|father|mum|mom|dad|sister|brother|son|daughter|grandmother|grandfather|grandma|grandpa"
                         r"|gran|granny|nan|nana|grandad|granddad|aunt|auntie|uncle|cousin|wife|husband|partner|girlfriend"
                         r"|boyfriend|niece|nephew"
                         r"|stepson|stepdaughter|best\s+friend)(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s*,\s+who\s+"
                         r"(?P<what>(?:is|was|has|lives|works|moved|turned|turns|studies|teaches|runs)\b[^,.;:!?()]{2,120}?)\s*,\s+"
                         r"(?=[a-z])")


_SHE_KIN = frozenset("mother mum mom sister daughter grandmother grandma gran granny nan nana nanna aunt auntie wife girlfriend"
                     " niece stepdaughter stepmother stepmum stepmom".split())
_HE_KIN = frozenset("father dad brother son grandfather grandpa grandad granddad gramps uncle husband boyfriend nephew stepson"
                    " stepfather stepdad".split())


def _who_clause(m: re.Match[str]) -> str:
    rel = m.group("rel")
    kin = next((w.lower() for w in rel.split()[1:] if w.lower() in _SHE_KIN | _HE_KIN), "")
    # the rest said of them as "she"/"he", as a second sentence would ("… in Tucson. She had a fall …")
    then = "She" if kin in _SHE_KIN else "He" if kin in _HE_KIN else rel
    return f"{rel} {m.group('what')}. {then} "


# "I walk the dog, a Border terrier called Nell, every morning": the pet named in an aside, "my dog Nell, a Border terrier,"
_PET_ASIDE_NAMED = re.compile(r"\b(?:the|our|my)\s+(?P<pet>dog|cat|puppy|kitten|pony|horse|rabbit)\s*,\s+(?P<kind>an?\s+[\w' -]{2,30}?)\s+"
                              r"(?:called|named)\s+(?P<name>(?-i:[A-Z])[a-z'-]+)(?=\s*,)", re.I)
# "I lost my wife Brenda in 2024", "we lost our dad to cancer last spring": a death, said as a loss (a pet, a job, a
# parent in a crowd or "my dad's keys" are not read so: only a relative, then a time, a cause or the sentence's end)
_LOST_KIN = re.compile(
    r"\b(?:I|we)(?:'ve|\s+have)?\s+(?:(?:sadly|recently|just|tragically)\s+)?lost\s+(?P<who>(?:my|our)\s+(?:(?:dear|beloved|darling|lovely)\s+)?"
    r"(?:wife|husband|partner|mum|mom|mother|dad|father|son|daughter|brother|sister|grandma|grandmother|granny|nan|nana|gran"
    r"|grandpa|grandfather|grandad|granddad|best\s+friend|aunt|auntie|uncle|cousin|(?:mother|father|brother|sister)-in-law)"
    r"(?:\s+(?-i:[A-Z])[a-z'-]+)?)(?P<cause>\s+to\s+(?:cancer|covid|dementia|a\s+stroke|a\s+heart\s+attack|leukaemia|leukemia"
    r"|(?:a\s+)?(?:long\s+)?illness))?(?=\s+(?:in\s+(?:\d{4}|january|february|march|april|may|june|july|august|september|october|november"
    r"|december|spring|summer|autumn|fall|winter|the\s+(?:spring|summer|autumn|fall|winter|pandemic))|on\s+\d|last|this|around|about"
    r"|nearly|almost|over|\d|a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|some|many|years|months|weeks|just|recently"
    r"|earlier|back)\b|\s*[,.!;]|\s*$)", re.I)


def _lost_kin(m: re.Match[str]) -> str:
    cause = m.group("cause")
    return f"{m.group('who')} died" + (f" of {cause.strip()[3:]}" if cause else "")


# "- Wife (Deepa) is a radiologist", "Twin daughters, 8 yrs", "Husband's away till Friday": in terse notes
# and list items the "my" before a relative is dropped. A relative word that opens a sentence (or a list
# item) and is then described - a name in brackets, a verb of being or having, an age after a comma - is
# the user's relative ("Wife is a radiologist" was read as a job, "User is a Wife is a radiologist").
# a parent called so in Spanish or Portuguese ("Papá fell", "mamá is staying with us"): the word "papa", "mama"
_ACCENTED_PARENT = re.compile(r"(?<![\w-])(?:[Pp]ap|[Mm]am)á(?![\w-])")
_BARE_KIN_LEAD = re.compile(
    r"(?:^|(?<=[.!?:]\s))(?:[-*•]\s+)?(?P<kin>(?:(?:twin|two|three|older|younger|eldest|youngest)\s+)?"
    r"(?:wife|husband|partner|fianc[ée]e?|son|sons|daughter|daughters|kids|children|mum|mom|dad|mother|father"
    r"|brother|sister|papa|mama))\b(?=\s*\(\s*[A-Z]|'s\s|\s+(?:is|are|was|has|have|works|lives|starts|turns)\b|,\s*\d)", re.I)


def _bare_kin(m: re.Match[str]) -> str:
    """The relative said with its "my" ("Twin daughters" -> "my twin daughters")."""
    return "my " + m["kin"].lower()


_NAME_IN_BRACKETS = re.compile(r"\b(?P<name>[A-Za-z][a-z'-]+)\s*\(\s*(?:my|our)\s+(?P<rel>[a-z-]+)"
                               r"(?:\s*,\s*(?:she|he|they|xe|ze)/(?:her|him|them|they|she|he|xem|zir)(?:/\w+)?)?\s*\)"
                               r"|\b(?P<my>[Mm]y|[Oo]ur)\s+(?P<rel2>[a-z-]+)\s*\(\s*(?P<name2>[A-Z][a-z'-]+)\s*\)")


def _bracketed(m: re.Match[str]) -> str:
    if m.group("name2"):
        return f"{m.group('my')} {m.group('rel2')} {m.group('name2')}"
    name = m.group("name")
    if lexicon.common(name.lower()):
        return m.group(0)
    return f"my {m.group('rel')} {name[:1].upper()}{name[1:]}"


# "Can you write me an Instagram post for …", "could you draft a letter to …", "write me a toast for …": one piece of
# work asked for, to be written
_PIECE_ASKED = re.compile(r"(?:\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|^(?:please\s+|pls\s+)?)"
                          r"(?:write|draft|compose|put\s+together)\s+(?:me\s+|us\s+)?(?:a|an|some|the|my|our)\s", re.I | re.M)
_OFFERED = re.compile(r"\b(?:want\s+me\s+to|shall\s+i|should\s+i|would\s+you\s+like(?:\s+me)?\s+to|do\s+you\s+want(?:\s+me)?\s+to"
                      r"|(?:do\s+you\s+)?want\s+(?:a|an|some|me|help)|would\s+you\s+like\s+(?:a|an|some|help))\b[^?]*\?\s*$", re.I)
# "we're staying in Leeds" said in a message about a move (one called off): where they live
_STAYING_BARE = re.compile(rf"^(?:{_IM}|we're|we are)\s+(?:just\s+|now\s+)?staying\s+(?:put\s+)?in\s+{_CITY}\s*$", re.I)
_MONTH_OR_DAY = re.compile(rf"(?:{_MONTHS}|{_DAYS})\b", re.I)
_OUR_KIN = re.compile(r"\b[Oo]ur\s+(?=(?:son|daughter|sons|daughters|kids?|children|child|baby|twins|boy|girl|grandson"
                      r"|granddaughter|grandkids|grandchildren|mum|mom|mother|dad|father|parents"
                      r"|dog|dogs|cat|cats|puppy|kitten|rabbit|parrot|horse|hamster|tortoise)\b)")
# "I've got a dog called Rex", "we've got two cats named Miso and Tofu": had, not just got (as "I have a dog
# named Rex" is one relation with the pet, not also an event of getting it)
# "My son got his autism diagnosis last week", "I got my ADHD diagnosis today": diagnosed with it
_GOT_DIAGNOSIS = re.compile(r"\b(?P<who>i|my\s+(?:[a-z-]+\s+)?[a-z-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:finally\s+|just\s+|has\s+)?(?:got|received|had)"
                            r"\s+(?:my|his|her|their)\s+(?:official\s+|formal\s+)?(?P<what>(?!(?:blood|test|scan)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
                            r"\s+diagnosis\b", re.I)
# "I have a 2 hour commute each way": how long the commute is
_HAVE_COMMUTE = re.compile(r"^i\s+have\s+(?:a|an)\s+(?P<len>(?:\d+|an?|one|two|three|half\s+an?)[\s-]+(?:hour|hr|minute|min)s?"
                           r"(?:\s+and\s+a\s+half)?)\s+commute\b", re.I)


def _commute_takes(c: re.Match[str]) -> str:
    """"I have a 2 hour commute": "my commute takes 2 hours" (the unit in full, plural after a number but one)."""
    count, *rest = re.sub(r"[ -]+", " ", c["len"]).split()
    unit = re.sub(r"^(?:hr|hour)s?$", "hour", re.sub(r"^(?:min|minute)s?$", "minute", rest[-1]))
    plural = "s" if count.isdigit() and count != "1" else ""
    return f"my commute takes {' '.join([count, *rest[:-1], unit])}{plural}"


# "I've cut down to one coffee a day", "I'm down to 5 cigarettes a day", "I'm cutting down to 2 coffees a day": how much
# the user has now
_CUT_DOWN_TO = re.compile(r"^(?:i(?:'ve|\s+have)?\s+|(?:i'm|i\s+am|im)\s+)?(?:(?:now|finally|just)\s+)*(?:cut\s+(?:down|back)\s+to|cutting\s+(?:down|back)\s+to|down\s+to)\s+"
                          r"(?:only\s+|just\s+)?(?P<n>\d{1,2}|one|two|three|four|five|six|a\s+couple\s+of)\s+"
                          r"(?P<what>(?:cups?\s+of\s+)?(?:coffees?|teas?|espressos?|lattes?|energy\s+drinks?|cans?\s+of\s+\w+|beers?|pints?"
                          r"|glass(?:es)?\s+of\s+wine|drinks?|units?|cigarettes?|cigs?|fags?|smokes?))\s+(?P<per>a|per|each)\s+"
                          r"(?P<unit>day|week|night)\b", re.I)


def _cut_down_to(c: re.Match[str]) -> str:
    verb = "smoke" if re.match(r"(?:cig|fag|smoke)", c["what"], re.I) else "drink"
    n = "just one" if c["n"].lower() == "one" else c["n"]
    now = "" if c.string[c.end():].strip(" .!") else " now"  # ("… a day for the IVF": why, said where "now" would go)
    return f"I {verb} {n} {c['what']} a {c['unit'].lower()}{now}"


# "We had to put Biscuit down last week", "I had to have my cat Tilly put to sleep": the pet died (said of the pet, so the
# write path ends what was said of it: Brain._died)
_PUT_DOWN = re.compile(r"^(?:we|i)\s+(?:(?:finally|sadly|just)\s+)?(?:had\s+to|have\s+had\s+to|'ve\s+had\s+to)\s+(?:put|have)\s+"
                       r"(?P<who>(?:(?:my|our)\s+(?:old\s+)?(?:dog|cat|rabbit|horse|pony|budgie|hamster|guinea\s+pig)\s+)?(?-i:[A-Z])[\w'’-]+)"
                       r"\s+(?:put\s+)?(?:down|to\s+sleep)\b", re.I)
# "we lost Mot on Sunday", "I lost Grandad last week": someone known by name died
_LOST_NAMED = re.compile(r"^(?:we|i)\s+(?:(?:sadly|just|finally|unfortunately)\s+)?lost\s+(?P<who>(?-i:[A-Z])[\w'’-]+)"
                         r"(?P<rest>\s+(?:on|last|yesterday|this|in|at|early|late)\b[^,;]*)?\s*(?:[,;.!].*)?$", re.I)
# "I'm self-employed as a plumber", "i am self employed, as an electrician": a self-employed plumber
_SELF_EMPLOYED_AS = re.compile(r"^(?P<im>i'm|i\s+am|im)\s+(?:now\s+)?self[\s-]employed\s*,?\s+as\s+(?P<a>an?)\s+(?=[a-z])", re.I)
# "I've got a sister in Melbourne called Ruth": she is Ruth, and lives there
_KIN_IN_CALLED = re.compile(r"^(?:i|we)(?:['’]ve|\s+have)?\s+(?:got\s+)?(?:a|an)\s+(?P<rel>(?:older\s+|younger\s+|little\s+|big\s+|twin\s+)?"
                            r"(?:sister|brother|son|daughter|cousin|aunt|auntie|uncle|niece|nephew|grandson|granddaughter|half-sister"
                            r"|half-brother|stepson|stepdaughter|stepsister|stepbrother))\s+(?:who\s+lives\s+)?in\s+"
                            r"(?P<place>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?)\s*,?\s+(?:called|named)\s+"
                            r"(?P<name>(?-i:[A-Z])[\w'’-]*)(?P<rest>\s*[.!]*)$", re.I)
# "Got my driving test on the 12th", "i got my scan next tuesday": an appointment the user has, on its day (not one
# "got", as a thing is)
_GOT_MY_DAY = re.compile(r"^(?:i\s+)?(?:(?:'ve|have)\s+)?got\s+(?P<my>my|our)\s+(?P<what>(?:[\w-]+\s+){0,2}?(?:test|exam|interview|scan"
                         r"|appointment|operation|surgery|op|hearing|assessment|review|audition|viva|mot|MOT|jab|smear|check-?up))"
                         r"\s+(?=(?:on\s+(?:the\s+)?\d|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s|this\s|tomorrow\b))", re.I)
_HAVE_GOT_NAMED = re.compile(r"^(?P<s>[Ii]|[Ww]e)(?:'ve|\s+have)\s+got\s+(?=(?:a|an|two|three|four)\s+(?:[\w-]+\s+){0,3}?(?:called|named)\s+[A-Z])")
# "all my to-dos live in TickTick now", "my notes sit in Obsidian": where the user keeps them, said of the things
# (read as "I keep all my to-dos in TickTick"; a tool needs a capital, and the rule for keeping checks it; "lives":
# en.agree has made "my tasks live" singular by then)
_THINGS_LIVE_IN = re.compile(r"^(?P<all>all\s+)?my\s+(?P<what>to-?dos|todo\s+lists?|tasks|notes|recipes|passwords|bookmarks"
                             r"|reading\s+notes|drafts)\s+(?:all\s+)?(?:lives?|sits?|stays?)\s+(?=(?:in|on)\s+(?-i:[A-Z])\w)", re.I)


def _things_live_in(m: re.Match[str]) -> str:
    return f"I keep {'all ' if m.group('all') else ''}my {m.group('what')} "


# "the shop is called Spokes & Sprockets": the user's own (as "my shop is called …")
# (not "the restaurant is called …": a place told of, as often as one's own)
_THE_WORK_CALLED = re.compile(r"^[Tt]he\s+(?=(?:shop|business|company|startup|salon|studio|podcast|channel|blog|charity"
                              r"|firm|agency)\s+is\s+(?:called|named)\s)")
# "the boys are 12 now", "the girls turned 9": an age of the children named before in the conversation
_THE_BOYS_AGED = re.compile(r"^[Tt]he\s+(?P<g>boys|girls|lads)\s+(?:are|turned)\s+(?P<age>\d{1,2})"
                            r"(?:\s+(?:now|yesterday|last\s+\w+|this\s+\w+|on\s+\w+))?\s*(?:,.*)?$")


def _named_children(discourse: Discourse, group: str) -> str | None:
    """'Nikau and Ari': the user's sons (for "boys", "lads") or daughters ("girls") named so far, two or more."""
    rel = "son" if group.lower() in {"boys", "lads"} else "daughter"
    names = [p.name for p in discourse.people if p.name and p.phrase == f"my {rel} {p.name}"]
    if len(names) < 2:
        return None
    return ", ".join(names[:-1]) + " and " + names[-1]


# "the kids start school on Monday": the user's kids, as "our kids" are
_THE_KIDS = re.compile(r"^[Tt]he\s+(?=(?:kids|children|twins|grandkids|grandchildren)\s+(?:are|were|want|wanted|have|had|start"
                       r"|started|love|loved|need|needed|go|went|got|get|moved|attend|attended|play|turned|turn)\b)")
_CLINICIAN_SAYS = re.compile(
    # ("Doctor say my blood pressure is high", "podiatrist says i have neuropathy": said without "the", typed short)
    rf"^(?:(?:(?:my|the)\s+)?{_CLINICIANS}(?:,?\s+(?:(?:Dr|Mrs|Mr|Ms)\.?\s+)?(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?,?)?\s+"
    r"(?:says|say|said|told\s+me|tells\s+me|has\s+told\s+me|wants\s+me\s+to\s+know|found|thinks|confirmed|diagnosed)"
    # "I've been told I'm pre-diabetic", "I was told I have high blood pressure": the finding, whoever said it
    r"|(?:i've|i\s+have|i\s+was|i've\s+just|i\s+just\s+got)\s+(?:just\s+)?(?:been\s+)?told)\s+(?:that\s+)?"
    r"(?=i\s+(?:must|should|need\s+to|have\s+to|can't|cannot|shouldn't|mustn't|am\s+not\s+allowed|have\s+(?!to\b))\b|i'm\s+not\s+allowed\b"
    # "the doctor tells me I am now pre-diabetic", "… I'm prediabetic": a condition said as what the user is
    r"|i(?:\s+am|'m)\s+(?:now\s+|officially\s+)?(?:pre-?diabetic|diabetic|anaemic|anemic|asthmatic|epileptic|coeliac|celiac"
    r"|lactose\s+intolerant|allergic|deficient)\b"
    r"|my\s+(?:blood\s+pressure|cholesterol|blood\s+sugar|sugar|iron|thyroid|heart\s+rate|bp)\s+(?:is|was|'s)\s+"
    r"(?:(?:very|too|a\s+bit|quite|really|still|now)\s+)*(?:high|low|up|raised|elevated|borderline)\b)",
    re.I)
_SAID_TWICE_OVER = re.compile(r"^my\s+(?P<rel>[a-z][\w -]{1,30}?)\s+(?P<name>(?-i:[A-Z])[\w'’-]+)\s+(?P<be>is|was)\s+my\s+(?P=rel)\b", re.I)
_THE_BOSS = re.compile(r"^[Tt]he\s+(?=(?:boss|gaffer)\s+(?:is|was|has|says|said|just|wants|keeps|kept|made|gave)\b)")
# (a comma after it stays: "allergic to penicillin fyi, found out as a kid" has its tail after the comma)
_MID_FILLER = re.compile(r"(?<=\w)\s+(?:btw|fyi|by\s+the\s+way)\b(?=,|\s)", re.I)
_NEW_ROLE_NAMED = re.compile(r"^(?:(?:my|our|a)\s+)?new\s+(?P<role>[a-z]+(?:\s+[a-z]+)?)\s+(?:is\s+)?(?:starting|starts|started|joining|joins"
                             r"|joined|arriving|arrives)\b[^,]*,\s*(?:her|his|their)\s+name\s+is\s+"
                             r"(?P<name>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s*$", re.I)
# "I have a lesson with a tutor on italki, her name is Lucía": who the one just spoken of is
_ROLE_THEN_NAME = re.compile(
    r"\b(?:a|an|my|our)\s+(?:[\w-]+\s+)?(?P<role>tutor|teacher|coach|trainer|therapist|physio|physiotherapist|doctor|dentist|landlord"
    r"|landlady|neighbou?r|instructor|mentor|supervisor|cleaner|nanny|babysitter|childminder|accountant|lawyer|carer"
    r"|vet|midwife|counsellor|counselor)\b[^,]{0,40}(?P<tail>,\s*(?:her|his|their)\s+name\s+is\s+"
    r"(?P<name>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?))\s*$", re.I)
_CONTEXT_LEAD = re.compile(r"^(?:(?:quick|some|a\s+bit\s+of|a\s+little|little|more)\s+)?(?:context|background|info|update)\b[^:]{0,30}:\s*(?=\S)",
                           re.I)
# a person at work told of by what they do, in a message about the user's team
_TEAM_TALK = re.compile(r"\b(?:my|our)\s+(?:[a-z]+\s+)?team\b|\breports?\s+to\s+me\b|\bmy\s+(?:direct\s+)?reports\b", re.I)
_NAME_AT_WORK = re.compile(r"^(?P<name>(?-i:[A-Z])[a-z'-]+)\s+(?=(?:runs|leads|handles|owns|manages|covers|heads|looks\s+after"
                           r"|is\s+(?:our|my)\s+(?:[\w-]+\s+){0,3}(?:lead|head|manager|director|engineer|analyst|designer|rep|"
                           r"specialist|coordinator|admin|assistant|consultant|architect|owner))\b)")
# "moving in June" said without where to, and the new home named in the same message
# "I've joined Thoughtworks!" with a first day, an onboarding or a new job told in the same message: the job begun
# (a club or an app is joined without them; "joined" said with them in its own clause is read by _started_at)
_JOINED_BARE = re.compile(r"^(?P<s>i(?:'ve|\s+have)?\s+(?:(?:just|finally|officially|now)\s+)*)joined\s+(?=(?-i:[A-Z])[\w&'.-]*"
                          r"(?:\s+(?-i:[A-Z])[\w&'.-]*){0,3}\s*$)", re.I)
_NEW_JOB_NEWS = re.compile(r"\b(?:(?:my\s+)?first\s+(?:day|shift)(?!\s+of\b)|(?:my\s+)?first\s+(?:week|month)\s+(?:there|at\s+work|in\s+the\s+(?:new\s+)?(?:job|role|office))"
                           r"|onboarding|induction"
                           r"|new\s+(?:job|role|position|employer|colleagues|team)|start\s+date|job\s+offer)\b", re.I)
# "Pepper is my corgi": the user has a corgi named Pepper (the breed said, the kind a person's relation)
_NAME_IS_MY_PET = re.compile(r"^(?P<name>[A-Z][\w'-]+)\s+is\s+(?:my|our)\s+(?:(?:little|old|new|rescue)\s+)?(?P<pet>[a-z][\w-]+)\s*[.!]?$")
# "got the offer from Sky Betting!! … start date is 13th april", "signed the contract with Kainos. I'm joining them on
# 3 March": the start said apart from the employer, who is named by the offer or contract in the same message (with its
# "of": "an offer from University Hospitals of Leicester", "the Bank of Ireland")
_OFFERING_ORG = r"(?-i:[A-Z])[\w&'.-]*(?:\s+(?:of\s+(?:the\s+)?)?(?-i:[A-Z])[\w&'.-]*){0,3}"
_OFFER_FROM = re.compile(r"\b(?:got|accepted|took|signed|received)\s+(?:the|an?|my|their)\s+(?:job\s+|new\s+)?(?:offer|contract)\s+"
                         rf"(?:from|with|at)\s+(?:the\s+)?(?P<org>{_OFFERING_ORG})", re.I)
_START_APART = re.compile(r"^(?:(?:i'm|i\s+am|i'll\s+be|i\s+will\s+be)\s+)?(?:joining|starting)(?:\s+(?:them|there|with\s+them))?"
                          r"(?P<when>\s+(?:on|in|from)\s+.+)$"
                          r"|^(?:my\s+|the\s+)?start(?:ing)?\s+date\s+is\s+(?P<date>.+)$", re.I)


def _start_apart(start: re.Match[str], offer: re.Match[str]) -> str:
    """'start date is 13th april' after 'got the offer from Sky Betting': "I'm starting at Sky Betting on 13th april"."""
    when = start.group("when")
    if when is None:
        date = start.group("date")
        when = f" on {date}" if re.match(rf"(?:the\s+)?\d|{_MONTHS}\b", date, re.I) else f" {date}"
    return f"I'm starting at {offer.group('org')}{when}"


_MOVING_WHEN = re.compile(r"^(?:(?:i'm|i\s+am|we're|we\s+are)\s+)?(?:moving|moving\s+in|moving\s+(?P<dir>down|up|over|across))\s+(?P<when>(?:in|on|at\s+the\s+end\s+of|next)\s+[\w ]{3,20}?)\s*$"
                          # ("I move 1 October" after "I found flat … in Tallaght": a learner's present for the plan, with a date)
                          r"|^(?:i|we)\s+move(?:\s+in)?\s+(?P<when2>(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTHS + r")\s*$",
                          re.I)
# "I've got a job at a dental practice in Limerick", "accepted a post with the council in Exeter": a job got (somewhere)
# by the user ("my sister got a job in Leeds" is hers), not an interview or a fair
_JOB_GOT = re.compile(r"(?:^|\b(?:i|we)(?:'ve|\s+have)?\s+)(?:(?:just|finally|now)\s+)?(?:got|landed|accepted|took|been\s+offered"
                      r"|was\s+offered)\s+(?:a|an|the|my)\s+(?:new\s+)?(?:job|role|post|position|placement)\b"
                      r"(?!\s+(?:interview|fair|application|search|hunt))", re.I)
_NEW_HOME_IN = re.compile(rf"\b(?:bought|found|rented|got|signed\s+for|closed\s+on|exchanged(?:\s+contracts)?\s+on|completed\s+on)\s+(?:(?:a|an|our|the|my)\s+)?(?:new\s+)?(?:house|flat|place"
                          rf"|apartment|home|condo|cottage)(?:\s+with\s+(?:a\s+)?[\w -]{{2,24}}?)?\s+in\s+(?P<city>{_CITY})")
# "we got into an accelerator in London, so I'm moving down in August": the place the news names
# (not where the user lives or comes from: "I live in Bristol but I'm moving up")
_NEWS_IN = re.compile(rf"(?<!\blive\s)(?<!\blives\s)(?<!\bbased\s)(?<!\bliving\s)\bin\s+(?P<city>{_CITY})")
# "we're in Dresden now", "I'm finally in Lisbon": where one is, read as a home only beside
# the signs of a move (_UNPACKING), not a trip
_IN_NOW = re.compile(rf"^(?:(?:finally|at\s+last|so|well|right|ok(?:ay)?)(?:\s+(?:in|moved(?:\s+in)?|here|done))?\s*[,!.:;]+\s*)?(?:{_IM}|we're|we are)\s+(?:finally\s+|now\s+|all\s+)?(?:in|settled\s+in)\s+(?P<city>{_CITY})"
                     r"(?:\s+now|\s+at\s+last|\s+finally)?\s*(?:(?:,|\s+and\s|\s+[-–—]\s).*)?$", re.I)
# "we made it to Montreal!!", "finally made it to Lima": arrived there
_MADE_IT_TO = re.compile(rf"^(?P<who>we|i)(?:'ve|\s+have)?\s+(?:(?:finally|just|safely)\s+)?made\s+it\s+to\s+(?={_CITY}\s*(?:[.!,]|$))", re.I)
# ("we have arrived in Valencia! We rented a flat in Ruzafa": arrived, and a home taken there)
_ARRIVED_IN = re.compile(rf"^(?:we|i)(?:'ve|\s+have)?\s+(?:(?:finally|just|now|safely)\s+)?arrived\s+in\s+(?P<city>{_CITY})\s*(?:at\s+last|finally)?\s*(?:,.*)?$", re.I)
_UNPACKING = re.compile(r"\b(?:boxes|unpack(?:ed|ing)?|movers|removal\s+van|moving\s+van|new\s+(?:flat|house|home|apartment|place|room)"
                        r"|(?:rented|renting|bought)\s+(?:a|an|our)\s+(?:\w+\s+)?(?:flat|house|apartment|place|condo|room)"
                        r"|moved\s+in|settling\s+in|the\s+move\b)", re.I)
_MOVE_TALK = re.compile(r"\b(?:move|moving|relocat(?:e|ing|ion))\b", re.I)
_MOVE_TO = re.compile(rf"\b(?:move|moving|relocate|relocating)\s+to\s+(?P<city>{_CITY})")
_THE_MOVE = re.compile(r"\bthe\s+(?:move|relocation)\b(?!\s+to\b)")

_DUE = re.compile(r"^(?:(?:the\s+)?baby(?:'s|\s+is)?\s+|(?:she's|he's|we're|i'm)\s+)?(?:due|(?:will|is\s+going\s+to)\s+(?:come|arrive))"
                  r"\s+(?P<when>(?:in|on|at\s+the\s+(?:start|end)\s+of|early|late|mid)\s+[\w ]{3,25}?)\s*[.!]*$", re.I)
# A baby on the way, said anywhere in the message: "pregnant", "expecting", "due in March", "the bump"
_BABY_ON_THE_WAY = re.compile(r"\b(?:pregnant|expecting|due\s+(?:in|on|date|any\s+day|next)|on\s+the\s+way|(?:the|my|her)\s+bump"
                              r"|(?:baby|girl|boy)(?:'s|\s+is)\s+due)\b", re.I)
# The name chosen for it: "we will call her Julieta", "we're naming him Tomás", "we're going to name her Ada"
_NAMING_BABY = re.compile(r"\bwe(?:'re|\s+are|'ll|\s+will)?\s+(?:(?:probably|definitely|going\s+to|gonna)\s+)*"
                          r"(?:name|naming|call|calling)\s+(?P<o>her|him|them|the\s+baby)\s+"
                          r"(?P<name>(?-i:[A-Z])[^\W\d_][\w'’-]*(?:\s+(?-i:[A-Z])[^\W\d_][\w'’-]*)?)", re.I)


def _baby_to_be_named(m: re.Match[str]) -> Fact:
    """'we're naming him Tomás', said of a baby on the way: the name the child will have, not a pet's nor a
    nickname. No person yet (as the labelled set has it): the birth news names the child (see births.py)."""
    kid = {"her": "baby girl", "him": "baby boy"}.get(m.group("o").lower(), "baby")
    return Fact("relationship", f"User's {kid} on the way will be named {m.group('name')}")


_EXPECTING = re.compile(r"\b(?:is|are)\s+(?:pregnant|expecting)\b", re.I)
# What a named project is, said after it: "it's a meditation timer app (I'm building) in SwiftUI"
_IT_IS_A = re.compile(r"^(?:it's|it\s+is)\s+(?P<what>(?:a|an)\s+(?!lot\b|bit\b|mess\b)[a-z][\w -]{2,50}?)"
                      r"(?:\s+(?:that\s+)?(?:i'm|i\s+am|we're|we\s+are)\s+(?:building|making|writing|developing|coding)"
                      r"(?P<how>\s+(?:in|with|on|for)\s+[\w .+#-]{1,30})?)?$", re.I)
_CALLED_IT = re.compile(
    # (the lead in any case: "It's called Fledgling" opening its own message has the sentence's capital)
    r"^(?i:it's|it is|it'll be|it will be|(?:it's|it is) going to be|(?:we're|we are|i'm|i am) (?:calling|naming) it"
    r"|(?:we|i) (?:named|called) it|(?:the|its|our) name is)\s+(?i:call(?:ed)?\s+|named\s+)?(?P<name>[\"“]?[A-Z0-9][^,;]*)$"
    # ("so it's NVDA with Firefox from now on": what is used from now on, no name given)
    r"(?<!from now on)(?<!\bnow)(?<!\binstead)(?<!these days)")
# "it's INTENSE!": one word in capitals is said loud, not a name given (a name is given with
# "called"/"named", which the pattern reads before it)
_SHOUTED = re.compile(r"(?-i:[A-Z]{3,})[!.]*$")
_NAMING = re.compile(r"\b(?:call|called|calling|named|naming|name)\b", re.I)
# A bare answer to the assistant's question about the user: the question says what it is.
_SLOTS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bwhere\s+(?:do|are)\s+you\s+(?:live|living|based|located)\b|\bwhich\s+city\s+(?:do|are)\s+you\b", re.I),
     "I live in {}"),
    (re.compile(r"\bwhere\s+are\s+you\s+(?:originally\s+)?from\b", re.I), "I'm from {}"),
    (re.compile(r"\bwhere\s+do\s+you\s+work\b|\bwho\s+do\s+you\s+work\s+for\b", re.I), "I work at {}"),
    (re.compile(r"\bhow\s+old\s+are\s+you\b", re.I), "I'm {}"),
    (re.compile(r"\bwhat(?:'s|\s+is)\s+your\s+name\b|\bwhat\s+should\s+i\s+call\s+you\b", re.I), "My name is {}"),
    # "What's it called?" - "Fledgling": the name of the thing the user makes, spoken of before ("it")
    (re.compile(r"\bwhat(?:'s|’s|\s+is)\s+it\s+(?:called|named)\b|\bwhat(?:'s|’s|\s+is)\s+its\s+name\b"
                r"|\bwhat\s+(?:are|will)\s+you\s+(?:be\s+)?(?:calling|naming)\s+it\b|\bdoes\s+it\s+have\s+a\s+name\b", re.I),
     "It's called {}"),
    # "What's the cat's name?" - "Mabli. She is fourteen now": the user's pet, by its name
    (re.compile(rf"\bwhat(?:'s|\s+is)\s+(?:the|your)\s+(?P<pet>{_PET_KIND})(?:'s\s+name|\s+called)\b", re.I), "My {pet} is called {}"),
    # "What's your granddaughter called?" - "Ruby. she's 9": the relative, by their name (then "she" is Ruby)
    (re.compile(rf"\bwhat(?:'s|\s+is)\s+your\s+(?:(?:older|younger|little|eldest|oldest|youngest)\s+)?(?P<pet>{_UNIQUE_REL}|{_KIN_REL})"
                r"(?:['’]s\s+name|\s+called)\b", re.I), "My {pet} is called {}"),
)
_WORK_AT_PART_TIME = re.compile(r"\b(?P<i>I)\s+work\s+(?P<at>(?:at|for)\s+[^,.;!?]{2,60}?)\s*,\s*(?:just\s+|only\s+)?(?P<pt>(?:part|full)[\s-]time)\s*(?=[.!;]|$)", re.I)
# "I live in Bristol, been here 5 years": how long, said with "here" ("here" alone would not stand)
_BEEN_HERE = re.compile(r"\b(?:I\s+live|I'm\s+based|I\s+am\s+based|we\s+live)\s+in\s+(?P<place>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?)"
                        r"\s*,\s+(?:(?:i've|we've|i\s+have|we\s+have)\s+)?been\s+(?:here|there)\s+(?:for\s+)?"
                        r"(?P<dur>(?:about\s+|almost\s+|nearly\s+|over\s+)?(?:\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten"
                        r"|a\s+few|a\s+couple\s+of)\s+(?:years?|months?))\b", re.I)


def _been_here(m: re.Match[str]) -> str:
    return f"I've lived in {m.group('place')} for {m.group('dur')}"


_ANSWER_THEN_MORE = re.compile(r"^(?P<a>[^\W\d_][\w'’.-]*(?:\s+[^\W\d_][\w'’.-]*){0,2})\s*,\s+(?P<rest>(?:i\s+)?(?:moved|been|lived|living"
                               r"|born|grew|originally|though|near|just|for|since|have\s+been|i've\s+been)\b.{0,200})$", re.I)
_SHORT_ANSWER = re.compile(r"^(?P<a>[^\W\d_][\w'’.-]*(?:[ ,]+[^\W\d_][\w'’.-]*){0,2}|\d{1,3})\s*[.!]?$")


# "Who's Ana?" - "my girlfriend, 3 years together": the person asked about, by the relation the answer gives
_WHO_IS = re.compile(r"\bwho(?:'s|’s|\s+is)\s+(?P<name>(?-i:[A-Z])[\w'’-]+)\s*$", re.I)
_MY_RELATION_ANSWER = re.compile(r"^(?:(?:oh|ah|haha|lol|sorry)[,!.]?\s+)?(?:(?:she|he)(?:'s|’s|\s+is)\s+|they(?:'re|’re|\s+are)\s+)?"
                                 r"my\s+(?P<said>[\w-]+(?:\s+[\w-]+)?)\b(?P<rest>.*)$", re.I)


def _who_answered(asked: str, sentence: str) -> str | None:
    """'Who's Ana?' - 'my girlfriend jaja, 3 years together': "Ana is my girlfriend, 3 years together"."""
    if not (who := _WHO_IS.search(asked)) or not (m := _MY_RELATION_ANSWER.match(sentence.strip())):
        return None
    words = m.group("said").split()
    if words[0].lower() in RELATIONS:  # "my girlfriend jaja": the relation, then more
        rel, rest = words[0], "".join(" " + w for w in words[1:]) + m.group("rest")
    elif len(words) == 2 and words[1].lower() in RELATIONS:  # "my little brother"
        rel, rest = " ".join(words), m.group("rest")
    else:
        return None  # "my pleasure", "my old boss from Lidl": no relation, or not one this reads
    if re.match(r"['’]s?\b|\s*of\b", rest):
        return None  # "my boss's wife", "my brother's friend": someone else, by way of the relation
    while (laugh := re.match(r"\s*([^\s,.!?]+)", rest)) and lexicon.laughter(laugh.group(1)):
        rest = rest[laugh.end():]  # "jaja, 3 years together": the laugh goes
    return f"{who.group('name')} is my {rel}{rest}"


_TOOL_NAME = r"(?-i:[A-Z])[\w.+#-]*(?:\s(?-i:[A-Z])[\w.+#-]*)?"
# "Which apps do you use for practice?" - "Duolingo and Anki only now": the tools the user uses, named
_TOOLS_ASKED = re.compile(r"\b(?:which|what)\s+(?:(?:apps?|tools?|software|programs?|platforms?|services?|editors?)\s+)?"
                          r"(?:do|are|did)\s+you\s+(?:(?:mostly|mainly|usually|still|now)\s+)?(?:use|using|sell\s+on|selling\s+on"
                          r"|work\s+(?:in|with)|working\s+(?:in|with))\b", re.I)
# ("mostly Figma all day", "mainly Dovetail and Miro, every day": how much of the time, said around the names)
_TOOL_LIST_ANSWER = re.compile(rf"^(?P<only>only\s+|just\s+)?(?P<mostly>(?:mostly|mainly|largely|primarily|usually)\s+)?"
                               rf"(?P<list>{_TOOL_NAME}(?:\s*(?:,|and|&|\+)\s*{_TOOL_NAME})*)"
                               r"(?P<only2>\s+only|\s+alone)?(?P<now>\s+(?:now|these\s+days|at\s+the\s+moment))?"
                               r"(?P<often>,?\s+(?:every\s+day|each\s+day|all\s+day(?:\s+long)?|daily|day\s+in\s+day\s+out))?\s*[.!]*$", re.I)


def _tools_answered(sentence: str, purpose: str = "") -> str | None:
    """'Duolingo and Anki only now', said to "which apps do you use?": "I only use Duolingo and Anki now". Each
    item a name (not an ordinary word: "Paper and pen." names no tool)."""
    m = _TOOL_LIST_ANSWER.match(sentence.strip().rstrip(" .!"))
    if not m:
        return None
    names = [w for w in re.split(r"\s*(?:,|\band\b|&|\+)\s*", m.group("list")) if w]
    first = (names[0] if names else "").split()[0].lower() if names else ""
    if not first or first in lexicon.FUNCTION_WORDS or lexicon.verbish(first) or first.endswith("ly"):
        return None  # "None.", "Mostly Excel": the first word's capital is the sentence's (a product's name may be a word: Notion)
    only = "only " if (m.group("only") or m.group("only2")) else ""
    mostly = m.group("mostly").strip().lower() + " " if m.group("mostly") else ""
    often = " " + m.group("often").strip(" ,").lower() if m.group("often") else ""
    return f"I {only}{mostly}use {m.group('list')}{purpose}{often}{' now' if m.group('now') else ''}"


def _purpose(rest: str) -> str:
    """What the tools asked about are for ("… do you use for practice": " for practice"), if said plainly."""
    m = re.match(r"\s+(?P<for>for\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s*(?:these\s+days|now|at\s+the\s+moment)?\s*$", rest, re.I)
    if not m or _YOU.search(m.group("for")):
        return ""
    return " " + m.group("for")


# a relative named in a request ("… for my wife Sarah"), and who they are, as the rules say it (family and pets only:
# "an email to my boss Karen" is the request's, as the labelled set has it)
_MY_KIN_NAMED = re.compile(r"\bmy\s+(?:[a-z-]+\s+){1,2}?(?-i:[A-Z])[a-z]", re.I)
_KIN_IS = re.compile(r"User's (?P<rel>(?:[a-z-]+ ){1,2}?)is (?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)?")
_REASON_AFTER_REQUEST = re.compile(r",\s+(?:as|since|because)\s+(?=(?:i'm|i\s+am|i\s+have|i've\s+got|i\s+can't|i\s+cannot)\s)", re.I)
_REASON_OPENS = re.compile(r"^(?:as|since|because)\s+(?=(?:i'm|i\s+am|i\s+have|i've\s+got|i\s+can't|i\s+cannot)\s)", re.I)
_BODY_REASON = re.compile(r"^(?:(?:as|since|because|cause|cos)\s+)?(?=(?:i'm|i\s+am|i\s+have|i've\s+got|i've|i\s+can't|i\s+cannot)\s)", re.I)
_JOINED_NOTHING = re.compile(r"User (?:has\s+|had\s+)?(?:just\s+|only\s+|recently\s+)?joined(?:\s+(?:in|on|around|back\s+in|at\s+the\s+(?:start|end)\s+of)\s+[^,]*)?$"
                             # ("… moving to Stonehaven we close on 1 October": the sale's closing, on what is not said)
                             r"|User (?:is|was) closing on (?:the\s+)?\d[^,]*$")
# ("Paati says thank you and she is going for her nap": the one who says, a grandmother by a word of her own, not
# the daughter-in-law named before)
# a sentence that tells what someone named did, its verb in the past and nothing after it ("Marco quit.", "Dana left
# last week."): the next sentence's dropped subject is theirs
_SOMEONE_DID = re.compile(r"(?P<who>(?-i:[A-Z])[a-z][\w'-]*)\s+(?:(?:just|finally|then|also|suddenly)\s+)?(?:quit|left|resigned|retired"
                          r"|moved\s+out|moved\s+away|got\s+fired|got\s+sacked|walked\s+out|packed\s+it\s+in)"
                          r"(?:\s+(?:last\s+\w+|yesterday|today|this\s+\w+|on\s+\w+day))?\s*[.!]*$")
_NAME_OPENS = re.compile(r"(?P<name>(?-i:[A-Z])[a-z][\w'-]*)\s+(?:is|was|has|had|just|got|turned|started|loves|likes|goes|went"
                         r"|says|said)\b")
# "the optician told me …", "The thing is, my consultant said …": one known by their role opens the clause
_ROLE_OPENS = re.compile(r"(?:(?:the\s+thing\s+is|so|well|anyway|apparently|and|but|oh|also|now)\s*,?\s+)*(?P<who>(?:the|my|our)\s+(?:optician|optometrist|doctor|gp|dentist|nurse|consultant|surgeon|physio"
                         r"|physiotherapist|vet|midwife|specialist|therapist|counsellor|counselor|teacher|tutor|landlord|landlady"
                         r"|boss|manager|lawyer|solicitor|accountant|mechanic|pharmacist))\s+(?:told|tells|said|says|thinks|thought"
                         # (what they said, not who they are: "My boss is Bob, he wants …" is Bob)
                         r"|reckons|reckoned|explained|warned|mentioned)\b", re.I)
_PRONOUN_OPENS_CLAUSE = re.compile(r"\s*(?:(?:and|but|so)\s+)?(?P<p>she|he)\s+(?=[a-z])", re.I)
_PRONOUN_OPENS = re.compile(r"^(?P<p>she|he)(?P<be>['’]s|\s+is|\s+was|\s+turned|\s+turns|\s+has|\s+just)\b", re.I)


def _name_then_pronoun(sentences: list[str]) -> list[str]:
    """A name said alone, then a sentence opening with "she"/"he" ("Isla. she's 4", an answer typed in two
    bits): the pronoun is the name just given, whoever was spoken of before ("my daughter Fiona" gave
    "Fiona is 4"). The name alone is dropped: the next sentence says it."""
    out: list[str] = []
    for sentence in sentences:
        name = _BARE_NAME.match(out[-1].strip()) if out else None
        opens = _PRONOUN_OPENS.match(sentence.strip())
        if name and opens and " " not in name.group("name") and name.group("name")[:1].isupper() \
                and not lexicon.common(name.group("name").lower()) and name.group("name").casefold() not in NOT_NAMES:
            be = " is" if opens.group("be").strip() in {"'s", "’s"} else opens.group("be")
            out[-1] = name.group("name") + be + sentence.strip()[opens.end():]
            continue
        out.append(sentence)
    return out


def _answered(question: str, sentence: str) -> str:
    """'Where are you based?' - 'lisbon.': "I live in Lisbon" (a short answer only; anything longer says itself)."""
    asked = question.rsplit("?", 1)[0][-200:] if "?" in question else ""
    if asked and (said := _who_answered(asked, sentence)) is not None:
        return said
    if asked and (tools_asked := _TOOLS_ASKED.search(asked)) \
            and (tools := _tools_answered(sentence, _purpose(asked[tools_asked.end():]))):
        return tools
    if asked and _WORK_ASKED.search(asked) and _WORK_ANSWER.match(sentence.strip()) and not en.is_question(sentence):
        # "What are you working on?" - "A zine about queer history in Glasgow, with my friend Ewan": the work, said alone
        return f"I'm working on {sentence.strip()[:1].lower()}{sentence.strip()[1:]}"
    m = _SHORT_ANSWER.match(sentence.strip())
    tail = ""
    if asked and not m and (more := _ANSWER_THEN_MORE.match(sentence.strip())):
        # "Bristol, moved here last year from Cardiff": the answer, then more about it
        m, tail = _SHORT_ANSWER.match(more.group("a")), ", " + more.group("rest")
    if not asked or not m:
        return sentence
    answer = m.group("a").strip(" ,")
    for pattern, frame in _SLOTS:
        if slot := pattern.search(asked):
            words = answer.replace(",", " ").split()
            if frame == "It's called {}":
                # a name as typed, with its capital ("Fledgling", "Close Quarters"; not "not yet", "No idea")
                if not answer[:1].isupper() or words[0].casefold() in _NOT_A_TITLE:
                    return sentence
                return frame.format(answer)
            if frame != "I'm {}" and any(lexicon.common(w) or w.casefold() in NOT_NAMES for w in words[:1]):
                return sentence  # "home.", "nowhere special": no name
            if frame == "I'm {}" and not answer.isdigit():
                return sentence
            said = frame.format(titled(answer) if frame != "I'm {}" else answer, pet=(slot.groupdict().get("pet") or "").lower())
            return _BEEN_HERE.sub(_been_here, said + tail)
    return sentence


_STACK_LIST = re.compile(
    rf"^(?:(?:mostly|mainly)\s+(?P<list>{_TOOL_NAME}(?:\s*(?:,|and|&)\s*{_TOOL_NAME})*)"
    rf"|(?P<list2>{_TOOL_NAME}(?:\s*(?:,|and|&)\s*{_TOOL_NAME})*)\s+(?:mostly|mainly))"
    rf"(?:\s*,\s*(?:and\s+|plus\s+)?some\s+(?P<more>{_TOOL_NAME}(?:\s*(?:,|and|&)\s*{_TOOL_NAME})*))?$", re.I)
# "What are you working on?", "what are you building these days?": the user's work, asked about
_WORK_ASKED = re.compile(r"\bwhat\s+(?:are|have)\s+you\s+(?:been\s+)?(?:working\s+on|building|making|writing|creating|developing)\b", re.I)
# ... answered by what it is: "A zine about …", "an app for dog walkers"
_WORK_ANSWER = re.compile(rf"^(?:a|an)\s+(?:[\w-]+\s+){{0,3}}?{WORK_NOUNS}\b", re.I)
# what a work's name, answered, is not ("No idea", "Not yet", "Nothing yet")
# "mostly night shifts", "nights mostly" said alone: which shifts (the job said before in the conversation)
_BARE_SHIFTS = re.compile(r"^(?:(?:and|but|so|also)\s+)?(?P<adv>(?:mostly|mainly|usually|always)\s+)?(?:on\s+)?(?P<kind>night|day|early|late|weekend|evening"
                          r"|rotating|12[- ]hour)\s+shifts(?:\s+(?:now|these\s+days|at\s+the\s+moment|mostly))?\s*[.!]*$", re.I)
# "we're making a card game", "we are building an app for allotments": a work made together
_WE_MAKE = re.compile(r"^(?P<we>we(?:'re|’re|\s+are))\s+(?:(?:now|currently|also|together)\s+)?(?:making|building|writing|developing"
                      rf"|designing|creating|coding|launching|starting|opening|recording)\s+(?:a|an)\s+(?:[\w-]+\s+){{0,3}}?{WORK_NOUNS}\b", re.I)


def _partner_named(sentence: str) -> str | None:
    """The one person the sentence before names by name ("my old flatmate Rhys", "Kofi"), as the user would say them
    ("my flatmate Rhys"); None when it names nobody, or more than one."""
    named = [m.person for m in find_persons(sentence) if m.person.name and m.person.name.lower() != (m.person.relation or "").lower()]
    if len({p.name for p in named}) != 1:
        return None
    person = named[0]
    return f"my {person.relation.lower()} {person.name}" if person.relation else person.name


_NOT_A_TITLE = frozenset("no not nothing none dunno idk undecided tbd tbc haven't havent yes yeah yep nope ok okay well um hmm still"
                         " working unsure good".split())
_BARE_NAME = re.compile(r"^(?P<name>[^\W\d_][\w'-]+(?:\s+[^\W\d_][\w'-]+)?)\s*[.!,]?$")
# (nor news of a trade: "Leeds, nurse shortage again", "Hull. Bin strike again")
_NOT_A_ROLE = re.compile(r"^(?:my|our|your|his|her|their|i|i'm|we|it|this|that|the)\b|\b(?:is|are|was|were|has|have|will|'s)\b"
                         r"|\b(?:again|shortages?|strikes?|crisis|cuts|walkouts?|layoffs)\b", re.I)
# "Ikenna, i drive forklift …", "Marta, I'm a teacher in Leeds": a name, a comma, then the writer's own words of themselves
_NAME_COMMA_I = re.compile(r"^(?P<name>(?-i:[A-Z])[a-z][\w'-]+)\s*,\s+(?P<rest>(?:i|i'm|i’m|im|i've|i\s+am)\s+(?!think\b|guess\b|wonder\b"
                           r"|need\b|want\b|was\s+wondering\b|have\s+a\s+question\b|hope\b)\w.{2,200})$", re.I)
_NAME_COMMA_ROLE = re.compile(r"^(?P<name>[^\W\d_][\w'-]+)\s*,\s+(?P<role>[^,]{3,80}?)"
                              # "kenji, backend dev, remote for a berlin startup called Lumio": where or for whom, said after
                              r"(?:\s*,\s+(?P<more>(?:remote|remotely|freelance|contracting|at|for|with|based|living|in)\b[^,]{3,80}?))?"
                              # ("…, I live in osaka": what they say of themselves next, its own sentence)
                              r"(?:\s*,\s+(?P<next>(?:i|i'm|i've|we|we're)\s+(?!think\b|guess\b|wonder\b|need\b|want\b)[^,]{3,120}))?"
                              # ("dmitro, backend dev, go mostly": what the role works in, said after it)
                              r"(?:\s*,\s+[\w#+.-]+(?:\s+[\w#+.-]+)?\s+(?:mostly|mainly|only|these\s+days))?\s*[.!]?$", re.I)
_OPENS_WITH_ROLE = re.compile(r"^(?!been\b)(?:(?:i'm|i am)\s+)?(?:an?\s+)?(?:[\w-]+\s+){0,4}?(?:" + "|".join(sorted(JOB_NOUNS, key=len, reverse=True))
                              + r")s?\b(?!-)", re.I)


# a message that opens with a word or two alone, then a sentence in which the writer says "I" of themselves: the word
# is a greeting in a language the lists do not hold ("Grüezi. I'm a chartered accountant", "Salaan! i work as a
# dispatcher"), not a name signed (one signs before a bare role: "Marco. Head chef, …", read as "I'm a head chef …")
_WORD_THEN_I = re.compile(r"^\W*[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?\s*[.!]+\s+(?:i|i'm|i’m|im|i\s+am)\s", re.I)
# after the role word, a verb or "me": the role is someone who did something ("doctor signed me off", "physio says rest")
_ROLE_DOES = re.compile(r"\s+(?:[a-z]+ed|said|says|told|tells|gave|gives|put|puts|thinks?|thought|wants?|reckons?|me)\b", re.I)
# "Aye. Callum, production operator …", "Right. Ana, nurse in Porto": a word of assent said alone before the name
_SIGN_LEAD = re.compile(r"^(?:aye|right|ok|okay|alright|so|well|yes|yeah)\s*[.!,]?$", re.I)


def _signed(sentences: list[str], *, says_i: bool = False) -> list[str]:
    """A first message that opens with the writer's name alone, then their role ("olek. sre at
    allegro", "Priya. Nurse, night shifts"): the name read as "I'm Olek"; so is a name then a comma
    and the role, after a greeting or not ("hey. dmitri, paramedic w/ calgary ems"). ``says_i``: the
    message as written goes on with the writer's own "I" after its first word (:data:`_WORD_THEN_I`)."""
    lead = 0
    while lead < len(sentences) - 1 and (en.is_greeting(sentences[lead].strip()) or _SIGN_LEAD.match(sentences[lead].strip())):
        lead += 1
    if sentences and (c := _NAME_COMMA_ROLE.match(sentences[lead].strip())) is not None and not any(
            lexicon.common(w) or w.casefold() in NOT_NAMES or en.is_greeting(w) for w in c.group("name").split()) \
            and _OPENS_WITH_ROLE.match(c.group("role")) and not _NOT_A_ROLE.search(c.group("role")) \
            and en.strip_lead(f"{c.group('name')}, x")[0] != "x":  # "welp, my supervisor is…": a word said first
        role = c.group("role")
        role = role if re.match(r"(?:a|an|the)\s", role, re.I) else f"{en.article(role)} {role}"
        more = c.group("more") or ""
        if re.match(r"(?:at|for|with)\b", more, re.I):  # "…, backend dev, at a startup": the role's workplace
            role, more = f"{role} {more}", ""
        said = [f"I work {more}" if re.match(r"(?:remote|freelance|contracting)", more, re.I) else f"I'm {more}"] if more else []
        said += [c.group("next")] if c.group("next") else []
        return [*sentences[:lead], f"I'm {titled(c.group('name'))}", f"I'm {role}", *said, *sentences[lead + 1:]]
    if lead and (c := _NAME_COMMA_I.match(sentences[lead].strip())) is not None and not en.is_question(c.group("rest")) \
            and not any(lexicon.common(w.lower()) or w.casefold() in NOT_NAMES for w in c.group("name").split()):
        # "whats good. Ikenna, i drive forklift at …": after a greeting, the writer's name, then what they say of
        # themselves (a name for the assistant is said in the greeting: "Hi, Clara.")
        return [*sentences[:lead], f"I'm {titled(c.group('name'))}", c.group("rest"), *sentences[lead + 1:]]
    if len(sentences) < 2 or not (m := _BARE_NAME.match(sentences[0].strip())):
        return sentences
    words = m.group("name").split()
    if any(lexicon.common(w) or w.casefold() in NOT_NAMES or en.is_greeting(w) for w in words) \
            or en.is_greeting(m.group("name")) or not (role_said := _OPENS_WITH_ROLE.match(sentences[1])) or says_i:  # "bom dia! I'm a nurse"
        return sentences
    if _ROLE_DOES.match(sentences[1][role_said.end():]):
        return sentences  # "burnout. doctor signed me off for 4 weeks": the doctor did something, no role of the writer's
    return [f"I'm {titled(m.group('name'))}", *sentences[1:]]


_BIRTHDAY_ON = re.compile(rf"['’]s birthday is on (?P<date>\d{{1,2}} (?i:{_MONTHS})|(?i:{_MONTHS}) \d{{1,2}})\b")


# An event whose only content is "the <thing>", pointing back into the conversation
# (and the year's feasts typed in lower case: "for christmas", "at easter")
_WEEKDAY_LOWER = re.compile(r"\b(?-i:(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b|(?:(?<=\bfor )|(?<=\bat )|(?<=\bover )|(?<=\bafter )"
                            r"|(?<=\bbefore )|(?<=\buntil ))(?-i:christmas|easter|diwali|ramadan|hanukkah|thanksgiving)\b")
_THE_THING_ALONE = re.compile(r"^User\s+(?:(?:just|already|finally|actually|also|officially|totally)\s+)*[a-z]+"
                              r"(?:\s+(?:offered|given|sent|handed|promised))?\s+(?:the|their)\s+"
                              r"(?:(?P<kind>[a-z]+)\s+)?(?:job|lease|exam|test|part|bit|thing|one|offer|contract|form|paperwork|papers"
                              r"|deal|interview|call|email|result|results|update|fix|bug|issue|task|step)"
                              # ("User signed the contract on 1 March 2026": the day says when, still not which contract)
                              r"(?:\s+(?:on\s+\d{1,2}\s+[A-Z][a-z]+(?:\s+\d{4})?|in\s+[A-Z][a-z]+\s+\d{4}|today|yesterday))?\s*[.!]*$")


# A routine verb in the present, then "on <day>": said so by many non-native speakers for "on <day>s"
_HABITUAL_WD = r"(?-i:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
_HABITUAL_DAY = re.compile(r"\b(?:helps|works|plays|trains|teaches|cooks|cleans|swims|studies|volunteers|practi[cs]es)\b"
                           rf"(?:\s+(?!(?:next|last|this|that|on)\b)[\w'-]+){{0,4}}?\s+on\s+{_HABITUAL_WD}(?!s)\b(?!\s*,?\s*\d)"
                           # ("on Tuesday and Thursday", the whole list: every Tuesday and every Thursday)
                           rf"(?:(?:\s*,\s*|\s+and\s+|\s*&\s*){_HABITUAL_WD}\b(?!s))*+"
                           r"(?!\s+(?:mornings|afternoons|evenings|nights)\b)")  # "on Tuesday nights" is every Tuesday already


def _habitual_days(m: re.Match[str]) -> str:
    """"swims on Tuesday and Thursday": every Tuesday and every Thursday, "on Tuesdays and Thursdays"."""
    return re.sub(rf"\b({_HABITUAL_WD})\b", r"\1s", m[0])


# "User's dad keeps forgetting the evening ones": which ones was said before (not "loved ones", "little ones")
_LEANING_ONES = re.compile(r"\b(?:the|those|these|new|old|other|same)\s+(?!(?:loved|little|young)\s)(?:[a-z]+\s+)?ones$")
_JOINED_ON_DAYS = re.compile(r"^User (?:has )?(?:just )?joined\s(?=.*?(?:\b(?:every|each)\s|\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days\b"
                             r"|\b(?:once|twice|\d+\s+times)\s+(?:a|per)\s+week\b"
                             r"|\bthat\s+[a-z]+s\s+(?:[a-z]+\s+){0,3}?(?:the\s+(?:first|second|third|fourth|last)\s+)?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b))")


# "these days" before what is added after a comma ("User mostly writes TypeScript these days, some Go") or before
# the verb ("User's go-to language these days is Go"): said of now, as at the end, where it is cut; left in, its
# "these" reads as pointing back
_NOWADAYS_BEFORE_MORE = re.compile(r"\s+(?:these\s+days|nowadays)(?=\s*,|\s+(?:is|are)\s)", re.I)


# classes taken towards a qualification ("started taking online classes for their GED")
_CLASSES_FOR = re.compile(r"^User\s+(?:is\s+|has\s+|(?:has\s+)?started\s+|just\s+)*(?:taking|doing)\s+(?:[\w-]+\s+){0,2}?"
                          r"(?:classes|lessons|courses?|modules)\s+(?:for|towards)\s+(?:their|the|a|an)\s", re.I)
# Someone's passing ailment ("User's son Leo has had a fever since Monday", "User's wife has the flu"):
# news of the week, not who they are ("User's daughter has asthma" is kept)
_PASSING_AILMENT = re.compile(
    r"^User's\s+[^,]{1,40}?\s+(?:has|had|'s|is|was)\s+(?:had\s+|got\s+|been\s+|caught\s+|come\s+down\s+with\s+|down\s+with\s+|off\s+with\s+)?"
    r"(?:(?:a|an|the)\s+)?(?:(?:bad|nasty|heavy|horrible|awful|stomach|chest|winter|slight|high|little)\s+)*"
    r"(?:cough|cold|flu|fever|temperature|sore\s+throat|tummy\s+bug|stomach\s+bug|bug|virus|chest\s+infection|ear\s+infection"
    r"|runny\s+nose|sniffles|headache|hangover)\b(?!\s+(?:for\s+(?:years|months)|since\s+(?:birth|childhood)))", re.I)
# "itself" said for emphasis after the thing it means ("in the caption itself", "the app itself is
# free"): no pronoun leaning on the conversation
_EMPHATIC_SELF = re.compile(r"\b(?P<thing>the\s+[a-z][\w-]*)\s+itself\b"
                            # "I go to the market myself every morning", "I do the books myself": the user, stressed
                            r"|\b(?P<done>(?:the|their)\s+[a-z][\w-]*)\s+themselves\b")


_NAMED_AS_NAMED = re.compile(r"^User's (?:[\w-]+ )+(?P<n>(?-i:[A-Z])[\w'’-]*)['’]s name is (?P=n)$")


_USER_DONT = re.compile(r"(?P<head>^User (?:[a-z]+s|is|has)\b[^,;]*,\s+(?:and\s+|but\s+)?)don't(?=\s+[a-z])")


def _finish(fact: Fact) -> Fact | None:
    """The summary as stored: commentary cut, relative times made absolute, standing alone or dropped."""
    summary = en.cut_tail(fact.summary)
    summary = _NOWADAYS_BEFORE_MORE.sub("", summary)
    summary = _EMPHATIC_SELF.sub(lambda m: m.group("thing") or m.group("done"), summary)  # "in the caption itself": the caption
    summary = _HABITUAL_DAY.sub(_habitual_days, summary)  # "Zosia helps on Saturday with the till": every Saturday
    summary = en.tidy(when.absolute(summary, fact.said)).replace(" for in ", " for ")
    summary = _WEEKDAY_LOWER.sub(lambda d: d.group(0).capitalize(), summary)  # "on tuesday nights" typed in lower case
    if summary.startswith("User ") and not summary.startswith("User's "):
        # "User cycles everywhere, don't own a car": the user, still the subject after the comma
        summary = _USER_DONT.sub(r"\g<head>doesn't", summary)
    if birthday := _BIRTHDAY_ON.search(summary):  # every year: "on 14 February", not "on 14 February 2026, …"
        summary = summary[: birthday.end("date")]
    if en.dangling(summary):
        summary = _cut_dangling_conjunct(summary)
    elif not fact.persons and (whose := _FOR_WHOSE_SAKE.search(summary)) and summary.startswith("User "):
        # "User moved from Manchester around 2024 for her job at the university": whose job was said
        # in another conversation (a place before "her" is no one it could be); the move stands alone
        summary = summary[: whose.start()]
    if len(summary.split()) < 3 or en.dangling(summary) or _LEANING_ONES.search(summary):
        return None
    if fact.attribute == "name" and fact.value and re.fullmatch(rf"{_DAYS}s?|today|tomorrow|tonight", fact.value, re.I):
        return None  # "it's Wednesdays" (the day put right, "it's" read as "I'm"): a weekday is no one's name ("April" is)
    if fact.attribute == "name" and fact.value and _BARE_CONDITION.fullmatch(fact.value):
        return None  # "it's breast cancer, early" (what a result found): an illness is no one's name
    if _NAMED_AS_NAMED.match(summary):
        return None  # "User's cat Tango's name is Tango" (from "so HIS name is Tango"): nothing the name did not say
    if _PASSING_AILMENT.match(summary):
        return None  # "my daughter has had a cough for a week": over by the time it could be recalled
    if any(not p.relation and p.name.casefold() not in summary.casefold() for p in fact.persons):
        # "I don't drink alcohol, when you suggest places to go with Lin …": Lin is in the request, not the fact
        fact.persons = [p for p in fact.persons if p.relation or p.name.casefold() in summary.casefold()]
    if fact.type in {"episode", "habit"} and _CLASSES_FOR.match(summary):
        fact.type = "goal"  # "User started taking online classes for their GED": working towards it, as "studying for" is
    if fact.type == "episode" and _JOINED_ON_DAYS.match(summary):
        # "joined a climbing wall near work, going Mondays and Wednesdays after work": a routine taken up, not a day's event
        fact.type = "habit"
    if fact.type == "episode" and (alone := _THE_THING_ALONE.match(summary)) \
            and (alone.group("kind") is None or lexicon.common(alone.group("kind")) or alone.group("kind") in _ORDINALS) \
            and not (alone.group("kind") and alone.group("kind").endswith("ing")
                     and (_MILESTONE.match(summary) or _TEST_FAILED.match(summary))):
        # "User got the job", "User signed the lease": which one is said elsewhere, or nowhere
        # ("User passed the algorithms exam" says which, "User passed their driving test" the skill tested)
        return None
    if fact.type == "episode" and fact.importance is None and _MILESTONE.match(summary):
        # "User passed their driving test": an aim reached (mercuryd/brain/reached.py), kept as a
        # decision is, however little else it names
        fact.importance = _MILESTONE_IMPORTANCE
    if casual(fact) and explicit.explicitness(summary) < (explicit.PEER_GATE if fact.peer else explicit.CASUAL_GATE):
        return None  # said in passing and naming nothing: "User loves traveling too"
    fact.summary = summary
    return fact


_FOR_WHOSE_SAKE = re.compile(r",?\s+(?:for|because of|due to)\s+(?:his|her)\s+(?:[a-z'-]+\s+){0,2}?(?:job|work|career|studies|course"
                             r"|degree|phd|post|role|contract|placement|residency|training|health|family|parents|mum|mom|dad)"
                             r"\b[^,;]{0,60}$")


def _cut_dangling_conjunct(summary: str) -> str:
    """'User made vegan ice cream on 5 May and shared it with their diet group': the conjunct that
    leans on the conversation (or a clause after a comma whose subject is a pronoun) is cut, the statement before it kept (unchanged when none); so is
    a last phrase pointing back ("…a safe and loving home for these kids")."""
    pointing = re.search(r"\s+(?:for|with|to|at|in|about|from|of)\s+(?:these|those|this|that)\s+[a-z]+$", summary)
    if pointing and len(summary[: pointing.start()].split()) >= 3 and not en.dangling(summary[: pointing.start()]):
        return summary[: pointing.start()]
    # "…to Boston on 2 June to meet her", "moved up from Manchester in 2024 for her job": whom the purpose is for is
    # nobody said; what was done stands without it
    for m in re.finditer(r",?\s+(?:to\s+[a-z]+(?:\s+(?:up|out|with))?\s+(?:her|him|them)\b|(?:for|because\s+of)\s+(?:her|his)\s+"
                         r"(?:new\s+)?(?:job|work|studies|course|degree|career|posting|contract)\b)", summary):
        head = summary[: m.start()]
        if len(head.split()) >= 3 and not en.dangling(head):
            return head
        break
    # "…from Odlums, bags of 25 kg, they deliver every Monday": a clause of someone else's, leaning on the chat
    for m in reversed(list(re.finditer(r",?\s+(?:and|but|so|then)\s+(?P<v>[a-z]+)|,\s+(?:still\s+|now\s+|just\s+)?(?P<ing>[a-z]+ing)\b"
                                       r"|,\s+(?:they|he|she|it)\s+(?P<pv>[a-z]+)\b"
                                       # "…for the RN to BSN program at UMKC its online": "it's", typed without a stop
                                       r"|\s+(?:it's|its)\s+(?P<its>(?:a|an|so|really|pretty|super|very|too|all|just|online|remote"
                                       r"|free|cheap|expensive|hard|easy|great|fun|fine|ok|okay|good|nice|awful|amazing)\b)", summary))):
        if m.group("its"):
            head = summary[: m.start()]
            if not re.search(r"\b(?:and|or|of|with|for|to|in|on|at|by|from)$", head) and len(head.split()) >= 3 \
                    and not en.dangling(head):
                return head
            continue
        verb = m.group("v") or m.group("ing") or m.group("pv")
        if not (lexicon.verbish(verb) or en.is_past(verb) or verb.endswith("ing")):
            continue  # "a safe and loving home": one noun phrase, not a second statement
        head = summary[: m.start()]
        if verb.endswith("ing") and re.search(r"\b(?:a|an|the|my|their|our|his|her|some)\s+[a-z]+$", head):
            continue  # "a safe and loving home": "loving" describes the home, it is not a second verb
        if len(head.split()) >= 3 and not en.dangling(head):
            return head
    return summary


_CASUAL_TYPES = frozenset({"episode", "goal", "project", "habit", "preference", "decision"})


def casual(fact: Fact) -> bool:
    """A fact said in passing, gated on how explicit it is: not who the user is, what they
    must avoid, the people in their life, a standing instruction or a structured fact."""
    return (fact.type in _CASUAL_TYPES and fact.importance is None and not fact.retracts
            and not fact.reports_change and not single_valued(fact.attribute)
            and fact.attribute in {None, "likes", "prefers", "uses"})


def _fold_nickname(facts: list[Fact]) -> list[Fact]:
    """'I'm Margaret but everyone calls me Maggie': one fact, the name with what the user goes by
    ("User's name is Margaret; they go by Maggie"), so an introduction's name, job and home still
    fit the cap; a nickname said alone stays a fact of its own."""
    name = next((f for f in facts if f.attribute == "name"), None)
    nick = next((f for f in facts if f.attribute == "nickname"), None)
    if name is None or nick is None or (nick.value or "") in (name.value or "").split():
        return facts
    name.summary = f"{name.summary}; they go by {nick.summary.removeprefix('User goes by ')}"
    name.refs = list(dict.fromkeys(name.refs + nick.refs))
    return [f for f in facts if f is not nick]


def _called_twins(facts: list[Fact]) -> list[Fact]:
    """'my wife is called Ana' read twice, as the tie ("User's wife is Ana", spouse) and as said
    ("User's wife is called Ana"): one fact, the tie, or the plain one ("User's therapist is Dr Hale", no attribute)."""
    def words(summary: str) -> tuple[str, ...]:
        return tuple(w for w in re.findall(r"\w+", summary.lower()) if w not in ("called", "named"))
    tied = {words(f.summary) for f in facts if f.attribute or not re.search(r"\b(?:called|named)\b", f.summary)}
    return [f for f in facts if f.attribute or not re.search(r"\b(?:called|named)\b", f.summary)
            or words(f.summary) not in tied]


# a home said by what it is ("renting a studio in Floreasca", "we've got a flat in Ruse"), within a city just moved to
_DWELLING_SAID = re.compile(r"^User (?:is|was|has been) (?:(?:renting|living in|staying in|sharing) (?:a|an|the|their) (?:[\w-]+ )?"
                            r"(?:studio|flat|apartment|room|house|place|bedsit|condo|loft)\b|renting in (?-i:[A-Z]))")


def _home_within(moved: Fact, home: Fact) -> bool:
    """Whether ``home`` (a dwelling in a place) says where in the city ``moved`` (a move, the same message) is."""
    return bool(moved.reports_change or re.match(r"^User (?:has )?(?:just )?(?:moved|relocated)\b", moved.summary)) \
        and bool(_DWELLING_SAID.match(home.summary)) and moved.value != home.value and moved.said == home.said


def _dedup_key(fact: Fact) -> tuple[str, ...]:
    """Facts with the same key are one fact; a later statement of a single-valued one wins."""
    attribute = scoped_attribute(fact.attribute, fact.value, fact.summary)
    if attribute and single_valued(attribute):
        # an ending ("Sara left the company") and the new value ("my new lead is Tomek") are two facts
        return (attribute, fact.value or "", "ended") if fact.polarity == "negative" else (attribute,)
    if fact.attribute and fact.value:
        return (fact.attribute, fact.value)
    return (fact.type, " ".join(re.findall(r"\w+", fact.summary.lower())))


# A correction said after the fact, in the same message or the user's next one: "we bought a house in
# Chicoutimi - no wait, it's in Jonquière, not Chicoutimi", "its Thursday not Tuesday". What is meant is a
# name, a day or a month (a capital, or a weekday or month typed in lower case), as what it replaces.
_NAMED_WORD = rf"(?:(?-i:[A-Z][\w'-]+)|{_DAYS}|{_MONTHS})"
_IT_IS_NOT = re.compile(rf"\bit(?:'s|s|\s+is)\s+(?:in\s+|on\s+|at\s+)?(?P<meant>{_NAMED_WORD}),?\s+not\s+(?:in\s+|on\s+|at\s+)?"
                        rf"(?P<said>{_NAMED_WORD})\b", re.I)
# "… an apprenticeship with ESB in September" - "actually its not ESB its Kirby", "it's not Tuesday, it's Wednesday":
# the word taken back said first, then the one meant
_IT_IS_NOT_BUT = re.compile(rf"\bit(?:'s|s|\s+is)\s+not\s+(?:in\s+|on\s+|at\s+)?(?P<said>{_NAMED_WORD})\s*[,;.]?\s+"
                            rf"(?:(?:but|it(?:'s|s|\s+is))\s+)+(?:in\s+|on\s+|at\s+)?(?P<meant>{_NAMED_WORD})\b", re.I)
# "I go to the aqua aerobics every Wednesday" - "no its Monday now": a message that opens with the "no" of a
# correction and names another weekday corrects the weekday the user's message before said
_NO_ITS_DAY = re.compile(rf"^\s*(?:no|nope|sorry|oops|non)\b[\s,.!-]*(?:wait\b[\s,.!-]*)?it(?:'s|s|\s+is)\s+(?:on\s+)?"
                         rf"(?P<meant>{_DAYS})s?\b", re.I)
_A_WEEKDAY = re.compile(rf"\b{_DAYS}(?=s?\b)", re.I)
# "He flies out on the 3rd of February." - "Correction, just had a text off him, it's the 10th", "wait no, 8 november",
# "nah wait its not monday its the 19th": a message that opens with the word of a correction and gives another day
# corrects the date the user's message before said (an ordinal, "the", or a month makes it a date: "sorry, 5 minutes"
# is none)
_DATE_CORRECTED = re.compile(
    corrected.OPENS + r"(?:[^.!?\d]{0,60}?[,.!]\s*)?"
    r"(?:it(?:'s|s|\s+is)\s+(?:not\s+(?:on\s+)?[a-z ]{1,20}?[,\s]+it(?:'s|s|\s+is)\s+)?)?(?:on\s+)?"
    rf"(?:(?P<the>the\s+)?(?P<day>\d{{1,2}})(?P<th>st|nd|rd|th)?(?:\s+(?:of\s+)?(?P<month>{_MONTHS}))?"
    rf"|(?P<month2>{_MONTHS})\s+(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?)\b", re.I)
# a date as a summary says it: "3 February 2026", "Monday, 12 October 2026"
_SUMMARY_DATE = re.compile(rf"\b(?:{_DAYS},\s+)?(?P<d>\d{{1,2}})\s+(?P<m>{_MONTHS})\s+(?P<y>\d{{4}})\b", re.I)


def _user_refs(messages: Sequence[wire.Message]) -> list[int]:
    """Indexes of the user's messages, in order."""
    return [i for i, m in enumerate(messages) if m.role == "user" and m.content]


def _corrections(facts: list[Fact], messages: Sequence[wire.Message]) -> list[Fact]:
    """Facts with a correction the user made right after them applied: ``_IT_IS_NOT`` in the same message
    or the next one of the user replaces the word it names, ``_NO_ITS_DAY`` replaces the weekday of the
    message before. Only words stated by that fact change, so a correction of something not kept changes nothing."""
    users = _user_refs(messages)
    for n, index in enumerate(users):
        content = messages[index].content[:MAX_PROSE_CHARS]
        before = f"m{users[n - 1]}" if n else ""
        for m in [*_IT_IS_NOT.finditer(content), *_IT_IS_NOT_BUT.finditer(content)]:
            said, meant = m["said"], m["meant"]
            if said.lower() == meant.lower():
                continue
            for fact in facts:
                if fact.refs and fact.refs[-1] in (f"m{index}", before):
                    _replace_word(fact, re.compile(rf"\b{re.escape(said)}\b", re.I), meant)
        dated = _DATE_CORRECTED.match(content)
        if dated and before and (dated["month"] or dated["month2"] or dated["the"] or dated["th"]):
            meant_day = int(dated["day"] or dated["day2"])
            meant_month = (dated["month"] or dated["month2"] or "").capitalize()
            for fact in facts:
                if fact.refs and fact.refs[-1] == before and len(_SUMMARY_DATE.findall(fact.summary)) == 1 \
                        and 1 <= meant_day <= 31:
                    old = _SUMMARY_DATE.search(fact.summary)
                    if old is not None:
                        new = f"{meant_day} {meant_month or old['m'].capitalize()} {old['y']}"
                        fact.summary = fact.summary[: old.start()] + new + fact.summary[old.end():]
        if (later := corrected.read(content)) is not None:
            # "no wait, Ama is 6 not 7": what is meant is the fact; the word taken back is no part of it
            restated = False
            for fact in facts:
                if fact.refs and fact.refs[-1] == f"m{index}":
                    # (a month said back is dated by then: "… in March 2027 not in April 2027")
                    fact.summary = re.sub(rf",?\s+not\s+(?:on\s+|in\s+|at\s+)?{re.escape(later.said)}(?:\s+\d{{4}})?$", "", fact.summary,
                                          flags=re.I)
                    restated = True
            # "we're expecting in May" - "sorry correction, baby is due in june not may": the fact of the message
            # before that says the word taken back is put right, or gone when the correction is a fact of its own
            taken_back = [f for f in facts if before and f.refs and f.refs[-1] == before and corrected.applies(later, f.summary)]
            for fact in taken_back:
                fact.summary = corrected.corrected(later, fact.summary)
            if restated:
                facts = [f for f in facts if f not in taken_back]
        day = _NO_ITS_DAY.match(content)
        if day and before:
            for fact in facts:
                if fact.refs and fact.refs[-1] == before:
                    _replace_word(fact, _A_WEEKDAY, day["meant"])
    return facts


def _replace_word(fact: Fact, word: re.Pattern[str], meant: str) -> None:
    """``word`` in the fact's summary and value said as ``meant`` (a day or month capitalised, as written)."""
    meant = meant.capitalize() if re.fullmatch(rf"{_DAYS}|{_MONTHS}", meant, re.I) else meant
    fact.summary = word.sub(meant, fact.summary)
    if fact.value:
        fact.value = word.sub(meant.lower() if fact.value.islower() else meant, fact.value)


# the user asking that what they said be kept: "please keep that in mind", "remember this", "don't forget that"
_REMEMBER_ASKED = re.compile(r"\b(?:keep\s+(?:that|this|it)\s+in\s+mind|(?:please\s+)?remember\s+(?:that|this)(?:\s*[.!]|\s*$)"
                             r"|(?:don't|do\s+not)\s+forget\s+(?:that|this)(?:\s*[.!]|\s*$))", re.I)
_REMEMBERED_IMPORTANCE = 1.0


_NO_LONGER_LIVES = re.compile(r"^User\s+(?:no\s+longer\s+lives|does\s+not\s+live\s+(?:in\s+\S+(?:\s+\S+)?\s+)?any\s*more)\b")


def _left_home_said_with_the_move(ranked: list[Fact]) -> list[Fact]:
    """'I no longer live in Carlton; I moved to Brunswick East': where the user lives now says it (the new home
    replaces the old in the store), so "User no longer lives in Carlton" gives its place in the cap to another fact."""
    if not any(f.attribute == "lives_in" and f.polarity == "positive" for f in ranked):
        return ranked
    return [f for f in ranked if not (f.attribute is None and _NO_LONGER_LIVES.match(f.summary))]


# "Aoife's moved onto days", "my husband's switched to nights": 's before a change of shift is "has" (not "is")
_SHIFT_CHANGED = re.compile(r"\b(?P<who>(?-i:[A-Z])[a-z'-]+|my\s+[a-z]+)['’]s\s+(?P<v>(?:moved|switched|gone|changed)\s+(?:back\s+)?"
                            r"(?:onto|on\s+to|to)\s+(?:the\s+)?(?:days|nights|lates|earlies|day\s+shifts?|night\s+shifts?"
                            r"|early\s+shifts?|late\s+shifts?)\b)")


_NOT_AFTER_ALL = re.compile(r"^(?P<who>User's [a-z-]+(?: [A-Z][\w'-]+)?) is not (?:going|moving|relocating|heading)\b.*\bafter all$")


def _called_off_said_with_instead(ranked: list[Fact]) -> list[Fact]:
    """'he's not going to Boston after all, he's moving to Cork instead': the plan that replaces (the same person
    going elsewhere) says the change, and the store ends the old plan by it, so "User's brother Eoin is not going to
    Boston after all" gives its place in the cap."""
    going = {(m.group(1), m.group(2)) for f in ranked if f.polarity == "positive" and (m := re.match(
        r"(User's [a-z-]+(?: [A-Z][\w'-]+)?) is (?:moving|relocating|going|heading) to ((?-i:[A-Z])[\w'-]+)", f.summary))}
    return [f for f in ranked if not ((m := _NOT_AFTER_ALL.match(f.summary))
                                      and any(who == m.group("who") and f" to {where} " not in f.summary for who, where in going))]


# "done with Dubai", "no more Germany" beside a home said in the same message ("…, we're back in Hamburg since
# August"): a place left, not a tool or a habit dropped ("User no longer uses Germany")
_DONE_WITH_NAME = re.compile(r"^User (?:is done with|no longer uses|is finished with|has had enough of) (?P<name>(?-i:[A-Z])[\w'’-]+)(?:\s+(?:after|for)\s+[^,]{1,40})?$")


def _place_left_not_a_tool(facts: list[Fact]) -> list[Fact]:
    homes = {r for f in facts if f.attribute in {"lives_in", PLAN_PREFIX + "lives_in"} for r in f.refs}
    if not homes:
        return facts
    return [f for f in facts if not (_DONE_WITH_NAME.match(f.summary) and set(f.refs) & homes)]


def extract(messages: Sequence[wire.Message], *, max_facts: int = 3, start: int = 0,
            known: Mapping[str, str] | None = None) -> list[Candidate]:
    """Up to ``max_facts`` candidate facts from the user's first-person statements.

    ``known``: people met in earlier conversations, name -> relation ("Walt" -> "husband"),
    so "Walt had his knee replaced" is read as about the user's husband Walt.

    Messages before index ``start`` were read before (a conversation that grew): they
    only give context (who "she" is), no facts. Later statements of the same fact (or of
    the same single-valued attribute) replace earlier ones; refs collect every message
    that stated it. Ranked by importance × confidence × how much they say, ties in order
    of appearance. Relative times are made absolute from each message's ``ts`` (dropped
    from the summary when a message has none).
    """
    if max_facts <= 0:
        return []
    kept: dict[tuple[str, ...], Fact] = {}
    # Who a known person is was said before: "User's wife is Helen" again from "Helen got
    # a job" would reinforce what this conversation never said.
    heard = " ".join(m.content[:MAX_PROSE_CHARS] for m in messages[start:] if m.role == "user" and m.content)
    already = {f"User's {rel.lower()} is {name}".casefold() for name, rel in (known or {}).items()
               if not re.search(rf"\bmy\s+{re.escape(rel)}\b", heard, re.I)}  # said again: a restatement
    for order, fact in enumerate(_facts_of(messages, start, known)):
        if already and fact.type == "relationship" and fact.summary.casefold() in already:
            continue
        if _JOINED_NOTHING.match(fact.summary):
            continue  # "I joined last December" (a contract's start): joined what is not said
        if _ALLERGIC_TO_NOTHING.search(fact.summary):
            continue  # "he can't have sesame, he's allergic": to what is the other clause
        if fact.summary.startswith("User's child ") and " was born " in fact.summary and any(
                _SOMEONE_ELSES_BABY.search(messages[int(r[1:])].content[:MAX_PROSE_CHARS]) for r in fact.refs if r[1:].isdigit()):
            continue  # "my sister had her baby, Leo was born yesterday": not the user's child
        fact = _accepted_offer(fact, messages)
        if fact.type == "episode":
            fact.summary = _met_then_who(fact.summary)
        _new_routine(fact, messages)
        fact.order = order
        if fact.summary.endswith(_WITHIN_THE_CITY) and (home := kept.get(("lives_in",))) is not None and home.value:
            # "I've lived in Brisbane for eight years" then "got a little house in Paddington, same city": the city
            # said before (no attribute still: the home in the city is the one said before, not ended)
            city = re.search(re.escape(home.value), home.summary, re.I)
            if city:
                fact.summary = fact.summary[: -len(_WITHIN_THE_CITY)] + f", {city.group(0)}"
        key = _dedup_key(fact)
        if key == ("lives_in",) and (moved := kept.get(key)) is not None and _home_within(moved, fact):
            # "moved to Bucharest yesterday, renting a studio in Floreasca": the home within the city moved to
            fact.attribute, fact.value = None, None
            key = _dedup_key(fact)
        previous = kept.pop(key, None)
        refs = previous.refs if previous and previous.value == fact.value else []
        fact.refs = refs + [r for r in fact.refs if r not in refs]
        kept[key] = fact
    facts = _place_left_not_a_tool(_corrections(list(kept.values()), messages))
    for fact in facts:
        if fact.type in {"constraint", "preference"} and fact.importance is None and any(
                _REMEMBER_ASKED.search(messages[int(r[1:])].content[:MAX_PROSE_CHARS]) for r in fact.refs
                if r[1:].isdigit() and int(r[1:]) < len(messages)):
            # "I have type 2 diabetes so please keep that in mind", "… Please remember this.": asked to be kept, it
            # wins its place in the cap over the name, town and job of the same introduction
            fact.importance = _REMEMBERED_IMPORTANCE
    facts = _eased_with_reading(_ex_said_with_the_end(facts))
    facts = _activity_over(_job_now(facts, messages), messages)
    facts = _staying_after_all(_only_now(_made_official_later(_ages_said_later(_medicine_named(_studies_over(_kin_work_moved(facts)))), messages), messages), messages)
    facts = _plan_done_later(facts)
    ranked = sorted(_aim_of_the_goal(_pet_age(_name_the_pet(_notice_in_departure(_offer_in_plan(_name_the_work(_called_twins(_fold_nickname(_married_since(_marrying_the_fiance(_new_job_said(_name_the_relative(facts)))))))))))),
                    key=lambda f: (-f.score, f.order))
    ranked = _tie_said_twice(ranked)
    if len(ranked) > max_facts:
        ranked = _fold_roles(ranked)
    if len(ranked) > max_facts:
        # the fuller fact carries the bare one's attribute now, and ranks as it would have
        # ("User's wife Priya is a GP" was last, behind two children's ages, and lost to the cap)
        ranked = sorted(_fold_who_is(ranked), key=lambda f: (-f.score, f.order))
    if len(ranked) > max_facts:
        ranked = sorted(_fold_ages(ranked), key=lambda f: (-f.score, f.order))
    if len(ranked) > max_facts:
        ranked = _fold_age_into_name(ranked)
    if len(ranked) > max_facts:
        ranked = _tie_in_the_household(ranked)
    if len(ranked) > max_facts:
        ranked = _partner_before_children(ranked)
    if len(ranked) > max_facts:
        ranked = _one_person_twice(ranked)
    if len(ranked) > max_facts:
        ranked = _left_home_said_with_the_move(ranked)
    if len(ranked) > max_facts:
        ranked = _called_off_said_with_instead(ranked)
    seen: set[str] = set()
    unique = []
    for fact in ranked:  # "my partner is Sam" read as who they are and as what the clause says: one fact
        # (with a title or without: "User's supervisor is Prof. Hendrik de Vries" and "… is Hendrik de Vries" are one)
        said = _TITLE_WORD.sub("", en.tidy(fact.summary).lower())
        if said not in seen:
            seen.add(said)
            unique.append(fact)
    # How to answer ("use bullet points", "skip the disclaimers") applies to every later answer:
    # within the cap it takes the last place rather than be lost to a first message's name,
    # job, home and family (the cap of 3 a conversation stays)
    if len(unique) > max_facts:
        unique = _fold_answer_rules(unique)
    kept_facts = unique[:max_facts]
    if max_facts > 0 and not any(f.importance == _INSTRUCTION_IMPORTANCE for f in kept_facts):
        told = next((f for f in unique[max_facts:] if f.importance == _INSTRUCTION_IMPORTANCE), None)
        if told is not None:
            kept_facts = [*kept_facts[: max_facts - 1], told]
    if en.has_camel_name(heard):  # "at eBay": the name as written, not as the rules read it
        for fact in kept_facts:
            fact.summary = en.camel_names(heard, fact.summary)
    # whose home a fact says is read last: it ranks as the relationship it was (no attribute's weight in the cap)
    return [_candidate(f) for f in _their_home(kept_facts)]


# one of the user's people tied by name twice in one conversation: "I have a son called Jonah" read as "User's son is
# Jonah" and as "User has a son called Jonah" ("User has a daughter: Ada" beside "User's daughter Ada is 2" is kept: the
# j14 trials keep both)
_TIE_BARE = re.compile(r"^User's (?P<rel>[a-z][a-z -]*?) is (?P<name>(?-i:[A-Z])[\w'-]+)$")
_HAS_ONE_CALLED = re.compile(r"^User has (?:a|an|one) (?P<rel>[a-z][a-z -]*?)(?: called| named) (?P<name>(?-i:[A-Z])[\w'-]+)(?P<more>.*)$")


def _tie_said_twice(facts: list[Fact]) -> list[Fact]:
    """The same person tied to the user twice: the fuller saying stays. "User's son is Jonah" goes beside "User has a
    son called Jonah"."""
    had = {(m["rel"], m["name"]): m["more"] for f in facts if f.type == "relationship" and (m := _HAS_ONE_CALLED.match(f.summary))
           and not m["more"].startswith((" and ", ", and "))}  # (another one said after it keeps the tie)
    if not had:
        return facts
    drop: set[int] = set()
    for n, f in enumerate(facts):
        if f.type != "relationship":
            continue
        if (bare := _TIE_BARE.match(f.summary)) and (bare["rel"], bare["name"]) in had:
            drop.add(n)
    return [f for n, f in enumerate(facts) if n not in drop]


# what is left of a schedule said before, said later with "only … now" ("so it's only mornings now", "pottery is only
# Saturday mornings now"): not asked ("is the post office only mornings now?")
_ONLY_NOW = re.compile(
    r"(?:\b(?P<what>[a-z][\w-]*) (?:is|are)|\bit's|\bit is|\bthey're|\bthey are)\s+only\s+(?P<when>(?:on\s+)?(?:(?:(?:mon|tues|wednes|thurs"
    r"|fri|satur|sun)day|weekday|weekend)\s+)?(?:mornings|afternoons|evenings|nights)|(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur"
    r"|sun)days|weekends|weekdays))\s+now\b(?P<after>[^.!?]*)(?P<end>[.!?]?)", re.I)
# the time of a habit, at the end of its summary ("… on weekday evenings", "… on Wednesday evenings", "… on Tuesdays")
_HABIT_TIME = re.compile(r" (?:on (?:(?:\w+day|weekday|weekend) )?(?:mornings|afternoons|evenings|nights)|on \w+days|in the "
                         r"(?:mornings|afternoons|evenings)|at weekends)$")


def _only_now(facts: list[Fact], messages: Sequence[wire.Message]) -> list[Fact]:
    """"I give swimming lessons at the leisure centre on weekday evenings", then "they stopped the evening sessions, so
    it's only mornings now" in the same conversation: the habit said before keeps its time said later ("… only in the
    mornings"); "pottery is only Saturday mornings now" moves the pottery class said before to Saturday mornings. "it's"
    moves a habit only when one habit with a time was said before; a thing named moves the habit that names it."""
    for i, message in enumerate(messages):
        said = message.content[:MAX_PROSE_CHARS] if message.role == "user" and message.content and " only " in message.content else ""
        m = _ONLY_NOW.search(said) if said else None
        if m is None or m["end"] == "?":
            continue
        before = [f for f in facts if f.type == "habit" and f.refs and all(r[1:].isdigit() and int(r[1:]) < i for r in f.refs)
                  and _HABIT_TIME.search(f.summary)]
        what = (m["what"] or "").lower()
        if what:
            before = [f for f in before if re.search(rf"\b{re.escape(what)}\b", f.summary, re.I)]
        if len(before) != 1:
            continue
        when = " ".join(m["when"].split())
        part = re.sub(r"^on\s+", "", when, flags=re.I)
        if re.fullmatch(r"(?:mornings|afternoons|evenings|nights)", part, re.I):
            new_time = f" only in the {part.lower()}"
        elif part.lower() in {"weekends"}:
            new_time = " only at weekends"
        else:
            new_time = f" on {part[0].upper()}{part[1:]}" if part.lower() != "weekdays" else " on weekdays"
        fact = before[0]
        old = _HABIT_TIME.search(fact.summary)
        assert old is not None
        if fact.value and old.group(0).strip().lower() in fact.value:
            fact.value = fact.value.replace(old.group(0).strip().lower(), new_time.strip().lower())
        fact.summary = fact.summary[: old.start()] + new_time
        fact.refs = [*fact.refs, f"m{i}"]
    return facts


# what a stay "after all" takes back, said in an earlier conversation ("User is moving back to Cebu for good …")
_TAKEN_BACK_BY_A_STAY = ("moving back", "going home", "moving home", "heading back", "going back")


def _staying_after_all(facts: list[Fact], messages: Sequence[wire.Message]) -> list[Fact]:
    """"my contract finishes in March, I'm going home to Cebu for good", then "so I'm staying in Dubai after all" in the
    same conversation: the home read from the stay ("User lives in Dubai") takes back the move said before, which is
    left out (it would stay live beside the stay). A stay asked about is none."""
    changed = [f.order for f in facts if f.type == "decision" and lifefacts.STAYING_AFTER_ALL.match(f.summary)]
    if changed:  # ("i changed my mind, will stay 2 more years")
        facts = [f for f in facts if not (f.order < max(changed) and f.type in {"decision", "plan", "goal", "episode"}
                                          and lifefacts.GOING_HOME.match(f.summary))]
    for i, message in enumerate(messages):
        said = message.content[:MAX_PROSE_CHARS] if message.role == "user" and message.content and "after all" in message.content else ""
        m = lifefacts.STAYING_SAID.search(said) if said else None
        if m is None or m["end"] == "?":
            continue
        place = " ".join(m["place"].split())
        home = [f for f in facts if f.attribute == "lives_in" and f.summary == f"User lives in {place}" and f"m{i}" in f.refs]
        if not home:
            continue
        # (the stay is where the user lives, as "We're staying in Leeds after all." always was; what it takes back, said
        # in an earlier conversation, is retracted by a Brain)
        home[0].retracts = [*home[0].retracts, *_TAKEN_BACK_BY_A_STAY]
        home[0].reports_change = True
        facts = [f for f in facts if not (f.refs and all(r[1:].isdigit() and int(r[1:]) < i for r in f.refs)
                                          and f.type in {"decision", "plan", "goal", "episode"} and lifefacts.GOING_HOME.match(f.summary))]
    return facts


def _made_official_later(facts: list[Fact], messages: Sequence[wire.Message]) -> list[Fact]:
    """"my goal this year is to launch my own cleaning company, Sparkle Bright", then "Sparkle Bright is official!!" in
    the same conversation: the goal is reached, kept as what it became ("User launched their own cleaning company,
    Sparkle Bright"; reached.made_official), as Brain._made_official does for a goal said in an earlier conversation."""
    if not any(f.type == "goal" for f in facts):
        return facts
    for i, message in enumerate(messages):
        names = reached.official_named(message.content[:MAX_PROSE_CHARS]) if message.role == "user" and message.content else []
        for name in names:
            for fact in facts:
                said_before = all(r[1:].isdigit() and int(r[1:]) < i for r in fact.refs) and bool(fact.refs)
                if fact.type == "goal" and said_before and (became := reached.made_official(name, fact.summary)):
                    fact.type, fact.summary, fact.attribute, fact.value = "identity", became, None, None
                    fact.refs = [*fact.refs, f"m{i}"]
    return facts


# a relative's change of job said with where the new one is: "User's son Pavel is changing jobs, from March 2027 he will be
# working in Vienna" is "User's son Pavel works in Vienna from March 2027"
_KIN_CHANGING_JOB = re.compile(r"^(?P<who>User's [\w-]+(?: [\w-]+)? (?-i:[A-Z])[\w'’-]+) is (?:changing|switching) jobs?, "
                               r"(?P<when>from [\w ]{3,30}?) (?:he|she|they) (?:will be working|will work|works|is working) "
                               r"in (?P<place>(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?)$")
# where a named relative works, and where they will: "User's son Artur works in Berlin", then "… works in Munich from
# October 2027", "… starts a new job in Paris in September 2027"
KIN_WORKS_IN = re.compile(r"^(?P<who>User's [\w-]+(?: [\w-]+)? (?-i:[A-Z])[\w'’-]+) (?P<verb>works in|will be working in"
                           r"|(?:starts|is starting|got) a new job in) (?P<place>(?-i:[A-Z])[\w'’-]+)")


def _kin_work_moved(facts: list[Fact]) -> list[Fact]:
    """A named relative's place of work said, then a new one said later in the same conversation ("my son Artur works
    in Berlin", then "Artur is changing jobs, from October he works in Munich"): the later one is kept ("User's son
    Artur works in Munich from October 2027"), the earlier place left out (it would stay live beside it)."""
    for fact in facts:
        if fact.type == "relationship" and (m := _KIN_CHANGING_JOB.match(fact.summary)):
            fact.summary = f"{m['who']} works in {m['place']} {m['when']}"
    places = [(f, m) for f in facts if f.type == "relationship" and (m := KIN_WORKS_IN.match(f.summary))]
    if len(places) < 2:
        return facts
    gone: set[int] = set()
    for f, m in places:
        if m["verb"] != "works in" or " from " in f.summary:
            continue  # (only a place of work said as it is now is left)
        if any(g.order > f.order and n["who"] == m["who"] and n["place"] != m["place"]
               and (n["verb"] != "works in" or " from " in g.summary) for g, n in places):
            gone.add(id(f))
    return [f for f in facts if id(f) not in gone]


# "five-a-side days are finished for me", "The Saturday markets are finished for me now": a pursuit over for the user
_FINISHED_FOR_ME = re.compile(r"\b(?P<what>[a-z][\w-]*(?:\s+(?!days\b)[a-z][\w-]*)?)\s+(?:days\s+)?(?:are|is)\s+(?:finished|over|done)\s+for\s+me\b"
                              r"(?![^.!?]*\?)", re.I)
# what the user stopped or gave up, as a summary says it ("User stopped the Zumba", "User has given up five-a-side")
_GAVE_UP = re.compile(r"^User (?:stopped|quit|gave up|has given up|has stopped)(?: (?:the|their|doing|going to|playing|going))* "
                      r"(?P<what>[\w-]+(?: [\w-]+)?)$")


def _head_word(what: str) -> str:
    word = what.split()[-1].lower()
    return word[:-1] if word.endswith("s") and len(word) > 4 else word


# a retirement ahead ("User is retiring in March 2027 …") and one told as done or as a state ("User retired on …",
# "User is retired")
_RETIRING = re.compile(r"^User (?:is (?:retiring|going to retire|about to retire)|will (?:be )?retir(?:e|ing)|plans to retire)\b")
_RETIRED = re.compile(r"^User (?:(?:has )?retired|is (?:now |officially )?retired)\b")
# a home being bought, and its purchase dropped later ("User is buying a flat in Gràcia", then "User decided not to buy the
# flat in Gràcia"): the same place on both sides (the write path's, Brain._home_dropped)
# a home's kind, as bought or dropped
_HOME_WORD = r"(?:flat|house|apartment|home|cottage|bungalow|townhouse|condo|terrace|semi|maisonette)"
_BUYING_HOME = re.compile(r"^User (?:is|are) buying (?:a|an|the|their) (?:[\w-]+ ){0,3}?" + _HOME_WORD + r" in (?P<place>[A-Z][\w'’-]*)")
_HOME_DROPPED = re.compile(r"^User (?:decided not to buy|has decided not to buy|lost|pulled out of|has pulled out of|gave up on buying)"
                           r" (?:a|an|the|their) (?:[\w-]+ ){0,3}?" + _HOME_WORD + r" in (?P<place>[A-Z][\w'’-]*)")
# the user's own leave, and the user back at work after it ("User is on maternity leave till December", then "User has been
# back at work since 7 December"): the leave is over (the same words as the write path's, Brain._back_from_leave)
_ON_LEAVE = re.compile(r"^User (?:is |has been |was )?(?:(?:now|currently|still|officially|going) )?(?:on |going on )?"
                       r"(?:(?:shared|unpaid|paid|long-term) )?(?:paternity|maternity|parental|sick|medical|compassionate|adoption"
                       r"|bereavement) leave\b")
_BACK_AT_WORK = re.compile(r"^User (?:is back in the office\b|(?:is back at|has been back at|is back to|has gone back to|went back to"
                           r"|has returned to|returned to) (?:work|(?:the|their) (?:job|desk|office|ward))\b)")


def _last_said(fact: Fact) -> int:
    """The index of the last message that stated ``fact`` (-1: none known)."""
    return max((int(r[1:]) for r in fact.refs if r[1:].isdigit()), default=-1)


def _plan_done_later(facts: list[Fact]) -> list[Fact]:
    """A plan said in one message and told as done in a later one of the same conversation: only the done fact is kept.
    "We're moving to Leipzig in November" (``plan:lives_in`` = leipzig), then "we moved to Leipzig!" (``lives_in`` =
    leipzig); "I'm retiring in March", then "I'm retired now". Another place, or the done fact said first (or in the same
    message), leaves the plan as it was."""
    drop: set[int] = set()
    for n, plan in enumerate(facts):
        base = plan.attribute[len(PLAN_PREFIX):] if plan.attribute and plan.attribute.startswith(PLAN_PREFIX) else None
        retiring = base is None and plan.type in {"decision", "plan", "episode", "goal"} and _RETIRING.match(plan.summary)
        on_leave = plan.type in {"episode", "identity", "plan", "decision"} and bool(_ON_LEAVE.match(plan.summary))
        working = plan.type == "identity" and (plan.attribute in {"job_title", "works_at"} or bool(_JOB_BEFORE.match(plan.summary)))
        buying = _BUYING_HOME.match(plan.summary)
        if (base is None or not plan.value) and not retiring and not on_leave and not working and not buying:
            continue
        said = _last_said(plan)
        if said < 0:
            continue
        for done in facts:
            if done is plan or _last_said(done) <= said or done.polarity == "negative" or done.subject != plan.subject:
                continue
            if (base is not None and done.attribute == base and done.value == plan.value) \
                    or ((retiring or working) and _RETIRED.match(done.summary)) \
                    or (on_leave and _BACK_AT_WORK.match(done.summary)) \
                    or (buying and (dropped := _HOME_DROPPED.match(done.summary)) and dropped["place"] == buying["place"]):
                drop.add(n)
                break
    return [f for n, f in enumerate(facts) if n not in drop]


def _activity_over(facts: list[Fact], messages: Sequence[wire.Message]) -> list[Fact]:
    """'I play five-a-side on Wednesday nights', then 'five-a-side days are finished for me' in a later message: the
    pursuit said before is left out and "User has given up five-a-side" kept; "I stopped the Zumba" leaves out the Zumba
    class said before. Only a pursuit said before in the conversation is ended ("the holidays are finished for me, back
    to work Monday" ends nothing, "I stopped the car at the lights" names no habit)."""
    def earlier(i: int, word: str) -> list[Fact]:
        return [f for f in facts if f.type in {"habit", "identity"} and f.refs
                and all(r[1:].isdigit() and int(r[1:]) < i for r in f.refs)
                and re.search(rf"\b{re.escape(word)}s?\b", f.summary, re.I)]

    for i, message in enumerate(messages):
        said = message.content[:MAX_PROSE_CHARS] if message.role == "user" and message.content and "for me" in message.content else ""
        m = _FINISHED_FOR_ME.search(said) if said else None
        if m is None:
            continue
        what = re.sub(r"^the\s+", "", " ".join(m["what"].split()), flags=re.I)
        if len(what.split()) == 2 and not what[:1].isupper():
            what = what.split()[1]  # ("the surgeon says five-a-side days are …": the pursuit, not the word before it)
        ended = earlier(i, _head_word(what))
        if not ended:
            continue
        facts = [f for f in facts if all(f is not e for e in ended)]
        gave_up = Fact("decision", f"User has given up {what}", refs=[f"m{i}"], said=message.ts,
                       order=max(e.order for e in ended) + 1, retracts=[what.lower()])
        facts.append(gave_up)
    for stop in [f for f in facts if f.type == "decision" and (g := _GAVE_UP.match(f.summary))]:
        first = min((int(r[1:]) for r in stop.refs if r[1:].isdigit()), default=None)
        g = _GAVE_UP.match(stop.summary)
        if first is None or g is None:
            continue
        ended = [e for e in earlier(first, _head_word(g["what"])) if e.type == "habit"]
        facts = [f for f in facts if all(f is not e for e in ended)]
    return facts


def _studies_over(facts: list[Fact]) -> list[Fact]:
    """"I'm a final-year history student at Edinburgh", then "I'm officially finished with uni!" in the same
    conversation: the student said before is left out (it would stay live beside the end of it)."""
    over = [f.order for f in facts if f.type == "episode" and lifefacts.STUDIES_OVER.match(f.summary)]
    # ("I'm a PhD student in marine ecology", then "I'm officially Dr. Okafor": the doctorate done ends it too)
    doctor = [f.order for f in facts if f.type == "identity" and _DOCTORATE_DONE.match(f.summary)]
    if not over and not doctor:
        return facts
    last = max(over + doctor)
    return [f for f in facts if not (f.order < last and f.type == "identity" and (
        lifefacts.STUDENT.match(f.summary) or (doctor and _DOCTORATE_UNDER_WAY.match(f.summary))))]


_DOCTORATE_DONE = re.compile(r"^User has finished a doctorate and is now Dra?\. ")
_DOCTORATE_UNDER_WAY = re.compile(r"^User is doing (?:a|their) (?:doctorate|PhD)\b")


def _ages_said_later(facts: list[Fact]) -> list[Fact]:
    """"my kids are Ola, 10 and Staś, 6", then "Staś is 7 now, …" in the same conversation: the list says the age said
    later (corrected.age_in_list), and an age of the same child said before says the later one ("User's daughter Orla is
    8" beside "… Orla turned 9 on Monday" is "User's daughter Orla is 9"; said in other words, it is left out)."""
    said = [(f, a) for f in facts if f.type == "relationship" and (a := corrected.age_said(f.summary))]
    if not said:
        return facts
    out = []
    for fact in facts:
        later = [(f, a) for f, a in said if f.order > fact.order and f is not fact] if fact.type == "relationship" else []
        for _, (name, age) in later:
            if (moved := corrected.age_in_list(fact.summary, name, age)) is not None:
                fact.summary = moved
        own = corrected.age_said(fact.summary) if later else None
        newer = [age for _, (name, age) in later if own is not None and own[0] == name and own[1] != age]
        if own is not None and newer:
            if not fact.summary.endswith(f" is {own[1]}"):
                continue
            fact.summary = f"{fact.summary[: -len(own[1])]}{newer[-1]}"
        out.append(fact)
    return out


def _rule_said_after(sentence: str) -> list[str]:
    """'i'm rubbish with long texts, bullet points please': what the user is, then the shape of every answer asked for
    after a comma, each a sentence of its own (read together, the rule was lost)."""
    head, comma, tail = sentence.rpartition(", ")
    if comma and _FIRST_PERSON_OPENING.match(head) and instructions.shape_asked(tail):
        return [f"{head}.", tail]
    return [sentence]


_FIRST_PERSON_OPENING = re.compile(r"^(?:(?:also|and|but|so|oh)\s+)?(?:i|i'm|im|i've|ive|my)\b", re.I)
_TITLE_WORD = re.compile(r"\b(?:dr|prof|professor|mr|mrs|ms|miss)\.?\s+(?=[a-z])")
_BY_WHAT_IT_TREATS = re.compile(r"^User takes (?:medication|an inhaler) for their ")
_TAKES_NAMED = re.compile(r"^User (?:(?:now|still|also) )?takes (?!medication\b|an inhaler\b)[a-z]")


def _medicine_named(facts: list[Fact]) -> list[Fact]:
    """'The doctor has changed my blood pressure tablets. I now take amlodipine 5mg …': the medicine named says more
    than "User takes medication for their blood pressure", which is left."""
    if not any((f.attribute == "takes" or _TAKES_NAMED.match(f.summary)) and not _BY_WHAT_IT_TREATS.match(f.summary) for f in facts):
        return facts
    return [f for f in facts if not _BY_WHAT_IT_TREATS.match(f.summary)]


# "User met a retired pilot, Frank, who flew for BA for thirty years in the week of 2 March 2026": the date of the meeting
# was put after the person's own clause, where it reads as the date of what they did
_MET_WHO = re.compile(
    r"^(?P<head>User\s+(?:(?:just|finally|also)\s+)?(?:met|ran\s+into|bumped\s+into|got\s+talking\s+to|got\s+chatting\s+(?:to|with)"
    r"|made\s+friends\s+with|got\s+to\s+know)\s+.+?),?\s+who\s+(?P<rel>(?P<verb>[a-z]+)\b.+?)"
    r"(?P<date>\s+(?:on|in|around|in\s+the\s+week\s+of|on\s+the\s+weekend\s+of|on\s+the\s+night\s+of)\s+"
    r"(?:[A-Z][a-z]+day,\s+)?(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\s+)?\d{4})?$")
_PAST_OF_THEIRS = frozenset("had was were went lost grew fought survived overcame beat left moved came flew lived worked spent".split())


def _met_then_who(summary: str) -> str:
    """The date of a meeting goes with the meeting: "User met Jean, who runs a café, on 8 March 2026" -> "User met Jean on
    8 March 2026, who runs a café"; a clause of the person's past ("who had been through a lot, yet stayed optimistic",
    "who flew for BA for thirty years") is their story, not the user's, and is left out when a date would follow it or
    it holds one of its own. Without any date the summary is left as it was."""
    m = _MET_WHO.match(summary)
    if m is None:
        return summary
    verb = m["verb"]
    head = m["head"] + ("," if re.search(r",\s+[A-Z][\w'-]*$", m["head"]) else "")  # "a retired pilot, Frank," closed
    date = m["date"] or ""
    if not date and not re.search(r"\b\d{4}\b", m["rel"]):
        return summary  # no date at all: "User met Jean, who stayed optimistic" reads as said
    if verb in _PAST_OF_THEIRS or (verb.endswith("ed") and verb not in {"need", "feed", "seed", "speed", "breed", "bleed"}):
        # (a date only in the person's clause was theirs: "who had lost his wife in spring 2025")
        return f"{head}{date}" if date else head.rstrip(",")
    return f"{head}{date}, who {m['rel']}" if date else summary


# "Head chef, Trattoria Lupo, Fitzroy.", "SRE, Allegro, Poznań": a role, its employer and the town, said as a list
_TERSE_ROLE = re.compile(r"(?:^|(?<=[.!?]\s))(?P<role>[A-Za-z][\w-]*(?:\s+[a-z][\w-]*){0,3}),\s+(?P<org>(?-i:[A-Z])[\w&'’.-]*(?:\s+(?-i:[A-Z])[\w&'’.-]*){0,3}),"
                         r"\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)(?P<end>\s*[.!]|\s*$)", re.M)


def _terse_role_word(role: str) -> str | None:
    """The role of a terse introduction as a sentence says it ("Head chef" → "head chef", "SRE" kept), or None when
    its last word names no job."""
    if not is_job_noun(role.split()[-1].lower()):
        return None
    return role if role.isupper() or any(w.isupper() and len(w) > 1 for w in role.split()) else role.lower()


def _terse_role(m: re.Match[str]) -> str:
    role = _terse_role_word(m.group("role"))
    if role is None or m.group("org").casefold() in NOT_NAMES:
        return m.group(0)
    return f"I'm {en.article(role)} {role} at {m.group('org')} in {m.group('place')}{m.group('end')}"


# "dark theme always please when you show screenshots", "light theme for screenshots now please": the colour theme
# the user wants, said without a verb (a standing word is needed: "dark theme please" alone may be for one answer)
_THEME_ASKED = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<lead>(?:always|from\s+now\s+on)\s+)?(?:a\s+|the\s+)?(?P<tone>dark|light)\s+(?P<k>theme|mode)"
    r"(?P<std>\s+(?:always|everywhere|from\s+now\s+on|now|by\s+default|these\s+days))?"
    r"(?P<scope>\s+(?:for|in|on)\s+(?:my\s+|the\s+|your\s+)?[a-z]+(?:\s+(?!(?:now|always|please|pls|plz)\b)[a-z]+)?)??"
    r"(?P<std2>\s+(?:always|now|from\s+now\s+on))?\s*,?\s*(?:please|pls|plz)?"
    r"(?:\s+when\s+you\s+(?:show|send|make|give|take|share)\s+(?:me\s+)?(?P<what>[a-z]+))?"
    r"(?=\s*[.!,]|\s*$)(?:\s*,\s*(?=[a-z]))?", re.I)


def _theme_asked(m: re.Match[str]) -> str:
    standing = m.group("lead") or m.group("std") or m.group("std2") or m.group("what")
    if not standing:
        return m.group(0)
    scope = m.group("scope") or (f" for {m.group('what').lower()}" if m.group("what") else "")
    now = " now" if re.search(r"\bnow\b", (m.group("std") or "") + (m.group("std2") or ""), re.I) \
        and not re.search(r"from\s+now", (m.group("std") or "") + (m.group("std2") or ""), re.I) else ""
    end = ". " if m.group(0).rstrip().endswith(",") else ""
    article = "a " if m.group("k").lower() == "theme" else ""
    return f"I prefer {article}{m.group('tone').lower()} {m.group('k').lower()}{scope}{now}{end}"


# "I'm going to try the choir at the church instead, it meets Wednesdays", "I've started an online watercolour course,
# lessons are Thursday evenings": when the class or group just named meets, said after it (its "it" read as the class)
_CLASS_MEETS = re.compile(
    r"\b(?P<started>(?:i|we)\s+(?:started|began|joined)\s+)?(?P<head>(?:a|an|the|my)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:course|class|classes|choir|club|group|lessons|band|orchestra)\b[^.!?,;]{0,40}?)(?:\s+instead)?,\s+(?:and\s+)?"
    r"(?:it|they|lessons|classes|sessions|we)\s+(?:meets?|runs?|is|are|'s|'re|happens?)\s+(?:on\s+)?"
    rf"(?P<days>{_DAY_LIST}s?(?:\s+(?:evenings|mornings|afternoons|nights))?)(?=\s*[.!]|\s*$)", re.I)


def _class_meets(m: re.Match[str]) -> str:
    days = m["days"] if m["days"].lower().endswith(("s", "evenings", "mornings", "afternoons", "nights")) else m["days"] + "s"
    if m["started"]:  # "I've started a course, lessons are Thursday evenings": the course kept on its days
        return f"I'm doing {m['head']} on {days}"
    if re.search(r"\bgoing\s+to\s+(?:try|join)\s+$", m.string[: m.start()], re.I):
        return m["head"]  # a group to try is an aim, not yet the user's routine: its days are not the user's week
    return f"{m['head']} on {days}"


# "new job! I'm at Razorpay now, payments team": where the user works, said as where they are after the news
# "new job from July: IT support technician at Croydon council": a job to start, said as a heading and its role
_NEW_JOB_ROLE = re.compile(r"^(?P<lead>\s*(?:(?:big|great|good|exciting|some)\s+news\W+)?)new\s+(?:job|role|position)"
                           r"(?P<when>\s+(?:from|in|starting)\s+(?:(?:mid|early|late|end\s+of)\s+)?[A-Za-z]+(?:\s+\d{1,2})?)?\s*[:!,–—-]+\s*"
                           r"(?:(?:an?)\s+)?(?P<role>(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?P<at>at|with|for)\s+(?=(?-i:[A-Z]))", re.I)


def _new_job_role(plain: str) -> str:
    """'new job from July: IT support technician at Croydon council' → "I'm starting as an IT support technician at Croydon
    council from July" (the time said last, as the rules read a start to come)."""
    m = _NEW_JOB_ROLE.match(plain)
    if m is None:
        return plain
    role = m["role"]
    words = role.split()
    if not is_job_noun(words[-1]) or (words[0].islower() and lexicon.common(words[0])
                                       and words[0] not in {"senior", "junior", "lead", "head", "chief", "trainee"}):
        return plain
    end = next((i for i in range(m.end(), len(plain)) if plain[i] in ".!?\n"), len(plain))
    when = f" {m['when'].strip()}" if m["when"] else ""
    return f"{m['lead']}I'm starting as {en.article(role)} {role} {m['at']} {plain[m.end():end]}{when}{plain[end:]}"


_NEW_JOB_AT = re.compile(r"(?P<news>\bnew\s+(?:job|role|gig|position)\b[^.!?]{0,20}?[.!?:,-]+\s*)(?:i'm|i\s+am|im)\s+(?:now\s+)?at\s+"
                         r"(?=(?-i:[A-Z]))", re.I)


# "gameplay programmer, small studio in Helsinki.": the role, then the kind of place it is at and where
_TERSE_ROLE_KIND = re.compile(r"(?:^|(?<=[.!?]\s))(?P<role>[A-Za-z][\w-]*(?:\s+[a-z][\w-]*){0,3}),\s+(?:(?:a|an)\s+)?"
                              r"(?P<kind>(?:(?:small|tiny|big|large|little|indie|local|family|busy|new)\s+)?(?:[a-z]+\s+)?"
                              r"(?:studio|company|startup|start-up|firm|agency|practice|hospital|clinic|school|lab|bakery|restaurant|shop))"
                              r"\s+in\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
                              # ("…, small indie studio in Izmir, 4 people.": how big the place is, said after it)
                              r"(?:\s*,\s*(?:\d{1,3}|a\s+few|a\s+handful\s+of)\s+(?:people|of\s+us|staff|employees))?"
                              r"(?P<end>\s*[.!]|\s*$)", re.M)


def _terse_role_kind(m: re.Match[str]) -> str:
    role = _terse_role_word(m.group("role"))
    if role is None:
        return m.group(0)
    kind = m.group("kind").lower()
    return f"I'm {en.article(role)} {role} at {en.article(kind)} {kind} in {m.group('place')}{m.group('end')}"


# "NO MUSHROOMS please, I am allergic", "nothing with peanuts, my son is allergic": what is refused is what they are
# allergic to
_NO_X_ALLERGIC = re.compile(
    # ("and pls no prawns in the menu lol im seriously allergic to them": asked with "please" first, a laugh for a comma)
    r"(?:^|(?<=[.!?]\s))(?:(?:and|also|oh)\s+)?(?:(?:please|pls|plz)\s+)?(?:no|nothing\s+with|without)\s+"
    r"(?P<obj>(?!(?:more|problem|worries|need|way|thanks|idea|rush|clue|wonder)\b)[A-Za-z][\w' -]{1,30}?)"
    # ("no walnuts or pecans in your recipes please, my grandson is allergic": the rule for the recipes stays)
    r"(?P<in>\s+in\s+(?:any\s+of\s+)?(?:your|the)\s+(?:recipes|meals|meal\s+plans|menus?|dishes|suggestions|meal\s+ideas))?"
    r"\s*(?:,?\s*(?:please|pls|plz))?(?:\s*[,;:.!-]\s*|\s+(?:(?:haha|lol|lmao)\s*,?\s*)?)"
    r"(?P<who>i'm|im|i\s+am|my\s+[a-z]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+is|(?:he|she)'s|(?:he|she)\s+is)\s+"
    r"(?P<how>(?:(?:severely|very|deathly|badly|really|so|highly|seriously|super|extremely)\s+)?)allergic"
    r"(?:\s+to\s+(?:it|them|those|that))?(?=\s*[.!]|\s*$|(?P<more>\s+and\s+(?:he|she|i)\b))", re.I)


# "nothing with pork please, I don't eat it", "nothing with pork, my family doesn't eat it", "no nuts please - my son
# can't eat them": the thing refused, named (the user's, a relative's or the household's)
_NO_X_DONT_EAT = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?P<comma>,\s+))(?:oh,?\s+)?(?:and\s+)?(?:no|nothing\s+with|never\s+any|without)\s+"
    r"(?P<obj>(?!(?:more|problem|worries|need|way|thanks|idea)\b)[A-Za-z][\w' -]{1,30}?)"
    r"\s*(?:,?\s*(?:please|pls|plz))?\s*[,;:-]\s*(?P<who>i|we|(?:my|our)\s+[a-z]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+"
    r"(?P<neg>don't|doesn't|do\s+not|does\s+not|can't|cannot|won't|never)\s+eat\s+(?:it|them|that)(?=\s*[.!,]|\s*$)", re.I)


# "No mushrooms please, can't stand them", "please don't suggest recipes with olives, I hate them": the thing refused,
# named, then how the user feels about it, said of "them"
_NO_X_DISLIKED = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:oh,?\s+)?(?:and\s+)?(?:no|nothing\s+with|never\s+any|without"
    r"|(?:please\s+)?(?:don't|do\s+not|never)\s+(?:suggest|give\s+me|recommend|include|add|put\s+in|use)\s+"
    r"(?:(?:any\s+)?(?:recipes|dishes|meals|food|anything|things|snacks|drinks|cocktails)\s+)?(?:with|that\s+(?:has|have|uses?|includes?))"
    r"|(?:please\s+)?(?:don't|do\s+not|never)\s+(?:suggest|give\s+me|recommend|include|add|use))\s+"
    r"(?P<obj>(?!(?:more|problem|worries|need|way|thanks|idea|it|them|that|this)\b)[A-Za-z][\w' -]{1,30}?)"
    r"\s*(?:,?\s*(?:please|pls|plz))?\s*[,;:-]\s*(?:i\s+|i'm\s+|honestly\s+|just\s+)?"
    r"(?P<feel>(?:(?:really|just|absolutely|truly|honestly)\s+)?(?:can't\s+stand|cannot\s+stand|hate|don't\s+like|do\s+not\s+like"
    r"|can't\s+bear|detest|loathe|despise))"
    r"\s+(?:it|them|that|those)(?=\s*[.!,]|\s*$)", re.I)


# "don't use emoji in your answers": where the thing is refused (the answers), not part of the thing
_IN_THE_ANSWERS = re.compile(r"\s+in\s+(?:your|the|all\s+(?:your|the))\s+(?:answers|repl(?:y|ies)|responses|messages)$", re.I)


def _no_x_disliked(m: re.Match[str]) -> str:
    feel = " ".join(m.group("feel").lower().split())
    obj = m.group("obj").strip()
    if (where := _IN_THE_ANSWERS.search(obj)) is not None:
        # "Please do not use emoji in your answers, I don't like it": the rule for the answers stays as said, and
        # the dislike of the thing is a sentence of its own ("I don't like emoji in your answers" kept neither)
        return f"{m.string[m.start():m.start('obj')]}{obj}. I {feel} {obj[:where.start()].lower()}"
    return f"I {feel} {obj.lower()}"


def _no_x_dont_eat(m: re.Match[str]) -> str:
    who = "I" if m.group("who").lower() in {"i", "we"} else m.group("who")  # the user's own meals, "we" or "I"
    said = f"{who} {m.group('neg')} eat {m.group('obj').strip().lower()}"
    return f". {said[:1].upper()}{said[1:]}" if m.group("comma") else said  # after a request, a sentence of its own


def _no_x_allergic(m: re.Match[str]) -> str:
    who = "I'm" if m.group("who").lower() == "im" else m.group("who")
    obj = m.group("obj").strip().lower()
    said = f"{who} {m.group('how')}allergic to {re.sub(r' or ', ' and ', obj)}"
    if m.group("in"):  # the rule, then who it is for: "No walnuts in your recipes please. My grandson is allergic to walnuts"
        said = f"No {obj}{m.group('in')} please. {said[:1].upper()}{said[1:]}"
    return said + ("." if m.group("more") else "")  # "… and he has his tea here every Wednesday": a sentence of its own


def _name_the_relative(facts: list[Fact]) -> list[Fact]:
    """A relative told of first by relation alone and named later in the conversation ("my mom has been diagnosed
    with early Alzheimer's … Her name is Graciela") is that person in every fact: "User's mom Graciela has been
    diagnosed with early Alzheimer's", linked to Graciela (was a person "Mom" beside "Graciela"). Only for a relation
    a person has one of ("mum" and "mother" one relation) and when the conversation gives it one name."""
    def canon(word: str) -> str | None:
        return UNIQUE_RELATIONS.get(word.casefold())

    names: dict[str, set[str]] = {}
    for fact in facts:
        for p in fact.persons:
            rel = canon(p.relation or "")
            if rel and canon(p.name) != rel:
                names.setdefault(rel, set()).add(p.name)
    if not names:
        return facts
    for fact in facts:
        for i, p in enumerate(fact.persons):
            rel = canon(p.relation or "")
            if not rel or canon(p.name) != rel or len(names.get(rel, ())) != 1:
                continue
            name = next(iter(names[rel]))
            if any(q.name == name for q in fact.persons):
                fact.persons = [q for q in fact.persons if q is not p]
            else:
                fact.persons = [*fact.persons[:i], PersonMention(name=name, relation=p.relation), *fact.persons[i + 1:]]
            lead = re.match(r"User's ([a-z-]+) (?!is [A-Z][\w'-]*$)", fact.summary)  # ("User's mom is Graciela" names her)
            if lead and canon(lead.group(1)) == rel and not fact.summary[lead.end():].startswith(name):
                fact.summary = f"{fact.summary[: lead.end()]}{name} {fact.summary[lead.end():]}"
            break
    return facts


_NEW_JOB = re.compile(r"^User's [a-z-]+(?: [A-Z][\w'-]+)? (?:starts?|started|has started|began|got|has got) (?:a |their |her |his )?new job$")
_JOB_SAID = re.compile(r"\b(?:is|works|started|starts|now)\b.*\b(?:at|with|for)\s+[A-Z]|\b(?:is|works as) an? [a-z]")


# "This year I join a women group for saving money", "Now I join the football team of my company": a learner's present
# for a group the user has joined, said at a sentence's start or after a time said first, before a group's kind ("Can
# I join a savings group?", "I join you in spirit" are left)
# Said of the user's own life in a way the clause rules do not read, written as they do (_said_of_a_life):
# "Retired as of Friday!", "Retired on Monday after 30 years at the bank" (the "I" dropped; "as of" a day is "on" it);
# "that's me done, retired" and "(officially) a pensioner now" are "I'm retired"; "gallbladder came out last Thursday"
# (an organ taken out, said without "I had") is "I had my gallbladder out …"; "mum of two here," opening a sentence is
# "I'm a mum of two,". Sentence starts only ("my son's tonsils came out" is his, "retired teachers get …" is no news).
_RETIRED_BARE = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:just|finally|officially)\s+)?[Rr]etired(?=\s+(?:as\s+of|on|last|this|yesterday|today|after)\b|\s*[!.]|\s*$)")
_CAREER_THEN_RETIRED = re.compile(r"\b(?P<career>I\s+(?:was|worked\s+as)\s+(?:a|an)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?\s+"
                                  r"(?:(?:with|at|for|in)\s+(?:the\s+)?(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*){0,2}\s+)?"
                                  r"for\s+(?:\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+years)\s*,\s+(?:and\s+)?retired\s+(?:in\s+)?(?P<year>\d{4})\b")
_RETIRED_THEN_CAREER = re.compile(r"\b(?P<head>I\s+am|I'm|I’m)\s+(?:(?P<age>\d{2})\s+and\s+)?retired(?:\s+now)?\s*,\s+(?:and\s+)?I\s+was\s+(?:a|an)\s+"
                                  r"(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)"
                                  r"(?P<where>\s+(?:at|with|for|in)\s+(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*){0,2})?(?=\s*[.!;]|\s*$)")
_RETIRED_AS_OF = re.compile(r"\b(I\s+(?:just\s+|finally\s+|officially\s+)?retired)\s+as\s+of\s+(?=(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|yesterday|\d)", re.I)
_ME_RETIRED = re.compile(r"\bthat(?:'s|’s|s|\s+is)\s+me\s+(?:done\s*,?\s*(?:and\s+)?|finished\s*,?\s*(?:and\s+)?)?retired\b"
                         r"|(?:^|(?<=[.!?]\s)|(?<=,\s))(?:(?:I'm|I\s+am)\s+)?(?:now\s+|officially\s+)*a\s+pensioner\s+now\b"
                         r"|(?:^|(?<=[.!?]\s))(?:(?:I'm|I\s+am)\s+)?officially\s+a\s+pensioner\b", re.I)
_ORGAN_OUT = re.compile(r"(?:(?<=^)|(?<=[.!?:]\s))(?:[Mm]y\s+)?(?P<o>gall\s?bladder|appendix|tonsils|adenoids|wisdom\s+teeth|spleen|thyroid"
                        r"|kidney\s+stones?)\s+(?:came|come|was\s+taken|were\s+taken|got\s+taken)\s+out\b", re.I)
_PARENT_OF_N = re.compile(r"(?:^|(?<=[.!?]\s))(?:a\s+)?(?P<who>mum|mom|mam|mother|dad|father)\s+of\s+(?P<n>two|three|four|five|six|seven|\d)"
                          r"(?:\s+here)?(?=\s*[,.!;]|\s+and\b)", re.I)


# "Mind I told you about my hip? Well the replacement went fine": the operation of the one body part the message named
# with "my" before it ("the replacement" alone says of what nowhere else)
_MY_PART = re.compile(r"\bmy\s+(?:left\s+|right\s+|bad\s+|dodgy\s+)?(?P<part>hip|knee|shoulder|ankle|wrist|elbow|back|spine|eye|heart|foot|hand"
                      r"|neck|bladder|bowel|prostate|thyroid)\b(?!\s+(?:replacement|operation|op|surgery)\b)", re.I)
_THE_PROCEDURE = re.compile(r"\b(?P<det>the|my)\s+(?P<what>replacement|operation|op|surgery)\b(?!\s+(?:on|of|for)\b)", re.I)


# "I have a daughter, Mei, age 9, who plays violin": the child with their age, then what they do, said of them by name
# ("… Mei, age 9. Mei plays violin"); one child, a verb in the present after "who" ("who is 9" is the age rule's)
_KID_AGED_WHO = re.compile(r"(?P<head>\b(?:I|[Ww]e)\s+(?:have|'ve\s+got|have\s+got)\s+(?:a|an|one)\s+(?:son|daughter|boy|girl|grandson"
                           r"|granddaughter|stepson|stepdaughter|kid|child),\s+(?P<name>(?-i:[A-Z])[\w'-]+),\s+aged?\s+\d{1,2}),\s+who\s+"
                           r"(?=(?!is\b)[a-z]{2,}s\b)")


# "When I go back to work in March, my mum is going to have him": the return to work is said too ("I'm going back to work
# in March. My mum …"); only with when (a month, a day, "after …"), at a sentence's start
_WHEN_BACK_TO_WORK = re.compile(r"(?:^|(?<=[.!?]\s))[Ww]hen\s+I\s+(?:(?:go|get|return|head)\s+back|return)\s+to\s+(?P<where>work|the\s+(?:office|warehouse|depot"
                                r"|factory|ward|hospital|school|site|shop|store|plant|yard))\s+(?P<when>(?:in|on|after)\s+[\w ]{3,25}?)\s*,?\s+"
                                r"(?P<next>(?:I|I'm|my|we|our|he|she|they|the)\b)")
# "I'm finishing my MSc in public health at Leeds. Graduation is on 10 December": the graduation of the course the user
# said is theirs in the same message ("my daughter is finishing her nursing degree, graduation's on 16 July" is hers)
_MY_COURSE = re.compile(r"\b(?:I'm|I\s+am|I've|I\s+have)\s+(?:just\s+|nearly\s+|almost\s+|about\s+to\s+)?(?:been\s+)?(?:doing|studying|finishing|completing|taking"
                        r"|started|starting|finished|completed|passed)\s+(?:my|a|an|the)\s+(?:[\w'-]+\s+){0,5}?(?:degree|diploma|course|msc|ma|ba|bsc|phd"
                        r"|master's|masters|doctorate|apprenticeship|certificate|mba|nvq|hnd|training|programme|program)\b", re.I)
_BARE_GRADUATION = re.compile(r"(?:^|(?<=[.!?]\s))(?:[Tt]he\s+)?[Gg]raduation(?:\s+ceremony)?(?:\s+is|'s)\s+(?=on\s|in\s|next\s)")
# "We're in Cork now, moved on the 3rd": a move told as where the user is now, then when
_IN_NOW_MOVED = re.compile(r"\b(?P<who>I'm|I\s+am|[Ww]e're|[Ww]e\s+are)\s+in\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+now\s*,\s*"
                           r"(?:(?:we|I)\s+)?moved\s+(?P<when>on\s+the\s+\d{1,2}(?:st|nd|rd|th)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day"
                           r"|last\s+(?:week|month|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|in\s+(?-i:[A-Z])[a-z]+)\b")


# "We've moved to Manchester now, we ended up in Didsbury": the part of the city moved to, said after it (", in Didsbury")
_MOVED_ENDED_UP_IN = re.compile(r"(?P<move>\bmoved\s+to\s+(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)(?:\s+now)?\s*,\s*(?:and\s+)?"
                                r"(?:(?:we|I)\s+)?(?:ended\s+up|landed|settled)\s+in\s+(?=(?-i:[A-Z]))", re.I)


# "Just got the keys to my first flat!! It's in Walthamstow, moving out …": where the home is, said in the next sentence
_HOME_ITS_IN = re.compile(r"(?P<home>\b(?:my|our)\s+(?:first\s+|new\s+|own\s+)*(?:flat|house|apartment|home|bungalow|studio|cottage|maisonette|condo))"
                          r"\s*[!.]+\s+(?:It's|It’s|It\s+is|Its)\s+in\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)(?P<after>\s*(?:,\s*)?)"
                          r"(?P<next>[a-z]?)")


# "Hiya, it's Maureen again", "Morning! It's Dev here": the one writing, by name, opening the message (a day, a month
# or a common word is no name: "it's Monday again")
_ITS_NAME_AGAIN = re.compile(r"^(?P<hi>(?:(?:hi|hiya|hello|hey|morning|evening|afternoon)\b[\s,!.]*)?)(?:[Ii]t's|[Ii]t’s|[Ii]t\s+is|[Ii]ts)\s+"
                             r"(?P<name>(?-i:[A-Z])[a-z'-]{1,20})\s+(?:again|here)\b", re.I)
# "My wife retires next week", "the husband retires in June": a relative's retirement ahead, said in the present ("is
# retiring"); "the wife" opening a sentence is the user's, as British speakers say it ("the wife of my boss" is not)
_NOT_A_NAME_AGAIN = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march",
                               "april", "may", "june", "july", "august", "september", "october", "november", "december", "christmas",
                               "easter", "summer", "winter", "spring", "autumn", "me", "us", "raining", "snowing"})
_KIN_RETIRES = re.compile(r"\b(?P<kin>(?:[Mm]y|[Oo]ur)\s+(?:wife|husband|partner|mum|mom|mam|dad|father|mother|brother|sister|son|daughter))\s+retires\s+"
                          r"(?=(?:next|this|in|on|at|after|soon)\b)")
_THE_WIFE = re.compile(r"(?:^|(?<=[.!?]\s))[Tt]he\s+(?P<who>wife|missus|husband|hubby)\b(?!\s+of\b)")


# Said of the user's work or health in a way the clause rules do not read (session 53, _said_of_work):
# "I nurse on the stroke unit" is "I'm a nurse on the stroke unit" (the job said with its verb; "I nurse a coffee", "I
# nurse my mum" are not); "I am the principal of Scoil Bhríde in Naas" is "… the principal at …" (a head's post, a
# named school or body after it; "… of Kisumu High School since January" is read whole as it was); "I'm a marathon runner", "an ultrarunner" are "I run marathons / ultramarathons";
# "Retired now, …" opening a sentence is "I'm retired now"; "retired now since the summer" is "retired since …".
_I_NURSE = re.compile(r"(?:^|(?<=[.!?]\s))(?P<i>I)\s+(?:(?:still|now|mostly|mainly|also)\s+)?nurse\s+(?=(?:on|in|at)\s+(?:the|a|an)\s+"
                      r"(?:[\w'-]+\s+){0,3}?(?:ward|unit|icu|hospital|clinic|hospice|practice|surgery|home|department|theatres?|a&e|ed)\b)")
_HEAD_OF = re.compile(r"(?:^|(?<=[.!?]\s))(?P<head>(?:I'm|I\s+am)\s+(?:the\s+)?(?:principal|headteacher|head\s+teacher|headmaster|headmistress"
                      r"|head|director|deputy\s+head|vice\s+principal|deputy\s+principal))\s+of\s+(?=(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)*"
                      r"\s+(?-i:School|College|Academy|Primary|Institute|Hospital|Library|Museum|Gaelscoil|Scoil|High))(?![^.!?]*\bsince\b)", re.I)
_A_RUNNER = re.compile(r"(?:^|(?<=[.!?]\s))(?:I'm|I\s+am)\s+(?:an?\s+)?(?:(?:keen|avid|proper|serious|club|amateur|lifelong|seasoned)\s+)?"
                       r"(?P<kind>marathon\s+runner|marathoner|ultra-?runner|ultra\s+runner|ultramarathoner|ultra-?marathon\s+runner"
                       r"|triathlete)\b(?!\s+(?:up|'s|of)\b)", re.I)
_RETIRED_NOW_BARE = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:just|finally|officially)\s+)?[Rr]etired\s+now\b")
_RETIRED_NOW_SINCE = re.compile(r"\b(retired)\s+now\s+(?=since\s)", re.I)


def _said_of_work(plain: str) -> str:
    """The rewrites of :data:`_I_NURSE`, :data:`_HEAD_OF`, :data:`_A_RUNNER` and the bare "Retired now" (each after a
    cheap check for its word)."""
    low = plain.lower()
    if "nurse " in low:
        plain = _I_NURSE.sub(r"\g<i>'m a nurse ", plain)
    if " of " in low and ("head" in low or "principal" in low or "director" in low):
        plain = _HEAD_OF.sub(r"\g<head> at ", plain)
    if "run" in low or "marathon" in low or "triathlete" in low:
        plain = _A_RUNNER.sub(lambda m: "I do triathlons" if m["kind"].lower() == "triathlete"
                              else "I run ultramarathons" if "ultra" in m["kind"].lower() else "I run marathons", plain)
    if "retired now" in low:
        plain = _RETIRED_NOW_SINCE.sub(r"\1 ", _RETIRED_NOW_BARE.sub("I'm retired now", plain))
    return plain


# Said of a day, so written with the message's date (_said_on_the_day): "first shift back today", "First day back at work"
# at a sentence's start are "I'm back at work since <the day>" (a first day back follows an absence; a bare "Back at work,
# ugh" is said after any weekend and is left, as tests/test_newuser_year39.py and lead52's Anders pin; "the kids' first
# day back" is not the user's); "They fitted two stents." / "They put one
# stent in" after the user's own procedure is "I had two stents fitted in <the month>" (a relative named before: theirs).
_BACK_AT_WORK_BARE = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:it's|it\s+is|it\s+was)\s+)?(?:[Mm]y\s+)?[Ff]irst\s+(?:day|shift|week)\s+back(?:\s+at\s+work|\s+in\s+the\s+office)?"
                        r"(?P<when>\s+(?:today|this\s+morning|yesterday))?(?=\s*(?:[.!,]|$))", re.I)
_THEY_STENTS = re.compile(r"(?:^|(?<=[.!?]\s))(?:[Tt]hey|[Tt]he\s+(?:doctors?|surgeons?|cardiologists?|team))\s+(?:(?:put|fitted|placed|inserted|popped)\s+"
                          r"(?:in\s+)?(?P<n>a|one|two|three|four|\d)\s+stents?(?:\s+in)?)(?=\s*[.!,]|\s*$)")
_KIN_BEFORE = re.compile(r"\b(?:my|our)\s+(?:mum|mom|mam|mother|dad|father|husband|wife|partner|son|daughter|brother|sister|gran|grandad"
                         r"|grandma|grandpa|nan|aunt|uncle|friend)\b|\b(?:mum|mom|dad|grandad)'s\b"
                         r"|(?:^|(?<=[.!?]\s))(?:mum|mom|mam|dad|grandad|granddad|gran|nan|grandma|grandpa)\b", re.I)


# A home's purchase dropped (_said_of_a_home): "Scrap the Gràcia flat", "forget the Sutton house" (the home by its
# place, capitalised: "forget my last question" is nothing) and "we're not buying the Sutton house any more" are "we
# decided not to buy the flat in Gràcia" ("we're not buying the paint till Saturday" names no home; "the … flat fell
# through" is left: tests/test_newuser9.py's Kofi would keep the home bought no more live).
_DROP_HOME = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:so|ok|okay|well|update)\s*[,:]?\s+)?(?:scrap|forget(?:\s+about)?|ditch|drop)\s+the\s+"
                        rf"(?P<place>(?-i:[A-Z])[\w'’-]+)\s+(?P<home>{_HOME_WORD})\b", re.I)
_NOT_BUYING_HOME = re.compile(r"\b(?P<who>we're|we\s+are|I'm|I\s+am)\s+not\s+buying\s+the\s+(?:(?P<place>(?-i:[A-Z])[\w'’-]+)\s+(?P<home>"
                              rf"{_HOME_WORD})|(?P<home2>{_HOME_WORD})\s+in\s+(?P<place2>(?-i:[A-Z])[\w'’-]+))\s+(?:any\s*more|any\s+longer"
                              r"|after\s+all)\b", re.I)


def _said_of_a_home(plain: str) -> str:
    """The rewrites of :data:`_DROP_HOME` and :data:`_NOT_BUYING_HOME`."""
    low = plain.lower()
    if "scrap" in low or "forget" in low or "ditch" in low or "drop" in low:
        plain = _DROP_HOME.sub(lambda m: f"We decided not to buy the {m['home'].lower()} in {m['place']}", plain)
    if "not buying" in low:
        plain = _NOT_BUYING_HOME.sub(lambda m: f"{'I' if m['who'].lower().startswith('i') else 'We'} decided not to buy the "
                                     f"{(m['home'] or m['home2']).lower()} in {m['place'] or m['place2']}", plain)
    return plain


# What the sentence before says, so the next one is read whole (_said_after):
# "Got the job!! Fleet manager at Nordvik from February." is "I'm starting as fleet manager at Nordvik in February" (a
# role, at a named employer, from a day or a month, after the job or the post got: "got the job / it / the post / the
# promotion"); "been on hollow knight every night. it's my favourite game" is "Hollow Knight is my favourite game" (what
# the user plays, named just before; "it" with nothing played before is left); "Leaving my parents' house finally!! found
# a kitnet in pinheiros" is "I'm moving out of my parents' home to a kitnet in Pinheiros".
_GOT_THE_POST = re.compile(r"\b(?:got|landed|bagged|I\s+got)\s+(?:(?:the|a|my)\s+(?:[\w-]+\s+){0,2}?(?:job|post|role|position|promotion|offer)|it)\b"
                           r"[^.!?]{0,30}[.!?]+\s+", re.I)
_ROLE_AT_FROM = re.compile(r"(?P<role>(?-i:[A-Z])[a-z]+(?:\s+(?:of\s+)?[a-z]+){0,3})\s+at\s+(?P<org>(?:the\s+)?(?-i:[A-Z])[\w'’&.-]*"
                           r"(?:\s+(?-i:[A-Z])[\w'’&.-]*){0,3})\s+from\s+(?P<when>(?P<day>\d{1,2}(?:st|nd|rd|th)?\s+)?(?P<month>(?-i:[A-Z])[a-z]+))"
                           r"(?=\s*(?:[.!,;]|$))")
_MONTHS_LOWER = frozenset(calendar.month_name[i].lower() for i in range(1, 13))
_PLAYED_THEN_FAVOURITE = re.compile(r"\b(?:playing|play|been\s+on|hooked\s+on|obsessed\s+with)\s+(?P<game>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)"
                                    r"\s+(?=(?:every|all|most|each|non-?stop|nightly|again|lately|a\s+lot|this|since)\b)[^.!?]{0,40}[.!?]+\s+"
                                    r"(?P<it>it's|it’s|it\s+is|its)\s+(?=my\s+fav(?:ou?rite)?\s+game\b)", re.I)
_NOT_A_GAME = frozenset("it this that them my the a an his her their our your phone laptop computer tv telly netflix youtube tiktok "
                        "instagram".split())
_LEFT_PARENTS_FOUND = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:I'm|I\s+am)\s+)?(?:leaving|moving\s+out\s+of)\s+(?:my\s+)?(?:parents'?|folks'?|mum's"
                                 r"|mom's|mam's|dad's|family)\s*(?:house|home|place|flat)?(?:\s+(?:at\s+last|finally))?\s*[!.,]*\s+"
                                 r"(?:(?:I\s+)?(?:found|got)|I've\s+(?:found|got))\s+(?P<home>(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:flat|studio|kitnet|apartment"
                                 r"|room|bedsit|house|place|house\s+share|flatshare))(?P<share>\s+in\s+a\s+(?:house|flat)\s*share)?\s+in\s+"
                                 r"(?P<place>[A-Za-z][\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)(?P<from>\s+from(?=\s+(?:the\s+)?\d))?", re.I)


def _said_after(plain: str) -> str:
    """The rewrites of :data:`_ROLE_AT_FROM` (after :data:`_GOT_THE_POST`), :data:`_PLAYED_THEN_FAVOURITE` and
    :data:`_LEFT_PARENTS_FOUND` (each after a cheap check for its word)."""
    low = plain.lower()
    if " from " in low and " at " in low and (got := _GOT_THE_POST.search(plain)):
        def role(m: re.Match[str]) -> str:
            words = m["role"].lower().split()
            if m["month"].lower() not in _MONTHS_LOWER or not (words[-1] in JOB_NOUNS or words[0] == "head"):
                return m.group(0)
            return f"I'm starting as {m['role'][0].lower()}{m['role'][1:]} at {m['org']} {'on' if m['day'] else 'in'} {m['when']}"
        plain = plain[: got.end()] + _ROLE_AT_FROM.sub(role, plain[got.end():], count=1)
    if "fav" in low:
        def favourite(m: re.Match[str]) -> str:
            game = m["game"]
            if game.split()[0].lower() in _NOT_A_GAME:
                return m.group(0)
            return m.group(0)[: m.start("it") - m.start()] + " ".join(w[:1].upper() + w[1:] for w in game.split()) + " is "
        plain = _PLAYED_THEN_FAVOURITE.sub(favourite, plain)
    if "leaving" in low or "moving out" in low:
        plain = _LEFT_PARENTS_FOUND.sub(lambda m: f"I'm moving out of my parents' home. I'm moving into {m['home']}{m['share'] or ''} in "
                                        f"{' '.join(w[:1].upper() + w[1:] for w in m['place'].split())}{' on' if m['from'] else ''}", plain)
    return plain


def _said_on_the_day(plain: str, said: dt.datetime | None) -> str:
    """The rewrites of :data:`_BACK_AT_WORK_BARE` and :data:`_THEY_STENTS`, dated by ``said`` (none: left as said)."""
    if said is None:
        return plain
    low = plain.lower()
    if "back" in low:
        def back(m: re.Match[str]) -> str:
            day = said - dt.timedelta(days=1) if (m["when"] or "").strip().lower() == "yesterday" else said
            return f"I'm back at work since {day.day} {day.strftime('%B')}"
        plain = _BACK_AT_WORK_BARE.sub(back, plain)
    if "stent" in low and (m := _THEY_STENTS.search(plain)) and not _KIN_BEFORE.search(plain[: m.start()]):
        n = {"a": "a", "one": "a"}.get(m["n"].lower(), m["n"])
        plain = plain[: m.start()] + f"I had {n} stent{'' if n == 'a' else 's'} fitted in {said.strftime('%B %Y')}" + plain[m.end():]
    return plain


def _said_of_a_life(plain: str) -> str:
    """The rewrites of :data:`_RETIRED_BARE`, :data:`_ME_RETIRED`, :data:`_ORGAN_OUT`, :data:`_PARENT_OF_N` (each
    after a cheap check for its word)."""
    low = plain.lower()
    if "again" in low or "here" in low:
        plain = _ITS_NAME_AGAIN.sub(lambda m: m.group(0) if lexicon.common(m["name"].lower()) or m["name"].lower() in _NOT_A_NAME_AGAIN
                                    else f"{m['hi']}My name is {m['name']}", plain)
    if "retires" in low:
        plain = _KIN_RETIRES.sub(r"\g<kin> is retiring ", _THE_WIFE.sub(lambda m: f"My {'wife' if m['who'].lower() == 'missus' else m['who'].lower()}", plain))
    if "retired" in low:
        plain = _RETIRED_AS_OF.sub(r"\1 on ", _RETIRED_BARE.sub("I retired", plain))
    if "retired" in low or "pensioner" in low:
        plain = _ME_RETIRED.sub("I'm retired", plain)
    if "retired" in low and " was " in low:
        # (cap54) "I was a structural engineer with Kajima for 38 years, retired 2016": until they retired, one clause;
        # "I am 77 and retired, I was an engineer at Siemens": the job held, a retired one's
        plain = _CAREER_THEN_RETIRED.sub(lambda m: f"{m['career']} until I retired in {m['year']}", plain)
        plain = _RETIRED_THEN_CAREER.sub(lambda m: (f"{m['head']} {m['age']}. I'm" if m["age"] else m["head"])
                                         + f" a retired {m['role']}{m['where'] or ''}", plain)
    if " out" in low:
        plain = _ORGAN_OUT.sub(lambda m: f"I had my {' '.join(m['o'].lower().split())} out", plain)
    if ("replacement" in low or "operation" in low or " op " in low or "surgery" in low) and (part := _MY_PART.search(plain)):
        parts = {p.lower() for p in re.findall(_MY_PART.pattern, plain, re.I)}
        if len(parts) == 1:
            head, tail = plain[: part.end()], plain[part.end():]
            plain = head + _THE_PROCEDURE.sub(lambda m: f"{m['det']} {part['part'].lower()} {m['what']}", tail, count=1)
    if ("back to" in low or "return to" in low) and "when" in low:
        plain = _WHEN_BACK_TO_WORK.sub(lambda m: f"I'm returning to {m['where']} {m['when']}. {m['next'][0].upper()}{m['next'][1:]}", plain)
    if "graduation" in low and (course := _MY_COURSE.search(plain)):
        plain = plain[: course.end()] + _BARE_GRADUATION.sub("My graduation is ", plain[course.end():])
    if "moved" in low and ("ended up" in low or "landed" in low or "settled" in low):
        plain = _MOVED_ENDED_UP_IN.sub(r"\g<move>, in ", plain)
    if " now" in low and "moved" in low:
        plain = _IN_NOW_MOVED.sub(lambda m: f"{'I' if m['who'].lower().startswith('i') else m['who'][:2]} moved to {m['place']} {m['when']}", plain)
    if "it" in low and " in " in low:
        plain = _HOME_ITS_IN.sub(lambda m: f"{m['home']} in {m['place']}." + (f" {m['next'].upper()}" if m["next"] else m["after"]), plain)
    if " who " in low:
        plain = _KID_AGED_WHO.sub(r"\g<head>. \g<name> ", plain)
    if " of " in low:
        plain = _PARENT_OF_N.sub(lambda m: f"I'm a {m['who'].lower()} of {m['n'].lower()}", plain)
    return plain


_LEARNER_JOIN = re.compile(r"(?P<pre>(?:^|(?<=[.!?]\s))(?:(?:now|this\s+(?:year|month|week)|last\s+(?:year|month|week)|recently"
                           r"|in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december))"
                           r"\s*,?\s+)?)I\s+join\s+(?=(?:a|an|the)\s+(?:[\w'-]+\s+){0,4}?(?:group|club|team|choir|class|gym"
                           r"|association|society|union|band|league|chama|stokvel|cooperative|co-op)\b)", re.I)
# "I work in a garden centre now", "I work at a vet clinic now, as a nursing assistant": the user's workplace by its kind,
# said to be the one now (a place named, "at Tesco now", is read as the employer already)
_WORK_PLACE_NOW = re.compile(r"\b(I\s+(?:work|am\s+working|'m\s+working)\s+(?:in|at)\s+(?:a|an)\s+[a-z][a-z -]{2,30}?)\s+now\b"
                             r"(?=\s*(?:[.!,;]|$))", re.I)
# the job said before that a workplace now ends ("User is a receptionist at …", "User works at Tesco", "User is a
# forklift driver")
_JOB_BEFORE = re.compile(r"^User (?:works (?:at|in|for|as) |is an? (?!.*\b(?:student|volunteer)\b))")


def _job_now(facts: list[Fact], messages: Sequence[wire.Message]) -> list[Fact]:
    """'I'm a receptionist at a dental practice', then 'I work in a garden centre now.' in a later message: the new
    workplace ends the job said before, which is left out (it would stay live beside the new one). Said of someone
    else ("my sister works in a bakery now"), or asked, it ends nothing."""
    for i, message in enumerate(messages):
        said = message.content[:MAX_PROSE_CHARS] if message.role == "user" and message.content and " now" in message.content else ""
        m = _WORK_PLACE_NOW.search(said) if said else None
        if m is None or said[m.end():].lstrip().startswith("?"):
            continue
        new = [f for f in facts if f.type == "identity" and f"m{i}" in f.refs and f.summary.startswith("User works ")]
        if not new:
            continue
        facts = [f for f in facts if any(f is n for n in new) or not (
            f.type == "identity" and f.refs and all(r[1:].isdigit() and int(r[1:]) < i for r in f.refs)
            and (f.attribute in {"job_title", "works_at"} or _JOB_BEFORE.match(f.summary)))]
    return facts


def _new_job_said(facts: list[Fact]) -> list[Fact]:
    """'my wife Oksana start new job, she is nurse aide at Grace Hospital now': the new job is the one said; "User's wife
    Oksana starts new job" beside it says nothing more (alone it is kept: that she has a new job is news)."""
    out = list(facts)
    for vague in facts:
        if vague.type != "relationship" or not vague.persons or not _NEW_JOB.match(vague.summary):
            continue
        who = {p.name for p in vague.persons}
        if any(f is not vague and set(f.refs) & set(vague.refs) and who & {p.name for p in f.persons}
               and _JOB_SAID.search(f.summary) and not _NEW_JOB.match(f.summary) for f in out):
            out = [f for f in out if f is not vague]
    return out


_GOT_ENGAGED = re.compile(r"^User and (?:their (?:partner|boyfriend|girlfriend|fiancée?) )?(?P<n>[A-Z][\w'-]+) got engaged\b")
_GETTING_MARRIED = re.compile(r"^User is getting married\b")


def _marrying_the_fiance(facts: list[Fact]) -> list[Fact]:
    """'Arjun proposed last weekend!! we're getting married in Chennai in December': the one getting married to the
    user is the one they just got engaged to ("User and Arjun are getting married in Chennai in December 2026")."""
    engaged = {m.group("n") for f in facts if (m := _GOT_ENGAGED.match(f.summary))}
    if len(engaged) != 1:
        return facts
    name = next(iter(engaged))
    for fact in facts:
        if fact.attribute == "partner" and (tie := re.fullmatch(rf"User's (?P<was>boyfriend|girlfriend|partner) is {re.escape(name)}",
                                                                fact.summary)):
            # "my boyfriend Kwesi proposed, we're engaged": the bare tie said with it is to the fiancé now
            fact.summary = f"User's {'fiancée' if tie['was'] == 'girlfriend' else 'fiancé'} is {name}"
            fact.persons = [PersonMention(name=name, relation="fiancé")]
        if _GETTING_MARRIED.match(fact.summary) and not fact.persons:
            fact.summary = f"User and {name} are getting married" + fact.summary[len("User is getting married"):]
            fact.persons = [PersonMention(name=name, relation="fiancé")]
    return facts


def _married_since(facts: list[Fact]) -> list[Fact]:
    """"my fiancé Dawid is a paramedic", then "we got married on 7 November" in the same conversation: the fiancé said
    before is the husband now ("User's husband Dawid is a paramedic"; a fiancée is the wife), as a Brain retitles
    what it already holds (weddings.as_spouse). Only the user's own marriage told as done, to that partner or to no one
    named, retitles; a wedding planned or a relative's wedding leaves the fiancé(e)."""
    for wed in facts:
        marriage = weddings.married_to(wed.summary) if wed.polarity == "positive" else None
        if marriage is None or weddings.whose(wed.summary):
            continue
        for fact in facts:
            if fact.order >= wed.order or (said := weddings.as_spouse(fact.summary, marriage)) is None:
                continue
            spouse = said.split()[1]
            fact.summary = said
            if fact.attribute == "partner":
                fact.attribute = "spouse"
            fact.persons = [p if not (p.relation or "").startswith("fianc") else PersonMention(
                name=spouse.title() if p.name.lower().startswith("fianc") else p.name, relation=spouse) for p in fact.persons]
    return facts


def _one_person_twice(ranked: list[Fact]) -> list[Fact]:
    """When more facts compete than the cap keeps, a third fact about one person ranks after the
    rest: "User's son Artem is 14", "… plays hockey", "… needs to eat before training" left no
    room for the user's own Saturday swims. Two facts about a person still go first, and what the
    user does with them ("User calls their mother every Saturday") is the user's own, never moved."""
    told: dict[str, int] = {}
    first: list[Fact] = []
    later: list[Fact] = []
    for fact in ranked:
        about = fact.type == "relationship" and fact.summary.startswith("User's ")
        who = min((p.name.casefold() for p in fact.persons), default=None) if about else None
        if who is not None and told.get(who, 0) >= 2:
            later.append(fact)
            continue
        if who is not None:
            told[who] = told.get(who, 0) + 1
        first.append(fact)
    return first + later


# An offer of a job told with its acceptance in the same message ("I got an offer to be head
# winemaker at Viña Casa Marina … I said yes!! I start on 1 August"): the user's new job, which
# ends the one before (``works_at``), not an offer still open.
_JOB_OFFER = re.compile(r"^User (?:got an? (?:job )?offer (?:to be(?:come)?|as)|was offered (?:a|an|the) (?:job|role|position) as) "
                    r"(?:an? |the )?(?P<role>[a-z][\w-]*(?: [a-z][\w-]*){0,3}?) (?:at|with) (?P<org>[A-Z][\w'’.&-]*(?: (?:de |del |la |of )?[A-Z][\w'’.&-]*){0,3})"
                    r"(?P<rest>,? in (?:the )?[A-Z][^,]{0,40})?$"
                    r"|^User was offered (?:a|an|the) (?P<role2>[a-z][\w-]*(?: [a-z][\w-]*){0,3}?) (?:job|role|position) (?:at|with) "
                    r"(?P<org2>[A-Z][\w'’.&-]*(?: (?:de |del |la |of )?[A-Z][\w'’.&-]*){0,3})(?P<rest2>,? in (?:the )?[A-Z][^,]{0,40})?$")
_ACCEPTED = re.compile(r"\b(?:i|we)\s+(?:(?:just|already)\s+)?(?:said\s+yes|accepted(?:\s+it)?|took\s+it|signed\s+the\s+contract)\b"
                       r"|\b(?:i'm|i\s+am)\s+taking\s+it\b|\bi\s+start\s+(?:on|in|next|from)\b", re.I)
_NOT_ACCEPTED = re.compile(r"\b(?:should|shall|would|could)\s+i\b|\b(?:haven't|have\s+not|didn't|did\s+not|not\s+yet|if\s+i)\b", re.I)


# "New running routine: …", "my new gym schedule is …": a routine said as replacing the one before
_NEW_ROUTINE = re.compile(r"\bnew\s+(?:(?P<act>[a-z]{3,20})\s+)?(?:routine|schedule|timetable)\b", re.I)


def _new_routine(fact: Fact, messages: Sequence[wire.Message]) -> None:
    """A habit said in a message that calls it a new routine of its activity reports a change: it
    replaces the earlier routines of that activity (``Brain._routine_replaced``)."""
    if fact.type != "habit" or not (fact.attribute or "").startswith(SCHEDULE_PREFIX):
        return
    verb = (fact.attribute or "")[len(SCHEDULE_PREFIX):].split(" ", 1)[0].lower()
    for r in fact.refs:
        if not r[1:].isdigit() or int(r[1:]) >= len(messages):
            continue
        m = _NEW_ROUTINE.search(messages[int(r[1:])].content[:MAX_PROSE_CHARS])
        if m and (m.group("act") is None or m.group("act").lower()[:3] == verb[:3]):
            fact.reports_change = True


def _accepted_offer(fact: Fact, messages: Sequence[wire.Message]) -> Fact:
    """An offer said with "I said yes" / "I accepted" / "I start on …" in the same message is the new
    job: "User is head winemaker at Viña Casa Marina, in the Casablanca Valley" (``works_at``, a
    change), so the employer said before is no longer current. An offer not yet taken stays one."""
    m = _JOB_OFFER.match(fact.summary) if fact.type == "episode" else None
    if m is None:
        return fact
    said = [messages[int(r[1:])].content[:MAX_PROSE_CHARS] for r in fact.refs
            if r[1:].isdigit() and int(r[1:]) < len(messages)]
    if not any(_ACCEPTED.search(s) and not _NOT_ACCEPTED.search(s) for s in said):
        return fact
    role, org = m.group("role") or m.group("role2"), m.group("org") or m.group("org2")
    rest = m.group("rest") or m.group("rest2") or ""
    return Fact("identity", f"User is {en.article(role)} {role} at {org}{rest}", attribute="works_at",
                value=org.lower(), reports_change=True, order=fact.order, said=fact.said, refs=fact.refs,
                persons=fact.persons, peer=fact.peer, hedged=fact.hedged)


_SOMEONE_ELSES_BABY = re.compile(r"\b(?:my|our)\s+(?!(?:wife|husband|partner|girlfriend|spouse)\b)[a-z-]+(?:'s\b|\s+(?:had|has|gave|just\s+had))"
                                 r"|\b(?:his|her|their)\s+(?:baby|son|daughter)\b", re.I)
_ALLERGIC_TO_NOTHING = re.compile(r"\b(?:is|are|was)\s+(?:(?:very|severely|really|so|badly)\s+)?allergic$", re.I)


_CALLED = re.compile(r"^User's (?P<thing>.+) is called (?P<name>.+)$")
# "My goal is to sit the first units in January 2027" names no pursuit of its own ("the first
# units" of what?): only the words of a date are in capitals
_BARE_AIM = re.compile(r"^User's (?:goal|aim|plan|target) is to (?P<aim>(?!.*\b(?!(?:January|February|March|April|May|June|July"
                       r"|August|September|October|November|December)\b)[A-Z]).{3,80})$")


def _aim_of_the_goal(facts: list[Fact]) -> list[Fact]:
    """'I started studying for the WSET Diploma. My goal is to sit the first units in January 2027':
    the aim said after a goal of the same message that names what it is about belongs to it:
    'User started studying for the WSET Diploma, aiming to sit the first units in January 2027'
    (alone it named nothing, and dropping the diploma later left it live)."""
    out = list(facts)
    for bare in facts:
        m = _BARE_AIM.match(bare.summary) if bare.type == "goal" else None
        if m is None:
            continue
        host = next((f for f in out if f is not bare and f.type == "goal" and f.refs == bare.refs and f.order < bare.order
                     and re.search(r"\s[A-Z]", f.summary[5:]) and not _BARE_AIM.match(f.summary)), None)
        if host is None:
            continue
        head = re.sub(r",\s+(?:the|a|an)\s+[^,]{1,40}$", "", host.summary)  # "…, the big wine exam": said of it in passing
        host.summary = f"{head}, aiming to {m.group('aim')}"
        out = [f for f in out if f is not bare]
    return out


# "User's dog is Bean" beside "User got a puppy on 12 October 2026": the pet's name and the news of it
_PET_IS = re.compile(rf"^User's (?P<kind>{_PET_KIND}) "
                     r"is (?P<name>[A-Z][\w'-]*)$")
_GOT_PET = re.compile(r"^User (?:got|adopted|bought|brought home|picked up|rescued|is getting|is adopting|is picking up) "
                      r"(?:a|an|their|our)\s+(?:new\s+)?(?:little\s+)?(?:rescue\s+)?(?P<word>[a-z]+(?: pig)?)\b")


# A named person's home, said of them: "User's girlfriend Anouk lives in Utrecht", "Anouk moved to Exeter"
_THEIR_HOME = re.compile(
    r"^(?:User's\s+(?:[a-z][\w-]*\s+){1,3})?(?P<name>[A-Z][^\W\d_][\w'’-]*)\s+"
    r"(?:(?:now|still|currently|just|recently|finally|has|had)\s+)*(?P<verb>lives|is\s+living|moved|relocated)\s+(?:in|to)\s+"
    r"(?P<place>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2})")


def _their_home(facts: list[Fact]) -> list[Fact]:
    """Where a named person lives is theirs, one place at a time, as the user's own ``lives_in`` is:
    "User's girlfriend Anouk lives in Utrecht" carries ``lives_in`` of the subject "anouk", so "Anouk
    moved to Exeter" said weeks later supersedes it (kept as history) instead of both staying live.
    Keyed by the first name the user calls them by; an unnamed relative ("my sister lives in Hanoi")
    gets no subject: which sister is not said."""
    for fact in facts:
        m = _THEIR_HOME.match(fact.summary) if fact.type == "relationship" and fact.attribute is None else None
        if m is None or not is_name_word(m.group("name")) or lexicon.common(m.group("name").lower()):
            continue
        place = proper_value(m.group("place"))
        if not place:
            continue
        fact.subject, fact.attribute, fact.value = m.group("name").lower(), "lives_in", place
        fact.reports_change = fact.reports_change or m.group("verb") in {"moved", "relocated"}
    return facts


def _name_the_pet(facts: list[Fact]) -> list[Fact]:
    """'Got a puppy yesterday! We've named her Bean' is one piece of news: 'User got a puppy named Bean on 12 October
    2026', the pet a person of its kind as 'User's dog is Bean' makes it (not two facts, one the name of the other)."""
    out = list(facts)
    for named in facts:
        m = _PET_IS.match(named.summary) if named.type == "relationship" else None
        if not m:
            continue
        host = next((f for f in out if f is not named and f.type == "episode" and f.refs == named.refs
                     and (got := _GOT_PET.match(f.summary))
                     and PET_KINDS.get(got.group("word"), got.group("word")) == m.group("kind")), None)
        got = _GOT_PET.match(host.summary) if host is not None else None
        if host is None or got is None:
            continue
        if not re.search(rf"\b(?:called|named)\s+{re.escape(m.group('name'))}\b", host.summary):  # "got a puppy called Bean"
            host.summary = f"{host.summary[: got.end('word')]} named {m.group('name')}{host.summary[got.end('word') :]}"
        host.persons = [*host.persons, *(p for p in named.persons if p not in host.persons)]
        out = [f for f in out if f is not named]
    return out


_OFFER_TAKEN = re.compile(r"^User (?:has )?(?:just )?(?:got|accepted|took|signed|received) (?:the|an?|their) (?:job |new )?(?:offer|contract) "
                          rf"(?:from|with|at) (?:the )?(?P<org>{_OFFERING_ORG})")


_PET_HAS = re.compile(r"^User has an? (?P<said>[a-z][\w-]+) named (?P<name>[A-Z][\w'-]+)$"
                      rf"|^User's (?P<kind>{_PET_KIND}) is (?P<its>[A-Z][\w'-]+)$")
_GOT_PET_NAMED = re.compile(r"^(?P<head>User (?:got|adopted|bought|brought home|picked up|rescued) )(?:a|an) (?:(?:new|little) )?"
                            rf"(?P<word>{_PET_KIND}|puppy|kitten) named (?P<name>[A-Z][\w'-]+)\b")
_PET_AGED = re.compile(rf"^User's (?P<kind>{_PET_KIND}) (?P<name>[A-Z][\w'-]+) is "
                       r"(?P<age>\d{1,2})(?: years? old)?\b")


def _pet_age(facts: list[Fact]) -> list[Fact]:
    """'Pepper is my corgi, she's 9' is one fact: 'User has a 9-year-old corgi named Pepper' (not the corgi and, apart,
    'User's dog Pepper is 9'); what follows the age in that clause ("…, and her back legs are stiff") is of the day."""
    out = list(facts)
    for aged in facts:
        m = _PET_AGED.match(aged.summary) if aged.type == "relationship" else None
        host = next((f for f in out if m and f is not aged and f.refs == aged.refs and (h := _PET_HAS.match(f.summary))
                     and (h.group("name") or h.group("its")) == m.group("name")), None)
        has = _PET_HAS.match(host.summary) if host is not None else None
        if m is not None and host is None:
            # "we adopted a cat named Pimenta, she's 2": the age joins the news of the pet ("User adopted a 2-year-old
            # cat named Pimenta"), as the pet's name did (_name_the_pet)
            got = next((g for f in out if f is not aged and f.type == "episode" and f.refs == aged.refs
                        and (g := _GOT_PET_NAMED.match(f.summary)) and g.group("name") == m.group("name")), None)
            if got is not None:
                news = next(f for f in out if f.summary == got.string)
                news.summary = (f"{got.group('head')}{en.article(m.group('age'))} {m.group('age')}-year-old "
                                f"{got.group('word')}{got.string[got.end('word'):]}")
                out = [f for f in out if f is not aged]
            continue
        if m is None or host is None or has is None:
            continue
        said, name = has.group("said") or has.group("kind"), has.group("name") or has.group("its")
        host.summary = f"User has {en.article(m.group('age'))} {m.group('age')}-year-old {said} named {name}"
        out = [f for f in out if f is not aged]
    return out


def _offer_in_plan(facts: list[Fact]) -> list[Fact]:
    """'User got the offer from Sky Betting' beside 'User is starting at Sky Betting on 13 April 2026' from the same
    message is one piece of news: the plan to start says it (the offer alone would be a second fact of the same)."""
    plans = {(f.value, tuple(f.refs)) for f in facts if f.attribute == PLAN_PREFIX + "works_at" and f.value}
    return [f for f in facts if not (f.type == "episode" and (m := _OFFER_TAKEN.match(f.summary))
                                     and (proper_value(m.group("org")), tuple(f.refs)) in plans)]


# Notice given or a resignation, told as news: "User handed in their notice on Friday", "User gave their notice …",
# "User has resigned …"
_NOTICE_GIVEN = re.compile(r"^User (?:has )?(?:just )?(?:(?:handed|given|gave|put|sent)(?: in)? their (?:notice|resignation)"
                           r"|handed their (?:notice|resignation) in|resigned)\b")


def _notice_in_departure(facts: list[Fact]) -> list[Fact]:
    """'User handed in their notice on Friday' beside 'User is leaving Ulster Bank at the end of February 2026' from the
    same conversation is one piece of news: the departure says where and when (the notice alone would be a second
    fact of the same). Only beside a departure plan (an employer named, a date): alone the notice stays."""
    if not any(f.attribute == PLAN_PREFIX + "leaves_works_at" for f in facts):
        return facts
    return [f for f in facts if not (f.type == "episode" and _NOTICE_GIVEN.match(f.summary))]


def _ref_order(ref: str) -> int:
    """Where a fact's message is in its conversation ("m4" → 4); -1 when the ref says nothing of it."""
    return int(ref[1:]) if re.fullmatch(r"m\d+", ref) else -1


def _name_the_work(facts: list[Fact]) -> list[Fact]:
    """'User is building a little budgeting app' and 'User's little budgeting app is called Penny'
    from one message are one fact: 'User is building a little budgeting app called Penny'."""
    out = list(facts)
    for named in facts:
        m = _CALLED.match(named.summary) if named.type == "project" else None
        if not m:
            continue
        hosts = [f for f in out if f is not named and f.type in {"project", "goal", "identity"} and " called " not in f.summary
                 and re.search(rf"\b{re.escape(m.group('thing'))}\b", f.summary, re.I)]
        # the same message's, else the work told of before it in the conversation ("We're making a card game" -
        # "What's it called?" - "Fledgling")
        host = next((f for f in hosts if f.refs == named.refs), None) or next(
            (f for f in reversed(hosts) if f.refs and named.refs and _ref_order(f.refs[-1]) < _ref_order(named.refs[0])), None)
        if host is None:
            continue
        at = re.search(rf"\b{re.escape(m.group('thing'))}\b", host.summary, re.I)
        if at is None:
            continue
        host.summary = f"{host.summary[: at.end()]} called {m.group('name')}{host.summary[at.end() :]}"
        out = [f for f in out if f is not named]
    return out


def _fold_roles(ranked: list[Fact]) -> list[Fact]:
    """More facts than the cap: a role and its employer or home said together ("Dana, a backend
    engineer at Stripe, living in Dublin") become one fact, "User is a backend engineer at
    Stripe", so the cap keeps the city too. It carries the employer (``works_at``) when there
    is one - a promotion reports its own new role, a new employer would otherwise leave the
    old one live - else the role."""
    out = list(ranked)
    for fact in ranked:
        companions = [c for c in fact.companions if any(c is f for f in out)]
        if not companions or not fact.folded:
            continue
        carrier = next((c for c in companions if c.attribute == "works_at"), fact)
        refs = [r for f in (fact, *companions) for r in f.refs]
        folded = Fact("identity", fact.folded, attribute=carrier.attribute, value=carrier.value,
                      hedged=any(f.hedged for f in (fact, *companions)), order=fact.order, said=fact.said,
                      refs=list(dict.fromkeys(refs)), peer=fact.peer)
        out = [folded if f is fact else f for f in out if not any(f is c for c in companions)]
    return out


_AGE_OF = re.compile(r"^User's (?P<rel>kid|child|son|daughter|grandchild|grandson|granddaughter|stepson|stepdaughter) "
                     r"(?P<name>[A-Z][\w'-]*) is (?P<age>\d{1,2})$")
_PLURAL_REL = {"kid": "kids", "child": "children", "son": "sons", "daughter": "daughters", "grandchild": "grandchildren",
               "grandson": "grandsons", "granddaughter": "granddaughters", "stepson": "stepsons", "stepdaughter": "stepdaughters"}


# the user's age as the age rule says it, and as it is folded into the name (the write path reads the fold back:
# mercuryd.brain.service._FOLDED_AGE)
_OWN_AGE = re.compile(r"^User is (?P<age>\d{1,3}) years old$")
_FOLDED_AGE = "; they are {age} years old"


def _fold_age_into_name(ranked: list[Fact]) -> list[Fact]:
    """More facts than the cap: the user's age said in the message that gives their name is one fact with it, "User's
    name is Fatima; they are 34 years old", as a nickname is (_fold_nickname), so an introduction's job, home or
    partner keeps the place the age took ("Fatima, pharmacienne in Marseille. 34. My husband is Karim" lost Karim).
    It carries the name, which outlasts the age: a later age ends the fold's age and keeps the name (the write path,
    Brain._keep_folded). An age said in another message, or of someone else, stays a fact of its own."""
    name = next((f for f in ranked if f.attribute == "name" and f.subject == "user" and f.polarity == "positive"), None)
    age = next((f for f in ranked if f.attribute == "age" and f.subject == "user" and f.polarity == "positive"
                and _OWN_AGE.match(f.summary)), None)
    if name is None or age is None or not set(name.refs) & set(age.refs) or "; they are " in name.summary:
        return ranked
    said = _OWN_AGE.match(age.summary)
    name.summary += _FOLDED_AGE.format(age=said["age"] if said else age.value)
    name.hedged = name.hedged or age.hedged
    return [f for f in ranked if f is not age]


# the user's home said with the people in it, as the write path reads it back when the user moves (service._HOUSEHOLD,
# Brain._keep_household), or who they live with, no place said: "User lives in Erlangen with their wife Ursula", "User
# lives with their wife Esi and their two girls"
_KIN_AT_HOME = (r"their (?:partner|wife|husband|girlfriend|boyfriend|fianc[ée]e?|spouse|kids?|children|child|sons?|daughters?"
                  r"|family|parents|mum|mom|mother|dad|father|twins)\b.{0,200}")
_HOUSEHOLD_HOME = re.compile(rf"^User lives in [^,]{{1,80}}? with (?P<who>{_KIN_AT_HOME})$")
_LIVES_WITH = re.compile(rf"^User lives with (?P<who>{_KIN_AT_HOME})$")


def _tie_in_the_household(ranked: list[Fact]) -> list[Fact]:
    """More facts than the cap: "User's wife is Ursula" says nothing that "User lives in Erlangen with their wife
    Ursula", from the same message, does not, so the cap keeps a third fact instead ("User is retired") rather than
    spend two places on one person. The home keeps her as a person of the memory; a move later ends the place and
    keeps who the user lives with ("User lives with their wife Ursula", Brain._keep_household). Only the tie to a
    person named with the same relation in the household: a son not said to live there, or a wife named otherwise,
    stays a fact of its own."""
    # (a home of another shape, "User lives with their boyfriend Tomás in Leith", is one the write path does not split)
    homes = [(f, m) for f in ranked if f.subject == "user" and f.polarity == "positive" and f.attribute in {None, "lives_in"}
             and (m := (_HOUSEHOLD_HOME if f.attribute == "lives_in" else _LIVES_WITH).match(f.summary))]
    if not homes:
        return ranked
    out = list(ranked)
    for tie in ranked:
        bare = _BARE_WHO.match(tie.summary) if tie.type == "relationship" and tie.polarity == "positive" else None
        if bare is None:
            continue
        said = re.compile(rf"\btheir {re.escape(bare['rel'])} {re.escape(bare['name'])}(?![\w'-])")
        home = next((f for f, m in homes if said.search(m["who"]) and set(f.refs) & set(tie.refs)
                     and any(p.name == bare["name"] for p in f.persons)), None)
        if home is None:
            continue
        out = [f for f in out if f is not tie]
    return out


# (cap54) the children said as a group: "User has 3 kids: Tyler, Mia and Jayden", "User has two girls", "User's two
# boys, are Cian and Oisín", "User's partner Hine and two girls keep them busy"
_CHILDREN_SAID = re.compile(r"\b(?:kids|children|boys|girls|sons|daughters|little\s+ones)\b")


def _partner_before_children(ranked: list[Fact]) -> list[Fact]:
    """More facts than the cap: the bare tie to a partner or spouse ("User's partner is Lisa") ranks before the
    children said with them in the same message ("me and my partner Lisa have 3 kids, Tyler, Mia and Jayden"), where
    the children's fact names more people and outranked the partner, who was then lost. The children's fact follows
    the tie (kept when a place is left); a tie said in another message, or children said without the partner, is
    ranked as before."""
    out = list(ranked)
    for tie in ranked:
        if tie.type != "relationship" or tie.attribute not in {"partner", "spouse"} or tie.polarity != "positive":
            continue
        name = (tie.value or "").casefold()
        first = next((n for n, f in enumerate(out) if f is not tie and f.type == "relationship" and f.attribute is None
                      and _CHILDREN_SAID.search(f.summary) and set(f.refs) & set(tie.refs)
                      and any(p.name.casefold() == name for p in f.persons)), None)
        if first is None or out.index(tie) < first:
            continue
        out.remove(tie)
        out.insert(first, tie)
    return out


# one rule for the answers, as the write path splits two of them (service.Brain._TWO_WISHES): "User wants short
# answers", "User wants no emoji" (no "and", no comma of its own, nothing replaced: "…, not Dutch" is read apart)
_ONE_WISH = re.compile(r"^User wants (?P<what>(?!.*\band\b)[^,;]{2,60})$")


def _fold_answer_rules(unique: list[Fact]) -> list[Fact]:
    """More facts than the cap: two rules for the answers said in one message ("Keep your answers short please, and no
    emoji") are one memory, "User wants short answers and no emoji", as a user says them together in one clause, so
    the second is not lost to the name, the job and the home (only one rule is sure of a place, the last). The write
    path splits it when one of the two is lifted or changed later ("emoji are fine now" keeps "User wants short
    answers"). A rule said in another message, or a rule of another shape ("User does not want long lists"), stays a
    fact of its own."""
    rules = [f for f in unique if f.importance == _INSTRUCTION_IMPORTANCE and f.type == "preference" and f.polarity == "positive"
             and not f.attribute and _ONE_WISH.match(f.summary)]
    for n, first in enumerate(rules):
        second = next((f for f in rules[n + 1:] if set(f.refs) & set(first.refs)), None)
        if second is None:
            continue
        a, b = _ONE_WISH.match(first.summary), _ONE_WISH.match(second.summary)
        assert a is not None and b is not None
        first.summary = f"User wants {a['what']} and {b['what']}"
        first.refs = list(dict.fromkeys(first.refs + second.refs))
        first.hedged = first.hedged or second.hedged
        return [f for f in unique if f is not second]
    return unique


def _fold_ages(ranked: list[Fact]) -> list[Fact]:
    """More facts than the cap: the children's ages said together ("Isla's 12 …, Finn's 8 …")
    are one fact, "User's kids are Isla, 12, and Finn, 8", so the cap keeps a third fact
    (the spouse, the city) instead of dropping a child."""
    aged = [(f, m) for f in ranked if f.type == "relationship" and (m := _AGE_OF.match(f.summary))]
    if len(aged) < 2:
        return ranked
    rels = {m.group("rel") for _, m in aged}
    rel = _PLURAL_REL[rels.pop()] if len(rels) == 1 else "children"
    named = [f"{m.group('name')}, {m.group('age')}" for _, m in sorted(aged, key=lambda a: a[0].order)]
    summary = f"User's {rel} are {', '.join(named[:-1])} and {named[-1]}"
    first = min((f for f, _ in aged), key=lambda f: f.order)
    folded = Fact("relationship", summary, order=first.order, said=first.said,
                  refs=list(dict.fromkeys(r for f, _ in aged for r in f.refs)),
                  persons=[p for f, _ in aged for p in f.persons], peer=first.peer,
                  hedged=any(f.hedged for f, _ in aged))
    gone = [f for f, _ in aged]
    return [folded if f is first else f for f in ranked if f is first or not any(f is g for g in gone)]


_HE_SHE = re.compile(r"\b(?:she|he)\b", re.I)
# "my wife Sunita and I …": a relative named, then the user, the subject of the clause
_KIN_AND_I = re.compile(r"^(?:my|our)\s+[a-z][\w-]*\s+(?-i:[A-Z])[\w'’-]+\s+and\s+I\b", re.I)
_BARE_WHO = re.compile(r"^User's (?P<rel>[\w -]+?) is (?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)$")


def _ex_said_with_the_end(facts: list[Fact]) -> list[Fact]:
    """"User's ex-partner is Ronan" says nothing that "User is separated from Ronan, the kids' dad" from the same
    message does not (the person page says ex-partner from either): the bare tie is left out."""
    ended = {(p.name, p.relation) for f in facts if f.type == "relationship" and f.polarity == "negative" for p in f.persons}
    if not ended:
        return facts
    return [f for f in facts if not (f.type == "relationship" and f.attribute is None and _BARE_WHO.match(f.summary)
                                     and f.persons and all((p.name, p.relation) in ended for p in f.persons))]


def _fold_who_is(ranked: list[Fact]) -> list[Fact]:
    """More facts than the cap: "User's partner is Ben" says nothing that "User's partner Ben is a
    paramedic" from the same message does not, so the cap keeps a third fact instead ("User's
    daughter Hana is three"). The fuller fact carries the relation's attribute."""
    out = list(ranked)
    for bare in ranked:
        m = _BARE_WHO.match(bare.summary) if bare.type == "relationship" else None
        if m is None:
            continue
        lead = f"User's {m.group('rel')} {m.group('name')} "
        # ("User's sister Meera's boys are Dev, 10, and Kiran, 7" says who Meera is too)
        fuller = next((f for f in out if f is not bare and f.type == "relationship"
                       and (f.summary.startswith(lead) or f.summary.startswith(f"{lead[:-1]}'s "))
                       and f.attribute in {None, bare.attribute}), None)
        if fuller is None and bare.attribute is None:
            # "User and their friend Ewan are making a zine …": the tie said in a fact of another kind, with the person
            said = re.compile(rf"\btheir {re.escape(m.group('rel'))} {re.escape(m.group('name'))}\b")
            # (or a fact of another kind that opens with the tie: "User's brother Caio is coming to stay for New Year")
            fuller = next((f for f in out if f is not bare and f.type != "relationship" and f.attribute is None
                           and (said.search(f.summary) or f.summary.startswith(lead))
                           and any(p.name == m.group("name") for p in f.persons)), None)
            if fuller is not None:
                fuller.refs = list(dict.fromkeys(fuller.refs + bare.refs))
                out = [f for f in out if f is not bare]
            continue
        if fuller is None:
            continue
        fuller.attribute, fuller.value = bare.attribute, bare.value
        fuller.refs = list(dict.fromkeys(fuller.refs + bare.refs))
        out = [f for f in out if f is not bare]
    return out


def _candidate(fact: Fact) -> Candidate:
    return Candidate(
        type=fact.type,
        summary=en.tidy(fact.summary),
        evidence="inferred" if fact.hedged else "direct",
        confidence=None,
        importance=fact.importance if fact.importance is not None else IMPORTANCE[fact.type],
        persons=list(fact.persons),
        subject=fact.subject,
        attribute=fact.attribute,
        value=fact.value if fact.attribute else None,
        polarity="negative" if fact.polarity == "negative" else "positive",
        refs=list(fact.refs),
        stated_at=fact.said.timestamp() if fact.said is not None else None,
        retracts=list(fact.retracts),
        reports_change=fact.reports_change,
    )


# ------------------------------------------------------------------ manual summaries

def structure(summary: str) -> Structure:
    """The structured reading of a summary typed by hand, with extract()'s vocabulary.

    "Prefers Python", "User prefers TypeScript", "Does not like coffee", "User's name is
    Sam": the summary is put back in the first person and read by the same rules. An
    unrecognised summary gives attribute None, which never conflicts.
    """
    text = en.first_person(summary.strip())
    for clause in en.clauses(text)[:1]:
        clause = clause.rstrip(" .!")
        facts = read_clause(clause)
        persons = list({p.name.casefold(): p for f in facts for p in f.persons if p.relation}.values())
        if not any(f.attribute for f in facts):
            facts += _manual_reading(clause)
        for fact in facts:
            if fact.attribute or fact.retracts:
                return Structure(attribute=fact.attribute, value=fact.value if fact.attribute else None,
                                 polarity="negative" if fact.polarity == "negative" else "positive",
                                 retracts=list(fact.retracts), reports_change=fact.reports_change, persons=persons)
        return Structure(persons=persons)
    return Structure()


_WANTS = re.compile(r"^i\s+(?P<neg>don't\s+|do not\s+|no longer\s+)?(?:want|need|like)\s+(?!to\b)(?P<obj>.+)$", re.I)


def _manual_reading(clause: str) -> list[Fact]:
    """Readings only a summary typed by hand gets ("User wants short answers"): in a
    conversation these are too often passing wishes to store."""
    m = _WANTS.match(clause)
    if m and ok_object(m.group("obj")) and (value := head_value(m.group("obj"))):
        return [Fact("preference", clause, attribute="wants", value=value,
                     polarity="negative" if m.group("neg") else "positive")]
    # "User takes warfarin": a medicine named bare (in a conversation "I take …" wants how often, or "I'm on …")
    if (m := _TAKES_TYPED.match(clause)) and lifefacts.is_medicine(m.group("obj")):
        return [Fact("constraint", clause, attribute="takes", value=lifefacts.medicine_of(m.group("obj")))]
    return []


_TAKES_TYPED = re.compile(r"^i\s+(?:(?:now|also|still)\s+)*(?:take|am\s+on)\s+(?:my\s+)?(?P<obj>[\w -]+?)\s*$", re.I)


__all__ = ["IMPORTANCE", "extract", "head_value", "read_clause", "structure"]
