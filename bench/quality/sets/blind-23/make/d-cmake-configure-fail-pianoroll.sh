#!/bin/bash
# re-running cmake configure of a player-piano roll scanner: an optional dependency is found, a required one is missing
WORK=${WORK:-/home/dev}; P=$WORK/pianoroll
rm -rf "$P"; mkdir -p "$P/src" "$P/cmake"; cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.18)
project(pianoroll VERSION 1.7.0 LANGUAGES C CXX)

option(ROLL_WITH_SIMD "use SSE4 for the hole detector" ON)
option(ROLL_BUILD_TESTS "build unit tests" OFF)

include(CheckIncludeFile)
include(CheckCXXCompilerFlag)
check_include_file(sys/inotify.h HAVE_INOTIFY)
check_include_file(linux/videodev2.h HAVE_V4L2)
check_cxx_compiler_flag(-msse4.1 HAVE_SSE41)
include(CheckSymbolExists)
foreach(fn posix_fadvise memfd_create clock_nanosleep sched_setaffinity pthread_setname_np eventfd timerfd_create)
  string(TOUPPER "HAVE_${fn}" var)
  check_symbol_exists(${fn} "fcntl.h;sys/mman.h;time.h;sched.h;pthread.h;sys/eventfd.h;sys/timerfd.h" ${var})
endforeach()

set(ROLL_FORMATS Ampico Ampico-B DuoArt Welte-T100 Welte-T98 Welte-Licensee Aeolian-176 Aeolian-Pipe Standard-88 Standard-65 Recordo Artecho Art-Echo-Rev Hupfeld-Animatic Phonola Themodist)
foreach(fmt ${ROLL_FORMATS})
  string(LENGTH "${fmt}" n)
  math(EXPR holes "80 + ${n} * 3")
  message(STATUS "roll format ${fmt}: tracker bar ${holes} holes, expression decoder enabled")
  message(STATUS "  calibration table share/rolls/${fmt}.cal, spool ${n}0 mm")
endforeach()
message(STATUS "scanner line camera: 7300 px @ 600 dpi, tempo reference 70 ft/min")
message(STATUS "SIMD hole detector: ${ROLL_WITH_SIMD} (SSE4.1 available: ${HAVE_SSE41})")

find_package(Threads REQUIRED)
find_package(ZLIB)
if(ZLIB_FOUND)
  message(STATUS "roll archive compression: zlib ${ZLIB_VERSION_STRING}")
else()
  message(STATUS "roll archive compression: disabled")
endif()

find_package(PkgConfig)
if(PKG_CONFIG_FOUND)
  pkg_check_modules(SNDFILE sndfile>=1.0.28)
endif()

find_package(MidiSmith 2.4 REQUIRED)

add_executable(rollscan src/main.cpp)
target_link_libraries(rollscan PRIVATE Threads::Threads MidiSmith::midismith)
EOF
echo 'int main() { return 0; }' > src/main.cpp
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
# a first configure already ran (cached compiler and checks); this is the re-run after editing the options
cmake -S . -B build >/dev/null 2>&1
run cmake -S . -B build -DROLL_BUILD_TESTS=ON | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
