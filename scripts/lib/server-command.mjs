// How the production server is started: by `npm start`, and the same way by the measurement scripts.
import path from 'node:path';

/** The compiled server (scripts/build.mjs), and the environment it runs best in. */
export function serverCommand(distDir) {
  return {
    args: ['--enable-source-maps', path.join(distDir, 'app', 'main.js')],
    env: {
      // glibc gives every thread that allocates its own malloc arena, and image processing touches many:
      // two arenas keep freed memory reusable instead of stranded per thread (sharp's own advice).
      MALLOC_ARENA_MAX: '2',
    },
  };
}
