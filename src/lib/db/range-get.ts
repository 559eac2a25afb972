// A Dexie middleware that answers large multi-key reads with range reads. RxDB asks Dexie for
// documents by id three times per replication write (the local copies, the replication's
// metadata, and again inside the write); Dexie sends one IndexedDB get per id, and for the
// 10,000 documents of a new install's first write that is 30,000 requests answered one by one.
// Keys first (one request over the ids' range), then one request for all values when most keys
// of that range are wanted, or gets for just the keys that exist.
import type { DBCore, DBCoreGetManyRequest, DBCoreKeyRange, DBCoreTable, Middleware } from 'dexie';

/** Below this, per-key gets are as quick as the two range requests. */
export const RANGE_GET_MIN_KEYS = 64;

/** The whole primary-key range between two string keys, both included (DBCoreRangeType.Range). */
const between = (lower: string, upper: string): DBCoreKeyRange => ({ type: 2, lower, upper, lowerOpen: false, upperOpen: false });

function rangeTable(table: DBCoreTable): DBCoreTable {
  const { primaryKey } = table.schema;
  // Only inbound, plain primary keys (RxDB's): the stored value carries its key.
  if (primaryKey.outbound || primaryKey.compound || typeof primaryKey.keyPath !== 'string' || !primaryKey.extractKey) return table;
  const extractKey = primaryKey.extractKey;
  return {
    ...table,
    async getMany(req: DBCoreGetManyRequest) {
      const { keys } = req;
      // IndexedDB orders string keys by UTF-16 code units, as `<` does: the range is [min, max].
      if (keys.length < RANGE_GET_MIN_KEYS || !keys.every((k) => typeof k === 'string')) return table.getMany(req);
      let lower = keys[0] as string;
      let upper = lower;
      for (const key of keys as string[]) {
        if (key < lower) lower = key;
        if (key > upper) upper = key;
      }
      const query = { index: primaryKey, range: between(lower, upper) };
      const stored: unknown[] = (await table.query({ trans: req.trans, query, values: false })).result;
      const wanted = new Set(keys as string[]);
      const present = stored.filter((key) => wanted.has(key as string));
      if (present.length === 0) return keys.map(() => undefined);
      if (stored.length <= present.length * 2) {
        // Dense: one request for every value of the range beats a get per key.
        const values = (await table.query({ trans: req.trans, query, values: true })).result;
        const byKey = new Map(values.map((value) => [extractKey(value), value]));
        return keys.map((key) => byKey.get(key));
      }
      const found = await table.getMany({ ...req, keys: present });
      const byKey = new Map(present.map((key, i) => [key, found[i]]));
      return keys.map((key) => byKey.get(key));
    },
  };
}

export const rangeGetMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'forkful-range-get',
  create: (down) => {
    const tables = new Map<string, DBCoreTable>();
    return {
      ...down,
      table: (name) => {
        let table = tables.get(name);
        if (!table) tables.set(name, (table = rangeTable(down.table(name))));
        return table;
      },
    };
  },
};
