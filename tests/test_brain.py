"""The memory service: defaults, the one write path, conflicts, recall and its budget."""

from __future__ import annotations

import pytest

from mercuryd import wire
from mercuryd.brain.candidate import CONTEXT_CLOSE, CONTEXT_OPEN, Candidate, PersonMention
from mercuryd.brain.service import Brain, build_context
from mercuryd.errors import ConfirmationRequired, InvalidParams, NotFound


def add(brain: Brain, type_: str, summary: str, **kw) -> wire.Memory:
    return brain.add(wire.AddParams(type=type_, summary=summary, **kw))


def write(brain: Brain, cand: Candidate) -> str:
    with brain.store.transaction():
        return brain.write(cand).action


# ------------------------------------------------------------------ defaults


@pytest.mark.parametrize(
    ("type_", "scope"),
    [
        ("identity", "durable"), ("preference", "durable"), ("habit", "durable"),
        ("constraint", "durable"), ("relationship", "durable"), ("reflection", "durable"),
        ("goal", "active"), ("project", "active"), ("decision", "active"), ("episode", "active"),
    ],
)
def test_default_scope_by_type(brain: Brain, type_: str, scope: str) -> None:
    assert add(brain, type_, f"User fact of type {type_}").scope == scope


@pytest.mark.parametrize(
    ("evidence", "confidence"), [("manual", 1.0), ("direct", 0.9), ("system", 0.7), ("inferred", 0.6)]
)
def test_default_confidence_by_evidence(brain: Brain, evidence: str, confidence: float) -> None:
    assert add(brain, "habit", "User walks the dog at dawn", evidence=evidence).confidence == confidence


def test_importance_defaults_rank_identity_above_episode(brain: Brain) -> None:
    ident = add(brain, "identity", "User's name is Ada")
    ep = add(brain, "episode", "User went hiking in the Alps in 2024")
    assert ident.importance > ep.importance


def test_summary_is_trimmed_and_bounded(brain: Brain) -> None:
    m = add(brain, "preference", "   User   likes\tquiet  mornings  ")
    assert m.summary == "User likes quiet mornings"
    with pytest.raises(InvalidParams, match="summary"):
        add(brain, "preference", "   ")
    with pytest.raises(InvalidParams, match="500"):
        add(brain, "preference", "x" * 501)
    assert len(add(brain, "preference", "y" * 500).summary) == 500


# ------------------------------------------------------------------ reinforcement


def test_restating_reinforces_instead_of_duplicating(brain: Brain) -> None:
    first = add(brain, "preference", "User prefers concise answers", evidence="direct")
    again = add(brain, "preference", "User prefers concise technical answers", evidence="direct")
    assert again.id == first.id
    assert again.reinforcements == 1
    assert again.confidence > first.confidence
    assert brain.store.counts()["durable"] == 1
    # The restatement says more: the memory keeps the fuller wording, and is found by it.
    assert again.summary == "User prefers concise technical answers"
    assert [h.id for h in brain.search(wire.SearchParams(q="technical")).items] == [first.id]
    # A shorter restatement keeps the fuller wording.
    assert add(brain, "preference", "User prefers concise answers").summary == "User prefers concise technical answers"


def test_a_restatement_that_says_more_keeps_its_words(brain: Brain) -> None:
    said = [wire.Message(role="user", content="My wife Helen is a paramedic so she works weird shifts.")]
    result = brain.ingest(wire.IngestParams(messages=said))
    everything = sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=50)).items)
    assert "User's wife Helen is a paramedic" in everything and "User's wife is Helen" not in everything
    # said once, in one message: stored, not also reinforced by itself
    assert result.reinforced == [] and all(m.reinforcements == 0 for m in result.stored)
    again = brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="Helen, my wife, is a paramedic.")]))
    assert [m.reinforcements for m in again.reinforced] == [1]


def test_words_typed_by_hand_are_not_rewritten_by_a_restatement(brain: Brain) -> None:
    typed = add(brain, "preference", "User prefers concise answers", evidence="manual")
    again = add(brain, "preference", "User prefers concise technical answers", evidence="direct")
    assert again.id == typed.id and again.summary == "User prefers concise answers"


def test_names_places_and_numbers_keep_facts_apart(brain: Brain) -> None:
    a = add(brain, "episode", "User visited Paris in May")
    b = add(brain, "episode", "User visited Rome in May")
    c = add(brain, "episode", "User visited Rome in 2023")
    assert len({a.id, b.id, c.id}) == 3


def test_promotion_to_durable_on_the_fourth_observation(brain: Brain) -> None:
    cand = Candidate(type="project", summary="User is building a birdhouse", refs=["m0"])
    assert write(brain, cand) == "stored"
    for expected in (1, 2):
        assert write(brain, cand) == "reinforced"
        row = brain.store.get_memory(1)
        assert row.reinforcements == expected and row.scope == "active"
    assert write(brain, cand) == "reinforced"
    row = brain.store.get_memory(1)
    assert row.reinforcements == 3 and row.scope == "durable" and row.reason == "promoted"


def test_reinforcement_appends_source_refs_and_marks_referenced(brain: Brain, clock) -> None:
    src1 = wire.Source(channel="cli", conversation_id="c1", refs=["m1"])
    with brain.store.transaction():
        brain.write(Candidate(type="habit", summary="User swims on Fridays"), source=src1)
    clock.advance(days=3)
    src2 = wire.Source(channel="cli", conversation_id="c2", refs=["m4"])
    with brain.store.transaction():
        brain.write(Candidate(type="habit", summary="User swims on Fridays"), source=src2)
    m = brain.get(wire.GetParams(id=1))
    assert m.source.refs == ["m1", "m4"]
    assert m.last_referenced_at.timestamp() == clock.now()


# ------------------------------------------------------------------ conflicts


def structured(summary: str, attribute: str, value: str, polarity: str = "positive", **kw) -> Candidate:
    return Candidate(type="preference", summary=summary, attribute=attribute, value=value,
                     polarity=polarity, **kw)


def test_single_valued_attribute_conflict_higher_confidence_wins(brain: Brain) -> None:
    write(brain, structured("User prefers TypeScript", "preferred_programming_language", "typescript",
                            confidence=0.95))
    assert write(brain, structured("User prefers Python", "preferred_programming_language", "python",
                                   confidence=0.8)) == "lost"
    loser = brain.store.get_memory(2)
    assert loser.superseded_by == 1
    got = brain.get(wire.GetParams(id=1))
    assert [h.id for h in got.history] == [2]
    listed = brain.list(wire.ListParams())
    assert [m.id for m in listed.items] == [1]
    assert {m.id for m in brain.list(wire.ListParams(include_superseded=True)).items} == {1, 2}


def test_confidence_tie_goes_to_the_newer(brain: Brain, clock) -> None:
    write(brain, structured("User prefers TypeScript", "preferred_programming_language", "typescript"))
    clock.advance(days=1)
    assert write(brain, structured("User prefers Python", "preferred_programming_language", "python")) == "stored"
    assert brain.store.get_memory(1).superseded_by == 2
    assert brain.store.get_memory(2).superseded_by is None


def test_negation_mismatch_conflicts(brain: Brain, clock) -> None:
    write(brain, structured("User likes coffee", "likes", "coffee"))
    clock.advance(days=1)
    write(brain, structured("User does not like coffee", "likes", "coffee", polarity="negative"))
    assert brain.store.get_memory(1).superseded_by == 2


def test_multi_valued_and_unknown_attributes_never_conflict(brain: Brain) -> None:
    write(brain, structured("User likes coffee", "likes", "coffee"))
    write(brain, structured("User likes tea", "likes", "tea"))
    write(brain, Candidate(type="preference", summary="User prefers window seats"))
    write(brain, Candidate(type="preference", summary="User prefers aisle seats on trains"))
    assert brain.store.counts()["superseded"] == 0


def test_word_inside_word_is_not_negation(brain: Brain) -> None:
    """'Notion', 'notes' and 'nothing' hold 'not' but negate nothing."""
    first = add(brain, "preference", "User likes taking notes")
    second = add(brain, "preference", "User likes Notion for notes")
    third = add(brain, "habit", "User eats nothing before noon")
    assert brain.store.counts()["superseded"] == 0
    assert len({first.id, second.id, third.id}) == 3


def test_manual_memory_wins_conflict_through_the_same_path(brain: Brain, clock) -> None:
    write(brain, structured("User prefers TypeScript", "preferred_programming_language", "typescript"))
    clock.advance(hours=1)
    cand = structured("User prefers Python", "preferred_programming_language", "python",
                      evidence="manual")
    assert write(brain, cand) == "stored"
    assert brain.store.get_memory(1).superseded_by == 2


# ------------------------------------------------------------------ persons


def test_persons_are_linked_and_counted(brain: Brain) -> None:
    with brain.store.transaction():
        brain.write(Candidate(type="relationship", summary="User's sister is Anna",
                              persons=[PersonMention(name="Anna", relation="sister")]))
        brain.write(Candidate(type="episode", summary="User went skiing with Anna and Bob",
                              persons=[PersonMention(name="Anna"), PersonMention(name="Bob")]))
        brain.write(Candidate(type="relationship", summary="Anna is married to Bob",
                              persons=[PersonMention(name="anna"), PersonMention(name="Bob")]))
    people = {p.name: p for p in brain.persons_list(wire.PersonsListParams()).items}
    assert set(people) == {"Anna", "Bob"}
    assert people["Anna"].memory_count == 3 and people["Anna"].relation == "sister"
    detail = brain.persons_get(wire.PersonGetParams(id=people["Anna"].id))
    assert {m.summary for m in detail.facts} == {"User's sister is Anna", "Anna is married to Bob"}
    assert [m.summary for m in detail.related] == ["User went skiing with Anna and Bob"]
    assert [link.person.name for link in detail.links] == ["Bob"]
    assert brain.add(wire.AddParams(type="relationship", summary="User's friend is Bob",
                                    persons=["Bob"])).persons[0].name == "Bob"
    with pytest.raises(NotFound):
        brain.persons_get(wire.PersonGetParams(id=999))


# ------------------------------------------------------------------ recall


def test_recall_budget_bounds_the_whole_block(brain: Brain) -> None:
    for i in range(8):
        add(brain, "preference", f"User enjoys jazz record number {i} " + "x" * 60)
    for budget in (60, 200, 333, 900):
        r = brain.recall(wire.RecallParams(query="jazz record", budget_chars=budget, limit=50))
        assert len(r.context) <= budget
        assert r.context.count("\n- ") == len(r.memories)
    r = brain.recall(wire.RecallParams(query="jazz record", budget_chars=0, limit=50))
    assert len(r.memories) == 8


def test_build_context_exact_budget_and_skip_rule() -> None:
    from mercuryd.brain.retrieve import Hit
    from mercuryd.store.db import MemoryRow

    def row(i: int, summary: str) -> MemoryRow:
        return MemoryRow(id=i, type="habit", summary=summary, norm="", scope="durable",
                         evidence="direct", confidence=0.9, base_confidence=0.9, decay_from=0,
                         importance=0.5, durability=0.9, created_at=0, updated_at=0,
                         last_referenced_at=0)

    frame = len(CONTEXT_OPEN) + 1 + len(CONTEXT_CLOSE)
    a, b, c = row(1, "a" * 20), row(2, "b" * 100), row(3, "c" * 10)
    ranked = [(Hit(1, 3.0, 1.0), a), (Hit(2, 2.0, 1.0), b), (Hit(3, 1.0, 1.0), c)]
    # exactly room for a and c ("- " + text + "\n" each), not b: b is skipped, c taken
    budget = frame + (2 + 20 + 1) + (2 + 10 + 1)
    chosen, block = build_context(ranked, limit=5, budget=budget)
    assert [r.id for _, r in chosen] == [1, 3]
    assert len(block) == budget
    chosen, block = build_context(ranked, limit=5, budget=budget - 1)
    assert [r.id for _, r in chosen] == [1]
    chosen, _ = build_context(ranked, limit=2, budget=0)
    assert [r.id for _, r in chosen] == [1, 2]
    assert build_context(ranked, limit=5, budget=frame + 3) == ([], "")


def test_recall_marks_injected_memories_referenced(brain: Brain, clock) -> None:
    add(brain, "habit", "User plays chess online every evening")
    add(brain, "habit", "User bakes sourdough bread on weekends")
    clock.advance(days=10)
    r = brain.recall(wire.RecallParams(query="chess tonight?"))
    assert [m.id for m in r.memories] == [1]
    assert brain.store.get_memory(1).last_referenced_at == clock.now()
    assert brain.store.get_memory(2).last_referenced_at == clock.now() - 10 * 86400


def test_browsing_marks_nothing(brain: Brain, clock) -> None:
    add(brain, "habit", "User plays chess online every evening")
    before = brain.store.get_memory(1).last_referenced_at
    clock.advance(days=5)
    brain.search(wire.SearchParams(q="chess"))
    brain.list(wire.ListParams())
    brain.get(wire.GetParams(id=1))
    assert brain.store.get_memory(1).last_referenced_at == before


@pytest.mark.parametrize(
    "query",
    ['"', "chess*", "NEAR(chess evening)", "chess -evening", "AND OR NOT", "^chess", "col:chess",
     "(((", "🎉🎉", "国际象棋", "שחמט", "", " ", "'; DROP TABLE memories; --", "\x00", "a" * 4000],
)
def test_any_text_recalls_and_searches_without_error(brain: Brain, query: str) -> None:
    add(brain, "habit", "User plays chess online every evening")
    add(brain, "preference", "用户喜欢国际象棋 🎉")
    if not query:
        with pytest.raises(Exception):  # the wire refuses empty queries (min_length)
            import msgspec

            msgspec.convert({"query": query}, wire.RecallParams)
        return
    brain.recall(wire.RecallParams(query=query))
    brain.search(wire.SearchParams(q=query))
    assert brain.store.counts()["durable"] == 2


def test_subconscious_fallback_brings_a_memory_back(brain: Brain, clock) -> None:
    add(brain, "project", "User is restoring a 1972 sailboat")
    clock.advance(days=31)
    brain.prune()
    assert brain.store.get_memory(1).scope == "subconscious"
    r = brain.recall(wire.RecallParams(query="how is the sailboat going"))
    assert r.used_subconscious and r.memories[0].tier == "conscious" and r.memories[0].scope == "active"
    row = brain.store.get_memory(1)
    assert row.scope == "active" and row.reason == "recalled"
    never = brain.recall(wire.RecallParams(query="sailboat", subconscious="never"))
    assert [m.id for m in never.memories] == [1]  # it is conscious again


def test_dismissed_memory_is_not_auto_recalled(brain: Brain) -> None:
    add(brain, "preference", "User likes horror movies")
    assert brain.dismiss(wire.DismissParams(id=1)).action == "subconscious"
    r = brain.recall(wire.RecallParams(query="horror movies", subconscious="always"))
    assert r.memories == []
    assert [m.id for m in brain.search(wire.SearchParams(q="horror")).items] == [1]
    assert brain.dismiss(wire.DismissParams(id=1)).action == "deleted"
    with pytest.raises(NotFound):
        brain.get(wire.GetParams(id=1))
    assert brain.search(wire.SearchParams(q="horror")).items == []


# ------------------------------------------------------------------ pause, clear, update


def test_pause_stops_learning_not_recall(brain: Brain) -> None:
    add(brain, "preference", "User likes tea")
    brain.pause()
    r = brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="My name is Bo.")]))
    assert r.paused and r.stored == []
    assert brain.recall(wire.RecallParams(query="tea")).memories
    brain.resume()
    assert not brain.status().paused


def test_clear_needs_confirmation(brain: Brain) -> None:
    add(brain, "preference", "User likes tea")
    with pytest.raises(ConfirmationRequired):
        brain.clear(wire.ClearParams())
    assert brain.clear(wire.ClearParams(confirm=True)).deleted == 1
    assert brain.store.counts() == {"durable": 0, "active": 0, "subconscious": 0, "superseded": 0,
                                    "persons": 0}


def test_update_fields_and_restore_scope(brain: Brain, clock) -> None:
    add(brain, "goal", "User wants to run a marathon")
    brain.dismiss(wire.DismissParams(id=1))
    clock.advance(days=40)
    m = brain.update(wire.UpdateParams(id=1, scope="active", importance=0.95, summary="User wants to run a marathon in 2027"))
    assert m.scope == "active" and not m.dismissed and m.importance == 0.95
    assert m.last_referenced_at.timestamp() == clock.now()
    assert brain.search(wire.SearchParams(q="2027")).items[0].id == 1
    with pytest.raises(NotFound):
        brain.update(wire.UpdateParams(id=42, importance=0.1))


def test_list_paginates_with_a_cursor(brain: Brain) -> None:
    for i in range(7):
        add(brain, "habit", f"User habit number {i} involves item {i}")
    page1 = brain.list(wire.ListParams(limit=3))
    page2 = brain.list(wire.ListParams(limit=3, cursor=page1.next_cursor))
    page3 = brain.list(wire.ListParams(limit=3, cursor=page2.next_cursor))
    ids = [m.id for m in page1.items + page2.items + page3.items]
    assert ids == [7, 6, 5, 4, 3, 2, 1] and page3.next_cursor is None
    with pytest.raises(InvalidParams, match="cursor"):
        brain.list(wire.ListParams(cursor="abc"))


def test_status_counts_match_rows(brain: Brain) -> None:
    add(brain, "preference", "User likes tea")
    add(brain, "goal", "User wants to learn Rust")
    add(brain, "episode", "User visited Oslo in March")
    brain.dismiss(wire.DismissParams(id=3))
    s = brain.status()
    assert (s.counts.durable, s.counts.active, s.counts.subconscious) == (1, 1, 1)
    assert s.counts_by_type == {"preference": 1, "goal": 1}


def test_hard_deleting_a_conflict_winner_brings_back_one_previous_value(brain: Brain, clock) -> None:
    attr = "preferred_programming_language"
    write(brain, structured("User prefers Java", attr, "java"))
    clock.advance(days=1)
    write(brain, structured("User prefers Kotlin", attr, "kotlin"))
    clock.advance(days=1)
    write(brain, structured("User prefers Python", attr, "python"))
    assert brain.store.get_memory(1).superseded_by == 2 and brain.store.get_memory(2).superseded_by == 3
    brain.dismiss(wire.DismissParams(id=3, hard=True))
    assert [m.summary for m in brain.list(wire.ListParams()).items] == ["User prefers Kotlin"]
    assert brain.store.get_memory(1).superseded_by == 2


def test_hard_deleting_a_winner_of_two_keeps_one_successor(brain: Brain, clock) -> None:
    for i, lang in enumerate(["Java", "Kotlin", "Python"]):
        add(brain, "preference", f"User codes in {lang} at work", confidence=0.5 + i * 0.1)
        clock.advance(days=1)
    with brain.store.transaction():  # two memories that both lost to the third
        brain.store.update_memory(1, superseded_by=3)
        brain.store.update_memory(2, superseded_by=3)
    brain.dismiss(wire.DismissParams(id=3, hard=True))
    assert [m.id for m in brain.list(wire.ListParams()).items] == [2]  # higher confidence
    assert brain.store.get_memory(1).superseded_by == 2


def test_a_hit_on_one_common_word_of_a_long_question_is_not_injected(brain: Brain, clock) -> None:
    add(brain, "project", "User is restoring a 1972 sailboat called Marlin")
    clock.advance(days=31)
    brain.prune()  # the sailboat sinks into the subconscious
    for i in range(6):
        add(brain, "preference", f"User likes going on trips number {i}")
    r = brain.recall(wire.RecallParams(query="how is the restoration of my sailboat Marlin going"))
    assert [m.summary for m in r.memories] == ["User is restoring a 1972 sailboat called Marlin"]
    assert r.used_subconscious
    assert "trips" not in r.context


def test_a_fuller_restatement_typed_by_hand_keeps_its_words(brain: Brain) -> None:
    """Both typed by hand: the second, which says more, is the wording kept (it was lost:
    "User's husband Dev is a secondary school maths teacher" only reinforced "User's
    husband is Dev")."""
    typed = add(brain, "relationship", "User's husband is Dev", evidence="manual")
    again = add(brain, "relationship", "User's husband Dev is a secondary school maths teacher", evidence="manual")
    assert again.id == typed.id
    assert again.summary == "User's husband Dev is a secondary school maths teacher"
    assert [h.id for h in brain.search(wire.SearchParams(q="maths teacher")).items] == [typed.id]
