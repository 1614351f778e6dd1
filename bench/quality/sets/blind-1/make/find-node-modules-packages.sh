#!/usr/bin/env bash
# find of the top-level package manifests in the shiftplan project's node_modules (see _ts-project.sh).
NAME=find-node-modules-packages; . "$(dirname "$0")/_lib.sh"; setup_project shiftplan
. "$SET_DIR/make/_ts-project.sh"
capture "find node_modules -maxdepth 3 -name package.json -not -path '*/node_modules/*/node_modules/*' | sort"
