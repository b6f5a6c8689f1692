// How the production server is started: by `npm start`, and the same way by the measurement scripts.
import path from 'node:path';

/** The compiled server (scripts/build.mjs), and the environment it runs best in. */
export function serverCommand(distDir) {
  return {
    args: [
      '--enable-source-maps',
      // The embedded database is WebAssembly: compiled once by the optimising compiler rather than first by
      // the baseline one as well, it needs about 50 MB less memory for a second more at start (issue 18).
      '--no-liftoff',
      // A 2 MB young generation (16 MB by default) is collected more often, so short-lived buffers (a request's
      // body, a compression) are freed sooner; a cached answer allocates almost nothing (issue 18).
      '--max-semi-space-size=2',
      path.join(distDir, 'app', 'main.js'),
    ],
    env: {
      // glibc gives every thread that allocates its own malloc arena, and image processing touches many:
      // two arenas keep freed memory reusable instead of stranded per thread (sharp's own advice).
      MALLOC_ARENA_MAX: '2',
    },
  };
}
