// Text with the words a search matched marked: a word is marked when its folded form is one of
// `terms` or begins with one, so "Crème" is marked for "creme" and the original letters show.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { fold, WORD_RUN } from '../lib/search-text';

// Dark text on the soft primary: 15:1 with the body text, 6:1 with the muted text.
const Mark = styled.mark`
  background: ${theme.color.primarySoft};
  color: inherit;
  border-radius: 2px;
  box-shadow: 0 0 0 1px ${theme.color.primarySoft};
`;

// A search shares one terms array among all its hits (hundreds of words for "c"): its set is
// made once, and a word is looked up by each of its beginnings, not compared with every term.
const sets = new WeakMap<readonly string[], Set<string>>();
function termSet(terms: readonly string[]) {
  let set = sets.get(terms);
  if (!set) sets.set(terms, (set = new Set(terms.map(fold).filter(Boolean))));
  return set;
}

function isMatched(word: string, wanted: Set<string>) {
  for (let end = word.length; end > 0; end--) if (wanted.has(word.slice(0, end))) return true;
  return false;
}

export function Highlight({ text, terms }: { text: string; terms?: readonly string[] }) {
  if (!terms?.length) return <>{text}</>;
  const wanted = termSet(terms);
  const parts: (string | React.JSX.Element)[] = [];
  let at = 0;
  for (const m of text.matchAll(WORD_RUN)) {
    if (!isMatched(fold(m[0]), wanted)) continue;
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push(<Mark key={m.index}>{m[0]}</Mark>);
    at = m.index + m[0].length;
  }
  if (at === 0) return <>{text}</>;
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
