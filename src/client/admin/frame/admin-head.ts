import type { ComponentType } from 'react';

/** What an admin screen's module exports (admin/router.tsx loads it): the screen, its title, its first data. */
export type ScreenModule = {
  default: ComponentType;
  head?: ScreenHead;
  /** Run before the screen shows (its code and this together): start its first data. */
  load?: (args: { search: URLSearchParams }) => Promise<unknown>;
};

/** What an admin screen module may export as `head`: its browser-tab title (admin/router.tsx sets it). */
export type ScreenHead = () => { title: string };

/** The title of a screen exactly as given (the dashboard, the login screen). */
export const screenTitle =
  (title: string): ScreenHead =>
  () => ({ title });

/** The `head` export of a standalone admin screen: its title, marked as the admin's. */
export const adminHead = (title: string): ScreenHead => screenTitle(`${title} · Admin`);
