#!/bin/bash
# valgrind --leak-check=full on a fish-ladder passage counter: an off-by-one heap write, an uninitialised read and leaks.
WORK=${WORK:-/home/dev}; P=$WORK/fishladder
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > ladder.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char species[16]; int count; double mean_len_cm; } tally_t;
typedef struct { int pools; tally_t **per_pool; int *velocity_cm_s; } ladder_t;

static ladder_t *ladder_new(int pools) {
    ladder_t *l = malloc(sizeof *l);
    l->pools = pools;
    l->per_pool = calloc(pools, sizeof *l->per_pool);
    l->velocity_cm_s = malloc(pools * sizeof(int));
    for (int i = 0; i < pools; i++) l->per_pool[i] = calloc(4, sizeof(tally_t));
    return l;
}

static void record(ladder_t *l, int pool, const char *species, double len) {
    tally_t *t = l->per_pool[pool];
    int i = 0;
    while (t[i].count && strcmp(t[i].species, species) != 0) i++;
    strcpy(t[i].species, species);
    t[i].mean_len_cm = (t[i].mean_len_cm * t[i].count + len) / (t[i].count + 1);
    t[i].count++;
}

static int fastest_pool(const ladder_t *l) {
    int best = 0;
    for (int i = 1; i < l->pools; i++)
        if (l->velocity_cm_s[i] > l->velocity_cm_s[best]) best = i;
    return best;
}

int main(void) {
    ladder_t *l = ladder_new(6);
    for (int i = 0; i < 5; i++) l->velocity_cm_s[i] = 140 + 15 * i;
    const char *fish[] = { "atlantic salmon", "sea trout", "european eel", "river lamprey", "grayling" };
    for (int n = 0; n < 40; n++) record(l, n % 6, fish[n % 5], 30.0 + n);
    printf("fastest pool: %d\n", fastest_pool(l));
    for (int p = 0; p < l->pools; p++)
        printf("pool %d: %s x%d\n", p, l->per_pool[p][0].species, l->per_pool[p][0].count);
    free(l->velocity_cm_s);
    free(l);
    return 0;
}
EOF
gcc -g -O0 -o ladder ladder.c
{ echo '$ valgrind --leak-check=full ./ladder'; valgrind --leak-check=full ./ladder 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/^==[0-9]*==/==31337==/'
