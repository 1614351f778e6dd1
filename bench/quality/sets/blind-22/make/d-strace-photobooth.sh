#!/bin/bash
# strace -f of a photo-booth print spooler wrapper that fails to open its printer profile (EACCES)
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-strace-photobooth.txt
P=$WORK/boothprint
rm -rf "$P"; mkdir -p "$P/etc/profiles" "$P/spool" "$P/bin"; cd "$P"
cat > spooler.c <<'EOF'
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int open_first(const char *const *paths) {
    for (int i = 0; paths[i]; i++) {
        int fd = open(paths[i], O_RDONLY);
        if (fd >= 0) return fd;
    }
    return -1;
}

int main(int argc, char **argv) {
    const char *cfg[] = { "etc/boothprint.local.conf", "etc/boothprint.conf", NULL };
    int fd = open_first(cfg);
    if (fd < 0) { perror("boothprint: config"); return 2; }
    char buf[256] = {0};
    read(fd, buf, sizeof buf - 1);
    close(fd);
    char *prof = strstr(buf, "profile=");
    char path[300];
    snprintf(path, sizeof path, "etc/profiles/%.*s", (int)strcspn(prof + 8, "\n"), prof + 8);
    for (int i = 1; i < argc; i++) {
        int in = open(argv[i], O_RDONLY);
        if (in < 0) { fprintf(stderr, "boothprint: %s: %s\n", argv[i], strerror(errno)); continue; }
        close(in);
        printf("queued %s\n", argv[i]);
    }
    int pf = open(path, O_RDONLY);
    if (pf < 0) {
        fprintf(stderr, "boothprint: cannot load printer profile %s: %s\n", path, strerror(errno));
        return 3;
    }
    close(pf);
    return 0;
}
EOF
gcc -O1 -o bin/boothprint spooler.c 2>/dev/null
printf 'printer=dnp-ds620\nprofile=dnp-glossy-6x4.icc\nstrips=2\n' > etc/boothprint.conf
head -c 4096 /dev/zero > etc/profiles/dnp-glossy-6x4.icc
chmod 000 etc/profiles/dnp-glossy-6x4.icc
for i in 1 2 3 4; do head -c 2048 /dev/urandom > spool/strip-000$i.jpg; done
cat > bin/print-session <<'EOF'
#!/bin/sh
# print every strip of the current session
cd "$(dirname "$0")/.."
ls spool/*.jpg > /dev/null
exec bin/boothprint spool/strip-0001.jpg spool/strip-0002.jpg spool/strip-0005.jpg spool/strip-0004.jpg
EOF
chmod +x bin/print-session
# run as an unprivileged user when we are root, so that the permission bits apply
run() { if [ "$(id -u)" = 0 ]; then chown -R nobody "$P/spool" "$P/bin" ; chmod 755 "$WORK" "$P" 2>/dev/null; setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"; else "$@"; fi; }
{
  echo '$ strace -f -e trace=execve,openat,read,write,exit_group ./bin/print-session'
  run strace -f -e trace=execve,openat,read,write,exit_group ./bin/print-session 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/^\[pid *[0-9]*\]/[pid NNNN]/' > "$OUT"
