import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without types.
import { CORE_RANGE, makeCoreFont, SOURCE, TARGET } from '../../scripts/subset-font.mjs';

describe('the font cut every page preloads', () => {
  it('is what scripts/subset-font.mjs makes from the installed Inter', async () => {
    const made: Uint8Array = await makeCoreFont();
    expect(Buffer.from(made).equals(readFileSync(TARGET))).toBe(true);
    // It is a cut: well under the Latin file it comes from.
    expect(made.length).toBeLessThan(readFileSync(SOURCE).length * 0.75);
  });

  it('is declared for exactly the characters it holds', () => {
    const css = readFileSync(new URL('../../src/client/site-theme.css', import.meta.url), 'utf8');
    const face = css.match(/@font-face \{[^}]*inter-latin-core-wght\.woff2[^}]*\}/)?.[0] ?? '';
    const range = face
      .match(/unicode-range:([^;]*);/)?.[1]
      .replace(/\s+/g, ' ')
      .trim();
    expect(range).toBe(CORE_RANGE);
  });
});
