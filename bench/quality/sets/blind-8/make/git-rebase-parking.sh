#!/bin/bash
# Parking-garage barrier controller: rebasing a feature branch onto main stops on a conflict; then git status.
P=${WORK:-/home/dev}/barrier-ctl
rm -rf $P && mkdir -p $P/src && cd $P
export GIT_AUTHOR_NAME="Ines Varga" GIT_AUTHOR_EMAIL="ines@garage.example" GIT_COMMITTER_NAME="Ines Varga" GIT_COMMITTER_EMAIL="ines@garage.example"
git init -q -b main .
cat > src/barrier.c <<'C'
#include "barrier.h"

#define OPEN_TIMEOUT_MS 8000
#define LOOP_SENSOR_DEBOUNCE_MS 150

int barrier_should_close(const barrier_t *b, unsigned now_ms) {
    if (b->loop_occupied) return 0;
    return now_ms - b->opened_at_ms > OPEN_TIMEOUT_MS;
}

int barrier_on_ticket(barrier_t *b, const ticket_t *t, unsigned now_ms) {
    if (!ticket_valid(t)) return -1;
    b->state = BARRIER_OPENING;
    b->opened_at_ms = now_ms;
    return 0;
}
C
cat > src/barrier.h <<'C'
typedef enum { BARRIER_CLOSED, BARRIER_OPENING, BARRIER_OPEN, BARRIER_CLOSING } barrier_state_t;
typedef struct { barrier_state_t state; unsigned opened_at_ms; int loop_occupied; } barrier_t;
typedef struct { unsigned id; unsigned paid_until; } ticket_t;
int ticket_valid(const ticket_t *t);
C
cat > src/tickets.c <<'C'
#include "barrier.h"
int ticket_valid(const ticket_t *t) { return t->id != 0; }
C
printf 'CFLAGS=-Wall\nall:\n\tcc $(CFLAGS) -c src/*.c\n' > Makefile
git add -A && git commit -qm "Barrier controller: ticket open and timed close" --date="2024-10-01T09:00:00"
git checkout -q -b feature/anpr-entry
cat > src/anpr.c <<'C'
#include "barrier.h"
int anpr_plate_allowed(const char *plate) { return plate && plate[0]; }
C
git add src/anpr.c && git commit -qm "ANPR: plate allow-list stub" --date="2024-10-02T10:00:00"
sed -i 's/#define OPEN_TIMEOUT_MS 8000/#define OPEN_TIMEOUT_MS 12000  \/* ANPR cars roll slower *\//' src/barrier.c
git commit -qam "Longer open timeout for ANPR entries" --date="2024-10-02T11:30:00"
cat >> src/barrier.c <<'C'

int barrier_on_plate(barrier_t *b, const char *plate, unsigned now_ms) {
    if (!anpr_plate_allowed(plate)) return -1;
    b->state = BARRIER_OPENING;
    b->opened_at_ms = now_ms;
    return 0;
}
C
git commit -qam "Open barrier on an allowed plate" --date="2024-10-02T14:00:00"
git checkout -q main
sed -i 's/#define OPEN_TIMEOUT_MS 8000/#define OPEN_TIMEOUT_MS 6000/' src/barrier.c
sed -i 's/    if (!ticket_valid(t)) return -1;/    if (!ticket_valid(t)) return -1;\n    if (t->paid_until < now_ms \/ 1000) return -2;  \/* unpaid: send to pay station *\//' src/barrier.c
git commit -qam "Shorter timeout; refuse unpaid tickets" --date="2024-10-03T08:45:00"
echo 'LDFLAGS=-lm' >> Makefile && git commit -qam "Link libm" --date="2024-10-03T09:10:00"
git checkout -q feature/anpr-entry
git rebase main 2>&1
echo "exit status: $?"
git status 2>&1
git diff 2>&1
