import type { ZodType } from 'zod';
import {
  ChangePasswordRequest,
  DeleteAccountRequest,
  LoginRequest,
  PatchProfileRequest,
  RegisterRequest,
  ResendVerificationRequest,
  VerifyEmailQuery,
  AvatarParams,
} from './identity.http';
import { CreateActivityRequest, CreateSessionRequest, ListActivitiesQuery, StatsQuery, TicketImageInput } from './ledger.http';
import { InterpretTicketImageRequest, InterpretTicketRequest } from './scanner.http';

const NUL_VALUES = ['\u0000\u0000\u0000', 'abc\u0000def', 'line\u0000'];
const LOOKS_LIKE_CODE = ['<b onmouseover=alert(1)>x</b>', "x'); DROP TABLE t; --", '{{7*7}}${7*7}'];
const LONG = 'x'.repeat(5000);

interface Field {
  name: string;
  schema: ZodType;
  valid: Record<string, unknown>;
  field: string;
  /** Free text: code-like text is kept as sent; others (emails, dates, enums) refuse it with their own message. */
  free: boolean;
  /** The message for 5,000 characters, or null when 5,000 characters are allowed. */
  tooLong: string | null;
  /** The message for a NUL. */
  nul: string;
}

const wager = { type: 'wagering', subtype: 'Racing', amount: 5 };
const lottery = { type: 'lottery', subtype: 'Powerball', amount: 5 };
const passwords = { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' };
const control = (label: string) => `${label} must not contain control characters`;
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Every free-text field a person can send to any service. */
const FIELDS: Field[] = [
  ...(['details', 'description'] as const).map((f) => ({
    name: `wager ${f}`,
    schema: CreateActivityRequest,
    valid: wager,
    field: f,
    free: true,
    tooLong: tooLong(f === 'details' ? 'Details' : 'Description', 500),
    nul: control(f === 'details' ? 'Details' : 'Description'),
  })),
  { name: 'wager racetrack', schema: CreateActivityRequest, valid: wager, field: 'racetrack', free: true, tooLong: tooLong('Racetrack', 100), nul: control('Racetrack') },
  { name: 'wager bet type', schema: CreateActivityRequest, valid: wager, field: 'betType', free: true, tooLong: tooLong('Bet type', 40), nul: control('Bet type') },
  {
    name: 'wager horse selections',
    schema: CreateActivityRequest,
    valid: wager,
    field: 'horseSelections',
    free: true,
    tooLong: tooLong('Horse selections', 200),
    nul: control('Horse selections'),
  },
  {
    name: 'wager event type',
    schema: CreateActivityRequest,
    valid: wager,
    field: 'subtype',
    free: false,
    tooLong: 'Event type must be Racing or Sports Betting',
    nul: 'Event type must be Racing or Sports Betting',
  },
  {
    name: 'wager race date',
    schema: CreateActivityRequest,
    valid: wager,
    field: 'raceDate',
    free: false,
    tooLong: 'Race date must be YYYY-MM-DD',
    nul: 'Race date must be YYYY-MM-DD',
  },
  {
    name: 'wager race time',
    schema: CreateActivityRequest,
    valid: wager,
    field: 'raceTime',
    free: false,
    tooLong: 'Race time must be in HH:MM format',
    nul: 'Race time must be in HH:MM format',
  },
  { name: 'lottery type', schema: CreateActivityRequest, valid: lottery, field: 'subtype', free: true, tooLong: tooLong('Lottery type', 60), nul: control('Lottery type') },
  {
    name: 'lottery description',
    schema: CreateActivityRequest,
    valid: lottery,
    field: 'description',
    free: true,
    tooLong: tooLong('Description', 500),
    nul: control('Description'),
  },
  {
    name: 'ticket image',
    schema: CreateActivityRequest,
    valid: wager,
    field: 'ticketImage',
    free: false,
    tooLong: 'Ticket image must be an image data URL',
    nul: 'Ticket image must be an image data URL',
  },
  { name: 'session venue', schema: CreateSessionRequest, valid: { type: 'slot' }, field: 'venue', free: true, tooLong: tooLong('Venue', 100), nul: control('Venue') },
  {
    name: 'activities cursor',
    schema: ListActivitiesQuery,
    valid: {},
    field: 'cursor',
    free: false,
    tooLong: 'The page cursor is not valid',
    nul: 'The page cursor is not valid',
  },
  { name: 'stats start date', schema: StatsQuery, valid: {}, field: 'startDate', free: false, tooLong: 'Must be an ISO date-time', nul: 'Must be an ISO date-time' },
  {
    name: 'register first name',
    schema: RegisterRequest,
    valid: { username: 'a@b.co', email: 'a@b.co', password: 'pw' },
    field: 'firstName',
    free: true,
    tooLong: tooLong('First name', 100),
    nul: control('First name'),
  },
  {
    name: 'register last name',
    schema: RegisterRequest,
    valid: { username: 'a@b.co', email: 'a@b.co', password: 'pw' },
    field: 'lastName',
    free: true,
    tooLong: tooLong('Last name', 100),
    nul: control('Last name'),
  },
  {
    name: 'register password',
    schema: RegisterRequest,
    valid: { username: 'a@b.co', email: 'a@b.co', password: 'pw' },
    field: 'password',
    free: true,
    tooLong: null,
    nul: control('Password'),
  },
  {
    name: 'register email',
    schema: ResendVerificationRequest,
    valid: {},
    field: 'email',
    free: false,
    tooLong: tooLong('Email', 254),
    nul: 'Please enter a valid email address',
  },
  { name: 'profile first name', schema: PatchProfileRequest, valid: {}, field: 'firstName', free: true, tooLong: tooLong('First name', 100), nul: control('First name') },
  { name: 'profile last name', schema: PatchProfileRequest, valid: {}, field: 'lastName', free: true, tooLong: tooLong('Last name', 100), nul: control('Last name') },
  { name: 'profile time zone', schema: PatchProfileRequest, valid: {}, field: 'timeZone', free: false, tooLong: 'Unknown time zone', nul: 'Unknown time zone' },
  {
    name: 'login username',
    schema: LoginRequest,
    valid: { password: 'pw' },
    field: 'username',
    free: false,
    tooLong: tooLong('Email', 254),
    nul: 'Please enter a valid email address',
  },
  { name: 'login password', schema: LoginRequest, valid: { username: 'a@b.co' }, field: 'password', free: true, tooLong: null, nul: control('Password') },
  { name: 'current password', schema: ChangePasswordRequest, valid: passwords, field: 'currentPassword', free: true, tooLong: null, nul: control('Password') },
  { name: 'account deletion password', schema: DeleteAccountRequest, valid: {}, field: 'password', free: true, tooLong: null, nul: control('Password') },
  {
    name: 'verification token',
    schema: VerifyEmailQuery,
    valid: {},
    field: 'token',
    free: true,
    tooLong: tooLong('Verification token', 2000),
    nul: control('Verification token'),
  },
  { name: 'avatar id', schema: AvatarParams, valid: {}, field: 'avatarId', free: true, tooLong: tooLong('Picture id', 100), nul: control('Picture id') },
  { name: 'scanned text', schema: InterpretTicketRequest, valid: {}, field: 'text', free: true, tooLong: null, nul: control('Ticket text') },
  { name: 'scanned image', schema: InterpretTicketRequest, valid: { text: 'TAB ticket' }, field: 'image', free: true, tooLong: null, nul: control('Image') },
  { name: 'image to scan', schema: InterpretTicketImageRequest, valid: {}, field: 'imageBase64', free: true, tooLong: null, nul: control('Image') },
];

const firstMessage = (schema: ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe.each(FIELDS)('$name', ({ schema, valid, field, free, tooLong: long, nul }) => {
  it.each(NUL_VALUES)('should refuse a NUL (%j) with a clear message', (value) => {
    expect(firstMessage(schema, { ...valid, [field]: value })).toBe(nul);
  });

  it('should refuse other control characters and lone surrogates', () => {
    expect(firstMessage(schema, { ...valid, [field]: 'a\u001Bb' })).not.toBeNull();
    expect(firstMessage(schema, { ...valid, [field]: 'a\ud83db' })).not.toBeNull();
  });

  it(long ? 'should refuse 5,000 characters with its limit' : 'should accept 5,000 characters', () => {
    expect(firstMessage(schema, { ...valid, [field]: LONG })).toBe(long);
  });

  it.each(LOOKS_LIKE_CODE)(free ? 'should keep %j exactly as sent' : 'should refuse %j with a message, not an exception', (value) => {
    const result = schema.safeParse({ ...valid, [field]: value });
    if (free) expect(result.success && (result.data as Record<string, unknown>)[field]).toBe(value);
    else expect(result.success ? null : result.error.issues[0].message).toEqual(expect.any(String));
  });
});

describe('TicketImageInput', () => {
  it('should take an empty string as no image and refuse anything but a raster image data URL', () => {
    expect(TicketImageInput.parse('')).toBeNull();
    expect(TicketImageInput.parse(undefined)).toBeUndefined();
    expect(TicketImageInput.safeParse('data:text/html;base64,PGI+').success).toBe(false);
    expect(TicketImageInput.safeParse('data:image/jpeg;base64,/9j/4AAQ').success).toBe(true);
  });
});
