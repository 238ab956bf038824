// The pages' words in the reader's language. The server chooses it (a `?lang=` in the page's
// address, else the language menu's cookie, else the browser's Accept-Language: server/language.py)
// and sends the pages' part of the catalogs (ids `web-...` and `GAME-web-...`, i18n.browser_catalog)
// before any page module runs: this module waits for it at its top level, so every module that
// imports it has its words. A plural message comes as its CLDR forms, chosen with Intl.PluralRules.
// The game's own words (its log, labels, cards) come rendered from the server in the same language.

const COOKIE = "mb_lang";
const YEAR = 365 * 24 * 3600;

async function load() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked) remember(asked);  // a link with ?lang= sets the language for the pages that follow
  try {
    const response = await fetch(`/api/i18n${asked ? `?lang=${encodeURIComponent(asked)}` : ""}`);
    if (response.ok) return await response.json();
  } catch { /* the server is away: the page says so in its own way */ }
  return { lang: "en", languages: [{ code: "en", name: "English" }], messages: {} };
}

function remember(code) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`;
}

const data = await load();
export const lang = data.lang;
const plural = new Intl.PluralRules(lang);

// The message `id` with its parameters ({name} in the pattern), as plain text (escape it where it
// goes into HTML). A plural message is chosen by the parameter `n`.
export function t(id, args = {}) {
  return patternOf(id, args).replace(/\{(\w+)\}/g, (whole, key) => (key in args ? String(args[key]) : whole));
}

function patternOf(id, args) {
  const pattern = data.messages[id];
  if (pattern === undefined) {
    console.error(`no message ${id} in ${lang}`);
    return id;
  }
  return typeof pattern === "object" ? pattern[plural.select(Number(args.n))] ?? pattern.other : pattern;
}

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => ESCAPES[c]);

// The message as HTML: its words and its parameters escaped, except a parameter given as
// { html: "..." } (a player's name drawn with its seat colour), or in `html` (name -> HTML),
// which goes in as it is.
export function markup(id, args = {}, html = {}) {
  return patternOf(id, args).split(/(\{\w+\})/).map((part, i) => {
    if (i % 2 === 0) return escape(part);
    const key = part.slice(1, -1);
    if (key in html) return html[key];
    if (!(key in args)) return escape(part);
    const value = args[key];
    return value && typeof value === "object" && "html" in value ? value.html : escape(value);
  }).join("");
}

// A number as the reader writes it (a decimal comma in German and French).
export function num(value, digits = 0) {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

// The page's fixed words: an element with data-t="id" gets the message as its text; data-t-title,
// data-t-placeholder and data-t-label set those attributes (aria-label for the last).
export function translate(root = document) {
  for (const node of root.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  for (const [attr, name] of [["tTitle", "title"], ["tPlaceholder", "placeholder"], ["tLabel", "aria-label"]]) {
    const selector = `[data-${attr.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}]`;
    for (const node of root.querySelectorAll(selector)) node.setAttribute(name, t(node.dataset[attr]));
  }
}

// The language menu in the page's header: a choice is remembered (a cookie, a year) and the page
// is loaded again in it; a `?lang=` in the address gives way to the choice.
function menu() {
  const header = document.querySelector("header.top");
  if (!header || header.querySelector("select.lang")) return;
  const select = document.createElement("select");
  select.className = "lang";
  select.setAttribute("aria-label", t("web-language"));
  for (const l of data.languages) {
    const option = new Option(l.name, l.code, false, l.code === lang);
    option.lang = l.code;
    select.append(option);
  }
  select.addEventListener("change", () => {
    remember(select.value);
    const url = new URL(location.href);
    url.searchParams.delete("lang");
    if (url.href === location.href) location.reload();
    else location.replace(url.href);  // (a join link's fragment, the seat's token, goes along)
  });
  header.append(select);
}

document.documentElement.lang = lang;
translate();
menu();
