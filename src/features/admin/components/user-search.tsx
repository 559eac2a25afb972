import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Search } from '@/components/icons';

/** The Users tab's search box (name, email, business). */
export function UserSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Box role="search">
      <Search size={18} aria-hidden="true" />
      <input type="search" aria-label="Search users" placeholder="Search by name, email or business" value={value} onChange={(event) => onChange(event.target.value)} />
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  max-width: 480px;
  margin-bottom: ${theme.space(5)};
  svg {
    position: absolute;
    left: 14px;
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.color.textMuted};
    pointer-events: none;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 10px 14px 10px 42px;
    box-sizing: border-box;
    font: inherit;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
  input::placeholder {
    color: ${theme.color.textMuted};
  }
`;
