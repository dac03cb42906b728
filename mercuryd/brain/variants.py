"""Other spellings of a query word that mean the same: irregular verb forms, synonyms.

The porter stemmer joins "dancing" and "dance" but not "buy" and "bought", nor "kids"
and "children". Recall looks each query word up here and matches its variants as the
same term. Only plain, frequent English is listed, and only where a reader would
call the two words the same thing; anything else stays a literal match.
"""

from __future__ import annotations

__all__ = ["ABBREVIATIONS", "owned_only", "same_meaning", "variants"]

# Irregular verbs: base form, then past forms. A query's base form ("did she buy")
# also finds the past forms; past forms that are common words of their own
# ("left", "saw", "found", "rose") are not expanded back, and verbs whose base form is
# mostly a noun ("fall", "spring", "ring", "wind") are left out.
_VERBS = """
arise arose arisen | awake awoke awoken | beat beaten | become became
| begin began begun | bend bent | bind bound | bite bitten | bleed bled | blow blew blown
| break broke broken | breed bred | bring brought | build built | burn burnt | buy bought
| catch caught | choose chose chosen | cling clung | come came | creep crept
| deal dealt | dig dug | draw drew drawn | dream dreamt | drink drank drunk | drive drove driven
| eat ate eaten | feed fed | feel felt | fight fought | find found
| flee fled | fly flew flown | forbid forbade forbidden | forget forgot forgotten
| forgive forgave forgiven | freeze froze frozen | give gave given | go went gone
| grind ground | grow grew grown | hang hung | hear heard | hide hid hidden | hold held
| keep kept | kneel knelt | know knew known | lead led
| leap leapt | learn learnt | leave left | lend lent | lose lost | make made | mean meant
| meet met | pay paid | prove proven | ride rode ridden
| rise rose risen | run ran | say said | see saw seen | seek sought | sell sold | send sent
| shake shook shaken | shine shone | shoot shot | show shown | shrink shrank shrunk
| sing sang sung | sink sank sunk | sit sat | sleep slept | slide slid | speak spoke spoken
| spend spent | spin spun | stand stood | steal stole stolen
| stick stuck | sting stung | strike struck | swear swore sworn | sweep swept | swim swam swum
| swing swung | take took taken | teach taught | tell told | think thought
| throw threw thrown | understand understood | wake woke woken | wear wore worn | weep wept
| win won | write wrote written
"""
# Past forms that are also everyday nouns, adjectives or names: never expanded back.
_AMBIGUOUS = frozenset(
    "bound found ground left lost led meant met rose saw sat shot stuck won bent drunk felt "
    "fed".split()
)
# Words a person uses for the same thing.
_SYNONYMS = """
kid kids child children | mom mum mother mommy mam | dad father daddy
| favorite favourite fav fave | photo photograph picture pic | movie film
| grandma grandmother | grandpa grandfather | husband hubby | buddy pal friend
| vacation holiday | bike bicycle | car automobile | tv television
| summary summaries summarise summarize summarised summarized summarising summarizing
"""

# A general word finds the particular ones it covers, never the other way round: "my
# kid can't sleep" is about the user's son or daughter, but "my son" is not about a
# daughter. (recall38) A teenager too ("how can I help a teenager with exam stress?").
_NARROWER = """
kid kids child children toddler toddlers kiddo kiddos newborn newborns teen teens teenager teenagers : son sons daughter
  daughters
| newborn newborns : pregnant pregnancy expecting
| boss bosses : manager managers supervisor supervisors
| parent parents : mom mum mother dad father
| partner spouse : wife husband girlfriend boyfriend fiance fiancee
| sibling siblings : brother brothers sister sisters
| comic comics : webcomic webcomics
| course courses exam exams : cert certs certificate certificates certification certifications diploma diplomas
| accountant accountants : gestor gestors bookkeeper bookkeepers
| wedding weddings : marry married marrying marriage engaged engagement fiance fiancee
| grandchild grandchildren grandkid grandkids : grandson grandsons granddaughter granddaughters
| grandparent grandparents : grandmother grandmothers grandma grandfather grandfathers grandpa
"""

# Everyday words for the same thing: register (nan, telly, physio), British and American
# (flat/apartment, aubergine/eggplant, nappy/diaper), abbreviations (GP, uni, meds, bday).
# Every group is one a person would call the same for anyone, not words of one store.
# A word with another everyday or technical sense is left out ("doc" a document, "garbage" of garbage collection, "pop" a
# list's pop, "mobile" an app, "chips" fries or crisps or silicon, "lift" a gym's, "shot" a
# photo's, "neighbor" of k-nearest neighbours, "cycling" through a list, "gray" code,
# "program", "organize", "kitty" the terminal, "mummy" the Egyptian one, "trainers" the
# personal ones), and so is a word mostly met in trivia or technical text ("soccer" of the
# World Cup, "smartphone" of a viewport, "physician"), or it goes one way only (below). Recall matches these; the paraphrase probe's
# word check (`same_meaning`) does not: its sets were checked against the words as they
# were when written, and a message that needs one of these words is still counted as
# sharing none (as "kid" and "son" are).
_EVERYDAY = """
grandmother grandmothers grandma grandmas gran granny grannie nana nanna grandmum grandmom
| grandfather grandfathers grandpa grandad granddad grandads gramps grandpop
| grandchild grandchildren grandkid grandkids | aunt aunts auntie aunty aunties
| colleague colleagues coworker coworkers workmate workmates
| flatmate flatmates roommate roommates housemate housemates
| doctor doctors gp gps | physio physios physiotherapist physiotherapists physiotherapy
| therapist therapists counsellor counsellors counselor counselors psychotherapist
| optician opticians optometrist optometrists | vet vets veterinarian veterinarians
| paediatrician pediatrician paediatricians pediatricians | orthopaedic orthopedic
| gynaecologist gynecologist | anaesthetist anesthetist anesthesiologist
| vaccine vaccines vaccination vaccinations vaccinated jab jabs immunisation immunization
| meds medication medications | paracetamol acetaminophen | tummy stomach belly
| glasses spectacles | flu influenza | appointment appointments appt
| apartment apartments | tv television telly | sofa couch settee | garden gardens backyard
| nappy nappies diaper diapers | pram stroller pushchair | daycare creche
| trash rubbish | holiday holidays vacation vacations hols | university uni
| lawyer lawyers attorney attorneys solicitor solicitors | cv résumé
| aubergine aubergines eggplant eggplants | courgette courgettes zucchini zucchinis
| coriander cilantro | prawn prawns shrimp shrimps | sweets candy candies
| takeaway takeaways takeout takeouts | porridge oatmeal | soda sodas fizzy
| breakfast brekkie | sandwich sandwiches sarnie sarnies | veg veggies vegetables
| decaf decaffeinated | petrol gasoline | motorway highway freeway | subway metro
| football footy | fishing angling | hiking hillwalking
| jumper sweater | cat cats moggy moggie | dog dogs pooch doggy doggo
| pup pups puppy puppies | budgie budgies budgerigar parakeet parakeets | bunny bunnies rabbit rabbits
| birthday birthdays bday | christmas xmas
| theatre theater | pyjamas pajamas | jewellery jewelry | chook chooks hen hens
| photos photographs pictures pics
"""
# (recall30) a part of a room names the room ("how long until the new countertop can take a hot pot?" is the kitchen
# being redone), a hawker's is a stall, a shop's takings its accounts, a meatless dish a vegetarian one, boba a bubble
# tea, and a noodle by its name noodles ("my kway teow guy", "ramen").
# (recall31) a general place finds the particular one ("a UK visa" is the trip to England), what is won for work an award
# ("the plaque they gave me"), a gutter collects rainwater, a fertiliser by its name or its shop, a fruit by its variety
# ("the young Hass trees"), and a church by its sermon, its congregation, its minister or its parish.
# One way only: the first word's other everyday sense would bring junk the other way
# ("tap the button", "browser cookies", "empty the trash", "resume the download", "a nursery
# rhyme", "center a div"); or a general word finds the particular one.
_ONE_WAY = """
faucet faucets : tap taps | biscuit biscuits : cookie cookies | rubbish : bin bins
| cv : resume | trousers : pants | arugula : rocket
| bestie besties bff : friend friends | wfh : remote remotely | daycare creche : nursery nurseries
| dog dogs : pup pups puppy puppies | cat cats : kitten kittens kitty | centre : center
| grandmother grandmothers grandma grandmas gran granny grannie nana nanna : nan
| newborn newborns : baby babies | maman : mother mom mum
| countertop countertops worktop worktops benchtop benchtops splashback splashbacks : kitchen kitchens
| hawker hawkers : stall stalls | takings bookkeeping : accounts | meatless : vegetarian vegetarians
| boba : bubble | udon soba ramen somen pho laksa mee bihun beehoon teow : noodle noodles
| uk britain : england scotland wales | trophy trophies medal medals plaque plaques : award awards
| gutter gutters downpipe downpipes downspout downspouts : rainwater
| urea npk dap agrovet agrovets : fertiliser fertilisers fertilizer fertilizers
| hass : avocado avocados | alphonso : mango mangoes mangos | bramley bramleys : apple apples
| sermon sermons congregation congregations pastor pastors vicar vicars parish parishes pew pews : church churches
"""
# Everyday only when someone's: "my nan", "our flat", "my yard", but "the loss is nan", "a flat
# list", "feet in a yard".
# A parent's "my girls", "our boy" are daughters and sons ("a girl in my class" is nobody's).
_OWNED = {"nan": ("grandmother", "grandma", "gran", "granny", "nana", "nanna"),
          "flat": ("apartment", "apartments"), "yard": ("garden", "gardens", "backyard"),
          **dict.fromkeys(("girl", "girls"), ("daughter", "daughters")),
          **dict.fromkeys(("boy", "boys"), ("son", "sons")),
          # ("how do I get my baby to sleep longer?" is the user's own; "baby shower ideas for my friend" is no child's)
          **dict.fromkeys(("baby", "babies"), ("son", "sons", "daughter", "daughters", "pregnant", "pregnancy", "expecting")),
          # Mexican and other Spanish words for the user's people, said of someone ("mi jefa", "my carnal", "my tía"):
          # "jefa"/"jefe" are a mother or a father and a boss; "vieja"/"viejo" a partner or a parent; "tia" a name
          # and "carnal" an English word when no one's
          **dict.fromkeys(("jefa", "jefita"), ("mother", "mom", "mum", "boss", "manager", "supervisor")),
          **dict.fromkeys(("jefe", "jefito"), ("father", "dad", "boss", "manager", "supervisor")),
          "vieja": ("wife", "girlfriend", "partner", "mother", "mom", "mum"),
          "viejo": ("husband", "boyfriend", "partner", "father", "dad"),
          **dict.fromkeys(("carnal", "hermano", "hermanito"), ("brother", "brothers")),
          **dict.fromkeys(("carnala", "hermana", "hermanita"), ("sister", "sisters")),
          **dict.fromkeys(("tía", "tia", "tita"), ("aunt", "aunts", "auntie", "aunty")),
          **dict.fromkeys(("tío", "tio"), ("uncle", "uncles")),
          **dict.fromkeys(("primo", "prima", "primos"), ("cousin", "cousins")),
          **dict.fromkeys(("abuela", "abuelita", "abue"), ("grandmother", "grandma", "gran", "granny", "nana")),
          **dict.fromkeys(("abuelo", "abuelito"), ("grandfather", "grandpa", "grandad")),
          **dict.fromkeys(("hija", "mija", "niña", "nena"), ("daughter", "daughters")),
          **dict.fromkeys(("hijo", "mijo", "niño", "nene"), ("son", "sons")),
          **dict.fromkeys(("casero", "casera"), ("landlord", "landlady")),
          **dict.fromkeys(("perro", "perrito", "perrita", "perra"), ("dog", "dogs", "puppy")),
          **dict.fromkeys(("gato", "gatito", "gata"), ("cat", "cats", "kitten")),
          **dict.fromkeys(("ahijado", "ahijada"), ("godson", "goddaughter", "godchild", "godfather", "godmother")),
          # ... and Korean ones, romanised ("my jangmo", "my hyung", "my halmeoni")
          **dict.fromkeys(("eomma", "omma", "eomeoni", "eomeonim"), ("mother", "mom", "mum")),
          **dict.fromkeys(("abeoji", "abeonim"), ("father", "dad")),
          **dict.fromkeys(("hyung", "hyeong", "oppa"), ("brother",)),
          **dict.fromkeys(("noona", "nuna", "unnie", "eonni"), ("sister",)),
          **dict.fromkeys(("halmeoni", "halmoni", "halmoney"), ("grandmother", "grandma")),
          **dict.fromkeys(("harabeoji", "halabeoji", "harabuji"), ("grandfather", "grandpa")),
          "yeobo": ("wife", "husband", "spouse"),
          "novia": ("girlfriend",), "novio": ("boyfriend",), "esposa": ("wife",),
          **dict.fromkeys(("esposo", "marido"), ("husband",))}
# Abbreviations written in capitals that still mean the words ("my GP", "on TV"): a word in
# capitals is otherwise matched only in capitals ("CAT tool"). (recall31) "a UK visa" is the trip to England, "NPK" and
# "DAP" are fertilisers.
ABBREVIATIONS = frozenset("gp gps tv cv wfh bff vet appt uk npk dap".split())


def _table() -> dict[str, tuple[str, ...]]:
    """Word -> its variants, from the verb groups and the synonym groups above."""
    table: dict[str, list[str]] = {}
    for group in _VERBS.split("|"):
        forms = group.split()
        for word in forms:
            if word != forms[0] and word in _AMBIGUOUS:
                continue
            table.setdefault(word, []).extend(f for f in forms if f != word)
    return _grouped(table, _SYNONYMS, _NARROWER)


def _grouped(table: dict[str, list[str]], both_ways: str, one_way: str) -> dict[str, tuple[str, ...]]:
    """``table`` with the groups of ``both_ways`` (each word a variant of the others) and of ``one_way`` ("a b:c d", the
    words after the colon variants of those before it, not back) added, each word's variants once, in order."""
    for group in both_ways.split("|"):
        words = group.split()
        for word in words:
            table.setdefault(word, []).extend(w for w in words if w != word)
    for group in one_way.split("|"):
        first, then = group.split(":")
        for word in first.split():
            table.setdefault(word, []).extend(then.split())
    return {w: tuple(dict.fromkeys(alts)) for w, alts in table.items() if alts}


def _everyday(base: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """``base`` with the everyday groups and the one-way words added."""
    return _grouped({w: list(alts) for w, alts in base.items()}, _EVERYDAY, _ONE_WAY)


_BASE = _table()
_TABLE = _everyday(_BASE)


def variants(word: str, *, owned: bool = False) -> tuple[str, ...]:
    """Other words recall matches for lower-case ``word``: those that mean the same, and
    for a general word the particular ones it covers (empty if none are listed).
    ``owned``: the message says it of someone ("my nan"), which some words need."""
    if owned and word in _OWNED:
        return _OWNED[word]
    return _TABLE.get(word, ())


def owned_only(word: str) -> bool:
    """Whether ``word`` has variants only when said of someone ("my flat", "her nan")."""
    return word in _OWNED


_BROADER = {w for group in _NARROWER.split("|") for w in group.split(":")[0].split()}
_PARTICULAR = {w for group in _NARROWER.split("|") for w in group.split(":")[1].split()}
_SAME = {w: tuple(a for a in alts if w not in _BROADER or a not in _PARTICULAR) for w, alts in _BASE.items()}


def same_meaning(word: str) -> tuple[str, ...]:
    """Only the other words that mean the same as ``word`` (its verb forms and the synonym
    groups above; not the everyday lexicon, see ``_EVERYDAY``)."""
    return _SAME.get(word, ())
