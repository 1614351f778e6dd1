#!/usr/bin/env bash
# long verbose make (V=1 style, every gcc command echoed) of a caravan-park booking engine: ~2000 objects, warnings, one error mid-build
set -u
WORK=${WORK:-/home/dev}
P=$WORK/caravan-park
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'PY'
import os, random
random.seed(1717)
mods = ["pitch", "season", "hookup", "awning", "gate", "ledger", "tariff", "laundry", "warden", "shop", "barrier", "septic"]
os.makedirs("include", exist_ok=True)
srcs = []
for m in mods:
    os.makedirs(f"src/{m}", exist_ok=True)
    for i in range(165):
        name = f"src/{m}/{m}_{i:03d}.c"
        body = [f'#include <stdio.h>', f'#include <string.h>', f'#include "park.h"', '']
        body.append(f'int {m}_{i:03d}_apply(struct booking *b, int nights)')
        body.append('{')
        if m == "tariff" and i == 37:
            body.append('    double rate = b->pitch_rate * nights;')
            body.append('    if (b->hookup) rate += HOOKUP_FEE * nights')
            body.append('    return (int)(rate * 100.0);')
        elif m == "awning" and i == 12:
            body.append('    int width;')
            body.append('    if (nights > 7) width = 4;')
            body.append('    return b->pitch_rate + width;')
        elif m == "gate" and i == 55:
            body.append('    char code[6];')
            body.append('    sprintf(code, "G%05d", b->id * nights);')
            body.append('    return (int)strlen(code);')
        elif m == "ledger" and i == 3:
            body.append('    unsigned paid = b->id;')
            body.append('    if (paid < -1) return 0;')
            body.append('    return (int)paid + nights;')
        else:
            body.append(f'    return b->id * {random.randint(2,97)} + nights - {random.randint(0,9)};')
        body.append('}')
        open(name, "w").write("\n".join(body) + "\n")
        srcs.append(name)
open("include/park.h", "w").write("""#ifndef PARK_H
#define PARK_H
#define HOOKUP_FEE 4.5
struct booking { int id; double pitch_rate; int hookup; };
#endif
""")
open("srcs.mk", "w").write("SRCS = " + " \\\n  ".join(srcs) + "\n")
PY
cat > Makefile <<'T'
CC = gcc
CFLAGS = -O2 -g -Wall -Wextra -Iinclude -DPARK_VERSION=\"2.8.0\"
include srcs.mk
OBJS = $(SRCS:src/%.c=build/%.o)

all: libcaravan.a

build/%.o: src/%.c include/park.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

libcaravan.a: $(OBJS)
	ar rcs $@ $^
T
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ make -k'; make -k 2>&1; echo "exit status: $?"; } | neutral
