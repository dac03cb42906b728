"""A birth ends the pregnancy that was waiting for it (and so does a pregnancy lost).

"User's wife Abena is pregnant, due at the end of October 2026" is true until the baby
comes; once "User's daughter Esi was born on 30 October 2026" is heard, the pregnancy is
history (superseded by the birth), not a live fact recalled for "how is my wife?" in
December. Whose pregnancy a birth ends is read from both summaries:

* a child of the user's born ("User's son Leo was born…", "User had the baby…") ends what
  the user's household was expecting: "User is expecting…", "User and their wife are
  expecting…", "User's wife/partner/husband… is pregnant";
* a relative's baby ("User's sister had her baby…") ends that relative's ("User's sister
  Mia is pregnant…");
* a named person's baby ("User's friend Amani had the baby…", "Amani had a baby girl…") ends
  that person's ("User's friend Amani is pregnant…"), keyed "name:Amani".

A pregnancy memory that names the partner ("User's wife Abena is pregnant…") also says who
the partner is; when it ends, that stays live as a memory of its own ("User's wife is
Abena"), unless a live memory says it already.

Only a pregnancy said before the birth and at most :data:`TERM_DAYS` before it is ended: a
second pregnancy said after the first child's birth stays live. Everything else (a
friend's baby with no name, a birth with no household named) ends nothing.
"""

from __future__ import annotations

import re

__all__ = ["TERM_DAYS", "child_born", "ends", "expecting_of", "one_more", "partner_in", "whose_birth"]

TERM_DAYS = 300  # a pregnancy is told at most about nine months before the birth

_PARTNER = r"(?:wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?|spouse)"
_CHILD = r"(?:son|daughter|child|baby|twins|triplets|kid)"
_RELATIVE = r"(?:sister|brother|sister-in-law|daughter-in-law|cousin|daughter|son|niece|best\s+friend)"

# (a pregnancy lost ends it too: "User had a miscarriage in summer 2026", "User lost the baby at 12 weeks")
_BORN = re.compile(r"\b(?:(?:was|were)\s+born|gave\s+birth|had\s+(?:the|our|their|her|his|a)\s+(?:baby|twins|triplets)|"
                   r"welcomed\s+(?:a|our|their)\s+(?:baby|son|daughter|twins|triplets)|had\s+a\s+(?:miscarriage|stillbirth)"
                   r"|lost\s+(?:the|their|her|a)\s+(?:baby|pregnancy))\b", re.I)
_USERS_CHILD = re.compile(rf"^User(?:'s\s+(?:new(?:born)?\s+|baby\s+|first\s+|second\s+|third\s+)?{_CHILD}\b"
                          # ("User's wife Binta had a baby girl named Isatou": the partner's baby is the household's)
                          rf"|'s\s+{_PARTNER}\b[^.;]{{0,80}}?\b(?:gave\s+birth|had\s+a\s+miscarriage|lost\s+the\s+baby"
                          r"|had\s+(?:a|the|our|their)\s+(?:baby|twins|triplets)\b(?!\s+shower))"
                          r"|\s+and\s+|\s+(?:had|welcomed|lost)\b)", re.I)
# ("User's sister Rhonda had the baby": the one she was expecting; not "… had the baby shower")
_RELATIVES_BABY = re.compile(rf"^User's\s+(?P<rel>{_RELATIVE})\b[^.;]{{0,80}}?\b(?:had\s+(?:the|her|his|their|a)\s+(?:baby|twins)\b(?!\s+shower)"
                             r"|gave\s+birth|welcomed)", re.I)
_EXPECTING = re.compile(rf"^User(?:'s\s+(?P<rel>{_PARTNER}|{_RELATIVE})\b[^.;]{{0,80}}?|\s+and\s+[^.;]{{0,80}}?)?"
                        # ("User is 18 weeks pregnant", "… five months pregnant": the same pregnancy, with how far along)
                        r"\s+(?:is|are)\s+(?:(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine)\s+(?:weeks?|months?)\s+)?pregnant\b|expecting(?=\s*(?:$|[,.!;]|(?:again|due|in|this|next)\b|(?:(?:a|an|their|our|his|her)\s+)?"
                        r"(?:[\w-]+\s+)?(?:baby|child|boy|girl|twins|little\s+one)\b"
                        # ("expecting their third", "expecting our second!": the next child, counted)
                        r"|(?:their|our|his|her)\s+(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th)\s*(?:$|[,.!;]|(?:child|baby|kid)\b))))", re.I)


# a grandchild born: "User's grandson Oliver was born on Thursday, 13 August 2026"
_GRANDCHILD_BORN = re.compile(r"^User's\s+(?:new(?:born)?\s+|baby\s+|first\s+)?grand(?:son|daughter|child|baby)\b[^.;]{0,60}?\bwas\s+born\b",
                              re.I)
# whose pregnancy a grandchild ends: the user's child's, or their child's partner's
_GRANDCHILDS_PARENTS = frozenset({"daughter", "son", "daughter-in-law", "son-in-law"})
# a niece or nephew born: "User's niece Maisie was born"; it ends a sibling's pregnancy ("User's sister Rhonda is
# pregnant…", "User's sister-in-law is expecting…"), not a cousin's or a friend's
_NIBLING_BORN = re.compile(r"^User's\s+(?:new(?:born)?\s+|baby\s+|first\s+)?(?:niece|nephew)\b[^.;]{0,60}?\bwas\s+born\b", re.I)
_NIBLINGS_PARENTS = frozenset({"sister", "brother", "sister-in-law"})


# (bugs62) a person named, the user's friend or anyone the user knows by name, pregnant or had the baby: "User's friend
# Amani is pregnant, due in July 2026", "Amani is expecting twins", "User's friend Amani had the baby …", "Amani had a baby
# girl named Zawadi": the birth ends her pregnancy ("name:Amani"), no one else's (not "… had the baby shower")
_WHO_NAMED = r"^(?:User's\s+(?:[a-z]+(?:[\s-][a-z]+){0,2})\s+)?(?P<name>(?!User\b)(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)\s+"
_NAMED_BABY = re.compile(_WHO_NAMED + r"(?:(?:has|just|finally)\s+)*(?:had\s+(?:the|her|his|their|a)\s+(?:(?:new\s+)?baby|twins)\b(?!\s+shower)"
                         r"|gave\s+birth\b|welcomed\s+(?:a|her|their)\b)", re.I)
_NAMED_EXPECTING = re.compile(_WHO_NAMED + r"(?:is|are)\s+(?:now\s+|finally\s+)?(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine)"
                              r"\s+(?:weeks?|months?)\s+)?(?:pregnant|expecting)\b", re.I)


def whose_birth(summary: str) -> str | None:
    """Whose pregnancy a birth memory ends: ``"user"`` (the user's household), a relation
    ("sister"), ``"grandchild"`` (the user's child's), ``"nibling"`` (a sibling's), or None when the summary tells no
    birth of the user's or a relative's."""
    if not _BORN.search(summary):
        return None
    if _GRANDCHILD_BORN.match(summary):
        return "grandchild"
    if _NIBLING_BORN.match(summary):
        return "nibling"
    if relative := _RELATIVES_BABY.match(summary):
        return _norm(relative["rel"])
    if _USERS_CHILD.match(summary):
        return "user"
    if named := _NAMED_BABY.match(summary):
        return f"name:{named['name']}"
    return None


# (newuser28) a woman of the family due, said without "pregnant": "User's daughter Becky is due in April 2026", "User's wife
# is due on 3 May" (not "User's son is due home on Friday", "… is due in court": a month or a day straight after)
_MONTHS = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
_DUE = re.compile(r"^User's\s+(?P<rel>wife|partner|girlfriend|fianc[ée]e|sister|sister-in-law|daughter-in-law|daughter|niece|cousin"
                  r"|best\s+friend)\b(?:\s+(?-i:[A-Z])[\w'’-]*)?\s+is\s+(?:now\s+)?due\s+(?:(?:in|on|around|by|at\s+the\s+(?:end|start"
                  r"|beginning)\s+of|early|late|mid-?)\s*){0,2}(?:" + _MONTHS + r"|the\s+\d|\d{1,2}\b|any\s+day|next\s+(?:week|month))", re.I)


# (bugs64) a grandchild on the way, the user's child's pregnancy said by the baby: "User's first grandchild is on the
# way", "User's grandchild is due in May 2027"; a grandchild born ends it
_GRANDCHILD_DUE = re.compile(r"^User's\s+(?:\w+\s+)?grand(?:child|baby|kid)\s+is\s+(?:on\s+the\s+way|due)\b", re.I)


def expecting_of(summary: str) -> str | None:
    """Whose pregnancy a memory tells: ``"user"`` (the user, with or through a partner),
    a relation ("sister"), ``"grandchild"`` (the user's child's, said by the baby), or None when it tells none."""
    if _GRANDCHILD_DUE.match(summary):
        return "grandchild"
    m = _EXPECTING.match(summary) or _DUE.match(summary)
    if m is None:
        named = _NAMED_EXPECTING.match(summary)
        return f"name:{named['name']}" if named else None
    rel = m["rel"]
    if rel is None or re.fullmatch(_PARTNER, rel, re.I):
        return "user"
    return _norm(rel)


_PARTNER_NAMED = re.compile(rf"^User's\s+(?P<rel>{_PARTNER})\s+(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)\s+(?:is|are)\s", re.I)


def partner_in(summary: str) -> tuple[str, str] | None:
    """(relation, name) of the partner a pregnancy memory names ("User's wife Abena is
    pregnant…" → ("wife", "Abena")): who the partner is outlives the pregnancy."""
    m = _PARTNER_NAMED.match(summary)
    if m is None or not m["name"][:1].isupper():
        return None
    return m["rel"].lower(), m["name"]


def _norm(rel: str) -> str:
    return re.sub(r"\s+", " ", rel.lower())


def ends(birth: str | None, expecting: str | None) -> bool:
    """Whether a birth of ``birth``'s (:func:`whose_birth`) ends a pregnancy of ``expecting``'s
    (:func:`expecting_of`): the same household, a grandchild and the user's child (or
    their partner) expecting ("User's daughter Karen is expecting, due in August"), or a
    niece or nephew and the user's sibling expecting."""
    if birth is None or expecting is None:
        return False
    return birth == expecting or (birth == "grandchild" and expecting in _GRANDCHILDS_PARENTS) \
        or (birth == "nibling" and expecting in _NIBLINGS_PARENTS)


# the user's own child born and named: "User's son Finn was born on Tuesday, 17 November 2026"
_CHILD_BORN = re.compile(r"^User's\s+(?:new(?:born)?\s+|baby\s+)?(?:son|daughter)\s+(?P<name>[A-Z][\w'’-]*)\s+was\s+born\b")
# how many children the user said they have: "User has two kids: Ava and Leo", "User has 2 children"
_COUNT_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
_HAS_CHILDREN = re.compile(r"^User has (?P<n>one|two|three|four|five|six|seven|eight|nine|[1-9]) (?P<what>kids|children)"
                           r"(?::\s+(?P<names>[A-Z][\w'’-]*(?:(?:,\s+|\s+and\s+)[A-Z][\w'’-]*)*))?$")


def child_born(summary: str) -> str | None:
    """The name of the user's child a birth memory tells of ("User's son Finn was born…" → "Finn"), else None."""
    m = _CHILD_BORN.match(summary)
    return m["name"] if m else None


def one_more(summary: str, name: str) -> str | None:
    """A count of the user's children said before a birth, with the newborn counted ("User has two kids: Ava and Leo",
    "Finn" → "User has three kids: Ava, Leo and Finn"), or None when ``summary`` is no such count."""
    m = _HAS_CHILDREN.match(summary)
    if m is None:
        return None
    n = int(m["n"]) if m["n"].isdigit() else _COUNT_WORDS.index(m["n"]) + 1
    if n >= len(_COUNT_WORDS):
        return None
    count = str(n + 1) if m["n"].isdigit() else _COUNT_WORDS[n]
    if not m["names"]:
        return f"User has {count} {m['what']}"
    names = re.split(r",\s+|\s+and\s+", m["names"])
    if len(names) != n:
        return None  # the names said are not all of them: which are is not known
    return f"User has {count} {m['what']}: {', '.join(names)} and {name}"
