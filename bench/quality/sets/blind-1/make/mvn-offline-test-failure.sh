#!/usr/bin/env bash
# `mvn -o -B test` on the three-module ledgerly project (see _mvn-project.sh): a ledger-core unit
# test fails (yen rounding), so the other modules are skipped.
NAME=mvn-offline-test-failure; . "$(dirname "$0")/_lib.sh"; setup_project ledgerly
. "$SET_DIR/make/_mvn-project.sh"
capture "mvn -o -B test; echo \"exit status: \$?\""
