#!/usr/bin/env python3
"""Draws the SAMPLE badge of every achievement in achievements.yaml, and its locked silhouette.

Each badge is a 128 x 128 PNG: a disc in its group's colour (consistency green, mastery blue,
special gold, family rose) with a white eight-pointed star; the locked silhouette is the same shape
in greys. They are placeholders drawn for the sample corpus: a real app's designer draws its badges.

Usage: scripts/make-badges.py [CONTENT-DIR]   (Python 3 only: writes PNG with zlib)
The pictures are committed; `make build` does not need this script.
"""
import math, os, re, struct, sys, zlib

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'content-src')
COLOURS = {'consistency': (46, 139, 87), 'mastery': (52, 101, 164), 'special': (204, 153, 0), 'family': (196, 78, 112)}
SIZE = 128

def inside_star(x, y, points=8, outer=36.0, inner=20.0):
    """Whether (x, y), relative to the centre, is inside an eight-pointed star."""
    angle = math.atan2(y, x) % (2 * math.pi / points)
    half = math.pi / points
    # The star's edge between an outer and an inner vertex, linearly in angle (good enough at 128 px).
    radius = outer + (inner - outer) * (angle / half if angle <= half else (2 * half - angle) / half)
    return math.hypot(x, y) <= radius

def png(pixels):
    raw = b''.join(b'\x00' + bytes(v for p in row for v in p) for row in pixels)
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', SIZE, SIZE, 8, 6, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))

def draw(disc, star):
    rows = []
    for j in range(SIZE):
        row = []
        for i in range(SIZE):
            x, y = i - SIZE / 2 + 0.5, j - SIZE / 2 + 0.5
            if inside_star(x, y):
                row.append(star + (255,))
            elif math.hypot(x, y) <= 60:
                row.append(disc + (255,))
            else:
                row.append((0, 0, 0, 0))
        rows.append(row)
    return png(rows)

text = open(os.path.join(root, 'achievements.yaml'), encoding='utf-8').read()
for block in re.split(r'\n  - ', text)[1:]:
    group = re.search(r'group: (\w+)', block).group(1)
    badge = re.search(r'badge: \{ image: ([^,\s]+), locked: ([^,\s}]+)', block)
    for path, picture in [(badge.group(1), draw(COLOURS[group], (255, 255, 255))), (badge.group(2), draw((200, 200, 200), (150, 150, 150)))]:
        os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
        open(os.path.join(root, path), 'wb').write(picture)
        print(path)
