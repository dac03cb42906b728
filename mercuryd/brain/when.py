"""Relative times in a fact made absolute from the time the message was said.

A memory is read months after it was written: "turns 6 next week" or "yesterday" is
wrong by then. :func:`absolute` rewrites the relative time phrases of a summary into
dates computed from the message's time ("next week" said on Tue 13 Jan 2026 → "in the
week of 19 January 2026"; "last month" → "in December 2025"; "last Friday" → "on Friday,
9 January 2026"). Bare weekdays and month names get the occurrence the tense points to
("is turning 70 in April" → April of this year or the next; "signed up in April" → the
last April). Without a time the phrase is dropped rather than left to mislead.

English only; anything not recognised is left as it is.
"""

from __future__ import annotations

import calendar
import datetime as dt
import functools
import re
from collections.abc import Callable

from mercuryd.brain import english as en
from mercuryd.brain.candidate import RELATIONS
from mercuryd.brain.lexicon import VERBS as _LEXICON_VERBS

__all__ = ["RELATIVE", "absolute", "day", "is_future", "period"]

_WEEKDAYS = [calendar.day_name[i].lower() for i in range(7)]
_WEEKDAY = "(?P<wd>" + "|".join(_WEEKDAYS) + ")"
_MONTHS = {calendar.month_name[i].lower(): i for i in range(1, 13)}
_MONTH = "(?P<mon>" + "|".join(_MONTHS) + ")"
_SEASONS = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}
_SEASON = "(?P<season>spring|summer|fall|autumn|winter)"
_NUMBERS = {
    **en.SMALL_NUMBERS, "a": 1, "an": 1, "a couple of": 2, "a couple": 2,
    "couple of": 2, "a few": 3, "few": 3, "several": 4, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
}
_COUNT = (r"(?P<n>\d{1,2}|a couple of|a couple|a few|several|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
          r"|fifteen|twenty|thirty|forty|fifty)")
_UNIT = r"(?P<unit>day|week|month|year)s?"

_FUTURE = re.compile(
    r"\b(?:will|'ll|shall|going to|gonna|plans?|planning|intends?|wants?|hopes?|aims?|aiming|is due|are due"
    r"|expecting|turns|is turning|starts|is starting|begins|upcoming|coming|next|by|until|before)\b"
    r"|\b(?:is|are|am)\s+\w+ing\b|\b(?:is|are|am)\s+(?:scheduled|booked|set)\s+(?:in\s+)?(?:for|to)\b",
    re.I,
)
# "last" as in "last week" is past; "the last day at Acme", "my last shift on the ward" is the final one, of either tense
_PAST = re.compile(r"\b(?:ago|last(?!\s+(?:day|shift|week)\s+(?:at|of|in|on|with)\b)|yesterday|was|were|had|did|used to"
                   r"|former)\b", re.I)


def day(d: dt.date) -> str:
    """'2 March 2026'."""
    return f"{d.day} {calendar.month_name[d.month]} {d.year}"


def _month(year: int, month: int) -> str:
    return f"{calendar.month_name[month]} {year}"


def _monday(d: dt.date) -> dt.date:
    return d - dt.timedelta(days=d.weekday())


def _add_months(year: int, month: int, delta: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) + delta
    return index // 12, index % 12 + 1


# The tense of a summary is read once, not once per time phrase in it (a long summary full of
# weekdays was read again from the start for each of them)
@functools.lru_cache(maxsize=64)
def is_future(text: str) -> bool:
    """Whether a clause speaks of what is to come ("turns 6", "will move"), roughly."""
    if _FUTURE.search(text):
        return True
    return False


# a past form after these is a participle, not the past tense: "is getting married", "am booked in"
_PARTICIPLE_AFTER = frozenset("is are am m re be being get gets getting".split())


@functools.lru_cache(maxsize=64)
def _is_past(text: str) -> bool:
    if _PAST.search(text):
        return True
    # (a compound is one word: "fixed-term contract", "laid-back" are no past)
    words = re.findall(r"[a-z]+(?:-[a-z]+)*", text[:200].lower())[:6]
    return any(en.is_past(w) and (i == 0 or words[i - 1] not in _PARTICIPLE_AFTER) for i, w in enumerate(words))


# How far back a time phrase looks for the words that qualify it ("every", "the", "signed up
# for a race in", "has a job interview at Deloitte on"): a fixed window, so that a long summary
# full of weekdays is read in linear time, not once again from its start for each of them.
_LOOK_BACK = 240


def _before(text: str, start: int) -> str:
    """The text just before ``start``: at most :data:`_LOOK_BACK` characters, from a word's start."""
    if start <= _LOOK_BACK:
        return text[:start]
    window = text[start - _LOOK_BACK : start]
    space = re.search(r"\s", window)
    return window[space.end() :] if space else ""


# ---------------------------------------------------------------------- the rewrites

Rewrite = Callable[[re.Match[str], dt.date, str], str]


def _fixed(days: int, head: str = "on") -> Rewrite:
    return lambda m, today, _t: f"{head} {day(today + dt.timedelta(days=days))}"


def _week(delta: int) -> Rewrite:
    return lambda m, today, _t: f"in the week of {day(_monday(today) + dt.timedelta(weeks=delta))}"


def _day_of_month(m: re.Match[str], today: dt.date, text: str) -> str:
    """'on the 15th': the 15th of the month said, or of the month before when that is still
    to come and the clause speaks of the past (of the month after, when it is past and the
    clause does not)."""
    n = int(m.group("dom"))
    y, mo = today.year, today.month
    if (feast := _FEAST_BEFORE.search(_before(m.string, m.start()))) and (near := _near_feast(feast.group("hol"), n, today, text)):
        return f"{m.group('head') or ''}{day(near)}"
    if anchor := _dated_before(m.string, m.start(), today, text):
        # "fly to Oslo on 2 June, back on the 9th", "from 28 June until the 3rd": the first such day from the date said
        y, mo = anchor.year, anchor.month
        if n < anchor.day:
            y, mo = _add_months(y, mo, 1)
        if n > calendar.monthrange(y, mo)[1]:
            return m.group(0)
        return f"{m.group('head') or ''}{day(dt.date(y, mo, n))}"
    if _is_past(text) and not is_future(text):
        if n > today.day:
            y, mo = _add_months(y, mo, -1)
    elif n < today.day:
        y, mo = _add_months(y, mo, 1)
    last = calendar.monthrange(y, mo)[1]
    if n > last:
        return m.group(0)
    return f"{m.group('head') or ''}{day(dt.date(y, mo, n))}"


# a day and a month said earlier in the sentence (with its year, when a rewrite before has given it one)
_DATED = re.compile(r"\b(?:(?P<dom>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<mon>" + "|".join(_MONTHS) + r")"
                    r"|(?P<mon2>" + "|".join(_MONTHS) + r")\s+(?:the\s+)?(?P<dom2>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?!\d))"
                    r"(?:,?\s+(?P<year>\d{4}))?\b", re.I)


def _dated_before(text: str, start: int, today: dt.date, whole: str) -> dt.date | None:
    """The last day and month said before ``start`` in its sentence, in the year it is said of (its own, else the one
    the tense points to, as :func:`_day_month` reads it), or None."""
    sentence = re.split(r"[.!?;]\s", text[:start])[-1]
    found = list(_DATED.finditer(sentence))
    if not found:
        return None
    a = found[-1]
    month = _MONTHS[(a.group("mon") or a.group("mon2")).lower()]
    dom = int(a.group("dom") or a.group("dom2"))
    if a.group("mon2") == "may" and not a.group("year"):
        return None  # "I may 3 times": the verb, typed in lower case
    if a.group("year"):
        year = int(a.group("year"))
    elif _is_past(whole) and not is_future(whole):
        year = today.year if (month, dom) <= (today.month, today.day) else today.year - 1
    else:
        year = today.year if (month, dom) >= (today.month, today.day) else today.year + 1
    if dom > calendar.monthrange(year, month)[1] or abs(year - today.year) > 1:
        return None
    return dt.date(year, month, dom)


def _near_feast(name: str, n: int, today: dt.date, text: str) -> dt.date | None:
    """'flying to Rome for Easter on the 2nd', 'home for New Year on the 28th': the day ``n`` of the month that puts it
    nearest the feast the tense points to (2 April for an Easter of 5 April, 28 December for a New Year's Day), or None
    where the feast's calendar is not known."""
    past = _is_past(text) and not is_future(text)
    for y in ((today.year, today.year - 1) if past else (today.year, today.year + 1)):
        days = [d for d in feast_days(" ".join(name.split()), y) if (d <= today if past else d >= today - dt.timedelta(days=8))]
        if days:
            feast = min(days) if not past else max(days)
            break
    else:
        return None
    near = []
    for step in (-1, 0, 1):
        yy, mo = _add_months(feast.year, feast.month, step)
        if n <= calendar.monthrange(yy, mo)[1]:
            near.append(dt.date(yy, mo, n))
    return min(near, key=lambda d: abs((d - feast).days))


def _day_of_said_month(m: re.Match[str], today: dt.date, _t: str) -> str:
    """'on the 4th of next month', 'the 20th of last month': that day of the month before, this or after."""
    which = m.group("which").lower().split()[-1]
    y, mo = _add_months(today.year, today.month, {"last": -1, "previous": -1, "this": 0}.get(which, 1))
    n = int(m.group("dom"))
    if n > calendar.monthrange(y, mo)[1]:
        return m.group(0)
    return f"{m.group('head') or ''}{day(dt.date(y, mo, n))}"


def _weekend(m: re.Match[str], today: dt.date, text: str) -> str:
    which = (m.group("which") or "").lower()
    saturday = today + dt.timedelta(days=(5 - today.weekday()) % 7)
    if which in {"last", "past", "this past"} or (which in {"", "over the", "on the", "at the"} and not is_future(text)):
        saturday = today - dt.timedelta(days=(today.weekday() - 5) % 7 or 7) if today.weekday() < 5 else (
            today - dt.timedelta(days=today.weekday() - 5))
    elif which == "next":
        saturday = saturday if saturday > today + dt.timedelta(days=1) else saturday + dt.timedelta(weeks=1)
    return f"on the weekend of {day(saturday)}"


def _month_rel(delta: int) -> Rewrite:
    def rewrite(m: re.Match[str], today: dt.date, _t: str) -> str:
        y, mo = _add_months(today.year, today.month, delta)
        return f"in {_month(y, mo)}"

    return rewrite


def _year_rel(delta: int) -> Rewrite:
    return lambda m, today, _t: f"in {today.year + delta}"


def _end_of_the_year(m: re.Match[str], today: dt.date, text: str) -> str:
    """'at the end of the year', said of what is ahead: the end of the year it is said in ("by the end of the year I
    had left" is past, and left as said: said in January it may be the year before)."""
    if _is_past(text) and not is_future(text):
        return m.group(0)
    return f"{m.group('edge')}{today.year}"


def _month_edge(m: re.Match[str], today: dt.date, _t: str) -> str:
    return f"at the {m.group('edge').lower()} of {_month(today.year, today.month)}"


def _years_ago_this(m: re.Match[str], today: dt.date, _t: str) -> str:
    """'two years ago this March': the March of this year, that many years back (an anniversary said)."""
    n = _NUMBERS.get(m.group("n").lower()) or int(m.group("n"))
    return f"in {_month(today.year - n, _MONTHS[m.group('mon').lower()])}"


def _years_ago_this_day(m: re.Match[str], today: dt.date, _t: str) -> str:
    """'two years ago this Sunday': the anniversary falls on the coming Sunday; the day is that date, years back."""
    n = _NUMBERS.get(m.group("n").lower()) or int(m.group("n"))
    coming = today + dt.timedelta(days=(_WEEKDAYS.index(m.group("wd").lower()) - today.weekday()) % 7)
    try:
        return f"on {day(coming.replace(year=coming.year - n))}"
    except ValueError:  # 29 February, years back, in a year without one
        return f"on {day(coming.replace(year=coming.year - n, day=28))}"


def _ago(m: re.Match[str], today: dt.date, _t: str) -> str:
    n = _NUMBERS.get(m.group("n").lower()) or int(m.group("n"))
    unit = m.group("unit").lower()
    vague = m.group("n").lower() in {"a few", "few", "several", "a couple of", "a couple", "couple of"}
    if unit == "day":
        when = today - dt.timedelta(days=n)
        return f"around {day(when)}" if vague else f"on {day(when)}"
    if unit == "week":
        return f"around {day(today - dt.timedelta(weeks=n))}"
    if unit == "month":
        y, mo = _add_months(today.year, today.month, -n)
        return f"around {_month(y, mo)}" if vague else f"in {_month(y, mo)}"
    return f"around {today.year - n}"


# "my first proper holiday in six years", "the best night's sleep in weeks", "haven't been to church in ten years": how
# long it has been, no time ahead
_SPAN_SINCE_BEFORE = re.compile(r"\b(?:first|best|worst|biggest|longest|only|last|warmest|coldest|wettest|hottest"
                                r"|haven't|hasn't|have\s+not|has\s+not|hadn't|never|not)\b[^.,;:!?]*$", re.I)


def _in_future(m: re.Match[str], today: dt.date, _t: str) -> str:
    if _SPAN_SINCE_BEFORE.search(_before(m.string, m.start())):
        return m.group(0)  # "the first holiday in six years": a span gone by, no date
    n = _NUMBERS.get(m.group("n").lower()) or int(m.group("n"))
    unit = m.group("unit").lower()
    if unit == "day":
        return f"around {day(today + dt.timedelta(days=n))}"
    if unit == "week":
        return f"around {day(today + dt.timedelta(weeks=n))}"
    if unit == "month":
        y, mo = _add_months(today.year, today.month, n)
        return f"around {_month(y, mo)}"
    return f"around {today.year + n}"


# "User has (got) a job interview at Deloitte on Friday": something booked, so still to come
_BOOKED_EVENTS = (r"(?:interview|appointment|exam|meeting|date|test|deadline|operation|surgery|scan|flight|match|game|gig|party"
                  r"|wedding|shift|class|lesson|presentation|viva|hearing|check-?up|audition|race|recital|concert"
                  # (a hospital test by its own name: "User's endoscopy is on Friday", lo40)
                  r"|procedure|colonoscopy|endoscopy|gastroscopy|biopsy|mammogram|ultrasound|MRI|op"
                  # (a relative's day: "Mum's 70th is on Saturday", "my grandad's funeral is on Friday")
                  r"|funeral|christening|baptism|graduation|ceremony|birthday|do|bash|celebration|\d{2}(?:st|nd|rd|th))s?")
# ("User's exam is on Friday", said on a Wednesday: an event that is, not was, on a weekday is the coming one;
# "User's scan with their physio is on Friday" too)
_BOOKED = re.compile(r"\b(?:has|have|'ve|has\s+got|have\s+got|'ve\s+got)\s+(?:a|an|my|his|her|their|the|another|our)\s+(?:[\w-]+\s+){0,2}?"
                     + _BOOKED_EVENTS + r"\b|\b" + _BOOKED_EVENTS + r"(?:\s+with(?:\s+[\w.'-]+){1,3}?)?\s+(?:is|are)\s*$", re.I)


_HAD = re.compile(r"\b(?:had|was|were|did)\b", re.I)

# "User sees the nurse on Friday", "User's son Tom flies home on Saturday", said on a Tuesday: the subject's own verb in the
# simple present, before the weekday in the same clause, is what is set for that day (a learner's and a diary's way of
# saying the coming one), not the one gone by. The verb must be one of the lexicon's ("User's son Tom chess on Friday",
# a noun, says nothing of time); "is", "has" and "does" say no event of their own.
_PRESENT_SUBJECT = re.compile(r"(?:User|User['’]s\s+[a-z]+(?:-[a-z]+)?(?:\s+[A-Z][\w'’-]+)?)\s+(?:(?:also|then|only|just)\s+)?"
                              r"(?P<verb>[a-z]+s)\b[^,;.!?]*$")


def _present_event(before: str) -> bool:
    said = _PRESENT_SUBJECT.match(before)
    if said is None:
        return False
    verb = said.group("verb")
    return verb not in {"is", "has", "does", "was"} and verb in _LEXICON_VERBS and en.base_form(verb) is not None


def _named_weekday(m: re.Match[str], today: dt.date, text: str) -> str:
    which = (m.group("which") or "").lower().strip()
    target = _WEEKDAYS.index(m.group("wd").lower())
    head = (m.group("head") or "").strip().lower()
    before = _before(text, m.start())
    booked = bool(_BOOKED.search(before)) and not _HAD.search(before)
    # "switched to the early shift from this Monday", said on a Wednesday: a done change, from the Monday of this
    # week gone by (a "from" would read it as ahead; "from this Friday", said on a Wednesday, is still to come)
    this_week_gone = which == "this" and head not in {"by", "until", "before"} and today.weekday() > target \
        and _is_past(text) and not is_future(text) and not booked
    future = which in {"next", "this coming", "coming"} or head in {"by", "until", "before"} or (
        which in {"", "this"} and not this_week_gone
        and ((not _is_past(text) and is_future(text)) or _ahead(m) or booked or (head in {"", "on"} and _present_event(before) and not _is_past(text))))
    if future:
        when = today + dt.timedelta(days=(target - today.weekday()) % 7 or 7)
    else:
        back = (today.weekday() - target) % 7 or 7
        when = today - dt.timedelta(days=back)
    lead = head if head in {"by", "until", "before", "since"} else "on"
    return f"{lead} {calendar.day_name[when.weekday()]}, {day(when)}"


# "starting in September", "from next spring", "effective March": a start still to come,
# whatever the tense of the sentence ("User got promoted to head of science starting in
# September", said in June, is this September, not the last one; "commencing in January",
# said in August, the next one).
_AHEAD_BEFORE = re.compile(
    r"\b(?:starting|starts|start|commencing|commences|from|beginning|begins|as of|effective|due|until|till|by)\s*$"
    # "we bought a house in Cambridge, moving in 14 Nov": what follows the past, said as going on, is ahead
    # ("closed the B&B for the winter, opening again in May", "…, reopening in March": a season's end, then its return)
    # (newuser29) "my sister got a job in Berlin, going in March": going, said after the past, is ahead too
    r"|,\s+(?:and\s+)?(?:moving|flying|leaving|starting|arriving|opening|reopening|going|heading)(?:\s+again)?(?:\s+(?:in|out|over|back))?\s*$"
    # (lead61) "Started running, training for the Miskolc half marathon in October": the event trained for is ahead,
    # whatever the tense of the start before it (not "I was training for the marathon in May": then)
    r"|(?<!was\s)(?<!were\s)\b(?:training|preparing|prepping|getting\s+ready)\s+for\s+(?:the|a|an|my|our)\s+(?:[\w'-]+\s+){0,4}?"
    r"(?:marathon|half|10k|5k|race|run|triathlon|ironman|exam|exams|test|fight|match|competition|tournament|trek|climb)\s*$"
    # "got my enlistment date, 12 january", "User got their court date, on 9 February": a day given for what is to come
    r"|\b(?:got|been\s+given|received)\s+(?:my|our|their)\s+(?:[\w'-]+\s+){1,2}?date\s*,?\s*(?:of\s+|for\s+)?$"
    # "started the prep, checkride planned June in Geneva", "…, surgery scheduled for March": after a comma, a thing set
    # for a month, the participle after its noun (not "we planned in March", "Ana planned in March to sell": the
    # planning, done then)
    r"|,\s+(?:(?:the|my|our|a|an)\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:planned|scheduled)\s+(?:for\s+)?$"
    # "I started learning dutch properly, B1 exam on 12 june": after a comma, an exam or a test on its day, said bare (a
    # thing to come, whatever the tense before the comma; not "…, the B1 exam on 2 march was hard", told with its article)
    r"|,\s+(?!(?:the|my|our|his|her|their|a|an)\s)(?:[\w'-]+\s+){0,2}?(?:exam|exams|test|interview|viva|audition|hearing)\s+(?:is\s+)?"
    r"(?:(?:on|in)\s+(?:the\s+)?)?$"
    # (newuser25) "the conference, to be held at Diani from 15 to 19 June", "a workshop that will take place in Kisii on
    # 3 July": an event said as to be held, its place between (ahead, whatever the tense of the registering before it;
    # "was held in Nyeri on 3 July" is past)
    r"|\b(?:to\s+be|will\s+be|is\s+to\s+be|are\s+to\s+be|shall\s+be)\s+(?:held|hosted|staged|run)\b[^,.;!?]{0,60}?"
    r"(?:\s(?:on|from|in|between))?(?:\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s*(?:to|-|–|and|until|till)\s*)?\s*$"
    r"|\b(?:to|will|shall|is\s+to|are\s+to)\s+take\s+place\b[^,.;!?]{0,60}?"
    r"(?:\s(?:on|from|in|between))?(?:\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s*(?:to|-|–|and|until|till)\s*)?\s*$",
    re.I)


# "signed up for a 10k race in September", "booked flights to Rome in May", said in April: the
# month is the event's, booked ahead (the booking itself is past). Only an event booked: "signed
# up for the gym in January" may be the signing up, in the January gone.
_BOOKED_BEFORE = re.compile(
    r"\b(?:signed\s+up\s+(?:for|to)|registered\s+for|entered|booked|got\s+(?:tickets|a\s+ticket)\s+(?:for|to)"
    r"|bought\s+(?:tickets|a\s+ticket)\s+(?:for|to)|enrolled\s+(?:in|for)"
    # ("I got accepted to a summer school in Grenoble in July": the place is won now, the school is July's)
    r"|(?:got|was|been)\s+accepted\s+(?:to|into|on|for)|got\s+(?:a\s+place\s+(?:on|at)|into))\s+(?:(?:a|an|the|my|our|two|three)\s+)?"
    # ("signed up for the Great Scottish Run half marathon in October": an event's name of up to four words)
    r"(?:[\w'-]+\s+){0,4}?(?:race|run|marathon|half|10k|5k|triathlon|exam|concert|gig|wedding|trip|flights?|conference|festival"
    r"|tournament|competition|match|show|retreat|cruise|holiday|vacation|week|weekend|fortnight|break|cottage|villa|cabin"
    r"|tickets?|(?:summer|winter|spring)\s+school|workshop|camp|residency)"
    # ("signed up for a half marathon in Québec City on 6 September": a place of up to three words in capitals)
    r"(?:\s+(?:to|in|at)\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2}){0,2}"
    # ("booked a trip to Lisbon for the long weekend in June": the stretch booked, then its month)
    r"(?:\s+for\s+(?:the|a)\s+(?:long\s+|bank\s+holiday\s+)?(?:weekend|week|fortnight))?"
    # ("booked flights to Christchurch from the 16th to the 25th of October": the stretch's first day, then its last)
    r"(?:\s+from\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:to|until|till|-|–)\s*)?\s*$", re.I)
# "We booked the venue in Lagos for April 18", "booked the function room for 2 May": what is booked for a day is that day's,
# still ahead (the date said right after "for")
# (newuser29) "I made an appointment with my GP for 4 March", "I took an appointment with a neurologist in Santa Cruz for
# the 4 of March": an appointment got for a day is that day's, ahead, as a thing booked (not "went to an appointment on …")
_BOOKED_FOR_BEFORE = re.compile(r"\b(?:booked\s+(?:(?:a|an|the|my|our)\s+)?(?:[\w'-]+\s+){1,4}?"
                                r"|(?:made|got|took|scheduled|arranged|set\s+up)\s+(?:a|an|the|my|our)\s+(?:[\w'-]+\s+)?"
                                r"(?:appointment|appt|consultation|check-?up)\s+(?:(?:with|at|in|to\s+see)\s+(?:[\w'-]+\s+){1,6}?)?)"
                                r"for\s+$", re.I)


# "I live in Leeds with my son Tobi, who turned four in December": a relative clause in the past, whatever the
# tense of the sentence it hangs on
_PAST_RELATIVE_BEFORE = re.compile(r"\b(?:who|which|that)\s+(?:(?:i|we|he|she|they)\s+)?(?:(?:just|only|recently|finally)\s+)?"
                                   r"(?P<verb>[a-z]+)\b[^,;.!?]*$", re.I)


def _past_relative(m: re.Match[str]) -> bool:
    said = _PAST_RELATIVE_BEFORE.search(_before(m.string, m.start()))
    # "is on warfarin since their valve operation in March": the time of what it has been since, gone by
    return bool(said and en.is_past(said.group("verb").lower())) or bool(_SINCE_WHAT_BEFORE.search(_before(m.string, m.start())))


_SINCE_WHAT_BEFORE = re.compile(r"\bsince\s+(?:their|the|a|an|his|her|our)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+\s+$", re.I)


# "postponed the wedding to June", "rescheduled my surgery to the 3rd": put off to a time still ahead, whatever
# the tense of the putting off
_PUT_OFF_BEFORE = re.compile(r"\b(?:postponed|pushed|moved|delayed|rescheduled|put\s+off|brought)\s+(?:[\w'-]+\s+){1,4}?"
                             r"(?:back\s+|forward\s+)?(?:to|until|till)\s*$", re.I)


# called off: "the August trip is cancelled", "we cancelled the March trip" (what was called off had not happened yet)
_CALLED_OFF = re.compile(r"\b(?:cancell?ed|called\s+off|calling\s+off|is\s+off|are\s+off|scrapped|not\s+happening)\b", re.I)


# "we found apartment in Vancouver near Commercial Drive, 2 bedroom, from April 1", "got a room in a shared house from
# the 1st": a home found or taken now, whose tenancy starts on the day said after "from" (still ahead)
_TENANCY_FROM_BEFORE = re.compile(r"\b(?:found|got|rented|took|signed\s+for)\s+(?:(?:a|an|the|our|my)\s+)?(?:[\w'-]+\s+){0,3}?"
                                  r"(?:flat|apartment|house|place|room|studio|home|condo|bungalow|cottage)\b[^.;!?]{0,60}?"
                                  r"(?:\bfrom\s*)?$", re.I)


# "User has decided to go back part-time in February", "we've agreed to sell the house in May": the decision is made
# (a perfect tense), what is decided still ahead; "I decided to quit in January" (a plain past) may be January gone
_DECIDED_BEFORE = re.compile(r"\b(?:has|have|'ve|’ve)\s+(?:(?:just|finally|now|already)\s+)?(?:decided|agreed|arranged|chosen"
                             r"|promised|planned|offered)\s+to\s+[^,.;:!?]{0,80}$", re.I)


# "I decided to move to Leeds in January" said in December, "we decided to get married in May": a plain past decision
# whose month is what is decided, a plan ahead: a change of life (a move, a wedding, a retirement, a start) in any month,
# anything else only in the next two months ("I decided to quit smoking in February", said in October, may be the
# February gone, and is left so); a month said of the deciding ("decided in January to …") is not after "to", and
# another past verb after the month ("… in March and never looked back") keeps it past
_DECIDED_PLAIN_BEFORE = re.compile(r"\b(?:decided|agreed|chose|arranged|planned)\s+to\s+(?P<what>[^,.;:!?]{0,80})$", re.I)
_LIFE_CHANGE = re.compile(r"^(?:(?:finally|actually|definitely)\s+)?(?:move|relocate|emigrate|get\s+married|marry|retire|start|begin"
                          r"|go\s+back|return|sell\s+up)\b", re.I)
_PAST_AFTER = re.compile(r"\b(?:and|but)\s+(?:(?:i|we)\s+)?(?:never|have|haven't|did|was|were|loved|moved|went|got)\b", re.I)


def _decided_ahead(m: re.Match[str], month: int, today: dt.date) -> bool:
    low = m.string.lower()
    if not any(word in low for word in ("decided", "agreed", "chose", "arranged", "planned")):  # a cheap guard
        return False
    said = _DECIDED_PLAIN_BEFORE.search(_before(m.string, m.start()))
    if said is None or _PAST_AFTER.search(m.string, m.end()):
        return False
    return bool(_LIFE_CHANGE.match(said["what"])) or (month - today.month) % 12 in {1, 2}


# "accepted a position, starting 1 October, after my defence in September" (said in June): an event the start waits on,
# named by its month, is the coming one when a start still to come is said beside it and the month is near (within four)
_EVENT_BEFORE = re.compile(r"\b(?:after|before|once)\s+(?:my|their|our|the|his|her)\s+[\w'-]+(?:\s+[\w'-]+)?\s*$", re.I)
_START_AHEAD = re.compile(r"\b(?:starting|starts|start|commencing|beginning)\b", re.I)


def _event_before_start(m: re.Match[str], month: int, today: dt.date) -> bool:
    return bool(_EVENT_BEFORE.search(_before(m.string, m.start())) and _START_AHEAD.search(m.string)
                and (month - today.month) % 12 in {1, 2, 3, 4})


def _ahead(m: re.Match[str]) -> bool:
    before = _before(m.string, m.start())
    return bool(_AHEAD_BEFORE.search(before) or _BOOKED_BEFORE.search(before) or _PUT_OFF_BEFORE.search(before)
                or _DECIDED_BEFORE.search(before)
                or (_TENANCY_FROM_BEFORE.search(before) and bool(re.search(r"\bfrom\s*$", before, re.I) or re.match(r"from\b", m.group(0), re.I)))
                or _BOOKED_FOR_BEFORE.search(before)
                # "the August trip is cancelled": a thing named by its month, called off, was still to come
                or (_DETERMINER_BEFORE.search(before) and _CALLED_OFF.search(m.string)))


# "I don't like November", "loves May": the month itself, liked or not (every year), no date
_LIKED = re.compile(r"\b(?:like|likes|love|loves|hate|hates|dislike|dislikes|enjoy|enjoys|prefer|prefers|dread|dreads)\s+$", re.I)


# "comes home for Pongal every January", "each December": the month of every year, no date
_EVERY = re.compile(r"\b(?:every|each)\s+$", re.I)


def _named_month(m: re.Match[str], today: dt.date, text: str) -> str:
    if not m.group("head") and not m.group("which") and (_LIKED.search(m.string[: m.start()])
                                                         or _EVERY.search(m.string[: m.start()])):
        return m.group(0)
    which = (m.group("which") or "").lower().strip()
    month = _MONTHS[m.group("mon").lower()]
    lead = (m.group("head") or "in").strip().lower()
    # ("on an expedition ship, November to March": the space the pattern took before the month is kept)
    pad = "" if m.group("head") or m.group("which") else m.group(0)[: len(m.group(0)) - len(m.group(0).lstrip())]
    span = None if which else _span_years(m, month, today, text)
    if span is not None:
        year = span
    elif which == "last":
        year = today.year if month < today.month else today.year - 1
    elif which == "next":
        year = today.year if month > today.month else today.year + 1
    elif which == "this":
        year = today.year
    elif ((_is_past(text) and not is_future(text) and not _ahead(m) and not _present_clause(text, m.start())
           and not _decided_ahead(m, month, today) and not _event_before_start(m, month, today))
          or lead == "since" or _past_relative(m)):
        # ("I've decided to do the certification, the exam is in August": the decision is past, the exam is a clause
        # of its own in the present, ahead)
        year = today.year if month <= today.month else today.year - 1  # "since January": the one past
    else:
        year = today.year if month >= today.month else today.year + 1
    if not m.group("head") and _ahead(m):
        return pad + _month(year, month)
    if span is not None and not m.group("head") and _SPAN_SECOND.match(text, m.end()):
        return f"{pad}from {_month(year, month)}"  # ", October to April" → ", from October 2027 to April 2028"  # "from October" → "from October 2026", no "in" added
    return f"{pad}{lead} {_month(year, month)}"


# a season of months got or signed for ("got a contract on a ship, November to March", said in January): the next one,
# its start ahead of the month it is said in
_GOT_SEASON = re.compile(r"\b(?:got|signed|landed|accepted|(?:was|been|were)\s+offered|booked)\b", re.I)
_SPAN_FIRST = re.compile(rf"\b(?P<m1>{'|'.join(_MONTHS)})\s*(?:to|through|thru|till|until|-|–)\s*$", re.I)
_SPAN_SECOND = re.compile(rf"\s*(?:to|through|thru|till|until|-|–)\s*(?P<m2>{'|'.join(_MONTHS)})\b(?!\s*,?\s*\d)", re.I)


def _span_years(m: re.Match[str], month: int, today: dt.date, text: str) -> int | None:
    """The year of a month that opens or closes a span of months ("October to April"), or None when the month is in no
    such span. Both ends are dated together: the end in the year
    after the start when it comes round first ("November 2026 to March 2027", never "… to March 2026"); a season got
    or signed for is the next one ("got a contract, October to April" said in January: October 2027 to April 2028);
    one worked or spent is the last one ended ("worked on a trawler, November to March" said in June: November 2025 to
    March 2026)."""
    after = _SPAN_SECOND.match(text, m.end())
    before = _SPAN_FIRST.search(_before(text, m.start()))
    if after is None and before is None:
        return None
    first, last = (month, _MONTHS[after["m2"].lower()]) if after else (_MONTHS[before["m1"].lower()], month)  # type: ignore[index]
    if not (_is_past(text) and not is_future(text)) or _ahead(m) or _present_clause(text, m.start()):
        start = today.year if first >= today.month else today.year + 1  # ahead: "from October to April" → 2027 to 2028
    elif _GOT_SEASON.search(text):
        start = today.year if first > today.month else today.year + 1
    else:
        end = today.year if last < today.month else today.year - 1
        start = end if first <= last else end - 1
    return start if after else (start if last >= first else start + 1)


_EVERY_YEAR = re.compile(r"\b(?:born|birthday|bday|anniversary|name\s+day|feast\s+day)\b", re.I)
# ... but a child's birth told as news is one day: "User's child Lucas was born on 24 September" (of this year or the last)
_BIRTH_NEWS = re.compile(r"\bUser's\s+child\s+(?-i:[A-Z])[\w'-]+\s+was\s+born\s+(?:on\s+)?(?:the\s+)?$", re.I)
# ... and so is the user's own son's or daughter's, told within weeks of it ("User's son Arjun was born on 29 October",
# said in November); months after, the day and month may be a birthday of any year and keep no year
# (a grandchild's birth is news told the same way: "User's grandson Wyatt Cole was born on 14 October"; a name of two
# words, "Ruby Jean", is one child)
# (bugs60: the same news said otherwise: "User had a baby girl, born on 3 March", "User's son was born on the night of
# 3 March" (the part of the day before the date))
_OWN_CHILD_BORN = re.compile(r"(?:\bUser's\s+(?:son|daughter|baby|child|twins|little\s+(?:boy|girl)|baby\s+(?:boy|girl)"
                             r"|grandson|granddaughter|grandchild)"
                             r"(?:\s+(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?(?:\s+and\s+(?-i:[A-Z])[\w'-]+)?)?\s+(?:was|were)\s+born\s+(?:on\s+)?(?:the\s+)?"
                             r"|\bUser\s+(?:had|welcomed)\s+(?:a|their)\s+(?:(?:baby|little)\s+)?(?:boy|girl|son|daughter|baby)\s*,?"
                             r"\s+(?:who\s+was\s+)?born\s+(?:on\s+)?(?:the\s+)?"
                             r"|\bUser's\s+(?:son|daughter|baby|child|twins|triplets|grandson|granddaughter)"
                             r"(?:\s+(?-i:[A-Z])[\w'-]+(?:,\s+(?-i:[A-Z])[\w'-]+)*(?:\s+and\s+(?-i:[A-Z])[\w'-]+)?)?\s+(?:was|were)\s+born\s+"
                             r"on\s+the\s+(?:night|morning|evening|afternoon)\s+of\s+"
                             # ("User's triplets Ada, Bo and Cy were born on 2 April": three names, two commas)
                             r"|\bUser's\s+(?:twins|triplets|kids|children)\s+(?-i:[A-Z])[\w'-]+(?:,\s+(?-i:[A-Z])[\w'-]+)+\s+and\s+(?-i:[A-Z])[\w'-]+"
                             r"\s+were\s+born\s+(?:on\s+)?(?:the\s+)?)$")
_NEWS_DAYS = 92


def _days_since(today: dt.date, month: int, dom: int) -> int:
    """Days since the last time that day of the year came (0 today; a 29 February of no leap year: never)."""
    for year in (today.year, today.year - 1):
        try:
            day_ = dt.date(year, month, dom)
        except ValueError:
            continue
        if day_ <= today:
            return (today - day_).days
    return 10_000


_MADE_FROM_BEFORE = re.compile(r"\b(?:has|have)\s+been\s+(?:made|promoted|appointed|confirmed|upgraded|moved)\b[^.;!?]{0,60}$", re.I)


# "User's contract with the TV station ended on 1 July": the verb said just before the day is past, however far into
# the sentence it is (the tense is otherwise read from the first words only)
_DONE_JUST_BEFORE = re.compile(r"(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bwas\s)(?<!\bwill\s)(?<!\bget\s)"
                               r"\b(?:ended|finished|died|retired|graduated|closed|quit|arrived|left|ran\s+out|expired)\s+(?:on\s+)?(?:the\s+)?$", re.I)


def _day_month(m: re.Match[str], today: dt.date, text: str) -> str:
    """'on 1 August', 'December 1st', 'by the 3rd of May': that day of the year the tense points to."""
    month = _MONTHS[(m.group("mon") or m.group("mon2")).lower()]
    dom = int(m.group("dom") or m.group("dom2"))
    before = _before(text, m.start())
    # ("test booked for may 20th": the day's ordinal says the month)
    if (m.group("mon2") == "may" and not re.search(r"\d(?:st|nd|rd|th)$", m.group(0))) or (_EVERY_YEAR.search(before) and not _BIRTH_NEWS.search(before)
                                    and not (_OWN_CHILD_BORN.search(before)
                                             and _days_since(today, month, dom) <= _NEWS_DAYS)):
        return m.group(0)  # "I may 3 times…": the verb, typed in lower case; "born on 15 May": a day of every year
    if dom > calendar.monthrange(today.year, month)[1] and not (month == 2 and dom == 29):
        return m.group(0)
    lead = (m.group("head") or m.group("head2") or "on").strip().lower()
    # "has been made team leader from 1 January", "have been promoted from the 1st": news of a change from a day ahead
    ahead = _ahead(m) or (lead == "from" and bool(_MADE_FROM_BEFORE.search(before)))
    if (_is_past(text) and not is_future(text) and not ahead and not _present_clause(text, m.start())) or lead == "since" \
            or (not ahead and _DONE_JUST_BEFORE.search(before)):
        year = today.year if (month, dom) <= (today.month, today.day) else today.year - 1
    else:
        year = today.year if (month, dom) >= (today.month, today.day) else today.year + 1
    return f"{lead} {dom} {calendar.month_name[month]} {year}"


def _present_clause(text: str, start: int) -> bool:
    """Whether the date at ``start`` is told in a clause of its own in the present: "User has got a flat,
    move in date is 7 March" (the flat was got; the move-in is ahead)."""
    clause = re.split(r"[,;]\s+", text[:start])[-1]
    if clause == text[:start]:
        # ("User's MRCP part 2 written exam is on 4 March": a participle before the noun is no past; a past said in
        # words, "User was told the date is on …", is)
        return re.search(r"\b(?:is|are)\s+(?:on\s+)?$", clause) is not None and not _PAST.search(clause)
    if re.search(r"\b(?:is|are)\s+(?:on\s+)?$", clause) is not None and not _is_past(clause):
        return True
    # (lead60) "Handed my resignation today, last day 30 June", "…, and the cardiologist says he needs a bypass operation in
    # March": a clause of its own after the comma, a final day named bare or a present word of what is to come, and no
    # past in it; what it dates is ahead of the past before the comma
    if _DAY_NAMED_CLAUSE.match(clause):
        return True  # ("last" is the final day's here, no past)
    if _EVENT_NAMED_CLAUSE.match(clause):
        return True  # (fresh59) "my sister got engaged, wedding in August": the event named bare, its "is" left out
    return (_AHEAD_CLAUSE.search(clause) is not None and not _is_past(clause)
            and not re.search(r"\b(?:ago|since|yesterday|last\s+(?:week|month|year))\b", clause, re.I))


_DAY_NAMED_CLAUSE = re.compile(r"(?:(?:and|but|so)\s+)?(?:my\s+|the\s+|his\s+|her\s+|their\s+|our\s+)?(?:last|final|first|start|due|move[\s-]in)"
                               r"\s+(?:day|date|shift)(?:\s+(?:will\s+be|is))?(?:\s+on)?\s*$", re.I)
# (fresh59) "Shakhnoza got engaged, wedding in August", "got married in April, party in August", "passed the theory, driving
# test in June": an occasion named bare after the comma, its "is" left out, told as the ones ahead are ("the wedding is
# in August"); a verb in the clause ("wedding was in August") or a word after the noun ("wedding photos in August") is
# not this
_EVENT_NAMED_CLAUSE = re.compile(r"(?:(?:and|but|so)\s+)?(?:my\s+|the\s+|his\s+|her\s+|their\s+|our\s+)?(?:[a-z]+\s+)?"
                                 r"(?:wedding|party|reception|graduation|exam|surgery|operation|interview|ceremony|christening"
                                 r"|baptism|test|appointment|move)(?:\s+(?:in|on))?\s*$", re.I)
_AHEAD_CLAUSE = re.compile(r"\b(?:says?|needs?|must|has\s+to|have\s+to|wants?\s+(?:me|him|her|us|them)\s+to)\b[^,;]*$", re.I)


def _weekday_and_date(m: re.Match[str], today: dt.date, text: str) -> str:
    """'on Saturday, 26 September': the day of the month the tense points to (as :func:`_day_month`),
    said with its weekday ("on Saturday, 26 September 2026")."""
    month = _MONTHS[m.group("mon").lower()]
    dom = int(m.group("dom"))
    if dom > calendar.monthrange(today.year, month)[1] and not (month == 2 and dom == 29):
        return m.group(0)
    lead = (m.group("head") or "on").strip().lower()
    if (_is_past(text) and not is_future(text) and not _ahead(m)) or lead == "since":
        year = today.year if (month, dom) <= (today.month, today.day) else today.year - 1
    else:
        year = today.year if (month, dom) >= (today.month, today.day) else today.year + 1
    return f"{lead} {m.group('day').capitalize()}, {dom} {calendar.month_name[month]} {year}"


def _weekday_the_day(m: re.Match[str], today: dt.date, text: str) -> str:
    """'Friday the 18th': the day of the month (as :func:`_day_of_month`), said with its weekday."""
    dated = _day_of_month(m, today, text)
    if dated == m.group(0):
        return dated
    head = m.group("head") or ""
    return f"{head}{m.group('day').capitalize()}, {dated[len(head):]}"


# "User swims in the sea in winter", "User cycles to work every day, also in winter": what the user does each such season
# (the present simple of a routine; "User starts uni in autumn" is one autumn, said as a timetable is)
_EVERY_SEASON = re.compile(r"^User (?!(?:is|has|was|will|had|are|were|does|starts|begins|finishes|ends|leaves|moves|flies|arrives"
                           r"|graduates|retires|opens|closes|returns|goes\s+back|comes|visits|gets|turns)\b)[a-z]+s\b")


def _season(m: re.Match[str], today: dt.date, text: str) -> str:
    which = (m.group("which") or "").lower().strip()
    name = m.group("season").lower()
    if not which and _EVERY_SEASON.match(text) and not re.search(r"\bthis\s+(?:year|time)\b", text):
        return m.group(0)
    start = _SEASONS[name]  # a season is named by the year it starts in (winter: December)
    this_year_start = dt.date(today.year, start, 1)
    this_year_end = dt.date(*_add_months(today.year, start, 3), 1)
    if which == "last":
        year = today.year if today >= this_year_end else today.year - 1
    elif which in {"", "over the"} and _is_past(text) and not is_future(text) and not _ahead(m):
        # "switched to Neovim over the summer", said in August: this summer, which has begun
        year = today.year if today >= this_year_start else today.year - 1
    elif which == "next":
        year = today.year if today < this_year_start else today.year + 1
    else:  # this summer, or a future summer ("this summer" said in December, of what is to come: the next one)
        year = today.year if today < this_year_end or (which == "this" and _is_past(text) and not is_future(text)) \
            else today.year + 1
    return f"in the {name} holidays of {year}" if m.group("hols") else f"in {name} {year}"


def _quarter(m: re.Match[str], today: dt.date, _t: str) -> str:
    """"this quarter" said in November 2026: "in Q4 2026"; "next quarter": "in Q1 2027"."""
    which = m.group("which").lower()
    step = -1 if which in {"last", "the past", "the previous"} else 1 if which in {"next", "the coming"} else 0
    n = today.year * 4 + (today.month - 1) // 3 + step
    return f"in Q{n % 4 + 1} {n // 4}"


def _since_last(m: re.Match[str], today: dt.date, _t: str) -> str:
    unit = m.group("unit2").lower()
    if unit == "year":
        return f"since {today.year - 1}"
    if unit == "month":
        y, mo = _add_months(today.year, today.month, -1)
        return f"since {_month(y, mo)}"
    return f"since the week of {day(_monday(today) - dt.timedelta(weeks=1))}"


def _holiday(name: str, year: int) -> dt.date:
    """The date of a named holiday in ``year``: Christmas, New Year, Easter Sunday, (US) Thanksgiving."""
    n = name.lower()
    if n.startswith("christmas"):
        return dt.date(year, 12, 25)
    if n.startswith("new"):
        return dt.date(year, 1, 1)
    if n.startswith("thanksgiving"):
        first = dt.date(year, 11, 1)
        return first + dt.timedelta(days=(3 - first.weekday()) % 7 + 21)
    a, b, c = year % 19, year // 100, year % 100  # Easter: the anonymous Gregorian computus
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    ell = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * ell) // 451
    month, dom = divmod(h + ell - 7 * m + 114, 31)
    return dt.date(year, month, dom + 1)


def _since_holiday(m: re.Match[str], today: dt.date, _t: str) -> str:
    """'hasn't spoken to me since Christmas' (said in January 2026) → 'since Christmas 2025': the last one."""
    name = " ".join(m.group("hol").split())
    year = today.year if _holiday(name, today.year) <= today else today.year - 1
    return f"{m.group('head')}{' '.join(w[:1].upper() + w[1:] for w in name.split())} {year}"


# Feasts of a moon's calendar, by their first day (the year is what matters): "over Eid" said in March 2026 is
# Eid al-Fitr 2026, said in December 2026 the next one, in 2027
_MOVABLE_FEASTS: dict[str, tuple[str, ...]] = {
    "eid": ("2024-04-10", "2024-06-16", "2025-03-30", "2025-06-06", "2026-03-20", "2026-05-27", "2027-03-09",
            "2027-05-16", "2028-02-26", "2028-05-05", "2029-02-14", "2029-04-24", "2030-02-04", "2030-04-13"),
    "ramadan": ("2024-03-11", "2025-03-01", "2026-02-18", "2027-02-08", "2028-01-28", "2029-01-16", "2030-01-06"),
    "diwali": ("2024-11-01", "2025-10-21", "2026-11-08", "2027-10-29", "2028-10-17", "2029-11-05", "2030-10-26"),
    "hanukkah": ("2024-12-25", "2025-12-14", "2026-12-04", "2027-12-24", "2028-12-12", "2029-12-01", "2030-12-20"),
    "passover": ("2024-04-22", "2025-04-12", "2026-04-01", "2027-04-21", "2028-04-10", "2029-03-30", "2030-04-17"),
    "lunar new year": ("2024-02-10", "2025-01-29", "2026-02-17", "2027-02-06", "2028-01-26", "2029-02-13", "2030-02-03"),
}
_FEASTS = (r"christmas|easter|thanksgiving|new\s+year(?:'s)?|hogmanay|eid(?:\s+al-(?:fitr|adha))?|ramadan|diwali"
           r"|hanukkah|passover|(?:lunar|chinese)\s+new\s+year")


# the feast a bare ordinal is said of: "for Easter on the 2nd", "home for New Year on the 28th"
_FEAST_BEFORE = re.compile(r"\b(?:for|at|over)\s+(?P<hol>" + _FEASTS + r")\s*,?\s*$", re.I)


def feast_days(name: str, year: int) -> list[dt.date]:
    """The days a feast begins on in ``year`` (Eid twice), or none where its calendar is not known."""
    n = " ".join(name.lower().split()).removesuffix("'s")
    if n.startswith("eid"):
        n = "eid"
    elif n.endswith("new year") and n != "new year":
        n = "lunar new year"
    if n in _MOVABLE_FEASTS:
        return [d for d in map(dt.date.fromisoformat, _MOVABLE_FEASTS[n]) if d.year == year]
    if n == "hogmanay":
        return [dt.date(year, 12, 31)]
    return [_holiday(n, year)]


# "has invited us for Christmas", "booked the cottage for Easter": done now, for a feast to come
_ASKED_FOR = re.compile(r"\b(?:invited|asked|booked|planned|arranged|organi[sz]ed|promised|offered|agreed|decided|signed\s+up"
                        r"|reserved|saved|saving|ordered)\b", re.I)


def _at_feast(m: re.Match[str], today: dt.date, text: str) -> str:
    """'over Eid', 'at Easter', 'for Christmas' without a year: the one the tense points to, by its year
    (the last one for what is told as done, else the next, counting a feast under way)."""
    name = " ".join(m.group("hol").split())
    before = _before(m.string, m.start())
    past = _is_past(text) and not is_future(text) and not _ahead(m) and not _ASKED_FOR.search(before)
    if not past and not is_future(text) and not _ahead(m) and not _ASKED_FOR.search(before):
        return m.group(0)  # "User fasts during Ramadan", "always goes home for Christmas": every year's
    year = today.year
    for y in ((today.year, today.year - 1) if past else (today.year, today.year + 1)):
        days = feast_days(name, y)
        if not days:
            break
        lasts = dt.timedelta(days=30 if name.lower() == "ramadan" else 8)  # a feast of some days, a month's fast
        if (past and min(days) <= today) or (not past and max(days) >= today - lasts):
            year = y
            break
    label = " ".join(w if w.lower().startswith("al-") else w[:1].upper() + w[1:] for w in name.split())
    label = re.sub(r"(?i)\bal-(\w)", lambda a: "al-" + a.group(1).upper(), label)
    return f"{m.group('head')}{label} {year}"


_W = r"(?<![\w-])"
# "on Black Friday", "over Easter Monday": a day of the year by its name, not the weekday nearest
_NAMED_DAY_NOT = "".join(f"(?<!{w} )" for w in ("black", "good", "cyber", "ash", "holy", "easter", "maundy", "shrove",
                                                  "super", "giving"))
# (lead62) A weekday owned, a kind of thing and no date ("I played my last Sunday service as organist", "our Friday
# market", "her first Monday shift"): "my last Sunday" was read as the Sunday gone by, inside the service
_OWN_DAY_NOT = "".join(rf"(?<!\b{p} )(?<!\b{p} last )(?<!\b{p} first )" for p in ("my", "our", "his", "their", "your", "My", "Our"))
RELATIVE: tuple[tuple[re.Pattern[str], Rewrite], ...] = tuple(
    # the bounds hold for every alternative; "the last week of every month" is a place in each month, no date
    # ("the last Thursday of the month" too)
    (re.compile(_W + "(?:" + p + r")(?![\w-])(?!\s+of\s+(?:every|each)\b|\s+of\s+the\s+month\b)", re.I), r)
    for p, r in (
        (r"(?:on\s+)?the day before yesterday", _fixed(-2)),
        (r"(?:on\s+|since\s+)?yesterday(?:\s+(?:morning|afternoon|evening))?", _fixed(-1)),
        (r"(?:on\s+)?the day after tomorrow", _fixed(2)),
        (r"(?:on\s+)?tomorrow(?:\s+(?:morning|afternoon|evening|night))?", _fixed(1)),
        (r"last night", _fixed(-1, "on the night of")),
        (r"(?:earlier|later)\s+today|today|tonight|this\s+(?:morning|afternoon|evening)", _fixed(0)),
        (r"the other day", lambda m, t, _x: f"shortly before {day(t)}"),
        # "Zosia just turned 7": an age that was new when said, not forever
        (r"just\s+turned\s+(?P<age>\d{1,3})", lambda m, t, _x: f"turned {m.group('age')} in {_month(t.year, t.month)}"),
        (r"since last (?P<unit2>week|month|year)", _since_last),
        (r"(?P<head>since\s+)(?P<hol>christmas|easter|thanksgiving|new\s+year(?:'s)?)(?!\s*,?\s*'?\d)"
         r"(?!\s+(?:eve|day|break|holidays?|dinner|party|market|morning|time)\b)", _since_holiday),
        # "over Eid", "at Easter", "for Christmas": the feast's year (a "Christmas party", "Easter Monday" are left)
        (r"(?P<head>(?:at|over|for|during|after|before|until|till|by)\s+)(?P<hol>" + _FEASTS + r")(?!\s*,?\s*'?\d)"
         r"(?!\s+(?:(?:in|on)\s+(?:the\s+)?(?:\d+(?:st|nd|rd|th)?|" + "|".join(_MONTHS) + r")|this|next|last|coming|in\s+\w+\s+(?:weeks?|months?)|\d)\b)"
         r"(?!\s+(?:eve|day|break|holidays?|dinner|lunch|party|parties|market|morning|time|tree|cards?|presents?|gifts?"
         r"|jumpers?|shopping|week|weekend|sunday|monday|service|mass|menu|bonus|rush|sale|sales|al-)\b)", _at_feast),
        (r"(?P<head>)(?P<which>)(?:about|around|roughly|over|almost|nearly|like)?\s*" + _COUNT + r"\s+years?\s+ago\s+this\s+" + _MONTH,
         _years_ago_this),
        (r"(?P<head>)(?P<which>)(?:about|around|roughly|over|almost|nearly|like)?\s*" + _COUNT + r"\s+years?\s+ago\s+this\s+(?:coming\s+)?"
         + _WEEKDAY, _years_ago_this_day),
        (r"(?:about|around|roughly|over|almost|nearly|like)?\s*" + _COUNT + r"\s+" + _UNIT + r"\s+ago", _ago),
        (r"in\s+" + _COUNT + r"\s+" + _UNIT + r"(?:'?\s*time)?", _in_future),
        # "in a fortnight", "a fortnight ago": two weeks, as British English says it
        (r"in\s+(?:a|one)\s+fortnight(?:['’]?s?\s+time)?", lambda m, t, _x: f"around {day(t + dt.timedelta(weeks=2))}"),
        (r"(?:about\s+|around\s+|roughly\s+)?(?:a|one)\s+fortnight\s+ago", lambda m, t, _x: f"around {day(t - dt.timedelta(weeks=2))}"),
        (r"(?:earlier\s+|later\s+)?this\s+week|(?:in\s+)?the\s+same\s+week", _week(0)),
        (r"(?:in\s+|during\s+)?(?:last|the past|the previous)\s+week", _week(-1)),
        (r"(?:in\s+)?(?:next|the coming|the following)\s+week", _week(1)),
        # ("my nan passed away on the weekend", "at the weekend": the one just gone, or the coming one, as the verb says)
        (r"(?P<which>last|this past|past|this|next|this coming|over the|on the|at the)\s+weekend(?!s)(?!\s+of\b)", _weekend),
        # "on the 4th of next month": a day of the month said by where that month is
        (r"(?P<head>on\s+|by\s+|until\s+|since\s+)?the\s+(?P<dom>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\s+of\s+"
         r"(?P<which>next|this|last|the\s+coming|the\s+following|the\s+previous)\s+month", _day_of_said_month),
        (r"(?P<head>on\s+|by\s+|until\s+|since\s+)the\s+(?P<dom>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)"
         # (not an ordinal before its noun: "working on the 3rd draft", "on the 2nd floor")
         r"(?!\s+(?:of\s+)?" + _MONTH + r")(?!\s+(?!(?:of|for|to|and|with|at|in|as|so|but|then|from|or|until|till|when|because|before"
         r"|after|if|is|was|we|i|it)\b)[a-z])", _day_of_month),
        # ("leaving end of month": typed without its "the")
        (r"(?:at\s+the\s+)?(?P<edge>start|beginning|end|middle)\s+of\s+(?:(?:the|this)\s+)?month", _month_edge),
        (r"(?:earlier\s+|later\s+)?this\s+month|(?:in\s+)?the\s+same\s+month", _month_rel(0)),
        (r"(?:in\s+)?(?:last|the past|the previous)\s+month", _month_rel(-1)),
        (r"(?:in\s+)?(?:next|the coming|the following)\s+month", _month_rel(1)),
        # ("we're migrating to CockroachDB this quarter": the calendar quarter, as a business names it)
        (r"(?:in\s+|during\s+)?(?P<which>last|the past|the previous|next|the coming|this)\s+quarter\b", _quarter),
        (r"(?:in\s+|during\s+)?(?:last|the past|the previous)\s+(?:semester|term|quarter|season)",
         lambda m, t, _x: f"in the {m.group(0).split()[-1]} before {_month(t.year, t.month)}"),
        (r"(?:in\s+|during\s+)?(?:next|the coming)\s+(?:semester|term|quarter|season)",
         lambda m, t, _x: f"in the {m.group(0).split()[-1]} after {_month(t.year, t.month)}"),
        (r"(?:in\s+|during\s+)?this\s+(?:semester|term|quarter|season)",
         lambda m, t, _x: f"in the {m.group(0).split()[-1]} of {_month(t.year, t.month)}"),
        (r"(?:many\s+|some\s+)?years\s+ago", lambda m, t, _x: f"years before {t.year}"),
        (r"(?:many\s+|some\s+)?months\s+ago", lambda m, t, _x: f"months before {_month(t.year, t.month)}"),
        # "I'm retiring at the end of the year": the year it is said in (a past "left at the end of the year" is left)
        (r"(?P<edge>(?:at|by|towards?|before|until|till)\s+the\s+end\s+of\s+)the\s+year\b", _end_of_the_year),
        (r"earlier\s+this\s+year", lambda m, t, _x: f"earlier in {t.year}"),
        (r"later\s+this\s+year", lambda m, t, _x: f"later in {t.year}"),
        (r"(?:in\s+)?this\s+year", _year_rel(0)),
        # "in his last year of school", "the last year of my degree": the final one, a place in the schooling, no date
        (r"last\s+year(?=\s+of\s)", lambda m, t, _x: "final year"),
        (r"(?:in\s+)?(?:last|the past|the previous)\s+year", _year_rel(-1)),
        (r"(?:in\s+)?(?:next|the coming|the following)\s+year", _year_rel(1)),
        # "on Saturday, 26 September", "Friday the 3rd of July": the date names the day; the weekday stays as said
        (r"(?P<head>on\s+|by\s+|until\s+|since\s+|from\s+|before\s+)?(?P<which>)" + _WEEKDAY.replace("?P<wd>", "?P<day>")
         + r",?\s+(?:the\s+)?(?P<dom>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH + r"(?!\s*,?\s*\d)",
         _weekday_and_date),
        # "Friday the 18th": the day of the month names the day (of this month or the next, as "the 18th" is)
        (r"(?P<head>on\s+|by\s+|until\s+|since\s+|from\s+|before\s+)?" + _WEEKDAY.replace("?P<wd>", "?P<day>")
         + r",?\s+the\s+(?P<dom>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?" + _MONTH + r")", _weekday_the_day),
        (_OWN_DAY_NOT + r"(?P<head>on\s+|by\s+|until\s+|before\s+|since\s+)?(?P<which>last|this past|this coming|next|this|coming)?\s*"
         # (a number after it is its date, "Monday, 6 July", unless it is a time: "next Monday, 6am to 2:30")
         + _NAMED_DAY_NOT + _OWN_DAY_NOT + _WEEKDAY + r"(?!s)(?:\s+(?:morning|afternoon|evening|night))?"
         r"(?!,?\s+\d{1,2}(?:st|nd|rd|th)?(?![\d:.]|\s*[ap]\.?m\b))", _named_weekday),
        # a day and a month without a year ("on 1 August", "December 1st"): the year is the tense's
        (r"(?P<head>on\s+|by\s+|until\s+|since\s+|from\s+|before\s+)?(?P<which>)(?:the\s+)?(?P<dom>[1-9]|[12]\d|3[01])"
         r"(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH + r"(?!\s*,?\s*\d)"
         r"|(?P<head2>on\s+|by\s+|until\s+|since\s+|from\s+|before\s+)?" + _MONTH.replace("?P<mon>", "?P<mon2>")
         + r"\s+(?:the\s+)?(?P<dom2>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?!\s*,?\s*\d)(?!:)", _day_month),
        (r"(?P<head>in\s+|by\s+|until\s+|since\s+)?(?P<which>last|next|this)?\s*" + _MONTH + r"(?!\s*,?\s*\d)", _named_month),
        (r"(?:in\s+|during\s+)?(?:the\s+(?=(?:spring|summer|fall|autumn|winter)\b))?(?P<which>last|next|this|over the)?\s*"
         + _SEASON + r"(?P<hols>\s+(?:holidays|holiday|hols))?(?!\s*,?\s*\d)", _season),
    )
)
# A weekday in a recurring phrase ("every Sunday", "on Tuesdays") is a schedule, not a date.
# ("every morning except Sunday": the day left out of every week)
_RECURRING_BEFORE = re.compile(r"\b(?:every|each|most|other|second|third|first|fourth|on|and|or|except|but\s+not|apart\s+from"
                               r"|other\s+than)\s*,?\s*$", re.I)
_MAYBE = re.compile(
    r"\bthe \d{1,2}(?:st|nd|rd|th)\b|\b(?:yesterday|today|tonight|tomorrow|ago|other day|just turned|week|weekend|month|year|morning|afternoon|evening|fortnight"
    r"|night|spring|summer|fall|autumn|winter|semester|term|quarter|season|since christmas|since easter|since thanksgiving|since new year|christmas|easter|thanksgiving|hogmanay|eid"
    r"|ramadan|diwali|hanukkah|passover|" + "|".join(_WEEKDAYS) + "|" + "|".join(_MONTHS) + r"|in \w+ (?:day|week|month|year))",
    re.I,
)
_WD = "(?:" + "|".join(_WEEKDAYS) + ")"
_LIST_THEN_PLURAL = re.compile(
    rf"(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*){_WD})*(?:\s+(?:morning|afternoon|evening|night))?s\b", re.I)
_LIST_AFTER = re.compile(rf"(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*){_WD}\b", re.I)
_RANGE_AFTER = re.compile(rf"\s*(?:to|through|thru|till|until|-|–)\s*{_WD}\b", re.I)
_RANGE_BEFORE = re.compile(rf"\b{_WD}\s*(?:to|through|thru|till|until|-|–)\s*$", re.I)
# "from May to October", "April till September": a season of months; said in the present, it comes every year
_MONTH_NAMES = "|".join(_MONTHS)
_MONTH_RANGE_AFTER = re.compile(rf"\s*(?:to|through|thru|till|until|-|–)\s*(?:{_MONTH_NAMES})\b(?!\s*,?\s*\d)", re.I)
_MONTH_RANGE_BEFORE = re.compile(rf"\b(?:{_MONTH_NAMES})\s*(?:to|through|thru|till|until|-|–)\s*$", re.I)
_DETERMINER_BEFORE = re.compile(r"\b(?:the|a|an|my|our|their|his|her|its|this|that|every|each)\s*$", re.I)
# a word after a weekday that makes it a time of day or a clause, not the noun it describes
_NOT_A_NOUN = frozenset(
    """and or to through thru till until at in on with for from by as into before after since when while morning
    afternoon evening night mornings afternoons evenings nights the a an my their his her our its is was were are be
    been but so because if then again too also last next this that which who whom of off out up down over around
    instead together alone either both just only already still even not
    finally hopefully probably actually officially definitely""".split())
_NOUN_AFTER = re.compile(r"\s+(?P<w>[a-z][a-z-]+)\b(?!['’])")


def _noun_after(text: str, end: int) -> bool:
    """Whether the word after a weekday is the thing it describes ("Sunday cricket", "Monday meeting")."""
    m = _NOUN_AFTER.match(text, end)
    return m is not None and m.group("w").lower() not in _NOT_A_NOUN and not en.is_past(m.group("w").lower())


# "every morning except Sunday": the day left out of every week, said "except on Sundays"
_EXCEPT_DAY = re.compile(rf"\b(?P<but>except|but\s+not|apart\s+from|other\s+than)\s+(?:on\s+)?(?P<wd>{_WD})\b(?!s)"
                         r"(?!\s*,?\s+\d|\s+(?:the\s+)?\d)", re.I)
# "playing Sunday cricket", "the Sunday market": a thing that happens on that day every week;
# said as "cricket on Sundays", "the market on Sundays" so that no weekday stands bare
_ATTRIBUTIVE = re.compile(
    rf"\b(?P<det>(?:the|a|an|my|our|their)\s+)?(?P<wd>{_WD})\s+(?P<noun>[a-z][a-z-]+)"
    r"(?=\s*$|\s*[,.;!]|\s+(?:since|with|at|in|for|and|but|because|so|until|near|instead|anymore|now)\b)", re.I)


def _recurring_kind(m: re.Match[str]) -> str:
    noun = m.group("noun")
    if noun.lower() in _NOT_A_NOUN or en.is_past(noun.lower()) or noun.lower().endswith("ing"):
        return m.group(0)
    return f"{m.group('det') or ''}{noun} on {m.group('wd').capitalize()}s"


# "shifts Monday to Friday": every week's span, unless another time says which week
_SPAN = re.compile(rf"(?<!every )(?<!from )\b{_WD}\s*(?:to|through|thru|till|until|-|–)\s*{_WD}\b", re.I)
# "gym Monday, Wednesday and Friday": days of every week, said "on Mondays, Wednesdays and Fridays"
_BARE_LIST = re.compile(rf"(?<!\bon )(?<!\bevery )(?<!\beach )(?<!\bto )(?<!\bfrom )\b{_WD}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*){_WD})+\b(?!s)"
                        rf"(?!(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*){_WD})"  # the whole list, not its first days
                        r"(?P<part>\s+(?:morning|afternoon|evening|night)s\b)?(?!\s+(?:morning|afternoon|evening|night)\b)", re.I)
_DAY_BEFORE = re.compile(rf"\b{_WD}s?(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*)$", re.I)
_OTHER_TIME = re.compile(r"\b(?:next|last|this|coming|tomorrow|yesterday|today)\b|\b\d{4}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?"
                         r"(?:" + "|".join(_MONTHS) + r")\b", re.I)
_PREPOSITION_BEFORE = re.compile(r"\b(?:of|from|until|till|by|since|to|into|after|before|for)\s*$", re.I)  # "deferred to next year": "to 2027"; "done after this summer": "after summer 2026"
_MAY_VERB = re.compile(r"\bmay\s+(?:be|have|not|go|want|need|i|we|come|take|get|just|still|also)\b", re.I)


_YEAR_STEP = {"next": 1, "this": 0, "last": -1}
# "March of last year", "the summer of next year": the same with "of" between
_OF_YEAR = re.compile(r"\b(?:the\s+(?=\w+\s+of\s+(?:next|this|last)\s+year\b))?(?P<when>spring|summer|fall|autumn|winter|"
                      + "|".join(_MONTHS) + r")\s+(?:of\s+)?(?P<rel>next|this|last)\s+year\b", re.I)


# "next year january", "next year in June": the year said first, as many languages say it
_YEAR_OF = re.compile(r"\b(?:in\s+)?(?P<rel>next|this|last)\s+year\s*,?\s+(?:in\s+)?(?P<when>spring|summer|fall|autumn|winter|"
                      + "|".join(_MONTHS) + r")\b", re.I)


def _of_year(m: re.Match[str], today: dt.date) -> str:
    """'March next year', 'next year january' → 'March 2027' (a month with its capital, a season as said)."""
    when = m.group("when")
    when = when.capitalize() if when.lower() in _MONTHS else when
    return f"{when} {today.year + _YEAR_STEP[m.group('rel').lower()]}"


_REST_OF = re.compile(r"\bthe\s+rest\s+of\s+the\s+(year|month)\b", re.I)


def absolute(summary: str, said: dt.datetime | None) -> str:
    """``summary`` with its relative time phrases made absolute from ``said`` (dropped when None)."""
    if not _MAYBE.search(summary):
        return summary
    today = said.astimezone(dt.UTC).date() if said is not None else None
    # "dialysis every monday wednesday friday": the days typed as a list without its commas
    out = en.days_listed(summary)
    # "autumn next year", "March last year": that season or month of that year
    out = _YEAR_OF.sub(lambda m: "in " + _of_year(m, today) if today else m.group(0), out)
    out = _OF_YEAR.sub(lambda m: _of_year(m, today) if today else m.group(0), out)
    if today is not None:  # "for the rest of the year" → "for the rest of 2026"
        out = _REST_OF.sub(lambda m: f"the rest of {today.year if m.group(1).lower() == 'year' else f'{today:%B %Y}'}",
                           out)
    out = _ATTRIBUTIVE.sub(_recurring_kind, out)
    out = _EXCEPT_DAY.sub(lambda m: f"{m.group('but')} on {m.group('wd').capitalize()}s", out)
    if not _OTHER_TIME.search(out):
        out = _SPAN.sub(lambda m: f"every {m.group(0)}", out)
        out = _BARE_LIST.sub(_on_days, out)
    for pattern, rewrite in RELATIVE:
        out = _apply(pattern, rewrite, out, today)
    out = _PREP_IN.sub(r"\1 the", out)  # "after this semester": "after the semester of …", not "after in the"
    out = _BETWEEN_IN.sub(lambda m: f"between {m['a'] or m['a2']} and ", out)  # "between March and April": not "between in March 2027 and in …"
    return " ".join(out.split()).replace(" ,", ",")


def _on_days(m: re.Match[str]) -> str:
    """'gym Monday, Wednesday and Friday' → 'on Mondays, Wednesdays and Fridays'; 'run Tuesday and
    Sunday mornings' → 'on Tuesday and Sunday mornings'."""
    if _DAY_BEFORE.search(m.string, 0, m.start()):
        return m.group(0)  # "every Monday, Wednesday and Friday": the end of a list already said as every week's
    if m.group("part"):
        return "on " + m.group(0)
    return "on " + re.sub(rf"({_WD})\b", r"\1s", m.group(0), flags=re.I)


_YEAR_AFTER = re.compile(r"\s*(?:\d{4}|'\d\d)\b")
# "my wife June", "User's daughter is April", "a cat called May": a person's or a pet's name, not a month
_NAMED_BEFORE = re.compile(
    r"\b(?:(?:" + "|".join(sorted((re.escape(r) for r in RELATIONS), key=len, reverse=True)) + r")(?:\s+is)?,?"
    r"|named|called|name\s+is)\s+$", re.I)
# "my twins Ivy and June", "two daughters, Rose and April", "the kids, Tom, Ella and May": the last of names listed after
# who they are is a name too ("between May and June" names no one)
_NAMES_LISTED_BEFORE = re.compile(
    r"\b(?:twins?|girls|boys|kids|children|daughters|sons|grandkids|grandchildren|granddaughters|grandsons|sisters|brothers"
    r"|nieces|nephews|cats|dogs|pups|puppies|kittens)\s*[,:]?\s+(?-i:[A-Z])[\w'-]+(?:\s*,\s*(?-i:[A-Z])[\w'-]+)*\s*,?\s+(?:and|&)\s+$",
    re.I)
_BETWEEN_IN = re.compile(r"\bbetween\s+(?:in\s+)?(?P<a>(?-i:[A-Z])[a-z]+(?:\s+\d{4})?)\s+and\s+in\s+|\bbetween\s+in\s+"
                         r"(?P<a2>(?-i:[A-Z])[a-z]+(?:\s+\d{4})?)\s+and\s+", re.I)
# a month's challenge named by the month: "Dry January", "Sober October", "Plastic Free July"
_MONTH_CHALLENGE_BEFORE = re.compile(r"\b(?:dry|sober|plastic[\s-]free|no[\s-]spend|sugar[\s-]free|movember|mindful)\s*$", re.I)
_PREP_IN = re.compile(r"\b(after|before|until|till|by|from|since)\s+in\s+the\b", re.I)


def _apply(pattern: re.Pattern[str], rewrite: Rewrite, text: str, today: dt.date | None) -> str:
    pieces: list[str] = []
    last = 0
    for m in pattern.finditer(text):
        if not m.group(0).strip():
            continue
        before = _before(text, m.start())
        if "wd" in m.groupdict() and m.group("wd") and not m.group("which") and not m.group("head") and \
                (_RECURRING_BEFORE.search(before) or _DAY_BEFORE.search(before)):
            continue  # "every Sunday", "Tuesday and Thursday", "every Monday, Wednesday, Friday"
        if "wd" in m.groupdict() and m.group("wd") and _LIST_THEN_PLURAL.match(text, m.end()):
            continue  # "on Tuesdays", "Sunday evenings", "on Tuesday and Thursday nights": a schedule
        if "wd" in m.groupdict() and m.group("wd") and not m.group("which") and _LIST_AFTER.match(text, m.end()):
            continue  # "Monday, Wednesday and Friday": days of every week (the later ones are "and …")
        if "wd" in m.groupdict() and m.group("wd") and (_RANGE_AFTER.match(text, m.end()) or _RANGE_BEFORE.search(before)):
            continue  # "Monday to Friday": every day of a span, not one date
        if "wd" in m.groupdict() and m.group("wd") and not m.group("which") and not m.group("head") and (
                _DETERMINER_BEFORE.search(before) or _noun_after(text, m.end())):
            continue  # "the Sunday market", "playing Sunday cricket": a kind of thing, not a date
        if "mon" in m.groupdict() and m.group("mon") and not m.group("which") and not is_future(text) \
                and not _is_past(text) and (_MONTH_RANGE_AFTER.match(text, m.end()) or _MONTH_RANGE_BEFORE.search(before)):
            continue  # "works the boats from May to October": every year's season, not one year's months
        if "mon" in m.groupdict() and m.group("mon") and not m.group("head") and not m.group("which") \
                and _MONTH_CHALLENGE_BEFORE.search(before):
            continue  # "Dry January", "Sober October": a month's challenge, named (the "in" is kept out of it)
        if "mon" in m.groupdict() and m.group("mon"):
            if m.group("mon").lower() == "may" and not m.group("head") and not m.group("which") \
                    and not re.search(r"\b(?:from|between\s+[A-Za-z]+(?:\s+\d{4})?\s+and)\s+$", before, re.I):
                continue  # "may" is mostly the verb ("from May", "between April and May" are the month)
            if _MAY_VERB.match(text, m.start()) and m.group("mon").lower() == "may":
                continue
            if _YEAR_AFTER.match(text, m.end()):
                continue
            if not m.group("head") and not m.group("which") and (_NAMED_BEFORE.search(before)
                                                                 or _NAMES_LISTED_BEFORE.search(before)):
                continue
        if "season" in m.groupdict() and m.group("season") and not (m.group("which") or re.search(
                r"\b(?:in|during|this|next|last)\s*$", before, re.I) or re.match(r"(?:in|during)\s", m.group(0), re.I)):
            continue  # "summer internship" is not a date
        if "mon" in m.groupdict() and m.group("mon") and not m.group("head") and re.search(
                r"\d(?:st|nd|rd|th)?(?:\s+of)?\s*$", before, re.I):
            continue  # "9 March", "the 3rd of June" already have a day
        pieces.append(text[last : m.start()])
        if today is not None:
            said = rewrite(m, today, text)
            if _PREPOSITION_BEFORE.search(before):  # "at the end of this week" → "…of the week of 29 June"
                said = re.sub(r"^(?:in|on|at)\s+", "", said)
            elif "mon" in m.groupdict() and m.group("mon") and _DETERMINER_BEFORE.search(before):
                said = re.sub(r"^(?:in|on|at)\s+", "", said)  # "in the July holidays" → "in the July 2026 holidays"
            pieces.append(said)
        elif "age" in m.groupdict():
            pieces.append(f"turned {m.group('age')}")  # the age stays; only "just" is dropped
        last = m.end()
    pieces.append(text[last:])
    return "".join(pieces)


# ---------------------------------------------------------------------- when a plan takes effect

_ORD = r"(?P<d>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?"
_YEAR = r"(?:,?\s+(?P<y>\d{4}))?"
_PERIODS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(p, re.I)) for kind, p in (
        ("week", r"\bweek of " + _ORD + r"\s+" + _MONTH + _YEAR + r"\b"),
        ("day", r"\b" + _ORD + r"\s+(?:of\s+)?" + _MONTH + _YEAR + r"\b"),
        ("day", r"\b" + _MONTH + r"\s+" + _ORD + r"\b" + _YEAR + r"\b"),
        ("month", r"\b(?:in|around|by|from|since|starting|until)\s+" + _MONTH + _YEAR + r"\b"),
        # "at the end of June 2026", "early July": within the month, over when the month is
        ("month", r"\b(?:(?:(?:at|by|towards?|around|in)\s+)?the\s+(?:end|start|beginning|middle)\s+of|end\s+of|early|late|mid)[\s-]+"
         + _MONTH + _YEAR + r"\b"),
        ("season", r"\bin\s+" + _SEASON + r"\s+(?P<y>\d{4})\b"),
        ("year", r"\b(?:in|by)\s+(?P<y>\d{4})\b"),
    )
)


def period(text: str, said: dt.datetime | None) -> tuple[str, dt.datetime] | None:
    """The time a plan names and the moment it is over: ("1 May 2026", 2 May 2026 00:00 UTC).

    Reads a summary already made absolute by :func:`absolute` ("on 1 May", "on the 1st of
    May", "in August 2026", "in the week of 19 January 2026", "in summer 2026", "in 2027").
    A day or month said without its year is the next one from ``said`` (a plan is ahead):
    "1 May" said on 10 March 2026 is 1 May 2026; said on 2 May 2026, 1 May 2027. Returns
    None when the text names no such time, or names a day without a year and ``said`` is
    unknown. The end is the start of the next day, week, month, season or year: a plan
    "on 1 May" holds from 2 May, one "in August" from 1 September.
    """
    today = said.astimezone(dt.UTC).date() if said is not None else None
    for kind, pattern in _PERIODS:
        m = pattern.search(text)
        if m is None:
            continue
        groups = m.groupdict()
        year = int(groups["y"]) if groups.get("y") else None
        if kind == "year":
            assert year is not None
            return str(year), dt.datetime(year + 1, 1, 1, tzinfo=dt.UTC)
        if kind == "season":
            assert year is not None
            start = _SEASONS[m.group("season").lower()]
            y, mo = _add_months(year, start, 3)
            return f"{m.group('season').lower()} {year}", dt.datetime(y, mo, 1, tzinfo=dt.UTC)
        month = _MONTHS[m.group("mon").lower()]
        if kind == "month":
            if year is None:
                if today is None:
                    return None
                year = today.year if month >= today.month else today.year + 1
            y, mo = _add_months(year, month, 1)
            return _month(year, month), dt.datetime(y, mo, 1, tzinfo=dt.UTC)
        d = int(m.group("d"))
        if year is None:
            if today is None:
                return None
            year = today.year
            if (month, d) < (today.month, today.day):
                year += 1
        if d > calendar.monthrange(year, month)[1]:
            return None
        first = dt.date(year, month, d)
        if kind == "week":
            end = first + dt.timedelta(weeks=1)
            return f"the week of {day(first)}", dt.datetime(end.year, end.month, end.day, tzinfo=dt.UTC)
        end = first + dt.timedelta(days=1)
        return day(first), dt.datetime(end.year, end.month, end.day, tzinfo=dt.UTC)
    return None
