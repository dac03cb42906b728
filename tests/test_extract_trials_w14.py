"""The lead's second trial of session 35 (docs/extraction.md, "Developers at work with an agent (w14)"): a
payments-SDK maintainer in Lagos, an SRE in Kraków, a solo iOS developer in Austin, each telling a coding agent
about their work. Each family of sentences a rule a person would name; the real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 5, 6, 9, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- the stack said as a list, the team by its code

@pytest.mark.parametrize(("text", "summary"), [
    ("Our stack: ECS on AWS, Datadog, Terraform, Sentry.", "User's team's stack is ECS on AWS, Datadog, Terraform, Sentry"),
    ("my stack is Rails, Sidekiq and Postgres", "User's stack is Rails, Sidekiq and Postgres"),
    ("We're a Kotlin monorepo with Gradle and Bazel", "User's team is a Kotlin monorepo with Gradle and Bazel"),
    ("we're a Go shop", "User's team is a Go shop"),
])
def test_the_stack_as_a_list_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["my stack is a mess, honestly", "our stack is old and slow", "we're a small team"])
def test_a_word_about_the_stack_is_no_stack(text: str) -> None:
    assert not [s for s in summaries(text) if "stack is" in s or "team is" in s]


# ---------------------------------------------------------------- what the user maintains; what tests are written in

@pytest.mark.parametrize(("text", "summary"), [
    ("I maintain the billing API at Monzo", "User maintains the billing API at Monzo"),
    ("I own the data pipelines", "User owns the data pipelines"),
])
def test_the_part_of_the_work_the_user_owns(text: str, summary: str) -> None:
    assert ("identity", summary) in [(f[0], f[1]) for f in facts(text)]


@pytest.mark.parametrize(("text", "summary"), [
    ("any test you write should be pytest", "User wants tests written in pytest"),
    ("all migrations must be in SQL", "User wants migrations written in SQL"),
])
def test_the_tool_of_what_the_assistant_writes(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- a test runner moved is no home moved

@pytest.mark.parametrize("text", ["we moved from Mocha to Jest last month", "we moved from jest to vitest", "we moved from Jenkins to CircleCI"])
def test_a_move_between_developer_tools_is_no_home(text: str) -> None:
    found = facts(text)
    assert found and not [f for f in found if f[2] == "lives_in"], found


def test_a_move_between_towns_is_still_a_home() -> None:
    assert ("lives_in", "york") in [(f[2], f[3]) for f in facts("we moved from Leeds to York")]


# ---------------------------------------------------------------- the platforms targeted, and a rule after a comma

@pytest.mark.parametrize(("text", "summary"), [
    ("i target ios 16+", "User targets iOS 16+"),
    ("we support Python 3.10 and up", "User targets Python 3.10 and up"),
    ("I target macOS 13 and iPadOS 17", "User targets macOS 13 and iPadOS 17"),
])
def test_the_platforms_targeted_are_a_constraint(text: str, summary: str) -> None:
    assert ("constraint", summary) in [(f[0], f[1]) for f in facts(text)]


def test_a_rule_after_the_statement_it_rests_on_is_kept_too() -> None:
    said = summaries("i target android 12+, dont suggest anything that needs android 14")
    assert "User targets Android 12+" in said, said
    assert "User does not want anything that needs android 14" in said, said


def test_a_reason_then_a_comma_then_a_rule_reads_both() -> None:
    said = summaries("I'm allergic to shellfish, never suggest prawn dishes")
    assert "User does not want prawn dishes suggested" in said, said
    assert any("shellfish" in s for s in said), said


def test_the_users_own_way_of_working_after_a_comma_is_no_rule_for_the_assistant() -> None:
    said = summaries("I always rebase before pushing, never merge main into my branch")
    assert not [s for s in said if s.startswith("User does not want")], said


# ---------------------------------------------------------------- a named thing shipped

@pytest.mark.parametrize(("text", "summary"), [
    ("shipping a budgeting app called Pennywise", "User is building a budgeting app called Pennywise"),
    ("I'm building a CLI called Tidyup (Rust, clap)", "User is building a CLI called Tidyup (Rust, clap)"),
])
def test_a_named_thing_being_shipped_is_a_project(text: str, summary: str) -> None:
    assert ("project", summary) in [(f[0], f[1]) for f in facts(text)]
