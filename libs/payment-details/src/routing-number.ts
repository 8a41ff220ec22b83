const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

/** A US ABA routing number: nine digits whose 3-7-1 weighted sum is a multiple of ten. */
export function isAbaRoutingNumber(text: string): boolean {
  if (!/^[0-9]{9}$/.test(text)) return false;
  const sum = [...text].reduce((total, digit, index) => total + Number(digit) * (ABA_WEIGHTS[index] ?? 0), 0);
  return sum % 10 === 0;
}
