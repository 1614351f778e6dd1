#!/bin/bash
# valgrind --leak-check=full on a bowling-alley lane scoring program: uninitialised read, invalid write, leaks.
# usage: WORK=<scratch dir> bash d6d-valgrind-bowlingalley.sh > ../outputs/d6d-valgrind-bowlingalley.txt
WORK=${WORK:-/home/dev}
P=$WORK/bowlingalley
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > score.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *bowler;
    int rolls[21];
    int nrolls;
} card_t;

typedef struct {
    int lane;
    card_t **cards;
    int ncards;
} lane_t;

static card_t *card_new(const char *name)
{
    card_t *c = malloc(sizeof *c);
    c->bowler = malloc(strlen(name));
    strcpy(c->bowler, name);
    c->nrolls = 0;
    return c;
}

static void roll(card_t *c, int pins) { c->rolls[c->nrolls++] = pins; }

/* standard ten-pin scoring */
static int score(const card_t *c)
{
    int total = 0, r = 0;
    for (int frame = 0; frame < 10; frame++) {
        if (c->rolls[r] == 10) {
            total += 10 + c->rolls[r + 1] + c->rolls[r + 2];
            r += 1;
        } else if (c->rolls[r] + c->rolls[r + 1] == 10) {
            total += 10 + c->rolls[r + 2];
            r += 2;
        } else {
            total += c->rolls[r] + c->rolls[r + 1];
            r += 2;
        }
    }
    return total;
}

static lane_t *lane_open(int lane, int max)
{
    lane_t *l = malloc(sizeof *l);
    l->lane = lane;
    l->cards = malloc(max * sizeof(card_t *));
    l->ncards = 0;
    return l;
}

static void lane_close(lane_t *l)
{
    for (int i = 0; i < l->ncards; i++)
        free(l->cards[i]);
    free(l);
}

int main(void)
{
    lane_t *l = lane_open(7, 4);
    const char *names[] = { "Dot", "Mervyn", "Priya", "Sal" };
    for (int i = 0; i < 4; i++)
        l->cards[l->ncards++] = card_new(names[i]);
    int game[][21] = {
        { 10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1 },
        { 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9 },
        { 3, 4, 5, 2, 7, 1, 0, 0, 6, 3, 2, 2, 8, 0, 4, 4, 1, 1 },
    };
    int lens[] = { 17, 21, 18 };
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < lens[i]; k++)
            roll(l->cards[i], game[i][k]);
    for (int k = 0; k < 12; k++)
        roll(l->cards[3], 10);
    for (int i = 0; i < l->ncards; i++)
        printf("lane %d  %-8s %3d\n", l->lane, l->cards[i]->bowler, score(l->cards[i]));
    lane_close(l);
    return 0;
}
EOF
gcc -g -O0 -o score score.c
{
  echo '$ gcc -g -O0 -o score score.c && valgrind --leak-check=full --track-origins=yes ./score'
  valgrind --leak-check=full --track-origins=yes ./score 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/==[0-9]\+==/==30518==/g'
