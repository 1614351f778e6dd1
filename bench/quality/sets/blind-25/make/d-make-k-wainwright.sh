#!/usr/bin/env bash
# Verbose recursive make -k build of a cart/wagon design tool (wainwright): 24 modules x 72 files,
# one compile error in the middle of the build, a few warnings.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/wainwright
rm -rf "$P"; mkdir -p "$P"
mods="axle bolster brake chassis coupling dish felloe hub hitch jig ledger linchpin nave pole rim shaft spoke spring strake tailboard tyre whipple yoke wagonbed"
for m in $mods; do
  mkdir -p "$P/$m"
  for i in $(seq -w 1 72); do
    cat > "$P/$m/${m}_$i.c" <<T
#include <stddef.h>
#include "../common.h"
double ${m}_part_$i(const struct timber *t, size_t n) {
    double acc = 0.0;
    for (size_t k = 0; k < n; k++) acc += t[k].length_mm * t[k].density / ($((10#$i)) + 1.0);
    return acc;
}
T
  done
  cat > "$P/$m/Makefile" <<'T'
SRCS := $(wildcard *.c)
OBJS := $(SRCS:.c=.o)
CFLAGS ?= -O0 -g -Wall -Wextra -std=c11
lib$(notdir $(CURDIR)).a: $(OBJS)
	ar rcs $@ $^
%.o: %.c ../common.h
	gcc $(CFLAGS) -I.. -c $< -o $@
T
done
cat > "$P/common.h" <<'T'
#ifndef WAINWRIGHT_COMMON_H
#define WAINWRIGHT_COMMON_H
struct timber { double length_mm; double density; int grain; };
#endif
T
# a warning in hub, the error in ledger (middle of the build), another warning in tyre
cat > "$P/hub/hub_17.c" <<'T'
#include <stddef.h>
#include "../common.h"
double hub_part_17(const struct timber *t, size_t n) {
    int bore;
    double acc = 0.0;
    for (size_t k = 0; k < n; k++) acc += t[k].length_mm;
    return acc / bore;
}
T
cat > "$P/ledger/ledger_23.c" <<'T'
#include <stddef.h>
#include "../common.h"
double ledger_part_23(const struct timber *t, size_t n) {
    double acc = 0.0;
    for (size_t k = 0; k < n; k++) acc += t[k].length_mm * t[k].moisture_pct;
    return acc;
}
T
cat > "$P/tyre/tyre_08.c" <<'T'
#include <stddef.h>
#include "../common.h"
double tyre_part_08(const struct timber *t, size_t n) {
    double acc = 0.0;
    for (int k = 0; k < n; k++) acc += t[k].length_mm * 3.14159;
    return acc;
}
T
{
  echo "MODULES := $mods"
  cat <<'T'
all: wainwright
wainwright: main.c $(foreach m,$(MODULES),$(m)/lib$(m).a)
	gcc -O2 -g -o $@ main.c $(foreach m,$(MODULES),$(m)/lib$(m).a) -lm
%.a: FORCE
	$(MAKE) -C $(dir $@)
FORCE:
.PHONY: all FORCE
T
} > "$P/Makefile"
echo 'int main(void) { return 0; }' > "$P/main.c"
run d-make-k-wainwright "$P" make -k
