// The game page (a seat with its token, or a spectator): live updates over a WebSocket that
// reconnects; the board drawn by the game's module with its legal actions clickable and also as a
// list; other seats' moves shown at the pace the player chose with what they changed (skippable);
// every click answered at once (its move pending, one in flight); single choices and routine
// choices that apply themselves; the rule a decision cites opened in the page; clocks
// with a warning and time-outs announced; the end with its winner, breakdown, rematch and replay.
// The seat's token lives in the URL's fragment (#token=...), which a browser never sends to a
// server: API calls carry it in the Authorization header, the WebSocket in its first message.
import { api, csrf, esc, toast, renderer as rendererOf, title } from "./api.js";
import { seatName, withRules, logLine, openRule, playerNames } from "./art.js";
import { t, num, markup } from "./i18n.js";

const [, mode, gameId] = location.pathname.split("/");
let token = seatToken();
const PREFS = "mb-prefs";
const stored = JSON.parse(localStorage.getItem(PREFS) || "{}");
// pace of other seats' moves (Settings): "quick" follows the server, "slow" holds each move, "off"
// shows the newest state at once (an old "show moves one by one" turned off is "off")
const prefs = { autoSingle: true, pace: stored.animate === false ? "off" : "quick", ...stored };
const STEP_MS = { move: 700, chance: 250 };
const ui = {
  autoSent: -1, current: null, baseline: null, baselineLog: 0, log: [], filter: "", selected: null,
  afterMyMove: false, retry: 500, inbox: [], pumping: false, skip: false, sequence: [], seenNotices: 0,
  clockAt: 0, recent: [], sending: false, autoFailed: -1, holdAuto: false, manualVersion: -1, rematchId: null,
  // a move or an undo in flight: the version it was sent for, until the page shows a newer one
  awaiting: -1, undoing: false, claiming: false, pendingAction: null, pendingControl: null, refused: "", doneNote: "",
  holdUntil: 0, lastArrival: 0, sentAt: 0, caughtUp: [], versionWaiters: [],
};
let renderer = null;
let gameTitle = "";

// The token of this page's seat, from the fragment. An old link (/play/ID?token=...) had it in the
// query string: it is moved into the fragment at once, before the page asks the server anything.
function seatToken() {
  const query = new URLSearchParams(location.search);
  const old = query.get("token");
  if (old) {
    query.delete("token");
    const rest = query.toString();
    history.replaceState(null, "", `${location.pathname}${rest ? `?${rest}` : ""}#token=${encodeURIComponent(old)}`);
    return old;
  }
  return new URLSearchParams(location.hash.slice(1)).get("token");
}

function playLink(id, seatToken) { return `/play/${encodeURIComponent(id)}#token=${encodeURIComponent(seatToken)}`; }

function el(id) { return document.getElementById(id); }
function savePrefs() { localStorage.setItem(PREFS, JSON.stringify(prefs)); }

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${proto}://${location.host}/ws/games/${gameId}`);
  ws.onopen = () => {
    // who this connection is: the link's seat, else (signed in) the seat the account holds here
    ws.send(JSON.stringify(token || !csrf() ? { type: "auth", token: token || null } : { type: "auth", account: true }));
    ui.retry = 500;
  };
  ws.onmessage = (event) => {
    const msg = JSON.parse(event.data);
    if (msg.type === "error") {
      toast(msg.error.message);
      if (msg.error.code === "forbidden" || msg.error.code === "not_found") {
        ui.fatal = true;
        const banner = el("banner");
        banner.hidden = false;
        banner.innerHTML = `${esc(msg.error.code === "forbidden" ? t("web-game-bad-token") : t("web-game-no-such-game"))}: ${esc(msg.error.message)} <a href="/">${esc(t("web-game-back-to-lobby"))}</a>`;
      }
      return;
    }
    if (msg.type !== "update") return;
    if (msg.rematch) ui.rematchId = msg.rematch;
    // how long the server took for this update (since the last one, or since this page's move)
    const now = performance.now();
    msg.gap = now - Math.max(ui.lastArrival, ui.sentAt);
    ui.lastArrival = now;
    ui.inbox.push(msg);
    pump();
  };
  ws.onclose = () => {
    el("status").textContent = t("web-game-offline");
    if (ui.fatal) return;
    const banner = el("banner");
    banner.hidden = false;
    banner.textContent = t("web-game-reconnecting");
    setTimeout(connect, ui.retry);
    ui.retry = Math.min(ui.retry * 2, 5000);
  };
}

// Updates are shown one at a time: a move by another seat (or a draw) stays on screen for a moment
// (the pace, Settings) before the next one is shown, unless the player skips; "Skip to now" shows
// only while a newer update waits.
async function pump() {
  if (ui.pumping) return;
  ui.pumping = true;
  document.body.dataset.busy = "showing";
  try {
    while (ui.inbox.length) {
      const left = ui.holdUntil - performance.now();
      if (left > 0 && !ui.skip) {
        el("skip").hidden = false;
        await new Promise((resolve) => { ui.wake = resolve; setTimeout(resolve, left); });
        el("skip").hidden = true;
      }
      const msg = ui.inbox.shift();
      const before = ui.current;
      await show(msg);
      ui.holdUntil = performance.now() + holdFor(before, msg);
    }
  } finally {
    ui.pumping = false;
    ui.skip = false;
    el("skip").hidden = true;
    for (const resolve of ui.caughtUp.splice(0)) resolve();
    settle();
  }
}

// How long an update stays on screen before a newer one is shown. Only a move by another seat or a
// draw is held, never an update that asks this seat to decide (nothing newer comes until it acts).
// "quick" holds a move half as long as the server took to make it (at most STEP_MS), so the page
// never keeps a player waiting much more than the server did; "slow" holds each STEP_MS.
function holdFor(before, msg) {
  if (!before || msg.reset || prefs.pace === "off") return 0;
  const d = msg.view.decision;
  if (msg.seat !== null && d.seat === msg.seat && !d.chance) return 0;
  const chance = before.view.decision.chance;
  if (!chance && before.view.decision.seat === msg.seat) return 0;  // this seat's own move
  const step = chance ? STEP_MS.chance : STEP_MS.move;
  return prefs.pace === "slow" ? step : Math.min(step, (msg.gap || 0) / 2);
}

// The page is busy (read by the browser tests) while it shows updates, or while a move or an undo
// is on its way and the page has not shown what it made.
function settle() {
  if (ui.pumping || ui.sending || ui.undoing || ui.awaiting >= 0) return;
  delete document.body.dataset.busy;
}

// A click while updates wait to be shown: skip to now first.
function catchUp() {
  if (!ui.pumping && !ui.inbox.length) return Promise.resolve();
  ui.skip = true;
  if (ui.wake) ui.wake();
  return new Promise((resolve) => ui.caughtUp.push(resolve));
}

// Until the page shows a version newer than `version` (or `ms` passed).
function newerThan(version, ms) {
  if (ui.current && ui.current.version > version) return Promise.resolve();
  return new Promise((resolve) => {
    ui.versionWaiters.push({ version, resolve });
    setTimeout(resolve, ms);
  });
}

async function show(msg) {
  const fresh = msg.reset ? [] : msg.log;
  if (msg.reset) ui.log = msg.log.slice(); else ui.log.push(...msg.log);
  // "reconnecting" stays until the page shows the connection's first state, not only its opening
  // (until then the page still shows what it had, a failed automatic choice included)
  if (msg.reset && !ui.fatal) el("banner").hidden = true;
  if (!ui.current || ui.afterMyMove) {
    // what changed is measured from the state right after your own last decision
    ui.baseline = msg.view; ui.baselineLog = ui.log.length;
    ui.afterMyMove = false;
  } else if (msg.seat === null) {
    // a spectator decides nothing: what changed is what the last move changed
    ui.baseline = ui.current.view; ui.baselineLog = ui.log.length - fresh.length;
  }
  // a new connection (the server restarted, or the page lost it): an automatic choice that did not
  // reach the server is tried again
  if (msg.reset && !ui.holdAuto) { ui.autoSent = -1; ui.autoFailed = -1; }
  if (ui.holdAuto && msg.seat !== null && msg.view.decision.seat === msg.seat) {
    // the decision an undo returned to waits for the player, even with a single choice
    ui.manualVersion = msg.version; ui.holdAuto = false;
  }
  // "Last:" is what happened since your own last move (an undo, or a page loaded, clears it)
  ui.recent = msg.reset ? [] : ui.log.length > ui.baselineLog ? ui.log.slice(ui.baselineLog) : fresh.length ? fresh : ui.recent;
  ui.current = msg;
  ui.clockAt = Date.now();
  if (ui.awaiting >= 0 && msg.version > ui.awaiting) ui.awaiting = -1;  // what the move made is shown
  if (ui.refused && !(msg.seat !== null && msg.view.decision.seat === msg.seat)) ui.refused = "";
  ui.versionWaiters = ui.versionWaiters.filter((w) => (msg.version > w.version ? (w.resolve(), false) : true));
  if (msg.seat !== null && token) remember(msg);
  if (!renderer) {
    try {
      [renderer, gameTitle] = await Promise.all([rendererOf(msg.view.game), title(msg.view.game)]);
      drawRoutines();
    } catch (e) { toast(e.message); return; }
  }
  // a composed choice waits through the other seats' turns (the market's turns go round), and
  // goes on only while its next action is still legal when this seat is asked again
  const d = msg.view.decision;
  if (ui.sequence.length && (msg.seat === null || d.over || msg.reset)) ui.sequence = [];
  if (ui.sequence.length && d.seat === msg.seat && !legalSet(msg).has(ui.sequence[0])) {
    ui.sequence = [];
    ui.refused = t("web-game-changed-midway");
  }
  render();
  follow(msg);
}

// "My games": every game this browser has a seat in, for the lobby to list (tokens stay here).
function remember(msg, id = gameId, seat = msg.seat, seatToken = token) {
  const mine = JSON.parse(localStorage.getItem("mb-games") || "{}");
  const key = `${id}/${seat}`;
  if (!mine[key] || mine[key].token !== seatToken) {  // (a claim gave the seat a new token)
    mine[key] = { id, seat, token: seatToken, game: msg.view.game, joined: (mine[key] && mine[key].joined) || Date.now() };
    localStorage.setItem("mb-games", JSON.stringify(mine));
  }
}

// A move, answered on the page at once: the chosen control shows it is pending and every other
// choice is held until the page shows the version the move made (one request in flight, so that no
// second click is sent for a version the server has left). A click while other seats' moves are
// still shown skips to now first, and acts if the choice is still there. A refused move gives the
// choice back with a line saying why; a move that lost a race with another step is never a
// "reload": the page catches up and offers the decision again.
async function send(action, automatic = false, control = null) {
  if (!ui.current || held()) return;
  // claimed at once: a second click while the page catches up waits for this one's answer (it
  // would otherwise act after it, on the decision that follows)
  ui.claiming = true;
  try {
    if (ui.inbox.length || ui.pumping) await catchUp();
  } finally { ui.claiming = false; }
  const msg = ui.current;
  if (held()) return;
  const mine = msg.seat !== null && msg.view.decision.seat === msg.seat && !msg.view.decision.over;
  if (!mine || !legalSet(msg).has(action)) {
    if (!automatic) ui.refused = t("web-game-moved-on");
    render();
    return;
  }
  ui.sending = true; ui.awaiting = msg.version; ui.sentAt = performance.now();
  ui.pendingAction = action; ui.pendingControl = control; ui.refused = "";
  if (!automatic && !(control && control.dataset.routine)) ui.doneNote = "";
  document.body.dataset.busy = "sending";  // until the page shows what the move made (browser tests)
  markPending();
  try {
    ui.afterMyMove = true;
    ui.filter = ""; ui.selected = null;
    el("hints").innerHTML = "";
    await api(`/api/games/${gameId}/actions`, { method: "POST", token, body: { version: msg.version, action } });
  } catch (e) {
    ui.awaiting = -1;
    ui.afterMyMove = false; ui.sequence = [];
    // an automatic choice that did not go through is the player's again
    if (automatic) ui.autoFailed = msg.version;
    await refusedBy(e, msg);
  } finally {
    ui.sending = false; ui.pendingControl = null;
    if (ui.current) render();
    settle();
  }
}

// Why a move or an undo was not made, on the page beside the decision it gives back.
async function refusedBy(e, msg) {
  if (e.code === "stale_version") {
    ui.refused = t("web-game-stale");
    await newerThan(msg.version, 3000);  // the update on its way over the WebSocket
    return;
  }
  // (the server's advice to reload is the page's own job: it catches up by itself)
  const why = e.status === undefined ? t("web-game-not-sent")
    : e.code === "storage_unavailable" ? t("web-game-not-confirmed")
    : String(e.message || e);
  ui.refused = t("web-game-not-done", { why });
  toast(ui.refused);
}

// Whether a move or an undo is on its way (the page holds every choice meanwhile).
function held() { return ui.claiming || ui.sending || ui.undoing || ui.awaiting >= 0; }

// The pending move's control is marked busy, the other choices and Undo are held, until the page
// shows the new version (the page is drawn again then, with nothing held).
function markPending() {
  if (!held()) return;
  const controls = "#actions button, #board [data-action], #players [data-action], #board [data-filter], #players [data-filter], #players [data-select], [data-compose-send], [data-compose] select, #hints [data-action]";
  for (const c of document.querySelectorAll(controls)) {
    const chosen = c === ui.pendingControl || (ui.pendingAction && c.dataset.action === ui.pendingAction);
    if (chosen && ui.sending) { c.classList.add("pending"); c.setAttribute("aria-busy", "true"); }
    if (c.tagName === "BUTTON" || c.tagName === "SELECT") c.disabled = true;
    else c.setAttribute("aria-disabled", "true");
  }
  el("undo").disabled = true;
  if (ui.undoing) el("undo").setAttribute("aria-busy", "true");
}

// After each update: the next action of a composed choice, a single legal choice, or a routine
// choice the player asked to make always (Settings), each applied by itself and counted.
function follow(msg) {
  const d = msg.view.decision;
  if (msg.seat === null || d.seat !== msg.seat || d.over || ui.autoSent === msg.version) return;
  if (ui.autoFailed === msg.version || ui.manualVersion === msg.version) return;
  const legal = legalSet(msg);
  let action = null;
  if (ui.sequence.length) action = ui.sequence.shift();
  if (!action && legal.size === 1 && prefs.autoSingle) [action] = legal;
  if (!action) {
    const routine = (renderer.routines || []).find((r) => prefs[r.id] && routineAction(r, legal, msg.view));
    if (routine) {
      action = routineAction(routine, legal, msg.view);
      ui.doneNote = doneNote(routine, action, msg.view);
    }
  }
  if (!action) return;
  ui.autoSent = msg.version;
  const chosen = action;
  const go = () => {
    if (!ui.current || ui.current.version !== msg.version) return;
    if (held()) { setTimeout(go, 30); return; }  // the answer to the last move is still on its way
    document.body.dataset.autoApplied = String(Number(document.body.dataset.autoApplied || 0) + 1);
    send(chosen, true);
  };
  setTimeout(go, ui.sequence.length || legal.size > 1 ? 50 : 150);
}

function labelOf(action, view) { return renderer.label(action, view); }

// A routine's choice at this decision: its fixed action, or the one the game reckons for its plan
// (the view's decision.routines), if legal here.
function routineAction(r, legal, view) {
  const plans = (view.decision && view.decision.routines) || {};
  const action = r.action || (r.plan && plans[r.plan]);
  return action && legal.has(action) ? action : null;
}

function doneNote(r, action, view) {
  const what = r.plan ? `${r.done}: ${labelOf(action, view)}` : r.done || labelOf(action, view);
  return t("web-game-done-always", { what });
}

function legalSet(msg) {
  return new Set((msg.view.decision && msg.view.decision.legal_actions) || []);
}

function names(msg) { return playerNames(msg.seats); }

// A turn-based game (a time per move, counted in days): its banks change only when a move takes
// longer than its time, so they are shown as they came, in days and hours; a real-time clock
// runs down here between updates.
function turnBased(msg) { return Boolean(msg.clock && msg.clock.per_move); }

function clockText(msg, i) {
  let left = msg.clocks[i];
  if (left === null || left === undefined) return "";
  if (turnBased(msg)) return t("web-game-in-the-bank", { time: duration(left) });
  if (msg.view.decision.seat === i && !msg.view.decision.over) left = Math.max(0, left - (Date.now() - ui.clockAt) / 1000);
  return duration(left);
}

// Seconds as a clock says them: "2 d 23 h", "5 h 12 min", or minutes and seconds ("4:05").
function duration(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  if (s >= 86400) return t("web-game-days-hours", { d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600) });
  if (s >= 3600) return t("web-game-hours-minutes", { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function drawClocks() {
  const msg = ui.current;
  if (!msg || !msg.clocks) { el("clocks").innerHTML = ""; return; }
  const all = names(msg);
  el("clocks").innerHTML = msg.clocks.map((c, i) => {
    const left = msg.view.decision.seat === i && !msg.view.decision.over ? c - (Date.now() - ui.clockAt) / 1000 : c;
    const warn = left < 60 && !turnBased(msg) ? " warn" : "";
    return `<span class="clock${warn}${msg.view.decision.seat === i ? " running" : ""}" role="timer" aria-label="${esc(t("web-game-clock-left", { name: all[i], time: clockText(msg, i) }))}">${seatName(all, i)} ${esc(clockText(msg, i))}${warn && msg.seat === i && left > 0 ? ` \u2013 ${esc(t("web-game-hurry"))}` : ""}</span>`;
  }).join(" ");
}

// Which control had the focus, to give it back after the page is drawn again.
function focusKey() {
  const a = document.activeElement;
  if (!a || a === document.body) return null;
  for (const k of ["action", "select", "filter", "pref"]) if (a.dataset && a.dataset[k]) return `[data-${k}="${CSS.escape(a.dataset[k])}"]`;
  return a.id ? `#${CSS.escape(a.id)}` : null;
}

// A phone's screen: a game's page may draw its board otherwise there (Pillars: in portrait).
const NARROW = window.matchMedia("(max-width: 700px)");
// (a turned tablet or a resized window: the decision is brought into view again at the new size)
for (const size of [NARROW, window.matchMedia("(max-width: 900px)")]) {
  size.addEventListener("change", () => { ui.broughtVersion = -1; ui.partVersion = -1; if (ui.current) render(); });
}

function render() {
  const key = focusKey();
  draw();
  markPending();
  const again = key && document.querySelector(key);
  if (again && again !== document.activeElement) again.focus({ preventScroll: true });
}

function draw() {
  const msg = ui.current;
  const view = msg.view;
  const me = msg.seat;
  const legal = legalSet(msg);
  const all = names(msg);
  el("title").innerHTML = `${esc(gameTitle)}${msg.practice ? ` ${esc(t("web-game-practice"))}` : ""} &middot; ${me === null ? esc(t("web-game-spectator")) : `${esc(t("web-game-you-are"))} ${seatName(all, me)}`}`;
  const d = view.decision;
  const dec = el("decision");
  const mine = me !== null && d.seat === me;
  dec.className = "decision" + (mine ? "" : " waiting");
  if (d.over) dec.textContent = t("web-game-over");
  else if (mine) dec.innerHTML = `<b>${esc(t("web-game-your-decision"))}</b> ${withRules(d.text)}`;
  // (the decision's text is written to the one who decides: the others are told whose it is)
  else dec.innerHTML = d.chance ? esc(t("web-game-drawing")) : markup("web-game-waiting-for", { name: { html: seatName(all, d.seat) } });
  // what the others did since your move (the newest lines; the rest in the log), and a routine
  // choice made for you
  const more = ui.recent.length > 4 ? ` <span class="small muted">${esc(t("web-game-more-in-log", { n: ui.recent.length - 4 }))}</span>` : "";
  el("recent").innerHTML = (ui.doneNote && !d.over ? `<span class="done-note" role="status">${esc(ui.doneNote)}</span> ` : "")
    + (ui.recent.length && !d.over ? `<span class="small muted">${esc(t("web-game-last"))}</span> ${ui.recent.slice(-4).map((l) => `<span class="fresh">${logLine(l, msg.view, names(msg), renderer)}</span>`).join(" ")}${more}` : "");
  const ctx = { legal: null, base: ui.baseline, selected: ui.selected, seat: me, names: all, narrow: NARROW.matches };
  const actions = el("actions");
  const held = ui.autoFailed === msg.version || ui.manualVersion === msg.version;
  const routine = (renderer.routines || []).find((r) => prefs[r.id] && routineAction(r, legal, view));
  const autoNow = mine && !held && ((legal.size === 1 && prefs.autoSingle) || ui.sequence.length > 0 || Boolean(routine));
  // a routine choice not made always yet: offered as one tap beside the prompt
  // (a routine whose move now would be to finish is not offered: that shows nothing of it)
  const offer = mine && !autoNow && (renderer.routines || []).find((r) => !prefs[r.id] && ![null, "done"].includes(routineAction(r, legal, view)));
  // a routine that is on but leaves this decision to the player says so
  const plans = (view.decision && view.decision.routines) || {};
  const handback = mine && !autoNow && (renderer.routines || []).find((r) => prefs[r.id] && r.plan && plans[r.plan] === null);
  const clickable = mine && !autoNow ? legal : new Set();
  ctx.legal = clickable;
  el("board").innerHTML = renderer.board(view, ctx);
  el("players").innerHTML = renderer.players(view, ctx);
  drawTable(msg, ctx, mine);
  if (mine) {
    const groups = new Map();
    for (const a of legal) {
      if (ui.filter && a !== ui.filter && !a.startsWith(ui.filter + " ")) continue;
      const kind = a.split(" ")[0];
      if (!groups.has(kind)) groups.set(kind, []);
      groups.get(kind).push(a);
    }
    // the choices are open beside the decision at every size (a long list scrolls in its own box,
    // so that the decision and your pieces stay in view); the player's folding it is kept
    const open = ui.choicesOpen ?? true;
    // a choice the page makes for you is shown as done, not as buttons nobody may press
    const made = ui.sequence.length ? t("web-game-sending")
      : routine && !(legal.size === 1 && prefs.autoSingle) ? doneNote(routine, routineAction(routine, legal, view), view)
      : t("web-game-only-choice", { what: labelOf([...legal][0], view) });
    // a choice the game's page composes from several of the engine's actions (a market visit)
    const composed = !autoNow && renderer.compose ? renderer.compose(view, ctx) : "";
    actions.innerHTML = (ui.refused ? `<div class="group refused" role="alert">${esc(ui.refused)}</div>` : "")
      + (autoNow ? `<div class="group auto done" role="status">${esc(made)}</div>` : "")
      + composed
      + (handback ? `<div class="group handback small" role="status">${esc(handback.handback)}</div>` : "")
      + (offer ? `<div class="group offer"><button type="button" class="always" data-routine="${esc(offer.id)}">${esc(offer.offer || offer.text)}${offer.plan ? ` <span class="small">${esc(t("web-game-routine-now", { what: labelOf(routineAction(offer, legal, view), view) }))}</span>` : ""}</button></div>` : "")
      + (autoNow ? "" : `<details class="choices"${open ? " open" : ""}><summary data-count="${legal.size}">${esc(t("web-game-your-choices", { n: legal.size }))}</summary>`
      + (ui.filter ? `<div class="group">${esc(t("web-game-some-choices"))} <button type="button" data-clear="1">${esc(t("web-game-show-all"))}</button></div>` : "")
      + '<div class="choice-list">'
      + [...groups.values()].map((list) => '<div class="group"></div>' + list.map((a) => `<button type="button" class="act" data-action="${esc(a)}"${autoNow ? " disabled" : ""}>${esc(labelOf(a, view))}</button>`).join("")).join("")
      + "</div></details>");
    const summary = actions.querySelector("summary");
    if (summary) summary.addEventListener("click", (e) => { ui.choicesOpen = !e.target.closest("details").open; });
  } else actions.innerHTML = ui.refused ? `<div class="group refused" role="alert">${esc(ui.refused)}</div>` : "";
  el("log").innerHTML = ui.log.map((line, i) => `<div class="${i >= ui.baselineLog ? "new" : ""}">${logLine(line, msg.view, names(msg), renderer)}</div>`).join("")
    + (msg.notices || []).map((n) => `<div class="notice-line" role="note">${esc(n.text)}</div>`).join("");
  el("log").scrollTop = el("log").scrollHeight;
  el("recent").scrollTop = el("recent").scrollHeight;  // its newest line in view
  el("hint").disabled = !mine;
  el("hint").hidden = msg.hints === false;  // a game that may be rated: no engine helps (server)
  el("undo").disabled = !msg.undo;
  drawClocks();
  drawNotices(msg);
  drawEnd(msg, all);
  el("status").textContent = "";
  el("status").dataset.version = String(msg.version);  // for the browser tests, not shown
  document.title = `${mine ? `\u25cf ${t("web-game-tab-your-turn")} \u00b7 ` : d.over ? `${t("web-game-tab-over")} \u00b7 ` : ""}${gameTitle} \u00b7 masterbuilders`;
  setFavicon(mine);
  fitChoices();
  requestAnimationFrame(fitChoices);  // once the new layout is settled (a change of size)
}

// The list of choices scrolls in its own box that ends at the foot of the screen (a phone's small
// screen included), so that the decision, your pieces and the choices are one view.
function fitChoices() {
  const list = document.querySelector("#actions .choice-list");
  if (!list) return;
  list.style.maxHeight = "";
  // where the list lies in the first screen: the page and the side column (a desktop's) scrolled
  // to their tops
  const panel = list.closest(".panel");
  const side = panel.closest(".side");
  const rest = Math.max(0, panel.getBoundingClientRect().top + window.scrollY + (side ? side.scrollTop : 0));
  const top = rest + list.getBoundingClientRect().top - panel.getBoundingClientRect().top;
  const room = window.innerHeight - top - 10;
  const css = parseFloat(getComputedStyle(list).maxHeight) || Infinity;
  if (room < css) list.style.maxHeight = `${Math.max(120, room)}px`;
}
window.addEventListener("resize", () => requestAnimationFrame(fitChoices));
// what lies above the list may change its height after the page is drawn (lines wrapping again
// once the layout settles): the list is fitted again then
// (the panel as a whole is watched: fitting it again gives the same height, so it settles at once)
const above = new ResizeObserver(() => fitChoices());
above.observe(el("decision").closest(".panel"));
for (const id of ["decision", "you", "recent", "skip"]) above.observe(el(id));

// One view per decision (issue 37): your own pieces in a strip under the decision, the other
// players as one line each (score, gold, what they did last), your own panel before the board when
// the decision is about it, and a new decision of yours brought into view.
function drawTable(msg, ctx, mine) {
  const view = msg.view;
  const me = msg.seat;
  el("you").innerHTML = me === null ? "" : `<span class="you-title">${esc(t("web-game-you"))}</span>${renderer.you(view, me, ctx)}`;
  const engine = renderer.seatNames(view);
  // the newest line that names the player, wherever its language puts the name
  const lastOf = (i) => {
    const said = new RegExp(`(?<![\\w-])${engine[i].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`);
    for (let k = ui.log.length - 1; k >= 0; k--) if (said.test(ui.log[k])) return ui.log[k];
    return "";
  };
  el("others").innerHTML = view.players.map((_, i) => i).filter((i) => i !== me).map((i) => {
    const last = lastOf(i);
    // a line that begins with the player's name ("blue takes ...") leaves it out: it is shown
    // already (not one that goes on with it, "Bot 2's Mason works ...", nor one that names the
    // player further on, as other languages do)
    const leads = last.startsWith(`${engine[i]} `) ? " leads" : "";
    return `<div class="other${view.decision.seat === i && !view.decision.over ? " to-move" : ""}" data-other="${i}">${seatName(ctx.names, i)} ${renderer.brief(view, i)}<span class="last${leads}" title="${esc(last)}">${last ? logLine(last, view, ctx.names, renderer) : esc(t("web-game-nothing-yet"))}</span></div>`;
  }).join("");
  el("board").closest("section").classList.toggle("you-first", Boolean(document.querySelector("#players .player.you .clickable, #players .player.you [data-compose]")));
  if (mine && ui.broughtVersion !== msg.version) {
    ui.broughtVersion = msg.version;
    const top = el("decision").getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) el("decision").closest(".panel").scrollIntoView({ block: "start" });
  }
  // on a wide screen the decision stays in view beside the board: the board's part it is about
  // (what answers a click there) is brought into view too, once it answers clicks
  const part = mine && ui.partVersion !== msg.version && window.matchMedia("(min-width: 901px)").matches
    && document.querySelector("#board .clickable, #board [data-action], #players .player.you .clickable, #players .player.you [data-compose]");
  if (part) {
    ui.partVersion = msg.version;
    const box = part.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) part.scrollIntoView({ block: "nearest" });
  }
}

// Announcements from the server (a seat's time ran out and a bot plays for it): on screen until
// dismissed, and in the log.
function drawNotices(msg) {
  const notices = msg.notices || [];
  const box = el("notices");
  box.hidden = !notices.length;
  box.innerHTML = notices.map((n) => `<div class="notice">${esc(n.text)}</div>`).join("");
  if (notices.length > ui.seenNotices) {
    ui.seenNotices = notices.length;
    toast(notices[notices.length - 1].text);
  }
}

function drawEnd(msg, all) {
  const view = msg.view;
  const box = el("result");
  if (!view.result) { box.hidden = true; return; }
  const r = view.result;
  const winners = r.ranks.map((rank, i) => [rank, i]).filter(([rank]) => rank === 1).map(([, i]) => i);
  const top = r.scores[winners[0]];
  const who = winners.map((i) => seatName(all, i)).join(` ${esc(t("web-game-and"))} `);
  const you = msg.seat !== null && winners.includes(msg.seat);
  const headline = you ? markup("web-game-you-win", { n: top })
    : markup(winners.length > 1 ? "web-game-share-victory" : "web-game-wins", { who: { html: who }, n: top });
  const end = renderer.ending(view, all);
  // the end comes to the player wherever the page was: over the table, foldable to a bar to look
  // at the final board
  box.hidden = false;
  box.classList.toggle("folded", Boolean(ui.endFolded));
  box.innerHTML = `<h2 class="headline" id="result-title" data-end-winner>${headline}</h2>${end.tiebreak ? `<p class="end-detail">${withRules(end.tiebreak)}</p>` : ""}`
    + `<p class="end-buttons">${msg.seat !== null && token ? `<button type="button" class="primary" id="rematch" data-end-rematch>${esc(ui.rematchId ? t("web-game-join-rematch") : t("web-game-rematch"))}</button> ` : ""}<a class="btn primary" href="/replay/${encodeURIComponent(gameId)}${msg.seat !== null ? `?seat=${msg.seat}` : ""}#review" data-end-review>${esc(t("web-game-review"))}</a> <a class="btn" href="/replay/${encodeURIComponent(gameId)}">${esc(t("web-game-watch-replay"))}</a> <a class="btn" href="/">${esc(t("web-game-back-to-lobby"))}</a> <button type="button" id="end-fold">${esc(ui.endFolded ? t("web-game-show-result") : t("web-game-look-at-table"))}</button></p><div id="rematch-links">${rematchReady(msg)}</div>`
    // the buttons under the winner, the table after them: on a small screen what to do next stays
    // in the first view, the table scrolls
    + `<div class="end-detail"><h3>${esc(t("web-game-points-from"))}</h3><div class="scroll-x">${end.table}</div></div>`;
  watchRematch();
}

// Another seat started the rematch: a link to it (with this seat's own token; a spectator watches).
function rematchReady(msg) {
  if (!ui.rematchId) return "";
  const href = msg.seat !== null && token ? playLink(ui.rematchId, token) : `/watch/${encodeURIComponent(ui.rematchId)}`;
  return `<p class="rematch-ready" role="status">${esc(t("web-game-rematch-ready"))} <a class="btn primary" id="rematch-link" href="${esc(href)}">${esc(msg.seat !== null && token ? t("web-game-play-it") : t("web-game-watch-it"))}</a></p>`;
}

// At the end, the game's summary is looked at now and then: it names the rematch once a seat
// started it.
function watchRematch() {
  if (ui.rematchWatch || ui.rematchId) return;
  const look = async () => {
    try {
      const summary = await api(`/api/games/${encodeURIComponent(gameId)}`);
      if (summary.rematch) {
        ui.rematchId = summary.rematch;
        clearInterval(ui.rematchWatch);
        if (ui.current) render();
      }
    } catch { /* a passing failure: look again */ }
  };
  ui.rematchWatch = setInterval(look, 5000);
  look();
}

// The one next game of these seats (the server makes it once, whoever asks first): same seats,
// clock and practice mark; this seat plays it with its own token, the others see it is ready.
async function rematch() {
  const msg = ui.current;
  if (ui.rematching || msg.seat === null || !token) return;
  ui.rematching = true;
  try {
    const { game_id: next } = await api(`/api/games/${encodeURIComponent(gameId)}/rematch`, { method: "POST", token, body: {} });
    remember(msg, next, msg.seat, token);
    location.href = playLink(next, token);
  } catch (e) { toast(e.message); } finally { ui.rematching = false; }
}

function setFavicon(mine) {
  const color = mine ? "%23b2352c" : "%238a7a64";
  let link = document.querySelector("link[rel=icon]");
  if (!link) { link = document.createElement("link"); link.rel = "icon"; document.head.append(link); }
  link.href = `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="${color}"/></svg>`;
}

function drawRoutines() {
  el("routines").innerHTML = (renderer.routines || []).map((r) => `<label class="pref"><input type="checkbox" data-pref="${esc(r.id)}"${prefs[r.id] ? " checked" : ""}> ${esc(r.text)}</label>`).join("");
}


document.addEventListener("click", async (event) => {
  const target = event.target.closest("[data-action],[data-filter],[data-select],[data-clear],[data-rule],[data-compose-send],[data-routine],#rematch,#end-fold");
  if (!target) return;
  if (target.id === "rematch") return rematch();
  if (target.id === "end-fold") { ui.endFolded = !ui.endFolded; return render(); }
  // a move or an undo on its way: the decision's choices wait for its answer
  if (held() && !target.dataset.rule && !target.dataset.clear) return;
  if (target.dataset.routine) {
    // "always": the routine is turned on (Settings shows it) and this decision is taken with it
    const r = (renderer.routines || []).find((x) => x.id === target.dataset.routine);
    const action = r && routineAction(r, legalSet(ui.current), ui.current.view);
    if (!action) return;
    prefs[r.id] = true;
    savePrefs();
    drawRoutines();
    ui.doneNote = doneNote(r, action, ui.current.view);
    return send(action, false, target);
  }
  if (target.dataset.composeSend) {
    // a choice that is one thought (return these cubes, a market visit): the engine's actions, sent
    // in order (a count of one-cube actions; a trade, sales before purchases), then the one that
    // finishes it
    const form = target.closest("[data-compose]");
    // a choice the game reckons first (a market visit it cannot pay for) is not sent
    const reckoned = renderer.reckon ? renderer.reckon(form) : null;
    if (reckoned && !reckoned.ok) { showReckoned(form); toast(reckoned.text); return; }
    const repeats = [...form.querySelectorAll("select[data-repeat]")]
      .flatMap((sel) => Array(Number(sel.value)).fill(sel.dataset.repeat));
    const trades = [...form.querySelectorAll("select[data-trade]")].map((sel) => sel.value).filter(Boolean)
      .sort((a, b) => Number(b.startsWith("sell ")) - Number(a.startsWith("sell ")));
    const list = [...repeats, ...trades, ...(form.dataset.finish ? [form.dataset.finish] : [])];
    if (!list.length) { toast(t("web-game-choose-counts")); return; }
    ui.sequence = list.slice(1);
    return send(list[0], false, target);
  }
  if (target.dataset.rule) { event.preventDefault(); return openRule(ui.current.view.game, target.dataset.rule); }
  if (target.dataset.action) return send(target.dataset.action, false, target);
  if (target.dataset.clear) { ui.filter = ""; return render(); }
  if (target.dataset.filter) { ui.filter = target.dataset.filter; return render(); }
  if (target.dataset.select) { ui.selected = ui.selected === target.dataset.select ? null : target.dataset.select; return render(); }
});

// Keyboard: everything clickable on the board is focusable and acts on Enter or Space.
document.addEventListener("keydown", (event) => {
  if (event.key !== "Enter" && event.key !== " ") return;
  const target = event.target.closest && event.target.closest("[role=button]");
  if (!target || target.tagName === "BUTTON") return;
  event.preventDefault();
  target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
});

// What a composed choice leaves (the gold after a market visit), shown as it is chosen.
function showReckoned(form) {
  const line = form.querySelector("[data-compose-total]");
  if (!line || !renderer.reckon) return;
  const r = renderer.reckon(form);
  line.textContent = r.text;
  line.classList.toggle("warn", !r.ok);
  line.setAttribute("role", r.ok ? "status" : "alert");
}

document.addEventListener("change", (event) => {
  const form = event.target.closest && event.target.closest("[data-compose]");
  const send = form && form.querySelector("[data-compose-send][data-empty-label]");
  if (send) {
    // "Leave the market" while nothing is chosen, "Trade, then leave" once something is
    const chosen = [...form.querySelectorAll("select")].some((sel) => sel.value && sel.value !== "0");
    send.textContent = chosen ? send.dataset.fullLabel : send.dataset.emptyLabel;
  }
  if (form) showReckoned(form);
  const pref = event.target.dataset && event.target.dataset.pref;
  if (!pref) return;
  prefs[pref] = event.target.type === "checkbox" ? event.target.checked : event.target.value;
  savePrefs();
  if (ui.current) { render(); follow(ui.current); }
});

el("hint").addEventListener("click", async () => {
  el("hints").textContent = t("web-game-thinking");
  try {
    const data = await api(`/api/games/${gameId}/hint`, { method: "POST", token, body: {} });
    el("hints").innerHTML = "<ol>" + data.candidates.slice(0, 5).map((c) => `<li><button type="button" data-action="${esc(c.action)}">${esc(labelOf(c.action, ui.current.view))}</button> <span class="muted">${esc(t("web-game-hint-odds", { win: num(100 * c.win_probability), score: num(c.expected_score, 1) }))}</span></li>`).join("") + "</ol>";
  } catch (e) { el("hints").textContent = ""; toast(e.message); }
});

el("skip").addEventListener("click", () => { ui.skip = true; if (ui.wake) ui.wake(); });

// Undo, guarded as a move is: one request in flight, for the version the page shows; "Last:" and
// what changed start again from the decision it returns to.
el("undo").addEventListener("click", async () => {
  if (!ui.current || held()) return;
  ui.claiming = true;  // as a move: a second click waits for this one's answer
  try {
    if (ui.inbox.length || ui.pumping) await catchUp();
  } finally { ui.claiming = false; }
  const msg = ui.current;
  if (held() || !msg.undo) { render(); return; }
  ui.undoing = true; ui.awaiting = msg.version; ui.sentAt = performance.now();
  ui.holdAuto = true; ui.afterMyMove = true; ui.recent = []; ui.doneNote = ""; ui.refused = "";
  ui.pendingAction = null; ui.sequence = [];
  document.body.dataset.busy = "sending";
  markPending();
  try { await api(`/api/games/${gameId}/undo`, { method: "POST", token, body: { version: msg.version } }); }
  catch (e) {
    ui.awaiting = -1; ui.holdAuto = false; ui.afterMyMove = false;
    await refusedBy(e, msg);
  } finally {
    ui.undoing = false;
    el("undo").removeAttribute("aria-busy");
    if (ui.current) render();
    settle();
  }
});

for (const input of document.querySelectorAll("[data-pref]")) {
  if (input.type === "checkbox") input.checked = Boolean(prefs[input.dataset.pref]);
  else input.value = prefs[input.dataset.pref];
}
// the log is open on wide screens, folded on phones (the decision and your status come first)
el("log-box").open = window.matchMedia("(min-width: 900px)").matches;
setInterval(() => { if (ui.current && ui.current.clocks) drawClocks(); }, 1000);
// a link with no seat's token (a turn mail's link, opened signed out): watching, and the way to
// the account that may hold a seat here, which comes back to this game once signed in
if (mode === "play" && !token && !csrf()) {
  const back = `/account?next=${encodeURIComponent(location.pathname)}`;
  el("watching").innerHTML = markup("web-game-watching-sign-in", {}, { link: `<a href="${esc(back)}">${esc(t("web-game-sign-in-to-play"))}</a>` });
  el("watching").hidden = false;
}
// signed in with a join link: the seat is kept in the account, to play it from any device
// (the answer's new token replaces the link's: a copy of the old link someone kept is dead now).
// The game's connection opens after the claim's answer, with the token that holds the seat then:
// opened before, with the link's, it could be refused once the claim had replaced it. A seat that
// had played before it was claimed is kept but not rated, or refused when it was played from
// another browser (issue 54, server/claims.py): the page shows the server's words for either.
function claimThenConnect() {
  api(`/api/games/${encodeURIComponent(gameId)}/claim`, { method: "POST", token, body: {} }).then((data) => {
    if (data && data.said) toast(data.said);
    if (!data || !data.token) return;
    token = data.token;
    history.replaceState(null, "", `${location.pathname}${location.search}#token=${encodeURIComponent(token)}`);
  }).catch((e) => { if (e.code === "seat_played") toast(e.message); }).finally(connect);
}
// another join link opened in this tab changes only the fragment: the page starts again as that seat
window.addEventListener("hashchange", () => { if (new URLSearchParams(location.hash.slice(1)).get("token") !== token) location.reload(); });
if (token && csrf()) claimThenConnect(); else connect();
