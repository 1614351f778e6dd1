#!/usr/bin/env bash
# d-ld-gondola: `make` of a cable-car (gondola lift) scheduler in C; every unit
# compiles, the link step fails (undefined references, multiple definition).
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-ld-gondola.txt}
P=$WORK/gondola
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/obj"; cd "$P"
cat > Makefile <<'EOF'
CC = gcc
CFLAGS = -std=c11 -O2 -Wall -g
OBJS = obj/main.o obj/cabins.o obj/line.o obj/wind.o obj/timetable.o obj/config.o

gondolad: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $(OBJS)

obj/%.o: src/%.c src/gondola.h
	$(CC) $(CFLAGS) -c $< -o $@
EOF
cat > src/gondola.h <<'EOF'
#ifndef GONDOLA_H
#define GONDOLA_H
#include <stddef.h>

#define MAX_CABINS 64

typedef struct {
    int id;
    int passengers;
    double position_m;
} cabin_t;

typedef struct {
    double length_m;
    double speed_m_s;
    double spacing_m;
    int stations;
} line_t;

extern int g_verbose;
int log_level;

void cabins_init(cabin_t *cabins, size_t n, const line_t *line);
void cabins_advance(cabin_t *cabins, size_t n, const line_t *line, double dt);
double line_round_trip_s(const line_t *line);
double wind_speed_limit(double gust_m_s, double cabin_mass_kg);
int wind_should_slow(double gust_m_s);
void timetable_print(const line_t *line, int first_hour, int last_hour);
int config_load(const char *path, line_t *line);
#endif
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include "gondola.h"

int g_verbose = 0;

int main(int argc, char **argv)
{
    line_t line = { 2750.0, 6.0, 110.0, 3 };
    cabin_t cabins[MAX_CABINS];
    if (argc > 1 && config_load(argv[1], &line) != 0) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    cabins_init(cabins, MAX_CABINS, &line);
    for (int t = 0; t < 60; t++)
        cabins_advance(cabins, MAX_CABINS, &line, 1.0);
    printf("round trip %.0f s\n", line_round_trip_s(&line));
    if (wind_should_slow(14.5))
        printf("slow: limit %.1f m/s\n", wind_speed_limit(14.5, 850.0));
    timetable_print(&line, 8, 17);
    return 0;
}
EOF
cat > src/cabins.c <<'EOF'
#include "gondola.h"

void cabins_init(cabin_t *cabins, size_t n, const line_t *line)
{
    for (size_t i = 0; i < n; i++) {
        cabins[i].id = (int)i + 1;
        cabins[i].passengers = 0;
        cabins[i].position_m = (double)i * line->spacing_m;
    }
}

void cabins_advance(cabin_t *cabins, size_t n, const line_t *line, double dt)
{
    double loop = 2.0 * line->length_m;
    for (size_t i = 0; i < n; i++) {
        cabins[i].position_m += line->speed_m_s * dt;
        if (cabins[i].position_m >= loop)
            cabins[i].position_m -= loop;
    }
}
EOF
cat > src/line.c <<'EOF'
#include "gondola.h"

double line_round_trip_s(const line_t *line)
{
    double dwell = 25.0 * line->stations;
    return 2.0 * line->length_m / line->speed_m_s + dwell;
}
EOF
cat > src/wind.c <<'EOF'
#include <math.h>
#include "gondola.h"

double wind_speed_limit(double gust_m_s, double cabin_mass_kg)
{
    double sway = pow(gust_m_s / 20.0, 2.0) * 1000.0 / cabin_mass_kg;
    return 6.0 / (1.0 + sway);
}

int wind_should_slow(double gust_m_s)
{
    return gust_m_s > 12.0;
}
EOF
cat > src/timetable.c <<'EOF'
#include <stdio.h>
#include "gondola.h"

void timetable_print(const line_t *line, int first_hour, int last_hour)
{
    double trip = line_round_trip_s(line) / 2.0;
    for (int h = first_hour; h <= last_hour; h++) {
        if (g_verbose)
            printf("%02d:00 first cabin, one-way %.0f min\n", h, trip / 60.0);
        else
            printf("%02d:00\n", h);
    }
    timetable_write_csv(line, "timetable.csv");
}
EOF
cat > src/config.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "gondola.h"

int config_load(const char *path, line_t *line)
{
    FILE *f = fopen(path, "r");
    char key[32];
    double value;
    if (!f)
        return -1;
    while (fscanf(f, "%31s %lf", key, &value) == 2) {
        if (strcmp(key, "length") == 0) line->length_m = value;
        else if (strcmp(key, "speed") == 0) line->speed_m_s = value;
        else if (strcmp(key, "spacing") == 0) line->spacing_m = value;
        else if (strcmp(key, "verbose") == 0) g_verbose = (int)value;
    }
    fclose(f);
    return 0;
}
EOF
{ echo '$ make'; make 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
