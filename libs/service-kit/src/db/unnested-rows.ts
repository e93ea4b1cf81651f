/**
 * Many rows for an `insert … select`, as one array parameter per column, unnest()ed: the statement's text is the same
 * whatever the number of rows, so a batch's insert is one prepared statement (create-database.ts names each text once,
 * and a VALUES list of 1 to 64 rows would be 64 texts), and building it costs one parameter per column, not per value.
 * @example db.insert(activities).select(unnestedRows(activities, rows)).returning(...)
 */
import { getTableColumns, is, sql, SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Values as one array parameter of a PostgreSQL type (`uuid`, `timestamptz`…), for unnest() or `= any()`. */
export function arrayParam(values: readonly unknown[], type: string): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/**
 * `select * from unnest($1::type[], …)` giving `rows` in the table's column order (as drizzle's `insert().select()` wants).
 * A value left out takes the column's default when it is a plain value or a function; a column whose default is SQL
 * (`defaultNow()`) must be given in every row.
 */
export function unnestedRows<T extends PgTable>(table: T, rows: ReadonlyArray<T['$inferInsert']>): SQL {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([, column]) => !insertSkips(column));
  const arrays = columns.map(([key, column]) => {
    const values = rows.map((row) => {
      const given = (row as Record<string, unknown>)[key];
      const value = given === undefined ? defaultOf(key, column) : given;
      return value === null ? null : column.mapToDriverValue(value);
    });
    return arrayParam(values, column.getSQLType());
  });
  return sql`select * from unnest(${sql.join(arrays, sql`, `)})`;
}

/** Drizzle leaves generated columns out of an insert's column list (not in its typings). */
const insertSkips = (column: PgColumn) => (column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert();

function defaultOf(key: string, column: PgColumn): unknown {
  if (column.defaultFn) return column.defaultFn();
  if (column.default === undefined) return null;
  if (is(column.default as SQLWrapper, SQL)) throw new Error(`unnestedRows: give ${key} in every row (its default is SQL)`);
  return column.default;
}
