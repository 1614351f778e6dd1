#!/bin/bash
# gdb batch run of a C bathyscaphe dive-log analyser that segfaults on a malformed sample
WORK=${WORK:-/home/dev}
P=$WORK/bathy-divelog
rm -rf "$P"; mkdir -p "$P/data"
cd "$P"
cat > divelog.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct sample {
    int t_s;
    double depth_m;
    double temp_c;
    double o2_pct;
    char *note;
} sample;

typedef struct ballast_event {
    int t_s;
    const char *kind;
    struct ballast_event *next;
} ballast_event;

static ballast_event *events;

static double field(void)
{
    char *tok = strtok(NULL, ",\n");
    return tok ? atof(tok) : -1.0;
}

static int parse_line(char *line, sample *s)
{
    s->t_s = atoi(strtok(line, ","));
    s->depth_m = field();
    s->temp_c = field();
    s->o2_pct = field();
    char *tok = strtok(NULL, ",\n");
    s->note = tok ? strdup(tok) : NULL;
    return 0;
}

static int note_width(const sample *s)
{
    return (int)strlen(s->note);
}

static void record_event(int t, const char *kind)
{
    ballast_event *e = malloc(sizeof *e);
    e->t_s = t;
    e->kind = kind;
    e->next = events;
    events = e;
}

static double descent_rate(const sample *a, const sample *b)
{
    return (b->depth_m - a->depth_m) / (double)(b->t_s - a->t_s);
}

static void summarise(sample *v, int n)
{
    double max_depth = 0;
    for (int i = 1; i < n; i++) {
        double r = descent_rate(&v[i - 1], &v[i]);
        if (v[i].depth_m > max_depth)
            max_depth = v[i].depth_m;
        if (r < -0.9)
            record_event(v[i].t_s, "shot-drop");
        printf("t=%5d depth=%7.1f m temp=%5.2f C o2=%5.2f%% rate=%+6.3f m/s %*s\n",
               v[i].t_s, v[i].depth_m, v[i].temp_c, v[i].o2_pct, r, note_width(&v[i]) + 2, v[i].note);
    }
    printf("max depth %.1f m\n", max_depth);
}

int main(int argc, char **argv)
{
    FILE *f = fopen(argv[1], "r");
    char line[256];
    static sample v[512];
    int n = 0;
    fgets(line, sizeof line, f); /* header */
    while (fgets(line, sizeof line, f) && n < 512)
        parse_line(line, &v[n++]);
    fclose(f);
    summarise(v, n);
    return 0;
}
EOF
python3 - > data/dive-0611.csv <<'EOF'
print("t_s,depth_m,temp_c,o2_pct,note")
d = 0.0
for i in range(0, 240):
    t = i * 30
    if i < 150:
        d += 12.4
    note = "-"
    if i == 40: note = "thermocline"
    if i == 95: note = "camera on"
    temp = max(2.4, 14.0 - d / 180)
    if i == 233:
        print(f"{t},{d:.1f}")  # truncated record from the pressure logger
        continue
    print(f"{t},{d:.1f},{temp:.2f},{20.9 - i*0.004:.3f},{note}")
EOF
gcc -g -O0 -o divelog divelog.c
{
echo "\$ gdb -q -batch -ex run -ex bt -ex 'frame 2' -ex 'info locals' -ex 'print v[i]' -ex 'print v[i-1]' --args ./divelog data/dive-0611.csv"
gdb -q -batch -ex run -ex bt -ex 'frame 2' -ex 'info locals' -ex 'print v[i]' -ex 'print v[i-1]' --args ./divelog data/dive-0611.csv 2>&1
echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
