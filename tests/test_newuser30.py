"""The rules two new users' years showed (newuser30, session 62; docs/extraction.md, "New-user years 30"): a retired
long-haul lorry driver in north Pembrokeshire who writes long chatty messages ("Sixty-eight yesterday!", "I'm on
clopidogrel and atorvastatin now") and a Brazilian software tester in Lisbon who writes terse lines mixing Portuguese and
English ("sou intolerante a lactose", "terminei com o lúcio", "vou adotar um gato!!"). Real extractor, and the real write
path where what ends what matters.

Sentences are written for their family, not copied from tests/data/newuser30.json; beside each rule, a near miss. Each
test fails on 284d339's code (the base of this round).
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain.service import Brain
from tests.chat import hear, heard

JUN = dt.datetime(2026, 6, 10, 19, tzinfo=dt.UTC)


def summaries(text: str, at: dt.datetime = JUN) -> list[str]:
    return [c.summary for c in heard(text, "Ok.", at=at)]


def live(brain: Brain, *words: str) -> list[str]:
    return sorted(m.summary for m in brain.store.all_memories()
                  if m.superseded_by is None and any(w in m.summary for w in words))


def on(day: str) -> dt.datetime:
    return dt.datetime.fromisoformat(day + "T12:00:00+00:00")


# -- medicines: two or three named together after "I'm on" -------------------------------------------------------------------

def test_two_or_three_medicines_after_on_are_all_taken() -> None:
    assert "User is on ramipril and bisoprolol" in summaries("I'm on ramipril and bisoprolol now.")
    assert "User is on apixaban, digoxin and furosemide" in summaries("I'm on apixaban, digoxin and furosemide.")
    # the near miss: what follows "and" is no medicine, and stays out
    assert "User is on metformin" in summaries("I'm on metformin and feeling a lot better.")
    assert not [s for s in summaries("I'm on metformin and my brother is on insulin.") if "insulin" in s]


# -- an age turned, said as words at a sentence's start ------------------------------------------------------------------------

def test_an_age_in_words_then_yesterday_is_the_users_age() -> None:
    assert "User is 71 years old" in summaries("Seventy-one yesterday! The grandchildren brought a cake.")
    assert "User is 40 years old" in summaries("Forty today.")
    # the near misses: a count within a sentence; an age that goes on to another
    assert not [s for s in summaries("We sold forty yesterday.") if "years old" in s]
    assert not [s for s in summaries("Thirty yesterday, thirty-one tomorrow") if "years old" in s]


# -- Portuguese inside a chat: what the user is, has and did ------------------------------------------------------------------

def test_portuguese_lactose_intolerance_and_allergy() -> None:
    assert "User is lactose intolerant" in summaries("ah e sou intolerante à lactose, lembra disso")
    assert "User is lactose intolerant" in summaries("tenho intolerância a lactose")
    assert "User is allergic to amendoim" in summaries("sou alérgico a amendoim")
    # the near miss: "intolerante" of people, no food
    assert not summaries("sou intolerante com gente atrasada")


def test_portuguese_partner_left_and_taken_back() -> None:
    assert "User and Tonho broke up" in summaries("terminei com o tonho. 2 anos. tô mal")
    assert "User got back together with Tonho" in summaries("voltei com o tonho, vamos com calma")
    # the near misses: a course finished (no "com"); "him" names no one
    assert not summaries("terminei o curso de inglês")
    assert not [s for s in summaries("terminei com ele ontem") if "broke up" in s]


def test_portuguese_relative_named_between_commas() -> None:
    assert "User's sister is Ana" in summaries("minha irmã, a ana, mora no Porto agora")
    # the near miss: a pronoun between the commas is no name
    assert not [s for s in summaries("meu irmão, o ele, sei lá") if "Ele" in s]


def test_portuguese_pet_adopted_or_about_to_be() -> None:
    assert "User adopted a dog" in summaries("adotei um cachorro!!")
    assert "User is adopting a cat" in summaries("vou adotar uma gatinha da feira de adoção")
    # the near miss: someone else's adoption
    assert not [s for s in summaries("minha vizinha adotou um gato") if "adopt" in s]


def test_portuguese_where_from_and_how_long_here() -> None:
    said = summaries("ubiratã, 29, brasileiro, de natal. moro em porto faz 3 anos")
    assert any("from Natal" in s for s in said), said
    assert any("Porto for 3 years" in s for s in said), said
    assert "User is from Belém" in summaries("sou de Belém, moro em Braga")
    # the near misses: someone else from somewhere; "sou de uma família grande" is no place
    assert not summaries("ela é brasileira, de Manaus")
    assert not [s for s in summaries("sou de uma família grande") if "from" in s]


def test_portuguese_tester_said_after_a_comma_is_the_job() -> None:
    assert any(s.startswith("User is a tester") for s in summaries("moro em Faro, sou tester numa startup"))
    # the near miss: a job said of someone else
    assert not [s for s in summaries("meu primo é tester numa startup") if s.startswith("User is a tester")]


# -- the write path: Portuguese breakup and reconciliation end what came before -------------------------------------------

def test_a_partner_left_then_taken_back_in_portuguese(brain: Brain, clock) -> None:
    hear(brain, clock, on("2026-02-01"), "a", "meu namorado, o davizinho, trabalha num café")
    hear(brain, clock, on("2026-05-01"), "b", "terminei com o davizinho. tô arrasada")
    assert not [s for s in live(brain, "Davizinho") if "boyfriend is" in s], live(brain, "Davizinho")
    assert [s for s in live(brain, "Davizinho") if "broke up" in s], live(brain, "Davizinho")
    hear(brain, clock, on("2026-07-01"), "c", "voltei com o davizinho. vamos devagar")
    assert [s for s in live(brain, "Davizinho") if "back together" in s], live(brain, "Davizinho")
    assert not [s for s in live(brain, "Davizinho") if "broke up" in s], live(brain, "Davizinho")


def test_back_together_ends_the_breakup_with_that_person_only(brain: Brain, clock) -> None:
    hear(brain, clock, on("2026-02-01"), "a", "My girlfriend Marisol and I broke up last week.")
    hear(brain, clock, on("2026-01-20"), "b", "My ex-boyfriend Teodoro and I broke up for good in 2024.")
    assert [s for s in live(brain, "Marisol") if "broke up" in s], live(brain, "Marisol")
    hear(brain, clock, on("2026-04-01"), "c", "I got back together with Marisol!")
    assert not [s for s in live(brain, "Marisol") if "broke up" in s], live(brain, "Marisol")
    # the near miss: the breakup with someone else stays
    assert [s for s in live(brain, "Teodoro") if "broke up" in s], live(brain, "Teodoro")


# -- a device put in, said of the doctor who did it ---------------------------------------------------------------------------

def test_the_doctor_who_put_a_stent_in_is_the_users_operation() -> None:
    assert any(s.startswith("User had a stent put in") for s in summaries("On Monday the cardiologist put a stent in."))
    assert any(s.startswith("User had a pacemaker put in") for s in summaries("My consultant fitted a pacemaker in last week."))
    # the near misses: a tradesman's work; someone else's surgeon
    assert not summaries("The electrician put a new socket in.")
    assert not [s for s in summaries("My dad's surgeon put a stent in.") if s.startswith("User had")]
