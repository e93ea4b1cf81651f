export function TodaySummary() {
  return null;
}
