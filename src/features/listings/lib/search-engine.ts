// The token index behind search: postings per folded word, a sorted dictionary for prefixes and
// a deletion neighbourhood (SymSpell) for one-edit typos, all updated one document at a time.

/**
 * The documents (slots, ascending) that contain a word in their title or business name, and
 * elsewhere only. Sorted arrays, not Sets: a quarter of the memory, and faster to walk.
 */
export interface Posting {
  /** Made on first use: most words of a large catalogue are in one field only. */
  title?: number[];
  other?: number[];
}

/** Typos are looked for in words of at least this many letters (shorter ones are too ambiguous). */
export const TYPO_MIN_LENGTH = 4;
/** Dictionary words that can be a typo's target: a query word of 4 with one letter more is 3. */
const TYPO_TARGET_MIN = TYPO_MIN_LENGTH - 1;
/** Above this many new or gone words in one update, the dictionary is re-sorted, not spliced. */
const RESORT_ABOVE = 64;

const hasLetter = (w: string) => /\p{L}/u.test(w);

/** First index of `sorted` (ascending numbers) whose value is >= `n`. */
function lowerBoundNumber(sorted: readonly number[], n: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < n) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Slots are mostly appended (new slots are the highest); a re-indexed document goes back in place. */
function insertSorted(list: number[], n: number) {
  if (!list.length || list[list.length - 1] < n) list.push(n);
  else {
    const i = lowerBoundNumber(list, n);
    if (list[i] !== n) list.splice(i, 0, n);
  }
}

function removeSorted(list: number[], n: number) {
  const i = lowerBoundNumber(list, n);
  if (list[i] === n) list.splice(i, 1);
}

function deletionsOf(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) {
    const d = w.slice(0, i) + w.slice(i + 1);
    if (d !== out[out.length - 1]) out.push(d);
  }
  return out;
}

/** Same length, one substitution or one transposition of neighbours (optimal string alignment). */
function oneSwapOrSubstitution(a: string, b: string): boolean {
  let first = -1;
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (++count > 2) return false;
    if (first < 0) first = i;
  }
  if (count === 1) return true;
  return count === 2 && a[first] === b[first + 1] && a[first + 1] === b[first] && a[first + 1] !== b[first + 1];
}

/** First index of `sorted` whose word is >= `w` (code-unit order, as Array.prototype.sort). */
function lowerBound(sorted: readonly string[], w: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < w) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A document's distinct words by field. */
export interface Fields {
  title: string[];
  other: string[];
}

export class TokenIndex {
  private readonly postings = new Map<string, Posting>();
  /** A word with one letter deleted → the dictionary words it comes from. */
  private readonly deletions = new Map<string, string[]>();
  private sorted: string[] = [];
  private added: string[] = [];
  private gone: string[] = [];
  /** Slots are never reused, so a stale snapshot of the index can never mistake one listing for another. */
  private nextSlot = 0;

  get slotCount() {
    return this.nextSlot;
  }

  newSlot() {
    return this.nextSlot++;
  }

  posting(word: string): Posting | undefined {
    return this.postings.get(word);
  }

  /**
   * Indexes a document's distinct words, or re-indexes them (`before`: the words it had): only
   * the words that came or went touch the postings. Returns them as the dictionary's own
   * strings, so a word is held once in memory however many listings use it.
   */
  add(slot: number, title: readonly string[], other: readonly string[], before?: Fields): Fields {
    if (before) {
      this.dropMissing(slot, before.title, title, 'title');
      this.dropMissing(slot, before.other, other, 'other');
    }
    const put = (words: readonly string[], had: readonly string[] | undefined, field: keyof Posting) => {
      const known = had?.length ? new Set(had) : undefined;
      return words.map((w) => {
        const [word, p] = this.entry(w);
        if (!known?.has(w)) insertSorted((p[field] ??= []), slot);
        return word;
      });
    };
    return { title: put(title, before?.title, 'title'), other: put(other, before?.other, 'other') };
  }

  private dropMissing(slot: number, had: readonly string[], now: readonly string[], field: keyof Posting) {
    const keep = new Set(now);
    for (const w of had) if (!keep.has(w)) this.drop(w, slot, field);
  }

  remove(slot: number, title: Iterable<string>, other: Iterable<string>) {
    for (const w of title) this.drop(w, slot, 'title');
    for (const w of other) this.drop(w, slot, 'other');
  }

  /** Brings the sorted dictionary up to date after adds and removes (once per catalogue update). */
  commit() {
    if (!this.added.length && !this.gone.length) return;
    const stillAdded = this.added.filter((w) => this.postings.has(w));
    const reallyGone = this.gone.filter((w) => !this.postings.has(w));
    if (stillAdded.length + reallyGone.length > RESORT_ABOVE) this.sorted = [...this.postings.keys()].sort();
    else {
      for (const w of reallyGone) {
        const i = lowerBound(this.sorted, w);
        if (this.sorted[i] === w) this.sorted.splice(i, 1);
      }
      for (const w of stillAdded) {
        const i = lowerBound(this.sorted, w);
        if (this.sorted[i] !== w) this.sorted.splice(i, 0, w);
      }
    }
    this.added = [];
    this.gone = [];
  }

  /**
   * The dictionary words a query word stands for: `exact` (itself, and the words it begins when
   * `prefix`) and `typos` (one insertion, deletion, substitution or transposition away, for words
   * of 4+ letters, not already in `exact`).
   */
  expand(word: string, prefix: boolean): { exact: string[]; typos: string[] } {
    const exact: string[] = [];
    if (prefix) {
      for (let i = lowerBound(this.sorted, word); i < this.sorted.length && this.sorted[i].startsWith(word); i++) exact.push(this.sorted[i]);
    } else if (this.postings.has(word)) exact.push(word);
    const typos: string[] = [];
    if (word.length < TYPO_MIN_LENGTH || !hasLetter(word)) return { exact, typos };
    const found = new Set<string>();
    const take = (w: string) => {
      if (w !== word && !found.has(w) && !(prefix && w.startsWith(word))) {
        found.add(w);
        typos.push(w);
      }
    };
    // The word with one letter more (the query missed a letter): "piza" → "pizza".
    for (const w of this.deletions.get(word) ?? []) take(w);
    for (const d of deletionsOf(word)) {
      // One letter less (the query has one too many): "cofffee" → "coffee".
      if (this.postings.has(d)) take(d);
      // Same length, sharing a deletion: a substitution or a swap, checked ("bread" and "beard" share "bead" but are two edits apart).
      for (const w of this.deletions.get(d) ?? []) if (w.length === word.length && oneSwapOrSubstitution(word, w)) take(w);
    }
    return { exact, typos };
  }

  private readonly canonical = new Map<string, string>();

  private entry(w: string): [string, Posting] {
    const p = this.postings.get(w);
    if (p) return [this.canonical.get(w)!, p];
    const fresh: Posting = {};
    this.postings.set(w, fresh);
    this.canonical.set(w, w);
    this.added.push(w);
    if (w.length >= TYPO_TARGET_MIN && hasLetter(w)) {
      for (const d of deletionsOf(w)) {
        const from = this.deletions.get(d);
        if (from) from.push(w);
        else this.deletions.set(d, [w]);
      }
    }
    return [w, fresh];
  }

  private drop(w: string, slot: number, field: keyof Posting) {
    const p = this.postings.get(w);
    if (!p) return;
    const list = p[field];
    if (list) removeSorted(list, slot);
    if (p.title?.length || p.other?.length) return;
    this.postings.delete(w);
    this.canonical.delete(w);
    this.gone.push(w);
    for (const d of deletionsOf(w)) {
      const from = this.deletions.get(d);
      const i = from?.indexOf(w) ?? -1;
      if (i >= 0) from!.splice(i, 1);
      if (from && !from.length) this.deletions.delete(d);
    }
  }
}
