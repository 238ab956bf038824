// Original art drawn in SVG (no scanned card images): a library of icons for building materials,
// money and victory points that the games' modules pick from, inserted into the page once as one
// sprite; every icon carries its name for screen readers, and a legend names them for the eye.
import { api, esc, toast, levelName } from "./api.js";
import { t, lang } from "./i18n.js";

const ICONS = {
  stone: [() => t("web-icon-stone"), '<path d="M3 17 6 8l7-4 7 5 1 8-6 4H8z" fill="#8f8f8f" stroke="#4d4d4d" stroke-width="1.4"/><path d="M6 8l7 3 7-2M13 11v10" fill="none" stroke="#5f5f5f" stroke-width="1"/>'],
  wood: [() => t("web-icon-wood"), '<rect x="2" y="8" width="17" height="9" rx="2" fill="#9a6531" stroke="#4f2f12" stroke-width="1.4"/><ellipse cx="19" cy="12.5" rx="3" ry="4.5" fill="#d9a86a" stroke="#4f2f12" stroke-width="1.2"/><ellipse cx="19" cy="12.5" rx="1.2" ry="2" fill="none" stroke="#8a5a2b"/>'],
  knowledge: [() => t("web-icon-knowledge"), '<path d="M2 6c4-2 7-1 10 1 3-2 6-3 10-1v13c-4-2-7-1-10 1-3-2-6-3-10-1z" fill="#7b57a8" stroke="#3c2560" stroke-width="1.3"/><path d="M12 7v13" stroke="#e9dcf7" stroke-width="1.3"/>'],
  tile: [() => t("web-icon-tile"), '<path d="M3 19V12a9 7 0 0 1 18 0v7h-4v-6a5 4 0 0 0-10 0v6z" fill="#c65a2e" stroke="#6e2a10" stroke-width="1.3"/>'],
  sand: [() => t("web-icon-sand"), '<path d="M2 19c2-6 6-11 10-11s8 5 10 11z" fill="#e0c98a" stroke="#8c7434" stroke-width="1.3"/><circle cx="9" cy="15" r=".9" fill="#8c7434"/><circle cx="14" cy="13" r=".9" fill="#8c7434"/><circle cx="16" cy="17" r=".9" fill="#8c7434"/>'],
  metal: [() => t("web-icon-metal"), '<path d="M3 17 6 9h12l3 8z" fill="#5a80b8" stroke="#22406e" stroke-width="1.4"/><path d="M7 11h10" stroke="#c9d8ee" stroke-width="1.2"/>'],
  coin: [() => t("web-icon-coin"), '<circle cx="12" cy="12" r="9" fill="#e2b23a" stroke="#7a5a10" stroke-width="1.5"/><circle cx="12" cy="12" r="5.5" fill="none" stroke="#9c7418" stroke-width="1.2"/>'],
  gold: [() => t("web-icon-gold"), '<circle cx="12" cy="12" r="9" fill="#f0c93d" stroke="#7a5a10" stroke-width="1.5"/><path d="M8 12h8M12 8v8" stroke="#9c7418" stroke-width="1.6"/>'],
  vp: [() => t("web-icon-vp"), '<path d="M12 2l2.8 6.2 6.7.6-5 4.5 1.5 6.6L12 16.5 6 19.9l1.5-6.6-5-4.5 6.7-.6z" fill="#8a3b12" stroke="#4a1d06" stroke-width="1.1"/>'],
  action: [() => t("web-icon-action"), '<circle cx="12" cy="12" r="9" fill="#fff" stroke="#3b2a1c" stroke-width="1.6"/><path d="M9 7l7 5-7 5z" fill="#3b2a1c"/>'],
};

export const SEAT_COLORS = ["blue", "red", "green", "yellow"];

let inserted = false;
function sprite() {
  if (inserted || typeof document === "undefined") return;
  inserted = true;
  const holder = document.createElement("div");
  holder.hidden = true;
  holder.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true"><defs>${Object.entries(ICONS).map(([k, [, body]]) => `<symbol id="i-${k}" viewBox="0 0 24 24">${body}</symbol>`).join("")}</defs></svg>`;
  document.body.prepend(holder);
}

export function iconName(kind) { return ICONS[kind] ? ICONS[kind][0]() : kind; }

// An icon with its amount: "2 stone" for screen readers and as the tooltip, the picture and the
// number for the eye.
export function icon(kind, n, extra = "") {
  sprite();
  const name = iconName(kind);
  const label = n === undefined ? name : t("web-icon-amount", { n, name });
  return `<span class="amt ${kind}${extra}" role="img" aria-label="${esc(label)}" title="${esc(label)}"><svg class="icon" aria-hidden="true"><use href="#i-${kind}"/></svg>${n === undefined ? "" : `<b>${n}</b>`}</span>`;
}

// Every kind in `kinds` with its amount in `obj` (the kinds it has), or a dash.
export function amounts(obj, kinds) {
  return kinds.filter((k) => obj[k]).map((k) => icon(k, obj[k])).join("") || '<span class="muted">&ndash;</span>';
}

export function legend(kinds) {
  sprite();
  return `<div class="legend" aria-label="${esc(t("web-legend"))}">${kinds.map((k) => `<span>${icon(k)} ${esc(iconName(k))}</span>`).join("")}</div>`;
}

// The seats' names as the page shows them: a seat nobody named is named in the reader's language
// ("Player 2"), a bot says its level.
export function playerNames(seats) {
  return seats.map((s, i) => {
    const name = s.name ?? t(s.kind === "bot" ? "web-seat-bot" : "web-seat-player", { seat: i + 1 });
    return s.kind === "bot" ? t("web-bot-seat", { name, level: levelName(s.level) }) : name;
  });
}

// A player as named everywhere: the seat's colour and name.
export function seatName(names, i) {
  return `<span class="seat"><span class="dot ${SEAT_COLORS[i]}" aria-hidden="true"></span> ${esc(names[i])}</span>`;
}

// "§4.12" in a text becomes a link that opens the rule in the page.
export function withRules(text) {
  return esc(text).replace(/(?<![A-Z])§(A?\d+(?:\.\d+)*)/g, (m, n) => `<a href="#" class="rule" data-rule="${n}">${m}</a>`);
}

// A log line as the page names players: the engine's seat names ("P1", "blue") become the seat's
// colour and name as shown everywhere else on the page.
export function logLine(text, view, all, renderer) {
  const engine = renderer.seatNames ? renderer.seatNames(view) : [];
  if (!engine.length) return withRules(text);
  // one pass over the plain text: a name shown in place of another is never read again
  const quote = (n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const names = new RegExp(`(?<![\\w-])(${[...engine].sort((a, b) => b.length - a.length).map(quote).join("|")})(?![\\w-])`, "g");
  let html = "";
  let at = 0;
  for (const m of text.matchAll(names)) {
    html += withRules(text.slice(at, m.index)) + seatName(all, engine.indexOf(m[1]));
    at = m.index + m[1].length;
  }
  return html + withRules(text.slice(at));
}

// The rules' markdown as far as the rules use it: headings, lists, tables, bold and paragraphs.
export function markdown(text) {
  const inline = (s) => esc(s).replace(/\*\*(.+?)\*\*/g, "<b>$1</b>").replace(/\*(.+?)\*/g, "<i>$1</i>").replace(/`(.+?)`/g, "<code>$1</code>");
  const out = [];
  let list = false;
  for (const line of text.split("\n")) {
    const h = /^(#{1,6})\s+(.*)/.exec(line);
    const li = /^\s*[-*]\s+(.*)/.exec(line);
    if (!li && list) { out.push("</ul>"); list = false; }
    if (h) out.push(`<h3>${inline(h[2])}</h3>`);
    else if (li) { if (!list) { out.push("<ul>"); list = true; } out.push(`<li>${inline(li[1])}</li>`); }
    else if (/^\|/.test(line)) { if (!/^\|[-| :]+\|$/.test(line)) out.push(`<div class="md-row">${line.split("|").slice(1, -1).map((c) => `<span>${inline(c.trim())}</span>`).join("")}</div>`); }
    else if (line.trim()) out.push(`<p>${inline(line)}</p>`);
  }
  if (list) out.push("</ul>");
  return out.join("");
}

// The rule a text cites, opened in the page (a dialog made on first use).
export async function openRule(game, number) {
  let dialog = document.getElementById("rule");
  if (!dialog) {
    dialog = document.createElement("dialog");
    dialog.id = "rule";
    dialog.setAttribute("aria-labelledby", "rule-title");
    dialog.innerHTML = `<h2 id="rule-title">${esc(t("web-rule"))}</h2><p id="rule-lang" class="small muted" hidden></p><div id="rule-text" class="rule-text"></div><form method="dialog"><button type="submit">${esc(t("web-close"))}</button></form>`;
    document.body.append(dialog);
  }
  try {
    const data = await api(`/api/rules/${encodeURIComponent(game)}/${encodeURIComponent(number)}`);
    document.getElementById("rule-title").textContent = t("web-rule-number", { number });
    // the rules exist in English: said so where the page is in another language
    const note = document.getElementById("rule-lang");
    note.hidden = data.lang === lang;
    note.textContent = t("web-rule-in-english");
    document.getElementById("rule-text").setAttribute("lang", data.lang || "en");
    document.getElementById("rule-text").innerHTML = markdown(data.text);
    dialog.showModal();
  } catch (e) { toast(e.message); }
}
