#!/usr/bin/env bash
# d-valgrind-forge: `valgrind --leak-check=full` on a blacksmith's forge
# heat-log analyser in C: an invalid read past a buffer, a conditional jump on
# uninitialised memory, and several leaks.
WORK=${WORK:-/home/dev}
P=$WORK/forgelog
rm -rf "$P"; mkdir -p "$P"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > heatlog.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct heat {
    char *steel;
    int colour_k;      /* estimated from colour chart */
    int seconds_in_fire;
    int quenched;
};

struct session {
    struct heat *heats;
    int n;
    int cap;
    char *smith;
};

static const char *colour_name(int k) {
    if (k < 750) return "black";
    if (k < 900) return "dull red";
    if (k < 1100) return "cherry";
    if (k < 1250) return "orange";
    if (k < 1400) return "yellow";
    return "white";
}

static struct session *session_new(const char *smith) {
    struct session *s = malloc(sizeof *s);
    s->cap = 4;
    s->n = 0;
    s->heats = malloc(s->cap * sizeof *s->heats);
    s->smith = strdup(smith);
    return s;
}

static void add_heat(struct session *s, const char *steel, int k, int secs) {
    if (s->n == s->cap) {
        s->cap *= 2;
        s->heats = realloc(s->heats, s->cap * sizeof *s->heats);
    }
    struct heat *h = &s->heats[s->n++];
    h->steel = strdup(steel);
    h->colour_k = k;
    h->seconds_in_fire = secs;
    /* quenched is set later, for quench heats only */
}

static double mean_temp(const struct session *s) {
    long sum = 0;
    for (int i = 0; i <= s->n; i++) sum += s->heats[i].colour_k;
    return (double)sum / s->n;
}

static int quench_count(const struct session *s) {
    int q = 0;
    for (int i = 0; i < s->n; i++)
        if (s->heats[i].quenched) q++;
    return q;
}

static char *summary(const struct session *s) {
    char *buf = malloc(128);
    snprintf(buf, 128, "%s: %d heats, mean %.0f K", s->smith, s->n, mean_temp(s));
    return buf;
}

int main(void) {
    struct session *s = session_new("E. Halvorsen");
    const char *steels[] = {"1084", "W2", "O1", "5160", "mild", "1095", "15N20"};
    for (int i = 0; i < 7; i++) {
        int k = 880 + i * 70;
        add_heat(s, steels[i], k, 90 + i * 15);
        printf("heat %d: %-5s %4d K (%s) %ds\n", i + 1, steels[i], k, colour_name(k), 90 + i * 15);
    }
    s->heats[2].quenched = 1;
    printf("%s\n", summary(s));
    printf("quenches: %d\n", quench_count(s));
    free(s->heats);
    free(s);
    return 0;
}
T

gcc -g -O0 -Wall -o heatlog heatlog.c || exit 1
{
  echo '$ valgrind --leak-check=full --show-leak-kinds=all --track-origins=yes ./heatlog'
  valgrind --leak-check=full --show-leak-kinds=all --track-origins=yes ./heatlog 2>&1; echo "exit status: $?"
} | neutral
