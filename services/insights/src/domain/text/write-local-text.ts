import { formatAudCents, formatReturnRate, GAMBLING_HELPLINE } from '@tally/contracts';
import type { InsightMarkers } from '../markers/markers';
import { THRESHOLDS as T } from '../markers/thresholds';

/** "$1,234.50" without a sign: the words around it say gain or loss. */
const formatAud = (cents: number) => formatAudCents(Math.abs(cents));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const listOf = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/**
 * The local engine's text: plain, kind and specific, one paragraph per finding with the figures
 * behind it, then the step of the help ladder the markers call for. Paragraphs are separated by a
 * blank line, as the page shows them.
 */
export function writeLocalText(m: InsightMarkers): string {
  if (m.totals.activities === 0 && m.totals.sessions === 0) {
    return [
      `There is nothing logged for ${m.periodLabel} yet, so there is nothing to analyse.`,
      'Log your bets, tickets and pokies or table sessions as they happen, and come back here: the more complete your records, the more useful the analysis.',
      ...helpLadder(m),
    ].join('\n\n');
  }
  return [summary(m), ...findings(m), ...helpLadder(m)].join('\n\n');
}

function summary(m: InsightMarkers): string {
  const { spentCents, wonCents, netCents, returnRatePct, pending } = m.totals;
  const outcome = netCents < 0 ? `a net loss of ${formatAud(netCents)}` : netCents > 0 ? `a net gain of ${formatAud(netCents)}` : 'breaking even';
  let text = `Across ${m.periodLabel} you spent ${formatAud(spentCents)} and got back ${formatAud(wonCents)}: ${outcome}`;
  text += returnRatePct === null ? '.' : `, a return rate of ${formatReturnRate(returnRatePct)} on what you spent.`;
  if (pending > 0) text += ` ${plural(pending, 'bet or ticket is', 'bets or tickets are')} still pending, so these figures will change.`;
  if (m.previous && m.previousLabel) {
    const diff = spentCents - m.previous.spentCents;
    if (m.previous.spentCents === 0 && spentCents > 0) text += ` You spent nothing over the same stretch of ${m.previousLabel}.`;
    else if (diff > 0) text += ` That is ${formatAud(diff)} more than over the same stretch of ${m.previousLabel} (${formatAud(m.previous.spentCents)}).`;
    else if (diff < 0) text += ` That is ${formatAud(diff)} less than over the same stretch of ${m.previousLabel} (${formatAud(m.previous.spentCents)}): well done.`;
    else text += ` That is the same as over the same stretch of ${m.previousLabel}.`;
  }
  if (netCents < 0) text += ' Over time gambling costs money; it is best treated as the price of entertainment, never as a way to make money.';
  return text;
}

function findings(m: InsightMarkers): string[] {
  const out: string[] = [];
  if (m.chasing.fires) {
    out.push(
      `Chasing losses: ${plural(m.chasing.episodes, 'time')} you placed a bigger stake within an hour of a loss (the largest was ${formatAud(m.chasing.largestChaseCents)}). Trying to win back a loss usually makes it bigger. When a bet loses, try stopping for the day instead.`,
    );
  }
  if (m.escalation.fires) {
    out.push(
      `Rising stakes: your average stake went from ${formatAud(m.escalation.earlierAvgCents)} in the first half of your ${plural(m.escalation.stakes, 'stake')} to ${formatAud(m.escalation.laterAvgCents)} in the second half. Deciding a fixed stake before you start keeps this in check.`,
    );
  }
  if (m.variability.fires) {
    out.push(
      `Uneven stakes: your largest stake was ${formatAud(m.variability.largestCents)}, against a usual (median) stake of ${formatAud(m.variability.medianCents)}. One-off big bets are where losses grow fastest.`,
    );
  }
  if (m.repeatedDeposits.fires) {
    out.push(
      `Topping up: in ${plural(m.repeatedDeposits.sessions, 'session')} you added money ${T.depositsPerSession} or more times (at most ${m.repeatedDeposits.mostDeposits} times in one). Take only the cash you set aside and leave cards at home, so a session ends when that money is gone.`,
    );
  }
  if (m.sessionLengths.fires) {
    const { over60, over120, longestMinutes } = m.sessionLengths;
    let text = `Long sessions: ${plural(over60, 'session')} lasted an hour or more`;
    if (over120 > 0) text += `, ${over120} of them two hours or more`;
    text += ` (the longest ${plural(longestMinutes, 'minute')}). Time slips away on pokies and tables; a break at 45 minutes, with a timer on your phone, helps you decide with a clear head whether to go on.`;
    out.push(text);
  }
  if (m.lateNight.fires) {
    out.push(
      `Late nights: you played after midnight on ${plural(m.lateNight.nights, 'night')} (${plural(m.lateNight.plays, 'bet or deposit', 'bets or deposits')} between midnight and 6am). Tired decisions cost more; setting a cut-off time, such as 10pm, is a simple rule to keep.`,
    );
  }
  if (m.limitBreaches.fires) {
    const parts = [
      m.limitBreaches.daily ? plural(m.limitBreaches.daily, 'day') : '',
      m.limitBreaches.weekly ? plural(m.limitBreaches.weekly, 'week') : '',
      m.limitBreaches.monthly ? plural(m.limitBreaches.monthly, 'month') : '',
    ].filter(Boolean);
    out.push(
      `Limits: your spending went past the limit you set on ${listOf(parts)}. A limit works best when you stop as soon as you reach it; if it keeps being passed, lowering it or taking a break is worth considering.`,
    );
  }
  if (m.bettingDays.fires) {
    out.push(
      `How often: you gambled on ${plural(m.bettingDays.busiestMonthDays, 'day')} in your busiest month. Australia's Lower-Risk Gambling Guidelines suggest gambling on no more than ${T.daysPerMonth} days a month.`,
    );
  } else if (m.bettingDays.total > 0) {
    out.push(`How often: you gambled on ${plural(m.bettingDays.total, 'day')}, within the Lower-Risk Gambling Guidelines of no more than ${T.daysPerMonth} days a month.`);
  }
  if (m.products.fires) {
    out.push(
      `Types of gambling: you used ${m.products.names.length} types (${listOf(m.products.names)}). The guidelines suggest no more than ${T.productTypes}; the more types, the higher the risk of harm.`,
    );
  }
  if (m.bankCheck.months > 0) {
    out.push(
      m.bankCheck.used === 'bank'
        ? `Bank check: in ${plural(m.bankCheck.monthsFromBank, 'month')} your bank statement shows more went to gambling than you logged (${formatAud(m.bankCheck.bankedCents)} against ${formatAud(m.bankCheck.loggedCents)} over the months you checked), so the monthly limit and income checks here use your bank's figures.`
        : `Bank check: what you logged covers what your bank statement shows, so these checks use your log.`,
    );
  }
  if (m.income.given && m.income.monthlyGuideCents !== null) {
    const from = m.income.source === 'bank' ? ' (from your bank statement)' : '';
    out.push(
      m.income.fires
        ? `Income: in your biggest month you spent ${formatAud(m.income.worstMonthSpentCents)}${from}, more than 1% of the income you gave (${formatAud(m.income.monthlyGuideCents)} a month), which is the guidelines' upper mark.`
        : `Income: your biggest month's spend of ${formatAud(m.income.worstMonthSpentCents)}${from} stayed within 1% of the income you gave (${formatAud(m.income.monthlyGuideCents)} a month).`,
    );
  }
  if (m.risk.fired === 0) {
    out.push('No warning signs stand out in these records: no chasing of losses, no rising stakes, no long or late sessions. Keep setting your budget before you start.');
  }
  return out;
}

/** The escalation ladder: a limit first, then a break, then blocking and counselling. */
function helpLadder(m: InsightMarkers): string[] {
  const helpline = `Gambling Help Online is free and confidential, day and night: call ${GAMBLING_HELPLINE.phone} or chat at gamblinghelponline.org.au.`;
  switch (m.risk.level) {
    case 'none':
      return [`If gambling ever stops feeling like fun, help is there. ${helpline}`];
    case 'low':
      return [
        `A next step: set a daily, weekly or monthly spending limit in Notification Settings, or lower the one you have, so you get an alert before spending more than you planned. ${helpline}`,
      ];
    case 'moderate':
      return [
        `Several signs point the same way, so it is worth acting now: lower your spending limits, and take a break from gambling for a week or two to see how it feels.`,
        `If a break is hard to keep, that is useful to know. ${helpline}`,
      ];
    case 'high':
      return [
        `These records show several signs of harm together. You do not have to sort this out alone. Lower your limits today and take a break from gambling.`,
        `To make a break stick, BetStop (betstop.gov.au) blocks you from every licensed online and phone betting service in Australia, and blocking software such as Gamban stops gambling sites on your devices.`,
        `Talking to someone helps: ${helpline} If you are in crisis, call Lifeline on 13 11 14.`,
      ];
  }
}
