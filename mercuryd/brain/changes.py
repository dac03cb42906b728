"""Rules for changes: switches, drops, things stopped, states no longer true.

"I moved from VS Code to Neovim", "I'm dropping the AWS certification", "I stopped using
Sketch", "I'm not vegetarian anymore", "no more freelancing": each is a fact of its own
and says that an earlier one has ended. The fact carries what ended in ``retracts`` (and,
where the vocabulary knows it, a structured attribute such as ``preferred_editor``); the
write path then supersedes the live memories that state it.
"""

from __future__ import annotations

import re

from mercuryd.brain import english as en
from mercuryd.brain import lexicon
from mercuryd.brain.candidate import PLAN_PREFIX
from mercuryd.brain.fact import Fact, Handler, fact, head_value, ok_object, proper_value
from mercuryd.brain.vocabulary import (
    CODE_TOOLS,
    JOB_NOUNS,
    LANGUAGE_NAME,
    NOTES_APPS,
    PASTIMES,
    PROGRAMMING_LANGUAGES,
    RACES,
    THEME_VALUE,
    WORK_APPS,
    category_attribute,
    category_value,
)

_DIETS = frozenset("vegetarian vegan pescatarian pescetarian flexitarian keto paleo".split())
_ADV = r"(?:(?:finally|just|recently|now|also|officially|completely|fully|already|actually|honestly|seriously)\s+)*"


# "moved from Adobe XD to Figma for everything": a tool taken up for a kind of work, never a home
_SCOPE_OF_USE = re.compile(r"\s+for\s+(?:everything|all\s+(?:my|our|of|the)\b|most\s+(?:of\s+)?(?:my|our)\b|(?:my|our)\s+"
                           r"(?:code|coding|designs?|notes|writing|projects?|work\s+stuff|editing|email|budget)\b)"
                           # "we moved from JAWS to NVDA at work": what is used at work; a home is not moved "at work"
                           r"|\s+at\s+(?:work|the\s+office|the\s+shop|school|uni)\b", re.I)


# a clause of its own after a switch, by who or what made it happen: "…, the company wouldn't renew the licences"
_WHO_DECIDED = re.compile(r",\s+(?:the|our|my)\s+[\w-]+\s+(?:would(?:n't)?|won't|did(?:n't)?|could(?:n't)?|was(?:n't)?|were(?:n't)?"
                          r"|kept|got|refused|stopped|decided|made|wanted|insisted)\b.*$", re.I)


def _team_switch(m: re.Match[str], clause: str) -> Fact | None:
    """'we moved everyone off Outlook to Superhuman': a tool switched for the team, the user's too (never a home)."""
    new_value, old_value = head_value(m.group("new")), head_value(m.group("old"))
    if not new_value or not old_value:
        return None
    attribute = category_attribute(new_value)
    value = category_value(attribute, new_value) if attribute else new_value
    if who := m.groupdict().get("who"):  # "the school's moved us off A onto B": whose decision, then the switch
        noun = re.sub(r"^(?:the|my|our)\s+|(?:'s|\s+has|\s+have|'ve)$", "", who.strip(), flags=re.I).lower()
        clause = f"my {noun} moved us from {m.group('old')} to {m.group('new')}"
    return fact("preference", clause, attribute=attribute or "uses", value=value, retracts=[old_value])


def _switch(m: re.Match[str], clause: str) -> Fact | None:
    new, old = m.group("new"), m.groupdict().get("old")
    aside = re.compile(r"\s+while\s+(?:i'm|im|i\s+am|we're|we\s+are)\s+at\s+it\b", re.I)  # "… while im at it"
    if aside.search(new) and clause.endswith(new):
        clause, new = clause[: len(clause) - len(new)] + aside.sub("", new), aside.sub("", new)
    # "…from WooCommerce to Shopify last week, Pau set it all up": who did it, said after the switch
    if (who := re.search(r",\s+(?:(?-i:[A-Z])[\w'-]+|he|she|they)\s+(?:set|did|sorted|handled|made|built|configured|moved"
                         r"|migrated|helped)\b.*$", new, re.I)) and clause.endswith(who.group(0)):
        new, clause = new[: who.start()], clause[: len(clause) - len(who.group(0))]
    if old and (why := re.search(rf",\s+(?:{re.escape(old.strip())}|it)\s+(?:got|gets|is|was|kept|keeps|became|crashe[sd])\b.*$",
                                 new, re.I)):
        new = new[: why.start()]  # "…from notion to obsidian, notion got way too slow": why the old one was left
        clause = clause[: clause.rfind(",")] if clause.endswith(why.group(0)) else clause
    if (why := _WHO_DECIDED.search(new)) and clause.endswith(why.group(0)):
        # "…from JAWS to NVDA at work, the company wouldn't renew the JAWS licences": why, told by who decided it
        new, clause = new[: why.start()], clause[: len(clause) - len(why.group(0))]
    if (why := re.search(r",?\s+because\s+.*$", new, re.I)) and clause.endswith(why.group(0)):
        # "…from goodnotes to notion because keira uses it": why, said after the switch
        new, clause = new[: why.start()], clause[: len(clause) - len(why.group(0))]
    new_value = head_value(new)
    if not new_value or not ok_object(new) or (old is not None and not ok_object(old)):
        return None
    retracts = [v for v in [head_value(old)] if v] if old else []
    attribute = category_attribute(new_value)
    if attribute:
        return fact("preference", clause, attribute=attribute, value=category_value(attribute, new_value),
                    retracts=retracts)
    if retracts and new_value in NOTES_APPS:
        # "I've ditched Notion and moved everything to Obsidian": the app the notes are kept in now
        return fact("preference", clause, attribute="uses", value=new_value, retracts=retracts)
    if retracts and {new_value.lower(), retracts[0].lower()} & WORK_APPS:
        return fact("decision", clause, retracts=retracts)  # "we moved from Trello to Linear": an app, never a home
    if re.search(r"\b(?:moved|moving|relocated|relocating)\b", m.group(0), re.I):
        thing = (m.groupdict().get("thing") or "").split()
        if thing and thing[-1].lower() not in _HOME_THINGS:
            # "I moved my notes from Logseq to Obsidian": a thing of theirs changed tools,
            # not the user their home (read as one, it superseded where they live)
            return fact("decision", clause, retracts=retracts) if retracts else None
    if old is not None and retracts and (left := category_attribute(retracts[0])):
        if new.strip()[:1].isupper() and left != "uses":
            # "moved from IntelliJ to Fleet": the new one is of the kind left (an editor), whether or not we know it
            return fact("preference", clause, attribute=left, value=category_value(left, new_value), retracts=retracts)
        return fact("decision", clause, retracts=retracts)  # "moved from RStudio to …": a known tool left, no home
    if re.search(r"\b(?:moved|moving|relocated|relocating)\b", m.group(0), re.I) and not _SCOPE_OF_USE.search(new) \
            and not re.search(r"\b(?:ditched|dropped|swapped|traded|abandoned|replaced)\b", m.group(0), re.I):
        # ("I've ditched Notion and moved everything to Obsidian": a tool left, never a home)
        if old is not None and retracts and (any(_INNER_CAPITAL.search(v) for v in (old, new))
                                             or {new_value.lower(), retracts[0].lower()} & (CODE_TOOLS | PROGRAMMING_LANGUAGES)):
            # "we moved from Terraform to OpenTofu", "from Jenkins to GitHub Actions", "from Jest to Vitest": a product's
            # name or a developer's tool, never a home
            return fact("decision", clause, retracts=retracts)
        place = proper_value(new)
        if place:
            return fact("identity", clause, attribute="lives_in", value=place, retracts=retracts)
        return None
    if not old:
        return None  # "I switched to decaf": the decision rule reads it
    return fact("decision", clause, retracts=retracts)


# A capital inside a word, as products are named (OpenTofu, GitHub, PostgreSQL), not places (McAllen, DeKalb, LaGrange)
_INNER_CAPITAL = re.compile(r"\b(?!(?:Mc|Mac|De|Di|Da|La|Le|Van|Von|Du|St|O')[A-Z])[A-Z][a-z]+[A-Z]")
# What a move of "my …" from one place to another carries when it is the user's home.
_HOME_THINGS = frozenset("family home house household kids children life stuff things everything".split())

_ROLE_JOB = re.compile(r"^(?:my|the|that)\s+(?:part[- ]time\s+|weekend\s+)?(?P<role>[a-z][\w-]+(?:\s+(?:store|shop|cafe|café|bar|restaurant|factory|warehouse|kitchen|centre|center|station))?)\s+(?:job|gig|position)\b", re.I)
_JOB = re.compile(r"^(?:my\s+)?(?:(?:day\s+|old\s+|current\s+)?job|position|role|career)(?:\s+(?:at|with)\s+(?P<org>.+))?$", re.I)


# a clause of its own after what was given up: "…the second café idea for now, wholesale is where the money is"
# (or the body part that made it stop, named alone: "I've stopped tennis, my knee", "…, bad back")
_WHY_AFTER_DROP = re.compile(r",\s+(?!(?:and|or|but)\b)(?:(?:[\w'-]+\s+){0,3}?(?:is|are|was|were|isn't|wasn't|aren't|weren't)\b.*"
                             # ("…the Mexico trip, flights too expensive from here": the reason, its verb dropped)
                             r"|(?:[\w'-]+\s+){1,3}?(?:too|way\s+too|far\s+too)\s+[a-z]+\b.*"
                             r"|(?:my|a|bad|dodgy)\s+(?:bad\s+|dodgy\s+|left\s+|right\s+)?(?:knee|knees|back|hip|hips|ankle|ankles|shoulder"
                             r"|wrist|neck|elbow|foot|feet)\s*[.!]*)$", re.I)


# "I'm leaving the house at 5", "leaving work in ten minutes": going out for the day, not leaving a job or a home
_LEAVING = re.compile(r"^(?:i'm|i\s+am|we're|we\s+are)\s+" + _ADV + r"leaving\b", re.I)
_TIME_OF_DAY = re.compile(
    r"\b(?:at\s+(?:\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\b)?|half\s+\w+|quarter\s+(?:past|to)\s+\w+|noon|midday|midnight|lunch(?:time)?)"
    r"|in\s+(?:an?|\d+|a\s+few|a\s+couple\s+of|five|ten|fifteen|twenty|thirty|half\s+an)\s+(?:minutes?|mins?|hours?|hrs?)"
    r"|tonight|this\s+(?:morning|afternoon|evening)|(?:right\s+)?now|soon|shortly|early|after\s+(?:lunch|dinner|work|breakfast))\b", re.I)


# what the speaker says of their own words after what was given up ("I stopped the prenatal yoga of course")
_SPEAKER_ASIDE = re.compile(r",?\s+(?:of\s+course|obviously|naturally|obvs)\s*$", re.I)
# pastimes given up by name ("I stopped the yoga": no "-ing" to tell it is something done)
_PASTIMES = (r"(?:yoga|pilates|tai\s+chi|zumba|aqua\s+aerobics|aerobics|karate|judo|taekwondo|jiu[\s-]?jitsu|crossfit|spin|barre|hiit"
             r"|tennis|squash|badminton|padel|football|rugby|netball|hockey|cricket|basketball|volleyball|golf|chess|choir|parkrun"
             r"|salsa|ballet)")


def _drop(m: re.Match[str], clause: str) -> Fact | None:
    obj = _SPEAKER_ASIDE.sub("", m.group("obj").strip())
    if (also := re.search(r"\s+(?:too|as\s+well)\s*[.!]*$", obj, re.I)) and clause.endswith(also.group(0)):
        # ("…so I've stopped the Spanish too": what else was given up is said before, not of this)
        obj, clause = obj[: also.start()], clause[: len(clause) - len(also.group(0))]
    if _LEAVING.match(clause) and _TIME_OF_DAY.search(obj):
        return None  # out for the day, back tonight: nothing ends
    if (why := _WHY_AFTER_DROP.search(obj)) and why.start() > 0 and clause.endswith(why.group(0)):
        obj, clause = obj[: why.start()].strip(), clause[: len(clause) - len(why.group(0))]
    if not ok_object(obj) or re.match(r"(?:for\s+good|for\s+now|altogether|entirely|completely|cold\s+turkey"
                                      r"|again|today|yesterday|last\b|this\b|in\s+\w+|on\s+\w+day)\b", obj, re.I):
        return None  # "quit for good": what was quit was said before (narrower than
        # _NOT_AN_OBJECT, which is for what follows "stopped …ing": "dropping two classes" names it)
    role_job = _ROLE_JOB.match(obj)
    if role_job and role_job.group("role").lower() not in {"day", "old", "current", "new", "first", "last", "full-time"}:
        # "I quit the barista job": the role ends ("User works as a barista…" is superseded)
        return fact("decision", clause, retracts=[role_job.group("role")])
    job = _JOB.match(obj)
    if job:
        org = proper_value(job.group("org") or "")
        # ("I quit my job at the café", as leftovers38 says "i quit the café": the workplace by its kind is what ends)
        kind = [job.group("org").split(",")[0].split()[-1].lower()] if job.group("org") and not org else None
        return fact("decision", clause, attribute="works_at" if org else None, value=org,
                    polarity="negative" if org else "positive", retracts=kind or [])  # (bugs60: "I quit my job" crashed)
    # "the goal of learning the cello" ends "User wants to learn the cello": what the plan was
    aim = re.sub(r"^(?:the|my|our)\s+(?:plan|idea|goal|dream|ambition|hope)\s+(?:to|of|for)\s+", "", obj, flags=re.I)
    # ("I have deferred CFA indefinitely": for how long is no word of what was put down)
    aim = re.sub(r"\s+(?:indefinitely|for\s+(?:now|good|a\s+(?:while|year|bit))|until\s+further\s+notice|for\s+the\s+time\s+being)\b.*$",
                 "", aim, flags=re.I)
    if trip := _TRIP_TO.match(aim):
        # (lo36) "I cancelled the trip to Pärnu" names the trip by where it goes, as "the Pärnu trip" does (its head word
        # "trip" alone ends no plan)
        return fact("decision", clause, retracts=[f"{trip['place'].lower()} {trip['kind'].lower()}"])
    target = head_value(re.sub(r"^(?:on|with)\s+", "", aim, flags=re.I))
    if not target:
        return None
    return fact("decision", clause, retracts=[target])


# a trip named by where it goes: "the trip to Pärnu", "our holiday in Crete", "my flight to Oslo"
_TRIP_TO = re.compile(r"^(?:the|my|our)\s+(?:[\w-]+\s+)?(?P<kind>trip|holiday|visit|flight|vacation)\s+(?:to|in)\s+"
                      r"(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s*(?:[,;:].*)?$", re.I)


# a day or an evening that "forget X, …" chooses for, or something chosen "instead": a choice of one occasion
_ONE_OCCASION = re.compile(r"\b(?:today|tonight|this\s+(?:evening|morning|afternoon|weekend)|for\s+(?:dinner|lunch|tea"
                           r"|breakfast)|instead)\b", re.I)


def _given_up_said_flat(m: re.Match[str], clause: str) -> Fact | None:
    """'I stop the B2 Polish course' (a non-native present), 'I've stopped my evening classes', 'forget
    the storefront salon idea': a course or a plan given up, said with "stop" or "forget"."""
    if m.group("verb").lower() == "forget" and _ONE_OCCASION.search(clause):
        return None  # "forget sushi, I want ramen tonight", "forget the gym today": one evening's choice, nothing dropped
    obj = m.group("obj").strip()
    what = re.sub(r"^(?:the|my|our)\s+", "", obj, flags=re.I)
    # ("forget the coffee thing, I gave up trying": the coffee, "thing" said of it)
    target = head_value(re.sub(r"\s+(?:idea|plan|dream|thing|stuff|business|project)$", "", what, flags=re.I))
    if not target:
        return None
    obj = re.sub(r"^my\s+", "their ", re.sub(r"^our\s+", "their ", obj, flags=re.I), flags=re.I)
    verb = "dropped" if m.group("verb").lower() in {"forget", "scrap", "bin"} else "stopped"
    return Fact("decision", f"User {verb} {obj}", retracts=[target], reports_change=True)


def _handed_over(m: re.Match[str], clause: str) -> Fact | None:
    """'Handed my hālau to my student Pua': what the user ran is another's now ("User handed their hālau over to their
    student Pua"; it ends "User teaches hula at their hālau")."""
    obj = re.sub(r"^(?:my|our)\s+", "their ", m.group("obj"), flags=re.I)
    target = head_value(re.sub(r"^(?:the|their)\s+", "", obj, flags=re.I))
    if not target:
        return None
    to = re.sub(r"^(?:my|our)\s+", "their ", m.group("to").strip(), flags=re.I)
    return Fact("decision", f"User handed {obj} over to {to}", retracts=[target], reports_change=True)


def _called_off(m: re.Match[str], clause: str) -> Fact | None:
    """'So the triathlon's off, I'm not doing it this year' → 'User called off the triathlon': a drop."""
    if m.group("bare") and lexicon.common(m.group("bare")) and m.group("bare").lower() not in RACES:
        return None  # "Big trip is off": a word opening the sentence, no place's name ("Marathon is off": a race is one's own)
    obj = re.sub(r"^(?:my|our)\s+", "their ", m.group("obj"), flags=re.I)  # ("Our move to Leeds is off": their move)
    obj = f"the {obj}" if m.group("bare") else obj[:1].lower() + obj[1:]
    if m.group("none") is not None:  # "Move to Otaci is cancel.": the move, its "the" left out
        obj = f"the {obj}"
    obj = re.sub(r"\bhalf$", "half marathon", obj)  # "the half's off": said as runners say it
    target = head_value(re.sub(r"^(?:the|my|our|their)\s+", "", obj, flags=re.I))
    if not target:
        return None
    if done := re.search(r"\s(?:got|was|has\s+been)\s+(?:\w+\s+)?(?P<how>cancell?ed|called\s+off|scrapped)\b", m.group(0), re.I):
        # "the Grenoble summer school got cancelled": called off by others ("User's Grenoble summer school was cancelled")
        own = re.sub(r"^(?:the|their)\s+", "", obj, flags=re.I)
        return Fact("decision", f"User's {own} was {done['how'].lower()}", retracts=[target])
    return Fact("decision", f"User called off {obj}", retracts=[target])


def _idea_given_up(m: re.Match[str], clause: str) -> Fact | None:
    """'The export idea is finished, papers too complicated', 'our café dream is dead': a plan, said as an idea or a
    dream, given up ("User gave up the export idea"); what it was is what it ends."""
    what = " ".join(m.group("what").split())
    target = head_value(what)
    if not target or (lexicon.common(what.split()[-1].lower()) and what.split()[-1].lower() not in _PLANNED_THINGS):
        return None  # "the whole idea is dead", "the old plan is over": nothing named
    whose = {"my": "their", "our": "their"}.get(m.group("det").lower(), "the")
    return Fact("decision", f"User gave up {whose} {what} {m.group('kind').lower()}", retracts=[target], reports_change=True)


# what a plan said as "the X idea" may be, though the word is a common one ("the move idea", "the shop plan")
_PLANNED_THINGS = frozenset("""move shop export business café cafe bakery restaurant trip holiday wedding house farm course
    degree masters phd franchise expansion extension loan""".split())


def _race_off(m: re.Match[str], clause: str) -> Fact:
    """'Marathon is off.': the race the user was to run, called off ("User called off the marathon")."""
    race = " ".join(m.group("race").lower().split())
    race = "half marathon" if race == "half" else race
    return Fact("decision", f"User called off the {race}", retracts=[race.split()[-1]])


# what opens a sentence with a capital and is said to be cancelled without being a place: a festival, what is watched or
# attended ("Christmas is cancelled", "Netflix got cancelled"; a day or a month is never a name, english.NOT_A_NAME)
_NOT_A_TRIP = frozenset(
    """christmas easter eid diwali hanukkah thanksgiving halloween school practice training class rehearsal yoga football
    rugby netflix spotify prime disney season series show""".split())


# what is called off and typed in lower case without being a place: classes, games, sports, a day's plans
_NOT_A_TRIP_LOWER = _NOT_A_TRIP | frozenset(
    """pilates zumba spin gym uni lecture lectures tutorial tute seminar shift work dinner lunch brunch party date gig
    concert match game netball hockey cricket soccer footy basketball volleyball tennis swimming training practice prac
    placement exam test quiz meeting standup call appointment wedding funeral surgery operation""".split())


def _place_called_off(m: re.Match[str], clause: str) -> Fact | None:
    """'Prague is cancelled, Dami's got shingles': a trip named by its place alone, called off ("User's Prague trip was
    cancelled"; it ends "User is going to Prague on 14 December 2026"). The reason after it is not kept."""
    place = m.group("place")
    if place.lower() in _NOT_A_TRIP or place.lower() in en.NOT_A_NAME \
            or (lexicon.common(place.lower()) if " " not in place else (place.split()[0].lower() in {"the", "my", "our", "this", "that"}
                                                                 or place.split()[-1].lower() in {"trip", "holiday", "plan", "thing"})):
        return None  # (a place of two names, "Cape Town", "New York", is a name whatever its words)
    if "who" in m.groupdict() and m["who"] and m["who"].lower().rstrip("'’s") == place.lower():
        return None  # ("Kemi is off, Kemi's in hospital": hers, no trip)
    if place.islower():
        # a place typed in lower case ("aitutaki is cancelled", "lisbon's been cancelled"): never an everyday word, an
        # activity or a class ("pilates is cancelled", "netball got cancelled", "uni is cancelled")
        if place in _NOT_A_TRIP_LOWER or place.endswith(("ing", "s")) or place in en.NOT_A_NAME \
                or place in lexicon.VERBS or not place.isalpha():
            return None
        place = place[:1].upper() + place[1:]
    how = "called off" if m.group("how").lower() == "off" else m.group("how").lower()
    return Fact("decision", f"User's {place} trip was {how}", retracts=[place.lower()])


def _named_off(m: re.Match[str], clause: str) -> Fact | None:
    """'Comrades is off for this year': what the user was to do, named alone, called off for the year (it ends "User is
    training for the Comrades Marathon …")."""
    name = m.group("name")
    if lexicon.common(name.split()[0].lower()) or name.lower() in en.NOT_A_NAME:
        return None
    return Fact("decision", f"User called off {name} {' '.join(m['span'].lower().split())}", retracts=[name.lower()])


def _stopped_routine(m: re.Match[str], clause: str) -> Fact | None:
    """'I've stopped the early swims' → a decision that retracts the swimming habit (its summary
    says "swims", "swimming" or "swim"): the base and its -ing form are both looked for."""
    noun = m.group("obj").lower().split()[0]
    base = noun[:-1] if noun.endswith("s") else noun
    if base in {"gym", "yoga", "session"}:
        base = {"session": ""}.get(base, base)
    if not base:
        return None
    doubled = base + base[-1] if re.search(r"[^aeiou][aeiou][bdgmnprt]$", base) else base.rstrip("e")
    head = clause[: m.end("obj")] if not re.match(r"\s+(?:instead|now|for\s+now)\b", m.group("rest")) else clause
    return fact("decision", _AFTER_DROPPED.sub("", head), retracts=[base, doubled + "ing"])


def _stopped_doing(m: re.Match[str], clause: str) -> Fact | None:
    """'I've stopped the sea swimming for the winter', 'I gave up my cold-water swimming': a pursuit named by what is
    done, given up (a decision that ends the routine: it retracts "swimming" and "swim")."""
    ing = m.group("ing").lower()
    if ing in _ING_NOUNS or len(ing) < 6:
        return None
    stem = ing[:-3]
    base = stem[:-1] if re.search(r"([bdgmnprt])\1$", stem) else stem
    what = re.sub(r"^(?:my|our)\s+", "their ", m.group("obj"), flags=re.I)
    verb = " ".join(m.group("verb").lower().split())
    perfect = bool(re.match(r"(?:i|we)(?:'ve|\s+have)\b", clause, re.I))
    verb = ("has " + verb.replace("gave", "given")) if perfect else verb.replace("given", "gave")
    return Fact("decision", f"User {verb} {what}{m.group('while') or ''}",
                retracts=[ing, base], reports_change=True)


# words ending in -ing that name a thing, not a pursuit ("I stopped the meeting", "I've quit the building")
_ING_NOUNS = frozenset("""building meeting wedding evening morning ceiling thing something nothing anything everything ring king
    spring string wing clothing pudding bedding feeling earring sibling darling duckling wiring housing ceiling outing
    listing booking setting heating lighting filling icing stuffing topping ending beginning""".split())


_ING = {"give up": "giving up", "give up on": "giving up on", "quit": "quitting", "abandon": "abandoning", "ditch": "ditching",
        "shelve": "shelving", "withdraw from": "withdrawing from", "pull out of": "pulling out of", "drop out of": "dropping out of"}
# What one eats or drinks and can cut out ("cutting out the pop and the donuts", "cut out sugar"): not "cut out a
# pattern", "cut out the middleman"
_CONSUMED = (r"\s+(?:the\s+|all\s+(?:the\s+)?|my\s+)?(?:[\w-]+\s+){0,2}?(?:pop|soda|sugar|booze|alcohol|drinks|coffee|caffeine|carbs"
             r"|bread|meat|red\s+meat|dairy|sweets|takeaways?|donuts|doughnuts|crisps|chips|chocolate|fizzy|beer|wine|junk\s+food|snacks"
             r"|energy\s+drinks|gluten|processed\s+food)\b")
_DROP_NOW = re.compile(r"^I'm\s+(?:giving\s+up(?:\s+on)?|quitting|abandoning|ditching|shelving|withdrawing\s+from|pulling\s+out\s+of"
                       r"|dropping\s+out\s+of)\s+(?P<obj>.+)$")
# what follows the thing given up: "… the pottery class though, no point starting over"
_AFTER_DROPPED = re.compile(r"\s*,.*$|\s+(?:though|tho|anyway|anyhow|because|since|so|as)\b.*$", re.I)


# What is put on hold without being the user's plan ("the call is on hold", "my order's on hold")
_NOT_HELD = frozenset("""call calls line phone order orders account payment payments card delivery parcel package refund
    ticket tickets everything anything something it that this life work hiring application visa""".split())


def _on_hold(m: re.Match[str], clause: str) -> Fact | None:
    """'The cello has been put on hold', 'piano's on ice for now', 'I've put my Italian on hold':
    a pursuit paused, which ends it as a live one (the plan or routine is retracted)."""
    obj = m.group("obj").strip()
    words = obj.lower().split()
    if not words or words[-1] in _NOT_HELD or (len(words) == 1 and not lexicon.common(words[0]) and not obj[:1].isupper()):
        return None
    obj = re.sub(r"^my\s+", "their ", obj, flags=re.I)
    obj = re.sub(r"^our\s+", "their ", obj, flags=re.I)
    if len(words) == 1:  # "Piano is on hold": capitalised as the sentence's first word, "Spanish" as a language
        obj = obj.capitalize() if words[0] in lexicon.NATIONALITIES else obj.lower()
    elif re.match(r"(?:The|Their)\b", obj):
        obj = obj[:1].lower() + obj[1:]
    target = head_value(re.sub(r"^(?:the|their)\s+", "", obj, flags=re.I))
    if not target:
        return None
    return Fact("decision", f"User put {obj} on hold", retracts=[target])


def _drop_ahead(m: re.Match[str], clause: str) -> Fact | None:
    """'I'll have to give up the pottery class though, …' → 'User is giving up the pottery class':
    read as the drop it announces."""
    obj = _AFTER_DROPPED.sub("", m.group("obj")).strip()
    said = _DROP_NOW.match(f"I'm {_ING[' '.join(m.group('verb').lower().split())]} {obj}")
    return _drop(said, said.string) if said and obj else None


_NOT_AN_OBJECT = re.compile(
    r"(?:last|this|next|yesterday|today|recently|lately|ago|since|for|after|before|when|because|as|at|in|on|"
    r"by|until|till|once|altogether|entirely|completely|cold turkey|a (?:while|week|month|year|few)|"
    # a number is a time ("stopped smoking 5 years ago"), not a name that starts with one ("5-a-side")
    r"about|around|over|almost|\d+(?!-\w)|one|two|three|four|five|six|few|several|some)\b", re.I)


def _stopped(m: re.Match[str], clause: str) -> Fact | None:
    verb, obj = m.group("what").lower(), m.group("obj").strip()
    # ("I stopped bouldering, no time with the shifts": why, after a comma, is no part of what stopped)
    obj = re.sub(r"^,.*$", "", obj).strip()
    if verb == "using":
        value = head_value(obj)
        if not value or not ok_object(obj):
            return None
        return fact("preference", clause, attribute="uses", value=value, polarity="negative", retracts=[value])
    if obj and not ok_object(obj):
        return None
    stem = re.sub(r"(?:(?<=[aeiou])(?P<d>[bdgmnprt])(?P=d))?ing$", lambda x: x.group("d") or "", verb)
    # What stopped is the verb with its object: "stopped drinking alcohol" ends drinking
    # alcohol, not "can't drink coffee after 2 pm".
    # ... but a time or a reason after the verb is not its object ("stopped smoking last month").
    target = head_value(obj) if obj and not _NOT_AN_OBJECT.match(obj) else None
    if stem == "eat" and _NO_MEAT.match(obj):
        # "I've stopped eating meat" is the diet that answers what meat the user eats (none): a later
        # "I'm pescatarian now" replaces it, as it would "vegetarian" ("stopped eating red meat" is no diet)
        return fact("decision", clause, attribute="diet", value="vegetarian",
                    retracts=[f"{stem} {target}" if target else stem])
    # Stopping is a choice made ("stopped doing wedding cakes", "stopped drinking"): a decision
    # that ends the habit it names.
    return fact("decision", clause, polarity="negative", retracts=[f"{stem} {target}" if target else stem])


# All meat given up for good, not some of it ("red meat", "meat on weekdays") or for a while ("for Lent")
_NO_MEAT = re.compile(r"^\s*(?:all\s+|any\s+)?meat(?:\s+(?:and|or|&)\s+fish)?\b(?!\s+(?:on|during|until|till|at|in)\b"
                      r"|\s+for\s+(?!good\b|ever\b))", re.I)


# Verbs of taste and state: "I no longer like coffee" is a preference said negatively (the
# preference rules read it), not an activity given up.
_NOT_AN_ACTIVITY = frozenset("like love hate enjoy want need prefer have know think feel believe mind care use".split())


def _no_longer_do(m: re.Match[str], clause: str) -> Fact | None:
    """'I no longer sing with the choir, as…', "I don't drive at night anymore": an activity given
    up, as "I stopped singing with the choir" is (a decision that ends the habit it names)."""
    verb = m.group("verb").lower()
    if verb in _NOT_AN_ACTIVITY or not lexicon.verbish(verb):
        return None
    obj = m.group("obj").strip()
    if reason := _REASON_AFTER.search(obj):
        # "I no longer swim on Mondays, the pool changed its hours": what is given up, then why
        clause, obj = clause[: len(clause) - len(obj) + reason.start()], obj[: reason.start()]
    if obj and not ok_object(obj):
        return None
    target = head_value(obj) if obj and not _NOT_AN_OBJECT.match(obj) else None
    # (after "don't" or "no longer" the verb is its base: "I don't read on the Kindle" → "no longer reads")
    summary = re.sub(r"^i\s+(?:no\s+longer|don't|do\s+not)\s+\S+", f"User no longer {en.third_person_of_base(verb)}",
                     re.sub(r"\s+(?:anymore|any\s+more|any\s+longer)\s*$", "", clause), count=1, flags=re.I)
    phrase = f"{verb} {target}" if target else verb
    if day := _ON_DAYS.search(obj):
        # "no longer swim on Mondays" ends the Monday swim, not Thursday's ("… in the mornings": the morning one)
        phrase += f" {day.group('day').lower()}day" if day.group("day") else f" {day.group('part').lower()}"
    return Fact("decision", en.rewrite_rest(summary), polarity="negative", retracts=[phrase])


_REASON_AFTER = re.compile(r"\s*,\s+(?:the|my|our|it|its|it's|they|they're|work|too|as|because|since|so|not|no)\b.*$", re.I)
_ON_DAYS = re.compile(r"\bon\s+(?P<day>mon|tues|wednes|thurs|fri|satur|sun)days?\b"
                      r"|\bin\s+the\s+(?P<part>morning|evening|afternoon)s?\b", re.I)


_NOT_A_TOOL = frozenset(
    """the a an my our their his her this that it them me us there here home bed work school tomorrow today tonight
    monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
    september october november december next later storage""".split())


def _moved_to(m: re.Match[str], clause: str) -> Fact | None:
    """'I moved my roguelike to Godot 4', 'we ported the backend to Rust': a thing of theirs moved
    to another tool - a decision about that thing (not which tool the user prefers in general:
    "we ported the backend to Rust" leaves their favourite language alone)."""
    new = m.group("new").strip()
    first = new.split()[0].lower().strip(",.")
    if first in _NOT_A_TOOL or not ok_object(new) or not ok_object(m.group("thing")):
        return None
    return fact("decision", clause)


def _no_longer(m: re.Match[str], clause: str) -> Fact | None:
    state = (m.group("a") or m.group("b") or "").strip(" ,")
    if not ok_object(state):
        return None
    word = state.lower().split()[0] if state.split() else ""
    if word in _DIETS:
        return Fact("constraint", f"User is no longer {word}", attribute="diet", value=word, polarity="negative")
    move = re.match(r"(?:moving|relocating)\s+to\s+(?P<place>.+)$", state, re.I)
    if move and (place := proper_value(move.group("place"))):
        # a plan called off (docs/lifecycle.md, "Plans"): it supersedes "moving to Berlin on 1 May"
        return Fact("decision", f"User is no longer moving to {move.group('place').strip()}",
                    attribute=PLAN_PREFIX + "lives_in", value=place, polarity="negative")
    at = re.match(r"(?:at|with|working at|working for)\s+(?P<org>.+)$", state, re.I)
    if at and (org := proper_value(at.group("org"))):
        return Fact("identity", f"User no longer works at {at.group('org').strip()}", attribute="works_at",
                    value=org, polarity="negative")
    job = re.match(r"(?:an?\s+)?(?P<job>[\w -]+)$", state, re.I)
    if job and job.group("job").split()[-1].lower() in JOB_NOUNS:
        title = job.group("job").lower()
        return Fact("identity", f"User is no longer a {title}", attribute="job_title", value=title, polarity="negative")
    allergy = re.match(r"allergic\s+to\s+(?P<what>.+)$", state, re.I)
    if allergy and (what := head_value(allergy.group("what"))):
        # one allergy ended, not every allergy: "not allergic to shellfish anymore" once
        # retracted "allergic" and with it "User is allergic to penicillin"
        return Fact("constraint", f"User is no longer {en.rewrite_rest(state)}", attribute="allergic_to",
                    value=what, polarity="negative", retracts=[f"allergic {what}"])
    value = head_value(state)
    if not value:
        return None
    linked = re.match(r"(?P<adj>[\w-]+)\s+(?:to|of|about|with|by|into|in|on|for)\s+(?P<obj>.+)$", state, re.I)
    if linked and (obj := head_value(linked.group("obj"))) and value == linked.group("adj").lower():
        # "no longer afraid of flying" ends that fear, not every fear: the phrase names both
        value = f"{value} {obj}"
    doing = re.match(r"(?:doing|pursuing|studying\s+for|training\s+for|working\s+on|taking|going\s+to|going|attending|playing)"
                     r"\s+(?P<what>.+)$", state, re.I)
    if doing and (target := head_value(re.sub(r"^(?:the|my|a|an)\s+", "", doing.group("what"), flags=re.I))):
        # "not doing the MBA anymore": a goal given up
        return Fact("decision", f"User is no longer {en.rewrite_rest(state)}", retracts=[target])
    return Fact("identity", f"User is no longer {en.rewrite_rest(state)}", retracts=[value])


_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
# "no more Tuesday and Thursday classes", "no more monday lessons": a routine on given days, ended
_DAYS_ROUTINE = re.compile(rf"^(?:the\s+|my\s+|our\s+)?(?P<days>{_DAY}(?:\s*(?:,|and|&|or)\s*{_DAY}){{0,4}})\s+"
                           r"(?P<what>(?:[a-z]+\s+)?(?:classes|class|lessons|lesson|sessions|session|training|practice"
                           r"|rehearsals?|shifts?|runs?|swims?|matches|games|meetings?|calls?|lectures?))(?:\s+(?:now|anymore|any\s+more))?$", re.I)


def _no_more_days(m: re.Match[str]) -> Fact:
    days = [d.lower().rstrip("s").capitalize() + "s" for d in re.findall(_DAY, m.group("days"), re.I)]
    when = days[0] if len(days) == 1 else ", ".join(days[:-1]) + " and " + days[-1]
    what = m.group("what").lower()
    return Fact("decision", f"User no longer has the {what} on {when}", retracts=[what.split()[-1]])


# Words in -ing that name a thing, not a doing: "no more sling for me" is no "User is no longer sling"
_ING_THINGS = frozenset("""wedding pudding evening morning ceiling sibling earring dumpling icing filling stuffing bedding
    clothing herring pudding duckling seedling awning""".split())


def _gerund(word: str) -> bool:
    """Whether ``word`` (ending in -ing) may be a doing: its stem has a vowel ("vaping", "snacking"; not "sling", "ring",
    "string", "thing") and it is no thing's name in -ing ("wedding", "evening")."""
    stem = word.rsplit("-", 1)[-1][:-3]
    return bool(re.search(r"[aeiouy]", stem)) and word not in _ING_THINGS


# An activity named by its noun, not in -ing ("no more yoga", "no more tennis for me"), and what may follow it: how long
# ("for a while", "for now"), a comment after a comma ("obviously, ha"); never a kind of it ("no more yoga mats")
_PLAYED = frozenset({"tennis", "football", "golf", "squash", "badminton", "cricket", "rugby", "netball", "hockey", "padel",
                     "basketball", "volleyball", "darts", "pickleball"})
# ("no more pottery for me this year": a pastime by its noun, vocabulary.PASTIMES; "tai chi" said with its space)
_ACTIVITY_DONE = re.compile(r"^(?:the\s+)?(?P<what>yoga|pilates|crossfit|karate|judo|zumba|gym|parkrun|aerobics|tai\s+chi"
                            r"|" + "|".join(sorted(_PLAYED | {p for p in PASTIMES if p not in {"tai", "chi", "guitar", "piano", "violin",
                                                                                           "cello", "drums"}})) + r")"
                            # ("no more football for me this year": for whom, then for how long)
                            r"(?:\s+for\s+(?:me|us))?"
                            r"(?:\s+(?:for\s+)?(?:a\s+while|a\s+bit|now|the\s+(?:time\s+being|foreseeable(?:\s+future)?|rest\s+of\s+the\s+(?:year|season))"
                            r"|this\s+(?:year|season|summer|winter|spring|autumn)))?"
                            r"(?:\s+(?:obviously|sadly|unfortunately|I\s+guess))?(?:\s*,[^,]*){0,3}\s*[.!]*$", re.I)


# (lo40) A treatment ended, by its noun and the rhythm it had ("No more dialysis three times a week", "no more chemo every
# three weeks!!", "No more blood thinner jabs every evening"): the user's health, not a rule for answers; a shot only with
# what is injected ("insulin shots", never "tequila shots"); "… please" is a wish, not a treatment over
_TREATMENT_ENDED = re.compile(
    r"^(?:my\s+|the\s+)?(?P<what>(?:(?!(?:more|no|the|my|a)\b)[a-z0-9-]+\s+){0,2}?(?:dialysis|chemo(?:therapy)?|radiotherapy|radiation\s+therapy"
    r"|infusions?|transfusions?|injections|jabs|(?:insulin|b12|allergy|hormone|fertility|steroid|cortisone|ivf)\s+shots"
    r"|physio(?:therapy)?(?=\s+(?:every|each|once|twice|three|on)\b)|hydrotherapy|immunotherapy|plasmapheresis))"
    r"(?P<rhythm>\s+(?:every|each|once|twice|three\s+times|four\s+times|on|at\s+(?:lunch|night|bedtime|breakfast|dinner))\b[^,.!?]*?)?"
    r"(?P<rest>\s*[,.!?].*)?$", re.I)


def _treatment_ended(obj: str) -> Fact | None:
    """'No more dialysis three times a week': "User no longer needs dialysis three times a week" (lo40)."""
    if not (m := _TREATMENT_ENDED.match(obj)) or re.search(r"\bplease\b", obj, re.I):
        return None
    what = " ".join(m.group("what").split())
    what = what if re.match(r"[A-Z]{2}", what) else what[:1].lower() + what[1:]
    rhythm = " ".join((m.group("rhythm") or "").split())
    return Fact("episode", f"User no longer needs {what}{' ' + rhythm if rhythm else ''}", retracts=[what.split()[-1].lower()])


def _no_more(m: re.Match[str], clause: str) -> Fact | None:
    obj = m.group("obj").strip()
    if (ended := _treatment_ended(obj)) is not None:
        return ended
    if routine := _DAYS_ROUTINE.match(obj.split(",", 1)[0].strip()):
        return _no_more_days(routine)
    if re.fullmatch(rf"(?:the\s+)?{_DAY}|weekends?|nights?|mornings?|evenings?", obj, re.I):
        return None  # "no more Fridays lol": a day is not a thing the user used
    # "no more yoga for a while, obviously": an activity done by its noun, given up (for now or for good)
    if (done := _ACTIVITY_DONE.match(obj)) is not None:
        noun = done.group("what").lower()
        verb = "plays" if noun in _PLAYED | {"chess", "bridge"} else "goes to the" if noun == "gym" else "does"
        return Fact("decision", f"User no longer {verb} {noun}", polarity="negative", retracts=[noun])
    value = head_value(obj)
    if not value or not ok_object(obj):
        return None
    if re.match(r"[\w-]+ing$", value) and _gerund(value):
        # ("no more running": the verb's stem, "run", as "stopped running" gives it, so "User runs on Sundays" ends)
        stem = re.sub(r"(?:(?<=[aeiou])(?P<d>[bdgmnprt])(?P=d))?ing$", lambda x: x.group("d") or "", value)
        return Fact("decision", f"User is no longer {value}", retracts=[stem])
    # (a product named, every word in capitals: "No more Slack", "no more Google Docs"; "No more China trips" names trips)
    if obj[:1].isupper() and all(w[:1].isupper() or not w[:1].isalpha() for w in obj.split()):
        return Fact("preference", f"User no longer uses {obj}", attribute="uses", value=value, polarity="negative",
                    retracts=[value])
    return None


def _changed(handler: Handler) -> Handler:
    """The handler's facts, marked as reporting a change."""

    def wrapped(m: re.Match[str], clause: str) -> Fact | list[Fact] | None:
        got = handler(m, clause)
        for f in got if isinstance(got, list) else [got] if got else []:
            f.reports_change = True
        return got

    return wrapped


_SETTING_ATTRIBUTE = {"editor": "preferred_editor", "ide": "preferred_editor", "shell": "preferred_shell",
                      "browser": "preferred_browser", "os": "preferred_os", "theme": "preferred_theme"}


def _set_to(m: re.Match[str], clause: str) -> Fact | None:
    """'Changed my theme to solarized dark', 'set my shell to fish': a setting of the user's, changed."""
    new = m.group("new").strip()
    value = head_value(new)
    if not value or not ok_object(new):
        return None
    attribute = _SETTING_ATTRIBUTE.get(m.group("cat").lower())
    if attribute == "preferred_editor" and THEME_VALUE.match(new.lower()):
        attribute = "preferred_theme"  # "I switched my editor to a dark theme": the editor's theme, not another editor
    if attribute == "preferred_theme":
        shade = re.search(r"\b(light|dark)\b", new, re.I)
        value = shade.group(1).lower() if shade else None
        attribute = attribute if value else None
    elif attribute:
        value = category_value(attribute, value) or value
    return fact("preference", clause, attribute=attribute, value=value if attribute else None)


# who moves the user's team onto a tool: "the school's", "work have", "my company has"
_EMPLOYER = (r"(?:(?:the|my|our)\s+(?:school|company|firm|office|employer|work|trust|council|hospital|practice|department|uni"
             r"|university|college|agency|team|bosses|management|it\s+department)|work|management|it)(?:'s|\s+has|\s+have|'ve)")


def _switched_off(m: re.Match[str], clause: str) -> Fact | None:
    """'We moved off Square to Shopify POS last week, the online store was already on Shopify',
    'switched sleep tracking from fitbit to an oura ring': a tool left for another (never a home; what
    follows in a clause of its own is cut)."""
    new = m.group("new")
    if (tail := re.search(r"\s+so\s+(?:that\s+)?(?:i|we|my|our|(?-i:[A-Z])[a-z]+)\b.*$", new, re.I)) and clause.endswith(tail.group(0)):
        new, clause = new[: tail.start()], clause[: len(clause) - len(tail.group(0))]  # "… so Priya and I both see it": why
    if (tail := _WHY_AFTER_DROP.search(new)) and clause.endswith(tail.group(0)):
        new, clause = new[: tail.start()], clause[: len(clause) - len(tail.group(0))]
    old_value, new_value = head_value(m.group("old")), head_value(new)
    if not old_value or not new_value or not ok_object(new) or not ok_object(m.group("old")):
        return None
    attribute = category_attribute(new_value)
    if attribute:
        return fact("preference", clause, attribute=attribute, value=category_value(attribute, new_value), retracts=[old_value])
    return fact("decision", clause, retracts=[old_value])


# what "forget the …" names that is no aim of the user's: the listener's words and things, or what points at them
_NOT_AN_AIM = (r"(?!(?:it|that|this|these|those|what|everything|all|me|you|them|him|her|my|your|about|first|second|third|last"
               r"|other|previous|above|whole|same|new|rest|email|message|text|letter|list|recipe|answer|question|draft|code"
               r"|script|poem|story|idea|plan|weather|news)\b)")

def _closing_site(m: re.Match[str], clause: str) -> Fact | None:
    """'closing the Alamo Heights location end of the month': a shop or branch of the user's closed, which ends its
    opening and running said before (what it is named by)."""
    name = " ".join(m["name"].split())
    if len(name.split()) == 1 and lexicon.common(name.lower()):  # "closing the Main store"? its name, said as a word
        return None
    if re.match(r"(?:closing|shutting)\b", clause, re.I):
        clause = "I'm " + clause  # ("closing the Alamo Heights location …": the user's own, its "I'm" dropped)
    elif re.match(r"(?:closed|shut)\b", clause, re.I):
        clause = "I " + clause
    return fact("decision", clause, retracts=[name.lower()])


_RULES: list[tuple[str, Handler]] = [
    # "closing the Alamo Heights location end of the month", "we shut the Leith branch": a site of the user's business closed
    (r"^(?:(?:i'm|i\s+am|we're|we\s+are|i've|we've|i|we)\s+)?(?:(?:finally|now|also)\s+)?(?:closing|closed|shutting|shut)\s+(?:down\s+)?"
     r"(?:the|my|our)\s+(?P<name>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2})\s+(?:location|store|shop|branch|site|outlet"
     r"|restaurant|caf[eé]|office|studio|salon|bakery|kiosk|stall)\b.*$", _closing_site),
    # "we moved off Square to Shopify POS": a tool left ("off"), never a home
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:moved|switched|migrated|gone\s+over|went\s+over)\s+(?:over\s+)?off(?:\s+of)?\s+"
     r"(?P<old>(?!(?:the\s+)?(?:island|campus|site|street|estate|coast|mainland|farm|boat|grid)\b)[\w+#.-]+(?:\s+[\w+#.-]+){0,2}?)\s+(?:to|onto)\s+(?P<new>.+)$",
     _switched_off),
    # "We've stopped using the paper diary for her appointments and put everything in a shared Google Calendar": the
    # old way left, what replaced it said after (as "I've ditched Notion and moved everything to Obsidian" is, below)
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"stopped\s+using\s+(?P<old>(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+"
     r"|(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)(?:\s+for\s+(?:[\w'-]+\s+){0,3}?[\w'-]+?)?\s+and\s+(?:(?:have|'ve)\s+)?"
     r"(?:put|moved|switched|gone\s+over|went\s+over|migrated|transferred)\s+(?:everything|it\s+all|all\s+of\s+it|them|it)\s+"
     r"(?:over\s+)?(?:in|into|to|onto)\s+(?P<new>.+)$", _switched_off),
    # "switched sleep tracking from fitbit to an oura ring": what was switched, said without "my"
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:switched|swapped|migrated)\s+(?!(?:my|our|the|over|back|everything|all)\b)"
     r"(?:[a-z][\w-]*\s+){1,2}?from\s+(?P<old>.+?)\s+to\s+(?P<new>.+)$", _switched_off),
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:changed|switched|set|swapped)\s+(?:my|our)\s+(?:editor\s+|terminal\s+|ide\s+)?"
     r"(?P<cat>theme|editor|ide|shell|browser|os)\s+(?:over\s+)?to\s+(?P<new>.+)$", _set_to),
    # "Ditched VS Code for Cursor", "swapped Notion for Obsidian": a switch said the other way round
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:ditched|dropped|swapped|traded|abandoned|replaced)\s+(?P<old>(?-i:[A-Z])[\w+#. -]{0,30}?|[\w+#.-]+)"
     r"\s+(?:for|with|and\s+(?:moved|switched|gone\s+over|went\s+over|migrated)\s+(?:everything\s+|it\s+all\s+|all\s+(?:of\s+)?(?:it|my\s+[\w-]+)\s+)?"
     r"(?:over\s+)?(?:to|onto))\s+(?P<new>.+)$", _switch),
    (r"^(?:(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:switched|moved|migrated|changed|converted|gone\s+over|went\s+over"
     r"|transitioned|relocated)|(?:i'm|i\s+am|we're|we\s+are)\s+" + _ADV + r"(?:switching|moving|migrating|porting|transitioning)"
     r"(?=\s+(?:all\s+(?:of\s+)?|most\s+of\s+)?(?:my|our|the)\s+(?!(?:family|home|house|household|kids|children|life|stuff|things|everything)\b)[\w-]+"
     r"(?:\s+[\w-]+)?\s+from\b))\s+(?P<thing>(?:all\s+(?:of\s+)?|most\s+of\s+)?(?:my|our|the)\s+(?:[\w-]+\s+){0,2}?|us\s+|everyone\s+|the\s+team\s+)?(?:over\s+)?from\s+(?P<old>.+?)\s+(?:over\s+)?to\s+(?P<new>.+)$", _switch),
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:switched|changed|converted|gone\s+over|went\s+over|moved\s+over"
     r"|went\s+back|gone\s+back|switched\s+back|changed\s+back|reverted)"
     r"\s+(?:over\s+)?to\s+(?P<new>.+)$", _switch),
    # "we moved everyone off Outlook to Superhuman": the team's tool switched
    # "the school's moved us off Google Classroom onto Teams": the same, said by who decided it
    (r"^(?:(?:i|we)(?:'ve|\s+have)?|(?P<who>" + _EMPLOYER + r"))\s+" + _ADV + r"(?:moved|switched|migrated)\s+(?:everyone|everybody|the\s+(?:whole\s+)?(?:team|company|office|staff|school)"
     r"|all\s+of\s+us|us\s+all|us)\s+(?:over\s+)?(?:off|from)\s+(?P<old>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)\s+(?:to|onto)\s+"
     r"(?P<new>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)(?:\s+(?:this|last)\s+\w+|\s+in\s+\w+)?\s*$", _team_switch),
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:moved|ported|migrated|switched|converted|rewrote|rewritten|rebuilt)"
     r"\s+(?P<thing>(?:my|our|the)\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:over\s+)?(?:to|into)\s+(?P<new>[\w.+#-]+(?:\s+[\w.+#-]+){0,2})\s*$",
     _moved_to),
    (r"^(?:i'm|i am|we're|we are)\s+" + _ADV + r"(?:switching|migrating|moving\s+over)\s+(?:over\s+)?(?:from\s+(?P<old>.+?)\s+)?"
     r"to\s+(?P<new>.+)$", _switch),
    (r"^(?:i'm|i am|we're|we are)\s+" + _ADV + r"(?:dropping|giving\s+up(?:\s+on)?|abandoning|quitting|ditching|shelving|leaving"
     # "I'm pulling out of the Berlin marathon": an entry withdrawn
     r"|pulling\s+out\s+of|dropping\s+out\s+of|withdrawing\s+from"
     # "I'm packing in the business", "jacking in my job": given up, said the British way
     r"|(?:packing|jacking)\s+in(?=\s+(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?(?:job|business|course|class|degree|cert\w*|band|team|club|gym"
     r"|uni|college|training|apprenticeship|shifts?|work|company|studies|role|career"
     # ("packed in the energy drinks": a thing consumed, given up)
     r"|drinks|booze|fags|cigarettes|smokes|vapes?|sweets|takeaways|fizzy|cans)\b)"
     # "I'm gonna pause the BSN after this semester": a plan put down, said as what comes next
     # ("I'm deferring my final year", "gonna postpone the MBA": the same, put off to later)
     r"|pausing|deferring|postponing|going\s+to\s+(?:pause|defer|postpone|drop|quit|shelve|ditch|give\s+up(?:\s+on)?)"
     # "I'm going to stop streaming", "I'm stopping the podcast": an activity given up, said with "stop"
     # ("I'm stopping at Tesco on the way" stops nowhere for good: a gerund or a thing of one's own only)
     r"|(?:stopping|going\s+to\s+stop)(?=\s+(?:(?!(?:by|at|off|in|for|over|to|here|there|now)\b)[a-z]{3,}ing\b|(?:my|our)\s+[a-z]))"
     r"|cancell?ing|done\s+with|no\s+longer\s+(?:doing|pursuing|working\s+on|studying\s+for|training\s+for)"
     # "I'm cutting out the pop and the donuts": something eaten or drunk, given up
     r"|cutting\s+out(?=" + _CONSUMED + r"))\s+(?P<obj>.+)$",
     _drop),
    # ("I've stepped back from the food bank", "stepped down from the parish council": a commitment given up)
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:pulled\s+out\s+of|dropped\s+out\s+of|withdrew\s+from|withdrawn\s+from"
     r"|stepped\s+(?:back|down|away)\s+from(?=\s+(?-i:[A-Z])|\s+(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?(?:food\s+bank|council|board|committee"
     r"|club|team|role|job|post|position|charity|project|band|choir|church|group|business|company|campaign|society|trust|association"
     r"|league|rota|volunteering|chair|presidency|coaching|shop|practice|partnership)\b)"
     r"|(?:packed|jacked)\s+in(?=\s+(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?(?:job|business|course|class|degree|cert\w*|band|team|club|gym"
     r"|uni|college|training|apprenticeship|shifts?|work|company|studies|role|career"
     # ("packed in the energy drinks": a thing consumed, given up)
     r"|drinks|booze|fags|cigarettes|smokes|vapes?|sweets|takeaways|fizzy|cans)\b)"
     r"|dropped|gave\s+up(?:\s+on)?|given\s+up(?:\s+on)?|abandoned|ditched"
     # "I have left UPSC preparation", "I've stopped my GMAT prep": preparing for an exam given up, said as left
     r"|(?:left|stopped)(?=\s+(?:(?:the|my|our)\s+)?(?:(?-i:[A-Z][A-Z0-9]{1,6})\s+)?(?:exam\s+)?(?:preparation|prep)"
     r"(?=\s*(?:[,.;!]|$)|\s+(?:for|and|because|as|since|after|to)\b))"
     # "I stopped keto, too hard on nights": a diet named, given up ("stopped" alone is read by what follows: "stopped smoking")
     r"|stopped(?=\s+(?:the\s+|my\s+|doing\s+)?(?:keto|paleo|atkins|whole30|weight\s+watchers|slimming\s+world|noom|carnivore"
     r"|intermittent\s+fasting|low[\s-]carb|calorie\s+counting"
     # ... or a programme followed ("I've stopped Couch to 5k, my knee")
     r"|couch\s+to\s+(?:5|10)k|c25k|parkrun|75\s+hard)\b)"
     # "I stopped the prenatal yoga", "I've stopped tennis, my knee": a pastime given up (as "quit" says it; its team,
     # class or coach is another thing: only a time, a reason or the clause's end may follow)
     r"|stopped(?=\s+(?:(?:the|my|our)\s+)?(?:[\w-]+\s+){0,2}?" + _PASTIMES + r"(?=\s*(?:[,.;!]|$)|\s+(?:of\s+course|obviously"
     r"|now|for\s+(?:now|good|the\s+\w+)|because|as|since|after|when|this|last|in\s+(?:the\s+)?\w+)\b))"
     # "I've stopped the Spanish too": a language being learnt, given up
     # (its lessons or classes are _given_up_said_flat's)
     r"|stopped(?=\s+(?:(?:the|my|our)\s+)?(?-i:" + LANGUAGE_NAME + r")"
     r"(?=\s*(?:[,.;!]|$)|\s+(?:too|as\s+well|now|for\s+(?:now|good)|because|as|since)\b))"
     # "I stopped the delivery job": a job given up (as "quit" says it; a course stopped is _given_up_said_flat's)
     r"|stopped(?=\s+(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?(?:job|apprenticeship)\b)"
     # "I paused Feirinha for now", "deferred the MBA": a pursuit put down for a while (as "pausing" is)
     r"|(?:paused|deferred|postponed)(?=\s+(?-i:[A-Z])|\s+(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?(?:project|course|class|degree|studies"
     r"|phd|mba|masters|training|plan|app|business|band|lessons|apprenticeship|cert\w*|diploma|thesis)\b)"
     r"|shelved|cancell?ed|quit|called\s+off|scrapped|cut\s+out(?=" + _CONSUMED + r")"
     # "I resigned from Acme", "I tendered my resignation from Adeyemi, Banjo & Co.": an employer left, said formally
     r"|resigned\s+from(?=\s+(?-i:[A-Z]))|tendered\s+(?:my\s+)?resignation\s+(?:from|at)(?=\s+(?-i:[A-Z]))"
     # "I handed in my notice at Ubisoft": an employer left, said as the notice given
     r"|handed\s+in\s+(?:my\s+)?notice\s+(?:at|with|to|in(?!\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b))(?=\s+(?-i:[A-Z])))\s+(?P<obj>(?!(?:smoking|drinking|using|eating)\b).+)$",
     _drop),
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:stopped|quit)\s+(?P<what>\w+ing)\b(?P<obj>.*)$", _stopped),
    # "Handed my hālau to my student Pua", "I've handed the studio over to Jen": what the user ran, given to another
    (r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:just|finally|officially|now)\s+)?handed\s+(?:over\s+)?"
     r"(?P<obj>(?:my|our|the)\s+(?:[\w'’-]+\s+){0,2}?(?:hālau|halau|dojo|studio|shop|business|class|classes|school|choir|team|club"
     r"|practice|salon|stall|restaurant|cafe|café|bakery|farm|company|firm|gym|band|podcast|group|troupe|surgery|clinic))"
     r"\s+(?:over\s+)?to\s+(?P<to>(?:my|our|the|a|an)\s+[^,.;!?]{1,40}|(?-i:[A-Z])[^,.;!?]{0,40})(?:\s*[,.;!].*)?$", _handed_over),
    # "so the triathlon's off", "the move to Leeds is off": a plan called off, said of the plan
    # ("guess the half is off": a runner's "the half" is the half marathon; "so the half marathon is gone, …": gone, said of it
    # at the clause's end, not "the course is gone from the website")
    # ("the Grenoble summer school got cancelled, not enough people signed up": called off by others, said as done)
    # ("Japan trip is off, doctor says …": the plan named by its place, its "the" left out)
    # ("Move to Otaci is cancel.": the plan said without "the", with its place, the non-native "is cancel")
    (r"^(?:so\s+|well\s+|anyway\s+|(?:i\s+)?guess\s+)?(?P<obj>(?:(?:the|my|our)\s+(?:[\w-]+\s+){0,3}?|(?P<bare>(?-i:[A-Z])[\w-]+)\s+"
     r"|(?P<none>(?=(?-i:[A-Z])[a-z]+\s+(?:to|in|at|for)\s+(?-i:[A-Z]))))"
     # ("the Lands End thing is off": a plan said as a thing, named before it; a long ride or walk planned)
     r"(?:triathlon|marathon|half|10k|race|trip|holiday|move|course|ride|walk|trek|hike|swim|(?<!the\s)(?<!my\s)(?<!our\s)thing"
     r"|class|wedding|party|plan|project|extension|renovation|sale|purchase|exam|application|diet|challenge|training|tour|expedition"
     r"|(?:summer|winter|spring)\s+school|conference|workshop|retreat|festival|camp)"
     r"(?:\s+(?:to|in|at|for)\s+(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)?)"
     r"(?:(?:'s|\s+is)\s+(?:(?:officially|definitely|now)\s+)?(?:off|cancel(?:l?ed)?|called\s+off|scrapped|gone(?=\s*$|\s*[,.!;]|\s+(?:now|for\s+(?:this|the)\s+year|this\s+year|then)\b))"
     r"|\s+(?:got|was|has\s+been)\s+(?:(?:officially|just|now)\s+)?(?:cancell?ed|called\s+off|scrapped))\b.*$", _called_off),
    # "The export idea is finished, papers too complicated", "our café dream is dead": a plan said as an idea, given up
    # (not "the idea is finished" with nothing named, nor "the plan is finished" of a drawing done)
    (r"^(?:so\s+|well\s+|anyway\s+|(?:i\s+)?guess\s+)?(?P<det>the|my|our)\s+(?P<what>(?:[\w'-]+\s+){0,2}[\w'-]+)\s+(?P<kind>idea|dream)"
     r"(?:'s|\s+is)\s+(?:(?:officially|definitely|now|totally|completely|sadly)\s+)?(?:finished|dead|over|off|done(?!\s+(?:and|now)\b)"
     r"|scrapped|abandoned)\b(?!\s+(?:with|for)\b).*$", _idea_given_up),
    # "Marathon is off.", "half's off for this year": the user's race named alone, its "the" left out
    (r"^(?:so\s+|well\s+|anyway\s+|(?:i\s+)?guess\s+)?(?P<race>marathon|half\s+marathon|half|triathlon|10k|ultra(?:marathon)?|ironman)"
     r"(?:'s|\s+is)\s+(?:(?:officially|definitely|now|sadly)\s+)?(?:off|cancell?ed|called\s+off|scrapped)\b[^?]*$", _race_off),
    # "No half marathon for me this year.": the same, said as what the user will not run
    (r"^(?:so\s+)?no\s+(?:(?:the|my)\s+)?(?P<race>marathon|half\s+marathon|half|triathlon|10k|ultra(?:marathon)?|ironman)"
     r"\s+for\s+me(?:\s+(?:this|next)\s+year|\s+after\s+all|\s+now)?\s*[.!]*$", _race_off),
    # "Prague is cancelled, Dami's got shingles", "Lisbon's been called off": a trip named by its place alone
    # (newuser27: "aitutaki is cancelled 😭 two of the girls cant afford it": the place typed in lower case, see below)
    (r"^(?:so\s+|well\s+|anyway\s+)?(?P<place>(?-i:[A-Z])[\w'-]+|(?-i:[a-z])[\w'-]{3,})(?:'s|\s+is|\s+has\s+been|\s+got|\s+was)\s+(?:(?:officially|definitely|now|just|sadly)\s+)?"
     r"(?:been\s+)?(?P<how>cancell?ed|called\s+off)(?:\s*[,;:-]\s*.+|\s+(?:because|as|since|cos|cause)\s.+)?$", _place_called_off),
    # "Zanzibar is off, money is too tight": a trip named by its place alone, off, with why it is (not "Dad is off today",
    # "Tunde is off, he's sick": a reason said of someone is a day off)
    (r"^(?:so\s+|well\s+|anyway\s+|sadly\s+)?(?P<place>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)(?:'s|\s+is)\s+(?:(?:officially|definitely|now|sadly)\s+)?"
     r"(?P<how>off)\s*[,;:-]\s*(?!(?:he|she|they|him|her)\b)(?:(?=[^.!?]{0,60}?\b(?:money|afford|tight|budget|expensive|cost|costs"
     r"|visa|flights?|fares?|next\s+year|weather|cyclone|hurricane|strike|cancell?ed|postponed)\b)"
     # (lo35) or because of what another, named, has or is in: "Kraków is off, Sofiia has exams", "Vienna is off, Zdravka
     # is in hospital with her hip", "Cape Town is off, Ebo has her sister's wedding" ("Tunde is off, he's sick": one's
     # own day off, said of him, stays unread)
     r"|(?=(?:(?:my|our)\s+[a-z-]+\s+)?(?P<who>(?-i:[A-Z])[\w'’-]+)(?:['’]s|\s+has|\s+is|\s+got|\s+had)\s+(?:(?:got|his|her|their|my|our|a|an|the|in|with|to"
     r"|[\w-]+['’]s)\s+){0,3}(?:exams?|wedding|hospital|surgery|operation|funeral|chemo|chickenpox|covid)\b)).+$", _place_called_off),
    # "Comrades is off for this year": a race or event named alone, called off for the year (not "Dad is off today")
    (r"^(?:so\s+|well\s+|anyway\s+|(?:i\s+)?guess\s+)?(?P<name>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)(?:'s|\s+is)\s+"
     r"(?:(?:officially|definitely|now|sadly)\s+)?off\s+(?P<span>for\s+(?:this|the)\s+year|this\s+year)\b.*$", _named_off),
    # "The cello has been put on hold", "piano's on ice for now": a pursuit paused, said of it
    (r"^(?:so\s+|well\s+|anyway\s+)?(?P<obj>(?:(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?)?[\w-]+)(?:'s|\s+is|\s+has\s+been|\s+was)\s+"
     r"(?:(?:now|officially|sadly|also|definitely)\s+)*(?:been\s+)?(?:put\s+)?on\s+(?:hold|ice|pause|the\s+back\s*burner)\b.*$", _on_hold),
    # ("I've put the master's on hold": a word with its "'s")
    (r"^(?:(?:i|we)(?:'ve|\s+have)?|i'm|i\s+am|we're|we\s+are)\s+" + _ADV + r"(?:put|putting)\s+(?P<obj>(?:(?:the|my|our)\s+)?(?:[\w'’-]+\s+){0,2}?[\w'’-]+)\s+"
     r"on\s+(?:hold|ice|pause|the\s+back\s*burner)\b.*$", _on_hold),
    # "I've stopped the early swims", "I quit my Sunday runs": a routine given up, named by what is done
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:stopped|quit|dropped|ditched|given\s+up|gave\s+up)\s+(?:the|my|our)\s+"
     r"(?P<when>(?:(?:early|morning|evening|late|night|lunchtime|weekend|weekday|daily|weekly|nightly|sunday|saturday|monday"
     r"|tuesday|wednesday|thursday|friday|before[\s-]work|after[\s-]work)\s+)*)"
     r"(?P<obj>swims|runs|walks|rides|jogs|cycles|hikes|climbs|workouts|gym\s+sessions|yoga\s+sessions|sessions)\b(?P<rest>.*)$",
     _stopped_routine),
    # "I've stopped the sea swimming for the winter", "I gave up my cold-water swimming": a pursuit given up, by what is done
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?P<verb>stopped|quit|dropped|given\s+up|gave\s+up)\s+"
     r"(?P<obj>(?:(?:the|my|our)\s+)?(?:[a-z]+[\s-]){0,2}?(?P<ing>[a-z]{3,}ing))"
     r"(?P<while>\s+(?:for\s+(?:the\s+)?(?:winter|summer|now|the\s+time\s+being|a\s+while)|until\s+(?:the\s+)?(?:spring|summer|autumn|winter)))?"
     r"\s*(?:,.*)?$", _stopped_doing),
    # "I stopped the plan to do the residency", "we dropped the idea of a second kid": a plan given up
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:stopped|ended|scrapped|binned|killed)\s+(?P<obj>(?:the|my|our)\s+(?:plan|idea|goal"
     r"|dream|project)\s+(?:to|of|for)\s+.+)$", _drop),
    # "I stop the B2 Polish course" (the present, said by a non-native writer), "I've stopped my evening
    # classes": a course given up, named by its kind
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?P<verb>stop|stopped)\s+(?P<obj>(?:the|my|our)\s+(?:[\w'-]+\s+){0,3}?"
     # ("I stopped the Spanish group, it was too far": a group met with, given up as a class is)
     r"(?:course|classes|class|lessons|studies|degree|programme|program|apprenticeship|certification|diploma|training"
     r"|group|club|circle|choir)"
     # where it was taken ("… the ESL class at the college in San Jose, too far now")
     r"(?:\s+(?:at|in|with)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?(?:\s+(?:in|at)\s+(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)?)?"
     r")(?=\s*(?:[,.;!]|$|for\s+now\b|because\b))", _given_up_said_flat),
    # "Forget the storefront salon idea, rent is crazy here": a plan of the user's dropped, said to the listener
    # (an idea named by what it was about; never "forget the second idea", one of the listener's)
    (r"^(?:so\s+|ok(?:ay)?\s+|well\s+)?(?P<verb>forget|scrap|bin)\s+(?:about\s+)?(?P<obj>(?:the|my|our)\s+"
     r"(?!(?:first|second|third|last|other|previous|above|whole|same|new)\b)(?:[\w'-]+\s+){1,3}?(?:idea|plan|dream))"
     r"(?=\s*(?:[,.;!]|$))", _given_up_said_flat),
    # "forget the ACCA, I have no time with work and kids", "forget moana pasifika, knee wont be right for a year": an aim
    # of the user's dropped, named bare, with why said after the comma by the user ("i", "my", "not happening"); never a
    # name in capitals without "the" ("forget Dan, I don't talk to him": the forget request's), nor a thing of the
    # listener's ("forget the email, I'll write it myself")
    (r"^(?:so\s+|ok(?:ay)?\s+|well\s+|and\s+)?(?P<verb>forget)\s+(?:about\s+)?(?P<obj>the\s+" + _NOT_AN_AIM + r"[\w'-]+(?:\s+[\w'-]+){0,2}?"
     r"|(?!the\b)" + _NOT_AN_AIM + r"(?-i:[a-z0-9])[\w'-]*(?:\s+[\w'-]+){0,2}?)"
     r"(?=\s*,\s*(?:i\b|i'[a-z]+\b|im\b|my\b|not\s+happening\b|no\s+time\b|[a-z]+\s+(?:wont|won't|will\s+not|isn't|is\s+not)\b))",
     _given_up_said_flat),
    # "I'll have to give up the pottery class", "I'm going to quit the choir": a drop decided, said ahead
    (r"^(?:i|we)(?:'ll\s+have\s+to|\s+will\s+have\s+to|'m\s+going\s+to\s+have\s+to|\s+am\s+going\s+to\s+have\s+to|'re\s+going\s+to"
     r"|\s+have\s+to|\s+need\s+to|'ll\s+need\s+to|'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to"
     # (newuser25) "I must withdraw from the Master's programme", "we shall have to pull out of the tournament": the
     # same, said formally, and an entry given up ahead (as "I'm withdrawing from …" is read now)
     r"|\s+must|\s+shall\s+have\s+to)\s+" + _ADV
     + r"(?P<verb>give\s+up(?:\s+on)?|quit|abandon|ditch|shelve|withdraw\s+from|pull\s+out\s+of|drop\s+out\s+of)\s+(?P<obj>(?!(?:smoking|drinking|using|eating|it|that|this|them)\b).+)$",
     _drop_ahead),
    # "I've decided to stop the 10k training", "we've chosen to drop the app": a drop
    (r"^(?:i|we)(?:'ve|\s+have)?\s+" + _ADV + r"(?:decided|chosen|chose)\s+to\s+(?:stop|drop|quit|abandon|shelve|ditch"
     r"|cancel|give\s+up(?:\s+on)?)\s+(?P<obj>(?!(?:smoking|drinking|using|eating)\b).+)$", _drop),
    (r"^(?:i'm|i am)\s+(?:no\s+longer\s+(?P<a>.+)|not\s+(?P<b>.+?)\s+(?:anymore|any\s+more|any\s+longer)\b.*)$", _no_longer),
    # "we use Dagster instead of Airflow now": a switch said by what replaced what
    # "now we use Square for all the orders, no more Excel": the same, the old one said after
    # ("I've started using Linear instead of Jira", "I'm using Bear now instead of Notion": the same)
    (r"^(?:i|we)(?:'ve\s+|\s+have\s+|'m\s+|\s+am\s+|'re\s+|\s+are\s+|\s+)(?:(?:now|mostly|mainly|also|just)\s+)*"
     r"(?:use|started\s+using|using)\s+(?P<new>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)"
     r"(?:\s+for\s+(?:[\w-]+\s+){0,4}?[\w-]+)?(?:\s+(?:now|these\s+days))?(?:\s+instead\s+of\s+|\s*,\s*(?:and\s+)?no\s+more\s+)"
     r"(?P<old>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)(?:\s+(?:now|these\s+days|anymore))?\s*$", _switch),
    (r"^(?:so\s+)?no\s+more\s+(?P<obj>.+?)(?:\s+for\s+(?:me|us|now|the\s+time\s+being))*$", _no_more),
]

RULES: list[tuple[str, Handler]] = [(p, _changed(h)) for p, h in _RULES]
# Read only when no other rule reads the clause ("I don't eat meat anymore" stays a constraint).
LAST_RULES: list[tuple[str, Handler]] = [(p, _changed(h)) for p, h in (
    (r"^i\s+no\s+longer\s+(?P<verb>[a-z]+)\b(?P<obj>.*)$", _no_longer_do),
    (r"^i\s+(?:don't|do\s+not)\s+(?P<verb>[a-z]+)\b(?P<obj>.*?)\s+(?:anymore|any\s+more|any\s+longer)$", _no_longer_do),
)]

__all__ = ["LAST_RULES", "RULES"]
