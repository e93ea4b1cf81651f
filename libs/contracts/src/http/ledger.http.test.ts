import { CreateActivityRequest, CreateSessionRequest, ListActivitiesQuery, UpdateActivityRequest, UpdateDepositRequest, UpdateSessionRequest } from './ledger.http';
import { encodePageCursor } from './page-cursor';

describe('POST /api/activities request', () => {
  it('should read a wager as the wagering variant with its racing fields', () => {
    const parsed = CreateActivityRequest.parse({
      type: 'wagering',
      subtype: 'Racing',
      amount: '10',
      details: 'Randwick R5 #7 Win',
      isCompleted: false,
      racetrack: 'Randwick',
      raceDate: '2025-03-01',
      raceTime: '14:35',
      raceNumber: 5,
      betType: 'Win',
      horseNumber: 7,
      racingSubtype: 'Horses',
    });
    expect(parsed.type).toBe('wagering');
    if (parsed.type !== 'wagering') throw new Error('wrong variant');
    expect(parsed).toMatchObject({ amount: '10.00', racetrack: 'Randwick', raceNumber: 5, horseNumber: 7, racingSubtype: 'Horses' });
  });

  it('should read a lottery ticket as the lottery variant and drop racing fields', () => {
    const parsed = CreateActivityRequest.parse({
      type: 'lottery',
      subtype: 'Powerball',
      amount: 12.5,
      description: 'Thursday draw',
      isCompleted: false,
      racetrack: 'not for lottery',
    });
    expect(parsed.type).toBe('lottery');
    expect(parsed).toMatchObject({ amount: '12.50', description: 'Thursday draw' });
    expect(parsed).not.toHaveProperty('racetrack');
  });

  it('should judge the same field by the rules of the variant named by type', () => {
    // A missing amount is "Bet amount is required" for a wager and a ticket-cost message for a lottery game.
    expect(CreateActivityRequest.safeParse({ type: 'wagering', subtype: 'Racing' }).error?.issues[0].message).toBe('Bet amount is required');
    expect(CreateActivityRequest.safeParse({ type: 'lottery', subtype: 'Racing' }).error?.issues[0].message).toBe('Ticket cost is required for lottery games');
  });

  it('should refuse other activity types', () => {
    for (const type of ['slot', 'table', undefined]) {
      const result = CreateActivityRequest.safeParse({ type, subtype: 'x', amount: 5 });
      expect(result.success).toBe(false);
    }
  });

  it('should keep a completed instant ticket with its win amount', () => {
    const parsed = CreateActivityRequest.parse({ type: 'lottery', subtype: 'Scratchie $10', isCompleted: true, isWin: true, wonAmount: '50' });
    expect(parsed).toMatchObject({ amount: '10.00', isCompleted: true, isWin: true, wonAmount: '50.00' });
  });

  it('should refuse a ticket image that is not an image data URL', () => {
    const result = CreateActivityRequest.safeParse({ type: 'wagering', subtype: 'Racing', amount: 5, ticketImage: 'http://x/y.png' });
    expect(result.error?.issues[0].message).toBe('Ticket image must be an image data URL');
  });
});

describe('other ledger requests', () => {
  it('should read a result update and refuse unknown fields', () => {
    expect(UpdateActivityRequest.parse({ isCompleted: true, isWin: true, winAmount: 30 })).toEqual({ isCompleted: true, isWin: true, winAmount: '30.00' });
    expect(UpdateActivityRequest.parse({ isCompleted: true, isWin: false, winAmount: null })).toEqual({ isCompleted: true, isWin: false, winAmount: null });
    expect(UpdateActivityRequest.safeParse({ isCompleted: true, amount: 1 }).success).toBe(false);
  });

  it('should read a correction of what was logged, and refuse mixing it with a result or changing nothing', () => {
    expect(UpdateActivityRequest.parse({ amount: '5', details: 'Meant $5' })).toEqual({ amount: '5.00', details: 'Meant $5' });
    expect(UpdateActivityRequest.parse({ subtype: 'Sports Betting' })).toEqual({ subtype: 'Sports Betting' });
    expect(UpdateActivityRequest.safeParse({}).error?.issues[0].message).toBe('Nothing to change');
    expect(UpdateActivityRequest.safeParse({ amount: 0 }).error?.issues[0].message).toBe('Must be a valid amount');
    expect(UpdateActivityRequest.safeParse({ amount: 5, isCompleted: true, isWin: false }).error?.issues[0].message).toBe(
      'Record a result or correct the entry, not both at once',
    );
  });

  it('should read session and deposit corrections', () => {
    expect(UpdateSessionRequest.parse({ venue: 'The Star' })).toEqual({ venue: 'The Star' });
    expect(UpdateSessionRequest.parse({ finalAmount: 0 })).toEqual({ finalAmount: '0.00' });
    expect(UpdateSessionRequest.safeParse({}).error?.issues[0].message).toBe('Nothing to change');
    expect(UpdateDepositRequest.parse({ amount: '20' })).toEqual({ amount: '20.00' });
    expect(UpdateDepositRequest.safeParse({ amount: 0 }).success).toBe(false);
    expect(UpdateDepositRequest.safeParse({ amount: 5, sessionId: 'x' }).success).toBe(false);
  });

  it('should start a session with an optional venue', () => {
    expect(CreateSessionRequest.parse({ type: 'slot', venue: '' })).toEqual({ type: 'slot', venue: null, isActive: true });
    expect(CreateSessionRequest.parse({ type: 'table', venue: ' Crown ', isActive: true })).toEqual({ type: 'table', venue: 'Crown', isActive: true });
    expect(CreateSessionRequest.safeParse({ type: 'wagering' }).success).toBe(false);
  });
});

describe('page cursors', () => {
  it('should read back the cursor the server wrote, with or without the pending flag', () => {
    const at = new Date('2026-03-01T02:03:04.567Z');
    const id = '6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70';
    expect(ListActivitiesQuery.parse({ cursor: encodePageCursor({ at, id, pending: true }) }).cursor).toEqual({ at, id, pending: true });
    expect(ListActivitiesQuery.parse({ cursor: encodePageCursor({ at, id }) }).cursor).toEqual({ at, id });
  });

  it('should refuse a cursor it did not write', () => {
    for (const cursor of ['', 'abc', '1_2_3', `${'9'.repeat(16)}_6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70`]) {
      expect(ListActivitiesQuery.safeParse({ cursor }).error?.issues[0].message).toBe('The page cursor is not valid');
    }
  });

  it('should refuse a result update that does not complete the activity or name the outcome', () => {
    expect(UpdateActivityRequest.safeParse({ isCompleted: false, isWin: true }).error?.issues[0].message).toBe('isCompleted must be true: a result completes the activity');
    expect(UpdateActivityRequest.safeParse({ isCompleted: true }).error?.issues[0].message).toBe('Choose win or loss');
  });
});
