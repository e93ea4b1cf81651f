import type { Activity, Session } from '@tally/contracts';

/** An activity with every field empty but what a test sets. */
export function activity(fields: Partial<Activity> & Pick<Activity, 'id' | 'type' | 'subtype' | 'amount' | 'createdAt'>): Activity {
  return {
    details: null,
    description: null,
    isCompleted: false,
    isWin: null,
    winAmount: null,
    wonAmount: null,
    ticketImage: null,
    hasTicketImage: false,
    ticketImageUrl: null,
    racetrack: null,
    raceDate: null,
    raceTime: null,
    raceNumber: null,
    betType: null,
    horseNumber: null,
    horseSelections: null,
    isBoxed: null,
    racingSubtype: null,
    aiResultChecked: false,
    aiResultStatus: null,
    aiResultConfidence: null,
    aiResultWinAmount: null,
    aiResultDetails: null,
    ...fields,
  };
}

/** A session with no venue, ended unless a test says otherwise. */
export function session(fields: Partial<Session> & Pick<Session, 'id' | 'type' | 'startedAt' | 'totalDeposited'>): Session {
  return {
    venue: null,
    isActive: false,
    endedAt: fields.startedAt,
    createdAt: fields.startedAt,
    totalDeposits: fields.totalDeposited,
    finalAmount: '0.00',
    depositsCount: 1,
    ...fields,
  };
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The golden export's records: each net rule, the Sydney daylight-saving mornings, and text that
 * needs quoting (commas, quotes, a line break) or neutralising (=, +, -, @, tab, carriage return).
 */
export const goldenActivities: Activity[] = [
  activity({
    id: id(1),
    type: 'wagering',
    subtype: 'Racing',
    amount: '25.00',
    createdAt: '2026-04-04T15:30:00.000Z',
    details: 'Randwick R5 #3 Win',
    racetrack: 'Randwick',
    isCompleted: true,
    isWin: true,
    winAmount: '80.50',
  }),
  activity({
    id: id(2),
    type: 'wagering',
    subtype: 'Sports Betting',
    amount: '10.00',
    createdAt: '2026-10-03T16:15:00.000Z',
    details: 'Swans, Giants "head to head"',
    isCompleted: true,
    isWin: false,
  }),
  activity({ id: id(3), type: 'lottery', subtype: 'Saturday Lotto', amount: '7.35', createdAt: '2026-11-20T22:00:00.000Z', description: 'Two lines\nsystem 7' }),
  activity({
    id: id(4),
    type: 'lottery',
    subtype: '$5',
    amount: '5.00',
    createdAt: '2026-11-21T01:00:00.000Z',
    details: '=HYPERLINK("http://evil.example","click")',
    isCompleted: true,
    isWin: true,
    winAmount: null,
    wonAmount: '20.00',
    aiResultChecked: true,
    aiResultStatus: 'win',
  }),
  activity({
    id: id(5),
    type: 'wagering',
    subtype: 'Sports Betting',
    amount: '2.00',
    createdAt: '2026-11-21T02:00:00.000Z',
    details: '+61 400 000 000',
    isCompleted: true,
    isWin: true,
    winAmount: '0.00',
  }),
  activity({ id: id(6), type: 'wagering', subtype: 'Sports Betting', amount: '3.00', createdAt: '2026-11-21T03:00:00.000Z', details: '-2+3' }),
  activity({ id: id(7), type: 'wagering', subtype: 'Sports Betting', amount: '4.00', createdAt: '2026-11-21T04:00:00.000Z', details: '@SUM(A1:A2)' }),
  activity({ id: id(8), type: 'wagering', subtype: 'Sports Betting', amount: '5.00', createdAt: '2026-11-21T05:00:00.000Z', details: '\t=1+1' }),
  activity({ id: id(9), type: 'wagering', subtype: 'Sports Betting', amount: '6.00', createdAt: '2026-11-21T06:00:00.000Z', details: '\r=1+1' }),
];

export const goldenSessions: Session[] = [
  session({ id: id(10), type: 'slot', startedAt: '2026-11-22T08:00:00.000Z', totalDeposited: '150.00', finalAmount: '95.25', venue: 'The Star, Sydney' }),
  session({ id: id(11), type: 'table', startedAt: '2026-11-23T09:00:00.000Z', totalDeposited: '200.00', finalAmount: '260.00', venue: null }),
  session({ id: id(12), type: 'slot', startedAt: '2026-11-24T10:00:00.000Z', totalDeposited: '40.00', finalAmount: null, isActive: true, endedAt: null, venue: 'Club' }),
];
