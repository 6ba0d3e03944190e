#!/usr/bin/env python3
"""Helper of compare_matching.sh: builds the bench corpus, runs RapidFuzz, compares.

  compare_matching.py build OUT_DIR          -> OUT_DIR/{document.txt,quotes.txt,truth.jsonl}
  compare_matching.py rapidfuzz OUT_DIR      -> OUT_DIR/rapidfuzz.jsonl
  compare_matching.py compare OUT_DIR        -> prints the side-by-side figures

The document is about 1 MB of judgment-like text: a word-bigram chain trained on the labelled
matching documents (fixtures/matching/docs), with those documents inserted once each at
random places. The 100 quotes are passages of the inserted documents, half verbatim and half
altered (typos, changed words, dropped words), so the true place of each is known.
"""

import json
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = os.path.join(ROOT, "fixtures", "matching", "docs")
SUBSTITUTES = ["tribunal", "juzgado", "perjuicio", "contrato", "sentencia", "recurso",
               "obligación", "demandante", "derecho", "plazo", "prueba", "resolución"]


def sentences(text):
    out = []
    for para in text.split("\n"):
        for s in para.replace(".- ", ". ").split(". "):
            s = s.strip().rstrip(".")
            if len(s.split()) >= 12:
                out.append(s)
    return out


def alter(rng, s):
    words = s.split(" ")
    kind = rng.choice(["typos", "changed", "dropped"])
    if kind == "typos":
        chars = list(s)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(1, len(chars) - 1)
            if chars[i].isalpha():
                chars[i] = rng.choice("aeiourstnl")
        return kind, "".join(chars)
    if kind == "changed":
        for _ in range(rng.randint(1, 2)):
            i = rng.randrange(1, len(words) - 1)
            words[i] = rng.choice(SUBSTITUTES)
        return kind, " ".join(words)
    for _ in range(rng.randint(1, 3)):
        del words[rng.randrange(1, len(words) - 1)]
    return kind, " ".join(words)


def build(out):
    rng = random.Random(42)
    texts = [open(os.path.join(DOCS, f), encoding="utf-8").read() for f in sorted(os.listdir(DOCS))]
    chain = {}
    for t in texts:
        w = t.split()
        for a, b in zip(w, w[1:]):
            chain.setdefault(a, []).append(b)
    keys = list(chain)
    parts, size, word = [], 0, rng.choice(keys)
    while size < 1_000_000:
        para = []
        for _ in range(rng.randint(60, 160)):
            para.append(word)
            nxt = chain.get(word)
            word = rng.choice(nxt) if nxt and rng.random() > 0.15 else rng.choice(keys)
        p = " ".join(para)
        parts.append(p)
        size += len(p.encode()) + 2
    for t in texts:
        parts.insert(rng.randrange(len(parts)), t.strip())
    document = "\n\n".join(parts) + "\n"
    candidates = [s for t in texts for s in sentences(t) if document.count(s) == 1]
    rng.shuffle(candidates)
    quotes, truth = [], []
    for i in range(100):
        s = candidates[i % len(candidates)]
        start = document.index(s)
        if i % 2 == 0:
            kind, q = "exact", s
        else:
            kind, q = alter(rng, s)
        quotes.append(q)
        truth.append({"i": i, "kind": kind, "start": start, "end": start + len(s)})
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "document.txt"), "w", encoding="utf-8") as f:
        f.write(document)
    with open(os.path.join(out, "quotes.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(quotes) + "\n")
    with open(os.path.join(out, "truth.jsonl"), "w", encoding="utf-8") as f:
        for t in truth:
            f.write(json.dumps(t) + "\n")
    print(f"document: {len(document.encode())} bytes, {len(quotes)} quotes")


def run_rapidfuzz(out):
    from rapidfuzz.fuzz import partial_ratio_alignment
    document = open(os.path.join(out, "document.txt"), encoding="utf-8").read()
    quotes = open(os.path.join(out, "quotes.txt"), encoding="utf-8").read().splitlines()
    started = time.perf_counter()
    with open(os.path.join(out, "rapidfuzz.jsonl"), "w", encoding="utf-8") as f:
        for i, q in enumerate(quotes):
            t = time.perf_counter()
            a = partial_ratio_alignment(q, document)
            micros = int((time.perf_counter() - t) * 1e6)
            f.write(json.dumps({"i": i, "start": a.dest_start, "end": a.dest_end,
                                "score": a.score, "micros": micros}) + "\n")
    total = int((time.perf_counter() - started) * 1e6)
    with open(os.path.join(out, "rapidfuzz_total.json"), "w") as f:
        json.dump({"total_micros": total}, f)


def overlap(a, b):
    """Intersection over union of two [start, end) ranges (0 when either is missing)."""
    if a[0] is None or b[0] is None:
        return 0.0
    inter = max(0, min(a[1], b[1]) - max(a[0], b[0]))
    union = max(a[1], b[1]) - min(a[0], b[0])
    return inter / union if union else 0.0


def compare(out):
    document = open(os.path.join(out, "document.txt"), encoding="utf-8").read()
    raw = document.encode()
    truth = [json.loads(l) for l in open(os.path.join(out, "truth.jsonl"))]
    rf = [json.loads(l) for l in open(os.path.join(out, "rapidfuzz.jsonl"))]
    rf_total = json.load(open(os.path.join(out, "rapidfuzz_total.json")))["total_micros"]
    lines = [json.loads(l) for l in open(os.path.join(out, "compulsa.jsonl"))]
    cz, cz_tail = lines[:-1], lines[-1]
    # Byte offsets (compulsa) to character offsets (Python, RapidFuzz).
    def char_off(b):
        return None if b is None else len(raw[:b].decode("utf-8"))
    rows = {"exact": [0, 0, 0, 0, 0, 0, 0.0, 0.0], "altered": [0, 0, 0, 0, 0, 0, 0.0, 0.0]}
    for t, r, c in zip(truth, rf, cz):
        group = "exact" if t["kind"] == "exact" else "altered"
        true_range = (t["start"], t["end"])
        c_range = (char_off(c["start"]), char_off(c["end"]))
        r_range = (r["start"], r["end"])
        c_ok = overlap(c_range, true_range) >= 0.5
        r_ok = overlap(r_range, true_range) >= 0.5
        same = overlap(c_range, r_range) >= 0.8
        row = rows[group]
        row[0] += 1
        row[1] += c_ok
        row[2] += r_ok
        row[3] += same
        c_iou, r_iou = overlap(c_range, true_range), overlap(r_range, true_range)
        row[4] += c_iou > r_iou + 0.05
        row[5] += r_iou > c_iou + 0.05
        row[6] += c_iou
        row[7] += r_iou
    cz_total = cz_tail["total_micros"]
    print(f"{'':10} {'quotes':>6} {'compulsa ok':>12} {'rapidfuzz ok':>13} {'same passage':>13} "
          f"{'compulsa closer':>16} {'rapidfuzz closer':>17} {'mean IoU c/r':>13}")
    for g, row in rows.items():
        print(f"{g:10} {row[0]:>6} {row[1]:>12} {row[2]:>13} {row[3]:>13} {row[4]:>16} {row[5]:>17} "
              f"{row[6] / row[0]:>6.3f}/{row[7] / row[0]:.3f}")
    print(f"time: compulsa {cz_total / 1e6:.3f} s (of which folding {cz_tail['prepare_micros'] / 1e6:.3f} s), "
          f"rapidfuzz {rf_total / 1e6:.3f} s; rapidfuzz / compulsa = {rf_total / max(cz_total, 1):.1f}x")
    print("(ok = overlaps the true passage with IoU >= 0.5; same passage = IoU >= 0.8 between the two;")
    print(" closer = IoU with the true passage higher by more than 0.05)")


if __name__ == "__main__":
    cmd, out = sys.argv[1], sys.argv[2]
    {"build": build, "rapidfuzz": run_rapidfuzz, "compare": compare}[cmd](out)
