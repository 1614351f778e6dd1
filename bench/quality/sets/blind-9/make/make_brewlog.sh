#!/bin/bash
# Brewery fermentation logger: make -k over many C files, warnings plus one error.
P=${WORK:-/home/dev}/brewlog
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/brewlog.h <<'EOF'
#ifndef BREWLOG_H
#define BREWLOG_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t t;          /* seconds since pitch */
    float temp_c;
    float gravity;       /* specific gravity, e.g. 1.048 */
    float ph;
} sample_t;

typedef struct {
    char name[32];
    float og;
    float target_fg;
    sample_t *samples;
    size_t n;
    size_t cap;
} batch_t;

int batch_init(batch_t *b, const char *name, float og, float target_fg);
int batch_push(batch_t *b, sample_t s);
void batch_free(batch_t *b);
float abv(float og, float fg);
float attenuation(float og, float fg);
int is_stuck(const batch_t *b, uint32_t window_s);
float temp_avg(const batch_t *b, uint32_t since);
int csv_write(const batch_t *b, const char *path);
int csv_read(batch_t *b, const char *path);
const char *yeast_profile(const char *strain, float *lo, float *hi);
int alarm_check(const batch_t *b, float lo, float hi, char *msg, size_t len);
uint16_t crc16(const uint8_t *p, size_t n);
int frame_decode(const uint8_t *buf, size_t n, sample_t *out);
void report_print(const batch_t *b);
float plato_from_sg(float sg);
float sg_from_plato(float p);
int dryhop_due(const batch_t *b, uint32_t now);
#endif
EOF
cat > src/batch.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "brewlog.h"

int batch_init(batch_t *b, const char *name, float og, float target_fg) {
    strncpy(b->name, name, sizeof b->name);
    b->og = og;
    b->target_fg = target_fg;
    b->n = 0;
    b->cap = 64;
    b->samples = malloc(b->cap * sizeof *b->samples);
    return b->samples ? 0 : -1;
}

int batch_push(batch_t *b, sample_t s) {
    if (b->n == b->cap) {
        size_t cap = b->cap * 2;
        sample_t *p = realloc(b->samples, cap * sizeof *p);
        if (!p) return -1;
        b->samples = p;
        b->cap = cap;
    }
    b->samples[b->n++] = s;
    return 0;
}

void batch_free(batch_t *b) {
    free(b->samples);
    b->samples = NULL;
    b->n = b->cap = 0;
}
EOF
cat > src/gravity.c <<'EOF'
#include "brewlog.h"

float abv(float og, float fg) {
    return (og - fg) * 131.25f;
}

float attenuation(float og, float fg) {
    float unused_ratio;
    return (og - fg) / (og - 1.0f) * 100.0f;
}

float plato_from_sg(float sg) {
    return -616.868f + 1111.14f * sg - 630.272f * sg * sg + 135.997f * sg * sg * sg;
}

float sg_from_plato(float p) {
    return 1.0f + (p / (258.6f - ((p / 258.2f) * 227.1f)));
}
EOF
cat > src/stuck.c <<'EOF'
#include <math.h>
#include "brewlog.h"

int is_stuck(const batch_t *b, uint32_t window_s) {
    if (b->n < 2) return 0;
    const sample_t *last = &b->samples[b->n - 1];
    for (int i = b->n - 2; i >= 0; i--) {
        if (last->t - b->samples[i].t >= window_s) {
            float drop = b->samples[i].gravity - last->gravity;
            return drop < 0.001f && last->gravity > b->target_fg + 0.004f;
        }
    }
    return 0;
}
EOF
cat > src/temps.c <<'EOF'
#include "brewlog.h"

float temp_avg(const batch_t *b, uint32_t since) {
    float sum = 0;
    int count = 0;
    for (size_t i = 0; i < b->n; i++) {
        if (b->samples[i].t < since) continue;
        sum += b->samples[i].temp_c;
        count++;
    }
    if (count = 0) return 0.0f;
    return sum / count;
}
EOF
cat > src/csv.c <<'EOF'
#include <stdio.h>
#include "brewlog.h"

int csv_write(const batch_t *b, const char *path) {
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    fprintf(f, "t,temp_c,gravity,ph\n");
    for (size_t i = 0; i < b->n; i++) {
        const sample_t *s = &b->samples[i];
        fprintf(f, "%u,%.2f,%.4f,%.2f\n", s->t, s->temp_c, s->gravity, s->ph);
    }
    fclose(f);
    return 0;
}

int csv_read(batch_t *b, const char *path) {
    FILE *f = fopen(path, "r");
    char line[128];
    if (!f) return -1;
    fgets(line, sizeof line, f);
    while (fgets(line, sizeof line, f)) {
        sample_t s;
        if (sscanf(line, "%u,%f,%f,%f", &s.t, &s.temp_c, &s.gravity, &s.ph) != 4) continue;
        batch_push(b, s);
    }
    fclose(f);
    return 0;
}
EOF
cat > src/yeast.c <<'EOF'
#include <string.h>
#include "brewlog.h"

struct profile { const char *strain; float lo, hi; const char *note; };

static const struct profile PROFILES[] = {
    {"WLP001", 18.0f, 23.0f, "California ale"},
    {"US-05", 15.0f, 22.0f, "American ale"},
    {"W-34/70", 9.0f, 15.0f, "Lager"},
    {"Kveik", 25.0f, 40.0f, "Farmhouse"},
    {"WY3068", 18.0f, 24.0f, "Weihenstephan wheat"},
};

const char *yeast_profile(const char *strain, float *lo, float *hi) {
    for (int i = 0; i < sizeof PROFILES / sizeof PROFILES[0]; i++) {
        if (strcmp(PROFILES[i].strain, strain) == 0) {
            *lo = PROFILES[i].lo;
            *hi = PROFILES[i].hi;
            return PROFILES[i].note;
        }
    }
}
EOF
cat > src/alarm.c <<'EOF'
#include <stdio.h>
#include "brewlog.h"

int alarm_check(const batch_t *b, float lo, float hi, char *msg, size_t len) {
    if (b->n == 0) return 0;
    const sample_t *s = &b->samples[b->n - 1];
    if (s->temp_c < lo) {
        snprintf(msg, len, "%s: %.1fC below %.1fC at t=%us", b->name, s->temp_c, lo, s->t);
        return 1;
    }
    if (s->temp_c > hi) {
        snprintf(msg, len, "%s: %.1fC above %.1fC at t=%d", b->name, s->temp_c, hi, s->t);
        return 2;
    }
    return 0;
}
EOF
cat > src/crc.c <<'EOF'
#include "brewlog.h"

uint16_t crc16(const uint8_t *p, size_t n) {
    uint16_t crc = 0xFFFF;
    while (n--) {
        crc ^= *p++ << 8;
        for (int i = 0; i < 8; i++)
            crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
    }
    return crc;
}
EOF
cat > src/frame.c <<'EOF'
#include <string.h>
#include "brewlog.h"

/* Tilt-style BLE frame: 2 bytes temp (F*10), 2 bytes SG*1000, 1 byte pH*20, 2 bytes crc */
int frame_decode(const uint8_t *buf, size_t n, sample_t *out) {
    if (n != 7) return -1;
    uint16_t crc = crc16(buf, 5);
    if (crc != (buf[5] << 8 | buf[6])) return -2;
    uint16_t tf = buf[0] << 8 | buf[1];
    uint16_t sg = buf[2] << 8 | buf[3];
    out->temp_c = ((float)tf / 10.0f - 32.0f) * 5.0f / 9.0f;
    out->gravity = sg / 1000.0f;
    out->ph = buf[4] / 20.0f;
    return 0;
}
EOF
cat > src/report.c <<'EOF'
#include <stdio.h>
#include "brewlog.h"

void report_print(const batch_t *b) {
    const sample_t *last = b->n ? &b->samples[b->n - 1] : NULL;
    float fg = last ? last->gravity : b->og;
    printf("%-20s OG %.3f  now %.3f  ABV %.1f%%  att %.0f%%\n",
           b->name, b->og, fg, abv(b->og, fg), attenuation(b->og, fg));
    printf("  samples: %zu  avg temp %.1fC\n", b->n, temp_avg(b, 0));
    if (is_stuck(b, 48 * 3600))
        printf("  WARNING: gravity flat for 48h\n");
    if (dryhop_due(b, last->t))
        printf("  dry hop due\n");
}
EOF
cat > src/dryhop.c <<'EOF'
#include "brewlog.h"

int dryhop_due(const batch_t *b, uint32_t now) {
    const float trigger = plato_from_sg(b->target_fg) + 2.0f;
    if (b->n == 0) return 0;
    float plato = plato_from_sg(b->samples[b->n - 1].gravity);
    return plato <= trigger && now > 3 * 86400 ? 1 : 0
}
EOF
cat > src/schedule.c <<'EOF'
#include <stdio.h>
#include "brewlog.h"

static const char *STEPS[] = {"pitch", "free rise", "diacetyl rest", "crash", "package"};

void schedule_print(uint32_t pitched_at) {
    unsigned day[] = {0, 2, 6, 9, 12};
    for (int i = 0; i < 5; i++)
        printf("day %2u  %s\n", day[i], STEPS[i]);
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "brewlog.h"

int main(int argc, char **argv) {
    batch_t b;
    float lo, hi;
    char msg[128];
    const char *name = argc > 1 ? argv[1] : "Batch 57 Saison";
    batch_init(&b, name, 1.052f, 1.006f);
    if (argc > 2) csv_read(&b, argv[2]);
    const char *note = yeast_profile("WY3068", &lo, &hi);
    printf("yeast: %s (%.0f-%.0fC)\n", note, lo, hi);
    if (alarm_check(&b, lo, hi, msg, sizeof msg)) puts(msg);
    report_print(&b);
    batch_free(&b);
    return 0;
}
EOF
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Iinclude
LDLIBS  = -lm
SRCS    = $(sort $(wildcard src/*.c))
OBJS    = $(SRCS:src/%.c=build/%.o)

all: build/brewlog

build:
	mkdir -p build

build/%.o: src/%.c include/brewlog.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build/brewlog: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

clean:
	rm -rf build
EOF
make -k 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
