#!/usr/bin/env bash
# d5: configure, build and ctest of a C++ mine-ventilation airflow calculator; a compiler
# warning during the build and two failing tests (one assertion abort, one wrong value).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/minevent
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(minevent VERSION 2.1.0 LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
add_compile_options(-Wall -Wextra)
find_package(Threads REQUIRED)
add_library(airflow src/airway.cpp src/network.cpp src/fan.cpp)
target_include_directories(airflow PUBLIC src)
add_executable(minevent src/main.cpp)
target_link_libraries(minevent airflow Threads::Threads)
enable_testing()
foreach(t airway network fan methane)
  add_executable(test_${t} tests/test_${t}.cpp)
  target_link_libraries(test_${t} airflow)
  add_test(NAME ${t} COMMAND test_${t})
endforeach()
set_tests_properties(methane PROPERTIES TIMEOUT 20 LABELS "safety")
EOF
cat > src/airway.h <<'EOF'
#pragma once
#include <string>
struct Airway {
    std::string id;
    double length_m;
    double area_m2;
    double perimeter_m;
    double friction_k;  // Atkinson friction factor, kg/m3
    double resistance() const;  // Ns2/m8
};
double pressure_drop(const Airway &a, double q_m3s);
EOF
cat > src/airway.cpp <<'EOF'
#include "airway.h"
#include <cmath>
double Airway::resistance() const {
    return friction_k * length_m * perimeter_m / std::pow(area_m2, 3);
}
double pressure_drop(const Airway &a, double q) {
    return a.resistance() * q * std::abs(q);
}
EOF
cat > src/network.h <<'EOF'
#pragma once
#include <vector>
#include "airway.h"
double series_resistance(const std::vector<Airway> &ws);
double parallel_resistance(const std::vector<Airway> &ws);
std::vector<double> split_flow(const std::vector<Airway> &branches, double q_total);
EOF
cat > src/network.cpp <<'EOF'
#include "network.h"
#include <cassert>
#include <cmath>
double series_resistance(const std::vector<Airway> &ws) {
    double r = 0;
    for (const auto &w : ws) r += w.resistance();
    return r;
}
double parallel_resistance(const std::vector<Airway> &ws) {
    double s = 0;
    for (const auto &w : ws) s += 1.0 / std::sqrt(w.resistance());
    return 1.0 / (s * s);
}
std::vector<double> split_flow(const std::vector<Airway> &branches, double q_total) {
    assert(!branches.empty() && "split_flow needs at least one branch");
    double s = 0;
    for (const auto &b : branches) s += 1.0 / std::sqrt(b.resistance());
    std::vector<double> q;
    for (int i = 0; i < branches.size(); i++)
        q.push_back(q_total * (1.0 / std::sqrt(branches[i].resistance())) / s);
    return q;
}
EOF
cat > src/fan.h <<'EOF'
#pragma once
struct FanCurve { double a, b, c; };  // p = a + b q + c q^2
double operating_point(const FanCurve &f, double mine_resistance, int iterations);
EOF
cat > src/fan.cpp <<'EOF'
#include "fan.h"
double operating_point(const FanCurve &f, double r, int iterations) {
    double lo = 0, hi = 500;
    for (int i = 0; i < iterations; i++) {
        double q = (lo + hi) / 2;
        double fan_p = f.a + f.b * q + f.c * q * q;
        if (fan_p > r * q * q) lo = q; else hi = q;
    }
    return (lo + hi) / 2;
}
EOF
cat > src/main.cpp <<'EOF'
#include <cstdio>
#include "network.h"
#include "fan.h"
int main() {
    std::vector<Airway> main_drift = {{"intake-shaft", 420, 28.3, 18.9, 0.0035}, {"level-3-drift", 1250, 14.0, 15.2, 0.012}};
    double r = series_resistance(main_drift);
    std::printf("mine resistance %.5f Ns2/m8, duty %.1f m3/s\n", r, operating_point({3200, 4.0, -0.09}, r, 60));
}
EOF
cat > tests/check.h <<'EOF'
#pragma once
#include <cmath>
#include <cstdio>
#include <cstdlib>
#define CHECK_NEAR(got, want, tol) do { double g_ = (got), w_ = (want); \
    if (std::fabs(g_ - w_) > (tol)) { std::fprintf(stderr, "%s:%d: CHECK_NEAR(%s, %s) failed: got %.6g, want %.6g (tol %g)\n", \
        __FILE__, __LINE__, #got, #want, g_, w_, (double)(tol)); std::exit(1); } } while (0)
EOF
cat > tests/test_airway.cpp <<'EOF'
#include "check.h"
#include "airway.h"
int main() {
    Airway a{"x-cut-7", 100, 10.0, 13.0, 0.01};
    CHECK_NEAR(a.resistance(), 0.013, 1e-9);
    CHECK_NEAR(pressure_drop(a, 20), 5.2, 1e-9);
    CHECK_NEAR(pressure_drop(a, -20), -5.2, 1e-9);
    std::puts("airway ok");
}
EOF
cat > tests/test_network.cpp <<'EOF'
#include "check.h"
#include "network.h"
int main() {
    std::vector<Airway> two = {{"a", 100, 10, 13, 0.01}, {"b", 100, 10, 13, 0.01}};
    CHECK_NEAR(series_resistance(two), 0.026, 1e-9);
    CHECK_NEAR(parallel_resistance(two), 0.00325, 1e-9);
    auto q = split_flow(two, 50);
    CHECK_NEAR(q[0], 25, 1e-9);
    auto none = split_flow({}, 50);
    std::printf("network ok %zu\n", none.size());
}
EOF
cat > tests/test_fan.cpp <<'EOF'
#include "check.h"
#include "fan.h"
int main() {
    FanCurve f{3200, 4.0, -0.09};
    CHECK_NEAR(operating_point(f, 0.4, 60), 82.3, 0.05);
    std::puts("fan ok");
}
EOF
cat > tests/test_methane.cpp <<'EOF'
#include "check.h"
int main() {
    // dilution: 0.9 m3/s of CH4 into 120 m3/s must stay under 1.0 %
    double pct = 0.9 / 120 * 100;
    CHECK_NEAR(pct, 0.75, 1e-9);
    std::puts("methane ok");
}
EOF
CMD="cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug && cmake --build build && ctest --test-dir build --output-on-failure"
echo "\$ $CMD"
{ cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug && cmake --build build && ctest --test-dir build --output-on-failure; } 2>&1 \
  | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
