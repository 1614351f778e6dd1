#!/bin/bash
# a curling-stone delivery simulator logs ~3000 steps, then an assertion aborts it
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-assert-curlingsheet-long.txt
P=$WORK/curlsim
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > curlsim.c <<'EOF'
#include <assert.h>
#include <math.h>
#include <stdio.h>

typedef struct { double x, y, vx, vy, spin; int id; } stone;

#define SHEET_LEN 45.72
#define HOG_LINE  33.53
#define FRICTION  0.0081
#define CURL_K    0.0024

static void step(stone *s, double dt, int sweeping) {
    double v = sqrt(s->vx * s->vx + s->vy * s->vy);
    double mu = sweeping ? FRICTION * 0.78 : FRICTION;
    double decel = mu * 9.81;
    if (v < 1e-6) { s->vx = s->vy = 0; return; }
    double nv = v - decel * dt;
    if (nv <= 0) { s->vx = s->vy = 0; return; }
    s->vx *= nv / v;
    s->vy *= nv / v;
    s->vx += CURL_K * s->spin * dt / (v + 0.05);
    s->x += s->vx * dt;
    s->y += s->vy * dt;
}

static double deliver(int end, int shot, double v0, double spin, double aim_x, int sweep_until) {
    stone s = { aim_x, 0.0, 0.0, v0, spin, end * 100 + shot };
    double t = 0.0, dt = 0.05;
    int n = 0;
    while (s.vy > 0 || s.vx != 0) {
        step(&s, dt, s.y < sweep_until);
        t += dt;
        if (++n % 20 == 0)
            printf("end %d shot %2d t=%5.2fs y=%6.2fm x=%+5.2fm v=%4.2fm/s%s\n", end, shot, t, s.y, s.x,
                   sqrt(s.vx * s.vx + s.vy * s.vy), s.y < sweep_until ? " [sweep]" : "");
        if (s.vx == 0 && s.vy == 0) break;
    }
    /* a stone that stops short of the hog line must be removed before the next shot */
    assert(s.y >= HOG_LINE || s.id % 100 != 7);
    printf("end %d shot %2d: rest at y=%.2f x=%+.2f after %.1fs%s\n", end, shot, s.y, s.x, t,
           s.y < HOG_LINE ? " (hogged, removed)" : "");
    return s.y;
}

int main(void) {
    for (int end = 1; end <= 8; end++) {
        printf("=== end %d ===\n", end);
        for (int shot = 1; shot <= 16; shot++) {
            double v0 = 2.42 + 0.01 * ((shot * 7 + end * 3) % 9);
            double spin = (shot % 2) ? 1.0 : -1.0;
            if (end == 6 && shot == 7) v0 = 1.90;
            deliver(end, shot, v0, spin, 0.3 * spin, 28 + (shot % 5));
        }
    }
    return 0;
}
EOF
gcc -g -O0 -o curlsim curlsim.c -lm
{
  echo '$ ./curlsim'
  ./curlsim 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
