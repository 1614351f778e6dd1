#!/usr/bin/env bash
# Curling-rink game clock and stone tracker in C: eight subdirectories (ice, stones, sweep, ends,
# scoring, timing, display, network) of generated modules built by a recursive Makefile with
# `make -j4`, so the sub-makes' output interleaves. A handful of modules warn (unused variables,
# sign comparison); one timing module uses a struct member the header no longer has, the timing
# sub-make fails and the top-level make waits for the other sub-makes to finish.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/curlingclock
rm -rf "$P"; mkdir -p "$P"; cd "$P"

python3 - <<'PYEOF'
import os, random
random.seed(3141)
dirs = {"ice": "pebble", "stones": "stone", "sweep": "brush", "ends": "end", "scoring": "house",
        "timing": "split", "display": "panel", "network": "link"}
os.makedirs("include", exist_ok=True)
open("include/rink.h", "w").write('''#ifndef RINK_H
#define RINK_H
#include <stdint.h>
#include <stddef.h>

#define SHEET_LENGTH_MM 45720
#define HOUSE_RADIUS_MM 1829
#define TEE_LINE_MM 38405

struct stone_pos { int32_t x_mm, y_mm; uint8_t team, number; };
struct split { uint32_t back_line_ms, hog_line_ms, tee_ms; };

double rink_speed(const struct split *s);
#endif
''')
warn_files = set()
for d in dirs:
    for i in random.sample(range(1, 121), 2):
        warn_files.add((d, i))
topdirs = []
for d, stem in dirs.items():
    os.makedirs(d, exist_ok=True)
    objs = []
    for i in range(1, 121):
        fn = "%s_%03d" % (stem, i)
        objs.append(fn + ".o")
        body = '#include "rink.h"\n\n'
        body += "int %s_%s(const struct stone_pos *p, size_t n)\n{\n" % (d, fn)
        if (d, i) in warn_files:
            if random.random() < 0.5:
                body += "    int unused_%d = %d;\n" % (i, i)
            else:
                body += "    int limit = %d;\n    for (size_t k = 0; k < n; k++)\n        if (k == limit) break;\n" % i
        if d == "timing" and i == 47:
            body += "    struct split s = { 0, 0, 0 };\n    s.hog_to_hog_ms = (uint32_t)(p[0].y_mm / 3) + (uint32_t)n;\n    return (int)s.hog_to_hog_ms;\n}\n"
        else:
            body += "    int32_t acc = 0;\n    for (size_t k = 0; k < n; k++)\n        acc += p[k].x_mm %% %d + p[k].y_mm / %d;\n    return acc;\n}\n" % (random.randint(3, 97), random.randint(2, 50))
        open("%s/%s.c" % (d, fn), "w").write(body)
    open("%s/Makefile" % d, "w").write(
        "CC ?= gcc\nCFLAGS = -O2 -Wall -Wextra -I../include\n\nOBJS = %s\n\nall: lib%s.a\n\nlib%s.a: $(OBJS)\n\tar rcs $@ $^\n\n%%.o: %%.c ../include/rink.h\n\t$(CC) $(CFLAGS) -c $< -o $@\n\nclean:\n\trm -f *.o *.a\n" % (" ".join(objs), d, d))
open("Makefile", "w").write(
    "SUBDIRS = %s\n\n.PHONY: all $(SUBDIRS)\n\nall: curlingclock\n\n$(SUBDIRS):\n\t$(MAKE) -C $@\n\ncurlingclock: $(SUBDIRS) main.c\n\t$(CC) -O2 -Iinclude main.c %s -o $@\n" % (" ".join(dirs), " ".join("%s/lib%s.a" % (d, d) for d in dirs)))
open("main.c", "w").write('#include <stdio.h>\nint main(void) { puts("curlingclock"); return 0; }\n')
PYEOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ make -j4'
  make -j4 2>&1
  echo "exit status: $?"
} | neutral
