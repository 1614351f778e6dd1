#!/usr/bin/env bash
# make -k of a trebuchet ballistics calculator: several compile errors across files
W=${WORK:-/home/dev}
P=$W/trebuchet-calc
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/treb.h <<'T'
#ifndef TREB_H
#define TREB_H
typedef struct {
    double arm_long_m;
    double arm_short_m;
    double counterweight_kg;
    double projectile_kg;
} treb_frame;

typedef struct {
    double range_m;
    double apex_m;
    double flight_s;
} treb_shot;

double treb_release_speed(const treb_frame *f);
treb_shot treb_fire(const treb_frame *f, double release_deg);
int treb_load_frame(const char *path, treb_frame *out);
#endif
T
cat > src/physics.c <<'T'
#include <math.h>
#include "treb.h"

#define G 9.81

double treb_release_speed(const treb_frame *f) {
    double ratio = f->arm_long_m / f->arm_short_m;
    double efficiency = 0.62;
    return sqrt(2 * G * f->arm_short_m * f->counterweight_kg / f->projectile_kg) * ratio * efficiency;
}

treb_shot treb_fire(const treb_frame *f, double release_deg) {
    treb_shot s;
    double v = treb_release_speed(f);
    double rad = release_deg * M_PI / 180.0;
    s.flight_s = 2 * v * sin(rad) / G;
    s.range_m = v * cos(rad) * s.flight_s;
    s.apex = pow(v * sin(rad), 2) / (2 * G);
    return s;
}
T
cat > src/frame_io.c <<'T'
#include <stdio.h>
#include <string.h>
#include "treb.h"

int treb_load_frame(const char *path, treb_frame *out) {
    FILE *fp = fopen(path, "r");
    char key[32];
    double val;
    if (!fp) return -1;
    memset(out, 0, sizeof *out);
    while (fscanf(fp, "%31s %lf", key, &val) == 2) {
        if (strcmp(key, "long") == 0) out->arm_long_m = val;
        else if (strcmp(key, "short") == 0) out->arm_short_m = val;
        else if (strcmp(key, "weight") == 0) out->counterweight_kg = val;
        else if (strcmp(key, "stone") == 0) out->projectile_kg = val
        else fprintf(stderr, "unknown key %s\n", key);
    }
    fclose(fp);
    return 0;
}
T
cat > src/table.c <<'T'
#include <stdio.h>
#include "treb.h"

void print_table(const treb_frame *f) {
    printf("%6s %9s %7s %7s\n", "deg", "range_m", "apex_m", "t_s");
    for (int deg = 30; deg <= 60; deg += 5) {
        treb_shot s = treb_fire(f, deg);
        printf("%6d %9.1f %7.1f %7.2f\n", deg, s.range_m, s.apex_m, s.flight_s);
    }
}

double best_angle(const treb_frame *f) {
    double best = 0, best_deg = 0;
    for (double deg = 20; deg <= 70; deg += 0.5) {
        treb_shot s = treb_fire(f, deg);
        if (s.range_m > best) { best = s.range_m; best_deg = deg; }
    }
    return best_deg;
}
T
cat > src/main.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include "treb.h"

void print_table(const treb_frame *f);
double best_angle(const treb_frame *f);

int main(int argc, char **argv) {
    treb_frame f;
    const char *path = argc > 1 ? argv[1] : "frames/warwolf.txt";
    if (treb_load_frame(path, &f) != 0) {
        fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    print_table(&f);
    printf("best release angle: %.1f deg\n", best_angle(f));
    printf("speed at release: %.2f m/s\n", treb_release_speed(&f, 45.0));
    return EXIT_SUCCESS;
}
T
cat > Makefile <<'T'
CC = gcc
CFLAGS = -std=c11 -Wall -Wextra -O1 -Iinclude -D_DEFAULT_SOURCE
OBJS = build/physics.o build/frame_io.o build/table.o build/main.o

trebuchet: $(OBJS)
	$(CC) -o $@ $^ -lm

build/%.o: src/%.c include/treb.h
	@mkdir -p build
	$(CC) $(CFLAGS) -c $< -o $@
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ make -k'; make -k 2>&1; echo "exit status: $?"; } | neutral
