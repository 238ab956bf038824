"""Chance draws (§A4, §A5.1, §A5.2) and the actions of a turn (§A5): start a construction, recruit,
send a worker (escalating action cost per site and turn), take coins, buy actions, end the turn;
completion (§A5.5), machines (§A5.6) and the end of the game (§A6)."""

from __future__ import annotations

from functools import cache
from typing import Final

from masterbuilders.builders.labels import (
    a_worker_card,
    building_name,
    card_name,
    count,
    worker_card,
)
from masterbuilders.builders.model import (
    APPRENTICES,
    CH_APPRENTICE,
    CH_BUILDING,
    CH_FIRST,
    CH_WORKER,
    DATA,
    END_VP,
    EXTRA_ACTION_COST,
    FREE_ACTIONS,
    ROUND_LIMIT,
    TAKE_COINS,
    TURN,
    Player,
    Table,
)
from masterbuilders.engine import CHANCE, PUBLIC, Action
from masterbuilders.engine.frame import Frame
from masterbuilders.engine.message import Msg


@cache
def act(kind: str, target: str = "", count: int = 0) -> Action:
    return Action(kind, target, count)


SEND: Final[dict[tuple[str, str], Action]] = {}
"""Interned send actions by (worker, site), filled on first use."""
END: Final = act("end")
BUY: Final = act("buy-action")
TAKE: Final = tuple(act("take-coins", "", n) for n in range(1, len(TAKE_COINS) + 1))


# ---- chance ------------------------------------------------------------------------------------
def chance_outcomes(s: Table, frame: Frame) -> list[tuple[Action, float]]:
    kind = frame.kind
    if kind == CH_BUILDING:
        cards, verb = s.b_deck, "reveal-building"
    elif kind == CH_WORKER:
        cards, verb = s.w_deck, "reveal-worker"
    elif kind == CH_APPRENTICE:
        cards, verb = _apprentices_left(s), "deal-apprentice"
    else:
        p = 1.0 / s.num_players
        return [(act("first-player", f"p{i + 1}"), p) for i in range(s.num_players)]
    p = 1.0 / len(cards)
    return [(act(verb, c), p) for c in cards]


def _apprentices_left(s: Table) -> list[str]:
    dealt = {w for p in s.players for w in p.team}
    return [a for a in APPRENTICES if a not in dealt]


def apply_chance(s: Table, frame: Frame, action: Action) -> None:
    kind, slot = frame.kind, frame.data
    s.frames.pop()
    card = action.target
    if kind == CH_BUILDING:
        s.b_deck.remove(card)
        if slot >= 0:
            s.b_row[slot] = card
        else:
            s.b_next = card
        if s.logging:
            what = "builders-log-revealed-next" if slot < 0 else "builders-log-revealed"
            s.note(PUBLIC, Msg(what, building=building_name(card)))
    elif kind == CH_WORKER:
        s.w_deck.remove(card)
        s.w_row[slot] = card  # workers show only in the row (§A4 step 3, §A5.2)
        if s.logging:
            s.note(PUBLIC, Msg("builders-log-worker-revealed", worker=worker_card(card)))
    elif kind == CH_APPRENTICE:
        s.players[slot].team.append(card)
        if s.logging:
            s.note(
                PUBLIC,
                Msg("builders-log-dealt", seat=s.seat_name(slot), worker=a_worker_card(card)),
            )
        if slot == s.num_players - 1:
            s.w_deck.extend(_apprentices_left(s))  # the rest are shuffled into the deck (§A4)
    else:
        seat = int(card[1:]) - 1
        s.first = s.turn = seat
        if s.logging:
            s.note(PUBLIC, Msg("builders-log-first-player", seat=s.seat_name(seat)))
        _start_turn(s, seat)


# ---- the turn ----------------------------------------------------------------------------------
def _start_turn(s: Table, seat: int) -> None:
    s.turn = seat
    s.actions = FREE_ACTIONS
    s.coins_taken = False
    s.sent = {}
    s.frames.append(Frame(TURN, seat, 0))


def send_cost(s: Table, site: str) -> int:
    """Actions to send one more worker to `site` this turn: 1, then 2, then 3... (§A5.3)."""
    return s.sent.get(site, 0) + 1


def turn_legal(s: Table, seat: int) -> list[Action]:
    """Documented order: start (row order), recruit (row order), send (team order x site order),
    take coins (1, 2, 3 actions), buy an action, end the turn."""
    p = s.players[seat]
    out: list[Action] = []
    a = s.actions
    if a >= 1:
        out += [act("start", b) for b in s.b_row if b]
        out += [act("recruit", w) for w in s.w_row if w]
    affordable = [w for w in p.team if DATA.workers[w].cost <= p.coins]
    for site in p.sites:
        if s.sent.get(site, 0) >= a:
            continue
        for w in affordable:
            action = SEND.get((w, site))
            if action is None:
                action = SEND[(w, site)] = act("send", f"{w}@{site}")
            out.append(action)
    if not s.coins_taken:
        out += TAKE[: min(a, len(TAKE))]
    if p.coins >= EXTRA_ACTION_COST:
        out.append(BUY)
    out.append(END)
    return out


def apply_turn(s: Table, seat: int, action: Action) -> None:
    p = s.players[seat]
    name = s.seat_name(seat)
    refill: list[Frame] = []
    kind = action.kind
    if kind == "start":
        slot = s.b_row.index(action.target)
        p.sites[action.target] = []
        s.actions -= 1
        refill = _take_from_row(s, s.b_row, slot, CH_BUILDING)
        if s.logging:
            s.note(
                PUBLIC, Msg("builders-log-start", seat=name, building=building_name(action.target))
            )
    elif kind == "recruit":
        slot = s.w_row.index(action.target)
        p.team.append(action.target)
        s.actions -= 1
        refill = _take_from_row(s, s.w_row, slot, CH_WORKER)
        if s.logging:
            s.note(
                PUBLIC, Msg("builders-log-recruit", seat=name, worker=a_worker_card(action.target))
            )
    elif kind == "send":
        worker, site = action.target.split("@")
        n = send_cost(s, site)
        cost = DATA.workers[worker].cost
        s.actions -= n
        s.sent[site] = n
        p.coins -= cost
        s.bank_in += cost
        p.team.remove(worker)
        p.sites[site].append(worker)
        if s.logging:
            s.note(
                PUBLIC,
                Msg(
                    "builders-log-send",
                    seat=name,
                    worker=worker_card(worker),
                    site=building_name(site),
                    actions=count("actions", n),
                    coins=count("coins", cost),
                ),
            )
        _complete_if_done(s, seat, p, site)
    elif kind == "take-coins":
        gain = TAKE_COINS[action.count - 1]
        s.actions -= action.count
        s.coins_taken = True
        p.coins += gain
        s.bank_out += gain
        if s.logging:
            s.note(
                PUBLIC,
                Msg(
                    "builders-log-take-coins",
                    seat=name,
                    coins=count("coins", gain),
                    actions=count("actions", action.count),
                ),
            )
    elif kind == "buy-action":
        p.coins -= EXTRA_ACTION_COST
        s.bank_in += EXTRA_ACTION_COST
        s.actions += 1
        if s.logging:
            s.note(PUBLIC, Msg("builders-log-buy-action", seat=name, coins=EXTRA_ACTION_COST))
    if kind == "end" or (s.actions == 0 and p.coins < EXTRA_ACTION_COST):
        _end_turn(s, seat, p)
    s.frames.extend(refill)


def _take_from_row(s: Table, row: list[str], slot: int, kind: int) -> list[Frame]:
    """The space is refilled at once with the deck's top card (§A5.1, §A5.2): a building from the
    face-up top card, and the deck's new top card is revealed (§A4 step 1); a worker is drawn
    face down, so the draw is the refill itself (§A4 step 3). An empty deck leaves the space
    empty (C1)."""
    if kind == CH_BUILDING:
        row[slot], s.b_next = s.b_next, ""
        return [Frame(CH_BUILDING, CHANCE, -1)] if s.b_deck else []
    row[slot] = ""
    return [Frame(CH_WORKER, CHANCE, slot)] if s.w_deck else []


def _complete_if_done(s: Table, seat: int, p: Player, site: str) -> None:
    """A building is finished when its workers cover every resource type (excess is wasted):
    its workers return, its coins and VP are earned; a machine joins the team (§A5.5, §A5.6)."""
    have = p.site_resources(site)
    card = DATA.buildings[site]
    if any(h < r for h, r in zip(have, card.requires, strict=True)):
        return
    workers = p.sites.pop(site)
    p.team.extend(workers)
    p.coins += card.coins
    s.bank_out += card.coins
    p.vp += card.vp
    p.done.append(site)
    if s.logging:
        s.note(
            PUBLIC,
            Msg(
                "builders-log-finish-machine" if card.machine else "builders-log-finish",
                seat=s.seat_name(seat),
                building=building_name(site),
                coins=card.coins,
                vp=card.vp,
                workers=count("workers", len(workers)),
            ),
        )
    if card.machine:
        p.team.append(site)
        if s.logging:
            s.note(
                PUBLIC,
                Msg("builders-log-machine-joins", machine=card_name(site), seat=s.seat_name(seat)),
            )


def _end_turn(s: Table, seat: int, p: Player) -> None:
    """17 VP from buildings and machines at the end of a turn finishes the round, so that all
    play the same number of turns (§A6). So do two project defaults (cards.toml): a stalemate, and
    the round limit."""
    s.frames.pop()
    s.turns += 1
    if p.vp >= END_VP and not s.final_round:
        s.final_round = True
        if s.logging:
            s.note(PUBLIC, Msg("builders-log-last-round", seat=s.seat_name(seat), vp=p.vp))
    elif not s.final_round and stalemate(s):
        s.final_round = True
        s.ended_by = "stalemate"
        s.note(PUBLIC, Msg("builders-log-stalemate"))
    elif not s.final_round and s.turns >= ROUND_LIMIT * s.num_players:
        s.final_round = True
        s.ended_by = "round-limit"
        if s.logging:
            s.note(PUBLIC, Msg("builders-log-round-limit", round=ROUND_LIMIT))
    nxt = (seat + 1) % s.num_players
    if s.final_round and nxt == s.first:
        s.over = True
        s.note(PUBLIC, Msg("builders-log-game-ends"))
        return
    _start_turn(s, nxt)


def stalemate(s: Table) -> bool:
    """No card can be taken (the rows, the next building and both decks are empty: a worker's
    refill may still be pending when a turn ends) and no player has both an idle worker and a site:
    nothing but coins can change any more (data: numbers.stalemate, DEFAULT)."""
    if s.b_next or s.b_deck or s.w_deck or any(s.b_row) or any(s.w_row):
        return False
    return all(not p.team or not p.sites for p in s.players)


# ---- explanations --------------------------------------------------------------------------------
def explain(s: Table, frame: Frame, action: Action) -> Msg:
    """Why `action` is refused here, citing the rule (`rule`: its section)."""
    if frame.kind != TURN:
        return Msg("builders-refuse-not-an-outcome", action=str(action))
    p = s.players[frame.seat]
    kind, target = action.kind, action.target
    if kind in ("start", "recruit"):
        row = s.b_row if kind == "start" else s.w_row
        start = kind == "start"
        if not target or target not in row or action.count:
            said = (
                "builders-refuse-start-not-face-up"
                if start
                else "builders-refuse-recruit-not-face-up"
            )
            return Msg(said, card=target or "?", rule="§A5.1" if start else "§A5.2")
        said = "builders-refuse-start-no-action" if start else "builders-refuse-recruit-no-action"
        return Msg(said, card=target, coins=EXTRA_ACTION_COST, rule="§A5")
    if kind == "send":
        worker, _, site = target.partition("@")
        if worker not in p.team:
            return Msg("builders-refuse-send-not-idle", worker=worker or "?", rule="§A5.3")
        if site not in p.sites:
            return Msg("builders-refuse-send-not-a-site", site=site or "?", rule="§A5.3")
        if action.count:
            return Msg("builders-refuse-send-syntax", worker=worker, site=site, rule="§A5.3")
        need = send_cost(s, site)
        if need > s.actions:
            return Msg(
                "builders-refuse-send-actions",
                site=site,
                need=need,
                actions=s.actions,
                rule="§A5.3",
            )
        cost = DATA.workers[worker].cost
        return Msg(
            "builders-refuse-send-coins", worker=worker, cost=cost, coins=p.coins, rule="§A5.3"
        )
    if kind == "take-coins":
        if s.coins_taken:
            return Msg("builders-refuse-coins-taken", rule="§A5.4, C4")
        if not 1 <= action.count <= len(TAKE_COINS) or target:
            return Msg("builders-refuse-coins-syntax", rule="§A5.4")
        return Msg("builders-refuse-coins-actions", n=action.count, actions=s.actions, rule="§A5.4")
    if kind == "buy-action":
        return Msg("builders-refuse-buy-action", cost=EXTRA_ACTION_COST, coins=p.coins, rule="§A5")
    return Msg("builders-refuse-unknown", action=str(action), rule="§A5")


def describe(s: Table, frame: Frame) -> Msg:
    kind = frame.kind
    if kind == TURN:
        can_buy = s.players[frame.seat].coins >= EXTRA_ACTION_COST
        return Msg(
            "builders-decide-turn-last" if s.final_round else "builders-decide-turn",
            actions=count("actions", s.actions),
            extra=Msg("builders-decide-extra", coins=EXTRA_ACTION_COST) if can_buy else "",
        )
    return Msg(
        {
            CH_BUILDING: "builders-decide-reveal-building",
            CH_WORKER: "builders-decide-reveal-worker",
            CH_APPRENTICE: "builders-decide-deal-apprentice",
            CH_FIRST: "builders-decide-first-player",
        }[kind]
    )
