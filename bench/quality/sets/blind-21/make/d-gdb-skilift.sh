#!/bin/bash
# gdb -batch backtrace of a ski-lift chair-spacing simulator that segfaults.
WORK=${WORK:-/home/dev}; P=$WORK/skilift; rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > lift.c <<'T'
#include <stdio.h>
#include <stdlib.h>
typedef struct chair { int id; int riders; double pos_m; struct chair *next; } chair;
typedef struct { chair *loop; int chairs; double length_m; double speed_ms; } lift;
static lift *lift_build(int chairs, double length_m) {
    lift *l = calloc(1, sizeof *l);
    l->chairs = chairs; l->length_m = length_m; l->speed_ms = 2.5;
    chair *prev = NULL;
    for (int i = 0; i < chairs; i++) {
        chair *c = calloc(1, sizeof *c);
        c->id = i + 1; c->pos_m = i * (length_m / chairs);
        if (prev) prev->next = c; else l->loop = c;
        prev = c;
    }
    return l; /* loop not closed: last->next stays NULL */
}
static chair *chair_at(lift *l, int steps) {
    chair *c = l->loop;
    for (int i = 0; i < steps; i++) c = c->next;
    return c;
}
static int load_riders(lift *l, int queue, int per_chair, int start) {
    int loaded = 0;
    for (int k = 0; queue > 0; k++) {
        chair *c = chair_at(l, start + k);
        int n = queue < per_chair ? queue : per_chair;
        c->riders = n; queue -= n; loaded += n;
    }
    return loaded;
}
int main(int argc, char **argv) {
    int queue = argc > 1 ? atoi(argv[1]) : 230;
    lift *l = lift_build(48, 1320.0);
    printf("lift: %d chairs, %.0f m, spacing %.1f m\n", l->chairs, l->length_m, l->length_m / l->chairs);
    int n = load_riders(l, queue, 4, 12);
    printf("loaded %d riders\n", n);
    return 0;
}
T
gcc -g -O0 -o lift lift.c
{ echo '$ gdb -batch -ex run -ex bt -ex "info locals" -ex "frame 1" -ex "info locals" --args ./lift 230'; gdb -batch -ex run -ex bt -ex "info locals" -ex "frame 1" -ex "info locals" --args ./lift 230 2>&1; echo "exit status: $?"; } \
 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
