import { CURRENCY } from '@tally/contracts';

const aud = new Intl.NumberFormat(CURRENCY.locale, { style: 'currency', currency: CURRENCY.code });

/** "$1,234.50": alerts show money as Australian dollars with cents. */
export const formatAud = (value: string): string => aud.format(Number(value));
