"""Skill and luck (issue 39): a skill ladder of computer levels, its depth in 60% steps, a luck
index from the rating model of Jerdee & Newman, and win rate and mean rank per agent in any
mixed set of games.

**The ladder.** Rungs are agents (level names or agent specs), weakest first: by default
random < easy < medium < hard < expert. Each pair of rungs played (adjacent rungs, or all pairs)
plays `games` games, each with only those two rungs at the table: at 2 players they alternate
seats; at 3 and 4 players they fill the seats alternately (A B A B, A B A), the lineups rotated
over games, and at 3 players every game is followed by its mirror (B A B after A B A), so both
rungs hold every seat equally often. **Head to head**: a game's winner between the two rungs is
the rung whose seat won, i.e. whose best seat ranked better; a first place shared by both counts
half to each. The win rate of A against B is that share of A over the pair's games; at 2 players
it is the plain win rate. Game `k` of pair `p` (of `P` pairs) has index `k * P + p` and seed
`seed + index`, whatever the number of games: a ladder extended with more games equals one
played in one go.

**Depth** (the skill-depth idea of the TAG framework: how many distinct steps of skill a game
holds): going up the ladder from its bottom rung, a rung counts as one more step when the fitted
model predicts that it wins at least 60% of its head-to-head games against the last rung counted
(the bottom rung counts first). Depth is the number of steps, between 0 and rungs - 1. The
prediction covers pairs never played. `depth_steps` counts it.

**Luck index**: the model of Jerdee & Newman (2024): each game is decided at random (a fair coin)
with probability alpha, otherwise by a Bradley-Terry comparison, rung `i` beating `j` with
probability `1 / (1 + exp(-beta * (s_i - s_j)))`; so P(i beats j) = alpha / 2 + (1 - alpha) *
logistic(beta * (s_i - s_j)). alpha is the luck index, beta the depth of competition, s the
ratings. `fit_luck` fits it by maximum likelihood (see there for the exact estimator, its
intervals and when alpha is not identified).

One module a job: `models` (the likelihoods and fits), `luck` (the luck index and depth), `rates`
(win rate and mean rank per agent), `ladder` (the plan and its figures), `run` (the ladder's
directory and its run) and `plot`.
"""

from masterbuilders.analysis.skill.ladder import LadderConfig, LadderJob, ladder_jobs
from masterbuilders.analysis.skill.luck import depth_steps, fit_luck
from masterbuilders.analysis.skill.plot import plot_ladder
from masterbuilders.analysis.skill.rates import agent_rates
from masterbuilders.analysis.skill.run import LadderRun, open_ladder, run_ladder

__all__ = [
    "LadderConfig",
    "LadderJob",
    "LadderRun",
    "agent_rates",
    "depth_steps",
    "fit_luck",
    "ladder_jobs",
    "open_ladder",
    "plot_ladder",
    "run_ladder",
]
