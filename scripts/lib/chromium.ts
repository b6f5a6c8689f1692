// The system Chromium that the browser tests (playwright.config.ts) and the measurements run in.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for every headless run here: no sandbox (containers run as root) and no GPU, and none of the
 * background traffic (QUIC, updates, sync) that would add requests and noise to what is measured.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
