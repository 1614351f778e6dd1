#!/usr/bin/env bash
# CMake configure + verbose build of a city skyline renderer (16 static libraries, ~930 C files):
# a long successful build with a single compiler warning in it.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/skyline
rm -rf "$P"; mkdir -p "$P"
libs="facade glazing parapet spire setback podium atrium cornice mullion rooftop lightwell ziggurat antenna plinth canopy elevator"
{
  echo 'cmake_minimum_required(VERSION 3.16)'
  echo 'project(skyline VERSION 2.7.1 LANGUAGES C)'
  echo 'set(CMAKE_C_STANDARD 11)'
  echo 'add_compile_options(-Wall -Wextra)'
  for l in $libs; do echo "add_subdirectory($l)"; done
  echo 'add_executable(skyline main.c)'
  echo "target_link_libraries(skyline $libs m)"
} > "$P/CMakeLists.txt"
echo 'int main(void) { return 0; }' > "$P/main.c"
for l in $libs; do
  mkdir -p "$P/$l"
  for i in $(seq -w 1 58); do
    cat > "$P/$l/${l}_$i.c" <<T
/* ${l} tile generator ${i} */
float ${l}_height_$i(float storeys, float floor_m) { return storeys * floor_m + ${i}.0f * 0.01f; }
T
  done
  echo "file(GLOB SRC \${CMAKE_CURRENT_SOURCE_DIR}/*.c)
add_library($l STATIC \${SRC})" > "$P/$l/CMakeLists.txt"
done
cat > "$P/setback/setback_31.c" <<'T'
/* setback tile generator 31 */
float setback_height_31(float storeys, float floor_m) {
    int tiers = storeys / 4;
    float h = 0.0f;
    for (unsigned t = 0; t < tiers; t++) h += 4 * floor_m * (1.0f - 0.1f * t);
    return h;
}
T
run d-cmake-skyline "$P" 'cmake -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build -j2 -- VERBOSE=1'
