"""Two new users' years through a real Brain, a turn at a time (newuser9, session 43; docs/extraction.md, "newuser9").

Kofi, 52, a Ghanaian-born bus driver in Leeds, whose wife Ama leaves the hospital kitchen to start a bakery that gets a
shop, whose son Yaw goes to university in Sheffield, who is put on blood pressure tablets, works nights and goes back to
days, loses his mother in Kumasi (the trip for her 80th called off), becomes a driver trainer, asks for simple answers and
then not, and does not buy the house in Roundhay after all; and Valentina, 27, an Argentine PhD student in Utrecht who
changes supervisor, breaks up with Joost and moves out, adopts a cat (a boy, it turns out), goes vegan and back, starts
and stops running, starts seeing Sanne, loses a summer school and gains seven months of contract.

Everything below the line "what a person keeps" was written with the conversations, BEFORE the extractor or the store
ran on them (committed alone first). The harness and the meaning of ``KEEP``, ``GONE``, ``NEVER`` and ``CHECKS`` are
tests/newuser.py's and tests/test_newuser8.py's.

Run ``PYTHONPATH=$PWD python tests/test_newuser9.py`` for the figures of both years.
"""

from __future__ import annotations

from tests import newuser
from tests.newuser import (  # noqa: F401  (pytest collects the tests, their parameters and the fixture from here)
    Check,
    Conversation,
    Expect,
    Persona,
    pytest_generate_tests,
    test_recall_along_the_year,
    test_what_a_person_keeps_is_live,
    test_what_ended_is_not_live,
    test_what_is_not_worth_keeping_is_never_stored,
    years,
)

# ================================================================ Kofi, Leeds

KOFI: list[Conversation] = [
    ("2026-01-09", [
        "Hello, my name is Kofi, I am 52 years old. I drive buses for First in Leeds, the number 4 route mostly.",
        "I was born in Kumasi in Ghana but I have lived in Leeds for 26 years.",
        "I live in Harehills with my wife Ama and our children Yaw (17) and Esi (14).",
        "Can you help me write a letter to the council about the potholes on my street?",
    ]),
    ("2026-01-30", [
        "Please keep your answers simple, English is my second language, no long words.",
        "lol the snow today, the whole depot was chaos",
        "What is the difference between a pension and an annuity?",
    ]),
    ("2026-02-21", [
        "Big news, my wife Ama has left her job at the hospital kitchen at St James's. She is starting her own bakery!",
        "It will be Ghanaian bread and pastries, she is calling it Ama's Oven. For now she bakes from our kitchen at home.",
        "Can you help me write a simple business plan for her?",
    ]),
    ("2026-03-14", [
        "The doctor says my blood pressure is too high. I am taking amlodipine every morning now.",
        "He said to cut down salt and walk more, so I walk for 30 minutes every evening after dinner.",
        "Give me some low salt Ghanaian recipes please.",
    ]),
    ("2026-04-04", [
        "I have moved to night shifts from this month, the pay is better.",
        "Leeds lost again, I don't want to talk about it haha",
        "How do I sleep well in the day after a night shift?",
    ]),
    ("2026-04-25", [
        "We are planning to go to Ghana in August for my mother's 80th birthday, all the family together.",
        "My mother's name is Akosua, she lives in Kumasi with my brother Kwabena.",
        "What should we bring as gifts from England?",
    ]),
    ("2026-05-20", [
        "Yaw got his offers! He has accepted Sheffield to study mechanical engineering, if he gets the grades.",
        "Ama's Oven has a shop now, she signed the lease on a small unit on Roundhay Road.",
        "cheers",
        "How do student loans work in England?",
    ]),
    ("2026-06-12", [
        "Sad news. My mother passed away on Sunday in Kumasi.",
        "I am flying to Ghana on Thursday for the funeral, Ama will come after.",
        "So the August trip is cancelled now.",
        "How do I write a tribute to read at the funeral?",
    ]),
    ("2026-07-18", [
        "I am back in Leeds. Thank you for your help with the tribute.",
        "I am back on day shifts, the nights were too hard on my body.",
        "You don't have to keep the answers simple any more, my English is fine, I was just tired that month.",
        "What are good exercises for the back after long hours sitting?",
    ]),
    ("2026-08-14", [
        "Yaw got his grades! AAB, he is going to Sheffield in September.",
        "We are buying a house in Roundhay near the shop, we hope to move in November.",
        "What should Yaw pack for university halls?",
    ]),
    ("2026-09-26", [
        "We took Yaw to Sheffield last Saturday, he is in halls at Endcliffe.",
        "The house is too quiet now haha",
        "How often should I call him without being annoying?",
    ]),
    ("2026-10-17", [
        "I have been made a driver trainer at the depot, I start on Monday. No more driving a route, I teach the new drivers.",
        "My blood pressure is normal now, the doctor says keep taking the tablets.",
        "Can you help me make a lesson plan for new bus drivers on defensive driving?",
    ]),
    ("2026-11-13", [
        "The Roundhay house fell through, the seller pulled out. We are staying in Harehills for now.",
        "Ama has hired her first employee, a young lady called Efua, Tuesday to Saturday.",
        "How do I help Ama do payroll for one worker?",
    ]),
    ("2026-12-11", [
        "I have stopped the evening walks, too dark and cold. I go to the gym at work on Monday and Wednesday instead.",
        "Yaw is home for Christmas on the 19th.",
        "thank you my friend, merry Christmas",
        "What can I cook for Christmas that is low in salt?",
    ]),
]

# ---------------------------------------------------------------- what a person keeps (written before any run)

KOFI_KEEP: Expect = [
    ("his name", ["Kofi"]),
    ("his age", ["52"]),
    ("born in Kumasi, Ghana", ["Kumasi|Ghana"]),
    ("his home in Harehills", ["Harehills"]),
    ("his wife Ama", ["Ama", "wife"]),
    ("Ama's bakery", ["Ama|wife", "bakery|Oven"]),
    ("the shop on Roundhay Road", ["Roundhay Road"]),
    ("his son Yaw studies in Sheffield", ["Yaw|son", "Sheffield"]),
    ("his daughter Esi", ["Esi"]),
    ("his job: a driver trainer", ["trainer"]),
    ("his blood pressure tablets", ["amlodipine|blood pressure"]),
    ("the gym on Monday and Wednesday", ["gym"]),
    ("his mother died", ["mother|mum|Akosua", "passed away|died|death"]),
    ("his brother Kwabena", ["Kwabena"]),
    ("Ama's employee Efua", ["Efua"]),
]

KOFI_GONE: Expect = [
    ("driving the number 4 route (a trainer now)", ["number 4|drives buses"]),
    ("simple answers (not any more)", ["wants|keep|prefer", "simple"]),
    ("night shifts (back on days)", ["night shift"]),
    ("the trip to Ghana for his mother's 80th (called off; she died)", ["80th"]),
    ("flying to Ghana for the funeral (done)", ["flying"]),
    ("his mother lives in Kumasi (she died)", ["mother|Akosua", "lives"]),
    ("Ama bakes at home (a shop now)", ["from our kitchen|from home|at home"]),
    ("buying a house in Roundhay (fell through)", ["house in Roundhay|buying a house"]),
    ("walking every evening (stopped)", ["walk", "evening"]),
]

KOFI_NEVER: Expect = [
    ("snow at the depot", ["snow"]),
    ("a football result", ["Leeds lost|lost again"]),
    ("a cheers", ["cheers"]),
    ("a thanks", ["thank"]),
    ("the house too quiet", ["quiet"]),
    ("a merry Christmas", ["merry"]),
]

KOFI_CHECKS: list[Check] = [
    ("2026-03-14", "What should I eat for dinner tonight?", ["blood pressure|salt|amlodipine"], []),
    ("2026-04-04", "What is 20 percent of 150?", [], ["*"]),
    ("2026-05-20", "Can you help me plan the opening day of my wife's shop?", ["Roundhay Road|Oven"], []),
    ("2026-06-12", "What should I pack for the trip to Kumasi?", ["passed away|died|funeral"], []),
    ("2026-07-18", "How should I plan my sleep this week?", ["day shift"], ["night shift"]),
    ("2026-09-26", "What should I send Yaw in a care package?", ["Sheffield"], []),
    ("2026-12-11", "Can you suggest an exercise plan for me this week?", ["gym"], ["walk"]),
    ("2026-12-11", "How can I help my wife with her business taxes?", ["bakery|Oven|shop"], []),
    ("2026-12-11", "Should we look at houses again in the new year?", ["Harehills"], ["house in Roundhay"]),
    ("2026-12-11", "What do you know about me?", ["Harehills", "trainer"], ["number 4", "night shift", "80th"]),
]

# ================================================================ Valentina, Utrecht

VALENTINA: list[Conversation] = [
    ("2026-01-08", [
        "hola! I'm Valentina, 27, from Rosario (Argentina). I'm doing a PhD in hydrology at Utrecht University, second year, my contract runs until January 2028",
        "my supervisor is Prof. Hendrik de Vries, he's great but super busy",
        "I live in Lombok with my boyfriend Joost, he's Dutch obviously lol",
        "can you explain the difference between Darcy and Richards equation in simple terms?",
    ]),
    ("2026-01-27", [
        "btw I went vegan on January 1st, so no meat, fish, eggs or dairy for me now",
        "please don't use emojis in your answers, they look weird in my notes",
        "easy vegan lunches I can take to the lab?",
    ]),
    ("2026-02-19", [
        "jaja the canals froze today, everyone was skating",
        "I got accepted to a summer school in Grenoble in July, on snow hydrology!! so excited",
        "what should I read before it?",
    ]),
    ("2026-03-18", [
        "ugh big change at work: de Vries is leaving for ETH Zurich in April, so my new supervisor is Dr. Marieke Bakker",
        "she's more hands on, we meet every Monday at 10",
        "how do I tell my new supervisor I want to change the scope of chapter 3?",
    ]),
    ("2026-04-15", [
        "Joost and I broke up last week. it was mutual but still sad",
        "I'm moving out on the 1st of May, I found a room in a shared flat in Oog in Al",
        "what do I need to do to change my address with the gemeente?",
    ]),
    ("2026-05-09", [
        "I adopted a cat!!! from the shelter in Utrecht, her name is Mate and she's 2",
        "the new flat is small but bright, my flatmates are Pieter and Noor",
        "what should I feed a cat if I'm vegan? can cats be vegan?",
    ]),
    ("2026-06-03", [
        "correction: Mate is a boy lol, the vet told me yesterday. so HIS name is Mate",
        "I've started running with a club in Oog in Al on Wednesday evenings",
        "couch to 5k plan?",
    ]),
    ("2026-06-28", [
        "the Grenoble summer school got cancelled, not enough people signed up :(",
        "so I'll spend July writing chapter 2 instead",
        "my coffee machine died this morning, worst day",
        "how do I structure a literature review chapter?",
    ]),
    ("2026-07-22", [
        "ok confession: I'm not vegan anymore. an asado with the Argentinian crowd broke me haha, I eat everything again",
        "you can use emojis again, I actually miss them 😂",
        "what's a good chimichurri recipe?",
    ]),
    ("2026-08-30", [
        "I'm seeing someone new, Sanne, she's a postdoc in the geosciences department",
        "we met at the running club",
        "ideas for a first dinner at mine that's not too fancy?",
    ]),
    ("2026-09-19", [
        "I'm a TA this semester for the first year course Intro to Hydrology, every Tuesday afternoon",
        "gracias!",
        "how do I grade 80 lab reports without dying",
    ]),
    ("2026-10-24", [
        "I stopped running, my knee started hurting, the physio says rest for two months",
        "my sister Lucía is coming to visit from Rosario in November, from the 8th to the 22nd",
        "what should I show her in Utrecht and Amsterdam?",
    ]),
    ("2026-11-25", [
        "my funding got extended, my contract now ends in August 2028 instead of January 2028",
        "Lucía went back home on Sunday, I miss her already",
        "how do I plan a PhD timeline with the extra 7 months?",
    ]),
    ("2026-12-15", [
        "I'm flying home to Rosario for Christmas on the 20th, back on the 10th of January",
        "Sanne is looking after Mate while I'm away",
        "it's so dark here at 4pm, I hate it",
        "what should I bring my family from the Netherlands?",
    ]),
]

VALENTINA_KEEP: Expect = [
    ("her name", ["Valentina"]),
    ("her age", ["27"]),
    ("from Rosario", ["Rosario"]),
    ("her PhD in hydrology", ["PhD|hydrology"]),
    ("her supervisor Bakker", ["Bakker"]),
    ("her home in Oog in Al", ["Oog in Al"]),
    ("her cat Mate", ["Mate", "cat"]),
    ("her partner Sanne", ["Sanne"]),
    ("a TA this semester", ["TA|teaching assistant|Intro to Hydrology"]),
    ("her contract until August 2028", ["August 2028"]),
    ("her sister Lucía", ["Lucía"]),
    ("stopped running", ["running|run", "stopped|quit|no longer"]),
    ("emojis are fine again", ["emoji", "fine|again|okay"]),
    ("her flatmates", ["Pieter|Noor"]),
    ("home to Rosario for Christmas", ["Christmas|December", "Rosario"]),
]

VALENTINA_GONE: Expect = [
    ("her supervisor de Vries (Bakker now)", ["supervisor", "de Vries"]),
    ("her boyfriend Joost (broke up)", ["boyfriend is Joost|boyfriend Joost"]),
    ("living in Lombok (moved out)", ["Lombok"]),
    ("vegan (not any more)", ["is vegan|went vegan|vegan since|no meat"]),
    ("no emojis (fine again)", ["emoji", "don't|not |no |without"]),
    ("the summer school in Grenoble (cancelled)", ["Grenoble"]),
    ("running on Wednesday evenings (stopped)", ["running", "Wednesday"]),
    ("the cat a girl (a boy)", ["Mate", " she | her |female|girl"]),
    ("her contract until January 2028 (extended)", ["January 2028"]),
    ("Lucía's visit in November (over)", ["Lucía", "visit|coming"]),
]

VALENTINA_NEVER: Expect = [
    ("frozen canals", ["canal|skating"]),
    ("a broken coffee machine", ["coffee"]),
    ("a thanks", ["gracias"]),
    ("the dark at 4pm", ["dark"]),
    ("a laugh", ["jaja"]),
    ("missing her sister", ["miss her"]),
]

VALENTINA_CHECKS: list[Check] = [
    ("2026-01-27", "what should I cook for dinner tonight?", ["vegan"], []),
    ("2026-02-19", "what's 17 squared?", [], ["*"]),
    ("2026-03-18", "what should I prepare for my supervision meeting on Monday?", ["Bakker"], []),
    ("2026-05-09", "what should I buy for the new pet?", ["cat"], []),
    ("2026-07-22", "dinner ideas for tonight?", [], ["is vegan", "went vegan"]),
    ("2026-08-30", "what should I cook for Sanne?", ["Sanne"], []),
    ("2026-10-24", "can you make me an exercise plan for this week?", ["knee|stopped"], ["Wednesday evenings"]),
    ("2026-12-15", "who is feeding Mate while I'm in Argentina?", ["Sanne"], []),
    ("2026-12-15", "how long is left on my PhD contract?", ["August 2028"], ["January 2028"]),
    ("2026-12-15", "what do you know about me?", ["Oog in Al", "Sanne"],
     ["boyfriend Joost", "Lombok", "de Vries", "Grenoble"]),
]

YEARS = {
    "kofi": Persona(KOFI, KOFI_KEEP, KOFI_GONE, KOFI_NEVER, KOFI_CHECKS),
    "valentina": Persona(VALENTINA, VALENTINA_KEEP, VALENTINA_GONE, VALENTINA_NEVER, VALENTINA_CHECKS),
}

# Expectations the first run (and what was fixed after it) did not meet: label -> why, each a strict xfail (one that
# starts to pass must leave this list).
KNOWN: dict[str, str] = {
    # (session 54: the year now runs the daemon's due plans each day, as its consolidation timer does)
    "kofi: the shop on Roundhay Road": "'Ama's Oven has a shop now, she signed the lease on a small unit on Roundhay Road' "
                                       "is not read",
    "kofi: Ama bakes at home (a shop now)": "'User's wife Ama bakes from their kitchen at home' is not ended by the shop "
                                            "(which is not read)",
    "kofi: walking every evening (stopped)": "the walks were ended; the decision 'User has stopped the evening walks' holds "
                                             "this matcher's words",
    "kofi: 2026-07-18 How should I plan my sleep this week?": "'User works days' is brought (recall23), but this check's "
                                                              "words are 'day shift'",
    "kofi: 2026-12-11 Can you suggest an exercise plan for me this week?": "the decision 'User has stopped the evening "
                                                                           "walks' is brought (right; the avoid word is "
                                                                           "in it)",
    "valentina: her boyfriend Joost (broke up)": "'User lives in Lombok with their boyfriend Joost' stays live after the "
                                                 "break-up and the move out",
    "valentina: the summer school in Grenoble (cancelled)": "the summer school was ended; the cancelling "
                                                            "('User's Grenoble summer school was cancelled') holds this "
                                                            "matcher's word",
    "valentina: her contract until January 2028 (extended)": "'User is doing a PhD in hydrology …, their contract runs "
                                                             "until January 2028' stays live beside the extension (which "
                                                             "itself says 'instead of January 2028')",
    "valentina: 2026-03-18 what should I prepare for my supervision meeting on Monday?": "'supervision' does not bring "
                                                                                          "'User's supervisor is Dr. "
                                                                                          "Marieke Bakker'",
    "valentina: 2026-12-15 how long is left on my PhD contract?": "the PhD memory still says 'until January 2028'",
    "valentina: 2026-12-15 what do you know about me?": "the profile holds 'User lives in Lombok with their boyfriend "
                                                        "Joost' and no Oog in Al",
}


# ================================================================ the tests: tests/newuser.py's, collected here

if __name__ == "__main__":
    newuser.main(YEARS)
