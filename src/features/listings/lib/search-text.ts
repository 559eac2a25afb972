// How search reads text: one folding (case, accents, apostrophes, a few letters without a
// decomposition) shared by the index, the query and the highlighting, so they always agree.
const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** Lower case without accents or apostrophes: "Crème Brûlée" → "creme brulee", "Luigi’s" → "luigis". */
export function fold(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\p{M}'’ʼ]/gu, '')
    .replace(/[ßæœøłđðþı]/g, (c) => SPECIAL[c] ?? c);
}

/** The folded words of `s`, in order (letters and digits; everything else separates). */
export function tokenize(s: string): string[] {
  return fold(s).split(NON_WORD).filter(Boolean);
}

/** A run of one word in the original text: letters with their accents, digits, apostrophes. */
export const WORD_RUN = /[\p{L}\p{M}\p{N}'’ʼ]+/gu;
