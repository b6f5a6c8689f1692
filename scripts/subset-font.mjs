// Writes src/client/fonts/inter-latin-core-wght.woff2: the installed Inter's Latin file cut to the characters
// the site's texts use and the OpenType features the stylesheet turns on (issue 18). Every page preloads this
// font, so it is on every first screen's critical path: 31 KB instead of the Latin file's 48 KB. The
// stylesheet (site-theme.css) declares it after the full Inter faces, with `unicode-range: CORE_RANGE`, so
// the browser takes these characters from it and fetches a full face only for a character outside it.
// Run `node scripts/subset-font.mjs` after updating @fontsource-variable/inter; subset-font.test.ts fails
// while the committed file is not what this makes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** Basic Latin, Latin-1 (accented names: Huracán), typographic punctuation, the euro, ™, arrows, minus. */
export const CORE_RANGE =
  'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201E, U+2020-2022, U+2026, U+2030, U+2039-203A, U+20AC, U+2122, U+2190-2193, U+2212';

/**
 * Kerning, ligatures and mark placement as the browser applies them by default, and tabular figures
 * (`tabular-nums` on prices and tables). Inter's stylistic sets, character variants and contextual
 * alternates are never turned on by the stylesheet; leaving them out is most of the saving.
 */
const FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

export const SOURCE = fileURLToPath(
  import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);
export const TARGET = fileURLToPath(
  new URL('../src/client/fonts/inter-latin-core-wght.woff2', import.meta.url),
);

function characters(range) {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().slice(2).split('-');
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++)
      text += String.fromCodePoint(code);
  }
  return text;
}

export function makeCoreFont() {
  return subsetFont(readFileSync(SOURCE), characters(CORE_RANGE), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await makeCoreFont();
  writeFileSync(TARGET, font);
  console.log(`Wrote ${TARGET} (${font.length} bytes)`);
}
