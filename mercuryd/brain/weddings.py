"""A wedding planned ends when the wedding is told as done, as a goal ends when it is reached.

"User is getting married on Saturday, 26 September 2026" is a plan until the user says it
happened; once "User got married on the weekend of 26 September 2026" (or "User and Ana got
married …", "User married Ana …") is heard, the plan is history (superseded by the marriage,
kept under it), not a live plan in December. An old chat heard late (the plan after the
marriage, by message time) is the marriage's history at once.

Only the same person's marriage, told in the past, ends it: the user's own, or a relative's
named ("User's grandson Ioane and Mele were married on 21 November 2026" ends "User's grandson
Ioane is getting married on 21 November 2026 to Mele", never the user's own plan nor another
relative's); "User's sister got married" (no one named), "User
went to a wedding", "User is planning the wedding menu", "User didn't get married in the end"
end nothing; a plan that names a partner ("User and Ana are getting married in June") is not
ended by a marriage to someone else named ("User and Ben got married").
"""

from __future__ import annotations

import re

__all__ = ["SPOUSE_OF", "as_spouse", "divorce_done", "divorce_under_way", "ends", "married_to", "planned_with", "whose"]

# whose wedding: the user's, or a relative's named ("User's grandson Ioane is getting married …", "User's grandson Ioane
# and Mele were married …"); a relative unnamed ("User's sister got married") is no wedding of theirs told
_WHOSE = r"^User(?:'s\s+(?:[a-z-]+\s+){1,2}?(?P<kin>[A-Z][\w'’-]*))?\s+"
# who, between "User and" and the verb: a name, or "their <relation> <Name>"
_WHO = r"(?:and\s+(?:their\s+[\w-]+\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)\s+)?"
# ("User and their fiancée Lina will marry in August 2026": the plan said with "will")
_PLAN = re.compile(rf"{_WHOSE}{_WHO}(?:(?:(?:is|are)\s+)?(?:(?:finally|officially|actually)\s+)?(?:getting\s+married|marrying)"
                   r"|will\s+(?:(?:finally|officially)\s+)?(?:marry|get\s+married|be\s+married|be\s+getting\s+married))\b"
                   r"(?:\s+(?:to\s+|their\s+[\w-]+\s+)?(?P<to>[A-Z][\w'’-]*))?")
_DONE = re.compile(rf"{_WHOSE}{_WHO}(?:(?:just|finally|officially|actually|have|has)\s+)*"
                   # ("User's son Yaw and Abena are married": the wedding told as done, said as their state now)
                   # (lead60) "User's daughter Torunn married" ("torunn married now"), "User's son Ivo is married now": the
                   # relative's state now, their wedding done
                   r"(?:got\s+married|were\s+married|(?:are|is)\s+(?:now\s+)?married(?!\s+(?:in|on|next|this|at|to|for|with)\b)"
                   r"|married(?=\s+now\b|\s*$)|married\s+(?:their\s+[\w-]+\s+)?(?P<to>[A-Z][\w'’-]*)|tied\s+the\s+knot|eloped"
                   # (lead61) "User's daughter Harleen wedding done, 600 people", "User's son Ivo's wedding was lovely": the
                   # wedding told as past (a relative named: whose it is; not "… wedding is on 3 May", ahead)
                   r"|(?<=[a-z]['’]s\s)wedding\s+(?:was|went|is\s+(?:done|over)|done|over|has\s+been|happened)"
                   r"|(?<=[a-z]\s)wedding\s+(?:was|went|is\s+(?:done|over)|done|over|has\s+been|happened))\b"
                   r"(?:\s+to\s+(?P<to2>[A-Z][\w'’-]*))?")
_NOT_NAMES = frozenset({"on", "in", "at", "last", "this", "next"})
# a relative's wedding to come said by the engagement, the fiancé(e) or the wedding's day ("User's daughter Zilan is
# engaged", "User's daughter Zilan's fiancé is Serkan", "User's daughter Zilan wedding is on 20 June 2026"): ended when
# that relative's marriage is told as done, as "… is getting married" is (not "User's daughter Zilan went to a wedding")
_ENGAGED = re.compile(r"^User's\s+(?:[a-z-]+\s+){1,2}?(?P<kin>[A-Z][\w-]*)(?:['’]s)?\s+"
                      r"(?:is\s+(?:now\s+)?engaged(?:\s+to\s+(?:their\s+[\w-]+\s+)?(?P<to>[A-Z][\w'’-]*))?\b"
                      r"|fianc[ée]e?\s+is\s+(?P<to2>[A-Z][\w'’-]*)|wedding\s+is\s+(?:on|in)\b)")


# the user's own engagement ("User and Amina got engaged", "User got engaged to amina", "User is engaged to Jo"): the
# wedding to come, ended when the marriage is told as done
_OWN_ENGAGED = re.compile(r"^User\s+(?:and\s+(?:their\s+[\w-]+\s+)?(?P<name>[A-Z][\w'’-]*)\s+)?(?:(?:just|finally|officially|have|has)\s+)*"
                          r"(?:got|is|are|became|have\s+been|has\s+been)\s+(?:(?:now|officially)\s+)?engaged\b"
                          r"(?:\s+to\s+(?:their\s+[\w-]+\s+)?(?P<to>[A-Za-z][\w'’-]*))?")


def _who(m: re.Match[str]) -> str:
    """The partner named in the match, lower case; "" when none is."""
    for group in ("name", "to", "to2"):
        said = m.groupdict().get(group)
        if said and said.lower() not in _NOT_NAMES:
            return said.split()[0].lower()
    return ""


def planned_with(summary: str) -> str | None:
    """Whether ``summary`` plans the user's wedding: the partner named ("" if none), or None."""
    m = _PLAN.match(summary.strip()) or _ENGAGED.match(summary.strip()) or _OWN_ENGAGED.match(summary.strip())
    return None if m is None else _who(m)


def married_to(summary: str) -> str | None:
    """Whether ``summary`` tells the user's wedding as done: the partner named ("" if none), or None."""
    m = _DONE.match(summary.strip())
    return None if m is None else _who(m)


def whose(summary: str) -> str:
    """Whose wedding ``summary`` plans or tells: "" for the user's, else the relative's name, lower case."""
    m = re.match(_WHOSE, summary.strip())
    # ("User's daughter Zilan's fiancé is Serkan": Zilan's wedding)
    return re.sub(r"['’]s$", "", (m.group("kin") or "").lower()) if m else ""


def ends(marriage: str, plan: str) -> bool:
    """Whether a marriage (its partner, :func:`married_to`) is the wedding a plan (:func:`planned_with`) was for."""
    return not marriage or not plan or marriage == plan


# the user's fiancé(e) said before the wedding: "User's fiancé is Dawid", "User's fiancée teaches primary school"
# (bugs59: the girlfriend or boyfriend said before, by the name the marriage says, "User's girlfriend is Ana")
_FIANCE = re.compile(r"^User's (?P<rel>fianc[ée]e?|girlfriend|boyfriend)(?P<rest>\s.*)$")
# the spouse a partner before the wedding is, where the word says which (a fiancé, said of anyone, is only the spouse)
SPOUSE_OF = {"fiancée": "wife", "fianceé": "wife", "fiancee": "wife", "girlfriend": "wife", "boyfriend": "husband"}


def as_spouse(summary: str, marriage: str) -> str | None:
    """``summary`` said of the user's fiancé(e), retitled for the user's marriage told as done (its partner,
    :func:`married_to`): "User's fiancé Dawid is a paramedic" is "User's husband Dawid is a paramedic" once "User got
    married on 7 November 2026" is heard (a fiancée is a wife). A marriage naming someone else retitles nothing; a
    relative's fiancé(e) ("User's sister's fiancé …") is not the user's. None when ``summary`` is no such memory."""
    m = _FIANCE.match(summary.strip())
    if m is None:
        return None
    rel = m["rel"].lower()
    if marriage or rel in {"girlfriend", "boyfriend"}:  # (a girlfriend or boyfriend is the spouse only by the name said)
        named = re.match(r"\s+(?:is\s+)?(?P<n>[A-Z][\w'’-]*)", m["rest"])
        if named is None or named["n"].lower() != marriage:
            return None
    spouse = SPOUSE_OF.get(rel, "husband")
    return f"User's {spouse}{m['rest']}"


# A separation under way ends when the divorce is told as done, as a wedding planned ends when it is told as done: "User and
# Rafael are separating" (or "User and their husband are splitting up", "User is getting divorced") is history once "User's
# divorce came through" (or "User is officially divorced", "User and Rafael got divorced") is heard. Only the user's own:
# "User's sister's divorce came through" ends nothing, nor does a divorce from someone else named.
_UNDER_WAY = re.compile(r"^User(?:\s+and\s+(?:their\s+(?:husband|wife|partner|spouse)\s*(?P<n1>[A-Z][\w'’-]*)?|(?P<n2>[A-Z][\w'’-]*)))?"
                        r"\s+(?:is|are)\s+(?:(?:now|currently|officially|finally)\s+)?(?:separating|splitting\s+up|getting\s+(?:a\s+)?divorced?)\b")
_DIVORCE_DONE = re.compile(r"^User(?:'s\s+divorce\s+(?:came\s+through|(?:was|is|has\s+been)\s+(?:now\s+|finally\s+|officially\s+)*"
                           r"(?:finali[sz]ed|final|through|done|official))"
                           r"|\s+(?:is|got)\s+(?:(?:now|finally|officially|legally)\s+)*divorced"
                           r"|\s+and\s+(?:their\s+[\w-]+\s+)?(?P<n>[A-Z][\w'’-]*)\s+(?:(?:finally|officially|have|are)\s+)*(?:got\s+)?divorced)\b")


def divorce_under_way(summary: str) -> str | None:
    """Who the user is separating from, lower-cased ("" when no one is named), or None when ``summary`` tells no
    separation of the user's under way."""
    m = _UNDER_WAY.match(summary.strip())
    return None if m is None else (m["n1"] or m["n2"] or "").lower()


def divorce_done(summary: str) -> str | None:
    """Who the user is divorced from, lower-cased ("" when no one is named), or None when ``summary`` tells no divorce
    of the user's done."""
    m = _DIVORCE_DONE.match(summary.strip())
    return None if m is None else (m["n"] or "").lower()
