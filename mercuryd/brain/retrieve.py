"""Recall ranking: which memories answer a query, best first.

Text relevance comes first: a candidate must match at least one query term, and the
text score (a BM25 computed over the candidate's own tokens, with every query term
weighted by its rarity) dominates the blend with importance, confidence, recency and
the stale flag. Two things keep the hot path fast at 100k memories:

* query analysis (:func:`analyze`): stop words and question words are dropped, every
  remaining word is quoted as an FTS5 string (user text never becomes FTS5 syntax);
* bounded candidates: document frequencies (counted up to a cap, sampled above it,
  cached until the indexed text changes) order the terms rare-first; terms found in a
  large share of the store (a speaker's name, "like") only re-rank and never fetch;
  only rare terms are ranked by FTS5 (bm25 with a ``LIMIT``); then the newest rows
  holding two of the rarer terms together (bounded intersections), then the newest
  rows holding any of them; every scan stops early.

Context: a memory stored right after another (the next ids, created within
``NEIGHBOR_GAP`` seconds a step) inherits part of that one's text score, because an
answer often restates nothing of the question it answers ("How often do you see
sunsets?" -> "About once a week"); a memory stored right before a matching one inherits
a smaller part (the question that a matching answer replies to, the statement a matching
remark comments on). A memory phrased as a question is scored a little lower.

Scripts written without spaces (CJK, Thai, ...) are searched through the
``memories_trigram`` table (substrings of three or more characters) and, for shorter
runs, a bounded ``LIKE`` scan.
"""

from __future__ import annotations

import calendar
import functools
import itertools
import math
import re
import sys
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, cast

import apsw
import msgspec

from mercuryd.brain import situations
from mercuryd.brain.births import expecting_of
from mercuryd.brain.cued import Cued as Cued  # re-exported: tests and other modules name retrieve.Cued
from mercuryd.brain.cued import cue_text
from mercuryd.brain.persons import DIED
from mercuryd.brain.timespans import Span, asks_when, find_spans, mentions_time, resolve
from mercuryd.brain.variants import ABBREVIATIONS, owned_only, variants
from mercuryd.brain.vocabulary import (
    BUDGET_APPS,
    CAT_BREEDS,
    DIET_CONDITIONS,
    DOG_BREEDS,
    EXERCISE_CONDITIONS,
    EXERCISE_LIKED,
    HEARING_CONDITIONS,
    HOBBY_TOOLS,
    HOME_ENERGY,
    LAPTOPS,
    LODGINGS,
    NATURAL_LANGUAGES,
    NOTES_APPS,
    PASSWORD_MANAGERS,
    PET_DOG_BREEDS,
    PHONES,
    RACES,
    TABLETS,
    TASK_APPS,
    TOWNS_OF,
    TRACKER_APPS,
    VETS,
    health_condition,
    is_job_noun,
)

if TYPE_CHECKING:
    from mercuryd.brain.semantic import Dense

__all__ = ["Hit", "QueryPlan", "analyze", "asks_about_user", "rank", "rank_groups", "topicless"]


class Hit(msgspec.Struct, frozen=True):
    """One ranked memory: ``score`` orders results, ``relevance`` (0..1) is text only."""

    id: int
    score: float
    relevance: float
    by_kind: bool = False  # found as what the message's kind, relation or phrase names (not by its words alone)


class QueryPlan(msgspec.Struct, frozen=True):
    """What :func:`analyze` makes of a query.

    ``terms``: lower-cased words kept after stop-word removal, in query order, unique.
    ``phrases``: each term as a quoted FTS5 string, safe to join with ``OR``/``AND``.
    ``runs``: runs of characters from scripts written without spaces (CJK, Thai...).
    ``spans``: periods the query names ("in May 2023", "last week"); they favour
    memories created then but never fetch anything by themselves.
    ``asks_when``: the query asks for a time ("When did...?"); memories that mention
    one ("last Friday", "in 2019") are favoured.
    """

    terms: tuple[str, ...]
    phrases: tuple[str, ...]
    runs: tuple[str, ...]
    spans: tuple[Span, ...] = ()
    asks_when: bool = False
    acronyms: frozenset[str] = frozenset()  # terms written in capitals ("CAT tool"): matched only so
    owned: frozenset[str] = frozenset()  # terms said of someone ("my nan", "our flat"): see variants
    specific: frozenset[str] = frozenset()  # generic words used in one sense here ("a long run"): not generic

    @property
    def empty(self) -> bool:
        """True when nothing searchable is left (e.g. only stop words)."""
        return not self.terms and not self.runs


# --- tuning (measured on the LoCoMo development conversations, see bench/) ---------

K1 = 1.2  # BM25 term-frequency saturation
B = 0.3  # BM25 length normalisation (short memories: weak)
COMMON_DF = 0.2  # a term in more than this share of memories only re-ranks
COMMON_WEIGHT = 0.5  # weight of such a term in the text score
POSTINGS_BUDGET = 100  # postings a ranked candidate query may score (bm25 cost)
AND_BUDGET = 5000  # postings an unranked intersection may walk (it stops early if dense)
AND_TRIES = 2  # intersections tried at most
AND_TERMS = 4  # ... of the rarest this-many terms
DF_CAP = 300  # document frequencies are counted exactly up to this
DF_SAMPLE = 1000  # ... and estimated above it from the newest this-many rows
DF_REFRESH = 0.05  # a cached estimate is redone once the store grew by this share
CANDIDATES_MIN = 24  # candidate rows fetched, at least
CANDIDATES_PER_RESULT = 3  # ... or this many per requested result
IMPORTANCE_W = 0.10  # the blend: text * (BASE + w_i*importance + w_c*confidence + w_r*recency)
CONFIDENCE_W = 0.05
RECENCY_W = 0.05
RECENCY_HALF_LIFE_DAYS = 30.0
QUESTION_FACTOR = 0.8  # a memory phrased as a question rarely answers one
NEIGHBOR_W = 0.7  # share of a preceding memory's text score added as context
NEIGHBOR_BACK_W = 0.3  # share of a following memory's text score (the reply to it)
NEIGHBOR_SPAN = 2  # memories this many ids away on either side count as context
NEIGHBOR_DECAY = 0.7  # ... each further step multiplies the share by this
NEIGHBOR_FOLLOW = 5  # neighbours of the best candidates considered too
NEIGHBOR_GAP = 600.0  # seconds per step: only memories stored that close count as context
DATE_W = 1.0  # text-score bonus for a memory created in a period the query names
DATE_SLACK_DAYS = 7.0  # ... or this many days after it (people tell of things later)
STALE_FACTOR = 0.8  # multiplies the score of a stale active memory
WHEN_W = 0.5  # text-score bonus for a memory mentioning a time, when the query asks "when"
VARIANTS = True  # irregular verb forms and synonyms of a query word match as that word
LIKE_SCAN_LIMIT = 2000  # rows a LIKE fallback may return before ranking
PHRASE_W = 0.15  # text-score bonus when adjacent query words appear together, unstemmed
# Fusion with the sentence vectors (when recall by meaning is on; tuned on the LoCoMo
# development conversations and the paraphrase probe's development half, bench/). The
# semantic score is the hub-corrected cosine (brain/semantic.py), z-scored over the
# whole store for this query.
SEM_W = 0.7  # weight of the clipped z-score beside the text score (0.6 before 2026-12-02:
# 0.7 found 4 more of 136 paraphrase targets and raised LoCoMo R@5 0.707 -> 0.713, no
# category lower; docs/recall.md)
SEM_W_WEAK = 0.7  # ... when the best text score of the query is weak (0.5 before: a lower
# weight did better on LoCoMo when the weight beside strong text was 0.6; with 0.7 it
# is the same either way on LoCoMo, and lower loses paraphrases)
WEAK_TEXT = 0.6  # the best text score below which the lexical evidence counts as weak
Z_CLIP = 5.0  # z-scores are clipped to [-Z_CLIP / 2, Z_CLIP] and divided by Z_CLIP
DENSE_MIN_COS = 0.0  # a memory matching no query word needs this score to be returned...
DENSE_MIN_Z = 2.5  # ... and to stand this far above the query's typical score
FULL_COVERAGE = 0.999  # a coverage this high holds every word of the query (float sums)
AGREE_Z = 3.5  # semantic agreement a memory matched only on generic words needs (shared
# surface words inflate the cosine, so more than a memory matching nothing needs)
ABSENT_W = 1.0  # with fusion, a query word no memory holds counts in the text score's
# scale at this share of the rarest word's idf: matching "book" alone of "stuck on a plot
# twist for my book" is then the partial match it is, and meaning weighs more
SEM_REL_LO = 0.06  # score counted as relevance 0 ...
SEM_REL_HI = 0.25  # ... and as relevance 1 (between: linear)
SEM_Z_SURE = 3.5  # ... unless it stands this far above the message's mean score:
SEM_SURE_REL = 0.2  # then it counts as this relevance at least
SEM_SURE_MIN = 0.08  # ... when its score is at least this (a hub-corrected 0.04 standing out is noise)
WORD_DOUBT = 0.08  # a memory holding only part of the message's words, in the same words, is not
# injected when the model's score for it is under this (SEM_REL_LO: the model sees no link, so the
# word is used in another sense): "What is the difference between a list and a tuple in Python?" ->
# "User writes a to-do list each morning" (0.04). Not for a word matched through a variant ("telly" ->
# "TV": the lexicon is there because the model misses those). Ranking is unchanged (docs/recall.md,
# "Junk and three misses, 2026-12-03")
WORD_DOUBT_PLAIN = 0.25  # ... and its plain cosine (no hub correction) under this: in a store of one
# conversation's turns, all on a few topics, every memory is a hub and a turn that answers scores low
SENSE_DOUBT_PLAIN = 0.40  # a memory whose only specific words the message shares are used there in another
# sense (:func:`_other_sense`: a verb for a noun, a word of a compound the message does not name, a time) is
# not injected when its plain cosine is under this: "I want to book a hotel" -> "User's book club meets ..."
# (0.34), "what should I say in a card for my daughter?" -> "... book things online with a credit card"
# (0.28). The model vouches above it. Ranking is unchanged (docs/recall.md, "One word in another sense")
WEAK_BESIDE_REL = 0.3  # recall does not inject a memory of relevance under this whose score is under
WEAK_BESIDE_SHARE = 0.5  # ... this share of the best one's: a weak neighbour beside a far better answer, a slot
# filled because there was room (recall21: of the dev and fresh sets' "needs nothing" messages' 3.90 memories a
# message, 0.38 went; no pair's memory). ``weak_beside`` below; the ranking is unchanged
# memory.search lists a memory found by meaning alone (no query word, not by its kind)
# only when the model puts it this close in absolute terms (plain cosine): standing out
# from this query's scores is not enough for a list a person reads, and in a store under
# semantic.SMALL_STORE every such memory's relevance is 1 (docs/recall.md, "Search").
SEARCH_MIN_COS = 0.30
# Words an assistant's message uses whatever it is about: alone they are no evidence
# that a memory is relevant ("suggest" -> "never suggest Java solutions").
GENERIC_WORDS = frozenset(
    """use using used like likes liked suggest suggests suggestion suggestions call calls
    called calling idea ideas name names named help need needs want wants make makes made
    get gets got give good best better new thing things stuff way ways try tried show tell
    let lets know think find look looking work works set run put take keep start kind sort
    lot lots bit today tomorrow yesterday time times day days please thanks thank ok okay
    sure yes really also maybe something anything everything recommend recommendation
    recommendations option options question questions answer quick simple
    big small little large main last first next year years week weeks month months
    two three four five six seven eight nine ten worked working write writes wrote
    writing written go goes going went gone come comes coming came long short""".split()
)

# Words of a message that carry no topic of its own: thanks, greetings, assent. A message
# made of these and GENERIC_WORDS alone ("ok thanks, that worked", "how are you?",
# "any ideas?") gives recall nothing to look for (:func:`topicless`).
CHAT_WORDS = frozenset(
    """ok okay k thanks thank thx ty cheers cool great perfect awesome nice lovely brilliant
    lol haha hmm yes yeah yep yup nope sure fine alright right np done hello hi hey hiya
    bye goodbye""".split()
)

_BLEND_BASE = 1.0 - IMPORTANCE_W - CONFIDENCE_W - RECENCY_W

# A message that names a kind of setting asks about the user's setting of that kind, in
# whatever words it was stored: "which editor for my work laptop?" wants "User uses VS
# Code at work"; "what should I cook tonight?" wants the user's diet. The word -> the
# structured attribute (with its settings and kinds: preferred_editor@work, diet:halal).
# ("What's for tea?" is the evening meal in British English.)
# (recall22) a dish named: "suggest a quick Thai curry for tonight", "a soup for Sunday" (the diet kind); what the user will
# not eat has a place of its own among a dish's rules (REFUSAL_PLACES, recall24; "ulam", in the Philippines the dish
# eaten with rice)
DISH_WORDS: frozenset[str] = frozenset(
    ("curry", "curries", "soup", "soups", "stew", "stews", "casserole", "casseroles", "risotto", "stirfry", "noodles", "pasta",
     "lasagne", "lasagna", "salad", "salads", "sandwich", "sandwiches", "omelette", "omelettes", "burrito", "burritos", "tacos",
     "paella", "jollof", "pizza", "ulam"))
# (recall24) what a cuisine or a dish is commonly made with: a food the user will not eat that the dish named holds comes
# first among the refusals ("User doesn't eat pork" for "the Chinese place", "User can't stand okra" for a soup), before
# one the model puts closer ("User hates coconut")
DISH_HOLDS: dict[str, frozenset[str]] = {
    "chinese": frozenset("pork peanut peanuts groundnut groundnuts prawn prawns shrimp shellfish msg sesame duck tofu".split()),
    "thai": frozenset("peanut peanuts groundnut groundnuts prawn prawns shrimp chilli chili spicy coconut coriander cilantro".split()),
    "indian": frozenset("chilli chili spicy ghee coconut coriander cilantro lentils paneer".split()),
    "italian": frozenset("cheese mushroom mushrooms olive olives garlic anchovies tomato tomatoes".split()),
    "mexican": frozenset("chilli chili spicy coriander cilantro beans avocado jalapeños jalapenos".split()),
    "japanese": frozenset("fish raw seaweed shellfish prawn prawns shrimp wasabi".split()),
    "korean": frozenset("chilli chili spicy pork kimchi garlic".split()),
    "vietnamese": frozenset("pork coriander cilantro prawn prawns shrimp peanut peanuts".split()),
    "seafood": frozenset("fish shellfish prawn prawns shrimp crab lobster mussels oysters".split()),
    **dict.fromkeys(("curry", "curries"), frozenset("chilli chili spicy coconut coriander cilantro".split())),
    **dict.fromkeys(("soup", "soups", "stew", "stews"), frozenset("okra onion onions celery mushroom mushrooms leek leeks".split())),
    **dict.fromkeys(("pizza", "pasta", "lasagne", "lasagna"), frozenset("cheese mushroom mushrooms olive olives anchovies".split())),
    **dict.fromkeys(("salad", "salads"), frozenset("tomato tomatoes cucumber onion onions olive olives feta".split())),
    # (recall29) what a meal said to be halal or kosher must not hold: "something halal-friendly at a beer hall" wants
    # "User doesn't eat pork" before "User dislikes mushrooms"
    "halal": frozenset("pork bacon ham sausage sausages lard gelatin gelatine alcohol".split()),
    "kosher": frozenset("pork bacon ham lard gelatin gelatine shellfish prawn prawns shrimp lobster crab".split()),
}
CATEGORY_WORDS: dict[str, str] = {
    **dict.fromkeys(DISH_WORDS, "diet"),
    **dict.fromkeys(("editor", "editors", "ide", "ides"), "preferred_editor"),
    **dict.fromkeys(("theme", "themes", "palette", "palettes", "colorscheme", "colourscheme"), "preferred_theme"),
    **dict.fromkeys(("shell", "shells"), "preferred_shell"),
    **dict.fromkeys(("os", "distro", "distros"), "preferred_os"),
    **dict.fromkeys(("browser", "browsers"), "preferred_browser"),
    # "where should I keep my lesson notes?": the app the user keeps notes in
    **dict.fromkeys(("notes", "notebook", "notebooks", "notetaking", "note-taking"), "notes"),
    **dict.fromkeys(("diet", "diets", "cook", "cooking", "recipe", "recipes", "meal", "meals", "dinner", "lunch",
                     "breakfast", "brekkie", "brekky", "dinners", "lunches", "breakfasts", "suppers", "brunches", "restaurant", "restaurants", "eat", "eating", "food", "menu", "dish", "dishes",
                     "snack", "snacks", "grocery", "groceries", "supper", "tea", "dessert", "desserts", "pudding",
                     "puddings", "cake", "cakes", "baking", "bake", "bakes",
                     # what the user drinks or orders out: "is this beer ok for me?", "tapas tonight, what should I order?"
                     "drink", "drinks", "beer", "beers", "pint", "pints", "lager", "cider", "wine", "wines", "alcohol", "tapas", "brunch", "picnic",
                     # (recall43) a drink with alcohol by its name: "can I still have a glass of sake in the evening?"
                     "sake", "whisky", "whiskey", "vodka", "gin", "rum", "soju", "shochu", "baijiu", "prosecco",
                     "champagne", "booze", "liquor",
                     "barbecue", "barbecues", "bbq", "barbie", "grill", "grilling",
                     # (recall24) in the Philippines: the afternoon snack
                     "merienda",
                     # food brought to share: "what can I bring to the potluck?"
                     "potluck", "potlucks", "buffet", "buffets",
                     # a drink made with milk: "can I have a latte before bed?" wants a lactose intolerance
                     "latte", "lattes", "cappuccino", "cappuccinos", "milkshake", "milkshakes", "smoothie",
                     "smoothies", "creamer", "creamers", "dairy", "cheese", "cheeses", "yoghurt", "yogurt",
                     # ... and the rest of a café's milky things: "a hot chocolate at the café, what should I ask for?"
                     # ("milk" alone is also a farm's: the milk price, the milk house)
                     "chocolate", "mocha", "mochas", "milky", "custard", "gelato", "frappuccino", "frappe",
                     # food bought ready to eat: "what can I get at the chippy that won't make me ill?" (a chip shop)
                     "chippy", "chippie", "takeaway", "takeaways", "takeout", "takeouts",
                     # (recall29) what a meal must be: "what can I order at a beer hall that's halal-friendly?" asks the
                     # user's diet and what they will not eat ("User doesn't eat pork"), not a beer's
                     "halal", "kosher"), "diet"),
    # where the user lives answers what the weather is like there and what is near
    **dict.fromkeys(("nearby", "neighbourhood", "neighborhood"), "lives_in"),
}
# "is it going to rain here on Saturday?": the weather where the user is (a weather word names the lives_in kind,
# and the words of time beside it say when it is asked about: _weather_plan)
WEATHER_WORDS: frozenset[str] = frozenset(
    ("weather", "forecast", "rain", "raining", "rainy", "snow", "snowing", "snowy", "frost", "frosty", "storm", "storms",
     "stormy", "heatwave", "drizzle", "drizzly", "hail",
     # weather with a name of its own: "will there be a chinook this week?" (Alberta's warm wind)
     "chinook", "chinooks", "blizzard", "blizzards", "sleet", "thunderstorm", "thunderstorms",
     "humidity", "windchill", "monsoon", "hurricane", "hurricanes", "tornado", "tornadoes",
     # "do I need a brolly tomorrow?" (British for an umbrella; "umbrella" is also a term or a company)
     "brolly", "brollies",
     # weather in the words of a region: "is it going to be dreich here all week?" (Scots: grey and wet), a smirr or
     # a mizzle (fine rain), a muggy or sweltering day, a downpour
     "dreich", "smirr", "mizzle", "mizzly", "muggy", "sweltering", "downpour", "downpours"))
CATEGORY_WORDS.update(dict.fromkeys(WEATHER_WORDS, "lives_in"))
# ... and what else answers a question of that kind: a food allergy is a diet's constraint
# ("what should I make for dinner?" wants "User is allergic to shellfish"; an allergy to
# pollen or penicillin is not about food and is not brought in).
FOOD_ALLERGENS: frozenset[str] = frozenset(
    "shellfish crustaceans molluscs prawns prawn shrimp shrimps lobster crab mussels oysters "
    "peanuts peanut groundnuts groundnut nuts nut almonds almond cashews cashew walnuts walnut hazelnuts pecans "
    "pistachios gluten wheat dairy milk lactose cheese eggs egg fish salmon tuna sesame soy "
    "soya celery mustard lupin sulphites sulfites kiwi strawberries corn".split()
)
# A drink with alcohol in it is no meal and holds no milk: "can I have a glass of wine with my meds?" brought "User is
# lactose intolerant" first, as a meal's rule. When every word naming the diet kind is one of these, the kind brings
# the diet and what else answers it except what is about milk (DAIRY_CONDITIONS, DAIRY_ALLERGENS), and no meal rules.
ALCOHOL_WORDS: frozenset[str] = frozenset("beer beers pint pints lager cider wine wines alcohol sake whisky whiskey vodka gin rum "
                                          "soju shochu baijiu prosecco champagne booze liquor".split())
# (recall43) ... and the drinking said around it: "can I still drink a glass of sake?" is a drink with alcohol only
DRINKING_WORDS: frozenset[str] = frozenset({"drink", "drinks"})
# What only food or a drink made with milk asks about (a medicine question does not: the medication kind leaves it out)
DAIRY_CONDITIONS: frozenset[str] = frozenset({"lactose intolerance"})
DAIRY_ALLERGENS: frozenset[str] = frozenset("dairy milk lactose cheese".split())
# A developer's kinds (kinds that are not attributes: only what CATEGORY_ALSO lists is fetched).
TEST_TOOLS: frozenset[str] = frozenset(
    "pytest unittest nose jest vitest mocha jasmine rspec minitest junit testng xunit nunit cypress playwright "
    "selenium hypothesis".split()
)
DEPLOY_TARGETS: frozenset[str] = frozenset(
    "fly.io fly vercel netlify heroku render railway aws gcp azure kubernetes k8s ecs lambda cloudflare "
    "digitalocean hetzner".split()
)
CATEGORY_WORDS.update({
    **dict.fromkeys(("test", "tests", "testing", "unittest", "unittests", "tdd", "fixture", "fixtures"), "tests"),
    **dict.fromkeys(("install", "installing", "installed"), "install"),
    **dict.fromkeys(("dependency", "dependencies", "lockfile"), "packages"),
    **dict.fromkeys(("deploy", "deploys", "deploying", "deployment", "deployments"), "deploy"),
    # a stack named by its language or framework: its package manager is how it is set up
    # (not words of everyday English: "react", "node", "express", "angular" are left out)
    **dict.fromkeys(("javascript", "typescript", "js", "nodejs", "nextjs", "reactjs", "vue", "vuejs", "nuxt",
                     "svelte", "sveltekit", "vite", "npm"), "js_stack"),
    **dict.fromkeys(("python", "django", "flask", "fastapi", "venv", "virtualenv", "pypi"), "python_stack"),
    # what the user does for a living or studies: their role and where they hold it
    **dict.fromkeys(("job", "jobs", "career", "careers", "profession", "colleague", "colleagues", "coworker",
                     "coworkers", "shift", "shifts", "exam", "exams", "semester", "coursework", "thesis"), "work"),
    **dict.fromkeys(("apartment", "apartments"), "lives_in"),
    # what the user is and where: a bio or CV is written from it, a tax or invoice question depends on it
    **dict.fromkeys(("bio", "bios", "biography", "cv", "resume", "résumé", "linkedin", "tax", "taxes", "vat",
                     "invoice", "invoices", "invoicing"), "about"),
    **dict.fromkeys(("headphones", "headphone", "earphones", "earbuds", "airpods", "headset", "headsets", "hearing",
                     # "a loud gig on Friday, anything I should bring for my ears?" ("ear" alone: "play it by ear")
                     "ears", "earplugs", "earplug", "eardrum", "eardrums"), "hearing"),
    # "draft a note to my boss": who the user reports to (stored as the attribute manager)
    **dict.fromkeys(("boss", "bosses"), "manager"),
    # "what can I do this weekend with the family?": the people (and pets) the user lives their life with
    **dict.fromkeys(("family", "families", "household"), "family"),
    **dict.fromkeys(("exercise", "exercises", "exercising", "workout", "workouts", "fitness", "cardio", "sport",
                     "sports", "stamina", "stretch", "stretches", "stretching", "mobility", "physio",
                     "physiotherapy",
                     # an exercise named that has no other everyday sense ("run" and "hike" have: code, prices)
                     "jog", "jogs", "jogging", "gym", "gyms", "hiking",
                     # (lead50) hikes by a region's word ("tramping", "bushwalking"); walks taken: _WALKS_TAKEN
                     "hikes", "tramping", "bushwalk", "bushwalks", "bushwalking", "trekking", "treks"), "exercise"),
    **dict.fromkeys(("medication", "medications", "medicine", "medicines", "meds", "pill", "pills", "tablets",
                     "prescription", "prescriptions", "dose", "dosage",
                     # "can I pop some ibuprofen for this headache?": a painkiller named
                     "painkiller", "painkillers", "ibuprofen", "aspirin", "paracetamol", "acetaminophen", "naproxen",
                     "advil", "nurofen", "tylenol", "aleve", "motrin"), "medication"),
    # "make me a chart of my sales": what the user sees (or does not) decides how it is drawn
    **dict.fromkeys(("chart", "charts", "graph", "graphs", "plot", "plots", "diagram", "diagrams", "infographic",
                     "infographics", "slides", "slideshow", "visualisation", "visualization", "visualisations",
                     "visualizations", "colours", "colors", "colour", "color", "heatmap", "dashboard", "dashboards",
                     "logo", "poster", "flyer"), "visual"),
})
# What the user sees with: a visual request recalls it ("User is colour blind"; values as the rules store them)
VISION_CONDITIONS: frozenset[str] = frozenset({
    "colour blind", "color blind", "colourblind", "colorblind", "blind", "registered blind", "partially blind",
    "partially sighted", "visually impaired", "sight impaired", "blind in one eye", "blind in my left eye",
    "blind in my right eye", "short sighted", "near sighted", "nearsighted", "long sighted", "far sighted", "farsighted",
})
JS_PACKAGE_MANAGERS: frozenset[str] = frozenset("npm pnpm yarn bun".split())
PY_PACKAGE_MANAGERS: frozenset[str] = frozenset("pip poetry uv pipenv conda pdm".split())
PACKAGE_MANAGERS: frozenset[str] = frozenset(
    "npm pnpm yarn bun pip poetry uv pipenv conda pdm cargo gem composer brew homebrew".split()
)
_PACKAGE_MANAGERS = (("js_package_manager", None), ("python_package_manager", None), ("uses", PACKAGE_MANAGERS),
                     ("prefers", PACKAGE_MANAGERS))
CATEGORY_ALSO: dict[str, tuple[tuple[str, frozenset[str] | None], ...]] = {
    "diet": (("allergic_to", FOOD_ALLERGENS), ("condition", DIET_CONDITIONS)),
    "tests": tuple((a, TEST_TOOLS) for a in ("prefers", "uses", "likes")),
    "install": (("preferred_os", None),),  # how to install depends on the system
    "packages": _PACKAGE_MANAGERS,
    "deploy": tuple((a, DEPLOY_TARGETS) for a in ("uses", "prefers")),
    "notes": tuple((a, NOTES_APPS) for a in ("uses", "prefers", "likes")),
    # (and the job the user is to start: "User is starting at the infirmary on 1 August", plan:works_at)
    "work": (("job_title", None), ("works_at", None), ("side_job", None), ("plan:works_at", None)),
    "about": (("job_title", None), ("works_at", None), ("side_job", None), ("lives_in", None)),
    # a medicine question: what the user takes, their conditions (not one about milk: CATEGORY_ALSO_EXCEPT), their
    # allergies
    "medication": (("takes", None), ("condition", None), ("allergic_to", None)),
    "js_stack": (("js_package_manager", None), ("uses", JS_PACKAGE_MANAGERS), ("prefers", JS_PACKAGE_MANAGERS)),
    "python_stack": (("python_package_manager", None), ("uses", PY_PACKAGE_MANAGERS), ("prefers", PY_PACKAGE_MANAGERS)),
    "visual": (("condition", VISION_CONDITIONS),),
    # "suggest a workout for me": a bad knee or asthma decides what suits, and what the user likes doing and when
    "exercise": (("condition", EXERCISE_CONDITIONS), ("prefers", EXERCISE_LIKED), ("likes", EXERCISE_LIKED)),
    # "can I help unload the feed sacks?": what the body carrying the load allows (_LIFTING)
    "lifting": (("condition", EXERCISE_CONDITIONS),),
    # "what headphones would work for me?": what the user hears, and what they hear with
    "hearing": (("condition", HEARING_CONDITIONS), ("uses", frozenset({"hearing aid", "hearing aids"}))),
}
# ... and, for a drink with alcohol only (ALCOHOL_WORDS), what else answers the diet kind
# (recall43: and what alcohol does not go with: a blood thinner or the heart rhythm it is taken for, "can I still drink a
# glass of sake in the evening?" wants "User takes warfarin", "User has atrial fibrillation")
ALCOHOL_CONDITIONS: frozenset[str] = frozenset({"atrial fibrillation", "epilepsy", "liver disease", "fatty liver",
                                                "pancreatitis"})
ALCOHOL_MEDICINES: frozenset[str] = frozenset(
    {"warfarin", "apixaban", "eliquis", "rivaroxaban", "xarelto", "edoxaban", "dabigatran", "pradaxa", "coumadin",
     "blood thinners", "blood thinner", "anticoagulants", "metformin", "metronidazole", "antidepressants", "sertraline",
     "citalopram", "fluoxetine", "lithium", "antibiotics", "sleeping pills", "diazepam", "tramadol", "codeine"})
DRINK_ALSO: tuple[tuple[str, frozenset[str] | None], ...] = (
    ("allergic_to", FOOD_ALLERGENS - DAIRY_ALLERGENS),
    ("condition", (DIET_CONDITIONS - DAIRY_CONDITIONS - {"hypothyroidism"}) | ALCOHOL_CONDITIONS),
    ("takes", ALCOHOL_MEDICINES))
# ... and, for a kind that brings every value of an attribute (None above), the values it leaves out
CATEGORY_ALSO_EXCEPT: dict[tuple[str, str], frozenset[str]] = {("medication", "condition"): DAIRY_CONDITIONS}
# ... and the habits whose schedule names an activity of the kind ("How can I fit more exercise
# into my week?" wants "User runs five kilometres every morning", attribute schedule:run five kilometres).
EXERCISE_ACTIVITIES: frozenset[str] = frozenset(
    "run jog swim cycle bike ride gym yoga pilates hike climb boulder lift row dance box train tennis football soccer "
    "basketball badminton squash golf parkrun crossfit spin skate ski surf walk stretch workout "
    # (a training said by its gear or its sport: "User does kettlebells after work", "User plays pickup hockey")
    "kettlebell weights hockey rugby netball volleyball cricket karate judo martial hiit zumba barre calisthenics".split())
CATEGORY_PREFIXES: dict[str, frozenset[str]] = {
    # (and an activity said with where or when first: "a home workout in the mornings", "a morning run")
    "exercise": frozenset(f"schedule:{a}" for a in EXERCISE_ACTIVITIES)
    | frozenset(f"schedule:{w} {a}" for w in ("home", "morning", "evening", "long", "short", "daily", "weekly")
                for a in ("workout", "run", "walk", "swim", "ride", "stretch"))
    | frozenset(f"schedule:pickup {a}" for a in ("hockey", "basketball", "soccer", "football", "volleyball", "game")),
    "schedule": frozenset({"schedule:"}),  # every habit kept on a day or at a time
}
# "which days am I free next week?", "what is on my calendar?": the user's habits with a schedule
# ("User volunteers at the Men's Shed on Tuesdays and Thursdays") say when the user is not free
# ("when is a good time to phone me?", "when can people reach me?": when the user is free to be reached,
# "User works night shifts and sleeps during the day")
_FREE_WHEN = re.compile(r"\b(?:am\s+I|I'm|I\s+am)\s+(?:free|busy|available)\b"
                        # "have I anything on that evening?", "do I have anything on Friday?", "have I got anything booked?"
                        r"|\b(?:have\s+I|do\s+I\s+have|have\s+I\s+got)\s+(?:got\s+)?anything\s+(?:on|planned|booked|arranged)\b"
                        r"|\bmy\s+(?:weekly\s+)?(?:schedule|diary|calendar|availability)\b"
                        r"|\b(?:good|best|right|convenient)\s+time\s+(?:for\s+\w+\s+)?to\s+(?:call|phone|ring|text|reach"
                        r"|visit|contact|message|see)\s+(?:me|us)\b"
                        r"|\bwhen\s+(?:can|should|could|would)\s+\w+\s+(?:call|phone|ring|text|reach|visit|contact)\s+(?:me|us)\b"
                        # "which evening could I fit in a pub quiz?", "can I squeeze in a run?", "… at nine, can I make it?"
                        r"|\b(?:which|what)\s+(?:day|evening|night|morning|afternoon|weekend)s?\s+(?:could|can|should|would|am)\s+I\b"
                        # "will that clash with anything?", "does it conflict with my week?", "am I double-booked?"
                        r"|\b(?:clash|clashes|conflict|conflicts|overlap|overlaps)\s+with\s+(?:anything|something|my\b|any\s+of\s+my)"
                        r"|\bdouble[\s-]booked\b"
                        r"|\b(?:could|can|should|would|do)\s+I\s+(?:still\s+)?(?:fit|squeeze)\s+in\b|\b(?:can|could|will)\s+I\s+make\s+it"
                        r"(?=\s*(?:[?.!,]|$|(?:on|at|by|in\s+time|to\s+(?:the|a|an)|tonight|tomorrow)\b))"
                        # "the plumber can only come after six, will I be home for him?", "will I be around on Friday?"
                        r"|\b(?:will|would|am)\s+I\s+(?:even\s+)?be\s+(?:at\s+)?(?:home|around|in|back)\s+(?:for|by|on|at|then|in\s+time"
                        r"|that)\b|\b(?:will|would|am)\s+I\s+be\s+(?:at\s+)?(?:home|around|back)\s*[?]",
                        re.I)
SQL_CATEGORY_PREFIXES = """
    SELECT m.id FROM json_each(:prefixes) AS p
    CROSS JOIN memories AS m INDEXED BY memories_attr
      ON m.subject = 'user' AND m.attribute >= p.value AND m.attribute < p.value || '~'
    WHERE m.superseded_by IS NULL AND m.polarity > 0
    ORDER BY m.id DESC LIMIT 8
"""
# "any bouldering spots near me?", "what's on around here?": where the user lives, said as a phrase
# (lead50) a walk taken for its own sake: "good walks near me for a day out", "a gentle walk by the lake", "going for a
# walk"; not "walks me through the code", "a walk-in clinic", "walk the dog" (the dog's walk is the dog's)
_WALKS_TAKEN = re.compile(r"\b(?:good|nice|easy|short|long|scenic|coastal|bush|forest|lake|river|beach|hill|country|day|nature"
                          r"|flat|gentle|sunday|weekend|evening|morning)\s+walks?\b(?!-)"
                          r"|\bwalks?\s+(?:near|around|close\s+to|in\s+the|for\s+(?:a|the)\s+(?:day|weekend|morning|afternoon))\b"
                          r"|\b(?:go|going|went)\s+for\s+(?:a\s+)?(?:\w+\s+)?walk\b", re.I)
_NEAR_ME = re.compile(r"\b(?:near|nearest|close\s+to|around)\s+(?:me|here|us|home|my\s+(?:place|home|flat|house|apartment))\b"
                      # (recall30) "supper spots near my block", "around my estate", "in my area", "in my neighbourhood"
                      r"|\b(?:near|close\s+to|around|by)\s+(?:my|our)\s+(?:block|estate|building|street|road|area|condo)\b"
                      r"|\bin\s+(?:my|our)\s+(?:area|estate|part\s+of\s+town)\b"
                      # (recall31) "which hospitals in the county town…?", "a good dentist in our market town": the town
                      # that serves where the user lives (not "the county town of Devon", "a market town in Spain")
                      r"|\bin\s+(?:the|our)\s+(?:county|local|nearest|market|nearby|district)\s+(?:town|city)\b(?!\s+of\b)"
                      # (recall21) "what's the nearest swimming pool to me?", "the closest GP to us": the thing named between
                      r"|\b(?:nearest|closest)\s+(?:[\w'-]+\s+){1,3}?(?:to|from)\s+(?:me|here|us|home|my\s+(?:place|home|flat|house"
                      r"|apartment))\b"
                      # "any bakeries walking distance from my place?", "within walking distance": from where the user lives
                      r"|\bwalking\s+distance\s+(?:from|of|to)\s+(?:me|here|us|home|my\s+(?:place|home|flat|house|apartment))\b"
                      r"|\bwithin\s+walking\s+distance\b"
                      r"|\b(?:in\s+my\s+area|where\s+(?:i|we)\s+live|in\s+my\s+(?:(?:new|adopted|own)\s+)?(?:city|town|neighbou?rhood))\b"
                      # "when does the snow stay for good where I am?", "… where I am on Saturday?": the place the user is in
                      # (a day, not "where I am on the waiting list")
                      r"|\bwhere\s+(?:i\s+am|i'm|we\s+are|we're)\s*(?:[?.!,]|$|(?:on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day"
                      r"|(?:this|next|over\s+the)\s+(?:week|weekend|morning|afternoon|evening)|today|tonight|tomorrow)\b)", re.I)
# "how do I use the tube here?", "is the metro safe at night round here?", "how late does the U-Bahn run in this
# city?": a city's own transit, asked about where the user is (the place they live; the transit word alone is no
# question about the home: "the tube in London" names its city; "the tube", not "a tube of glue")
_TRANSIT = (r"(?:the\s+(?:tube|underground)(?!\s+of\b)|metro|subway|u-?bahn|s-?bahn|(?-i:BART|MTR|MRT|MARTA|SEPTA|Muni|the\s+L|the\s+El)"
            r"|trams?|streetcars?|light\s+rail|overground|skytrain|vaporetto|buses|bus\s+(?:network|system|pass|routes?))")
_TRANSIT_HERE = re.compile(r"\b" + _TRANSIT + r"\b[^.?!]{0,40}?\b(?:here|round\s+here|around\s+here|in\s+(?:this|my|our)\s+"
                           r"(?:(?:new|adopted|own)\s+)?(?:city|town))\b"
                           r"|\b(?:here|in\s+(?:this|my|our)\s+(?:(?:new|adopted|own)\s+)?(?:city|town))\b[^.?!]{0,40}?\b"
                           + _TRANSIT + r"\b", re.I)
# "how cold does it get here in January?", "how hot is it in August?": the weather where the user lives
# ("cold" and "hot" alone name a drink, a shower or an illness too)
_HOW_WEATHER = re.compile(r"\bhow\s+(?:cold|hot|warm|chilly|humid|windy|wet|snowy|rainy)\s+(?:does|will|is|was|did|do|gets?)\s+it\b",
                          re.I)
# "is it gonna pour down on Saturday?", "it'll chuck it down later": rain said in everyday words, of "it" (not "pour
# it down the sink")
_WEATHER_SAID = re.compile(r"\bit(?:'ll|'s)?\s+(?:\w+\s+){0,2}?(?:pour|pouring|chuck|chucking|bucket|bucketing|tip|tipping"
                           r"|teem|teeming)(?:\s+it)?\s+down\b"
                           # "is it going to pour here this evening?", "will it pour later?", "it's pouring again": rain, of
                           # "it" with nothing poured (not "pour it into a bowl", "is it pouring out of the pipe?")
                           r"|\b(?:(?:is|will|does|did|was)\s+it|it(?:'s|'ll|\s+is|\s+will))\s+(?:(?:going\s+to|gonna|meant\s+to"
                           r"|supposed\s+to|likely\s+to|still|really|just)\s+)?(?:pour|pouring|teem|teeming|bucket|bucketing"
                           r"|pelt|pelting)\b(?!\s+(?:it|them|the|that|this|some|a|an|out|in|into|over|on|off|away|from|through))",
                           re.I)
# A weather question says when it asks about, in words of time that are no topic: "will it rain where I am this
# weekend?" brought "User mows the lawn every other weekend" and four more weekends, not the home
_TIME_WORDS: frozenset[str] = frozenset(
    [d.lower() for d in calendar.day_name] + [d.lower() + "s" for d in calendar.day_name]
    + [m.lower() for m in calendar.month_name if m]
    + """today tonight tomorrow weekend weekends weekday weekdays morning mornings afternoon afternoons evening evenings
    night nights week weeks month months later""".split())
# ... and "how cold does it get here in January?" is about the weather, not the memories holding "cold"
_HOW_WEATHER_WORDS: frozenset[str] = frozenset("cold hot warm chilly humid windy wet snowy rainy".split())


_TIME_WORD = re.compile(r"\b(?:" + "|".join(sorted(_TIME_WORDS, key=len, reverse=True)) + r")\b", re.I)


def _asks_weather(words: Sequence[str], query: str) -> bool:
    """Whether ``query`` (its lower-cased ``words``) asks about the weather."""
    return bool(any(w in WEATHER_WORDS for w in words) or _HOW_WEATHER.search(query) or _WEATHER_SAID.search(query))


def _time_is_when(words: Sequence[str], query: str) -> bool:
    """Whether the words of time of ``query`` say when, not what: it asks about the weather, or for time off ("who do
    I ask for Friday off?" is no question about what the user does on Fridays)."""
    return _asks_weather(words, query) or bool(_TIME_OFF_CUED.search(query))


def meaning_text(query: str) -> str:
    """The text of ``query`` the model reads: without its words of time when it asks about the weather (by meaning
    too, "will it rain where I am at the weekend?" is near "User mows the lawn at the weekend")."""
    if not _time_is_when(_WORD_RE.findall(query.lower()), query):
        return query
    return " ".join(_TIME_WORD.sub(" ", query).split())


def _weather_plan(plan: QueryPlan, query: str) -> QueryPlan:
    """``plan`` without the words of time (and the "how cold" of ``_HOW_WEATHER``) when ``query`` asks about the
    weather: they say when the weather is asked about, and the lives_in kind brings where. Its named periods go too
    (they are the weather's, not when a memory was told)."""
    if not _time_is_when(plan.terms, query):
        return plan
    how = _HOW_WEATHER.search(query)
    drop = _TIME_WORDS | (_HOW_WEATHER_WORDS if how else frozenset())
    kept = [(t, ph) for t, ph in zip(plan.terms, plan.phrases, strict=True) if t not in drop]
    return msgspec.structs.replace(plan, terms=tuple(t for t, _ in kept), phrases=tuple(ph for _, ph in kept), spans=())


# "what Christmas foods from the old country could I make?", "traditions I never had growing up", "flights back
# home": where the user comes from (the attribute hometown: "User grew up in Norway", "User was born in Nigeria")
_ORIGIN = re.compile(r"\b(?:the\s+old\s+country|back\s+home|(?:my|our)\s+(?:home\s+country|homeland|home\s+town|hometown"
                     r"|roots|heritage|mother\s+tongue|native\s+(?:country|language|tongue))"
                     # ("back in my tierra", "mi pueblo", "my país": the homeland in Spanish words)
                     r"|(?:my|our|mi)\s+(?:tierra|terruño|patria|pueblo|país|pais|tierrita)"
                     r"|where\s+(?:I'm|I\s+am|I\s+was|we're|we\s+are)\s+(?:from|born|raised)|where\s+(?:I|we)\s+grew\s+up)\b"
                     # ("the fish dishes I had as a kid", "what I ate when I was little": a childhood is spent somewhere)
                     r"|\b(?:I|we)\b[^.?!]{0,40}\b(?:growing\s+up|as\s+(?:a\s+kid|kids|a\s+child|children|a\s+little\s+(?:girl|boy)))\b"
                     r"|\b(?:when|where)\s+(?:I\s+was|we\s+were)\s+(?:little|small|young|a\s+kid|kids|a\s+child|children)\b"
                     # "I miss the city I was raised in", "the town we grew up in", "where I was brought up"
                     r"|\bthe\s+(?:city|town|village|place|country|island|area)\s+(?:I|we)\s+(?:was\s+|were\s+)?(?:raised|brought\s+up"
                     r"|grew\s+up|born)\s+in\b|\bwhere\s+(?:I|we)\s+(?:was|were)\s+brought\s+up\b"
                     # (recall40) "the roof of my childhood house is leaking", "our childhood village": the place grown up in
                     r"|\b(?:my|our)\s+childhood\s+(?:home|house|village|town|city|street|neighbou?rhood|farm)\b", re.I)
# "can I help unload the feed sacks?", "any tips for heavy lifting?": carrying a load is exercise for the body
# that does it (the conditions that decide it: "User cannot lift more than 50 pounds since back surgery" is
# condition:bad back); not the exercise habits
_LIFTING = re.compile(r"\bheavy\s+lifting\b|\b(?:lift|lifting|carry|carrying|unload|unloading|haul|hauling|shift|shifting"
                      r"|heave|heaving|stack|stacking)\s+(?:\w+\s+){0,3}?(?:sacks?|bags?|boxes|furniture|bales?|crates?|logs?"
                      r"|firewood|kegs?|slabs?|pavers|heavy"
                      # "can I carry the new washing machine up the stairs?", "help shift a sofa": an appliance or a piece
                      # of furniture moved by hand
                      r"|washing\s+machines?|dishwashers?|fridges?|fridge[\s-]freezers?|freezers?|tumble\s+dryers?|cookers?"
                      r"|ovens?|sofas?|couch(?:es)?|wardrobes?|mattress(?:es)?|dressers?|piano|radiators?|boilers?"
                      # (recall34) "carry a sheet of plywood up the stairs", "hauling the lumber in": building
                      # materials moved by hand
                      r"|plywood|drywall|plasterboard|sheetrock|gyprock|mdf|osb|lumber|timber|joists?|cement|concrete)\b"
                      r"|\b(?:move|moving)\s+(?:\w+\s+){0,3}?(?:washing\s+machines?|dishwashers?|fridges?"
                      r"|fridge[\s-]freezers?|freezers?|tumble\s+dryers?|cookers?|sofas?|couch(?:es)?|wardrobes?|mattress(?:es)?|piano)"
                      r"\s+(?:up|down|into|out|onto|in)\b"
                      r"|\b(?:carry|carrying|lug|lugging|haul|hauling|drag|dragging)\s+(?:\w+\s+){1,4}?(?:up|down)\s+(?:the\s+|two\s+"
                      r"|three\s+)?(?:stairs|flights?|steps)\b", re.I)
# ... and what a body recovering says of it ("User can't lift more than 10 kg after a hernia operation", "User must
# avoid heavy lifting", "User has a slipped disc"): memories said so, with no attribute
_LIFT_LIMIT = re.compile(r"^User\b.*\b(?:lift|lifting|hernias?|slipped\s+disc|herniated|prolapsed\s+disc|back\s+(?:surgery"
                         r"|operation|injury))\b")
# "is my team playing on Thanksgiving?", "when do my team play next?": the team the user supports, however
# said ("User roots for the Green Bay Packers", "User follows the Hawthorn Hawks", "User is a Celtic supporter");
# "my team" at work is no team that plays (a match, a game, a season, a fixture is)
_MY_TEAM = re.compile(r"\bmy\s+(?:(?:footy|football|soccer|rugby|hockey|baseball|basketball|cricket|netball|home|local)\s+)?team"
                      r"\b(?=[^.?!]{0,40}\b(?:play|plays|playing|played|game|games|match|matches|win|won|winning|lose|lost"
                      r"|losing|score|season|fixtures?|kick[\s-]?off|final|derby|league|on\s+tv|watch)\b)"
                      r"|\bmy\s+(?:footy|football|soccer|rugby|hockey|baseball|basketball|cricket|netball)\s+team\b", re.I)
# "what time is Galo playing on Sunday?", "when are Arsenal playing next?": a side named (capitals) and its fixture
# (a day, a time or an opponent follows: not "when is Adele playing in Dublin")
_SIDE_PLAYING = re.compile(r"\b(?:[Ww]hat\s+time|[Ww]hen)\s+(?:is|are|do|does)\s+(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}"
                           r"\s+(?:play|playing|kick\s+off|kicking\s+off)\s+(?:(?:on|this|next|at)\s+)?(?i:(?:mon|tues|wednes|thurs"
                           r"|fri|satur|sun)day)\b|\b(?:[Ww]hat\s+time|[Ww]hen)\s+(?:is|are|do|does)\s+(?:the\s+)?[A-Z][\w'-]*"
                           r"(?:\s+[A-Z][\w'-]*){0,2}\s+(?:play|playing|kick\s+off|kicking\s+off)\s+(?i:(?:next|tonight|today"
                           r"|tomorrow|this\s+weekend)\b|(?:against|vs\.?|v)\s)")
# (recall30) ... or a side by a nickname, in lower case too ("what time the reds playing this weekend?", "when are the
# gunners playing tonight?"), or a side named watched at play ("where can I watch the Reds play on Saturday?"; not
# "watch the kids play", "watch the Beatles play": a day or a time must follow)
_SIDE_PLAYING_ALSO = re.compile(_SIDE_PLAYING.pattern + r"|\b(?:[Ww]hat\s+time|[Ww]hen)\s+(?:is\s+|are\s+|do\s+|does\s+)?the\s+"
                                r"(?!kids\b|children\b|boys\b|girls\b|band\b)[a-z]+s\s+(?:play|playing|kick\s+off|kicking\s+off)\s+"
                                r"(?:this\s+weekend|tonight|today|tomorrow|next|on\s+(?i:(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b"
                                r"|\b(?:watch|catch|see)\s+(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}\s+(?:play|playing)\s+"
                                r"(?:(?:on|this|next)\s+)?(?i:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|today|tomorrow"
                                r"|this\s+weekend)\b"
                                # (recall31) "when do our national eleven play their next qualifier?", "what time is my
                                # country's rugby side playing?": the user's own nation's side asked at play (not "our
                                # national team played well", "our team plays five-a-side at work")
                                r"|\b(?:[Oo]ur|[Mm]y)\s+(?:national|country['’]s)\s+(?:(?:football|rugby|cricket|hockey|netball)\s+)?"
                                r"(?:side|team|eleven|XI|squad)\s+(?:play|playing|kick\s+off|kicking\s+off)\b")
# (recall27) "is there a match on at the stadium this weekend?", "is there a game on tonight I can watch?", "any games on
# today?": a fixture asked with no side named is the side the user follows ("User supports Leeds United"); not "is there
# a game on Steam like this", "a match on the dating app"
_GAME_ON = re.compile(r"\b(?:is\s+there|are\s+there|any)\s+(?:a\s+|an\s+|any\s+)?(?:(?:big|home|away|good)\s+)?(?:games?|match"
                      r"|matches|fixtures?)\s+on\b(?=\s*(?:tonight|today|tomorrow|this|later|now|at\s+(?!(?:steam|netflix)\b)"
                      r"|[?,.!]|$|I\b|we\b|that\s+(?:I|we)\b))", re.I)
# (this and the kinds' other full-text lookups below are ordered by the index's own rowid, the memory's id, as
# SQL_LIVES_SAID is: FTS5 hands its matches newest first and the LIMIT stops the scan; ordered by m.id, every match
# was gathered and sorted in a temporary B-tree, 15 to 53 ms a lookup at 300,000 memories; tests/test_fts_newest_first.py)
SQL_SAID = """
    SELECT m.id, m.summary FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH :match AND m.superseded_by IS NULL AND (m.polarity > 0 OR :stopped)
      AND m.type IN (SELECT value FROM json_each(:types))
    ORDER BY f.rowid DESC LIMIT 8
"""
# (recall46) A country named (capitals) after a word of going, sending or being there, in a message of the user's own ("what
# should I pack for Spain?", "how can I send a package to Spain", "is it hot in Greece in June for us?"): the towns of it the
# user's memories name (TOWNS_OF); not a question of the country alone ("what is the capital of Spain?", "the population
# of Japan": no I, me, my, we or our), nor its adjective ("the Spanish league")
_COUNTRY_OF_MINE = re.compile(r"\b(?:to|in|for|from|around|across|through|visit|visiting|into|of)\s+(?:the\s+)?((?-i:[A-Z])[a-z]+"
                              r"(?:\s+(?-i:[A-Z])[a-z]+)?)\b", re.I)
_MINE = re.compile(r"\b(?:I|I['’]m|I['’]ll|I['’]ve|me|my|we|we['’]re|we['’]ll|us|our)\b", re.I)
_TOWN_TYPES = '["project", "episode", "decision", "identity", "goal", "relationship", "habit"]'


def _countries_of_mine(query: str) -> list[str]:
    """The countries of TOWNS_OF ``query`` names as the user's own business (_COUNTRY_OF_MINE, _MINE)."""
    if not _MINE.search(query):
        return []
    out: list[str] = []
    for m in _COUNTRY_OF_MINE.finditer(query):
        name = m.group(1).lower()
        if name not in TOWNS_OF and name.split()[0] in TOWNS_OF:
            name = name.split()[0]
        if name in TOWNS_OF and name not in out and not _QUESTION_OF_IT.search(query[:m.start(1)]):
            out.append(name)
    return out


# "the capital of Spain", "the population of Japan", "the history of Greece": the country itself, a question of fact
_QUESTION_OF_IT = re.compile(r"\b(?:capital|population|history|president|prime\s+minister|king|queen|currency|flag|language"
                             r"|anthem|area|size|government|economy|geography|map|climate)\s+(?:city\s+)?of\s+(?:the\s+)?$", re.I)
# ... a team supported is named (capitals): "follows the Hawthorn Hawks", not "follows a low-FODMAP diet"
_FAN_OF = re.compile(r"^User\s+(?:(?:still|always|really)\s+)?(?:roots\s+for|follows|supports|cheers\s+(?:for|on))\s+(?:the\s+)?[A-Z]"
                     r"|^User\s+is\s+an?\s+(?:\w+\s+){0,2}?(?:fan|supporter)\s+of\s+(?:the\s+)?[A-Z]"
                     r"|^User\s+is\s+an?\s+(?:\w+\s+){0,2}?[A-Z]\w*(?:\s+[A-Z]\w*)*\s+(?:fan|supporter)\b")
# "help me write my resignation letter", "a letter telling the head I'm quitting", "how much notice do I have to give?":
# leaving the job ("quitting" alone, not "quitting smoking": what follows it is a time, a place of work or nothing)
_LEAVING_JOB = re.compile(r"\bresign(?:ation|ing|ed)?\b|\bhand(?:ing)?\s+in\s+my\s+notice\b|\bmy\s+notice\s+period\b"
                          r"|\bhow\s+much\s+notice\b|\bleaving\s+my\s+job\b"
                          # (recall44) "before I find new work", "while I look for another job", "between jobs": the job
                          # lost or left (not "find new work boots", "a new job for the cron")
                          r"|\b(?:find|finding|found|get|getting|look\s+for|looking\s+for|search(?:ing)?\s+for)\s+(?:a\s+)?"
                          r"(?:new|another|other)\s+(?:work|job|employment)\b(?!\s+(?:boots|shoes|clothes|laptop|desk|for\s+(?:the|my|this)\s+(?:cron|script|build)))"
                          r"|\bbetween\s+jobs\b|\bout\s+of\s+work\b"
                          r"|\b(?:I'm|I\s+am|I'll|I\s+will|I've|I\s+have|I\s+want\s+to|I'd\s+like\s+to)\s+(?:\w+\s+)?quit(?:ting)?"
                          r"(?:\s+(?:my|the|this)\s+(?:job|work|role|post|position|company|firm))?"
                          r"(?=\s*(?:[?.!,]|$|(?:on|at|in|next|this|after|before|from|when)\b))", re.I)
# ... the user's plan or decision to leave where they work, named ("User plans to leave Beaumont Leys School at the
# end of term", "User decided to quit their job"; not "User decided to leave the book club")
_LEAVING_PLAN = re.compile(r"^User\s+(?:\w+\s+){0,3}?(?:leave|leaving|quit|quitting|resign|resigning|hand\s+in)\s+"
                           r"(?:(?:their|his|her|the|a)\s+(?:\w+\s+)?(?:job|work|role|post|position|company|firm|employer"
                           r"|notice)\b|[A-Z])")
# "any podcasts for picking up a new language?", "an app for practising a language": the language the user is
# learning ("User wants to learn Japanese before visiting Tokyo"; not "User speaks Spanish", not "learn to cook")
_NEW_LANGUAGE = re.compile(r"\b(?:learn(?:ing)?|pick(?:ing)?\s+up|practi[sc](?:e|ing)|study(?:ing)?|brush(?:ing)?\s+up\s+on)\s+"
                           r"(?:a|an|my|another)\s+(?:\w+\s+){0,2}?language\b"
                           r"|\blanguage[\s-](?:learning|lessons?|apps?|exchanges?|courses?|classes|tutors?|partners?)\b"
                           # "tips to remember vocabulary faster", "verb conjugations keep tripping me up": what a
                           # language learner drills (the language the user is learning)
                           r"|\b(?:remember|memori[sz]e|learn|learning|revise|revising|drill|drilling)\s+(?:new\s+|more\s+)?vocab(?:ulary)?\b"
                           r"|\bvocab(?:ulary)?\s+(?:lists?|flashcards?|apps?|drills?)\b|\bverb\s+conjugations?\b", re.I)
# (recall27) "a birthday message to my aunt in my mother tongue", "my first language": the languages the user speaks
# ("User speaks Twi", "User is fluent in Punjabi"); not "the first language I learnt to code in"
_MY_LANGUAGE = re.compile(r"\bmother\s+tongue\b|\b(?:my|our)\s+(?:(?:own|native|first|home|heritage)\s+)?language\b"
                          r"(?!\s+(?:skills?\s+)?(?:for|to)\s+(?:code|coding|program|programming|scripts?|scripting))"
                          r"|\bnative\s+(?:language|tongue)\b", re.I)
_SPEAKS_LANGUAGE = re.compile(r"^User\s+(?:\w+\s+){0,2}?(?:speaks|spoke|is\s+fluent\s+in|grew\s+up\s+speaking"
                              r"|is\s+a\s+native\s+\w+\s+speaker)\b")
# (recall21) a language named in its own tongue ("in Cymraeg", "my Gaeilge", "un poco de español"): its English name
ENDONYMS: dict[str, str] = {
    "cymraeg": "welsh", "gaeilge": "irish", "gàidhlig": "gaelic", "gaidhlig": "gaelic", "español": "spanish",
    "castellano": "spanish", "deutsch": "german", "français": "french", "nederlands": "dutch", "italiano": "italian",
    "português": "portuguese", "svenska": "swedish", "norsk": "norwegian", "dansk": "danish", "polski": "polish",
    "suomi": "finnish", "türkçe": "turkish", "euskara": "basque", "català": "catalan", "galego": "galician",
    "kiswahili": "swahili", "nihongo": "japanese",
}
_ENDONYM = re.compile(r"(?<![\w'’])(" + "|".join(sorted(ENDONYMS, key=len, reverse=True)) + r")(?![\w'’])", re.I)


def _endonyms(query: str) -> list[str]:
    """The languages ``query`` names in their own tongue (ENDONYMS), as written."""
    low = cue_text(query)
    if not any(w in low for w in ENDONYMS):
        return []
    return [m.group(1) for m in _ENDONYM.finditer(query)]


_LEARNING_LANGUAGE = re.compile(r"^User\s+(?:\w+\s+){0,4}?(?:learn|learns|learning|study|studies|studying|practi[sc]es?"
                                r"|practi[sc]ing|brush(?:es|ing)?\s+up\s+on)\s+(?:\w+\s+)?(?:"
                                + "|".join(sorted(NATURAL_LANGUAGES)) + r")\b", re.I)
# "how will I get home after the dinner?", "how do I get out to Rutland Water?", "heading home by car around 11pm":
# getting somewhere, which the user's driving decides ("User does not have a driving licence", "User stopped driving
# at night"); not "get back to the last commit"
_GETTING_THERE = re.compile(r"\bhow\s+(?:will|do|can|should|would|could|am)\s+(?:I|we)\s+(?:going\s+to\s+)?get\s+(?:home\b"
                            r"|(?:there|back(?:\s+home)?)(?=\s*(?:[?.!,]|$|(?:from|after|tonight|later|by|on)\b))"
                            r"|(?:out|over|up|down|across|round)\s+to\b"
                            # ("how do I get to Booths on Tuesday?": a place by its name; not "get to the bottom of")
                            # (not a screen or a release: "get to Settings", "get to Python 3.12")
                            r"|to\s+(?!(?:Settings|Preferences|Control|System|Terminal|Finder|Explorer|Device|Task|Start|Level"
                            r"|Stage|Chapter|Page|Step|Version)\b)(?-i:[A-Z])[\w'-]*\b"
                            r"(?![\s.-]+(?:version|v?\d|ticket|issue|PR|level|stage)\b))"
                            # ("the easiest way over to Kendal for the market")
                            r"|\b(?:quickest|fastest|cheapest|best|easiest|simplest)\s+way\s+(?:to\s+(?:get|go)\s+)?"
                            r"(?:(?:down|up|over|across|out|back|round)\s+)?to\s+(?-i:[A-Z])"
                            # ("how long the journey to the hospital is"; not "my journey to sobriety")
                            r"|\bjourney\s+(?:time\s+)?(?:to|into|over\s+to)\s+(?:the\s+)?(?:hospital|station|airport|clinic"
                            r"|surgery|shops|town|city\s+centre|office|(?-i:[A-Z]))"
                            r"|\b(?:drive|driving|heading|head|get|getting)\s+(?:home|back)\b[^.?!]{0,40}\bby\s+car\b", re.I)
# how the user gets about: driving ("User stopped driving at night", "User does not have a driving licence") and,
# since recall19, the bus or train said as the way the user travels now ("User takes the bus now", "User gets the
# train everywhere"; not "User's bus to work was late", an episode)
_DRIVING = re.compile(r"^User\s+(?:[\w']+\s+){0,4}?(?:drive|drives|driving|driven|driver's\s+licen[cs]e)\b"
                      r"|^User\s+(?:(?:now|mostly|usually|always|only|still)\s+)?(?:takes|catches|gets|uses|rides|relies\s+on)"
                      r"\s+(?:the\s+|a\s+)?(?:local\s+)?(?:bus|buses|train|trains|tram|trams|tube|metro|subway)\b"
                      # (recall28) no car to drive, however said ("User doesn't have a car", "User sold their car and now
                      # cycles everywhere", "User is car-free"; not "User's car is in the garage", "User sold their ute and
                      # bought an electric car")
                      r"|^User\s+(?:(?:now|still|no\s+longer)\s+)?(?:doesn't|does\s+not|don't|hasn't\s+got|has\s+not\s+got|has\s+no"
                      r"|owns\s+no|sold|gave\s+up|got\s+rid\s+of|has\s+(?:sold|given\s+up|got\s+rid\s+of))\s+(?:have\s+|own\s+)?"
                      r"(?:a\s+|an\s+|the\s+|(?:his|her|their|the\s+family)\s+)?(?:own\s+)?(?:car|cars|motor)\b(?![\s-]+(?:seats?|parks?|parking|insurance|chargers?|wash|boot|keys))"
                      r"|^User\s+(?:is|lives|went|has\s+gone)\s+car[\s-]free\b")
# An activity that meets a fear the user has said: "is the cable car up the mountain a good idea for me?" wants "User
# is afraid of heights", "I've got my flu jab tomorrow" a fear of needles, "an MRI scan" claustrophobia. Each: what
# meets the fear in a message, and the fear said in a memory (not "tunnel", "lift", "elevator": an SSH tunnel, weights,
# an elevator pitch).
_FEAR = r"^User\s+(?:[\w']+\s+){0,3}?(?:afraid|scared|terrified|frightened|fearful|nervous|fear|phobia|phobic)\s+(?:of\s+)?"
_HIGH_UP = re.compile(r"\b(?:cable\s+cars?|gondolas?|chairlifts?|ferris\s+wheels?|zip[\s-]?(?:lines?|wires?)|treetops?|high\s+ropes"
                      r"|via\s+ferrata|abseil(?:ing)?|rappel(?:ling)?|bungee|sky[\s-]?div(?:e|es|ing)|paraglid(?:e|ing)|rooftops?"
                      r"|glass\s+floors?|skywalks?|observation\s+decks?|hot[\s-]air\s+balloons?|cliff\s+(?:walks?|paths?|edge))\b", re.I)
_HEIGHTS = re.compile(_FEAR + r"heights\b|^User\s+(?:[\w']+\s+){0,2}?(?:vertigo|acrophobi[ac])\b")
_A_NEEDLE = re.compile(r"\b(?:I've\s+got|I\s+have|I'm\s+having|I'm\s+getting|I\s+need|getting|get|having)\s+(?:a\s+|an\s+|my\s+)?"
                       r"(?:\w+\s+)?(?:jabs?|injections?|blood\s+tests?|vaccinations?|vaccines?|flu\s+shots?|booster\s+shots?"
                       r"|tattoos?|piercings?|acupuncture|stitches)\b", re.I)
_NEEDLES = re.compile(_FEAR + r"(?:needles|injections|jabs|blood)\b|^User\s+(?:[\w']+\s+){0,2}?(?:needle\s+phobia|trypanophobi[ac])\b")
_ENCLOSED_PLACE = re.compile(r"\b(?:MRI|CT\s+scans?|caves?|caving|potholing|escape\s+rooms?"
                             r"|(?:small|enclosed|confined|tight)\s+spaces?|crawl\s*spaces?)\b", re.I)
_CLAUSTROPHOBIA = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?claustrophobi[ac]\b"
                             + "|" + _FEAR + r"(?:enclosed|confined|small|tight)\s+spaces\b")


# "where should I sit at dinner so I can follow what people say?", "a noisy restaurant, how do I follow the
# conversation?": what the user hears (the hearing kind: "User is hard of hearing in the left ear", hearing aids)
_FOLLOW_TALK = re.compile(r"\b(?:follow|hear|catch)\s+(?:what\s+(?:people|they|everyone|others|folks|he|she|\w+)\s+(?:say|says"
                          r"|said|are\s+saying|is\s+saying)|(?:the|a)\s+conversations?|conversations)\b"
                          # (not a conversation written down: "follow the conversation in this Slack thread")
                          r"(?![^.?!]{0,20}\b(?:thread|threads|chat|channel|slack|email|emails|inbox|forum|comments|PR|issue"
                          r"|group\s+chat|transcript)\b)", re.I)
# ... and hearing aids said as worn, which the write path keeps no attribute for ("User wears hearing aids"): what any
# message of the hearing kind brings too (its words, "my ears", following talk)
_HEARING_ASKED = re.compile(_FOLLOW_TALK.pattern + r"|\b(?:" + "|".join(
    sorted(w for w, k in CATEGORY_WORDS.items() if k == "hearing")) + r")\b", re.I)
_HEARING_AID = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:wears|uses|has|needs|got)\s+(?:an?\s+|new\s+|two\s+)?hearing\s+aids?\b")
# a grip asked about: "struggling to open jars", "twisting lids off", "my grip is going" (recall19) ...
_GRIP = re.compile(r"\b(?:open|opening|twist|twisting|unscrew|unscrewing|get|getting)\s+(?:\w+\s+){0,2}?(?:jars?|lids?|bottle\s+tops?"
                   r"|tins?|cans?|ring[\s-]pulls?)(?:\s+(?:off|open))?\b|\b(?:my|weak|poor|better)\s+grip\b"
                   r"|\b(?:jar|bottle|tin|can)\s+openers?\b"
                   # (recall43) a hand out of use: "what can I cook with only one hand?", "typing one-handed", "my arm
                   # in a sling" (not a one-handed backhand or catch)
                   r"|\bwith\s+(?:only\s+|just\s+)?(?:one|a\s+single)\s+(?:good\s+)?hand\b"
                   r"|\bone[\s-]handed(?:ly)?\b(?!\s+(?:backhand|catch|catches|shot|shots|dunk|swing))"
                   r"|\b(?:my|the)\s+(?:left\s+|right\s+)?(?:arm|wrist|hand)\s+(?:is\s+|still\s+|being\s+)?in\s+(?:a\s+)?"
                   r"(?:cast|plaster|sling|splint|brace)\b", re.I)
# ... what the user's hands allow: "User has arthritis in her hands", "User has carpal tunnel in both wrists", "RSI"
_HANDS_HURT = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:arthritis|arthritic|rheumatoid|carpal\s+tunnel|RSI|tendonitis"
                         r"|a\s+weak\s+grip|(?:stiff|sore|painful|swollen|weak)\s+(?:hands|fingers|wrists|knuckles)"
                         # (recall43) a wrist or arm broken: "User fractured their wrist", "User broke her arm"
                         r"|(?:fractured|broke|broken|sprained|injured|hurt|cracked)\s+(?:their|his|her|a)\s+(?:left\s+|right\s+)?"
                         r"(?:wrists?|arms?|hands?|thumbs?|fingers?|elbows?|collarbone|forearms?)"
                         r"|(?:a\s+)?(?:broken|fractured|sprained)\s+(?:left\s+|right\s+)?(?:wrist|arm|hand|thumb|elbow|forearm)"
                         # (recall45) a hand cut, burnt or stitched: "User cut their hand on a glass and had five stitches",
                         # "User has stitches in her thumb" (not "User cut their hair", "User burnt the toast")
                         r"|(?:cut|sliced|gashed|burnt|burned|crushed|slashed)\s+(?:open\s+)?(?:their|his|her|a)\s+(?:left\s+|right\s+)?"
                         r"(?:hands?|fingers?|thumbs?|palms?|wrists?)|(?:stitches|sutures)\s+in\s+(?:their|his|her|a|the)\s+(?:left\s+"
                         r"|right\s+)?(?:hands?|fingers?|thumbs?|palms?|wrists?))\b"
                         r"(?!.*\b(?:knees?|hips?|back|ankles?|feet|foot|shoulders?|neck)\b)", re.I)
# A rehearsal asked about: "what warm-ups should I do before rehearsal tonight?", "rehearsing for the concert" (recall19):
# what the user sings or plays in ("User sings in a community choir", "User plays bass in a band"); not a wedding
# rehearsal, "a dress rehearsal for the pitch"
_REHEARSAL = re.compile(r"\brehears(?:al|als|e|es|ing)\b(?![^.?!]{0,20}\b(?:dinner|pitch|presentation|speech|wedding|interview"
                        r"|talk|demo)\b)", re.I)
_PERFORMS_IN = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:sings|sing|plays|play|is|joined|performs|acts|dances)\b.*\b(?:choir"
                          r"|choirs|band|orchestra|ensemble|theatre|theater|musical|panto|pantomime|dramatics|quartet)\b")
# A journey asked about: "what's the quickest way from Berlin to Rome?", "cheapest way down to London for a wedding?",
# "book me a flight", "flying out to Malaga": the user's rules on flying ("User is afraid of flying", "User does not want to fly for
# environmental reasons", "User prefers aisle seats on planes"); a place is named (capitals) after "way … to"
_JOURNEY = re.compile(r"\b(?i:quickest|fastest|cheapest|best|easiest)\s+way\s+(?:to\s+(?:get|travel|go)\s+)?(?:(?:down|up"
                      r"|over|across|out|back)\s+)?(?:from\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\s+)?to\s+[A-Z]"
                      r"|\b(?i:flights?|planes?|aeroplanes?|airplanes?|airports?|airlines?|layovers?)\b"
                      r"|\b(?i:fly|flying)\s+(?:(?:out|back|home|over|down|up)\s+)?(?:to|from)\s+[A-Z]")
# (recall25) a journey by sea or by road ("the sampling trip on the boat next week", "should I take the coach or fly?",
# "a ferry crossing", "the winding road up the mountain"): what the user's stomach allows ("User gets seasick", "User gets
# motion sickness on long bus rides"); not "a boat name", "the bus factor", "a coach for my team"
_ROCKING_TRIP = re.compile(r"\b(?:boat|ferry|catamaran|yacht|dinghy|kayak)\s+(?:trips?|rides?|crossings?|tours?|journeys?|days?)\b"
                           r"|\b(?:on|by|take|taking|catch|catching|get|getting)\s+(?:the\s+|a\s+)?(?:boat|ferry|ferries|coach"
                           r"|catamaran|cruise|night\s+bus|long[\s-]distance\s+bus)\b|\bcruises?\b(?!\s+control)"
                           r"|\bsailing\s+(?:trips?|holidays?|weekends?|days?)\b|\bwinding\s+roads?\b|\bcoach\s+(?:trips?|tours?"
                           r"|journeys?|rides?)\b|\bthe\s+coach\s+or\b|\bor\s+(?:the\s+)?coach\b", re.I)
_TRAVEL_SICK = re.compile(r"^User\b.*\b(?:sea|car|travel|motion|air)[\s-]?sick(?:ness)?\b", re.I)
# (recall25) "where can I go dancing on Friday night?", "a dance class near me": the dances the user likes ("User loves
# forró", "User goes to salsa classes on Tuesdays"); not "dancing around the issue", "Dancing Queen"
_DANCES = (r"salsa|bachata|kizomba|zouk|forr[óo]|samba|tango|merengue|cumbia|flamenco|swing|lindy\s+hop|ceilidh|ballroom"
           r"|ballet|jive|waltz|line\s+dancing|afrobeats?|dancehall|hip[\s-]hop|k-?pop\s+dance|bhangra|garba")
_DANCE_ASKED = re.compile(r"\b(?:go|going|went|out)\s+dancing\b|\bdance\s+(?:classes|class|lessons?|nights?|clubs?|halls?"
                          r"|socials?|floors?)\b|\b(?:where|somewhere)\s+(?:\w+\s+){0,3}?to\s+dance\b"
                          r"|\bwhere\s+(?:can|could|should)\s+(?:I|we)\s+dance\b", re.I)
_LIKES_DANCE = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:likes?|loves?|enjoys?|dances|goes\s+to|takes|is\s+into|is\s+learning"
                          r"|learns|prefers?)\b.*\b(?:" + _DANCES + r"|dancing|dance)\b", re.I)
_ON_FLYING = re.compile(r"^User\s+(?:[\w']+\s+){0,6}?(?:fly|flies|flying|flights?|planes?|aeroplanes?|airplanes?|aerophobi[ac])\b")
# A place being done up: "what insurance do I need if guests rent the barn we're doing up?", "the little bedroom I'm
# making into a study": the user's project of converting, renovating or restoring it ("User is converting the old
# byre into a holiday let", "User is turning the spare room into a home office"); not "restore a backup", "convert
# this CSV", "fix up this commit" or "do up a bow tie", which do not ask for it
_DOING_UP = re.compile(r"\b(?:doing|done)\s+up\b|\bdoing\s+(?:the\s+|our\s+|my\s+)?\w+\s+up\b"
                       r"|\b(?:I'm|I\s+am|we're|we\s+are|I've\s+been|we've\s+been)\s+(?:slowly\s+)?(?:making|turning|converting)"
                       r"\s+into\b|\brenovat(?:e|es|ed|ing|ion|ions)\b|\brefurb(?:ish|ished|ishing|ishment)?\b", re.I)
_DONE_UP = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:convert(?:s|ing)?|turn(?:s|ing)?\s+.+\binto|renovat(?:e|es|ing)"
                      r"|restor(?:e|es|ing)|refurbish(?:es|ing)?|redecorat(?:e|es|ing)|(?:do|does|doing|fix|fixes|fixing)\s+up)\b")


# "how much should I put away to stop working early?", "how big is my pension pot?": the user's plan to retire ("User
# wants to retire at 60", "User plans to retire next year")
# (not "the script will stop working", not "my dad just retired")
_STOP_WORKING = re.compile(r"\b(?:stop|give\s+up|pack\s+in|finish)\s+work(?:ing)?\s+(?:early|for\s+good|at\s+\d{2}|by\s+\d{2})\b"
                           r"|\bmy\s+(?:\w+\s+)?pensions?\b|\bpension\s+pots?\b|\bretire\s+early\b|\bearly\s+retirement\b"
                           r"|\bretirement\s+(?:savings|fund|pot|plan|planning|age|account|income)\b"
                           r"|\bwhen\s+(?:can|could|should|will)\s+(?:I|we)\s+retire\b"
                           # (recall27) "when should I stop working full-time?", "how many more years should I keep seeing
                           # patients before I stop?": when the user means to retire
                           r"|\b(?:stop|give\s+up|finish)\s+work(?:ing)?\s+full[\s-]?time\b"
                           r"|\bhow\s+(?:many\s+more\s+years|much\s+longer)\s+(?:should|can|must|do|will)\s+I\s+(?:keep|carry\s+on"
                           r"|go\s+on)\s+working\b|\bhow\s+many\s+more\s+years\s+(?:should|can|must|do|will)\s+I\s+(?:keep|carry\s+on"
                           r"|go\s+on)\s+\w+ing\b[^.?!]{0,30}\bbefore\s+I\s+(?:stop|retire|finish|pack\s+(?:it\s+in|up))\b", re.I)
# (the user's retirement, planned or done: "User is retired", which recall44's free time asks for too)
_RETIRING = re.compile(r"^User\s+(?:[\w']+\s+){0,4}?(?:retire|retires|retired|retiring|retirement)\b")
# "help me update my LinkedIn", "a short bio for the newsletter", "my CV": what the user is (the about kind) and what
# they were recognised for ("User got a long-service award last year", "User was promoted to ward sister in 2021")
_MY_CV = re.compile(r"\b(?:cv|resume|résumé|linkedin|bio|biography|cover\s+letter|achievements|accomplishments)\b", re.I)
_RECOGNISED = re.compile(r"^User\s+(?:[\w']+\s+){0,2}?(?:got|won|received|earned|was\s+given|was\s+awarded|was\s+promoted"
                         r"|graduated|qualified)\b(?=.*\b(?:award|awards|awarded|promotion|promoted|prize|medal|graduated"
                         r"|qualified|degree|diploma|certificate|certification)\b)")


# "are there enough charging points up here to make a switch worthwhile?": the user's car, and what they decided or
# plan about it ("User decided to keep the diesel car rather than buy an electric one")
_CHARGING = re.compile(r"\b(?:charging\s+(?:points?|stations?|ports?|cables?|network)|charge\s+points?|electric\s+(?:cars?"
                       r"|vehicles?)|EVs?)\b"
                       # (recall42) "where can I charge on the road to Vilnius?", "range anxiety", "rapid chargers": the
                       # car charged on the way (not "where can I charge my phone", "how do I charge clients for travel")
                       r"|(?i:\b(?:where|how\s+often)\s+(?:can|do|should|will|could)\s+(?:I|we)\s+(?:re)?charge\b(?!\s+(?:my\s+|the\s+"
                       r"|a\s+|our\s+)?(?:phones?|laptops?|tablets?|watch|headphones|batter(?:y|ies)|power\s*banks?|customers?"
                       r"|clients?|people|for|them|him|her|fees?|it\s+to)\b)|\brange\s+anxiety\b|\b(?:rapid|fast)\s+chargers?\b)")
_ON_CARS = re.compile(r"^User(?:'s)?\s+(?:[\w'-]+\s+){0,8}?(?:cars?|diesel|petrol|electric|EVs?|hybrids?|vehicles?)\b")


# "who can see to the birds while I'm away?", "someone to look after the animals": the animals the user keeps, said
# in whatever words ("User feeds the hens before work every day", "User keeps three goats")
# (not "feed the birds in the garden": wild ones)
_ANIMALS_CARED = re.compile(r"\b(?:see\s+to|look\s+after|looking\s+after|mind|minding|check\s+on|let\s+out|shut\s+in)"
                            r"\s+(?:the|my|our)\s+(?:birds|hens|chickens|chooks|ducks|geese|animals|livestock|sheep|goats|horses?"
                            r"|ponies|pony|pigs|bees)\b|\bfeed(?:ing)?\s+(?:the|my|our)\s+(?:hens|chickens|chooks|animals|livestock"
                            r"|sheep|goats|horses?|ponies|pony|pigs)\b"
                            # (recall27) "when should I harvest the honey?", "what paint is safe for a hive?": the bees
                            # kept ("User keeps bees on her allotment"); not "hive mind", "the Hive table", "I've come out in hives"
                            r"|\b(?:harvest|harvesting|extract|extracting|spin|spinning|take|taking)\s+(?:off\s+)?(?:the\s+|my\s+"
                            r"|our\s+)?honey\b|\b(?:a|the|my|our)\s+(?:bee\s*)?hive\b(?!\s+(?:mind|tables?|quer(?:y|ies)|metastore|schemas?|partitions?|clusters?|jobs?|sql))|\bbee-?keeping\b"
                            # (recall39) the bees said as the beekeeper says them: "my colonies are getting aggressive",
                            # "lifting full honey supers", "the brood frames", varroa, a queen excluder; not "colonies of
                            # ants", "the former colonies"
                            r"|\b(?:my|our)\s+(?:bee\s+)?colon(?:y|ies)\b(?!\s+of\b)|\bhoney\s+supers?\b|\bbrood\s+(?:box|boxes"
                            r"|frames?|comb|nest)\b|\bvarroa\b|\bqueen\s+excluders?\b", re.I)
_KEEPS_ANIMALS = re.compile(r"^User(?:'s)?\s+(?:[\w'-]+\s+){0,6}?(?:hens|chickens|chooks|ducks|geese|sheep|goats|horses?|ponies"
                            r"|pony|pigs|bees|beehives?|hives?|flock|livestock)\b")
# "how do I plan meals so the fridge lasts between trips to the supermarket?", "when's my big shop?": when and where
# the user shops for food ("User does the big shop in Inverness once a fortnight")
# (not "groceries" alone: "how should I carry groceries without a car?" asks how, not when, and lost its memory)
_FOOD_SHOP = re.compile(r"\b(?:supermarkets?|(?:big|weekly|food|grocery|monthly|fortnightly)\s+shop(?:ping)?|grocery\s+(?:runs?"
                        r"|trips?))\b", re.I)
_SHOPS_FOR_FOOD = re.compile(r"^User\s+(?:[\w'-]+\s+){0,2}?(?:does|do|goes|buys|gets|orders|shops)\b.*\b(?:shop|shopping"
                             r"|groceries|supermarket)\b")


# Cued (a pattern tried only on a cue) lives in mercuryd/brain/cued.py, shared with situations' frames.


# "roughly how much would an espresso machine set me back?", "what does a night at the Taj cost?": what a price is
# said in ("User wants prices in rupees", "User prefers costs in US dollars")
_HOW_MUCH = re.compile(r"\bhow\s+much\b[^.?!]{0,60}\b(?:cost|costs|set\s+(?:me|us)\s+back|charge|charges)\b"
                       r"|\bset\s+(?:me|us)\s+back\b|\bwhat\s+(?:does|would|will|did|do)\s+[^.?!]{1,40}\bcost\b"
                       r"|\bhow\s+(?:expensive|pricey)\b|\b(?:the\s+)?(?:price|cost)\s+of\s+(?:a|an|the)\b", re.I)
_IN_CURRENCY = re.compile(r"^User\s+(?:[\w']+\s+){0,2}?(?:wants|prefers|likes|needs|asks\s+for)\s+(?:\w+\s+){0,2}?(?:prices|price"
                          r"|costs|amounts|money|figures|sums|budgets|numbers)\s+(?:in|as|converted\s+to)\s+"
                          r"|^User\s+(?:[\w']+\s+){0,3}?(?:\w+\s+)?currency\b")
# "which palette should I use for the charts?", "a colour scheme for the slides": whether the user tells colours apart
# ("User is red-green colour-blind")
# (choosing colours: not "change the text colour to red")
_COLOURS_ASKED = re.compile(r"\b(?:palettes?|colou?r[\s-](?:schemes?|palettes?|coding|coded|codes|combinations?|blind|blindness)"
                            r"|(?:which|what)\s+colou?rs|(?:which|what)\s+colou?r\s+(?:should|to|for|would|works?|goes)"
                            r"|colou?rs?\s+(?:for|to\s+use|that\s+(?:go|work)|should\s+I)"
                            r"|(?:pick|choose|choosing|picking)\s+(?:the\s+|some\s+)?colou?rs?)\b", re.I)
_COLOUR_BLIND = re.compile(r"^User\b.{0,40}\b(?:colou?r[\s-]?blind(?:ness)?|colou?r\s+vision|daltoni(?:sm|c))\b")
# "what can I order at the team party so I don't feel left out?", "drinks after work", "a night out at the pub": the
# user's own rule on alcohol ("User stopped drinking alcohol in 2024", "User is teetotal")
_DRINKS_OUT = re.compile(r"\b(?:office|team|work|works|christmas|xmas|leaving|farewell|birthday|engagement|house|cocktail|garden"
                         r"|launch|new\s+year'?s?)\s+part(?:y|ies)\b|\bhappy\s+hours?\b|\bnights?\s+out\b|\bafter-?work\s+drinks\b"
                         r"|\bdrinks\s+(?:after\s+work|with\s+(?:the\s+)?(?:team|colleagues|friends|clients))\b"
                         r"|\b(?:at|to|in)\s+the\s+(?:pub|bar)\b|\bpub\s+(?:crawl|quiz)\b|\bwhat\s+(?:should|can|could)\s+I\s+drink\b"
                         r"|\braise\s+a\s+toast\b|\b(?:stag|hen)\s+(?:do|party|night|weekend)\b|\bbachelor(?:ette)?\s+part(?:y|ies)\b"
                         # "a sommelier's pairing menu", "the wine list", "a cocktail bar": drink chosen with a meal or out
                         r"|\bsommeliers?\b|\bwine\s+(?:pairings?|list|flights?|bar|tasting)\b|\b(?:pairing|tasting)\s+menus?\b"
                         r"|\bcocktail\s+(?:bar|menu|hour)s?\b"
                         # "hit the cantina after close", "they push chelas on me": a bar and beers in the words of home
                         r"|\bcantinas?\b|\bchelas?\b|\bcervezas?\b|\bbrewskis?\b"
                         # (lead62) "what can I order at an izakaya?": a Japanese pub, and a work drinking party
                         r"|\bizakayas?\b|\bnomikai\b"
                         # (recall35) "the farewell borrel at the depot", "vrijmibo": drinks with colleagues in the Dutch
                         # words; "leaving drinks", "farewell drinks"
                         r"|\bborrels?\b|\bvrijmibo\b|\b(?:leaving|farewell|goodbye|retirement|team|office|work|christmas|xmas)"
                         r"\s+drinks\b"
                         # (recall27) "the surgery Christmas do", "the works do", "what should I have instead of wine?": a
                         # do is a party, and a drink asked instead of one is what the user drinks
                         r"|\b(?:christmas|xmas|office|work|works|leaving|retirement|birthday|engagement)\s+dos?\b(?!\s+(?:I|you|we"
                         r"|they|people|not)\b)|\binstead\s+of\s+(?:a\s+|the\s+|some\s+)?(?:wine|beers?|a\s+pint|pints|prosecco"
                         r"|champagne|fizz|cocktails?|booze|alcohol|lager|cider|gin)\b",
                         re.I)
_ON_ALCOHOL = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:(?:stopped|quit|quits|gave\s+up|gives\s+up|has\s+given\s+up|cut\s+out"
                         r"|avoids?|doesn't|does\s+not|no\s+longer|never|can't|cannot|won't)\s+(?:\w+\s+)?(?:drinks?|drinking|alcohol"
                         # ((lead62) "User gave up beer on 4 January 2026": a drink given up by its name)
                         r"|booze|beers?|wine|lager|sake|spirits)|(?:is|has\s+been|stays|stayed)\s+(?:\w+\s+)?(?:sober|teetotal|tee-total|alcohol-free|in\s+recovery)|(?:wants|plans|tries|is\s+trying)"
                         r"\s+to\s+(?:cut\s+down\s+on|stop|quit|give\s+up)\s+(?:drinking|alcohol|booze))\b"
                         # "User gets migraines from red wine", "User has been told to avoid beer": what a drink does to them
                         r"|^User\s+(?:\w+\s+){0,2}?(?:gets?|has|suffers|suffers\s+from)\s+(?:\w+\s+){0,2}?(?:migraines?|headaches?"
                         r"|hives|flushing|reactions?|rashes|palpitations)\s+(?:from|after|with)\s+(?:\w+\s+)?(?:wine|beer|alcohol"
                         r"|drinking|spirits|cider|champagne|prosecco)\b"
                         r"|^User\b.{0,40}\b(?:avoid|avoids|avoiding|off)\s+(?:\w+\s+)?(?:beer|wine|spirits|alcohol)\b")
# "what should I wear for the mehendi and the reception?", "ideas for the hen do", "a best man speech": a wedding
# coming up, the user's or someone's they named ("User's sister Anjali is getting married in January"; not a wedding
# gone to)
_WEDDING_DO = re.compile(r"\b(?:mehendi|mehndi|sangeet|haldi|baraat|nikah|walima|(?:stag|hen)\s+(?:do|party|night|weekend)"
                         r"|bachelor(?:ette)?\s+part(?:y|ies)|bridal\s+shower|rehearsal\s+dinner|wedding\s+(?:reception|guests?"
                         r"|outfits?|speech|toast|gifts?|presents?|list|registry|favou?rs)|best\s+man(?:'s)?\s+speech"
                         r"|maid\s+of\s+honou?r|bridesmaids?|groomsm[ae]n|father\s+of\s+the\s+bride"
                         # (recall29) "a henna night playlist for the bride" (a Turkish, Arab or South Asian bride's night
                         # before: "kına gecesi"), "something for the bride-to-be"
                         # (recall35) "a big henna-and-feast celebration", "the henna ceremony": one or two words between
                         r"|henna(?:[\s-]+(?:and|&|[\w'’]+)){0,2}?[\s-]+(?:night|party|evening|celebration|ceremony)|k[ıi]na\s+gecesi|(?:for|with)\s+the\s+(?:bride|groom)(?:[\s-]to[\s-]be)?"
                         r"|bride[\s-]to[\s-]be|groom[\s-]to[\s-]be)\b", re.I)
_WEDDING_COMING = re.compile(r"^(?!.*\b(?:went|attended|was|were|had)\b)User(?:'s)?\s+(?:[\w'-]+\s+){0,5}?(?:(?:getting|gets)"
                             r"\s+married|marry|marries|marrying|wedding|engaged)\b")
# "make me a playlist for the long ride", "what should I stick on for the drive?": the music the user likes or cannot
# stand ("User likes old Malayalam film songs"); "something to stream tonight", "movie night": the films and shows
_MUSIC_ASKED = re.compile(r"\bplaylists?\b|\bmix\s*tapes?\b|\b(?:something|anything|songs?|music|tunes)\s+(?:good\s+)?(?:to\s+listen"
                          r"\s+to|for\s+(?:the|my|a)\s+(?:\w+\s+)?(?:drive|ride|road\s+trip|journey|run|workout|commute))\b"
                          r"|\bwhat\s+(?:should|can|could)\s+(?:I|we)\s+(?:listen\s+to|put\s+on|stick\s+on)\b"
                          # "put on something chill for the cleaning", "stick on some music": a mood said of music (not
                          # "put on something warm": clothes)
                          r"|\b(?:put|stick|throw)\s+on\s+(?:some(?:thing)?|a\s+few)\s+(?:\w+\s+){0,2}?(?:chill|chilled|mellow|upbeat"
                          r"|relaxing|calm|groovy|cheerful|lively|background|tunes|music|songs)\b"
                          # "something to vibe to", "put something on for the drive home"
                          r"|\b(?:something|anything|songs?|music|tunes)\s+to\s+(?:vibe|dance|jam|chill)\s+to\b"
                          # "need something in the background for a long focus block" (not "background check")
                          r"|\b(?:something|anything|songs?|music|tunes)\s+(?:to\s+have\s+)?(?:on\s+)?in\s+the\s+background\b"
                          r"|\b(?:put|stick|throw)\s+(?:something|some\s+(?:music|tunes|songs))\s+on\s+for\s+(?:the|my|a)\s+(?:\w+\s+)?"
                          r"(?:drive|ride|road\s+trip|journey|run|workout|commute)\b"
                          # (recall29) "put together some tunes for a barbecue", "a few good tunes for the party"
                          r"|\b(?:some|a\s+few|few|good|new|decent|fresh)\s+(?:good\s+)?tunes\b", re.I)
# (recall30) kinds of music by their names, beyond the first lists: pop sung in other languages, ballads, hymns, the
# dance music of other places (not "house", "country", "soul", "indie": a home, walks, food, games)
_MORE_MUSIC_WORDS = ("ballads", "ballad", "mandopop", "cantopop", "jpop", "j-pop", "kpop", "c-pop", "city pop", "enka",
                     "bollywood", "carnatic", "highlife", "amapiano", "dancehall", "soca", "calypso", "zouk", "samba",
                     "choro", "salsa", "tango", "flamenco", "chanson", "chansons", "schlager", "polka", "shanties",
                     "ambient", "lo-fi", "lofi", "edm", "trance", "dubstep", "ska", "synthwave", "musicals", "hymns",
                     "choral", "orchestral", "symphonies", "arias", "r&b", "rnb", "hip hop", "love songs")
_MORE_MUSIC_MATCH = " OR ".join(f'"{w}"' for w in _MORE_MUSIC_WORDS)
_MORE_MUSIC = "|(?i:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in _MORE_MUSIC_WORDS) + ")"
_LIKES_MUSIC = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:likes?|loves?|enjoys?|prefers?|listens\s+to|is\s+into|is\s+a\s+fan\s+of"
                          r"|can't\s+stand|cannot\s+stand|dislikes?|hates?)\b.*\b(?:music|songs?|bands?|albums?|singers?"
                          r"|soundtracks?|jazz|rock|pop|folk|classical|hip-hop|rap|metal|reggae|blues|gospel|opera|afrobeats"
                          r"|bhangra|ghazals?|qawwali|k-pop|techno|punk|fiddle|ceilidh|bossa\s+nova|MPB|fado|cumbia"
                          r"|reggaeton|funk|disco|motown|grime|bluegrass|corridos|banda|norteño|mariachi|rancheras?|bachata"
                          r"|merengue"
                          # (recall30) more of the world's music ("User loves Mandopop ballads", "User listens to highlife")
                          + _MORE_MUSIC + r")\b")
_WATCH_ASKED = re.compile(r"\b(?:something|anything|what)\s+(?:good\s+|fun\s+|light\s+|new\s+)?to\s+(?:watch|stream|binge)\b"
                          # (recall25) "what should we stream tonight with the gang?", "what could I binge this weekend?"
                          r"|\bwhat\s+(?:should|shall|could|can)\s+(?:I|we)\s+(?:watch|stream|binge)\b(?!\s+(?:out|for)\b)"
                          r"|\b(?:movie|film|tv|telly)\s+night\b|\b(?:watch|stream|binge)\s+(?:tonight|this\s+(?:evening|weekend))\b"
                          r"|\b(?:suggest|recommend)\s+(?:a\s+|some\s+)?(?:films?|movies?|shows?|series)\b", re.I)
_LIKES_SCREEN = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:likes?|loves?|enjoys?|prefers?|watches|is\s+into|can't\s+stand"
                           r"|cannot\s+stand|dislikes?|hates?|avoids?)\b.*\b(?:films?|movies?|shows?|series|dramas?|documentar(?:y|ies)"
                           r"|comed(?:y|ies)|horror|thrillers?|anime|sitcoms?|rom-?coms?|k-dramas?|bollywood|westerns?|musicals?|tv)\b")


# "what should I practise this week, I keep messing up the bowing", "my scales are sloppy": the instrument the user
# learns or plays ("User is learning Carnatic violin")
_INSTRUMENTS = (r"violin|viola|cello|double\s+bass|bass\s+guitar|guitar|piano|keyboard|drums|flute|clarinet|saxophone|sax|trumpet"
                r"|trombone|oboe|ukulele|harp|sitar|veena|tabla|mridangam|banjo|mandolin|fiddle|harmonium|accordion|bagpipes"
                r"|recorder|organ|cornet|tuba|erhu|oud|bodhr[aá]n|cavaquinho|bandolim|pandeiro|berimbau|charango|bouzouki"
                r"|balalaika|shamisen|koto|guzheng|pipa|dhol|djembe|cajon|darbuka|marimba|xylophone|bassoon|piccolo"
                r"|euphonium|french\s+horn|harmonica|concertina|lute|zither|dulcimer|kalimba|steel\s+pan")
_PRACTICE_ASKED = re.compile(r"\bwhat\s+(?:should|can|could)\s+I\s+practi[sc]e\b|\bmy\s+practi[cs]e\s+(?:sessions?|routine|time"
                             r"|schedule)\b|\b(?:my|the)\s+(?:bowing|fingering|strumming|chord\s+changes|sight[\s-]reading)\b"
                             # (the player's own scales: not a fish's, a bathroom's)
                             r"|\bmy\s+(?:scales|arpeggios|intonation)\b|\bscales\s+and\s+arpeggios\b"
                             # "my strings keep going out of tune", "rushing in the sonatina", "with the metronome": an
                             # instrument's practice (going out of tune, not "out of tune with the times"; "my strings" alone is code's too)
                             r"|\b(?:go|goes|going|went|gone|keeps?|are|is)\s+out\s+of\s+tune\b"
                             r"|\b(?:sonatinas?|sonatas?|[ée]tudes?|nocturnes?|minuets?|metronome|exam\s+pieces?)\b"
                             # (recall21) "easy sheet music for a lullaby", "tabs for Wonderwall", "an arrangement of the
                             # carol I can manage": music to play, on the instrument the user plays (not "music to work to")
                             r"|\bsheet\s+music\b|\bmusic\s+(?:books?|scores?)\b|\b(?:tabs|chord\s+charts?)\s+for\b"
                             r"|\b(?:easy|simple|beginner|beginners'?|simplified)\s+(?:arrangements?|versions?\s+to\s+play)\b"
                             # (recall22) "how do I stop squeaking on the high notes?", "my tone is thin in the low register",
                             # "which reeds should I buy?": a player's trouble, on the instrument the user plays
                             r"|\b(?:squeak|squeaks|squeaking|squeaky|squawk|squawking)\b[^.?!]{0,30}\b(?:notes?|register|range)\b"
                             r"|\b(?:high|low|top|upper|lower)\s+(?:notes?|register)\b[^.?!]{0,30}\b(?:squeak\w*|crack\w*|thin|flat"
                             r"|sharp|airy|wobbl\w*)\b|\bmy\s+(?:embouchure|breath\s+support|vibrato|reeds?|mouthpiece)\b"
                             r"|\bwhich\s+reeds?\b", re.I)
_PLAYS_INSTRUMENT = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:is\s+learning|learns|plays|practises|practices|takes|has"
                               r"|preparing|sitting)\b(?:\s+[\w'-]+){0,4}?\s+(?:" + _INSTRUMENTS + r")\b", re.I)
# "how many hours a day should I study to be ready by June?", "a revision timetable": the exam the user is preparing for
# ("User is preparing for the AWS Solutions Architect exam")
_STUDY_ASKED = re.compile(r"\b(?:study|studying|revise|revising|revision|cram|cramming)\b[^.?!]{0,40}\b(?:hours?|a\s+day|a\s+week"
                          r"|ready|in\s+time|timetable|schedule|plan)\b|\b(?:hours?|a\s+day|how\s+long)\b[^.?!]{0,40}\b(?:study"
                          r"|revise|revising|studying)\b|\brevision\s+(?:timetable|plan|schedule)\b|\bstudy\s+(?:plan|schedule"
                          r"|timetable)\b"
                          # "how many hours a week to be ready for the staatsexamen?": time put in before an exam (the
                          # word for it in Dutch, Spanish or French too: examen, eindexamen)
                          r"|\b(?:hours?|how\s+long|how\s+much\s+time)\b[^.?!]{0,50}\b(?:ready|prepared)\s+for\s+(?:the|my|this|that)"
                          r"\s+(?:\w+\s+)?(?:\w*ex[aá]m(?:en|s)?|tests?|finals|boards)\b", re.I)
_PREPARING_EXAM = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:preparing|studying|revising|sitting|taking|resitting|doing|working"
                             # (lead64) an exam ahead said as a wish or a plan: "User wants to do the IELTS in March 2027",
                             # "User plans to take the TOEFL in May"
                             r"\s+towards?|(?:wants|plans|hopes|needs|has)\s+to\s+(?:do|take|sit|pass))\b.*\b(?:exams?|tests?|certifications?|boards|finals|GCSEs?|A-levels?|SATs?|GRE|GMAT"
                             r"|IELTS|TOEFL|bar|qualifications?"
                             # (recall44) a school-leaving or entrance exam by its name ("User is taking the suneung in
                             # November", "User is sitting the gaokao in June")
                             r"|(?i:suneung|gaokao|baccalaur[ée]at|abitur|matura|matric|leaving\s+cert|vestibular|selectividad)"
                             r"|CSAT|HSC|VCE|ATAR|JEE|NEET|UPSC|ENEM|YKS|EBAU|MCAT|LSAT|USMLE|PLAB|NCLEX|CPA|ACCA|CFA|WAEC|KCSE"
                             r"|UTME|JAMB|STPM|SPM)\b")
# "help me write the notice for the residents' meeting", "the minutes of the AGM": the user's role in an association
# ("User is the secretary of the apartment association", "User chairs the parish council")
_ASSOCIATION_MEETING = re.compile(r"\b(?:residents['’]?|tenants['’]?|society|association|committee|council|club|members['’]?"
                                  r"|board|annual\s+general|parents['’]?|pta)\s+meetings?\b|\bAGM\b"
                                  r"|\b(?:take|taking|write|writing|type|typing|draft|drafting|circulate|approve)\s+(?:up\s+)?(?:the\s+)?"
                                  r"minutes\b|\bminutes\s+of\s+(?:the|our)\s+(?:last\s+)?(?:\w+\s+)?meeting\b"
                                  r"|\bnotice\s+(?:to|for)\s+(?:the\s+)?(?:residents|members|tenants)\b", re.I)
_OFFICE_HELD = re.compile(r"^User\s+(?:is\s+(?:the\s+|a\s+)?(?:\w+\s+)?(?:secretary|treasurer|chair|chairman|chairwoman|chairperson"
                          r"|president|vice-president|convenor|convener|trustee|governor)\b|(?:chairs|convenes|runs)\s+the\b"
                          r".*\b(?:association|society|committee|council|club|board|PTA)\b)")
# "suggest a dessert for tonight", "a good biscuit with coffee": what the user wants to cut down on, of what is asked
# ("User wants to cut down on sugar"; coffee and caffeine, "User wants to cut down on caffeine")
# (not "cookies": a browser's too)
_SWEET_ASKED = re.compile(r"\b(?:desserts?|puddings?|sweets|sweet\s+treats?|cakes?|biscuits|chocolates?|ice[\s-]cream"
                          r"|pastr(?:y|ies)|mithai|halwa|doughnuts?|donuts?|brownies?|sundaes?"
                          # ("pan dulce with my coffee", "conchas", "churros": sweet bread and its kin)
                          r"|pan\s+dulce|conchas|churros|tres\s+leches|flan|croissants?|muffins?|cinnamon\s+rolls?)\b", re.I)
_CUTS_SUGAR = re.compile(r"^User\s+(?:[\w']+\s+){0,5}?(?:cut(?:ting)?\s+(?:down|back)\s+on|cut(?:ting)?\s+out|giv(?:e|ing)\s+up"
                         r"|quit(?:ting)?|avoid(?:s|ing)?|eat(?:ing)?\s+less|reduc(?:e|ing))\s+(?:\w+\s+)?(?:sugar|sugary|sweets"
                         r"|desserts|chocolate|cakes?)\b")
_CAFFEINE_ASKED = re.compile(r"\b(?:coffees?|espressos?|lattes?|cappuccinos?|flat\s+whites?|americanos?|energy\s+drinks?"
                             r"|caffeine|decaf|filter\s+coffee|cold\s+brew"
                             # (recall30) coffee and tea in the words of other places ("what can I order at the kopitiam?",
                             # "a kopi-o", "teh tarik", "a cafezinho", "Kaffee und Kuchen", "a cà phê sữa đá")
                             r"|kopi(?:tiams?)?|kopi-[a-z]+|teh\s+tarik|cafezinhos?|cafecitos?|kaffee|kahve|c[aà]\s+ph[eê]"
                             r"|matcha|chai\s+lattes?"
                             # "3pm slump at my desk, anything to perk me up?", "need a pick-me-up"
                             r"|pick[\s-]me[\s-]ups?|perk\s+(?:me|myself)\s+up"
                             r"|(?:afternoon|\d{1,2}\s?(?:pm|o'clock)|post-lunch|mid-afternoon)\s+slump)\b", re.I)
_CUTS_CAFFEINE = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:cut(?:ting)?\s+(?:down|back)\s+on|cut(?:ting)?\s+out"
                            r"|giv(?:e|ing)\s+up|quit(?:ting)?|avoid(?:s|ing)?|reduc(?:e|ing)|drink(?:ing)?\s+less"
                            r"|stop(?:s|ped|ping)?\s+drinking)\s+(?:\w+\s+)?"
                            r"(?:caffeine|coffee|energy\s+drinks)\b")
# "how long would it take me to walk to work?", "best way to commute": the way between home and work
# ("whats the quickest way to work in the morning", "how do i get to work from home": the way asked for; not "a way to work
# with clients", "get to work on the shed")
_COMMUTE = re.compile(r"\b(?:commut(?:e|es|ing)|(?:walk|walking|cycle|cycling|bike|biking|ride|drive|driving)\s+(?:in\s+)?to\s+work"
                      r"|(?:(?:way|route)\s+(?:in\s+)?|get(?:ting)?\s+)to\s+work\b(?!\s+(?:on|with|out|through|around|together|it)\b))\b",
                      re.I)
# "how much will I save each month on commuting?", "is my commute worth a bike?": how the user gets about (the car
# sold for the metro, cycling in)
_TRAVELS_TO_WORK = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:decided|chose|switched|started|stopped|sold|commutes|cycles|walks"
                              r"|drives|takes|rides|gets)\b.*\b(?:metro|bus|buses|train|trains|tube|subway|tram|car|bike|bicycle"
                              r"|scooter|motorbike|commute|carpool|to\s+work|[A-Z][\w-]*\s+Line"
                              # (recall27) the workplace by name: "User cycles to the surgery", "... to the office"; not
                              # "to the station" (a way to the train, which took "User's home is in Douglas"'s place for
                              # a commute), "to the shop", "to the school" (errands and a school run)
                              r"|to\s+the\s+(?:office|surgery|hospital|clinic|practice|studio|depot|lab|warehouse|factory"
                              r"|site|yard|salon|restaurant|ward))\b")


# Each pattern of a kind said in words no attribute keeps, tried only when the message holds a cue of it (Cued)
_PRACTICE_ASKED_CUED = Cued(_PRACTICE_ASKED, ("practi", "bowing", "fingering", "strumming", "chord", "sight", "squeak",
                                              "squawk", "note", "register", "embouchure", "breath", "vibrato",
                                              "reed", "mouthpiece",
                                              "scales", "arpeggios", "intonation", "tune", "sonat", "tude",
                                              "nocturne", "minuet", "metronome", "exam piece", "sheet", "music b",
                                              "music s", "tabs", "arrangement", "version"))
_MY_LANGUAGE_CUED = Cued(_MY_LANGUAGE, ("tongue", "language"))
_STUDY_ASKED_CUED = Cued(_STUDY_ASKED, ("stud", "revis", "cram", "ready", "prepared"))
# "how do I stay calm before an exam?", "how do i not panic the night before a test", "exam nerves": the user's own exam or
# test ahead, on its day ("User's driving test is on 12 March 2026", "User's ncea exams start on 6 November 2026")
_EXAM_NERVES = re.compile(r"\b(?:calm|nerves|nervous|panic|panicking|stress|stressed|anxious|anxiety|sleep|night|morning|relax)\b"
                          r"[^.?!]{0,40}\bbefore\s+(?:an?|the|my|this|tomorrow's)\s+(?:big\s+)?(?:exams?|tests?|finals|boards|viva)\b"
                          r"|\b(?:exam|test)\s+(?:nerves|stress|anxiety|panic)\b", re.I)
_EXAM_NERVES_CUED = Cued(_EXAM_NERVES, ("exam", "test", "finals", "boards", "viva"))
_MY_EXAM_DAY = re.compile(r"^User's\s+(?!(?:son|daughter|child|kid|kids|brother|sister|wife|husband|partner|friend|mum|mom|dad|mother"
                          r"|father|boyfriend|girlfriend|colleague|student|students)\b)(?:[\w-]+\s+){0,3}?(?:exams?|tests?|finals|boards|viva)"
                          r"\s+(?:is|are|starts?|begins?)\b")
_ASSOCIATION_MEETING_CUED = Cued(_ASSOCIATION_MEETING, ("meeting", "agm", "minutes", "notice"))
_SWEET_ASKED_CUED = Cued(_SWEET_ASKED, ("dessert", "pudding", "sweet", "cake", "biscuit", "chocolate", "ice",
                                        "pastr", "mithai", "halwa", "nut", "brownie", "sundae", "pan dulce", "concha",
                                        "churro", "leches", "flan", "croissant", "muffin", "cinnamon"))
_CAFFEINE_ASKED_CUED = Cued(_CAFFEINE_ASKED, ("coffee", "espresso", "latte", "cappuccino", "flat white", "americano",
                                              "energy", "caffeine", "decaf", "brew", "pick", "perk", "slump", "kopi", "teh",
                                              "cafezinho", "cafecito", "kaffee", "kahve", " phe", " phê", "matcha"))
_HOW_MUCH_CUED = Cued(_HOW_MUCH, ("how much", "back", "cost", "expensive", "pricey", "price"))
_COLOURS_ASKED_CUED = Cued(_COLOURS_ASKED, ("palette", "colo", "hues"))
_DRINKS_OUT_CUED = Cued(_DRINKS_OUT, ("part", "hour", "night", "drink", "pub", "bar", "toast", "stag", "hen", " do", "borrel",
                                      "vrijmibo",
                                      "instead",
                                      "bachelor", "sommelier", "wine", "pairing", "tasting", "cocktail", "cantina", "chela",
                                      "cerveza", "brewski", "izakaya", "nomikai"))
_WEDDING_DO_CUED = Cued(_WEDDING_DO, ("meh", "sangeet", "haldi", "baraat", "nikah", "walima", "stag", "hen",
                                      "bachelor", "brid", "rehearsal", "wedding", "best man", "maid", "groom", "henna",
                                      "gecesi"))
_MUSIC_ASKED_CUED = Cued(_MUSIC_ASKED, ("playlist", "mix", "listen", "put on", "stick on", "something", "anything",
                                        "song", "music", "tune", "put some", "stick some", "throw some"))
_ROCKING_TRIP_CUED = Cued(_ROCKING_TRIP, ("boat", "ferr", "catamaran", "yacht", "dinghy", "kayak", "coach", "cruise",
                                          "bus", "sailing", "winding"))
_DANCE_ASKED_CUED = Cued(_DANCE_ASKED, ("danc",))
_WATCH_ASKED_CUED = Cued(_WATCH_ASKED, ("watch", "stream", "binge", "night", "suggest", "recommend"))
_SIDE_PLAYING_CUED = Cued(_SIDE_PLAYING_ALSO, ("play", "kick"))
_GAME_ON_CUED = Cued(_GAME_ON, ("game", "match", "fixture"))

# "booked the retest, how long do they give you to get it fixed?", "when can I resit?": a test failed, the user's or
# their car's ("User's Corolla failed its MOT", "User failed the driving test in May")
# "is a big plate of tteokbokki going to spike me?", "what will it do to my blood sugar?": what the user eats, and the
# conditions that bind it ("User has type 2 diabetes")
_BLOOD_SUGAR = re.compile(r"\bspike\s+(?:me|my\s+(?:blood\s+)?(?:sugars?|glucose|levels?|numbers))\b"
                          r"|\bmy\s+(?:blood\s+sugars?|glucose|a1c|sugar\s+levels?)\b", re.I)
_BLOOD_SUGAR_CUED = Cued(_BLOOD_SUGAR, ("spike", "sugar", "glucose", "a1c"))
_RETEST = re.compile(r"\b(?:re-?tests?|re-?sits?|re-?sitting|re-?takes?|re-?taking|re-?inspections?)\b", re.I)
_RETEST_CUED = Cued(_RETEST, ("retest", "re-test", "resit", "re-sit", "retak", "re-tak", "reinspection", "re-inspection"))
_FAILED = re.compile(r"^User(?:['’]s\s+(?:[\w'’-]+\s+){1,3}?|\s+)(?:failed|did\s+not\s+pass|didn't\s+pass)\b")
# "ash wednesday is next week, dinner ideas?", "what should I eat at iftar?": a season of fasting or abstaining,
# the user's own observance ("User gives up meat on Fridays during Lent", "User observes Ramadan"; not "I lent him
# my car")
_OBSERVANCE_ASKED = re.compile(r"\b(?:ash\s+wednesday|lenten|holy\s+week|good\s+friday|ramadan|ramzan|iftar|suhoor|sehri"
                               r"|passover|pesach|yom\s+kippur|navratri|ekadashi|karva\s+chauth|paryushan)\b"
                               r"|\b(?:during|for|in|over|through|throughout|before|after|this)\s+lent\b|\blent\s+(?:starts"
                               r"|begins|is\s+(?:coming|here|starting))\b", re.I)
_OBSERVANCE_ASKED_CUED = Cued(_OBSERVANCE_ASKED, ("ash", "lent", "holy", "good friday", "ram", "iftar", "suhoor",
                                                  "sehri", "passover", "pesach", "kippur", "navratri", "ekadashi",
                                                  "karva", "paryushan"))
_OBSERVES = re.compile(r"^User\b.*\b(?:Lent|Lenten|Ramadan|Ramzan|Passover|Pesach|Yom\s+Kippur|Navratri|Ekadashi"
                       r"|Paryushan)\b|^User\s+(?:\w+\s+){0,2}?(?:observes|keeps|keep)\s+(?:a\s+|the\s+)?(?:\w+\s+)?fasts?\b")
# "when do I need to go again about the GNIB card?", "my work permit", "the citizenship forms": the user's own
# status where they live ("User holds a Stamp 4 residence permit", "User got their permanent residency in 2022")
_RESIDENCE_ASKED = re.compile(r"\b(?:visas?|residence\s+(?:permits?|cards?)|residency|GNIB|IRP|BRP|green\s+card|work\s+permits?"
                              r"|immigration|citizenship|naturali[sz](?:ation|e|ed|ing)|stamp\s+[0-9][a-z]?"
                              # (recall25) "which passport should I show at the border?", "passport control": which
                              # nationality the user travels on (not "renew my passport photo"'s shop: a passport with
                              # a border, a queue or "which")
                              r"|which\s+passports?|passports?\s+(?:control|queues?|lanes?|gates?)|passports?\b[^.?!]{0,40}"
                              r"\bborders?|borders?\b[^.?!]{0,40}\bpassports?"
                              # ... and the immigration offices by their names (Portugal's AIMA and SEF, the US's USCIS,
                              # the Netherlands' IND, Germany's Ausländerbehörde, France's préfecture, Spain's extranjería)
                              r"|(?-i:AIMA|SEF|USCIS|IND|INIS|IRCC)|ausländerbehörde|auslanderbehorde|extranjer[ií]a"
                              r"|pr[ée]fecture\s+appointment)\b", re.I)
_RESIDENCE_ASKED_CUED = Cued(_RESIDENCE_ASKED, ("visa", "residen", "gnib", "irp", "brp", "green card", "permit",
                                                "immigra", "citizen", "naturali", "stamp", "passport", "aima", "sef",
                                                "uscis", "ind", "inis", "ircc", "ausl", "extranjer", "fecture"))
_RESIDENCE_STATUS = re.compile(r"^User\b.*\b(?:visas?|permits?|residency|residence|green\s+card|citizenship|naturali[sz]ation"
                               r"|Stamp\s+[0-9]|permanent\s+residen\w*|citizen)\b")
# "any tips for parallel parking? I'm terrible at judging distance", "I can't read the small print": how the user
# sees ("User is blind in the left eye", "User has glaucoma")
_SIGHT_ASKED = re.compile(r"\bjudg(?:e|es|ing)\s+(?:the\s+)?distances?\b|\bdepth\s+perception\b|\bparallel\s+park(?:ing)?\b"
                          r"|\b(?:read|reading|see|seeing)\s+(?:the\s+)?(?:small|fine|tiny)\s+print\b|\bmy\s+(?:eyes|eyesight|vision)\b",
                          re.I)
_SIGHT_ASKED_CUED = Cued(_SIGHT_ASKED, ("judg", "depth", "parallel", "print", "eye", "vision"))
_SEES = re.compile(r"^User\b.*\b(?:blind|short-sighted|long-sighted|shortsighted|longsighted|partially\s+sighted|glaucoma"
                   r"|cataracts?|macular|low\s+vision|lazy\s+eye|astigmatism|keratoconus|one\s+eye|night\s+vision)\b")
# "leaves going yellow and curly, what am I doing wrong?", "my seedlings keep dying": what the user grows
# ("User grows tomatoes in a polytunnel at the allotment")
_PLANTS_ASKED = re.compile(r"\bleaves\s+(?:are\s+|keep\s+)?(?:going|turning|gone|turned|getting)\s+(?:yellow|brown|black|spotty"
                           r"|curly|crispy|pale)\b|\b(?:yellow|brown|curling|curly|spotty)\s+leaves\b|\bmy\s+(?:seedlings"
                           r"|plants|veg|crops?|harvest)\b|\b(?:on|at|in|down)\s+(?:the|my)\s+(?:allotment|polytunnel|veg\s+patch"
                           r"|vegetable\s+patch|raised\s+beds?)\b"
                           # "the jalapeño plants have tiny white bugs", "aphids on my chillies": a crop's pests (not "the
                           # plants" alone: a factory's, a power station's)
                           r"|\b(?:the|my|our)\s+(?:\w+\s+)?plants\b[^.?!]{0,40}?\b(?:bugs|aphids|flies|mites|pests|mildew|mould|mold"
                           r"|fungus|spots|wilting|dying|drooping|leaves)\b"
                           r"|\b(?:aphids|greenfly|blackfly|whitefly|mealybugs?|spider\s+mites|(?:little|tiny|small)\s+(?:white|black"
                           r"|green)\s+(?:bugs|flies))\b"
                           # (recall38) "what should I plant next month?", "when do I sow carrots?": what the user grows, or
                           # where ("User got an allotment"); not "plant a tree in his memory", "a power plant"
                           r"|\bwhat\s+(?:should|can|could|shall|do|would)\s+(?:I|we)\s+(?:plant|sow|grow)\b(?!\s+(?:a\s+tree\s+)?in\s+"
                           r"(?:his|her|their|your)\s+memory)|\bwhen\s+(?:should|do|can|shall)\s+(?:I|we)\s+(?:plant|sow)\b"
                           r"|\b(?:what|when)\s+to\s+(?:plant|sow)\b", re.I)
_PLANTS_ASKED_CUED = Cued(_PLANTS_ASKED, ("leaves", "seedling", "plants", "veg", "crop", "harvest", "allotment",
                                          "polytunnel", "raised bed", "aphid", "greenfly", "blackfly", "whitefly", "mealybug",
                                          "mites", "bugs", "flies", "plant", "sow", "grow"))
# ("User got an allotment", "User took on an allotment": one had now)
_GROWS = re.compile(r"^User\s+(?:\w+\s+){0,2}?(?:grows|is\s+growing|planted|plants|(?:has|got|keeps|rents|took\s+on)\s+an?\s+allotment"
                    # (recall38) "User got a plot at the community allotments"
                    r"|(?:has|got|keeps|rents|took\s+on)\s+an?\s+(?:\w+\s+)?plot\s+(?:at|on|in)\s+(?:the\s+|a\s+)?(?:\w+\s+)?allotments?"
                    r"|has\s+a\s+(?:veg(?:etable)?\s+patch|polytunnel|greenhouse))\b")
# "renting something to drive in the Algarve, what do I ask for at the desk?", "a hire car": how the user may drive
# ("User's licence only covers automatic cars", "User stopped driving at night")
_CAR_HIRE = re.compile(r"\b(?:hire|hiring|rent|renting|rental)\s+(?:a\s+)?(?:car|cars|van|something\s+to\s+drive)\b"
                       r"|\b(?:car|van)\s+(?:hire|rental)\b|\bhire\s+car\b|\bsomething\s+to\s+drive\b", re.I)
_CAR_HIRE_CUED = Cued(_CAR_HIRE, ("hire", "rent", "drive"))
_MAY_DRIVE = re.compile(r"^User(?:['’]s)?\b.*\b(?:licen[cs]e|licen[cs]ed|driving|drive|drives)\b.*\b(?:automatic|manual|only"
                        r"|at\s+night|after\s+dark|motorways?|lapsed|expired|points|banned|provisional)\b"
                        r"|^User\s+(?:\w+\s+){0,2}?(?:can't|cannot|doesn't|does\s+not|won't|stopped|no\s+longer)\s+drive\b")
# (recall16: kinds fresh15's first run said in other words)
# "what do I have to send HMRC?", "my VAT return is due", "self-assessment deadline": the user's own tax duties
# ("User files a BTW return every three months", "User sets aside 30 percent of every payment for income tax";
# "Revenue" only in capitals: a company's revenue is no tax office)
_TAX_ASKED = re.compile(r"\b(?:(?i:HMRC|IRS|CRA|ATO|IRD|SARS|Belastingdienst|Finanzamt|Skatteverket|Skatteetaten|taxman|tax\s+man"
                        r"|tax\s+office|tax\s+returns?|tax\s+deadlines?|tax\s+year|self[\s-]assessment|(?:VAT|BTW|GST|HST|IVA)"
                        r"\s+(?:returns?|filings?|quarters?|bills?|deadlines?)|file\s+my\s+tax(?:es)?)"
                        # ("back from Revenue", "the Revenue"; not "Revenue grew" opening a sentence)
                        r"|(?<=[a-z]\s)Revenue)\b")
_TAX_ASKED_CUED = Cued(_TAX_ASKED, ("hmrc", " irs", " cra", " ato", " ird", " sars", "belasting", "finanzamt", "skatte",
                                    "tax", "self-assess", "self assess", " vat", "btw", "gst", "hst", " iva", "revenue"))
_TAX_DUTY = re.compile(r"^User\b.*\b(?:VAT|BTW|GST|HST|IVA|taxes|tax|self[\s-]assessment)\b")
# "insurance form asks about claims in the last two years", "my no-claims bonus": what befell the user's things
# ("User's van was broken into in March", "User's car was written off in 2024", "User's flat was burgled")
_CLAIMS_ASKED = re.compile(r"\bno[\s-]claims?\b|\bclaims?\s+(?:history|record|in\s+the\s+(?:last|past))\b"
                           r"|\b(?:previous|prior|past|any|other)\s+claims\b|\b(?:made|make|making|put\s+in)\s+(?:a\s+|any\s+)?claims?\b"
                           r"|\b(?:accidents|incidents|thefts|losses|convictions)\s+in\s+the\s+(?:last|past)\b", re.I)
_CLAIMS_ASKED_CUED = Cued(_CLAIMS_ASKED, ("claim", "accidents", "incidents", "thefts", "losses", "convictions"))
_BEFELL = re.compile(r"^User(?:['’]s\s+(?:[\w'’-]+\s+){1,4}?|\s+)(?:was|were|got|has\s+been|had\s+been)\s+(?:\w+\s+)?"
                     r"(?:broken\s+into|stolen|burgled|burglarised|burglarized|robbed|vandalised|vandalized|damaged|flooded"
                     r"|written\s+off|crashed|dented|rear-ended|keyed)\b"
                     r"|^User\s+(?:crashed|dented|wrote\s+off|reversed\s+into|had\s+(?:a|an)\s+(?:\w+\s+)?(?:accident|crash|collision"
                     r"|break-in|burglary))\b")
# "a bonus came in, what should I do with it?", "should I clear what's left on the loan?", "can we afford it?": the
# user's debts and what they save for ("User owes 9,000 euros on the van loan", "User is saving up for a camper")
_MONEY_ASKED = re.compile(r"\b(?:windfall|inheritance|lump\s+sum|tax\s+refund|spare\s+(?:cash|money)|extra\s+(?:cash|money)"
                          r"|bonus\s+(?:came|is|went|landed|arrived|this)|(?:a|my|the)\s+bonus\b(?=[^.?!]{0,40}\bwhat\s+(?:should|do|can)"
                          r"\s+(?:I|we)\s+do\b)|(?:job|invoice|client|payment)\s+(?:just\s+)?paid\s+out|clear\s+(?:what's|what\s+is"
                          r"|whatever's)\s+left|pay\s+(?:it|that|them|this)\s+(?:off|down)|overpay(?:ing|ments?)?|can\s+(?:I|we)"
                          r"\s+afford|could\s+(?:I|we)\s+(?:afford|swing)|afford\s+(?:it|this|that)|as\s+a\s+buffer"
                          r"|rainy[\s-]day\s+(?:fund|money|pot)|emergency\s+fund"
                          # (recall21) "cancel the gym to put more aside each month?", "how can I save more?": what the
                          # user puts money aside for
                          r"|put\s+(?:(?:a\s+bit|a\s+little|some|more|extra|money|cash)\s+)+(?:aside|away|by)"
                          # (recall25) "how much can I put away each month from my grant?", "how much should I save
                          # from each salary?": what the user saves for (not "how much should I save for a rainy day
                          # in Python", which has no money in it: a month, a week, a pay or a salary said beside)
                          r"|how\s+much\s+(?:(?:can|should|could|do|would)\s+(?:I|we)|to)\s+(?:put\s+(?:aside|away|by)|save|set\s+aside)"
                          r"\b(?=[^.?!]{0,40}\b(?:each|every|a|per|from|out\s+of)\s+(?:(?:my|our|the)\s+)?(?:week|month|year"
                          r"|pay|paycheck|paycheque|pay\s+cheque|payslip|salary|wage|wages|stipend|grant|bolsa|allowance|pension)\b)"
                          r"|(?:save|saving)\s+(?:a\s+bit\s+|a\s+little\s+|some\s+)?more(?:\s+(?:money|cash))?\s+(?:each|every|a|per)"
                          r"\s+(?:week|month|year))\b"
                          # "found one for 38k, realistic for us by summer?": a price and whether it can be met
                          r"|(?:[£$€]\s?\d[\d,.]*\s?k?|\b\d+(?:[.,]\d+)?\s?k)\b[^.?!]{0,60}\b(?:realistic|doable|affordable"
                          r"|within\s+(?:budget|reach))\b", re.I)
_MONEY_ASKED_CUED = Cued(_MONEY_ASKED, ("windfall", "inherit", "lump", "refund", "spare", "extra", "bonus", "paid out",
                                        "clear what", "pay ", "overpay", "afford", "swing", "buffer", "rainy", "emergency",
                                        "realistic", "doable", " within", "put ", "sav", "set aside"))
_OWES_OR_SAVES = re.compile(r"^User\b.*\b(?:owes?|owing|debts?|loans?|mortgage|credit\s+card|overdraft|paying\s+off"
                            r"|pay\s+off|saving\s+(?:up\s+)?(?:for|to)|saves?\s+(?:up\s+)?(?:for|to)|emergency\s+fund)\b")
# "how do I take a screenshot of a whole page?", "my phone keeps dying": the device the user has ("User has an
# iPhone 13", "User's laptop is a ThinkPad")
_DEVICE_ASKED = re.compile(r"\b(?:screenshots?|screen\s*shots?|screen\s+record(?:ing)?|factory\s+reset|airdrop|face\s+id"
                           r"|home\s+screen|lock\s+screen|my\s+(?:phone|mobile|handset|laptop|tablet)(?!\s+(?:number|bill|contract"
                           r"|provider|plan|case)\b))\b", re.I)
_DEVICE_ASKED_CUED = Cued(_DEVICE_ASKED, ("screen", "reset", "airdrop", "face id", "phone", "mobile", "handset", "laptop",
                                          "tablet"))
_HAS_DEVICE = re.compile(r"^User(?:['’]s\s+(?:\w+\s+){0,2}?(?:phone|laptop|tablet|computer)\s+is|\s+(?:\w+\s+){0,2}?(?:has|uses"
                         r"|owns|got|bought|switched\s+to))\s+(?:an?\s+|the\s+|their\s+|his\s+|her\s+)?(?:new\s+|old\s+)?"
                         r"(?:iPhone|iPad|Android|Pixel|Galaxy|Samsung|OnePlus|Xiaomi|Huawei|Motorola|Nokia|Fairphone|MacBook|Mac"
                         r"|iMac|Chromebook|ThinkPad|Surface|Windows)\b")
# "want the hallway lights to come on by themselves at sunset", "a smart plug for the heater": the user's home
# automation ("User runs Home Assistant on a Raspberry Pi", "User has Philips Hue bulbs")
_AUTOMATION_ASKED = re.compile(r"\b(?:lights?|lamps?|heating|thermostat|blinds|curtains|shutters|doorbell|boiler|radiators?"
                               r"|sprinklers?|garage\s+door)\b[^.?!]{0,50}\b(?:by\s+(?:themselves|itself)|on\s+(?:their|its)\s+own"
                               r"|automatically|automate|automation|on\s+a\s+(?:timer|schedule)|at\s+(?:sunset|sunrise|dusk|dawn))\b"
                               r"|\b(?:smart\s+(?:plugs?|bulbs?|switch(?:es)?|thermostats?|home)|motion\s+sensors?|zigbee|z-wave"
                               r"|home\s+automations?)\b", re.I)
_AUTOMATION_ASKED_CUED = Cued(_AUTOMATION_ASKED, ("themselves", "itself", "their own", "its own", "automat", "timer",
                                                  "schedule", "sunset", "sunrise", "dusk", "dawn", "smart", "motion",
                                                  "zigbee", "z-wave"))
_SMART_HOME = re.compile(r"^User\b.*\b(?:Home\s+Assistant|openHAB|Hubitat|SmartThings|Homey|Philips\s+Hue|Hue\s+bulbs|Zigbee"
                         r"|Z-Wave|Node-RED|HomeKit|smart\s+home|home\s+automation)\b", re.I)
# "what bait for the lake this autumn?", "which lures for pike?", "what should I put on the hook?": the user's
# fishing ("User goes carp fishing on Sunday mornings")
_FISHING_ASKED = re.compile(r"\b(?:baits?|lures?|groundbait|boilies|tackle\s+box|fishing\s+(?:rods?|line|tackle)"
                            r"|(?:put|use|try)\s+on\s+(?:the|my|a)\s+hook|float\s+or\s+feeder|swim\s+feeders?)\b", re.I)
_FISHING_ASKED_CUED = Cued(_FISHING_ASKED, ("bait", "lure", "boilies", "tackle", "fishing", "hook", "feeder"))
_FISHES = re.compile(r"^User\b.*\b(?:fishing|fishes|angling|angler|fly-fishing|fly\s+fishing)\b")
# "a techno festival next month, anything to bring?", "front row at a gig": a loud place, where what the user hears
# with, or cannot, decides (the hearing kind: tinnitus, hearing aids; "a film festival" is no loud place)
_LOUD_PLACE = re.compile(r"\b(?:gigs?|concerts?|raves?|club\s+nights?|nightclubs?|fireworks|air\s+shows?|drag\s+racing"
                         r"|(?:music|rock|metal|techno|dance|house|edm|punk|indie|jazz|folk|reggae|drum\s+and\s+bass|trance"
                         r"|pop|hip[\s-]hop|rap)\s+(?:festivals?|fests?))\b", re.I)
_LOUD_PLACE_CUED = Cued(_LOUD_PLACE, ("gig", "concert", "rave", "club", "fireworks", "air show", "racing", "fest"))
# "what's a fair hourly rate to charge?", "how much should I charge for a call-out?": what the user does for a
# living sets it (the work kind)
_CHARGE_ASKED = re.compile(r"\b(?:hourly|day|daily|call[\s-]?out|weekend|evening|emergency)\s+(?:rates?|fees?|charges?)\b"
                           r"|\b(?:what|how\s+much)\s+(?:should|do|can|could|would)\s+I\s+charge\b|\brates?\s+to\s+charge\b"
                           r"|\b(?:price|quote)\s+(?:up\s+)?(?:a|the|this|that)\s+job\b", re.I)
_CHARGE_ASKED_CUED = Cued(_CHARGE_ASKED, (" rate", " fee", "charge", " job"))
# "the city I'm from", "the town I come from": a home town said with "from" (_ORIGIN)
_FROM_TOWN = re.compile(r"\bthe\s+(?:city|town|village|place|country|island|region|area)\s+(?:I'm|I\s+am|we're|we\s+are"
                        r"|I\s+come|we\s+come|I\s+came|my\s+family\s+(?:is|comes))\s+from\b", re.I)
_FROM_TOWN_CUED = Cued(_FROM_TOWN, ("m from", "e from", "s from"))
_LIFTING_CUED = Cued(_LIFTING, ("lift", "carry", "unload", "haul", "shift", "heave", "stack", "mov", "lug", "drag"))
# "a 15k race in November, smart idea?", "signing up for a half marathon": an exercise kind, and the injuries and
# operations a body carries ("User had his left ACL reconstructed in 2025", "User tore a hamstring in May")
_RACE_ASKED = re.compile(r"\b(?:sign(?:ing|ed)?\s+up\s+for|enter(?:ing)?|register(?:ing)?\s+for|do(?:ing)?|run(?:ning)?)\s+"
                         r"(?:a|an|the|my|this|that|next\s+\w+'s)\s+(?:\w+\s+){0,2}?(?:\d{1,3}\s?k|\d{1,3}\s?km|half[\s-]marathon"
                         r"|marathon|fun\s+run|ultra|triathlon|duathlon|sportive|obstacle\s+race|mud\s+run|trail\s+race|road\s+race"
                         r"|race(?!\s+(?:conditions?|detector))|relay)\b", re.I)
_RACE_WORDS = ("0k", "1k", "2k", "3k", "4k", "5k", "6k", "7k", "8k", "9k", "0 k", "5 k", "km", "marathon", "fun run", "ultra",
               "triathlon", "duathlon", "sportive", "race", "mud run", "relay")
_RACE_ASKED_CUED = Cued(_RACE_ASKED, _RACE_WORDS)
_EXERCISE_ASKED = re.compile(_RACE_ASKED.pattern + r"|\b(?:exercise|exercises|exercising|workouts?|fitness|gym|jogging|hiking"
                             # "is it safe to hit the slopes again?", "a ski trip in February"
                             r"|(?:hit(?:ting)?|on|back\s+on)\s+the\s+slopes|skiing|snowboarding|ski\s+(?:trip|holiday|season)"
                             # (recall35) "any stretches I can do at the end of the line?", "a stretching routine" (not
                             # "long stretches of road", "a stretch goal")
                             r"|(?:any|some|good|best|easy|gentle|simple|daily|morning|quick)\s+stretch(?:es|ing)(?!\s+of\b)"
                             r"|stretch(?:es|ing)\s+(?:for|to\s+(?:help|ease|relieve)|routine|exercises|I\s+can)"
                             # (not a sports car, bar, drink or channel)
                             r"|sports?(?!\s+(?:cars?|bars?|news|drinks?|bras?|betting|channels?|shops?|direct|coats?|jackets?)\b))\b",
                             re.I)
_EXERCISE_ASKED_CUED = Cued(_EXERCISE_ASKED, (*_RACE_WORDS, "exercis", "workout", "fitness", "gym", "jogging", "hiking", "stretch",
                                              "slopes", "skiing", "snowboarding", "ski ",
                                              "sport"))
# (recall20) "thinking of taking up running", "planning a long hike on Saturday, what should I pack?", "going for a
# swim before work": an exercise planned by its activity (not "start running the tests", "a print run", "a run of
# bad luck"); the exercise kind's rules ("User has asthma", "User has type 1 diabetes") and the body's injuries
_SPORTS_TAKEN_UP = (r"running|jogging|swimming|cycling|climbing|bouldering|rowing|hiking|tramping|bushwalking|boxing"
                    r"|tennis|squash|badminton|netball|football|rugby|cricket|crossfit|triathlons?|yoga|pilates|spinning"
                    r"|surfing|skating|skiing|martial\s+arts|karate|judo|weightlifting|powerlifting|trail\s+running")
_ACTIVITY_PLANNED = re.compile(
    r"\b(?:take|taking|took|takes|pick|picking|picked)\s+up\s+(?:" + _SPORTS_TAKEN_UP + r")\b"
    r"|\b(?:get|getting|got)\s+into\s+(?:" + _SPORTS_TAKEN_UP + r")\b"
    r"|\b(?:start|starting|started|begin|beginning)\s+(?:running|jogging|swimming|cycling|climbing|bouldering|rowing|boxing"
    r"|hiking)\b(?!\s+(?:the|a|an|my|this|that|it|them|out|late|low|short|behind|scripts?|tests?|code)\b)"
    r"|\b(?:plan|plans|planning|planned|go|going|head|heading|off|set|setting|do|doing)\s+(?:out\s+)?(?:on\s+|for\s+)?"
    r"(?:a|an)\s+(?:(?:long|short|big|quick|day|gentle|hard|steep|hilly|coastal|mountain|bush|morning|evening|early"
    r"|overnight|multi-day|\d+\s?(?:km|k|mile|miles)|\w+-(?:mile|km|kilometre|hour|day))\s+){0,2}"
    r"(?:hike|trek|tramp|bushwalk|bike\s+ride|swim|run|jog)\b(?!\s+(?:of|on\s+the\s+bank|through\s+the\s+(?:code|tests)))",
    re.I)
_ACTIVITY_PLANNED_CUED = Cued(_ACTIVITY_PLANNED, (" up ", "into", "start", "begin", "hike", "trek", "tramp", "bushwalk",
                                                  "ride", "swim", " run", " jog"))
_INJURY = (r"(?:reconstructed|reconstruction|surgery|operation|replaced|replacement|torn|tore|ruptured|broke|broken"
           r"|fractured|injured|injury|sprained|dislocated"
           # (recall35) a disc out of place: "User has a herniated disc in his lower back", "a bulging disc in her neck"
           r"|herniated|slipped|bulging|prolapsed)")
_PART = (r"(?:ACL|MCL|cruciate|meniscus|ligaments?|tendons?|achilles|hamstring|knee|knees|hip|hips|ankle|ankles|shoulder"
         r"|back|spine|disc|wrist|elbow|foot|leg|kneecap)")
_BODY_HURT = re.compile(r"^User\b.*\b" + _PART + r"\b.*\b" + _INJURY + r"\b|^User\b.*\b" + _INJURY + r"\b.*\b" + _PART + r"\b")

# "proper off-grid, no power at the pitch", "a power cut tonight": what the user needs power for ("User sleeps with a
# CPAP machine", "User's insulin must be kept in the fridge", "User uses an oxygen concentrator at night")
_NO_POWER = re.compile(r"\boff[\s-]grid\b|\bno\s+(?:power|electricity|mains|electric\s+hook[\s-]?up|hook[\s-]?up|plug\s+sockets?"
                       r"|sockets?)\b|\bpower\s+(?:cuts?|outages?)\b|\bblackouts?\b|\bwithout\s+(?:power|electricity)\b"
                       # (recall22) "the light has been off for two days" (Nigerian English: the mains), "load shedding",
                       # "the power/electricity is out"
                       r"|\b(?:light|power|electricity)\s+has\s+been\s+(?:off|out)\b|\b(?:power|electricity)\s+(?:is|was|went"
                       r"|keeps\s+going)\s+(?:off|out)\b|\bload[\s-]?shedding\b|\bthere(?:'s|\s+is|\s+has\s+been)\s+no\s+light\b", re.I)
_NO_POWER_CUED = Cued(_NO_POWER, ("grid", "power", "electric", "mains", "hook", "plug", "socket", "blackout", "light",
                                  "shedding"))
# (what needs power, and what the user has for a cut: "User has a generator because of power cuts", an inverter)
_NEEDS_POWER = re.compile(r"^User\b.*\b(?:CPAP|BiPAP|APAP|oxygen\s+concentrator|nebuli[sz]er|ventilator|insulin|dialysis"
                          r"|electric\s+wheelchair|powered\s+wheelchair|mobility\s+scooter|breast\s+pump|feeding\s+pump"
                          r"|generator|inverter|solar\s+panels?|power\s+station)\b", re.I)
# "a wasps' nest under the shed roof", "hornets by the bins", "got stung": what a sting does to the user ("User is
# allergic to wasp stings and carries an EpiPen")
_STINGS_ASKED = re.compile(r"\b(?:wasps?|hornets?|yellow\s*jackets?|bees|bee\s+hives?|beehives?|(?:got|get|was|been|getting)\s+stung)\b"
                           r"|\bbuzzing\s+(?:things|insects|bugs|critters)\b|\bnest\s+of\s+(?:those\s+|these\s+)?(?:\w+\s+){0,3}?"
                           r"(?:buzzing|stinging|stripy|striped)\b", re.I)
_STINGS_ASKED_CUED = Cued(_STINGS_ASKED, ("wasp", "hornet", "jacket", "bee", "stung", "buzzing", "nest"))
_STING_ALLERGY = re.compile(r"^User\b.*\b(?:allerg\w*|anaphyla\w*|EpiPen|epinephrine|adrenaline)\b.*\b(?:wasps?|bees?|hornets?"
                            r"|stings?|insects?)\b|^User\b.*\b(?:wasps?|bees?|hornets?|stings?|insects?)\b.*\b(?:allerg\w*"
                            r"|anaphyla\w*|EpiPen)\b", re.I)
# "which address should I give the courier?", "my delivery address": where the user lives and works ("User's
# workshop is a rented unit in Spaanse Polder"; not an IP or email address, "my address book")
_ADDRESS_ASKED = re.compile(r"\b(?:delivery|postal|home|billing|shipping|work|business|office)\s+address(?:es)?\b"
                            r"|\b(?:an|which|what)\s+address\s+(?:for|to\s+(?:give|use|put)|should\s+I|do\s+I\s+(?:give|use|put))\b"
                            r"|\baddress\s+for\s+the\s+(?:\w+\s+){0,2}?(?:delivery|deliveries|parcel|parcels|order|courier)\b"
                            r"|\bmy\s+address\b(?!\s+(?:book|space|bar))", re.I)
_ADDRESS_ASKED_CUED = Cued(_ADDRESS_ASKED, ("address",))
_WORKS_AT_PLACE = re.compile(r"^User['’]s\s+(?:\w+\s+){0,2}?(?:office|workshop|studio|unit|shop|practice|salon|lab|yard|workplace"
                             r"|premises|warehouse|lock-up)\s+is\s+(?:in|at|on|a|an|near)\b"
                             r"|^User\s+(?:rents|has|owns)\s+(?:a|an)\s+(?:\w+\s+)?(?:unit|workshop|studio|lock-up|premises)\s+(?:in|at|on)\b")
# "can I drive the van into the city centre?", "the low-emission zone": what the user's vehicle is allowed
# (_ON_CARS: "User's Transit is a Euro 5 diesel"; both a city centre and a vehicle driven or parked)
_INTO_TOWN = re.compile(r"\b(?:low[\s-]emissions?|clean[\s-]air|environmental|ultra[\s-]low[\s-]emissions?)\s+zones?\b|\bULEZ\b"
                        r"|\bcongestion\s+charge\b|\bmilieuzone\b|\bumweltzone\b"
                        r"|^(?=.*\b(?:(?:city|town)\s+(?:centre|center)|centrum|downtown|the\s+old\s+town)\b)(?=.*\b(?:drive|driving|take"
                        r"|taking|park|parking|bring|bringing)\s+(?:the|my|our)\s+(?:car|van|truck|motor|ute|pickup|camper|diesel)\b)",
                        re.I | re.S)
_INTO_TOWN_CUED = Cued(_INTO_TOWN, ("zone", "ulez", "congestion", "centre", "center", "centrum", "downtown", "old town"))
# "how can I save money on petrol?", "is diesel cheaper this week?", "what mpg should I expect?": fuel, which the user's
# car burns ("User's car is a Renault Clio", "User commutes to Marseille by car"); not "gas" alone (a cooker's, a bill's)
_FUEL_ASKED = re.compile(r"\b(?:petrol|diesel|fuel|mpg|miles\s+per\s+gallon|gas\s+(?:money|prices?|mileage|station)"
                         r"|fill(?:ing)?\s+up\s+(?:the\s+|my\s+)?(?:tank|car))\b", re.I)
_FUEL_ASKED_CUED = Cued(_FUEL_ASKED, ("petrol", "diesel", "fuel", "mpg", "gallon", "gas ", "fill"))
# "customer begs me to come out on Saturday morning", "can I take a job on Sunday?": work asked on a weekend day
# brings the user's rule about weekends ("User keeps weekends free for family", "User doesn't work weekends")
_WEEKEND_WORK = re.compile(r"\b(?:come\s+(?:out|over|round|in|by)|work|working|job|jobs|call[\s-]?outs?|shifts?|cover|overtime)\b"
                           r"[^.?!]{0,40}\b(?:saturday|sunday|weekend)s?\b|\b(?:saturday|sunday|weekend)s?\b[^.?!]{0,20}\b(?:job"
                           r"|jobs|call[\s-]?outs?|shifts?|overtime)\b", re.I)
_WEEKEND_WORK_CUED = Cued(_WEEKEND_WORK, ("saturday", "sunday", "weekend"))
# "the plumber can only come dinsdag", "no school on woensdag", "am Mittwoch": a weekday in Dutch, German, French,
# Spanish, Italian or Polish is that day (the memories naming it in English answer as the English word would; "Mardi
# Gras" is a carnival)
_DAYS_ABROAD: dict[str, str] = {
    **dict.fromkeys(("maandag", "montag", "lundi", "lunes", "lunedì", "lunedi", "poniedziałek", "poniedzialek"), "monday"),
    **dict.fromkeys(("dinsdag", "dienstag", "mardi", "martes", "martedì", "martedi", "wtorek"), "tuesday"),
    **dict.fromkeys(("woensdag", "mittwoch", "mercredi", "miércoles", "miercoles", "mercoledì", "mercoledi", "środa", "sroda",
                     "środę", "srode"), "wednesday"),
    **dict.fromkeys(("donderdag", "donnerstag", "jeudi", "jueves", "giovedì", "giovedi", "czwartek"), "thursday"),
    **dict.fromkeys(("vrijdag", "freitag", "vendredi", "viernes", "venerdì", "venerdi", "piątek", "piatek"), "friday"),
    **dict.fromkeys(("zaterdag", "samstag", "sonnabend", "samedi", "sábado", "sabado", "sabato", "sobota", "sobotę", "sobote"),
                    "saturday"),
    **dict.fromkeys(("zondag", "sonntag", "dimanche", "domingo", "domenica", "niedziela", "niedzielę", "niedziele"), "sunday"),
}
_DAY_ABROAD = re.compile(r"(?<![\w-])(" + "|".join(sorted(_DAYS_ABROAD, key=len, reverse=True)) + r")(?![\w-])(?!\s+gras\b)",
                         re.I)
_DAY_ABROAD_CUED = Cued(_DAY_ABROAD, ("dag", "tag", "abend", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi",
                                      "dimanche", "lunes", "martes", "rcoles", "jueves", "viernes", "bado", "domingo",
                                      "luned", "marted", "mercoled", "gioved", "venerd", "sabato", "domenica", "poniedzia",
                                      "wtorek", "roda", "rodę", "rode", "czwartek", "piątek", "piatek", "sobot", "niedziel"))
# (recall27) "can we push the meeting to midweek?", "a date at the end of the week", "a hairdresser at nine on the
# weekend", "a weekend morning": days said in other words are those days (the memories naming them answer: "User plays
# futsal on Wednesdays", "User plays bingo on Friday nights", "User runs parkrun every Saturday"); not "weekend" said
# alone, nor "a weekend away" (a trip, not a day's habits)
_DAYS_SAID: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("midweek", "mid-week"), ("tuesday", "wednesday", "thursday")), "end": ("friday",),
    "weekend": ("saturday", "sunday"),
    # (recall30) "my off day at the start of the week", "early in the week": a Monday
    **dict.fromkeys(("start", "beginning", "early"), ("monday",)),
}
_DAY_SAID = re.compile(r"\b(midweek|mid-week)\b|\b(?:at|by|towards?)\s+the\s+(end)\s+of\s+the\s+(?:work(?:ing)?\s+)?week\b"
                       r"|\b(?:at|on|from)\s+the\s+(start|beginning)\s+of\s+the\s+(?:work(?:ing)?\s+)?week\b"
                       r"|\b(early)\s+in\s+the\s+(?:work(?:ing)?\s+)?week\b"
                       r"|\b(?:(?:at|on|over)\s+the|this|next|a|on\s+a)\s+(weekend)\s+(?:mornings?|afternoons?|evenings?)\b"
                       r"|\b(?:at|by|before|from)\s+(?:\d{1,2}(?::\d{2})?(?:\s*[ap]m)?|six|seven|eight|nine|ten|eleven|noon)\s+"
                       r"(?:on|at|over)\s+the\s+(weekend)\b", re.I)
_DAY_SAID_CUED = Cued(_DAY_SAID, ("midweek", "mid-week", "end of the", "weekend", "start of the", "beginning of the",
                                  "early in the"))
SQL_DAY_NAMED = """
    SELECT m.id FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH :match AND m.superseded_by IS NULL AND m.polarity > 0
      AND m.type IN ('habit', 'relationship', 'constraint', 'decision', 'goal', 'project')
    ORDER BY f.rowid DESC LIMIT 6
"""
_WEEKEND_RULE = re.compile(r"^User\b.*\b(?:keeps?|doesn't|does\s+not|don't|won't|never|no|not|stopped|free|off|avoids?)\b.*"
                           r"\b(?:weekends?|saturdays?|sundays?)\b|^User\b.*\b(?:weekends?|saturdays?|sundays?)\b.*\b(?:free|off)\b")


# "the chef wants us to taste the new aguachile", "is the paella ok for me?": a dish of seafood named brings an allergy
# to it ("User is allergic to shellfish"; a rule of the meal, as a diet's is)
_SEAFOOD_DISH = re.compile(r"\b(?:aguachile|ceviche|shrimp|shrimps|prawns?|scampi|lobsters?|crabs?|crab\s*cakes?|crayfish"
                           r"|crawfish|oysters?|mussels|clams?|scallops?|paella|bouillabaisse|cioppino|gumbo|jambalaya|calamari"
                           r"|squid|octopus|langoustines?|cocktel\s+de\s+camar[oó]n|camarones|mariscos|seafood)\b", re.I)
_SEAFOOD_DISH_CUED = Cued(_SEAFOOD_DISH, ("aguachile", "ceviche", "shrimp", "prawn", "scampi", "lobster", "crab", "crayfish",
                                          "crawfish", "oyster", "mussel", "clam", "scallop", "paella", "bouillabaisse",
                                          "cioppino", "gumbo", "jambalaya", "calamari", "squid", "octopus", "langoustine",
                                          "camar", "mariscos", "seafood"))
_SEAFOOD_ALLERGY = re.compile(r"^User(?:['’]s\s+(?:[\w'’-]+\s+){1,3}?|\s+)(?:\w+\s+){0,3}?(?:allerg\w*|anaphyla\w*|intoleran\w*"
                              r"|can't\s+(?:eat|have)|cannot\s+(?:eat|have))\b.*\b(?:shellfish|seafood|crustaceans?|molluscs?"
                              r"|mollusks?|shrimp|prawns?|crab|lobster|oysters?|mussels|clams?|scallops?|squid)\b")
# "urgent care or the ER, which costs less?", "what will a doctor's visit set me back?": what a medical visit costs
# the user turns on their cover ("User has no health insurance", "User is on Medicaid")
_CARE_COST = re.compile(r"\b(?:urgent\s+care|(?-i:ER)|emergency\s+room|A&E|walk-?in\s+clinic|ambulance|hospital|clinic"
                        r"|doctor'?s?\s+(?:visit|appointment)|see(?:ing)?\s+a\s+doctor|medical\s+bills?|copays?|deductibles?)\b"
                        r"[^.?!]{0,60}\b(?:cost|costs|cheaper|cheapest|less|price|pay|afford|expensive|bills?)\b"
                        r"|\b(?:cost|costs|cheaper|cheapest|price|pay|afford|expensive)\b[^.?!]{0,40}\b(?:urgent\s+care"
                        r"|(?-i:ER)|emergency\s+room|A&E|walk-?in\s+clinic|ambulance|hospital|doctor'?s?\s+(?:visit|appointment))\b",
                        re.I)
_CARE_COST_CUED = Cued(_CARE_COST, ("urgent", " er", "emergency", "a&e", "walk", "ambulance", "hospital", "clinic",
                                    "doctor", "medical", "copay", "deductible"))
_HEALTH_COVER = re.compile(r"^User\b.*\b(?:health\s+insurance|medical\s+insurance|health\s+cover|insured|uninsured|Medicaid"
                           r"|Medicare|health\s+plan|HMO|PPO|copays?|deductible)\b")
# "is it a good week to wire more down to Mexico?", "the rupee's weak, should I send more home?": money the user sends
# home ("User sends money to his mother every month through Remitly")
_SENDING_HOME = re.compile(r"\b(?:wire|wiring|send|sending|transfer|transferring)\s+(?:(?:some|more|the|extra|a\s+bit)\s+)?"
                           r"(?:(?:more|money|cash|funds|of\s+it|it)\s+)?(?:down\s+to\b|back\s+home\b|home\b)"
                           r"|\bremittances?\b|\bexchange\s+rates?\b"
                           r"|\b(?:the\s+)?(?:peso|rupee|naira|cedi|zloty|rand|shilling|dirham)['’]?s?\s+(?:is\s+)?(?:weak|strong|down"
                           r"|up|low|high|falling|rising)\b", re.I)
_SENDING_HOME_CUED = Cued(_SENDING_HOME, ("wir", "send", "transfer", "remit", "exchange", "peso", "rupee", "naira", "cedi",
                                          "zloty", "rand", "shilling", "dirham"))
_SENDS_MONEY = re.compile(r"^User\b.*\b(?:sends?|sending|wires?|wiring|transfers?|transferring)\s+(?:\w+\s+){0,2}?(?:money|cash"
                          r"|remittances?)\b|^User\b.*\b(?:Remitly|Western\s+Union|TransferWise|WorldRemit|MoneyGram|Xoom)\b")
# "what whetstone grit should I start with?", "how do I sharpen a chef's knife?": the knives the user has
_SHARPENING = re.compile(r"\b(?:whetstones?|water\s*stones?|sharpening\s+(?:stones?|steels?|rods?)|honing\s+(?:rods?|steels?)"
                         r"|sharpen(?:ing)?\s+(?:my\s+|the\s+|a\s+)?(?:\w+\s+)?(?:knives|knife|blades?))\b", re.I)
_SHARPENING_CUED = Cued(_SHARPENING, ("stone", "sharpen", "honing"))
_HAS_KNIVES = re.compile(r"^User(?:['’]s)?\b.*\b(?:knives|knife|gyuto|santoku|nakiri|deba|honesuki|cleaver)\b")

# "trains aren't running between 18th and Damen, how do I get in?", "the buses are on strike tomorrow": a stop on the
# way to work asks how the user gets there ("User takes the Pink Line to work")
_TRANSIT_DOWN = re.compile(r"\b(?:trains?|buses|bus|tube|subway|metro|trams?|(?-i:L)|line)\s+(?:\w+\s+){0,2}?(?:(?:aren't|isn't"
                           r"|are\s+not|is\s+not|not|won't\s+be|will\s+not\s+be)\s+running|(?:is|are)\s+(?:down|suspended|closed|shut)"
                           r"|(?:is|are|go|going)\s+on\s+strike|cancell?ed|suspended)\b"
                           r"|\bhow\s+(?:do|will|can|should|am)\s+I\s+(?:going\s+to\s+)?get\s+(?:in\s+)?to\s+(?:work|my\s+shift)\b", re.I)
_TRANSIT_DOWN_CUED = Cued(_TRANSIT_DOWN, ("running", "down", "suspended", "closed", "shut", "strike", "cancel", "to work",
                                          "shift"))
# "my cleats ripped", "shin pads for the kids' league": the gear of a sport the user plays (not cycling cleats)
_SPORT_GEAR = re.compile(r"(?<!cycling\s)(?<!bike\s)(?<!clipless\s)(?<!spd\s)\bcleats\b|\b(?:football|soccer|rugby)\s+boots\b"
                         r"|\bshin\s+(?:pads|guards)\b|\b(?:goalie|goalkeeper|keeper)\s+gloves\b", re.I)
_SPORT_GEAR_CUED = Cued(_SPORT_GEAR, ("cleats", "boots", "shin", "gloves"))
# ... and ice hockey's ("my stick blade cracked", "a new hockey stick", "which puck for the driveway?"): the hockey the
# user plays ("User plays pickup hockey on Wednesday nights"; not a fan's memory)
_READ_ASKED = re.compile(r"\bpage[\s-]?turners?\b|\b(?:something|anything)\s+(?:good\s+)?to\s+read\b"
                         r"|\bwhat\s+(?:should|can|could)\s+I\s+read\b(?!\s+into)|\bbooks?\s+(?:recommendations?|suggestions?|to\s+read)\b"
                         r"|\b(?:recommend|suggest)\s+(?:me\s+)?(?:a\s+|some\s+)?(?:good\s+)?(?:books?|novels?|reads?)\b"
                         # (recall27) "what book should I take on the train?", "which novel could I pack for the beach?"
                         r"|\b(?:what|which)\s+(?:books?|novels?|paperbacks?)\s+(?:should|could|can|shall)\s+(?:I|we)\s+(?:take|bring"
                         r"|pack|read|get|buy|borrow|download)\b", re.I)
_READ_ASKED_CUED = Cued(_READ_ASKED, ("turner", "read", "book", "novel"))
_READS = re.compile(r"^User\s+(?:\w+\s+){0,2}?(?:reads|likes|loves|enjoys|prefers|is\s+into)\b.*\b(?:novels?|books|fiction"
                    r"|sci-fi|thrillers?|fantasy|mysteries|biographies|memoirs|poetry|manga|comics)\b")
_HOCKEY_GEAR = re.compile(r"\b(?:stick\s+blades?|hockey\s+sticks?|pucks?|hockey\s+skates|goalie\s+pads)\b", re.I)
_HOCKEY_GEAR_CUED = Cued(_HOCKEY_GEAR, ("blade", "stick", "puck", "skates", "pads"))
_PLAYS_HOCKEY = re.compile(r"^User\s+(?:\w+\s+){0,3}?(?:plays|skates|trains|coaches|joined|is\s+in|is\s+on)\b.*\bhockey\b")
# (recall25) a racket sport's gear ("which racket string tension for a beginner?", "my shuttlecocks keep breaking", "a new
# grip for my racquet"): the racket sport the user plays ("User plays badminton twice a week"); not "a racket next door",
# "a protection racket"
_RACKET_GEAR = re.compile(r"\b(?:rackets?|racquets?)\b(?=[^.?!]{0,40}\b(?:strings?|stringing|tension|grip|grips|weight|head"
                          r"|beginners?|buy|choose|pick|best|balance)\b)|\b(?:which|what|best|new|my)\s+(?:(?:badminton|tennis|squash|padel"
                          r"|first|new|old|spare)\s+)?(?:rackets?|racquets?)\b|\bshuttlecocks?\b|\bshuttles\b|\bstring\s+tension\b|\bovergrips?\b", re.I)
_RACKET_GEAR_CUED = Cued(_RACKET_GEAR, ("racket", "racquet", "shuttle", "tension", "overgrip"))
# ("User started tennis lessons on Saturday mornings with Meera": lessons begun are played)
_PLAYS_RACKETS = re.compile(r"^User\s+(?:\w+\s+){0,3}?(?:plays|trains|coaches|joined|is\s+in|is\s+on|takes|is\s+learning"
                            r"|learns|started|does)\b.*\b(?:badminton|tennis|squash|padel|pickleball|table\s+tennis|racquetball)\b")
# (recall25) a board sport's or open water's gear ("what wetsuit thickness in February?", "which board for a beginner?",
# "surf wax"): the water sport the user does ("User surfs at Bundoran on weekends"); not "a wetsuit for my dog"
_WATER_GEAR = re.compile(r"\bwet\s?suits?\b(?!\s+for\s+(?:my|the|our)\s+(?:dog|cat|pup|puppy))|\bsurf\s?boards?\b"
                         r"|\bsurf\s+wax\b|\bboard\s+wax\b|\b(?:leg\s+)?leashes?\s+for\s+(?:my|a|the)\s+board\b"
                         r"|\b(?:foam|soft[\s-]?top|long|short|mini[\s-]?mal)\s?boards?\b|\brash\s?(?:vests?|guards?)\b"
                         r"|\bneoprene\s+(?:boots|gloves|hoods?|socks)\b"
                         # (recall27) "which goggles stop fogging up in the pool?", "a swim cap": the swimming done; not
                         # ski, snow, safety or welding goggles
                         r"|(?<!ski\s)(?<!snow\s)(?<!safety\s)(?<!welding\s)(?<!vr\s)\bgoggles\b|\bswim(?:ming)?\s+caps?\b", re.I)
_WATER_GEAR_CUED = Cued(_WATER_GEAR, ("wet", "surf", "wax", "leash", "board", "rash", "neoprene", "goggles", "cap"))
_DOES_WATER_SPORT = re.compile(r"^User\s+(?:\w+\s+){0,3}?(?:surfs|surfing|bodyboards|kitesurfs|windsurfs|paddleboards|dives"
                               r"|swims|goes\s+(?:surfing|bodyboarding|kitesurfing|windsurfing|paddleboarding|diving|sea\s+swimming"
                               r"|wild\s+swimming|open[\s-]water\s+swimming)|is\s+learning\s+to\s+(?:surf|dive|windsurf|kitesurf)"
                               r"|learns\s+to\s+(?:surf|dive)|takes\s+surf)\b")
_PLAYS_FOOTBALL = re.compile(r"^User\s+(?:\w+\s+){0,3}?(?:plays|trains|coaches|captains|joined|is\s+in|is\s+on)\b.*\b(?:soccer"
                             r"|football|futsal|five-a-side|5-a-side|rugby|league)\b")


# (recall23) an activity of exercise the user stopped ("User stopped running", "User has given up swimming", "User no longer
# plays squash"); not "User stopped drinking", "User gave up sugar"
_STOPPED_TRAINING = re.compile(r"^User\s+(?:has\s+)?(?:(?:stopped|quit|gave\s+up|given\s+up)\s+(?:(?:going\s+to|doing|playing)\s+)?"
                               r"|no\s+longer\s+(?:goes\s+to|does|plays|goes)\s+)(?:the\s+)?(?:running|jogging|swimming|cycling"
                               r"|biking|hiking|climbing|bouldering|lifting|weightlifting|weights|rowing|dancing|boxing|yoga|pilates"
                               r"|gym|spinning|spin|crossfit|parkrun|tennis|squash|badminton|football|rugby|netball|hockey"
                               r"|basketball|martial\s+arts|karate|judo|zumba|hiit|skating|skiing|surfing|runs|swims|rides|walks)\b", re.I)


# (recall23) "how should I plan my sleep this week?", "when should I nap before nights?": the shifts the user works decide
# it ("User works days", attribute schedule:shift); not "sleep mode", "my laptop won't sleep", "put the dog to sleep"
_SLEEP_PLANNED = re.compile(r"\b(?:plan|planning|sort|sorting|fix|fixing|organise|organize|schedule|improve|get)\s+(?:out\s+)?my\s+"
                            r"(?:sleep|naps?|bedtimes?|body\s+clock)\b|\bmy\s+sleep(?:ing)?\s+(?:schedule|pattern|routine|plan|hours)\b"
                            r"|\bwhen\s+(?:should|do|can|could)\s+I\s+(?:go\s+to\s+)?(?:sleep|nap|bed)\b"
                            r"|\b(?:enough|more|better)\s+sleep\s+(?:this|next|on|before|between|after)\b"
                            # (recall35) "how do I get proper sleep in the daytime?", "sleeping during the day with the
                            # kids home": the user's own sleep by day is a shift worker's (not "get the baby to nap during
                            # the day", "get him to sleep in the day": someone else put to sleep)
                            r"|\b(?:I|me)\s+(?:(?!him\b|her\b|them\b|my\b|the\b|our\b|his\b|their\b|baby\b|kids?\b)[\w'’]+\s+){0,3}?"
                            r"(?:sleep|sleeping|kip|nap|napping|rest)\s+(?:\w+\s+)?(?:in|during|through)\s+the\s+day(?:time)?\b"
                            r"|\b(?:I|me)\s+(?:(?!him\b|her\b|them\b|my\b|the\b|our\b|his\b|their\b|baby\b|kids?\b)[\w'’]+\s+){0,3}?"
                            r"(?:sleep|sleeping|kip|nap|napping)\s+(?:\w+\s+)?(?:by\s+day|in\s+daylight|while\s+it's\s+light)\b"
                            # (newuser20) "how do I sleep good before my shift?": a sleep asked around the shift itself
                            r"|\bsleep\s+(?:(?:good|well|better|enough)\s+)?(?:before|after|between)\s+(?:my|the)\s+shifts?\b", re.I)
_SLEEP_PLANNED_CUED = Cued(_SLEEP_PLANNED, ("sleep", "nap", "bed", "body clock"))
# (recall24) "when is the best time for me to go to the gym?", "what time of day should I study?": the user's own hours
# asked, which the shifts worked decide as they do a sleep (not "the best time to visit Japan", "what time is it in Perth")
_HOURS_PLANNED = re.compile(r"\b(?:best|good|right|ideal)\s+time\s+(?:of\s+(?:the\s+)?day\s+)?for\s+me\s+to\b"
                            r"|\bwhat\s+time\s+(?:of\s+(?:the\s+)?day\s+)?should\s+I\s+(?:go\s+to\s+the\s+gym|work\s+out|train|exercise"
                            r"|study|revise|go\s+(?:for\s+)?(?:a\s+|my\s+)?(?:run|swim|walk|jog))\b", re.I)
_HOURS_PLANNED_CUED = Cued(_HOURS_PLANNED, ("time",))
_WORKS_SHIFTS = re.compile(r"^User\s+(?:now\s+)?(?:works|is\s+(?:now\s+)?(?:on|working)|does)\s+(?:the\s+)?(?:(?:early|late|night"
                           r"|day|long|twelve-hour|12-hour|rotating|split|back-to-back|graveyard|swing|evening)\s+)?(?:nights|days|shifts?"
                           r"|earlies|lates)\b")


# (recall28) the weight the user means to lose: "User wants to lose five kilos before summer", "User is trying to shed a
# bit of weight", "User is on a diet to drop two stone", "User is counting calories" (not "User lost 20 kilos in 2019", done;
# not "User's wife wants to lose weight", someone else's)
_LOSING_WEIGHT = re.compile(r"^User\s+(?:(?:really|still|now|also|badly)\s+)?(?:(?:wants|hopes|plans|needs|aims|intends|means"
                            r"|decided|has\s+decided|would\s+like|is\s+(?:trying|aiming|hoping|planning|determined|working\s+hard))"
                            r"\s+to\s+(?:try\s+to\s+)?|is\s+)(?:lose|losing|shed|shedding|drop|dropping|get\s+down(?:\s+to)?)\s+"
                            r"(?:some\s+|a\s+(?:bit|few|little)\s+(?:of\s+)?|a\s+couple\s+of\s+|(?:the|his|her|their)\s+(?:baby\s+)?)?"
                            r"(?:weight|pounds|kilos|kilograms|stone|\d+(?:[.,]\d+)?\s*(?:kilos?|kilograms?|kg|pounds?|lbs?|stone|st)\b"
                            r"|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(?:kilos?|kilograms?|pounds"
                            r"|stone))|^User\s+(?:is\s+)?(?:(?:still|now|currently)\s+)?(?:on\s+a\s+(?:diet|calorie[\s-]controlled"
                            r"|weight[\s-]loss)|dieting\b|counting\s+calories|trying\s+to\s+slim|slimming\b)", re.I)
_MAY_I_EAT = re.compile(r"\b(?:is|are|would|will|isn't|aren't)\s+(?:(?:a|an|the|some|my|this|that|these|those)\s+)?"
                        r"(?:[\w'-]+\s+){0,4}?(?:ok|okay|fine|alright|all\s+right|healthy|bad\s+for\s+me|a\s+good\s+(?:idea|choice|option))\b"
                        r"|\bcan\s+I\s+(?:still\s+)?(?:eat|have)\b|\bsnack(?:s|ing)?\b|\bmy\s+diet\b|\bcalories\b|\bcheat\s+(?:meal|day)s?\b"
                        r"|\bhealthi(?:er|est)\b|\blow[\s-]cal(?:orie)?\b", re.I)
_MAY_I_EAT_CUED = Cued(_MAY_I_EAT, ("ok", "fine", "alright", "all right", "healthy", "bad for", "a good", "can i", "snack",
                                    "diet", "calories", "cheat", "healthi", "low"))
_SOMEONE_ELSE_EATS = re.compile(r"\b(?:should|can|could|does|do|may|must|will|would)\s+(?:he|she|they|it)\s+(?:eat|have|drink"
                                r"|snack|do|train|lose)\b|\b(?:he|she|they|it)\s+(?:should|can|could|may|must)\s+(?:eat|have|drink|snack"
                                r"|do|train|lose)\b", re.I)
_WEIGHT_WORDS = ('"lose" OR "losing" OR "shed" OR "shedding" OR "drop" OR "dropping" OR "diet" OR "dieting" OR "calories"'
                 ' OR "slim" OR "slimming"')
_WEIGHT_TYPES = '["goal", "decision", "habit", "constraint", "project"]'


class SaidKind(NamedTuple):
    """A kind said in words no attribute keeps."""

    asks: re.Pattern[str] | Cued  # the message that asks for it
    match: str  # the words its memories are found by (FTS5)
    types: str  # ... of these types (a JSON list)
    said: re.Pattern[str]  # how such a memory is said
    rules_of: str | None = None  # its memories are rules of the answer, as a diet's of a meal (RULE_TYPES)
    stopped: bool = False  # a memory of something stopped answers too ("User stopped driving at night")
    binds: bool = False  # its memories bind every answer (RULE_TEXT), as the shifts worked bind a sleep planned


# (recall20) "any lunch spots near my office?", "how long have I been doing this job?", "where do I work?": the job said in
# words no attribute keeps ("User is employed by Suncorp", "User has worked in insurance claims since 2015"); a job
# that was ("User worked at a bakery in 2010") is not said this way
_MY_JOB = re.compile(r"\b(?:my|this|our)\s+(?:(?:current|new|day|present|full-time|part-time)\s+)?(?:job|office|workplace"
                     r"|employer|firm|line\s+of\s+work)\b|\bwhere\s+(?:do|did)\s+I\s+work\b|\bcommut(?:e|es|ing)\b"
                     # (recall30) "since I fry noodles for a living", "my hawker business", "my own stall", "my salon":
                     # what the user does for a living, or runs (not "mind my own business")
                     r"|\bfor\s+a\s+living\b|(?<!\bmind\s)\bmy\s+(?:own\s+|small\s+|little\s+|family\s+|\w+\s+)?business\b"
                     r"|\bmy\s+(?:own\s+|small\s+|little\s+|family\s+)?(?:stall|food\s+stall|market\s+stall|salon|bakery"
                     r"|food\s+truck)\b", re.I)
_MY_JOB_CUED = Cued(_MY_JOB, ("job", "office", "workplace", "employer", "firm", "line of", "work", "commut", "living",
                              "business", "stall", "salon", "bakery", "food truck"))
_EMPLOYED = re.compile(r"^User\s+(?:(?:now|still|currently)\s+)?(?:is\s+(?:now\s+)?(?:employed|hired|contracted)\s+(?:by|at|with)\s"
                       r"|(?:works|has\s+worked|has\s+been\s+working|has\s+been\s+employed)\s+(?:at|for|with|by)\s"
                       r"|(?:works|has\s+worked|has\s+been\s+working)\s+in\s+(?:[A-Z]|.*\bsince\b))"
                       # (recall30) a place of work the user runs or owns ("User runs her father's char kway teow stall",
                       # "User owns a small bakery"; not "User runs a book club", "User runs 5k on Sundays")
                       r"|^User\s+(?:(?:now|still|currently)\s+)?(?:runs|owns|manages|took\s+over|has\s+taken\s+over)\s+(?:a|an|the"
                       r"|her|his|their)\s+(?:[\w'’&-]+\s+){0,5}?(?:stall|shop|business|café|cafe|restaurant|bakery|salon|farm"
                       r"|company|garage|workshop|studio|bar|pub|clinic|food\s+truck|B&B|guesthouse|agency|store|takeaway)\b")
_POSTING_ASKED = re.compile(r"(?<!\bjob\s)(?<!\bblog\s)\bpost(?:ing)?\s+(?:\w+\s+)?(?:online|on\s+(?:social|insta|instagram|ig|tiktok|facebook|fb"
                            r"|my\s+(?:page|account|feed|story|stories)))\b|\b(?:more|new|gain|get|grow|lost|losing)\s+(?:\w+\s+)?"
                            r"followers\b|\b(?:what|how\s+often)\s+(?:should|to|do|can)\s+I\s+post\b|\bmy\s+(?:socials|reels?)\b"
                            r"|\b(?:instagram|insta|tiktok)\s+(?:posts?|reels?|captions?|bio|stories|story|followers|algorithm)\b",
                            re.I)
_POSTING_ASKED_CUED = Cued(_POSTING_ASKED, ("post", "followers", "socials", "reel", "insta", "tiktok"))
_HAS_A_PAGE = re.compile(r"^User\b.*\b(?:Instagram|TikTok|Facebook\s+(?:page|group)|YouTube\s+channel|social\s+media|blog"
                         r"|newsletter|Substack|podcast)\b(?!\s+(?:Marketplace|ads?)\b)")
_LEARNING_TO_DRIVE_ASKED = re.compile(r"\b(?:theory\s+test|driving\s+(?:test|lessons?|school|instructor|exam)|road\s+test"
                                      r"|learner(?:'s|s)?\s+(?:permit|licen[cs]e|plates?)|L[\s-]plates?|provisional\s+licen[cs]e"
                                      r"|parallel\s+park(?:ing)?|hazard\s+perception)\b", re.I)
_LEARNING_TO_DRIVE_ASKED_CUED = Cued(_LEARNING_TO_DRIVE_ASKED, ("theory", "driving", "road test", "learner", "plate",
                                                                "provisional", "parallel", "hazard"))
_LEARNING_TO_DRIVE = re.compile(r"^User\b.*\b(?:learn(?:s|ing|t|ed)?\s+(?:how\s+)?to\s+drive|driving\s+(?:lessons?|test|licen[cs]e"
                                r"|school|instructor)|learner(?:'s)?\s+(?:permit|licen[cs]e)|provisional\s+licen[cs]e)\b")
_GRIP_CUED = Cued(_GRIP, ("jar", "lid", "bottle", "tin", "can", "ring", "grip", "opener", "hand", "cast", "plaster",
                          "sling", "splint", "brace"))
_REHEARSAL_CUED = Cued(_REHEARSAL, ("rehears",))
# (recall21) "write a note to my team about cover over the holidays", "how do I tell my staff about the new rota?": whom
# the user employs or leads, said of the business they run ("User runs a café in Mumbles with four employees", "User
# manages a team of twelve"); "my team" that plays a match is another (_MY_TEAM)
_MY_STAFF = re.compile(r"\b(?:my|our)\s+(?:(?:whole|new|kitchen|shop|office|sales|night|weekend|bar|floor)\s+)?(?:staff|employees"
                       r"|workers|crew|team)\b(?![\s-]+(?:mates?|sports?|colours|kit|shirt|plays?|playing|played|won|lost|game)\b)"
                       r"|\bstaff\s+(?:rota|meeting|party|handbook|training|holidays?|shortages?|cover)\b", re.I)
_MY_STAFF_CUED = Cued(_MY_STAFF, ("staff", "employees", "workers", "crew", "team"))
_LEADS_STAFF = re.compile(r"^User\s+(?:\w+\s+){0,2}?(?:runs|owns|manages|leads|heads|employs|supervises|oversees"
                          r"|is\s+in\s+charge\s+of)\b.*\b(?:employees|staff|team|workers|crew|reports)\b(?!\s+(?:meetings?|away"
                          r"|lunch|days?|building|events?|drinks|updates?|calls?|chats?)\b)"
                          r"|^User\s+has\s+(?:\w+\s+){0,2}?(?:employees|staff|workers|direct\s+reports)\b"
                          r"|^User\s+(?:runs|owns|manages)\s+(?:a|an|the|their|his|her)\s+(?:[\w'-]+\s+){0,2}?(?:café|cafe"
                          r"|restaurant|shop|business|company|firm|bakery|bar|pub|salon|practice|clinic|studio|agency|store"
                          r"|kitchen|department|office|farm|garage|hotel|nursery|workshop)\b")
# (recall21) "can I wash my morning tablets down with tea?", "is it ok to skip my pills for a day?": what the user takes,
# said in words the write path keeps no attribute for ("User takes iron supplements for anaemia", "User is on blood
# thinners"; not "User's cat needs insulin", "User takes the bus")
_MEDS_ASKED = re.compile(r"\b(?:medications?|medicines?|meds|pills?|tablets?|capsules?|supplements?|vitamins?|prescriptions?"
                         r"|doses?|dosage)\b", re.I)
_MEDS_ASKED_CUED = Cued(_MEDS_ASKED, ("medic", "meds", "pill", "tablet", "capsule", "supplement", "vitamin", "prescri", "dos"))
_TAKES_MEDICINE = re.compile(r"^User\s+(?:(?:still|now|also|currently)\s+)?(?:takes|is\s+(?:on|taking)|has\s+been\s+(?:on|taking)"
                             r"|uses|needs)\s+(?:[\w'-]+\s+){0,4}?(?:supplements?|tablets?|pills?|medications?|medicines?"
                             r"|capsules?|vitamins?|inhalers?|injections?|insulin|drops|statins?|antidepressants?|antibiotics?"
                             r"|blood\s+thinners?|beta[\s-]blockers?|steroids?|antihistamines?)\b", re.I)
# (recall26) "what painkiller is safe for this headache?", "can I take Advil with a cold?": what the user must not take
# or takes for pain, said of a painkiller by name ("User cannot take ibuprofen because of a stomach ulcer", "User is
# allergic to aspirin"; the medication kind finds such a rule only when it has an attribute)
_PAINKILLER_ASKED = re.compile(r"\b(?:pain\s?killers?|pain\s+reli(?:ef|ever|evers)|ibuprofen|aspirin|paracetamol|acetaminophen"
                               r"|naproxen|advil|nurofen|tylenol|aleve|motrin|anti-inflammator(?:y|ies)|nsaids?)\b", re.I)
_PAINKILLER_ASKED_CUED = Cued(_PAINKILLER_ASKED, ("pain", "ibuprofen", "aspirin", "paracetamol", "acetaminophen", "naproxen",
                                                  "advil", "nurofen", "tylenol", "aleve", "motrin", "inflammator", "nsaid"))
_ON_PAINKILLERS = re.compile(r"^User\b.*\b(?:ibuprofen|aspirin|paracetamol|acetaminophen|naproxen|nsaids?|codeine|opioids?"
                             r"|painkillers?|anti-inflammator(?:y|ies))\b", re.I)
# (lead50) "what should i pack for a beach trip", "what should I bring on a long train journey?", "ideas for my holiday":
# the user's own trip asked about brings the trips the user has said are ahead ("User is going to Okinawa with Aiko in June
# 2026", "User and their wife will go to Milan for Christmas", "User is taking 2 weeks off in June to go to Okinawa");
# not "a trip hazard", "a power trip", "a trip to the shops" said of someone else, "take the bins out"
_MY_TRIP_ASKED = re.compile(r"\b(?:pack|packing|bring|take)\s+(?:for|on)\s+(?:a|my|our|the|this)\s+(?:[\w-]+\s+){0,2}?(?:trip|holiday|vacation"
                            r"|journey|getaway|flight|break)\b"
                            r"|\b(?:my|our|this)\s+(?:[\w-]+\s+){0,2}?(?:trip|holiday|vacation|getaway)\b(?!\s+(?:photos?|pictures?|pics|video)"
                            r"|\s+to\s+the\s+(?:shops?|store|supermarket|dentist|doctor|gym|bank|post\s+office|tip|dump))"
                            r"|\b(?:long|overnight)\s+(?:train|bus|coach|ferry)\s+(?:journey|ride|trip)\b", re.I)
_MY_TRIP_ASKED_CUED = Cued(_MY_TRIP_ASKED, ("trip", "holiday", "vacation", "journey", "getaway", "flight", "break", "ride"))
_TRIP_AHEAD = re.compile(r"^User\b(?:\s+and\s+(?:their\s+)?[\w' -]{1,30}?)?\s+(?:is|are|will|'ll)\s+(?:be\s+)?(?:going|flying|travell?ing"
                         r"|heading|driving|go|fly|travel|visit(?:ing)?)\s+(?:back\s+)?(?:to\s+)?[A-Z]"
                         r"|^User\b[^.]*?\b(?:to\s+go|off)\s+to\s+[A-Z]"
                         r"|^User\b[^.]*?\b(?:trip|holiday|vacation|honeymoon|getaway)\s+(?:to|in)\s+[A-Z]"
                         # ("User booked Kumasi for Christmas 2026", "User has booked a week in Crete for June 2026": a
                         # place booked for a time)
                         r"|^User\s+(?:has\s+)?booked\s+(?:(?:a|two|three|\d)\s+(?:[\w-]+\s+){0,2}?(?:week|weeks|fortnight|weekend"
                         r"|nights?|days|trip|holiday|break|flights?|cruise)\s+(?:to|in|at)\s+|(?:flights?|tickets?)\s+to\s+"
                         r"|(?=[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s+for\s+(?:Christmas|Easter|New\s+Year|the\s+holidays|[A-Z][a-z]+\s+\d{4})\b))[A-Z]")
# (lead62) "how should I practise the irregular verbs?", "the subjunctive is killing me": a language's grammar drilled, so
# the language the user is learning (and the course or class of it, "User started an Italian course on Tuesdays")
_GRAMMAR_DRILLED = re.compile(r"\b(?:irregular|regular|reflexive|modal|phrasal|separable)\s+verbs?\b|\bsubjunctive\b"
                              r"|\b(?:past|future|present)\s+(?:perfect|simple|continuous|tense)\b(?!\s+(?:of|in)\s+(?:the\s+)?(?:code|function))"
                              r"|\bnoun\s+genders?\b|\bconjugating\b", re.I)
_GRAMMAR_DRILLED_CUED = Cued(_GRAMMAR_DRILLED, ("verb", "subjunctive", "perfect", "simple", "continuous", "tense", "gender",
                                                "conjugating"))
_LANGUAGE_COURSE = re.compile(r"^User\s+(?:\w+\s+){0,3}?(?:started|starts|takes|is\s+taking|attends|goes\s+to|joined|signed\s+up\s+for"
                              r"|is\s+doing|does|has|enrolled\s+in|booked)\s+(?:an?\s+|their\s+|the\s+)?(?:\w+\s+)?(?:"
                              + "|".join(sorted(NATURAL_LANGUAGES)) + r")\s+(?:course|class|classes|lessons?|tuition|tutor)\b"
                              r"|" + _LEARNING_LANGUAGE.pattern, re.I)
# (lead62) "what should I bring to my first class?", "nervous about my first lesson": the course or the classes the user
# has begun ("User started a pottery course in Grottaglie, on Thursdays"; not "first class stamps", "first class tickets")
_FIRST_CLASS = re.compile(r"\bmy\s+(?:very\s+)?first\s+(?:class|lesson|session|workshop)\b(?!\s+(?:stamps?|tickets?|seats?|post|mail))",
                          re.I)
_FIRST_CLASS_CUED = Cued(_FIRST_CLASS, ("first class", "first lesson", "first session", "first workshop"))
_COURSE_BEGUN = re.compile(r"^User\s+(?:\w+\s+){0,2}?(?:started|starts|is\s+starting|began|joined|signed\s+up\s+for|enrolled\s+in"
                           r"|is\s+taking|takes|booked)\s+(?:an?\s+|the\s+|their\s+)?(?:[\w'-]+\s+){0,3}?(?:course|class|classes"
                           r"|lessons|workshop|workshops)\b")
# (lead62) "how far can I go on one charge in summer?": the electric car (not "how long does my phone last on one charge")
_ONE_CHARGE = re.compile(r"\b(?:how\s+far|how\s+many\s+(?:miles|km|kilomet(?:re|er)s)|range)\b[^.?!]{0,40}\bon\s+(?:one|a\s+single"
                         r"|a\s+full)\s+charge\b", re.I)
_ONE_CHARGE_CUED = Cued(_ONE_CHARGE, ("charge",))
# (lead62) "write me a function to dedupe rows in a dataframe": the dataframe library the user works in ("User is moving
# their whole pipeline from pandas to polars")
_DATAFRAME = re.compile(r"\bdata\s?-?frames?\b", re.I)
_DATAFRAME_CUED = Cued(_DATAFRAME, ("dataframe", "data frame", "data-frame"))
_DATAFRAME_LIBRARY = re.compile(r"^User\b.*\b(?:pandas|polars|dplyr|tidyverse|pyspark|data\.table|DataFrames\.jl)\b")
# (lead62) "what to send in a care package": the one away at university or college the user would send it to ("User's son
# Bjarki got in to the University of Iceland"; not "User's son is 7")
# (recall46: and his or her first term or semester away, at uni or college, freshers' week: "what to pack for his first term
# away", "her first semester at college"; not "my first term as chair", "the first term of the sequence", "his first
# term in office")
_CARE_PACKAGE = re.compile(r"\bcare\s+(?:packages?|parcels?|box(?:es)?)\b"
                           r"|\b(?:his|her|their)\s+first\s+(?:term|semester|year|weeks?)\s+(?:away|at\s+(?:uni|university|college"
                           r"|boarding\s+school|music\s+school|the\s+conservatoire|art\s+school|drama\s+school)|in\s+(?:halls|the\s+dorms?))\b"
                           r"|\bfreshers['’]?\s+week\b"
                           # (lead64) "what must he bring for the hostel?": what a child away at school takes there
                           r"|\b(?:bring|pack|take|need)\s+(?:\w+\s+){0,2}?(?:for|to)\s+(?:the|his|her|their)\s+(?:hostel|dorm|dorms|halls"
                           r"|boarding\s+school|boarding\s+house)\b", re.I)
_CARE_PACKAGE_CUED = Cued(_CARE_PACKAGE, ("care package", "care parcel", "care box", "first term", "first semester", "first year",
                                          "first week", "freshers", "hostel", "dorm", "halls", "boarding"))
_AWAY_STUDYING = re.compile(r"^User's\s+(?:son|daughter|kid|child|grandson|granddaughter|brother|sister)\b.*\b(?:university|college|uni"
                            r"|course|degree|boarding\s+school|erasmus|semester\s+abroad|studying\s+in|left\s+for"
                            # (lead64) "User's daughter Bao Ngoc moved in the dorm": a room on campus is a child away studying
                            r"|dorms?|dormitory|halls\s+of\s+residence|residence\s+hall|boarder|hostel"
                            # (recall46) "User's son Owen got a place at a music school in Leeds", "… starts at the conservatoire"
                            r"|music\s+school|school\s+of\s+music|conservatoire|conservatory|art\s+school|drama\s+school"
                            r"|academy\s+of\s+music)\b", re.I)
# (lead62) "what should I pack for a fortnight on a ship?": the user's work at sea ("User is a deckhand on the ferry")
_ON_A_SHIP = re.compile(r"\b(?:pack|bring|take|need)\b[^.?!]{0,40}\b(?:on|aboard)\s+(?:a|the)\s+(?:ship|boat|vessel|ferry|rig|trawler)\b",
                        re.I)
_ON_A_SHIP_CUED = Cued(_ON_A_SHIP, ("ship", "boat", "vessel", "ferry", "rig", "trawler"))
_WORK_AT_SEA = re.compile(r"^User\s+(?:is|works|has\s+been|got\s+a\s+job)\b.*\b(?:deckhand|ferry|ship|vessel|crew|offshore|rig"
                          r"|seafarer|sailor|merchant\s+navy|trawler)\b")
# (lead62) "is it safe for me to walk outside when it is icy?": a fall the user is at risk of, so their bones and a fall
# had ("User broke their hip", "User has osteoporosis"; not "is the road icy for driving")
# (recall46: and the bus, the tram, the stairs safe for me, getting on a bus safely: "is the bus safe for me now?", "how do I
# get on a city bus safely"; not "is the bus safe at night?", "is it safe for me to eat prawns?", "… to walk through the
# scanners at the airport?", a pacemaker's question)
_ICY_WALK = re.compile(r"\b(?:walk|walking|go\s+out|going\s+out|outside|pavements?|sidewalks?)\b[^.?!]{0,40}\b(?:icy|ice|slippery|frosty)\b"
                       r"|\b(?:icy|slippery|frosty)\b[^.?!]{0,40}\b(?:walk|walking|go\s+out|outside|pavements?|sidewalks?)\b"
                       r"|\b(?:bus|buses|tram|trams|train|trains|metro|subway|tube|stairs|steps|escalators?)\b[^.?!]{0,30}\bsafe\s+for\s+me\b"
                       r"|\bsafe\s+for\s+me\s+(?:now\s+)?to\s+(?:take|get\s+on|ride|catch|use|climb|walk|go\s+out|go\s+outside)\b"
                       r"(?:\s+(?:the|a)\s+(?:bus|tram|train|metro|subway|tube|stairs|steps|escalator)\b|(?<=out)|(?<=outside)"
                       r"|(?<=walk)(?=\s+(?:outside|out|alone|far|around\s+the\s+(?:block|town|shops))\b))"
                       r"|\b(?:get|getting|climb|climbing|go|going)\s+(?:on|onto|off|up|down)\s+(?:a|the)\s+(?:\w+\s+)?(?:bus|tram|train"
                       r"|stairs|steps|escalator)\s+safely\b"
                       r"|\bsafely\s+(?:get|getting|climb|climbing)\s+(?:on|onto|off|up|down)\s+(?:a|the)\s+(?:\w+\s+)?(?:bus|tram|train"
                       r"|stairs|steps|escalator)\b", re.I)
_ICY_WALK_CUED = Cued(_ICY_WALK, ("icy", "ice", "slippery", "frosty", "safe"))
_FALL_RISK = re.compile(r"^User\s+(?:\w+\s+){0,2}?(?:broke|fractured|has\s+broken|fell|had\s+a\s+fall|has|uses|walks\s+with)\b.*"
                        r"\b(?:hip|osteoporosis|walker|zimmer|balance|wrist|ankle|fall|leg|pelvis|femur|crutches|cane)\b")
# (lead64) "how much insurance do I need for my vehicles?", "servicing for my vans": the vehicles the user owns or runs
# ("User owns two minibus taxis in Ulundi", "User runs three delivery vans"); not "my vehicle's tyre pressure" said of one
# car with no owner's memory, and "User's brother drives a taxi" is the brother's
_MY_VEHICLES = re.compile(r"\b(?:my|our)\s+(?:\w+\s+)?(?:vehicles|fleet|vans|trucks|lorries|taxis|minibuses|buses|cars)\b", re.I)
_MY_VEHICLES_CUED = Cued(_MY_VEHICLES, ("vehicles", "fleet", "vans", "trucks", "lorries", "taxis", "minibuses", "buses", "cars"))
_OWNS_VEHICLES = re.compile(r"^User\s+(?:(?:now|still|also)\s+)?(?:owns|runs|has|operates|bought|drives|leases)\b.*\b(?:taxis?"
                            r"|minibus(?:es)?|vans?|trucks?|lorr(?:y|ies)|buses|fleet|vehicles?)\b")
# (lead64) "I feel tired all the time this winter", "why am I so exhausted lately?": tiredness that lasts brings what the user
# has that tires ("User has vitamin d deficiency", "User has anaemia", "User has an underactive thyroid"); not "tired of my
# job", "tired after the match" (a day's)
_TIRED_LASTING = re.compile(r"\b(?:tired|exhausted|fatigued|knackered|no\s+energy|low\s+on\s+energy|worn\s+out|drained)\b(?!\s+of\b)"
                            r"[^.?!]{0,25}?\b(?:all\s+the\s+time|always|every\s+day|constantly|lately|these\s+days|this\s+(?:winter"
                            r"|month|week)|for\s+weeks)\b|\bwhy\s+am\s+I\s+(?:so\s+|always\s+)?(?:tired|exhausted|fatigued)\b", re.I)
_TIRED_LASTING_CUED = Cued(_TIRED_LASTING, ("tired", "exhausted", "fatigued", "knackered", "energy", "worn out", "drained"))
_TIRES = re.compile(r"^User\s+(?:has|is|was\s+diagnosed\s+with|takes|is\s+on)\b.*\b(?:vitamin\s+d|b12|iron|an(?:a)?emi\w*|thyroid"
                    r"|hypothyroid\w*|deficien\w*|sleep\s+apno?ea|long\s+covid|fatigue|glandular\s+fever)", re.I)
# (lead64) "how should we celebrate tonight?", "ideas to celebrate the news": the good news the user or the family had
# ("User's wife Parastoo passed the Finnish dentist licence exam", "User was promoted to senior engineer"); not a feast
# or a day named ("celebrate Eid", "celebrate her birthday", "celebrate Christmas" name what is celebrated)
_CELEBRATE = re.compile(r"\bcelebrat(?:e|ing)\b(?:\s+(?:it|this|that|the\s+news|the\s+good\s+news|tonight|today|properly|together"
                        r"|at\s+home|with\s+(?:her|him|them)))*\s*(?:[?.!]|$)", re.I)
_CELEBRATE_CUED = Cued(_CELEBRATE, ("celebrat",))
_GOOD_NEWS = re.compile(r"^User(?:['’]s\s+(?:[\w'’-]+\s+){1,3}?)?\s*(?:just\s+|finally\s+)?(?:passed|qualified|graduated|won"
                        r"|was\s+promoted|got\s+(?:promoted|engaged|the\s+job|a\s+new\s+job|a\s+place|into|the\s+offer|accepted)"
                        r"|is\s+(?:now\s+)?engaged|has\s+been\s+promoted|defended)\b")
# (lead63) "how should I indent this python snippet?": the user's tabs-or-spaces rule ("User prefers tabs over spaces 4 wide");
# only a memory saying tabs or spaces is brought, so "indent a paragraph" with no such rule brings nothing
_INDENT_ASKED = re.compile(r"\bindent(?:ation|ing|ed|s)?\b", re.I)
_INDENT_ASKED_CUED = Cued(_INDENT_ASKED, ("indent",))
_TABS_OR_SPACES = re.compile(r"^User\b.*\b(?:tabs|spaces)\b")
# (lead63) "how to save for tuition fees?": the one of the family starting or at college ("User's daughter Princess starts
# college in 2026, nursing course in Silliman"); not a language's tuition ("Spanish tuition", the user's own lessons)
_TUITION_FEES = re.compile(r"\b(?:tuition|college|university|uni|school)\s+fees?\b", re.I)
_TUITION_FEES_CUED = Cued(_TUITION_FEES, ("tuition", "fees"))
# (recall43) "how to find new friends in new town", "what's on in my new city": the place the user has moved to is the
# one asked about ("User moved to Erdenet"); not "the new town hall", "a new city council"
# (recall44: and "how to meet people in a new city", said of the user's own move, "User has arrived in Stuttgart")
_NEW_TOWN = re.compile(r"\b(?:(?:in|to|around|at|of)\s+(?:(?:my|our|the|this|a)\s+)?|(?:my|our)\s+)new\s+(?:home\s+)?(?:town|city"
                       r"|village|neighbou?rhood|area|suburb|country)\b(?!\s+(?:hall|halls|council|centre|center|library|square"
                       r"|plan|planning|limits|walls|gate))", re.I)
_NEW_TOWN_CUED = Cued(_NEW_TOWN, ("new town", "new city", "new village", "new neighbo", "new area", "new suburb",
                                  "new country", "new home town", "new home city"))
# (recall44) ... and the arrival or the move there, said as what happened ("User has arrived in Stuttgart", "User moved to
# Erdenet in March"; not "User's sister moved to Leeds", "User arrived late")
_ARRIVED_IN = re.compile(r"^User\s+(?:has\s+|had\s+|just\s+|finally\s+|now\s+|recently\s+){0,2}(?:arrived|moved|relocated|settled"
                         r"|landed)\s+(?:back\s+)?(?:in|to|into)\s+(?:the\s+)?[A-Z]")
# (recall44) "what to do with all the free time now", "so much time on my hands", "how do I fill my days now": the days a
# retirement left ("User is retired", "User retired from the salmon farm in June"; not "what do you do in your free time",
# "free time after work", "my dad retired")
_TIME_ON_HANDS = re.compile(r"\b(?:all|so\s+much|too\s+much|such\s+a\s+lot\s+of|loads\s+of|lots\s+of)\s+(?:this\s+|the\s+|my\s+|of\s+"
                            r"(?:the|my)\s+)?(?:free|spare|extra)\s+time\b(?![^.?!]{0,30}\b(?:after\s+work|at\s+work|between"
                            r"\s+shifts|on\s+weekends|at\s+weekends)\b)"
                            r"|\b(?:free|spare)\s+time\s+(?:now|these\s+days)\b(?!\s+(?:and\s+then|that|to\s+\w+\s+this))"
                            r"|\btime\s+on\s+my\s+hands\b|\bfill\s+(?:my|our|the)\s+(?:days|weeks|time)\b", re.I)
_TIME_ON_HANDS_CUED = Cued(_TIME_ON_HANDS, ("free time", "spare time", "extra time", "time on my hands", "fill my", "fill our",
                                            "fill the"))
# (recall44) "how to write a good motivation letter", "my personal statement", "a statement of purpose": the application it
# is for ("User applied to a master in Hohenheim", "User is applying to nursing school"; not "User's son applied for a
# passport", "the app applies the patch")
_APPLICATION_LETTER = re.compile(r"\b(?:motivation(?:al)?\s+letters?|letters?\s+of\s+motivation|personal\s+statements?"
                                 r"|statements?\s+of\s+purpose|application\s+(?:essays?|letters?)|admissions?\s+essays?"
                                 r"|(?:letters?\s+of\s+)?recommendation\s+letters?)\b", re.I)
_APPLICATION_LETTER_CUED = Cued(_APPLICATION_LETTER, ("motivation", "statement", "application", "admission", "recommendation"))
_APPLIED = re.compile(r"^User\s+(?:[\w']+\s+){0,3}?(?:applied|applies|applying|apply)\s+(?:to|for)\b"
                      r"|^User\s+(?:[\w']+\s+){0,3}?(?:sent|submitted|sends|submits)\s+(?:an?\s+|the\s+|their\s+|his\s+|her\s+)?"
                      r"(?:\w+\s+)?applications?\b")
# (recall44) "how much should I keep aside before I find new work", "between jobs": the job lost or left ("User was made
# redundant from the warehouse", "User took redundancy"; not "User's husband was laid off")
_JOB_LOST = re.compile(r"^User\s+(?:[\w']+\s+){0,4}?(?:redundant|redundancy|laid\s+off|let\s+go|fired|sacked|dismissed"
                       r"|unemployed|out\s+of\s+work|lost\s+(?:their|his|her|the)\s+job)\b")
# (recall44) "is there a simple way to practise typing at home", "how do I learn to type faster", "using a mouse": the
# computer course the user is on ("User started a computer course for seniors at the library"; not "the typing module
# in Python", "User's grandson did an IT course")
_COMPUTER_SKILLS = re.compile(r"\b(?:practi[sc]e|practi[sc]ing|improve|improving|learn|learning)\s+(?:my\s+)?typing\b"
                              r"|\blearn(?:ing)?\s+to\s+type\b|\btype\s+faster\b|\btouch[\s-]typing\b"
                              r"|\btyping\s+(?:speed|practice|lessons?|skills|exercises?|tutor)\b"
                              r"|\b(?:use|using|work)\s+(?:a|the)\s+(?:computer\s+)?mouse\b"
                              r"|\b(?:use|using)\s+(?:a|the|my)\s+(?:computer|laptop|tablet)\s+(?:properly|better|at\s+home)\b", re.I)
_COMPUTER_SKILLS_CUED = Cued(_COMPUTER_SKILLS, ("typing", "type", "mouse", "computer", "laptop", "tablet"))
_COMPUTER_COURSE = re.compile(r"^User\b(?!['’]s\s).*\b(?:computer|computers|computing|IT|digital|typing|keyboard|internet"
                              r"|word\s+processing)\s+(?:course|courses|class|classes|lessons?|training|skills|workshops?)\b"
                              r"|^User\s+(?:[\w']+\s+){0,3}?(?:learn|learns|learning)\s+(?:to\s+use\s+)?(?:a\s+|the\s+)?"
                              r"(?:computers?|laptop|email|the\s+internet|typing)\b")
# (recall44) "how do i deal with my parents fighting all the time", "my mum and dad keep arguing": their divorce or
# separation ("User's parents are getting divorced", "User's parents separated in May"; not "my parents are coming for
# dinner", "the kids keep fighting")
_PARENTS_FIGHTING = re.compile(r"\b(?:my|our)\s+(?:parents|folks|mum\s+and\s+dad|mom\s+and\s+dad|dad\s+and\s+mum|dad\s+and\s+mom"
                               r"|mother\s+and\s+father)\s+(?:(?:are|keep|always|still|have\s+been|were|won't\s+stop)\s+){0,2}"
                               r"(?:fighting|arguing|shouting|yelling|screaming|rowing|bickering|fight|argue|shout|yell)\b", re.I)
_PARENTS_FIGHTING_CUED = Cued(_PARENTS_FIGHTING, ("parents", "folks", "mum and", "mom and", "dad and", "mother and"))
_PARENTS_SPLIT = re.compile(r"^User['’]s\s+(?:parents|mum\s+and\s+dad|mom\s+and\s+dad|mother\s+and\s+father)\b.*\b(?:divorc\w*"
                            r"|separat\w*|split(?:ting)?\s+up|splitting|split)\b")
# "how do I open a bank account here?", "registering with a GP in this country": a thing done where one lives, asked
# of "here" (where the user lives: "User lives in Berlin")
_SETTLING_IN = (r"(?:open(?:ing)?\s+a\s+bank\s+account|register(?:ing)?\s+(?:with\s+a\s+(?:doctor|gp)|my\s+address|at\s+the\s+town\s+hall"
                r"|to\s+vote|for\s+tax)|(?:get|getting)\s+(?:a\s+)?(?:sim\s+card|tax\s+number|residence\s+permit|health\s+insurance"
                r"|local\s+driving\s+licen[cs]e)|find(?:ing)?\s+a\s+(?:gp|family\s+doctor|dentist))")
_HERE_SETTLING = re.compile(rf"\b{_SETTLING_IN}\b[^.?!]{{0,30}}\b(?:here|in\s+this\s+(?:country|city|town)|locally)\b"
                            rf"|\b(?:here|in\s+this\s+(?:country|city|town))\b[^.?!]{{0,30}}\b{_SETTLING_IN}\b", re.I)
# (recall45) "here" as where the user lives now: around here, near me, in this area (the rent asked of it)
_HERE_NOW = re.compile(r"\b(?:(?:around|round|near|over|out)\s+)?here\b|\bnearby\b|\bnear\s+(?:me|us)\b"
                       r"|\bin\s+(?:this|my|our)\s+(?:area|town|city|neighbou?rhood|part\s+of\s+town)\b", re.I)
_HERE_SETTLING_CUED = Cued(_HERE_SETTLING, ("here", "this country", "this city", "this town", "locally"))
# (recall46) ... and an offer or a job taken in a place named ("User accepted the Berlin offer", "User accepted a job in
# Calgary", "User took the offer from the Oslo firm"): where the user went for it is the "here" when the arrival was not
# kept; not "User accepted a new job" (no place), "User got a job offer in May" (a month), a son's job
_MONTHS_SAID = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)\b"
_OFFER_TAKEN_THERE = re.compile(
    r"^User\s+(?:(?:has|had|just|finally|recently)\s+){0,2}(?:accepted|took|signed|has\s+taken)\s+(?:a|an|the)\s+(?:new\s+)?"
    rf"(?:(?!{_MONTHS_SAID})[A-Z][\w-]+\s+(?:[\w-]+\s+)?(?:job|position|role|post|contract|offer)\b"
    r"|(?:[\w-]+\s+){0,3}?(?:job|position|role|post|contract|offer)\b[^.]{0,30}?\b(?:in|from\s+(?:the\s+|a\s+|an\s+)?)\s*"
    rf"(?!{_MONTHS_SAID})[A-Z])")
# (recall47) The user's own name said by what people call them ("sign the quote the way my friends address me", "end the
# email with how I'm called", "put what everyone calls me at the bottom"): the name however stored ("User's name is
# Wilfredo", "User goes by Fredo", "User prefers to be called Willy"); not "how should I address my landlord?", "what is
# this tool called?", "call me a taxi"
_NAME_SAID_ASKED = re.compile(r"\b(?:the\s+way|how|what)\s+(?:my\s+(?:friends|mates|family|colleagues|clients|customers"
                              r"|workmates|coworkers|co-workers|kids|students|pupils|patients|neighbours|neighbors)|people|everyone"
                              r"|everybody|folks|they|friends|most\s+people)\s+(?:address|addresses|call|calls|know|knows)\s+me\b(?!\s+(?:as\s+a|for)\b)"
                              r"|\b(?:how|what)\s+(?:I['’]m|I\s+am)\s+(?:called|known\s+as)\b|\bwhat\s+I\s+go\s+by\b", re.I)
_NAME_SAID_ASKED_CUED = Cued(_NAME_SAID_ASKED, ("address me", "addresses me", "call me", "calls me", "know me", "knows me",
                                                 "called", "known as", "go by"))
_NAME_SAID = re.compile(r"^User['’]s\s+(?:(?:first|full|real|given|nick)\s+)?name\s+is\b|^User\s+(?:goes|went)\s+by\b"
                        r"|^User\s+(?:\w+\s+){0,3}?(?:called|known\s+as)\s+[A-Z]")
# (recall47) Chilli heat said by what it does ("the sauce at my in-laws' burns my mouth", "my mouth was on fire after the
# curry", "I can't handle the heat of the jalapeños") or a chilli eaten ("they put habaneros in every dish at lunch"): the
# user's spicy food, liked or not ("User doesn't like spicy food", "User loves hot chilli sauce"); not "aphids on my
# chillies" (a crop, nothing eaten), "the heat in the office burns me out"
_CHILLIES = (r"chill(?:i|ies|is)|chil(?:e|es|i|is)|jalape[ñn]os?|habaneros?|scotch\s+bonnets?|bird['’]?s[\s-]eye\s+chill?i(?:es|s)?"
             r"|sriracha|hot\s+sauces?|peri[\s-]?peri|piri[\s-]?piri|sambal|harissa|gochujang|cayenne|tabasco|ghost\s+peppers?"
             r"|chipotles?|wasabi|nduja|cili\s+padi")
# (a drink or a dish too hot to touch is no chilli: "the soup burnt my tongue, how long to let it cool?")
_HEAT_ASKED = re.compile(r"^(?![^\n]*\b(?:cool|cooled|cooling|cools|scald|scalded|scalding|boiling|piping|temperature"
                         r"|microwaved?|coffee|tea|cocoa|hot\s+chocolate|iron|stove|oven|pan)\b)[^\n]*?(?:"
                         r"\b(?:burns?|burning|burnt|scorch(?:es|ed|ing)?|numbs?|numbing)\s+my\s+(?:mouth|tongue|lips|throat)\b"
                         r"|\bmy\s+(?:mouth|tongue|lips)\s+(?:is|was|were|are|go|goes|went|'s)\s+(?:\w+\s+)?(?:on\s+fire|burning|numb)\b"
                         r"|\b(?:can['’]?t|cannot|couldn['’]?t)\s+(?:handle|take|stand|cope\s+with)\s+(?:the|that|all\s+the|so\s+much)\s+"
                         r"(?:heat|fire|chilli|chili)\b(?=[^.?!]{0,40}\b(?:food|dish|dishes|sauce|curry|meal|lunch|dinner|eat|"
                         + _CHILLIES + r")\b)"
                         r"|\b(?:eat|eating|ate|eaten|taste|tasting|order|ordering|put|puts|putting|add|adds|adding|with|in|of)\s+"
                         r"(?:\w+\s+){0,3}?(?:" + _CHILLIES + r")\b(?=[^.?!]{0,60}\b(?:lunch|dinner|breakfast|meal|meals|dish"
                         r"|dishes|food|plate|every\s+day|mouth|tongue|stomach|sweat|sweating|tears|eyes|water|eat|eats|eating)\b))", re.I)
_HEAT_ASKED_CUED = Cued(_HEAT_ASKED, ("burn", "scorch", "numb", "on fire", "heat", "fire", "chil", "jalape", "habanero",
                                      "bonnet", "sriracha", "hot sauce", "peri", "sambal", "harissa", "gochujang",
                                      "cayenne", "tabasco", "pepper", "chipotle", "wasabi", "nduja", "cili"))
_ON_SPICY = re.compile(r"^User\b(?!.*\b(?:grow|grows|growing|grew|plants|planted|planting)\b).*\b(?:spicy|spice|spiciness|chilli|chili|chillies|chilies|hot\s+(?:food|sauce|sauces|curry"
                       r"|curries|dishes))\b")
# (recall47) A team's result said with no team named ("the Academia lost the clásico again", "how do I stop sulking after
# the derby?", "we got relegated on the last day"): the side the user follows (_FAN_OF); not "our team lost the Henderson
# pitch" (a team at work), "I lost the final draft of my essay", "the final round of the quiz"
_RESULT_ASKED = re.compile(r"\b(?:lost|lose|losing|beat|beaten|won|win|winning|drew|draw|thrashed|hammered|after|since|before"
                           r"|over)\s+(?:\w+\s+){0,2}?(?:the\s+|a\s+|another\s+|this\s+|that\s+|last\s+night['’]s\s+)?"
                           r"(?:derby|derbies|cl[áa]sico|cl[áa]sicos|classico|superclásico|superclasico|(?:cup\s+)?final"
                           r"(?!\s+(?:round|draft|version|exam|exams|interview|chapter|answer|bill|notice|payment|warning|day|year))"
                           r"|semi[\s-]?finals?|cup\s+tie|play[\s-]?offs?|title\s+race|relegation\s+(?:battle|fight|scrap))\b"
                           # (and the league, the title, the cup won or lost, fresh43's "will we still win the league?";
                           # not "the title of the book", "a cup of tea")
                           r"|\b(?:lost|lose|losing|won|win|winning|blew|blow|throw|threw)\s+the\s+(?:league|title|cup"
                           r"|championship)\b(?!\s+(?:of|for\s+best|quiz)\b)"
                           r"|\b(?:got|get|getting|been|were|was|are|be)\s+relegated\b", re.I)
_RESULT_ASKED_CUED = Cued(_RESULT_ASKED, ("derb", "clásico", "clasico", "classico", "final", "cup", "play", "title",
                                          "relegat", "league", "championship"))
# (recall47) A vehicle or a home sold, said by who has it now ("the new owner of my old four-by-four says the clutch
# slips", "the guy who bought my van wants the spare key", "whoever bought our flat"): what the user sold ("User sold his
# Toyota pickup", "User sold the flat in Leith"); not "the new owner of the café round the corner" (not the user's), "the
# guy who bought me a drink"
_SOLD_ASKED = re.compile(r"\b(?:(?:the\s+)?new\s+owners?\s+of\s+(?:my|our)|(?:the\s+)?(?:buyers?|purchasers?)\s+of\s+(?:my|our)"
                         r"|(?:the\s+)?(?:guy|man|woman|lady|bloke|fella|chap|person|people|family|couple|buyer|lad|girl)\s+"
                         r"(?:who|that)\s+(?:bought|purchased)\s+(?:my|our)|whoever\s+(?:bought|purchased)\s+(?:my|our))\s+"
                         r"(?:old\s+|former\s+|last\s+|beloved\s+)?(?!(?:\w+\s+)?(?:drinks?|lunch|dinner|coffee|round|tickets?)\b)"
                         r"[\w'’-]+", re.I)
_SOLD_ASKED_CUED = Cued(_SOLD_ASKED, ("owner", "buyer", "purchaser", "bought", "purchased"))
_SOLD = re.compile(r"^User\s+(?:(?:has|had|just|finally|recently|already)\s+){0,2}sold\b")
SAID_KINDS: tuple[SaidKind, ...] = (
    SaidKind(_PAINKILLER_ASKED_CUED, '"ibuprofen" OR "aspirin" OR "paracetamol" OR "acetaminophen" OR "naproxen" OR "nsaids"'
             ' OR "nsaid" OR "codeine" OR "opioids" OR "painkillers" OR "painkiller" OR "inflammatory" OR "inflammatories"',
             '["constraint", "identity", "habit", "preference"]', _ON_PAINKILLERS),
    SaidKind(_MEDS_ASKED_CUED, '"takes" OR "taking" OR "supplements" OR "tablets" OR "pills" OR "medication" OR "medicine"'
             ' OR "vitamins" OR "inhaler" OR "insulin" OR "injections" OR "statins" OR "thinners" OR "steroids"',
             '["constraint", "habit", "identity", "decision"]', _TAKES_MEDICINE),
    SaidKind(_MY_STAFF_CUED, '"employees" OR "employs" OR "staff" OR "team" OR "workers" OR "crew" OR "runs" OR "owns"'
             ' OR "manages" OR "leads"', '["identity", "project", "habit", "relationship"]', _LEADS_STAFF),
    SaidKind(_MY_TEAM, '"roots" OR "follows" OR "supports" OR "supporter" OR "fan" OR "cheers"',
             '["preference", "identity", "habit"]', _FAN_OF),
    SaidKind(_SIDE_PLAYING_CUED, '"roots" OR "follows" OR "supports" OR "supporter" OR "fan" OR "cheers"',
             '["preference", "identity", "habit"]', _FAN_OF),
    SaidKind(_GAME_ON_CUED, '"roots" OR "follows" OR "supports" OR "supporter" OR "fan" OR "cheers"',
             '["preference", "identity", "habit"]', _FAN_OF),
    SaidKind(_LEAVING_JOB, '"leave" OR "leaving" OR "quit" OR "quitting" OR "resign" OR "resigning" OR "notice"',
             '["decision", "goal", "project", "habit", "identity"]', _LEAVING_PLAN),
    # ("how will I get home?" must respect "User stopped driving at night")
    SaidKind(_GETTING_THERE, '"drive" OR "drives" OR "driving" OR "licence" OR "license" OR "bus" OR "buses" OR "train"'
             ' OR "trains" OR "tram" OR "trams" OR "tube" OR "metro" OR "subway" OR "car" OR "cars" OR "motor"',
             '["constraint", "decision", "habit", "identity"]', _DRIVING, rules_of="trip", stopped=True),
    # ("struggling to open jars lately": what the user's hands allow; recall19)
    SaidKind(_GRIP_CUED, '"arthritis" OR "arthritic" OR "carpal" OR "rsi" OR "hands" OR "hand" OR "wrists" OR "wrist"'
             ' OR "grip" OR "arm" OR "arms" OR "thumb" OR "elbow" OR "forearm" OR "collarbone"', '["constraint", "identity", "episode"]', _HANDS_HURT),
    # ("warm-ups before rehearsal tonight": what the user rehearses for; recall19)
    SaidKind(_REHEARSAL_CUED, '"choir" OR "choirs" OR "band" OR "orchestra" OR "ensemble" OR "theatre" OR "theater"'
             ' OR "musical" OR "panto" OR "pantomime" OR "dramatics" OR "quartet"',
             '["habit", "identity", "project", "goal", "preference"]', _PERFORMS_IN),
    # (recall30) "tips for passing the theory test?", "how many driving lessons will I need?": learning to drive
    # ("User wants to learn to drive", "User is taking driving lessons", "User failed her driving test")
    SaidKind(_LEARNING_TO_DRIVE_ASKED_CUED, '"drive" OR "driving" OR "licence" OR "license" OR "learner" OR "provisional"',
             '["goal", "project", "habit", "decision", "episode", "identity", "constraint"]', _LEARNING_TO_DRIVE),
    # (recall30) "what should I post online to get more customers?", "how do I get more followers?": the user's pages and
    # channels ("User is setting up an Instagram page for the stall", "User runs a TikTok account for the bakery")
    SaidKind(_POSTING_ASKED_CUED, '"instagram" OR "tiktok" OR "facebook" OR "youtube" OR "social" OR "blog" OR "newsletter"'
             ' OR "channel" OR "account"', '["project", "habit", "goal", "decision", "identity"]', _HAS_A_PAGE),
    SaidKind(_MY_JOB_CUED, '"employed" OR "employer" OR "works" OR "worked" OR "working" OR "runs" OR "owns" OR "manages"'
             ' OR "took"',
             '["identity", "habit", "episode", "decision"]', _EMPLOYED),
    SaidKind(_HIGH_UP, '"heights" OR "vertigo" OR "acrophobia" OR "acrophobic"', '["constraint", "identity", "preference"]',
             _HEIGHTS),
    SaidKind(_A_NEEDLE, '"needles" OR "injections" OR "jabs" OR "blood" OR "needle" OR "trypanophobia"',
             '["constraint", "identity", "preference"]', _NEEDLES),
    SaidKind(_ENCLOSED_PLACE, '"claustrophobic" OR "claustrophobia" OR "enclosed" OR "confined"',
             '["constraint", "identity", "preference"]', _CLAUSTROPHOBIA),
    SaidKind(_HEARING_ASKED, '"hearing"', '["constraint", "identity", "preference", "habit"]', _HEARING_AID),
    # (the rules of a journey: "User is afraid of flying" for "the cheapest way down to London")
    # (lead50) the user's trip asked about brings the trips said to be ahead
    SaidKind(_MY_TRIP_ASKED_CUED, '"going" OR "go" OR "flying" OR "fly" OR "travelling" OR "traveling" OR "heading" OR "trip"'
             ' OR "holiday" OR "vacation" OR "honeymoon" OR "getaway" OR "visiting" OR "visit" OR "booked"',
             '["episode", "decision", "goal", "project", "habit"]', _TRIP_AHEAD),
    SaidKind(_JOURNEY, '"fly" OR "flies" OR "flying" OR "flight" OR "flights" OR "plane" OR "planes" OR "aeroplanes"'
             ' OR "airplanes" OR "aerophobia"', '["constraint", "preference", "decision"]', _ON_FLYING, rules_of="trip",
             stopped=True),
    # (recall25) a journey by sea or by road brings what the user's stomach allows, as a rule of the trip
    SaidKind(_ROCKING_TRIP_CUED, '"seasick" OR "seasickness" OR "carsick" OR "sickness" OR "sick" OR "travelsick"',
             '["constraint", "identity", "preference", "episode"]', _TRAVEL_SICK, rules_of="trip"),
    SaidKind(_DANCE_ASKED_CUED, '"salsa" OR "bachata" OR "kizomba" OR "zouk" OR "forró" OR "forro" OR "samba" OR "tango"'
             ' OR "merengue" OR "cumbia" OR "flamenco" OR "swing" OR "lindy" OR "ceilidh" OR "ballroom" OR "ballet" OR "jive"'
             ' OR "waltz" OR "dancing" OR "dance" OR "dancehall" OR "bhangra" OR "garba"',
             '["preference", "habit", "identity", "goal"]', _LIKES_DANCE, stopped=True),
    SaidKind(_DOING_UP, '"converting" OR "convert" OR "turning" OR "renovating" OR "restoring" OR "refurbishing"'
             ' OR "redecorating"', '["project", "goal", "decision"]', _DONE_UP),
    SaidKind(_STOP_WORKING, '"retire" OR "retires" OR "retiring" OR "retirement"', '["goal", "decision", "project", "habit"]',
             _RETIRING),
    SaidKind(_MY_CV, '"award" OR "awarded" OR "promotion" OR "promoted" OR "prize" OR "medal" OR "graduated"'
             ' OR "qualified"', '["episode", "identity"]', _RECOGNISED),
    SaidKind(_CHARGING, '"car" OR "cars" OR "diesel" OR "petrol" OR "electric" OR "hybrid" OR "vehicle" OR "vehicles"',
             '["decision", "identity", "project", "goal", "preference", "constraint"]', _ON_CARS),
    SaidKind(_ANIMALS_CARED, '"hens" OR "chickens" OR "chooks" OR "ducks" OR "geese" OR "sheep" OR "goats" OR "horse"'
             ' OR "horses" OR "pony" OR "ponies" OR "pigs" OR "bees" OR "beehive" OR "beehives" OR "hive" OR "hives" OR "flock" OR "livestock"',
             '["habit", "relationship", "identity", "project"]', _KEEPS_ANIMALS),
    SaidKind(_FOOD_SHOP, '"shop" OR "shopping" OR "groceries" OR "supermarket"', '["habit"]', _SHOPS_FOR_FOOD),
    SaidKind(_MY_LANGUAGE_CUED, '"speaks" OR "speak" OR "spoke" OR "fluent" OR "native" OR "speaking"',
             '["identity", "preference", "habit"]', _SPEAKS_LANGUAGE),
    SaidKind(_NEW_LANGUAGE, '"learn" OR "learns" OR "learning" OR "study" OR "studies" OR "studying" OR "practise"'
             ' OR "practising" OR "practice" OR "practicing" OR "brush"', '["goal", "project", "habit", "identity", "preference"]',
             _LEARNING_LANGUAGE),
    SaidKind(_PRACTICE_ASKED_CUED, '"learning" OR "learns" OR "plays" OR "practises" OR "practices" OR "lessons"'
             ' OR "preparing"',
             '["project", "goal", "habit", "identity", "preference"]', _PLAYS_INSTRUMENT),
    SaidKind(_EXAM_NERVES_CUED, '"exam" OR "exams" OR "test" OR "tests" OR "finals" OR "boards" OR "viva"', '["episode"]',
             _MY_EXAM_DAY),
    SaidKind(_STUDY_ASKED_CUED, '"exam" OR "exams" OR "test" OR "certification" OR "boards" OR "finals" OR "preparing"'
             ' OR "studying" OR "revising" OR "suneung" OR "csat" OR "gaokao" OR "abitur" OR "matura" OR "matric" OR "jee"'
             ' OR "neet" OR "mcat" OR "lsat" OR "usmle" OR "nclex" OR "waec" OR "jamb" OR "taking" OR "sitting"', '["goal", "project", "habit", "episode"]', _PREPARING_EXAM),
    SaidKind(_ASSOCIATION_MEETING_CUED, '"secretary" OR "treasurer" OR "chair" OR "chairs" OR "chairman" OR "chairwoman"'
             ' OR "chairperson" OR "president" OR "convenor" OR "trustee" OR "governor"', '["identity", "habit", "project"]',
             _OFFICE_HELD),
    SaidKind(_SWEET_ASKED_CUED, '"sugar" OR "sugary" OR "sweets" OR "desserts" OR "chocolate" OR "cake" OR "cakes"',
             '["goal", "decision", "habit", "constraint"]', _CUTS_SUGAR, rules_of="diet"),
    # (a cut said as stopped: "User stopped drinking coffee after lunch")
    SaidKind(_CAFFEINE_ASKED_CUED, '"caffeine" OR "coffee"', '["goal", "decision", "habit", "constraint"]', _CUTS_CAFFEINE,
             stopped=True),
    SaidKind(_COMMUTE, '"metro" OR "bus" OR "train" OR "tube" OR "subway" OR "tram" OR "car" OR "bike" OR "bicycle"'
             ' OR "scooter" OR "commute" OR "commutes" OR "carpool"'
             # (the way said as a verb: "User cycles to work from May to October")
             ' OR "cycles to work" OR "walks to work" OR "drives to work" OR "runs to work"'
             # (recall27) ... or to the workplace by name ("User cycles to the surgery")
             ' OR "cycles to the" OR "walks to the" OR "drives to the" OR "runs to the"', '["decision", "habit"]',
             _TRAVELS_TO_WORK, stopped=True),
    SaidKind(_HOW_MUCH_CUED, '"prices" OR "price" OR "costs" OR "amounts" OR "money" OR "figures" OR "currency"',
             '["preference", "constraint"]', _IN_CURRENCY),
    SaidKind(_COLOURS_ASKED_CUED, '"colour" OR "color" OR "colourblind" OR "colorblind" OR "daltonism"',
             '["constraint", "identity"]', _COLOUR_BLIND),
    SaidKind(_DRINKS_OUT_CUED, '"alcohol" OR "drinking" OR "drink" OR "drinks" OR "booze" OR "sober" OR "teetotal" OR "wine"'
             ' OR "beer"',
             # (recall35: a preference too, "User doesn't drink alcohol", said so and stored as one)
             '["constraint", "decision", "identity", "habit", "goal", "preference"]', _ON_ALCOHOL, stopped=True),
    SaidKind(_WEDDING_DO_CUED, '"married" OR "marry" OR "marries" OR "marrying" OR "wedding" OR "engaged"',
             '["relationship", "episode", "goal", "project", "decision", "habit"]', _WEDDING_COMING),
    SaidKind(_MUSIC_ASKED_CUED, '"music" OR "songs" OR "song" OR "bands" OR "band" OR "albums" OR "singers" OR "soundtracks"'
             ' OR "jazz" OR "rock" OR "pop" OR "folk" OR "classical" OR "rap" OR "metal" OR "reggae" OR "blues" OR "gospel"'
             ' OR "opera" OR "afrobeats" OR "bhangra" OR "punk" OR "fiddle" OR "ceilidh" OR "bossa" OR "mpb" OR "fado" OR "cumbia"'
             ' OR "reggaeton" OR "funk" OR "disco" OR "motown" OR "grime" OR "bluegrass" OR "corridos" OR "banda" OR "norteño"'
             ' OR "mariachi" OR "ranchera" OR "rancheras" OR "bachata" OR "merengue" OR ' + _MORE_MUSIC_MATCH,
             '["preference", "habit", "identity"]',
             _LIKES_MUSIC, stopped=True),
    SaidKind(_WATCH_ASKED_CUED, '"films" OR "film" OR "movies" OR "movie" OR "shows" OR "series" OR "dramas" OR "documentaries"'
             ' OR "comedies" OR "horror" OR "thrillers" OR "anime" OR "sitcoms" OR "tv"', '["preference", "habit"]',
             _LIKES_SCREEN, stopped=True),
    SaidKind(_RETEST_CUED, '"failed" OR "fail" OR "pass"', '["episode", "goal", "project", "decision", "habit", "identity"]',
             _FAILED, stopped=True),
    SaidKind(_OBSERVANCE_ASKED_CUED, '"lent" OR "lenten" OR "ramadan" OR "ramzan" OR "passover" OR "pesach" OR "kippur"'
             ' OR "navratri" OR "ekadashi" OR "paryushan" OR "fast" OR "fasts"', '["habit", "constraint", "identity", "decision"]',
             _OBSERVES, rules_of="diet"),
    SaidKind(_RESIDENCE_ASKED_CUED, '"visa" OR "visas" OR "permit" OR "permits" OR "residency" OR "residence" OR "citizenship"'
             ' OR "naturalisation" OR "naturalization" OR "stamp" OR "green" OR "resident" OR "citizen"',
             '["identity", "goal", "constraint", "episode", "project", "decision"]', _RESIDENCE_STATUS),
    SaidKind(_SIGHT_ASKED_CUED, '"blind" OR "sighted" OR "shortsighted" OR "longsighted" OR "glaucoma" OR "cataract"'
             ' OR "cataracts" OR "macular" OR "vision" OR "eye" OR "astigmatism" OR "keratoconus"',
             '["constraint", "identity", "episode"]', _SEES),
    SaidKind(_PLANTS_ASKED_CUED, '"grows" OR "growing" OR "planted" OR "plants" OR "allotment" OR "polytunnel" OR "greenhouse"'
             ' OR "patch"', '["project", "habit", "identity", "goal", "episode"]', _GROWS),
    SaidKind(_CAR_HIRE_CUED, '"licence" OR "license" OR "licensed" OR "driving" OR "drive" OR "drives"',
             '["constraint", "decision", "identity", "habit", "episode"]', _MAY_DRIVE, stopped=True),
    SaidKind(_TAX_ASKED_CUED, '"vat" OR "btw" OR "gst" OR "hst" OR "iva" OR "tax" OR "taxes" OR "assessment"',
             '["habit", "constraint", "goal", "decision", "project", "identity"]', _TAX_DUTY),
    SaidKind(_CLAIMS_ASKED_CUED, '"broken" OR "stolen" OR "burgled" OR "burglarised" OR "robbed" OR "vandalised" OR "damaged"'
             ' OR "flooded" OR "written" OR "crashed" OR "dented" OR "keyed" OR "accident" OR "crash" OR "collision"'
             ' OR "burglary"', '["episode"]', _BEFELL),
    SaidKind(_MONEY_ASKED_CUED, '"owes" OR "owe" OR "owing" OR "debt" OR "debts" OR "loan" OR "loans" OR "mortgage" OR "credit"'
             ' OR "overdraft" OR "paying" OR "saving" OR "saves" OR "fund"',
             '["goal", "constraint", "decision", "project", "habit", "identity"]', _OWES_OR_SAVES),
    SaidKind(_DEVICE_ASKED_CUED, '"iphone" OR "ipad" OR "android" OR "pixel" OR "galaxy" OR "samsung" OR "oneplus" OR "xiaomi"'
             ' OR "huawei" OR "motorola" OR "nokia" OR "fairphone" OR "macbook" OR "mac" OR "imac" OR "chromebook"'
             ' OR "thinkpad" OR "surface" OR "windows"', '["identity", "preference", "decision", "episode"]', _HAS_DEVICE),
    SaidKind(_AUTOMATION_ASKED_CUED, '"assistant" OR "openhab" OR "hubitat" OR "smartthings" OR "homey" OR "hue" OR "zigbee"'
             ' OR "wave" OR "node" OR "homekit" OR "smart" OR "automation"', '["project", "identity", "habit", "preference",'
             ' "decision", "goal"]', _SMART_HOME),
    SaidKind(_FISHING_ASKED_CUED, '"fishing" OR "fishes" OR "angling" OR "angler"', '["habit", "preference", "identity",'
             ' "project", "goal"]', _FISHES),
    SaidKind(_LIFTING_CUED, '"lift" OR "lifting" OR "hernia" OR "hernias" OR "disc" OR "herniated" OR "back"',
             '["constraint", "episode", "identity", "habit"]', _LIFT_LIMIT),
    SaidKind(_EXERCISE_ASKED_CUED, '"reconstructed" OR "reconstruction" OR "surgery" OR "operation" OR "replaced"'
             ' OR "replacement" OR "torn" OR "tore" OR "ruptured" OR "broke" OR "broken" OR "fractured" OR "injured" OR "injury"'
             ' OR "sprained" OR "dislocated" OR "herniated" OR "slipped" OR "bulging" OR "prolapsed"',
             '["episode", "constraint", "identity"]', _BODY_HURT, rules_of="injury"),
    # (recall23) "how should I plan my sleep this week?": the shifts the user works ("User works days", "User works nights
    # on the trams", "User is on early shifts this month"), said with or without the attribute schedule:shift
    SaidKind(_SLEEP_PLANNED_CUED, '"days" OR "nights" OR "shift" OR "shifts" OR "earlies" OR "lates"',
             '["habit", "identity", "constraint", "decision"]', _WORKS_SHIFTS, binds=True),
    SaidKind(_HOURS_PLANNED_CUED, '"days" OR "nights" OR "shift" OR "shifts" OR "earlies" OR "lates"',
             '["habit", "identity", "constraint", "decision"]', _WORKS_SHIFTS, binds=True),
    # (recall23) "can you make me an exercise plan for this week?": an activity the user stopped is one the plan leaves
    # out ("User stopped running", "User gave up swimming"; stored with no attribute)
    SaidKind(_EXERCISE_ASKED_CUED, '"stopped" OR "quit" OR "gave" OR "given" OR "longer"', '["decision", "habit", "constraint"]',
             _STOPPED_TRAINING, stopped=True),
    SaidKind(_ACTIVITY_PLANNED_CUED, '"reconstructed" OR "reconstruction" OR "surgery" OR "operation" OR "replaced"'
             ' OR "replacement" OR "torn" OR "tore" OR "ruptured" OR "broke" OR "broken" OR "fractured" OR "injured" OR "injury"'
             ' OR "sprained" OR "dislocated" OR "herniated" OR "slipped" OR "bulging" OR "prolapsed"',
             '["episode", "constraint", "identity"]', _BODY_HURT, rules_of="injury"),
    SaidKind(_NO_POWER_CUED, '"cpap" OR "bipap" OR "apap" OR "oxygen" OR "nebuliser" OR "nebulizer" OR "ventilator" OR "insulin"'
             ' OR "dialysis" OR "wheelchair" OR "scooter" OR "pump" OR "generator" OR "inverter" OR "solar"', '["constraint", "habit", "identity", "episode"]',
             _NEEDS_POWER, rules_of="trip"),
    SaidKind(_STINGS_ASKED_CUED, '"allergic" OR "allergy" OR "anaphylaxis" OR "anaphylactic" OR "epipen"',
             '["constraint", "identity", "episode"]', _STING_ALLERGY),
    SaidKind(_ADDRESS_ASKED_CUED, '"office" OR "workshop" OR "studio" OR "unit" OR "shop" OR "practice" OR "salon" OR "lab"'
             ' OR "yard" OR "workplace" OR "premises" OR "warehouse" OR "lock"', '["identity", "habit", "decision"]',
             _WORKS_AT_PLACE),
    SaidKind(_FUEL_ASKED_CUED, '"car" OR "cars" OR "diesel" OR "petrol" OR "electric" OR "hybrid" OR "vehicle" OR "vehicles"',
             '["identity", "habit", "episode", "decision", "preference", "project"]', _ON_CARS),
    SaidKind(_INTO_TOWN_CUED, '"car" OR "cars" OR "diesel" OR "petrol" OR "electric" OR "hybrid" OR "vehicle" OR "vehicles"'
             ' OR "van" OR "transit"', '["decision", "identity", "project", "goal", "preference", "constraint"]', _ON_CARS),
    SaidKind(_WEEKEND_WORK_CUED, '"weekend" OR "weekends" OR "saturday" OR "saturdays" OR "sunday" OR "sundays"',
             '["preference", "constraint", "decision"]', _WEEKEND_RULE),
    SaidKind(_SEAFOOD_DISH_CUED, '"shellfish" OR "seafood" OR "crustacean" OR "crustaceans" OR "shrimp" OR "prawn" OR "prawns"'
             ' OR "crab" OR "lobster" OR "oysters" OR "mussels" OR "molluscs"', '["constraint", "identity", "episode"]',
             _SEAFOOD_ALLERGY, rules_of="diet"),
    SaidKind(_CARE_COST_CUED, '"insurance" OR "insured" OR "uninsured" OR "medicaid" OR "medicare" OR "plan" OR "hmo" OR "ppo"'
             ' OR "copay" OR "deductible" OR "cover"', '["identity", "constraint", "habit", "decision", "goal"]',
             _HEALTH_COVER),
    SaidKind(_SENDING_HOME_CUED, '"sends" OR "send" OR "sending" OR "wires" OR "transfers" OR "money" OR "remittance"'
             ' OR "remitly" OR "moneygram" OR "xoom" OR "worldremit" OR "transferwise" OR "union"',
             '["habit", "goal", "decision", "constraint", "identity"]', _SENDS_MONEY),
    SaidKind(_TRANSIT_DOWN_CUED, '"metro" OR "bus" OR "train" OR "tube" OR "subway" OR "tram" OR "line" OR "commute"'
             ' OR "commutes"', '["decision", "habit"]', _TRAVELS_TO_WORK, stopped=True),
    SaidKind(_SPORT_GEAR_CUED, '"soccer" OR "football" OR "futsal" OR "rugby" OR "league" OR "five a side" OR "5 a side"',
             '["habit", "identity", "preference", "goal", "project"]', _PLAYS_FOOTBALL),
    SaidKind(_RACKET_GEAR_CUED, '"badminton" OR "tennis" OR "squash" OR "padel" OR "pickleball" OR "racquetball"',
             '["habit", "identity", "preference", "goal", "project"]', _PLAYS_RACKETS),
    SaidKind(_WATER_GEAR_CUED, '"surfs" OR "surfing" OR "surf" OR "bodyboards" OR "bodyboarding" OR "kitesurfs" OR "windsurfs"'
             ' OR "paddleboards" OR "dives" OR "diving" OR "swims" OR "swimming"',
             # (recall38) and a sport taken up, often kept as what happened ("User started surfing at La Herradura")
             '["habit", "identity", "preference", "goal", "project", "episode", "decision"]', _DOES_WATER_SPORT),
    SaidKind(_HOCKEY_GEAR_CUED, '"hockey"', '["habit", "identity", "preference", "goal", "project"]', _PLAYS_HOCKEY),
    # "any page-turners for the flight?", "something good to read on the beach": what the user reads ("User reads science
    # fiction novels", "User loves Scandinavian crime novels")
    SaidKind(_READ_ASKED_CUED, '"novels" OR "novel" OR "books" OR "fiction" OR "thrillers" OR "fantasy" OR "mysteries"'
             ' OR "biographies" OR "memoirs" OR "poetry" OR "manga" OR "comics"', '["habit", "preference", "identity"]',
             _READS),
    SaidKind(_SHARPENING_CUED, '"knife" OR "knives" OR "gyuto" OR "santoku" OR "nakiri" OR "deba" OR "honesuki" OR "cleaver"',
             '["identity", "preference", "habit", "decision", "project", "episode"]', _HAS_KNIVES),
    # (recall44) the new town asked brings the arrival there; the free time the retirement; a motivation letter the
    # application; new work the job lost; typing the computer course; the parents' fighting their divorce
    # (lead62) the grammar drilled brings the language course; the first class the course begun; a charge's range the
    # electric car (the purchase, an episode, counts: _CHARGING's kind does not take one); a dataframe the library; a care
    # package the one away studying; packing for a ship the work at sea; an icy walk the fall and the bones (an izakaya is
    # a night out drinking: _DRINKS_OUT, with a drink given up by its name in _ON_ALCOHOL)
    SaidKind(_GRAMMAR_DRILLED_CUED, '"course" OR "class" OR "classes" OR "lessons" OR "lesson" OR "tutor" OR "learn" OR "learns"'
             ' OR "learning" OR "studies" OR "studying"', '["habit", "goal", "project", "decision", "episode", "identity"]',
             _LANGUAGE_COURSE),
    SaidKind(_FIRST_CLASS_CUED, '"course" OR "class" OR "classes" OR "lessons" OR "workshop" OR "workshops"',
             '["habit", "decision", "episode", "project", "goal"]', _COURSE_BEGUN),
    SaidKind(_ONE_CHARGE_CUED, '"car" OR "cars" OR "electric" OR "ev" OR "hybrid" OR "vehicle"',
             '["identity", "habit", "episode", "decision", "preference", "project"]', _ON_CARS),
    SaidKind(_DATAFRAME_CUED, '"pandas" OR "polars" OR "dplyr" OR "tidyverse" OR "pyspark"',
             '["preference", "habit", "decision", "identity", "project", "episode"]', _DATAFRAME_LIBRARY),
    SaidKind(_CARE_PACKAGE_CUED, '"university" OR "college" OR "uni" OR "boarding" OR "erasmus" OR "semester" OR "studying" OR "left"'
             ' OR "music" OR "conservatoire" OR "conservatory" OR "art" OR "drama" OR "academy" OR "dorm" OR "dorms" OR "dormitory"'
             ' OR "halls" OR "residence" OR "boarder" OR "hostel"',
             '["relationship", "episode", "decision", "identity"]', _AWAY_STUDYING),
    SaidKind(_ON_A_SHIP_CUED, '"deckhand" OR "ferry" OR "ship" OR "vessel" OR "crew" OR "offshore" OR "rig" OR "seafarer"'
             ' OR "sailor" OR "navy" OR "trawler"', '["identity", "decision", "episode"]', _WORK_AT_SEA),
    # (lead64) tiredness that lasts brings what the user has that tires
    SaidKind(_TIRED_LASTING_CUED, '"vitamin" OR "b12" OR "iron" OR "anaemia" OR "anemia" OR "anaemic" OR "anemic" OR "thyroid"'
             ' OR "hypothyroidism" OR "deficiency" OR "apnoea" OR "apnea" OR "covid" OR "fatigue"',
             '["constraint", "episode", "identity", "habit"]', _TIRES),
    # (lead64) a celebration asked about brings the good news had; the vehicles asked about as the user's own bring what
    # the user owns or runs
    SaidKind(_CELEBRATE_CUED, '"passed" OR "qualified" OR "graduated" OR "won" OR "promoted" OR "engaged" OR "got"'
             ' OR "defended"', '["episode", "relationship", "decision", "identity"]', _GOOD_NEWS),
    SaidKind(_MY_VEHICLES_CUED, '"taxi" OR "taxis" OR "minibus" OR "minibuses" OR "van" OR "vans" OR "truck" OR "trucks"'
             ' OR "lorry" OR "lorries" OR "buses" OR "fleet" OR "vehicle" OR "vehicles"',
             '["identity", "project", "decision", "episode"]', _OWNS_VEHICLES),
    SaidKind(_ICY_WALK_CUED, '"hip" OR "osteoporosis" OR "walker" OR "zimmer" OR "balance" OR "fall" OR "fell" OR "leg"'
             ' OR "pelvis" OR "femur" OR "crutches" OR "cane"',
             '["constraint", "episode", "identity", "habit"]', _FALL_RISK),
    # (lead63) indenting asked brings the tabs-or-spaces rule; tuition fees the one of the family at college (what to pack
    # for the hospital on the day is situations' operation ahead)
    SaidKind(_INDENT_ASKED_CUED, '"tabs" OR "spaces"', '["preference", "habit", "constraint"]', _TABS_OR_SPACES),
    SaidKind(_TUITION_FEES_CUED, '"university" OR "college" OR "uni" OR "course" OR "degree" OR "boarding" OR "erasmus"',
             '["relationship", "episode", "decision", "identity"]', _AWAY_STUDYING),
    SaidKind(_NEW_TOWN_CUED, '"arrived" OR "moved" OR "relocated" OR "settled" OR "landed"',
             '["episode", "decision", "identity", "project"]', _ARRIVED_IN),
    # (recall45) "what do I need to open a bank account here?", "registering with a GP here": where the user has just
    # arrived is the "here" ("User has just arrived in Cork", "User moved to Galway in June")
    SaidKind(_HERE_SETTLING_CUED, '"arrived" OR "moved" OR "relocated" OR "settled" OR "landed"',
             '["episode", "decision", "identity", "project"]', _ARRIVED_IN),
    SaidKind(_HERE_SETTLING_CUED, '"accepted" OR "took" OR "signed" OR "taken"', '["episode", "decision", "project"]',
             _OFFER_TAKEN_THERE),
    SaidKind(_TIME_ON_HANDS_CUED, '"retire" OR "retires" OR "retired" OR "retiring" OR "retirement"',
             '["identity", "decision", "episode", "goal", "project", "habit"]', _RETIRING),
    SaidKind(_APPLICATION_LETTER_CUED, '"applied" OR "applies" OR "applying" OR "apply" OR "application" OR "applications"',
             '["decision", "goal", "episode", "project", "habit"]', _APPLIED),
    SaidKind(_LEAVING_JOB, '"redundant" OR "redundancy" OR "laid" OR "fired" OR "sacked" OR "dismissed" OR "unemployed"'
             ' OR "lost"', '["episode", "decision", "identity", "constraint"]', _JOB_LOST),
    SaidKind(_COMPUTER_SKILLS_CUED, '"computer" OR "computers" OR "computing" OR "it" OR "digital" OR "typing" OR "keyboard"'
             ' OR "internet" OR "email" OR "laptop"', '["project", "goal", "habit", "decision", "episode"]', _COMPUTER_COURSE),
    SaidKind(_PARENTS_FIGHTING_CUED, '"divorce" OR "divorced" OR "divorcing" OR "separated" OR "separating" OR "separation"'
             ' OR "split" OR "splitting"', '["relationship", "episode", "constraint", "identity", "decision"]', _PARENTS_SPLIT),
    # (recall47) the name by what people call the user, chilli heat said, a team's result, a thing sold said by its buyer
    SaidKind(_NAME_SAID_ASKED_CUED, '"name" OR "called" OR "goes" OR "known"', '["identity", "preference"]', _NAME_SAID),
    SaidKind(_HEAT_ASKED_CUED, '"spicy" OR "spice" OR "spiciness" OR "chilli" OR "chili" OR "chillies" OR "chilies" OR "hot"',
             '["preference", "constraint", "habit", "decision"]', _ON_SPICY, stopped=True),
    SaidKind(_RESULT_ASKED_CUED, '"roots" OR "follows" OR "supports" OR "supporter" OR "fan" OR "cheers"',
             '["preference", "identity", "habit"]', _FAN_OF),
    SaidKind(_SOLD_ASKED_CUED, '"sold"', '["decision", "episode", "project", "habit", "identity"]', _SOLD),
)
# "when should I start retirement savings at my age?", "a good sport for someone my age": how old the user is
# ("am I too old to start the tabla?", "I'm too young for a pension?": the user's age decides)
_MY_AGE = re.compile(r"\b(?:at|for|of)\s+(?:someone\s+|a\s+person\s+|people\s+)?(?:of\s+)?my\s+age\b|\bhow\s+old\s+am\s+I\b"
                     r"|\b(?:am\s+I|I'm|I\s+am)\s+(?:getting\s+)?(?:too|a\s+bit\s+too)\s+(?:old|young)\b"
                     # "is it daft to retrain at my stage of life?", "at this point in my life", "at my time of life"
                     r"|\b(?:at|for)\s+(?:my|this)\s+(?:stage|time|point)\s+(?:of|in)\s+(?:my\s+)?life\b"
                     # (recall27) "how long until I can draw my pension?", "when can I start claiming my state pension?":
                     # the age the user is decides
                     r"|\b(?:draw|drawing|claim|claiming|collect|collecting|take|taking)\s+(?:out\s+)?(?:my|the\s+state)\s+(?:state\s+|"
                     r"old[\s-]age\s+|work\s+|NHS\s+|company\s+)?pensions?\b|\b(?:state\s+)?pension\s+age\b"
                     # (recall28) "am I past the age limit for…?", "am I over the age cut-off?", "do I still qualify for
                     # the youth rail discount?", "am I still young enough for a working holiday visa?"
                     r"|\b(?:am\s+I|I'm|I\s+am)\s+(?:still\s+)?(?:past|over|under|within|above|below|inside)\s+the\s+age"
                     r"\s+(?:limit|cut[\s-]?off|bracket|range)\b"
                     # (recall29) "am I past the cutoff to apply for the police academy?": a cut-off said alone, to join
                     # (not "am I over the limit?", a drink; not "past the cut-off for the grant", an income or a date)
                     r"|\b(?:am\s+I|I'm|I\s+am)\s+(?:still\s+)?(?:past|over|under|within|above|below|inside)\s+the\s+"
                     r"cut[\s-]?off\s+to\s+(?:apply|join|enrol|enroll|sign\s+up|enlist|train|start)\b|\b(?:am\s+I|I'm|I\s+am)\s+(?:still\s+)?(?:young|old)\s+enough\b"
                     r"|\b(?:do|would|will|can)\s+I\s+(?:still\s+)?(?:qualify|count|be\s+eligible)\s+(?:for|as)\s+(?:an?\s+|the\s+)?"
                     r"(?:youth|young\s+person's|young\s+persons|senior|seniors'?|over[\s-]\d\d|under[\s-]\d\d|\d\d[\s-]?25|"
                     r"16[\s-]25|26[\s-]30|student|concession(?:ary)?|pensioner'?s?)\b"
                     # (recall31) "am I eligible for the cash transfer for senior citizens?", "can I claim the winter
                     # payment for pensioners?", "am I entitled to the bus pass for the elderly?": an age group the user
                     # asks to be counted in (not "can I buy a gift for the elderly lady next door?")
                     r"|\b(?:am\s+I|I'm|I\s+am|can\s+I|do\s+I|could\s+I|would\s+I|will\s+I)\s+(?:still\s+|now\s+|also\s+)?"
                     r"(?:eligible|entitled|qualify|qualified|apply|claim|receive)\b[^.?!]{0,60}?\b(?:for|to|as|among)\s+"
                     r"(?:an?\s+|the\s+|one\s+of\s+the\s+)?(?:senior\s+citizens?|seniors|pensioners|OAPs?|older\s+(?:people|persons|adults)"
                     r"|elderly\s+people|the\s+elderly(?![\s-]+[a-z]))\b"
                     # (recall30) "can I still apply for the grant, it's for under 25?", "is it only for over-60s?", "open
                     # to those aged 18 to 30" (an age said alone: not "for under 50 quid", "under 25 minutes")
                     r"|\b(?:it's|it\s+is|is\s+it|only|open|limited|restricted)\s+(?:only\s+)?(?:for|to)\s+(?:those\s+|people\s+"
                     r"|anyone\s+)?(?:under|over|aged)[\s-]?\d{2}(?:s|\s+(?:and\s+(?:under|over)|or\s+(?:under|younger|older"
                     r"|over)|to\s+\d{2}))?(?=\s*(?:[?.!,;)]|$))", re.I)
_MY_AGE_CUED = Cued(_MY_AGE, ("age", "old", "young", "life", "pension", "qualify", "count", "eligible", "cut", "under",
                              "over", "senior", "elderly", "oap", "entitled"))
# "my wife's old man", "my husband's mum": a parent-in-law (the relation the write path gives "User's father-in-law")
_IN_LAW = re.compile(r"\b(?:my|our)\s+(?:wife|husband|partner|spouse|missus|hubby)'s\s+(?:(old\s+man|dad|father|pa|papa)"
                     r"|(old\s+lady|mum|mom|mother|ma|mama)|(parents|folks))\b", re.I)
_IN_LAWS: tuple[frozenset[str], ...] = (frozenset({"father-in-law"}), frozenset({"mother-in-law"}),
                                        frozenset({"father-in-law", "mother-in-law"}))
# "my sister's girl", "my brother's daughter", "my sister's kids": a niece or a nephew (the relation the write path
# gives "User's niece Simran")
_SIBLING_CHILD = re.compile(r"\b(?:my|our)\s+(?:(?:little|big|older|younger|eldest|youngest)\s+)?(?:sister|brother|sis|bro"
                            r"|sibling)'s\s+(?:(?:little|eldest|oldest|youngest)\s+)?(?:(daughter|girl)|(son|boy|lad)"
                            r"|(kids?|children|child|little\s+ones))\b", re.I)
# Relatives named through another one: each pattern, and the relations each of its groups names
# (recall31) "the old lady who raised me", "the man who brought me up", "the people who raised us": a parent said by
# what they did (not "the man who raised the alarm", "the people who brought me here")
_RAISED_ME = re.compile(r"\b(?:(woman|lady|old\s+lady|mother\s+figure)|(man|old\s+man|gentleman|father\s+figure)"
                        r"|(people|folks|couple|ones))\s+who\s+(?:raised\s+(?:me|us)\b|"
                        r"(?:brought|bringing)\s+(?:me|us)\s+up\b)", re.I)
RELATIVES_OF: tuple[tuple[re.Pattern[str], tuple[frozenset[str], ...]], ...] = (
    (_IN_LAW, _IN_LAWS),
    (_RAISED_ME, (frozenset({"mother"}), frozenset({"father"}), frozenset({"mother", "father"}))),
    (_SIBLING_CHILD, (frozenset({"niece"}), frozenset({"nephew"}), frozenset({"niece", "nephew"}))),
)
# Where the user lives said as no place the write path takes for a home ("User lives near Eau Claire",
# "User lives outside Bendigo": no attribute): what the lives_in kind brings too
SQL_LIVES_SAID = """
    SELECT m.id, m.summary FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH '"lives" OR "home" OR "house" OR "flat" OR "apartment" OR "based"'
      AND m.superseded_by IS NULL AND m.polarity > 0 AND m.type = 'identity' AND m.attribute IS NULL
    ORDER BY f.rowid DESC LIMIT 6
"""
_LIVES_SAID = re.compile(r"^User\s+(?:now\s+)?lives\s+(?:just\s+)?(?:near|outside|close\s+to|by|in|on|north\s+of|south\s+of"
                         r"|east\s+of|west\s+of)\s+[A-Z]"
                         # (recall20) "User's home is in Paddington", "User's flat is just outside Leith", "User is based
                         # in Bristol": the home said as a place (not "User's home is a mess", "User's office is in…")
                         r"|^User['’]s\s+(?:(?:new|family|own)\s+)?(?:home|house|flat|apartment|place)\s+is\s+(?:now\s+)?"
                         r"(?:just\s+)?(?:in|near|outside|on|by)\s+[A-Z]|^User\s+is\s+(?:now\s+)?based\s+(?:in|near|outside)\s+[A-Z]")
# (both ordered by the full-text index's own rowid, the memory's id: FTS5 hands its matches newest first and the LIMIT
# stops the scan; ordered by m.id, every memory saying "is" was gathered and sorted in a temporary B-tree on each work
# question)
# (recall28) "a locum who keeps running late for clinics": the job said in words the write path keeps no attribute for
# ("User is a GP partner at a practice in Chapeltown", "User works as a GP partner", "User is an air traffic controller
# at Gatwick") is the work kind's answer, as the job_title is; a role holding a word that names a job, said as what the
# user is or works as (not "User is a partner in a choir", "User is a huge Leeds fan", "User is a keen amateur astronomer")
SQL_JOB_SAID = """
    SELECT m.id, m.summary FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH '"is" OR "works"'
      AND m.superseded_by IS NULL AND m.polarity > 0 AND m.type = 'identity' AND m.attribute IS NULL
    ORDER BY f.rowid DESC LIMIT 6
"""
_JOB_SAID = re.compile(r"^User\s+(?:now\s+|still\s+|currently\s+)?(?:is|works\s+as)\s+(?:an?|the)\s+(?!resident\s+of\b)((?:[\w'’-]+\s+){0,3}?[\w'’-]+)"
                       r"(?=\s+(?:at|in|on|for|with)\b|\s*$|,)")


_NOT_A_JOB_HELD = frozenset({"amateur", "keen", "aspiring", "budding", "hobby", "wannabe", "former", "ex", "retired", "would-be"})


def _job_said(summary: str) -> bool:
    """Whether ``summary`` says the user's job in words no attribute keeps (:data:`_JOB_SAID`)."""
    m = _JOB_SAID.match(summary)
    if m is None:
        return False
    words = m.group(1).lower().split()
    return not any(w in _NOT_A_JOB_HELD for w in words) and any(is_job_noun(w) for w in words)


# "the fella down the road", "the guy next door": a neighbour, however the user called them
_NEXT_DOOR = re.compile(r"\b(?:guy|guys|fella|fellas|fellow|bloke|blokes|chap|man|woman|lady|couple|family|folks|people|kids"
                        r"|lads?)\s+(?:who\s+lives\s+)?(?:next\s+door|down\s+the\s+(?:road|street|lane|hall)"
                        r"|across\s+the\s+(?:road|street|hall|way)|over\s+the\s+(?:road|fence)|upstairs|downstairs)\b", re.I)
# "any ideas for keeping fit?", "how do I get fit again": exercise said as a phrase ("fit" alone is
# too often "does it fit")
_KEEP_FIT = re.compile(r"\b(?:keep(?:ing)?|stay(?:ing)?|get(?:ting)?|got)\s+(?:back\s+)?fit(?:ter)?\b", re.I)
# "how do I get year 9s to stop messing about?", "less boring for Year 11", "my pupils": the class the user teaches
# is their work (not "my class" alone: code has classes)
_MY_CLASS = re.compile(r"\b(?:year|grade)\s+\d{1,2}s?\b(?!\s*(?:%|percent|old))|\bmy\s+(?:students|pupils|learners|tutor\s+group"
                       r"|form\s+group|form\s+class|homeroom)\b", re.I)
# "is the ridge walk too rough for me?", "is a steep trail a good hike for me?": the body decides (the exercise kind:
# a bad hip, asthma), when what is asked about is a way on foot, a climb or a ride
_TOO_HARD = re.compile(r"\b(?:walks?|hikes?|trails?|climbs?|routes?|treks?|rambles?|scrambles?|hills?|mountains?|munros?|paths?"
                       r"|rides?|runs?|swims?)\b[^.?!]{0,40}\b(?:too\s+(?:rough|hard|steep|far|long|much|tough|strenuous"
                       r"|difficult|demanding|tricky)|(?:a\s+)?(?:good|ok|okay|safe|sensible|doable)\s+(?:\w+\s+)?)\s*for\s+me\b",
                       re.I)
# "a mum-to-be asked me about raspberry leaf tea at her booking visit", "one of my clients wants…": someone the
# user serves at work (the work kind: what the user does)
_AT_WORK_ASKED = re.compile(r"\b(?:an?|one\s+of\s+my|my|another)\s+(?:patients?|clients?|customers?|passengers?|mums?[\s-]to[\s-]be"
                            r"|moms?[\s-]to[\s-]be|expectant\s+(?:mums?|moms?|mothers?)|service\s+users?|residents?"
                            # (recall27) "a locum who keeps running late", "a resident who refuses his meds"
                            r"|locums?"
                            # (recall28) ... and whom the user works beside or over: "a junior on my watch who keeps skipping
                            # his rounds", "an agent who keeps coming in late", "a trainee who won't ask for help"
                            r"|juniors?|trainees?|apprentices?|interns?|new\s+(?:starters?|hires?|recruits?)|temps?|agents?"
                            r"|(?:team|staff|crew)\s+members?|members?\s+of\s+(?:my\s+)?(?:staff|team|crew)|direct\s+reports?)"
                            r"(?:\s+(?:on|in|from)\s+my\s+(?:watch|shift|team|crew|ward|unit|floor|line|squad|department|class))?"
                            r"\s+(?:who\s+)?(?:asked|asks|wants|wanted|told|tells|said|says|keeps|needs|came|comes|refuses"
                            r"|refused|won't|doesn't|never|always|keep|need|want|refuse)\b", re.I)
_AT_WORK_ASKED_CUED = Cued(_AT_WORK_ASKED, ("ask", "want", "told", "tell", "said", "say", "keep", "need", "came", "come", "refus",
                                            "won't", "doesn't", "never", "always"))
# "what should I wear for a cold-water dip?", "my first open water session": swimming outdoors (the exercise kind)
_A_DIP = re.compile(r"\b(?:cold[\s-]water|wild|sea|open[\s-]water|outdoor|winter|ice|icy)\s+(?:dips?|swims?|swimming|plunges?"
                    r"|sessions?)\b|\ba\s+dip\s+in\s+the\s+(?:sea|loch|lake|river|ocean|lido)\b", re.I)
# "plan a training week for me", "my marathon training": exercise said as training ("training" alone is also a
# course at work, and its stem is the one of "trains")
_TRAINING = re.compile(r"\btraining\s+(?:weeks?|plans?|schedules?|blocks?|programmes?|programs?|sessions?|runs?|load|cycle"
                       r"|diary|log)\b|\b(?:marathon|race|run|running|triathlon|cycling|swim|swimming)\s+training\b", re.I)
# "for a two-year-old", "my 12-year-old", "toddlers": a child of an age is asked about, as the user's children are
_CHILD_AGE = re.compile(
    r"\b(?:(?:a|an|my|our|the|your)\s+)(?:\d|1[0-7]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|thirteen|fourteen|fifteen|sixteen|seventeen)(?:[\s-]and[\s-]a[\s-]half)?[\s-](?:year|month)[\s-]olds?\b"
    r"|\b(?:toddlers?|preschoolers?)\b", re.I)
# "who do I ask for Friday off?", "can I take a day off next week?", "how do I apply for annual leave?": the one who
# grants it, whom the user reports to (the boss group, however they were named)
_TIME_OFF = re.compile(r"\b(?:ask|asking|request|requesting|book|booking|take|taking|get|getting|need|want|have)\s+(?:for\s+)?"
                       r"(?:a\s+|the\s+|some\s+|next\s+|this\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|day|days|week"
                       r"|weeks|afternoon|morning|time|couple\s+of\s+days)\s+off\b"
                       r"|\b(?:annual|casual|sick|paternity|maternity|parental|earned|compassionate|study)\s+leave\b"
                       r"|\bleave\s+(?:requests?|applications?|approval|forms?)\b|\bapply\s+for\s+leave\b", re.I)
_TIME_OFF_CUED = Cued(_TIME_OFF, ("off", "leave"))
# "nervous about my first day tomorrow", "what should I wear on my first day at the new job?" (recall19): a job started,
# the work kind (with the job the user is to start: plan:works_at); not "first day of the holiday", "of school"
_FIRST_DAY = re.compile(r"\bmy\s+first\s+(?:day|week|shift)\b(?!\s+(?:of|back\s+from)\s+(?:the\s+)?(?:holidays?|vacation|school"
                        r"|term|uni|college|trip|course|class|chemo|treatment|diet|spring|summer|winter|autumn|fall|half[\s-]term))"
                        r"|\b(?:start(?:ing)?|begin(?:ning)?)\s+(?:my|the)\s+new\s+(?:job|role|position)\b", re.I)
_FIRST_DAY_CUED = Cued(_FIRST_DAY, ("first", "new"))  # every match says "first" or "new"
# (recall42) The work the user does, asked from its side: other or different work ("what other work abroad can I try",
# "a career change"), the new hours or shifts ("plan my week with the new hours"), standing all day ("any tips for
# standing all day"): the work kind (the job and where it is held); not "other work of this author", "the shop's new
# opening hours", "a standing desk".
_WORK_SIDE = re.compile(
    r"\b(?:what|which)\s+(?:other|different|else)\s+(?:kinds?\s+of\s+|sorts?\s+of\s+)?(?:work|jobs?|careers?|lines?\s+of\s+work)\s+"
    r"(?:(?:abroad|overseas|here|there)\s+)?(?:(?:can|could|might|should|would)\s+I|(?:is|are)\s+there\s+for\s+me)\b"
    r"|\b(?:other|another|a\s+different)\s+(?:kind\s+of\s+)?(?:work|job|jobs|career|line\s+of\s+work)\s+(?:abroad|overseas"
    r"|I\s+(?:can|could|might)|for\s+me|(?:can|could)\s+I)\b"
    r"|\bwhat\s+else\s+(?:can|could)\s+I\s+do\s+for\s+(?:a\s+living|work|money)\b|\b(?:change|changing|switch|switching)\s+careers?\b"
    r"|\bcareer\s+change\b|\bretrain(?:ing)?\s+as\b"
    r"|\b(?:the|my|our|these)\s+new\s+(?:working\s+|work\s+|shift\s+)?(?:hours|shifts|rota|roster|shift\s+pattern)\b"
    r"|\b(?:standing|stand|on\s+my\s+feet)\s+(?:up\s+)?(?:all\s+day|for\s+hours|all\s+shift|the\s+whole\s+(?:day|shift))\b",
    re.I)
_WORK_SIDE_CUED = Cued(_WORK_SIDE, ("other", "different", "else", "career", "retrain", "new", "stand", "on my feet"))
# "plan Christmas day for us", "hosting Thanksgiving, what should I make?" (recall19): a feast day hosted or planned,
# the meal's rules (the diet kind) and who comes (the user's relatives, with what they need)
_HOLIDAY_HOSTED = re.compile(r"\b(?:plan|planning|host|hosting|cook|cooking|organi[sz]e|organi[sz]ing|do|doing|have|having)\s+"
                             r"(?:(?:the|our|a|this\s+year's)\s+)?(?:christmas|xmas|thanksgiving|easter|eid|diwali|hanukkah"
                             r"|passover|new\s+year's|boxing)(?:\s+(?:day|dinner|lunch|eve|feast|meal))?\b", re.I)
# ... and who comes needs a way in and a seat: "User's partner's mother Mary is 80 and uses a wheelchair"
_ACCESS_NEEDS = re.compile(r"\b(?:wheelchairs?|walking\s+frames?|zimmer|mobility\s+scooters?|walkers?|walking\s+sticks?"
                           r"|can(?:'t|not)\s+(?:manage|do|climb)\s+(?:the\s+)?stairs|housebound|bed-?bound)\b", re.I)
# (recall24) "where can we take my lola for merienda?", "taking my dad out for lunch on Sunday": an outing with a relative
# named; what they need to get about is its answer as at a feast hosted ("User's grandmother uses a wheelchair")
_TAKE_OUT = re.compile(r"\btake\s+(?:my|our)\s+(?:[\w'’-]+\s+){1,2}?(?:out\b|for\s+(?:a\s+|an\s+)?(?:lunch|dinner|brunch|merienda"
                       r"|coffee|meal|walk|drive|day\s+out|treat)\b|to\s+(?:the|a|an)\s)"
                       r"|\btaking\s+(?:my|our)\s+(?:[\w'’-]+\s+){1,2}?(?:out|for\s+(?:a\s+)?(?:lunch|dinner|brunch|meal|walk|drive|day\s+out))\b"
                       r"|\bwhere\s+(?:can|could|should|shall)\s+(?:we|I)\s+take\s+(?:my|our)\s", re.I)
_TAKE_OUT_CUED = Cued(_TAKE_OUT, ("take", "taking"))
# (recall20) "my brother and his missus are coming for a barbie", "the lads are coming round for the footy, what snacks
# should I get?", "having friends over for dinner": guests at a meal the user gives; what the user's people cannot eat
# ("User's friend Tom has a severe nut allergy", "User's sister-in-law Meg is vegan") binds it, whoever is named
_GUESTS_COMING = re.compile(r"\b(?:are|is|am|'re|'s|were|was)\s+(?:all\s+)?(?:coming|popping|dropping|calling)\s+(?:round|over"
                            r"|around|by|in|for|to\s+(?:stay|eat|dinner|lunch|tea|brunch))\b"
                            r"|\b(?:having|have|had|got|invited|inviting|invite)\s+(?:some\s+|a\s+few\s+|a\s+couple\s+of\s+)?"
                            r"(?:\w+\s+){0,2}?(?:people|friends|mates|guests|folks|family|visitors|company|lads|girls"
                            r"|neighbou?rs|colleagues|in-laws)\s+(?:round|over|around|for)\b"
                            r"|\b(?:our|my|the|dinner|lunch|party)\s+guests\b|\bguests\s+(?:are|for|coming|arriving)\b", re.I)
_GUESTS_COMING_CUED = Cued(_GUESTS_COMING, ("coming", "popping", "dropping", "calling", "round", "over", "around", "guests",
                                            " for "))
SQL_GUEST_DIETS = """
    SELECT m.id, m.summary FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH :match AND m.superseded_by IS NULL AND m.polarity > 0
      AND m.type IN ('constraint', 'relationship', 'identity', 'preference')
    ORDER BY f.rowid DESC LIMIT 8
"""
_GUEST_DIET_WORDS = ('"allergic" OR "allergy" OR "allergies" OR "intolerant" OR "intolerance" OR "coeliac" OR "celiac"'
                     ' OR "vegan" OR "vegetarian" OR "halal" OR "kosher" OR "gluten" OR "pescatarian"')
_SOMEONE_ELSES = re.compile(r"^User['’]s\s+(?!(?:own|diet|doctor|gp)\b)(?:[\w'’-]+\s+){1,4}?(?:is|are|has|have|can't|cannot"
                            r"|doesn't|does|won't|keeps|eats|follows)\b", re.I)
_HOLIDAY_HOSTED_CUED = Cued(_HOLIDAY_HOSTED, ("christmas", "xmas", "thanksgiving", "easter", "eid", "diwali", "hanukkah",
                                              "passover", "new year", "boxing"))
# (recall22) "what should I order at the Chinese place?", "a good Thai spot near the station": a meal out, by its cuisine
_EATING_OUT = re.compile(r"\b(?:chinese|indian|thai|italian|mexican|japanese|korean|vietnamese|turkish|greek|lebanese"
                         r"|ethiopian|nigerian|caribbean|french|spanish|sushi|curry|kebab|burger|noodle|ramen|dim\s+sum|tapas"
                         r"|pizza|seafood|steak|vegan|veggie)\s+(?:place|spot|joint|house|restaurant|takeaway|takeout)s?\b", re.I)
_EATING_OUT_CUED = Cued(_EATING_OUT, ("place", "spot", "joint", "house", "restaurant", "takeaway", "takeout"))
# (recall23) "should we look at houses again in the new year?", "we're house hunting": where the user lives now is what the
# move is from ("User lives in Harehills with their wife Ama"); not "the Houses of Parliament", "house music"
_HOUSE_HUNT = re.compile(r"\b(?:look|looking|looked)\s+(?:again\s+)?(?:at|for|round)\s+(?:(?:a|some|new|bigger|other)\s+)?"
                         r"(?:houses|flats|homes|properties|apartments|a\s+(?:house|flat|home|bigger\s+place))\b(?!\s+of\s+parliament)"
                         r"|\b(?:house|flat|home)[\s-]?hunt(?:ing)?\b|\b(?:house|flat|property)\s+viewings?\b"
                         r"|\bmov(?:e|ing)\s+house\b"
                         # (recall42) "how much is rent for a small flat", "rent prices", "average rents": a home's cost
                         # where the user lives (not "rent a car", "the rent for the market stall")
                         r"|\b(?:the\s+)?rents?\s+(?:for|on|of)\s+(?:an?\s+|the\s+|my\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:flat|flats"
                         r"|apartment|apartments|room|rooms|studio|studios|house|houses|place|home)\b"
                         r"|\bhow\s+much\s+(?:is|are|does|do)\s+(?:the\s+)?rents?\b(?!\s+(?:a|for\s+a)\s+(?:car|van|bike|boat))"
                         r"|\b(?:rent|rental)\s+prices\b|\baverage\s+rents?\b"
                         # (recall43) "what's cheaper to rent, city or outside?", "renting in town or in the suburbs", "a
                         # budget for a two-bedroom rental around here" (not "cheaper to rent a car", "a rental car")
                         r"|\b(?:cheaper|better|easier|dearer|smarter)\s+to\s+rent\b(?!\s+(?:a|an|the)\s+(?:car|van|bike|boat|tux|suit|dress))"
                         r"|\brent(?:ing)?\s+(?:in|outside|out\s+of)\s+(?:the\s+)?(?:city|town|centre|center|suburbs)\b"
                         r"|\b(?:[\w-]+\s+)?(?:bedroom|bed|room)\s+rentals?\b|\brentals?\s+(?:around\s+here|here|nearby|in\s+(?:the|this)\s+area)\b",
                         re.I)
_HOUSE_HUNT_CUED = Cued(_HOUSE_HUNT, ("house", "flat", "home", "propert", "apartment", "place", "rent"))
# (recall44) "what do kids need for school uniform here", "where to buy school shoes", "how much are school supplies":
# things bought for school are for the user's children ("User's two boys, Tinashe and Kuda are still in Gweru"); not
# "should school uniforms be banned? an essay", "the history of school uniforms"
_SCHOOL_KIT = re.compile(r"\b(?:need|needs|buy|buying|get|getting|cost|costs|price|prices|afford|cheap|cheaper|label|labels"
                         r"|where|list|how\s+much)\b[^.?!]{0,40}\b(?:school\s+(?:uniforms?|shoes|supplies|bags?|stationery|books|lunch\s*box(?:es)?)"
                         r"|back[\s-]to[\s-]school)\b|\b(?:school\s+(?:uniforms?|shoes|supplies|bags?|stationery)|back[\s-]to[\s-]school)"
                         r"\b[^.?!]{0,40}\b(?:need|needs|buy|cost|costs|price|prices|afford|cheap|cheaper|list)\b", re.I)
_SCHOOL_KIT_CUED = Cued(_SCHOOL_KIT, ("school uniform", "school shoe", "school suppl", "school bag", "school stationery",
                                      "school book", "school lunch", "to school", "to-school"))
# Phrases that ask for a kind of memory whatever their words ("near me", "how cold does it get", "back home"): each
# pattern, and the kinds it asks for, in the order they are tried
_WALKS_TAKEN_CUED = Cued(_WALKS_TAKEN, ("walk",))
PHRASE_KINDS: tuple[tuple[re.Pattern[str] | Cued, tuple[str, ...]], ...] = (
    (_NEAR_ME, ("lives_in",)), (_TRANSIT_HERE, ("lives_in",)), (_KEEP_FIT, ("exercise",)), (_WALKS_TAKEN_CUED, ("exercise",)), (_TRAINING, ("exercise",)), (_HOW_WEATHER, ("lives_in",)), (_WEATHER_SAID, ("lives_in",)),
    (_ORIGIN, ("hometown",)), (_FROM_TOWN_CUED, ("hometown",)), (_LOUD_PLACE_CUED, ("hearing",)), (_CHARGE_ASKED_CUED, ("work",)),
    (_RACE_ASKED_CUED, ("exercise",)), (_ADDRESS_ASKED_CUED, ("lives_in",)),
    (_LIFTING_CUED, ("lifting",)), (_NEXT_DOOR, ("rel:neighbour",)), (_MY_AGE_CUED, ("age",)), (_FREE_WHEN, ("schedule",)),
    (_COMMUTE, ("lives_in", "work")), (_CHILD_AGE, ("children",)), (_LEAVING_JOB, ("work",)), (_MY_CLASS, ("work",)),
    (_FOLLOW_TALK, ("hearing",)), (_TOO_HARD, ("exercise",)), (_AT_WORK_ASKED_CUED, ("work",)), (_A_DIP, ("exercise",)),
    (_TIME_OFF_CUED, ("rel:boss",)), (_BLOOD_SUGAR_CUED, ("diet",)),
    (_FIRST_DAY_CUED, ("work",)), (_WORK_SIDE_CUED, ("work",)), (_HOLIDAY_HOSTED_CUED, ("diet", "relatives")), (_ACTIVITY_PLANNED_CUED, ("exercise",)),
    (_EATING_OUT_CUED, ("diet",)), (_HERE_SETTLING_CUED, ("lives_in",)),
    # (recall43: renting asks where the user lives and where they are moving, "User is moving to Cork in August 2026")
    (_HOUSE_HUNT_CUED, ("lives_in", "plan:lives_in")),
    (_NEW_TOWN_CUED, ("lives_in",)),
    (_SCHOOL_KIT_CUED, ("children",)),
)
# "what are my goals?", "my fitness goals", "my habits", "my side projects": the user's memories of that
# type are the answer, in whatever words they were stored ("User wants to run a marathon in April").
# ("my project" alone is left out: a coding assistant hears it about the code at hand.)
_MY_TYPE = re.compile(
    r"\bmy\s+(?:(?:current|main|big|biggest|long[\s-]term|short[\s-]term|personal|fitness|career|work|life|new|own"
    r"|daily|weekly|morning|evening|side)\s+)?(goals?|aims?|ambitions?|resolutions?|habits?|routines?|projects"
    r"|side\s+projects?)\b", re.I)
# "what am I training for?", "what am I saving up for?": what the user aims at is a goal
_AIMING_AT = re.compile(r"\bwhat\s+(?:am\s+I|was\s+I|I'm)\s+(?:(?:training|saving(?:\s+up)?|studying|preparing|revising)"
                        r"\s+for|working\s+towards?|aiming\s+(?:for|at))\b", re.I)
# A message written in another language ("Escríbeme un correo al proveedor…") asks for what the user
# said about answering in it: the live instructions that name the language ("User wants emails in
# Spanish written formally, with usted"). Each language by its common short words, some of which it
# shares with its neighbours: the one with most of them wins, when they are a good share of the
# message and English words are few (a Spanish name in an English message is no Spanish message).
_LANGUAGE_WORDS: dict[str, frozenset[str]] = {
    "spanish": frozenset("el la los las de del al que y en un una por para con es lo pero como qué cómo está estoy "
                         "tengo puedes quiero también muy gracias hola mi mis me te se su sus esto esta este".split()),
    "portuguese": frozenset("o a os as de do da dos das que e em um uma para com não você é muito obrigado obrigada olá "
                            "está estou tenho pode quero também meu minha seu sua isso".split()),
    "french": frozenset("le la les de des du que et en un une pour avec pas je tu vous nous mais très merci bonjour "
                        "est suis ai peux veux aussi mon ma mes ce cette".split()),
    "german": frozenset("der die das den dem und ist nicht ich du sie wir mit für ein eine einen auch sehr danke hallo "
                        "bin habe kannst möchte mein meine meinen mir mich bitte wie was ist es zu von".split()),
    "italian": frozenset("il lo la gli le di della per con non che e un una sono ho puoi voglio anche molto grazie ciao "
                         "mio mia questo questa".split()),
    "dutch": frozenset("het een van en niet ik jij je wij met voor ook heel dank hallo ben heb kun wil mijn dit deze "
                       "de".split()),
}
_ENGLISH_WORDS = frozenset("the and is are to of you i my me what for with a an it this that can how do in on".split())
_LETTERS = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def message_language(query: str) -> str | None:
    """The language other than English a message is written in, by its short words; None for English
    or when unsure (under 4 words, under a third of them the language's, or many English ones)."""
    words = [w.lower() for w in _LETTERS.findall(query[:2000])]
    if len(words) < 4:
        return None
    counts = {lang: sum(1 for w in words if w in common) for lang, common in _LANGUAGE_WORDS.items()}
    lang, n = max(counts.items(), key=lambda kv: kv[1])
    english = sum(1 for w in words if w in _ENGLISH_WORDS)
    if n < 3 or n * 3 < len(words) or english * 2 >= n or sorted(counts.values())[-2] == n:
        return None
    return lang


# The user's live rules (preferences, constraints) whose words match :match: the rules about a
# language a message is written in, or about the units of a measure it asks for
SQL_RULES_MATCHING = """
    SELECT m.id FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH :match AND m.superseded_by IS NULL AND m.polarity > 0
      AND m.type IN ('preference', 'constraint')
    ORDER BY f.rowid DESC LIMIT 4
"""
SQL_RULES_SUMMARY = SQL_RULES_MATCHING.replace("SELECT m.id FROM", "SELECT m.id, m.summary FROM")
# A message that asks for a measure (a temperature, a weight, a distance, a quantity) asks for it
# (words with an everyday other sense are left out: "weight" loss, university "degrees", "so far",
# a "temp" job, "convert" a file)
# in the units the user said they want: "what temperature for roasting a chicken?" wants "User
# wants Celsius and grams", which shares no word with it, and the model may not put them close.
# The user's live instructions that name units of that measure, or units at all ("metric",
# "imperial", "units"), answer it (by kind, weaker than a named kind).
_MEASURES = {  # a measure's words -> the words of the units it is given in
    "temperature": ("temperature temperatures oven ovens thermostat fever fahrenheit celsius",
                    "celsius fahrenheit centigrade"),
    "weight": ("weigh weighs weighing heavy heavier gram grams kilo kilos kg pound pounds lb lbs ounce ounces oz",
               "grams kilograms kilos ounces"),
    "volume": ("cup cups tablespoon tablespoons teaspoon teaspoons tbsp tsp litre litres liter liters ml quantity "
               "quantities", "grams millilitres milliliters litres liters ounces"),
    "distance": ("distance distances height tall mile miles km kilometre kilometres kilometer kilometers inch "
                 "inches", "km kilometres kilometers miles metres meters feet inches centimetres centimeters"),
}
MEASURE_WORDS: dict[str, str] = {w: units for words, units in _MEASURES.values() for w in words.split()}
MEASURE_WORDS.update(dict.fromkeys("measure measures measuring measurement measurements metric imperial".split(), ""))


# A request for code or for a piece of writing is answered in the shape the user asked that kind of answer
# to take: "write a function that parses a log line" wants "User wants code first, explanation after", "draft
# a note thanking my landlord" wants "User wants British spelling", and neither shares a word with the rule.
# Only a rule whose own subject is what the message asks for (a rule on answers in general, "User likes
# short, direct answers", is not brought: on every question it is junk, branch recall8-answer-form).
# Each: the request, the words a rule on it is found by (FTS5), and the rule itself: a wish, not a use
# ("User uses VS Code at work", "User enjoys the Great British Bake Off" are none). Brought as a named kind's
# answer: the request names what the rule is on (as a kind's weaker answer "User wants British spelling" fell
# behind a notes app and a gratitude journal on "draft a short note thanking the pastor").
_FEW_WORDS = r"(?:(?!in\b|on\b|about\b|to\b|for\b|with\b|from\b)\w+\s+){0,2}?"  # "a short", not "in my"
# (a rule lifted, "User is fine with emojis in answers", is a wish about the answers too)
# the programming languages a code rule may name (_PROGRAMMING_LANGUAGE's), and its words for the FTS5 query
_LANGUAGE_NAMES = r"(?:python|javascript|typescript|rust|golang|java|kotlin|swift|ruby|php|c\+\+|c#|haskell|scala)"
_LANGUAGES_FTS = ('"python" OR "javascript" OR "typescript" OR "rust" OR "golang" OR "java" OR "kotlin" OR "swift" OR "ruby"'
                  ' OR "php" OR "haskell" OR "scala"')
_WISH = (r"^User\s+(?:(?:also|only|always|really|still)\s+)?(?:wants|would\s+like|likes|prefers|asks\s+for|(?:has\s+)?asked"
         r"|is\s+fine\s+with)\b")
ANSWER_SUBJECTS: tuple[tuple[re.Pattern[str] | Cued, str, re.Pattern[str]], ...] = (
    # ... and a piece of a program by what it is ("write me a REST controller for orders", "sketch a signup form that
    # checks the email", "scaffold a React component"): not "a test for my class", "a service", a paper form
    (re.compile(r"\b(?:write|give|show|make|generate|fix|refactor|debug|need|sketch|implement|build|scaffold|code\s+up)\s+"
                r"(?:me\s+|up\s+)?(?:a|an|the|some|this|my)?\s*" + _FEW_WORDS
                + r"(?:function|script|code|program|class|snippet|regex|query|method|macro|bot|controllers?|endpoints?"
                r"|api|rest\s+api|components?|middleware|route\s+handlers?|request\s+handlers?|unit\s+tests?|dockerfile"
                r"|(?:sign-?up|sign-?in|log-?in|login|contact|web|html|react|checkout|registration)\s+forms?)\b"
                r"|\bin\s+(?:python|javascript|typescript|rust|go|java|bash|sql|c\+\+|c#)\b"
                # ("show me how to parse json", "how do I paginate an API response": a task done in code, by its data)
                r"|\b(?:how\s+(?:do\s+i|to|can\s+i|would\s+i|should\s+i)|show\s+me\s+how\s+to)\s+(?:parse|seriali[sz]e|deseriali[sz]e"
                r"|validate|paginate|debounce|memoi[sz]e|mock|hash|encode|decode|stream|unmarshal|marshal)\s+(?:a\s+|an\s+|the\s+|some\s+)?"
                r"(?:json|yaml|toml|xml|csv|html|http|api|rest|graphql|sql|query|response|request|string|strings|dates?|timestamps?"
                r"|config|websocket|payload|body|input|url|urls)\b", re.I),
     '"code" OR "coding" OR "type hints" OR "docstrings" OR "snippet" OR "snippets" OR ' + _LANGUAGES_FTS,
     # code as the answer, not the editor it is written in ("dark colour themes in every code editor"); or a wish naming
     # the language it is written in ("User is fine with Kotlin examples", "User prefers TypeScript for frontend work")
     re.compile(_WISH + r".*\b(?:code|coding|type\s+hints|docstrings|snippets?)\b(?!\s+editors?)|" + _WISH + r"(?!\s+to\b).*\b"
                + _LANGUAGE_NAMES + r"\b(?!\s+(?:island|coffee|people|speakers?|lessons?|classes)\b)", re.I)),
    (re.compile(r"\b(?:write|draft|compose|word|reword|rewrite|proofread|polish)\s+(?:me\s+|up\s+)?(?:a|an|the|some|this|my)?\s*"
                + _FEW_WORDS + r"(?:note|letter|email|e-mail|message|post|essay|speech|toast|card|bio|caption|reply"
                r"|announcement|newsletter|blurb|review|complaint|invitation|thank-you|poem|limerick|story|paragraph"
                # "write a happy birthday text for my brother-in-law" (a text message; not a text file or field)
                r"|text(?!\s+(?:files?|editors?|fields?|box(?:es)?|areas?|classifiers?|parsers?|inputs?|widgets?|nodes?|modes?"
                r"|columns?|strings?))|tweet|greeting|eulogy|wishes)s?\b", re.I),
     '"spelling" OR "tone" OR "wording" OR "formal" OR "informal" OR "emojis" OR "sign-off" OR "English"',
     # ("User wants answers in British English": the English the writing is in, as its spelling)
     re.compile(_WISH + r".*\b(?:spelling|tone|wording|formal|informal|emojis?|sign-?off"
                r"|(?:British|American|Canadian|Australian|UK|US)\s+English)\b", re.I)),
    # steps to follow ("give me the steps to winterize the plumbing", "a checklist for moving day", "walk me
    # through…"): the rules on how steps are set out ("User wants answers in bullet points")
    (re.compile(r"\b(?:give|show|list|tell|write)\s+(?:me\s+)?(?:the|some|a)?\s*" + _FEW_WORDS
                + r"(?:steps|instructions|checklist)\b|\bwalk\s+me\s+through\b|\bstep[\s-]by[\s-]step\b"
                r"|\bchecklist\s+for\b|\bwhat\s+are\s+the\s+steps\b", re.I),
     '"bullet" OR "bullets" OR "numbered" OR "steps" OR "checklist" OR "checklists"',
     # (not "User wants to hit 10,000 steps a day": steps counted are no steps set out)
     re.compile(_WISH + r".*\b(?:bullet(?:s|\s+points?)?|numbered|step[\s-]by[\s-]step|checklists?"
                r"|(?:short|clear|simple|small|few)\s+steps)\b", re.I)),
    # a layout asked of a piece of writing ("how should I format this table for the report", "lay out the minutes",
    # "how do I set out my CV?"; recall19): the rules on how answers are laid out ("User wants no more bullet points",
    # "User wants paragraphs"); not "format this JSON", "format a date in python", "format the disk"
    (re.compile(r"\b(?:format|formatting|lay\s+out|laying\s+out|layout|set\s+out|setting\s+out|structure|structuring"
                r"|present|presenting)\s+(?:of\s+)?(?:this|the|my|our|a|an)\s+(?:\w+\s+){0,2}?(?:tables?|report|reports"
                r"|document|doc|slides?|presentation|handout|notes|minutes|summary|agenda|newsletter|cv|resume|essay"
                r"|letter|answers?)\b", re.I),
     '"bullet" OR "bullets" OR "paragraphs" OR "headings" OR "tables" OR "layout" OR "formatting" OR "dot"',
     re.compile(_WISH + r".*\b(?:bullet(?:s|\s+points?)?|dot\s+points?|paragraphs?|headings?|tables?|layout|formatting)\b",
                re.I)),
    # (recall38) an explanation asked of the assistant ("explain to me what a power of attorney is", "can you explain how an
    # annuity works", "help me understand probate"): the rules on how things are explained to the user ("User wants short
    # simple sentences", "User wants explanations without jargon", and a short answer's rule: an explanation is where its
    # length tells); not "the doctor explained it", "how do I explain this to my kids" (the user explaining), and not a bare
    # "Explain how TCP's handshake works" (a task to any reader: in the full run it brought the rule to three unrelated
    # messages in eight stores, junk up by 0.02 a message)
    (Cued(re.compile(r"\b(?:can|could|would|will)\s+you\s+(?:please\s+)?explain\b|\bexplain\s+(?:to\s+)?me\b"
                     r"|\bhelp\s+me\s+(?:to\s+)?understand\b"
                     # (recall41) the user explaining to someone of another tongue ("how to explain price to foreign
                     # customer", "how do I tell a tourist the rules"): words the user will pass on, in the simple words
                     # the user asked for (not "how do I explain this to my kids": no language between them)
                     r"|\b(?:explain|explaining|tell|telling|say|describe)\b[^.?!]{0,40}\bto\s+(?:a\s+|an\s+|the\s+|my\s+|our\s+)?"
                     r"(?:foreign|foreigner|foreigners|tourists?|visitors?\s+from\s+abroad|overseas)\b"
                     # (recall41) an explanation asked for a reader who is no expert ("explain this report like I'm not a
                     # doctor", "in plain terms", "for a layman")
                     r"|\blike\s+I['’]m\s+(?:not\s+an?\s+\w+|five|5|a\s+child|a\s+beginner|an?\s+layman)\b"
                     r"|\bin\s+(?:plain|simple|layman['’]?s?|everyday)\s+(?:terms|english|words|language)\b|\bfor\s+a\s+layman\b",
                     re.I),
          ("explain", "understand", "foreign", "tourist", "abroad", "overseas", "like i", "plain", "simple", "layman",
           "everyday")),
     '"simple" OR "simply" OR "plain" OR "jargon" OR "layman" OR "laymans" OR "everyday" OR "sentences" OR "explained"'
     ' OR "explanations" OR "short" OR "brief" OR "concise"',
     # a wish on how it is said: simple, short or plain sentences, words or language; no jargon; explained simply
     re.compile(_WISH + r".*\b(?:(?:short|simple|plain|easy|everyday|clear)(?:,?\s+(?:and\s+)?(?:short|simple|plain|easy"
                r"|everyday|clear))*\s+(?:sentences|words|language|english|terms|explanations?)|(?:no|without|less|avoid\w*)\s+"
                r"(?:technical\s+)?jargon|explained\s+(?:simply|plainly)|layman['’]?s?\s+terms"
                r"|(?:short|brief|concise)\s+(?:answers|replies|responses))\b", re.I)),
    # a recipe asked ("how do I bake…", "a recipe for…", "need two dozen for Sunday"): the rules on how its quantities
    # are given ("User wants recipe quantities in grams, not cups")
    (Cued(re.compile(r"\bhow\s+(?:do|can|should|would)\s+(?:I|we|you)\s+bake\b|\brecipes?\b"
                     r"|\b(?:a|one|two|three|four|five|six|\d+)\s+dozen\b|\b(?:a|one|two|double|half|big)\s+batch\s+of\b", re.I),
          ("bake", "recipe", "dozen", "batch")),
     '"grams" OR "cups" OR "quantities" OR "measurements" OR "ounces" OR "metric" OR "imperial"',
     re.compile(_WISH + r".*\b(?:grams|cups|quantities|measurements|ounces|metric|imperial)\b", re.I)),
)


def _answer_shapes(conn: apsw.Connection, query: str) -> list[int]:
    """The user's live rules on the shape of the kind of answer ``query`` asks for (code, a piece of
    writing): ANSWER_SUBJECTS."""
    out: list[int] = []
    for asks, match, rule in ANSWER_SUBJECTS:
        if asks.search(query):
            asked = _languages(query)
            out.extend(rid for rid, summary in conn.execute(SQL_RULES_SUMMARY, {"match": match})
                       if rule.match(summary) and not (asked and _languages(summary) - asked))
    return out


# A programming language named: a rule on code in one language ("User wants Python code with type hints") is
# not the shape of code asked for in another ("write a SQL query that…")
_PROGRAMMING_LANGUAGE = re.compile(
    r"\b(python|javascript|typescript|rust|golang|java|kotlin|swift|ruby|php|bash|sql|c\+\+|c#|haskell|scala)\b",
    re.I)


def _languages(text: str) -> set[str]:
    """The programming languages ``text`` names, in lower case."""
    return {m.lower() for m in _PROGRAMMING_LANGUAGE.findall(text)}


# "how much lumber do I need for a 3 by 4 deck?", "how much lime should I spread on the back forty?": an amount
# of a material asked for is a measure, in whatever units the user counts (the units rules of any measure)
_HOW_MUCH_NEEDED = re.compile(r"\bhow\s+(?:much|many)\s+(?:\w+\s+){1,3}?(?:do|should|would|will)\s+(?:I|we)\s+"
                              r"(?:need|use|spread|buy|order|add|mix|sow|lay)\b", re.I)


# "how far is it from red deer to vancouver": a distance asked for, in whatever units the user counts it ("User wants km
# and celsius not miles"); not "so far", "far from perfect"
_HOW_FAR = re.compile(r"\bhow\s+far\b", re.I)
# "how high should I build a raised bed", "how long should the legs be on a bench": a size asked for, in whatever units
# the user measures in ("User prefers measurements in feet and inches"); "how long" only of a thing's length, not of a
# time ("how long should I rest", "how long should the chicken be roasted")
# (recall38) "how big should a shelf for 30 paperbacks be?", "what size rug do I need?": a size asked for too; not "how
# big is the risk", "what size is the file" (a size to be, or needed)
_HOW_BIG = re.compile(r"\bhow\s+(?:high|tall|wide|deep|thick)\b"
                      r"|\bhow\s+(?:big|large|small)\s+(?:should|must|would|do|does)\s+(?:the|a|an|my|our|its|their|I|we)\s+"
                      # (a sum or a group is no size measured: "how big should my emergency fund be?")
                      r"(?!(?:\w+\s+){0,2}?(?:funds?|budgets?|deposits?|loans?|mortgages?|pensions?|savings|pots?|teams?|class"
                      r"|classes|weddings?|party|parties|groups?|audiences?|companies|company|business)\b)"
                      r"(?:\w+\s+){0,5}?(?:be|need|make|build|cut|get)\b(?!\s+(?:patient|careful|worried|waiting|there|home)\b)"
                      r"|\bwhat\s+size\s+(?:of\s+)?(?:\w+\s+){0,3}?(?:should|do|would|must)\s+(?:I|we|you)\s+(?:need|get|buy|use|make"
                      r"|build|order|go\s+for)\b"
                      r"|\bhow\s+long\s+(?:should|must|would|will|do|does|is|are)\s+(?:the|a|an|my|our|its|their)\s+\w+(?:\s+\w+)?"
                      r"\s+(?:be|measure)(?=\s*(?:[?.!,]|$)|\s+(?:on|for|in|if|to)\b)", re.I)


# (recall38) "what is the weather tomorrow?", "tomorrow's forecast": a temperature asked for, in the units the user reads
# it in ("User wants Celsius and the 24h clock"); not "under the weather", "weather the storm", "the sales forecast"
_WEATHER_ASKED = Cued(re.compile(r"(?<!\bunder\s)\b(?:the|what['’]s|how['’]s|tomorrow['’]s|today['’]s|tonight['’]s|weekend['’]s"
                                 r"|local)\s+weather\b|(?<!\bunder\sthe\s)\bweather\s+(?:forecast|report|tomorrow|today|tonight|this\s+week(?:end)?)\b"
                                 r"|\bforecast\s+for\s+(?:tomorrow|today|tonight|the\s+weekend|this\s+week(?:end)?|\w+day)\b"
                                 r"|\b(?:tomorrow|today|tonight|weekend)['’]s\s+forecast\b",
                                 re.I), ("weather", "forecast"))


def _units_asked(query: str) -> set[str]:
    """The unit words of the measures ``query`` asks about (empty: none). A unit said after a
    number is a quantity given ("800 km of walking"), not a measure asked for."""
    units: set[str] = set()
    if _HOW_MUCH_NEEDED.search(query[:2000]):
        units.add("metric")
    if _WEATHER_ASKED.search(query[:2000]):
        units.update(_MEASURES["temperature"][1].split())
        units.add("metric")
    if _HOW_FAR.search(query[:2000]) or _HOW_BIG.search(query[:2000]):
        units.update(_MEASURES["distance"][1].split())
        units.add("metric")
    prev = ""
    for w in _WORD_RE.findall(query[:2000].lower()):
        if w in MEASURE_WORDS and not prev.isdigit():
            units.update(MEASURE_WORDS[w].split())
            units.add("metric")
        prev = w
    return units


# A message naming a kind of tool asks which one the user has: "which ticket tracker do I use?" wants
# "User switched from Jira to Linear", which shares no word with it and has no attribute (a decision).
# So does one naming the user's device or pet, stored by its make or breed ("my tablet" -> "User reads
# the news on an iPad", "my old sheepdog" -> "User has a kelpie called Rusty"). The kind by its words
# (not "tracker" alone: a fitness or habit tracker; not "ticket" alone: a train ticket), and the names
# of the kind, found in the user's live memories (SQL_NAMING).
# ... "the dog" is the user's, not "the dog next door", "the dog down the road", "the dog at the park"
_NOT_OURS = (r"(?!\s+(?:next\s+door|down\s+the|across\s+the|over\s+the|up\s+the|at\s+the|in\s+the\s+park|from|of|that\s+"
             r"(?:lives|belongs)|on\s+the\s+(?:street|bus|train)|in\s+(?:the\s+)?(?:film|movie|book|show|story)))")
TOOL_KINDS: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = (
    (re.compile(r"\b(?:tickets?|issues?|bugs?|tasks?|projects?|sprints?)\s+(?:trackers?|tracking|boards?)\b"
                r"|\bproject\s+management\b|\bkanban\b|\bbacklog\b", re.I), TRACKER_APPS),
    # a reminder to set, not "a reminder of" (a keepsake)
    (re.compile(r"\b(?:to-?do|todo|task)\s+(?:lists?|apps?|managers?)\b|\breminders?\s+(?:to|for|about)\b"
                r"|\b(?:set|add|create)\s+(?:a\s+|an\s+)?reminders?\b", re.I), TASK_APPS),
    (re.compile(r"\bpasswords?\b|\blog-?ins?\b|\bpassword\s+managers?\b", re.I), PASSWORD_MANAGERS),
    # the user's own device ("my mobile", "on my tablet"): not "a phone call", "the computer says no"
    (re.compile(r"\bmy\s+(?:(?:new|old|own)\s+)?(?:phone|mobile|handset|cell|cellphone|smartphone)\b", re.I), PHONES),
    (re.compile(r"\bmy\s+(?:(?:new|old|own)\s+)?(?:tablet|ipad)\b", re.I), TABLETS),
    # ("my machine" alone is the computer: "will docker run on my machine?"; not "my washing machine")
    (re.compile(r"\bmy\s+(?:(?:new|old|own|work)\s+)?(?:laptop|computer|pc|macbook|machine)\b", re.I), LAPTOPS),
    # the user's money, and where it goes: the app they keep its accounts in ("budget" alone is also a
    # project's or a holiday's)
    # ("our household money", "where the money goes each month": a household's too)
    (re.compile(r"\b(?:budgeting|overspend(?:ing)?|spending|what\s+(?:I|we)\s+spend|(?:my|our)\s+(?:household\s+|family\s+)?"
                r"(?:pay|salary|wages|money|finances|spending|expenses|outgoings)|where\s+(?:the|my|our)\s+money\s+goes)\b",
                re.I), BUDGET_APPS),
    # somewhere to stay away from home: the kinds of lodging the user has said they like or avoid
    (re.compile(r"\b(?:(?:a\s+)?place|somewhere|where)\s+(?:to|should\s+(?:I|we))\s+stay\b|\baccommodation\b", re.I),
     LODGINGS),
    # an animal unwell ("who should I phone about a cow with a swollen udder?", "my cat is off her food") or due its
    # care ("the greyhound is due her check-up and boosters"): the vet the user has named ("User's vet is Dr.
    # Halvorsen"; a doctor's title makes no person of it)
    (re.compile(r"\b(?:cows?|calf|calves|heifers?|horses?|pony|ponies|sheep|ewes?|lambs?|goats?|pigs?|hens?|chooks?|dogs?|pups?"
                r"|puppy|puppies|cats?|kittens?|rabbits?|bunny|bunnies|" + "|".join(sorted(PET_DOG_BREEDS | CAT_BREEDS)) + r")\b"
                r"[^.?!]{0,40}\b(?:sick|ill|unwell|swollen|limping|lame|vomiting|throwing\s+up"
                r"|off\s+(?:her|his|its|their)\s+food|not\s+eating|coughing|wheezing|bleeding|injured|lump|diarrh(?:o)?ea"
                r"|scours|mastitis|check-?ups?|jabs?|vaccinations?|vaccines?|boosters?|worming|wormer|flea\s+treatment"
                r"|neuter(?:ed|ing)?|spay(?:ed|ing)?|microchip(?:ped|ping)?)\b", re.I), VETS),
    # the home's energy ("will net metering cover our winter power bill?", "is it worth a battery?"): the equipment
    # the user has or is putting in ("User is putting solar panels on the shed roof")
    (re.compile(r"\b(?:power|electricity|electric|energy|hydro|heating)\s+(?:bills?|company|companies|provider|supplier"
                r"|tariff|plan|costs?)\b|\bnet\s+metering\b|\bfeed-in\b|\b(?:home|house)\s+battery\b"
                r"|\bbattery\b[^.?!]{0,30}\bstor(?:e|age)\b", re.I), HOME_ENERGY),
    # a race the user runs ("what should I eat before my big race?", "race day nerves", "carb loading", "my pace"): the
    # race they train for or ran, named ("User is training for the Manchester Marathon"; not "a race condition", "the
    # human race")
    (re.compile(r"\b(?:my|our|a|this|next)\s+(?:(?:big|first|next|long|last|trail|road|local|charity|fun|\d+k)\s+)?races?\b"
                r"(?!\s+(?:conditions?|against|cars?|tracks?|horses?))|\brace[\s-]day\b"
                r"|\bcarb(?:o|s)?[\s-]*load(?:ing)?\b|\b(?:my|race|running)\s+pace\b", re.I), RACES),
    # the user's pet, stored by its breed
    # ("how do I stop the dog nipping at the hens?": "the dog" is the user's own, unless it is someone else's: next
    # door, down the road, a friend's)
    # ("can the perro have rib bones?", "mi perrito": the dog in Spanish)
    (re.compile(r"\b(?:my|our|mi)\s+(?:(?:new|old|young|little|rescue)\s+)?(?:dog|dogs|pup|puppy|pooch|hound"
                r"|sheepdog|doggo|perro|perrito|perrita)\b|\b(?:the|el)\s+(?:dog|pup|puppy|perro|perrito)\b" + _NOT_OURS, re.I),
     DOG_BREEDS),
    (re.compile(r"\b(?:my|our)\s+(?:(?:new|old|young|little|rescue)\s+)?(?:cat|cats|kitten|kitty|moggy)\b"
                r"|\bthe\s+(?:cat|kitten)\b" + _NOT_OURS, re.I), CAT_BREEDS),
    # the tool of a craft or pastime names it (recall19: "any tips for my new lathe?" wants "User has taken up
    # woodturning"): vocabulary.HOBBY_TOOLS, each tool and the words the pastime is said in
    *((re.compile(r"\b(?:" + tools + r")\b", re.I), hobby) for tools, hobby in HOBBY_TOOLS),
)
# A thing the message says only of someone else ("a colleague's retirement card", "my dad just retired", "the dog next
# door", "my neighbour's cat") is not the user's: the memory of the user's own (their plan to retire, their pet) is no
# answer to it, though it shares the word and the model finds it close. Each: the word, and the user's own memory of
# it; the message's own use of it ("my retirement", "when I retire", "my dog", "the dog") keeps the memory.
_SOMEONE_S = (r"(?:\b(?!(?:it|that|what|there|here|let|he|she|who|where|how|one|my|our)['’]s\b)[a-z]+(?:'s|’s|s'|s’)"
              r"|\b(?:his|her|their|your))\s+(?:[a-z-]+\s+)?$")
_DOG_WORDS = r"dogs?|pups?|puppy|puppies|pooch|hounds?|" + "|".join(sorted(DOG_BREEDS, key=len, reverse=True))
_CHILD_WORDS = r"kids?|children|child|sons?|daughters?|toddlers?|twins|little\s+ones?"
_CAT_WORDS = r"cats?|kittens?|kitty|moggy|" + "|".join(sorted(CAT_BREEDS, key=len, reverse=True))
_PET_OWN = r"User(?:\s+(?:has|have|had|owns|adopted|got|rescued|keeps|walks|feeds)\b|'s\s+(?:[\w-]+\s+){0,2}?(?:"


class OthersOnly(NamedTuple):
    """``word``: the thing in the message; ``theirs``: said after it, it is someone else's (before it, a possessive
    other than "my"/"our", :data:`_SOMEONE_S`); ``mine``: the message says it of the user; ``own``: the user's
    own memory of it."""

    word: re.Pattern[str]
    theirs: re.Pattern[str]
    mine: re.Pattern[str]
    own: re.Pattern[str]
    before: re.Pattern[str] | None = None  # the message up to the word's end, when it says it of someone else too


OTHERS_ONLY: tuple[OthersOnly, ...] = (
    # someone else retiring: "a colleague's retirement card", "her retirement do", "my dad retired in May", "what do
    # you get someone who's retiring?", "a retirement party" (the user's own says "my")
    OthersOnly(re.compile(r"\b(?:retire|retires|retired|retiring|retirement|retirees?)\b", re.I),
               re.compile(r"^\s+(?:card|cards|party|parties|do|gift|gifts|present|presents|speech|collection|lunch|dinner"
                          r"|send-off|cake)\b", re.I),
               re.compile(r"\b(?:I|I'm|I've|I'll|we|we're|we've|we'll)\s+(?:\w+\s+){0,3}?(?:retire|retired|retiring)\b"
                          r"|\b(?:my|our)\s+(?:\w+\s+)?(?:retirement|pension)\b|\bretire\s+early\b|\bearly\s+retirement\b"
                          # (a spouse's retirement is the couple's: "my husband is retiring next year", "my wife's
                          # pension" bring the user's own plan)
                          r"|\b(?:my|our)\s+(?:husband|wife|partner|spouse|hubby|missus|(?:other|better)\s+half)(?:['’]s)?\s+"
                          r"(?:\w+\s+){0,3}?(?:retire|retires|retired|retiring|retirement|pension)\b",
                          re.I),
               _RETIRING,
               # ("my uncle just retired", "she's retiring", "who has retired")
               re.compile(r"\b(?:is|are|was|were|'s|'re|has|have|had|just|recently|finally|he|she|they|who|mum|mom|dad"
                          r"|father|mother|uncle|aunt|auntie|boss|manager|colleague|friend|neighbou?r|husband|wife|partner"
                          r"|brother|sister|grandad|grandpa|granny|grandma|nan|teacher|doctor|gp)\s+(?:just\s+|recently\s+"
                          r"|finally\s+|now\s+|soon\s+)?(?:retired|retiring)$", re.I)),
    # (recall21) someone else's relative: "my friend's dad just had a stroke", "a colleague's mum", "my cousin's wife",
    # "her brother" (not "my dad", "Dad", "my dad's friend"): the user's own father, mother, grandparent, sibling or
    # spouse is no answer ("User's father had a stroke last spring")
    *(OthersOnly(re.compile(r"\b(?:" + words + r")\b", re.I), re.compile(r"^" + _NOT_OURS.replace("(?!", "(?=", 1), re.I),
                 # ("User's wife Abena is pregnant": a memory's own words, as the write path asks for its twin)
                 re.compile(r"\b(?:my|our)\s+(?:[\w-]+\s+)?(?:" + words + r")\b|^User['’]s\s+(?:late\s+)?(?:" + words + r")\b",
                            re.I),
                 re.compile(r"^User(?:['’]s\s+(?:late\s+)?|\s+(?:[\w'’-]+\s+){0,4}?(?:their|his|her)\s+(?:late\s+)?)(?:" + words
                            + r")\b(?!['’-])", re.I))
      for words in ("dad|father|papa|daddy|stepdad|stepfather", "mum|mom|mother|mam|mama|mammy|mummy|mommy|stepmum|stepmom"
                    "|stepmother", "grandad|granddad|grandpa"
                    "|grandfather|gran|granny|nan|grandma|grandmother|grandparents", "brother|sister|siblings?",
                    "wife|husband|spouse")),
    # someone else's animal: "the dog next door", "my neighbour's cat", "a friend's spaniel" (_NOT_OURS)
    OthersOnly(re.compile(r"\b(?:" + _DOG_WORDS + r")\b", re.I), re.compile(r"^" + _NOT_OURS.replace("(?!", "(?=", 1), re.I),
               re.compile(r"\b(?:my|our)\s+(?:[\w-]+\s+)?(?:" + _DOG_WORDS + r")\b|\bthe\s+(?:dog|pup|puppy)\b" + _NOT_OURS,
                          re.I),
               re.compile(r"^(?=.*\b(?:" + _DOG_WORDS + r")\b)" + _PET_OWN + _DOG_WORDS + r")\b)", re.I)),
    OthersOnly(re.compile(r"\b(?:" + _CAT_WORDS + r")\b", re.I), re.compile(r"^" + _NOT_OURS.replace("(?!", "(?=", 1), re.I),
               re.compile(r"\b(?:my|our)\s+(?:[\w-]+\s+)?(?:" + _CAT_WORDS + r")\b|\bthe\s+(?:cat|kitten)\b" + _NOT_OURS,
                          re.I),
               re.compile(r"^(?=.*\b(?:" + _CAT_WORDS + r")\b)" + _PET_OWN + _CAT_WORDS + r")\b)", re.I)),
    # someone else's children: "the kids next door", "my neighbour's toddler", "her son" (not "my kids", "the kids")
    OthersOnly(re.compile(r"\b(?:" + _CHILD_WORDS + r")\b", re.I), re.compile(r"^" + _NOT_OURS.replace("(?!", "(?=", 1), re.I),
               re.compile(r"\b(?:my|our)\s+(?:[\w-]+\s+)?(?:" + _CHILD_WORDS + r")\b|\bthe\s+(?:kids|little\s+ones?|toddler"
                          r"|twins|children)\b" + _NOT_OURS, re.I),
               re.compile(r"^User(?:['’]s\s+(?:[\w-]+\s+)?(?:sons?|daughters?|kids|children|child|twins|stepsons?"
                          r"|stepdaughters?)\b|\s+has\s+(?:\w+\s+){0,2}?(?:kids|children|sons?|daughters?|twins)\b)")),
)
_SOMEONE_S_RE = re.compile(_SOMEONE_S, re.I)
_ANY_ONE = re.compile(r"\b(?:a|an|any|another|other|some)\s+(?:[a-z-]+\s+)?$", re.I)


# Someone else's health: "my neighbour's cat drinks a ton of water, is that a sign of something?", "my coworker's kid
# broke his arm, what do I write in the card?", "the dog next door keeps limping": the one unwell is not the user, and
# the user's own conditions, injuries and medicines ("User has type 2 diabetes", "User broke his wrist snowboarding")
# are no answer, though the model finds them close; unless the message asks about the user too ("can I still go?",
# "for me", "I'm diabetic myself")
_THEIR_HEALTH = Cued(re.compile(
    r"(?:\b(?:my|our|a|the)\s+(?:\w+\s+)?(?:neighbou?rs?|friends?|co-?workers?|colleagues?|workmates?|classmates?|boss"
    r"|cousins?|room-?mates?|flat-?mates?|teammates?)['’]s?\s+|\b(?:the|a)\s+(?:dog|cat|kid|child|boy|girl|guy|lady|woman|man"
    r"|puppy|kitten)\s+(?:next\s+door|down\s+the\s+(?:road|street|hall)|across\s+the\s+(?:road|street|hall)|upstairs"
    r"|downstairs)\b)(?=.*\b(?:sick|ill|unwell|sign\s+of|symptoms?|limp\w*|broke|broken|fractur\w*|sprain\w*|insulin"
    r"|diabet\w*|diagnos\w*|surgery|operation|hospital\w*|throw(?:s|ing)?\s+up|vomit\w*|pee\w*|injur\w*|cancer|allerg\w*"
    r"|asthma|get[\s-]well|recover\w*|the\s+vet)\b)", re.I),
    ("'s", "’s", "s'", "s’", "next door", "down the", "across the", "upstairs", "downstairs"))
_MY_HEALTH_ASKED = re.compile(r"\b(?:(?:can|could|should|may|must)\s+I|I\s+(?:can|could|should|may|must))\s+(?:still\s+|safely\s+)?"
                              r"(?:eat|have|take|drink|go|join|help|lift|carry|play|visit|keep|catch|be\s+(?:around|near))\b"
                              r"|\b(?:for|to)\s+me\b|\bmyself\b|\bmy\s+own\b"
                              r"|\bI(?:'m|\s+am)\s+(?:also\s+)?(?:diabetic|allergic|sick|ill|pregnant|on)\b"
                              r"|\bI\s+(?:have|'ve\s+got|had)\s+(?:\w+\s+){0,2}?(?:diabetes|asthma|allerg\w*|a\s+condition|injur\w*)\b",
                              re.I)
_OWN_HEALTH = re.compile(r"^User\s+(?!.*\b(?:son|daughter|kids?|children|wife|husband|partner|mother|father|dog|cat)\b)"
                         r".*\b(?:diabet\w*|prediabet\w*|asthma|allerg\w*|intoleran\w*|coeliac|celiac|epilep\w*|arthritis"
                         r"|migraines?|blood\s+(?:thinners|pressure)|insulin|inhaler|herniated|hernia|slipped\s+disc|sciatica"
                         r"|cholesterol|gout|tinnitus|IBS|crohn\w*|broke|broken|fractured|sprained|torn|tore|injur\w*|surgery"
                         r"|operation|reconstructed|medication|fasciitis|carpal\s+tunnel)\b", re.I)


def others_only(query: str) -> list[re.Pattern[str]]:
    """The user's own memories (their patterns) that ``query`` does not ask about: it names the thing, only ever as
    someone else's (:data:`OTHERS_ONLY`); and the user's own health, when the message tells of someone else's
    (:data:`_THEIR_HEALTH`) and asks nothing of the user's."""
    out = [_OWN_HEALTH] if _THEIR_HEALTH.search(query) and not _MY_HEALTH_ASKED.search(query) else []
    for o in OTHERS_ONLY:
        said = list(o.word.finditer(query))
        if not said or o.mine.search(query):
            continue
        theirs = [_SOMEONE_S_RE.search(query[:m.start()]) or o.theirs.search(query[m.end():])
                  or (o.before is not None and o.before.search(query[:m.end()])) for m in said]
        # (recall20: "my mate's daughter is turning seven, what do you get a kid that age?": "a kid" beside someone
        # else's is any child, that one, not the user's)
        if all(t or _ANY_ONE.search(query[:m.start()]) for t, m in zip(theirs, said, strict=True)) and any(theirs):
            out.append(o.own)
    return out


SQL_NAMING = """
    SELECT m.id FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH :match AND m.superseded_by IS NULL AND m.polarity > 0 AND m.type != 'reflection'
    ORDER BY f.rowid DESC LIMIT 4
"""


@functools.cache
def _naming(tools: frozenset[str]) -> str:
    """The FTS5 query matching a memory that names one of ``tools`` (each a quoted phrase)."""
    return " OR ".join(_quote(t) for t in sorted(tools))


TYPE_KINDS: dict[str, str] = {"goal": "goal", "aim": "goal", "ambition": "goal", "resolution": "goal",
                              "habit": "habit", "routine": "habit", "project": "project"}
SQL_TYPE = """
    SELECT id FROM memories INDEXED BY memories_type_id
    WHERE type = :t AND superseded_by IS NULL AND polarity > 0
    ORDER BY id DESC LIMIT 8
"""
# Kinds that are no attribute of their own: only what CATEGORY_ALSO lists is fetched for them.
KINDS_ONLY: frozenset[str] = frozenset({"tests", "install", "packages", "deploy", "js_stack", "python_stack",
                                        "medication", "work", "exercise", "about", "family", "visual", "notes",
                                        "children", "hearing", "schedule", "relatives", "lifting"})
# Kinds answered by the memories naming a person of these relations (the newest two of each of the
# eight people of them seen last): through the persons table, not an attribute.
KIN_KINDS: dict[str, frozenset[str]] = {
    "family": frozenset("""wife husband partner girlfriend boyfriend fiancé fiancee fiance spouse mother mom mum father dad
    sister brother son daughter child kid twin stepson stepdaughter stepmother stepfather grandmother grandma grandfather
    grandpa grandson granddaughter grandkid grandchild dog cat puppy kitten""".split())
    # (the in-laws: "User's partner's mother Mary uses a wheelchair" is family at Christmas; recall19)
    | frozenset(f"{whose}'s {who}" for whose in ("partner", "wife", "husband", "spouse")
                for who in ("mother", "father", "mum", "dad", "mom", "sister", "brother", "parents"))
    | frozenset(f"{who}-in-law" for who in ("mother", "father", "sister", "brother", "son", "daughter")),
    # "a bedtime routine for a two-year-old", "a 12-year-old who won't do her homework": the user's children
    "children": frozenset("son daughter child kid stepson stepdaughter twin".split()),
}
# "planning a trip to see my family": the family visited lives elsewhere; the pets at home are not whom
# the trip is to (the family kind without them, _FAMILY_AWAY)
PETS: frozenset[str] = frozenset("dog cat puppy kitten".split())
KIN_KINDS["relatives"] = KIN_KINDS["family"] - PETS
_FAMILY_AWAY = re.compile(
    r"\b(?:see|seeing|visit|visiting|stay(?:ing)?\s+with|trip\s+to|travel(?:l?ing)?\s+to|fly(?:ing)?\s+(?:home\s+)?to"
    r"|driv(?:e|ing)\s+(?:home\s+)?to|go(?:ing)?\s+(?:home\s+)?to)\s+(?:see\s+|visit\s+)?(?:my|our|the)\s+"
    r"(?:[a-z]+'s\s+)?famil(?:y|ies)\b", re.I)
_STAFF = frozenset({"employee", "apprentice", "assistant", "sous chef", "head chef", "line cook", "kitchen porter",
                    "shop assistant", "store manager", "receptionist", "foreman", "deputy", "team member", "staff"})
_GRANDMOTHERS = frozenset({"grandmother", "grandma", "gran", "granny", "nan", "nana", "nanna"})
_GRANDFATHERS = frozenset({"grandfather", "grandpa", "grandad", "granddad"})
# "when do I talk to my daughter?": the memories of the people of that relation, in whatever words
# (by name: "User video-calls Emi every Saturday"), answer it too (three people, three memories each)
_RELATION_GROUPS: dict[str, frozenset[str]] = {
    **{w: frozenset({w}) for w in KIN_KINDS["family"] if w not in {"child", "kid"}},
    **dict.fromkeys(("kid", "kids", "child", "children"), KIN_KINDS["children"]),
    **dict.fromkeys(("parents", "folks"), frozenset("mother mom mum father dad".split())),
    # a mother and a father however the user calls them ("my ma", "my mam", "my pa"; "my MA", "my PA" in
    # capitals are a degree and an assistant: _MY_RELATION_ABBREVIATION)
    **dict.fromkeys(("mom", "mum", "mother", "mama", "ma", "mam", "mammy", "mommy", "mummy"),
                    frozenset({"mom", "mum", "mother", "mama"})),
    **dict.fromkeys(("dad", "father", "papa", "pa", "da", "daddy"), frozenset({"dad", "father", "papa"})),
    # ... and in the words of the languages of home ("achan's hands shake", "my ammi", "Appa keeps asking"; "baba"
    # and "nana" are left out: a baby's word, a grandparent in one language and a parent in another)
    **dict.fromkeys(("achan", "appa", "abba", "abbu", "pitaji", "babuji", "bapu", "tatay", "otosan"),
                    frozenset({"dad", "father", "papa"})),
    **dict.fromkeys(("amma", "ammi", "ammu", "mataji", "maa", "nanay", "okasan", "umma"),
                    frozenset({"mom", "mum", "mother", "mama"})),
    # (Portuguese, Spanish, French, German: "take mãe to the cliffs", "papai keeps asking", "ma mère"; not "padre", a
    # priest, nor "mae", a name)
    **dict.fromkeys(("mãe", "mamãe", "mamá", "maman", "mère", "mutti"), frozenset({"mom", "mum", "mother", "mama"})),
    **dict.fromkeys(("papai", "papá", "père", "vati"), frozenset({"dad", "father", "papa"})),
    # "my sogro didn't recognise Diego": a parent-in-law in the words of home (Portuguese, Spanish, German)
    **dict.fromkeys(("sogro", "suegro", "schwiegervater"), frozenset({"father-in-law"})),
    **dict.fromkeys(("sogra", "suegra", "schwiegermutter"), frozenset({"mother-in-law"})),
    # "tuna ok for the furball?", "my fur baby", "the pooch": a pet so called
    **dict.fromkeys(("furball", "fur ball", "fur baby", "furbaby", "fur babies", "furbabies", "fur kid", "furkid",
                     "fur kids", "furkids", "pooch", "doggo", "pupper", "moggy", "kitty", "floof",
                     # (recall30) a cat by its coat ("my tabby keeps scratching the sofa", "my tortie")
                     "tabby", "tortie", "tortoiseshell", "calico"), PETS),
    # "draft a note to the house owner", "my landlady": whoever the user rents from, however called
    **dict.fromkeys(("landlord", "landlady", "house owner", "houseowner", "flat owner", "letting agent", "property manager"),
                    frozenset({"landlord", "landlady", "letting agent", "property manager"})),
    # "a present for the little one", "my wee ones": the user's children so called
    **dict.fromkeys(("little one", "little ones", "wee one", "wee ones", "young ones", "toddler", "kiddo", "kiddos"),
                    KIN_KINDS["children"]),
    # "any tips for getting the baby to sleep?", "my newborn": the user's child born lately, by whatever relation
    **dict.fromkeys(("baby", "newborn"), KIN_KINDS["children"]),
    # "a birthday present for my girlfriend": the one stored as the user's partner too
    "girlfriend": frozenset({"girlfriend", "partner"}), "boyfriend": frozenset({"boyfriend", "partner"}),
    # "my bro", "my little sis", "my boet" (South African): a brother or a sister
    **dict.fromkeys(("bro", "bruv", "boet"), frozenset({"brother"})), "sis": frozenset({"sister"}),
    **dict.fromkeys(("sibling", "siblings"), frozenset({"brother", "sister"})),
    # "my wife" is the one the user is married to, however it was said ("I'm married to Ines"
    # makes a person of relation "spouse"); "my partner" any of them
    "wife": frozenset({"wife", "spouse"}), "husband": frozenset({"husband", "spouse"}),
    "spouse": frozenset({"spouse", "wife", "husband"}),
    "partner": frozenset({"partner", "spouse", "wife", "husband", "girlfriend", "boyfriend", "fiancé"}),
    # "see my girl for Christmas", "my boys' football": a parent's children (or a partner so called)
    **dict.fromkeys(("girl", "girls"), frozenset({"daughter", "girlfriend"})),
    **dict.fromkeys(("boy", "boys"), frozenset({"son", "boyfriend"})),
    "missus": frozenset({"wife", "spouse"}),
    # "my man's out on the boat again", "my hubby", "my fella": a husband or a partner so called
    **dict.fromkeys(("man", "hubby", "fella", "feller", "bloke"),
                    frozenset({"husband", "spouse", "partner", "boyfriend"})),
    # "how should I pitch this to my boss?": whoever the user reports to, by the title they were named with
    # (and however they are called: "my line manager keeps dumping cover lessons on me" wants "User's head of
    # department is called Fiona"; in Nigeria "my oga")
    **dict.fromkeys(("boss", "bosses", "manager", "line manager", "supervisor", "team leader", "team lead", "oga"),
                    frozenset({"boss", "manager", "line manager", "supervisor", "head of department", "team leader",
                               "team lead", "head teacher", "headteacher", "nurse manager"})),
    # (recall21) "my pets" (not "my pet peeve", "my pet project"): the animals the user keeps, by kind ("User's cat Mali needs insulin")
    **dict.fromkeys(("pets",), PETS | frozenset({"rabbit", "hamster", "guinea pig", "horse", "pony", "parrot", "tortoise"})),
    # (recall21) "a note to my team about cover", "my staff", "the rota for my lot at the café": whom the user employs or
    # leads at work, by the role they were named with ("User's apprentice Jade", "User's sous chef Anh")
    **dict.fromkeys(("staff", "employees", "workers", "crew"), _STAFF),
    # "my grandkids": whatever each grandchild was called ("Claire is User's granddaughter")
    **dict.fromkeys(("grandkid", "grandkids", "grandchild", "grandchildren"),
                    frozenset({"grandson", "granddaughter", "grandchild", "grandkid"})),
    # (recall21) a grandparent however the user calls them ("my nan", "my gran", "my grandad"; in Wales "bampi", "bamps",
    # "mamgu", "tadcu", and in the north "nain", "taid"): every word a grandmother or a grandfather is stored under
    **dict.fromkeys(("grandparents", "grandparent"), _GRANDMOTHERS | _GRANDFATHERS),
    **dict.fromkeys(("grandmother", "grandma", "gran", "granny", "grannie", "nan", "nanna", "mamgu", "mamgi", "nain"),
                    _GRANDMOTHERS),
    **dict.fromkeys(("grandfather", "grandpa", "grandad", "granddad", "grampa", "gramps", "grandpop", "bampi", "bamps",
                     "tadcu", "taid"), _GRANDFATHERS),
    # "how do I keep my old man from wandering off at night?": a father (or a husband) so called; "my old lady"
    # a mother (or a wife)
    "old man": frozenset({"dad", "father", "papa", "husband"}), "old lady": frozenset({"mom", "mum", "mother", "mama", "wife"}),
    # (recall22) "my auntie abroad", "my uncle's farm", "my cousins", "my niece": the wider family, however spelled (a
    # kid brother or sister is a younger one: "my kid bro", _MY_RELATION)
    **dict.fromkeys(("aunt", "aunts", "auntie", "aunties", "aunty"), frozenset({"aunt", "auntie", "aunty"})),
    **dict.fromkeys(("uncle", "uncles"), frozenset({"uncle"})),
    **dict.fromkeys(("cousin", "cousins"), frozenset({"cousin"})),
    **dict.fromkeys(("niece", "nieces"), frozenset({"niece"})),
    **dict.fromkeys(("nephew", "nephews"), frozenset({"nephew"})),
    # "my neighbour", however it is spelled ("User's neighbor Arlen…" makes a person of relation "neighbor")
    **dict.fromkeys(("neighbour", "neighbours", "neighbor", "neighbors"), frozenset({"neighbour", "neighbor"})),
    # "my other half is bored at home": the one the user lives their life with, however said
    **dict.fromkeys(("other half", "better half", "significant other"),
                    frozenset({"partner", "spouse", "wife", "husband", "girlfriend", "boyfriend", "fiancé"})),
    # relatives in Dutch and Polish words ("my vrouw is swamped", "my brat is visiting", "my babcia's birthday";
    # German's "Oma" and "Opa" too; "tata" only as a father named so, "my tata")
    **dict.fromkeys(("vrouw", "echtgenote", "żona", "zona"), frozenset({"wife", "spouse"})),
    **dict.fromkeys(("echtgenoot", "mąż", "maz"), frozenset({"husband", "spouse"})),
    **dict.fromkeys(("moeder", "mamusia", "matka"), frozenset({"mom", "mum", "mother", "mama"})),
    **dict.fromkeys(("vader", "tata", "tato", "ojciec"), frozenset({"dad", "father", "papa"})),
    **dict.fromkeys(("zoon", "syn", "synek"), frozenset({"son"})),
    **dict.fromkeys(("dochter", "córka", "corka", "córeczka"), frozenset({"daughter"})),
    **dict.fromkeys(("broer", "brat", "braciszek"), frozenset({"brother"})),
    **dict.fromkeys(("zus", "zusje", "siostra", "siostrzyczka"), frozenset({"sister"})),
    **dict.fromkeys(("oma", "babcia", "babci"), frozenset({"grandmother", "grandma"})),
    **dict.fromkeys(("opa", "dziadek", "dziadka"), frozenset({"grandfather", "grandpa"})),
    **dict.fromkeys(("schoonmoeder", "teściowa", "tesciowa"), frozenset({"mother-in-law"})),
    **dict.fromkeys(("schoonvader", "teść", "tesc"), frozenset({"father-in-law"})),
    **dict.fromkeys(("schoonouders", "teściowie", "tesciowie"), frozenset({"father-in-law", "mother-in-law"})),
    **dict.fromkeys(("kinderen", "dzieci", "dzieciaki"), KIN_KINDS["children"]),
    # Mexican and other Spanish words ("mi jefa turns 60", "my carnal is visiting", "my tía can't take her", "a note to
    # mi casero"): "jefa"/"jefe" a mother or a father, and a boss; "vieja"/"viejo" a partner, and a parent
    **dict.fromkeys(("jefa", "jefita"), frozenset({"mom", "mum", "mother", "mama", "boss", "manager", "supervisor"})),
    **dict.fromkeys(("jefe", "jefito"), frozenset({"dad", "father", "papa", "boss", "manager", "supervisor"})),
    "vieja": frozenset({"wife", "spouse", "girlfriend", "partner", "mom", "mum", "mother", "mama"}),
    "viejo": frozenset({"husband", "spouse", "boyfriend", "partner", "dad", "father", "papa"}),
    **dict.fromkeys(("carnal", "hermano", "hermanito"), frozenset({"brother"})),
    **dict.fromkeys(("carnala", "hermana", "hermanita"), frozenset({"sister"})),
    **dict.fromkeys(("tía", "tia", "tita"), frozenset({"aunt", "auntie"})),
    **dict.fromkeys(("tío", "tio"), frozenset({"uncle"})),
    **dict.fromkeys(("primo", "prima", "primos"), frozenset({"cousin"})),
    **dict.fromkeys(("abuela", "abuelita", "abue"), frozenset({"grandmother", "grandma"})),
    **dict.fromkeys(("abuelo", "abuelito"), frozenset({"grandfather", "grandpa"})),
    **dict.fromkeys(("hija", "mija", "niña", "nena"), frozenset({"daughter"})),
    **dict.fromkeys(("hijo", "mijo", "niño", "nene"), frozenset({"son"})),
    **dict.fromkeys(("niños", "niñas", "hijos", "chamacos", "plebes"), KIN_KINDS["children"]),
    **dict.fromkeys(("casero", "casera"), frozenset({"landlord", "landlady", "letting agent", "property manager"})),
    **dict.fromkeys(("perro", "perrito", "perrita", "perra"), frozenset({"dog", "puppy"})),
    **dict.fromkeys(("gato", "gatito", "gata"), frozenset({"cat", "kitten"})),
    **dict.fromkeys(("ahijado", "ahijada"), frozenset({"godson", "goddaughter", "godchild"})),
    "novia": frozenset({"girlfriend", "fiancé"}), "novio": frozenset({"boyfriend", "fiancé"}),
    # (recall25) Brazilian and Portuguese words ("my vó", "my pai", "my namorada", "my caçula", in the north-east "painho"
    # and "mainha"; "mãe", "tio", "primo", "sogra", "esposa" are above): the youngest ("caçula") is a sibling or a child
    **dict.fromkeys(("vó", "vovó", "avó", "vozinha"), _GRANDMOTHERS),
    **dict.fromkeys(("vô", "vovô", "avô", "vozinho"), _GRANDFATHERS),
    **dict.fromkeys(("pai", "painho"), frozenset({"dad", "father", "papa"})),
    "mainha": frozenset({"mom", "mum", "mother", "mama"}),
    "namorada": frozenset({"girlfriend", "partner"}), "namorado": frozenset({"boyfriend", "partner"}),
    **dict.fromkeys(("irmão", "irmãozinho", "mano"), frozenset({"brother"})),
    **dict.fromkeys(("irmã", "irmãzinha"), frozenset({"sister"})),
    **dict.fromkeys(("filho", "filhinho"), frozenset({"son"})), **dict.fromkeys(("filha", "filhinha"), frozenset({"daughter"})),
    "filhos": KIN_KINDS["children"], "sobrinho": frozenset({"nephew"}), "sobrinha": frozenset({"niece"}),
    "caçula": frozenset({"brother", "sister", "son", "daughter"}),
    # (recall25) "how do I tell my advisor the chapter will be late?": a student's supervisor, however called (not "my
    # financial advisor": a word before it is no relation's)
    **dict.fromkeys(("advisor", "adviser", "orientador", "orientadora", "phd supervisor", "thesis supervisor"),
                    frozenset({"supervisor", "advisor", "adviser", "phd supervisor", "thesis supervisor"})),
    # (recall25) "my flatmate", "my roommates", and the people the user shares a home with however said (_SHARE_HOME)
    **dict.fromkeys(("flatmate", "flatmates", "roommate", "roommates", "housemate", "housemates"),
                    frozenset({"flatmate", "roommate", "housemate"})),
    "esposa": frozenset({"wife", "spouse"}), **dict.fromkeys(("esposo", "marido"), frozenset({"husband", "spouse"})),
    # Korean words, romanised ("my jangmo wants a show", "my hyung's restaurant", "my halmeoni"): "hyung" and "oppa" an
    # older brother, "noona" and "unnie" an older sister, "jangmo" a wife's mother and "siomoni" a husband's, "yeobo"
    # the one the user is married to
    **dict.fromkeys(("eomma", "omma", "eomeoni", "eomeonim"), frozenset({"mom", "mum", "mother", "mama"})),
    **dict.fromkeys(("abeoji", "abeonim", "appa"), frozenset({"dad", "father", "papa"})),
    **dict.fromkeys(("hyung", "hyeong", "oppa"), frozenset({"brother"})),
    **dict.fromkeys(("noona", "nuna", "unnie", "eonni"), frozenset({"sister"})),
    "dongsaeng": frozenset({"brother", "sister"}),
    **dict.fromkeys(("halmeoni", "halmoni", "halmoney"), frozenset({"grandmother", "grandma"})),
    **dict.fromkeys(("harabeoji", "halabeoji", "harabuji"), frozenset({"grandfather", "grandpa"})),
    **dict.fromkeys(("jangmo", "jangmonim", "siomoni", "sieomeoni"), frozenset({"mother-in-law"})),
    **dict.fromkeys(("jangin", "jangineoreun", "siabeoji", "siabuji"), frozenset({"father-in-law"})),
    "yeobo": frozenset({"wife", "husband", "spouse", "partner"}),
    # (recall24) Filipino words ("my lola", "my lolo's birthday", "my kuya", "my bunso", "my tito"; "tita" is above; "ate", an
    # older sister, is an English word): a grandparent, an older brother, the youngest sibling, an uncle
    "lola": _GRANDMOTHERS, "lolo": _GRANDFATHERS, "kuya": frozenset({"brother"}),
    "tito": frozenset({"uncle"}),
    # (recall26) a parent's Filipino words too ("my asawa's lunch", "toys for my apo", "the titas", "my bunso" a parent's
    # youngest child as well as a sibling's youngest): the one the user is married to, a grandchild, aunts and uncles
    "bunso": frozenset({"brother", "sister", "son", "daughter"}),
    "asawa": frozenset({"wife", "husband", "spouse"}),
    **dict.fromkeys(("apo", "apos"), frozenset({"grandson", "granddaughter", "grandchild", "grandkid"})),
    "titas": frozenset({"aunt", "auntie"}), "titos": frozenset({"uncle"}),
    # (recall27) Akan (Twi) words of Ghanaian homes: "my maame didn't recognise me", "my wofa's farm" (a mother's brother)
    "maame": frozenset({"mom", "mum", "mother", "mama"}), "wofa": frozenset({"uncle"}),
    # (recall29) Turkish words of Turkish-German homes ("my anne gets breathless", "my abla's salon", "my dede", "my
    # teyze"; "annem", "babam", "ablam" are "my …" said in Turkish): "anne" only in lower case ("my Anne" is someone so
    # named: _ALSO_A_NAME); "baba" is a father in Turkish, Arabic, Persian, Swahili, and a grandparent in Slavic
    # languages and Hindi, so either; "abi" and "karım" (a name, "Karim", to a pattern that ignores case) are left out, and
    # a word with a dotless ı is here with an i too (the pattern ignores case, so "dayi" matches "dayı")
    **dict.fromkeys(("anne", "annem"), frozenset({"mom", "mum", "mother", "mama"})),
    **dict.fromkeys(("baba", "babam"), frozenset({"dad", "father", "papa"}) | _GRANDMOTHERS | _GRANDFATHERS),
    **dict.fromkeys(("abla", "ablam"), frozenset({"sister"})), **dict.fromkeys(("ağabey", "agabey", "abim"), frozenset({"brother"})),
    **dict.fromkeys(("kardeş", "kardes", "kardeşim", "kardesim"), frozenset({"brother", "sister"})),
    **dict.fromkeys(("teyze", "hala"), frozenset({"aunt", "auntie"})),
    **dict.fromkeys(("amca", "dayı", "dayi"), frozenset({"uncle"})),
    **dict.fromkeys(("babaanne", "anneanne"), _GRANDMOTHERS), "dede": _GRANDFATHERS,
    **dict.fromkeys(("oğlum", "oglum"), frozenset({"son"})), **dict.fromkeys(("kızım", "kizim"), frozenset({"daughter"})),
    "kocam": frozenset({"husband", "spouse"}),
    **dict.fromkeys(("eşim", "esim"), frozenset({"wife", "husband", "spouse", "partner"})),
    **dict.fromkeys(("kayınvalide", "kayinvalide", "kaynana"), frozenset({"mother-in-law"})),
    **dict.fromkeys(("kayınpeder", "kayinpeder"), frozenset({"father-in-law"})),
    # ... and German ones ("my Schatz is on the late shift", "my Bruder", "my Tante"; "Oma", "Opa", "Mutti", "Vati",
    # "Schwiegermutter" are above): "Schatz" (darling) is the one the user lives their life with
    **dict.fromkeys(("schatz", "schatzi"), frozenset({"partner", "spouse", "wife", "husband", "girlfriend", "boyfriend", "fiancé"})),
    "schwester": frozenset({"sister"}), "bruder": frozenset({"brother"}), "sohn": frozenset({"son"}),
    "tochter": frozenset({"daughter"}), "tante": frozenset({"aunt", "auntie"}), "onkel": frozenset({"uncle"}),
    "schwiegereltern": frozenset({"father-in-law", "mother-in-law"}),
    # (recall35) "my in-laws' washing machine leaked through our ceiling", "my parents-in-law": a spouse's parents, as the
    # languages of home above say them ("schoonouders", "Schwiegereltern"); said in the memory as an in-law or as the
    # spouse's parents (_IN_LAWS_SAID)
    **dict.fromkeys(("in-laws", "inlaws", "parents-in-law"), frozenset({"father-in-law", "mother-in-law"})),
    # (recall30) Chinese words of Singaporean, Malaysian and other Chinese homes, romanised from Mandarin, Hokkien or
    # Cantonese ("ah ma keeps forgetting", "my korkor's birthday", "meimei starts her posting", "my gu gu"): a
    # grandparent, an older or younger brother or sister, an aunt or uncle, a husband ("laogong") or wife ("laopo");
    # "popo" is a grandmother only with "my" (bare, "the popo" are the police), "mei mei" only in lower case (a name:
    # _ALSO_A_NAME)
    **dict.fromkeys(("ah ma", "ahma", "ah mah", "ahmah", "nai nai", "nainai", "popo", "lao lao", "laolao", "waipo", "ah po"),
                    _GRANDMOTHERS),
    **dict.fromkeys(("ah gong", "ahgong", "ah kong", "ahkong", "gong gong", "gonggong", "yeye", "ye ye", "waigong"),
                    _GRANDFATHERS),
    **dict.fromkeys(("korkor", "kor kor", "gor gor", "gorgor", "gege", "ge ge", "ah hia", "didi", "di di"),
                    frozenset({"brother"})),
    **dict.fromkeys(("jiejie", "jie jie", "cheche", "che che", "ah jie", "ah che", "meimei", "mei mei", "ah mui"),
                    frozenset({"sister"})),
    **dict.fromkeys(("gugu", "gu gu", "ah yi", "yiyi", "yi yi", "yima"), frozenset({"aunt", "auntie"})),
    **dict.fromkeys(("shushu", "shu shu", "jiujiu", "jiu jiu"), frozenset({"uncle"})),
    **dict.fromkeys(("laogong", "lao gong"), frozenset({"husband", "spouse"})),
    **dict.fromkeys(("laopo", "lao po"), frozenset({"wife", "spouse"})),
    # ... and a partner in chat's letters ("my bf books out on Friday", "my gf's birthday", "my BF"): the one stored as
    # the user's boyfriend or girlfriend, or partner; "bae" any partner, "wifey" a wife
    "bf": frozenset({"boyfriend", "partner"}), "gf": frozenset({"girlfriend", "partner"}),
    "bae": frozenset({"partner", "spouse", "wife", "husband", "girlfriend", "boyfriend", "fiancé"}),
    "wifey": frozenset({"wife", "spouse"}),
    # (recall24) "what time should I ring my bestie?": the one friend the user calls their best, however said
    **dict.fromkeys(("best friend", "bestie", "bff", "best mate", "bestfriend", "closest friend", "closest mate",
                     "best pal"), frozenset({"best friend"})),
    # "my accountant", "my dentist": whom the user pays for a service, by the role they were named with ("User's
    # accountant is Pieter de Vries")
    **dict.fromkeys(("accountant", "bookkeeper", "tax advisor", "tax adviser"),
                    frozenset({"accountant", "bookkeeper", "tax advisor", "tax adviser"})),
    **dict.fromkeys(("hairdresser", "barber", "stylist"), frozenset({"hairdresser", "barber", "stylist"})),
    "dentist": frozenset({"dentist"}), "mechanic": frozenset({"mechanic"}),
    **dict.fromkeys(("solicitor", "lawyer", "attorney"), frozenset({"solicitor", "lawyer", "attorney"})),
}
# "who does my tax stuff again?", "who cuts my hair?": the one who does it for the user, by their role
_WHO_DOES = re.compile(r"\bwho\s+(?:does|did|do|handles|handled|sorts|sorted|files|filed|prepares|prepared|checks|cuts|cut"
                       r"|fixes|fixed|services|serviced|looks\s+after|takes\s+care\s+of)\s+(?:my|our)\s+(?:(tax(?:es)?|tax\s+returns?"
                       r"|books|accounts|bookkeeping|payroll|year[\s-]end)|(hair)|(teeth)|(car|van|motor)|(will|conveyancing))\b", re.I)
_WHO_DOES_ROLES = ("accountant", "hairdresser", "dentist", "mechanic", "solicitor")
_WHO_DOES_CUED = Cued(_WHO_DOES, ("who",))
_MY_RELATION = re.compile(
    r"\b(?:my|our|mi|mis)\s+(?:(?:little|baby|eldest|oldest|youngest|older|younger|big|twin|kid)\s+)?("
    + "|".join(sorted(_RELATION_GROUPS, key=len, reverse=True)) + r")(?!-)\b", re.I)
# "my MA", "my PA": a word of a relation written in capitals is an abbreviation (a degree, an assistant); (recall30)
# but "my BF", "my GF" are a boyfriend and a girlfriend
_MY_RELATION_ABBREVIATION = re.compile(r"[A-Z]{2,3}")
_RELATION_ABBREVIATIONS = frozenset({"BF", "GF"})
# (recall29) a word of a relation that is also a name is the relation only in lower case ("my anne", not "my Anne");
# (recall30) "mei mei" too ("Mei Mei from my class")
_ALSO_A_NAME = frozenset({"anne", "mei mei", "meimei"})


def _relation_word(said: str) -> bool:
    """Whether the word _MY_RELATION matched says a relation: not an abbreviation ("my MA"), not a name ("my Anne")."""
    return (not _MY_RELATION_ABBREVIATION.fullmatch(said) or said in _RELATION_ABBREVIATIONS) and _not_a_name(said)


def _not_a_name(said: str) -> bool:
    """Whether a relation word said is no one's name: in lower case, or a word that names no one ("Anne", "Mei Mei")."""
    return said.islower() or " ".join(said.lower().split()) not in _ALSO_A_NAME


# "the landlord", "the house owner", "the little one", "the kids": said with "the", the user's own (the one they rent
# from, their children), as "my" would say
_THE_RELATION = re.compile(r"\bthe\s+(landlord|landlady|house\s?owner|flat\s+owner|letting\s+agent|little\s+ones?"
                           r"|wee\s+ones?|kids|toddler|baby(?!\s+(?:shower|boom|steps|blues|shark|names?|brother|sister|carrots?|spinach"
                           r"|oil|powder|wipes\s+for\s+the\s+car))|newborn|furball|fur\s+ball|fur\s+bab(?:y|ies)|furbab(?:y|ies)|fur\s+kids?|furkids?"
                           # ("the baby's first winter": the baby's, whom the message is about, as "the baby" is)
                           r"|pooch|doggo|pupper|moggy|floof)\b(?:(?<=baby)|(?<=newborn)|(?<=toddler)|(?!['’]s))(?!\s+(?:next\s+door|down\s+the|across\s+the|upstairs"
                           r"|downstairs|at\s+the|in\s+the\s+park|from|of)\b)", re.I)
# (recall25) "dinner for the guys I share the apartment with", "the people I live with": the user's flatmates, however said
# (not "the people I work with", "the guy I share an office with")
_SHARE_HOME = re.compile(r"\b(?:guys|people|girls|lads|folks|ones|others|friends|women|men)\s+I\s+(?:share|live|rent)\s+"
                         r"(?:(?:a|the|my|our|this|that)\s+)?(?:(?:flat|apartment|house|place|home|room)\s+)?with\b", re.I)
_SHARE_HOME_CUED = Cued(_SHARE_HOME, (" share ", " live ", " rent "))
# "la niña keeps coughing", "el perro ate my sandwich", "la jefa called": the user's own, said with a Spanish article
# (not "La Niña" or "El Niño", the weather: the word itself in lower case)
_LA_RELATION = re.compile(r"(?<![\w'’])(?:[Ll]a|[Ee]l|[Ll]os|[Ll]as)\s+((?-i:niña|nena|niño|nene|niños|niñas|chamacos|plebes|jefa"
                          r"|jefita|jefe|jefito|perro|perrito|perrita|perra|gato|gatito|abuela|abuelita|abuelo|abuelito))\b")
# (recall21) "a candlelit dinner for two on Friday", "a weekend away for the two of us", "date night ideas", "our
# anniversary": an occasion of the user and their partner (not "a romantic comedy", "a table for two of my colleagues")
_JUST_US_TWO = re.compile(r"\b(?:dinner|meal|table|lunch|brunch|breakfast|night|weekend|break|getaway|trip|holiday|picnic)\s+"
                          r"for\s+two\b(?!\s+of\s+(?!us\b))|\b(?:the|just\s+the)\s+two\s+of\s+us\b|\bjust\s+us\s+two\b"
                          r"|\bdate[\s-]nights?\b|\bcandle-?lit\b|\bcandlelight\b|\bour\s+(?:(?:wedding|\w+)\s+)?anniversary\b"
                          r"|\bromantic\s+(?:dinner|meal|evening|night|weekend|break|getaway|trip|holiday|break|walk|picnic"
                          r"|restaurants?|spots?|places?|ideas?)\b"
                          # (recall30) "where can we go for a chill date?", "date spots", "going on a date with my bf" (not
                          # "a date for the meeting", "the date of the exam", "dates and figs")
                          r"|\bgo(?:ing)?\s+(?:out\s+)?(?:on|for)\s+(?:a|our)\s+(?:\w+\s+)?date\b(?!\s+(?:of|for|to)\b)"
                          r"|\bdate\s+(?:spots?|ideas?|places?|venues?)\b", re.I)
# (recall21) "the pet shop", "pet insurance", "a pet sitter for the week": the pets the user keeps (not "a pet project",
# "my pet peeve", "a pet name"; "pets at home" is a shop)
_PET_THINGS = re.compile(r"\bpet\s+(?:shops?|stores?|supplies|food|insurance|sitters?|sitting|passports?|carriers?|beds?"
                         r"|groomers?|grooming|friendly)\b|\bpet-friendly\b|\bpets\s+at\s+home\b", re.I)
_PET_THINGS_CUED = Cued(_PET_THINGS, ("pet",))
_JUST_US_TWO_CUED = Cued(_JUST_US_TWO, ("two", "date", "candle", "anniversary", "romantic"))
_LA_RELATION_CUED = Cued(_LA_RELATION, ("niñ", "nen", "chamac", "plebe", "jef", "perr", "gat", "abuel"))
# "Achan's hands are shaking", "Mum keeps asking", "Dad is coming over": a parent named bare, as a name is (not "a dad",
# "the mum at the school gate", "dad jokes": only as the one a sentence is about, or whose a thing is)
# ... and "my dad's hands shake", "my mum keeps falling": a relative the message is about (whose a thing is, or who
# does something), more than one it names in passing ("a present for my dad")
_ABOUT_THEM = re.compile(r"(?:['’]s\b(?!\s+(?:girl|boy|kids?|children|son|daughter|friend|friends|wife|husband|partner|boss"
                         r"|colleague|neighbou?r))|\s+(?:is|was|has|had|keeps|kept|can't|cannot|won't|doesn't|didn't|needs|just"
                         r"|still|always|never|gets|got|seems|feels"
                         # ("my jangmo wants something to watch", "both my girls want the same bike": what they want)
                         r"|wants|want|wanted|are|were|have|keep|need)\b)", re.I)
# "what should I cook for the kids this weekend", "something to bake for my mum": whom a meal or a thing made is for
# is whom the message is about (recall19), as much as "my mum keeps…" (the matched span must end at the relative)
_MADE_FOR = re.compile(r"\b(?:cook|cooking|make|making|bake|baking|feed|feeding|prepare|preparing|pack|packing|plan|planning)"
                       r"\b[^.?!]{0,40}?\bfor\s+(?:the\s+|my\s+|our\s+)?$", re.I)
# (recall20) "a going-away present for my sister's lad", "gift ideas for my dad": whom a present is for is whom the
# message is about (their age, what they like or are starting), as whom a meal is made for
_GIVEN_FOR = re.compile(r"\b(?:presents?|gifts?|pressies?|prezzies?|stocking\s+fillers?)\b[^.?!]{0,20}?\bfor\s+(?:the\s+|my\s+"
                        r"|our\s+)?$"
                        # (recall21) "what should I bring my grandad?", "what can I get my mum?", "what to knit my niece":
                        # the one a thing is brought or made for, said as the verb's object
                        r"|\bwhat\s+(?:\w+\s+){0,3}?(?:bring|get|buy|send|knit|make|bake|cook|take)\s+$", re.I)
# (recall22) "how do I ask my oga for a day off?", "how should I tell my mum?", "help me email my landlord": the one the
# user is to ask, tell or write to is whom the message is about (their name, their role), as whom a present is for
_ADDRESSED = re.compile(r"\b(?:ask|asking|tell|telling|remind|reminding|email|emailing|text|texting|message|messaging|ring|ringing"
                        r"|call|calling|phone|phoning|video[\s-]?call|video[\s-]?calling|facetime|facetiming|skype|skyping"
                        r"|approach|approaching|convince|persuade|(?:write|writing|talk|talking|speak|speaking)\s+to"
                        # (recall29) "remind me to let my anne know", "warn my sister": told, in other words
                        r"|let|letting|warn|warning)\s+$", re.I)
# (recall26) "my eldest keeps failing her quizzes", "my youngest's birthday", "a present for my middle one": a parent's
# child by their place among the children, said with no noun after it (and only as the one the message is about, or
# whom a thing is for: not "my oldest friend", "my youngest sister", which _MY_RELATION reads, "my eldest brother's van")
_MY_NTH_CHILD = re.compile(r"\b(?:my|our)\s+(?:eldest|oldest|youngest|middle\s+(?:one|child|kid)|first[\s-]?born)\b", re.I)
_MY_NTH_CHILD_CUED = Cued(_MY_NTH_CHILD, ("eldest", "oldest", "youngest", "middle", "born"))
_SAID_ALONE = re.compile(r"\s*(?:[,.?!;:)]|$)")
_KIN_BARE_WORDS = (r"mum|mom|dad|mam|mammy|mummy|daddy|papa|mama|achan|appa|abba|abbu|pitaji|babuji|amma|ammi|mataji"
                   r"|umma|mãe|mamãe|papai|maman|eomma|omma|eomeoni|abeoji|halmeoni|harabeoji"
                   # (recall30) Chinese words, said bare as a name is ("ah ma keeps forgetting", "meimei starts her
                   # posting", "korkor is flying"; not "popo", the police, nor "didi", a ride app)
                   r"|ah[ \t]?ma|ah[ \t]?mah|ah[ \t]?gong|ah[ \t]?kong|nai[ \t]?nai|korkor|gor[ \t]?gor|gege|jie[ \t]?jie"
                   r"|mei[ \t]?mei|ye[ \t]?ye")
_KIN_BARE = re.compile(r"(?<![\w'’])(?<!\ba\s)(?<!\bthe\s)(?<!\byour\s)(?<!\bhis\s)(?<!\bher\s)(?<!\bany\s)(?<!\bnew\s)"
                       r"(" + _KIN_BARE_WORDS + r")(?:['’]s\b|(?=\s+(?:is|was|has|had|keeps|kept|wants|says|said|can't|cannot"
                       r"|won't|doesn't|didn't|needs|just|still|always|never|gets|got|asked|asks|loves|hates|thinks|feels"
                       r"|seems|will|would|should|could|sounds|sounded|sounding|looks|looked|seemed|felt|rang|rings|called"
                       r"|calls|phoned|texted|told|tells|cried|fell|worries|worried"
                       # (recall30) "meimei starts her ward posting", "Mum turns 70", "ah ma forgets"
                       r"|starts|started|turns|turned|forgets|forgot)\b))", re.I)
# ... or whom the user takes, brings, visits or helps ("we want to take mãe to the cliffs", "I bring Dad to his
# appointments"): the one the message is about too
_KIN_TAKEN = re.compile(r"\b(?:take|takes|taking|took|bring|brings|bringing|brought|visit|visiting|visited|help|helping"
                        r"|helped|drive|driving|drove)\s+(" + _KIN_BARE_WORDS + r")\b(?!['’-])", re.I)
_KIN_CUES = ("mum", "mom", "dad", "mam", "papa", "mama", "achan", "appa", "abba", "abbu", "pitaji", "babuji", "amma",
             "ammi", "mataji", "umma", "mãe", "mamãe", "papai", "maman",
             "ah m", "ahm", "ah g", "ahg", "ah k", "ahk", "nai", "korkor", "gor", "gege", "jie", "mei", "ye ye", "yeye")
_KIN_BARE_CUED = Cued(_KIN_BARE, _KIN_CUES)
_KIN_TAKEN_CUED = Cued(_KIN_TAKEN, _KIN_CUES)
# (recall30) the people the message names, by their stored name (persons.name_norm): two or three words in any case
# ("jun wei and i"), or one word written with a capital inside a sentence ("should Tom and I…"; not "Will it rain?")
SQL_NAMED_RELATIONS = """
    SELECT DISTINCT relation FROM persons
    WHERE name_norm IN (SELECT value FROM json_each(:names)) AND relation IS NOT NULL AND relation != ''
"""
_NAME_PIECE = re.compile(r"[^\W\d_][\w'’-]*")
NAMED_WORDS_MAX = 60  # words of a message looked up as names, at most


def _named_relations(conn: apsw.Connection, query: str) -> list[str]:
    """The relations of the people ``query`` names, as the store knows them (those _RELATION_GROUPS knows)."""
    words = [(m.group(), m.start()) for m in itertools.islice(_NAME_PIECE.finditer(query), NAMED_WORDS_MAX)]
    names: set[str] = set()
    for i, (word, at) in enumerate(words):
        for n in (2, 3):
            if i + n <= len(words):
                names.add(" ".join(w.casefold() for w, _ in words[i:i + n]))
        before = query[:at].rstrip()
        # (a name alone, not a piece of a longer one: not "Paulo" of "São Paulo", "York" of "New York")
        beside = [w for w, _ in words[max(i - 1, 0):i + 2] if w != word]
        if word[:1].isupper() and not word.isupper() and before and before[-1] not in ".?!:;\"'“(" \
                and not any(w[:1].isupper() for w in beside):
            names.add(word.casefold())
    if not names:
        return []
    rows = conn.execute(SQL_NAMED_RELATIONS, {"names": msgspec.json.encode(sorted(names)).decode()}).fetchall()
    return sorted({r for (relation,) in rows if (r := str(relation).lower()) in _KNOWN_RELATIONS})


_KNOWN_RELATIONS = frozenset(_RELATION_GROUPS).union(*_RELATION_GROUPS.values())


SQL_RELATION_MEMORIES = """
    SELECT mp.memory_id FROM memory_persons AS mp INDEXED BY memory_persons_person
    JOIN memories AS m ON m.id = mp.memory_id
    WHERE mp.person_id = :p AND m.superseded_by IS NULL AND m.polarity > 0 AND m.type != 'reflection'
    ORDER BY mp.memory_id DESC LIMIT 3
"""
# (recall21) the user's relative said in the memory's own words, not known as a person of that relation: "User's mam is
# recovering from a hip operation" for "my parents are coming", "User's bampi Dai lives in a care home" for "my grandad";
# its relation word right after "User's" (not "User's mam's neighbour", "User's mother-in-law")
SQL_RELATIVES_SAID = """
    SELECT m.id, m.summary FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH :match AND m.superseded_by IS NULL AND m.polarity > 0 AND m.type != 'reflection'
      AND NOT EXISTS (SELECT 1 FROM memory_persons AS mp JOIN persons AS p ON p.id = mp.person_id
                      WHERE mp.memory_id = m.id AND p.relation IN (SELECT value FROM json_each(:relations)))
    ORDER BY f.rowid DESC LIMIT 12
"""
RELATIVES_SAID = 3  # memories of relatives said so, at most, a relation


@functools.cache
def _relative_words(relations: frozenset[str]) -> tuple[str, re.Pattern[str]]:
    """The FTS5 query and the summary pattern of the user's relative of ``relations`` said in any word for it (every
    word of _RELATION_GROUPS whose relatives are among them and theirs: "mam" for a mother, "bampi" for a grandfather)."""
    near = relations.union(*(_RELATION_GROUPS.get(r, frozenset()) for r in relations))
    # (every word all of whose relatives are near them: "mam", "bampi", not "man", which may be a partner too)
    words = sorted(relations | {w for w, group in _RELATION_GROUPS.items() if group <= near and w.isalpha()},
                   key=len, reverse=True)
    # (recall29) ... or what the user does with them, said with "her", "his", "their" ("User calls her mother every
    # evening at eight", "User visits his dad on Sundays"; not "User loves her mother's cooking")
    # (recall30: up to eight words before it, "User is saving for a BTO flat with her boyfriend")
    # (recall35) a parent-in-law said as the spouse's parent ("User's wife's parents live in the flat upstairs", "User's
    # husband's mother is 80") or as the in-laws together ("User's in-laws live in Harrogate")
    words += dict.fromkeys(said for relation in sorted(relations & _IN_LAW_RELATIONS) for said in _IN_LAWS_SAID[relation])
    pattern = re.compile(r"^User(?:['’]s|\s+(?:[\w'’-]+\s+){1,8}?(?:her|his|their))\s+(?:(?:late|older|younger|little|big|baby"
                         r"|eldest|oldest|youngest|twin)\s+)?(?:" + "|".join(re.escape(w) for w in words) + r")\b(?!['’-])", re.I)
    return " OR ".join(_quote(w) for w in words), pattern


_IN_LAW_RELATIONS = frozenset({"father-in-law", "mother-in-law"})
_SPOUSES = ("wife", "husband", "partner", "spouse")
_IN_LAWS_SAID: dict[str, tuple[str, ...]] = {
    "father-in-law": (*(f"{s}'s {p}" for s in _SPOUSES for p in ("father", "dad", "parents")), "in-laws", "parents-in-law"),
    "mother-in-law": (*(f"{s}'s {p}" for s in _SPOUSES for p in ("mother", "mum", "mom", "parents")), "in-laws",
                      "parents-in-law"),
}


def _relatives_said(conn: apsw.Connection, relations: frozenset[str]) -> list[tuple[int]]:
    """The newest memories (RELATIVES_SAID) that say of the user's relative of ``relations`` in a word for it, when no
    person of that relation is linked to them."""
    match, pattern = _relative_words(relations)
    rows = conn.execute(SQL_RELATIVES_SAID, {"match": match, "relations": _json_list(relations)})
    return [(rid,) for rid, summary in rows if pattern.match(summary)][:RELATIVES_SAID]


_SON_OR_DAUGHTER = frozenset({"son", "daughter"})
_CHILD_OR_PARTNER = (frozenset({"son", "boyfriend"}), frozenset({"daughter", "girlfriend"}))  # "my boy", "my girl"
# (recall46) "my boy starts secondary school", "homework with my girl", "my boy is 9": a boy or girl at school or of a
# child's age is a child, not a partner ("rel:~boy": the son, then the children said, then a grandson: a grandparent's
# "my boy"); not "my boy is taking me out for our anniversary"
_YOUNG_CONTEXT = re.compile(r"\b(?:school|schools|secondary|primary|nursery|kindergarten|preschool|daycare|homework|teachers?"
                            r"|classmates?|GCSEs?|SATs|playground|toddler|nappy|nappies|diapers?|potty|lunchbox|bedtime|playdates?"
                            r"|(?:[1-9]|1[0-7])[\s-]?(?:years?[\s-]old|yo)|grade\s+\d{1,2}|year\s+\d{1,2})\b"
                            r"|\b(?:my|our)\s+(?:boy|girl)s?\s+(?:is|turns|turned|just\s+turned)\s+(?:[1-9]|1[0-7])\b", re.I)
# (recall46) "a good present for a boy starting secondary school", "a gift for a girl turning 7": a child of the family's
# (the son, the children, a grandchild), as "my boy" at school is; not "a present for a boy in my class", "a gift for a
# girl I met"
_GIFT_FOR_A_CHILD = re.compile(r"\b(?:present|gift|card)s?\s+for\s+an?\s+(?:little\s+|young\s+)?(boy|girl)\b"
                               r"(?!\s+(?:in|from|at)\s+(?:my|our|his|her|the)\s+(?:class|team|office|work|school|street)\b"
                               r"|\s+(?:I|we)\s+(?:met|know|like|fancy)\b)", re.I)
_GIFT_FOR_A_CHILD_CUED = Cued(_GIFT_FOR_A_CHILD, ("present", "gift", "card"))
_YOUNG_OF = {"boy": frozenset({"son"}), "boys": frozenset({"son"}), "girl": frozenset({"daughter"}),
             "girls": frozenset({"daughter"})}
_GRANDCHILD_OF = {"son": frozenset({"grandson", "grandchild", "grandkid"}),
                  "daughter": frozenset({"granddaughter", "grandchild", "grandkid"})}
_CHILDREN_SAID = re.compile(r"^User['’]s\s+(?:(?:two|three|four|five|little|young|eldest|oldest|youngest)\s+)?(?:kids?|children|child)\b"
                            r"(?!['’-])"
                            # (recall44) "User has 5 kids, oldest Sefo just started uni", "User's two boys, Tinashe and Kuda
                            # are still in Gweru": the children counted, or said as boys or girls with their number (not
                            # "User's boys' team", "User has two boys in her class")
                            r"|^User\s+has\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:kids|children|sons|daughters"
                            r"|boys|girls)\b(?![^,.]{0,30}\b(?:in\s+(?:her|his|their|the)\s+(?:class|team|group)|at\s+work)\b)"
                            r"|^User['’]s\s+(?:two|three|four|five|\d+)\s+(?:boys|girls|sons|daughters)\b(?!['’-])", re.I)


def _children_said(conn: apsw.Connection) -> list[tuple[int]]:
    """The newest memories (RELATIVES_SAID) that say of the user's children without saying son or daughter."""
    rows = conn.execute(SQL_RELATIVES_SAID, {"match": '"kids" OR "children" OR "kid" OR "child" OR "boys" OR "girls" OR "sons"'
                                                      ' OR "daughters"', "relations": "[]"})
    return [(rid,) for rid, summary in rows if _CHILDREN_SAID.match(summary)][:RELATIVES_SAID]


SQL_KIN_PERSONS = """
    SELECT id FROM persons WHERE relation IN (SELECT value FROM json_each(:relations))
    ORDER BY last_seen DESC, id DESC LIMIT 8
"""
# (with the summary: a family kind leaves out the memory telling of a death, persons.DIED: "planning a trip
# to see my family" is no visit to "User's father died in 2015", nor is a Sunday out as a family)
SQL_KIN_MEMORIES = """
    SELECT mp.memory_id, m.summary FROM memory_persons AS mp INDEXED BY memory_persons_person
    JOIN memories AS m ON m.id = mp.memory_id
    WHERE mp.person_id = :p AND m.superseded_by IS NULL AND m.polarity > 0
    ORDER BY mp.memory_id DESC LIMIT 2
"""
# (recall28) a memory the message's kind brought (CATEGORY_TEXT) that the model puts below this message's mean score counts
# this share of its doubt: the kind is the evidence ("what dishes from my hometown could I cook?" brings "User was born
# in Santos, Brazil", which the model puts a standard deviation below the mean, and memories found by meaning alone,
# the language learnt, the city lived in, ranked above it at their full z); what the model thinks still orders such
# memories among themselves (a guest's nut allergy before another guest's veganism)
KIND_DOUBT_SHARE = 0.02
CATEGORY_TEXT = 0.5  # the text score (and relevance) a memory found by its kind counts at least
CATEGORY_ALSO_TEXT = 0.35  # ... and one that also answers the kind (a food allergy or condition for a diet question)
RELATION_TEXT = 0.15  # ... and a memory of a person the message names by relation only ("my daughter")
# (recall37) the memory of the life event a situation describes (situations.py) that the model puts closest counts as a
# full text match: a frame is read only on its own words, so its memory is evidence, not what else answers a kind (fresh33's
# "a sausage sizzle on Rằm" lost the lunar vegetarian days to one-word matches and the model's own bikes and money)
SITUATED_TEXT = 1.0
SITUATED_PLACES = 1  # ... for the closest this many
# "what should I make for dinner tonight?": what the user cannot or will not eat is what every answer must
# respect, more than what they like or cook ("User is lactose intolerant" fell behind five cooking habits
# in a store of 500). The diet kind's constraints count as a full match (RULE_TEXT), MEAL_RULES of them:
# the diet the user follows first (vegan, halal: it covers every dish), then a food allergy or condition,
# the model's closest first; the rest stay the kind's. Groceries are carried and stored as well as eaten
# ("how do I carry groceries without a car?"): they name the kind, not a meal.
MEAL_RULES = 2
WEIGHT_PLACES = 1  # (recall28) ... and for the weight the user means to lose (_LOSING_WEIGHT), when a meal is asked
REFUSAL_PLACES = 1  # (recall24) ... and a place for what the user will not eat in a dish named (DISH_WORDS)
RULE_TEXT = 1.0
NOT_A_MEAL: frozenset[str] = frozenset({"grocery", "groceries"})
# "plan a training week for me" likewise: a plan for exercise respects what the body allows and how the user likes to
# train ("User prefers running in the evening to running in the morning" fell behind eight exercise habits of the
# kind): the exercise kind's constraints and preferences are its rules, MEAL_RULES of them, the model's closest first.
# The memory types that are a kind's rules:
RULE_TYPES: dict[str, str] = {"diet": '["constraint"]', "exercise": '["constraint", "preference"]',
                              # (a knee operated on is told as an episode, and binds every exercise asked about)
                              "injury": '["episode", "constraint", "identity"]',
                              "trip": '["constraint", "decision"]'}
SQL_SUMMARIES = "SELECT id, summary FROM memories WHERE id IN (SELECT value FROM json_each(:ids))"
# what a relative's memory says they cannot eat (an allergy, an intolerance, a diet kept)
_CANNOT_EAT = re.compile(r"\b(?:allerg(?:y|ies|ic)|intoleran(?:t|ce)|coeliac|celiac|vegan|vegetarian|halal|kosher"
                         r"|gluten[\s-]free|dairy[\s-]free|nut[\s-]free|diabetic|diabetes|can't\s+eat|cannot\s+eat|doesn't\s+eat"
                         r"|does\s+not\s+eat|won't\s+eat)\b", re.I)


def cannot_eat(summary: str) -> bool:
    """Whether ``summary`` says what someone cannot eat: an allergy, a diet kept, or a condition eaten for ("User's father
    has hypertension", "User's wife has high cholesterol": DIET_CONDITIONS, recall24)."""
    return _CANNOT_EAT.search(summary) is not None or health_condition(summary) in DIET_CONDITIONS

# (recall22) "give me a soup recipe for Sunday lunch", "suggest a dessert for the party": what the user will not eat binds
# every dish as an allergy does ("User can't stand okra", "User hates coconut", "User doesn't eat pork"), said in words no
# attribute keeps for a meal (a dislike is stored as likes, polarity -1; a food refused, as no attribute). A thing that is
# no food binds no meal: an activity ("User hates running", "User dislikes football"), someone or something of
# someone's ("User can't stand his boss", "the cold"), music or a screen (_LIKES_MUSIC, _LIKES_SCREEN), a word of another
# kind ("User hates the weather"), or one of _NO_FOOD (a day, crowds, small talk, cold showers).
_REFUSES = re.compile(r"^User\s+(?:(?:really|just|absolutely|still|simply)\s+)?(?:(?P<eat>(?:can't|cannot|won't|doesn't|does\s+not"
                      r"|never)\s+(?:eat|touch|stomach)|never\s+eats|avoids\s+eating)|(?:can't|cannot|won't|doesn't|does\s+not)\s+"
                      r"(?:stand|bear|abide|like)|hates|dislikes|detests|loathes|avoids)\s+(?P<thing>[^,.;]+?)\s*$", re.I)
_REFUSES_WORDS = ('"stand" OR "hates" OR "dislikes" OR "detests" OR "loathes" OR "avoids" OR "like" OR "eat" OR "eats"'
                  ' OR "touch" OR "stomach" OR "bear" OR "abide"')
# (foods named with -ing: not an activity)
_FOODS_IN_ING: frozenset[str] = frozenset("pudding puddings dumpling dumplings stuffing icing herring herrings whiting filling"
                                          " fillings ling dressing dressings".split())
_NO_FOOD: frozenset[str] = frozenset("crowds crowd noise noises heat rain snow wind weather winter summer humidity mornings"
                                     " morning weekends queues traffic spiders insects bugs clutter mess heights people talk"
                                     " showers shower baths television telly tv reality phones emails meetings mondays tuesdays"
                                     " wednesdays thursdays fridays saturdays sundays".split()) | EXERCISE_LIKED | RACES
_NOT_FOOD_OPENS = re.compile(r"(?:the|his|her|their|my|your|being|people|when|how|that|it|them|him|to)\b", re.I)


def held_in_dish(summary: str, query: str) -> bool:
    """Whether the food ``summary`` refuses is one a cuisine or a dish ``query`` names is commonly made with (DISH_HOLDS)."""
    held = frozenset().union(*(DISH_HOLDS.get(w, frozenset()) for w in _WORD_RE.findall(query.lower())))
    return bool(held) and any(w in held for w in _WORD_RE.findall(summary.lower()))


def refuses_food(summary: str) -> bool:
    """Whether ``summary`` says the user will not eat something (a food refused, or a food disliked)."""
    m = _REFUSES.match(summary)
    if m is None:
        return False
    if m.group("eat"):
        return True
    thing = m.group("thing")
    words = thing.lower().split()
    if (_NOT_FOOD_OPENS.match(thing) or thing.lower() == "cold" or any(w in _NO_FOOD for w in words)
            or any(w.endswith("ing") and w not in _FOODS_IN_ING for w in words)
            or _LIKES_MUSIC.match(summary) or _LIKES_SCREEN.match(summary)):
        return False
    return not any(CATEGORY_WORDS.get(w, "diet") != "diet" for w in words)


# (recall22) the user's own pregnancy, however far along ("User is 18 weeks pregnant"; births.expecting_of reads "is
# pregnant", "is expecting a baby")
_PREGNANT = re.compile(r"^User\s+is\s+(?:now\s+)?(?:(?:about|around|nearly|almost|over)\s+)?(?:\d+|[a-z]+(?:-[a-z]+)?)\s+"
                       r"(?:weeks?|months?)\s+pregnant\b", re.I)
SQL_PREGNANT = """
    SELECT m.id, m.summary FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH '"pregnant" OR "expecting"' AND m.superseded_by IS NULL AND m.polarity > 0
      AND m.type IN ('constraint', 'identity', 'episode', 'goal', 'habit', 'decision')
    ORDER BY f.rowid DESC LIMIT 4
"""
# (the dislikes, stored as likes with polarity -1, and the foods refused, said with "eat")
SQL_REFUSALS = """
    SELECT id, summary FROM memories INDEXED BY memories_attr
    WHERE subject = 'user' AND attribute = 'likes' AND polarity < 0 AND superseded_by IS NULL
    ORDER BY id DESC LIMIT 8
"""
SQL_EATS_NOT = """
    SELECT m.id, m.summary FROM memories_fts f JOIN memories m ON m.id = f.rowid
    WHERE memories_fts MATCH '"eat" OR "eats" OR "eating" OR "touch" OR "stomach"' AND m.superseded_by IS NULL
      AND m.type IN ('constraint', 'preference', 'decision')
    ORDER BY f.rowid DESC LIMIT 16
"""
SQL_RULES_OF = "SELECT id FROM memories WHERE id IN (SELECT value FROM json_each(:ids)) AND type IN (SELECT value FROM json_each(:types))"
# "What's for tea?", "fish fingers for the kids' tea", "high tea at the Ritz", "tea time": tea the evening meal (British
# English) or a meal of cakes; "raspberry leaf tea", "a cup of tea", "green tea" are a drink: no meal, and no diet
# kind (the word names it only in a meal's phrase)
MEAL_SAID_ONLY: frozenset[str] = frozenset({"tea"})
# ("what can I have for morning tea": the snack of mid-morning in New Zealand and Australia, lead50)
_TEA_MEAL_NAMED = re.compile(r"\b(?:high|afternoon|cream|morning)\s+teas?\b|\btea[\s-]?times?\b", re.I)
_TEA_MEAL = re.compile(r"\bfor\s+(?:(?:my|our|the|their|his|her|your)\s+)?(?:(?:kids'?|bairns'?|family's|children's)\s+)?"
                       r"teas?\b(?!\s*(?:bags?|leaves|pots?|cups?|towels?|lights?|trees?|strainers?|cosy|cosies|caddy))"
                       r"|" + _TEA_MEAL_NAMED.pattern, re.I)


# ... but "what milk is best for tea?", "how long should I steep leaves for tea?": what goes into the drink (its
# milk, sugar, leaves, brewing) makes "for tea" the drink again
_TEA_DRINK = re.compile(r"\b(?:milk|milks|sugar|sweeteners?|honey|lemon|brew|brews|brewing|brewed|steep|steeping|kettle|teapot"
                        r"|loose[\s-]leaf|leaves|infuser|strainer)\b", re.I)


# (recall20) "how do I get red wine out of carpet?", "a coffee stain on my shirt", "spilled curry on the sofa": a food
# or drink as a stain to clean is no meal nor a drink had (it brought the user's gout and diabetes as a meal's rules)
_A_STAIN = re.compile(r"\b(?:stains?|stained|spill|spills|spilled|spilt)\b"
                      r"|\b(?:get|getting|got|gets|lift|lifting|clean|cleaning|remove|removing|scrub|scrubbing)\s+(?:\w+\s+){1,3}?"
                      r"(?:out\s+of|off|from)\s+(?:(?:a|the|my|our|this|that|her|his)\s+)?(?:\w+\s+)?(?:carpets?|rugs?"
                      r"|sofas?|couch|shirts?|clothes|jeans|dress|trousers|mattress|upholstery|tablecloths?|grout|walls?"
                      r"|fabric|cushions?|white\s+\w+)\b", re.I)


# (recall25) "how many millilitres are in a pint?", "convert 2 pints to litres": a pint beside another measure of volume,
# or converted, is a unit, not a drink had (it brought the user's diet rules)
DRINK_UNITS: frozenset[str] = frozenset({"pint", "pints"})
_VOLUME_NAMED = re.compile(r"\b(?:millilit(?:re|er)s?|ml|lit(?:re|er)s?|centilit(?:re|er)s?|cl|(?:fluid\s+)?ounces?|fl\s*oz|oz"
                           r"|gallons?|quarts?|cups?|tablespoons?|teaspoons?|tbsp|tsp|cc|convert|conversion|equals?)\b", re.I)


def meal_words(plan: QueryPlan, query: str) -> list[str]:
    """The words of ``plan`` that name the diet kind: a word said of a meal only in a meal's phrase
    (``MEAL_SAID_ONLY``: "tea") names it there only, and "for tea" is the drink when the message says what goes
    into it (``_TEA_DRINK``); none when what is eaten or drunk is a stain to clean (``_A_STAIN``); a pint beside
    another measure of volume is a unit (``DRINK_UNITS``)."""
    words = [w for w in plan.terms if CATEGORY_WORDS.get(w) == "diet"
             and (w not in MEAL_SAID_ONLY or _TEA_MEAL_NAMED.search(query)
                  or (_TEA_MEAL.search(query) and not _TEA_DRINK.search(query)))]
    if any(w in DRINK_UNITS for w in words) and _VOLUME_NAMED.search(query):
        words = [w for w in words if w not in DRINK_UNITS]
    if words and all(w in ALCOHOL_WORDS for w in words) and _DRINK_ITSELF_CUED.search(query):
        return []  # (recall44) how a drink is made, its history: no drink of the user's (no blood thinner, no allergy)
    return [] if words and (_A_STAIN.search(query) or _FOOD_FOR_A_LIVING.search(query)) else words


# (recall44) "how is whisky distilled?", "the history of sake", "what's the difference between gin and vodka": the drink
# itself asked about, not one the user drinks (not "is whisky ok with warfarin?", "how much wine can I have?")
_DRINK_ITSELF = re.compile(r"\bhow\s+(?:is|are|was|were|do\s+(?:they|you|people)|does\s+(?:one|\w+))\s+(?:\w+\s+){0,3}?(?:made|make|brewed"
                           r"|brew|distilled|distil|distill|produced|produce|fermented|ferment|aged|age|bottled|invented|pronounced"
                           r"|spelled|spelt)\b|\bhistory\s+of\b|\bdifference\s+between\b|\bwho\s+(?:invented|first\s+made)\b"
                           r"|\bwhere\s+(?:does|do|did)\s+(?:\w+\s+){1,2}?come\s+from\b|\bwhat\s+(?:grapes?|grains?|rice)\s+(?:is|are)\b", re.I)
_DRINK_ITSELF_CUED = Cued(_DRINK_ITSELF, ("how ", "history", "difference", "who ", "where ", "grape", "grain", "rice"))


# (recall30) "since I fry noodles for a living", "I bake cakes for a living": food the user makes or sells for work is
# no meal asked (the work is: _MY_JOB)
_FOOD_FOR_A_LIVING = re.compile(r"\b(?:fry|fries|frying|cook|cooks|cooking|sell|sells|selling|make|makes|making|bake|bakes"
                                r"|baking|serve|serves|serving|grill|grills|grilling)\s+(?:\w+\s+){0,3}?for\s+a\s+living\b", re.I)


# (recall20) "write me a short poem about rain on a tin roof", "a song about the sea": what a piece of writing is about
# names no kind of the user's ("rain" is no weather asked where the user lives)
_WRITING_ABOUT = re.compile(r"\b(?:poems?|haikus?|limericks?|sonnets?|songs?|lyrics|stor(?:y|ies)|rhymes?|verses?|odes?"
                            r"|raps?|ballads?|fables?|fairy\s+tales?)\s+(?:about|on)\b", re.I)
_WRITING_ABOUT_CUED = Cued(_WRITING_ABOUT, ("poem", "haiku", "limerick", "sonnet", "song", "lyric", "stor", "rhyme",
                                            "verse", "ode", "rap", "ballad", "fable", "tale"))


SQL_CATEGORY = """
    SELECT id FROM memories INDEXED BY memories_attr
    WHERE subject = 'user' AND superseded_by IS NULL AND polarity > 0
      AND (attribute = :a OR (attribute > :a || '@' AND attribute < :a || 'A')
           OR (attribute > :a || ':' AND attribute < :a || ';'))
    ORDER BY id DESC LIMIT 8
"""
SQL_CATEGORY_EXCEPT = SQL_CATEGORY.replace("ORDER BY", "AND value NOT IN (SELECT value FROM json_each(:values))\n    ORDER BY")
SQL_CATEGORY_VALUES = """
    SELECT id FROM memories INDEXED BY memories_attr_value
    WHERE subject = 'user' AND attribute = :a AND value IN (SELECT value FROM json_each(:values))
      AND superseded_by IS NULL AND polarity > 0
    ORDER BY id DESC LIMIT 8
"""

# Function words, question words and contraction fragments: they carry no topic. "User"
# too: it is the subject of nearly every stored summary ("User prefers ..."), so a
# message naming a user ("KeyError: 'user_id'", "the users table") matched them all.
STOP_WORDS: frozenset[str] = frozenset(
    """
    a about above after again against all also am an and any are aren as at be because
    been before being below between both but by can cannot could couldn d did didn do
    does doesn doing don down during each either else etc ever few for from further get
    gets got had hadn has hasn have haven having he her here hers herself him himself his
    how i if in into is isn it its itself just ll m me might mightn more most much must
    mustn my myself need no nor not now o of off on once only or other ought our ours
    ourselves out over own re s same shan she should shouldn so some such t than that
    the their theirs them themselves then there these they this those through to too
    under until up upon us ve very was wasn we were weren what whatever when whenever
    where whereas wherever whether which while who whoever whom whose why will with
    won would wouldn y yet you your yours yourself yourselves
    anything something everything nothing anyone someone everyone
    kind sort thing things way lot lots really quite maybe perhaps user users
    """.split()
)

# Characters of scripts written without spaces between words (matches migration 0002).
_NOSPACE = (
    "\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf"
    "\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f"
)
_RUN_RE = re.compile(f"[{_NOSPACE}]+")
# A word as unicode61 sees it: letters and digits; '_' and punctuation separate.
_WORD_RE = re.compile(r"[^\W_]+")
_ACRONYM_RE = re.compile(r"\b[A-Z]{2,6}\b")
_POSSESSIVES = frozenset("my our your his her their me mi mis".split())  # (Spanish "mi jefa", "mis primos")


def analyze(query: str) -> QueryPlan:
    """Split ``query`` into searchable terms and FTS5-safe quoted phrases (pure)."""
    runs: list[str] = []
    for run in _RUN_RE.findall(query):
        if run not in runs:
            runs.append(run)
    rest = _RUN_RE.sub(" ", query)
    spans, _ = find_spans(rest)  # the date's words stay terms too: it was measured
    terms: list[str] = []
    for word in _WORD_RE.findall(rest.lower()):
        if word in STOP_WORDS or word in terms:
            continue
        terms.append(word)
    phrases = tuple(_quote(t) for t in terms)
    # "which plugin for my CAT tool?" is no question about a cat: a word in capitals is matched
    # in capitals (unless the whole message is shouted)
    shouted = rest.upper() == rest
    acronyms = frozenset() if shouted else frozenset(
        w.lower() for w in _ACRONYM_RE.findall(rest) if w.lower() in terms and w.lower() not in ABBREVIATIONS)
    # "my nan", "our flat": a word with another everyday sense ("the loss is nan", "a flat list")
    # has its variants only when it is someone's (variants._OWNED)
    words = _WORD_RE.findall(rest.lower())
    owned = frozenset(w for before, w in itertools.pairwise(words) if before in _POSSESSIVES and owned_only(w))
    specific = frozenset(m.group(1).lower() for m in _SPECIFIC_USE.finditer(rest)) if "run" in words or "runs" in words \
        else frozenset()
    return QueryPlan(terms=tuple(terms), phrases=phrases, runs=tuple(runs), spans=tuple(spans),
                     asks_when=asks_when(rest), acronyms=acronyms, owned=owned, specific=specific)


# A generic word in the one sense that names a topic: "the night before a long run", "after my morning run" (a runner's
# run; not "run a script", "in the long run", "a test run", "run by the council")
_SPECIFIC_USE = re.compile(r"\b(?<!the\s)(?:long|morning|evening|easy|tempo|recovery|trail|weekend|sunday|saturday|10k|5k|training"
                           r"|interval|hill|club|park)\s+(runs?)\b", re.I)


_ABOUT_USER = re.compile(
    # (newuser31: "what you know about me?", the learner's question without its "do")
    # (newuser32: "What all do you know about me, dear?", "what else do you remember about me": a word between "what" and
    # the question's verb; "about meditation" is still no question about the user)
    r"\b(?:what\s+(?:(?:all|else|exactly)\s+)?(?:(?:do|did|have)\s+)?you\s+(?:know|remember|learn(?:ed|t)?|stored?|got)\s+about\s+me\b"
    r"|what\s+(?:is|'s)\s+in\s+my\s+profile|tell\s+me\s+about\s+(?:me|myself)"
    r"|who\s+am\s+i\b|what\s+do\s+you\s+know\s+of\s+me|describe\s+me\b|my\s+profile\b"
    r"|(?:what(?:\s+is|\s+was|'s|’s)|(?:do\s+)?you\s+(?:know|remember))\s+my\s+name\b)",
    re.IGNORECASE,
)


# A question about the user's life in words that name no topic ("where do I work?",
# "what am I working on?", "what do I like?"): topicless, it would rank nothing; the
# profile and active state are its answer. Not a question about the task at hand ("what
# am I doing wrong?", "where do I put this?"), a request for advice ("what should I
# use?") nor one to the assistant ("what should I call you?"; "what did I tell you" is
# the user's).
# the chat spellings a question about the user is typed in ("u", "abt", "ur")
_CHAT_SPELLED = re.compile(r"\b(?:u|abt|bout|ya|kno|knw|wat|wht|rememba)\b", re.IGNORECASE)
_SELF_QUESTION = re.compile(r"^\W*(?:(?:so|and|ok|hey|remind\s+me)\W+)?(?:what|where|who|which|when)\b[^?.!]{0,60}?"
                            r"\b(?:I|my|me|myself)\b", re.IGNORECASE)
_SELF_WORDS = re.compile(r"\b(?:work|working|job|live|like|love|prefer|use|using|want|wanted|name|called|tell|told"
                         r"|for\s+a\s+living)\b", re.IGNORECASE)
_NOT_ABOUT_SELF = re.compile(r"\b(?:should|could|can|would|shall|must|might)\s+I\b"
                             r"|\b(?:here|this|that|it|these|those|now|next|wrong)\b"
                             r"|(?<!\btell\s)(?<!\btold\s)(?<!\bsaid\sto\s)(?<!\bgave\s)\byou\b", re.IGNORECASE)


def asks_about_user(query: str) -> bool:
    """True for a message asking what the assistant knows about its user ("What do
    you know about me?", "what's my name?", and a question about the user in words
    that name no topic: "where do I work?"): recall then injects the profile."""
    if _ABOUT_USER.search(query):
        return True
    if len(query) < 200 and _CHAT_SPELLED.search(query):
        from mercuryd.brain.spelling import standard

        if _ABOUT_USER.search(standard(query)):
            return True  # (newuser27) "what do u know abt me", "what do u remember abt me": the same, typed as chat
    return len(query) < 200 and bool(_SELF_QUESTION.search(query)) and bool(_SELF_WORDS.search(query)) \
        and not _NOT_ABOUT_SELF.search(_THESE_DAYS.sub(" ", query)) and topicless(query)


# "where do I work these days?": when, not something pointed at
# ("where do I work now?": the "now" of a change since, said after the verb of the user's work)
_THESE_DAYS = re.compile(r"\b(?:these\s+days|at\s+the\s+moment|nowadays)\b|(?<=\bwork\s)now\b", re.IGNORECASE)


def topicless(query: str) -> bool:
    """True for a message with nothing to look for: no word but stop words, chat words
    (thanks, greetings: ``CHAT_WORDS``), ``GENERIC_WORDS`` and numbers, none of them
    naming a kind (``CATEGORY_WORDS``), and no text of a script written without spaces.
    Recall injects nothing for it ("ok thanks, that worked", "how are you?", "👍"): by
    meaning, every message has its nearest memories, and these have no topic to be near.
    """
    if _RUN_RE.search(query):
        return False
    # the words analyze() keeps, without its date and "when" passes: this runs before every recall
    return all(
        w in STOP_WORDS or ((w in CHAT_WORDS or w in GENERIC_WORDS or w.isdigit()) and w not in CATEGORY_WORDS)
        for w in _WORD_RE.findall(query.lower()))


def _quote(text: str) -> str:
    """Quote ``text`` as one FTS5 string (a phrase), so no character is syntax."""
    return '"' + text.replace('"', '""') + '"'


# --- SQL -----------------------------------------------------------------------------

SQL_COUNT_CAPPED = (
    "SELECT count(*) FROM "
    "(SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? LIMIT ?)"
)
SQL_COUNT_RECENT = (
    "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ? AND rowid > ?"
)
# The store's size (ids only grow) and the generation of its indexed text, in one read.
SQL_STATE = "SELECT (SELECT max(id) FROM memories), (SELECT n FROM fts_generation)"
SQL_FTS_CANDIDATES = (
    "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rank LIMIT ?"
)
SQL_FTS_RECENT = (
    "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rowid DESC LIMIT ?"
)
SQL_TRIGRAM_CANDIDATES = (
    "SELECT rowid FROM memories_trigram WHERE memories_trigram MATCH ? ORDER BY rank LIMIT ?"
)
# Runs shorter than a trigram: scan only the rows that hold such scripts at all.
SQL_LIKE_CANDIDATES = (
    "SELECT m.id FROM memories_trigram AS t JOIN memories AS m ON m.id = t.rowid "
    "WHERE m.summary LIKE ? ESCAPE '\\' LIMIT ?"
)
# Confidence as of now (docs/lifecycle.md: inferred memories in the conscious tier decay from
# their stored base), so ranking never depends on how recently the pruner ran.
SQL_ROWS = """
    SELECT id, summary, scope, importance,
           CASE WHEN evidence = 'inferred' AND scope != 'subconscious'
                THEN base_confidence * pow(0.5, max(0.0, :now - decay_from) / (86400.0 * :half_life))
                ELSE confidence END,
           last_referenced_at, dismissed, superseded_by, created_at
    FROM memories WHERE id IN (SELECT value FROM json_each(:ids))
"""

# --- ranking -------------------------------------------------------------------------

_DF_CACHE: weakref.WeakKeyDictionary[apsw.Connection, dict[str, tuple[int, int, int]]] = (
    weakref.WeakKeyDictionary()
)
_TOKENIZERS: weakref.WeakKeyDictionary[apsw.Connection, apsw.FTS5Tokenizer] = (
    weakref.WeakKeyDictionary()
)


def _tokenizer(conn: apsw.Connection) -> apsw.FTS5Tokenizer:
    """The FTS index's own tokenizer (porter over unicode61), cached per connection."""
    tok = _TOKENIZERS.get(conn)
    if tok is None:
        tok = conn.fts5_tokenizer("porter", ["unicode61", "remove_diacritics", "2"])
        _TOKENIZERS[conn] = tok
    return tok


def _stems(tok: apsw.FTS5Tokenizer, text: str, flags: int) -> list[str]:
    """Index terms of ``text`` exactly as FTS5 stores them."""
    # Without offsets and colocated tokens apsw returns the plain list of terms.
    return cast(list[str], tok(text.encode("utf-8"), flags, None, include_offsets=False,
                               include_colocated=False))


class _Term(msgspec.Struct):
    stem: str
    phrase: str
    df: int
    idf: float
    weight: float
    alts: tuple[str, ...] = ()  # stems of the word's variants, counted as the same term
    generic: bool = False  # the word is one of GENERIC_WORDS, or a bare number ("line 12"
    # is no evidence for "Anna (12)" unless the model agrees)
    cased: str | None = None  # written in capitals in the query: a memory holds it so ("CAT", not "cat")


def _one_int(conn: apsw.Connection, sql: str, args: tuple[object, ...]) -> int:
    """The single integer a counting statement answers (0 for NULL or no row)."""
    row = conn.execute(sql, args).fetchone()
    return int(row[0] or 0) if row else 0


def _doc_freq(conn: apsw.Connection, phrase: str, n_docs: int, generation: int) -> int:
    """Document frequency of ``phrase``: exact up to ``DF_CAP``, estimated above it.

    Counts are cached per connection. An exact count holds while the indexed text is
    unchanged (``generation``, bumped by triggers on every insert, delete and summary
    edit). fts5vocab counts a term by walking its whole posting list (milliseconds for
    a word in most memories), so long lists are sampled over the newest ``DF_SAMPLE``
    rows, and the estimate is kept until the store grows by ``DF_REFRESH``.
    """
    cache = _DF_CACHE.setdefault(conn, {})
    hit = cache.get(phrase)
    if hit is not None:
        df, at_docs, at_generation = hit
        if at_generation == generation:
            return df
        if df >= DF_CAP and n_docs - at_docs <= DF_REFRESH * at_docs:
            return df
    if len(cache) >= 4096:
        cache.clear()
    count = _one_int(conn, SQL_COUNT_CAPPED, (phrase, DF_CAP))
    if count < DF_CAP:
        cache[phrase] = (int(count), n_docs, generation)
        return int(count)
    recent = _one_int(conn, SQL_COUNT_RECENT, (phrase, n_docs - DF_SAMPLE))
    df = max(DF_CAP, round(recent * n_docs / min(DF_SAMPLE, n_docs)))
    cache[phrase] = (df, n_docs, generation)
    return df


# What a query word becomes, by word: it depends on the tokenizer and the variant
# lists only, never on the store. Bounded; starts over when full.
_WORD_TERMS: dict[tuple[str, bool, bool], tuple[list[tuple[str, str]], tuple[str, ...]]] = {}
WORD_TERMS_SIZE = 20_000


_STOP_STEMS: list[frozenset[str]] = []


def _stop_stems(tok: apsw.FTS5Tokenizer) -> frozenset[str]:
    """The index terms of the stop words ("at", "on"). The same for every connection (one tokenizer
    configuration): computed once."""
    if not _STOP_STEMS:
        _STOP_STEMS.append(frozenset(st for w in STOP_WORDS for st in _stems(tok, w, apsw.FTS5_TOKENIZE_DOCUMENT)))
    return _STOP_STEMS[0]


def _stemmed_to_stop(tok: apsw.FTS5Tokenizer, word: str) -> bool:
    """Whether the stemmer makes ``word`` a stop word's index term ("ate" -> "at"): the index cannot tell
    it from the stop word, so matching it matches every memory holding "at" ("what should I eat?" found
    "User uses Linear for tickets at work" through "ate"). A word that is itself on the stop list as a
    contraction's piece ("won" of "won't") is still matched: "when did Nate win?" wants "I won". Read
    for the words of the variant table only (_word_terms): "getting" (-> "get") is left as it was."""
    return any(st in _stop_stems(tok) and st != word for st in _stems(tok, word, apsw.FTS5_TOKENIZE_QUERY))


def _word_terms(
    conn: apsw.Connection, word: str, phrase: str, owned: bool = False
) -> tuple[list[tuple[str, str]], tuple[str, ...]]:
    """``word``'s index terms as ``(stem, FTS5 phrase)`` pairs, and its variants' stems
    (``owned``: the query says it of someone, ``QueryPlan.owned``)."""
    key = (word, VARIANTS, owned)
    got = _WORD_TERMS.get(key)
    if got is not None:
        return got
    tok = _tokenizer(conn)
    stems = _stems(tok, word, apsw.FTS5_TOKENIZE_QUERY)
    if len(stems) != 1:
        # A word unicode61 splits further (rare): each piece is its own term.
        pairs = [(st, _quote(st)) for st in stems]
    else:
        pairs = [(stems[0], phrase)]
    alts: tuple[str, ...] = ()
    if VARIANTS and len(pairs) == 1:
        # Other forms of the word count as the word ("buy" finds "bought").
        words = tuple(w for w in variants(word, owned=owned) if not _stemmed_to_stop(tok, w))
        if words and _stemmed_to_stop(tok, word):  # "I ate too much": "ate" is indexed as "at", its other forms count
            pairs = [(_stems(tok, words[0], apsw.FTS5_TOKENIZE_QUERY)[0], _quote(words[0]))]
            phrase, words = pairs[0][1], words[1:]
        alts = tuple(dict.fromkeys(
            s for w in words for s in _stems(tok, w, apsw.FTS5_TOKENIZE_QUERY)
            if s != pairs[0][0]))
        if alts:
            forms = " OR ".join([phrase, *(_quote(w) for w in words)])
            pairs = [(pairs[0][0], "(" + forms + ")")]
    if len(_WORD_TERMS) >= WORD_TERMS_SIZE:
        _WORD_TERMS.clear()
    _WORD_TERMS[key] = (pairs, alts)
    return pairs, alts


def _plan_terms(
    conn: apsw.Connection, plan: QueryPlan, n_docs: int, generation: int
) -> list[_Term]:
    """Stem the query terms, look up their document frequencies, rarest first."""
    seen: dict[str, _Term] = {}
    for word, phrase in zip(plan.terms, plan.phrases, strict=False):
        pairs, alts = _word_terms(conn, word, phrase, word in plan.owned)
        for stem, ph in pairs:
            if stem in seen:
                continue
            df = _doc_freq(conn, ph, n_docs, generation)
            if df == 0:
                continue
            idf = math.log(1.0 + (n_docs - df + 0.5) / (df + 0.5))
            weight = COMMON_WEIGHT if df > COMMON_DF * n_docs else 1.0
            cased = word.upper() if word in plan.acronyms else None
            seen[stem] = _Term(stem=stem, phrase=ph, df=df, idf=idf, weight=weight, alts=() if cased else alts,
                               generic=(word in GENERIC_WORDS and word not in plan.specific) or word.isdigit(), cased=cased)
    return sorted(seen.values(), key=lambda t: t.df)


def _fts_candidates(
    conn: apsw.Connection, terms: list[_Term], n_docs: int, n_cand: int
) -> list[int]:
    """Candidate ids from the word index, bounded in the postings bm25 has to score.

    FTS5 computes bm25 for every row a MATCH returns before it sorts, so the cost of
    ``ORDER BY rank`` follows the posting lists (bm25 also walks each phrase's whole
    list once to count it). The rarest terms are OR-ed and ranked over the whole
    store while their postings fit ``POSTINGS_BUDGET``. Terms with longer lists never
    enter bm25: they add the newest rows holding several terms together (see
    :func:`_intersections`), then the newest rows holding any of them (unranked scans
    that stop early); Python ranks the lot.
    """
    fetch = [t for t in terms if t.weight == 1.0] or terms
    chosen: list[_Term] = []
    postings = 0
    for t in fetch:
        if postings + t.df > POSTINGS_BUDGET:
            break
        chosen.append(t)
        postings += t.df
    rest = fetch[len(chosen):]
    ids: list[int] = []
    seen: set[int] = set()

    def take(sql: str, *args: object) -> None:
        for (rid,) in conn.execute(sql, args):
            if rid not in seen:
                seen.add(rid)
                ids.append(rid)

    if chosen:
        take(SQL_FTS_CANDIDATES, " OR ".join(t.phrase for t in chosen), n_cand)
    if rest:
        # The rows holding several query terms together answer best: intersections of
        # the rarest terms, the combinations worth most first, while their posting
        # lists fit the budget (an empty intersection walks both lists whole).
        for tried, group in enumerate(_intersections(fetch[:AND_TERMS])[:AND_TRIES]):
            if tried and len(ids) >= n_cand:
                break
            take(SQL_FTS_RECENT, " AND ".join(t.phrase for t in group), n_cand)
        if len(ids) < n_cand:
            take(SQL_FTS_RECENT, " OR ".join(t.phrase for t in rest), n_cand)
    return ids


def _intersections(terms: list[_Term]) -> list[list[_Term]]:
    """Groups of two or more ``terms`` whose postings fit ``AND_BUDGET``, best first.

    Pairs come first: three words seldom meet in one memory, and an empty
    intersection is the costly kind (measured at 100k: fewer empty walks, 0.885 ->
    0.90 of the exhaustive top-5, p50 -50 us). Within a size, a row holding a group
    scores about the group's summed term weight, so groups go in that order. Each
    group keeps ``terms``' order.
    """
    groups = []
    n = len(terms)
    for mask in range(1, 1 << n):
        group = [terms[i] for i in range(n) if mask >> i & 1]
        if len(group) > 1 and sum(t.df for t in group) <= AND_BUDGET:
            groups.append(group)
    groups.sort(key=lambda g: (len(g) > 2, -sum(t.idf * t.weight for t in g)))
    return groups


def _nospace_candidates(conn: apsw.Connection, runs: Sequence[str], n_cand: int) -> list[int]:
    """Candidate ids for CJK-like runs: trigram MATCH, or a bounded LIKE when short."""
    ids: list[int] = []
    for run in runs:
        if len(run) >= 3:
            rows = conn.execute(SQL_TRIGRAM_CANDIDATES, (_quote(run), n_cand))
        else:
            pattern = "%" + run.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
            rows = conn.execute(SQL_LIKE_CANDIDATES, (pattern, LIKE_SCAN_LIMIT))
        for (rid,) in rows:
            if rid not in ids:
                ids.append(rid)
    return ids


def _absent_words(conn: apsw.Connection, plan: QueryPlan, n_docs: int, generation: int) -> int:
    """How many of the query's words no memory holds (in any of their forms)."""
    absent = 0
    for word, phrase in zip(plan.terms, plan.phrases, strict=False):
        pairs, _ = _word_terms(conn, word, phrase, word in plan.owned)
        if all(_doc_freq(conn, ph, n_docs, generation) == 0 for _, ph in pairs):
            absent += 1
    return absent


def _absent_score(conn: apsw.Connection, plan: QueryPlan, n_docs: int, generation: int) -> float:
    """What the query words no memory holds add to the ideal score (``ABSENT_W``)."""
    rarest = math.log(1.0 + (n_docs + 0.5) / 0.5)
    absent = _absent_words(conn, plan, n_docs, generation)
    return absent * ABSENT_W * rarest * (K1 + 1.0) / (1.0 + K1 * (1.0 - B + B * 0.5))


def _best_score(terms: list[_Term]) -> float:
    """A text score that only a short memory holding every term reaches: the scale."""
    return sum(t.idf * t.weight for t in terms) * (K1 + 1.0) / (1.0 + K1 * (1.0 - B + B * 0.5))


def rank(
    conn: apsw.Connection,
    query: str,
    *,
    now: float,
    scopes: Sequence[str],
    limit: int,
    exclude_dismissed: bool = True,
    include_superseded: bool = False,
    stale_after_days: float = 21.0,
    half_life_days: float = 30.0,
    dense: Dense | None = None,
    meaning_min_cos: float | None = None,
) -> list[Hit]:
    """Rank the memories of ``scopes`` for ``query``; at most ``limit`` hits, best first.

    Never raises on user text; returns ``[]`` when nothing searchable remains or
    nothing matches. Without ``dense`` (the query's semantic side) memories that match
    no query term are never returned; with it, ``meaning_min_cos`` (memory.search:
    ``SEARCH_MIN_COS``) is the plain cosine a memory found by meaning alone needs.
    """
    return rank_groups(
        conn, query, now=now, groups=(scopes,), limit=limit,
        exclude_dismissed=exclude_dismissed, include_superseded=include_superseded,
        stale_after_days=stale_after_days, half_life_days=half_life_days, dense=dense,
        meaning_min_cos=meaning_min_cos,
    )[0]


def rank_groups(
    conn: apsw.Connection,
    query: str,
    *,
    now: float,
    groups: Sequence[Sequence[str]],
    limit: int,
    exclude_dismissed: bool = True,
    include_superseded: bool = False,
    stale_after_days: float = 21.0,
    half_life_days: float = 30.0,
    dense: Dense | Callable[[], Dense | None] | None = None,
    meaning_min_cos: float | None = None,
    meaning_on: bool = False,
) -> list[list[Hit]]:
    """:func:`rank` for several groups of scopes at the price of one.

    The candidates, their rows and their text scores do not depend on the scope, so
    recall ranks the conscious tier and, in case it needs them, the subconscious one
    in one pass. Returns one list per group: its best ``limit`` hits, best first.

    With ``dense`` (recall by meaning on: the query's semantic side), the stages are: lexical candidates, the
    semantic candidates (``dense.top``: the store's best cosines, kept when they stand
    out, :func:`_dense_candidates`), then one score per candidate fusing the text score
    with the z-scored cosine (:func:`_fuse`); a memory matched only on generic words
    that the model does not find close is dropped. With ``meaning_min_cos``, so is a
    memory found by meaning alone whose plain cosine is under it.

    ``meaning_on``: recall by meaning is on, so a query without its semantic side (the
    model still loading, or later than the deadline) is answered lexically, and a
    memory matched on generic words only, which the model cannot vouch for, must hold
    every word of the query ("what's my name?" still finds the name; a traceback's
    "most recent call last" does not bring a phone call with mum).
    """
    out: list[list[Hit]] = [[] for _ in groups]
    wanted = {s for g in groups for s in g}
    if limit <= 0 or not wanted:
        return out
    plan = _weather_plan(analyze(query), query)
    if plan.empty and dense is None:
        return out
    state: tuple[Any, ...] | None = conn.execute(SQL_STATE).fetchone()
    n_docs, generation = (int(state[0] or 0), state[1]) if state else (0, 0)
    if n_docs == 0:
        return out
    n_cand = max(CANDIDATES_MIN, CANDIDATES_PER_RESULT * limit)
    windows = [resolve(sp, now, DATE_SLACK_DAYS) for sp in plan.spans] if DATE_W else []
    if windows:
        n_cand *= 2
    # Stage 1: lexical candidates.
    terms = _plan_terms(conn, plan, n_docs, generation) if plan.terms else []
    ids: list[int] = _fts_candidates(conn, terms, n_docs, n_cand) if terms else []
    if plan.runs:
        for rid in _nospace_candidates(conn, plan.runs, n_cand):
            if rid not in ids:
                ids.append(rid)
    # ... and the memories of the kind the message names (CATEGORY_WORDS).
    by_kind: set[int] = set()
    by_kind_also: set[int] = set()  # what else answers the kind (a diet's conditions): weaker
    by_relation: set[int] = set()  # what is said of the people "my <relation>" names: weaker still
    diet_words = meal_words(plan, query)
    subject = set(_WORD_RE.findall(query[written.end():].lower())) if (written := _WRITING_ABOUT_CUED.search(query)) else set()
    kinds = [CATEGORY_WORDS[w] for w in plan.terms
             if w in CATEGORY_WORDS and (CATEGORY_WORDS[w] != "diet" or w in diet_words) and w not in subject]
    if "family" in kinds and _FAMILY_AWAY.search(query):
        kinds = ["relatives" if k == "family" else k for k in kinds]
    phrase_kinds = [kind for pattern, said in PHRASE_KINDS if pattern.search(query) for kind in said]
    if "plan:lives_in" in phrase_kinds and _HERE_NOW.search(query):
        # (recall45) "a two-bedroom rental around here", "renting near me": "here" is where the user lives now, not
        # the move ahead ("User is moving to Cork in August" is no answer to rents around here)
        phrase_kinds = [kind for kind in phrase_kinds if kind != "plan:lives_in"]
    kinds += phrase_kinds
    about_kin: set[str] = set()  # the relatives the message is about: their memories count as a kind's answer
    through: set[int] = set()  # where a relative named through another starts: "my sister" of "my sister's girl"
    for which, (pattern, relatives) in enumerate(RELATIVES_OF):
        for m in pattern.finditer(query):
            kinds.append(f"kin-of:{which}:" + str(next(g for g in range(len(relatives)) if m.group(g + 1))))
            through.add(m.start())
            if _MADE_FOR.search(query, 0, m.start()) or _GIVEN_FOR.search(query, 0, m.start()):
                about_kin.add(kinds[-1])
    for m in _MY_TYPE.finditer(query):
        word = m.group(1).lower().split()[-1]
        kinds.append("type:" + TYPE_KINDS[word[:-1] if word.endswith("s") else word])
    if _AIMING_AT.search(query):
        kinds.append("type:goal")
    for m in _MY_RELATION.finditer(query):
        # (the sister of "my sister's girl" is whose girl, not whom the message is about)
        if _relation_word(m.group(1)) and m.start() not in through:
            young = m.group(1).lower() in _YOUNG_OF and _YOUNG_CONTEXT.search(query)
            kinds.append(("rel:~" if young else "rel:") + m.group(1).lower())
            if _ABOUT_THEM.match(query, m.end()) or _MADE_FOR.search(query, 0, m.start()) \
                    or _GIVEN_FOR.search(query, 0, m.start()) or _ADDRESSED.search(query, 0, m.start()):
                about_kin.add(kinds[-1])
    for m in _GIFT_FOR_A_CHILD_CUED.finditer(query):
        if _YOUNG_CONTEXT.search(query):
            kinds.append("rel:~" + m.group(1).lower())
            about_kin.add(kinds[-1])
    for relation in _named_relations(conn, query):
        # (recall30) "how much should Jun Wei and I put aside for our flat?": someone the user named, whose relation the
        # store knows, is that relative, and what is said of the relative without the name answers too ("User is
        # saving for a flat with her boyfriend")
        kinds.append("rel:=" + relation)
        about_kin.add(kinds[-1])
    for m in _MY_NTH_CHILD_CUED.finditer(query):
        if _ABOUT_THEM.match(query, m.end()) or _SAID_ALONE.match(query, m.end()) or _MADE_FOR.search(query, 0, m.start()) \
                or _GIVEN_FOR.search(query, 0, m.start()) or _ADDRESSED.search(query, 0, m.start()):
            kinds.append("rel:kids")
            about_kin.add("rel:kids")
    if _PET_THINGS_CUED.search(query):
        # (recall21) "what should I pick up at the pet shop?", "is pet insurance worth it?": the user's own pets
        kinds.append("rel:pets")
        about_kin.add("rel:pets")
    if _JUST_US_TWO_CUED.search(query):
        # (recall21) a dinner for two, a date night, a weekend for the two of us: the partner is whom it is about
        kinds.append("rel:partner")
        about_kin.add("rel:partner")
    for m in _THE_RELATION.finditer(query):
        kinds.append("rel:" + " ".join(m.group(1).lower().split()).replace("houseowner", "house owner"))
        if _MADE_FOR.search(query, 0, m.start()):
            about_kin.add(kinds[-1])
    for m in _SHARE_HOME_CUED.finditer(query):
        kinds.append("rel:flatmates")
        if _MADE_FOR.search(query, 0, m.start()) or _GIVEN_FOR.search(query, 0, m.start()):
            about_kin.add(kinds[-1])
    for m in _LA_RELATION_CUED.finditer(query):
        kinds.append("rel:" + m.group(1).lower())
        if _ABOUT_THEM.match(query, m.end()):
            about_kin.add(kinds[-1])
    for m in (*_KIN_BARE_CUED.finditer(query), *_KIN_TAKEN_CUED.finditer(query)):
        if not _not_a_name(m.group(1)):
            continue
        kinds.append("rel:" + " ".join(m.group(1).lower().split()))
        about_kin.add(kinds[-1])
    for m in _WHO_DOES_CUED.finditer(query):
        kinds.append("rel:" + next(role for role, said in zip(_WHO_DOES_ROLES, m.groups(), strict=True) if said))
        about_kin.add(kinds[-1])
    for name in {ENDONYMS[w.lower()] for w in _endonyms(query)}:
        # (recall21) "some phrases to practise in Cymraeg": the language named in its own tongue is the one the user
        # learns ("User is learning Welsh on Duolingo")
        for rid, summary in conn.execute(SQL_SAID, {"match": _quote(name), "types": '["goal", "habit", "project", "identity"]',
                                                    "stopped": False}):
            if _LEARNING_LANGUAGE.match(summary):
                by_kind.add(rid)
                if rid not in ids:
                    ids.append(rid)
    for country in _countries_of_mine(query):
        # (recall46) "what should I pack for Spain?", "how can I send a package to Spain?": the user's own business with a
        # country named is what they said of one of its towns ("User is going to Valencia in May", "User's daughter
        # Ludovica goes to Valencia for Erasmus"); TOWNS_OF, a small gazetteer
        towns = TOWNS_OF[country]
        for rid, summary in conn.execute(SQL_SAID, {"match": " OR ".join(_quote(t) for t in sorted(towns)),
                                                    "types": _TOWN_TYPES, "stopped": False}):
            if any(re.search(rf"(?<![\w'’]){re.escape(t)}(?![\w'’])", summary) for t in towns):
                by_kind.add(rid)
                if rid not in ids:
                    ids.append(rid)
    if lang := message_language(query):
        for (rid,) in conn.execute(SQL_RULES_MATCHING, {"match": f'"{lang}"'}):
            by_kind.add(rid)
            if rid not in ids:
                ids.append(rid)
    for pattern, tools in TOOL_KINDS:
        if pattern.search(query):
            for (rid,) in conn.execute(SQL_NAMING, {"match": _naming(tools)}):
                by_kind.add(rid)
                if rid not in ids:
                    ids.append(rid)
    if units := _units_asked(query):
        match = " OR ".join(sorted(units | {"metric", "imperial", "units"}))
        for (rid,) in conn.execute(SQL_RULES_MATCHING, {"match": match}):
            by_kind_also.add(rid)
            if rid not in ids:
                ids.append(rid)
    rule_found: dict[str, list[int]] = {}  # what a kind brought that may be its rules (RULE_TYPES)
    binding: set[int] = set()  # what binds any answer: what the user will not watch or hear; a pregnancy
    # what the user will not eat, when a meal is asked: the meal's rules after what the user cannot eat (MEAL_RULES in
    # all), else candidates only, found by no kind. (Each a rule of its own took two of five places from every meal asked in a
    # store holding three, "User does not eat pork", "User dislikes mushrooms", "User avoids caffeine after 3 pm", and
    # lost three dev pairs: a restaurant with a chili kick, carbs before a race, Scandinavian dishes.)
    refusals: set[int] = set()
    refused_text: dict[int, str] = {}
    for said_kind in SAID_KINDS:
        if said_kind.asks.search(query):
            for rid, summary in conn.execute(SQL_SAID, {"match": said_kind.match, "types": said_kind.types,
                                                        "stopped": said_kind.stopped}):
                if said_kind.said.match(summary):
                    by_kind.add(rid)
                    if said_kind.binds or (said_kind.stopped and _REFUSES.match(summary)):
                        binding.add(rid)  # (recall22) what the user will not watch or hear binds every answer
                    if said_kind.rules_of:
                        rule_found.setdefault(said_kind.rules_of, []).append(rid)
                    if rid not in ids:
                        ids.append(rid)
    # (recall32) the event of the user's life a situation described belongs to ("forty cardboard cartons in the hallway" is
    # a move): its memories are candidates, and the model's closest of them answer as what else answers a kind
    situated = situations.found(conn, query)
    ids.extend(rid for rid in situated if rid not in ids)
    days = {_DAYS_ABROAD[m.group(1).lower()] for m in _DAY_ABROAD_CUED.finditer(query)}
    days.update(d for m in _DAY_SAID_CUED.finditer(query) for d in _DAYS_SAID[next(g for g in m.groups() if g).lower()])
    if days:
        for (rid,) in conn.execute(SQL_DAY_NAMED, {"match": " OR ".join(f'"{d}"' for d in sorted(days))}):
            by_kind.add(rid)
            by_kind_also.discard(rid)
            if rid not in ids:
                ids.append(rid)
    for rid in _answer_shapes(conn, query):
        by_kind.add(rid)
        if rid not in ids:
            ids.append(rid)
    # "what should I cook for the family tonight?": the family says whom the answer is for and the other
    # kind what it is about, so the people count as those "my <relation>" names do (RELATION_TEXT), and a
    # diet's constraints (CATEGORY_ALSO_TEXT) come before them
    for_whom = any(k in KIN_KINDS for k in kinds) and any(k not in KIN_KINDS and not k.startswith(("rel:", "kin-of:")) for k in kinds)
    drink_only = all(w in ALCOHOL_WORDS or w in DRINKING_WORDS for w in diet_words) and (
        not diet_words or any(w in ALCOHOL_WORDS for w in diet_words))
    about_linked: set[int] = set()  # the memories of the relatives the message is about
    for attribute in dict.fromkeys(kinds):
        if attribute.startswith(("rel:", "kin-of:")):
            if attribute.startswith("kin-of:"):
                through_whom, group = attribute[7:].split(":")
                relations = RELATIVES_OF[int(through_whom)][1][int(group)]
            else:
                # ("rel:=boyfriend": the relation of someone named, that one alone: _named_relations)
                relations = (frozenset({attribute[5:]}) if attribute.startswith("rel:=") else _YOUNG_OF[attribute[5:]]
                             if attribute.startswith("rel:~") else _RELATION_GROUPS[attribute[4:]])
            # (someone named brings their own memories by their name: of their relation, only what is said of it in
            # its word, not the others of that relation, "my brother Tunde" for "Paulo")
            people = [] if attribute.startswith("rel:=") else conn.execute(
                SQL_KIN_PERSONS, {"relations": _json_list(relations)}).fetchall()
            linked_rows: list[Any] = [row for (person,) in people[:3]
                                      for row in conn.execute(SQL_RELATION_MEMORIES, {"p": person}).fetchall()]
            # (recall21) a relative the write path knows by no person ("User's mam is recovering from a hip operation",
            # "User's bampi Dai is 91": no name, or a word of relation it does not read) is found by how it is said
            linked_rows += _relatives_said(conn, relations)
            # (recall44: and "my boy", "my girl", son or partner, with neither known: "how to talk to my boy about his
            # future" wants "User has 5 kids, oldest Sefo just started uni in Brisbane")
            if (not linked_rows and (relations <= _SON_OR_DAUGHTER or relations in _CHILD_OR_PARTNER)
                    and not attribute.startswith("rel:=")):
                # "my son can't sleep" with no son known: the children said without which ("User's kids are Zosia, 8
                # and Antek, 5")
                linked_rows = _children_said(conn)
            if not linked_rows and (attribute.startswith("rel:~") or relations in _CHILD_OR_PARTNER):
                # (recall46) "my boy", "my girl" with no son, daughter, partner or children known: a grandparent's
                # grandchild ("User's grandson is Domhnall")
                grand = _GRANDCHILD_OF[min(relations & _SON_OR_DAUGHTER)]
                linked_rows = [row for (person,) in conn.execute(SQL_KIN_PERSONS, {"relations": _json_list(grand)}).fetchall()[:3]
                               for row in conn.execute(SQL_RELATION_MEMORIES, {"p": person}).fetchall()]
                linked_rows += _relatives_said(conn, grand)
            for (linked,) in linked_rows:
                if attribute in about_kin:
                    # the one the message is about is as much its answer as what its kind brings
                    about_linked.add(linked)
                    by_kind.add(linked)
                    by_kind_also.discard(linked)
                    by_relation.discard(linked)
                elif linked not in by_kind and linked not in by_kind_also:
                    by_relation.add(linked)
                if linked not in ids:
                    ids.append(linked)
            continue
        if attribute.startswith("type:"):
            found = list(conn.execute(SQL_TYPE, {"t": attribute[5:]}))
        else:
            found = [] if attribute in KINDS_ONLY else list(conn.execute(SQL_CATEGORY, {"a": attribute}))
        also_found: list[tuple[int]] = []
        for also, values in DRINK_ALSO if attribute == "diet" and drink_only else CATEGORY_ALSO.get(attribute, ()):
            if values is None and (excluded := CATEGORY_ALSO_EXCEPT.get((attribute, also))):
                also_found += conn.execute(SQL_CATEGORY_EXCEPT, {"a": also, "values": _json_list(excluded)})
            elif values is None:
                also_found += conn.execute(SQL_CATEGORY, {"a": also})
            else:
                also_found += conn.execute(SQL_CATEGORY_VALUES, {"a": also, "values": _json_list(values)})
        if attribute == "lives_in":  # the home said in other words is the kind itself
            found += [(rid,) for rid, summary in conn.execute(SQL_LIVES_SAID) if _LIVES_SAID.match(summary)]
        if attribute in ("work", "about"):  # (recall28) the job said in words no attribute keeps
            also_found += [(rid,) for rid, summary in conn.execute(SQL_JOB_SAID) if _job_said(summary)]
        if attribute in CATEGORY_PREFIXES:
            also_found += conn.execute(SQL_CATEGORY_PREFIXES, {"prefixes": _json_list(CATEGORY_PREFIXES[attribute])})
        if attribute in KIN_KINDS:
            for (person,) in conn.execute(SQL_KIN_PERSONS, {"relations": _json_list(KIN_KINDS[attribute])}).fetchall():
                also_found += [(rid,) for rid, summary in conn.execute(SQL_KIN_MEMORIES, {"p": person})
                               if not DIED.match(summary)]
        if attribute in KINDS_ONLY:  # what the kind is made of is its first answer
            found, also_found = also_found, []
        # (a meal said by a phrase, "plan Christmas day for us", is one too)
        if attribute == "diet" and ("diet" in phrase_kinds
                                    or any(w not in NOT_A_MEAL and w not in ALCOHOL_WORDS
                                           and not (drink_only and w in DRINKING_WORDS) for w in diet_words)):
            rule_found[attribute] = [rid for (rid,) in (*found, *also_found)]
        if attribute == "exercise":
            rule_found[attribute] = [rid for (rid,) in (*found, *also_found)]
        if for_whom and attribute in KIN_KINDS:
            by_relation.update(rid for (rid,) in found)
            ids.extend(rid for (rid,) in found if rid not in ids)
            continue
        for (rid,) in found:
            by_kind.add(rid)
            if rid not in ids:
                ids.append(rid)
        for (rid,) in also_found:
            if rid not in by_kind:
                by_kind_also.add(rid)
            if rid not in ids:
                ids.append(rid)
    weight_goals: set[int] = set()
    if "diet" in rule_found and _MAY_I_EAT_CUED.search(query) and not _SOMEONE_ELSE_EATS.search(query):
        # (recall28) whether a food is fine to eat, a snack, a diet: the weight the user means to lose is one of the meal's
        # rules ("Is pizza okay for lunch?" -> "User wants to lose five kilos before summer"; a goal, stored with no
        # attribute); not a meal asked for its taste or a race ("a restaurant with a real chili kick", "how many carbs
        # the night before a long race?" kept their answers), nor someone else's ("my dog is overweight, how much
        # should she eat?")
        for rid, summary in conn.execute(SQL_SAID, {"match": _WEIGHT_WORDS, "types": _WEIGHT_TYPES, "stopped": False}):
            if _LOSING_WEIGHT.match(summary):
                weight_goals.add(rid)
                by_kind.add(rid)
                by_kind_also.discard(rid)
                by_relation.discard(rid)
                if rid not in ids:
                    ids.append(rid)
    # "satay skewers for the kids' party, a good recipe?": a meal for the people the message names is bound by what
    # they cannot eat ("User's son Bram has a peanut allergy"): their memories saying so answer the diet kind, as the
    # user's own allergies do, not as a relative named in passing
    hosted = _HOLIDAY_HOSTED_CUED.search(query) is not None
    if by_relation and "diet" in rule_found:
        for rid, summary in conn.execute(SQL_SUMMARIES, {"ids": msgspec.json.encode(sorted(by_relation)).decode()}):
            if cannot_eat(summary):
                by_relation.discard(rid)
                by_kind_also.add(rid)
            elif hosted and _ACCESS_NEEDS.search(summary):
                # (a guest's wheelchair at a feast the user hosts is as much its answer as the meal's rules)
                by_relation.discard(rid)
                by_kind.add(rid)
    if by_relation and _TAKE_OUT_CUED.search(query):
        # (recall24) an outing with a relative: what they need to get about answers it
        for rid, summary in conn.execute(SQL_SUMMARIES, {"ids": msgspec.json.encode(sorted(by_relation)).decode()}):
            if _ACCESS_NEEDS.search(summary):
                by_relation.discard(rid)
                by_kind.add(rid)
    if about_linked and "diet" in rule_found:
        # (recall23) "what should I cook for the two of us tonight?": what the one the meal is for cannot eat binds it as
        # the user's own allergy does ("User's husband Chidi has type 2 diabetes")
        for rid, summary in conn.execute(SQL_SUMMARIES, {"ids": msgspec.json.encode(sorted(about_linked)).decode()}):
            if cannot_eat(summary) and not DIED.match(summary):
                binding.add(rid)
    if "diet" in rule_found and _GUESTS_COMING_CUED.search(query):
        # (guests at a meal: what the user's people cannot eat answers it, as the meal's own rules do)
        for rid, summary in conn.execute(SQL_GUEST_DIETS, {"match": _GUEST_DIET_WORDS}):
            if _SOMEONE_ELSES.match(summary) and cannot_eat(summary):
                by_relation.discard(rid)
                by_kind_also.discard(rid)
                by_kind.add(rid)
                if rid not in ids:
                    ids.append(rid)
    if "diet" in kinds or "medication" in kinds:
        # (recall22) "is it okay for me to have a glass of palm wine?", a meal, a medicine: the user's pregnancy binds it
        for rid, summary in conn.execute(SQL_PREGNANT):
            if _PREGNANT.match(summary) or (expecting_of(summary) == "user" and not summary.startswith("User's")):
                binding.add(rid)
                by_kind.add(rid)
                by_kind_also.discard(rid)
                if rid not in ids:
                    ids.append(rid)
    if "diet" in rule_found and (diet_words or _EATING_OUT_CUED.search(query)) and all(k == "diet" or k in KIN_KINDS or k.startswith(("rel:", "kin-of:"))
                                                   for k in kinds):
        # (recall22) a meal asked: what the user will not eat ("User can't stand okra", "User doesn't eat pork") binds it;
        # not a meal said only by a phrase (a feast hosted: its guests' needs come first) nor beside another kind asked
        # (the weather for a picnic, the sweets of the user's home town: "will it snow, should I cancel the picnic?")
        for rid, summary in (*conn.execute(SQL_REFUSALS), *conn.execute(SQL_EATS_NOT)):
            if refuses_food(summary) and rid not in by_kind and rid not in by_kind_also:
                refusals.add(rid)
                refused_text[rid] = summary
                if rid not in ids:
                    ids.append(rid)
    # Stage 2: semantic candidates (they follow the lexical ones: context is borrowed
    # around the best lexical matches only). A query vector still being encoded (in
    # the model's thread, during stage 1) is waited for here.
    if callable(dense):
        dense = dense()
    semantic = _dense_candidates(dense) if dense is not None else []
    lexical_ids = list(ids)
    for rid in semantic:
        if rid not in ids:
            ids.append(rid)
    if not ids:
        return out
    context_on = bool(NEIGHBOR_W or NEIGHBOR_BACK_W)
    fetch = set(ids)
    if context_on:
        for i in lexical_ids[:NEIGHBOR_FOLLOW]:
            for d in range(1, NEIGHBOR_SPAN + 1):
                fetch.add(i + d)
                fetch.add(i - d)
    rows: list[tuple[Any, ...]] = conn.execute(
        SQL_ROWS,
        {"now": now, "half_life": half_life_days, "ids": msgspec.json.encode(sorted(fetch)).decode()},
    ).fetchall()
    if not rows:
        return out
    created_of = {r[0]: r[8] for r in rows}
    pairs = _context_pairs(created_of) if context_on else []
    if context_on and len(rows) > len(ids):
        # A neighbour fetched for context that was stored far (in time) from every
        # memory around it gives and takes no context: it is not worth tokenising.
        keep = set(ids)
        for a, b, _ in pairs:
            keep.add(a)
            keep.add(b)
        rows = [r for r in rows if r[0] in keep]
    scored = _text_scores(conn, rows, terms)
    phrases = _adjacent_pairs(plan.terms) if PHRASE_W and len(plan.terms) > 1 else []
    context: dict[int, float] = {}
    for a, b, f in pairs:  # b was stored right after a
        context[b] = context.get(b, 0.0) + f * NEIGHBOR_W * scored[a][0]
        context[a] = context.get(a, 0.0) + f * NEIGHBOR_BACK_W * scored[b][0]
    best = _best_score(terms)
    if dense is not None and ABSENT_W and plan.terms:
        best += _absent_score(conn, plan, n_docs, generation)
    inv_best = 1.0 / best if best else 0.0
    # scope -> the result lists (one per group holding it) its hits go to
    targets: dict[str, list[list[Hit]]] = {}
    for members, hits in zip(groups, out, strict=False):
        for sc in set(members):
            targets.setdefault(sc, []).append(hits)
    stale_after = stale_after_days * 86400.0
    runs = plan.runs
    n_terms = len(terms)
    n_parts = n_terms + 1
    when = bool(WHEN_W and plan.asks_when)
    when_boost = 1.0 + WHEN_W
    date_boost = 1.0 + DATE_W
    question = QUESTION_FACTOR != 1.0
    recency_rate = 1.0 / (86400.0 * RECENCY_HALF_LIFE_DAYS)
    # Stage 3: fusion inputs: every row's cosine, and how strong the lexical side is.
    cosines = dense.cosines([r[0] for r in rows]) if dense is not None else {}
    situated_near = situations.closest(situated - by_kind, cosines)
    by_kind_also.update(situated_near)
    situated_top = set(situated_near[:SITUATED_PLACES])
    meal_rules: set[int] = set()
    # (recall24: a dish or a cuisine's place named, not a meal or a restaurant at large: "a restaurant with a real chili
    # kick" and "carbs the night before a race" lost their answers to a dislike given a place)
    dish_named = bool(refusals) and (any(w in DISH_WORDS for w in diet_words) or _EATING_OUT_CUED.search(query) is not None)
    activity_planned = "exercise" in rule_found and _ACTIVITY_PLANNED_CUED.search(query) is not None
    for attribute, found_ids in rule_found.items() if MEAL_RULES else ():
        found_json = msgspec.json.encode(found_ids).decode()
        rules = [rid for (rid,) in conn.execute(SQL_RULES_OF, {"ids": found_json, "types": RULE_TYPES[attribute]})]
        # (recall20: an activity the message names and plans respects what the body allows before how the user likes to
        # train: "planning a long hike" wants "User has type 1 diabetes" more than "User prefers bouldering to rope
        # climbing"; a training week asked with no activity named keeps the model's order: how the user likes to train)
        bound = {rid for (rid,) in conn.execute(SQL_RULES_OF, {"ids": found_json, "types": '["constraint"]'})} \
            if attribute == "exercise" and activity_planned else set()
        ordered = sorted(rules, key=lambda rid: (rid not in bound, rid not in by_kind, -cosines.get(rid, 0.0)))
        if attribute == "diet":  # (recall22) what the user will not eat: after what they cannot
            # (recall24) ... and the closest of them in a place of its own when those fill the rule places ("User doesn't
            # like spicy food" for "what should we order at the Thai restaurant?" beside a shrimp allergy and acid reflux)
            refused = sorted(refusals, key=lambda rid: (not held_in_dish(refused_text.get(rid, ""), query),
                                                        -cosines.get(rid, 0.0)))
            if dish_named:
                meal_rules.update(refused[:REFUSAL_PLACES])
                # (recall36) ... and the model's closest refusal beside one the dish holds: "that soapy green herb in
                # every soup" is coriander, which the model sees, not the mushrooms a soup is commonly made with
                meal_rules.update(sorted(refusals, key=lambda rid: -cosines.get(rid, 0.0))[:REFUSAL_PLACES])
            ordered += refused
            # (recall28) ... and the weight the user means to lose in a place of its own: a rule of what they eat that
            # neither an allergy nor a dislike is, and should not take their places
            meal_rules.update(sorted(weight_goals, key=lambda rid: -cosines.get(rid, 0.0))[:WEIGHT_PLACES])
        meal_rules.update(ordered[:MEAL_RULES])
    if binding:
        meal_rules.update(sorted(binding, key=lambda rid: -cosines.get(rid, 0.0))[:MEAL_RULES])
    strong = {rid for rid in semantic}
    # memory.search: a memory found by meaning alone also needs the model's plain cosine.
    plain = (dense.plain([r[0] for r in rows if r[0] in strong and r[0] not in by_kind])
             if dense is not None and meaning_min_cos is not None else {})
    sem_w = SEM_W
    if dense is not None:
        best_text = max((scored[r[0]][0] * inv_best for r in rows), default=0.0)
        if best_text < WEAK_TEXT:
            sem_w = SEM_W_WEAK
    # Without the model's score (meaning_on, no semantic side), whether every word of
    # the query is held by some memory: a generic-only match must hold them all.
    whole_query = not (meaning_on and dense is None and plan.terms) or \
        _absent_words(conn, plan, n_docs, generation) == 0
    not_asked = others_only(query)  # the user's own memories of what the message says only of someone else
    message_uses: list[_WordUse] | None = None  # read when a memory's words are first doubted (_other_sense)
    doubt_plain: dict[int, float] | None = None  # plain cosines, read once when a row is first doubted
    for r in rows:
        mid, summary, scope, importance, confidence, last_ref, dismissed, superseded_by, created = r
        into = targets.get(scope)
        if into is None:
            continue
        if exclude_dismissed and dismissed:
            continue
        if superseded_by is not None and not include_superseded:
            continue
        if not_asked and any(p.match(summary) for p in not_asked):
            continue  # "the dog next door" is not the user's spaniel, "a colleague's retirement" not their plan
        score, coverage, specific, by_variant = scored[mid]
        run_share = _run_share(summary, runs) if runs else 0.0
        cos = cosines.get(mid)
        kind = mid in by_kind or mid in by_kind_also or mid in by_relation or mid in meal_rules
        if kind:
            pass  # the message names its kind: evidence enough (CATEGORY_WORDS)
        elif dense is not None:
            lexical = score > 0.0 or run_share > 0.0
            if not lexical and mid not in strong:
                continue  # a neighbour that matched nothing and means nothing close
            if not lexical and meaning_min_cos is not None and plain.get(mid, -1.0) < meaning_min_cos:
                continue  # search: found by meaning alone, and the model is not sure enough
            if lexical and not specific and not run_share and (cos is None or dense.z(cos) < AGREE_Z):
                continue  # matched on generic words only, and the model disagrees
        elif score <= 0.0 and run_share <= 0.0:
            continue
        elif meaning_on and not specific and not run_share and (coverage < FULL_COVERAGE or not whole_query):
            continue  # generic words only, and no model score to vouch for them
        score += context.get(mid, 0.0)
        if runs:
            text = score * inv_best * n_terms / n_parts + run_share / n_parts
            relevance = (coverage * n_terms + run_share) / n_parts
        else:
            text = score * inv_best
            relevance = coverage
        if text > 1.0:
            text = 1.0
        if kind:
            floor = RULE_TEXT if mid in meal_rules else CATEGORY_TEXT if mid in by_kind \
                else SITUATED_TEXT if mid in situated_top \
                else CATEGORY_ALSO_TEXT if mid in by_kind_also else RELATION_TEXT
            text, relevance = max(text, floor), max(relevance, floor)
        if phrases and text > 0.0:
            low = summary.casefold()
            text *= 1.0 + PHRASE_W * sum(1 for ph in phrases if ph in low) / len(phrases)
        if dense is not None and cos is not None:
            text, relevance = _fuse(text, relevance, cos, dense, sem_w, mid in by_kind)
            word_doubt = cos < WORD_DOUBT and coverage < FULL_COVERAGE
            sense_doubt = relevance > 0.0 and specific
            if not kind and not run_share and not by_variant and (word_doubt or sense_doubt) and doubt_plain is None:
                doubt_plain = dense.plain([row[0] for row in rows])  # one batch for every row that may be doubted
            if not kind and not run_share and not by_variant and word_doubt \
                    and doubt_plain is not None and doubt_plain.get(mid, 1.0) < WORD_DOUBT_PLAIN:
                relevance = 0.0  # part of the message's words, said alike, and the model sees no link
            elif not kind and not run_share and not by_variant and sense_doubt \
                    and doubt_plain is not None and doubt_plain.get(mid, 1.0) < SENSE_DOUBT_PLAIN:
                if message_uses is None:
                    message_uses = _word_uses(query, _stems(_tokenizer(conn), query, apsw.FTS5_TOKENIZE_DOCUMENT))
                if message_uses and _other_sense(_word_uses(summary, _doc_tokens(conn, summary)), message_uses, terms):
                    relevance = 0.0  # the words it shares are used there in another sense, and the model sees no link
        if when and mentions_time(summary):
            text *= when_boost
        if windows and any(lo <= created < hi for lo, hi in windows):
            text *= date_boost
        age = now - last_ref
        blend = (
            _BLEND_BASE
            + IMPORTANCE_W * importance
            + CONFIDENCE_W * confidence
            + RECENCY_W * 0.5 ** ((age if age > 0.0 else 0.0) * recency_rate)
        )
        if question and "?" in summary and summary.rstrip().endswith("?"):
            blend *= QUESTION_FACTOR
        if scope == "active" and age >= stale_after:
            blend *= STALE_FACTOR
        hit = Hit(id=mid, score=text * blend, relevance=relevance if relevance < 1.0 else 1.0, by_kind=kind)
        for hits in into:
            hits.append(hit)
    for hits in out:
        hits.sort(key=_order)
        del hits[limit:]
    return out


@functools.cache
def _json_list(values: frozenset[str]) -> str:
    """A kind's values as the JSON list SQL_CATEGORY_VALUES reads (built once per set)."""
    return msgspec.json.encode(sorted(values)).decode()


def weak_beside(hits: Sequence[Hit]) -> list[Hit]:
    """``hits`` (best first) without those both weak (relevance under WEAK_BESIDE_REL) and far under the best one
    (score under WEAK_BESIDE_SHARE of its): "my friend's dad just had a stroke, what should I write in a card?" finds
    the user's will and a tattoo this way, as slots filled because there was room. A memory the message's kind or
    relation brought stays ("when do I catch up with my daughter?" -> "User phones Noor every Saturday evening", a
    relation's memory at RELATION_TEXT)."""
    if not hits:
        return []
    best = max(h.score for h in hits)
    return [h for h in hits if h.by_kind or h.relevance >= WEAK_BESIDE_REL or h.score >= WEAK_BESIDE_SHARE * best]


def _order(h: Hit) -> tuple[float, int]:
    return (-h.score, -h.id)


def _dense_candidates(dense: Dense) -> list[int]:
    """The semantic matches that stand out: close in absolute terms and far above
    what this query's cosine with a random memory is."""
    return [mid for mid, cos in dense.top
            if cos >= DENSE_MIN_COS and dense.z(cos) >= DENSE_MIN_Z]


def _fuse(text: float, relevance: float, cos: float, dense: Dense, weight: float, kind: bool = False) -> tuple[float, float]:
    """Text score plus the weighted, clipped z-score of the cosine; and the relevance
    the injection floor reads.

    Relevance is the larger of the text's (the share of the query's words it holds)
    and the score's (``SEM_REL_LO``..``SEM_REL_HI`` -> 0..1), the latter only for a
    memory that stands out as a semantic candidate does. Standing out (the z-score)
    is not enough alone: it is relative to this message's scores, so every message
    has its outliers ("Explain how TCP's three-way handshake works" -> "User is
    learning to touch type" over a store of a few hundred everyday memories): the
    absolute floor ``SEM_REL_LO`` gates what is injected, unless the memory stands
    ``SEM_Z_SURE`` out (relevance ``SEM_SURE_REL`` then). Ranking is unchanged.

    ``kind``: the message's kind brought the memory; the model's doubt (a z-score under 0) counts
    ``KIND_DOUBT_SHARE`` of itself.
    """
    z = dense.z(cos)
    sem = cos if z >= DENSE_MIN_Z else SEM_REL_LO
    z = -Z_CLIP / 2 if z < -Z_CLIP / 2 else Z_CLIP if z > Z_CLIP else z
    if kind and z < 0.0:
        z *= KIND_DOUBT_SHARE
    fused = text + weight * z / Z_CLIP
    sem_rel = (sem - SEM_REL_LO) / (SEM_REL_HI - SEM_REL_LO)
    sem_rel = 0.0 if sem_rel < 0.0 else 1.0 if sem_rel > 1.0 else sem_rel
    if z >= SEM_Z_SURE and sem_rel < SEM_SURE_REL and cos >= SEM_SURE_MIN:
        sem_rel = SEM_SURE_REL
    return (fused if fused > 0.0 else 0.0), (relevance if relevance > sem_rel else sem_rel)


def _adjacent_pairs(terms: Sequence[str]) -> list[str]:
    """Adjacent query words as they would be written together ("knowledge management")."""
    return [f"{a} {b}" for a, b in itertools.pairwise(terms)]


def _context_pairs(created_of: dict[int, float]) -> list[tuple[int, int, float]]:
    """Pairs ``(a, b, share)`` of fetched memories where ``b`` was stored ``d`` ids and
    at most ``d * NEIGHBOR_GAP`` seconds after ``a`` (``d`` up to ``NEIGHBOR_SPAN``).

    ``b`` borrows ``NEIGHBOR_W * share`` of ``a``'s text score, ``a`` borrows
    ``NEIGHBOR_BACK_W * share`` of ``b``'s, with ``share = NEIGHBOR_DECAY ** (d - 1)``.
    """
    pairs: list[tuple[int, int, float]] = []
    for a, created in created_of.items():
        for d in range(1, NEIGHBOR_SPAN + 1):
            other = created_of.get(a + d)
            if other is not None and abs(other - created) <= NEIGHBOR_GAP * d:
                pairs.append((a, a + d, NEIGHBOR_DECAY ** (d - 1)))
    return pairs


# Index terms of summaries already tokenised, by summary text (the tokenizer is the
# same for every connection). The same memories come back query after query; the
# cache is bounded and simply starts over when full.
_DOC_TOKENS: dict[str, tuple[str, ...]] = {}
DOC_TOKENS_SIZE = 20_000


def _doc_tokens(conn: apsw.Connection, summary: str) -> tuple[str, ...]:
    """``summary``'s index terms as FTS5 stores them (porter over unicode61)."""
    got = _DOC_TOKENS.get(summary)
    if got is None:
        stems = _stems(_tokenizer(conn), summary, apsw.FTS5_TOKENIZE_DOCUMENT)
        got = tuple(sys.intern(t) for t in stems)
        if len(_DOC_TOKENS) >= DOC_TOKENS_SIZE:
            _DOC_TOKENS.clear()
        _DOC_TOKENS[summary] = got
    return got


def _text_scores(
    conn: apsw.Connection, rows: list[tuple[Any, ...]], terms: list[_Term]
) -> dict[int, tuple[float, float, bool, bool]]:
    """Per row id: the BM25 of its summary for ``terms`` (a variant's occurrences count
    as the term's, lengths normalised by the rows' own average), the idf-weighted
    share of the terms it holds, whether it holds a term that is not generic, and
    whether such a term is held only in another word (a variant: "telly" -> "TV")."""
    docs = [_doc_tokens(conn, r[1]) for r in rows]
    avg_len = sum(map(len, docs)) / len(docs) or 1.0
    weights = [(t.stem, t.alts, t.idf * t.weight, t.generic) for t in terms]
    cased = [(t.stem, re.compile(rf"\b{re.escape(t.cased)}\b")) for t in terms if t.cased]
    total = sum(w[2] for w in weights)
    k1p1 = K1 + 1.0
    base = K1 * (1.0 - B)
    per_len = K1 * B / avg_len
    out: dict[int, tuple[float, float, bool, bool]] = {}
    for r, doc in zip(rows, docs, strict=False):
        if cased and any(stem in doc and not pattern.search(r[1]) for stem, pattern in cased):
            doc = tuple(t for t in doc if not any(t == stem and not pattern.search(r[1]) for stem, pattern in cased))
        norm = base + per_len * len(doc)
        score = matched = 0.0
        specific = by_variant = False
        for stem, alts, w, generic in weights:
            own = tf = doc.count(stem)
            for alt in alts:
                tf += doc.count(alt)
            if tf:
                score += w * tf * k1p1 / (tf + norm)
                matched += w
                specific = specific or not generic
                by_variant = by_variant or (not own and not generic)
        out[r[0]] = (score, matched / total if total else 0.0, specific, by_variant)
    return out


# How a word is used, read from its neighbours alone (no tagger: these cues are cheap and rarely wrong).
# After a determiner or possessive, perhaps with one word between, it is a noun ("a book", "a good book",
# "User's book club"; "s" is the piece of "User's" unicode61 leaves); after "to", a modal or a subject,
# and followed by its object, a verb ("to book a hotel", "can you book a flight", "to book things online").
_DETERMINERS = frozenset("a an the my your our their his her its this that these those every each some s".split())
_VERB_BEFORE = frozenset("to can could will would should shall must might may please i we you they".split())
_OBJECT_AFTER = frozenset("a an the my your our their his her some this that these those it me us them things".split())
# A noun after one of these (and a determiner, perhaps) only says when: "phones every Sunday after supper".
_TIME_BEFORE = frozenset("after before during until till".split())


class _WordUse(msgspec.Struct, frozen=True):
    """One word of a text as :func:`_word_uses` reads it."""

    stem: str
    role: str  # "noun", "verb" or "" (no cue)
    modifier: str  # the stem of the word naming which kind it is ("credit" of "a credit card"), or ""
    timed: bool  # the object of a time preposition ("after supper")


def _word_uses(text: str, stems: Sequence[str]) -> list[_WordUse]:
    """Each word of ``text`` (``stems``: its index terms, one a word) with the cues of how it is used.

    Empty when the words and the stems do not line up (a script written without spaces).
    """
    cased = _WORD_RE.findall(text)
    if len(cased) != len(stems):
        return []
    words = [w.lower() for w in cased]
    uses: list[_WordUse] = []
    for i, stem in enumerate(stems):
        before = words[i - 1] if i else ""
        before2 = words[i - 2] if i > 1 else ""
        after = words[i + 1] if i + 1 < len(words) else ""
        described = before2 in _DETERMINERS and before.isalpha() and before not in STOP_WORDS  # "a good ..."
        role = "noun" if before in _DETERMINERS or described else \
            "verb" if before in _VERB_BEFORE and after in _OBJECT_AFTER else ""
        # a name is no compound: "User's daughter Claire", "an old Motorola"
        modifier = stems[i - 1] if before2 in _DETERMINERS and _content_word(cased[i - 1]) and _content_word(cased[i]) \
            else ""
        timed = before in _TIME_BEFORE or (before in _DETERMINERS and before2 in _TIME_BEFORE)
        uses.append(_WordUse(stem=stem, role=role, modifier=modifier, timed=timed))
    return uses


def _content_word(word: str) -> bool:
    """A word that can name a kind of thing: not a stop word, a generic word, a number or a name."""
    return word.isalpha() and word.islower() and word not in STOP_WORDS and word not in GENERIC_WORDS


def _other_sense(memory: Sequence[_WordUse], message: Sequence[_WordUse], terms: Sequence[_Term]) -> bool:
    """Whether every specific word of the message that ``memory`` holds (in the same word, not a variant)
    is used there in another sense than in the message, by the cues of :func:`_word_uses`:

    - a noun in one and a verb in the other ("book a hotel" / "User's book club");
    - in the memory, a word of a compound whose other word the message does not name ("a card" / "a credit
      card"; "a birthday card" names it);
    - in the memory, a time ("after supper"), in the message not ("what should I make for supper?").

    False when there is nothing to judge (no such word, or texts whose words do not line up).
    """
    named = {u.stem for u in message}
    judged = False
    for t in terms:
        if t.generic:
            continue
        held = [u for u in memory if u.stem == t.stem]
        if not held:
            continue
        said = [u for u in message if u.stem == t.stem]
        if not said:
            return False
        for m in held:
            for q in said:
                if not (m.role and q.role and m.role != q.role) and not (m.modifier and m.modifier not in named) \
                        and not (m.timed and not q.timed):
                    return False
        judged = True
    return judged


def _run_share(summary: str, runs: Sequence[str]) -> float:
    """Share of the query's no-space runs that occur in ``summary`` (case-folded)."""
    if not runs:
        return 0.0
    low = summary.casefold()
    return sum(1 for r in runs if r.casefold() in low) / len(runs)
