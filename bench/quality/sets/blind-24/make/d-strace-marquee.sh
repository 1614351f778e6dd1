#!/bin/bash
# strace of a marquee-hire booking indexer that reads ~600 booking files, misses one include,
# trips on a directory where a booking should be and finds a stale lock file
. "$(dirname "$0")/d-lib.sh"
proj marquee
mkdir -p bookings conf var
for i in $(seq -w 1 600); do
  printf 'id=MQ%s\nsize=%dx%d\nsite=field-%d\n' $i $((6 + 10#$i % 4 * 3)) $((9 + 10#$i % 5 * 3)) $((10#$i % 17)) > bookings/b$i.txt
done
printf 'include=conf/pegs.conf\nlock=var/index.lock\n' > conf/main.conf
rm bookings/b417.txt; mkdir bookings/b417.txt
echo 'pid=4121' > var/index.lock
cat > indexer.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>

static long total_area;

static int read_booking(const char *path) {
    char buf[256];
    int fd = open(path, O_RDONLY);
    if (fd < 0) return -1;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return -1;
    buf[n] = 0;
    int w, l;
    char *s = strstr(buf, "size=");
    if (s && sscanf(s, "size=%dx%d", &w, &l) == 2) total_area += (long)w * l;
    return 0;
}

int main(void) {
    char path[64];
    int ok = 0;
    FILE *c = fopen("conf/main.conf", "r");
    if (!c) { perror("conf/main.conf"); return 1; }
    fclose(c);
    if (access("conf/pegs.conf", R_OK) != 0)
        fprintf(stderr, "warning: conf/pegs.conf: %s (using default peg spacing)\n", strerror(errno));
    for (int i = 1; i <= 600; i++) {
        snprintf(path, sizeof path, "bookings/b%03d.txt", i);
        if (read_booking(path) == 0) ok++;
    }
    printf("indexed %d bookings, %ld m2 of canvas\n", ok, total_area);
    fflush(stdout);
    int lk = open("var/index.lock", O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (lk < 0) { fprintf(stderr, "indexer: cannot create var/index.lock: %s\n", strerror(errno)); return 3; }
    close(lk);
    return 0;
}
C
gcc -O1 -o indexer indexer.c
capture d-strace-marquee 'strace -e trace=openat,read,write,close,access,exit_group ./indexer'
