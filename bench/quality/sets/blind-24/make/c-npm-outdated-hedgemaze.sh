#!/bin/bash
# npm outdated --long and npm explain in a project pinned to old dependency versions
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-hedgemaze-project.sh"
{ run npm outdated --long; run npm explain ms; } | neutral
