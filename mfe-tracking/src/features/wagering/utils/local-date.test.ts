import { localIsoDate } from './local-date';

describe('localIsoDate', () => {
  it('writes the local day as YYYY-MM-DD, with leading zeros', () => {
    expect(localIsoDate(new Date(2025, 2, 7, 23, 59))).toBe('2025-03-07');
    expect(localIsoDate(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
});
