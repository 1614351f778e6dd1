#!/usr/bin/env bash
# npm run typecheck (tsc --noEmit) on the shiftplan TypeScript project (see _ts-project.sh).
NAME=tsc-shiftplan-errors; . "$(dirname "$0")/_lib.sh"; setup_project shiftplan
. "$SET_DIR/make/_ts-project.sh"
capture "npm run typecheck; echo \"exit status: \$?\""
