"""Names written in lower case, given their capitals where a name stands.

"my daughter thandi starts varsity", "hi im bongani 52", "my name is marcus reed",
"a rescue greyhound called biscuit": the rules tell a person, a place or an employer
mostly by its capitals, which many people never type. :func:`restore` capitalises a
lower-case word that stands in a name slot - after "my name is", "call me", "named",
"called", a relation word ("my wife tasha keeps…"), an introduction ("hi im bongani") or
a home ("I live in tulsa") - when it is not an ordinary English word
(:func:`mercuryd.brain.lexicon.common`). Words already capitalised are left as they are,
so text typed with capitals reads exactly as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from mercuryd.brain import lexicon
from mercuryd.brain.candidate import RELATIONS
from mercuryd.brain.persons import PLURAL_RELATIONS
from mercuryd.brain.vocabulary import COUNTRIES, JOB_NOUNS, TRADE_KINDS

_WORD = re.compile(r"[a-zß-öø-ÿ][a-zß-öø-ÿ'’-]*")  # (a name may have an accented letter: "inga máret", "zoë")
_REL = "|".join(sorted((re.escape(r) for r in RELATIONS), key=len, reverse=True))
_ADJ = r"(?:(?:older|younger|little|big|baby|twin|elder|oldest|youngest|eldest|new|old|late|step|ex|first)\s+)?"

_NAMED = re.compile(r"\b(?:my (?:full |first |real )?name is|my name's|i'm called|i am called|call me|i go by"
                    rf"|named|called|goes by|(?:my|our)\s+{_ADJ}(?:{_REL})['’]s\s+name\s+is)\s+", re.I)
# "my wife tasha", and a terse "daughter zofia, 3" opening a sentence; "our eldest is ruby" (a child by their place
# among the children, as persons reads "my eldest")
_RELATION = re.compile(rf"(?:\b(?:my|our)\s+|(?:^|[.!?]\s+))(?:{_ADJ}(?:{_REL})|eldest|oldest|youngest)(?:,\s*|\s+is\s+|\s+)", re.I)
# "my kids sasha (15) and misha (17)": several names after a plural relation
# ("got 2 kids kojo is 11 and adwoa 7": the children counted, then named, each with an age)
_PLURAL = re.compile(r"\b(?:(?:my|our)\s+(?:(?:two|three|four|twin|little|older|younger)\s+)?|(?:got|have)\s+(?:[2-9]|two|three|four|five)\s+)(?:"
                     + "|".join(PLURAL_RELATIONS) + r")\s*[,:]?\s+", re.I)
# "my accountant is mrs wanjiru kamau", "dr okafor says": a name after a title ("miss" is left: "I miss home")
_TITLE = re.compile(r"\b(?P<title>mr|mrs|ms|mx|dr)\.?\s+", re.I)
_NEXT_NAME = re.compile(r"(?:\s*\(\d{1,2}\)|(?:\s+is)?\s+\d{1,2}(?![\d:.]))?(?:\s*,\s*(?:and\s+)?|\s+and\s+)")
_NEW_JOB = re.compile(r"\bnew\s+(?:job|role|gig|employer)\s*(?::|-|is\s+at|at|with)\s*", re.I)
# "sofia and i broke up": a name as half of a couple
_COUPLE = re.compile(r"(?:^|[.!?]\s+|,\s+|\b(?:but|and|so)\s+)(?=[a-z]+\s+and\s+(?:i|me)\s+(?:broke|split|got|are|were|moved)\b)",
                     re.I)
# "me and bruno are moving to porto": a name as half of a couple, said with "me" first as in speech
_ME_AND = re.compile(r"(?:^|[.!?]\s+|,\s+|\b(?:but|so)\s+)me\s+and\s+(?=[a-z]+\s+(?:are|were|have|had|just|finally|both|will|broke|split"
                     r"|got|moved)\b)", re.I)
# What else comes "from work" ("stuff from work is piling up"): never a name
_NOT_PEOPLE = frozenset("""stuff drama news mail food paperwork gossip pressure everyone someone somebody everybody nobody
    people email stress overtime laptop phone bag car friend boss manager colleague coworker guy girl""".split())
_FROM_WORK = re.compile(r"(?:^|[,.!?;]\s+|\band\s+|\bwith\s+)(?P<n>[a-z][a-z'-]+)\s+from\s+(?:work|the\s+office|my\s+unit|the\s+unit|the\s+ward)\b")
_AGED = re.compile(r"(?:^|[,.!?;]\s+|\band\s+)(?P<n>[a-z][a-z'-]+)\s+(?:is|just\s+turned|turned|turns|just\s+turned)\s+\d{1,2}"
                   r"(?!\s*(?:%|[.:,]\d|miles|km|minutes|mins|hours|hrs|pm|am|p\b|a\b|euros?|dollars|pounds|percent|degrees))\b")
# Who one is, in two words ("a night owl", "an early bird"), which "I am night owl" says without its article: never a name
TRAIT_PAIRS = (r"(?:early|late)\s+riser|early\s+bird|night\s+owl|morning\s+person|night\s+person|(?:light|heavy)\s+sleeper"
               r"|only\s+child")
_TRAIT_PAIR = re.compile(rf"(?:{TRAIT_PAIRS})\b", re.I)
_INTRO = re.compile(r"(?:^|[.!?]\s+|^(?:hi|hey|hello|hiya|yo|heya|howdy|sup|morning|evening)\b[\s,!.]*(?:there[\s,!.]*)?)"
                    # "ok so im kenzie", "ok first tho im kenzie", "btw im keeley", "oh and im keeley": a few fillers before it
                    r"(?:(?:so|well|ok|okay|oh|wait|anyway|btw|by\s+the\s+way|and|also|first(?:\s+(?:of\s+all|off|tho|though))?)[\s,]+){0,3}"
                    r"(?:i'm|i am|this is|it's|its)\s+", re.I)
# (newuser23) a name written with its capital inside a sentence ("irmã Joana getting married"), not the "I" nor a
# sentence's first word
_CAPITAL_INSIDE = re.compile(r"(?<=[\w,] )(?-i:[A-ZÀ-ÖØ-Þ])[a-zß-öø-ÿ]")
# "hey. rhona, tattoo artist, got my own wee studio": a name opening a sentence, then the trade without an article
_NAME_COMMA_JOB = re.compile(r"(?:^|[.!?]\s+|^(?:hi|hey|hello|hiya|yo|heya|howdy|morning|evening)\b[\s,!.]*)(?P<n>[a-z][a-z'-]+)\s*,\s*"
                             r"(?:[a-z][\w-]*\s+){0,2}(?P<noun>[a-z][\w-]*)(?=\s*(?:[,.!]|$))")
_HOME = re.compile(r"\b(?:lives? in|living in|based in|based out of|out of|moved to|moving to"
                   # "i suffer from migraines", "recovering from flu": an illness, not a place
                   r"|(?<!suffer\s)(?<!suffers\s)(?<!suffered\s)(?<!suffering\s)(?<!recovering\s)(?<!recovered\s)(?<!recover\s)from|grew up in|born in"
                   r"|relocated to|back in|(?:going|flying|heading|back)\s+home\s+to|in(?=\s+[a-z][\w'-]*\s+now\b)"
                   # "moving into a house with 4 mates in headingley in january": a place, then the month of the move
                   r"|in(?=\s+[a-z][\w'-]*\s+in\s+(?:january|february|march|april|may|june|july|august|september|october"
                   r"|november|december)\b)"
                   # "1st year comp sci at leeds uni": the town a university is named by
                   r"|at(?=\s+[a-z][\w'-]*\s+(?:uni|university|college)\b)"
                   # "based wolverhampton.": a sentence of its own, typed on a phone without "in"
                   r"|(?:^|(?<=[.!?]\s))based(?=\s+[a-z][\w'-]+\s*(?:[.!?]|$)))\s+", re.I | re.M)
# "my mum in kumasi had a stroke", "my brother in leeds is …": where a relative is, said between them and what they did
_KIN_IN = re.compile(r"\bmy\s+(?:mum|mom|mam|mother|dad|father|parents|sister|brother|gran|granny|grandma|grandad|grandpa|nan"
                     r"|aunt|auntie|uncle|cousin|son|daughter|wife|husband)\s+(?:back\s+)?in\s+", re.I)
_KIN_IN_AFTER = re.compile(r"\s+(?:had|has|is|was|just|died|passed|fell|got|lives|says|said|needs|called|rang)\b")
_MOVED_IN_AT = re.compile(r"\bmoved\s+in\s+(?:yesterday|today|last\s+week|on\s+\w+day)\s+(?:in|at)\s+", re.I)
_BOOKED_FOR = re.compile(r"\bbooked\s+(?P<p>(?!(?:it|that|this|them|one|two|flights?|tickets?|everything)\b)[a-z][\w'’-]+)\s+for\s+"
                         r"(?:christmas|easter|new\s+year|the\s+holidays|half\s+term|eid|diwali)\b", re.I)
# Ordinary nouns a home slot holds as often as a place: "I live in town", "from work".
_PLACE_NOUNS = frozenset(
    """town city country school college uni university work home bed hospital office area house apartment flat
    suburbs village countryside state province region abroad europe downtown uptown the a an my our hell
    heaven space nowhere somewhere together
    days nights earlies lates weekends""".split()  # "I moved to days now, no more nights": a shift, not a place
)
# A terse role with where it is held, opening a sentence: "sre at allegro, poznan", "i'm a
# nurse at stjames". The employer (and a town after its comma) is a name when one word,
# not an ordinary one and not a kind of place or time ("nurse at nights", "dev at a startup").
_JOB_WORDS = "|".join(sorted(JOB_NOUNS, key=len, reverse=True))
_ROLE_AT = re.compile(rf"(?:^|[.!?]\s+|,\s+)(?:i'm\s+|i am\s+)?(?:an?\s+)?(?:[\w-]+\s+){{0,2}}(?:{_JOB_WORDS})s?\s+(?:at|for|with)\s+",
                      re.I)
# ("i work for ikea in the warehouse", "i've been at tesco for six years": whom one works for, said with "for" or "been at")
_WORK_AT = re.compile(r"\bI\s+(?:(?:now|still|currently|also)\s+)?work\s+(?:(?:part|full)[\s-]time\s+)?(?:(?:nights|days|weekends|evenings|mornings)\s+)?"
                      r"(?:(?:on|in)\s+the\s+[\w -]{2,40}?\s+(?:unit|ward|floor|team|department)\s+)?(?:at|for)\s+"
                      r"|\bI(?:'ve|\s+have)\s+(?:now\s+)?been\s+at\s+(?=\S+(?:\s+\S+)?\s+for\s+(?:\d+|a|two|three|four|five|six|seven|eight|nine|ten"
                      r"|over|almost|nearly|about|many|several)\b)"
                      # ("i start at monzo on monday", "starting at ocado on the 14th": a job begun on a day said)
                      r"|\b(?:I\s+(?:start|begin)|(?:I'm\s+|I\s+am\s+)?[Ss]tarting)\s+(?:work\s+)?at\s+"
                      r"(?=\S+(?:\s+\S+)?\s+(?:on|from|next|this)\s+(?:the\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
                      r"|january|february|march|april|may|june|july|august|september|october|november|december))")
# "small indie studio in izmir", "a startup in tartu": the town a workplace named by its kind is in
_WORKPLACE_IN = re.compile(r"\b(?:studio|startup|start-up|agency|company|firm|clinic|practice|bakery|lab)\s+in\s+", re.I)
# ("offer accepted on a 3 bed terrace in levenshulme 205k": a home by its bedrooms and its kind, then the price)
_HOUSE_IN = re.compile(r"\b(?:new\s+|a\s+|the\s+|our\s+|my\s+)(?:(?:\d|two|three|four|five)[\s-]?bed(?:room)?(?:ed)?\s+)?"
                       r"(?:house|flat|apartment|condo|townhouse|place|home|terrace|semi|bungalow|cottage)\s+in\s+", re.I)
_NOT_EMPLOYERS = frozenset(
    """school college uni university hospital clinic bank company firm agency startup start-up hotel restaurant cafe
    shop store factory office lab studio night nights weekends weekend home work night-shift uber""".split()
)
# What a person says they are that is never a name ("I'm lactose intolerant", "i'm coeliac").
_STATES = frozenset(
    """lactose intolerant gluten coeliac celiac diabetic asthmatic epileptic autistic dyslexic pregnant sober vegan
    vegetarian pescatarian allergic retired married divorced widowed single engaged unemployed freelance remote
    jetlagged hungover exhausted knackered""".split())
# ... and any word shaped as an adjective of a state no name has ("colorblind", "nervous", "hopeless")
_STATE_SHAPE = re.compile(r"(?:blind|deaf|ous|less|ful|intolerant|phobic|sensitive|impaired)$", re.I)
# What may follow a name just after a relation word: a verb, a possessive, the end of a clause.
_AFTER_NAME = re.compile(r"(?:'s\b|’s\b|\s*[,.;:!?)]|\s*$|\s+(?:and|who|from|is|was|has|had|just|also|will|can|pregnant|expecting|\d))",
                         re.I)


# Job nouns that are common surnames too: after a first name they are the name ("im rachel baker")
_SURNAMES = frozenset("""baker cook porter butcher carpenter tailor farmer dean painter gardener shepherd brewer barber glazier
fisherman sailor singer dancer rider driver guard major chancellor""".split())


_COUNTS = frozenset("""one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred dozen""".split())


# (lo38) "left asda friday!!", "quit centra yesterday", "finished at aldi on Tuesday": a workplace (or a town) left, in lower
# case, its day said after it ("left lidl without paying" is no leaving: no day follows)
_LO38_LEFT_AT = re.compile(r"(?:^|[.!?]\s+|\b(?:i|and|so|finally|just)\s+)(?:left|quit|finished\s+(?:at|with))\s+", re.I)
_LO38_LEFT_WHEN = re.compile(r"\s+(?:on\s+)?(?:(?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)day)|yesterday|today|last\s+(?:week|month))\b", re.I)


def _lo38_left_at(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for m in _LO38_LEFT_AT.finditer(text):
        run = _name_run(text, m.end(), 1, place=True)
        if run and (when := _LO38_LEFT_WHEN.match(text, run[-1][1])) and text[run[0][0] : run[0][1]] not in _NOT_EMPLOYERS:
            spans += run
            if when["day"]:  # (the day's name too: "left Asda friday" is read as no date)
                spans.append((when.start("day"), when.end("day")))
    return spans


def _name_run(text: str, start: int, most: int, *, place: bool = False) -> list[tuple[int, int]]:
    """Spans of up to ``most`` lower-case name words starting at ``start`` (none if the first is ordinary)."""
    spans: list[tuple[int, int]] = []
    pos = start
    while len(spans) < most:
        m = _WORD.match(text, pos)
        if not m:
            break
        word = m.group(0).rstrip("'’").removesuffix("'s").removesuffix("’s")
        if lexicon.common(word) or (place and word in _PLACE_NOUNS) or word.lower() in _COUNTS:
            break  # "a beekeeper with six hives": a count, never a name
        spans.append((m.start(), m.start() + len(word)))
        pos = m.end()
        if place and text[m.start() + len(word) : pos] in {"'s", "’s"} and text[pos : pos + 1] == " ":
            pos += 1  # "lee's summit": a possessive inside a place's name
            continue
        if text[m.start() + len(word) : m.start() + len(word) + 1] != " " or pos != m.start() + len(word):
            break
        pos += 1
    return spans


_POSSESSIVE_S = re.compile(r"['’]s$")


def restore(text: str, *, intro: bool = True, names: Iterable[str] | None = None) -> str:
    """``text`` with lower-case names in name slots capitalised (see the module docstring).
    ``intro``: the text may introduce its writer ("hi im bongani"), as a first message does.
    ``names``: people known from earlier conversations ("Sasha"), capitalised wherever the
    text names them in lower case, unless the word is ordinary English."""
    if not any(c.islower() for c in text):
        return text
    if _typed_with_capitals(text):
        # (lo38) one who opens in lower case ("left asda friday!! what do I put on my CV") writes "I" with its capital
        # and a shop's name without: the workplace left is still read
        left = _lo38_left_at(text) if text[:1].islower() else []
        return "".join(c.upper() if any(a == i for a, _ in left) else c for i, c in enumerate(text)) if left else text
    spans: list[tuple[int, int]] = []
    known = {n.lower() for name in names or () for n in name.split()[:1] if not lexicon.common(n.lower())}
    if known:
        # "ruby's been diagnosed coeliac": the name before its "'s" is the name
        spans += [(w.start(), w.start() + len(base)) for w in re.finditer(r"\b[a-z][a-z'’-]*\b", text)
                  if (base := _POSSESSIVE_S.sub("", w.group())) in known]
    for m in _NAMED.finditer(text):
        spans += _name_run(text, m.end(), 3)
    for m in _RELATION.finditer(text):
        run = _name_run(text, m.end(), 2)
        if run and text[run[0][0] : run[0][1]].lower() in JOB_NOUNS and not re.match(r"(?:my|our)\s", m.group(0), re.I):
            continue  # "physio assistant, based in …": a role that begins with a relation's word ("my hubby dev" is a name)
        nxt = re.match(r"\s+([\w'’]+)", text[run[-1][1] :]) if run else None
        if run and (_AFTER_NAME.match(text, run[-1][1]) or (nxt and lexicon.verbish(nxt.group(1)))):
            spans += run
    for m in _PLURAL.finditer(text):
        pos, listed = m.end(), []
        while run := _name_run(text, pos, 1):
            listed += run
            nxt = _NEXT_NAME.match(text, run[-1][1])
            if nxt is None:
                break
            pos = nxt.end()
        if len(listed) >= 2:  # one word after "my kids" may be anything ("my kids love lego")
            spans += listed
    for m in _TITLE.finditer(text):
        if run := _name_run(text, m.end(), 3):
            spans += [(m.start("title"), m.end("title")), *run]
    for m in _NEW_JOB.finditer(text):  # "new job: zalando, platform team"
        run = _name_run(text, m.end(), 2, place=True)
        if run and re.match(r"\s*(?:[,.!;]|$|starts\b|begins\b|starting\b)", text[run[-1][1] :]):
            spans += run
    for m in _FROM_WORK.finditer(text):  # "priya from work is in the same program"
        if not lexicon.common(m.group("n")) and m.group("n") not in _NOT_PEOPLE and not m.group("n").endswith("s"):
            spans.append((m.start("n"), m.end("n")))
    for m in _AGED.finditer(text):  # "the kids, jayden is 9 and lily just turned 6": a name before an age
        if not lexicon.common(m.group("n")):
            spans.append((m.start("n"), m.end("n")))
    for m in _COUPLE.finditer(text):
        spans += _name_run(text, m.end(), 1)
    for m in _ME_AND.finditer(text):
        spans += _name_run(text, m.end(), 1)
    if intro:
        for m in _NAME_COMMA_JOB.finditer(text):  # "hey. rhona, tattoo artist, got my own studio": a name, then the trade
            if m.group("noun") in JOB_NOUNS and not lexicon.common(m.group("n")) and m.group("n") not in JOB_NOUNS | _NOT_PEOPLE:
                spans.append((m.start("n"), m.end("n")))
        for m in _INTRO.finditer(text):
            run = _name_run(text, m.end(), 2)
            if run and re.search(r"\bI(?:'m|’m|\s+am)\b", m.group(0)) and _CAPITAL_INSIDE.search(text, 0, m.start()):
                continue  # "… in Recife. I'm madrinha": who capitalised "I'm" and a name before it would their own too
            if run and any(text[a:b].lower() in _STATES or _STATE_SHAPE.search(text[a:b]) for a, b in run):
                continue  # "I'm lactose intolerant": how they are, not who
            if run and _TRAIT_PAIR.match(text, run[0][0]):
                continue  # "I am night owl": who they are, said without its article, not a name
            if run and text[run[0][0] : run[0][1]].lower() in JOB_NOUNS:
                continue  # "I am chef and I have small restaurant": a role said without its article, not a name
            if len(run) > 1 and text[run[-1][0] : run[-1][1]].lower() in JOB_NOUNS - _SURNAMES:
                continue  # "I'm cabin crew", "im flight attendant": a role ending in its noun ("im rachel baker" is a name)
            if len(run) > 1 and text[run[0][0] : run[0][1]].lower() in TRADE_KINDS and text[run[-1][0] : run[-1][1]].lower() in _SURNAMES:
                continue  # "I am truck driver", "im pastry cook": the trade, said without its article
            # "hey so im tasha i work nights…": a run-on goes on with the next "I"
            if run and re.match(r"\s*(?:[,.!]|$|\d|and\b|from\b|here\b|(?-i:I)(?:'m|'ve)?\s)", text[run[-1][1] :], re.I):
                spans += run
    for m in _ROLE_AT.finditer(text):
        run = _name_run(text, m.end(), 2)
        if not run or any(text[a:b] in _NOT_EMPLOYERS or text[a:b] in _PLACE_NOUNS - {"state"} for a, b in run):
            continue
        tail = re.match(r" (high|state|general|central|tech|college|university|academy|hospital|clinic)\b", text[run[-1][1] :])
        if tail:  # "lincoln high", "ohio state", "leeds general": what kind of place is part of the name
            run = [*run, (run[-1][1] + 1, run[-1][1] + 1 + len(tail.group(1)))]
        after = text[run[-1][1] :]
        if re.match(r"\s*(?:[.!;]|$|in\b|,|now\b)", after):  # ("im a data engineer at deliveroo now")
            spans += run
            town = re.match(r",\s+", after)
            more = _name_run(text, run[-1][1] + town.end(), 1, place=True) if town else []
            if more and re.match(r"\s*(?:[.!;]|$)", text[more[0][1] :]) and text[more[0][0] : more[0][1]] not in _NOT_EMPLOYERS:
                spans += more
    for m in _WORK_AT.finditer(text):  # "i work nights at st lukes in kansas city": the employer, then its town
        run = _name_run(text, m.end(), 2)
        if not run or any(text[a:b] in _NOT_EMPLOYERS or text[a:b] in _PLACE_NOUNS for a, b in run):
            continue
        after = text[run[-1][1] :]
        # (or what they do there: "i work at tesco on the tills", "… as a cashier")
        if re.match(r"\s*(?:[.!;,]|$|in\b|and\b|(?-i:I)\b|been\b|since\b|for\s+(?!a\s+living\b)|as\s+an?\b|on\s+the\s+[a-z]+s\b"
                    r"|(?:on|from|next|this)\s+(?:the\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b))", after, re.I):
            spans += run
            town = re.match(r"\s+in\s+", after)
            more = _name_run(text, run[-1][1] + town.end(), 2, place=True) if town else []
            if more and re.match(r"\s*(?:city\b|[.!;,]|$|and\b|(?-i:I)\b|been\b|since\b)", text[more[-1][1] :], re.I):
                spans += more
                if text[more[-1][1] : more[-1][1] + 5] == " city":  # "kansas city", "mexico city"
                    spans.append((more[-1][1] + 1, more[-1][1] + 5))
    for m in _HOUSE_IN.finditer(text):  # "found a house in lees summit with a yard": the town the home is in
        run = _name_run(text, m.end(), 2, place=True)
        if run and re.match(r"\s*(?:[,.!;]|$|with\b|and\b|now\b|for\b|so\b|I\b|£?\d)", text[run[-1][1] :]):
            spans += run
    for m in _WORKPLACE_IN.finditer(text):  # "unity dev, small indie studio in izmir, 4 people": the workplace's town
        run = _name_run(text, m.end(), 2, place=True)
        if run and re.match(r"\s*(?:[,.!;]|$)", text[run[-1][1] :]):
            spans += run
    for m in _MOVED_IN_AT.finditer(text):  # "moved in yesterday in levenshulme boxes everywhere": the new home's place
        spans += _name_run(text, m.end(), 1, place=True)
    for m in _BOOKED_FOR.finditer(text):  # "booked kumasi for christmas": the place booked for a holiday
        spans.append((m.start("p"), m.end("p")))
    for m in _KIN_IN.finditer(text):
        run = _name_run(text, m.end(), 2, place=True)
        if run and _KIN_IN_AFTER.match(text, run[-1][1]):
            spans += run
    for m in _HOME.finditer(text):
        run = _name_run(text, m.end(), 3, place=True)
        # ("moved to swindon over summer because …": when, or why, after the place)
        # ("moving to ghent next year", "in the spring", "soon": when the move is)
        if run and re.match(r"\s*(?:[,.!;]|$|and\b|now\b|since\b|for\b|but\b|so\b|I\b|I'm\b|been\b|(?:on\s+)?\d|last\b|this\b"
                            r"|next\b|soon\b|in\s+(?:the\s+)?(?:spring|summer|autumn|fall|winter|new\s+year)\b"
                            r"|over\s+(?:the\s+)?(?:summer|winter|christmas|easter|the\s+holidays)\b|because\b"
                            r"|in\s+(?:\d|january|february|march|april|may|june|july|august|september|october|november|december)"
                            r"|yesterday\b|today\b|originally\b|uni\b|university\b|college\b"
                            # ("we live in tenma with our cat mochi": who lives there with the user, after the place)
                            r"|with\s+(?:my|our|the|a|an|two|three|\d)\b)",
                            text[run[-1][1] :]):
            spans += run
        elif run and (country := re.match(r"\s+in\s+([a-z]+)\b", text[run[-1][1] :])) and country.group(1) in COUNTRIES:
            # ((lead63) "from stokmarknes in norway": a town, then the country it is in, both names)
            at = run[-1][1] + country.start(1)
            spans += [*run, (at, at + len(country.group(1)))]
    spans += _lo38_left_at(text)  # "left asda friday!!": the employer left, said with the day
    if not spans:
        return text
    # a name found once is that name wherever else the message says it ("…my kids sasha and
    # misha … misha is into climbing")
    named = {text[a:b] for a, b in spans}
    spans += [(w.start(), w.end()) for w in re.finditer(r"\b[a-z][a-z'’-]*\b", text) if w.group() in named]
    chars = list(text)
    for start, _ in spans:
        chars[start] = chars[start].upper()
    return "".join(chars)


_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+|\n\s*)([^\W\d_])")


def _typed_with_capitals(text: str) -> bool:
    """Whether the writer capitalises: two sentences or more, every one opening with a capital
    ("Honestly, Excel. I live in spreadsheets."). Then a lower-case word is no name."""
    starts = list(_SENTENCE_START.finditer(text))
    if len(starts) < 2 or not all(m.group(1).isupper() for m in starts):
        return False
    if not all(_PRONOUN_I.match(text, m.start(1)) for m in starts):
        return True
    # (t16) every sentence opens with "I" ("I'm thalles, 19. I play chess", the "im" and "i" written out with their
    # capital before this is read): only a capital elsewhere, a name's or a place's, shows the writer uses them
    return any(not _PRONOUN_I.match(text, m.start()) for m in _CAPITAL_WORD.finditer(text))


_PRONOUN_I = re.compile(r"I(?:['’](?:m|ve|ll|d))?\b")
_CAPITAL_WORD = re.compile(r"(?<![\w'’])[A-Z]")


__all__ = ["restore"]
