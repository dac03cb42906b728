/* The graph of a life (d3-force, vendored): "you" at the centre, the people and the goals
   and projects on a ring around you, memories in clusters by type further out, pulled
   towards the people and goals they concern. Every relation graph.get knows is a line
   (knows, mentions, relates, reflects, supersedes); colours follow the tier (legend in
   text beside the graph). Focus on a person or filter memory types to read a big graph;
   zoom, pan, Fit, click a dot to open it.

   For speed at thousands of nodes the first picture is drawn at once from a seeded
   layout (each node near its group's place), then the simulation refines it in frames
   of a few ticks each. */
"use strict";
(function () {
  const host = document.getElementById("graph");
  const tip = document.getElementById("tooltip");
  const info = document.getElementById("graph-info");
  const focusSel = document.getElementById("focus");
  const typeBoxes = Array.from(document.querySelectorAll("#types input[type=checkbox]"));
  const COLOUR = { you: "#1d2330", person: "#e8590c", goal: "#12b76a", durable: "#3559e0",
                   active: "#7b9cf5", subconscious: "#9e77ed", old: "#ffffff" };
  // Where each group sits around you (degrees, 0 = right, 90 = down): the people you know
  // and what happened with them up right, you yourself below, what you are after up left
  // (people and goals on an inner ring, each on an arc that grows with their number).
  const PLACE = {
    people: -55, relationship: -75, episode: -30, identity: 15, preference: 55, habit: 95,
    constraint: 135, decision: 170, goals: -130, reflection: -105,
  };
  const ORDER = Object.keys(PLACE);
  const INNER = { people: true, goals: true };
  const LABELS_AT = 1.8;  // zoom from which every name and memory text is shown
  const NAMED = 40;  // people, goals and projects named before zooming in (the busiest)
  const SHORT = 24;  // a name that fits nowhere whole is tried this short

  let all = null;  // {nodes, edges} as loaded
  let stop = null;  // stops the running simulation

  function groupOf(n) {
    if (n.kind === "user") return "you";
    if (n.kind === "person") return "people";
    if (n.kind === "goal") return "goals";
    return ORDER.indexOf(n.type) >= 0 ? n.type : "reflection";
  }
  function fill(n) {
    if (n.kind === "user") return COLOUR.you;
    if (n.kind === "person") return COLOUR.person;
    if (n.superseded) return COLOUR.old;
    if (n.tier === "subconscious") return COLOUR.subconscious;
    if (n.kind === "goal") return COLOUR.goal;
    return n.scope === "durable" ? COLOUR.durable : COLOUR.active;
  }
  function href(n) {
    if (n.kind === "person") return "/second-brain/persons/" + n.ref;
    if (n.kind === "user") return null;
    return "/second-brain/memory?id=" + n.ref;
  }
  function describe(n) {
    if (n.kind === "user") return "You";
    if (n.kind === "person") return "person: " + n.label + (n.type ? " (" + n.type + ")" : "");
    const tier = n.superseded ? "superseded" : n.tier === "subconscious" ? "subconscious" : n.scope;
    return n.type + ": " + n.label + " (" + tier + ")";
  }
  function hash(s) {  // a stable pseudo-random number in [0, 1) per node id
    let h = 2166136261;
    for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
    return ((h >>> 0) % 100000) / 100000;
  }

  /* ---------------------------------------------------------------- what to show */

  function params() {
    const q = new URLSearchParams(window.location.search);
    const types = q.get("types");
    return { person: q.get("person") || "", types: types === null ? null : types.split(",").filter(Boolean) };
  }

  function saveParams(p) {
    const q = new URLSearchParams(window.location.search);
    if (p.person) q.set("person", p.person); else q.delete("person");
    if (p.types === null) q.delete("types"); else q.set("types", p.types.join(","));
    const s = q.toString();
    window.history.replaceState(null, "", window.location.pathname + (s ? "?" + s : ""));
  }

  function select(data, p) {
    const keepType = p.types === null ? null : new Set(p.types);
    let nodes = data.nodes.filter(function (n) {
      return n.kind === "user" || n.kind === "person" || keepType === null || keepType.has(n.type);
    });
    let ids = new Set(nodes.map(function (n) { return n.id; }));
    let edges = data.edges.filter(function (e) { return ids.has(e.source) && ids.has(e.target); });
    if (p.person) {  // the person, you, and everything one step from the person
      const centre = "p" + p.person;
      const near = new Set(["you", centre]);
      edges.forEach(function (e) {
        if (e.source === centre) near.add(e.target);
        if (e.target === centre) near.add(e.source);
      });
      nodes = nodes.filter(function (n) { return near.has(n.id); });
      ids = new Set(nodes.map(function (n) { return n.id; }));
      edges = edges.filter(function (e) { return ids.has(e.source) && ids.has(e.target); });
    }
    return { nodes: nodes, edges: edges };
  }

  /* ---------------------------------------------------------------- layout and drawing */

  function draw(shown) {
    if (stop) stop();
    host.querySelectorAll("svg").forEach(function (s) { s.remove(); });
    delete host.dataset.settled;
    const total = all.nodes.length;
    info.textContent = (shown.nodes.length === total ? total + " nodes" : shown.nodes.length + " of " + total + " nodes")
      + " · " + shown.edges.length + " relations";
    if (total <= 1) info.textContent += " · nothing remembered yet";

    const width = host.clientWidth, height = host.clientHeight;
    const nodes = shown.nodes.map(function (n) { return Object.assign({}, n); });
    const links = shown.edges.map(function (e) { return Object.assign({}, e); });
    const n = nodes.length;
    const big = n > 600;

    const degree = new Map();
    links.forEach(function (e) {
      degree.set(e.source, (degree.get(e.source) || 0) + 1);
      degree.set(e.target, (degree.get(e.target) || 0) + 1);
    });
    const radius = function (d) {
      if (d.kind === "user") return 14;
      const base = d.kind === "memory" ? (big ? 3 : 4.5) : 6;
      return base + Math.min(d.kind === "memory" ? 3 : 8, Math.sqrt(degree.get(d.id) || 0));
    };

    // Where each group sits: inner ring for people and goals, outer ring for memory types.
    const groups = new Map();
    nodes.forEach(function (d) { d.group = groupOf(d); groups.set(d.group, (groups.get(d.group) || 0) + 1); });
    const present = ORDER.filter(function (g) { return groups.has(g); });
    const labelled = n <= 60;  // few enough nodes to print every memory's words
    const r1 = (labelled ? 150 : 110) + 5 * Math.sqrt(n), r2 = r1 + (labelled ? 170 : 110) + 7 * Math.sqrt(n);
    // The rings follow the frame's shape: wide on a laptop, tall on a phone.
    const sx = Math.max(0.6, Math.min(1.6, Math.sqrt(width / height))), sy = 1 / sx;
    const anchor = new Map([["you", { x: 0, y: 0 }]]);
    present.forEach(function (g) {
      const a = PLACE[g] * Math.PI / 180;
      const r = INNER[g] ? r1 : r2;
      anchor.set(g, { x: sx * r * Math.cos(a), y: sy * r * Math.sin(a), a: a, r: r });
    });
    // People and goals each get an arc of the inner ring, the busiest in its middle; the
    // arcs grow with their number (up to most of the ring), people first, goals after.
    const inner = { people: [], goals: [] };
    nodes.forEach(function (d) { if (INNER[d.group]) inner[d.group].push(d); });
    const arcOf = function (list) { return Math.min(list.length * 16, 300 * list.length / Math.max(1, inner.people.length + inner.goals.length)); };
    const arcs = { people: arcOf(inner.people), goals: arcOf(inner.goals) };
    const centre = { people: PLACE.people, goals: PLACE.people - arcs.people / 2 - 20 - arcs.goals / 2 };
    if (!inner.people.length) centre.goals = PLACE.goals;
    Object.keys(inner).forEach(function (g) {
      const list = inner[g].sort(function (a, b) { return (degree.get(b.id) || 0) - (degree.get(a.id) || 0); });
      list.forEach(function (d, i) {  // 0, +1, -1, +2, -2, … steps from the arc's middle
        const step = list.length > 1 ? arcs[g] / (list.length - 1) : 0;
        const a = (centre[g] + (i % 2 ? 1 : -1) * Math.ceil(i / 2) * step) * Math.PI / 180;
        d.tx = sx * r1 * Math.cos(a);
        d.ty = sy * r1 * Math.sin(a);
      });
    });
    nodes.forEach(function (d) {
      const at = d.tx !== undefined ? { x: d.tx, y: d.ty } : anchor.get(d.group);
      const spread = d.tx !== undefined ? 4 : 6 * Math.sqrt(groups.get(d.group) || 1) + 10;
      const t = 2 * Math.PI * hash(d.id), s = spread * Math.sqrt(hash(d.id + "r"));
      d.x = at.x + s * Math.cos(t);
      d.y = at.y + s * Math.sin(t);
      if (d.kind === "user") { d.fx = 0; d.fy = 0; }
    });

    const svg = d3.select(host).append("svg").attr("viewBox", [-width / 2, -height / 2, width, height])
      .attr("role", "img").attr("aria-label", "graph of memories, persons and goals");
    const view = svg.append("g");
    const NAMES = { people: "people", goals: "goals and projects" };
    const sectorLayer = view.append("g");
    const sectors = sectorLayer.selectAll("text")
      .data(present.filter(function (g) { return !INNER[g] || groups.get(g) > NAMED; })).join("text")
      .attr("class", "sector").attr("text-anchor", "middle")
      .text(function (g) { return (NAMES[g] || g) + " · " + groups.get(g); });
    function placeSectors() {  // each memory type's name just outside its cluster
      const sum = new Map();
      nodes.forEach(function (d) {
        const s = sum.get(d.group) || { x: 0, y: 0, n: 0, ext: 0, list: [] };
        s.x += d.x; s.y += d.y; s.n += 1; s.list.push(d);
        sum.set(d.group, s);
      });
      sectors.each(function (g) {
        const s = sum.get(g);
        const cx = s.x / s.n, cy = s.y / s.n, len = Math.hypot(cx, cy) || 1;
        let ext = 0;
        s.list.forEach(function (d) { ext = Math.max(ext, (d.x - cx) * cx / len + (d.y - cy) * cy / len); });
        const ux = cx / len, uy = cy / len, off = ext + 14 / scale;
        const anchorAt = ux < -0.35 ? "end" : ux > 0.35 ? "start" : "middle";
        // Inside the frame: a name cut at the edge says nothing.
        const t = d3.zoomTransform(svg.node()), w = 9 * this.textContent.length / t.k;
        const lo = (-width / 2 - t.x) / t.k + 4 / t.k, hi = (width / 2 - t.x) / t.k - 4 / t.k;
        let x = cx + ux * off;
        const left = anchorAt === "end" ? x - w : anchorAt === "start" ? x : x - w / 2;
        x += Math.max(0, lo - left) - Math.max(0, left + w - hi);
        const ylo = (-height / 2 - t.y) / t.k + 16 / t.k, yhi = (height / 2 - t.y) / t.k - 4 / t.k;
        const y = Math.min(yhi, Math.max(ylo, cy + uy * off + (uy > 0.3 ? 12 / scale : 0)));
        d3.select(this).attr("x", x).attr("y", y).attr("text-anchor", anchorAt);
      });
    }

    const distance = { mentions: 45, knows: 70, relates: 70, reflects: 55, supersedes: 30 };
    const sim = d3.forceSimulation(nodes)
      .force("link", d3.forceLink(links).id(function (d) { return d.id; })
        .distance(function (e) { return e.source.kind === "user" ? r1 : distance[e.kind] || 50; })
        .strength(function (e) {  // people and goals keep their place on the ring; memories come to them
          if (e.source.kind === "user") return 0.02;
          return INNER[e.source.group] || INNER[e.target.group] ? (big ? 0.04 : 0.1) : 0.2;
        }))
      .force("charge", d3.forceManyBody()
        .strength(function (d) { return d.kind === "memory" ? (big ? -6 : labelled ? -120 : -25) : (labelled ? -160 : big ? -15 : -60); })
        .distanceMax(big ? 180 : 400).theta(0.9))
      .force("x", d3.forceX(function (d) { return d.tx !== undefined ? d.tx : anchor.get(d.group).x; })
        .strength(function (d) { return d.kind === "memory" ? 0.06 : 0.3; }))
      .force("y", d3.forceY(function (d) { return d.ty !== undefined ? d.ty : anchor.get(d.group).y; })
        .strength(function (d) { return d.kind === "memory" ? 0.06 : 0.3; }))
      .force("collide", d3.forceCollide().iterations(1).radius(function (d) {
        return radius(d) + (labelled ? (d.kind === "memory" ? 9 : 16) : d.kind === "memory" ? 1.5 : 6);
      }))
      .alphaDecay(big ? 0.05 : 0.03)
      .stop();

    // In a big graph the spokes from you to every person and goal would hide the rest;
    // the ring around you says the same thing there.
    const drawn = big ? links.filter(function (e) { return e.source.kind !== "user"; }) : links;
    const line = view.append("g").selectAll("line").data(drawn).join("line")
      .attr("class", function (e) { return e.kind; });
    const node = view.append("g").selectAll("g").data(nodes).join("g")
      .attr("class", function (d) {
        return "node " + (d.kind === "user" ? "you" : d.kind) + (d.superseded ? " superseded" : "");
      })
      .attr("data-kind", function (d) { return d.kind; })
      .attr("data-id", function (d) { return d.id; });
    node.append("circle").attr("r", radius).attr("fill", fill);
    sectorLayer.raise();  // the clusters' names above their dots
    const nodeEls = new Map();
    node.each(function (d) { nodeEls.set(d.id, this); });

    // Names: you, and the busiest people, goals and projects; the rest appear when zoomed in.
    const busiest = function (kind, count) {
      return nodes.filter(function (d) { return d.kind === kind; })
        .sort(function (a, b) { return (degree.get(b.id) || 0) - (degree.get(a.id) || 0); })
        .slice(0, count).map(function (d) { return d.id; });
    };
    const always = new Set(["you"].concat(busiest("person", NAMED * 0.6), busiest("goal", NAMED * 0.4)));
    const shortLabel = function (d) {  // "User is training for …" -> "training for …"
      const text = d.kind === "memory" || d.kind === "goal"
        ? d.label.replace(/^User is /, "").replace(/^User's /, "your ").replace(/^User /, "") : d.label;
      const most = width < 500 ? 20 : n <= 20 ? 60 : 30;  // a phone has room for short names only
      return text.length > most ? text.slice(0, most - 1) + "…" : text;
    };
    node.filter(function (d) { return d.kind !== "memory" || labelled; }).append("text")
      .attr("x", function (d) { return radius(d) + 3; }).attr("dy", "0.35em")
      .text(shortLabel);

    node.on("mouseenter", function (ev, d) {
      tip.textContent = describe(d);  // text, never HTML
      tip.hidden = false;
    }).on("mousemove", function (ev) {
      const box = host.getBoundingClientRect();
      tip.style.left = Math.min(ev.clientX - box.left + 12, box.width - 160) + "px";
      tip.style.top = (ev.clientY - box.top + 12) + "px";
    }).on("mouseleave", function () { tip.hidden = true; })
      .on("click", function (ev, d) {
        const to = href(d);
        if (!ev.defaultPrevented && to) window.location.href = to;
      })
      .call(d3.drag()
        .on("start", function (ev, d) { d.fx = d.x; d.fy = d.y; })
        .on("drag", function (ev, d) { d.fx = ev.x; d.fy = ev.y; paint(); })
        .on("end", function (ev, d) { if (d.kind !== "user") { d.fx = null; d.fy = null; } }));

    let scale = 1, zoomedIn = false, pending = 0;
    const zoom = d3.zoom().scaleExtent([0.05, 12]).on("zoom", function (ev) {
      view.attr("transform", ev.transform);
      scale = ev.transform.k;
      view.attr("font-size", 11 / scale);  // names keep their size on screen at any zoom
      const more = scale >= LABELS_AT;
      if (more && !zoomedIn && !labelled) {  // the memories' own words, made the first time they are wanted
        node.filter(function (d) { return d.kind === "memory" && this.querySelector("text") === null; })
          .append("text").attr("x", function (d) { return radius(d) + 2; }).attr("dy", "0.35em").text(shortLabel);
      }
      zoomedIn = zoomedIn || more;
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(function () { placeSectors(); declutter(); });
    });
    svg.call(zoom).on("dblclick.zoom", null);

    // Names that would overlap on screen are hidden, most important first: you, then the
    // busiest people, goals and projects, then memories (only when zoomed in or few).
    const rank = nodes.slice().sort(function (a, b) {
      const ka = a.kind === "user" ? 0 : a.kind === "memory" ? 2 : 1, kb = b.kind === "user" ? 0 : b.kind === "memory" ? 2 : 1;
      return ka - kb || (degree.get(b.id) || 0) - (degree.get(a.id) || 0);
    });
    let lastShown = "";
    function declutter() {
      const cs = 60 / scale;  // grid cells of 60 screen pixels, in graph units
      const taken = new Map();
      const t = d3.zoomTransform(svg.node());  // the frame, in graph units: names stay inside it
      const frame = [(-width / 2 - t.x) / t.k + 2 / t.k, (-height / 2 - t.y) / t.k,
                     (width / 2 - t.x) / t.k - 2 / t.k, (height / 2 - t.y) / t.k];
      const inside = function (b) { return b[0] >= frame[0] && b[2] <= frame[2] && b[1] >= frame[1] && b[3] <= frame[3]; };
      function cells(box, fn) {
        for (let gx = Math.floor(box[0] / cs); gx <= Math.floor(box[2] / cs); gx++) {
          for (let gy = Math.floor(box[1] / cs); gy <= Math.floor(box[3] / cs); gy++) {
            if (fn(gx + ":" + gy) === false) return false;
          }
        }
        return true;
      }
      function overlaps(box, key) {
        const list = taken.get(key);
        return Boolean(list) && list.some(function (b) {
          return b[0] < box[2] && box[0] < b[2] && b[1] < box[3] && box[1] < b[3];
        });
      }
      sectors.each(function (g) {  // the memory types' names stay; other names avoid them
        const x = Number(this.getAttribute("x")), y = Number(this.getAttribute("y"));
        const w = 9 * this.textContent.length / scale, h = 14 / scale;
        const anchorAt = this.getAttribute("text-anchor");
      const left = anchorAt === "end" ? x - w : anchorAt === "start" ? x : x - w / 2;
      const box = [left, y - h, left + w, y + 2 / scale];
        cells(box, function (key) {
          if (!taken.has(key)) taken.set(key, []);
          taken.get(key).push(box);
        });
      });
      // In a small graph no name covers the dot of you or of a person, goal or project (in a
      // crowd they would leave too few places for names; there a name is drawn over dots).
      nodes.forEach(function (d) {
        if (!labelled || !always.has(d.id)) return;
        const r = radius(d) + 2 / scale, box = [d.x - r, d.y - r, d.x + r, d.y + r];
        cells(box, function (key) {
          if (!taken.has(key)) taken.set(key, []);
          taken.get(key).push(box);
        });
      });
      // A name is drawn above every dot: the named nodes go last in the document, in
      // this order, and a node is named only if its dot covers no name placed before it.
      const names = new Map(), shown = [];
      const onName = function (b) {
        return !cells(b, function (key) {
          const list = names.get(key);
          return !(list && list.some(function (o) { return o[0] < b[2] && b[0] < o[2] && o[1] < b[3] && b[1] < o[3]; }));
        });
      };
      rank.forEach(function (d) {
        const el = d.textEl || (d.textEl = nodeEls.get(d.id).querySelector("text"));
        if (!el) return;
        const wanted = labelled || d.kind === "user" || always.has(d.id) || scale >= LABELS_AT;
        if (!wanted) { el.classList.add("off"); return; }
        // Away from you first (left of a node left of you), else the other side; a name
        // that fits on neither side is tried again shortened.
        if (d.fullName === undefined) d.fullName = el.textContent;
        const texts = d.fullName.length > SHORT + 1 ? [d.fullName, d.fullName.slice(0, SHORT) + "…"] : [d.fullName];
        const h = 13 / scale, gap = radius(d) + 3 / scale;
        const free = function (b) { return inside(b) && cells(b, function (key) { return !overlaps(b, key); }); };
        const dot = radius(d) + 1 / scale;
        const clear = !onName([d.x - dot, d.y - dot, d.x + dot, d.y + dot]);
        let box = null, left = null;
        for (let i = 0; clear && box === null && i < texts.length; i++) {
          const w = (d.kind === "memory" ? 6 : 7) * texts[i].length / scale;
          const right = [d.x + gap, d.y - h / 2, d.x + gap + w, d.y + h / 2];
          left = [d.x - gap - w, d.y - h / 2, d.x - gap, d.y + h / 2];
          const sides = d.x < -1 ? [left, right] : [right, left];
          box = free(sides[0]) ? sides[0] : free(sides[1]) ? sides[1] : null;
          if (box !== null && el.textContent !== texts[i]) el.textContent = texts[i];
        }
        el.classList.toggle("off", box === null);
        if (box !== null) {
          const onLeft = box === left;
          el.setAttribute("text-anchor", onLeft ? "end" : "start");
          el.setAttribute("x", String((onLeft ? -1 : 1) * gap));
          cells(box, function (key) {
            if (!taken.has(key)) taken.set(key, []);
            taken.get(key).push(box);
            if (!names.has(key)) names.set(key, []);
            names.get(key).push(box);
          });
          shown.push(d.id);
        }
      });
      if (shown.join() !== lastShown) {
        lastShown = shown.join();
        shown.forEach(function (id) { const g = nodeEls.get(id); g.parentNode.appendChild(g); });
      }
    }

    function fit() {  // every dot in the frame; names that would not fit are hidden by declutter
      let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
      nodes.forEach(function (d) {
        x0 = Math.min(x0, d.x); y0 = Math.min(y0, d.y); x1 = Math.max(x1, d.x); y1 = Math.max(y1, d.y);
      });
      const padX = Math.min(120, width * 0.12), padY = 30;
      const k = Math.min(1.6, (width - 2 * padX) / Math.max(1, x1 - x0), (height - 2 * padY) / Math.max(1, y1 - y0));
      svg.call(zoom.transform, d3.zoomIdentity.scale(k).translate(-(x0 + x1) / 2, -(y0 + y1) / 2));
    }
    function paint() {
      line.attr("x1", function (e) { return e.source.x; }).attr("y1", function (e) { return e.source.y; })
          .attr("x2", function (e) { return e.target.x; }).attr("y2", function (e) { return e.target.y; });
      node.attr("transform", function (d) { return "translate(" + d.x.toFixed(1) + "," + d.y.toFixed(1) + ")"; });
    }

    document.getElementById("fit").onclick = fit;
    document.getElementById("zoom-in").onclick = function () { svg.call(zoom.scaleBy, 1.5); };
    document.getElementById("zoom-out").onclick = function () { svg.call(zoom.scaleBy, 1 / 1.5); };

    // First picture now (the seeded layout), then refine a few ticks per frame.
    paint();
    fit();
    placeSectors();
    declutter();
    host.dataset.ready = "1";
    requestAnimationFrame(function () {
      if (!window.__graphFirstPaint) window.__graphFirstPaint = performance.now();
    });
    const maxTicks = big ? 120 : 300;
    let ticks = 0, running = true;
    function frame() {
      if (!running) return;
      const t0 = performance.now();
      do { sim.tick(); ticks++; } while (performance.now() - t0 < 14 && ticks < maxTicks);
      paint();
      if (ticks < maxTicks && sim.alpha() > sim.alphaMin()) {
        requestAnimationFrame(frame);
      } else {
        running = false;
        fit();
        placeSectors();
        declutter();
        host.dataset.settled = "1";
      }
    }
    requestAnimationFrame(frame);
    stop = function () { running = false; };
  }

  /* ---------------------------------------------------------------- controls */

  function fillFocus(data, p) {
    const degree = new Map();
    data.edges.forEach(function (e) {
      degree.set(e.source, (degree.get(e.source) || 0) + 1);
      degree.set(e.target, (degree.get(e.target) || 0) + 1);
    });
    const people = data.nodes.filter(function (d) { return d.kind === "person"; })
      .sort(function (a, b) { return (degree.get(b.id) || 0) - (degree.get(a.id) || 0) || a.label.localeCompare(b.label); });
    people.forEach(function (d) {
      const o = document.createElement("option");
      o.value = String(d.ref);
      o.textContent = d.label;
      focusSel.appendChild(o);
    });
    focusSel.value = p.person;
    typeBoxes.forEach(function (box) { box.checked = p.types === null || p.types.indexOf(box.value) >= 0; });
  }

  function onChange() {
    const chosen = typeBoxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
    const p = { person: focusSel.value, types: chosen.length === typeBoxes.length ? null : chosen };
    saveParams(p);
    draw(select(all, p));
  }

  async function load() {
    const sub = host.dataset.subconscious === "1";
    const resp = await fetch("/api/brain/graph?include_subconscious=" + (sub ? "true" : "false"),
                             { credentials: "same-origin" });
    const data = await resp.json();
    if (!resp.ok) { info.textContent = (data.error && data.error.message) || "The graph could not be loaded."; return; }
    all = data;
    const p = params();
    fillFocus(data, p);
    focusSel.addEventListener("change", onChange);
    typeBoxes.forEach(function (b) { b.addEventListener("change", onChange); });
    draw(select(all, p));
  }

  load().catch(function (err) { info.textContent = err.message; });
})();
