"""Fresh set v16 (docs/extraction.md, "Fresh set v16 (fresh58, session 61)"): a trade "since thirty years" (the tens
of a learner's "since"); a learner's "the" before a condition had ("I have the glaucoma") and "high blood" for high
blood pressure; the name to be called by asked as French and Italian ask it ("I prefer that you call me …") or after
"Please, from now"; the "-na" negatives of Shetland and the North-East ("Dunna send me long lists"); "and now the
doctor says I'm anaemic"; a condition said first, then that a clinician confirmed it. Real extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from tests import chat

TS = dt.datetime(2026, 9, 16, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


# a trade "since <tens> years", as "je suis boulanger depuis trente ans" says it
def test_a_trade_since_thirty_years() -> None:
    assert "User is a plumber" in summaries("I'm plumber since twenty-five years, mostly old houses.")
    assert "User is a baker" in summaries("I am baker since forty years in Charleroi.")


def test_a_state_since_thirty_years_is_no_trade() -> None:
    said = summaries("I am happy since thirty years with the same car.")
    assert not any(s.startswith("User is a") for s in said), said


# a learner's "the" before a condition the user has
def test_a_condition_with_a_learners_article() -> None:
    said = summaries("The eye doctor said I have the glaucoma in both eyes.")
    assert any(s.startswith("User has glaucoma") for s in said), said
    assert "User has diabetes" in summaries("I have the diabetes now, type 2, so no more sweet tea.")


def test_the_letters_or_the_thing_after_the_article_are_no_condition() -> None:
    said = summaries("I have the MS Office suite on my laptop.")
    assert not any("User has MS" in s for s in said), said
    said = summaries("I have the diabetes clinic letter here, what does HbA1c mean?")
    assert "User has diabetes" not in said, said


# "high blood": high blood pressure, as Philippine and Caribbean English say it
def test_high_blood_is_blood_pressure() -> None:
    assert "User has high blood pressure" in summaries("Kuya, I have the high blood now, 160/100, doctor says less salt.")
    assert "User has high blood pressure" in summaries("I got high blood, they put me on losartan.")


def test_high_blood_sugar_or_levels_stay_what_they_are() -> None:
    said = summaries("The test showed high blood levels of lead in the old pipes.")
    assert not any("blood pressure" in s for s in said), said
    said = summaries("I have high blood sugar in the mornings.")
    assert not any("blood pressure" in s for s in said), said


# the name to be called by, asked as French and Italian ask it, or after "Please, from now"
def test_the_name_to_be_called_by_asked_as_a_learner_asks_it() -> None:
    assert "User goes by Johanna" in summaries("I would like that you call me Johanna.")
    assert "User goes by Ingrid" in summaries("Please, from now call me Ingrid, not Mrs. Berglund.")
    assert any("Papa Jules" in s for s in summaries("I prefer that you call me Papa Jules, here it is the custom."))


def test_call_me_back_names_no_one() -> None:
    for line in ("I prefer that you call me back after six.", "I'd like you to call me tomorrow about the invoice.",
                 "Please, call me after lunch."):
        said = summaries(line)
        assert not any("goes by" in s for s in said), (line, said)


# the "-na" negatives of Shetland, Orkney and the North-East, and a Scots negative said first
def test_shetland_and_doric_negatives() -> None:
    assert "User does not want long lists" in summaries("Dunna send me long lists, I read on my phone.")
    assert any("cannot eat gluten" in s for s in summaries("i canna eat gluten, the doctor says"))


def test_canna_the_flower_is_no_negative() -> None:
    said = summaries("Canna is a lovely plant for a sunny border.")
    assert not any("cannot" in s or "can't" in s for s in said), said
    said = summaries("We planted canna lilies along the fence.")
    assert not any("cannot" in s or "can't" in s for s in said), said


# "and now the doctor says I'm anaemic": the finding after "now"
def test_now_the_doctor_says_what_the_user_is() -> None:
    assert "User is prediabetic" in summaries("Bad week. And now the GP says I'm prediabetic.")
    assert "User has asthma" in summaries("and now the doctor says I have asthma")


def test_now_the_doctor_says_of_someone_else() -> None:
    said = summaries("and now the doctor says my son has asthma")
    assert "User has asthma" not in said, said


# a condition said first, then that a clinician confirmed it
def test_a_condition_then_confirmed() -> None:
    assert "User has coeliac disease" in summaries("Coeliac disease, the consultant confirmed it yesterday.")
    assert "User has sleep apnoea" in summaries("sleep apnoea, the sleep clinic confirmed it")


def test_a_condition_then_only_asked_about() -> None:
    said = summaries("asthma, the doctor asked about it.")
    assert "User has asthma" not in said, said
    said = summaries("Gout, the doctor thinks it might be.")
    assert "User has gout" not in said, said


# when the user rises, day after day, said with or without "I"
def test_up_at_an_hour_every_day() -> None:
    assert "User gets up at 4:30 every morning to bake" in summaries("I get up at 4:30 every morning to bake.")
    assert "User gets up at six each morning" in summaries("Up at six each morning, bed by ten.")
    assert "User gets up at 5:15 every day" in summaries("I'm up at 5:15 every day.")


def test_up_at_an_hour_once_is_no_habit() -> None:
    for line in ("I got up at 4 today for the flight.", "up at 5 tomorrow for the flight",
                 "When I was a boy I got up at 5 every day.",
                 "The lambing starts Monday and ends in April, so I'm up at 3 every day until then."):
        said = summaries(line)
        assert not any("gets up" in s for s in said), (line, said)


# a hearing aid or pacemaker fitted is one the user has
def test_fitted_for_hearing_aids() -> None:
    assert "User has hearing aids" in summaries("I got fitted for hearing aids on Friday.")
    assert "User has a pacemaker" in summaries("I've been fitted with a pacemaker.")


def test_fitted_for_a_suit_or_later_is_nothing_had() -> None:
    for line in ("I got fitted for a new suit for the wedding.", "I'm getting fitted for hearing aids next week."):
        said = summaries(line)
        assert not any(s.startswith("User has") for s in said), (line, said)
