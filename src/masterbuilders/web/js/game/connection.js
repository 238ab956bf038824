// The game's live updates: a WebSocket that reconnects (the seat's token in its first message), and
// the updates it brings shown one at a time, each followed by the choice the page makes by itself.
import { api, csrf, esc, toast, renderer as rendererOf, title } from "../api.js";
import { t } from "../i18n.js";
import {
  state, prefs, setToken, loaded, connected, fatal, nextRetry, received, showing, holdOn, nextUpdate,
  holdUntil, shownAll, shown, sequenceGoesOn,
} from "./state.js";
import { el, busy, settle, remember } from "./page.js";
import { render } from "./decision.js";
import { follow } from "./moves.js";
import { drawRoutines } from "./settings.js";

/**
 * One update from the server, as the WebSocket brings it (server/session.py `payload`: the fields
 * this page reads).
 * @typedef {object} Update
 * @property {number} version the game's version this update shows
 * @property {number|null} seat the page's seat (null: a spectator)
 * @property {View} view the game as this seat sees it
 * @property {string[]} log the log's lines since the last update (all of them when `reset`)
 * @property {boolean} [reset] the first update of a connection: the whole log, nothing held over
 * @property {string|null} [rematch] the id of the rematch, once a seat started it
 * @property {{text: string}[]} [notices] the server's announcements (a seat timed out)
 * @property {(number|null)[]} [clocks] each seat's time left, in seconds
 * @property {{per_move?: number}|null} [clock] the game's clock (per_move: a turn-based game)
 * @property {boolean} [practice] a practice game (not rated)
 * @property {boolean} [hints] false where no engine may help (a game that may be rated)
 * @property {boolean} [undo] whether this seat may undo now
 * @property {object[]} seats the seats' names and kinds (art.js playerNames)
 * @property {number} [gap] ms the server took for it (since the last update or this page's move)
 */

/**
 * @typedef {object} View
 * @property {string} game the game's name (its renderer, title and rules)
 * @property {Decision} decision the decision the game waits for
 * @property {object[]} players one entry per seat
 * @property {{ranks: number[], scores: number[]}|null} [result] the end, once the game is over
 */

/**
 * @typedef {object} Decision
 * @property {number} seat who decides
 * @property {boolean} [chance] a draw, not a player's decision
 * @property {boolean} [over] the game is over
 * @property {string} text the decision, written to the one who decides
 * @property {string[]} [legal_actions] the actions allowed now
 * @property {Object<string, string|null>} [routines] a routine plan's action here (null: the player's)
 */

const STEP_MS = { move: 700, chance: 250 };

export function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${proto}://${location.host}/ws/games/${state.gameId}`);
  ws.onopen = () => {
    // who this connection is: the link's seat, else (signed in) the seat the account holds here
    const { token } = state;
    ws.send(JSON.stringify(token || !csrf() ? { type: "auth", token: token || null } : { type: "auth", account: true }));
    connected();
  };
  ws.onmessage = (event) => {
    const msg = JSON.parse(event.data);
    if (msg.type === "error") {
      toast(msg.error.message);
      if (msg.error.code === "forbidden" || msg.error.code === "not_found") {
        fatal();
        const banner = el("banner");
        banner.hidden = false;
        banner.innerHTML = `${esc(msg.error.code === "forbidden" ? t("web-game-bad-token") : t("web-game-no-such-game"))}: ${esc(msg.error.message)} <a href="/">${esc(t("web-game-back-to-lobby"))}</a>`;
      }
      return;
    }
    if (msg.type !== "update") return;
    received(msg);
    pump();
  };
  ws.onclose = () => {
    el("status").textContent = t("web-game-offline");
    if (state.fatal) return;
    const banner = el("banner");
    banner.hidden = false;
    banner.textContent = t("web-game-reconnecting");
    setTimeout(connect, nextRetry());
  };
}

// signed in with a join link: the seat is kept in the account, to play it from any device
// (the answer's new token replaces the link's: a copy of the old link someone kept is dead now).
// The game's connection opens after the claim's answer, with the token that holds the seat then:
// opened before, with the link's, it could be refused once the claim had replaced it. A seat that
// had played before it was claimed is kept but not rated, or refused when it was played from
// another browser (issue 54, server/claims.py): the page shows the server's words for either.
export function claimThenConnect() {
  api(`/api/games/${encodeURIComponent(state.gameId)}/claim`, { method: "POST", token: state.token, body: {} }).then((data) => {
    if (data && data.said) toast(data.said);
    if (!data || !data.token) return;
    setToken(data.token);
    history.replaceState(null, "", `${location.pathname}${location.search}#token=${encodeURIComponent(data.token)}`);
  }).catch((e) => { if (e.code === "seat_played") toast(e.message); }).finally(connect);
}

// Updates are shown one at a time: a move by another seat (or a draw) stays on screen for a moment
// (the pace, Settings) before the next one is shown, unless the player skips; "Skip to now" shows
// only while a newer update waits.
async function pump() {
  if (state.pumping) return;
  showing();
  busy("showing");
  try {
    while (state.inbox.length) {
      const left = state.holdUntil - performance.now();
      if (left > 0 && !state.skip) {
        el("skip").hidden = false;
        await holdOn(left);
        el("skip").hidden = true;
      }
      const msg = nextUpdate();
      const before = state.current;
      await show(msg);
      holdUntil(performance.now() + holdFor(before, msg));
    }
  } finally {
    shownAll();
    el("skip").hidden = true;
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

async function show(msg) {
  // "reconnecting" stays until the page shows the connection's first state, not only its opening
  // (until then the page still shows what it had, a failed automatic choice included)
  if (msg.reset && !state.fatal) el("banner").hidden = true;
  shown(msg);
  if (msg.seat !== null && state.token) remember(msg);
  if (!state.renderer) {
    try {
      const [renderer, gameTitle] = await Promise.all([rendererOf(msg.view.game), title(msg.view.game)]);
      loaded(renderer, gameTitle);
      drawRoutines();
    } catch (e) { toast(e.message); return; }
  }
  sequenceGoesOn(msg, t("web-game-changed-midway"));
  render();
  follow(msg);
}
