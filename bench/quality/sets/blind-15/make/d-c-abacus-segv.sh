#!/usr/bin/env bash
# d-c-abacus-segv: a soroban (abacus) drill generator in C prints its drills, then
# crashes with a segmentation fault on a malformed line of its input file.
WORK=${WORK:-/home/dev}
P=$WORK/abacus
rm -rf "$P"; mkdir -p "$P"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > drills.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RODS 13

struct drill {
    char level[16];
    int operands[12];
    int count;
    char *comment;
};

static void show_beads(long value) {
    char rods[RODS + 1];
    for (int i = RODS - 1; i >= 0; i--) {
        rods[i] = '0' + (char)(value % 10);
        value /= 10;
    }
    rods[RODS] = '\0';
    printf("    rods: %s\n", rods);
}

static int parse(char *line, struct drill *d) {
    char *tok = strtok(line, ";");
    strcpy(d->level, tok);
    d->count = 0;
    while ((tok = strtok(NULL, ";")) && d->count < 12) {
        if (tok[0] == '#') { d->comment = strdup(tok + 1); break; }
        d->operands[d->count++] = atoi(tok);
    }
    return d->count;
}

static long run(const struct drill *d) {
    long total = 0;
    for (int i = 0; i < d->count; i++) total += d->operands[i];
    return total;
}

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    FILE *f = fopen(argc > 1 ? argv[1] : "drills.txt", "r");
    if (!f) { perror("fopen"); return 2; }
    char line[256];
    int n = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        struct drill d = {0};
        parse(line, &d);
        long total = run(&d);
        n++;
        printf("drill %03d [%s] %d operands -> %ld\n", n, d.level, d.count, total);
        show_beads(total);
        if (d.comment) { printf("    note: %s\n", d.comment); free(d.comment); }
    }
    fclose(f);
    printf("%d drills done\n", n);
    return 0;
}
T

# 130 generated drills, then a blank line left by a bad merge, then more drills
gen_drills() {
  local i lvl
  for i in $(seq 1 "$1"); do
    lvl=$(( 10 - (i - 1) / 15 ))
    printf 'grade%d;%d;%d;-%d;%d' "$lvl" $((i * 37 % 900 + 10)) $((i * 53 % 700 + 5)) $((i * 17 % 300)) $((i * 91 % 1000))
    if [ $((i % 7)) -eq 0 ]; then printf ';#%s' "check the five-bead on rod $((i % 5 + 1))"; fi
    printf '\n'
  done
}
{ gen_drills 130; echo; gen_drills 12; } > drills.txt

gcc -O0 -g -Wall -o drills drills.c || exit 1
{
  echo '$ ./drills drills.txt'
  ./drills drills.txt 2>&1; echo "exit status: $?"
} 2>&1 | neutral | sed -e 's#^.*: line [0-9]*: *\([0-9]* Segmentation fault\).*#bash: line 1: \1      ./drills drills.txt#' 
