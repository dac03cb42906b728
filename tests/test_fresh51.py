"""Fresh set f16 (docs/extraction.md, "Fresh set f16 (fresh51, session 54)"): more greetings (Tahitian, Haitian Kreyòl,
Kazakh); a doctor "in <place> say(s)" is no role of the writer's; perfumers, falconers and DJs as trades; a piece of
writing asked for in another's voice; a child's age never a partner's; the Indian English "I am having" two sons or
diabetes; "told I have"; "always write for me in"; "<Nick> to friends"; "engaged with <Name>". Real extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain import spelling, when
from tests import chat

TS = dt.datetime(2026, 9, 16, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


def typed(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in chat.read(*lines, at=TS)]


# more greetings: no name
def test_tahitian_greeting_is_no_name() -> None:
    said = summaries("Ia ora na. Nurse at the clinic in Uturoa, nights mostly.")
    assert not any("name" in s for s in said)


def test_kreyol_greeting_is_no_name() -> None:
    assert not any("name" in s for s in summaries("Sak pase. Teacher in Jacmel, mornings mostly."))
    assert not any("name" in s for s in summaries("Bonjou. Nurse in Jacmel, nights mostly."))
    assert "User runs a bakery in Jacmel" in summaries("Sak pase! I run a bakery in Jacmel.")


def test_a_signed_name_before_a_role_is_still_read() -> None:
    said = summaries("Kofi. Doctor in Leeds, nights mostly.")
    assert "User's name is Kofi" in said
    assert "User is a doctor in Leeds" in said


# a doctor in a place who says something is someone else
def test_a_doctor_in_a_place_who_says_is_no_role() -> None:
    said = summaries("Kofi. Doctor in Leeds say I have gout.")
    assert not any("is a doctor" in s for s in said)
    assert not any("name" in s for s in said)


# trades by their own names
def test_perfumer_falconer_dj_are_trades() -> None:
    assert "User is a perfumer at a fragrance house in Lyon" in summaries("I'm a perfumer at a fragrance house in Lyon.")
    assert "User is a falconer in Doha" in summaries("I'm a falconer in Doha.")
    assert any("User is a DJ" in s or "User is a dj" in s for s in summaries("I'm a DJ in Ibiza."))


def test_liking_perfume_is_no_trade() -> None:
    assert not any(t == "identity" for t, _ in typed("I love perfume, the smell of jasmine mostly."))


# a piece of writing in another's voice
def test_a_poem_in_the_first_person_is_the_poems() -> None:
    assert summaries("write a poem in first person: I am a retired miner in Wales, my son died young and I keep pigeons") == []
    assert summaries("Write me a short story from the point of view of a dog: I am a dog and I live in Oslo.") == []


def test_what_is_said_before_the_piece_is_read() -> None:
    assert "User is a teacher in Cork" in summaries(
        "I'm a teacher in Cork. Write a poem in the first person: I am a lighthouse and I am lonely.")


def test_a_toast_for_the_users_wedding_is_read() -> None:
    said = summaries("write a toast for my wedding: I'm marrying Ines in June and we live in Braga")
    assert "User lives in Braga" in said


# a child's age is never a partner's
def test_a_childs_age_is_not_the_wifes() -> None:
    assert not any(s.startswith("User's wife is") and s.endswith(("4", "4 years old"))
                   for s in summaries("I have my wife and one daughter, Amina, she is 4."))


def test_a_partners_real_age_stays() -> None:
    assert "User's husband Omar is 41" in summaries("My husband Omar is 41.")


# "I am having" for "I have"
def test_am_having_kin_and_conditions() -> None:
    assert "User has three daughters and one son" in summaries("I am having three daughters and one son.")
    assert any("has type 2 diabetes" in s for s in summaries("I am having type 2 diabetes since last year."))


def test_am_having_a_meal_or_a_baby_stays() -> None:
    assert "I am having dinner" in spelling.standard("I am having dinner with two friends.")
    assert "I am having a baby" in spelling.standard("I am having a baby in March.")


# "told I have"
def test_told_i_have() -> None:
    assert any("has asthma" in s for s in summaries("The doctor has told I am having asthma."))
    assert "told me I must rest" in spelling.standard("The physio told I must rest.")


def test_told_someone_else_stays() -> None:
    assert "told Ian he" in spelling.standard("She told Ian he has to rest.")


# "always write for me in …"
def test_always_write_for_me_in_points() -> None:
    assert ("preference", "User wants answers in points") in typed("Please always write for me in points, not paragraphs.")


def test_write_for_me_in_a_language_once_is_the_task() -> None:
    assert summaries("Can you write for me in Spanish a note to my neighbour?") == []


# "<Nick> to friends"
def test_the_name_to_friends_is_what_they_go_by() -> None:
    assert "User's name is Walter Briggs; they go by Wally" in summaries("My name is Walter Briggs, Wally to friends.")
    assert "User's name is Walter Briggs; they go by Wally" in summaries("MY NAME IS WALTER BRIGGS, WALLY TO MY FRIENDS.")


def test_new_to_a_place_is_no_name() -> None:
    assert "I'm Rosa, new to Glasgow" in spelling.standard("I'm Rosa, new to Glasgow.")
    assert "close to my family" in spelling.standard("I'm Dev, close to my family.")


# "engaged with <Name>"
def test_engaged_with_a_name() -> None:
    assert "User is engaged to Karima" in summaries("I am engaged with Karima, she is a nurse in Rabat.")


def test_engaged_with_work_stays() -> None:
    assert "engaged with the" in spelling.standard("I'm engaged with the project at work.")


# a thing planned for a month, said after a comma: ahead
def test_a_thing_planned_for_a_month_is_ahead() -> None:
    assert when.absolute("User started the course, exam planned in January", TS) \
        == "User started the course, exam planned in January 2027"
    assert "scheduled for June 2027" in when.absolute("User finished the prep, the hearing scheduled for June", TS)


def test_the_planning_done_in_a_month_stays_past() -> None:
    assert when.absolute("User planned the party in March", TS) == "User planned the party in March 2026"
    assert "in March 2026" in when.absolute("User and Ana planned in March to sell the flat", TS)


# a sister's baby, where, then "a boy called …"
def test_a_sisters_baby_called_by_name_where_born() -> None:
    said = summaries("My sister Dana had her baby in Galway, a girl called Aoife.")
    assert "User's niece Aoife was born in Galway" in said
    assert "User's nephew Omar was born" in summaries("My sister Huda had her baby, a boy named Omar.")


def test_a_daughters_baby_is_no_niece() -> None:
    assert not any("niece" in s for s in summaries("My daughter Shelby had her baby, a girl called Rose."))
    assert "User's son Finn was born" in summaries("We had the baby, a boy called Finn.")


def test_the_passive_told_keeps_no_me() -> None:
    assert "I was told I have" in spelling.standard("I was told I have high blood pressure.")
    assert "been told I need" in spelling.standard("I've been told I need glasses.")
