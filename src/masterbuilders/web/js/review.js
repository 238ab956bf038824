// The review of a finished game on the replay page (issue 38): each seat's chance to win over the
// whole game as a graph drawn in SVG (rounds and event reveals marked, each judged decision a dot
// that jumps the replay there), each seat's accuracy, a seat's worst decisions in the table's words,
// and "Try again": another choice at a mistake's position, valued by the analysis. Action texts
// (`chosen`, `best_action`, the legal list's `action`) travel to the server only; the page shows
// words. Every sentence the page shows is a message of the catalogs (ids `web-review-...`, in
// i18n/locale/review.LANG.po), in the reader's language.
import { api, esc, toast } from "./api.js";
import { seatName, SEAT_COLORS } from "./art.js";
import { t, lang, markup } from "./i18n.js";

const JUDGEMENTS = ["inaccuracy", "mistake", "blunder"];
const POLL_MS = 1500;
const PERCENT = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });

// a chance to win (0 to 1) as the reader writes a percentage
function pct(p) { return PERCENT.format(p); }
// a judgement's name ("mistake")
function judgementName(j) { return t(`web-review-${j}`); }

// The review part of the replay page. `page` gives what the replay knows and does:
// { gameId, names, token, ownSeat, seat() (the "View as" seat: a number or null), step(),
//   jump(step, seat) (the replay shows that step as that seat) }.
export function createReview(page) {
  const $ = (id) => document.getElementById(id);
  const ui = { review: null, status: null, focus: null, trying: null, tried: null, timer: null, polling: false, legal: null };
  const byIndex = new Map();
  $("review-title").textContent = t("web-review-title");

  async function look(start = false) {
    clearTimeout(ui.timer);
    try {
      const data = start
        ? await api(`/api/games/${page.gameId}/review`, { method: "POST", token: page.token, body: page.token ? { token: page.token } : {} })
        : await api(`/api/games/${page.gameId}/review`);
      ui.status = data;
      if (data.status === "done" && data.review) {
        ui.review = data.review;
        byIndex.clear();
        for (const d of data.review.decisions) byIndex.set(d.index, d);
        drawAll();
      } else drawStatus();
      if (data.status === "running") ui.timer = setTimeout(() => look(), POLL_MS);
    } catch (e) {
      if (e.status === undefined) {
        ui.status = { status: "unreachable" };
        ui.timer = setTimeout(() => look(), 4 * POLL_MS);
      } else ui.status = { status: e.status === 404 ? "missing" : e.code === "review_refused" ? "refused" : "failed", error: e.message };
      drawStatus();
    }
  }

  function drawStatus() {
    const s = ui.status || {};
    const box = $("review-status");
    $("review").dataset.status = s.status || "";
    $("review-graph").hidden = !ui.review;
    $("review-legend").hidden = !ui.review;
    const start = page.token ? `<button type="button" class="primary" id="review-start" data-review-start>${esc(t("web-review-start"))}</button>` : "";
    if (s.status === "none") {
      box.innerHTML = `<p>${esc(t("web-review-none"))}${page.token ? "" : ` ${esc(t("web-review-none-ask"))}`}</p>${start}`;
    } else if (s.status === "running") {
      const total = s.total || 0;
      // waiting for its turn (issue 54: reviews computed at once are bounded): its place said
      const queued = Number.isInteger(s.queued) ? `<p class="muted" data-review-queued>${esc(t("web-review-queued", { place: s.queued + 1 }))}</p>` : "";
      box.innerHTML = `<p role="status">${esc(total ? t("web-review-running", { done: s.done || 0, n: total }) : t("web-review-running-unknown"))}</p>${queued}<progress id="review-progress" max="${total || 1}"${total ? ` value="${s.done || 0}"` : ""}></progress>`;
    } else if (s.status === "failed") {
      box.innerHTML = `<p class="warn" role="alert">${esc(s.error || s.message ? t("web-review-failed-why", { why: s.error || s.message }) : t("web-review-failed"))}</p>${start}`;
    } else if (s.status === "refused") {
      box.innerHTML = `<p class="warn" role="alert">${esc(t("web-review-refused"))}</p>`;
    } else if (s.status === "missing") {
      box.innerHTML = `<p class="muted">${esc(t("web-review-missing"))}</p>`;
    } else if (s.status === "unreachable") {
      box.innerHTML = `<p class="warn">${esc(t("web-review-unreachable"))}</p>`;
    } else box.innerHTML = "";
  }

  function drawAll() {
    $("review-status").innerHTML = `<p class="muted small">${esc(t("web-review-intro"))}</p>`;
    $("review").dataset.status = "done";
    $("review-graph").hidden = false;
    $("review-legend").hidden = false;
    drawGraph();
    drawLegend();
    drawSeats();
    drawFocus();
  }

  // --- the graph ------------------------------------------------------------------------------
  // Drawn at the width it is shown (its viewBox in screen pixels, redrawn when the width changes),
  // so that its words stay readable and every dot keeps a 24 px target on a phone as on a desktop.
  function drawGraph() {
    const r = ui.review;
    const holder = $("review-graph");
    const W = Math.max(280, Math.round(holder.clientWidth || 600));
    const narrow = W < 560;
    const H = narrow ? 190 : 220;
    const pad = { l: 38, r: 12, t: 20, b: 22 };
    const n = Math.max(1, r.curve.length - 1);
    const pw = W - pad.l - pad.r;
    const ph = H - pad.t - pad.b;
    const X = (i) => pad.l + (pw * i) / n;
    const Y = (p) => pad.t + ph * (1 - p);
    const f = (v) => v.toFixed(1);
    const out = [];
    out.push(`<rect class="plot" x="${pad.l}" y="${pad.t}" width="${pw}" height="${ph}"/>`);
    for (const p of [0, 0.25, 0.5, 0.75, 1]) {
      out.push(`<line class="grid${p === 0.5 ? " half" : ""}" x1="${pad.l}" x2="${pad.l + pw}" y1="${f(Y(p))}" y2="${f(Y(p))}"/>`);
      out.push(`<text class="axis" x="${pad.l - 5}" y="${f(Y(p) + 4)}" text-anchor="end">${esc(pct(p))}</text>`);
    }
    // rounds: a dashed line each; their names where there is room for them
    const rounds = r.marks.filter((m) => m.kind === "round");
    const gaps = rounds.map((m, k) => (k ? X(m.index + 1) - X(rounds[k - 1].index + 1) : Infinity));
    const long = Math.min(...gaps, X(n) - X(rounds.length ? rounds[rounds.length - 1].index + 1 : 0)) >= 58;
    let lastLabel = -Infinity;
    for (const m of rounds) {
      const x = X(m.index + 1);
      out.push(`<g class="round-mark"><title>${esc(t("web-review-round", { round: m.round }))}</title><line x1="${f(x)}" x2="${f(x)}" y1="${pad.t}" y2="${pad.t + ph}"/>`);
      const text = long ? t("web-review-round", { round: m.round }) : String(m.round);
      if (x - lastLabel >= (long ? 58 : 16)) {
        out.push(`<text class="round-label" x="${f(x + 3)}" y="${pad.t - 6}">${esc(text)}</text>`);
        lastLabel = x;
      }
      out.push("</g>");
    }
    // event reveals: a small diamond under the plot, named in its tooltip
    for (const m of r.marks.filter((mk) => mk.kind === "event")) {
      const x = X(m.index + 1);
      const y = pad.t + ph + 10;
      out.push(`<g class="event-mark" role="img" aria-label="${esc(t("web-review-event", { event: m.words }))}"><title>${esc(t("web-review-event", { event: m.words }))}</title><rect class="hit" x="${f(x - 8)}" y="${f(y - 8)}" width="16" height="16"/><path d="M${f(x)} ${f(y - 5)}l5 5-5 5-5-5z"/></g>`);
    }
    // one line per seat, in the seat's colour
    for (let s = 0; s < r.num_players; s++) {
      const pts = r.curve.map((row, i) => `${f(X(i))},${f(Y(row[s]))}`).join(" ");
      out.push(`<polyline class="seat-line ${SEAT_COLORS[s]}" data-seat-line="${s}" points="${pts}"><title>${esc(page.names[s])}</title></polyline>`);
    }
    // where the replay is
    out.push(`<line id="review-cursor" class="cursor" x1="0" x2="0" y1="${pad.t}" y2="${pad.t + ph}"/>`);
    // the judged decisions, each a dot on its seat's line (worst drawn last, on top)
    const judged = r.decisions.filter((d) => d.judgement).sort((a, b) => JUDGEMENTS.indexOf(a.judgement) - JUDGEMENTS.indexOf(b.judgement));
    for (const d of judged) {
      const x = X(d.index + 1);
      const y = Y(r.curve[d.index + 1] ? r.curve[d.index + 1][d.seat] : d.after);
      const label = t("web-review-dot", { who: page.names[d.seat], judgement: judgementName(d.judgement), step: d.index, words: d.chosen_words });
      out.push(`<g class="jd ${d.judgement}" data-judged="${d.index}" data-seat="${d.seat}" tabindex="0" role="button" aria-label="${esc(label)}"><title>${esc(label)}</title><circle class="hit" cx="${f(x)}" cy="${f(y)}" r="12"/><circle class="ring ${SEAT_COLORS[d.seat]}" cx="${f(x)}" cy="${f(y)}" r="${d.judgement === "blunder" ? 7 : 6}"/></g>`);
    }
    holder.innerHTML = `<svg class="review-svg" viewBox="0 0 ${W} ${H}" width="100%" role="group" aria-label="${esc(t("web-review-graph"))}" data-steps="${n}" data-left="${pad.l}" data-plot="${pw}">${out.join("")}</svg>`;
    ui.drawnWidth = W;
    ui.X = X;
    cursor();
    markFocus();
  }

  function drawLegend() {
    const seats = ui.review.seats.map((s) => `<span class="key"><svg class="swatch" viewBox="0 0 22 10" aria-hidden="true"><line class="seat-line ${SEAT_COLORS[s.seat]}" x1="1" x2="21" y1="5" y2="5"/></svg>${esc(page.names[s.seat])}</span>`);
    const dots = JUDGEMENTS.map((j) => `<span class="key"><svg class="swatch dot-key" viewBox="0 0 14 14" aria-hidden="true"><g class="jd ${j}"><circle class="ring" cx="7" cy="7" r="5.5"/></g></svg>${esc(judgementName(j))}</span>`);
    const marks = [
      `<span class="key"><svg class="swatch" viewBox="0 0 10 14" aria-hidden="true"><g class="round-mark"><line x1="5" x2="5" y1="0" y2="14"/></g></svg>${esc(t("web-review-legend-round"))}</span>`,
      ...(ui.review.marks.some((m) => m.kind === "event") ? [`<span class="key"><svg class="swatch" viewBox="0 0 12 12" aria-hidden="true"><g class="event-mark"><path d="M6 1l5 5-5 5-5-5z"/></g></svg>${esc(t("web-review-legend-event"))}</span>`] : []),
    ];
    $("review-legend").innerHTML = [...seats, ...dots, ...marks].join("");
  }

  function cursor() {
    const line = document.getElementById("review-cursor");
    if (!line || !ui.X) return;
    const x = ui.X(Math.min(page.step(), ui.review.curve.length - 1)).toFixed(1);
    line.setAttribute("x1", x);
    line.setAttribute("x2", x);
  }

  function markFocus() {
    for (const g of document.querySelectorAll("#review-graph .jd.selected, #review-seats .mistake-item.selected")) g.classList.remove("selected");
    if (!ui.focus) return;
    for (const g of document.querySelectorAll(`#review-graph [data-judged="${ui.focus.index}"], #review-seats [data-mistake="${ui.focus.index}"]`)) g.classList.add("selected");
  }

  // --- each seat: accuracy, counts, worst decisions -------------------------------------------
  function drawSeats() {
    const r = ui.review;
    const viewer = page.seat();
    const rows = r.seats.map((s) => {
      const counts = JUDGEMENTS.slice().reverse().filter((j) => s.counts[j]).map((j) => `<span class="badge ${j}">${esc(t(`web-review-count-${j}`, { n: s.counts[j] }))}</span>`).join(" ");
      return `<div class="acc-row${viewer === s.seat ? " viewer" : ""}" data-accuracy="${s.seat}"><div class="acc-who">${seatName(page.names, s.seat)} <b class="acc-figure">${esc(t("web-review-accuracy", { accuracy: pct(s.accuracy / 100) }))}</b></div><div class="acc-counts">${counts || `<span class="muted small">${esc(t("web-review-none-judged"))}</span>`}</div></div>`;
    }).join("");
    const shown = viewer === null ? r.seats : r.seats.filter((s) => s.seat === viewer);
    const lists = shown.map((s) => {
      const worst = s.worst.map((i) => byIndex.get(i)).filter(Boolean);
      const items = worst.length ? `<ol class="mistakes">${worst.map((d) => mistake(d)).join("")}</ol>` : `<p class="muted">${esc(t("web-review-no-mistakes"))}</p>`;
      // a spectator sees every seat's, each folded (a phone would scroll through all of them)
      if (viewer !== null) return items;
      const open = ui.focus && ui.focus.seat === s.seat ? " open" : "";
      return `<details class="seat-mistakes" data-seat-mistakes="${s.seat}"${open}><summary>${seatName(page.names, s.seat)} <span class="muted small">(${worst.length})</span></summary>${items}</details>`;
    }).join("");
    const title = viewer === null ? t("web-review-mistakes-all") : viewer === page.ownSeat ? t("web-review-mistakes-yours") : null;
    $("review-seats").hidden = false;
    $("review-seats").innerHTML = `<h2>${esc(t("web-review-accuracy-title"))}</h2><div class="acc">${rows}</div>`
      + `<h2 id="review-mistakes-title">${title ? esc(title) : markup("web-review-mistakes-of", { who: { html: seatName(page.names, viewer) } })}</h2>`
      + (viewer === null ? `<p class="muted small">${esc(t("web-review-pick-seat"))}</p>` : "") + lists;
    markFocus();
  }

  function mistake(d) {
    const mine = d.seat === page.ownSeat;
    return `<li class="mistake-item" data-mistake="${d.index}">`
      + `<div class="mistake-head"><span class="badge ${d.judgement}">${esc(judgementName(d.judgement))}</span> <a href="#" data-show="${d.index}">${esc(t("web-review-step", { step: d.index }))}</a> <span class="muted small">${esc(chances(d))}</span></div>`
      + played(d, mine)
      + better(d)
      + lineOf(d.line)
      + `<button type="button" class="try" data-try="${d.index}">${esc(t("web-review-try-again"))}</button></li>`;
  }

  function chances(d) {
    return t("web-review-chances", { before: pct(d.before), after: pct(d.after), best: pct(d.best) });
  }

  function played(d, mine) {
    return `<div>${markup(mine ? "web-review-played-you" : "web-review-played", { words: { html: `<b>${esc(d.chosen_words)}</b>` } })}</div>`;
  }

  // what was better; a different choice the table's words name alike (two workers of one name)
  // says so
  function better(d) {
    const alike = d.best_words === d.chosen_words && d.best_action !== d.chosen;
    return `<div>${markup("web-review-better", { words: { html: `<b>${esc(d.best_words)}</b>` } })}${alike ? ` <span class="muted small">${esc(t("web-review-alike"))}</span>` : ""}</div>`;
  }

  function lineOf(line) {
    if (!line || !line.length) return "";
    return `<div class="line small">${markup("web-review-line", { line: { html: line.map((w) => `<span class="line-step">${esc(w)}</span>`).join(" &rarr; ") } })}</div>`;
  }

  // --- the decision in focus, and "Try again" --------------------------------------------------
  function drawFocus() {
    const box = $("review-focus");
    const d = ui.focus;
    if (!d) { box.hidden = true; box.innerHTML = ""; return; }
    box.hidden = false;
    const here = page.step() === d.index && page.seat() === d.seat;
    const head = `<div class="focus-head"><h2>${esc(t(ui.trying ? "web-review-try-title" : "web-review-focus-title", { step: d.index }))}</h2><button type="button" class="close" data-focus-close aria-label="${esc(t("web-close"))}" title="${esc(t("web-close"))}">&times;</button></div>`;
    const about = `<div class="mistake-head">${seatName(page.names, d.seat)} <span class="badge ${d.judgement || "none"}">${esc(d.judgement ? judgementName(d.judgement) : "")}</span> <span class="muted small">${esc(chances(d))}</span></div>`
      + played(d, d.seat === page.ownSeat);
    if (!ui.trying) {
      box.innerHTML = head + about + better(d) + lineOf(d.line)
        + `<button type="button" class="try" data-try="${d.index}">${esc(t("web-review-try-again"))}</button>`;
      return;
    }
    let body;
    if (!here && ui.arriving) body = `<p class="muted">${esc(t("web-review-try-loading"))}</p>`;
    else if (!here) body = `<p class="muted">${esc(t("web-review-try-elsewhere"))}</p><button type="button" data-try="${d.index}">${esc(t("web-review-try-back"))}</button>`;
    else if (ui.legal === null) body = `<p class="muted">${esc(t("web-review-try-loading"))}</p>`;
    else if (!ui.legal.length) body = `<p class="warn">${esc(t("web-review-try-no-choices"))}</p>`;
    else {
      const buttons = ui.legal.map((c, k) => `<button type="button" class="choice${c.action === d.chosen ? " played" : ""}${ui.tried && ui.tried.choice === k ? " chosen" : ""}" data-try-choice="${k}"${ui.tried && ui.tried.pending ? " disabled" : ""}>${esc(c.words)}${c.action === d.chosen ? ` <span class="played-note">${esc(t("web-review-try-played-note"))}</span>` : ""}</button>`).join("");
      body = `<p>${esc(t("web-review-try-prompt"))}</p><div class="try-choices">${buttons}</div><div id="try-result" aria-live="polite">${tryResult()}</div>`;
    }
    box.innerHTML = head + about + body;
  }

  function tryResult() {
    const tried = ui.tried;
    if (!tried) return "";
    if (tried.pending) return `<p class="muted">${esc(t("web-review-try-thinking"))}</p>`;
    if (tried.error) return `<p class="warn" role="alert">${esc(tried.error)}</p>`;
    const a = tried.answer;
    const same = ui.focus && a.action === ui.focus.chosen;
    const mine = ui.focus.seat === page.ownSeat;
    const verdict = t(`web-review-try-${same ? "same" : a.better ? "better" : "worse"}${mine ? "-you" : ""}`);
    return `<div class="try-answer ${a.better ? "better" : "worse"}" data-try-answer="${a.better ? "better" : "worse"}">`
      + `<p class="verdict"><b>${esc(verdict)}</b>${a.judgement && !same ? ` ${esc(t(`web-review-would-${a.judgement}`))}` : ""}</p>`
      + `<table class="chances"><caption>${esc(t("web-review-try-chances"))}</caption><tbody>`
      + `<tr><th scope="row">${esc(t("web-review-try-yours"))}</th><td>${esc(a.words)}</td><td class="num">${esc(pct(a.value))}</td></tr>`
      + `<tr><th scope="row">${esc(t(mine ? "web-review-try-played-you" : "web-review-try-played"))}</th><td>${esc(ui.focus.chosen_words)}</td><td class="num">${esc(pct(a.chosen))}</td></tr>`
      + `<tr><th scope="row">${esc(t("web-review-try-best"))}</th><td>${esc(a.best_words)}</td><td class="num">${esc(pct(a.best))}</td></tr>`
      + `</tbody></table>${lineOf(a.line)}</div>`;
  }

  async function tryChoice(k) {
    const d = ui.focus;
    const choice = ui.legal && ui.legal[k];
    if (!d || !choice || (ui.tried && ui.tried.pending)) return;
    ui.tried = { choice: k, pending: true };
    drawFocus();
    try {
      const body = { index: d.index, action: choice.action };
      if (page.token) body.token = page.token;
      const answer = await api(`/api/games/${page.gameId}/review/try`, { method: "POST", token: page.token, body });
      if (ui.focus !== d) return;
      ui.tried = { choice: k, answer };
    } catch (e) {
      if (ui.focus !== d) return;
      ui.tried = { choice: k, error: e.message };
    }
    drawFocus();
  }

  function open(index, trying) {
    const d = byIndex.get(index);
    if (!d) return;
    ui.focus = d;
    ui.trying = trying;
    ui.tried = null;
    ui.legal = null;
    ui.arriving = true;
    markFocus();
    drawFocus();
    page.jump(d.index, d.seat);
    if (window.matchMedia("(max-width: 900px)").matches) $("review-focus").scrollIntoView({ block: "nearest" });
  }

  document.addEventListener("click", (e) => {
    const hit = e.target.closest("[data-review-start],[data-judged],[data-try],[data-show],[data-try-choice],[data-focus-close]");
    if (!hit) {
      const svg = e.target.closest && e.target.closest("#review-graph svg");
      if (svg && ui.review) {
        // anywhere else on the graph: the replay goes to that step
        const box = svg.getBoundingClientRect();
        const x = ((e.clientX - box.left) / box.width) * ui.drawnWidth;
        const n = Number(svg.dataset.steps);
        const step = Math.round(((x - Number(svg.dataset.left)) / Number(svg.dataset.plot)) * n);
        page.jump(Math.max(0, Math.min(n, step)), page.seat());
      }
      return;
    }
    e.preventDefault();
    if (hit.dataset.reviewStart !== undefined) {
      hit.disabled = true;
      $("review-status").insertAdjacentHTML("beforeend", `<p class="muted">${esc(t("web-review-starting"))}</p>`);
      look(true);
    } else if (hit.dataset.judged) open(Number(hit.dataset.judged), false);
    else if (hit.dataset.show) open(Number(hit.dataset.show), false);
    else if (hit.dataset.try) open(Number(hit.dataset.try), true);
    else if (hit.dataset.tryChoice) tryChoice(Number(hit.dataset.tryChoice));
    else if (hit.dataset.focusClose !== undefined) { ui.focus = null; ui.trying = false; markFocus(); drawFocus(); }
  });
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    const g = e.target.closest && e.target.closest("[data-judged]");
    if (!g) return;
    e.preventDefault();
    open(Number(g.dataset.judged), false);
  });
  let resizing = 0;
  window.addEventListener("resize", () => {
    cancelAnimationFrame(resizing);
    resizing = requestAnimationFrame(() => {
      if (ui.review && Math.abs(($("review-graph").clientWidth || 0) - ui.drawnWidth) > 2) drawGraph();
    });
  });

  look().catch((e) => toast(e.message));

  return {
    // the replay showed a step: the graph's cursor follows it, and an open "try again" gets the
    // position's choices
    shown(data) {
      if (!ui.review) return;
      cursor();
      if (ui.focus && ui.trying) {
        const here = data.step === ui.focus.index && page.seat() === ui.focus.seat;
        if (here && ui.legal === null) ui.legal = Array.isArray(data.legal) ? data.legal : [];
        if (!here) { ui.legal = null; ui.tried = null; }
      }
      ui.arriving = false;
      if (ui.focus) drawFocus();
    },
    // "View as" changed: the mistakes listed are that seat's
    seatChanged() {
      if (!ui.review) return;
      if (ui.focus && page.seat() !== ui.focus.seat) { ui.focus = null; ui.trying = false; drawFocus(); }
      drawSeats();
    },
  };
}
