// ISO/IEC 7812 allows up to 19 digits; anything longer is a paste accident.
const MAX_CARD_DIGITS = 19;
const MIN_CARD_DIGITS = 12;

export function cardDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
}

export function formatCardInput(raw: string): string {
  return cardDigits(raw).replace(/(\d{4})(?=\d)/g, '$1 ');
}

// Sum of the Luhn-doubled digits, counting positions from the right; `offset` is 1 when a check
// digit will be appended later, which shifts every payload digit one place left.
function luhnSum(digits: string, offset: 0 | 1): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if ((i + offset) % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  if (digits.length < MIN_CARD_DIGITS || digits.length > MAX_CARD_DIGITS) return false;
  return luhnSum(digits, 0) % 10 === 0;
}

export function luhnCheckDigit(payload: string): string {
  if (!/^\d*$/.test(payload)) throw new RangeError('Luhn payload must be digits only');
  return String((10 - (luhnSum(payload, 1) % 10)) % 10);
}

export function cardLast4(digits: string): string {
  return digits.replace(/\D/g, '').slice(-4);
}

// Takes the last four itself so that handing it a full card number still shows only four digits.
export function maskCard(last4: string): string {
  return `•••• ${cardLast4(last4)}`;
}
