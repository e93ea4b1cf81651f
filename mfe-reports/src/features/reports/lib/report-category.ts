import { REPORT_CATEGORIES, type ReportCategory, type ReportEntry } from '@tally/ui/export';

export const ALL_CATEGORIES = 'All Categories';
/** The Category choices (spec section 2, Reports): All Categories, then the activity categories. */
export const CATEGORY_CHOICES = [ALL_CATEGORIES, ...REPORT_CATEGORIES] as const;
export type CategoryChoice = (typeof CATEGORY_CHOICES)[number];

/** The entries of one category, or all of them; the order is kept. */
export function filterByCategory<T extends Pick<ReportEntry, 'category'>>(entries: readonly T[], choice: CategoryChoice): readonly T[] {
  if (choice === ALL_CATEGORIES) return entries;
  const category: ReportCategory = choice;
  return entries.filter((entry) => entry.category === category);
}
