#!/usr/bin/env bash
# Observatory dome controller (Python): a generated history of about 90 commits by four people
# (fixed dates, reproducible hashes) that mostly retune constants and grow the weather and
# shutter modules; `git log -p`.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/domectl
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
git config commit.gpgsign false

python3 - <<'PYEOF'
import os, random, subprocess
random.seed(1977)
people = [("Anneke Vos", "anneke@obs.example"), ("Dilip Rao", "dilip@obs.example"),
          ("Greta Lindqvist", "greta@obs.example"), ("Owen Pritchard", "owen@obs.example")]
n_commit = 0
def commit(msg, who):
    global n_commit
    n_commit += 1
    name, mail = who
    d = n_commit
    date = f"2023-{1 + d // 9:02d}-{1 + (d * 3) % 28:02d}T{20 + d % 4:02d}:{(d * 13) % 60:02d}:00-03:00"
    env = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=mail, GIT_AUTHOR_DATE=date,
               GIT_COMMITTER_NAME=name, GIT_COMMITTER_EMAIL=mail, GIT_COMMITTER_DATE=date)
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], env=env, check=True)

config = {
    "WIND_CLOSE_KMH": 50, "WIND_REOPEN_KMH": 35, "HUMIDITY_CLOSE_PCT": 90, "HUMIDITY_REOPEN_PCT": 82,
    "RAIN_SENSOR_DEBOUNCE_S": 20, "SHUTTER_OPEN_TIMEOUT_S": 95, "SHUTTER_CLOSE_TIMEOUT_S": 110,
    "AZ_SLEW_DEG_PER_S": 3, "AZ_HOME_DEG": 180, "AZ_PARK_DEG": 90, "DEWPOINT_MARGIN_C": 2,
    "SKY_TEMP_CLOUDY_C": -12, "SKY_TEMP_CLEAR_C": -25, "SERIAL_BAUD": 9600, "SERIAL_TIMEOUT_S": 2,
    "WATCHDOG_PERIOD_S": 30, "UPS_MIN_CHARGE_PCT": 40, "LOG_ROTATE_MB": 20,
}
def write_config():
    os.makedirs("domectl", exist_ok=True)
    with open("domectl/config.py", "w") as f:
        f.write('"""Site limits for the 1.2 m dome at Cerro Pachón annex."""\n\n')
        for k, v in config.items():
            f.write(f"{k} = {v}\n")

write_config()
open("domectl/__init__.py", "w").write('__version__ = "0.1.0"\n')
open("domectl/weather.py", "w").write(
    "from . import config\n\n\n"
    "def should_close(wind_kmh, humidity_pct, raining):\n"
    "    if raining:\n        return True\n"
    "    if wind_kmh >= config.WIND_CLOSE_KMH:\n        return True\n"
    "    return humidity_pct >= config.HUMIDITY_CLOSE_PCT\n")
open("domectl/shutter.py", "w").write(
    "import time\nfrom . import config\n\n\n"
    "class Shutter:\n    def __init__(self, port):\n        self.port = port\n\n"
    "    def open(self):\n        self.port.write(b'OPEN\\r')\n        return self._wait(b'OPENED', config.SHUTTER_OPEN_TIMEOUT_S)\n\n"
    "    def close(self):\n        self.port.write(b'CLOSE\\r')\n        return self._wait(b'CLOSED', config.SHUTTER_CLOSE_TIMEOUT_S)\n\n"
    "    def _wait(self, token, timeout):\n        end = time.monotonic() + timeout\n"
    "        while time.monotonic() < end:\n            if self.port.readline().strip() == token:\n                return True\n"
    "        return False\n")
commit("Initial dome controller: config, weather rule, shutter driver", people[0])

reasons = ["after the night log review", "per the telescope operator's request", "to match the new sensor datasheet",
           "after two false alarms this week", "as agreed in the site meeting", "tuning from last month's data"]
weather_funcs = [
    ("dewpoint_c", "temp_c, humidity_pct", "    a, b = 17.62, 243.12\n    import math\n    g = math.log(humidity_pct / 100) + a * temp_c / (b + temp_c)\n    return b * g / (a - g)\n"),
    ("is_cloudy", "sky_temp_c", "    return sky_temp_c > config.SKY_TEMP_CLOUDY_C\n"),
    ("is_clear", "sky_temp_c", "    return sky_temp_c < config.SKY_TEMP_CLEAR_C\n"),
    ("may_reopen", "wind_kmh, humidity_pct", "    return wind_kmh < config.WIND_REOPEN_KMH and humidity_pct < config.HUMIDITY_REOPEN_PCT\n"),
    ("dew_risk", "temp_c, humidity_pct, mirror_c", "    return mirror_c - dewpoint_c(temp_c, humidity_pct) < config.DEWPOINT_MARGIN_C\n"),
]
for i in range(2, 92):
    who = people[(i * 5 + i // 4) % 4]
    if i == 17:
        config["WIND_CLOSE_KMH"] = 45
        write_config()
        commit("Lower wind close limit to 45 km/h after the vendor's load rating update", people[1])
    elif i == 58:
        config["WIND_CLOSE_KMH"] = 38
        config["WIND_REOPEN_KMH"] = 28
        write_config()
        commit("Close at 38 km/h gusts: shutter drive slipped on 2023-06-14\n\n"
               "The east shutter chain jumped a tooth while closing against a 42 km/h gust.\n"
               "Until the new tensioner is fitted we close earlier and wait longer to reopen.", people[2])
    elif i == 44:
        src = open("domectl/shutter.py").read().replace(
            "    def close(self):\n        self.port.write(b'CLOSE\\r')\n        return self._wait(b'CLOSED', config.SHUTTER_CLOSE_TIMEOUT_S)\n",
            "    def close(self):\n        for attempt in range(3):\n            self.port.write(b'CLOSE\\r')\n"
            "            if self._wait(b'CLOSED', config.SHUTTER_CLOSE_TIMEOUT_S):\n                return True\n"
            "            time.sleep(5)\n        return False\n")
        open("domectl/shutter.py", "w").write(src)
        commit("Retry shutter close up to three times", people[3])
    elif i % 9 == 3 and weather_funcs:
        name, args, body = weather_funcs.pop(0)
        with open("domectl/weather.py", "a") as f:
            f.write(f"\n\ndef {name}({args}):\n{body}")
        commit(f"weather: add {name}()", who)
    elif i % 6 == 0:
        os.makedirs("nightlog", exist_ok=True)
        with open(f"nightlog/2023-{1 + i // 9:02d}.md", "a") as f:
            for k in range(random.randint(3, 10)):
                f.write(f"- {random.randint(0,23):02d}:{random.randint(0,59):02d} {random.choice(['closed for wind', 'closed for humidity', 'reopened', 'shutter slow', 'clouds', 'clear'])}\n")
        commit("Night log " + f"2023-{1 + i // 9:02d}", who)
    else:
        keys = [k for k in config if k != "WIND_CLOSE_KMH"]
        k = random.choice(keys)
        old = config[k]
        step = max(1, abs(old) // 10)
        config[k] = old + random.choice([-step, step])
        write_config()
        commit(f"Set {k} to {config[k]} {random.choice(reasons)}", who)
PYEOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ git log -p'
  git --no-pager log -p 2>&1
  echo "exit status: $?"
} | neutral
