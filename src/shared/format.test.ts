import { describe, expect, it } from 'vitest';
import { clipText, formatFileSize, formatMileage, formatPrice, groupDigits, humanize } from './format';

/** A small seeded PRNG (mulberry32): the same sequence of numbers in [0, 1) for the same seed. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('format', () => {
  it('formats prices and mileage with thousands separators', () => {
    expect(formatPrice(289900)).toBe('$289,900');
    expect(formatMileage(12500)).toBe('12,500 km');
    expect(formatPrice(0)).toBe('$0');
  });
  it('groups digits exactly as Intl en-US does, rounding halves away from zero', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const samples = [
      0, -0, 1, 999, 1000, 999_999, 1_000_000, 289_900, 2.5, 3.5, -2.5, 0.4999, 1234.5, -1234.5,
    ];
    // 2,000 more of every magnitude up to 10^15, in quarters (so .25, .5 and .75 all occur), a third of
    // them negative: drawn from a seeded generator, so every run checks the same numbers.
    const random = mulberry32(0x5eed);
    const drawn = Array.from(
      { length: 2000 },
      (_, i) => Math.round((random() - 0.3) * 10 ** (1 + (i % 15))) / 4,
    );
    expect(new Set(drawn.map((n) => Math.abs(n % 1)))).toEqual(new Set([0, 0.25, 0.5, 0.75]));
    expect(drawn.filter((n) => n < 0).length).toBeGreaterThan(400);
    samples.push(...drawn);
    for (const n of samples) expect(groupDigits(n), String(n)).toBe(intl.format(n));
  });
  it('clips long text at a word boundary with an ellipsis, within the limit', () => {
    expect(clipText('Short and sweet.', 300)).toBe('Short and sweet.');
    expect(clipText('  spaced \n  out  ', 20)).toBe('spaced out');
    const clipped = clipText('Paint protection film, ceramic coating and a full service history.', 30);
    expect(clipped).toBe('Paint protection film…');
    expect(clipped.length).toBeLessThanOrEqual(30);
    // One long word is cut inside it rather than leaving almost nothing.
    expect(clipText('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
  it('formats file sizes as B, KB and MB with one decimal', () => {
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 * 2.25)).toBe('2.3 MB');
  });
  it('shows underscores as spaces', () => {
    expect(humanize('needs_work')).toBe('needs work');
  });
});
