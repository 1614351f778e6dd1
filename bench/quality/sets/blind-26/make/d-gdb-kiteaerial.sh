#!/bin/bash
# gdb -batch backtrace of a kite-aerial-photography waypoint planner that segfaults
source "$(dirname "$0")/d-lib.sh"
P=$WORK/kiteaerial
rm -rf "$P"; mkdir -p "$P"
cd "$P"
cat > waypoints.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct shot { double lat, lon; int alt_m; struct shot *next; } shot;
typedef struct { const char *site; shot *head; int count; } plan;

static shot *mkshot(double lat, double lon, int alt) {
    shot *s = calloc(1, sizeof *s);
    s->lat = lat; s->lon = lon; s->alt_m = alt;
    return s;
}

static void plan_add(plan *p, shot *s) { s->next = p->head; p->head = s; p->count++; }

static shot *find_by_alt(plan *p, int alt) {
    shot *s = p->head;
    while (s->alt_m != alt) s = s->next;
    return s;
}

static double line_tension(const plan *p, int wind_kmh) {
    (void)p;
    return wind_kmh * 1.8;
}

static int plan_report(plan *p, int wind) {
    printf("site %s: %d shots, line tension %.1f N\n", p->site, p->count, line_tension(p, wind));
    shot *top = find_by_alt(p, 120);
    printf("top shot at %.5f,%.5f\n", top->lat, top->lon);
    return 0;
}

int main(void) {
    plan p = {"Dunwich cliffs", NULL, 0};
    int alts[] = {30, 45, 60, 75, 90, 105};
    for (int i = 0; i < 6; i++) plan_add(&p, mkshot(52.27 + i * 0.001, 1.63 - i * 0.002, alts[i]));
    return plan_report(&p, 22);
}
T
gcc -g -O0 -o waypoints waypoints.c
{ run "gdb -q -batch -ex run -ex bt -ex 'info locals' -ex 'frame 1' -ex 'print *p' ./waypoints"; } | neutral > "$OUTDIR/d-gdb-kiteaerial.txt"
