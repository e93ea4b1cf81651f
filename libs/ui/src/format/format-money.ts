/** How many decimals to show: 'auto' shows cents only when there are some ("$25", "$25.50"). */
export type MoneyDecimals = 0 | 2 | 'auto';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(digits: number): Intl.NumberFormat {
  const key = String(digits);
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Formats an amount as Australian dollars ("$25", "$1,234.50"). Accepts the API's decimal strings
 * or numbers; anything that is not a number shows as "$0".
 * @param value a decimal string ("25.00") or a number
 * @param decimals 0, 2 or 'auto' (default)
 */
export function formatMoney(value: string | number | null | undefined, decimals: MoneyDecimals = 'auto'): string {
  const amount = Number(value ?? 0);
  const safe = Number.isFinite(amount) ? amount : 0;
  const digits = decimals === 'auto' ? (Number.isInteger(Math.round(safe * 100) / 100) ? 0 : 2) : decimals;
  return formatter(digits).format(safe === 0 ? 0 : safe);
}

/** Like formatMoney, with an explicit "+" for gains ("+$25", "-$10", "$0"). */
export function formatSignedMoney(value: string | number | null | undefined, decimals: MoneyDecimals = 'auto'): string {
  const amount = Number(value ?? 0);
  const text = formatMoney(amount, decimals);
  return amount > 0 ? `+${text}` : text;
}
