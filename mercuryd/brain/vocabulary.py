"""Word lists the rules extractor maps to structured attributes.

A value found in one of these lists turns "I prefer X" into a single-valued attribute
(``preferred_editor``…) that can conflict; anything else stays unstructured, because a
false conflict loses data and a missed one only leaves two memories side by side.
"""

from __future__ import annotations

import re

# What a named workplace is, typed in lower case after its name: "St Mary's hospital", "Leeds general infirmary",
# "Hartwell insurance group", "Tromsø kommune". Part of the employer's name, not the end of it.
ORG_NOUNS: frozenset[str] = frozenset(
    """hospital hospitals infirmary clinic surgery practice school schools academy college university uni
    library museum bank hotel restaurant cafe café bakery church council group company corporation corp
    agency studio studios lab labs laboratory institute centre center foundation trust charity
    kommune kommun municipality inc ltd llc plc gmbh""".split()
)
PROGRAMMING_LANGUAGES: frozenset[str] = frozenset(
    """python typescript javascript java kotlin go golang rust c c++ c# ruby php swift scala haskell elixir
    erlang clojure julia r perl lua dart zig ocaml f# lisp fortran cobol nim crystal gleam objective-c
    matlab groovy""".split()
)
EDITORS: frozenset[str] = frozenset(
    {"vim", "neovim", "nvim", "emacs", "vs code", "vscode", "visual studio code", "sublime", "sublime text",
     "intellij", "intellij idea", "pycharm", "webstorm", "atom", "nano", "helix", "zed", "xcode", "notepad++", "cursor",
     "rstudio", "positron", "spyder", "eclipse", "goland", "clion", "rider", "android studio", "visual studio", "bbedit",
     "textmate", "kate"}
)
OPERATING_SYSTEMS: frozenset[str] = frozenset(
    {"linux", "windows", "macos", "mac", "os x", "ubuntu", "debian", "fedora", "arch", "arch linux", "nixos",
     "freebsd", "mint", "linux mint", "pop!_os", "manjaro"}
)
SHELLS: frozenset[str] = frozenset({"bash", "zsh", "fish", "powershell", "nushell", "sh", "tcsh", "ksh"})
BROWSERS: frozenset[str] = frozenset(
    {"firefox", "chrome", "safari", "edge", "brave", "arc", "vivaldi", "opera", "chromium", "librewolf"}
)
# Where one keeps notes: "moved everything to Obsidian" answers "where should I keep my notes?"
NOTES_APPS: frozenset[str] = frozenset(
    {"obsidian", "notion", "evernote", "onenote", "bear", "logseq", "joplin", "roam", "roam research", "apple notes",
     "google keep", "simplenote", "standard notes", "craft", "notability", "goodnotes", "upnote", "capacities", "anytype"}
)
# Where a team tracks its tickets, where a person keeps tasks and reminders, and passwords: a question
# naming the kind of tool ("which ticket tracker do I use?", "where should I put this reminder?") is
# answered by the memories naming one (mercuryd/brain/retrieve.py, TOOL_KINDS).
TRACKER_APPS: frozenset[str] = frozenset(
    {"jira", "linear", "trello", "asana", "clickup", "basecamp", "youtrack", "monday.com", "pivotal tracker",
     "github issues", "gitlab issues", "redmine", "bugzilla", "wrike"}
)
TASK_APPS: frozenset[str] = frozenset(
    {"todoist", "ticktick", "microsoft to do", "google tasks", "omnifocus", "remember the milk", "apple reminders"}
)
PASSWORD_MANAGERS: frozenset[str] = frozenset(
    {"1password", "bitwarden", "lastpass", "keepass", "keepassxc", "dashlane", "proton pass", "nordpass",
     "icloud keychain"}
)
# The devices a person owns, by make and model: "how do I make the text bigger on my tablet?" wants
# "User uses an old iPad for email" (retrieve.TOOL_KINDS; names that are everyday words, "surface",
# "galaxy", "fire", "note", are left out or kept only with their make).
PHONES: frozenset[str] = frozenset(
    {"iphone", "pixel", "samsung", "nokia", "motorola", "moto g", "oneplus", "xiaomi", "huawei",
     "sony xperia", "fairphone", "blackberry", "android phone", "flip phone"}
)
TABLETS: frozenset[str] = frozenset({"ipad", "galaxy tab", "kindle fire", "fire tablet", "surface pro"})
# What a person keeps their money's accounts in: "how do I see where all my pay went?" wants "User manages
# their money in PocketSmith" (names that are everyday words or people's names, "mint", "emma", "copilot",
# are left out)
BUDGET_APPS: frozenset[str] = frozenset(
    {"ynab", "you need a budget", "pocketsmith", "goodbudget", "quicken", "gnucash", "moneydance", "toshl",
     "spendee", "monarch money", "actual budget", "moneywiz", "banktivity", "money dashboard", "snoop app"}
)
# Where a person stays away from home: "find me a place to stay in Christchurch" wants "User prefers hotels
# with a gym" or "User likes staying in cabins rather than hotels"
LODGINGS: frozenset[str] = frozenset(
    {"hotel", "hotels", "hostel", "hostels", "motel", "motels", "airbnb", "airbnbs", "b&b", "bed and breakfast",
     "guesthouse", "guesthouses", "guest house", "cabin", "cabins", "campsite", "campsites", "glamping",
     "holiday let", "holiday cottage", "self-catering", "youth hostel", "inn", "inns"}
)
# Who looks after an animal's health: "who should I phone about a cow with a swollen udder?" wants "User's vet is
# Dr. Halvorsen"
VETS: frozenset[str] = frozenset({"vet", "vets", "veterinarian", "veterinarians", "veterinary", "animal hospital"})
# What a home makes or saves its energy with: "will net metering cover our power bill?" wants "User is putting solar
# panels on the shed roof"
HOME_ENERGY: frozenset[str] = frozenset(
    {"solar", "solar panels", "photovoltaic", "heat pump", "heat pumps", "wood stove", "wood burner", "powerwall",
     "home battery", "wind turbine", "geothermal"}
)
LAPTOPS: frozenset[str] = frozenset(
    {"macbook", "thinkpad", "chromebook", "dell xps", "surface laptop", "framework laptop", "zenbook", "vivobook",
     "ideapad", "imac", "mac mini"}
)
# Dogs and cats by breed: "my old sheepdog is limping" wants "User has a kelpie called Rusty" (names
# that are everyday words, "boxer", "pointer", "setter", "lab", are left out).
# The breeds the extractor also reads as the pet itself ("my collie Bramble": the user's dog; candidate.PET_KINDS);
# the rest are left out there, being other words too ("Maltese", "Springer", "Akita").
PET_DOG_BREEDS: frozenset[str] = frozenset(
    {"collie", "labrador", "spaniel", "terrier", "poodle", "beagle", "greyhound", "retriever", "husky", "corgi",
     "dachshund", "pug", "whippet", "lurcher", "sheepdog", "kelpie", "schnauzer", "cockapoo", "labradoodle", "cavapoo",
     "staffie", "alsatian", "dalmatian", "chihuahua", "rottweiler", "doberman", "vizsla", "weimaraner", "heeler",
     "pomeranian", "samoyed"}
)
DOG_BREEDS: frozenset[str] = PET_DOG_BREEDS | frozenset(
    {"german shepherd", "shih tzu", "bulldog", "cattle dog", "border collie", "jack russell", "basset hound",
     "bichon", "maltese", "shiba inu", "akita", "great dane", "mastiff", "springer", "pit bull", "pitbull", "cane corso",
     "french bulldog", "frenchie", "xolo", "xoloitzcuintli"}
)
CAT_BREEDS: frozenset[str] = frozenset(
    {"siamese", "persian", "maine coon", "ragdoll", "bengal", "sphynx", "british shorthair", "burmese", "tabby",
     "tortoiseshell", "birman", "abyssinian", "norwegian forest cat"}
)
# Apps and services people work in (trackers, sheets, databases, hosting, chat, design, shop and
# booking systems): "we moved from Trello to Linear" is a switch of tools, never a move of home.
WORK_APPS: frozenset[str] = frozenset(
    {"trello", "linear", "jira", "asana", "clickup", "basecamp", "airtable", "excel", "google sheets", "sheets",
     "slack", "discord", "microsoft teams", "zoom", "figma", "sketch", "canva", "supabase", "firebase", "postgres",
     "postgresql", "mysql", "mongodb", "sqlite", "heroku", "vercel", "netlify", "fly.io", "aws", "gcp", "azure",
     "github", "gitlab", "bitbucket", "quickbooks", "xero", "shopify", "etsy", "wordpress", "squarespace", "wix",
     "zotero", "paperpile", "mendeley", "lightroom", "capture one", "dropbox", "google drive", "onedrive", "gmail",
     "outlook", "mailchimp", "hubspot", "salesforce", "duolingo", "calendly", "quizlet", "anki",
     "google docs", "keynote", "powerpoint",
     # game engines ("we moved to Godot": an engine taken up, never a home)
     "godot", "unity", "unreal", "unreal engine", "gamemaker", "bevy", "defold"} | NOTES_APPS
)
# Colour themes: "dark mode", "light themes", "a dark colorscheme" all set one preference.
_THEME = r"(?:mode|theme|themes|ui|colou?r ?(?:schemes?|themes?)|scheme|background)"
THEME_VALUE = re.compile(
    r"^(?:a\s+|the\s+)?(?P<tone>dark|light)(?:[\s-]+" + _THEME + r")?(?:\s+(?:everywhere|for everything|in every app))?$"
)

# (not the ones that are also a cuisine, "I prefer Thai": a taste in food, not how to be answered)
NATURAL_LANGUAGES: frozenset[str] = frozenset(
    """english spanish french german italian portuguese dutch russian chinese japanese korean arabic hindi
    hebrew greek polish swedish norwegian danish finnish turkish mandarin cantonese ukrainian czech
    tamil telugu bengali punjabi urdu gujarati marathi malayalam kannada swahili yoruba igbo hausa amharic somali
    zulu xhosa afrikaans farsi dari pashto kurdish tagalog nepali sinhala romanian hungarian bulgarian serbian
    croatian slovak slovenian lithuanian latvian estonian icelandic irish welsh gaelic catalan basque galician
    albanian armenian kazakh uzbek mongolian esperanto latin
    cree ojibwe ojibwa anishinaabemowin inuktitut mohawk navajo cherokee lakota maori māori samoan tongan fijian
    malay javanese sundanese cebuano ilocano hiligaynon tigrinya oromo wolof lingala sesotho sotho setswana tswana
    ndebele tsonga kinyarwanda kirundi luganda twi akan fula fulani quechua aymara guarani nahuatl maltese
    luxembourgish faroese breton yiddish belarusian azerbaijani azeri tajik turkmen kyrgyz bosnian macedonian
    sindhi kashmiri assamese odia oriya konkani tulu bhojpuri hmong uyghur tibetan dzongkha malagasy chichewa khmer
    lao hakka hokkien""".split()
)
# a language of people, named with its capital ("Spanish", "Welsh"), as a regex alternation
LANGUAGE_NAME = "(?:" + "|".join(sorted((w.capitalize() for w in NATURAL_LANGUAGES), key=len, reverse=True)) + ")"

# Things a person uses because they must: "I use a wheelchair" is a constraint, not a taste.
ASSISTIVE: frozenset[str] = frozenset(
    {"wheelchair", "cane", "walker", "crutches", "hearing aid", "hearing aids", "screen reader", "insulin pump",
     "cpap", "cpap machine", "guide dog", "walking stick", "mobility scooter", "prosthetic", "prosthesis"}
)

FAVORITE_CATEGORIES: dict[str, str] = {
    "color": "favorite_color", "colour": "favorite_color",
    "food": "favorite_food", "dish": "favorite_food", "meal": "favorite_food",
    "drink": "favorite_drink", "beverage": "favorite_drink",
    "book": "favorite_book", "novel": "favorite_book",
    "movie": "favorite_movie", "film": "favorite_movie",
    "music": "favorite_music", "kind of music": "favorite_music", "music genre": "favorite_music",
    "sport": "favorite_sport",
    "editor": "preferred_editor", "text editor": "preferred_editor",
    "os": "preferred_os", "operating system": "preferred_os",
    "shell": "preferred_shell", "browser": "preferred_browser",
    "programming language": "preferred_programming_language",
}

# Formatters, linters, test runners, build and infrastructure tools, data stores a developer names ("we moved from jest
# to vitest" is no home moved; many are English words too, so only read where a tool is expected)
CODE_TOOLS: frozenset[str] = frozenset(
    """black ruff flake8 pylint mypy pyright isort prettier eslint biome gofmt golangci-lint rustfmt clippy pytest jest
    vitest mocha pre-commit tox nox bazel gradle maven webpack vite turborepo nx helm terraform opentofu ansible sqlc
    postgres postgresql mysql sqlite redis kafka graphql grpc tailwind storybook cypress playwright docker podman
    kubernetes k8s jenkins circleci argocd pulumi""".split()
)

JOB_NOUNS: frozenset[str] = frozenset(
    """caretaker custodian engineer developer programmer designer teacher nurse doctor physician surgeon dentist student manager
    scientist analyst writer author journalist editor lawyer attorney architect consultant researcher
    accountant artist musician chef cook photographer founder cofounder co-founder ceo cto cfo coo director
    professor lecturer pharmacist therapist psychologist electrician plumber carpenter mechanic pilot
    firefighter paramedic librarian translator economist entrepreneur freelancer intern barista bartender
    waiter waitress cashier farmer veterinarian vet administrator sysadmin technician specialist coordinator
    secretary recruiter marketer salesperson clerk mathematician physicist chemist biologist historian tester
    lead owner retiree pm devops sre illustrator animator producer actor actress dancer singer coach
    trainer tutor instructor patroller officer soldier contractor builder driver rider courier porter nanny caregiver midwife
    optometrist radiologist surveyor planner strategist investor banker trader auditor sous-chef chef
    pharmacologist epidemiologist statistician dietitian nutritionist physiotherapist postdoc fellow
    teacher supervisor hygienist hygenist receptionist assistant associate representative rep cleaner physio childminder postie sparky
    apprentice joiner welder janitor housekeeper hairdresser barber stylist baker butcher teller agent
    underwriter paralegal principal headteacher schoolteacher schoolmaster schoolmistress headmaster headmistress dean postman postwoman postmistress postmaster fisherman sailor guard
    lobsterman lobsterwoman lobstermen crabber shrimper trawlerman oysterman clammer scalloper longliner
    painter decorator gardener landscaper miner tailor lifeguard housekeeper homemaker dev freshman sophomore
    undergrad postgrad veterinary junior major inspector interpreter plasterer roofer curator reporter filmmaker solicitor counsel
    optician counselor counsellor psychiatrist carer dispatcher handler machinist fitter copywriter proofreader ghostwriter
    transcriptionist subtitler localizer localiser videographer bookkeeper doula sommelier florist locksmith
    diplomat ambassador barrister priest vicar pastor rabbi imam chaplain detective constable rancher trucker
    conductor brakeman signalman chauffeur bricklayer scaffolder tiler glazier upholsterer jeweller jeweler sculptor novelist poet composer
    drummer guitarist pianist violinist cellist comedian influencer youtuber podcaster streamer footballer actuary realtor geologist
    ecologist botanist zoologist astronomer orthodontist audiologist podiatrist chiropractor osteopath sonographer
    radiographer phlebotomist anaesthetist anesthesiologist cardiologist oncologist pediatrician paediatrician
    dietician psychotherapist archivist columnist cartographer stewardess deckhand astronaut bailiff arborist
    beekeeper shepherd winemaker brewer distiller barman barmaid caterer fishmonger grocer shopkeeper salesman
    saleswoman telemarketer typist notary lobbyist councillor councilor senator gp resident registrar
    attendant steward purser crew operator cpa stonemason undertaker mortician embalmer seaman bosun boatswain organist
    choirmaster choirmistress cantor tattooist caseworker herder herdsman herdswoman crofter potter ceramicist collier
    stockman drover forester medic rgn lpn cna hca emt tuner guide judge comic roughneck roustabout derrickhand toolpusher driller
    lineman lineworker controller zookeeper keeper captain skipper luthier glassblower farrier forecaster taster captioner saddler
    sergeant lieutenant corporal sheriff taxidermist oenologist enologist
    groundsman groundswoman groundskeeper greenkeeper greenskeeper craftsman craftswoman tradesman tradeswoman
    draughtsman draftsman horologist perfumer falconer dj deejay ranger warden gamekeeper coastguard
    weaver restorer foreman forewoman
    ferryman ferrywoman boatman boatwoman stevedore longshoreman wharfie thatcher cobbler bookbinder seamstress
    oiler wiper motorman messman
    boatbuilder shipbuilder shearer rigger polisher groomer
    waller drystone-waller tanner currier sweep
    agronomist agriculturalist horticulturist hydrologist geophysicist microbiologist virologist immunologist toxicologist
    pathologist meteorologist seismologist oceanographer entomologist ornithologist neurologist dermatologist urologist""".split()
)

# "a social worker", "a support worker": the kinds of worker that name a job ("a hard worker", "a fast worker" name none)
WORKER_KINDS: frozenset[str] = frozenset(
    """social support care youth case key aid health community charity factory farm office shift steel construction
    retail warehouse council outreach relief development welfare family project dock rail oil mental-health sex
    agency temp seasonal migrant hospice""".split()
)


# "a pro darts player", "a professional gamer": a player whose play is the job (not "a team player", "a keen player")
_PLAYS_FOR_PAY = frozenset({"pro", "professional", "semi-pro", "semipro", "esports", "e-sports"})


def is_worker_job(words: list[str]) -> bool:
    """Whether a role's last words are a kind of worker that names a job ("social worker", "support worker", "civil
    servant", "pro darts player")."""
    if len(words) < 2:
        return False
    kind, last = words[-2].lower(), words[-1].lower()
    if last in {"player", "gamer"} and any(w.lower() in _PLAYS_FOR_PAY for w in words[:-1]):
        return True
    return (last in {"worker", "workers"} and kind in WORKER_KINDS) or (last == "servant" and kind in {"civil", "public"}) \
        or (last == "helper" and kind in {"domestic", "household", "home"}) \
        or (last in {"tech", "techs"} and kind in _TECH_KINDS) \
        or (last == "head" and kind in {"deputy", "assistant"}) \
        or (last in {"maker", "makers"} and kind.isalpha() and kind not in _NOT_MAKER_KINDS)
    # "a domestic helper in Hong Kong", "a nail tech" (not "mostly tech"); "a cheese maker", "the ice maker at the rink"


# "a decision maker", "a money maker", "a coffee maker": a maker of these is no trade ("a cheese maker", "a felt maker",
# "a basket maker" are; one word with its maker, "watchmaker", is read by its ending in ``is_job_noun``)
_NOT_MAKER_KINDS = frozenset("""decision policy money trouble peace noise mischief merry coffee tea bread pasta yogurt
    yoghurt popcorn rain hay match mistake play pace deal history news rule""".split())


# the kinds of "tech" that name a trade: "a nail tech", "a vet tech", "a patient care tech"
_TECH_KINDS = frozenset("""nail vet lab pharmacy care it surgical dental radiology sound lighting maintenance medical eeg ekg ecg
    ultrasound x-ray bench field support service repair hvac auto cath or er ophthalmic optical""".split())


# "I am truck driver", "im pastry cook": what kind of driver or cook, said before the trade's word (never a given name,
# so "im rachel baker" stays a name)
TRADE_KINDS: frozenset[str] = frozenset(
    """truck lorry bus taxi cab van delivery forklift tram train tractor ambulance uber lyft courier coach race pastry
    line sous prep head master landscape house portrait sign security prison night ballet session opera backing bike
    stunt test piano tour mountain dairy sheep beef pig poultry arable cattle goat fruit vegetable grain""".split()
)

# Agentive endings that name a trade whatever the word ("conservator", "beautician",
# "stenographer", "oceanologist", "blacksmith", "shipwright"), and the few such words that do not
# ("watchmaker", "clockmaker", "cabinetmaker", "dressmaker": one who makes the thing for a living)
_JOB_ENDING = re.compile(r"[a-z]{3,}(?:ator|ician|ographer|ologist|iatrist|smith|wright|maker)")
_NOT_JOB_ENDING = frozenset(
    """calculator elevator radiator refrigerator alligator procrastinator generator indicator ventilator
    incubator escalator percolator accumulator equator denominator numerator
    pacemaker troublemaker peacemaker noisemaker coffeemaker icemaker haymaker mischiefmaker merrymaker""".split()
)


def is_job_noun(word: str) -> bool:
    """Whether ``word`` (any case) names a job: a known one, or one by its agentive ending."""
    w = word.lower()
    return w in JOB_NOUNS or (bool(_JOB_ENDING.fullmatch(w)) and w not in _NOT_JOB_ENDING)


# First words after "I want to…" that make it a request, not a goal.
REQUEST_VERBS: frozenset[str] = frozenset(
    """know ask see check confirm clarify say thank mention add hear talk discuss understand share tell show
    test verify point note remind let figure fix debug find remember decide install solve wrap work recall
    reproduce compile configure double-check print convert rewrite summarize summarise translate return
    emphasize stress clear copy paste change update delete remove rename look compare explain""".split()
)


def category_attribute(value: str) -> str | None:
    """The single-valued attribute a preferred thing implies ("python" → preferred_programming_language)."""
    v = value.lower().strip()
    if " " in v and THEME_VALUE.match(v):
        return "preferred_theme"
    if v in PROGRAMMING_LANGUAGES:
        return "preferred_programming_language"
    if v in EDITORS:
        return "preferred_editor"
    if v in OPERATING_SYSTEMS:
        return "preferred_os"
    if v in SHELLS:
        return "preferred_shell"
    if v in BROWSERS:
        return "preferred_browser"
    if v in NATURAL_LANGUAGES:
        return "preferred_language"
    return None


def category_value(attribute: str | None, value: str) -> str:
    """The canonical value of a categorised thing: "dark themes" → "dark", "nvim" → "neovim"."""
    v = value.lower().strip()
    if attribute == "preferred_theme":
        m = THEME_VALUE.match(v)
        return m.group("tone") if m else v
    if attribute == "preferred_editor":
        return {"nvim": "neovim", "vscode": "vs code", "visual studio code": "vs code", "sublime text": "sublime",
                "intellij idea": "intellij"}.get(v, v)
    if attribute == "preferred_programming_language":
        return {"golang": "go"}.get(v, v)
    return v


# Lasting health conditions, read from a constraint ("User has type 2 diabetes", "User is
# coeliac") as the attribute ``condition`` with one canonical value each; many-valued.
HEALTH_CONDITIONS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), v) for p, v in (
        (r"\b(?:pre-?)?diabet(?:es|ic)\b", "diabetes"),
        (r"\bc(?:o|oe)?eliac\b|\bceliac\b", "coeliac"),
        (r"\blactose[- ]intoleran(?:t|ce)\b", "lactose intolerance"),
        (r"\bgluten[- ]intoleran(?:t|ce)\b|\bgluten\s+sensitiv", "gluten intolerance"),
        (r"\bibs\b|\birritable\s+bowel\b", "ibs"),
        (r"\bcrohn'?s\b", "crohn's disease"),
        (r"\bhigh\s+cholesterol\b", "high cholesterol"),
        (r"\bhigh\s+blood\s+pressure\b|\bhypertension\b", "high blood pressure"),
        (r"\bhigh\s+blood\s+sugar\b|\bhyperglyc(?:a)?emia\b", "high blood sugar"),
        (r"\bgout\b", "gout"),
        (r"\bkidney\s+disease\b", "kidney disease"),
        (r"\bheart\s+(?:condition|disease)\b", "heart condition"),
        (r"\basthma(?:tic)?\b", "asthma"),
        (r"\bepilep(?:sy|tic)\b", "epilepsy"),
        (r"\bmigraines?\b", "migraine"),
        (r"\barthritis\b", "arthritis"),
        (r"\beczema\b", "eczema"),
        (r"\bpsoriasis\b", "psoriasis"),
        (r"\bhay\s+fever\b", "hay fever"),
        # (newuser27) illnesses of some weeks, ended when said to be gone ("glandular fever is gone")
        (r"\bglandular\s+fever\b|\bmononucleosis\b", "glandular fever"),
        (r"\bshingles\b", "shingles"),
        # (lead64) inflammations and infections of some weeks, ended when said to be gone ("the gastritis is gone")
        (r"\bgastritis\b", "gastritis"),
        (r"\bbronchitis\b", "bronchitis"),
        (r"\bpneumonia\b", "pneumonia"),
        (r"\btonsillitis\b", "tonsillitis"),
        (r"\bsinusitis\b", "sinusitis"),
        (r"\bconjunctivitis\b", "conjunctivitis"),
        (r"\bten(?:d|do)nitis\b|\btendinitis\b", "tendinitis"),
        (r"\bbursitis\b", "bursitis"),
        (r"\btinnitus\b", "tinnitus"),
        (r"\bendometriosis\b", "endometriosis"),
        (r"\bpcos\b", "pcos"),
        (r"\ban(?:a)?emi(?:a|c)\b", "anaemia"),
        (r"\bacid\s+reflux\b|\bgerd\b", "acid reflux"),
        (r"\bhypothyroid(?:ism)?\b", "hypothyroidism"),
        (r"\bfibromyalgia\b", "fibromyalgia"),
        (r"\bsciatica\b", "sciatica"),
        (r"\bhearing\s+loss\b|\bloss\s+of\s+hearing\b", "hearing loss"),
        (r"\bosteoporosis\b", "osteoporosis"),
        # (lead50: "my eyes are not good any more, I have glaucoma" was no condition, so the cap of three lost it)
        (r"\bglaucoma\b", "glaucoma"),
        (r"\bmacular\s+degeneration\b", "macular degeneration"),
        (r"\bcopd\b|\bemphysema\b", "copd"),
        (r"\bparkinson'?s\b", "parkinson's disease"),
        (r"\bmultiple\s+sclerosis\b", "multiple sclerosis"),
        (r"\bsleep\s+apn(?:o)?ea\b", "sleep apnoea"),
        (r"\batrial\s+fibrillation\b|\ba-?fib\b", "atrial fibrillation"),
        # a joint or back that limits what the body can do: "User has a bad left knee",
        # "User has knee problems", "User hurt their shoulder" (one value per part)
        *((rf"\b(?:bad|dodgy|weak|gammy|dicky|busted|wonky|crook|sore|bum|trick|injured|arthritic)\s+"
           rf"(?:(?:left|right|lower|upper)\s+)?{part}s?\b"
           rf"|\b(?:(?:left|right|lower|upper)\s+)?{part}s?\s+(?:injury|injuries|problems?|issues?|pain|surgery|replacement)\b"
           rf"|\b(?:injured|hurt|tore|sprained|broke|twisted|pulled|strained|dislocated)\s+(?:their|my)\s+"
           rf"(?:(?:left|right|lower|upper)\s+)?{part}s?\b", f"bad {part}")
          for part in ("knee", "back", "hip", "shoulder", "ankle", "wrist", "neck", "elbow", "achilles", "hamstring")),
    )
)
# The conditions that decide what a person can eat or drink: a question about food or
# medicine recalls them (mercuryd/brain/retrieve.py, CATEGORY_ALSO).
DIET_CONDITIONS: frozenset[str] = frozenset(
    {"diabetes", "coeliac", "lactose intolerance", "gluten intolerance", "ibs", "crohn's disease",
     "high cholesterol", "high blood pressure", "high blood sugar", "gout", "kidney disease", "heart condition",
     # (recall24) eaten for as much: a low-GI plan, and what not to eat late or spiced
     "pcos", "acid reflux",
     # (recall43) the thyroid pill taken on an empty stomach, and what is eaten after it: "what should I eat for breakfast?"
     "hypothyroidism"}
)


# ... and those that decide what exercise suits a person: an exercise question recalls them.
EXERCISE_CONDITIONS: frozenset[str] = frozenset(
    {"asthma", "heart condition", "high blood pressure", "diabetes", "epilepsy", "arthritis", "sciatica",
     "osteoporosis", "fibromyalgia", *(f"bad {part}" for part in (
         "knee", "back", "hip", "shoulder", "ankle", "wrist", "neck", "elbow", "achilles", "hamstring"))}
)


# Races people enter and train for: "should I carb-load before my big race?" wants "User is training for the
# Manchester Marathon in April" ("ultra" and "relay" are left out: other words too)
RACES: frozenset[str] = frozenset(
    {"marathon", "marathons", "half marathon", "10k", "5k", "parkrun", "triathlon", "triathlons", "ultramarathon",
     "ironman", "duathlon", "sportive", "fun run"}
)
# Exercise the user says they prefer or like, as the write path keeps its value ("User prefers running in the evening
# to running in the morning" is prefers:running): an exercise question recalls it
EXERCISE_LIKED: frozenset[str] = frozenset(
    {"running", "jogging", "swimming", "cycling", "biking", "walking", "hiking", "yoga", "pilates", "climbing",
     "bouldering", "rowing", "dancing", "boxing", "weightlifting", "lifting weights", "spinning", "skating", "skiing",
     "surfing", "crossfit", "tennis", "football", "the gym", "gym", "parkrun"}
)


# ... and those that decide what a person hears: a question about headphones or audio recalls them.
HEARING_CONDITIONS: frozenset[str] = frozenset(
    {"hearing loss", "tinnitus", "deaf", "deaf in one ear", "deaf in my left ear", "deaf in my right ear",
     "hard of hearing", "partially deaf"}
)


def health_condition(summary: str) -> str | None:
    """The lasting condition a constraint names, canonical ("type 2 diabetes" → "diabetes")."""
    for pattern, value in HEALTH_CONDITIONS:
        if pattern.search(summary):
            return value
    return None


# The tool of a craft or pastime, and the words the pastime is said in (recall19: "any tips for my new lathe?" wants
# "User has taken up woodturning"). Each: the tool as a regular expression (its plural too), and the phrases a memory
# of the pastime names. Only tools that name one pastime: not "wheel", "needles", "saw", "rod", "hook" alone; the
# pastime's words are its own ("woodturning", not "turning": "User is turning the loft into an office").
# pastimes named by their noun ("I took up pottery", "no more chess for me"): what a person does in their free time
PASTIMES: frozenset[str] = frozenset(
    """yoga pilates golf tennis chess guitar piano violin cello drums pottery crochet karate judo boxing tai chi
    bridge squash badminton rowing sailing photography""".split())
HOBBY_TOOLS: tuple[tuple[str, frozenset[str]], ...] = (
    (r"(?:wood\s*)?lathes?", frozenset({"woodturning", "woodturner", "wood turning", "wood-turning", "bowl turning",
                                        "pen turning"})),
    (r"kilns?|potter(?:'s|y)\s+wheels?|throwing\s+wheels?", frozenset({"pottery", "ceramics", "potter",
                                                                        "wheel-throwing", "wheel throwing"})),
    (r"(?:weaving|floor|table|rigid\s+heddle)\s+looms?|my\s+(?:new\s+)?looms?", frozenset({"weaving", "weaver"})),
    (r"sewing\s+machines?|overlockers?|sergers?", frozenset({"sewing", "dressmaking", "quilting", "quilts"})),
    (r"telescopes?", frozenset({"astronomy", "stargazing", "astrophotography", "star gazing"})),
    (r"fly[\s-]rods?|fly\s+reels?|waders", frozenset({"fly fishing", "fly-fishing", "fly-tying", "fly tying"})),
    (r"metal\s+detectors?", frozenset({"metal detecting", "metal-detecting", "detectorist"})),
    (r"knitting\s+needles|circular\s+needles", frozenset({"knitting", "knits"})),
    (r"crochet\s+hooks?", frozenset({"crochet", "crocheting"})),
    (r"scroll\s+saws?|band\s*saws?|router\s+tables?|workbench(?:es)?", frozenset({"woodwork", "woodworking", "carpentry",
                                                                               "woodturning"})),
)


# Large cities and capitals whose names are not given names in English (so "Lisbon, 34." opening a message says where
# and how old, as "Ana, 34." says who and how old). Names that are also given names ("Sydney", "Austin", "Florence",
# "Victoria", "Charlotte", "Adelaide", "Jackson", "Georgia", "Jordan", "Chelsea", "Dallas", "Orlando") are left out.
BIG_PLACES = frozenset("""
london paris berlin madrid rome lisbon dublin amsterdam brussels vienna prague warsaw budapest bucharest sofia athens
istanbul ankara moscow kyiv kiev minsk riga vilnius tallinn helsinki stockholm oslo copenhagen reykjavik zurich geneva
bern milan naples turin barcelona valencia seville porto marseille lyon toulouse hamburg munich cologne frankfurt
stuttgart krakow gdansk wroclaw belgrade zagreb ljubljana sarajevo tirana skopje edinburgh glasgow manchester liverpool
birmingham leeds bristol cardiff belfast cork galway tokyo osaka kyoto seoul busan beijing shanghai shenzhen guangzhou
taipei manila cebu jakarta bali bangkok hanoi saigon singapore mumbai delhi bangalore bengaluru chennai kolkata
hyderabad pune karachi lahore islamabad dhaka kathmandu colombo dubai doha riyadh tehran baghdad beirut amman cairo
nairobi lagos abuja accra kampala kigali johannesburg joburg durban harare lusaka dakar tunis casablanca algiers luanda
maputo toronto montreal vancouver calgary ottawa boston chicago seattle denver miami atlanta houston philadelphia
brooklyn guadalajara monterrey bogota bogotá lima santiago montevideo caracas quito havana rio melbourne brisbane perth
auckland wellington
""".split()) | frozenset({"hong kong", "kuala lumpur", "addis ababa", "cape town", "mexico city", "buenos aires",
                          "sao paulo", "são paulo", "new york", "los angeles", "san francisco", "tel aviv"})


# (lead61) Countries by their English names, so one typed in lower case ("we move to australia in november") is read as
# the place it names
COUNTRIES = frozenset("""
afghanistan albania algeria andorra angola argentina armenia australia austria azerbaijan bahamas bahrain bangladesh
barbados belarus belgium belize benin bhutan bolivia bosnia botswana brazil brunei bulgaria burundi cambodia cameroon
canada chad chile china colombia congo croatia cuba cyprus czechia denmark djibouti dominica ecuador egypt england
eritrea estonia eswatini ethiopia fiji finland france gabon gambia georgia germany ghana greece grenada guatemala guinea
guyana haiti honduras hungary iceland india indonesia iran iraq ireland israel italy jamaica japan jordan kazakhstan kenya
kiribati kosovo kuwait kyrgyzstan laos latvia lebanon lesotho liberia libya liechtenstein lithuania luxembourg madagascar
malawi malaysia maldives mali malta mauritania mauritius mexico moldova monaco mongolia montenegro morocco mozambique
myanmar namibia nauru nepal netherlands holland nicaragua niger nigeria norway oman pakistan palau palestine panama
paraguay peru philippines poland portugal qatar romania russia rwanda samoa scotland senegal serbia seychelles
singapore slovakia slovenia somalia spain sudan suriname sweden switzerland syria taiwan tajikistan tanzania thailand togo
tonga tunisia turkey türkiye turkmenistan tuvalu uganda ukraine uruguay uzbekistan vanuatu venezuela vietnam wales yemen
zambia zimbabwe
""".split()) | frozenset({"new zealand", "south africa", "south korea", "north korea", "sri lanka", "saudi arabia", "costa rica",
                          "el salvador", "puerto rico", "united states", "the states", "united kingdom", "czech republic",
                          "dominican republic", "ivory coast", "sierra leone", "south sudan", "papua new guinea",
                          "united arab emirates", "the uk", "the us", "the usa", "the netherlands", "the philippines"})


# (recall46) The towns of a country, so a message naming the country finds a memory naming one of its towns ("what should
# I pack for Spain?" → "User is going to Valencia in May"): a small offline gazetteer written by hand, the larger towns
# and the places people travel to, move to or send things to; the country as COUNTRIES names it (lower case)
TOWNS_OF: dict[str, frozenset[str]] = {country: frozenset(towns.split(", ")) for country, towns in {
    "spain": "Madrid, Barcelona, Valencia, Seville, Sevilla, Malaga, Málaga, Bilbao, Granada, Alicante, Palma, Mallorca, Majorca,"
             " Ibiza, Menorca, Tenerife, Gran Canaria, Lanzarote, Fuerteventura, Marbella, Cordoba, Córdoba, Zaragoza, Salamanca,"
             " San Sebastian, San Sebastián, Santiago de Compostela, Toledo, Cadiz, Cádiz, Murcia, Benidorm, Girona, Tarragona,"
             " Pamplona, Oviedo, Santander, Valladolid, Vigo, A Coruña, Costa del Sol, Costa Brava",
    "portugal": "Lisbon, Porto, Faro, Coimbra, Braga, Madeira, Funchal, Algarve, Lagos, Sintra, Cascais, Azores, Albufeira",
    "france": "Paris, Lyon, Marseille, Nice, Bordeaux, Toulouse, Nantes, Strasbourg, Lille, Montpellier, Rennes, Grenoble,"
              " Avignon, Cannes, Biarritz, Normandy, Brittany, Provence, Corsica, Chamonix, Annecy, Dijon",
    "italy": "Rome, Milan, Naples, Florence, Venice, Turin, Bologna, Genoa, Palermo, Bari, Verona, Pisa, Siena, Sicily, Sardinia,"
             " Tuscany, Puglia, Amalfi, Capri, Sorrento, Como, Catania, Brindisi, Lecce, Trieste, Padua, Cagliari",
    "germany": "Berlin, Munich, Hamburg, Frankfurt, Cologne, Stuttgart, Düsseldorf, Dusseldorf, Leipzig, Dresden, Hanover,"
               " Nuremberg, Bremen, Heidelberg, Freiburg, Bonn, Mannheim, Karlsruhe, Potsdam, Bavaria",
    "netherlands": "Amsterdam, Rotterdam, The Hague, Utrecht, Eindhoven, Groningen, Leiden, Delft, Maastricht, Haarlem",
    "belgium": "Brussels, Antwerp, Ghent, Bruges, Leuven, Liège",
    "switzerland": "Zurich, Zürich, Geneva, Basel, Bern, Lausanne, Lucerne, Zermatt, Lugano",
    "austria": "Vienna, Salzburg, Innsbruck, Graz, Linz",
    "ireland": "Dublin, Cork, Galway, Limerick, Killarney, Waterford, Kilkenny",
    "greece": "Athens, Thessaloniki, Crete, Corfu, Rhodes, Santorini, Mykonos, Heraklion, Kos, Zakynthos",
    "poland": "Warsaw, Krakow, Kraków, Gdansk, Gdańsk, Wroclaw, Wrocław, Poznan, Poznań, Lodz, Łódź",
    "czechia": "Prague, Brno",
    "hungary": "Budapest, Debrecen",
    "croatia": "Zagreb, Split, Dubrovnik, Hvar, Zadar",
    "turkey": "Istanbul, Ankara, Izmir, Antalya, Bodrum, Cappadocia, Dalaman, Fethiye",
    "sweden": "Stockholm, Gothenburg, Malmö, Malmo, Uppsala",
    "norway": "Oslo, Bergen, Tromsø, Tromso, Trondheim, Stavanger",
    "denmark": "Copenhagen, Aarhus, Odense",
    "finland": "Helsinki, Tampere, Turku, Lapland",
    "iceland": "Reykjavik, Reykjavík, Akureyri",
    "japan": "Tokyo, Kyoto, Osaka, Hiroshima, Sapporo, Nagoya, Fukuoka, Nara, Yokohama, Kobe, Okinawa, Hokkaido",
    "south korea": "Seoul, Busan, Incheon, Jeju, Daegu",
    "china": "Beijing, Shanghai, Guangzhou, Shenzhen, Chengdu, Xi'an, Hangzhou, Wuhan",
    "thailand": "Bangkok, Phuket, Chiang Mai, Krabi, Pattaya, Koh Samui",
    "vietnam": "Hanoi, Ho Chi Minh City, Saigon, Da Nang, Hoi An, Hue",
    "indonesia": "Jakarta, Bali, Ubud, Yogyakarta, Lombok, Surabaya",
    "malaysia": "Kuala Lumpur, Penang, Langkawi, Malacca, Melaka, Johor Bahru",
    "philippines": "Manila, Cebu, Davao, Boracay, Palawan",
    "india": "Delhi, New Delhi, Mumbai, Bangalore, Bengaluru, Chennai, Kolkata, Hyderabad, Pune, Goa, Jaipur, Kerala, Agra",
    "australia": "Sydney, Melbourne, Brisbane, Perth, Adelaide, Canberra, Hobart, Darwin, Cairns, Gold Coast",
    "new zealand": "Auckland, Wellington, Christchurch, Queenstown, Dunedin, Rotorua",
    "canada": "Toronto, Vancouver, Montreal, Montréal, Calgary, Ottawa, Edmonton, Quebec City, Winnipeg, Halifax, Victoria",
    "mexico": "Mexico City, Cancun, Cancún, Guadalajara, Monterrey, Oaxaca, Tulum, Puerto Vallarta, Playa del Carmen",
    "brazil": "Rio de Janeiro, Rio, São Paulo, Sao Paulo, Salvador, Brasília, Brasilia, Florianópolis, Recife",
    "argentina": "Buenos Aires, Córdoba, Mendoza, Bariloche, Patagonia",
    "morocco": "Marrakech, Marrakesh, Casablanca, Fez, Rabat, Tangier, Agadir, Essaouira",
    "egypt": "Cairo, Alexandria, Luxor, Aswan, Sharm el-Sheikh, Hurghada",
    "south africa": "Cape Town, Johannesburg, Durban, Pretoria, Port Elizabeth",
    "kenya": "Nairobi, Mombasa, Kisumu",
    "scotland": "Edinburgh, Glasgow, Aberdeen, Dundee, Inverness, Skye, Orkney",
    "wales": "Cardiff, Swansea, Newport, Snowdonia",
    "england": "London, Manchester, Birmingham, Liverpool, Leeds, Bristol, Newcastle, Oxford, Cambridge, Brighton, York, Bath",
}.items()}


def is_big_place(words: str) -> bool:
    """Whether ``words`` name a large city or capital of :data:`BIG_PLACES` ("Lisbon", "Hong Kong")."""
    return " ".join(words.lower().split()) in BIG_PLACES


# The kinds of business one owns or runs ("a mobile dog grooming business", "a coffee van", "a little coffee
# roastery": up to three words before the kind), and ("our new salon opened yesterday", "Salón Xiomara is open since
# Monday") opens: one list since twins58 (english.py had its own; a bare "bar", "branch" and "gym" are added there only)
BUSINESS_KINDS = (r"business|shop|company|firm|practice|studio|bakery|restaurant|cafe|café|salon|agency|store|farm|clinic|consultancy|pharmacy"
                  # ("a weaving cooperative near Cusco": run by its members, one of them the user; not "co-op", a shop chain too)
                  r"|cooperative|atelier|salón|salão"
                  r"|garage|workshop|market\s+garden|garden\s+cent(?:re|er)|smallholding|croft|vineyard|orchard|nursery|ranch|food\s+truck|stall|guesthouse|b&b|pub"
                  r"|daycare|kennels?|van|roastery|brewery|microbrewery|distillery|winery|cidery|bistro|pizzeria|barbershop|boutique"
                  r"|hostel|bookshop|bookstore|florist|launderette|laundromat|dealership|tattoo\s+parlou?r|cattery|caravan\s+park"
                  # "a small ramen bar", "a noodle bar", "a wine bar", "a juice bar", "a taqueria"
                  r"|(?:ramen|noodle|sushi|wine|cocktail|juice|tapas|coffee|espresso|snack|sandwich|salad|dessert|nail|oyster)\s+bar"
                  # ("plan ko open carinderia near the school, small eatery": a small eating place by its local name)
                  r"|eatery|carinderia|warung|dhaba|taverna"
                  r"|taqueria|trattoria|deli|delicatessen|takeaway|chippy|chip\s+shop|diner|canteen|bakehouse|p[aâ]tisserie|gelateria"
                  # "a truck stop on the A2", "a petrol station outside Wexford", "a small motel"
                  r"|truck\s+stop|(?:petrol|gas|filling|service)\s+station|motel"
                  # "a tea house lodge in Namche Bazaar", "a small inn in Kyoto", "a homestay in Ubud": a place to stay
                  r"|lodge|tea\s*house|inn|homestay|guest\s+house|hotel|ryokan|riad|campsite"
                  # "a family funeral home in Dunedin", "a small care home", "a flour mill"
                  r"|funeral\s+(?:home|parlou?r|business)|undertakers?|care\s+home|nursing\s+home|mill|sawmill|forge|pottery|print\s+shop"
                  # "a little surf school in Hilo", "a driving school", "a dance school": a school that is a business
                  r"|(?:surf|driving|dance|language|music|swim(?:ming)?|riding|yoga|cooking|ski|dive|diving|sailing|flight|karate|art)\s+school"
                  # "a halal butcher's on Leeds Road", "the baker's on the corner": a shop named by its trade, as Britons say it
                  r"|(?:butcher|baker|barber|chemist|newsagent|greengrocer|jeweller|hairdresser|fishmonger|ironmonger|florist)['’]s"
                  # "a döner Imbiss in Duisburg", "a kiosk by the station", "a warung in Ubud": a small place to eat or shop,
                  # as it is called where it is
                  r"|imbiss|kiosk|sp[aä]ti|bodega|dhaba|warung|chiringuito|friterie|tabac|trafika?|konbini|sari-sari\s+store|spaza(?:\s+shop)?")
