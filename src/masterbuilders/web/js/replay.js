// Step through a finished game forwards and backwards, from any seat's view or as a spectator:
// each step says who did what in the table's words, and marks only what that step changed.
import { api, esc, toast, renderer, title } from "./api.js";
import { seatName, withRules, logLine, openRule, playerNames } from "./art.js";
import { createReview } from "./review.js";
import { t, markup } from "./i18n.js";

const gameId = location.pathname.split("/")[2];
const query = new URLSearchParams(location.search);
const own = ownSeat();
const state = { step: Number(query.get("step") || 0), steps: 0, seat: query.get("seat") ?? (own ? String(own.seat) : "spectator"), names: [], shown: null };
let review = null;

// The seat this browser plays in this game (the game page keeps each seat's token here), if any:
// the review lists its mistakes first and asks for the review with its token.
function ownSeat() {
  try {
    const mine = Object.values(JSON.parse(localStorage.getItem("mb-games") || "{}")).filter((g) => g.id === gameId);
    const asked = query.get("seat");
    return mine.find((g) => String(g.seat) === asked) || mine[0] || null;
  } catch { return null; }
}
const $ = (id) => document.getElementById(id);
// navigation drawn in SVG: no font needs the media-control characters
const ICON = {
  first: '<path d="M5 4v16M19 4 8 12l11 8z"/>',
  prev: '<path d="M17 4 6 12l11 8z"/>',
  next: '<path d="M7 4l11 8-11 8z"/>',
  last: '<path d="M19 4v16M5 4l11 8-11 8z"/>',
};
for (const [id, path] of Object.entries(ICON)) {
  const b = $(id);
  b.innerHTML = `<svg class="icon nav" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" stroke="currentColor" stroke-width="2">${path}</svg> ${esc(t(b.dataset.text))}`;
}

async function show() {
  const asked = (state.asked = (state.asked || 0) + 1);
  try {
    const data = await api(`/api/games/${gameId}/replay?step=${state.step}&seat=${state.seat}`);
    if (asked !== state.asked) return; // a later step was asked for meanwhile
    const previous = state.shown;
    state.steps = data.steps;
    state.step = data.step;
    const view = data.view;
    const r = await renderer(view.game);
    if (asked !== state.asked) return;
    $("slider").max = data.steps;
    $("slider").value = data.step;
    const who = data.actor === null || data.actor === undefined ? null : data.actor >= 0 ? seatName(state.names, data.actor) : esc(t("web-replay-chance"));
    const said = data.label ? (who === null ? withRules(data.label) : markup("web-replay-by", { who: { html: who }, action: { html: withRules(data.label) } })) : "";
    $("step").innerHTML = `${esc(t("web-replay-step", { step: data.step, steps: data.steps }))}${said ? ` &middot; ${said}` : ""}`;
    $("title").textContent = t("web-replay-of", { game: await title(view.game) });
    // only one step back is "what changed"; a jump marks nothing
    const base = previous && previous.step === data.step - 1 && previous.seat === state.seat ? previous.view : null;
    const ctx = { legal: new Set(), base, seat: state.seat === "spectator" ? null : Number(state.seat), names: state.names, narrow: window.matchMedia("(max-width: 700px)").matches };
    $("board").innerHTML = r.board(view, ctx);
    $("players").innerHTML = r.players(view, ctx);
    const fresh = previous && base ? previous.log : data.log.length;
    $("log").innerHTML = data.log.map((l, i) => `<div class="${i >= fresh ? "new" : ""}">${logLine(l, view, state.names, r)}</div>`).join("");
    $("log").scrollTop = $("log").scrollHeight;
    $("result").hidden = !view.result;
    if (view.result) {
      const end = r.ending(view, state.names);
      $("result").innerHTML = `<h2>${esc(t("web-replay-final-scores"))}</h2>${end.tiebreak ? `<p>${withRules(end.tiebreak)}</p>` : ""}<div class="scroll-x">${end.table}</div>`;
    }
    state.shown = { step: data.step, seat: state.seat, view, log: data.log.length };
    state.game = view.game;
    history.replaceState(null, "", `?step=${state.step}${state.seat !== "spectator" ? `&seat=${state.seat}` : ""}${location.hash}`);
    if (review) review.shown(data);
  } catch (e) { toast(e.message); }
}

async function init() {
  const summary = await api(`/api/games/${gameId}`);
  state.names = playerNames(summary.seats);
  $("seat").innerHTML = `<option value="spectator">${esc(t("web-replay-spectator"))}</option>` + summary.seats.map((s, i) => `<option value="${s.seat}">${esc(state.names[i])}</option>`).join("");
  if (![...$("seat").options].some((o) => o.value === state.seat)) state.seat = "spectator";
  $("seat").value = state.seat;
  review = createReview({
    gameId, names: state.names, token: own ? own.token : null, ownSeat: own ? Number(own.seat) : null,
    seat: () => (state.seat === "spectator" ? null : Number(state.seat)),
    step: () => state.step,
    jump: (step, seat) => {
      const next = seat === null || seat === undefined ? "spectator" : String(seat);
      const changedSeat = next !== state.seat;
      state.seat = next;
      $("seat").value = next;
      if (changedSeat) review.seatChanged();
      go(step);
    },
  });
  await show();
}

const go = (step) => { state.step = Math.max(0, Math.min(state.steps, step)); show(); };
$("first").onclick = () => go(0);
$("prev").onclick = () => go(state.step - 1);
$("next").onclick = () => go(state.step + 1);
$("last").onclick = () => go(state.steps);
$("slider").oninput = (e) => go(Number(e.target.value));
$("seat").onchange = (e) => { state.seat = e.target.value; if (review) review.seatChanged(); show(); };
document.addEventListener("keydown", (e) => { if (e.key === "ArrowRight") go(state.step + 1); if (e.key === "ArrowLeft") go(state.step - 1); });
document.addEventListener("click", (e) => {
  const link = e.target.closest("[data-rule]");
  if (link) { e.preventDefault(); openRule(state.game, link.dataset.rule); }
});
init().catch((e) => toast(e.message));
