"""Recall by meaning, the thirty-fourth round (branch recall34, docs/recall.md, "A thirty-first fresh set"): six more
situations whose memory is the condition, plan or event they belong to, named otherwise (``mercuryd/brain/situations.py``),
and building materials carried by hand (retrieve's lifting kind); each in a real store with the real sentence model (real
Brain on a SQLite file; no timings):

- a call to make (a place that books by phone, a voicemail) → what makes a call hard (deaf, hard of hearing, a stammer);
- dust or fumes to breathe (sanding, milling, a respirator, paint fumes) → the lungs (asthma, COPD) or a dust allergy;
- flashing lights (a strobe, a light show) → migraines, epilepsy;
- a wedding said by its people (the bride, bridesmaids, tying the knot, a church ceremony) → a wedding or marriage;
- a death said by its mourning (the funeral, since we buried her, grief) → the death;
- a home loan's rate and term (rates dropped, lock in for five years, a fixed rate) → the mortgage;
- a sheet of plywood or the lumber carried → a bad back (the lifting kind).

Also the cue-guarded pattern (``mercuryd/brain/cued.py``) that retrieve's kinds and situations' frames share.
Messages and stores are written for this file.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from mercuryd.brain import cued, retrieve, situations
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A retired geography teacher of 71 in Dundee: hard of hearing, COPD, epilepsy, a grandson's wedding ahead, a widower,
# a mortgage to renew, a slipped disc, and a few others beside them.
TEACHER = [
    ("constraint", "User is hard of hearing in both ears"),
    ("constraint", "User has COPD"),
    ("constraint", "User has epilepsy"),
    ("relationship", "User's grandson Callum is getting married in September"),
    ("episode", "User's wife Morag died in 2023"),
    ("project", "User is remortgaging his flat in the spring"),
    ("constraint", "User has a slipped disc"),
    ("preference", "User likes Scottish folk music"),
    ("identity", "User taught geography for thirty years"),
    ("identity", "User lives in Dundee"),
    ("habit", "User walks along the Tay every morning"),
    ("preference", "User drinks strong tea with milk"),
    ("relationship", "User's daughter Fiona lives in Perth"),
    ("goal", "User wants to finish a family history"),
    ("habit", "User plays bowls on Wednesdays"),
]
HEARING = "User is hard of hearing in both ears"
LUNGS = "User has COPD"
EPILEPSY = "User has epilepsy"
WEDDING = "User's grandson Callum is getting married in September"
DIED = "User's wife Morag died in 2023"
MORTGAGE = "User is remortgaging his flat in the spring"
DISC = "User has a slipped disc"


@pytest.fixture(scope="module")
def teacher(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The teacher's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("teacher"), TEACHER)


RECALLED = [
    ("The dentist's surgery only answers by phone, is there another way to book?", HEARING),
    ("They left me a voicemail about my pension, what do I do?", HEARING),
    ("I'm stripping the varnish off an old table this weekend, do I need a respirator?", LUNGS),
    ("Is it safe to spray paint the garden gate in the shed?", LUNGS),
    ("The Hogmanay light show is on the square tonight, should I go?", EPILEPSY),
    ("The disco has strobe lighting all night; what should I know?", EPILEPSY),
    ("What's a good speech for when the bride and groom sit down?", WEDDING),
    ("The bridesmaids want a kilt colour from me, which tartan suits?", WEDDING),
    ("It has been two years since the funeral and the house is so quiet, any ideas?", DIED),
    ("How do I cope with the grief at Christmas?", DIED),
    ("Rates have dropped this month; should I lock in for two years or five?", MORTGAGE),
    ("Is a fixed rate or a tracker better for me now?", MORTGAGE),
    ("Can I carry the plasterboard into the loft myself?", DISC),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(teacher: Brain, message: str, memory: str) -> None:
    assert memory in injected(teacher, message)


# each beside its twins above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("How do I call this function twice from the main loop?", HEARING),  # a call, no one to ring
    ("I wrote three helper functions, how do I call them from main?", HEARING),  # functions called, no one to ring
    ("Which phone has the best camera for landscapes?", HEARING),  # a phone, no call
    ("We were milling around the market all morning, where's good for lunch?", LUNGS),  # milling about
    ("Which face mask is best for dry skin in winter?", LUNGS),  # a mask, no dust
    ("Which camera strobe should I buy for portraits?", EPILEPSY),  # a photographer's strobe
    ("Who starred in the Bride of Frankenstein?", WEDDING),  # a film's bride
    ("Good grief, is it raining again in Dundee?", DIED),  # a saying
    ("My heart rate dropped after the walk, is that normal?", MORTGAGE),  # a rate of the body
    ("How do I carry the tiles over in my browser when I restart it?", DISC),  # browser tiles, nothing lifted
])
def test_not_recalled(teacher: Brain, message: str, memory: str) -> None:
    assert memory not in injected(teacher, message)


@pytest.mark.parametrize(("text", "frame"), [
    ("the surgery only takes calls before ten", "a call to make"), ("can you ring the landlord for me?", "a call to make"),
    ("I got a voicemail from the bank", "a call to make"), ("booking is by phone only, over the phone", "a call to make"),
    ("call this function twice", None), ("a phone with a good camera", None), ("a ring on them both", None),
    ("when should I call them in the render loop?", None), ("do I need to ring them before I go?", "a call to make"),
    ("sanding the floorboards tomorrow", "dust or fumes"), ("do I need a dust mask for this?", "dust or fumes"),
    ("the paint fumes give me a headache", "dust or fumes"), ("milling oak for a table", "dust or fumes"),
    ("milling around town", None), ("sand at the beach", None), ("which face mask for dry skin?", None),
    ("a strobe show at the club", "flashing lights"), ("the laser show at the festival", "flashing lights"),
    ("flashing lights at the rave", "flashing lights"), ("a strobe for my camera", None),
    ("a flashing light on the dashboard", None),
    ("the bride wants pink", "a wedding"), ("they tie the knot in June", "a wedding"),
    ("a beach ceremony in Goa", "a wedding"), ("the Bride of Frankenstein", None), ("the award ceremony", None),
    ("a knot in my shoulder", None),
    ("since we buried Gran", "a death"), ("her funeral is on Friday", "a death"), ("the grief is hard", "a death"),
    ("since she passed I can't sleep", "a death"), ("buried treasure", None), ("in the wake of the storm", None),
    ("good grief", None), ("since she passed the exam", None),
    ("rates dropped again", "a home loan"), ("should I lock in for five years?", "a home loan"),
    ("a fixed-rate deal", "a home loan"), ("my heart rate dropped", None), ("the exchange rate today", "a trip's money"),
    ("five years ago", None),
])
def test_described(text: str, frame: str | None) -> None:
    assert [f.name for f in situations.described(text)] == ([frame] if frame else [])


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("a call to make", "User is Deaf and signs BSL", True), ("a call to make", "User has a stammer", True),
    ("a call to make", "User has a hearing aid in one ear", True), ("a call to make", "User hates hearing bad news", False),
    ("dust or fumes", "User has asthma", True), ("dust or fumes", "User is allergic to house dust", True),
    ("dust or fumes", "User uses an inhaler twice a day", True), ("dust or fumes", "User dusts the shelves weekly", False),
    ("flashing lights", "User gets migraines", True), ("flashing lights", "User had a seizure in 2019", True),
    ("flashing lights", "User likes bright lights", False),
    ("a wedding", "User is getting married in May", True), ("a wedding", "User's son is engaged", True),
    ("a wedding", "User marries design and code", False), ("a wedding", "User likes cake", False),
    ("a death", "User's father died last year", True), ("a death", "User's mum passed away in March", True),
    ("a death", "User passed his driving test", False),
    ("a home loan", "User is refinancing the house", True), ("a home loan", "User has a mortgage with Nationwide", True),
    ("a home loan", "User took out a car loan", False),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert (f.said.search(summary) is not None) is said


@pytest.mark.parametrize(("text", "hit"), [
    ("can I carry a sheet of drywall up alone?", True),
    ("hauling the lumber in from the truck", True), ("can I lift timber joists with my back?", True),
    ("stack the blocks in Minecraft", False), ("carry the tiles in my browser", False),
])
def test_lifting_materials(text: str, hit: bool) -> None:
    assert (retrieve._LIFTING_CUED.search(text) is not None) is hit


def test_one_cued_piece() -> None:
    """retrieve's kinds and situations' frames share one cue-guarded pattern (Cued, re-exported by retrieve)."""
    assert retrieve.Cued is cued.Cued
    assert all(isinstance(f.asks, cued.Cued) for f in situations.FRAMES)
    guarded = cued.Cued(re.compile(r"\bvat\b", re.I), (" vat",))
    assert guarded.search("is VAT due?") is not None
    assert guarded.search("a private vat") is not None  # the cue holds, the pattern decides
    assert guarded.search("private") is None  # no cue: the pattern is never tried
    assert list(guarded.finditer("private")) == []
    assert [m.group(0) for m in guarded.finditer("vat and VAT")] == ["vat", "VAT"]
