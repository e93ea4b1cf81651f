import { normaliseRaceTime } from './race-time';

describe('normaliseRaceTime', () => {
  it.each([
    ['14:30', '14:30'],
    ['1430', '14:30'],
    ['930', '09:30'],
    ['9:30', '09:30'],
    ['14.30', '14:30'],
    ['14h30', '14:30'],
    [' 07 45 ', '07:45'],
  ])('tidies %p into %p', (typed, expected) => {
    expect(normaliseRaceTime(typed)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['  ', ''],
    ['7pm', '7pm'],
    ['14:3', '14:3'],
    ['123456', '123456'],
  ])('leaves %p for the contract to judge (as %p)', (typed, expected) => {
    expect(normaliseRaceTime(typed)).toBe(expected);
  });

  it('does not check the range: 25:00 stays, for the contract to refuse', () => {
    expect(normaliseRaceTime('2500')).toBe('25:00');
  });
});
