import type { BankCheckMonth } from '@tally/contracts';
import { bankCheckCsvRows } from './bank-check-rows';

const month = (operators: BankCheckMonth['operators']): BankCheckMonth => ({
  month: '2026-10',
  bank: { sent: '0.00', cameBack: '0.00', net: '0.00' },
  operators,
  tally: { spend: '0.00', return: '0.00', net: '0.00' },
  gap: '0.00',
  gapShare: 0,
  differenceAdded: false,
});

describe('bankCheckCsvRows', () => {
  it('When months were kept, then each operator of each month is one row in the export columns, CRLF after each', () => {
    const csv = bankCheckCsvRows([
      month([
        { operator: 'Sportsbet', category: 'wagering', sent: '350.00', cameBack: '80.00' },
        { operator: '=HYPERLINK("x")', category: 'lottery', sent: '20.50', cameBack: '0.00' },
      ]),
    ]);
    expect(csv).toBe(
      '2026-10,Bank statement,Sportsbet,350.00,80.00,-270.00,From bank statement,Monthly total kept from a bank statement (wagering)\r\n' +
        `2026-10,Bank statement,"'=HYPERLINK(""x"")",20.50,0.00,-20.50,From bank statement,Monthly total kept from a bank statement (lottery)\r\n`,
    );
  });

  it('When nothing was kept, then there are no rows', () => {
    expect(bankCheckCsvRows([])).toBe('');
  });
});
