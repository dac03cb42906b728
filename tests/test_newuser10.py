"""Two new users' years through a real Brain, a turn at a time (newuser10, session 44; docs/extraction.md, "newuser10").

Marguerite, 71, a retired primary teacher in Trois-Rivières (Quebec) learning the iPad her daughter gave her, whose
husband Gilles has Alzheimer's and goes into a care home, who asks for answers in French and then English again, is
found to have type 2 diabetes, becomes a great-grandmother, has a cataract operation, sells the house and moves to a
seniors' residence (the cat going to her son Marc), calls off a winter in Florida with her sister Lise, and leaves the
knitting club for bridge; and Min-jun, 33, a Korean game programmer who leaves Nexon in Seoul for Relic in Vancouver
with his wife Ji-eun, asks to be called MJ and then not, quits smoking, starts again and quits again, calls off Japan
for the pregnancy, climbs and stops, finds he is lactose intolerant, has a daughter, changes team and manager, and does
not buy a house in Burnaby after all.

Everything below the line "what a person keeps" was written with the conversations, BEFORE the extractor or the store
ran on them (committed alone first). The harness and the meaning of ``KEEP``, ``GONE``, ``NEVER`` and ``CHECKS`` are
tests/newuser.py's and tests/test_newuser8.py's.

Run ``PYTHONPATH=$PWD python tests/test_newuser10.py`` for the figures of both years.
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

# ================================================================ Marguerite, Trois-Rivières

MARGUERITE: list[Conversation] = [
    ("2026-01-12", [
        "Hello. My name is Marguerite Tremblay, I am 71 years old. My daughter gave me this iPad for Christmas and she "
        "put you on it.",
        "I live in Trois-Rivières in Quebec with my husband Gilles. We have been married 48 years.",
        "I was a primary school teacher for 34 years, I am retired since 2017.",
        "My cat Minou keeps me company, she is 12.",
        "How do I make the letters bigger on this screen?",
    ]),
    ("2026-01-29", [
        "Please answer me in French from now on, it is easier for me to read.",
        "It is minus 30 this morning, terrible.",
        "How do I send a photo to my daughter by email?",
    ]),
    ("2026-02-20", [
        "My husband Gilles has Alzheimer's, it is getting worse. The doctor says he needs more care than I can give.",
        "He will move to a CHSLD, a care home, in Cap-de-la-Madeleine at the end of March.",
        "What should I bring for his room to make it feel like home?",
    ]),
    ("2026-03-10", [
        "Actually you can write in English again, my granddaughter says it is good practice for me.",
        "My son Marc lives ten minutes from me, he helps me with the groceries. He is a pharmacist at the Jean Coutu.",
        "My daughter Sophie lives in Toronto, she is an accountant.",
        "How do I make a video call on the iPad?",
    ]),
    ("2026-03-31", [
        "Gilles moved into the care home on Friday. The house is very empty.",
        "I visit him every afternoon at 2 o'clock, after lunch.",
        "What can we do together during visits when he is confused?",
    ]),
    ("2026-04-22", [
        "My doctor says I have type 2 diabetes. I must stop the sugar and the white bread.",
        "I take metformin twice a day now, with breakfast and supper.",
        "Give me some easy breakfasts for a diabetic please.",
    ]),
    ("2026-05-15", [
        "We are planning a trip to Florida next January, to Fort Lauderdale, with my sister Lise, for 3 weeks.",
        "Lise is 68 and lives in Sherbrooke. Her husband died two years ago.",
        "Thank you, you are very kind.",
        "What travel insurance do I need at my age?",
    ]),
    ("2026-06-18", [
        "I have joined a knitting club at the library, we meet on Thursday mornings.",
        "My granddaughter Chloé had her baby! A little boy, Léo, born on June 9. I am a great-grandmother now!",
        "What can I knit for a newborn, something easy?",
    ]),
    ("2026-07-20", [
        "I had my cataract surgery on the right eye last week. I can see much better.",
        "I do not drive at night any more, the doctor said no until the other eye is done.",
        "How long before I can read on the iPad without tired eyes?",
    ]),
    ("2026-08-25", [
        "Big decision. I am selling the house, it is too big for me alone. I put it on the market with an agent, "
        "Mme Gagnon.",
        "I will move to a seniors' residence, Le Boisé, in Trois-Rivières-Ouest.",
        "Sophie wants me to move to Toronto near her but no, my life is here, and Gilles is here.",
        "What should I do with 48 years of things in the basement?",
    ]),
    ("2026-09-30", [
        "The house is sold! The notary is on October 20.",
        "I cancelled the Florida trip, Lise has a bad hip and must have an operation in January.",
        "The residence does not allow cats, so Minou will go to live with my son Marc.",
        "How do I pack a kitchen without breaking everything?",
    ]),
    ("2026-10-28", [
        "I am in my new apartment at Le Boisé since Saturday. There is a dining room, I eat lunch there every day.",
        "Minou is with Marc now, she hides under his bed all day.",
        "How do I connect the iPad to the wifi of the residence?",
    ]),
    ("2026-11-20", [
        "I stopped the knitting club, it is too far from the residence without the car. There is a bridge club here on "
        "Tuesdays, I go now.",
        "I sold the car also. Marc drives me to see Gilles, so I see him three times a week now, Monday, Wednesday and "
        "Friday.",
        "Can you explain me the rules of bridge bidding, simply?",
    ]),
    ("2026-12-14", [
        "My blood sugar is much better, the doctor is happy. The A1C is 6.4 now.",
        "Christmas this year will be at Marc's house, with Gilles for the afternoon if he is well.",
        "Joyeux Noël!",
        "What is a nice small gift for the nurses at the care home?",
    ]),
]

# ---------------------------------------------------------------- what a person keeps (written before any run)

MARGUERITE_KEEP: Expect = [
    ("her name", ["Marguerite"]),
    ("her age", ["71"]),
    ("a retired teacher", ["teacher|retired"]),
    ("her husband Gilles", ["Gilles"]),
    ("Gilles has Alzheimer's", ["Gilles|husband", "Alzheimer"]),
    ("Gilles lives in a care home", ["Gilles|husband", "care home|CHSLD"]),
    ("her type 2 diabetes", ["diabet"]),
    ("metformin", ["metformin"]),
    ("her home at Le Boisé", ["Boisé"]),
    ("her son Marc", ["Marc", "son"]),
    ("her daughter Sophie in Toronto", ["Sophie", "Toronto"]),
    ("her sister Lise", ["Lise"]),
    ("her great-grandson Léo", ["Léo"]),
    ("the bridge club", ["bridge"]),
    ("the cat Minou lives with Marc", ["Minou", "Marc"]),
    ("she sees Gilles three times a week", ["three times|Monday"]),
]

MARGUERITE_GONE: Expect = [
    ("answers in French (English again)", ["answer|write|reply|respond", "French"]),
    ("lives with her husband Gilles (he is in care; she moved)", ["lives", "with", "Gilles|husband"]),
    ("Gilles will move to the care home (he did)", ["Gilles|husband", "will move|moving|is going to move"]),
    ("visiting every afternoon at 2 (three times a week now)", ["every afternoon|2 o'clock|2 pm|2:00"]),
    ("the Florida trip in January (cancelled)", ["Florida|Lauderdale", "planning|January|weeks"]),
    ("the knitting club on Thursdays (stopped)", ["knitting", "Thursday"]),
    ("selling the house (sold)", ["selling", "house"]),
    ("moving to Le Boisé (moved)", ["Boisé", "will move|moving|is going to move"]),
    ("the cat keeps her company at home (with Marc now)", ["Minou", "company"]),
]

MARGUERITE_NEVER: Expect = [
    ("minus 30 this morning", ["minus 30|-30"]),
    ("a thanks", ["kind"]),
    ("the house very empty", ["empty"]),
    ("a merry Christmas", ["Noël|Noel"]),
    ("the cat under the bed", ["under his bed|under the bed"]),
]

MARGUERITE_CHECKS: list[Check] = [
    ("2026-02-20", "What is 15 percent of 80?", [], ["*"]),
    ("2026-04-22", "What should I make for supper tonight?", ["diabet|sugar"], []),
    ("2026-06-18", "What should I knit for the baby?", ["Léo"], []),
    ("2026-09-30", "When do I sign at the notary?", ["October 20|20 October"], []),
    ("2026-11-20", "How will I get to see my husband this week?", ["Gilles"], ["every afternoon|2 o'clock"]),
    ("2026-12-14", "Where is my cat now?", ["with Marc|son Marc|Marc's|Marc is"], []),
    ("2026-12-14", "Is my blood sugar good now?", ["6.4|diabet"], []),
    ("2026-12-14", "What do you know about me?", ["Boisé", "diabet"], ["Florida", "knitting", "French"]),
]

# ================================================================ Min-jun, Seoul and Vancouver

MINJUN: list[Conversation] = [
    ("2026-01-06", [
        "hi, I am Min-jun, 33, game developer from Seoul. I work at Nexon as gameplay programmer, mostly C++ and Unreal",
        "my wife Ji-eun is pharmacist, we live in Mapo in small apartment",
        "please call me MJ, everybody at work does",
        "how to reduce shader compile time in Unreal 5?",
    ]),
    ("2026-01-24", [
        "big news, I got job offer from Relic Entertainment in Vancouver, senior gameplay programmer. we decided to go!",
        "start date is April 6",
        "also I quit smoking on new year, 3 weeks now 💪",
        "how to write resignation letter in english?",
    ]),
    ("2026-02-15", [
        "Ji-eun is pregnant!! due date is September 30",
        "she will stop working when we move, she can't work as pharmacist in Canada without the exam",
        "what to know about pregnancy care in BC?",
    ]),
    ("2026-03-08", [
        "my last day at Nexon is March 20",
        "we found apartment in Vancouver near Commercial Drive, 2 bedroom, from April 1",
        "ㅋㅋㅋ so many boxes",
        "checklist for moving abroad?",
    ]),
    ("2026-04-12", [
        "we arrived in Vancouver! first week at Relic was good",
        "my manager is Dave Chen",
        "rain every day here haha",
        "how to get a SIN number?",
    ]),
    ("2026-05-03", [
        "honestly I started smoking again, stress from the move. don't judge me lol",
        "also please stop calling me MJ, here everyone calls me Min-jun and I like my real name more now",
        "tips to reduce stress at new job?",
    ]),
    ("2026-05-28", [
        "we are planning trip to Japan in July, Tokyo and Osaka, before the baby comes",
        "my younger brother Min-seok is getting married in Busan on October 10",
        "7 day Japan itinerary for pregnant wife, not too much walking?",
    ]),
    ("2026-06-20", [
        "Japan trip is off, doctor says Ji-eun should not fly so late, too risky. we just stay home",
        "I joined climbing gym, The Hive, I go Tuesday and Thursday after work",
        "beginner bouldering tips?",
    ]),
    ("2026-07-25", [
        "I am lactose intolerant, finally found out why my stomach hurts. no more milk in coffee",
        "Ji-eun's mother is coming from Seoul to help with the baby, from September 15 for three months",
        "lactose free korean desserts?",
    ]),
    ("2026-08-30", [
        "we can't go to my brother's wedding, the baby is due too close",
        "I started nicotine patches, no cigarette for 2 weeks now",
        "how to make a video message for wedding?",
    ]),
    ("2026-10-04", [
        "our daughter is born!! Seo-yeon, September 27, 3.2 kg, both healthy",
        "I'm on parental leave for 5 weeks",
        "I stopped climbing for now, no time haha",
        "how to make baby sleep longer at night?",
    ]),
    ("2026-11-08", [
        "back at work since Monday",
        "Relic had layoffs, my team was cut. I'm safe but I moved to the engine tools team",
        "my manager is now Priya Nair",
        "how to learn tools programming quickly?",
    ]),
    ("2026-11-29", [
        "we are thinking to buy a house in Burnaby next year, rent is crazy here",
        "Ji-eun is studying for the Canadian pharmacist exam, the next one is in March",
        "how much down payment we need for first home in BC?",
    ]),
    ("2026-12-16", [
        "Ji-eun's mom went back to Seoul on Sunday, we miss her cooking",
        "we decided not to buy the house, too expensive. we extended our lease for one more year",
        "happy holidays!",
        "christmas gift for wife under 100 dollars?",
    ]),
]

MINJUN_KEEP: Expect = [
    ("his name", ["Min-jun"]),
    ("his age", ["33"]),
    ("from Seoul", ["is from Seoul"]),  # (not "User's mother-in-law is coming from Seoul")
    ("works at Relic", ["Relic"]),
    ("the engine tools team", ["tools"]),
    ("his manager Priya Nair", ["Priya"]),
    ("his wife Ji-eun", ["Ji-eun", "wife"]),
    ("his daughter Seo-yeon", ["Seo-yeon"]),
    ("lives in Vancouver", ["Vancouver|Commercial Drive"]),
    ("his brother Min-seok", ["Min-seok"]),
    ("lactose intolerant", ["lactose"]),
    ("off cigarettes with patches", ["patch|nicotine"]),
    ("Ji-eun studies for the pharmacist exam", ["Ji-eun|wife", "exam"]),
    ("the lease extended", ["lease"]),
]

MINJUN_GONE: Expect = [
    ("works at Nexon (Relic now)", ["works at Nexon|at Nexon as|programmer at Nexon"]),
    ("lives in Mapo (Vancouver now)", ["Mapo"]),
    ("call him MJ (not any more)", ["MJ"]),
    ("smoking again (patches now)", ["smoking again|started smoking"]),
    ("the Japan trip in July (off)", ["Tokyo|Osaka"]),
    ("climbing on Tuesdays and Thursdays (stopped)", ["climbing|Hive", "Tuesday|Thursday"]),
    ("his manager Dave Chen (Priya now)", ["Dave"]),
    ("Ji-eun is pregnant (Seo-yeon is born)", ["pregnant|due date|is due"]),
    ("starting at Relic on April 6 (started)", ["April 6|6 April"]),
    ("his last day at Nexon (past)", ["March 20|20 March"]),
    ("his mother-in-law staying to help (gone home)", ["mother|mom", "coming|help"]),
    ("on parental leave (back at work)", ["parental leave"]),
    ("buying a house in Burnaby (decided not to)", ["Burnaby"]),
]

MINJUN_NEVER: Expect = [
    ("a laugh and the boxes", ["boxes|ㅋㅋ"]),
    ("the rain", ["rain every|rains"]),
    ("don't judge me", ["judge"]),
    ("happy holidays", ["holidays"]),
    ("missing her cooking", ["cooking"]),
]

MINJUN_CHECKS: list[Check] = [
    ("2026-02-15", "what should I cook for Ji-eun tonight?", ["pregnant"], []),
    ("2026-03-08", "what is 12 times 14?", [], ["*"]),
    ("2026-05-03", "what's my name?", ["Min-jun"], ["MJ"]),
    ("2026-06-20", "what can we do on the weekends in July?", [], ["Tokyo|Osaka"]),
    ("2026-07-25", "can you give me a latte recipe?", ["lactose"], []),
    ("2026-11-08", "how do I prepare for my first one-on-one with my manager?", ["Priya"], ["Dave"]),
    ("2026-12-16", "what can I get my wife for Christmas?", ["Ji-eun"], []),
    ("2026-12-16", "should we look at houses in Burnaby again?", ["lease"], []),
    ("2026-12-16", "what do you know about me?", ["Vancouver|Relic", "Seo-yeon"], ["Nexon", "Mapo", "MJ"]),
]

YEARS = {
    "marguerite": Persona(MARGUERITE, MARGUERITE_KEEP, MARGUERITE_GONE, MARGUERITE_NEVER, MARGUERITE_CHECKS),
    "minjun": Persona(MINJUN, MINJUN_KEEP, MINJUN_GONE, MINJUN_NEVER, MINJUN_CHECKS),
}

# Expectations the first run (and what was fixed after it) did not meet: label -> why, each a strict xfail (one that
# starts to pass must leave this list).
KNOWN: dict[str, str] = {
    "marguerite: her great-grandson Léo": "'My granddaughter Chloé had her baby! A little boy, Léo, born on June 9.' keeps "
                                          "only 'User's granddaughter Chloé had her baby'",
    "marguerite: the bridge club": "'There is a bridge club here on Tuesdays, I go now.' is not read",
    "marguerite: the cat keeps her company at home (with Marc now)": "'User's cat Minou keeps them company' stays beside "
                                                                     "'User's cat Minou is with Marc'",
    "marguerite: 2026-06-18 What should I knit for the baby?": "Léo is not stored (above)",
    "marguerite: 2026-09-30 When do I sign at the notary?": "'The notary is on October 20.' is not read",
    "minjun: from Seoul": "'… 33, game developer from Seoul' is not read as where he is from",
    "minjun: lives in Mapo (Vancouver now)": "'we arrived in Vancouver!' is not read as the move; 'User lives in Mapo in "
                                             "small apartment' stays",
    "minjun: his last day at Nexon (past)": "'User's last day at Nexon will be on 20 March 2026' stays live after the day",
    "minjun: 2026-12-16 should we look at houses in Burnaby again?": "'User extended their lease for one more year' is "
                                                                     "not brought ('houses' brings the home in Mapo, "
                                                                     "the house not bought, the flat found)",
    "minjun: 2026-12-16 what do you know about me?": "the profile holds 'User lives in Mapo …' and 'User works at Nexon …'",
}


# ================================================================ the tests: tests/newuser.py's, collected here

if __name__ == "__main__":
    newuser.main(YEARS)
