#!/bin/bash
# gdb -batch backtrace of a rope-twist calculator that segfaults on an empty strand list.
WORK=${WORK:-/home/dev}; P=$WORK/ropemaker
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > strand.h <<'EOF'
#ifndef STRAND_H
#define STRAND_H
typedef struct strand { const char *fibre; double tex; int yarns; struct strand *next; } strand_t;
typedef struct { const char *name; strand_t *strands; int lay_mm; } rope_t;
strand_t *strand_push(strand_t *head, const char *fibre, double tex, int yarns);
double rope_linear_density(const rope_t *r);
double rope_break_load_kn(const rope_t *r);
#endif
EOF
cat > strand.c <<'EOF'
#include <stdlib.h>
#include "strand.h"

strand_t *strand_push(strand_t *head, const char *fibre, double tex, int yarns) {
    strand_t *s = malloc(sizeof *s);
    s->fibre = fibre; s->tex = tex; s->yarns = yarns; s->next = head;
    return s;
}

static double heaviest_tex(const strand_t *s) {
    double best = s->tex;
    for (s = s->next; s; s = s->next)
        if (s->tex > best) best = s->tex;
    return best;
}

double rope_linear_density(const rope_t *r) {
    double total = 0;
    for (const strand_t *s = r->strands; s; s = s->next) total += s->tex * s->yarns;
    return total;
}

double rope_break_load_kn(const rope_t *r) {
    double tenacity = 0.45; /* N/tex for manila */
    double limit = heaviest_tex(r->strands) * 3.0;
    return rope_linear_density(r) * tenacity / 1000.0 + limit / 1000.0;
}
EOF
cat > main.c <<'EOF'
#include <stdio.h>
#include "strand.h"

static void report(const rope_t *r) {
    printf("%-14s lay %3d mm  density %8.1f tex  break %6.2f kN\n",
           r->name, r->lay_mm, rope_linear_density(r), rope_break_load_kn(r));
}

int main(void) {
    rope_t ropes[3] = {
        { "mooring-24mm", NULL, 72 },
        { "halyard-10mm", NULL, 30 },
        { "bellrope-16mm", NULL, 48 },
    };
    for (int i = 0; i < 3; i++) ropes[0].strands = strand_push(ropes[0].strands, "manila", 1250.0, 18);
    ropes[1].strands = strand_push(NULL, "hemp", 610.0, 9);
    ropes[1].strands = strand_push(ropes[1].strands, "hemp", 640.0, 9);
    for (int i = 0; i < 3; i++) report(&ropes[i]);
    return 0;
}
EOF
gcc -g -O0 -Wall -o ropecalc main.c strand.c
{ echo '$ gdb -q -batch -ex run -ex bt -ex "frame 1" -ex "info locals" -ex "print *r" ./ropecalc'; gdb -q -batch -ex run -ex bt -ex "frame 1" -ex "info locals" -ex "print *r" ./ropecalc 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/^\[Inferior 1 (process [0-9]*)/[Inferior 1 (process 4242)/'
