#!/usr/bin/env python3
"""Writes a content project whose Qur'an quotations were typed on a Persian keyboard: each
quotation is an ayah of the simple Tanzil text with ي ى written as ی and ك as ک. Used to
measure how long linting takes when every quotation is a look-alike (see docs/citations.md).

usage: scripts/make-lookalike-corpus.py OUT-DIR TANZIL-DIR [--ayat N] [--per-lesson K]
"""
import argparse, os, re, xml.etree.ElementTree as ET

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("tanzil")
parser.add_argument("--ayat", type=int, default=6236)
parser.add_argument("--per-lesson", type=int, default=20)
args = parser.parse_args()

tanzil = os.path.abspath(args.tanzil)
ayat = []
for sura in ET.parse(os.path.join(tanzil, "quran-simple.xml")).getroot().iter("sura"):
    for aya in sura.iter("aya"):
        ayat.append((int(sura.get("index")), int(aya.get("index")), aya.get("text")))
ayat = ayat[: args.ayat]

def persian(text):
    return text.replace("\u064A", "\u06CC").replace("\u0649", "\u06CC").replace("\u0643", "\u06A9")

os.makedirs(os.path.join(args.out, "categories", "lying"), exist_ok=True)
import hashlib
def sha(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()
with open(os.path.join(args.out, "sanad.yaml"), "w") as f:
    f.write(f"""id: lookalike-corpus
title: Look-alike corpus (generated)
content-version: 1.0.0
locales: [en]
audiences:
  adults: {{ title: Adults, hadith-grades: [sahih] }}
lesson-duration: {{ min: 1m, max: 10m }}
quran:
  texts:
    - {{ edition: simple, path: {tanzil}/quran-simple.xml, sha256: {sha(tanzil + '/quran-simple.xml')} }}
    - {{ edition: uthmani, path: {tanzil}/quran-uthmani.xml, sha256: {sha(tanzil + '/quran-uthmani.xml')} }}
""")
with open(os.path.join(args.out, "categories", "lying", "category.yaml"), "w") as f:
    f.write("id: lying\nkind: moral-failing\ntitle: Lying\nsummary: Generated.\noverview: Generated.\norder: 1\naudience: adults\nsubtopics: [{ id: causes, title: Causes }]\n")
for number, start in enumerate(range(0, len(ayat), args.per_lesson), 1):
    chunk = ayat[start : start + args.per_lesson]
    cites = "\n".join(f'  - {{ id: q{i}, quran: "{s}:{a}" }}' for i, (s, a, _) in enumerate(chunk))
    blocks = "\n\n".join(f"> [!QURAN {s}:{a}]\n> {persian(t)}" for s, a, t in chunk)
    with open(os.path.join(args.out, "categories", "lying", f"{number:04d}-lesson.md"), "w") as f:
        f.write(f"""---
id: lying.lesson-{number}
title: Lesson {number}
order: {number}
subtopic: causes
duration: 5m
takeaway: Generated.
completion: read
phases: {{ hook: 40s, teach: 2m15s, practice: 1m45s, reward: 20s }}
audio: {{ waiver: Generated. }}
practice:
  - {{ id: q, type: true-false, prompt: A statement., answer: true, feedback: Because. }}
citations:
{cites}
review: {{ status: draft }}
---

## Hook

Hook.

## Teach

{blocks}

## Practice

Practice.

## Reward

Reward.
""")
