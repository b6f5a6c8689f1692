import type { SellSubmission, SellSubmissionInput } from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { sellSubmissions } from '../../db/schema/index';
import { recordOf } from '../../lib/api-row';
import { type LeadEnv, newRowValues, oneRowLeads, receiveLead } from './lead-common';
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

export const toSellSubmission = recordOf<SellSubmission>()([
  'id',
  'submissionType',
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'make',
  'model',
  'year',
  'mileage',
  'registration',
  'color',
  'transmission',
  'fuelType',
  'condition',
  'price',
  'financePayout',
  'description',
  'images',
  'status',
  'createdAt',
]);
export const { leads: sellLeads, updateStatus: updateSellStatus } = oneRowLeads(
  'sell',
  sellSubmissions,
  toSellSubmission,
);
