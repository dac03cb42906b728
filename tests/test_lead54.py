"""What the session-54 lead's eight new users' years found (tests/data/lead54_years.json: a retired nurse in Québec City,
a Kazakh process engineer, a Swedish boatbuilder, a tango teacher in Buenos Aires, a Czech farm vet, a Paraguayan nursing
student in Madrid, a Turkish-German Imbiss owner in Duisburg, a telescope operator in Chile).

Every sentence here was written for this test. Each test that ends a memory checks first that it was stored live, and
beside each rule a sentence like it that must end or store nothing of the kind.
"""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests.chat import heard, say

MARCH = dt.datetime(2026, 3, 10, 9, tzinfo=dt.UTC)  # a Tuesday


def summaries(text: str, at: dt.datetime = MARCH) -> list[str]:
    return [c.summary for c in heard(text, at=at)]


def live(brain: Brain, *words: str) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items
                  if any(w in m.summary for w in words))


# -- family, said tersely -------------------------------------------------------------------------------------------------

def test_a_partner_expecting_said_without_my_and_is() -> None:
    assert summaries("wife dinara pregnant, our third, due august") == [
        "User's wife is Dinara", "User's wife Dinara is pregnant, their third, due August 2026"]
    assert summaries("wife pregnant, due august") == []  # no one named: nothing to say who
    assert summaries("my wife, pregnant or not, still beats me at chess") == []


def test_a_child_born_said_without_was_then_named() -> None:
    assert summaries("daughter born 2 march. name is Saule. 3.1kg, all well") == [
        "User's daughter Saule was born on 2 March 2026"]
    assert summaries("son born 2 march. name is Timur.") == ["User's son Timur was born on 2 March 2026"]
    assert summaries("Name is Timur, by the way.") == []  # no birth before it: whose name is not said


def test_a_baby_had_then_named_in_the_next_sentence() -> None:
    assert summaries("My daughter Manon had her baby! A little boy, Hugo, 3.4 kg.") == [
        "User's daughter is Manon", "User's grandson Hugo was born"]
    assert summaries("We had the baby!! A girl, Amara.") == ["User's daughter Amara was born"]
    assert summaries("my sister had the baby! a girl, Zoé, 3 kg") == ["User's niece Zoé was born"]  # an accented name
    assert summaries("She had her baby! Anyway, Tom says hi.") == []  # no child named after it


def test_the_kids_named_with_their_ages() -> None:
    assert summaries("The kids Linnea (9) and Axel (6) live with me half the week.") == [
        "User's kids Linnea (9) and Axel (6) live with them half the week"]
    assert summaries("The kids are so loud in this café.") == []


def test_born_in_a_country_and_the_parents_said_without_my() -> None:
    assert summaries("Born in Austria, parents are from Sivas.") == [
        "User was born in Austria", "User's parents are from Sivas"]
    assert summaries("Born in the wrong decade honestly") == []


# -- ends, in a year ------------------------------------------------------------------------------------------------------

def test_a_divorce_final_since_a_day_ends_the_wife_and_the_separation(brain: Brain) -> None:
    say(brain, "a", "2026-01-12", "My wife Ylva and I are separating after 19 years.")
    assert live(brain, "Ylva") == ["User and their wife Ylva are separating after 19 years", "User's wife is Ylva"]
    say(brain, "b", "2026-01-13", "My sister's husband is Olle.")
    say(brain, "c", "2026-06-15", "Divorce is final since Friday.")
    assert live(brain, "Ylva") == []
    assert live(brain, "divorce") == ["User's divorce is final since Friday, 12 June 2026"]
    assert live(brain, "Olle") == ["User's sister's husband is Olle"]  # a relative's spouse stays


def test_a_divorce_from_another_ends_no_wife(brain: Brain) -> None:
    say(brain, "a", "2026-01-12", "My husband is Jonas.")
    say(brain, "b", "2026-06-15", "My divorce from Pelle came through on Monday.")
    assert live(brain, "Jonas") == ["User's husband is Jonas"]


def test_a_clinician_by_the_words_ending_and_the_operation_had(brain: Brain) -> None:
    say(brain, "a", "2026-02-02", "The traumatologist says I need a knee replacement, the operation is May 5.")
    assert live(brain, "knee") == ["User needs a knee replacement, the operation is on 5 May 2026"]
    say(brain, "b", "2026-05-12", "The operation went well, I'm on crutches.")
    assert live(brain, "knee") == ["User has had a knee replacement"]


def test_a_need_without_its_day_stays_after_another_operation(brain: Brain) -> None:
    say(brain, "a", "2026-02-02", "The rheumatologist says I need a hip replacement one day.")
    assert live(brain, "hip") == ["User needs a hip replacement one day"]
    say(brain, "b", "2026-05-12", "The operation went well.")
    assert live(brain, "hip") == ["User needs a hip replacement one day"]


def test_an_imbiss_owned_then_sold(brain: Brain) -> None:
    say(brain, "a", "2026-01-07", "I have a kebab Imbiss in Gelsenkirchen since 2011.")
    assert live(brain, "Imbiss") == ["User has a kebab Imbiss in Gelsenkirchen since 2011"]
    say(brain, "b", "2026-09-10", "I sold the Imbiss! My nephew takes it over.")
    assert "User has a kebab Imbiss in Gelsenkirchen since 2011" not in live(brain, "Imbiss")
    assert summaries("I bought a kiosk magazine on the way") == ["User bought a kiosk magazine on the way"]  # no business


def test_a_trip_planned_with_when_then_back_from_it(brain: Brain) -> None:
    say(brain, "a", "2026-05-03", "We plan Hajj in June, me and my brother.")
    assert live(brain, "Hajj") == ["User is planning Hajj in June 2026"]
    say(brain, "b", "2026-07-01", "I'm back from Hajj, tired but happy.")
    assert live(brain, "Hajj") == ["User got back from Hajj, tired but happy"]
    assert summaries("We plan meals for the week on Sunday") == []


def test_a_relative_begun_where_they_were_to_begin(brain: Brain) -> None:
    say(brain, "a", "2026-02-25", "My daughter Elif starts an apprenticeship as a carpenter at Holzbau Kraus in September.")
    assert len(live(brain, "Holzbau")) == 1
    say(brain, "b", "2026-09-02", "My son Deniz starts at Bosch in October.")
    say(brain, "c", "2026-09-03", "Elif started at Holzbau Kraus yesterday, so proud")
    assert live(brain, "Holzbau") == ["User's daughter Elif started at Holzbau Kraus on 2 September 2026"]
    assert live(brain, "Bosch") == ["User's son Deniz starts at Bosch in October 2026"]  # another's start stays


def test_a_relatives_exam_had_ahead_then_passed(brain: Brain) -> None:
    say(brain, "a", "2026-03-12", "My daughter Bára has her state exams in June, she is calm.")
    assert live(brain, "exams") == ["User's daughter Bára has her state exams in June 2026"]
    say(brain, "b", "2026-06-27", "Bára passed her state exams!")
    assert live(brain, "exams") == ["User's daughter Bára passed her state exams"]


def test_smoking_again_said_without_im_ends_the_stop(brain: Brain) -> None:
    say(brain, "a", "2026-02-14", "I quit smoking on 1 February.")
    assert len(live(brain, "smok")) == 1
    say(brain, "b", "2026-10-30", "smoking again. work. ugh")
    assert live(brain, "smok") == ["User is smoking again"]


# -- dates and moves ------------------------------------------------------------------------------------------------------

def test_got_my_test_on_a_day_ahead_is_ahead() -> None:
    assert summaries("got my driving test on april 2, so nervous") == ["User's driving test is on 2 April 2026"]
    assert summaries("got my test results on monday, all clear") == [
        "User got their test results on Monday, 9 March 2026, all clear"]  # a past "got"


def test_a_new_job_got_then_its_first_day() -> None:
    assert summaries("I got the Cerro Tololo job!! I start on October 1.") == [
        "User is starting their new job at Cerro Tololo on 1 October 2026"]
    assert summaries("got the job at Ocado, I start in May") == ["User is starting their new job at Ocado in May 2026"]
    assert not any("starting" in s for s in summaries("I got the Ocado job offer, I start thinking about it"))


def test_a_home_being_bought_then_the_move_on_a_day() -> None:
    assert summaries("We are buying a flat in Vinohrady, we move on June 3.") == [
        "User is moving to Vinohrady on 3 June 2026", "User is buying a flat in Vinohrady"]
    assert summaries("We are buying a flat in Vinohrady, we move slowly on it.") == ["User is buying a flat in Vinohrady"]


def test_moving_in_together_keeps_together_lower_case() -> None:
    assert summaries("me and my girlfriend lucía are moving in together in may") == [
        "User's girlfriend is Lucía", "User and their girlfriend Lucía are moving in together in May 2026"]


def test_a_greeting_in_czech_then_the_name() -> None:
    assert summaries("Dobrý den, I am Vlasta, vet for pigs near Brno.")[:1] == ["User's name is Vlasta"]
    assert summaries("Dobar dan! I'm Zoran, 44, plumber in Zadar.")[:1] == ["User's name is Zoran"]


def test_an_exam_on_its_day_after_a_comma_is_ahead() -> None:
    assert summaries("I started learning dutch properly, B1 exam on 12 june") == [
        "User started learning Dutch properly, B1 exam on 12 June 2026"]
    assert summaries("I took the exam, the B1 exam on 2 march was hard") == [
        "User took the exam, the B1 exam on 2 March 2026 was hard"]  # told with its article: the day gone


def test_a_purchase_heard_late_after_the_move_it_led_to(brain: Brain, clock: FakeClock) -> None:
    # an old chat ingested in December: the move's plan is current at once, and the purchase said with it is history
    clock.t = dt.datetime(2026, 12, 6, 12, tzinfo=dt.UTC).timestamp()
    say(brain, "a", "2026-09-02", "We are buying a house in Amersfoort, we move on October 15.")
    assert live(brain, "Amersfoort") == ["User has lived in Amersfoort since 15 October 2026"]
    say(brain, "b", "2026-09-03", "We are buying a flat in Utrecht, we move on December 20.")  # the move still ahead
    assert live(brain, "Utrecht") == ["User is buying a flat in Utrecht", "User is moving to Utrecht on 20 December 2026"]
