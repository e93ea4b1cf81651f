import { NEED_HELP_NOW_LINES } from './crisis-lines';

describe('NEED_HELP_NOW_LINES', () => {
  it('should list the crisis lines first, then Gambling Help by phone and chat', () => {
    const ids = NEED_HELP_NOW_LINES.map((line) => line.id);
    expect(ids[0]).toBe('lifeline');
    expect(ids.slice(-2)).toEqual(['national-gambling-helpline', 'gambling-help-online']);
    const firstGambling = ids.indexOf('national-gambling-helpline');
    expect(NEED_HELP_NOW_LINES.slice(0, firstGambling).every((line) => line.crisis)).toBe(true);
    expect(NEED_HELP_NOW_LINES.filter((line) => line.phone === '1800 858 858')).toHaveLength(1);
  });
});
