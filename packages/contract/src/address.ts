/**
 * A positive whole number from a screen's address (ids, amounts, days), or undefined for anything
 * else. The app reads its addresses with it, and the server reads them the same way when it answers
 * a screen's first calls inside its HTML (docs/architecture.md#pages).
 */
export function positiveIntParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}
