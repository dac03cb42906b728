/* Dashboard behaviour: inline edit, add, dismiss/delete through the REST API.
   Plain DOM, no inline handlers (the page's CSP forbids inline script). */
"use strict";
(function () {
  async function api(method, path, body) {
    const init = { method: method, headers: { "Accept": "application/json" }, credentials: "same-origin" };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const resp = await fetch(path, init);
    const data = await resp.json().catch(function () { return {}; });
    if (!resp.ok) {
      const msg = (data && data.error && data.error.message) || ("HTTP " + resp.status);
      throw new Error(msg);
    }
    return data;
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

  function showError(form, err) {
    const slot = form.querySelector(".err");
    if (slot) slot.textContent = err.message;  // textContent: never parsed as HTML
  }

  document.addEventListener("click", async function (ev) {
    const btn = ev.target.closest("button");
    if (!btn) return;
    const card = btn.closest("li.memory");
    if (!card) return;
    const form = card.querySelector("form.edit");
    if (btn.classList.contains("js-edit")) {
      form.hidden = !form.hidden;
      if (!form.hidden) form.querySelector("textarea").focus();
    } else if (btn.classList.contains("js-cancel")) {
      form.hidden = true;
    } else if (btn.classList.contains("js-delete")) {
      const sub = card.dataset.tier === "subconscious";
      if (sub && !window.confirm("Delete this memory for good? Subconscious memories are removed permanently.")) return;
      try {
        await api("DELETE", "/api/brain/memory/" + card.dataset.id);
        card.remove();
        window.location.reload();
      } catch (err) { window.alert(err.message); }
    }
  });

  document.addEventListener("submit", async function (ev) {
    const form = ev.target;
    if (form.classList.contains("edit")) {
      ev.preventDefault();
      const card = form.closest("li.memory");
      const body = changedFields(form);
      if (Object.keys(body).length === 0) { form.hidden = true; return; }
      try {
        await api("PUT", "/api/brain/memory/" + card.dataset.id, body);
        window.location.reload();
      } catch (err) { showError(form, err); }
    } else if (form.classList.contains("add")) {
      ev.preventDefault();
      const f = new FormData(form);
      try {
        await api("POST", "/api/brain/memory", {
          type: f.get("type"), summary: f.get("summary"), evidence: f.get("evidence"),
        });
        window.location.reload();
      } catch (err) { showError(form, err); }
    }
  });
})();
