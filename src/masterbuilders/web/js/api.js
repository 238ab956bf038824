// Shared helpers: HTTP calls with the server's error format, small DOM utilities.
import { t, num } from "./i18n.js";

// The signed-in session's CSRF token (its cookie is readable by this site's scripts only): every
// write carries it, as the server asks of any write a session cookie could authorize.
export function csrf() {
  const found = document.cookie.split("; ").find((c) => c.startsWith("mb_csrf="));
  return found ? decodeURIComponent(found.slice("mb_csrf=".length)) : "";
}

export async function api(path, options = {}) {
  const init = { method: options.method || "GET", headers: { "content-type": "application/json" } };
  if (options.token) init.headers.authorization = `Bearer ${options.token}`;
  if (init.method !== "GET" && csrf()) init.headers["x-csrf-token"] = csrf();
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  const response = await fetch(path, init);
  const text = await response.text();
  let data = {};
  try { data = text ? JSON.parse(text) : {}; } catch { data = { error: { code: "bad_response", message: text } }; }
  if (!response.ok) {
    const err = new Error((data.error && data.error.message) || response.statusText);
    err.code = data.error && data.error.code;
    err.status = response.status;
    throw err;
  }
  return data;
}

export function esc(value) {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

export function toast(message) {
  let el = document.querySelector(".toast");
  if (!el) { el = document.createElement("div"); el.className = "toast"; document.body.append(el); }
  el.setAttribute("role", "status");
  el.title = t("web-toast-close");
  el.onclick = () => { el.hidden = true; };
  el.textContent = message;
  el.hidden = false;
  clearTimeout(el._timer);
  el._timer = setTimeout(() => { el.hidden = true; }, 5000);
}

// The games this server plays (titles, player counts, levels, browser modules), fetched once.
let metaPromise = null;
export function meta() {
  if (!metaPromise) metaPromise = api("/api/meta");
  return metaPromise;
}

// A game's browser module (it draws the game's views), loaded once.
const renderers = {};
export async function renderer(game) {
  if (!renderers[game]) {
    const info = (await meta()).games.find((g) => g.name === game);
    if (!info) throw new Error(t("web-no-such-game-here", { game }));
    renderers[game] = await import(info.renderer);
    if (renderers[game].css) {
      // a game's own styles travel with its module
      const style = document.createElement("style");
      style.textContent = renderers[game].css;
      document.head.append(style);
    }
  }
  return renderers[game];
}

export async function title(game) {
  const info = (await meta()).games.find((g) => g.name === game);
  return info ? info.title : game;
}

export function changed(now, before) {
  // no baseline (undefined, or null from `base && base.x`): nothing is marked
  return before !== undefined && before !== null && JSON.stringify(now) !== JSON.stringify(before) ? " changed" : "";
}

// A leaderboard (players who show their ratings and the computer levels at their fixed ratings,
// best first by mu - 3 sigma) drawn into `container`; players link to their profiles.
// A rating this uncertain (a newcomer's is 8.3) is marked provisional on the leaderboards.
const PROVISIONAL_SIGMA = 4;

// The newest request for each container: choosing a game and then a number of players sends two
// requests, and an answer that comes after a newer request's never overwrites it.
const boardAsked = new WeakMap();

export async function drawBoard(container, game, players, profile = "/account#player=") {
  const asked = (boardAsked.get(container) || 0) + 1;
  boardAsked.set(container, asked);
  try {
    const data = await api(`/api/ratings/${encodeURIComponent(game)}?players=${players}`);
    if (boardAsked.get(container) !== asked) return;  // a newer choice was made meanwhile
    if (!data.board.length) { container.textContent = t("web-board-nobody"); return; }
    container.classList.remove("muted");
    container.classList.add("board-wrap");  // (a narrow screen scrolls the table, not the page)
    // the number the table is ordered by: the skill estimate less three times its uncertainty
    // (a newcomer's is low until their games make it sure), the estimate itself beside it
    const head = `<th>#</th><th>${esc(t("web-board-player"))}</th><th title="${esc(t("web-board-rating-title"))}">${esc(t("web-board-rating"))}</th><th>${esc(t("web-board-skill"))}</th><th>${esc(t("web-board-games"))}</th>`;
    container.innerHTML = `<table class="board"><thead><tr>${head}</tr></thead><tbody>${data.board.map((e, i) => {
      const who = e.kind === "level" ? `<span class="muted">${esc(t("web-board-computer"))}</span> ${esc(levelName(e.name))}` : `<a href="${profile}${encodeURIComponent(e.name)}">${esc(e.name)}</a>${e.kind === "bot account" ? ` <span class="muted">${esc(t("web-board-bot"))}</span>` : ""}`;
      const provisional = e.kind !== "level" && e.sigma > PROVISIONAL_SIGMA;
      return `<tr><td>${i + 1}</td><td>${who}</td><td class="num">${num(e.mu - 3 * e.sigma, 1)}</td><td class="muted small" title="mu ${num(e.mu, 1)}, sigma ${num(e.sigma, 1)}"><span class="nowrap">${num(e.mu, 1)} &plusmn;${num(2 * e.sigma, 1)}</span>${provisional ? ` ${esc(t("web-board-provisional"))}` : ""}</td><td>${e.kind === "level" ? esc(t("web-board-fixed")) : e.games}</td></tr>`;
    }).join("")}</tbody></table><p class="muted small">${esc(t("web-board-explain"))}</p>`;
  } catch (e) { if (boardAsked.get(container) === asked) container.textContent = e.message; }
}

// A computer level's name in the reader's language ("policy:NAME" levels keep their name).
const LEVEL_NAMES = {
  random: () => t("web-level-random"), easy: () => t("web-level-easy"), medium: () => t("web-level-medium"),
  hard: () => t("web-level-hard"), expert: () => t("web-level-expert"),
};
export function levelName(level) { return LEVEL_NAMES[level] ? LEVEL_NAMES[level]() : level; }
