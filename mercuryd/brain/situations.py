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

from mercuryd.brain import instructions
from mercuryd.brain.cued import Cued
from mercuryd.brain.vocabulary import NATURAL_LANGUAGES

__all__ = ["FRAMES", "PLACES", "Frame", "closest", "described", "faiths_named", "for_the_weather", "found", "same_faith"]

PLACES = 2  # memories of the events a message describes, brought at most (the model's closest first)


class Frame(NamedTuple):
    """One life event: how a message describes living it, and how a memory names it."""

    name: str
    asks: Cued  # the message describing the situation, tried only on a cue (as retrieve's kinds)
    match: str  # the words (FTS5) a memory naming the event holds one of
    types: str  # ... of these types (a JSON list)
    said: re.Pattern[str]  # how such a memory is said
    fits: Callable[[str, str], bool] | None = None  # (message, memory): whether the memory is the message's (recall36)
    stopped: bool = False  # a memory of something stopped answers too ("User stopped drinking": polarity -1), as retrieve's
    # SaidKind.stopped (recall39)


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
    r"|\b(?:before|after|when|once)\s+(?:we|I)\s+(?:move|moved|relocate)\b(?!\s+(?:on|past|forward|ahead|the|it|this|that)\b)"
    # (lead64) "what do I need to do before moving to new city?": the move ahead, said with "moving" (not "before moving
    # the sofa", "after moving to a new server")
    r"|\b(?:before|after|when)\s+(?:moving|relocating)\s+(?:to\s+(?:a|the|my|our)?\s*new\s+(?:city|town|country|place|home|house|flat)"
    r"|abroad|house|home)\b"
    # (recall40) "before changing towns", "we're switching cities in spring": a home elsewhere, the place unsaid (not
    # "the towns change every year", "change trains")
    r"|\b(?:chang(?:e|es|ed|ing)|switch(?:es|ed|ing)?|swap(?:s|ped|ping)?|mov(?:e|es|ed|ing))\s+(?:towns|cities|countries"
    r"|states|provinces|regions)\b"
    # (recall45) "what to keep when downsizing", "we're downsizing to a flat": a smaller home (not "the company is
    # downsizing", "downsizing the team")
    r"|\b(?:when|while|after|before|for|about|since|with)\s+downsizing\b"
    r"|\b(?:I|we|I'm|we're|am|are|I've|we've)\s+(?:(?:been|just|finally|now|thinking\s+of|planning\s+on)\s+)?downsiz\w*\b(?!\s+(?:the\s+|our\s+|my\s+)?(?:team|teams|staff|workforce|department|company"
    r"|business|office|headcount|portfolio|fleet)\b)"
    r"|\bdownsiz(?:e|ed|ing)\s+(?:to|from|into)\s+(?:a|an|the|my|our)\b"
    # (recall45) "how do I find vet work up north", "schools down south": a life asked about in a region the user is moving
    # to (not "the geese fly up north in spring")
    r"|\b(?:work|jobs?|houses?|homes?|flats?|schools?|rent|rents|life|living|doctors?|gp|nursery|friends)\s+(?:\w+\s+)?"
    r"(?:up\s+north|down\s+south|out\s+west|back\s+east)\b"
    r"|\b(?:live|living|settle|settling|find|finding)\s+(?:\w+\s+){0,3}?(?:up\s+north|down\s+south|out\s+west|back\s+east)\b",
    re.I)
_MOVES = re.compile(r"^User\b.*\b(?:mov(?:e|es|ing)|relocat(?:e|es|ing))\s+(?:back\s+|out\s+|house\s+|home\s+)?"
                    r"(?:to|into|in|abroad|house|home|out|from)\b|^User\b.*\brelocation\b"
                    # (lead64) the employer moving the user to another town ("User is being transferred to Karaganda office")
                    r"|^User\s+(?:is|was|has\s+been)\s+(?:being\s+)?transferred\s+to\s+(?!the\s+(?:night|day|\w+\s+shift)\b)"
                    # (recall45) the home sold, which a smaller one follows ("User sold the family home in Rezé"; not
                    # "User's brother sold his house", "User sold their car")
                    r"|^User\s+(?:(?:has|have|had|just|finally|recently)\s+){0,2}(?:sold|is\s+selling|are\s+selling"
                    r"|put\s+up\s+for\s+sale)\s+(?:the|their|his|her|our)\s+(?:family\s+|old\s+|big\s+)?(?:house|home"
                    r"|flat|apartment|cottage|bungalow|farmhouse)\b", re.I)

# An operation ahead or just had: the fast before it, the anaesthetic, the ward, stitches, being discharged; not "a
# fast car", "stitches in knitting" (a knitting word beside it), "the ward's nurses' shifts" (a nurse's job: "my shift").
_GOING_IN = r"\bbefore\s+(?:I|we)\s+(?:go|goes|head|am\s+admitted)\s+(?:in(?:to)?\s+|to\s+)?(?:the\s+)?hospital\b(?!\s+(?:shop|café|cafe|car\s+park|canteen))"
_OPERATION = re.compile(
    r"\bnil\s+by\s+mouth\b|\bnothing\s+to\s+(?:eat|drink)\s+(?:after|from|past)\s+(?:midnight|\d)"
    r"|\b(?:fast|fasting|starve|starving)\s+(?:from\s+midnight|the\s+night\s+before)\b"
    r"|\bpre-?op\b|\bpost-?op\b|\ban(?:a)?esthe(?:tic|tics|sia|tist)\b|\bgeneral\s+an(?:a)?esthetic\b"
    r"|\b(?:my|the|these|her|his)\s+(?:stitches|sutures|scar|wound)\b(?![^.?!]{0,40}\b(?:knit|crochet|sew|yarn|wool|pattern)\w*)"
    r"|\b(?:after|before|since|from)\s+(?:the|my|his|her)\s+(?:op|operation|surgery|procedure)\b"
    # (recall44) "what should I cook for someone after heart surgery", "recovering from knee surgery" (not "after surgery
    # hours", a doctor's surgery)
    r"|\b(?:after|before|since|from|recovering\s+from)\s+(?:(?:a|an|his|her|my|the)\s+)?(?:heart|cardiac|open[\s-]heart|bypass|knee|hip"
    r"|back|spinal|shoulder|eye|cataract|brain|major|minor|keyhole|abdominal|bowel|hernia|gallbladder|valve)\s+(?:surgery|operation|op)\b"
    r"(?!\s+(?:hours|times|opens|closes))"
    r"|\b(?:be|being|get|getting|was|got|am|'m)\s+discharged\b|\bdischarge\s+(?:letter|date|papers|nurse)\b"
    r"|\bhospital\s+(?:letter|bag|stay|gown|admission|appointment\s+letter)\b|\badmission\s+letter\b"
    # "what should I bring to the hospital for a few nights?", "staying in hospital after the op": a stay for one
    r"|\b(?:bring|pack|take)\s+(?:with\s+me\s+)?(?:to|into|for)\s+(?:the\s+)?hospital\b|\b(?:stay|staying|nights?|days?)\s+in\s+(?:the\s+)?hospital\b"
    r"|\b(?:ward|surgical)\s+nurse\s+(?:says|said|told)\b|\bthe\s+surgeon\b"
    # (lead64) "what should I get ready at home before I go to the hospital?": going in for a stay ahead (not "before I go
    # to the hospital shop", "visiting hours at the hospital")
    r"|" + _GOING_IN,
    re.I)
# (recall46) A bag or a stay ahead ("what goes in a hospital bag?", "what to bring to the hospital", (lead63) "what do I
# pack for the hospital on the day?", the admission letter,
# nil by mouth): an operation ahead, not one had ("User had knee surgery in 2019", "User's dad had a bypass last year" are
# no answer; "User's knee operation is on 3 December", "User has a hip replacement booked" are)
_OPERATION_AHEAD = re.compile(r"\bhospital\s+(?:bag|stay|admission|appointment\s+letter|letter)\b|\badmission\s+letter\b"
                              r"|\b(?:bring|pack|take)\s+(?:with\s+me\s+)?(?:to|into|for)\s+(?:the\s+)?hospital\b|\bpre-?op\b"
                              r"|\bnil\s+by\s+mouth\b|\bnothing\s+to\s+(?:eat|drink)\b|\b(?:fast|fasting|starve|starving)\s+"
                              r"(?:from\s+midnight|the\s+night\s+before)\b|" + _GOING_IN, re.I)
_OPERATION_HAD = re.compile(r"^User(?:['’]s\s+(?:[\w'’-]+\s+){1,3}?)?\s*(?:has\s+|have\s+)?(?:had|underwent|was\s+operated|got\s+operated"
                            r"|recovered)\b(?!.*\b(?:booked|scheduled|planned|next|coming|upcoming|tomorrow|due)\b)", re.I)


def _operation_fits(message: str, memory: str) -> bool:
    """Whether ``memory`` (an operation) answers ``message``: a bag or a stay ahead wants one ahead, not one had."""
    return not (_OPERATION_AHEAD.search(message) and _OPERATION_HAD.match(memory))


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
    r"|\b(?:maternity|paternity)\s+leave\b|\bthe\s+baby\s+(?:arrives|comes|is\s+due|is\s+born)\b"
    # (recall44) "what should I pack in the hospital bag", "my birth plan", "packing for the labour ward": the birth ahead
    # (the user's pregnancy, "User is pregnant, due in September 2026"); not "a hospital bag for my knee op" (an operation's
    # words beside it), "the labour party", "a birth certificate"
    r"|\b(?:hospital|labou?r|birth|maternity|delivery)\s+bags?\b(?![^.?!]{0,40}\b(?:op|operation|surgery|knee|hip|procedure)\b)"
    r"|\bbirth(?:ing)?\s+plans?\b|\b(?:labou?r|delivery|maternity)\s+ward\b|\bwhen\s+(?:the\s+)?contractions\b",
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
    r"|\b(?:raise|raising)\s+a\s+(?:glass|toast)\b|\bwine\s+tasting\b|\bbrewery\s+tour\b"
    # (recall39) a night in a bar or a pub: "a birthday in a bar on Saturday", "meeting them at the pub"; not "the search
    # bar", "a bar of chocolate", "the bar exam", "called to the bar", "set the bar high"
    r"|(?<!called\s)\b(?:in|at|to|into)\s+(?:a|the)\s+(?:(?:cocktail|wine|sports|karaoke|rooftop|hotel|beach|tiki|dive|gin"
    r"|whisky|whiskey|beer|local|little|busy|noisy|fancy|nice|new|irish)\s+)?(?:bar|pub)\b"
    r"(?!\s+(?:exam|exams|chart|charts|graph|of|is|was|opens|closes|code)\b)",
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
_AT_THE_WHEEL = re.compile(
    r"\b(?:behind|at)\s+the\s+wheel\b|\bhours\s+(?:of\s+)?driving\b|\bdriving\s+all\s+day\b"
    # (recall37) "how many hours can I be on the road in a day?", "on the road for ten hours", driving hours, a tachograph;
    # not "a car on the road", "road works"
    r"|\bhours\s+(?:\w+\s+){0,3}?on\s+the\s+road\b|\bon\s+the\s+road\s+for\s+(?:\w+\s+){0,2}?(?:hours|days|nights|weeks)\b"
    r"|\bdriving\s+hours\b|\bhours\s+of\s+service\b|\btachographs?\b"
    # (recall38) the deliveries the user makes: "the best route for my deliveries", "my delivery round", "forty drops a day";
    # not "my deliveries are late" (parcels the user waits for)
    r"|\b(?:route|routes|routing|plan|planning|order|sequence)\s+(?:for\s+|of\s+)?(?:my|our|the|today['’]s)\s+(?:\w+\s+)?"
    r"(?:deliveries|drops)\b|\b(?:my|our)\s+(?:delivery|courier)\s+(?:routes?|rounds?|runs?|shifts?|van)\b"
    r"|\b(?:deliveries|drops)\s+(?:a|per|each)\s+(?:day|shift|hour)\b"
    # (recall44) "how to stay awake on the overnight runs", "my interstate runs", "long-haul runs" (not "the overnight runs
    # of the test suite", "my morning runs": a batch job, a jog)
    r"|\b(?:the|my|our|these|those|on)\s+(?:overnight|interstate|long[\s-]haul|freight|night\s+freight)\s+runs?\b"
    r"(?![^.?!]{0,40}\b(?:fail\w*|crash\w*|jobs?|builds?|tests?|pipelines?|cron|scripts?|logs?|batch\w*)\b)",
    re.I)
_DRIVES = re.compile(r"^User\b.*(?<!\bhard\s)(?<!\bflash\s)(?<!\bUSB\s)\b(?:driver|drivers|drives|driving|drive|chauffeur"
                     r"|cabbie|trucking|trucker|haulage|haulier|HGV|lorry\s+driver|truck\s+driver"
                     # (recall44) a job at a freight or haulage firm ("User has worked at a freight company since August")
                     r"|freight\s+(?:company|firm|business|carrier|forwarder)|(?:trucking|transport|logistics)\s+(?:company|firm))\b", re.I)

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
    r"|\b(?:lakeside|beach|outdoor|church|garden|barn|vineyard|chapel|registry\s+office)\s+(?:ceremony|reception)\b"
    # (recall43) "what gift for young couple", "a present for the newlyweds": what is given at a wedding (not "a young
    # couple moved in next door")
    r"|\b(?:gifts?|presents?|cards?|toast|speech|envelope|money)\s+(?:for|to)\s+(?:the\s+|a\s+)?(?:young|newly[\s-]?wed"
    r"|newly[\s-]married|just[\s-]married)\s+couple\b|\b(?:the\s+)?newly[\s-]?weds\b"
    # (recall45) "cheap centrepieces for the tables", "favours for the guests", "the seating plan", "save-the-dates": a
    # reception's things (not "a centrepiece for the exhibition", "party favours for a fifth birthday")
    r"|\b(?:centrepieces?|centerpieces?)\s+(?:for|on)\s+(?:the|all\s+the|our|each\s+of\s+the)\s+(?:\w+\s+)?tables\b"
    r"|\btable\s+(?:centrepieces|centerpieces)\b|\b(?:favou?rs|gifts)\s+for\s+(?:the|our|all\s+the)\s+guests\b"
    r"(?![^.?!]{0,30}\b(?:birthday|party|shower)\b)|\b(?:the|our)\s+seating\s+(?:plan|chart)\b(?![^.?!]{0,30}\b(?:office"
    r"|class|classroom|conference|meeting)\b)|\bsave[\s-]the[\s-]dates?\b",
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
    r"|shabbat|shabbos|havdalah|kiddush|gurdwara|gurudwara|langar|(?-i:puja|pooja)|aarti|kovil|koil|bhajans?)\b"
    r"|\b(?:friday|evening|morning|dawn|sunday)\s+prayers?\b|\bprayer\s+(?:times?|mat|mats|room|rooms|breaks?|app)\b"
    r"|\b(?:for|on|at|this|over|during|before|after)\s+eid\b|\beid\s+(?:al[\s-]\w+|prayers?|gifts?|breakfast|lunch|dinner"
    r"|clothes|outfits?|party|money)\b"
    r"|\b(?:my|our|the\s+local)\s+(?:mosque|masjid|shul|synagogue|church|parish|chapel|temple|mandir|gurdwara|pagoda"
    r"|kovil)\b"
    r"|\b(?:vesak|sangha|uposatha|chùa|vihara)\b"
    r"|\b(?:go(?:ing)?\s+to|before|after|miss(?:ing)?)\s+(?:mass|church|shul|synagogue|the\s+mosque|mosque)\b"
    r"|\bsunday\s+(?:mass|service)\b|\bsabbath\b",
    re.I)
_WORSHIPS = re.compile(r"^User\b.*\b(?:pray|prays|praying|prayers?|worships?|worshipping|Mass|churchgoer|Shabbat|Sabbath|Muslim"
                       r"|Jewish|Catholic|Christian|Hindu|Sikh|Buddhist|observant|devout|religious)\b"
                       r"|^User\s+(?:\w+\s+){0,2}?(?:goes|went|attends|walks)\s+to\s+(?:the\s+)?(?:[\w'’]+\s+)?(?:church|mosque"
                       r"|masjid|synagogue|shul|temple|mandir|gurdwara|chapel|kovil)\b", re.I)
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
_BIG_DAY = re.compile(r"\b(the|my|our|her|his|their)\s+(?:big|special)\s+day\b(?!\s+out\b)", re.I)
_ONE_OFF = re.compile(r"^User\b(?!.*\b(?:got|was|were|had|graduated|ran|passed|finished|completed|did)\b).*\b(?:wedding|married|marry|marrying|defen[cs]e|viva|graduat(?:e|es|ion|ing)|exams?"
                      r"|interview|marathon|race|triathlon|recital|concert|audition|competition|operation|surgery"
                      r"|ceremony|premiere|exhibition)\b", re.I)
_SOMEONE_ELSES = re.compile(r"^User['’]s\s", re.I)


def whose_day(query: str, summary: str) -> bool:
    """(recall37) Whether the event ``summary`` can be the big day ``query`` names: "my/our big day" is the user's own
    event ("User's son has his exams" is not), "his/her/their big day" someone else's, "the big day" either."""
    m = _BIG_DAY.search(query)
    if m is None:
        return True
    own = _SOMEONE_ELSES.match(summary) is None
    whose = m.group(1).lower()
    return own if whose in ("my", "our") else not own if whose in ("her", "his", "their") else True

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
# (recall37) an allergy to no food: a medicine, pollen, an animal, a sting, a metal ("User is allergic to penicillin"); a meal
# asks for none of them
_NOT_FOOD_ALLERGY = re.compile(
    r"\ballerg\w*\s+(?:to\s+)?(?:penicillin|amoxicillin|antibiotics?|sulfa|sulpha|aspirin|ibuprofen|codeine|morphine"
    r"|anaesthetics?|anesthetics?|latex|pollen|grass|hay\s*fever|dust|dust\s+mites|mites|mould|mold|cats?|dogs?|pets?"
    r"|animals?|horses?|rabbits?|fur|dander|feathers|bees?|wasps?|bee\s+stings?|wasp\s+stings?|insect\s+stings?|stings"
    r"|nickel|metals?|perfumes?|fragrances?|plasters?|adhesives?|the\s+sun|sunlight|cold|contrast\s+dye|iodine)\b"
    r"|\b(?:penicillin|latex|pollen|dust|cat|dog|pet|bee|wasp|nickel|sting|hay\s*fever)\s+allerg\w*", re.I)
_OTHER_FOOD_RULE = re.compile(r"\b(?:fast|fasts|fasting|ramadan|lent|yom\s+kippur|vegetarian|vegan|pescatarian|halal|kosher"
                              r"|coeliac|celiac|gluten|intolerant|intolerance|food|foods|nuts?|peanuts?|cashews?|almonds?"
                              r"|walnuts?|hazelnuts?|pistachios?|shellfish|prawns?|shrimps?|crab|lobster|fish|seafood|dairy"
                              r"|milk|lactose|eggs?|wheat|soy|soya|sesame|mustard|celery|lupin|kiwi|strawberr\w+)\b", re.I)


def food_allergy(query: str, summary: str) -> bool:
    """(recall37) Whether ``summary`` is a rule of food: an allergy to a medicine, pollen or an animal is none."""
    return _NOT_FOOD_ALLERGY.search(summary) is None or _OTHER_FOOD_RULE.search(summary) is not None

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
_ANAPHYLAXIS = re.compile(r"\b(?:anaphyla\w*|EpiPens?|coeliac|celiac)\b", re.I)


def food_allergy_in_family(query: str, summary: str) -> bool:
    """(recall37) Whether ``summary`` is an allergy to a food (not to penicillin, pollen or a bee's sting)."""
    return _NOT_FOOD_ALLERGY.search(summary) is None or _ANAPHYLAXIS.search(summary) is not None \
        or _OTHER_FOOD_RULE.search(summary) is not None

# (recall36) Out of breath: breathless, short of breath, wheezing, puffed out, can't catch one's breath; the memory names
# the lungs' condition of whoever it is about ("Mateo has asthma", "User has COPD"); not "a breathless review", "a
# breath of fresh air", "breathtaking".
_OUT_OF_BREATH = re.compile(
    r"\bbreathless(?:ness)?\b(?!\s+(?:review|prose|praise|excitement|anticipation))|\bout\s+of\s+breath\b"
    r"|\bshort(?:ness)?\s+of\s+breath\b|\bwheez(?:e|es|ed|ing|y)\b|\bpuffed\s+out\b"
    r"|\bcan(?:'t|not|\s+never)\s+catch\s+(?:my|his|her|their|your)\s+breath\b|\bgasping\s+for\s+(?:air|breath)\b"
    # (recall42) exercise in the cold, the air the lungs take: "is it ok to run in cold weather", "jogging on frosty
    # mornings" (not "does the car run in the cold", "the engine running in winter", "a cold-weather tent")
    r"|(?<!car\s)(?<!engine\s)(?<!van\s)\b(?:run|running|jog|jogging|exercise|exercising|cycle|cycling|training|swim|swimming"
    r"|hike|hiking|work\s+out|working\s+out)\s+(?:outside\s+|outdoors\s+)?(?:in|on)\s+(?:the\s+)?(?:(?:freezing\s+)?cold"
    r"|freezing|frosty|icy|winter)(?:\s+(?:weather|air|temperatures|mornings?|days?))?\b",
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
                         r"|umrah|hajj|imam|quran|koran|allah)\b", re.I)),
    ("judaism", re.compile(r"\b(?:jewish|jew|jews|judaism|shabbat|shabbos|havdalah|kiddush|shul|synagogue|rabbi|torah"
                           r"|kosher|passover|pesach|yom\s+kippur|rosh\s+hashanah|hanukkah|chanukah|seder)\b", re.I)),
    ("christianity", re.compile(r"\b(?:christian|christians|catholic|catholics|anglican|baptist|methodist|evangelical"
                                r"|presbyterian|lutheran|pentecostal|church|churches|churchgoer|parish|chapel|mass|priest"
                                r"|vicar|pastor|communion|lent|easter|advent|rosary|bible|jesus|christ)\b", re.I)),
    ("sikhism", re.compile(r"\b(?:sikh|sikhs|sikhism|gurdwara|gurudwara|langar|gurpurab|vaisakhi|waheguru|guru\s+nanak)\b",
                           re.I)),
    # (recall37: a god's name says the faith a temple is of: "the Murugan temple" is Hindu, "kovil" the Tamil word for it)
    ("hinduism", re.compile(r"\b(?:hindu|hindus|hinduism|mandir|aarti|diwali|navratri|(?-i:puja|pooja)|kovil|koil|bhajans?"
                            r"|murugan|ganesh|ganesha|ganapati|shiva|siva|vishnu|krishna|lakshmi|durga|hanuman"
                            r"|saraswati|ayyappa|balaji|venkateswara|janmashtami|thaipusam|holi)\b", re.I)),
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
    r"|\bby\s+public\s+transport\b"
    # (recall40) "get around without wheels of our own", "without a motor now": no car, said otherwise
    r"|\bwithout\s+(?:(?:a|any)\s+)?(?:wheels|a\s+motor|transport)(?:\s+of\s+(?:my|our)\s+own)?\b"
    # (recall40) "come back from a meeting two hours away after dark": a journey home at night (what the user's eyes or
    # licence allow), not "walk home after dark" (on foot)
    r"|\b(?:come|coming|get|getting|drive|driving|travel|travelling|traveling|make\s+it)\s+(?:back|home)\b[^.?!]{0,50}"
    r"\b(?:after\s+dark|at\s+night|late\s+at\s+night|in\s+the\s+dark)\b"
    # (recall37) "now that I've given up driving", "since I sold the car"
    r"|\b(?:given|gave|giving)\s+up\s+(?:driving|the\s+car|my\s+car)\b|\b(?:stopped|quit)\s+driving\b"
    r"|\b(?:since|now\s+that|after)\s+(?:I|we)\s+(?:sold|got\s+rid\s+of)\s+(?:the|my|our)\s+car\b"
    # (recall40) a load to get home: "how do I get to the market with heavy shopping", "lugging the groceries home"; how
    # the user gets about (not "heavy shopping season", "a heavy bag of flour in the recipe")
    r"|\b(?:with|carry|carrying|carried|lug|lugging|haul|hauling|bring|bringing|get|getting)\s+(?:(?:the|my|our|all\s+the"
    r"|a\s+lot\s+of|lots\s+of|a\s+week['’]s|the\s+week['’]s)\s+)?(?:heavy|big|bulky|weekly)\s+(?:shopping|groceries|bags"
    r"|shopping\s+bags)\b"
    r"|\b(?:carry|carrying|lug|lugging|get|getting|bring|bringing)\s+(?:the|my|our|all\s+the)\s+(?:shopping|groceries"
    r"|shopping\s+bags)\s+(?:home|back)\b"
    # (recall43) "how do I get to my appointments without asking for help every time", "getting to the doctor without a
    # lift": going about on one's own (not "fix this without asking my boss for help")
    r"|\b(?:get|getting|go|going|travel|travelling|traveling)\s+(?:to\s+)?(?:my|the|her|his)\s+(?:[\w-]+\s+)?(?:appointments?"
    r"|doctor|doctor['’]s|hospital|clinic|physio|dentist|shops|groceries|church|market)\b[^.?!]{0,30}?\bwithout\s+"
    r"(?:asking\s+(?:for\s+)?|needing\s+|begging\s+(?:for\s+)?|relying\s+on\s+|depending\s+on\s+)?(?:help|a\s+lift|lifts"
    r"|a\s+ride|rides|anyone|someone|my\s+(?:son|daughter|kids|children|family))\b",
    re.I)
_NO_DRIVING = re.compile(r"^User\b(?!['’]s\s).*\b(?:doesn't|does\s+not|can't|cannot|never|don't)\s+(?:drive|have\s+a\s+"
                         r"(?:car|driver's\s+licen[cs]e|driving\s+licen[cs]e|licen[cs]e))\b"
                         r"|^User\b(?!['’]s\s).*\b(?:no|without\s+a)\s+(?:car|driver's\s+licen[cs]e|driving\s+licen[cs]e)\b"
                         r"|^User\b(?!['’]s\s).*\b(?:sell|sold|selling|get\s+rid\s+of|got\s+rid\s+of|give\s+up|gave\s+up"
                         r"|given\s+up|giving\s+up|stopped)\s+(?:(?:her|his|their|the|my|our)\s+)?(?:(?:family|old|second"
                         # ((lo37) "sold the car park", "sold the car seat": no car of theirs sold)
                         r"|own)\s+)?(?:car(?![\s-]+(?:park|parks|parking|boot|wash|seat|seats|stereo|radio|battery|keys|mats|charger"
                         r"|space|spaces|showroom|dealership|lot)\b)|driving)\b",
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
    r"|\bsight[\s-]?reading\b|\bhands\s+together\b"
    # (recall37) the voice as the instrument: vocal warm-ups or exercises, warm-ups for the voice, singing lessons; not "a
    # warm-up for the match", "voice notes", "a voice assistant"
    r"|\b(?:vocal|voice)\s+(?:warm[\s-]?ups?|exercises|training|lessons?|coach|range)\b"
    r"|\bwarm[\s-]?ups?\s+(?:for|of)\s+(?:the|my|your|a|our)\s+voices?\b|\bsinging\s+(?:lessons?|teacher|coach|voice)\b",
    re.I)
_PLAYS_INSTRUMENT = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:piano|guitar|violin|viola|cello|double\s+bass|flute|saxophone|sax|trumpet|trombone|clarinet"
    r"|oboe|bassoon|drums|ukulele|keyboard|harp|accordion|AMEB|ABRSM|Trinity\s+grade|instrument"
    r"|choir|chorus|choral|sings|singing|singer|vocals)\b", re.I)

# (recall37) A practice or rehearsal the user goes to: an evening of practice, before or after practice or rehearsal; the
# memory is the dance, choir, band or training the user keeps ("User dances hula with their halau every Wednesday
# night"); not "the practice of medicine", "a GP practice", "best practice", "in practice".
_PRACTICE = re.compile(
    r"\b(?:evening|evenings|night|nights|morning|mornings|afternoon|day|weekend|hours?)\s+of\s+(?:practice|rehearsals?|training)\b"
    r"|\b(?:before|after|at|to|from|during|skip|skipping|miss|missing)\s+(?:my\s+|our\s+)?(?:practice|rehearsals?|training\s+sessions?)\b"
    r"(?!\s+(?:of|nurse|manager|guidelines?|test|exam|papers?)\b)"
    r"|\b(?:practice|rehearsal)\s+(?:tonight|nights?|sessions?)\b|\b(?:dress|tech)\s+rehearsal\b",
    re.I)
_PRACTISES = re.compile(r"^User\b(?!['’]s\s).*\b(?:dances?|dancing|dancer|ballet|hula|salsa|tango|rehears\w*|choir|chorus|sings|singing"
                        r"|band|orchestra|troupe|ensemble|trains|training|practi[sc]es|practi[sc]ing)\b", re.I)

# (recall37) Taking on staff: hiring a first apprentice or extra staff, payroll; the memory is the business the user owns,
# runs or is starting ("User owns a little bakery in San Antonio", "User is starting their own company"); not "how do I
# get hired as an apprentice?", "companies hiring in Leeds" (no one the user takes on).
_HIRING = re.compile(
    r"\b(?:hire|hiring|take\s+on|taking\s+on|recruit|recruiting|employ|employing|onboard|onboarding)\s+"
    r"(?:my\s+first|our\s+first|an?|extra|more|new|some|seasonal|part[\s-]time|temporary|temp)\s+(?:\w+\s+)?"
    r"(?:apprentices?|staff|employees?|workers?|hands|help|baristas?|bakers?|cooks?|chefs?|waiters?|waitresses?|servers?"
    r"|assistants?|cashiers?|labou?rers?|drivers?|cleaners?|people)\b"
    r"|\b(?:run|running|do|doing|set\s+up|setting\s+up)\s+(?:my|our|the)\s+(?:own\s+)?payroll\b|\b(?:my|our)\s+first\s+(?:employee|hire)\b"
    # (recall40) the new people taught: "how do I train new workers", "training up my new staff" (not "train a new
    # model", "train for a new record", "my new staff ID card": no teaching then)
    r"|\b(?:train|training|trained|teach|teaching|onboard|onboarding|induct|inducting)\s+(?:up\s+)?(?:(?:my|our|the|some|two|three"
    r"|a\s+few)\s+)?(?:new|newly\s+hired|recently\s+hired)\s+(?:staff|workers?|employees?|hires|starters|recruits|apprentices?"
    r"|team\s+members|girls|guys|people|hands)\b"
    r"|\b(?:train|training|teach|teaching)\s+(?:up\s+)?(?:my|our)\s+(?:staff|workers|employees)\b",
    re.I)
_BUSINESS_KINDS = (r"(?:company|business|bakery|shop|store|restaurant|caf[eé]|firm|sal[oó]n|studio|practice|pharmacy|clinic"
                   r"|bar|pub|farm|agency|brewery|boutique|garage|food\s+truck|consultancy|startup|start-up|builders)")
_OWNS_BUSINESS = re.compile(
    r"^User\b(?!['’]s\s)(?:\s+\w+){0,3}?\s+(?:owns?|owning|runs?|running|started|starts|starting|start|founded|founding|set\s+up"
    r"|sets\s+up|setting\s+up|opened|opens|opening|open|launched|launching|has|manages)\s+(?:\w+\s+){0,4}?" + _BUSINESS_KINDS + r"\b"
    r"|^User\b(?!['’]s\s).*\b(?:self[\s-]employed|own\s+" + _BUSINESS_KINDS + r"|business\s+owner|sole\s+trader|co-?founder|founder)\b",
    re.I)

# (recall38) Working for oneself: the user self-employed, freelance, a sole trader, their own boss ("what insurance do I need
# as a self-employed vet?", "I'm freelance now, how do I do my tax return?"); the memory names the business or practice the
# user owns or runs (``_OWNS_BUSINESS``); not someone else's ("my husband is self-employed"), nor a question of others ("how
# do self-employed people get a mortgage?").
_OWN_BOSS = re.compile(
    r"\b(?:as\s+(?:an?\s+)?|I['’]m\s+(?:now\s+)?(?:an?\s+)?|I\s+am\s+(?:now\s+)?(?:an?\s+)?|being\s+(?:an?\s+)?"
    r"|now\s+that\s+I['’]m\s+(?:an?\s+)?|since\s+I\s+went\s+|since\s+going\s+|I\s+went\s+|I['’]ve\s+gone\s+|going\s+)"
    r"(?:self[\s-]employed|freelance|freelancer|sole\s+trader|sole\s+proprietor|independent\s+contractor"
    # (recall41) the word of the user's country: "as autónoma", "as an auto-entrepreneur", "I'm a ZZP'er now"
    r"|aut[oó]nom[oa]|(?:auto|micro)[\s-]?entrepreneur|ZZP(?:['’]?er)?|selbst(?:st)?ändig|freiberufler(?:in)?)(?!\w)"
    r"|\b(?:my|I['’]m)\s+own\s+boss\b"
    # (recall43) the business set up: "how do I register a small business in Ireland", "what do I need to set up my own
    # company" (not "how do small businesses use AI", "register a domain for the business")
    r"|\b(?:register|registering|set\s+up|setting\s+up|incorporate|incorporating|form|forming)\s+(?:a|an|my|our)\s+(?:own\s+)?"
    r"(?:small\s+|little\s+|new\s+)?(?:business|company|limited\s+company|LLC|sole\s+tradership|partnership)\b"
    r"|\b(?:start|starting|open|opening)\s+(?:a|my|our)\s+(?:own\s+)?(?:small|little)\s+business\b",
    re.I)

# (recall38) A room to let: the spare room or box room, a lodger, a room to let or rent out, a flatmate wanted ("help me write
# an ad for the spare room"); the memory names the home the user rents, owns, lives in or moves into ("User rents a flat in
# Leith", "User is moving into a flat in Lavapiés with her boyfriend"); not "a spare room at the hotel?" (a room booked),
# "room to spare", "wiggle room", a relative's home.
_ROOM_TO_LET = re.compile(
    r"\b(?:(?:the|our|my|a)\s+(?:spare|box|second|extra)\s+(?:bed)?room)\b(?!\s+(?:at|in)\s+(?:the|a|your)\s+(?:hotel|hostel|inn"
    r"|office|b&b))|\blodgers?\b|\broom\s+(?:to\s+(?:let|rent)|for\s+rent)\b"
    r"|\b(?:let|letting|rent|renting|sublet|subletting)\s+(?:out\s+)?(?:a|the|our|my)\s+(?:spare\s+|second\s+|box\s+)?room\b"
    r"|\b(?:flat|house|room)mates?\s+wanted\b|\bnew\s+(?:flat|house|room)mate\b",
    re.I)
_HOME_HAD = re.compile(r"^User\b(?!['’]s\s).*\b(?:rents?|renting|rented|owns?|bought|buying|lives|living|moved|moving|moves|shares?"
                       r"|sharing|mortgage)\b.*\b(?:flat|apartment|house|condo|cottage|bungalow|maisonette|townhouse)\b"
                       # (the home said by its place alone: "User moved to Lavapiés", "User has lived in Leith since 1 May 2026")
                       r"|^User (?:moved to|lives in|has lived in|has moved to) (?-i:[A-ZÀ-Þ])[\w'’-]*(?: (?-i:[A-ZÀ-Þ])[\w'’-]*)*"
                       r"(?: (?:since|in|on) [^,;]{2,40})?$",
                       re.I)

# (recall38) Under sail: tacking, gybing, a mainsail or spinnaker, windward and leeward, a capsize drill, the points of sail
# ("how do I explain tacking to children?"); the memory names the sailing the user does or teaches ("User will teach at the
# sailing school on Saturdays"); not "tacking on fees" (added), "a different tack", "the Windward Islands".
_UNDER_SAIL = re.compile(
    r"\btacking\b(?!\s+(?:on|onto|it|them|things?|extra|fees?|charges?|costs?)\b)|\b(?:gybe|gybes|gybing|jibing)\b"
    r"|\b(?:mainsail|mainsails|spinnakers?|mainsheet|jib\s+sheets?)\b|\b(?:to\s+)?(?:windward|leeward)\b(?!\s+islands?\b)"
    r"|\bcapsiz(?:e|es|ed|ing)\s+(?:drills?|practice|the\s+(?:boat|dinghy))\b|\bpoints\s+of\s+sail\b",
    re.I)
_SAILS = re.compile(r"^User\b(?!['’]s\s).*\b(?:sail|sails|sailed|sailing|sailor|yacht|yachts|dinghy|dinghies|regattas?)\b", re.I)

# (recall37) A till: the point of sale, a POS system, menu modifiers; the memory names the till the user uses or is moving
# to ("User is switching from Square to Toast"); not "a point of view", "points of sale in marketing" (plural).
_TILL = re.compile(
    r"\bpoint[\s-]of[\s-]sale\b(?!\s+(?:data|displays?|materials?|marketing)\b)|\bPOS\s+(?:system|terminal|software|app|hardware)\b"
    r"|\bmenu\s+modifiers\b|\b(?:my|our|the\s+shop's|the\s+caf[eé]'s)\s+(?:till|card\s+reader|card\s+machine)\b",
    re.I)
_TILL_USED = re.compile(r"^User\b(?!['’]s\s).*(?:(?-i:\b(?:Toast|Clover|Lightspeed|SumUp|Zettle|iZettle|Shopify\s+POS"
                        r"|TouchBistro|Loyverse|Epos\s+Now)\b)|\bpoint\s+of\s+sale\b|\bPOS\b"
                        # (Square as a till, not a place: "User lives on Charlotte Square")
                        r"|\b(?:uses?|using|used|from|to|with|via|on|through|chose|picked|switch\w*|mov\w*)\s+(?-i:Square)\b)", re.I)

# (recall37) A student starting out: a first-year student, a freshman, freshers' week, halls of residence, a dorm room; the
# memory names the child (or the user) starting at a university or college ("User's daughter got into UT Austin"); not
# "the freshman senator", "a first-year teacher", "the village hall".
_STARTING_UNI = re.compile(
    r"\bfirst[\s-]year\s+(?:students?|uni|university|college|halls|dorm|undergrad\w*)\b"
    r"|\b(?:college|university|uni)\s+(?:freshman|freshmen|fresher|freshers|students?\s+starting)\b"
    r"|\bfreshm[ae]n\b(?!\s+(?:senators?|congress\w*|lawmakers?|representatives?|mps?))|\bfreshers?['’]?s?\s+(?:week|flu|fair)\b"
    r"|\bhalls\s+of\s+residence\b|\b(?:for|in|into|to)\s+halls\b|\bdorm\s+(?:room|rooms|essentials|shopping|bedding|life|checklist)\b"
    # (recall44) "what should i pack for the dorm", "moving into my dorm" (not "the dorm of the hostel": a trip's bed)
    r"|\b(?:for|in|into|to)\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+|a\s+)?(?:dorm|dorms|dormitory)\b(?![^.?!]{0,30}\b(?:hostel|trip|hike))"
    r"|\bmove[\s-]in\s+day\b(?=[^.?!]{0,40}\b(?:college|uni|university|dorm|campus)\b)"
    r"|\b(?:starting|start|starts|off\s+to)\s+(?:uni|university|college)\b"
    # (recall41) "what does a first year in medical school cost", "starting law school": a school of a degree
    r"|\bfirst[\s-]year\s+(?:at|in|of)\s+(?:uni|university|college|(?:medical|med|law|dental|nursing|vet(?:erinary)?)\s+school)\b"
    r"|\b(?:starting|start|starts|off\s+to|into|gets\s+into|got\s+into)\s+(?:medical|med|law|dental|nursing|vet(?:erinary)?)"
    r"\s+school\b"
    # (recall42) "what does a student need for her first year": a student's first year (not "the students' first year
    # exams", "a first year of teaching")
    r"|\bstudents?\b[^.?!]{0,30}\b(?:his|her|their)\s+first\s+year\b(?!\s+(?:exams?|results|grades|of\s+(?:teaching|work)"
    r"|on\s+the\s+job|in\s+the\s+job))",
    re.I)
_AT_UNI = re.compile(
    r"^User['’]s\s+(?:[\w'’-]+\s+){0,2}?(?:son|daughter|child|kid|boy|girl|grandson|granddaughter|grandchild|niece|nephew"
    r"|stepson|stepdaughter|twins?)\b.*\b(?:uni|university|college|campus|freshman|fresher|got\s+into|accepted\s+(?:at|to|into)"
    r"|starts\s+at|starting\s+at|will\s+start\s+at|studies|studying|will\s+study|(?-i:[A-Z]{2,4})\s+(?-i:[A-Z])\w+)\b"
    r"|^User\b(?!['’]s\s).*\b(?:starts?|starting|begins?|beginning|will\s+start|off\s+to|accepted\s+(?:at|to|into)|got\s+into)"
    r"\s+(?:at\s+)?(?:uni|university|college)\b"
    # (recall44) accepted or admitted at a place of study named ("User got accepted to Yonsei", "User was admitted to
    # Sciences Po"; not "User was admitted to hospital", "User got into Python")
    r"|^User\b(?!['’]s\s).*\b(?:accepted|admitted)\s+(?:at|to|into|by)\s+(?!(?-i:A&E|ER|ICU)(?![\w&]))(?-i:[A-Z])[\w'’-]+",
    re.I)

# (recall37) Phrases to get by in another language: which phrases for ordering in a café, travel phrases; the memory is the
# language the user learns, improves or speaks ("User has begun to learn Spanish"); not "which phrases to avoid in a cover
# letter", "search phrases" (no place or trip beside them). ("my mother tongue" is not read: the frame's closest memory, a
# language learnt, took the place of the one spoken, fresh25's "User speaks Twi".)
_LANGUAGE_USED = re.compile(
    r"\bphrases\b[^.?!]{0,30}?\b(?:ordering|order\s+food|caf[eé]s?|restaurants?|shopping|the\s+market|taxis?|directions"
    r"|getting\s+around|abroad|travel\w*|my\s+trip|the\s+trip|holidays?|vacation|small\s+talk|greetings?|the\s+locals?)\b"
    r"|\b(?:tourist|travel|survival|basic|everyday)\s+phrases\b",
    re.I)
_LANGUAGE_NAMES = "(?:" + "|".join(sorted(NATURAL_LANGUAGES, key=len, reverse=True)) + ")"
_LEARNS_LANGUAGE = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:learn|learns|learning|learnt|learned|study|studies|studying|practi[sc]e\w*|brush\w*\s+up\s+on"
    r"|improve|improves|improving|lessons?\s+in|classes\s+in|course\s+in)\s+(?:(?:her|his|their|my|some|basic|written"
    r"|spoken|conversational)\s+){0,2}" + _LANGUAGE_NAMES + r"\b"
    r"|^User\b(?!['’]s\s).*\b" + _LANGUAGE_NAMES + r"\s+(?:lessons?|classes|course|tutor|on\s+Duolingo)\b"
    # (the language the user speaks: "my mother tongue" is one spoken, not learnt: "User speaks Twi")
    r"|^User\b(?!['’]s\s).*\b(?:speaks?|speaking|fluent\s+in|native|grew\s+up\s+speaking)\s+(?:\w+\s+)?" + _LANGUAGE_NAMES
    + r"\b",
    re.I)

# (recall37) The user's own notes: "my knowledge base", a second brain, a Zettelkasten, a notes vault; the memory names the
# notes app used ("User switched their notes from Notion to Obsidian"); not "our company's knowledge base in Zendesk" ("our":
# a team's), "a bank vault".
_MY_NOTES = re.compile(
    r"\bmy\s+(?:personal\s+|own\s+)?(?:knowledge\s+base|second\s+brain|zettelkasten|digital\s+garden|notes\s+(?:app|vault|system"
    r"|setup)|note[\s-]taking\s+(?:app|system|setup|tool))\b|\bpersonal\s+knowledge\s+management\b|\bPKM\b"
    r"|\bmy\s+vault\b(?=[^.?!]{0,40}\b(?:plugins?|notes?|links?|backlinks?|tags?|sync|graph)\b)",
    re.I)
_NOTES_APP = re.compile(r"^User\b(?!['’]s\s).*(?-i:\b(?:Obsidian|Notion|Logseq|Evernote|OneNote|Roam|Joplin|Anytype|Zettlr"
                        r"|Bear\s+app|Apple\s+Notes|Google\s+Keep|Tana|Capacities)\b)")

# (recall37) A morning drink: what to drink in the morning or first thing to wake up, a morning brew, a coffee substitute;
# the memory is what the user drinks or gave up (coffee, caffeine, tea); not "a drink in the morning light" (a painting),
# "morning meetings".
_MORNING_DRINK = re.compile(
    r"\b(?:drink|drinks|sip)\b[^.?!]{0,25}?\b(?:in\s+the\s+mornings?|first\s+thing|at\s+breakfast|to\s+wake\s+(?:me\s+|myself\s+)?up)\b"
    r"|\bmorning\s+(?:drinks?|cuppa|brew|pick[\s-]me[\s-]up|caffeine|beverage)\b"
    r"|\b(?:caffeine|coffee)[\s-](?:free\s+)?(?:substitutes?|alternatives?|replacements?)\b"
    # (recall38) what to order at a café ("what's a good thing to order at a café?"): the drink the user takes or gave up;
    # not "how do I open a café?", "a café to work from"
    r"|\b(?:order|get|have|drink|try|choose|pick)\s+(?:at|in|from)\s+(?:a|the|this|that|my|our)\s+(?:local\s+|new\s+)?"
    r"(?:caf[eé]s?|coffee\s+(?:shops?|houses?)|coffeeshops?|starbucks|costa|tim\s+hortons)\b",
    re.I)
_DRINKS_COFFEE = re.compile(r"^User\b(?!['’]s\s).*\b(?:coffee|coffees|caffeine|caffeinated|espresso|decaf|flat\s+white|latte|tea"
                            r"|matcha|energy\s+drinks?)\b", re.I)

# (recall37) A region named for a city in it: the Canadian west coast is Vancouver, the Maritimes Halifax; the memory names
# a city of the region ("User's son Jakob lives in Vancouver"); not "the west coast of Ireland" (another region), "the
# Victoria line".
_REGIONS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = (
    (re.compile(r"\b(?:canadian\s+west\s+coast|west\s+coast\s+of\s+canada|canada['’]s\s+west\s+coast|british\s+columbia)\b", re.I),
     re.compile(r"\b(?:Vancouver|Victoria,?\s+BC|British\s+Columbia|Whistler|Kelowna|Nanaimo|Burnaby|Surrey,?\s+BC)\b")),
    (re.compile(r"\b(?:canadian\s+east\s+coast|east\s+coast\s+of\s+canada|canada['’]s\s+east\s+coast|the\s+maritimes)\b", re.I),
     re.compile(r"\b(?:Halifax,?\s+(?:Nova\s+Scotia|NS)|Nova\s+Scotia|New\s+Brunswick|Moncton|Fredericton|Charlottetown"
                r"|Prince\s+Edward\s+Island|St\.?\s+John['’]s|Newfoundland)\b")),
    (re.compile(r"\b(?:(?:the\s+)?(?:us|american)\s+west\s+coast|west\s+coast\s+of\s+(?:the\s+)?(?:us|usa|states|america))\b", re.I),
     re.compile(r"\b(?:California|Los\s+Angeles|LA|San\s+Francisco|San\s+Diego|Seattle|Portland,?\s+Oregon|Oregon|Sacramento"
                r"|San\s+Jose|Oakland|Washington\s+state)\b")),
    (re.compile(r"\b(?:(?:the\s+)?(?:us|american)\s+east\s+coast|east\s+coast\s+of\s+(?:the\s+)?(?:us|usa|states|america))\b", re.I),
     re.compile(r"\b(?:New\s+York|NYC|Boston|Philadelphia|Washington,?\s+DC|Baltimore|New\s+Jersey|Miami|Connecticut)\b")),
)
_REGION_ASKED = re.compile("|".join(r.pattern for r, _ in _REGIONS), re.I)
_IN_A_REGION = re.compile("^User\\b.*(?:" + "|".join(c.pattern for _, c in _REGIONS) + ")")


def in_region(query: str, summary: str) -> bool:
    """(recall37) Whether the city ``summary`` names is in a region ``query`` names."""
    return any(region.search(query) and city.search(summary) for region, city in _REGIONS)


# (recall37) A crash on the road said by its kind or its after-effects: rear-ended, a rear-ender, a fender bender, a pile-up,
# whiplash; the memory names the accident ("User was in a car accident on the highway last month"); not "a rear-end
# developer", "whiplash the film".
_A_CRASH = re.compile(
    r"\brear[\s-]?end(?:ed|er)\b|\bfender[\s-]?bender\b|\bpile[\s-]?up\s+on\s+the\b|(?<!film\s)(?<!movie\s)\bwhiplash\b(?![^.?!]{0,20}\b(?:film|movie|soundtrack))"
    r"|\b(?:since|after|from)\s+(?:the|my|that)\s+(?:crash|collision|smash|prang)\b",
    re.I)
_CRASHED = re.compile(r"^User\b(?!['’]s\s).*\b(?:accident|crash|crashed|collision|rear-ended|rear\s+ended|hit\s+by\s+a\s+(?:car|van"
                      r"|truck|lorry|bus)|written\s+off)\b", re.I)

# (recall37) Finishing school: a child finishing high school, a prom, a senior year's end, a leavers' do; the memory names
# the graduation or its party ("User is organising her son's graduation party"); not "finishing school" (a school of
# manners), "high school musical".
_LEAVING_SCHOOL = re.compile(
    r"\bfinish(?:es|ed|ing)?\s+(?:high\s+school|secondary\s+school|year\s+12|grade\s+12|sixth\s+form|his\s+(?:a[\s-]levels|exams)"
    r"|her\s+(?:a[\s-]levels|exams))\b|\b(?:prom|leavers['’]?)\s+(?:night|party|do|dress|ball)\b|\bsenior\s+prom\b"
    r"|\bschool[\s-]leaving\s+(?:party|do|ceremony)\b",
    re.I)
_GRADUATION = re.compile(r"^User\b.*\b(?:graduat(?:e|es|ion|ing)|grad\s+party|prom|leavers)\b", re.I)

# (recall37) Long-term care: long-term beds or care, a nursing home, assisted living, residential care, a care home's
# waiting list; the memory names the care home chosen or sought for a relative; not "care home" in a job ad (a memory of a
# care worker's job is not said so).
_LONG_TERM_CARE = re.compile(
    r"\blong[\s-]term\s+(?:care|beds?|care\s+homes?|facility|facilities|home)\b|\bnursing\s+homes?\b|\bassisted\s+living\b"
    r"|\bresidential\s+care\b|\bcare\s+homes?\b|\bretirement\s+homes?\b",
    re.I)
_CARE_HOME = re.compile(r"^User\b.*\b(?:care\s+homes?|nursing\s+homes?|assisted\s+living|long[\s-]term\s+care|residential\s+care"
                        r"|retirement\s+homes?)\b", re.I)


# (recall39) Sound too quiet to follow: the TV or radio too quiet, not hearing the TV, the dialogue, people mumbling; the
# memory names the hearing (hearing aids, hearing loss, deaf, hard of hearing: the user's or a relative's); not "the TV
# room is so quiet", "a quiet TV show", "I can't hear you over the noise" (no set named).
_TOO_QUIET = re.compile(
    r"\b(?:tv|telly|television|radio)\b(?!\s+(?:room|stand|unit|shows?|series|licen[cs]e))[^.?!]{0,25}?\b(?:too|so|very|really"
    r"|barely)\s+(?:quiet|soft|faint|muffled)\b"
    r"|\b(?:can['’]?t|cannot|can\s+not|struggle\s+to|hard\s+to|barely)\s+(?:hear|follow|make\s+out)\s+(?:the\s+)?(?:tv|telly"
    r"|television|radio|dialogue|dialog|actors|news|voices)\b"
    r"|\b(?:turn|turning|turned|crank|cranking)\s+(?:up\s+)?the\s+(?:tv|telly|television|radio)['’]?s?\s*(?:volume|sound)?\s*(?:up\s+)?"
    r"(?:all\s+the\s+way|so\s+loud|really\s+loud|to\s+(?:max|full))\b",
    re.I)
_HEARING = re.compile(r"^User\b.*\b(?:deaf|deafness|hard\s+of\s+hearing|hearing\s+(?:loss|aids?|impair\w*|is\s+(?:getting\s+)?"
                      r"(?:weak|worse|bad|poor))|cochlear\s+implants?)\b", re.I)

# (recall39) A home sold, said by its last steps: handing over the keys, completion day, exchanging contracts, the new owners
# or the buyers moving in; the memory names the sale ("User has sold their house in Sendai", "User's flat is under
# offer"); not "hand over the car keys to my son" (no sale of a home among the memories then), "the buyer persona".
_HOME_SALE = re.compile(
    r"\b(?:hand|hands|handing|handed|give|giving)\s+(?:over\s+)?(?:the|my|our)\s+(?:house\s+|flat\s+|front[\s-]door\s+)?keys\b"
    r"(?!\s+(?:to\s+)?(?:the\s+)?(?:car|van))"
    r"|\bcompletion\s+(?:day|date)\b|\bexchang(?:e|ing|ed)\s+contracts\b|\bthe\s+new\s+owners\b"
    r"|\bthe\s+buyers?\s+(?:move|moves|moving|get|gets|want|wants|asked|survey|surveyor|pulled\s+out)\b"
    r"|\bthe\s+sale\s+(?:goes|went|has\s+gone)\s+through\b"
    # (recall41) "where do I put the money from the apartment?", "the proceeds of the house": what the sale brought (not
    # "money from the house's budget": a home's money, no sale said, is read only after "from" or "of")
    r"|\b(?:money|proceeds|cash|profit)\s+(?:from|of)\s+(?:selling\s+)?(?:the|my|our)\s+(?:old\s+)?(?:house|flat|apartment"
    r"|home|place|property|sale)\b(?!\s+(?:budget|account|insurance|renovation|repairs?|bills?|rent)\b)",
    re.I)
_HOME_SOLD = re.compile(r"^User\b.*\b(?:sold|selling|sells|sell|sale)\b(?:\s+[\w'’-]+){0,4}?\s+(?:house|home|flat|apartment"
                        r"|condo|place|property|bungalow|cottage|farmhouse)\b"
                        r"|^User\b.*\b(?:house|home|flat|apartment|condo|property|bungalow|cottage)\b.*\b(?:sold|on\s+the\s+market"
                        r"|under\s+offer|for\s+sale)\b", re.I)

# (recall39) Days given to study beside work: study days, study leave, block or day release, lecture days, balancing work
# and study; the memory names the course or degree the user is doing; not "a case study", "a study of bees", "study the
# map".
_STUDY_DAYS = re.compile(
    r"\bstudy\s+(?:days?|leave|weekends?|blocks?)\b|\b(?:block|day)\s+release\b|\b(?:lecture|uni|college|campus)\s+days?\b"
    r"|\bbalanc\w*\s+(?:work|my\s+job|a\s+(?:full|part)[\s-]time\s+job)\s+(?:and|with)\s+(?:study|studying|my\s+studies"
    r"|my\s+course|uni|college)\b"
    r"|\b(?:study|studying|my\s+studies|my\s+course)\s+(?:and|with|alongside|around)\s+(?:a\s+)?(?:full|part)[\s-]time\s+job\b"
    # (recall42) "how can I study and work at the same time", "working while studying", "juggling my job and uni"
    r"|\b(?:study|studying)\s+and\s+(?:work|working)\s+at\s+(?:the\s+)?same\s+time\b"
    r"|\b(?:work|working)\s+and\s+(?:study|studying)\s+at\s+(?:the\s+)?same\s+time\b"
    r"|\b(?:work|working)\s+(?:full[\s-]time\s+|part[\s-]time\s+)?while\s+(?:I['’]m\s+|I\s+am\s+)?(?:studying|at\s+uni|at\s+college)\b"
    r"|\bjuggl\w*\s+(?:work|my\s+job|a\s+job)\s+(?:and|with)\s+(?:study|studying|my\s+studies|my\s+course|uni|college)\b",
    re.I)
_ON_A_COURSE = re.compile(r"^User\b(?!['’]s\s).*\b(?:course|courses|diploma|degree|masters?|master['’]s|MSc|MA|MBA|PhD"
                          r"|postgrad\w*|certificate|apprenticeship|qualification|studies|studying|enrolled)\b", re.I)

# (recall39) Laid up with an injury: stuck on the couch or in bed, on crutches, a cast or a walking boot, the stairs too
# much; the memory names the injury to a leg ("User broke their ankle playing hurling"); not "a couch to 5k", "stuck on
# this bug", "the stairs creak", "a cast of actors".
_LAID_UP = re.compile(
    r"\b(?:stuck|laid\s+up|confined)\s+(?:\w+\s+){0,3}?(?:on|to|in)\s+(?:the|my|a)\s+(?:couch|sofa|settee|bed)\b"
    r"|\bon\s+crutches\b|\b(?:in\s+a|my|this)\s+(?:cast|plaster\s+cast|moon\s+boot|walking\s+boot|air\s+cast|aircast)\b"
    r"(?!\s+(?:of|list|members?|iron|on\s+(?:tv|netflix)))"
    r"|\b(?:can['’]?t|cannot|struggle\s+to|hard\s+to)\s+(?:manage|climb|get\s+up|get\s+down|use|do)\s+(?:the\s+)?stairs\b"
    r"|\bhousebound\b|\bkeep\s+(?:my|the)\s+(?:leg|foot|ankle)\s+up\b"
    # (recall42) "how do I get up the stairs safely", "going down stairs on my own after the op": the stairs taken with
    # care (not "get the sofa up the stairs", "the stairs creak")
    r"|\b(?:get|getting|go|going|walk|walking|climb|climbing|manage|managing)\s+(?:up|down|up\s+and\s+down)\s+(?:the\s+)?stairs\s+"
    r"(?:safely|alone|on\s+my\s+own|by\s+myself|without\s+(?:falling|help)|after\s+(?:the|my)\s+(?:op|operation|surgery))\b"
    r"|\b(?:safely|safe)\s+(?:up|down|up\s+and\s+down)\s+(?:the\s+)?stairs\b",
    re.I)
# (lead62) "something I can practise while I cannot play", "what to do while my wrist heals", "while I'm not allowed to
# run": kept from what the user does by their body, so the injury or the condition that keeps them ("User was diagnosed
# with tendinitis in their right wrist"; not "while I can't play, the kids do", which still needs the body to be theirs,
# nor "while I cannot find my keys")
_KEPT_FROM_IT = re.compile(
    r"\bwhile\s+I\s+(?:can['’]?t|cannot|can\s+not|am\s+not\s+allowed\s+to|['’]m\s+not\s+allowed\s+to|am\s+unable\s+to)\s+"
    r"(?:play|run|train|work|practi[sc]e|lift|type|use\s+my\s+(?:hand|arm|wrist|leg|knee|fingers?)|cook|drive|swim|climb|walk|dance"
    r"|paint|knit|write)\b"
    r"|\bwhile\s+(?:my|the)\s+(?:wrist|hand|arm|knee|ankle|back|shoulder|foot|leg|fingers?|elbow|hip|hamstring|achilles)\s+"
    r"(?:heals|is\s+healing|recovers|is\s+recovering|rests|is\s+resting)\b"
    r"|\bwhile\s+I(?:['’]m|\s+am)\s+(?:injured|resting\s+(?:my|the)\s+\w+|on\s+the\s+injured\s+list"
    r"|recovering(?!\s+(?:the|my|a|an|some|all|files?|data|deleted|lost|passwords?|accounts?)\b))\b", re.I)
_BODY_KEPT = re.compile(r"^User\b(?!['’]s\s).*\b(?:injur\w*|broke|broken|sprain\w*|tendini?tis|tendonitis|strain|fractur\w*|torn|tore"
                        r"|pain|stitches|cast|RSI|carpal\s+tunnel|arthritis)\b", re.I)
# (recall42) a leg operated on or to be: "User's knee operation went well", "User needs a new right knee", "User had hip
# surgery" (the stairs and a couch are as hard after it)
_LEG_OPERATED = re.compile(r"^User\b.*\b(?:knee|hip|ankle|leg|foot|meniscus|acl|achilles)\s+(?:operation|surgery|op|replacement"
                           r"|arthroscopy)\b|^User\b(?!['’]s\s).*\b(?:needs|got|had|has|getting|gets|is\s+getting)\s+a\s+new\s+"
                           r"(?:right\s+|left\s+)?(?:knee|hip)\b", re.I)
_LEG_INJURED = re.compile(r"^User\b(?!['’]s\s).*\b(?:broke|broken|breaks|fractured|fracture|sprained|sprain|torn|tore|ruptured"
                          r"|snapped|injured|damaged|dislocated)\b(?:\s+[\w'’-]+){0,4}?\s+(?:ankle|leg|foot|knee|hip|heel|shin"
                          r"|achilles|ligaments?|acl|metatarsals?|toes?|tibia|fibula|kneecap)\b", re.I)

# (recall39) On one's feet for hours: standing all day, on my feet all day, long shifts standing; the memory names what
# makes that hard (plantar fasciitis, heel spurs, bunions, flat feet, varicose veins, bad knees or back); not "a standing
# desk", "a standing order", "standing by all day".
_ON_MY_FEET = re.compile(
    r"\b(?:standing|stand|on\s+my\s+feet|on\s+your\s+feet)\s+(?:up\s+)?(?:all\s+day|for\s+hours|all\s+shift|the\s+whole\s+(?:day"
    r"|shift)|for\s+(?:long|12|twelve|10|ten|8|eight)[\s-]+hour\s+shifts|for\s+long\s+(?:shifts|periods|hours))\b",
    re.I)
# (lead56) someone who forgets: "for someone who forgets things", "my husband keeps forgetting", "he gets lost and
# confused"; not "I forgot my keys" (once), "forget about it"
_FORGETTING = re.compile(
    r"\b(?:who|that|he|she|they|mum|mom|dad)\s+(?:keeps\s+forgetting|forgets\s+(?:things|everything|where|names|to)|is\s+forgetful"
    r"|gets?\s+(?:lost|confused)\s+(?:and|or)\s+(?:lost|confused|forgets))\b|\bsomeone\s+(?:with|who\s+has)\s+(?:memory\s+(?:loss"
    r"|problems)|dementia)\b|\bmemory\s+(?:is\s+going|loss\s+at\s+home)\b"
    # (recall40) "bebia keeps forgetting she already ate", "grandad keeps forgetting our names": anyone (said "keeps")
    # forgetting again and again (not "the app keeps forgetting my password": a device's settings)
    r"|\bkeeps\s+forgetting\b(?!\s+(?:my|the|your|our|its)\s+(?:password|passwords|login|logins|settings|wi-?fi|preferences"
    r"|history|place|position)\b)"
    # (recall41) "someone who repeats the same question many times", "mum asks the same thing over and over": a person
    # (not "the form asks the same question twice", "the song repeats the same line")
    r"|\b(?:who|he|she|they|mum|mom|mother|dad|father|gran|granny|grandma|grandad|grandpa|nan|husband|wife|someone|person"
    r"|patient)\s+(?:keeps\s+)?(?:repeats?|repeating|asks?|asking)\s+(?:me\s+|us\s+)?(?:the\s+same\s+(?:questions?|things?"
    r"|stor(?:y|ies))|(?:the\s+same\s+)?(?:questions?|things?)\s+(?:over\s+and\s+over|again\s+and\s+again))\b",
    re.I)
_MEMORY_LOSS = re.compile(r"^User\b.*\b(?:alzheimer['’]?s?|dementia|memory\s+loss|cognitive\s+decline)\b", re.I)
# (lead56) what to leave out of meals for a while, asked as of now: "which foods should I avoid right now", "is sushi safe
# for me at the moment"; the pregnancy it is for (not "foods to avoid for gout": a reason named is another's frame)
_AVOID_FOR_NOW = re.compile(
    r"\b(?:foods?|things?|drinks?)\s+(?:should\s+i|i\s+should|to|must\s+i|do\s+i\s+need\s+to)\s+(?:avoid|stay\s+away\s+from|not\s+eat)"
    r"\s+(?:right\s+now|now|at\s+the\s+moment|these\s+(?:days|months)|for\s+(?:now|the\s+next\s+few\s+months))\b"
    r"|\b(?:is|are)\s+(?:sushi|soft\s+cheeses?|brie|runny\s+eggs|pâté|pate|liver|coffee|tuna)\s+(?:safe|ok|okay)\s+(?:for\s+me\s+)?"
    r"(?:right\s+now|now|at\s+the\s+moment)\b",
    re.I)
# (lead56) long hours at a screen, the migraines or dry eyes it brings on: "tips for working long hours in front of a
# screen", "my screen time is ten hours a day"; not "a screen protector"
_AT_A_SCREEN = re.compile(
    r"\b(?:hours|all\s+day|day)\s+(?:in\s+front\s+of|at|on|staring\s+at)\s+(?:a|the|my)\s+(?:screen|computer|monitor|laptop|pc)s?\b"
    r"|\bscreen\s+time\b|\beye\s+strain\b",
    re.I)
_SCREEN_HURTS = re.compile(r"^User\b.*\b(?:migraines?|headaches?|dry\s+eyes?|eye\s+strain|epilep\w*|photosensitiv\w*)\b", re.I)
# (lead56) something made or bought for a baby: "I want to knit something for a baby", "a gift for a newborn"; the baby
# born in the family (not "a baby step", "baby carrots")
_FOR_A_BABY = re.compile(
    r"\b(?:knit|crochet|sew|make|buy|get|gift|present|presents|gifts)\b[^.?!]{0,30}\bfor\s+(?:a|the|my|our)\s+"
    # (recall41) "a gift for my niece's new baby girl": a relative's baby
    r"(?:[\w-]+['’]s\s+)?(?:new\s+)?(?:baby|newborn|new\s+arrival)\b",
    re.I)
_BABY_BORN = re.compile(r"^User['’]s\s+(?:[a-z-]+\s+){0,2}?(?:granddaughter|grandson|grandchild|niece|nephew|daughter|son|baby)\b"
                        r".*\b(?:born|arrived)\b|^User\b.*\bbecame\s+a\s+grand(?:mother|father|parent|ma|pa)\b"
                        # (recall41) "User became a great-aunt in October": a baby of a niece or nephew
                        r"|^User\b.*\bbecame\s+an?\s+(?:great[\s-])*(?:aunt|uncle|auntie|grand(?:mother|father|parent|ma|pa))\b",
                        re.I)
# (lead56) skin on the fingers, worn by climbing or strings: "my fingers hurt, how do I toughen my skin", "calluses"
_FINGER_SKIN = re.compile(
    r"\b(?:toughen|harden)\s+(?:up\s+)?(?:my|the)\s+(?:skin|fingers?|fingertips|hands)\b|\bcallus(?:es)?\b|\bcalluses\b"
    r"|\bflappers?\b|\b(?:fingertips|finger\s+tips|finger\s+skin)\s+(?:hurt|are\s+sore|sore|raw|split)\b",
    re.I)
_GRIPS = re.compile(r"^User\b.*\b(?:climb\w*|boulder\w*|guitar\w*|ukulele|bass|violin|cello|mandolin|banjo|harp|gymnast\w*"
                    r"|rowing|rows)\b", re.I)
_FEET_HURT = re.compile(r"^User\b(?!['’]s\s).*\b(?:plantar|fasciitis|heel\s+spurs?|bunions?|flat\s+feet|fallen\s+arches"
                        r"|varicose|achilles|bad\s+(?:feet|foot|knees?|back|hips?)|(?:knee|back|foot|heel|hip)\s+pain"
                        r"|sciatica|arthritis)\b", re.I)

# (recall39) A craving: a craving hitting, dying for a smoke or a drink, the urge to smoke, withdrawal, nicotine patches
# or gum; the memory names what the user quit or is cutting down on (smoking, vaping, drinking, sugar, caffeine), dated
# or not ("User quit smoking on 1 February 2026"); not "a craving for adventure", "pregnancy cravings" (no quitting among
# the memories then), "dying for a holiday".
_A_CRAVING = re.compile(
    r"(?<!pregnancy\s)(?<!food\s)\bcravings?\b(?!\s+for\s+(?:adventure|attention|travel|company|success|change|knowledge))"
    r"|\bdying\s+for\s+(?:a|one)\s+(?:smoke|fag|cig|ciggie|cigarette|vape|drink|pint|beer|glass\s+of\s+wine)\b"
    r"|\bthe\s+urge\s+to\s+(?:smoke|vape|drink)\b|\bnicotine\s+(?:patch|patches|gum|withdrawal|lozenges?|pouches)\b"
    r"|\bwithdrawals?\s+(?:symptoms|from\s+(?:nicotine|smoking|alcohol|caffeine|sugar))\b",
    re.I)
_QUIT_HABIT = re.compile(r"^User\b(?!['’]s\s).*\b(?:quit|quits|stopped|gave\s+up|given\s+up|giving\s+up|quitting|off|cut\s+out"
                         r"|cutting\s+out|cut\s+down\s+on|cutting\s+down\s+on|no\s+longer)\s+(?:on\s+)?(?:smoking|smoke|cigarettes?"
                         r"|vaping|vapes?|nicotine|drinking|alcohol|booze|the\s+booze|drink|sugar|caffeine|coffee|chocolate"
                         r"|gambling|weed|cannabis)\b|^User\b(?!['’]s\s).*\b(?:sober|sobriety|teetotal|smoke[\s-]free)\b", re.I)


# (recall40) The running of one's business handed over: "how do I hand over the running of a shop to someone else", "a
# manager to run the salon without me", "stepping back from the day-to-day"; the business the user owns (not "hand over
# the keys", "hand over the report", "run the script without me").
_HANDING_OVER = re.compile(
    r"\bhand(?:ing|ed|s)?\s+over\s+(?:the\s+)?(?:running|day[\s-]to[\s-]day|management|reins)\b"
    r"|\b(?:someone|somebody|a\s+manager|a\s+deputy|staff)\s+(?:else\s+)?to\s+(?:run|manage)\s+(?:the|my|our)\s+"
    + _BUSINESS_KINDS + r"\b"
    r"|\b(?:run|running|runs)\s+(?:itself|without\s+me)\b(?![^.?!]{0,20}\b(?:script|code|job|test|tests|cron|pipeline)\b)"
    r"|\bstep(?:ping)?\s+back\s+from\s+(?:the\s+)?(?:day[\s-]to[\s-]day|running)\b",
    re.I)

# (recall40) Clothes for the cold: "what kind of jacket should I buy?", "do I need thermals?", "what to wear for the
# winter there"; where the user lives or is going, when it is a cold place (Montreal, Oslo, Winnipeg); not "a jacket
# for the wedding" (an occasion, not the weather), "a book jacket", "a life jacket".
_COLD_CLOTHES = re.compile(
    # (a coat bought, needed, packed or asked about, not "hang up my coat", "a fake fur coat")
    r"\b(?:buy|buying|get|getting|need|needs|pack|packing|which|what\s+(?:kind|sort|type)\s+of|warm|warmer|proper)\s+"
    r"(?:(?:a|an|some|the|new|good)\s+)?(?:(?:warm|winter|good|proper|down)\s+)?"
    r"(?<!\blife\s)(?<!\bbook\s)(?<!\bdust\s)(?<!\bhi-vis\s)(?:jacket|coat|parka|puffer|thermals|snow\s+boots|winter\s+boots"
    r"|winter\s+clothes|winter\s+wardrobe|base\s+layers?)\b(?![^.?!]{0,30}\b(?:potato|potatoes|paint|book"
    r"|cookbook|novel|album|record|cover)\b)"
    r"|\bwhat\s+(?:to|should\s+I|do\s+I)\s+wear\s+(?:in|for|during)\s+(?:the\s+|a\s+|my\s+first\s+|our\s+first\s+)?"
    r"(?:winter|winters|cold|snow|freezing)\b",
    re.I)
_COLD_PLACES = ("montreal", "quebec", "ottawa", "toronto", "winnipeg", "calgary", "edmonton", "saskatoon", "regina",
                "yellowknife", "whitehorse", "canada", "anchorage", "fairbanks", "alaska", "minneapolis", "minnesota",
                "chicago", "moscow", "novosibirsk", "siberia", "yakutsk", "helsinki", "finland", "oslo", "norway", "tromso",
                "stockholm", "sweden", "reykjavik", "iceland", "lapland", "ulaanbaatar", "mongolia", "harbin", "sapporo",
                "hokkaido", "greenland", "nuuk", "astana")
# (a coat for an occasion is for the occasion, wherever it is worn: "a jacket and tie for the wedding")
_DRESSED_FOR = re.compile(r"\b(?:wedding|weddings|interview|party|funeral|suit|tie|prom|gala|christening|graduation"
                          r"|ceremony|office|dinner)\b", re.I)


def for_the_weather(query: str, summary: str) -> bool:
    """Whether the clothes ``query`` asks about are for the weather (no occasion named), so the cold place answers."""
    return not _DRESSED_FOR.search(query)


_IN_A_COLD_PLACE = re.compile(r"^User\b(?!['’]s\s).*\b(?:" + "|".join(_COLD_PLACES) + r"|tromsø|québec)\b", re.I)

# (recall40) A long time away: "what to pack for six months away", "half the year abroad", "a long stay"; the
# months-long stay, move or life elsewhere the user plans (not "six months away from my exams", "the baby is months
# away": a time to wait, not a stay).
_LONG_AWAY = re.compile(
    r"\b(?:(?:six|\d+|several|a\s+few|many|two|three|four|five|eight|nine|ten|twelve)\s+months|half\s+(?:the|a)\s+year"
    r"|a\s+year|the\s+winter|the\s+summer)\s+(?:away|abroad|overseas|there)\b(?!\s+from\b)"
    r"|\b(?:pack|packing|bring|take)\b[^.?!]{0,30}\bfor\s+(?:six|\d+|several|a\s+few|many|two|three|four|five)\s+months\b"
    r"|\b(?:a|the|our|my)\s+(?:long|extended|months-long)\s+stay\b",
    re.I)
_STAYS_AWAY = re.compile(r"^User\b(?!['’]s\s).*\b(?:half\s+(?:the|a)\s+year|(?:six|\d+|several|a\s+few)\s+months|winters?\s+in"
                         r"|summers?\s+in|sabbatical|gap\s+year|abroad|overseas|secondment|posting|exchange\s+semester"
                         r"|semester\s+abroad)\b", re.I)

# (recall40) What to eat, asked as of the user's health now: "what food is good for me now", "what can I eat these
# days", "what am I allowed to eat"; a condition that rules the plate (a heart attack, stents, diabetes, cholesterol,
# gout) (not "what should I eat for dinner?", "what food is good for a party?").
_EAT_FOR_HEALTH = re.compile(
    r"\bwhat\s+(?:kind\s+of\s+|sort\s+of\s+)?(?:food|foods|diet|meals?)\s+(?:is|are)\s+(?:good|best|safe|ok|okay|healthy|right"
    r"|better)\s+for\s+me\b"
    r"|\bwhat\s+(?:should|can|may|could)\s+I\s+(?:eat|have)\s+(?:now|these\s+days|from\s+now\s+on|at\s+the\s+moment)\b"
    r"|\bwhat\s+(?:am\s+I|I['’]m)\s+allowed\s+to\s+eat\b|\b(?:a|my)\s+(?:new\s+)?diet\s+(?:now|from\s+now\s+on)\b",
    re.I)
_DIET_RULED = re.compile(r"^User\b(?!['’]s\s).*\b(?:heart\s+attack|stents?|bypass|cardiac|heart\s+(?:disease|condition|failure"
                         r"|surgery)|cholesterol|blood\s+pressure|hypertension|(?:pre-?)?diabet\w*|gout|kidney\s+(?:disease"
                         r"|stones|failure)|crohn['’]?s|colitis|reflux|gallstones?|gallbladder|pancreatitis|fatty\s+liver)\b",
                         re.I)

# (recall40) Stretches, asked for: "stretches I can do between clients", "exercises for my wrists at the desk"; a strain
# the user has (tendonitis, RSI, carpal tunnel, sciatica, a bad back) (not "a stretch of road", "stretch goals", "stretch
# my budget", "stretch marks").
_STRETCHES = re.compile(
    r"\bstretch(?:es|ing)?\s+(?:I|we)\s+(?:can|could|should)\s+do\b"
    r"|\b(?:stretches|stretching|exercises)\s+(?:for|to\s+help)\s+(?:my\s+)?(?:wrists?|hands?|back|neck|shoulders?|arms?"
    r"|elbows?|forearms?|fingers|posture)\b"
    r"|\b(?:some|any|good|quick|simple|easy|gentle|desk|daily)\s+stretches\b"
    r"|\bstretches\s+(?:between|at\s+work|at\s+my\s+desk|during|on\s+my\s+breaks?)\b",
    re.I)
_STRAINED = re.compile(r"^User\b(?!['’]s\s).*\b(?:tendonitis|tendinitis|tenosynovitis|RSI|repetitive\s+strain|carpal\s+tunnel"
                       r"|tennis\s+elbow|golfer['’]s\s+elbow|frozen\s+shoulder|sciatica|slipped\s+disc|herniated\s+disc"
                       r"|bad\s+back|(?:back|neck|shoulder|wrist|elbow)\s+(?:pain|injury|strain|problems?)|stiff\s+neck"
                       r"|trigger\s+finger"
                       # (recall42) "User hurt their back", "User pulled a muscle in their neck"
                       r"|(?:hurt|injured|strained|pulled|tweaked|wrenched|put\s+out)\s+(?:their|his|her|my)\s+(?:lower\s+)?"
                       r"(?:back|neck|shoulder|wrist|elbow))\b", re.I)

# (recall40) A price to set: "how much should I charge a hotel per kilo", "what rate should I quote?", "price per
# hour"; the currency the user wants sums in ("User wants birr not dollars in prices") (not "how much does a kilo of
# rice weigh", "charge my phone").
_SETTING_A_PRICE = re.compile(
    r"\bhow\s+much\s+(?:should|do|can|could|would|shall)\s+(?:I|we)\s+(?:charge|ask\s+for|quote|bill|invoice)\b"
    r"|\bwhat\s+(?:price|rate|fee)\s+(?:should|do|can|shall)\s+(?:I|we)\s+(?:charge|ask|set|quote|put)\b"
    r"|\b(?:charge|charging|price|pricing|sell|selling)\b[^.?!]{0,30}\bper\s+(?:kilo|kg|kilogram|pound|lb|hour|unit|piece"
    r"|bag|box|tonne|ton|litre|liter|dozen|head|night|sack)\b",
    re.I)
_SUMS_IN_CURRENCY = re.compile(r"^User\b(?!['’]s\s).*\b(?:prices?|amounts?|money|costs?|figures|sums|currency)\b.*\b(?:"
                       + instructions._CURRENCIES + r")\b"
                       r"|^User\b(?!['’]s\s).*\b(?:" + instructions._CURRENCIES + r")\b.*\b(?:prices?|amounts?|money|costs?"
                       r"|figures|sums)\b")


# (recall40) A yoga pose named: "the downward dog hurts my wrists", "sun salutations before work", "hold child's pose";
# the yoga the user does (not "a dog walker", "the warrior cats books").
_YOGA_POSE = re.compile(
    r"\bdownward(?:[\s-]facing)?\s+dogs?\b|\bchild['’]?s\s+pose\b|\bsun\s+salutations?\b|\bwarrior\s+(?:pose|one|two|three"
    r"|1|2|3|i|ii|iii)\b|\bchaturanga\b|\bs?h?avasana\b|\bvinyasas?\b|\basanas?\b|\b(?:tree|cobra|pigeon|crow|cat-cow|plank"
    r"|bridge|triangle|mountain|corpse|lotus)\s+pose\b",
    re.I)
_DOES_YOGA = re.compile(r"^User\b(?!['’]s\s).*\byoga\b", re.I)

# (recall40) What the user can afford: "how much rent can I afford", "what car could we afford?", "within my means";
# what the user earns (salary, wage, pension, stipend) (not "can we afford to wait?": no sum asked).
_AFFORD = re.compile(
    r"\b(?:how\s+much|what)\s+(?:\w+\s+){0,3}?(?:can|could)\s+(?:I|we)\s+(?:really\s+)?afford\b|\bwithin\s+(?:my|our)\s+means\b",
    re.I)
_EARNS = re.compile(r"^User\b(?!['’]s\s(?!salary|wage|pay|income|pension|stipend)).*\b(?:earns?|earning|salary|wage|wages"
                    r"|income|pension|stipend|take[\s-]home\s+pay)\b", re.I)

# (recall41) A change of workplace: changing or switching workplaces, jobs or employers, being transferred, a transfer to
# another school or branch ("what should I prepare before changing workplace next year?"); the memory is the move or the
# new post it goes with ("User has decided to move to Akita in spring 2027", "User received a transfer notice"); not
# "switch branches in git", "change the job's schedule" (a job of a machine), "change my work email".
_WORKPLACE_CHANGE = re.compile(
    r"\b(?:chang(?:e|es|ed|ing)|switch(?:es|ed|ing)?)\s+(?:my\s+|our\s+|his\s+|her\s+)?(?:workplaces?|places?\s+of\s+work|jobs"
    r"|employers)\b|\b(?:being|been|getting|get|got|am|'m|was)\s+transferred\b"
    r"|\btransfer\s+to\s+(?:another|a\s+new|a\s+different)\s+(?:school|branch|office|site|hospital|store|department|city|town)\b"
    # (recall42) "what should I do before leaving Korea", "before I leave the country for good": a life moved abroad,
    # the post or move it is for (not "before leaving the office", "before leaving Paris for the day")
    r"|\bbefore\s+(?:I\s+|we\s+)?(?:leav(?:e|ing)|mov(?:e|ing)\s+(?:away\s+)?from)\s+(?:(?-i:[A-Z])[\w'’-]+|the\s+country"
    r"|my\s+country|our\s+country|home\s+for\s+good)\b(?!\s+(?:for\s+(?:the|a)\s+(?:day|weekend|week|night)|tomorrow|tonight"
    r"|in\s+the\s+morning|office|station|airport|hotel))",
    re.I)
# (recall42: helping someone else move is not the user's own: "User is helping their sister move house in June")
_WORK_MOVES = re.compile(r"(?!User['’]s\s)(?!.*\bhelp(?:s|ed|ing)?\s+(?:their|his|her|a|my)\s+(?:[\w'’-]+\s+){0,2}?move)(?:"
                         + _MOVES.pattern + r"|^User\b.*\btransfer(?:red|s)?\b|" + _STARTS.pattern + ")",
                         re.I)

# (recall41) Planning one's days: plan my days or week, a weekly timetable or schedule, organising my time ("I have a big
# order, how do I plan my days", "make me a weekly timetable around night shifts"); the memory is what the days are
# planned around: the studies or exam the user is preparing ("User is studying for MRCP part 2"), or a rule on the hours
# ("User stopped sewing after maghrib, only daytime"); not "plan my trip", "a bus timetable", "the TV schedule".
_PLANNING_DAYS = re.compile(
    r"\b(?:plan|planning|organi[sz]e|organi[sz]ing|schedule|scheduling|structure|structuring)\s+(?:my|our)\s+(?:days|day"
    r"|week|weeks|time|schedule|month)\b(?!\s+(?:off|out|away)\b)"
    r"|\b(?:weekly|daily)\s+(?:timetable|schedule|routine|plan|planner)\b(?!\s+(?:for\s+(?:the|my|our)\s+(?:bins?|bus|trains?"
    r"|tv|team|class|kids?)))|\b(?:make|draw\s+up|write|give)\s+me\s+a\s+(?:\w+\s+)?(?:timetable|schedule)\b",
    re.I)
_DAYS_RULED = re.compile(
    r"^User\b(?!['’]s\s)(?!.*\b(?:stopped|quit|gave\s+up)\s+(?:studying|revising|the\s+course))"
    r".*\b(?:studying|revising|revision|exam|exams|course)\b"
    r"|^User['’]s\s+(?!(?:\S+\s+){0,4}?(?:daughter|son|child|kid|husband|wife|partner|brother|sister|mum|mom|dad|mother"
    r"|father|friend)\b)(?:[\w'’-]+\s+){0,4}?exams?\b"
    r"|^User\b(?!['’]s\s).*\b(?:stopped|no\s+longer|only|never|doesn['’]t|does\s+not|won['’]t|can['’]t|cannot)\b.*\b(?:(?:after"
    r"|before)\s+(?:maghrib|isha|fajr|sunset|sundown|dark|dusk|midnight|noon|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)"
    r"|only\s+(?:in\s+the\s+)?(?:daytime|day|mornings?|afternoons?|evenings?|weekdays|weekends))\b",
    re.I)

# (recall41) Exercise one can still do: what exercise or sport can I still do, can I still run or swim, staying fit while
# injured ("what exercise can I still do this month"); the memory is the injury or condition that limits it (a torn
# ligament, a ruptured Achilles, a bad back, a knee replacement); not "can I run this script", "exercise 3 in the book".
_EXERCISE_LEFT = re.compile(
    r"\bwhat\s+(?:kind\s+of\s+|kinds\s+of\s+|sort\s+of\s+|types?\s+of\s+)?(?:exercise|exercises|sports?|workouts?|training"
    r"|cardio|activity|activities)\s+(?:can|could|should|may)\s+I\s+(?:still\s+|safely\s+)?do\b"
    r"|\b(?:can|could|may|should)\s+I\s+(?:still\s+)?(?:exercise|work\s+out|go\s+to\s+the\s+gym|go\s+running|go\s+swimming"
    r"|go\s+for\s+a\s+(?:run|swim|jog)|run|swim|jog|train)(?=\s*(?:[?.!,]|$|\s+(?:again|yet|now|with|while|after|at\s+all"
    r"|this\s+(?:week|month)|today|tomorrow|safely)\b))"
    r"|\b(?:stay|staying|keep|keeping)\s+(?:fit|active|in\s+shape)\s+(?:while|with|until|after|during)\b"
    r"|\bexercis(?:e|ing)\s+(?:while|with|after|during)\s+(?:my|a|an|the)\s+(?:injury|boot|cast|recovery|bad)\b"
    # (recall42) "which jobs on the farm can I still do", "what work can I still do around the house": what the body still
    # allows of the day's work (not "which jobs can I still apply for", "what tasks can I still do on the free plan")
    r"|\b(?:what|which)\s+(?:\w+\s+)?(?:jobs|work|tasks|chores)\s+(?:(?:on|in|around|at)\s+(?:the|my|our)\s+\w+\s+)?"
    r"(?:can|could|should)\s+I\s+still\s+do\b(?!\s+(?:on|with)\s+(?:the|a|my)\s+(?:free|basic|trial|old)\b)",
    re.I)
# (recall41) Kneeling: can I kneel, kneeling to weed or pray ("can I kneel in the garden yet?"); the memory is the user's
# knee (a replacement, arthritis, a torn ligament); not "kneel before the king" (a story).
_KNEELING = re.compile(r"\b(?:can|could|may|should)\s+I\s+(?:still\s+)?kneel\b|\bkneeling\s+(?:down\s+)?(?:to|in|on|for|at)\b"
                       r"(?!\s+(?:the|a)\s+(?:king|queen|throne))|\bkneel\s+(?:down\s+)?(?:to\s+(?:weed|pray|garden|clean|scrub|plant)"
                       r"|in\s+the\s+garden|on\s+the\s+floor)\b", re.I)
_KNEE_HURT = re.compile(r"^User\b(?!['’]s\s).*\bknees?\b", re.I)
_INJURED = re.compile(_LEG_INJURED.pattern + r"|" + _STRAINED.pattern + r"|" + _FEET_HURT.pattern
                      + r"|^User\b(?!['’]s\s).*\b(?:knee|hip|shoulder)\s+replacement\b", re.I)

# (recall41) Nights with a newborn: how much sleep in the next weeks, sleepless nights, night feeds, sleep deprivation
# ("how much sleep can I expect in the next few weeks"); the memory is the baby born in the family ("User's son Ayomide
# was born"); not "how much sleep do I need", "sleepless in Seattle".
_NEWBORN_NIGHTS = re.compile(
    r"\bsleep\b[^.?!]{0,40}\b(?:next|coming|first)\s+(?:few\s+|couple\s+of\s+)?(?:weeks|months|nights)\b"
    r"|\bsleepless\s+nights\b|\bnight\s+feeds?\b|\bnight[\s-]time\s+feeds?\b|\bsleep[\s-]deprivation\b|\bsleep[\s-]deprived\b"
    r"|\b(?:newborn|new\s+baby)\b[^.?!]{0,30}\bsleep"
    # (recall42) "how do I help my wife at night the first weeks", "the first months of nights": the nights of a baby's
    # first weeks (not "night shifts in the first weeks of the job", "the first nights of the festival")
    r"|\b(?:at\s+night|nights?|night[\s-]time)\b(?!\s+(?:shifts?|school|classes|bus|buses|out|club|clubs|life|owl|porter"
    r"|manager|staff|work))[^.?!]{0,30}\b(?:first|early)\s+(?:few\s+|couple\s+of\s+)?(?:weeks|months)\b"
    r"(?!\s+(?:of|at|in)\s+(?:the\s+|my\s+|a\s+)?(?:new\s+)?(?:job|work|course|term|school|uni|college|training))"
    r"|\b(?:first|early)\s+(?:few\s+|couple\s+of\s+)?(?:weeks|months)\s+(?:at\s+night|of\s+nights)\b",
    re.I)

# (recall41) A safer home: making the bathroom, shower or stairs safer or accessible, grab rails, a walk-in shower, a
# stairlift, a ramp, a shower chair ("how can I make the bathroom safer"); the memory is whoever at home moves with
# difficulty (a wheelchair, a walker, a stroke, Parkinson's, a fall, a hip replacement); not "make the code safer", "a
# safe room", "a boat ramp".
_SAFER_HOME = re.compile(
    r"\b(?:make|making|made|get|getting)\s+(?:the|my|our|his|her|their)\s+(?:bathroom|shower|bath|home|house|flat|stairs"
    r"|toilet|kitchen|bedroom|garden)\s+(?:safer|safe|accessible|easier\s+to\s+use)\b"
    r"|\bgrab\s+(?:rails?|bars?)\b|\bwalk-?in\s+(?:shower|bath)s?\b|\bstair\s*lifts?\b|\bshower\s+(?:chair|seat|stool)s?\b"
    r"|\braised\s+toilet\s+seats?\b|\bwiden(?:ing)?\s+(?:the\s+)?(?:doors?|doorways?)\b"
    r"|\bramps?\s+(?:for|to|at|up\s+to)\s+(?:the|our|my)\s+(?:front|back|door|house|steps|porch|entrance)\b",
    re.I)
_MOVES_HARDLY = re.compile(
    r"^User\b.*\b(?:wheelchair|walker|zimmer|walking\s+frame|walking\s+stick|cane|crutches|stroke|parkinson['’]?s"
    r"|hip\s+(?:replacement|fracture)|knee\s+replacement|fell|falls|unsteady|mobility|paralys\w*|paralyzed|paralysed"
    r"|amputat\w*|multiple\s+sclerosis|housebound|bedridden)\b", re.I)

# (recall41) Sitting for long: how long can I sit, sitting all day or for hours at a desk, bench or wheel ("how long can
# i sit at the bench each day"); the memory is the back that makes it hard (a slipped or herniated disc, sciatica, a bad
# back, the coccyx); the twin of "on my feet" (standing); not "sit an exam", "sit tight", "babysit".
_SITTING_LONG = re.compile(
    r"\bhow\s+long\s+(?:can|should|could|may)\s+I\s+sit\b(?!\s+(?:an?\s+|the\s+)?(?:exam|test|paper))"
    r"|\bsit(?:ting)?\s+(?:down\s+)?(?:all\s+day|for\s+(?:hours|long|too\s+long|long\s+periods|\w+\s+hours)"
    r"|at\s+(?:my|the|a)\s+(?:desk|bench|workbench|computer|wheel|sewing\s+machine|loom|table|till)\s+(?:all\s+day|for\s+hours"
    r"|each\s+day|every\s+day|too\s+long|for\s+long))\b|\b(?:long|hours\s+of)\s+sitting\b|\bsitting\s+(?:down\s+)?"
    r"(?:hurts|is\s+(?:painful|agony|hard))\b|\bcan['’]?t\s+sit\s+(?:for\s+long|still\s+for\s+long|down\s+for\s+long)\b"
    # (recall45) driving all day or for hours, sitting better or comfortably, a posture at the wheel ("how to sit better when
    # driving all day"): the knee, back or hip and its physio too (``_BACK_HURTS``); not "the kids were driving me mad all
    # day", nor snacks or songs for long drives
    r"|\b(?:drive|drives|driving|seated|behind\s+the\s+wheel)(?!\s+(?:me|us|him|her|them|you)\b)\s+(?:\w+\s+){0,2}?(?:all\s+day"
    r"|for\s+hours|long\s+hours|all\s+shift|(?:eight|8|ten|10|twelve|12)\s+hours)\b"
    r"|\bsit(?:ting)?\s+(?:better|comfortably|more\s+comfortably|properly)\b(?!\s+(?:with|by|next\s+to)\b)"
    r"|\bposture\s+(?:when|while|for)\s+(?:driving|sitting)\b",
    re.I)
_BACK_HURTS = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:(?:slipped|herniated|bulging|prolapsed|ruptured)\s+discs?|disc\s+(?:problems?|prolapse|herniation"
    r"|injury)|hernia(?:ted)?|sciatica|bad\s+back|(?:back|lower\s+back|tailbone|coccyx|spinal|spine)\s+(?:pain|injury"
    r"|problems?|surgery)|coccyx|tailbone|haemorrhoids|hemorrhoids|piles|lumbar"
    # (recall45) a knee, hip or neck in pain and its physio ("User has a bad knee and sees a physio on Tuesdays")
    r"|(?:bad|sore|painful|stiff|injured|weak|dodgy|arthritic|damaged|torn)\s+(?:knees?|hips?|neck|shoulders?)"
    r"|(?:knee|hip|neck|shoulder|joint)\s+(?:pain|problems?|injury|injuries|trouble|surgery|replacement|issues?)"
    r"|physio\w*|physical\s+therap\w*|chiropract\w*|osteopath\w*|meniscus|ACL)\b", re.I)

# (recall41) An order to ship: packing things to send or ship, shipping abroad or overseas, export forms ("how to pack
# wooden things to send far away"); the memory is the order the user got or is making ("User got a big order from a
# hotel in Dubai, 40 masks"); not "pack for the trip", "send money abroad", "ship it" (code).
_ORDER_SHIPPED = re.compile(
    r"\b(?:pack|packing|package|packaging|wrap|wrapping|crate|crating)\s+(?:up\s+)?(?:[\w'’-]+\s+){0,3}?(?:to\s+(?:send|ship"
    r"|post|mail)|for\s+(?:shipping|shipment|export|posting|the\s+courier|delivery))\b"
    r"|\b(?:ship|shipping)\s+(?:[\w'’-]+\s+){0,3}?(?:abroad|overseas|far\s+away|internationally|to\s+(?:the\s+)?(?:customer"
    r"|client|buyer)s?)\b|\bexport\s+(?:forms?|declarations?|paperwork|licen[cs]es?)\b",
    re.I)
_HAS_ORDER = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:got|has|have|won|received|landed|took|taken|taking|working\s+on|making|finishing|finished)\s+"
    r"(?:a\s+|an\s+|the\s+|their\s+|his\s+|her\s+)?(?:[\w'’-]+\s+){0,2}?(?:order|orders|commission|commissions)\b", re.I)

# (recall41) A job's contract: my employment contract, what to ask about the contract, a job offer, the notice or
# probation period ("what should I ask about my contract"); the memory is the job the user got or started ("User got a
# full time job from DSV as a junior planner"); not a phone, rental or gym contract, "a contract for the flat".
_JOB_TERMS = re.compile(
    r"\b(?:my\s+(?:new\s+)?(?:(?:employment|job|work|permanent|full[\s-]time|part[\s-]time|fixed[\s-]term)\s+)?"
    r"|the\s+(?:new\s+)?(?:employment|job|work|permanent|full[\s-]time|part[\s-]time|fixed[\s-]term)\s+)contract\b"
    r"(?!\s+(?:for|on|with)\s+(?:the\s+|my\s+|our\s+|a\s+)?(?:flat|house|apartment|phone|mobile|car|gym|rent|lease|landlord"
    r"|builder|sale|purchase|broadband|energy|internet))"
    r"|\bjob\s+offer\b|\b(?:my|the)\s+(?:notice|probation(?:ary)?)\s+period\b"
    r"|\bnegotiat\w*\s+(?:my|a|the)\s+(?:starting\s+)?(?:salary|pay)\b",
    re.I)
_JOB_GOT = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:got|landed|was\s+offered|offered|accepted|starts?|started|starting|will\s+start|joins?|joined"
    r"|joining|hired)\b.*\b(?:job|role|position|post|internship|contract)\b"
    r"|^User\b(?!['’]s\s).*\b(?:has\s+worked|works|is\s+working|started\s+working)\s+(?:as|at|for)\b", re.I)

# (recall42) A child at a new school: helping him or her make friends or settle in at the new school, his or her new
# class ("how do I help him make friends at the new school"); the memory is the child of the family starting at a
# school or a year ("User's son Tawanda starts year 8 at Weston Favell Academy"); the first day or week at school is read
# by "a new start"; not "make friends at the new office",
# "the school has a new teacher".
_NEW_SCHOOL = re.compile(
    r"\b(?:make|making|find|finding)\s+(?:new\s+|any\s+)?friends\s+(?:at|in)\s+(?:the|his|her|their|a)\s+new\s+(?:school|class"
    r"|nursery|kindergarten)\b"
    r"|\b(?:settle|settling|fit|fitting)\s+in\s+(?:at|to)\s+(?:the|his|her|their|a)\s+new\s+(?:school|class|nursery|kindergarten)\b"
    r"|\b(?:his|her|their)\s+new\s+(?:school|class|nursery|kindergarten)\b"
    # (recall43) what a child needs to start school: "what school supplies need for first class", "a bag for starting
    # first grade", "ready for year one" (not a first-class ticket or seat)
    r"|\b(?:supplies|things|stuff|bag|backpack|rucksack|uniform|shoes|stationery|books)\s+(?:\w+\s+){0,3}?(?:for|in)\s+(?:the\s+)?"
    r"(?:first|1st)\s+(?:class|grade|form)\b(?!\s+(?:tickets?|seats?|flights?|cabin|lounge|stamps?|post|carriage|travel"
    r"|passengers?|honou?rs|degree|mail))"
    r"|\b(?:starting|start|starts|begin|begins|beginning|entering|enter|into|ready\s+for)\s+(?:the\s+)?(?:first|1st)\s+"
    r"(?:class|grade)\b(?!\s+(?:tickets?|seats?|flights?|cabin|lounge|stamps?|post|carriage|travel|passengers?|honou?rs"
    r"|degree|mail))"
    r"|\b(?:starting|start|starts|ready\s+for)\s+(?:year|grade|primary)\s+(?:one|1)\b",
    re.I)  # (the first day or week at school is "a new start"'s)
_CHILD_STARTS_SCHOOL = re.compile(
    r"^User['’]s\s+(?:[\w'’-]+\s+){0,2}?(?:son|daughter|child|kid|kids|children|boy|girl|grandson|granddaughter|grandchild"
    r"|grandchildren|stepson|stepdaughter|nephew|niece|twins?)\b.*\b(?:starts?|started|starting|begins?|began|will\s+start"
    r"|joins?|joined|moves?|moved|changed|changes|switched|goes|enrolled|got\s+a\s+place)\b.*\b(?:school|academy|year\s+\d{1,2}"
    r"|grade\s+\d{1,2}|kindergarten|nursery|preschool|pre-school|primary|secondary|reception"
    # (recall43) "User's daughter Tuya starts first grade in September 2026"
    r"|(?:first|1st)\s+(?:grade|class)|year\s+one|grade\s+one)\b", re.I)

# (recall42) A book being written, by a part of it: the acknowledgements, the dedication page, a foreword or preface,
# the blurb, the manuscript, a query letter or book proposal ("how do I write the acknowledgements"); the memory is the
# book, memoir or thesis the user writes; not "I admire her dedication", "the preface of this novel I'm reading".
_BOOK_PARTS = re.compile(
    r"\b(?:write|writing|draft|drafting|word|wording|start|finish|thank\w*\s+people\s+in)\s+(?:the|my|an?)\s+"
    r"(?:acknowledge?ments|dedication|foreword|preface|prologue|epilogue|blurb|synopsis|author\s+bio)\b"
    r"|\b(?:my|the)\s+(?:acknowledge?ments|dedication\s+page)\b|\b(?:my|the)\s+manuscript\b|\bquery\s+letters?\b"
    r"|\bbook\s+proposal\b|\b(?:literary\s+agent|publisher)\s+for\s+my\b"
    # (recall43) a thesis or paper by a part of it: "how do I structure a literature review section", "my methods
    # chapter", "the discussion section drags" (not "review this literature", "a book review")
    r"|\bliterature\s+reviews?\b|\b(?:my|the|a|this)\s+(?:methods|methodology|discussion|results|related\s+work|findings)"
    r"\s+(?:section|chapter)\b|\b(?:my|the)\s+(?:thesis|dissertation)\s+(?:chapter|abstract|introduction|defen[cs]e|draft)\b"
    r"|\b(?:my|the)\s+viva\b|\bmy\s+(?:first|second|third|fourth|last|next)\s+chapter\b",
    re.I)
_WRITES_BOOK = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:writing|writes|wrote|write|finishing|finished|working\s+on|drafting|publishing|publish)\s+"
    r"(?:a|an|his|her|their|the|my)\s+(?:[\w'’-]+\s+){0,2}?(?:book|novel|memoir|memoirs|biography|thesis|dissertation"
    r"|history|cookbook|collection)\b"
    # (recall43) a chapter being written is the thesis or book's ("User is working on the catalysis chapter")
    r"|^User\b(?!['’]s\s).*\b(?:writing|writes|working\s+on|drafting|finishing|finished|revising)\s+(?:the|a|an|his|her"
    r"|their|my)\s+(?:[\w'’-]+\s+){0,3}?chapter\b", re.I)

# (recall42) Paperwork to prepare: what paperwork, forms or documents do I need (to prepare), sorting out the paperwork
# ("what paperwork do I need to prepare this spring"); the memory is the change the user decided on that needs it: a
# switch or conversion, a licence or permit, an application ("User decided to switch to organic,
# conversion starts on 1 May"); not "organise the papers in my drawer", "paper for the printer".
_PAPERWORK = re.compile(
    r"\b(?:what|which)\s+(?:paperwork|forms|documents|papers|permits|certificates|records)\s+(?:do|will|should|must)\s+(?:I|we)\s+"
    r"(?:need|have|prepare|fill|submit|keep)\b"
    # (a purpose named is that purpose's: "what documents must I prepare to apply for a UK visitor visa?" is the trip's)
    r"(?![^.?!]{0,40}\b(?:for\s+(?:a|an|the|my|our)|to\s+(?:apply|get|obtain|renew|register|open|buy|sell|rent|travel|visit"
    r"|enter|fly|study|work|marry|adopt))\b)"
    r"|\b(?:prepare|preparing|sort|sorting|fill|filling|do|doing|get|getting)\s+(?:out\s+|in\s+)?(?:the|my|our|all\s+the)\s+"
    r"paperwork\b(?!\s+(?:in|on)\s+(?:my|the)\s+(?:desk|drawer|cabinet))",
    re.I)
_CHANGE_DECIDED = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:switch(?:es|ed|ing)?\s+(?:over\s+)?to|conver(?:t|ts|ted|ting|sion)|transition(?:ing)?\s+to"
    r"|licen[cs]es?|permits?|applying\s+for|applied\s+for|apply\s+for|register(?:ing)?\s+as)\b", re.I)

# (recall42) A bad day to avoid: how to avoid a bad day, an attack or a flare-up before something big ("I have a big
# release on Friday, how to avoid a bad day"); the memory is the user's condition that comes in attacks (migraines,
# epilepsy, panic attacks, IBS, a flaring gut or joint); not "the team had a bad day", "avoid a bad deal".
_BAD_DAY = re.compile(
    r"\b(?:avoid|prevent|stop|not\s+have|dodge)\s+(?:a|having\s+a|another|one\s+more)\s+bad\s+(?:day|one)\b"
    r"|\b(?:avoid|prevent|stop)\s+(?:an?\s+)?(?:attack|flare[\s-]?up|episode)\s+(?:on|before|during|this|next|at)\b"
    r"|\b(?:keep|stay)\s+(?:well|ok|okay)\s+(?:for|on|through)\s+(?:the|my)\s+(?:big|important)\s+(?:day|release|launch"
    r"|presentation|deadline|exam|interview|meeting)\b",
    re.I)
_COMES_IN_ATTACKS = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:migraines?|cluster\s+headaches?|epilep\w*|seizures?|panic\s+attacks?|IBS|irritable\s+bowel"
    r"|crohn['’]?s|colitis|flare[\s-]?ups?|vertigo|gout|lupus)\b", re.I)

# (recall42) Food for a child: easy lunches, snacks, breakfasts or dinners for a kid, a child, a toddler, the grandson;
# kid-friendly meals ("easy lunches for a kid"); the memory is the child of the family ("User's grandson is Havili"); not
# "lunch for the team", "a kid's bike".
_FOOD_FOR_A_CHILD = re.compile(
    r"\b(?:lunch|lunches|snacks?|breakfasts?|dinners?|meals?|recipes?|food|teas)\s+(?:ideas\s+)?(?:for|to\s+make\s+for)\s+"
    r"(?:a|my|the|our)\s+(?:(?:little|small|young|fussy|picky|hungry|growing)\s+)?(?:kid|kids|child|children|toddler|toddlers"
    r"|grandson|granddaughter|grandkids?|grandchild|grandchildren|\d{1,2}[\s-]year[\s-]old)\b"
    r"|\b(?:kid|child)[\s-]friendly\s+(?:lunch|lunches|meals?|dinners?|recipes?|snacks?|food|breakfasts?)\b",
    re.I)
_A_CHILD_OF_THE_FAMILY = re.compile(
    r"^User['’]s\s+(?:[\w'’-]+\s+){0,2}?(?:son|daughter|child|children|kid|kids|grandson|granddaughter|grandchild|grandchildren"
    r"|stepson|stepdaughter|nephew|niece|twins)\b", re.I)

# (recall43) Sun in the dark months: how much sun or daylight do I need or get in winter, the winter blues; the memory is
# what the user lacks for it (a vitamin D deficiency, seasonal affective disorder); not "how much sun does a lemon tree
# need", "the winter sun in the Canaries" (a trip).
_WINTER_SUN = re.compile(
    r"\bhow\s+much\s+(?:sun|sunlight|sunshine|daylight)\s+(?:do|should|can|must|would)\s+(?:I|we)\b"
    r"|\b(?:sun|sunlight|sunshine|daylight)\s+(?:do|should|can)\s+I\s+(?:get|need)\b[^.?!]{0,30}\bwinter\b"
    r"|\b(?:enough|more|some)\s+(?:sun|sunlight|sunshine|daylight)\s+(?:in|during|over|through)\s+(?:the\s+)?(?:winter|dark\s+months)\b"
    r"|\b(?:I|we)\s+(?:need|get|see|miss)\s+(?:\w+\s+){0,2}?(?:sun|sunlight|sunshine|daylight)\b[^.?!]{0,30}\b(?:winter|dark\s+months)\b"
    r"|\bwinter\s+blues\b|\b(?:the\s+)?(?:dark|grey|gray|long)\s+winters?\s+(?:here|get\s+to\s+me|make\s+me|are\s+getting)\b",
    re.I)
_SUN_LACKED = re.compile(r"^User\b(?!['’]s\s).*\b(?:vitamin\s+d|seasonal\s+affective|(?-i:SAD)\b|winter\s+depression)", re.I)

# (recall43) Customers to win: getting more customers, clients, diners or regulars, customers at lunch time, footfall; the
# memory is the business the user opened, owns or runs, said by its name or its kind ("User opened the carinderia",
# "User runs a food truck"); not "how do customers pay in Japan", "a customers table in SQL", a brother's shop.
_MORE_CUSTOMERS = re.compile(
    r"\b(?:get|getting|attract|attracting|bring|bringing|win|winning|draw|drawing|find|finding|pull|pulling|keep"
    r"|keeping)\s+(?:in\s+)?(?:more|new|extra|repeat|regular|local)\s+(?:customers|clients|diners|guests|regulars|footfall|buyers"
    r"|business|bookings|trade)\b"
    r"|\b(?:more|few|no|fewer)\s+(?:customers|clients|diners)\s+(?:at|for|during|in\s+the)\s+(?:lunch|dinner|breakfast"
    r"|lunchtime|lunch\s+time|the\s+weekend|weekdays|evenings?|mornings?)\b|\bfootfall\b",
    re.I)
_OPENED_A_PLACE = re.compile(
    _OWNS_BUSINESS.pattern + r"|^User\s+(?:has\s+|just\s+|finally\s+)?(?:opened|runs|owns|launched)\s+(?:the|their|his|her|a|an)\s+"
    r"(?!(?:door|doors|window|windows|account|letter|app|file|gift|present|box|bottle|jar|tab|email|link|envelope|fridge"
    r"|can|tin|parcel|package|show|season|batting|bowling|conversation|discussion|bank"
    # (recall44) not a race run, an animal, a vehicle or a home owned ("User runs a marathon", "User owns a cat", "User
    # owns a Honda Civic", "User owns the flat"): no place customers come to
    r"|marathon|marathons|half|ultra|race|races|parkrun|5k|10k|mile|miles|dog|dogs|cat|cats|puppy|kitten|horse|horses|pony"
    r"|car|cars|bike|bikes|motorbike|motorcycle|scooter|boat|house|flat|apartment|home|condo|cottage|caravan|piano"
    r"|guitar|bath|tap|computer|laptop|phone|gate|hatch|curtains|blinds|honda|toyota|tesla|vw|ford)\b)"
    r"(?![\w'’-]+\s+(?:marathon|race|dog|cat|car)\s*$)[\w'’-]+(?:\s+[\w'’-]+)?\s*$", re.I)

_HEALTH = '["constraint", "episode", "project", "goal", "identity", "decision"]'
_PLANS = '["project", "goal", "decision", "episode", "habit"]'
_FAMILY = '["relationship", "episode", "project", "goal", "identity", "constraint"]'
_CONDITION = '["constraint", "identity", "preference", "episode"]'

# (recall45) A puppy or another dog asked about, whether it is too soon: the pet that died ("User's spaniel Biscuit died in
# April", "User had to put their cat down"); not "the neighbour's puppy barks", "User's father died".
_NEW_PET = re.compile(
    r"\b(?:too\s+(?:soon|early)|ready|right\s+time|time)\b[^.?!]{0,40}\b(?:a|another|a\s+new)\s+(?:puppy|pup|kitten|dog|cat|pet)\b"
    r"|\b(?:get|getting|adopt|adopting|bring\s+home|bringing\s+home)\s+(?:another|a\s+new)\s+(?:puppy|pup|kitten|dog|cat|pet)\b"
    r"|\b(?:another|a\s+new)\s+(?:puppy|pup|kitten|dog|cat|pet)\b[^.?!]{0,40}\btoo\s+(?:soon|early)\b", re.I)
_PET_LOST = re.compile(
    r"^User['’]s\s+(?:(?:old|late|beloved|rescue|family)\s+)?(?:[\w-]+\s+){0,2}?(?:dog|cat|pet|puppy|kitten|pup|spaniel|terrier"
    r"|labrador|lab|retriever|collie|poodle|dachshund|beagle|greyhound|whippet|lurcher|pug|husky|shepherd|setter|pointer|tabby"
    r"|moggy)\b.*\b(?:died|passed\s+away|was\s+put\s+down|was\s+put\s+to\s+sleep|had\s+to\s+be\s+put\s+down|was\s+killed)\b"
    r"|^User\s+(?:(?:has|had|just)\s+)?(?:lost|had\s+to\s+put\s+down|put\s+down)\s+(?:their|his|her|the\s+family)\s+(?:old\s+)?"
    r"(?:dog|cat|pet|puppy|kitten)\b"
    r"|^User\s+(?:(?:has|had|just)\s+)?(?:had\s+to\s+)?(?:put|have)\s+(?:their|his|her|the\s+family)\s+(?:old\s+)?(?:dog|cat|pet)\s+"
    r"(?:down|to\s+sleep|put\s+down)\b", re.I)

# (recall45) A stage of IVF named: the stimulation phase, the stims, the egg retrieval or collection, the embryo transfer, the
# two-week wait, the trigger shot; the memory names the treatment ("User has started IVF at the Nantes clinic"); not
# "electrical stimulation of a muscle", "the transfer window".
_IVF_STAGE = re.compile(
    r"\bstim(?:ulation)?\s+(?:phase|stage|days?|weeks?|injections?|meds|medications?)\b|\b(?:during|on)\s+(?:the\s+)?stims\b"
    r"|\begg\s+(?:retrieval|collection|pick[\s-]?up|freezing)\b|\bembryo\s+transfer\b|\b(?:frozen|fresh)\s+(?:embryo\s+)?transfer\b"
    r"|\btwo[\s-]week\s+wait\b|\b2ww\b|\btrigger\s+(?:shot|injection)\b|\bfollicles?\b", re.I)
_IVF = re.compile(r"^User\b(?!['’]s\s).*\b(?:IVF|ICSI|IUI|fertility\s+(?:treatment|clinic)|egg\s+(?:retrieval|freezing)"
                  r"|embryos?|assisted\s+conception)\b", re.I)

# (recall45) A flare-up, with no condition named or with the user's own: the long-standing condition that flares (asthma,
# eczema, arthritis, Crohn's…); not "a flare-up of tempers", "the fire flared up".
_FLARE_UP = re.compile(
    r"\bflare[\s-]?ups?\b(?!\s+(?:of|in|between)\s+(?:the\s+)?(?:tempers?|anger|fighting|violence|tensions?|hostilit\w+|conflict"
    r"|fires?|flames?|prices?|protests?|unrest|the\s+fire))|\b(?:my|it['’]s|it\s+is|it)\s+(?:[\w'’]+\s+){0,2}?flar(?:ing|es|ed)\s+up\b",
    re.I)
_FLARES = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:asthma|asthmatic|eczema|psoriasis|arthritis|rheumatoid|crohn['’]?s|colitis|IBS|lupus|gout|rosacea"
    r"|endometriosis|fibromyalgia|sciatica|hives|dermatitis|diverticulitis|COPD|MS|multiple\s+sclerosis|ankylosing\s+spondylitis"
    r"|cold\s+sores|shingles|tendonitis)\b", re.I)

# (recall45) Kilometres or miles a week, a weekly mileage: the running (or cycling) the user does or trains for ("User is
# training for the Paris half marathon", "User runs three times a week"); not "how many km from Nantes to Bordeaux",
# "User runs a bakery".
_WEEKLY_DISTANCE = re.compile(
    r"\b(?:km|kms|k|kilomet(?:re|er)s|miles|mi)\s+(?:a|per|each|every)\s+week\b|\bweekly\s+(?:mileage|distance|km|kilomet(?:re|er)s"
    r"|miles|long\s+run)\b|\bmileage\s+(?:a|per|each)\s+week\b", re.I)
_RUNS_OR_RIDES = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:running|jogging|jogs|marathons?|half[\s-]marathon|parkrun|ultra(?:marathon)?|triathlon|runner"
    r"|\d+\s?k\s+(?:race|run)|cycling|cyclist|sportive)\b"
    r"|^User\s+(?:(?:still|now|usually|often)\s+)?(?:runs|jogs|rides|cycles)\s+(?!(?:a|an|the|his|her|their|our)\s)", re.I)

# (recall45) A home office, working from home: the remote job ("User works fully remote for a software firm in Lyon", "User
# works from home on Fridays"); not "the office party", "the Home Office" (a British ministry, in capitals).
_HOME_OFFICE = re.compile(r"\b(?-i:home\s+office)\b(?!\s+(?:visa|application|letter|decision|caseworker))"
                          r"|\b(?:my|a|our)\s+(?:\w+\s+)?(?:home\s+(?:office|desk|workspace|work\s?station)|office\s+at\s+home"
                          r"|desk\s+at\s+home)\b|\b(?:working|work)\s+from\s+home\s+(?:set[\s-]?up|setup|desk|chair|days?)\b",
                          re.I)
_REMOTE_WORK = re.compile(r"^User\b(?!['’]s\s).*\b(?:remote(?:ly)?|from\s+home|home[\s-]based|WFH|hybrid)\b", re.I)

# (recall45) A work visa or permit asked about: the job taken or offered abroad ("User accepted a job in Calgary", "User is
# moving to Perth for work"); not "a tourist visa", "User's son got a job in Leeds".
_WORK_VISA = re.compile(r"\b(?:work(?:ing)?|skilled|employer[\s-]sponsored|sponsored|employment)\s+(?:visas?|permits?)\b"
                        r"|\bvisa\s+sponsorship\b|\bsponsor\s+(?:my|a|the)\s+visa\b", re.I)
_JOB_TAKEN = re.compile(
    r"^User\s+(?:(?:has|had|just|finally|recently)\s+){0,2}(?:accepted|took|got|landed|was\s+offered|has\s+been\s+offered|is\s+starting"
    r"|starts|will\s+start|signed\s+for|applied\s+for)\s+(?:a|an|the|their|his|her)\s+(?:new\s+)?(?:[\w-]+\s+){0,3}?(?:job|position"
    r"|role|post|contract|offer)\b"
    r"|^User\b(?!['’]s\s).*\b(?:mov(?:e|es|ing)|relocat(?:e|es|ing)|emigrat(?:e|es|ing))\b.*\bfor\s+(?:a\s+|the\s+|their\s+"
    r"|his\s+|her\s+)?(?:new\s+)?(?:work|job|role)\b", re.I)

# (recall45) Weeks away from home, a swing or hitch: the roster that keeps the user away ("User works offshore on a rig,
# three weeks on and three off", "User is on a FIFO roster"); not "two weeks without coffee", a son's time away.
_WEEKS_AWAY = re.compile(
    r"\b(?:weeks?|days|months|fortnights?|stretches)\s+(?:away|apart)\s+from\s+(?:home|the\s+(?:family|kids|children)"
    r"|my\s+(?:family|kids|children|wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?)|loved\s+ones)\b"
    r"|\b(?:on|during|between)\s+(?:my|a|the)\s+(?:swing|hitch|rotation|roster)\b|\bfly[\s-]in[\s-]fly[\s-]out\b|\bFIFO\b", re.I)
_AWAY_ROSTER = re.compile(
    r"^User\b(?!['’]s\s).*\b(?:FIFO|fly[\s-]in[\s-]fly[\s-]out|offshore|rotation|roster|swings?|hitch|rigs?|deploy\w*"
    r"|weeks?\s+on|at\s+sea|mine\s+site|on\s+tour|away\s+(?:for|from))\b", re.I)

FRAMES: tuple[Frame, ...] = (
    Frame("moving home",
          Cued(_MOVING, ("box", "carton", "crate", "chest", "removal", "mover", "van", "moving", "address", "post",
                         "mail", "pack", "move", "relocate", "towns", "cities", "countries", "states", "provinces",
                         "regions", "downsiz", "up north", "down south", "out west", "back east")),
          '"move" OR "moves" OR "moving" OR "relocate" OR "relocating" OR "relocation" OR "sold" OR "selling" OR "sale"'
          ' OR "transferred"', _PLANS, _MOVES),
    Frame("an operation",
          Cued(_OPERATION, ("mouth", "nothing to", "fast", "starv", "op", "anaesth", "anesth", "stitch", "suture",
                            "staple", "drain", "scar", "wound", "dressing", "surgery", "procedure", "discharg",
                            "hospital", "admission", "nurse", "surgeon", "keyhole")),
          '"surgery" OR "operation" OR "op" OR "operated" OR "replacement" OR "replaced" OR "transplant" OR "removed"'
          ' OR "procedure" OR "bypass" OR "hysterectomy" OR "appendectomy" OR "caesarean" OR "keyhole"',
          # (recall44: and a relative's, "User's husband Marin needs a bypass", for "cooking for someone after heart surgery")
          '["constraint", "episode", "project", "goal", "identity", "decision", "relationship"]', _OPERATED, _operation_fits),
    Frame("a trip's money", Cued(_TRIP_MONEY, ("money", "exchange", "rate", "currency", "cash", "how m")),
          '"trip" OR "trips" OR "holiday" OR "holidays" OR "vacation" OR "visit" OR "visiting" OR "travel"'
          ' OR "travelling" OR "honeymoon" OR "abroad" OR "going" OR "flying" OR "heading"', _PLANS, _TRIP),
    Frame("a baby coming",
          Cued(_BABY_COMING, ("gran", "grand", "nan", "aunt", "uncle", "shower", "reveal", "due", "parents", "leave",
                              "baby", " bag", "birth", "ward", "contraction")),
          '"pregnant" OR "expecting" OR "due" OR "baby"', _FAMILY, _EXPECTING),
    Frame("animals about",
          Cued(_PET_EXPOSED, ("sneez", "dander", "fur", "hair", "cat", "dog", "kitten", "pupp", "pet")),
          '"allergic" OR "allergy" OR "allergies"', _CONDITION, _PET_ALLERGY),
    Frame("colours told apart",
          Cued(_COLOUR_TASK, ("red", "green", "blue", "brown", "orange", "purple", "pink", "yellow", "grey", "gray",
                              "turquoise", "violet", "colour", "color")),
          '"colour" OR "color" OR "colourblind" OR "colorblind" OR "blind"', _CONDITION, _COLOUR_BLIND),
    Frame("a drinking occasion",
          Cued(_DRINKING_OUT, ("pub", "bar", "drinks", "stag", "hen", "happy hour", "open bar", "glass", "toast", "tasting",
                               "brewery")),
          '"alcohol" OR "drinking" OR "drink" OR "booze" OR "teetotal" OR "sober" OR "sobriety" OR "dry"',
          '["decision", "constraint", "goal", "habit", "preference", "identity"]', _OFF_DRINK, stopped=True),
    Frame("a trip at sea",
          Cued(_AT_SEA, ("whale", "dolphin", "seal", "puffin", "island", "snorkel", "diving", "fishing")),
          '"seasick" OR "seasickness" OR "sick" OR "sickness" OR "travelsick"', _CONDITION, _SEASICK),
    Frame("on a bike", Cued(_ON_A_BIKE, ("wheels", "pedal")),
          '"cycle" OR "cycles" OR "cycling" OR "cyclist" OR "bike" OR "bikes" OR "biking" OR "bicycle" OR "ebike"',
          '["decision", "habit", "goal", "project", "preference", "identity"]', _CYCLES),
    Frame("at the wheel", Cued(_AT_THE_WHEEL, ("wheel", "driving", "road", "hours of service", "tachograph", "deliver",
                                               "drops", " runs", " run")),
          '"driver" OR "drives" OR "driving" OR "drive" OR "chauffeur" OR "cabbie" OR "trucking" OR "trucker"'
          ' OR "haulage" OR "haulier" OR "hgv" OR "freight" OR "transport" OR "logistics"',
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
          Cued(_A_WEDDING, ("bride", "groom", "couple", "maid", "knot", "ceremony", "reception", "newlywed", "newly wed",
                            "newly-wed", "centrepiece", "centerpiece", "guests", "seating", "save")),
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
                         "chùa", "kovil", "koil", "bhajan")),
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
          '["project", "goal", "episode", "decision", "relationship", "habit", "identity"]', _ONE_OFF, whose_day),
    Frame("a shared meal",
          Cued(_SHARED_MEAL, ("lunch", "dinner", "meal", "breakfast", "barbecue", "bbq", "picnic", "buffet", "feast",
                              "luck", "sizzle", "plate", "shared")),
          '"fast" OR "fasts" OR "fasting" OR "ramadan" OR "lent" OR "kippur" OR "vegetarian" OR "vegan" OR "pescatarian"'
          ' OR "halal" OR "kosher" OR "coeliac" OR "celiac" OR "gluten" OR "intolerant" OR "intolerance" OR "allergic"'
          ' OR "allergy" OR "allergies"',
          '["constraint", "habit", "identity", "preference", "decision", "goal", "project", "episode"]', _FOOD_RULE,
          food_allergy),
    Frame("food for a child's day",
          Cued(_KIDS_FOOD, ("snack", "treat", "food", "lunch", "sandwich", "cake", "bake", "trip", "party", "sleepover")),
          '"allergic" OR "allergy" OR "allergies" OR "anaphylaxis" OR "anaphylactic" OR "epipen" OR "coeliac" OR "celiac"',
          '["constraint", "relationship", "identity", "preference"]', _FAMILY_ALLERGY, food_allergy_in_family),
    Frame("out of breath",
          Cued(_OUT_OF_BREATH, ("breath", "wheez", "puffed", "gasping", "cold", "freezing", "frosty", "icy", "winter")),
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
          Cued(_NO_CAR, ("without", "have a car", "no car", "free", "public transport", "given up", "gave up",
                         "giving up", "stopped driving", "quit driving", "sold", "got rid", "shopping", "groceries",
                         "bags", "wheels", "motor", "transport", "after dark", "at night", "in the dark")),
          '"drive" OR "car" OR "licence" OR "license" OR "driving"',
          # (recall43: and "User sold their car", an episode)
          '["constraint", "identity", "decision", "habit", "preference", "goal", "episode"]', _NO_DRIVING),
    Frame("fewer days at work",
          Cued(_FEWER_DAYS, ("days a week", "days per week", "reduced hours", "fewer hours")),
          '"part" OR "parttime"', '["decision", "identity", "habit", "project", "constraint", "episode"]', _PART_TIME),
    Frame("an instrument practised",
          Cued(_INSTRUMENT_PRACTICE, ("scales", "arpeggio", "sight", "hands together", "vocal", "voice", "singing")),
          '"piano" OR "guitar" OR "violin" OR "viola" OR "cello" OR "bass" OR "flute" OR "saxophone" OR "sax"'
          ' OR "trumpet" OR "trombone" OR "clarinet" OR "oboe" OR "bassoon" OR "drums" OR "ukulele" OR "keyboard"'
          ' OR "harp" OR "accordion" OR "ameb" OR "abrsm" OR "trinity" OR "instrument" OR "choir" OR "chorus"'
          ' OR "choral" OR "sings" OR "singing" OR "singer" OR "vocals"',
          '["goal", "habit", "project", "identity", "preference", "decision"]', _PLAYS_INSTRUMENT),
    Frame("a practice",
          Cued(_PRACTICE, ("practice", "rehearsal", "training")),
          '"dance" OR "dances" OR "dancing" OR "dancer" OR "ballet" OR "hula" OR "salsa" OR "tango" OR "rehearses"'
          ' OR "rehearsal" OR "rehearsals" OR "choir" OR "chorus" OR "sings" OR "singing" OR "band" OR "orchestra"'
          ' OR "troupe" OR "ensemble" OR "trains" OR "training" OR "practises" OR "practices" OR "practising"'
          ' OR "practicing"',
          '["habit", "identity", "goal", "project", "preference", "decision"]', _PRACTISES),
    Frame("taking on staff",
          Cued(_HIRING, ("hire", "hiring", "take on", "taking on", "recruit", "employ", "onboard", "payroll",
                         "first employee", "first hire", "train", "teach", "induct")),
          '"company" OR "business" OR "bakery" OR "shop" OR "store" OR "restaurant" OR "cafe" OR "firm" OR "salon"'
          ' OR "studio" OR "practice" OR "pharmacy" OR "clinic" OR "bar" OR "pub" OR "farm" OR "agency" OR "brewery"'
          ' OR "boutique" OR "garage" OR "truck" OR "consultancy" OR "startup" OR "builders" OR "employed" OR "owner"'
          ' OR "trader" OR "founder" OR "cofounder"',
          '["identity", "project", "goal", "decision", "episode", "habit"]', _OWNS_BUSINESS),
    Frame("working for oneself",
          Cued(_OWN_BOSS, ("self-employed", "self employed", "freelance", "sole trader", "sole proprietor",
                           "independent contractor", "own boss", "autónom", "autonom", "entrepreneur", "zzp",
                           "selbst", "freiberufler", "business", "company", "llc", "tradership", "partnership")),
          '"company" OR "business" OR "bakery" OR "shop" OR "store" OR "restaurant" OR "cafe" OR "firm" OR "salon"'
          ' OR "studio" OR "practice" OR "pharmacy" OR "clinic" OR "bar" OR "pub" OR "farm" OR "agency" OR "brewery"'
          ' OR "boutique" OR "garage" OR "truck" OR "consultancy" OR "startup" OR "builders" OR "employed" OR "owner"'
          ' OR "trader" OR "founder" OR "cofounder"',
          '["identity", "project", "goal", "decision", "episode", "habit"]', _OWNS_BUSINESS),
    Frame("a room to let",
          Cued(_ROOM_TO_LET, ("spare", "box room", "boxroom", "second room", "second bedroom", "extra room",
                              "extra bedroom", "lodger", "room to", "room for rent", "mate")),
          '"flat" OR "apartment" OR "house" OR "condo" OR "cottage" OR "bungalow" OR "maisonette" OR "townhouse" OR "moved"'
          ' OR "lives" OR "lived"',
          '["identity", "project", "decision", "episode", "goal", "habit", "relationship"]', _HOME_HAD),
    Frame("under sail",
          Cued(_UNDER_SAIL, ("tacking", "gybe", "gybing", "jibing", "mainsail", "spinnaker", "mainsheet", "jib sheet",
                             "windward", "leeward", "capsiz", "points of sail")),
          '"sail" OR "sails" OR "sailed" OR "sailing" OR "sailor" OR "yacht" OR "yachts" OR "dinghy" OR "dinghies"'
          ' OR "regatta" OR "regattas"',
          '["identity", "habit", "project", "goal", "decision", "episode", "preference"]', _SAILS),
    Frame("a till",
          Cued(_TILL, ("point of sale", "point-of-sale", "pos ", "modifiers", "till", "card reader", "card machine")),
          '"toast" OR "square" OR "clover" OR "lightspeed" OR "sumup" OR "zettle" OR "izettle" OR "shopify"'
          ' OR "touchbistro" OR "loyverse" OR "epos" OR "pos" OR "point"',
          '["preference", "decision", "project", "habit", "identity", "goal"]', _TILL_USED),
    Frame("a student starting out",
          Cued(_STARTING_UNI, ("first-year", "first year", "freshm", "fresher", "halls", "dorm", "move-in", "move in",
                               "uni", "college", "school")),
          '"uni" OR "university" OR "college" OR "campus" OR "freshman" OR "fresher" OR "got" OR "accepted" OR "starts"'
          ' OR "starting" OR "start" OR "studies" OR "studying" OR "study" OR "begins" OR "beginning"',
          '["relationship", "episode", "project", "goal", "decision", "identity"]', _AT_UNI),
    Frame("a language used",
          Cued(_LANGUAGE_USED, ("phrases",)),
          '"learn" OR "learns" OR "learning" OR "learnt" OR "learned" OR "study" OR "studies" OR "studying"'
          ' OR "speaks" OR "speak" OR "speaking" OR "fluent" OR "native"'
          ' OR "practise" OR "practice" OR "practising" OR "practicing" OR "improve" OR "improving" OR "lessons"'
          ' OR "lesson" OR "classes" OR "course" OR "tutor" OR "duolingo" OR "brush" OR "brushing"',
          '["goal", "habit", "project", "decision", "identity", "preference"]', _LEARNS_LANGUAGE),
    Frame("my notes",
          Cued(_MY_NOTES, ("knowledge base", "second brain", "zettelkasten", "digital garden", "notes", "note-taking",
                           "note taking", "knowledge management", "pkm", "vault")),
          '"obsidian" OR "notion" OR "logseq" OR "evernote" OR "onenote" OR "roam" OR "joplin" OR "anytype" OR "zettlr"'
          ' OR "bear" OR "apple" OR "keep" OR "tana" OR "capacities"',
          '["preference", "decision", "habit", "project", "identity", "goal"]', _NOTES_APP),
    Frame("a morning drink",
          Cued(_MORNING_DRINK, ("drink", "sip", "morning", "caffeine", "coffee", "caf", "starbucks", "costa", "hortons")),
          '"coffee" OR "coffees" OR "caffeine" OR "caffeinated" OR "espresso" OR "decaf" OR "flat" OR "latte" OR "tea"'
          ' OR "matcha" OR "energy"',
          '["decision", "constraint", "habit", "preference", "goal", "identity"]', _DRINKS_COFFEE),
    Frame("a region",
          Cued(_REGION_ASKED, ("coast", "columbia", "maritimes")),
          '"vancouver" OR "victoria" OR "british" OR "whistler" OR "kelowna" OR "nanaimo" OR "burnaby" OR "surrey"'
          ' OR "halifax" OR "nova" OR "brunswick" OR "moncton" OR "fredericton" OR "charlottetown" OR "prince"'
          ' OR "john" OR "newfoundland" OR "california" OR "los" OR "la" OR "francisco" OR "diego" OR "seattle"'
          ' OR "portland" OR "oregon" OR "sacramento" OR "jose" OR "oakland" OR "washington" OR "new" OR "nyc"'
          ' OR "boston" OR "philadelphia" OR "baltimore" OR "jersey" OR "miami" OR "connecticut"',
          '["relationship", "identity", "episode", "project", "goal", "decision", "habit", "preference", "constraint"]',
          _IN_A_REGION, in_region),
    Frame("a crash",
          Cued(_A_CRASH, ("rear", "fender", "pile", "whiplash", "crash", "collision", "smash", "prang")),
          '"accident" OR "crash" OR "crashed" OR "collision" OR "rear" OR "hit" OR "written"',
          '["episode", "constraint", "decision", "project", "identity"]', _CRASHED),
    Frame("leaving school",
          Cued(_LEAVING_SCHOOL, ("finish", "prom", "leavers", "school-leaving", "school leaving")),
          '"graduate" OR "graduates" OR "graduation" OR "graduating" OR "grad" OR "prom" OR "leavers"',
          '["project", "episode", "relationship", "goal", "decision", "habit"]', _GRADUATION),
    Frame("long-term care",
          Cued(_LONG_TERM_CARE, ("long-term", "long term", "nursing home", "assisted living", "residential care",
                                 "care home", "retirement home")),
          '"care" OR "nursing" OR "assisted" OR "residential" OR "retirement"',
          '["decision", "project", "relationship", "episode", "goal", "constraint"]', _CARE_HOME),
    Frame("sound too quiet",
          Cued(_TOO_QUIET, ("tv", "telly", "television", "radio", "dialog", "actors", "voices", "news")),
          '"deaf" OR "deafness" OR "hearing" OR "hard" OR "cochlear"',
          '["constraint", "identity", "episode", "habit", "decision", "relationship", "preference"]', _HEARING),
    Frame("a home sold",
          Cued(_HOME_SALE, ("keys", "completion", "contracts", "new owners", "buyer", "sale", "money", "proceeds", "cash",
                             "profit")),
          '"sold" OR "selling" OR "sells" OR "sell" OR "sale" OR "market" OR "offer"',
          '["episode", "decision", "project", "goal", "identity"]', _HOME_SOLD),
    Frame("study days",
          Cued(_STUDY_DAYS, ("study", "release", "lecture", "uni day", "college day", "campus day", "balanc", "while", "juggl")),
          '"course" OR "courses" OR "diploma" OR "degree" OR "masters" OR "master" OR "msc" OR "ma" OR "mba" OR "phd"'
          ' OR "postgraduate" OR "certificate" OR "apprenticeship" OR "qualification" OR "studies" OR "studying"'
          ' OR "enrolled"',
          '["project", "goal", "decision", "habit", "identity", "episode"]', _ON_A_COURSE),
    Frame("laid up",
          Cued(_LAID_UP, ("stuck", "laid up", "confined", "crutches", "cast", "boot", "stairs", "housebound", " up")),
          '"ankle" OR "leg" OR "foot" OR "knee" OR "hip" OR "heel" OR "shin" OR "achilles" OR "ligament" OR "ligaments"'
          ' OR "acl" OR "metatarsal" OR "toe" OR "toes" OR "tibia" OR "fibula" OR "kneecap"',
          '["episode", "constraint", "identity", "decision", "project"]',
          re.compile(_LEG_INJURED.pattern + "|" + _LEG_OPERATED.pattern, re.I)),
    Frame("kept from it", Cued(_KEPT_FROM_IT, ("while",)),
          '"injury" OR "injured" OR "broke" OR "broken" OR "sprain" OR "sprained" OR "tendinitis" OR "tendonitis" OR "strain"'
          ' OR "fracture" OR "fractured" OR "torn" OR "tore" OR "pain" OR "stitches" OR "cast" OR "rsi" OR "arthritis"',
          '["constraint", "episode", "identity"]', _BODY_KEPT),
    Frame("on my feet",
          Cued(_ON_MY_FEET, ("standing", "stand", "on my feet", "on your feet")),
          '"plantar" OR "fasciitis" OR "heel" OR "bunion" OR "bunions" OR "flat" OR "arches" OR "varicose" OR "achilles"'
          ' OR "sciatica" OR "arthritis" OR "feet" OR "foot" OR "knee" OR "knees" OR "back" OR "hip" OR "hips"',
          '["constraint", "identity", "episode", "preference"]', _FEET_HURT),
    Frame("someone forgetting",
          Cued(_FORGETTING, ("forget", "forgetful", "confused", "memory", "dementia", "same", "over and over",
                               "again and again")),
          '"alzheimer" OR "alzheimers" OR "alzheimer\'s" OR "dementia" OR "memory" OR "cognitive"',
          '["relationship", "constraint", "episode", "identity", "decision"]', _MEMORY_LOSS),
    Frame("foods to avoid for now",
          Cued(_AVOID_FOR_NOW, ("avoid", "stay away", "not eat", "safe")),
          '"pregnant" OR "expecting" OR "pregnancy" OR "due"', '["relationship", "constraint", "episode", "identity", "goal"]',
          _EXPECTING),
    Frame("at a screen all day",
          Cued(_AT_A_SCREEN, ("screen", "computer", "monitor", "laptop", "pc", "eye strain")),
          '"migraine" OR "migraines" OR "headache" OR "headaches" OR "eyes" OR "eye" OR "epilepsy" OR "photosensitive"',
          _CONDITION, _SCREEN_HURTS),
    Frame("something for a baby",
          Cued(_FOR_A_BABY, ("baby", "newborn", "new arrival")),
          '"born" OR "arrived" OR "grandmother" OR "grandfather" OR "grandparent" OR "aunt" OR "uncle" OR "auntie"',
          '["relationship", "episode", "identity"]', _BABY_BORN),
    Frame("skin on the fingers",
          Cued(_FINGER_SKIN, ("toughen", "harden", "callus", "flapper", "fingertip", "finger tip", "finger skin")),
          '"climbing" OR "climbs" OR "climber" OR "bouldering" OR "boulder" OR "guitar" OR "ukulele" OR "violin" OR "cello"'
          ' OR "bass" OR "mandolin" OR "banjo" OR "harp" OR "gymnastics" OR "rowing" OR "climb"',
          '["habit", "identity", "goal", "project", "episode", "preference"]', _GRIPS),
    Frame("a craving",
          Cued(_A_CRAVING, ("craving", "dying for", "urge to", "nicotine", "withdrawal")),
          '"smoking" OR "smoke" OR "cigarettes" OR "cigarette" OR "vaping" OR "vape" OR "vapes" OR "nicotine"'
          ' OR "drinking" OR "alcohol" OR "booze" OR "drink" OR "sugar" OR "caffeine" OR "coffee" OR "chocolate"'
          ' OR "gambling" OR "weed" OR "cannabis" OR "sober" OR "sobriety" OR "teetotal"',
          '["decision", "goal", "habit", "constraint", "episode", "identity", "project"]', _QUIT_HABIT, stopped=True),
    Frame("handing over the running",
          Cued(_HANDING_OVER, ("hand", "to run", "to manage", "itself", "without me", "step")),
          '"company" OR "business" OR "bakery" OR "shop" OR "store" OR "restaurant" OR "cafe" OR "firm" OR "salon"'
          ' OR "studio" OR "practice" OR "pharmacy" OR "clinic" OR "bar" OR "pub" OR "farm" OR "agency" OR "brewery"'
          ' OR "boutique" OR "garage" OR "truck" OR "consultancy" OR "startup" OR "builders" OR "employed" OR "owner"'
          ' OR "trader" OR "founder" OR "cofounder"',
          '["identity", "project", "goal", "decision", "episode", "habit"]', _OWNS_BUSINESS),
    Frame("dressed for the cold",
          Cued(_COLD_CLOTHES, ("jacket", "coat", "parka", "puffer", "thermals", "boots", "winter", "layer", "wear")),
          " OR ".join(f'"{w}"' for w in _COLD_PLACES),
          '["identity", "project", "goal", "decision", "episode", "habit", "preference"]', _IN_A_COLD_PLACE,
          for_the_weather),
    Frame("a long time away",
          Cued(_LONG_AWAY, ("months", "year", "winter", "summer", "stay")),
          '"half" OR "months" OR "winter" OR "winters" OR "summer" OR "summers" OR "sabbatical" OR "gap" OR "abroad"'
          ' OR "overseas" OR "secondment" OR "posting" OR "exchange" OR "semester"',
          '["project", "goal", "decision", "episode", "habit", "identity"]', _STAYS_AWAY),
    Frame("eating for my health",
          Cued(_EAT_FOR_HEALTH, ("for me", "eat", "diet")),
          '"heart" OR "stent" OR "stents" OR "bypass" OR "cardiac" OR "cholesterol" OR "pressure" OR "hypertension"'
          ' OR "diabetes" OR "diabetic" OR "prediabetic" OR "prediabetes" OR "gout" OR "kidney" OR "crohn" OR "crohns"'
          ' OR "colitis" OR "reflux" OR "gallstones" OR "gallstone" OR "gallbladder" OR "pancreatitis" OR "liver"', _HEALTH,
          _DIET_RULED),
    Frame("stretches",
          Cued(_STRETCHES, ("stretch", "exercises")),
          '"tendonitis" OR "tendinitis" OR "tenosynovitis" OR "rsi" OR "repetitive" OR "carpal" OR "elbow" OR "shoulder"'
          ' OR "sciatica" OR "disc" OR "back" OR "neck" OR "wrist" OR "trigger"', _CONDITION, _STRAINED),
    Frame("a price to set",
          Cued(_SETTING_A_PRICE, ("charge", "quote", "bill", "invoice", "price", "rate", "fee", "per ")),
          '"price" OR "prices" OR "amounts" OR "money" OR "costs" OR "figures" OR "sums" OR "currency"',
          '["preference", "constraint", "identity", "habit"]', _SUMS_IN_CURRENCY),
    Frame("a yoga pose",
          Cued(_YOGA_POSE, ("dog", "pose", "salutation", "warrior", "chaturanga", "asana", "vinyasa")),
          '"yoga"', '["habit", "goal", "project", "identity", "preference", "decision"]', _DOES_YOGA),
    Frame("what I can afford",
          Cued(_AFFORD, ("afford", "means")),
          '"earns" OR "earn" OR "earning" OR "salary" OR "wage" OR "wages" OR "income" OR "pension" OR "stipend"'
          ' OR "pay"', '["constraint", "identity", "habit", "goal", "decision", "episode"]', _EARNS),
    Frame("a change of workplace",
          Cued(_WORKPLACE_CHANGE, ("workplace", "place of work", "places of work", "jobs", "employer", "transfer", "before")),
          '"move" OR "moves" OR "moving" OR "relocate" OR "relocating" OR "relocation" OR "transfer" OR "transferred"'
          ' OR "starts" OR "starting" OR "start" OR "begins" OR "joins" OR "joining" OR "new"',
          '["project", "goal", "decision", "episode", "habit", "identity"]', _WORK_MOVES),
    Frame("planning my days",
          Cued(_PLANNING_DAYS, ("plan", "organis", "organiz", "schedul", "structur", "timetable", "routine")),
          '"studying" OR "study" OR "revising" OR "revision" OR "exam" OR "exams" OR "course" OR "after" OR "before"'
          ' OR "only" OR "daytime"',
          '["project", "goal", "habit", "constraint", "decision", "preference", "episode"]', _DAYS_RULED, stopped=True),
    Frame("exercise I can still do",
          Cued(_EXERCISE_LEFT, ("exercis", "sport", "workout", "training", "cardio", "activit", "work out", "gym",
                                "running", "swimming", "run", "swim", "jog", "train", "fit", "active", "in shape",
                                "still do")),
          '"ankle" OR "leg" OR "foot" OR "knee" OR "hip" OR "heel" OR "shin" OR "achilles" OR "ligament" OR "ligaments"'
          ' OR "acl" OR "metatarsal" OR "toe" OR "toes" OR "tibia" OR "fibula" OR "kneecap" OR "tendonitis" OR "tendinitis"'
          ' OR "rsi" OR "repetitive" OR "carpal" OR "elbow" OR "shoulder" OR "sciatica" OR "disc" OR "back" OR "neck"'
          ' OR "wrist" OR "plantar" OR "fasciitis" OR "bunion" OR "bunions" OR "arthritis" OR "replacement"',
          '["constraint", "identity", "episode", "preference", "decision"]', _INJURED),
    Frame("kneeling",
          Cued(_KNEELING, ("kneel",)), '"knee" OR "knees"', '["constraint", "identity", "episode", "decision"]', _KNEE_HURT),
    Frame("nights with a newborn",
          Cued(_NEWBORN_NIGHTS, ("sleep", "night")),
          '"born" OR "arrived"', '["relationship", "episode", "identity"]', _BABY_BORN),
    Frame("a safer home",
          Cued(_SAFER_HOME, ("safe", "accessible", "easier to use", "grab", "walk-in", "walk in", "stair", "shower",
                             "toilet", "widen", "ramp")),
          '"wheelchair" OR "walker" OR "zimmer" OR "frame" OR "stick" OR "cane" OR "crutches" OR "stroke"'
          ' OR "parkinson" OR "parkinsons" OR "parkinson\'s" OR "replacement" OR "fracture" OR "fell" OR "falls"'
          ' OR "unsteady" OR "mobility" OR "paralysed" OR "paralyzed" OR "paralysis" OR "amputation" OR "amputated"'
          ' OR "sclerosis" OR "housebound" OR "bedridden"', _FAMILY, _MOVES_HARDLY),
    Frame("sitting for long",
          Cued(_SITTING_LONG, ("sit", "driv", "seated", "wheel", "posture")),
          '"disc" OR "discs" OR "herniated" OR "hernia" OR "slipped" OR "sciatica" OR "back" OR "coccyx" OR "tailbone"'
          ' OR "haemorrhoids" OR "hemorrhoids" OR "piles" OR "spine" OR "spinal" OR "lumbar" OR "knee" OR "knees" OR "hip"'
          ' OR "hips" OR "neck" OR "shoulder" OR "shoulders" OR "joint" OR "physio" OR "physiotherapy" OR "physiotherapist"'
          ' OR "therapy" OR "chiropractor" OR "osteopath" OR "meniscus" OR "acl"',
          # (recall45: and a habit of its care, "User goes to physio every Tuesday")
          '["constraint", "identity", "preference", "episode", "habit"]', _BACK_HURTS),
    Frame("an order to ship",
          Cued(_ORDER_SHIPPED, ("pack", "wrap", "crat", "ship", "export")),
          '"order" OR "orders" OR "commission" OR "commissions"', '["episode", "project", "goal", "decision", "habit"]',
          _HAS_ORDER),
    Frame("a job's contract",
          Cued(_JOB_TERMS, ("contract", "job offer", "notice period", "probation", "negotiat")),
          '"job" OR "role" OR "position" OR "post" OR "internship" OR "offer" OR "offered" OR "works" OR "worked"'
          ' OR "working" OR "starts" OR "started" OR "starting" OR "joined" OR "joins" OR "hired" OR "contract"',
          '["identity", "episode", "decision", "project", "goal"]', _JOB_GOT),
    Frame("a new school",
          Cued(_NEW_SCHOOL, ("new school", "new class", "new nursery", "new kindergarten", "first class", "first grade",
                             "1st class", "1st grade", "first form", "1st form", "year one", "year 1", "grade one",
                             "grade 1", "primary one", "primary 1")),
          '"school" OR "academy" OR "year" OR "grade" OR "kindergarten" OR "nursery" OR "preschool" OR "primary"'
          ' OR "secondary" OR "reception"', '["relationship", "episode", "project", "decision", "goal"]',
          _CHILD_STARTS_SCHOOL),
    Frame("a book being written",
          Cued(_BOOK_PARTS, ("acknowledg", "dedication", "foreword", "preface", "prologue", "epilogue", "blurb", "synopsis",
                             "author bio", "manuscript", "query letter", "book proposal", "agent for my", "publisher for my",
                             "literature review", "section", "chapter", "abstract", "introduction", "defen", "draft",
                             "viva")),
          '"book" OR "novel" OR "memoir" OR "memoirs" OR "biography" OR "thesis" OR "dissertation" OR "history"'
          ' OR "cookbook" OR "collection" OR "chapter" OR "chapters"', '["project", "goal", "habit", "identity", "decision", "episode"]', _WRITES_BOOK),
    Frame("paperwork to prepare",
          Cued(_PAPERWORK, ("paperwork", "forms", "documents", "papers", "permits", "certificates", "records")),
          '"switch" OR "switching" OR "switched" OR "switches" OR "convert" OR "converting" OR "converted" OR "conversion"'
          ' OR "transition" OR "licence" OR "license" OR "permit"'
          ' OR "applying" OR "applied" OR "apply" OR "register" OR "registering"',
          '["decision", "project", "goal", "episode"]', _CHANGE_DECIDED),
    Frame("a bad day to avoid",
          Cued(_BAD_DAY, ("bad day", "bad one", "attack", "flare", "episode", "keep well", "stay well", "keep ok", "stay ok",
                          "keep okay", "stay okay")),
          '"migraine" OR "migraines" OR "headache" OR "headaches" OR "epilepsy" OR "epileptic" OR "seizure" OR "seizures"'
          ' OR "panic" OR "ibs" OR "bowel" OR "crohn" OR "crohns" OR "crohn\'s" OR "colitis" OR "flare" OR "vertigo"'
          ' OR "gout" OR "lupus"', _CONDITION, _COMES_IN_ATTACKS),
    Frame("food for a child",
          Cued(_FOOD_FOR_A_CHILD, ("kid", "child", "toddler", "grand", "year old", "year-old")),
          '"son" OR "daughter" OR "child" OR "children" OR "kid" OR "kids" OR "grandson" OR "granddaughter"'
          ' OR "grandchild" OR "grandchildren" OR "stepson" OR "stepdaughter" OR "nephew" OR "niece" OR "twins"',
          '["relationship", "episode"]', _A_CHILD_OF_THE_FAMILY),
    Frame("sun in the dark months",
          Cued(_WINTER_SUN, ("sun", "daylight", "winter blues", "winters")),
          '"vitamin" OR "seasonal" OR "sad" OR "depression"', _CONDITION, _SUN_LACKED),
    Frame("customers to win",
          Cued(_MORE_CUSTOMERS, ("customers", "clients", "diners", "guests", "regulars", "footfall", "buyers", "business",
                                 "bookings", "trade")),
          '"opened" OR "opens" OR "runs" OR "owns" OR "launched" OR "company" OR "business" OR "bakery" OR "shop"'
          ' OR "store" OR "restaurant" OR "cafe" OR "firm" OR "salon" OR "studio" OR "practice" OR "clinic" OR "bar"'
          ' OR "pub" OR "agency" OR "boutique" OR "truck" OR "startup" OR "owner" OR "founder"',
          '["identity", "project", "goal", "decision", "episode", "habit"]', _OPENED_A_PLACE),
    Frame("a pet lost", Cued(_NEW_PET, ("puppy", "pup", "kitten", "dog", "cat", "pet")),
          '"died" OR "passed" OR "put" OR "lost" OR "killed"', _FAMILY, _PET_LOST),
    Frame("IVF", Cued(_IVF_STAGE, ("stim", "egg", "embryo", "transfer", "week wait", "2ww", "trigger", "follicle")),
          '"ivf" OR "icsi" OR "iui" OR "fertility" OR "embryo" OR "embryos" OR "egg" OR "conception"',
          '["project", "goal", "episode", "decision", "constraint", "identity", "relationship"]', _IVF),
    Frame("a flare-up", Cued(_FLARE_UP, ("flare", "flaring")),
          '"asthma" OR "asthmatic" OR "eczema" OR "psoriasis" OR "arthritis" OR "rheumatoid" OR "crohn" OR "crohns"'
          ' OR "colitis" OR "ibs" OR "lupus" OR "gout" OR "rosacea" OR "endometriosis" OR "fibromyalgia" OR "sciatica"'
          ' OR "hives" OR "dermatitis" OR "diverticulitis" OR "copd" OR "ms" OR "sclerosis" OR "spondylitis" OR "sores"'
          ' OR "shingles" OR "tendonitis"', _CONDITION, _FLARES),
    Frame("distance a week", Cued(_WEEKLY_DISTANCE, ("week",)),
          '"running" OR "run" OR "runs" OR "jogging" OR "jogs" OR "marathon" OR "marathons" OR "parkrun" OR "ultra"'
          ' OR "triathlon" OR "runner" OR "race" OR "cycling" OR "cyclist" OR "rides" OR "cycles" OR "sportive"',
          '["habit", "goal", "project", "identity", "decision"]', _RUNS_OR_RIDES),
    Frame("a home office", Cued(_HOME_OFFICE, ("home office", "home desk", "home workspace", "home work", "at home",
                                               "from home")),
          '"remote" OR "remotely" OR "home" OR "wfh" OR "hybrid"', '["identity", "habit", "decision", "episode", "project"]',
          _REMOTE_WORK),
    Frame("a work visa", Cued(_WORK_VISA, ("visa", "permit")),
          '"job" OR "position" OR "role" OR "post" OR "contract" OR "offer" OR "work"',
          '["decision", "episode", "goal", "project", "identity"]', _JOB_TAKEN),
    Frame("weeks away", Cued(_WEEKS_AWAY, ("away from", "apart from", "swing", "hitch", "rotation", "roster", "fly", "fifo")),
          '"fifo" OR "offshore" OR "rotation" OR "roster" OR "swing" OR "hitch" OR "rig" OR "rigs" OR "deployed"'
          ' OR "deployment" OR "weeks" OR "sea" OR "mine" OR "tour" OR "away"',
          '["identity", "habit", "decision", "episode", "project", "constraint"]', _AWAY_ROSTER),
)


def described(query: str) -> list[Frame]:
    """The life events whose situation ``query`` describes."""
    return [f for f in FRAMES if f.asks.search(query)]

# The memories naming an event (newest first: FTS5 hands its matches so, and the LIMIT stops the scan); the model then
# chooses among them (``closest``), so an old store's many trips do not leave the newest eight only.
SQL_SITUATED = """
    SELECT m.id, m.summary FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH :match AND m.superseded_by IS NULL
      AND (m.polarity > 0 OR :stopped) AND m.type IN (SELECT value FROM json_each(:types))
    ORDER BY f.rowid DESC LIMIT 24
"""


def found(conn: Any, query: str) -> set[int]:
    """The memories naming an event whose situation ``query`` describes (:func:`described`)."""
    out: set[int] = set()
    for frame in described(query):
        for rid, summary in conn.execute(SQL_SITUATED, {"match": frame.match, "types": frame.types,
                                                        "stopped": frame.stopped}):
            if frame.said.search(summary) and (frame.fits is None or frame.fits(query, summary)):
                out.add(rid)
    return out


def closest(ids: set[int], cosines: Mapping[int, float]) -> list[int]:
    """The ``PLACES`` of ``ids`` the model puts closest to the message (the newest first without its scores)."""
    return sorted(ids, key=lambda rid: (-cosines.get(rid, 0.0), -rid))[:PLACES]
