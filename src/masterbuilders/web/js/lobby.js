// The lobby: create a game (which game, seats human or bot level), copy join links, list games.
import { api, csrf, drawBoard, esc, toast, meta, levelName } from "./api.js";
import { t } from "./i18n.js";

const seatsEl = document.getElementById("seats");
const playersEl = document.getElementById("players");
const gameEl = document.getElementById("game");
let games = [];

async function drawGames() {
  games = (await meta()).games;
  gameEl.innerHTML = games.map((g) => `<option value="${esc(g.name)}">${esc(g.title)}</option>`).join("");
  document.getElementById("board-game").innerHTML = gameEl.innerHTML;
  drawPlayers();
  boardPlayers();
}

// The leaderboard of the game and player count chosen (ratings: server/ratings.py).
function boardPlayers() {
  const g = games.find((x) => x.name === document.getElementById("board-game").value);
  const el = document.getElementById("board-players");
  el.innerHTML = "";
  for (let n = g.min_players; n <= g.max_players; n++) el.insertAdjacentHTML("beforeend", `<option>${n}</option>`);
  showBoard();
}

function showBoard() {
  drawBoard(document.getElementById("board"), document.getElementById("board-game").value, document.getElementById("board-players").value);
}

function drawPlayers() {
  const g = games.find((x) => x.name === gameEl.value);
  const keep = Number(playersEl.value) || g.max_players;
  playersEl.innerHTML = "";
  for (let n = g.min_players; n <= g.max_players; n++) playersEl.insertAdjacentHTML("beforeend", `<option ${n === Math.min(Math.max(keep, g.min_players), g.max_players) ? "selected" : ""}>${n}</option>`);
  drawSeats();
}

function drawSeats() {
  const n = Number(playersEl.value);
  const g = games.find((x) => x.name === gameEl.value);
  // a trained policy plays only the player count it was trained for (levels with "players")
  const offered = g.levels.filter((l) => !l.players || l.players === n);
  const levels = [...offered.map((l) => l.name), "random"];
  const describe = Object.fromEntries(g.levels.map((l) => [l.name, l.description]));
  const old = [...seatsEl.querySelectorAll("select")].map((s) => s.value);
  const invited = [...seatsEl.querySelectorAll("[data-invite]")].map((s) => s.value);
  seatsEl.innerHTML = "";
  for (let i = 0; i < n; i++) {
    const value = old[i] || (i === 0 ? "human" : "medium");
    const options = ["human", ...levels].map((v) => `<option value="${v}" ${v === value ? "selected" : ""} title="${esc(describe[v] || (v === "random" ? t("web-level-random-description") : ""))}">${esc(v === "human" ? t("web-lobby-human") : t("web-lobby-bot", { level: levelName(v) }))}</option>`).join("");
    // a person's seat (other than the first, the creator's) may be held for an account by name:
    // it shows in that player's games, no link needed
    const invite = i ? `<input data-invite="${i}" aria-label="${esc(t("web-lobby-invite-label", { seat: i + 1 }))}" placeholder="${esc(t("web-lobby-invite"))}" maxlength="24" value="${esc(invited[i] || "")}"${value === "human" ? "" : " hidden"}>` : "";
    seatsEl.insertAdjacentHTML("beforeend", `<div class="seatrow"><span>${esc(t("web-lobby-seat", { seat: i + 1 }))}</span><select data-seat="${i}" aria-label="${esc(t("web-lobby-seat", { seat: i + 1 }))}">${options}</select>${invite}</div>`);
  }
}

seatsEl.addEventListener("change", (event) => {
  const seat = event.target.dataset.seat;
  const invite = seat && seatsEl.querySelector(`[data-invite="${seat}"]`);
  if (invite) invite.hidden = event.target.value !== "human";
});

async function listGames() {
  try {
    const data = await api("/api/games");
    const el = document.getElementById("games");
    // the server lists what a newcomer can watch: games in play lately and finished ones
    if (!data.games.length) { el.textContent = t("web-lobby-no-games"); return; }
    el.innerHTML = data.games.slice(0, 40).map((g) => {
      const who = g.seats.map((s) => s.kind === "bot" ? levelName(s.level) : t("web-lobby-human")).join(", ");
      const link = g.status === "finished"
        ? `<a href="/replay/${g.id}">${esc(t("web-lobby-replay"))}</a> &middot; <a href="/api/games/${g.id}/record" title="${esc(t("web-lobby-record-title"))}">${esc(t("web-lobby-record"))}</a>`
        : `<a href="/watch/${g.id}">${esc(t("web-lobby-watch"))}</a>`;
      const info = games.find((x) => x.name === g.game);
      const state = g.status === "finished" ? t("web-lobby-finished") : t("web-lobby-in-play");
      const days = g.clock && g.clock.per_move ? g.clock.per_move / 86400 : 0;
      const pace = days ? ` <span class="muted">${esc(t("web-lobby-turn-based", { n: days }))}</span>`
        : g.clock ? ` <span class="muted">${esc(t("web-lobby-real-time", { n: Math.round(g.clock.seconds / 60) }))}</span>` : "";
      return `<div class="game-row" data-status="${esc(g.status)}"><b>${esc(info ? info.title : g.game)}</b> ${esc(t("web-lobby-players-short", { n: g.num_players }))} <span class="muted">(${esc(who)})</span> ${esc(state)}${pace} &middot; ${link}</div>`;
    }).join("");
  } catch (e) { toast(e.message); }
}

// The signed-in account's games (on any device), with whose turn it is; the tab says how many
// wait for you.
async function accountGames() {
  if (!csrf()) return [];
  try {
    const me = await api("/api/account");
    document.getElementById("account-link").textContent = me.account.name;
    return (await api("/api/account/games")).games;
  } catch { return []; }
}

// The games this browser holds a seat in (kept by the game page), and the account's, with whose
// turn it is.
async function listMine() {
  const el = document.getElementById("mine");
  const mine = JSON.parse(localStorage.getItem("mb-games") || "{}");
  const held = await accountGames();
  const heldIds = new Set(held.map((g) => g.id));
  const entries = Object.entries(mine).filter(([, g]) => !heldIds.has(g.id)).sort((a, b) => b[1].joined - a[1].joined).slice(0, 30);
  document.getElementById("mine-panel").hidden = !entries.length && !held.some((g) => g.status === "active");
  const waiting = held.filter((g) => g.your_turn).length;
  if (waiting) document.title = t("web-lobby-tab-waiting", { n: waiting });
  const accountRows = held.filter((g) => g.status === "active").map((g) => {
    const info = games.find((x) => x.name === g.game);
    const state = g.your_turn ? `<b>${esc(t("web-lobby-your-turn"))}</b>` : esc(t("web-lobby-waiting"));
    return `<div class="game-row" data-account-game="${esc(g.id)}"><b>${esc(info ? info.title : g.game)}</b>, ${esc(t("web-lobby-seat-lower", { seat: g.seat + 1 }))} &middot; ${state} &middot; <a href="/play/${encodeURIComponent(g.id)}">${esc(t("web-lobby-resume"))}</a></div>`;
  });
  const rows = await Promise.all(entries.map(async ([key, g]) => {
    const info = games.find((x) => x.name === g.game);
    const name = `<b>${esc(info ? info.title : g.game)}</b>, ${esc(t("web-lobby-seat-lower", { seat: g.seat + 1 }))}`;
    // the token in the fragment: never sent to the server, never in a proxy's log
    const link = `/play/${encodeURIComponent(g.id)}#token=${encodeURIComponent(g.token)}`;
    try {
      const data = await api(`/api/games/${encodeURIComponent(g.id)}/view`, { token: g.token });
      const d = data.view.decision;
      const state = d.over ? esc(t("web-lobby-finished")) : d.seat === g.seat ? `<b>${esc(t("web-lobby-your-turn"))}</b>` : esc(t("web-lobby-waiting"));
      return `<div class="game-row">${name} &middot; ${state} &middot; <a href="${esc(link)}" data-resume="${esc(key)}">${esc(d.over ? t("web-lobby-see-end") : t("web-lobby-resume"))}</a></div>`;
    } catch (e) {
      // a link whose seat an account claimed since (this browser's, signed out now): its way in
      // is the account's
      const why = e.code === "forbidden"
        ? `<a href="/account?next=${esc(encodeURIComponent(`/play/${g.id}`))}">${esc(t("web-lobby-held-sign-in"))}</a>`
        : `<span class="muted">${esc(e.message)}</span>`;
      return `<div class="game-row">${name} &middot; ${why} <button type="button" data-forget="${esc(key)}">${esc(t("web-lobby-forget"))}</button></div>`;
    }
  }));
  el.innerHTML = accountRows.join("") + rows.join("");
}

document.getElementById("create").addEventListener("submit", async (event) => {
  event.preventDefault();
  // (seats are not named here: each reader's page names an unnamed seat in its own language)
  const seats = [...seatsEl.querySelectorAll("select")].map((s, i) => {
    if (s.value !== "human") return { kind: "bot", level: s.value };
    const invite = seatsEl.querySelector(`[data-invite="${i}"]`);
    return invite && invite.value.trim() ? { kind: "human", account: invite.value.trim() } : { kind: "human" };
  });
  const body = { game: gameEl.value, players: seats.length, seats };
  const seed = document.getElementById("seed").value;
  if (seed !== "") { body.seed = Number(seed); body.practice = true; }
  const kind = document.getElementById("clock-kind").value;
  if (kind === "real") body.clock = { seconds: Number(document.getElementById("clock").value) * 60 };
  if (kind === "turn") {
    body.clock = { per_move: Number(document.getElementById("clock-days").value) * 86400, seconds: Number(document.getElementById("clock-bank").value) * 86400 };
  }
  try {
    const game = await api("/api/games", { method: "POST", body });
    const links = document.getElementById("links");
    // links may be relative (no public URL configured on the server): show them whole
    const whole = (url) => new URL(url, location.origin).href;
    const copy = esc(t("web-lobby-copy"));
    const open = esc(t("web-lobby-open"));
    links.innerHTML = game.join.map((j) => `<p>${esc(t("web-lobby-join-link", { seat: j.seat + 1 }))}<br><input readonly value="${esc(whole(j.url))}" aria-label="${esc(t("web-lobby-join-link", { seat: j.seat + 1 }))}"> <button type="button" data-copy="${esc(whole(j.url))}">${copy}</button> <a class="btn" href="${esc(whole(j.url))}" id="join-${j.seat}">${open}</a></p>`).join("")
      + `<p>${esc(t("web-lobby-spectators"))}<br><input readonly value="${esc(whole(game.spectate))}" aria-label="${esc(t("web-lobby-spectators"))}"> <button type="button" data-copy="${esc(whole(game.spectate))}">${copy}</button> <a class="btn" href="${esc(whole(game.spectate))}" id="spectate">${open}</a></p>`;
    document.getElementById("created").hidden = false;
    listGames();
  } catch (e) { toast(e.message); }
});

document.addEventListener("click", async (event) => {
  const forget = event.target.dataset && event.target.dataset.forget;
  if (forget) {
    const mine = JSON.parse(localStorage.getItem("mb-games") || "{}");
    delete mine[forget];
    localStorage.setItem("mb-games", JSON.stringify(mine));
    return listMine();
  }
  const text = event.target.dataset && event.target.dataset.copy;
  if (text) {
    try { await navigator.clipboard.writeText(text); toast(t("web-lobby-copied")); } catch { toast(t("web-lobby-copy-by-hand")); }
  }
});
document.getElementById("refresh").addEventListener("click", listGames);
// The clock's fields follow its kind: when it is chosen, and when the browser gives the form
// back as it was left (the back button) with another kind than the page starts with.
function clockFields() {
  const kind = document.getElementById("clock-kind").value;
  document.getElementById("clock-minutes-row").hidden = kind !== "real";
  document.getElementById("clock-days-row").hidden = kind !== "turn";
}
document.getElementById("clock-kind").addEventListener("change", clockFields);
window.addEventListener("pageshow", clockFields);
playersEl.addEventListener("change", drawSeats);
document.getElementById("board-game").addEventListener("change", boardPlayers);
document.getElementById("board-players").addEventListener("change", showBoard);
gameEl.addEventListener("change", drawPlayers);
drawGames().then(() => Promise.all([listMine(), listGames()]), (e) => toast(e.message));
