#!/usr/bin/env bash
# d18d: long verbose make (V=1) of a C project "pastybakery" with -k; one source has a compile error in the middle.
WORK=${WORK:-/home/dev}
P=$WORK/pastybakery
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > include/bakery.h <<'H'
#ifndef BAKERY_H
#define BAKERY_H
#include <stddef.h>
typedef struct { const char *name; int grams; double cost_per_kg; } ingredient_t;
typedef struct { const char *filling; ingredient_t items[8]; size_t n; int oven_minutes; } recipe_t;
double recipe_cost(const recipe_t *r);
int batch_capacity(int trays, int per_tray);
#endif
H
i=0
for area in stock order route till oven; do
  for thing in flour butter swede onion potato beef cheese pepper salt egg tray van cafe pub label allergen receipt loyalty waste rota; do
    m=${area}_${thing}
    i=$((i+1))
    if [ $((i % 9)) -eq 4 ]; then
      extra="    int spare_${thing} = trays * 2;"
    else
      extra=""
    fi
    cat > src/$m.c <<C
#include <stdio.h>
#include <string.h>
#include "bakery.h"

/* $m: part of the pasty bakery back office */
static int ${m}_counter = $i;

int ${m}_step(int trays)
{
$extra
    int cap = batch_capacity(trays, 12);
    ${m}_counter += cap;
    return ${m}_counter;
}

const char *${m}_name(void)
{
    return "$m";
}
C
  done
done
# one broken unit in the middle
cat > src/shelf_life.c <<'C'
#include <stdio.h>
#include <time.h>
#include "bakery.h"

typedef struct { const char *filling; int hours; } shelf_rule_t;

static const shelf_rule_t RULES[] = {
    { "beef", 48 }, { "veg", 72 }, { "cheese", 36 },
};

int shelf_life_step(int trays)
{
    int total = 0;
    for (size_t i = 0; i < sizeof RULES / sizeof RULES[0]; i++)
        total += RULES[i].hours * trays;
    return total;
}

int shelf_life_hours(const recipe_t *r)
{
    for (size_t i = 0; i < sizeof RULES / sizeof RULES[0]; i++)
        if (strcmp(RULES[i].filling, r->filling) == 0)
            return RULES[i].hour;
    return 24;
}

const char *shelf_life_name(void) { return "shelf_life"; }
C
cat > src/core.c <<'C'
#include "bakery.h"
double recipe_cost(const recipe_t *r)
{
    double c = 0;
    for (size_t i = 0; i < r->n; i++)
        c += r->items[i].grams / 1000.0 * r->items[i].cost_per_kg;
    return c;
}
int batch_capacity(int trays, int per_tray) { return trays * per_tray; }
C
cat > src/main.c <<'C'
#include <stdio.h>
#include "bakery.h"
int main(void)
{
    printf("capacity %d\n", batch_capacity(6, 12));
    return 0;
}
C
cat > Makefile <<'M'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Iinclude -MMD -MP
SRCS    = $(wildcard src/*.c)
OBJS    = $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/pastybakery

build:
	mkdir -p build

build/%.o: src/%.c | build
	$(CC) $(CFLAGS) -c $< -o $@

build/pastybakery: $(OBJS)
	$(CC) $(OBJS) -o $@ -lm

clean:
	rm -rf build
-include $(OBJS:.o=.d)
M
{
echo "\$ make -k -j1 V=1 2>&1"
timeout 120 make -k -j1 V=1 2>&1
echo "exit status: $?"
} | head -c 3000000 | neutral
