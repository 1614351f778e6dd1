#!/usr/bin/env bash
# Mountain-hut weather station: the project ships a journal simulator used to test its alerting
# rules; it prints one day of a journalctl-style log (short format) for the station's small
# board: sensor logger, LTE modem, chrony, cron, sshd, kernel; the archiver is OOM-killed once
# and the solar charge-controller bridge fails to start repeatedly.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/hutwx
rm -rf "$P"; mkdir -p "$P/sim"; cd "$P"

cat > sim/journal.py <<'EOF'
"""Replay a simulated day of the station's system journal (journalctl short format)."""
import argparse
import random
from datetime import datetime, timedelta

HOST = "hutwx-grauhorn"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--day", default="2024-10-12")
    ap.add_argument("--seed", type=int, default=12)
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    t0 = datetime.strptime(a.day, "%Y-%m-%d")
    out = []

    def log(t, ident, msg):
        out.append((t, f"{t:%b %d %H:%M:%S} {HOST} {ident}: {msg}"))

    pids = {"logger": 611, "mm": 402, "chrony": 388, "sshd": 540, "archiver": 2231, "mppt": 0}
    t = t0
    temp = -3.5
    while t < t0 + timedelta(days=1):
        temp += rnd.uniform(-0.3, 0.3)
        wind = max(0.0, rnd.gauss(38, 12))
        log(t + timedelta(seconds=rnd.randint(0, 5)), f"hutwx-logger[{pids['logger']}]",
            f"sample T={temp:.1f}C RH={rnd.randint(55, 99)}% P={rnd.uniform(712, 719):.1f}hPa wind={wind:.0f}km/h gust={wind * 1.4:.0f}km/h")
        if t.minute % 15 == 0:
            log(t + timedelta(seconds=7), f"ModemManager[{pids['mm']}]",
                f"<info>  [modem0] signal quality: {rnd.randint(18, 41)}% (LTE band 20, RSRP -{rnd.randint(98, 118)} dBm)")
        if t.minute % 30 == 0:
            log(t + timedelta(seconds=11), f"chronyd[{pids['chrony']}]",
                f"Selected source 162.23.41.{rnd.randint(10, 60)} (ntp.metas.ch), offset {rnd.uniform(-0.02, 0.02):+.6f} s")
        if t.minute % 10 == 0:
            log(t + timedelta(seconds=1), "CRON[%d]" % rnd.randint(3000, 9000),
                "(hutwx) CMD (/usr/local/bin/hutwx-upload --batch /var/lib/hutwx/queue)")
            log(t + timedelta(seconds=9), "hutwx-upload[%d]" % rnd.randint(3000, 9000),
                f"uploaded {rnd.randint(9, 11)} samples in {rnd.uniform(0.8, 6.5):.1f}s")
        if rnd.random() < 0.01:
            ip = f"185.{rnd.randint(1, 250)}.{rnd.randint(1, 250)}.{rnd.randint(1, 250)}"
            log(t + timedelta(seconds=23), f"sshd[{rnd.randint(10000, 30000)}]",
                f"Invalid user {rnd.choice(['admin', 'pi', 'ubnt', 'test', 'oracle'])} from {ip} port {rnd.randint(30000, 65000)}")
        t += timedelta(minutes=1)

    # the archiver compresses the day's raw 10 Hz anemometer data at 02:40 and runs out of memory
    ta = t0 + timedelta(hours=2, minutes=40)
    log(ta, "systemd[1]", "Starting hutwx-archiver.service - Compress raw anemometer data...")
    log(ta + timedelta(seconds=1), f"hutwx-archiver[{pids['archiver']}]", "loading raw/2024-10-11/anemometer-10hz.bin (864000 records)")
    log(ta + timedelta(seconds=64), "kernel", "python3 invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0")
    log(ta + timedelta(seconds=64), "kernel", "Mem-Info:")
    log(ta + timedelta(seconds=64), "kernel", "active_anon:98211 inactive_anon:12043 isolated_anon:0 active_file:310 inactive_file:288 isolated_file:0")
    log(ta + timedelta(seconds=64), "kernel", "Tasks state (memory values in pages):")
    for pid, rss, name in ((388, 412, "chronyd"), (402, 2230, "ModemManager"), (540, 870, "sshd"),
                           (611, 5120, "python3"), (2231, 101884, "python3")):
        log(ta + timedelta(seconds=64), "kernel", f"[{pid:>7}]     0 {pid:>7}    {rss * 2:>6}    {rss:>6}   {rss * 4096:>9}        0             0 {name}")
    log(ta + timedelta(seconds=64), "kernel", "oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,global_oom,task_memcg=/system.slice/hutwx-archiver.service,task=python3,pid=2231,uid=998")
    log(ta + timedelta(seconds=64), "kernel", "Out of memory: Killed process 2231 (python3) total-vm:468112kB, anon-rss:407536kB, file-rss:1212kB, shmem-rss:0kB, UID:998 pgtables:912kB oom_score_adj:0")
    log(ta + timedelta(seconds=65), "systemd[1]", "hutwx-archiver.service: A process of this unit has been killed by the OOM killer.")
    log(ta + timedelta(seconds=65), "systemd[1]", "hutwx-archiver.service: Main process exited, code=killed, status=9/KILL")
    log(ta + timedelta(seconds=65), "systemd[1]", "hutwx-archiver.service: Failed with result 'oom-kill'.")
    log(ta + timedelta(seconds=65), "systemd[1]", "Failed to start hutwx-archiver.service - Compress raw anemometer data.")
    log(ta + timedelta(seconds=65), "systemd[1]", "hutwx-archiver.service: Consumed 58.412s CPU time.")

    # the solar charge-controller bridge cannot open its serial port after a USB re-enumeration
    tm = t0 + timedelta(hours=13, minutes=17)
    log(tm, "kernel", "usb 1-1.3: USB disconnect, device number 5")
    log(tm + timedelta(seconds=2), "kernel", "usb 1-1.3: new full-speed USB device number 6 using dwc_otg")
    log(tm + timedelta(seconds=2), "kernel", "cp210x 1-1.3:1.0: cp210x converter detected")
    log(tm + timedelta(seconds=3), "kernel", "usb 1-1.3: cp210x converter now attached to ttyUSB1")
    for k in range(5):
        ts = tm + timedelta(seconds=4 + k * 11)
        pid = 14210 + k * 7
        log(ts, "systemd[1]", "Started hutwx-mppt.service - Victron MPPT VE.Direct bridge.")
        log(ts + timedelta(seconds=1), f"hutwx-mppt[{pid}]", "opening /dev/ttyUSB0 at 19200 baud")
        log(ts + timedelta(seconds=1), f"hutwx-mppt[{pid}]", "error: could not open /dev/ttyUSB0: [Errno 2] No such file or directory")
        log(ts + timedelta(seconds=1), "systemd[1]", "hutwx-mppt.service: Main process exited, code=exited, status=2/INVALIDARGUMENT")
        log(ts + timedelta(seconds=1), "systemd[1]", "hutwx-mppt.service: Failed with result 'exit-code'.")
        if k < 4:
            log(ts + timedelta(seconds=11), "systemd[1]", f"hutwx-mppt.service: Scheduled restart job, restart counter is at {k + 1}.")
    tf = tm + timedelta(seconds=4 + 4 * 11 + 11)
    log(tf, "systemd[1]", "hutwx-mppt.service: Start request repeated too quickly.")
    log(tf, "systemd[1]", "hutwx-mppt.service: Failed with result 'exit-code'.")
    log(tf, "systemd[1]", "Failed to start hutwx-mppt.service - Victron MPPT VE.Direct bridge.")

    out.sort(key=lambda x: x[0])
    print(f"-- Journal begins at {t0:%a %Y-%m-%d} 00:00:00 CEST, ends at {t0:%a %Y-%m-%d} 23:59:59 CEST. --")
    for _, line in out:
        print(line)


if __name__ == "__main__":
    main()
EOF

neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ python3 sim/journal.py --day 2024-10-12'
  python3 sim/journal.py --day 2024-10-12 2>&1
  echo "exit status: $?"
} | neutral
