/** Calls to the file store, for /metrics: how many, how many failed, and the time they took. */
type OpStats = { count: number; errors: number; seconds: number };
const stats = new Map<string, OpStats>();

/** Runs one store operation, counting it and its time; a failure is counted and rethrown. */
export async function observeStore<T>(op: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let entry = stats.get(op);
  if (!entry) {
    entry = { count: 0, errors: 0, seconds: 0 };
    stats.set(op, entry);
  }
  try {
    return await run();
  } catch (error) {
    entry.errors++;
    throw error;
  } finally {
    entry.count++;
    entry.seconds += (performance.now() - started) / 1000;
  }
}

/** The Prometheus lines of the store's operations. */
export function storeMetricLines(): string[] {
  const rows = [...stats];
  return [
    '# HELP storage_operations_total Calls to the file store (local disk or S3), by operation.',
    '# TYPE storage_operations_total counter',
    ...rows.map(([op, s]) => `storage_operations_total{op="${op}"} ${s.count}`),
    '# HELP storage_errors_total Calls to the file store that failed, by operation.',
    '# TYPE storage_errors_total counter',
    ...rows.map(([op, s]) => `storage_errors_total{op="${op}"} ${s.errors}`),
    '# HELP storage_operation_seconds Time spent in calls to the file store, by operation.',
    '# TYPE storage_operation_seconds summary',
    ...rows.flatMap(([op, s]) => [
      `storage_operation_seconds_sum{op="${op}"} ${s.seconds}`,
      `storage_operation_seconds_count{op="${op}"} ${s.count}`,
    ]),
  ];
}
