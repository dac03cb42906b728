"""A realistic user for screenshots and demos: Sam, a designer in Lisbon, and Sam's people.

``seed(client)`` feeds the daemon the conversations a month of chatting would hold
(through ``brain.ingest``, so the rules extractor reads them as it reads anyone's), adds
two facts by hand, lets one old preference be replaced by a new one, dismisses a memory
and runs consolidation, so every page of the dashboard has something true to show.
"""

from __future__ import annotations

from typing import Any

# (channel, the user's messages); each tuple is one conversation.
CONVERSATIONS: list[tuple[str, list[str]]] = [
    ("telegram", ["Hi! My name is Sam Rivera and I live in Lisbon.",
                  "I work as a product designer at a small studio."]),
    ("claude-code", ["I prefer dark mode in every editor.", "I prefer Python for scripting."]),
    ("telegram", ["My sister Anna lives in Oslo and teaches chemistry."]),
    ("telegram", ["I'm training for the Lisbon half marathon in March."]),
    ("claude-code", ["I am working on a budgeting app called Pennywise."]),
    ("telegram", ["My partner Leo is a chef at a seafood restaurant."]),
    ("telegram", ["I'm allergic to peanuts.", "I'm vegetarian."]),
    ("telegram", ["I usually go climbing with Maya on Thursdays."]),
    ("claude-code", ["My manager Priya wants the redesign done by June."]),
    ("telegram", ["I want to learn Portuguese properly this year."]),
    ("claude-code", ["I decided to move the Pennywise backend to SQLite."]),
    ("telegram", ["My mom Elena is visiting in April."]),
    ("telegram", ["I drink green tea every morning."]),
    ("telegram", ["I had lunch with Tom from work today."]),
    ("telegram", ["I play the piano on weekends."]),
    ("telegram", ["My brother Diego just started university in Madrid."]),
    ("telegram", ["I don't like horror movies."]),
    ("telegram", ["I want to run a full marathon next year."]),
    ("telegram", ["My best friend Jonas is getting married in September."]),
    ("claude-code", ["I'm building a standing desk for my home office."]),
    ("claude-code", ["I never take meetings before 10am."]),
    ("telegram", ["I went hiking with Anna in the Alps last summer."]),
    ("telegram", ["My cat is called Miso."]),
    ("telegram", ["I prefer trains over planes for trips in Europe."]),
    ("telegram", ["I called Anna about her new lab yesterday."]),
    ("telegram", ["I went climbing with Maya again on Thursday."]),
    ("telegram", ["I cooked dinner with Leo on Sunday."]),
    ("claude-code", ["These days I prefer TypeScript."]),
    ("telegram", ["I went to a concert with Anna and Leo last week."]),
    ("telegram", ["I visited Anna in Oslo for her birthday."]),
    ("telegram", ["I talked to Anna about the marathon training."]),
]

BY_HAND: list[dict[str, Any]] = [
    {"type": "identity", "summary": "Sam speaks English, Spanish and some Portuguese"},
    {"type": "episode", "summary": "Ran 18 km along the Tagus river in a new personal best",
     "importance": 0.6},
    {"type": "episode", "summary": "Tried a pottery class and did not enjoy it", "importance": 0.3},
]


def seed(client: Any) -> dict[str, int]:
    """Fill an empty daemon with Sam's month; returns a few ids the pages link to."""
    for n, (channel, messages) in enumerate(CONVERSATIONS):
        turns: list[dict[str, str]] = []
        for text in messages:
            turns += [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted, thanks!"}]
        client.ingest(turns, channel=channel, conversation_id=f"{channel}-{n + 1:03d}")
    ids = {}
    for fact in BY_HAND:
        ids[fact["summary"][:12]] = client.add(**fact).id
    client.dismiss(ids["Tried a pott"])  # into the subconscious: Sam said it does not matter
    client.consolidate()
    return ids
