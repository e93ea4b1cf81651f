import PDFDocument from 'pdfkit';
import { EMERGENCY, HELPLINES, STATEMENT_PRODUCT_LABELS as PRODUCT_LABELS, formatAud, monthName, type MonthlyStatement } from '@tally/contracts';
import type { StatementPdfRenderer } from '../domain/statement-pdf';

/** '$1,234.50', '-$12.00', as the statement page shows them. */
const money = (amount: string) => formatAud(amount);
/** '+$12.50' for a gain. */
const signed = (amount: string) => formatAud(amount, { signDisplay: 'exceptZero' });

const MARGIN = 48;
const INK = '#1f2937';
const MUTED = '#4b5563';

/**
 * The statement as an A4 PDF made with pdfkit: the same figures as the page, the transactions, and the helplines
 * from contracts. Only the PDF standard fonts are used (Helvetica, built into pdfkit), so nothing is fetched.
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

  const heading = (text: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };
  const row = (cells: string[], widths: number[], options: { bold?: boolean } = {}) => {
    if (doc.y > doc.page.height - 70) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9.5)
      .fillColor(INK);
    let bottom = y;
    cells.forEach((cell, i) => {
      const align = i === 0 || i === 1 ? 'left' : 'right';
      // Figures never wrap (they fit their column); only the first two columns' words do.
      doc.text(cell, x, y, { width: widths[i] - 6, align, lineBreak: i < 2 });
      bottom = Math.max(bottom, doc.y);
      x += widths[i];
    });
    doc.x = MARGIN;
    doc.y = bottom + 3;
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(`Your ${monthName(statement.month)} statement`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `${statement.isClosed ? 'Month closed' : 'Month so far'} · times in ${statement.timeZone} · made by Tally on ${generatedAt.toLocaleDateString('en-AU', { timeZone: statement.timeZone, day: 'numeric', month: 'long', year: 'numeric' })}`,
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
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(
      `Same month last year (${monthName(lastYear.month)}): spent ${money(lastYear.spend)}, returned ${money(lastYear.return)}, net ${signed(lastYear.net)}.`,
      MARGIN,
      doc.y,
      { width },
    );

  heading('Lower-Risk Gambling Guidelines');
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(statement.guidelines.summary, MARGIN, doc.y, { width });

  if (statement.bankCheck) {
    const bank = statement.bankCheck;
    heading('Your bank statement (bank check)');
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(`Sent to gambling ${money(bank.sent)}, came back ${money(bank.cameBack)}, net to gambling ${signed(bank.net)}. Not in Tally: ${money(bank.gap)}.`, MARGIN, doc.y, {
        width,
      });
  }

  heading(`Transactions (${statement.transactions.length})`);
  if (statement.transactions.length === 0) doc.font('Helvetica').fontSize(10).text('Nothing was logged this month.', MARGIN, doc.y, { width });
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
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of lines) doc.text(line, MARGIN, doc.y, { width }).moveDown(0.2);

  doc.end();
  return done;
};
