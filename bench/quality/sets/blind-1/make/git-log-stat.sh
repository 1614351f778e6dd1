#!/usr/bin/env bash
# git log --stat over the recipekit repository (see _git-repo.sh).
NAME=git-log-stat; . "$(dirname "$0")/_lib.sh"; setup_project recipekit
. "$SET_DIR/make/_git-repo.sh"
capture "git log --stat"
