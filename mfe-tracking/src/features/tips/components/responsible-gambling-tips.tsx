export function ResponsibleGamblingTips() {
  return null;
}
