#!/usr/bin/env bash
# linking a rickshaw-fleet fare calculator: undefined references (missing -lm, a static inline helper, a misspelt function)
set -u
WORK=${WORK:-/home/dev}
P=$WORK/rickshaw-fares
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/fares.h <<'T'
#ifndef FARES_H
#define FARES_H
struct trip { double km; int minutes; int passengers; int night; };
double base_fare(const struct trip *t);
double surge_multiplier(int hour, int rain);
double haversine_km(double lat1, double lon1, double lat2, double lon2);
int rider_discount_pct(const char *card);
#endif
T
cat > src/fare.c <<'T'
#include "fares.h"
double base_fare(const struct trip *t)
{
    double f = 1.20 + 0.85 * t->km + 0.10 * t->minutes;
    if (t->passengers > 2) f *= 1.15;
    if (t->night) f *= 1.25;
    return f;
}
double surge_multipler(int hour, int rain)
{
    double m = (hour >= 17 && hour <= 19) ? 1.4 : 1.0;
    return rain ? m + 0.3 : m;
}
T
cat > src/geo.c <<'T'
#include <math.h>
#include "fares.h"
double haversine_km(double lat1, double lon1, double lat2, double lon2)
{
    const double r = 6371.0, d = M_PI / 180.0;
    double a = pow(sin((lat2 - lat1) * d / 2), 2) +
               cos(lat1 * d) * cos(lat2 * d) * pow(sin((lon2 - lon1) * d / 2), 2);
    return 2 * r * asin(sqrt(a));
}
T
cat > src/cards.c <<'T'
#include <string.h>
#include "fares.h"
static int student_card(const char *card) { return strncmp(card, "STU-", 4) == 0; }
int rider_discount_pct(const char *card)
{
    if (student_card(card)) return 20;
    if (senior_card(card)) return 30;
    return 0;
}
T
cat > src/main.c <<'T'
#include <stdio.h>
#include "fares.h"
int main(void)
{
    struct trip t = { haversine_km(52.52, 13.405, 52.50, 13.45), 14, 3, 0 };
    double fare = base_fare(&t) * surge_multiplier(18, 1);
    fare *= (100 - rider_discount_pct("STU-4411")) / 100.0;
    printf("%.2f km -> EUR %.2f\n", t.km, fare);
    return 0;
}
T
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{
echo '$ gcc -std=gnu11 -O2 -Wall -Iinclude -c src/fare.c src/geo.c src/cards.c src/main.c'
gcc -std=gnu11 -O2 -Wall -Iinclude -c src/fare.c src/geo.c src/cards.c src/main.c 2>&1; echo "exit status: $?"
echo '$ gcc -o rickshaw fare.o geo.o cards.o main.o'
gcc -o rickshaw fare.o geo.o cards.o main.o 2>&1; echo "exit status: $?"
} | neutral
