#!/bin/bash
# ls -la of the Python 3.11 standard library directory (real tree on the machine).
STDLIB=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
ls -la "$STDLIB" 2>&1
