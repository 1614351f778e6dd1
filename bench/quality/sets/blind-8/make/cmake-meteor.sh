#!/bin/bash
# Meteor-shower observation log: cmake configure + make -k VERBOSE=1 over ~50 C++ sources; one source fails to compile.
P=${WORK:-/home/dev}/meteor-log
rm -rf $P && mkdir -p $P/src $P/include/meteor $P/tools && cd $P
cat > CMakeLists.txt <<'C'
cmake_minimum_required(VERSION 3.16)
project(meteorlog VERSION 0.9.2 LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
add_compile_options(-Wall -Wextra)
file(GLOB CORE_SOURCES ${CMAKE_SOURCE_DIR}/src/*.cpp)
add_library(meteorcore STATIC ${CORE_SOURCES})
target_include_directories(meteorcore PUBLIC ${CMAKE_SOURCE_DIR}/include)
foreach(tool zhr_report radiant_plot import_imo)
  add_executable(${tool} tools/${tool}.cpp)
  target_link_libraries(${tool} PRIVATE meteorcore)
endforeach()
C
cat > include/meteor/observation.hpp <<'H'
#pragma once
#include <string>
#include <vector>
namespace meteor {
struct Observation {
  std::string shower;     // IAU code, e.g. PER, GEM
  double utc_hours;       // decimal hours
  int magnitude;          // apparent magnitude
  double limiting_mag;    // sky limiting magnitude
  double cloud_fraction;  // 0..1
  bool train;             // persistent train seen
};
using Session = std::vector<Observation>;
double zhr(const Session& s, double radiant_alt_deg, double hours_effective);
}
H
SHOWERS="quadrantids lyrids eta_aquariids southern_delta_aquariids alpha_capricornids perseids kappa_cygnids aurigids september_epsilon_perseids draconids orionids southern_taurids northern_taurids leonids alpha_monocerotids november_orionids phoenicids puppid_velids monocerotids sigma_hydrids geminids comae_berenicids ursids"
for s in $SHOWERS; do
cat > src/shower_$s.cpp <<CPP
#include "meteor/observation.hpp"
#include <cmath>
namespace meteor {
double population_index_$s(const Session& s) {
  if (s.empty()) return 2.5;
  double sum = 0;
  for (const auto& o : s) sum += o.magnitude;
  return 2.0 + std::fabs(sum / s.size()) / 10.0;
}
}
CPP
done
for m in zhr limiting_mag cloud_cover radiant_altitude solar_longitude teff observer sky_quality timezone csv_reader csv_writer imo_format fireball_log train_log dead_time field_of_view sporadic_rate moon_phase twilight summary_table; do
cat > src/$m.cpp <<CPP
#include "meteor/observation.hpp"
#include <cmath>
#include <string>
namespace meteor {
double ${m}_factor(const Session& s, double x) {
  double acc = 1.0;
  for (const auto& o : s) acc += o.cloud_fraction * x;
  return acc;
}
}
CPP
done
SITES="arbroath balmoral cairngorm dunnet exmoor fforest galloway hebrides islay jura kielder lochaber mull northumberland orkney pembroke quantock rannoch snowdonia tiree uist wales_west yell zennor alderney bodmin clun dartmoor eyam forest_of_bowland grizedale hartland ingleborough kinder lleyn malvern nidderdale ottery pendle quarr ribblehead sark tamar ullapool ventnor whernside"
for site in $SITES; do
cat > src/site_$site.cpp <<CPP
#include "meteor/observation.hpp"
#include <string>
namespace meteor {
std::string site_code_$site() { return "$site"; }
double site_bortle_$site(const Session& s) { return s.empty() ? 3.0 : 7.5 - s.front().limiting_mag / 2.0; }
}
CPP
done
cat > src/zhr.cpp <<'CPP'
#include "meteor/observation.hpp"
#include <cmath>
namespace meteor {
double zhr(const Session& s, double radiant_alt_deg, double hours_effective) {
  const double r = 2.2;
  double lm_sum = 0, cloud_sum = 0;
  for (const auto& o : s) { lm_sum += o.limiting_mag; cloud_sum += o.cloud_fraction; }
  const double lm = lm_sum / s.size();
  const double k = 1.0 / (1.0 - cloud_sum / s.size());
  const double sinh = std::sin(radiant_alt_deg * M_PI / 180.0);
  return s.size() * k * std::pow(r, 6.5 - lm) / (sinh * hours_effective);
}
}
CPP
cat > src/shower_moon_interference.cpp <<'CPP'
#include "meteor/observation.hpp"
#include <cmath>
#include <string>
namespace meteor {
struct MoonInfo { double illumination; double altitude_deg; };

MoonInfo moon_at(double jd) {
  const double synodic = 29.530588853;
  double age = std::fmod(jd - 2451550.1, synodic);
  return MoonInfo{(1 - std::cos(2 * M_PI * age / synodic)) / 2, 0.0};
}

double moon_penalty(const Session& s, double jd) {
  MoonInfo m = moon_at(jd);
  std::string label = m.illumination > 0.5 ? "bright" : 0;
  double limiting = s.front().limiting_mag - m.illumination * 1.5;
  return limiting;
}

int moon_phase_index(double jd) {
  MoonInfo m = moon_at(jd);
  return m.illum * 8;
}
}
CPP
cat > src/fireball_log.cpp <<'CPP'
#include "meteor/observation.hpp"
#include <string>
namespace meteor {
int fireballs(const Session& s) {
  int n = 0;
  for (size_t i = 0; i < s.size(); i++) if (s[i].magnitude <= -4) n++;
  return n;
}
int brightest(const Session& s, int unused_limit) {
  int best = 99;
  for (int i = 0; i < s.size(); i++) if (s[i].magnitude < best) best = s[i].magnitude;
  return best;
}
}
CPP
for t in zhr_report radiant_plot import_imo; do
cat > tools/$t.cpp <<CPP
#include "meteor/observation.hpp"
#include <iostream>
int main() {
  meteor::Session s{{"PER", 1.5, 2, 6.2, 0.1, false}, {"PER", 1.7, 0, 6.3, 0.1, true}};
  std::cout << "$t: ZHR " << meteor::zhr(s, 55.0, 1.0) << "\n";
}
CPP
done
cmake -S . -B build 2>&1 && make -C build -k VERBOSE=1 2>&1
echo "exit status: $?"
