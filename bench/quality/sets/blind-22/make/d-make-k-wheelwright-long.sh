#!/bin/bash
# verbose recursive make -k of a wheelwright-workshop C project (~1500 sources), one compile error in the middle
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-make-k-wheelwright-long.txt
P=$WORK/wheelshop
rm -rf "$P"; mkdir -p "$P/include"; cd "$P"
cat > include/shop.h <<'EOF'
#ifndef SHOP_H
#define SHOP_H
#include <stddef.h>
#include <stdint.h>
typedef struct { int spokes; double rim_mm; double dish_deg; uint32_t felloe_count; } wheel_spec;
typedef struct { char customer[48]; wheel_spec spec; int rush; } work_order;
double shrink_allowance(double rim_mm, double tyre_temp_c);
int    felloes_for(int spokes);
#endif
EOF
subdirs="spokes felloes tyres hubs orders"
for d in $subdirs; do
  mkdir -p $d
  n=0
  for i in $(seq 1 300); do
    f=$d/${d%s}_$(printf %03d $i).c
    {
      echo '#include "shop.h"'
      echo "static const double k_${d}_$i = ${i}.25;"
      echo "double ${d}_calc_$i(const wheel_spec *w, int mode) {"
      if [ $((i % 17)) -eq 3 ]; then echo "    int unused_$i = mode * 2;"; fi
      if [ $((i % 23)) -eq 5 ]; then echo "    unsigned lim = w->felloe_count; if (mode < lim) return 0.0;"; fi
      echo "    double r = w->rim_mm * k_${d}_$i / (w->spokes + 1);"
      echo "    if (mode > 2) r += w->dish_deg;"
      echo "    return r;"
      echo "}"
    } > $f
  done
  {
    echo "SRCS := \$(wildcard *.c)"
    echo "OBJS := \$(SRCS:.c=.o)"
    echo "CFLAGS := -O2 -Wall -Wextra -I../include -fPIC"
    echo "lib$d.a: \$(OBJS)"
    echo "	ar rcs \$@ \$^"
    echo "%.o: %.c"
    echo "	gcc \$(CFLAGS) -c \$< -o \$@"
  } > $d/Makefile
done
# the broken file: felloe_061.c uses a field that does not exist
cat > felloes/felloe_061.c <<'EOF'
#include "shop.h"
static const double k_felloes_61 = 61.25;
double felloes_calc_61(const wheel_spec *w, int mode) {
    double r = w->rim_mm * k_felloes_61 / (w->spokes + 1);
    if (mode > 2) r += w->dish_angle;
    return r * w->felloe_count;
}
EOF
cat > Makefile <<'EOF'
SUBDIRS := spokes felloes tyres hubs orders
all: wheelshop
$(SUBDIRS):
	$(MAKE) -C $@
wheelshop: $(SUBDIRS) main.c
	gcc -O2 -Wall -Iinclude main.c $(foreach d,$(SUBDIRS),$(d)/lib$(d).a) -lm -o $@
.PHONY: all $(SUBDIRS)
EOF
echo 'int main(void){return 0;}' > main.c
{
  echo '$ make -k'
  make -k 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
