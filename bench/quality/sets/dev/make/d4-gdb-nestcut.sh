#!/usr/bin/env bash
# Sheet-metal nesting tool in C: places laser-cut parts on 3000x1500 sheets, printing each
# placement. A part whose outline failed to parse has a NULL contour, and the bounding-box routine
# dereferences it: SIGSEGV. Run under `gdb -batch` with a backtrace, the frame's locals and the
# part being placed.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/nestcut
rm -rf "$P"; mkdir -p "$P/src" "$P/jobs"; cd "$P"

cat > src/geom.h <<'EOF'
#ifndef GEOM_H
#define GEOM_H
#include <stddef.h>

struct point { double x, y; };
struct contour { size_t n; struct point *pts; };
struct part {
    char name[32];
    int qty;
    double thickness_mm;
    struct contour *outline;   /* NULL if the DXF outline could not be read */
};
struct bbox { double minx, miny, maxx, maxy; };

struct bbox part_bbox(const struct part *p);
int parse_job(const char *path, struct part **parts);
#endif
EOF

cat > src/geom.c <<'EOF'
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "geom.h"

struct bbox part_bbox(const struct part *p)
{
    struct bbox b = { DBL_MAX, DBL_MAX, -DBL_MAX, -DBL_MAX };
    const struct contour *c = p->outline;
    for (size_t i = 0; i < c->n; i++) {
        const struct point *q = &c->pts[i];
        if (q->x < b.minx) b.minx = q->x;
        if (q->y < b.miny) b.miny = q->y;
        if (q->x > b.maxx) b.maxx = q->x;
        if (q->y > b.maxy) b.maxy = q->y;
    }
    return b;
}

static struct contour *rect(double w, double h)
{
    struct contour *c = malloc(sizeof *c);
    c->n = 4;
    c->pts = malloc(4 * sizeof *c->pts);
    c->pts[0] = (struct point){0, 0};
    c->pts[1] = (struct point){w, 0};
    c->pts[2] = (struct point){w, h};
    c->pts[3] = (struct point){0, h};
    return c;
}

int parse_job(const char *path, struct part **parts)
{
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    int cap = 64, n = 0;
    *parts = calloc(cap, sizeof **parts);
    char name[32], dxf[64];
    int qty;
    double t, w, h;
    while (fscanf(f, "%31s %63s %d %lf %lf %lf", name, dxf, &qty, &t, &w, &h) == 6) {
        struct part *p = &(*parts)[n++];
        strcpy(p->name, name);
        p->qty = qty;
        p->thickness_mm = t;
        p->outline = strstr(dxf, "missing") ? NULL : rect(w, h);
    }
    fclose(f);
    return n;
}
EOF

cat > src/main.c <<'EOF'
#include <stdio.h>
#include "geom.h"

#define SHEET_W 3000.0
#define SHEET_H 1500.0

static int place_all(struct part *parts, int n)
{
    double x = 0, y = 0, row_h = 0;
    int sheet = 1, placed = 0;
    for (int i = 0; i < n; i++) {
        struct bbox b = part_bbox(&parts[i]);
        double w = b.maxx - b.minx, h = b.maxy - b.miny;
        for (int k = 0; k < parts[i].qty; k++) {
            if (x + w > SHEET_W) { x = 0; y += row_h + 5; row_h = 0; }
            if (y + h > SHEET_H) { sheet++; x = y = row_h = 0; }
            printf("sheet %d: %-24s at (%7.1f, %7.1f)\n", sheet, parts[i].name, x, y);
            x += w + 5;
            if (h > row_h) row_h = h;
            placed++;
        }
    }
    return sheet;
}

int main(int argc, char **argv)
{
    struct part *parts;
    int n = parse_job(argc > 1 ? argv[1] : "job.txt", &parts);
    if (n < 0) { perror("job"); return 2; }
    printf("%d part types\n", n);
    int sheets = place_all(parts, n);
    printf("done: %d sheets\n", sheets);
    return 0;
}
EOF

python3 - <<'PYEOF'
import random
random.seed(9)
names = ["bracket-L", "gusset", "base-plate", "side-panel", "hinge-leaf", "cable-tray-end", "rib", "cover", "flange",
         "mount-tab", "spacer", "door-skin", "kick-plate", "shelf", "clip"]
with open("jobs/trailer-batch-0412.txt", "w") as f:
    for i in range(1, 19):
        nm = "%s-%02d" % (random.choice(names), i)
        dxf = "dxf/%s.dxf" % nm
        if i == 14:
            nm, dxf = "mudguard-stay-14", "dxf/missing/mudguard-stay-14.dxf"
        f.write("%s %s %d %.1f %d %d\n" % (nm, dxf, random.randint(2, 14), random.choice([1.5, 2.0, 3.0, 4.0]), random.randint(60, 600), random.randint(40, 400)))
PYEOF

gcc -g -O0 -Wall -o nestcut src/main.c src/geom.c 2>&1

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ gdb -batch -ex run -ex bt -ex "info locals" -ex "frame 1" -ex "print parts[i]" --args ./nestcut jobs/trailer-batch-0412.txt'
  gdb -q -nx -batch -ex run -ex bt -ex "info locals" -ex "frame 1" -ex "print parts[i]" --args ./nestcut jobs/trailer-batch-0412.txt 2>&1
  echo "exit status: $?"
} | neutral
