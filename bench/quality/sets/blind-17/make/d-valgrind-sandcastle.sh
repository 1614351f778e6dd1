#!/usr/bin/env bash
# valgrind --leak-check=full on a sandcastle-contest judging tool: uninitialised read, invalid write, leaks
set -u
WORK=${WORK:-/home/dev}
P=$WORK/sandcastle-judge
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > judge.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry { char *team; int towers; double moat_cm; int *scores; };

static struct entry *entry_new(const char *team, int towers, double moat)
{
    struct entry *e = malloc(sizeof *e);
    e->team = strdup(team);
    e->towers = towers;
    e->moat_cm = moat;
    e->scores = malloc(4 * sizeof(int));
    return e;
}

static void score(struct entry *e, const int *marks, int judges)
{
    for (int j = 0; j <= judges; j++)
        e->scores[j] = marks[j] + e->towers;
}

static int total(const struct entry *e, int judges)
{
    int t = 0;
    for (int j = 0; j < judges; j++)
        t += e->scores[j];
    return t;
}

static void entry_free(struct entry *e)
{
    free(e->scores);
    free(e);
}

int main(void)
{
    const int marks[5] = { 7, 8, 6, 9, 5 };
    struct entry *es[3] = {
        entry_new("Dune Raiders", 5, 40.0),
        entry_new("Turret Tide", 7, 55.5),
        entry_new("Moatboss", 3, 80.0),
    };
    int bonus;
    for (int i = 0; i < 3; i++) {
        score(es[i], marks, 4);
        int t = total(es[i], 4);
        if (es[i]->moat_cm > 50.0)
            bonus = 5;
        printf("%-14s towers=%d total=%d\n", es[i]->team, es[i]->towers, t + bonus);
    }
    for (int i = 0; i < 2; i++)
        entry_free(es[i]);
    return 0;
}
T
gcc -g -O0 -o judge judge.c
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ valgrind --leak-check=full --show-leak-kinds=all --track-origins=yes ./judge'; valgrind --leak-check=full --show-leak-kinds=all --track-origins=yes ./judge 2>&1; echo "exit status: $?"; } | neutral
