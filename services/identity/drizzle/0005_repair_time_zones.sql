-- Profiles once took any zone Node's Intl knew, and some of those PostgreSQL does not (US/Pacific-New), so every
-- statement call for that person failed. Each such zone becomes PostgreSQL's spelling of it (case aside), or the
-- zone a retired name linked to, or the product's default, Australia/Sydney. New zones are checked at the door
-- (TimeZone in libs/contracts, from scripts/generate-time-zones.mjs).
UPDATE "identity"."users" AS u
SET "time_zone" = COALESCE(
	(SELECT z.name FROM pg_timezone_names z WHERE lower(z.name) = lower(u.time_zone) AND z.name !~ '^(posix|right)/' ORDER BY z.name LIMIT 1),
	CASE lower(u.time_zone)
		WHEN 'us/pacific-new' THEN 'America/Los_Angeles'
		WHEN 'canada/east-saskatchewan' THEN 'America/Regina'
	END,
	'Australia/Sydney'
)
WHERE u.time_zone NOT IN (SELECT name FROM pg_timezone_names WHERE name !~ '^(posix|right)/');
