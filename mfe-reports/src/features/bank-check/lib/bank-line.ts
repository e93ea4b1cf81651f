/** One transaction read from a statement file, before detection. Amounts are whole cents: negative left the account. */
export interface BankLine {
  /** Calendar date on the statement, 'YYYY-MM-DD' (day-first where the file is ambiguous). */
  date: string;
  description: string;
  amountCents: number;
  /** Not yet settled: shown, but never summed (a pending line may still change or vanish). */
  pending: boolean;
}

type StatementFormat = 'csv' | 'ofx' | 'qif';

/** What reading a file found: its lines, and in words how it was read (shown to the person). */
export interface ReadStatement {
  format: StatementFormat;
  /** e.g. 'CSV, header on line 3: date "Date", description "Narrative", debit "Debit Amount", credit "Credit Amount"'. */
  layout: string;
  lines: BankLine[];
  /** Rows that had no date or no amount the reader could trust (totals, blank or broken rows). */
  skipped: number;
}
