/* Dashboard behaviour through the REST API: add, edit, dismiss/delete memories; rename,
   relate and merge persons. Every action ends in a visible result: a flash line at the
   top and, when the page reloads, the changed card scrolled into view and highlighted.
   Plain DOM, no inline handlers (the page's CSP forbids inline script); memory text is
   only ever set with textContent. */
"use strict";
(function () {
  const FLASH_KEY = "mercury.flash";

  async function api(method, path, body) {
    const init = { method: method, headers: { "Accept": "application/json" }, credentials: "same-origin" };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const resp = await fetch(path, init);
    const data = await resp.json().catch(function () { return {}; });
    if (!resp.ok) {
      const msg = (data && data.error && data.error.message) || ("The dashboard answered HTTP " + resp.status + ".");
      throw new Error(msg);
    }
    return data;
  }

  /* ---------------------------------------------------------------- results you can see */

  function flash(text, opts) {
    const el = document.getElementById("flash");
    if (!el) return;
    el.textContent = text;
    el.classList.toggle("bad", Boolean(opts && opts.bad));
    if (opts && opts.link) {
      const a = document.createElement("a");
      a.href = opts.link.href;
      a.textContent = opts.link.text;
      el.appendChild(a);
    }
    el.hidden = false;
  }

  /* Reload (or go to ``url``) and say ``text`` there, pointing at card #id if it shows. */
  function flashAfterReload(text, id, url) {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ text: text, id: id || null }));
    if (url) window.location.assign(url); else window.location.reload();
  }

  function showPendingFlash() {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return;
    sessionStorage.removeItem(FLASH_KEY);
    let note;
    try { note = JSON.parse(raw); } catch (err) { return; }
    const card = note.id ? document.getElementById("m" + note.id) : null;
    if (card) {
      flash(note.text);
      card.classList.add("flash");
      card.scrollIntoView({ block: "center" });
    } else {
      flash(note.text, note.id ? { link: { href: "/second-brain/memory?id=" + note.id, text: "Open #" + note.id } } : null);
    }
  }

  async function refreshCounts() {
    try {
      const st = await api("GET", "/api/brain/status");
      document.querySelectorAll("[data-count]").forEach(function (b) {
        const n = st.counts && st.counts[b.dataset.count];
        if (n !== undefined) b.textContent = String(n);
      });
    } catch (err) { /* the counts stay as they were; the action itself succeeded */ }
  }

  function showError(form, err) {
    const slot = form.querySelector(".err");
    if (slot) slot.textContent = err.message;
  }

  function clearError(form) {
    const slot = form.querySelector(".err");
    if (slot) slot.textContent = "";
  }

  /* Only the fields the user changed, so an untouched number is not rewritten rounded. */
  function changedFields(form) {
    const body = {};
    for (const el of form.elements) {
      if (!el.name) continue;
      const initial = el.tagName === "SELECT"
        ? Array.from(el.options).find(function (o) { return o.defaultSelected; })?.value
        : el.defaultValue;
      if (el.value === initial) continue;
      body[el.name] = el.type === "number" ? Number(el.value) : el.value;
    }
    return body;
  }

  /* ---------------------------------------------------------------- memory cards */

  async function dismiss(card) {
    const id = card.dataset.id;
    const sub = card.dataset.tier === "subconscious";
    if (sub && !window.confirm("Delete memory #" + id + " for good? Subconscious memories are removed permanently.")) return;
    let r;
    // A subconscious card deletes (after asking); a conscious one only dismisses, also
    // when clicked twice or when the memory sank since the page was drawn.
    try { r = await api("DELETE", "/api/brain/memory/" + id + (sub ? "?hard=true" : "?only_dismiss=true")); }
    catch (err) { flash(err.message, { bad: true }); return; }
    const text = r.action === "deleted"
      ? "Deleted #" + id + " for good."
      : "Dismissed #" + id + ": it is in the subconscious now and no longer recalled.";
    if (card.closest("#single")) { flashAfterReload(text, null); return; }
    const list = card.parentElement;
    card.remove();
    if (list && !list.querySelector("li.memory")) {
      const empty = document.createElement("li");
      empty.className = "empty";
      empty.textContent = "No memories here.";
      list.appendChild(empty);
    }
    flash(text, r.action === "deleted" ? null : { link: { href: "/second-brain/memory?id=" + id, text: "Open #" + id } });
    refreshCounts();
  }

  document.addEventListener("click", async function (ev) {
    const btn = ev.target.closest("button");
    if (!btn) return;
    if (btn.id === "person-edit-toggle") {
      const panel = document.getElementById("person-edit");
      panel.hidden = !panel.hidden;
      btn.setAttribute("aria-expanded", String(!panel.hidden));
      if (!panel.hidden) panel.querySelector("input[name=name]").focus();
      return;
    }
    if (btn.classList.contains("js-cancel") && btn.closest("#person-edit")) {
      document.getElementById("person-edit").hidden = true;
      return;
    }
    const card = btn.closest("li.memory");
    if (!card) return;
    const form = card.querySelector("form.edit");
    if (btn.classList.contains("js-edit")) {
      form.hidden = !form.hidden;
      if (!form.hidden) form.querySelector("textarea").focus();
    } else if (btn.classList.contains("js-cancel")) {
      form.hidden = true;
    } else if (btn.classList.contains("js-delete")) {
      await dismiss(card);
    }
  });

  document.addEventListener("change", function (ev) {
    const sel = ev.target;
    if (sel.name === "type" && sel.closest("form.add")) {  // the example fits the chosen type
      const opt = sel.options[sel.selectedIndex];
      const area = sel.form.querySelector("textarea[name=summary]");
      if (opt && opt.dataset.placeholder && area) area.placeholder = opt.dataset.placeholder;
    }
  });

  function added(m) {
    if (m.superseded_by) return "Kept #" + m.id + " as history: a stronger memory, #" + m.superseded_by + ", says otherwise.";
    if (m.reinforcements > 0) return "Already known: #" + m.id + " is reinforced (" + m.reinforcements + "×).";
    return "Added #" + m.id + " (" + m.type + ", " + m.scope + ").";
  }

  document.addEventListener("submit", async function (ev) {
    const form = ev.target;
    if (form.classList.contains("logout")) {
      /* A plain form POST carries "Origin: null" under the page's no-referrer policy, and
         the dashboard refuses writes it cannot place; fetch sends the real origin. */
      ev.preventDefault();
      const resp = await fetch("/logout", { method: "POST", credentials: "same-origin" }).catch(function () { return null; });
      if (resp && resp.ok) {
        window.location.assign("/logged-out");
      } else {
        flash("Logging out failed" + (resp ? " (HTTP " + resp.status + ")" : "") + "; try again.", { bad: true });
      }
    } else if (form.classList.contains("edit")) {
      ev.preventDefault();
      clearError(form);
      const card = form.closest("li.memory");
      const body = changedFields(form);
      if (Object.keys(body).length === 0) { form.hidden = true; return; }
      try {
        await api("PUT", "/api/brain/memory/" + card.dataset.id, body);
        flashAfterReload("Saved #" + card.dataset.id + ".", card.dataset.id);
      } catch (err) { showError(form, err); }
    } else if (form.classList.contains("add")) {
      ev.preventDefault();
      clearError(form);
      const f = new FormData(form);
      const body = { type: f.get("type"), summary: f.get("summary") };
      if (form.dataset.person) body.persons = [form.dataset.person];
      try {
        const m = await api("POST", "/api/brain/memory", body);
        flashAfterReload(added(m), m.id);
      } catch (err) { showError(form, err); }
    } else if (form.id === "person-form") {
      ev.preventDefault();
      clearError(form);
      const person = document.getElementById("person");
      const body = changedFields(form);
      if ("aliases" in body) {
        body.aliases = body.aliases.split(",").map(function (s) { return s.trim(); }).filter(Boolean);
      }
      if (Object.keys(body).length === 0) { document.getElementById("person-edit").hidden = true; return; }
      try {
        const p = await api("PUT", "/api/brain/persons/" + person.dataset.id, body);
        flashAfterReload("Saved " + p.name + ".");
      } catch (err) { showError(form, err); }
    } else if (form.id === "merge-form") {
      ev.preventDefault();
      clearError(form);
      const person = document.getElementById("person");
      const sel = form.elements.other;
      const opt = sel.options[sel.selectedIndex];
      if (!sel.value) { showError(form, new Error("Choose the person to merge into " + person.dataset.name + ".")); return; }
      if (!window.confirm("Merge " + opt.dataset.name + " into " + person.dataset.name + "? " + opt.dataset.name +
                          "'s memories will name " + person.dataset.name + ", and " + opt.dataset.name + " becomes an alias.")) return;
      try {
        const p = await api("POST", "/api/brain/persons/" + person.dataset.id + "/merge", { other: Number(sel.value) });
        flashAfterReload("Merged " + opt.dataset.name + " into " + p.name + ": " + p.memory_count +
                         (p.memory_count === 1 ? " memory" : " memories") + " name " + p.name + " now.");
      } catch (err) { showError(form, err); }
    }
  });

  showPendingFlash();
})();
