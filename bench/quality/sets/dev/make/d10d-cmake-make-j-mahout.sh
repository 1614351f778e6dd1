#!/usr/bin/env bash
# cmake configure + parallel make -k (-j8) of an elephant-sanctuary care planner (C++): interleaved output,
# warnings in several files, a compile error in libfeeding and a link error in the vetlog tool.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/mahout-care
rm -rf "$P"; mkdir -p "$P/src/herd" "$P/src/feeding" "$P/src/vet" "$P/src/enrich" "$P/tools"
cd "$P"
cat > CMakeLists.txt <<'CM'
cmake_minimum_required(VERSION 3.16)
project(MahoutCare VERSION 0.9.3 LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
add_compile_options(-Wall -Wextra)
find_package(Threads REQUIRED)
file(GLOB HERD_SRC src/herd/*.cpp)
file(GLOB FEED_SRC src/feeding/*.cpp)
file(GLOB VET_SRC src/vet/*.cpp)
file(GLOB ENRICH_SRC src/enrich/*.cpp)
add_library(herd STATIC ${HERD_SRC})
add_library(feeding STATIC ${FEED_SRC})
add_library(vet STATIC ${VET_SRC})
add_library(enrich STATIC ${ENRICH_SRC})
target_include_directories(herd PUBLIC src)
target_include_directories(feeding PUBLIC src)
target_include_directories(vet PUBLIC src)
target_include_directories(enrich PUBLIC src)
target_link_libraries(feeding PUBLIC herd)
target_link_libraries(vet PUBLIC herd)
add_executable(dayplan tools/dayplan.cpp)
target_link_libraries(dayplan feeding enrich Threads::Threads)
add_executable(vetlog tools/vetlog.cpp)
target_link_libraries(vetlog herd)
add_executable(rosterctl tools/rosterctl.cpp)
target_link_libraries(rosterctl herd enrich)
CM
cat > src/herd/elephant.h <<'H'
#pragma once
#include <string>
#include <vector>
namespace herd {
struct Elephant { std::string name; int age; double weightKg; bool bull; };
double dailyFodderKg(const Elephant& e);
std::vector<Elephant> loadHerd(const std::string& csv);
}
H
cat > src/vet/checkup.h <<'H'
#pragma once
#include "herd/elephant.h"
namespace vet { int footCareMinutes(const herd::Elephant& e); void recordTemperature(const herd::Elephant& e, double c); }
H
# many small, mostly warning-free translation units
n=0
for d in herd feeding vet enrich; do
  for m in roster paddock water shade mud bath walk night rota weights tusks trunk ears skin; do
    n=$((n+1))
    cat > "src/$d/${m}.cpp" <<CPP
#include "herd/elephant.h"
#include <numeric>
namespace $d {
int ${m}_score(const std::vector<herd::Elephant>& h, int unused_$n) {
    int s = 0;
    for (size_t i = 0; i < h.size(); ++i) s += h[i].age;
    return s + static_cast<int>(h.size());
}
}
CPP
  done
done
cat > src/herd/elephant.cpp <<'CPP'
#include "herd/elephant.h"
#include <sstream>
namespace herd {
double dailyFodderKg(const Elephant& e) { return e.weightKg * (e.bull ? 0.05 : 0.045); }
std::vector<Elephant> loadHerd(const std::string& csv) {
    std::vector<Elephant> out; std::istringstream in(csv); std::string line;
    while (std::getline(in, line)) { out.push_back(Elephant{line, 0, 0.0, false}); }
    return out;
}
}
CPP
cat > src/feeding/rations.cpp <<'CPP'
#include "herd/elephant.h"
#include <map>
namespace feeding {
struct Ration { double hayKg; double fruitKg; double pelletsKg; };
Ration rationFor(const herd::Elephant& e) {
    double total = herd::dailyFodderKg(e);
    Ration r{total * 0.8, total * 0.1, total * 0.1};
    if (e.age < 5) r.pelletsKg = 0;
    return r
}
std::map<std::string, Ration> plan(const std::vector<herd::Elephant>& h) {
    std::map<std::string, Ration> m;
    for (auto& e : h) m[e.name] = rationFor(e);
    return m;
}
}
CPP
cat > src/vet/checkup.cpp <<'CPP'
#include "vet/checkup.h"
namespace vet {
int footCareMinutes(const herd::Elephant& e) { return e.age > 40 ? 45 : 25; }
}
CPP
cat > tools/dayplan.cpp <<'CPP'
#include "herd/elephant.h"
#include <iostream>
int main() { auto h = herd::loadHerd("Kamala\nSundar\n"); std::cout << h.size() << "\n"; }
CPP
cat > tools/vetlog.cpp <<'CPP'
#include "vet/checkup.h"
#include <iostream>
int main() {
    herd::Elephant e{"Kamala", 52, 3200, false};
    vet::recordTemperature(e, 36.1);
    std::cout << vet::footCareMinutes(e) << "\n";
}
CPP
cat > tools/rosterctl.cpp <<'CPP'
#include "herd/elephant.h"
#include <iostream>
int main(int argc, char** argv) { std::cout << "roster for " << (argc > 1 ? argv[1] : "today") << "\n"; }
CPP
{
  echo '$ cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo && cmake --build build -- -j8 -k'
  { cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo && cmake --build build -- -j8 -k; } 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
        -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
