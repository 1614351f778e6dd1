#!/usr/bin/env bash
# d18d: a C tool "sandpiper" (shorebird high-tide roost counts) built with -fsanitize=address prints its tally, then hits a heap-buffer-overflow.
WORK=${WORK:-/home/dev}
P=$WORK/sandpiper
rm -rf "$P"; mkdir -p "$P/src"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > src/roost.h <<'C'
#ifndef ROOST_H
#define ROOST_H
typedef struct { char species[24]; int count; int flock_max; } tally_t;
typedef struct { const char *site; tally_t *tallies; int n; } roost_t;
roost_t *roost_new(const char *site, int n_species);
void roost_add(roost_t *r, int idx, const char *species, int count);
int roost_total(const roost_t *r);
void roost_merge_tail(roost_t *r, const int *late_counts, int n_late);
#endif
C
cat > src/roost.c <<'C'
#include <stdlib.h>
#include <string.h>
#include "roost.h"

roost_t *roost_new(const char *site, int n_species)
{
    roost_t *r = malloc(sizeof *r);
    r->site = site;
    r->n = n_species;
    r->tallies = calloc(n_species, sizeof(tally_t));
    return r;
}

void roost_add(roost_t *r, int idx, const char *species, int count)
{
    strncpy(r->tallies[idx].species, species, sizeof r->tallies[idx].species - 1);
    r->tallies[idx].count += count;
    if (count > r->tallies[idx].flock_max)
        r->tallies[idx].flock_max = count;
}

int roost_total(const roost_t *r)
{
    int t = 0;
    for (int i = 0; i < r->n; i++)
        t += r->tallies[i].count;
    return t;
}

/* late arrivals counted after the main sweep, one number per species */
void roost_merge_tail(roost_t *r, const int *late_counts, int n_late)
{
    for (int i = 0; i <= n_late; i++)
        r->tallies[i].count += late_counts[i];
}
C
cat > src/main.c <<'C'
#include <stdio.h>
#include "roost.h"

static const char *SPECIES[] = {
    "dunlin", "knot", "sanderling", "redshank", "oystercatcher", "curlew",
    "bar-tailed godwit", "grey plover", "ringed plover", "turnstone",
};
#define NSP (int)(sizeof SPECIES / sizeof SPECIES[0])

int main(void)
{
    const char *sites[] = { "Spit North", "Saltings Hide", "Harbour Wall", "Shingle Bank" };
    for (int s = 0; s < 4; s++) {
        roost_t *r = roost_new(sites[s], NSP);
        printf("== roost %s, spring tide 7.9 m ==\n", sites[s]);
        for (int sweep = 0; sweep < 4; sweep++) {
            for (int i = 0; i < NSP; i++) {
                int c = (i * 37 + sweep * 11 + s * 53) % 420 + 3;
                roost_add(r, i, SPECIES[i], c);
                printf("  sweep %d  %-18s %4d  (running %5d)\n", sweep + 1, SPECIES[i], c, r->tallies[i].count);
            }
        }
        printf("  total %d birds\n", roost_total(r));
        if (s == 3) {
            int late[NSP];
            for (int i = 0; i < NSP; i++) late[i] = i % 3;
            printf("  merging late arrivals\n");
            fflush(stdout);
            roost_merge_tail(r, late, NSP);
        }
    }
    return 0;
}
C
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -Wall -o sandpiper src/main.c src/roost.c || exit 1
{
echo "\$ ./sandpiper 2>&1"
ASAN_OPTIONS=detect_leaks=0 timeout 120 ./sandpiper 2>&1
echo "exit status: $?"
} | head -c 3000000 | neutral
