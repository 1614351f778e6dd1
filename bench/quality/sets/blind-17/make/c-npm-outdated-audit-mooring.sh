#!/usr/bin/env bash
# npm outdated and npm audit in the marina mooring-fee service, whose dependencies are pinned to spring-2024 versions.
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-npm-mooring-project.sh"
{ run "npm outdated --long"; run "npm audit"; } | neutralise
