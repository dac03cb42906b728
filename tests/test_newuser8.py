"""Two new users' years through a real Brain, a turn at a time (newuser8, session 42; docs/extraction.md, "newuser8").

Rangi, 41, a Māori geography teacher in Rotorua (New Zealand) and a solo dad of ten-year-old twins, whose father has a
stroke, moves in with his sister and goes home again, who is made head of department, cancels a trip to his brother in
Brisbane, stops drinking, buys a house, gives up paddling and starts seeing Hana; and Elif, 38, a civil engineer in
Istanbul with a husband, a daughter and her mother-in-law at home, who corrects her employer's name, is pregnant, has
gestational diabetes, has a son, nearly moves to Ankara and does not, and changes employer.

Everything below the line "what a person keeps" was written with the conversations, BEFORE the extractor or the store
ran on them (committed alone first). A conversation is read as the hooks read it: the conversation grows a turn at a
time and each turn is ingested with what came before (the same ``conversation_id``), the fake clock at that turn.

- ``KEEP``: what a careful person holds live at the year's end: every word of an entry in one live summary (a word
  "a|b" is either; case ignored).
- ``GONE``: what must have been ended or superseded by the end: no live summary holds every word of an entry.
- ``NEVER``: what must never be stored at all (live or ended): no memory holds every word of an entry.
- ``CHECKS``: (day, message, bring, avoid): once every turn up to that day's last is in, recall for ``message`` must
  bring every word of ``bring`` in some injected memory and no word of ``avoid`` in any (``["*"]``: nothing at all).
  A question about the user answered with the profile context and no memories is read from the context.

Run ``PYTHONPATH=$PWD python tests/test_newuser8.py`` for the figures of both years.
"""

from __future__ import annotations

from tests import newuser
from tests.newuser import (  # noqa: F401  (pytest collects the tests, their parameters and the fixture from here)
    Check,
    Conversation,
    Persona,
    pytest_generate_tests,
    test_recall_along_the_year,
    test_what_a_person_keeps_is_live,
    test_what_ended_is_not_live,
    test_what_is_not_worth_keeping_is_never_stored,
    years,
)

# ================================================================ Rangi, Rotorua

RANGI: list[Conversation] = [
    ("2026-01-14", [
        "Kia ora, I'm Rangi, 41, I teach geography at Western Heights High School in Rotorua.",
        "I'm a solo dad, my twin boys Nikau and Tama are 9. They're with me most of the time and with their mum Mere every second weekend.",
        "We rent a house in Ngongotahā.",
        "Can you help me write a unit plan on volcanic landforms for Year 10?",
    ]),
    ("2026-02-03", [
        "Correction from last time, the boys are 10 now, they had their birthday on the 28th of January.",
        "haha yeah",
        "Can you turn the unit plan into a 5 week outline?",
    ]),
    ("2026-02-20", [
        "I've joined a waka ama club on Lake Rotorua, we paddle on Tuesday and Thursday mornings at 6.",
        "My shoulders are wrecked haha",
        "Any stretches for paddlers?",
    ]),
    ("2026-03-15", [
        "My dad Hemi had a stroke on Wednesday, he's in Rotorua Hospital.",
        "He lives on his own in Whakatāne, so that's a worry.",
        "The doctors say it was a mild one but his left side is weak.",
        "How do I explain a stroke to two 10 year olds?",
    ]),
    ("2026-04-10", [
        "Dad is out of hospital, he's moved in with my sister Kiri in Tauranga while he does his rehab.",
        "What's the weather usually like in Tauranga in May?",
    ]),
    ("2026-05-02", [
        "Big news at school, I've been made head of the social sciences department, starting next term.",
        "Please keep your answers short for now, I'm flat out.",
        "Can you draft an agenda for my first department meeting?",
    ]),
    ("2026-05-29", [
        "I'm planning a trip to Brisbane in the July holidays to see my brother Wiremu and his family.",
        "Flights are booked for the 4th of July.",
        "my coffee's gone cold again lol",
    ]),
    ("2026-06-26", [
        "The Brisbane trip is off, Nikau broke his wrist at rugby and is in a cast for six weeks.",
        "Can you suggest things to do with the boys at home in the holidays instead?",
    ]),
    ("2026-07-27", [
        "I did Dry July and honestly I don't miss the beer, so I've decided to stop drinking for good.",
        "Nikau's cast came off on Friday.",
        "The Chiefs lost again on Saturday, gutted.",
        "thanks",
    ]),
    ("2026-08-17", [
        "We're buying a house! Our offer on a three bedroom in Glenholme was accepted, settlement is the 25th of September.",
        "If I ever win Lotto I'd buy a bach in the Coromandel haha",
        "What should I look for in a building inspection report?",
    ]),
    ("2026-09-28", [
        "We moved into the Glenholme house on Saturday, the boys have their own rooms now.",
        "I've given up the waka ama, the 6am sessions got too much with the move and the new job.",
        "How do I get the boys to help with chores without a fight?",
    ]),
    ("2026-10-19", [
        "I've started seeing someone, Hana, she's a midwife at the hospital.",
        "We met at the school fundraiser.",
        "What's a good low key second date in Rotorua?",
    ]),
    ("2026-11-10", [
        "Dad's back in his own house in Whakatāne now, walking with a stick but much better.",
        "You can go back to longer answers now, term's nearly over.",
        "Can you explain how to teach the carbon cycle to Year 9 with a field trip?",
    ]),
    ("2026-12-08", [
        "Mere is moving to Wellington in January for a new job, so the boys will live with me full time and see her in the holidays.",
        "How do I talk to the boys about their mum moving away?",
    ]),
]

# ---------------------------------------------------------------- what a person keeps (written before any run)

RANGI_KEEP: list[tuple[str, list[str]]] = [
    ("his name", ["Rangi"]),
    ("his age", ["41"]),
    ("his job", ["geography", "Western Heights|teach"]),
    ("head of department", ["head of", "department"]),
    ("the twins' names", ["Nikau|Tama|twin"]),
    ("the twins are 10 (corrected from 9)", ["Nikau|Tama|twin|boys", "10"]),
    ("his home: the house in Glenholme", ["Glenholme"]),
    ("stopped drinking", ["drink|alcohol|beer"]),
    ("his partner Hana", ["Hana"]),
    ("his brother Wiremu", ["Wiremu"]),
    ("his sister Kiri", ["Kiri"]),
    ("his father Hemi had a stroke", ["stroke"]),
    ("his father lives in Whakatāne again", ["Whakatāne"]),
    ("the boys' mother Mere is moving to Wellington", ["Wellington"]),
    ("stopped waka ama", ["waka ama", "given up|stopped|quit|no longer"]),
]

RANGI_GONE: list[tuple[str, list[str]]] = [
    ("renting in Ngongotahā (moved to Glenholme)", ["Ngongotahā"]),
    ("the twins are 9 (corrected)", ["are 9"]),
    ("paddling on Tuesday and Thursday mornings (given up)", ["paddle"]),
    ("his father in Rotorua Hospital (out)", ["in Rotorua Hospital"]),
    ("his father living with Kiri in Tauranga (home again)", ["moved in with", "Kiri"]),
    ("the Brisbane trip in July (cancelled)", ["planning a trip"]),
    ("flights booked for 4 July (cancelled)", ["flights"]),
    ("short answers (longer again)", ["short"]),
    ("Nikau's wrist in a cast (off)", ["in a cast"]),
    ("buying the house, settlement 25 September (done)", ["buying a house|settlement"]),
]

RANGI_NEVER: list[tuple[str, list[str]]] = [
    ("a laugh", ["haha yeah"]),
    ("a question about the weather", ["weather"]),
    ("cold coffee", ["coffee"]),
    ("a rugby result", ["Chiefs"]),
    ("a thanks", ["thanks"]),
    ("a Lotto daydream", ["Lotto|bach"]),
    ("his shoulders after a session", ["shoulders"]),
]

RANGI_CHECKS: list[Check] = [
    ("2026-02-20", "What time should I set my alarm for paddling tomorrow?", ["waka ama"], []),
    ("2026-03-15", "What should I take to the hospital when I visit Dad tomorrow?", ["stroke"], []),
    ("2026-05-02", "What's 15 percent of 80?", [], ["*"]),
    ("2026-06-26", "Any ideas for a rainy day at home with Nikau and Tama?", ["Nikau"], []),
    ("2026-12-08", "What should I get Hana for Christmas?", ["Hana"], []),
    ("2026-12-08", "How is my dad doing after this year?", ["stroke"], ["in Rotorua Hospital", "moved in with"]),
    ("2026-12-08", "Can you suggest a drink for Christmas dinner?", ["drink"], []),
    ("2026-12-08", "Any ideas for the July school holidays next year?", [], ["planning a trip", "flights"]),
    ("2026-12-08", "Can you plan the boys' routine for January?", ["Wellington"], []),
    ("2026-12-08", "Give me ideas for exercise I can do after work", [], ["paddle"]),
    ("2026-12-08", "What do you know about me?", ["Glenholme", "head of"], ["Ngongotahā", "are 9", "paddle", "short"]),
]

# ================================================================ Elif, Istanbul

ELIF: list[Conversation] = [
    ("2026-01-06", [
        "Merhaba! I'm Elif, 38, a civil engineer in Istanbul. I work on the M14 metro line for Boğaziçi Yapı.",
        "I live in Kadıköy with my husband Murat and our daughter Defne, who is 5.",
        "Murat's mother Nermin lives with us since last autumn, she helps with Defne.",
        "Please always use metric units.",
        "How do I estimate the earth pressure on a temporary retaining wall?",
    ]),
    ("2026-01-25", [
        "Sorry, I made a mistake last time: I work for Marmara Yapı, not Boğaziçi Yapı. Boğaziçi is our subcontractor.",
        "ok",
        "What is a typical factor of safety for sliding?",
    ]),
    ("2026-02-18", [
        "I'm pregnant! 10 weeks, the baby is due at the end of August.",
        "I've stopped drinking coffee, only one tea a day now.",
        "Which foods should I avoid in the first trimester?",
    ]),
    ("2026-03-12", [
        "We had planned a holiday in Bodrum in June but we cancelled it, the doctor wants me to rest this summer.",
        "what is 1 psi in kPa?",
    ]),
    ("2026-04-05", [
        "My brother Emre got married to Selin on Saturday in Izmir!",
        "It was so hot, I was exhausted.",
        "How do I write a nice wedding card message in English?",
    ]),
    ("2026-04-30", [
        "Nermin has gone back to Ankara, her sister is ill and needs her.",
        "So we found a nanny for Defne, Ayşe Hanım, three days a week.",
        "What questions should I ask a nanny's references?",
    ]),
    ("2026-05-21", [
        "Work news: I'm leaving the metro site, from June I'll be at the head office in Ataşehir doing design review, less site work for the pregnancy.",
        "Can you give me a checklist for reviewing a rebar drawing?",
    ]),
    ("2026-06-15", [
        "Defne starts primary school in September, at Moda İlkokulu.",
        "I've started prenatal yoga on Saturday mornings.",
        "What school supplies does a first grader need?",
    ]),
    ("2026-07-10", [
        "I have gestational diabetes, they found it in the sugar test.",
        "I have to check my blood sugar four times a day now.",
        "Low sugar breakfast ideas?",
    ]),
    ("2026-08-27", [
        "Our son Kerem was born on Monday! 3.4 kg, everyone is fine.",
        "I'm on maternity leave until the end of February.",
        "The diabetes went away after the birth, the doctor says my sugar is normal now.",
    ]),
    ("2026-09-14", [
        "Defne started school today, she cried at the gate and I cried in the car 😅",
        "haha",
        "How do I get a newborn to sleep longer than two hours?",
    ]),
    ("2026-10-20", [
        "Murat got a job at a bank in Ankara, starting in January, so we're moving to Ankara in the new year.",
        "Can you compare neighbourhoods in Ankara for a family with two kids?",
    ]),
    ("2026-11-22", [
        "We decided not to move to Ankara after all, Murat turned the job down, the kids are settled here.",
        "I stopped the prenatal yoga of course, I've started swimming on Sunday mornings instead.",
        "And I'm not going back to Marmara Yapı after my leave: I got an offer from a bridge design consultancy, Köprü Mühendislik, starting in March.",
    ]),
    ("2026-12-16", [
        "Nermin is coming back to live with us in January to help with Kerem.",
        "thanks for everything this year!",
        "How do I write a good handover note for my old team?",
    ]),
]

ELIF_KEEP: list[tuple[str, list[str]]] = [
    ("her name", ["Elif"]),
    ("her age", ["38"]),
    ("her job", ["civil engineer"]),
    ("her new employer from March", ["Köprü"]),
    ("maternity leave until the end of February", ["maternity leave"]),
    ("her home in Kadıköy", ["Kadıköy"]),
    ("her husband Murat", ["Murat", "husband"]),
    ("her daughter Defne", ["Defne", "daughter"]),
    ("Defne's school", ["Defne|daughter", "Moda İlkokulu|school"]),
    ("her son Kerem", ["Kerem"]),
    ("her brother Emre married Selin", ["Emre", "Selin|married"]),
    ("the nanny Ayşe", ["Ayşe|nanny"]),
    ("swimming on Sunday mornings", ["swim"]),
    ("metric units", ["metric"]),
    ("Nermin coming back in January", ["Nermin", "coming back|January"]),
]

ELIF_GONE: list[tuple[str, list[str]]] = [
    ("Boğaziçi Yapı as her employer (corrected)", ["works", "Boğaziçi"]),
    ("the metro line (left it, and the employer)", ["M14|metro line"]),
    ("pregnant, due at the end of August (born)", ["pregnant|due at"]),
    ("the holiday in Bodrum (cancelled)", ["Bodrum"]),
    ("Nermin living with them (went back to Ankara)", ["Nermin", "lives with"]),
    ("gestational diabetes (went away)", ["has gestational diabetes"]),
    ("checking blood sugar four times a day (over)", ["four times a day"]),
    ("prenatal yoga on Saturdays (stopped)", ["yoga on Saturday"]),
    ("moving to Ankara (not)", ["moving to Ankara"]),
    ("Murat's job in Ankara (turned down)", ["job", "bank"]),
    ("Defne starts school in September (done)", ["starts primary school"]),
]

ELIF_NEVER: list[tuple[str, list[str]]] = [
    ("a unit question", ["psi|kPa"]),
    ("the heat at a wedding", ["hot", "exhausted"]),
    ("a thanks", ["thanks"]),
    ("a laugh", ["haha"]),
    ("a cry at the school gate", ["cried"]),
]

ELIF_CHECKS: list[Check] = [
    ("2026-02-18", "Can you suggest a drink for my afternoon break at work?", ["pregnant"], []),
    ("2026-03-12", "What is 12 times 14?", [], ["*"]),
    ("2026-07-10", "What should I have for breakfast tomorrow?", ["diabetes"], []),
    ("2026-10-20", "Which area of Ankara is good for families?", ["Ankara"], []),
    ("2026-12-16", "Any tips for my first week at the new job in March?", ["Köprü"], ["Boğaziçi"]),
    ("2026-12-16", "How many feet is a 3 metre ceiling?", ["metric"], []),
    ("2026-12-16", "Ideas for a weekend activity for me?", ["swim"], ["yoga on Saturday"]),
    ("2026-12-16", "Low sugar breakfast ideas?", [], ["has gestational diabetes", "four times a day"]),
    ("2026-12-16", "What should I pack for Kerem's first trip?", ["Kerem"], []),
    ("2026-12-16", "What do you know about me?", ["Kerem", "Defne"], ["Boğaziçi", "pregnant", "Bodrum", "moving to Ankara"]),
]

YEARS = {
    "rangi": Persona(RANGI, RANGI_KEEP, RANGI_GONE, RANGI_NEVER, RANGI_CHECKS),
    "elif": Persona(ELIF, ELIF_KEEP, ELIF_GONE, ELIF_NEVER, ELIF_CHECKS),
}

# Expectations the first run (and what was fixed after it) did not meet: label -> why, each a strict xfail (one that
# starts to pass must leave this list).
KNOWN: dict[str, str] = {
    "rangi: the twins are 10 (corrected from 9)": "'Correction from last time, the boys are 10 now, …' is not read",
    "rangi: the boys' mother Mere is moving to Wellington": "'Mere is moving to Wellington in January for a new job, so "
                                                            "the boys will live with me full time …' is not read",
    "rangi: the twins are 9 (corrected)": "the correction to 10 is not read",
    "rangi: buying the house, settlement 25 September (done)": "a purchase under way is not ended by the move",
    "rangi: his shoulders after a session": "'My shoulders are wrecked haha' after a first session is kept as a "
                                            "constraint, 'User has bad shoulders'",
    "rangi: 2026-02-20 What time should I set my alarm for paddling tomorrow?": "'User joined a waka ama club on Lake "
                                                                                "Rotorua' is not brought for 'paddling'",
    "rangi: 2026-12-08 Can you plan the boys' routine for January?": "Mere's move is not read",
    "rangi: 2026-12-08 What do you know about me?": "the profile still says 'are 9'",
    "elif: her new employer from March": "'I got an offer from a bridge design consultancy, Köprü Mühendislik, starting "
                                         "in March' is not read",
    "elif: the nanny Ayşe": "'we found a nanny for Defne, Ayşe Hanım, three days a week' is not read",
    "elif: Boğaziçi Yapı as her employer (corrected)": "the correction is kept as 'User works for Marmara Yapı, not "
                                                       "Boğaziçi Yapı' (right, but this matcher counts it)",
    "elif: the holiday in Bodrum (cancelled)": "'We had planned a holiday in Bodrum in June but we cancelled it' is kept as "
                                               "'User had planned a holiday in Bodrum in June 2025' (the wrong year, and "
                                               "live)",
    "elif: Murat's job in Ankara (turned down)": "'Murat turned the job down' is not read",
    "elif: 2026-12-16 Any tips for my first week at the new job in March?": "the offer from Köprü Mühendislik is not read",
    "elif: 2026-12-16 Ideas for a weekend activity for me?": "'User has started swimming on Sunday mornings' is not "
                                                             "brought for 'weekend activity'",
    "elif: 2026-12-16 What do you know about me?": "the profile holds 'User works for Marmara Yapı, not Boğaziçi Yapı' "
                                                   "(right; the check's avoid word is in it)",
}


# ================================================================ the tests: tests/newuser.py's, collected here

if __name__ == "__main__":
    newuser.main(YEARS)
