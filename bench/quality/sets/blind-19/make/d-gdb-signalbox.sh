#!/usr/bin/env bash
# gdb -batch backtrace of a railway signal-box interlocking simulator that segfaults on a missing route.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/signalbox
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > interlock.c <<'T'
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
typedef struct lever { int number; const char *name; int pulled; struct lever *locks; } lever_t;
typedef struct { const char *from, *to; lever_t *signal; lever_t *points; } route_t;
static lever_t levers[] = { {1,"Up Home",0,NULL}, {2,"Up Starter",0,NULL}, {3,"Points 3",0,NULL}, {4,"Down Home",0,NULL}, {5,"Down Distant",0,NULL} };
static route_t routes[] = {
    { "Up Main", "Platform 1", &levers[0], &levers[2] },
    { "Up Main", "Loop",       &levers[1], NULL },
    { "Down Main", "Platform 2", &levers[3], &levers[2] },
};
static route_t *find_route(const char *from, const char *to) {
    for (size_t i = 0; i < sizeof routes / sizeof routes[0]; i++)
        if (!strcmp(routes[i].from, from) && !strcmp(routes[i].to, to)) return &routes[i];
    return NULL;
}
static int points_free(const lever_t *p) { return p->locks == NULL || !p->locks->pulled; }
static int set_route(const char *from, const char *to) {
    route_t *r = find_route(from, to);
    if (!points_free(r->points)) return -1;
    r->points->pulled = 1;
    r->signal->pulled = 1;
    printf("route %s -> %s set, lever %d off\n", from, to, r->signal->number);
    return 0;
}
int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    set_route("Up Main", "Platform 1");
    set_route("Down Main", "Platform 2");
    set_route("Down Main", "Goods Yard");
    return 0;
}
T
gcc -g -O0 -o interlock interlock.c
{ run 'gdb -q -batch -ex run -ex bt -ex "info locals" -ex "print r" -ex "print routes[2]" ./interlock'; } | grep -v '^\[Thread debugging\|^Using host libthread_db' | neutral > "$HERE/../outputs/d-gdb-signalbox.txt"
