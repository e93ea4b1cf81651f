import PDFDocument from 'pdfkit';
import { EMERGENCY, HELPLINES, STATEMENT_PRODUCT_LABELS as PRODUCT_LABELS, formatAud, monthName, type MonthlyStatement } from '@tally/contracts';
import type { StatementPdfRenderer } from '../domain/statement-pdf';
import { faceBytes, fontRuns, type Weight } from './unicode-fonts';

/** '$1,234.50', '-$12.00', as the statement page shows them. */
const money = (amount: string) => formatAud(amount);
/** '+$12.50' for a gain. */
const signed = (amount: string) => formatAud(amount, { signDisplay: 'exceptZero' });

const MARGIN = 48;
const INK = '#1f2937';
const MUTED = '#4b5563';

/**
 * The statement as an A4 PDF made with pdfkit: the same figures as the page, the transactions, and the helplines
 * from contracts. Text is set in Helvetica where WinAnsi holds it and in Noto fonts from npm packages beyond
 * (unicode-fonts.ts), so a name or note in Cyrillic, Greek, Vietnamese, Arabic or Chinese prints as written; nothing is fetched.
 */
export const renderStatementPdf: StatementPdfRenderer = (statement: MonthlyStatement, generatedAt: Date): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Tally statement ${monthName(statement.month)}`, Author: 'Tally', Subject: 'Monthly activity statement' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const registered = new Set<string>();

  /** Writes text in the weight's font chain: a run per font, continued on one line as pdfkit lays it out. */
  const write = (text: string, weight: Weight, at: { x?: number; y?: number }, options: PDFKit.Mixins.TextOptions = {}) => {
    const runs = fontRuns(text, weight);
    if (runs.length === 0) runs.push({ face: fontRuns(' ', weight)[0].face, text: '' });
    runs.forEach((run, i) => {
      if (!run.face.standard && !registered.has(run.face.name)) {
        doc.registerFont(run.face.name, faceBytes(run.face));
        registered.add(run.face.name);
      }
      doc.font(run.face.name);
      const textOptions = { ...options, continued: i < runs.length - 1 };
      if (i === 0 && at.x !== undefined) doc.text(run.text, at.x, at.y, textOptions);
      else doc.text(run.text, textOptions);
    });
    return doc;
  };

  const heading = (text: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.8).fontSize(13).fillColor(INK);
    write(text, 'bold', { x: MARGIN, y: doc.y }, { width });
    doc.moveDown(0.3);
  };
  const row = (cells: string[], widths: number[], options: { bold?: boolean } = {}) => {
    if (doc.y > doc.page.height - 70) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    doc.fontSize(9.5).fillColor(INK);
    let bottom = y;
    cells.forEach((cell, i) => {
      const align = i === 0 || i === 1 ? 'left' : 'right';
      // Figures never wrap (they fit their column); only the first two columns' words do.
      write(cell, options.bold ? 'bold' : 'regular', { x, y }, { width: widths[i] - 6, align, lineBreak: i < 2 });
      bottom = Math.max(bottom, doc.y);
      x += widths[i];
    });
    doc.x = MARGIN;
    doc.y = bottom + 3;
  };

  doc.fontSize(20).fillColor(INK);
  write(`Your ${monthName(statement.month)} statement`, 'bold', {});
  doc.fontSize(10).fillColor(MUTED);
  write(
    `${statement.isClosed ? 'Month closed' : 'Month so far'} · times in ${statement.timeZone} · made by Tally on ${generatedAt.toLocaleDateString('en-AU', { timeZone: statement.timeZone, day: 'numeric', month: 'long', year: 'numeric' })}`,
    'regular',
    {},
  );

  heading('Summary');
  const { totals } = statement;
  row(['Spent', '', money(totals.spend)], [200, 100, width - 300]);
  row(['Returned', '', money(totals.return)], [200, 100, width - 300]);
  row(['Net', '', signed(totals.net)], [200, 100, width - 300], { bold: true });

  heading('By product');
  const productWidths = [width - 300, 0, 100, 100, 100];
  row(['Product', '', 'Spent', 'Returned', 'Net'], productWidths, { bold: true });
  for (const product of statement.products) row([PRODUCT_LABELS[product.product], '', money(product.spend), money(product.return), signed(product.net)], productWidths);

  heading('The last six months');
  row(['Month', '', 'Spent', 'Returned', 'Net'], productWidths, { bold: true });
  for (const month of statement.lastSixMonths) row([monthName(month.month), '', money(month.spend), money(month.return), signed(month.net)], productWidths);
  const lastYear = statement.sameMonthLastYear;
  doc.moveDown(0.3).fontSize(10).fillColor(INK);
  write(
    `Same month last year (${monthName(lastYear.month)}): spent ${money(lastYear.spend)}, returned ${money(lastYear.return)}, net ${signed(lastYear.net)}.`,
    'regular',
    { x: MARGIN, y: doc.y },
    { width },
  );

  heading('Lower-Risk Gambling Guidelines');
  doc.fontSize(10).fillColor(INK);
  write(statement.guidelines.summary, 'regular', { x: MARGIN, y: doc.y }, { width });

  if (statement.bankCheck) {
    const bank = statement.bankCheck;
    heading('Your bank statement (bank check)');
    doc.fontSize(10).fillColor(INK);
    write(
      `Sent to gambling ${money(bank.sent)}, came back ${money(bank.cameBack)}, net to gambling ${signed(bank.net)}. Not in Tally: ${money(bank.gap)}.`,
      'regular',
      { x: MARGIN, y: doc.y },
      { width },
    );
  }

  heading(`Transactions (${statement.transactions.length})`);
  if (statement.transactions.length === 0) write('Nothing was logged this month.', 'regular', { x: MARGIN, y: doc.fontSize(10).y }, { width });
  else {
    const lineWidths = [80, width - 309, 60, 62, 62, 45];
    row(['Date', 'What', 'Spent', 'Returned', 'Net', 'Status'], lineWidths, { bold: true });
    // One formatter for every line: building one per call cost more than laying out the row.
    const when = new Intl.DateTimeFormat('en-AU', { timeZone: statement.timeZone, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
    for (const line of statement.transactions) {
      row([when.format(new Date(line.at)), `${PRODUCT_LABELS[line.product]}: ${line.label}`, money(line.spend), money(line.return), signed(line.net), line.status], lineWidths);
    }
  }

  heading('Free, confidential help, 24/7');
  const lines = [
    ...HELPLINES.filter((line) => line.state === 'national').map(
      (line) => `${line.name}${line.phone ? `: ${line.phone}` : ''}${line.url ? ` (${line.url})` : ''}${line.hours ? `, ${line.hours}` : ''}`,
    ),
    `${EMERGENCY.name}: ${EMERGENCY.phone}. ${EMERGENCY.description}`,
  ];
  doc.fontSize(10).fillColor(INK);
  for (const line of lines) write(line, 'regular', { x: MARGIN, y: doc.y }, { width }).moveDown(0.2);

  doc.end();
  return done;
};
