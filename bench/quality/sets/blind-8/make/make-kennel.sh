#!/bin/bash
# Kennel boarding planner: make -k over many C files, -Wall -Wextra warnings and one compile error.
P=${WORK:-/home/dev}/kennel-planner
rm -rf $P && mkdir -p $P/src $P/include && cd $P
cat > include/kennel.h <<'H'
#ifndef KENNEL_H
#define KENNEL_H
#include <stddef.h>
typedef struct { int id; char name[32]; int weight_kg; int nights; int run; } Dog;
typedef struct { int number; int size_class; int occupied; } Run;
int size_class_for(int weight_kg);
int assign_run(Run *runs, size_t n, const Dog *d);
double nightly_rate(const Dog *d);
double invoice_total(const Dog *d, int extras);
int feed_grams(const Dog *d);
int walks_per_day(const Dog *d);
const char *diet_label(int code);
int parse_booking(const char *line, Dog *out);
int check_vaccination(const char *date, int today);
void print_roster(const Dog *dogs, size_t n);
int count_free(const Run *runs, size_t n);
int nights_between(int from_day, int to_day);
int grooming_slot(int dog_id, int day);
int medication_due(int hour, int every);
int playgroup_for(const Dog *d);
#endif
H
cat > src/size.c <<'C'
#include "kennel.h"
int size_class_for(int weight_kg) {
    if (weight_kg < 10) return 0;
    if (weight_kg < 25) return 1;
    if (weight_kg < 45) return 2;
}
C
cat > src/runs.c <<'C'
#include "kennel.h"
int assign_run(Run *runs, size_t n, const Dog *d) {
    int cls = size_class_for(d->weight_kg);
    for (int i = 0; i < n; i++) {
        if (!runs[i].occupied && runs[i].size_class >= cls) {
            runs[i].occupied = 1;
            return runs[i].number;
        }
    }
    return -1;
}
int count_free(const Run *runs, size_t n) {
    int free = 0;
    for (size_t i = 0; i < n; i++) free += !runs[i].occupied;
    return free;
}
C
cat > src/rates.c <<'C'
#include "kennel.h"
static const double BASE[] = { 28.0, 34.0, 41.0, 49.0 };
double nightly_rate(const Dog *d) {
    int cls = size_class_for(d->weight_kg);
    double discount;
    if (d->nights >= 14) discount = 0.15;
    else if (d->nights >= 7) discount = 0.10;
    return BASE[cls] * (1.0 - discount);
}
C
cat > src/invoice.c <<'C'
#include <stdio.h>
#include "kennel.h"
double invoice_total(const Dog *d, int extras) {
    double total = nightly_rate(d) * d->nights + extras * 6.5;
    printf("invoice for %s: %d nights\n", d->name);
    return total;
}
C
cat > src/feeding.c <<'C'
#include "kennel.h"
int feed_grams(const Dog *d) {
    int grams = d->weight_kg * 20;
    if (grams = 0) return 100;
    return grams;
}
C
cat > src/walks.c <<'C'
#include "kennel.h"
int walks_per_day(const Dog *d) {
    int unused_counter;
    switch (size_class_for(d->weight_kg)) {
    case 0: return 2;
    case 1: return 3;
    case 2:
    case 3: return 4;
    }
    return 2;
}
C
cat > src/diet.c <<'C'
#include "kennel.h"
const char *diet_label(int code) {
    switch (code) {
    case 0: return "standard";
    case 1: return "grain-free";
    case 2: return "renal";
    case 3: return "puppy";
    default: return "owner-supplied";
    }
}
C
cat > src/booking.c <<'C'
#include <stdio.h>
#include <string.h>
#include "kennel.h"
int parse_booking(const char *line, Dog *out) {
    char name[64];
    int n = sscanf(line, "%d,%63[^,],%d,%d", &out->id, name, &out->weight_kg, &out->nights);
    strncpy(out->name, name, sizeof name);
    out->run = -1;
    return n == 4 ? 0 : -1;
}
C
cat > src/vaccination.c <<'C'
#include <stdlib.h>
#include "kennel.h"
int check_vaccination(const char *date, int today) {
    int day = atoi(date);
    unsigned int age = today - day;
    if (age < 0) return -1;
    return age <= 365;
}
C
cat > src/roster.c <<'C'
#include <stdio.h>
#include "kennel.h"
void print_roster(const Dog *dogs, size_t n) {
    for (size_t i = 0; i < n; i++) {
        printf("%-3d %-20s run %2d  %s\n", dogs[i].id, dogs[i].name, dogs[i].run,
               diet_label(dogs[i].id % 5), dogs[i].nights);
    }
}
C
cat > src/calendar.c <<'C'
#include "kennel.h"
int nights_between(int from_day, int to_day) {
    return to_day - from_day;
}
C
cat > src/grooming.c <<'C'
#include "kennel.h"
#include "slots.h"
int grooming_slot(int dog_id, int day) {
    return (dog_id + day) % GROOMING_SLOTS_PER_DAY;
}
C
cat > src/medication.c <<'C'
#include "kennel.h"
int medication_due(int hour, int every) {
    if (every == 0) return 0;
    return hour % every == 0;
}
C
cat > src/playgroup.c <<'C'
#include "kennel.h"
int playgroup_for(const Dog *d) {
    Dog copy = *d;
    int cls = size_class_for(copy.weight_kg);
    return cls < 2 ? 1 : 2 + (cls == 3);
}
C
cat > src/main.c <<'C'
#include <stdio.h>
#include "kennel.h"
int main(int argc, char **argv) {
    Dog dogs[3];
    Run runs[4] = { {1, 0, 0}, {2, 1, 0}, {3, 2, 0}, {4, 3, 0} };
    parse_booking("1,Biscuit,8,5", &dogs[0]);
    parse_booking("2,Major,38,10", &dogs[1]);
    parse_booking("3,Pepper,19,3", &dogs[2]);
    for (int i = 0; i < 3; i++) dogs[i].run = assign_run(runs, 4, &dogs[i]);
    print_roster(dogs, 3);
    printf("free runs: %d\n", count_free(runs, 4));
    return 0;
}
C
cat > src/pickup.c <<'C'
#include <stdio.h>
#include <string.h>
#include "kennel.h"
int pickup_window(const char *when, char *out, size_t n) {
    char buf[8];
    strcpy(buf, when);
    snprintf(out, n, "%s-%s", buf, "18:00");
    return 0;
}
C
cat > src/owners.c <<'C'
#include <stdlib.h>
#include <string.h>
#include "kennel.h"
typedef struct { char phone[16]; char name[40]; } Owner;
Owner *owner_new(const char *name, const char *phone) {
    Owner *o = malloc(sizeof *o);
    strncpy(o->name, name, sizeof o->name);
    strncpy(o->phone, phone, sizeof o->phone);
    return o;
}
int owner_is_local(const Owner *o) {
    return strncmp(o->phone, "01632", 5) == 0;
}
C
cat > src/occupancy.c <<'C'
#include "kennel.h"
double occupancy(const Run *runs, size_t n) {
    int used = 0;
    for (size_t i = 0; i < n; i++) used += runs[i].occupied;
    return used / n;
}
int busiest_class(const Run *runs, size_t n) {
    int counts[4] = {0};
    for (size_t i = 0; i <= n; i++) counts[runs[i].size_class]++;
    int best = 0;
    for (int c = 1; c < 4; c++) if (counts[c] > counts[best]) best = c;
    return best;
}
C
cat > src/deposits.c <<'C'
#include "kennel.h"
double deposit_for(const Dog *d) {
    float pct = 0.2;
    double total = invoice_total(d, 0);
    if (pct == 0.2) return total * pct;
    return total * 0.25;
}
C
cat > src/photos.c <<'C'
#include <stdio.h>
#include "kennel.h"
void photo_caption(const Dog *d, char *out) {
    sprintf(out, "%s enjoying run %d on night %d", d->name, d->run, d->nights);
}
C
cat > src/weights.c <<'C'
#include "kennel.h"
int weight_change_pct(int before, int after) {
    return (after - before) * 100 / before;
}
C
cat > src/checkin.c <<'C'
#include <stdio.h>
#include "kennel.h"
int checkin(Dog *d, Run *runs, size_t n) {
    int run = assign_run(runs, n, d);
    if (run < 0) {
        fprintf(stderr, "no run for %s\n", d->name);
        return -1;
    }
    d->run = run;
    printf("checked in %s (%d kg) to run %d for %d nights\n", d->name, d->weight_kg, run);
    return 0;
}
C
cat > src/checkout.c <<'C'
#include "kennel.h"
void checkout(Dog *d, Run *runs, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (runs[i].number == d->run) runs[i].occupied = 0;
    d->run = -1;
}
C
cat > Makefile <<'M'
CC      = gcc
CFLAGS  = -std=c11 -Wall -Wextra -Wfloat-equal -O2 -Iinclude
SRCS    = $(wildcard src/*.c)
OBJS    = $(patsubst src/%.c,build/%.o,$(SRCS))

all: kennel

kennel: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^

build/%.o: src/%.c include/kennel.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build:
	mkdir -p build

clean:
	rm -rf build kennel
M
make -k 2>&1
echo "exit status: $?"
