// A listing's tags as chips: all of them on its page, the first few on a card (one line).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { TAGS, tagsOf } from '../lib/tags';

interface Props {
  tags: readonly string[] | undefined;
  /** Show at most this many (a card); the rest are counted in "+2". */
  max?: number;
  className?: string;
}

export function TagChips({ tags, max, className }: Props) {
  const known = tagsOf(tags);
  if (!known.length) return null;
  const shown = max ? known.slice(0, max) : known;
  const more = known.length - shown.length;
  return (
    <List className={className} aria-label="Tags" $compact={!!max}>
      {shown.map((id) => (
        <li key={id}>{TAGS[id]}</li>
      ))}
      {more > 0 && (
        <li>
          +{more}
          <span className="sr-only"> more</span>
        </li>
      )}
    </List>
  );
}

// A card's chips keep to one row: those that do not fit wrap onto a second row that is cut off,
// so a chip is shown whole or not at all.
const List = styled.ul<{ $compact: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  ${({ $compact }) => ($compact ? 'max-height: 22px; row-gap: 8px;' : '')}
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow: hidden;
  li {
    flex: none;
    padding: ${({ $compact }) => ($compact ? '2px 8px' : '4px 12px')};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surfaceAlt};
    color: ${theme.color.text};
    font-size: ${({ $compact }) => ($compact ? theme.size.xs : theme.size.sm)};
    line-height: 18px;
    font-weight: 600;
    white-space: nowrap;
  }
`;
