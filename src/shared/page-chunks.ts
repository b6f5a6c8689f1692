/**
 * The id of the `<template>` in which the server lists a public page's chunks, inert until the browser's
 * entry moves them into the head once the first screen is painted (web.ts, entry-client.tsx).
 */
export const DEFERRED_PRELOADS_ID = 'page-chunks';

/**
 * The `elementtiming` name of a page's hero image: the browser reports when it was first presented, and the
 * entry waits for that before it fetches the app (after-first-screen.ts).
 */
export const HERO_TIMING = 'hero';
