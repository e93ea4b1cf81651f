import { jest } from '@jest/globals';
import { EVENT_PAYLOADS, SUBJECTS, type EventEnvelope } from '@tally/contracts';
import { InputError } from '../errors';
import { checkedPayload } from './consume';

const created = {
  userId: '6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70',
  activityId: '0b7e6c1d-2f3a-4b5c-8d9e-0f1a2b3c4d5e',
  type: 'wagering',
  subtype: 'Racing',
  amount: '10.00',
  isCompleted: false,
  createdAt: '2025-03-01T03:04:05.000Z',
  racetrack: 'Randwick',
  raceDate: '2025-03-01',
  raceTime: '14:35',
  raceNumber: 5,
  betType: 'Win',
  horseNumber: 7,
};
const envelope = (payload: unknown): EventEnvelope => ({ id: 'e1', subject: SUBJECTS.ledgerActivityCreated, occurredAt: '2025-03-01T03:04:05.000Z', payload });

describe("an event's checked payload", () => {
  it('When consumers ask for the same envelope several times, then it is checked once and they share one frozen copy', () => {
    const parse = jest.spyOn(EVENT_PAYLOADS[SUBJECTS.ledgerActivityCreated], 'safeParse');
    try {
      const event = envelope(created);
      const first = checkedPayload(SUBJECTS.ledgerActivityCreated, event);
      const again = checkedPayload(SUBJECTS.ledgerActivityCreated, event);
      const another = checkedPayload(SUBJECTS.ledgerActivityCreated, envelope(created));

      expect(first).toEqual(created);
      expect(again).toBe(first);
      expect(another).not.toBe(first);
      expect(parse).toHaveBeenCalledTimes(2);
      expect(Object.isFrozen(first)).toBe(true);
      expect(() => {
        (first as { amount: string }).amount = '99.00';
      }).toThrow(TypeError);
      expect(checkedPayload(SUBJECTS.ledgerActivityCreated, event).amount).toBe('10.00');
    } finally {
      parse.mockRestore();
    }
  });

  it('When the payload breaks its contract, then every ask is refused as invalid', () => {
    const event = envelope({ ...created, amount: 10 });
    expect(() => checkedPayload(SUBJECTS.ledgerActivityCreated, event)).toThrow(InputError);
    expect(() => checkedPayload(SUBJECTS.ledgerActivityCreated, event)).toThrow(InputError);
  });
});
