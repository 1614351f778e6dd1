#!/usr/bin/env bash
# valgrind memcheck of a grain-store (corn crib) moisture logger: invalid read after free, uninitialised jump, leaks.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/corncrib
rm -rf "$P"; mkdir -p "$P"
cat > "$P/crib.c" <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct bin { char label[16]; double *moisture; int nreadings; double tonnes; };

static struct bin *bin_new(const char *label, int n) {
    struct bin *b = malloc(sizeof *b);
    strncpy(b->label, label, sizeof b->label - 1);
    b->label[sizeof b->label - 1] = '\0';
    b->moisture = malloc(n * sizeof *b->moisture);
    b->nreadings = n;
    return b;
}

static double mean_moisture(const struct bin *b) {
    double s = 0;
    for (int i = 0; i < b->nreadings; i++) s += b->moisture[i];
    return s / b->nreadings;
}

static int too_wet(const struct bin *b) { return mean_moisture(b) > 15.5; }

static void empty_bin(struct bin *b) { free(b->moisture); b->nreadings = 0; free(b); }

int main(void) {
    struct bin *bins[4];
    const char *labels[4] = {"north-A", "north-B", "drying-floor", "south"};
    for (int i = 0; i < 4; i++) {
        bins[i] = bin_new(labels[i], 6);
        for (int r = 0; r < 6; r++) bins[i]->moisture[r] = 13.0 + i * 0.9 + r * 0.1;
    }
    bins[0]->tonnes = 41.5; bins[1]->tonnes = 38.0; bins[3]->tonnes = 12.25;
    double stored = 0;
    for (int i = 0; i < 4; i++) {
        if (bins[i]->tonnes > 20) stored += bins[i]->tonnes;
    }
    empty_bin(bins[1]);
    printf("bin %s wet=%d\n", bins[1]->label, too_wet(bins[1]));
    for (int i = 0; i < 4; i++) if (i != 1) printf("%-13s %.2f%%\n", bins[i]->label, mean_moisture(bins[i]));
    printf("stored %.2f t\n", stored);
    free(bins[0]->moisture); free(bins[0]);
    return 0;
}
T
( cd "$P" && gcc -g -O0 -o crib crib.c )
run d-valgrind-corncrib "$P" valgrind --leak-check=full --track-origins=yes ./crib
