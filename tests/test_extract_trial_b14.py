"""What a sixteenth new-user trial (docs/extraction.md, "A sixteenth trial: a paramedic and
father in Glasgow", ``b14-*``) found the rules missing: where someone is, said with "up",
"down", "over" or "out"; a reason clause whose "her" points into another conversation;
children named after "are". Real extractor; persons through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain
from tests.chat import facts, read, summaries

TS = dt.datetime(2026, 11, 3, 19, 0, tzinfo=dt.UTC)


# ---------------------------------------------------------------- up in, down to

@pytest.mark.parametrize(("text", "summary", "attribute", "value"), [
    ("I live up in Aberdeen now", "User lives in Aberdeen", "lives_in", "aberdeen"),
    ("we're based out in Perth these days", "User lives in Perth", "lives_in", "perth"),
    ("we moved up to Inverness in 2024", "User moved to Inverness in 2024", "lives_in", "inverness"),
    ("We moved down to Brighton last year.", "User moved to Brighton in 2025", "lives_in", "brighton"),
    ("I'm a nurse up in Dundee", "User is a nurse in Dundee", "job_title", "nurse"),
    ("hi, I'm Ade. electrician down in Cardiff, self employed.", "User is an electrician in Cardiff", "job_title",
     "electrician"),
])
def test_where_someone_is_said_with_a_particle_is_read_without_it(
        text: str, summary: str, attribute: str, value: str) -> None:
    found = facts(text, at=TS)
    assert any(f[1] == summary and f[2] == attribute and f[3] == value for f in found), found


@pytest.mark.parametrize("text", [
    "I grew up in Leeds",
    "I signed up in May for the Leeds 10k",
])
def test_a_particle_verb_keeps_its_particle(text: str) -> None:
    # "grew up in" is where one was raised, "signed up in May" a date: neither is where one lives
    found = facts(text, at=TS)
    assert not any(f[2] == "lives_in" for f in found), found
    assert all(" up " in f[1] for f in found), found


def test_working_out_in_a_town_is_not_working_there() -> None:
    assert not any(f[2] in ("works_at", "lives_in") or "works in" in f[1] for f in facts("I work out in Leeds most days", at=TS))


# ---------------------------------------------------------------- whose job

@pytest.mark.parametrize(("text", "summary"), [
    ("we moved up from Manchester two years ago for her job at the university",
     "User moved up from Manchester around 2024"),
    ("we moved to Leeds in 2023 for his new job", "User moved to Leeds in 2023"),
])
def test_a_reason_whose_owner_was_said_elsewhere_is_cut(text: str, summary: str) -> None:
    assert summaries(text, at=TS) == [summary]


def test_a_reason_whose_owner_is_named_is_kept() -> None:
    assert "User's wife Ama moved to Leeds for her job" in summaries("my wife Ama moved to Leeds for her job", at=TS)


# ---------------------------------------------------------------- children named after "are"

@pytest.mark.parametrize(("text", "names", "relation"), [
    ("our kids are Efua and Kwame", ["Efua", "Kwame"], "kid"),
    ("my kids are Tom, Sam and Ella, all at the same school now", ["Tom", "Sam", "Ella"], "kid"),
    ("My daughters are Mia and Lily.", ["Mia", "Lily"], "daughter"),
])
def test_children_named_after_are_are_each_a_person(text: str, names: list[str], relation: str) -> None:
    found = read(text, at=TS)
    assert len(found) == 1 and found[0].type == "relationship", found
    assert [(p.name, p.relation) for p in found[0].persons] == [(n, relation) for n in names]


def test_children_named_after_are_are_persons_of_the_store(brain: Brain) -> None:
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", ts=TS, content="our kids are Efua and Kwame")]))
    people = {(p.name, p.relation) for p in brain.persons_list(wire.PersonsListParams()).items}
    assert {("Efua", "kid"), ("Kwame", "kid")} <= people


@pytest.mark.parametrize(("text", "summary", "name"), [
    ("our daughter Efua is 7 and obsessed with dinosaurs, Kwame is 3 and won't sleep past 5am",
     "User's kid Kwame is 3", "Kwame"),
    ("my son Tom is 12 and Sarah is 9", "User's kid Sarah is 9", "Sarah"),
])
def test_a_name_with_an_age_after_a_child_with_an_age_is_a_child(text: str, summary: str, name: str) -> None:
    found = {c.summary: c for c in read(text, at=TS)}
    assert summary in found, list(found)
    assert [(p.name, p.relation) for p in found[summary].persons] == [(name, "kid")]


def test_a_number_after_a_child_is_not_a_child() -> None:
    assert summaries("my son Tom is 12. Python 3 is 10 years old", at=TS) == ["User's son Tom is 12"]


# ---------------------------------------------------------------- bullet points, asked kindly

@pytest.mark.parametrize(("text", "summary"), [
    ("quick one - keep your answers short, bullet points if you can. I read these on my phone",
     "User wants short answers, bullet points"),
    ("bullet points please", "User wants bullet points"),
    ("use bullet points if you can", "User wants bullet points"),
    ("short answers where possible", "User wants short answers"),
])
def test_a_shape_of_every_answer_asked_kindly_is_kept(text: str, summary: str) -> None:
    assert summaries(text, at=TS) == [summary]


@pytest.mark.parametrize("text", [
    "can you give me the steps in bullet points?",
    "make a list of bullet points for this email please",
    "write me bullet points for my CV please",
])
def test_bullet_points_for_one_piece_of_work_are_not_a_rule(text: str) -> None:
    assert summaries(text, at=TS) == []


# ---------------------------------------------------------------- a parent at home, on leave (a battery written beside the trial)

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a stay at home dad to two boys", "User is a stay-at-home dad to two boys"),
    ("I'm a full-time mum of three", "User is a full-time mum of three"),
    ("I'm a mum to twin girls", "User is a mum to twin girls"),
])
def test_a_parent_at_home_is_who_the_user_is(text: str, summary: str) -> None:
    assert facts(text, at=TS) == [("identity", summary, None, None)]


def test_a_leave_said_as_off_work_is_kept() -> None:
    assert facts("I'm off work on maternity leave till March", at=TS) == [
        ("episode", "User is on maternity leave till March 2027", None, None)]


def test_a_programme_is_not_a_programmer() -> None:
    # "programme" is one letter from "programmer" and was read as a typo of it
    assert summaries("I'm doing the couch to 5k programme", at=TS) == ["User is doing the couch to 5k programme"]


def test_the_language_written_mostly_is_the_preferred_one() -> None:
    assert facts("I write mostly Python", at=TS) == [
        ("preference", "User writes mostly Python", "preferred_programming_language", "python")]


# ---------------------------------------------------------------- "is called": one person, one fact

@pytest.mark.parametrize(("text", "summary", "name", "relation"), [
    ("my wife is called Ana", "User's wife is Ana", "Ana", "wife"),
    ("my boss is called Derek", "User's boss is Derek", "Derek", "boss"),
])
def test_a_relative_said_as_called_is_one_fact_of_one_person(text: str, summary: str, name: str, relation: str) -> None:
    found = read(text, at=TS)
    assert [c.summary for c in found] == [summary]
    assert [(p.name, p.relation) for p in found[0].persons] == [(name, relation)]


def test_a_relative_known_by_relation_only_is_still_a_person() -> None:
    [fact] = read("I live in Bristol with my wife and our dog", at=TS)
    assert ("Wife", "wife") in [(p.name, p.relation) for p in fact.persons]


# ---------------------------------------------------------------- a medicine the user is on

@pytest.mark.parametrize(("text", "summary", "value"), [
    ("I'm on antidepressants", "User is on antidepressants", "antidepressants"),
    ("I'm on metformin for my diabetes", "User is on metformin for their diabetes", "metformin"),
    ("i'm on sertraline at the moment", "User is on sertraline", "sertraline"),
])
def test_a_medicine_the_user_is_on_is_kept(text: str, summary: str, value: str) -> None:
    assert facts(text, at=TS) == [("constraint", summary, "takes", value)]


@pytest.mark.parametrize("text", ["I'm on patrol", "I'm on holiday", "I'm on call"])
def test_being_on_something_else_is_no_medicine(text: str) -> None:
    assert not any(f[2] == "takes" for f in facts(text, at=TS))


# ---------------------------------------------------------------- dating, together, broken up

@pytest.mark.parametrize(("text", "summary", "attribute", "value"), [
    ("I'm seeing someone new, her name's Priya", "User and Priya are dating", "partner", "priya"),
    ("I've started seeing a guy called Tom", "User and Tom are dating", "partner", "tom"),
    ("Priya and I have been together for 3 years", "User and Priya have been together for 3 years", "partner", "priya"),
    ("Ana and I've been married for 20 years", "User and Ana have been married for 20 years", "spouse", "ana"),
    ("I broke up with Sam", "User and Sam broke up", "partner", "sam"),
])
def test_who_the_user_is_with_or_no_longer_with_is_kept_with_the_name(
        text: str, summary: str, attribute: str, value: str) -> None:
    assert facts(text, at=TS) == [("relationship", summary, attribute, value)]


def test_a_new_partner_leaves_the_old_one_in_the_history(brain: Brain) -> None:
    for i, text in enumerate(["my girlfriend is Maya", "Maya and I broke up last week", "I'm dating someone called Priya"]):
        brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", ts=TS + dt.timedelta(days=30 * i), content=text)]))
    people = {p.name: p.relation for p in brain.persons_list(wire.PersonsListParams()).items}
    assert people == {"Maya": "ex-girlfriend", "Priya": "partner"}


def test_a_couple_who_did_something_keeps_both() -> None:
    # ("Tom and I've …" was read as "I've …" alone: "User has been dating since March")
    assert summaries("Tom and I've booked a trip to Rome", at=TS) == ["User and Tom have booked a trip to Rome"]


# ---------------------------------------------------------------- a tool started instead of another

def test_a_tool_started_instead_of_another_ends_it(brain: Brain) -> None:
    for i, text in enumerate(["I use Jira for tickets at work", "I've started using Linear instead of Jira"]):
        brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", ts=TS + dt.timedelta(days=i), content=text)]))
    rows = {s: sup for s, sup in brain.store.conn.execute("SELECT summary, superseded_by FROM memories")}
    assert rows["User has started using Linear instead of Jira"] is None, rows
    assert rows["User uses Jira for tickets at work"] is not None, rows
