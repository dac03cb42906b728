"""What the seventh recall trial (docs/recall.md, "A seventh recall trial": a forklift driver on a
rotating roster who becomes a team leader on days, ``n13-*``) found wrong, on the real extractor,
the real daemon and a real store: a role said without a verb after someone else's job news was
stored as the user's; the roster, a permanent shift, "got the … job", a doctor's finding told as
"she said …", "had to give up", "I'm off X completely", coaching a child's team, a tool switch
without its subject, a job told by what one drives, instructions said as "when I ask you to …" or
"for work stuff … give me …"; a new role left the role said with the employer live; "course" did
not find a certificate.

Sentences are written for their family, not copied from the trial.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain import instructions
from tests.chat import ingest, read
from tests.conftest import DaemonProc

TS = dt.datetime(2026, 6, 10, 9, 0, tzinfo=dt.UTC)  # a Wednesday


def facts(*user: str, cap: int = 6) -> list[tuple[str, str, str | None, str | None]]:
    return [(c.type, c.summary, c.attribute, c.value) for c in read(*user, at=TS, cap=cap)]


def summaries(*user: str, cap: int = 6) -> list[str]:
    return [s for _, s, _, _ in facts(*user, cap=cap)]


# ------------------------------------------------------------------ the extractor


@pytest.mark.parametrize("text", [
    "My sister got a new job, pharmacist at Boots.",
    "Dev got a job! Barista at Blue Bottle, he starts Monday.",
    "my husband just landed a new role. Paramedic with the London Ambulance Service",
])
def test_a_role_said_after_someone_elses_job_news_is_not_the_users(text: str) -> None:
    found = facts(text)
    assert not any(a in {"job_title", "works_at"} for _, _, a, _ in found), found
    assert not any(s.startswith(("User is a", "User works at")) for _, s, _, _ in found), found


def test_the_relatives_new_role_is_kept_as_theirs() -> None:
    assert "User's brother is a chef at The Ivy" in summaries("My brother got a new job, chef at The Ivy.")


def test_a_role_said_without_a_verb_after_the_users_own_news_is_still_the_users() -> None:
    found = facts("Big news from me: new job! Pharmacist at Boots in Leeds.")
    assert any(a == "job_title" and v == "pharmacist" for _, _, a, v in found), found


@pytest.mark.parametrize(("text", "value"), [
    ("my roster is rotating, 3 days 3 nights then 4 off", "rotating"),
    ("My rota is nights, 4 on 4 off.", "nights"),
])
def test_the_roster_said_of_itself_is_the_shift(text: str, value: str) -> None:
    found = facts(text)
    assert any(a == "schedule:shift" and v == value for _, _, a, v in found), found


@pytest.mark.parametrize(("text", "value"), [
    ("Good news, it means permanent night shift 10pm to 6am, no more days", "nights"),
    ("I'm on permanent days now.", "days"),
])
def test_a_permanent_shift_is_the_shift(text: str, value: str) -> None:
    found = facts(text)
    assert any(a == "schedule:shift" and v == value for _, _, a, v in found), found


@pytest.mark.parametrize(("text", "title"), [
    ("Finally got the store manager job!! Starting in July.", "store manager"),
    ("I landed the head chef role at last", "head chef"),
])
def test_got_the_role_job_is_the_new_role(text: str, title: str) -> None:
    found = facts(text)
    assert any(t == "identity" and a == "job_title" and v == title for t, _, a, v in found), found


def test_got_the_job_alone_names_no_role() -> None:
    assert not any(a == "job_title" for _, _, a, _ in facts("I got the job!"))


@pytest.mark.parametrize(("text", "org"), [
    ("BIG NEWS got the charge nurse job at leeds general!! start in may", "leeds general"),
    ("I've been offered the lead designer role with Monzo, starting next month.", "monzo"),
])
def test_got_the_role_job_at_an_employer_keeps_the_employer(text: str, org: str) -> None:
    # the role with its employer is read whole, in lower case too (not "User got the charge nurse job")
    found = facts(text)
    assert any(org in s.lower() for _, s, _, _ in found), found


def test_a_doctors_finding_after_the_users_visit_is_the_users_condition() -> None:
    found = facts("Saw the doctor this morning, bloods were off. He said prediabetes and to cut back on sugary stuff.")
    assert any(t == "constraint" and "prediabetes" in s for t, s, _, _ in found), found


def test_a_doctors_finding_after_someone_elses_visit_is_not_the_users() -> None:
    assert not any(s.startswith("User has") for s in summaries("My dad went to the GP, she said asthma."))


@pytest.mark.parametrize("text", [
    "Had to give up the choir when the twins came.",
    "I had to quit the choir, no time with the new baby.",
])
def test_had_to_give_up_is_a_change_made(text: str) -> None:
    found = facts(text)
    assert any(t == "decision" for t, _, _, _ in found), found


@pytest.mark.parametrize(("text", "said"), [("I'm off sugar completely now.", "off sugar completely"),
                                           ("im off the vapes for good", "off the vapes for good")])
def test_off_something_completely_is_given_up(text: str, said: str) -> None:
    assert any(t in {"decision", "constraint"} and said in s for t, s, _, _ in facts(text)), facts(text)


@pytest.mark.parametrize("text", ["I'm off work today.", "I'm off to Lisbon for good."])
def test_off_work_or_off_to_a_place_is_not_giving_up(text: str) -> None:
    assert not any("completely" in s or t == "decision" for t, s, _, _ in facts(text))


def test_coaching_a_childs_team_this_season_is_kept_with_its_season() -> None:
    found = facts("im coaching Maya's under 10 netball team this season")
    assert any(t == "project" and "Maya's under 10 netball team" in s and "2026" in s for t, s, _, _ in found), found


def test_a_switch_to_a_named_tool_without_its_subject() -> None:
    found = facts("our spending was all in a notebook but it got messy. switching to YNAB, it syncs with the bank")
    assert any("switching to YNAB" in s for _, s, _, _ in found), found


@pytest.mark.parametrize(("text", "title", "employer"), [
    ("I drive a tram for Metrolink.", "tram driver", "metrolink"),
    ("hi, Aroha here, I drive truck at Mainfreight in Hamilton", "truck driver", "mainfreight"),
])
def test_what_one_drives_at_an_employer_is_the_job(text: str, title: str, employer: str) -> None:
    found = facts(text)
    assert any(a == "job_title" and v == title for _, _, a, v in found), found
    assert any(a == "works_at" and v == employer for _, _, a, v in found), found


def test_driving_for_fun_is_no_job() -> None:
    assert not any(a == "job_title" for _, _, a, _ in facts("I drive a van for fun at weekends."))


def test_we_live_in_a_place_with_me_first_in_the_list() -> None:
    found = facts("we live in Galway, me, my husband Colm and our two girls")
    assert any(a == "lives_in" and s.startswith("User lives in Galway with their husband Colm") for _, s, a, _ in found), found


def test_an_allergen_said_before_who_is_allergic() -> None:
    assert "User's son Leo is allergic to peanuts" in summaries("oh and no peanuts, my son Leo is allergic")


@pytest.mark.parametrize(("said", "summary"), [
    ("when I ask you to draft texts to my dad, write them in Polish", "User wants texts to their dad written in Polish"),
    ("when i ask for lunch ideas keep them quick and cheap", "User wants lunch ideas kept quick and cheap"),
    ("i know i said be brief but for school stuff like reports and letters home give me the long version",
     "User wants the long version in school stuff like reports and letters home"),
])
def test_instructions_scoped_to_a_kind_of_request(said: str, summary: str) -> None:
    got = instructions.read(said)
    assert got and got[0][1] == summary, got


def test_an_instruction_about_anything_for_someone_keeps_the_answers_noun() -> None:
    got = instructions.read("when you write anything for my tenants keep it polite and short")
    assert got and got[0][1].startswith("User wants polite and short answers"), got


# ------------------------------------------------------------------ through the daemon


def live(daemon: DaemonProc) -> list[str]:
    return [m["summary"] for m in daemon.call("memory.list", {"limit": 200})["items"]]


def test_a_new_role_ends_the_role_said_with_the_employer_and_keeps_the_employer(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-02-02T10:00:00Z",
           "Hi, Dara here, I drive a bus for Dublin Bus, out of the Broadstone depot.",
           "Please keep answers short, I read them on my break.")
    assert any(s.startswith("User is a bus driver at Dublin Bus") for s in live(daemon)), live(daemon)
    ingest(daemon, "c2", "2026-07-01T10:00:00Z", "Got the depot supervisor job!! Start next month.")
    kept = live(daemon)
    assert not any(s.startswith("User is a bus driver") for s in kept), kept
    assert any(s.startswith("User works at Dublin Bus") for s in kept), kept
    assert any("depot supervisor" in s for s in kept), kept
    jobs = [m for m in daemon.call("memory.list", {"limit": 200})["items"] if m.get("attribute") == "job_title"]
    assert [m["value"] for m in jobs] == ["depot supervisor"], jobs


def test_a_known_persons_new_job_is_theirs(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-02-02T10:00:00Z", "My husband is Colm, we've been married ten years.")
    ingest(daemon, "c2", "2026-05-02T10:00:00Z", "Colm got a job! porter at St James's Hospital, he starts in June.")
    kept = live(daemon)
    assert any(s.startswith("User's husband Colm is a porter at St James's Hospital") for s in kept), kept
    assert not any(s.startswith(("User is a porter", "User works at")) for s in kept), kept


def test_a_permanent_shift_supersedes_the_rotating_roster(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-02-02T10:00:00Z", "my roster is rotating, 2 days 2 nights then 4 off. sleep is rough")
    ingest(daemon, "c2", "2026-06-02T10:00:00Z", "new role means permanent day shift 7am to 3pm, no more nights")
    shifts = [m for m in daemon.call("memory.list", {"limit": 200})["items"] if m.get("attribute") == "schedule:shift"]
    assert [m["value"] for m in shifts] == ["days"], shifts


def test_a_course_finds_the_certificate_given_up(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-04-02T10:00:00Z", "Gave up on the CompTIA cert, too tired after work.")
    got = daemon.call("brain.recall", {"query": "Should I enrol in that course again in spring?"})["context"]
    assert "CompTIA" in got, got
