#!/usr/bin/env bash
# d-gdb-pneumatictube: a pneumatic-post carrier router segfaults; the agent
# runs it under `gdb -batch` to get a backtrace and locals.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-gdb-pneumatictube.txt}
P=$WORK/tubepost
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > src/network.h <<'EOF'
#ifndef NETWORK_H
#define NETWORK_H
#define MAX_STATIONS 32
typedef struct station {
    int id;
    char name[24];
    struct station *diverter[3]; /* left, straight, right */
    int blower_kpa;
} station_t;

typedef struct {
    int carrier_id;
    int from, to;
    int hops;
    int path[MAX_STATIONS];
} carrier_t;

int network_load(const char *path, station_t *stations, int max);
int route_carrier(station_t *stations, int n, carrier_t *c);
#endif
EOF
cat > src/network.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "network.h"

int network_load(const char *path, station_t *stations, int max)
{
    FILE *f = fopen(path, "r");
    int n = 0, id, l, s, r, kpa;
    char name[24];
    if (!f) return -1;
    memset(stations, 0, sizeof(station_t) * max);
    while (n < max && fscanf(f, "%d %23s %d %d %d %d", &id, name, &l, &s, &r, &kpa) == 6) {
        station_t *st = &stations[id];
        st->id = id;
        strcpy(st->name, name);
        st->diverter[0] = l >= 0 ? &stations[l] : NULL;
        st->diverter[1] = s >= 0 ? &stations[s] : NULL;
        st->diverter[2] = r >= 0 ? &stations[r] : NULL;
        st->blower_kpa = kpa;
        n++;
    }
    fclose(f);
    return n;
}

static int pick_diverter(const station_t *at, int to)
{
    /* stations are numbered so that lower ids are to the left */
    if (to < at->id) return 0;
    if (to > at->id + 4) return 2;
    return 1;
}

int route_carrier(station_t *stations, int n, carrier_t *c)
{
    station_t *at = &stations[c->from];
    c->hops = 0;
    while (at->id != c->to) {
        int d = pick_diverter(at, c->to);
        station_t *next = at->diverter[d];
        c->path[c->hops++] = at->id;
        if (c->hops >= n)
            return -1;
        at = next;
    }
    c->path[c->hops++] = at->id;
    return c->hops;
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include "network.h"

int main(int argc, char **argv)
{
    station_t stations[MAX_STATIONS];
    setvbuf(stdout, NULL, _IOLBF, 0);
    int n = network_load(argc > 1 ? argv[1] : "tubes.net", stations, MAX_STATIONS);
    if (n <= 0) { fprintf(stderr, "no network\n"); return 1; }
    printf("loaded %d stations\n", n);
    int jobs[][2] = {{1, 6}, {6, 2}, {3, 11}, {12, 9}, {0, 14}};
    for (int k = 0; k < 5; k++) {
        carrier_t c = { 100 + k, jobs[k][0], jobs[k][1], 0, {0} };
        int hops = route_carrier(stations, n, &c);
        printf("carrier %d: %s -> %s, %d hops\n", c.carrier_id, stations[c.from].name, stations[c.to].name, hops);
    }
    return 0;
}
EOF
cat > tubes.net <<'EOF'
0 post-room -1 1 -1 140
1 ledger-hall 0 2 5 120
2 typing-pool 1 3 6 120
3 cashiers 2 4 7 110
4 archive 3 -1 8 110
5 drafting 1 6 9 100
6 telegrams 2 7 10 100
7 boardroom 3 8 11 95
8 stores 4 -1 12 95
9 despatch 5 10 13 90
10 accounts 6 11 -1 90
11 print-shop 7 12 -1 85
12 loading-bay 8 -1 -1 85
13 canteen 9 -1 -1 80
EOF
gcc -std=gnu11 -g -O0 -Wall -o tuberoute src/main.c src/network.c || exit 1
{ echo "\$ gdb -q -batch -ex run -ex bt -ex 'info locals' -ex 'print *c' -ex 'frame 1' -ex 'print jobs[k]' --args ./tuberoute tubes.net"
  gdb -q -batch -ex run -ex bt -ex 'info locals' -ex 'print *c' -ex 'frame 1' -ex 'print jobs[k]' --args ./tuberoute tubes.net 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
