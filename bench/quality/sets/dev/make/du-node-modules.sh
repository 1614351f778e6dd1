#!/usr/bin/env bash
# Installs the toy project "metrics-dashboard" (make/_npm-dashboard.sh); runs
# `du -h --max-depth=1 node_modules | sort -h` to see what takes the space.
# Usage: WORKDIR=<scratch dir> bash make/du-node-modules.sh > outputs/du-node-modules.txt
source "$(dirname "$0")/_npm-dashboard.sh"
du -h --max-depth=1 node_modules 2>&1 | sort -h | neutral
