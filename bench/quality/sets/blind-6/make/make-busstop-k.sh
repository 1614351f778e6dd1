#!/usr/bin/env bash
# bus-stop arrival predictor in C: make -k over many files, warnings and one error
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/busstop-predictor"
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=gnu11 -O2 -Wall -Wextra -Wshadow -Iinclude -g
SRCS    = $(sort $(wildcard src/*.c))
OBJS    = $(SRCS:src/%.c=build/%.o)

all: build/predictor

build/%.o: src/%.c include/busstop.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build:
	mkdir -p build

build/predictor: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^ -lm

clean:
	rm -rf build
EOF
cat > include/busstop.h <<'EOF'
#ifndef BUSSTOP_H
#define BUSSTOP_H
#include <stddef.h>
#include <time.h>

typedef struct {
    int stop_id;
    char name[48];
    double lat, lon;
} Stop;

typedef struct {
    int route;
    int stop_id;
    time_t scheduled;
    time_t observed;
} Sighting;

typedef struct {
    int route;
    double mean_delay_s;
    double stddev_s;
    size_t samples;
} DelayModel;

double haversine_m(double lat1, double lon1, double lat2, double lon2);
int load_stops(const char *path, Stop *out, size_t max);
int load_sightings(const char *path, Sighting *out, size_t max);
void fit_delay(const Sighting *s, size_t n, int route, DelayModel *m);
time_t predict_arrival(const DelayModel *m, time_t scheduled);
const Stop *nearest_stop(const Stop *stops, size_t n, double lat, double lon);
int headway_s(const Sighting *s, size_t n, int route, int stop_id);
void format_eta(time_t now, time_t eta, char *buf, size_t len);
int route_colour(int route);
int is_night_service(int route);
double walking_minutes(double metres);
void print_board(const Stop *stop, const DelayModel *models, size_t nmodels, time_t now);
#endif
EOF
cat > src/geo.c <<'EOF'
#include <math.h>
#include "busstop.h"

#define EARTH_R 6371000.0

double haversine_m(double lat1, double lon1, double lat2, double lon2)
{
    double p = M_PI / 180.0;
    double a = 0.5 - cos((lat2 - lat1) * p) / 2 + cos(lat1 * p) * cos(lat2 * p) * (1 - cos((lon2 - lon1) * p)) / 2;
    return 2 * EARTH_R * asin(sqrt(a));
}
EOF
cat > src/stops.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "busstop.h"

int load_stops(const char *path, Stop *out, size_t max)
{
    FILE *f = fopen(path, "r");
    int n = 0;
    if (!f)
        return -1;
    while (n < max && fscanf(f, "%d,%47[^,],%lf,%lf\n", &out[n].stop_id, out[n].name, &out[n].lat, &out[n].lon) == 4)
        n++;
    fclose(f);
    return n;
}
EOF
cat > src/sightings.c <<'EOF'
#include <stdio.h>
#include "busstop.h"

int load_sightings(const char *path, Sighting *out, size_t max)
{
    FILE *f = fopen(path, "r");
    size_t n = 0;
    long sch, obs;
    if (!f)
        return -1;
    while (n < max && fscanf(f, "%d,%d,%ld,%ld\n", &out[n].route, &out[n].stop_id, &sch, &obs) == 4) {
        out[n].scheduled = sch;
        out[n].observed = obs;
        n++;
    }
    fclose(f);
    return (int)n;
}
EOF
cat > src/model.c <<'EOF'
#include <math.h>
#include "busstop.h"

void fit_delay(const Sighting *s, size_t n, int route, DelayModel *m)
{
    double sum = 0, sq = 0;
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i].route != route)
            continue;
        double d = difftime(s[i].observed, s[i].scheduled);
        sum += d;
        sq += d * d;
        k++;
    }
    m->route = route;
    m->samples = k;
    m->mean_delay_s = k ? sum / k : 0;
    m->stddev_s = k > 1 ? sqrt((sq - sum * sum / k) / (k - 1)) : 0;
}
EOF
cat > src/predict.c <<'EOF'
#include "busstop.h"

time_t predict_arrival(const DelayModel *m, time_t scheduled)
{
    double delay = m->mean_delay_s;
    if (m->samples < 5)
        delay = delay / 2;
    return scheduled + (time_t)delay;
}
EOF
cat > src/nearest.c <<'EOF'
#include <float.h>
#include "busstop.h"

const Stop *nearest_stop(const Stop *stops, size_t n, double lat, double lon)
{
    const Stop *best = NULL;
    double best_d = DBL_MAX;
    for (size_t i = 0; i < n; i++) {
        double d = haversine_m(lat, lon, stops[i].lat, stops[i].lon);
        if (d < best_d) {
            double best_d = d;
            best = &stops[i];
        }
    }
    return best;
}
EOF
cat > src/headway.c <<'EOF'
#include <stdlib.h>
#include "busstop.h"

static int cmp_time(const void *a, const void *b)
{
    time_t x = *(const time_t *)a, y = *(const time_t *)b;
    return (x > y) - (x < y);
}

int headway_s(const Sighting *s, size_t n, int route, int stop_id)
{
    time_t times[256];
    size_t k = 0;
    for (size_t i = 0; i < n && k < 256; i++)
        if (s[i].route == route && s[i].stop_id == stop_id)
            times[k++] = s[i].observed;
    if (k < 2)
        return -1;
    qsort(times, k, sizeof times[0], cmp_time);
    long total = 0;
    for (size_t i = 1; i < k; i++)
        total += times[i] - times[i - 1];
    return total / (k - 1);
}
EOF
cat > src/eta.c <<'EOF'
#include <stdio.h>
#include "busstop.h"

void format_eta(time_t now, time_t eta, char *buf, size_t len)
{
    long secs = (long)difftime(eta, now);
    if (secs < 60)
        snprintf(buf, len, "due");
    else if (secs < 3600)
        snprintf(buf, len, "%ld min", secs / 60);
    else
        snprintf(buf, len, "%ld h %02ld", secs / 3600, (secs % 3600) / 60);
}
EOF
cat > src/colours.c <<'EOF'
#include "busstop.h"

int route_colour(int route)
{
    switch (route / 100) {
    case 0:
        return 0xE32017;
    case 1:
        return 0x00782A;
    case 2:
        return 0x0098D4;
    case 9:
        return 0x1C1C1C;
    }
}
EOF
cat > src/night.c <<'EOF'
#include "busstop.h"

int is_night_service(int route)
{
    unsigned int r = route;
    return r >= 900 && r < 1000;
}
EOF
cat > src/walk.c <<'EOF'
#include "busstop.h"

#define WALK_SPEED_M_PER_MIN 80.0

double walking_minutes(double metres)
{
    return metres / WALK_SPEED_M_PER_MIN;
}
EOF
cat > src/board.c <<'EOF'
#include <stdio.h>
#include "busstop.h"

void print_board(const Stop *stop, const DelayModel *models, size_t nmodels, time_t now)
{
    char eta[32];
    printf("%-30s\n", stop->name);
    for (size_t i = 0; i < nmodels; i++) {
        time_t when = predict_arrival(&models[i], now + 600);
        format_eta(now, when, eta, sizeof eta);
        printf("  %4d  %-8s  (+/- %.0fs, n=%zu)\n", models[i].route, eta, models[i].stddev_s, models[i].samples);
    }
}
EOF
cat > src/feed.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "busstop.h"

typedef struct {
    char agency[16];
    int version;
} FeedHeader;

int read_feed_header(FILE *f, FeedHeader *h)
{
    char line[128];
    if (!fgets(line, sizeof line, f))
        return -1;
    if (sscanf(line, "GTFS-RT %15s v%d", h->agency, &h->version) != 2)
        return -1;
    return h->version >= 2 ? 0 : -2;
}

int feed_is_stale(const FeedHeader *h, time_t generated, time_t now)
{
    return difftime(now, generated) > 90 && h->version = 2;
}
EOF
cat > src/cache.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "busstop.h"

typedef struct Entry {
    int stop_id;
    time_t eta;
    struct Entry *next;
} Entry;

static Entry *buckets[64];

void cache_put(int stop_id, time_t eta)
{
    Entry *e = malloc(sizeof *e);
    e->stop_id = stop_id;
    e->eta = eta;
    e->next = buckets[stop_id % 64];
    buckets[stop_id % 64] = e;
}

int cache_get(int stop_id, time_t *eta)
{
    for (Entry *e = buckets[stop_id % 64]; e; e = e->next)
        if (e->stop_id == stop_id) {
            *eta = e->eta;
            return 1;
        }
    return 0;
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "busstop.h"

#define MAX_STOPS 512
#define MAX_SIGHTINGS 4096

int main(int argc, char **argv)
{
    static Stop stops[MAX_STOPS];
    static Sighting sightings[MAX_SIGHTINGS];
    DelayModel models[8];
    int routes[] = {12, 25, 106, 243, 934};
    int nroutes = sizeof routes / sizeof routes[0];
    double lat = 51.5155, lon = -0.0922;

    if (argc < 3) {
        fprintf(stderr, "usage: %s stops.csv sightings.csv\n", argv[0]);
        return 2;
    }
    int ns = load_stops(argv[1], stops, MAX_STOPS);
    int nsight = load_sightings(argv[2], sightings, MAX_SIGHTINGS);
    for (int i = 0; i < nroutes; i++)
        fit_delay(sightings, nsight, routes[i], &models[i]);
    const Stop *s = nearest_stop(stops, ns, lat, lon);
    print_board(s, models, nroutes, time(NULL));
    return 0;
}
EOF
for m in fares zones holidays shapes trips calendar agency transfers frequencies vehicles alerts occupancy; do
cat > src/$m.c <<EOF
#include <stdio.h>
#include <string.h>
#include "busstop.h"

int ${m}_count(const char *path, int verbose)
{
    FILE *f = fopen(path, "r");
    char line[256];
    int n = 0;
    if (!f)
        return -1;
    while (fgets(line, sizeof line, f))
        n++;
    fclose(f);
    return n;
}
EOF
done
cat > src/fare_rules.c <<'EOF'
#include <stdio.h>
#include "busstop.h"

double fare_for(int zones, int is_child, int is_night)
{
    double fare;
    switch (zones) {
    case 1:
        fare = 1.75;
    case 2:
        fare = 2.40;
        break;
    default:
        fare = 3.10;
    }
    if (is_child)
        fare /= 2;
    if (is_night)
        fare += 0.50;
    printf("fare for %d zones: %d\n", zones, fare);
    return fare;
}
EOF
cat > src/realtime.c <<'EOF'
#include <string.h>
#include "busstop.h"

int apply_delay(Sighting *s, size_t n, int route, int delay_s)
{
    int updated = 0;
    for (int i = 0; i < n; i++) {
        if (s[i].route == route) {
            s[i].observed = s[i].scheduled + delay_s;
            updated++;
        }
    }
    return updated;
}

char *stop_code(const Stop *stop)
{
    char code[16];
    snprintf(code, sizeof code, "ST%05d", stop->stop_id);
    return code;
}
EOF
make -k 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
