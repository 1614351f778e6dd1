# builds the toy git history of a lifeboat-crew pager service under $P (sourced by the c-git-*.sh scripts)
# usage: P=... ; build_lifeboat_repo
build_lifeboat_repo() {
  rm -rf "$P"; mkdir -p "$P"; cd "$P"
  git init -q -b main .
  git config user.name "Morwenna Pascoe"; git config user.email "morwenna@lifeboat.example"
  git config commit.gpgsign false; git config core.pager cat
  python3 - <<'PY'
import os, random, subprocess
rng = random.Random(7)
authors = [("Morwenna Pascoe", "morwenna@lifeboat.example"), ("Idris Vaughan", "idris@lifeboat.example"),
           ("Saoirse Quinlan", "saoirse@lifeboat.example"), ("Tomasz Wierzbicki", "tomasz@lifeboat.example"),
           ("Ayo Adeyemi", "ayo@lifeboat.example")]
os.makedirs("pager", exist_ok=True); os.makedirs("tests", exist_ok=True); os.makedirs("docs", exist_ok=True); os.makedirs("data", exist_ok=True)
def w(path, text):
    with open(path, "w") as f: f.write(text)
def a(path, text):
    with open(path, "a") as f: f.write(text)
w("pager/__init__.py", "")
w("pager/roster.py", '''from datetime import datetime

CREW = {}

def on_call(crew, when: datetime):
    """crew members whose shift covers `when` (shifts may cross midnight)"""
    out = []
    for name, (start, end) in crew.items():
        h = when.hour
        if start <= end:
            if start <= h < end:
                out.append(name)
        elif h >= start or h < end:
            out.append(name)
    return sorted(out)
''')
w("pager/config.py", 'ESCALATION_TIMEOUT_S = 45\nSMS_GATEWAY = "https://sms.lifeboat.example/v1"\nMAX_RETRIES = 3\n')
w("pager/alerts.py", "from .config import ESCALATION_TIMEOUT_S\n\ndef escalate(level):\n    return level + 1\n")
w("pager/pocsag.py", "".join(f"POCSAG_FRAME_{i} = 0x{rng.randint(0, 0xFFFFFF):06X}  # codeword table entry {i}\n" for i in range(420)))
w("tests/test_roster.py", "from datetime import datetime\nfrom pager.roster import on_call\n\ndef test_night_shift():\n    assert on_call({'a': (22, 6)}, datetime(2025, 1, 1, 23)) == ['a']\n")
w("docs/CHANGELOG.md", "# Changelog\n\n")
w("data/crew.csv", "name,role,station\n")
def commit(msg, i, who=None):
    name, email = who or authors[rng.randrange(len(authors))]
    date = f"2024-{1 + i // 28:02d}-{1 + i % 28:02d}T{8 + i % 10:02d}:{(i * 7) % 60:02d}:00+00:00"
    env = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=email, GIT_COMMITTER_NAME=name,
               GIT_COMMITTER_EMAIL=email, GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date)
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
commit("Initial pager service skeleton", 0, authors[0])
stations = ["Porthleven", "St Ives", "Sennen Cove", "Falmouth", "Newlyn", "Padstow", "Fowey", "Looe"]
roles = ["helm", "mechanic", "navigator", "crew", "launch authority", "tractor driver"]
subjects = ["Add crew member {n} at {s}", "Update {s} station roster", "Tidy alert wording for {s}",
            "Add regression test for {s} shift", "Document {s} launch procedure", "Fix typo in {s} crew data",
            "Refactor escalation helper ({k})", "Log SMS gateway latency ({k})"]
for i in range(1, 331):
    s = stations[i % len(stations)]; n = f"crew{i:03d}"; k = i
    kind = rng.randrange(len(subjects))
    if i == 121:
        a("pager/config.py", "# escalation widened after the Sennen Cove exercise\n")
        src = open("pager/config.py").read().replace("ESCALATION_TIMEOUT_S = 45", "ESCALATION_TIMEOUT_S = 90")
        w("pager/config.py", src); commit("Raise escalation timeout to 90s after exercise review", i, authors[2]); continue
    if i == 207:
        os.remove("pager/pocsag.py"); a("docs/CHANGELOG.md", "- removed the legacy POCSAG radio-pager gateway\n")
        commit("Drop legacy POCSAG gateway", i, authors[3]); continue
    if i == 244:
        src = open("pager/roster.py").read().replace("elif h >= start or h < end:", "elif h >= start and h < end:")
        w("pager/roster.py", src); commit("Simplify shift window check", i, authors[1]); continue
    if kind == 0:
        a("data/crew.csv", f"{n},{rng.choice(roles)},{s}\n")
    elif kind == 1:
        a("data/crew.csv", f"{n},{rng.choice(roles)},{s}\n{n}b,{rng.choice(roles)},{s}\n")
    elif kind == 2:
        a("pager/alerts.py", f"\nMSG_{i} = 'Launch request: {s} ALB, muster at boathouse'\n")
    elif kind == 3:
        a("tests/test_roster.py", f"\ndef test_shift_{i}():\n    assert on_call({{'{n}': ({i % 24}, {(i + 8) % 24})}}, datetime(2025, 1, 1, {(i + 1) % 24})) == ['{n}']\n")
    elif kind == 4:
        a("docs/CHANGELOG.md", f"- documented {s} launch procedure (step {i})\n")
        a(f"docs/launch-{s.lower().replace(' ', '-')}.md", f"Step {i}: check {rng.choice(roles)} is on station.\n")
    elif kind == 5:
        a("data/crew.csv", f"{n},{rng.choice(roles)},{s}\n")
    elif kind == 6:
        a("pager/alerts.py", f"\ndef escalate_{i}(level):\n    return min(level + 1, {i % 5 + 2})\n")
    else:
        a("pager/alerts.py", f"\nLATENCY_BUCKET_{i} = {rng.randint(50, 900)}  # ms\n")
    commit(subjects[kind].format(n=n, s=s, k=k), i)
PY
}
