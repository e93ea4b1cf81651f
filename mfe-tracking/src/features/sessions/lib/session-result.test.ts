import { previewSessionResult, sessionResult } from './session-result';

describe('sessionResult', () => {
  it('should be a win when the final amount is above the total deposited', () => {
    expect(sessionResult('35.00', '50.25')).toEqual({ outcome: 'win', label: 'Session Win', net: '15.25' });
  });

  it('should be a loss when the final amount is below it', () => {
    expect(sessionResult('70.00', '0.00')).toEqual({ outcome: 'loss', label: 'Session Loss', net: '-70.00' });
  });

  it('should break even on the same amount, in exact cents', () => {
    expect(sessionResult('0.30', '0.30')).toEqual({ outcome: 'even', label: 'Break Even', net: '0.00' });
  });
});

describe('previewSessionResult', () => {
  it('should show nothing while the field is empty or not an amount', () => {
    expect(previewSessionResult('20.00', '')).toBeNull();
    expect(previewSessionResult('20.00', '  ')).toBeNull();
    expect(previewSessionResult('20.00', 'abc')).toBeNull();
    expect(previewSessionResult('20.00', '-5')).toBeNull();
    expect(previewSessionResult('20.00', '1.005')).toBeNull();
  });

  it('should preview what a typed amount gives', () => {
    expect(previewSessionResult('20.00', '25')).toMatchObject({ label: 'Session Win', net: '5.00' });
    expect(previewSessionResult('20.00', '0')).toMatchObject({ label: 'Session Loss', net: '-20.00' });
    expect(previewSessionResult('20.00', ' 20.0 ')).toMatchObject({ label: 'Break Even', net: '0.00' });
  });
});
