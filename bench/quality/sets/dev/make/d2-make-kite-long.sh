#!/usr/bin/env bash
# d2-make-kite-long: kite-festival scheduler in C with ~260 generated source files; make -k prints a progress line per file, one file in the middle fails to compile.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/kitefest
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > Makefile <<'EOF'
CC      ?= gcc
CFLAGS  = -std=c11 -O1 -Wall -Iinclude
SRCS    := $(sort $(wildcard src/*/*.c))
OBJS    := $(SRCS:src/%.c=build/%.o)
TOTAL   := $(words $(SRCS))

all: kitefest
	@echo "[100%] Built target kitefest"

kitefest: $(OBJS)
	@echo "[ 99%] Linking C executable $@"
	@$(CC) -o $@ $^ -lm

build/%.o: src/%.c
	@mkdir -p $(dir $@)
	@n=$$(ls build/*/*.o 2>/dev/null | wc -l); printf "[%3d%%] Building C object %s\n" $$(( n * 98 / $(TOTAL) )) $@
	@$(CC) $(CFLAGS) -c $< -o $@

clean:
	rm -rf build kitefest
EOF
python3 - <<'EOF'
import os, random
random.seed(5)
groups = {
    "field": ["arena", "launch_lane", "safety_zone", "wind_sector", "pit_area", "spectator_line", "grid", "boundary"],
    "kites": ["delta", "sled", "parafoil", "box", "rokkaku", "edo", "dragon", "train", "stunt_dual", "stunt_quad", "octopus", "ray"],
    "sched": ["slot", "heat", "flight_window", "rotation", "queue", "conflict", "priority", "break", "overrun", "night_show"],
    "wind": ["anemometer", "gust", "shear", "forecast", "beaufort", "lull", "direction", "smoothing"],
    "people": ["flier", "marshal", "judge", "volunteer", "medic", "announcer", "team", "registration"],
    "io": ["csv", "json", "pa_feed", "scoreboard", "printer", "sms", "webhook", "archive"],
}
os.makedirs("include", exist_ok=True)
header = ["#ifndef KITEFEST_H", "#define KITEFEST_H", "#include <stddef.h>",
          "typedef struct { int id; double wind_ms; int minute; } kf_slot_t;"]
for g, names in groups.items():
    for n in names:
        for suffix in ("init", "update", "validate", "report", "free"):
            header.append(f"int kf_{g}_{n}_{suffix}(kf_slot_t *s, int k);")
header.append("#endif")
open("include/kitefest.h", "w").write("\n".join(header) + "\n")
broken = ("sched", "overrun", "update")
for g, names in groups.items():
    os.makedirs(f"src/{g}", exist_ok=True)
    for n in names:
        for suffix in ("init", "update", "validate", "report", "free"):
            body = [f'#include "kitefest.h"', "#include <math.h>", "",
                    f"int kf_{g}_{n}_{suffix}(kf_slot_t *s, int k)", "{",
                    f"    double w = s->wind_ms * {random.uniform(0.5, 1.5):.3f};",
                    f"    int limit = {random.randint(3, 40)};",
                    "    for (int i = 0; i < k && i < limit; i++)",
                    "        w = fmax(w - 0.1, 0.0);"]
            if (g, n, suffix) == broken:
                body += ["    kf_slot_t next = *s;",
                         "    next.minute += s->duration_min;",
                         "    if (next.minute > 1080)",
                         "        return -1;"]
            body += ["    s->minute += (int)w;", "    return s->minute;", "}"]
            open(f"src/{g}/{n}_{suffix}.c", "w").write("\n".join(body) + "\n")
main = ['#include <stdio.h>', '#include "kitefest.h"', "", "int main(void)", "{",
        "    kf_slot_t s = { 1, 6.5, 600 };", "    printf(\"%d\\n\", kf_sched_slot_init(&s, 3));", "    return 0;", "}"]
os.makedirs("src/app", exist_ok=True)
open("src/app/main.c", "w").write("\n".join(main) + "\n")
EOF
make -k 2>&1 | neutral
