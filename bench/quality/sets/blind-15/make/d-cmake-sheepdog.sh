#!/usr/bin/env bash
# d-cmake-sheepdog: configure + build of a sheepdog-trial scoring tool with CMake
# (Unix Makefiles); configure prints a developer warning and a missing optional
# dependency, the build finishes with one compiler warning, then ctest runs.
WORK=${WORK:-/home/dev}
P=$WORK/sheepdog
rm -rf "$P"; mkdir -p "$P/src/scoring" "$P/src/course" "$P/src/io" "$P/tests"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > CMakeLists.txt <<'T'
cmake_minimum_required(VERSION 3.16)
project(TrialScore VERSION 3.2.0 LANGUAGES C CXX)

option(TRIALSCORE_WITH_SQLITE "Store results in SQLite" ON)
option(TRIALSCORE_BUILD_TESTS "Build unit tests" ON)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE RelWithDebInfo)
endif()
message(STATUS "TrialScore ${PROJECT_VERSION} (${CMAKE_BUILD_TYPE})")

find_package(Threads REQUIRED)
find_package(PkgConfig)
if(TRIALSCORE_WITH_SQLITE)
  find_package(SQLite3)
  if(NOT SQLite3_FOUND)
    message(WARNING "SQLite3 not found: results will be written as CSV only")
  endif()
endif()

include(CheckIncludeFileCXX)
check_include_file_cxx(charconv HAVE_CHARCONV)
include(CheckCXXCompilerFlag)
check_cxx_compiler_flag(-Wshadow HAVE_WSHADOW)

file(GLOB SCORING_SRCS src/scoring/*.cpp)
file(GLOB COURSE_SRCS src/course/*.cpp)
file(GLOB IO_SRCS src/io/*.cpp)
add_library(trialcore STATIC ${SCORING_SRCS} ${COURSE_SRCS} ${IO_SRCS})
target_include_directories(trialcore PUBLIC src)
target_compile_options(trialcore PRIVATE -Wall -Wextra $<$<BOOL:${HAVE_WSHADOW}>:-Wshadow>)
target_link_libraries(trialcore PUBLIC Threads::Threads)

add_executable(trialscore src/main.cpp)
target_link_libraries(trialscore PRIVATE trialcore)

if(TRIALSCORE_BUILD_TESTS)
  enable_testing()
  foreach(t penalties course_time shed outrun)
    add_executable(test_${t} tests/test_${t}.cpp)
    target_link_libraries(test_${t} PRIVATE trialcore)
    add_test(NAME ${t} COMMAND test_${t})
  endforeach()
endif()

exec_program(uname ARGS -m OUTPUT_VARIABLE TS_ARCH)
T

cat > src/scoring/penalties.hpp <<'T'
#pragma once
#include <string>
#include <vector>
namespace ts {
enum class Phase { Outrun, Lift, Fetch, Drive, Shed, Pen, Single };
struct Deduction { Phase phase; int points; std::string note; };
int max_points(Phase p);
int phase_score(Phase p, const std::vector<Deduction>& ds);
int total_score(const std::vector<Deduction>& ds);
}
T
cat > src/scoring/penalties.cpp <<'T'
#include "scoring/penalties.hpp"
#include <algorithm>
namespace ts {
int max_points(Phase p) {
    switch (p) {
    case Phase::Outrun: return 20;
    case Phase::Lift: return 10;
    case Phase::Fetch: return 20;
    case Phase::Drive: return 30;
    case Phase::Shed: return 10;
    case Phase::Pen: return 10;
    case Phase::Single: return 10;
    }
    return 0;
}
int phase_score(Phase p, const std::vector<Deduction>& ds) {
    int lost = 0;
    for (const auto& d : ds) if (d.phase == p) lost += d.points;
    return std::max(0, max_points(p) - lost);
}
int total_score(const std::vector<Deduction>& ds) {
    int total = 0;
    for (int i = 0; i <= static_cast<int>(Phase::Single); ++i) total += phase_score(static_cast<Phase>(i), ds);
    return total;
}
}
T
cat > src/scoring/judges.cpp <<'T'
#include "scoring/penalties.hpp"
#include <numeric>
namespace ts {
double panel_average(const std::vector<int>& scores) {
    if (scores.empty()) return 0.0;
    double total = std::accumulate(scores.begin(), scores.end(), 0.0);
    return total / scores.size();
}
int best_of(const std::vector<int>& scores) {
    int best = 0;
    for (size_t i = 0; i < scores.size(); ++i) {
        int best = scores[i] > best ? scores[i] : best;
        (void)best;
    }
    return best;
}
}
T
cat > src/scoring/tiebreak.cpp <<'T'
#include "scoring/penalties.hpp"
namespace ts {
// Ties are broken on outwork (outrun + lift + fetch) points.
int outwork(const std::vector<Deduction>& ds) {
    return phase_score(Phase::Outrun, ds) + phase_score(Phase::Lift, ds) + phase_score(Phase::Fetch, ds);
}
}
T
cat > src/course/course.hpp <<'T'
#pragma once
namespace ts {
struct Course { double outrun_m; double drive_m; int time_limit_s; int sheep; };
Course nursery_course();
Course open_course();
bool over_time(const Course& c, int elapsed_s);
}
T
cat > src/course/course.cpp <<'T'
#include "course/course.hpp"
namespace ts {
Course nursery_course() { return {300.0, 350.0, 780, 5}; }
Course open_course() { return {400.0, 450.0, 900, 5}; }
bool over_time(const Course& c, int elapsed_s) { return elapsed_s > c.time_limit_s; }
}
T
cat > src/course/gates.cpp <<'T'
#include "course/course.hpp"
namespace ts {
int gates_missed(unsigned mask) { int n = 0; while (mask) { n += mask & 1u; mask >>= 1; } return n; }
}
T
cat > src/io/csv.cpp <<'T'
#include <fstream>
#include <string>
namespace ts {
bool append_csv(const std::string& path, const std::string& handler, const std::string& dog, int score) {
    std::ofstream out(path, std::ios::app);
    out << handler << ',' << dog << ',' << score << '\n';
    return static_cast<bool>(out);
}
}
T
cat > src/io/draw.cpp <<'T'
#include <algorithm>
#include <random>
#include <string>
#include <vector>
namespace ts {
std::vector<std::string> running_order(std::vector<std::string> entries, unsigned seed) {
    std::mt19937 rng(seed);
    std::shuffle(entries.begin(), entries.end(), rng);
    return entries;
}
}
T
cat > src/main.cpp <<'T'
#include "scoring/penalties.hpp"
#include "course/course.hpp"
#include <iostream>
int main() {
    std::vector<ts::Deduction> ds = {{ts::Phase::Outrun, 2, "tight"}, {ts::Phase::Drive, 7, "off line"}, {ts::Phase::Pen, 10, "failed pen"}};
    std::cout << "score " << ts::total_score(ds) << "/110\n";
}
T
for t in penalties course_time shed outrun; do
cat > tests/test_$t.cpp <<T
#include "scoring/penalties.hpp"
#include "course/course.hpp"
#include <cstdio>
int main() {
    std::vector<ts::Deduction> ds = {{ts::Phase::Drive, 4, "wide"}};
    int s = ts::total_score(ds);
    std::printf("$t: total=%d\n", s);
    return s == 106 ? 0 : 1;
}
T
done
sed -i 's/return s == 106/return ts::over_time(ts::nursery_course(), 800) \&\& s == 106/' tests/test_course_time.cpp
sed -i 's/return s == 106/return ts::max_points(ts::Phase::Shed) == 10 \&\& s == 110/' tests/test_shed.cpp

{
  echo '$ cmake -S . -B build && cmake --build build -j4 && (cd build && ctest)'
  { cmake -S . -B build && cmake --build build -j4 && (cd build && ctest); } 2>&1; echo "exit status: $?"
} | neutral
