import { ResultFormSchema, toUpdateRequest } from './result-form';

const messages = (input: unknown) => ResultFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('ResultFormSchema', () => {
  it('should ask to choose win or loss', () => {
    expect(messages({ winAmount: '' })).toEqual(['Choose win or loss']);
  });

  it('should take an empty win amount as none', () => {
    expect(ResultFormSchema.parse({ isWin: true, winAmount: '  ' })).toEqual({ isWin: true, winAmount: null });
  });

  it("should refuse a win amount that is not an amount with the spec's message", () => {
    expect(messages({ isWin: true, winAmount: 'abc' })).toEqual(['Numbers only, e.g. 12.50']);
    expect(messages({ isWin: true, winAmount: '-5' })).toEqual(['Must be a valid amount']);
    expect(messages({ isWin: true, winAmount: '1.234' })).toEqual(['Must be a valid amount']);
  });

  it('should normalise a win amount, 0 allowed', () => {
    expect(ResultFormSchema.parse({ isWin: true, winAmount: '12.5' }).winAmount).toBe('12.50');
    expect(ResultFormSchema.parse({ isWin: true, winAmount: '0' }).winAmount).toBe('0.00');
  });
});

describe('toUpdateRequest', () => {
  it('should complete a win with its amount, or with none', () => {
    expect(toUpdateRequest({ isWin: true, winAmount: '40.00' })).toEqual({ isCompleted: true, isWin: true, winAmount: '40.00' });
    expect(toUpdateRequest({ isWin: true, winAmount: undefined })).toEqual({ isCompleted: true, isWin: true, winAmount: null });
  });

  it('should send no win amount with a loss', () => {
    expect(toUpdateRequest({ isWin: false, winAmount: '40.00' })).toEqual({ isCompleted: true, isWin: false, winAmount: null });
  });
});
