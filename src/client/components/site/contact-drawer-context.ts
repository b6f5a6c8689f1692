import type { HireCar } from '../../../shared/schemas/car';
import type { VehicleEnquiry } from '../../../shared/schemas/leads';

/**
 * The site-wide contact drawer (SPEC §2 "Contact drawer") as a small store rather than a React context:
 * the buttons that open it sit in the server's HTML or in other islands, and the drawer is an island of
 * its own (docs/decisions/0020-islands.md). Anything can open it; the drawer's island renders the state.
 */
export type ContactDrawerState = { open: boolean; vehicle: VehicleEnquiry | null; hireCar: HireCar | null };

export type ContactDrawerApi = {
  /** With `hireCar` (BOOK NOW on the hire fleet), the form also takes the booking's dates. */
  open(vehicle?: VehicleEnquiry | null, hireCar?: HireCar): void;
  /** Starts fetching the drawer's code, for buttons to call when a visitor looks likely to open it. */
  preload(): void;
};

/** SPEC §4: the vehicle stays while the drawer slides shut, then is forgotten. */
export const VEHICLE_CLEAR_DELAY_MS = 300;

export const CLOSED_DRAWER: ContactDrawerState = { open: false, vehicle: null, hireCar: null };
let state = CLOSED_DRAWER;
const listeners = new Set<() => void>();
let clearTimer: ReturnType<typeof setTimeout> | undefined;
/** Set by the page's script: brings the drawer's island (and its code) in. */
let wake: () => void = () => {};

const set = (next: ContactDrawerState) => {
  state = next;
  for (const listener of listeners) listener();
};

export const contactDrawer = {
  open(vehicle?: VehicleEnquiry | null, hireCar?: HireCar) {
    clearTimeout(clearTimer);
    set({ open: true, vehicle: vehicle ?? null, hireCar: hireCar ?? null });
    wake();
  },
  preload: () => wake(),
  close() {
    set({ ...state, open: false });
    clearTimeout(clearTimer);
    clearTimer = setTimeout(() => set(CLOSED_DRAWER), VEHICLE_CLEAR_DELAY_MS);
  },
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** For the page's script: what to do when the drawer is wanted (hydrate its island, fetch its code). */
  onWanted(handler: () => void) {
    wake = handler;
  },
} satisfies ContactDrawerApi & Record<string, unknown>;

export const useContactDrawer = (): ContactDrawerApi => contactDrawer;

/**
 * The attribute a plain button in the server's HTML carries to open the drawer when clicked: empty, or
 * the JSON of what it is about (`DrawerRequest`). The page's script handles the click (entry-client.tsx).
 */
export const DRAWER_ATTR = 'data-contact-drawer';
export type DrawerRequest = { vehicle?: VehicleEnquiry; hireCarId?: number };
export const drawerAttr = (request: DrawerRequest = {}) => ({ [DRAWER_ATTR]: JSON.stringify(request) });
