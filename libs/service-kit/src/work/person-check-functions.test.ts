import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { personCheckFunctionsSql } from './person-check-functions';

const services = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../services');

describe('the person-check functions', () => {
  // Every service with tombstones (forgotten_people) must create them: its unit of work calls them on every write.
  const withTombstones = readdirSync(services).filter((name) => {
    const schema = path.join(services, name, 'src/db/schema.ts');
    try {
      return readFileSync(schema, 'utf8').includes('createForgottenPeopleTable(');
    } catch {
      return false;
    }
  });

  it('are found in the services that keep tombstones', () => {
    expect(withTombstones.sort()).toEqual(['alerts', 'insights', 'ledger', 'scanner']);
  });

  it.each(withTombstones)("When %s migrates, then it creates them over its own schema's tables, as the kit defines them", (service) => {
    const folder = path.join(services, service, 'drizzle');
    const migration = readdirSync(folder).find((file) => file.endsWith('_person_check_functions.sql'));
    expect(migration).toBeDefined();
    expect(readFileSync(path.join(folder, migration!), 'utf8')).toContain(personCheckFunctionsSql(service));
  });
});
