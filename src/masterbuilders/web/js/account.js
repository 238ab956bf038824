// The account page: sign in or register, my games on any device (with whose turn it is), settings
// (mail on my turn, what others see), ratings with their history drawn, a player's profile
// (#player=NAME), the leaderboards, and the links mails and the operator give: a new password
// (#reset=CODE), no more mails (#unsubscribe=KEY) and a confirmed address (#confirm=CODE), whose
// codes stay in the fragment.
import { api, csrf, drawBoard, esc, toast, meta } from "./api.js";
import { t, num } from "./i18n.js";

const el = (id) => document.getElementById(id);
const hash = new URLSearchParams(location.hash.slice(1));
let games = [];

function say(text) {
  el("notice").hidden = !text;
  el("notice").textContent = text;
}

async function titles() {
  games = (await meta()).games;
  el("board-game").innerHTML = games.map((g) => `<option value="${esc(g.name)}">${esc(g.title)}</option>`).join("");
  drawPlayers();
}

function drawPlayers() {
  const g = games.find((x) => x.name === el("board-game").value);
  el("board-players").innerHTML = "";
  for (let n = g.min_players; n <= g.max_players; n++) el("board-players").insertAdjacentHTML("beforeend", `<option>${n}</option>`);
  board();
}

async function board() {
  await drawBoard(el("board"), el("board-game").value, el("board-players").value, "#player=");
}

// A rating's history as an SVG line: mu after each rated game, with its +-2 sigma band, from
// where every player starts (a newcomer's rating, game 0).
const START = { mu: 25, sigma: 25 / 3 };

function plot(played) {
  if (!played.length) return "";
  const history = [START, ...played];
  const w = 320, h = 140, left = 34, right = 8, top = 10, bottom = 30;
  const lows = history.map((p) => p.mu - 2 * p.sigma), highs = history.map((p) => p.mu + 2 * p.sigma);
  const lo = Math.min(...lows), hi = Math.max(...highs);
  const x = (i) => left + (i * (w - left - right)) / (history.length - 1);
  const y = (v) => top + (1 - (v - lo) / (hi - lo || 1)) * (h - top - bottom);
  const line = history.map((p, i) => `${x(i).toFixed(1)},${y(p.mu).toFixed(1)}`).join(" ");
  const band = [...history.map((p, i) => `${x(i).toFixed(1)},${y(highs[i]).toFixed(1)}`), ...history.map((p, i) => `${x(i).toFixed(1)},${y(lows[i]).toFixed(1)}`).reverse()].join(" ");
  const n = played.length;
  return `<svg class="rating-plot" viewBox="0 0 ${w} ${h}" width="100%" role="img" aria-label="${esc(t("web-account-plot", { n, start: num(START.mu) }))}">`
    + `<line x1="${left}" y1="${h - bottom}" x2="${w - right}" y2="${h - bottom}" stroke="#8a7a64"/><line x1="${left}" y1="${top}" x2="${left}" y2="${h - bottom}" stroke="#8a7a64"/>`
    + `<polygon points="${band}" fill="#8a7a6433"/><polyline points="${line}" fill="none" stroke="#8a3b12" stroke-width="2"/>`
    + history.map((p, i) => `<circle cx="${x(i).toFixed(1)}" cy="${y(p.mu).toFixed(1)}" r="3" fill="${i ? "#8a3b12" : "#8a7a64"}"><title>${esc(i ? t("web-account-plot-point", { skill: num(p.mu, 1), game: i }) : t("web-account-plot-start", { skill: num(START.mu, 1) }))}</title></circle>`).join("")
    + `<text x="${left - 4}" y="${top + 8}" font-size="10" text-anchor="end">${num(hi)}</text><text x="${left - 4}" y="${h - bottom}" font-size="10" text-anchor="end">${num(lo)}</text>`
    + `<text x="${left}" y="${h - bottom + 12}" font-size="10">0</text><text x="${w - right}" y="${h - bottom + 12}" font-size="10" text-anchor="end">${n}</text>`
    + `<text x="${(left + w - right) / 2}" y="${h - 4}" font-size="10" text-anchor="middle">${esc(t("web-account-plot-x"))}</text>`
    + `<text x="10" y="${(top + h - bottom) / 2}" font-size="10" text-anchor="middle" transform="rotate(-90 10 ${(top + h - bottom) / 2})">${esc(t("web-account-plot-y"))}</text></svg>`;
}

function ratingsHtml(ratings) {
  if (!ratings) return "";
  if (!ratings.length) return `<p class="muted">${esc(t("web-account-no-ratings"))}</p>`;
  return ratings.map((r) => {
    const info = games.find((g) => g.name === r.game);
    const rating = t("web-account-rating", { game: info ? info.title : r.game, players: r.players, skill: num(r.mu, 1), spread: num(2 * r.sigma, 1) });
    return `<h3>${esc(rating)} <span class="muted">(${esc(t("web-account-games", { n: r.games }))})</span></h3>${plot(r.history)}`;
  }).join("");
}

// A game's status in words (server/storage.py's statuses; another is shown as it comes).
const STATUS = { active: "web-account-status-active", finished: "web-account-status-finished", abandoned: "web-account-status-abandoned" };

// Games as rows: your own ("play" in play), or another player's ("watch": you hold no seat).
function gamesHtml(list, own = true) {
  if (!list.length) return `<p class="muted">${esc(t("web-account-no-games"))}</p>`;
  return list.map((g) => {
    const info = games.find((x) => x.name === g.game);
    const turn = own && g.your_turn ? ` <b class="your-turn">${esc(t("web-account-your-turn"))}</b>` : "";
    const live = own ? `<a href="/play/${encodeURIComponent(g.id)}">${esc(t("web-account-play"))}</a>` : `<a href="/watch/${encodeURIComponent(g.id)}">${esc(t("web-account-watch"))}</a>`;
    const link = g.status === "active" ? live : `<a href="/replay/${encodeURIComponent(g.id)}?seat=${g.seat}">${esc(t("web-account-replay"))}</a>`;
    const status = STATUS[g.status] ? t(STATUS[g.status]) : g.status;
    return `<div class="game-row" data-status="${esc(g.status)}"><b>${esc(info ? info.title : g.game)}</b> ${esc(t("web-account-game-seat", { players: g.players, seat: g.seat + 1 }))} <span class="muted">(${esc(g.names.map((n, i) => n ?? t("web-seat-player", { seat: i + 1 })).join(", "))})</span> ${esc(status)}${turn} &middot; ${link}</div>`;
  }).join("");
}

async function profile(name) {
  try {
    const p = await api(`/api/players/${encodeURIComponent(name)}`);
    el("profile").hidden = false;
    el("profile-name").textContent = t(p.bot ? "web-account-player-bot" : "web-account-player", { name: p.name });
    const shown = ratingsHtml(p.ratings) + (p.games ? `<h3>${esc(t("web-account-profile-games"))}</h3>${gamesHtml(p.games, p.self === true)}` : "");
    el("profile-body").innerHTML = shown || `<p class="muted">${esc(t("web-account-private"))}</p>`;
    el("profile").scrollIntoView({ block: "start" });
  } catch (e) { toast(e.message); }
}

// Draws the page for whoever is signed in now; `changed`: someone signed in or out just now,
// so nothing of before stays (messages, filled forms).
async function signedIn(changed = true) {
  let me = null;  // no session cookie (its CSRF twin says so): not signed in, nothing to ask
  if (csrf()) { try { me = await api("/api/account"); } catch { me = null; } }
  el("signin").hidden = !!me;
  el("me").hidden = !me;
  delete el("me").dataset.ready;
  if (changed) {  // a page that changed hands says nothing of before: no message, no filled form
    say("");
    const old = document.querySelector(".toast");
    if (old) old.hidden = true;
    for (const form of ["signin-form", "register-form", "forgot-form"]) el(form).reset();
  }
  if (!me) return;
  el("me-name").textContent = t("web-account-signed-in", { name: me.account.name });
  const [mine, settings, own] = await Promise.all([api("/api/account/games"), api("/api/account/settings"), api(`/api/players/${encodeURIComponent(me.account.name)}`)]);
  el("my-games").classList.remove("muted");
  el("my-games").innerHTML = gamesHtml(mine.games) + ratingsHtml(own.ratings);
  const waiting = mine.games.filter((g) => g.your_turn).length;
  document.title = waiting ? t("web-account-title-waiting", { n: waiting }) : t("web-account-page-title");
  showSettings(settings);
  el("me").dataset.ready = "1";  // the settings shown are the account's (a form filled now is kept)
}

function showSettings(settings) {
  el("email").value = settings.email || "";
  // an address is mailed only once its owner confirmed it (the link mailed when it is saved)
  el("email-state").hidden = !settings.email;
  el("email-state").textContent = settings.email_confirmed ? t("web-account-email-confirmed") : t("web-account-email-unconfirmed");
  for (const key of ["notify", "show_ratings", "show_games"]) el(key).checked = settings[key];
}

async function submit(form, work) {
  el(form).addEventListener("submit", async (event) => {
    event.preventDefault();
    try { await work(); } catch (e) { toast(e.message); }
  });
}

// come from a game's page to sign in (?next=/play/ID): back to that game once signed in; only a
// game's own path, so that no link can send a player elsewhere
const next = new URLSearchParams(location.search).get("next");
function goBack() {
  if (next && /^\/play\/[A-Za-z0-9_-]{1,64}$/.test(next)) { location.assign(next); return true; }
  return false;
}

submit("signin-form", async () => {
  await api("/api/account/signin", { method: "POST", body: { name: el("signin-name").value, password: el("signin-password").value } });
  if (!goBack()) await signedIn();
});
submit("register-form", async () => {
  await api("/api/account/register", { method: "POST", body: { name: el("register-name").value, password: el("register-password").value } });
  if (!goBack()) await signedIn();
});
submit("forgot-form", async () => {
  const answer = await api("/api/account/forgot", { method: "POST", body: { name: el("forgot-name").value } });
  say(t("web-account-forgot-asked", { said: answer.said }));
});
submit("settings-form", async () => {
  const body = { email: el("email").value || null };
  for (const key of ["notify", "show_ratings", "show_games"]) body[key] = el(key).checked;
  showSettings(await api("/api/account/settings", { method: "POST", body }));
  toast(t("web-account-saved"));
  board();
});
submit("reset-form", async () => {
  await api("/api/account/reset", { method: "POST", body: { code: hash.get("reset"), password: el("reset-password").value } });
  history.replaceState(null, "", "/account");
  el("reset").hidden = true;
  await signedIn();
  say(t("web-account-password-set"));
});
el("signout").addEventListener("click", async () => {
  try { await api("/api/account/signout", { method: "POST", body: {} }); } catch (e) { toast(e.message); }
  await signedIn();
});
el("board-game").addEventListener("change", drawPlayers);
el("board-players").addEventListener("change", board);
// a link opened in this tab changes only the fragment: a profile, a reset or an unsubscribe
// link is followed as if the page had been opened with it
window.addEventListener("hashchange", () => {
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (fragment.get("reset") || fragment.get("unsubscribe") || fragment.get("confirm")) { location.reload(); return; }
  const name = fragment.get("player");
  if (name) profile(name);
});

async function start() {
  await titles();
  if (hash.get("reset")) el("reset").hidden = false;
  if (hash.get("unsubscribe")) {
    try {
      await api("/api/account/unsubscribe", { method: "POST", body: { key: hash.get("unsubscribe") } });
      say(t(csrf() ? "web-account-unsubscribed" : "web-account-unsubscribed-signed-out"));
    } catch (e) { say(e.message); }
    history.replaceState(null, "", "/account");
  }
  if (hash.get("confirm")) {
    try {
      await api("/api/account/confirm", { method: "POST", body: { code: hash.get("confirm") } });
      say(t("web-account-email-now-confirmed"));
    } catch (e) { say(e.message); }
    history.replaceState(null, "", "/account");
  }
  if (hash.get("player")) profile(hash.get("player"));
  await signedIn(false);
}
start();
