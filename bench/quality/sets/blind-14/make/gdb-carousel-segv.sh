#!/usr/bin/env bash
# A fairground-carousel ride scheduler segfaults; gdb in batch mode prints the backtrace,
# a frame's locals and the structure it was walking.
# Output: outputs/gdb-carousel-segv.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/carousel
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/src/ride.h" <<'T'
#ifndef RIDE_H
#define RIDE_H
typedef struct mount {
    int number;
    char kind[12];        /* "horse", "cockerel", "chariot" */
    int riders;
    struct mount *next;   /* circular once the ring is closed */
} mount_t;

typedef struct {
    const char *name;
    mount_t *ring;
    int n_mounts;
    double rpm;
    int rides_today;
} carousel_t;

carousel_t *carousel_new(const char *name, int n_horses, int n_chariots);
mount_t *mount_at(carousel_t *c, int number);
int board(carousel_t *c, int number, int riders);
int total_riders(const carousel_t *c);
#endif
T
cat > "$P/src/ride.c" <<'T'
#include <stdlib.h>
#include <string.h>
#include "ride.h"

carousel_t *carousel_new(const char *name, int n_horses, int n_chariots)
{
    carousel_t *c = calloc(1, sizeof *c);
    c->name = name;
    c->rpm = 4.5;
    mount_t *prev = NULL;
    for (int i = 1; i <= n_horses + n_chariots; i++) {
        mount_t *m = calloc(1, sizeof *m);
        m->number = i;
        strcpy(m->kind, i % 6 == 0 ? "chariot" : (i % 9 == 0 ? "cockerel" : "horse"));
        if (prev)
            prev->next = m;
        else
            c->ring = m;
        prev = m;
        c->n_mounts++;
    }
    /* ring is closed when the season opens: see open_season() */
    return c;
}

mount_t *mount_at(carousel_t *c, int number)
{
    mount_t *m = c->ring;
    while (m->number != number)
        m = m->next;
    return m;
}

int board(carousel_t *c, int number, int riders)
{
    mount_t *m = mount_at(c, number);
    int cap = strcmp(m->kind, "chariot") == 0 ? 4 : 1;
    if (m->riders + riders > cap)
        return -1;
    m->riders += riders;
    return 0;
}

int total_riders(const carousel_t *c)
{
    int total = 0;
    const mount_t *m = c->ring;
    for (int i = 0; i < c->n_mounts; i++, m = m->next)
        total += m->riders;
    return total;
}
T
cat > "$P/src/main.c" <<'T'
#include <stdio.h>
#include "ride.h"

static const int queue[][2] = { {3, 1}, {6, 3}, {12, 2}, {1, 1}, {27, 4}, {30, 2}, {31, 1} };

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    carousel_t *c = carousel_new("Galloper No. 2", 24, 6);
    printf("%s: %d mounts at %.1f rpm\n", c->name, c->n_mounts, c->rpm);
    for (size_t i = 0; i < sizeof queue / sizeof queue[0]; i++) {
        int rc = board(c, queue[i][0], queue[i][1]);
        printf("board #%d x%d -> %s\n", queue[i][0], queue[i][1], rc == 0 ? "ok" : "full");
    }
    printf("riders aboard: %d\n", total_riders(c));
    return 0;
}
T
cd "$P" && gcc -g -O0 -Wall -o carousel src/main.c src/ride.c
cd "$P" && {
  capture gdb -q -batch -ex run -ex bt -ex '"frame 2"' -ex '"info locals"' -ex '"p *c"' -ex '"p *c->ring"' -ex '"frame 0"' -ex '"p m"' -ex '"p *mount_at(c, 30)"' ./carousel
} 2>&1 | neutral > "$SETDIR/outputs/gdb-carousel-segv.txt"
