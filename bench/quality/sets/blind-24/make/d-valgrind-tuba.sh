#!/bin/bash
# valgrind --leak-check=full of a brass-band rehearsal scheduler: invalid read, uninitialised jump, leaks
. "$(dirname "$0")/d-lib.sh"
proj bandroll
cat > roll.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct player { char *name; char part[16]; int present; struct player *next; } player_t;

static player_t *add(player_t *head, const char *name, const char *part) {
    player_t *p = malloc(sizeof *p);
    p->name = strdup(name);
    strncpy(p->part, part, sizeof p->part - 1);
    p->next = head;
    return p;
}

static int count_section(player_t *h, const char *part) {
    int n = 0;
    for (; h; h = h->next) if (h->present && strstr(h->part, part)) n++;
    return n;
}

static void drop_first(player_t **head) {
    player_t *p = *head;
    *head = p->next;
    free(p);
}

int main(void) {
    player_t *band = NULL;
    const char *names[] = {"Ada","Bryn","Cai","Dilys","Eifion","Ffion","Gethin","Heledd"};
    const char *parts[] = {"solo cornet","repiano","flugel","tenor horn","baritone","euphonium","Eb tuba","Bb tuba"};
    for (int i = 0; i < 8; i++) {
        band = add(band, names[i], parts[i]);
        if (i % 3) band->present = 1;
    }
    player_t *last = band;
    drop_first(&band);
    printf("dropped %s\n", last->name);
    printf("tubas present: %d\n", count_section(band, "tuba"));
    return 0;
}
C
gcc -g -O0 -o roll roll.c
capture d-valgrind-tuba 'valgrind --leak-check=full --track-origins=yes ./roll'
