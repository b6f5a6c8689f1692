import { describe, expect, it } from 'vitest';
import { type LeadDetail, replyDraft } from '../../../shared/schemas/lead-desk';
import type { ContactSubmission, FinanceApplication } from '../../../shared/schemas/leads';
import {
  type EmailEvent,
  firstNameOf,
  hasMailInFlight,
  idFrom,
  isRetrying,
  quotedTextOf,
  replySubjectOf,
} from './lead-meta';

const contact: ContactSubmission = {
  id: 1,
  firstName: 'Olivia',
  lastName: 'Hart',
  email: 'olivia@example.com',
  contactNumber: null,
  businessName: null,
  message: 'Is it still available?\nI could view it on Saturday.',
  vehicleEnquiry: { id: 3, year: 2021, make: 'Porsche', model: '911' },
  bookingDates: null,
  status: 'new',
  createdAt: '2026-11-25T00:00:00.000Z',
};
const finance: FinanceApplication = {
  id: 2,
  fullName: '  Lucas James Brown ',
  email: 'lucas@example.com',
  phone: '0400 000 000',
  employmentStatus: 'company',
  annualIncome: '240000',
  status: 'new',
  createdAt: '2026-11-25T00:00:00.000Z',
};

const email = (state: 'pending' | 'sent' | 'failed', attempts = 1): EmailEvent => ({
  id: '7',
  at: '2026-11-25T00:00:00.000Z',
  by: 'admin',
  data: { type: 'email', to: 'x@example.com', subject: 'Re', body: 'Hi' },
  mail: { state, attempts, error: state === 'failed' ? 'refused' : null, sentAt: null },
});
const withTimeline = (event: EmailEvent) =>
  ({
    timeline: [{ id: 'received', at: event.at, by: null, data: { type: 'received' } }, event],
  }) as LeadDetail;

describe('the reply draft', () => {
  it('greets by first name and quotes what the visitor wrote', () => {
    const item = { kind: 'contact', lead: contact } as const;
    expect(replySubjectOf(item)).toBe('Re: your enquiry about the 2021 Porsche 911');
    expect(replyDraft(firstNameOf(item), '25 Nov 2026, 10:14 am', quotedTextOf(item))).toBe(
      'Hi Olivia,\n\n\n\nOn 25 Nov 2026, 10:14 am you wrote:\n> Is it still available?\n> I could view it on Saturday.\n',
    );
  });

  it('has no "you wrote:" when there is nothing to quote', () => {
    const item = { kind: 'finance', lead: finance } as const;
    expect(firstNameOf(item)).toBe('Lucas');
    expect(replyDraft(firstNameOf(item), 'then', quotedTextOf(item))).toBe('Hi Lucas,\n\n\n');
    expect(replyDraft('Olivia', 'then', '  \n ')).toBe('Hi Olivia,\n\n\n');
  });
});

describe('polling while mail is on its way', () => {
  it('polls for a pending e-mail, not for a sent or failed one', () => {
    expect(hasMailInFlight(withTimeline(email('pending')), {})).toBe(true);
    expect(hasMailInFlight(withTimeline(email('sent')), {})).toBe(false);
    expect(hasMailInFlight(withTimeline(email('failed')), {})).toBe(false);
    expect(hasMailInFlight(undefined, {})).toBe(false);
  });

  it('polls for a retried e-mail until the worker has tried it again', () => {
    expect(isRetrying(email('failed', 1), { 7: 1 })).toBe(true);
    expect(hasMailInFlight(withTimeline(email('failed', 1)), { 7: 1 })).toBe(true);
    expect(hasMailInFlight(withTimeline(email('failed', 2)), { 7: 1 })).toBe(false);
    expect(hasMailInFlight(withTimeline(email('sent', 2)), { 7: 1 })).toBe(false);
  });
});

describe('the id in the address', () => {
  it('is a plain positive number the database can hold, else nothing', () => {
    expect(idFrom('42')).toBe(42);
    expect(idFrom('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '007', '-1', '1.5', '1e3', '2147483648', 'abc'])
      expect(idFrom(bad), String(bad)).toBeNull();
  });
});
