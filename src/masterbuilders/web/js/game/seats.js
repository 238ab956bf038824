// The seats around the table (issue 37): the page's header (the game, and who you are), your own
// pieces in a strip under the decision, the other players as one line each (score, gold, what they
// did last), your own panel before the board when the decision is about it, and a new decision of
// yours brought into view.
import { esc } from "../api.js";
import { seatName, logLine } from "../art.js";
import { t } from "../i18n.js";
import { state, broughtIntoView, partIntoView } from "./state.js";
import { el } from "./page.js";
import { lastLineOf } from "./log.js";

export function drawHeader(msg, all) {
  const me = msg.seat;
  el("title").innerHTML = `${esc(state.gameTitle)}${msg.practice ? ` ${esc(t("web-game-practice"))}` : ""} &middot; ${me === null ? esc(t("web-game-spectator")) : `${esc(t("web-game-you-are"))} ${seatName(all, me)}`}`;
}

export function drawTable(msg, ctx, mine) {
  const view = msg.view;
  const me = msg.seat;
  const renderer = state.renderer;
  el("you").innerHTML = me === null ? "" : `<span class="you-title">${esc(t("web-game-you"))}</span>${renderer.you(view, me, ctx)}`;
  const engine = renderer.seatNames(view);
  el("others").innerHTML = view.players.map((_, i) => i).filter((i) => i !== me).map((i) => {
    const last = lastLineOf(engine[i]);
    // a line that begins with the player's name ("blue takes ...") leaves it out: it is shown
    // already (not one that goes on with it, "Bot 2's Mason works ...", nor one that names the
    // player further on, as other languages do)
    const leads = last.startsWith(`${engine[i]} `) ? " leads" : "";
    return `<div class="other${view.decision.seat === i && !view.decision.over ? " to-move" : ""}" data-other="${i}">${seatName(ctx.names, i)} ${renderer.brief(view, i)}<span class="last${leads}" title="${esc(last)}">${last ? logLine(last, view, ctx.names, renderer) : esc(t("web-game-nothing-yet"))}</span></div>`;
  }).join("");
  el("board").closest("section").classList.toggle("you-first", Boolean(document.querySelector("#players .player.you .clickable, #players .player.you [data-compose]")));
  if (mine && state.broughtVersion !== msg.version) {
    broughtIntoView(msg.version);
    const top = el("decision").getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) el("decision").closest(".panel").scrollIntoView({ block: "start" });
  }
  // on a wide screen the decision stays in view beside the board: the board's part it is about
  // (what answers a click there) is brought into view too, once it answers clicks
  const part = mine && state.partVersion !== msg.version && window.matchMedia("(min-width: 901px)").matches
    && document.querySelector("#board .clickable, #board [data-action], #players .player.you .clickable, #players .player.you [data-compose]");
  if (part) {
    partIntoView(msg.version);
    const box = part.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) part.scrollIntoView({ block: "nearest" });
  }
}
