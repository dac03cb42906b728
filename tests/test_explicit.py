"""What is worth keeping from chat said in passing: the explicitness gate on casual facts."""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain import english as en
from mercuryd.brain.explicit import (
    CASUAL_GATE,
    PEER_GATE,
    explicitness,
    peer_chat,
    questions_to_user,
    reaction,
    topic_words,
)
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.persons import find_persons

TS = dt.datetime(2023, 5, 8, 18, 0, tzinfo=dt.UTC)


def chat(user: list[str], other: list[str]) -> list[wire.Message]:
    out = []
    for i, (u, o) in enumerate(zip(user, other, strict=True)):
        out += [wire.Message(role="user", content=u, ts=TS + dt.timedelta(minutes=2 * i)),
                wire.Message(role="assistant", content=o, ts=TS + dt.timedelta(minutes=2 * i + 1))]
    return out


@pytest.mark.parametrize(
    "summary",
    ["User loves traveling too", "User got to see some epic spots", "User has been working on a project",
     "User had so much fun", "User had a great time with everyone", "User took a trip to a new place",
     "User is trying to stay upbeat", "User is trying to stay active"],
)
def test_summaries_that_name_nothing_fall_below_the_gate(summary: str) -> None:
    assert explicitness(summary) < CASUAL_GATE


@pytest.mark.parametrize(
    ("summary", "at_least"),
    [("User likes coffee", CASUAL_GATE), ("User loves hiking", CASUAL_GATE),
     ("User is a big fan of Nintendo games", PEER_GATE),
     ("User won a regional video game tournament on 21 August 2022", PEER_GATE),
     ("User adopted a puppy from a shelter", PEER_GATE)],
)
def test_summaries_that_name_something_pass(summary: str, at_least: float) -> None:
    assert explicitness(summary) >= at_least


def test_a_date_the_extractor_added_is_not_content_but_a_name_or_number_is() -> None:
    assert explicitness("User went to the beach on Friday, 9 June 2023") == explicitness("User went to the beach")
    assert explicitness("User scored 40 points") > explicitness("User scored points")
    assert explicitness("User visited Lisbon") > explicitness("User visited family")


def test_casual_facts_are_gated_identity_constraints_and_people_never() -> None:
    got = [c.summary for c in extract(chat(
        ["I love traveling too!", "I'm allergic to peanuts.", "My sister Anna is great, we had so much fun."],
        ["Nice.", "Noted.", "Cool."]))]
    assert "User is allergic to peanuts" in got
    assert "User's sister is Anna" in got
    assert not any("traveling" in s or "fun" in s for s in got), got


PEERS = ["I just got back from a hike with my kids, they loved it!", "We went to Tampa last week.",
         "My dog is sick again.", "Haha same."]
ASSISTANT = ["Sure! How can I help?", "I'd suggest a shorter intro.", "Here's a revised version.", "Got it."]


def test_a_chat_between_people_is_told_from_one_with_an_assistant() -> None:
    assert peer_chat(PEERS)
    assert not peer_chat(ASSISTANT)
    assert not peer_chat(PEERS[:2])  # too little to tell
    assert not peer_chat(["I prefer Python myself, and my name is Claude."])


def test_between_people_a_casual_fact_needs_more() -> None:
    """"I've been busy painting" (one specific word) is kept from a user telling an
    assistant, not from a friend's chat, where much is said in passing."""
    user = ["I've been busy painting.", "ok", "yeah", "sure"]
    with_assistant = [c.summary for c in extract(chat(user, ASSISTANT))]
    with_friend = [c.summary for c in extract(chat(user, PEERS))]
    assert with_assistant == ["User has been busy painting"]
    assert with_friend == []
    specific = ["I won my first chess tournament in Porto last weekend.", "ok", "yeah", "sure"]
    assert [c.type for c in extract(chat(specific, PEERS))] == ["episode"]


def test_a_sentence_adverb_is_not_a_name() -> None:
    """Seen on LoCoMo: "Thankfully, my son's ok" gave "User's son is Thankfully"."""
    for adverb in ("Thankfully", "Hopefully", "Luckily", "Unfortunately", "Apparently", "Obviously"):
        assert find_persons(f"{adverb}, my son is ok") == [], adverb
    assert [m.person.name for m in find_persons("Emily, my sister, is here")] == ["Emily"]
    assert [m.person.name for m in find_persons("Lily, my daughter, is six")] == ["Lily"]


@pytest.mark.parametrize(
    ("summary", "leans"),
    [("User got the idea from that trip to England", True),
     ("User just had to capture that feeling in their painting", True),
     ("User took that pic on a hike", True),
     ("User saw a movie that blew their mind", False),
     ("User decided that they would move to Oslo", False)],
)
def test_that_as_a_determiner_points_back(summary: str, leans: bool) -> None:
    assert en.dangling(summary) is leans


def test_a_trailing_speaking_of_is_cut() -> None:
    assert en.cut_tail("User just reorganized their book shelf, speaking of") == "User reorganized their book shelf"


FRIEND_CATCHING_UP = ["Hey John, catch up time! What've you been up to?", "Congrats! That sounds like an intense game.",
                      "Wow, that's amazing!", "I'm glad everyone had fun!"]
FRIEND_BUSY = ["Hey Joanna! Long time no talk, how's it going?", "Congrats! How did it go?",
               "Yeah actually - I'm currently participating in the video game tournament again!", "Bye Joanna!"]
ASSISTANT_PROGRESSIVE = ["I'm looking at your config now.", "I'm going to suggest a smaller batch size.",
                         "I'm happy to help with that.", "Here's the fixed loop."]


def test_a_friend_catching_up_is_a_person_chatting() -> None:
    """Seen on LoCoMo: a friend who mostly reacts ("Congrats!", "Wow") but says "catch up
    time", "long time no talk" or what they are in the middle of doing is a person, not an
    assistant; an assistant's "I'm looking at…", "I'm going to suggest…" is not."""
    assert peer_chat([*FRIEND_CATCHING_UP, "So good to hear from you since we last talked!"])
    assert peer_chat(FRIEND_BUSY)
    assert not peer_chat(ASSISTANT_PROGRESSIVE)
    assert not peer_chat(ASSISTANT)


def test_a_win_said_to_a_friend_catching_up_names_nothing() -> None:
    user = ["The games have been crazy.", "It was close until the final buzzer but we got the win.", "yeah", "sure"]
    assert [c.summary for c in extract(chat(user, FRIEND_BUSY))] == []


def test_a_conjunct_that_leans_on_the_chat_is_cut_not_the_fact() -> None:
    """Seen on LoCoMo: "I made vegan ice cream last Friday and shared it with my diet group"
    was dropped whole for its "it"; the statement before the conjunct stands alone."""
    got = [c.summary for c in extract(chat(["I baked sourdough on Sunday and gave it to my neighbours.", "ok", "yeah"],
                                           ["Nice.", "Cool.", "Sure."]))]
    assert got == ["User baked sourdough on Sunday, 7 May 2023"], got
    got = [c.summary for c in extract(chat(["My dream is to open a quiet and cosy bookshop.", "ok", "yeah"],
                                           ["Nice.", "Cool.", "Sure."]))]
    assert got == ["User's dream is to open a quiet and cosy bookshop"], got


def test_a_statement_before_a_dash_and_a_question_is_read() -> None:
    got = [c.summary for c in extract(chat(["FYI, I finished my first quilt - want to see a pic?", "ok", "yeah"],
                                           ["Nice.", "Cool.", "Sure."]))]
    assert got == ["User finished their first quilt"], got


def test_what_a_friend_has_taken_up_and_plans_with_others() -> None:
    got = [c.summary for c in extract(chat(["I'm now coaching the under-12 team at my club.",
                                            "We're planning to open a pop-up shop in June.", "yeah"], PEERS[:3]))]
    assert "User is now coaching the under-12 team at their club" in got, got
    assert "User is planning to open a pop-up shop in June 2023" in got, got


def test_the_idea_without_saying_which_leans_on_the_chat_and_vague_times_are_cut() -> None:
    assert en.dangling("User got the idea from a fashion mag")
    assert not en.dangling("User got the idea of a podcast from a friend")
    assert en.cut_tail("User started an online store not so long ago") == "User started an online store"


def test_between_friends_what_happened_ranks_above_a_taste() -> None:
    """Friends trade tastes in passing; with more than three facts, the events win."""
    user = ["I love spicy ramen.", "I adopted a greyhound from the shelter on Saturday.",
            "I passed my driving test last week.", "I started volunteering at the food bank in April."]
    got = [c.type for c in extract(chat(user, PEERS))]
    assert got.count("episode") == 3 and "preference" not in got, got
    with_assistant = [c.type for c in extract(chat(user, ASSISTANT))]
    assert "preference" in with_assistant, with_assistant


@pytest.mark.parametrize(
    ("said", "summary"),
    [
        ("Guess what I did? Dyed my hair green last week - come see!", "User dyed their hair green in the week of 1 May 2023"),
        ("Last Monday I got to teach kids chess at the library!", "User got to teach kids chess at the library on Monday, 1 May 2023"),
        ("Been busy volunteering at the animal shelter.", "User has been volunteering at the animal shelter"),
        ("I'm now part of the mountain rescue team.", "User is now part of the mountain rescue team"),
        ("When I was younger, my family and I went on a road trip to Utah.", "User and their family went on a road trip to Utah"),
        ("I'm teaming up with a local charity that helps refugees find work.",
         "User is teaming up with a local charity that helps refugees find work"),
    ],
)
def test_events_friends_tell_in_passing(said: str, summary: str) -> None:
    """Seen on LoCoMo's missed events: a dropped "I" before a dated past verb, "got to" with a
    time, "been busy …ing", a group joined, a childhood memory, a partnership under way."""
    assert [c.summary for c in extract(chat([said, "ok", "yeah"], PEERS[:3]))] == [summary]


def test_not_every_part_of_or_got_to_is_an_event() -> None:
    assert [c.summary for c in extract(chat(["I'm part of the problem.", "I got to watch the sugar.", "yeah"],
                                            PEERS[:3]))] == []


@pytest.mark.parametrize(
    ("said", "summary"),
    [
        ("Hi Maria, since we last chatted, I'm volunteering as a tutor at the library.",
         "User is volunteering as a tutor at the library"),
        ("Some friends from work and I went kayaking last weekend - it was a blast!",
         "User and some friends from work went kayaking on the weekend of 6 May 2023"),
        ("My book launch got pushed back, so I tried out some baking.", "User's book launch got pushed back"),
        ("I'm off to Norway for a semester.", "User is off to Norway for a semester"),
        ("Oh, I held a bake sale for the shelter last week.", "User held a bake sale for the shelter in the week of 1 May 2023"),
        ("Last year I took a solo trip and took this pic in Peru.", "User took a solo trip and took a pic in Peru in 2022"),
        ("I set up a charity run in our village.", "User set up a charity run in their village"),
        ("I'm finally recording my own album!", "User is finally recording their own album"),
    ],
)
def test_more_events_friends_tell(said: str, summary: str) -> None:
    assert [c.summary for c in extract(chat([said, "ok", "yeah"], PEERS[:3]))] == [summary]


@pytest.mark.parametrize("said", ["I'm off to bed.", "We were bored yesterday.", "My day got cancelled."])
def test_no_event_in_a_goodnight_a_mood_or_a_vague_thing(said: str) -> None:
    assert [c.summary for c in extract(chat([said, "ok", "yeah"], PEERS[:3]))] == []


def said_after(pairs: list[tuple[str, str]]) -> list[wire.Message]:
    """A chat where the other side speaks first: (theirs, mine) turns."""
    out = []
    for i, (o, u) in enumerate(pairs):
        out += [wire.Message(role="assistant", content=o, ts=TS + dt.timedelta(minutes=2 * i)),
                wire.Message(role="user", content=u, ts=TS + dt.timedelta(minutes=2 * i + 1))]
    return out


BOOK_TIP = ("I just finished The Name of the Wind, my favourite fantasy novel. The world-building and the "
            "characters are so good!")


def test_a_taste_that_only_answers_the_friends_topic_is_of_the_moment() -> None:
    """Seen on LoCoMo's junk: a friend tells of a book, a city, a club; the user's "Love a good
    fantasy with strong characters", "I've always wanted to try the seafood there" reply to it.
    Nobody would keep those as what the user is like. Asked about it, or bringing it up
    themselves, the same taste is kept."""
    before = [("Hey! We went to Tampa last week, my kids loved it.", "Hi! Good to hear."),
              ("My dog is sick again.", "Oh no, hope he gets better.")]
    reply = extract(said_after([*before, (BOOK_TIP, "That book sounds awesome! Love a good fantasy with strong "
                                                     "characters and cool world-building.")]))
    assert [c.summary for c in reply] == []
    seafood = extract(said_after([*before, ("I'm in Seattle now. Trying the local seafood is a must!",
                                            "Sounds fab! I've always wanted to try the seafood in Seattle.")]))
    assert [c.summary for c in seafood] == []
    story = extract(said_after([*before, ("It's my own story: the main character deals with loss and takes a road "
                                          "trip.", "Wow, that sounds awesome. I love stories that tackle important "
                                                   "issues.")]))
    assert [c.summary for c in story] == []  # "important issues" names nothing of its own
    asked = extract(said_after([*before, (BOOK_TIP + " What kind of fantasy do you like?",
                                          "I love a good fantasy with strong characters and cool world-building.")]))
    assert [c.summary for c in asked] == ["User loves a good fantasy with strong characters and cool world-building"]
    theirs_first = extract(said_after([("Hi! What's new?", "I've been reading a lot of fantasy with great "
                                                          "world-building lately."), *before,
                                       (BOOK_TIP, "Love a good fantasy with strong characters and cool world-building.")]))
    assert "User loves a good fantasy with strong characters and cool world-building" in [
        c.summary for c in theirs_first]
    with_assistant = extract(said_after([("Here's a summary: " + BOOK_TIP, "Love a good fantasy with strong "
                                          "characters and cool world-building.")]))
    assert [c.summary for c in with_assistant] == [
        "User loves a good fantasy with strong characters and cool world-building"]


def test_news_told_on_greeting_is_read_without_an_eventful_verb() -> None:
    """Seen on LoCoMo's missed events: a friend opens with what they did ("Hey Mel! … I talked
    about my transgender journey at the school event") in a past verb no rule named. Read as
    an episode when the message opens with a greeting; later in the chat the same clause is as
    often an aside, and a thought, a taste or a state is never one."""
    news = extract(chat(["Hey Gina! I emailed three fabric wholesalers about my clothing store.", "ok", "yeah"],
                        PEERS[:3]))
    assert [c.summary for c in news] == ["User emailed three fabric wholesalers about their clothing store"]
    aside = extract(chat(["Yeah, that's right.", "I emailed three fabric wholesalers about my clothing store.",
                          "yeah"], PEERS[:3]))
    assert [c.summary for c in aside] == []
    thought = extract(chat(["Hey Gina! I wondered about opening a second clothing store downtown.", "ok", "yeah"],
                           PEERS[:3]))
    assert [c.summary for c in thought] == []
    # to an assistant, what one did is the task at hand, not news
    task = extract(chat(["Hi! I emailed three fabric wholesalers about my clothing store.", "ok", "yeah"], ASSISTANT[:3]))
    assert [c.summary for c in task] == []


def test_the_chance_to_do_something_is_not_an_event_without_a_time() -> None:
    """As "got to watch the sugar": "got the chance to meet people…" says it could, not what happened."""
    assert [c.summary for c in extract(chat(["I got the chance to meet and connect with people who've been through "
                                             "the same.", "ok", "yeah"], PEERS[:3]))] == []
    assert [c.summary for c in extract(chat(["Last Monday I got the chance to meet the mayor of Tampa.", "ok", "yeah"],
                                            PEERS[:3]))] == ["User got the chance to meet the mayor of Tampa on "
                                                              "Monday, 1 May 2023"]


def test_a_past_told_with_its_time_is_news_anywhere_in_the_chat() -> None:
    got = extract(chat(["Yeah, that's right.", "I made some peach cobbler recently, it was great.", "yeah"], PEERS[:3]))
    assert [c.summary for c in got] == ["User made some peach cobbler recently"]
    # the clause of a noun said before ("the bird I saw while hiking") has no object of its own
    got = extract(chat(["Yeah, that's right.", "It reminded me of this gorgeous heron I spotted while hiking the "
                                                "other day.", "yeah"], PEERS[:3]))
    assert [c.summary for c in got] == []


def test_what_was_tried_is_an_event_what_one_tried_to_do_is_not() -> None:
    got = extract(chat(["Hey Nate, hi! Yesterday, I tried my newest dairy-free recipe and it was a winner!", "ok",
                        "yeah"], PEERS[:3]))
    assert [c.summary for c in got] == ["User tried their newest dairy-free recipe on 7 May 2023"]
    got = extract(chat(["Hey Nate! Yesterday I tried to call my cousin in Lagos.", "ok", "yeah"], PEERS[:3]))
    assert [c.summary for c in got] == []
    # "I've been busy…" is a state, not news
    got = extract(chat(["Hey Nate! I've been swamped with studies and projects at school.", "ok", "yeah"], PEERS[:3]))
    assert [c.summary for c in got] == []


@pytest.mark.parametrize(("said", "asked"), [
    ("Do you like dogs? I do.", "Do you like dogs?"),
    ("I got a puppy! Have u ever had one?!", "Have u ever had one?"),
    ("How was your weekend? Mine was quiet. How about you", "How was your weekend?"),
    ("What did they say? Nothing.", ""),  # asks, but not the user
    ("You should come. It's fun!", ""),  # says "you", asks nothing
    ("Youth is wasted on the young, right?", ""),  # "you" only inside a word
])
def test_what_the_other_side_asked_the_user(said: str, asked: str) -> None:
    assert questions_to_user(said).strip() == asked


def test_what_a_long_turn_without_a_sentence_end_asked() -> None:
    # 20 KB of "you like dogs and …" with no full stop: the pattern this replaced read to the
    # sentence's end from every start (minutes for each fact; bench/extraction_worst.py shows
    # the cost, a test does not time it). Here: what such a turn asked, and what it did not.
    endless = "dogs! " + "do you like dogs and " * 950
    assert questions_to_user(endless) == ""
    assert questions_to_user(endless + "do you like dogs?") == endless[len("dogs!"):] + "do you like dogs?"
    mine: set[str] = set()
    assert reaction("User loves dogs", topic_words(endless), mine, endless)  # not asked: a reply of the moment
    assert not reaction("User loves dogs", topic_words(endless), mine, endless + "do you like dogs?")
