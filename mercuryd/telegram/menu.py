"""The ``/memory`` menu: inline buttons, each one service call, rendered as plain text.

The spec's table: 📋 Overview, 🔍 Recent, 💤 Subconscious, ⏸ Pause, ▶ Resume and
🗑 Clear → Yes. Search is not offered here ("ask Mercury to search"). Every button ends
in ``call(method, params)``, the executor every other front door uses; nothing here
decides anything about memory. Text is sent without a parse mode, so memory summaries
can never be read as Markdown or HTML.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from mercuryd import wire

Call = Callable[[str, dict[str, Any]], Awaitable[object]]
Keyboard = list[list[dict[str, str]]]

MAX_TEXT = 4096  # Bot API limit for one message
RECENT = 10

MAIN_BUTTONS: list[tuple[str, str]] = [
    ("📋 Overview", "overview"),
    ("🔍 Recent", "recent"),
    ("💤 Subconscious", "subconscious"),
    ("⏸ Pause", "pause"),
    ("▶ Resume", "resume"),
    ("🗑 Clear", "clear"),
]
PREFIX = "mem:"
INTRO = "🧠 Second Brain: choose an action. (To search, ask Mercury.)"
HELP = "Send /memory for the Second Brain menu."


def main_keyboard() -> Keyboard:
    buttons = [{"text": label, "callback_data": PREFIX + action} for label, action in MAIN_BUTTONS]
    return [buttons[0:3], buttons[3:6]]


def confirm_keyboard() -> Keyboard:
    return [[{"text": "Yes, delete everything", "callback_data": PREFIX + "clear_yes"},
             {"text": "Cancel", "callback_data": PREFIX + "menu"}]]


def action_of(data: str | None) -> str | None:
    """The action a button carries, or None when it is not one of ours."""
    if not data or not data.startswith(PREFIX):
        return None
    action = data[len(PREFIX):]
    return action if action in ACTIONS or action in KEYBOARD_ONLY else None


def _clip(text: str) -> str:
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


def _ago(status: wire.StatusResult) -> str:
    last = status.last_consolidation_at
    return last.strftime("%Y-%m-%d %H:%M UTC") if last else "never"


def _memory_line(m: Any, marker: str = "•") -> str:
    return f"{marker} [{m.type}] {m.summary}"


async def overview(call: Call) -> str:
    st = await call("brain.status", {})
    assert isinstance(st, wire.StatusResult)
    c = st.counts
    if not st.enabled:
        facts = c.durable + c.active
        return (f"⚠️ The Second Brain is off ({st.reason}).\n"
                f"Mode: {st.mode}: basic long-term facts (text match only), {facts} stored.\n"
                "No extraction, no consolidation.")
    lines = [
        "📋 Second Brain overview",
        f"Learning: {'paused ⏸' if st.paused else 'on'}",
        f"Conscious: {c.durable} durable, {c.active} active",
        f"Subconscious: {c.subconscious}",
        f"People: {c.persons}",
        f"Last consolidation: {_ago(st)}",
    ]
    prof = await call("brain.profile", {})
    if isinstance(prof, wire.ProfileResult):
        for title, summary in (("Profile", prof.profile), ("Now", prof.active_state)):
            if summary.text.strip():
                lines += ["", f"{title}: {summary.text.strip()}"]
    return "\n".join(lines)


async def recent(call: Call) -> str:
    got = await call("memory.list", {"scope": "conscious", "limit": RECENT})
    assert isinstance(got, wire.ListResult)
    if not got.items:
        return "🔍 No memories yet."
    return "\n".join(["🔍 Recent memories", *(_memory_line(m) for m in got.items)])


async def subconscious(call: Call) -> str:
    got = await call("memory.list", {"scope": "subconscious", "limit": RECENT})
    assert isinstance(got, wire.ListResult)
    if not got.items:
        return "💤 The subconscious is empty."
    return "\n".join(["💤 Subconscious", *(_memory_line(m, "💤") for m in got.items)])


async def pause(call: Call) -> str:
    await call("brain.pause", {})
    return "⏸ Learning paused: nothing new is stored until you resume. Recall goes on."


async def resume(call: Call) -> str:
    await call("brain.resume", {})
    return "▶ Learning resumed."


async def clear_yes(call: Call) -> str:
    got = await call("brain.clear", {"confirm": True})
    assert isinstance(got, wire.ClearResult)
    return f"🗑 Cleared: {got.deleted} memories deleted."


ACTIONS: dict[str, Callable[[Call], Awaitable[str]]] = {
    "overview": overview,
    "recent": recent,
    "subconscious": subconscious,
    "pause": pause,
    "resume": resume,
    "clear_yes": clear_yes,
}
# Buttons that only change the keyboard (no service call): see render().
KEYBOARD_ONLY = frozenset({"clear", "menu"})


async def render(action: str, call: Call) -> tuple[str, Keyboard]:
    """The text and keyboard a button press leads to.

    Raises:
        MercuryError: the service refused the call (its message is shown to the user).
    """
    if action == "clear":
        return "🗑 Delete every memory and person? This cannot be undone.", confirm_keyboard()
    if action == "menu":
        return INTRO, main_keyboard()
    text = await ACTIONS[action](call)
    return _clip(text), main_keyboard()
