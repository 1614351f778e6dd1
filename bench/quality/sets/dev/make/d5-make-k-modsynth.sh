#!/usr/bin/env bash
# d5: make -k (verbose commands) of a modular-synth DSP library in C: ~250 generated
# kernels, -Wall -Wextra -Wconversion warnings, one compile error in the patch loader.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/modsynth-dsp
rm -rf "$P"; mkdir -p "$P/include" "$P/src/osc" "$P/src/filter" "$P/src/fir" "$P/src/iir" "$P/src/mix" "$P/src/resample" "$P/src/io" "$P/src/fx"; cd "$P"

cat > include/synth.h <<'EOF'
#ifndef SYNTH_H
#define SYNTH_H
#include <stddef.h>
#include <stdint.h>
typedef int16_t q15_t;
typedef int32_t q31_t;
typedef int8_t q7_t;
typedef int32_t s24_t;
typedef uint8_t u8_t;
typedef int64_t q63_t;
typedef struct { float cutoff; float resonance; int mode; } filter_params;
struct voice {
    int note;
    float velocity;
    float cutoff;
    float env_attack, env_decay, env_sustain, env_release;
    unsigned osc_count;
};
struct kernel_state { float z[8]; unsigned pos; };
#endif
EOF

# generated kernels: FIR / IIR / mixers / resamplers in eight sample formats
for ty in f32 f64 q7 q15 q31 q63 s24 u8; do
  case $ty in f32) ct=float;; f64) ct=double;; q7) ct=q7_t;; q15) ct=q15_t;; q31) ct=q31_t;; s24) ct=s24_t;; u8) ct=u8_t;; q63) ct=q63_t;; esac
  for taps in 2 3 4 6 8 12 16 24 32 48 64 96 128 192 256 384 512 768 1024; do
    f=src/fir/fir_${ty}_taps${taps}.c
    cat > $f <<EOF
#include "synth.h"
/* generated: ${taps}-tap FIR, ${ty} samples */
void fir_${ty}_taps${taps}(const ${ct} *in, ${ct} *out, size_t n, const float *coef, struct kernel_state *st)
{
    for (size_t i = 0; i < n; i++) {
        float acc = 0.0f;
        for (int k = 0; k < ${taps}; k++)
            acc += coef[k] * (float)(i >= (size_t)k ? in[i - k] : 0);
        out[i] = (${ct})acc;
    }
}
EOF
    if [ $((taps % 3)) -eq 0 ]; then
      cat >> $f <<EOF
int fir_${ty}_taps${taps}_latency(int block)
{
    unsigned half = ${taps} / 2;
    return block > half ? (int)half : block;
}
EOF
    fi
  done
  for st in 1 2 3 4 5 6 7 8; do
    f=src/iir/iir_${ty}_stages${st}.c
    cat > $f <<EOF
#include "synth.h"
/* generated: ${st}-stage biquad cascade, ${ty} samples */
void iir_${ty}_stages${st}(const ${ct} *in, ${ct} *out, size_t n, const float *coef, struct kernel_state *st)
{
    for (size_t i = 0; i < n; i++) {
        float x = (float)in[i];
        for (int s = 0; s < ${st}; s++) {
            float y = coef[5*s] * x + st->z[2*s % 8];
            st->z[2*s % 8] = coef[5*s+1] * x - coef[5*s+3] * y;
            x = y;
        }
        out[i] = (${ct})x;
    }
}
EOF
  done
  for ch in 2 4 6 8 12 16; do
    f=src/mix/mix_${ch}ch_${ty}.c
    cat > $f <<EOF
#include "synth.h"
/* generated: ${ch}-channel mixer, ${ty} samples */
void mix_${ch}ch_${ty}(const ${ct} *const *in, ${ct} *out, size_t n, const float *gain, struct kernel_state *st)
{
    for (size_t i = 0; i < n; i++) {
        float acc = 0.0f;
        for (int c = 0; c < ${ch}; c++)
            acc += gain[c] * (float)in[c][i];
        out[i] = (${ct})acc;
    }
}
EOF
  done
  for ratio in 2 3 4 6 8; do
    f=src/resample/resample_x${ratio}_${ty}.c
    cat > $f <<EOF
#include "synth.h"
/* generated: x${ratio} polyphase upsampler, ${ty} samples */
void resample_x${ratio}_${ty}(const ${ct} *in, ${ct} *out, size_t n, struct kernel_state *st)
{
    for (size_t i = 0; i < n; i++)
        for (int p = 0; p < ${ratio}; p++)
            out[i * ${ratio} + p] = p == 0 ? in[i] : (${ct})((float)in[i] * (1.0f - (float)p / ${ratio}));
}
EOF
  done
done

for w in saw square triangle sine noise pulse supersaw wavetable fm2op fm4op pluck organ; do
  cat > src/osc/osc_${w}.c <<EOF
#include <math.h>
#include "synth.h"
float osc_${w}_tick(float *phase, float freq, float rate)
{
    *phase += freq / rate;
    if (*phase >= 1.0f) *phase -= 1.0f;
    return sinf(6.2831853f * *phase);
}
EOF
done
for flt in svf ladder biquad comb allpass onepole formant; do
  cat > src/filter/${flt}.c <<EOF
#include "synth.h"
float ${flt}_process(filter_params *p, float x, float *z)
{
    float g = p->cutoff / 48000.0f;
    *z += g * (x - *z) * (1.0f - p->resonance);
    return *z;
}
EOF
done
for fx in chorus delay reverb bitcrush distortion phaser; do
  cat > src/fx/${fx}.c <<EOF
#include "synth.h"
void fx_${fx}(float *buf, size_t n, float mix)
{
    for (size_t i = 0; i < n; i++)
        buf[i] = buf[i] * (1.0f - mix) + buf[i] * mix * 0.5f;
}
EOF
done
cat > src/io/patch_loader.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "synth.h"

int patch_load(const char *path, struct voice *v)
{
    FILE *f = fopen(path, "r");
    char key[32];
    float val;
    if (!f)
        return -1;
    while (fscanf(f, "%31s %f", key, &val) == 2) {
        if (strcmp(key, "cutoff") == 0)
            v->cutoff_hz = val;
        else if (strcmp(key, "attack") == 0)
            v->env_attack = val;
        else if (strcmp(key, "oscs") == 0)
            v->osc_count = (unsigned)val;
    }
    fclose(f);
    return 0;
}
EOF
cat > src/io/patch_bank.c <<'EOF'
#include <string.h>
#include "synth.h"
int patch_bank_find(const char *names[], int count, const char *want)
{
    for (unsigned i = 0; i < count; i++)
        if (strcmp(names[i], want) == 0)
            return (int)i;
    return -1;
}
EOF

cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Wconversion -fPIC -Iinclude -DSYNTH_SAMPLE_RATE=48000
SRCS    = $(sort $(wildcard src/*/*.c))
OBJS    = $(SRCS:src/%.c=build/%.o)

all: build/libmodsynth.so

build/%.o: src/%.c include/synth.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

build/libmodsynth.so: $(OBJS)
	$(CC) -shared -o $@ $^ -lm

clean:
	rm -rf build
EOF
CMD="make -k"
echo "\$ $CMD"
make -k 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
