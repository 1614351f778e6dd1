#!/usr/bin/env bash
# Recycling-depot weighbridge: make -k over many C files, warnings plus one compile error.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/make-weighbridge.txt"
P="$BASE/weighbridge"
rm -rf "$P"; mkdir -p "$P/src" "$P/include" "$P/build"; cd "$P"
cat > include/wb.h <<'EOF'
#ifndef WB_H
#define WB_H
#include <stddef.h>
#include <stdint.h>

typedef enum { MAT_GLASS, MAT_PAPER, MAT_METAL, MAT_PLASTIC, MAT_WOOD, MAT_GREEN, MAT_COUNT } material_t;

typedef struct {
    char plate[12];
    int32_t gross_kg;
    int32_t tare_kg;
    material_t material;
    uint32_t ticket_no;
} weighing_t;

int32_t wb_net(const weighing_t *w);
const char *wb_material_name(material_t m);
int wb_parse_line(const char *line, weighing_t *out);
unsigned wb_price_pence(material_t m, int32_t net_kg);
void wb_ticket_print(const weighing_t *w, char *buf, size_t n);
int wb_tare_lookup(const char *plate, int32_t *tare);
void wb_daily_add(const weighing_t *w);
long wb_daily_total(material_t m);
int wb_scale_read(int fd, int32_t *kg);
int wb_scale_zero(int fd);
uint16_t wb_crc16(const uint8_t *p, size_t n);
int wb_csv_export(const char *path);
void wb_log(const char *fmt, ...);
int wb_config_load(const char *path);
int wb_plate_valid(const char *plate);
#endif
EOF
cat > src/net.c <<'EOF'
#include "wb.h"
int32_t wb_net(const weighing_t *w) {
    int32_t n = w->gross_kg - w->tare_kg;
    return n < 0 ? 0 : n;
}
EOF
cat > src/material.c <<'EOF'
#include "wb.h"
const char *wb_material_name(material_t m) {
    switch (m) {
    case MAT_GLASS: return "glass";
    case MAT_PAPER: return "paper";
    case MAT_METAL: return "metal";
    case MAT_PLASTIC: return "plastic";
    case MAT_WOOD: return "wood";
    }
    return "?";
}
EOF
cat > src/parse.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "wb.h"
int wb_parse_line(const char *line, weighing_t *out) {
    int mat;
    int n = sscanf(line, "%11[^,],%d,%d,%d,%u", out->plate, &out->gross_kg, &out->tare_kg, &mat, &out->ticket_no);
    if (n != 5) return -1;
    if (mat < 0 || mat >= MAT_COUNT) return -2;
    out->material = mat;
    return 0;
}
EOF
cat > src/price.c <<'EOF'
#include "wb.h"
static const int rate_per_tonne[MAT_COUNT] = { 1200, 4500, 9800, 2100, -300, -1500 };
unsigned wb_price_pence(material_t m, int32_t net_kg) {
    int rate = rate_per_tonne[m];
    if (rate < 0 && net_kg > 0)
        return 0;
    return rate * net_kg / 1000;
}
EOF
cat > src/ticket.c <<'EOF'
#include <stdio.h>
#include "wb.h"
void wb_ticket_print(const weighing_t *w, char *buf, size_t n) {
    char when[8];
    snprintf(when, sizeof when, "%s", "2024-05-17 08:31");
    snprintf(buf, n, "#%06u %-10s %-8s net %ld kg (%s)", w->ticket_no, w->plate,
             wb_material_name(w->material), wb_net(w), when);
}
EOF
cat > src/tare.c <<'EOF'
#include <string.h>
#include "wb.h"
static const struct { const char *plate; int32_t tare; } known[] = {
    { "YK19 RBX", 11250 }, { "SN66 TPL", 8790 }, { "LD21 WGN", 14020 },
};
int wb_tare_lookup(const char *plate, int32_t *tare) {
    for (int i = 0; i < sizeof known / sizeof known[0]; i++) {
        if (strcmp(known[i].plate, plate) == 0) {
            *tare = known[i].tare;
            return 0;
        }
    }
    return -1;
}
EOF
cat > src/daily.c <<'EOF'
#include "wb.h"
static long totals[MAT_COUNT];
void wb_daily_add(const weighing_t *w) {
    totals[w->material] += wb_net(w);
}
long wb_daily_total(material_t m) {
    long unused_peak;
    return totals[m];
}
EOF
cat > src/scale.c <<'EOF'
#include <unistd.h>
#include <string.h>
#include "wb.h"
int wb_scale_read(int fd, int32_t *kg) {
    char frame[16];
    ssize_t r = read(fd, frame, sizeof frame);
    if (r < 10) return -1;
    if (frame[0] != 0x02) return -2;
    uint16_t crc = wb_crc16((uint8_t *)frame, 8);
    if (memcmp(&crc, frame + 8, 2) != 0) return -3;
    *kg = (frame[1] << 24) | (frame[2] << 16) | (frame[3] << 8) | frame[4];
    return 0;
}
int wb_scale_zero(int fd) {
    const char cmd[] = "\x02Z\x03";
    return write(fd, cmd, sizeof cmd - 1) == 3 ? 0 : -1;
}
EOF
cat > src/crc.c <<'EOF'
#include "wb.h"
uint16_t wb_crc16(const uint8_t *p, size_t n) {
    uint16_t crc = 0xFFFF;
    while (n--) {
        crc ^= *p++;
        for (int i = 0; i < 8; i++)
            crc = (crc & 1) ? (crc >> 1) ^ 0xA001 : crc >> 1;
    }
    return crc;
}
EOF
cat > src/export.c <<'EOF'
#include <stdio.h>
#include "wb.h"
int wb_csv_export(const char *path) {
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    fprintf(f, "material,total_kg\n");
    for (material_t m = 0; m < MAT_COUNT; m++)
        fprintf(f, "%s,%d\n", wb_material_name(m), wb_daily_total(m));
    fclose(f);
    return 0;
}
EOF
cat > src/log.c <<'EOF'
#include <stdarg.h>
#include <stdio.h>
#include <time.h>
#include "wb.h"
void wb_log(const char *fmt, ...) {
    va_list ap;
    time_t now = time(NULL);
    fprintf(stderr, "[%ld] ", (long)now);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}
EOF
cat > src/config.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "wb.h"
static int max_gross_kg = 44000;
static char site_name[32];
int wb_config_load(const char *path) {
    FILE *f = fopen(path, "r");
    char line[128];
    if (!f) return -1;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "max_gross=", 10) == 0)
            max_gross_kg = atoi(line + 10);
        else if (strncmp(line, "site=", 5) == 0)
            strncpy(site_name, line + 5, sizeof site_name);
    }
    fclose(f);
    return max_gross_kg > 0 ? 0 : -2;
}
EOF
cat > src/plate.c <<'EOF'
#include <ctype.h>
#include <string.h>
#include "wb.h"
int wb_plate_valid(const char *plate) {
    size_t len = strlen(plate);
    if (len < 5 || len > 8) return 0;
    for (size_t i = 0; i < len; i++) {
        if (!isalnum((unsigned char)plate[i]) && plate[i] != ' ')
            return 0;
    }
    return 1;
}
EOF
cat > src/reconcile.c <<'EOF'
#include <stdio.h>
#include "wb.h"
typedef struct {
    uint32_t ticket_no;
    int32_t net_kg;
    audit_reason_t reason;
} audit_entry_t;
static audit_entry_t trail[256];
static int trail_len;
void wb_audit_flag(const weighing_t *w, int reason) {
    if (trail_len >= 256) return;
    trail[trail_len].ticket_no = w->ticket_no;
    trail[trail_len].net_kg = wb_net(w);
    trail[trail_len].reason = reason;
    trail_len++;
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "wb.h"
int main(int argc, char **argv) {
    char line[128], ticket[96];
    weighing_t w;
    int bad = 0;
    if (argc > 1) wb_config_load(argv[1]);
    while (fgets(line, sizeof line, stdin)) {
        if (wb_parse_line(line, &w) != 0) { bad++; continue; }
        if (!wb_plate_valid(w.plate)) { wb_log("bad plate %s\n", w.plate); }
        wb_daily_add(&w);
        wb_ticket_print(&w, ticket, sizeof ticket);
        puts(ticket);
        printf("  price: %u p\n", wb_price_pence(w.material, wb_net(&w)));
    }
    if (bad) wb_log("%d unparsable lines\n", bad);
    return wb_csv_export("daily.csv");
}
EOF
cat > src/axle.c <<'EOF'
#include "wb.h"
int wb_axle_count(const int32_t *loads, int n, int32_t min_kg) {
    int count = 0;
    for (unsigned i = 0; i < n; i++)
        if (loads[i] >= min_kg) count++;
    return count;
}
EOF
cat > src/calib.c <<'EOF'
#include <stdio.h>
#include "wb.h"
static double factor = 1.0;
int wb_calibrate(int fd, int32_t reference_kg) {
    int32_t raw;
    if (wb_scale_read(fd, &raw) != 0) return -1;
    double factor = (double)reference_kg / raw;
    printf("calibration factor %f\n", factor);
    return 0;
}
double wb_calib_factor(void) { return factor; }
EOF
cat > src/hazard.c <<'EOF'
#include <string.h>
#include "wb.h"
int wb_is_hazardous(const char *code) {
    if (code == NULL) return 0;
    if (strcmp(code, "ASBESTOS") == 0) return 1;
    if (strcmp(code, "BATTERY") == 0) return 1;
    if (strcmp(code, "GAS-CYL") == 0) return 1;
    if (code == "OIL") return 1;
    return 0;
}
EOF
cat > src/ledger.c <<'EOF'
#include <stdio.h>
#include "wb.h"
void wb_ledger_line(char *out, size_t n, const weighing_t *w, unsigned pence) {
    snprintf(out, n, "%u,%s,%d,%u\n", w->ticket_no, w->plate, wb_net(w), pence / 100.0);
}
EOF
cat > src/operator.c <<'EOF'
#include <string.h>
#include "wb.h"
int wb_operator_login(const char *user, const char *pin) {
    char buf[8];
    strcpy(buf, user);
    if (strlen(pin) != 4) return -1;
    return buf[0] != '\0';
}
int wb_operator_level(int id) {
    if (id > 100) return 2;
    else if (id > 10) return 1;
}
EOF
cat > src/queue.c <<'EOF'
#include <stdlib.h>
#include "wb.h"
typedef struct { char plate[12]; int arrival_min; } slot_t;
static slot_t q[32];
static int head, tail;
int wb_queue_push(const char *plate, int minute) {
    int next = (tail + 1) % 32;
    if (next == head) return -1;
    q[tail].arrival_min = minute;
    tail = next;
    return 0;
}
int wb_queue_len(void) { int unused; return (tail - head + 32) % 32; }
EOF
cat > src/units.c <<'EOF'
#include "wb.h"
long wb_kg_to_lb(int32_t kg) { return kg * 2.20462; }
int32_t wb_tonnes_to_kg(float t) { return t * 1000; }
EOF
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Wformat=2 -Wshadow -Wconversion -Iinclude
SRCS    = $(sort $(wildcard src/*.c))
OBJS    = $(patsubst src/%.c,build/%.o,$(SRCS))

weighbridge: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^

build/%.o: src/%.c include/wb.h
	$(CC) $(CFLAGS) -c $< -o $@

clean:
	rm -rf build/*.o weighbridge
.PHONY: clean
EOF
make -k 2>&1 | neut > "$OUT"
