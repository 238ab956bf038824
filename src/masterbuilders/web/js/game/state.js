// The game page's one state: what it shows, what waits to be shown, what is on its way to the
// server, and the player's settings. Every module reads `state` and `prefs`; only the functions of
// this module change them (tests/web/test_page_modules.py holds the other modules to it), so that
// what a click or an update does to the page is written here, in one place, by name.

/** @typedef {import("./connection.js").Update} Update */
/** @typedef {import("./connection.js").View} View */

/**
 * The page's state. Versions are -1 where none is meant.
 * @typedef {object} PageState
 * @property {string} mode "play" or "watch" (the path's first part)
 * @property {string} gameId the game's id (the path's second part)
 * @property {string|null} token this page's seat token (from the URL's fragment, or a claim's)
 * @property {object|null} renderer the game's browser module (loaded with the first update)
 * @property {string} gameTitle the game's title
 *
 * What is shown:
 * @property {Update|null} current the update on screen
 * @property {View|null} baseline what "changed" is measured from (right after your own last move)
 * @property {number} baselineLog the log's length at the baseline (newer lines are marked new)
 * @property {string[]} log every line of the game's log so far
 * @property {string[]} recent "Last:": the lines since your own last move
 * @property {boolean} afterMyMove the next update shown is the new baseline
 * @property {number} clockAt Date.now() when `current` came (a running clock counts from it)
 * @property {number} seenNotices how many of the server's notices were toasted already
 * @property {string} filter only the choices of this action (a click on the board)
 * @property {string|null} selected the board's selected piece (a game's renderer uses it)
 * @property {boolean|null} choicesOpen the player folded (false) or opened the choices
 * @property {boolean} endFolded the end's box folded to a bar
 * @property {number} broughtVersion the version whose decision was brought into view
 * @property {number} partVersion the version whose board part was brought into view
 * @property {string} refused why the last move was not made (shown beside the decision)
 * @property {string} doneNote a routine choice made for the player
 *
 * Updates waiting to be shown (one at a time, each held for a moment):
 * @property {Update[]} inbox updates received and not shown yet
 * @property {boolean} pumping updates are being shown
 * @property {boolean} skip the player skips to the newest update (the Skip button)
 * @property {(() => void)|null} wake ends the hold of the update on screen
 * @property {number} holdUntil performance.now() until which the update on screen is held
 * @property {number} lastArrival performance.now() of the last update's arrival
 * @property {(() => void)[]} caughtUp resolved once every waiting update is shown
 * @property {{version: number, resolve: () => void}[]} versionWaiters resolved once a newer version is shown
 *
 * A move or an undo on its way (the page holds every choice meanwhile):
 * @property {boolean} claiming a click is catching up before it acts
 * @property {boolean} sending a move's request is on its way
 * @property {boolean} undoing an undo's request is on its way
 * @property {number} awaiting the version a move or an undo was sent for, until a newer one shows
 * @property {number} sentAt performance.now() when it was sent
 * @property {string|null} pendingAction the move on its way
 * @property {Element|null} pendingControl the control that sent it
 *
 * Choices the page makes by itself:
 * @property {string[]} sequence the rest of a composed choice's actions
 * @property {number} autoSent the version an automatic choice was sent for
 * @property {number} autoFailed the version whose automatic choice failed (the player's now)
 * @property {boolean} holdAuto an undo's decision waits for the player, even a single choice
 * @property {number} manualVersion the version that decision came back at
 *
 * The connection and the end:
 * @property {number} retry ms before the next reconnection
 * @property {boolean} fatal the game is not there or the token is refused: no reconnection
 * @property {string|null} rematchId the rematch's game id, once started
 * @property {number|null} rematchWatch the interval looking for the rematch
 * @property {boolean} rematching a rematch's request is on its way
 */

const [, mode, gameId] = location.pathname.split("/");

/** @type {PageState} */
export const state = {
  mode, gameId, token: null, renderer: null, gameTitle: "",
  current: null, baseline: null, baselineLog: 0, log: [], recent: [], afterMyMove: false, clockAt: 0,
  seenNotices: 0, filter: "", selected: null, choicesOpen: null, endFolded: false, broughtVersion: -1,
  partVersion: -1, refused: "", doneNote: "",
  inbox: [], pumping: false, skip: false, wake: null, holdUntil: 0, lastArrival: 0, caughtUp: [], versionWaiters: [],
  claiming: false, sending: false, undoing: false, awaiting: -1, sentAt: 0, pendingAction: null, pendingControl: null,
  sequence: [], autoSent: -1, autoFailed: -1, holdAuto: false, manualVersion: -1,
  retry: 500, fatal: false, rematchId: null, rematchWatch: null, rematching: false,
};

const PREFS = "mb-prefs";
const stored = JSON.parse(localStorage.getItem(PREFS) || "{}");
/** The player's settings, kept in this browser: autoSingle, pace, and each routine's id.
 * (pace of other seats' moves: "quick" follows the server, "slow" holds each move, "off" shows the
 * newest state at once; an old "show moves one by one" turned off is "off") */
export const prefs = { autoSingle: true, pace: stored.animate === false ? "off" : "quick", ...stored };

export function setPref(key, value) {
  prefs[key] = value;
  localStorage.setItem(PREFS, JSON.stringify(prefs));
}

// Queries.

export function legalSet(msg) {
  return new Set((msg.view.decision && msg.view.decision.legal_actions) || []);
}

// Whether a move or an undo is on its way (the page holds every choice meanwhile).
export function held() { return state.claiming || state.sending || state.undoing || state.awaiting >= 0; }

export function setToken(token) { state.token = token; }
export function loaded(renderer, gameTitle) { state.renderer = renderer; state.gameTitle = gameTitle; }

// The connection.

export function connected() { state.retry = 500; }
export function fatal() { state.fatal = true; }
/** The wait before the next reconnection (each wait doubles it, up to 5 s). */
export function nextRetry() {
  const wait = state.retry;
  state.retry = Math.min(state.retry * 2, 5000);
  return wait;
}

export function received(msg) {
  if (msg.rematch) state.rematchId = msg.rematch;
  // how long the server took for this update (since the last one, or since this page's move)
  const now = performance.now();
  msg.gap = now - Math.max(state.lastArrival, state.sentAt);
  state.lastArrival = now;
  state.inbox.push(msg);
}

// Updates shown one at a time (connection.js pump).

export function showing() { state.pumping = true; }
/** A hold of the update on screen for `ms`, which the Skip button or a click ends early. */
export function holdOn(ms) { return new Promise((resolve) => { state.wake = resolve; setTimeout(resolve, ms); }); }
export function nextUpdate() { return state.inbox.shift(); }
export function holdUntil(time) { state.holdUntil = time; }
export function shownAll() {
  state.pumping = false;
  state.skip = false;
  for (const resolve of state.caughtUp.splice(0)) resolve();
}

export function skipToNow() { state.skip = true; if (state.wake) state.wake(); }

// A click while updates wait to be shown: skip to now first.
export function catchUp() {
  if (!state.pumping && !state.inbox.length) return Promise.resolve();
  skipToNow();
  return new Promise((resolve) => state.caughtUp.push(resolve));
}

// Until the page shows a version newer than `version` (or `ms` passed).
export function newerThan(version, ms) {
  if (state.current && state.current.version > version) return Promise.resolve();
  return new Promise((resolve) => {
    state.versionWaiters.push({ version, resolve });
    setTimeout(resolve, ms);
  });
}

// An update is shown: the log, what changed since when, and what it ends (a move's wait).
export function shown(msg) {
  const fresh = msg.reset ? [] : msg.log;
  if (msg.reset) state.log = msg.log.slice(); else state.log.push(...msg.log);
  if (!state.current || state.afterMyMove) {
    // what changed is measured from the state right after your own last decision
    state.baseline = msg.view; state.baselineLog = state.log.length;
    state.afterMyMove = false;
  } else if (msg.seat === null) {
    // a spectator decides nothing: what changed is what the last move changed
    state.baseline = state.current.view; state.baselineLog = state.log.length - fresh.length;
  }
  // a new connection (the server restarted, or the page lost it): an automatic choice that did not
  // reach the server is tried again
  if (msg.reset && !state.holdAuto) { state.autoSent = -1; state.autoFailed = -1; }
  if (state.holdAuto && msg.seat !== null && msg.view.decision.seat === msg.seat) {
    // the decision an undo returned to waits for the player, even with a single choice
    state.manualVersion = msg.version; state.holdAuto = false;
  }
  // "Last:" is what happened since your own last move (an undo, or a page loaded, clears it)
  state.recent = msg.reset ? [] : state.log.length > state.baselineLog ? state.log.slice(state.baselineLog) : fresh.length ? fresh : state.recent;
  state.current = msg;
  state.clockAt = Date.now();
  if (state.awaiting >= 0 && msg.version > state.awaiting) state.awaiting = -1;  // what the move made is shown
  if (state.refused && !(msg.seat !== null && msg.view.decision.seat === msg.seat)) state.refused = "";
  state.versionWaiters = state.versionWaiters.filter((w) => (msg.version > w.version ? (w.resolve(), false) : true));
}

// A composed choice waits through the other seats' turns (the market's turns go round), and goes
// on only while its next action is still legal when this seat is asked again.
export function sequenceGoesOn(msg, changedMidway) {
  const d = msg.view.decision;
  if (state.sequence.length && (msg.seat === null || d.over || msg.reset)) state.sequence = [];
  if (state.sequence.length && d.seat === msg.seat && !legalSet(msg).has(state.sequence[0])) {
    state.sequence = [];
    state.refused = changedMidway;
  }
}

// The choices on screen.

export function filterTo(action) { state.filter = action; }
export function select(piece) { state.selected = state.selected === piece ? null : piece; }
export function foldChoices(open) { state.choicesOpen = open; }
export function foldEnd() { state.endFolded = !state.endFolded; }
export function broughtIntoView(version) { state.broughtVersion = version; }
export function partIntoView(version) { state.partVersion = version; }
// (a turned tablet or a resized window: the decision is brought into view again at the new size)
export function resized() { state.broughtVersion = -1; state.partVersion = -1; }
export function noticesSeen(n) { state.seenNotices = n; }
export function refuse(why) { state.refused = why; }
export function noteDone(note) { state.doneNote = note; }

// A move or an undo on its way.

// claimed at once: a second click while the page catches up waits for this one's answer (it would
// otherwise act after it, on the decision that follows)
export function claim(on) { state.claiming = on; }

export function moveSent(msg, action, control, automatic) {
  state.sending = true; state.awaiting = msg.version; state.sentAt = performance.now();
  state.pendingAction = action; state.pendingControl = control; state.refused = "";
  if (!automatic && !(control && control.dataset.routine)) state.doneNote = "";
  state.afterMyMove = true;
  state.filter = ""; state.selected = null;
}

export function moveFailed(msg, automatic) {
  state.awaiting = -1;
  state.afterMyMove = false; state.sequence = [];
  // an automatic choice that did not go through is the player's again
  if (automatic) state.autoFailed = msg.version;
}

export function moveAnswered() { state.sending = false; state.pendingControl = null; }

export function undoSent(msg) {
  state.undoing = true; state.awaiting = msg.version; state.sentAt = performance.now();
  state.holdAuto = true; state.afterMyMove = true; state.recent = []; state.doneNote = ""; state.refused = "";
  state.pendingAction = null; state.sequence = [];
}

export function undoFailed() { state.awaiting = -1; state.holdAuto = false; state.afterMyMove = false; }
export function undoAnswered() { state.undoing = false; }

// Choices the page makes by itself.

/** A composed choice's actions after its first, sent one by one as the decisions come. */
export function compose(rest) { state.sequence = rest; }
export function nextInSequence() { return state.sequence.shift(); }
export function autoSending(version) { state.autoSent = version; }

// The end.

export function rematchFound(id) { state.rematchId = id; }
export function watchingRematch(interval) { state.rematchWatch = interval; }
export function rematching(on) { state.rematching = on; }
