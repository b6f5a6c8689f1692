/**
 * The smallest valid contact enquiry, numbered so each is a different one: for the tests that count
 * submissions against a limit, in one process or across instances.
 */
export const contactEnquiry = (n: number) => ({
  firstName: 'Ada',
  email: `ada${n}@example.com`,
  message: 'Is it available?',
});
