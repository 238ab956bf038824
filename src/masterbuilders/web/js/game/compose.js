// A choice that is one thought (return these cubes, a market visit), composed in a form the game's
// renderer draws: the engine's actions it stands for, and what it leaves as it is chosen.
import { toast } from "../api.js";
import { t } from "../i18n.js";
import { state } from "./state.js";

// What a composed choice leaves (the gold after a market visit), shown as it is chosen.
export function showReckoned(form) {
  const line = form.querySelector("[data-compose-total]");
  const renderer = state.renderer;
  if (!line || !renderer.reckon) return;
  const r = renderer.reckon(form);
  line.textContent = r.text;
  line.classList.toggle("warn", !r.ok);
  line.setAttribute("role", r.ok ? "status" : "alert");
}

// The engine's actions, sent in order (a count of one-cube actions; a trade, sales before
// purchases), then the one that finishes it; none (said in a toast) for a choice the game reckons
// first and cannot be made (a market visit it cannot pay for), or an empty one.
export function composedActions(form) {
  const renderer = state.renderer;
  const reckoned = renderer.reckon ? renderer.reckon(form) : null;
  if (reckoned && !reckoned.ok) { showReckoned(form); toast(reckoned.text); return []; }
  const repeats = [...form.querySelectorAll("select[data-repeat]")]
    .flatMap((sel) => Array(Number(sel.value)).fill(sel.dataset.repeat));
  const trades = [...form.querySelectorAll("select[data-trade]")].map((sel) => sel.value).filter(Boolean)
    .sort((a, b) => Number(b.startsWith("sell ")) - Number(a.startsWith("sell ")));
  const list = [...repeats, ...trades, ...(form.dataset.finish ? [form.dataset.finish] : [])];
  if (!list.length) toast(t("web-game-choose-counts"));
  return list;
}

// "Leave the market" while nothing is chosen, "Trade, then leave" once something is.
export function composeChanged(form) {
  const send = form.querySelector("[data-compose-send][data-empty-label]");
  if (send) {
    const chosen = [...form.querySelectorAll("select")].some((sel) => sel.value && sel.value !== "0");
    send.textContent = chosen ? send.dataset.fullLabel : send.dataset.emptyLabel;
  }
  showReckoned(form);
}
