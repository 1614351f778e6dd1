#!/usr/bin/env bash
# `go test ./...` on the quotad module (see _go-project.sh): a failing table test, a failing
# parse test, and a nil-map panic in store.
NAME=go-test-failures; . "$(dirname "$0")/_lib.sh"; setup_project quotad
. "$SET_DIR/make/_go-project.sh"
capture "go test ./...; echo \"exit status: \$?\""
