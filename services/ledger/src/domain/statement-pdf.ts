import type { MonthlyStatement } from '@tally/contracts';

/**
 * Lays a month's statement out as a PDF document (the same figures as the page) and answers its bytes.
 * The composition root picks the library (src/pdf/pdfkit-statement-pdf.ts); the domain only asks for a document.
 */
export type StatementPdfRenderer = (statement: MonthlyStatement, generatedAt: Date) => Promise<Buffer>;
