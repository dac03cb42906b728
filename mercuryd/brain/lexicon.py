"""Small English word lists that let the rules tell a name from a word without capitals.

People type "my daughter thandi starts uni", "im bongani 52", "my name is marcus reed":
a name is then told apart by where it stands (after "my name is", "my daughter", "named")
and by not being an ordinary English word. The lists here are that ordinary vocabulary:
function words, common verbs in all their forms (generated from the base forms below),
adverbs and the adjectives people use of themselves ("im tired", "im new here"). A word
outside them, in a name slot, is taken for a name; capitals, where the writer uses them,
still decide as before.

Also: nationalities ("I am Vietnamese" is where the user is from, never their name).
"""

from __future__ import annotations

import re

FUNCTION_WORDS: frozenset[str] = frozenset(
    """a an the and or but nor so yet if then than that this these those there here who whom whose which what
    when where why how all any both each either neither every some no none not only own same such too very
    i me my mine myself we us our ours you your yours he him his she her hers it its they them their theirs
    one ones about above across after against along among around as at before behind below beneath beside
    between beyond by down during except for from in inside into like near of off on onto out outside over
    past since through throughout till to toward towards under until up upon with within without via per
    am is are was were be been being do does did done doing have has had having will would shall should can
    could may might must ought im ive id ill dont cant wont didnt doesnt isnt wasnt
    just also still even ever never always often sometimes usually really actually maybe perhaps quite
    rather almost already again now then soon later today tonight tomorrow yesterday here there
    yes yeah yep no nope ok okay oh ah hey hi hello well anyway lol haha omg btw tbh ngl fr smh idk pls
    please thanks thank sorry sure right because cause cuz though although while whereas unless whether
    else instead otherwise hence thus therefore however more most less least much many few lot lots bit
    something anything everything nothing someone anyone everyone somebody anybody everybody nobody
    somewhere anywhere everywhere nowhere kinda sorta gonna wanna gotta""".split()
)

# Base forms; every inflection is generated (plays, played, playing).
_VERBS = """
    accept add agree allow answer apply argue arrive ask attend avoid bake be bear beat become begin believe reckon
    belong blame book borrow break bring build burn buy call care carry catch change chat check choose clean
    climb close coach code collect come commute complain consider continue cook cost count cover create cry
    cut dance date deal decide deliver design die dig do drag draw dream dress drink drive drop earn eat edit
    email end enjoy enter explain fail fall feel fight figure fill find finish fish fit fix fly follow forget
    get give go graduate grow guess hand handle hang happen hate have head hear help hike hire hit hold hope
    host hurt improve include join keep kick kill knit know land laugh lead learn leave lend let lie lift like
    listen live look lose love make manage marry matter mean meet mention mind miss move need note notice
    offer open order organize organise own paint park pass pay pick plan plant play post practice practise
    prefer prepare print promise pull push put quit rain raise reach read realize realise receive recommend
    record relax remember rent repair reply report rest retire return ride ring rise run save say see seem
    sell send serve set settle share shoot shop show sign sing sit skate ski sleep smile smoke sound speak
    spend stand start stay step stick stop study suck suggest support suppose surf swim switch take talk
    teach tell text thank think throw touch train travel treat try turn type understand use visit wait wake
    walk want wash watch wear win wish wonder work worry write yell
    pack unpack sort mow hoover vacuum babysit decorate renovate
    boulder box spar
    """.split()
_IRREGULAR = """
    was were been being am is are has had did done does went gone made took taken came saw seen got gotten
    gave given knew known thought told said found left felt kept brought bought caught taught fought sold
    held stood understood ran won lost met paid sent spent built lent meant slept swam sang rang drank ate
    eaten drove driven wrote written rode ridden flew flown threw thrown grew grown drew drawn wore worn tore
    broke broken spoke spoken chose chosen froze woke began begun fell fallen hid hidden shot sat lay lied
    led fed fled dug hung struck stuck shook forgot forgotten forgave quit hit put set cut let cost hurt read
    bore born borne
    """.split()


def _inflect(verb: str) -> set[str]:
    forms = {verb}
    if verb.endswith("e"):
        forms |= {verb + "s", verb + "d", verb[:-1] + "ing"}
    elif re.search(r"[^aeiou]y$", verb):
        forms |= {verb[:-1] + "ies", verb[:-1] + "ied", verb + "ing"}
    elif re.search(r"(?:s|sh|ch|x|z)$", verb):
        forms |= {verb + "es", verb + "ed", verb + "ing"}
    else:
        forms |= {verb + "s", verb + "ed", verb + "ing"}
        if re.search(r"[^aeiou][aeiou][bdgmnprt]$", verb):
            forms |= {verb + verb[-1] + "ed", verb + verb[-1] + "ing"}
    return forms


# the base forms alone ("sell", not "sold", "sells"): what a verb coordinated after another takes its ending from
BASE_VERBS: frozenset[str] = frozenset(_VERBS)
VERBS: frozenset[str] = frozenset(w for v in _VERBS for w in _inflect(v)) | frozenset(_IRREGULAR)

# A past said where its base is meant, to its base: "kept" → "keep" ("I'd rather you kept it short", instructions), "done
# Duolingo" → "do" (a streak's activity, extract_rules); one table for both since twins58 (the regular "-ed" pasts are cut
# by rule where used)
PAST_BASES: dict[str, str] = {
    "wrote": "write", "written": "write", "gave": "give", "kept": "keep", "told": "tell", "spoke": "speak", "left": "leave",
    "made": "make", "stuck": "stick", "began": "begin", "chose": "choose", "said": "say", "put": "put", "done": "do",
    "did": "do", "ran": "run", "swum": "swim", "swam": "swim", "gone": "go", "went": "go", "read": "read", "played": "play"}

# What people say they are ("im tired", "im new here", "im so done"): never a name.
ADJECTIVES: frozenset[str] = frozenset(
    """tired sorry fine good great bad ok new old back home here done busy free sick ill hungry thirsty
    bored stuck lost confused curious nervous excited happy sad glad mad angry upset scared afraid worried
    stressed late early ready sure alone single married divorced pregnant retired broke rich poor young
    old tall short fat thin fit strong weak sober vegan vegetarian pescatarian diabetic prediabetic pre-diabetic coeliac celiac autistic asthmatic epileptic lactose allergic deaf blind disabled
    aware able unable kind nice cool fun funny weird strange normal lucky proud grateful thankful fine
    awake asleep alive dead right wrong wrong serious honest curious interested dying starving exhausted
    freezing hot cold warm big small little huge tiny full empty open closed online offline available
    away off on out up down in over through gone finished total real true full part half whole first last
    next only main big major minor little mostly tough brave shy lazy smart clever quiet loud picky clumsy
    stubborn patient impatient calm chill crazy silly sensitive introverted extroverted organised organized
    messy neat careful competitive creative independent optimistic pessimistic positive negative grumpy
    cranky moody anxious depressed overwhelmed burnt burned okay alright good great fine well unwell sane
    rubbish terrible awful amazing awesome blessed official final hard easy sunny rainy windy cloudy legit rough
    unofficial definite certain possible impossible likely unlikely toxic strict rude sweet gay straight trans
    better worse brilliant nuts bossy fussy clingy chatty tidy dirty stingy cheap petty harsh fair unfair distant
    difficult wild cute pretty ugly handsome dumb stupid odd bright dull sharp gentle firm nosy pushy flaky
    needy abroad overseas nearby local""".split()
)

NATIONALITIES: frozenset[str] = frozenset(
    """american canadian mexican brazilian argentinian argentine chilean colombian peruvian venezuelan cuban
    british english scottish welsh irish french german dutch belgian swiss austrian italian spanish
    portuguese greek turkish polish czech slovak hungarian romanian bulgarian serbian croatian bosnian
    slovenian ukrainian russian belarusian lithuanian latvian estonian finnish swedish norwegian danish
    icelandic chinese japanese korean vietnamese thai filipino filipina indonesian malaysian singaporean
    indian pakistani bangladeshi sri lankan nepali afghan iranian iraqi syrian lebanese jordanian israeli
    palestinian egyptian moroccan algerian tunisian libyan saudi emirati qatari yemeni nigerian ghanaian
    kenyan ethiopian somali ugandan tanzanian rwandan south african zimbabwean zambian cameroonian senegalese
    ivorian congolese sudanese australian kiwi jamaican haitian dominican puerto rican guatemalan honduran
    salvadoran nicaraguan costa rican panamanian ecuadorian bolivian paraguayan uruguayan taiwanese
    mongolian kazakh uzbek georgian armenian azerbaijani
    tongan samoan fijian tahitian papuan hawaiian malawian botswanan namibian mozambican angolan liberian gambian
    malian eritrean burundian mauritian cambodian laotian burmese bhutanese maldivian kuwaiti bahraini omani
    cypriot albanian macedonian montenegrin kosovan moldovan kyrgyz tajik turkmen trinidadian barbadian bajan
    bahamian belizean guyanese surinamese
    kurdish basque catalan galician tamil punjabi sindhi baloch pashtun uyghur tibetan hmong chechen circassian
    assyrian berber amazigh yoruba igbo hausa zulu xhosa maori māori sámi saami inuit persian arab latino latina hispanic
    cornish breton flemish frisian sardinian sicilian corsican faroese""".split()
)
# (the last three lines are peoples rather than states: "I am Kurdish, from Diyarbakır" says who, never a name; the Sámi
# only with the accent or as "Saami": Sami is a given name, "Noor is 4, Sami is 7")
# Faiths and beliefs a person says they are ("I'm Muslim", "a practising Catholic"): who they
# are, never a name.
RELIGIONS: frozenset[str] = frozenset(
    """muslim jewish christian catholic protestant orthodox hindu buddhist sikh jain mormon quaker anglican
    baptist methodist lutheran evangelical atheist agnostic pagan""".split()
)

# Genders and orientations a person says they are ("i'm nonbinary", "im bi"): who they are, never a name.
IDENTITIES: frozenset[str] = frozenset(
    """nonbinary non-binary enby genderqueer genderfluid agender bigender transgender trans cis cisgender intersex
    queer gay lesbian bisexual bi pansexual asexual aromantic demisexual""".split()
)
# the same as a regex alternation, longest first ("non-binary" before "bi")
IDENTITIES_RE = "|".join(re.escape(w) for w in sorted(IDENTITIES, key=len, reverse=True))

_NOT_NAME_SUFFIX = re.compile(r"(?:ing|ed|ly|ness|ment|tion|sion|ful|less|ous|ive|able|ible|ish|est|er's)$")
# First names that end like a word ("hi im emily", "my husband jared", "im ahmed"): names all
# the same when they stand in a name slot
_NAMES_SHAPED_LIKE_WORDS: frozenset[str] = frozenset(
    """emily kelly molly holly sally polly shelly beverly kimberly carly billy milly tilly lilly nelly dolly
    ahmed mohamed mohammed muhammed muhammad jared alfred wilfred winifred mildred khaled saeed rasheed waleed
    javed hamed majed sayed zayed clive olive ernest forrest trish manish ashish harish girish satish
    hamish jagdish nitish anish rajnish
    sterling irving dominic ludovic frederic cedric homer fuller wilder""".split()
)


# Laughter typed in any language ("jaja" in Spanish, "rsrs" and "kkkk" in Portuguese, "hihi", "hehe", "lmao"): never a
# name, though it stands where one would ("my girlfriend jaja, 3 years together")
_LAUGHTER = re.compile(r"(ha|he|hi|ja|je|rs|ks)\1+h?|a?(?:ha){2,}|k{3,}|lo+l+|lmf?ao+|rofl|xd+")


def laughter(word: str) -> bool:
    """Whether a word is a laugh typed out ("jaja", "hahaha", "kkkk", "lol")."""
    return bool(_LAUGHTER.fullmatch(word.lower().strip("'’.,!?")))


def common(word: str) -> bool:
    """Whether a lower-case word is ordinary English vocabulary (a function word, a verb form,
    a common adjective, a number, a nationality, a laugh) rather than a name."""
    w = word.lower().strip("'’.,!?")
    return (w in FUNCTION_WORDS or bool(_LAUGHTER.fullmatch(w)) or w in VERBS or w in ADJECTIVES or w in NATIONALITIES or w in RELIGIONS or w in IDENTITIES
            or not w.isalpha() or _comparative(w)
            or len(w) < 2 or (w not in _NAMES_SHAPED_LIKE_WORDS
                              and ((len(w) > 4 and bool(_NOT_NAME_SUFFIX.search(w))) or (len(w) > 5 and w.endswith("ic")))))


def _comparative(w: str) -> bool:
    """'cheaper', 'nicer', 'bigger', 'happier': an adjective's comparative ("my sister, cheaper rent" names no one)."""
    if len(w) < 5 or not w.endswith("er") or w in _NAMES_SHAPED_LIKE_WORDS:
        return False
    stem = w[:-2]
    return stem in ADJECTIVES or stem + "e" in ADJECTIVES or (stem[-1:] == stem[-2:-1] and stem[:-1] in ADJECTIVES) \
        or (stem.endswith("i") and stem[:-1] + "y" in ADJECTIVES)


def verbish(word: str) -> bool:
    """Whether a word reads as a verb form ("starts", "keeps", "is", "passed")."""
    w = word.lower().strip("'’.,!?")
    return w in VERBS or w in {"is", "was", "has", "had", "does", "did", "can't", "won't", "will", "can", "just"}


# A long "ee", "oe" or "ye" keeps its "e" before "-ing" ("seeing", "canoeing", "eyeing"); "ie" becomes "y" ("lying")
_KEEPS_E = re.compile(r"(?:ee|oe|ye)$")
# One short syllable ending consonant-vowel-consonant doubles its last letter ("swimming", "jogging", "shopping")
_DOUBLES = re.compile(r"^[^aeiou]*[aeiou][bdgmnprt]$")


def gerund(verb: str) -> str:
    """The -ing form of a base verb, as a comparison needs it ("I'd rather cycle than drive" is "prefers cycling
    to driving"): a verb outside the lists is formed by the same spelling rules as one inside them."""
    v = verb.lower()
    if v.endswith("ie"):
        return verb[:-2] + "ying"
    if v.endswith("e") and len(v) > 2 and not _KEEPS_E.search(v):
        return verb[:-1] + "ing"
    if _DOUBLES.match(v) and len(v) <= 4:
        return verb + verb[-1] + "ing"
    return verb + "ing"


def titled(name: str) -> str:
    """A name as a name is written: "marcus reed" → "Marcus Reed" (capitals already there are kept)."""
    return " ".join(w[:1].upper() + w[1:] for w in name.split())


__all__ = ["ADJECTIVES", "FUNCTION_WORDS", "NATIONALITIES", "RELIGIONS", "VERBS", "common", "gerund", "titled", "verbish"]
