#!/usr/bin/env bash
# valgrind --leak-check=full on a pelota (fronton) court booking tool: invalid read, uninitialised jump, leaks
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/fronton-book
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > fronton.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct booking {
    char *player;
    int court;
    int hour;
    struct booking *next;
} booking_t;

static booking_t *book(booking_t *head, const char *player, int court, int hour)
{
    booking_t *b = malloc(sizeof *b);
    b->player = strdup(player);
    b->court = court;
    b->hour = hour;
    b->next = head;
    return b;
}

static booking_t *cancel(booking_t *head, const char *player)
{
    booking_t *prev = NULL;
    for (booking_t *b = head; b; prev = b, b = b->next) {
        if (strcmp(b->player, player) == 0) {
            booking_t *next = b->next;
            free(b->player);
            free(b);
            if (prev) prev->next = next; else head = next;
            printf("cancelled %s (court %d at %d:00)\n", player, b->court, b->hour);
            return head;
        }
    }
    return head;
}

static int busiest_court(const booking_t *head)
{
    int counts[4];
    for (const booking_t *b = head; b; b = b->next) counts[b->court]++;
    int best = 0;
    for (int c = 1; c < 4; c++) if (counts[c] > counts[best]) best = c;
    return best;
}

int main(void)
{
    booking_t *h = NULL;
    h = book(h, "Etxeberria", 1, 17);
    h = book(h, "Goikoetxea", 2, 18);
    h = book(h, "Irujo", 1, 19);
    h = book(h, "Olaizola", 3, 19);
    h = book(h, "Bengoetxea", 2, 20);
    h = cancel(h, "Irujo");
    printf("busiest court: %d\n", busiest_court(h));
    for (booking_t *b = h; b; b = b->next) printf("%-12s court %d %d:00\n", b->player, b->court, b->hour);
    free(h);
    return 0;
}
T
gcc -g -O0 -o fronton fronton.c
run valgrind --leak-check=full --track-origins=yes ./fronton | sed -E 's/^==[0-9]+==/==PID==/' | neutral
