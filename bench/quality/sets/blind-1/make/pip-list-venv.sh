#!/usr/bin/env bash
# `pip list` in a fresh venv of a small FastAPI-style service after installing its requirements
# from the machine's local package mirror (the index URL is read from pip's own config).
NAME=pip-list-venv; . "$(dirname "$0")/_lib.sh"; setup_project inventory-svc
cat > requirements.txt <<'EOF'
fastapi
uvicorn
sqlalchemy>=2
alembic
pydantic>=2
httpx
python-dotenv
pytest
pytest-asyncio
black
ruff
EOF
python3 -m venv .venv
export PIP_INDEX_URL="$(pip config get global.extra-index-url 2>/dev/null | awk '{print $1}')"
.venv/bin/pip install -q -r requirements.txt > /dev/null 2>&1
unset PIP_INDEX_URL
capture ".venv/bin/pip list"
