"""Consolidation (docs/lifecycle.md): summaries and reflections on a real SQLite file."""

from __future__ import annotations

from mercuryd import wire
from mercuryd.brain.service import Brain, FakeClock


def add(brain: Brain, summary: str, type_: str, **kw) -> int:
    return brain.add(wire.AddParams(type=type_, summary=summary, **kw)).id


def reflections(brain: Brain) -> list[wire.Memory]:
    return [m for m in brain.list(wire.ListParams(scope="all", type="reflection",
                                                  include_superseded=True)).items]


def test_summaries_hold_the_healthiest_live_memories_within_900_chars(brain: Brain) -> None:
    name = add(brain, "User's name is Ada", "identity")
    pref = add(brain, "User prefers dark roast coffee", "preference")
    goal = add(brain, "User wants to run a marathon", "goal")
    old = add(brain, "User prefers TypeScript", "preference")
    brain.update(wire.UpdateParams(id=old, summary="User prefers TypeScript over everything"))
    gone = add(brain, "User prefers loud music", "preference")
    brain.dismiss(wire.DismissParams(id=gone))
    sup = add(brain, "User likes filler item zero", "preference")
    brain.store.update_memory(sup, superseded_by=pref)
    for i in range(80):
        add(brain, f"User enjoys long sentence number {i} about many different things in life", "habit")
    got = brain.consolidate()
    assert 0 < len(got.profile.text) <= 900 and 0 < len(got.active_state.text) <= 900
    assert {name, pref} <= set(got.profile.memory_ids)
    assert gone not in got.profile.memory_ids and sup not in got.profile.memory_ids
    assert "Ada" in got.profile.text and "Identity:" in got.profile.text
    assert got.active_state.memory_ids == [goal] and "marathon" in got.active_state.text
    prof = brain.profile()
    assert prof.profile.text == got.profile.text and prof.profile.memory_ids == got.profile.memory_ids


def test_reflections_are_detected_reinforced_not_duplicated_and_superseded(brain: Brain, clock: FakeClock) -> None:
    for place in ("Tromsø", "Bergen", "Oslo"):
        add(brain, f"User went hiking near {place}", "episode")
    for i in range(5):
        add(brain, f"User had dinner with Anna at place {i}", "episode", persons=["Anna"])
    for drink in ("espresso", "filter", "cold brew"):
        add(brain, f"User prefers {drink} coffee", "preference")
    add(brain, "User wants to learn Portuguese", "goal")
    clock.advance(days=15)
    first = brain.consolidate()
    text = {m.summary for m in first.reflections}
    assert any("hiking" in t for t in text)                         # (a) recurring topic
    assert any("Anna" in t for t in text)                           # (b) frequent person
    assert any("Portuguese" in t and "No activity" in t for t in text)  # (c) stalled goal
    assert any("coffee" in t for t in text)                         # (d) consistent preferences
    assert all(m.evidence == "system" and m.type == "reflection" for m in first.reflections)
    n = len(reflections(brain))

    again = brain.consolidate()  # same now: nothing changes
    assert again.created == [] and again.reinforced == [] and len(reflections(brain)) == n

    clock.advance(hours=1)
    add(brain, "User went hiking in the Alps", "episode")  # new evidence for the topic
    third = brain.consolidate()
    hiking = [m for m in reflections(brain) if "hiking" in m.summary]
    assert len(hiking) == 1 and hiking[0].reinforcements == 1 and third.reinforced == [hiking[0].id]

    # (c) contradicted: the goal gets activity; the reflection is superseded by it.
    stalled = next(m for m in reflections(brain) if "Portuguese" in m.summary)
    activity = add(brain, "User had a Portuguese lesson today and wants to learn more", "episode")
    clock.advance(hours=1)
    brain.consolidate()
    assert brain.get(wire.GetParams(id=stalled.id)).superseded_by == activity
    assert not any("Portuguese" in m.summary for m in brain.recall(
        wire.RecallParams(query="no activity Portuguese goal")).memories if m.type == "reflection")


def test_person_who_no_longer_appears_gets_a_new_statement(brain: Brain, clock: FakeClock) -> None:
    ids = [add(brain, f"User played chess with Boris round {i}", "episode", persons=["Boris"]) for i in range(5)]
    often = next(m for m in brain.consolidate().reflections if "Boris" in m.summary)
    for mid in ids:
        brain.dismiss(wire.DismissParams(id=mid))
    clock.advance(hours=1)
    now = brain.consolidate()
    gone = [m for m in now.reflections if "no longer mentions Boris" in m.summary]
    assert len(gone) == 1
    assert brain.get(wire.GetParams(id=often.id)).superseded_by == gone[0].id


def test_preference_change_supersedes_the_consistent_set(brain: Brain, clock: FakeClock) -> None:
    tea = [add(brain, f"User drinks {k} tea daily", "habit") for k in ("green", "black", "mint")]
    refl = next(m for m in brain.consolidate().reflections if "tea" in m.summary)
    winner = add(brain, "User has given up caffeine", "habit")
    brain.store.update_memory(tea[0], superseded_by=winner)  # the conflict the write path makes
    clock.advance(hours=1)
    brain.consolidate()
    assert brain.get(wire.GetParams(id=refl.id)).superseded_by == winner


def test_dismissing_a_goal_takes_its_reflection_along(brain: Brain, clock: FakeClock) -> None:
    goal = add(brain, "User wants to build a treehouse", "goal")
    clock.advance(days=15)
    refl = next(m for m in brain.consolidate().reflections if "treehouse" in m.summary)
    brain.dismiss(wire.DismissParams(id=goal, hard=True))
    assert brain.store.get_memory(refl.id) is None
    q = brain.store.conn.execute("SELECT count(*) FROM memories_fts WHERE memories_fts MATCH 'treehouse'")
    assert q.fetchall() == [(0,)]


def test_recall_with_profile_stays_inside_the_budget(brain: Brain) -> None:
    add(brain, "User's name is Ada", "identity")
    add(brain, "User prefers dark roast coffee", "preference")
    brain.consolidate()
    profile = brain.profile().profile.text
    wide = brain.recall(wire.RecallParams(query="coffee", include_profile=True, budget_chars=2000))
    assert profile in wide.context and "dark roast" in wide.context
    assert wide.context.index(profile) < wide.context.index("- User prefers dark roast")
    for budget in (60, 90, 120, 200):
        got = brain.recall(wire.RecallParams(query="coffee", include_profile=True, budget_chars=budget))
        assert len(got.context) <= budget


def _heard(brain: Brain, clock: FakeClock, day: str, text: str) -> None:
    import datetime as dt

    ts = dt.datetime.fromisoformat(day).replace(tzinfo=dt.UTC)
    clock.t = ts.timestamp() + 60
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=text, ts=ts)], conversation_id=day))


def test_no_reflection_is_made_from_a_contradiction_or_from_history(brain: Brain, clock: FakeClock) -> None:
    """The user went from dark to light themes: that is a change, not a consistent taste."""
    _heard(brain, clock, "2026-02-01T10:00", "I prefer dark themes in my editor.")
    _heard(brain, clock, "2026-02-03T10:00", "I use a dark theme in the terminal too.")
    _heard(brain, clock, "2026-06-01T10:00", "I've switched to light themes in my editor.")
    _heard(brain, clock, "2026-06-02T10:00", "I also like light themes for docs sites.")
    result = brain.consolidate()
    assert not [r for r in result.reflections if "theme" in r.summary]
    cited = {int(ref[7:]) for r in reflections(brain) for ref in r.source.refs if ref.startswith("memory:")}
    superseded = {m.id for m in brain.list(wire.ListParams(scope="all", include_superseded=True)).items
                  if m.superseded_by is not None}
    assert not cited & superseded


def test_a_set_that_contradicts_itself_is_no_pattern() -> None:
    from mercuryd.brain.consolidate import contradictory
    from mercuryd.store.db import MemoryRow

    def row(summary: str, attribute: str | None = None, value: str | None = None, polarity: int = 1) -> MemoryRow:
        return MemoryRow(type="preference", summary=summary, norm=summary.lower(), scope="durable",
                         evidence="direct", confidence=0.9, base_confidence=0.9, decay_from=0, importance=0.7,
                         durability=0.9, created_at=0, updated_at=0, last_referenced_at=0, subject="user",
                         attribute=attribute, value=value, polarity=polarity)

    tea = row("User likes green tea", "likes", "green tea")
    assert not contradictory([tea, row("User likes black tea", "likes", "black tea")])
    assert contradictory([tea, row("User does not like green tea", "likes", "green tea", -1)])
    assert contradictory([row("User prefers dark themes", "preferred_theme", "dark"),
                          row("User prefers light themes", "preferred_theme", "light")])
    assert contradictory([row("User enjoys morning runs"), row("User does not enjoy morning runs")])


def test_a_topic_is_a_topic_not_a_person_a_date_or_a_verb(brain: Brain, clock: FakeClock) -> None:
    """Seen on the dashboard: "The topic “anna” recurs…" when Anna is the recurring word.
    A person (by name, alias or relation word) is the frequent-person reflection's; a month
    or a past-tense verb says when or what happened, not about what."""
    for i in range(4):
        add(brain, f"User visited Anna and their mom in January for dinner number {i}", "episode",
            persons=["Anna"])
    for i, who in enumerate(("a recruiter", "an old teacher", "a neighbour", "a cyclist")):
        add(brain, f"User met {who} at stop {i}", "episode")  # an irregular past ("met") is no topic
    for i in range(3):
        add(brain, f"User doesn't enjoy Priya's karaoke nights, take {i}", "preference")
    add(brain, "User's coworker is Priya", "relationship", persons=["Priya"])
    clock.advance(days=1)
    got = brain.consolidate()
    summaries = [m.summary for m in got.reflections]
    topics = [s for s in summaries if s.startswith("The topic")]
    assert any("“dinner”" in s for s in topics), summaries
    for word in ("anna", "mom", "january", "visited", "met"):
        assert not any(f"“{word}”" in s for s in summaries), (word, summaries)
    prefs = [s for s in summaries if "consistently involve" in s]
    assert any("“karaoke”" in s for s in prefs), summaries
    assert not any(w in s for s in prefs for w in ("“priya”", "“doesn't”", "“priya's”")), prefs


def test_a_memory_another_says_in_full_is_not_repeated_in_the_profile(brain: Brain) -> None:
    """A new user's trial: the profile said "User's husband is Dev" beside "User's husband
    Dev is a secondary school maths teacher" (one message stored both: the second has no
    attribute, so they are not twins). A memory whose every word another live memory of
    its type and polarity holds is left out of the summaries; one with a word of its own
    (a name, a number, a negation) stays."""
    from mercuryd.store.db import MemoryRow

    def put(summary: str, type_: str, polarity: int = 1) -> int:
        return brain.store.insert_memory(MemoryRow(
            type=type_, summary=summary, norm=summary.lower(), scope="durable", evidence="direct",
            confidence=0.9, base_confidence=0.9, decay_from=0, importance=0.8, durability=0.9,
            created_at=0, updated_at=0, last_referenced_at=0, subject="user", polarity=polarity))

    short = put("User's husband is Dev", "relationship")
    full = put("User's husband Dev is a secondary school maths teacher", "relationship")
    son = put("User's son is Arjun", "relationship")
    son_age = put("User's son is Arjun, 9", "relationship")
    fish = put("User eats fish", "constraint")
    no_fish = put("User never eats fish", "constraint", -1)
    got = brain.consolidate()
    assert full in got.profile.memory_ids and short not in got.profile.memory_ids
    assert got.profile.text.count("husband") == 1
    assert son_age in got.profile.memory_ids and son not in got.profile.memory_ids
    assert {fish, no_fish} <= set(got.profile.memory_ids), "another polarity is not said in full"
    # the profile a recall shows is built the same way when none is stored
    brain.store.set_summary("profile", "", brain.clock.now(), [])
    lines, quoted = brain.profile_lines(brain.clock.now())
    assert short not in quoted and full in quoted and "husband is Dev" not in lines[0]


def test_the_profile_names_the_user_first(brain: Brain, clock: FakeClock) -> None:
    """A new user's trial: "Identity: User lives in Cardiff since July 2026; User is a vet
    ...; User's name is Priyanka." The name now opens the identity section."""
    add(brain, "User's name is Priyanka", "identity")
    clock.advance(days=30)
    add(brain, "User is a vet at a small animal clinic", "identity")
    add(brain, "User lives in Cardiff", "identity")
    text = brain.consolidate().profile.text
    assert text.startswith("Identity: User's name is Priyanka; "), text
    assert "vet" in text and "Cardiff" in text


def test_a_profile_quoting_what_has_ended_since_is_built_again(brain: Brain, clock: FakeClock) -> None:
    """The fourth recall trial (docs/recall.md): "What do you know about me?" answered with the
    profile of the last consolidation, which still said the old city and the old role after a
    move and a promotion were ingested. A stored summary quoting a memory superseded since is
    built again from what holds now; one whose memories all hold is used as stored."""
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I live in Leeds.")]))
    got = brain.consolidate()
    assert "Leeds" in got.profile.text
    asked = wire.RecallParams(query="What do you know about me?")
    assert "Leeds" in brain.recall(asked).context  # unchanged since: the stored profile
    clock.advance(days=30)
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I moved to York last week.")]))
    context = brain.recall(asked).context
    assert "York" in context and "lives in Leeds" not in context, context


def test_the_profile_keeps_the_name_after_months_of_other_news(brain: Brain, clock: FakeClock) -> None:
    """The fourth recall trial: after eight months of other news, "What do you know about me?"
    answered with a profile that no longer held the user's name (an old, never-recalled
    memory ranks last among the identity facts by health, and the room was full before it)."""
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="Hi, I'm Callista.")]))
    for i in range(12):
        clock.advance(days=20)
        add(brain, f"User is a volunteer number {i} at a long-running community project in the old town hall", "identity")
        add(brain, f"User prefers the {i}th option of a very long menu of things to choose between", "preference")
    context = brain.recall(wire.RecallParams(query="What do you know about me?")).context
    assert "Callista" in context, context


# A run reads in steps and writes later (the daemon's recall and writes interleave). What
# is hard-deleted or rewritten between a read and the write that uses it must not come
# back in the summary or a reflection (found by CI: the daemon's first consolidation ran
# beside a test's hard delete and wrote "User's mom Zelphine is a retired pilot" into
# the profile after the delete had scrubbed it).

def _run_forgetting(brain: Brain, needle: str, forget) -> wire.ConsolidateResult:
    """Drive one consolidation step by step; the first time a read returns ``needle``,
    call ``forget()`` before the run sees the value (as a request between two steps)."""
    from mercuryd.brain.steps import Read

    run = brain.consolidate_steps(wire.ConsolidateParams())
    value = None
    done = False
    while True:
        try:
            out = run.send(value)
        except StopIteration as stop:
            assert done, f"no read returned {needle!r}"
            return stop.value
        value = out.fn(brain.store) if isinstance(out, Read) else None
        if not done and needle in repr(value):
            forget()
            done = True


def _said_anywhere(brain: Brain, needle: str) -> list[str]:
    said = [m.summary for m in brain.list(wire.ListParams(scope="all", include_superseded=True, limit=500)).items]
    said += [(brain.store.get_summary(k) or ("",))[0] for k in ("profile", "active_state")]
    return [s for s in said if needle.casefold() in s.casefold()]


def test_a_memory_hard_deleted_while_a_run_reads_stays_out_of_its_summaries(brain: Brain, tmp_path) -> None:
    add(brain, "User's name is Ada", "identity")
    add(brain, "User's mom lives in Lisbon", "identity")
    named = add(brain, "User's mom Zelphine is a retired pilot", "identity")
    got = _run_forgetting(brain, "Zelphine", lambda: brain.dismiss(wire.DismissParams(id=named, hard=True)))
    assert "Zelphine" not in got.profile.text and named not in got.profile.memory_ids
    assert "Ada" in got.profile.text and "Lisbon" in got.profile.text
    assert _said_anywhere(brain, "Zelphine") == [] and _said_anywhere(brain, "retired pilot") == []
    brain.store.checkpoint()
    assert b"retired pilot" not in (tmp_path / "second-brain.db").read_bytes()


def test_a_memory_rewritten_while_a_run_reads_is_summarised_as_it_reads_now(brain: Brain) -> None:
    add(brain, "User's name is Ada", "identity")
    named = add(brain, "User's mom Zelphine is a retired pilot", "identity")
    got = _run_forgetting(brain, "Zelphine", lambda: brain.update(
        wire.UpdateParams(id=named, summary="User's mom is a retired pilot")))
    assert "Zelphine" not in got.profile.text and "User's mom is a retired pilot" in got.profile.text
    assert _said_anywhere(brain, "Zelphine") == []


def test_a_person_deleted_while_a_run_reads_gets_no_reflection(brain: Brain, clock: FakeClock) -> None:
    add(brain, "User's mom lives in Lisbon", "identity")
    named = [add(brain, f"User's mom Zelphine {t}", "episode") for t in (
        "visited on Sunday", "called about the garden", "sent a postcard from Porto",
        "baked a cake for the party", "lent User a book on maps")]
    clock.advance(days=1)

    def forget() -> None:
        for mid in named:
            brain.dismiss(wire.DismissParams(id=mid, hard=True))

    got = _run_forgetting(brain, "Zelphine", forget)
    assert not [m for m in got.reflections if "Zelphine" in m.summary]
    assert not set(got.created) & {m.id for m in reflections(brain) if "Zelphine" in m.summary}
    assert _said_anywhere(brain, "Zelphine") == []


def test_more_deleted_during_a_run_than_it_can_track_still_leaves_nothing_quoted(brain: Brain, clock: FakeClock) -> None:
    import collections

    brain.forgotten = collections.deque(maxlen=2)  # as if more than FORGOTTEN_KEPT went
    add(brain, "User's name is Ada", "identity")
    named = [add(brain, f"User's mom Zelphine {t}", "episode") for t in (
        "visited on Sunday", "called about the garden", "sent a postcard from Porto",
        "baked a cake for the party", "lent User a book on maps")]
    named.append(add(brain, "User's mom Zelphine is a retired pilot", "identity"))
    clock.advance(days=1)

    def forget() -> None:
        for mid in named:
            brain.dismiss(wire.DismissParams(id=mid, hard=True))

    got = _run_forgetting(brain, "Zelphine", forget)
    assert "Ada" in got.profile.text and "Zelphine" not in got.profile.text
    assert _said_anywhere(brain, "Zelphine") == [] and _said_anywhere(brain, "retired pilot") == []
    assert brain.consolidate().profile.text == got.profile.text  # the next run is whole again
