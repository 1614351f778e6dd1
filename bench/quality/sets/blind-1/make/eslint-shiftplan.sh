#!/usr/bin/env bash
# npx eslint . on the shiftplan TypeScript project (see _ts-project.sh).
NAME=eslint-shiftplan; . "$(dirname "$0")/_lib.sh"; setup_project shiftplan
. "$SET_DIR/make/_ts-project.sh"
capture "npx eslint .; echo \"exit status: \$?\""
