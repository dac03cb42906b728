"""A goal reached ends the goal, as a goal given up does.

"User is training for the Dublin marathon in October 2026" is an aim until it is done;
once "User ran the Dublin marathon on Sunday, 18 October 2026" is heard, the training is
history (superseded by the achievement, kept under it), not a live goal in the active
state in December. The same for "User passed their driving test" after "User is learning
to drive", "User finished the thesis" after "User is writing their thesis on coral
reefs", "User got the AWS Solutions Architect certification" after "User is studying for
the AWS Solutions Architect certification".

An achievement is the user's own, told in the past with a verb of completion (ran,
finished, completed, passed, got, earned, submitted, defended, graduated with…) and its
object; it reaches a goal or project (never another kind of memory) said before it when
every word of the object is a word of the goal ("the Dublin marathon" reaches "training
for the Dublin marathon"; "the Berlin half marathon" does not, nor "20 miles for the
Dublin marathon training"). A test, exam or licence of a skill reaches the learning of
that skill ("passed their driving test" reaches "learning to drive"). Saying the goal's
words is not reaching it: "User is running the Dublin marathon next week", "User failed
their driving test", "User didn't finish the Dublin marathon" end nothing; an object of
only generic words ("the certification") that fits more than one live goal ends none of
them; "a marathon" (said indefinitely) does not reach a goal that names which one.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from mercuryd.brain import text

__all__ = ["Achievement", "achieved", "aim_words", "generic", "kin_joined", "made_official", "official_named", "reaches", "reaches_entry"]


class Achievement(NamedTuple):
    """What an achievement memory says was reached: its object's words, the verb's stem
    ("get" for got), and whether the object was said indefinitely ("a marathon")."""

    words: list[str]
    verb: str
    indefinite: bool

_COMPLETE = (r"ran|run|finished|completed|passed|got|gotten|earned|gained|received|obtained|achieved|submitted|defended"
             r"|handed\s+in|graduated\s+(?:with|from)|aced|nailed|cleared|was\s+awarded|been\s+awarded|qualified\s+(?:for|as)"
             # "User sent the novel off on 28 September", "User sent off their manuscript to the publisher": work handed over
             r"|sent\s+off|sent(?=\s+(?:the|their|a|an)\s+(?:[\w'-]+\s+){0,3}?off\b)"
             # "User joined the Navy" after "User wants to join the Navy": what was to be joined, joined
             r"|joined|enlisted\s+in|signed\s+(?:up\s+)?with"
             # "User opened the guesthouse" after "User has decided to open a guesthouse": what was to be opened, opened
             r"|opened")
_REACHED = re.compile(r"^User\s+(?:(?:has|have|had|finally|just|officially|successfully|actually|now|also)\s+)*"
                      rf"(?P<verb>{_COMPLETE})\s+(?P<obj>.+)$", re.I)
# where the object ends: a time, a place of the event, a result or a reason said after it
_OBJECT_END = re.compile(r"\s*[,;:(!?]|\s+(?:-|–|—)\s|\s+(?:on|in|at|last|this|yesterday|today|tonight|after|before|with|since"
                         r"|because|so|and|but|first\s+time|ago|by|despite)\b", re.I)
# what a skill is tested by: "driving test", "driving licence"
_GENERIC = frozenset("test tests exam exams licence license permit certificate certification cert qualification".split())
_NOT_NAMES = frozenset("""user i january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday""".split())
# what reaching it is called when the goal says it too ("wants to get a dog", "got a dog")
_VERB_STEM = {"ran": "run", "got": "get", "gotten": "get", "gained": "gain", "received": "receiv", "obtained": "obtain",
              "achieved": "achiev", "finished": "finish", "completed": "complet", "passed": "pass", "earned": "earn",
              "submitted": "submit", "sent": "send", "sent off": "send", "joined": "join", "opened": "open", "enlisted in": "join",
              "signed with": "join", "signed up with": "join", "defended": "defend", "aced": "ace", "nailed": "nail", "cleared": "clear"}
# what is one thing to reach, said in one word ("finished the thesis", "got the certification")
_MILESTONES = _GENERIC | frozenset("""thesis dissertation degree marathon triathlon ultra phd masters diploma apprenticeship
novel certification""".split())
_LEARNING = re.compile(r"\blearn(?:s|ing)?\s+(?:how\s+)?to\s+(?P<verb>[a-z]+)", re.I)


# a named relative's joining ("User's son Kevin joined the Army", "… signed with the Army"): what they wanted to join
_KIN_JOINED = re.compile(r"^(?P<who>User's\s+(?:[a-z-]+\s+){1,2}?(?-i:[A-Z])[\w'’-]+)\s+(?:(?:has|just|finally|officially)\s+)*"
                         r"(?P<verb>joined|enlisted\s+in|signed\s+(?:up\s+)?with)\s+(?P<obj>.+)$")


def kin_joined(summary: str) -> tuple[str, Achievement] | None:
    """Whose joining ``summary`` tells, a named relative's ("User's son Kevin"), and what was joined; None when none."""
    m = _KIN_JOINED.match(summary.strip())
    got = achieved(f"User {m['verb']} {m['obj']}") if m else None
    return (m["who"], got) if m and got else None


def achieved(summary: str) -> Achievement | None:
    """What an achievement memory says the user reached ("User ran the Dublin marathon on
    Sunday" → words ["dublin", "marathon"], verb "run"), or None when it tells none."""
    m = _REACHED.match(summary.strip())
    if m is None:
        return None
    obj = m["obj"]
    if m["verb"].lower().startswith("sent"):  # "the novel off to Host publishers": the work sent, not where to
        obj = re.sub(r"\s+off\b", "", re.split(r"\s+to\s+", obj, maxsplit=1)[0], count=1)
    if end := _OBJECT_END.search(obj):
        obj = obj[: end.start()]
    words = [w for w in text.content_words(obj) if w.isalnum() and w not in {"their", "them", "they"}]
    if not words:
        return None
    verb = " ".join(m["verb"].lower().split())
    return Achievement(words, _VERB_STEM.get(verb, verb.split()[0]), bool(re.match(r"(?:a|an|one)\s", obj, re.I)))


def aim_words(summary: str) -> list[str]:
    """The words to look a goal's achievement up by (prefixes of its content words)."""
    return [w for w in text.content_words(summary) if w.isalnum() and w != "user"]


def _stem(word: str) -> str:
    return re.sub(r"(?:ing|ed|es|s|e)$", "", word) if len(word) > 5 else word


def _same(word: str, said: list[str]) -> bool:
    """``word`` is one of ``said``, or begins one, or shares its stem ("drive", "driving")."""
    stem = _stem(word)
    return any(s == word or (len(word) >= 4 and (s.startswith(word[:5]) or _stem(s) == stem)) for s in said)


def reaches(achievement: Achievement, goal_summary: str) -> bool:
    """Whether an achievement (:func:`achieved`) is what the goal aims at."""
    words = achievement.words
    said = text.words(goal_summary)
    head = text.words(goal_summary.split(",")[0])
    if "," in goal_summary and all(_same(w, said) for w in words) and not all(_same(w, head) for w in words):
        # "passed the first module" of "doing their nursing degree top-up, first module ends in June": a part the goal
        # names after what it is, not the goal
        return False
    if all(_same(w, said) for w in words):
        if len(words) == 1 and words[0] not in _MILESTONES \
                and not any(s.startswith(achievement.verb) for s in said):
            # one word, and no milestone: "finished the book" is not "wants to write a book",
            # "finished their shift" not "working on the shift rota tool"; "got a dog" is
            # "wants to get a dog" (the goal says what reaching it is)
            return False
        if achievement.indefinite:
            # "User ran a marathon" does not reach "training for the Dublin marathon": which one is named
            named = {w.lower() for w in re.findall(r"\b[A-Z][\w'-]*", goal_summary)} - _NOT_NAMES
            return named <= set(words)
        return True
    learning = _LEARNING.search(goal_summary)
    if learning is None:
        return False
    # "passed their driving test" reaches "learning to drive": the skill, then what tests it
    verb = learning["verb"].lower().rstrip("e")
    rest = [w for w in words if not w.startswith(verb)]
    return len(rest) < len(words) and all(w in _GENERIC for w in rest)


# an event entered ahead: "User entered the Soweto marathon in November 2026", "User signed up for the Cardiff half …"
# (newuser28: a course enrolled in is an entry too, ended when it is finished: "User enrolled in an evening UX design course at
# Algebra" and "User finished the course")
_ENTRY = re.compile(r"^User\s+(?:has\s+)?(?:just\s+)?(?:entered|signed\s+up\s+for|registered\s+for|enrolled\s+(?:in|on|for))\s+"
                    r"(?P<event>.+)$")


def reaches_entry(achievement: Achievement, summary: str) -> bool:
    """Whether a race run or finished is the one an entry said before was for: "User finished Soweto in 4:05" and "User
    entered the Soweto marathon in November 2026" (the race called by its name alone, one word, which :func:`reaches`
    leaves for a goal)."""
    m = _ENTRY.match(summary.strip())
    if m is None or achievement.verb not in {"run", "finish", "complet"} or achievement.indefinite:
        return False
    event = m["event"]
    if end := _OBJECT_END.search(event):
        event = event[: end.start()]
    said = text.words(event)
    # (bugs63) a course called short: "finished the bee course" is the one "signed up for a beekeeping course" entered
    # (a word of three letters beginning the entry's word, only beside the course's own word)
    course = achievement.words[-1] in _COURSE_WORDS and achievement.words[-1] in said
    return all(_same(w, said) or (course and len(w) >= 3 and any(s.startswith(w) for s in said)) for w in achievement.words)


_COURSE_WORDS = frozenset("course class workshop programme program module".split())


def generic(achievement: Achievement) -> bool:
    """The object names no particular thing ("the certification", "the exam")."""
    return all(w in _GENERIC for w in achievement.words)


# "registered with Safe Electric! Nowak Electrical is official", "Little Fern is officially open!!", "Okafor Tiling is now
# official": a business, a shop or a charity the user aimed to start, said done by its name (the name in capitals, up to
# five words; "it is official" names nothing, and a name no live goal says ends nothing: "the new Pixel is official")
_OFFICIAL = re.compile(
    r"(?:^|(?<=[.!?,;:-]\s)|(?<=[.!?]))\s*(?P<name>(?-i:[A-Z])[\w&'’.-]*(?:\s+(?:&|and|of|the|(?-i:[A-Z])[\w&'’.-]*)){0,4})\s+"
    r"(?:is|are|'s)\s+(?:now\s+|finally\s+|officially\s+)*(?:official\b|officially\s+(?:open|launched|registered|live|a\s+thing"
    r"|in\s+business|up\s+and\s+running)\b|open\s+for\s+business\b)", re.I)
_NOT_A_NAME = frozenset("it this that he she they we i everything user".split())


def official_named(message: str) -> list[str]:
    """The names ``message`` says are now official ("Nowak Electrical is official" → ["Nowak Electrical"])."""
    if "official" not in message.lower() and "open for business" not in message.lower():
        return []
    out = []
    for m in _OFFICIAL.finditer(message[:2000]):
        name = m.group("name").strip()
        if name.lower() in _NOT_A_NAME or not name[-1:].isalnum():
            continue
        if re.match(r"[^.!?]*\?", message[m.end():m.end() + 200]):
            continue  # "Bean There is official? is that the word": asked, not said
        if re.search(r"\b(?:if|when|once|until|whether|before)\s+$", message[max(0, m.start() - 12):m.start()], re.I):
            continue  # "once Nowak Electrical is official, …": not yet
        out.append(name)
    return out


# what a goal of starting something aims at: "User's goal in 2026 is to start their own electrical company, Nowak
# Electrical", "User wants to open their own bakery called Rye and Shine"
_START_AIM = re.compile(r"\b(?:to\s+)?(?P<verb>start|open|launch|set\s+up|register|found|create|build)\s+(?P<what>(?:their|a|an|the)\s+.+)$", re.I)
_STARTED = {"start": "started", "open": "opened", "launch": "launched", "set up": "set up", "register": "registered",
            "found": "founded", "create": "created", "build": "built"}


def made_official(name: str, goal_summary: str) -> str | None:
    """What a goal of starting ``name`` became when ``name`` is said official ("User started their own electrical
    company, Nowak Electrical"); None when the goal names no such start of it."""
    if re.search(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", goal_summary) is None:
        return None
    aim = _START_AIM.search(goal_summary)
    if aim is None or name not in aim.group("what"):
        return None
    verb = " ".join(aim.group("verb").lower().split())
    return f"User {_STARTED[verb]} {aim.group('what').rstrip(' .')}"
