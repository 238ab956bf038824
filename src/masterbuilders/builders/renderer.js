// The Builders: Middle Ages on the page, drawn as the table looks: the building row and the worker
// row as cards with resource icons (the Building deck's face-up top card beside it, §A4 step 1; the
// Worker deck face down, §A4 step 3: no next worker is ever shown), each player's team and
// building sites with what the workers on them already bring. Cards are named, never by id; a card
// grows when hovered or focused.
import { esc, changed } from "../api.js";
import { icon, amounts, legend, seatName, SEAT_COLORS } from "../art.js";
import { t, markup } from "../i18n.js";

const RES = ["stone", "wood", "knowledge", "tile"];


// An empty place in a row or a deck, for the eye and for screen readers.
function empty(label) {
  return `<div class="bcard empty" aria-label="${esc(t(label))}">${esc(t("builders-web-empty"))}</div>`;
}

// This game's own styles (the page adds them once): the worker types' colours.
export const css = `
.bcard.worker.apprentice { border-top-color: #b9a27a; } .bcard.worker.laborer { border-top-color: #8d8d8d; }
.bcard.worker.craftsman { border-top-color: #8a5a2b; } .bcard.worker.master { border-top-color: #7b57a8; }
.bcard.facedown { background: repeating-linear-gradient(45deg, #8d6e4a, #8d6e4a 6px, #7a5d3c 6px, #7a5d3c 12px); color: #fffdf6; text-align: center; min-height: 3.2rem; display: flex; align-items: center; justify-content: center; }
`;

// The engine's names of the seats (its log says them), for the page to show its own.
export function seatNames(view) { return view.players.map((p) => p.name); }

export function label(action, view) {
  const labels = view && view.decision && view.decision.labels;
  return (labels && labels[action]) || action;
}

function act(action, legal, text) {
  return legal.has(action) ? ` clickable" role="button" tabindex="0" data-action="${esc(action)}" aria-label="${esc(text)}` : "";
}

function buildingCard(b, extra = "") {
  if (!b) return empty("builders-web-empty-space");
  const reward = b.machine
    ? `<div class="reward">${markup("builders-web-works-as-worker", {}, { makes: amounts(b.produces, RES) })}</div>`
    : `<div class="reward">${icon("coin", b.coins)}</div>`;
  return `<div class="bcard ${b.machine ? "machine" : "building"}${extra}"><div class="head"><span class="name">${esc(b.name)}</span>${icon("vp", b.vp)}</div>
    ${reward}<div class="needs"><span class="small">${esc(t("builders-web-needs"))}</span> ${amounts(b.requires, RES)}</div></div>`;
}

function workerCard(w, extra = "") {
  if (!w) return empty("builders-web-empty-space");
  return `<div class="bcard worker ${esc(w.type)}${extra}"><div class="head"><span class="name">${esc(w.name)}</span>${w.type === "machine" ? `<span class="small">${esc(t("builders-web-free"))}</span>` : icon("coin", w.cost)}</div>
    <div class="makes">${amounts(w.produces, RES)}</div></div>`;
}

function deck(next, size, draw) {
  return `<div class="deck"><div class="small muted">${esc(t("builders-web-next"))}</div>${draw(next, " next")}<div class="small muted">${esc(t("builders-web-in-deck", { n: size }))}</div></div>`;
}

// The Worker deck lies face down (§A4 step 3): its size shows, its cards only when they fill the row.
function faceDownDeck(size) {
  const back = size ? `<div class="bcard worker facedown" aria-label="${esc(t("builders-web-worker-deck"))}">${esc(t("builders-web-face-down"))}</div>` : empty("builders-web-empty-deck");
  return `<div class="deck"><div class="small muted">${esc(t("builders-web-deck"))}</div>${back}<div class="small muted">${esc(t("builders-web-in-deck", { n: size }))}</div></div>`;
}

export function board(view, ctx) {
  const legal = ctx.legal;
  const base = ctx.base;
  const d = view.decision;
  const ids = (row) => (row || []).map((x) => x && x.id);
  const wasThere = (row, id) => ids(row).includes(id);
  const over = view.decision && view.decision.over;
  let html = `<div class="table-head"><h2>${over ? esc(t("builders-web-over", { n: view.turns_played })) : `${esc(t("builders-web-turn", { turn: view.turns_played + 1 }))}${view.last_round ? ` &middot; <b class="warn">${esc(t("builders-web-last-round"))}</b>` : ""}`}</h2>`
    + (d.seat !== null && !d.over ? `<span class="actions-left">${icon("action", d.actions_left)} ${esc(t("builders-web-actions-left", { n: d.actions_left }))}</span>` : "")
    + legend([...RES, "coin", "vp"]) + "</div>";
  html += `<h3>${esc(t("builders-web-buildings"))}</h3><div class="row">` + view.buildings.row.map((b) => buildingCard(b, b ? (base && !wasThere(base.buildings.row, b.id) ? " changed" : "") + act("start " + b.id, legal, label("start " + b.id, view)) : "")).join("")
    + deck(view.buildings.next, view.buildings.deck_size, buildingCard) + "</div>";
  html += `<h3>${esc(t("builders-web-workers"))}</h3><div class="row">` + view.workers.row.map((w) => workerCard(w, w ? (base && !wasThere(base.workers.row, w.id) ? " changed" : "") + act("recruit " + w.id, legal, label("recruit " + w.id, view)) : "")).join("")
    + faceDownDeck(view.workers.deck_size) + "</div>";
  const buttons = ["take-coins 1", "take-coins 2", "take-coins 3", "buy-action", "end"].filter((a) => legal.has(a))
    .map((a) => `<button type="button" data-action="${esc(a)}">${esc(label(a, view))}</button>`).join(" ");
  if (buttons) html += `<p class="table-buttons">${buttons}</p>`;
  return html;
}

function site(s, oldSite, sendAction, view) {
  const progress = RES.filter((r) => s.requires[r]).map((r) => {
    const have = Math.min(s.have[r], s.requires[r]);
    return `<span class="need${have >= s.requires[r] ? " done" : ""}" aria-label="${esc(t("builders-web-progress", { resource: t(`builders-web-res-${r}`), have, need: s.requires[r] }))}">${icon(r)}<b>${have}/${s.requires[r]}</b></span>`;
  }).join("");
  const crew = s.workers.map((w) => `<span class="chip" title="${esc(w.name)}">${esc(w.name)}</span>`).join("") || `<span class="muted small">${esc(t("builders-web-no-workers"))}</span>`;
  const send = sendAction ? ` clickable" role="button" tabindex="0" data-action="${esc(sendAction)}" aria-label="${esc(label(sendAction, view))}` : "";
  return `<div class="bcard site ${s.machine ? "machine" : "building"}${changed(s.have, oldSite && oldSite.have)}${send}"><div class="head"><span class="name">${esc(s.name)}</span>${icon("vp", s.vp)}</div>
    <div class="reward">${s.machine ? markup("builders-web-works-as-worker", {}, { makes: amounts(s.produces, RES) }) : icon("coin", s.coins)}</div>
    <div class="progress">${progress}</div><div class="crew">${crew}</div></div>`;
}

export function players(view, ctx) {
  const legal = ctx.legal;
  return view.players.map((p, i) => {
    const old = ctx.base && ctx.base.players[i];
    const me = ctx.seat === i;
    const team = p.team.map((w) => {
      const canSend = [...legal].some((a) => a.startsWith(`send ${w.id}@`));
      const cls = canSend ? ` clickable" role="button" tabindex="0" data-select="${esc(w.id)}" aria-label="${esc(t("builders-web-choose-worker", { worker: w.name }))}` : "";
      return workerCard(w, (ctx.selected === w.id ? " selected" : "") + cls);
    }).join("");
    const sites = p.sites.map((s) => {
      const send = ctx.selected && legal.has(`send ${ctx.selected}@${s.id}`) ? `send ${ctx.selected}@${s.id}` : "";
      return site(s, old && old.sites.find((x) => x.id === s.id), send, view);
    }).join("");
    const hint = me && ctx.selected ? t("builders-web-hint-site") : me && [...legal].some((a) => a.startsWith("send ")) ? t("builders-web-hint-worker") : "";
    const finished = p.finished.map((b) => `<span class="chip">${esc(b.name)} ${icon("vp", b.vp)}</span>`).join(" ") || `<span class="muted">${esc(t("builders-web-none-yet"))}</span>`;
    const none = `<span class="muted">${esc(t("builders-web-none"))}</span>`;
    return `<div class="player seat-${SEAT_COLORS[i]}${view.decision.seat === i ? " to-move" : ""}${ctx.seat === i ? " you" : ""}" role="group" aria-label="${esc(ctx.names[i])}"><div class="who">${seatName(ctx.names, i)}${me ? ` ${esc(t("builders-web-you"))}` : ""}</div>
      <div class="stats"><span class="${changed(p.vp, old && old.vp).trim()}">${icon("vp", p.vp)} ${esc(t("builders-web-vp"))}</span><span class="${changed(p.coins, old && old.coins).trim()}">${icon("coin", p.coins)} ${esc(t("builders-web-coins"))}</span><span title="${esc(t("builders-web-score-title"))}">${esc(t("builders-web-score", { score: p.score }))} ${esc(t("builders-web-score-sum"))}</span></div>
      <div class="small muted">${esc(hint ? t("builders-web-team-hint", { hint }) : t("builders-web-team"))}</div><div class="row">${team || none}</div>
      <div class="small muted">${esc(t("builders-web-sites"))}</div><div class="row">${sites || none}</div>
      <div class="small muted">${markup("builders-web-finished", {}, { buildings: finished })}</div></div>`;
  }).join("");
}

// Your own pieces in one line, beside the decision: VP, coins, score, actions left, your team
// (what each worker brings) and your building sites.
export function you(view, seat, ctx = {}) {
  const p = view.players[seat];
  const old = ctx.base && ctx.base.players[seat];
  const d = view.decision;
  const team = p.team.map((w) => `<span class="chip" title="${esc(w.name)}">${esc(w.name)} ${amounts(w.produces, RES)}</span>`).join("") || `<span class="muted">${esc(t("builders-web-none"))}</span>`;
  return `<span data-you="vp" class="${changed(p.vp, old && old.vp).trim()}">${icon("vp", p.vp)} ${esc(t("builders-web-vp"))}</span>`
    + `<span data-you="coins" class="${changed(p.coins, old && old.coins).trim()}">${icon("coin", p.coins)} ${esc(t("builders-web-coins"))}</span>`
    + `<span data-you="score" title="${esc(t("builders-web-you-score-title"))}">${esc(t("builders-web-score", { score: p.score }))} <span class="small muted">${esc(t("builders-web-score-sum"))}</span></span>`
    + (d.seat === seat && !d.over ? `<span data-you="actions">${icon("action", d.actions_left)} ${esc(t("builders-web-actions-left", { n: d.actions_left }))}</span>` : "")
    + `<span data-you="team" class="small">${markup("builders-web-you-team", { n: p.team.length }, { team })}</span>`
    + `<span data-you="sites" class="small">${esc(t("builders-web-you-sites", { sites: p.sites.length, finished: p.finished.length }))}</span>`;
}

// Another player in a few words: VP and coins.
export function brief(view, i) {
  const p = view.players[i];
  return `${icon("vp", p.vp)}${icon("coin", p.coins)}`;
}

// The end: who won, where each player's points came from, and the tie-break if one decided (§A6).
export function ending(view, names) {
  const r = view.result;
  const order = r.ranks.map((rank, i) => [rank, i]).sort((a, b) => a[0] - b[0]);
  const [rankWord, playerWord, scoreWord, fromBuildings, fromCoins, buildingsWord] = ["rank", "player", "score", "vp-buildings", "vp-coins", "buildings"]
    .map((w) => esc(t(`builders-web-column-${w}`)));
  const rows = order.map(([rank, i]) => `<tr><td data-label="${rankWord}">${rank}</td><td data-label="${playerWord}">${seatName(names, i)}</td><td data-label="${scoreWord}"><b>${r.scores[i]}</b></td><td data-label="${fromBuildings}">${r.details[i].building_vp}</td><td data-label="${fromCoins}">${r.details[i].coin_vp} <span class="small muted">(${esc(t("builders-web-coins-n", { n: r.details[i].coins }))})</span></td><td class="small" data-label="${buildingsWord}">${r.details[i].buildings.length}</td></tr>`).join("");
  const table = `<table class="scores"><thead><tr><th>${rankWord}</th><th>${playerWord}</th><th>${scoreWord}</th><th>${fromBuildings}</th><th>${fromCoins}</th><th>${buildingsWord}</th></tr></thead><tbody>` + rows + "</tbody></table>";
  const top = Math.max(...r.scores);
  const tied = r.scores.filter((s) => s === top).length;
  let tiebreak = "";
  if (tied > 1) {
    const winners = r.ranks.filter((x) => x === 1).length;
    tiebreak = winners === 1
      ? t("builders-web-tie-vp")
      : t("builders-web-tie-shared");
  }
  return { table, tiebreak };
}
