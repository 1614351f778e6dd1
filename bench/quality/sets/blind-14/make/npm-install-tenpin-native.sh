#!/usr/bin/env bash
# `npm install` for a ten-pin bowling lane scoreboard whose local native addon (pinsetter
# serial bridge) fails to build in its install script.
# Output: outputs/npm-install-tenpin-native.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/laneboard
rm -rf "$P"; mkdir -p "$P/src" "$P/native/pinsetter-io/src"
export npm_config_cache=$WORK/.npm-cache-laneboard
cat > "$P/package.json" <<'T'
{
  "name": "laneboard",
  "version": "1.3.0",
  "description": "Scoreboard and lane booking display for a ten-pin bowling centre",
  "type": "module",
  "main": "src/server.js",
  "scripts": { "start": "node src/server.js", "test": "node --test" },
  "dependencies": {
    "date-fns": "^3.6.0",
    "nanoid": "^5.0.7",
    "pinsetter-io": "file:./native/pinsetter-io",
    "zod": "^3.23.0"
  }
}
T
cat > "$P/native/pinsetter-io/package.json" <<'T'
{
  "name": "pinsetter-io",
  "version": "0.2.0",
  "description": "Serial bridge to the lane pinsetter controllers",
  "main": "index.js",
  "scripts": { "install": "node build.js" }
}
T
cat > "$P/native/pinsetter-io/build.js" <<'T'
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const sources = ["src/frame.c", "src/crc16.c", "src/lane.c", "src/bridge.c"];
fs.mkdirSync("build", { recursive: true });
console.log(`pinsetter-io: compiling ${sources.length} sources with ${process.env.CC || "cc"}`);
for (const src of sources) {
  const obj = "build/" + src.replace(/^src\//, "").replace(/\.c$/, ".o");
  console.log(`  CC ${src}`);
  execFileSync(process.env.CC || "cc", ["-O2", "-fPIC", "-Wall", "-Isrc", "-c", src, "-o", obj], { stdio: "inherit" });
}
console.log("  LD build/pinsetter_io.so");
T
cat > "$P/native/pinsetter-io/index.js" <<'T'
module.exports = require("./build/pinsetter_io.node");
T
cat > "$P/native/pinsetter-io/src/frame.h" <<'T'
#include <stdint.h>
#include <stddef.h>
typedef struct { uint8_t lane; uint8_t cmd; uint8_t len; uint8_t data[32]; uint16_t crc; } ps_frame_t;
uint16_t ps_crc16(const uint8_t *buf, size_t n);
int ps_frame_encode(const ps_frame_t *f, uint8_t *out, size_t cap);
T
cat > "$P/native/pinsetter-io/src/frame.c" <<'T'
#include <string.h>
#include "frame.h"
int ps_frame_encode(const ps_frame_t *f, uint8_t *out, size_t cap)
{
    if (cap < (size_t)f->len + 6) return -1;
    out[0] = 0x7e; out[1] = f->lane; out[2] = f->cmd; out[3] = f->len;
    memcpy(out + 4, f->data, f->len);
    uint16_t crc = ps_crc16(out + 1, f->len + 3);
    out[4 + f->len] = crc >> 8; out[5 + f->len] = crc & 0xff;
    return f->len + 6;
}
T
cat > "$P/native/pinsetter-io/src/crc16.c" <<'T'
#include "frame.h"
uint16_t ps_crc16(const uint8_t *buf, size_t n)
{
    uint16_t crc = 0xffff;
    for (size_t i = 0; i < n; i++) {
        crc ^= (uint16_t)buf[i] << 8;
        for (int b = 0; b < 8; b++) crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
    }
    return crc;
}
T
cat > "$P/native/pinsetter-io/src/lane.c" <<'T'
#include "frame.h"
enum { CMD_RESET = 0x01, CMD_SWEEP = 0x02, CMD_SPOT = 0x03, CMD_STATUS = 0x10 };
int ps_lane_reset(uint8_t lane, uint8_t *out, size_t cap)
{
    ps_frame_t f = { .lane = lane, .cmd = CMD_RESET, .len = 0 };
    return ps_frame_encode(&f, out, cap);
}
T
cat > "$P/native/pinsetter-io/src/bridge.c" <<'T'
#include <termios.h>
#include <fcntl.h>
#include <libserialport.h>
#include "frame.h"

int ps_open(const char *dev, int baud)
{
    struct sp_port *port;
    if (sp_get_port_by_name(dev, &port) != SP_OK) return -1;
    sp_open(port, SP_MODE_READ_WRITE);
    sp_set_baudrate(port, baud);
    return 0;
}
T
cat > "$P/src/server.js" <<'T'
import { nanoid } from "nanoid";
console.log("lane board", nanoid(6));
T
cd "$P" && rm -rf node_modules package-lock.json && {
  capture npm install --no-audit --no-fund
} 2>&1 | neutral | sed -E -e 's/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9_:.-]+Z/2024-06-02T18_04_11_512Z/g' -e 's#/home/dev/\.npm-cache-laneboard/#/home/dev/.npm/#g' > "$SETDIR/outputs/npm-install-tenpin-native.txt"
