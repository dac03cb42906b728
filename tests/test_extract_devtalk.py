"""What a developer tells a coding agent: roles at work, the setup, the stack, conventions, hours.

Each family is pinned with sentences written for it (not copied from the labelled set), with
the real extractor; supersession goes through Brain.ingest on a real store.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.candidate import Candidate
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.extract_score import standalone_problems
from mercuryd.brain.service import Brain

TS = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)


def said(*user: str, at: dt.datetime = TS) -> list[wire.Message]:
    out = []
    for i, text in enumerate(user):
        out += [wire.Message(role="user", content=text, ts=at + dt.timedelta(minutes=i)),
                wire.Message(role="assistant", content="Sure, here you go.", ts=at + dt.timedelta(minutes=i))]
    return out


def facts(*user: str) -> list[Candidate]:
    got = extract(said(*user))
    for c in got:  # every summary stands alone
        assert standalone_problems(c.summary) == [], c.summary
    return got


# ------------------------------------------------------------------ people by role at work


@pytest.mark.parametrize(
    ("text", "relation", "name", "attribute"),
    [
        ("My tech lead is Ingrid Solberg, she signs off on every release.", "tech lead", "Ingrid Solberg", "tech_lead"),
        ("our team lead is dmitri btw", "team lead", "Dmitri", "team_lead"),
        ("Fatima is my new PM, she runs the sprint planning.", "product manager", "Fatima", "product_manager"),
        ("Our CTO, Haruto Sato, wants everything on AWS.", "CTO", "Haruto Sato", "cto"),
        ("my product owner is Bram, he writes the tickets", "product owner", "Bram", "product_owner"),
        ("The code reviewer for the payments repo is Chidi.", None, None, None),  # not "my"/"our": nobody's role
        ("Our lead engineer is great at this stuff.", None, None, None),  # no name
    ],
)
def test_a_person_by_role_at_work(text: str, relation: str | None, name: str | None, attribute: str | None) -> None:
    got = [c for c in facts(text) if c.type == "relationship" and c.attribute == attribute and attribute]
    if relation is None:
        assert not any(c.summary.startswith("User's") and " is " in c.summary and c.persons for c in facts(text)
                       if c.type == "relationship" and c.attribute in {"team_lead", "tech_lead", "cto"})
        return
    [who] = got
    assert who.summary == f"User's {relation} is {name}"
    assert who.value == name.lower()
    assert [(p.name, p.relation) for p in who.persons] == [(name, relation)]


def test_a_reviewer_is_a_person_of_several_without_an_attribute() -> None:
    [who] = [c for c in facts("our code reviewer for the ios app is Lena, very picky about names") if c.persons]
    assert (who.summary, who.attribute, [p.relation for p in who.persons]) == (
        "User's code reviewer is Lena", None, ["code reviewer"])


def test_what_a_person_by_role_wants_is_kept_with_them() -> None:
    got = {c.summary for c in facts("my tech lead Oskar wants a design doc before every migration")}
    assert "User's tech lead is Oskar" in got
    assert "User's tech lead Oskar wants a design doc before every migration" in got
    # a task with its deadline, or what they keep doing, is the day's news
    assert {c.summary for c in facts("our CTO Ines wants the audit report by Friday")} == {"User's CTO is Ines"}


def test_a_new_lead_supersedes_the_old_one(brain: Brain) -> None:
    first = brain.ingest(wire.IngestParams(messages=said("My team lead is Jonas Berg, he reviews the infra changes.")))
    [old] = [m for m in first.stored if m.summary == "User's team lead is Jonas Berg"]
    brain.clock.advance(days=30)  # type: ignore[attr-defined]
    second = brain.ingest(wire.IngestParams(messages=said(
        "Jonas left the company :( my new lead is Amara Okafor.", at=TS + dt.timedelta(days=30))))
    [new] = [m for m in second.stored if m.summary == "User's team lead is Amara Okafor"]
    assert old.id in second.superseded
    assert brain.get(wire.GetParams(id=old.id)).superseded_by == new.id
    live = [m.summary for m in brain.list(wire.ListParams()).items if "team lead is" in m.summary]
    assert live == ["User's team lead is Amara Okafor"]


# ------------------------------------------------------------------ the setup and the stack


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm on Ubuntu 24.04 with fish, so give me apt commands.",
         {("User is on Ubuntu 24.04", "preferred_os", "ubuntu"), ("User uses the fish shell", "preferred_shell", "fish")}),
        ("fyi my setup: windows, wsl, vscode as my editor",
         {("User is on Windows", "preferred_os", "windows"), ("User is on WSL", None, None),
          ("User uses VS Code as their editor", "preferred_editor", "vs code")}),
        ("my stack is pycharm + poetry",
         {("User uses PyCharm as their editor", "preferred_editor", "pycharm"),
          ("User uses Poetry", "python_package_manager", "poetry")}),
    ],
)
def test_the_setup_gives_one_fact_per_known_tool(text: str, expected: set[tuple[str, str, str]]) -> None:
    got = {(c.summary, c.attribute, c.value) for c in facts(text)}
    assert got >= expected


def test_a_setup_with_an_unknown_item_is_not_read_as_tools() -> None:
    assert not any(c.attribute == "preferred_os" for c in facts("I'm on a train with bad wifi"))


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("We're using Elixir for all the backend services.", "User's team uses Elixir for all the backend services"),
        ("i mostly write Rust for our embedded firmware", "User mostly writes Rust for their embedded firmware"),
        ("Most of my day is TypeScript and GraphQL.", "User works mostly with TypeScript and GraphQL"),
        ("Our Go services are linted with golangci-lint and formatted with gofumpt.",
         "User's Go services are linted with golangci-lint and formatted with gofumpt"),
    ],
)
def test_the_stack(text: str, summary: str) -> None:
    assert summary in {c.summary for c in facts(text)}


# ------------------------------------------------------------------ tool instructions and conventions


@pytest.mark.parametrize(
    ("text", "type_", "summary"),
    [
        ("For all python stuff use uv. Never pip or poetry.", "preference",
         "User wants uv used for all python stuff, never pip or poetry"),
        ("never yarn or npm", "constraint", "User does not want yarn or npm used"),
        ("give me zsh snippets, not bash", "preference", "User wants zsh snippets, not bash"),
        ("Branch names in kebab-case with the ticket number.", "preference",
         "User wants branch names in kebab-case with the ticket number"),
        ("On our team nobody merges their own PR.", "constraint", "In User's team nobody merges their own PR"),
        ("we always rebase before merging", "habit", "User's team always rebases before merging"),
        # a second rule after ", and we" is its own, not a dangling "we" in this one
        ("In our team nobody deploys on Fridays, and we squash merge.", "constraint",
         "In User's team nobody deploys on Fridays"),
    ],
)
def test_tool_instructions_and_conventions(text: str, type_: str, summary: str) -> None:
    assert (type_, summary) in {(c.type, c.summary) for c in facts(text)}


def test_a_package_manager_instruction_is_single_valued_and_a_switch_supersedes(brain: Brain) -> None:
    first = brain.ingest(wire.IngestParams(messages=said("For all js work use yarn.")))
    [old] = first.stored
    assert (old.attribute, old.value) == ("js_package_manager", "yarn")
    brain.clock.advance(days=10)  # type: ignore[attr-defined]
    second = brain.ingest(wire.IngestParams(messages=said("For all js work use pnpm now.", at=TS + dt.timedelta(days=10))))
    [new] = second.stored
    assert old.id in second.superseded
    assert brain.get(wire.GetParams(id=old.id)).superseded_by == new.id


def test_a_shell_switch_supersedes_the_shell_of_the_setup(brain: Brain) -> None:
    first = brain.ingest(wire.IngestParams(messages=said("I'm on Fedora 41 with bash.")))
    [shell] = [m for m in first.stored if m.attribute == "preferred_shell"]
    brain.clock.advance(days=40)  # type: ignore[attr-defined]
    second = brain.ingest(wire.IngestParams(messages=said("switched from bash to nushell last week",
                                                          at=TS + dt.timedelta(days=40))))
    assert shell.id in second.superseded
    live = [m.value for m in brain.list(wire.ListParams()).items if m.attribute == "preferred_shell"]
    assert live == ["nushell"]


# ------------------------------------------------------------------ instructions: summaries that read


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        # a prohibition whose object starts with a preposition was "User does not want to main directly pushed"
        ("Never commit to the release branch directly, always open a PR.",
         "User does not want anything committed to the release branch directly"),
        ("please don't give me docker-compose v1 commands", "User does not want docker-compose v1 commands"),
        ("Don't write docstrings that just repeat the function name.",
         "User does not want docstrings that just repeat the function name"),
        ("from now: no one-liners in code you write for me", "User wants no one-liners in code written for them"),
        ("Whenever you suggest a regex, write it in Python syntax.", "User wants a regex written in Python syntax"),
    ],
)
def test_coding_instructions_read_as_standalone_summaries(text: str, summary: str) -> None:
    assert summary in {c.summary for c in facts(text)}


# ------------------------------------------------------------------ working hours


@pytest.mark.parametrize(
    ("text", "summary", "value"),
    [
        ("I work 7-15 Lisbon time, so nothing after 3pm.", "User works 7-15 Lisbon time", "7-15"),
        ("im usually online 9am to 5pm pacific", "User is usually online from 9am to 5pm Pacific time", "9am-5pm"),
        ("I work from 8:30 to 16:30, but on Fridays only until 13.",
         "User works from 8:30 to 16:30, on Fridays until 13", "8:30-16:30"),
    ],
)
def test_working_hours(text: str, summary: str, value: str) -> None:
    [hours] = [c for c in facts(text) if c.attribute == "working_hours"]
    assert (hours.summary, hours.value, hours.type) == (summary, value, "habit")


# ------------------------------------------------------------------ nothing from code, logs and questions


@pytest.mark.parametrize(
    "text",
    [
        "```\nTraceback (most recent call last):\n  File \"app.py\", line 3\n    import pandas as pd\n"
        "ModuleNotFoundError: No module named 'pandas'\n```",
        "we use uv = UvConfig(); for (i = 0; i < n; i++) {}",
        "2026-03-02T10:00:01Z ERROR team lead is null in payload {\"lead\": null}",
        "what's the difference between pnpm and npm workspaces?",
        "thanks, that fixed it",
    ],
)
def test_code_logs_and_questions_yield_nothing(text: str) -> None:
    assert extract(said(text)) == []


# ------------------------------------------------------------------ second pass: more of a developer's voice


def test_a_person_by_role_is_read_again_through_a_pronoun() -> None:
    got = {c.summary for c in facts("My tech lead is Priti Shah. She reviews every schema change.")}
    assert got >= {"User's tech lead is Priti Shah", "User's tech lead Priti Shah reviews every schema change"}


def test_a_person_at_work_named_between_commas_keeps_the_name_in_the_sentence() -> None:
    got = {c.summary for c in facts("Our CTO, Bogdan, wants every new service in Rust.")}
    assert "User's CTO Bogdan wants every new service in Rust" in got
    assert not any(s.endswith(", Bogdan") for s in got)


def test_a_decision_announced_by_a_person_at_work_is_the_companys() -> None:
    got = {(c.type, c.summary) for c in facts("our CTO Ines announced that we're moving from Heroku to Render")}
    assert ("decision", "User's company is moving from Heroku to Render") in got
    assert ("relationship", "User's CTO is Ines") in got


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I always use type annotations, even in notebooks.", {("habit", "User always uses type annotations, even in notebooks")}),
        ("I use helix on nixos", {("preference", "User uses Helix"), ("preference", "User is on NixOS")}),
        ("We're using Kotlin for all services and MySQL 8 for everything.",
         {("preference", "User's team uses Kotlin for all services"), ("preference", "User's team uses MySQL 8 for everything")}),
        # "Go" is also a verb: capitalised after "using" it is the language
        ("We are using Go for all the services and Redis 7 for everything, the cache too.",
         {("preference", "User's team uses Go for all the services"), ("preference", "User's team uses Redis 7 for everything")}),
        ("Logs always format with structlog.", {("preference", "User wants logs always formatted with structlog")}),
        ("I am writing a side project, a Rust TUI called tapir for reading RSS feeds.",
         {("project", "User is building a side project, a Rust TUI called Tapir for reading RSS feeds")}),
        ("im a backend devloper at Zalando", {("identity", "User is a backend developer"),
                                               ("identity", "User works at Zalando")}),
    ],
)
def test_more_of_a_developers_voice(text: str, expected: set[tuple[str, str]]) -> None:
    assert {(c.type, c.summary) for c in facts(text)} >= expected


def test_a_package_qualified_name_does_not_end_a_sentence() -> None:
    from mercuryd.brain import english as en

    assert en.sentences("Wrap errors with fmt.Errorf and %w. Thanks.") == ["Wrap errors with fmt.Errorf and %w.", "Thanks."]
    # a real sentence end before a capital is still one, with or without the space
    assert en.sentences("I use fmt. Then I log.") == ["I use fmt.", "Then I log."]
    assert en.sentences("That was done.Then we left.") == ["That was done.", "Then we left."]


def test_what_is_left_out_of_one_plan_is_no_preference() -> None:
    assert facts("When you plan my week, put nothing after 6pm.") == []


# ------------------------------------------------------------------ the stack, said more ways (new-user trial)


@pytest.mark.parametrize(
    ("text", "summary", "attribute"),
    [
        ("In TS projects always use bun, not npm.", "User wants bun used for TS projects, never npm", "js_package_manager"),
        ("for backend code use poetry", "User wants Poetry used for backend code", "python_package_manager"),
    ],
)
def test_a_kind_of_work_then_a_known_tool(text: str, summary: str, attribute: str) -> None:
    """"For JS stuff always use pnpm, never npm or yarn" stored nothing: the scope had no
    "any"/"every". A kind of work without one is read when the tool is a known one."""
    got = facts(text)
    assert [(c.summary, c.attribute) for c in got] == [(summary, attribute)]


def test_a_kind_of_work_with_an_unknown_word_is_no_tool_rule() -> None:
    assert facts("For dinner stuff use the leftovers.") == []


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("Our Go services use golangci-lint and gofmt on every commit.",
         "User's Go services use golangci-lint and gofmt on every commit"),
        ("all our repos use pre-commit", "User's repos use pre-commit"),
    ],
)
def test_what_the_users_code_is_kept_with(text: str, summary: str) -> None:
    assert [c.summary for c in facts(text)] == [summary]


def test_a_second_tool_after_the_scope_is_a_fact_of_its_own() -> None:
    got = [c.summary for c in facts("we use Kafka for all events, with Redis for the caches")]
    assert got == ["User's team uses Kafka for all events", "User's team uses Redis for the caches"]


# ------------------------------------------------------------------ a colleague gone


def test_a_colleague_known_by_role_who_leaves_is_no_longer_in_the_role(store, clock) -> None:
    """The developer trial: "Sara left the company" (Sara known as the team lead) was not
    read. A departure of someone known by a role ends that role (the negative of the same
    single-valued attribute), kept as what happened."""
    brain = Brain(store, clock)
    brain.ingest(wire.IngestParams(messages=said("My tech lead is Priya.")))
    clock.advance(days=30)
    got = brain.ingest(wire.IngestParams(messages=said("Priya resigned in March.", at=TS + dt.timedelta(days=30))))
    assert [m.summary for m in got.stored] == ["User's former tech lead Priya resigned in March 2026"]
    live = [m.summary for m in brain.list(wire.ListParams()).items]
    assert "User's tech lead is Priya" not in live, live


@pytest.mark.parametrize("text", ["Priya left early today.", "Priya left us a note about the deploy."])
def test_leaving_early_or_leaving_something_is_no_departure(store, clock, text: str) -> None:
    brain = Brain(store, clock)
    brain.ingest(wire.IngestParams(messages=said("My tech lead is Priya.")))
    got = brain.ingest(wire.IngestParams(messages=said(text)))
    assert not any("former" in m.summary for m in got.stored), [m.summary for m in got.stored]


def test_a_departure_and_the_new_holder_in_one_message_are_both_kept(store, clock) -> None:
    """"Sara left the company, my new lead is Tomek": the ending and the new value shared one
    key (the attribute), so only the new lead was kept; the departure is a fact of its own
    and does not supersede the new holder."""
    brain = Brain(store, clock)
    brain.ingest(wire.IngestParams(messages=said("My team lead is Sara.")))
    clock.advance(days=30)
    brain.ingest(wire.IngestParams(messages=said("Sara left the company, my new lead is Tomek.",
                                                  at=TS + dt.timedelta(days=30))))
    live = sorted(m.summary for m in brain.list(wire.ListParams()).items)
    assert live == ["User's former team lead Sara left the company", "User's team lead is Tomek"], live


def test_a_boss_who_retires_is_no_longer_the_boss(store, clock) -> None:
    """"My boss is Bob" is kept by the general rules (relation boss, attribute manager); "Bob
    retired" was kept as a plain relationship and left "User's boss is Bob" live."""
    brain = Brain(store, clock)
    brain.ingest(wire.IngestParams(messages=said("My boss is Bob.")))
    clock.advance(days=30)
    brain.ingest(wire.IngestParams(messages=said("Bob retired.", at=TS + dt.timedelta(days=30))))
    live = [m.summary for m in brain.list(wire.ListParams()).items]
    assert live == ["User's former boss Bob retired"], live


def test_what_frames_a_colleague_by_the_role_they_left_is_history(store, clock) -> None:
    """From trying the product: after "Sara left the company", "User's team lead Sara reviews
    their pull requests" stayed live and was still injected. What frames her by the role in
    the present becomes the departure's history; that she was the team lead is kept (the
    departure says it), and what is not about the role, or about someone else, stays."""
    brain = Brain(store, clock)
    brain.ingest(wire.IngestParams(messages=said("My team lead is Sara, she reviews my pull requests.")))
    brain.ingest(wire.IngestParams(messages=said("My tech lead is Priya, she approves every release.")))
    brain.add(wire.AddParams(type="episode", summary="User shipped the billing migration with Sara"))
    assert "User's team lead Sara reviews their pull requests" in [m.summary for m in brain.list(wire.ListParams()).items]
    clock.advance(days=30)
    got = brain.ingest(wire.IngestParams(messages=said("Sara left the company.", at=TS + dt.timedelta(days=30))))
    [gone] = got.stored
    assert gone.summary == "User's former team lead Sara left the company"
    live = sorted(m.summary for m in brain.list(wire.ListParams()).items)
    assert live == ["User shipped the billing migration with Sara", "User's former team lead Sara left the company",
                    "User's tech lead Priya approves every release", "User's tech lead is Priya"], live
    history = [m.summary for m in brain.get(wire.GetParams(id=gone.id)).history]
    assert "User's team lead Sara reviews their pull requests" in history
    r = brain.recall(wire.RecallParams(query="Who reviews my pull requests?"))
    assert "User's team lead Sara reviews their pull requests" not in [m.summary for m in r.memories]
    # Back in the role later: what is said then is current again.
    clock.advance(days=90)
    brain.ingest(wire.IngestParams(messages=said("Sara is my team lead again.", "My team lead Sara reviews my pull requests.",
                                                  at=TS + dt.timedelta(days=120))))
    live = [m.summary for m in brain.list(wire.ListParams()).items]
    assert "User's team lead Sara reviews their pull requests" in live, live


def test_a_role_framed_fact_heard_after_the_departure_but_said_before_is_history(store, clock) -> None:
    """An old chat ingested late: "My team lead Sara reviews my pull requests" said on day
    10, heard after "Sara left the company" (said on day 30): judged by message time, it
    is the departure's history at once, never live."""
    brain = Brain(store, clock)
    brain.ingest(wire.IngestParams(messages=said("My team lead is Sara.")))
    clock.advance(days=40)
    brain.ingest(wire.IngestParams(messages=said("Sara left the company.", at=TS + dt.timedelta(days=30))))
    got = brain.ingest(wire.IngestParams(messages=said("My team lead Sara reviews my pull requests.",
                                                        at=TS + dt.timedelta(days=10))))
    kept = {m.summary: m.superseded_by for m in got.stored}
    assert "User's team lead Sara reviews their pull requests" in kept
    assert all(by is not None for by in kept.values()), kept  # stored as history, with the role's statement
    live = [m.summary for m in brain.list(wire.ListParams()).items]
    assert live == ["User's former team lead Sara left the company"], live


@pytest.mark.parametrize(("first", "then", "framed"), [
    ("My boss is Bob, he wants a status report every Friday.", "Bob retired.",
     "User's boss Bob wants a status report every Friday"),
    ("Our CTO, Haruto Sato, wants everything on AWS.", "Haruto left the company.",
     "User's CTO Haruto Sato wants everything on AWS"),
])
def test_a_role_left_takes_what_it_framed_along(store, clock, first: str, then: str, framed: str) -> None:
    brain = Brain(store, clock)
    brain.ingest(wire.IngestParams(messages=said(first)))
    assert framed in [m.summary for m in brain.list(wire.ListParams()).items]
    clock.advance(days=30)
    brain.ingest(wire.IngestParams(messages=said(then, at=TS + dt.timedelta(days=30))))
    live = [m.summary for m in brain.list(wire.ListParams()).items]
    assert len(live) == 1 and live[0].startswith("User's former "), live


def test_the_persons_relation_follows_a_role_left_and_taken_again(store, clock) -> None:
    """After "Sara left the company" the Persons page (persons.list) still said "Sara · team lead"."""
    brain = Brain(store, clock)

    def relation(name: str) -> str | None:
        return next(p.relation for p in brain.persons_list(wire.PersonsListParams()).items if p.name == name)

    brain.ingest(wire.IngestParams(messages=said("My team lead is Sara.")))
    assert relation("Sara") == "team lead"
    clock.advance(days=30)
    brain.ingest(wire.IngestParams(messages=said("Sara left the company.", at=TS + dt.timedelta(days=30))))
    assert relation("Sara") == "former team lead"
    clock.advance(days=90)
    brain.ingest(wire.IngestParams(messages=said("Sara is my team lead again, she came back!",
                                                  at=TS + dt.timedelta(days=120))))
    assert relation("Sara") == "team lead"
