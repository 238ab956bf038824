// The game's log (the lines since your own last move marked new, the server's notices after them),
// and the server's announcements above the table (a seat's time ran out and a bot plays for it).
import { esc, toast } from "../api.js";
import { logLine } from "../art.js";
import { state, noticesSeen } from "./state.js";
import { el, names } from "./page.js";

export function drawLog(msg) {
  el("log").innerHTML = state.log.map((line, i) => `<div class="${i >= state.baselineLog ? "new" : ""}">${logLine(line, msg.view, names(msg), state.renderer)}</div>`).join("")
    + (msg.notices || []).map((n) => `<div class="notice-line" role="note">${esc(n.text)}</div>`).join("");
  el("log").scrollTop = el("log").scrollHeight;
}

// The newest line that names the player (the engine's name for the seat), wherever its language
// puts the name.
export function lastLineOf(name) {
  const said = new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`);
  for (let k = state.log.length - 1; k >= 0; k--) if (said.test(state.log[k])) return state.log[k];
  return "";
}

// Announcements from the server: on screen until dismissed, and in the log.
export function drawNotices(msg) {
  const notices = msg.notices || [];
  const box = el("notices");
  box.hidden = !notices.length;
  box.innerHTML = notices.map((n) => `<div class="notice">${esc(n.text)}</div>`).join("");
  if (notices.length > state.seenNotices) {
    noticesSeen(notices.length);
    toast(notices[notices.length - 1].text);
  }
}
