#!/bin/bash
# valgrind --leak-check=full --show-leak-kinds=all of a dry-dock work-order tool: ~380 still-reachable
# records from its per-trade caches and one definitely-lost block hidden among them
. "$(dirname "$0")/d-lib.sh"
proj dockyard
mkdir -p gen
{
  echo '#include <stdlib.h>'
  echo '#include <string.h>'
  echo 'void *registry[512]; int nreg;'
  for i in $(seq -w 1 380); do
    echo "void cache_trade_$i(void) { char *p = malloc($((20 + 10#$i / 2))); memset(p, $((10#$i % 200)), $((20 + 10#$i / 2))); registry[nreg++] = p; }"
  done
  echo 'void warm_caches(void) {'
  for i in $(seq -w 1 380); do echo "    cache_trade_$i();"; done
  echo '}'
} > gen/caches.c
cat > workorder.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void warm_caches(void);

typedef struct order { char hull[16]; char *notes; double hours; struct order *next; } order_t;

static order_t *new_order(const char *hull, const char *notes, double h) {
    order_t *o = calloc(1, sizeof *o);
    strncpy(o->hull, hull, sizeof o->hull - 1);
    o->notes = strdup(notes);
    o->hours = h;
    return o;
}

static double plan_blasting(const char *hull) {
    order_t *tmp = new_order(hull, "grit blast + two coats antifouling, check anodes on rudder stock", 36.5);
    double h = tmp->hours * 1.1;
    return h;          /* tmp never freed */
}

int main(void) {
    warm_caches();
    order_t *q = new_order("MV Kittiwake", "replace stern tube seals", 48);
    printf("blasting estimate: %.1f h\n", plan_blasting("MV Kittiwake"));
    printf("seal job: %.1f h\n", q->hours);
    free(q->notes);
    free(q);
    return 0;
}
C
gcc -g -O0 -o workorder workorder.c gen/caches.c
capture d-valgrind-leaks-dockyard 'valgrind --leak-check=full --show-leak-kinds=all ./workorder'
