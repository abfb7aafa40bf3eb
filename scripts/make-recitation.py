#!/usr/bin/env python3
"""Records the PLACEHOLDER recitation of every sample memorisation unit, with espeak-ng.

A memorisation unit whose `recitation:` is marked `placeholder: true` gets synthetic speech of its
ayat (espeak-ng's Arabic voice reading the Tanzil Simple text): this is not a recitation, and no
app may ship it as one; a real app licenses a recording by a qualified reciter. A unit with
`verses: [...]` gets a file per verse; a unit with `file:` and `cues:` gets one file, the verses
half a second apart, and its `cues:` line rewritten with the second each verse starts at.
Files are 11,025 Hz 16-bit mono WAV, like the sample narrations.

Usage: scripts/make-recitation.py [CONTENT-DIR]   (needs espeak-ng: apt-get install espeak-ng)
The recordings are committed; `make build` does not need espeak-ng.
"""
import array, glob, os, re, subprocess, sys, tempfile, wave
import xml.etree.ElementTree as ET

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'content-src')
tanzil = os.path.join(os.path.dirname(__file__), '..', '..', 'shared', 'data', 'tanzil', 'quran-simple.xml')
suras = {int(s.get('index')): [a.get('text') for a in s.findall('aya')] for s in ET.parse(tanzil).getroot().findall('sura')}
RATE = 11025

def speak(words):
    """Samples of espeak-ng reading `words`, at half its rate (each pair averaged)."""
    with tempfile.NamedTemporaryFile(suffix='.wav') as raw:
        subprocess.run(['espeak-ng', '-v', 'ar', '-s', '120', '-w', raw.name, words], check=True)
        with wave.open(raw.name) as source:
            assert source.getnchannels() == 1 and source.getsampwidth() == 2 and source.getframerate() == 2 * RATE
            samples = array.array('h', source.readframes(source.getnframes()))
    return array.array('h', ((samples[i] + samples[i + 1]) // 2 for i in range(0, len(samples) - 1, 2)))

def write(path, samples):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with wave.open(path, 'wb') as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())

for path in sorted(glob.glob(os.path.join(root, 'memorisation', '*.yaml'))):
    text = open(path, encoding='utf-8').read()
    if 'placeholder: true' not in text:
        continue
    surah, first, last = map(int, re.search(r'^quran: "(\d+):(\d+)-(\d+)"$', text, re.M).groups())
    ayat = suras[surah][first - 1:last]
    verses = re.search(r'^  verses: \[(.*)\]$', text, re.M)
    if verses:
        for target, ayah in zip([v.strip() for v in verses.group(1).split(',')], ayat):
            write(os.path.join(root, target), speak(ayah))
        continue
    target = re.search(r'^  file: (\S+)$', text, re.M).group(1)
    joined, cues = array.array('h'), []
    for ayah in ayat:
        cues.append(round(len(joined) / RATE, 2))
        joined.extend(speak(ayah))
        joined.extend(array.array('h', [0]) * (RATE // 2))
    write(os.path.join(root, target), joined)
    text = re.sub(r'^  cues: \[.*\]$', '  cues: [' + ', '.join(f'{c:g}' for c in cues) + ']', text, flags=re.M)
    open(path, 'w', encoding='utf-8').write(text)
    print(f'{os.path.relpath(path, root)}: cues {cues}')
