"""Colour distance as people see it, with and without a colour-vision deficiency.

Simulation: Machado, Oliveira & Fernandes (2009), severity 1.0 (protanopia, deuteranopia,
tritanopia), applied in linear RGB. Distance: CIEDE2000 (CIE 2001) in CIELAB under D65; and,
for colours as small as a pip, "apart by hue or lightness" (`hue_or_lightness`): the larger of
their lightness difference and their hue difference, a difference in saturation alone (a vivid
and a dull violet) not counting, and a colour too dark for its hue to show reading as black
(`reads_as_black`). Contrast: WCAG 2.x's ratio of relative luminances (non-text contrast asks
3:1). Pure math, used by tools/colour_check.py and the tests that keep the pip palettes
readable.
"""
from __future__ import annotations

import math

RGB = tuple[int, int, int]

# Machado et al. 2009, severity 1.0, for linear RGB.
DEFICIENCIES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _gamma(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055


def scaled_light(colour: RGB, k: float) -> RGB:
    """The colour with its light scaled by `k` in linear RGB (its hue kept): darker below 1."""
    r, g, b = (round(255 * _gamma(_linear(c) * k)) for c in colour)
    return r, g, b


def relative_luminance(colour: RGB) -> float:
    """WCAG 2.x relative luminance of an sRGB colour, 0 (black) to 1 (white)."""
    r, g, b = (_linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(x: RGB, y: RGB) -> float:
    """WCAG 2.x contrast ratio of two colours, 1 to 21."""
    lx, ly = relative_luminance(x), relative_luminance(y)
    return (max(lx, ly) + 0.05) / (min(lx, ly) + 0.05)


def simulate(colour: RGB, deficiency: str) -> tuple[float, float, float]:
    """The colour as seen with `deficiency`, as sRGB components 0..1."""
    lin = [_linear(c) for c in colour]
    m = DEFICIENCIES[deficiency]
    return tuple(_gamma(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))  # type: ignore[return-value]


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIELAB (D65) of sRGB components 0..1."""
    r, g, b = (_linear(round(c * 255)) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """CIEDE2000 colour difference of two CIELAB colours."""
    light, chroma, hue, rt = ciede2000_terms(a, b)
    return math.sqrt(light ** 2 + chroma ** 2 + hue ** 2 + rt * chroma * hue)


def ciede2000_terms(a: tuple[float, float, float], b: tuple[float, float, float]
                    ) -> tuple[float, float, float, float]:
    """CIEDE2000's weighted lightness, chroma and hue differences of two CIELAB colours
    (ΔL'/SL, ΔC'/SC, ΔH'/SH) and its rotation term RT."""
    l1, a1, b1 = a
    l2, a2, b2 = b
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    cm = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(cm ** 7 / (cm ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dlp, dcp = l2 - l1, c2p - c1p
    dh = h2p - h1p
    if c1p * c2p == 0:
        dh = 0
    elif dh > 180:
        dh -= 360
    elif dh < -180:
        dh += 360
    dhp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lpm, cpm = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hpm = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hpm = (h1p + h2p) / 2
    else:
        hpm = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hpm - 30)) + 0.24 * math.cos(math.radians(2 * hpm))
         + 0.32 * math.cos(math.radians(3 * hpm + 6)) - 0.20 * math.cos(math.radians(4 * hpm - 63)))
    sl = 1 + 0.015 * (lpm - 50) ** 2 / math.sqrt(20 + (lpm - 50) ** 2)
    sc = 1 + 0.045 * cpm
    sh = 1 + 0.015 * cpm * t
    rt = (-2 * math.sqrt(cpm ** 7 / (cpm ** 7 + 25 ** 7))
          * math.sin(math.radians(60 * math.exp(-(((hpm - 275) / 25) ** 2)))))
    return dlp / sl, dcp / sc, dhp / sh, rt


def distance(x: RGB, y: RGB, deficiency: str = "normal") -> float:
    """CIEDE2000 between two colours as seen with `deficiency`."""
    return ciede2000(lab(simulate(x, deficiency)), lab(simulate(y, deficiency)))


def closest_pair(colours: dict[int, RGB], deficiency: str) -> tuple[float, int, int]:
    """The smallest distance between any two of `colours` (and which two)."""
    best = (math.inf, -1, -1)
    keys = sorted(colours)
    for i, p in enumerate(keys):
        for q in keys[i + 1:]:
            d = distance(colours[p], colours[q], deficiency)
            if d < best[0]:
                best = (d, p, q)
    return best


#: Chroma (CIELAB C*) under which a colour reads as a grey, without a hue of its own.
GREY_CHROMA = 10.0
#: Lightness (CIELAB L*) under which a colour reads as black at the size of a pip, and under
#: which a grey does (a dark grey beside black is not told from it across a room).
BLACK_LIGHTNESS, BLACK_GREY_LIGHTNESS = 25.0, 35.0


def _lch(colour: RGB, deficiency: str) -> tuple[float, float, float]:
    """CIELAB lightness, chroma and hue angle (radians) of `colour` as seen with `deficiency`."""
    light, a, b = lab(simulate(colour, deficiency))
    return light, math.hypot(a, b), math.atan2(b, a)


def hue_or_lightness(x: RGB, y: RGB, deficiency: str = "normal") -> float:
    """How far apart two colours are by lightness or by hue alone, as seen with `deficiency`:
    the larger of CIEDE2000's weighted lightness and hue differences (|ΔL'/SL|, |ΔH'/SH|), its
    chroma difference left out: a vivid and a dull violet are not told apart on a pip. A grey
    (chroma under GREY_CHROMA) has no hue: against a colour, their weighted chroma difference
    (ΔC'/SC) counts as the hue's."""
    p, q = lab(simulate(x, deficiency)), lab(simulate(y, deficiency))
    light, chroma, hue, _ = ciede2000_terms(p, q)
    greys = sum(math.hypot(c[1], c[2]) < GREY_CHROMA for c in (p, q))
    return max(abs(light), abs(chroma) if greys == 1 else abs(hue))


def reads_as_black(colour: RGB, deficiency: str = "normal") -> bool:
    """True when `colour`, as seen with `deficiency`, is too dark for its hue to show on a
    pip (lightness L* under BLACK_LIGHTNESS), or a dark grey (chroma under GREY_CHROMA, L*
    under BLACK_GREY_LIGHTNESS)."""
    light, chroma, _ = _lch(colour, deficiency)
    return light < BLACK_LIGHTNESS or (chroma < GREY_CHROMA and light < BLACK_GREY_LIGHTNESS)
