#!/bin/bash
# strace of a seed-packet label printer that reads a manifest and ~560 artwork files; one is missing
source "$(dirname "$0")/d-lib.sh"
P=$WORK/seedpacket
rm -rf "$P"; mkdir -p "$P/art" "$P/etc" "$P/out"
cd "$P"
cat > packets.c <<'T'
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
    const char *manifest = argc > 1 ? argv[1] : "etc/manifest.txt";
    int cfg = open("etc/printer.conf", O_RDONLY);
    char buf[4096];
    if (cfg >= 0) { read(cfg, buf, sizeof buf); close(cfg); }
    FILE *m = fopen(manifest, "r");
    if (!m) { perror(manifest); return 2; }
    char line[256];
    int ok = 0, missing = 0;
    long bytes = 0;
    int outfd = open("out/sheet.prn", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    while (fgets(line, sizeof line, m)) {
        line[strcspn(line, "\n")] = 0;
        char path[300];
        snprintf(path, sizeof path, "art/%s", line);
        int fd = open(path, O_RDONLY);
        if (fd < 0) { missing++; continue; }
        struct stat st;
        fstat(fd, &st);
        ssize_t n = read(fd, buf, sizeof buf);
        close(fd);
        write(outfd, buf, n);
        bytes += st.st_size;
        ok++;
    }
    close(outfd);
    fclose(m);
    fprintf(stderr, "printed %d packets (%ld bytes of artwork), %d missing\n", ok, bytes, missing);
    return missing ? 1 : 0;
}
T
gcc -O1 -o packets packets.c
printf 'dpi=600\nsheet=A4\ncolumns=4\n' > etc/printer.conf
: > etc/manifest.txt
for crop in tomato carrot beetroot lettuce radish pea bean squash kale chard leek onion parsnip; do
  for v in $(seq 1 43); do
    f="${crop}-v$(printf %02d $v).eps"
    echo "$f" >> etc/manifest.txt
    [ "$crop-$v" = "parsnip-17" ] && continue
    { printf '%%!PS-Adobe-3.0 EPSF-3.0\n%%%%Title: %s\n%%%%BoundingBox: 0 0 283 425\n' "$f"
      head -c $(( 900 + (v * 37 + ${#crop} * 11) % 2800 )) /dev/zero | tr '\0' '0'; } > "art/$f"
  done
done
{ run "strace -e trace=openat,read,write,close,newfstatat,exit_group ./packets etc/manifest.txt"; } | neutral > "$OUTDIR/d-strace-seedpacket-long.txt"
