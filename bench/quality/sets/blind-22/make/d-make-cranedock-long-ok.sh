#!/bin/bash
# long successful verbose make of a harbour crane scheduling daemon (~2000 objects), one warning, size at the end
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-make-cranedock-long-ok.txt
P=$WORK/cranedock
rm -rf "$P"; mkdir -p "$P/include"; cd "$P"
cat > include/crane.h <<'EOF'
#ifndef CRANE_H
#define CRANE_H
typedef struct { int berth; int bay; int row; int tier; double weight_t; } box_move;
typedef struct { int id; double outreach_m; double swl_t; } crane;
#endif
EOF
mods="berth bay stow lash reefer hazmat gang shift tally quay"
for m in $mods; do
  mkdir -p src/$m
  for i in $(seq 1 200); do
    {
      echo '#include "crane.h"'
      echo "double ${m}_cost_$i(const box_move *mv, const crane *c) {"
      echo "    double reach = (mv->row + 1) * 2.5 + $i % 7;"
      echo "    if (reach > c->outreach_m) return -1.0;"
      echo "    return mv->weight_t / c->swl_t * reach + mv->tier * 0.$((i % 9 + 1));"
      echo "}"
    } > src/$m/${m}_$(printf %03d $i).c
  done
done
# the one warning of the build
cat > src/reefer/reefer_117.c <<'EOF'
#include "crane.h"
double reefer_cost_117(const box_move *mv, const crane *c) {
    double reach = (mv->row + 1) * 2.5 + 117 % 7;
    if (reach > c->outreach_m) return -1.0;
    double plug = (mv->tier < sizeof(box_move) / 4) ? 0.4 : 0.0;
    return mv->weight_t / c->swl_t * reach + plug;
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
int main(void) { puts("cranedock ready"); return 0; }
EOF
cat > Makefile <<'EOF'
CC      := gcc
CFLAGS  := -O2 -Wall -Wextra -Iinclude
SRCS    := $(sort $(wildcard src/*/*.c)) src/main.c
OBJS    := $(SRCS:src/%.c=build/%.o)

all: build/cranedock
	size build/cranedock

build/cranedock: $(OBJS)
	$(CC) -o $@ $^ -lm

build/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@
EOF
{
  echo '$ make -j8 -Otarget'
  make -j8 -Otarget 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
