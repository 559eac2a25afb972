// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks (Node 21+): without this a
// failing test crashes the reporter and hides the failure.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy(items, keyFn) {
    const map = new Map();
    let i = 0;
    for (const item of items) {
      const key = keyFn(item, i++);
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(item);
    }
    return map;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = function groupBy(items, keyFn) {
    const out = Object.create(null);
    let i = 0;
    for (const item of items) (out[keyFn(item, i++)] ??= []).push(item);
    return out;
  };
}
