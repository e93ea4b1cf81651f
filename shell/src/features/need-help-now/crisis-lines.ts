import { HELPLINES, type Helpline } from '@tally/contracts';

const byId = (id: string): Helpline | undefined => HELPLINES.find((line) => line.id === id);

const gamblingHelpOnline = byId('gambling-help-online');

/**
 * What "Need help now" lists after 000: the crisis lines (flagged crisis in the reference), then
 * Gambling Help by phone and Gambling Help Online by chat (its phone is the same helpline, so not repeated). Lines come from @tally/contracts, never from the support
 * remote, so the dialog works when that remote does not load.
 */
export const NEED_HELP_NOW_LINES: readonly Helpline[] = [
  ...HELPLINES.filter((line) => line.crisis),
  ...[byId('national-gambling-helpline'), gamblingHelpOnline && { ...gamblingHelpOnline, phone: null }].filter((line) => line !== undefined),
];
