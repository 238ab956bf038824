// The Builders: Middle Ages on the page: the building and worker rows with the visible next cards,
// each player's sites with the workers on them, team, coins, VP and actions left.
import { esc, changed } from "../api.js";

const RES = ["stone", "wood", "knowledge", "tile"];

function res(obj) {
  return RES.filter((r) => obj[r]).map((r) => `<span class="cube ${r}">${obj[r]}</span>`).join("") || '<span class="muted">-</span>';
}

export function label(action) { return action.replace("@", " \u2192 "); }

function building(b, extra = "") {
  if (!b) return '<div class="card empty">(empty)</div>';
  const reward = b.machine ? `machine: works for free, ${res(b.produces)}` : `${b.coins} coins`;
  return `<div class="card${b.machine ? " machine" : ""}${extra}"><div class="title">${esc(b.name)}</div><div class="small">${esc(b.id)} &middot; ${b.vp} VP &middot; ${reward}</div><div>needs ${res(b.requires)}</div></div>`;
}

function worker(w, extra = "") {
  if (!w) return '<div class="card empty">(empty)</div>';
  return `<div class="card${extra}"><div class="title">${esc(w.type)}</div><div class="small">${esc(w.id)} &middot; ${w.cost} coins</div><div>${res(w.produces)}</div></div>`;
}

export function board(view, ctx) {
  const legal = ctx.legal;
  const base = ctx.base;
  const mark = (action) => (legal.has(action) ? ` clickable" data-action="${esc(action)}` : "");
  let html = `<h2>Turn ${view.turns_played + 1}${view.last_round ? " &middot; <b>last round</b>" : ""} &middot; ${view.decision.actions_left} action(s) left</h2>`;
  html += "<h3>Buildings</h3><div class=\"cards\">" + view.buildings.row.map((b) => building(b, b ? changed(b.id, base && base.buildings.row.map((x) => x && x.id).includes(b.id) ? b.id : "new") + mark("start " + b.id) : "")).join("")
    + `<div class="muted">next:</div>${building(view.buildings.next)}<div class="small muted">${view.buildings.deck_size} in the deck</div></div>`;
  html += "<h3>Workers</h3><div class=\"cards\">" + view.workers.row.map((w) => worker(w, w ? mark("recruit " + w.id) : "")).join("")
    + `<div class="muted">next:</div>${worker(view.workers.next)}<div class="small muted">${view.workers.deck_size} in the deck</div></div>`;
  const coins = [1, 2, 3].filter((n) => legal.has(`take-coins ${n}`)).map((n) => `<button type="button" data-action="take-coins ${n}">take ${[1, 3, 6][n - 1]} coins (${n} action${n > 1 ? "s" : ""})</button>`).join(" ");
  const extra = (legal.has("buy-action") ? '<button type="button" data-action="buy-action">buy an action (5 coins)</button> ' : "") + (legal.has("end") ? '<button type="button" data-action="end">end turn</button>' : "");
  if (coins || extra) html += `<p>${coins} ${extra}</p>`;
  return html;
}

export function players(view, ctx) {
  const legal = ctx.legal;
  return view.players.map((p, i) => {
    const old = ctx.base && ctx.base.players[i];
    const me = ctx.seat === i;
    const team = p.team.map((w) => {
      const canSend = [...legal].some((a) => a.startsWith(`send ${w.id}@`));
      const cls = canSend ? ` clickable" data-select="${esc(w.id)}` : "";
      return worker(w, (ctx.selected === w.id ? " selected" : "") + cls);
    }).join("");
    const sites = p.sites.map((s) => {
      const send = ctx.selected && legal.has(`send ${ctx.selected}@${s.id}`) ? ` clickable" data-action="send ${esc(ctx.selected)}@${esc(s.id)}` : "";
      const oldSite = old && old.sites.find((x) => x.id === s.id);
      return `<div class="card${changed(s.have, oldSite && oldSite.have)}${send}"><div class="title">${esc(s.name)}</div><div class="small">${esc(s.id)} &middot; ${s.vp} VP${s.machine ? "" : ` &middot; ${s.coins} coins`}</div><div>needs ${res(s.requires)}</div><div>has ${res(s.have)}</div><div class="small">${s.workers.map((w) => esc(w.id)).join(", ") || "no workers yet"}</div></div>`;
    }).join("");
    return `<div class="player${view.decision.seat === i ? " to-move" : ""}"><div><b>${esc(ctx.names[i])}</b>${me ? " (you)" : ""}</div>
      <div class="stats"><span class="${changed(p.vp, old && old.vp).trim()}">VP <b>${p.vp}</b></span><span class="${changed(p.coins, old && old.coins).trim()}">coins <b>${p.coins}</b></span><span>finished ${p.finished.length}</span></div>
      <div class="small muted">team${me && ctx.selected ? " (now click a site to send the selected worker)" : me ? " (click a worker, then a site)" : ""}:</div><div class="cards">${team || '<span class="muted">-</span>'}</div>
      <div class="small muted">sites:</div><div class="cards">${sites || '<span class="muted">-</span>'}</div>
      <div class="small muted">finished: ${p.finished.map((b) => `${esc(b.name)} (${b.vp})`).join(", ") || "-"}</div></div>`;
  }).join("");
}

export function result(view, names) {
  const r = view.result;
  return '<table class="scores"><tr><th>rank</th><th>player</th><th>total</th><th>buildings &amp; machines</th><th>coins</th><th>VP from coins</th></tr>'
    + r.ranks.map((rank, i) => [rank, i]).sort((a, b) => a[0] - b[0]).map(([rank, i]) => `<tr><td>${rank}</td><td>${esc(names[i])}</td><td>${r.scores[i]}</td><td>${r.details[i].building_vp}</td><td>${r.details[i].coins}</td><td>${r.details[i].coin_vp}</td></tr>`).join("")
    + "</table>";
}
