#!/bin/bash
# strace of a map-tile stitcher (cartography): reads a manifest and ~30 tiles; one tile is missing,
# one is unreadable, and the output mosaic cannot be written
set -u
WORK=${WORK:-/home/dev}
P=$WORK/tilestitch
rm -rf "$P"; mkdir -p "$P/tiles/z12" "$P/out"
cat > "$P/stitch.c" <<'EOF'
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char buf[4096];

int main(int argc, char **argv) {
    const char *manifest = argc > 1 ? argv[1] : "tiles/manifest.txt";
    FILE *m = fopen(manifest, "r");
    if (!m) { perror(manifest); return 2; }
    char line[256];
    int ok = 0, missing = 0;
    long bytes = 0;
    while (fgets(line, sizeof line, m)) {
        line[strcspn(line, "\n")] = 0;
        if (!line[0] || line[0] == '#') continue;
        int fd = open(line, O_RDONLY);
        if (fd < 0) { fprintf(stderr, "tile %s: %s\n", line, strerror(errno)); missing++; continue; }
        struct stat st;
        fstat(fd, &st);
        ssize_t n = read(fd, buf, sizeof buf);
        if (n < 0) { fprintf(stderr, "tile %s: read: %s\n", line, strerror(errno)); close(fd); missing++; continue; }
        bytes += n;
        close(fd);
        ok++;
    }
    fclose(m);
    fprintf(stderr, "stitched %d tiles (%ld bytes), %d missing\n", ok, bytes, missing);
    int out = open("out/mosaic-z12.pgm", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0) { fprintf(stderr, "cannot write mosaic: %s\n", strerror(errno)); return 3; }
    write(out, "P5\n256 256\n255\n", 15);
    close(out);
    return missing ? 1 : 0;
}
EOF
cd "$P"
gcc -O1 -o stitch stitch.c 2>&1
{
echo "# tiles for sheet NT-41 (Wester Ross), zoom 12"
for x in 2010 2011 2012 2013 2014 2015; do
  for y in 1270 1271 1272 1273 1274; do
    f="tiles/z12/${x}_${y}.png"
    echo "$f"
    if [ "$x/$y" != "2013/1272" ]; then
      printf '\x89PNG\r\n\x1a\nIHDR tile %s %s relief+contours 20m' "$x" "$y" > "$f"
    fi
  done
done
} > tiles/manifest.txt
rm -f tiles/z12/2014_1274.png; mkdir tiles/z12/2014_1274.png   # a stray directory where a tile should be
rmdir out; echo "mosaic written by an older run" > out        # 'out' is a file, not a directory
{
echo '$ strace ./stitch tiles/manifest.txt'
timeout 120 strace ./stitch tiles/manifest.txt 2>&1
echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
