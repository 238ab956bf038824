// The game page (a seat with its token, or a spectator): live updates over a WebSocket that
// reconnects; the board drawn by the game's module with its legal actions clickable and also as a
// list; other seats' moves shown at the pace the player chose with what they changed (skippable);
// every click answered at once (its move pending, one in flight); single choices and routine
// choices that apply themselves; the rule a decision cites opened in the page; clocks
// with a warning and time-outs announced; the end with its winner, breakdown, rematch and replay.
//
// This module wires the page's controls to the modules beside it, each one job around the one
// state (state.js): connection.js (the WebSocket and the updates shown one at a time), moves.js
// (a move, an undo, the choices the page makes by itself), decision.js (the page drawn), seats.js,
// log.js, clock.js, end.js, hints.js, settings.js, compose.js, choices.js, page.js.
import { csrf, esc } from "../api.js";
import { openRule } from "../art.js";
import { t, markup } from "../i18n.js";
import {
  state, legalSet, held, setToken, filterTo, select, foldEnd, compose, noteDone, skipToNow,
} from "./state.js";
import { el, seatToken } from "./page.js";
import { routines, routineAction, doneNote } from "./choices.js";
import { render } from "./decision.js";
import { send, undo } from "./moves.js";
import { rematch } from "./end.js";
import { showHints } from "./hints.js";
import { showPrefs, prefChanged, always } from "./settings.js";
import { composedActions, composeChanged } from "./compose.js";
import { tickClocks } from "./clock.js";
import { connect, claimThenConnect } from "./connection.js";

setToken(seatToken());

document.addEventListener("click", async (event) => {
  const target = event.target.closest("[data-action],[data-filter],[data-select],[data-clear],[data-rule],[data-compose-send],[data-routine],#rematch,#end-fold");
  if (!target) return;
  if (target.id === "rematch") return rematch();
  if (target.id === "end-fold") { foldEnd(); return render(); }
  // a move or an undo on its way: the decision's choices wait for its answer
  if (held() && !target.dataset.rule && !target.dataset.clear) return;
  if (target.dataset.routine) {
    // "always": the routine is turned on (Settings shows it) and this decision is taken with it
    const r = routines().find((x) => x.id === target.dataset.routine);
    const action = r && routineAction(r, legalSet(state.current), state.current.view);
    if (!action) return;
    always(r);
    noteDone(doneNote(r, action, state.current.view));
    return send(action, false, target);
  }
  if (target.dataset.composeSend) {
    // a choice that is one thought: the engine's actions, the first sent now, the others as the
    // decisions come
    const list = composedActions(target.closest("[data-compose]"));
    if (!list.length) return;
    compose(list.slice(1));
    return send(list[0], false, target);
  }
  if (target.dataset.rule) { event.preventDefault(); return openRule(state.current.view.game, target.dataset.rule); }
  if (target.dataset.action) return send(target.dataset.action, false, target);
  if (target.dataset.clear) { filterTo(""); return render(); }
  if (target.dataset.filter) { filterTo(target.dataset.filter); return render(); }
  if (target.dataset.select) { select(target.dataset.select); return render(); }
});

// Keyboard: everything clickable on the board is focusable and acts on Enter or Space.
document.addEventListener("keydown", (event) => {
  if (event.key !== "Enter" && event.key !== " ") return;
  const target = event.target.closest && event.target.closest("[role=button]");
  if (!target || target.tagName === "BUTTON") return;
  event.preventDefault();
  target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
});

document.addEventListener("change", (event) => {
  const form = event.target.closest && event.target.closest("[data-compose]");
  if (form) composeChanged(form);
  prefChanged(event.target);
});

el("hint").addEventListener("click", showHints);
el("skip").addEventListener("click", skipToNow);
el("undo").addEventListener("click", undo);

showPrefs();
// the log is open on wide screens, folded on phones (the decision and your status come first)
el("log-box").open = window.matchMedia("(min-width: 900px)").matches;
tickClocks();
// a link with no seat's token (a turn mail's link, opened signed out): watching, and the way to
// the account that may hold a seat here, which comes back to this game once signed in
if (state.mode === "play" && !state.token && !csrf()) {
  const back = `/account?next=${encodeURIComponent(location.pathname)}`;
  el("watching").innerHTML = markup("web-game-watching-sign-in", {}, { link: `<a href="${esc(back)}">${esc(t("web-game-sign-in-to-play"))}</a>` });
  el("watching").hidden = false;
}
// another join link opened in this tab changes only the fragment: the page starts again as that seat
window.addEventListener("hashchange", () => { if (new URLSearchParams(location.hash.slice(1)).get("token") !== state.token) location.reload(); });
if (state.token && csrf()) claimThenConnect(); else connect();
