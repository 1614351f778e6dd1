#!/bin/bash
# strace of a canal lock-keeper log compactor: config search, ~670 daily logs over two seasons read, one self-referencing symlink, exit 1.
WORK=${WORK:-/home/dev}; P=$WORK/lockkeeper; rm -rf "$P"; mkdir -p "$P/etc" "$P/logs/2024" "$P/logs/2025" "$P/out"; cd "$P"
cat > compact.c <<'T'
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
static const char *cfg_paths[] = { "./lockkeeper.conf", "etc/lockkeeper.d/local.conf", "etc/lockkeeper.conf", NULL };
int main(void) {
    const char *cfg = NULL; char buf[4096];
    for (int i = 0; cfg_paths[i]; i++) if (access(cfg_paths[i], R_OK) == 0) { cfg = cfg_paths[i]; break; }
    if (!cfg) { fprintf(stderr, "no config\n"); return 2; }
    int cf = open(cfg, O_RDONLY); ssize_t cn = read(cf, buf, sizeof buf - 1); close(cf); buf[cn > 0 ? cn : 0] = 0;
    int out = open("out/passages-2024-2025.log", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int failed = 0; long total = 0;
    char path[256];
    for (int y = 2024; y <= 2025; y++) for (int m = 1; m <= 12; m++) for (int d = 1; d <= 40; d++) {
        snprintf(path, sizeof path, "logs/%d/%02d-%02d.log", y, m, d);
        int fd = open(path, O_RDONLY);
        if (fd < 0) { if (errno == ENOENT) continue; fprintf(stderr, "compact: %s: %s\n", path, strerror(errno)); failed++; continue; }
        ssize_t n;
        while ((n = read(fd, buf, sizeof buf)) > 0) { write(out, buf, n); total += n; }
        close(fd);
    }
    close(out);
    fprintf(stderr, "compact: %ld bytes written, %d file(s) failed\n", total, failed);
    return failed ? 1 : 0;
}
T
gcc -O2 -o compact compact.c
printf 'lock = "Caen Hill 29"\nrise_m = 2.2\n' > etc/lockkeeper.conf
for y in 2024 2025; do for m in $(seq -w 1 12); do for d in $(seq -w 1 28); do
  printf '%s-%s 06:10 up  nb Kingfisher\n%s-%s 07:45 down nb Otter\n' $m $d $m $d > logs/$y/$m-$d.log
done; done; done
# a botched restore left one day's log as a symlink pointing at itself
rm logs/2025/08-17.log; ln -s 08-17.log logs/2025/08-17.log
{ echo '$ strace ./compact'; strace ./compact 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/0x[0-9a-f]\{6,\}/0x55d0c3a1e000/g' \
       -e 's/execve("\.\/compact", \["\.\/compact"\], 0x[0-9a-f]* \/\* [0-9]* vars \*\/)/execve(".\/compact", [".\/compact"], 0x7ffd2b6c1e40 \/* 14 vars *\/)/'
