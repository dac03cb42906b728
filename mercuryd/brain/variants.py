"""Other spellings of a query word that mean the same: irregular verb forms, synonyms.

The porter stemmer joins "dancing" and "dance" but not "buy" and "bought", nor "kids"
and "children". Recall looks each query word up here and matches its variants as the
same term. Only plain, frequent English is listed, and only where a reader would
call the two words the same thing; anything else stays a literal match.
"""

from __future__ import annotations

__all__ = ["same_meaning", "variants"]

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
# daughter.
_NARROWER = """
kid kids child children toddler toddlers kiddo kiddos : son sons daughter daughters
| boss bosses : manager managers supervisor supervisors
| parent parents : mom mum mother dad father
| partner spouse : wife husband girlfriend boyfriend fiance fiancee
| sibling siblings : brother brothers sister sisters
| comic comics : webcomic webcomics
| course courses : cert certs certificate certificates diploma diplomas
| accountant accountants : gestor gestors bookkeeper bookkeepers
| wedding weddings : marry married marrying marriage engaged engagement fiance fiancee
"""


def _table() -> dict[str, tuple[str, ...]]:
    """Word -> its variants, from the verb groups and the synonym groups above."""
    table: dict[str, list[str]] = {}
    for group in _VERBS.split("|"):
        forms = group.split()
        for word in forms:
            if word != forms[0] and word in _AMBIGUOUS:
                continue
            table.setdefault(word, []).extend(f for f in forms if f != word)
    for group in _SYNONYMS.split("|"):
        words = group.split()
        for word in words:
            table.setdefault(word, []).extend(w for w in words if w != word)
    for group in _NARROWER.split("|"):
        broad, narrow = group.split(":")
        for word in broad.split():
            table.setdefault(word, []).extend(narrow.split())
    return {w: tuple(dict.fromkeys(alts)) for w, alts in table.items() if alts}


_TABLE = _table()


def variants(word: str) -> tuple[str, ...]:
    """Other words recall matches for lower-case ``word``: those that mean the same, and
    for a general word the particular ones it covers (empty if none are listed)."""
    return _TABLE.get(word, ())


_BROADER = {w for group in _NARROWER.split("|") for w in group.split(":")[0].split()}
_PARTICULAR = {w for group in _NARROWER.split("|") for w in group.split(":")[1].split()}
_SAME = {w: tuple(a for a in alts if w not in _BROADER or a not in _PARTICULAR) for w, alts in _TABLE.items()}


def same_meaning(word: str) -> tuple[str, ...]:
    """Only the other words that mean the same as ``word`` (its verb forms and synonyms)."""
    return _SAME.get(word, ())
