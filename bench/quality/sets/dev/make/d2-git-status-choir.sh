#!/usr/bin/env bash
# d2-git-status-choir: choir sheet-music library (Python); a messy working tree mid-task: staged renames and edits, unstaged edits, deletions, many untracked scans, on a branch behind/ahead of its upstream.
# Output is that of: git status (2>&1), with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/choir-library
R=$BASE/choir-library-origin.git
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P" "$R"; mkdir -p "$P"; cd "$P"
export GIT_AUTHOR_NAME="Ines Albrecht" GIT_AUTHOR_EMAIL="ines@choir.example" GIT_COMMITTER_NAME="Ines Albrecht" GIT_COMMITTER_EMAIL="ines@choir.example"
export GIT_AUTHOR_DATE="2024-09-01T19:00:00+02:00" GIT_COMMITTER_DATE="2024-09-01T19:00:00+02:00"
git init -q -b main .
git config core.pager cat
mkdir -p library catalog/composers scores/satb scores/ssa scripts tests
for m in catalog library; do :; done
cat > library/__init__.py <<'EOF'
EOF
for f in loans inventory parts voicing search export; do printf '"""%s module"""\n\n\ndef placeholder():\n    return "%s"\n' "$f" "$f" > library/$f.py; done
for c in byrd tallis parry stanford howells rutter elgar vaughan_williams holst britten chilcott tavener; do printf 'name: %s\nworks: []\n' "$c" > catalog/composers/$c.yaml; done
for s in ave_verum locus_iste i_was_glad jerusalem o_nata_lux if_ye_love_me the_lamb bogoroditse; do printf 'title: %s\ncopies: 24\n' "$s" > scores/satb/$s.yaml; done
for s in pie_jesu a_ceremony_of_carols; do printf 'title: %s\ncopies: 12\n' "$s" > scores/ssa/$s.yaml; done
printf 'def test_placeholder():\n    assert True\n' > tests/test_loans.py
cp tests/test_loans.py tests/test_inventory.py
printf '#!/bin/sh\necho import\n' > scripts/import_scans.sh
printf '# Choir library\n' > README.md
printf '__pycache__/\n*.pyc\n' > .gitignore
git add -A && git commit -q -m "Library catalogue skeleton"
git clone -q --bare . "$R"
git remote add origin "$R"
git fetch -q origin
git branch -q -u origin/main
# upstream moves on
W=$BASE/choir-library-other; rm -rf "$W"; git clone -q "$R" "$W"
( cd "$W" && printf 'name: byrd\nworks: [mass for four voices]\n' > catalog/composers/byrd.yaml && git commit -qam "Byrd works" && git push -q origin main )
rm -rf "$W"
git fetch -q origin
# local commits
git checkout -q -b feature/part-voicing
git branch -q -u origin/main
printf 'def voice_parts(score):\n    return score.get("parts", ["S", "A", "T", "B"])\n' > library/voicing.py
git commit -qam "Voice parts per score"
printf 'def search(q):\n    return []\n' > library/search.py
git commit -qam "Stub search"
# messy working tree
git mv library/parts.py library/part_books.py
git mv scores/ssa scores/upper_voices
printf 'title: pie_jesu\ncopies: 14\nparts: [S1, S2, A]\n' > scores/upper_voices/pie_jesu.yaml
git add scores/upper_voices/pie_jesu.yaml
printf 'def lend(member, score, n):\n    return {"member": member, "score": score, "copies": n}\n' > library/loans.py
git add library/loans.py
printf 'def lend(member, score, n=1):\n    return {"member": member, "score": score, "copies": n}\n' > library/loans.py
printf 'title: jerusalem\ncopies: 30\n' > scores/satb/jerusalem.yaml
printf 'title: locus_iste\ncopies: 20\nmissing: 4\n' > scores/satb/locus_iste.yaml
printf '# Choir library\n\nSee docs/voicing.md\n' > README.md
git rm -q scores/satb/bogoroditse.yaml
rm catalog/composers/tavener.yaml tests/test_inventory.py
chmod +x scripts/import_scans.sh
mkdir -p scans/2024-09 docs tmp library/__pycache__
for i in $(seq -w 1 14); do echo scan > scans/2024-09/ave_verum_p$i.pdf; done
echo x > library/__pycache__/loans.cpython-311.pyc
echo "# Voicing" > docs/voicing.md
echo notes > tmp/renumber-notes.txt
printf 'name: whitacre\nworks: []\n' > catalog/composers/whitacre.yaml
printf 'name: gjeilo\nworks: []\n' > catalog/composers/gjeilo.yaml
echo "print('x')" > scripts/dedupe_scans.py
git status 2>&1 | neutral
