#!/bin/sh
# Warehouse pick-list optimizer in C: cmake configure + `make -k VERBOSE=1` over ~70 files, one error.
# usage: BASE=<scratch dir> sh make/22-cmake-verbose-picklist.sh > outputs/22-cmake-verbose-picklist.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/picklist"; rm -rf "$P"; mkdir -p "$P/include" "$P/src" "$P/tools"; cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(picklist VERSION 2.3.0 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
set(CMAKE_C_STANDARD_REQUIRED ON)
add_compile_options(-Wall -Wextra)
file(GLOB_RECURSE CORE_SOURCES CONFIGURE_DEPENDS src/*.c)
add_library(pickcore STATIC ${CORE_SOURCES})
target_include_directories(pickcore PUBLIC include)
add_executable(picklist tools/main.c)
target_link_libraries(picklist PRIVATE pickcore m)
EOF
cat > include/picklist.h <<'EOF'
#ifndef PICKLIST_H
#define PICKLIST_H
#include <stddef.h>

typedef struct { int aisle, bay, level; } location;
typedef struct { char sku[16]; int qty; location loc; double weight_kg; } pick_line;
typedef struct { pick_line *lines; size_t n; int order_id; } order;
typedef struct { order *orders; size_t n; int wave; } batch;
typedef struct { int aisles, bays_per_aisle, levels; double aisle_width_m, bay_width_m; } layout;

double travel_m(const layout *w, location a, location b);
#endif
EOF
python3 - <<'EOF'
import os
mods = {
 "layout": ["grid", "aisles", "cross_aisles", "dock_doors", "levels", "zones"],
 "orders": ["parse_csv", "parse_edi", "validate", "priority", "cutoff", "split"],
 "slotting": ["abc_class", "velocity", "cube", "affinity", "golden_zone", "reslot"],
 "batching": ["seed", "savings", "cluster", "wave_plan", "cart_fill", "tote_assign"],
 "routing": ["s_shape", "return_route", "midpoint", "largest_gap", "combined", "optimal_dp"],
 "inventory": ["stock", "reserve", "replenish", "cycle_count", "lot_fifo", "expiry"],
 "labor": ["pickers", "shifts", "rates", "travel_time", "incentives"],
 "io": ["json_out", "csv_out", "label_zpl", "report_html", "log"],
 "util": ["heap", "hash", "arena", "rng", "timer", "strbuf"],
 "picking": ["pick_to_light", "voice", "rf_scan", "put_wall", "zone_pick", "batch_pick", "cluster_pick"],
 "packing": ["carton_select", "dunnage", "weigh_check", "manifest", "seal", "void_fill"],
 "shipping": ["carrier_rates", "label_ups", "label_dhl", "label_fedex", "pallet_build", "load_plan", "bol"],
 "forecast": ["demand", "seasonality", "promo_uplift", "safety_stock", "lead_time"],
 "sim": ["event_queue", "picker_agent", "congestion", "metrics", "scenario"],
 "db": ["sqlite_store", "migrations", "schema", "query_orders", "query_stock"],
 "api": ["http_server", "routes", "auth", "rate_limit", "json_parse"],
 "returns": ["rma", "inspect", "restock", "dispose"],
}
for pkg, names in mods.items():
    os.makedirs(f"src/{pkg}", exist_ok=True)
    for i, n in enumerate(names):
        fn = f"{pkg}_{n}"
        body = f'''#include "picklist.h"

/* {pkg}/{n}.c */
static int {n}_calls;

double {fn}_score(const layout *w, const pick_line *p, size_t n)
{{
    double s = 0.0;
    {n}_calls++;
    for (size_t i = 0; i < n; i++)
        s += p[i].qty * (1.0 + p[i].loc.level * 0.{i + 1}) + p[i].loc.aisle / (double)w->aisles;
    return s;
}}

int {fn}_calls(void) {{ return {n}_calls; }}
'''
        if fn == "slotting_cube":
            body += '''
int slotting_cube_fits(const pick_line *p, int max_qty, unsigned slot_volume)
{
    int unused_depth;
    return p->qty <= max_qty && p->weight_kg * 1000 < slot_volume;
}
'''
        if fn == "routing_largest_gap":
            body += '''
double routing_largest_gap_total(const layout *w, const batch *b)
{
    double total = 0.0;
    location dock = { 0, 0, 0 };
    for (size_t o = 0; o < b->n; o++) {
        const order *ord = &b->orders[o];
        for (size_t i = 0; i < ord->n; i++)
            total += travel_m(w, dock, ord->lines[i]);
    }
    return total;
}
'''
        if fn == "io_log":
            body += '''
#include <stdio.h>
void io_log_line(const char *level, const char *msg, int code)
{
    fprintf(stderr, "[%s] %s (%d)\\n", level, msg);
    (void)code;
}
'''
        open(f"src/{pkg}/{n}.c", "w").write(body)
open("src/travel.c", "w").write('''#include <math.h>
#include "picklist.h"

double travel_m(const layout *w, location a, location b)
{
    double along = fabs((double)(a.bay - b.bay)) * w->bay_width_m;
    double across = fabs((double)(a.aisle - b.aisle)) * w->aisle_width_m * 2;
    return along + across;
}
''')
EOF
cat > tools/main.c <<'EOF'
#include <stdio.h>
#include "picklist.h"

int main(void)
{
    layout w = { 24, 40, 5, 3.2, 1.1 };
    location a = { 1, 2, 0 }, b = { 7, 30, 1 };
    printf("%.1f m\n", travel_m(&w, a, b));
    return 0;
}
EOF
{ cmake -S . -B build 2>&1 && cd build && make -k VERBOSE=1 2>&1; echo "exit status: $?"; } | neut
