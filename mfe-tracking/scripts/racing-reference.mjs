// @ts-check
// Pure builders behind generate-racing-reference.mjs: from the shared reference JSON (race venues,
// bet types) to the compact lists the Log Wagering dialog needs. Kept apart from the file I/O so
// they can be unit tested.

/**
 * A venue as the racetrack field suggests it: its name (what is stored) and a short hint shown
 * beside it (state or NZ region, then other names it goes by, which the browser also matches).
 * @typedef {readonly [name: string, hint: string]} Venue
 */

/**
 * @typedef {{ name: string, state?: string, country?: string, aka?: string[] }} VenueRecord
 * @typedef {{ thoroughbred: VenueRecord[], harness: VenueRecord[], greyhound: VenueRecord[] }} VenueFile
 */

/**
 * Where a venue is, as a person reads it: "NSW" in Australia, "Canterbury, NZ" in New Zealand.
 * @param {VenueRecord} venue
 */
function placeOf(venue) {
  const state = venue.state?.trim() ?? '';
  if (venue.country && venue.country !== 'AUS') return state ? `${state}, ${venue.country}` : venue.country;
  return state;
}

/**
 * One entry per name (the same track can race several codes; two towns can share a name), sorted
 * alphabetically; places and other names are merged in order of first appearance.
 * @param {VenueRecord[]} records
 * @returns {Venue[]}
 */
export function uniqueVenues(records) {
  /** @type {Map<string, { places: Set<string>, aka: Set<string> }>} */
  const byName = new Map();
  for (const record of records) {
    const name = record.name.trim();
    if (!name) continue;
    const entry = byName.get(name) ?? { places: new Set(), aka: new Set() };
    const place = placeOf(record);
    if (place) entry.places.add(place);
    for (const other of record.aka ?? []) if (other.trim() && other.trim() !== name) entry.aka.add(other.trim());
    byName.set(name, entry);
  }
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([name, { places, aka }]) => [name, [[...places].join(' / '), [...aka].join(', ')].filter(Boolean).join(' · ')]);
}

/**
 * The racetrack suggestions per race type: thoroughbred and harness venues for Horses, greyhound
 * venues for Greyhounds.
 * @param {VenueFile} file shared/reference/race-venues.json
 */
export function buildVenueLists(file) {
  return { horses: uniqueVenues([...file.thoroughbred, ...file.harness]), greyhounds: uniqueVenues(file.greyhound) };
}

/**
 * The one-line description of each of the spec's bet types, to show under the bet type field.
 * @param {{ bet_types: { name: string, description?: string }[] }} file shared/reference/bet-types.json
 * @param {readonly string[]} betTypes the spec's bet types, in the order the field offers them
 * @returns {Record<string, string>}
 */
export function buildBetTypeHints(file, betTypes) {
  const byName = new Map(file.bet_types.map((betType) => [betType.name, betType.description?.trim() ?? '']));
  const missing = betTypes.filter((name) => !byName.get(name));
  if (missing.length) throw new Error(`bet-types.json has no description for: ${missing.join(', ')}`);
  return Object.fromEntries(betTypes.map((name) => [name, /** @type {string} */ (byName.get(name))]));
}
