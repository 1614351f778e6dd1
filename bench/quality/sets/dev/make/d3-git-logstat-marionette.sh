#!/usr/bin/env bash
# Marionette-theatre cue-sheet repository: a generated history of about 190 commits by five
# people (fixed dates, so the hashes are reproducible), one rename of a directory, one commit
# that deletes the old rigging plots; `git log --stat`.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/marionette-cues
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
git config user.name "Theatre Bot"; git config user.email "bot@marionette.example"
git config commit.gpgsign false

python3 - <<'PYEOF'
import os, random, subprocess
random.seed(42)
people = [("Ilse Brandauer", "ilse@marionette.example"), ("Tomasz Wrona", "tomasz@marionette.example"),
          ("Moira Keane", "moira@marionette.example"), ("Jun Hoshino", "jun@marionette.example"),
          ("Rafaela Duarte", "rafaela@marionette.example")]
shows = {"pinocchio": ["act1", "act2", "act3"], "magic-flute": ["act1", "act2"], "tempest": ["act1", "act2", "act3", "act4"]}
def write(path, text, append=False):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "a" if append else "w") as f:
        f.write(text)
def commit(msg, who, day, extra_env=None):
    name, mail = who
    date = f"2024-{1 + day // 28:02d}-{1 + day % 28:02d}T{9 + day % 9:02d}:{(day * 7) % 60:02d}:00+01:00"
    env = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=mail, GIT_AUTHOR_DATE=date,
               GIT_COMMITTER_NAME=name, GIT_COMMITTER_EMAIL=mail, GIT_COMMITTER_DATE=date)
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], env=env, check=True)

write("README.md", "# Marionette theatre cue sheets\n\nLighting, sound and string-rigging cues per show and act.\n")
write("tools/cuecheck.py", "import sys\n\ndef main():\n    for p in sys.argv[1:]:\n        print(p)\n\nmain()\n")
commit("Initial import of cue-sheet layout", people[0], 0)

day = 1
verbs = ["Adjust", "Retime", "Add", "Fix", "Tighten", "Split", "Renumber"]
things = ["fade", "blackout", "thunder cue", "string tension note", "follow-spot pickup", "fly bar cue", "marionette swap"]
for n in range(1, 186):
    who = people[(n * 3 + n // 7) % len(people)]
    show = list(shows)[n % 3]
    act = shows[show][(n // 3) % len(shows[show])]
    if n == 61:
        for s in shows:
            write(f"rigging/{s}/plot.txt", "".join(f"bar {b}: {random.randint(2,9)} strings, control {random.choice('ABCD')}\n" for b in range(1, 25)))
        commit("Add rigging plots for all three shows", people[2], day)
    elif n == 97:
        subprocess.run(["git", "mv", "rigging", "stringing"], check=True)
        commit("Rename rigging/ to stringing/ to match the workshop's naming", people[3], day)
    elif n == 128:
        subprocess.run(["git", "rm", "-q", "-r", "stringing/magic-flute"], check=True)
        write("CHANGELOG.md", "- magic-flute stringing plot retired with the old Papageno marionette\n", append=True)
        commit("Retire the magic-flute stringing plot (Papageno rebuilt with rod control)", people[4], day)
    elif n == 150:
        write("tools/cuecheck.py", "import sys\nimport re\n\nCUE = re.compile(r'^Q(\\d+(?:\\.\\d+)?)\\s+(LX|SQ|FLY|STR)\\s+')\n\n"
              "def main():\n    bad = 0\n    for p in sys.argv[1:]:\n        for i, line in enumerate(open(p), 1):\n"
              "            if line.strip() and not CUE.match(line):\n                print(f'{p}:{i}: not a cue line')\n                bad += 1\n"
              "    return 1 if bad else 0\n\nsys.exit(main())\n")
        write(".githooks/pre-commit", "#!/bin/sh\nexec python3 tools/cuecheck.py cues/*/*/*.cue\n")
        commit("cuecheck: validate cue lines and run it from a pre-commit hook", people[1], day)
    else:
        path = f"cues/{show}/{act}/{'lighting' if n % 2 else 'sound'}.cue"
        lines = "".join(f"Q{n}.{k} {'LX' if n % 2 else 'SQ'} {random.choice(things)} {random.randint(1,12)}s\n" for k in range(random.randint(1, 9)))
        write(path, lines, append=True)
        if n % 5 == 0:
            write(f"cues/{show}/NOTES.md", f"- rehearsal {n}: {random.choice(things)} needs a second look\n", append=True)
        if n % 11 == 0:
            write(f"cues/{show}/{act}/fly.cue", f"Q{n} FLY bar {random.randint(1,24)} out {random.randint(2,8)}s\n", append=True)
        commit(f"{random.choice(verbs)} {random.choice(things)} in {show} {act}", who, day)
    day += 1
PYEOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ git log --stat'
  git --no-pager log --stat 2>&1
  echo "exit status: $?"
} | neutral
