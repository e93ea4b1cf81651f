/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection"): =, +, -, @,
 * tab and carriage return at the start.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes a text cell safe to open in a spreadsheet: one that starts like a formula gets a leading
 * apostrophe, so Excel, Numbers and LibreOffice show it as text instead of running it. Only text
 * the person typed goes through here; our own numbers (a negative net "-25.00") stay numbers.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
