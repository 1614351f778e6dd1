#!/bin/bash
# npm outdated, then npm audit, in the campervan-hire API
. "$(dirname "$0")/c-npm-campervan-project.sh"
{ run "npm outdated"; run "npm audit"; } | neutral
