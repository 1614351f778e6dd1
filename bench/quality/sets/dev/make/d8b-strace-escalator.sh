#!/bin/bash
# strace of a C escalator step-sensor poller that cannot open its calibration file and its lock
WORK=${WORK:-/home/dev}
P=$WORK/escalator-poller
rm -rf "$P"; mkdir -p "$P/etc" "$P/sensors" "$P/run"
cd "$P"
cat > poller.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <sys/stat.h>

static int read_file(const char *path, char *buf, size_t n)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0) return -errno;
    ssize_t r = read(fd, buf, n - 1);
    close(fd);
    if (r < 0) return -errno;
    buf[r] = '\0';
    return (int)r;
}

int main(void)
{
    char buf[512], path[256];
    const char *conf[] = {"/etc/escalator/poller.conf", "etc/poller.conf", "etc/units.conf"};
    for (int i = 0; i < 3; i++) {
        int r = read_file(conf[i], buf, sizeof buf);
        fprintf(stderr, "config %s: %s\n", conf[i], r < 0 ? strerror(-r) : "loaded");
    }
    int warn = 0;
    for (int unit = 1; unit <= 4; unit++) {
        for (int step = 1; step <= 24; step++) {
            snprintf(path, sizeof path, "sensors/unit%d/step%02d", unit, step);
            int r = read_file(path, buf, sizeof buf);
            if (r < 0) { warn++; continue; }
            int gap = atoi(buf);
            if (gap > 6) printf("unit %d step %d comb gap %d mm (limit 6)\n", unit, step, gap);
        }
    }
    printf("%d step sensors unreadable\n", warn);
    int r = read_file("etc/calibration.dat", buf, sizeof buf);
    if (r < 0) {
        fprintf(stderr, "fatal: calibration: %s\n", strerror(-r));
    }
    int lock = open("run/poller.lock", O_CREAT | O_EXCL | O_WRONLY, 0644);
    if (lock < 0) {
        fprintf(stderr, "fatal: cannot take run/poller.lock: %s\n", strerror(errno));
        return 3;
    }
    return 0;
}
EOF
gcc -O1 -o poller poller.c
echo "poll_ms=250" > etc/poller.conf
printf 'units=4\nsteps=24\n' > etc/units.conf
for u in 1 2 3 4; do
  mkdir -p sensors/unit$u
  for s in $(seq -w 1 24); do echo $(( (u * 7 + 10#$s * 3) % 6 + 1 )) > sensors/unit$u/step$s; done
done
rm -f sensors/unit3/step17 sensors/unit3/step18
chmod 000 sensors/unit2/step05 2>/dev/null
echo 99 > sensors/unit4/step09
echo 1234 > run/poller.lock
{
echo '$ strace -e trace=openat,read,close ./poller'
strace -e trace=openat,read,close ./poller 2>&1
echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
