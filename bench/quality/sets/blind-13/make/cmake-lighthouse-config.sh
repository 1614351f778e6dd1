#!/usr/bin/env bash
# Lighthouse lamp-rotation controller: cmake configure (GPS off) fails at generate time on an unknown imported target.
P=${WORK:-/home/dev}/lampwright
rm -rf "$P"; mkdir -p "$P/src" "$P/cmake"; cd "$P"
neut() { sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(lampwright VERSION 0.8.1 LANGUAGES C)

set(CMAKE_C_STANDARD 11)
option(LAMPWRIGHT_WITH_GPS "Sync flash character to GPS time" OFF)
set(LAMPWRIGHT_DRIVER "halogen-rotary" CACHE STRING "Lamp driver backend")

find_package(Threads REQUIRED)
find_library(MATH_LIB m REQUIRED)
include(CheckIncludeFile)
include(CheckSymbolExists)
check_include_file(linux/gpio.h HAVE_LINUX_GPIO_H)
check_include_file(sys/timerfd.h HAVE_TIMERFD_H)
check_symbol_exists(clock_nanosleep time.h HAVE_CLOCK_NANOSLEEP)
message(STATUS "lampwright ${PROJECT_VERSION}: lamp driver = ${LAMPWRIGHT_DRIVER}")
message(STATUS "flash characters table: ${CMAKE_SOURCE_DIR}/data/characters.tsv")

add_library(flashchar src/flashchar.c)
target_include_directories(flashchar PUBLIC src)

if(LAMPWRIGHT_WITH_GPS)
  find_package(gpsd REQUIRED)
endif()

add_executable(lampd src/lampd.c)
target_link_libraries(lampd PRIVATE flashchar Threads::Threads ${MATH_LIB} lighthouse::rotation)
install(TARGETS lampd RUNTIME DESTINATION bin)
EOF
printf 'int flash_period_ms(const char *c) { (void)c; return 10000; }\n' > src/flashchar.c
printf 'int flash_period_ms(const char *c);\nint main(void) { return flash_period_ms("Fl(2) W 10s") > 0 ? 0 : 1; }\n' > src/lampd.c
echo '$ cmake -S . -B build -DLAMPWRIGHT_DRIVER=led-strobe'
cmake -S . -B build -DLAMPWRIGHT_DRIVER=led-strobe 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
