import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { personBatchCheckFunctionsSql, personCheckFunctionsSql } from './person-check-functions';

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

  const migrations = [
    ['person_check_functions', personCheckFunctionsSql],
    ['person_batch_check_functions', personBatchCheckFunctionsSql],
  ] as const;
  it.each(withTombstones.flatMap((service) => migrations.map(([name, functionsSql]) => [service, name, functionsSql] as const)))(
    "When %s migrates, then its %s migration creates them over its own schema's tables, as the kit defines them",
    (service, name, functionsSql) => {
      const folder = path.join(services, service, 'drizzle');
      const migration = readdirSync(folder).find((file) => file.endsWith(`_${name}.sql`));
      expect(migration).toBeDefined();
      expect(readFileSync(path.join(folder, migration!), 'utf8')).toContain(functionsSql(service));
    },
  );
});
