"""Synthesise the game's sound effects into assets/sounds/ (22050 Hz, mono, 16-bit WAV).

    python tools/make_sounds.py            # write every WAV
    python tools/make_sounds.py --check    # exit 0 only if the WAVs on disk are what it makes
    python tools/make_sounds.py --out DIR  # write (or check) somewhere else

Standard library only (wave, math, random, array) and deterministic: each sound has its own
fixed seed, so running it again writes the same bytes.
"""
from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
SAMPLE_WIDTH = 2
CHANNELS = 1
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
TAU = 2 * math.pi

Signal = list[float]


# ----------------------------------------------------------------------------- building blocks
def silence(seconds: float) -> Signal:
    return [0.0] * int(round(seconds * RATE))


def mix_into(buf: Signal, sig: Signal, at: float, gain: float = 1.0) -> None:
    """Add `sig` into `buf` starting at `at` seconds (clipped to the buffer)."""
    start = int(round(at * RATE))
    for i, v in enumerate(sig[: max(0, len(buf) - start)]):
        buf[start + i] += v * gain


def decaying_noise(rng: random.Random, seconds: float, tau: float) -> Signal:
    """White noise with an exponential decay of time constant `tau` seconds."""
    return [rng.uniform(-1, 1) * math.exp(-i / (tau * RATE))
            for i in range(int(seconds * RATE))]


def damped_sine(freq: float, seconds: float, tau: float, glide: float = 0.0) -> Signal:
    """A sine (its frequency gliding by `glide` Hz per second) decaying with time constant tau."""
    out, phase = [], 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        out.append(math.sin(phase) * math.exp(-t / tau))
        phase += TAU * (freq + glide * t) / RATE
    return out


def bandpass(sig: Signal, freq: float, q: float) -> Signal:
    """A two-pole resonant band-pass (RBJ cookbook, 0 dB peak)."""
    w = TAU * freq / RATE
    alpha = math.sin(w) / (2 * q)
    a0 = 1 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    for x in sig:
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def lowpass(sig: Signal, cutoff: float) -> Signal:
    """A one-pole low-pass."""
    k = 1 - math.exp(-TAU * cutoff / RATE)
    out, y = [], 0.0
    for x in sig:
        y += k * (x - y)
        out.append(y)
    return out


def add(*sigs: tuple[Signal, float]) -> Signal:
    """Sum of (signal, gain) pairs, as long as the longest."""
    out = [0.0] * max(len(s) for s, _ in sigs)
    for s, g in sigs:
        for i, v in enumerate(s):
            out[i] += v * g
    return out


def finish(sig: Signal, peak: float, release: float = 0.002) -> Signal:
    """Fade in over 2 ms and out over `release` s, soft-clip, scale the loudest to `peak`."""
    fade_in, fade_out = int(0.002 * RATE), int(release * RATE)
    sig = list(sig)
    for i in range(min(fade_in, len(sig))):
        sig[i] *= i / fade_in
    for i in range(min(fade_out, len(sig))):
        sig[-1 - i] *= (i / fade_out) ** 2
    top = max(1e-9, max(abs(v) for v in sig))
    return [math.tanh(1.2 * v / top) / math.tanh(1.2) * peak for v in sig]


def note(freq: float) -> float:
    """Frequency of a MIDI-style note number."""
    return 440.0 * 2 ** ((freq - 69) / 12)


# ----------------------------------------------------------------------------- the sounds
def knock(rng: random.Random, pitch: float = 1.0, seconds: float = 0.09) -> Signal:
    """One hard woody transient: a noise strike through wood-like resonances."""
    strike = decaying_noise(rng, seconds, 0.0025)
    return add((bandpass(strike, 1900 * pitch, 7), 1.0), (bandpass(strike, 3500 * pitch, 9), 0.6),
               (bandpass(strike, 850 * pitch, 4), 0.5),
               (damped_sine(2400 * pitch, seconds, 0.012), 0.25),
               (damped_sine(190 * pitch, seconds, 0.02), 0.18))


def clack() -> Signal:
    """A tile set down on the table: a sharp knock and a lighter bounce 22 ms later."""
    rng = random.Random(101)
    buf = silence(0.17)
    mix_into(buf, knock(rng, 1.0, 0.12), 0.0)
    mix_into(buf, knock(rng, 1.08, 0.1), 0.022, 0.5)
    return finish(buf, 0.9)


def shuffle() -> Signal:
    """Tiles swirled face down: a dense rattle of knocks over a sliding hiss, ~0.8 s."""
    rng = random.Random(202)
    length = 0.85
    buf = silence(length)
    hiss = lowpass(bandpass([rng.uniform(-1, 1) for _ in buf], 2600, 0.7), 5000)
    for i in range(len(buf)):
        t = i / len(buf)
        buf[i] += hiss[i] * 0.1 * math.sin(math.pi * t) ** 0.7
    for _ in range(70):
        at = rng.betavariate(1.6, 1.8) * (length - 0.09)
        mix_into(buf, knock(rng, rng.uniform(0.75, 1.35), 0.07), at, rng.uniform(0.15, 0.75))
    return finish(buf, 0.8)


def draw() -> Signal:
    """A tile slid off the boneyard: a soft scrape that ends in a light tick."""
    rng = random.Random(303)
    length = 0.34
    buf = silence(length)
    scrape = lowpass(bandpass([rng.uniform(-1, 1) for _ in buf], 1500, 0.9), 3000)
    grain = 1.0
    for i in range(len(buf)):
        t = i / RATE
        if i % 90 == 0:
            grain = rng.uniform(0.6, 1.0)
        env = min(1.0, t / 0.05) * max(0.0, 1.0 - max(0.0, t - 0.2) / 0.1)
        buf[i] = scrape[i] * env * grain
    mix_into(buf, knock(rng, 1.2, 0.06), 0.27, 0.35)
    return finish(buf, 0.55)


def _glottal_burst(seconds: float, f0: Callable[[float], float],
                   formants: list[tuple[Callable[[float], float], float, float]],
                   rng: random.Random) -> Signal:
    """A voiced burst: a glottal pulse train at pitch f0(t) through swept formant resonators."""
    n = int(seconds * RATE)
    source: Signal = []
    phase, prev = 0.0, 0.0
    for i in range(n):
        t = i / n
        phase = (phase + f0(t) / RATE) % 1.0
        flow = math.sin(math.pi * phase / 0.55) ** 2 if phase < 0.55 else 0.0
        source.append((flow - prev) * 6 + rng.uniform(-0.04, 0.04))  # flow derivative + breath
        prev = flow
    out = [0.0] * n
    block = 64  # formants sweep: filter in short blocks with a fresh centre each time
    for centre, q, gain in formants:
        x1 = x2 = y1 = y2 = 0.0
        for start in range(0, n, block):
            w = TAU * centre(start / n) / RATE
            alpha = math.sin(w) / (2 * q)
            a0 = 1 + alpha
            b0, b2, a1, a2 = alpha / a0, -alpha / a0, -2 * math.cos(w) / a0, (1 - alpha) / a0
            for i in range(start, min(n, start + block)):
                x = source[i]
                y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
                x2, x1, y2, y1 = x1, x, y1, y
                out[i] += y * gain
    for i in range(n):  # fast attack, rounded release
        t = i / n
        out[i] *= min(1.0, t / 0.08) * (1 - t) ** 0.6
    return out


def cluck() -> Signal:
    """A hen's "buk, buk, ba-GAWK": three short clucks and a long rising-falling squawk."""
    rng = random.Random(404)
    buf = silence(0.78)

    def buk(pitch: float) -> Signal:
        return _glottal_burst(
            0.075, lambda t: pitch * (1 + 0.35 * math.sin(math.pi * min(1, t * 1.4))),
            [(lambda t: 900 + 300 * t, 5, 1.0), (lambda t: 1900, 6, 0.6),
             (lambda t: 3000, 8, 0.25)], rng)

    def gawk() -> Signal:
        return _glottal_burst(
            0.29, lambda t: 560 + 380 * math.sin(math.pi * min(1.0, t * 1.25)) ** 0.8,
            [(lambda t: 750 + 450 * math.sin(math.pi * t), 4, 1.0),
             (lambda t: 1700 + 500 * math.sin(math.pi * t), 6, 0.55),
             (lambda t: 2900, 9, 0.2)], rng)

    mix_into(buf, buk(470), 0.0, 0.8)
    mix_into(buf, buk(500), 0.15, 0.85)
    mix_into(buf, buk(430), 0.31, 0.6)
    mix_into(buf, gawk(), 0.44, 1.0)
    return finish(buf, 0.8)


def _bell(freq: float, seconds: float) -> Signal:
    """A soft glockenspiel-like tone: a few partials, the higher ones dying faster."""
    partials = ((1.0, 1.0, 0.9), (2.0, 0.3, 0.45), (3.0, 0.12, 0.25), (4.16, 0.07, 0.12))
    tone = add(*((damped_sine(freq * ratio, seconds, tau), amp) for ratio, amp, tau in partials))
    attack = int(0.003 * RATE)
    for i in range(min(attack, len(tone))):
        tone[i] *= i / attack
    return tone


def round_end() -> Signal:
    """A short pleasant chime: E5, G5, C6 rung in quick succession."""
    buf = silence(1.6)
    for k, midi in enumerate((76, 79, 84)):
        mix_into(buf, _bell(note(midi), 1.6 - 0.1 * k), 0.1 * k, 0.8 if k < 2 else 1.0)
    return finish(buf, 0.75, release=0.5)


def _brass(freq: float, seconds: float, vibrato: float = 0.0) -> Signal:
    """A bright brassy note: harmonics whose brightness swells with the attack."""
    out, phase = [], 0.0
    n = int(seconds * RATE)
    for i in range(n):
        t = i / RATE
        f = freq * (1 + vibrato * math.sin(TAU * 5.5 * t) * min(1.0, t / 0.25))
        phase += TAU * f / RATE
        bright = min(1.0, t / 0.04)
        v = sum(math.sin(h * phase) / h * bright ** (h - 1) for h in range(1, 8))
        env = min(1.0, t / 0.012) * min(1.0, (seconds - t) / 0.06) * math.exp(-t / 1.4)
        out.append(v * env)
    return out


def win() -> Signal:
    """A little fanfare: C5 E5 G5 rising quickly into a held, shimmering C major chord."""
    buf = silence(1.5)
    for k, midi in enumerate((72, 76, 79)):
        mix_into(buf, _brass(note(midi), 0.12), 0.11 * k, 0.7)
    for midi, gain in ((84, 0.7), (79, 0.45), (76, 0.4)):
        mix_into(buf, _brass(note(midi), 1.12, vibrato=0.004), 0.35, gain)
    return finish(buf, 0.8, release=0.25)


def click() -> Signal:
    """A UI button: a tiny crisp tick."""
    rng = random.Random(707)
    strike = decaying_noise(rng, 0.045, 0.0012)
    sig = add((bandpass(strike, 3200, 4), 1.0), (damped_sine(1800, 0.045, 0.006), 0.5))
    return finish(sig, 0.5)


def snap() -> Signal:
    """A tile snapping home: a click, then a short rising wooden tock."""
    rng = random.Random(808)
    buf = silence(0.13)
    mix_into(buf, bandpass(decaying_noise(rng, 0.03, 0.001), 4200, 3), 0.0, 0.8)
    mix_into(buf, damped_sine(1150, 0.11, 0.022, glide=1800), 0.008, 0.8)
    mix_into(buf, knock(rng, 0.8, 0.08), 0.008, 0.5)
    return finish(buf, 0.75)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "clack": clack, "shuffle": shuffle, "draw": draw, "cluck": cluck,
    "round_end": round_end, "win": win, "click": click, "snap": snap,
}


# ----------------------------------------------------------------------------- files
def wav_bytes(sig: Signal) -> bytes:
    """The complete WAV file for a signal in -1..1."""
    samples = array("h", (max(-32767, min(32767, int(round(v * 32767)))) for v in sig))
    if sys.byteorder == "big":
        samples.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(CHANNELS)
        w.setsampwidth(SAMPLE_WIDTH)
        w.setframerate(RATE)
        w.writeframes(samples.tobytes())
    return out.getvalue()


def generate() -> dict[str, bytes]:
    """Every sound's WAV bytes, by file name."""
    return {f"{name}.wav": wav_bytes(make()) for name, make in SOUNDS.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Synthesise the game's sound effects.")
    parser.add_argument("--check", action="store_true",
                        help="compare the files on disk with what would be generated")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder of the WAVs")
    args = parser.parse_args(argv)
    files = generate()
    if args.check:
        stale = [n for n, data in files.items()
                 if not (args.out / n).is_file() or (args.out / n).read_bytes() != data]
        for name in stale:
            print(f"{args.out / name} is missing or differs; run tools/make_sounds.py")
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (args.out / name).write_bytes(data)
        print(f"wrote {args.out / name} ({len(data) // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
