import { VALIDATION_MESSAGES as M, type LotteryGame } from '@tally/contracts';
import { LOTTERY_FORM_DEFAULTS, createLotteryForm, toLotteryBody, toLotteryRequest, type LotteryFormValues } from './lottery-form';

const games: LotteryGame[] = [
  { id: 'saturday-lotto', name: 'Saturday Lotto', kind: 'draw', ticketCost: null },
  { id: 'scratchie-5', name: 'Scratchie $5', kind: 'instant', ticketCost: '5.00' },
];
const [draw, scratchie] = games;
const form = (values: Partial<LotteryFormValues>): LotteryFormValues => ({ ...LOTTERY_FORM_DEFAULTS, ...values });
const LotteryForm = createLotteryForm(games);

function errorsOf(values: LotteryFormValues): Record<string, string> {
  const result = LotteryForm.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('toLotteryRequest', () => {
  it('logs a draw ticket pending with the cost entered, whatever result was picked before', () => {
    expect(toLotteryRequest(form({ subtype: 'Saturday Lotto', amount: ' 7.35 ', result: 'Win', wonAmount: '10' }), draw)).toEqual({
      type: 'lottery',
      subtype: 'Saturday Lotto',
      amount: '7.35',
      description: undefined,
      isCompleted: false,
    });
  });

  it('logs a scratchie at its price, pending by default', () => {
    expect(toLotteryRequest(form({ subtype: 'Scratchie $5', amount: '99' }), scratchie)).toMatchObject({ amount: '5.00', isCompleted: false });
  });

  it('logs a scratchie already checked: a win with the amount won, or a loss without one', () => {
    expect(toLotteryRequest(form({ subtype: 'Scratchie $5', result: 'Win', wonAmount: ' 20 ' }), scratchie)).toMatchObject({ isCompleted: true, isWin: true, wonAmount: '20' });
    expect(toLotteryRequest(form({ subtype: 'Scratchie $5', result: 'Loss', wonAmount: '20' }), scratchie)).toEqual({
      type: 'lottery',
      subtype: 'Scratchie $5',
      description: undefined,
      amount: '5.00',
      isCompleted: true,
      isWin: false,
    });
  });
});

describe('createLotteryForm', () => {
  it('turns a form into the body of POST /api/activities', () => {
    const ticket = LotteryForm.parse(form({ subtype: 'Scratchie $5', result: 'Win', wonAmount: '25', description: ' Lucky 7s ' }));

    expect(toLotteryBody(ticket)).toEqual({ subtype: 'Scratchie $5', amount: '5.00', description: 'Lucky 7s', isCompleted: true, isWin: true, wonAmount: '25.00' });
  });

  it('asks for a game', () => {
    expect(errorsOf(form({})).subtype).toBe(M.lotteryTypeRequired);
  });

  it('asks for a ticket cost above 0 for a draw game', () => {
    expect(errorsOf(form({ subtype: 'Saturday Lotto' }))).toEqual({ amount: M.ticketCostRequired });
    expect(errorsOf(form({ subtype: 'Saturday Lotto', amount: '0' }))).toEqual({ amount: M.ticketCostRequired });
    expect(errorsOf(form({ subtype: 'Saturday Lotto', amount: 'ten' }))).toEqual({ amount: M.numbersOnly });
  });

  it('needs no ticket cost for a scratchie', () => {
    expect(errorsOf(form({ subtype: 'Scratchie $5' }))).toEqual({});
  });

  it('refuses an amount won that is not a number of at least 0, and allows none', () => {
    expect(errorsOf(form({ subtype: 'Scratchie $5', result: 'Win', wonAmount: 'abc' }))).toEqual({ wonAmount: M.numbersOnly });
    expect(errorsOf(form({ subtype: 'Scratchie $5', result: 'Win', wonAmount: '-5' }))).toEqual({ wonAmount: M.validAmount });
    expect(errorsOf(form({ subtype: 'Scratchie $5', result: 'Win', wonAmount: '0' }))).toEqual({});
    expect(errorsOf(form({ subtype: 'Scratchie $5', result: 'Win' }))).toEqual({});
  });
});
