#!/usr/bin/env bash
# Writes the toy Go module "shortlink" (make/_go-shortlink.sh) with BROKEN=1 (a CSV export, a stats
# handler with vet problems, an admin command that does not compile) and runs `go test -v ./...`.
# Usage: WORKDIR=<scratch dir> bash make/go-test-fail.sh > outputs/go-test-fail.txt
BROKEN=1
source "$(dirname "$0")/_go-shortlink.sh"
go test -v ./... 2>&1 | neutral
