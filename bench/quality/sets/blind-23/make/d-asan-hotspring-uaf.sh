#!/bin/bash
# a hot-spring bathhouse booking tool built with -fsanitize=address hits a heap-use-after-free
WORK=${WORK:-/home/dev}; P=$WORK/hotspring
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > pools.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Booking {
    char guest[24];
    int pool;
    int minutes;
    struct Booking *next;
} Booking;

typedef struct { Booking *head; int count; } Ledger;

static Booking *book(Ledger *l, const char *guest, int pool, int minutes) {
    Booking *b = calloc(1, sizeof *b);
    strncpy(b->guest, guest, sizeof b->guest - 1);
    b->pool = pool;
    b->minutes = minutes;
    b->next = l->head;
    l->head = b;
    l->count++;
    return b;
}

static void cancel_expired(Ledger *l, int limit) {
    Booking **pp = &l->head;
    while (*pp) {
        Booking *b = *pp;
        if (b->minutes > limit) {
            *pp = b->next;
            free(b);
            l->count--;
        }
        pp = &b->next;
    }
}

static int pool_load(const Ledger *l, int pool) {
    int total = 0;
    for (const Booking *b = l->head; b; b = b->next)
        if (b->pool == pool) total += b->minutes;
    return total;
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    Ledger l = {0};
    const char *guests[] = {"Aiko", "Bruno", "Chidi", "Dagny", "Eero", "Farah", "Gunnhild", "Hiroshi",
                            "Ines", "Jovan", "Kalani", "Liesel", "Mateo", "Nuala", "Oskar", "Priya"};
    for (int i = 0; i < 48; i++) {
        Booking *b = book(&l, guests[i % 16], i % 3, 30 + (i * 37) % 140);
        printf("booked %-9s round %d  pool %d  %3d min  (ledger %d)\n", b->guest, i / 16 + 1, b->pool, b->minutes, l.count);
    }
    printf("bookings: %d\n", l.count);
    cancel_expired(&l, 120);
    printf("after cancel: %d\n", l.count);
    for (int p = 0; p < 3; p++)
        printf("pool %d load: %d min\n", p, pool_load(&l, p));
    return 0;
}
EOF
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer pools.c -o pools
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
run ./pools | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -E -e 's/==[0-9]+==/==4242==/g' -e 's/thread T0 \(.*\)/thread T0/'
