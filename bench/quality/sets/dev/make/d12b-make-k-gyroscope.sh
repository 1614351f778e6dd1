#!/bin/bash
# make -k of a gyroscope/IMU attitude-estimation library in C: verbose gcc lines, warnings early,
# a compile error in one file, and an undefined reference at link time
set -u
WORK=${WORK:-/home/dev}
P=$WORK/gyrofuse
rm -rf "$P"; mkdir -p "$P/src" "$P/include" "$P/tools"
cat > "$P/Makefile" <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Wshadow -Wconversion -Wsign-conversion -Wdouble-promotion -Iinclude -DGYRO_RATE_HZ=400
LDLIBS  = -lm
SRCS    = $(wildcard src/*.c)
OBJS    = $(SRCS:src/%.c=build/%.o)

all: build/libgyrofuse.a build/gyrocal build/gyrodump

build/%.o: src/%.c include/gyrofuse.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build:
	mkdir -p build

build/libgyrofuse.a: $(OBJS)
	ar rcs $@ $^

build/gyrocal: tools/gyrocal.c build/libgyrofuse.a
	$(CC) $(CFLAGS) $< -Lbuild -lgyrofuse $(LDLIBS) -o $@

build/gyrodump: tools/gyrodump.c build/libgyrofuse.a
	$(CC) $(CFLAGS) $< -Lbuild -lgyrofuse $(LDLIBS) -o $@

clean:
	rm -rf build
EOF
cat > "$P/include/gyrofuse.h" <<'EOF'
#ifndef GYROFUSE_H
#define GYROFUSE_H
#include <stdint.h>
#include <stddef.h>

typedef struct { float w, x, y, z; } quat_t;
typedef struct { float x, y, z; } vec3_t;
typedef struct { int16_t gx, gy, gz, ax, ay, az; uint32_t t_us; } raw_sample_t;

typedef struct {
    quat_t q;
    vec3_t gyro_bias;
    float beta;          /* Madgwick gain */
    float dt;
    uint32_t samples;
} filter_t;

void filter_init(filter_t *f, float beta);
void filter_update(filter_t *f, vec3_t gyro, vec3_t accel);
vec3_t quat_to_euler(quat_t q);
quat_t quat_mul(quat_t a, quat_t b);
quat_t quat_normalize(quat_t q);
vec3_t raw_to_gyro(const raw_sample_t *s, float lsb_per_dps);
vec3_t raw_to_accel(const raw_sample_t *s, float lsb_per_g);
int calib_bias(const raw_sample_t *s, size_t n, vec3_t *bias);
int calib_temperature(const raw_sample_t *s, size_t n, float *coeff);
size_t ring_push(raw_sample_t *ring, size_t cap, size_t head, raw_sample_t s);
float lowpass(float prev, float in, float alpha);
#endif
EOF
cat > "$P/src/quat.c" <<'EOF'
#include <math.h>
#include "gyrofuse.h"

quat_t quat_mul(quat_t a, quat_t b) {
    quat_t r = {
        a.w*b.w - a.x*b.x - a.y*b.y - a.z*b.z,
        a.w*b.x + a.x*b.w + a.y*b.z - a.z*b.y,
        a.w*b.y - a.x*b.z + a.y*b.w + a.z*b.x,
        a.w*b.z + a.x*b.y - a.y*b.x + a.z*b.w };
    return r;
}

quat_t quat_normalize(quat_t q) {
    double n = sqrt(q.w*q.w + q.x*q.x + q.y*q.y + q.z*q.z);
    quat_t r = { q.w/n, q.x/n, q.y/n, q.z/n };
    return r;
}

vec3_t quat_to_euler(quat_t q) {
    vec3_t e;
    e.x = atan2f(2*(q.w*q.x + q.y*q.z), 1 - 2*(q.x*q.x + q.y*q.y));
    e.y = asinf(2*(q.w*q.y - q.z*q.x));
    e.z = atan2f(2*(q.w*q.z + q.x*q.y), 1 - 2*(q.y*q.y + q.z*q.z));
    return e;
}
EOF
cat > "$P/src/madgwick.c" <<'EOF'
#include <math.h>
#include "gyrofuse.h"

void filter_init(filter_t *f, float beta) {
    f->q = (quat_t){1, 0, 0, 0};
    f->gyro_bias = (vec3_t){0, 0, 0};
    f->beta = beta;
    f->dt = 1.0f / GYRO_RATE_HZ;
    f->samples = 0;
}

void filter_update(filter_t *f, vec3_t g, vec3_t a) {
    quat_t q = f->q;
    float norm = sqrtf(a.x*a.x + a.y*a.y + a.z*a.z);
    if (norm == 0.0f) return;
    a.x /= norm; a.y /= norm; a.z /= norm;
    float f1 = 2*(q.x*q.z - q.w*q.y) - a.x;
    float f2 = 2*(q.w*q.x + q.y*q.z) - a.y;
    float f3 = 1 - 2*(q.x*q.x + q.y*q.y) - a.z;
    quat_t grad = { -2*q.y*f1 + 2*q.x*f2, 2*q.z*f1 + 2*q.w*f2 - 4*q.x*f3,
                    -2*q.w*f1 + 2*q.z*f2 - 4*q.y*f3, 2*q.x*f1 + 2*q.y*f2 };
    grad = quat_normalize(grad);
    quat_t omega = {0, g.x - f->gyro_bias.x, g.y - f->gyro_bias.y, g.z - f->gyro_bias.z};
    quat_t qdot = quat_mul(q, omega);
    for (int i = 0; i < 4; i++) {
        float *qd = &qdot.w + i, *gr = &grad.w + i;
        *qd = 0.5f * *qd - f->beta * *gr;
    }
    q.w += qdot.w * f->dt; q.x += qdot.x * f->dt; q.y += qdot.y * f->dt; q.z += qdot.z * f->dt;
    f->q = quat_normalize(q);
    f->samples++;
}
EOF
cat > "$P/src/convert.c" <<'EOF'
#include "gyrofuse.h"

vec3_t raw_to_gyro(const raw_sample_t *s, float lsb_per_dps) {
    const float deg2rad = 0.01745329252f;
    vec3_t v = { s->gx / lsb_per_dps * deg2rad, s->gy / lsb_per_dps * deg2rad, s->gz / lsb_per_dps * deg2rad };
    return v;
}

vec3_t raw_to_accel(const raw_sample_t *s, float lsb_per_g) {
    vec3_t v = { s->ax / lsb_per_g, s->ay / lsb_per_g, s->az / lsb_per_g };
    return v;
}

float lowpass(float prev, float in, float alpha) {
    int a256 = alpha * 256;
    return prev + (in - prev) * a256 / 256;
}
EOF
cat > "$P/src/calib.c" <<'EOF'
#include <string.h>
#include "gyrofuse.h"

int calib_bias(const raw_sample_t *s, size_t n, vec3_t *bias) {
    long sx = 0, sy = 0, sz = 0;
    if (n < 64) return -1;
    for (int i = 0; i < n; i++) { sx += s[i].gx; sy += s[i].gy; sz += s[i].gz; }
    bias->x = (float)sx / n; bias->y = (float)sy / n; bias->z = (float)sz / n;
    return 0;
}
EOF
cat > "$P/src/ring.c" <<'EOF'
#include "gyrofuse.h"

size_t ring_push(raw_sample_t *ring, size_t cap, size_t head, raw_sample_t s) {
    ring[head] = s;
    unsigned short next = head + 1;
    if (next == cap) next = 0;
    return next;
}
EOF
cat > "$P/tools/gyrocal.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "gyrofuse.h"

int main(int argc, char **argv) {
    size_t n = argc > 1 ? strtoul(argv[1], NULL, 10) : 2000;
    raw_sample_t *buf = calloc(n, sizeof *buf);
    vec3_t bias; float tc[3];
    if (calib_bias(buf, n, &bias) != 0) { fprintf(stderr, "not enough samples\n"); return 1; }
    calib_temperature(buf, n, tc);
    printf("bias %.4f %.4f %.4f  tc %.5f\n", bias.x, bias.y, bias.z, tc[0]);
    free(buf);
    return 0;
}
EOF
cat > "$P/tools/gyrodump.c" <<'EOF'
#include <stdio.h>
#include "gyrofuse.h"

int main(void) {
    filter_t f; filter_init(&f, 0.041f);
    raw_sample_t s = {12, -4, 3, 0, 0, 16384, 0};
    for (int i = 0; i < 400; i++) filter_update(&f, raw_to_gyro(&s, 16.4f), raw_to_accel(&s, 16384.0f));
    vec3_t e = quat_to_euler(f.q);
    quat_t q2 = quat_conjugate(f.q);
    printf("conj w=%.4f\n", q2.w);
    printf("roll %.3f pitch %.3f yaw %.3f after %u samples\n", e.x, e.y, e.z, f.samples);
    return 0;
}
EOF
for chip in bmi160:0x68:16.4 icm20948:0x69:32.8 lsm6dso:0x6a:17.5 mpu6050:0x68:131.0 l3gd20:0x6b:114.3 bmg250:0x68:65.6 fxas21002:0x20:64.0 itg3200:0x68:14.375; do
  IFS=: read c addr lsb <<< "$chip"
cat > "$P/src/drv_$c.c" <<EOF
#include <stdint.h>
#include "gyrofuse.h"

#define ${c^^}_ADDR $addr
#define ${c^^}_LSB_DPS ${lsb}f

static uint8_t ${c}_regs[64];

int ${c}_read_burst(uint8_t reg, uint8_t *out, int len) {
    for (int i = 0; i < len; i++) out[i] = ${c}_regs[(reg + i) & 63];
    return len;
}

int ${c}_decode(raw_sample_t *s) {
    uint8_t b[12];
    ${c}_read_burst(0x0c, b, 12);
    int32_t temp = (b[13 % 12] << 8) | b[12 % 12];
    float celsius = temp / 326.8 + 25.0;
    s->t_us += celsius * 0;
    s->gx = (b[1] << 8) | b[0];
    s->gy = (b[3] << 8) | b[2];
    s->gz = (b[5] << 8) | b[4];
    s->ax = (b[7] << 8) | b[6];
    s->ay = (b[9] << 8) | b[8];
    s->az = (b[11] << 8) | b[10];
    return ${c^^}_ADDR;
}

float ${c}_scale(void) { return ${c^^}_LSB_DPS; }
EOF
done
cd "$P"
{
echo '$ make -k'
mkdir -p "$P/.tmp"; TMPDIR="$P/.tmp" timeout 120 make -k 2>&1
echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
