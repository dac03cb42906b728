"""The LLM extractor: a conversation to at most three candidate facts, with the same gates as rules.

What the model sees: the user's and assistant's messages as a transcript, with the
daemon's own recall block (``<mercury-memory>…</mercury-memory>``) cut out and system
messages left out entirely (they are instructions, not facts about the user). A user
message that is really a pasted system prompt is left out too.

What is kept of the answer: facts of a valid type whose summary is grounded in what
the user wrote (shares a content word with it), that do not restate the injected
recall block or the system prompt, that pass the store gate; persons only when the
user wrote the name; a structured attribute only when it can be trusted (see
:func:`_structure`). At most three, best by importance × confidence. Dedup,
reinforcement and conflicts happen after, in the one write path.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from mercuryd import logs, wire
from mercuryd.brain import defaults, text, when
from mercuryd.brain import english as en
from mercuryd.brain.candidate import CONTEXT_CLOSE, CONTEXT_OPEN, SINGLE_VALUED, Candidate, PersonMention
from mercuryd.brain.extract_rules import structure
from mercuryd.brain.persons import NOT_NAMES, find_persons
from mercuryd.llm.client import ChatClient, ChatMessage, LlmBadAnswer
from mercuryd.llm.parse import BadJson, LlmFact, parse_answer

log = logs.get("mercuryd.llm")

MAX_FACTS = 3
# Extracted facts never reach manual certainty: a manual memory (1.0) must win a conflict.
MAX_CONFIDENCE = 0.95
# Bounds on what is sent: local models have small context windows.
MAX_TRANSCRIPT_CHARS = 16_000
MAX_ASSISTANT_CHARS = 400

FACT_TYPES: tuple[str, ...] = tuple(t for t in defaults.TYPE_DEFAULTS if t != "reflection")
# Attributes the model may name. Multi-valued ones conflict only on opposite polarity.
ATTRIBUTES: frozenset[str] = SINGLE_VALUED | {"likes", "uses", "allergic_to"}

_FIELDS = ("type", "summary", "evidence", "confidence", "importance", "durability",
           "persons", "attribute", "value", "polarity")

SCHEMA: dict[str, Any] = {
    "name": "mercury_facts",
    "strict": True,
    "schema": {
        "type": "object",
        "additionalProperties": False,
        "required": ["facts"],
        "properties": {
            "facts": {
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": False,
                    "required": list(_FIELDS),
                    "properties": {
                        "type": {"type": "string", "enum": list(FACT_TYPES)},
                        "summary": {"type": "string"},
                        "evidence": {"type": "string", "enum": ["direct", "inferred"]},
                        "confidence": {"type": "number"},
                        "importance": {"type": "number"},
                        "durability": {"type": "number"},
                        "persons": {"type": "array", "items": {"type": "string"}},
                        "attribute": {"type": ["string", "null"]},
                        "value": {"type": ["string", "null"]},
                        "polarity": {"type": "string", "enum": ["positive", "negative"]},
                    },
                },
            }
        },
    },
}

SYSTEM_PROMPT = f"""You read a conversation between a user and an assistant and pick out at most 3 \
facts about the user worth remembering for months: who they are, what they prefer, their goals, \
projects, habits, decisions, constraints, the people in their life, notable events.

Reply with only a JSON object, no prose:
{{"facts": [{{"type": "habit", "summary": "User plays the theremin every Sunday", "evidence": "direct", \
"confidence": 0.9, "importance": 0.5, "durability": 0.8, "persons": [], "attribute": null, \
"value": null, "polarity": "positive"}}]}}

- type: one of {", ".join(FACT_TYPES)}.
- summary: one sentence in the third person that starts with "User".
- evidence: "direct" when the user said it plainly, "inferred" when you infer it.
- confidence, importance, durability: numbers from 0 to 1.
- persons: names of people the fact is about, exactly as the user wrote them; [] if none.
- attribute: one of {", ".join(sorted(ATTRIBUTES))} when the fact sets it, else null; \
value: that attribute's value in a few words, else null.
- polarity: "negative" for facts like "does not", "no longer", "dislikes"; else "positive".

Only use what the user says about themselves in their own messages; the assistant's lines \
are context, and so are lines marked "earlier:" (already read: take no fact from them). \
Each summary must make sense on its own months later: name people and places instead of \
"she" or "there", and give dates instead of "next week" or "yesterday" (each line starts \
with the date it was said). Keep standing instructions about how to answer ("User wants \
short answers, code first"); when the user says something changed ("moved to", "switched \
from X to Y", "no longer", "dropping"), say it in the summary. Skip questions, hypotheticals, role-play, requests to the assistant, greetings, \
small talk, and instructions about how the assistant should behave. Never invent facts. \
If nothing is worth remembering, reply {{"facts": []}}."""

REPAIR_PROMPT = (
    "Your reply could not be used ({problem}). Reply again with only the JSON object "
    '{{"facts": [...]}} in the shape described, and nothing else.'
)

_INSTRUCTION_LIKE = re.compile(
    r"\b(?:you are|you're an?|as an ai|language model|system prompt|helpful assistant|the assistant|"
    r"assistant should|assistant must|respond|reply to|instructions?)\b",
    re.I,
)
_FIRST_PERSON = re.compile(r"^(?:i|i'm|i've|i'd|i'll|my|we|our)\b", re.I)


@dataclass(slots=True)
class Material:
    """What one conversation gives the extractor: the prompt and what the gates compare with."""

    transcript: str
    user_text: str
    echoed: list[str] = field(default_factory=list)
    system_text: str = ""
    relations: dict[str, str | None] = field(default_factory=dict)
    said: dt.datetime | None = None  # when the newest user message was sent

    @property
    def empty(self) -> bool:
        return not self.user_text.strip()


CONTEXT_MESSAGES = 4  # messages read before that are sent again, marked "earlier:"


def material(messages: Sequence[wire.Message], start: int = 0) -> Material:
    """Build the transcript to send and the texts the gates need.

    Recall blocks are cut from every message (their lines kept aside for the echo
    gate); system messages are never sent; a user message that reads like a pasted
    system prompt is treated as one. Messages before ``start`` were read before: the
    last few are sent marked "earlier:" as context, and no fact may rest on them.
    """
    lines: list[str] = []
    user_parts: list[str] = []
    echoed: list[str] = []
    system_parts: list[str] = []
    said: dt.datetime | None = None
    for index, message in enumerate(messages):
        if index < max(0, start - CONTEXT_MESSAGES):
            continue
        earlier = index < start
        content = message.content or ""
        for block in _blocks(content):
            echoed.extend(ln.strip(" -•*\t") for ln in block.splitlines() if ln.strip(" -•*\t"))
        if message.role == "system":
            system_parts.append(content)
            continue
        clean = " ".join(en.strip_echo(content).split())
        if not clean:
            continue
        stamp = f"[{message.ts.date().isoformat()}] " if message.ts is not None else ""
        mark = "earlier: " if earlier else ""
        if message.role == "user":
            if en.looks_like_system_prompt(clean):
                system_parts.append(clean)
                continue
            if not earlier:
                user_parts.append(clean)
                said = message.ts or said
            lines.append(f"{mark}{stamp}user: {clean}")
        else:
            short = clean if len(clean) <= MAX_ASSISTANT_CHARS else clean[:MAX_ASSISTANT_CHARS] + " …"
            lines.append(f"{mark}{stamp}assistant: {short}")
    transcript = "\n".join(lines)
    if len(transcript) > MAX_TRANSCRIPT_CHARS:
        transcript = "…\n" + transcript[-MAX_TRANSCRIPT_CHARS:]
    user_text = "\n".join(user_parts)
    relations: dict[str, str | None] = {}
    for sentence in en.sentences(en.normalise(user_text)):
        for mention in find_persons(sentence):
            relations.setdefault(mention.person.name.casefold(), mention.person.relation)
    return Material(transcript, user_text, echoed, "\n".join(system_parts), relations, said)


def _blocks(content: str) -> list[str]:
    low = content.lower()
    out: list[str] = []
    start = low.find(CONTEXT_OPEN)
    while start != -1:
        end = low.find(CONTEXT_CLOSE, start)
        stop = len(content) if end == -1 else end
        out.append(content[start + len(CONTEXT_OPEN) : stop])
        start = -1 if end == -1 else low.find(CONTEXT_OPEN, end)
    return out


def prompt(m: Material) -> list[ChatMessage]:
    return [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": f"Conversation:\n<conversation>\n{m.transcript}\n</conversation>"},
    ]


# ---------------------------------------------------------------------- the gates


def _stems(s: str) -> set[str]:
    return {text._stem(w) for w in text.content_words(s)}


def _grounded(summary: str, m: Material) -> bool:
    """The summary shares a content word with what the user wrote (not only with other text)."""
    mine = _stems(summary)
    if not mine:
        return False
    said = _stems(m.user_text)
    if not mine & said:
        return False
    if m.system_text:
        sys_overlap = len(mine & _stems(m.system_text))
        if sys_overlap > len(mine & said) and sys_overlap / len(mine) >= 0.5:
            return False  # closer to the system prompt than to anything the user said
    return True


def _echo(summary: str, m: Material) -> bool:
    key = text.norm(summary)
    return any(text.norm(line) == key or text.near_duplicate(summary, line) for line in m.echoed)


def _restates_instructions(summary: str, m: Material) -> bool:
    if _INSTRUCTION_LIKE.search(summary) or en.looks_like_system_prompt(summary):
        return True
    return any(
        text.near_duplicate(summary, s) for s in en.sentences(m.system_text) if s.strip()
    )


def _persons(names: Sequence[str], m: Material) -> list[PersonMention]:
    """Names the user actually wrote, that are not known non-names (companies, languages…)."""
    out: list[PersonMention] = []
    said = m.user_text.casefold()
    for raw in names[:5]:
        name = text.clean_summary(raw)[:100]
        key = name.casefold()
        if not name or name[0].islower() or key in NOT_NAMES:
            continue
        if not re.search(r"(?<!\w)" + re.escape(key) + r"(?!\w)", said):
            continue
        if any(p.name.casefold() == key for p in out):
            continue
        out.append(PersonMention(name=name, relation=m.relations.get(key)))
    return out


def _structure(summary: str, fact: LlmFact) -> tuple[str | None, str | None, str]:
    """(attribute, value, polarity) for conflicts.

    The deterministic reading of the summary (the one manual adds get) wins; the
    model's attribute is used only when it is a known one and its value appears in the
    summary. Anything else is left unstructured: a false conflict loses data.
    """
    polarity = "negative" if fact.polarity == "negative" else "positive"
    known = structure(summary)
    if known.attribute:
        return known.attribute, known.value, known.polarity
    attr = re.sub(r"[^a-z0-9]+", "_", (fact.attribute or "").casefold()).strip("_")
    value = "" if fact.value is None else str(fact.value).casefold().strip()
    if attr in ATTRIBUTES and value and len(value) <= 60 and value in summary.casefold():
        return attr, value, polarity
    return None, None, polarity


def to_candidates(facts: Sequence[LlmFact], m: Material) -> tuple[list[Candidate], int]:
    """Gate the model's facts; return the survivors (best three) and how many were dropped."""
    kept: list[Candidate] = []
    seen: set[str] = set()
    for fact in facts:
        summary = text.clean_summary(fact.summary)
        if _FIRST_PERSON.match(summary):
            summary = en.third_person(summary)
        # The rules extractor's finishing: the commentary cut, relative times made absolute
        # from when the user said it, and a summary that leans on the conversation dropped.
        summary = en.tidy(when.absolute(en.cut_tail(summary), m.said))
        if en.dangling(summary):
            continue
        key = text.norm(summary)
        if (
            fact.type not in FACT_TYPES
            or not summary
            or key in seen
            or CONTEXT_OPEN in summary.lower()
            or not _grounded(summary, m)
            or _echo(summary, m)
            or _restates_instructions(summary, m)
        ):
            continue
        attribute, value, polarity = _structure(summary, fact)
        reading = structure(summary)
        confidence = None if fact.confidence is None else min(fact.confidence, MAX_CONFIDENCE)
        cand = Candidate(
            type=fact.type,
            summary=summary,
            evidence="direct" if fact.evidence == "direct" else "inferred",
            confidence=confidence,
            importance=fact.importance,
            durability=fact.durability,
            persons=_persons(fact.persons, m),
            attribute=attribute,
            value=value,
            polarity=polarity,  # type: ignore[arg-type]
            stated_at=m.said.timestamp() if m.said is not None else None,
            retracts=list(reading.retracts),
            reports_change=reading.reports_change,
        )
        if not _passes_gate(cand):
            continue
        seen.add(key)
        kept.append(cand)
    kept.sort(key=_rank, reverse=True)
    return kept[:MAX_FACTS], len(facts) - len(kept[:MAX_FACTS])


def _passes_gate(c: Candidate) -> bool:
    from mercuryd.brain.service import Brain

    return Brain._passes_gate(c)


def _rank(c: Candidate) -> float:
    conf = c.confidence if c.confidence is not None else defaults.EVIDENCE_CONFIDENCE[c.evidence]
    imp = c.importance if c.importance is not None else defaults.default_importance(c.type)
    return conf * imp


# ---------------------------------------------------------------------- the call


class LlmExtractor:
    """Extraction through a :class:`ChatClient`, with one repair round for malformed JSON."""

    def __init__(self, client: ChatClient) -> None:
        self.client = client

    async def extract(self, messages: Sequence[wire.Message], *, start: int = 0) -> list[Candidate]:
        """Up to three gated candidate facts from one conversation (from message ``start`` on).

        Raises:
            LlmUnavailable / LlmRefused: from the client (the caller retries later).
            LlmBadAnswer: the answer was unusable even after one repair request.
        """
        m = material(messages, start)
        if m.empty:
            return []
        chat = prompt(m)
        answer = await self.client.complete(chat, schema=SCHEMA)
        try:
            facts, wrong = parse_answer(answer)
        except BadJson as exc:
            log.info("llm answer unusable; asking once for a repair", problem=str(exc)[:200])
            chat = [*chat, {"role": "assistant", "content": answer[:8000]},
                    {"role": "user", "content": REPAIR_PROMPT.format(problem=str(exc)[:200])}]
            answer = await self.client.complete(chat, schema=SCHEMA)
            try:
                facts, wrong = parse_answer(answer)
            except BadJson as exc2:
                raise LlmBadAnswer(f"invalid JSON after one repair ({str(exc2)[:120]})") from None
        candidates, dropped = to_candidates(facts, m)
        log.debug("llm facts", proposed=len(facts) + wrong, wrong_types=wrong,
                  dropped=dropped, kept=len(candidates))
        return candidates
