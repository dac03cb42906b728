"""What the user puts right of what they said in an earlier conversation: a correction, or a thing to forget.

A correction said in a later conversation: "actually I'm doing 4 days a week not 3", "sorry, yoga is on Tuesdays not
Mondays", "no wait, Mia is 16 not 15".

The extractor reads a correction said in the same conversation as what it corrects (``extract_rules._corrections``);
said weeks later it had nothing to correct, and the old words stayed live. :func:`read` finds such a correction in a
user's message: it opens with a word of correcting ("actually", "sorry", "correction", "no wait", "oh wait"), ends with
"not" and what was said before (a number, a weekday, a month, or a name), and holds what is meant of the same kind; it
may be a sentence the message opens with, more said after it ("… in Lübeck not Kiel. Kiel is …"). :func:`applies`
tells whether a memory is the one it corrects: it says the old word, and shares a word of the correction besides
("days" and "week" in "… part time from November, 3 days a week"); a weekday or a name alone is enough only for a
memory of the last month, when no other live memory says it.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from mercuryd.brain import lexicon, text

__all__ = ["OPENS", "RECENT_DAYS", "Correction", "age_in_list", "age_said", "applies", "corrected", "forget_asked", "mentions", "read", "says",
           "year_now", "year_said"]

_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
# ("baby is due in june not may": a month, typed in lower case as often as not)
_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
# the words a correction opens with ("actually", "no wait", "sorry,"): extract_rules reads a date put right after them too
OPENS = r"^\s*(?:(?:actually|correction|sorry|oops|oh|ah|wait|no|nope|nah|my\s+bad|scratch\s+that)\b[\s,.!:-]*){1,3}"
# ("actually Nia is 10 now not 9, she had her birthday": why, after a comma)
# ("wait no, the cpap is a Philips DreamStation not a ResMed": a thing's make, said with its article)
_LATER = re.compile(rf"{OPENS}(?P<body>.*?\S)\s*,?\s+not\s+(?:on\s+|in\s+|at\s+|an?\s+(?=(?-i:[A-Z])))?"
                    rf"(?P<said>\d{{1,4}}|{_WEEKDAY}|{_MONTH}|(?-i:[A-Z])[\w'’-]+)\s*(?:[,;]\s*[^,;]{{1,80}})?[.!]*$", re.I)
# what a correction's words say of no memory in particular
_PLAIN = frozenset("actually sorry it's its it is i'm im i am doing been the a an on in at of we our my".split())
RECENT_DAYS = 30
# where a sentence of a message ends: a full stop, "!" or "?" and a space ("Lübeck not Kiel. Kiel is …")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")


class Correction(NamedTuple):
    said: str  # the word said before, as typed ("3", "Mondays", "Leeds")
    meant: str  # the word meant of the same kind ("4", "Tuesdays", "York")
    words: frozenset[str]  # the correction's other content words ("days", "week")


def read(message: str) -> Correction | None:
    """The correction a user's message makes of something said before; None when it makes none. The correction may be
    a sentence the message opens with, others after it ("correction, Ewan's going to Dundee not Aberdeen. he took the
    Dundee offer")."""
    message = message.strip()
    ends = [e.start() for e in _SENTENCE_END.finditer(message)]
    m = next((m for m in (_LATER.match(message[:e]) for e in [len(message), *ends]) if m), None)
    if m is None:
        return None
    body, said = m["body"], m["said"]
    if said.isdigit():
        kind = r"\b\d{1,4}\b"
    elif re.fullmatch(_WEEKDAY, said, re.I):
        kind = rf"\b{_WEEKDAY}\b"
    elif re.fullmatch(_MONTH, said, re.I):
        kind = rf"\b{_MONTH}\b"
    else:
        kind = r"(?<=\s)(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?"  # ("it's Kings Heath not Moseley": a name in two words)
    found = re.findall(kind, " " + body, re.I)
    if not found or found[-1].casefold() == said.casefold():
        return None
    meant = found[-1]
    meant_words = set(text.content_words(meant))
    words = frozenset(_one(w) for w in text.content_words(body) if w not in _PLAIN and w not in meant_words and len(w) > 2)
    return Correction(said, meant, words)


def _one(word: str) -> str:
    """A word and its plural as one ("days", "day")."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _said_in(summary: str, said: str) -> re.Match[str] | None:
    if re.fullmatch(_WEEKDAY, said, re.I):
        return re.search(rf"\b{re.escape(said.rstrip('sS'))}s?\b", summary, re.I)
    if re.fullmatch(_MONTH, said, re.I):
        return re.search(rf"\b{said.capitalize()}\b", summary)  # as a summary writes it (not the verb "may")
    return re.search(rf"(?<![\w.,]){re.escape(said)}(?![\w]|[.,]\d)", summary, re.I)


def applies(correction: Correction, summary: str) -> bool:
    """Whether ``summary`` says the word corrected and shares another word of the correction."""
    return _said_in(summary, correction.said) is not None \
        and bool(correction.words & {_one(w) for w in text.content_words(summary)})


def mentions(correction: Correction, summary: str) -> bool:
    """Whether ``summary`` says the word corrected at all."""
    return _said_in(summary, correction.said) is not None


def corrected(correction: Correction, summary: str) -> str:
    """``summary`` with the word said before replaced by the word meant (a weekday keeps its plural: "on Mondays" →
    "on Tuesdays")."""
    m = _said_in(summary, correction.said)
    if m is None:
        return summary
    meant = correction.meant
    if re.fullmatch(_WEEKDAY, meant, re.I):
        meant = meant.rstrip("sS").capitalize() + ("s" if m.group(0).lower().endswith("s") else "")
    elif re.fullmatch(_MONTH, meant, re.I):
        meant = meant.capitalize()
    return summary[: m.start()] + meant + summary[m.end():]


# "please forget about Dan", "forget my address", "can you forget what I told you about my ex": something the user
# wants forgotten, named (a name, or "my …"); "forget it", "forget about it", "forget Monday, let's do Tuesday" are not
_FORGET = re.compile(
    r"^\s*(?:(?:please|pls|plz|ok|okay|actually|also|and|oh|so)\s*,?\s+)*(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?"
    r"(?:forget|stop\s+remembering|delete|erase|remove)\s+(?:everything\s+|all\s+|anything\s+)?"
    r"(?:(?:about|(?:what|everything)\s+i\s+(?:said|told\s+you|mentioned)\s+about|(?:that|what)\s+i\s+told\s+you\s+about"
    r"|the\s+(?:thing|stuff|bit|part)s?\s+(?:about|with))\s+)?"
    r"(?P<what>my\s+(?!(?:mind|message|question|request|chat)\b|(?:last|previous)(?:\s+(?:message|question|request|chat|answer|one)\b|\s*[.!?]*$))[a-z][\w'-]*(?:\s+(?!(?:please|pls|plz|from|for|completely|entirely)\b)[a-z][\w'-]*)?"
    # ("forget what I said about my old job at the call centre": the place it was at names it, "call centre")
    r"(?:\s+(?:at|in|with)\s+(?:the|a|an|my)\s+(?P<where>(?!(?:please|pls|plz)\b)[a-z][\w'-]*(?:\s+(?!(?:please|pls|plz|from|for"
    r"|completely|entirely)\b)[a-z][\w'-]*){0,2}))?"
    # ("please forget about Diego's deployment": a thing of someone named, not all that is said of them)
    r"|(?-i:[A-Z])[\w-]+['’]s\s+(?!(?:please|pls|plz|from|for|completely|entirely)\b)[a-z][\w-]*"
    r"(?:\s+(?!(?:please|pls|plz|from|for|completely|entirely)\b)[a-z][\w-]*)?"
    r"|(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?"
    # ("please forget tony": a name typed in lower case, a word that is no ordinary English, forgotten when it is
    # someone's name: ``lower_name``)
    r"|(?P<low>(?-i:[a-z])[\w'’-]+))"
    # ("please forget what I told you about Ron Baxter and the fence": the thing of theirs it was about, said after the
    # name; the name is what is forgotten)
    r"(?:\s+and\s+(?:the|his|her|their|our|that)\s+(?!(?:please|pls|plz)\b)[a-z][\w'’-]*(?:\s+(?!(?:please|pls|plz|from"
    r"|for|completely|entirely)\b)[a-z][\w'’-]*)?)?"
    r"(?:\s+(?:please|pls|plz|from\s+(?:your\s+)?memory|for\s+good|completely|entirely))*"
    # why, said after it: "forget the thing about Femke, we're not in touch anymore"
    # ("please forget about Tomáš, we separated": any clause of theirs or the user's, after the comma)
    r"(?:\s*,\s*(?:we|she|he|they|i|it)(?:'re|'s|’re|’s|'ve|'m|\s+[a-z]+)\b[^.!?]*)?"
    # ("please forget tony, dont bring him up again": what not to do, said after it)
    r"(?:\s*,\s*(?:don'?t|don’t|do\s+not|never|no\s+need\s+to)\s+(?:bring|mention|talk|ask|remind)\b[^.!?]*)?"
    r"\s*[.!?]*$", re.I)
_NOT_FORGOTTEN = re.compile(rf"{_WEEKDAY}|(?:january|february|march|april|may|june|july|august|september|october|november"
                            r"|december|today|tomorrow|it|that|this|me|everything|you|i|the)$", re.I)


_FORGET_CHARS = 4000  # a forget request is said in a line or two: a longer message is read to here


def forget_asked(message: str) -> str | None:
    """What ``message`` asks to be forgotten, as said ("Dan", "address" for "my address"); None when it asks nothing."""
    # one space between words first: "\s*,?\s+" over a run of thousands of spaces is quadratic
    message = " ".join(message[:_FORGET_CHARS].split())
    m = _FORGET.match(message)
    before = ""
    if m is None:  # said as one sentence of several: "Leonor only sleeps in 40 minute chunks. And forget the thing about Femke."
        parts = re.split(r"(?<=[.!?]) ", message)
        i, m = next(((i, f) for i, part in enumerate(parts) if (f := _FORGET.match(part))), (0, None))
        before = " ".join(parts[:i])
    if m is None:
        return None
    what = re.sub(r"^my\s+", "", " ".join((m["where"] or m["what"]).split()), flags=re.I)
    if m["low"] and what.lower() in {"him", "her"}:
        # "me and yaw are finished. pls forget everything about him": the one named in the sentences before
        return _the_one_named(before)
    if m["low"] and lexicon.common(what.rstrip("'’s")):
        return None  # "forget dinner", "forget tomorrow": no name
    return None if _NOT_FORGOTTEN.fullmatch(what) else what


def _the_one_named(said: str) -> str | None:
    """The one name ``said`` has (a word that is no ordinary English, in capitals or in lower case: "me and yaw are
    finished" → "Yaw"); None when it has none or more than one."""
    names: list[str] = []
    for sentence in re.split(r"(?<=[.!?])\s+", said):
        for w in re.findall(r"[^\W\d_][\w'’-]*", sentence):
            w = re.sub(r"['’]s$", "", w)
            if lexicon.common(w.lower()) or w == "I":
                continue
            if w not in names:
                names.append(w)
    # (said of "him" or "her", it is someone's name, as written in capitals: "yaw" is "Yaw")
    return names[0][:1].upper() + names[0][1:] if len(names) == 1 else None


def lower_name(what: str) -> bool:
    """Whether ``what`` (of :func:`forget_asked`) is a word in lower case, a name only when it is someone's
    ("please forget tony"; "forget sushi" is no one)."""
    return what.islower() and " " not in what


_POSSESSED = re.compile(r"^(?P<name>[A-Z][\w-]*)['’]s\s+(?P<thing>.+)$")


def forgotten_words(what: str) -> list[str]:
    """The words a memory that says ``what`` has in it ("Diego's deployment": "Diego", said of him in any words)."""
    possessed = _POSSESSED.match(what)
    return [possessed["name"]] if possessed else text.words(what)


def says(what: str, summary: str) -> bool:
    """Whether ``summary`` says ``what`` (a name as a word in capitals, anything else as words; a thing of someone
    named, "Diego's deployment", as the name and a word of the thing's stem: "User's son Diego got deployed …")."""
    if possessed := _POSSESSED.match(what):
        stems = [w[:5] for w in text.content_words(possessed["thing"]) if len(w) > 2]
        return says(possessed["name"], summary) and bool(stems) \
            and any(w.startswith(stem) for w in text.words(summary) for stem in stems)
    flags = 0 if what[:1].isupper() else re.I
    return re.search(rf"(?<![\w'’-]){re.escape(what)}(?![\w-])", summary, flags) is not None


# A student's year said again a year on: "I'm in 2nd year now", "starting my second year at uni", "back in Leeds for
# 2nd year": the year of the course the user said before ("User is a first-year comp sci student at Leeds uni") moves up
_YEARS = {"1st": "first", "first": "first", "2nd": "second", "second": "second", "3rd": "third", "third": "third",
          "4th": "fourth", "fourth": "fourth", "5th": "fifth", "fifth": "fifth", "final": "final", "last": "final"}
_YEAR_WORD = r"(?P<{}>1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth|final|last)"
_YEAR_NOW = re.compile(
    r"^\s*(?:(?:so|ok|well|and|yay|omg)\W+)*(?:(?:i'm|im|i\s+am)\s+(?:(?:now|officially|finally)\s+)*in\s+(?:my\s+)?"
    + _YEAR_WORD.format("n1") + r"\s+year"
    r"|(?:i'm\s+|im\s+|i\s+am\s+)?(?:starting|started|beginning|into)\s+(?:my\s+)?" + _YEAR_WORD.format("n2") + r"\s+year"
    r"|(?:i'm\s+|im\s+|i\s+am\s+)?back\s+(?:in|at)\s+[a-z][\w'’-]*(?:\s+(?:uni|university|college))?\s+for\s+(?:my\s+)?"
    + _YEAR_WORD.format("n3") + r"\s+year)(?:\s+(?:now|at\s+uni|of\s+uni|of\s+my\s+degree|at\s+university|already|lol|!+))*\s*[.!]*$",
    re.I)
# a student's year in a memory: "User is a first-year comp sci student", "User is in their 2nd year of nursing"
_YEAR_IN = re.compile(r"\b(?P<n>1st|2nd|3rd|4th|first|second|third|fourth|final)(?P<sep>[- ])year\b", re.I)


def year_said(message: str) -> str | None:
    """The year of study ``message`` says the user is in now ("second"); None when it says none."""
    m = _YEAR_NOW.match(message.strip())
    return _YEARS[(m.group("n1") or m.group("n2") or m.group("n3")).lower()] if m else None


def year_now(summary: str, year: str) -> str | None:
    """``summary`` (a student's memory) with its year of study said as ``year``; None when it says none, or that one."""
    m = _YEAR_IN.search(summary)
    if m is None or _YEARS[m.group("n").lower()] == year:
        return None
    return summary[: m.start()] + year + m.group("sep") + "year" + summary[m.end():]


# A child's age said on its own ("User's kid Antek is 6", "User's daughter Orla turned 9 on Monday, …"), and the children
# said together with their ages ("User's kids are Zosia, 8 and Antek, 5", "User has 3 children: Farida, 14, Yusuf, 11,
# and Zahra, 6"): the age said later is the child's age in the list too (the list said before is history under a copy
# with the new age; the other children's ages are left as they were).
_AGE_SAID = re.compile(r"^User's (?:kid|child|son|daughter|boy|girl|stepson|stepdaughter|youngest|eldest) (?P<name>[A-Z][\w'’-]+) "
                       r"(?:is|turned|has turned|just turned|is now|turns) (?:now )?(?P<age>\d{1,2})\b(?! (?:months?|weeks?|days?)\b)")
_LISTED = re.compile(r"^User(?:'s (?:kids|children|sons|daughters|boys|girls|twins|stepkids|stepchildren) are\b"
                     r"| has (?:\w+ )?(?:kids|children|sons|daughters|boys|girls)[:,])")


def age_said(summary: str) -> tuple[str, str] | None:
    """(name, age) of a child's age said in ``summary`` ("User's kid Antek is 6": ("Antek", "6")), else None. Not an age
    to come ("turns 6 in May")."""
    m = _AGE_SAID.match(summary)
    if m is None or (" turns " in m.group(0) and re.search(r"\b(?:in|on|next)\b", summary[m.end():])):
        return None
    return m.group("name"), m.group("age")


def age_in_list(summary: str, name: str, age: str) -> str | None:
    """``summary`` (the children said together with their ages) with ``name``'s age now ``age``; None when it lists no
    such child with another age."""
    if not _LISTED.match(summary):
        return None
    m = re.search(rf"(?<![\w'’-]){re.escape(name)}(?:,\s*|\s+\(|\s+)(?P<old>\d{{1,2}})\b(?!\s*(?:months?|weeks?|days?)\b)", summary)
    if m is None or m.group("old") == age:
        return None
    return summary[: m.start("old")] + age + summary[m.end("old"):]
