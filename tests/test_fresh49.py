"""Fresh set c16 (docs/extraction.md, "Fresh set c16 (fresh49, session 52)"): the labelled set's ``must_not``; "Am"
for "I am"; an owner, an operation and a thing applied for without their articles; a language one may be written to in;
pronouns asked for; a marriage's time said before whom; misspelled words of a trade or a condition; a ship's rank (no
name); "appointed" with an apostrophe and news after it; a trans man or woman; more kinds of business; a name changed;
a thing never to be explained; one thing at a time with its reason; a birth told by the couple; children as they are
called; "<Name> and her …"; a fall without its "I" and "bust"; a kitchen's station; statements after a comma; weekdays
in lower case. Real extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain import spelling
from mercuryd.brain.candidate import Candidate
from mercuryd.brain.extract_score import format_report, score
from mercuryd.wire import Message
from tests import chat


def _fixed(*summaries: str):  # type: ignore[no-untyped-def]
    def extractor(messages: list[Message]) -> list[Candidate]:
        return [Candidate(type="identity", summary=s) for s in summaries]

    return extractor


def test_must_not_lists_a_stored_summary_holding_a_forbidden_word_once() -> None:
    item = {"id": "t-1", "messages": [{"role": "user", "content": "x"}], "expect": [], "must_not": ["Tesco", "hoodie"]}
    report = score([item], _fixed("User saw a man in a grey hoodie at Tesco", "User is a barrister"))
    assert [(w, s) for _, w, s in report.forbidden] == [
        ("Tesco", "User saw a man in a grey hoodie at Tesco"), ("hoodie", "User saw a man in a grey hoodie at Tesco")]
    text = format_report(report)
    assert "must_not  1 stored summaries" in text and "stored what must not be:" in text


def test_must_not_is_case_insensitive_and_absent_when_no_item_says_it() -> None:
    item = {"id": "t-2", "messages": [{"role": "user", "content": "x"}], "expect": [], "must_not": ["nginx"]}
    assert len(score([item], _fixed("User runs NGINX")).forbidden) == 1
    assert score([item], _fixed("User runs Caddy")).forbidden == []
    plain = {"id": "t-3", "messages": [{"role": "user", "content": "x"}], "expect": []}
    assert "must_not" not in format_report(score([plain], _fixed("User runs nginx")))


# ---------------------------------------------------------------- the rules (real extractor)

TS = dt.datetime(2026, 7, 10, 12, 0, tzinfo=dt.UTC)  # a Friday


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


def facts(*lines: str) -> list[tuple[str, str, str | None, str | None]]:
    return chat.facts(*lines, at=TS)


def persons(*lines: str) -> set[str]:
    return {p.name for c in chat.read(*lines, at=TS) for p in c.persons}


# "Am" for "I am" at a sentence's start
def test_am_first_is_i_am() -> None:
    assert ("identity", "User's name is Wanjiku", "name", "wanjiku") in facts("Am Wanjiku, a teacher in Nyeri.")
    assert any(s.startswith("User is preparing for the Kisumu half marathon") for s in summaries(
        "Am preparing for the Kisumu half marathon in October."))


def test_am_i_asks_nothing() -> None:
    assert summaries("Am I too old to learn the piano?") == []


# an owner, an operation, a thing applied for: the articles a learner leaves out
def test_owner_of_without_articles() -> None:
    assert "User owns a bakery in Kisumu" in summaries("I am owner of bakery in Kisumu.")


def test_owner_of_this_is_no_business() -> None:
    assert not any("owns" in s for s in summaries("I am owner of this problem now, apparently."))


def test_need_operation_without_article() -> None:
    assert any("operation on their right hip" in s for s in summaries("Doctor say I need operation on right hip in September."))


def test_need_operation_manuals_is_no_treatment() -> None:
    assert not any("operation" in s for s in summaries("I need operation manuals for the new forklift."))


def test_applying_for_a_work_permit_without_article() -> None:
    assert any("applying for a work permit" in s for s in summaries("I am applying for work permit through my new company."))


def test_applying_for_jobs_gets_no_article() -> None:
    assert not any("a jobs" in s for s in summaries("I am applying for jobs in Leeds."))


# a language one may be written to in
def test_you_can_write_to_me_in_a_language() -> None:
    got = facts("You can write to me in Spanish if it's easier.")
    assert ("preference", "User wants answers in Spanish", "preferred_language", "spanish") in got


def test_write_me_a_poem_in_spanish_is_a_task() -> None:
    assert not any(f[2] == "preferred_language" for f in facts("You can write me a poem in Spanish for my aunt."))


# pronouns asked for
def test_use_pronouns_for_me() -> None:
    assert ("identity", "User's pronouns are they/them", "pronouns", "they/them") in facts("Please use they/them for me.")


def test_pronouns_for_a_character_are_not_the_users() -> None:
    assert not any(f[2] == "pronouns" for f in facts("Use he/him for the main character in my story."))


# a marriage's time said before whom
def test_married_time_then_name() -> None:
    assert "Oluwaseun" in persons("I got married last year to Oluwaseun, we met at church.")


def test_sister_married_is_not_the_users_spouse() -> None:
    assert not any(f[2] == "spouse" for f in facts("My sister got married last month to a guy from her work."))


# words of a trade and of a condition misspelled by a letter
def test_misspelled_condition_and_trade() -> None:
    assert ("constraint", "User is dyslexic", "condition", "dyslexic") in facts("im dislexic so go easy on the long words")
    assert any(f[2] == "job_title" and f[3] == "carpenter" for f in facts("I'm a carpinter in Cork."))


def test_words_next_to_the_trade_stay() -> None:
    assert spelling.standard("my employer sent me to a collage workshop") == "my employer sent me to a collage workshop"
    assert spelling.standard("my son's dyslexia") == "my son's dyslexia"


# a ship's rank said as a title is no name
def test_rank_without_article_is_a_job_not_a_name() -> None:
    got = facts("Passed my exams! Now I am Second Officer.")
    assert not any(f[2] == "name" for f in got)
    assert any(f[2] == "job_title" and f[3] == "second officer" for f in got)
    assert any(f[2] == "job_title" and f[3] == "chief mate" for f in facts("Good news, I'm Chief Mate now on a gas carrier."))


def test_a_chief_by_title_is_still_a_name() -> None:
    assert any(f[2] == "name" for f in facts("Good evening. I am Chief Okafor."))


def test_a_promotion_to_a_mates_rank() -> None:
    assert any(f[2] == "job_title" and f[3] == "second mate" for f in facts("I've been promoted to second mate."))


# appointed: a title with an apostrophe, and the news said after it
def test_appointed_title_with_apostrophe_and_news_after() -> None:
    got = facts("I've been appointed Children's Librarian, the announcement is on Monday.")
    assert any(f[2] == "job_title" and f[3] == "children's librarian" for f in got)
    assert not any("announcement" in f[1] for f in got)


def test_appointed_to_the_board_is_no_title() -> None:
    assert not any(f[2] == "job_title" for f in facts("I've been appointed to the board of the food bank."))


# who one is: a trans man or woman
def test_a_trans_woman() -> None:
    assert ("identity", "User is a trans woman", "trait", "trans woman") in facts("I'm a trans woman, out since 2019.")


def test_a_trans_ally_is_no_trait() -> None:
    assert not any(f[2] == "trait" for f in facts("I'm a trans ally and I march every year."))


# businesses: a truck stop, a petrol station, a motel, a pâtisserie
def test_more_kinds_of_business() -> None:
    assert any(s.startswith("User runs a petrol station") for s in summaries("I run a petrol station outside Wexford."))
    assert any(s.startswith("User owns a small motel") for s in summaries("I own a small motel on the coast road."))


def test_stopping_at_a_truck_stop_owns_nothing() -> None:
    assert not any("owns" in s or "runs" in s for s in summaries("We stopped at a truck stop on the A1 for lunch."))


# a name changed
def test_name_changed() -> None:
    assert ("identity", "User has changed their name to Priya Shah", "name", "priya shah") in facts(
        "I've legally changed my name to Priya Shah.")
    assert any(f[2] == "name" and f[3] == "rowan hale" for f in facts(
        "finally doing the deed poll to change my name to Rowan Hale officially."))


def test_change_my_name_in_a_letter_is_a_request() -> None:
    assert not any(f[2] == "name" for f in facts("change my name to Bob in the letter please"))
    assert not any(f[2] == "name" for f in facts("Can you change my name to Mark in the draft?"))


# a thing never to be explained
def test_dont_explain_what_a_thing_is() -> None:
    assert "User does not want to be told what a pivot table is" in summaries(
        "Please don't explain what a pivot table is, I know it.")


def test_dont_explain_what_this_does_is_the_task() -> None:
    assert summaries("don't explain what this function does, just fix it") == []


# explained one thing at a time, with the reason said after
def test_one_thing_at_a_time_with_its_reason() -> None:
    assert "User wants explanations one step at a time" in summaries("explain one thing at a time, I get confused easily")


def test_slowly_for_a_reason_of_today_is_not_kept() -> None:
    assert summaries("explain it slowly, I have a meeting at noon") == []


# a birth told by the couple, the baby named after the day, the weight and the health left
def test_couple_had_a_baby_then_the_name() -> None:
    got = chat.read("My husband Tunde and I had a baby girl on Monday, Ife, 3.1 kg, mum and baby doing well.", at=TS)
    born = [c for c in got if "Ife" in c.summary]
    assert born and {p.name for p in born[0].persons} == {"Ife"} and "doing well" not in born[0].summary
    assert "Tunde" in {p.name for c in got for p in c.persons}


def test_couple_had_a_baby_unnamed_names_no_child() -> None:
    assert not any("was born" in s for s in summaries("My husband and I had a baby shower on Monday, Ife organised it."))


# children named as they are called
def test_our_kids_are_called() -> None:
    assert {"Amaka", "Obi"} <= persons("Our kids are called Amaka and Obi.")


def test_the_twins_are_called_a_nickname() -> None:
    assert persons("The twins are called the terrible two by everyone.") == set()


# the one named just before "and her …" is who "her" is
def test_near_a_name_and_her_family() -> None:
    assert any("Priya and her kids" in s for s in summaries("I'm moving to Leeds next year to live near Priya and her kids."))


def test_near_her_alone_points_nowhere() -> None:
    assert not any("near her" in s for s in summaries("I'm moving to Leeds next year to live near her."))


# a fall told without its "I", the day without its "on", "bust" for broke
def test_fall_without_i_and_bust() -> None:
    got = summaries("fell off my bike saturday, bust my wrist. off work now.")
    assert any(s.startswith("User fell off their bike on Saturday") and "broke their wrist" in s for s in got)


def test_bust_my_phone_is_no_injury() -> None:
    assert not any("broke" in s for s in summaries("I bust my phone screen again."))


# the station worked in a kitchen
def test_on_the_fryer_at_a_diner() -> None:
    assert any(f[2] == "job_title" and f[3] == "fry cook" for f in facts("I'm on the fryer at a diner in Tulsa."))


def test_on_the_line_at_the_bank_is_a_queue() -> None:
    assert not any(f[2] == "job_title" for f in facts("I'm on the line at the bank, it's so slow."))


# what a thing is, said after a comma with "its", is its own statement; weekdays typed in lower case
def test_its_aside_after_a_routine() -> None:
    assert any(s.startswith("User and their son do a pottery class on Thursdays") for s in summaries(
        "me and my son do a pottery class on thursdays, its for beginners."))


def test_a_message_all_in_lower_case_keeps_its_days_as_typed() -> None:
    # (a weekday capitalised only where the writer uses capitals: "monzo" is read as a name in a lower-case message)
    assert any(f[2] == "plan:works_at" and f[3] == "monzo" for f in facts("i start at monzo on monday as a backend engineer"))


def test_a_condition_word_is_never_a_misspelling_of_its_twin() -> None:
    assert spelling.standard("my daughter got her dyspraxia diagnosis") == "my daughter got her dyspraxia diagnosis"
    assert spelling.standard("im dispraxic") == "I'm dyspraxic"
    assert spelling.standard("im dyspraxik") == "I'm dyspraxik"  # one letter from both: left as typed


def test_a_language_allowed_again_is_not_a_new_wish() -> None:
    assert "User wants answers in English again" not in summaries("ok you may answer me in English again")
