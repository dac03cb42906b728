"""REST API of the dashboard, against the real daemon's HTTP server on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.web_helpers import Web, running_web


@pytest.fixture(scope="module")
def web() -> Iterator[Web]:
    with running_web() as w:
        yield w


def error_of(r) -> dict:
    body = r.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message"}, body
    return body["error"]


# ---------------------------------------------------------------- good input


def test_status_reports_counts_and_url_without_token(web: Web) -> None:
    r = web.api.get("/api/brain/status")
    assert r.status_code == 200 and r.headers["content-type"] == "application/json"
    body = r.json()
    assert body["mode"] == "second_brain" and set(body["counts"]) >= {"durable", "active", "subconscious"}
    assert body["dashboard_url"].startswith("http://127.0.0.1:")
    assert web.token not in body["dashboard_url"]


def test_add_get_edit_dismiss_delete(web: Web) -> None:
    m = web.add("Prefers oolong over sencha", importance=0.4)
    assert m["tier"] == "conscious" and m["evidence"] == "manual"
    got = web.api.get(f"/api/brain/memory/{m['id']}").json()
    assert got["summary"] == "Prefers oolong over sencha" and got["history"] == []

    r = web.api.put(f"/api/brain/memory/{m['id']}",
                    json={"summary": "Prefers oolong tea", "importance": 0.9, "confidence": 0.8,
                          "type": "habit", "scope": "active"})
    assert r.status_code == 200, r.text
    edited = r.json()
    assert (edited["summary"], edited["importance"], edited["confidence"], edited["type"], edited["scope"]) == (
        "Prefers oolong tea", 0.9, 0.8, "habit", "active")
    assert web.api.get(f"/api/brain/memory/{m['id']}").json()["summary"] == "Prefers oolong tea"

    # conscious -> subconscious, then gone
    r = web.api.delete(f"/api/brain/memory/{m['id']}")
    assert r.json() == {"id": m["id"], "action": "subconscious"}
    sub = web.api.get("/api/brain/memory", params={"scope": "subconscious", "limit": 500}).json()["items"]
    assert [x["tier"] for x in sub if x["id"] == m["id"]] == ["subconscious"]
    conscious = web.api.get("/api/brain/memory", params={"limit": 500}).json()["items"]
    assert m["id"] not in {x["id"] for x in conscious}
    assert web.api.delete(f"/api/brain/memory/{m['id']}").json()["action"] == "deleted"
    r = web.api.get(f"/api/brain/memory/{m['id']}")
    assert r.status_code == 404 and error_of(r)["code"] == "not_found"


def test_hard_delete_of_a_conscious_memory(web: Web) -> None:
    m = web.add("Uses a split keyboard")
    assert web.api.delete(f"/api/brain/memory/{m['id']}", params={"hard": "true"}).json()["action"] == "deleted"
    assert web.api.get(f"/api/brain/memory/{m['id']}").status_code == 404


def test_type_filter_and_keyset_pagination(web: Web) -> None:
    goals = [web.add(f"Run a marathon number {i} this year", type="goal")["id"] for i in range(5)]
    web.add("Build a birdhouse for the garden", type="project")
    seen: list[int] = []
    cursor = None
    for _ in range(10):
        params = {"scope": "conscious", "type": "goal", "limit": "2"} | ({"cursor": cursor} if cursor else {})
        page = web.api.get("/api/brain/memory", params=params).json()
        assert all(x["type"] == "goal" for x in page["items"])
        seen += [x["id"] for x in page["items"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == sorted(seen, reverse=True) and len(seen) == len(set(seen))
    assert set(goals) <= set(seen)


def test_search_merges_conscious_and_subconscious(web: Web) -> None:
    a = web.add("Collects vintage zanzibar stamps")
    b = web.add("Trades zanzibar postcards with a pen pal", type="habit")
    web.api.delete(f"/api/brain/memory/{b['id']}")
    items = web.api.get("/api/brain/memory/search", params={"q": "zanzibar"}).json()["items"]
    tiers = {x["id"]: x["tier"] for x in items}
    assert tiers.get(a["id"]) == "conscious" and tiers.get(b["id"]) == "subconscious"


def test_persons_and_their_memories(web: Web) -> None:
    m = web.add("Anna Kowalski is the user's sister", type="relationship", persons=["Anna Kowalski"])
    persons = web.api.get("/api/brain/persons").json()["items"]
    anna = next(p for p in persons if p["name"] == "Anna Kowalski")
    assert anna["memory_count"] >= 1 and anna["last_seen"]
    detail = web.api.get(f"/api/brain/persons/{anna['id']}").json()
    assert detail["person"]["id"] == anna["id"]
    assert m["id"] in {x["id"] for x in detail["facts"] + detail["related"]}
    mems = web.api.get(f"/api/brain/persons/{anna['id']}/memories").json()["items"]
    assert m["id"] in {x["id"] for x in mems}
    r = web.api.get("/api/brain/persons/999999")
    assert r.status_code == 404 and "999999" in error_of(r)["message"]
    assert web.api.get("/api/brain/persons/999999/memories").status_code == 404


def test_graph_has_memories_persons_and_edges(web: Web) -> None:
    web.add("Bob Marley Jr is the user's colleague", type="relationship", persons=["Bob Marley Jr"])
    g = web.api.get("/api/brain/graph", params={"include_subconscious": "true"}).json()
    kinds = {n["kind"] for n in g["nodes"]}
    assert {"memory", "person", "goal"} <= kinds
    ids = {n["id"] for n in g["nodes"]}
    assert g["edges"] and all(e["source"] in ids and e["target"] in ids for e in g["edges"])


def test_persons_rename_relate_and_merge(web: Web) -> None:
    web.add("Marta Lind is the user's aunt", type="relationship", persons=["Marta Lind"])
    web.add("Martha bakes rye bread every Sunday", type="habit", persons=["Martha"])
    people = {p["name"]: p for p in web.api.get("/api/brain/persons", params={"limit": 500}).json()["items"]}
    marta, martha = people["Marta Lind"], people["Martha"]

    r = web.api.put(f"/api/brain/persons/{marta['id']}", json={"name": "Marta Lindqvist", "relation": "Aunt"})
    assert r.status_code == 200, r.text
    assert r.json()["name"] == "Marta Lindqvist" and r.json()["relation"] == "aunt"
    assert r.json()["aliases"] == ["Marta Lind"]  # the old name stays findable

    # A name someone else carries is a conflict: merge instead.
    r = web.api.put(f"/api/brain/persons/{marta['id']}", json={"name": "martha"})
    assert r.status_code == 409 and "merge" in error_of(r)["message"]

    r = web.api.post(f"/api/brain/persons/{marta['id']}/merge", json={"other": martha["id"]})
    assert r.status_code == 200, r.text
    merged = r.json()
    assert merged["memory_count"] == 2 and set(merged["aliases"]) == {"Marta Lind", "Martha"}
    assert web.api.get(f"/api/brain/persons/{martha['id']}").status_code == 404
    summaries = {m["summary"] for m in web.api.get(f"/api/brain/persons/{marta['id']}/memories").json()["items"]}
    assert summaries == {"Marta Lind is the user's aunt", "Martha bakes rye bread every Sunday"}

    r = web.api.put(f"/api/brain/persons/{marta['id']}", json={"relation": None})
    assert r.status_code == 200 and r.json()["relation"] is None
    for verb, path, body, status in [
        ("PUT", f"/api/brain/persons/{marta['id']}", {"name": "  "}, 422),
        ("PUT", f"/api/brain/persons/{marta['id']}", {"aliases": "Marty"}, 422),
        ("PUT", "/api/brain/persons/987654", {"name": "Nobody"}, 404),
        ("POST", f"/api/brain/persons/{marta['id']}/merge", {"other": "Martha"}, 422),
        ("POST", f"/api/brain/persons/{marta['id']}/merge", {"other": martha["id"]}, 404),
        ("POST", f"/api/brain/persons/{marta['id']}/merge", {}, 422),
    ]:
        r = web.api.request(verb, path, json=body)
        assert r.status_code == status, (body, r.text)
        assert "$." not in error_of(r)["message"]


def test_unicode_and_emoji_round_trip(web: Web) -> None:
    m = web.add("Liebt Käsespätzle 🧀 und 寿司")
    assert web.api.get(f"/api/brain/memory/{m['id']}").json()["summary"] == "Liebt Käsespätzle 🧀 und 寿司"
    r = web.api.get("/api/brain/memory/search", params={"q": "寿司 🧀"})
    assert r.status_code == 200


def test_openapi_document_matches_the_routes(web: Web) -> None:
    from mercuryd.web.api import ROUTES

    doc = web.api.get("/api/brain/openapi.json").json()
    assert doc["openapi"].startswith("3.")
    served = {(verb.upper(), path) for path, ops in doc["paths"].items() for verb in ops}
    assert served == {(r.verb, r.path) for r in ROUTES}
    assert {r.path for r in ROUTES} == {
        "/api/brain/status", "/api/brain/memory", "/api/brain/memory/search", "/api/brain/memory/{id}",
        "/api/brain/persons", "/api/brain/persons/{id}", "/api/brain/persons/{id}/memories",
        "/api/brain/persons/{id}/merge", "/api/brain/graph"}
    rename = doc["paths"]["/api/brain/persons/{id}"]["put"]["requestBody"]["content"]["application/json"]["schema"]
    assert set(rename["properties"]) == {"name", "aliases", "relation"} and "required" not in rename
    merge = doc["paths"]["/api/brain/persons/{id}/merge"]["post"]["requestBody"]["content"]["application/json"]
    assert merge["schema"]["required"] == ["other"]
    add = doc["paths"]["/api/brain/memory"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert set(add["required"]) == {"type", "summary"} and "evidence" in add["properties"]
    q = {p["name"] for p in doc["paths"]["/api/brain/memory"]["get"]["parameters"]}
    assert {"scope", "type", "limit", "cursor"} <= q
    assert "Memory" in doc["components"]["schemas"]


# ---------------------------------------------------------------- bad input: 4xx, never 500

BAD = [
    ("GET", "/api/brain/memory/abc", {}, 422, "id"),
    ("GET", "/api/brain/memory/0", {}, 422, "id"),
    ("GET", "/api/brain/memory/-1", {}, 422, "id"),
    ("GET", "/api/brain/memory/1.5", {}, 422, "id"),
    ("GET", "/api/brain/memory/99999999999999999999", {}, 422, "id"),
    ("GET", "/api/brain/memory/9223372036854775808", {}, 422, "id"),
    ("GET", "/api/brain/memory/" + "9" * 5000, {}, 422, "id"),
    ("GET", "/api/brain/memory/9223372036854775807", {}, 404, None),
    ("DELETE", "/api/brain/memory/123456789", {}, 404, None),
    ("PUT", "/api/brain/memory/123456789", {"json": {"importance": 0.5}}, 404, None),
    ("GET", "/api/brain/memory?limit=abc", {}, 422, "limit"),
    ("GET", "/api/brain/memory?limit=100000", {}, 422, "limit"),
    ("GET", "/api/brain/memory?scope=everything", {}, 422, "scope"),
    ("GET", "/api/brain/memory?type=gossip", {}, 422, "type"),
    ("GET", "/api/brain/memory?cursor=zz", {}, 422, "cursor"),
    ("GET", "/api/brain/memory?cursor=99999999999999999999999", {}, 422, "cursor"),
    ("GET", "/api/brain/persons?cursor=99999999999999999999999", {}, 422, "cursor"),
    ("GET", "/api/brain/memory?bogus=1", {}, 422, "bogus"),
    ("GET", "/api/brain/memory/search", {}, 422, "q"),
    ("GET", "/api/brain/memory/search?q=", {}, 422, "q"),
    ("GET", "/api/brain/persons?limit=0", {}, 422, "limit"),
    ("GET", "/api/brain/persons/abc", {}, 422, "id"),
    ("GET", "/api/brain/graph?include_subconscious=maybe", {}, 422, "include_subconscious"),
    ("DELETE", "/api/brain/memory/1?hard=perhaps", {}, 422, "hard"),
    ("POST", "/api/brain/memory", {"content": b"{not json", "headers": {"content-type": "application/json"}}, 400, None),
    ("POST", "/api/brain/memory", {"content": b"\xff\xfe", "headers": {"content-type": "application/json"}}, 400, None),
    ("POST", "/api/brain/memory", {"content": b"type=goal", "headers": {"content-type": "text/plain"}}, 400, None),
    ("POST", "/api/brain/memory", {"data": {"type": "goal", "summary": "x"}}, 400, None),
    ("POST", "/api/brain/memory", {"json": ["goal", "x"]}, 422, None),
    ("POST", "/api/brain/memory", {"json": {"summary": "no type"}}, 422, "type"),
    ("POST", "/api/brain/memory", {"json": {"type": "goal", "summary": ""}}, 422, "summary"),
    ("POST", "/api/brain/memory", {"json": {"type": "goal", "summary": "x" * 5000}}, 422, "summary"),
    ("POST", "/api/brain/memory", {"json": {"type": "goal", "summary": "ok", "confidence": 7}}, 422, "confidence"),
    ("POST", "/api/brain/memory", {"json": {"type": "goal", "summary": "ok", "colour": "red"}}, 422, "colour"),
    ("POST", "/api/brain/memory", {"json": {"type": "goal", "summary": "ok", "id": 3}}, 422, "id"),
    ("POST", "/api/brain/memory", {"content": b"{}" + b" " * (1 << 21),
                                   "headers": {"content-type": "application/json"}}, 400, None),
    ("GET", "/api/brain/nothing-here", {}, 404, None),
    ("PATCH", "/api/brain/memory/1", {"json": {}}, 405, None),
]


@pytest.mark.parametrize(("verb", "path", "kw", "status", "field"), BAD, ids=[f"{b[0]} {b[1][:50]}" for b in BAD])
def test_bad_input_is_a_clear_4xx(web: Web, verb: str, path: str, kw: dict, status: int, field: str | None) -> None:
    r = web.api.request(verb, path, **kw)
    assert r.status_code == status, r.text
    err = error_of(r)
    assert err["message"]
    if field:  # a plain sentence that names the field, without JSON path syntax
        assert field.lower() in err["message"].lower() and "$." not in err["message"], err


@pytest.mark.parametrize("q", ['"', "NEAR(a b", "a* OR ^b", "col:val", "AND OR NOT", "(((", "🦄🦄", "\u0000x",
                               "' OR 1=1 --", "x" * 4000])
def test_search_survives_fts_metacharacters(web: Web, q: str) -> None:
    web.add("Drinks unicorn 🦄 smoothies on Fridays")
    r = web.api.get("/api/brain/memory/search", params={"q": q})
    assert r.status_code == 200, r.text
    assert isinstance(r.json()["items"], list)


def test_put_with_bad_fields_names_them(web: Web) -> None:
    m = web.add("Keeps a paper notebook")
    for body, field in [({"importance": 2}, "importance"), ({"type": "nope"}, "type"),
                        ({"scope": "limbo"}, "scope"), ({"summary": "   "}, "summary")]:
        r = web.api.put(f"/api/brain/memory/{m['id']}", json=body)
        assert r.status_code == 422 and field in error_of(r)["message"].lower(), (body, r.text)
    assert web.api.get(f"/api/brain/memory/{m['id']}").json()["summary"] == "Keeps a paper notebook"


def test_daemon_still_serves_after_bad_input(web: Web) -> None:
    for verb, path, kw, *_ in BAD:
        web.api.request(verb, path, **kw)
    assert web.daemon.call("brain.status")["mode"] == "second_brain"
    assert web.api.get("/api/brain/status").status_code == 200


def test_a_plan_shows_when_it_takes_effect(web: Web) -> None:
    # A plan typed by hand ("moving to Lisbon on 1 June 2099"): the memory page and
    # `mercuryctl get` say when it becomes where the user lives.
    m = web.add("User is moving to Lisbon on 1 June 2099", type="decision")
    assert (m["attribute"], m["value"]) == ("plan:lives_in", "lisbon")
    assert m["takes_effect"].startswith("2099-06-02")
    page = web.api.get("/second-brain/memory", params={"id": m["id"]})
    assert page.status_code == 200
    assert 'id="takes-effect"' in page.text and "2099" in page.text.split('id="takes-effect"')[1][:200]
    shown = web.daemon.ctl("get", str(m["id"]))
    assert shown.returncode == 0 and "a plan: takes effect 2099-06-02" in shown.stdout
