#!/bin/bash
# Cheese-cave humidity controller: simulated control loop that crashes with a segfault.
P=${WORK:-/home/dev}/cavectl
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > cavectl.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct zone {
    const char *name;
    double rh_target, rh;
    double temp_c;
    int mister_on;
    struct zone *downstream;   /* air flows into this zone */
} zone_t;

static const char *wheel_for(int shelf) {
    static const char *wheels[] = {"Tomme A12", "Tomme A13", "Comte B02", "Reblochon C7"};
    return shelf < 4 ? wheels[shelf] : NULL;
}

static void step(zone_t *z, int minute) {
    double err = z->rh_target - z->rh;
    z->mister_on = err > 1.5;
    z->rh += z->mister_on ? 0.9 : -0.35;
    /* while misting, push 5% of the humidity difference into the next zone */
    if (z->mister_on)
        z->downstream->rh += 0.05 * (z->rh - z->downstream->rh);
    printf("t=%03d %-8s rh=%5.1f%% target=%4.1f%% mister=%s\n", minute, z->name, z->rh,
           z->rh_target, z->mister_on ? "ON" : "off");
}

int main(int argc, char **argv) {
    int minutes = argc > 1 ? atoi(argv[1]) : 30;
    zone_t affinage = {"affinage", 84.0, 87.5, 11.5, 0, NULL};
    zone_t tomme    = {"tomme",    90.0, 88.0, 10.5, 0, &affinage};
    zone_t bleu     = {"bleu",     94.0, 93.0, 9.0,  0, &tomme};
    zone_t washed   = {"washed",   95.0, 94.5, 13.5, 0, &bleu};
    zone_t drying   = {"drying",   80.0, 83.0, 13.0, 0, &washed};
    zone_t brine    = {"brine",    85.0, 84.0, 12.0, 0, &drying};
    zone_t ripening = {"ripening", 88.0, 86.0, 12.5, 0, &brine};
    zone_t *zones[] = {&ripening, &brine, &drying, &washed, &bleu, &tomme, &affinage};

    printf("cavectl 1.2 starting, %d minute simulation\n", minutes);
    for (int shelf = 0; shelf < 5; shelf++) {
        const char *w = wheel_for(shelf);
        printf("shelf %d: %s (%zu chars)\n", shelf, w ? w : "-", w ? strlen(w) : 0);
    }
    fflush(stdout);
    for (int m = 0; m < minutes; m += 5) {
        for (int i = 0; i < 7; i++) step(zones[i], m);
        fflush(stdout);
    }
    puts("simulation complete");
    return 0;
}
EOF
gcc -g -O0 -Wall -o cavectl cavectl.c
bash -c './cavectl 180; echo "exit status: $?"' 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
