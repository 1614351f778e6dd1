#!/bin/bash
# cmake configure of a rowing-club boathouse booking tool fails: a required package is missing
# after several checks pass
. "$(dirname "$0")/d-lib.sh"
proj boathouse
mkdir -p src
cat > src/main.c <<'C'
int main(void) { return 0; }
C
cat > CMakeLists.txt <<'CM'
cmake_minimum_required(VERSION 3.18)
project(boathouse VERSION 0.9.0 LANGUAGES C)
include(CheckIncludeFile)
include(CheckSymbolExists)
include(CheckCSourceCompiles)
set(CMAKE_C_STANDARD 11)
check_include_file(sys/inotify.h HAVE_INOTIFY)
check_include_file(termios.h HAVE_TERMIOS)
check_symbol_exists(clock_gettime time.h HAVE_CLOCK_GETTIME)
check_symbol_exists(strlcpy string.h HAVE_STRLCPY)
check_c_source_compiles("int main(void){ __int128 x = 1; return (int)x - 1; }" HAVE_INT128)
find_package(Threads REQUIRED)
find_package(PkgConfig)
message(STATUS "Boat racks configured: 24 (8 singles, 10 doubles, 6 eights)")
option(BOATHOUSE_WITH_TIDES "Fetch tide tables" ON)
if(BOATHOUSE_WITH_TIDES)
  find_package(CURL 7.80 REQUIRED)
endif()
find_package(SQLite3 REQUIRED)
add_executable(boathouse src/main.c)
target_link_libraries(boathouse Threads::Threads SQLite::SQLite3 CURL::libcurl)
CM
capture d-cmake-configure-boathouse 'cmake -S . -B build'
