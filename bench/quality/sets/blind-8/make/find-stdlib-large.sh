#!/bin/bash
# find the large (>60k) Python modules in the standard library, outside site-packages, with sizes.
STDLIB=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
cd "$STDLIB" && find . -name '*.py' -size +60k -not -path './site-packages/*' -printf '%8s  %p\n' 2>&1
