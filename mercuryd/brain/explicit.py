"""How explicit a casual statement is: what is worth keeping from chat said in passing.

A person keeps "User is allergic to peanuts" and "User won a regional chess tournament"
but not "User loves traveling too", "User got to see some epic spots" or "User has been
working on a project": said in passing, they name nothing one could ask about later.
:func:`explicitness` scores a summary from its words alone - what it names (specific
content words, names, numbers), against what makes it throwaway (an echo of the other
speaker: "too", "as well"; vague stand-ins: "something", "stuff", "a project"; evaluative
filler: "awesome", "epic"). The rules extractor keeps a casual fact (an episode, a taste,
a goal, a project, a habit without a schedule) only when it is explicit enough
(:data:`CASUAL_GATE`); who the user is, what they must avoid, the people in their life,
standing instructions and structured facts (an attribute that can conflict) are never
gated.

The lexicons are small, general English (no per-phrase rules): words that carry no
content of their own in a statement about oneself.
"""

from __future__ import annotations

import re
from collections.abc import Set

from mercuryd.brain import text

# Words that say how or that something happened, not what: light verbs, the verbs of a
# casual statement, time and quantity words, generic nouns.
GENERIC = frozenset(
    """be is am are was were been being have has had having do does did doing done get gets got getting gotten
    go goes went going gone make makes made making take takes took taking taken come came coming give gave
    see saw seen seeing look looking looked find found try tried trying keep kept keeping put start started
    starting begin began finish finished let feel felt feeling think thought know knew want wants wanted hope
    hopes hoping hoped love loves loved loving like likes liked enjoy enjoys enjoyed enjoying need needs needed
    work works worked working use uses used using plan plans planned planning learn learning learned
    say said tell told talk talked talking chat chatted meet met check checked
    thing things stuff something someone somebody somewhere anything everything nothing everyone people person
    lot lots bit bunch ton kind sort way ways time times day days week weeks month months year years moment
    while today yesterday tomorrow tonight recently lately now currently soon ago again later before after
    since back around out up down over away off along part
    new old big small little good great nice bad best better more most much many few some other another same
    own whole real really very so too also even just still only ever always usually sometimes often already
    first last next one two three
    project projects event events place places trip trips experience experiences idea ideas plan option options
    opportunity chance life world community others other goal goals dream dreams passion journey memory memories
    picture pic pics photo photos thing stuff vibes vibe fun blast day night morning evening afternoon weekend
    able sure definitely totally actually honestly finally together
    stay staying help helping helped make difference impact positive upbeat motivated focused strong busy
    hopeful optimistic calm sane active support involved inspire inspiring others everyone known purpose energy
    setback feel feelings happen happens issue issues
    """.split()
)
# Evaluative filler: how it felt, not what it was.
EVALUATIVE = frozenset(
    """amazing awesome epic lovely great cool wild wicked fantastic incredible beautiful stunning special
    exciting excited inspiring inspired fun nice crazy tough hard meaningful sweet cute gorgeous terrific
    wonderful brilliant fab fabulous incredible insane intense rewarding refreshing relaxing peaceful
    happy glad proud grateful thankful blessed lucky stoked thrilled pumped super perfect interesting
    memorable unforgettable magical powerful emotional fulfilling important""".split()
)
# Stand-ins that point at something without naming it, and echoes of what the other said.
# ("Things 3", with its version, is the to-do app, not a stand-in)
_STAND_IN = re.compile(
    r"\b(?:something|someone|somebody|somewhere|stuff|things(?!\s+\d)|a project|some projects|an event|a place|a new place"
    # ("a trip to Korea" names where: no stand-in)
    r"|a trip(?!\s+to\s+(?-i:[A-Z]))|some people|lots of people|a lot|as usual|like (?:they|i) said|too|as well|either)\b",
    re.I,
)
# Dates the extractor itself wrote ("on Friday, 9 May 2023", "in the week of 19 June 2023",
# "around 2020", "in summer 2022"): when, not what.
_DATES = re.compile(
    r"\b(?:on|in|around|by|before|after|until|from)?\s*(?:the\s+(?:week|weekend|night|morning|evening)\s+of\s+)?"
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:\d{1,2}\s+)?(?:january|february|march|april|may|june"
    r"|july|august|september|october|november|december|spring|summer|fall|autumn|winter)?\s*\d{4}\b",
    re.I,
)
_WORD = re.compile(r"[^\W_][\w'-]*")
# "part time", "full time" written without their hyphen: one word of how much one works (each half alone is generic)
_TIME_COMPOUND = re.compile(r"\b(part|full)\s+time\b", re.I)

# A casual fact is kept at or above this (see :func:`explicitness`): one specific word and
# no stand-in ("User likes coffee" stays, "User loves traveling too" goes). In a chat
# between people (:func:`peer_chat`), where much is said in passing, it takes more
# ("User has been busy painting" goes). Chosen on LoCoMo's dev conversations, where the
# same value wins leaving any one conversation out (docs/extraction.md).
CASUAL_GATE = 0.4


PEER_GATE = 0.5
# The other side tells of its own life as a person does ("I just got back from…", "my kids
# loved it"), which an assistant does not ("I can…", "I'd suggest…", "How can I help?").
_SELF = re.compile(
    r"\b(?:my|our)\s+(?!(?:pleasure|apologies|bad|guess|suggestion|recommendation|advice|answer)\b)[a-z]"
    r"|\b(?:I|we)\s+(?:(?:just|also|really|finally|recently|actually)\s+)?(?:[a-z]+ed|went|got|made|took|had|saw"
    r"|was|were|met|ran|won|lost|felt|found|bought|began|wrote|read|love|loved|have been|'ve been)\b"
    # what a friend says of the two of them, and of what they are in the middle of doing
    r"|\bsince (?:we|I) last (?:talked|spoke|chatted|caught up|saw)\b|\blong time no (?:see|talk|chat)\b"
    r"|\bcatch(?:ing)?[ -]up\b|\bwhat(?:'ve| have) you been up to\b"
    r"|\bI'm\s+(?:still|currently|also|now|actually|really|finally)\s+[a-z]+ing\b", re.I)
_ASSISTANT_VOICE = re.compile(
    r"\b(?:how can I help|I can help|what can I do|I'd (?:suggest|recommend)|I would (?:suggest|recommend)"
    r"|let me|as an ai|I don't have (?:personal|feelings)|I'm (?:an|a) (?:ai|assistant|language model))\b", re.I)


def peer_chat(others: list[str]) -> bool:
    """Whether the other side of a conversation is a person chatting, not an assistant:
    at least three turns, two or more of them (and at least one in seven) telling of its own
    life ("I just got back from…", "my kids loved it").
    Friends trade many things in passing; there a casual fact needs more to be kept."""
    turns = [t for t in others if t.strip()]
    if len(turns) < 3:
        return False
    selfish = sum(1 for t in turns if _SELF.search(t) and not _ASSISTANT_VOICE.search(t))
    return selfish >= 2 and selfish >= 0.15 * len(turns)


def _stem(word: str) -> str:
    """A rough stem, enough to tell that "stories" and "story", "cultures" and "culture" are one word."""
    for suffix, repl in (("ies", "y"), ("ing", ""), ("es", "e"), ("ed", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: len(word) - len(suffix)] + repl
    return word


def topic_words(passage: str) -> set[str]:
    """Stems of the specific content words of ``passage`` (what :func:`explicitness` counts)."""
    return {
        _stem(t) for t in (w.lower() for w in _WORD.findall(passage))
        if len(t) > 2 and t not in text.STOP_WORDS and t not in GENERIC and t not in EVALUATIVE and t != "user"
        and not t.endswith("'s") and not t.isdigit()
    }


_SENTENCE_END = re.compile(r"(?<=[.!?])")
_YOU = re.compile(r"\b(?:you|your|u)\b")


def questions_to_user(text: str) -> str:
    """The sentences of ``text`` that ask the user something: those ending in "?" that
    say "you". Split once (a pattern reading to a sentence's end from every start took
    minutes on a long turn without a full stop)."""
    return " ".join(s for s in _SENTENCE_END.split(text) if s.endswith("?") and _YOU.search(s))


def reaction(summary: str, theirs: Set[str], mine: Set[str], asked: str) -> bool:
    """Whether a taste or wish said between people only answers the other's topic: most of
    what it names was brought up by the other side (``theirs``: the :func:`topic_words` of what
    they said before) and not by the user (``mine``, likewise), and the other's last turn
    (``asked``) did not ask the user about it. "That book sounds awesome! Love a good fantasy with strong characters…" after
    a friend's book tip, "Sounds fab! I've always wanted to try the seafood there" after a
    friend's city: a reply of the moment, not what the user would tell of themselves."""
    words = topic_words(summary)
    echo = words & theirs - mine
    if not words or len(echo) * 2 < len(words):
        return False
    return not echo & topic_words(questions_to_user(asked))


def explicitness(summary: str) -> float:
    """How much a summary names, from 0 (nothing: "User had so much fun too") to 1.

    One specific content word gives 0.4, two 0.7, three or more 0.9; a name or number
    (not a date the extractor added) adds 0.2; each stand-in or echo ("something", "too")
    takes 0.25 off and each evaluative word 0.1.
    """
    body = _DATES.sub(" ", summary)
    body = _TIME_COMPOUND.sub(r"\1-time", body)  # "going part time": one thing named, as "part-time" is
    tokens = _WORD.findall(body)[1:]  # the leading "User" / "User's"
    specific = [
        t for t in (w.lower() for w in tokens)
        if len(t) > 2 and t not in text.STOP_WORDS and t not in GENERIC and t not in EVALUATIVE
        and not t.endswith("'s") and not t.isdigit()
    ]
    named = [t for t in tokens if t[:1].isupper() or t[:1].isdigit()]
    score = (0.0, 0.4, 0.7)[len(specific)] if len(specific) < 3 else 0.9
    score += 0.2 if named else 0.0
    score -= 0.25 * len(_STAND_IN.findall(body))
    score -= 0.1 * sum(1 for t in tokens if t.lower() in EVALUATIVE)
    return max(0.0, min(1.0, score))


__all__ = ["CASUAL_GATE", "EVALUATIVE", "GENERIC", "PEER_GATE", "explicitness", "peer_chat", "reaction", "topic_words"]
