import type { SellSubmission, SellSubmissionInput } from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { sellSubmissions } from '../../db/schema/index';
import { type LeadEnv, leadStore, newRowValues, receiveLead, statusSetter } from './lead-common';
import { sellNotice } from './leads.notices';

export const sellValues = (input: SellSubmissionInput) => newRowValues(sellSubmissions, input);

export async function createSellSubmission(
  db: Db,
  env: LeadEnv,
  input: SellSubmissionInput,
): Promise<SellSubmission> {
  return receiveLead(db, env, input, {
    leads: sellLeads,
    values: sellValues(input),
    notice: (record) => sellNotice(record, env.PUBLIC_URL),
  });
}

export const sellLeads = leadStore('sell', sellSubmissions);
export const updateSellStatus = statusSetter(sellLeads);
