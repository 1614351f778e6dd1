#!/usr/bin/env bash
# gdb batch backtrace of a mural paint-coverage estimator that segfaults on a wall with no windows list.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/muralist
rm -rf "$P"; mkdir -p "$P"
cat > "$P/mural.c" <<'T'
#include <stdio.h>
#include <stdlib.h>

struct opening { double w, h; struct opening *next; };
struct wall { const char *name; double width_m, height_m; struct opening *openings; int coats; };

static double opening_area(const struct opening *o) {
    double a = 0;
    for (; o; o = o->next) a += o->w * o->h;
    return a;
}

static double paintable_area(const struct wall *w) {
    return w->width_m * w->height_m - opening_area(w->openings);
}

static double litres_needed(const struct wall *w, double coverage_m2_per_l) {
    return paintable_area(w) * w->coats / coverage_m2_per_l;
}

static double job_total(struct wall **walls, int n, double coverage) {
    double total = 0;
    for (int i = 0; i < n; i++) {
        double l = litres_needed(walls[i], coverage);
        printf("%-18s %6.2f L\n", walls[i]->name, l);
        total += l;
    }
    return total;
}

int main(void) {
    struct opening door = {0.9, 2.1, NULL};
    struct opening win = {1.2, 1.0, &door};
    struct wall gable = {"gable end", 7.5, 5.2, &win, 2};
    struct wall underpass = {"underpass north", 22.0, 3.1, NULL, 3};
    struct wall *walls[4] = {&gable, &underpass, NULL, NULL};
    int n = 3; /* school yard wall not surveyed yet */
    printf("total %.1f L\n", job_total(walls, n, 9.5));
    return 0;
}
T
( cd "$P" && gcc -g -O0 -o mural mural.c )
run d-gdb-muralist "$P" 'gdb -q -batch -ex run -ex bt -ex "frame 2" -ex "info locals" -ex "print walls[i]" ./mural'
