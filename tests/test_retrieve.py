"""Recall ranking on a real SQLite file with the project's migrations."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import apsw
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mercuryd.brain import retrieve
from mercuryd.brain.retrieve import Hit, analyze, rank
from mercuryd.store.migrations import migrate

NOW = 1_800_000_000.0
DAY = 86400.0
CONSCIOUS = ("durable", "active")

SQL_INSERT = """
    INSERT INTO memories (type, summary, norm, scope, evidence, confidence, base_confidence,
        decay_from, importance, durability, created_at, updated_at, last_referenced_at,
        superseded_by, dismissed)
    VALUES (?, ?, ?, ?, 'direct', ?, ?, ?, ?, 0.5, ?, ?, ?, ?, ?)
"""

_clock = itertools.count()


@pytest.fixture
def conn(tmp_path: Path) -> Iterator[apsw.Connection]:
    """A migrated database file in a temp dir."""
    c = apsw.Connection(str(tmp_path / "brain.db"))
    migrate(c)
    yield c
    c.close()


def add(
    conn: apsw.Connection,
    summary: str,
    *,
    type: str = "preference",
    scope: str = "durable",
    importance: float = 0.5,
    confidence: float = 0.9,
    referenced_days_ago: float = 0.0,
    superseded_by: int | None = None,
    dismissed: bool = False,
) -> int:
    """Insert one memory with every NOT NULL column; the FTS triggers index it."""
    # Creation times an hour apart, so no memory is another's conversational context.
    created = NOW - 365 * DAY + 3600.0 * next(_clock)
    ref = NOW - referenced_days_ago * DAY
    conn.execute(
        SQL_INSERT,
        (type, summary, summary.lower(), scope, confidence, confidence, created,
         importance, created, created, ref, superseded_by, int(dismissed)),
    )
    return conn.last_insert_rowid()


def ids(hits: list[Hit]) -> list[int]:
    return [h.id for h in hits]


def test_relevance_orders_results(conn: apsw.Connection) -> None:
    both = add(conn, "User prefers dark roast coffee in the morning")
    one = add(conn, "User drinks green tea in the morning")
    add(conn, "User's sister lives in Lisbon")
    hits = rank(conn, "what coffee do I have in the morning?", now=NOW, scopes=CONSCIOUS, limit=5)
    assert ids(hits)[0] == both
    assert one in ids(hits)
    assert all(h.score > 0 for h in hits)
    assert hits == sorted(hits, key=lambda h: -h.score)


def test_memory_matching_no_term_is_never_returned(conn: apsw.Connection) -> None:
    add(conn, "User plays the theremin every Sunday", importance=1.0)
    hit = add(conn, "User likes hiking in the Alps")
    assert ids(rank(conn, "hiking trips", now=NOW, scopes=CONSCIOUS, limit=10)) == [hit]
    assert rank(conn, "quantum chromodynamics", now=NOW, scopes=CONSCIOUS, limit=10) == []


def test_stop_word_only_query_returns_nothing(conn: apsw.Connection) -> None:
    add(conn, "What is it that you do not do?")
    assert analyze("what is it that you do not do?").empty
    assert rank(conn, "what is it that you do not do?", now=NOW, scopes=CONSCIOUS, limit=5) == []
    assert rank(conn, "", now=NOW, scopes=CONSCIOUS, limit=5) == []


METACHAR_QUERIES = [
    '"', '""', "'", "*", "a*", "NEAR", "NEAR(a b)", "AND", "OR", "NOT", "coffee AND",
    "OR coffee", "NOT coffee", "-coffee", "^coffee", "summary:coffee", "coffee:", ":",
    "(", ")", "(coffee", "coffee)", "{summary}: x", "col : ^ * ( ) \" '", "+", "\\",
    "%", "_", "%_%", "\x00", "\ufeff", "🙂☕", "☕ coffee 🙂", "東京", "咖啡", "コーヒー",
    "قهوة", "קפה", "Ñandú café", "x" * 4000, "\n\t\r", "   ",
]


@pytest.mark.parametrize("query", METACHAR_QUERIES)
def test_fts_syntax_in_user_text_never_raises(conn: apsw.Connection, query: str) -> None:
    add(conn, "User prefers dark roast coffee")
    add(conn, "ユーザーは東京でコーヒーを飲む")
    hits = rank(conn, query, now=NOW, scopes=CONSCIOUS, limit=5)
    assert all(isinstance(h, Hit) for h in hits)


def test_analyze_quotes_every_term() -> None:
    plan = analyze('coffee NEAR(tea) AND "milk" OR sugar* -decaf ^x col:zed')
    assert plan.terms == ("coffee", "near", "tea", "milk", "sugar", "decaf", "x", "col", "zed")
    assert all(p.startswith('"') and p.endswith('"') for p in plan.phrases)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(query=st.text(max_size=200))
def test_arbitrary_text_never_raises(conn: apsw.Connection, query: str) -> None:
    if not conn.execute("SELECT 1 FROM memories LIMIT 1").fetchall():
        add(conn, "User prefers dark roast coffee")
        add(conn, "用户喜欢喝咖啡和绿茶")
    hits = rank(conn, query, now=NOW, scopes=CONSCIOUS, limit=3)
    assert len(hits) <= 3
    assert all(0.0 <= h.relevance <= 1.0 for h in hits)


def test_cjk_query_finds_cjk_memory(conn: apsw.Connection) -> None:
    tokyo = add(conn, "我上个月去了东京旅游，很喜欢东京塔")
    cafe = add(conn, "用户每天早上喝咖啡")
    add(conn, "User prefers dark roast coffee")
    assert ids(rank(conn, "东京塔", now=NOW, scopes=CONSCIOUS, limit=5)) == [tokyo]
    # Two characters: shorter than a trigram, found by the bounded LIKE path.
    assert ids(rank(conn, "咖啡", now=NOW, scopes=CONSCIOUS, limit=5)) == [cafe]
    assert ids(rank(conn, "我喜欢咖啡吗", now=NOW, scopes=CONSCIOUS, limit=5)) == []


def test_rtl_and_accented_words_match(conn: apsw.Connection) -> None:
    arabic = add(conn, "المستخدم يحب القهوة")
    accent = add(conn, "User visited the Musée d'Orsay in Paris")
    assert ids(rank(conn, "القهوة", now=NOW, scopes=CONSCIOUS, limit=5)) == [arabic]
    assert ids(rank(conn, "musee orsay", now=NOW, scopes=CONSCIOUS, limit=5)) == [accent]


def test_superseded_and_dismissed_are_excluded_by_default(conn: apsw.Connection) -> None:
    new = add(conn, "User prefers Python for scripting")
    old = add(conn, "User prefers TypeScript for scripting", superseded_by=new)
    gone = add(conn, "User prefers Perl for scripting", scope="subconscious", dismissed=True)
    q = "scripting language"
    assert ids(rank(conn, q, now=NOW, scopes=CONSCIOUS, limit=5)) == [new]
    with_history = rank(conn, q, now=NOW, scopes=CONSCIOUS, limit=5, include_superseded=True)
    assert set(ids(with_history)) == {new, old}
    every = ("durable", "active", "subconscious")
    assert gone not in ids(rank(conn, q, now=NOW, scopes=every, limit=5))
    assert gone in ids(rank(conn, q, now=NOW, scopes=every, limit=5, exclude_dismissed=False))


def test_scope_filter(conn: apsw.Connection) -> None:
    durable = add(conn, "User is allergic to peanuts", scope="durable")
    active = add(conn, "User is baking peanuts cookies this week", type="project", scope="active")
    sub = add(conn, "User once ate peanuts in Ghana", type="episode", scope="subconscious")
    assert set(ids(rank(conn, "peanuts", now=NOW, scopes=CONSCIOUS, limit=5))) == {durable, active}
    assert ids(rank(conn, "peanuts", now=NOW, scopes=("subconscious",), limit=5)) == [sub]
    assert rank(conn, "peanuts", now=NOW, scopes=(), limit=5) == []
    assert rank(conn, "peanuts", now=NOW, scopes=CONSCIOUS, limit=0) == []


def test_stale_active_memory_ranks_below_fresh_twin(conn: apsw.Connection) -> None:
    stale = add(conn, "User is training for the Berlin marathon", type="goal",
                scope="active", referenced_days_ago=25)
    fresh = add(conn, "User is training for the Berlin marathon", type="goal",
                scope="active", referenced_days_ago=20)
    hits = rank(conn, "marathon training", now=NOW, scopes=CONSCIOUS, limit=5)
    assert ids(hits) == [fresh, stale]
    # Same age, but the stale rule is off: recency alone separates them far less.
    lenient = rank(conn, "marathon training", now=NOW, scopes=CONSCIOUS, limit=5,
                   stale_after_days=1000)
    gap = lenient[0].score - lenient[1].score
    assert hits[0].score - hits[1].score > gap


def test_importance_does_not_beat_relevance(conn: apsw.Connection) -> None:
    weak = add(conn, "User's name is Dana and she works on the garden", type="identity",
               importance=1.0, confidence=1.0)
    strong = add(conn, "User grows tomatoes and basil in the garden", type="habit",
                 importance=0.05, confidence=0.6, referenced_days_ago=200)
    hits = rank(conn, "growing tomatoes in my garden", now=NOW, scopes=CONSCIOUS, limit=5)
    assert ids(hits) == [strong, weak]


def test_relevance_is_low_for_weak_matches(conn: apsw.Connection) -> None:
    full = add(conn, "User's daughter plays violin in the school orchestra")
    add(conn, "User bought a new school bag")
    hits = rank(conn, "daughter violin orchestra school", now=NOW, scopes=CONSCIOUS, limit=5)
    assert hits[0].id == full
    assert hits[0].relevance > 0.95
    assert hits[1].relevance < 0.3
    assert all(0.0 <= h.relevance <= 1.0 for h in hits)


def test_common_words_still_rank(conn: apsw.Connection) -> None:
    """A term found in most memories still ranks when it is all the query has."""
    for i in range(20):
        add(conn, f"User likes item number {i}")
    target = add(conn, "User likes likes likes")
    hits = rank(conn, "likes", now=NOW, scopes=CONSCIOUS, limit=3)
    assert len(hits) == 3
    assert target in ids(hits)


def test_empty_store(conn: apsw.Connection) -> None:
    assert rank(conn, "anything at all coffee", now=NOW, scopes=CONSCIOUS, limit=5) == []


def test_and_first_path_at_large_postings(conn: apsw.Connection, monkeypatch: pytest.MonkeyPatch) -> None:
    """When even the rarest term is long, the intersection is fetched first."""
    monkeypatch.setattr(retrieve, "POSTINGS_BUDGET", 2)
    for i in range(6):
        add(conn, f"User went running in the park on day {i}")
    both = add(conn, "User went swimming in the park")
    add(conn, "User went swimming in the lake")
    add(conn, "User went swimming at the pool")
    hits = rank(conn, "swimming park", now=NOW, scopes=CONSCIOUS, limit=2)
    assert ids(hits)[0] == both


def test_named_period_favours_memories_created_then(conn: apsw.Connection) -> None:
    """'in March 2027' lifts the memory created then above an equal one from later."""
    march = 1_804_000_000.0  # 2027-03-01
    for summary, created in (("User went to a jazz concert", march + 5 * DAY),
                             ("User went to a jazz concert", march + 90 * DAY)):
        conn.execute(SQL_INSERT, ("episode", summary, summary.lower(), "active", 0.9, 0.9,
                                  created, 0.3, created, created, NOW, None, 0))
    first, second = conn.execute("SELECT id FROM memories ORDER BY id").fetchall()
    hits = rank(conn, "which jazz concert in March 2027?", now=NOW, scopes=CONSCIOUS, limit=5)
    assert ids(hits) == [first[0], second[0]]
    assert analyze("in March 2027").spans


def add_at(conn: apsw.Connection, summary: str, created: float) -> int:
    """Insert an ``episode`` memory created at ``created`` (conversation turns)."""
    conn.execute(SQL_INSERT, ("episode", summary, summary.lower(), "active", 0.9, 0.9,
                              created, 0.3, created, created, NOW, None, 0))
    return conn.last_insert_rowid()


def test_context_from_the_memory_before(conn: apsw.Connection) -> None:
    """An answer stored right after a matching question outranks an equal lone match."""
    t = NOW - 30 * DAY
    add_at(conn, "Do you still go sailing at the weekend", t)
    answer = add_at(conn, "Yes, on the little boat my uncle left me", t + 30)
    lone = add_at(conn, "The boat is in the harbour", t + 7200)
    hits = ids(rank(conn, "sailing boat", now=NOW, scopes=CONSCIOUS, limit=5))
    assert hits.index(answer) < hits.index(lone)


def test_context_from_the_memory_after(
    conn: apsw.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A statement followed by a matching remark outranks an equal lone match."""
    t = NOW - 30 * DAY
    stated = add_at(conn, "We finally bought the boat", t)
    add_at(conn, "Sailing it around the bay every Sunday", t + 30)
    lone = add_at(conn, "Boat shows are fun", t + 7200)
    hits = ids(rank(conn, "sailing boat", now=NOW, scopes=CONSCIOUS, limit=5))
    assert hits.index(stated) < hits.index(lone)
    monkeypatch.setattr(retrieve, "NEIGHBOR_BACK_W", 0.0)
    hits = ids(rank(conn, "sailing boat", now=NOW, scopes=CONSCIOUS, limit=5))
    assert hits.index(lone) < hits.index(stated)


def test_context_reaches_two_steps_within_the_time_gap(
    conn: apsw.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The memory two ids on borrows context; one stored long after borrows none."""
    t = NOW - 30 * DAY
    for i in range(10):  # so that no query word is common
        add_at(conn, f"I read book {i}", t - 100 * DAY + i * DAY)
    lone = add_at(conn, "The boat is in the harbour", t - 10 * DAY)
    add_at(conn, "I had tea", t - 10 * DAY + 30)
    add_at(conn, "Do you still go sailing at the weekend", t)
    add_at(conn, "Not much lately", t + 30)
    later = add_at(conn, "But the boat my uncle left me is ready", t + 60)
    add_at(conn, "I had coffee", t + 5 * DAY)
    add_at(conn, "I had juice", t + 6 * DAY)
    add_at(conn, "Do you still go sailing in the winter", t + 20 * DAY)
    add_at(conn, "Only when it is warm", t + 20 * DAY + 30)
    far = add_at(conn, "The boat is in the old harbour", t + 20 * DAY + 5000)
    hits = ids(rank(conn, "sailing boat", now=NOW, scopes=CONSCIOUS, limit=10))
    assert hits.index(later) < hits.index(lone) < hits.index(far)
    monkeypatch.setattr(retrieve, "NEIGHBOR_SPAN", 1)
    hits = ids(rank(conn, "sailing boat", now=NOW, scopes=CONSCIOUS, limit=10))
    assert hits.index(lone) < hits.index(later)


def test_when_question_favours_a_memory_that_mentions_a_time(
    conn: apsw.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'When...?' lifts the memory that places the event in time above an equal one."""
    timed = add(conn, "User went to the pottery class last Friday with her kids")
    plain = add(conn, "User went to the pottery class with her kids")
    assert analyze("When did she go to pottery class?").asks_when
    hits = ids(rank(conn, "When did she go to pottery class?", now=NOW, scopes=CONSCIOUS, limit=5))
    assert hits == [timed, plain]
    hits = ids(rank(conn, "Did she go to pottery class?", now=NOW, scopes=CONSCIOUS, limit=5))
    assert hits == [plain, timed]


def test_irregular_verb_and_synonym_variants_match(
    conn: apsw.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'buy' finds 'bought' and 'kids' finds 'children'; the literal form still matches."""
    # (recall29: "for the children", not "for her children": "the kids" names the user's children, and a memory saying
    # "her children" is theirs, found by the relation with or without the word variants)
    bought = add(conn, "User bought a violin for the children")
    literal = add(conn, "User wants to buy a violin")
    add(conn, "User plays the violin")
    query = "Did she buy something for the kids?"
    assert ids(rank(conn, query, now=NOW, scopes=CONSCIOUS, limit=5)) == [bought, literal]
    monkeypatch.setattr(retrieve, "VARIANTS", False)
    hits = ids(rank(conn, query, now=NOW, scopes=CONSCIOUS, limit=5))
    assert hits == [literal]


def test_a_general_word_finds_the_particular_relatives(conn: apsw.Connection) -> None:
    """'my kid' finds the user's daughter; 'my son' does not find her."""
    daughter = add(conn, "User's daughter Zosia turned 7 in April 2026")
    add(conn, "User plays the violin")
    assert ids(rank(conn, "my kid can't sleep, any tips?", now=NOW, scopes=CONSCIOUS, limit=5)) == [daughter]
    assert rank(conn, "my son can't sleep", now=NOW, scopes=CONSCIOUS, limit=5) == []


def test_cached_word_counts_follow_every_change_to_the_text(conn: apsw.Connection) -> None:
    """Document frequencies are cached until the indexed text changes: an edit that
    adds a word (the store's size unchanged), a delete and an insert are all seen."""
    tea = add(conn, "User likes green tea")
    add(conn, "User plays chess on Sundays")
    assert rank(conn, "zebra", now=NOW, scopes=CONSCIOUS, limit=5) == []  # df 0, cached
    conn.execute("UPDATE memories SET summary = 'User likes zebra tea' WHERE id = ?", (tea,))
    assert ids(rank(conn, "zebra", now=NOW, scopes=CONSCIOUS, limit=5)) == [tea]
    conn.execute("DELETE FROM memories WHERE id = ?", (tea,))
    assert rank(conn, "zebra", now=NOW, scopes=CONSCIOUS, limit=5) == []
    again = add(conn, "User saw a zebra in Kenya")
    assert ids(rank(conn, "zebra", now=NOW, scopes=CONSCIOUS, limit=5)) == [again]
    (gen,) = conn.execute("SELECT n FROM fts_generation").fetchone()
    conn.execute("UPDATE memories SET importance = 0.9, summary = summary WHERE id = ?", (again,))
    assert conn.execute("SELECT n FROM fts_generation").fetchone() == (gen,)  # text unchanged


def test_one_pass_ranks_each_group_as_a_separate_rank_would(conn: apsw.Connection) -> None:
    for i in range(40):
        add(conn, f"User's note {i} about coffee and tea and jazz",
            scope=("durable", "active", "subconscious")[i % 3], importance=(i % 7) / 7,
            referenced_days_ago=i % 11)
    groups = (CONSCIOUS, ("subconscious",), ("active",))
    for query in ("coffee", "jazz tea", "note 7", "what about coffee and jazz?"):
        together = retrieve.rank_groups(conn, query, now=NOW, groups=groups, limit=6)
        alone = [rank(conn, query, now=NOW, scopes=g, limit=6) for g in groups]
        assert together == alone, query
        if query != "note 7":  # "note" is in every memory: it only re-ranks
            assert [len(h) for h in together] == [6, 6, 6], query
        for group, hits in zip(groups, together, strict=False):  # each list holds its own scopes only
            for h in hits:
                (scope,) = conn.execute("SELECT scope FROM memories WHERE id = ?", (h.id,)).fetchone()
                assert scope in group, (query, group, h.id, scope)


def test_terms_found_together_are_fetched_even_when_each_is_common(conn: apsw.Connection) -> None:
    """At scale every word of "what would my manager Anna like" is in thousands of
    memories; the few holding "manager" and "Anna" together must still be candidates,
    though none holds all three words and thousands of newer ones hold just one."""
    together = [add(conn, f"User's manager Anna prefers {w} meetings", referenced_days_ago=40)
                for w in ("short", "early", "quiet", "remote", "weekly")]
    with conn:
        for i in range(1500):
            add(conn, f"User's manager Bob{i} works late")
            add(conn, f"Anna{i} and Anna went hiking")
            add(conn, f"User does not like chore{i}")
            for j in range(4):
                add(conn, f"User filed report {i}-{j} on time")
    hits = rank(conn, "what would my manager Anna like", now=NOW, scopes=CONSCIOUS, limit=5)
    assert sorted(ids(hits)) == sorted(together)


def test_relevance_by_meaning_needs_an_absolute_score_unless_it_stands_far_out() -> None:
    """_fuse's relevance (what recall's injection floor reads, 0.1 by default) for a memory
    matching no word: standing 2.5 sd out of this message's scores is not enough alone."""
    from mercuryd.brain.semantic import Dense

    def relevance(score: float, std: float) -> float:
        dense = Dense(None, None, 1.0, [], 0.0, std)  # type: ignore[arg-type]  # only z() is read
        return retrieve._fuse(0.0, 0.0, score, dense, retrieve.SEM_W)[1]

    lo, hi = retrieve.SEM_REL_LO, retrieve.SEM_REL_HI
    assert relevance(0.0, 0.0) == 0.0  # no spread: z 0, not a semantic candidate
    assert relevance(0.03, 0.01) == 0.0  # z 3.0 but a score under the floor (it was 0.27)
    assert relevance(0.07, 0.025) < 0.1  # z 2.8, barely over the floor: not injected
    assert relevance(0.09, 0.02) == pytest.approx(0.2)  # z 4.5: stands far out, injected
    # ... but not with a score near nothing: a message whose scores are all alike has
    # noise standing far out ("How does a hash map handle collisions?" -> "User spoke at
    # a meetup about data pipelines", 0.039 at 3.6 sd over 550 everyday memories)
    assert relevance(0.04, 0.01) == 0.0
    assert relevance(retrieve.SEM_SURE_MIN - 0.005, 0.015) < 0.1
    assert relevance(retrieve.SEM_SURE_MIN, 0.015) == pytest.approx(retrieve.SEM_SURE_REL)
    assert relevance(0.25, 0.05) == 1.0  # a paraphrase's score
    assert relevance(0.15, 0.05) == pytest.approx((0.15 - lo) / (hi - lo))
    # the injection floor (0.1) sits at a score of lo + 0.1 * (hi - lo), about 0.08
    assert relevance(lo + 0.1 * (hi - lo) + 0.002, 0.03) >= 0.1 > relevance(lo + 0.1 * (hi - lo) - 0.002, 0.03)
