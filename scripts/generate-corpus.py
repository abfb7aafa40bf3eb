#!/usr/bin/env python3
"""Generates a deterministic synthetic Sanad corpus for benchmarks.

Each lesson is about 3.7 KB: about 40 lines of front matter (questions and citations) and about
60 lines of Markdown. The same --lessons and --seed always give byte-identical files.

usage: generate-corpus.py OUT --lessons N [--seed S] [--categories C]
"""
import argparse
import os
import random

WORDS = ("guard the tongue speak good or keep silent mercy patience brother sister honour truth "
         "trust kindness heart remembrance forgiveness gentle word harm neighbour family friend "
         "anger envy pride humility sincerity intention listen reflect repent").split()


def sentence(rng, n):
    words = [rng.choice(WORDS) for _ in range(n)]
    return " ".join(words).capitalize() + "."


def lesson(rng, category, index):
    lid = f"{category}.lesson-{index:05d}"
    lines = [
        "---",
        f"id: {lid}",
        f"title: {sentence(rng, 5)[:-1]}",
        f"order: {index}",
        f"subtopic: {rng.choice(['causes', 'consequences', 'remedies'])}",
        f"tags: [{rng.choice(WORDS)}-{index % 7}, theme-{index % 5}]",
        "duration: 5m",
        f"takeaway: {sentence(rng, 14)}",
        f"completion: {rng.choice(['read', 'reflected'])}",
        "phases: { hook: 40s, teach: 2m15s, practice: 1m45s, reward: 20s }",
        "audio: { waiver: Generated benchmark lesson. }",
        "practice:",
        "  - id: q1",
        "    type: multiple-choice",
        f"    prompt: {sentence(rng, 9)}",
        "    choices:",
        f"      - text: {sentence(rng, 7)}",
        "        correct: true",
        f"        feedback: {sentence(rng, 10)}",
        f"      - text: {sentence(rng, 7)}",
        f"        feedback: {sentence(rng, 10)}",
        f"      - text: {sentence(rng, 7)}",
        f"        feedback: {sentence(rng, 10)}",
        "  - id: q2",
        "    type: true-false",
        f"    prompt: {sentence(rng, 10)}",
        f"    answer: {rng.choice(['true', 'false'])}",
        f"    feedback-correct: {sentence(rng, 8)}",
        f"    feedback-incorrect: {sentence(rng, 8)}",
        "  - id: q3",
        "    type: sequencing",
        f"    prompt: {sentence(rng, 6)}",
        f"    items: [First {sentence(rng, 3)[:-1].lower()}, Then {sentence(rng, 3)[:-1].lower()}, Finally {sentence(rng, 3)[:-1].lower()}]",
        f"    feedback: {sentence(rng, 9)}",
        "citations:",
        '  - { id: hujurat-12, quran: "49:12", translation: sahih-international }',
        '  - { id: muslim-2589, hadith: "muslim:2589", grade: sahih }',
        "review: { status: in-review }",
        "---",
        "",
    ]
    for phase in ("Hook", "Teach", "Practice", "Reward"):
        lines += [f"## {phase}", ""]
        for _ in range(3):
            lines += [sentence(rng, 9), sentence(rng, 8), ""]
        if phase == "Teach":
            # Both cited sources are shown, so the corpus lints clean (no "cited but not shown").
            lines += ["> [!QURAN 49:12]", f"> [en] {sentence(rng, 9)}", "", "> [!HADITH muslim:2589]", f"> [en] {sentence(rng, 9)}", ""]
        lines += [f"- {sentence(rng, 8)}", f"- {sentence(rng, 8)}", f"- *{sentence(rng, 6)}*", ""]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--lessons", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--categories", type=int, default=10)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "sanad.yaml"), "w") as f:
        f.write("id: bench\ntitle: Benchmark corpus\ncontent-version: 1.0.0\nlocales: [en]\n"
                "audiences:\n  adults: { title: Adults, hadith-grades: [sahih, hasan] }\n")
    per_category = -(-args.lessons // args.categories)
    written = 0
    for c in range(args.categories):
        category = f"category-{c:02d}"
        folder = os.path.join(args.out, "categories", category)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "category.yaml"), "w") as f:
            f.write(f"id: {category}\nkind: moral-failing\ntitle: Category {c}\nsummary: {sentence(rng, 8)}\n"
                    f"overview: {sentence(rng, 30)}\norder: {c + 1}\naudience: adults\nsubtopics:\n"
                    "  - { id: causes, title: Causes }\n  - { id: consequences, title: Consequences }\n"
                    "  - { id: remedies, title: Remedies }\n")
        for i in range(1, per_category + 1):
            if written == args.lessons:
                break
            with open(os.path.join(folder, f"{i:05d}-lesson.md"), "w") as f:
                f.write(lesson(rng, category, i))
            written += 1


if __name__ == "__main__":
    main()
