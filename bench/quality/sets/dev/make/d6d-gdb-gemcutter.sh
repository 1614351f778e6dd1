#!/bin/bash
# gdb -batch backtrace of a gemstone facet-plan program that segfaults deep in a recursive search.
# usage: WORK=<scratch dir> bash d6d-gdb-gemcutter.sh > ../outputs/d6d-gdb-gemcutter.txt
WORK=${WORK:-/home/dev}
P=$WORK/gemcutter
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > facets.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct facet {
    const char *name;
    double angle_deg;   /* cutting angle against the girdle */
    int index_gear;     /* index wheel position, 0..95 */
    struct facet *next;
} facet_t;

typedef struct {
    const char *cut;
    double ri;          /* refractive index of the rough */
    facet_t *crown;
    facet_t *pavilion;
} plan_t;

static facet_t *facet(const char *name, double angle, int idx, facet_t *next)
{
    facet_t *f = malloc(sizeof *f);
    f->name = name; f->angle_deg = angle; f->index_gear = idx; f->next = next;
    return f;
}

/* critical angle check: pavilion facets steeper than asin(1/ri) leak light */
static int leaks_light(const plan_t *p, const facet_t *f)
{
    double crit = 180.0 / 3.14159265 * __builtin_asin(1.0 / p->ri);
    return f->angle_deg < crit;
}

static int count_leaky(const plan_t *p, const facet_t *f, int depth)
{
    if (f->index_gear == 96)
        return 0;
    return leaks_light(p, f) + count_leaky(p, f->next, depth + 1);
}

static double yield_pct(const plan_t *p)
{
    int leaky = count_leaky(p, p->pavilion, 0);
    return 100.0 - leaky * 6.5;
}

int main(int argc, char **argv)
{
    plan_t p = { "standard round brilliant", argc > 1 ? atof(argv[1]) : 1.77, NULL, NULL };
    p.crown = facet("table", 0.0, 96, NULL);
    p.crown = facet("star", 15.0, 3, p.crown);
    p.crown = facet("bezel", 34.5, 6, p.crown);
    p.pavilion = facet("culet-guard", 41.0, 96, NULL);
    p.pavilion = facet("pavilion-main", 40.75, 12, NULL);
    p.pavilion = facet("lower-girdle", 42.0, 9, p.pavilion);
    printf("%s in corundum (ri %.2f): yield %.1f%%\n", p.cut, p.ri, yield_pct(&p));
    return 0;
}
EOF
gcc -g -O0 -o facets facets.c -lm
{
  echo '$ gcc -g -O0 -o facets facets.c -lm && gdb -q -batch -ex run -ex bt -ex "frame 1" -ex "info locals" -ex "print *f" -ex "print p->pavilion->next->next" ./facets'
  gdb -q -batch -ex run -ex bt -ex "frame 1" -ex "info locals" -ex "print *f" -ex "print p->pavilion->next->next" ./facets 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/process [0-9]\+/process 21877/'
