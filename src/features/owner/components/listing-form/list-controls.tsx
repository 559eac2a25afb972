// Move up, move down and remove for one entry of an editable list (FAQ, menu, deals, events).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ChevronDown, Trash2 } from '@/components/icons';
import { focusRing } from '@/lib/style';

interface Props {
  /** Spoken with each action, e.g. "question 2". */
  name: string;
  /** Prefix of the move buttons' ids ('-up', '-down'), so focus can follow a moved entry. */
  id: string;
  index: number;
  count: number;
  onMove?: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function ListControls({ name, id, index, count, onMove, onRemove }: Props) {
  return (
    <Row>
      {onMove && (
        <>
          <Small type="button" id={`${id}-up`} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ChevronDown size={18} aria-hidden="true" style={{ transform: 'rotate(180deg)' }} />
          </Small>
          <Small type="button" id={`${id}-down`} aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ChevronDown size={18} aria-hidden="true" />
          </Small>
        </>
      )}
      <Small type="button" aria-label={`Remove ${name}`} $danger onClick={onRemove}>
        <Trash2 size={16} aria-hidden="true" />
      </Small>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${theme.space(1)};
`;

const Small = styled.button<{ $danger?: boolean }>`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ $danger }) => ($danger ? theme.color.danger : theme.color.text)};
    border-color: ${theme.color.textMuted};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

/** After a move re-renders, keeps the focus on the moved entry's same button. */
export function focusMoved(id: string, by: -1 | 1) {
  setTimeout(() => {
    const button = document.getElementById(`${id}-${by < 0 ? 'up' : 'down'}`) as HTMLButtonElement | null;
    (button && !button.disabled ? button : document.getElementById(`${id}-${by < 0 ? 'down' : 'up'}`))?.focus();
  }, 0);
}

/** One entry's box in an editable list. */
export const Entry = styled.li`
  display: grid;
  gap: ${theme.space(1)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg};
`;

export const EntryHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  font-size: ${theme.size.sm};
  font-weight: 700;
`;

export const Entries = styled.ol`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(3)};
  padding: 0;
  list-style: none;
`;
