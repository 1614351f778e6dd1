#!/usr/bin/env bash
# mailroom: rebase feature/templates-i18n onto main; the second commit conflicts.
source "$(dirname "$0")/_neutralize.sh"
source "$(dirname "$0")/_mailroom-repo.sh"
export GIT_AUTHOR_DATE="2024-02-03T14:00:00+01:00" GIT_COMMITTER_DATE="2024-02-03T14:00:00+01:00"
git checkout -q -b feature/templates-i18n "$(git rev-parse ':/Receipt template')"
mkdir -p templates/de
cat > templates/de/welcome.subject.txt <<'EOF'
Willkommen bei {{ product }}, {{ user.first_name }}!
EOF
cat > templates/de/welcome.html <<'EOF'
<p>Hallo {{ user.first_name }},</p>
<p>danke, dass du dich bei {{ product }} angemeldet hast.</p>
EOF
git add templates/de
git commit -qm "templates: German welcome mail" --author="Lin Qiao <lqiao@mailroom.dev>"
cat > mailroom/templates.py <<'EOF'
from jinja2 import ChoiceLoader, Environment, FileSystemLoader, StrictUndefined


def make_env(path="templates", locale=None):
    loaders = [FileSystemLoader(f"{path}/{locale}")] if locale else []
    loaders.append(FileSystemLoader(path))
    return Environment(loader=ChoiceLoader(loaders), undefined=StrictUndefined, autoescape=True, trim_blocks=True)


def render(env, name, **ctx):
    subject_t = env.get_template(f"{name}.subject.txt")
    body_t = env.get_template(f"{name}.html")
    return subject_t.render(**ctx).strip(), body_t.render(**ctx)
EOF
python3 - <<'EOF'
p = "CHANGELOG.md"
s = open(p).read()
s = s.replace("## Unreleased\n", "## Unreleased\n- Templates can be localised: templates/<locale>/ overrides the default.\n", 1)
open(p, "w").write(s)
p = "pyproject.toml"
s = open(p).read()
s = s.replace('version = "0.1.0"', 'version = "0.2.0.dev1"')
open(p, "w").write(s)
EOF
git commit -qam "templates: per-locale lookup with fallback" --author="Lin Qiao <lqiao@mailroom.dev>"
cat >> docs/operations.md <<'EOF'

## Localised templates

Put translated templates in `templates/<locale>/`; anything missing falls back to `templates/`.
EOF
git commit -qam "docs: localised templates" --author="Lin Qiao <lqiao@mailroom.dev>"
{
  echo '$ git rebase main'
  git rebase main
  echo "exit status: $?"
  echo '$ git status'
  git status
} 2>&1 | tr '\r' '\n' | neutralize > "$OUTDIR/git-rebase-failed.txt"
# (git redraws "Rebasing (n/m)" with carriage returns; they are turned into line breaks)
