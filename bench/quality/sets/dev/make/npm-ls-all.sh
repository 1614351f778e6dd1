#!/usr/bin/env bash
# Installs the toy project "metrics-dashboard" (make/_npm-dashboard.sh); runs `npm ls --all`.
# Usage: WORKDIR=<scratch dir> bash make/npm-ls-all.sh > outputs/npm-ls-all.txt
source "$(dirname "$0")/_npm-dashboard.sh"
npm ls --all 2>&1 | neutral
