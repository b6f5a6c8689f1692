/**
 * What other modules may write on a lead's timeline, in their own transaction (the waitlist records a car
 * sent to a client with its mail). Kept apart from lead-desk.service so that writing an event does not
 * pull in the whole desk.
 */
export { type Actor, recordEvent as recordLeadEvent } from './lead-events';
