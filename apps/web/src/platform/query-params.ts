/** A positive whole number from the address, or undefined for anything else (ids, amounts, days). */
export function positiveIntParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}
