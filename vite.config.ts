import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

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
                // React and ReactDOM in one chunk, fetched with the first island and cached across pages; each
                // island is otherwise its own chunk (docs/decisions/0017-islands.md).
                { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
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
