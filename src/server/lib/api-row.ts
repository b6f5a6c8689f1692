/**
 * API records are built from explicit lists of fields, never by passing a row on: a column added to a table
 * reaches no answer until its record's type and field list name it (issue 34). `tests/api/api-rows.test.ts`
 * holds every table's columns to what its answers emit and what is never answered.
 */

/** Keys of T that the list leaves out; `never` when it names them all. */
type Missing<T, F extends readonly PropertyKey[]> = Exclude<keyof T, F[number]>;

/**
 * The API record of a row (or any object with these fields): only `fields`, in their order, with times as
 * ISO text (JSON has no dates). The compiler holds `fields` to exactly the keys of the record type T: a field
 * added to T fails to compile until it is listed, and a name that is not T's is refused.
 */
export const recordOf =
  <T>() =>
  <const F extends readonly (keyof T & string)[]>(
    fields: F & ([Missing<T, F>] extends [never] ? unknown : { missingFields: Missing<T, F> }),
  ): ((row: object) => T) =>
  (row) => {
    const source = row as Record<string, unknown>;
    const record: Record<string, unknown> = {};
    for (const key of fields) {
      const value = source[key];
      record[key] = value instanceof Date ? value.toISOString() : value;
    }
    return record as T;
  };
