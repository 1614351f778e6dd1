#!/bin/bash
# School-bus route optimiser: a messy working tree mid-refactor (staged, unstaged, deleted, renamed, untracked), then git status.
P=${WORK:-/home/dev}/bus-routes
rm -rf $P && mkdir -p $P && cd $P
export GIT_AUTHOR_NAME="Ravi Quint" GIT_AUTHOR_EMAIL="ravi@district.example" GIT_COMMITTER_NAME="Ravi Quint" GIT_COMMITTER_EMAIL="ravi@district.example"
git init -q -b main .
git remote add origin git@git.district.example:transport/bus-routes.git
mkdir -p routing/solvers routing/geo data/schools data/stops tests docs scripts
for m in graph stops depot capacity timewindows; do printf 'def %s():\n    pass\n' "$m" > routing/$m.py; done
for s in greedy savings two_opt tabu; do printf 'def solve_%s(graph):\n    return []\n' "$s" > routing/solvers/$s.py; done
for g in haversine geocode snap; do printf 'def %s(a, b=None):\n    return 0\n' "$g" > routing/geo/$g.py; done
for s in ashgrove brookfield cedar_hill dunmore elmwood fairview glenside; do printf 'name,lat,lon,bell\n%s,0,0,08:40\n' "$s" > data/schools/$s.csv; done
for r in r01 r02 r03 r04 r05 r06 r07 r08; do printf 'stop,lat,lon\n' > data/stops/$r.csv; done
for t in graph stops capacity savings two_opt haversine; do printf 'def test_%s():\n    assert True\n' "$t" > tests/test_$t.py; done
printf '# Bus routes\n' > README.md; printf 'numpy\n' > requirements.txt
printf '*.pyc\n__pycache__/\n' > .gitignore
printf 'routes:\n\tpython -m routing\n' > Makefile
printf '# Design\n' > docs/design.md; printf '#!/bin/sh\n' > scripts/export_gtfs.sh
git add -A && git commit -qm "Route optimiser baseline" --date="2024-08-01T08:00:00"
git checkout -q -b feature/time-windows
# staged: new solver, modified capacity, renamed geocode, deleted tabu
printf 'def solve_ortools(graph):\n    raise NotImplementedError\n' > routing/solvers/ortools.py
printf 'def capacity(bus, riders):\n    return riders <= bus\n' > routing/capacity.py
git mv routing/geo/geocode.py routing/geo/address_lookup.py
git rm -q routing/solvers/tabu.py
git add routing/solvers/ortools.py routing/capacity.py
# staged then modified again
printf 'def timewindows(stop):\n    return (0, 0)\n' > routing/timewindows.py && git add routing/timewindows.py
printf 'def timewindows(stop, bell="08:40"):\n    return (0, 0)\n' > routing/timewindows.py
# unstaged changes and deletions
for f in routing/graph.py routing/stops.py routing/solvers/savings.py routing/solvers/two_opt.py tests/test_savings.py README.md Makefile requirements.txt; do echo '# wip' >> $f; done
rm data/stops/r07.csv data/stops/r08.csv tests/test_two_opt.py
chmod +x scripts/export_gtfs.sh
for s in ashgrove cedar_hill elmwood; do echo "$s,1,1,08:50" >> data/schools/$s.csv; done
# untracked
touch routing/solvers/ortools_params.py routing/geo/osrm_client.py tests/test_timewindows.py tests/test_ortools.py
mkdir -p notebooks out/2024-09 .venv/lib
touch notebooks/compare_solvers.ipynb notebooks/ridership.ipynb out/2024-09/routes_am.geojson out/2024-09/routes_pm.geojson
touch dump.rdb routes_backup.csv "stops (copy).csv" scratch.py
for r in r09 r10 r11 r12; do touch data/stops/$r.csv; done
echo pyvenv > .venv/pyvenv.cfg
git status 2>&1
