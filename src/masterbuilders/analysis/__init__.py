"""Analysis of games and agents, above `ai` (it may use agents and search; `ai` never imports it):
the calibrated win probability (`winprob`, compiled with the engine) apart from its training
(`winprob_train`), the review of a finished game, the study (`study/`) and its report
(`report/`), the skill ladder and the luck index (`skill/`), a tournament's figures and ratings
(`tournament`), restricted play and the study's statistics, all on one resumable run directory
(`rundir`).

Empty on purpose: the server's install imports `analysis.winprob` and `analysis.review` alone, so
this package's entry point loads nothing the others need (numpy, scipy, matplotlib)."""
