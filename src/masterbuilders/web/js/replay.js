// Step through a finished game forwards and backwards, from any seat's view or as a spectator.
import { api, esc, toast, renderer, title } from "./api.js";

const gameId = location.pathname.split("/")[2];
const state = { step: Number(new URLSearchParams(location.search).get("step") || 0), steps: 0, seat: "spectator", names: [] };
const $ = (id) => document.getElementById(id);

async function show() {
  try {
    const data = await api(`/api/games/${gameId}/replay?step=${state.step}&seat=${state.seat}`);
    state.steps = data.steps;
    state.step = data.step;
    const view = data.view;
    const r = await renderer(view.game);
    $("slider").max = data.steps;
    $("slider").value = data.step;
    $("step").textContent = `step ${data.step} of ${data.steps}${data.action ? ": " + data.action : ""}`;
    $("title").textContent = `replay of ${await title(view.game)}`;
    const ctx = { legal: new Set(), base: null, seat: state.seat === "spectator" ? null : Number(state.seat), names: state.names };
    $("board").innerHTML = r.board(view, ctx);
    $("players").innerHTML = r.players(view, ctx);
    $("log").innerHTML = data.log.map((l) => `<div>${esc(l)}</div>`).join("");
    $("log").scrollTop = $("log").scrollHeight;
    $("result").hidden = !view.result;
    if (view.result) $("result").innerHTML = "<h2>Final scores</h2>" + r.result(view, state.names);
    history.replaceState(null, "", `?step=${state.step}`);
  } catch (e) { toast(e.message); }
}

async function init() {
  const summary = await api(`/api/games/${gameId}`);
  state.names = summary.seats.map((s) => s.name);
  $("seat").innerHTML = '<option value="spectator">spectator</option>' + summary.seats.map((s) => `<option value="${s.seat}">${esc(s.name)}</option>`).join("");
  await show();
}

const go = (step) => { state.step = Math.max(0, Math.min(state.steps, step)); show(); };
$("first").onclick = () => go(0);
$("prev").onclick = () => go(state.step - 1);
$("next").onclick = () => go(state.step + 1);
$("last").onclick = () => go(state.steps);
$("slider").oninput = (e) => go(Number(e.target.value));
$("seat").onchange = (e) => { state.seat = e.target.value; show(); };
document.addEventListener("keydown", (e) => { if (e.key === "ArrowRight") go(state.step + 1); if (e.key === "ArrowLeft") go(state.step - 1); });
init().catch((e) => toast(e.message));
