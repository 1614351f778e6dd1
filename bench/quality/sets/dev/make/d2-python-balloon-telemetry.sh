#!/usr/bin/env bash
# d2-python-balloon-telemetry: weather-balloon telemetry decoder; a long run logging every frame (INFO/WARNING via logging), then it dies on a bad frame with "During handling of the above exception".
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/sondehub-lite
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/sonde" "$P/captures"; cd "$P"
touch sonde/__init__.py
cat > sonde/frames.py <<'EOF'
import struct
import zlib

FRAME = struct.Struct(">4sHIiiHhBBI")  # magic, seq, t_ms, lat_e7, lon_e7, alt_m, temp_c10, rh, batt, crc


class FrameError(ValueError):
    pass


def decode(raw: bytes) -> dict:
    magic, seq, t_ms, lat, lon, alt, temp, rh, batt, crc = FRAME.unpack(raw)
    if magic != b"RS41":
        raise FrameError(f"bad magic {magic!r}")
    if zlib.crc32(raw[:-4]) != crc:
        raise FrameError(f"crc mismatch in frame {seq}")
    return {"seq": seq, "t": t_ms / 1000, "lat": lat / 1e7, "lon": lon / 1e7, "alt": alt,
            "temp": temp / 10, "rh": rh, "batt": batt / 10}


def encode(d: dict) -> bytes:
    body = FRAME.pack(b"RS41", d["seq"], int(d["t"] * 1000), int(d["lat"] * 1e7), int(d["lon"] * 1e7),
                      d["alt"], int(d["temp"] * 10), d["rh"], int(d["batt"] * 10), 0)[:-4]
    return body + struct.pack(">I", zlib.crc32(body))
EOF
cat > sonde/track.py <<'EOF'
import json
import logging
import sys

from .frames import FrameError, decode, FRAME

log = logging.getLogger("sonde.track")


class Track:
    def __init__(self, serial):
        self.serial = serial
        self.points = []
        self.burst = None

    def add(self, p):
        if self.points and p["alt"] < self.points[-1]["alt"] - 150 and self.burst is None:
            self.burst = self.points[-1]
            log.warning("burst detected at %d m (frame %d)", self.burst["alt"], self.burst["seq"])
        self.points.append(p)

    def ascent_rate(self):
        a, b = self.points[-2], self.points[-1]
        return (b["alt"] - a["alt"]) / (b["t"] - a["t"])


def run(path, serial):
    track = Track(serial)
    with open(path, "rb") as fh:
        data = fh.read()
    for off in range(0, len(data), FRAME.size):
        raw = data[off:off + FRAME.size]
        try:
            p = decode(raw)
        except FrameError as e:
            log.warning("skipping frame at offset %d: %s", off, e)
            continue
        track.add(p)
        if len(track.points) > 1:
            rate = track.ascent_rate()
            log.info("%s #%04d t=%6.0fs alt=%5d m rate=%+5.1f m/s T=%5.1fC RH=%3d%% batt=%.1fV",
                     serial, p["seq"], p["t"], p["alt"], rate, p["temp"], p["rh"], p["batt"])
            if p["batt"] < 2.6:
                log.warning("%s battery low: %.1f V", serial, p["batt"])
    return track


def main():
    logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")
    track = run(sys.argv[1], sys.argv[2])
    try:
        summary = {"serial": track.serial, "frames": len(track.points), "burst_alt": track.burst["alt"]}
    except TypeError:
        raise RuntimeError(f"{track.serial}: flight summary requested but no burst was recorded")
    json.dump(summary, sys.stdout)


if __name__ == "__main__":
    main()
EOF
python3 - <<'EOF'
import random, struct, zlib, sys
sys.path.insert(0, ".")
from sonde.frames import encode
random.seed(3)
out = bytearray()
alt, t, lat, lon, batt = 112, 0.0, 51.2012, -1.6420, 3.1
for seq in range(1, 241):
    t += random.uniform(4.8, 5.2)
    if seq < 200:
        alt += int(random.uniform(22, 28))
    else:
        alt += int(random.uniform(5, 12))
    lat += random.uniform(0.0005, 0.0011); lon += random.uniform(0.0009, 0.0016)
    batt -= 0.0021
    temp = 12.0 - alt * 0.0065 if alt < 11000 else -56.5
    frame = encode({"seq": seq, "t": t, "lat": lat, "lon": lon, "alt": alt, "temp": temp,
                    "rh": max(1, int(80 - alt / 200)), "batt": batt})
    if seq in (37, 118, 173):
        frame = frame[:-1] + bytes([frame[-1] ^ 0xFF])
    out += frame
open("captures/S4720381.bin", "wb").write(bytes(out))
EOF
python3 -m sonde.track captures/S4720381.bin S4720381 2>&1 | neutral
