/**
 * A row answered as it is stored, but with `createdAt` as an ISO string (JSON has no dates). For tables
 * whose columns are the answer, so the mapping is not a list of `x: row.x` lines to keep in step with the
 * table. Every column passes: take out what must not be shown before calling it, and mind a new column.
 */
export const withIsoCreatedAt = <R extends { createdAt: Date }>({ createdAt, ...columns }: R) => ({
  ...columns,
  createdAt: createdAt.toISOString(),
});
