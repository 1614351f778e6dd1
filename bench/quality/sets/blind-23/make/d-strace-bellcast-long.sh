#!/bin/bash
# strace of a bell-foundry tuning-record indexer that scans hundreds of record files; one is unreadable and the index dir is missing
WORK=${WORK:-/home/dev}; P=$WORK/bellcast
rm -rf "$P"; mkdir -p "$P/records"; cd "$P"
for i in $(seq 1 690); do
  printf 'bell=%d\nhum=%d.%02d\nprime=%d.%02d\ntierce=%d.%02d\nweight_kg=%d\n' $i $((200+i)) $((i%100)) $((400+i)) $((i*3%100)) $((480+i)) $((i*7%100)) $((150+i*9)) > records/bell_$(printf %03d $i).rec
done
chmod 000 records/bell_447.rec
cat > indexer.c <<'EOF'
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "records";
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return 1; }
    struct dirent *e;
    char path[512], buf[256];
    int ok = 0, bad = 0;
    long total_kg = 0;
    while ((e = readdir(d))) {
        if (!strstr(e->d_name, ".rec")) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        int fd = open(path, O_RDONLY);
        if (fd < 0) { fprintf(stderr, "skip %s: %s\n", path, strerror(errno)); bad++; continue; }
        ssize_t n = read(fd, buf, sizeof buf - 1);
        close(fd);
        if (n <= 0) { bad++; continue; }
        buf[n] = 0;
        char *w = strstr(buf, "weight_kg=");
        if (w) total_kg += atol(w + 10);
        ok++;
    }
    closedir(d);
    int out = open("index/bells.idx", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0) { fprintf(stderr, "cannot write index/bells.idx: %s\n", strerror(errno)); return 3; }
    dprintf(out, "%d %d %ld\n", ok, bad, total_kg);
    close(out);
    return 0;
}
EOF
gcc -O2 indexer.c -o indexer
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
# run as a user that cannot bypass file permissions when we are root
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then AS="setpriv --reuid=65534 --regid=65534 --clear-groups"; chmod -R o+rX "$P"; chmod 000 records/bell_447.rec; chmod o+w "$P"; else AS=""; fi
echo "\$ strace -f ./indexer records"
timeout 120 $AS strace -f ./indexer records 2>&1 | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -E -e 's/0x[0-9a-f]{6,}/0x7f3a2c000000/g'
echo "exit status: ${PIPESTATUS[0]}"
