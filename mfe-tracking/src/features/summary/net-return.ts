import { formatMoney } from '@tally/ui';

/** Whether today's net is a loss (netLoss above zero: the destructive colour) or not (spec section 2). */
export function netTone(netLoss: string): 'loss' | 'even-or-ahead' {
  return Number(netLoss) > 0 ? 'loss' : 'even-or-ahead';
}

/** The Net tile's text: what came back minus what went in, with cents when there are some ("-$45", "+$20.50", "$0"). */
export function netReturn(netLoss: string): string {
  const net = -Number(netLoss);
  const text = formatMoney(Math.abs(net));
  if (text === formatMoney(0)) return text;
  return net < 0 ? `-${text}` : `+${text}`;
}
