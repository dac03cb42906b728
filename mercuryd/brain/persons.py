"""Find the people a first-person English sentence mentions, for the rules extractor.

A name counts only when something ties it to a person: a relation word ("my sister
Anna", "Anna is my wife", "my manager, Bob"), a social frame ("Bob from work", "lunch
with Carla", "I met Tom") or marriage ("I'm married to Sofia"). A bare capitalised word
is never a person: companies, products, places, languages, days and months are the
usual capitalised words in chat, and storing "Google" as a person is a known bug of the
anchors (docs/extraction.md, "People").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mercuryd.brain.candidate import PET_KINDS, RELATIONS, PersonMention
from mercuryd.brain.lexicon import ADJECTIVES, RELIGIONS, common

# "User's cat Mochi died last week", "User's grandad passed away on Monday": who died, at the head (the
# write path makes what was said of them in the present history; recall's family kinds leave the death out)
DIED = re.compile(r"^User's\s+(?P<rel>(?:best\s+|late\s+)?[a-z][\w-]*)\s+(?:(?P<name>(?-i:[A-Z])[\w'’-]*)\s+)?(?:has\s+|had\s+|sadly\s+|just\s+)*"
                  r"(?:died|passed\s+away|was\s+put\s+down|had\s+to\s+be\s+put\s+down"
                  # "passed" alone only as a death ("passed on Monday", not "passed his driving test")
                  r"|passed(?=\s*(?:$|[,.;]|\s+(?:on|in|last|this|yesterday|today|recently|peacefully|suddenly|at|early|late)\b"
                  # ("… passed around 2024", "… passed two years ago": when, as the write path dates it)
                  r"|\s+(?:(?:around|about)\s+)?(?:1[89]|20)\d\d\b|\s+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten"
                  r"|a\s+few|a\s+couple\s+of|several)\s+(?:days?|weeks?|months?|years?)\s+ago\b)))\b")

# Capitalised words that are never a person's name.
NOT_NAMES: frozenset[str] = frozenset(
    """
    i me my mine we us our you your he him his she her they them their it its this that these
    those there here who what when where why how which whose the a an and or but so if then
    mr mrs ms dr prof sir madam mom mum dad someone somebody nobody everyone everybody anyone
    nothing something everything anything none all both each every some no yes ok okay hi
    hello hey thanks lunch dinner breakfast coffee work home school today tomorrow yesterday
    monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december christmas easter
    english spanish french german italian portuguese dutch russian chinese japanese korean
    arabic hindi hebrew greek polish swedish norwegian danish finnish turkish mandarin
    cantonese latin american british canadian australian european asian african
    tongue
    time times days era
    """.split()  # ("… from my grandfather time", "since my grandmother days": a time said after a relative, not a name)
) | RELIGIONS
# ... of them, the names of products and brands: a pet may be called one ("my cat Pixel", "our dog Java")
PRODUCT_NAMES: frozenset[str] = frozenset(
    """
    python java javascript typescript rust go golang ruby php swift kotlin scala haskell
    elixir erlang clojure julia perl lua dart zig ocaml fortran cobol sql html css bash zsh
    google alphabet apple microsoft amazon aws azure meta facebook instagram whatsapp twitter
    linkedin youtube netflix spotify uber lyft airbnb tesla nvidia intel amd ibm oracle
    samsung sony openai anthropic chatgpt claude gemini copilot github gitlab bitbucket slack
    discord zoom teams notion obsidian evernote trello jira asana figma canva excel word
    powerpoint outlook gmail office docker kubernetes linux windows macos mac ubuntu debian
    fedora android ios iphone ipad macbook pixel chrome firefox safari edge vim neovim emacs
    vscode postgres postgresql mysql sqlite mongodb redis react vue svelte angular django
    flask rails node nodejs deno stripe paypal shopify salesforce dropbox reddit tiktok
    telegram signal pinterest twitch steam playstation xbox nintendo kindle lego ikea
    starbucks mcdonalds walmart target costco
    """.split()
)
NOT_NAMES = NOT_NAMES | PRODUCT_NAMES
_PETS = frozenset({"dog", "cat", "rabbit", "hamster", "parrot", "horse", "pony", "tortoise", "ferret", "budgie", "puppy",
                   "kitten", "guinea pig", "bunny", "snake", "lizard", "gecko", "chicken", "hen", "goat"})

_NAME_TOKEN = re.compile(r"[^\W\d_][\w'’-]*")
_ADJ = r"(?:(?:older|younger|little|big|baby|twin|elder|oldest|youngest|eldest|new|old|dear|late|step|ex)[ -])?"
_REL = "|".join(re.escape(r) for r in sorted(RELATIONS, key=len, reverse=True))
# ("we've cancelled Rome, my mum's back in hospital": what is cancelled or booked is a trip, not the person after it)
_NOT_BEFORE = frozenset({"at", "for", "in", "to", "from", "on", "near", "of", "by", "the", "a", "an", "cancelled", "canceled",
                         "cancel", "booked", "postponed"})

# "my sister Anna", "my manager, Bob", "my wife is Anna", "my sister's name is Anna"
# "my youngest, Noah": a child, said by their place among the children
_BIRTH_ORDER = {"youngest": "child", "oldest": "child", "eldest": "child"}
# what a teacher of the user's teaches, said before the role: "my chem tutor", "my piano teacher", "my swim coach",
# "my driving instructor", "my grief counsellor"
_TAUGHT_ROLES = ("tutor", "teacher", "coach", "therapist", "instructor", "counsellor", "counselor")
_SUBJECT_TAUGHT = rf"(?:(?!(?:new|old|ex|former|favourite|favorite|real|best)\b)[a-z]+\s+(?=(?:{'|'.join(_TAUGHT_ROLES)})\b))?"
_MY_REL = re.compile(
    rf"\b(?:my|our)\s+(?P<adj>{_ADJ}){_SUBJECT_TAUGHT}(?P<rel>{_REL}|youngest|oldest|eldest)(?P<sep>'s name is\s+|\s+is\s+(?:(?:a|an)\s+(?:guy|man|woman|lady|bloke|girl|chap|fella|fellow)\s+)?(?:called\s+|named\s+)?|\s+(?:called|named)\s+|,\s*|\s+)(?=\S)",
    re.IGNORECASE,
)
# "my sister's son Leo", "my husband's mum Mary", "my partner's mother, Mary": a relative's relative, by name
_MY_RELS_REL = re.compile(
    rf"\b(?:my|our)\s+(?P<rel1>{_REL})['’]s\s+(?P<adj>{_ADJ})(?P<rel>{_REL})(?P<sep>\s+is\s+(?:called\s+|named\s+)?|\s+(?:called|named)\s+|,\s*|\s+)(?=\S)",
    re.IGNORECASE,
)
_IN_LAW = {"mother": "mother-in-law", "mum": "mother-in-law", "mom": "mother-in-law", "father": "father-in-law", "dad": "father-in-law",
           "sister": "sister-in-law", "brother": "brother-in-law"}
_SPOUSES = frozenset("husband wife spouse".split())
_SIBLINGS = frozenset("sister brother".split())
_CHILDREN = frozenset("son daughter".split())
_PARENTS = frozenset("mother mum mom father dad".split())


def relatives_relation(rel1: str, rel2: str) -> str:
    """What a relative's relative is to the user: "husband"+"mum" -> "mother-in-law", "sister"+"son" -> "nephew",
    "son"+"daughter" -> "granddaughter", "mum"+"sister" -> "aunt"; any other pair says whose it is ("partner's mother")."""
    rel1, rel2 = rel1.lower(), rel2.lower()
    if rel1 in _SPOUSES and rel2 in _IN_LAW:
        return _IN_LAW[rel2]
    if rel1 in _SIBLINGS and rel2 in _CHILDREN:
        return "nephew" if rel2 == "son" else "niece"
    if rel1 in _CHILDREN | {"kid", "child"} and rel2 in _CHILDREN:
        return "grand" + rel2
    if rel1 in _CHILDREN and rel2 in {"wife", "husband"}:
        return "daughter-in-law" if rel2 == "wife" else "son-in-law"
    if rel1 in _PARENTS and rel2 in _SIBLINGS:
        return "aunt" if rel2 == "sister" else "uncle"
    return f"{rel1}'s {rel2}"


_TITLE = re.compile(r"(?:Dr|Prof|Professor|Mr|Mrs|Ms|Miss)\.?\s+(?=(?-i:[A-Z]))")
# "Anna is my wife", "Bob, my manager,", "Anna's my sister"; never a relative's relative ("Tom is my sister's husband",
# "Tom is my daughter Elif's boyfriend": not the user's sister or daughter)
_REL_AFTER = re.compile(
    rf"(?P<sep>\s+is\s+|'s\s+|,\s*|\s+\(|\s+-\s+)my\s+(?P<adj>{_ADJ})(?P<rel>{_REL})\b"
    r"(?!['’]s\b)(?!\s+(?-i:[A-Z])[\w-]*['’]s\b)(?!\s+tongue\b)", re.IGNORECASE  # ("Yoruba is my mother tongue": a language)
)
# "my kids Sasha (15) and Misha (17)", "my sisters Ana, Bea and Carla": each name, the relation in the singular
PLURAL_RELATIONS: dict[str, str] = {"kids": "kid", "children": "child", "sons": "son", "daughters": "daughter", "sisters": "sister",
                                    "brothers": "brother", "twins": "child", "triplets": "child", "grandkids": "grandkid", "grandchildren": "grandchild",
                                    "boys": "son", "girls": "daughter", "flatmates": "flatmate", "housemates": "housemate",
                                    "roommates": "roommate"}
_MY_PLURAL = re.compile(
    r"\b(?:my|our)\s+(?:(?:two|three|four|twin|little|older|younger)\s+)?(?P<rel>"
    + "|".join(PLURAL_RELATIONS) + r")\s*[,:]?\s+(?P<are>are\s+)?(?=(?-i:[A-Z]))", re.IGNORECASE)
# a word that says what someone is like, not who ("my kids are Lovely and Kind", capitals for emphasis)
_DESCRIBING = re.compile(r"[a-z]{2,}(?:ly|ful|ous|ive|ing|less|able|ible)")
# after a name in a list of relatives, an age: "Sasha (15)", "Sasha, 15, and Misha", "Lose 15, Tevita 11 and Ana 6"
_AGE_AFTER = re.compile(r"\s*\(\d{1,2}\)|\s*,\s*\d{1,2}\b(?=\s*(?:,|and\b))|\s+\d{1,2}\b(?=\s*(?:,|and\b|[.!?]|$))")
# "Bob from work", "Carla from the gym"
_FROM_PLACE = re.compile(
    r"\s+from\s+(?P<where>work|the office|my office|my team|my old job|my last job|school|college|uni"
    r"|university|the gym|church|class|my class|book club|yoga|the lab)\b",
    re.IGNORECASE,
)
_WORK_PLACES = frozenset({"work", "the office", "my office", "my team", "my old job", "my last job", "the lab"})
# "Back from work, so tired", "Fresh from the gym": where the user has just come from, said first; no one named
_COME_FROM = frozenset({"back", "home", "fresh", "straight"})
# "I'm married to Sofia", "I'm engaged to Sam", "I'm dating Alex"
_MARRIED = re.compile(r"^(?:i'm|i am|i've been|i have been)\s+(?P<how>married to|engaged to|dating)\s+", re.IGNORECASE)
# "I have a brother named Luis"
_HAVE_NAMED = re.compile(
    rf"\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|\s+got|\s+adopted|\s+rescued|\s+bought)\s+(?:a|an|one|two)\s+(?P<adj>{_ADJ})"
    rf"(?:(?:border|golden|german|jack|cocker|springer|french|tabby|black|white|ginger|rescue)\s+)?"
    # ("a pit mix puppy named Biscuit", "a collie cross called Bramble": a mixed breed before the kind)
    r"(?:(?:[a-z]+\s+)?(?:mix|cross)\s+)?"
    rf"(?P<rel>{_REL})"
    r"(?:\s+(?:puppy|pup|kitten))?\s+(?:named|called)\s+",
    re.IGNORECASE,
)
# Social frames that put a name right after them: "went hiking with Tom", "I met Tom".
_SOCIAL = re.compile(
    r"\b(?:(?:went|go|going|had|have|having|hung out|hang out|played|play|chatted|talked|spoke|caught up"
    r"|met up|travel(?:l)?ed|cooked|studied|walked|danced|ate|celebrated|stayed)\b[^.,;]{0,30}?\bwith"
    r"|\b(?:i|we)\s+(?:just\s+|finally\s+|also\s+)?(?:met|called|texted|emailed|messaged|phoned|visited))\s+",
    re.IGNORECASE,
)


# Relations a person usually has one of: "my mom" names one person even without a name,
# "my friend" does not. The value is the relation stored for such a person.
# What a grandparent is called at home ("Nan", "Grandad"): there may be two grandmothers, but the
# one called "Nan" is one person while only one is known by that word ("Nan" and "Gran" stay two).
CALLED_AT_HOME: frozenset[str] = frozenset(
    "nan nana nanna nanny gran granny grandma gramma grandad granddad grandpa gramps grampa".split())
UNIQUE_RELATIONS: dict[str, str] = {
    "mom": "mom", "mum": "mom", "mother": "mom", "mama": "mom",
    "dad": "dad", "father": "dad", "papa": "dad",
    "wife": "wife", "husband": "husband", "partner": "partner", "spouse": "spouse",
    "girlfriend": "girlfriend", "boyfriend": "boyfriend", "fiancé": "fiancé", "fiancee": "fiancé",
    "fiancée": "fiancé", "fiance": "fiancé",
    "boss": "boss", "manager": "boss", "stepmother": "stepmother", "stepfather": "stepfather",
    "stepmom": "stepmother", "stepmum": "stepmother", "step-mom": "stepmother", "step-mum": "stepmother",
    "stepdad": "stepfather", "step-dad": "stepfather",
    "missus": "wife", "missis": "wife", "hubby": "husband",
    "therapist": "therapist", "landlord": "landlord", "landlady": "landlord", "advisor": "advisor",
    "supervisor": "advisor", "accountant": "accountant",
    # the same person called by another country's or trade's word ("my gestor Javier" in Spain)
    "bookkeeper": "accountant", "gestor": "accountant", "tax adviser": "accountant", "tax advisor": "accountant", "dentist": "dentist", "lawyer": "lawyer",
    "solicitor": "lawyer", "mother-in-law": "mother-in-law", "father-in-law": "father-in-law",
}
_MY_UNIQUE = re.compile(
    # (not "my mother tongue": a language, no one)
    r"\bmy\s+(?P<rel>" + "|".join(sorted(set(UNIQUE_RELATIONS) | CALLED_AT_HOME, key=len, reverse=True)) + r")\b(?!'s\s+name)"
    r"(?!\s+tongue\b)",
    re.IGNORECASE,
)


# Where a relative stands in the user's family, however called: two people of one first name in two such places are two
# people ("my uncle Chidi" and "my husband Chidi"; "my colleague Tunde" and "my brother Tunde").
_FAMILY_PLACES: dict[str, str] = {
    **dict.fromkeys("wife husband partner spouse girlfriend boyfriend fiancé fiancée fiancee fiance hubby missus".split(), "partner"),
    **dict.fromkeys("mother mom mum mama father dad papa stepmother stepfather stepmom stepmum stepdad".split(), "parent"),
    **dict.fromkeys("son daughter child kid stepson stepdaughter".split(), "child"),
    **dict.fromkeys("sister brother sibling stepsister stepbrother".split(), "sibling"),
    **dict.fromkeys("grandmother grandma grandfather grandpa".split() + sorted(CALLED_AT_HOME), "grandparent"),
    **dict.fromkeys("grandson granddaughter grandkid grandchild".split(), "grandchild"),
    **dict.fromkeys("aunt auntie aunty uncle".split(), "aunt or uncle"),
    **dict.fromkeys("niece nephew".split(), "niece or nephew"),
    "cousin": "cousin",
    **dict.fromkeys(("mother-in-law", "father-in-law"), "parent-in-law"),
    **dict.fromkeys(("sister-in-law", "brother-in-law"), "sibling-in-law"),
    **dict.fromkeys(("son-in-law", "daughter-in-law"), "child-in-law"),
}
# ... and the people the user works with, who are no relative of theirs (a friend, a flatmate, a neighbour may be)
_AT_WORK = frozenset({*"colleague coworker co-worker boss manager supervisor client employee apprentice cofounder co-founder".split(),
                      "line manager", "business partner"})


def family_place(relation: str | None) -> str | None:
    """Where ``relation`` stands in the user's family ("mum" and "mother" -> "parent", "hubby" -> "partner", a former or
    late one in the place it was: "ex-wife" -> "partner"); None for anyone else (a friend, a colleague)."""
    rel = " ".join((relation or "").lower().split())
    rel = re.sub(r"^(?:ex-|former\s+|late\s+)", "", rel)
    return _FAMILY_PLACES.get(rel) or _FAMILY_PLACES.get(rel.rsplit(" ", 1)[-1]) if rel not in _AT_WORK else None


def two_people(relation: str | None, known: str | None) -> bool:
    """A name said with ``relation`` is not the person of that name known as ``known``: a relative of another place in
    the family ("husband" and "uncle"), or a relative and someone of the user's work ("brother" and "colleague").
    A partner and a friend or colleague, or a relation not said, may be one person."""
    place, was = family_place(relation), family_place(known)
    if not relation or not known or place == was or (place in (None, "partner") and was in (None, "partner")):
        return False
    other, other_relation = (was, known) if place not in (None, "partner") else (place, relation)
    return other is not None or " ".join(other_relation.lower().split()) in _AT_WORK


def relation_title(relation: str) -> str:
    """The name of a person known only by relation: "mom" → "Mom", "boss" → "Boss"."""
    return relation[:1].upper() + relation[1:]


@dataclass(frozen=True, slots=True)
class Mention:
    """A person found in a clause, with how they were found.

    ``kind`` is ``relation`` (tied by a relation word), ``from`` ("Bob from work"),
    ``married`` or ``social`` (no relation known). ``start``/``end`` span the phrase;
    ``detail`` is the separator after "my <relation>" ("is", ",", "after"…) or, for
    ``from``, the place ("work"), which decides how the relationship is phrased.
    """

    person: PersonMention
    kind: str
    start: int
    end: int
    detail: str = ""


# Sentence adverbs that open a clause capitalised ("Thankfully, my son's ok"): never a name.
_ADVERB = re.compile(r"(?:fully|ously|ately|ently|antly|ingly|edly|ally|ily|ively|ibly|ably)$")


# Given names that are also a non-name of the list above (a programming language, a month):
# a name only in a slot that holds a name ("my sister Julia", "my name is Ruby", "I'm Ruby").
GIVEN_NAMES_TOO: frozenset[str] = frozenset("ruby julia april may june july august".split())
_MONTH_NAMES = frozenset("april may june july august".split())


def _describes(name: str) -> bool:
    """Whether a word after "my kids are" says what they are like: a common adjective ("Kind", "Clever") or one by
    its ending ("Lovely", "Wonderful", "Exhausting"), not a given name shaped like a word ("Emily", "Lily")."""
    low = name.lower()
    return low not in GIVEN_NAMES_TOO and common(low) and (low in ADJECTIVES or bool(_DESCRIBING.fullmatch(low)))


def is_name_word(word: str, *, slot: bool = False, pet: bool = False) -> bool:
    """Whether a token can be (part of) a person's name: capitalised, not a known non-name
    nor a sentence adverb ("Thankfully", "Luckily"; "Emily" and "Lily" are too short to be one).
    ``slot``: the word stands where a name stands (after "my sister"), so "Julia" is one; ``pet``: after "my cat", so
    a product's name ("Pixel") is one too."""
    low = word.lower().strip("'’")
    return (bool(word) and word[0].isupper() and (low not in NOT_NAMES or (slot and low in GIVEN_NAMES_TOO)
                                                 or (pet and low in PRODUCT_NAMES))
            and not word.isupper() and not (len(low) >= 7 and _ADVERB.search(low)))


# a surname with its particle in lower case, after a given name: "Hendrik de Vries", "Anke van der Berg", "Ana da Silva"
_PARTICLE_SURNAME = re.compile(r"[ ](?P<particle>van der|van den|van de|von der|de la|van|von|de|der|den|da|di|del|della|dos|das|du"
                               r"|ten|ter|bin|ibn) (?P<surname>[^\W\d_][\w'’-]*)")


def name_at(text: str, pos: int, *, possessive: bool = False, slot: bool = False, pet: bool = False) -> tuple[str, int] | None:
    """The name starting at ``pos`` (one or two capitalised words) and where it ends.
    ``possessive``: "Funmi's" is the name Funmi (after a relation word: "my sister Funmi's wedding").
    ``slot``: a relation word comes before, so a given name that is also a word ("Julia") is one."""
    if possessive:
        m = re.compile(r"([^\W\d_][\w-]*)['’]s\b").match(text, pos)
        if m and is_name_word(m.group(1), slot=slot, pet=pet):
            return m.group(1), m.end(1)
    first = _NAME_TOKEN.match(text, pos)
    if not first or not is_name_word(first.group(), slot=slot, pet=pet):
        return None
    if first.group().lower() in _MONTH_NAMES and re.match(r"\s*(?:\d|the\s+\d)", text[first.end():]):
        return None  # "I saw my sister May 3rd": a date, not aunt May
    name, end = first.group(), first.end()
    second = re.compile(r"[ ]([^\W\d_][\w'’-]*)").match(text, end)
    if second and is_name_word(second.group(1)):
        name, end = f"{name} {second.group(1)}", second.end()
    elif (joined := _PARTICLE_SURNAME.match(text, end)) and is_name_word(joined["surname"]):
        name, end = f"{name} {joined['particle']} {joined['surname']}", joined.end()  # "Hendrik de Vries"
    if name.endswith(("'s", "’s")):
        return None  # a possessive ("Acme's team") is usually an organisation
    return name, end


def name_before(text: str, end: int) -> tuple[str, int] | None:
    """The name that ends at ``end`` (one or two capitalised words) and where it starts."""
    tokens = list(re.finditer(r"[^\W\d_][\w'’-]*", text[:end]))
    if not tokens or tokens[-1].end() != end or not is_name_word(tokens[-1].group()):
        return None
    start = tokens[-1].start()
    if len(tokens) > 1 and is_name_word(tokens[-2].group()) and text[tokens[-2].end() : start] == " ":
        start = tokens[-2].start()
    words = text[:start].split()
    if words and words[-1].lower().strip(",") in _NOT_BEFORE:
        return None  # "at Google", "to Paris", "for Morgan Stanley"
    return text[start:end], start


def _canonical_relation(rel: str, adj: str = "") -> str:
    """The relation word as stored: lower-case, single spaces ("Best  Friend" -> "best friend");
    a former one keeps its "ex-" ("my ex wife Elena" is no wife of the user's)."""
    rel = " ".join(rel.lower().split())
    rel = PET_KINDS.get(rel, rel)
    adj = adj.strip(" -").lower()
    # "my late husband Donald" died: no spouse of the user's now, as an ex is not
    return f"ex-{rel}" if adj == "ex" else f"late {rel}" if adj == "late" else rel


# a name said as a style after it: "Cesária style", "Audrey Hepburn-style", "Peppa Pig themed"
_NAMED_STYLE = re.compile(r"\s*-?\s*(?:style|styled|fashion|themed|inspired|esque)\b", re.I)


def find_persons(clause: str) -> list[Mention]:
    """Every person a clause mentions, relation-tied ones first, one per name."""
    found: list[Mention] = []
    for m in _MY_REL.finditer(clause):
        title = _TITLE.match(clause, m.end())  # "my supervisor Prof. Keller", "my GP, Dr Shah": the name after the title
        hit = name_at(clause, title.end() if title else m.end(), possessive=True, slot=True,
                      pet=_canonical_relation(m.group("rel")) in _PETS)
        if hit and _NAMED_STYLE.match(clause, hit[1]):
            continue  # "songs from my grandmother, Cesária style": a style named after someone, not the relative's name
        if hit:
            rel = _canonical_relation(m.group("rel"), m.group("adj"))
            rel = _BIRTH_ORDER.get(rel, rel)
            sep = m.group("sep").strip().lower()
            sep = "is" if sep.startswith("is ") else sep  # "is called", "is a guy called": who they are
            found.append(Mention(PersonMention(name=hit[0], relation=rel), "relation", m.start(), hit[1], sep))
    for m in _MY_RELS_REL.finditer(clause):
        hit = name_at(clause, m.end(), possessive=True, slot=True)
        if hit:
            rel = _canonical_relation(relatives_relation(m.group("rel1"), m.group("rel")), m.group("adj"))
            sep = m.group("sep").strip().lower()
            found.append(Mention(PersonMention(name=hit[0], relation=rel), "relation", m.start(), hit[1],
                                 "is" if sep.startswith("is") else sep))
    for m in _MY_PLURAL.finditer(clause):
        rel, pos = PLURAL_RELATIONS[m.group("rel").lower()], m.end()
        named: list[Mention] = []
        while (hit := name_at(clause, pos)) is not None:
            named.append(Mention(PersonMention(name=hit[0], relation=rel), "relation", m.start(), hit[1], "plural"))
            after = _AGE_AFTER.match(clause, hit[1])
            pos = after.end() if after else hit[1]
            joiner = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+").match(clause, pos)
            if joiner is None:
                break
            pos = joiner.end()
        if m.group("are") and any(_describes(n.person.name) for n in named):
            continue  # "my kids are Lovely and Kind": what they are like ("my kids are Maya and Leo" names them)
        found += named
    for m in _REL_AFTER.finditer(clause):
        hit = name_before(clause, m.start())
        if hit and m.group("sep").strip() == "," and re.match(r" (?-i:[A-Z])", clause[m.end():m.end() + 2]) \
                and name_at(clause, m.end() + 1, slot=True):
            continue  # "Olha, my younger daughter Inês is pregnant": the relative is named after; before is a call
        if hit:
            rel = _canonical_relation(m.group("rel"), m.group("adj"))
            found.append(Mention(PersonMention(name=hit[0], relation=rel), "relation", hit[1], m.end(), "after"))
    for m in _HAVE_NAMED.finditer(clause):
        hit = name_at(clause, m.end())
        if hit:
            rel = _canonical_relation(m.group("rel"), m.group("adj"))
            found.append(Mention(PersonMention(name=hit[0], relation=rel), "relation", m.start(), hit[1], "named"))
    married = _MARRIED.match(clause)
    if married and (hit := name_at(clause, married.end())):
        how = married.group("how").lower()
        rel = "partner" if how == "dating" else ("spouse" if "married" in how else "fiancé")
        found.append(Mention(PersonMention(name=hit[0], relation=rel), "married", 0, hit[1]))
    for m in _FROM_PLACE.finditer(clause):
        hit = name_before(clause, m.start())
        if hit and hit[0].lower() not in _COME_FROM:
            where = m.group("where").lower()
            found.append(Mention(PersonMention(name=hit[0], relation="colleague" if where in _WORK_PLACES else None), "from", hit[1], m.end(), m.group("where")))
    for m in _SOCIAL.finditer(clause):
        hit = name_at(clause, m.end())
        if hit:
            found.append(Mention(PersonMention(name=hit[0], relation=None), "social", m.end(), hit[1]))
    return _unique(found)


def relation_only(clause: str) -> list[Mention]:
    """People named only by a one-of-a-kind relation ("my mom", "my boss"), as persons whose
    name is the relation ("Mom"): the same person in every conversation that says so."""
    out = []
    for m in _MY_UNIQUE.finditer(clause):
        if name_at(clause, m.end() + len(clause[m.end():]) - len(clause[m.end():].lstrip(" ,"))):
            continue  # "my mom Linda": a named person
        word = m.group("rel").lower()
        rel = UNIQUE_RELATIONS.get(word, word)  # "my nan": the one called Nan (CALLED_AT_HOME)
        out.append(Mention(PersonMention(name=relation_title(rel), relation=rel), "relation-only", m.start(), m.end()))
    return out


def _unique(found: list[Mention]) -> list[Mention]:
    """One mention per name; a relation-tied mention beats a bare one."""
    rank = {"relation": 0, "married": 0, "from": 1, "social": 2}
    best: dict[str, Mention] = {}
    for mention in sorted(found, key=lambda m: (rank[m.kind], m.start)):
        key = mention.person.name.lower()
        first = key.split()[0]
        if key in best or any(k.split()[0] == first for k in best):
            continue
        best[key] = mention
    return sorted(best.values(), key=lambda m: m.start)


def subject_taught(said: str, relation: str) -> str | None:
    """What a teacher, tutor, coach or therapist of the user's, named in ``said``, is of: "my piano teacher is called
    Anna" -> "piano", "my new swim coach Gary" -> "swim"; None when it is not said ("my teacher Anna")."""
    if relation not in _TAUGHT_ROLES:
        return None
    m = re.search(rf"\b(?:my|our)\s+{_ADJ}(?P<what>{_SUBJECT_TAUGHT}){relation}\b", said, re.I)
    return m["what"].strip().lower() if m and m["what"] else None
