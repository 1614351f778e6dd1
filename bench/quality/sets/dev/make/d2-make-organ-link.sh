#!/usr/bin/env bash
# d2-make-organ-link: pipe-organ tuning log in C; make -k over many files with -Wall -Wextra warnings, one compile error and an undefined reference at link time.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/organtune
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -Wall -Wextra -Iinclude
LDLIBS  = -lm
SRCS    = $(wildcard src/*.c)
OBJS    = $(SRCS:src/%.c=build/%.o)

all: organtune

organtune: $(OBJS)
	$(CC) -o $@ $^ $(LDLIBS)

build/%.o: src/%.c include/organ.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build:
	mkdir -p build

clean:
	rm -rf build organtune

.PHONY: all clean
EOF
cat > include/organ.h <<'EOF'
#ifndef ORGAN_H
#define ORGAN_H
#include <stddef.h>

typedef enum { DIV_GREAT, DIV_SWELL, DIV_CHOIR, DIV_PEDAL } division_t;

typedef struct {
    char name[24];
    division_t division;
    int footage;          /* 16, 8, 4, 2 ... */
    int pipe_count;
    double cents[61];     /* deviation per pipe */
} rank_t;

typedef struct {
    const char *date;
    double temperature_c;
    double humidity_pct;
    double a4_hz;
} session_t;

double midi_to_hz(int midi, double a4);
double cents_between(double f_measured, double f_target);
double temperature_drift(double cents_at_ref, double t_ref, double t_now);
int    load_rank(const char *path, rank_t *out);
int    worst_pipe(const rank_t *r, double *dev);
void   print_rank_report(const rank_t *r, const session_t *s);
const char *division_name(division_t d);
int    log_append(const char *path, const session_t *s, const rank_t *r);
double stretch_cents(int midi);
#endif
EOF
cat > src/pitch.c <<'EOF'
#include <math.h>
#include "organ.h"

double midi_to_hz(int midi, double a4)
{
    return a4 * pow(2.0, (midi - 69) / 12.0);
}

double cents_between(double f_measured, double f_target)
{
    return 1200.0 * log2(f_measured / f_target);
}
EOF
cat > src/temperature.c <<'EOF'
#include "organ.h"

/* flue pipes go sharp ~3 cents per degree C; reeds barely move */
double temperature_drift(double cents_at_ref, double t_ref, double t_now)
{
    double k = 3.0;
    int reeds;
    return cents_at_ref + k * (t_now - t_ref);
}
EOF
cat > src/rankio.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "organ.h"

int load_rank(const char *path, rank_t *out)
{
    FILE *fp = fopen(path, "r");
    char line[128];
    int i = 0;
    if (!fp)
        return -1;
    if (!fgets(line, sizeof line, fp)) {
        fclose(fp);
        return -1;
    }
    sscanf(line, "%23s %d %d", out->name, (int *)&out->division, &out->footage);
    while (fgets(line, sizeof line, fp) && i < 61) {
        out->cents[i++] = atof(line);
    }
    out->pipe_count = i;
    fclose(fp);
    return i;
}
EOF
cat > src/analysis.c <<'EOF'
#include <math.h>
#include "organ.h"

int worst_pipe(const rank_t *r, double *dev)
{
    int worst = -1;
    double max = 0.0;
    for (size_t i = 0; i < r->pipe_count; i++) {
        if (fabs(r->cents[i]) > max) {
            max = fabs(r->cents[i]);
            worst = i;
        }
    }
    if (dev)
        *dev = max;
    return worst;
}

double stretch_cents(int midi)
{
    if (midi < 60)
        return 0.0;
    else if (midi < 84)
        return (midi - 60) * 0.15;
}
EOF
cat > src/report.c <<'EOF'
#include <stdio.h>
#include "organ.h"

const char *division_name(division_t d)
{
    switch (d) {
    case DIV_GREAT: return "Great";
    case DIV_SWELL: return "Swell";
    case DIV_CHOIR: return "Choir";
    }
    return "?";
}

void print_rank_report(const rank_t *r, const session_t *s)
{
    double dev;
    int w = worst_pipe(r, &dev);
    printf("%s %d' (%s) on %s at %.1f C\n", r->name, r->footage, division_name(r->division), s->date, s->temperature_c);
    printf("  pipes measured: %d, worst pipe #%d off by %.1f cents\n", r->pipe_count, w + 1, dev);
    printf("  humidity %d%%\n", s->humidity_pct);
}
EOF
cat > src/logbook.c <<'EOF'
#include <stdio.h>
#include "organ.h"

int log_append(const char *path, const session_t *s, const rank_t *r)
{
    FILE *fp = fopen(path, "a");
    double dev;
    if (!fp)
        return -1;
    fprintf(fp, "%s,%s,%s,%.1f,%.1f,%d\n", s->date, division_name(r->division), r->name,
            s->temperature_c, s->a4_hz, worst_pipe(r, &dev));
    fclose(fp);
    return 0;
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "organ.h"

int main(int argc, char **argv)
{
    session_t s = { "2024-11-02", 14.5, 52.0, 440.0 };
    rank_t r;
    if (argc < 2) {
        fprintf(stderr, "usage: %s RANKFILE\n", argv[0]);
        return 2;
    }
    if (load_rank(argv[1], &r) < 0) {
        perror(argv[1]);
        return 1;
    }
    for (int i = 0; i < r.pipe_count; i++)
        r.cents[i] = temperature_drift(r.cents[i], 18.0, s.temperature_c) - stretch_cents(36 + i);
    print_rank_report(&r, &s);
    print_tuning_chart(&r);
    if (log_append("tuning.log", &s, &r) != 0)
        return 1;
    return 0;
}
EOF
make -k 2>&1 | neutral
