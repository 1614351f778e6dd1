#!/bin/bash
# a sawmill cut-optimiser replays a day's log and aborts on an assert() deep into the run
WORK=${WORK:-/home/dev}; P=$WORK/sawmill
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > cutopt.c <<'EOF'
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define KERF_MM 4
typedef struct { int id; int length_mm; int diameter_mm; char species[8]; } Log;

static const int boards_mm[] = {150, 100, 75, 50, 25};

/* greedily cut boards across the diameter, return the waste in mm */
static int plan_cuts(const Log *lg, int *counts) {
    int left = lg->diameter_mm;
    for (int b = 0; b < 5; b++) {
        counts[b] = 0;
        while (left >= boards_mm[b] + KERF_MM) {
            left -= boards_mm[b] + KERF_MM;
            counts[b]++;
        }
    }
    return left;
}

static double yield_pct(const Log *lg, int waste) {
    double y = 100.0 * (lg->diameter_mm - waste) / lg->diameter_mm;
    assert(y >= 0.0 && y <= 100.0);
    return y;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 2400;
    const char *sp[] = {"spruce", "larch", "douglas", "oak", "ash"};
    double sum = 0;
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("cutopt 3.2: replaying %d logs from shift B, kerf %d mm\n", n, KERF_MM);
    for (int i = 0; i < n; i++) {
        Log lg = { 10000 + i, 2400 + (i * 131) % 3600, 180 + (i * 37) % 520, "" };
        snprintf(lg.species, sizeof lg.species, "%s", sp[i % 5]);
        if (i == 1874) lg.diameter_mm = 0;  /* sensor dropout on the infeed scanner */
        int counts[5];
        int waste = plan_cuts(&lg, counts);
        double y = yield_pct(&lg, waste);
        sum += y;
        printf("log %d %-7s L=%4dmm D=%3dmm boards 150x%d 100x%d 75x%d 50x%d 25x%d waste=%2dmm yield=%5.1f%%\n",
               lg.id, lg.species, lg.length_mm, lg.diameter_mm, counts[0], counts[1], counts[2], counts[3], counts[4], waste, y);
        if ((i + 1) % 250 == 0)
            printf("-- checkpoint %d logs, mean yield %.2f%%\n", i + 1, sum / (i + 1));
    }
    printf("done: mean yield %.2f%%\n", sum / n);
    return 0;
}
EOF
gcc -g -O0 cutopt.c -o cutopt
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
run ./cutopt 2400 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -E -e 's/line [0-9]+: +[0-9]+ Aborted/line 1: 31337 Aborted/'
