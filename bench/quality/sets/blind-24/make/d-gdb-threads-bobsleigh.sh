#!/bin/bash
# gdb batch: a bobsleigh timing daemon hangs (lock-order deadlock); a watchdog alarm stops it under gdb
# and "thread apply all bt" shows who holds what
. "$(dirname "$0")/d-lib.sh"
proj bobtiming
cat > timing.c <<'C'
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static pthread_mutex_t split_lock = PTHREAD_MUTEX_INITIALIZER;   /* intermediate split times */
static pthread_mutex_t board_lock = PTHREAD_MUTEX_INITIALIZER;   /* public scoreboard */
static double splits[5];
static char board[128];
static pthread_cond_t tick = PTHREAD_COND_INITIALIZER;
static pthread_mutex_t tick_lock = PTHREAD_MUTEX_INITIALIZER;

static void *photocell_reader(void *arg) {
    int cell = (int)(long)arg;
    pthread_mutex_lock(&split_lock);
    splits[cell] = 12.31 + cell * 9.87;
    usleep(200000);
    pthread_mutex_lock(&board_lock);          /* split -> board */
    snprintf(board, sizeof board, "split %d: %.2f", cell, splits[cell]);
    pthread_mutex_unlock(&board_lock);
    pthread_mutex_unlock(&split_lock);
    return NULL;
}

static void *scoreboard_refresh(void *arg) {
    (void)arg;
    pthread_mutex_lock(&board_lock);
    usleep(200000);
    pthread_mutex_lock(&split_lock);          /* board -> split: opposite order */
    snprintf(board, sizeof board, "best split %.2f", splits[0]);
    pthread_mutex_unlock(&split_lock);
    pthread_mutex_unlock(&board_lock);
    return NULL;
}

static void *ice_temp_logger(void *arg) {
    (void)arg;
    pthread_mutex_lock(&tick_lock);
    for (;;) pthread_cond_wait(&tick, &tick_lock);
    return NULL;
}

int main(void) {
    pthread_t cells[2], board_t, temp_t[3];
    alarm(2);                                  /* watchdog */
    for (int i = 0; i < 3; i++) pthread_create(&temp_t[i], NULL, ice_temp_logger, NULL);
    pthread_create(&cells[0], NULL, photocell_reader, (void *)1L);
    pthread_create(&board_t, NULL, scoreboard_refresh, NULL);
    pthread_create(&cells[1], NULL, photocell_reader, (void *)2L);
    pthread_join(cells[0], NULL);
    pthread_join(board_t, NULL);
    puts(board);
    return 0;
}
C
gcc -g -O0 -pthread -o timing timing.c
capture d-gdb-threads-bobsleigh 'gdb -q -batch -ex "handle SIGALRM stop print" -ex run -ex "info threads" -ex "thread apply all bt" ./timing'
