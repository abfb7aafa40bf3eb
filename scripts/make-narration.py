#!/usr/bin/env python3
"""Records the sample narration of every lesson that names one, and of its translations, with espeak-ng.

For each lesson whose front matter has `audio: { narration: media/narration/<id>.wav, ... }`,
speaks the lesson's title and takeaway, stores the audio as 11,025 Hz 16-bit mono WAV (half of
espeak-ng's rate, to keep the repository small) and writes the file's real length into the
lesson's `duration:`, rounded up to a whole second. For each translation of such a lesson
(`<stem>.<locale>.yaml` beside it) that translates its body, speaks the translated title and
takeaway with the locale's voice into `media/narration/<id>.<locale>.wav` and names it in the
translation's `narration:` line. These are PLACEHOLDER narrations, sample data: a real app records
a person reading the lesson.

Usage: scripts/make-narration.py [CONTENT-DIR]   (needs espeak-ng: apt-get install espeak-ng)
The recordings are committed; `make build` does not need espeak-ng.
"""
import array, glob, math, os, re, subprocess, sys, tempfile, wave

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'content-src')
audio_line = re.compile(r'^audio: \{ narration: (media/narration/[^,]+\.wav), duration: [^ }]+ \}$', re.M)

def field(text, name):
    match = re.search(rf'^{name}: (.*)$', text, re.M)
    value = match.group(1).strip()
    return value[1:-1].replace('\\"', '"') if value.startswith('"') else value

def record(words, target, voice='en-gb'):
    with tempfile.NamedTemporaryFile(suffix='.wav') as raw:
        subprocess.run(['espeak-ng', '-v', voice, '-s', '150', '-w', raw.name, words], check=True)
        with wave.open(raw.name) as source:
            assert source.getnchannels() == 1 and source.getsampwidth() == 2
            rate = source.getframerate()
            samples = array.array('h', source.readframes(source.getnframes()))
    # Halve the rate: average each pair of samples (a simple low-pass before decimating).
    halved = array.array('h', ((samples[i] + samples[i + 1]) // 2 for i in range(0, len(samples) - 1, 2)))
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with wave.open(target, 'wb') as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate // 2)
        out.writeframes(halved.tobytes())
    return len(halved) / (rate // 2)

for path in sorted(glob.glob(os.path.join(root, 'categories', '*', '*.md'))):
    text = open(path, encoding='utf-8').read()
    match = audio_line.search(text)
    if not match:
        continue
    relative = match.group(1)
    words = f"{field(text, 'title')}. {field(text, 'takeaway')}".replace('ﷺ', 'peace be upon him')
    seconds = math.ceil(record(words, os.path.join(root, relative)))
    text = text[:match.start()] + f'audio: {{ narration: {relative}, duration: {seconds}s }}' + text[match.end():]
    open(path, 'w', encoding='utf-8').write(text)
    print(f'{relative}: {seconds}s')

# Translations: `narration: media/narration/<id>.<locale>.wav` as the file's first key.
text_value = re.compile(r'^  (title|takeaway):\n    source: [0-9a-f]+\n    text: "?(.*?)"?$', re.M)
for path in sorted(glob.glob(os.path.join(root, 'categories', '*', '*.*.yaml'))):
    stem, locale = path[:-len('.yaml')].rsplit('.', 1)
    lesson = stem + '.md'
    if not os.path.exists(lesson) or not audio_line.search(open(lesson, encoding='utf-8').read()):
        continue
    text = open(path, encoding='utf-8').read()
    if '\n  body:\n' not in text:
        continue
    ident = field(open(lesson, encoding='utf-8').read(), 'id')
    words = '. '.join(value for _, value in text_value.findall(text))
    relative = f'media/narration/{ident}.{locale}.wav'
    record(words, os.path.join(root, relative), voice=locale)
    text = re.sub(r'^narration: .*\n', '', text, flags=re.M)
    open(path, 'w', encoding='utf-8').write(f'narration: {relative}\n' + text)
    print(relative)
