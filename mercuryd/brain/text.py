"""Text helpers shared by dedup, conflicts and search: normalising and tokenising."""

from __future__ import annotations

import re
import unicodedata

_WORD = re.compile(r"\w+(?:['’]\w+)*", re.UNICODE)
_SPACE = re.compile(r"\s+")

STOP_WORDS = frozenset(
    """a an the and or but if of to in on at by for with from as is are was were be been
    being am do does did has have had it its this that these those there here i me my
    mine we our you your he him his she her they them their what which who whom when
    where why how all any both each few more most other some such only own same so than
    too very can will just should would could may might must shall into over under
    again further then once about above below up down out off also user user's users
    s t don doesn didn isn aren wasn weren won wouldn""".split()
)

MONTHS = frozenset(
    """january february march april may june july august september october november
    december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday
    thursday friday saturday sunday""".split()
)


# Control characters (NUL cuts SQLite's length() short and breaks the CHECK on summaries).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# Invisible format characters trimmed from the ends with the spaces (a summary or a name
# made only of them shows nothing and is empty); inside a text they stay (a joiner in an
# emoji or between letters is part of it).
_EDGE = " \u00ad\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e" \
        "\u2060\u2066\u2067\u2068\u2069\ufeff"


def clean_summary(text: str) -> str:
    """Trim and collapse whitespace, drop control characters; the stored form of a summary."""
    return _SPACE.sub(" ", _CONTROL.sub(" ", unicodedata.normalize("NFC", text))).strip(_EDGE)


def words(text: str) -> list[str]:
    """Case-folded word tokens of any script."""
    return [w.replace("’", "'") for w in _WORD.findall(unicodedata.normalize("NFKC", text).casefold())]


def norm(text: str) -> str:
    """The dedup key: case-folded words joined by single spaces, punctuation dropped."""
    out = " ".join(words(text))
    return out or text.strip().casefold()


def content_words(text: str) -> list[str]:
    return [w for w in words(text) if w not in STOP_WORDS]


_NAME_RUN = re.compile(r"\b[A-Z][\w'’-]*(?:\s+(?:(?:of|and|for|the|in|on|de|du|des|la|le|&)\s+)*[A-Z][\w'’-]*)+")


def initials(text: str) -> set[str]:
    """The initials, lower case, of each run of capitalised words in ``text`` ("the Pharmacy Examining Board of Canada
    exam" → {"pebc"}): what an exam, a body or a course is called by its letters (the small words inside left out)."""
    return {"".join(w[0] for w in run.split() if w[0].isupper()).lower() for run in _NAME_RUN.findall(text)}


def _stem(word: str) -> str:
    """A very light stemmer for near-duplicate comparison (not for search)."""
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def specifics(text: str) -> frozenset[str]:
    """Names, numbers, dates and places: what makes two similar sentences different facts.

    A word counts when it holds a digit, is a month or weekday, or is capitalised
    anywhere but the first word of the sentence (and is not "User").
    """
    out: set[str] = set()
    tokens = _WORD.findall(unicodedata.normalize("NFKC", text))
    for i, tok in enumerate(tokens):
        low = tok.casefold()
        if any(ch.isdigit() for ch in tok) or low in MONTHS:
            out.add(low)
        elif i > 0 and tok[:1].isupper() and low not in {"user", "user's", "i"}:
            out.add(low)
    return frozenset(out)


def near_duplicate(a: str, b: str) -> bool:
    """True when two summaries state the same fact in slightly different words.

    "prefers concise answers" ~ "prefers concise technical answers"; but summaries
    that differ in a name, number, date or place are never duplicates
    ("visited Paris in May" / "visited Rome in May").
    """
    if specifics(a) != specifics(b):
        return False
    wa = {_stem(w) for w in content_words(a)}
    wb = {_stem(w) for w in content_words(b)}
    if not wa or not wb:
        return norm(a) == norm(b)
    if negated(a) != negated(b) or reversed_comparison(a, b) or bool(_MENDED.search(a)) != bool(_MENDED.search(b)) \
            or bool(_COUPLE_TURN.search(a)) != bool(_COUPLE_TURN.search(b)):
        return False
    small, large = (wa, wb) if len(wa) <= len(wb) else (wb, wa)
    overlap = len(small & large)
    if len(small) >= 2 and overlap == len(small) and len(large) - len(small) <= 2:
        return True
    return overlap / len(wa | wb) >= 0.75


# Over an illness or injury: "… is off the crutches" is no restatement of "… is on crutches" ("off", "on" are no
# content words), nor "… is out of hospital" of "… is in hospital"
_MENDED = re.compile(r"\b(?:off\s+(?:the\s+|his\s+|her\s+|their\s+)?crutches|out\s+of\s+(?:the\s+|his\s+|her\s+|their\s+)?"
                     r"(?:hospital|cast|sling|plaster)|home\s+from\s+(?:the\s+)?hospital|recovered|healed|mended|discharged"
                     r"|(?:cast|sling|plaster|boot|brace|splint|stitches)\s+(?:\w+\s+)?off)\b", re.IGNORECASE)

# A couple's turn: "User and their boyfriend Luca got engaged" is news, no fuller "User's boyfriend is Luca"
_COUPLE_TURN = re.compile(r"\b(?:got|are|is|were|was|have\s+got)\s+(?:just\s+)?(?:engaged|married|divorced)\b|\b(?:broke|split)\s+up\b"
                          r"|\bproposed\b", re.IGNORECASE)


def adds_to(new: str, old: str) -> bool:
    """True when ``new`` says everything ``old`` says (every content word, stemmed) and more."""
    wn = {_stem(w) for w in content_words(new)}
    wo = {_stem(w) for w in content_words(old)}
    return bool(wo) and wo < wn


_NEGATION = re.compile(
    r"\b(?:not|never|no longer|don't|doesn't|didn't|isn't|aren't|wasn't|won't|can't|cannot"
    r"|dislikes?|hates?|stopped|quit)\b|n't\b",
    re.IGNORECASE,
)


def negated(text: str) -> bool:
    """Word-boundary negation: "does not like" is negated, "Notion" and "notes" are not."""
    return bool(_NEGATION.search(text.replace("’", "'")))


# A choice between two things, said in the order that makes it one: "User prefers tea to coffee", "User would
# rather take the train than fly", "User likes cats more than dogs" (the same words reversed are the opposite fact)
# (a comma ends the comparison: "User prefers coffee to tea, the new espresso machine changed them" is a reason after it)
_CONTEXT = r"(?P<ctx>\s+(?:for|when|in|at|on|with|during|because|since|as|if|unless)\b[^,;]*)?\s*(?:[,;].*)?[.!]*$"
_COMPARED = (
    re.compile(r"\b(?:prefers?|preferred|would\s+rather|'d\s+rather)\s+(?P<a>.+?)\s+(?:to|over|than|rather\s+than|instead\s+of)"
               r"\s+(?P<b>[^,;]+?)" + _CONTEXT, re.I),
    re.compile(r"\b(?:likes?|loves?|enjoys?|wants?)\s+(?P<a>.+?)\s+(?:more|better)\s+than\s+(?P<b>[^,;]+?)" + _CONTEXT, re.I),
)


def compared(summary: str) -> tuple[frozenset[str], frozenset[str], str] | None:
    """The chosen side, the side it is chosen over (content words, stemmed) and the context of a
    comparison ("User prefers email to phone calls for work matters": email, phone calls, "for work
    matters"); None when ``summary`` compares nothing."""
    m = next((m for pattern in _COMPARED if (m := pattern.search(summary))), None)
    if m is None:
        return None
    def stems(said: str) -> frozenset[str]:
        return frozenset(_stem(w) for w in content_words(said))

    chosen, rejected, ctx = stems(m.group("a")), stems(m.group("b")), m.group("ctx") or ""
    if not chosen - rejected or not rejected - chosen:
        # "prefers running in the morning to running in the evening": what tells the sides apart was read as
        # the context; it is the rejected side's own
        rejected, ctx = stems(m.group("b") + ctx), ""
    chosen, rejected = chosen - rejected, rejected - chosen  # the words both sides share choose nothing
    if not chosen or not rejected:
        return None
    return chosen, rejected, " ".join(words(ctx))


def reversed_comparison(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` choose opposite sides of the same two things ("prefers tea to coffee" /
    "prefers coffee over tea"), whatever the context of either."""
    ca, cb = compared(a), compared(b)
    return ca is not None and cb is not None and bool(ca[0] & cb[1]) and bool(ca[1] & cb[0])
