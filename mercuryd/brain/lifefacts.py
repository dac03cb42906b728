"""What a person tells of their life in plain first-person statements, each family written for
a class of statement, not for a sentence:

- **schooling and training**: "I studied law at Edinburgh but never practised", "I have a
  degree in chemistry", "I did my PhD in Leiden", "I'm training to be a paramedic";
- **where they grew up**: "I grew up in a small town in Ohio" (``hometown`` when it is named);
- **what they fear or cannot do**: "I'm scared of dogs", "I have a fear of heights", "I get
  seasick", "I can't swim" (constraints: what suits the user depends on them);
- **a diet kept**: "I'm on a low-carb diet", "I fast during Ramadan";
- **family standing**: "my parents are divorced", "I've been married for 12 years", "my brother
  and I don't talk anymore", "we have two cats and a rabbit";
- **what they hold or are saving for**: "I've got a black belt in judo", "I drive a 2012 Honda
  Civic", "I'm saving up for a trip to Japan".

Found by writing such statements afresh (2026-12-02, session 23): half of fifty ordinary ones
were dropped. The rules come after the general ones (``extract_rules.RULES``), so a statement
another family reads is read as before.
"""

from __future__ import annotations

import re

from mercuryd.brain import english as en
from mercuryd.brain.candidate import READING_PREFIX, PersonMention
from mercuryd.brain.fact import Fact, Handler, ok_object, proper_value
from mercuryd.brain.fact import fact as _fact
from mercuryd.brain.lexicon import common, titled
from mercuryd.brain.vocabulary import LANGUAGE_NAME, ORG_NOUNS, is_job_noun

__all__ = ["BACK_AT_WORK", "EARLY_RULES", "ON_LEAVE", "PASSING", "RULES", "TREATMENT", "aid", "is_medicine"]

_IM = r"(?:i'm|i am|im)"
# a course of treatment one goes through, starts or has again ("going through IVF", "starting chemo again in January")
TREATMENT = r"(?:ivf|chemo(?:therapy)?|radiotherapy)"
# what is said after the fact and is not part of it: "…but never practised", "…so no pork please"
_AFTER = re.compile(r"\s*,?\s+(?:but|so|which|though|although|and\s+(?:so|now|it's|that's))\b.*$", re.I)
# a passing occasion: "I can't drive today", "I'm scared of the interview tomorrow"
PASSING = (r"\b(?:today|tonight|tomorrow|right\s+now|at\s+the\s+moment|this\s+(?:week|weekend|morning|afternoon|evening|time)"
           r"|until|till|yet|any\s+more\s+today)\b")
_PASSING = re.compile(PASSING, re.I)


def _said(type_: str, *, passing_ok: bool = False) -> Handler:
    """The clause, up to what is said after the fact, in the third person."""
    def handler(m: re.Match[str], clause: str) -> Fact | None:
        head = _AFTER.sub("", clause).strip(" ,")
        if (not passing_ok and _PASSING.search(head)) or en.is_question(head):
            return None
        obj = m.groupdict().get("obj")
        if obj is not None and not ok_object(_AFTER.sub("", obj)):
            return None
        fact = _fact(type_, head)
        fact.summary = re.sub(r"^User has got\b", "User has", fact.summary)  # "I've got a black belt in judo"
        return fact

    return handler


def _current_diet(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm on the keto diet at the moment': a diet kept now is what to cook for now, said
    "for now" or not (the words of the moment are dropped, not the diet)."""
    clause = re.sub(r"\s+(?:at\s+the\s+moment|right\s+now|for\s+now|these\s+days|atm|currently)\b", "", clause, flags=re.I)
    fact = _said("constraint", passing_ok=True)(m, clause)
    return fact if isinstance(fact, Fact) else None


def _made(m: re.Match[str], clause: str) -> Fact | None:
    """'I've been made head of maths from September': a role given is the user's role now
    (``job_title``, as 'promoted to' is), so it supersedes the one before; 'made redundant'
    or 'permanent' is the news only."""
    fact = _said("identity", passing_ok=True)(m, clause)
    if not isinstance(fact, Fact):
        return None
    role = re.sub(r"^(?:a|an|the)\s+", "", m.group("obj"), flags=re.I).lower()
    if role not in {"redundant", "permanent"}:
        fact.attribute, fact.value, fact.reports_change = "job_title", role, True
    return fact


# a time zone, by its letters or its offset ("CET", "GMT+8", "UTC-5") or by its region ("Pacific time", "UK time")
_TIME_ZONE = (r"(?-i:(?:GMT|UTC)\s*[+-]\s*\d{1,2}(?::?[0-5]\d)?|GMT|UTC|BST|CET|CEST|EET|EEST|WET|WEST|PST|PDT|MST|MDT|CST|CDT|EST|EDT"
              r"|AKST|HST|AEST|AEDT|ACST|AWST|NZST|NZDT|JST|KST|SGT|HKT|WIB|PHT|SAST|WAT|EAT|MSK|BRT|IST)"
              r"|(?:pacific|eastern|central|mountain|atlantic|uk|irish|central\s+european|eastern\s+european|japan|india|sydney|perth"
              r"|new\s+zealand|singapore)\s+(?:standard\s+)?time")
_LANGUAGE = LANGUAGE_NAME
# what an employer is, after its name or after "the" ("Tromsø kommune", "the council")
_ORG_KINDS = "|".join(sorted(ORG_NOUNS, key=len, reverse=True))

# when a job was lost, said after it ("today", "last week", "in March", "after 14 years"): kept; anything else (how it
# felt, what comes next) is not of the fact
_LOST_WHEN = re.compile(r"(?:\s+(?:today|yesterday|this\s+(?:morning|week|month)|last\s+(?:week|month|year|friday|monday|tuesday"
                        r"|wednesday|thursday)|in\s+(?-i:[A-Z])[a-z]+(?:\s+\d{4})?|after\s+(?:\d{1,2}|[a-z]+)\s+years?))+", re.I)


def _job_lost(m: re.Match[str], clause: str) -> Fact | None:
    """'I got made redundant today', 'I was laid off from Aviva after 14 years': a job lost; with its employer named,
    the user no longer works there (a negative ``works_at`` that ends "User works at Aviva")."""
    how = " ".join(m.group("how").lower().split())
    org = m.group("org")
    when = _LOST_WHEN.match(m.group("rest") or "")
    been = "has been" if m.group("been").lower().endswith("been") else "was"
    said = f"User {been} {how}{f' from {org}' if org else ''}{when.group(0) if when else ''}"
    value = proper_value(org) if org and not org.startswith("the ") else None
    if value:
        return Fact("identity", said, attribute="works_at", value=value, polarity="negative", reports_change=True)
    return Fact("identity", said)


def _qualified(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
    """'qualified as an ACA last week', 'I've qualified as a solicitor!': a qualification gained; the job it names is
    the user's now (``job_title``, a change: "User is a trainee solicitor" ends)."""
    if not re.match(r"i\b", clause, re.I):
        clause = f"I {clause[:1].lower()}{clause[1:]}"  # "qualified as an ACA last week": the "I" left out
    fact = _said("identity", passing_ok=True)(m, clause)
    role = re.split(r"\s+(?:in|at|with|last|next|this|on|from|yesterday|today|after|and)\b", m.group("obj").lower())[0]
    if isinstance(fact, Fact) and any(is_job_noun(w) for w in role.split()):
        fact.attribute, fact.value, fact.reports_change = "job_title", role, True
    return fact


def _lost_my_job(m: re.Match[str], clause: str) -> Fact:
    """'I lost my job at Tesco last week': the user no longer works there (a negative ``works_at`` that ends "User
    works at Tesco"; "the council" by what it is, as "User works for the council" keeps it)."""
    org = m.group("org")
    when = _LOST_WHEN.match(m.group("rest") or "")
    value = org[4:].lower() if org.lower().startswith("the ") else proper_value(org)
    return Fact("identity", f"User lost their job {m.group('prep').lower()} {org}{when.group(0) if when else ''}",
                attribute="works_at", value=value, polarity="negative", reports_change=True)


# the makes of car a household owns, by the words people use ("a VW Polo", "a Merc"): a car got or had by its make is
# the user's ``car`` ("we've got a Ford Focus now"), a make not here is no car ("I just got a Dyson")
CAR_MAKES = frozenset(
    "toyota kia ford vw volkswagen skoda seat cupra audi bmw merc mercedes vauxhall opel peugeot renault citroen citroën"
    " nissan honda mazda hyundai tesla volvo fiat suzuki subaru mitsubishi lexus jaguar dacia polestar byd mg jeep"
    " chevrolet chevy dodge porsche alfa saab lada tata mahindra proton perodua holden rivian".split())
_CAR_MAKE = r"(?:land\s+rover|range\s+rover|alfa\s+romeo|(?-i:[A-Z])[\w\u00eb-]+)"


def _car_got(m: re.Match[str], clause: str) -> Fact | None:
    """'we have a Kia Niro now, electric', 'I bought a Tesla Model 3 last week', 'we got a new car, a Skoda Octavia':
    "User's car is a Kia Niro" (``car``: it supersedes the car said before). A make not known as a car's is left to the
    other rules ("I just got a Dyson")."""
    make = " ".join(m.group("make").split())
    if make.split()[0].lower() not in CAR_MAKES and make.lower() not in {"land rover", "range rover", "alfa romeo"}:
        return None
    car = f"{make} {m.group('model')}" if m.group("model") else make
    how = m.group("how")
    how = f" ({how.lower()})" if how else ""
    return Fact("identity", f"User's car is {en.article(car)} {car}{how}", attribute="car", value=car.lower(),
                reports_change=True)


# read before the day's events (extract_rules puts them first): "I lost my job at Tesco" is no news of a day
# the user's studies over ("User has finished university on 10 December 2026", _studies_finished), and the student said
# before them ("User is a final-year history student at Edinburgh", "User studies marine biology at UH Manoa")
# (lo35) the body part a condition is of: one that names it ("tennis elbow", "runner's knee", "frozen shoulder"), or one
# of the few common ones that do not ("plantar fasciitis" is of the foot); "User's elbow is much better" ends the first
HAS_CONDITION = re.compile(r"^User has (?:(?:a|an|bad|mild|chronic|severe) )?(?P<cond>[a-z][\w'’ -]{2,40})$")
BODY_PARTS = ("knee", "back", "hip", "shoulder", "ankle", "wrist", "neck", "elbow", "achilles", "hamstring", "foot", "heel")
CONDITION_PARTS = {"plantar fasciitis": "foot", "heel spur": "foot", "carpal tunnel": "wrist", "carpal tunnel syndrome": "wrist",
                    "achilles tendinitis": "achilles", "achilles tendonitis": "achilles", "bunion": "foot", "bunions": "foot"}


def condition_part(condition: str) -> str | None:
    """The body part ``condition`` (as "User has …" says it) is of, when it is one of a part ("tennis elbow" → "elbow",
    "plantar fasciitis" → "foot"); None for one of the whole body ("diabetes", "sciatica")."""
    c = " ".join(condition.lower().split())
    if c in CONDITION_PARTS:
        return CONDITION_PARTS[c]
    last = c.split()[-1] if c.split() else ""
    return last if len(c.split()) >= 2 and last in BODY_PARTS else None


STUDIES_OVER = re.compile(r"^User has finished (?:university|college|their degree|their studies)\b")
# ("User is doing a master's in logistics at …": a degree under way, said by what it is)
STUDENT = re.compile(r"^User (?:is (?:an? |the )?(?:[\w'-]+ ){0,4}?(?:student|undergrad|undergraduate)\b|studies |is studying "
                     r"|is doing (?:an? |their )?(?:[\w'-]+ ){0,2}?(?:master's|masters|bachelor's|degree|msc|mba|bsc)\b)", re.I)

# what a finished course of study is called in a summary ("uni" said as the word a reader knows)
_STUDIES = {"uni": "university", "my degree": "their degree", "my studies": "their studies"}


# a move home said before and taken back: "User changed their mind and will stay 2 more years"
STAYING_AFTER_ALL = re.compile(r"^User changed their mind and will stay\b")
# the stay said in a message ("so I'm staying in Dubai after all")
STAYING_SAID = re.compile(r"\bstaying\s+(?:on\s+)?(?:here\s+)?in\s+(?P<place>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+after\s+all\b"
                          r"(?P<rest>[^.!?]*)(?P<end>[.!?]?)", re.I)
# a move home or away said before it ("User is moving back to Cebu for good in March 2027")
GOING_HOME = re.compile(r"^User is (?:moving|going|heading|returning|relocating) (?:back\b|home\b|to [A-Z])")


def _body_rules_out(m: re.Match[str], clause: str) -> Fact | None:
    """"my hip won't let me sail any more": "User's hip no longer lets them sail", ending the sailing said before."""
    part = m["part"].lower()
    if m["ing"]:
        doing = m["ing"].lower()
        stem = doing[:-3]
        stem = stem[:-1] if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] not in "aeiousl" else stem
        said = f"User's {part} no longer {'allow' if part.endswith('s') else 'allows'} {doing}"
    else:
        stem = (m["base"] or m["base2"]).lower()
        said = f"User's {part} no longer {'let' if part.endswith('s') else 'lets'} them {stem}"
    if stem in {"sleep", "sleeping", "sit", "sitt", "walk", "do", "go", "get"} and not m["ing"]:
        return Fact("constraint", said)  # (what any day needs ends no pursuit)
    return Fact("constraint", said, retracts=[stem], reports_change=True)


def _stays_after_all(m: re.Match[str], clause: str) -> Fact | None:
    """"i changed my mind, will stay 2 more years": "User changed their mind and will stay 2 more years"."""
    rest = " ".join(m["rest"].split()).removeprefix("here ").removeprefix("on ").removeprefix("put ")
    return Fact("decision", f"User changed their mind and will stay {rest}".rstrip(), reports_change=True)


def _studies_finished(m: re.Match[str], clause: str) -> Fact | None:
    """"I'm officially finished with uni": "User has finished university", what ends the student said before."""
    what = " ".join(m["what"].lower().split())
    return Fact("episode", f"User has finished {_STUDIES.get(what, what)}", reports_change=True)


def _years_coming(m: re.Match[str], clause: str) -> Fact | None:
    """"my partner and I have been together 15 years on Saturday": the years the couple will have been together on a
    day to come ("User and their partner will have been together 15 years on Saturday, 12 December 2026")."""
    fact = _fact("relationship", m.group(0))
    fact.summary = re.sub(r"\b(?:have|has) been\b", "will have been", fact.summary, count=1)
    return fact


EARLY_RULES: list[tuple[str, Handler]] = [
    # "I'm officially finished with uni!", "done with college for good": the user's studies over (a student said before
    # is not one any more: extract_rules._studies_over, Brain._studies_over); "almost done with uni", "done with school
    # for today" are not
    (rf"^(?:{_IM}\s+)?(?:(?:officially|finally|now|properly|completely|totally)\s+)*(?:done|finished)\s+with\s+"
     r"(?P<what>uni|university|college|my\s+degree|my\s+studies)(?:\s+(?:for\s+good|forever|now|at\s+last))?\s*[!.]*$",
     _studies_finished),
    # "we have a Kia Niro now, electric", "I've just bought a second-hand VW Polo", "we got a new car, a Skoda Octavia":
    # the household's car, by its make
    (r"^(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|finally|now|also|recently)\s+)*(?:have|got|bought|leased|picked\s+up|traded\s+up\s+to)"
     r"\s+(?:(?:a|an|our|my)\s+new\s+car\s*,?\s*)?(?:a|an)\s+(?:(?:new|brand\s+new|used|second-hand|secondhand|electric|hybrid|little"
     r"|(?:19|20)\d\d|red|blue|white|black|silver|grey|gray|green)\s+)*"
     rf"(?P<make>{_CAR_MAKE})(?:\s+(?P<model>(?-i:[A-Z0-9])[\w-]*(?:\s+(?-i:[A-Z0-9])[\w-]*)?))?"
     r"(?:\s+(?:now|today|yesterday|last\s+\w+|this\s+\w+|on\s+\w+|at\s+last))*(?:\s*,\s*(?:(?P<how>electric|hybrid|diesel|petrol|automatic|manual)"
     # ("We bought a Renault Clio, second hand, grey": how it came and its colour, said after it)
     r"|second[\s-]hand|used|brand\s+new|red|blue|white|black|silver|grey|gray|green|(?:19|20)\d\d(?:\s+model)?))*"
     r"\s*[!.]*$", _car_got),
    # "I lost my job at Tesco last week", "just lost my job with the council": a job lost, its employer named
    (r"^(?:i(?:'ve|\s+have)?\s+)?(?:(?:just|finally|recently|officially)\s+)*lost\s+my\s+job\s+(?P<prep>at|with|from)\s+"
     rf"(?P<org>(?-i:[A-Z])[\w&'-]*(?:\s+(?-i:[A-Z])[\w&'-]*){{0,3}}(?:\s+(?:{_ORG_KINDS}))?|the\s+(?:[a-z-]+\s+){{0,2}}?(?:{_ORG_KINDS})"
     rf"(?:\s+(?:{_ORG_KINDS}))?)(?P<rest>\s.*)?[!.]*$", _lost_my_job),
]


# ("I did my hamstring", "done my knee in": hurt it, as British English says it)
_INJURED = {"torn": "tore", "broken": "broke", "done": "injured", "did": "injured", "thrown": "threw"}
_NO_PASSING_HURT = frozenset({"snapped", "tore", "torn", "ruptured", "dislocated", "fractured", "broke", "broken"})


def _time_zone(m: re.Match[str], clause: str) -> Fact:
    """'I'm GMT+8', 'my timezone is CET': "User's timezone is GMT+8" (``timezone``: a later one supersedes it)."""
    tz = " ".join(m.group("tz").split())
    named = re.fullmatch(r"(?P<area>[a-z]+(?:\s+[a-z]+)?)\s+(?:standard\s+)?time", tz, re.I)
    tz = f"{named['area'].title()} time" if named else re.sub(r"\s*([+-])\s*", r"\1", tz.upper())
    return Fact("identity", f"User's timezone is {tz}", attribute="timezone", value=tz.lower())


def _drives(m: re.Match[str], clause: str) -> Fact | None:
    """'I drive a 2015 Golf', 'I drive an electric Kia Niro now': "User drives a 2015 Golf" (``car``: the next car said
    supersedes it)."""
    fact = _said("identity")(m, clause[: m.end("obj")])
    if not isinstance(fact, Fact):
        return None
    if m.group("verb").lower() == "drive":
        fact.attribute, fact.value = "car", " ".join(m.group("make").lower().split())
    return fact


def _school_year(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm in year 12 doing biology, chemistry and maths': "User is in year 12, doing biology, chemistry and maths"
    (``school_year``: the next year's supersedes it)."""
    n = int(m.group("n") or m.group("n2"))
    if not 1 <= n <= 13:
        return None
    kind = "grade" if re.search(r"\bgrade\b", m.group(0), re.I) else "year"
    rest = f", doing {en.rewrite_rest(m.group('what')).strip()}" if m.group("what") else \
        f" at {m.group('school')}" if m.group("school") else ""
    return Fact("identity", f"User is in {kind} {n}{rest}", attribute="school_year", value=f"{kind} {n}")


def _injured(m: re.Match[str], clause: str) -> Fact | None:
    """'Snapped my Achilles playing football, six weeks in a boot' → 'User snapped their Achilles'
    (a constraint while it heals; how it happened is left out). Not a passing ache: 'hurt my back
    lifting boxes today' is kept only without a passing word."""
    verb = m.group("verb").lower()
    # ((newuser29) "tore my acl at training tonight": a tear, a break, a dislocation is no passing ache, whenever it was)
    if (_PASSING.search(m.group("rest")) and verb not in _NO_PASSING_HURT) or en.is_question(clause):
        return None
    part = m.group("obj")
    part = "Achilles" if part.lower() == "achilles" else (part.upper() if part.lower() in {"acl", "mcl"} else part.lower())
    avoid = re.match(r"\s+and\s+must\s+avoid\s+(?P<what>[a-z][a-z ]{1,60}?)\s*[.!]*$", m.group("rest"), re.I)
    tail = f" and must avoid {avoid.group('what')}" if avoid else ""  # "…, so no walking for now": what it rules out
    out = " out" if m.groupdict().get("out") else ""  # "put my back out": the joint put out
    return Fact("constraint", f"User {_INJURED.get(verb, verb)} their {part}{out}{tail}")


def _diet_days(m: re.Match[str], clause: str) -> Fact | None:
    """'we're doing meat-free weekdays now' → 'User eats meat-free on weekdays'."""
    kind, _, days = m.group("obj").lower().replace("meatless", "meat-free").replace("booze", "alcohol").partition(" ")
    days = days if days.startswith(("during", "january", "february", "october")) or " a week" in days else f"on {days}"
    if days.startswith(("january", "february", "october")):
        days = f"in {days.capitalize()}"
    days = re.sub(r"\b(mon|tues|wednes|thurs|fri)days\b", lambda d: d.group(0).capitalize(), days)
    if kind in {"dry", "alcohol-free", "alcohol free"}:
        return Fact("constraint", f"User does not drink alcohol {days}")
    return Fact("constraint", f"User eats {kind} {days}", attribute="diet", value=f"{kind} {days}")


def _grew_up(m: re.Match[str], clause: str) -> Fact | None:
    """'I grew up in Porto, moved here for work': where, up to what is said after it."""
    head = _AFTER.sub("", clause).split(",")[0].strip()
    place = _AFTER.sub("", m.group("obj")).split(",")[0].strip()
    if not ok_object(place):
        return None
    value = proper_value(place)
    return _fact("identity", head, attribute="hometown" if value else None, value=value)


# What the user lives with, named in passing as theirs: "got my hearing aids adjusted today",
# "left my inhaler at home again" — the user uses one, whatever the news of the day
_AID = re.compile(r"\bmy\s+(?:new\s+|old\s+|spare\s+)?(?P<aid>hearing\s+aids?|insulin\s+pump|wheelchair|cpap(?:\s+machine)?|inhaler"
                  r"|epi-?pen|walking\s+stick|crutches|guide\s+dog|pacemaker|glucose\s+monitor|cgm|prosthetic\s+(?:leg|arm|limb)"
                  r"|hearing\s+implant|cochlear\s+implant|stoma\s+bag|oxygen\s+tank|mobility\s+scooter)\b", re.I)

# (lead61) "New hearing aids from the clinic.": new ones, said with no verb and no "my" (the user's: no one else is
# named; "got new hearing aids" is extract_rules' aid got)
_NEW_AID = re.compile(r"^(?:(?:a\s+pair\s+of|some)\s+)?new\s+"
                      r"(?P<aid>hearing\s+aids?|inhaler|walking\s+stick|glucose\s+monitor|cgm|insulin\s+pump|cpap(?:\s+machine)?"
                      r"|wheelchair|mobility\s+scooter)\b(?!\s+(?:for|are\s+for|is\s+for)\s+(?:my|his|her)\b)", re.I)

# A capitalised word just after a guide dog is its name ("my guide dog Sixten")
_NAMED_AFTER = re.compile(r",?\s+(?-i:[A-Z])[a-z]+\b")


def aid(clause: str) -> Fact | None:
    """The aid a clause names as the user's ("my hearing aids"), as a constraint: "User uses hearing aids"."""
    m = _AID.search(clause) or _NEW_AID.match(clause)
    if m is None or en.is_question(clause) or re.match(r"(?:my\s+)?(?:mom|mum|dad|son|daughter|wife|husband|partner|grand\w+)\b", clause, re.I):
        return None
    if m.group("aid").lower().endswith("dog") and _NAMED_AFTER.match(clause, m.end()):
        return None  # "my guide dog Sixten": a dog by its name, the user's relation (candidate.RELATIONS), not a device
    thing = " ".join(m.group("aid").lower().split())
    thing = {"cpap": "a CPAP machine", "cpap machine": "a CPAP machine", "cgm": "a glucose monitor", "epipen": "an EpiPen",
             "epi-pen": "an EpiPen"}.get(thing, thing if thing.endswith("s") else f"{en.article(thing)} {thing}")
    verb = "has" if thing.endswith(("pacemaker", "implant", "guide dog", "stoma bag")) else "uses"
    return Fact("constraint", f"User {verb} {thing}")


def _pressure_reading(m: re.Match[str], clause: str) -> Fact | None:
    """'my blood pressure is 150 over 95': high blood pressure when a reading is at or over 140/90 (the
    threshold a GP diagnoses by); a normal reading is no fact of the user's."""
    if int(m.group("sys")) < 140 and int(m.group("dia")) < 90:
        return None
    return Fact("constraint", "User has high blood pressure")


def _carer(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm my mum's full time carer', 'I'm the main carer for my dad': whom the user looks after."""
    if not re.search(r"\bcarer\b|\bcaregiver\b", clause, re.I):
        return None
    return _fact("relationship", _AFTER.sub("", clause).strip(" ,"))


def _relative_week(m: re.Match[str], clause: str) -> Fact | None:
    """'the boys have soccer on Saturdays': what the user's family does each week (their plans hang on it)."""
    if not ok_object(m.group("obj")) or _PASSING.search(clause):
        return None
    return _fact("relationship", re.sub(r"^(?:the|our)\s+", "my ", _AFTER.sub("", clause).strip(" ,"), flags=re.I))


def _takes(m: re.Match[str], clause: str) -> Fact | None:
    """'now I take blood thinners every day': a medicine the user takes (what a medicine question recalls)."""
    head = re.sub(r"^(?:now|these\s+days)\s+", "", _AFTER.sub("", clause).strip(" ,"), flags=re.I)
    # "I take metformin now morning and night": the "now" before how often says it began, not when it is taken
    head = re.sub(r"\s+(?:now|still|also)(?=\s+(?:every|daily|twice|once|each|in\s+the|morning|at|with)\b)", "", head, flags=re.I)
    # (s16) "I am to take amlodipine each morning", "I've been told to take …": taken, as the clinic said
    head = re.sub(r"^i(?:\s+am|['’]m)\s+to\s+take\b|^i(?:\s+was|\s+have\s+been|['’]ve\s+been)\s+told\s+to\s+take\b", "I take", head,
                  flags=re.I)
    head = _LO39_WHEN_IT_BAD.sub(r"\g<only>when needed", head)  # (lo39) "… when it's bad": "it" stands for no one here
    medicine = medicine_of(m.group("obj"))
    if m.groupdict().get("bare") is not None and (common(medicine) or not is_medicine(medicine) or medicine in _NOT_MEDICINES):
        return None  # "I take someone", "I take protein": said with no time, only a word that is surely a medicine is one
    return _fact("constraint", head, attribute="takes", value=medicine)


def _on_medicine(m: re.Match[str], clause: str) -> Fact | None:
    """"I'm on metformin for diabetes", "also on amlodipine now for blood pressure, 5mg" (the "I'm" unsaid): taken."""
    if m.group("unsaid") is not None:
        if common(medicine := medicine_of(m.group("obj"))) or not is_medicine(medicine) or medicine in _NOT_MEDICINES:
            return None  # "on routine for now": only a word that is surely a medicine is taken, the "I'm" unsaid
        rest = clause[m.end("unsaid"):]
        clause = "I'm " + (rest[:1].lower() + rest[1:] if rest[:3].lower() == "on " else rest)  # ("On amlodipine now")
    return _takes(m, clause)


# words of a medicine's endings a person takes that are no medicine ("I take protein")
_NOT_MEDICINES = frozenset({"protein", "caffeine", "nicotine"})


def _suffers(m: re.Match[str], clause: str) -> Fact | None:
    """'I suffer from migraines': as said (the third person would read "from …" as a place and capitalise it)."""
    obj = _AFTER.sub("", m.group("obj")).strip(" ,")
    if not ok_object(obj) or _PASSING.search(obj):
        return None
    verb = {"suffer": "suffers", "struggle": "struggles"}.get(m.group("verb").lower(), "has suffered")
    return Fact("constraint", f"User {verb} {m.group('prep').lower()} {en.rewrite_rest(obj)}")


# Brand names people say instead of the drug ("I'm on Eliquis"): the common ones, no ending tells them
_BRANDS = (r"eliquis|xarelto|coumadin|warfarin|plavix|lipitor|crestor|zocor|synthroid|eltroxin|ozempic|wegovy|mounjaro|januvia"
           r"|jardiance|glucophage|zoloft|prozac|lexapro|celexa|paxil|wellbutrin|effexor|cymbalta|xanax|valium|adderall|ritalin"
           r"|concerta|vyvanse|elvanse|ventolin|symbicort|seretide|humira|lyrica|nexium|prilosec|lasix|tamoxifen|keppra|lamictal"
           r"|seroquel|abilify|tegretol|depakote|norvasc|zestril|zoladex|prostap|decapeptyl|androcur|spiro"
           # the modulators and biologics of a long illness ("I have CF and I'm on Kaftrio", "I'm on Ocrevus for my MS")
           r"|kaftrio|trikafta|symkevi|orkambi|kalydeco|ocrevus|tecfidera|kesimpta|tysabri|copaxone|gilenya|dupixent|stelara"
           r"|entyvio|enbrel|remicade|rinvoq|skyrizi|cosentyx|truvada|biktarvy|saxenda|trulicity|rybelsus|forxiga|farxiga")
# A medicine named the way people name theirs: a class ("blood thinners"), a brand, or one word with
# a drug's ending ("metformin", "sertraline", "ramipril"), and its dose
_MEDICINE = (r"(?:blood\s+thinners|statins|insulin|antidepressants|beta\s+blockers|thyroid\s+pills|iron\s+tablets|" + _BRANDS
             + r"|(?-i:[a-z]+(?:ol|in|ide|ine|pril|sartan|statin|zole|mab|cillin|xin|one|ate|pam|pram|lam|fen|mide|tide|zine|xaban|grel|flozin|afil|triptan|proxen|fenac|coxib)))(?:\s+\d+\s*mg)?")


# the user working again, as a summary says it: "User is back at work three days a week", "User went back to work in March"
# (the write path ends the leave it follows: Brain._back_from_leave; one message's own leave plan is dropped beside it)
BACK_AT_WORK = re.compile(r"^User (?:is back in the office\b|(?:is back at|has been back at|is back to|has gone back to|went back to|has returned to"
                          r"|returned to) (?:work|(?:the|their) (?:job|desk|office|shop|salon|studio|practice|clinic|ward|hospital|school"
                          r"|classroom|site|depot|restaurant|kitchen|lab|surgery|factory|warehouse|store|bakery|garage|library"
                          # (lead60) "User is back at the farm on light duty": a workplace outdoors, or at sea
                          r"|farm|yard|mine|rig|boat|ship|station|plant|mill|office))\b)")
# a stretch away from work, told or planned: "User is on maternity leave from …", "User is going on sick leave"
ON_LEAVE = re.compile(r"^User (?:is |has been |was )?(?:(?:now|currently|still|officially|going|starting|about to go|takes|taking|will take) )?"
                      r"(?:on |going on |to go on |starts? )?(?:(?:shared|unpaid|paid|long-term|\w+ weeks' |\w+ months' ) ?)?"
                      r"(?:paternity|maternity|parental|sick|medical|compassionate|adoption|bereavement) leave\b")


def is_medicine(text: str) -> bool:
    """Whether ``text`` names a medicine as a person names theirs ("metformin", "blood thinners")."""
    return re.fullmatch(_MEDICINE, text.strip(), re.I) is not None and text.strip().lower() not in {"train", "medicine"}


_DEGREE = (r"(?:(?:first|second|third|bachelor'?s|master'?s|masters|undergrad(?:uate)?|postgrad(?:uate)?|law|medical|nursing"
           r"|engineering|teaching)\s+)?(?:degree|masters?|bachelors?|ba|bsc|ma|msc|mba|llb|phd|doctorate|diploma|pgce|nvq|hnd|btec"
           r"|certificate\s+in)")
_SCHOOLS = r"(?:university|uni|college|law\s+school|med(?:ical)?\s+school|art\s+school|drama\s+school|music\s+school|boarding\s+school)"
_FEARED = r"(?:scared|afraid|terrified|frightened|petrified|phobic)"
# what a fear is of, said in the singular ("afraid of the dark"; a plural will do: "scared of dogs", not
# "I am afraid of lock", a worry about one migration)
_FEARS = (r"the\s+dark|the\s+sea|the\s+dentist|the\s+doctor|(?:deep\s+|open\s+)?water|heights|blood|flying|driving|swimming"
          r"|public\s+speaking|speaking\s+in\s+public|being\s+alone|enclosed\s+spaces|confined\s+spaces|the\s+ocean|fire|thunder")
_SICK = (r"(?:seasick|sea\s+sick|carsick|car\s+sick|airsick|travel\s+sick|motion\s+sick(?:ness)?|migraines|hay\s+fever|cold\s+sores"
         r"|panic\s+attacks|nosebleeds|heartburn|chilblains)")
_CANNOT = (r"(?:swim|drive|ride\s+a\s+bike|cook|read\s+music|touch\s+type|dance|ski|skate|type|read\s+small\s+print|kneel|run"
           r"|climb\s+stairs|lift\s+(?:anything\s+)?heavy(?:\s+things)?|eat\s+spicy\s+(?:food|things)|handle\s+spicy\s+food"
           r"|sit\s+for\s+long|stand\s+for\s+long|sleep\s+on\s+planes)")
_DIETS = (r"(?:(?:low|high|no|reduced)[\s-](?:carb|fat|sugar|salt|sodium|fodmap|protein|calorie|cholesterol|purine|residue)"
          r"|keto(?:genic)?|paleo|mediterranean|plant[\s-]based|gluten[\s-]free|dairy[\s-]free|carnivore|whole30|renal|diabetic"
          r"|weight[\s-]loss|slimming\s+world|weight\s+watchers)")
_PETS = (r"(?:dogs?|cats?|pupp(?:y|ies)|kittens?|rabbits?|bunn(?:y|ies)|hamsters?|guinea\s+pigs?|parrots?|budgies?|horses?"
         r"|pon(?:y|ies)|chickens|hens|ducks|goats?|tortoises?|turtles?|snakes?|lizards?|geckos?|ferrets?|rats|mice|fish)")
_COUNT = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2}|a\s+couple\s+of|a\s+few)"
_HELD = (r"(?:black|brown|red|blue|green|purple|yellow|orange)\s+belt|pilot'?s\s+licen[cs]e|(?:motorbike|motorcycle|hgv|boat|skipper'?s)"
         r"\s+licen[cs]e|(?:padi\s+)?(?:open\s+water|advanced)\s+(?:diving\s+)?(?:cert(?:ificate|ification)?|licen[cs]e)|grade\s+\d\s+in")

_FIELDS = (r"marketing|sales|hr|human\s+resources|it|finance|accounting|accounts|insurance|banking|retail|hospitality|construction"
           r"|healthcare|health\s+care|education|tech|publishing|logistics|recruitment|recruiting|pharma|law|real\s+estate|property"
           r"|advertising|pr|media|tv|television|film|fashion|manufacturing|engineering|research|academia|government|the\s+civil\s+service"
           r"|local\s+government|social\s+care|social\s+work|admin|administration|customer\s+service|customer\s+support|operations"
           r"|procurement|compliance|cyber\s?security|security|software|telecoms|energy|oil\s+and\s+gas|aviation|shipping|agriculture"
           r"|farming|events|catering|nursing|medicine|dentistry|pharmacy|architecture|design|journalism|the\s+charity\s+sector"
           r"|the\s+nhs|nonprofits?|the\s+non-?profit\s+sector|payroll|legal|product|qa|quality\s+assurance|facilities|logistics")
# children counted, not named: "we have three kids under 6", "I have two daughters", "we have a toddler"
# (an age alone is a child: "we've got a 2 year old")
_CHILDREN = (r"(?:(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[\s-](?:year|month|week)s?[\s-]old\s+)?(?:kids|children|sons|daughters|boys|girls|grandkids|grandchildren|stepkids|step-kids|step\s+kids|stepchildren|step-children|step\s+children|stepsons|stepdaughters|toddlers|teenagers|teens"
             r"|son|daughter|boy|girl|toddler|teenager|baby|newborn|little\s+one|little\s+ones)"
             r"|(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[\s-](?:year|month|week)s?[\s-]olds?"
             r"(?=\s*$|\s*[,.;!]|\s+(?:and|who|but|so|at|in|with|too|now)\b))")  # not "a 10 year old car"
_HAVE = r"^(?P<s>i|we)(?:(?:\s+also|\s+now)*\s+(?:have|have\s+got)|'ve\s+(?:also\s+)?got)\s+"


def _and_one_coming(m: re.Match[str], clause: str) -> list[Fact]:
    """'we've got a 2 year old and another on the way, due in April': the child, and the baby expected (a
    pregnancy of its own, which a birth later ends)."""
    kids = _fact("relationship", f"{m.group('s')} have {m.group('obj')}")
    return [kids, Fact("episode", f"User is expecting another baby{m.group('due') or ''}")]
# relatives spoken of together ("my grandparents live in Goa", "my in-laws are retired")
_KIN_PLURAL = r"(?:parents|grandparents|in-laws|folks|twins|sisters|brothers|step-?kids)"

# what a medicine is taken for, said without "my": "for anxiety", "for blood pressure"
_TREATS = (r"(?:anxiety|depression|ocd|adhd|migraines?|epilepsy|diabetes|asthma|arthritis|psoriasis|eczema|acne|insomnia"
           r"|(?:high\s+)?blood\s+pressure|(?:high\s+)?cholesterol|pain|reflux|heartburn|hay\s+fever|allergies|endometriosis)")

# (lo39) a medicine taken as needed, when a condition is bad or flares: "when bad", "when the migraine is bad", "only when
# my hives flare up", "if needed", "as and when needed" ("I take the bus when it's raining" names no medicine)
# ("only when it's really bad", "when it gets bad": the "it" names nothing a memory can keep; said as "when needed")
_LO39_WHEN_IT_BAD = re.compile(r"(?P<only>only\s+)?(?:when|whenever|if)\s+(?:it|they)(?:\s+(?:is|are|gets?)|['’](?:s|re))\s+"
                               r"(?:really\s+|very\s+|too\s+)?bad\b", re.I)
# (bugs60, lo39) taken only when needed: "I take ibuprofen when bad", "… only when the pain gets bad", "… as needed", "… when I
# need it", "… if it's really bad"
_AS_NEEDED = (r"(?:only\s+)?(?:as\s+(?:and\s+when\s+)?needed|(?:when|if|whenever)\s+(?:(?:it|the\s+pain|pain|the\s+\w+\s+pain|things|my\s+\w+)"
              r"(?:['’]s|\s+is|\s+are|\s+gets|\s+get)\s+)?(?:really\s+|very\s+|too\s+|extra\s+)?(?:bad|worse|needed|necessary|unbearable)"
              r"(?=\s*(?:[,.;!]|$|\s+(?:again|at|in|during|though|tho)\b))"
              r"|(?:when|if|whenever)\s+i\s+(?:really\s+)?need\s+(?:it|them|to)"
              # (lo39) "… when my hives flare up", "… whenever the eczema flares", "… whenever the headache gets bad": a
              # condition's flare-up, or the condition named bad
              r"|(?:only\s+)?(?:when|whenever|if)\s+(?:the\s+\w+|my\s+\w+|it|they)\s+(?:flares?(?:\s+up)?|(?:is|are|gets?|['’]s)\s+"
              r"(?:really\s+|very\s+|too\s+)?(?:bad|worse)))")

# a medicine taken: "now I take blood thinners every day", "I take my levothyroxine every morning", "I have to take
# sertraline every night" (read before "I have to …" is a constraint: the medicine is what a medicine question recalls)
MEDICINE_TAKEN: tuple[str, Handler] = (
    # (s16: "I am to take amlodipine each morning", "I've been told to take …": what the clinic has put the user on)
    r"^(?:now\s+|these\s+days\s+)?i(?:['’]m\s+(?=to\s))?\s*(?:(?:now|also|still|have\s+to|need\s+to|must|am\s+to|to"
    r"|(?:was|have\s+been|['’]ve\s+been)\s+told\s+to)\s+)*take\s+(?:my\s+|an\s+)?(?P<obj>" + _MEDICINE + r")"
    # "now I take empagliflozin", "I take empagliflozin now": a medicine taken, said with no time (the clause ends there)
    r"(?:(?P<bare>(?:\s+now)?\s*[.!]*$)|\s+"
    # ("I take metformin now morning and night": "now" said before how often)
    r"(?:(?:now|still|also)\s+)?"
    r"(?:every\s+(?:day|morning|night|evening)|daily|twice\s+a\s+day|once\s+a\s+day|each\s+(?:day|morning|night)"
    r"|(?:in\s+the\s+)?morning\s+and\s+(?:at\s+)?(?:night|evening)|at\s+night|at\s+bedtime"
    # ("I take gliclazide in the mornings", "… with my dinner", "I take empagliflozin with the metformin": when, or
    # beside which other medicine)
    r"|in\s+the\s+(?:mornings|evenings)|with\s+(?:my\s+|the\s+)?(?:breakfast|lunch|dinner|tea|meals|food|" + _MEDICINE + r")"
    r"|for\s+my\s+\w+(?:\s+\w+)?"
    # ("I take sertraline for anxiety": what it treats, said without "my")
    r"|for\s+" + _TREATS + r"|" + _AS_NEEDED + r")\b.*$)", _takes)


def _mg(dose: str) -> str:
    """A dose as written in a memory: "50 MG" -> "50mg"."""
    return "".join(dose.lower().split())


def medicine_of(named: str) -> str:
    """The medicine a memory's ``takes`` value names ("sertraline 50mg" -> "sertraline")."""
    return re.sub(r"\s+\d+(?:\.\d+)?\s*mg$", "", " ".join(named.lower().split()))


# a kind of medicine, said before its name ("a blood thinner called apixaban"), and the name as a name after "called" is
# written (its first letter a capital)
_MEDICINE_KIND = (r"(?:blood\s+thinner|statin|tablet|pill|drug|medicine|medication|antidepressant|beta\s+blocker|steroid"
                  r"|painkiller|inhaler|anticoagulant)")
_MEDICINE_CALLED = _MEDICINE.replace("(?-i:[a-z]+(?:", "(?-i:[A-Za-z][a-z]*(?:", 1)


def _started_taking(m: re.Match[str], clause: str) -> Fact | None:
    """'I've started taking sertraline for anxiety, 50mg': a medicine the user takes now, what for and how much."""
    medicine = " ".join((m["obj"] or m["called"]).lower().split())
    said = f"User takes {medicine}" + (f" for {' '.join(m['why'].split())}" if m["why"] else "")
    if dose := m["dose"] or m["dose2"]:
        said += f", {_mg(dose)}"
    return Fact("constraint", said, attribute="takes", value=medicine_of(medicine))


# a medicine begun: "I've started taking sertraline for anxiety, 50mg", "just started on 20mg citalopram", "I've been put
# on 10mg ramipril for my blood pressure", "started on lisinopril last week, the cough is awful" (when, and how it goes,
# after it; not "…, but stopped after a week")
STARTED_TAKING: tuple[str, Handler] = (
    r"^i(?:'ve|\s+have)?\s+(?:just\s+|now\s+|recently\s+)*(?:(?:started|begun|began)\s+(?:taking|on|to\s+take)|(?:started|began)(?=\s+(?:\d+(?:\.\d+)?\s*mg\s+(?:of\s+)?)?(?:insulin|metformin|[a-z]+(?:pril|sartan|olol|statin|prazole|dipine|mab|tidine|azepam|oxetine|aline)))|(?:been|was|got)\s+(?:(?:put|started)\s+on|prescribed))\s+"
    # ("I have been started on a blood thinner called apixaban": the kind of medicine, then its name, capitalised as a
    # name after "called" is: mercuryd/brain/capitals.py)
    r"(?:(?:a|an)\s+(?:new\s+)?" + _MEDICINE_KIND + r"\s+(?:called|named)\s+(?P<called>" + _MEDICINE_CALLED + r")"
    r"|(?:(?P<dose2>\d+(?:\.\d+)?\s*mg)\s+(?:of\s+)?)?(?P<obj>(?!train\b)" + _MEDICINE + r"))"
    r"(?:\s+for\s+(?:my\s+|the\s+)?(?P<why>[a-z][\w' -]{2,30}?))?"
    # (lead60) "Started insulin at night now, 8 units": when in the day it is taken, said after it
    r"(?:\s+(?:at\s+night|at\s+bedtime|in\s+the\s+(?:mornings?|evenings?)|every\s+(?:morning|night|evening|day)|(?:once|twice)\s+a\s+day"
    r"|daily))?(?:\s+now)?"
    r"(?:\s*,\s*(?P<dose>\d+(?:\.\d+)?\s*mg)(?:\s+(?:a|per)\s+day|\s+daily)?)?"
    r"(?:\s+(?:last\s+week|yesterday|today|this\s+week|on\s+\w+day|last\s+\w+day|(?:a|two|three|\d)\s+(?:days?|weeks?)\s+ago))?"
    r"(?:\s*[,;]\s+(?!(?:but|then|until|till|and\s+(?:then\s+)?(?:stopped|quit|came\s+off))\b)[^?]*)?\s*[.!]*$", _started_taking)


def _dose_now(m: re.Match[str], clause: str) -> Fact | None:
    """'the doctor upped my sertraline to 100mg': the dose the user takes now (it replaces the one said before)."""
    medicine = " ".join((m["obj"] or m["obj2"] or m["obj3"]).lower().split())
    dose = m["dose"] or m["dose2"] or m["dose3"]
    return Fact("constraint", f"User takes {medicine}, {_mg(dose)}", attribute="takes", value=medicine_of(medicine))


_DOSE_MOVED = r"(?:upped|increased|raised|lowered|reduced|cut|dropped|doubled|halved|put\s+up|put\s+down|bumped\s+up|changed)"
# a dose changed: "the doctor upped my sertraline to 100mg", "my GP has increased my metformin to 1000mg", "my citalopram
# dose was lowered to 10mg", "I'm on 100mg of sertraline now"
DOSE_NOW: tuple[str, Handler] = (
    r"^(?:(?:the|my)\s+(?:doctor|doc|gp|psychiatrist|consultant|nurse|specialist)|they|doc|gp)\s+(?:has\s+|have\s+|just\s+)*"
    + _DOSE_MOVED + r"\s+my\s+(?P<obj>(?!train\b)" + _MEDICINE + r")(?:\s+dose)?\s+(?:up\s+|down\s+)?to\s+(?P<dose>\d+(?:\.\d+)?\s*mg)\b"
    r"(?:\s+(?:a|per)\s+day|\s+daily|\s+now)*\s*[.!]*$"
    r"|^my\s+(?P<obj2>(?!train\b)" + _MEDICINE + r")(?:\s+dose)?\s+(?:was|has\s+been|got|is\s+being)\s+(?:just\s+)?" + _DOSE_MOVED
    + r"\s+(?:up\s+|down\s+)?to\s+(?P<dose2>\d+(?:\.\d+)?\s*mg)\b(?:\s+(?:a|per)\s+day|\s+daily|\s+now)*\s*[.!]*$"
    r"|^i(?:'m|\s+am)\s+(?:now\s+)?on\s+(?P<dose3>\d+(?:\.\d+)?\s*mg)\s+(?:of\s+)?(?P<obj3>(?!train\b)" + _MEDICINE + r")"
    r"\s+now\b(?:\s*,.*)?\s*[.!]*$", _dose_now)
# (read before a day's events: "I started taking propranolol" is the medicine taken now, not a thing done once)
EARLY_RULES.extend((STARTED_TAKING, DOSE_NOW))


# a sign language, by its letters or its name ("ASL is my first language"), beside the spoken ones of ``_LANGUAGE``
_SIGN_LANGUAGE = (r"(?-i:ASL|BSL|ISL|NZSL|LSF|DGS|Auslan)|(?:American|British|Irish|French|German|Australian|New\s+Zealand)"
                  r"\s+(?-i:S)ign\s+(?-i:L)anguage")
# which language it is to the user: "first language", "mother tongue" (not "English is my second language": a
# language learnt, said of one's English rather than kept)
_WHICH_LANGUAGE = r"(?:first|native|home|main)\s+language|mother\s+tongue|native\s+tongue"


def _first_language(m: re.Match[str], clause: str) -> Fact:
    """'ASL is my first language', 'my mother tongue is Yoruba': the user's language, as they said which it is to them."""
    which = " ".join((m["which"] or m["which2"]).lower().split())
    lang = " ".join((m["lang"] or m["lang2"]).split())
    return Fact("identity", f"User's {which} is {lang[:1].upper()}{lang[1:]}")


# "ASL is my first language so be patient with my English", "my native language is Korean", "Yoruba is my mother
# tongue": the language, named (read before "my X is a <make>" and before a relative: no "mother" called Tongue)
EARLY_RULES.append(
    (rf"^(?:my\s+(?P<which>{_WHICH_LANGUAGE})\s+(?:is|'s)\s+(?P<lang>{_LANGUAGE}|{_SIGN_LANGUAGE})"
     rf"|(?P<lang2>{_LANGUAGE}|{_SIGN_LANGUAGE})\s+is\s+my\s+(?P<which2>{_WHICH_LANGUAGE}))"
     r"(?:\s*,?\s+(?:so|and|but|because|since)\b.*)?\s*[.!]*$", _first_language))


def _belt(m: re.Match[str], clause: str) -> Fact | None:
    art = f" in {m['art']}" if m["art"] else ""
    return Fact("identity", f"User is a {m['colour'].lower()} belt{art}")


# a grade in a martial art: "i'm black belt, i coach bjj", "I'm a brown belt in judo" (read before a name: "Black Belt"
# is no one's name)
EARLY_RULES.append(
    (r"^(?:i'm|i\s+am|im)\s+(?:now\s+|finally\s+)?(?:a\s+)?(?P<colour>black|brown|purple|blue|green|orange|yellow|red|white)\s+belt"
     r"(?:\s+in\s+(?P<art>[a-z][\w-]*(?:\s+[a-z][\w-]*)?))?(?:\s+now)?\s*[.!]*$", _belt))


def _course_over(m: re.Match[str], clause: str) -> Fact | None:
    """'the te reo course finished, I passed!', 'my pottery class has ended': "User finished their te reo course" (an aim
    reached: it ends the course said before, mercuryd/brain/reached.py). Another's course is not the user's: "the kids'
    swimming course finished" is left (a possessive before the course)."""
    what = " ".join(m.group("what").split())
    if "'" in what or "’" in what or en.is_question(clause):
        return None
    return Fact("episode", f"User finished their {what}")


def _fosters(m: re.Match[str], clause: str) -> Fact:
    """'we foster two kids at the moment': "User fosters two kids" (for as long as they do; the moment is now)."""
    return Fact("relationship", f"User fosters {' '.join(m.group('obj').split())}")


def _off_it(m: re.Match[str], clause: str) -> Fact | None:
    """'I'm off the antibiotics now', 'finally off crutches': "User is off the antibiotics" (which ends being on them:
    ``Brain._off_it``). Only what one is on for a while: a medicine, crutches, oxygen ("I'm off work", "off sick" are
    not)."""
    what = " ".join(m.group("what").split())
    if not (is_medicine(what) or what.lower() in _ON_FOR_A_WHILE):
        return None
    # (a medicine no longer taken: the negative of ``takes``, which ends "User is on antibiotics for …")
    medicine = is_medicine(what) or what.lower() not in {"crutches", "oxygen"}
    return Fact("constraint", f"User is off {m.group('det') or ''}{what}", attribute="takes" if medicine else None,
                value=what.lower() if medicine else None, polarity="negative" if medicine else "positive")


_ON_FOR_A_WHILE = frozenset("meds medication medicines tablets pills crutches oxygen steroids antibiotics painkillers insulin "
                            "the pill inhaler".split())


def _reading_named(what: str) -> str:
    """A high reading's name in a summary: "bp" is blood pressure; "sugar", "sugars", "sugar levels" and "blood glucose"
    are blood sugar."""
    what = " ".join(what.lower().split())
    if what == "bp":
        return "blood pressure"
    return "blood sugar" if what.startswith(("sugar", "blood glucose")) else what


# a health measure's reading: "doctor says my HbA1c is 8.1, too high", "my cholesterol came back at 6.2", "my PSA is 4.5 now"
_MEASURES = {"hba1c": "HbA1c", "a1c": "HbA1c", "cholesterol": "cholesterol", "ldl": "LDL", "blood sugar": "blood sugar",
             "sugar": "blood sugar", "glucose": "blood glucose", "blood glucose": "blood glucose", "psa": "PSA", "vitamin d": "vitamin D",
             "ferritin": "ferritin", "b12": "B12", "tsh": "TSH", "egfr": "eGFR", "bmi": "BMI", "resting heart rate": "resting heart rate",
             "iron": "iron", "hb": "haemoglobin", "haemoglobin": "haemoglobin", "hemoglobin": "haemoglobin"}


def _reading(m: re.Match[str], clause: str) -> Fact | None:
    measure = _MEASURES[" ".join(m["what"].lower().split())]
    number = " ".join(m["n"].split())
    how = f" ({' '.join(m['how'].lower().split())})" if m["how"] else ""
    return Fact("constraint", f"User's {measure} is {number}{how}", attribute=f"{READING_PREFIX}{measure.lower()}", value=number.lower())


READING: tuple[str, Handler] = (
    r"^(?:(?:the|my)\s+(?:doctor|doc|gp|nurse|diabetes\s+nurse|consultant|specialist)\s+(?:says|said|told\s+me)\s+(?:that\s+)?|(?:doctor|gp)\s+says\s+)?"
    # ("PSA is down to 0.8": a measure of the body said without "my" is the user's; not "sugar" or "iron", which are more)
    r"(?:my\s+|(?!(?:sugar|iron|glucose)\b))(?:latest\s+|last\s+|new\s+)?(?P<what>" + "|".join(re.escape(k).replace(r"\ ", r"\s+") for k in sorted(_MEASURES, key=len, reverse=True))
    + r")(?:\s+(?:level|levels|reading|result|test))?\s+(?:is|was|'s|came\s+back(?:\s+at)?|(?:is|was)\s+(?:now\s+)?(?:down|up)\s+to)\s+"
    r"(?:now\s+|at\s+|down\s+to\s+|up\s+to\s+)?(?P<n>\d+(?:\.\d+)?(?:\s*(?:mmol(?:/mol|/l)?|%|mg/dl|ng/ml|bpm))?)(?:\s+now)?"
    r"(?:\s*,\s*(?:which\s+is\s+|that's\s+|it's\s+)?(?P<how>(?:too|very|a\s+bit|slightly|quite|way\s+too)\s+(?:high|low)|high|low|normal|good|borderline|fine))?"
    r"(?:\s*,.*)?\s*[.!]*$", _reading)

# a procedure said over, and how it went: "The cataract operation went grand", "my knee surgery went really well"
_PROCEDURE = r"(?:operation|surgery|procedure|op|transplant|replacement|biopsy|colonoscopy|endoscopy|bypass)"
# what is put in, said to have "gone in" fine ("the stent went in fine on Monday")
_FITTED = r"(?:stents?|pacemaker|implants?|grommets|cochlear\s+implant)"
_HOW_WENT = (r"(?P<how>well|fine|grand|ok|okay|great|good|alright|smoothly|smooth|perfectly|brilliantly|to\s+plan|better\s+than\s+expected"
             r"|without\s+a\s+hitch)\b")


# whose procedure it may be, by relation
_KIN_HAD = (r"(?:husband|wife|partner|mum|mom|mother|dad|father|son|daughter|sister|brother|grandson|granddaughter|grandma|grandmother"
            r"|grandad|granddad|grandfather|nan|nana|gran|aunt|uncle|fiancée?|girlfriend|boyfriend)")


def _procedure_went(m: re.Match[str], clause: str) -> Fact | None:
    what = " ".join(m["what"].lower().split())
    how = " ".join(m["how"].lower().split())
    said = m.groupdict()
    if said.get("rel"):
        return Fact("episode", f"User's {said['rel'].lower()}'s {what} went {how}")
    if said.get("whose"):
        name = said["whose"]
        if common(name.split()[0].lower()) or name.split()[0].lower() in en.NOT_A_NAME:
            return None  # "Monday's op went fine": no one's name
        # (the one named is linked, as "Ana moved to Porto" is: the person page lists it)
        return Fact("episode", f"{name}'s {what} went {how}", persons=[PersonMention(name=name)])
    if re.search(_FITTED + r"$", what):
        return Fact("episode", f"User's {what} went in {how}")
    return Fact("episode", f"User's {what} went {how}")


def _commutes(m: re.Match[str], clause: str) -> Fact | None:
    how = m["how"].lower()
    via = f"on the {how}" if how in {"tube", "metro"} else f"by {how}"
    return Fact("habit", f"User commutes to {m['where']} {via}")


def _enjoyed_named(m: re.Match[str], clause: str) -> Fact | None:
    obj = m["obj"]
    first = obj.split()[0].lower()
    if first != "the" and (first in en.NOT_A_NAME or common(first)):
        return None  # "I enjoyed Saturday", "I enjoyed It": a day or a word, no named work
    return Fact("preference", f"User enjoyed {obj}")


def _in_halls(m: re.Match[str], clause: str) -> Fact | None:
    """'im in fallowfield halls', 'I'm living in Owens Park halls': where the student lives (the halls, by name)."""
    place = " ".join(w if w[:1].isupper() else w.capitalize() for w in m["place"].split())
    first = place.split()[0].lower()
    if first in {"student", "uni", "university", "college", "first-year", "freshers", "catered", "self-catered"} \
            or (common(first) and first not in {"park", "new", "north", "south", "east", "west"}):
        return None  # "I'm in the halls", "I'm in student halls": no place named
    return Fact("identity", f"User lives in {place} halls", attribute="lives_in", value=f"{place.lower()} halls")


def _school_quals(m: re.Match[str], clause: str) -> Fact | None:
    """'doing a levels in bio chem and psych in bristol': what the pupil studies for, and where."""
    quals = {"a level": "A levels", "a-level": "A levels", "alevel": "A levels", "gcse": "GCSEs", "btec": "BTECs", "ib": "the IB",
             "the ib": "the IB", "highers": "Highers", "leaving cert": "the Leaving Cert"}
    said = " ".join(m["q"].lower().split()).rstrip("s") if m["q"].lower() != "highers" else "highers"
    name = quals.get(said, quals.get(said.replace(" ", "-"), m["q"]))
    subjects = " ".join(m["subj"].split())
    where = f" in {titled(m['where'])}" if m["where"] else ""
    return Fact("identity", f"User is doing {name} in {subjects}{where}")


# a place of worship or a group the household's week turns on: "Church is the centre of our week, Sunday service …",
# "The bowls club is our whole week really, Tuesdays and Saturdays", "the gurdwara on Sundays is the centre of everything
# for us" (a habit of belonging; a work place or a trip's sight is not one: the noun is a church's or a club's)
_CENTRE_PLACES = (r"church|chapel|mosque|masjid|temple|gurdwara|synagogue|shul|mandir|parish|congregation|kingdom\s+hall|meeting\s+house"
                  r"|club|choir|team|group|league|society|band|allotment|gym|pool|dojo|lodge|legion")
_DAYS_SAID = re.compile(r"\b(?P<d>(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b", re.I)
_NOT_ALONE = re.compile(r"\b(?:i|me|my|we|us|our|there|here|they|them|he|she|his|her|it|its|this|that)\b", re.I)


def _centre_of_week(m: re.Match[str], clause: str) -> Fact | None:
    det = (m["det"] or "").strip().lower()
    words = m["what"].split()
    if not det or words[0].lower() in {"church", "chapel", "mosque", "temple", "club"}:
        words[0] = words[0].lower()  # ("Church is the centre …": a capital of the sentence's start; "the Methodist chapel" as said)
    what = " ".join(words)
    place = f"{'the ' if det in {'the', 'our', 'my'} else ''}{what}"
    days: list[str] = []
    for d in _DAYS_SAID.finditer(f"{m['when'] or ''} {m['rest'] or ''}"):
        day = d["d"].capitalize() + "s"
        if day not in days:
            days.append(day)
    rest = " ".join((m["rest"] or "").strip(" ,").split()).rstrip(".!")
    if rest and not _NOT_ALONE.search(rest) and len(rest.split()) <= 12:
        return Fact("habit", f"User's week centres on {place}: {rest}")
    said = f", on {' and '.join(days) if len(days) < 3 else ', '.join(days[:-1]) + ' and ' + days[-1]}" if days else ""
    return Fact("habit", f"User's week centres on {place}{said}")


RULES: list[tuple[str, Handler]] = [
    READING,
    # "I'm commuting to Leeds by train now", "I commute into London on the tube": how the user gets to work, every day
    (r"^(?:(?:and|so|now)\s+)?(?:i'm|i\s+am|i)\s+(?:(?:now|still|also|currently)\s+)?(?:commute|commuting)\s+(?:to|into|in\s+to)\s+"
     r"(?P<where>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+(?:by|on\s+the)\s+(?P<how>train|bus|coach|tube|tram|ferry|bike|car|metro)"
     r"(?:\s+(?:now|these\s+days|every\s+day|daily))?\s*[.!]*$", _commutes),
    # "I enjoyed The Glass Palace very much", "I really enjoyed Dune": a named work (a title by its capitals) the user liked
    (r"^(?:i\s+)(?:(?:really|thoroughly|truly|so)\s+)?enjoyed\s+(?P<obj>(?-i:[A-Z])[\w'’:-]*(?:\s+(?:of|the|and|a|in|(?-i:[A-Z0-9])[\w'’:-]*)){0,6}?)"
     r"(?:\s+(?:very\s+much|so\s+much|a\s+lot|immensely|enormously))?\s*[.!]*$", _enjoyed_named),
    (r"^(?P<det>the\s+|our\s+|my\s+)?(?P<what>(?:[a-z][\w'’-]*\s+){0,2}?(?:" + _CENTRE_PLACES + r"))"
     r"(?P<when>\s+on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?)?\s+(?:is|'s)\s+(?:really\s+|basically\s+|just\s+)?"
     r"(?:the\s+(?:centre|center|heart|hub)\s+of\s+(?:our|my)\s+(?:week|weeks|weekends?)|(?:our|my)\s+whole\s+week"
     r"|the\s+(?:centre|center|heart)\s+of\s+everything(?:\s+for\s+(?:us|me))?)(?:\s+really)?(?P<rest>\s*,.*)?\s*[.!]*$", _centre_of_week),
    # "i changed my mind, will stay 2 more years", "I've changed my mind, I'll stay here after all": a move home said
    # before taken back (as "I'm staying in Dubai after all": Brain._staying_after_all)
    (r"^(?:(?:but|so|ok|okay|well|actually)\s*,?\s+)?i(?:'ve|\s+have)?\s+changed\s+my\s+mind\s*,?\s*(?:and\s+)?(?:i\s*)?(?:will|'ll|am\s+going\s+to"
     r"|i'm\s+going\s+to|i'm)\s+(?:stay|staying)\s+(?P<rest>(?:(?:here|on|put)\s+)?(?:for\s+)?(?:(?:\d|one|two|three|four|five|another|a\s+few)"
     r"\s+more\s+(?:years?|months?)|after\s+all)|here|on|put)\b.*$", _stays_after_all),
    # "my hip won't let me sail any more", "My hip will not allow sailing again": what the body rules out from now on,
    # which ends the habit said before ("User sails every Sunday"); "my knee won't let me sleep tonight" is one night's
    (r"^(?:and\s+|but\s+|now\s+)?(?:my|the)\s+(?P<part>hip|hips|knee|knees|back|shoulder|shoulders|heart|ankle|wrist|lungs|eyes"
     r"|eyesight|balance)\s+(?:won't|will\s+not|doesn't|does\s+not|don't|do\s+not|can't|cannot|no\s+longer)\s+(?:let\s+me\s+"
     r"(?P<base>[a-z]{3,})|allow\s+(?:me\s+to\s+(?P<base2>[a-z]{3,})|(?P<ing>[a-z]{3,}ing)))\s+(?:any\s*more|again|now)\b.*$",
     _body_rules_out),
    # "hiii im zoë, 17, doing a levels in bio chem and psych in bristol": what a pupil studies for
    (r"^(?:(?:i'm|i\s+am|im)\s+)?(?:currently\s+)?(?:doing|studying|taking)\s+(?:my\s+)?(?P<q>a[\s-]?levels?|alevels|gcses?|highers|btecs?"
     r"|(?:the\s+)?ib|leaving\s+cert)\s+in\s+(?P<subj>[a-z][\w,&' -]{2,60}?)(?:\s+(?:in|at)\s+(?P<where>(?!the\b|my\b)[a-z][\w'-]+))?"
     r"\s*[.!]*$", _school_quals),
    # "im in fallowfield halls, my flatmates are nice": the halls of residence the student lives in
    (r"^(?:i'm|i\s+am|im)\s+(?:now\s+|living\s+|staying\s+)*in\s+(?P<place>[a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)\s+halls\b"
     r"(?:\s+(?:now|this\s+year))?\s*[.!]*$", _in_halls),
    # ("Cataract operation went smooth yesterday": said without "the", what it was named first; not a bare "Operation was
    # good", which says of which nowhere; "the stent went in fine": what was put in)
    # ("Wei Ming's operation went smoothly", "my husband's op went fine": a relative's, by name or by relation)
    (rf"^(?:(?:the|my)\s+|(?P<whose>my\s+(?P<rel>{_KIN_HAD})|(?-i:[A-Z])[a-z]+(?:\s+(?-i:[A-Z])[a-z]+)?)['’]s\s+|(?!{_PROCEDURE}\b))"
     rf"(?P<what>(?:[a-z-]+\s+){{0,2}}?{_PROCEDURE})\s+(?:went|has\s+gone|was)\s+(?:really\s+|very\s+|so\s+|just\s+|all\s+)?"
     rf"{_HOW_WENT}.*$", _procedure_went),
    # ("surgery done, on crutches for 6 weeks", "the op's over": the user's own procedure had, how it went not said)
    (rf"^(?:(?:the|my)\s+)?(?P<what>(?:[a-z-]+\s+){{0,2}}?{_PROCEDURE})\s+(?:is\s+|'s\s+)?(?P<done>done|over)(?:\s+now)?"
     r"(?:\s*,.*)?\s*[.!]*$", lambda m, clause: Fact("episode", f"User's {' '.join(m['what'].lower().split())} is {m['done'].lower()}")),
    (rf"^(?:(?:the|my)\s+)?(?P<what>(?:[a-z-]+\s+){{0,1}}?{_FITTED})\s+(?:went|has\s+gone)\s+in\s+(?:really\s+|very\s+|so\s+|just\s+)?"
     rf"{_HOW_WENT}.*$", _procedure_went),
    # "I'm off the antibiotics now", "finally off the crutches": off what one was on
    (r"^(?:i'm|i\s+am|im|i've\s+come)\s+(?:(?:now|finally|fully|officially|completely)\s+)*off\s+(?P<det>(?:the|my)\s+)?"
     r"(?P<what>[a-z][\w-]*(?:\s+(?!(?:now|at|for|completely)\b)[a-z][\w-]*)?)(?:\s+(?:now|at\s+last|for\s+good|completely))?"
     r"\s*[.!]*$", _off_it),
    # "I'm interviewing with Trade Republic for a senior backend role": a job the user is after, named (the interview
    # with its day is read before, as a day's plan)
    (r"^(?:i'm|i\s+am)\s+(?:(?:currently|also|now|still)\s+)*interviewing\s+(?:with|at)\s+(?P<obj>(?-i:[A-Z])[\w&'’.-]*"
     r"(?:\s+(?-i:[A-Z])[\w&'’.-]*){0,3}(?:\s+for\s+(?:a|an|the)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?\s+(?:role|job|position|post))?)"
     r"(?:\s+(?:too|as\s+well))?\s*[.!]*$", _said("goal")),
    # "we foster two kids at the moment", "I foster kittens for the RSPCA": children or animals the user cares for
    (r"^(?:i|we)\s+(?:(?:currently|now|also|still)\s+)*foster\s+(?P<obj>(?:(?:two|three|four|five|\d|a|an|some|sibling)\s+)?"
     r"(?:[a-z-]+\s+)?(?:kids|children|child|teenagers?|teens|siblings|babies|baby|boys?|girls?|dogs?|cats?|puppies|kittens|greyhounds)"
     r"(?:\s+for\s+(?:the\s+)?(?-i:[A-Z])[\w&'’-]*(?:\s+(?-i:[A-Z])[\w&'’-]*)*)?)"
     r"(?:\s+(?:at\s+the\s+moment|right\s+now|currently|now|atm))?\s*[.!]*$", _fosters),
    # "the te reo course finished, I passed!", "my evening class has ended": a course of the user's, over
    (r"^(?:my|the|our)\s+(?P<what>(?:[\w'’-]+\s+){1,3}?(?:course|class|classes|programme|program|bootcamp|apprenticeship))\s+"
     r"(?:has\s+|have\s+|is\s+|are\s+)?(?:(?:just|finally|officially|now)\s+)*(?:finished|ended|over|done|wrapped\s+up|come\s+to\s+an\s+end"
     # ("…, got my certificate!": what came of it, after a comma)
     r"|came\s+to\s+an\s+end)\s*(?:today|yesterday|last\s+week|this\s+week|for\s+good)?(?:\s*,\s+.*|\s*[!.]*)$", _course_over),
    # the field of work: "I work in HR for the council", "I work in marketing"
    # ("I work in finance in Canary Wharf": where, after it)
    (rf"^i\s+(?:(?:currently|now|still|mostly|mainly|also)\s+)*work\s+in\s+(?P<obj>(?:{_FIELDS})(?:\s+(?:for|at|with)\s+.+"
     r"|\s+in\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?)?)$",
     _said("identity")),
    # a plot of land, a boat, a stall the user keeps: "I've got an allotment in Hove", "we have a beach hut at Southwold"
    (r"^(?:i|we)(?:(?:\s+also|\s+now|\s+still)*\s+(?:have|have\s+got|rent|own)|'ve\s+(?:also\s+)?got)\s+(?P<obj>(?:a|an)\s+(?:little\s+|small\s+)?"
     r"(?:allotment|allotment\s+plot|beach\s+hut|smallholding|market\s+stall|season\s+ticket|holiday\s+home|static\s+caravan|narrowboat)"
     r"(?:\s+(?:in|at|on|near|for)\s+(?:the\s+)?[\w'’ -]{2,40}?)?)\s*[!.]*$", _said("identity")),
    (rf"{_HAVE}(?P<obj>{_COUNT}\s+(?:(?:little|young|grown-up|grown|adult|teenage|small)\s+)?{_CHILDREN})\s+and\s+"
     r"(?:another|a\s+second|a\s+third|one\s+more)(?:\s+(?:one|baby|little\s+one))?\s+on\s+the\s+way"
     r"(?P<due>\s*,?\s+due\s+(?:in|on|at)\s+[\w ]{3,30})?\s*$", _and_one_coming),
    (rf"{_HAVE}(?P<obj>{_COUNT}\s+(?:(?:little|young|grown-up|grown"
     rf"|adult|teenage|small|wonderful|beautiful|gorgeous|crazy|amazing|lovely)\s+)?{_CHILDREN}\b.*)$", _said("relationship")),
    (rf"^my\s+(?:(?:elderly|older|aging|ageing)\s+)?{_KIN_PLURAL}\s+(?:(?:both|still|now|recently|finally)\s+)*(?:live|lived|moved|retired|run|own"
     r"|are\s+(?:retired|divorced|separated|in\s+their|from|both|\d|moving|coming\s+to\s+live|living)|were\s+(?:born|from)|have\s+(?:a|an)"
     r"|work\s+(?:as|at|in|for))\b.*$", _said("relationship")),
    # schooling: "I studied law at Edinburgh but never practised", "I majored in economics"
    (r"^i\s+(?:also\s+|originally\s+)?(?:studied|majored\s+in|read\s+(?=[\w ]{2,30}\s+at\s+(?-i:[A-Z])))"
     r"(?!\s+(?:hard|a\s+lot|all|late|for|with|until|till|every|last|yesterday|really|so|too|very|non-stop|loads|lots|again"
     r"|together|it|that|this|them|up|on|through|the\s+(?:whole|entire))\b)(?P<obj>\s*.+)$",
     _said("identity")),
    (rf"^i(?:\s+have|'ve\s+got|\s+have\s+got|\s+hold|\s+got|\s+earned)\s+(?:a|an|my|two)\s+(?P<obj>{_DEGREE}\b(?!\s+of\b).+)$", _said("identity")),
    (r"^i\s+did\s+(?:my|a|an)\s+(?P<obj>(?:phd|doctorate|masters?|master's|degree|undergrad|ba|bsc|ma|msc|mba|a-?levels|gcses|residency"
     r"|apprenticeship|training|teacher\s+training|nurse\s+training|thesis|dissertation)\s+(?:in|at|on)\s+.+)$", _said("identity")),
    (rf"^i\s+(?:went|go)\s+to\s+(?P<obj>{_SCHOOLS}\s+(?:in|at)\s+.+)$", _said("identity")),
    (rf"^{_IM}\s+(?:(?:now|currently|also)\s+)*(?:training|studying|retraining|qualifying)\s+(?:to\s+be(?:come)?|as)\s+(?:a|an)\s+"
     r"(?P<obj>.+)$", _said("identity")),
    # where one grew up
    (r"^i\s+(?:was\s+)?(?:grew\s+up|raised|brought\s+up)\s+(?:in|on|near|outside|by\s+the)\s+(?P<obj>.+)$", _grew_up),
    (r"^i\s+(?:was\s+)?(?:raised|brought\s+up)\s+by\s+(?P<obj>(?:my|a|an|two|foster)\s+.+)$", _said("relationship")),
    # "we're trying for a baby", "I'm getting divorced": where the family is going
    (rf"^(?:{_IM}|we're|we\s+are|my\s+[\w-]+\s+and\s+i\s+are)\s+(?:(?:now|currently|also|finally|officially)\s+)*"
     r"(?:trying\s+for\s+a\s+baby|trying\s+to\s+(?:get\s+pregnant|conceive|have\s+a\s+baby)|doing\s+ivf|getting\s+(?:a\s+)?divorced?"
     r"|separating|splitting\s+up|adopting|fostering)\b.*$", _said("relationship")),
    # schooling under way, service done: "I'm in my final year of nursing school", "I was in the army for 8 years"
    (rf"^{_IM}\s+in\s+(?:my|the)\s+(?:first|second|third|fourth|fifth|final|last|1st|2nd|3rd|4th)\s+year\s+(?:of|at)\s+(?P<obj>.+)$",
     _said("identity")),
    # "I am in my 300 level studying Computer Engineering at UNILAG": the year, then what and where
    (rf"^{_IM}\s+(?:now\s+)?in\s+(?:my|the)\s+(?:[1-7]00|first|second|third|fourth|fifth|final|last|1st|2nd|3rd|4th)\s+(?:level|year)\s*,?\s+"
     r"(?:studying|doing|reading)\s+(?P<obj>.+)$", _said("identity")),
    (r"^i\s+(?:was|served|spent\s+\w+\s+years)\s+in\s+the\s+(?:army|navy|air\s+force|marines|raf|military|police|fire\s+service"
     r"|reserves|territorials|coast\s+guard|peace\s+corps)\b.*$", _said("identity", passing_ok=True)),
    # an age to come: "I turn 50 in August"
    (r"^i\s+(?:turn|'ll\s+be|will\s+be)\s+(?P<n>\d{2})\s+(?:in|on|next)\s+\w+.*$", _said("identity")),
    # how the body is: glasses, an injury mending, what one suffers from
    (r"^i\s+(?:(?:always|now|also)\s+)*(?:wear|need)\s+(?:glasses|specs|contacts|contact\s+lenses|reading\s+glasses|a\s+brace"
     r"|orthotics|compression\s+socks)\b.*$", _said("constraint")),
    (rf"^{_IM}\s+(?:(?:still|slowly)\s+)*recovering\s+from\s+(?P<obj>(?:a|an|my)\s+.+)$", _said("constraint")),
    (r"^i\s+(?:(?:also|really|badly)\s+)*(?P<verb>suffer|have\s+suffered|struggle)\s+(?P<prep>from|with)\s+(?P<obj>(?!(?:it|this|that)\b).+)$",
     _suffers),
    (r"^i\s+(?:(?:always|often|really|easily)\s+)*get\s+(?:(?:really|very|so|quite)\s+)?(?:anxious|nervous|panicky|claustrophobic"
     r"|overwhelmed|stressed)\s+(?:in|on|around|when|before|about|at)\s+(?P<obj>.+)$", _said("constraint")),
    # tastes said strongly: "I'm obsessed with true crime podcasts"
    (rf"^{_IM}\s+(?:(?:a\s+bit|kind\s+of|kinda|totally|completely|so|really|also|lowkey|low-key)\s+)*(?:obsessed\s+with|addicted\s+to"
     r"|hooked\s+on|crazy\s+about|mad\s+about|passionate\s+about)\s+(?P<obj>(?!(?:it|this|that|them|him|her|you)\b).+)$",
     _said("preference")),
    # (fresh60) "I must reduce salt", "I've got to cut down on sugar": "must" takes no "to", "got to" is "have to"
    (r"^i(?:'ve\s+got\s+to|\s+(?:really\s+)?(?:(?:need|have|have\s+got|must|should|am\s+supposed)\s+to|must))\s+"
     r"(?:lower|reduce|cut\s+down\s+on|cut\s+back\s+on|cut|watch"
     r"|keep\s+an\s+eye\s+on)\s+(?P<obj>(?:my\s+|the\s+)?(?:cholesterol|blood\s+pressure|blood\s+sugar|sugar\s+levels|salt(?:\s+intake)?|sodium"
     r"|caffeine|coffee|booze|drinking|red\s+meat|alcohol(?:\s+intake)?|sugar(?:\s+intake)?))\b.*$", _said("constraint")),
    # "my blood pressure's been up": a level the user lives with
    # ("my sugar is too high", "my sugar levels are high": a blood sugar reading, named as diabetics do; "my sugar is up",
    # said bare, is left as a passing reading, tests/test_extract_trials_i15.py)
    (r"^my\s+(?P<what>blood\s+pressure|bp|cholesterol|blood\s+sugar|sugars?(?:\s+levels?)?|blood\s+glucose)(?:'s|\s+is|\s+are|\s+has\s+been"
     r"|\s+have\s+been|'s\s+been|\s+was|\s+were)\s+(?:(?:a\s+bit|really|way)\s+)?"
     r"(?P<level>up|high|too\s+high|creeping\s+up|through\s+the\s+roof|elevated)\b.*$",
     lambda m, clause: None if m.group("what").lower().startswith("sugar") and m.group("level").lower().endswith("up")
     else Fact("constraint", "User has high " + _reading_named(m.group("what")))),
    # "my blood pressure is 150 over 95", "bp was 160/100": a reading said in numbers
    (r"^my\s+(?:blood\s+pressure|bp)(?:'s|\s+is|\s+was|\s+has\s+been|'s\s+been)\s+(?:(?:about|around|like)\s+)?"
     r"(?P<sys>\d{2,3})\s*(?:over|/)\s*(?P<dia>\d{2,3})\b.*$", _pressure_reading),
    # an exam passed, by its acronym: "I passed FAR", "passed the CFA level 1"
    (r"^i\s+(?:(?:just|finally|also|officially)\s+)*passed\s+(?:my\s+|the\s+)?(?P<obj>(?-i:[A-Z][A-Z0-9&]{1,7})(?:\s+(?:level\s+\d|part\s+\d|exam|test))?)"
     r"\s*[!.]*$", _said("episode", passing_ok=True)),
    # a qualification gained: "qualified as an ACA last week"
    # ("I've qualified as an advanced nurse practitioner!": the job the user does now, which ends the one before)
    (r"^(?:i(?:'ve|\s+have)?\s+)?(?:(?:just|finally|officially)\s+)*qualified\s+as\s+(?:a|an)\s+(?P<obj>[\w-]+(?:\s+[\w-]+){0,3})\b.*$",
     _qualified),
    # sober, in recovery: "I'm 4 months sober", "I'm in recovery from an eating disorder"
    (rf"^{_IM}\s+(?:now\s+)?(?:\d{{1,3}}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few)\s+(?:days?|weeks?|months?|years?)\s+sober\b.*$",
     lambda m, clause: Fact("constraint", "User is sober")),
    # the user's time zone: "my timezone is CET", "I'm GMT+8", "I'm on Pacific time", "I'm in AEST so times in that please"
    (rf"^(?:my\s+(?:time\s*zone|tz)\s+is|{_IM}\s+(?:(?:on|in)\s+)?)\s*(?P<tz>{_TIME_ZONE})(?:\s+(?:time|now|btw|fyi))?"
     r"(?:\s*,?\s+so\b.*)?\s*[!.]*$", _time_zone),
    # the languages one speaks, said as how well: "I'm fluent in French and German", "bilingual in Welsh and English", "a
    # native Spanish speaker" (not "fluent in Python": a language of people)
    (rf"^{_IM}\s+(?:(?:also|now|pretty|fairly|totally|completely|fully)\s+)*(?P<how>fluent|bilingual|trilingual|conversational|native)\s+in\s+"
     rf"(?P<obj>{_LANGUAGE}(?:\s*(?:,|and|&|and\s+also)\s*{_LANGUAGE})*)(?:\s+(?:too|as\s+well|now))?\s*[!.]*$", _said("identity")),
    (rf"^{_IM}\s+(?:a|an)\s+(?P<obj>(?:native|fluent|first-language|first\s+language)\s+{_LANGUAGE}(?:\s+and\s+{_LANGUAGE})?)\s+speaker"
     r"(?:\s+(?:too|as\s+well))?\s*[!.]*$", _said("identity")),
    # food the user's faith allows, asked for: "(so) halal only please", "only kosher recipes pls"
    (r"^(?:so\s+)?(?:(?P<k1>halal|kosher)\s+(?:food\s+|recipes\s+|meat\s+)?only|only\s+(?P<k2>halal|kosher)(?:\s+(?:food|recipes|meat))?)"
     r"(?:\s+(?:please|pls|plz|thanks))?\s*[.!]*$",
     lambda m, clause: Fact("constraint", f"User eats only {(m.group('k1') or m.group('k2')).lower()} food")),
    # an illness in remission: "I'm in remission from breast cancer", "in remission since 2024" (kept: what the user lived
    # through, and checks to come)
    (rf"^{_IM}\s+(?:(?:now|still|finally|officially)\s+)*in\s+(?:full\s+|complete\s+|partial\s+)?remission(?P<from>\s+from\s+[\w' -]{{3,40}}?)?"
     r"(?P<since>\s+(?:since|for)\s+[\w ]{2,30}?)?(?:\s+(?:now|at\s+last|thankfully))?\s*[!.]*$",
     lambda m, clause: Fact("constraint", "User is in remission" + en.rewrite_rest(m.group("from") or "").lower()
                            + (m.group("since") or ""))),
    # a youth group the user leads: "I'm a Brownie leader", "a Scout leader on Thursdays"
    (rf"^{_IM}\s+(?:also\s+)?(?:a|an|the)\s+(?P<obj>(?:assistant\s+)?(?:scout|cub|beaver|brownie|rainbow|guide|girl\s+guide|youth|explorer"
     r"|boys'?\s+brigade)\s+leader\b.*)$", _said("identity")),
    # a team led at work: "I'm a team leader at Amazon", "I'm a shift leader from 1 March" ("a natural leader" is no job)
    (rf"^{_IM}\s+(?:(?:now|also)\s+)?(?:a|an|the)\s+(?:new\s+)?(?P<obj>(?:team|shift|store|section|unit|ward|group|line|crew|senior)\s+leader\b.*)$",
     _said("identity", passing_ok=True)),
    # waiting for treatment: "I'm on a waiting list for knee surgery", "on the NHS waiting list for a hip replacement"
    (rf"^{_IM}\s+(?:(?:still|now|currently|finally)\s+)*on\s+(?:a|the|an)\s+(?:(?:nhs|long|two-year|year-long|18-month)\s+)?waiting\s+list\s+for\s+"
     r"(?P<obj>(?:a|an|my|the)?\s*[\w' -]{0,30}?(?:surgery|operation|replacement|transplant|assessment|diagnosis|scan|mri|therapy|counselling"
     r"|treatment|appointment|referral|op|procedure|ivf|camhs|autism\s+assessment|adhd\s+assessment|council\s+house|social\s+housing|housing))"
     r"(?P<rest>(?:\s+(?:since|for)\s+[\w ]{2,30})?)\s*[!.]*$",
     lambda m, clause: Fact("constraint", f"User is on a waiting list for {en.rewrite_rest(m.group('obj')).strip()}"
                            + en.rewrite_rest(m.group("rest") or ""))),
    # a pregnancy lost: "I had a miscarriage in the summer" (kept, so answers are gentle; when, as said)
    (r"^(?:i|we)\s+(?:(?:sadly|recently|just)\s+)*(?:had|lost)\s+(?P<obj>(?:a|the|our)\s+(?:miscarriage|baby|pregnancy|stillbirth))"
     r"(?P<rest>(?:\s+(?:in|last|this|at|on|back\s+in)\s+[\w ]{2,30}|\s+(?:\w+\s+){1,2}ago)?)\s*[!.]*$",
     lambda m, clause: None if m.group("obj").lower().endswith(" baby") and m.group(0).lower().split()[1] == "had"
     else Fact("episode", f"User {'had' if 'had' in m.group(0).lower().split()[:3] else 'lost'} {m.group('obj').lower().replace('our ', 'their ')}"
               + (en.rewrite_rest(m.group("rest")) if m.group("rest") else ""))),
    # a pupil's year at school: "I'm in year 12 doing biology, chemistry and maths", "I'm in Year 10 doing GCSEs", "a year
    # 13 student" (not "in 2nd year", a university's, read elsewhere)
    (rf"^{_IM}\s+(?:(?:now|currently|just)\s+)*(?:in\s+(?:year|yr|grade)\s+(?P<n>\d{{1,2}})|a\s+(?:year|yr|grade)\s+(?P<n2>\d{{1,2}})\s+(?:student|pupil))"
     r"(?P<rest>\s+(?:doing|studying|taking)\s+(?P<what>[\w&,' -]{2,80}?)|\s+at\s+(?P<school>[\w' -]{2,40}?))?"
     r"(?:\s+(?:now|this\s+year|at\s+the\s+moment|lol|haha))?\s*[!.]*$", _school_year),
    # off work for a while, and why: "I'm off work with stress at the moment", "I've been signed off with anxiety for four
    # weeks" (not a passing bug: "off sick with a cold today")
    (rf"^(?:{_IM}|i(?:'ve|\s+have)\s+been)\s+(?:(?:currently|still|now|just)\s+)*(?:signed\s+off|off)(?:\s+(?:work|sick))*\s+(?:with|because\s+of"
     r"|due\s+to|for)\s+(?P<obj>(?!(?:a|the|this)\s+(?:cold|flu|bug|virus|day|week|hangover)\b|(?:covid|flu|a\s+cold|the\s+day|today|tomorrow)\b)"
     r"(?:my\s+|a\s+|an\s+|the\s+)?(?:stress|anxiety|depression|burnout|burn-out|long\s+covid|mental\s+health|back|bad\s+back|back\s+pain"
     r"|knee|hip|shoulder|neck|injury|surgery|operation|chest\s+pain|grief|exhaustion|fatigue|(?:\d{1,2}|one|two|three|four|five|six|eight|ten|twelve)"
     r"\s+(?:weeks|months)))"
     r"(?P<rest>(?:\s+(?:for\s+(?:\d{1,2}|one|two|three|four|five|six|eight|ten|twelve)\s+(?:weeks|months)|since\s+[\w ]{2,20}|until\s+[\w ]{2,20}"
     r"|after\s+(?:my|the|a|an)\s+[\w ]{2,30}))*)"
     r"(?:\s+(?:at\s+the\s+moment|right\s+now|for\s+now|now|currently))?\s*[!.]*$",
     lambda m, clause: Fact("constraint", "User is " + ("signed off work" if re.search(r"\bsigned\b", clause, re.I)
                                                      else "off sick" if re.search(r"\boff\s+sick\b", clause, re.I) else "off work")
                            + (" for " if re.match(r"\d|one|two|three|four|five|six|eight|ten|twelve", m.group("obj"), re.I)
                               else " with ") + en.rewrite_rest(m.group("obj")).strip() + en.rewrite_rest(m.group("rest") or ""))),
    # living on benefits, or away from work for a stretch: "I'm on universal credit", "on a career break"
    (rf"^{_IM}\s+(?:(?:currently|still|now)\s+)*(?P<obj>on\s+(?:universal\s+credit|benefits|the\s+dole|furlough|disability\s+benefits|pip|esa|jsa"
     r"|jobseeker'?s\s+allowance|long-term\s+sick|a\s+career\s+break|(?:a\s+)?sabbatical|pension\s+credit))(?P<rest>\s+(?:since|until|till|for)\s+.+)?"
     r"(?:\s+(?:at\s+the\s+moment|right\s+now|for\s+now|now|currently))?\s*[!.]*$",
     lambda m, clause: Fact("identity", f"User is {m.group('obj').replace('pip', 'PIP').replace('esa', 'ESA').replace('jsa', 'JSA')}"
                            + en.rewrite_rest(m.group("rest") or ""))),
    # ... and said with how long: "I've been sober for two years", "been clean since March 2024"
    (r"^(?:i(?:'ve|\s+have)\s+)?(?:now\s+)?been\s+(?P<what>sober|clean|teetotal|alcohol[\s-]free|smoke[\s-]free|off\s+(?:the\s+)?(?:drink|booze|alcohol|bottle))\s+"
     r"(?P<how>(?:for\s+(?:(?:over|almost|nearly|about|just\s+over|more\s+than)\s+)?(?:(?:\d{1,3}|a|an|one|two|three|four|five|six|seven|eight"
     r"|nine|ten|eleven|twelve|a\s+few|several)\s+(?:weeks?|months?|years?)|\d{2,3}\s+days)|since\s+(?:(?:\d{1,2}\s+)?(?-i:[A-Z])[a-z]+(?:\s+\d{4})?|\d{4})))"
     r"(?:\s+(?:now|today))?\s*[!.]*$",
     lambda m, clause: Fact("constraint", f"User has been {' '.join(m.group('what').lower().split())} {m.group('how')}")),
    # "I'm a visual learner, diagrams help": how the user learns, which every explanation can follow
    (rf"^{_IM}\s+(?:(?:very\s+much|definitely|more\s+of|really|very)\s+)?an?\s+(?:(?:very|really|total|big)\s+)?"
     r"(?P<how>visual|auditory|kinaesthetic|kinesthetic|hands-on|hands\s+on|practical)\s+learner\s*[.!]*$",
     lambda m, clause: Fact("preference", f"User is {en.article(m['how'].lower())} {m['how'].lower().replace('hands on', 'hands-on')} learner")),
    # "I've started seeing a therapist for my anxiety", "I see a counsellor every other week", "I'm in therapy for
    # anxiety": care the user is in (kept as they said it, with what it is for)
    (r"^(?:i(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:started|begun|began)\s+(?:seeing|going\s+to|having\s+sessions\s+with)"
     r"|i\s+(?:see|go\s+to)|(?:i'm|i\s+am|im)\s+(?:now\s+|still\s+)?(?:seeing|going\s+to))\s+(?:a|an|my)\s+"
     r"(?P<who>therapist|counsell?or|psychologist|psychiatrist|psychotherapist|CBT\s+therapist)"
     r"(?P<rest>(?:\s+(?:for|about|to\s+help\s+with)\s+(?:my\s+)?[a-z][\w' -]{2,40}?)?(?:\s+(?:every|once|twice)\s+[\w ]{2,20}?)?)\s*[.!]*$",
     lambda m, clause: Fact("habit", en.tidy(en.third_person(clause)))),
    (rf"^{_IM}\s+(?:(?:now|still|currently)\s+)*in\s+(?:therapy|counselling|counseling)(?P<rest>\s+(?:for|about)\s+(?:my\s+)?[a-z][\w' -]{{2,40}}?)?\s*[.!]*$",
     lambda m, clause: Fact("habit", en.tidy(en.third_person(clause)))),
    (rf"^{_IM}\s+(?:(?:now|still|currently)\s+)*in\s+recovery\s+(?:from|for)\s+(?!(?:a|an|the|my)\s+(?:(?:bad|nasty|heavy|horrible|awful|stomach|chest|winter)\s+)*(?:cold|flu|virus|bug|cough|chest\s+infection|hangover|long\s+week|late\s+night)\b|covid\b|flu\b)(?P<obj>.+)$", _said("constraint", passing_ok=True)),
    # a side job on an app: "I drive for Uber part time to pay for my studies"
    (r"^i\s+(?:(?:also|now|currently)\s+)*(?:drive|deliver|ride|work|cycle)\s+for\s+(?P<obj>(?-i:Uber|Lyft|Deliveroo|DoorDash|Just\s+Eat"
     r"|Uber\s+Eats|Bolt|Instacart|Amazon(?:\s+Flex)?|Grubhub|Postmates|Ola|Grab|Glovo|Wolt|Gorillas|Getir|TaskRabbit)\b.*)$",
     _said("identity", passing_ok=True)),
    # who raised the user: "My grandma raised me"
    (r"^my\s+(?P<obj>(?:grand(?:ma|pa|mother|father|parents)|nan|nana|gran|granny|aunt|auntie|uncle|mum|mom|mother|dad|father"
     r"|parents|older\s+(?:sister|brother)|foster\s+(?:parents|mum|mom|dad))\s+(?:raised|brought\s+up)\s+me)\b.*$",
     _said("relationship", passing_ok=True)),
    # a relative's week: "my daughter has ballet every Tuesday", "the boys have soccer on Saturdays"
    (r"^(?:my|the|our)\s+(?P<who>kids|children|boys|girls|twins|sons?|daughters?|eldest|youngest|oldest|little\s+ones?|wife|husband|partner)"
     r"(?:\s+(?-i:[A-Z])[\w'-]+)?\s+(?:has|have|does|do|goes\s+to|go\s+to|takes|take|plays|play)\s+"
     r"(?P<obj>(?!(?:school|work|homework|nursery|daycare|class|lessons|a\s+\w+\s+appointment)\b)(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+"
     r"(?:every\s+(?!day\b)\w+|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:twice|once|three\s+times)\s+a\s+week|after\s+school\s+on\s+\w+)\b.*$",
     _relative_week),
    # how one learns: "I learn best with mnemonics", "I learn better by doing"
    (r"^i\s+(?:(?:really|always|definitely)\s+)*learn\s+(?:best|better|most)\s+(?P<obj>(?:with|by|through|from|when)\s+.+)$",
     _said("preference")),
    # a gamer's main: "i main sova in valorant"
    (r"^i\s+(?:(?:mostly|usually|mainly)\s+)?main\s+(?P<who>[\w'-]+(?:\s+[\w'-]+)?)\s+(?P<prep>in|on)\s+(?P<game>[\w'-]+(?:\s+[\w'-]+)?)\s*$",
     lambda m, clause: Fact("preference", f"User mains {titled(m['who'])} {m['prep'].lower()} {titled(m['game'])}")),
    # "I got made redundant today", "I was laid off from Aviva after 14 years", "got let go by Deliveroo": a job lost
    # ("Tromsø kommune", "the council": what the employer is, in lower case after its name or alone)
    (r"^(?:i(?:'ve|\s+have)?\s+)?(?:(?:just|finally|officially|recently)\s+)*(?P<been>got|was|been|have\s+been)\s+"
     r"(?:(?:just|finally|officially|recently)\s+)*(?P<how>made\s+redundant|laid\s+off|let\s+go)(?:\s+(?:from|at|by)\s+(?:my\s+job\s+at\s+)?"
     rf"(?P<org>(?-i:[A-Z])[\w&'-]*(?:\s+(?-i:[A-Z])[\w&'-]*){{0,3}}(?:\s+(?:{_ORG_KINDS}))?|the\s+(?:[a-z-]+\s+){{0,2}}?(?:{_ORG_KINDS})(?:\s+(?:{_ORG_KINDS}))?))?"
     r"(?P<rest>\s.*)?[!.]*$", _job_lost),
    # "I've been made deputy head from September!": a role given
    (r"^(?:i've|i\s+have|i)\s+(?:(?:just|finally|officially)\s+)*been\s+made\s+(?P<obj>(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,3}?"
     r"(?:head\s+of\s+\w+(?:\s+\d+)?|head|manager|lead|leader|partner|director|captain|chair|chairperson|supervisor|principal|editor"
     r"|redundant|permanent|prefect|foreman|sergeant|officer))(?:\s+(?:from|in|at|of)\s+.+)?\s*[!.]*$", _made),
    # an injury that limits what one can do: "I snapped my Achilles playing football", "tore my ACL skiing"
    # ((newuser29) "I've torn my hamstring", "I've done my back in": "I've" said as one word)
    (r"^(?:i(?:\s+|(?='ve\s)))?(?:(?:just|recently|finally|also)\s+)*(?:have\s+|'ve\s+)?(?P<verb>snapped|tore|torn|ruptured|sprained|dislocated|fractured"
     r"|broke|broken|pulled|twisted|injured|hurt|done|did)\s+my\s+(?P<obj>(?:left\s+|right\s+)?(?:achilles|acl|mcl|meniscus|hamstring|calf"
     r"|ankle|knee|wrist|shoulder|back|hip|elbow|leg|arm|collarbone|ribs?|foot|toe|finger|thumb|hand|neck|rotator\s+cuff|groin"
     r"|quad|tendon)(?:\s+tendon)?)\b(?P<rest>.*)$", _injured),
    # (fresh60) "I put my back out lifting a box", "threw my shoulder out at the gym": a joint put out, said with "out"
    # after it (not "I put my back into it", "put my arm out to stop him")
    (r"^(?:i(?:\s+|(?='ve\s)))?(?:(?:just|recently|also)\s+)*(?:have\s+|'ve\s+)?(?P<verb>put|threw|thrown)\s+my\s+"
     r"(?P<obj>(?:lower\s+)?back|(?:(?:left|right)\s+)?(?:shoulder|hip|knee|neck))\s+(?P<out>out)\b"
     r"(?!\s+(?:to|for|of)\b)(?P<rest>.*)$", _injured),
    # a diet kept on some days: "we're doing meat-free weekdays now", "I'm doing Meatless Mondays"
    (rf"^(?:{_IM}|we're|we\s+are)\s+(?:(?:also|now|trying|still)\s+)*(?:doing|going|eating|having)\s+(?P<obj>(?:meat[\s-]?free|meatless|veggie"
     r"|vegetarian|vegan|plant[\s-]based|dairy[\s-]free|alcohol[\s-]free|sugar[\s-]free|booze[\s-]free|dry)\s+(?:weekdays|weekends|mondays"
     r"|tuesdays|wednesdays|thursdays|fridays|evenings|nights|days\s+a\s+week|during\s+the\s+week|january|february|october))\b(?P<rest>.*)$",
     _diet_days),
    # how one gets to work: "my commute is the 7:15 train into Sheffield now, about 35 minutes"
    (r"^my\s+(?:daily\s+)?commute\s+(?:is|'s)\s+(?:now\s+)?(?P<obj>(?:the|a|an|about|around|roughly|\d)\s*[^,;]{2,60}?)(?:\s+now)?"
     r"(?P<rest>(?:\s*,\s*(?:about|around|roughly|maybe|just\s+under|just\s+over)\s+\d+\s+(?:minutes|mins|hours?))?)\s*(?:,.*)?$",
     lambda m, clause: Fact("habit", f"User's commute is {m.group('obj')}{m.group('rest')}")),
    # the curriculum one teaches or studies to: "We do the AQA GCSE spec, so stick to that"
    (r"^(?:we|i)(?:'re|\s+are|'m|\s+am)?\s+(?:(?:all|now|still|also)\s+)*(?:do|doing|follow|following|teach|teaching|use|using|study"
     r"|studying|sit|sitting)\s+(?:the\s+)?(?P<obj>(?:(?-i:[A-Z0-9][\w-]*)\s+){1,3}(?:spec(?:ification)?|syllabus|curriculum"
     r"|exam\s+board|board|programme|program|course|scheme\s+of\s+work))\b(?P<rest>.*)$",
     lambda m, clause: Fact("preference", f"User follows the {m.group('obj')}")),
    # what one wears for one's faith: "I wear a hijab"
    (r"^i\s+(?:(?:always|also)\s+)*wear\s+(?P<obj>(?:a|an)\s+(?:hijab|turban|kippah|yarmulke|headscarf|head\s+scarf|niqab|burqa|patka|dastar)"
     r")\b.*$", _said("identity")),
    MEDICINE_TAKEN,
    # ... and one the user is on: "I'm on antidepressants", "I'm on metformin for my diabetes", "on the pill"
    # ("also on amlodipine now for blood pressure, 5mg": the "I'm" dropped, a medicine named)
    (rf"^(?:{_IM}\s+|(?P<unsaid>(?:(?:also|now)\s+)?)(?=on\s))(?:(?:now|currently|still|also)\s+)*on\s+(?!(?:patrol|line|caffeine|call|time|shift)\b)"
     r"(?P<obj>" + _MEDICINE
     # (newuser30) two or three named together: "I'm on clopidogrel and atorvastatin now", "on ramipril, bisoprolol and aspirin"
     + r"(?:\s*,\s*" + _MEDICINE + r")?(?:\s*(?:,\s*)?(?:and|&)\s+" + _MEDICINE + r")?"
     r"|the\s+pill|hrt|antibiotics|steroids|antihistamines|painkillers|sleeping\s+pills)"
     # ("I'm on amlodipine for blood pressure": what it treats, said without "my"; "now" before it)
     r"(?:\s+(?:now\s+)?(?:for|because\s+of)\s+(?:(?:my|the|a|an)\s+[\w' -]{2,40}|" + _TREATS + r")"
     r"|\s+(?:now|at\s+the\s+moment|these\s+days|again))?"
     # (the dose after it: "…, 5mg")
     r"(?:\s*,?\s+\d+(?:\.\d+)?\s*mg|\s*,\s*\d+(?:\.\d+)?\s*mg)?"
     # "I'm on warfarin since my valve operation in March": since when, and why
     r"(?:\s+since\s+(?:my|the|a|an|last|\d{4}|(?-i:[A-Z]))[\w' -]{0,50})?"
     # how often, as a prescription says it: "I'm on Eliquis twice a day now"
     r"(?:\s+(?:twice|once|three\s+times)\s+a\s+day|\s+(?:every|each)\s+(?:day|morning|night|evening)|\s+daily)?"
     r"(?:\s+(?:now|at\s+the\s+moment|these\s+days))?\s*$", _on_medicine),
    # how and where one lives: "we live on a narrowboat", "I live alone with my two cats"
    (r"^(?:i|we)\s+(?:(?:now|currently|still|also)\s+)*live\s+(?P<obj>(?:on|in)\s+(?:a|an)\s+(?:narrow\s?boat|boat|houseboat|barge|canal\s+boat"
     r"|farm|caravan|camper\s?van|van|motorhome|commune|tiny\s+house|island|croft)\b.*)$", _said("identity")),
    (r"^i\s+(?:(?:now|currently|still|also)\s+)*live\s+(?P<obj>(?:alone|on\s+my\s+own|by\s+myself)(?:\s+(?:now|these\s+days))?(?:\s+with\s+.+)?"
     r"|with\s+(?:my|a|two|three|four|\d)\s+.+)$", _said("identity")),
    (r"^(?:i|we)\s+(?:(?:also|now)\s+)*home[\s-]?school\s+(?P<obj>(?:my|our|the)\s+.+)$", _said("habit")),
    # roles held outside work: "I'm the treasurer of our residents association", "I'm on the board of a local charity"
    (rf"^{_IM}\s+(?:(?:also|now|currently)\s+)*(?:(?:the|a|an)\s+)?(?:treasurer|secretary|chair|chairperson|chairman|chairwoman"
     r"|president|vice[\s-]president|captain|vice[\s-]captain|organi[sz]er|founder|co-?founder|trustee|governor|warden|leader"
     r"|coordinator|steward|deacon|elder|committee\s+member|board\s+member)\s+(?:of|for|at)\s+(?P<obj>.+)$", _said("identity")),
    (rf"^{_IM}\s+(?:(?:also|now|currently)\s+)*on\s+the\s+(?:board|committee|council|pta|executive)\s+(?:of|for|at)\s+(?P<obj>.+)$",
     _said("identity")),
    # what one goes through and whom one cares for: "I'm going through IVF", "I'm my mum's full time carer"
    (rf"^{_IM}\s+(?:(?:currently|also|still)\s+)*going\s+through\s+(?P<obj>{TREATMENT}|menopause|the\s+menopause"
     r"|perimenopause|a\s+divorce|treatment|rehab|recovery|a\s+custody\s+battle|a\s+redundancy|an\s+adoption|the\s+adoption\s+process)\b.*$",
     _said("constraint")),
    (rf"^{_IM}\s+(?:(?:also|now)\s+)*(?:my\s+(?P<who>[\w-]+)['’]s|(?:a|the)\s+(?:full[\s-]time\s+|part[\s-]time\s+|main\s+|primary\s+)?carer"
     r"\s+for\s+my)\s+.*$", _carer),
    (r"^i\s+(?:(?:also|now)\s+)*(?:care|look)\s+(?:for|after)\s+my\s+(?P<obj>(?:elderly\s+|disabled\s+|sick\s+|older\s+)?[\w-]+)\b.*$",
     _said("relationship", passing_ok=True)),
    # a habit one owns to: "I have a bad habit of procrastinating"
    (r"^i(?:\s+have|'ve\s+got)\s+(?:a\s+)?(?:bad\s+|terrible\s+|awful\s+)?(?:habit|tendency)\s+(?:of|to)\s+(?P<obj>[a-z]+.*)$",
     _said("habit", passing_ok=True)),
    # how one is with things: "I'm not great with technology"
    (rf"^{_IM}\s+(?:(?:really|just|honestly|absolutely|completely|totally)\s+)*(?:not\s+(?:very\s+|that\s+|too\s+|super\s+)?"
     r"(?:great|good|confident|comfortable|strong)|hopeless|terrible|rubbish|awful|useless|bad|clueless)\s+(?:with|at)\s+(?P<obj>technology|tech|computers|numbers|maths|math|spelling|english|grammar|writing|directions|names"
     r"|money|cooking|spreadsheets|excel|phones|smartphones)\b.*$", _said("constraint")),
    # what one has never done: "I've never been on a plane"
    (r"^(?:i've|i\s+have)\s+never\s+(?P<obj>(?:been\s+(?:on\s+a\s+plane|abroad|to\s+\S+|on\s+a\s+\w+|skiing|camping)|flown|driven|left"
     r"|owned\s+a\s+\w+|had\s+a\s+(?:job|car|pet|drink|cigarette)|smoked|drunk\s+alcohol|learned\s+to\s+\w+))\b.*$", _said("identity")),
    (r"^i\s+speak\s+(?P<obj>(?:two|three|four|five|six|seven|\d)\s+languages)\b.*$", _said("identity")),
    (r"^(?:i've|i\s+have)\s+had\s+(?P<obj>(?:two|three|four|five|several|\d)\s+(?:[\w-]+\s+)?(?:surgeries|operations|miscarriages"
     r"|concussions|c-sections|strokes|heart\s+attacks|knee\s+ops))\b.*$", _said("constraint", passing_ok=True)),
    # fears, what makes one sick, what one cannot do
    (rf"^{_IM}\s+(?:(?:really|very|so|quite|deathly|absolutely|terribly|a\s+bit|kind\s+of|kinda)\s+)*{_FEARED}\s+of\s+"
     rf"(?P<obj>(?:{_FEARS}|(?:big\s+|large\s+|small\s+)?[a-z]{{3,}}(?<!ss)(?<![iu]s)s)\b.*)$", _said("constraint")),
    (r"^i(?:\s+have|'ve\s+got|\s+have\s+got)\s+(?:a|an)\s+(?:(?:real|serious|huge|massive|irrational|crippling|bit\s+of\s+a)\s+)*"
     r"(?:fear|phobia)\s+of\s+(?P<obj>.+)$", _said("constraint")),
    # ("I keep getting migraines", "I've been getting migraines every week since spring": what comes back is the same)
    (rf"^i(?:\s+(?:(?:always|often|usually|easily|also)\s+)*get|\s+keep\s+getting|(?:'ve|\s+have)\s+been\s+getting)\s+"
     rf"(?:(?:really|very|so|quite|terribly|badly)\s+)?{_SICK}\b.*$",
     _said("constraint")),
    (rf"^i\s+(?:can't|cannot|can\s+not|never\s+learned\s+(?:how\s+)?to|don't\s+know\s+how\s+to)\s+{_CANNOT}\b.*$",
     _said("constraint")),
    # a diet kept: "I'm on a low-carb diet", "I fast during Ramadan"
    (rf"^{_IM}\s+(?:(?:now|currently|also|strictly|still|trying)\s+)*on\s+(?:a|the)\s+(?:strict\s+)?{_DIETS}\s+diet\b.*$",
     _current_diet),
    (rf"^{_IM}\s+(?:(?:now|currently|also|strictly|still)\s+)*(?:doing\s+)?(?:intermittent\s+fasting|fasting\s+16:8)\b.*$",
     _said("constraint")),
    # "I do keto", "I do the 5:2 diet, 500 calories on fast days", "I do intermittent fasting, 16:8": a regime kept, said
    # with "do" (what it is follows after a comma)
    (rf"^i\s+(?:(?:now|currently|also|strictly|still|mostly)\s+)*do\s+(?:the\s+)?(?:{_DIETS}(?:\s+diet)?|5:2(?:\s+diet)?"
     r"|16:8|intermittent\s+fasting|omad)(?=\s*(?:$|[,.;!(]|diet\b|now\b|these\s+days\b))",
     _current_diet),
    (r"^(?:i|we)\s+(?:always\s+)?fast\s+(?:during|for|on|every)\s+(?P<obj>.+)$", _said("habit", passing_ok=True)),
    # family standing
    (r"^my\s+parents\s+(?:are|got|were)\s+(?:(?:both|still|recently|now)\s+)*(?:divorced|separated|split\s+up|together|retired"
     r"|married)\b.*$", _said("relationship")),
    (r"^(?:i've|i\s+have|we've|we\s+have)\s+been\s+(?:(?:happily|together\s+and)\s+)?(?:married|together|engaged|partners)\s+"
     r"(?:for|since)\s+.+$", _said("relationship", passing_ok=True)),
    # "my partner and I have been together 15 years on Saturday": how long, on the day it comes round (what follows after a
    # comma is the request it was said for)
    (r"^(?:my\s+(?:partner|husband|wife|boyfriend|girlfriend)\s+and\s+i|we)(?:\s+have|'ve)\s+been\s+(?:together|married)\s+"
     r"(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty)\s+years\s+(?:on|this|next)\s+"
     r"[\w ]{3,30}?(?=\s*(?:,|$))", _years_coming),
    (r"^my\s+(?:(?:older|younger|little|big|twin)\s+)?(?:brother|sister|mum|mom|mother|dad|father|son|daughter|parents)\s+and\s+i\s+"
     r"(?:don't|do\s+not|no\s+longer|haven't|have\s+not|never|barely|rarely)\s+(?:really\s+)?(?:talk|speak|spoken|talked|get\s+on"
     r"|get\s+along|see\s+each\s+other)\b.*$", _said("relationship", passing_ok=True)),
    (rf"^(?:i|we)(?:(?:\s+also|\s+now|\s+currently)*\s+(?:have|have\s+got|own)|'ve\s+(?:also\s+)?got)\s+(?P<obj>{_COUNT}\s+(?:[\w-]+\s+)?{_PETS}"
     rf"(?:\s*,?\s*(?:and\s+)?{_COUNT}\s+(?:[\w-]+\s+)?{_PETS})*)\s*$", _said("relationship")),
    # what one holds, drives, saves for
    (rf"^i(?:\s+have|'ve\s+got|\s+have\s+got|\s+hold|\s+got|\s+earned)\s+(?:a|an|my)\s+(?P<obj>(?:{_HELD})\b.*)$", _said("identity")),
    # ("I drive an electric Kia Niro now": the car the user drives, ``car``, which the next one supersedes)
    (r"^i\s+(?:(?:now|still|also)\s+)*(?P<verb>drive|ride)\s+(?P<obj>(?:a|an)\s+(?:(?:(?:19|20)\d\d|old|new|battered|beat-up|vintage|classic"
     r"|electric|hybrid|little|second-hand|secondhand|red|blue|white|black|silver|grey|gray|green)\s+)*"
     r"(?P<make>(?-i:[A-Z])[\w-]+(?:\s+(?!now\b|these\b)[\w-]+){0,2}?))(?:\s+(?:now|these\s+days))?\s*$", _drives),
    # a vehicle driven for work: "I drive a school bus in rural Iowa"
    (r"^i\s+(?:(?:still|now|also)\s+)*drive\s+(?P<obj>(?:a|an|the)\s+(?:school\s+bus|bus|taxi|cab|truck|lorry|forklift|ambulance|delivery\s+van"
     r"|tractor|tram|train|hgv|semi|rig|garbage\s+truck|bin\s+lorry|tow\s+truck|limo|minibus|coach)(?:\s+(?:for|in|at|around|on)\s+.+)?)$",
     _said("identity")),
    (rf"^(?:{_IM}|we're|we\s+are)\s+(?:(?:currently|also|slowly|trying|still)\s+)*saving\s+(?:up\s+)?(?:for|to\s+buy)\s+(?P<obj>.+)$",
     _said("goal")),
]
