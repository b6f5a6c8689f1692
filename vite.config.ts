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
  },
  ssr: {
    // The server entry is self-contained, so a build in any DIST_DIR runs without resolving node_modules.
    noExternal: isSsrBuild ? true : undefined,
  },
}));
