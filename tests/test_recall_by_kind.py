"""A message that names a kind of setting recalls the user's setting of that kind.

"Which editor should I configure for my work laptop?" shares no word with "User uses VS
Code at work" but "work" (a generic word, no evidence alone), and the model may not find
them close; the message names the kind (editor) and the memory is of that kind
(``preferred_editor@work``). Recall by meaning on and off alike.
"""

from __future__ import annotations

import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain
from mercuryd.config import Retrieval, SecondBrain

FACTS = [
    ("preference", "User uses VS Code at work"),
    ("preference", "User writes everything in Neovim at home"),
    ("constraint", "User is vegetarian"),
    ("constraint", "User keeps halal"),
    ("preference", "User prefers dark colour themes"),
    ("habit", "User calls their mom every Sunday"),
    ("identity", "User works as a nurse"),
    ("identity", "User lives in Brunswick"),
    ("habit", "User runs five kilometres every morning before work"),
]


def recalled(brain: Brain, message: str) -> list[str]:
    got = brain.recall(wire.RecallParams(query=message))
    return [m.summary for m in got.memories]


@pytest.fixture(params=[True, False], ids=["semantic", "lexical"])
def filled(request: pytest.FixtureRequest, store, clock) -> Brain:
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=request.param)))
    for type_, summary in FACTS:
        brain.add(wire.AddParams(type=type_, summary=summary))
    return brain


@pytest.mark.parametrize(("message", "expected"), [
    ("which editor should I configure for my work laptop?",
     {"User uses VS Code at work", "User writes everything in Neovim at home"}),
    ("What should I cook for dinner tonight?", {"User is vegetarian", "User keeps halal"}),
    ("Pick a palette for my slides", {"User prefers dark colour themes"}),
    # where the user lives answers the weather and what is near
    ("What's the weather usually like in winter?", {"User lives in Brunswick"}),
    ("Any good bakeries nearby?", {"User lives in Brunswick"}),
    ("any good bouldering spots near me?", {"User lives in Brunswick"}),
    ("What's on in my area this weekend?", {"User lives in Brunswick"}),
    ("Book us a table somewhere near home on Friday", {"User lives in Brunswick"}),
    ("Can you suggest furniture for a small apartment?", {"User lives in Brunswick"}),
])
def test_the_kind_a_message_names_recalls_the_users_setting(filled: Brain, message: str, expected: set[str]) -> None:
    got = recalled(filled, message)
    assert expected <= set(got), got
    assert "User calls their mom every Sunday" not in got
    if filled.config.retrieval.semantic:  # lexical only, a generic word ("work") still matches
        assert "User works as a nurse" not in got


@pytest.mark.parametrize("message", ["How do I explain my job to my grandparents?", "Tips for surviving long shifts?"])
def test_a_question_about_work_recalls_the_users_role(filled: Brain, message: str) -> None:
    got = recalled(filled, message)
    assert "User works as a nurse" in got, got
    assert "User calls their mom every Sunday" not in got


def test_a_question_about_exercise_recalls_the_users_exercise_habits(filled: Brain) -> None:
    got = recalled(filled, "How can I fit more exercise into my week?")
    assert "User runs five kilometres every morning before work" in got, got
    assert "User calls their mom every Sunday" not in got  # a habit, not exercise


def test_a_message_naming_no_kind_still_injects_nothing(filled: Brain) -> None:
    assert recalled(filled, "can you suggest a name for my cat?") == []
    assert recalled(filled, "will fusion power arrive in the near future?") == []


def test_a_superseded_or_negative_setting_is_not_recalled_by_its_kind(brain: Brain, clock) -> None:
    brain.add(wire.AddParams(type="preference", summary="User prefers Vim"))
    clock.advance(days=1)
    brain.add(wire.AddParams(type="preference", summary="User prefers Emacs"))
    brain.add(wire.AddParams(type="preference", summary="User does not like Sublime Text"))
    got = recalled(brain, "which editor do you think fits me?")
    assert "User prefers Emacs" in got
    assert "User prefers Vim" not in got


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_a_food_allergy_answers_a_question_about_food(store, clock, semantic: bool) -> None:
    """A new user's trial: "What should I make for dinner tonight?" injected nothing although
    the store held "User is allergic to shellfish" (attribute allergic_to, not diet). A
    food allergy is recalled by a food question; an allergy to a medicine is not."""
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    shellfish = brain.add(wire.AddParams(type="constraint", summary="User is allergic to shellfish"))
    drug = brain.add(wire.AddParams(type="constraint", summary="User is allergic to penicillin"))
    assert (shellfish.attribute, shellfish.value, drug.attribute) == ("allergic_to", "shellfish", "allergic_to")
    for message in ("What should I make for dinner tonight?", "any quick lunch recipes?"):
        got = recalled(brain, message)
        assert "User is allergic to shellfish" in got, (message, got)
        assert "User is allergic to penicillin" not in got, (message, got)
    clock.advance(days=1)
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I'm not allergic to shellfish anymore.")]))
    # that allergy ended (and only that one: the penicillin allergy stays live)
    assert store.get_memory(shellfish.id).superseded_by is not None
    assert store.get_memory(drug.id).superseded_by is None
    assert "User is allergic to shellfish" not in recalled(brain, "What should I make for dinner tonight?")
    assert "User is allergic to penicillin" in recalled(brain, "Am I allergic to any antibiotics like penicillin?")


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_a_developers_kinds_recall_their_settings(store, clock, semantic: bool) -> None:
    """The developer trial: "write tests for the date parser" injected nothing although the
    store held "User prefers pytest over unittest". Tests, installs, dependencies and
    deploys are kinds: a message naming one recalls the tool the user keeps for it."""
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    said = ["I'm on Arch Linux with fish.", "For anything js use bun, never npm.", "I prefer vitest over jest.",
            "We deploy everything on Vercel."]
    for text in said:
        brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=text)]))
        clock.advance(seconds=300)
    brain.add(wire.AddParams(type="habit", summary="User swims on Tuesdays"))
    cases = {
        "write unit tests for the date parser": "vitest",
        "how do I install docker?": "Arch",
        "add a dependency for parsing dates": "bun",
        "write a deploy script for the API": "Vercel",
    }
    for message, word in cases.items():
        got = recalled(brain, message)
        assert any(word in s for s in got), (message, got)
        assert "User swims on Tuesdays" not in got
    # a word of another trade names no kind: nothing of the developer's setting
    assert not any("bun" in s or "Vercel" in s for s in recalled(brain, "a package arrived for my neighbour, what now?"))


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_a_stack_named_by_its_language_recalls_its_package_manager(store, clock, semantic: bool) -> None:
    """"Set up a new Next.js app in TypeScript" should know the user wants pnpm; a word that is
    also everyday English ("react", "express") names no stack."""
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    for text in ["For anything js use pnpm, never npm.", "I use uv for python projects."]:
        brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=text)]))
    assert any("pnpm" in s for s in recalled(brain, "set up a new Next.js app in TypeScript"))
    assert any("uv" in s for s in recalled(brain, "start a FastAPI service for me"))
    assert not any("pnpm" in s for s in recalled(brain, "my react to the news was bad, how do I express it calmly?"))


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_a_condition_answers_food_and_medicine_questions(store, clock, semantic: bool) -> None:
    """A fourth trial: "What should I have for breakfast tomorrow?" injected nothing although
    the store held "User has type 2 diabetes"; "Is it ok to have a beer with my medication?"
    neither that nor "User takes metformin". A lasting condition is the attribute
    ``condition``; one that decides what the user eats answers a food question, and any
    answers a medicine question, with what the user takes and is allergic to."""
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    diabetes = brain.add(wire.AddParams(type="constraint", summary="User has type 2 diabetes"))
    asthma = brain.add(wire.AddParams(type="constraint", summary="User is asthmatic"))
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="doctor put me on metformin, 500mg twice a day")]))
    brain.add(wire.AddParams(type="preference", summary="User uses VS Code at work"))
    assert (diabetes.attribute, diabetes.value, asthma.value) == ("condition", "diabetes", "asthma")
    got = recalled(brain, "What should I have for breakfast tomorrow?")
    assert "User has type 2 diabetes" in got and "User is asthmatic" not in got, got
    got = recalled(brain, "Is it ok to have a beer with my medication?")
    assert {"User has type 2 diabetes", "User is asthmatic", "User takes metformin, 500mg twice a day"} <= set(got), got
    assert "User uses VS Code at work" not in got


@pytest.mark.parametrize("message", ["Write a short bio for my website", "Can you update my CV?",
                                     "I need to invoice a client abroad, what VAT applies?"])
def test_a_bio_or_a_tax_question_recalls_what_the_user_is_and_where(filled: Brain, message: str) -> None:
    got = recalled(filled, message)
    assert {"User works as a nurse", "User lives in Brunswick"} <= set(got), got
    assert "User calls their mom every Sunday" not in got


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_a_question_about_the_family_recalls_the_users_people(store, clock, semantic: bool) -> None:
    """A new user's trial: "what can I do this weekend with the family?" injected only the
    user's brother's errand; the partner, the daughter and the dog share no word with it."""
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    for text in ["My partner Tomasz works at the university hospital.", "My daughter Mila is 5 and quite shy.",
                 "Our dog Rolf is a Leonberger.", "My colleague Petra sits next to me."]:
        brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=text)]))
        clock.advance(days=1)
    got = recalled(brain, "what can I do this weekend with the family?")
    assert {"User's partner Tomasz works at the university hospital", "User's daughter Mila is 5 and quite shy",
            "User's dog Rolf is a Leonberger"} <= set(got), got
    assert not any("Petra" in g for g in got)  # a colleague is no family


def test_a_word_written_in_capitals_matches_only_in_capitals(store, clock) -> None:
    """A new user's trial: "which plugin for terminology in my CAT tool?" recalled "User's dog
    Rolf sees a cat" on the word alone (lexically; the model reads lower case either way)."""
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=False)))
    for summary in ["User feeds the stray cat every morning", "User uses a CAT tool called Trados Studio"]:
        brain.add(wire.AddParams(type="preference", summary=summary))
    assert recalled(brain, "which plugin should I add to my CAT tool?") == ["User uses a CAT tool called Trados Studio"]
    assert "User feeds the stray cat every morning" in recalled(brain, "what should I feed a cat?")
    # a message written all in capitals is shouted, not an acronym
    assert "User feeds the stray cat every morning" in recalled(brain, "WHAT SHOULD I FEED A CAT?")


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_a_message_about_the_boss_recalls_whom_the_user_reports_to(store, clock, semantic: bool) -> None:
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I report to Daniel, our CEO.")]))
    brain.add(wire.AddParams(type="habit", summary="User swims on Mondays"))
    assert recalled(brain, "draft a note to my boss about Q3 numbers") == ["User reports to Daniel, the CEO"]


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_summarise_finds_summaries_and_a_common_verb_alone_finds_nothing(store, clock, semantic: bool) -> None:
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    for summary in ["User likes summaries as bullet points, five max", "User's colleague Marcus is going to a competitor",
                    "User's physio says no long distance in 2026"]:
        brain.add(wire.AddParams(type="preference", summary=summary))
    assert recalled(brain, "summarise this thread for me") == ["User likes summaries as bullet points, five max"]
    if not semantic:
        return  # lexical only, a generic word still matches (as it always did)
    # "going" and "long" alone are no topic (GENERIC_WORDS) unless the model agrees
    assert "User's colleague Marcus is going to a competitor" not in recalled(brain, "which email client tips would help me go faster?")
    assert "User's physio says no long distance in 2026" not in recalled(brain, "how long does a visa take?")


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_a_visual_request_recalls_how_the_user_sees(store, clock, semantic: bool) -> None:
    # found trying the product as a new user: "can you make me a chart of my sales?" did not bring
    # "User is colour blind" (no word shared, and the model does not put them close)
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    for type_, summary in [("constraint", "User is colour blind"), ("constraint", "User is vegan"),
                           ("identity", "User lives in Austin"), ("constraint", "User has type 2 diabetes")]:
        brain.add(wire.AddParams(type=type_, summary=summary))
    assert recalled(brain, "can you make me a chart of my sales?") == ["User is colour blind"]
    assert "User is colour blind" in recalled(brain, "design a poster for the bake sale")
    assert "User is colour blind" not in recalled(brain, "what should I cook tonight?")


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_tea_is_a_meal_and_a_diet_on_some_days_answers_it(store, clock, semantic: bool) -> None:
    """The fourth recall trial (docs/recall.md): "What should I cook for tea tonight?" (the
    evening meal in British English) injected nothing although the user had said "we're doing
    meat-free weekdays now". Such a diet is stored as one (``diet``, its own kind, so it never
    replaces "vegetarian") and "tea" or "supper" asks about meals."""
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="We're doing meat-free weekdays now.")]))
    brain.add(wire.AddParams(type="habit", summary="User calls their mom every Sunday"))
    for message in ("What should I make for tea tonight? Something quick.", "Any ideas for supper?"):
        got = recalled(brain, message)
        assert "User eats meat-free on weekdays" in got, (message, got)
        assert "User calls their mom every Sunday" not in got, (message, got)


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_a_question_about_notes_recalls_the_notes_app(store, clock, semantic: bool) -> None:
    """The fourth recall trial: "Where should I keep my lesson notes so I can find them on my
    phone?" did not bring "User has ditched Notion and moved everything to Obsidian" (no word
    in common but "my"). A switch to a notes app is stored as the app used (``uses``, the old
    one retracted) and a question naming notes asks for it."""
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    brain.ingest(wire.IngestParams(messages=[wire.Message(
        role="user", content="I've ditched Evernote and moved everything to Bear, it's much quicker.")]))
    brain.add(wire.AddParams(type="habit", summary="User calls their mom every Sunday"))
    got = recalled(brain, "Where should I keep my meeting notes so I can find them on my phone?")
    assert any("Bear" in s for s in got), got
    assert "User calls their mom every Sunday" not in got


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_my_goals_habits_and_side_projects_recall_the_memories_of_that_type(store, clock, semantic: bool) -> None:
    # "what are my goals?" shares no word with "User wants to run a marathon in April"
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    for type_, summary in [*FACTS,
                           ("goal", "User wants to run a marathon in April 2027"),
                           ("goal", "User is learning Portuguese before the move to Lisbon"),
                           ("project", "User is building a shift-planner app called Rota")]:
        brain.add(wire.AddParams(type=type_, summary=summary))
    dropped = brain.add(wire.AddParams(type="goal", summary="User wants to learn the cello"))
    brain.add(wire.AddParams(type="goal", summary="User no longer wants to learn the cello"))
    goals = set(recalled(brain, "what are my goals this year?"))
    assert {"User wants to run a marathon in April 2027",
            "User is learning Portuguese before the move to Lisbon"} <= goals
    assert dropped.summary not in goals  # a dropped goal is history, not a goal
    assert "User is building a shift-planner app called Rota" in recalled(brain, "remind me of my side projects")
    assert "User runs five kilometres every morning before work" in recalled(brain, "are my habits healthy?")
    # what the user aims at is a goal
    assert "User wants to run a marathon in April 2027" in recalled(brain, "what am I training for?")
    assert "User wants to run a marathon in April 2027" in recalled(brain, "what am I working towards?")
    # the code at hand is not the user's projects
    assert "User is building a shift-planner app called Rota" not in recalled(brain, "fix the import error in my project")


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_an_exercise_question_recalls_what_limits_the_body(store, clock, semantic: bool) -> None:
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    for type_, summary in [*FACTS,
                           ("constraint", "User has a bad left knee"),
                           ("constraint", "User has asthma"),
                           ("constraint", "User is allergic to penicillin"),
                           ("constraint", "User has coeliac disease")]:
        brain.add(wire.AddParams(type=type_, summary=summary))
    for message in ("suggest a good stretching routine for my legs", "Plan me a workout for this week"):
        got = recalled(brain, message)
        assert {"User has a bad left knee", "User has asthma"} <= set(got), (message, got)
        assert "User is allergic to penicillin" not in got and "User has coeliac disease" not in got


@pytest.mark.parametrize("semantic", [True, False], ids=["semantic", "lexical"])
def test_my_daughter_reaches_what_is_said_of_her_by_name_and_desserts_and_headphones_their_kinds(
        store, clock, semantic: bool) -> None:
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=semantic)))
    for type_, summary in [*FACTS,
                           ("relationship", "User's daughter Noor is a vet in Halifax"),
                           ("habit", "User phones Noor every Saturday evening"),
                           ("relationship", "User's friend Bilal plays chess with them"),
                           ("constraint", "User has type 2 diabetes"),
                           ("constraint", "User has hearing loss in their right ear")]:
        brain.add(wire.AddParams(type=type_, summary=summary))
    got = recalled(brain, "when do I catch up with my daughter?")
    assert "User phones Noor every Saturday evening" in got, got
    assert "User's friend Bilal plays chess with them" not in got
    assert "User has type 2 diabetes" in recalled(brain, "can you suggest a dessert I could bake?")
    assert "User has hearing loss in their right ear" in recalled(brain, "which headphones should I get?")
