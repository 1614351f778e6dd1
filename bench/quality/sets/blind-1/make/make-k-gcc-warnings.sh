#!/usr/bin/env bash
# make -k over a small C access-log analyser (16 sources): warnings in several files, one hard error.
NAME=make-k-gcc-warnings; . "$(dirname "$0")/_lib.sh"; setup_project logstat
mkdir -p src include
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Wshadow -Wformat=2 -Iinclude
LDLIBS  = -lm
SRCS    = $(wildcard src/*.c)
OBJS    = $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/logstat

build/logstat: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

build/%.o: src/%.c include/logstat.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build:
	mkdir -p build

clean:
	rm -rf build
EOF
cat > include/logstat.h <<'EOF'
#ifndef LOGSTAT_H
#define LOGSTAT_H
#include <stddef.h>
#include <stdint.h>
#include <time.h>

typedef struct {
    char     ip[46];
    time_t   when;
    char     method[8];
    char     path[512];
    int      status;
    size_t   bytes;
    double   duration_ms;
} log_entry;

typedef struct {
    char  *key;
    long   count;
} bucket;

typedef struct {
    bucket *items;
    size_t  len, cap;
} counter;

int     parse_line(const char *line, log_entry *out);
time_t  parse_clf_time(const char *s);
int     method_id(const char *m);
void    counter_init(counter *c);
void    counter_add(counter *c, const char *key);
void    counter_sort(counter *c);
void    counter_free(counter *c);
double  percentile(double *v, size_t n, double p);
void    histogram_print(const double *v, size_t n, int buckets);
int     ip_is_private(const char *ip);
char   *path_normalise(const char *path, char *buf, size_t len);
void    report_text(const counter *paths, const counter *ips, const double *lat, size_t n);
void    report_json(const counter *paths, const counter *ips, const double *lat, size_t n);
int     status_class(int status);
const char *status_text(int status);
size_t  human_bytes(size_t b, char *buf, size_t len);
int     opts_parse(int argc, char **argv, int *json, int *top);
#endif
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "logstat.h"

int main(int argc, char **argv) {
    int json = 0, top = 10;
    if (opts_parse(argc, argv, &json, &top) != 0) return 2;
    counter paths, ips;
    counter_init(&paths);
    counter_init(&ips);
    double *lat = NULL;
    size_t n = 0, cap = 0;
    char line[4096], norm[512];
    log_entry e;
    while (fgets(line, sizeof line, stdin)) {
        if (parse_line(line, &e) != 0) continue;
        counter_add(&paths, path_normalise(e.path, norm, sizeof norm));
        counter_add(&ips, e.ip);
        if (n == cap) { cap = cap ? cap * 2 : 256; lat = realloc(lat, cap * sizeof *lat); }
        lat[n++] = e.duration_ms;
    }
    counter_sort(&paths);
    counter_sort(&ips);
    if (json) report_json(&paths, &ips, lat, n); else report_text(&paths, &ips, lat, n);
    counter_free(&paths);
    counter_free(&ips);
    free(lat);
    return 0;
}
EOF
cat > src/opts.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "logstat.h"

int opts_parse(int argc, char **argv, int *json, int *top) {
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            *json = 1;
        } else if (strcmp(argv[i], "--top") == 0 && i + 1 < argc) {
            *top = atoi(argv[++i]);
        } else {
            fprintf(stderr, "usage: %s [--json] [--top N] < access.log\n", argv[0]);
            return -1;
        }
    }
    return 0;
}
EOF
cat > src/parse.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "logstat.h"

/* 10.0.0.5 - - [12/Mar/2024:10:01:02 +0000] "GET /api/items/42 HTTP/1.1" 200 512 0.013 */
int parse_line(const char *line, log_entry *out) {
    char when[64], proto[16];
    double secs = 0;
    int n = sscanf(line, "%45s - - [%63[^]]] \"%7s %511s %15[^\"]\" %d %zu %lf",
                   out->ip, when, out->method, out->path, proto, &out->status, &out->bytes, &secs);
    if (n < 7) return -1;
    out->when = parse_clf_time(when);
    out->duration_ms = secs * 1000.0;
    return 0;
}
EOF
cat > src/clftime.c <<'EOF'
#define _XOPEN_SOURCE 700
#include <string.h>
#include <time.h>
#include "logstat.h"

static const char *months[] = {"Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"};

time_t parse_clf_time(const char *s) {
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    char mon[4] = {0};
    int offset;
    if (sscanf(s, "%d/%3s/%d:%d:%d:%d %d", &tm.tm_mday, mon, &tm.tm_year, &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &offset) < 6)
        return (time_t)-1;
    for (int i = 0; i < 12; i++)
        if (strcmp(mon, months[i]) == 0) tm.tm_mon = i;
    tm.tm_year -= 1900;
    return timegm(&tm);
}
EOF
cat > src/method.c <<'EOF'
#include <string.h>
#include "logstat.h"

int method_id(const char *m) {
    int id = 0;
    switch (m[0]) {
    case 'G': id = 1; break;
    case 'P':
        if (m[1] == 'O') { id = 2; break; }
        if (m[1] == 'U') id = 3;
    case 'D': id = 4; break;
    case 'H': id = 5; break;
    default: id = 0;
    }
    return id;
}
EOF
cat > src/counter.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "logstat.h"

void counter_init(counter *c) { c->items = NULL; c->len = c->cap = 0; }

void counter_add(counter *c, const char *key) {
    for (int i = 0; i < c->len; i++) {
        if (strcmp(c->items[i].key, key) == 0) { c->items[i].count++; return; }
    }
    if (c->len == c->cap) {
        c->cap = c->cap ? c->cap * 2 : 64;
        c->items = realloc(c->items, c->cap * sizeof *c->items);
    }
    c->items[c->len].key = strdup(key);
    c->items[c->len].count = 1;
    c->len++;
}

static int by_count(const void *a, const void *b) {
    const bucket *x = a, *y = b;
    return (y->count > x->count) - (y->count < x->count);
}

void counter_sort(counter *c) { qsort(c->items, c->len, sizeof *c->items, by_count); }

void counter_free(counter *c) {
    for (size_t i = 0; i < c->len; i++) free(c->items[i].key);
    free(c->items);
}
EOF
cat > src/percentile.c <<'EOF'
#include <math.h>
#include <stdlib.h>
#include "logstat.h"

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double percentile(double *v, size_t n, double p) {
    if (n == 0) return NAN;
    qsort(v, n, sizeof *v, cmp_double);
    double rank = p / 100.0 * (n - 1);
    size_t lo = (size_t)floor(rank), hi = (size_t)ceil(rank);
    return v[lo] + (v[hi] - v[lo]) * (rank - lo);
}
EOF
cat > src/histogram.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "logstat.h"

void histogram_print(const double *v, size_t n, int buckets) {
    double max = 0;
    for (size_t i = 0; i < n; i++) if (v[i] > max) max = v[i];
    int counts[64];
    memset(counts, 0, sizeof counts);
    for (size_t i = 0; i < n; i++) {
        int b = (int)(v[i] / max * (buckets - 1));
        counts[b]++;
    }
    for (int b = 0; b < buckets; b++) {
        double max = (b + 1) * 1.0;
        printf("%6.1f ms | %d\n", max, counts[b]);
    }
}
EOF
cat > src/ipaddr.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "logstat.h"

int ip_is_private(const char *ip) {
    unsigned a, b, c, d;
    if (sscanf(ip, "%u.%u.%u.%u", &a, &b, &c, &d) != 4) return 0;
    if (a == 10) return 1;
    if (a == 172 && b >= 16 && b <= 31) return 1;
    if (a == 192 && b == 168) return 1;
    return 0;
}
EOF
cat > src/pathnorm.c <<'EOF'
#include <ctype.h>
#include <string.h>
#include "logstat.h"

/* /api/items/42?x=1 -> /api/items/:id */
char *path_normalise(const char *path, char *buf, size_t len) {
    size_t o = 0;
    const char *p = path;
    while (*p && *p != '?' && o + 4 < len) {
        if (*p == '/' && isdigit((unsigned char)p[1])) {
            memcpy(buf + o, "/:id", 4);
            o += 4;
            p++;
            while (isdigit((unsigned char)*p)) p++;
            continue;
        }
        buf[o++] = *p++;
    }
    buf[o] = '\0';
    return buf;
}
EOF
cat > src/report_text.c <<'EOF'
#include <stdio.h>
#include "logstat.h"

void report_text(const counter *paths, const counter *ips, const double *lat, size_t n) {
    printf("requests: %zu\n", n);
    printf("top paths:\n");
    for (size_t i = 0; i < paths->len && i < 10; i++)
        printf("  %6ld  %s\n", paths->items[i].count, paths->items[i].key);
    printf("top clients:\n");
    for (size_t i = 0; i < ips->len && i < 10; i++)
        printf("  %6d  %s%s\n", ips->items[i].count, ips->items[i].key,
               ip_is_private(ips->items[i].key) ? " (internal)" : "");
    double *copy = (double *)lat;
    printf("p50 %.1f ms  p95 %.1f ms  p99 %.1f ms\n",
           percentile(copy, n, 50), percentile(copy, n, 95), percentile(copy, n, 99));
}
EOF
cat > src/report_json.c <<'EOF'
#include <stdio.h>
#include "logstat.h"

static void json_str(FILE *f, const char *s) {
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fputc('\\', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

void report_json(const counter *paths, const counter *ips, const double *lat, size_t n) {
    printf("{\"requests\": %zu, \"paths\": [", n);
    for (size_t i = 0; i < paths->len; i++) {
        if (i) printf(", ");
        printf("{\"path\": ");
        json_str(stdout, paths->items[i].key);
        printf(", \"count\": %ld}", paths->items[i].count);
    }
    printf("], \"clients\": %zu, \"p95_ms\": %.2f}\n", ips->len, percentile(lat, n, 95));
}
EOF
cat > src/status.c <<'EOF'
#include "logstat.h"

int status_class(int status) { return status / 100; }

const char *status_text(int status) {
    switch (status_class(status)) {
    case 2: return "success";
    case 3: return "redirect";
    case 4: return "client error";
    case 5: return "server error";
    }
}
EOF
cat > src/humanize.c <<'EOF'
#include <stdio.h>
#include "logstat.h"

size_t human_bytes(size_t b, char *buf, size_t len) {
    const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    double v = b;
    while (v >= 1024 && u < 4) { v /= 1024; u++; }
    return snprintf(buf, len, "%.1f %s", v, units[u]);
}
EOF
cat > src/geo.c <<'EOF'
#include <string.h>
#include "logstat.h"

struct prefix { const char *cidr; const char *region; };

static const struct prefix table[] = {
    {"10.", "internal"},
    {"192.168.", "office"},
    {"203.0.113.", "test-net-3"},
};

const char *region_of(const char *ip) {
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strncmp(ip, table[i].cidr, strlen(table[i].cidr)) == 0) return table[i].region;
    return "unknown";
}
EOF
cat > src/ratelimit.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "logstat.h"

typedef struct { char ip[46]; time_t window; int hits; } rl_slot;

static rl_slot slots[1024];

static unsigned hash_ip(const char *ip) {
    unsigned h = 2166136261u;
    while (*ip) { h ^= (unsigned char)*ip++; h *= 16777619u; }
    return h;
}

int ratelimit_hit(const log_entry *e, int per_minute) {
    rl_slot *s = &slots[hash_ip(e->ip) % 1024];
    time_t window = e->when / 60;
    if (strcmp(s->ip, e->ip) != 0 || s->window != window) {
        strncpy(s->ip, e->ip, sizeof s->ip);
        s->window = window;
        s->hits = 0;
    }
    s->hits++;
    return s->hits > per_minute;
}

int ratelimit_report(log_entry *entries, size_t n, int per_minute) {
    int limited = 0;
    for (size_t i = 0; i < n; i++)
        limited += ratelimit_hit(entries[i], per_minute);
    return limited;
}
EOF
cat > src/sessions.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "logstat.h"

typedef struct { char ip[46]; time_t first, last; int requests; } session;

int sessions_count(const log_entry *e, size_t n, int gap_seconds) {
    session *open = calloc(n, sizeof *open);
    int nopen = 0, total = 0;
    for (size_t i = 0; i < n; i++) {
        int found = -1;
        for (int j = 0; j < nopen; j++)
            if (strcmp(open[j].ip, e[i].ip) == 0) { found = j; break; }
        if (found >= 0 && e[i].when - open[found].last <= gap_seconds) {
            open[found].last = e[i].when;
            open[found].requests++;
        } else {
            int unused_idx = nopen;
            strcpy(open[nopen].ip, e[i].ip);
            open[nopen].first = open[nopen].last = e[i].when;
            open[nopen].requests = 1;
            nopen++;
            total++;
        }
    }
    free(open);
    return total;
}
EOF
capture "make -k 2>&1; echo \"exit status: \$?\""
