#!/usr/bin/env bash
# A rope-bridge load calculator built with -fsanitize=address: heap-buffer-overflow in the plank loop.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/ropebridge
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > planks.c <<'T'
#include <stdlib.h>
#include "bridge.h"
double *plank_loads(const bridge_t *b, double walker_kg, int walker_at) {
    double *loads = calloc(b->planks, sizeof *loads);
    for (int i = 0; i <= b->planks; i++) {
        int d = abs(i - walker_at);
        loads[i] = b->plank_kg + (d < 3 ? walker_kg / (d + 1) : 0.0);
    }
    return loads;
}
T
cat > bridge.h <<'T'
typedef struct { int planks; double plank_kg; double rope_rating_kg; } bridge_t;
double *plank_loads(const bridge_t *b, double walker_kg, int walker_at);
double rope_tension(const double *loads, int n);
T
cat > main.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include "bridge.h"
double rope_tension(const double *loads, int n) { double t = 0; for (int i = 0; i < n; i++) t += loads[i]; return t / 2; }
int main(void) {
    bridge_t b = { 40, 6.5, 2200.0 };
    for (int at = 0; at < b.planks; at += 13) {
        double *l = plank_loads(&b, 92.0, at);
        printf("walker at plank %2d: tension %.1f kg of %.0f\n", at, rope_tension(l, b.planks), b.rope_rating_kg);
        free(l);
    }
    return 0;
}
T
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o bridgecalc main.c planks.c
{ run './bridgecalc'; } | neutral > "$HERE/../outputs/d-asan-ropebridge.txt"
