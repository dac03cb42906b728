"""Schema migrations: named, recorded, append-only.

Each migration runs once, in order, inside one transaction, and is recorded in
``migrations``. Never edit a migration that has shipped: append a new one.
All DDL of the project lives here.
"""

from __future__ import annotations

import time

import apsw

MIGRATIONS: list[tuple[str, str]] = [
    (
        "0001_initial",
        """
        CREATE TABLE memories (
            id                 INTEGER PRIMARY KEY,
            type               TEXT NOT NULL CHECK (type IN ('identity','preference','goal',
                               'project','habit','decision','constraint','relationship',
                               'episode','reflection')),
            summary            TEXT NOT NULL CHECK (length(summary) BETWEEN 1 AND 500),
            norm               TEXT NOT NULL,          -- normalised summary, for dedup
            scope              TEXT NOT NULL CHECK (scope IN ('durable','active','subconscious')),
            prior_scope        TEXT CHECK (prior_scope IN ('durable','active')),
            evidence           TEXT NOT NULL CHECK (evidence IN ('direct','inferred','manual','system')),
            confidence         REAL NOT NULL CHECK (confidence BETWEEN 0 AND 1),
            base_confidence    REAL NOT NULL CHECK (base_confidence BETWEEN 0 AND 1),
            decay_from         REAL NOT NULL,          -- when base_confidence was set
            importance         REAL NOT NULL CHECK (importance BETWEEN 0 AND 1),
            durability         REAL NOT NULL CHECK (durability BETWEEN 0 AND 1),
            reinforcements     INTEGER NOT NULL DEFAULT 0,
            created_at         REAL NOT NULL,
            updated_at         REAL NOT NULL,
            last_referenced_at REAL NOT NULL,
            source             TEXT NOT NULL DEFAULT '{}',   -- JSON {channel, conversation_id, refs}
            subject            TEXT,
            attribute          TEXT,
            value              TEXT,
            polarity           INTEGER NOT NULL DEFAULT 1 CHECK (polarity IN (1, -1)),
            superseded_by      INTEGER REFERENCES memories(id) ON DELETE SET NULL,
            reason             TEXT,
            dismissed          INTEGER NOT NULL DEFAULT 0,   -- the user said no: never auto-recalled
            stale              INTEGER NOT NULL DEFAULT 0    -- last flag the pruner wrote
        );
        CREATE INDEX memories_scope_ref ON memories(scope, last_referenced_at)
            WHERE superseded_by IS NULL;
        CREATE INDEX memories_type_id ON memories(type, id);
        CREATE INDEX memories_scope_id ON memories(scope, id);
        CREATE INDEX memories_norm ON memories(norm);
        CREATE INDEX memories_attr ON memories(subject, attribute) WHERE attribute IS NOT NULL;
        CREATE INDEX memories_superseded ON memories(superseded_by) WHERE superseded_by IS NOT NULL;
        CREATE INDEX memories_inferred ON memories(evidence, scope) WHERE evidence = 'inferred';

        CREATE VIRTUAL TABLE memories_fts USING fts5(
            summary,
            content='memories', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2'
        );
        INSERT INTO memories_fts(memories_fts, rank) VALUES ('secure-delete', 1);
        CREATE TRIGGER memories_fts_ai AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts(rowid, summary) VALUES (new.id, new.summary);
        END;
        CREATE TRIGGER memories_fts_ad AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, summary) VALUES ('delete', old.id, old.summary);
        END;
        CREATE TRIGGER memories_fts_au AFTER UPDATE OF summary ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, summary) VALUES ('delete', old.id, old.summary);
            INSERT INTO memories_fts(rowid, summary) VALUES (new.id, new.summary);
        END;

        CREATE TABLE persons (
            id         INTEGER PRIMARY KEY,
            name       TEXT NOT NULL,
            name_norm  TEXT NOT NULL UNIQUE,
            aliases    TEXT NOT NULL DEFAULT '[]',
            relation   TEXT,
            first_seen REAL NOT NULL,
            last_seen  REAL NOT NULL
        );
        CREATE INDEX persons_last_seen ON persons(last_seen);

        CREATE TABLE memory_persons (
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            person_id INTEGER NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
            relation  TEXT,
            PRIMARY KEY (memory_id, person_id)
        ) WITHOUT ROWID;
        CREATE INDEX memory_persons_person ON memory_persons(person_id, memory_id);

        CREATE TABLE summaries (
            kind         TEXT PRIMARY KEY CHECK (kind IN ('profile','active_state')),
            text         TEXT NOT NULL,
            generated_at REAL NOT NULL,
            memory_ids   TEXT NOT NULL DEFAULT '[]'
        );

        CREATE TABLE state (
            key   TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );

        CREATE TABLE timers (
            name        TEXT PRIMARY KEY,
            last_run_at REAL,
            last_error  TEXT
        );

        CREATE TABLE ingest_queue (
            id           INTEGER PRIMARY KEY,
            payload      TEXT NOT NULL,          -- the conversation as JSON
            attempts     INTEGER NOT NULL DEFAULT 0,
            next_try_at  REAL NOT NULL,
            created_at   REAL NOT NULL,
            last_error   TEXT
        );
        """,
    ),
    (
        # Recall needs a substring index for scripts written without spaces (CJK,
        # Thai, ...), where unicode61 makes one token of a whole clause. Only rows
        # containing such characters enter the trigram table, so English-only stores
        # pay nothing.
        "0002_recall_trigram",
        """
        CREATE VIRTUAL TABLE memories_trigram USING fts5(
            summary, content='', contentless_delete=1,
            tokenize='trigram remove_diacritics 1'
        );
        INSERT INTO memories_trigram(memories_trigram, rank) VALUES ('secure-delete', 1);
        CREATE TRIGGER memories_trigram_ai AFTER INSERT ON memories
        WHEN new.summary GLOB '*[\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]*'
        BEGIN
            INSERT INTO memories_trigram(rowid, summary) VALUES (new.id, new.summary);
        END;
        CREATE TRIGGER memories_trigram_ad AFTER DELETE ON memories BEGIN
            DELETE FROM memories_trigram WHERE rowid = old.id;
        END;
        CREATE TRIGGER memories_trigram_au AFTER UPDATE OF summary ON memories BEGIN
            DELETE FROM memories_trigram WHERE rowid = old.id;
            INSERT INTO memories_trigram(rowid, summary)
                SELECT new.id, new.summary
                WHERE new.summary GLOB '*[\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]*';
        END;
        INSERT INTO memories_trigram(rowid, summary)
            SELECT id, summary FROM memories
            WHERE summary GLOB '*[\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]*';
        """,
    ),
    (
        # memory.list with a scope and a type walks this index in id order; without it
        # SQLite reads every row of the type (or of the scope) to find the page.
        "0003_list_scope_type",
        """
        CREATE INDEX memories_scope_type_id ON memories(scope, type, id);
        """,
    ),
    (
        # No query walks (scope, last_referenced_at) any more (the pruner walks ids and
        # judges each row), yet every recall mark and tier move rewrote it: drop it.
        "0004_drop_scope_ref",
        """
        DROP INDEX IF EXISTS memories_scope_ref;
        """,
    ),
    (
        # brain.status sits in every dashboard page header and the menu's overview:
        # counting 100k rows took ~100 ms. Triggers keep the counts per (scope, type,
        # superseded) instead, so status reads a handful of rows.
        "0005_memory_counts",
        """
        CREATE TABLE memory_counts (
            scope      TEXT NOT NULL,
            type       TEXT NOT NULL,
            superseded INTEGER NOT NULL,
            n          INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (scope, type, superseded)
        ) WITHOUT ROWID;
        -- Scopes and types are closed sets (CHECK constraints): every key exists up
        -- front, so each trigger is one plain UPDATE.
        INSERT INTO memory_counts (scope, type, superseded)
            WITH scopes(s) AS (VALUES ('durable'), ('active'), ('subconscious')),
                 types(t) AS (VALUES ('identity'), ('preference'), ('goal'), ('project'),
                      ('habit'), ('decision'), ('constraint'), ('relationship'),
                      ('episode'), ('reflection')),
                 flags(f) AS (VALUES (0), (1))
            SELECT s, t, f FROM scopes, types, flags;
        UPDATE memory_counts SET n = (
            SELECT count(*) FROM memories m WHERE m.scope = memory_counts.scope
            AND m.type = memory_counts.type
            AND (m.superseded_by IS NOT NULL) = memory_counts.superseded);
        CREATE TRIGGER memory_counts_ai AFTER INSERT ON memories BEGIN
            UPDATE memory_counts SET n = n + 1
                WHERE scope = new.scope AND type = new.type
                AND superseded = (new.superseded_by IS NOT NULL);
        END;
        CREATE TRIGGER memory_counts_ad AFTER DELETE ON memories BEGIN
            UPDATE memory_counts SET n = n - 1
                WHERE scope = old.scope AND type = old.type
                AND superseded = (old.superseded_by IS NOT NULL);
        END;
        CREATE TRIGGER memory_counts_au AFTER UPDATE OF scope, type, superseded_by ON memories
        WHEN old.scope IS NOT new.scope OR old.type IS NOT new.type
             OR (old.superseded_by IS NULL) != (new.superseded_by IS NULL)
        BEGIN
            UPDATE memory_counts
                SET n = n + CASE WHEN scope = new.scope AND type = new.type
                                 AND superseded = (new.superseded_by IS NOT NULL)
                            THEN 1 ELSE -1 END
                WHERE (scope = old.scope AND type = old.type
                       AND superseded = (old.superseded_by IS NOT NULL))
                   OR (scope = new.scope AND type = new.type
                       AND superseded = (new.superseded_by IS NOT NULL));
        END;
        """,
    ),
    (
        # A counter bumped by every change to the text the word index holds: recall
        # caches the document frequency of a query word until it moves, instead of
        # counting the word's postings on every call.
        "0006_fts_generation",
        """
        CREATE TABLE fts_generation (n INTEGER NOT NULL);
        INSERT INTO fts_generation (n) VALUES (0);
        CREATE TRIGGER fts_generation_ai AFTER INSERT ON memories BEGIN
            UPDATE fts_generation SET n = n + 1;
        END;
        CREATE TRIGGER fts_generation_ad AFTER DELETE ON memories BEGIN
            UPDATE fts_generation SET n = n + 1;
        END;
        CREATE TRIGGER fts_generation_au AFTER UPDATE OF summary ON memories
        WHEN old.summary IS NOT new.summary BEGIN
            UPDATE fts_generation SET n = n + 1;
        END;
        """,
    ),
    (
        # Recall by meaning: each memory's sentence vector (int8 components and one
        # scale), beside its row and gone with it (secure_delete scrubs the bytes). A
        # changed summary drops its vector at once; the write path stores the new one
        # in the same transaction, the backfill job any that is missing.
        "0007_memory_vectors",
        """
        CREATE TABLE memory_vectors (
            memory_id INTEGER PRIMARY KEY REFERENCES memories(id) ON DELETE CASCADE,
            model     TEXT NOT NULL,          -- the model that made it (another one re-embeds)
            scale     REAL NOT NULL,          -- component = int8 byte * scale
            vec       BLOB NOT NULL,
            hub       REAL NOT NULL DEFAULT 0,  -- mean cosine to its nearest memories
            hub_n     INTEGER NOT NULL DEFAULT 0  -- vectors in the store when hub was computed
        );
        CREATE TRIGGER memory_vectors_au AFTER UPDATE OF summary ON memories
        WHEN old.summary IS NOT new.summary BEGIN
            DELETE FROM memory_vectors WHERE memory_id = new.id;
        END;
        """,
    ),
    (
        # What the extractor heard and when it was said. ``stated_at`` is the time of the
        # message that stated a memory (NULL: as created_at): conflicts between values of
        # one attribute are settled by it. ``ingest_marks`` holds one chained hash per
        # message read (seeded with the conversation id), so the same messages again
        # change nothing and a conversation that grew is read from where it left off.
        "0008_stated_at_ingest_marks",
        """
        ALTER TABLE memories ADD COLUMN stated_at REAL;
        CREATE TABLE ingest_marks (
            hash            BLOB PRIMARY KEY,     -- chained hash of the messages up to this one
            conversation_id TEXT,
            at              REAL NOT NULL
        ) WITHOUT ROWID;
        -- A multi-valued attribute ("likes", "prefers") conflicts only on its own value:
        -- find those rows without reading every live row of the attribute.
        CREATE INDEX memories_attr_value ON memories(subject, attribute, value)
            WHERE attribute IS NOT NULL AND superseded_by IS NULL;
        """,
    ),
    (
        # Imports before 0.2 did not check times: a row dated in year 10000 (or 1e308,
        # or before 1970) made every page that showed it fail. Bring each into the range
        # a datetime can show; the import now refuses such rows.
        "0009_time_bounds",
        """
        UPDATE memories SET
            created_at = min(max(created_at, 0.0), 253402300799.0),
            updated_at = min(max(updated_at, 0.0), 253402300799.0),
            last_referenced_at = min(max(last_referenced_at, 0.0), 253402300799.0),
            decay_from = min(max(decay_from, 0.0), 253402300799.0),
            stated_at = min(max(stated_at, 0.0), 253402300799.0)
        WHERE stated_at NOT BETWEEN 0.0 AND 253402300799.0 OR NOT (created_at BETWEEN 0.0 AND 253402300799.0
                   AND updated_at BETWEEN 0.0 AND 253402300799.0
                   AND last_referenced_at BETWEEN 0.0 AND 253402300799.0
                   AND decay_from BETWEEN 0.0 AND 253402300799.0);
        UPDATE persons SET
            first_seen = min(max(first_seen, 0.0), 253402300799.0),
            last_seen = min(max(last_seen, 0.0), 253402300799.0)
        WHERE NOT (first_seen BETWEEN 0.0 AND 253402300799.0
                   AND last_seen BETWEEN 0.0 AND 253402300799.0);
        UPDATE summaries SET generated_at = min(max(generated_at, 0.0), 253402300799.0)
        WHERE NOT generated_at BETWEEN 0.0 AND 253402300799.0;
        """,
    ),
    (
        # A plan ("moving to Berlin on 1 May": attribute ``plan:lives_in``) and when it takes
        # effect (epoch seconds; NULL: not a plan, or a plan without a date, which never
        # takes effect by itself). Consolidation finds the live ones that are due by index.
        "0010_takes_effect",
        """
        ALTER TABLE memories ADD COLUMN takes_effect REAL;
        CREATE INDEX memories_plans ON memories(takes_effect)
            WHERE takes_effect IS NOT NULL AND superseded_by IS NULL;
        """,
    ),
    (
        # An id is never given twice: SQLite hands out the largest id plus one, so the
        # newest memory (or person) hard-deleted would lend its id to the next one, and a
        # stale holder of the id (a command from the shell's history, an open dashboard
        # tab, an agent) would change or delete a memory the user never saw. ``id_floor``
        # keeps the largest id each table ever held; new rows are numbered above it.
        "0011_id_floor",
        """
        CREATE TABLE id_floor (tbl TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
        INSERT INTO id_floor (tbl, n) VALUES
            ('memories', coalesce((SELECT max(id) FROM memories), 0)),
            ('persons', coalesce((SELECT max(id) FROM persons), 0));
        CREATE TRIGGER memories_id_floor AFTER DELETE ON memories BEGIN
            UPDATE id_floor SET n = max(n, old.id) WHERE tbl = 'memories';
        END;
        CREATE TRIGGER persons_id_floor AFTER DELETE ON persons BEGIN
            UPDATE id_floor SET n = max(n, old.id) WHERE tbl = 'persons';
        END;
        """,
    ),
]


def migrate(conn: apsw.Connection) -> list[str]:
    """Apply every migration not yet recorded; return the names applied."""
    conn.execute(
        "CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)"
    )
    done = {row[0] for row in conn.execute("SELECT name FROM migrations")}
    applied = []
    for name, sql in MIGRATIONS:
        if name in done:
            continue
        with conn:
            conn.execute(sql)
            conn.execute(
                "INSERT INTO migrations (name, applied_at) VALUES (?, ?)", (name, time.time())
            )
        applied.append(name)
    return applied
