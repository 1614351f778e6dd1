#!/bin/bash
# git log --stat over the whole history of the dog-walking rota service
. "$(dirname "$0")/c-lib-dogwalk-repo.sh"
{ run "git log --stat"; } | neutral
