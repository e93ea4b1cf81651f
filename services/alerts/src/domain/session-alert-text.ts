import { formatDuration } from 'date-fns';
import { HELPLINE_LINE, formatAud, type SessionType } from '@tally/contracts';
import { isCheckInMark, LAST_SESSION_MARK } from './session-alert-marks';

const PLAY: Record<SessionType, string> = { slot: 'pokies', table: 'table' };
const PUT_IN: Record<SessionType, string> = { slot: 'deposited', table: 'bought in for' };

/** "45 minutes", "1 hour", "1 hour 30 minutes". */
export const sessionLength = (minutes: number): string => formatDuration({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });

/**
 * The words of a session's alert at a minute mark: how long and how much so far, plainly. The
 * check-ins (45 minutes, 1 and 2 hours) ask kindly how it is going and name free help; the last
 * one says the alerts stop.
 */
export function sessionAlertText(minutes: number, sessionType: SessionType, spent: string): { title: string; message: string } {
  const length = sessionLength(minutes);
  const soFar = `You've ${PUT_IN[sessionType]} ${formatAud(spent)} so far.`;
  const title = `${capitalise(length)} of ${PLAY[sessionType]}`;
  if (minutes >= LAST_SESSION_MARK) {
    return {
      title,
      message: `Your ${PLAY[sessionType]} session has been open for ${length}. ${soFar} If you've finished, end the session in Tally to keep your records right; this is the last alert for it. ${HELPLINE_LINE}`,
    };
  }
  if (minutes === 45) {
    return {
      title: 'A quick check-in',
      message: `You're ${length} into your ${PLAY[sessionType]} session. How are you going? ${soFar} A short break helps you decide with a clear head. ${HELPLINE_LINE}`,
    };
  }
  if (isCheckInMark(minutes)) {
    return {
      title,
      message: `Your ${PLAY[sessionType]} session has run ${length}. ${soFar} Long sessions make it easy to spend more than you planned: is now a good time to stop or take a break? ${HELPLINE_LINE}`,
    };
  }
  return { title, message: `Your ${PLAY[sessionType]} session has run ${length}. ${soFar}` };
}

/** Once per session, when it runs between midnight and 6am in the person's zone. */
export function lateNightText(sessionType: SessionType): { title: string; message: string } {
  return {
    title: "It's late",
    message: `Your ${PLAY[sessionType]} session is still going after midnight. Late at night it's harder to stop when you meant to. ${HELPLINE_LINE}`,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
