#!/usr/bin/env bash
# c-npm-airplay-outdated: `npm outdated --all` on the same radio playlist scheduler.
# Usage: WORK=<scratch dir> bash c-npm-airplay-outdated.sh > ../outputs/c-npm-airplay-outdated.txt
set -u
. "$(dirname "$0")/c-lib-airplay-project.sh"
{
  echo '$ npm outdated --all'
  npm outdated --all 2>&1; echo "exit status: $?"
} | neutral
