#!/usr/bin/env bash
# Installs the toy project "metrics-dashboard" (make/_npm-dashboard.sh); looks for the type
# declaration entry points of the installed packages:
# runs `find node_modules -maxdepth 3 -name index.d.ts | sort`.
# Usage: WORKDIR=<scratch dir> bash make/find-dts.sh > outputs/find-dts.txt
source "$(dirname "$0")/_npm-dashboard.sh"
find node_modules -maxdepth 3 -name index.d.ts 2>&1 | sort | neutral
