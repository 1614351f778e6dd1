#!/bin/bash
# A dumpling-kitchen order queue built with -fsanitize=address: heap-use-after-free at runtime.
WORK=${WORK:-/home/dev}; P=$WORK/dumplingq; rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > queue.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct order { int ticket; char filling[24]; int pieces; struct order *next; } order;
typedef struct { order *head, *tail; int steamers_free; } kitchen;

static order *order_new(int ticket, const char *filling, int pieces) {
    order *o = calloc(1, sizeof *o);
    o->ticket = ticket; strncpy(o->filling, filling, sizeof o->filling - 1); o->pieces = pieces;
    return o;
}
static void enqueue(kitchen *k, order *o) { if (k->tail) k->tail->next = o; else k->head = o; k->tail = o; }
static order *dequeue(kitchen *k) {
    order *o = k->head;
    if (o) { k->head = o->next; if (!k->head) k->tail = NULL; }
    return o;
}
static void serve(order *o) {
    printf("ticket %d: %d x %s served\n", o->ticket, o->pieces, o->filling);
    free(o);
}
static int steam_batch(kitchen *k) {
    int served = 0;
    while (k->steamers_free > 0 && k->head) {
        order *o = dequeue(k);
        serve(o);
        if (o->pieces > 8) k->steamers_free -= 2; else k->steamers_free -= 1;
        served++;
    }
    return served;
}
int main(void) {
    kitchen k = {0};
    k.steamers_free = 4;
    enqueue(&k, order_new(41, "pork & chive", 6));
    enqueue(&k, order_new(42, "mushroom", 12));
    enqueue(&k, order_new(43, "shrimp", 8));
    printf("batch served %d\n", steam_batch(&k));
    return 0;
}
T
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o queue queue.c
{ echo '$ ./queue'; ASAN_OPTIONS=detect_leaks=1 ./queue 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/==[0-9][0-9]*==/==48213==/g'
