#!/usr/bin/env bash
# git log --stat over the long history of a yacht-charter booking desk.
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-git-charter-repo.sh"
run "git log --stat --no-color -n 300" | neutralise
