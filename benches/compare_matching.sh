#!/usr/bin/env bash
# Compares compulsa's quote matcher with RapidFuzz `partial_ratio_alignment`, side by side, in
# one run: 100 quotes (50 verbatim, 50 altered) in a ~1 MB judgment-like text whose true
# passages are known. Prints the time of each, their ratio, how often each finds the true
# passage, and how often both find the same one.
#
# compulsa's side is the example `examples/match_bench.rs`, built in the dev profile with the
# compulsa crate itself at opt-level 3 (dependencies keep the dev profile's opt-level 1), so
# that an already built dev target is reused; set COMPARE_RELEASE=1 for a full release build.
#
# Usage: benches/compare_matching.sh [WORK_DIR]   (default: target/compare_matching)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
work="${1:-$target/compare_matching}"
py="${PYTHON:-python3}"

if ! "$py" -c 'import rapidfuzz' 2>/dev/null; then
    echo "installing rapidfuzz (pip, user site)" >&2
    "$py" -m pip install --quiet --user rapidfuzz 2>/dev/null \
        || "$py" -m pip install --quiet --user --break-system-packages rapidfuzz
fi
rf_version="$("$py" -c 'import rapidfuzz; print(rapidfuzz.__version__)')"

cd "$root"
if [[ "${COMPARE_RELEASE:-0}" == 1 ]]; then
    cargo build --quiet --release --example match_bench
    bench="$target/release/examples/match_bench"
else
    cargo build --quiet --example match_bench --config 'profile.dev.package.compulsa.opt-level=3'
    bench="$target/debug/examples/match_bench"
fi

"$py" benches/compare_matching.py build "$work"
"$bench" "$work/document.txt" "$work/quotes.txt" > "$work/compulsa.jsonl"
"$py" benches/compare_matching.py rapidfuzz "$work"
echo "rapidfuzz $rf_version, python $("$py" -c 'import platform; print(platform.python_version())')"
"$py" benches/compare_matching.py compare "$work"
