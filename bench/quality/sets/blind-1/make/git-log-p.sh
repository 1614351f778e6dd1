#!/usr/bin/env bash
# git log -p over the recipekit repository (see _git-repo.sh).
NAME=git-log-p; . "$(dirname "$0")/_lib.sh"; setup_project recipekit
. "$SET_DIR/make/_git-repo.sh"
capture "git log -p"
