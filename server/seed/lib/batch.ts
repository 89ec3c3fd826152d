/** Splits rows into batches for multi-row INSERTs (well under PostgreSQL's 65,535 parameters). */
export function batches<T>(rows: readonly T[], size = 300): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
