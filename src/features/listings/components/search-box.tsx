import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Search } from '@/components/icons';
import { Button } from '@/components/button';

interface Props {
  initial?: string;
  onSearch: (term: string) => void;
  size?: 'md' | 'lg';
  buttonLabel?: string;
}

/** Submits the trimmed term; empty terms are ignored. */
export function SearchBox({ initial = '', onSearch, size = 'md', buttonLabel = 'Search' }: Props) {
  const [value, setValue] = useState(initial);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = value.trim();
    if (term) onSearch(term);
  };
  return (
    <Form role="search" onSubmit={handleSubmit} $size={size}>
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
    </Form>
  );
}

const Form = styled.form<{ $size: 'md' | 'lg' }>`
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
