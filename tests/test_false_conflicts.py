"""Facts that look alike but do not contradict are never superseded (a false conflict loses data).

Each case was a real supersession the paraphrase probe's one-user store made: a halal diet
replaced "vegetarian", "VS Code at work" replaced the editor used for everything else,
"Ubuntu on the home computer" replaced "switched to Linux", "stopped drinking alcohol"
retracted "cannot drink coffee after 2 pm".
"""

from __future__ import annotations

import pytest

from mercuryd import wire
from mercuryd.brain.candidate import scoped_attribute, single_valued
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.service import Brain


def add(brain: Brain, type_: str, summary: str) -> wire.Memory:
    return brain.add(wire.AddParams(type=type_, summary=summary))


def live(brain: Brain, memory: wire.Memory) -> bool:
    row = brain.store.get_memory(memory.id)
    return row is not None and row.superseded_by is None


def test_a_diet_beside_vegetarian_stands_beside_it(brain: Brain, clock) -> None:
    veg = add(brain, "constraint", "User is vegetarian and never eats meat or fish")
    clock.advance(days=1)
    halal = add(brain, "constraint", "User follows a strict halal diet")
    assert live(brain, veg) and live(brain, halal)
    clock.advance(days=1)
    vegan = add(brain, "constraint", "User is vegan")
    assert not live(brain, veg), "vegan answers the same question as vegetarian: it replaces it"
    assert live(brain, vegan) and live(brain, halal)


def test_no_longer_keto_ends_keto_only(brain: Brain, clock) -> None:
    veg = add(brain, "constraint", "User is vegetarian")
    keto = add(brain, "constraint", "User is on a keto diet")
    assert live(brain, veg) and live(brain, keto)
    clock.advance(days=1)
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I'm no longer keto.")]))
    assert not live(brain, keto)
    assert live(brain, veg)


def test_an_editor_at_work_does_not_replace_the_editor_for_everything_else(brain: Brain, clock) -> None:
    nvim = add(brain, "preference", "User writes all their code in Neovim")
    clock.advance(days=1)
    work = add(brain, "preference", "User uses VS Code at work")
    assert live(brain, nvim) and live(brain, work)
    clock.advance(days=1)
    later = add(brain, "preference", "User uses IntelliJ at work")
    assert not live(brain, work), "a new editor at work replaces the old one at work"
    assert live(brain, later) and live(brain, nvim)


def test_an_os_on_the_home_computer_does_not_replace_the_switch(brain: Brain, clock) -> None:
    linux = add(brain, "decision", "User switched from Windows to Linux")
    clock.advance(days=1)
    home = add(brain, "preference", "User prefers Ubuntu on their home computer")
    assert live(brain, linux) and live(brain, home)


def test_an_unqualified_change_still_supersedes(brain: Brain, clock) -> None:
    """The narrowing only separates settings: a plain switch still settles the plain value."""
    old = add(brain, "preference", "User prefers Vim")
    clock.advance(days=1)
    new = add(brain, "preference", "User prefers Emacs")
    assert not live(brain, old) and live(brain, new)


def test_stopping_one_drink_does_not_retract_another(brain: Brain, clock) -> None:
    coffee = add(brain, "constraint", "User cannot drink coffee after 2 pm because of insomnia")
    wine = add(brain, "habit", "User drinks alcohol at the weekend")
    clock.advance(days=1)
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I have stopped drinking alcohol.")]))
    assert live(brain, coffee)
    assert not live(brain, wine), "what stopped is retracted"


def test_stopping_without_an_object_still_retracts_the_habit(brain: Brain, clock) -> None:
    smoke = add(brain, "habit", "User smokes after lunch")
    clock.advance(days=1)
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I stopped smoking last month.")]))
    assert not live(brain, smoke)


@pytest.mark.parametrize(("attribute", "value", "summary", "expected"), [
    ("diet", "vegetarian", "User is vegetarian", "diet"),
    ("diet", "halal", "User eats halal", "diet:halal"),
    ("diet", "gluten-free", "User is gluten-free", "diet:gluten-free"),
    ("preferred_editor", "vs code", "User uses VS Code at work", "preferred_editor@work"),
    ("preferred_os", "ubuntu", "User prefers Ubuntu on their home computer", "preferred_os@home"),
    ("preferred_language", "german", "User speaks German at university", "preferred_language@school"),
    ("preferred_editor", "neovim", "User prefers Neovim", "preferred_editor"),
    ("lives_in", "oslo", "User lives in Oslo and works from home", "lives_in"),
    (None, None, "User works at home", None),
])
def test_scoped_attribute(attribute: str | None, value: str | None, summary: str, expected: str | None) -> None:
    assert scoped_attribute(attribute, value, summary) == expected


def test_a_setting_is_single_valued_within_itself() -> None:
    assert single_valued("preferred_editor@work")
    assert not single_valued("diet:halal")
    assert single_valued("diet")


def test_stopping_a_doubled_consonant_verb_retracts_it(brain: Brain, clock) -> None:
    runs = add(brain, "habit", "User runs five kilometres every morning")
    swims = add(brain, "habit", "User swims on Fridays")
    clock.advance(days=1)
    brain.ingest(wire.IngestParams(messages=[wire.Message(
        role="user", content="I stopped running because of a knee injury.")]))
    assert not live(brain, runs)
    assert live(brain, swims)


def said(brain: Brain, content: str) -> list[str]:
    """The live summaries after ingesting one user message."""
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=content)]))
    return sorted(m.summary for m in brain.list(wire.ListParams(limit=50)).items)


@pytest.mark.parametrize(("message", "expected"), [
    ("I'm vegetarian, and I also keep halal.", ["User is vegetarian", "User keeps halal"]),
    ("I use VS Code at work but at home I write everything in Neovim.",
     ["User uses VS Code at work", "User writes everything in Neovim at home"]),
    ("I use VS Code at work, while at home I prefer Emacs.",
     ["User prefers Emacs at home", "User uses VS Code at work"]),
    ("At work I use VS Code.", ["User uses VS Code at work"]),
    ("I'm gluten-free.", ["User is gluten-free"]),
])
def test_two_settings_or_two_diets_in_one_message_are_both_kept(brain: Brain, message: str, expected: list[str]) -> None:
    assert said(brain, message) == sorted(expected)


def test_a_taste_is_not_a_diet() -> None:
    facts = extract([wire.Message(role="user", content="I'm a keto fan")])
    assert all(not (c.attribute or "").startswith("diet") for c in facts)


def test_moving_ones_notes_to_another_app_is_no_move_of_home(brain: Brain, clock) -> None:
    """A new user's trial: "I moved my notes from Logseq to Obsidian" was read as a move of
    home to "Obsidian" and superseded where the user lives."""
    say = lambda text: brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=text)]))  # noqa: E731
    say("We've moved to Cardiff, boxes everywhere.")
    home = [m for m in brain.list(wire.ListParams()).items if "Cardiff" in m.summary]
    assert home, "the move is stored"
    notes = add(brain, "preference", "User keeps all their notes in Logseq")
    clock.advance(days=30)
    say("I moved my notes from Logseq to Obsidian, the sync is better.")
    assert all(live(brain, m) for m in home), "where the user lives is untouched"
    assert not live(brain, notes), "the old notes app is superseded"
    facts = extract([wire.Message(role="user", content="I moved my notes from Logseq to Obsidian")])
    assert [f.attribute for f in facts] != ["lives_in"]
    # a move of the household from one city to another is still a move of home
    facts = extract([wire.Message(role="user", content="I moved my family from Leeds to York")])
    assert [(f.attribute, f.value) for f in facts] == [("lives_in", "york")]


def test_one_allergy_ended_leaves_the_others(brain: Brain, clock) -> None:
    """"I'm not allergic to shellfish anymore" retracted the word "allergic" and with it
    "User is allergic to penicillin" (a new user's trial)."""
    shellfish = add(brain, "constraint", "User is allergic to shellfish")
    drug = add(brain, "constraint", "User is allergic to penicillin")
    clock.advance(days=1)
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I'm not allergic to shellfish anymore.")]))
    assert not live(brain, shellfish)
    assert live(brain, drug)


def test_how_long_one_has_lived_or_worked_somewhere_is_where_and_for_whom(brain: Brain, clock) -> None:
    """"I've lived in Berlin since 2019" was stored without lives_in, so a later move left it
    live beside the new city; "I've worked for Stripe for ten years" alike for the employer.
    An enacted plan's wording ("User has lived in X since …") reads back the same way."""
    say = lambda text: brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=text)]))  # noqa: E731
    say("I've lived in Porto since 2019.")
    say("I have worked at Farfetch for ten years.")
    clock.advance(days=60)
    say("We moved to Lisbon last month.")
    say("I just joined Talkdesk as a staff engineer.")
    live = [m.summary for m in brain.list(wire.ListParams()).items]
    assert not any("Porto" in s for s in live), live
    assert not any("Farfetch" in s for s in live), live
    assert any("Lisbon" in s for s in live) and any("Talkdesk" in s for s in live), live
    for summary, attribute in [("User has lived in Berlin since 1 May 2026", "lives_in"),
                               ("User has worked at Zalando since 1 June 2026", "works_at")]:
        assert brain.structurer(summary).attribute == attribute
