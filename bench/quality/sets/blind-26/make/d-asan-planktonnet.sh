#!/bin/bash
# a plankton-net sample counter built with AddressSanitizer: heap-buffer-overflow while binning
source "$(dirname "$0")/d-lib.sh"
P=$WORK/planktonnet
rm -rf "$P"; mkdir -p "$P/src" "$P/data"
cd "$P"
cat > src/sample.h <<'T'
#ifndef SAMPLE_H
#define SAMPLE_H
typedef struct { char taxon[24]; double length_um; int station; } organism;
typedef struct { int *counts; int nbins; double bin_um; } histogram;
int load_sample(const char *path, organism *out, int max);
histogram *hist_new(double max_um, double bin_um);
void hist_add(histogram *h, double length_um);
void hist_print(const histogram *h);
#endif
T
cat > src/sample.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sample.h"

int load_sample(const char *path, organism *out, int max) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    int n = 0;
    while (n < max && fscanf(f, "%23s %lf %d", out[n].taxon, &out[n].length_um, &out[n].station) == 3) n++;
    fclose(f);
    return n;
}

histogram *hist_new(double max_um, double bin_um) {
    histogram *h = malloc(sizeof *h);
    h->nbins = (int)(max_um / bin_um);
    h->bin_um = bin_um;
    h->counts = calloc(h->nbins, sizeof(int));
    return h;
}

void hist_add(histogram *h, double length_um) {
    int bin = (int)(length_um / h->bin_um);
    h->counts[bin]++;
}

void hist_print(const histogram *h) {
    for (int i = 0; i < h->nbins; i++)
        if (h->counts[i]) printf("%6.0f-%6.0f um: %d\n", i * h->bin_um, (i + 1) * h->bin_um, h->counts[i]);
}
T
cat > src/main.c <<'T'
#include <stdio.h>
#include "sample.h"
static organism org[4096];
int main(int argc, char **argv) {
    int n = load_sample(argc > 1 ? argv[1] : "data/tow-0412.txt", org, 4096);
    printf("loaded %d organisms\n", n);
    histogram *h = hist_new(2000.0, 50.0);
    for (int i = 0; i < n; i++) hist_add(h, org[i].length_um);
    hist_print(h);
    return 0;
}
T
awk 'BEGIN{srand(7); split("Calanus Oithona Acartia Noctiluca Ceratium Evadne Podon Temora",t," "); for(i=1;i<=300;i++) printf "%s %.1f %d\n", t[1+int(rand()*8)], 40+rand()*1900, 1+int(rand()*6); print "Sagitta 2000.0 4"}' > data/tow-0412.txt
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o planktonnet src/main.c src/sample.c
{ run "./planktonnet data/tow-0412.txt"; } | neutral > "$OUTDIR/d-asan-planktonnet.txt"
