// A decision's choices as the page names them, and the routine choices a player may leave to the
// page (the game's renderer lists its routines: a fixed action, or a plan the game reckons).
import { t } from "../i18n.js";
import { state } from "./state.js";

export function labelOf(action, view) { return state.renderer.label(action, view); }

export function routines() { return state.renderer.routines || []; }

// A routine's choice at this decision: its fixed action, or the one the game reckons for its plan
// (the view's decision.routines), if legal here.
export function routineAction(r, legal, view) {
  const plans = (view.decision && view.decision.routines) || {};
  const action = r.action || (r.plan && plans[r.plan]);
  return action && legal.has(action) ? action : null;
}

export function doneNote(r, action, view) {
  const what = r.plan ? `${r.done}: ${labelOf(action, view)}` : r.done || labelOf(action, view);
  return t("web-game-done-always", { what });
}
