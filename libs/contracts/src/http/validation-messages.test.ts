import type { ZodType } from 'zod';
import { ChangePasswordRequest, PatchProfileRequest, RegisterRequest } from './identity.http';
import { AddDepositRequest, CreateActivityRequest, EndSessionRequest, ListSessionsQuery, StatsQuery } from './ledger.http';
import { PatchSettingsRequest } from './alerts.http';
import { InterpretTicketRequest } from './scanner.http';
import { GenerateInsightsRequest, InsightHistoryParams } from './insights.http';

/** The messages zod reports for an input, with their paths. */
function messages(schema: ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => issue.message);
}

const wager = { type: 'wagering', subtype: 'Racing', amount: 10 };
const lottery = { type: 'lottery', subtype: 'Saturday Lotto', amount: 7.5 };

describe('validation messages of spec section 5', () => {
  it('should require a final amount when ending a session', () => {
    expect(messages(EndSessionRequest, {})).toEqual(['Final amount is required']);
    expect(messages(EndSessionRequest, { finalAmount: '' })).toEqual(['Final amount is required']);
  });

  it('should refuse a negative or non-numeric final amount but accept zero', () => {
    expect(messages(EndSessionRequest, { finalAmount: -1 })).toEqual(['Must be a valid amount']);
    expect(messages(EndSessionRequest, { finalAmount: 'ten' })).toEqual(['Numbers only, e.g. 12.50']);
    expect(EndSessionRequest.parse({ finalAmount: 0 })).toEqual({ finalAmount: '0.00' });
  });

  it('should require a deposit amount above zero', () => {
    expect(messages(AddDepositRequest, {})).toEqual(['Amount is required']);
    expect(messages(AddDepositRequest, { amount: 0 })).toEqual(['Must be a valid amount']);
    expect(messages(AddDepositRequest, { amount: 'abc' })).toEqual(['Numbers only, e.g. 12.50']);
    expect(AddDepositRequest.parse({ amount: '$1,000' })).toEqual({ amount: '1000.00' });
    expect(AddDepositRequest.parse({ amount: 20 })).toEqual({ amount: '20.00' });
  });

  it('should require the wagering event type', () => {
    expect(messages(CreateActivityRequest, { ...wager, subtype: '' })).toEqual(['Event type is required']);
    expect(messages(CreateActivityRequest, { type: 'wagering', amount: 10 })).toEqual(['Event type is required']);
  });

  it('should require the bet amount', () => {
    expect(messages(CreateActivityRequest, { type: 'wagering', subtype: 'Racing' })).toEqual(['Bet amount is required']);
    expect(messages(CreateActivityRequest, { ...wager, amount: '' })).toEqual(['Bet amount is required']);
    expect(messages(CreateActivityRequest, { ...wager, amount: 0 })).toEqual(['Must be a valid amount']);
  });

  it('should check race time, race number and horse number', () => {
    expect(messages(CreateActivityRequest, { ...wager, raceTime: '25:00' })).toEqual(['Race time must be in HH:MM format']);
    expect(messages(CreateActivityRequest, { ...wager, raceTime: '9:30' })).toEqual(['Race time must be in HH:MM format']);
    expect(messages(CreateActivityRequest, { ...wager, raceNumber: 21 })).toEqual(['Race number must be between 1-20']);
    expect(messages(CreateActivityRequest, { ...wager, raceNumber: 0 })).toEqual(['Race number must be between 1-20']);
    expect(messages(CreateActivityRequest, { ...wager, horseNumber: 100 })).toEqual(['Horse number must be between 1-99']);
    expect(messages(CreateActivityRequest, { ...wager, horseNumber: 'x' })).toEqual(['Horse number must be between 1-99']);
    const ok = CreateActivityRequest.parse({ ...wager, raceTime: '13:05', raceNumber: 20, horseNumber: 99 });
    expect(ok).toMatchObject({ raceTime: '13:05', raceNumber: 20, horseNumber: 99 });
    expect(CreateActivityRequest.parse({ ...wager, raceTime: '' })).toMatchObject({ raceTime: null });
  });

  it('should require the lottery type', () => {
    expect(messages(CreateActivityRequest, { ...lottery, subtype: ' ' })).toEqual(['Lottery type is required']);
  });

  it('should require a ticket cost above zero for lottery games but not for scratchies', () => {
    expect(messages(CreateActivityRequest, { type: 'lottery', subtype: 'Saturday Lotto' })).toEqual(['Ticket cost is required for lottery games']);
    expect(messages(CreateActivityRequest, { ...lottery, amount: 0 })).toEqual(['Ticket cost is required for lottery games']);
    expect(CreateActivityRequest.parse({ type: 'lottery', subtype: 'Scratchie 50c' })).toMatchObject({ amount: '0.50' });
    expect(CreateActivityRequest.parse({ type: 'lottery', subtype: 'Scratchie $20', amount: '' })).toMatchObject({ amount: '20.00' });
  });

  it('should refuse a negative lottery win amount', () => {
    expect(messages(CreateActivityRequest, { ...lottery, wonAmount: -5 })).toEqual(['Must be a valid amount']);
    expect(CreateActivityRequest.parse({ ...lottery, isCompleted: true, isWin: true, wonAmount: 0 })).toMatchObject({ wonAmount: '0.00' });
  });

  it('should refuse a spend limit that is not a number, and clear one that is empty', () => {
    expect(messages(PatchSettingsRequest, { dailySpendLimit: 'abc' })).toEqual(['Must be a valid number']);
    expect(messages(PatchSettingsRequest, { weeklySpendLimit: -5 })).toEqual(['Must be a valid number']);
    expect(messages(PatchSettingsRequest, { monthlySpendLimit: true })).toEqual(['Must be a valid number']);
    expect(PatchSettingsRequest.parse({ dailySpendLimit: '', weeklySpendLimit: null, monthlySpendLimit: 100.5 })).toEqual({
      dailySpendLimit: null,
      weeklySpendLimit: null,
      monthlySpendLimit: '100.50',
    });
  });

  it('should refuse mismatching new passwords', () => {
    const input = { currentPassword: 'old-password', newPassword: 'new-password-1', confirmPassword: 'new-password-2' };
    expect(messages(ChangePasswordRequest, input)).toEqual(["New password and confirmation don't match."]);
  });

  it('should refuse new passwords shorter than 8 characters', () => {
    const input = { currentPassword: 'old-password', newPassword: 'short', confirmPassword: 'short' };
    expect(messages(ChangePasswordRequest, input)).toEqual(['Password must be at least 8 characters long.']);
  });

  it('should require all three password fields', () => {
    expect(messages(ChangePasswordRequest, {})).toEqual(expect.arrayContaining(['Current password is required', 'New password is required', 'Please confirm your new password']));
  });

  it('should refuse a changed email on the profile', () => {
    expect(messages(PatchProfileRequest, { firstName: 'Ann', email: 'x@example.com' })).toEqual(['Email cannot be changed']);
    expect(PatchProfileRequest.parse({ firstName: ' Ann ', timeZone: 'Australia/Perth' })).toEqual({ firstName: 'Ann', timeZone: 'Australia/Perth' });
    expect(messages(PatchProfileRequest, { timeZone: 'Mars/Olympus' })).toEqual(['Unknown time zone']);
  });

  it('should require the email and password at registration', () => {
    expect(messages(RegisterRequest, { username: 'a@b.co', password: 'x' })).toEqual(expect.arrayContaining(['Email is required']));
    expect(messages(RegisterRequest, { username: 'nope', email: 'nope', password: '' })).toEqual(
      expect.arrayContaining(['Please enter a valid email address', 'Password is required']),
    );
    expect(RegisterRequest.parse({ username: 'A@B.co', email: 'a@b.co ', password: 'secret' })).toMatchObject({ username: 'a@b.co', email: 'a@b.co' });
  });

  it('should say why a scanned text is refused', () => {
    expect(messages(InterpretTicketRequest, { text: ' a ' })).toEqual(['No readable text found. Try a clearer image with better lighting.']);
  });

  it('should accept only the four insight time frames, defaulting to all', () => {
    expect(GenerateInsightsRequest.parse({})).toEqual({ timeFrame: 'all' });
    for (const timeFrame of ['week', 'month', 'year', 'all']) expect(InsightHistoryParams.parse({ timeFrame })).toEqual({ timeFrame });
    expect(InsightHistoryParams.safeParse({ timeFrame: 'decade' }).success).toBe(false);
  });

  it('should take ISO timestamps for stats and sessions and refuse a reversed range', () => {
    expect(StatsQuery.parse({ startDate: '2025-03-01T00:00:00.000Z', endDate: '2025-03-01T23:59:59.999+11:00' })).toBeTruthy();
    expect(StatsQuery.parse({})).toEqual({});
    expect(messages(StatsQuery, { startDate: 'yesterday' })).toEqual(['Must be an ISO date-time']);
    expect(messages(ListSessionsQuery, { startDate: '2025-03-02T00:00:00Z', endDate: '2025-03-01T00:00:00Z' })).toEqual(['startDate must not be after endDate']);
    expect(ListSessionsQuery.parse({ limit: '3' })).toEqual({ limit: 3 });
  });
});
