#!/bin/bash
# AddressSanitizer report from a garden sun-dial hour-line calculator (stack buffer overflow).
WORK=${WORK:-/home/dev}; P=$WORK/hourlines
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > hourlines.c <<'EOF'
#include <math.h>
#include <stdio.h>
#include <string.h>

#define HOURS 12   /* 6am .. 6pm, inclusive would be 13 */

typedef struct { int hour; double angle_deg; } line_t;

static double hour_angle(double latitude_deg, int hour) {
    double lat = latitude_deg * M_PI / 180.0;
    double ha = (hour - 12) * 15.0 * M_PI / 180.0;
    return atan(sin(lat) * tan(ha)) * 180.0 / M_PI;
}

static void fill_lines(line_t *out, double latitude) {
    for (int h = 6; h <= 18; h++) {
        out[h - 6].hour = h;
        out[h - 6].angle_deg = (h == 6 || h == 18) ? (h < 12 ? -90.0 : 90.0) : hour_angle(latitude, h);
    }
}

static void print_lines(const char *place, double latitude) {
    line_t lines[HOURS];
    fill_lines(lines, latitude);
    printf("%s (lat %.2f)\n", place, latitude);
    for (int i = 0; i < HOURS; i++) printf("  %02d:00  %7.2f deg\n", lines[i].hour, lines[i].angle_deg);
}

int main(void) {
    print_lines("Kew walled garden", 51.48);
    print_lines("Bergen harbour", 60.39);
    return 0;
}
EOF
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o hourlines hourlines.c -lm
{ echo '$ ./hourlines'; ./hourlines 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/==[0-9][0-9]*==/==27182==/g' -e 's/thread T0 (pid [0-9]*)/thread T0/'
