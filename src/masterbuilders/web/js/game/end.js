// The end of the game: the winner, the tiebreak and the points, over the table (foldable to a bar to
// look at the final board), with the rematch, the review and the replay.
import { api, esc, toast } from "../api.js";
import { seatName, withRules } from "../art.js";
import { t, markup } from "../i18n.js";
import { state, rematchFound, watchingRematch, rematching } from "./state.js";
import { el, playLink, remember } from "./page.js";

// (`redraw` draws the page again: the rematch, once a seat started it, is named on it)
export function drawEnd(msg, all, redraw) {
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
  const end = state.renderer.ending(view, all);
  const { gameId, token } = state;
  // the end comes to the player wherever the page was: over the table, foldable to a bar to look
  // at the final board
  box.hidden = false;
  box.classList.toggle("folded", Boolean(state.endFolded));
  box.innerHTML = `<h2 class="headline" id="result-title" data-end-winner>${headline}</h2>${end.tiebreak ? `<p class="end-detail">${withRules(end.tiebreak)}</p>` : ""}`
    + `<p class="end-buttons">${msg.seat !== null && token ? `<button type="button" class="primary" id="rematch" data-end-rematch>${esc(state.rematchId ? t("web-game-join-rematch") : t("web-game-rematch"))}</button> ` : ""}<a class="btn primary" href="/replay/${encodeURIComponent(gameId)}${msg.seat !== null ? `?seat=${msg.seat}` : ""}#review" data-end-review>${esc(t("web-game-review"))}</a> <a class="btn" href="/replay/${encodeURIComponent(gameId)}">${esc(t("web-game-watch-replay"))}</a> <a class="btn" href="/">${esc(t("web-game-back-to-lobby"))}</a> <button type="button" id="end-fold">${esc(state.endFolded ? t("web-game-show-result") : t("web-game-look-at-table"))}</button></p><div id="rematch-links">${rematchReady(msg)}</div>`
    // the buttons under the winner, the table after them: on a small screen what to do next stays
    // in the first view, the table scrolls
    + `<div class="end-detail"><h3>${esc(t("web-game-points-from"))}</h3><div class="scroll-x">${end.table}</div></div>`;
  watchRematch(redraw);
}

// Another seat started the rematch: a link to it (with this seat's own token; a spectator watches).
function rematchReady(msg) {
  if (!state.rematchId) return "";
  const { token } = state;
  const href = msg.seat !== null && token ? playLink(state.rematchId, token) : `/watch/${encodeURIComponent(state.rematchId)}`;
  return `<p class="rematch-ready" role="status">${esc(t("web-game-rematch-ready"))} <a class="btn primary" id="rematch-link" href="${esc(href)}">${esc(msg.seat !== null && token ? t("web-game-play-it") : t("web-game-watch-it"))}</a></p>`;
}

// At the end, the game's summary is looked at now and then: it names the rematch once a seat
// started it.
function watchRematch(redraw) {
  if (state.rematchWatch || state.rematchId) return;
  const look = async () => {
    try {
      const summary = await api(`/api/games/${encodeURIComponent(state.gameId)}`);
      if (summary.rematch) {
        rematchFound(summary.rematch);
        clearInterval(state.rematchWatch);
        if (state.current) redraw();
      }
    } catch { /* a passing failure: look again */ }
  };
  watchingRematch(setInterval(look, 5000));
  look();
}

// The one next game of these seats (the server makes it once, whoever asks first): same seats,
// clock and practice mark; this seat plays it with its own token, the others see it is ready.
export async function rematch() {
  const msg = state.current;
  const { gameId, token } = state;
  if (state.rematching || msg.seat === null || !token) return;
  rematching(true);
  try {
    const { game_id: next } = await api(`/api/games/${encodeURIComponent(gameId)}/rematch`, { method: "POST", token, body: {} });
    remember(msg, next, msg.seat, token);
    location.href = playLink(next, token);
  } catch (e) { toast(e.message); } finally { rematching(false); }
}
