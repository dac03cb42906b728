"""Two new users' years (newuser2, session 37), written before the daemon was run on them.

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
