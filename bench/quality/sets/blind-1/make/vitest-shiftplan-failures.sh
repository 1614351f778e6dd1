#!/usr/bin/env bash
# NO_COLOR=1 npx vitest run on the shiftplan TypeScript project (see _ts-project.sh).
NAME=vitest-shiftplan-failures; . "$(dirname "$0")/_lib.sh"; setup_project shiftplan
. "$SET_DIR/make/_ts-project.sh"
capture "NO_COLOR=1 npx vitest run; echo \"exit status: \$?\""
