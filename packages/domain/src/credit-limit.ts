/**
 * What a borrower may borrow of a product (docs/product.md#credit-limit): within the product's
 * range, within what is left of the borrower's limit once their open loans are counted, in the
 * product's steps. All amounts in minor units.
 */
export type AmountChoice =
  | { ok: true; min: number; max: number; step: number; limit: number; available: number }
  | { ok: false; min: number; limit: number; available: number };

export function amountChoice(input: {
  productMin: number;
  productMax: number;
  step: number;
  limit: number;
  /** Principal still owed, or applied for, on the borrower's open loans. */
  outstanding: number;
}): AmountChoice {
  const { productMin, productMax, limit } = input;
  const step = Math.max(1, input.step);
  const available = Math.max(0, limit - input.outstanding);
  const max = Math.floor(Math.min(productMax, available) / step) * step;
  const min = Math.ceil(productMin / step) * step;
  if (max < min) return { ok: false, min, limit, available };
  return { ok: true, min, max, step, limit, available };
}

/** Whether an amount is one the borrower may choose. */
export function isChoosable(amount: number, choice: AmountChoice): boolean {
  return (
    choice.ok &&
    Number.isSafeInteger(amount) &&
    amount >= choice.min &&
    amount <= choice.max &&
    amount % choice.step === 0
  );
}

/** The amounts on offer, as a screen gets them: from `min` to `max` in `step`s. */
export type ChoosableRange = Pick<
  Extract<AmountChoice, { ok: true }>,
  'min' | 'max' | 'step' | 'limit' | 'available'
>;

/** Any amount (a slider's value, an address's) brought to the nearest choosable one. */
export function clampAmount(amount: number, range: ChoosableRange): number {
  const onStep = range.min + Math.round((amount - range.min) / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, onStep));
}

/** The chosen amount moved by `steps` steps, kept choosable. */
export function stepAmount(amount: number, steps: number, range: ChoosableRange): number {
  return clampAmount(amount + steps * range.step, range);
}

/**
 * What sets the most on offer, for the line under "Your limit": the product's own maximum, the
 * limit, or the limit less what open loans already hold.
 */
export function maxReason(range: ChoosableRange): 'product' | 'limit' | 'inUse' {
  const byLimit = Math.floor(range.available / range.step) * range.step;
  if (range.max < byLimit) return 'product';
  return range.available < range.limit ? 'inUse' : 'limit';
}
