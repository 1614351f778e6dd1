#!/bin/bash
# Long successful verbose `make -j4` of a bakery point-of-sale firmware (~1000 objects): one warning, then size report.
WORK=${WORK:-/home/dev}; P=$WORK/bakerytill
rm -rf "$P"; mkdir -p "$P"; cd "$P"
SUBS="keypad drawer receipt scale pricing loyalty stock display"
for s in $SUBS; do
  mkdir -p src/$s
  for i in $(seq -w 1 125); do
    cat > src/$s/${s}_$i.c <<EOF
int ${s}_fn_$i(int a, int b) { return a * $((10#$i)) + b; }
EOF
  done
done
cat > src/scale/scale_077.c <<'EOF'
#include <stdio.h>
int scale_fn_077(int a, int b) {
    char label[8];
    const char *loaf = b > 0 ? "sourdough" : "bloomer";
    sprintf(label, "%s:%d", loaf, a);
    return label[0];
}
EOF
cat > src/main.c <<'EOF'
int main(void) { return 0; }
EOF
cat > Makefile <<'EOF'
CC     = gcc
CFLAGS = -std=c11 -O1 -Wall -Wextra -Itill -DTILL_MODEL=\"BT-220\"
SRCS   = $(sort $(wildcard src/*/*.c)) src/main.c
OBJS   = $(patsubst src/%.c,obj/%.o,$(SRCS))

till.elf: $(OBJS)
	$(CC) -o $@ $^
	size $@

obj/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@
EOF
{ echo '$ make -j4 -O'; make -j4 -O 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
