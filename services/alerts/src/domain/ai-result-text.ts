import { AI_AUTO_COMPLETE_MIN_CONFIDENCE, formatAud as aud, type ResultCheckedEvent } from '@tally/contracts';

/** "your Trifecta at Flemington R4", "your Saturday Lotto ticket", "your $12.50 bet". */
function whatWasChecked(check: ResultCheckedEvent): string {
  if (check.racetrack) {
    const race = check.raceNumber ? `${check.racetrack} R${check.raceNumber}` : check.racetrack;
    return check.betType ? `your ${check.betType} at ${race}` : `your bet at ${race}`;
  }
  if (check.type === 'lottery') return check.subtype ? `your ${check.subtype} ticket` : 'your lottery ticket';
  return check.subtype ? `your ${aud(check.stake)} ${check.subtype} bet` : `your ${aud(check.stake)} bet`;
}

/** The notification for an AI result check: a suggestion the person confirms or adjusts, never a verdict. */
export function aiResultNotificationText(check: ResultCheckedEvent, autoCompleteLosses: boolean) {
  const what = whatWasChecked(check);
  const sure = `${Math.round(check.confidence * 100)}% confidence`;
  if (check.status === 'win') {
    const amount = check.winAmount ? ` ${aud(check.winAmount)}` : '';
    return {
      type: 'ai_result_check',
      title: 'Possible win on your ticket',
      message: `The result check suggests ${what} won${amount} (${sure}). Open it to confirm the amount or adjust it.`,
    };
  }
  if (check.status === 'loss') {
    const completed = autoCompleteLosses && check.confidence >= AI_AUTO_COMPLETE_MIN_CONFIDENCE;
    return {
      type: 'ai_result_check',
      title: 'Likely a loss on your ticket',
      message: completed
        ? `The result check found ${what} did not win (${sure}), so it was marked as a loss of ${aud(check.stake)}. You can still change it.`
        : `The result check suggests ${what} did not win (${sure}). Open it to confirm or adjust.`,
    };
  }
  return {
    type: 'ai_result_undetermined',
    title: 'Please update your ticket',
    message: `We couldn't confirm the result of ${what}. Please update it yourself when you know how it went.`,
  };
}
