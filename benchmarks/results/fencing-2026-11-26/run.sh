#!/bin/bash
# fencing A/B: the code before this session's server changes (522099a) and now, alternating
export MASTERBUILDERS_PURE=1
py=$PWD/.venv/bin/python  # run from the repository's root; ../old: a worktree of the old commit
for round in 1 2 3 4 5; do
  for side in before now; do
    if [ $side = before ]; then dir=../old; else dir=.; fi
    (cd $dir && PYTHONPATH=src:. $py benchmarks/server_load.py --games 200 --seconds 40 --database postgresql --instances 2 --json /tmp/ab/$side-$round.json) > /tmp/ab/$side-$round.log 2>&1
    echo "$side $round rc=$?" >> /tmp/ab/progress
  done
done
