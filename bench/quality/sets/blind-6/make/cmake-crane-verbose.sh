#!/usr/bin/env bash
# harbour-crane load checker: cmake configure + make -k VERBOSE=1 over many files, one compile error
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/crane-loadcheck"
rm -rf "$P"; mkdir -p "$P/src/sensors" "$P/src/rules" "$P/src/report" "$P/include"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(crane_loadcheck C)
set(CMAKE_C_STANDARD 11)
set(CMAKE_C_FLAGS "${CMAKE_C_FLAGS} -Wall -Wextra")
include_directories(include)
file(GLOB SENSOR_SRCS src/sensors/*.c)
file(GLOB RULE_SRCS src/rules/*.c)
file(GLOB REPORT_SRCS src/report/*.c)
add_library(sensors STATIC ${SENSOR_SRCS})
add_library(rules STATIC ${RULE_SRCS})
add_library(report STATIC ${REPORT_SRCS})
add_executable(loadcheck src/main.c)
target_link_libraries(loadcheck rules sensors report m)
EOF
cat > include/crane.h <<'EOF'
#ifndef CRANE_H
#define CRANE_H
typedef struct {
    double load_t;       /* hook load in tonnes */
    double radius_m;     /* outreach */
    double wind_ms;      /* wind speed at boom tip */
    double boom_angle;   /* degrees */
    int twistlocks_ok;   /* 1 when all four spreader twistlocks are locked */
} CraneState;

typedef struct {
    const char *code;
    int severity;        /* 0 ok, 1 warn, 2 stop */
    char message[96];
} Finding;
#endif
EOF
for s in anemometer load_cell slew_encoder boom_angle trolley_pos hoist_rope spreader twistlock hydraulic_pressure motor_temp brake_wear rail_clamp gantry_skew camera_ocr tide_gauge vessel_list power_supply emergency_stop hook_height container_weight cabin_door lashing_platform boom_latch festoon_cable cable_reel anti_collision laser_scanner strain_gauge vibration oil_level gearbox_temp lightning_rod aircraft_warning sway_sensor snag_detector load_pin pinion_wear hatch_sensor gps_position dock_clearance; do
cat > src/sensors/$s.c <<EOF
#include "crane.h"

static double ${s}_last;

double ${s}_read(void)
{
    return ${s}_last;
}

void ${s}_update(double v)
{
    ${s}_last = v;
}
EOF
done
for r in load_chart wind_limit overload_margin twistlock_check boom_radius slew_speed hoist_speed tandem_lift side_pull snag_load rope_wear brake_test storm_pin rail_clamp_check vessel_clearance hatch_cover reefer_plug dangerous_goods weight_mismatch eccentric_load anti_sway collision_zone crane_to_crane dual_cycle twin_lift quad_lift hatch_sequence lashing_clear operator_fatigue night_mode lightning_stop earthquake_stop ship_motion cell_guide bay_plan_match seal_check overheight oog_cargo empty_flag gauge_heavy; do
cat > src/rules/$r.c <<EOF
#include <stdio.h>
#include "crane.h"

int rule_${r}(const CraneState *s, Finding *f)
{
    f->code = "${r}";
    f->severity = s->load_t > 60.0 ? 2 : 0;
    snprintf(f->message, sizeof f->message, "${r}: load %.1f t at %.1f m", s->load_t, s->radius_m);
    return f->severity;
}
EOF
done
# the one broken rule: radius is compared against a struct instead of a number
cat > src/rules/load_chart.c <<'EOF'
#include <stdio.h>
#include "crane.h"

typedef struct { double radius_m; double max_t; } ChartRow;

static const ChartRow CHART[] = {
    {15.0, 65.0}, {20.0, 58.0}, {25.0, 51.0}, {30.0, 45.0}, {35.0, 40.5}, {40.0, 36.0},
    {45.0, 32.0}, {50.0, 28.5}, {55.0, 25.0}, {60.0, 22.0}, {65.0, 19.5},
};

static double max_load_at(double radius)
{
    for (unsigned i = 0; i < sizeof CHART / sizeof CHART[0]; i++)
        if (radius <= CHART[i])
            return CHART[i].max_t;
    return 0.0;
}

int rule_load_chart(const CraneState *s, Finding *f)
{
    double limit = max_load_at(s->radius_m);
    f->code = "load_chart";
    f->severity = s->load_t > limit ? 2 : (s->load_t > 0.9 * limit ? 1 : 0);
    snprintf(f->message, sizeof f->message, "load %.1f t, chart limit %.1f t at %.1f m", s->load_t, limit, s->radius_m);
    return f->severity;
}
EOF
for p in summary_text shift_log csv_export json_export alarm_panel sms_alert daily_stats tally_sheet; do
cat > src/report/$p.c <<EOF
#include <stdio.h>
#include "crane.h"

void report_${p}(const Finding *f, int n)
{
    int unused_count;
    for (int i = 0; i < n; i++)
        printf("[${p}] %s sev=%d %s\n", f[i].code, f[i].severity, f[i].message);
}
EOF
done
cat > src/main.c <<'EOF'
#include <stdio.h>
#include "crane.h"

int rule_load_chart(const CraneState *s, Finding *f);

int main(void)
{
    CraneState s = {42.0, 31.0, 12.5, 55.0, 1};
    Finding f;
    int sev = rule_load_chart(&s, &f);
    printf("%s (severity %d)\n", f.message, sev);
    return sev == 2;
}
EOF
{ cmake -S . -B build && make -C build -k VERBOSE=1; echo "exit status: $?"; } 2>&1 | neut
