#!/bin/bash
# lighthouse-signal decoder: make -k over many C files, warnings plus one hard error
source "$(dirname "$0")/_common.sh"
fresh lighthouse-decoder
mkdir -p src include
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Wshadow -Wconversion -Iinclude
SRCS    = $(wildcard src/*.c)
OBJS    = $(SRCS:src/%.c=build/%.o)

lhdecode: $(OBJS)
	$(CC) -o $@ $^ -lm

build/%.o: src/%.c include/lighthouse.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build:
	mkdir -p build

clean:
	rm -rf build lhdecode
.PHONY: clean
EOF
cat > include/lighthouse.h <<'EOF'
#ifndef LIGHTHOUSE_H
#define LIGHTHOUSE_H
#include <stddef.h>
#include <stdint.h>

/* A light characteristic such as "Fl(3) W 15s" */
typedef enum { CH_FIXED, CH_FLASH, CH_GROUP_FLASH, CH_OCCULTING, CH_ISOPHASE, CH_QUICK, CH_MORSE } char_kind;

typedef struct {
    char_kind kind;
    int group;          /* flashes per group */
    char colour;        /* W, R, G, Y */
    double period_s;
    char morse;         /* letter for Mo(x) */
} characteristic;

typedef struct {
    double t;           /* seconds since start */
    int on;             /* 1 = light seen */
} sample;

int parse_characteristic(const char *text, characteristic *out);
size_t detect_edges(const sample *s, size_t n, double *edges, size_t max);
int classify_pattern(const double *edges, size_t n, characteristic *guess);
double estimate_period(const double *edges, size_t n);
const char *kind_name(char_kind k);
int morse_decode(const double *durations, size_t n, double unit, char *out, size_t max);
int lookup_station(const characteristic *c, char *name, size_t max);
void print_characteristic(const characteristic *c);
uint32_t crc_samples(const sample *s, size_t n);
int load_samples(const char *path, sample *buf, size_t max);
double mean(const double *x, size_t n);
double stddev(const double *x, size_t n);
int colour_from_rgb(int r, int g, int b);
#endif
EOF
cat > src/parse.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lighthouse.h"

int parse_characteristic(const char *text, characteristic *out) {
    char buf[64];
    memset(out, 0, sizeof *out);
    out->group = 1;
    if (sscanf(text, "Fl(%d) %c %lfs", &out->group, &out->colour, &out->period_s) == 3) {
        out->kind = CH_GROUP_FLASH;
        return 0;
    }
    if (sscanf(text, "Fl %c %lfs", &out->colour, &out->period_s) == 2) {
        out->kind = CH_FLASH;
        return 0;
    }
    if (sscanf(text, "Mo(%c) %c %lfs", &out->morse, &out->colour, &out->period_s) == 3) {
        out->kind = CH_MORSE;
        return 0;
    }
    if (sscanf(text, "Iso %c %lfs", &out->colour, &out->period_s) == 2) {
        out->kind = CH_ISOPHASE;
        return 0;
    }
    if (strncmp(text, "F ", 2) == 0) {
        out->kind = CH_FIXED;
        out->colour = text[2];
        return 0;
    }
    strncpy(buf, text, sizeof buf);
    fprintf(stderr, "unknown characteristic: %s\n", buf);
    return -1;
}
EOF
cat > src/edges.c <<'EOF'
#include "lighthouse.h"

size_t detect_edges(const sample *s, size_t n, double *edges, size_t max) {
    size_t k = 0;
    for (size_t i = 1; i < n && k < max; i++) {
        if (s[i].on != s[i - 1].on) {
            edges[k++] = s[i].t;
        }
    }
    return k;
}
EOF
cat > src/classify.c <<'EOF'
#include <math.h>
#include "lighthouse.h"

static int count_flashes(const double *edges, size_t n, double gap) {
    int groups = 0, flashes = 0, max = 0;
    for (size_t i = 2; i < n; i += 2) {
        double dark = edges[i] - edges[i - 1];
        flashes++;
        if (dark > gap) {
            groups++;
            if (flashes > max) max = flashes;
            flashes = 0;
        }
    }
    return max;
}

int classify_pattern(const double *edges, size_t n, characteristic *guess) {
    if (n < 4) return -1;
    double on = edges[1] - edges[0];
    double off = edges[2] - edges[1];
    int group = count_flashes(edges, n, 3 * off);
    guess->period_s = estimate_period(edges, n);
    if (fabs(on - off) < 0.1 * on) {
        guess->kind = CH_ISOPHASE;
    } else if (on > off) {
        guess->kind = CH_OCCULTING;
    } else if (group > 1) {
        guess->kind = CH_GROUP_FLASH;
        guess->group = group;
    } else if (guess->period_s < 1.2) {
        guess->kind = CH_QUICK;
    } else {
        guess->kind = CH_FLASH;
    }
    return 0;
}
EOF
cat > src/period.c <<'EOF'
#include "lighthouse.h"

double estimate_period(const double *edges, size_t n) {
    if (n < 3) return 0.0;
    double first = edges[0];
    double last = edges[n - 1];
    int cycles = (n - 1) / 2;
    return (last - first) / cycles;
}
EOF
cat > src/names.c <<'EOF'
#include "lighthouse.h"

const char *kind_name(char_kind k) {
    switch (k) {
    case CH_FIXED: return "F";
    case CH_FLASH: return "Fl";
    case CH_GROUP_FLASH: return "Fl(n)";
    case CH_OCCULTING: return "Oc";
    case CH_ISOPHASE: return "Iso";
    case CH_QUICK: return "Q";
    }
    return "?";
}
EOF
cat > src/morse.c <<'EOF'
#include <string.h>
#include "lighthouse.h"

static const char *TABLE[26] = {
    ".-", "-...", "-.-.", "-..", ".", "..-.", "--.", "....", "..", ".---", "-.-", ".-..", "--",
    "-.", "---", ".--.", "--.-", ".-.", "...", "-", "..-", "...-", ".--", "-..-", "-.--", "--..",
};

int morse_decode(const double *durations, size_t n, double unit, char *out, size_t max) {
    char sym[8];
    int len = 0;
    size_t written = 0;
    for (size_t i = 0; i < n; i += 2) {
        sym[len++] = durations[i] > 2 * unit ? '-' : '.';
        int end_of_letter = (i + 1 >= n) || durations[i + 1] > 2 * unit;
        if (end_of_letter) {
            sym[len] = '\0';
            for (int c = 0; c < 26; c++) {
                if (strcmp(TABLE[c], sym) == 0 && written + 1 < max) {
                    out[written++] = 'A' + c;
                }
            }
            len = 0;
        }
    }
    out[written] = '\0';
    return (int)written;
}
EOF
cat > src/stations.c <<'EOF'
#include <string.h>
#include <stdio.h>
#include "lighthouse.h"

struct station { const char *name; characteristic c; };

static const struct station STATIONS[] = {
    { "Fastnet",        { CH_FLASH, 1, 'W', 5.0, 0 } },
    { "Bishop Rock",    { CH_GROUP_FLASH, 2, 'W', 15.0, 0 } },
    { "Eddystone",      { CH_GROUP_FLASH, 2, 'W', 10.0, 0 } },
    { "Longships",      { CH_ISOPHASE, 1, 'W', 10.0, 0 } },
    { "Ambrose",        { CH_MORSE, 1, 'W', 8.0, 'A' } },
    { "Pentland Skerry",{ CH_GROUP_FLASH, 3, 'W', 30.0, 0 } },
};

int lookup_station(const characteristic *c, char *name, size_t max) {
    for (size_t i = 0; i < sizeof STATIONS / sizeof STATIONS[0]; i++) {
        const characteristic *s = &STATIONS[i].c;
        if (s->kind == c->kind && s->group == c->group && s->colour == c->colour &&
            s->period_s - c->period_s < 0.5 && c->period_s - s->period_s < 0.5) {
            snprintf(name, max, "%s", STATIONS[i].name);
            return 1;
        }
    }
    return 0
}
EOF
cat > src/print.c <<'EOF'
#include <stdio.h>
#include "lighthouse.h"

void print_characteristic(const characteristic *c) {
    if (c->kind == CH_GROUP_FLASH)
        printf("%s(%d) %c %.0fs\n", "Fl", c->group, c->colour, c->period_s);
    else if (c->kind == CH_MORSE)
        printf("Mo(%c) %c %.0fs\n", c->morse, c->colour, c->period_s);
    else
        printf("%s %c %.0fs\n", kind_name(c->kind), c->colour, c->period_s);
}
EOF
cat > src/crc.c <<'EOF'
#include "lighthouse.h"

uint32_t crc_samples(const sample *s, size_t n) {
    uint32_t crc = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        uint8_t byte = s[i].on;
        crc ^= byte;
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xEDB88320u & -(crc & 1));
    }
    return ~crc;
}
EOF
cat > src/load.c <<'EOF'
#include <stdio.h>
#include "lighthouse.h"

int load_samples(const char *path, sample *buf, size_t max) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    size_t n = 0;
    char line[128];
    while (fgets(line, sizeof line, f) && n < max) {
        double t; int on;
        if (sscanf(line, "%lf,%d", &t, &on) == 2) {
            buf[n].t = t;
            buf[n].on = on;
            n++;
        }
    }
    fclose(f);
    return n;
}
EOF
cat > src/stats.c <<'EOF'
#include <math.h>
#include "lighthouse.h"

double mean(const double *x, size_t n) {
    double s = 0;
    for (size_t i = 0; i < n; i++) s += x[i];
    return s / n;
}

double stddev(const double *x, size_t n) {
    double m = mean(x, n), s = 0;
    for (size_t i = 0; i < n; i++) {
        double mean = x[i] - m;
        s += mean * mean;
    }
    return sqrt(s / (n - 1));
}
EOF
cat > src/colour.c <<'EOF'
#include "lighthouse.h"

int colour_from_rgb(int r, int g, int b) {
    char c;
    if (r > 200 && g > 200 && b > 200) c = 'W';
    else if (r > 150 && g < 100) c = 'R';
    else if (g > 150 && r < 100) c = 'G';
    else if (r > 150 && g > 150 && b < 100) c = 'Y';
    return c;
}
EOF
cat > src/sector.c <<'EOF'
#include "lighthouse.h"

/* Sector lights show different colours over different bearings. */
typedef struct { double from_deg, to_deg; char colour; } sector;

static const sector SECTORS[] = {
    { 0.0, 112.5, 'W' }, { 112.5, 140.0, 'R' }, { 140.0, 255.0, 'W' }, { 255.0, 360.0, 'G' },
};

char sector_colour(double bearing, int obscured) {
    for (int i = 0; i < sizeof SECTORS / sizeof SECTORS[0]; i++) {
        if (bearing >= SECTORS[i].from_deg && bearing < SECTORS[i].to_deg)
            return SECTORS[i].colour;
    }
    return '?';
}
EOF
cat > src/visibility.c <<'EOF'
#include <math.h>
#include "lighthouse.h"

/* Geographic range in nautical miles from light and eye heights in metres. */
double geographic_range(double light_h, double eye_h) {
    return 2.03 * (sqrt(light_h) + sqrt(eye_h));
}

int nominal_category(double nm) {
    int cat = 0;
    switch ((int)nm / 10) {
    case 0:
        cat = 1;
    case 1:
        cat = 2;
        break;
    default:
        cat = 3;
    }
    return cat;
}
EOF
cat > src/logbook.c <<'EOF'
#include <stdio.h>
#include <time.h>
#include "lighthouse.h"

void log_observation(FILE *f, const characteristic *c, const char *observer) {
    char stamp[32];
    time_t now = time(NULL);
    strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%S", gmtime(&now));
    fprintf(f, "%s %s %d %c %.1f\n", stamp, kind_name(c->kind), c->group, c->colour, c->period_s);
}
EOF
cat > src/beacon.c <<'EOF'
#include <string.h>
#include "lighthouse.h"

int beacon_matches(const char *callsign, const char *decoded) {
    unsigned len = strlen(callsign);
    for (int i = 0; i < len; i++) {
        if (callsign[i] != decoded[i]) return 0;
    }
    return 1;
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "lighthouse.h"

#define MAX_SAMPLES 100000

int main(int argc, char **argv) {
    static sample s[MAX_SAMPLES];
    static double edges[MAX_SAMPLES];
    if (argc < 2) {
        fprintf(stderr, "usage: %s samples.csv\n", argv[0]);
        return 2;
    }
    int n = load_samples(argv[1], s, MAX_SAMPLES);
    if (n < 0) { perror(argv[1]); return 1; }
    size_t k = detect_edges(s, n, edges, MAX_SAMPLES);
    characteristic c = {0};
    if (classify_pattern(edges, k, &c) != 0) {
        fprintf(stderr, "not enough edges (%zu)\n", k);
        return 1;
    }
    char name[64];
    print_characteristic(&c);
    if (lookup_station(&c, name, sizeof name)) printf("station: %s\n", name);
    printf("crc %08x\n", crc_samples(s, n));
    return 0;
}
EOF
{
  echo '$ make -k'
  make -k 2>&1
  echo "[exit status: $?]"
} | neut > "$OUTDIR/make-lighthouse.txt"
