import { describe, expect, it } from 'vitest';
import { isOverdue } from '../../../shared/schemas/lead-desk';

// The lists, the inbox and the lead page mark a lead overdue with this rule; the browser tests can only
// show a lead that has just arrived (or move the page's clock), so the edges are pinned here.
describe('isOverdue', () => {
  const received = '2026-11-25T00:00:00.000Z';
  const at = (hours: number) => Date.parse(received) + hours * 3_600_000;

  it('is overdue once a new lead has waited longer than the response time', () => {
    expect(isOverdue({ status: 'new', createdAt: received }, 2, at(1.99))).toBe(false);
    expect(isOverdue({ status: 'new', createdAt: received }, 2, at(2))).toBe(false);
    expect(isOverdue({ status: 'new', createdAt: received }, 2, at(2.01))).toBe(true);
  });

  it('never marks a lead someone has taken up, nor one without a status', () => {
    for (const status of ['contacted', 'in-progress', 'resolved', null])
      expect(isOverdue({ status, createdAt: received }, 1, at(48))).toBe(false);
  });
});
