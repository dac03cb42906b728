"""That a person is often mentioned answers no message but one about them (Brain.recall_plan).

Found in the lead's new-user year of session 41 (these are its messages): "who is Felipe?" brought
"The user often mentions Jorge (in many memories).", and "how is my mum?" the same.
"""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain.service import Brain

YEAR = [
    ("2026-01-04", "My husband Jorge teaches history at a secondary school, and we have two kids, Catalina who is 24 and Benjamín who is 17."),
    ("2026-02-02", "Jorge tore his meniscus playing football with his students, idiot. He's having knee surgery on 20 February."),
    ("2026-02-23", "Surgery went fine. Jorge is on crutches for a month."),
    ("2026-03-28", "Jorge's off the crutches and back at school. Thank god."),
    ("2026-04-05", "Catalina's boyfriend Felipe is coming for lunch on Sunday, he's vegetarian. Ideas?"),
    ("2026-10-02", "Jorge and I are going to Mendoza for our 25th anniversary in November."),
]


def recalled(brain: Brain, query: str) -> list[str]:
    return [m.summary for m in brain.recall(wire.RecallParams(query=query)).memories]


def test_the_count_of_mentions_comes_only_for_a_message_naming_them(brain: Brain) -> None:
    for i, (day, text) in enumerate(YEAR):
        ts = dt.datetime.fromisoformat(day + "T09:00:00+00:00")
        brain.ingest(wire.IngestParams(conversation_id=f"c{i}", messages=[
            wire.Message(role="user", content=text, ts=ts), wire.Message(role="assistant", content="Sure.", ts=ts)]))
    brain.consolidate()
    counted = "The user often mentions Jorge (in many memories)."
    assert counted in [m.summary for m in brain.list(wire.ListParams(type="reflection")).items]
    for query in ("who is Felipe?", "plan lunch for Sunday", "who is my husband?"):
        assert counted not in recalled(brain, query), query
    assert counted in recalled(brain, "how is Jorge's knee?")
