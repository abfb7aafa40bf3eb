#!/usr/bin/env python3
"""Times Python's jsonschema validating the same lesson front matter, for comparison.

usage: bench-python-jsonschema.py CONTENT-DIR SCHEMAS-DIR
"""
import glob
import importlib.metadata
import json
import os
import sys
import time

import jsonschema
import referencing
import yaml

content, schemas = sys.argv[1], sys.argv[2]
resources = []
for path in glob.glob(os.path.join(schemas, "*.schema.json")):
    with open(path) as f:
        resources.append(("file:///sanad/schemas/" + os.path.basename(path), referencing.Resource.from_contents(json.load(f))))
registry = referencing.Registry().with_resources(resources)
with open(os.path.join(schemas, "lesson.schema.json")) as f:
    validator = jsonschema.Draft202012Validator(
        {"$ref": "file:///sanad/schemas/lesson.schema.json"}, registry=registry)
documents = []
for path in sorted(glob.glob(os.path.join(content, "categories", "*", "*.md"))):
    with open(path) as f:
        text = f.read()
    documents.append(yaml.safe_load(text.split("---\n")[1]))
best = None
for _ in range(3):
    start = time.perf_counter()
    errors = sum(1 for document in documents for _ in validator.iter_errors(document))
    elapsed = time.perf_counter() - start
    best = elapsed if best is None else min(best, elapsed)
print(f"python jsonschema {importlib.metadata.version('jsonschema')}: {len(documents)} lessons, {errors} errors, "
      f"{best * 1000:.1f} ms, {best * 1e6 / len(documents):.1f} µs per lesson")
