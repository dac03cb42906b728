"""Persons curated by hand (rename, aliases, relation, merge) and the graph of a life."""

from __future__ import annotations

import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain
from mercuryd.errors import Conflict, InvalidParams, NotFound


def add(brain: Brain, summary: str, type: str = "habit", persons: list[str] | None = None) -> wire.Memory:
    return brain.add(wire.AddParams(type=type, summary=summary, persons=persons))


def person(brain: Brain, name: str) -> wire.Person:
    [found] = [p for p in brain.persons_list(wire.PersonsListParams(limit=500)).items if p.name == name]
    return found


def say(brain: Brain, text: str) -> wire.IngestResult:
    return brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=text)]))


# ---------------------------------------------------------------- persons.update


def test_rename_keeps_the_old_name_as_an_alias_that_still_links(brain: Brain) -> None:
    say(brain, "My sister Ana lives in Oslo.")
    ana = person(brain, "Ana")
    renamed = brain.persons_update(wire.PersonUpdateParams(id=ana.id, name="Anna"))
    assert (renamed.name, renamed.aliases) == ("Anna", ["Ana"])
    # A later conversation that uses the old name finds the same person.
    say(brain, "My sister Ana loves cross-country skiing.")
    people = brain.persons_list(wire.PersonsListParams()).items
    assert [(p.name, p.memory_count) for p in people] == [("Anna", 2)]


def test_update_sets_and_clears_relation_and_aliases(brain: Brain) -> None:
    add(brain, "Went climbing with Jo", persons=["Jo"])
    jo = person(brain, "Jo")
    got = brain.persons_update(wire.PersonUpdateParams(id=jo.id, relation="  Climbing   Partner ",
                                                       aliases=["Joanna", "  joanna ", "Jo", ""]))
    assert got.relation == "climbing partner" and got.aliases == ["Joanna"]
    got = brain.persons_update(wire.PersonUpdateParams(id=jo.id, relation=None))
    assert got.relation is None and got.aliases == ["Joanna"]  # untouched fields stay
    got = brain.persons_update(wire.PersonUpdateParams(id=jo.id, relation="friend", aliases=[]))
    assert got.relation == "friend" and got.aliases == []
    assert brain.persons_update(wire.PersonUpdateParams(id=jo.id, relation="")).relation is None


def test_update_refuses_names_someone_else_carries(brain: Brain) -> None:
    add(brain, "Tom fixes bikes", persons=["Tom"])
    add(brain, "Ben plays chess", persons=["Ben"])
    tom, ben = person(brain, "Tom"), person(brain, "Ben")
    brain.persons_update(wire.PersonUpdateParams(id=ben.id, aliases=["Benny"]))
    for change in ({"name": "ben"}, {"name": "BENNY"}, {"aliases": ["Ben"]}, {"aliases": ["benny"]}):
        with pytest.raises(Conflict, match="merge"):
            brain.persons_update(wire.PersonUpdateParams(id=tom.id, **change))
    assert person(brain, "Tom").aliases == []
    # A change of case of one's own name is no conflict.
    assert brain.persons_update(wire.PersonUpdateParams(id=tom.id, name="TOM")).aliases == []


def test_update_bad_input(brain: Brain) -> None:
    add(brain, "Sue sings", persons=["Sue"])
    sue = person(brain, "Sue")
    assert brain.persons_update(wire.PersonUpdateParams(id=sue.id)) == sue  # no field: no change
    with pytest.raises(InvalidParams, match="empty"):
        brain.persons_update(wire.PersonUpdateParams(id=sue.id, name=" \t "))
    with pytest.raises(NotFound):
        brain.persons_update(wire.PersonUpdateParams(id=999, name="X"))
    assert person(brain, "Sue").name == "Sue"


# ---------------------------------------------------------------- persons.merge


def test_merge_moves_memories_names_and_span(brain: Brain, clock) -> None:
    both = add(brain, "Lunch with Kim and Kimberly at noon", persons=["Kim", "Kimberly"])
    add(brain, "Kim is the user's cousin", type="relationship", persons=["Kim"])
    clock.advance(days=3)
    add(brain, "Kimberly runs marathons", persons=["Kimberly"])
    kim, kimberly = person(brain, "Kim"), person(brain, "Kimberly")
    brain.persons_update(wire.PersonUpdateParams(id=kimberly.id, relation="cousin", aliases=["Kimmy"]))

    merged = brain.persons_merge(wire.PersonMergeParams(id=kim.id, other=kimberly.id))
    assert merged.id == kim.id and merged.memory_count == 3
    assert merged.aliases == ["Kimberly", "Kimmy"] and merged.relation == "cousin"
    assert merged.first_seen == kim.first_seen and merged.last_seen == kimberly.last_seen
    with pytest.raises(NotFound):
        brain.persons_get(wire.PersonGetParams(id=kimberly.id))
    # The memory that named both names one person now, once.
    assert [p.name for p in brain.get(wire.GetParams(id=both.id)).persons] == ["Kim"]
    items = brain.persons_memories(wire.PersonGetParams(id=kim.id)).items
    assert {m.summary for m in items} == {"Lunch with Kim and Kimberly at noon", "Kim is the user's cousin",
                                          "Kimberly runs marathons"}
    # Future mentions of the folded name land on the kept person.
    say(brain, "My cousin Kimberly just moved to Lisbon.")
    assert [(p.name, p.memory_count) for p in brain.persons_list(wire.PersonsListParams()).items] == [("Kim", 4)]


def test_merge_with_self_changes_nothing_and_unknown_is_refused(brain: Brain) -> None:
    add(brain, "Liv paints", persons=["Liv"])
    liv = person(brain, "Liv")
    assert brain.persons_merge(wire.PersonMergeParams(id=liv.id, other=liv.id)) == liv
    with pytest.raises(NotFound):
        brain.persons_merge(wire.PersonMergeParams(id=liv.id, other=404))
    with pytest.raises(NotFound):
        brain.persons_merge(wire.PersonMergeParams(id=404, other=liv.id))
    assert person(brain, "Liv").memory_count == 1


def test_merge_refiles_reflections_about_the_folded_person(brain: Brain) -> None:
    for i in range(5):
        add(brain, f"Talked to Ola about plan {i}", persons=["Ola"])
        add(brain, f"Olav sent photo number {i}", persons=["Olav"])
    brain.consolidate()
    ola, olav = person(brain, "Ola"), person(brain, "Olav")
    reflections = {r.summary: r for r in brain.list(wire.ListParams(type="reflection")).items}
    about_olav = reflections["The user often mentions Olav (in many memories)."]
    about_ola = reflections["The user often mentions Ola (in many memories)."]

    brain.persons_merge(wire.PersonMergeParams(id=ola.id, other=olav.id))
    # One pattern, one reflection: Olav's is history under Ola's.
    assert brain.get(wire.GetParams(id=about_olav.id)).superseded_by == about_ola.id
    assert f"pattern:person:{ola.id}" in brain.get(wire.GetParams(id=about_olav.id)).source.refs
    brain.consolidate()
    live = [r.summary for r in brain.list(wire.ListParams(type="reflection")).items if "mentions" in r.summary]
    assert live == ["The user often mentions Ola (in many memories)."]


# ---------------------------------------------------------------- graph.get


def edges_of(g: wire.GraphResult) -> set[tuple[str, str, str]]:
    return {(e.source, e.target, e.kind) for e in g.edges}


def test_graph_tells_the_story_with_every_relation(brain: Brain) -> None:
    sister = add(brain, "Anna is the user's sister", type="relationship", persons=["Anna", "Tom"])
    cello = add(brain, "Anna plays cello in the city orchestra", persons=["Anna"])
    goal = add(brain, "Run the Oslo marathon in under four hours", type="goal")
    training = add(brain, "Runs the marathon training plan four times a week")
    old = say(brain, "I prefer Python for scripting.").stored[0]
    new = say(brain, "These days I prefer TypeScript.").stored[0]
    for i in range(5):
        add(brain, f"Called Anna about the trip, day {i}", type="episode", persons=["Anna"])
    brain.consolidate()
    reflection = next(r for r in brain.list(wire.ListParams(type="reflection")).items if "Anna" in r.summary)

    g = brain.graph(wire.GraphParams())
    nodes = {n.id: n for n in g.nodes}
    assert [n for n in g.nodes if n.kind == "user"] == [wire.GraphNode(id="you", kind="user", label="You")]
    anna, tom = person(brain, "Anna"), person(brain, "Tom")
    assert nodes[f"p{anna.id}"].label == "Anna" and nodes[f"m{goal.id}"].kind == "goal"
    assert nodes[f"m{old.id}"].superseded and not nodes[f"m{new.id}"].superseded
    edges = edges_of(g)
    assert ("you", f"p{anna.id}", "knows") in edges and ("you", f"p{tom.id}", "knows") in edges
    assert (f"m{cello.id}", f"p{anna.id}", "mentions") in edges
    assert (f"m{sister.id}", f"p{anna.id}", "mentions") in edges
    assert (f"p{anna.id}", f"p{tom.id}", "knows") in edges
    assert (f"m{new.id}", f"m{old.id}", "supersedes") in edges
    assert (f"m{reflection.id}", f"p{anna.id}", "reflects") in edges
    assert ("you", f"m{goal.id}", "relates") in edges
    assert (f"m{goal.id}", f"m{training.id}", "relates") in edges
    assert {e.kind for e in g.edges} == {"mentions", "knows", "supersedes", "reflects", "relates"}
    ids = set(nodes)
    assert all(e.source in ids and e.target in ids for e in g.edges)
    pairs = [frozenset((e.source, e.target)) for e in g.edges]
    assert len(pairs) == len(set(pairs))  # one edge per pair of nodes


def test_graph_relates_goals_to_the_memories_about_the_same_thing(brain: Brain) -> None:
    """A goal or project is linked to the memories that share a distinctive word with it
    ("Pennywise", "Portuguese"), not to those that share only a date or "User" (found in
    a new-user run: Sam's five goals and projects were linked to nothing but "You")."""
    pennywise = add(brain, "User is working on a budgeting app called Pennywise", type="project")
    portuguese = add(brain, "User wants to learn Portuguese properly in 2026", type="goal")
    half = add(brain, "User is training for the Lisbon half marathon in March 2027", type="goal")
    full = add(brain, "User wants to run a full marathon in 2027", type="goal")
    backend = add(brain, "User decided to move the Pennywise backend to SQLite", type="decision")
    speaks = add(brain, "Sam speaks English, Spanish and some Portuguese", type="identity")
    mom = add(brain, "User's mom Elena is visiting in April 2027", type="relationship", persons=["Elena"])
    trains = add(brain, "User prefers trains over planes for trips in Europe", type="preference")
    for i, what in enumerate(("plays the piano on weekends", "drinks green tea every morning",
                              "never takes meetings before 10am", "is allergic to peanuts",
                              "had lunch with Tom from work in 2026", "cooked dinner with Leo on Sunday")):
        add(brain, f"User {what}", type=("habit", "episode")[i % 2])
    relates = {frozenset((e.source, e.target)) for e in brain.graph(wire.GraphParams()).edges if e.kind == "relates"}
    m = lambda x: f"m{x.id}"  # noqa: E731
    assert frozenset((m(pennywise), m(backend))) in relates
    assert frozenset((m(portuguese), m(speaks))) in relates
    assert frozenset((m(half), m(full))) in relates
    for goal in (half, full):
        assert frozenset((m(goal), m(mom))) not in relates  # only "2027" in common
        assert frozenset((m(goal), m(trains))) not in relates  # "training" is not "trains"


def test_graph_reflection_links_its_supporting_memories(brain: Brain) -> None:
    prefs = [add(brain, f"Prefers green tea {w}", type="preference") for w in ("mornings", "evenings", "at work")]
    brain.consolidate()
    [theme] = [r for r in brain.list(wire.ListParams(type="reflection")).items if "“green”" in r.summary]
    edges = edges_of(brain.graph(wire.GraphParams()))
    for p in prefs:
        assert (f"m{theme.id}", f"m{p.id}", "reflects") in edges


def test_graph_subconscious_only_when_asked(brain: Brain) -> None:
    gone = add(brain, "Used to collect stamps", persons=["Grandpa Lev"])
    brain.dismiss(wire.DismissParams(id=gone.id))
    assert {n.kind for n in brain.graph(wire.GraphParams()).nodes} == {"user"}
    g = brain.graph(wire.GraphParams(include_subconscious=True))
    assert {(n.kind, n.tier) for n in g.nodes} == {("user", None), ("memory", "subconscious"), ("person", None)}


def test_a_person_is_seen_when_the_message_naming_them_was_said(brain: Brain) -> None:
    import datetime as dt

    def said(text: str, when: dt.datetime) -> wire.IngestParams:
        return wire.IngestParams(messages=[wire.Message(role="user", content=text, ts=when)])

    brain.ingest(said("My sister Anna lives in Oslo.", dt.datetime(2025, 11, 1, 9, 0, tzinfo=dt.UTC)))
    brain.ingest(said("My sister Anna got a dog named Bruno.", dt.datetime(2025, 6, 1, 9, 0, tzinfo=dt.UTC)))
    [anna] = brain.persons_list(wire.PersonsListParams()).items
    assert (anna.first_seen, anna.last_seen) == (dt.datetime(2025, 6, 1, 9, 0, tzinfo=dt.UTC),
                                                 dt.datetime(2025, 11, 1, 9, 0, tzinfo=dt.UTC))


def test_a_person_met_in_an_earlier_conversation_is_known_by_name(brain: Brain) -> None:
    def said(text: str) -> wire.IngestParams:
        return wire.IngestParams(messages=[wire.Message(role="user", content=text)])

    assert [m.summary for m in brain.ingest(said("My husband Walt is a retired pilot.")).stored] == [
        "User's husband Walt is a retired pilot"]
    # A later conversation names him without saying who he is.
    later = brain.ingest(said("Walt had his knee replaced last Tuesday."))
    [fact] = later.stored
    assert later.reinforced == []  # who Walt is was not said again
    assert fact.summary.startswith("User's husband Walt had his knee replaced")
    assert [p.name for p in fact.persons] == ["Walt"]
    # Someone the store does not know stays unread, as before.
    assert brain.ingest(said("Bartholomew had his knee replaced last Tuesday.")).stored == []


def test_a_person_known_by_full_name_is_found_by_first_name(brain: Brain) -> None:
    [first] = say(brain, "My sister Anna Kowalska lives in Gdansk.").stored
    assert [p.name for p in first.persons] == ["Anna Kowalska"]
    [fact] = say(brain, "Anna got engaged last week.").stored
    assert fact.summary.startswith("User's sister Anna Kowalska got engaged")
    assert [p.name for p in fact.persons] == ["Anna Kowalska"]
    assert [p.name for p in brain.persons_list(wire.PersonsListParams()).items] == ["Anna Kowalska"]


def test_a_first_name_two_known_persons_share_names_nobody(brain: Brain) -> None:
    say(brain, "My sister Anna Kowalska lives in Gdansk.")
    say(brain, "My colleague Anna Nowak is great at SQL.")
    assert say(brain, "Anna got engaged last week.").stored == []  # which Anna: not guessed
    [fact] = say(brain, "Anna Nowak got engaged last week.").stored  # the full name still finds her
    assert fact.summary.startswith("User's colleague Anna Nowak got engaged")
    assert [p.name for p in fact.persons] == ["Anna Nowak"]


def test_a_person_known_by_the_first_name_alone_keeps_it(brain: Brain) -> None:
    say(brain, "My friend Anna is a nurse.")
    say(brain, "My sister Anna Kowalska lives in Gdansk.")
    [fact] = say(brain, "Anna got engaged last week.").stored
    assert fact.summary.startswith("User's friend Anna got engaged")


def test_an_unnamed_sister_is_remembered_without_a_person(brain: Brain) -> None:
    got = brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="My sister lives in Hanoi.")]))
    assert [(m.summary, m.persons) for m in got.stored] == [("User's sister lives in Hanoi", [])]
    assert brain.persons_list(wire.PersonsListParams()).items == []


# ---------------------------------------------------------------- memory.add without persons


def test_a_memory_added_by_hand_names_its_people_as_an_ingest_would(brain: Brain) -> None:
    # `mercuryctl add --type relationship "User's sister Anna lives in Oslo"` left the
    # persons page empty: only `--person` named anyone.
    anna = add(brain, "User's sister Anna lives in Oslo", "relationship")
    assert [p.name for p in anna.persons] == ["Anna"] and person(brain, "Anna").relation == "sister"
    bob = add(brain, "User works with Bob from work on the billing service", "relationship")
    assert [p.name for p in bob.persons] == ["Bob"] and person(brain, "Bob").relation == "colleague"
    mom = add(brain, "User's mom lives in Leeds", "relationship")
    assert [p.name for p in mom.persons] == ["Mom"] and person(brain, "Mom").relation == "mom"
    # the same person again, by name and by relation: no second entry
    again = add(brain, "User calls Anna every Sunday")
    assert [p.name for p in again.persons] == ["Anna"]
    assert [p.name for p in add(brain, "User's mom has a garden").persons] == ["Mom"]
    names = sorted(p.name for p in brain.persons_list(wire.PersonsListParams(limit=50)).items)
    assert names == ["Anna", "Bob", "Mom"]
    assert person(brain, "Anna").memory_count == 2


def test_an_edit_that_names_someone_links_them(brain: Brain) -> None:
    m = add(brain, "User's sister lives in Oslo", "relationship")
    assert m.persons == []
    edited = brain.update(wire.UpdateParams(id=m.id, summary="User's sister Anna lives in Oslo"))
    assert [p.name for p in edited.persons] == ["Anna"] and person(brain, "Anna").relation == "sister"
    boss = add(brain, "User has a new manager", "relationship")
    edited = brain.update(wire.UpdateParams(id=boss.id, summary="User's boss is strict about deadlines"))
    assert [p.name for p in edited.persons] == ["Boss"]


def test_an_edit_that_no_longer_names_someone_unlinks_them(brain: Brain) -> None:
    bob = add(brain, "User works with Bob from work on the billing service", "relationship")
    assert [p.name for p in bob.persons] == ["Bob"]
    edited = brain.update(wire.UpdateParams(id=bob.id, summary="User works on the billing service"))
    assert edited.persons == []
    # Bob was named by that text alone: he goes, as after a hard delete
    assert [p.name for p in brain.persons_list(wire.PersonsListParams(limit=50)).items] == []
    add(brain, "User's sister Anna lives in Oslo", "relationship")
    calls = add(brain, "User calls Anna every Sunday")
    assert person(brain, "Anna").memory_count == 2
    edited = brain.update(wire.UpdateParams(id=calls.id, summary="User calls their dad every Sunday"))
    assert [p.name for p in edited.persons] == ["Dad"]
    assert person(brain, "Anna").memory_count == 1  # still named by the Oslo memory
    # a link the text never showed (given with the memory) is the user's own: it stays
    kids = add(brain, "User's niece has two kids", "relationship", persons=["Anna"])
    edited = brain.update(wire.UpdateParams(id=kids.id, summary="User's niece has three kids"))
    assert "Anna" in [p.name for p in edited.persons]


def test_a_memory_added_with_its_own_persons_or_none_keeps_them(brain: Brain) -> None:
    m = add(brain, "User's sister Anna lives in Oslo", "relationship", persons=["Annika"])
    assert [p.name for p in m.persons] == ["Annika"]
    nobody = add(brain, "User's brother Tom plays chess", "relationship", persons=[])
    assert nobody.persons == []
    # no person in the summary: none made up ("User's name is Sam" is the user)
    assert add(brain, "User's name is Sam", "identity").persons == []
    assert add(brain, "User prefers dark themes in every editor", "preference").persons == []


# ---------------------------------------------------------------- memory.search for a person


def test_searching_a_known_name_lists_what_is_said_about_them_and_nothing_by_meaning(brain: Brain) -> None:
    # The README's walkthrough: `mercuryctl search "Anna"` also listed "User's name is
    # Sam" (by meaning: to the model both are about a name).
    say(brain, "Hi! My name is Sam. My sister Anna lives in Oslo. I am working on a budgeting app.")
    add(brain, "User has a dog called Rex", "identity")
    add(brain, "User's sister has two kids", "relationship", persons=["Anna"])
    names = [m.summary for m in brain.search(wire.SearchParams(q="Anna")).items]
    assert names == ["User's sister Anna lives in Oslo", "User's sister has two kids"]
    assert [m.summary for m in brain.search(wire.SearchParams(q="anna")).items] == names
    # renamed, she is still found by the name she had (an alias) and by her first name
    brain.persons_update(wire.PersonUpdateParams(id=person(brain, "Anna").id, name="Anna Rivera"))
    for q in ("Anna", "Anna Rivera", "anna rivera"):
        assert [m.summary for m in brain.search(wire.SearchParams(q=q)).items] == names, q
    brain.persons_update(wire.PersonUpdateParams(id=person(brain, "Anna Rivera").id, name="Ann Rivera"))
    assert sorted(m.summary for m in brain.search(wire.SearchParams(q="Ann")).items) == sorted(names)
    # a word that is no one's name still searches by meaning
    assert "User has a dog called Rex" in [m.summary for m in brain.search(wire.SearchParams(q="puppy")).items]
