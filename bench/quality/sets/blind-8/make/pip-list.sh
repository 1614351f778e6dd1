#!/bin/bash
# pip list of the machine's Python 3.11 environment (what an agent runs to check installed versions).
pip list 2>&1
