// Settings: single choices applied by themselves, the pace of other seats' moves, and each routine
// choice the game offers to make always (kept in this browser, state.js prefs).
import { esc } from "../api.js";
import { state, prefs, setPref } from "./state.js";
import { el } from "./page.js";
import { routines } from "./choices.js";
import { render } from "./decision.js";
import { follow } from "./moves.js";

export function drawRoutines() {
  el("routines").innerHTML = routines().map((r) => `<label class="pref"><input type="checkbox" data-pref="${esc(r.id)}"${prefs[r.id] ? " checked" : ""}> ${esc(r.text)}</label>`).join("");
}

export function showPrefs() {
  for (const input of document.querySelectorAll("[data-pref]")) {
    if (input.type === "checkbox") input.checked = Boolean(prefs[input.dataset.pref]);
    else input.value = prefs[input.dataset.pref];
  }
}

// A setting changed: kept, and the decision on screen looked at again with it.
export function prefChanged(input) {
  const pref = input.dataset && input.dataset.pref;
  if (!pref) return;
  setPref(pref, input.type === "checkbox" ? input.checked : input.value);
  if (state.current) { render(); follow(state.current); }
}

// "always": the routine is turned on (Settings shows it).
export function always(r) {
  setPref(r.id, true);
  drawRoutines();
}
