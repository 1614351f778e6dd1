#!/usr/bin/env bash
# strace -f of a type foundry's matrix loader in C: reads ~500 matrix files, forks a proof-sheet
# writer, then fails to find its kerning table on the search path and exits 3.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/typefoundry
rm -rf "$P"; mkdir -p "$P/matrices" "$P/etc" "$P/proofs"
cd "$P"
for i in $(seq 1 500); do printf 'MATRIX %03d body=%dpt set=%d\n' "$i" $((6 + i % 30)) $((400 + i)) > "matrices/m$(printf %03d $i).mat"; done
rm -f matrices/m137.mat matrices/m402.mat   # two matrices lost in the last move
echo "caster=monotype-d unit=18" > etc/foundry.conf
cat > caster.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/wait.h>
static const char *KERN_PATH[] = {"./kerning/garamond.kern", "/usr/share/typefoundry/garamond.kern", "etc/kerning/garamond.kern", NULL};
int main(void) {
    char buf[256], path[64];
    int loaded = 0;
    int cfg = open("etc/foundry.conf", O_RDONLY);
    ssize_t n = read(cfg, buf, sizeof buf - 1); close(cfg);
    buf[n > 0 ? n : 0] = 0;
    for (int i = 1; i <= 500; i++) {
        snprintf(path, sizeof path, "matrices/m%03d.mat", i);
        int fd = open(path, O_RDONLY);
        if (fd < 0) continue;
        n = read(fd, buf, sizeof buf);
        close(fd);
        if (n > 0) loaded++;
    }
    pid_t pid = fork();
    if (pid == 0) {
        int out = open("proofs/sheet-01.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const char *proof = "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789\n";
        write(out, proof, strlen(proof));
        close(out);
        _exit(0);
    }
    int st; waitpid(pid, &st, 0);
    int kf = -1;
    for (int i = 0; KERN_PATH[i]; i++) { kf = open(KERN_PATH[i], O_RDONLY); if (kf >= 0) break; }
    if (kf < 0) {
        fprintf(stderr, "caster: %d matrices loaded, but no kerning table for garamond (searched 3 paths)\n", loaded);
        return 3;
    }
    return 0;
}
T
gcc -O1 -o caster caster.c 2>&1
cmd="strace -f -e trace=openat,read,write,close,fork,clone,clone3,wait4,exit_group ./caster"
{
  echo "\$ $cmd"
  timeout 120 $cmd 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' > "$WORK/out.txt"
