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

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mercuryd import wire
from mercuryd.brain import english as en
from mercuryd.brain.candidate import SINGLE_VALUED, Candidate, PersonMention, Structure
from mercuryd.brain.persons import Mention, find_persons
from mercuryd.brain.vocabulary import (
    ASSISTIVE,
    FAVORITE_CATEGORIES,
    JOB_NOUNS,
    REQUEST_VERBS,
    category_attribute,
)

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
_CONFIDENCE = {"direct": 0.9, "inferred": 0.6}
_RELATION_ATTRIBUTE = {
    "wife": "spouse", "husband": "spouse", "spouse": "spouse",
    "partner": "partner", "girlfriend": "partner", "boyfriend": "partner",
    "manager": "manager", "boss": "manager",
}


@dataclass(slots=True)
class Fact:
    """One fact read from one clause, before ranking and deduplication."""

    type: str
    summary: str
    attribute: str | None = None
    value: str | None = None
    polarity: str = "positive"
    persons: list[PersonMention] = field(default_factory=list)
    refs: list[str] = field(default_factory=list)
    hedged: bool = False
    order: int = 0

    @property
    def score(self) -> float:
        """Importance × confidence, the ranking key of the cap of three."""
        return IMPORTANCE[self.type] * _CONFIDENCE["inferred" if self.hedged else "direct"]


Handler = Callable[[re.Match[str], str], Fact | None]

# ------------------------------------------------------------------ objects and values

_VALUE_STOP = re.compile(
    r"\s*(?:[,;:()!?\"]|\s[-–—]\s|\.(?:\s|$))|\s+(?:and|but|or|because|since|as|when|while|for|at|with|in|on|by"
    r"|from|over|than|instead|rather|though|although|which|who|that|these days|nowadays|now|right now"
    r"|at the moment|currently|anymore|any more|at all|a lot|very much|so much|too|lately|really|weirdly"
    r"|honestly|actually|mostly|either|anyway|whatsoever|every|each|most|myself|personally|to be honest"
    r"|originally|though|these|this|next|last|already|again|yet|here|there|full-time|part-time)\b",
    re.I,
)
_PRONOUN_OBJECT = re.compile(
    r"^(?:it|that|this|these|those|them|you|your|yours|one|ones|him|her|both|either|neither|the (?:idea|answer"
    r"|suggestion|first|second|third|last|other|former|latter|way you|previous|above|one)|option\b|how you|what you"
    r"|when you|to think|something|stuff|things|on it|so\b|too\b|very much|a lot)\b",
    re.I,
)
_YOU = re.compile(r"\b(?:you|your|yours|you're|u)\b", re.I)


def head_value(obj: str) -> str | None:
    """The core of an object phrase as a lower-case value ("Notion for notes" → "notion").

    Returns None for an empty or sprawling phrase: such a value would never match again.
    """
    m = _VALUE_STOP.search(obj, 1)
    head = obj[: m.start()] if m else obj
    head = re.sub(r"^(?:a|an|the|some)\s+", "", head.strip(), flags=re.I)
    head = "".join(ch for ch in head if ch.isalnum() or ch in " +#'&.-/").strip(" .-'/")
    head = " ".join(head.split()).lower()
    return head if head and len(head) <= 60 and len(head.split()) <= 6 else None


def proper_value(obj: str) -> str | None:
    """A value for a proper-noun slot (place, employer): only if it starts capitalised."""
    stripped = re.sub(r"^(?:the)\s+", "", obj.strip(), flags=re.I)
    first = stripped[:1]
    if not first or not first.isupper():
        return None
    return head_value(stripped)


def _ok_object(obj: str) -> bool:
    """An object that names something, not a pronoun or the assistant."""
    return bool(obj.strip()) and not _PRONOUN_OBJECT.match(obj.strip()) and not _YOU.search(obj)


def _fact(type_: str, clause: str, **kw: object) -> Fact:
    return Fact(type=type_, summary=en.third_person(clause), **kw)  # type: ignore[arg-type]


# ------------------------------------------------------------------ handlers


def _name(m: re.Match[str], clause: str) -> Fact | None:
    words = re.findall(r"[^\W\d_][\w'-]*", m.group("obj"))[:4]
    name: list[str] = []
    for w in words:
        if name and (not w[0].isupper() or w.lower() in {"and", "but", "i"}):
            break
        name.append(w)
    if not name:
        return None
    full = " ".join(name)
    return Fact("identity", f"User's name is {full}", attribute="name", value=full.lower())


def _greeting_name(m: re.Match[str], clause: str) -> Fact | None:
    return _name(m, clause)


def _age(m: re.Match[str], clause: str) -> Fact | None:
    return _fact("identity", clause, attribute="age", value=m.group("age"))


def _place(attribute: str, require_proper: bool) -> Handler:
    def handler(m: re.Match[str], clause: str) -> Fact | None:
        obj = m.group("obj")
        if not _ok_object(obj) or obj[:1].isdigit():
            return None
        value = proper_value(obj)
        if value is None and require_proper:
            return None
        return _fact("identity", clause, attribute=attribute if value else None, value=value)

    return handler


def _job(m: re.Match[str], clause: str) -> Fact | None:
    value = head_value(m.group("obj"))
    if not value or value.split()[-1] not in JOB_NOUNS:
        return None
    return _fact("identity", clause, attribute="job_title", value=value)


def _plain(type_: str) -> Handler:
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
    return _fact("constraint", clause, attribute="diet", value=m.group("diet").lower())


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


def _dont(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if obj and not _ok_object(obj):
        return None
    verb = m.group("verb").lower()
    if verb == "use":
        return _fact("constraint", clause, attribute="uses", value=head_value(obj), polarity="negative")
    return _fact("constraint", clause)


def _likes(polarity: str) -> Handler:
    def handler(m: re.Match[str], clause: str) -> Fact | None:
        obj = m.group("obj")
        if not _ok_object(obj):
            return None
        value = head_value(re.sub(r"^nothing (?:more|better) than\s+", "", obj, flags=re.I))
        return _fact("preference", clause, attribute="likes" if value else None, value=value, polarity=polarity)

    return handler


def _fan(m: re.Match[str], clause: str) -> Fact | None:
    return _likes("negative" if m.group("neg") else "positive")(m, clause)


def _prefer(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if not _ok_object(obj):
        return None
    value = head_value(obj)
    attribute = category_attribute(value) if value else None
    return _fact("preference", clause, attribute=attribute, value=value if attribute else None)


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


def _uses(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if not _ok_object(obj):
        return None
    value = head_value(obj)
    if value in ASSISTIVE:
        return _fact("constraint", clause, attribute="uses", value=value)
    return _fact("preference", clause, attribute="uses", value=value)


# Wants of the moment, not goals: "I want to go home", "I want to sleep".
_PASSING_WANT = re.compile(
    r"^(?:go (?:home|to bed|to sleep|out|back)|sleep|take a (?:nap|break)|eat|cry|scream|die|give up|leave|stop|rest"
    r"|relax|lie down|be done)(?:\s+(?:now|already|right now|for a bit|for a while|tonight|today))?\s*$",
    re.I,
)


def _goal(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    first = obj.split()[0].lower() if obj.split() else ""
    if not _ok_object(obj) or first in REQUEST_VERBS or _PASSING_WANT.match(obj):
        return None
    return _fact("goal", clause)


_NOT_PROJECT = re.compile(r"^(?:to\b|an? (?:email|message|reply|response|text|note|comment|question|letter)\b)", re.I)


def _project(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj")
    if not _ok_object(obj) or _NOT_PROJECT.match(obj):
        return None
    return _fact("project", clause)


_DECISION_OBJECT = {
    "decided": r"(?:to|on|against|not|that|we|i)\b",
    "went": r"with\b", "gone": r"with\b", "settled": r"on\b", "committed": r"to\b",
    "switched": r"(?:to|from|over)\b", "opted": r"(?:for|to|against|out)\b",
}


def _decision(m: re.Match[str], clause: str) -> Fact | None:
    verb, obj = m.group("verb").lower(), m.group("obj")
    if verb in _DECISION_OBJECT and not re.match(_DECISION_OBJECT[verb], obj, re.I):
        return None
    target = re.sub(r"^(?:to|on|with|for|over|from)\s+", "", obj, flags=re.I)
    if not _ok_object(target):
        return None
    return _fact("decision", clause)


_NOT_HABIT_VERBS = frozenset(
    "like love prefer hate enjoy want think feel wonder mean say know assume guess believe wanted need am was is"
    " get have do forget".split()
)


def _habit_adverb(m: re.Match[str], clause: str) -> Fact | None:
    if m.group("verb").lower() in _NOT_HABIT_VERBS or not _ok_object(m.group("rest") or "x"):
        return None
    return _fact("habit", clause)


def _habit_lead(m: re.Match[str], clause: str) -> Fact | None:
    rest = "I " + m.group("rest")
    verb = rest.split()[1].lower()
    if verb in _NOT_HABIT_VERBS or en.is_past(verb) or _YOU.search(rest):
        return None
    return Fact("habit", f"{en.third_person(rest)} {_time_phrase(m.group('when'))}")


def _habit_trailing(m: re.Match[str], clause: str) -> Fact | None:
    verb = m.group("verb").lower()
    if verb in _NOT_HABIT_VERBS or en.is_past(verb) or _YOU.search(clause):
        return None
    return _fact("habit", clause)


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
    if verbs[0].lower() in _NOT_EPISODE_VERBS or _YOU.search(rest):
        return None
    subject = m.group("subj")
    if subject.lower().startswith("my"):
        body = f"User and their {subject.split()[1]} " + en.rewrite_rest(rest)
    else:
        body = en.third_person("I " + rest)
    return Fact("episode", f"{body} {_time_phrase(m.group('when'))}")


def _episode(m: re.Match[str], clause: str) -> Fact | None:
    verb = m.group("verb").lower()
    if not en.is_past(verb) or verb in _NOT_EPISODE_VERBS or _YOU.search(clause):
        return None
    if not m.group("rest").strip():
        return None
    return _fact("episode", clause)


def _time_phrase(when: str) -> str:
    """A time phrase moved to the end of a sentence: "Yesterday" → "yesterday"."""
    words = when.split()
    first = words[0]
    if first.lower() not in _PROPER_TIME:
        words[0] = first.lower()
    return " ".join(words)


_PROPER_TIME = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august"
    " september october november december".split()
)

# ------------------------------------------------------------------ the rules, in order

_ADV = r"(?:(?:really|also|still|just|honestly|definitely|absolutely|totally|generally|actually|personally|mostly|much|strongly|truly|genuinely|now|currently|always|usually|typically|normally|often|kind of|sort of|secretly|quite|very)\s+)*"
_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_MONTHS = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
_PERIOD = rf"(?:day|morning|night|evening|afternoon|week|weekend|weekday|month|year|summer|winter|spring|fall|autumn|{_DAYS})"
_EVERY = rf"(?:every\s+(?:single\s+)?{_PERIOD}s?|each\s+{_PERIOD}|daily|weekly|nightly|on\s+(?:weekends|weekdays|{_DAYS}s)(?:\s+\w+)?|(?:once|twice|three times|four times|\d+\s+times)\s+(?:a|per)\s+(?:day|week|month|year)|(?:before|after)\s+(?:bed|work|dinner|breakfast|lunch|school)|in\s+the\s+mornings?)"
_WHEN_PAST = (
    rf"(?:yesterday(?:\s+(?:morning|afternoon|evening))?|last\s+(?:night|week|weekend|month|year|summer|winter|spring|fall|autumn|{_DAYS})"
    rf"|this\s+(?:morning|afternoon|past\s+weekend|past\s+week)|earlier\s+(?:today|this\s+(?:week|month|year))"
    rf"|(?:on|this\s+past)\s+{_DAYS}|(?:a|one|two|three|four|five|six|a few|a couple of|\d+)\s+(?:days|weeks|months|years)\s+ago"
    rf"|over\s+the\s+weekend|all\s+(?:weekend|week|day|night|month)(?:\s+long)?|in\s+{_MONTHS}(?:\s+\d{{4}})?|in\s+\d{{4}})"
)
_IM = r"(?:i'm|i am)"

_RULES: list[tuple[re.Pattern[str], Handler]] = [
    (r"^(?:my (?:full |first )?name is|my name's|i'm called|i am called|call me|people call me|i go by)\s+(?P<obj>.+)$", _name),
    (rf"^{_IM}\s+(?P<age>\d{{1,3}})(?:\s+years?\s+old|\s*y/?o)\b", _age),
    (r"^i (?:just )?turned (?P<age>\d{1,3})\b", _age),
    (rf"^(?:{_IM}\s+(?:originally\s+)?from|i\s+(?:originally\s+)?come from|i grew up in|i was born (?:and raised )?in)\s+(?P<obj>.+)$", _place("hometown", True)),
    (rf"^(?:i\s+(?:currently\s+|now\s+|still\s+)?live in|{_IM}\s+(?:currently\s+|now\s+)?(?:based|living|located) in)\s+(?P<obj>.+)$", _place("lives_in", False)),
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:moved|relocated)\s+to\s+(?P<obj>.+)$", _place("lives_in", True)),
    (rf"^(?:i\s+(?:(?:currently|now|still|remotely|full-time|part-time|freelance)\s+)*work|{_IM}\s+(?:currently\s+)?(?:working|employed))\s+(?:(?:remotely|full-time|part-time)\s+)?(?:at|for)\s+(?:(?:a|an|the)\s+[\w -]{{1,40}}?\s+(?:called|named)\s+)?(?P<obj>.+)$", _place("works_at", True)),
    (rf"^(?:{_IM}|i've been|i have been)\s+(?:a |an )?(?:strict |committed |lifelong |full-time |mostly )?(?P<diet>vegetarian|vegan|pescatarian|pescetarian|flexitarian)\b", _diet),
    (r"^i (?:follow|eat|keep|am on|'m on)\s+(?:a |an )?(?:strict )?(?P<diet>keto|paleo|vegan|vegetarian|low-carb|gluten-free|halal|kosher)(?:\s+diet)?\b", _diet),
    (rf"^{_IM}\s+(?:severely |very |mildly |deathly |highly )?allergic to\s+(?P<obj>.+)$", _allergy),
    (rf"^{_IM}\s+(?:lactose intolerant|gluten intolerant|celiac|coeliac|diabetic|sober)\b", _plain("constraint")),
    (rf"^{_IM}\s+(?P<neg>not\s+)?(?:(?:really|a|an|huge|big|great|massive|real|total|long-time|lifelong|much|of|the|biggest)\s+)*fan of\s+(?P<obj>.+)$", _fan),
    (rf"^{_IM}\s+(?P<neg>not\s+)?(?:(?:really|very|that|so|all|totally|super|big|huge|much)\s+)*(?:into|big on|keen on)\s+(?P<obj>.+)$", _fan),
    (rf"^(?:{_IM}|i work as|i've been|i have been)\s+(?:a|an)\s+(?P<obj>.+)$", _job),
    (r"^i\s+(?:teach|lecture in|lecture|practi[cs]e law|practi[cs]e medicine)\b\s*(?P<obj>.*)$", _plain("identity")),
    (r"^my pronouns are\s+(?P<obj>[\w/ ]+?)\s*$", _pronouns),
    (r"^i\s+never(?:\s+ever)?\s+(?P<verb>[a-z']+)\b(?P<rest>.*)$", _never),
    (r"^i\s+(?:really\s+|just\s+|absolutely\s+|honestly\s+)?(?:can't|cannot|can not)\s+stand\s+(?P<obj>.+)$", _likes("negative")),
    (rf"^(?:i\s+(?:can't|cannot|can not)|{_IM}\s+(?:not able to|unable to|not allowed to))\s+(?:eat|drink|have|consume|tolerate|digest|use|work|travel|fly|drive|attend|lift|wear|spend|afford|walk|sit|climb|swim|read|hear|see well)\b(?P<obj>.*)$", _plain("constraint")),
    (r"^i\s+(?:don't|do not|no longer)\s+(?P<verb>eat|drink|smoke|use|fly|drive|work|own|consume|take|do|schedule|answer)\b\s*(?P<obj>.*)$", _dont),
    (r"^i\s+(?:must|have to|must not|mustn't)\s+(?:always\s+|never\s+)?(?:be|avoid|stay|keep|take|stick|follow|pick|wear|wake|sleep|limit|watch|attend|get up)\b(?P<obj>.*)$", _plain("constraint")),
    (r"^i\s+(?:try to\s+|always\s+|strictly\s+)?avoid\s+(?P<obj>.+)$", _plain("constraint")),
    (rf"^i\s+{_ADV}(?:don't|do not|didn't|did not)\s+(?:really\s+|particularly\s+|much\s+)?(?:like|love|enjoy|care for)\s+(?P<obj>.+)$", _likes("negative")),
    (r"^i\s+no longer\s+(?:like|love|enjoy)\s+(?P<obj>.+)$", _likes("negative")),
    (rf"^i\s+{_ADV}(?:dislike|hate|detest|loathe|despise)\s+(?P<obj>.+)$", _likes("negative")),
    (rf"^i\s+{_ADV}prefer\s+(?P<obj>.+)$", _prefer),
    (r"^my\s+(?:(?:absolute|all-time|current|personal)\s+)?favorite\s+(?P<cat>[\w -]{1,30}?)\s+(?P<verb>is|are|has to be)\s+(?P<obj>.+)$", _favorite),
    (rf"^i\s+{_ADV}(?:like|love|enjoy|adore)\s+(?P<obj>.+)$", _likes("positive")),
    (rf"^(?:i\s+(?:(?:really|also|still|eventually|definitely|someday|finally|seriously)\s+)*(?:want|hope|plan|intend|aim|aspire)|{_IM}\s+(?:(?:really|also|still|now)\s+)*(?:hoping|planning|trying|aiming|determined|striving|saving up)|(?:i'd|i would)\s+(?:really\s+)?love)\s+to\s+(?P<obj>.+)$", _goal),
    (r"^my\s+(?:(?:main|big|biggest|current|long-term|short-term|personal|primary|ultimate|new|next|only)\s+)*(?:goal|dream|aim|ambition|objective|plan|resolution|new year's resolution)(?:\s+(?:for|this)\s+[\w ]{1,20}?)?\s+is\s+(?:to\s+)?(?P<obj>.+)$", _goal),
    (rf"^(?:{_IM}|i've been|i have been)\s+(?:(?:currently|still|now|also|slowly)\s+)*(?:learning|studying|training for|practicing|practising)\s+(?P<obj>.+)$", _goal),
    (rf"^(?:{_IM}|i've been|i have been|we're|we are|we've been)\s+(?:(?:currently|still|now|actually|also|busy|slowly|finally)\s+)*(?:working on|building|developing|writing|making|creating|designing|coding|prototyping|putting together|hacking on|renovating)\s+(?P<obj>.+)$", _project),
    (r"^my\s+(?:(?:current|side|new|main|latest|personal|pet|big|next|thesis|weekend)\s+)*project\s+(?:right now\s+|at the moment\s+|these days\s+)?(?:is|involves)\s+(?P<obj>.+)$", _project),
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:finally|just|eventually|already|ultimately|officially|now|also)\s+)*(?P<verb>decided|chosen|chose|picked|opted|settled|selected|committed|went|gone|switched)\s+(?P<obj>.+)$", _decision),
    (rf"^(?:{_IM}|we're|we are)\s+(?:(?:definitely|just|now|finally)\s+)?(?P<verb>going with|going to go with|sticking with|switching to|moving forward with)\s+(?P<obj>.+)$", _decision),
    (rf"^(?P<when>{_WHEN_PAST}|recently)\s*,?\s+(?P<subj>i|we|my\s+\w+\s+and\s+i)\s+(?P<rest>.+)$", _episode_lead),
    (rf"^(?P<when>{_EVERY}|(?:every|each)\s+{_PERIOD}|most\s+(?:days|mornings|nights|evenings|weekends)|in the mornings?|at night|before bed|after work)\s*,?\s+i\s+(?P<rest>.+)$", _habit_lead),
    (r"^i\s+(?:usually|always|often|typically|normally|generally|regularly|tend to|mostly|frequently|rarely|seldom|sometimes|habitually|religiously)\s+(?P<verb>[a-z']+)\b(?P<rest>.*)$", _habit_adverb),
    (rf"^i\s+(?P<verb>[a-z']+)\s+(?P<mid>.+?)\s+(?P<when>{_EVERY})\b(?P<tail>.*)$", _habit_trailing),
    (rf"^i\s+(?:(?:just|finally|recently|also|actually)\s+)*(?P<verb>[a-z']+)\b(?P<rest>.*?)\s+(?P<when>{_WHEN_PAST})\b.*$", _episode),
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:just|recently|finally)\s+(?P<verb>[a-z']+)\b(?P<rest>.*)$", _episode),
    (r"^i\s+(?:(?:mostly|mainly|primarily|also|only|now|currently|exclusively|personally)\s+)*use\s+(?P<obj>.+)$", _uses),
]  # type: ignore[list-item]
RULES: tuple[tuple[re.Pattern[str], Handler], ...] = tuple((re.compile(p, re.I), h) for p, h in _RULES)  # type: ignore[arg-type]
_GREETING_NAME = re.compile(r"^(?:[Ii]'m|[Ii] am)\s+(?P<obj>[A-Z][^\W\d_]+(?:\s+[A-Z][^\W\d_]+)?)\s*$")


# ------------------------------------------------------------------ one clause


def read_clause(clause: str, *, greeted: bool = False) -> list[Fact]:
    """The facts one clause states: its main fact (if a rule matches) and its people."""
    mentions = find_persons(clause)
    main: Fact | None = None
    for pattern, handler in RULES:
        m = pattern.match(clause)
        if m:
            main = handler(m, clause)
            if main is not None:
                break
    if main is None and greeted and (g := _GREETING_NAME.match(clause)):
        main = _greeting_name(g, clause)
    facts = [main] if main else []
    persons = [m.person for m in mentions]
    if main:
        main.persons = persons
    for mention in mentions:
        rel = _relationship(mention, clause, predicate=main is None and mention is mentions[0])
        if rel:
            rel.persons = [mention.person] if main else persons
            facts.append(rel)
    return facts


_REPORTED = re.compile(r"^\s*,?\s*(?:says|said|thinks|thought|told|tells|asked|asks|claims|believes|wants|wanted)\b", re.I)


def _relationship(mention: Mention, clause: str, *, predicate: bool) -> Fact | None:
    """The relationship fact behind a person mention, or None when it carries no relation."""
    person = mention.person
    if mention.kind == "social" or (person.relation is None and mention.kind != "from"):
        return None
    if mention.kind == "from":
        return Fact("relationship", f"User knows {person.name} from {mention.detail}")
    rest = clause[mention.end :]
    if mention.kind == "married":
        return Fact("relationship", en.third_person(clause[: mention.end]), attribute="spouse"
                    if person.relation == "spouse" else "partner" if person.relation == "partner" else None,
                    value=person.name.lower() if person.relation in {"spouse", "partner"} else None)
    starts = mention.start == 0 and clause[:3].lower() == "my "
    if predicate and starts and mention.detail not in {"is", "'s name is"} and rest.strip() and not _REPORTED.match(rest):
        first = rest.strip(" ,").split()[0] if rest.strip(" ,") else ""
        if first[:1].islower():
            return Fact("relationship", en.third_person(clause))
    attribute = _RELATION_ATTRIBUTE.get(person.relation or "")
    summary = f"User's {person.relation} is {person.name}"
    return Fact("relationship", summary, attribute=attribute, value=person.name.lower() if attribute else None)


# ------------------------------------------------------------------ conversation


def _user_clauses(messages: Sequence[wire.Message]) -> list[tuple[int, str, bool, bool]]:
    """Every statement clause in the user's messages: (message index, clause, hedged, greeted)."""
    out: list[tuple[int, str, bool, bool]] = []
    for index, message in enumerate(messages):
        if message.role != "user" or not message.content:
            continue
        text = en.strip_echo(message.content)
        if en.looks_like_system_prompt(text):
            continue
        greeting_seen = False
        for sentence in en.sentences(en.normalise(text)):
            if en.is_greeting(sentence):
                greeting_seen = True
                continue
            if en.is_question(sentence) or en.is_hypothetical(sentence):
                continue
            lead, _, _ = en.strip_lead(sentence)
            if en.is_instruction(lead):
                continue
            for part in en.clauses(sentence):
                clause, hedged, greeted = en.strip_lead(part.strip(" \"'"))
                clause = en.complete_subject(clause.rstrip(" .!…"))
                if clause and not en.is_instruction(clause) and not en.is_question(clause):
                    out.append((index, clause, hedged, greeted or greeting_seen))
    return out


def _dedup_key(fact: Fact) -> tuple[str, ...]:
    """Facts with the same key are one fact; a later statement of a single-valued one wins."""
    if fact.attribute and fact.attribute in SINGLE_VALUED:
        return (fact.attribute,)
    if fact.attribute and fact.value:
        return (fact.attribute, fact.value)
    return (fact.type, " ".join(re.findall(r"\w+", fact.summary.lower())))


def extract(messages: Sequence[wire.Message], *, max_facts: int = 3) -> list[Candidate]:
    """Up to ``max_facts`` candidate facts from the user's first-person statements.

    Later statements of the same fact (or of the same single-valued attribute) replace
    earlier ones; refs collect every message that stated it. Ranked by importance ×
    confidence, ties in order of appearance.
    """
    if max_facts <= 0:
        return []
    kept: dict[tuple[str, ...], Fact] = {}
    order = 0
    for index, clause, hedged, greeted in _user_clauses(messages):
        for fact in read_clause(clause, greeted=greeted):
            fact.hedged, fact.order = hedged, order
            order += 1
            ref = f"m{index}"
            key = _dedup_key(fact)
            previous = kept.pop(key, None)
            refs = previous.refs if previous and previous.value == fact.value else []
            fact.refs = refs + ([ref] if ref not in refs else [])
            kept[key] = fact
    ranked = sorted(kept.values(), key=lambda f: (-f.score, f.order))
    return [_candidate(f) for f in ranked[:max_facts]]


def _candidate(fact: Fact) -> Candidate:
    return Candidate(
        type=fact.type,
        summary=en.tidy(fact.summary),
        evidence="inferred" if fact.hedged else "direct",
        confidence=None,
        importance=IMPORTANCE[fact.type],
        persons=list(fact.persons),
        attribute=fact.attribute,
        value=fact.value if fact.attribute else None,
        polarity="negative" if fact.polarity == "negative" else "positive",
        refs=list(fact.refs),
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
        for fact in read_clause(clause.rstrip(" .!")):
            if fact.attribute:
                polarity = "negative" if fact.polarity == "negative" else "positive"
                return Structure(attribute=fact.attribute, value=fact.value, polarity=polarity)
    return Structure()


__all__ = ["IMPORTANCE", "extract", "head_value", "read_clause", "structure"]
