"""The rules extractor: each fact type, the cap, persons, negation, echo suppression, Unicode."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mercuryd import wire
from mercuryd.brain.candidate import CONTEXT_CLOSE, CONTEXT_OPEN, SINGLE_VALUED, Candidate
from mercuryd.brain.extract_rules import extract, structure
from mercuryd.brain.extract_score import load_set, matches, messages_of, score, standalone_problems
from mercuryd.brain.persons import find_persons

SAID = dt.datetime(2026, 1, 15, 12, 0, tzinfo=dt.UTC)  # a Thursday


def user(*texts: str) -> list[wire.Message]:
    return [wire.Message(role="user", content=t, ts=SAID) for t in texts]


def one(text: str) -> Candidate:
    facts = extract(user(text))
    assert len(facts) == 1, facts
    return facts[0]


# ------------------------------------------------------------------ the nine types

@pytest.mark.parametrize(
    ("text", "type_", "summary"),
    [
        ("My name is Sam.", "identity", "User's name is Sam"),
        ("I'm a data engineer.", "identity", "User is a data engineer"),
        ("I am from Lisbon.", "identity", "User is from Lisbon"),
        ("I live in Berlin.", "identity", "User lives in Berlin"),
        ("I work at Acme.", "identity", "User works at Acme"),
        ("I prefer concise answers.", "preference", "User prefers concise answers"),
        ("I hate cilantro.", "preference", "User hates cilantro"),
        ("My favorite color is teal.", "preference", "User's favorite color is teal"),
        ("I want to learn Portuguese.", "goal", "User wants to learn Portuguese"),
        ("My goal is to run a marathon.", "goal", "User's goal is to run a marathon"),
        ("I'm trying to sleep more.", "goal", "User is trying to sleep more"),
        ("I hope to visit Kyoto.", "goal", "User hopes to visit Kyoto"),
        ("I'm working on a compiler.", "project", "User is working on a compiler"),
        ("I'm building a treehouse.", "project", "User is building a treehouse"),
        ("My project is a weather app.", "project", "User's project is a weather app"),
        ("I usually cycle to work.", "habit", "User usually cycles to work"),
        ("Every morning I stretch.", "habit", "User stretches every morning"),
        ("I always study at night.", "habit", "User always studies at night"),
        ("I decided to move to Postgres.", "decision", "User decided to move to Postgres"),
        ("I've chosen the red bike.", "decision", "User has chosen the red bike"),
        ("We're going with Svelte.", "decision", "User is going with Svelte"),
        ("I never drink coffee after 3pm.", "constraint", "User never drinks coffee after 3pm"),
        ("I can't eat gluten.", "constraint", "User cannot eat gluten"),
        ("I'm allergic to peanuts.", "constraint", "User is allergic to peanuts"),
        ("I don't use Windows.", "constraint", "User does not use Windows"),
        ("I must be home by 6pm.", "constraint", "User must be home by 6pm"),
        ("Anna is my wife.", "relationship", "User's wife is Anna"),
        ("My sister Anna lives in Oslo.", "relationship", "User's sister Anna lives in Oslo"),
        ("Yesterday I ran a 10k.", "episode", "User ran a 10k on 14 January 2026"),
        ("Last week I went to Porto.", "episode", "User went to Porto in the week of 5 January 2026"),
        ("I just got back from Denver.", "episode", "User got back from Denver"),
    ],
)
def test_each_type_yields_a_third_person_summary(text: str, type_: str, summary: str) -> None:
    fact = one(text)
    assert (fact.type, fact.summary) == (type_, summary)
    assert fact.refs == ["m0"]
    assert fact.evidence == "direct" and fact.confidence is None


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("I keep bees in the back garden.", "User keeps bees in the back garden"),
        ("I restore old clocks as a hobby.", "User restores old clocks as a hobby"),
        ("I foster kittens for the RSPCA.", "User fosters kittens for the RSPCA"),
        ("I write a newsletter about urban planning.", "User writes a newsletter about urban planning"),
        ("I brew my own beer.", "User brews their own beer"),
        ("I host a podcast about birds.", "User hosts a podcast about birds"),
    ],
)
def test_a_pastime_in_the_simple_present_is_a_habit(text: str, summary: str) -> None:
    fact = one(text)
    assert (fact.type, fact.summary) == ("habit", summary)


@pytest.mark.parametrize(
    ("text", "type_", "summary", "attribute", "value", "polarity"),
    [
        ("I'm left-handed.", "identity", "User is left-handed", "trait", "left handed", "positive"),
        ("I'm an introvert so networking events drain me", "identity", "User is an introvert", "trait", "introvert", "positive"),
        ("I'm a night owl, do my best work after midnight", "identity", "User is a night owl", "trait", "night owl", "positive"),
        ("I'm really not a morning person lol", "identity", "User is really not a morning person", "trait", "morning person",
         "negative"),
        ("I'm the youngest of four.", "identity", "User is the youngest of four", "trait", "youngest of four", "positive"),
        ("I'm dyslexic.", "constraint", "User is dyslexic", "condition", "dyslexic", "positive"),
        ("I'm colour blind so keep charts readable", "constraint", "User is colour blind", "condition", "colour blind", "positive"),
        ("I'm deaf in my left ear.", "constraint", "User is deaf in their left ear", "condition", "deaf in my left ear", "positive"),
    ],
)
def test_a_lasting_trait_is_kept_alone_with_its_value(
        text: str, type_: str, summary: str, attribute: str, value: str, polarity: str) -> None:
    fact = one(text)
    assert (fact.type, fact.summary, fact.attribute, fact.value, fact.polarity) == (type_, summary, attribute, value, polarity)


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("I'm a huge Arsenal fan.", "User is a huge Arsenal fan"),
        ("I'm a cat person.", "User is a cat person"),
    ],
)
def test_a_fan_or_a_kind_of_person_is_a_taste(text: str, summary: str) -> None:
    fact = one(text)
    assert (fact.type, fact.summary) == ("preference", summary)


@pytest.mark.parametrize("text", ["I'm a people person.", "I'm a big fan.", "I'm a numbers person."])
def test_a_vague_kind_of_person_is_no_fact(text: str) -> None:
    assert extract(user(text)) == []


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("I have ADHD.", "User has ADHD"),
        ("I have dyslexia.", "User has dyslexia"),
        ("I've got MS.", "User has MS"),
        ("I have a stammer.", "User has a stammer"),
    ],
)
def test_a_condition_keeps_its_spelling(text: str, summary: str) -> None:
    fact = one(text)
    assert (fact.type, fact.summary) == ("constraint", summary)


def test_ms_in_lower_case_is_no_condition() -> None:
    assert extract(user("i have ms paint open")) == []


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("I speak Tamil at home and English at work.", "User speaks Tamil at home and English at work"),
        ("I speak fluent Cantonese.", "User speaks fluent Cantonese"),
        ("I speak a little Welsh.", "User speaks a little Welsh"),
    ],
)
def test_the_languages_a_user_speaks(text: str, summary: str) -> None:
    fact = one(text)
    assert (fact.type, fact.summary) == ("identity", summary)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I live in a flat in Hackney.", "hackney"),
        ("I rent a one-bed in Hackney.", "hackney"),
        ("We own a house near Leith.", "leith"),
        ("I share a flat in Peckham with two friends.", "peckham"),
    ],
)
def test_a_home_tells_where_the_user_lives(text: str, value: str) -> None:
    fact = one(text)
    assert (fact.type, fact.attribute, fact.value) == ("identity", "lives_in", value)


@pytest.mark.parametrize("text", ["I have a place in Spain too.", "We also own a holiday flat in Nice.",
                                  "We own a rental flat in Leeds."])
def test_a_second_home_is_not_where_the_user_lives(text: str) -> None:
    assert [f for f in extract(user(text)) if f.attribute == "lives_in"] == []


@pytest.mark.parametrize(
    ("text", "summary", "value"),
    [
        ("been doing pottery on thursday nights", "User has been doing pottery on Thursday nights", "on thursday nights"),
        ("I've been going to yoga twice a week.", "User has been going to yoga twice a week", "twice a week"),
        ("I've been swimming on Sundays.", "User has been swimming on Sundays", "on sundays"),
    ],
)
def test_a_routine_in_the_present_perfect_is_a_habit_with_its_schedule(text: str, summary: str, value: str) -> None:
    fact = one(text)
    assert (fact.type, fact.summary, fact.value) == ("habit", summary, value)
    assert (fact.attribute or "").startswith("schedule:")


@pytest.mark.parametrize(
    "text", ["I've been going to the pub every night this week.", "I've been feeling tired every morning."],
)
def test_a_run_of_days_or_a_feeling_is_no_routine(text: str) -> None:
    assert [f for f in extract(user(text)) if f.type == "habit"] == []


@pytest.mark.parametrize(
    "text", ["I love hiking, hate crowds.", "love hiking, hate crowds", "Love hiking but hate crowds."],
)
def test_a_second_taste_with_its_i_dropped_is_a_fact_of_its_own(text: str) -> None:
    facts = extract(user(text))
    assert sorted(f.summary for f in facts) == ["User hates crowds", "User loves hiking"]


@pytest.mark.parametrize(
    "text",
    ["I keep forgetting my password.", "I make sure to reply fast.", "I make good money.", "I keep it simple."],
)
def test_keep_and_make_of_a_manner_are_no_pastime(text: str) -> None:
    assert extract(user(text)) == []


@pytest.mark.parametrize(
    ("text", "attribute", "value", "polarity"),
    [
        ("I prefer Python.", "preferred_programming_language", "python", "positive"),
        ("My favorite language is TypeScript.", "preferred_programming_language", "typescript", "positive"),
        ("I prefer Neovim over VS Code.", "preferred_editor", "neovim", "positive"),
        ("My name is Sam Lee.", "name", "sam lee", "positive"),
        ("I live in New York City.", "lives_in", "new york city", "positive"),
        ("I work at Acme Robotics.", "works_at", "acme robotics", "positive"),
        ("I like coffee.", "likes", "coffee", "positive"),
        ("I don't like coffee.", "likes", "coffee", "negative"),
        ("I do not like coffee.", "likes", "coffee", "negative"),
        ("I dislike coffee.", "likes", "coffee", "negative"),
        ("I no longer like coffee.", "likes", "coffee", "negative"),
        ("I hate coffee.", "likes", "coffee", "negative"),
        ("I'm not a fan of coffee.", "likes", "coffee", "negative"),
        ("I'm vegetarian.", "diet", "vegetarian", "positive"),
        ("I'm 34 years old.", "age", "34", "positive"),
    ],
)
def test_structured_attributes(text: str, attribute: str, value: str, polarity: str) -> None:
    fact = one(text)
    assert (fact.attribute, fact.value, fact.polarity) == (attribute, value, polarity)


def test_an_uncategorised_preference_is_multi_valued() -> None:
    # "prefers" is not single-valued: it conflicts only with its own negation.
    fact = one("I prefer concise answers.")
    assert (fact.attribute, fact.value) == ("prefers", "concise answers")
    assert "prefers" not in SINGLE_VALUED


def test_importance_is_set_by_type() -> None:
    assert one("My name is Sam.").importance > one("I prefer tea.").importance > one("Yesterday I ran a 10k.").importance


# ------------------------------------------------------------------ negation on word boundaries

@pytest.mark.parametrize(
    "text",
    [
        "I use Notion for notes.",
        "I like knot tying.",
        "I love my notes app.",
        "I like nothing more than jazz.",
        "I enjoy Nottingham in the spring.",
        "I like cannoli.",
    ],
)
def test_not_inside_a_word_is_not_negation(text: str) -> None:
    fact = one(text)
    assert fact.polarity == "positive"
    assert "not" not in fact.summary.lower().split()


def test_cannot_is_negation_and_notion_keeps_its_value() -> None:
    assert one("I cannot stand Notion.").polarity == "negative"
    assert (one("I cannot stand Notion.").value, one("I use Notion for notes.").value) == ("notion", "notion")
    assert one("I cannot eat shellfish.").type == "constraint"


# ------------------------------------------------------------------ the cap of three and ranking

def test_at_most_three_facts_best_by_importance() -> None:
    facts = extract(user(
        "Yesterday I went to the cinema. I like gardening. My name is Dana. I'm a nurse. I live in Leeds."
    ))
    assert len(facts) == 3
    assert {f.type for f in facts} == {"identity"}
    assert {f.summary for f in facts} == {"User's name is Dana", "User is a nurse", "User lives in Leeds"}


def test_max_facts_parameter() -> None:
    messages = user("I like tea. Yesterday I went hiking. I'm allergic to cats.")
    assert [f.type for f in extract(messages, max_facts=1)] == ["constraint"]
    assert extract(messages, max_facts=0) == []
    assert len(extract(messages, max_facts=5)) == 3


def test_hedged_statement_is_inferred_and_ranks_below_a_direct_one() -> None:
    facts = extract(user("I think I prefer tea over coffee.", "I prefer window seats."))
    assert [f.summary for f in facts] == ["User prefers window seats", "User prefers tea over coffee"]
    assert [f.evidence for f in facts] == ["direct", "inferred"]


def test_duplicates_within_a_conversation_merge_their_refs() -> None:
    messages = [
        wire.Message(role="user", content="I prefer Python."),
        wire.Message(role="assistant", content="Noted!"),
        wire.Message(role="user", content="Again, I prefer Python."),
    ]
    facts = extract(messages)
    assert len(facts) == 1 and facts[0].refs == ["m0", "m2"]


def test_a_later_value_of_a_single_valued_attribute_wins() -> None:
    facts = extract(user("I prefer Java.", "Actually, I prefer Kotlin now."))
    assert [(f.value, f.refs) for f in facts] == [("kotlin", ["m1"])]


def test_refs_name_the_source_message() -> None:
    messages = [
        wire.Message(role="system", content="Be brief."),
        wire.Message(role="user", content="hi"),
        wire.Message(role="assistant", content="Hello!"),
        wire.Message(role="user", content="I live in Oslo."),
    ]
    assert extract(messages)[0].refs == ["m3"]


# ------------------------------------------------------------------ persons

@pytest.mark.parametrize(
    ("text", "name", "relation"),
    [
        ("My sister Anna lives in Oslo.", "Anna", "sister"),
        ("Anna is my wife.", "Anna", "wife"),
        ("My manager, Bob, is great.", "Bob", "manager"),
        ("My friend Bob from work recommended it.", "Bob", "friend"),
        ("Lunch with Bob from work was fun.", "Bob", "colleague"),
        ("I have a brother named Luis.", "Luis", "brother"),
        ("My best friend Sam Ortiz moved away.", "Sam Ortiz", "best friend"),
        ("I'm married to Sofia.", "Sofia", "spouse"),
        ("My wife's name is Noor.", "Noor", "wife"),
    ],
)
def test_persons_tied_to_the_user(text: str, name: str, relation: str) -> None:
    facts = extract(user(text))
    rel = [f for f in facts if f.type == "relationship"]
    assert rel, facts
    assert [(p.name, p.relation) for p in rel[0].persons] == [(name, relation)]
    assert name in rel[0].summary


def test_relationship_summary_and_spouse_attribute() -> None:
    fact = one("Anna is my wife.")
    assert (fact.summary, fact.attribute, fact.value) == ("User's wife is Anna", "spouse", "anna")


def test_person_in_another_fact_is_attached_and_gets_its_own_relationship() -> None:
    facts = extract(user("Last weekend I went climbing with my friend Marco."))
    assert {f.type for f in facts} == {"episode", "relationship"}
    assert all([p.name for p in f.persons] == ["Marco"] for f in facts)


def test_name_with_a_social_verb_is_a_person_without_relation() -> None:
    fact = one("Yesterday I had lunch with Priya.")
    assert [(p.name, p.relation) for p in fact.persons] == [("Priya", None)]


@pytest.mark.parametrize(
    "text",
    [
        "I work at Google.",
        "I use Notion every day.",
        "I moved to Paris.",
        "I love Python.",
        "Apple makes good laptops.",
        "I love Microsoft Teams.",
        "I work for a company called Ledgerly.",
        "Yesterday I had lunch with Microsoft recruiters.",
        "On Monday I flew to Berlin.",
        "I'm working on a report for Morgan Stanley.",
        "Elon Musk bought Twitter.",
        "My brother says he hates jazz.",
    ],
)
def test_companies_products_places_are_not_persons(text: str) -> None:
    assert find_persons(text) == []
    assert all(not f.persons for f in extract(user(text)))


def test_reported_speech_about_others_is_not_a_fact() -> None:
    assert extract(user("Tom told me that he prefers Vim.")) == []
    assert extract(user("My brother says he hates jazz.")) == []
    # ...but a named relative is a relationship fact, without the hearsay
    assert one("My sister Anna says she hates jazz.").summary == "User's sister is Anna"


# ------------------------------------------------------------------ echo suppression and noise

def test_context_block_is_never_learned() -> None:
    block = "- User prefers Go\n- User lives in Rome"
    assert extract(user("I prefer Go. I live in Rome.")), "control: the same text outside a block is learned"
    assert extract(user(f"{CONTEXT_OPEN}\n{block}\n{CONTEXT_CLOSE}\nwhat's a good pasta recipe?")) == []
    assert extract(user(f"{CONTEXT_OPEN}\nI prefer Go. I live in Rome.\n{CONTEXT_CLOSE}")) == []
    facts = extract(user(f"{CONTEXT_OPEN}I prefer Go.{CONTEXT_CLOSE} By the way, I live in Madrid."))
    assert [f.summary for f in facts] == ["User lives in Madrid"]


def test_unclosed_or_stray_markers_drop_the_block_side() -> None:
    assert extract(user(f"I live in Oslo. {CONTEXT_OPEN} I prefer Go.")) == extract(user("I live in Oslo."))
    assert [f.summary for f in extract(user(f"I prefer Go.{CONTEXT_CLOSE} I live in Oslo."))] == ["User lives in Oslo"]


def test_system_and_assistant_messages_are_ignored() -> None:
    text = "My name is Bob. I prefer short answers."
    assert len(extract(user(text))) == 2, "control"
    assert extract([wire.Message(role="system", content=text)]) == []
    assert extract([wire.Message(role="assistant", content=text)]) == []


@pytest.mark.parametrize(
    "text",
    [
        "hi", "thanks!", "ok", "lol that's funny", "Hello! How are you?",
        "What is my name?", "Do you think I should learn Rust?", "Would I like the new Zelda game?",
        "If I were rich I would live in Monaco.", "Imagine I live on Mars.", "I wish I lived in Lisbon.",
        "Please write a poem about my cat.", "I want you to act as a chef.",
        "I want to know how vaccines work.", "I want to go home.", "I'm working on it.", "I like that, thanks.",
        "You are a helpful assistant. I prefer short answers.", "As an AI, I like to think you care.",
        "System: the user prefers dark mode.", "Write a story where I am a dragon who loves gold.",
    ],
)
def test_noise_yields_nothing(text: str) -> None:
    assert extract(user(text)) == []


# ------------------------------------------------------------------ Unicode, empties, length, speed

@pytest.mark.parametrize(
    "text", ["", "   ", "\n\n", "我喜欢喝茶。我住在上海。", "אני גר בתל אביב", "😂😂👍", "\u200b\u202e", "I\x00 like"]
)
def test_odd_text_does_not_crash(text: str) -> None:
    assert extract(user(text)) == []
    assert extract(user(text, "I live in Oslo.")) == extract(user("", "I live in Oslo.")), "the rest still works"


def test_mixed_scripts_keep_what_clearly_matches() -> None:
    assert one("我叫李明 and I live in Shenzhen.").value == "shenzhen"
    assert one("My name is José Müller.").value == "josé müller"
    assert one("I love hiking 🥾⛰️").value == "hiking"


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(max_size=200), max_size=4), st.sampled_from(["I like ", "My sister ", "I'm ", ""]))
def test_any_unicode_gives_valid_candidates(texts: list[str], prefix: str) -> None:
    for fact in extract(user(*(prefix + t for t in texts))):
        assert 1 <= len(fact.summary) <= 500
        assert fact.summary.startswith("User")
        assert fact.summary == fact.summary.strip()


def test_summary_is_capped_at_500_characters() -> None:
    fact = one("I'm building " + "a very long thing " * 60)
    assert len(fact.summary) <= 500 and fact.summary.startswith("User is building a very long thing")


# ------------------------------------------------------------------ structure() for manual adds

@pytest.mark.parametrize(
    ("summary", "attribute", "value", "polarity"),
    [
        ("Prefers Python", "preferred_programming_language", "python", "positive"),
        ("User prefers TypeScript", "preferred_programming_language", "typescript", "positive"),
        ("I prefer Vim", "preferred_editor", "vim", "positive"),
        ("Does not like coffee", "likes", "coffee", "negative"),
        ("User doesn't like coffee.", "likes", "coffee", "negative"),
        ("Dislikes coffee", "likes", "coffee", "negative"),
        ("User no longer likes coffee", "likes", "coffee", "negative"),
        ("Likes coffee", "likes", "coffee", "positive"),
        ("User's name is Sam", "name", "sam", "positive"),
        ("User lives in Berlin", "lives_in", "berlin", "positive"),
        ("Works at Acme", "works_at", "acme", "positive"),
        ("User is allergic to peanuts", "allergic_to", "peanuts", "positive"),
        ("User uses Notion for notes", "uses", "notion", "positive"),
        ("User's wife is Anna", "spouse", "anna", "positive"),
        ("User's favorite color is green", "favorite_color", "green", "positive"),
    ],
)
def test_structure_of_manual_summaries(summary: str, attribute: str, value: str, polarity: str) -> None:
    s = structure(summary)
    assert (s.subject, s.attribute, s.value, s.polarity) == ("user", attribute, value, polarity)


@pytest.mark.parametrize("summary", ["Had a great day", "Notion", "", "我喜欢茶"])
def test_structure_leaves_unknown_summaries_unstructured(summary: str) -> None:
    assert structure(summary).attribute is None


# ------------------------------------------------------------------ the labelled set

def test_new_conversations_meet_the_issue_12_targets() -> None:
    """Multi-turn conversations of five personas, labelled before the rules were written."""
    items = [i for i in load_set() if i["id"].startswith("n12-")]
    assert len(items) >= 40 and len({i["persona"] for i in items}) >= 3
    report = score(items, extract)
    assert report.precision >= 0.9, report.false_positives
    assert report.recall >= 0.75, report.misses
    assert report.standalone_rate >= 0.95, report.not_standalone


def test_labelled_set_meets_the_quality_targets() -> None:
    # the first session's parts (not a later part's "n12-", nor the leftovers rounds' "lo7-", "lo8-")
    items = [i for i in load_set() if not re.match(r"[a-z]1[2-9]-|lo\d+-", i["id"])]
    assert len(items) >= 70
    types = {e["type"] for item in items for e in item["expect"]}
    assert types >= {"identity", "preference", "goal", "project", "habit", "decision", "constraint",
                     "relationship", "episode"}
    assert sum(1 for item in items if not item["expect"]) >= 0.15 * len(items)
    report = score(items, extract)
    assert report.precision >= 0.9, report.false_positives
    assert report.recall >= 0.6, report.misses
    assert report.person_precision >= 0.95, report.wrong_persons


def test_scorer_needs_type_keywords_persons_and_structure() -> None:
    fact = Candidate(type="preference", summary="User likes coffee", attribute="likes", value="coffee")
    assert matches(fact, {"type": "preference", "keywords": ["Coffee"], "persons": []})
    assert not matches(fact, {"type": "habit", "keywords": ["coffee"], "persons": []})
    assert not matches(fact, {"type": "preference", "keywords": ["tea"], "persons": []})
    assert not matches(fact, {"type": "preference", "keywords": ["coffee"], "persons": ["Anna"]})
    assert not matches(fact, {"type": "preference", "keywords": ["coffee"], "polarity": "negative"})
    junk = score([{"id": "x", "messages": [{"role": "user", "content": "I like tea."}], "expect": []}], extract)
    assert (junk.precision, junk.extracted) == (0.0, 1)


def test_scorer_pairs_as_many_facts_as_it_can() -> None:
    """The first fact fits both labels, the second only the first: each is paired with a label of its own (taking
    the first free label for each fact in turn left the second a false positive and the second label a miss)."""
    item = {"id": "x", "messages": [{"role": "user", "content": "My son Tomasz broke his arm last week. He is 7."}],
            "expect": [{"type": "relationship", "keywords": ["Tomasz"], "persons": []},
                       {"type": "relationship", "keywords": ["Tomasz", "arm"], "persons": []}]}
    report = score([item], extract)
    assert [c.summary for c in extract(messages_of(item))][:2] == [
        "User's son Tomasz broke his arm in the week of 5 January 2026", "User's son Tomasz is 7"]
    assert (report.matched, report.recalled, report.false_positives, report.misses) == (2, 2, [], [])


@pytest.mark.parametrize(
    ("summary", "problem"),
    [
        ("User calls her every Sunday", "dangling he/she"),
        ("User uses YNAB for it", "dangling it"),
        ("User wants to fly the whole family there", "place word"),
        ("User's daughter Maya turns 6 next week", "relative time"),
        ("User is vegetarian, so give them meal-prep ideas", "request or filler"),
        ("User got promoted on Friday", "bare weekday"),
        ("User loves how helpful that is", "dangling demonstrative"),
        ("I live in Oslo", "first person"),
    ],
)
def test_standalone_judge_names_what_dangles(summary: str, problem: str) -> None:
    assert problem in standalone_problems(summary)


@pytest.mark.parametrize(
    "summary",
    [
        "User calls their mom every Sunday",
        "User's husband Walt can't fly because of his heart",
        "User goes to the gym on Monday, Wednesday and Friday mornings",
        "User got promoted on Friday, 9 January 2026",
        "User dislikes tools that hide the layers panel",
    ],
)
def test_standalone_judge_passes_summaries_that_stand_alone(summary: str) -> None:
    assert standalone_problems(summary) == []


def test_every_label_summary_stands_alone_and_types_may_be_a_list() -> None:
    for item in load_set():
        for expect in item["expect"]:
            if "summary" in expect:
                assert standalone_problems(expect["summary"]) == [], (item["id"], expect["summary"])
    fact = Candidate(type="decision", summary="User switched to Neovim")
    assert matches(fact, {"type": ["preference", "decision"], "keywords": ["Neovim"], "persons": []})
    assert not matches(fact, {"type": ["preference", "habit"], "keywords": ["Neovim"], "persons": []})
