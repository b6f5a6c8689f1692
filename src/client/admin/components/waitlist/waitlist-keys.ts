/** Query keys of the acquisition matches, so every view of them refreshes after a send or a save. */
export const NEW_MATCHES_ENDPOINT = '/api/admin/acquisition-matches/new';
export const WAITING_ENDPOINT = '/api/admin/cars/waiting';
/** Where a request's own page is (the lead desk's address for it). */
export const acquisitionPath = (id: number) => `/admin/leads/acquisition/${id}`;
