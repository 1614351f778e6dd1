#!/usr/bin/env bash
# strace of a foghorn-schedule compiler (C): reads ~500 station configs, one dangling symlink, then fails to reach the controller socket
set -u
WORK=${WORK:-/home/dev}
P=$WORK/foghorn
rm -rf "$P"; mkdir -p "$P/src" "$P/stations" "$P/out" "$P/run"
cd "$P"
cat > src/fogsched.c <<'EOF'
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(void)
{
    DIR *d = opendir("stations");
    if (!d) { perror("stations"); return 1; }
    char *names[1024]; int n = 0; struct dirent *e;
    while ((e = readdir(d)) && n < 1024)
        if (strstr(e->d_name, ".conf")) names[n++] = strdup(e->d_name);
    closedir(d);
    qsort(names, n, sizeof *names, cmp);
    char buf[256], path[512];
    int loaded = 0, skipped = 0, total_blasts = 0;
    for (int i = 0; i < n; i++) {
        snprintf(path, sizeof path, "stations/%s", names[i]);
        int fd = open(path, O_RDONLY);
        if (fd < 0) {
            fprintf(stderr, "fogsched: skipping %s: %s\n", path, strerror(errno));
            skipped++;
            continue;
        }
        ssize_t r = read(fd, buf, sizeof buf - 1);
        close(fd);
        if (r <= 0) continue;
        buf[r] = 0;
        char *p = strstr(buf, "blasts_per_min=");
        if (p) total_blasts += atoi(p + 15);
        loaded++;
    }
    int out = open("out/schedule.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int len = snprintf(buf, sizeof buf, "stations=%d skipped=%d blasts_per_min=%d\n", loaded, skipped, total_blasts);
    write(out, buf, len);
    close(out);
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un a = { .sun_family = AF_UNIX };
    strcpy(a.sun_path, "run/hornctl.sock");
    if (connect(s, (struct sockaddr *)&a, sizeof a) < 0) {
        fprintf(stderr, "fogsched: cannot reach horn controller at %s: %s\n", a.sun_path, strerror(errno));
        return 3;
    }
    return 0;
}
EOF
gcc -O1 -o fogsched src/fogsched.c
coasts="north east south west"
for i in $(seq -w 1 500); do
  c=$(echo $coasts | cut -d' ' -f$(( 10#$i % 4 + 1 )))
  printf 'name=station-%s\ncoast=%s\ntone_hz=%d\nblasts_per_min=%d\nrange_nm=%d\n' $i $c $(( 150 + 10#$i % 90 )) $(( 1 + 10#$i % 4 )) $(( 2 + 10#$i % 7 )) > stations/station-$i.conf
done
rm stations/station-281.conf
ln -s ../decommissioned/station-281.conf stations/station-281.conf
{
  echo '$ strace ./fogsched'
  timeout 120 strace ./fogsched 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
