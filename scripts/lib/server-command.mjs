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
      // The young generation's semi-spaces at 16 MB (V8 grows them to that by itself, but only after a busy
      // stretch): a page render allocates several MB, and at 2 MB each render after a save paid two or three
      // scavenges, about 5 ms of the 15 ms it may take (issue 18). A cached answer allocates almost nothing.
      '--max-semi-space-size=16',
      path.join(distDir, 'app', 'main.js'),
    ],
    env: {
      // glibc gives every thread that allocates its own malloc arena, and image processing touches many:
      // two arenas keep freed memory reusable instead of stranded per thread (sharp's own advice).
      MALLOC_ARENA_MAX: '2',
    },
  };
}
