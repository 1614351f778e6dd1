#!/bin/bash
# Violin-workshop repair tracker: git status -uall in a messy working tree (ahead of upstream; staged, unstaged, renamed, deleted, untracked).
P=${WORK:-/home/dev}/luthier-tracker
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main
git config user.name "Tomas Vavra"; git config user.email "tomas@workshop.test"
export GIT_AUTHOR_DATE="2024-05-02T10:00:00+02:00" GIT_COMMITTER_DATE="2024-05-02T10:00:00+02:00"
mkdir -p tracker/models tracker/views tracker/templates tracker/static/css tests docs migrations
for f in instrument repair_job customer invoice estimate; do
  printf 'class %s:\n    """%s record."""\n    pass\n' "$(echo $f | sed -r 's/(^|_)([a-z])/\U\2/g')" "$f" > tracker/models/$f.py
done
for v in board intake bench pickup; do printf 'def %s_view(request):\n    return {}\n' $v > tracker/views/$v.py; done
for t in board intake job_card invoice; do echo "<h1>$t</h1>" > tracker/templates/$t.html; done
echo "body { font-family: serif; }" > tracker/static/css/site.css
for t in models views pricing; do printf 'def test_%s():\n    assert True\n' $t > tests/test_$t.py; done
printf '# Workshop tracker\n\nTracks violins, violas and cellos through the bench.\n' > README.md
printf 'Intake checklist: soundpost, bridge, seams, pegs, fingerboard.\n' > docs/intake.md
printf '0001 create instruments\n' > migrations/0001_initial.sql
printf '0002 add repair jobs\n' > migrations/0002_jobs.sql
printf 'flask==3.0.3\nsqlalchemy==2.0.30\n' > requirements.txt
printf '__pycache__/\n*.pyc\n.env\n' > .gitignore
git add -A; git commit -q -m "Workshop tracker skeleton"
git init -q --bare ../luthier-tracker-origin.git
git remote add origin ../luthier-tracker-origin.git
git push -q origin main
git checkout -q -b feature/bow-rehair
git push -q -u origin feature/bow-rehair 2>/dev/null
printf 'def intake_view(request):\n    return {"kinds": ["violin", "viola", "cello", "bow"]}\n' > tracker/views/intake.py
git commit -q -am "Intake accepts bows"
printf '<h1>job card</h1>\n<p>bench: {{ bench }}</p>\n' > tracker/templates/job_card.html
git commit -q -am "Show bench on job card"
# staged changes
printf 'class Instrument:\n    """instrument record."""\n    kind: str = "violin"\n    maker: str = ""\n' > tracker/models/instrument.py
printf 'class Bow:\n    """A bow in for rehair or camber work."""\n    hair: str = "mongolian white"\n' > tracker/models/bow.py
git mv tracker/views/pickup.py tracker/views/collection.py
git rm -q tracker/templates/invoice.html
printf '0003 add bows\n' > migrations/0003_bows.sql
git add tracker/models/instrument.py tracker/models/bow.py migrations/0003_bows.sql
# unstaged changes on top
printf 'def bench_view(request):\n    jobs = []\n    return {"jobs": jobs}\n' > tracker/views/bench.py
echo "body { font-family: serif; background: #f6efe3; }" > tracker/static/css/site.css
printf 'flask==3.0.3\nsqlalchemy==2.0.30\nweasyprint==62.1\n' > requirements.txt
rm docs/intake.md
printf 'class Instrument:\n    """instrument record."""\n    kind: str = "violin"\n    maker: str = ""\n    year: int | None = None\n' > tracker/models/instrument.py
chmod +x tests/test_pricing.py
echo "<h1>board</h1><table></table>" > tracker/templates/board.html
printf 'class Estimate:\n    """estimate record."""\n    hours: float = 0\n' > tracker/models/estimate.py
rm tests/test_views.py
# untracked
mkdir -p tracker/static/img scratch
printf 'def test_bow():\n    pass\n' > tests/test_bow.py
printf 'fake' > tracker/static/img/f-hole.svg
printf 'fake' > tracker/static/img/scroll.svg
printf 'notes from Mrs Haldane re: buzzing E string\n' > scratch/haldane.txt
printf 'SECRET_KEY=dev\n' > .env
printf 'x' > tracker/models/__pycache__.pyc 2>/dev/null
printf 'rehair price list 2024\n' > docs/rehair-prices.md
{
  echo '$ git status -uall'
  git status -uall 2>&1
} | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
