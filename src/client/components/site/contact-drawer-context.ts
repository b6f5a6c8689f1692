import { createContext, useContext } from 'react';
import type { VehicleEnquiry } from '../../../shared/schemas/leads';

/** Opens the site-wide contact drawer, optionally about a vehicle (SPEC §2 "Contact drawer"). */
export type ContactDrawerApi = {
  open(vehicle?: VehicleEnquiry | null): void;
  /** Starts fetching the drawer's code, for buttons to call when a visitor looks likely to open it. */
  preload(): void;
};

export const ContactDrawerContext = createContext<ContactDrawerApi>({ open: () => {}, preload: () => {} });
export const useContactDrawer = () => useContext(ContactDrawerContext);
