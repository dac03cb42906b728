"""What the fifth recall trial (docs/recall.md, "A fifth recall trial") found wrong, through the
real daemon: a conversation ingested at its own time, then ``brain.recall`` as ``mercuryctl
recall`` sends it. Sentences are written for their family, not copied from the trial."""

from __future__ import annotations

from tests.chat import ingest
from tests.conftest import DaemonProc


def injected(daemon: DaemonProc, message: str) -> str:
    return str(daemon.call("brain.recall", {"query": message})["context"])


def live(daemon: DaemonProc) -> list[str]:
    return [m["summary"] for m in daemon.call("memory.list", {"limit": 200})["items"]]


def test_a_diet_taken_up_then_changed_answers_a_meal_question(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-02-03T19:00:00Z", "I went vegetarian at New Year and I'm sticking with it. Any easy lunches?")
    ingest(daemon, "c2", "2026-08-20T19:00:00Z",
           "Holiday in Portugal broke me. I'm eating fish again, so pescatarian now I guess. Any ideas with cod?")
    context = injected(daemon, "What should I make for supper tonight?")
    assert "pescatarian" in context, (context, live(daemon))
    assert "vegetarian" not in context, context


def test_a_move_keeps_the_people_the_user_lived_with(daemon: DaemonProc) -> None:
    # five facts in the first message: the cap of three keeps the name, the job and the home said
    # with the people in it ("User lives in Leeds with their husband Pete and their son Alfie")
    ingest(daemon, "c1", "2026-03-02T10:00:00Z",
           "Hi, I'm Ruth, a radiographer at St James's. I live in Leeds with my husband Pete and our son Alfie, who's four.")
    ingest(daemon, "c2", "2026-09-14T10:00:00Z", "We moved to York last week, the new place is lovely. Where do I register with a GP?")
    summaries = live(daemon)
    assert any("York" in s for s in summaries), summaries
    assert not any("Leeds" in s and "lives" in s for s in summaries), summaries
    assert any("Pete" in s and "Alfie" in s for s in summaries), summaries
    assert "Pete" in injected(daemon, "What should I get my husband for his birthday?")


def test_a_child_of_an_age_asks_about_the_users_children(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-04-02T18:00:00Z", "Hello! I'm Sunita, a pharmacist in Derby.")
    ingest(daemon, "c2", "2026-05-10T18:00:00Z", "My son Kabir plays the violin and my partner Dev works nights.")
    context = injected(daemon, "Any tips to get an 11-year-old to practise every day?")
    assert "Kabir" in context, (context, live(daemon))
    assert "Kabir" not in injected(daemon, "How do I renew my passport?")


def test_a_comic_finds_the_users_webcomic(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-04-02T18:00:00Z", "My webcomic Tidepool Diaries is live on Tapas! Fingers crossed.")
    assert "Tidepool" in injected(daemon, "How often should I post new comic strips?")
