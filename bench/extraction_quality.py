"""The rules extractor on the labelled extraction set: precision, recall, standing alone, cost.

    PYTHONPATH=. python bench/extraction_quality.py [--set path/to/set.json] [--no-held-out] [--mistakes] [--only PREFIX]

Prints precision / recall / standalone rate (see ``mercuryd.brain.extract_score``) on
the whole set and on its parts, by id prefix:

- the first session's conversations (no prefix, and ``ho-*``, written after its rules);
- ``n12-*``: realistic multi-turn conversations of five personas, labelled before the
  issue-12 rules were written, and used to tune them;
- ``h12-*``: conversations of three other personas written with those labels and held
  out of tuning, then read after it;
- ``f12-*``: a fresh set of four more personas (other ages, countries and voices: terse
  lowercase, non-native English, rambling, chatty mid-task), written and scored once
  before the second round of rule changes, again only at its end, and used since as the
  development set for new voices (third round);
- ``g12-*``: a fresh held-out set of six more personas (an office worker typing normally,
  a teenager, a parent in a hurry with typos, a voice dictation without punctuation, a
  non-native speaker, a developer pasting code between facts), written and labelled before
  the third round, scored once then and once at its end, and used since as the
  development set for new voices (fourth round);
- ``k12-*``: a fresh held-out set of five more personas (a terse SRE, a non-native
  speaker, a long-winded retiree, a student pasting tracebacks among small talk, a baker
  whose life changes over a year), written and labelled before the fourth round, scored
  once then and once at its end, and read for the first time in the fifth round
  (2026-12-01), development since;
- ``m12-*``: a fresh held-out set of seven more personas (an ICU nurse on night shifts
  typing on her phone, a retired civil engineer writing long formal paragraphs, a
  university student mixing slang, an auto-repair shop owner, a Brazilian veterinarian
  writing non-native English, a father of three juggling schedules, a Go developer pasting
  code and logs between facts), whose lives change over months (moves, new jobs, a
  promotion, dropped goals, editor, theme and tool switches), written and labelled from
  the personas alone after the fourth round, without running the extractor on them; a
  quarter of them hold no durable fact. Never tuned on.
- ``p12-*``: a fresh held-out set of six more personas (a Nigerian nurse in Manchester
  writing warmly and at length, a 70-year-old widower learning his first smartphone in
  lowercase without punctuation, a Japanese graduate student writing careful non-native
  English, a startup founder typing fragments with arrows, a Texas high-school teacher
  mixing requests and life news in long paragraphs, a Montreal translator switching into
  French), whose lives change over 2026 (moves, promotions, a pivot, dropped goals, new
  tools, instructions on how to answer, people by name and by relation only), with pasted
  code and logs in some and no durable fact in a quarter, written and labelled on
  2026-12-01 after the sixth round from the personas alone, without running the extractor
  on them or reading its rules. Never tuned on.
- ``r12-*``: a fresh set of five more personas (a 58-year-old Norwegian offshore safety
  inspector writing formal non-native English who retires and moves to Bergen, a
  23-year-old Irish apprentice plumber typing terse lowercase with typos, a Kochi data
  engineer who moves to Singapore and pastes Spark logs and tracebacks, a Guadalajara
  pastry chef writing rambling Spanish-influenced English with emoji, a Melbourne
  delivery rider studying UX who gets a design job), written and labelled on 2026-12-01
  before the seventh round, committed before the extractor was first run on them, and
  used as that round's development set.
- ``s12-*``: developers talking to a coding agent (four personas: a Polish backend dev
  writing non-native English, a terse lowercase frontend dev, a verbose senior data
  engineer, a German junior dev with typos): stack and tool statements, always/never
  instructions, formatting rules, OS/shell/editor, team members by role and changes to
  them, working hours, pasted code and logs; labelled before the developer round's rule
  changes, development since.
- ``t12-*``: two new-user trials (a vet and mother of two in Bristol who moves to Cardiff,
  18 conversations over 2026; a backend developer in Gdansk talking to a coding agent, 16),
  written on 2026-12-01 to try the product as a new user, labelled before the seventh and
  the developer rounds were merged and never shown to the first; seven of the developer's
  sentences were given to the developer round as examples of what it missed. Measured as
  the rounds landed, then development.
- ``u12-*``: a fresh held-out set, a retired teacher in Dublin (16 conversations over 2026:
  an introduction, how to answer, family abroad, a dog, coeliac, a book club, a class taken
  up and given up, a hip replacement and what it rules out, a move, a broadband switch, a
  grandson, small talk, a general question), written and labelled on 2026-12-01 after the
  seventh, developer and trial rounds were merged, before the extractor was run on it.
  Never tuned on.
- ``v12-*``: three more personas (a paramedic in Calgary on rotating shifts, single dad of
  two teenagers, typing terse lowercase, who buys a townhouse in Airdrie and takes a day
  job; a Portuguese PhD student in hydrology in Delft, chatty, writing R and Julia and
  pasting their errors, who climbs, switches editors, drops a port and moves to Grenoble
  for a postdoc; a salon owner in Mobile, Alabama, learning Spanish, who moves her salon,
  switches booking apps and quits the class), 37 conversations, 73 facts, 6 with none,
  written and labelled on 2026-12-01 before the extractor was run on them, and used as
  the eighth round's development set.
- ``w12-*``: a third new-user trial, a UX designer in Sydney with a partner and a toddler
  who moves to Melbourne (26 conversations over 2026: introduction, how to answer, family,
  vegan, a class started and dropped, tools switched, an allergy, a side project, a
  manager, a promotion, small talk, a build error), written on 2026-12-01 with the
  messages an agent would then send; its misses were fixed the same day: development.
- ``x12-*``: a fourth new-user trial, a bike-shop owner in Leeds typing terse lower case
  (22 conversations over 2026: two teenagers every other weekend, diabetes and a medicine,
  an ex-wife, an accountant, an apprentice, a dog, a sailing course given up, a computer
  switched, opening hours, small talk, an nginx error), written on 2026-12-01 after the
  third; its misses were fixed the same day: development.
- ``y12-*``: a fifth new-user trial, a computer science student from Valencia in Amsterdam
  who types emoji (18 conversations: a weekend job quit for an internship, a boyfriend and a
  breakup, a roommate, a running club, a move, a traceback), written on 2026-12-01 after
  the fourth; its misses were fixed the same day: development.
- ``z12-*``: a sixth new-user trial, a retired pharmacist in Edinburgh writing formal
  paragraphs (16 conversations: a late husband, a daughter abroad, a choir given up for a
  book club, a hearing aid, a hip operation and what the physiotherapist rules out, Italian
  taken up and given up, a house sold and a flat moved into), written on 2026-12-01 after
  the fifth; its misses were fixed the same day: development.
- ``c12-*``: a seventh new-user trial, a freelance translator in Leipzig then Dresden
  (14 conversations over seven months: instructions on language and spelling, a
  daughter, a partner, a dog, asthma and a 10k race, a pottery class given up on a move,
  a mother's operation, vegetarian then pescatarian, one translation tool switched for
  another), written on 2026-12-02 with 22 messages an agent would get for a recall
  trial; labelled before any rule was changed for it, development since.
- ``d12-*``: an eighth new-user trial, a backend developer talking to a coding agent in
  lower case (15 conversations over six months: ground rules, a force-push rule, an
  editor and theme then a switch, climbing, commit-message rules, a partner and a cat,
  on-call weeks, a team move from Go to Python, a house bought and a move, Japanese
  taken up and dropped, a penicillin allergy, pasted code and a traceback), written on
  2026-12-02 with 22 messages for a recall trial; labelled before any rule was changed
  for it, development since.
- ``e12-*``: a ninth new-user trial, a sales executive in Chicago using the agent for
  email and meeting prep (14 conversations over six months: her team and her boss by
  name, a marathon taken up and dropped for a knee, monthly Dallas trips, coeliac, a
  report leaving and his replacement, a promotion, an email client switched, a new
  assistant to cc), written on 2026-12-02 with 20 messages for a recall trial; labelled
  before any rule was changed for it, development since.
- ``i12-*``: held out. A food-truck owner in Austin, then Denver (10 conversations over
  eight months: his truck by name, wife and two children, a card reader, a supplier
  switched, a back and what the chiropractor rules out, Spanish taken up and given up,
  a move and a relaunch), written on 2026-12-02 after the day's trials and fixes, with
  12 messages for a recall trial; labelled and committed before it was first run, and
  never tuned on: its mistakes are not printed.
- ``j12-*``: held out. Three more personas in 18 conversations over 2026 (a sheep farmer
  near Ludlow with a husband and a daughter at vet school who asks for short answers and
  decides to sell the flock; a PhD student in oceanography in lower case who defends,
  takes a postdoc in Bergen and moves there, with a caffeine constraint and a pasted
  traceback; a Melbourne bartender and comic writing slang and emoji who quits the pub,
  is vegan, and moves to Brunswick with her cat; three conversations with nothing to
  keep), written on 2026-12-02 (session 23) and committed before the extractor was
  first run on it, before that day's changes; never tuned on: its mistakes are not
  printed.
- ``o12-*``: development. Three more personas in 18 conversations over 2026 (a retired
  firefighter in Duluth typing lower case, with hearing aids, a bypass and a move to Mesa; a
  Computer Engineering student at UNILAG writing Nigerian English, a brother who moves to
  Calgary; a mom of three in Austin with an Etsy yarn shop, a son's peanut allergy, a switch
  to Shopify, early runs), written on 2026-12-02 (session 23) after that day's rule changes
  and run once on the day's start and on its end (P 0.762 R 0.696 → P 0.773 R 0.739) before
  its mistakes were read.
- ``q12-*``: development. Three more personas in 18 conversations over 2026 (a Filipino
  ICU nurse in Dubai who passes the NCLEX and moves to Winnipeg; a 16-year-old in Ohio who
  plays Valorant and soccer, typing slang; a retired postman in Aberdeen, widowed, with a
  collie), written on 2026-12-02 after all of that day's rule rounds and run once on the
  day's start and on its end before its mistakes were read: P 0.826 R 0.633 both times.
- ``l12-*``: development. Three more personas in 18 conversations over 2026 (a dental
  hygienist in Porto who moves to Lisbon, lactose intolerant, a half marathon; a school bus
  driver in rural Iowa with cattle, a grandson and blood pressure; an accountant in
  Singapore studying for the CPA, a husband, pilates, a pregnancy), written on 2026-12-02
  after all of that day's rounds and run once on the day's start (P 0.778 R 0.519) and on
  the code of that moment (P 0.789 R 0.556) before its mistakes were read.
- ``a13-*``: development. Three more personas in 18 conversations over 2026 (a line cook
  in Chicago who opens a food truck, a girlfriend and a beagle, shellfish; a Year 4
  teacher in Bradford who wears a hijab, a son with dyslexia, made deputy head; a retired
  ship engineer in Bergen who builds model ships, a daughter in Oslo, atrial fibrillation),
  written on 2026-12-02 after the l12 round and run once on the day's start (P 0.688 R
  0.423) and on the code of that moment (P 0.722 R 0.500) before its mistakes were read.
- ``b13-*``: development. Three more personas in 18 conversations over 2026 (a graduate
  engineer of 24 who moves to Glasgow, coeliac then vegetarian, a boyfriend moving up; a
  self-employed plumber in Cardiff, his wife's salon, an apprentice, a back injury; a
  medical student in Nairobi, a running club, a sister, sickle cell trait), written on
  2026-12-02 after the a13 round and run once on the day's start and on the code of that
  moment (P 0.722 R 0.565 both times) before its mistakes were read.
- ``d13-*``: development. Three more personas in 18 conversations over 2026 (a Turkish chef
  in Leeds writing non-native English, a wife expecting, a sous chef leaving, no pork and no
  alcohol in his kitchen, a booking-system switch; a 15-year-old gamer in Auckland typing
  lowercase with emoji, a weekend job, a sister at med school; a retired diplomat in Lisbon
  writing dry formal paragraphs, a memoir, a daughter in Singapore, macular degeneration),
  written on 2026-12-02 to find why the held-out precision fell that day, committed before
  any run, measured once on 0584c19 (P 0.529 R 0.290) and on main (P 0.600 R 0.387), then
  read.
- ``e13-*``: written and measured with d13 (a single mother in Houston who drives for
  DoorDash, then trains as an LVN; a grain farmer near Swift Current typing terse; an SRE in
  Pune pasting logs who becomes team lead and moves to Bangalore): P 0.611 R 0.379 on 0584c19
  and on main alike; kept unread while d13 was worked on, as the check on its fixes (still
  P 0.611 R 0.379 after them), then read: development since.
- ``c13-*``: development. A tenth new-user trial, a secondary-school maths teacher in Sheffield,
  then Hathersage, father of two (16 conversations over April-November 2026: ground rules, an
  answer-key instruction, a triathlon taken up and dropped for an Achilles, a mother in a care
  home, a code club, head of Year 9 to head of maths, a move, two tool switches, a diet change,
  short answers, a deputy's maternity leave), written on 2026-12-02 with 22 messages for a
  recall trial (``bench/recall_trial.py``); labelled and committed before it was first run.
- ``a12-*``: a ninth-round new-user trial, a night-shift nurse in Kansas City writing long
  run-on messages in lower case with typos and little punctuation (15 conversations over
  2026: colleagues, two kids, a partner who proposes, a shift pattern that changes, an
  online BSN course started and paused, a move to Lee's Summit, a pasted error, small
  talk), written and labelled on 2026-12-02 and committed before the extractor was run on
  it; development of that round.
- ``b12-*``: the same round's second trial, a Polish baker in Galway writing simple
  non-native English with a few Polish words (15 conversations over 2026: his bakery,
  suppliers and a supplier switch, a wife, a daughter, a mother in Kraków with a heart
  operation, a brother coming from Chicago, an employee hired and gone, Excel switched
  for Square, a back constraint, a second shop planned and dropped, a house move, how to
  answer, a pasted error), written and labelled like ``a12-*``; development of that round.
- ``f13-*`` and ``g13-*``: development. Six more personas in 24 conversations over 2026,
  written and labelled on 2026-12-02 before the f13 round and committed before the
  extractor was first run on them (f13: a retired nurse in Cork who volunteers at a food
  bank, a husband with Parkinson's, a son in Toronto, an Irish class dropped for sea
  swimming; an indie game developer in Brno writing non-native English, a game called
  Mossbrook moved from Unity to Godot, a pasted Godot error, a publisher, a move to
  Prague; a long-haul trucker in Memphis dictating without punctuation, type 2 diabetes,
  a switch to local routes, a daughter off to college. g13: a PhD student from Chennai in
  Zurich typing lower case, a supervisor, a LaTeX error, German dropped for bouldering, a
  visiting year in Edinburgh, Zotero switched for Paperpile; a wedding photographer in
  Cape Town with emoji, a business partner, parkrun, Lightroom switched for Capture One, a
  mom in Durban; a high-school librarian and beekeeper in Vermont writing formally, hives
  lost, a wife, retirement and a honey stall; six conversations with nothing to keep).
  Measured once on the round's start, then read: development after the first measurement.
- ``k13-*``: a twelfth new-user trial, an airline first officer and runner in Aurora,
  Colorado, then Eagan, Minnesota (25 conversations over February-November 2026: how to
  answer, a wife and a son, a mother in Kumasi, a sister, a half marathon run and a
  marathon dropped for an IT band, no red meat then vegetarian, a son's allergy, a new
  airline and a move, a logbook and a watch switched, a daughter born, paternity leave, a
  pasted traceback, small talk), written on 2026-12-02 with 22 messages for a recall trial
  (``bench/recall_trial.py --trial k13``); labelled and committed before it was first run.
- ``i13-*`` and ``j13-*``: four more personas in 24 conversations over 2026, written and
  labelled on 2026-12-02 (session 26) before the fresh15 round and committed before the
  extractor was first run on them (i13: a 911 dispatcher in Phoenix typing terse lower case
  with Spanish words, a son, nights then days, a move to Tempe with her mom, paramedic
  prerequisites dropped, a promotion; a retired railway signalling engineer from Linz
  learning Spanish in formal non-native English, Duolingo given up, a tutor, a pasted
  traceback, winters in Valencia. j13: a student founder in Manchester with emoji and slang,
  an app called Crumbly, a cofounder, tool switches, a pasted build log, an accelerator and a
  move to London; a market gardener near Motueka with a husband and two children, rambling
  with typos, the Saturday market given up for veg boxes, organic certification dropped, a
  pasted formula). Measured once on the round's start, then read: development after that.
- ``o13-*``: held out. Two more personas in 16 conversations over 2026 (a trucker writing
  terse non-native English; a UX researcher writing long sentences), written and labelled
  on 2026-12-02 (session 27) before that evening's rounds and committed before the
  extractor was first run on them; never tuned on: its mistakes are not printed, and it
  prints only within the held-out pool (its own figure only with ``--only o13-``).
- ``n13-*``: a thirteenth new-user trial, a Tongan-New Zealander forklift driver on a
  rotating roster in Manurewa, South Auckland, then a team leader on days in Hamilton (28
  conversations over January-November 2026 in short lower-case messages: how to answer and a
  later exception for work documents, a wife, three children and his mother at home, a brother
  in Sydney, pre-diabetes and fizzy drinks given up, a certificate taken up and given up, a
  budget sheet switched for an app, a phone switched, coaching a son's team then giving it up,
  a promotion, a transfer and a move for a mother who cannot do stairs, a wife's new job, a
  pasted traceback and a scanner log, small talk), written on 2026-12-02 with 22 messages for a
  recall trial (``bench/recall_trial.py --trial n13``); labelled and committed before it was
  first run.
- ``r13-*``: a fourteenth new-user trial, an Irish woman who runs a small bike repair and
  rental shop in Ruzafa, Valencia (27 conversations over January-November 2026 in plain mixed
  case: how to answer and an instruction later withdrawn, a husband, a daughter and her mother
  in Galway, coeliac, a gestor for the quarterly VAT, invoicing and bookings switched to other
  apps, a second shop planned and dropped, a DELE B2 goal with evening classes then passed, sea
  swims given up for pilates after a move to Alboraya, a mechanic hired, leaving and replaced,
  a pasted traceback and a booking log, small talk), written on 2026-12-03 with 22 messages for
  a recall trial (``bench/recall_trial.py --trial r13``); labelled and committed before it was
  first run.
- ``x13-*``: a fifteenth new-user trial, a 37-year-old Chilean winemaker writing fluent English
  with Spanish words (21 conversations over February-November 2026: how to answer, a husband
  and a son, a dog, lactose intolerant, a Sunday trail club given up for coast runs after a move
  from Santa Cruz to Valparaíso, a head winemaker's job at another winery, a WSET Diploma goal
  dropped, fermentation records switched from Excel to Vintrace, a father's bypass and recovery,
  a sister in Melbourne who has a baby, a boss, a pasted traceback and a tank log, small talk),
  written on 2026-12-03 with 22 messages for a recall trial (``bench/recall_trial.py --trial
  x13``); labelled and committed before it was first run.
- ``b14-*``: a sixteenth new-user trial, a 38-year-old paramedic and father of two in Glasgow
  typing casually (12 conversations in November 2026: a name and a job in a fragment, short
  answers in bullet points, a wife's 40th, a move from Manchester, lactose intolerant, a half
  marathon, two children, an MBA dropped, a dispatch job from January, Obsidian, a dog, the
  saxophone), written on 2026-12-03 (session 30) with 10 messages for a hand-judged recall
  trial; labelled and committed before it was first run as a set.
- ``l13-*`` and ``m13-*``: two more personas in 29 conversations over 2026, written and
  labelled on 2026-12-02 (session 27) before the fresh16 round and committed before the
  extractor was first run on them (l13: an urban planner in Leicester typing lower case with
  typos, a partner, a dad with dementia, a senior planner job and a move to Nottingham,
  5-a-side given up for parkrun, ArcGIS and Notion switched, a chartership dropped, a pasted
  geopandas traceback; m13: a Korean piano teacher in Lyon writing non-native English, a
  husband, a mother in Busan, the DALF dropped, MuseScore switched for Dorico, gastritis, a
  job at the Geneva Conservatoire and a move, running given up for a choir). Measured once on
  the round's start, then read: development after that.
- ``s13-*``: goals reached and activities given up, three personas in 10 conversations over
  2026 (a Dublin runner who runs her marathon and drops a swim day, a Leeds father who gives
  up 5-a-side and Thursday football, a student who learns to drive, passes the test,
  finishes a dissertation and stops a climbing night), written and labelled on 2026-12-03
  (session 28) before that round's rules and committed before the extractor was run on
  them; development after that.
- ``p13-*`` and ``q13-*``: two more personas in 30 conversations over 2026, written and
  labelled on 2026-12-03 (session 28) before the fresh17 round and committed before the
  extractor was first run on them (p13: an arborist in Hobart with his own tree business,
  typing terse on his phone, a partner who is expecting, a brother he climbs with, Xero and
  a paper diary switched for Tradify, a Cert V in arboriculture started and dropped, a
  daughter born, a council job and a move to Kingston, gym days moved, a pasted sync error;
  q13: a paper conservator in Philadelphia writing long, courteous paragraphs, a wife and a
  stepson, cello lessons given up for hiking, Evernote switched for Joplin, a master's
  started and dropped, a mother in Tucson who breaks her hip, a head-of-conservation job
  and a move to Santa Fe, a pasted pandas traceback and a sync error). Measured once on the
  round's start, then read: development after that.
- ``t13-*``: four more personas in 20 conversations over 2026, written and labelled on
  2026-12-03 (session 29) before the fresh18 round and committed before the extractor was
  first run on them (a Ukrainian lab technician in Wroclaw writing terse non-native English,
  a chatty retired school secretary in Hastings, a 15-year-old in Bristol typing lower case
  with slang, a mobile dog groomer in Sacramento typing on his phone; four conversations
  with nothing to keep). Measured once on the round's start, then read: development after
  that.
- ``w13-*``: four more personas in 20 conversations over 2026, written and labelled on
  2026-12-03 (session 29) before the fresh19 round and committed before the extractor was
  first run on them (a long-winded medieval historian in Edinburgh, a school-bus driver in
  Knoxville typing run-ons without punctuation, a mother in Limerick who talks mostly of her
  family, a backend developer in Tallinn pasting logs and config; a third tempt false
  positives: hypotheticals, a friend's advice, song lyrics, sarcasm, what the user asks the
  assistant about itself; five with nothing to keep). Measured once on the round's start,
  then read: development after that.
- ``a14-*``: four more personas in 20 conversations over 2026, written and labelled on
  2026-12-03 (session 30) before the fresh20 round and committed before the extractor was
  first run on them (a 68-year-old Vietnamese-born retired seamstress in San Jose writing
  simple non-native English, a night-shift rail track worker in Wolverhampton typing
  fragments, a council gardener in Adelaide whose daughter has cerebral palsy, a coffee
  roaster in South Portland, Maine, pasting invoices, exports and a traceback; five with
  nothing to keep). Measured once on the round's start, then read: development after that.
- ``d14-*``: the leftovers of the trials, fourth round (16 conversations of four personas, a
  firefighter, a backend developer, an iOS developer and mother, a bank clerk of 58 learning to
  code: a role from a date said as a move, a main or mostly-written language, a child and one on
  the way, an age and a start, a break-up without a name, a pet named, adjectives after "are", a
  tool switched from, a tool named with a digit, a calling app and the one it is not), written
  and labelled on 2026-12-03 (session 31) before the leftovers4 round changed any rule.
- ``e14-*`` and ``f14-*``: two new-user trials written on 2026-12-03 (session 31) and run through
  the real daemon: a 67-year-old retired librarian in Halifax (14 conversations: a nickname, a
  self-correction, diabetes, a daughter in Toronto, a book club, a move to a condo, Duolingo
  given up for a conversation group) and a 29-year-old German PhD student in Berlin writing
  non-native English (13: "I have 29 years", "I make my PhD", a switch from Julia to Python, a
  move to Potsdam, a thesis deadline); labelled and committed before they were first run.
- ``g14-*``: two more voices of English as a second language, written on 2026-12-03 (session 31):
  a Colombian nurse in Madrid who moves to Munich ("two childs, Martina of 6 years", "she said
  me", "I work like nurse") and an Indian QA engineer who moves from Pune to Bangalore ("myself
  Ramesh", "my native is Chennai", "shifting to Bangalore", "I am liking Playwright"); 16
  conversations, labelled and committed before they were first run.
- ``c14-*``: four more personas in 20 conversations over 2026, written and labelled on
  2026-12-03 (session 31) before the fresh21 round and committed before the extractor was first
  run on them (a retired dairy farmer near Westby typing short lower-case bursts, an engineering
  student in Lagos writing Nigerian English, a night-shift ICU nurse in Manila mixing in Tagalog,
  a freelance game developer in Montreal mixing in French). Measured once on the round's start,
  then read: development after that.
- ``h14-*``: the leftovers of the trials, fifth round (14 conversations of three personas, a data
  analyst in Kraków, a hospital pharmacist in Cebu, a PhD student in Leeds: an editor switched
  from in one sentence, a calling app with a schedule, where the to-dos live, two pets named
  together, a pet got and named, a weekly call to a relative in a place, a body part worn out, an
  instruction for when the assistant does a task, a boss's or supervisor's wish, a dated plan to
  leave a job, a doctor's diagnosis told by "she"; one with nothing to keep), written and labelled
  on 2026-12-03 (session 31) before the leftovers5 round changed any rule.
- ``i14-*``: transitions (13 conversations of four personas, an HR lead in Belfast changing employer, a QA engineer
  in Leeds, a retired pharmacist on the Kent coast, a junior developer in Buenos Aires: a dated departure, an offer
  with its start date, a job joined, a tool used "here", a home moved into, pets by breed and age and a son's
  puppy; two small talks with "leaving the office/house at"), written and labelled on 2026-12-03 (session 32)
  before the transitions round changed any rule.
- ``k14-*``: three more personas in 17 conversations over 2026, written and labelled on
  2026-12-03 (session 32) before the fresh22 round and committed before the extractor was first
  run on them (a 17-year-old in Sacramento texting in lower case with slang and typos, the owner
  of a plumbing and heating firm in Stockport talking about staff, suppliers and hours, a
  71-year-old widower in Shrewsbury writing long careful paragraphs about health, his allotment
  and his grandchildren). Measured once on the round's start, then read: development after that.
- ``j14-*``, ``l14-*``, ``m14-*``, ``n14-*``: four new-user trials of the lead (session 32, 2026-12-03), each
  written and labelled, committed, then measured once before any rule changed and read after (j14: a
  wedding photographer in Leeds moving to York and a Nigerian internal-medicine resident in Houston;
  l14: a Brazilian backend developer in Lisbon and an Estonian university sysadmin; m14: a Chinese
  master's student in Toronto writing second-language English and a Texas trucker dictating without
  punctuation; n14: an Irish dairy farmer and a non-binary ceramic artist in Melbourne). First runs:
  j14 P 0.591 R 0.464, l14 0.650 / 0.464, m14 0.786 / 0.500, n14 0.667 / 0.400.
- ``p14-*``: the lead's new-user trial of session 33 (2026-12-03), written, labelled and committed before
  the extractor was run on it: a QA lead at a games studio near Seattle texting in lower case (promotion,
  a dropped half marathon, a move), a German climate-science PhD student in Zürich writing German-shaped
  English ("since 3 years", "a question to xarray") through his defence and a move to Exeter, and a soap
  maker in Nairobi with a few Swahili words. Measured once, then read: development after that.
- ``q14-*``: the lead's second trial of session 33, written, labelled and committed before the extractor was
  run on it: an ICU nurse in Melbourne in Australian chat ("brekkie", "arvo", off nights, a master's place),
  an Argentine backend developer in Buenos Aires writing Spanish-shaped English ("I have 32 years", "pregnant
  of 6 months") with repository rules, a traceback and a job change, and a delivery rider from Herat learning
  German in Hamburg in short plain sentences. Measured once, then read: development after that.
- ``o14-*``: five voices of session 33 (fresh23, 2026-12-03) in 20 conversations over 2026, written, labelled and
  committed before the extractor was run on them: a retired district nurse in Cardiff writing long letters, a
  19-year-old gamer in Manila in short Taglish lines, a Brazilian chef in Porto mixing Portuguese words, a blind
  accessibility tester in Gothenburg pasting axe output, a single dad on shifts at a Detroit plant. First run
  P 0.629 R 0.449; development after that.
- ``r14-*``: four voices of session 33 (fresh24, 2026-12-03) in 16 conversations over 2026, written, labelled and
  committed before the extractor was run on them: a retired tea farmer in Nyeri dictating through voice-to-text
  without punctuation, a principal architect in Bangalore writing terse corporate bullet lists, a grandmother in
  Broughty Ferry typing very short lines over many turns and correcting herself, a nurse practitioner in Chicoutimi
  mixing in French words. One conversation holds nothing to keep.
- ``t14-*``: the lead's trial of session 34 (2026-12-04), 12 conversations, 26 facts, written and labelled before
  the extractor was run on them: a ferry engineer in Bergen writing compact Norwegian-shaped English, a freelance
  UX designer in Mexico City in casual chat with Spanish words, a retired headmaster in Kumasi writing formally.
  Two conversations hold nothing to keep.
- ``s14-*``: four voices of session 34 (fresh25, 2026-12-04) in 16 conversations over 2026, written, labelled and
  committed before the extractor was run on them: a 58-year-old long-haul trucker out of Red Deer typing on his phone
  with typos, a PhD student in Seoul writing fluent English with Korean kinship words and particles, a lawyer in Lagos
  writing long formal paragraphs, a stay-at-home father in Melbourne chatting in Australian slang while he cooks. One
  conversation holds nothing to keep.
- ``u14-*``: eight voices of session 35 (fresh26, 2026-12-04) in 16 conversations over 2026, written, labelled and
  committed before the extractor was run on them: a beekeeper near Lublin in careful textbook English, a teenage
  Twitch streamer in Blacktown with slang and emoji, a matatu fleet owner in Nairobi dictating without punctuation, a
  retired engineer in Osaka writing very politely, a single mum in Glasgow with Scots words, an astronomer in La
  Serena mixing Spanish, a Deaf graphic designer in Toronto, a vet nurse in Te Awamutu. One conversation holds
  nothing to keep.
- ``y14-*``: eight voices of session 36 (fresh27, 2026-12-04) in 16 conversations over 2026, written, labelled and
  committed before the extractor was run on them: a Filipino second engineer on a bulk carrier writing home-style
  English, a retired farmer in Iowa dictating with voice-typing errors, a pharmacist in Abuja with Nigerian Pidgin,
  a Vietnamese-Australian nail-salon owner in Footscray, an apprentice electrician in Cork, a Brazilian software
  tester in quick lowercase with "kkk", a widowed grandfather in Delhi in formal Indian English, a non-binary
  barista in Portland (they/them). One conversation holds nothing to keep.
- ``c15-*``: eight voices of session 37 (fresh28, 2026-12-04) in 10 conversations over 2026, written, labelled and
  committed before the extractor was run on them: a Korean master's student in Melbourne in careful English who pastes
  a traceback and corrects a month, a Welsh hill farmer typing in fragments, a Kenyan staff nurse in Leeds, a retired
  Texan conductor dictating without punctuation who takes back where he lives, a Montréal developer mixing Québécois
  French, a Year 11 student before her GCSEs in short lower case, a small landlord in Leicester, a caregiver in Toledo
  for her mother with Alzheimer's. One conversation holds nothing to keep.
- ``e15-*``: eight voices of session 37 (fresh29, 2026-12-04) in 10 conversations over 2026, written, labelled and
  committed before the extractor was run on them: a taxi driver in Accra on WhatsApp who leaves ride-hailing for a
  staff bus, a Polish-born CPA in Chicago who pastes an Excel formula, a deafblind reader on a braille display in
  Halifax, a Tamil grandmother in Chennai typed for by her grandson, a Marine veteran with PTSD in San Diego who drops
  engineering, a Japanese exchange student in Dublin, a Scottish operator on a North Sea platform, a single dad in
  Johannesburg who corrects his son's school.
- ``f15-*``: six voices of session 38 (fresh30, 2026-12-04) in 8 conversations over 2026, written, labelled and
  committed before the extractor was run on them: a UPSC aspirant in Pune in Indian English who leaves for a bank job,
  a Unity developer in Izmir who pastes a C# stack trace and sets rules for the answers, an Ohio State freshman in
  terse slang, a widowed retired district nurse in Ludlow who decides to give up driving and move near her daughter, a
  trucker out of Laredo with Spanish words who leaves long-haul for a local route, an in-house counsel in Singapore
  with numbered standing instructions. One conversation holds nothing to keep.
- ``j15-*``: three voices of session 40 (fresh32, 2026-12-04) in 9 conversations over 2026, written, labelled and
  committed before the extractor was run on them: a Baptist pastor in rural south Georgia in Southern English who
  retires from the pulpit, a crofter on Skye in Highland English with Gaelic words who has a hip replaced and gives up
  his cows, a steelpan tuner in Laventille in Trinidadian Creole who opens his own workshop.

Then the cost: extraction time per conversation as a ratio to a same-run baseline
(tokenising the same messages into words), and the p50 of ``Brain.ingest`` of a
three-fact conversation against ``Brain.add`` of one memory on the same temporary store
(both one durable transaction), since rules ingest runs on the hook path.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from mercuryd import wire
from mercuryd.brain import text
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.extract_score import DEFAULT_SET, format_report, load_set, messages_of, score

PARTS = (
    ("first session (ids without a later part's prefix such as n12-, v12-)",
     lambda i: not re.match(r"[a-z]1[2-9]-", i)),
    ("n12: new, used for tuning", lambda i: i.startswith("n12-")),
    ("h12: new, held out of the first tuning", lambda i: i.startswith("h12-")),
    ("f12: fresh voices, development since round 3", lambda i: i.startswith("f12-")),
    ("g12: fresh voices, development since round 4", lambda i: i.startswith("g12-")),
    ("k12: fresh voices, development since round 5", lambda i: i.startswith("k12-")),
    ("m12: fresh, held out (written after round 4)", lambda i: i.startswith("m12-")),
    ("p12: fresh, held out (written 2026-12-01 after round 6)", lambda i: i.startswith("p12-")),
    ("r12: fresh voices, development of round 7", lambda i: i.startswith("r12-")),
    ("s12: developers and coding agents, development", lambda i: i.startswith("s12-")),
    ("t12: two new-user trials", lambda i: i.startswith("t12-")),
    ("u12: fresh, held out (written 2026-12-01 after the trial rounds)", lambda i: i.startswith("u12-")),
    ("v12: fresh voices, development of round 8", lambda i: i.startswith("v12-")),
    ("w12: a third new-user trial", lambda i: i.startswith("w12-")),
    ("x12: a fourth new-user trial (terse, lower case)", lambda i: i.startswith("x12-")),
    ("y12: a fifth new-user trial (a student, emoji)", lambda i: i.startswith("y12-")),
    ("z12: a sixth new-user trial (formal, retired)", lambda i: i.startswith("z12-")),
    ("c12: a seventh new-user trial (a translator, with a recall trial)", lambda i: i.startswith("c12-")),
    ("d12: an eighth new-user trial (a developer and a coding agent, with a recall trial)", lambda i: i.startswith("d12-")),
    ("e12: a ninth new-user trial (a sales executive, with a recall trial)", lambda i: i.startswith("e12-")),
    ("i12: fresh, held out (a food-truck owner, written 2026-12-02 after the trials)", lambda i: i.startswith("i12-")),
    ("a12: round 9 trial (night-shift nurse, run-on)", lambda i: i.startswith("a12-")),
    ("b12: round 9 trial (non-native baker)", lambda i: i.startswith("b12-")),
    ("j12: fresh, held out (three personas, written 2026-12-02 before that day's changes)", lambda i: i.startswith("j12-")),
    ("o12: three personas, written 2026-12-02 after that day's changes, development", lambda i: i.startswith("o12-")),
    ("q12: three personas, written 2026-12-02 after that day's rounds, development", lambda i: i.startswith("q12-")),
    ("l12: three personas, written 2026-12-02 after that day's rounds, development", lambda i: i.startswith("l12-")),
    ("a13: three personas, written 2026-12-02 after the l12 round, development", lambda i: i.startswith("a13-")),
    ("b13: three personas, written 2026-12-02 after the a13 round, development", lambda i: i.startswith("b13-")),
    ("d13: three personas, written 2026-12-02 after the b13 round, read (development)", lambda i: i.startswith("d13-")),
    ("e13: three personas, written with d13, read after d13's fixes (development)", lambda i: i.startswith("e13-")),
    ("c13: a tenth new-user trial (a teacher and father, with a recall trial), development", lambda i: i.startswith("c13-")),
    ("f13: three personas, written 2026-12-02 before the f13 round, development after first measurement", lambda i: i.startswith("f13-")),
    ("g13: three personas, written 2026-12-02 before the f13 round, development after first measurement", lambda i: i.startswith("g13-")),
    ("h13: an eleventh new-user trial (an illustrator and mother, with a recall trial)", lambda i: i.startswith("h13-")),
    ("k13: a twelfth new-user trial (an airline pilot, runner and father, with a recall trial)", lambda i: i.startswith("k13-")),
    ("i13: two personas, written 2026-12-02 before the fresh15 round, development after first measurement", lambda i: i.startswith("i13-")),
    ("j13: two personas, written 2026-12-02 before the fresh15 round, development after first measurement", lambda i: i.startswith("j13-")),
    ("l13: a persona, written 2026-12-02 before the fresh16 round, development after first measurement", lambda i: i.startswith("l13-")),
    ("m13: a persona, written 2026-12-02 before the fresh16 round, development after first measurement", lambda i: i.startswith("m13-")),
    ("p13: a persona, written 2026-12-03 before the fresh17 round, development after first measurement", lambda i: i.startswith("p13-")),
    ("q13: a persona, written 2026-12-03 before the fresh17 round, development after first measurement", lambda i: i.startswith("q13-")),
    ("o13: fresh, held out (two personas, written 2026-12-02 before that evening's rounds)", lambda i: i.startswith("o13-")),
    ("n13: a thirteenth new-user trial (a forklift driver and father of three, with a recall trial)", lambda i: i.startswith("n13-")),
    ("s13: goals reached and activities given up (three personas, written 2026-12-03 before that round)", lambda i: i.startswith("s13-")),
    ("r13: a fourteenth new-user trial (a bike-shop owner abroad, with a recall trial)", lambda i: i.startswith("r13-")),
    ("x13: a fifteenth new-user trial (a winemaker who changes job and city, with a recall trial)", lambda i: i.startswith("x13-")),
    ("v13: leftovers of the trials (a job in a place, setup, a relative living with the user, a streak), development",
     lambda i: i.startswith("v13-")),
    ("t13: four personas, written 2026-12-03 before the fresh18 round, development after first measurement", lambda i: i.startswith("t13-")),
    ("y13: leftovers of the trials, second round (a weekday ahead, a job that starts later, a streak, nan), development",
     lambda i: i.startswith("y13-")),
    ("w13: four personas, written 2026-12-03 before the fresh19 round, development after first measurement", lambda i: i.startswith("w13-")),
    ("b14: a sixteenth new-user trial (a paramedic and father in Glasgow, with a recall trial), development after first measurement",
     lambda i: i.startswith("b14-")),
    ("z13: leftovers of the trials, third round (a move to a tool, plans with a date, a relative's job, nan, a baby named), development",
     lambda i: i.startswith("z13-")),
    ("a14: four personas, written 2026-12-03 before the fresh20 round, development after first measurement", lambda i: i.startswith("a14-")),
    ("d14: leftovers of the trials, fourth round (a role from a date, languages, children, a break-up, pets, tools), development",
     lambda i: i.startswith("d14-")),
    ("e14: a seventeenth new-user trial (a retired librarian in Halifax), development after first measurement",
     lambda i: i.startswith("e14-")),
    ("f14: an eighteenth new-user trial (a German PhD student writing non-native English), development after first measurement",
     lambda i: i.startswith("f14-")),
    ("g14: two voices of English as a second language (a Colombian nurse in Madrid, an Indian QA engineer in Pune), development after first measurement",
     lambda i: i.startswith("g14-")),
    ("c14: four personas, written 2026-12-03 before the fresh21 round, development after first measurement", lambda i: i.startswith("c14-")),
    ("h14: leftovers of the trials, fifth round (switches, apps with a habit, pets, plans to leave, wishes of a boss), development",
     lambda i: i.startswith("h14-")),
    ("i14: transitions announced or done (leaving, joining, moving in), pets by breed and age, tools 'here', development",
     lambda i: i.startswith("i14-")),
    ("k14: three personas, written 2026-12-03 before the fresh22 round, development after first measurement", lambda i: i.startswith("k14-")),
    ("j14: a new-user trial (a wedding photographer in Leeds, a resident doctor in Houston), development after first measurement",
     lambda i: i.startswith("j14-")),
    ("l14: a new-user trial (a backend developer in Lisbon, a university sysadmin in Tartu), development after first measurement",
     lambda i: i.startswith("l14-")),
    ("m14: a new-user trial (a second-language student in Toronto, a dictating trucker in Texas), development after first measurement",
     lambda i: i.startswith("m14-")),
    ("n14: a new-user trial (an Irish dairy farmer, a non-binary ceramic artist in Melbourne), development after first measurement",
     lambda i: i.startswith("n14-")),
    ("p14: a new-user trial (a QA lead near Seattle, a PhD student in Zürich, a soap maker in Nairobi), development after first measurement",
     lambda i: i.startswith("p14-")),
    ("q14: a new-user trial (an ICU nurse in Melbourne, a backend developer in Buenos Aires, a rider learning German in Hamburg), development after first measurement",
     lambda i: i.startswith("q14-")),
    ("o14: five voices (a retired nurse, a teenage gamer, a chef in Porto, a blind tester, a shift-working dad), development after first measurement",
     lambda i: i.startswith("o14-")),
    ("r14: four voices (a dictating tea farmer in Kenya, a terse architect in Bangalore, a Scottish grandmother in short lines, a French-Canadian nurse practitioner), written before the fresh24 round",
     lambda i: i.startswith("r14-")),
    ("t14: three voices (a Norwegian ferry engineer, a freelance UX designer in Mexico City, a retired headmaster in Kumasi), the lead's session-34 trial",
     lambda i: i.startswith("t14-")),
    ("s14: four voices (a trucker in Alberta on his phone, a PhD student in Seoul, a lawyer in Lagos, a stay-at-home dad in Melbourne), written before the fresh25 round",
     lambda i: i.startswith("s14-")),
    ("u14: eight voices (a beekeeper in Poland, a teenage streamer in Sydney, a dictating matatu owner in Nairobi, a retired engineer in Osaka, a single mum in Glasgow, an astronomer in Chile, a Deaf designer in Toronto, a vet nurse in New Zealand), written before the fresh26 round",
     lambda i: i.startswith("u14-")),
    ("y14: eight voices (a Filipino seafarer, a dictating retired farmer in Iowa, a pharmacist in Abuja with Pidgin, a nail-salon owner in Melbourne, an apprentice electrician in Cork, a Brazilian tester, a widowed grandfather in Delhi, a non-binary barista in Portland), written before the fresh27 round",
     lambda i: i.startswith("y14-")),
    ("c15: eight voices (a Korean student in Melbourne, a Welsh hill farmer, a Kenyan nurse in Leeds, a dictating Texan retiree, a Montréal developer in Franglais, a Year 11 student, a small landlord, a caregiver in Toledo), written before the fresh28 round",
     lambda i: i.startswith("c15-")),
    ("e15: eight voices (a taxi driver in Accra, a CPA in Chicago, a deafblind reader on braille, a Tamil grandmother typed for, a Marine veteran, a Japanese student in Dublin, a North Sea operator, a single dad in Johannesburg), written before the fresh29 round",
     lambda i: i.startswith("e15-")),
    ("f15: six voices (a UPSC aspirant in Pune, a Unity developer in Izmir, an Ohio State freshman, a retired nurse in Ludlow, a Laredo trucker, an in-house counsel in Singapore), written before the fresh30 round",
     lambda i: i.startswith("f15-")),
    ("j15: three voices (a pastor in rural Georgia, a crofter on Skye, a steelpan tuner in Trinidad), written before the fresh32 round",
     lambda i: i.startswith("j15-")),
)
HELD_OUT = ("m12-", "p12-", "u12-", "i12-", "j12-", "o13-")
def _word(i: int) -> str:
    """A distinct capitalised made-up word per ``i`` (names and places that never repeat)."""
    letters = ""
    i += 26 * 26
    while i:
        i, r = divmod(i, 26)
        letters = "aeioubdfgklmnprstvz"[r % 19] + letters
    return letters.capitalize()


def three_fact_conversation(i: int) -> list[wire.Message]:
    """A short conversation stating a name, a city and a preference (three facts)."""
    return [
        wire.Message(role="user", content=f"My name is Sam {_word(i)}. I live in {_word(i + 7)}ville."),
        wire.Message(role="assistant", content="Nice to meet you!"),
        wire.Message(role="user", content=f"I really like {_word(i + 13).lower()} tea."),
    ]


def _line(name: str, items: list[dict[str, Any]]) -> str:
    r = score(items, extract)
    return (f"  {name:<40} {r.conversations:>4} conv  P {r.precision:.3f} ({r.matched}/{r.extracted})"
            f"  R {r.recall:.3f} ({r.recalled}/{r.expected})  R+folds {r.recall_folds:.3f} ({r.recalled_folds}/{r.expected})"
            f"  standalone {r.standalone_rate:.3f}"
            f" ({r.standalone}/{r.extracted})")


def extraction_cost(items: list[dict[str, Any]], rounds: int = 5) -> tuple[float, float]:
    """(ms per conversation, ratio to tokenising the same messages), best of ``rounds``."""
    conversations = [messages_of(item) for item in items]
    best_extract = best_base = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        for messages in conversations:
            extract(messages)
        t1 = time.perf_counter()
        for messages in conversations:
            for m in messages:
                text.words(m.content)
        t2 = time.perf_counter()
        best_extract, best_base = min(best_extract, t1 - t0), min(best_base, t2 - t1)
    return best_extract * 1000 / max(len(conversations), 1), best_extract / best_base


def ingest_cost(runs: int = 60) -> tuple[float, float, int]:
    """(ingest p50 ms, ratio to memory.add p50, facts stored per ingest) on a temporary store."""
    from mercuryd.brain.service import Brain
    from mercuryd.store.db import open_store

    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(Path(tmp) / "bench.db")
        brain = Brain(store)
        ingests: list[float] = []
        adds: list[float] = []
        stored = 0
        for i in range(runs):  # interleaved, so both see the same machine state
            messages = three_fact_conversation(i)
            t0 = time.perf_counter()
            result = brain.ingest(wire.IngestParams(messages=messages, conversation_id=f"bench-{i}"))
            t1 = time.perf_counter()
            brain.add(wire.AddParams(type="preference", summary=f"User likes bench item {i}"))
            t2 = time.perf_counter()
            stored = len(result.stored) + len(result.reinforced)
            ingests.append(t1 - t0)
            adds.append(t2 - t1)
        store.close()
    p50_ingest = statistics.median(ingests) * 1000
    return p50_ingest, p50_ingest / (statistics.median(adds) * 1000), stored


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", type=Path, default=DEFAULT_SET)
    ap.add_argument("--no-held-out", action="store_true", help="leave the held-out parts (HELD_OUT) out")
    ap.add_argument("--mistakes", action="store_true", help="print every false positive, miss and non-standalone summary (not the held-out set's)")
    ap.add_argument("--only", default=None, help="score only ids starting with this prefix")
    a = ap.parse_args(argv[1:])
    items = load_set(a.set)
    if a.no_held_out:
        items = [i for i in items if not i["id"].startswith(HELD_OUT)]
    if a.only:
        items = [i for i in items if i["id"].startswith(a.only)]
    if a.mistakes:  # never the held-out set's: it is scored, not read
        print(format_report(score([i for i in items if not i["id"].startswith(HELD_OUT)], extract)))
        print()
    print(_line("whole set", items))
    for name, keep in PARTS:
        part = [i for i in items if keep(i["id"]) and not i["id"].startswith(HELD_OUT)]
        if part:
            print(_line(name, part))
    held_out = [i for i in items if i["id"].startswith(HELD_OUT)]
    if held_out:  # pooled only: a part's own figure is a hint at what its items say
        print(_line("held out, pooled (" + " ".join(p.rstrip("-") for p in HELD_OUT) + ")", held_out))
    ms, ratio = extraction_cost(items)
    print(f"\nextraction: {ms:.3f} ms per conversation = {ratio:.1f}x tokenising the same messages")
    p50, add_ratio, stored = ingest_cost()
    print(f"rules ingest of a {stored}-fact conversation: p50 {p50:.2f} ms = {add_ratio:.2f}x memory.add of one memory")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
