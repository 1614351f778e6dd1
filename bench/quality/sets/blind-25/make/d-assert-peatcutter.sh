#!/usr/bin/env bash
# A peat-bog cutting-season planner trips an assert() after logging its plots; abort + core status.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/peatcutter
rm -rf "$P"; mkdir -p "$P"
cat > "$P/season.c" <<'T'
#include <assert.h>
#include <stdio.h>

struct plot { const char *bank; double face_m; double depth_m; int turves_per_m; };

static int turves(const struct plot *p) {
    assert(p->depth_m > 0 && p->depth_m <= 1.5 && "bank depth outside cutting range");
    return (int)(p->face_m * p->turves_per_m * (p->depth_m / 0.3));
}

int main(void) {
    struct plot plots[] = {
        {"Lough side", 14.0, 0.9, 6}, {"Black bank", 22.5, 1.2, 5}, {"Old road", 9.0, 0.6, 6},
        {"Heather strip", 18.0, 1.05, 5}, {"Cnoc face", 11.5, 1.8, 4}, {"Well bank", 7.0, 0.75, 6},
    };
    setvbuf(stdout, NULL, _IONBF, 0);
    int total = 0;
    for (unsigned i = 0; i < sizeof plots / sizeof plots[0]; i++) {
        int t = turves(&plots[i]);
        total += t;
        printf("%-14s %5.1f m face  %4.2f m deep  %5d turves\n", plots[i].bank, plots[i].face_m, plots[i].depth_m, t);
    }
    printf("season total: %d turves\n", total);
    return 0;
}
T
( cd "$P" && gcc -g -O0 -o season season.c )
run d-assert-peatcutter "$P" ./season
