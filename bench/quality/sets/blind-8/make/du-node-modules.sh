#!/bin/bash
# du -h over the node_modules of this repository (real tree), sorted by size.
REPO=$(cd "$(dirname "$0")/../../../../.." && pwd)
cd "$REPO" && du -h -d1 node_modules 2>&1 | sort -h
