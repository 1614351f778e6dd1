#!/usr/bin/env bash
# Cable-car (ropeway) maintenance planner in C++: cmake with the Ninja generator, then
# `ninja -v -k 0` over about 1,000 generated inspection-rule files; one file fails to compile
# in the middle, so the planner executable is never linked.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/ropeway-maint
rm -rf "$P"; mkdir -p "$P/src/rules" "$P/include"; cd "$P"

cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(ropeway_maint VERSION 4.2.0 LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
set(CMAKE_BUILD_TYPE Debug)
file(GLOB RULE_SOURCES ${CMAKE_SOURCE_DIR}/src/rules/*.cpp)
add_library(rules STATIC ${RULE_SOURCES})
target_include_directories(rules PUBLIC ${CMAKE_SOURCE_DIR}/include)
target_compile_options(rules PRIVATE -Wall)
add_executable(planner src/planner.cpp)
target_link_libraries(planner PRIVATE rules)
EOF

cat > include/ropeway.hpp <<'EOF'
#pragma once
#include <cstdint>

namespace ropeway {

enum class Component : std::uint8_t { HaulRope, Sheave, Grip, Tower, Cabin, Bullwheel, Brake };

struct Inspection {
    Component component;
    std::uint16_t tower;         // 0 for station equipment
    std::uint32_t operatingHours;
    double wearMm;
};

struct Rule {
    const char *id;
    Component component;
    std::uint32_t intervalHours;
    double wearLimitMm;
    bool (*due)(const Rule &, const Inspection &);
};

bool dueByHoursOrWear(const Rule &r, const Inspection &i);
void registerRule(const Rule *r);

}  // namespace ropeway
EOF

cat > src/planner.cpp <<'EOF'
#include "ropeway.hpp"
#include <cstdio>
#include <vector>

namespace ropeway {
static std::vector<const Rule *> &table() { static std::vector<const Rule *> t; return t; }
void registerRule(const Rule *r) { table().push_back(r); }
bool dueByHoursOrWear(const Rule &r, const Inspection &i) {
    return i.operatingHours % r.intervalHours == 0 || i.wearMm >= r.wearLimitMm;
}
}  // namespace ropeway

int main() {
    std::printf("%zu inspection rules\n", ropeway::table().size());
}
EOF

comps="HaulRope Sheave Grip Tower Cabin Bullwheel Brake"
n=0
for tower in $(seq 1 24); do
  for c in $comps; do
    for variant in a b c d e f; do
      n=$((n+1))
      lc=$(echo "$c" | tr A-Z a-z)
      f=$(printf 'src/rules/t%02d_%s_%s.cpp' "$tower" "$lc" "$variant")
      if [ "$tower-$c-$variant" = "13-Grip-c" ]; then
        cat > "$f" <<EOF
#include "ropeway.hpp"

namespace {
// detachable grip: spring force check every 2,000 h, jaw wear limit 0.8 mm
bool gripDue(const ropeway::Rule &r, const ropeway::Inspection &i) {
    return i.operatingHours >= r.intervalHours || i.wearMm >= r.wearLimitMm || i.springForceKn < 24.0;
}
const ropeway::Rule rule{"T13-GRIP-C", ropeway::Component::Grip, 2000, 0.8, gripDue};
struct Reg { Reg() { ropeway::registerRule(&rule); } } reg;
}  // namespace
EOF
      else
        cat > "$f" <<EOF
#include "ropeway.hpp"

namespace {
const ropeway::Rule rule{"T$(printf %02d "$tower")-$(echo "$c" | tr a-z A-Z)-$(echo "$variant" | tr a-z A-Z)", ropeway::Component::$c, $((500 + (n * 37) % 4000)), $((1 + n % 9)).$((n % 10)), ropeway::dueByHoursOrWear};
struct Reg { Reg() { ropeway::registerRule(&rule); } } reg;
}  // namespace
EOF
      fi
    done
  done
done

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cmake -S . -B build -G Ninja >/dev/null 2>&1
{
  echo '$ ninja -C build -v -k 0'
  ninja -C build -v -k 0 2>&1
  echo "exit status: $?"
} | neutral
