"""Plans: a change the user announced ahead, made current when its date has passed.

"I'm moving to Berlin on 1 May" (said in March) is stored as a decision with the attribute
``plan:lives_in`` = berlin and ``takes_effect`` = 2 May 00:00 UTC, the end of the day it
names. From then on, consolidation (:func:`enact`, run at the start of every consolidation
with the injected clock) writes "User lives in Berlin since 1 May 2026" through the one
write path: the older ``lives_in`` is superseded and kept as history, and the plan is
superseded by the memory it became.

What the user says after the plan settles it first (:func:`settle`, called by the write
path): the plan's value said as current ("I live in Berlin now") fulfils it; another value
that replaces the current one ("I moved to Munich"), or any other value said on or after
the plan's date ("I still live in Warsaw" in June), ends it. The current value restated
before the date ("I live in Warsaw", said in April) leaves it standing: the user has not
moved yet. Cancelling ("we cancelled the move", "not moving to Berlin after all") supersedes
it through retraction or negation. A plan without a date never takes effect by itself.

Rules in docs/lifecycle.md ("Plans").
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from typing import TYPE_CHECKING

from mercuryd import logs, wire
from mercuryd.brain import english as en
from mercuryd.brain import text, when
from mercuryd.brain.candidate import ENDS, PLAN_PREFIX, PLANNABLE, Candidate, planned
from mercuryd.brain.vocabulary import is_job_noun, is_worker_job

if TYPE_CHECKING:
    from mercuryd.brain.service import Brain
    from mercuryd.store.db import MemoryRow, Store

_log = logs.get("mercuryd.brain")


def takes_effect(attribute: str | None, summary: str, stated: float) -> float | None:
    """When a plan stated at ``stated`` with this summary takes effect (None: not a plan, no date)."""
    if planned(attribute) is None:
        return None
    return over_at(summary, stated)


def over_at(summary: str, stated: float) -> float | None:
    """When the time ``summary`` names (stated at ``stated``: a day, a month, a season) is over; None when it names none."""
    found = when.period(summary, dt.datetime.fromtimestamp(stated, dt.UTC))
    return found[1].timestamp() if found else None


_MONTH_NAMES = "|".join(calendar.month_name[1:])
# A day with its month and no year: "1 May", "May 1st", "the 1st of May" (not "1 May 2027").
_DAY_NO_YEAR = re.compile(
    rf"\b(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTH_NAMES})|(?:{_MONTH_NAMES})\s+\d{{1,2}}(?:st|nd|rd|th)?)\b"
    r"(?!,?\s*\d{4})", re.I)


def with_year(summary: str, effect: float | None) -> str:
    """A plan's day written with its year ("moving to Lisbon on 1 March", said in
    November, is 1 March of next year): the summary stands alone a year later too."""
    if effect is None:
        return summary
    year = dt.datetime.fromtimestamp(effect - 1, dt.UTC).year  # the day named ends at ``effect``
    return _DAY_NO_YEAR.sub(lambda m: f"{m.group(0)} {year}", summary, count=1)


def settle(store: Store, row: MemoryRow, stated: float, *, replaced: bool, now: float) -> list[int]:
    """Settle the live plans for the attribute ``row`` states, said before ``stated``.

    ``replaced``: the statement replaced a current value (a new live value, not a
    restatement). Returns the plans superseded by ``row``.
    """
    if not row.attribute or row.polarity < 0 or planned(row.attribute) is not None \
            or row.attribute not in PLANNABLE:
        return []
    out = []
    for plan in store.by_attribute(row.subject or "user", PLAN_PREFIX + row.attribute):
        if plan.id == row.id or plan.polarity < 0 or plan.said_at > stated:
            continue
        fulfilled = plan.value == row.value
        due = plan.takes_effect is not None and stated >= plan.takes_effect
        if fulfilled or replaced or due:
            store.update_memory(plan.id, superseded_by=row.id, updated_at=now)
            out.append(plan.id)
    return out


# What a cancelled plan is called ("we cancelled the move", "I'm giving up the new job"):
# the retraction's words are matched whole, since "move" does not begin "moving".
_CANCELLED = {
    "lives_in": frozenset("move moving relocation relocating".split()),
    "works_at": frozenset("job offer position role".split()),
}


def cancel(store: Store, row: MemoryRow, phrases: list[str], now: float) -> list[int]:
    """Supersede the live plans that ``row``'s retractions name: by what they are ("the
    move") or by their value ("the Berlin move"), said no later than ``row``."""
    words = {w for p in phrases for w in re.findall(r"[\w'-]+", p.casefold())}
    if not words:
        return []
    out = []
    for base, names in _CANCELLED.items():
        for plan in store.by_attribute(row.subject or "user", PLAN_PREFIX + base):
            if plan.id == row.id or plan.polarity < 0 or plan.said_at > row.said_at:
                continue
            value = set((plan.value or "").split())
            if words & names or (value and value <= words):
                store.update_memory(plan.id, superseded_by=row.id, updated_at=now)
                out.append(plan.id)
    return out


def enact(brain: Brain, plan_id: int, now: float) -> int | None:
    """Make one due plan current (inside a transaction); returns the memory it became."""
    plan = brain.store.get_memory(plan_id)
    base = planned(plan.attribute) if plan is not None else None
    if plan is None or base is None or plan.superseded_by is not None or plan.polarity < 0 \
            or plan.takes_effect is None or plan.takes_effect > now or not plan.value:
        return None
    found = when.period(plan.summary, dt.datetime.fromtimestamp(plan.said_at, dt.UTC))
    label = found[0] if found else when.day(dt.datetime.fromtimestamp(plan.takes_effect - 1, dt.UTC).date())
    # (an employer said by its kind keeps its article: "User has worked at a climate startup since …")
    article = r"(?:(?:a|an)\s+)?" if base == "works_at" else ""
    said = re.search(r"(?<!\w)" + article + re.escape(plan.value) + r"(?!\w)", plan.summary, re.I)
    place = said.group(0) if said else plan.value.title()
    if said and (inner := _INNER_WORD_PLACE.match(plan.summary, said.end())):
        place += inner.group(0)  # "Oog in Al", "Southend on Sea": the name goes on past its inner lower-case word
    if said and base == "lives_in" and (district := _DISTRICT_AFTER.match(plan.summary, said.start() + len(place))):
        place += district.group(0)  # (lo35) "Kyoto, Sakyo ward", "Vienna, Floridsdorf district": the ward moved to too
    if said and base == "works_at" and re.match(r"an?\s", place, re.I) and (town := _TOWN_AFTER.match(plan.summary, said.start() + len(place))):
        place += town.group(0)  # "a school in Aomori City": an employer said by its kind keeps the town it is in
    if base in ENDS:
        return _depart(brain, plan, base, place, label, now)
    if base == "job_title":  # "User has worked as a quality manager since October 2026"
        place = f"{en.article(place)} {place}"
    summary = PLANNABLE[base].format(place=place, when=label)
    if base == "job_title" and re.search(r"\s(?:role|job|position|post)$", place, re.I):
        summary = summary.replace(" as ", " in ", 1)  # "User has worked in a dispatch role since January 2027"
    src = plan.source_dict
    cand = Candidate(
        type="identity", summary=summary, evidence="system",
        attribute=base, value=plan.value, stated_at=plan.takes_effect, reports_change=True,
        refs=[f"memory:{plan.id}"],
    )
    outcome = brain.write(cand, source=wire.Source(channel="plan", conversation_id=src.get("conversation_id")))
    current = brain.store.get_memory(plan.id)
    if current is not None and current.superseded_by is None:
        brain.store.update_memory(plan.id, superseded_by=outcome.memory_id, updated_at=now)
    _log.info("plan took effect", plan=plan.id, memory=outcome.memory_id, attribute=base, action=outcome.action)
    take_role(brain, plan, plan.takes_effect, now)
    return outcome.memory_id


# (cap55) a place name with an inner lower-case word, cut at it by the value ("Oog in Al" read as "oog", "Southend on
# Sea" as "southend"): the words after it as the plan's summary wrote them, when the next is a name that is no month
# or day ("… in Leeds in March 2026", "… in Leeds on Saturday, 14 March" are times)
_INNER_WORD_PLACE = re.compile(
    rf"(?:\s+(?:in|on|op|aan|am|an|en|upon|sur|de|del|la|le)\s+(?!(?:{_MONTH_NAMES}|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b)"
    r"(?-i:[A-Z])[\w'’-]*)+(?=\s+(?:on|in|at|from|by|since|next|this)\b|[,.;!]|$)")


# (lo35) the ward or district said after the city of a move ("… to an apartment in Kyoto, Sakyo ward, on 15 November",
# "… to Vienna, Floridsdorf district, at the end of May")
_DISTRICT_AFTER = re.compile(r",\s+(?-i:[A-Z])[\w'’-]*\s+(?:ward|district|borough|arrondissement|quarter|prefecture)"
                             r"(?=\s*[,.;!]|\s+(?:on|in|at|from|by|next|this)\b|$)")


# the town after an employer said by its kind ("at a school in Aomori City in April 2026"), not a month or a day
_TOWN_AFTER = re.compile(rf"\s+in\s+(?!(?:{_MONTH_NAMES}|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b)(?-i:[A-Z])[\w'’-]*"
                         r"(?:\s+(?!(?:in|on|from|at)\b)(?-i:[A-Z])[\w'’-]*)*")


def town_of(where: str) -> str | None:
    """The town a workplace is said in ("a junior high school in Hirosaki" → "Hirosaki"), None when none is said."""
    m = _TOWN_AFTER.search(" " + where)
    return " ".join(m.group(0).split()[1:]) if m else None


def _depart(brain: Brain, plan: MemoryRow, base: str, place: str, label: str, now: float) -> int | None:
    """A departure made current: "User left Acme in March 2026". When Acme is the employer the
    store holds (said before the date), it is a negative ``works_at`` that supersedes it, kept as
    history; otherwise ("I'm leaving Manchester in May", a place, not an employer) only the news."""
    assert plan.takes_effect is not None and plan.value
    ended = ENDS[base]
    # (the employer as the plan names it, or by the first words of its name: "Leaving Bródno end of May" of "User is an
    # ICU nurse at Bródno hospital in Warsaw", works_at "bródno hospital")
    current = [r for r in brain.store.by_attribute(plan.subject or "user", ended)
               if r.value and (r.value == plan.value or r.value.startswith(plan.value + " ")) and r.polarity > 0
               and r.said_at <= plan.takes_effect and r.superseded_by is None]
    when_said = f"on {label}" if label[:1].isdigit() else f"in {label}"
    summary = PLANNABLE[base].format(place=place, when=when_said)
    cand = Candidate(
        type="identity" if current else "episode", summary=summary, evidence="system",
        attribute=ended if current else None, value=plan.value if current else None,
        polarity="negative" if current else "positive", stated_at=plan.takes_effect, reports_change=True,
        refs=[f"memory:{plan.id}"],
    )
    src = plan.source_dict
    outcome = brain.write(cand, source=wire.Source(channel="plan", conversation_id=src.get("conversation_id")))
    still = brain.store.get_memory(plan.id)
    if still is not None and still.superseded_by is None:
        brain.store.update_memory(plan.id, superseded_by=outcome.memory_id, updated_at=now)
    for row in current:  # ("bródno hospital" is not the departure's own value: it ends here, not by the write's value)
        live = brain.store.get_memory(row.id)
        if live is not None and live.superseded_by is None and live.value != plan.value and outcome.memory_id is not None:
            brain.store.update_memory(row.id, superseded_by=outcome.memory_id, updated_at=now)
    _log.info("departure took effect", plan=plan.id, memory=outcome.memory_id, ended=[r.id for r in current],
              action=outcome.action)
    return outcome.memory_id


# The role a job plan names beside its employer: "starting at Monzo in March as a product designer",
# "will be quality manager at Hartwell Foods from October".
_PLAN_ROLE = re.compile(
    r"\bas\s+(?:an?\s+|the\s+)?(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)(?=\s*(?:[,;.]|$)|\s+(?:at|in|from|on|starting|when|with|for)\b)"
    r"|\bwill\s+be\s+(?:an?\s+|the\s+)?(?P<role2>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)\s+(?:at|with|for)\b")


def role_of(summary: str) -> str | None:
    """The role a job plan's summary names ("product designer"), None when it names none."""
    m = _PLAN_ROLE.search(summary)
    role = (m.group("role") or m.group("role2")) if m else None
    return role.lower() if role and (is_job_noun(role.split()[-1]) or is_worker_job(role.split())) else None


def take_role(brain: Brain, plan: MemoryRow, stated: float, now: float) -> int | None:
    """The role a job plan named, made current with the employer (it supersedes the role
    before): "User has worked as a product designer since March 2026". Returns the memory."""
    role = role_of(plan.summary) if plan.attribute == PLAN_PREFIX + "works_at" else None
    if role is None:
        if plan.attribute == PLAN_PREFIX + "works_at":
            role_elsewhere_ended(brain, plan, now)
        return None
    found = when.period(plan.summary, dt.datetime.fromtimestamp(plan.said_at, dt.UTC))
    label = found[0] if found else when.day(dt.datetime.fromtimestamp(min(stated, now), dt.UTC).date())
    src = plan.source_dict
    cand = Candidate(
        type="identity", summary=PLANNABLE["job_title"].format(place=f"{en.article(role)} {role}", when=label),
        evidence="system", attribute="job_title", value=role, stated_at=stated, reports_change=True,
        refs=[f"memory:{plan.id}"],
    )
    outcome = brain.write(cand, source=wire.Source(channel="plan", conversation_id=src.get("conversation_id")))
    _log.info("plan's role took effect", plan=plan.id, memory=outcome.memory_id, action=outcome.action)
    return outcome.memory_id


# (cap55) a role said with its workplace: "User is a telescope operator at an observatory in La Serena", "User works
# as a porter for Network Rail"
# ("User teaches English at a junior high school in Hirosaki": a teacher's work, said by the verb)
ROLE_AT_A_PLACE = re.compile(r"^User (?:is an?|works as an?|is the|works as the|teaches) .+?\s(?:at|for|with)\s+(?P<where>.+)$")


def role_elsewhere_ended(brain: Brain, plan: MemoryRow, now: float) -> list[int]:
    """A new employer made current without a role named ("I got the ALMA job!! I start on September 1", made "User has
    worked at ALMA since 1 September 2026") ends the role said before the plan with another workplace ("User is a
    telescope operator at an observatory in La Serena"): that work is over. A role said on its own ("User is a nurse")
    stays, as a nurse who changes hospitals is still a nurse (service.Brain._role_at_employer_left's rule), and so does
    a role said at the new employer itself."""
    current = [r for r in brain.store.by_attribute(plan.subject or "user", "works_at")
               if r.superseded_by is None and r.polarity > 0 and r.value == plan.value]
    if not current or not plan.value:
        return []
    ended: list[int] = []
    town = town_of(current[0].summary)
    # ("User teaches English at a school in Hirosaki" has no attribute: a teacher's work is found by its verb)
    teaching = [r for r in brain.store.live_matching('"teaches"', 20) if r.attribute is None and r.type == "identity"
                and (r.subject or "user") == (plan.subject or "user")]
    for row in [*brain.store.by_attribute(plan.subject or "user", "job_title"), *teaching]:
        if row.superseded_by is not None or row.polarity < 0 or row.said_at >= plan.said_at:
            continue
        at = ROLE_AT_A_PLACE.match(row.summary)
        # (the same employer said by its kind in another town is another workplace: a school in Aomori, one in Hirosaki)
        if at is None or (re.search(rf"(?<!\w){re.escape(plan.value)}(?!\w)", at["where"], re.I)
                          and not (town and (there := town_of(at["where"])) and there.lower() != town.lower())):
            continue
        brain.store.update_memory(row.id, superseded_by=current[0].id, updated_at=now)
        ended.append(row.id)
    if ended:
        _log.info("a role elsewhere ended by a new employer", plan=plan.id, ended=ended)
    return ended


def due(store: Store, now: float) -> list[int]:
    """The live plans due by ``now`` (a read)."""
    return [r.id for r in store.due_plans(now) if r.polarity > 0]


__all__ = ["ROLE_AT_A_PLACE", "cancel", "due", "enact", "role_elsewhere_ended", "role_of", "settle", "take_role", "takes_effect", "with_year"]


# a plan of the user's on another date now: "User's Wokingham opening will now be in March 2027, moved because of the
# builders" (extract_rules._plan_moved)
_WILL_NOW_BE = re.compile(r"^User's (?P<what>.+?) will now be (?P<when>.+?)(?:, moved\b.*)?$")
# a date as a summary says it once made absolute: "in January 2027", "on Saturday, 14 March 2027", "at the end of
# March 2027", "in spring 2027", "in 2027"
_SAID_DATE = re.compile(
    r"\b(?:(?:in|on|at|by|around|for)\s+)?(?:the\s+(?:end|start|beginning|middle)\s+of\s+|(?:early|late|mid)[\s-]+)?"
    r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,\s+)?(?:the\s+week\s+of\s+)?(?:\d{1,2}\s+)?"
    rf"(?:{_MONTH_NAMES}|spring|summer|autumn|winter)\s+\d{{4}}\b|\b(?:in|by)\s+\d{{4}}\b")


def rescheduled(brain: Brain, new: MemoryRow, now: float) -> list[int]:
    """A plan said before, on the date ``new`` moves it to: "User's Wokingham opening will now be in March 2027" makes
    "User is opening a second shop in Wokingham in January 2027" history, and keeps it live with the new date ("… in
    Wokingham in March 2027"; a plan with an attribute takes effect then). The plan is the live memory of the user's
    (a plan, a project, an episode, a goal) that names every word of what moved and a date; an earlier move of the same
    thing is ended by this one. Anything undated, or a relative's, is left."""
    m = _WILL_NOW_BE.match(new.summary) if new.polarity > 0 and new.subject in (None, "user") else None
    if m is None or not _SAID_DATE.search(m["when"]):
        return []
    words = [w for w in text.content_words(m["what"]) if w.isalnum()]
    if not words:
        return []
    moved: list[int] = []
    # ("the move got pushed back to February" after "buying a house in Wroughton, moving in December": the move is the
    # home's, however the plan was said)
    query = " AND ".join('("move" OR "house" OR "flat" OR "apartment" OR "home")' if w == "move" else f'"{w}"' for w in words)
    for row in brain.store.live_matching(query, 50):
        if row.id == new.id or row.polarity < 0 or row.said_at > new.said_at or (row.subject or "user") != "user" \
                or row.type not in ("decision", "project", "episode", "goal", "identity") or row.summary.startswith("User's "):
            if row.id != new.id and row.said_at <= new.said_at and (was := _WILL_NOW_BE.match(row.summary)) is not None \
                    and was["what"].lower() == m["what"].lower():
                brain.store.update_memory(row.id, superseded_by=new.id, updated_at=now)  # moved once before: this move ends it
                moved.append(row.id)
            continue
        date = _SAID_DATE.search(row.summary)
        if date is None:
            continue
        summary = row.summary[: date.start()] + m["when"] + row.summary[date.end():]
        effect = over_at(summary, new.said_at) if row.takes_effect is not None else None
        brain._replaced_by_copy(row, summary, now, reinforcements=0, stated_at=new.said_at, takes_effect=effect)
        moved.append(row.id)
    return moved
