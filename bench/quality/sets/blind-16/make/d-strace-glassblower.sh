#!/usr/bin/env bash
# d-strace-glassblower: `strace` of a glass-annealing schedule compiler that
# reads ~420 recipe files and exits 1 part-way; the agent looks for the failing call.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-strace-glassblower.txt}
P=$WORK/glassworks
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/recipes" "$P/src" "$P/out"; cd "$P"
cat > src/annealc.c <<'EOF'
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Reads recipes/index.txt, then every recipe it lists, and writes one
 * combined kiln schedule to out/schedule.bin. */
int main(void)
{
    char line[256], path[512], buf[512];
    FILE *idx = fopen("recipes/index.txt", "r");
    if (!idx) { perror("recipes/index.txt"); return 1; }
    int out = open("out/schedule.bin", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0) { perror("out/schedule.bin"); return 1; }
    int n = 0;
    while (fgets(line, sizeof line, idx)) {
        line[strcspn(line, "\n")] = 0;
        if (!line[0] || line[0] == '#') continue;
        snprintf(path, sizeof path, "recipes/%s", line);
        int fd = open(path, O_RDONLY);
        if (fd < 0) {
            fprintf(stderr, "annealc: cannot open recipe '%s': %s\n", path, strerror(errno));
            close(out);
            return 1;
        }
        ssize_t got = read(fd, buf, sizeof buf);
        close(fd);
        if (got > 0 && write(out, buf, (size_t)got) != got) { perror("write"); return 1; }
        n++;
    }
    fclose(idx);
    close(out);
    printf("annealc: compiled %d recipes\n", n);
    return 0;
}
EOF
gcc -O2 -o annealc src/annealc.c || exit 1
glasses="soda-lime borosilicate lead-crystal fused-quartz dichroic cobalt-blue ruby-gold opal uranium cane amber milk-glass cranberry vaseline"
: > recipes/index.txt
i=0
for g in $glasses; do
  for th in 3 6 10 12 19 25 32 38 45 50 60 75; do
    for shape in bowl vase paperweight tumbler; do
      i=$((i+1))
      f="$g-${th}mm-$shape.sched"
      [ $i -ne 523 ] && printf 'glass=%s\nthickness_mm=%s\nanneal_c=%d\nsoak_min=%d\ncool_c_per_h=%d\n' "$g" "$th" $((480 + th)) $((th * 4)) $((60 - th / 2)) > "recipes/$f"
      echo "$f" >> recipes/index.txt
    done
  done
done
{ echo '$ strace ./annealc'; strace ./annealc 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
