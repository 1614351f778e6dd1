#!/usr/bin/env bash
# gdb -batch: run an eel-trap telemetry hub (pthreads) until it segfaults, then `thread apply all bt`
set -u
WORK=${WORK:-/home/dev}
P=$WORK/eeltrap
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > src/hub.c <<'EOF'
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TRAPS 40

typedef struct { int id; int depth; const char *river; char *last_frame; } trap;

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t  cv = PTHREAD_COND_INITIALIZER;
static int shutdown_flag;

static const char *rivers[] = { "Severn", "Shannon", "Erne", "Bann", "Wye" };

static int wait_for_tide(trap *t)
{
    pthread_mutex_lock(&mu);
    while (!shutdown_flag)
        pthread_cond_wait(&cv, &mu);
    pthread_mutex_unlock(&mu);
    return t->id;
}

static int decode_segment(trap *t, int level)
{
    if (level == 0)
        return wait_for_tide(t);
    return decode_segment(t, level - 1) + 1;
}

static size_t frame_checksum(const trap *t)
{
    /* last_frame is only set once the first RF frame has arrived */
    return strlen(t->last_frame) * 31u + (size_t)t->id;
}

static void *trap_worker(void *arg)
{
    trap *t = arg;
    if (t->id == 27) {
        usleep(300000);
        printf("trap %d (%s): checksum %zu\n", t->id, t->river, frame_checksum(t));
        return NULL;
    }
    decode_segment(t, t->depth);
    return NULL;
}

int main(void)
{
    pthread_t th[TRAPS];
    trap traps[TRAPS];
    printf("eeltrap hub 0.9.4: starting %d trap workers\n", TRAPS);
    for (int i = 0; i < TRAPS; i++) {
        traps[i].id = i;
        traps[i].depth = 22 + (i % 9);
        traps[i].river = rivers[i % 5];
        traps[i].last_frame = (i == 27) ? NULL : strdup("RF:00");
        char name[16];
        pthread_create(&th[i], NULL, trap_worker, &traps[i]);
        snprintf(name, sizeof name, "trap-%02d", i);
        pthread_setname_np(th[i], name);
    }
    for (int i = 0; i < TRAPS; i++)
        pthread_join(th[i], NULL);
    return 0;
}
EOF
gcc -g -O0 -pthread -o eelhub src/hub.c 2>&1
{
  echo '$ gdb -q -batch -ex run -ex "thread apply all bt" ./eelhub'
  timeout 120 gdb -q -batch -ex run -ex "thread apply all bt" ./eelhub 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
