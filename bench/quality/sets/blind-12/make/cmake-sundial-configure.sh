#!/usr/bin/env bash
# First cmake configure of a sundial-design C++ library: finds zlib, SQLite, OpenSSL and PNG, then fails on a missing Eigen3 package.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/cmake-sundial-configure.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/gnomon
rm -rf "$P"; mkdir -p "$P/src" "$P/include/gnomon" "$P/tools" "$P/tests"; cd "$P"
cat > CMakeLists.txt <<'X'
cmake_minimum_required(VERSION 3.20)
project(gnomon VERSION 0.9.3 DESCRIPTION "Sundial hour-line and analemma design" LANGUAGES C CXX)

set(CMAKE_CXX_STANDARD 20)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
option(GNOMON_WITH_PNG "Render dial faces to PNG" ON)
option(GNOMON_WITH_CATALOG "Keep a SQLite catalogue of surveyed dials" ON)
option(GNOMON_BUILD_TESTS "Build unit tests" ON)

include(CheckIncludeFileCXX)
include(CheckCXXSourceCompiles)
check_include_file_cxx(numbers HAVE_STD_NUMBERS)
check_cxx_source_compiles("
#include <format>
int main() { auto s = std::format(\"{}\", 1); return (int)s.size(); }" HAVE_STD_FORMAT)

find_package(Threads REQUIRED)
find_package(ZLIB REQUIRED)
if(GNOMON_WITH_CATALOG)
  find_package(SQLite3 REQUIRED)
endif()
find_package(OpenSSL 3.0 REQUIRED COMPONENTS Crypto)
if(GNOMON_WITH_PNG)
  find_package(PNG REQUIRED)
endif()
message(STATUS "gnomon ${PROJECT_VERSION}: png=${GNOMON_WITH_PNG} catalog=${GNOMON_WITH_CATALOG} std::format=${HAVE_STD_FORMAT}")

# linear algebra for the least-squares fit of surveyed dial declination
find_package(Eigen3 3.4 REQUIRED NO_MODULE)

add_library(gnomon src/hourlines.cpp src/analemma.cpp src/survey.cpp)
target_include_directories(gnomon PUBLIC include)
target_link_libraries(gnomon PUBLIC Eigen3::Eigen ZLIB::ZLIB Threads::Threads)
X
for f in hourlines analemma survey; do echo "// $f" > src/$f.cpp; done
{ echo '$ cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo'; cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
