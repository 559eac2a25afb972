// Whole numbers with thousands separators, as en-US writes them ("1,234"). Not toLocaleString:
// the first call into Intl sets up its locale data, ~20 ms of a slow phone's first screen.

export function formatCount(n: number): string {
  const digits = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
