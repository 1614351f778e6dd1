#!/usr/bin/env bash
# strace of a quilting-guild pattern indexer reading ~480 pattern files; one file is unreadable (a dangling symlink) and the run exits 3.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/quiltguild
rm -rf "$P"; mkdir -p "$P/patterns"; cd "$P"
cat > indexer.c <<'T'
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(void) {
    char names[600][64]; int n = 0;
    DIR *d = opendir("patterns");
    struct dirent *e;
    while ((e = readdir(d)) && n < 600) if (e->d_name[0] != '.') strcpy(names[n++], e->d_name);
    closedir(d);
    qsort(names, n, sizeof names[0], (int (*)(const void *, const void *))strcmp);
    long blocks = 0; int bad = 0;
    for (int i = 0; i < n; i++) {
        char path[128], buf[512];
        snprintf(path, sizeof path, "patterns/%s", names[i]);
        int fd = open(path, O_RDONLY);
        if (fd < 0) { fprintf(stderr, "indexer: %s: %s\n", path, strerror(errno)); bad++; continue; }
        ssize_t k = read(fd, buf, sizeof buf - 1);
        if (k > 0) { buf[k] = 0; blocks += atol(strstr(buf, "blocks=") ? strstr(buf, "blocks=") + 7 : "0"); }
        close(fd);
    }
    int out = open("index.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dprintf(out, "patterns=%d blocks=%ld unreadable=%d\n", n, blocks, bad);
    close(out);
    return bad ? 3 : 0;
}
T
gcc -O2 -o indexer indexer.c
styles="log-cabin flying-geese churn-dash bear-paw ohio-star pinwheel nine-patch drunkards-path double-wedding-ring dresden-plate grandmothers-flower-garden jacobs-ladder"
i=0
for s in $styles; do for v in $(seq 1 40); do i=$((i+1)); printf 'name=%s-%02d\nblocks=%d\nsize=%dx%d\n' $s $v $((i % 30 + 12)) $((i % 5 * 10 + 40)) $((i % 4 * 10 + 50)) > patterns/$s-$(printf %02d $v).pat; done; done
ln -s ../shared/churn-dash-archive-07.pat patterns/churn-dash-41.pat
{ run 'strace -e trace=openat,read,close,write ./indexer'; run 'cat index.txt'; } | neutral > "$HERE/../outputs/d-strace-quiltguild-long.txt"
