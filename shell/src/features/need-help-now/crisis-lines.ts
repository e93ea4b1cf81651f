import { HELPLINES, type Helpline } from '@tally/contracts';

const byId = (id: string): Helpline | undefined => HELPLINES.find((line) => line.id === id);

const gamblingHelpOnline = byId('gambling-help-online');

/**
 * What "Need help now" lists first: Gambling Help by phone, then Gambling Help Online by chat (its
 * phone is the same helpline, so not repeated). Someone pressing it in a gambling app most often
 * needs them.
 */
export const GAMBLING_HELP_LINES: readonly Helpline[] = [byId('national-gambling-helpline'), gamblingHelpOnline && { ...gamblingHelpOnline, phone: null }].filter(
  (line) => line !== undefined,
);

/**
 * What it lists after 000: the crisis lines (flagged crisis in the reference). Lines come from
 * @tally/contracts, never from the support remote, so the dialog works when that remote does not load.
 */
export const CRISIS_LINES: readonly Helpline[] = HELPLINES.filter((line) => line.crisis);
