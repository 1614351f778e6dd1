#!/bin/bash
# git blame of the rota scheduling module of the dog-walking service
. "$(dirname "$0")/c-lib-dogwalk-repo.sh"
{ run "git blame dogwalk/schedule.py"; } | neutral
