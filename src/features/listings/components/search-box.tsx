import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ToggleChip } from '@/components/toggle-chip';
import { Clock, Search } from '@/components/icons';
import { Button } from '@/components/button';

export interface SearchOptions {
  /** Only places open now (the "Open now" chip was on). */
  openNow: boolean;
}

interface Props {
  initial?: string;
  onSearch: (term: string, options: SearchOptions) => void;
  size?: 'md' | 'lg';
  buttonLabel?: string;
  /** Offer the "Open now" chip under the field. */
  openNowToggle?: boolean;
}

/**
 * Submits the trimmed term. An empty term is ignored, unless "Open now" is on: "anything open
 * now" is a search of its own.
 */
export function SearchBox({ initial = '', onSearch, size = 'md', buttonLabel = 'Search', openNowToggle = false }: Props) {
  const [value, setValue] = useState(initial);
  const [openNow, setOpenNow] = useState(false);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = value.trim();
    if (term || openNow) onSearch(term, { openNow });
  };
  return (
    <form role="search" onSubmit={handleSubmit}>
      <Bar $size={size}>
        <Search size={20} aria-hidden="true" />
        <input
          type="search"
          aria-label="Search restaurants, cuisines and dishes"
          placeholder="Search pizza, sourdough, ramen…"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          enterKeyHint="search"
        />
        <Button type="submit" $size={size === 'lg' ? 'md' : 'sm'}>
          {buttonLabel}
        </Button>
      </Bar>
      {openNowToggle && (
        <Options>
          <Chip type="button" aria-pressed={openNow} onClick={() => setOpenNow((on) => !on)}>
            <Clock size={16} aria-hidden="true" /> Open now
          </Chip>
        </Options>
      )}
    </form>
  );
}

const Bar = styled.div<{ $size: 'md' | 'lg' }>`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  padding: ${({ $size }) => ($size === 'lg' ? '8px 8px 8px 18px' : '6px 6px 6px 14px')};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  box-shadow: ${({ theme, $size }) => ($size === 'lg' ? theme.shadow.raised : 'none')};
  color: ${theme.color.textMuted};
  &:focus-within { border-color: ${theme.color.focus}; }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    outline: none;
    background: transparent;
    font: inherit;
    font-size: ${({ $size }) => ($size === 'lg' ? '1.0625rem' : '1rem')};
    color: ${theme.color.text};
    min-height: 36px;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};
`;

// A toggle, not a filter already applied: its state shows in its fill, and aria-pressed says it.
const Chip = styled(ToggleChip)`
  &[aria-pressed='true'] {
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
    color: ${theme.color.onPrimary};
    & > svg { color: ${theme.color.onPrimary}; }
  }
`;
