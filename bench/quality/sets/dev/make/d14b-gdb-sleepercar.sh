#!/usr/bin/env bash
# gdb -batch on a night-train sleeper-car berth allocator in C (pthreads): a long allocation log,
# then SIGSEGV in one worker; bt, bt full of the frame, info threads, thread apply all bt.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/sleepercar
rm -rf "$P"; mkdir -p "$P"
cd "$P"
cat > berths.c <<'T'
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define WORKERS 10
#define BOOKINGS 1500

typedef struct { char code[8]; int berths; int taken; } coach;
typedef struct { int id; const char *name; int coach_no; int lower; } booking;

static coach coaches[6] = {{"S1", 40, 0}, {"S2", 40, 0}, {"S3", 36, 0}, {"C4", 60, 0}, {"C5", 60, 0}, {"LX", 12, 0}};
static booking bookings[BOOKINGS];
static int next_booking = 0;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t idle = PTHREAD_COND_INITIALIZER;

static coach *coach_for(const booking *b) {
    if (b->coach_no < 1 || b->coach_no > 6) return NULL;   /* 7 = "add-on coach" not in this consist */
    return &coaches[b->coach_no - 1];
}

static int assign_berth(const booking *b, int worker) {
    coach *c = coach_for(b);
    int berth = c->taken % c->berths + 1;   /* wraps: overbooking handled by the ticket office */
    c->taken++;
    printf("w%02d booking %05d %-9s -> %s berth %2d%s\n", worker, b->id, b->name, c->code, berth, b->lower ? " (lower)" : "");
    return berth;
}

static void *worker(void *arg) {
    int w = (int)(long)arg;
    for (;;) {
        pthread_mutex_lock(&mu);
        if (next_booking >= BOOKINGS) { pthread_cond_wait(&idle, &mu); pthread_mutex_unlock(&mu); continue; }
        booking *b = &bookings[next_booking++];
        assign_berth(b, w);
        pthread_mutex_unlock(&mu);
    }
    return NULL;
}

int main(void) {
    static const char *names[] = {"Aaltonen", "Bianchi", "Czerny", "Dubois", "Eriksen", "Fontaine", "Gruber", "Horvat"};
    setvbuf(stdout, NULL, _IOLBF, 0);
    for (int i = 0; i < BOOKINGS; i++) {
        bookings[i].id = 40000 + i;
        bookings[i].name = names[i % 8];
        bookings[i].coach_no = (i == 1447) ? 7 : 1 + i % 6;
        bookings[i].lower = (i % 3 == 0);
    }
    printf("night train NT-482 Vienna-Hamburg: %d bookings, %d workers\n", BOOKINGS, WORKERS);
    pthread_t t[WORKERS];
    for (long i = 0; i < WORKERS; i++) pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < WORKERS; i++) pthread_join(t[i], NULL);
    return 0;
}
T
gcc -g -O0 -pthread -o berths berths.c 2>&1
cmd='gdb -q -batch -ex run -ex bt -ex "frame 1" -ex "info locals" -ex "print *b" -ex "info threads" -ex "thread apply all bt" ./berths'
{
  echo "\$ $cmd"
  timeout 120 gdb -q -batch -ex run -ex bt -ex "frame 1" -ex "info locals" -ex "print *b" -ex "info threads" -ex "thread apply all bt" ./berths 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' > "$WORK/out.txt"
