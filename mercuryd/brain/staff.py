"""Who helps the user at home or at work, said in other words than a relation word.

"the young lad who helps me with the cows, Kacper, is off with the flu" is the user's helper Kacper, who helps them with
the cows; "the lady who cleans for us, Brenda, is retiring at Christmas" is the user's cleaner Brenda; "a helper comes
in three mornings a week" is a helper the user has, and when. Someone who helps a friend, a "man who helps at the
library", or a helper asked about ("do I need a helper?") is no one of the user's.
"""

from __future__ import annotations

import re

from mercuryd.brain.fact import Fact, Handler

__all__ = ["RULES", "said_plainly"]

# what the one who helps does, and what they are called for it ("cleans" → "cleaner")
_DOES = {"helps": "helper", "cleans": "cleaner", "cooks": "cook", "gardens": "gardener", "minds": "childminder",
         "drives": "driver", "cares": "carer"}
_PERSON = r"(?:man|lad|lady|woman|girl|boy|guy|fella|chap|gentleman|student)"
# "the young lad who helps me with the cows, Kacper, is …", "the lady who cleans for us, Brenda, is …"
_NAMED_WHO = re.compile(
    rf"\bthe\s+(?:(?:young|old|older|nice|lovely|local|polish|new)\s+){{0,2}}{_PERSON}\s+who\s+(?P<does>{'|'.join(_DOES)})\s+"
    r"(?P<for>(?:for|with)\s+(?:me|us)|me|us)(?P<rest>\s+(?:with|on|in|at|around)\s+[^,.;!?]{2,40}?)?\s*,\s+"
    r"(?P<name>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s*,\s+", re.I)


def _named(m: re.Match[str]) -> str:
    whose = "our" if m["for"].split()[-1].lower() == "us" else "my"
    noun = _DOES[m["does"].lower()]
    name = m["name"]
    if m["rest"]:  # what they help with, a sentence of its own before the news about them
        return f"{whose} {noun} {name} {m['does'].lower()} {m['for'].split()[-1].lower()}{m['rest']}. {name} "
    return f"{whose} {noun} {name} "


def said_plainly(text: str) -> str:
    """``text`` with the user's helper said by what they do and their name put as "my helper Kacper …"."""
    if " who " not in text:
        return text
    return _NAMED_WHO.sub(_named, text)


_HELPERS = r"(?:helper|carer|caregiver|cleaner|home\s+help|housekeeper|nanny|au\s+pair|gardener|childminder)"
_SCHEDULE = (r"(?:on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)(?:\s+and\s+\w+days)?"
             r"|every\s+(?:day|morning|evening|weekday|week|fortnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
             r"|(?:once|twice|(?:two|three|four|five|six|\d)\s+(?:times|mornings|afternoons|evenings|days))\s+a\s+week"
             r"|(?:once|twice)\s+a\s+(?:day|fortnight|month))")


def _comes(m: re.Match[str], clause: str) -> Fact | None:
    """"since the stroke a helper comes in three mornings a week": a helper the user has, and when."""
    who = " ".join(m["who"].lower().split())
    schedule = " ".join(m["when"].lower().split())
    since = f" since their {m['since']}" if m["since"] else ""
    if m["whose"].lower() == "a":
        return Fact("relationship", f"A {who} comes to the user {schedule}{since}")
    name = f" {m['name']}" if m["name"] else ""
    return Fact("relationship", f"User's {who}{name} comes {schedule}{since}")


RULES: list[tuple[str, Handler]] = [
    (rf"^(?:since\s+(?:the|my)\s+(?P<since>stroke|fall|operation|op|surgery|accident|diagnosis|hip\s+replacement|chemo),?\s+)?"
     rf"(?P<whose>my|our|a)\s+(?P<who>{_HELPERS})(?:\s+(?P<name>(?-i:[A-Z])[\w'-]+))?\s+(?:now\s+|still\s+)?comes\s+"
     rf"(?:in\s+|round\s+|over\s+|by\s+)?(?P<when>{_SCHEDULE})\b(?:\s+(?:to|and|for)\b.*)?\s*[.!]*$", _comes),
]
