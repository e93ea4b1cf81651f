// "$1,234.50": alerts show money as Australian dollars with cents, as every limit figure is shown (contracts).
export { formatLimitMoney as formatAud } from '@tally/contracts';
