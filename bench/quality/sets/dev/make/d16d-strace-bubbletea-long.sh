#!/usr/bin/env bash
# strace -f of a bubble-tea shop menu daemon: loads ~800 recipe files, then fails to reach its printer socket and exits
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/tapiocad
rm -rf "$P"; mkdir -p "$P/etc" "$P/recipes" "$P/run"; cd "$P"
cat > tapiocad.c <<'T'
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static char printer_sock[256] = "run/receipt-printer.sock";
static int sugar_levels = 5;

static int load_config(void)
{
    const char *paths[] = {"/etc/tapiocad.conf", "etc/tapiocad.local.conf", "etc/tapiocad.conf"};
    for (int i = 0; i < 3; i++) {
        FILE *f = fopen(paths[i], "r");
        if (!f) continue;
        char line[256];
        while (fgets(line, sizeof line, f)) {
            if (sscanf(line, "printer_socket = %255s", printer_sock) == 1) continue;
            sscanf(line, "sugar_levels = %d", &sugar_levels);
        }
        fclose(f);
        return 0;
    }
    return -1;
}

static int load_recipes(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return -1;
    struct dirent *e;
    int n = 0;
    char path[512], buf[512];
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        int fd = open(path, O_RDONLY);
        if (fd < 0) continue;
        while (read(fd, buf, sizeof buf) > 0) {}
        close(fd);
        n++;
    }
    closedir(d);
    return n;
}

int main(void)
{
    if (load_config() != 0) fprintf(stderr, "tapiocad: no config, using defaults\n");
    int n = load_recipes("recipes");
    fprintf(stderr, "tapiocad: %d recipes, %d sugar levels\n", n, sugar_levels);
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un a = { .sun_family = AF_UNIX };
    strncpy(a.sun_path, printer_sock, sizeof a.sun_path - 1);
    if (connect(s, (struct sockaddr *)&a, sizeof a) != 0) {
        fprintf(stderr, "tapiocad: cannot reach receipt printer at %s: %s\n", printer_sock, strerror(errno));
        return 3;
    }
    return 0;
}
T
cat > etc/tapiocad.conf <<'T'
# tapiocad shop config
printer_socket = run/printer/receipt.sock
sugar_levels = 4
T
python3 - <<'T'
import itertools
bases=["black","jasmine","oolong","matcha","thai","taro","brown-sugar","hojicha","earl-grey","rooibos"]
tops=["pearls","lychee-jelly","pudding","red-bean","cheese-foam","aloe","popping-mango","grass-jelly"]
milks=["oat","whole","none","coconut","soy"]
for i,(b,t,m,ice) in enumerate(itertools.product(bases,tops,milks,["regular","less"])):
    with open(f"recipes/{i:03d}-{b}-{t}-{m}-{ice}.recipe","w") as f:
        f.write(f"base={b}\ntopping={t}\nmilk={m}\nice={ice}\nsize=700ml\n")
T
gcc -O1 -g -o tapiocad tapiocad.c
run strace -f ./tapiocad | sed -E 's/0x[0-9a-f]{6,}/0x.../g' | neutral
