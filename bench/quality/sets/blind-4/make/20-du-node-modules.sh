#!/bin/sh
# `du -h -d 2 node_modules | sort -h` in the recipe-scaler project (see 11-vitest-recipes.sh, run it first).
# usage: BASE=<scratch dir> sh make/20-du-node-modules.sh > outputs/20-du-node-modules.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
cd "$BASE/recipescale" && du -h -d 2 node_modules 2>&1 | sort -h | neut
