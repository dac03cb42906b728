"""Small English text helpers for the rules extractor: splitting, filtering, rewriting.

Everything here is deterministic and regex-based, compiled at import. It knows just
enough English to turn "I usually go for a run" into "User usually goes for a run" and
to tell a statement from a question, a hypothetical or an instruction.
"""

from __future__ import annotations

import re

from mercuryd.brain.candidate import CONTEXT_CLOSE, CONTEXT_OPEN

_ECHO = re.compile(re.escape(CONTEXT_OPEN) + r".*?(?:" + re.escape(CONTEXT_CLOSE) + r"|\Z)", re.I | re.S)
_ECHO_TAIL = re.compile(r"\A.*?" + re.escape(CONTEXT_CLOSE), re.I | re.S)

# A message that reads like a (restated) system prompt is dropped whole.
_SYSTEM_LIKE = re.compile(
    r"\A\s*(?:system\s*:|\[system\]|<\|?system|#+\s*(?:system|instructions?)\b|you are (?:a|an|the|now)\b"
    r"|you're (?:a|an)\s+\w*\s*(?:assistant|ai|bot|model)|as an ai\b|as a (?:large )?language model)"
    r"|you are a helpful|as an ai language model|ignore (?:all )?(?:the )?previous instructions",
    re.I,
)

_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+|\s*\n+\s*|(?<=[.!?])(?=[A-Z])|;\s+")
_CLAUSE_SPLIT = re.compile(
    r"(?:,\s*|\s+)(?:and|but|so|because|though|although|plus|also|and also)\s+(?=(?:i|i'm|i've|i'd|i'll|my|we|we're)\b)"
    r"|,\s+(?=(?:i|i'm|i've|i'd|i'll)\s)|\s+-{1,2}\s+|\s+—\s+",
    re.I,
)

_LEAD = re.compile(
    r"^(?:hi|hey|hello|hiya|yo|ok|okay|oh|well|so|also|and|but|actually|honestly|btw|by the way|fyi|just fyi"
    r"|for the record|for context|just so you know|to be honest|tbh|anyway|anyways|fun fact|again|yeah|yes|yep"
    r"|no|nope|sure|right|hmm+|um+|uh+|lol|haha|thanks|thank you|cool|great|nice|oh and|also note"
    r"|remember that|remember|please remember that|please remember|please note that|please note|note that"
    r"|keep in mind that|keep in mind|in fact|plus|besides|as i said|like i said|as mentioned|by the way"
    r"|these days|right now|at the moment|lately|nowadays|currently|for now|at present)"
    r"(?:\s*[,:!.\-–—]\s*|\s+)",
    re.I,
)
_GREETING = re.compile(r"^(?:hi|hey|hello|hiya|yo|good (?:morning|afternoon|evening))\b", re.I)
_LEADING_SYMBOLS = re.compile(r"^[^\w\"']+")
_FRAGMENT = re.compile(r"^been\s+(?=\w+ing\b)", re.I)
_HEDGE = re.compile(
    r"^(?:i think|i guess|i believe|i suppose|i feel like|i'd say|maybe|probably|perhaps|possibly|kind of"
    r"|sort of|i'm not sure but|not sure but)(?:\s*,\s*|\s+)(?:that\s+)?",
    re.I,
)

_QUESTION_START = re.compile(
    r"^(?:what|who|where|when|why|how|which|whose|whom|do|does|did|can|could|would|should|is|are|am|will"
    r"|shall|may|might|have|has|isn't|aren't|don't|doesn't|didn't|won't|wouldn't|shouldn't|any idea)\b",
    re.I,
)
_HYPOTHETICAL = re.compile(
    r"\bif\b|\bwhat if\b|\bi wish\b|\bwere i\b|\bif only\b|\bhypothetical(?:ly)?\b|\broleplay\b|\brole-play\b"
    r"|\bpretend\b|\bin a (?:story|game|novel)\b|\bmy character\b|\bwould\b(?!\s+(?:love|like)\s+to)"
    r"|^(?:imagine|suppose|supposing|assume|assuming|let's say|say|picture)\b",
    re.I,
)
_INSTRUCTION = re.compile(
    r"^(?:please|pls|plz|kindly|can you|could you|would you|will you|help me|tell me|show me|give me|write|draft"
    r"|summari[sz]e|translate|explain|list|create|generate|make|fix|rewrite|edit|check|find|suggest|recommend"
    r"|describe|compare|let me know|let's|lets|go ahead|remind me|continue|answer|respond|reply|use|act as"
    r"|don't|do not|never mind|try|look|read|review|convert|format|add|remove|update|plan|calculate)\b"
    r"|^(?:you|your|you're|you've|you'll|u)\b|\b(?:i|we) (?:want|need|would like|'d like) you\b",
    re.I,
)

_PAST_IRREGULAR = frozenset(
    """went got had was were saw met made took came ran bought found left gave did ate drank wrote flew drove
    began won lost spent sold quit told said heard felt kept built sent caught thought taught brought fell broke
    chose rode swam sang slept sat stood paid became forgot understood woke wore hit put set cut read
    knew grew threw drew shook hung led fed fought dug lit shot spoke stole struck swore tore woke gotten
    done gone seen been taken given eaten written driven flown begun won chosen broken spoken forgotten
    finished""".split()
)
_NO_CONJUGATION = frozenset(
    "can could will would shall should may might must ought is was has does had did am are were".split()
)
_IRREGULAR_3RD = {"be": "is", "have": "has", "do": "does", "go": "goes", "am": "is", "are": "is"}

_START_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), r)
    for p, r in (
        (r"^(?:i'm|i am|we're|we are)\s+not\b", "User is not"),
        (r"^(?:i'm|i am|we're|we are)\b", "User is"),
        (r"^(?:i've|i have|we've|we have)\s+not\b", "User has not"),
        (r"^(?:i haven't|we haven't)\b", "User has not"),
        (r"^(?:i've|i have|we've|we have)\b", "User has"),
        (r"^(?:i'd|we'd)\b", "User would"),
        (r"^(?:i'll|i will|we'll|we will)\b", "User will"),
        (r"^(?:i won't|i will not|we won't)\b", "User will not"),
        (r"^(?:i was|we were)\b", "User was"),
        (r"^(?:i|we) (?:don't|do not)\b", "User does not"),
        (r"^(?:i|we) (?:didn't|did not)\b", "User did not"),
        (r"^(?:i|we) (?:can't|cannot|can not)\b", "User cannot"),
        (r"^(?:i|we) (?:couldn't|could not)\b", "User could not"),
        (r"^my\b", "User's"),
        (r"^our\b", "User's"),
    )
)
_ADVERBS = (
    r"(?:(?:usually|always|often|never|sometimes|typically|normally|generally|really|also|still|just|rarely"
    r"|seldom|mostly|actually|currently|now|no longer|definitely|absolutely|totally|recently|finally|already"
    r"|even|only|mainly|regularly|frequently|honestly|truly|strongly|much|personally|eventually|officially"
    r"|primarily|exclusively|religiously|kind of|sort of)\s+)*"
)
_SUBJECT_VERB = re.compile(r"^(?:i|we)\s+(?P<adv>" + _ADVERBS + r")(?P<verb>[^\W\d_][\w'-]*)", re.I)
_REST_PRONOUNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), r)
    for p, r in (
        (r"\bi'm\b|\bi am\b", "they are"),
        (r"\bi've\b", "they have"),
        (r"\bi'd\b", "they would"),
        (r"\bi'll\b", "they will"),
        (r"\bi was\b", "they were"),
        (r"\bmyself\b", "themselves"),
        (r"\bmine\b", "theirs"),
        (r"\bmy\b", "their"),
        (r"\bme\b", "them"),
        (r"\bour\b", "their"),
        (r"\bours\b", "theirs"),
        (r"\bus\b", "them"),
        (r"(?<!')\bI\b", "they"),
    )
)
_NORMALISE = tuple(
    (re.compile(p, re.I), r)
    for p, r in (
        (r"[‘’ʼ`´]", "'"),
        (r"[“”]", '"'),
        (r"\bwanna\b", "want to"),
        (r"\bgonna\b", "going to"),
        (r"\bi ?m\b(?=\s+(?:a|an|from|working|building|trying|allergic|based|married)\b)", "I'm"),
        (r"\bfavourite\b", "favorite"),
        (r"\s+", " "),
    )
)


def strip_echo(text: str) -> str:
    """Drop every context block the daemon injected (and the tail of a cut one)."""
    text = _ECHO.sub(" ", text)
    if CONTEXT_CLOSE.lower() in text.lower():
        text = _ECHO_TAIL.sub(" ", text)
    return text


def looks_like_system_prompt(text: str) -> bool:
    """Whether a user message is really a pasted system prompt ("You are a helpful…")."""
    return bool(_SYSTEM_LIKE.search(text))


def normalise(text: str) -> str:
    """Straight quotes, single spaces, a few spoken contractions spelled out."""
    for pattern, repl in _NORMALISE:
        text = pattern.sub(repl, text)
    return text.strip()


def sentences(text: str) -> list[str]:
    """Split text into sentences (keeping the final punctuation, which marks questions)."""
    return [s.strip() for s in _SENTENCE_END.split(text) if s and s.strip()]


def clauses(sentence: str) -> list[str]:
    """Split a sentence where a new first-person clause starts ("…, and I usually …").

    "my wife and I went…" is not split: the "I" there belongs to the same subject.
    """
    parts: list[str] = []
    last = 0
    for m in _CLAUSE_SPLIT.finditer(sentence):
        if re.search(r"\bmy\s+[\w-]+\s*$", sentence[last : m.start()], re.I) and "and" in m.group().lower():
            continue
        parts.append(sentence[last : m.start()])
        last = m.end()
    parts.append(sentence[last:])
    return [p.strip(" ,;:") for p in parts if p.strip(" ,;:")]


def strip_lead(clause: str) -> tuple[str, bool, bool]:
    """Remove discourse markers and hedges at the start.

    Returns the clause, whether it was hedged ("I think I prefer…") and whether it
    opened with a greeting ("Hi, I'm Sam").
    """
    hedged = greeted = False
    clause = _LEADING_SYMBOLS.sub("", clause)
    for _ in range(6):
        if _GREETING.match(clause):
            greeted = True
        m = _LEAD.match(clause) or _HEDGE.match(clause)
        if not m or m.end() >= len(clause):
            break
        if _HEDGE.match(clause):
            hedged = True
        clause = clause[m.end() :].lstrip(" ,")
    return clause, hedged, greeted


def complete_subject(clause: str) -> str:
    """Give a subject-less fragment its implied "I": "Been building an app" → "I've been building an app"."""
    return _FRAGMENT.sub("I've been ", clause, count=1)


def is_greeting(sentence: str) -> bool:
    """A sentence that is only a greeting ("Hello!", "hey there")."""
    return bool(re.fullmatch(r"(?:hi|hey|hello|hiya|yo|good (?:morning|afternoon|evening))(?: there| all| everyone)?[\s!.,]*", sentence, re.I))


def is_question(sentence: str) -> bool:
    """A question asks, it does not state: "what is my name?" teaches nothing."""
    s = sentence.strip().rstrip('"\')')
    return s.endswith("?") or bool(_QUESTION_START.match(s))


def is_hypothetical(sentence: str) -> bool:
    """Conditionals, wishes, make-believe: "if I were…", "imagine I…"."""
    return bool(_HYPOTHETICAL.search(sentence))


def is_instruction(clause: str) -> bool:
    """Requests to the assistant and statements about it, not about the user."""
    return bool(_INSTRUCTION.search(clause))


def is_past(verb: str) -> bool:
    """Whether a verb form is a simple past ("went", "visited"), roughly."""
    v = verb.lower()
    return v in _PAST_IRREGULAR or (len(v) > 3 and v.endswith("ed") and not v.endswith("eed"))


def third_person_verb(verb: str) -> str:
    """The third-person singular present of a verb: go → goes, study → studies."""
    v = verb.lower()
    if v in _IRREGULAR_3RD:
        return _IRREGULAR_3RD[v]
    if v in _NO_CONJUGATION or is_past(v) or "'" in v:
        return verb
    if re.search(r"(?:s|sh|ch|x|z|o)$", v):
        return verb + "es"
    if re.search(r"[^aeiou]y$", v):
        return verb[:-1] + "ies"
    return verb + "s"


def rewrite_rest(text: str) -> str:
    """Rewrite first-person words after the subject: my → their, me → them, I → they."""
    for pattern, repl in _REST_PRONOUNS:
        text = pattern.sub(repl, text)
    return text


def third_person(clause: str) -> str:
    """Turn a first-person clause into a "User …" sentence.

    "I usually go for a run" → "User usually goes for a run"; "my sister Anna lives in
    Oslo" → "User's sister Anna lives in Oslo"; "We're going with Svelte" → "User is
    going with Svelte".
    """
    for pattern, repl in _START_REWRITES:
        m = pattern.match(clause)
        if m:
            return repl + rewrite_rest(clause[m.end() :])
    m = _SUBJECT_VERB.match(clause)
    if m:
        verb = m.group("verb")
        head = "User " + m.group("adv") + third_person_verb(verb)
        return head + rewrite_rest(clause[m.end() :])
    return "User: " + rewrite_rest(clause)


def tidy(summary: str, limit: int = 500) -> str:
    """Trim, drop trailing punctuation, sentence-case and cap the length at a word."""
    summary = " ".join(summary.split()).strip(" ,;:-")
    summary = summary.rstrip(".!…")
    if len(summary) > limit:
        summary = summary[: limit + 1].rsplit(" ", 1)[0].rstrip(" ,;:")[:limit]
    return summary[:1].upper() + summary[1:]


# ------------------------------------------------------------------ summaries back to first person

_FIRST_PERSON_START = re.compile(r"^(?:i|i'm|i've|i'd|my|we|we're)\b", re.I)
_THIRD_TO_FIRST: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), r)
    for p, r in (
        (r"^is\b", "I am"), (r"^has\b", "I have"), (r"^was\b", "I was"),
        (r"^(?:does not|doesn't)\b", "I don't"), (r"^(?:did not|didn't)\b", "I didn't"),
        (r"^cannot\b|^can't\b", "I cannot"), (r"^(?:will|would|can|must)\b", r"I \g<0>"),
    )
)
_SUMMARY_ADVERBS = re.compile(
    r"^(?:(?:no longer|never|usually|always|often|really|also|still|strongly|absolutely|definitely|now)\s+)*", re.I
)


def first_person(summary: str) -> str:
    """Rewrite "User prefers X" / "Prefers X" / "User's name is Sam" into first person."""
    text = normalise(summary).rstrip(" .!")
    if _FIRST_PERSON_START.match(text):
        return text
    m = re.match(r"^(?:the\s+)?user(?:'s)\s+", text, re.I)
    if m:
        return "my " + text[m.end() :]
    text = re.sub(r"^(?:the\s+)?user\s+", "", text, flags=re.I)
    for pattern, repl in _THIRD_TO_FIRST:
        if pattern.match(text):
            return pattern.sub(repl, text, count=1)
    adverbs = _SUMMARY_ADVERBS.match(text)
    head, rest = text[: adverbs.end()] if adverbs else "", text[adverbs.end() if adverbs else 0 :]
    words = rest.split(" ", 1)
    verb = base_form(words[0]) if words[0] else None
    if verb is None:
        return text
    return f"I {head}{verb}" + (" " + words[1] if len(words) > 1 else "")


def base_form(word: str) -> str | None:
    """prefers → prefer, studies → study, watches → watch; None if not a third-person verb."""
    w = word.lower()
    irregular = {"has": "have", "does": "do", "goes": "go", "is": "am"}
    if w in irregular:
        return irregular[w]
    if not w.endswith("s") or w.endswith("ss") or len(w) < 3:
        return None
    if w.endswith("ies"):
        return w[:-3] + "y"
    if re.search(r"(?:sh|ch|x|z|o)es$", w):
        return w[:-2]
    return w[:-1]
