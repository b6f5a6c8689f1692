import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  CLASS_ALIASES_FILE,
  type ClassAliasesFile,
  planClassAliases,
  withAliasSelectors,
} from './src/server/lib/class-aliases.ts';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

/**
 * What most islands share (their frame, the data and location layer, the site's small UI parts and
 * formatting), in one chunk: left to the bundler it becomes twenty files of a few hundred bytes, each a
 * request and each listed in the entry's map of what to preload with every island (decision 0020). What the
 * page's script itself imports (the drawer's store, the address) stays in the script.
 */
const ISLAND_COMMON = [
  /\/src\/client\/lib\/(api|island|island-location|island-root|lazy-until-open|navigation|page-query|queries|use-hydrated)\.tsx?$/,
  /\/src\/client\/components\/ui\/(badge|button|cn|field|icons|responsive-image|toast|toaster|use-snap-carousel)\.tsx?$/,
  /\/src\/client\/components\/vehicle\/vehicle-image\.tsx$/,
  /\/src\/client\/public\/home\/use-reduced-motion\.ts$/,
  /\/src\/shared\/(brand|format|images|text-rules)\.ts$/,
];

/**
 * What the page's script shares with the rest of the client (the address, the drawer's store, the island
 * runtime): in a chunk of its own, so that no other chunk imports the entry's, which would make the browser
 * load the public stylesheet (the entry's CSS) with it, over the admin's.
 */
const PAGE_SCRIPT_SHARED = [
  /\/src\/client\/lib\/(attribution|browser-history|island-runtime|same-path|swap-regions|when-idle|zod-jitless)\.tsx?$/,
  /\/src\/client\/components\/site\/contact-drawer-context\.ts$/,
  /\/src\/shared\/page-chunks\.ts$/,
  // The bundler's own helpers (dynamic-import preloading, the module runtime): a request each otherwise.
  /^\0?vite\/preload-helper/,
  /^\0?rolldown\/runtime/,
];

/**
 * Plans short aliases for the site stylesheet's classes and writes the stylesheet naming both (decision
 * 0029, src/server/lib/class-aliases.ts); the server gets the original rules and the aliases, to inline a
 * page's first screen under the short names. The classes the client code names most get the shortest.
 */
function classAliases(): Plugin {
  return {
    name: 'dealer:class-aliases',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const href = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(
        String(page.source),
      )?.[1];
      const sheet = href ? bundle[href] : undefined;
      if (!href || sheet?.type !== 'asset') return;
      const original = String(sheet.source);
      const uses = new Map<string, number>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const token of chunk.code.split(/[\s"'`]+/)) uses.set(token, (uses.get(token) ?? 0) + 1);
      const aliases = planClassAliases(original, (name) => uses.get(name) ?? 0);
      sheet.source = withAliasSelectors(original, aliases);
      this.emitFile({
        type: 'asset',
        fileName: CLASS_ALIASES_FILE,
        source: JSON.stringify({
          stylesheet: href,
          original,
          aliases: [...aliases],
        } satisfies ClassAliasesFile),
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), classAliases()],
  build: {
    outDir: isSsrBuild ? path.join(distDir, 'server') : path.join(distDir, 'client'),
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: 'es2022',
    // The browsers Tailwind 4 supports (its colours and layers need them): the minifier writes each colour once
    // in their syntax, rather than a hex and a lab() copy of it for older ones that could not use the page.
    cssTarget: ['chrome111', 'edge111', 'safari16.4', 'firefox128'],
    cssCodeSplit: true,
    // Every browser the site supports has modulepreload; the polyfill would weigh on the page's one script.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                // React and ReactDOM in one chunk, fetched with the first island and cached across pages; each
                // island is otherwise its own chunk (docs/decisions/0017-islands.md).
                { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
                {
                  name: 'page-script',
                  test: (id) => PAGE_SCRIPT_SHARED.some((re) => re.test(id)),
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'islands',
                  test: (id) => ISLAND_COMMON.some((re) => re.test(id)),
                  // Only those modules: what the page's script shares with them (the drawer's store) stays its own.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  ssr: {
    // The server entry is self-contained, so a build in any DIST_DIR runs without resolving node_modules.
    noExternal: isSsrBuild ? true : undefined,
  },
}));
