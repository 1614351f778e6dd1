#!/bin/bash
# gdb batch backtrace of a hammered-dulcimer tuning tool that segfaults on a missing course
. "$(dirname "$0")/d-lib.sh"
proj dulcitune
cat > tune.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

typedef struct course {
    const char *name;
    double hz;
    struct course *bridge_pair;
} course_t;

static course_t courses[] = {
    {"D4", 293.66, NULL}, {"E4", 329.63, NULL}, {"F#4", 369.99, NULL},
    {"G4", 392.00, NULL}, {"A4", 440.00, NULL}, {"B4", 493.88, NULL},
};
#define NCOURSES (sizeof courses / sizeof courses[0])

static course_t *find_course(const char *name) {
    for (size_t i = 0; i < NCOURSES; i++)
        if (strcmp(courses[i].name, name) == 0) return &courses[i];
    return NULL;
}

static double cents_off(const course_t *c, double measured) {
    return 1200.0 * log2(measured / c->hz);
}

static void pair_fifths(void) {
    for (size_t i = 0; i < NCOURSES; i++) {
        char want[8];
        snprintf(want, sizeof want, "%c5", courses[i].name[0] + 4 > 'G' ? courses[i].name[0] - 3 : courses[i].name[0] + 4);
        courses[i].bridge_pair = find_course(want);
    }
}

static void report(const char *name, double measured) {
    course_t *c = find_course(name);
    double off = cents_off(c->bridge_pair, measured * 1.5);
    printf("%-4s %+6.1f cents (treble side)\n", c->name, off);
}

int main(void) {
    pair_fifths();
    report("D4", 294.1);
    report("A4", 439.2);
    return 0;
}
C
gcc -g -O0 -o tune tune.c -lm
capture d-gdb-dulcimer 'gdb -q -batch -ex run -ex bt -ex "frame 1" -ex "info locals" -ex "print *c" ./tune'
