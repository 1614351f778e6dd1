#!/usr/bin/env bash
# strace of a tannery batch tracker that reads one record file per hide, one of which is missing,
# then fails to reach the pit-sensor daemon socket.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/tanyard
rm -rf "$P"; mkdir -p "$P/hides" "$P/run"
cat > "$P/pits.c" <<'T'
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

int main(void) {
    char path[256], buf[512];
    int ok = 0, missing = 0;
    for (int i = 1; i <= 700; i++) {
        snprintf(path, sizeof path, "hides/hide-%04d.rec", i);
        int fd = open(path, O_RDONLY);
        if (fd < 0) { missing++; continue; }
        ssize_t n = read(fd, buf, sizeof buf);
        if (n > 0) ok++;
        close(fd);
    }
    fprintf(stderr, "pits: %d hide records read, %d missing\n", ok, missing);
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un a = { .sun_family = AF_UNIX };
    strcpy(a.sun_path, "run/pitsensor.sock");
    if (connect(s, (struct sockaddr *)&a, sizeof a) < 0) {
        fprintf(stderr, "pits: cannot reach pit sensor daemon: %s\n", strerror(errno));
        return 3;
    }
    return 0;
}
T
for i in $(seq 1 700); do
  [ "$i" = 287 ] && continue
  printf 'hide=%04d pit=%d stage=%s days=%d\n' "$i" $(( i % 12 + 1 )) $([ $((i % 3)) = 0 ] && echo retan || echo lime) $(( i % 9 + 2 )) > "$P/hides/hide-$(printf %04d "$i").rec"
done
( cd "$P" && gcc -O1 -o pits pits.c )
run d-strace-tanyard "$P" strace -e trace=openat,read,close,socket,connect,write,exit_group ./pits
