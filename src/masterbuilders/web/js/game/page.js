// What the game page's modules share of the page itself: its elements, its links, the busy mark the
// browser tests read, the tab's icon, and the seat's token in the URL and in this browser.
import { playerNames } from "../art.js";
import { state } from "./state.js";

export function el(id) { return document.getElementById(id); }

export function names(msg) { return playerNames(msg.seats); }

export function playLink(id, seatToken) { return `/play/${encodeURIComponent(id)}#token=${encodeURIComponent(seatToken)}`; }

// The page is busy (read by the browser tests) while it shows updates ("showing"), or while a move
// or an undo is on its way and the page has not shown what it made ("sending").
export function busy(what) { document.body.dataset.busy = what; }
export function settle() {
  if (state.pumping || state.sending || state.undoing || state.awaiting >= 0) return;
  delete document.body.dataset.busy;
}

// The token of this page's seat, from the fragment. An old link (/play/ID?token=...) had it in the
// query string: it is moved into the fragment at once, before the page asks the server anything.
// The token lives in the URL's fragment (#token=...), which a browser never sends to a server: API
// calls carry it in the Authorization header, the WebSocket in its first message.
export function seatToken() {
  const query = new URLSearchParams(location.search);
  const old = query.get("token");
  if (old) {
    query.delete("token");
    const rest = query.toString();
    history.replaceState(null, "", `${location.pathname}${rest ? `?${rest}` : ""}#token=${encodeURIComponent(old)}`);
    return old;
  }
  return new URLSearchParams(location.hash.slice(1)).get("token");
}

// "My games": every game this browser has a seat in, for the lobby to list (tokens stay here).
export function remember(msg, id = state.gameId, seat = msg.seat, seatToken = state.token) {
  const mine = JSON.parse(localStorage.getItem("mb-games") || "{}");
  const key = `${id}/${seat}`;
  if (!mine[key] || mine[key].token !== seatToken) {  // (a claim gave the seat a new token)
    mine[key] = { id, seat, token: seatToken, game: msg.view.game, joined: (mine[key] && mine[key].joined) || Date.now() };
    localStorage.setItem("mb-games", JSON.stringify(mine));
  }
}

export function setFavicon(mine) {
  const color = mine ? "%23b2352c" : "%238a7a64";
  let link = document.querySelector("link[rel=icon]");
  if (!link) { link = document.createElement("link"); link.rel = "icon"; document.head.append(link); }
  link.href = `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="${color}"/></svg>`;
}
