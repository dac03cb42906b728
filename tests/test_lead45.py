"""What the session-45 lead's new-user year found: a car got by its make replaces the car said before, a car sold ends
it, and the user's spouse's mother (by the spouse's name, or "my husband's mum") is the user's mother-in-law.

Every sentence here was written for this test. Each test that ends a memory checks first that it was stored live, and
beside each rule a sentence like it that must end or store nothing of the kind.
"""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain.service import Brain
from tests.chat import heard, say

AT = dt.datetime(2026, 6, 2, 10, tzinfo=dt.UTC)


def live(brain: Brain, *words: str) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items
                  if any(w in m.summary for w in words))


def cars(text: str) -> list[tuple[str, str | None]]:
    return [(c.summary, c.value) for c in heard(text, at=AT) if c.attribute == "car"]


# -- a car, by its make ------------------------------------------------------------------------------------------------

def test_a_car_got_by_its_make_is_the_users_car() -> None:
    assert cars("we've got a Honda Jazz now") == [("User's car is a Honda Jazz", "honda jazz")]
    assert cars("I just bought a second-hand Skoda Fabia last week") == [("User's car is a Skoda Fabia", "skoda fabia")]
    assert cars("We got a new car, a Volvo XC40, electric") == [("User's car is a Volvo XC40 (electric)", "volvo xc40")]
    assert cars("we have a Land Rover Discovery") == [("User's car is a Land Rover Discovery", "land rover discovery")]
    assert cars("my new car is a Peugeot 208") == [("User's new car is a Peugeot 208", "peugeot 208")]


def test_a_thing_got_that_is_no_car_is_no_car() -> None:
    assert cars("I just got a Kindle Paperwhite") == []
    assert cars("we have a Dyson now") == []
    assert cars("should we get a Toyota Corolla?") == []
    assert cars("my neighbour has a Tesla") == []
    assert [c.summary for c in heard("I just got a Nintendo Switch", at=AT)] == ["User got a Nintendo Switch"]


def test_the_car_got_replaces_the_car_said_before(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "My car is a Vauxhall Corsa, it's on its last legs.")
    assert live(brain, "Corsa") == ["User's car is a Vauxhall Corsa"]
    say(brain, "b", "2026-05-20", "We've got a Hyundai Kona now, hybrid.")
    assert live(brain, "Corsa") == []
    assert live(brain, "Kona") == ["User's car is a Hyundai Kona (hybrid)"]


def test_a_car_sold_ends_that_car(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "I drive a 2014 Ford Fiesta.")
    assert live(brain, "Fiesta") == ["User drives a 2014 Ford Fiesta"]
    say(brain, "b", "2026-05-20", "We finally sold the Fiesta!")
    assert live(brain, "drives") == []
    assert "User sold the Fiesta" in live(brain, "sold")


def test_their_car_sold_ends_whichever_car(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "My car is a Nissan Leaf.")
    assert live(brain, "Leaf") == ["User's car is a Nissan Leaf"]
    say(brain, "b", "2026-05-20", "I sold my car, I cycle everywhere now.")
    assert live(brain, "Nissan") == []


def test_another_thing_sold_ends_no_car(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "My car is a Nissan Leaf.", "I play an old Yamaha piano.")
    assert live(brain, "Leaf") == ["User's car is a Nissan Leaf"]
    say(brain, "b", "2026-05-20", "We sold the piano, nobody played it.")
    assert live(brain, "Leaf") == ["User's car is a Nissan Leaf"]
    say(brain, "c", "2026-06-20", "We sold the Micra.")  # a car never said is not the Leaf
    assert live(brain, "Leaf") == ["User's car is a Nissan Leaf"]


# -- the spouse's kin, the user's in-laws ------------------------------------------------------------------------------

def test_the_husbands_mum_by_his_name_is_the_mother_in_law(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "My husband Dariusz is a bus driver.")
    say(brain, "b", "2026-03-02", "Dariusz's mum has moved in with us, she's 81.")
    assert live(brain, "mother-in-law") == ["User's mother-in-law has moved in with them", "User's mother-in-law is 81"]


def test_a_brothers_or_a_boyfriends_mum_is_no_in_law(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "My brother Kacper lives in Gdynia.", "My boyfriend Ola is a nurse.")
    say(brain, "b", "2026-03-02", "Kacper's dad is retiring this year.", "Ola's mum lives in Poznań.")
    assert live(brain, "-in-law") == []


def test_my_wifes_dad_said_so_is_the_father_in_law() -> None:
    assert [c.summary for c in heard("my wife's dad has dementia now", at=AT)] == ["User's father-in-law has dementia"]
    assert [c.summary for c in heard("My partner's parents live in Galway", at=AT)] == ["User's in-laws live in Galway"]
    # her dad by his name is no in-law of the user's: what they are to her is said as it was
    assert not any("-in-law" in c.summary for c in heard("My wife Ana's dad Jorge is visiting in May", at=AT))


# -- a subject kept out of the answers ---------------------------------------------------------------------------------

def summaries(text: str) -> list[str]:
    return [c.summary for c in heard(text, at=AT)]


def test_a_subject_of_the_users_life_kept_out_of_every_answer() -> None:
    assert summaries("please don't bring up my weight") == ["User does not want their weight brought up"]
    assert summaries("Never mention my divorce unless I do.") == [
        "User does not want their divorce brought up unless they raise the subject"]
    assert summaries("don't bring up wedding stuff unless I do") == [
        "User does not want wedding stuff brought up unless they raise the subject"]
    assert summaries("don't talk to me about religion") == ["User does not want religion brought up"]


def test_a_subject_kept_out_of_one_answer_or_in_banter_is_not_kept() -> None:
    assert summaries("don't mention it") == []
    assert summaries("don't mention the price") == []
    assert summaries("Don't talk to me about Arsenal") == []  # a rival's name: banter
    assert summaries("Write a speech for my brother's wedding. Don't mention my ex") == []  # of that speech
    assert summaries("don't mention my name in the email") == []
    # the same after a piece of work, said for good, is kept
    assert summaries("Write a speech for my brother's wedding. Don't ever mention my ex again") == [
        "User does not want their ex brought up"]


# -- how much, said again -----------------------------------------------------------------------------------------------

def test_cutting_down_to_an_amount_is_how_much_now() -> None:
    assert summaries("I'm cutting down to 3 coffees a day for my blood pressure") == [
        "User drinks 3 coffees a day for their blood pressure"]
    assert summaries("I'm cutting back to two beers a week") == ["User drinks two beers a week"]
    assert summaries("should I be cutting down to 2 coffees a day?") == []


def test_an_amount_said_ends_too_much_said_before(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "I drink way too much tea honestly, like 8 cups a day")
    assert live(brain, "tea") == ["User drinks way too much tea"]
    say(brain, "b", "2026-05-20", "I'm cutting down to 3 teas a day")
    assert live(brain, "tea") == ["User drinks 3 teas a day"]


def test_an_amount_of_another_thing_leaves_too_much(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "I drink way too much tea honestly")
    assert live(brain, "tea") == ["User drinks way too much tea"]
    say(brain, "b", "2026-05-20", "I've cut down to one coffee a day")
    assert live(brain, "tea") == ["User drinks way too much tea"]


# -- a course over ------------------------------------------------------------------------------------------------------

def test_a_course_said_over_is_finished() -> None:
    assert summaries("the welding course finished, got my certificate!") == ["User finished their welding course"]
    assert summaries("My evening Spanish class has ended") == ["User finished their evening Spanish class"]
    assert summaries("the kids' swimming course finished") == []  # theirs
    assert summaries("is the welding course over?") == []
    assert summaries("the course is over") == []  # which course is not said


def test_a_course_finished_ends_the_course_kept_as_a_routine(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "I'm doing a life drawing course on Tuesday evenings")
    assert live(brain, "life drawing") == ["User is doing a life drawing course on Tuesday evenings"]
    say(brain, "b", "2026-06-20", "the life drawing course finished last week, I'll miss it")
    assert live(brain, "Tuesday") == []
    assert live(brain, "life drawing") == ["User finished their life drawing course in the week of 8 June 2026"]


def test_another_course_finished_leaves_the_routine(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "I'm doing a life drawing course on Tuesday evenings")
    assert live(brain, "life drawing") == ["User is doing a life drawing course on Tuesday evenings"]
    say(brain, "b", "2026-06-20", "my first aid course finished yesterday")
    assert live(brain, "Tuesday") == ["User is doing a life drawing course on Tuesday evenings"]


# -- off what one was on ------------------------------------------------------------------------------------------------

def test_off_it_ends_being_on_it(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "We have a collie called Moss.", "Moss had surgery, he's on crate rest for a month")
    assert live(brain, "crate rest") == ["User's dog Moss is on crate rest for a month"]
    say(brain, "b", "2026-03-20", "Moss is off crate rest, he's so happy")
    assert live(brain, "on crate rest") == []
    assert live(brain, "off crate rest") == ["User's dog Moss is off crate rest"]


def test_another_off_it_leaves_being_on_it(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "We have a collie called Moss and a cat called Pip.", "Moss is on crate rest for a month")
    assert live(brain, "crate rest") == ["User's dog Moss is on crate rest for a month"]
    say(brain, "b", "2026-03-20", "Pip is off crate rest")  # another pet's
    assert live(brain, "on crate rest") == ["User's dog Moss is on crate rest for a month"]


# -- renting, by the place alone ---------------------------------------------------------------------------------------

def test_renting_in_a_place_is_where_the_user_lives() -> None:
    assert [(c.summary, c.value) for c in heard("we're renting in Leith now", at=AT)] == [("User is renting in Leith", "leith")]
    assert summaries("I'm renting in Porto for the summer") == []  # a stay
    assert summaries("my brother is renting in Leeds") == []  # his
    assert summaries("are you renting in London?") == []


def test_renting_within_the_city_moved_to_keeps_the_city(brain: Brain) -> None:
    say(brain, "a", "2026-01-02", "I live in Dunedin.")
    assert live(brain, "Dunedin") == ["User lives in Dunedin"]
    say(brain, "b", "2026-10-05", "We've moved to Auckland! We're renting in Ponsonby")
    assert live(brain, "Dunedin") == []
    assert live(brain, "Auckland", "Ponsonby") == ["User has moved to Auckland", "User is renting in Ponsonby"]


def test_renting_typed_without_im_after_the_move(brain: Brain) -> None:
    # (found by the closing new-user check: "User: renting in Newtown" replaced the city moved to)
    say(brain, "a", "2026-01-02", "I live in Dunedin.")
    say(brain, "b", "2026-10-05", "we've moved to Auckland! renting in Ponsonby")
    assert live(brain, "Auckland", "Ponsonby") == ["User has moved to Auckland", "User is renting in Ponsonby"]


# -- a student's year, typed in lower case -----------------------------------------------------------------------------

def test_places_typed_in_lower_case_where_a_place_stands() -> None:
    assert summaries("im from kumasi originally") == ["User is from Kumasi originally"]
    assert summaries("2nd year law at bristol uni") == ["User is a second-year law student at Bristol uni"]
    assert summaries("going home to kumasi for christmas on december 18th") == [
        "User is going home to Kumasi for Christmas on 18 December 2026"]
    assert summaries("im from work originally lol") == []  # no place
    assert summaries("going home to bed now") == []


def test_moving_into_a_house_with_friends_is_a_move_planned() -> None:
    got = [(c.summary, c.attribute, c.value) for c in heard("moving into a house with 3 mates in fallowfield in september", at=AT)]
    assert got == [("User is moving into a house with 3 mates in Fallowfield in September 2026", "plan:lives_in", "fallowfield")]
    assert [c.attribute for c in heard("I'm moving into a flat with my boyfriend in Leith in March", at=AT)] == ["plan:lives_in"]
    assert summaries("my sister is moving into a flat with friends in Leith in March") == []  # hers


def test_a_partner_got_and_named_in_the_next_sentence() -> None:
    assert summaries("got a bf!! his name is Kwabena") == ["User's boyfriend is Kwabena"]
    assert summaries("I have a girlfriend now. Her name's Adwoa") == ["User's girlfriend is Adwoa"]
    assert summaries("my brother got a girlfriend! Her name is Adwoa") == []  # his


# -- recall: baking is food --------------------------------------------------------------------------------------------

def recalled(brain: Brain, query: str) -> list[str]:
    return [m.summary for m in brain.recall(wire.RecallParams(query=query)).memories]


def test_something_to_bake_brings_the_diet(brain: Brain) -> None:
    say(brain, "a", "2026-01-29", "I'm coeliac so everything has to be gluten free", "I teach at a primary school")
    assert "User is coeliac" in recalled(brain, "what should I bake for the school fundraiser?")
    assert "User is coeliac" not in recalled(brain, "what should I wear for the school fundraiser?")


# -- a correction said in a later conversation -------------------------------------------------------------------------

def test_a_number_corrected_weeks_later(brain: Brain) -> None:
    say(brain, "a", "2026-09-30", "I'm going part time from January, 2 days a week")
    assert live(brain, "days a week") == ["User is going part time from January, 2 days a week"]
    say(brain, "b", "2026-11-10", "actually it'll be 3 days a week not 2")
    assert live(brain, "days a week") == ["User is going part time from January, 3 days a week"]
    assert [m.summary for m in brain.store.all_memories() if m.superseded_by] == [
        "User is going part time from January, 2 days a week"]


def test_a_weekday_corrected_weeks_later_keeps_its_plural(brain: Brain) -> None:
    say(brain, "a", "2026-10-01", "I go to pilates on Thursdays")
    assert live(brain, "pilates") == ["User goes to pilates on Thursdays"]
    say(brain, "b", "2026-10-20", "sorry, pilates is on Wednesdays not Thursdays")
    assert live(brain, "pilates") == ["User does pilates on Wednesdays"]  # (read by the rules as the routine)


def test_a_correction_that_fits_no_memory_or_two_corrects_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-10-01", "I go to pilates on Thursdays", "My book club is on Thursdays")
    assert live(brain, "Thursdays") == ["User goes to pilates on Thursdays", "User has book club on Thursdays"]
    say(brain, "b", "2026-10-20", "actually it's Wednesdays not Thursdays")  # which one?
    assert live(brain, "Thursdays") == ["User goes to pilates on Thursdays", "User has book club on Thursdays"]
    say(brain, "c", "2026-10-21", "actually the meeting is at 4 not 3")  # no memory says it
    assert live(brain, "Wednesdays") == []


def test_a_number_said_with_no_word_of_the_memory_corrects_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-09-30", "My daughter Ama is 7")
    assert live(brain, "Ama") == ["User's daughter Ama is 7"]
    say(brain, "b", "2026-11-10", "sorry, I meant 8 tickets not 7")  # tickets, not Ama
    assert live(brain, "Ama") == ["User's daughter Ama is 7"]
    say(brain, "c", "2026-11-11", "no wait, Ama is 6 not 7")
    assert live(brain, "Ama") == ["User's daughter Ama is 6"]


def test_the_word_taken_back_is_no_part_of_the_fact() -> None:
    assert summaries("actually I live in Bradford, not Leeds") == ["User lives in Bradford"]
    assert summaries("I like cats not dogs") == ["User likes cats not dogs"]  # no correction: a liking, said whole


def test_a_weekday_alone_corrects_the_one_memory_of_the_month_that_says_it(brain: Brain) -> None:
    say(brain, "a", "2026-10-01", "I go to pilates on Thursdays")
    assert live(brain, "pilates") == ["User goes to pilates on Thursdays"]
    say(brain, "b", "2026-10-20", "actually it's Wednesdays not Thursdays")
    assert live(brain, "pilates") == ["User goes to pilates on Wednesdays"]
    assert "User's name is Wednesdays" not in live(brain, "name")


def test_a_weekday_alone_corrects_no_memory_older_than_a_month(brain: Brain) -> None:
    say(brain, "a", "2026-08-01", "I go to pilates on Thursdays")
    assert live(brain, "pilates") == ["User goes to pilates on Thursdays"]
    say(brain, "b", "2026-10-20", "actually it's Wednesdays not Thursdays")
    assert live(brain, "pilates") == ["User goes to pilates on Thursdays"]
