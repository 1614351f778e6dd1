#!/usr/bin/env bash
# make of a whaling-museum audio guide player: compiles fine, link fails with undefined references
W=${WORK:-/home/dev}
P=$W/harpoon-guide
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > src/guide.h <<'T'
#ifndef GUIDE_H
#define GUIDE_H
#include <stddef.h>
typedef struct { int exhibit; const char *title; int seconds; } stop_t;
int tour_load(const char *lang, stop_t *stops, size_t max);
void tour_play(const stop_t *s);
int codec_open(const char *file);
int codec_decode_frame(int h, short *pcm, size_t n);
void codec_close(int h);
double volume_curve(int step);
#endif
T
cat > src/tour.c <<'T'
#include <stdio.h>
#include "guide.h"
static const stop_t ENGLISH[] = {
    {1, "The whaleboat", 95}, {2, "Harpoon guns of 1870", 140}, {3, "Scrimshaw", 80},
    {4, "Try-works and rendering", 120}, {5, "Logbooks", 60},
};
int tour_load(const char *lang, stop_t *stops, size_t max) {
    size_t n = sizeof ENGLISH / sizeof ENGLISH[0];
    if (lang[0] != 'e') return -1;
    for (size_t i = 0; i < n && i < max; i++) stops[i] = ENGLISH[i];
    return (int)n;
}
T
cat > src/player.c <<'T'
#include <stdio.h>
#include "guide.h"
void tour_play(const stop_t *s) {
    char file[64];
    short pcm[1152];
    snprintf(file, sizeof file, "audio/%02d.mp3", s->exhibit);
    int h = codec_open(file);
    if (h < 0) { printf("missing audio for %s\n", s->title); return; }
    int frames = 0;
    while (codec_decode_frame(h, pcm, 1152) > 0) frames++;
    codec_close(h);
    printf("played %s (%d frames, vol %.2f)\n", s->title, frames, volume_curve(frames % 10));
}
T
cat > src/volume.c <<'T'
#include <math.h>
double volume_curve(int step) { return pow(10.0, (step - 10) / 20.0); }
T
cat > src/main.c <<'T'
#include <stdio.h>
#include "guide.h"
int main(void) {
    stop_t stops[16];
    int n = tour_load("en", stops, 16);
    for (int i = 0; i < n; i++) tour_play(&stops[i]);
    return 0;
}
T
cat > Makefile <<'T'
CC = gcc
CFLAGS = -Wall -O2 -g
OBJS = src/main.o src/tour.o src/player.o src/volume.o

guide: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $(OBJS)

%.o: %.c src/guide.h
	$(CC) $(CFLAGS) -c $< -o $@
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ make'; make 2>&1; echo "exit status: $?"; } | neutral
