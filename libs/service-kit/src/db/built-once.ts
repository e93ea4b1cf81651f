/**
 * A hot statement built by drizzle once per shape, then run with each call's values. A batch statement's text depends
 * only on its shape (the number of ranges a check sums, the service's schema), yet building it with drizzle's sql
 * templates and sqlToQuery on every run cost more of the process's one thread than sending it (embedded mode's
 * writes profile: the two limit-check statements' building was about 3% of the thread). The values go in as
 * placeholders (`valueOf`, `arrayOf`), which drizzle fills at run time; the text stays the same, so it stays one
 * prepared statement (create-database.ts).
 * @example const read = builtOnce((count: number) => sql`select … from unnest(${arrayOf('ids', 'uuid')}) …`);
 *          await read(db, ranges.length, { ids });
 */
import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { Db } from './db';

// sqlToQuery needs no settings of a database: one dialect builds every service's statements.
const dialect = new PgDialect();

/** A value of the statement, named; `builtOnce`'s run fills it from its `values`. */
export const valueOf = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** An array value of a PostgreSQL type (`uuid`, `timestamptz`…), for unnest() or `= any()`: arrayParam's placeholder. */
export const arrayOf = (name: string, type: string): SQL => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;

export type BuiltStatement<Shape, Row> = (db: Db, shape: Shape, values: Record<string, unknown>) => Promise<QueryResult<Row & Record<string, unknown>>>;

/** The statement `build` gives for a shape, built on its first run with that shape (a shape is a key of a Map). */
export function builtOnce<Shape, Row = Record<string, unknown>>(build: (shape: Shape) => SQL): BuiltStatement<Shape, Row> {
  const built = new Map<Shape, Query>();
  return (db, shape, values) => {
    let query = built.get(shape);
    if (!query) {
      query = dialect.sqlToQuery(build(shape));
      built.set(shape, query);
    }
    return db._.session.prepareQuery(query, undefined, undefined, false).execute(values) as Promise<QueryResult<Row & Record<string, unknown>>>;
  };
}

/**
 * builtOnce for a query builder's statement with a `returning` list (an insert of a batch's rows): `build` makes the
 * builder on the run's connection, its text is kept per shape, and the rows come back decoded as drizzle decodes them.
 */
export function builtOnceReturning<Shape, Row>(
  columns: Record<string, PgColumn>,
  build: (db: Db, shape: Shape) => { toSQL(): Query },
): (db: Db, shape: Shape, values: Record<string, unknown>) => Promise<Row[]> {
  const built = new Map<Shape, Query>();
  const fields: SelectedFieldsOrdered = Object.entries(columns).map(([key, field]) => ({ path: [key], field }));
  return (db, shape, values) => {
    let query = built.get(shape);
    if (!query) {
      query = build(db, shape).toSQL();
      built.set(shape, query);
    }
    return db._.session.prepareQuery(query, fields, undefined, true).execute(values) as Promise<Row[]>;
  };
}
