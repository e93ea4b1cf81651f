import { netReturn, netTone } from './net-return';

describe('netTone', () => {
  it('is a loss only when netLoss is above zero', () => {
    expect(netTone('45.50')).toBe('loss');
    expect(netTone('0.00')).toBe('even-or-ahead');
    expect(netTone('-20.00')).toBe('even-or-ahead');
  });
});

describe('netReturn', () => {
  it('shows the net with its sign, in cents when there are cents', () => {
    expect(netReturn('45.00')).toBe('-$45');
    expect(netReturn('-20.00')).toBe('+$20');
    expect(netReturn('0.00')).toBe('$0');
    expect(netReturn('0.40')).toBe('-$0.40');
    expect(netReturn('-66.60')).toBe('+$66.60');
    expect(netReturn('7.75')).toBe('-$7.75');
  });
});
