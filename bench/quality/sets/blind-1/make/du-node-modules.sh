#!/usr/bin/env bash
# du -h -d1 node_modules | sort -rh on the shiftplan project (see _ts-project.sh) after npm install.
NAME=du-node-modules; . "$(dirname "$0")/_lib.sh"; setup_project shiftplan
. "$SET_DIR/make/_ts-project.sh"
capture "du -h -d1 node_modules | sort -rh"
