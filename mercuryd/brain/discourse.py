"""What a conversation has mentioned so far, so a fact can say who "she" is and where "there" is.

The rules extractor reads a conversation clause by clause. Before a clause is matched,
:meth:`Discourse.resolve` puts the antecedents back into it, in the first person:
"I call her every Sunday" after "my mom lives in Gdańsk" becomes "I call my mom every
Sunday"; "I want to fly the family there for her birthday" becomes "... to Gdańsk for my
mom's birthday"; "I use it for crosswords" after "set up an iPad for me" becomes "I use
the iPad for crosswords". A pronoun with no antecedent (or with two that fit) is left
in place, and the fact read from the clause is then dropped by the standalone check.
:meth:`Discourse.observe` records what a clause mentions (people by relation or name,
places, named things), most recent last.

Gender comes only from relation words (mom, husband…); a person known by name alone
answers both "he" and "she" when nobody else could.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from mercuryd.brain.candidate import RELATIONS
from mercuryd.brain.persons import CALLED_AT_HOME, NOT_NAMES, UNIQUE_RELATIONS, find_persons, is_name_word

# relatives a person may have several of, who "he" or "she" is right after they are spoken of
_ONE_OF_SEVERAL = frozenset("son daughter brother sister grandson granddaughter brother-in-law sister-in-law son-in-law"
                            " daughter-in-law".split())

FEMALE = frozenset(
    "mom mum mother mama sister wife daughter grandma grandmother granny girlfriend aunt niece fiancée fiancee"
    " granddaughter stepmother stepdaughter stepsister nan nana nanna gran grannie stepmum stepmom"
    " sister-in-law mother-in-law daughter-in-law".split()
)
MALE = frozenset(
    "dad father papa brother husband son grandpa grandfather boyfriend uncle nephew fiancé fiance grandson"
    " stepfather stepson stepbrother grandad granddad gramps grampa stepdad"
    " brother-in-law father-in-law son-in-law".split()
)
_REL_WORDS = "|".join(sorted((RELATIONS | FEMALE | MALE | set(UNIQUE_RELATIONS)), key=len, reverse=True))
_MY_RELATION = re.compile(r"\bmy\s+(?:(?:older|younger|little|big|baby|twin|new|old|late)\s+)?(?P<rel>" + _REL_WORDS + r")\b", re.I)
_PLACE = re.compile(
    r"\b(?:in|to|near|from|around|outside|visiting|visit|visited)\s+(?P<place>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})"
)
_THING = re.compile(r"(?P<det>\b(?:an?|the|my)\s+)?(?P<thing>\b[a-z]*[A-Z][\w+#.-]*(?:\s+[A-Z][\w+#.-]*){0,2})")
# a pursuit taken up, said by what is done ("I started sea swimming", "I've taken up wild camping")
_PURSUIT_TAKEN_UP = re.compile(r"\b(?:started|began|took\s+up|taken\s+up|tried|joined)\s+(?P<what>(?:[a-z]+\s+)?[a-z]{3,}ing)\b"
                               # (not one with its object after it: "started learning Rust. I love it" is Rust)
                               r"(?!\s+(?:[A-Z]|(?:the|a|an|my|our|some)\s))")
_SELF_NAMED = re.compile(r"\b(?:i'm|i’m|i\s+am|im|my\s+name\s+is|my\s+name's|call\s+me)\s+$", re.I)
_NOT_THINGS = frozenset(
    """i i'm i've i'd i'll user monday tuesday wednesday thursday friday saturday sunday january february march
    april may june july august september october november december christmas easter ok okay
    god goodness heavens allah""".split()  # ("thank God the house is fine": no thing "it" means after)
)
# A name said to the listener ("Yum, Nate!", "Thanks for the recipe, Nate"): who is spoken
# to, never a thing "it" could mean.
_INTERJECTION = (r"hey|hi|hello|yum|yummy|wow|woah|whoa|thanks|thank you|cool|yes|yeah|yep|oh|congrats"
                 r"|congratulations|sorry|ok|okay|haha|lol|yay|nice|great|awesome|sure|bye|aw+|ah+|hmm+|well|right"
                 r"|omg|cheers|morning|good morning|night|good night|dear|love you|miss you|see you|take care")
_ADDRESS = re.compile(
    rf"^\W*(?:(?i:{_INTERJECTION})\s*[,!.]?\s+)?(?P<a>[A-Z][a-z]+)\s*[!?.,]*\s*$"
    rf"|^\W*(?i:{_INTERJECTION})\s*,?\s+(?P<b>[A-Z][a-z]+)\s*[!,]"
    r"|,\s*(?P<c>[A-Z][a-z]+)\s*[!?.]*\s*$"
)
# A place named as one: "Seattle is definitely a great city", "Lisbon was such a lovely town".
_PLACE_SUBJECT = re.compile(
    r"(?:^|[,.!?]\s+|\b(?:and|but)\s+)(?P<place>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2})\s+(?:is|was|'s)\s+"
    r"(?:[\w'-]+\s+){0,5}?(?:city|town|country|place|state|island|village|capital|region|spot)\b"
)
_MOTION = re.compile(r"\b(?:move|moving|moved|fly|flying|flew|go|going|went|travel|travelling|traveling|drive|driving"
                     r"|drove|come|coming|head|heading|relocate|relocating|back)\b(?:\s+[\w']+){0,4}\s*$", re.I)
_OBJECT_FOLLOWERS = frozenset(
    """every each on at in to for about from with and or but because so yesterday today tomorrow tonight again
    too back up out off more less a an the this that some last next when while if as after before since until
    once twice all often sometimes""".split()
)
# Something the user makes or runs, named by what it is ("the flight controller project", "my
# little bakery"): what "it" means in "it's called Falcon".
WORK_NOUNS = (r"(?:project|app|game|website|site|blog|podcast|channel|band|startup|company|business|shop|store|bakery"
              r"|cafe|café|restaurant|studio|brand|label|book|novel|album|newsletter|bot|plugin|extension|mod|roguelike"
              r"|platformer|library|framework|zine|comic|show|series|film|documentary)")
_WORK = re.compile(
    r"(?:\b(?:my|our|the)|\b(?:building|making|writing|starting|opening|launching|running|developing|working\s+on|creating"
    r"|designing|coding|run|own|have|started|opened|launched|built|made|wrote|created|founded)\s+(?:a|an))"
    rf"\s+(?P<phrase>(?:[\w-]+\s+){{0,3}}?{WORK_NOUNS})\b(?!['’]s\s+(?!going\b))", re.I)
# A place named earlier in the same clause by where someone lives or works ("lives in Singapore")
_LIVES_IN_BEFORE = re.compile(r"\b(?:lives?|living|based|works?|working|settled|moved|staying|stays?)\s+(?:in|to)\s+"
                              r"(?P<p>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)", re.I)
# a routine's days ("on Tuesdays", "every Friday", "Tuesday afternoons"), said after a name's possession
# "Kate's boys are Liam, 9, and Noah, 6": who a known person's children are
_CHILDREN_ARE = re.compile(r"(?:boys|girls|kids|children|sons|daughters|twins)\s+are\s+[A-Z]")
# where someone is for now, after their "'s" ("Rahul's in Pune", "Dot's up in Asheville", "Kofi's away till May")
_WHERE_NOW = re.compile(r"\s+(?:(?:(?:up|over|down|out|back)\s+)?in\s+(?-i:[A-Z])|away\b|staying\s+(?:with|in|at)\b)", re.I)
_ROUTINE_AFTER = re.compile(r"\b(?:every|each|(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+"
                            r"(?:mornings|afternoons|evenings|nights))\b", re.I)
# "Cian's cast is off", "Dara's off the crutches": a relative named alone, over an injury or an illness
_MENDED_AFTER = re.compile(r"(?:(?:cast|plaster|sling|boot|brace|splint|stitches)\s+(?:is|are|came|has|have|was|were|got|finally)\b"
                           r"|(?:broken\s+)?(?:arm|leg|wrist|ankle|knee|hip|shoulder|foot|hand|finger|toe|elbow|collarbone|ribs?|back)"
                           r"\s+(?:has|is)\s+(?:now\s+|finally\s+|fully\s+|completely\s+|all\s+)*(?:healed|mended)\b"
                           # ("Piotr's back is fine now": the "now" says it was not)
                           r"|(?:arm|leg|wrist|ankle|knee|hip|shoulder|foot|hand|elbow|back)\s+(?:is|['’]s)\s+"
                           r"(?:(?:much|a\s+lot|so\s+much)\s+better|good|fine|ok|okay|better)\s+now\b"
                           r"|(?:now\s+|finally\s+|officially\s+|just\s+|been\s+)*(?:off\s+(?:the|his|her|their)\s+crutches|out\s+of\s+"
                           r"(?:the\s+)?(?:hospital|cast|sling)|(?:back\s+)?home\s+from\s+(?:the\s+)?hospital|discharged|back\s+on\s+(?:his|her"
                           r"|their)\s+feet)\b)", re.I)
_PRONOUN = re.compile(r"\b(?P<p>she|he|her|hers|him|his|there|it)\b", re.I)
# Relatives spoken of together ("my parents", "my in-laws", "my daughter and her husband"): what "them" means after a
# verb that is done to people ("I'll visit them in July", "I call them every Sunday"), never a thing ("I love them")
_KIN_GROUP = re.compile(r"\bmy\s+(?:parents|in-laws|grandparents|folks|kids|children|twins|grandkids|grandchildren|sons|daughters"
                        r"|brothers|sisters)\b|\bmy\s+(?:" + _REL_WORDS + r")\s+and\s+(?:her|his|their)\s+(?:husband|wife|partner"
                        r"|boyfriend|girlfriend|kids|children|family|boys|girls)\b", re.I)
# what is done where they are ("visit them", "fly out to see them"; not "call them", "miss them")
_GONE_TO = re.compile(r"(?:visit|visiting|visited|see|seeing|saw|meet|meeting|stay\s+with|staying\s+with|fly\s+out\s+to)\b", re.I)
# a place said in a clause ("in Dublin", "to Cork"; not a month, a day or a feast)
_PLACE_SAID = re.compile(r"\b(?:in|to|at|near)\s+(?!(?:january|february|march|april|may|june|july|august|september|october|november"
                         r"|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|easter|christmas|eid|diwali|hanukkah"
                         r"|passover|ramadan|thanksgiving|new\s+year)\b)(?-i:[A-Z])", re.I)
# "… live in Auckland": where the relatives just named live
_GROUP_LIVES = re.compile(r"\s+(?:(?:both|now|still|all|also)\s+)*live\s+(?:in|near)\s+(?P<place>(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'.-]*)*)",
                          re.I)
_THEM_DONE_TO = re.compile(r"\b(?:visit|visiting|visited|see|seeing|saw|call|calling|called|ring|ringing|phone|phoning|text|texting"
                           r"|meet|meeting|miss|missing|help|helping|join|joining|stay\s+with|staying\s+with|fly\s+out\s+to"
                           r"|look\s+after|looking\s+after|take\s+care\s+of|taking\s+care\s+of)\s+(?P<them>them)\b", re.I)
# "it's so dark here at 4pm, I hate it", "it was freezing at the depot and I hated it": an "it" of the weather or the
# light, said as the subject (never resolved), is what the "it" after it means, no thing named before
_WEATHER_IT = re.compile(r"(?:^|[,.;!?]\s+|\b(?:and|but|so)\s+)it\s+(?:is|was|gets|got|has\s+been|keeps)\s+(?:(?:so|really|very|too"
                         r"|still|absolutely|super|bloody|freaking|always|getting)\s+)*(?:dark|cold|hot|warm|raining|snowing|pouring"
                         r"|sunny|windy|freezing|boiling|grey|gray|humid|wet|muggy|chilly|icy|foggy|stormy|light)\b", re.I)
_WINDOW = 400  # characters either side of a pronoun that say what it means
# Idioms whose "it" is the situation, not a thing: "make it work", "make it happen", "nailed it",
# "pull it off", "go for it", "give it a try", "take it easy", "keep it up", "play it safe".
_IDIOM = re.compile(
    r"\b(?:make|makes|made|making|nail|nails|nailed|nailing|go\s+for|going\s+for|went\s+for|wing|winged|fake|faked)\s*"
    r"\v\s*(?:$|[.!?,;]|(?:work|works|worked|happen|happens|happened|count|through)\b)"
    r"|\b(?:pull|pulls|pulled|pulling)\s*\v\s*off\b|\b(?:give|gives|gave|giving)\s*\v\s*(?:a\s+(?:go|try|shot|whirl)|my\s+all)\b"
    r"|\b(?:take|takes|took|taking)\s*\v\s*(?:easy|slow)\b|\b(?:keep|keeps|kept|keeping)\s*\v\s*up\b"
    r"|\b(?:play|plays|played|playing)\s*\v\s*safe\b", re.I)
# ("he's just passed": an adverb, then the verb that says "has")
_CONTRACTED = re.compile(r"\b(?P<p>she|he|it)'s\s+(?P<adv>(?:just|already|finally|recently|never|now|since|also)\s+)?(?P<next>\w+)",
                         re.I)
_MODAL = re.compile(r"\b(?P<p>she|he|it)['’](?P<m>ll|d)\b", re.I)


# A pet with its name ("a cat named Pixel", "a rescue greyhound called Bella"): someone "she" or "he" may mean
_PET_NAMED = re.compile(r"\b(?:a|an|my|our)\s+(?:[\w-]+\s+){0,2}?(?P<pet>dog|cat|puppy|kitten|rabbit|hamster|parrot|budgie|horse"
                        r"|pony|tortoise|ferret|greyhound|labrador|collie|spaniel|terrier|poodle|beagle|husky)\s+(?:named|called)\s+"
                        r"(?P<name>(?-i:[A-Z])[\w'’-]+)", re.I)


# the user's spouse's parent or sibling, said by the spouse's name or as "my husband's …": the user's in-law ("my partner's
# mum" too: in-laws are how partners of years speak of them; a boyfriend's mum is his mum)
_SPOUSE = r"(?:husband|wife|spouse|partner)"
_SPOUSES_KIN = re.compile(rf"(?:my\s+{_SPOUSE}|(?P<name>(?-i:[A-Z])[\w-]*))['’]s\s+(?P<kin>mum|mom|mother|dad|father|brother|sister|parents)"
                          r"(?=\s+(?!(?-i:[A-Z]))[a-z]|\s*,?\s*$)", re.I)
_IN_LAW = {"mum": "mother-in-law", "mom": "mother-in-law", "mother": "mother-in-law", "dad": "father-in-law",
           "father": "father-in-law", "brother": "brother-in-law", "sister": "sister-in-law", "parents": "in-laws"}


# a clause opening with the user's relative of one sex: "her"/"his" after it in the clause is theirs
_KIN_SUBJECT = re.compile(r"^\s*(?:my|our)\s+(?:(?P<f>mother|mum|mom|sister|daughter|wife|grandmother|grandma|gran|nan|aunt|auntie|niece"
                          r"|girlfriend|stepmother|stepdaughter)|(?:father|dad|brother|son|husband|grandfather|grandpa|grandad|uncle"
                          r"|nephew|boyfriend|stepfather|stepson))\b(?!['’])", re.I)


# "Darragh's mam Noreen", "Ciarán's mum Mary": a named person's parent, named, where the named person is the user's
# spouse or partner said before (read as the user's relative's relative: Discourse._parent_of_named)
_PARENT_OF_NAMED = re.compile(r"(?:(?<=\s)|^)(?P<name>(?-i:[A-Z])[\w-]+)['’]s\s+"
                              r"(?P<who>mam|mum|mom|mother|ma|mammy|mummy|mommy|dad|da|father)\s+(?=(?-i:[A-Z])[a-z])", re.I)


@dataclass(slots=True)
class Referent:
    """Someone or something a pronoun can point back to."""

    phrase: str  # as it is put back into a first-person clause ("my mom", "my husband Walt", "Gdańsk")
    gender: str | None = None  # "f", "m" or None (unknown)
    name: str | None = None
    place: bool = False  # a place named as a thing: never what "it" means
    pet: bool = False  # an animal by its name: "she" only when no person known to be a "she" came before


@dataclass(slots=True)
class Discourse:
    """The antecedents a conversation offers, most recent last."""

    people: list[Referent] = field(default_factory=list)
    places: list[str] = field(default_factory=list)
    things: list[Referent] = field(default_factory=list)
    names: dict[str, Referent] = field(default_factory=dict)  # name (casefolded) -> how it was introduced
    shared: set[str] = field(default_factory=set)  # first names (casefolded) two known persons share: they name nobody
    group: str | None = None  # the last relatives spoken of together ("my parents"), what "them" is done to
    group_place: str | None = None  # where they were said to live ("my son and his wife live in Auckland")
    work: str | None = None  # the last thing the user makes or runs, by what it is ("flight controller project")
    opener: Referent | None = None  # the one person the last clause opened with and named alone ("Benjamín passed …")
    _things_age: int = 0
    # the last clause had a woman do something to "her", another woman ("my sister Agnieszka found her on the kitchen
    # floor"): a "she" next may be either, so it names no one
    _her_other: bool = False

    # ------------------------------------------------------------------ recording

    def observe(self, clause: str) -> None:
        """Record the people, places and named things ``clause`` mentions."""
        mentioned: list[tuple[int, Referent]] = []
        named_spans: list[tuple[int, int]] = []
        for mention in find_persons(clause):
            person = mention.person
            rel = (person.relation or "").lower()
            phrase = f"my {rel} {person.name}" if rel else person.name
            ref = Referent(phrase, _gender(rel), person.name)
            self.names[person.name.casefold()] = ref
            mentioned.append((mention.start, ref))
            named_spans.append((mention.start, mention.end))
        for m in _MY_RELATION.finditer(clause):
            if any(s <= m.start() < e for s, e in named_spans):
                continue
            rel = m.group("rel").lower()
            if rel in UNIQUE_RELATIONS or rel in CALLED_AT_HOME:  # "my nan … she": one person called so
                mentioned.append((m.start(), Referent(f"my {rel}", _gender(rel))))
            elif rel in _ONE_OF_SEVERAL:
                # "My son has tonsillitis. His name is Arlo.": the son just spoken of (one of several, so only while he is
                # the last one mentioned: the referent is not kept by name)
                mentioned.append((m.start(), Referent(f"my {rel}", _gender(rel))))
        for m in _BARE_PARENT.finditer(clause):
            # "I'm in Łódź, mum is stable": a parent said as family says it, the "my" left out, after a comma
            if not any(s <= m.start("rel") < e for s, e in named_spans) and not _MY_RELATION.match(clause, max(0, m.start("rel") - 3)):
                rel = UNIQUE_RELATIONS.get(m["rel"].lower(), m["rel"].lower())
                mentioned.append((m.start("rel"), Referent(f"my {m['rel'].lower()}", _gender(rel))))
        for m in _THEIR_RELATIVE.finditer(clause):
            # "Catalina's boyfriend Felipe is coming for lunch, he's vegetarian": someone's relative, named, is who "he" is
            if not any(s <= m.start("name") < e for s, e in named_spans) and m["owner"].casefold() not in NOT_NAMES \
                    and m["name"].casefold() not in NOT_NAMES:
                owner = self.names.get(m["owner"].casefold())
                phrase = f"{owner.phrase if owner else m['owner']}'s {m['rel'].lower()} {m['name']}"
                mentioned.append((m.start("name"), Referent(phrase, _gender(m["rel"].lower()), m["name"])))
                named_spans.append((m.start("name"), m.end("name")))
        for m in _PET_NAMED.finditer(clause):
            # "we adopted a cat named Pixel. She …": the pet may be who "she" is, so a person named before is no
            # longer the only one it could mean
            if not any(s <= m.start("name") < e for s, e in named_spans):
                mentioned.append((m.start("name"), Referent(f"my {m.group('pet').lower()} {m.group('name')}", None, m.group("name"),
                                                                pet=True)))
        folded = clause.casefold()
        for name, ref in self.names.items():
            if name not in folded:
                continue  # most known names are not in this clause: no pattern built for them
            for m in re.finditer(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", clause, re.I):
                if not any(s <= m.start() < e for s, e in named_spans):
                    mentioned.append((m.start(), ref))
        # "Benjamín passed the PAES! He got into vet school": the one the clause opened with, named alone, is who a "he"
        # opening the next clause means (someone not known yet too: it is not the last one known)
        openers = [r for at, r in mentioned if at == 0]
        if not openers and not mentioned and (lead := _LEAD_NAME.match(clause)) and _unknown_name(lead.group("name"), self):
            openers = [Referent(lead.group("name"), None, lead.group("name"))]
        lead_words = re.match(r"(?:my\s+[a-z-]+\s+)?[^\W\d_][\w-]*(?P<own>['’]s)?", clause, re.I)
        self.opener = openers[0] if openers and len({r.phrase for _, r in mentioned} | {r.phrase for r in openers}) == 1 \
            and not (lead_words and lead_words["own"]) else None
        # (the woman the subject of the verb done to "her": "mum is stable, they gave her …" is mum, no other woman)
        self._her_other = any(_object_position(clause[h.end():]) and any(
            at < h.start() and r.gender in {"f", None} and len(clause[at:h.start()].split()) <= 5
            and not _OTHER_SUBJECT.search(clause, at + 1, h.start()) for at, r in mentioned)
            for h in re.finditer(r"\bher\b", clause, re.I)) if "her" in clause.lower() else False \
            or (self._her_other and bool(_SHE_AGAIN.match(clause)))  # "…, she's in the stroke unit and she can't …": still either
        for _, ref in sorted(mentioned, key=lambda item: item[0]):
            before = next((p for p in self.people if p.phrase == ref.phrase), None)
            if before is not None and ref.gender is None:
                ref.gender = before.gender  # "my partner Jonno …, he's …": learnt once, kept when he is named again
            self.people = [p for p in self.people if p.phrase != ref.phrase] + [ref]
        person_words = {w.casefold() for _, r in mentioned if r.name for w in r.name.split()}
        place_words: set[str] = set()
        for m in [*_PLACE.finditer(clause), *_PLACE_SUBJECT.finditer(clause)]:
            place = _trim_place(m.group("place"))
            if place and place.split()[0].casefold() not in person_words and not _is_tool(place):
                self.places = [p for p in self.places if p != place] + [place]
                place_words |= {w.casefold() for w in place.split()}
        groups = list(_KIN_GROUP.finditer(clause))
        if groups:
            self.group = groups[-1].group(0)
            home = _GROUP_LIVES.match(clause, groups[-1].end())
            self.group_place = home.group("place") if home else None
        works = list(_WORK.finditer(clause))
        if works:
            self.work = re.sub(r"^(?:own|new)\s+", "", works[-1].group("phrase"), flags=re.I)
        things = []
        address = _ADDRESS.search(clause)
        spoken_to = {(address.group(g) or "").casefold() for g in "abc"} - {""} if address else set()
        for m in _THING.finditer(clause):
            word = m.group("thing").rstrip(".")
            first = word.split()[0]
            # ("I do pilates on Mondays, my sister Jo got me into it": a day in the plural is a day too)
            if m.start("thing") == 0 or first.casefold() in person_words or first.casefold() in _NOT_THINGS \
                    or first.casefold().removesuffix("s") in _NOT_THINGS:
                continue
            if first.casefold() in spoken_to:
                continue
            if re.match(r"\s+here\b", clause[m.end("thing"):]) or _SELF_NAMED.search(clause[: m.start("thing")]):
                continue  # "Jo here", "I'm Jo": the user's own name, never what "it" means
            det = (m.group("det") or "").strip().lower()
            # a place is "there", never "it" ("a shop in Tulsa, been running it 15 years"): kept, but never meant
            things.append(Referent(("the " if det in {"a", "an", "the"} else "my " if det == "my" else "") + word,
                                   place=first.casefold() in place_words))
        if things and (done := _PURSUIT_TAKEN_UP.search(clause)):
            # "I started sea swimming at Myrtleville …. I love it": the pursuit as much as the place, so "it" is left
            things.insert(0, Referent(done.group("what")))
        if things:
            self.things = things
            self._things_age = 0
        elif _WEATHER_IT.search(clause):
            self.things = []  # "it's so dark here at 4pm, I hate it": from here "it" is the weather, not the cat before
        else:
            self._things_age += 1
            if self._things_age > 1:
                self.things = []

    def know(self, people: Mapping[str, str]) -> None:
        """People met in earlier conversations (name -> relation): "Walt had his knee done"
        is then about "my husband Walt" as if this conversation had said who Walt is."""
        firsts: dict[str, list[Referent]] = {}
        for name, relation in people.items():
            rel = relation.lower()
            ref = Referent(f"my {rel} {name}", _gender(rel), name)
            self.names.setdefault(name.casefold(), ref)
            first, _, rest = name.casefold().partition(" ")
            if rest:
                firsts.setdefault(first, []).append(ref)
        # "Anna called" is "my sister Anna Kowalska" when she is the one known Anna; a first
        # name two known persons share, or one a person is known by alone, names nobody.
        for first, refs in firsts.items():
            if len(refs) == 1 and first not in {n.casefold() for n in people}:
                self.names.setdefault(first, refs[0])
            elif len(refs) > 1:
                self.shared.add(first)

    # ------------------------------------------------------------------ resolving

    def resolve(self, clause: str) -> str:
        """``clause`` with "she/her/he/him/his/there/it" replaced by their antecedents, where sure."""
        clause = _CONTRACTED.sub(_expand, clause)
        if "'s " in clause or "’s " in clause:  # "Darragh's mam Noreen" after "my husband Darragh": my husband's mam Noreen
            clause = _PARENT_OF_NAMED.sub(self._parent_of_named, clause)
        if (group := self.group) and not _KIN_GROUP.search(clause):  # "I'll visit them in July" after "my parents live in Cork"
            # ... in the place they live, said with them, unless the clause names a place ("fly out to see them at Easter")
            where = f" in {self.group_place}" if self.group_place and not _PLACE_SAID.search(clause[1:]) \
                and self.group_place not in clause else ""
            clause = _THEM_DONE_TO.sub(lambda m: m.group(0)[: m.start("them") - m.start()] + group.lower()
                                       + (where if _GONE_TO.match(m.group(0)) else ""), clause)
        # "what he'll want": the modal written out, so the name never takes the contraction ("Arjun'll")
        clause = _MODAL.sub(lambda m: f"{m.group('p')} {'will' if m.group('m').lower() == 'll' else 'would'}", clause)
        out: list[str] = []
        last = 0
        named: set[str] = set()  # genders of the people this clause's pronouns were resolved to
        if (kin := _KIN_SUBJECT.match(clause)) is not None:
            # "My mother is 84 and in a care home since her fall": her is the mother the clause opens with (not the cat
            # spoken of before)
            named.add("f" if kin.group("f") else "m")
        for m in _PRONOUN.finditer(clause):
            word = m.group("p").lower()
            # What a pronoun means is read near it: a window, so a long run-on turn costs
            # linear time (the whole clause before each pronoun took seconds on 20 KB of them).
            before = clause[max(0, m.start() - _WINDOW) : m.start()]
            gender = "f" if word in {"she", "her", "hers"} else "m" if word in {"he", "him", "his"} else None
            if gender in named:
                continue  # "she lives in Phoenix with her husband": once she is named, "her" is hers
            repl = self._replacement(word, before, clause[m.end() : m.end() + _WINDOW])
            if repl is None:
                continue
            if gender:
                named.add(gender)
            out.append(clause[last : m.start()])
            out.append(repl)
            last = m.end()
        out.append(clause[last:])
        return "".join(out)

    def _parent_of_named(self, m: re.Match[str]) -> str:
        """"Darragh's mam Noreen" when Darragh is the user's husband said before: "my husband's mam Noreen", anywhere in
        the clause (as leading_name puts "Declan's mother Mary" opening one: the relative's relative, as the labels keep
        "User's wife's father Augustine"). Anyone else's parent is left as said."""
        ref = self.names.get(m["name"].casefold())
        rel = re.fullmatch(r"my (?P<rel>husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?) .+", ref.phrase) if ref is not None else None
        if rel is None:
            return m.group(0)
        return f"my {rel['rel']}'s {m['who'].lower()} "

    def unknown_name(self, word: str) -> bool:
        """``word`` could be a person's name and is nobody known, no word of English, no place or tool named."""
        return _unknown_name(word, self)

    def leading_name(self, clause: str) -> str:
        """A clause that opens with a name met earlier ("Walt can't fly") gets its introduction back."""
        in_law = _SPOUSES_KIN.match(clause)
        if in_law and in_law.group("name"):
            ref = self.names.get(in_law.group("name").casefold())
            in_law = in_law if ref is not None and re.fullmatch(rf"my {_SPOUSE} .+", ref.phrase) else None
        if in_law:
            # "Sunil's mum lives with us now" (Sunil the user's husband), "my wife's dad is 80": the user's in-law
            return f"my {_IN_LAW[in_law.group('kin').lower()]}" + clause[in_law.end():]
        kin = re.match(rf"(?P<name>[A-Z][\w-]*)['’]s\s+(?=(?:{_REL_WORDS})\s*,?\s+(?-i:[A-Z])[a-z])", clause, re.I)
        if kin and (ref := self.names.get(kin.group("name").casefold())) is not None and ref.phrase != ref.name \
                and (tie := re.fullmatch(r"my (?P<rel>[\w-]+(?: [\w-]+)?) .+", ref.phrase)) is not None:
            # "Declan's mother Mary is coming": the mother of "my partner Declan", said as the user's relative's relative
            return f"my {tie.group('rel')}'s " + clause[kin.end():]
        # ("Saoirse's Irish dancing has moved to Sundays": her routine's name in capitals after her name, no surname;
        # "Kate's boys are Liam, 9, and Noah, 6": her children by name)
        m = re.match(r"(?P<name>[A-Z][\w'’-]*['’]s)\s+(?=[A-Z][a-z]+\s+[a-z]|(?:boys|girls|kids|children|sons|daughters|twins)\s+are\s)", clause) \
            or re.match(r"(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)\s+(?=[a-z])", clause)
        if not m:
            return clause
        name, own = m.group("name"), ""
        if re.search(r"['’]s$", name) and name[:-2].casefold() in self.names and (
                _ROUTINE_AFTER.search(clause[m.end():]) or _CHILDREN_ARE.match(clause[m.end():])
                or _MENDED_AFTER.match(clause[m.end():])):
            # "Isla's hydrotherapy is on Tuesday afternoons": her routine, who she is said first (not a one-off of
            # theirs, "Dev's leaving do is on Friday")
            name, own = name[:-2], name[-2:]
        elif re.search(r"['’]s$", name) and name[:-2].casefold() in self.names and _WHERE_NOW.match(clause[m.end("name"):]):
            # "Rahul's in Pune looking after his dad until the 18th": where he is ("'s" before "in" is no possessive)
            name, own = name[:-2], " is"
        ref = self.names.get(name.casefold())
        if ref is None or ref.phrase == ref.name:
            return clause
        return ref.phrase + own + clause[m.end("name") :]

    def _replacement(self, word: str, before: str, after: str) -> str | None:
        if word == "there":
            # "there is", and "there's just no time" (the "'s" joined to it): the "there" of what exists, no place
            if re.match(r"\s+(?:is|are|was|were|'s|will be|has been)\b|['’](?:s|re|d|ll)\b", after, re.I):
                return None
            if re.search(r"\b(?:from|over|out|up|down|back|in|get)\s*$", before, re.I):
                return None
            # "My daughter Harriet lives in Singapore … and works for a shipping firm there": the place this clause named
            here = [p.group("p") for p in _LIVES_IN_BEFORE.finditer(before)]
            if here:
                return ("to " if _MOTION.search(before) else "in ") + here[-1]
            if not self.places:
                return None
            place = self.places[-1]
            return ("to " if _MOTION.search(before) else "in ") + place
        if word == "it":
            if not self.things or not re.search(r"\w\s*$", before) or len(self.things) > 1:
                return None  # a subject "it" ("it was great") is not resolved
            if re.match(r"\s+(?:is|was|'s|has|will)\b", after) or self.things[0].place:
                return None
            if _IDIOM.search(before[-20:] + "\v" + after[:20]):
                return None  # "I'm determined to make it work": the "it" of an idiom means no thing named
            if _WEATHER_IT.search(before):
                return None  # "it was freezing and I hated it": the weather's "it", said first, is what it means
            return self.things[0].phrase
        gender = "f" if word in {"she", "her", "hers"} else "m"
        if gender == "f" and self._her_other and _SHE_AGAIN.fullmatch(before + word):
            return None  # "my sister Agnieszka found her …, she's in the stroke unit": the one found, or the one who found her
        if not any(p.gender in {gender, None} for p in self.people):
            return None  # nobody it could be (what follows only ever narrows who): 20 KB of "he " read each window
        # A person named earlier in the same clause is who the pronoun means ("our daughter Fiona
        # lives in Toronto with her two boys": Fiona's, even before she is known).
        if any(_gender(r.group("rel").lower()) in {gender, None} and r.group("rel").lower() in RELATIONS
               for r in re.finditer(r"\b(?:my|our)\s+(?P<rel>[a-z-]+)\s+(?-i:[A-Z][a-z]+)", before, re.I)):
            return None
        if not before.strip() and (opener := self.opener) is not None and opener.gender in {gender, None} and not opener.pet \
                and word in {"he", "she"}:
            # "Benjamín passed the PAES! He got into vet school": the one the last clause was about, named alone
            opener.gender = gender
            return opener.phrase
        if (named := _NAME_THEN_PRONOUN.search(before)) and named.start() > 0:
            # "a little one too, Mabel, she turned 2": the name just said, whoever came before
            ref = self.names.get(named.group("name").casefold())
            if ref is None or ref.gender not in {gender, None}:
                return None
            ref.gender = gender
            return ref.phrase
        if re.search(r"\b(?:my\s+\w+|[A-Z][a-z]+)\b", before[1:] if before[:1].isupper() else before) and \
                any(p.phrase.lower() in before.lower() or (p.name and p.name in before) for p in self.people):
            return None
        fits = [p for p in self.people if p.gender in {gender, None}]
        if len(fits) > 1 and fits[-1].pet and fits[-2].gender == gender:
            fits.pop()  # "my sister Jo got a puppy named Biscuit. She lives in Leeds": Jo, a "she" already
        if not fits:
            return None
        if len(fits) > 1 and fits[-1].gender is None and fits[-2].gender in {gender, None}:
            return None  # two people could be meant
        ref = fits[-1]
        ref.gender = gender  # "my partner Jonno …, he's": the next "she" is someone else
        if word in {"his", "hers"} or (word == "her" and not _object_position(after)):
            return ref.phrase + "'s"
        return ref.phrase


# someone's relative, named: "Catalina's boyfriend Felipe", "Tom's wife Anna"
_THEIR_RELATIVE = re.compile(rf"\b(?P<owner>(?-i:[A-Z])[^\W\d_][\w-]*)['’]s\s+(?P<rel>{_REL_WORDS})\s+(?P<name>(?-i:[A-Z])[^\W\d_][\w-]*)\b",
                             re.I)
# a clause that opens with a capitalised word and goes on in lower case: a name, when it is none of the known words
_LEAD_NAME = re.compile(r"(?P<name>(?-i:[A-Z])[^\W\d_][\w-]*)(?:['’]s)?\s+(?=[a-z])")


def _unknown_name(word: str, said: Discourse) -> bool:
    """``word`` opens a clause as a person's name would, and is nobody known, no word of English, no place named."""
    from mercuryd.brain import lexicon

    folded = word.casefold()
    return (folded not in said.names and is_name_word(word) and folded not in RELATIONS and folded not in UNIQUE_RELATIONS
            and folded not in CALLED_AT_HOME and not lexicon.common(folded)
            and not any(folded == p.casefold() for p in said.places) and not _is_tool(word))


# a name said just before the pronoun, after a comma ("…, Mabel, she turned 2")
_NAME_THEN_PRONOUN = re.compile(r"(?<=[\s,])(?P<name>(?-i:[A-Z])[a-z][\w'-]*)\s*,\s*$")


def _expand(m: re.Match[str]) -> str:
    """'she's turning' → 'she is turning', 'he's got' → 'he has got', 'he's just passed' → 'he has just passed'."""
    nxt = m.group("next")
    adv = m.group("adv") or ""
    # ("he's moved in with my sister": a past participle no one says with "is")
    participle = nxt.lower() in {"got", "been", "had", "done", "gone", "made", "taken", "moved", "started", "left", "passed",
                                 "decided", "booked", "joined", "bought", "sold", "won", "signed", "applied", "agreed", "arrived"} or (
        bool(adv) and nxt.lower().endswith("ed") and nxt.lower() not in {"tired", "bored", "excited", "scared", "worried", "married"})
    return f"{m.group('p')} {'has' if participle else 'is'} {adv}{nxt}"


# a parent named as family names them, the "my" left out, as a clause's subject after a comma or "and": "…, mum is stable"
_BARE_PARENT = re.compile(r"(?:[,;]\s*|\b(?:and|but|so)\s+)(?P<rel>mum|mom|mam|dad|mama|papa)\s+"
                          r"(?=(?:is|was|has|had|said|says|can|can't|will|went|got|walks|lives|feels|seems)\b)", re.I)
# another subject, or a clause's end, between a woman named and a "her"
# ("my mum Salote is ok but the hospital said no more stairs for her": the hospital's verb, not hers)
_OTHER_SUBJECT = re.compile(r"[,;.!?]|\b(?:they|he|i|we|you|it|who|that|which|but|and|or|the|a|an|is|was|for|to|with)\b", re.I)
# a clause opening with "she" (after "and", "but", "so"): the woman last spoken of, whoever she is
_SHE_AGAIN = re.compile(r"\s*(?:(?:and|but|so|now)\s+)?she\b", re.I)


def _object_position(after: str) -> bool:
    nxt = re.match(r"\s*([\w']+)?", after)
    word = (nxt.group(1) or "").lower() if nxt else ""
    return not word or word in _OBJECT_FOLLOWERS or not after.strip() or after.lstrip()[:1] in ",.;!?"


def _gender(relation: str) -> str | None:
    relation = relation.split("'s ")[-1]  # "partner's mother": hers
    relation = re.sub(r"^(?:late|ex-|ex\s+|former)\s*", "", relation)  # "late husband", "ex-wife": still his, hers
    relation = re.sub(r"-in-law$", "", relation)  # "sister-in-law": hers, as "sister" is
    return "f" if relation in FEMALE else "m" if relation in MALE else None


def _trim_place(place: str) -> str | None:
    words = place.split()
    while words and (words[-1].casefold() in NOT_NAMES or words[-1].lower() in {"and", "or"}):
        words.pop()
    if not words or words[0].casefold() in NOT_NAMES:
        return None
    return " ".join(words).rstrip(".,'’")


def _mixed(word: str) -> bool:
    """A capital inside the word, as a tool's name has one ("GitHub", "iPhone"); not one after a hyphen, as a town's
    ("Aix-en-Provence", "Stratford-upon-Avon")."""
    return any(c.isupper() and word[i] not in "-'’" for i, c in enumerate(word[1:]))


def _is_tool(name: str) -> bool:
    from mercuryd.brain.vocabulary import category_attribute

    return name.isupper() or category_attribute(name) is not None or _mixed(name.split()[0])


__all__ = ["FEMALE", "MALE", "UNIQUE_RELATIONS", "WORK_NOUNS", "Discourse", "Referent"]
