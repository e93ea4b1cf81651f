import { nextRepeatRun } from './next-repeat-run';

describe('nextRepeatRun', () => {
  const at = (ms: number) => new Date(1_000_000 + ms);

  it('should add one interval when the run was on time', () => {
    expect(nextRepeatRun(at(0), 500, at(100))).toEqual(at(500));
  });

  it('should skip the intervals missed while the process was down', () => {
    expect(nextRepeatRun(at(0), 500, at(1_750))).toEqual(at(2_000));
  });

  it('should never return a time at or before now', () => {
    expect(nextRepeatRun(at(0), 500, at(500))).toEqual(at(1_000));
  });
});
