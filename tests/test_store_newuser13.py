"""What the two years of newuser13 (session 46; tests/test_newuser13.py) showed of what stays live, each pinned with
sentences written for this test through a real Brain (the extractor's side is tests/test_extract_newuser13.py). Each test
that ends a memory checks first that it was stored live, and beside it one where nothing of the kind ends.
"""

from __future__ import annotations

from mercuryd.brain.service import Brain
from tests.chat import say


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None]


def _ended(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is not None]


# ---------------------------------------------------------------- a correction weeks later, a sentence more after it

def test_a_place_corrected_weeks_later_with_more_said_after(brain: Brain) -> None:
    said = say(brain, "a", "2026-02-03", "my son Jonas studies law in Mainz")
    assert "User's son Jonas studies law in Mainz" in [m.summary for m in said.stored]
    say(brain, "b", "2026-02-20", "correction, Jonas is in Freiburg not Mainz. Mainz is where his friend lives")
    assert "User's son Jonas studies law in Freiburg" in _live(brain)
    assert "User's son Jonas studies law in Mainz" in _ended(brain)
    assert not [s for s in _live(brain) if "Mainz" in s], _live(brain)


def test_a_correction_of_a_place_no_memory_says_changes_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "my son Jonas studies law in Mainz")
    assert "User's son Jonas studies law in Mainz" in _live(brain)
    say(brain, "b", "2026-02-20", "correction, the match is in Bremen not Kassel. Kassel was last year")
    assert "User's son Jonas studies law in Mainz" in _live(brain)
    assert _ended(brain) == []


# ---------------------------------------------------------------- a break-up leaves the home without the ex

def test_a_break_up_leaves_the_home_shared_without_the_ex(brain: Brain) -> None:
    home = say(brain, "a", "2026-01-05", "I stay in Brixton with my boyfriend Kwame")
    assert "User lives in Brixton with their boyfriend Kwame" in [m.summary for m in home.stored]
    say(brain, "b", "2026-05-09", "Kwame and I broke up. he moved out on Saturday")
    assert "User lives in Brixton with their boyfriend Kwame" in _ended(brain)
    assert "User lives in Brixton" in _live(brain)
    assert not [s for s in _live(brain) if s.startswith("User lives") and "Kwame" in s], _live(brain)


def test_someone_elses_break_up_leaves_the_home_shared(brain: Brain) -> None:
    home = say(brain, "a", "2026-01-05", "I stay in Brixton with my boyfriend Kwame")
    assert "User lives in Brixton with their boyfriend Kwame" in [m.summary for m in home.stored]
    say(brain, "b", "2026-05-09", "my sister and her boyfriend broke up")
    say(brain, "c", "2026-05-10", "Sam and I broke up")  # someone the home was not shared with
    assert "User lives in Brixton with their boyfriend Kwame" in _live(brain)


# ---------------------------------------------------------------- a move told before where to

def test_a_move_then_the_new_home_ends_the_old_one(brain: Brain) -> None:
    home = say(brain, "a", "2026-01-08", "we live in Eimsbüttel, me and my husband Jens")
    assert "User and their husband Jens live in Eimsbüttel" in [m.summary for m in home.stored]
    say(brain, "b", "2026-06-20", "we moved! new flat in Altona, 2nd floor, no lift")
    assert "User moved to a new flat in Altona" in _live(brain)
    assert "User and their husband Jens live in Eimsbüttel" in _ended(brain)


def test_someone_elses_move_leaves_the_users_home(brain: Brain) -> None:
    home = say(brain, "a", "2026-01-08", "we live in Eimsbüttel, me and my husband Jens")
    assert "User and their husband Jens live in Eimsbüttel" in [m.summary for m in home.stored]
    say(brain, "b", "2026-06-20", "my brother moved. new flat in Altona")
    assert "User and their husband Jens live in Eimsbüttel" in _live(brain)


# ---------------------------------------------------------------- longer answers allowed end the short ones asked

def test_longer_answers_allowed_with_why_end_short_answers(brain: Brain) -> None:
    short = say(brain, "a", "2026-01-08", "pls keep the answers short, i read them on the bus")
    assert [m.summary for m in short.stored] == ["User wants short answers"]
    say(brain, "b", "2026-10-01", "you can write longer answers now, i read at home in the evening")
    assert "User wants short answers" in _ended(brain)
    assert "User is fine with longer answers" in _live(brain)


def test_longer_answers_only_for_one_thing_leave_short_answers(brain: Brain) -> None:
    short = say(brain, "a", "2026-01-08", "pls keep the answers short, i read them on the bus")
    assert [m.summary for m in short.stored] == ["User wants short answers"]
    say(brain, "b", "2026-10-01", "you can write longer answers now, i mean only for recipes")
    assert "User wants short answers" in _live(brain)
