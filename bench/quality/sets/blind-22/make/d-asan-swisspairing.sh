#!/bin/bash
# AddressSanitizer report from a chess-tournament Swiss pairing tool (heap-use-after-free)
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-asan-swisspairing.txt
P=$WORK/swisspair
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > src/players.h <<'EOF'
#ifndef PLAYERS_H
#define PLAYERS_H
typedef struct { int id; char name[32]; int rating; double score; } player;
typedef struct { player *items; int count; int cap; } roster;
void roster_init(roster *r);
player *roster_add(roster *r, int id, const char *name, int rating);
void roster_free(roster *r);
#endif
EOF
cat > src/players.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "players.h"

void roster_init(roster *r) { r->items = NULL; r->count = 0; r->cap = 0; }

player *roster_add(roster *r, int id, const char *name, int rating) {
    if (r->count == r->cap) {
        r->cap = r->cap ? r->cap * 2 : 4;
        r->items = realloc(r->items, r->cap * sizeof(player));
    }
    player *p = &r->items[r->count++];
    p->id = id;
    strncpy(p->name, name, sizeof p->name - 1);
    p->name[sizeof p->name - 1] = 0;
    p->rating = rating;
    p->score = 0.0;
    return p;
}

void roster_free(roster *r) { free(r->items); r->items = NULL; r->count = r->cap = 0; }
EOF
cat > src/pairing.c <<'EOF'
#include <stdio.h>
#include "players.h"

static const char *names[] = { "Okafor", "Lindqvist", "Tanaka", "Moreau", "Petrov", "Haddad", "Silva", "Nguyen" };

int main(void) {
    roster r;
    roster_init(&r);
    player *top_seed = roster_add(&r, 1, names[0], 2310);
    for (int i = 1; i < 8; i++) {
        roster_add(&r, i + 1, names[i], 2250 - i * 35);
    }
    printf("round 1: %d players, top seed %s (%d)\n", r.count, names[0], 2310);
    for (int i = 0; i < r.count / 2; i++) {
        player *w = &r.items[i], *b = &r.items[i + r.count / 2];
        printf("  board %d: %s - %s\n", i + 1, w->name, b->name);
    }
    top_seed->score += 1.0;
    printf("top seed score: %.1f\n", top_seed->score);
    roster_free(&r);
    return 0;
}
EOF
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o swisspair src/pairing.c src/players.c
{
  echo '$ ./swisspair'
  ./swisspair 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
