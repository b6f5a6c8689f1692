import { z } from 'zod';
import { email } from './common';
import { inboxKinds } from './lead-desk';

/** Per kind of lead, the CRM intake addresses each new lead is also sent to as ADF/XML (issue 30). */
const addresses = z.array(email).max(5, 'At most 5 addresses').default([]);
export const crmAddressesInput = z.object(
  Object.fromEntries(inboxKinds.map((kind) => [kind, addresses])) as Record<
    (typeof inboxKinds)[number],
    typeof addresses
  >,
);
export type CrmAddresses = z.infer<typeof crmAddressesInput>;
