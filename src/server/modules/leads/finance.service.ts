import type { z } from 'zod';
import type { FinanceApplication, financeApplicationInput } from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { financeApplications } from '../../db/schema/index';
import { recordOf } from '../../lib/api-row';
import { type LeadEnv, newRowValues, oneRowLeads, receiveLead } from './lead-common';
import { financeNotice } from './leads.notices';

export const financeValues = (input: z.infer<typeof financeApplicationInput>) =>
  newRowValues(financeApplications, input);

export async function createFinanceApplication(
  db: Db,
  env: LeadEnv,
  input: z.infer<typeof financeApplicationInput>,
): Promise<FinanceApplication> {
  return receiveLead(db, env, input, {
    leads: financeLeads,
    values: financeValues(input),
    notice: financeNotice,
  });
}

export const toFinanceApplication = recordOf<FinanceApplication>()([
  'id',
  'fullName',
  'email',
  'phone',
  'employmentStatus',
  'annualIncome',
  'status',
  'createdAt',
]);
export const { leads: financeLeads, updateStatus: updateFinanceStatus } = oneRowLeads(
  'finance',
  financeApplications,
  toFinanceApplication,
);
