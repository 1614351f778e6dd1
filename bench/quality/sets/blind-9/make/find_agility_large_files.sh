#!/bin/bash
# Dog-agility trial timer: find files over 50k in node_modules, with sizes (project recreated by vitest_agility.sh).
HERE=$(cd "$(dirname "$0")" && pwd)
bash "$HERE/vitest_agility.sh" >/dev/null
cd ${WORK:-/home/dev}/agility-timer
{
  echo '$ find node_modules -type f -size +50k -exec ls -lh {} + | sort -k5 -h'
  find node_modules -type f -size +50k -exec ls -lh {} + 2>&1 | sort -k5 -h
} | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
