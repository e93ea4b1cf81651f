export function TipOfTheDay() {
  return null;
}
