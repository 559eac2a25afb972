/** /listings with the hero's search: `q` when a term was typed, `open=1` for "Open now". */
export function listingsSearchPath(term: string, openNow: boolean): string {
  const params = [term && `q=${encodeURIComponent(term)}`, openNow && 'open=1'].filter(Boolean);
  return params.length ? `/listings?${params.join('&')}` : '/listings';
}
