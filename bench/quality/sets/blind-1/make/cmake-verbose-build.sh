#!/usr/bin/env bash
# cmake configure + `make -k VERBOSE=1` of a C telemetry-gateway project with ~110 sources in
# four libraries; one source file has a compile error, a couple have warnings.
NAME=cmake-verbose-build; . "$(dirname "$0")/_lib.sh"; setup_project telegw
mkdir -p include src/core src/drivers src/proto src/storage apps
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(telegw VERSION 1.8.0 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
set(CMAKE_C_STANDARD_REQUIRED ON)
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE RelWithDebInfo)
endif()
add_compile_options(-Wall -Wextra)
include_directories(${PROJECT_SOURCE_DIR}/include)
file(GLOB CORE_SRC src/core/*.c)
file(GLOB DRIVER_SRC src/drivers/*.c)
file(GLOB PROTO_SRC src/proto/*.c)
file(GLOB STORAGE_SRC src/storage/*.c)
add_library(tg_core STATIC ${CORE_SRC})
add_library(tg_drivers STATIC ${DRIVER_SRC})
add_library(tg_proto STATIC ${PROTO_SRC})
add_library(tg_storage STATIC ${STORAGE_SRC})
target_link_libraries(tg_drivers PUBLIC tg_core)
target_link_libraries(tg_proto PUBLIC tg_core)
target_link_libraries(tg_storage PUBLIC tg_core)
add_executable(telegw apps/telegw.c)
target_link_libraries(telegw PRIVATE tg_drivers tg_proto tg_storage m)
add_executable(tg-replay apps/tg_replay.c)
target_link_libraries(tg-replay PRIVATE tg_proto tg_storage)
EOF
cat > include/telegw.h <<'EOF'
#ifndef TELEGW_H
#define TELEGW_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t device_id;
    uint16_t channel;
    uint16_t flags;
    int64_t  timestamp_us;
    double   value;
} tg_sample;

typedef struct {
    uint8_t  version;
    uint8_t  kind;
    uint16_t length;
    uint32_t crc;
    uint8_t  payload[256];
} tg_frame;

uint32_t tg_crc32(const uint8_t *data, size_t len);
int      tg_frame_encode(const tg_sample *s, size_t n, tg_frame *out);
int      tg_frame_decode(const tg_frame *f, tg_sample *out, size_t cap);
#endif
EOF
# core: utility modules
for m in clock ringbuf arena log config crc32 hexdump strbuf hashmap timerwheel backoff rate_meter \
         ewma histogram uuid base64 varint bitset event_loop signals; do
cat > src/core/$m.c <<EOF
#include <string.h>
#include "telegw.h"

static unsigned long ${m}_calls;

int tg_${m}_init(void *state, size_t size) {
    memset(state, 0, size);
    ${m}_calls++;
    return 0;
}

unsigned long tg_${m}_stats(void) {
    return ${m}_calls;
}
EOF
done
# drivers: one per sensor / bus
for d in bme280 bmp388 sht31 scd41 sgp30 ccs811 ads1115 ina219 ina260 max31855 mcp9808 tmp117 \
         veml7700 tsl2591 vl53l0x hcsr04 mpu6050 lsm6dsox bno055 hmc5883l gps_nmea ublox_ubx \
         modbus_rtu modbus_tcp canbus_socketcan onewire ds18b20 dht22 pms5003 sds011 mhz19 \
         anemometer rain_gauge soil_moisture flow_meter relay_board; do
cat > src/drivers/$d.c <<EOF
#include <stdint.h>
#include "telegw.h"

typedef struct { uint8_t bus; uint8_t addr; int open; } ${d}_dev;

int ${d}_read(${d}_dev *dev, tg_sample *out, uint32_t device_id, int64_t now_us) {
    if (!dev->open) return -1;
    out->device_id = device_id;
    out->channel = dev->addr;
    out->flags = 0;
    out->timestamp_us = now_us;
    out->value = (double)(dev->bus * 256 + dev->addr);
    return 1;
}
EOF
done
# one driver with a warning (unused parameter / sign comparison)
cat > src/drivers/uart_bridge.c <<'EOF'
#include <stdint.h>
#include "telegw.h"

int uart_bridge_pump(const uint8_t *buf, int len, size_t max_frames, tg_frame *frames) {
    size_t n = 0;
    for (int i = 0; i < len && n < max_frames; i++) {
        if (buf[i] == 0x7e) n++;
    }
    return n;
}

int uart_bridge_baud_ok(int baud, int flags) {
    unsigned rates[] = {9600, 19200, 38400, 57600, 115200};
    for (int i = 0; i < 5; i++)
        if (rates[i] == baud) return 1;
    return 0;
}
EOF
# proto: codecs and transports
for p in mqtt_client mqtt_topics coap_client http_push lorawan_uplink lorawan_downlink \
         senml_json cbor_writer cbor_reader protobuf_lite batcher dedup compression_lz4 \
         tls_session auth_token retry_queue; do
cat > src/proto/$p.c <<EOF
#include <stddef.h>
#include "telegw.h"

size_t ${p}_encode(const tg_sample *s, size_t n, unsigned char *buf, size_t cap) {
    size_t used = 0;
    for (size_t i = 0; i < n && used + sizeof *s <= cap; i++) {
        const unsigned char *raw = (const unsigned char *)&s[i];
        for (size_t k = 0; k < sizeof *s; k++) buf[used++] = raw[k];
    }
    return used;
}
EOF
done
cat > src/proto/frame_codec.c <<'EOF'
#include <string.h>
#include "telegw.h"

#define TG_FRAME_VERSION 3
#define TG_KIND_SAMPLES  1

int tg_frame_encode(const tg_sample *s, size_t n, tg_frame *out) {
    size_t bytes = n * sizeof *s;
    if (bytes > sizeof out->payload) return -1;
    out->version = TG_FRAME_VERSION;
    out->kind = TG_KIND_SAMPLES;
    out->length = (uint16_t)bytes;
    memcpy(out->payload, s, bytes);
    out->crc = tg_crc32(out->payload, bytes);
    return 0;
}

int tg_frame_decode(const tg_frame *f, tg_sample *out, size_t cap) {
    if (f->version != TG_FRAME_VERSION) return -1;
    size_t n = f->length / sizeof(tg_sample);
    if (n > cap) return -2;
    if (tg_crc32(f->payload, f->length) != f->crc) return -3;
    memcpy(out, f->payload, f->length);
    for (size_t i = 0; i < n; i++)
        out[i].flags |= TG_FLAG_DECODED;
    return (int)n;
}
EOF
# storage: spooling and export
for s in spool_file spool_index wal_segment wal_replay sqlite_export csv_export parquet_stub \
         retention compaction checkpoint quota snapshot; do
cat > src/storage/$s.c <<EOF
#include <stdio.h>
#include "telegw.h"

int ${s}_write(FILE *f, const tg_sample *s, size_t n) {
    size_t w = fwrite(s, sizeof *s, n, f);
    return w == n ? 0 : -1;
}
EOF
done
cat > src/core/crc32_table.c <<'EOF'
#include "telegw.h"

uint32_t tg_crc32(const uint8_t *data, size_t len) {
    uint32_t crc = 0xFFFFFFFFu;
    for (size_t i = 0; i < len; i++) {
        crc ^= data[i];
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}
EOF
cat > apps/telegw.c <<'EOF'
#include <stdio.h>
#include "telegw.h"

int main(void) {
    tg_sample s = {42, 1, 0, 0, 21.5};
    tg_frame f;
    if (tg_frame_encode(&s, 1, &f) != 0) return 1;
    printf("frame of %u bytes, crc %08x\n", f.length, f.crc);
    return 0;
}
EOF
cat > apps/tg_replay.c <<'EOF'
#include <stdio.h>
#include "telegw.h"

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: tg-replay SPOOL\n"); return 2; }
    printf("replaying %s\n", argv[1]);
    return 0;
}
EOF
mkdir build
capture "cmake -S . -B build && make -C build -k VERBOSE=1; echo \"exit status: \$?\""
