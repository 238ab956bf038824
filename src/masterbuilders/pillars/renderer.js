// The Pillars of the Earth on the page: the board's locations in their numbered order with master
// builders on them, the cost track and the bag, Kingsbridge, Shiring, the market, each player.
import { esc, changed } from "../api.js";

const COLORS = ["blue", "red", "green", "yellow"];
const LOCATIONS = [
  ["archbishop", 2, "Archbishop's seat", "protection or a market cube"],
  ["kingsbridge", 4, "Kingsbridge", "take the advantage card"],
  ["priory", 5, "Kingsbridge priory", "2 / 1 VP"],
  ["court", 9, "King's court", "no tax; 1st space: metal"],
  ["shiring", 10, "Shiring", "take the craftsman"],
  ["castle", 11, "Shiring Castle", "2 workers next round"],
  ["market", 12, "Resource market", "buy and sell"],
  ["startplayer", 14, "Cathedral", "next starting player"],
];
const PRICES = { stone: [4, 4], wood: [3, 3], sand: [2, 2], metal: [null, 5] };

function cubes(res) {
  return Object.entries(res).filter(([, n]) => n).map(([r, n]) => `<span class="cube ${r}">${n}</span>`).join("") || '<span class="muted">-</span>';
}

function cardBody(id, info) {
  if (!info) return `<div class="title">${esc(id)}</div>`;
  if (info.kind === "resource") return `<div class="title"><span class="cube ${info.resource}">${info.yield}</span> ${esc(info.resource)}</div><div class="small">${esc(id)} &middot; needs ${info.workers} workers</div>`;
  return `<div class="title">${esc(info.name)}</div><div class="small">${esc(id)} &middot; ${info.cost} gold</div><div class="small">${esc(info.formula)}</div>`;
}

// Card id -> name for every card the view names: the face-up cards and the advantages in front of
// the players (view.cards), the craftsmen each player has hired.
// Built once per view (label is called for every action button).
const namesOfView = new WeakMap();
function cardNames(view) {
  let names = namesOfView.get(view);
  if (!names) {
    names = {};
    for (const [id, info] of Object.entries(view.cards || {})) if (info.name) names[id] = info.name;
    for (const p of view.players || []) for (const c of p.craftsmen) names[c.id] = c.name;
    namesOfView.set(view, names);
  }
  return names;
}

function cardName(cards, id) { return cards[id] && cards[id].name ? cards[id].name : id; }

// An action as a player reads it: card ids replaced by the cards' names (the button keeps the
// action itself as its tooltip and data-action).
export function label(action, view) {
  if (!view) return action;
  const names = cardNames(view);
  return action.split(" ").map((w) => names[w] || w).join(" ");
}

function clickable(action, legal) { return legal.has(action) ? ` clickable" data-action="${esc(action)}` : ""; }

export function board(view, ctx) {
  const b = view.board;
  const base = ctx.base && ctx.base.board;
  const legal = ctx.legal;
  const ev = view.event;
  let html = `<h2>Round ${view.round} of 6 &middot; ${esc(view.phase)}</h2>`;
  html += `<p>Starting player: <span class="dot ${COLORS[view.starting_player]}"></span> ${COLORS[view.starting_player]} &middot; Event: ${ev ? `<b>${esc(ev.name)}</b> (${ev.positive ? "positive" : "negative"})` : '<span class="muted">not revealed</span>'}`
    + (view.private && view.private.coming_event ? ` &middot; <i>Ellen shows you: ${esc(view.private.coming_event.name)}</i>` : "") + (b.tax ? ` &middot; tax die ${b.tax}` : "") + "</p>";
  const costs = [7, 6, 5, 4, 3, 2, 1, 0].map((c) => `<span class="${c === b.cost ? "here" : ""}">${c}</span>`).join("");
  html += `<div class="track">Cost track: ${costs} &nbsp; Bag: ${b.bag.map((n, i) => `<span class="dot ${COLORS[i]}"></span>&times;${n}`).join(" ")}`
    + (b.passed_queue.length ? ` &nbsp; Passed: ${b.passed_queue.map((s) => `<span class="dot ${COLORS[s]}"></span>`).join("")}` : "")
    + "</div>";
  const cards = view.cards || {};
  html += '<div class="locations">';
  for (const [id, num, name, what] of LOCATIONS) {
    const spaces = Object.entries(b.spaces).filter(([s]) => s === id || s.startsWith(id + "-"));
    const spots = spaces.map(([s, owner], i) => {
      const card = id === "kingsbridge" ? b.kingsbridge[i] : id === "shiring" ? b.shiring[i] : null;
      const extra = card ? `<div class="small" title="${esc(card)}">${esc(cardName(cards, card))}</div>` : "";
      const cls = `space${owner >= 0 ? " taken" : ""}${changed(owner, base && base.spaces[s])}${clickable("place " + s, legal)}`;
      return `<span title="${esc(s)}"><span class="${cls}" data-space="${esc(s)}">${owner >= 0 ? `<span class="dot ${COLORS[owner]}"></span>` : i + 1}</span>${extra}</span>`;
    }).join("");
    html += `<div class="loc"><div class="num">${num}. ${esc(name)}</div><div class="small muted">${esc(what)}</div><div class="spaces">${spots}</div></div>`;
  }
  html += "</div>";
  const kb = b.kingsbridge.filter(Boolean);
  const sh = b.shiring.filter(Boolean);
  if (kb.length || sh.length) {
    html += "<h3>Kingsbridge and Shiring</h3><div class=\"cards\">"
      + kb.map((c) => `<div class="card"><div class="small">Kingsbridge</div><div class="title">${esc(cardName(cards, c))}</div><div class="small">${esc(cards[c] ? cards[c].text : "")}</div></div>`).join("")
      + sh.map((c) => `<div class="card"><div class="small">Shiring (free)</div>${cardBody(c, cards[c])}</div>`).join("") + "</div>";
  }
  if (b.supply_cards.length) {
    html += "<h3>Supply (Phase I)</h3><div class=\"cards\">" + b.supply_cards.map((c) => {
      const action = legal.has("take " + c) ? "take " + c : "hire " + c;
      return `<div class="card${clickable(action, legal)}">${cardBody(c, cards[c])}</div>`;
    }).join("") + "</div>";
  }
  html += "<h3>Market</h3><div class=\"cards\">" + ["stone", "wood", "sand", "metal"].map((r) => {
    const stock = r === "metal" ? "-" : b.market[r];
    const buy = legal.has(`buy ${r} 1`) ? ` clickable" data-filter="buy ${r}` : legal.has(`sell ${r} 1`) ? ` clickable" data-filter="sell ${r}` : "";
    const [bp, sp] = PRICES[r];
    return `<div class="card${changed(stock, base && base.market[r])}${buy}"><span class="cube ${r}">${r}</span> stock ${stock}<div class="small">${bp ? `buy ${bp} &middot; ` : "cannot be bought &middot; "}sell ${sp}</div></div>`;
  }).join("") + `<div class="card"><span class="cube metal">metal</span> at court: ${b.court_metal}</div></div>`;
  return html;
}

export function players(view, ctx) {
  const legal = ctx.legal;
  const cards = view.cards || {};
  return view.players.map((p, i) => {
    const old = ctx.base && ctx.base.players[i];
    const toMove = view.decision.seat === i ? " to-move" : "";
    const crafts = p.craftsmen.map((c) => {
      const acts = [`use ${c.id}`, `discard ${c.id}`, `lose ${c.id}`, `boost ${c.id}`];
      const hit = acts.find((a) => [...legal].some((l) => l === a || l.startsWith(a + " ")));
      const attr = hit ? (legal.has(hit) ? `" data-action="${esc(hit)}` : `" data-filter="${esc(hit)}`) : "";
      return `<div class="card${hit ? " clickable" : ""}${attr}"><div class="title">${esc(c.name)}</div><div class="small">${esc(c.id)}: ${esc(c.formula)} &middot; capacity ${c.capacity}</div></div>`;
    }).join("");
    const drops = ["stone", "wood", "sand", "metal"].filter((r) => legal.has("drop " + r)).map((r) => `<button type="button" data-action="drop ${r}">drop ${r}</button>`).join(" ");
    const w = p.workers;
    return `<div class="player${toMove}"><div><span class="dot ${COLORS[i]}"></span> <b>${esc(ctx.names[i])}</b>${ctx.seat === i ? " (you)" : ""}</div>
      <div class="stats"><span class="${changed(p.vp, old && old.vp).trim()}">VP <b>${p.vp}</b></span><span class="${changed(p.gold, old && old.gold).trim()}">gold <b>${p.gold}</b></span><span>workers ${w.total - w.on_cards}/${w.total}${w.wool_mill ? `, wool mill ${w.wool_mill}` : ""}</span>${p.master_builders_next_round < p.master_builders ? `<span>next round: ${p.master_builders_next_round} master builders (city wall)</span>` : ""}${p.master_builders < 3 ? `<span>${p.master_builders} master builders this round</span>` : ""}</div>
      <div class="${changed(p.resources, old && old.resources).trim()}">cubes: ${cubes(p.resources)}${Object.values(p.owed).some(Boolean) ? ` owed: ${cubes(p.owed)}` : ""} ${drops}</div>
      <div class="small muted">resource cards: ${p.resource_cards.map(esc).join(", ") || "-"} &middot; advantages: ${p.privileges.map((c) => `<span title="${esc(cards[c] ? cards[c].text : c)}">${esc(cardName(cards, c))}</span>`).join(", ") || "-"}</div>
      <div class="cards">${crafts}</div></div>`;
  }).join("");
}

export function result(view, names) {
  const r = view.result;
  return '<table class="scores"><tr><th>rank</th><th>player</th><th>VP</th><th>gold (tie-break)</th><th>craftsmen</th></tr>'
    + r.ranks.map((rank, i) => [rank, i]).sort((a, b) => a[0] - b[0]).map(([rank, i]) => `<tr><td>${rank}</td><td><span class="dot ${COLORS[i]}"></span> ${esc(names[i])}</td><td>${r.scores[i]}</td><td>${r.tiebreaks[i][0]}</td><td class="small">${r.details[i].craftsmen.map(esc).join(", ")}</td></tr>`).join("")
    + "</table>";
}
