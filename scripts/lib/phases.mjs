// Times the phases of a start-up (npm start): several run at once, so each is printed with when it
// began and how long it took, and the total is the wall-clock time, not their sum.

export function phaseClock() {
  const t0 = Date.now();
  const rows = [];
  /** Runs `fn` as the phase `name`; a phase that had nothing to do says so with `note`. */
  async function time(name, fn) {
    const start = Date.now();
    const row = { name, start: start - t0, ms: undefined, note: '' };
    rows.push(row);
    try {
      const result = await fn((note) => (row.note = note));
      return result;
    } finally {
      row.ms = Date.now() - start;
    }
  }
  function table() {
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const lines = rows
      .sort((a, b) => a.start - b.start)
      .map((r) => `  ${r.name.padEnd(24)} ${(r.ms === undefined ? 'running' : s(r.ms)).padStart(8)}   from ${s(r.start).padStart(7)}${r.note ? `  (${r.note})` : ''}`);
    return [`  ${'phase'.padEnd(24)} ${'took'.padStart(8)}   (they overlap; total ${s(Date.now() - t0)})`, ...lines].join('\n');
  }
  return { time, table };
}
