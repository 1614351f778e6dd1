#!/usr/bin/env bash
# Falconry flight log: git status in a messy working tree (staged, unstaged, deleted, renamed, untracked files).
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/git-status-falconry.txt"
P="$BASE/falconry-log"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_AUTHOR_NAME="Tomasz Wren" GIT_AUTHOR_EMAIL="tomasz@mews.example" GIT_COMMITTER_NAME="Tomasz Wren" GIT_COMMITTER_EMAIL="tomasz@mews.example"
export GIT_AUTHOR_DATE="2024-06-01T07:00:00+01:00" GIT_COMMITTER_DATE="2024-06-01T07:00:00+01:00"
git init -q -b main .
mkdir -p flightlog/models flightlog/io flightlog/reports tests docs data/weights
for f in flightlog/__init__.py flightlog/models/bird.py flightlog/models/flight.py flightlog/models/quarry.py \
         flightlog/io/csv_import.py flightlog/io/gps_track.py flightlog/reports/weekly.py flightlog/reports/weight_chart.py \
         flightlog/cli.py tests/test_bird.py tests/test_flight.py tests/test_gps_track.py tests/test_weekly.py \
         docs/usage.md docs/weigh-in.md setup.cfg pyproject.toml README.md; do
  printf '# %s\n\n"""Part of the falconry flight log."""\n' "$f" > "$f"
done
printf 'name,species,sex,flying_weight_g\nAsh,Harris hawk,F,940\nBrae,Peregrine,M,620\nCora,Barn owl,F,330\n' > data/birds.csv
printf '*.pyc\n__pycache__/\n.venv/\n' > .gitignore
git add -A && git commit -qm "Flight log skeleton"
# staged changes
printf '\nRESPONSE_SCORES = {"instant": 3, "slow": 2, "refused": 0}\n' >> flightlog/models/flight.py
printf '\nAdded jesses check to pre-flight list.\n' >> docs/weigh-in.md
git add flightlog/models/flight.py docs/weigh-in.md
git mv flightlog/reports/weight_chart.py flightlog/reports/weight_trend.py
git mv docs/usage.md docs/cli-usage.md
printf 'def parse_kml(path):\n    raise NotImplementedError\n' > flightlog/io/kml_import.py
git add flightlog/io/kml_import.py
# partially staged then edited again
printf '\ndef main():\n    pass\n' >> flightlog/cli.py
git add flightlog/cli.py
printf '\nif __name__ == "__main__":\n    main()\n' >> flightlog/cli.py
# unstaged modifications and deletions
printf '\nQUARRY_KINDS = ["rabbit", "pheasant", "crow", "lure"]\n' >> flightlog/models/quarry.py
printf '\ndef test_weight_window():\n    assert 900 < 940 < 980\n' >> tests/test_bird.py
printf 'Dora,Goshawk,F,1050\n' >> data/birds.csv
rm tests/test_gps_track.py
printf '\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n' >> pyproject.toml
printf '\ndef hours_flown(flights):\n    return sum(f.minutes for f in flights) / 60\n' >> flightlog/reports/weekly.py
printf '\ndef test_hours_flown():\n    pass\n' >> tests/test_weekly.py
printf '\nHARRIS_HAWK_WINDOW_G = (900, 980)\n' >> flightlog/models/bird.py
rm flightlog/io/gps_track.py
# untracked
printf 'date,bird,weight_g\n2024-06-02,Ash,936\n' > data/weights/2024-06.csv
printf 'date,bird,weight_g\n2024-05-31,Ash,951\n' > data/weights/2024-05.csv
printf 'notes from the hawking meet\n' > NOTES-meet.txt
mkdir -p flightlog/io/__pycache__ && printf 'x' > flightlog/io/__pycache__/csv_import.cpython-311.pyc
printf 'import folium\n' > flightlog/reports/map_view.py
printf 'def test_kml():\n    pass\n' > tests/test_kml_import.py
mkdir -p scratch && printf 'print(1)\n' > scratch/try_gpx.py
git status 2>&1 | neut > "$OUT"
