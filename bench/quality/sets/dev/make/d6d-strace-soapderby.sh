#!/bin/bash
# strace of a soapbox-derby timing tool that reads every heat file, then fails to publish to the scoreboard socket
# and to write the results file.
# usage: WORK=<scratch dir> bash d6d-strace-soapderby.sh > ../outputs/d6d-strace-soapderby.txt
WORK=${WORK:-/home/dev}
P=$WORK/soapderby
rm -rf "$P"; mkdir -p "$P/heats" "$P/etc"; cd "$P"
cat > derbytime.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <errno.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/un.h>

static double best[1000];

static int load_config(char *track, size_t n)
{
    const char *paths[] = { "/etc/derbytime.conf", "./derbytime.conf", "etc/derbytime.conf" };
    for (int i = 0; i < 3; i++) {
        FILE *f = fopen(paths[i], "r");
        if (!f) continue;
        if (!fgets(track, n, f)) track[0] = 0;
        track[strcspn(track, "\n")] = 0;
        fclose(f);
        return 0;
    }
    return -1;
}

int main(void)
{
    char track[64] = "unknown";
    if (load_config(track, sizeof track) != 0)
        fprintf(stderr, "derbytime: no config found, using defaults\n");
    DIR *d = opendir("heats");
    struct dirent *e;
    int heats = 0;
    char names[1000][64];
    while ((e = readdir(d)))
        if (e->d_name[0] != '.') snprintf(names[heats++], 64, "%s", e->d_name);
    closedir(d);
    for (int i = 0; i < heats; i++) {
        char path[128];
        snprintf(path, sizeof path, "heats/%s", names[i]);
        FILE *f = fopen(path, "r");
        if (!f) { fprintf(stderr, "derbytime: %s: %s\n", path, strerror(errno)); continue; }
        int lane; double t;
        best[i] = 99.0;
        while (fscanf(f, "%d %lf", &lane, &t) == 2)
            if (t < best[i]) best[i] = t;
        fclose(f);
    }
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un a = { .sun_family = AF_UNIX };
    strcpy(a.sun_path, "/run/derby/scoreboard.sock");
    if (connect(s, (struct sockaddr *)&a, sizeof a) < 0)
        fprintf(stderr, "derbytime: scoreboard offline (%s), results not published\n", strerror(errno));
    close(s);
    FILE *out = fopen("results/standings.txt", "w");
    if (!out) {
        fprintf(stderr, "derbytime: cannot write results/standings.txt: %s\n", strerror(errno));
        return 3;
    }
    for (int i = 0; i < heats; i++) fprintf(out, "%s %.3f\n", names[i], best[i]);
    fclose(out);
    return 0;
}
EOF
echo "hillcrest-avenue" > etc/derbytime.conf
for i in $(seq -w 1 520); do
  n=$((10#$i))
  printf '1 %d.%03d\n2 %d.%03d\n3 %d.%03d\n' $((28 + n % 5)) $((n * 7 % 1000)) $((29 + n % 3)) $((n * 13 % 1000)) $((27 + n % 4)) $((n * 31 % 1000)) > heats/heat$i.txt
done
# heat 187 was re-run; its file is a link to an archive that was never synced
rm heats/heat187.txt; ln -s ../archive/heat187-rerun.txt heats/heat187.txt
gcc -O1 -o derbytime derbytime.c
{
  echo '$ strace -e trace=openat,read,close,connect,socket,getdents64,write,exit_group ./derbytime'
  strace -e trace=openat,read,close,connect,socket,getdents64,write,exit_group ./derbytime 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
