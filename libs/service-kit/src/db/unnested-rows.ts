/**
 * Many rows for an `insert … select`, as one array parameter per column, unnest()ed: the statement's text is the same
 * whatever the number of rows, so a batch's insert is one prepared statement (create-database.ts names each text once,
 * and a VALUES list of 1 to 64 rows would be 64 texts), built once (built-once.ts), and its values cost one parameter
 * per column, not per value.
 * @example builtOnceReturning(columns, (db, table) => db.insert(table).select(unnestedPlaceholders(table)).returning(columns))
 *          run with unnestedValues(table, rows)
 */
import { getTableColumns, is, sql, SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { arrayOf } from './built-once';

/** Values as one array parameter of a PostgreSQL type (`uuid`, `timestamptz`…), for unnest() or `= any()`. */
export function arrayParam(values: readonly unknown[], type: string): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/**
 * `select * from unnest($1::type[], …)` giving a table's rows in its column order (as drizzle's `insert().select()`
 * wants), a placeholder per column named by its key, for a statement built once; `unnestedValues` fills them.
 */
export function unnestedPlaceholders<T extends PgTable>(table: T): SQL {
  const arrays = insertedColumns(table).map(([key, column]) => arrayOf(key, column.getSQLType()));
  return sql`select * from unnest(${sql.join(arrays, sql`, `)})`;
}

/**
 * The values of unnestedPlaceholders' placeholders: one array per column, by its key. A value left out takes the
 * column's default when it is a plain value or a function; a column whose default is SQL (`defaultNow()`) must be
 * given in every row.
 */
export function unnestedValues<T extends PgTable>(table: T, rows: ReadonlyArray<T['$inferInsert']>): Record<string, unknown[]> {
  const values: Record<string, unknown[]> = {};
  for (const [key, column] of insertedColumns(table)) {
    values[key] = rows.map((row) => {
      const given = (row as Record<string, unknown>)[key];
      const value = given === undefined ? defaultOf(key, column) : given;
      return value === null ? null : column.mapToDriverValue(value);
    });
  }
  return values;
}

// A table's columns that an insert gives, in its order, kept: every batch asks.
const columnsKept = new WeakMap<PgTable, Array<[string, PgColumn]>>();
function insertedColumns(table: PgTable): Array<[string, PgColumn]> {
  let columns = columnsKept.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([, column]) => !insertSkips(column));
    columnsKept.set(table, columns);
  }
  return columns;
}

/** Drizzle leaves generated columns out of an insert's column list (not in its typings). */
const insertSkips = (column: PgColumn) => (column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert();

function defaultOf(key: string, column: PgColumn): unknown {
  if (column.defaultFn) return column.defaultFn();
  if (column.default === undefined) return null;
  if (is(column.default as SQLWrapper, SQL)) throw new Error(`unnestedValues: give ${key} in every row (its default is SQL)`);
  return column.default;
}
