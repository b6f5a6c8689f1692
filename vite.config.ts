import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

/**
 * The code every public page needs on top of the entry (the site chrome, data hooks, formatting, the
 * icons), kept in one chunk: left to the bundler it becomes a dozen tiny files, each compressed on its
 * own, which costs several KB on a phone's first visit. Lazily opened parts (dialogs, toasts) stay out.
 */
const SITE_SHELL = [
  /\/node_modules\/react\//,
  /\/src\/shared\/(brand|format|images|seo)\.ts/,
  /\/src\/client\/public\/layout\/(public-layout|footer|contact-drawer|contact-drawer-context)\.tsx?/,
  /\/src\/client\/public\/forms\/subscribe-button\.tsx/,
  /\/src\/client\/components\/site\/(business|nav|social-icons|top-bar|wordmark)\.tsx?/,
  /\/src\/client\/components\/ui\/(badge|button|cn|icons|responsive-image|use-snap-carousel)\.tsx?/,
  /\/src\/client\/lib\/lazy-until-open\.tsx/,
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: isSsrBuild ? path.join(distDir, 'server') : path.join(distDir, 'client'),
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: 'es2022',
    cssCodeSplit: true,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                // The entry's one dependency (it loads the app, with its chunks in parallel): kept apart so
                // the entry fetches nothing else before the first screen is painted (entry-client.tsx).
                { name: 'preload', test: (id) => id.includes('vite/preload-helper') },
                { name: 'site', test: (id) => SITE_SHELL.some((re) => re.test(id)) },
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
