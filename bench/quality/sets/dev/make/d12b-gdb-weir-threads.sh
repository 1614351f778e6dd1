#!/bin/bash
# gdb -batch on a multi-threaded river-weir gate controller that segfaults in a worker thread:
# program log, the crash, bt full, and thread apply all bt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/weirctl
rm -rf "$P"; mkdir -p "$P"
cat > "$P/weirctl.c" <<'EOF'
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NGATES 6

typedef struct { int id; double opening_m; double head_m; double flow_m3s; } gate_t;
typedef struct { const char *station; double level_m; double *history; int hist_len; } gauge_t;

static gate_t gates[NGATES];
static gauge_t gauges[3];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_barrier_t ready;

static double weir_flow(double opening, double head) {
    const double cd = 0.62, width = 4.5, g = 9.81;
    return cd * width * opening * __builtin_sqrt(2 * g * head);
}

static double average_level(const gauge_t *gg, int window) {
    double sum = 0;
    for (int i = 0; i < window; i++) sum += gg->history[gg->hist_len - 1 - i];
    return sum / window;
}

static void *gate_worker(void *arg) {
    gate_t *gt = arg;
    pthread_barrier_wait(&ready);
    for (int step = 0; step < 4; step++) {
        pthread_mutex_lock(&lock);
        gt->flow_m3s = weir_flow(gt->opening_m, gt->head_m);
        printf("gate %d step %d opening %.2f m head %.2f m flow %.2f m3/s\n", gt->id, step, gt->opening_m, gt->head_m, gt->flow_m3s);
        pthread_mutex_unlock(&lock);
        usleep(2000);
    }
    pthread_barrier_wait(&ready);
    sleep(5);
    return NULL;
}

static void *gauge_worker(void *arg) {
    gauge_t *gg = arg;
    pthread_barrier_wait(&ready);
    pthread_barrier_wait(&ready);
    usleep(20000 * (1 + (int)(gg - gauges)));
    double avg = average_level(gg, 12);
    printf("gauge %s: 12-sample mean level %.3f m\n", gg->station, avg);
    return NULL;
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    pthread_t gt[NGATES], ga[3];
    pthread_barrier_init(&ready, NULL, NGATES + 3 + 1);
    const char *stations[3] = {"Millbrook upstream", "Millbrook tailwater", "Osier Lane"};
    for (int i = 0; i < 3; i++) {
        gauges[i].station = stations[i];
        gauges[i].hist_len = i == 2 ? 0 : 48;
        gauges[i].history = gauges[i].hist_len ? calloc(48, sizeof(double)) : NULL;
        for (int k = 0; k < gauges[i].hist_len; k++) gauges[i].history[k] = 2.1 + 0.01 * k;
        printf("gauge %-20s %d samples loaded\n", stations[i], gauges[i].hist_len);
    }
    for (int i = 0; i < NGATES; i++) {
        gates[i] = (gate_t){ i + 1, 0.25 + 0.1 * i, 1.8 - 0.05 * i, 0 };
        pthread_create(&gt[i], NULL, gate_worker, &gates[i]);
    }
    for (int i = 0; i < 3; i++) pthread_create(&ga[i], NULL, gauge_worker, &gauges[i]);
    pthread_barrier_wait(&ready);
    pthread_barrier_wait(&ready);
    for (int i = 0; i < 3; i++) pthread_join(ga[i], NULL);
    for (int i = 0; i < NGATES; i++) pthread_join(gt[i], NULL);
    puts("all gates settled");
    return 0;
}
EOF
cd "$P"
gcc -g -O0 -pthread -o weirctl weirctl.c -lm 2>&1
{
echo '$ gdb -q -batch -ex run -ex bt -ex "bt full" -ex "info threads" -ex "thread apply all bt" ./weirctl'
timeout 120 gdb -q -batch -ex run -ex bt -ex "bt full" -ex "info threads" -ex "thread apply all bt" ./weirctl 2>&1
echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
