/** ИНН checksum (ФНС): each check digit is (Σ digit·weight mod 11) mod 10. */
const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12A = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12B = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0);
  return (sum % 11) % 10;
}

/** 10 digits for organisations, 12 for individual entrepreneurs and persons. */
export function isValidInn(inn: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(inn)) return false;
  const d = Array.from(inn, Number);
  if (d.length === 10) return checkDigit(d, W10) === d[9];
  return checkDigit(d, W12A) === d[10] && checkDigit(d, W12B) === d[11];
}
