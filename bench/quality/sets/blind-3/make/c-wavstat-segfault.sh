#!/usr/bin/env bash
# WAV statistics tool in C; run over a folder of samples, crashes with SIGSEGV on one file.
set -u
NAME=c-wavstat-segfault; PROJ=wavstat
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

mkdir -p samples
cat > wavstat.c <<'EOF'
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint16_t format, channels, bits;
    uint32_t rate;
    uint8_t *pcm;
    uint32_t pcm_len;
    char *info[4];           /* INAM, IART, ICMT, ICRD */
} wav;

static const char *INFO_IDS[4] = {"INAM", "IART", "ICMT", "ICRD"};

static uint32_t le32(const uint8_t *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }
static uint16_t le16(const uint8_t *p) { return p[0] | p[1] << 8; }

static void parse_info(wav *w, const uint8_t *p, uint32_t n) {
    uint32_t off = 4; /* skip "INFO" */
    while (off + 8 <= n) {
        uint32_t sz = le32(p + off + 4);
        for (int i = 0; i < 4; i++)
            if (memcmp(p + off, INFO_IDS[i], 4) == 0)
                w->info[i] = strndup((const char *)p + off + 8, sz);
        off += 8 + sz + (sz & 1);
    }
}

static int load(const char *path, wav *w) {
    FILE *fp = fopen(path, "rb");
    if (!fp) return -1;
    fseek(fp, 0, SEEK_END);
    long size = ftell(fp);
    rewind(fp);
    uint8_t *buf = malloc(size);
    if (fread(buf, 1, size, fp) != (size_t)size) { fclose(fp); free(buf); return -1; }
    fclose(fp);
    if (size < 12 || memcmp(buf, "RIFF", 4) || memcmp(buf + 8, "WAVE", 4)) { free(buf); return -2; }
    memset(w, 0, sizeof *w);
    for (long off = 12; off + 8 <= size;) {
        uint32_t sz = le32(buf + off + 4);
        const uint8_t *body = buf + off + 8;
        if (!memcmp(buf + off, "fmt ", 4)) {
            w->format = le16(body); w->channels = le16(body + 2);
            w->rate = le32(body + 4); w->bits = le16(body + 14);
        } else if (!memcmp(buf + off, "data", 4)) {
            w->pcm = malloc(sz); memcpy(w->pcm, body, sz); w->pcm_len = sz;
        } else if (!memcmp(buf + off, "LIST", 4)) {
            parse_info(w, body, sz);
        }
        off += 8 + sz + (sz & 1);
    }
    free(buf);
    return 0;
}

static void report(const char *path, const wav *w) {
    int frame = w->channels * (w->bits / 8);
    uint32_t frames = w->pcm_len / frame;
    printf("%s\n", path);
    printf("  format %u, %u ch, %u Hz, %u bit, %.2f s\n", w->format, w->channels, w->rate, w->bits,
           (double)frames / w->rate);
    for (int c = 0; c < w->channels; c++) {
        double sum = 0, peak = 0;
        for (uint32_t i = 0; i < frames; i++) {
            int16_t s = (int16_t)le16(w->pcm + i * frame + c * 2);
            double v = s / 32768.0;
            sum += v * v;
            if (fabs(v) > peak) peak = fabs(v);
        }
        printf("  ch%d  rms %6.2f dBFS  peak %6.2f dBFS\n", c, 20 * log10(sqrt(sum / frames) + 1e-12),
               20 * log10(peak + 1e-12));
    }
    size_t tlen = strlen(w->info[0]);
    printf("  title: %s (%zu chars)", w->info[0], tlen);
    if (w->info[1]) printf(", artist: %s", w->info[1]);
    printf("\n");
    fflush(stdout);
}

int main(int argc, char **argv) {
    int failed = 0;
    for (int i = 1; i < argc; i++) {
        wav w;
        int rc = load(argv[i], &w);
        if (rc) { fprintf(stderr, "%s: cannot read (%d)\n", argv[i], rc); failed++; continue; }
        report(argv[i], &w);
        free(w.pcm);
    }
    printf("%d files, %d unreadable\n", argc - 1, failed);
    return failed ? 1 : 0;
}
EOF
python3 - <<'EOF'
import math, struct
def info(tags):
    body = b"INFO"
    for k, v in tags:
        d = v.encode() + b"\0"
        body += k.encode() + struct.pack("<I", len(d)) + d + (b"\0" if len(d) % 2 else b"")
    return b"LIST" + struct.pack("<I", len(body)) + body
def wav(name, ch, rate, secs, freq, amp, tags):
    frames = int(rate * secs)
    pcm = bytearray()
    for i in range(frames):
        for c in range(ch):
            pcm += struct.pack("<h", int(amp * 32767 * math.sin(2 * math.pi * freq * (c + 1) * i / rate)))
    fmt = struct.pack("<HHIIHH", 1, ch, rate, rate * ch * 2, ch * 2, 16)
    chunks = b"fmt " + struct.pack("<I", len(fmt)) + fmt + (info(tags) if tags else b"") + b"data" + struct.pack("<I", len(pcm)) + bytes(pcm)
    open(f"samples/{name}", "wb").write(b"RIFF" + struct.pack("<I", 4 + len(chunks)) + b"WAVE" + chunks)
wav("01_kick_dry.wav", 1, 44100, 0.4, 55, 0.9, [("INAM", "Kick dry"), ("IART", "studio B")])
wav("02_kick_room.wav", 2, 44100, 0.5, 55, 0.8, [("INAM", "Kick room"), ("IART", "studio B")])
wav("03_snare_top.wav", 1, 44100, 0.3, 190, 0.75, [("INAM", "Snare top"), ("IART", "studio B")])
wav("04_snare_room.wav", 2, 44100, 0.5, 180, 0.7, [("INAM", "Snare room"), ("IART", "studio B")])
wav("05_hat_closed.wav", 2, 48000, 0.2, 900, 0.35, [("INAM", "Hat closed")])
wav("06_hat_open.wav", 2, 48000, 0.6, 850, 0.4, [("INAM", "Hat open")])
wav("07_ride_bell.wav", 2, 48000, 0.9, 640, 0.3, [("INAM", "Ride bell"), ("ICMT", "edge mic")])
wav("08_tom_floor.wav", 1, 44100, 0.7, 90, 0.85, [("INAM", "Tom floor"), ("IART", "studio B")])
wav("09_pad_warm.wav", 2, 48000, 1.5, 220, 0.25, [("IART", "J. Okafor"), ("ICMT", "bounced from session 14")])
wav("10_vox_take3.wav", 1, 48000, 1.0, 330, 0.5, [("INAM", "Vox take 3"), ("IART", "M. Lind")])
wav("11_bass_di.wav", 1, 44100, 0.8, 82, 0.8, [("INAM", "Bass DI")])
EOF
gcc -g -O0 -Wall -o wavstat wavstat.c -lm
cat > run.sh <<'EOF'
./wavstat samples/*.wav
echo "exit status: $?"
EOF
( bash run.sh 2>&1 ) | neutralise > "$HERE/../outputs/$NAME.txt"
