/* Force-directed graph of memories, persons and goals (d3-force, vendored).
   Zoom and pan on the background, drag nodes, hover for the label, click to open. */
"use strict";
(function () {
  const host = document.getElementById("graph");
  const tip = document.getElementById("tooltip");
  const info = document.getElementById("graph-info");
  const colour = { memory: "#3559e0", goal: "#12b76a", person: "#f79009" };

  function fill(n) { return n.tier === "subconscious" ? "#b692f6" : colour[n.kind] || "#667085"; }
  function href(n) {
    return n.kind === "person" ? "/second-brain/persons/" + n.ref : "/second-brain/memory?id=" + n.ref;
  }

  async function load() {
    const sub = host.dataset.subconscious === "1";
    const resp = await fetch("/api/brain/graph?include_subconscious=" + (sub ? "true" : "false"),
                             { credentials: "same-origin" });
    const data = await resp.json();
    if (!resp.ok) { info.textContent = (data.error && data.error.message) || "cannot load the graph"; return; }
    draw(data.nodes, data.edges);
  }

  function draw(nodes, edges) {
    info.textContent = nodes.length + " nodes · " + edges.length + " edges";
    const width = host.clientWidth, height = host.clientHeight;
    const svg = d3.select(host).append("svg").attr("viewBox", [-width / 2, -height / 2, width, height]);
    const view = svg.append("g");
    const big = nodes.length > 500;

    const degree = new Map();
    edges.forEach(function (e) {
      degree.set(e.source, (degree.get(e.source) || 0) + 1);
      degree.set(e.target, (degree.get(e.target) || 0) + 1);
    });
    const radius = function (n) { return (n.kind === "memory" ? 4 : 6) + Math.min(6, Math.sqrt(degree.get(n.id) || 0)); };

    const links = edges.map(function (e) { return Object.assign({}, e); });
    const sim = d3.forceSimulation(nodes)
      .force("link", d3.forceLink(links).id(function (n) { return n.id; }).distance(40).strength(0.4))
      .force("charge", d3.forceManyBody().strength(big ? -12 : -40).distanceMax(300))
      .force("x", d3.forceX().strength(0.04))
      .force("y", d3.forceY().strength(0.04))
      .force("collide", d3.forceCollide().radius(function (n) { return radius(n) + 1; }).iterations(1))
      .alphaDecay(big ? 0.05 : 0.0228);

    const line = view.append("g").selectAll("line").data(links).join("line")
      .attr("stroke-width", function (e) { return e.kind === "relationship" ? 2 : 1; });
    const node = view.append("g").selectAll("circle").data(nodes).join("circle")
      .attr("r", radius).attr("fill", fill)
      .attr("data-kind", function (n) { return n.kind; })
      .attr("data-id", function (n) { return n.id; })
      .on("mouseenter", function (ev, n) {
        tip.textContent = (n.kind === "person" ? "👤 " : n.type ? n.type + ": " : "") + n.label;  // text, never HTML
        tip.hidden = false;
      })
      .on("mousemove", function (ev) {
        const box = host.getBoundingClientRect();
        tip.style.left = (ev.clientX - box.left + 12) + "px";
        tip.style.top = (ev.clientY - box.top + 12) + "px";
      })
      .on("mouseleave", function () { tip.hidden = true; })
      .on("click", function (ev, n) { if (!ev.defaultPrevented) window.location.href = href(n); })
      .call(d3.drag()
        .on("start", function (ev, n) { if (!ev.active) sim.alphaTarget(0.2).restart(); n.fx = n.x; n.fy = n.y; })
        .on("drag", function (ev, n) { n.fx = ev.x; n.fy = ev.y; })
        .on("end", function (ev, n) { if (!ev.active) sim.alphaTarget(0); n.fx = null; n.fy = null; }));

    const zoom = d3.zoom().scaleExtent([0.1, 8]).on("zoom", function (ev) { view.attr("transform", ev.transform); });
    svg.call(zoom);

    function fit() {  // zoom out so the settled graph fits the frame
      const xs = nodes.map(function (n) { return n.x; }), ys = nodes.map(function (n) { return n.y; });
      const w = d3.max(xs) - d3.min(xs) + 40, h = d3.max(ys) - d3.min(ys) + 40;
      const k = Math.min(1.5, width / w, height / h);
      const cx = (d3.max(xs) + d3.min(xs)) / 2, cy = (d3.max(ys) + d3.min(ys)) / 2;
      svg.call(zoom.transform, d3.zoomIdentity.scale(k).translate(-cx, -cy));
    }

    sim.on("tick", function () {
      line.attr("x1", function (e) { return e.source.x; }).attr("y1", function (e) { return e.source.y; })
          .attr("x2", function (e) { return e.target.x; }).attr("y2", function (e) { return e.target.y; });
      node.attr("cx", function (n) { return n.x; }).attr("cy", function (n) { return n.y; });
    });
    sim.on("end", function () { if (nodes.length) fit(); host.dataset.settled = "1"; });
    host.dataset.ready = "1";
  }

  load().catch(function (err) { info.textContent = err.message; });
})();
