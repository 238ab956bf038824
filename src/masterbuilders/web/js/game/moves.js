// A move or an undo sent to the server, and the choices the page makes by itself. Each is
// answered on the page at once (its control pending, one request in flight) and guarded by the
// version the page shows.
import { api, toast } from "../api.js";
import { t } from "../i18n.js";
import {
  state, prefs, legalSet, held, claim, catchUp, newerThan, refuse, noteDone, moveSent, moveFailed,
  moveAnswered, undoSent, undoFailed, undoAnswered, nextInSequence, autoSending,
} from "./state.js";
import { el, busy, settle } from "./page.js";
import { routines, routineAction, doneNote } from "./choices.js";
import { render, markPending } from "./decision.js";

// A move, answered on the page at once: the chosen control shows it is pending and every other
// choice is held until the page shows the version the move made (one request in flight, so that no
// second click is sent for a version the server has left). A click while other seats' moves are
// still shown skips to now first, and acts if the choice is still there. A refused move gives the
// choice back with a line saying why; a move that lost a race with another step is never a
// "reload": the page catches up and offers the decision again.
export async function send(action, automatic = false, control = null) {
  if (!state.current || held()) return;
  // claimed at once: a second click while the page catches up waits for this one's answer (it
  // would otherwise act after it, on the decision that follows)
  claim(true);
  try {
    if (state.inbox.length || state.pumping) await catchUp();
  } finally { claim(false); }
  const msg = state.current;
  if (held()) return;
  const mine = msg.seat !== null && msg.view.decision.seat === msg.seat && !msg.view.decision.over;
  if (!mine || !legalSet(msg).has(action)) {
    if (!automatic) refuse(t("web-game-moved-on"));
    render();
    return;
  }
  moveSent(msg, action, control, automatic);
  busy("sending");  // until the page shows what the move made (browser tests)
  markPending();
  try {
    el("hints").innerHTML = "";
    await api(`/api/games/${state.gameId}/actions`, { method: "POST", token: state.token, body: { version: msg.version, action } });
  } catch (e) {
    moveFailed(msg, automatic);
    await refusedBy(e, msg);
  } finally {
    moveAnswered();
    if (state.current) render();
    settle();
  }
}

// Undo, guarded as a move is: one request in flight, for the version the page shows; "Last:" and
// what changed start again from the decision it returns to.
export async function undo() {
  if (!state.current || held()) return;
  claim(true);  // as a move: a second click waits for this one's answer
  try {
    if (state.inbox.length || state.pumping) await catchUp();
  } finally { claim(false); }
  const msg = state.current;
  if (held() || !msg.undo) { render(); return; }
  undoSent(msg);
  busy("sending");
  markPending();
  try { await api(`/api/games/${state.gameId}/undo`, { method: "POST", token: state.token, body: { version: msg.version } }); }
  catch (e) {
    undoFailed();
    await refusedBy(e, msg);
  } finally {
    undoAnswered();
    el("undo").removeAttribute("aria-busy");
    if (state.current) render();
    settle();
  }
}

// Why a move or an undo was not made, on the page beside the decision it gives back.
async function refusedBy(e, msg) {
  if (e.code === "stale_version") {
    refuse(t("web-game-stale"));
    await newerThan(msg.version, 3000);  // the update on its way over the WebSocket
    return;
  }
  // (the server's advice to reload is the page's own job: it catches up by itself)
  const why = e.status === undefined ? t("web-game-not-sent")
    : e.code === "storage_unavailable" ? t("web-game-not-confirmed")
    : String(e.message || e);
  refuse(t("web-game-not-done", { why }));
  toast(state.refused);
}

// After each update: the next action of a composed choice, a single legal choice, or a routine
// choice the player asked to make always (Settings), each applied by itself and counted.
export function follow(msg) {
  const d = msg.view.decision;
  if (msg.seat === null || d.seat !== msg.seat || d.over || state.autoSent === msg.version) return;
  if (state.autoFailed === msg.version || state.manualVersion === msg.version) return;
  const legal = legalSet(msg);
  let action = null;
  if (state.sequence.length) action = nextInSequence();
  if (!action && legal.size === 1 && prefs.autoSingle) [action] = legal;
  if (!action) {
    const routine = routines().find((r) => prefs[r.id] && routineAction(r, legal, msg.view));
    if (routine) {
      action = routineAction(routine, legal, msg.view);
      noteDone(doneNote(routine, action, msg.view));
    }
  }
  if (!action) return;
  autoSending(msg.version);
  const chosen = action;
  const go = () => {
    if (!state.current || state.current.version !== msg.version) return;
    if (held()) { setTimeout(go, 30); return; }  // the answer to the last move is still on its way
    document.body.dataset.autoApplied = String(Number(document.body.dataset.autoApplied || 0) + 1);
    send(chosen, true);
  };
  setTimeout(go, state.sequence.length || legal.size > 1 ? 50 : 150);
}
