#!/bin/bash
# An oboe reed-gouging log analyser built with -fsanitize=address: heap-buffer-overflow report
. "$(dirname "$0")/d-lib.sh"
proj reedlog
cat > reeds.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char cane_lot[12];
    double thickness_mm[5];   /* tip, heart, back, spine, tube */
    int rating;
} reed_t;

static reed_t *load_reeds(int n) {
    reed_t *r = malloc(sizeof(reed_t) * n);
    for (int i = 0; i < n; i++) {
        snprintf(r[i].cane_lot, sizeof r[i].cane_lot, "LOT-%03d", 40 + i);
        for (int k = 0; k < 5; k++) r[i].thickness_mm[k] = 0.08 + 0.1 * k + 0.003 * i;
        r[i].rating = (i * 7) % 10;
    }
    return r;
}

static double mean_heart(const reed_t *r, int n) {
    double s = 0;
    for (int i = 0; i <= n; i++) s += r[i].thickness_mm[1];
    return s / n;
}

static int best(const reed_t *r, int n) {
    int b = 0;
    for (int i = 1; i < n; i++) if (r[i].rating > r[b].rating) b = i;
    return b;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 24;
    reed_t *r = load_reeds(n);
    printf("loaded %d reeds\n", n);
    printf("best reed: %s\n", r[best(r, n)].cane_lot);
    printf("mean heart thickness: %.3f mm\n", mean_heart(r, n));
    free(r);
    return 0;
}
C
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o reeds reeds.c
capture d-asan-oboe './reeds 24'
