// The page drawn from the state: the decision and its choices (clickable on the board and also as
// a list), what the others did since your move, and, through the other modules, the seats, the log,
// the clocks and the end. A move on its way holds every choice (markPending).
import { esc } from "../api.js";
import { seatName, withRules, logLine } from "../art.js";
import { t, markup } from "../i18n.js";
import { state, prefs, legalSet, held, foldChoices, resized } from "./state.js";
import { el, names, setFavicon } from "./page.js";
import { labelOf, routines, routineAction, doneNote } from "./choices.js";
import { drawHeader, drawTable } from "./seats.js";
import { drawLog, drawNotices } from "./log.js";
import { drawClocks } from "./clock.js";
import { drawEnd } from "./end.js";

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
  size.addEventListener("change", () => { resized(); if (state.current) render(); });
}

export function render() {
  const key = focusKey();
  draw();
  markPending();
  const again = key && document.querySelector(key);
  if (again && again !== document.activeElement) again.focus({ preventScroll: true });
}

// The pending move's control is marked busy, the other choices and Undo are held, until the page
// shows the new version (the page is drawn again then, with nothing held).
export function markPending() {
  if (!held()) return;
  const controls = "#actions button, #board [data-action], #players [data-action], #board [data-filter], #players [data-filter], #players [data-select], [data-compose-send], [data-compose] select, #hints [data-action]";
  for (const c of document.querySelectorAll(controls)) {
    const chosen = c === state.pendingControl || (state.pendingAction && c.dataset.action === state.pendingAction);
    if (chosen && state.sending) { c.classList.add("pending"); c.setAttribute("aria-busy", "true"); }
    if (c.tagName === "BUTTON" || c.tagName === "SELECT") c.disabled = true;
    else c.setAttribute("aria-disabled", "true");
  }
  el("undo").disabled = true;
  if (state.undoing) el("undo").setAttribute("aria-busy", "true");
}

function draw() {
  const msg = state.current;
  const view = msg.view;
  const me = msg.seat;
  const legal = legalSet(msg);
  const all = names(msg);
  const renderer = state.renderer;
  drawHeader(msg, all);
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
  const recent = state.recent;
  const more = recent.length > 4 ? ` <span class="small muted">${esc(t("web-game-more-in-log", { n: recent.length - 4 }))}</span>` : "";
  el("recent").innerHTML = (state.doneNote && !d.over ? `<span class="done-note" role="status">${esc(state.doneNote)}</span> ` : "")
    + (recent.length && !d.over ? `<span class="small muted">${esc(t("web-game-last"))}</span> ${recent.slice(-4).map((l) => `<span class="fresh">${logLine(l, msg.view, names(msg), renderer)}</span>`).join(" ")}${more}` : "");
  const ctx = { legal: null, base: state.baseline, selected: state.selected, seat: me, names: all, narrow: NARROW.matches };
  const actions = el("actions");
  const manual = state.autoFailed === msg.version || state.manualVersion === msg.version;
  const routine = routines().find((r) => prefs[r.id] && routineAction(r, legal, view));
  const autoNow = mine && !manual && ((legal.size === 1 && prefs.autoSingle) || state.sequence.length > 0 || Boolean(routine));
  // a routine choice not made always yet: offered as one tap beside the prompt
  // (a routine whose move now would be to finish is not offered: that shows nothing of it)
  const offer = mine && !autoNow && routines().find((r) => !prefs[r.id] && ![null, "done"].includes(routineAction(r, legal, view)));
  // a routine that is on but leaves this decision to the player says so
  const plans = (view.decision && view.decision.routines) || {};
  const handback = mine && !autoNow && routines().find((r) => prefs[r.id] && r.plan && plans[r.plan] === null);
  const clickable = mine && !autoNow ? legal : new Set();
  ctx.legal = clickable;
  el("board").innerHTML = renderer.board(view, ctx);
  el("players").innerHTML = renderer.players(view, ctx);
  drawTable(msg, ctx, mine);
  if (mine) {
    const groups = new Map();
    for (const a of legal) {
      if (state.filter && a !== state.filter && !a.startsWith(state.filter + " ")) continue;
      const kind = a.split(" ")[0];
      if (!groups.has(kind)) groups.set(kind, []);
      groups.get(kind).push(a);
    }
    // the choices are open beside the decision at every size (a long list scrolls in its own box,
    // so that the decision and your pieces stay in view); the player's folding it is kept
    const open = state.choicesOpen ?? true;
    // a choice the page makes for you is shown as done, not as buttons nobody may press
    const made = state.sequence.length ? t("web-game-sending")
      : routine && !(legal.size === 1 && prefs.autoSingle) ? doneNote(routine, routineAction(routine, legal, view), view)
      : t("web-game-only-choice", { what: labelOf([...legal][0], view) });
    // a choice the game's page composes from several of the engine's actions (a market visit)
    const composed = !autoNow && renderer.compose ? renderer.compose(view, ctx) : "";
    actions.innerHTML = (state.refused ? `<div class="group refused" role="alert">${esc(state.refused)}</div>` : "")
      + (autoNow ? `<div class="group auto done" role="status">${esc(made)}</div>` : "")
      + composed
      + (handback ? `<div class="group handback small" role="status">${esc(handback.handback)}</div>` : "")
      + (offer ? `<div class="group offer"><button type="button" class="always" data-routine="${esc(offer.id)}">${esc(offer.offer || offer.text)}${offer.plan ? ` <span class="small">${esc(t("web-game-routine-now", { what: labelOf(routineAction(offer, legal, view), view) }))}</span>` : ""}</button></div>` : "")
      + (autoNow ? "" : `<details class="choices"${open ? " open" : ""}><summary data-count="${legal.size}">${esc(t("web-game-your-choices", { n: legal.size }))}</summary>`
      + (state.filter ? `<div class="group">${esc(t("web-game-some-choices"))} <button type="button" data-clear="1">${esc(t("web-game-show-all"))}</button></div>` : "")
      + '<div class="choice-list">'
      + [...groups.values()].map((list) => '<div class="group"></div>' + list.map((a) => `<button type="button" class="act" data-action="${esc(a)}"${autoNow ? " disabled" : ""}>${esc(labelOf(a, view))}</button>`).join("")).join("")
      + "</div></details>");
    const summary = actions.querySelector("summary");
    if (summary) summary.addEventListener("click", (e) => { foldChoices(!e.target.closest("details").open); });
  } else actions.innerHTML = state.refused ? `<div class="group refused" role="alert">${esc(state.refused)}</div>` : "";
  drawLog(msg);
  el("recent").scrollTop = el("recent").scrollHeight;  // its newest line in view
  el("hint").disabled = !mine;
  el("hint").hidden = msg.hints === false;  // a game that may be rated: no engine helps (server)
  el("undo").disabled = !msg.undo;
  drawClocks();
  drawNotices(msg);
  drawEnd(msg, all, render);
  el("status").textContent = "";
  el("status").dataset.version = String(msg.version);  // for the browser tests, not shown
  document.title = `${mine ? `\u25cf ${t("web-game-tab-your-turn")} \u00b7 ` : d.over ? `${t("web-game-tab-over")} \u00b7 ` : ""}${state.gameTitle} \u00b7 masterbuilders`;
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
