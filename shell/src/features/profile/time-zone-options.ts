import { AUSTRALIAN_TIME_ZONES, isKnownTimeZone } from '@tally/contracts';

/**
 * The profile's time zone choices: the Australian zones first, then every other IANA zone the
 * browser knows (alphabetical), and the user's current zone if it is in neither list. Only zones the
 * server accepts (isKnownTimeZone: PostgreSQL and Intl both know them) are offered.
 * @param current the zone saved on the profile
 * @param all every zone the runtime supports (Intl.supportedValuesOf('timeZone') in a browser)
 */
export function timeZoneOptions(current: string, all: readonly string[]): string[] {
  const australian: readonly string[] = AUSTRALIAN_TIME_ZONES;
  const rest = [...new Set(all)].filter((zone) => !australian.includes(zone) && isKnownTimeZone(zone)).sort();
  const options = [...australian, ...rest];
  if (current && !options.includes(current) && isKnownTimeZone(current)) options.push(current);
  return options;
}

/** Every IANA zone this browser supports; just the Australian ones where it cannot list them. */
export function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}
