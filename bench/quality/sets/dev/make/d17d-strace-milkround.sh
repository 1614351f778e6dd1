#!/bin/bash
# strace of a toy milk-round order collector: it probes three config locations, reads
# every order file in the spool, then fails to write the route sheet (permission denied).
# Usage: WORK=<dir> bash d17d-strace-milkround.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/milkround
rm -rf "$P"; mkdir -p "$P/spool" "$P/etc" "$P/out"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > collect.c <<'EOF'
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int open_config(void) {
    const char *paths[] = {"./milkround.conf", "etc/milkround.conf", "/etc/milkround/milkround.conf"};
    for (int i = 0; i < 3; i++) {
        int fd = open(paths[i], O_RDONLY);
        if (fd >= 0) return fd;
    }
    return -1;
}

int main(void) {
    char buf[256];
    int cfg = open_config();
    if (cfg >= 0) { read(cfg, buf, sizeof buf); close(cfg); }
    DIR *d = opendir("spool");
    if (!d) { perror("spool"); return 1; }
    struct dirent *e;
    int pints = 0, orders = 0;
    char names[128][64];
    int n = 0;
    while ((e = readdir(d)) && n < 128)
        if (e->d_name[0] != '.') snprintf(names[n++], 64, "%s", e->d_name);
    closedir(d);
    for (int i = 0; i < n; i++) {
        char path[128];
        snprintf(path, sizeof path, "spool/%s", names[i]);
        int fd = open(path, O_RDONLY);
        if (fd < 0) continue;
        ssize_t r = read(fd, buf, sizeof buf - 1);
        close(fd);
        if (r > 0) { buf[r] = 0; pints += atoi(buf); orders++; }
    }
    int out = open("out/route-sheet.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0) {
        fprintf(stderr, "collect: cannot write route sheet: %s\n", strerror(errno));
        return 3;
    }
    dprintf(out, "%d orders, %d pints\n", orders, pints);
    close(out);
    return 0;
}
EOF
gcc -O1 -o collect collect.c
printf 'depot=Elm Street\nfloat=EV-3\n' > etc/milkround.conf
i=0
for street in Acacia Birch Cedar Damson Elder Fir Gorse Hazel Ivy Juniper Laurel Maple Nutmeg Oak Poplar Quince Rowan Sorrel Thistle Willow; do
  for no in 3 12 27; do
    i=$((i+1))
    echo "$(( (i * 7) % 5 + 1 )) pints semi-skimmed" > "spool/${street,,}-${no}.order"
  done
done
# the route sheet already exists and belongs to the depot's read-only export
touch out/route-sheet.txt && chmod 444 out/route-sheet.txt && chmod 555 out
RUNAS=""
if [ "$(id -u)" = 0 ] && id nobody >/dev/null 2>&1; then chmod -R a+rX "$P"; RUNAS="setpriv --reuid=nobody --regid=nogroup --clear-groups"; fi
{
  echo '$ strace -e trace=openat,read,close,write ./collect'
  timeout 120 $RUNAS strace -e trace=openat,read,close,write ./collect 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
