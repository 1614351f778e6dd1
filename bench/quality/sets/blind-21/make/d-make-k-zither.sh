#!/bin/bash
# make -k on a zither string-tension calculator in C: several compile errors across files, warnings too.
WORK=${WORK:-/home/dev}; P=$WORK/zither-tension; rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > Makefile <<'T'
CC = gcc
CFLAGS = -std=c11 -Wall -Wextra -O2 -Iinclude
OBJS = build/strings.o build/gauge.o build/tuning.o build/course.o build/report.o build/main.o
all: zither
build:
	mkdir -p build
build/%.o: src/%.c | build
	$(CC) $(CFLAGS) -c $< -o $@
zither: $(OBJS)
	$(CC) -o $@ $^ -lm
clean:
	rm -rf build zither
T
cat > include/zither.h <<'T'
#ifndef ZITHER_H
#define ZITHER_H
#include <stddef.h>
typedef struct { const char *name; double length_mm; double gauge_mm; double density_kg_m3; } zstring;
typedef struct { zstring *strings; size_t count; double target_hz[40]; } course;
double tension_newton(const zstring *s, double hz);
double gauge_for(double tension_n, double length_mm, double hz, double density);
int note_to_midi(const char *note);
double midi_to_hz(int midi);
int course_load(course *c, const char *path);
void report_print(const course *c);
#endif
T
cat > src/strings.c <<'T'
#include <math.h>
#include "zither.h"
#define PI 3.14159265358979
double tension_newton(const zstring *s, double hz) {
    double r = s->gauge_mm / 2000.0;
    double mu = s->density_kg_m3 * PI * r * r;
    double L = s->length_mm / 1000.0;
    return 4.0 * L * L * hz * hz * mu;
}
T
cat > src/gauge.c <<'T'
#include <math.h>
#include "zither.h"
double gauge_for(double tension_n, double length_mm, double hz, double density) {
    double L = length_mm / 1000.0;
    double mu = tension_n / (4.0 * L * L * hz * hz);
    double r = sqrt(mu / (density * M_PI));
    unsigned steps = 0;
    for (int i = 0; i < 10; i++) if (r > 0.0001 * i) steps++;
    return r * 2000.0
}
T
cat > src/tuning.c <<'T'
#include <math.h>
#include <string.h>
#include <ctype.h>
#include "zither.h"
static const char *names[] = {"C","C#","D","D#","E","F","F#","G","G#","A","A#","B"};
int note_to_midi(const char *note) {
    char pitch[3] = {0};
    int i = 0;
    while (note[i] && !isdigit((unsigned char)note[i]) && i < 2) { pitch[i] = note[i]; i++; }
    int octave = atoi(note + i);
    for (int k = 0; k < 12; k++)
        if (strcmp(names[k], pitch) == 0) return 12 * (octave + 1) + k;
    return -1;
}
double midi_to_hz(int midi) { return 440.0 * pow(2.0, (midi - 69) / 12.0); }
T
cat > src/course.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include "zither.h"
int course_load(course *c, const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    char line[256];
    size_t n = 0;
    c->strings = calloc(40, sizeof(zstring));
    while (fgets(line, sizeof line, f) && n < 40) {
        zstring *s = &c->strings[n];
        char note[8];
        if (sscanf(line, "%7s %lf %lf", note, &s->length_mm, &s->gauge_mm) != 3) continue;
        s->density_kg_m3 = 7850.0;
        c->target_hz[n] = midi_to_hz(note_to_midi(note));
        n++;
    }
    c->count = n;
    fclose(f);
    return (int)n;
}
T
cat > src/report.c <<'T'
#include <stdio.h>
#include "zither.h"
void report_print(const course *c) {
    double total = 0;
    for (size_t i = 0; i < c->count; i++) {
        double t = tension_newton(&c->strings[i], c->target_hz[i]);
        total += t;
        printf("%2zu %-6s %7.1f mm %5.3f mm %7.2f Hz %6.1f N\n", i, c->strings[i].name, c->strings[i].length_mm,
               c->strings[i].gauge_mm, c->target_hz[i], t);
    }
    printf("total load: %.1f kg\n", total / 9.81);
    return total;
}
T
cat > src/main.c <<'T'
#include <stdio.h>
#include "zither.h"
int main(int argc, char **argv) {
    course c;
    if (argc < 2) { fprintf(stderr, "usage: zither COURSE\n"); return 2; }
    int n = course_load(&c, argv[1]);
    if (n < 0) { perror(argv[1]); return 1; }
    report_print(&c, stdout);
    return 0;
}
T
{ echo '$ make -k'; make -k 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
