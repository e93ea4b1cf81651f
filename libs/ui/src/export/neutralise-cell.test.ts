import { neutraliseCell } from './neutralise-cell';

describe('neutraliseCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+61 400', "'+61 400"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('should prefix %j with an apostrophe', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it.each(['Randwick R5', '', ' =not first', 'a=b', "'already quoted"])('should leave %j as it is', (input) => {
    expect(neutraliseCell(input)).toBe(input);
  });
});
