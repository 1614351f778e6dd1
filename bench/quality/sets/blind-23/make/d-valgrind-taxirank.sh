#!/bin/bash
# valgrind --leak-check=full on a taxi-rank dispatcher: invalid read past an array and leaked queue nodes
WORK=${WORK:-/home/dev}; P=$WORK/taxirank
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > rank.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BAYS 5

typedef struct Cab { int id; int seats; struct Cab *next; } Cab;
typedef struct { Cab *head, *tail; int len; } Queue;

static void enqueue(Queue *q, int id, int seats) {
    Cab *c = malloc(sizeof *c);
    c->id = id; c->seats = seats; c->next = NULL;
    if (q->tail) q->tail->next = c; else q->head = c;
    q->tail = c;
    q->len++;
}

static Cab *dequeue(Queue *q) {
    Cab *c = q->head;
    if (!c) return NULL;
    q->head = c->next;
    if (!q->head) q->tail = NULL;
    q->len--;
    return c;
}

static int busiest_bay(const int *waits) {
    int best = 0;
    for (int i = 0; i <= BAYS; i++)
        if (waits[i] > waits[best]) best = i;
    return best;
}

int main(void) {
    Queue q = {0};
    int *waits = malloc(BAYS * sizeof *waits);
    for (int i = 0; i < BAYS; i++) waits[i] = (i * 7) % 11;
    for (int id = 100; id < 112; id++) enqueue(&q, id, id % 2 ? 4 : 7);
    for (int n = 0; n < 5; n++) {
        Cab *c = dequeue(&q);
        printf("dispatch cab %d (%d seats)\n", c->id, c->seats);
        free(c);
    }
    printf("busiest bay: %d\n", busiest_bay(waits));
    printf("cabs still waiting: %d\n", q.len);
    free(waits);
    return 0;
}
EOF
gcc -g -O0 rank.c -o rank
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
run valgrind --leak-check=full --show-leak-kinds=all ./rank | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -E -e 's/==[0-9]+==/==3117==/g'
