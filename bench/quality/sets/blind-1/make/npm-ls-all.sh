#!/usr/bin/env bash
# npm ls --all on the shiftplan project (see _ts-project.sh) after a clean install.
NAME=npm-ls-all; . "$(dirname "$0")/_lib.sh"; setup_project shiftplan
. "$SET_DIR/make/_ts-project.sh"
capture "npm ls --all"
