"""Situations a message describes, and the event of the user's life they belong to (recall32).

A person rarely names the plan behind what they are living through: "I have forty cardboard cartons in the
hallway" is a move, "the hospital letter says nothing to eat after midnight" an operation, "how much spending money
in euros per day?" a trip, "I'm going to be a grandad" a pregnancy in the family. The sentence model does not take
that step (it puts such a memory far down its list: docs/recall.md, "A thirtieth fresh set"), and a word list of one
set's words fixes that set only. Each frame here is one everyday life event, said from the side of the situation in
the many ways people live it (not in any one message's words), and the words a memory names the event by: recall
brings the memories of the event the model puts closest (``PLACES`` of them, as what else answers a kind), and the
model's doubt still counts against them.

Every pattern is tried only when the message holds one of its cues (a substring test: ``cued.Cued``, the guard
retrieve's phrase kinds and kinds said in other words use too), and none opens with a run of whitespace (no quadratic
scan of long whitespace).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from mercuryd.brain.cued import Cued

__all__ = ["FRAMES", "PLACES", "Frame", "closest", "described", "faiths_named", "found", "same_faith"]

PLACES = 2  # memories of the events a message describes, brought at most (the model's closest first)


class Frame(NamedTuple):
    """One life event: how a message describes living it, and how a memory names it."""

    name: str
    asks: Cued  # the message describing the situation, tried only on a cue (as retrieve's kinds)
    match: str  # the words (FTS5) a memory naming the event holds one of
    types: str  # ... of these types (a JSON list)
    said: re.Pattern[str]  # how such a memory is said
    fits: Callable[[str, str], bool] | None = None  # (message, memory): whether the memory is the message's (recall36)


_BOX = r"(?:boxes|cartons|crates|tea\s+chests)"
# Moving home: packing, the removal van, a new address; not "a box of chocolates", "move the meeting", "a van driver".
_MOVING = re.compile(
    r"\b(?:packing|pack|packed)\s+(?:up\s+)?(?:(?:all\s+)?(?:the|my|our|these|those)\s+)?(?:\w+\s+)?" + _BOX + r"\b"
    r"|\b(?:cardboard|moving|removal|packing)\s+" + _BOX + r"\b"
    r"|\bremovals?\s+(?:van|vans|firm|firms|company|companies|men|lorry|truck|quote|quotes|people|crew)\b|\bremovalists?\b"
    r"|\b(?:the|a|hire|hiring|book|booking)\s+movers\b|\bman\s+(?:and|with)\s+a\s+van\b"
    r"|\bmoving\s+(?:day|van|truck|company|companies|firm|checklist|house|home|flats?|apartments?)\b"
    r"|\bchange\s+of\s+address\b|\b(?:change|changing|update|updating)\s+(?:my|our)\s+address\b|\bforward(?:ing)?\s+(?:my|our|the)\s+(?:post|mail)\b"
    r"|\b(?:pack|packing)\s+up\s+(?:the|my|our)\s+(?:house|flat|apartment|home|place|kitchen|room)\b"
    r"|\bunpack(?:ing)?\s+(?:the|all\s+the|our|my)\s+" + _BOX + r"\b"
    r"|\b(?:before|after|when|once)\s+(?:we|I)\s+(?:move|moved|relocate)\b(?!\s+(?:on|past|forward|ahead|the|it|this|that)\b)",
    re.I)
_MOVES = re.compile(r"^User\b.*\b(?:mov(?:e|es|ing)|relocat(?:e|es|ing))\s+(?:back\s+|out\s+|house\s+|home\s+)?"
                    r"(?:to|into|in|abroad|house|home|out|from)\b|^User\b.*\brelocation\b", re.I)

# An operation ahead or just had: the fast before it, the anaesthetic, the ward, stitches, being discharged; not "a
# fast car", "stitches in knitting" (a knitting word beside it), "the ward's nurses' shifts" (a nurse's job: "my shift").
_OPERATION = re.compile(
    r"\bnil\s+by\s+mouth\b|\bnothing\s+to\s+(?:eat|drink)\s+(?:after|from|past)\s+(?:midnight|\d)"
    r"|\b(?:fast|fasting|starve|starving)\s+(?:from\s+midnight|the\s+night\s+before)\b"
    r"|\bpre-?op\b|\bpost-?op\b|\ban(?:a)?esthe(?:tic|tics|sia|tist)\b|\bgeneral\s+an(?:a)?esthetic\b"
    r"|\b(?:my|the|these|her|his)\s+(?:stitches|sutures|scar|wound)\b(?![^.?!]{0,40}\b(?:knit|crochet|sew|yarn|wool|pattern)\w*)"
    r"|\b(?:after|before|since|from)\s+(?:the|my|his|her)\s+(?:op|operation|surgery|procedure)\b"
    r"|\b(?:be|being|get|getting|was|got|am|'m)\s+discharged\b|\bdischarge\s+(?:letter|date|papers|nurse)\b"
    r"|\bhospital\s+(?:letter|bag|stay|gown|admission|appointment\s+letter)\b|\badmission\s+letter\b"
    # "what should I bring to the hospital for a few nights?", "staying in hospital after the op": a stay for one
    r"|\b(?:bring|pack|take)\s+(?:with\s+me\s+)?(?:to|into)\s+(?:the\s+)?hospital\b|\b(?:stay|staying|nights?|days?)\s+in\s+(?:the\s+)?hospital\b"
    r"|\b(?:ward|surgical)\s+nurse\s+(?:says|said|told)\b|\bthe\s+surgeon\b",
    re.I)
# (a doctor's surgery is a place, not an operation: "User's GP is at the Hyde Park surgery", "User's surgery only books
# appointments by phone")
_OPERATED = re.compile(r"^User\b(?!.*\b(?:GPs?|doctors?|doctor's|dental|dentists?|dentist's|vets?|vet's)\b.*\bsurgery\b)"
                       r"(?!.*\bsurgery\s+(?:only|opens|closes|books|is\s+(?:at|in|on|open|closed)))"
                       r".*\b(?:surgery|operation|op|operated|replacement|replaced|transplant|removed|procedure"
                       r"|bypass|hysterectomy|appendectomy|c-section|caesarean|keyhole)\b", re.I)

# Money for a trip: spending money, the exchange rate, how much of a currency to take, bring or put aside; not "pocket
# money for my son", "the currency type in Python", "I spend 5 euros a day on lunch", "how much money should I save?".
_CURRENCIES = (r"(?:yen|euros?|dollars|pounds|pesos|baht|rupees|rupiah|kroner|krone|kronor|krona|krónur|kronur|dirhams?"
               r"|lira|zloty|forint|francs|ringgit|reais|quetzales|shekels|dinars?|cash|currency)")
_TRIP_MONEY = re.compile(
    r"\b(?:spending|travel|holiday|vacation)\s+money\b|\bexchange\s+rates?\b"
    r"|\b(?:change|exchange|order)\s+(?:some\s+)?(?:money|cash|currency)\b|\b(?:local|foreign)\s+(?:currency|cash)\b"
    r"|\bhow\s+(?:much|many)\s+" + _CURRENCIES + r"\s+(?:should|do|shall|would|will|to|must)\s+(?:I\s+|we\s+)?"
    r"(?:take|bring|budget|put\s+aside|set\s+aside|change|exchange|withdraw|carry)\b",
    re.I)
_TRIP = re.compile(r"^User\b.*\b(?:trips?|holidays?|vacations?|visit|visiting|travel|travelling|traveling|honeymoon"
                   r"|abroad|backpacking)\b|^User\b.*\b(?:going|flying|heading|off)\s+to\s+(?-i:[A-Z])", re.I)

# A baby on the way in the family: becoming a grandparent, an aunt or uncle, a baby shower, the due date; not "a
# baby step", "the baby of the family".
_BABY_COMING = re.compile(
    r"\b(?:become|becoming|be|'ll\s+be|will\s+be|going\s+to\s+be|gonna\s+be)\s+(?:(?:a|an)\s+(?:first-time\s+)?"
    r"(?:grandad|granddad|grandpa|grandma|granny|grandmother|grandfather|grandparent|nan|nana|gran|auntie|aunty|aunt"
    r"|uncle|great-grand\w+)|(?:first-time\s+)?(?:grandparents|great-grandparents))\b"
    r"|\bbaby\s+shower\b|\bgender\s+reveal\b|\b(?:her|the|their)\s+due\s+date\b|\bthe\s+new\s+parents\b"
    r"|\b(?:maternity|paternity)\s+leave\b|\bthe\s+baby\s+(?:arrives|comes|is\s+due|is\s+born)\b",
    re.I)
_EXPECTING = re.compile(r"^User\b.*\b(?:pregnant|expecting|due\s+in|due\s+date|having\s+a\s+baby|first\s+baby)\b", re.I)

# Where a pet-allergic person is bothered: fur, sneezing, a house of animals; not "a fur coat in the shop".
_PET_EXPOSED = re.compile(
    r"\bsneez\w*|\bdander\b|\b(?:full\s+of|covered\s+in)\s+(?:\w+\s+)?(?:fur|hair)\b"
    r"|\b(?:their|his|her|the)\s+(?:cats?|dogs?|kittens?|puppies|pets?)\b[^.?!]{0,40}\b(?:stay|staying|sleep|sleeping|visit"
    r"|visiting|weekend|night|itch\w*|eyes)\b",
    re.I)
_PET_ALLERGY = re.compile(r"^User\b.*\ballerg\w*\s+(?:to\s+)?(?:cats?|dogs?|pets?|animals?|fur|horses?|dander|rabbits?)\b"
                          r"|^User\b.*\b(?:cat|dog|pet|animal)\s+allerg", re.I)

# A task that turns on telling colours apart (two colour words, a colour code); not "red wine or white?".
_COLOURS = r"(?:red|green|blue|brown|orange|purple|pink|yellow|grey|gray|turquoise|violet)"
_COLOUR_TASK = re.compile(
    r"\b" + _COLOURS + r"\s+(?:to|and|or|from|with|next\s+to|against)\s+(?:the\s+)?" + _COLOURS
    + r"\b(?![^.?!]{0,12}\b(?:wine|curry|pepper|peppers|onion|onions|tea|lentils)\b)"
    r"|\bcolou?r[\s-]coded\b|\bwhich\s+colou?r\s+(?:is|are|wire|cable|light|led|button)\b",
    re.I)
_COLOUR_BLIND = re.compile(r"^User\b.*\bcolou?r[\s-]?blind", re.I)

# A new start: a first day, a first week somewhere new, an induction; not "the first day of spring", "on the first day of
# the trip" (a day of something else).
_NEW_START = re.compile(
    r"\b(?:my|her|his|their|our)\s+first\s+(?:day|week|shift|morning)\b(?!\s+(?:of|off|in|on|back)\b)"
    r"|\bfirst\s+(?:day|week)\s+(?:at|in)\s+(?:the|my|her|his|a)\s+new\b|\b(?:my|the)\s+induction\s+(?:day|week)\b",
    re.I)
_STARTS = re.compile(r"^User\b.*\b(?:starts|starting|will\s+start|begins|beginning|joins|joining|will\s+join)\b"
                     r"|^User\b.*\bnew\s+(?:job|role|position|school|class)\b", re.I)

# An occasion for drinking: the pub, drinks after work, a stag or hen do, a toast to raise; not "a pub's opening hours",
# "drinks in the fridge" (no one out), "the pub is on the corner" (a place named).
_DRINKING_OUT = re.compile(
    r"\bpub\s+(?:quiz|quizzes|night|crawl|lunch|session)\b|\b(?:to|at|in|down)\s+the\s+pub\b(?!\s+(?:is|was|opens|closes)\b)"
    r"|\bdrinks\s+(?:after\s+work|with\s+(?:the|my|colleagues|friends|mates)|on\s+\w+day|tonight|this\s+evening)\b"
    r"|\b(?:stag|hen)\s+(?:do|dos|night|party|weekend)\b|\bhappy\s+hour\b|\bopen\s+bar\b|\bround\s+of\s+drinks\b"
    r"|\b(?:raise|raising)\s+a\s+(?:glass|toast)\b|\bwine\s+tasting\b|\bbrewery\s+tour\b",
    re.I)
_OFF_DRINK = re.compile(r"^User\b.*\b(?:teetotal|sober|sobriety|dry\s+january)\b"
                        r"|^User\b.*\b(?:stopped|quit|gave\s+up|given\s+up|doesn't|does\s+not|never|no\s+longer|cut\s+down\s+on"
                        r"|cutting\s+down\s+on|avoids?|stop|off)\s+(?:drinking|alcohol|booze|the\s+booze|drink)\b", re.I)

# A trip at sea said by what it is for: whale or dolphin watching, island hopping, a snorkelling or deep-sea fishing trip
# (a boat or ferry named is retrieve's _ROCKING_TRIP); not "bird watching", "a fishing rod".
_AT_SEA = re.compile(
    r"\b(?:whale|whales|dolphin|dolphins|seal|seals|puffin|puffins)[\s-]+(?:watching|spotting|tours?|trips?|safaris?)\b"
    r"|\bisland[\s-]hopping\b|\b(?:snorkel(?:l?ing)?|diving|deep[\s-]sea\s+fishing|sea\s+fishing)\s+(?:trips?|tours?|excursions?)\b",
    re.I)
_SEASICK = re.compile(r"^User\b.*\b(?:sea|travel|motion)[\s-]?sick(?:ness)?\b", re.I)

# Getting about on a bike said by its wheels; not "four wheels", "the wheels came off".
_ON_A_BIKE = re.compile(r"\b(?:on|by)\s+(?:two|2)\s+wheels\b|\bpedal[\s-]power(?:ed)?\b", re.I)
_CYCLES = re.compile(r"^User\b.*\b(?:cycl(?:e|es|ed|ing|ist)|bikes?|biking|bicycles?|e-?bikes?)\b", re.I)

# Hours at the wheel: the user's driving (a job at the wheel, a commute by car); not "the wheel of fortune", "a wheel
# came off".
_AT_THE_WHEEL = re.compile(r"\b(?:behind|at)\s+the\s+wheel\b|\bhours\s+(?:of\s+)?driving\b|\bdriving\s+all\s+day\b", re.I)
_DRIVES = re.compile(r"^User\b.*(?<!\bhard\s)(?<!\bflash\s)(?<!\bUSB\s)\b(?:driver|drivers|drives|driving|drive|chauffeur"
                     r"|cabbie)\b", re.I)

# (recall34) A call to be made: a place that books or answers only by phone, a voicemail, a call to ring them on; the
# memory is what makes a call hard for the user (deaf, hard of hearing, signing, a stammer); not "call this function",
# "a phone for photos", "a ring on them".
_A_CALL = re.compile(
    r"\b(?:over|by)\s+(?:the\s+)?(?:phone|telephone)\b|\bphone\s+calls?\b|\b(?:only|just)\s+(?:takes|answers"
    r"|accepts)\s+calls\b"
    # (not "call them" alone: a developer calls functions, "how do I call them from main?")
    r"|\b(?:ring|phone)\s+(?:them|him|her)\b|\bcall\s+(?:him|her)\b"
    r"|\b(?:call|ring|phone)\s+the\s+(?:office|clinic|surgery|bank|landlord|school|helpline|hotline"
    r"|council|garage|plumber|insurer|pharmacy|hospital|airline|hotel)\b|\bvoicemails?\b|\bcall\s+cent(?:re|er)s?\b",
    re.I)
_CALL_HARD = re.compile(r"^User\b.*\b(?:deaf|hard\s+of\s+hearing|hearing\s+(?:loss|aids?|impair\w*)|sign\s+language|ASL|BSL"
                        r"|Auslan|LSF|stammer\w*|stutter\w*|mute|non-?verbal)\b", re.I)

# (recall34) Dust or fumes to breathe: sanding, sawdust, milling timber, a dust mask or respirator, paint fumes, spray
# paint, wildfire smoke; the memory is the user's lungs (asthma, COPD, an inhaler) or a dust allergy; not "milling
# around", "a face mask for my skin", "sand at the beach".
_DUST_OR_FUMES = re.compile(
    r"\bsanding\b|\bsand(?:ed)?\s+(?:down|back|off)\b|\bsaw\s*dust\b|\bdust\s+masks?\b|\brespirators?\b"
    r"|\b(?:paint|solvent|varnish|glue|exhaust|chemical|bleach)\s+fumes\b|\bthe\s+fumes\b|\bspray[\s-]?paint(?:ing)?\b"
    r"|\bmilling\b(?!\s+(?:around|about))|\bwildfire\s+smoke\b"
    r"|\b(?:what|which)\s+(?:kind\s+of\s+|sort\s+of\s+)?masks?\s+(?:should|do|to|for)\b(?![^.?!]{0,30}\b(?:skin|face|hair|halloween|party))",
    re.I)
_LUNGS = re.compile(r"^User\b.*\b(?:asthma|asthmatic|copd|emphysema|inhalers?|lungs?|bronchi\w*)\b"
                    r"|^User\b.*\ballerg\w*\s+(?:to\s+)?(?:\w+\s+)?(?:dust|sawdust|fumes)\b|^User\b.*\bdust\s+allerg", re.I)

# (recall34) Flashing lights: a strobe, a light or laser show, flashing lights; the memory is what they set off (migraines,
# epilepsy, seizures, sensitivity to light); not a camera's strobe, "a flashing light on the dashboard".
_FLASHING = re.compile(
    r"(?<!camera\s)(?<!studio\s)\bstrobes?(?:\s+(?:lights?|lighting|shows?|effects?))?\b"
    r"(?![^.?!]{0,30}\b(?:camera|photo\w*|portraits?|flashgun|speedlight|softbox))"
    r"|\bflashing\s+lights\b|\b(?:light|laser)\s+shows?\b",
    re.I)
_LIGHT_SET_OFF = re.compile(r"^User\b.*\b(?:migraines?|epilep\w*|seizures?|photosensitiv\w*|sensitiv\w*\s+to\s+(?:bright\s+)?light)\b",
                            re.I)

# (recall34) A wedding said by its people and its ceremony: the bride or groom, bridesmaids, the maid of honour, tying
# the knot, a lakeside or church ceremony; the memory names a wedding or a marriage to come; not "the bride of
# Frankenstein", "an award ceremony", "a knot in my shoulder".
_A_WEDDING = re.compile(
    r"\bthe\s+(?:bride|groom|bride-to-be|groom-to-be|happy\s+couple)\b(?!\s+of\b)|\bbridesmaids?\b|\bmaid\s+of\s+honou?r\b"
    r"|\b(?:tie|ties|tying)\s+the\s+knot\b"
    r"|\b(?:lakeside|beach|outdoor|church|garden|barn|vineyard|chapel|registry\s+office)\s+(?:ceremony|reception)\b",
    re.I)
_WEDDING = re.compile(r"^User\b.*\b(?:married|marry|marrying|wedding|weddings|engaged|fianc[eé]e?)\b", re.I)

# (recall34) A death in the family said by its mourning: since we buried her, the funeral, the wake, a eulogy, grief, her
# passing; the memory names the death; not "buried treasure", "in the wake of", "good grief", "passed the exam".
_MOURNING = re.compile(
    r"\b(?:since|after|before|when)\s+(?:we|I|they)\s+buried\b|\bburied\s+(?:my|our|her|him|his|them)\b"
    r"|\b(?:the|her|his|my|mum's|mom's|dad's)\s+(?:funeral|memorial\s+service)\b|\b(?:her|his)\s+wake\b|\beulog(?:y|ies)\b"
    r"|(?<!good\s)\bgrief\b|\bgrieving\b|\bbereave\w*|\b(?:since|after)\s+(?:he|she|they)\s+passed\b(?!\s+(?:the|his|her|their"
    r"|my|a|an)\b)|\b(?:her|his)\s+passing\b"
    # (recall36) a death's anniversary, a close relative lost ("since we lost Mum"; not "since I lost my job")
    r"|\b(?:death|memorial)\s+anniversary\b|\banniversary\s+of\s+(?:her|his|their|my\s+\w+'s|mum's|mom's|dad's)\s+death\b"
    r"|\b(?:since|after|when)\s+(?:we|I)\s+lost\s+(?:(?:my|our)\s+(?:mum|mom|mother|dad|father|nan|nana|gran|granny|grandma"
    r"|grandpa|grandad|granddad|grandmother|grandfather|husband|wife|brother|sister|son|daughter|baby|uncle|aunt|auntie)"
    r"|(?-i:[A-Z])\w*)\b",
    re.I)
_DIED = re.compile(r"^User\b.*\b(?:died|passed\s+away|passed\s+on|death|deceased|funeral|widow|widowed|widower)\b", re.I)

# (recall34) A home loan's rate and term: rates dropped or rose, locking in for years, a fixed or variable rate, the
# amortization, a renewal; the memory names the mortgage; not "my heart rate dropped", "the exchange rate".
_HOME_LOAN = re.compile(
    r"\b(?:interest\s+)?rates\s+(?:have\s+|had\s+)?(?:dropped|fell|fallen|went\s+(?:up|down)|gone\s+(?:up|down)|rose|risen"
    r"|are\s+(?:up|down|dropping|rising|falling))\b|\binterest\s+rate\s+(?:dropped|fell|went|rose|cut|hike)\b"
    r"|\block\s+in\b[^.?!]{0,30}\b(?:years?|rate|fixed|term)\b|\b(?:fixed|variable)[\s-]rate\b"
    r"|\b(?:two|three|five|ten|\d{1,2})[\s-]years?\s+(?:fixed|term|variable)\b|\bamorti[sz]ation\b",
    re.I)
_MORTGAGE = re.compile(r"^User\b.*\b(?:mortgages?|remortgag\w*|refinanc\w*|home\s+loan|house\s+loan)\b", re.I)

# (recall35) A faith's prayers and services said by their own words: salah, namaz, jumu'ah, Friday or Sunday prayers, a
# prayer mat or room, wudu, the qibla; Shabbat, Mass, my church, shul or gurdwara; Eid; the memory names the user's faith
# or that they pray or go to worship ("User is Muslim and prays five times a day", "User goes to the mosque for Friday
# prayers", "User goes to Mass every Sunday"); not "the Blue Mosque's history", "a mass of data", "critical mass", "a
# temple in Kyoto". ("puja" and "pooja" only in lower case: Puja is a name.)
_PRAYER = re.compile(
    r"\b(?:salah|salat|salaat|namaz|namaaz|jumu['’]?ah|jummah|jumah|wudu|wudhu|qibla|qiblah|dhikr|taraweeh|tarawih"
    r"|shabbat|shabbos|havdalah|kiddush|gurdwara|gurudwara|langar|(?-i:puja|pooja)|aarti)\b"
    r"|\b(?:friday|evening|morning|dawn|sunday)\s+prayers?\b|\bprayer\s+(?:times?|mat|mats|room|rooms|breaks?|app)\b"
    r"|\b(?:for|on|at|this|over|during|before|after)\s+eid\b|\beid\s+(?:al[\s-]\w+|prayers?|gifts?|breakfast|lunch|dinner"
    r"|clothes|outfits?|party|money)\b"
    r"|\b(?:my|our|the\s+local)\s+(?:mosque|masjid|shul|synagogue|church|parish|chapel|temple|mandir|gurdwara|pagoda)\b"
    r"|\b(?:vesak|sangha|uposatha|chùa|vihara)\b"
    r"|\b(?:go(?:ing)?\s+to|before|after|miss(?:ing)?)\s+(?:mass|church|shul|synagogue|the\s+mosque|mosque)\b"
    r"|\bsunday\s+(?:mass|service)\b|\bsabbath\b",
    re.I)
_WORSHIPS = re.compile(r"^User\b.*\b(?:pray|prays|praying|prayers?|worships?|worshipping|Mass|churchgoer|Shabbat|Sabbath|Muslim"
                       r"|Jewish|Catholic|Christian|Hindu|Sikh|Buddhist|observant|devout|religious)\b"
                       r"|^User\s+(?:\w+\s+){0,2}?(?:goes|went|attends|walks)\s+to\s+(?:the\s+)?(?:church|mosque|masjid|synagogue"
                       r"|shul|temple|mandir|gurdwara|chapel)\b", re.I)
# (recall35) A pilgrimage said by where it goes or its name: Umrah, Hajj, a trip or package to Mecca or Madinah, Santiago de
# Compostela, the Camino; the memory names the pilgrimage planned or made; not "what is the population of Mecca?", "a
# Mecca for surfers", "the Pilgrims at Plymouth" (and no place that is also a name: Medina, Lourdes, Fatima).
_PILGRIMAGE = re.compile(
    r"\b(?:umrah|hajj)\b|\b(?:to|in|at)\s+(?:mecca|makkah|madinah|santiago\s+de\s+compostela)\b"
    r"|\b(?:mecca|makkah)\s+(?:trip|package|visit|tour)\b|\bthe\s+camino\b",
    re.I)
_PILGRIM = re.compile(r"^User\b.*\b(?:umrah|hajj|pilgrimage|pilgrim|mecca|makkah|medina|lourdes|camino)\b", re.I)

# (recall35) Someone's send-off: a retirement or leaving card, do or present, hanging up their boots or keys, the last
# shift; the memory names the one retiring or leaving ("User's colleague Henk retires in June"); not "hang up my coat",
# "a farewell to arms", "the last shift key on the keyboard".
_SEND_OFF = re.compile(
    r"\bhang(?:s|ing)?\s+up\s+(?:his|her|their)\s+(?:boots|keys|gloves|apron|whistle|stethoscope|scissors|spurs|badge"
    r"|uniform|hat|helmet|tools|clippers|hi-?vis)\b"
    r"|\b(?:retirement|leaving|farewell|goodbye|send-?off)\s+(?:cards?|do|dos|party|parties|gifts?|presents?|speech|collection"
    r"|lunch|drinks|borrel)\b|\bsend-?off\s+for\b"
    r"|\b(?:his|her|their)\s+last\s+(?:shift|day|week)\s+(?:at|on|in|before|with)\b",
    re.I)
_LEAVES = re.compile(r"^User['’]s\s+(?:[\w'’-]+\s+){1,4}?(?:retires|retiring|will\s+retire|is\s+retiring|is\s+about\s+to\s+retire"
                     r"|is\s+leaving|leaves|will\s+leave|is\s+stepping\s+down|steps\s+down)\b", re.I)

# (recall36) A big day ahead said as such: "the big day", "my big day", "the special day"; the memory names the one-off
# event it is (a wedding, a thesis defence or viva, a graduation, an exam, an interview, a race, a recital, an
# operation); not "a big day out", "a big day for the markets" (no "the/my/our" before it).
_BIG_DAY = re.compile(r"\b(?:the|my|our|her|his|their)\s+(?:big|special)\s+day\b(?!\s+out\b)", re.I)
_ONE_OFF = re.compile(r"^User\b(?!.*\b(?:got|was|were|had|graduated|ran|passed|finished|completed|did)\b).*\b(?:wedding|married|marry|marrying|defen[cs]e|viva|graduat(?:e|es|ion|ing)|exams?"
                      r"|interview|marathon|race|triathlon|recital|concert|audition|competition|operation|surgery"
                      r"|ceremony|premiere|exhibition)\b", re.I)

# (recall36) A meal shared with others: a team, office or work lunch, a dinner party, a potluck, a barbecue, a sausage
# sizzle, a buffet; the memory is what the user may not eat or is fasting from (a fast, a religious or lunar diet, an
# allergy, coeliac disease, vegetarian or vegan, halal or kosher); not "lunch break", "I had lunch", "lunch money".
_SHARED_MEAL = re.compile(
    r"\b(?:team|office|work|staff|department|company|client|works|christmas|xmas|end[\s-]of[\s-]year|leaving|birthday"
    r"|family|group|class|church|community)\s+(?:lunch|lunches|dinner|dinners|meal|meals|breakfast|barbecue|bbq|picnic"
    r"|buffet|feast|potluck)\b"
    r"|\bpot[\s-]?luck\b|\bsausage\s+sizzle\b|\bdinner\s+party\b|\bbring\s+a\s+plate\b|\bshared\s+(?:lunch|meal|table)\b",
    re.I)
_FOOD_RULE = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:fast|fasts|fasting|ramadan|lent|yom\s+kippur|vegetarian|vegan|pescatarian|halal|kosher|coeliac|celiac"
    r"|gluten|intolerant|intolerance|allergic|allergy|allergies)\b", re.I)

# (lead53) Food for a child's day out or party: snacks for a school trip, a lunchbox, a packed lunch, party food, a bake
# sale; the memory is an allergy or coeliac disease in the family (the child's own: "User's daughter Salma is 9 and has a
# peanut allergy"); not "snack ideas for my diet" (the user's own food rule is the diet kind's), "lunchbox" in code.
_KIDS_FOOD = re.compile(
    r"\b(?:snacks?|treats?|food|lunch|sandwiches|cake|cakes|bakes?)\s+(?:ideas\s+)?(?:for|to\s+take\s+on|to\s+pack\s+for)\s+(?:a|the|my|our|his|her)?\s*"
    r"(?:\w+\s+)?(?:school\s+trip|class\s+trip|field\s+trip|school\s+outing|day\s+out|sleepover|class\s+party|birthday\s+party"
    r"|kids'?\s+party|children's\s+party|party\s+bags?)\b"
    r"|\b(?:school\s+trip|class\s+trip|field\s+trip)\s+(?:snacks?|food|lunch)\b|\b(?:lunch\s?box|lunchboxes|packed\s+lunch(?:es)?)\b"
    r"(?![^.?!]{0,30}\b(?:class|component|function|object|api)\b)|\bbake\s+sale\b",
    re.I)
_FAMILY_ALLERGY = re.compile(r"^User\b.*\b(?:allerg\w*|anaphyla\w*|EpiPens?|coeliac|celiac)\b", re.I)

# (recall36) Out of breath: breathless, short of breath, wheezing, puffed out, can't catch one's breath; the memory names
# the lungs' condition of whoever it is about ("Mateo has asthma", "User has COPD"); not "a breathless review", "a
# breath of fresh air", "breathtaking".
_OUT_OF_BREATH = re.compile(
    r"\bbreathless(?:ness)?\b(?!\s+(?:review|prose|praise|excitement|anticipation))|\bout\s+of\s+breath\b"
    r"|\bshort(?:ness)?\s+of\s+breath\b|\bwheez(?:e|es|ed|ing|y)\b|\bpuffed\s+out\b"
    r"|\bcan(?:'t|not|\s+never)\s+catch\s+(?:my|his|her|their|your)\s+breath\b|\bgasping\s+for\s+(?:air|breath)\b",
    re.I)
_LUNGS_ANYONE = re.compile(r"\b(?:asthma|asthmatic|copd|emphysema|inhalers?|bronchitis|bronchiectasis|cystic\s+fibrosis)\b",
                           re.I)

# (recall36) The user's own engine in a programmer's words: "my engine", "our engine", "the game engine"; the memory names
# the game engine they use or are moving to (Godot, Unity, Unreal, Bevy, GameMaker); not a car's engine ("my engine
# light", "my engine is making a ticking noise", "oil in my engine"), a search engine.
_MY_ENGINE = re.compile(
    r"\b(?:my|our)\s+(?:game\s+)?engine\b"
    r"(?![^.?!]{0,40}\b(?:light|oil|noise|noises|ticking|knocking|rattl\w*|overheat\w*|coolant|mechanic|petrol|diesel"
    r"|mileage|stall\w*|idl\w*|rev|revs|revving|warning|garage|car|van|boat|bike|motorbike|tractor|mower|start(?:s|ing)?))"
    r"|\bgame\s+engines?\b",
    re.I)
_CAR_WORDS = re.compile(r"\b(?:cars?|car's|vans?|lorry|truck|boat|motorbike|motorcycle|tractor|mower|oil|petrol|diesel"
                        r"|mechanic|garage|mot|mileage|coolant|exhaust|gearbox|clutch|radiator|spark\s+plugs?)\b", re.I)


def _not_a_vehicle(query: str, summary: str) -> bool:
    """Whether ``query`` speaks of no vehicle ("oil in my engine" is a car's)."""
    return _CAR_WORDS.search(query) is None


_ENGINE_USED = re.compile(r"^User\b.*\b(?:godot|unity|unreal|bevy|gamemaker|game\s+maker|defold|phaser|game\s+engine)\b", re.I)

# (recall36) A match to play said by its day: before a match or fixture, after my or our match, match day, a warm-up for a
# game; the memory names the team sport the user plays ("User plays 5 a side on Wednesdays"); not "a regex match", "after
# the game crashed", "a match made in heaven", "down the pub after the match" (watching it).
_A_MATCH = re.compile(
    r"\b(?:before|ahead\s+of)\s+(?:a|the|my|our|each|every|tonight's|today's|this\s+week's|\w+day's)\s+"
    r"(?:match|matches|fixture|fixtures)\b|\bafter\s+(?:my|our|each|every)\s+(?:match|matches|game|games)\b|\bmatch[\s-]?day\b|\b(?:pre|post)[\s-]match\b"
    r"|\bwarm[\s-]?ups?\s+(?:before|for)\s+(?:a|the|my|our)\s+(?:match|game)\b",
    re.I)
_SPORT_PLAYED = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:football|soccer|five-a-side|5[\s-]a[\s-]side|futsal|rugby|hockey|netball|basketball|cricket|tennis"
    r"|squash|badminton|volleyball|handball|water\s+polo|lacrosse|baseball|softball|padel|hurling|gaelic)\b", re.I)

# (recall36) Which faith a message's or a memory's words belong to: the prayers frame brings a memory of the user's own
# faith, so a message in one faith's words does not bring a memory naming only another's ("what time is Shabbat this
# week?" is not answered with "User goes to Mass every Sunday"). Words of no one faith (pray, worship, a temple, a
# service, religious) name none, and a memory naming none fits any message.
_FAITHS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("islam", re.compile(r"\b(?:muslim|muslims|islam|islamic|salah|salat|salaat|namaz|namaaz|jumu['’]?ah|jummah|jumah|wudu"
                         r"|wudhu|qibla|qiblah|dhikr|taraweeh|tarawih|mosque|mosques|masjid|eid|ramadan|iftar|suhoor|sehri"
                         r"|umrah|hajj|imam|quran|koran)\b", re.I)),
    ("judaism", re.compile(r"\b(?:jewish|jew|jews|judaism|shabbat|shabbos|havdalah|kiddush|shul|synagogue|rabbi|torah"
                           r"|kosher|passover|pesach|yom\s+kippur|rosh\s+hashanah|hanukkah|chanukah|seder)\b", re.I)),
    ("christianity", re.compile(r"\b(?:christian|christians|catholic|catholics|anglican|baptist|methodist|evangelical"
                                r"|presbyterian|lutheran|pentecostal|church|churches|churchgoer|parish|chapel|mass|priest"
                                r"|vicar|pastor|communion|lent|easter|advent|rosary|bible)\b", re.I)),
    ("sikhism", re.compile(r"\b(?:sikh|sikhs|sikhism|gurdwara|gurudwara|langar|gurpurab|vaisakhi|waheguru)\b", re.I)),
    ("hinduism", re.compile(r"\b(?:hindu|hindus|hinduism|mandir|aarti|diwali|navratri|(?-i:puja|pooja))\b", re.I)),
    ("buddhism", re.compile(r"\b(?:buddhist|buddhists|buddhism|buddha|dharma|sangha|vesak|vihara|pagoda|pagodas|chùa|monks?"
                            r"|uposatha)\b", re.I)),
)


def faiths_named(text: str) -> set[str]:
    """The faiths whose own words ``text`` uses (none for a word of no one faith)."""
    return {name for name, words in _FAITHS if words.search(text)}


def same_faith(query: str, summary: str) -> bool:
    """Whether a memory of worship ``summary`` can be the faith ``query`` speaks of: one of the faiths the message names,
    or no faith named on one side."""
    asked = faiths_named(query)
    held = faiths_named(summary)
    return not asked or not held or bool(asked & held)


# (recall36) Getting about with no car: "without a car", "we don't have a car", "car-free", "by public transport"; the memory
# is why (the user does not drive, has no licence or no car); not "a car without a spare wheel", "without a car seat".
_NO_CAR = re.compile(
    r"\bwithout\s+(?:a|the|our|my)\s+car\b(?!\s+(?:seat|park|key|charger))|\b(?:don't|do\s+not|doesn't)\s+have\s+a\s+car\b"
    r"|\bno\s+car\b(?!\s+(?:park|seat|parking))|\b(?:we're|i'm|we\s+are|i\s+am|living|live|being|went|go|going)\s+car[\s-]free\b"
    r"|\bby\s+public\s+transport\b",
    re.I)
_NO_DRIVING = re.compile(r"^User\b(?!['’]s\s).*\b(?:doesn't|does\s+not|can't|cannot|never|don't)\s+(?:drive|have\s+a\s+"
                         r"(?:car|driver's\s+licen[cs]e|driving\s+licen[cs]e|licen[cs]e))\b"
                         r"|^User\b(?!['’]s\s).*\b(?:no|without\s+a)\s+(?:car|driver's\s+licen[cs]e|driving\s+licen[cs]e)\b",
                         re.I)

# (recall36) Fewer days at work: dropping, going or cutting down to three days a week, fewer hours; the memory names the
# part-time work; not "three days a week at the gym" (no dropping to it).
_FEWER_DAYS = re.compile(
    r"\b(?:dropp(?:ed|ing)|drop|cut(?:ting)?|go(?:ing)?|went|gone|reduc(?:ed|ing))\s+(?:down\s+|back\s+)?to\s+"
    r"(?:one|two|three|four|[1-4])\s+days\s+(?:a|per)\s+week\b|\breduced\s+hours\b|\bfewer\s+hours\s+at\s+work\b",
    re.I)
_PART_TIME = re.compile(r"^User\b(?!['’]s\s).*\bpart[\s-]?time\b", re.I)

# (recall36) An instrument practised: scales in a key, arpeggios, sight-reading, a grade exam's pieces; the memory names
# the instrument the user plays or learns; not "bathroom scales", "the scales of a fish", "reading a map".
_INSTRUMENT_PRACTICE = re.compile(
    r"\b(?:[A-G](?:\s+(?:flat|sharp))?|major|minor|chromatic|pentatonic|blues)\s+scales\b|\barpeggios?\b"
    r"|\bsight[\s-]?reading\b|\bhands\s+together\b",
    re.I)
_PLAYS_INSTRUMENT = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:piano|guitar|violin|viola|cello|double\s+bass|flute|saxophone|sax|trumpet|trombone|clarinet"
    r"|oboe|bassoon|drums|ukulele|keyboard|harp|accordion|AMEB|ABRSM|Trinity\s+grade|instrument)\b", re.I)

_HEALTH = '["constraint", "episode", "project", "goal", "identity", "decision"]'
_PLANS = '["project", "goal", "decision", "episode", "habit"]'
_FAMILY = '["relationship", "episode", "project", "goal", "identity", "constraint"]'
_CONDITION = '["constraint", "identity", "preference", "episode"]'

FRAMES: tuple[Frame, ...] = (
    Frame("moving home",
          Cued(_MOVING, ("box", "carton", "crate", "chest", "removal", "mover", "van", "moving", "address", "post",
                         "mail", "pack", "move", "relocate")),
          '"move" OR "moves" OR "moving" OR "relocate" OR "relocating" OR "relocation"', _PLANS, _MOVES),
    Frame("an operation",
          Cued(_OPERATION, ("mouth", "nothing to", "fast", "starv", "op", "anaesth", "anesth", "stitch", "suture",
                            "staple", "drain", "scar", "wound", "dressing", "surgery", "procedure", "discharg",
                            "hospital", "admission", "nurse", "surgeon", "keyhole")),
          '"surgery" OR "operation" OR "op" OR "operated" OR "replacement" OR "replaced" OR "transplant" OR "removed"'
          ' OR "procedure" OR "bypass" OR "hysterectomy" OR "appendectomy" OR "caesarean" OR "keyhole"', _HEALTH,
          _OPERATED),
    Frame("a trip's money", Cued(_TRIP_MONEY, ("money", "exchange", "rate", "currency", "cash", "how m")),
          '"trip" OR "trips" OR "holiday" OR "holidays" OR "vacation" OR "visit" OR "visiting" OR "travel"'
          ' OR "travelling" OR "honeymoon" OR "abroad" OR "going" OR "flying" OR "heading"', _PLANS, _TRIP),
    Frame("a baby coming",
          Cued(_BABY_COMING, ("gran", "grand", "nan", "aunt", "uncle", "shower", "reveal", "due", "parents", "leave",
                              "baby")),
          '"pregnant" OR "expecting" OR "due" OR "baby"', _FAMILY, _EXPECTING),
    Frame("animals about",
          Cued(_PET_EXPOSED, ("sneez", "dander", "fur", "hair", "cat", "dog", "kitten", "pupp", "pet")),
          '"allergic" OR "allergy" OR "allergies"', _CONDITION, _PET_ALLERGY),
    Frame("colours told apart",
          Cued(_COLOUR_TASK, ("red", "green", "blue", "brown", "orange", "purple", "pink", "yellow", "grey", "gray",
                              "turquoise", "violet", "colour", "color")),
          '"colour" OR "color" OR "colourblind" OR "colorblind" OR "blind"', _CONDITION, _COLOUR_BLIND),
    Frame("a drinking occasion",
          Cued(_DRINKING_OUT, ("pub", "drinks", "stag", "hen", "happy hour", "open bar", "glass", "toast", "tasting",
                               "brewery")),
          '"alcohol" OR "drinking" OR "drink" OR "booze" OR "teetotal" OR "sober" OR "sobriety" OR "dry"',
          '["decision", "constraint", "goal", "habit", "preference", "identity"]', _OFF_DRINK),
    Frame("a trip at sea",
          Cued(_AT_SEA, ("whale", "dolphin", "seal", "puffin", "island", "snorkel", "diving", "fishing")),
          '"seasick" OR "seasickness" OR "sick" OR "sickness" OR "travelsick"', _CONDITION, _SEASICK),
    Frame("on a bike", Cued(_ON_A_BIKE, ("wheels", "pedal")),
          '"cycle" OR "cycles" OR "cycling" OR "cyclist" OR "bike" OR "bikes" OR "biking" OR "bicycle" OR "ebike"',
          '["decision", "habit", "goal", "project", "preference", "identity"]', _CYCLES),
    Frame("at the wheel", Cued(_AT_THE_WHEEL, ("wheel", "driving")),
          '"driver" OR "drives" OR "driving" OR "drive" OR "chauffeur" OR "cabbie"',
          '["identity", "habit", "project", "decision"]', _DRIVES),
    Frame("a new start", Cued(_NEW_START, ("first", "induction")),
          '"starts" OR "starting" OR "start" OR "begins" OR "beginning" OR "joins" OR "joining" OR "join" OR "new"',
          '["project", "goal", "episode", "decision", "identity", "relationship"]', _STARTS),
    Frame("a call to make",
          Cued(_A_CALL, ("phone", "call", "ring", "voicemail")),
          '"deaf" OR "hearing" OR "sign" OR "asl" OR "bsl" OR "auslan" OR "stammer" OR "stutter" OR "mute" OR "nonverbal"',
          _CONDITION, _CALL_HARD),
    Frame("dust or fumes",
          Cued(_DUST_OR_FUMES, ("sand", "dust", "respirator", "fumes", "spray", "milling", "wildfire", "mask")),
          '"asthma" OR "asthmatic" OR "copd" OR "emphysema" OR "inhaler" OR "inhalers" OR "lung" OR "lungs"'
          ' OR "bronchitis" OR "dust" OR "sawdust" OR "fumes"', _CONDITION, _LUNGS),
    Frame("flashing lights",
          Cued(_FLASHING, ("strobe", "flashing lights", "light show", "laser show")),
          '"migraine" OR "migraines" OR "epilepsy" OR "epileptic" OR "seizure" OR "seizures" OR "photosensitive"'
          ' OR "photosensitivity" OR "sensitive"', _CONDITION, _LIGHT_SET_OFF),
    Frame("a wedding",
          Cued(_A_WEDDING, ("bride", "groom", "couple", "maid", "knot", "ceremony", "reception")),
          '"married" OR "marry" OR "marrying" OR "wedding" OR "weddings" OR "engaged" OR "fiance" OR "fiancee"',
          _FAMILY, _WEDDING),
    Frame("a death",
          Cued(_MOURNING, ("buried", "funeral", "memorial", "wake", "eulog", "grie", "bereave", "passed", "passing",
                           "anniversary", "lost")),
          '"died" OR "death" OR "passed" OR "deceased" OR "funeral" OR "widow" OR "widowed" OR "widower"',
          _FAMILY, _DIED),
    Frame("prayers and services",
          Cued(_PRAYER, ("sala", "namaz", "namaaz", "jum", "wudu", "wudhu", "qibla", "dhikr", "tarawi", "shabba",
                         "shabbo", "havdalah", "kiddush", "gurdwara", "gurudwara", "langar", "puja", "pooja", "aarti",
                         "prayer", "eid", "mosque", "masjid", "shul", "synagogue", "church", "parish", "chapel", "temple",
                         "mandir", "mass", "sunday", "sabbath", "pagoda", "vihara", "vesak", "sangha", "uposatha",
                         "chùa")),
          '"pray" OR "prays" OR "praying" OR "prayer" OR "prayers" OR "worship" OR "worships" OR "worshipping" OR "mass"'
          ' OR "churchgoer" OR "shabbat" OR "sabbath" OR "muslim" OR "jewish" OR "catholic" OR "christian" OR "hindu"'
          ' OR "sikh" OR "buddhist" OR "observant" OR "devout" OR "religious" OR "church" OR "mosque" OR "masjid"'
          ' OR "synagogue" OR "shul" OR "temple" OR "mandir" OR "gurdwara" OR "chapel"',
          '["identity", "habit", "goal", "project", "decision", "constraint", "preference"]', _WORSHIPS, same_faith),
    Frame("a pilgrimage",
          Cued(_PILGRIMAGE, ("umrah", "hajj", "mecca", "makkah", "madinah", "santiago",
                             "camino")),
          '"umrah" OR "hajj" OR "pilgrimage" OR "pilgrim" OR "mecca" OR "makkah" OR "medina" OR "lourdes" OR "camino"',
          '["goal", "project", "decision", "episode", "habit", "identity"]', _PILGRIM),
    Frame("a send-off",
          Cued(_SEND_OFF, ("hang", "retirement", "leaving", "farewell", "goodbye", "send", "last")),
          '"retires" OR "retiring" OR "retire" OR "leaving" OR "leaves" OR "leave" OR "stepping" OR "steps"',
          '["relationship", "episode", "project", "goal", "decision", "habit"]', _LEAVES),
    Frame("a home loan",
          Cued(_HOME_LOAN, ("rate", "lock in", "fixed", "variable", "year", "amorti")),
          '"mortgage" OR "mortgages" OR "remortgage" OR "remortgaging" OR "refinance" OR "refinancing" OR "loan"',
          '["project", "goal", "decision", "constraint", "episode", "habit"]', _MORTGAGE),
    Frame("a big day",
          Cued(_BIG_DAY, ("big day", "special day")),
          '"wedding" OR "married" OR "marry" OR "marrying" OR "defence" OR "defense" OR "viva" OR "graduation"'
          ' OR "graduate" OR "graduating" OR "exam" OR "exams" OR "interview" OR "marathon" OR "race" OR "triathlon"'
          ' OR "recital" OR "concert" OR "audition" OR "competition" OR "operation" OR "surgery" OR "ceremony"',
          '["project", "goal", "episode", "decision", "relationship", "habit", "identity"]', _ONE_OFF),
    Frame("a shared meal",
          Cued(_SHARED_MEAL, ("lunch", "dinner", "meal", "breakfast", "barbecue", "bbq", "picnic", "buffet", "feast",
                              "luck", "sizzle", "plate", "shared")),
          '"fast" OR "fasts" OR "fasting" OR "ramadan" OR "lent" OR "kippur" OR "vegetarian" OR "vegan" OR "pescatarian"'
          ' OR "halal" OR "kosher" OR "coeliac" OR "celiac" OR "gluten" OR "intolerant" OR "intolerance" OR "allergic"'
          ' OR "allergy" OR "allergies"',
          '["constraint", "habit", "identity", "preference", "decision", "goal", "project", "episode"]', _FOOD_RULE),
    Frame("food for a child's day",
          Cued(_KIDS_FOOD, ("snack", "treat", "food", "lunch", "sandwich", "cake", "bake", "trip", "party", "sleepover")),
          '"allergic" OR "allergy" OR "allergies" OR "anaphylaxis" OR "anaphylactic" OR "epipen" OR "coeliac" OR "celiac"',
          '["constraint", "relationship", "identity", "preference"]', _FAMILY_ALLERGY),
    Frame("out of breath",
          Cued(_OUT_OF_BREATH, ("breath", "wheez", "puffed", "gasping")),
          '"asthma" OR "asthmatic" OR "copd" OR "emphysema" OR "inhaler" OR "inhalers" OR "bronchitis"'
          ' OR "bronchiectasis" OR "fibrosis"',
          '["constraint", "identity", "relationship", "episode", "preference"]', _LUNGS_ANYONE),
    Frame("my engine",
          Cued(_MY_ENGINE, ("engine",)),
          '"godot" OR "unity" OR "unreal" OR "bevy" OR "gamemaker" OR "maker" OR "defold" OR "phaser" OR "engine"',
          '["project", "decision", "identity", "habit", "goal", "preference"]', _ENGINE_USED, _not_a_vehicle),
    Frame("a match to play",
          Cued(_A_MATCH, ("match", "fixture", "warm")),
          '"football" OR "soccer" OR "side" OR "futsal" OR "rugby" OR "hockey" OR "netball" OR "basketball" OR "cricket"'
          ' OR "tennis" OR "squash" OR "badminton" OR "volleyball" OR "handball" OR "polo" OR "lacrosse" OR "baseball"'
          ' OR "softball" OR "padel" OR "hurling" OR "gaelic"',
          '["habit", "identity", "goal", "preference", "project", "decision"]', _SPORT_PLAYED),
    Frame("no car",
          Cued(_NO_CAR, ("without", "have a car", "no car", "free", "public transport")),
          '"drive" OR "car" OR "licence" OR "license" OR "driving"',
          '["constraint", "identity", "decision", "habit", "preference", "goal"]', _NO_DRIVING),
    Frame("fewer days at work",
          Cued(_FEWER_DAYS, ("days a week", "days per week", "reduced hours", "fewer hours")),
          '"part" OR "parttime"', '["decision", "identity", "habit", "project", "constraint", "episode"]', _PART_TIME),
    Frame("an instrument practised",
          Cued(_INSTRUMENT_PRACTICE, ("scales", "arpeggio", "sight", "hands together")),
          '"piano" OR "guitar" OR "violin" OR "viola" OR "cello" OR "bass" OR "flute" OR "saxophone" OR "sax"'
          ' OR "trumpet" OR "trombone" OR "clarinet" OR "oboe" OR "bassoon" OR "drums" OR "ukulele" OR "keyboard"'
          ' OR "harp" OR "accordion" OR "ameb" OR "abrsm" OR "trinity" OR "instrument"',
          '["goal", "habit", "project", "identity", "preference", "decision"]', _PLAYS_INSTRUMENT),
)


def described(query: str) -> list[Frame]:
    """The life events whose situation ``query`` describes."""
    return [f for f in FRAMES if f.asks.search(query)]

# The memories naming an event (newest first: FTS5 hands its matches so, and the LIMIT stops the scan); the model then
# chooses among them (``closest``), so an old store's many trips do not leave the newest eight only.
SQL_SITUATED = """
    SELECT m.id, m.summary FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH :match AND m.superseded_by IS NULL AND m.polarity > 0
      AND m.type IN (SELECT value FROM json_each(:types))
    ORDER BY f.rowid DESC LIMIT 24
"""


def found(conn: Any, query: str) -> set[int]:
    """The memories naming an event whose situation ``query`` describes (:func:`described`)."""
    out: set[int] = set()
    for frame in described(query):
        for rid, summary in conn.execute(SQL_SITUATED, {"match": frame.match, "types": frame.types}):
            if frame.said.search(summary) and (frame.fits is None or frame.fits(query, summary)):
                out.add(rid)
    return out


def closest(ids: set[int], cosines: Mapping[int, float]) -> list[int]:
    """The ``PLACES`` of ``ids`` the model puts closest to the message (the newest first without its scores)."""
    return sorted(ids, key=lambda rid: (-cosines.get(rid, 0.0), -rid))[:PLACES]
