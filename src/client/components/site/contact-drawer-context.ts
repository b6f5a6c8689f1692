import { createContext, useContext } from 'react';
import type { HireCar } from '../../../shared/schemas/car';
import type { VehicleEnquiry } from '../../../shared/schemas/leads';

/** Opens the site-wide contact drawer, optionally about a vehicle (SPEC §2 "Contact drawer"). */
export type ContactDrawerApi = {
  /** With `hireCar` (BOOK NOW on the hire fleet), the form also takes the booking's dates. */
  open(vehicle?: VehicleEnquiry | null, hireCar?: HireCar): void;
  /** Starts fetching the drawer's code, for buttons to call when a visitor looks likely to open it. */
  preload(): void;
};

export const ContactDrawerContext = createContext<ContactDrawerApi>({ open: () => {}, preload: () => {} });
export const useContactDrawer = () => useContext(ContactDrawerContext);
