#!/usr/bin/env bash
# Helper sourced by the git-*.sh scripts: builds the toy "trailmap" repository (a static-site generator for
# hiking routes) with ~30 commits by three authors on main and two topic branches.
# Usage: source lib-trailmap-repo.sh; build_trailmap_repo <dir>
build_trailmap_repo() {
  local dir="$1"
  mkdir -p "$dir" && cd "$dir" || return 1
  git init -q -b main .
  git config user.name "Priya Raman"; git config user.email "priya@trailmap.dev"
  git config commit.gpgsign false; git config core.pager cat; git config color.ui false
  python3 - <<'PYEOF'
import os, subprocess, textwrap

AUTH = {
    "priya": ("Priya Raman", "priya@trailmap.dev"),
    "jonas": ("Jonas Vogt", "jonas.vogt@example.org"),
    "mei": ("Mei Tanaka", "mei@tanaka.io"),
}
clock = [1714550400]  # 2024-05-01 08:00 UTC

def w(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as fh:
        fh.write(textwrap.dedent(text).lstrip("\n"))

def rep(path, old, new):
    s = open(path).read()
    assert old in s, (path, old)
    open(path, "w").write(s.replace(old, new, 1))

def app(path, text):
    with open(path, "a") as fh:
        fh.write(textwrap.dedent(text).lstrip("\n"))

def git(*args):
    subprocess.run(["git", *args], check=True, stdout=subprocess.DEVNULL)

def commit(who, msg, hours=19):
    clock[0] += hours * 3600
    name, email = AUTH[who]
    env = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=email, GIT_COMMITTER_NAME=name,
               GIT_COMMITTER_EMAIL=email, GIT_AUTHOR_DATE=f"{clock[0]} +0200", GIT_COMMITTER_DATE=f"{clock[0]} +0200")
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)

w("README.md", """
    # trailmap

    Static site generator for hiking routes: reads GPX tracks and YAML route notes,
    writes one HTML page per route with distance, ascent and an elevation profile.

    ## Usage

        trailmap build routes/ --out site/
    """)
w("pyproject.toml", """
    [project]
    name = "trailmap"
    version = "0.1.0"
    requires-python = ">=3.10"
    dependencies = ["pyyaml>=6"]

    [project.scripts]
    trailmap = "trailmap.cli:main"
    """)
w("trailmap/__init__.py", '__version__ = "0.1.0"\n')
w("trailmap/gpx.py", '''
    """Minimal GPX reader: track points with lat, lon, elevation and time."""
    import xml.etree.ElementTree as ET
    from dataclasses import dataclass
    from datetime import datetime

    NS = {"g": "http://www.topografix.com/GPX/1/1"}


    @dataclass
    class Point:
        lat: float
        lon: float
        ele: float | None
        time: datetime | None


    def read_points(path):
        root = ET.parse(path).getroot()
        points = []
        for pt in root.iterfind(".//g:trkpt", NS):
            ele = pt.find("g:ele", NS)
            t = pt.find("g:time", NS)
            points.append(Point(
                float(pt.get("lat")), float(pt.get("lon")),
                float(ele.text) if ele is not None else None,
                datetime.strptime(t.text, "%Y-%m-%dT%H:%M:%SZ") if t is not None else None,
            ))
        return points
    ''')
w("trailmap/geo.py", '''
    import math

    EARTH_RADIUS_M = 6_371_000


    def haversine(a, b):
        p1, p2 = math.radians(a.lat), math.radians(b.lat)
        dp = p2 - p1
        dl = math.radians(b.lon - a.lon)
        h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
        return 2 * EARTH_RADIUS_M * math.asin(math.sqrt(h))


    def track_length(points):
        return sum(haversine(a, b) for a, b in zip(points, points[1:]))
    ''')
commit("priya", "Initial GPX reader and distance calculation")

w("trailmap/elevation.py", '''
    def total_ascent(points):
        gain = 0.0
        for a, b in zip(points, points[1:]):
            if a.ele is None or b.ele is None:
                continue
            if b.ele > a.ele:
                gain += b.ele - a.ele
        return gain


    def profile(points, buckets=50):
        eles = [p.ele for p in points if p.ele is not None]
        if not eles:
            return []
        step = max(1, len(eles) // buckets)
        return eles[::step]
    ''')
commit("priya", "Add total ascent and a coarse elevation profile")

w("templates/route.html", """
    <!doctype html>
    <html lang="en">
    <head><meta charset="utf-8"><title>{{ title }} – trailmap</title></head>
    <body>
    <h1>{{ title }}</h1>
    <p class="stats">{{ distance_km }} km · {{ ascent_m }} m ascent</p>
    <section class="notes">{{ notes }}</section>
    </body>
    </html>
    """)
w("trailmap/render.py", '''
    from pathlib import Path
    from string import Template

    TEMPLATE_DIR = Path(__file__).parent.parent / "templates"


    def render_route(route, stats):
        text = (TEMPLATE_DIR / "route.html").read_text()
        for key, value in {**route, **stats}.items():
            text = text.replace("{{ %s }}" % key, str(value))
        return text
    ''')
commit("jonas", "Render route pages from an HTML template")

w("trailmap/cli.py", '''
    import argparse
    from pathlib import Path

    import yaml

    from .elevation import total_ascent
    from .geo import track_length
    from .gpx import read_points
    from .render import render_route


    def build(routes_dir, out_dir):
        out_dir.mkdir(parents=True, exist_ok=True)
        for meta in sorted(routes_dir.glob("*.yaml")):
            route = yaml.safe_load(meta.read_text())
            points = read_points(routes_dir / route["gpx"])
            stats = {"distance_km": round(track_length(points) / 1000, 1), "ascent_m": round(total_ascent(points))}
            (out_dir / (meta.stem + ".html")).write_text(render_route(route, stats))
            print(f"{meta.stem}: {stats['distance_km']} km, {stats['ascent_m']} m")


    def main(argv=None):
        ap = argparse.ArgumentParser(prog="trailmap")
        sub = ap.add_subparsers(dest="cmd", required=True)
        b = sub.add_parser("build")
        b.add_argument("routes", type=Path)
        b.add_argument("--out", type=Path, default=Path("site"))
        args = ap.parse_args(argv)
        if args.cmd == "build":
            build(args.routes, args.out)
    ''')
commit("jonas", "Add trailmap build command")

w("routes/schrecksee.yaml", """
    title: Schrecksee from Hinterstein
    gpx: schrecksee.gpx
    notes: Long approach through the Bärgündle valley, steep final climb.
    difficulty: T3
    """)
w("routes/herzogstand.yaml", """
    title: Herzogstand – Heimgarten ridge
    gpx: herzogstand.gpx
    notes: Exposed ridge with cables; cable car down from Herzogstand.
    difficulty: T4
    """)
commit("mei", "Add first two example routes")

w("tests/test_geo.py", '''
    from trailmap.geo import haversine
    from trailmap.gpx import Point


    def test_one_degree_latitude():
        d = haversine(Point(47.0, 11.0, None, None), Point(48.0, 11.0, None, None))
        assert 111_000 < d < 111_400
    ''')
commit("mei", "Test haversine against one degree of latitude")

rep("trailmap/elevation.py", "def total_ascent(points):\n    gain = 0.0", "NOISE_M = 2.0\n\n\ndef total_ascent(points):\n    \"\"\"Sum of climbs, ignoring wiggles below NOISE_M.\"\"\"\n    gain = 0.0")
rep("trailmap/elevation.py", "        if b.ele > a.ele:\n            gain += b.ele - a.ele", "        if b.ele - a.ele > NOISE_M:\n            gain += b.ele - a.ele")
commit("priya", "Ignore GPS elevation noise below 2 m when summing ascent")

app("README.md", """

    ## Route files

    Each `routes/*.yaml` names its GPX track (`gpx:`), a `title`, free-form `notes`
    and an SAC `difficulty` (T1–T6).
    """)
commit("mei", "Document the route YAML format")

rep("trailmap/render.py", "from string import Template\n", "import html\n")
rep("trailmap/render.py", "text.replace(\"{{ %s }}\" % key, str(value))", "text.replace(\"{{ %s }}\" % key, html.escape(str(value)))")
commit("jonas", "Escape values inserted into the template")

w("trailmap/units.py", '''
    def km(metres):
        return f"{metres / 1000:.1f}"


    def duration(minutes):
        h, m = divmod(int(round(minutes)), 60)
        return f"{h}:{m:02d} h"


    def walking_time(distance_m, ascent_m, descent_m=0.0):
        """DAV rule of thumb: 4 km/h on the flat, 300 m/h up, 500 m/h down; the larger part plus half the smaller."""
        flat = distance_m / 4000 * 60
        vertical = ascent_m / 300 * 60 + descent_m / 500 * 60
        return max(flat, vertical) + min(flat, vertical) / 2
    ''')
commit("priya", "Estimate walking time with the DAV rule of thumb")

rep("templates/route.html", '<p class="stats">{{ distance_km }} km · {{ ascent_m }} m ascent</p>',
    '<p class="stats">{{ distance_km }} km · {{ ascent_m }} m ascent · {{ walking_time }}</p>\n<p class="difficulty">SAC {{ difficulty }}</p>')
rep("trailmap/cli.py", "from .render import render_route\n", "from .render import render_route\nfrom .units import duration, walking_time\n")
rep("trailmap/cli.py", "\"ascent_m\": round(total_ascent(points))}", "\"ascent_m\": round(total_ascent(points))}\n        stats[\"walking_time\"] = duration(walking_time(track_length(points), total_ascent(points)))")
commit("priya", "Show walking time and SAC difficulty on route pages")

w("tests/test_units.py", '''
    from trailmap.units import duration, walking_time


    def test_duration_format():
        assert duration(125) == "2:05 h"


    def test_flat_walk():
        assert round(walking_time(8000, 0)) == 120


    def test_steep_walk():
        # 1200 m up over 6 km: vertical 240 min dominates, plus half of 90 min
        assert round(walking_time(6000, 1200)) == 285
    ''')
commit("mei", "Tests for walking time estimate")

rep("trailmap/gpx.py", "    return points\n", "    if not points:\n        raise ValueError(f\"{path}: no track points\")\n    return points\n")
commit("jonas", "Fail clearly on GPX files without track points")

w(".gitignore", "site/\n__pycache__/\n*.egg-info/\n.venv/\n")
commit("jonas", "Ignore build output and virtualenvs", hours=2)

rep("trailmap/render.py", "def render_route(route, stats):", "def slug(title):\n    return \"\".join(c if c.isalnum() else \"-\" for c in title.lower()).strip(\"-\")\n\n\ndef render_route(route, stats):")
commit("priya", "Add slug helper for route URLs")

w("templates/index.html", """
    <!doctype html>
    <html lang="en">
    <head><meta charset="utf-8"><title>trailmap – all routes</title></head>
    <body>
    <h1>Routes</h1>
    <ul class="routes">
    {{ items }}
    </ul>
    </body>
    </html>
    """)
rep("trailmap/render.py", "def render_route(route, stats):", "def render_index(entries):\n    text = (TEMPLATE_DIR / \"index.html\").read_text()\n    items = \"\\n\".join(f'<li><a href=\"{slug(e[\"title\"])}.html\">{html.escape(e[\"title\"])}</a> – {e[\"distance_km\"]} km</li>' for e in entries)\n    return text.replace(\"{{ items }}\", items)\n\n\ndef render_route(route, stats):")
commit("jonas", "Generate an index page listing all routes")

rep("pyproject.toml", 'version = "0.1.0"', 'version = "0.2.0"')
rep("trailmap/__init__.py", '"0.1.0"', '"0.2.0"')
commit("priya", "Release 0.2.0", hours=3)

w("routes/watzmann.yaml", """
    title: Watzmannhaus via Kühroint
    gpx: watzmann.gpx
    notes: Hut-to-hut variant; water at Kühroint Alm.
    difficulty: T2
    """)
commit("mei", "Add Watzmannhaus route")

rep("trailmap/elevation.py", "def profile(points, buckets=50):", "def descent(points):\n    loss = 0.0\n    for a, b in zip(points, points[1:]):\n        if a.ele is not None and b.ele is not None and a.ele - b.ele > NOISE_M:\n            loss += a.ele - b.ele\n    return loss\n\n\ndef profile(points, buckets=50):")
commit("priya", "Compute total descent as well")

app("README.md", """

    ## Development

        python -m venv .venv && . .venv/bin/activate
        pip install -e . pytest
        pytest
    """)
commit("mei", "README: development setup")

# topic branch 1: elevation profile SVG (will conflict with main later)
git("checkout", "-q", "-b", "feature/elevation-svg")
rep("trailmap/elevation.py", "def profile(points, buckets=50):\n    eles = [p.ele for p in points if p.ele is not None]\n    if not eles:\n        return []\n    step = max(1, len(eles) // buckets)\n    return eles[::step]",
    "def profile(points, buckets=80):\n    \"\"\"Evenly spaced elevations for the SVG profile (at most `buckets` values).\"\"\"\n    eles = [p.ele for p in points if p.ele is not None]\n    if len(eles) <= buckets:\n        return eles\n    step = len(eles) / buckets\n    return [eles[int(i * step)] for i in range(buckets)]\n\n\ndef profile_svg(values, width=600, height=120):\n    lo, hi = min(values), max(values)\n    span = (hi - lo) or 1\n    pts = \" \".join(f\"{i * width / (len(values) - 1):.1f},{height - (v - lo) / span * height:.1f}\" for i, v in enumerate(values))\n    return f'<svg viewBox=\"0 0 {width} {height}\" class=\"profile\"><polyline points=\"{pts}\" fill=\"none\" stroke=\"#2a6\"/></svg>'")
commit("mei", "Draw the elevation profile as an inline SVG polyline")
rep("templates/route.html", '<p class="difficulty">SAC {{ difficulty }}</p>', '<p class="difficulty">SAC {{ difficulty }}</p>\n<figure class="profile">{{ profile_svg }}</figure>')
rep("trailmap/cli.py", "from .elevation import total_ascent\n", "from .elevation import profile, profile_svg, total_ascent\n")
rep("trailmap/cli.py", "        (out_dir / (meta.stem + \".html\"))", "        stats[\"profile_svg\"] = profile_svg(profile(points))\n        (out_dir / (meta.stem + \".html\"))")
commit("mei", "Embed the SVG profile in route pages")
rep("README.md", "writes one HTML page per route with distance, ascent and an elevation profile.", "writes one HTML page per route with distance, ascent, walking time and an SVG\nelevation profile.")
commit("mei", "README: mention SVG profile")

# back on main: conflicting work on profile and template
git("checkout", "-q", "main")
rep("trailmap/elevation.py", "def profile(points, buckets=50):\n    eles = [p.ele for p in points if p.ele is not None]\n    if not eles:\n        return []\n    step = max(1, len(eles) // buckets)\n    return eles[::step]",
    "def profile(points, buckets=50, smooth=5):\n    \"\"\"Moving-average smoothed elevations, then sampled down to `buckets` values.\"\"\"\n    eles = [p.ele for p in points if p.ele is not None]\n    if not eles:\n        return []\n    half = smooth // 2\n    smoothed = [sum(eles[max(0, i - half):i + half + 1]) / len(eles[max(0, i - half):i + half + 1]) for i in range(len(eles))]\n    step = max(1, len(smoothed) // buckets)\n    return smoothed[::step]")
commit("priya", "Smooth the elevation profile with a moving average")
rep("templates/route.html", '<p class="difficulty">SAC {{ difficulty }}</p>', '<p class="difficulty">SAC {{ difficulty }}</p>\n<canvas class="profile" data-values="{{ profile_values }}"></canvas>\n<script src="profile.js" defer></script>')
commit("jonas", "Draw profile client-side on a canvas")
rep("pyproject.toml", 'dependencies = ["pyyaml>=6"]', 'dependencies = ["pyyaml>=6", "jinja2>=3.1"]')
commit("jonas", "Declare jinja2 dependency for upcoming template migration", hours=5)

# topic branch 2: timezone handling in GPX (rebased later, conflicts on gpx.py)
git("checkout", "-q", "-b", "fix/gpx-timezones", "HEAD~3")
rep("trailmap/gpx.py", "from datetime import datetime\n", "from datetime import datetime, timezone\n")
commit("jonas", "Import timezone for aware timestamps", hours=1)
rep("trailmap/gpx.py", "datetime.strptime(t.text, \"%Y-%m-%dT%H:%M:%SZ\") if t is not None else None,",
    "parse_time(t.text) if t is not None else None,")
rep("trailmap/gpx.py", "def read_points(path):", "def parse_time(text):\n    \"\"\"GPX times may carry fractional seconds or an explicit offset.\"\"\"\n    return datetime.fromisoformat(text.replace(\"Z\", \"+00:00\")).astimezone(timezone.utc)\n\n\ndef read_points(path):")
commit("jonas", "Parse GPX timestamps with offsets and fractional seconds", hours=1)
w("tests/test_gpx.py", '''
    from trailmap.gpx import parse_time


    def test_offset_is_normalised_to_utc():
        assert parse_time("2024-06-01T09:30:00+02:00").hour == 7


    def test_fractional_seconds():
        assert parse_time("2024-06-01T07:30:00.250Z").microsecond == 250000
    ''')
commit("jonas", "Tests for GPX timestamp parsing", hours=1)

# main gets a change to the same line of gpx.py
git("checkout", "-q", "main")
rep("trailmap/gpx.py", "datetime.strptime(t.text, \"%Y-%m-%dT%H:%M:%SZ\") if t is not None else None,",
    "_parse_time(t.text) if t is not None else None,")
rep("trailmap/gpx.py", "def read_points(path):", "def _parse_time(text):\n    for fmt in (\"%Y-%m-%dT%H:%M:%SZ\", \"%Y-%m-%dT%H:%M:%S.%fZ\"):\n        try:\n            return datetime.strptime(text, fmt)\n        except ValueError:\n            pass\n    raise ValueError(f\"unsupported GPX time {text!r}\")\n\n\ndef read_points(path):")
commit("priya", "Accept fractional seconds in GPX timestamps")
w("trailmap/cache.py", '''
    import hashlib
    import json
    from pathlib import Path

    CACHE_DIR = Path(".trailmap-cache")


    def key_for(path):
        return hashlib.sha1(Path(path).read_bytes()).hexdigest()[:16]


    def load(path):
        f = CACHE_DIR / (key_for(path) + ".json")
        return json.loads(f.read_text()) if f.exists() else None


    def store(path, stats):
        CACHE_DIR.mkdir(exist_ok=True)
        (CACHE_DIR / (key_for(path) + ".json")).write_text(json.dumps(stats))
    ''')
commit("mei", "Cache per-track statistics keyed by GPX content hash")
PYEOF
}
