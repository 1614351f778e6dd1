#!/bin/bash
# a honey-extractor batch planner: runs through frames, then an assert() aborts it
source "$(dirname "$0")/d-lib.sh"
P=$WORK/honeyextractor
rm -rf "$P"; mkdir -p "$P"
cd "$P"
cat > extract.c <<'T'
#include <assert.h>
#include <stdio.h>
#include <string.h>

typedef struct { int hive; int frame; double capped_pct; double weight_g; } frame_t;

static double moisture_for(int hive) { return 16.5 + (hive % 7) * 0.45; }

static int plan_spin(const frame_t *f, int n, int slots, double *kg_out) {
    int loads = 0;
    double kg = 0;
    for (int i = 0; i < n; i += slots) {
        int in_load = (n - i < slots) ? n - i : slots;
        double load_g = 0;
        for (int j = 0; j < in_load; j++) load_g += f[i + j].weight_g;
        assert(in_load % 2 == 0 && "extractor must be balanced: odd frame count in load");
        kg += load_g / 1000.0;
        loads++;
        printf("  load %2d: %d frames, %.2f kg\n", loads, in_load, load_g / 1000.0);
    }
    *kg_out = kg;
    return loads;
}

int main(void) {
    frame_t frames[256];
    int n = 0;
    setvbuf(stdout, NULL, _IOLBF, 0);
    for (int hive = 1; hive <= 9; hive++) {
        int count = 8 + (hive * 5) % 7;
        printf("hive %d: %d frames, moisture %.2f%%\n", hive, count, moisture_for(hive));
        for (int k = 0; k < count; k++) {
            frames[n] = (frame_t){hive, k + 1, 80 + (k * 3) % 20, 1800 + (hive * 37 + k * 53) % 900};
            if (moisture_for(hive) > 18.6) { printf("  skip hive %d frame %d: too wet\n", hive, k + 1); continue; }
            printf("  hive %d frame %2d: capped %.0f%%, %.0f g\n", hive, k + 1, frames[n].capped_pct, frames[n].weight_g);
            n++;
        }
    }
    printf("%d frames accepted\n", n);
    double kg;
    int loads = plan_spin(frames, n, 12, &kg);
    printf("%d loads, %.1f kg total\n", loads, kg);
    return 0;
}
T
gcc -g -O0 -Wall -o extract extract.c
{ run "./extract"; } | neutral > "$OUTDIR/d-assert-honeyextractor.txt"
