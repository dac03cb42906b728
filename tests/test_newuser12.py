"""Two new users' years through a real Brain, a turn at a time (newuser12, session 45; docs/extraction.md, "newuser12").

Gary, 44, a single dad in Glasgow and a bus mechanic on shifts at the Larkfield depot, who writes in short Scots lines;
his son Ewan who starts university (in Dundee, corrected from Aberdeen), his daughter Isla who gets a Saturday job at a
café, his mum Betty who has a fall and goes from her flat in Govan into Fairhaven care home, a Benidorm holiday
cancelled for it, nights changed to days, dating Karen, giving up drinking, and the Great Scottish Run half marathon in
October (that he runs); and Sina, 71, a retired schoolteacher in Māngere (Auckland) of Samoan heritage and an elder at
her church, with type 2 diabetes (metformin, then gliclazide added, then gliclazide stopped for empagliflozin), many
grandchildren (a granddaughter born, corrected from Maria to Malia; a grandson Ioane's wedding), her brother's funeral
in Apia, her house sold and a move to a unit in Papatoetoe, a Brisbane Christmas called off, and video calls learned.

Everything below the line "what a person keeps" was written with the conversations, BEFORE the extractor or the store
ran on them (committed alone first). The harness and the meaning of ``KEEP``, ``GONE``, ``NEVER`` and ``CHECKS`` are
tests/newuser.py's and tests/test_newuser8.py's. The comment after a line says what a careful person keeps (+) or ends
(-) on reading it.

Run ``PYTHONPATH=$PWD python tests/test_newuser12.py`` for the figures of both years.
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

# ================================================================ Gary, Glasgow

GARY: list[Conversation] = [
    ("2026-01-10", [
        "alright. Gary here, 44, from Glasgow",                       # + name, age, Glasgow
        "im a bus mechanic at the First Bus depot in Larkfield",      # + bus mechanic at First Bus, Larkfield
        "on nights the now, 4 on 4 off",                              # + works nights
        "whats a good way to sleep during the day",                   # nothing
    ]),
    ("2026-01-24", [
        "single dad. two kids, Ewan is 17 and Isla is 15",            # + son Ewan 17, daughter Isla 15
        "their mum lives in Aberdeen with her new man",               # + (their mum in Aberdeen; may be kept)
        "quick dinners a 15 year old will actually eat",              # nothing
    ]),
    ("2026-02-07", [
        "Ewan got an offer from Aberdeen uni for engineering",        # + (Ewan's offer)
        "he wants to do mechanical engineering",                      # + (may be kept)
        "how does student finance work in Scotland",                  # nothing
    ]),
    ("2026-02-21", [
        "booked Benidorm for the three of us in July, 2 weeks",       # + the Benidorm trip in July
        "first holiday abroad since the divorce",                     # nothing more
        "what to pack for Benidorm with teenagers",                   # nothing
    ]),
    ("2026-03-08", [
        "my mum Betty had a fall last night. broke her hip",          # + mum Betty, broke her hip
        "shes in the Queen Elizabeth hospital",                       # + (in hospital; ends when she goes to the home)
        "shes 78 and lives on her own in Govan",                      # + mum 78, lives alone in Govan
        "what happens after a hip operation at 78",                   # nothing
    ]),
    ("2026-03-20", [
        "had to cancel Benidorm. cant leave mum",                     # - the Benidorm trip
        "waste of a deposit but there you go",                        # nothing
        "how do I get a refund from Jet2",                            # nothing
    ]),
    ("2026-04-04", [
        "decided to stop drinking. been on the bevvy too much since mum",  # + stopped drinking
        "day 5 off the drink",                                        # nothing more
        "what can I drink at the pub instead of lager",               # nothing
    ]),
    ("2026-04-18", [
        "mum is going into Fairhaven care home in Cardonald next week",  # + (the move into the home)
        "the social worker says she cant manage stairs anymore",      # nothing
        "how much does a care home cost in Scotland",                 # nothing
    ]),
    ("2026-05-02", [
        "mum moved into Fairhaven on Tuesday. she hates the food",    # + mum in Fairhaven; - mum in Govan; - hospital
        "im clearing her flat in Govan at the weekends",              # + (a chore for now)
        "how do you sell an old piano",                               # nothing
    ]),
    ("2026-05-16", [
        "started running to keep off the drink. Couch to 5k",         # + running
        "signed up for the Great Scottish Run half marathon in October",  # + the half marathon in October
        "running plan for a total beginner",                          # nothing
    ]),
    ("2026-05-30", [
        "Isla got a Saturday job at a café in Partick",               # + Isla works Saturdays at a café in Partick
        "shes buzzing. £7 an hour",                                   # nothing
        "does she need to pay tax on a part time job at 15",          # nothing
    ]),
    ("2026-06-13", [
        "correction, Ewans going to Dundee not Aberdeen. he took the Dundee offer",  # + Dundee; - Aberdeen
        "starts in September",                                        # + (starts in September)
        "what does a student need for halls",                         # nothing
    ]),
    ("2026-06-27", [
        "met someone. Karen. shes a nurse at the Royal",              # + Karen, a nurse
        "first date on Friday at a wee Italian in Finnieston",        # + (the date on Friday)
        "what to talk about on a first date at 44",                   # nothing
    ]),
    ("2026-07-11", [
        "the depot moved me onto day shift. 7 till 3 now",            # + day shift; - nights
        "sleeping way better",                                        # nothing
        "meal prep for early shifts",                                 # nothing
    ]),
    ("2026-07-25", [
        "3 months sober today",                                       # + (sober; may be kept)
        "Karen and me are official now",                              # + girlfriend Karen
        "ideas for a day out in Glasgow in the rain",                 # nothing
    ]),
    ("2026-08-22", [
        "cant believe it. my knee is sore after the long runs",       # nothing worth keeping past the week
        "physio says its runners knee",                               # + (runner's knee; may be kept)
        "exercises for runners knee",                                 # nothing
    ]),
    ("2026-09-12", [
        "dropped Ewan at Dundee today. halls at Belmont",             # + Ewan at uni in Dundee
        "house is quiet without him",                                 # nothing
        "how often should I text my son at uni",                      # nothing
    ]),
    ("2026-10-04", [
        "did the half marathon today! 2 hours 11",                    # + ran the half in 2:11; - the plan
        "legs are wrecked",                                           # nothing
        "what to eat after a half marathon",                          # nothing
    ]),
    ("2026-10-24", [
        "Isla quit the café job. too much with her Highers",          # - Isla's café job
        "mum's settled in at Fairhaven now. she likes the bingo",     # + (mum at Fairhaven kept)
        "study timetable for Highers",                                # nothing
    ]),
    ("2026-11-14", [
        "sold mums flat in Govan",                                    # - clearing the flat
        "Karen is moving in with us in January",                      # + Karen moving in, January 2027
        "how do I tell my daughter my girlfriend is moving in",       # nothing
    ]),
    ("2026-12-19", [
        "Ewan home for Christmas on the 20th",                        # + (a visit)
        "Merry Christmas pal",                                        # nothing
        "non alcoholic drinks for Christmas dinner",                  # nothing
    ]),
]

# ---------------------------------------------------------------- what a person keeps (written before any run)

GARY_KEEP: Expect = [
    ("his name", ["Gary"]),
    ("his age", ["44"]),
    ("lives in Glasgow", ["Glasgow"]),
    ("a bus mechanic", ["mechanic"]),
    ("the day shift", ["day shift|7 till 3|days"]),
    ("his son Ewan", ["Ewan"]),
    ("his daughter Isla", ["Isla"]),
    ("his mum Betty", ["Betty|mum"]),
    ("mum in Fairhaven care home", ["Fairhaven"]),
    ("stopped drinking", ["drink|drinking|sober|bevvy"]),
    ("Ewan at Dundee", ["Dundee"]),
    ("girlfriend Karen", ["Karen"]),
    ("Karen moving in in January", ["Karen", "moving in|January"]),
    ("runs (the half marathon done)", ["half marathon|running|Great Scottish"]),
]

GARY_GONE: Expect = [
    ("on nights (days now)", ["nights"]),
    ("the Benidorm trip (cancelled)", ["Benidorm", "booked|July|2 weeks|trip"]),
    ("mum lives on her own in Govan (in the home)", ["lives", "Govan"]),
    ("mum in hospital (in the home)", ["Queen Elizabeth"]),
    ("mum going into Fairhaven (went)", ["going into|next week"]),
    ("Ewan at Aberdeen uni (Dundee)", ["Aberdeen uni|offer from Aberdeen"]),
    ("the half marathon ahead (run)", ["signed up"]),
    ("Isla's café job (quit)", ["Saturday job|café in Partick|works at a café"]),
    ("clearing mum's flat (sold)", ["clearing"]),
    ("the first date on Friday (over)", ["first date"]),
]

GARY_NEVER: Expect = [
    ("waste of a deposit", ["waste of a deposit|there you go"]),
    ("the house is quiet", ["quiet"]),
    ("legs wrecked", ["wrecked"]),
    ("sleeping better", ["sleeping way better"]),
    ("merry christmas", ["Merry Christmas"]),
    ("buzzing", ["buzzing"]),
]

GARY_CHECKS: list[Check] = [
    ("2026-03-20", "can you remind me what I need to sort for the holiday", [], ["Benidorm"]),
    ("2026-06-13", "how far is it to drive to my son's uni", ["Dundee"], ["Aberdeen uni"]),
    ("2026-07-25", "good pub quiz nights in the west end", ["drink|drinking|sober"], []),
    ("2026-08-01", "whats 20 percent of 340", [], ["*"]),
    ("2026-11-14", "what to bring mum when I visit on Sunday", ["Fairhaven"], ["Queen Elizabeth"]),
    ("2026-12-19", "what do you know about me", ["Karen", "Dundee"], ["Benidorm", "nights"]),
]

# ================================================================ Sina, Auckland

SINA: list[Conversation] = [
    ("2026-01-12", [
        "Talofa lava. My name is Sina Faleolo and I am 71 years old.",  # + name, age
        "I am a retired schoolteacher. I taught at Māngere College for 32 years.",  # + retired teacher, Māngere College
        "My granddaughter Losa is helping me learn to use this.",      # + granddaughter Losa
        "How do I make the letters bigger on my iPad?",                # nothing
    ]),
    ("2026-01-26", [
        "I live in Māngere East in the house my late husband Tavita built.",  # + lives in Māngere East; + late husband Tavita
        "I am an elder at the EFKS church in Māngere.",                # + church elder, EFKS Māngere
        "I have six children and nineteen grandchildren.",             # + six children, nineteen grandchildren
        "Can you help me write a short prayer for Sunday?",            # nothing
    ]),
    ("2026-02-09", [
        "I have type 2 diabetes. I take metformin twice a day.",       # + type 2 diabetes; + metformin
        "My HbA1c was 64 at my last check.",                           # + (a reading; may be kept)
        "What is a good breakfast for a diabetic?",                    # nothing
    ]),
    ("2026-02-23", [
        "The doctor has added gliclazide in the mornings because my sugars are still high.",  # + gliclazide
        "I must stop eating white bread and keep the taro small.",     # + (the diet advice; may be kept)
        "What are the signs of low blood sugar?",                      # nothing
    ]),
    ("2026-03-14", [
        "My son Sione and his wife Ana are expecting a baby in May.",  # + (Sione and Ana expecting)
        "It will be my twentieth grandchild!",                         # nothing more
        "What is a nice gift to make for a new baby?",                 # nothing
    ]),
    ("2026-03-29", [
        "Sad news. My older brother Fa'amoe passed away in Apia yesterday.",  # + brother Fa'amoe died
        "I am flying to Apia on Thursday for the funeral.",            # + (the trip to Apia; ends when back)
        "The funeral is on 6 April at our family church in Vaimoso.",  # + (the funeral's day)
        "What do I need to take to Samoa in my hand luggage with insulin pens?",  # nothing (she has no insulin)
    ]),
    ("2026-04-16", [
        "I am back from Apia. The funeral was beautiful, fa'afetai.",  # - the trip to Apia
        "I am very tired from the flight.",                            # nothing
        "How do I get over jet lag at my age?",                        # nothing
    ]),
    ("2026-05-08", [
        "Sione and Ana had a baby girl on Tuesday! Her name is Maria.",  # + granddaughter born; - expecting
        "She was 3.4 kg.",                                             # nothing more
        "A Samoan blessing for a newborn?",                            # nothing
    ]),
    ("2026-05-20", [
        "Sorry, the baby's name is Malia, not Maria. My iPad changed it.",  # + Malia; - Maria
        "Losa showed me how to do video calls on WhatsApp.",           # + uses WhatsApp video calls
        "How do I call two people at the same time on WhatsApp?",      # nothing
    ]),
    ("2026-06-06", [
        "My grandson Ioane is getting married on 21 November to Mele.",  # + Ioane's wedding on 21 November to Mele
        "The wedding will be at our church and the reception in Ōtāhuhu.",  # + (the reception)
        "How do I start a speech for my grandson's wedding?",          # nothing
    ]),
    ("2026-06-27", [
        "My children want me to sell the house. It is too big for me now.",  # nothing yet
        "We are looking at a two bedroom unit in Papakura.",           # + (looking at a unit)
        "What should I ask at an open home?",                          # nothing
    ]),
    ("2026-07-11", [
        "The doctor stopped the gliclazide. I was getting dizzy.",     # - gliclazide
        "Now I take empagliflozin with the metformin.",                # + empagliflozin; metformin kept
        "Does empagliflozin make you go to the toilet more?",          # nothing
    ]),
    ("2026-07-25", [
        "Actually the unit is in Papatoetoe, not Papakura. I always mix them up.",  # + Papatoetoe; - Papakura
        "We made an offer on it yesterday.",                           # + (the offer)
        "How does a conditional offer work in New Zealand?",           # nothing
    ]),
    ("2026-08-15", [
        "The house in Māngere East is sold.",                          # + house sold
        "I move to the unit in Papatoetoe on 12 September.",           # + moving on 12 September
        "How do I give away furniture to families who need it?",       # nothing
    ]),
    ("2026-09-19", [
        "I moved into my new unit in Papatoetoe last Saturday.",       # + lives in Papatoetoe; - Māngere East; - the moving
        "It is small but it is warm and close to my daughter Lagi.",   # + daughter Lagi
        "How do I set up the television?",                             # nothing
    ]),
    ("2026-10-03", [
        "My HbA1c came down to 52! The doctor is very happy.",         # + HbA1c 52; - 64
        "I walk around the block every morning with my neighbour Rosa.",  # + morning walks (with Rosa)
        "A diabetic friendly dessert for a church lunch?",             # nothing
    ]),
    ("2026-10-17", [
        "We were going to Brisbane for Christmas to see my son Paulo.",  # + son Paulo in Brisbane; + (Christmas plan)
        "But it is cancelled now, the flights are too dear after the wedding.",  # - the Brisbane Christmas
        "How can I make a video call with Paulo's family on Christmas Day?",  # nothing
    ]),
    ("2026-11-22", [
        "Ioane and Mele were married yesterday. Such a joyful day.",   # + Ioane married Mele; - the wedding ahead
        "I gave the speech and I did not cry until the end.",          # nothing
        "How do I send the wedding photos to my family in Samoa?",     # nothing
    ]),
    ("2026-12-13", [
        "I now do a video call every Sunday with my sister Tina in Apia.",  # + weekly video call with sister Tina
        "I am reading the lesson at church on Christmas Eve.",         # + (reading the lesson, a plan)
        "Merry Christmas to you too.",                                 # nothing
        "How long does a reading usually take?",                       # nothing
    ]),
]

SINA_KEEP: Expect = [
    ("her name", ["Sina"]),
    ("her age", ["71"]),
    ("a retired schoolteacher", ["retired|teacher"]),
    ("a church elder", ["elder"]),
    ("type 2 diabetes", ["diabetes"]),
    ("metformin", ["metformin"]),
    ("empagliflozin", ["empagliflozin"]),
    ("her late husband Tavita", ["Tavita"]),
    ("granddaughter Malia", ["Malia"]),
    ("grandson Ioane married Mele", ["Ioane", "Mele"]),
    ("lives in Papatoetoe", ["Papatoetoe"]),
    ("brother Fa'amoe died", ["Fa'amoe"]),
    ("son Paulo in Brisbane", ["Paulo", "Brisbane"]),
    ("video calls with her sister Tina", ["Tina"]),
    ("HbA1c 52", ["52"]),
]

SINA_GONE: Expect = [
    ("gliclazide (stopped)", ["gliclazide"]),
    ("lives in Māngere East (Papatoetoe now)", ["lives", "Māngere East|Mangere East"]),
    ("the unit in Papakura (corrected)", ["Papakura"]),
    ("the baby named Maria (corrected)", ["Maria"]),
    ("Sione and Ana expecting (born)", ["expecting"]),
    ("flying to Apia (back)", ["flying to Apia"]),
    ("Ioane getting married (married)", ["getting married"]),
    ("moving on 12 September (moved)", ["12 September|September 12"]),
    ("Brisbane for Christmas (cancelled)", ["Brisbane", "Christmas"]),
    ("HbA1c 64 (52 now)", ["64"]),
    ("looking at a unit (bought, moved)", ["looking at"]),
]

SINA_NEVER: Expect = [
    ("tired from the flight", ["tired"]),
    ("3.4 kg", ["3.4"]),
    ("insulin pens (she has none)", ["insulin"]),
    ("did not cry", ["cry"]),
    ("merry christmas", ["Merry Christmas"]),
    ("a joyful day", ["joyful"]),
]

SINA_CHECKS: list[Check] = [
    ("2026-03-29", "what snacks should I take on the plane?", ["diabetes|metformin|gliclazide"], []),
    ("2026-05-20", "help me write a card for my new granddaughter", ["Malia"], ["Maria"]),
    ("2026-07-11", "I feel dizzy in the mornings, what could it be?", ["empagliflozin|metformin"], ["takes gliclazide"]),
    ("2026-08-01", "what is 15 percent of 80 dollars?", [], ["*"]),
    ("2026-10-17", "how should I spend Christmas Day?", [], ["going to Brisbane for Christmas"]),
    ("2026-12-13", "what do you know about me?", ["Papatoetoe", "empagliflozin"], ["gliclazide", "Māngere East"]),
]

YEARS = {
    "gary": Persona(GARY, GARY_KEEP, GARY_GONE, GARY_NEVER, GARY_CHECKS),
    "sina": Persona(SINA, SINA_KEEP, SINA_GONE, SINA_NEVER, SINA_CHECKS),
}

# Expectations the first run (and what was fixed after it) did not meet: label -> why, each a strict xfail (one that
# starts to pass must leave this list).
KNOWN: dict[str, str] = {
    "gary: mum lives on her own in Govan (in the home)": "'mum moved into Fairhaven on Tuesday' is not read (a parent's move, "
                                                          "said with no place word after 'into')",
    "gary: mum in hospital (in the home)": "the move into the home is not read (above), so nothing ends 'User's mum Betty is in "
                                           "the Queen Elizabeth hospital'",
    "gary: mum going into Fairhaven (went)": "the move into the home is not read (above)",
    "gary: the half marathon ahead (run)": "'did the half marathon today! 2 hours 11' is not read, so the sign-up stays",
    "gary: Isla's café job (quit)": "'Isla quit the café job' is stored but does not end 'User's kid Isla got a job on "
                                    "Saturdays at a café in Partick' (a child's job quit)",
    "gary: 2026-11-14 what to bring mum when I visit on Sunday": "brings the hospital and the home in Govan (above)",
    "gary: 2026-12-19 what do you know about me": "the profile is only 'User's mum is Betty' (what the question brings, not "
                                                  "Karen or Dundee)",
    "sina: son Paulo in Brisbane": "'We were going to Brisbane for Christmas to see my son Paulo' keeps only 'User's son is "
                                   "Paulo' (the plan, called off after, is the only place Brisbane is said)",
    "sina: HbA1c 52": "'My HbA1c came down to 52!' is not read (no reading of a blood test kept)",
    "sina: gliclazide (stopped)": "the stop is kept as 'User stopped taking gliclazide' (the taking is ended; the label "
                                  "written before the run asks for no live 'gliclazide' at all)",
    "sina: moving on 12 September (moved)": "the done move's own date is 12 September ('User moved into their new unit in "
                                            "Papatoetoe on Saturday, 12 September 2026'); 'I move to the unit … on 12 "
                                            "September' was never stored",
    "sina: tired from the flight": "the label's word 'tired' is inside 'User is a retired schoolteacher' (a label written "
                                   "before the run, kept as it was)",
    # (since session 51, "… had a baby girl on Tuesday! Her name is Maria." names her, and the correction makes it Malia)
    "sina: 2026-05-20 help me write a card for my new granddaughter": "Malia is kept as the baby 'User's son Sione and Ana "
                                                                        "had …', not as a granddaughter: the card brings "
                                                                        "Losa, the granddaughter named as such",
    "sina: 2026-07-11 I feel dizzy in the mornings, what could it be?": "no medicine is brought for dizziness",
}


# ================================================================ the tests: tests/newuser.py's, collected here

if __name__ == "__main__":
    newuser.main(YEARS)
