#!/bin/bash
# Beekeeping hive-inspection journal: cmake configure + make -k VERBOSE=1 over ~80 C files, one compile error.
P=${WORK:-/home/dev}/hivejournal
rm -rf "$P"; mkdir -p "$P/src/core" "$P/src/inspect" "$P/src/report" "$P/include/hive" "$P/tools"; cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(hivejournal VERSION 1.4.0 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
set(CMAKE_C_STANDARD_REQUIRED ON)
add_compile_options(-Wall -Wextra -O2)
include_directories(include)
file(GLOB CORE_SRC src/core/*.c)
file(GLOB INSPECT_SRC src/inspect/*.c)
file(GLOB REPORT_SRC src/report/*.c)
add_library(hivecore STATIC ${CORE_SRC})
add_library(hiveinspect STATIC ${INSPECT_SRC})
target_link_libraries(hiveinspect PUBLIC hivecore)
add_library(hivereport STATIC ${REPORT_SRC})
target_link_libraries(hivereport PUBLIC hivecore m)
add_executable(hivejournal tools/hivejournal.c)
target_link_libraries(hivejournal PRIVATE hivereport hiveinspect)
add_executable(hive-import tools/hive_import.c)
target_link_libraries(hive-import PRIVATE hivecore)
EOF
cat > include/hive/hive.h <<'EOF'
#ifndef HIVE_H
#define HIVE_H
#include <stddef.h>
typedef enum { QUEEN_SEEN, QUEEN_EGGS_ONLY, QUEEN_ABSENT, QUEEN_CELLS } queen_status;
typedef struct {
    int hive_id;
    int frames_brood;
    int frames_stores;
    int varroa_per_100;
    queen_status queen;
    int temper;       /* 1 calm .. 5 aggressive */
    char notes[128];
} inspection;
int hive_core_version(void);
#endif
EOF
python3 - <<'EOF'
core = ["apiary", "hive", "colony", "queen", "frame", "box", "feeder", "weather", "calendar", "season",
        "store", "csv", "json", "strings", "ids", "geo", "units", "config", "log", "arena", "hash", "sqlite_glue",
        "paths", "timefmt", "locale", "queue", "photo", "barcode", "forage", "sync"]
inspect = ["brood", "varroa", "swarm", "temper", "stores", "disease", "nosema", "chalkbrood", "foulbrood",
           "wasps", "queenless", "supers", "splits", "requeen", "feeding", "treatments", "drones", "pollen",
           "comb", "laying_workers", "robbing", "small_hive_beetle", "wax_moth", "sacbrood", "dwv", "checklist"]
report = ["summary", "trend", "export_pdf", "export_csv", "charts", "alerts", "yearbook", "bee_inspector",
          "harvest", "weights", "timeline", "map", "compare", "ranking", "email", "sms", "heatmap", "calendar_view",
          "apiary_sheet", "movement_log", "medicine_record", "sales"]
for sub, names in (("core", core), ("inspect", inspect), ("report", report)):
    for n in names:
        with open(f"src/{sub}/{n}.c", "w") as f:
            f.write('#include "hive/hive.h"\n\n')
            f.write(f"int {sub}_{n}_score(const inspection *in) {{\n")
            f.write("    int s = in->frames_brood * 2 + in->frames_stores;\n")
            f.write("    if (in->varroa_per_100 > 3) s -= 5;\n")
            f.write("    return s;\n}\n")
# a couple of warnings and one error
open("src/core/units.c", "a").write("\nint unused_conv(int kg) {\n    int lb;\n    return kg * 2;\n}\n")
open("src/inspect/swarm.c", "w").write('''#include "hive/hive.h"

int inspect_swarm_score(const inspection *in) {
    int s = in->frames_brood * 2 + in->frames_stores;
    if (in->varroa_per_100 > 3) s -= 5;
    return s;
}

/* swarm risk: queen cells plus a crowded brood nest */
int swarm_risk(const inspection *in, int supers) {
    int risk = 0;
    if (in->queen == QUEEN_CELLS) risk += 3;
    if (in->frames_brood >= 8 && supers < 1) risk += 2;
    if (in->temper > 3) risk += 1;
    return risk >= 3 ? SWARM_RISK_HIGH : risk;
}
''')
open("src/report/alerts.c", "a").write('''
const char *alert_text(int level) {
    switch (level) {
    case 0: return "ok";
    case 1: return "watch";
    case 2: return "act";
    }
}
''')
open("src/core/apiary.c", "a").write("\nint hive_core_version(void) { return 140; }\n")
EOF
cat > tools/hivejournal.c <<'EOF'
#include <stdio.h>
#include "hive/hive.h"
int main(void) { printf("hivejournal %d\n", hive_core_version()); return 0; }
EOF
cat > tools/hive_import.c <<'EOF'
#include <stdio.h>
#include "hive/hive.h"
int main(int argc, char **argv) { printf("import %s\n", argc > 1 ? argv[1] : "-"); return 0; }
EOF
mkdir -p build && cd build
{
  echo '$ cmake .. && make -k VERBOSE=1'
  cmake .. 2>&1 && make -k VERBOSE=1 2>&1
  echo "exit status: $?"
} | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
