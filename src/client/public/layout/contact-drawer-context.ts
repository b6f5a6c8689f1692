import { createContext, useContext } from 'react';
import type { VehicleEnquiry } from '../../../shared/schemas/leads';

/** Opens the site-wide contact drawer, optionally about a vehicle (SPEC §2 "Contact drawer"). */
export type ContactDrawerApi = { open(vehicle?: VehicleEnquiry | null): void };

export const ContactDrawerContext = createContext<ContactDrawerApi>({ open: () => {} });
export const useContactDrawer = () => useContext(ContactDrawerContext);
