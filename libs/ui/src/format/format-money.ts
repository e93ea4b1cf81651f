import { formatAud, type AudDecimals } from '@tally/contracts';

/** How many decimals to show: 'auto' shows cents only when there are some ("$25", "$25.50"). */
export type MoneyDecimals = AudDecimals;

/**
 * Formats an amount as Australian dollars ("$25", "$1,234.50") with the contracts' one formatter. Accepts the
 * API's decimal strings or numbers; anything that is not a number shows as "$0".
 * @param value a decimal string ("25.00") or a number
 * @param decimals 0, 2 or 'auto' (default)
 */
export function formatMoney(value: string | number | null | undefined, decimals: MoneyDecimals = 'auto'): string {
  return formatAud(value, { decimals });
}

/** Like formatMoney, with an explicit "+" for gains ("+$25", "-$10", "$0"). */
export function formatSignedMoney(value: string | number | null | undefined, decimals: MoneyDecimals = 'auto'): string {
  return formatAud(value, { decimals, signDisplay: 'exceptZero' });
}
