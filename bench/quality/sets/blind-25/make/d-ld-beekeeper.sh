#!/usr/bin/env bash
# Linking an apiary hive-inspection tool fails: undefined references and a multiple definition.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/beekeeper
rm -rf "$P"; mkdir -p "$P/src" "$P/include"
cat > "$P/include/hive.h" <<'T'
#ifndef HIVE_H
#define HIVE_H
struct inspection { int hive_id; int frames_brood; int frames_honey; int queen_seen; double varroa_per_100; };
int load_inspections(const char *path, struct inspection *out, int max);
double colony_strength(const struct inspection *in);
int needs_treatment(const struct inspection *in);
void print_report(const struct inspection *in, int n);
extern int verbose;
#endif
T
cat > "$P/src/main.c" <<'T'
#include <stdio.h>
#include "hive.h"
int verbose = 0;
int main(int argc, char **argv) {
    struct inspection log[64];
    int n = load_inspections(argc > 1 ? argv[1] : "inspections.csv", log, 64);
    if (n < 0) { perror("load"); return 1; }
    print_report(log, n);
    return 0;
}
T
cat > "$P/src/strength.c" <<'T'
#include <math.h>
#include "hive.h"
double colony_strength(const struct inspection *in) {
    double s = in->frames_brood * 1.5 + in->frames_honey;
    return in->queen_seen ? s : s * 0.6;
}
int needs_treatment(const struct inspection *in) {
    return in->varroa_per_100 > 3.0 || lround(colony_strength(in)) < 6;
}
T
cat > "$P/src/report.c" <<'T'
#include <stdio.h>
#include "hive.h"
int verbose = 1;
static const char *verdict(const struct inspection *in) { return needs_treatment(in) ? "TREAT" : "ok"; }
void print_report(const struct inspection *in, int n) {
    for (int i = 0; i < n; i++)
        printf("hive %02d strength %.1f %s\n", in[i].hive_id, colony_strength(&in[i]), verdict(&in[i]));
    if (verbose) printf("%d hives, swarm risk %.2f\n", n, swarm_risk(in, n));
}
T
cat > "$P/src/csvload.c" <<'T'
#include <stdio.h>
#include "hive.h"
int load_inspection(const char *path, struct inspection *out, int max) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    int n = 0;
    while (n < max && fscanf(f, "%d,%d,%d,%d,%lf", &out[n].hive_id, &out[n].frames_brood,
                             &out[n].frames_honey, &out[n].queen_seen, &out[n].varroa_per_100) == 5) n++;
    fclose(f);
    return n;
}
T
cat > "$P/Makefile" <<'T'
CC = gcc
CFLAGS = -O2 -g -Wall -Iinclude
OBJS = src/main.o src/strength.o src/report.o src/csvload.o
hivecheck: $(OBJS)
	$(CC) -o $@ $(OBJS)
src/%.o: src/%.c include/hive.h
	$(CC) $(CFLAGS) -c $< -o $@
T
run d-ld-beekeeper "$P" make
