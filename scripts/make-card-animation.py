#!/usr/bin/env python3
"""Draws the SAMPLE card animation of the Wudu category's icon and its reduced-motion still.

media/animations/wudu-water.json is a Lottie animation (256 x 256, 30 frames a second, 2 s): a drop
of water falls into a bowl and a ripple spreads. media/animations/wudu-water.png is its first frame,
drawn from the same shapes, which an app shows in its place when the learner asked for reduced
motion. Both are placeholders drawn for the sample corpus: a real app's designer animates its cards.

Usage: scripts/make-card-animation.py [CONTENT-DIR]   (Python 3 only: writes PNG with zlib)
The files are committed; `make build` does not need this script.
"""
import json, math, os, struct, sys, zlib

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'content-src')
SIZE, RATE, FRAMES = 256, 30, 60
BACKGROUND, BOWL, WATER, DROP, RIPPLE = (232, 245, 240), (47, 125, 91), (120, 180, 220), (52, 120, 200), (255, 255, 255)
# The shapes at frame 0: (centre, size) of each ellipse, and the bowl's rounded rectangle.
DISC = ((128, 128), (240, 240))
BOWL_RECT = ((128, 196), (160, 56), 24)
WATER_ELLIPSE = ((128, 172), (140, 20))
DROP_START, DROP_END, DROP_SIZE = (128, 60), (128, 168), (24, 32)
LAND = 24  # the frame the drop reaches the water

def colour(rgb):
    return [round(c / 255, 4) for c in rgb] + [1]

def static(value):
    return {'a': 0, 'k': value}

def keyframes(*frames):
    """Animated property: (frame, value) pairs, eased in and out; the last holds."""
    k = []
    for index, (t, value) in enumerate(frames):
        frame = {'t': t, 's': value if isinstance(value, list) else [value]}
        if index < len(frames) - 1:
            frame['i'] = {'x': [0.4], 'y': [1]}
            frame['o'] = {'x': [0.6], 'y': [0]}
        k.append(frame)
    return {'a': 1, 'k': k}

def transform(opacity=None):
    return {'ty': 'tr', 'nm': 'transform', 'p': static([0, 0]), 'a': static([0, 0]), 's': static([100, 100]), 'r': static(0),
            'o': opacity or static(100), 'sk': static(0), 'sa': static(0)}

def layer(index, name, shapes):
    return {'ddd': 0, 'ind': index, 'ty': 4, 'nm': name, 'sr': 1, 'ao': 0, 'ip': 0, 'op': FRAMES, 'st': 0, 'bm': 0,
            'ks': {'o': static(100), 'r': static(0), 'p': static([0, 0, 0]), 'a': static([0, 0, 0]), 's': static([100, 100, 100])},
            'shapes': [{'ty': 'gr', 'nm': name, 'it': shapes}]}

def fill(rgb):
    return {'ty': 'fl', 'nm': 'fill', 'c': static(colour(rgb)), 'o': static(100), 'r': 1}

animation = {
    'v': '5.7.4', 'fr': RATE, 'ip': 0, 'op': FRAMES, 'w': SIZE, 'h': SIZE, 'nm': 'wudu-water (sample placeholder)', 'ddd': 0, 'assets': [],
    'layers': [
        layer(1, 'drop', [
            {'ty': 'el', 'nm': 'drop', 'd': 1, 's': static(list(DROP_SIZE)), 'p': keyframes((0, list(DROP_START)), (LAND, list(DROP_END)))},
            fill(DROP), transform(keyframes((0, 100), (LAND, 100), (LAND + 3, 0)))]),
        layer(2, 'ripple', [
            {'ty': 'el', 'nm': 'ripple', 'd': 1, 's': keyframes((LAND, [16, 4]), (FRAMES - 6, [130, 18])), 'p': static(list(WATER_ELLIPSE[0]))},
            {'ty': 'st', 'nm': 'stroke', 'c': static(colour(RIPPLE)), 'o': static(100), 'w': static(3), 'lc': 2, 'lj': 2},
            transform(keyframes((0, 0), (LAND - 1, 0), (LAND, 100), (FRAMES - 6, 0)))]),
        layer(3, 'water', [{'ty': 'el', 'nm': 'water', 'd': 1, 's': static(list(WATER_ELLIPSE[1])), 'p': static(list(WATER_ELLIPSE[0]))},
                           fill(WATER), transform()]),
        layer(4, 'bowl', [{'ty': 'rc', 'nm': 'bowl', 'd': 1, 's': static(list(BOWL_RECT[1])), 'p': static(list(BOWL_RECT[0])), 'r': static(BOWL_RECT[2])},
                          fill(BOWL), transform()]),
        layer(5, 'background', [{'ty': 'el', 'nm': 'disc', 'd': 1, 's': static(list(DISC[1])), 'p': static(list(DISC[0]))},
                                fill(BACKGROUND), transform()]),
    ],
}

def in_ellipse(x, y, centre, size):
    return ((x - centre[0]) / (size[0] / 2)) ** 2 + ((y - centre[1]) / (size[1] / 2)) ** 2 <= 1

def in_rounded(x, y, centre, size, radius):
    dx, dy = abs(x - centre[0]) - (size[0] / 2 - radius), abs(y - centre[1]) - (size[1] / 2 - radius)
    return math.hypot(max(dx, 0), max(dy, 0)) <= radius and dx <= radius and dy <= radius

def first_frame(x, y):
    """The colour at (x, y) of frame 0, top layer first (the ripple is not yet visible)."""
    if in_ellipse(x, y, DROP_START, DROP_SIZE): return DROP + (255,)
    if in_ellipse(x, y, *WATER_ELLIPSE): return WATER + (255,)
    if in_rounded(x, y, *BOWL_RECT): return BOWL + (255,)
    if in_ellipse(x, y, *DISC): return BACKGROUND + (255,)
    return (0, 0, 0, 0)

def png(width, height, pixel, samples=3):
    rows = []
    for j in range(height):
        row = bytearray(b'\x00')
        for i in range(width):
            hits = [pixel(i + (a + 0.5) / samples, j + (b + 0.5) / samples) for a in range(samples) for b in range(samples)]
            alpha = sum(h[3] for h in hits)
            row += bytes((round(sum(h[c] * h[3] for h in hits) / alpha) if alpha else 0) for c in range(3)) + bytes([round(alpha / len(hits))])
        rows.append(bytes(row))
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 6, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(b''.join(rows), 9)) + chunk(b'IEND', b''))

folder = os.path.join(root, 'media', 'animations')
os.makedirs(folder, exist_ok=True)
with open(os.path.join(folder, 'wudu-water.json'), 'w', encoding='utf-8') as out:
    json.dump(animation, out, separators=(',', ':'))
    out.write('\n')
with open(os.path.join(folder, 'wudu-water.png'), 'wb') as out:
    out.write(png(SIZE, SIZE, first_frame))
print('media/animations/wudu-water.json\nmedia/animations/wudu-water.png')
