// The game page (a seat with its token, or a spectator): live updates over a WebSocket that
// reconnects, legal actions on the board and as a list, changes since your last decision, log,
// hint, undo, clocks and the final scores.
import { api, esc, toast, renderer as rendererOf, title } from "./api.js";

const [, mode, gameId] = location.pathname.split("/");
const token = new URLSearchParams(location.search).get("token");
const prefs = JSON.parse(localStorage.getItem("mb-prefs") || "{}");
if (prefs.autoSingle === undefined) prefs.autoSingle = true;
const ui = { autoSent: -1, current: null, baseline: null, baselineLog: 0, log: [], filter: "", selected: null, afterMyMove: false, retry: 500 };
let renderer = null;
let gameTitle = "";

function el(id) { return document.getElementById(id); }

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${proto}://${location.host}/ws/games/${gameId}${token ? `?token=${encodeURIComponent(token)}` : ""}`);
  ws.onopen = () => { ui.retry = 500; el("banner").hidden = true; el("status").textContent = "live"; };
  ws.onmessage = (event) => {
    const msg = JSON.parse(event.data);
    if (msg.type === "error") {
      toast(msg.error.message);
      if (msg.error.code === "forbidden" || msg.error.code === "not_found") {
        ui.fatal = true;
        const banner = el("banner");
        banner.hidden = false;
        banner.innerHTML = `${esc(msg.error.code === "forbidden" ? "This join link's token is not valid for this game" : "There is no such game on this server")}: ${esc(msg.error.message)} <a href="/">Back to the lobby</a>`;
      }
      return;
    }
    if (msg.type !== "update") return;
    if (msg.reset) ui.log = msg.log.slice(); else ui.log.push(...msg.log);
    if (!ui.current || ui.afterMyMove || msg.seat === null && ui.current) {
      // what changed is measured from the state right after your own last decision
      if (!ui.current || ui.afterMyMove) { ui.baseline = msg.view; ui.baselineLog = ui.log.length; }
      ui.afterMyMove = false;
    }
    ui.current = msg;
    if (msg.seat !== null && token) remember(msg);
    if (!renderer) {
      Promise.all([rendererOf(msg.view.game), title(msg.view.game)]).then(([r, t]) => { renderer = r; gameTitle = t; render(); }, (e) => toast(e.message));
      return;
    }
    render();
  };
  ws.onclose = () => {
    el("status").textContent = "offline";
    if (ui.fatal) return;
    const banner = el("banner");
    banner.hidden = false;
    banner.textContent = "Connection lost; reconnecting\u2026";
    setTimeout(connect, ui.retry);
    ui.retry = Math.min(ui.retry * 2, 5000);
  };
}

// "My games": every game this browser has a seat in, for the lobby to list (tokens stay here).
function remember(msg) {
  const mine = JSON.parse(localStorage.getItem("mb-games") || "{}");
  const key = `${gameId}/${msg.seat}`;
  if (!mine[key]) {
    mine[key] = { id: gameId, seat: msg.seat, token, game: msg.view.game, joined: Date.now() };
    localStorage.setItem("mb-games", JSON.stringify(mine));
  }
}

async function send(action) {
  const msg = ui.current;
  if (!msg) return;
  try {
    ui.afterMyMove = true;
    ui.filter = ""; ui.selected = null;
    el("hints").innerHTML = "";
    await api(`/api/games/${gameId}/actions`, { method: "POST", token, body: { version: msg.version, action } });
  } catch (e) { ui.afterMyMove = false; toast(e.message); }
}

// An action as the player reads it: the game's own words for it (the view's decision labels).
function labelOf(action, view) {
  const labels = view.decision && view.decision.labels;
  return (labels && labels[action]) || renderer.label(action, view);
}

function legalSet(msg) {
  return new Set((msg.view.decision && msg.view.decision.legal_actions) || []);
}

function render() {
  const msg = ui.current;
  const view = msg.view;
  const me = msg.seat;
  const legal = legalSet(msg);
  const names = msg.seats.map((s) => s.name);
  el("title").textContent = `${gameTitle}${msg.practice ? " (practice game: its creator chose the chance)" : ""} \u00b7 ${me === null ? "spectator" : "you are " + names[me]}`;
  const d = view.decision;
  const dec = el("decision");
  const mine = me !== null && d.seat === me;
  dec.className = "decision" + (mine ? "" : " waiting");
  if (d.over) dec.textContent = "The game is over.";
  else if (mine) dec.innerHTML = `<b>Your decision:</b> ${esc(d.text)}`;
  else dec.textContent = d.chance ? "Drawing\u2026" : `Waiting for ${names[d.seat]}${msg.seats[d.seat].kind === "bot" ? " (bot)" : ""}: ${d.text}`;
  const actions = el("actions");
  const autoNow = mine && legal.size === 1 && prefs.autoSingle;
  const clickable = mine && !autoNow ? legal : new Set();
  if (mine) {
    const groups = new Map();
    for (const a of legal) {
      if (ui.filter && !a.startsWith(ui.filter)) continue;
      const kind = a.split(" ")[0];
      if (!groups.has(kind)) groups.set(kind, []);
      groups.get(kind).push(a);
    }
    actions.innerHTML = (autoNow ? '<div class="group auto" role="status">Only one choice: it applies itself</div>' : "") + (ui.filter ? `<div class="group">showing "${esc(ui.filter)}\u2026" <button type="button" data-clear="1">show all</button></div>` : "")
      + [...groups].map(([kind, list]) => `<div class="group">${esc(kind)}</div>` + list.map((a) => `<button type="button" class="act" data-action="${esc(a)}" title="${esc(a)}"${autoNow ? " disabled" : ""}>${esc(labelOf(a, view))}</button>`).join("")).join("");
    if (autoNow && ui.autoSent !== msg.version) {
      // one legal choice: it applies itself (Settings: "apply single choices"), and says so
      ui.autoSent = msg.version;
      const [only] = legal;
      setTimeout(() => {
        if (!ui.current || ui.current.version !== msg.version) return;
        document.body.dataset.autoApplied = String(Number(document.body.dataset.autoApplied || 0) + 1);
        send(only);
      }, 400);
    }
  } else actions.innerHTML = "";
  el("board").innerHTML = renderer.board(view, { legal: clickable, base: ui.baseline, selected: ui.selected, seat: me });
  el("players").innerHTML = renderer.players(view, { legal: clickable, base: ui.baseline, seat: me, names, selected: ui.selected });
  el("log").innerHTML = ui.log.map((line, i) => `<div class="${i >= ui.baselineLog ? "new" : ""}">${esc(line)}</div>`).join("");
  el("log").scrollTop = el("log").scrollHeight;
  el("hint").disabled = !mine;
  el("undo").disabled = !msg.undo;
  el("clocks").textContent = msg.clocks ? "Clocks: " + msg.clocks.map((c, i) => `${names[i]} ${Math.floor(c / 60)}:${String(Math.floor(c % 60)).padStart(2, "0")}`).join(" \u00b7 ") : "";
  const result = el("result");
  if (view.result) {
    result.hidden = false;
    result.innerHTML = "<h2>Final scores</h2>" + renderer.result(view, names);
  } else result.hidden = true;
  el("status").textContent = `version ${msg.version}`;
  document.title = `${mine ? "\u25cf Your turn \u00b7 " : d.over ? "Game over \u00b7 " : ""}${gameTitle} \u00b7 masterbuilders`;
}

document.addEventListener("click", async (event) => {
  const target = event.target.closest("[data-action],[data-filter],[data-select],[data-clear],[data-hint]");
  if (!target) return;
  if (target.dataset.action) return send(target.dataset.action);
  if (target.dataset.clear) { ui.filter = ""; return render(); }
  if (target.dataset.filter) { ui.filter = target.dataset.filter; return render(); }
  if (target.dataset.select) { ui.selected = ui.selected === target.dataset.select ? null : target.dataset.select; return render(); }
});

el("hint").addEventListener("click", async () => {
  el("hints").textContent = "Thinking\u2026";
  try {
    const data = await api(`/api/games/${gameId}/hint`, { method: "POST", token, body: {} });
    el("hints").innerHTML = "<ol>" + data.candidates.slice(0, 5).map((c) => `<li><button type="button" data-action="${esc(c.action)}" title="${esc(c.action)}">${esc(labelOf(c.action, ui.current.view))}</button> <span class="muted">win ${(100 * c.win_probability).toFixed(0)}%, score ${c.expected_score.toFixed(1)}, ${c.visits} visits</span></li>`).join("") + "</ol>";
  } catch (e) { el("hints").textContent = ""; toast(e.message); }
});

const auto = el("auto-single");
auto.checked = prefs.autoSingle;
auto.addEventListener("change", () => {
  prefs.autoSingle = auto.checked;
  localStorage.setItem("mb-prefs", JSON.stringify(prefs));
  if (ui.current) render();
});

el("undo").addEventListener("click", async () => {
  try { await api(`/api/games/${gameId}/undo`, { method: "POST", token, body: { version: ui.current.version } }); }
  catch (e) { toast(e.message); }
});

if (mode === "play" && !token) toast("This join link has no token: you are watching as a spectator.");
connect();
