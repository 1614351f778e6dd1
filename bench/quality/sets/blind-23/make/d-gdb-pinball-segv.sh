#!/bin/bash
# gdb -batch backtrace of a pinball score-table daemon that segfaults on a NULL player
WORK=${WORK:-/home/dev}; P=$WORK/pinball
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > scores.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char initials[4]; long score; int balls; } Player;
typedef struct { Player *slots[8]; int n; const char *table; } Game;

static long bonus(const Player *p, int multiplier) {
    return p->score / 100 * multiplier + p->balls * 5000;
}

static void tally(Game *g, int multiplier, long *totals) {
    for (int i = 0; i <= g->n; i++)
        totals[i] = g->slots[i]->score + bonus(g->slots[i], multiplier);
}

static Game *load_game(const char *table) {
    Game *g = calloc(1, sizeof *g);
    g->table = table;
    const char *who[] = {"AJK", "MTR", "ZED"};
    long pts[] = {1204500, 880300, 2301750};
    for (int i = 0; i < 3; i++) {
        Player *p = malloc(sizeof *p);
        strcpy(p->initials, who[i]);
        p->score = pts[i];
        p->balls = 3 - i;
        g->slots[g->n++] = p;
    }
    return g;
}

int main(int argc, char **argv) {
    Game *g = load_game(argc > 1 ? argv[1] : "Medieval Siege");
    long totals[8] = {0};
    tally(g, 4, totals);
    for (int i = 0; i < g->n; i++)
        printf("%s %ld\n", g->slots[i]->initials, totals[i]);
    return 0;
}
EOF
gcc -g -O0 scores.c -o scores
{
echo "\$ gdb -q -batch -ex run -ex bt -ex 'info locals' -ex 'frame 0' -ex 'print i' -ex 'print g->n' -ex 'print g->slots[3]' --args ./scores \"Medieval Siege\""
timeout 120 gdb -q -batch -ex run -ex bt -ex 'info locals' -ex 'frame 0' -ex 'print i' -ex 'print g->n' -ex 'print g->slots[3]' --args ./scores "Medieval Siege" 2>&1 | head -c 3000000
echo "exit status: ${PIPESTATUS[0]}"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -E -e 's/process [0-9]+/process 5150/'
