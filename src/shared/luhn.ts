/** The Luhn (mod 10) check of a string of digits, as Swedish identity and organisation numbers use it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return digits.length > 0 && sum % 10 === 0;
}
