#!/bin/bash
# valgrind --leak-check=full on a hay-bale inventory tool: invalid read, uninitialised jump, leaks.
WORK=${WORK:-/home/dev}; P=$WORK/hayloft; rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > bales.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct { char field[16]; int cut; double kg; double moisture; } bale;
typedef struct { bale *items; int n, cap; } stack;
static void push(stack *s, const char *field, int cut, double kg, double moist) {
    if (s->n == s->cap) { s->cap = s->cap ? s->cap * 2 : 4; s->items = realloc(s->items, s->cap * sizeof(bale)); }
    bale *b = &s->items[s->n++];
    strcpy(b->field, field); b->cut = cut; b->kg = kg; b->moisture = moist;
}
static char *label(const bale *b) {
    char *l = malloc(48);
    snprintf(l, 48, "%s/cut%d/%.0fkg", b->field, b->cut, b->kg);
    return l;
}
static int risky(const stack *s) {
    int flagged;
    for (int i = 0; i <= s->n; i++) if (s->items[i].moisture > 20.0) flagged++;
    return flagged;
}
int main(void) {
    stack s = {0};
    push(&s, "Long Meadow", 1, 22.5, 14.0);
    push(&s, "Long Meadow", 1, 23.1, 15.5);
    push(&s, "Church Acre", 2, 19.8, 21.0);
    push(&s, "Church Acre", 2, 20.4, 18.2);
    push(&s, "Top Paddock", 1, 24.0, 23.4);
    for (int i = 0; i < s.n; i++) { char *l = label(&s.items[i]); printf("%s\n", l); if (i % 2) free(l); }
    int r = risky(&s);
    if (r > 0) printf("%d bales over 20%% moisture\n", r);
    return 0;
}
T
gcc -g -O0 -o bales bales.c
{ echo '$ valgrind --leak-check=full ./bales'; valgrind --leak-check=full ./bales 2>&1; echo "exit status: $?"; } \
 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/==[0-9][0-9]*==/==31877==/g'
