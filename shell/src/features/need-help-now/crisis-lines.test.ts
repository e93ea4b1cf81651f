import { CRISIS_LINES, GAMBLING_HELP_LINES } from './crisis-lines';

describe('Need help now lines', () => {
  it('should list Gambling Help by phone and chat first, its number once', () => {
    expect(GAMBLING_HELP_LINES.map((line) => line.id)).toEqual(['national-gambling-helpline', 'gambling-help-online']);
    expect(GAMBLING_HELP_LINES.filter((line) => line.phone === '1800 858 858')).toHaveLength(1);
  });

  it('should list the crisis lines after them, Lifeline first', () => {
    expect(CRISIS_LINES[0]?.id).toBe('lifeline');
    expect(CRISIS_LINES.length).toBeGreaterThan(0);
    expect(CRISIS_LINES.every((line) => line.crisis)).toBe(true);
  });
});
