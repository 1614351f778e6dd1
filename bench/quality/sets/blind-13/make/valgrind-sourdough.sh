#!/usr/bin/env bash
# Sourdough starter feeding planner: valgrind memcheck finds an off-by-one write and a leak.
P=${WORK:-/home/dev}/levain-planner
rm -rf "$P"; mkdir -p "$P"; cd "$P"
neut() { sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/^==[0-9]*==/==31877==/'; }
cat > feeding.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int hour; double flour_g; double water_g; } feed_t;

static char *label_for(const char *flour, int hydration) {
    size_t n = strlen(flour) + 8;
    char *s = malloc(n);
    snprintf(s, n, "%s@%d%%", flour, hydration);
    return s;
}

static feed_t *plan(int feeds, double starter_g, int hydration) {
    feed_t *f = malloc(sizeof(feed_t) * feeds);
    for (int i = 0; i <= feeds; i++) {
        f[i].hour = i * 12;
        f[i].flour_g = starter_g;
        f[i].water_g = starter_g * hydration / 100.0;
        starter_g *= 2;
    }
    return f;
}

int main(void) {
    const char *flours[] = { "rye", "spelt", "einkorn" };
    for (int k = 0; k < 3; k++) {
        char *label = label_for(flours[k], 100 - k * 10);
        feed_t *f = plan(4, 25.0, 100 - k * 10);
        printf("%-14s last feed at +%dh: %.0fg flour\n", label, f[3].hour, f[3].flour_g);
        free(f);
        if (k == 0) free(label);
    }
    return 0;
}
EOF
gcc -g -O0 -o feeding feeding.c
echo '$ valgrind --leak-check=full ./feeding'
valgrind --leak-check=full ./feeding 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
