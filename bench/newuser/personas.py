"""New users' years (newuser2, session 37: dylan, ada; newuser3, session 38: tomas, priya; newuser4, session 39:
kwame, andrzej; newuser5: thao, dennis; newuser6: adjoa, yolanda; newuser7, session 41: jari, fernanda, with recall
checks along the year in ``CHECKS``), each written before the daemon was run on it.

Each conversation is (date, [user lines]); every user line is answered by a short assistant reply.
``KEEP`` is what a careful person would hold live about the user at the end of the year (written with the
conversations, before the first run). ``PROBES`` are later messages to try ``mercuryctl recall`` with.
"""

from __future__ import annotations

DYLAN = [
    ("2026-01-08", [
        "Hiya, I'm Dylan. I'm 22 and a second year apprentice electrician in Cardiff.",
        "I work for Taff Valley Electrical, mostly domestic rewires and consumer units.",
        "I live with my parents in Ely for now and I'm saving for a van.",
        "Keep your answers short please, I read them on my phone on site.",
    ]),
    ("2026-02-14", [
        "Big news, my girlfriend Ffion and I are moving in together next month!",
        "We've got a one bed flat in Canton, move in date is 7 March.",
        "Can you give me a checklist for setting up bills in a new flat?",
    ]),
    ("2026-03-20", [
        "Moved into the flat in Canton now, still living out of boxes lol.",
        "Also I've started boxing at a gym in Grangetown, Tuesdays and Thursdays after work.",
        "What should I eat before a session?",
    ]),
    ("2026-04-25", [
        "Quick one, how do I work out voltage drop on a 20m radial?",
        "Show the working please.",
        "Cheers, my college assessor Gareth said the same.",
    ]),
    ("2026-05-30", [
        "I've gone vegetarian, Ffion's been on at me for ages and I feel better for it.",
        "Boxing has moved to Monday and Wednesday nights now, the coach changed the timetable.",
        "Any high protein veggie lunches I can take on site?",
    ]),
    ("2026-07-04", [
        "Good news, my sister Cerys had a baby boy on Tuesday, Osian, 7lb 2oz.",
        "So I'm an uncle now! What's a decent present for a newborn?",
    ]),
    ("2026-08-19", [
        "I've left Taff Valley. Started at Pendragon Electrical Services on Monday, better money and they do commercial work.",
        "Still an apprentice though, I finish my Level 3 next summer.",
        "How do I ask my new boss for more time on the tools?",
    ]),
    ("2026-09-26", [
        "I've packed in the boxing, my shoulder's been sore and shifts are too long now.",
        "Going to just do a bit of running instead when I can.",
        "Weather's been grim this week hasn't it.",
    ]),
    ("2026-10-31", [
        "From now on can you give me more detail, not short answers. I'm on a laptop in the evenings now.",
        "And always use UK wiring regs, BS 7671, not American stuff.",
        "How do I test an RCD properly?",
    ]),
    ("2026-11-27", [
        "Just to remind you, I'm Dylan, apprentice sparky at Pendragon, living in Canton with Ffion.",
        "Can you help me plan a budget for Christmas?",
    ]),
]

DYLAN_KEEP = [
    "User's name is Dylan",
    "User is 22",  # (23 by the end? never said)
    "User is an apprentice electrician (second year; Level 3 finishes next summer)",
    "User works at Pendragon Electrical Services (was Taff Valley Electrical: superseded)",
    "User lives in Canton, Cardiff, with girlfriend Ffion (was: with parents in Ely: superseded)",
    "User's girlfriend is Ffion",
    "User is saving for a van",
    "User wants more detailed answers, not short (was: short answers: superseded)",
    "User wants UK wiring regs, BS 7671",
    "User is vegetarian",
    "User stopped boxing (boxing Tue/Thu then Mon/Wed: ended)",
    "User's sister Cerys had a baby boy, Osian, in June/July 2026 (User is an uncle)",
    "User's college assessor is Gareth (slight)",
    "User goes running when he can (slight)",
]

DYLAN_PROBES = [
    "What should I make for tea tonight?",
    "Can you recommend a training plan to get fitter?",
    "How do I size a cable for an electric shower?",
    "What should I get my nephew for his first Christmas?",
    "Any tips for my Level 3 exams?",
    "Should I buy a van or lease one?",
    "Help me write a message to my boss asking for a pay rise",
    "What's a nice date night idea in Cardiff?",
    "How do I wire a socket in an American house?",
    "What do you know about me?",
]

ADA = [
    ("2026-01-12", [
        "Hello! My name is Adaeze Okonkwo, I'm a Nigerian PhD student at the University of Glasgow, second year, in microbiology.",
        "My thesis is on antimalarial drug resistance in Plasmodium falciparum.",
        "My supervisor is Dr Fiona Baird.",
        "I live in a shared flat in Partick with two other students.",
        "Please use British spelling in anything you write for me.",
    ]),
    ("2026-02-18", [
        "I write my thesis in Overleaf, but it's getting slow with so many figures.",
        "How do I split a LaTeX document into chapters?",
    ]),
    ("2026-03-24", [
        "Bad news, Dr Baird is leaving Glasgow for a job in Edinburgh in April.",
        "My new supervisor will be Professor Iain Mackenzie.",
        "I'm a bit nervous, he's very strict about deadlines.",
    ]),
    ("2026-04-29", [
        "My visa runs out in September so I need to apply for an extension.",
        "What documents do I need for a Student visa extension from inside the UK?",
    ]),
    ("2026-05-27", [
        "Prof Mackenzie and I agreed to change my thesis topic. It's now antimicrobial resistance genes in Glasgow wastewater.",
        "I'm dropping the Plasmodium work, the lab time is too expensive.",
        "Also I've moved my thesis from Overleaf to VS Code with LaTeX Workshop, much faster.",
    ]),
    ("2026-06-30", [
        "My brother Chukwuemeka got married in Enugu on Saturday! I watched on video call.",
        "I couldn't travel because of my visa application.",
        "Can you help me write a short congratulations message to his wife Amara?",
    ]),
    ("2026-08-06", [
        "Visa extension approved, it's valid until January 2028 now.",
        "I also moved flat, I live in Dennistoun now, on my own, no more flatmates.",
        "How do I set up council tax as a student?",
    ]),
    ("2026-09-15", [
        "I've stopped eating meat, I'm pescatarian now. Fish is fine.",
        "I go to choir at my church every Thursday evening, it keeps me sane.",
        "What's a quick pescatarian dinner?",
    ]),
    ("2026-10-21", [
        "Please use APA referencing when you help me with citations.",
        "What's the difference between a systematic review and a scoping review?",
    ]),
    ("2026-11-25", [
        "Change of plan, Prof Mackenzie wants Harvard referencing, not APA, so use Harvard from now on.",
        "Choir has moved to Wednesday evenings.",
        "It's so cold in Glasgow, how do you people survive.",
    ]),
]

ADA_KEEP = [
    "User's name is Adaeze Okonkwo",
    "User is a Nigerian PhD student at the University of Glasgow, second year, microbiology",
    "User's thesis is on antimicrobial resistance genes in Glasgow wastewater (was: antimalarial drug resistance: ended)",
    "User's supervisor is Professor Iain Mackenzie (was Dr Fiona Baird, who left for Edinburgh: superseded)",
    "User lives in Dennistoun on her own (was: shared flat in Partick: superseded)",
    "User wants British spelling",
    "User wants Harvard referencing (was APA: superseded)",
    "User writes her thesis in VS Code with LaTeX Workshop (was Overleaf: superseded)",
    "User's visa was extended to January 2028 (was: runs out in September: superseded)",
    "User is pescatarian",
    "User goes to choir at church on Wednesday evenings (was Thursday: superseded)",
    "User's brother Chukwuemeka married Amara in Enugu in June 2026",
    "User dropped the Plasmodium work (part of the topic change)",
]

ADA_PROBES = [
    "Can you suggest a dinner for tonight?",
    "Help me format the references for my literature review chapter",
    "Can you proofread this paragraph of my thesis introduction?",
    "How should I prepare for my meeting with my supervisor next week?",
    "What should I do this Wednesday evening?",
    "How do I add a bibliography in my editor?",
    "Do I need to worry about my visa before my viva?",
    "What should I send my brother for his first anniversary?",
    "Is Partick a good area to live?",
    "What do you know about me?",
]

PERSONAS = {"dylan": (DYLAN, DYLAN_KEEP, DYLAN_PROBES), "ada": (ADA, ADA_KEEP, ADA_PROBES)}

# ---------------------------------------------------------------- newuser3 (session 38): written before any run

TOMAS = [
    ("2026-01-10", [
        "Hi there. I'm Tomás, I'm 34 and I live in Galway with my wife Aoife and our little girl Saoirse.",
        "I'm a physio at a sports clinic, mostly knees and shoulders from GAA lads.",
        "Aoife's a nurse, she works nights at the moment so I do the school run.",
        "Can you explain the difference between tendinopathy and tendinitis in plain terms?",
    ]),
    ("2026-02-12", [
        "My brother Eoin is moving to Boston in the summer, he got a job with a software company over there.",
        "Mam is devastated, she thinks she'll never see him.",
        "Any ideas for a going away present that's not naff?",
    ]),
    ("2026-03-17", [
        "Happy Paddy's day! Town is mental, we're staying in.",
        "Saoirse started Irish dancing on Saturday mornings, she loves it.",
        "What's a good warm up routine for a 6 year old? I know, physio asking, but kids are different.",
    ]),
    ("2026-04-21", [
        "Bit of a disaster, I broke my wrist falling off my bike on the prom.",
        "Cast for six weeks, so I can't type much and I can't treat patients either, I'm on light duties doing admin.",
        "Keep your replies short, I'm typing with one hand.",
    ]),
    ("2026-05-26", [
        "Aoife's moved onto days now, so she does the mornings and I do pick up.",
        "Eoin's changed his mind, he's not going to Boston after all, he's moving to Cork instead with the same company.",
        "Mam is delighted obviously.",
    ]),
    ("2026-06-30", [
        "Cast is off, wrist is back to normal more or less, back treating patients this week.",
        "You can go back to normal length answers now.",
        "How do I get my grip strength back quickly?",
    ]),
    ("2026-08-04", [
        "Big change, I've left the clinic. I've taken a job as team physio with Connacht Rugby, starting next month.",
        "It means travelling to away games most weekends during the season.",
        "How do I manage concussion protocols for a pro squad?",
    ]),
    ("2026-09-15", [
        "First month at Connacht done, the lads are sound.",
        "Saoirse's Irish dancing has moved to Sunday afternoons because of my weekends away.",
        "Any tips for sleeping on a team bus?",
    ]),
    ("2026-10-27", [
        "Aoife and I are going to Lisbon for our tenth anniversary in November, first trip without Saoirse.",
        "My mam is minding her.",
        "What should we see in Lisbon in three days?",
    ]),
    ("2026-12-02", [
        "Just so you know I'm still with Connacht, still in Galway. Aoife's still on days.",
        "Eoin is settled in Cork now, loves it.",
        "Help me plan Christmas around a match on St Stephen's Day?",
    ]),
]

TOMAS_KEEP = [
    "User's name is Tomás",
    "User is 34",
    "User lives in Galway",
    "User's wife is Aoife, a nurse",
    "Aoife works days (was: nights: superseded)",
    "User's daughter is Saoirse (6)",
    "User's brother Eoin moved to Cork (was: moving to Boston: superseded)",
    "User is team physio with Connacht Rugby (was: physio at a sports clinic: superseded)",
    "User travels to away games most weekends in the season",
    "Saoirse does Irish dancing on Sunday afternoons (was: Saturday mornings: superseded)",
    "User and Aoife went to Lisbon for their tenth anniversary in November (slight)",
    "(not live: broken wrist, can't type, can't treat patients, light duties, short replies: all ended)",
]

TOMAS_PROBES = [
    "Who does the school run on Mondays in our house?",
    "Can you write me a quick typing exercise plan?",
    "What's a good stretching routine for after a match?",
    "I'm visiting my brother next month, what should I do there?",
    "Help me explain my job to Saoirse's class",
    "What should I plan for Saoirse this Saturday morning?",
    "Can you write a longer explanation of ACL rehab phases?",
    "Any ideas for our next anniversary?",
    "Should I keep a work diary at the clinic?",
    "What do you know about me?",
]

PRIYA = [
    ("2026-01-14", [
        "Hello, I'm Priya Raman, 41, a data analyst at an insurance company in Leicester.",
        "My husband Raj works from home on Mondays and Fridays, so those are our quiet days.",
        "We have a daughter, Anika, who's 17 and wants to study medicine.",
        "Please show any code in Python, I don't use R.",
    ]),
    ("2026-02-19", [
        "I've stopped eating meat, trying it for the new year and sticking with it.",
        "Can you suggest some Indian vegetarian recipes that aren't all paneer?",
    ]),
    ("2026-03-25", [
        "Argh, I broke my wrist slipping on ice outside the office. Right wrist, of course.",
        "I can't type much so I'm using dictation, forgive the typos.",
        "And I can't drive for six weeks, Raj is taking me everywhere.",
    ]),
    ("2026-04-28", [
        "Anika has decided she doesn't want to do medicine after all, she's applying for veterinary science instead.",
        "Can you help her with a personal statement outline for vet school?",
    ]),
    ("2026-05-29", [
        "The cast is off! Wrist is back to normal, I'm typing properly again and driving.",
        "Raj is back in the office full time now, his company ended hybrid working.",
        "So the house is quiet all week, which I love.",
    ]),
    ("2026-06-24", [
        "I'm pescatarian now actually, I started eating fish again, I was getting tired all the time.",
        "Good fish curry recipe?",
    ]),
    ("2026-07-30", [
        "Lovely weather this week, we had a barbecue in the garden.",
        "Anika got her predicted grades, AAA, so vet school is looking good.",
        "How do I do a pivot table in pandas?",
    ]),
    ("2026-09-08", [
        "I've got a new job! I'm joining Next as a senior data analyst, at their head office in Enderby.",
        "Left the insurance place last Friday, no regrets.",
        "What should I do in my first week to make a good impression?",
    ]),
    ("2026-10-20", [
        "Please keep code examples short, with comments, I'm reading them between meetings.",
        "How do I join two dataframes on two columns?",
    ]),
    ("2026-11-30", [
        "Reminder: Priya, senior analyst at Next, Python only please.",
        "Anika has an interview at the Royal Veterinary College next week, fingers crossed.",
        "What are good questions for her to ask at the end?",
    ]),
]

PRIYA_KEEP = [
    "User's name is Priya Raman",
    "User is 41",
    "User lives in Leicester",
    "User is a senior data analyst at Next, head office in Enderby (was: data analyst at an insurance company: superseded)",
    "User's husband is Raj",
    "Raj works in the office full time (was: from home Mondays and Fridays: superseded)",
    "User's daughter Anika is 17",
    "Anika is applying for veterinary science (was: wants to study medicine: superseded)",
    "Anika has an interview at the Royal Veterinary College (December 2026)",
    "User is pescatarian (was: stopped eating meat: superseded)",
    "User wants code in Python, not R",
    "User wants code examples short, with comments",
    "(not live: broken wrist, can't type, dictation, can't drive: all ended)",
]

PRIYA_PROBES = [
    "What should I cook for dinner tonight?",
    "Can you suggest a quiet day this week to work from home with Raj?",
    "Help me plan a drive to the Peak District this weekend",
    "Write me a function to clean up a CSV of claims data",
    "What books should Anika read before her interview?",
    "Any tips for my performance review at work?",
    "Is it worth learning R?",
    "Can you send me a long email template for my team?",
    "What's a good wrist exercise routine for typing all day?",
    "What do you know about me?",
]

PERSONAS["tomas"] = (TOMAS, TOMAS_KEEP, TOMAS_PROBES)
PERSONAS["priya"] = (PRIYA, PRIYA_KEEP, PRIYA_PROBES)

# ---------------------------------------------------------------- newuser4 (session 39): written before any run

KWAME = [
    ("2026-01-06", [
        "Hey, I'm Kwame, 29, born in Kumasi in Ghana, and I drive Uber full time in Houston.",
        "I'm doing my prerequisites at Houston Community College because I want to get into nursing school.",
        "I still live with my mom in Alief, she makes me eat breakfast every single morning lol.",
        "Please don't give me huge walls of text, I read your answers between rides.",
    ]),
    ("2026-02-10", [
        "I am night owl, I drive mostly from 8pm to 3am because the surge pricing is better.",
        "Can you give me a trick to remember the cranial nerves?",
    ]),
    ("2026-03-14", [
        "My girlfriend Ama works from home for an insurance company, so she quizzes me on anatomy in the afternoons.",
        "My little sister Akosua is planning to come to Houston from Accra in August to study pharmacy.",
        "What's the best way to study for the TEAS exam?",
    ]),
    ("2026-04-20", [
        "I got accepted into the ADN nursing program at HCC, it starts in August!",
        "What should I buy before nursing school starts?",
    ]),
    ("2026-05-18", [
        "Ama is back in the office five days a week now, her company ended remote work.",
        "So no more afternoon quiz sessions lol.",
        "How do I make good flashcards in Anki?",
    ]),
    ("2026-06-22", [
        "Akosua's student visa got refused, so she's not coming in August after all. She'll study at Legon in Accra instead.",
        "Also I sold my Camry, I'm renting a Prius through Uber's rental program now.",
        "Is a hybrid actually cheaper for rideshare?",
    ]),
    ("2026-07-27", [
        "I moved out of my mom's place, I live in an apartment in Midtown now with a roommate.",
        "Cooking for myself now, any easy meal prep ideas for the week?",
    ]),
    ("2026-08-24", [
        "I quit Uber. I got a job as a patient care technician at Memorial Hermann, night shift, three nights a week.",
        "Ama and I broke up last month. It's been rough but it's for the best.",
        "I gave the Prius back too, I take the bus to the hospital now.",
    ]),
    ("2026-09-29", [
        "Nursing school started, first semester of the ADN program.",
        "My doctor says my blood sugar is borderline prediabetic, so I've cut out soda completely.",
        "Your answers have too many headings and bullet points lately. Keep them plain.",
    ]),
    ("2026-10-27", [
        "You can forget the thing about no walls of text, I study on a laptop at home now so longer explanations are fine.",
        "Can you explain how heparin and warfarin work differently?",
    ]),
    ("2026-11-30", [
        "I'm seeing someone new, her name is Destiny, she's a respiratory therapist at the hospital.",
        "Reminder: Kwame, patient care tech at Memorial Hermann, nursing student at HCC, living in Midtown.",
        "What's a good first Christmas gift for a new girlfriend?",
    ]),
]

KWAME_KEEP = [
    "User's name is Kwame",
    "User is 29",
    "User was born in Kumasi, Ghana",
    "User lives in an apartment in Midtown, Houston, with a roommate (was: with his mom in Alief: superseded)",
    "User eats breakfast every morning (his mom makes him; slight, and arguably ended with the move)",
    "User is a night owl",
    "User is a patient care technician at Memorial Hermann, night shift (was: Uber driver full time: superseded)",
    "User is in the first semester of the ADN nursing program at Houston Community College (was: prerequisites)",
    "User's girlfriend is Destiny, a respiratory therapist (was: Ama: ended by the break-up)",
    "User's sister Akosua is studying at Legon in Accra (was: coming to Houston in August: ended)",
    "User is borderline prediabetic and has cut out soda",
    "User wants plain answers, no headings or bullet points",
    "User is fine with longer explanations (was: no huge walls of text: withdrawn)",
    "User takes the bus (was: Camry, then a rented Prius: both ended)",
    "(not live: Ama works from home; Ama's anything as a girlfriend; User drives Uber; User lives with mom)",
]

KWAME_PROBES = [
    "What should I have for breakfast tomorrow?",
    "Can you explain the renin-angiotensin system for my pharmacology exam?",
    "How do I stay awake on a night shift?",
    "What's a good gift for my girlfriend's birthday?",
    "Plan me a study schedule around my work shifts",
    "How do I get to the hospital if my bus is late?",
    "My sister wants advice on her pharmacy course, what should I tell her?",
    "Which drinks are best for my blood sugar?",
    "How can I earn more from rideshare this weekend?",
    "What do you know about me?",
]

ANDRZEJ = [
    ("2026-01-09", [
        "Good morning. My name is Andrzej Nowicki, I am 67, retired mechanical engineer from Kraków.",
        "I worked 35 years at the steelworks in Nowa Huta, designing rolling mill equipment.",
        "Since this year I am learning to paint with watercolours, I go to a class at the culture centre every Tuesday.",
        "Please use metric units and simple English when you answer me, my English is not perfect.",
    ]),
    ("2026-02-13", [
        "I am night owl, I paint best after midnight when the flat is quiet.",
        "The doctor says my blood pressure is too high, so I am on a low salt diet now.",
        "Can you suggest Polish dishes with little salt?",
    ]),
    ("2026-03-17", [
        "Our son Marek lives in London, he is planning to move back to Kraków next year with his wife and daughter.",
        "My granddaughter Zosia is 6, she does ballet on Saturday mornings.",
        "Too many bullet points in your answers. Keep them plain please.",
    ]),
    ("2026-04-21", [
        "I sold my car, the old Skoda Octavia. In Kraków the tram is enough and parking is a nightmare.",
        "My wife Halina is not happy, she liked the car for visiting her sister in Tarnów.",
        "How do I stop watercolour paper from buckling?",
    ]),
    ("2026-05-26", [
        "The watercolour class has moved to Thursday evenings, there is a new teacher.",
        "I also started oil painting at home, I think I like it more than watercolour.",
        "Which oil paints are good for a beginner?",
    ]),
    ("2026-06-30", [
        "Marek changed his plans, they are staying in London, his wife got a promotion there.",
        "Zosia will start at a Polish-English bilingual school in Ealing in September.",
        "Halina is sad but we will visit them in the summer.",
    ]),
    ("2026-08-04", [
        "I have stopped going to the watercolour class. Now I paint only in oils, at home.",
        "I also joined a chess club in Podgórze, we meet on Wednesday evenings.",
        "How do I clean oil brushes without turpentine smell in the flat?",
    ]),
    ("2026-09-08", [
        "Good news, blood pressure is down, the doctor says I can ease up on the salt now.",
        "Bad news, the cataract in my left eye is getting worse, I have an operation in November.",
        "Is it safe to paint with one eye covered after surgery?",
    ]),
    ("2026-10-13", [
        "You do not need to use simple English any more, my English is better now and you can write normally.",
        "Zosia's ballet has moved to Sunday afternoons, Marek told me on the phone.",
        "I gave up the chess club, the evenings were too late for Halina.",
    ]),
    ("2026-11-24", [
        "The cataract operation went well, I see colours much better now.",
        "Reminder: Andrzej, retired engineer in Kraków, painting in oils, no car.",
        "Which famous painters had cataracts?",
    ]),
]

ANDRZEJ_KEEP = [
    "User's name is Andrzej Nowicki",
    "User is 67",
    "User is a retired mechanical engineer (35 years at the Nowa Huta steelworks)",
    "User lives in Kraków",
    "User's wife is Halina (her sister is in Tarnów)",
    "User paints in oils at home (was: watercolour class Tuesdays, then Thursdays: ended)",
    "User is a night owl, paints after midnight",
    "User wants metric units",
    "User wants plain answers, no bullet points",
    "User's son Marek and family are staying in London (was: moving back to Kraków: ended)",
    "User's granddaughter Zosia (6) does ballet on Sunday afternoons (was: Saturday mornings: superseded)",
    "Zosia goes to a bilingual school in Ealing (from September 2026)",
    "User sold his car (Skoda Octavia); takes the tram",
    "User had a cataract operation in November 2026 that went well",
    "(not live: low salt diet, high blood pressure, simple English, chess club, watercolour class, owns a Skoda)",
]

ANDRZEJ_PROBES = [
    "Can you suggest a dinner recipe for tonight?",
    "Explain how a heat pump works",
    "What should I paint this weekend?",
    "How do I get to the Wawel castle from Kazimierz?",
    "What could I do with Zosia on Saturday morning when we visit?",
    "Any tips for a chess opening for Wednesday?",
    "Should I buy new watercolour brushes?",
    "What should I bring Halina's sister when we visit?",
    "When will Marek's family arrive in Kraków?",
    "What do you know about me?",
]

PERSONAS["kwame"] = (KWAME, KWAME_KEEP, KWAME_PROBES)
PERSONAS["andrzej"] = (ANDRZEJ, ANDRZEJ_KEEP, ANDRZEJ_PROBES)


# ---------------------------------------------------------------- newuser5, session 40: thao, dennis
# Written (conversations, what is kept live, what must be gone, probes) before anything was run on them.
# ``GONE`` holds, per persona, what must NOT be live at the year's end (superseded or ended).

GONE: dict[str, list[str]] = {}

THAO = [
    ("2026-01-09", [
        "Hi! I'm Thao, 31, a community pharmacist in Footscray, Melbourne.",
        "I work at Westside Pharmacy on Barkly St, been there five years now.",
        "My husband Danny teaches maths at Footscray High.",
        "I drive to work, it's only ten minutes.",
        "Can you keep answers in dot points? Easier to skim between scripts.",
    ]),
    ("2026-01-30", [
        "Guess what, we're pregnant!! First one, due 20 June.",
        "I've stopped drinking coffee for now, decaf only 😭",
        "Is it safe to take paracetamol in the first trimester? I know the answer but I want a second opinion lol",
    ]),
    ("2026-02-20", [
        "I play netball on Wednesday nights with a social team from uni.",
        "Tore my hamstring at netball last night 😩 the physio says no running for six weeks.",
        "Any gentle stretches that are safe in pregnancy?",
    ]),
    ("2026-03-25", [
        "Hamstring's healed, but I'm giving netball up until after the baby.",
        "Got diagnosed with gestational diabetes at my glucose test, so I'm checking my sugars four times a day.",
        "Can you suggest some low GI lunches I can take to work?",
    ]),
    ("2026-04-22", [
        "Danny got offered a head of maths job at a school in Brisbane, starting in July.",
        "My mum Lan lives in Sunshine, she'll be so sad if we leave.",
        "How do you even decide something like this with a baby on the way?",
    ]),
    ("2026-05-15", [
        "We've decided, we're moving to Brisbane in July!",
        "I quit Westside today. My last day is 5 June.",
        "Then I'm on maternity leave for six months.",
    ]),
    ("2026-06-24", [
        "He's here!! Our son Khoi was born on 19 June, 3.4kg.",
        "The gestational diabetes has gone, my sugars are back to normal since the birth.",
        "Any tips for getting a newborn to feed at night?",
    ]),
    ("2026-07-20", [
        "We've moved to Brisbane! Staying in a short term rental in Toowong for now.",
        "Danny started at Kelvin Grove State College last week.",
        "So humid here omg",
    ]),
    ("2026-08-18", [
        "Please stop with the dot points, I'd rather have normal paragraphs now. I read on the couch during feeds.",
        "I've gone back to drinking proper coffee, no judgement please.",
        "We sold my car, I take the bus now.",
    ]),
    ("2026-09-15", [
        "Found a house in Ashgrove finally, moving on 1 October!",
        "What's a good checklist for moving house with a baby?",
    ]),
    ("2026-10-20", [
        "Moved into the Ashgrove house last weekend, still boxes everywhere.",
        "I've accepted a job as a hospital pharmacist at the Royal Brisbane and Women's, starting in January, three days a week.",
        "Any tips for going from community to hospital pharmacy?",
    ]),
    ("2026-11-25", [
        "Khoi is five months now and rolling over everywhere.",
        "My mum is flying up to stay with us for Christmas.",
        "What's a good first Christmas present for a five month old?",
    ]),
]

THAO_KEEP = [
    "User's name is Thao",
    "User is 31",
    "User is a pharmacist (community pharmacist, then hospital pharmacist)",
    "User will be a hospital pharmacist at the Royal Brisbane and Women's from January, three days a week",
    "User lives in Ashgrove, Brisbane (was Footscray, Melbourne; then Toowong: superseded)",
    "User's husband Danny is head of maths at Kelvin Grove State College (or: teaches at Kelvin Grove)",
    "User's son Khoi was born on 19 June 2026",
    "User is on maternity leave (until January)",
    "User drinks coffee again",
    "User takes the bus",
    "User wants normal paragraphs, not dot points",
    "User's mother Lan lives in Sunshine (Melbourne)",
    "User's mum will stay for Christmas (slight)",
]

GONE["thao"] = [
    "User lives in Footscray / Melbourne; User lives in a short-term rental in Toowong",
    "User works at Westside Pharmacy",
    "User's husband Danny teaches maths at Footscray High",
    "User drives to work",
    "User is pregnant / due 20 June",
    "User has stopped drinking coffee / decaf only",
    "User plays netball on Wednesday nights",
    "User tore her hamstring / no running for six weeks",
    "User has gestational diabetes / checks sugars four times a day",
    "User wants answers in dot points",
    "User is moving to Brisbane in July (done); moving on 1 October (done)",
]

THAO_PROBES = [
    "What should I make for dinner tonight?",
    "How do I get to the city from home?",
    "Can you format this dosing table summary for me?",
    "What should I read up on before my first day?",
    "Any ideas for a weekend outing with the baby?",
    "Can you recommend an exercise routine to get back into shape?",
    "What do you know about me?",
]

DENNIS = [
    ("2026-01-12", [
        "Good morning. My name is Dennis Hartley, I am 77 and I live in Kendal in the Lake District.",
        "I was a railway signalman for 38 years, retired now.",
        "My wife Jean passed away in 2024 so it is just me and the dog, a spaniel called Bess.",
        "I live in a terraced house on Castle Street.",
        "Could you please explain things one step at a time? I am not good with computers.",
    ]),
    ("2026-02-10", [
        "I drive to Booths every Tuesday for the big shop.",
        "I like a pint at the Rifleman's on Friday nights with my pal Norman.",
        "Do you know how to make a proper steak and kidney pudding?",
    ]),
    ("2026-03-05", [
        "The doctor says I am borderline prediabetic, my blood sugar was a bit high at the check up.",
        "So no more sugar in my tea, she says.",
        "What are good breakfasts for someone in my situation?",
    ]),
    ("2026-04-09", [
        "I tore my hamstring going up the ladder to clear the gutters, daft at my age.",
        "I am hobbling about with a stick for now.",
    ]),
    ("2026-05-14", [
        "My daughter Karen is expecting, due in August. She lives in Leeds with her husband Paul.",
        "The hamstring has mended now, I have put the stick away.",
        "What is a good present for a daughter who is expecting?",
    ]),
    ("2026-06-11", [
        "The eye doctor says I have macular degeneration in my right eye.",
        "He says I should not drive any more, so I have handed my licence back.",
        "I take the bus now, the 555 goes right past the end of my road.",
    ]),
    ("2026-07-16", [
        "I have taken up woodturning at the Men's Shed, Wednesday mornings.",
        "Can you explain what a bowl gouge is for?",
    ]),
    ("2026-08-20", [
        "My daughter gave birth to a boy named Oliver last Thursday, 7lb 11oz!",
        "First grandchild, I am over the moon.",
    ]),
    ("2026-09-17", [
        "I have sold the car to my neighbour, no point keeping it.",
        "My blood sugar is back in the normal range, the nurse is pleased.",
        "I have been stepping out with a lady called Maureen from the Men's Shed cafe, early days.",
    ]),
    ("2026-10-14", [
        "I have decided to sell the house, the stairs are getting too much.",
        "Found a flat at Abbey Court in Kendal finally, moving on 2 November.",
        "How do I find a good removals firm?",
    ]),
    ("2026-11-18", [
        "I moved into Abbey Court last week, Bess came with me, they allow dogs.",
        "I have given up the Friday pints, the pub is too far now.",
        "You can give me more than one step at a time now, I am getting the hang of it.",
    ]),
    ("2026-12-09", [
        "Karen and Paul are bringing Oliver up for Christmas.",
        "Maureen and I are going to the carol concert at the parish church on the 20th.",
        "What is a good first Christmas present for a baby grandson?",
    ]),
]

DENNIS_KEEP = [
    "User's name is Dennis Hartley",
    "User is 77",
    "User is a retired railway signalman (38 years)",
    "User lives in Kendal, in a flat at Abbey Court (was: terraced house on Castle Street: superseded)",
    "User's wife Jean died in 2024 (User is widowed)",
    "User has a spaniel called Bess",
    "User has macular degeneration in his right eye",
    "User does not drive any more (gave up his licence; sold the car)",
    "User takes the bus (the 555)",
    "User does woodturning at the Men's Shed on Wednesday mornings",
    "User's daughter Karen lives in Leeds with her husband Paul",
    "User's grandson Oliver was born in August 2026",
    "User is seeing Maureen",
    "User takes no sugar in his tea (slight)",
]

GONE["dennis"] = [
    "User lives in a terraced house on Castle Street",
    "User drives to Booths every Tuesday",
    "User has a pint at the Rifleman's on Friday nights",
    "User is borderline prediabetic",
    "User tore his hamstring / walks with a stick",
    "User's daughter Karen is expecting, due in August",
    "User wants things explained one step at a time",
    "User is moving to Abbey Court on 2 November (done)",
]

DENNIS_PROBES = [
    "What should I have for breakfast?",
    "How do I get to Booths on Tuesday?",
    "Can you show me how to attach a photo to an email?",
    "What should I make on the lathe next?",
    "What should I get Oliver for Christmas?",
    "Where could Maureen and I go for a nice afternoon out?",
    "What do you know about me?",
]

PERSONAS["thao"] = (THAO, THAO_KEEP, THAO_PROBES)
PERSONAS["dennis"] = (DENNIS, DENNIS_KEEP, DENNIS_PROBES)


# ---------------------------------------------------------------- newuser6, session 40: adjoa, yolanda
# Written (conversations, what is kept live, what must be gone, probes) before anything was run on them.

ADJOA = [
    ("2026-01-07", [
        "hi! I'm Adjoa, 27, FY2 doctor in Manchester. currently on my A&E rotation at the MRI",
        "I live in a house share in Fallowfield with two other doctors",
        "pls keep answers short and use UK drug names, I'm usually reading between patients",
        "whats the max dose of paracetamol for someone under 50kg?",
    ]),
    ("2026-01-29", [
        "I'm sitting MRCP Part 1 in May so I need to start revising properly",
        "can you make me a revision timetable around a rota?",
    ]),
    ("2026-02-19", [
        "my boyfriend Kwesi proposed on saturday!!! we're engaged 💍",
        "he's a structural engineer at Arup btw",
        "no idea where to even start with wedding stuff lol",
    ]),
    ("2026-03-12", [
        "I've started running, doing couch to 5k three times a week",
        "also doing parkrun at Heaton Park on saturdays when I'm not working",
        "what should I eat before a run after a night shift?",
    ]),
    ("2026-04-16", [
        "my right knee has started hurting when I run, especially going downhill",
        "physio thinks its patellofemoral pain, she said no running for 4 weeks",
        "any exercises to strengthen around the knee?",
    ]),
    ("2026-05-21", [
        "sat MRCP part 1 yesterday, honestly no idea how it went",
    ]),
    ("2026-06-18", [
        "I PASSED MRCP part 1!!!",
        "next is Part 2 written, probably next year",
        "we've set a date for the wedding, 12 June 2027 in Kumasi",
    ]),
    ("2026-08-06", [
        "rotation changed yesterday, I'm at Salford Royal now doing general medicine",
        "so no more A&E for me, at least for now",
        "how do I present a patient on a ward round without waffling?",
    ]),
    ("2026-09-10", [
        "moved out of the house share, Kwesi and I got a flat in Chorlton",
        "the commute to Salford is 25 mins on the tram",
    ]),
    ("2026-10-15", [
        "I've given up running for good, the knee just can't take it",
        "I swim at Chorlton leisure centre twice a week instead",
        "is swimming ok for patellofemoral pain?",
    ]),
    ("2026-11-19", [
        "you can give me longer answers now, I'm reading at home on my laptop",
        "my mum is flying in from Accra for christmas, she's staying 3 weeks",
        "what should I cook for a Ghanaian christmas for 8 people?",
    ]),
]

ADJOA_KEEP = [
    "User's name is Adjoa",
    "User is 27",
    "User is an FY2 doctor (junior doctor)",
    "User works at Salford Royal in general medicine (was: A&E at the MRI: superseded)",
    "User lives in Chorlton with fiancé Kwesi (was: a house share in Fallowfield: superseded)",
    "User is engaged to Kwesi",
    "User's fiancé Kwesi is a structural engineer at Arup",
    "User's wedding is on 12 June 2027 in Kumasi",
    "User passed MRCP Part 1 (Part 2 written next year)",
    "User has patellofemoral pain in the right knee",
    "User swims at Chorlton leisure centre twice a week",
    "User wants UK drug names",
    "User's mum lives in Accra and will stay three weeks over Christmas (slight)",
    "User takes the tram to work (slight)",
]

GONE["adjoa"] = [
    "User works in A&E / at the MRI",
    "User lives in a house share in Fallowfield",
    "User's boyfriend is Kwesi (he is her fiancé now)",
    "User is sitting MRCP Part 1 in May (done, passed)",
    "User runs / does couch to 5k / parkrun on Saturdays",
    "User must not run for four weeks",
    "User wants short answers",
]

ADJOA_PROBES = [
    "Can you suggest a workout for this week?",
    "What's the first-line antibiotic for a UTI?",
    "How should I plan my revision for the next exam?",
    "Any ideas for the wedding invitations?",
    "How do I get to work if the trams are down?",
    "What do you know about me?",
]

YOLANDA = [
    ("2026-01-14", [
        "Hi my name is Yolanda Garza, I'm 45 and I own a little panaderia in San Antonio called Dulce Vida",
        "Its on South Presa in Southtown, we've been open 9 years",
        "I do all my books and inventory in Excel, its a mess honestly",
        "Please answer in English even when I write some Spanish, my reading in Spanish is not great lol",
    ]),
    ("2026-02-03", [
        "My son Mateo got into UT Austin!! Hes going to study engineering starting in August",
        "I'm so proud but I'm going to miss him so much",
        "How do I fill out the FAFSA as a single mom who owns a business?",
    ]),
    ("2026-02-26", [
        "So I went vegetarian last week, my doctor said my cholesterol is high",
        "Any easy meatless dinners? Mateo says he wont eat tofu lol",
    ]),
    ("2026-04-08", [
        "Big news I signed the lease on a second shop!! Its in Alamo Heights on Broadway",
        "Opening is planned for June 1",
        "What do I need to hire for a second location? I'm thinking a manager and 3 counter people",
    ]),
    ("2026-05-12", [
        "I finally stopped using Excel, everything is in Square now, inventory, payroll, all of it",
        "My manager at the new shop is my cousin Lupe",
        "How do I set up low stock alerts in Square?",
    ]),
    ("2026-06-09", [
        "The Alamo Heights shop opened last week!! Lines out the door for the conchas",
        "Honestly I'm exhausted, up at 3:30 every day",
    ]),
    ("2026-06-30", [
        "Ok confession I'm eating meat again, the vegetarian thing didn't last lol",
        "My cholesterol is better anyway, I walk every morning now before the shop",
    ]),
    ("2026-08-20", [
        "Dropped Mateo off at his dorm in Austin on Saturday 😭",
        "House is so quiet now",
        "What should I put in a care package for a college freshman?",
    ]),
    ("2026-09-16", [
        "My mom Rosa moved in with me last week, she can't live alone anymore after her fall",
        "She uses a walker now and only speaks Spanish",
        "Any tips for making a house safer for an elderly parent?",
    ]),
    ("2026-10-21", [
        "Can you write me an Instagram post for Dia de los Muertos pan de muerto preorders?",
        "Keep it short and fun",
    ]),
    ("2026-11-24", [
        "Mateo is coming home for Thanksgiving tomorrow!",
        "Im doing tamales with my mom this year, we make like 10 dozen",
        "How long do tamales keep in the freezer?",
    ]),
]

YOLANDA_KEEP = [
    "User's name is Yolanda Garza",
    "User is 45",
    "User owns a panaderia called Dulce Vida in San Antonio",
    "User's first shop is on South Presa in Southtown (9 years)",
    "User has a second shop in Alamo Heights on Broadway (opened in June)",
    "User uses Square for inventory and payroll (was: Excel: superseded)",
    "User's son Mateo studies engineering at UT Austin",
    "User is a single mom (slight)",
    "User's mother Rosa lives with her (uses a walker, speaks only Spanish)",
    "User's cousin Lupe manages the Alamo Heights shop",
    "User eats meat again (was: vegetarian: ended)",
    "User walks every morning",
    "User wants answers in English",
    "User's cholesterol was high (better now) (slight)",
]

GONE["yolanda"] = [
    "User does books and inventory in Excel",
    "User is vegetarian",
    "User's son Mateo will start at UT Austin in August (done: he is there)",
    "User is planning to open the second shop on 1 June (done)",
    "User's cholesterol is high (it is better)",
]

YOLANDA_PROBES = [
    "What should I make for dinner tonight?",
    "How do I export last month's sales report?",
    "Can you help me write a job ad for a baker?",
    "What should I send my son for his birthday?",
    "What activities are good for my mom at home?",
    "What do you know about me?",
]

PERSONAS["adjoa"] = (ADJOA, ADJOA_KEEP, ADJOA_PROBES)
PERSONAS["yolanda"] = (YOLANDA, YOLANDA_KEEP, YOLANDA_PROBES)


# ---------------------------------------------------------------- newuser7, session 41: jari, fernanda
# Written (conversations, what is kept live, what must be gone, probes and the recall checks along the way) before
# anything was run on them.
#
# ``CHECKS[name]`` are recall checks along the year: (date, message, bring, avoid). After every conversation up to and
# including ``date`` is ingested (the clock at that day's evening), recall is asked for ``message``; the check passes
# when every word of ``bring`` is in some injected memory's summary and no word of ``avoid`` is in any (case
# ignored). ``avoid == ["*"]`` means nothing at all should be injected.

Check = tuple[str, str, list[str], list[str]]
CHECKS: dict[str, list[Check]] = {}

JARI = [
    ("2026-01-09", [
        "Hei. I'm Jari, 54, truck driver from Finland, I live in Lahti.",
        "I drive long haul for Kaukokiito, mostly Finland to Germany and back, the Travemünde ferry every week",
        "My english is not perfect so please use simple words and short sentences.",
        "How I can keep my back from aching after 9 hours driving?",
    ]),
    ("2026-01-27", [
        "My mother Aino is 83, she lives alone in her flat in Jyväskylä.",
        "She fell in the kitchen last week, nothing broken but my sister Tuula and me are worried",
        "Can you write a short list of things to check in old persons flat so she dont fall again?",
    ]),
    ("2026-02-15", [
        "I bought an accordion! Second hand Weltmeister, 80 bass. always wanted to play since I was a boy",
        "I practise in the cab on rest breaks lol, other drivers think I am crazy",
        "what is good first song for beginner accordion? something finnish maybe",
    ]),
    ("2026-03-06", [
        "I have quit snus. 3 weeks now, it was 30 years habit",
        "the cravings are worst on the ferry nights",
        "any tips?",
    ]),
    ("2026-03-29", [
        "Started lessons with a teacher in Lahti, Marjatta, every second Thursday when I am home",
        "She says my left hand is too stiff haha",
        "Can you explain what is difference of standard bass and free bass?",
    ]),
    ("2026-04-22", [
        "Bad news, my dog Rekku died on Sunday. He was 14, a Finnish spitz. the neighbour looked after him when I was on the road",
        "house feels empty now",
    ]),
    ("2026-05-18", [
        "My mother is moving to a care home in Jyväskylä, Kotirinne, next month. She cannot manage alone anymore after second fall",
        "Tuula and me have to empty her flat. 40 years of stuff",
        "how to sell old furniture fast in Finland? tori.fi?",
    ]),
    ("2026-06-20", [
        "Mother moved into Kotirinne on Monday. she has her own room with a window to the lake",
        "she asked me to play accordion for her next time, so now I practise Kulkurin valssi every day",
        "is Kulkurin valssi hard for beginner?",
    ]),
    ("2026-07-30", [
        "I changed job!! I left Kaukokiito, now I drive for Posti, only domestic routes, Lahti to Oulu",
        "no more Germany, I am home every night except Wednesdays",
        "So I can go to the accordion lessons every week now, not every second",
        "how I write a nice goodbye message to my old dispatcher Pekka?",
    ]),
    ("2026-08-25", [
        "I have started seeing a woman, Leena. she is a widow, works at the pharmacy in Lahti",
        "we met at the accordion club lol, she plays the kantele",
        "what is good restaurant idea for second date, not too fancy",
    ]),
    ("2026-09-19", [
        "Back started to hurt bad, the doctor says it is a bulging disc in lower back",
        "I am on sick leave for 4 weeks, no driving",
        "gentle exercises for bulging disc?",
    ]),
    ("2026-10-24", [
        "Back is better, I am driving again since Monday",
        "I sold my house and moved to Leena's place in Hollola, we live together now",
        "you can give me longer answers and normal english now, my english is getting better from talking with you :)",
    ]),
    ("2026-11-14", [
        "I went back to snus when I was on sick leave, stupid I know",
        "my accordion teacher Marjatta is retiring, so from January I go to a new teacher, Ville, at the Lahti music institute",
        "Mother is happy in Kotirinne, she has a friend there, Elsa",
    ]),
    ("2026-12-12", [
        "I quit the snus again, 2 weeks now, nicotine gum helps",
        "First time I play accordion in public at the Kotirinne christmas party next Saturday! nervous",
        "How I stop my hands shaking when I play in front of people?",
    ]),
]

JARI_KEEP = [
    "User's name is Jari",
    "User is 54",
    "User is a truck driver for Posti, domestic routes Lahti to Oulu (was: long haul for Kaukokiito to Germany: superseded)",
    "User lives in Hollola with Leena (was: Lahti: superseded)",
    "User's partner is Leena (a widow, works at the pharmacy in Lahti, plays the kantele)",
    "User plays the accordion (a second-hand Weltmeister, 80 bass)",
    "User has accordion lessons every week (with Marjatta; from January with Ville at the Lahti music institute)",
    "User's mother Aino, 83, lives in the Kotirinne care home in Jyväskylä (was: alone in her flat: superseded)",
    "User's sister is Tuula",
    "User has quit snus (again), uses nicotine gum",
    "User has a bulging disc in his lower back (back to driving)",
    "User will play accordion at the Kotirinne Christmas party (slight)",
    "User's dog Rekku died in April 2026 (slight)",
    "User wants longer answers in normal English (was: simple words and short sentences: superseded)",
]

GONE["jari"] = [
    "User lives in Lahti",
    "User drives long haul for Kaukokiito / Finland to Germany / the Travemünde ferry every week",
    "User's mother Aino lives alone in her flat in Jyväskylä",
    "User's mother is moving to a care home next month (done)",
    "User has a dog, Rekku (he died)",
    "User wants simple words and short sentences",
    "User has accordion lessons every second Thursday (now every week)",
    "User is on sick leave / must not drive for 4 weeks",
    "User went back to snus (quit again)",
    "User's accordion teacher is Marjatta (from January: Ville) (slight)",
]

JARI_PROBES = [
    "Can you plan my route for a trip to Hamburg next week?",
    "What's a good christmas present for my mother?",
    "Gentle exercises for my back?",
    "What should I cook for dinner for two tonight?",
    "Any tips for staying off nicotine?",
    "Who can look after the dog when I am away?",
    "What do you know about me?",
]

CHECKS["jari"] = [
    ("2026-02-15", "What's a good song to practise on my breaks this week?", ["accordion"], []),
    ("2026-03-06", "I'm on the ferry tonight, how do I pass the time?", ["snus"], []),
    ("2026-05-18", "What should I bring when I visit my mother on Saturday?", ["mother"], []),
    ("2026-06-20", "What's 15 percent of 240?", [], ["*"]),
    ("2026-09-19", "Can you plan my drive to Oulu next week?", ["sick leave"], ["Kaukokiito"]),
    ("2026-12-12", "Can you plan my route for a trip to Hamburg next week?", ["Posti"], ["Kaukokiito", "Travemünde"]),
    ("2026-12-12", "What's a good christmas present for my mother?", ["Kotirinne"], ["lives alone", "in her flat"]),
    ("2026-12-12", "Gentle exercises for my back?", ["disc"], ["sick leave"]),
    ("2026-12-12", "What should I cook for dinner for two tonight?", ["Leena"], []),
    ("2026-12-12", "Any tips for staying off nicotine?", ["snus"], ["went back"]),
    ("2026-12-12", "Who can look after the dog when I am away?", [], ["neighbour looked after", "has a dog"]),
    ("2026-12-12", "What do you know about me?", ["Posti", "Hollola"],
     ["Kaukokiito", "lives in Lahti", "lives alone", "simple words", "short sentences"]),
]

FERNANDA = [
    ("2026-01-12", [
        "oi! I'm Fernanda, brazilian (from Recife), 28, doing a PhD in neuroscience at Lyon 1 (final year, help)",
        "my lab is at the neuroscience center in Bron, I work on mouse models of epilepsy",
        "I live in a colocation in Villeurbanne with 2 french girls",
        "when I ask for latex please give me full compilable examples, not snippets",
        "how do I make a table span both columns in a two-column latex doc?",
    ]),
    ("2026-02-02", [
        "my supervisor Prof. Martin wants the full draft by June 30 😰",
        "the defense is planned for late november",
        "can you make me a writing plan, 5 chapters, 20 weeks",
    ]),
    ("2026-02-24", [
        "decided to go vegan, watched a documentary and cant unsee it lol",
        "I was vegetarian already since 2022 so not a huge jump",
        "easy vegan lunches I can take to the lab? we only have a microwave",
    ]),
    ("2026-03-19", [
        "I teach the neurophysiology TPs for L3 students on tuesdays, its part of my contract",
        "also I do french classes at the Alliance Française on wednesday evenings",
        "students keep asking me about the exam, how do I say no nicely in french lol",
    ]),
    ("2026-04-11", [
        "ADOPTED A CAT 🐱 her name is Pipoca, she's 2, grey tabby, from the SPA",
        "my flatmates are obsessed with her",
        "what food should i give her? can cats be vegan?? (i guess no)",
    ]),
    ("2026-05-08", [
        "thesis update: chapters 1 to 3 done, chapter 4 is a mess",
        "Martin says my discussion is too long, can you help me cut it down if I paste it?",
        "ugh also my flatmate Chloé is moving out in july so we need a new person",
    ]),
    ("2026-06-28", [
        "sent the full draft to Martin yesterday!!! 🎉🎉",
        "I stopped teaching the TPs, the semester is over and my contract has no teaching next year",
        "and I quit the french classes, no time and honestly my french is ok now",
        "how do I ask for feedback without sounding desperate",
    ]),
    ("2026-07-22", [
        "went on a date with a guy from the climbing gym, Théo. he's a nurse at Edouard Herriot",
        "I started bouldering in May btw, at Climb Up Gerland, twice a week",
        "is it weird to text first after a date in France?",
    ]),
    ("2026-08-30", [
        "I'm not vegan anymore 🙈 I eat eggs and cheese again, vegan was too hard with the thesis stress",
        "so vegetarian again I guess",
        "quick dinner with eggs, 15 mins?",
    ]),
    ("2026-09-21", [
        "Théo and I are official now 💕",
        "moving out of the coloc next month, found a studio in Croix-Rousse, Pipoca comes with me obvs",
        "what do I need to check before signing a french lease (bail)?",
    ]),
    ("2026-10-18", [
        "moved to the studio in Croix-Rousse! 5th floor no lift, my legs 😭",
        "Pipoca hid under the bed for 2 days but she's ok now",
        "the defense date is fixed: 27 November at 14h, in a room on the Bron campus",
    ]),
    ("2026-11-29", [
        "I DEFENDED!!! I'm Dr Albuquerque now kkkkk",
        "the jury asked about my statistics for 40 minutes lol",
        "and I got a postdoc at the Lyon Neuroscience Research Center, starting 4 January, 2 years",
        "how do I write a thank you email to my jury?",
    ]),
    ("2026-12-15", [
        "Théo's parents invited me for christmas in Annecy, first time meeting them 😬",
        "what's a good gift for french parents in law? (not actually in law lol)",
        "also you can stop with the full latex examples now, the thesis is done, snippets are fine",
    ]),
]

FERNANDA_KEEP = [
    "User's name is Fernanda (Albuquerque)",
    "User is 28",
    "User is Brazilian, from Recife",
    "User defended her PhD in neuroscience at Lyon 1 on 27 November 2026 (was: final-year PhD student: superseded)",
    "User starts a two-year postdoc at the Lyon Neuroscience Research Center on 4 January 2027",
    "User works on mouse models of epilepsy (slight)",
    "User lives in a studio in Croix-Rousse, Lyon (was: a colocation in Villeurbanne: superseded)",
    "User has a cat, Pipoca (2, grey tabby)",
    "User's boyfriend is Théo, a nurse at Edouard Herriot",
    "User is vegetarian (was: vegan: ended)",
    "User goes bouldering at Climb Up Gerland twice a week",
    "User spends Christmas with Théo's parents in Annecy (slight)",
    "User's PhD supervisor is Prof. Martin (slight)",
]

GONE["fernanda"] = [
    "User lives in a colocation in Villeurbanne (with two French girls; Chloé moving out)",
    "User is vegan / went vegan",
    "User teaches the neurophysiology TPs on Tuesdays",
    "User does French classes at the Alliance Française on Wednesday evenings",
    "User wants full compilable LaTeX examples, not snippets",
    "User's full draft is due on 30 June (sent) / the defense is in late November, on 27 November (done)",
    "User is moving to a studio in Croix-Rousse next month (done)",
]

FERNANDA_PROBES = [
    "What should I cook tonight?",
    "Can you give me a latex example for a figure with two subfigures?",
    "Where can I go running near home?",
    "What should I prepare for my first week at the new job?",
    "Can you plan a nice weekend for me and my boyfriend?",
    "What should I buy for my cat?",
    "What do you know about me?",
]

CHECKS["fernanda"] = [
    ("2026-02-02", "Can you show me how to add a bibliography in latex?", ["compilable"], []),
    ("2026-03-01", "What should I take for lunch tomorrow?", ["vegan"], []),
    ("2026-04-11", "What should I buy at the pet shop this weekend?", ["Pipoca"], []),
    ("2026-05-08", "how do I convert a docx to pdf on linux?", [], ["*"]),
    ("2026-09-05", "Ideas for a quick dinner tonight?", ["vegetarian"], ["went vegan", "go vegan", "is vegan"]),
    ("2026-12-15", "What should I cook tonight?", ["vegetarian"], ["went vegan", "go vegan", "is vegan"]),
    ("2026-12-15", "Can you give me a latex example for a figure with two subfigures?", ["snippet"], ["full compilable"]),
    ("2026-12-15", "Where can I go running near home?", ["Croix-Rousse"], ["Villeurbanne"]),
    ("2026-12-15", "What should I prepare for my first week at the new job?", ["postdoc"], ["final year"]),
    ("2026-12-15", "Can you plan a nice weekend for me and my boyfriend?", ["Théo"], []),
    ("2026-12-15", "What should I buy for my cat?", ["Pipoca"], []),
    ("2026-12-15", "What do you know about me?", ["Croix-Rousse", "Pipoca"],
     ["Villeurbanne", "Alliance", "TPs", "compilable"]),
]

PERSONAS["jari"] = (JARI, JARI_KEEP, JARI_PROBES)
PERSONAS["fernanda"] = (FERNANDA, FERNANDA_KEEP, FERNANDA_PROBES)
