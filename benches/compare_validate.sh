#!/usr/bin/env bash
# Validates the same agent output 200 times with `compulsa validate` and 200 times with
# Python's jsonschema (the reference implementation of the agent contract, called the way an
# agent-glue script does: `python3 -c` loading the schema and validating), in one run, and
# prints the per-call times and their ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-200}
AGENT=verificador_boe
INPUT=fixtures/agents/$AGENT/valid_verificada.json
SCHEMA=schemas/${AGENT}_output.json

python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema
cargo build --release --quiet --bin compulsa
BIN=target/release/compulsa

PY='import json,sys,jsonschema
schema=json.load(open(sys.argv[1])); inst=json.load(open(sys.argv[2]))
errs=list(jsonschema.Draft7Validator(schema).iter_errors(inst))
sys.exit(1 if errs else 0)'

# Both must agree on the verdict before timing means anything.
"$BIN" validate --agent "$AGENT" --input "$INPUT" >/dev/null
python3 -c "$PY" "$SCHEMA" "$INPUT"

t0=$(date +%s%N)
for _ in $(seq "$N"); do "$BIN" validate --agent "$AGENT" --input "$INPUT" >/dev/null; done
t1=$(date +%s%N)
for _ in $(seq "$N"); do python3 -c "$PY" "$SCHEMA" "$INPUT"; done
t2=$(date +%s%N)

awk -v n="$N" -v r=$((t1 - t0)) -v p=$((t2 - t1)) 'BEGIN {
  printf "compulsa validate : %8.2f ms/call (%d calls)\n", r / n / 1e6, n
  printf "python jsonschema : %8.2f ms/call (%d calls)\n", p / n / 1e6, n
  printf "ratio             : compulsa is %.1fx faster per call\n", p / r
}'
