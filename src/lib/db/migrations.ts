// Migration strategies travel with their schema: every opener of a collection (its feature,
// the per-user helpers, removeCollection) passes only the schema, and database.ts looks the
// strategies up here. No imports, so a schema module can register without loading RxDB.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';

const strategies = new WeakMap<object, MigrationStrategies>();

/**
 * Registers how documents of older versions of `schema` become current (RxDB's migration-schema
 * plugin runs them when the collection opens on a device holding older data). Returns the schema.
 */
export function withMigrations<T>(schema: RxJsonSchema<T>, migrations: MigrationStrategies): RxJsonSchema<T> {
  strategies.set(schema, migrations);
  return schema;
}

export const migrationsOf = (schema: object): MigrationStrategies => strategies.get(schema) ?? {};
