// The engine's hint: its five best moves here with their odds, each a button that plays it.
import { api, esc, toast } from "../api.js";
import { t, num } from "../i18n.js";
import { state } from "./state.js";
import { el } from "./page.js";
import { labelOf } from "./choices.js";

export async function showHints() {
  el("hints").textContent = t("web-game-thinking");
  try {
    const data = await api(`/api/games/${state.gameId}/hint`, { method: "POST", token: state.token, body: {} });
    el("hints").innerHTML = "<ol>" + data.candidates.slice(0, 5).map((c) => `<li><button type="button" data-action="${esc(c.action)}">${esc(labelOf(c.action, state.current.view))}</button> <span class="muted">${esc(t("web-game-hint-odds", { win: num(100 * c.win_probability), score: num(c.expected_score, 1) }))}</span></li>`).join("") + "</ol>";
  } catch (e) { el("hints").textContent = ""; toast(e.message); }
}
