import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  FinanceApplication,
  financeApplicationInput,
  financeStatuses,
} from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { financeApplications } from '../../db/schema/index';
import { enqueueStaffNotice } from '../../mail/templates';
import { caughtByHoneypot, changeStatus, decoyId, deleteLead, type LeadEnv } from './lead-common';
import type { Actor } from './lead-events';
import { indexLead } from './lead-index';
import { financeNotice } from './leads.notices';

export type FinanceRow = typeof financeApplications.$inferSelect;
export const toFinance = (row: FinanceRow): FinanceApplication => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  employmentStatus: row.employmentStatus as FinanceApplication['employmentStatus'],
  annualIncome: row.annualIncome,
  status: row.status as FinanceApplication['status'],
  createdAt: row.createdAt.toISOString(),
});

export const financeValues = (input: z.infer<typeof financeApplicationInput>) => ({
  fullName: input.fullName,
  email: input.email,
  phone: input.phone,
  employmentStatus: input.employmentStatus,
  annualIncome: input.annualIncome,
  status: 'new',
});

export async function createFinanceApplication(
  db: Db,
  env: LeadEnv,
  input: z.infer<typeof financeApplicationInput>,
): Promise<FinanceApplication> {
  const values = financeValues(input);
  if (caughtByHoneypot(input)) return toFinance({ ...values, id: decoyId(), createdAt: new Date() });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(financeApplications).values(values).returning();
    const record = toFinance(row);
    await indexLead(tx, 'finance', record);
    await enqueueStaffNotice(tx, env, financeNotice(record));
    return record;
  });
}

export async function listFinanceApplications(db: Db): Promise<FinanceApplication[]> {
  const rows = await db
    .select()
    .from(financeApplications)
    .orderBy(desc(financeApplications.createdAt), desc(financeApplications.id));
  return rows.map(toFinance);
}

export async function updateFinanceStatus(
  db: Db,
  id: number,
  status: (typeof financeStatuses)[number],
  actor: Actor = null,
): Promise<FinanceApplication> {
  return toFinance(await changeStatus<FinanceRow>(db, 'finance', id, status, actor));
}

export const deleteFinanceApplication = (db: Db, id: number) =>
  deleteLead(db, 'finance', financeApplications, id);
