#!/bin/sh
# `npm ls --all` in the recipe-scaler project (see 11-vitest-recipes.sh, run it first).
# usage: BASE=<scratch dir> sh make/27-npm-ls-recipes.sh > outputs/27-npm-ls-recipes.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
cd "$BASE/recipescale" && { npm ls --all 2>&1; echo "exit status: $?"; } | neut
