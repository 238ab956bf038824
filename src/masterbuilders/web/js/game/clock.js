// The seats' clocks: a real-time clock runs down on the page between updates, with a warning in
// its last minute; a turn-based game's bank is shown as it came.
import { esc } from "../api.js";
import { seatName } from "../art.js";
import { t } from "../i18n.js";
import { state } from "./state.js";
import { el, names } from "./page.js";

// A turn-based game (a time per move, counted in days): its banks change only when a move takes
// longer than its time, so they are shown as they came, in days and hours; a real-time clock
// runs down here between updates.
function turnBased(msg) { return Boolean(msg.clock && msg.clock.per_move); }

function clockText(msg, i) {
  let left = msg.clocks[i];
  if (left === null || left === undefined) return "";
  if (turnBased(msg)) return t("web-game-in-the-bank", { time: duration(left) });
  if (msg.view.decision.seat === i && !msg.view.decision.over) left = Math.max(0, left - (Date.now() - state.clockAt) / 1000);
  return duration(left);
}

// Seconds as a clock says them: "2 d 23 h", "5 h 12 min", or minutes and seconds ("4:05").
function duration(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  if (s >= 86400) return t("web-game-days-hours", { d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600) });
  if (s >= 3600) return t("web-game-hours-minutes", { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export function drawClocks() {
  const msg = state.current;
  if (!msg || !msg.clocks) { el("clocks").innerHTML = ""; return; }
  const all = names(msg);
  el("clocks").innerHTML = msg.clocks.map((c, i) => {
    const left = msg.view.decision.seat === i && !msg.view.decision.over ? c - (Date.now() - state.clockAt) / 1000 : c;
    const warn = left < 60 && !turnBased(msg) ? " warn" : "";
    return `<span class="clock${warn}${msg.view.decision.seat === i ? " running" : ""}" role="timer" aria-label="${esc(t("web-game-clock-left", { name: all[i], time: clockText(msg, i) }))}">${seatName(all, i)} ${esc(clockText(msg, i))}${warn && msg.seat === i && left > 0 ? ` \u2013 ${esc(t("web-game-hurry"))}` : ""}</span>`;
  }).join(" ");
}

// (each second, while the game has clocks)
export function tickClocks() { setInterval(() => { if (state.current && state.current.clocks) drawClocks(); }, 1000); }
