// The Pillars of the Earth on the page: the board drawn in SVG with its locations where they lie
// (Archbishop's seat, Kingsbridge and its advantage cards, the priory, the cathedral growing round
// by round, King's court, Shiring and its castle, the resource market), the cost track and the
// bag, master builders as pieces; then the cards on offer and each player. Cards are named, never
// by id; every card's effect is in its tooltip.
import { esc, changed } from "../api.js";
import { icon, amounts, legend, seatName, SEAT_COLORS } from "../art.js";
import { t, markup } from "../i18n.js";

const RES = ["stone", "wood", "sand", "metal"];
// What each location gives, as a reminder (its name and number come from the view).
const GIVES = Object.fromEntries(["archbishop", "kingsbridge", "priory", "startplayer", "court", "shiring", "castle", "market"]
  .map((id) => [id, t(`pillars-web-gives-${id}`)]));

// A kind of cube in words ("stone"), and a seat as the log names it (its colour, in the reader's
// language: the view's seat_name).
const cube = (r) => t(`pillars-web-res-${r}`);
const colour = (view, i) => (view.players[i] && view.players[i].seat_name) || SEAT_COLORS[i];


// The board drawn two ways, each read whole at its size without scrolling sideways: as the real
// board lies (wide), and on a phone in portrait (tall: the same locations in two columns, the
// cathedral below, at about three quarters of its size on a 390 px screen instead of a board
// twice the screen's width). Each location is [id, x, y, w, h]; the rest places the cost track,
// the bag, the phase and event, and the cathedral.
const LAYOUTS = {
  wide: {
    width: 1000, height: 474, river: true, dy: 0, gives: 0, costX: 120, costY: 8, bagLabel: [440, 26], bag: [500, 32],
    passed: [720, 780, 22], phase: [262, 70], event: [262, 90, 476, 84], cathedral: [292, 160],
    locations: [
      ["archbishop", 10, 78, 230, 104], ["kingsbridge", 10, 196, 230, 150], ["priory", 10, 360, 230, 104],
      ["startplayer", 262, 330, 240, 134], ["court", 758, 78, 232, 104], ["shiring", 758, 196, 232, 150],
      ["castle", 758, 360, 232, 104], ["market", 520, 330, 226, 134],
    ],
  },
  // (tall: the reminders larger and on two lines, so the spaces and what follows them sit lower)
  tall: {
    width: 500, height: 940, river: false, dy: 14, gives: 32, costX: 104, costY: 8, bagLabel: [14, 64],
    bag: [66, 70], passed: [286, 340, 19], phase: [14, 104], event: [10, 114, 480, 70], cathedral: [160, 776],
    locations: [
      ["archbishop", 10, 192, 236, 118], ["kingsbridge", 10, 318, 236, 164], ["priory", 10, 490, 236, 118],
      ["startplayer", 10, 616, 236, 148], ["court", 254, 192, 236, 118], ["shiring", 254, 318, 236, 164],
      ["castle", 254, 490, 236, 118], ["market", 254, 616, 236, 148],
    ],
  },
};

// Routine choices a player may have made by themselves (Settings): a fixed `action`, or a `plan`
// the game reckons for the seat at each decision (the view's decision.routines[plan]; the
// cathedral's is pillars/cathedral.py worked_to_the_full).
// `offer` is the one tap beside the prompt that turns it on, `done` the line for a move it made.
export const routines = [{
  id: "keepBuilder", text: t("pillars-web-keep-text"), action: "keep",
  offer: t("pillars-web-keep-offer"), done: t("pillars-web-keep-done"),
}, {
  id: "craftsmenFull", plan: "craftsmenFull",
  text: t("pillars-web-work-text"),
  offer: t("pillars-web-work-offer"), done: t("pillars-web-work-done"),
  handback: t("pillars-web-work-handback"),
}];

// The engine's names of the seats (its log says them), for the page to show its own.
// the names the log gives the seats: their colours, in the reader's language (the server's)
export function seatNames(view) { return view.players.map((p) => p.seat_name || p.color); }

export function label(action, view) {
  const labels = view && view.decision && view.decision.labels;
  return (labels && labels[action]) || action;
}

function card(cards, id) { return cards[id] || { name: t("pillars-web-a-card"), text: "" }; }

// A card's name that keeps its "!" on its line, and what tells it from its namesakes on one line
// ("Mortar Mixer ! (starting card)", "Mortar Mixer ! (round 1)": the engine's titles).
function named(name) { return name.replace(/ !/, "\u00a0!").replace(/\((\w+) (\w+)\)$/, "($1\u00a0$2)"); }

// A location's name in the room it has: a long name (some languages' are) is set smaller. (Bold
// Georgia at `size` px takes about 0.45 of it per character.)
// A line that would run out of its box (the width estimated from its length: a serif letter is
// about 0.55 of the font size): drawn to the box's width
// exactly, its letters pressed together by the browser (SVG's textLength), never over the next box.
function fits(text, room, size = 15) {
  const wide = text.length * size * 0.55;
  return wide > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : "";
}

function tip(text) { return text ? `<title>${esc(text)}</title>` : ""; }

// A name in lines of about `width` characters, for the narrow places of the board.
function wrap(text, width) {
  const lines = [];
  for (const word of text.split(" ")) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + word.length < width) lines[last] += " " + word;
    else lines.push(word);
  }
  return lines;
}

function pawn(x, y, color, extra = "") {
  return `<g class="pawn${extra}" transform="translate(${x} ${y})"><circle cy="-9" r="6" style="fill: var(--${color})" stroke="#1d140c" stroke-width="1.2"/><path d="M-8 10 L-4 -3 H4 L8 10 Z" style="fill: var(--${color})" stroke="#1d140c" stroke-width="1.2"/></g>`;
}

function cathedral(rounds, [cx, cy]) {
  // six sections of the nave, one for each round played, then the towers (§6: six rounds)
  let out = `<g class="cathedral" transform="translate(${cx} ${cy})">`;
  out += '<rect x="-6" y="128" width="192" height="8" fill="#a89372"/>';
  for (let k = 0; k < 6; k++) {
    const built = k < rounds;
    const x = k * 30;
    out += `<rect x="${x}" y="${k === 5 ? 28 : 58}" width="28" height="${k === 5 ? 100 : 70}" rx="2" fill="${built ? "#c9b48f" : "none"}" stroke="${built ? "#5b4630" : "#b9a684"}" stroke-dasharray="${built ? "" : "4 3"}" stroke-width="1.4"/>`;
    if (built) out += `<path d="M${x + 8} ${k === 5 ? 60 : 80} a6 6 0 0 1 12 0 v14 h-12z" fill="#6d5a40"/>`;
    if (k === 5 && built) out += `<path d="M${x - 2} 28 L${x + 14} 0 L${x + 30} 28 Z" fill="#8a7556" stroke="#5b4630"/>`;
  }
  out += `<text x="90" y="152" text-anchor="middle" class="svg-small">${esc(t("pillars-web-cathedral", { n: rounds }))}</text></g>`;
  return out;
}

function spacesOf(b, id) { return Object.keys(b.spaces).filter((s) => s === id || s.startsWith(id + "-")); }

export function board(view, ctx) {
  const b = view.board;
  const base = ctx.base && ctx.base.board;
  const legal = ctx.legal;
  const cards = view.cards || {};
  const ev = view.event;
  const over = view.decision && view.decision.over;
  const rounds = over ? 6 : Math.max(0, view.round - 1);
  const L = ctx.narrow ? LAYOUTS.tall : LAYOUTS.wide;
  let svg = `<svg class="board-svg ${ctx.narrow ? "tall" : "wide"}" viewBox="0 0 ${L.width} ${L.height}" role="group" aria-label="${esc(t("pillars-web-board", { round: view.round }))}">`;
  svg += `<rect x="0" y="0" width="${L.width}" height="${L.height}" rx="14" fill="#e9dcbc" stroke="#9c8763"/>`;
  if (L.river) svg += '<path d="M0 300 C 180 270, 260 330, 500 312 S 820 280, 1000 318 L1000 338 C 820 300, 700 336, 500 332 S 180 292, 0 320 Z" fill="#9fc0d6" opacity=".7"/>';
  // cost track and bag (§3): the next builder drawn costs what the marker shows
  svg += `<text x="14" y="${L.costY + 18}" class="svg-title">${esc(t("pillars-web-cost-track"))}</text>`;
  [7, 6, 5, 4, 3, 2, 1, 0].forEach((c, i) => {
    const x = L.costX + i * 38;
    const here = c === b.cost;
    svg += `<g class="${here ? "here" : ""}${changed(b.cost, base && base.cost) && here ? " changed" : ""}"><rect x="${x}" y="${L.costY}" width="32" height="28" rx="4" fill="${here ? "#3b2a1c" : "#fff8e8"}" stroke="#9c8763"/><text x="${x + 16}" y="${L.costY + 19}" text-anchor="middle" fill="${here ? "#fff" : "#3b2a1c"}">${c}</text>${tip(here ? t("pillars-web-cost", { gold: c }) : "")}</g>`;
  });
  svg += `<text x="${L.bagLabel[0]}" y="${L.bagLabel[1]}" class="svg-title">${esc(t("pillars-web-bag"))}</text>`;
  const [bx, by] = L.bag;
  b.bag.forEach((n, i) => { svg += pawn(bx + i * 52, by, SEAT_COLORS[i]) + `<text x="${bx + 12 + i * 52}" y="${by}" class="svg-count">&times;${n}</text>`; });
  if (b.passed_queue.length) {
    const [label, px, step] = L.passed;
    svg += `<text x="${label}" y="${by - 6}" class="svg-small">${esc(t("pillars-web-passed"))}</text>`;
    b.passed_queue.forEach((s, k) => { svg += pawn(px + k * step, by, SEAT_COLORS[s]); });
  }
  svg += `<text x="${L.phase[0]}" y="${L.phase[1]}" class="svg-title">${esc(view.phase_words || view.phase)}</text>`;
  if (ev) {
    const [ex, ey, ew, chars] = L.event;
    const lines = wrap(ev.text, chars).slice(0, 3).map((line, k) => `<tspan x="${ex + 10}" dy="${k ? 13 : 0}">${esc(line)}</tspan>`).join("");
    svg += `<g class="event"><rect x="${ex}" y="${ey}" width="${ew}" height="66" rx="6" fill="${ev.positive ? "#eef6e6" : "#f8e4dc"}" stroke="#9c8763"/><text x="${ex + 10}" y="${ey + 18}" class="svg-title">${esc(t(ev.positive ? "pillars-web-event-positive" : "pillars-web-event-negative", { event: ev.name }))}</text><text x="${ex + 10}" y="${ey + 35}" class="svg-small">${lines}</text>${tip(ev.text)}</g>`;
  }
  svg += cathedral(rounds, L.cathedral);
  for (const [id, x, y, w, h] of L.locations) {
    const what = GIVES[id];
    const { name, action: num } = b.locations[id];
    const gives = (L.gives ? wrap(what, L.gives) : [what]).map((line, k) => `<tspan x="${x + 8}" dy="${k ? 15 : 0}">${esc(line)}</tspan>`).join("");
    svg += `<g class="loc" data-loc="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#fffaf0" stroke="#9c8763"/><text x="${x + 8}" y="${y + 18}" class="svg-title"${fits(`${num}. ${name}`, w - 16)}>${num}. ${esc(name)}</text><text x="${x + 8}" y="${y + 34}" class="svg-small"${L.gives ? "" : fits(what, w - 16, 11.5)}>${gives}</text>`;
    const spaces = spacesOf(b, id);
    spaces.forEach((s, i) => {
      const cx = x + 30 + i * (w - 40) / Math.max(spaces.length, 2);
      const cy = y + 64 + L.dy;
      const owner = b.spaces[s];
      const action = "place " + s;
      const click = legal.has(action) ? ` clickable" role="button" tabindex="0" data-action="${esc(action)}" aria-label="${esc(label(action, view))}` : "";
      // only a worker placed since: a space emptied (a new round) or one placed again this round
      // by the same colour as in an earlier round is no news
      const sameRound = base && ctx.base.round === view.round;
      const moved = owner >= 0 && base ? changed(owner, sameRound ? base.spaces[s] : -1) : "";
      svg += `<g class="space${moved}${click}"><circle cx="${cx}" cy="${cy}" r="18" fill="${owner >= 0 ? "#f4ead5" : "#fff"}" stroke="#8c7a5a" stroke-width="2" stroke-dasharray="${owner >= 0 ? "" : "5 3"}"/>`
        + (owner >= 0 ? pawn(cx, cy + 2, SEAT_COLORS[owner]) : `<text x="${cx}" y="${cy + 5}" text-anchor="middle" class="svg-small">${i + 1}</text>`)
        + tip(owner >= 0 ? t("pillars-web-space-taken", { place: name, n: i + 1, seat: colour(view, owner) }) : t("pillars-web-space-free", { place: name, n: i + 1 })) + "</g>";
      const held = id === "kingsbridge" ? b.kingsbridge[i] : id === "shiring" ? b.shiring[i] : "";
      if (held) {
        const c = card(cards, held);
        const lines = wrap(named(c.name), 12).map((line, k) => `<tspan x="${cx - 18}" dy="${k ? 14 : 0}">${esc(line)}</tspan>`).join("");
        svg += `<g class="held">${tip([c.name, c.formula, c.text].filter(Boolean).join(": "))}<text x="${cx - 18}" y="${cy + 36}" class="svg-card">${lines}</text></g>`;
      }
    });
    if (id === "market") svg += `<text x="${x + 8}" y="${y + 110 + L.dy}" class="svg-small">${esc(t("pillars-web-stock", b.market))}</text>`;
    if (id === "court") svg += `<text x="${x + 8}" y="${y + 98 + L.dy}" class="svg-small">${esc(t("pillars-web-court", { tax: b.tax ? t("pillars-web-tax-die", { gold: b.tax }) : t("pillars-web-tax-unrolled"), metal: b.court_metal }))}</text>`;
    if (id === "startplayer") svg += `<text x="${x + 8}" y="${y + 110 + L.dy}" class="svg-small">${esc(t("pillars-web-starting-now", { seat: colour(view, view.starting_player) }))}</text>`;
    svg += "</g>";
  }
  svg += "</svg>";
  let html = `<div class="table-head"><h2>${esc(t("pillars-web-round", { round: view.round }))}</h2>${legend([...RES, "gold", "vp"])}</div>`;
  if (view.private && view.private.coming_event) html += `<p class="muted">${markup("pillars-web-ellen", {}, { event: `<b>${esc(view.private.coming_event.name)}</b>` })}</p>`;
  const parts = [`<div class="board-fit" data-board-part="board">${svg}</div>`];
  // the cards lying on Kingsbridge and Shiring, readable in full
  const space = (id, i) => t("pillars-web-space", { place: b.locations[id].name, n: i + 1 });
  const lying = [...b.kingsbridge.map((c, i) => [c, space("kingsbridge", i)]), ...b.shiring.map((c, i) => [c, space("shiring", i)])].filter(([c]) => c);
  if (lying.length) {
    parts.push(`<h3>${esc(t("pillars-web-on-the-board"))}</h3><div class="row">` + lying.map(([c, where]) => {
      const info = card(cards, c);
      return `<div class="bcard ${info.kind === "privilege" ? "advantage" : "craftsman"}" title="${esc([info.formula, info.text].filter(Boolean).join(". "))}"><div class="small muted">${esc(where)}</div><div class="head"><span class="name">${esc(named(info.name))}</span>${info.cost ? icon("gold", info.cost) : ""}</div><div class="small">${esc(info.formula || info.text || "")}</div>${info.formula && info.text ? `<div class="small muted">${esc(info.text)}</div>` : ""}</div>`;
    }).join("") + "</div>");
  }
  if (b.supply_cards.length) {
    parts.push(`<h3>${esc(t("pillars-web-on-offer"))}</h3><div class="row" data-board-part="offer">` + b.supply_cards.map((c) => {
      const action = legal.has("take " + c) ? "take " + c : "hire " + c;
      const info = cards[c] || {};
      const click = legal.has(action) ? ` clickable" role="button" tabindex="0" data-action="${esc(action)}" aria-label="${esc(label(action, view))}` : "";
      if (info.kind === "resource") return `<div class="bcard resource${click}" title="${esc(t("pillars-web-resource-card", { n: info.yield, resource: cube(info.resource), workers: info.workers }))}"><div class="head"><span class="name">${icon(info.resource, info.yield)}</span></div><div class="small">${esc(t("pillars-web-needs-workers", { workers: info.workers }))}</div></div>`;
      return `<div class="bcard craftsman${click}" title="${esc([info.formula, info.text].filter(Boolean).join(". "))}"><div class="head"><span class="name">${esc(named(info.name || t("pillars-web-a-card")))}</span>${icon("gold", info.cost)}</div><div class="small">${esc(info.formula || "")}</div></div>`;
    }).join("") + "</div>");
  }
  parts.push(`<h3>${esc(t("pillars-web-market-prices"))}</h3><div class="row" data-board-part="market">` + RES.map((r) => {
    const stock = r === "metal" ? null : b.market[r];
    const filter = legal.has(`buy ${r} 1`) ? ` clickable" role="button" tabindex="0" data-filter="buy ${r}" aria-label="${esc(t("pillars-web-buy", { resource: cube(r) }))}` : legal.has(`sell ${r} 1`) ? ` clickable" role="button" tabindex="0" data-filter="sell ${r}" aria-label="${esc(t("pillars-web-sell", { resource: cube(r) }))}` : "";
    const { buy: bp, sell: sp } = b.prices[r];
    const prices = stock === null ? t("pillars-web-price-metal", { sell: sp }) : t("pillars-web-price", { stock, buy: bp, sell: sp });
    return `<div class="bcard market${changed(stock, base && base.market[r])}${filter}">${icon(r)} ${esc(cube(r))}<div class="small">${esc(prices)}</div></div>`;
  }).join("") + "</div>");
  // the part of the table the decision is about comes first (the cards on offer in Phase I, the
  // market when buying or selling), the rest in the board's own order
  const about = (part) => (/ clickable"/.test(part) ? 0 : 1);
  return html + parts.map((part, k) => [about(part), k, part]).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, , part]) => part).join("");
}

export function players(view, ctx) {
  const legal = ctx.legal;
  const cards = view.cards || {};
  return view.players.map((p, i) => {
    const old = ctx.base && ctx.base.players[i];
    const crafts = p.craftsmen.map((c) => {
      const acts = [`use ${c.id}`, `discard ${c.id}`, `lose ${c.id}`, `boost ${c.id}`];
      // only your own craftsmen answer a click (another player may hold one of the same name)
      const hit = ctx.seat === i && acts.find((a) => [...legal].some((l) => l === a || l.startsWith(a + " ")));
      const attr = hit ? (legal.has(hit) ? ` clickable" role="button" tabindex="0" data-action="${esc(hit)}" aria-label="${esc(label(hit, view))}` : ` clickable" role="button" tabindex="0" data-filter="${esc(hit)}" aria-label="${esc(named(c.name))}`)  : "";
      return `<div class="bcard craftsman${attr}" title="${esc([c.formula, c.text].filter(Boolean).join(". "))}"><div class="head"><span class="name">${esc(named(c.name))}</span></div><div class="small">${esc(c.formula)}</div>${c.text ? `<div class="small muted role">${esc(c.text)}</div>` : ""}</div>`;
    }).join("");
    // returning cubes over the carry limit (§4.13) is one thought: choose how many of each, sent
    // as the engine's one-cube actions in order; only in your own panel, with your own cubes
    const dropKinds = ctx.seat === i ? RES.filter((r) => legal.has("drop " + r)) : [];
    const drops = dropKinds.length ? `<div class="compose" data-compose="1">${esc(t("pillars-web-return"))} ${dropKinds.map((r) => `<label>${icon(r)} <select data-repeat="drop ${r}" aria-label="${esc(t("pillars-web-to-return", { resource: cube(r) }))}">${Array.from({ length: p.resources[r] + 1 }, (_, k) => `<option>${k}</option>`).join("")}</select></label>`).join(" ")} <button type="button" data-compose-send="1">${esc(t("pillars-web-return-send"))}</button></div>` : "";
    const w = p.workers;
    const advantages = p.privileges.map((c) => `<span class="chip" title="${esc(card(cards, c).text)}">${esc(card(cards, c).name)}<span class="sr-only">: ${esc(card(cards, c).text)}</span></span>`).join(" ") || `<span class="muted">${esc(t("pillars-web-no-advantages"))}</span>`;
    const rcards = p.resource_cards.length;
    return `<div class="player seat-${SEAT_COLORS[i]}${view.decision.seat === i ? " to-move" : ""}${ctx.seat === i ? " you" : ""}" role="group" aria-label="${esc(ctx.names[i])}"><div class="who">${seatName(ctx.names, i)}${ctx.seat === i ? ` ${esc(t("pillars-web-you"))}` : ""}</div>
      <div class="stats"><span class="${changed(p.vp, old && old.vp).trim()}">${icon("vp", p.vp)} ${esc(t("pillars-web-vp"))}</span><span class="${changed(p.gold, old && old.gold).trim()}">${icon("gold", p.gold)} ${esc(t("pillars-web-gold"))}</span><span>${esc(t("pillars-web-workers", { free: w.total - w.on_cards, total: w.total }))}${w.wool_mill ? esc(t("pillars-web-wool-mill", { n: w.wool_mill })) : ""}</span>${p.master_builders < 3 ? `<span>${esc(t("pillars-web-builders", { n: p.master_builders }))}</span>` : ""}${p.master_builders_next_round < p.master_builders ? `<span>${esc(t("pillars-web-builders-next", { n: p.master_builders_next_round }))}</span>` : ""}</div>
      <div class="${changed(p.resources, old && old.resources).trim()}">${markup("pillars-web-cubes", {}, { cubes: amounts(p.resources, RES) })}${Object.values(p.owed).some(Boolean) ? ` ${markup("pillars-web-owed", {}, { cubes: amounts(p.owed, RES) })}` : ""} ${drops}</div>
      <div class="small">${markup("pillars-web-advantages", {}, { cards: advantages })}${rcards ? ` &middot; ${esc(t("pillars-web-resource-cards", { n: rcards }))}` : ""}</div>
      <div class="row">${crafts}</div></div>`;
  }).join("");
}

// A visit to the market (§4.12) is one thought: for each kind of cube how many to sell or to buy
// (one control per kind: selling and buying the same kind in a round is not allowed), then one
// send. The trades go as the engine's actions, sales first (their gold pays for the purchases),
// then "leave"; they wait through the other players' market turns in between. Only what is legal
// now is offered, and the gold the whole visit leaves is reckoned as it is chosen (sales above the
// 30 gold a player may hold are lost, §4.3): a visit that costs more than it has is not sent. The
// single trades stay in the list for a player who would rather react to each.
export function compose(view, ctx) {
  const legal = ctx.legal;
  if (!legal.has("leave")) return "";
  const kinds = RES.map((r) => {
    const sells = [...legal].filter((a) => a.startsWith(`sell ${r} `)).map((a) => Number(a.split(" ")[2]));
    const buys = [...legal].filter((a) => a.startsWith(`buy ${r} `)).map((a) => Number(a.split(" ")[2]));
    return { r, sells: sells.sort((a, b) => b - a), buys: buys.sort((a, b) => a - b) };
  }).filter((k) => k.sells.length || k.buys.length);
  if (!kinds.length) return "";
  const { prices } = view.board;
  const gold = view.players[view.decision.seat].gold;
  const select = (k) => `<label class="trade">${icon(k.r)} ${esc(cube(k.r))} <select data-trade="${k.r}" aria-label="${esc(t("pillars-web-sell-or-buy", { resource: cube(k.r) }))}">`
    + k.sells.map((n) => `<option value="sell ${k.r} ${n}" data-gold="${n * prices[k.r].sell}">${esc(t("pillars-web-sell-n", { n, gold: n * prices[k.r].sell }))}</option>`).join("")
    + '<option value="" selected>\u2014</option>'
    + k.buys.map((n) => `<option value="buy ${k.r} ${n}" data-gold="${-n * prices[k.r].buy}">${esc(t("pillars-web-buy-n", { n, gold: n * prices[k.r].buy }))}</option>`).join("")
    + "</select></label>";
  const leave = t("pillars-web-leave");
  return `<div class="compose market-basket" data-compose="trade" data-finish="leave" data-gold="${gold}" data-cap="${view.board.gold_cap}"><div class="small muted">${esc(t("pillars-web-visit"))}</div>${kinds.map(select).join(" ")}<div class="small" data-compose-total>${esc(t("pillars-web-you-have", { gold }))}</div><button type="button" class="act" data-compose-send="1" data-empty-label="${esc(leave)}" data-full-label="${esc(t("pillars-web-trade-leave"))}">${esc(leave)}</button></div>`;
}

// What a composed market visit leaves: the gold after the sales (up to the cap) and the purchases,
// and whether it can be paid ({ text, ok }); the page asks it as the choice changes and before
// sending.
export function reckon(form) {
  const start = Number(form.dataset.gold);
  const cap = Number(form.dataset.cap);
  const chosen = [...form.querySelectorAll("select[data-trade]")].map((sel) => sel.selectedOptions[0]).filter((o) => o && o.value);
  const sales = chosen.filter((o) => o.value.startsWith("sell ")).reduce((t, o) => t + Number(o.dataset.gold), 0);
  const cost = -chosen.filter((o) => o.value.startsWith("buy ")).reduce((t, o) => t + Number(o.dataset.gold), 0);
  const afterSales = Math.min(cap, start + sales);
  const lost = start + sales - afterSales;
  const left = afterSales - cost;
  if (!chosen.length) return { ok: true, text: t("pillars-web-you-have", { gold: start }) };
  if (left < 0) return { ok: false, text: t("pillars-web-too-dear", { cost, have: afterSales }) };
  if (lost) return { ok: true, text: t("pillars-web-after-visit-lost", { now: start, left, lost, cap }) };
  return { ok: true, text: t("pillars-web-after-visit", { now: start, left }) };
}

// Your own pieces in one line, beside the decision: VP, gold, free workers, cubes, craftsmen.
export function you(view, seat, ctx = {}) {
  const p = view.players[seat];
  const old = ctx.base && ctx.base.players[seat];
  const w = p.workers;
  const crafts = p.craftsmen.map((c) => `<span class="chip" title="${esc([c.formula, c.text].filter(Boolean).join(". "))}">${esc(named(c.name))}</span>`).join("") || `<span class="muted">${esc(t("pillars-web-no-craftsmen"))}</span>`;
  return `<span data-you="vp" class="${changed(p.vp, old && old.vp).trim()}">${icon("vp", p.vp)} ${esc(t("pillars-web-vp"))}</span>`
    + `<span data-you="gold" class="${changed(p.gold, old && old.gold).trim()}">${icon("gold", p.gold)} ${esc(t("pillars-web-gold"))}</span>`
    + `<span data-you="workers">${markup("pillars-web-workers", { total: w.total }, { free: `<b>${w.total - w.on_cards}</b>` })}</span>`
    + `<span data-you="cubes" class="${changed(p.resources, old && old.resources).trim()}">${markup("pillars-web-you-cubes", {}, { cubes: amounts(p.resources, RES) })}</span>`
    + (p.master_builders < 3 ? `<span data-you="builders">${esc(t("pillars-web-builders", { n: p.master_builders }))}</span>` : "")
    + `<span data-you="craftsmen" class="small">${markup("pillars-web-craftsmen", {}, { craftsmen: crafts })}</span>`;
}

// Another player in a few words: VP and gold.
export function brief(view, i) {
  const p = view.players[i];
  return `${icon("vp", p.vp)}${icon("gold", p.gold)}`;
}

// Where VP come from (the engine's VP_SOURCES, pillars/model.py), each with its words.
const SOURCES = ["start", "craftsmen", "priory", "cards and events", "lost"];

// The end: who won, where each player's VP came from, and the tie-break if one decided (§6).
export function ending(view, names) {
  const r = view.result;
  const order = r.ranks.map((rank, i) => [rank, i]).sort((a, b) => a[0] - b[0]);
  const sources = Object.keys(r.details[0].vp_from || {}); // the engine's VP_SOURCES, in order
  // a source in words, and the column's label on a phone (a source the page does not know: as it comes)
  const known = (s) => SOURCES.includes(s);
  const sourceWord = (s) => (known(s) ? t(`pillars-web-source-${s.replaceAll(" ", "-")}`) : s);
  const sourceLabel = (s) => (known(s) ? t(`pillars-web-vp-from-${s.replaceAll(" ", "-")}`) : s);
  const [rankWord, playerWord, vpWord, goldWord] = ["rank", "player", "vp", "gold"].map((w) => esc(t(`pillars-web-column-${w}`)));
  const head = sources.map((s) => `<th>${esc(sourceWord(s))}</th>`).join("");
  const rows = order.map(([rank, i]) => {
    const from = r.details[i].vp_from || {};
    return `<tr><td data-label="${rankWord}">${rank}</td><td data-label="${playerWord}">${seatName(names, i)}</td><td data-label="${vpWord}"><b>${r.scores[i]}</b></td>${sources.map((s) => `<td data-label="${esc(sourceLabel(s))}">${from[s] ?? ""}</td>`).join("")}<td data-label="${goldWord}">${r.tiebreaks[i][0]}</td></tr>`;
  }).join("");
  const table = `<table class="scores"><thead><tr><th>${rankWord}</th><th>${playerWord}</th><th>${vpWord}</th>${head}<th>${goldWord}</th></tr></thead><tbody>${rows}</tbody></table>`;
  const top = Math.max(...r.scores);
  let tiebreak = "";
  if (r.scores.filter((s) => s === top).length > 1) {
    tiebreak = r.ranks.filter((x) => x === 1).length === 1
      ? t("pillars-web-tie-gold")
      : t("pillars-web-tie-shared");
  }
  return { table, tiebreak };
}
