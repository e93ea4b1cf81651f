import { createHmac } from 'node:crypto';
import pg from 'pg';

const DATABASE = 'tally';

/**
 * Gives each service a login role of its own on the embedded server, so its pool is confined to
 * its own schema as it would be on a shared server: a role creates and owns its schema (its first
 * migration does that) and has no rights on another's. The `drizzle` schema, where every service
 * records its migrations, belongs to the superuser; each role may add its own table there.
 * Passwords are derived from the superuser's, so nothing more is stored.
 * @returns the connection URL of each service
 */
export async function provisionServiceRoles(adminUrl: string, services: readonly string[]): Promise<Record<string, string>> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }

  const url = new URL(adminUrl);
  const secret = decodeURIComponent(url.password);
  url.pathname = `/${DATABASE}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const urls: Record<string, string> = {};
  try {
    await client.query('create schema if not exists drizzle');
    for (const service of services) {
      const role = pg.escapeIdentifier(`tally_${service}`);
      const password = createHmac('sha256', secret).update(`role:${service}`).digest('base64url');
      const found = await client.query('select 1 from pg_roles where rolname = $1', [`tally_${service}`]);
      // Utility statements take no parameters; the password is base64url, so quoting it is safe.
      await client.query(`${found.rowCount ? 'alter' : 'create'} role ${role} with login password ${pg.escapeLiteral(password)}`);
      await client.query(`grant connect, create on database ${DATABASE} to ${role}`);
      await client.query(`grant usage, create on schema drizzle to ${role}`);
      const serviceUrl = new URL(url);
      serviceUrl.username = `tally_${service}`;
      serviceUrl.password = password;
      urls[service] = serviceUrl.toString();
    }
  } finally {
    await client.end();
  }
  return urls;
}
