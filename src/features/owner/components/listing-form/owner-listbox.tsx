// The owner selector's popup list and its matching. The focus never leaves the combobox input:
// options only highlight (aria-activedescendant) and take clicks.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Check } from '@/components/icons';
import { ellipsis } from '@/lib/style';

export interface OwnerOption {
  uid: string;
  name: string;
  email: string;
  businessName: string;
}

/** Owners whose name, email or business contain every typed word (any case, any order). */
export function matchOwners(owners: readonly OwnerOption[], query: string): OwnerOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return owners.filter((o) => {
    const haystack = `${o.name} ${o.email} ${o.businessName}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export const ownerLabel = (o: OwnerOption) => (o.name ? `${o.name} · ${o.email}` : o.email);

interface OwnerListboxProps {
  id: string;
  open: boolean;
  /** The options shown (at most the first matches). */
  owners: readonly OwnerOption[];
  matchCount: number;
  ownerCount: number;
  active: number;
  chosenId: string;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (owner: OwnerOption) => void;
}

export function OwnerListbox({ id, open, owners, matchCount, ownerCount, active, chosenId, optionId, onActivate, onChoose }: OwnerListboxProps) {
  return (
    // Kept in the DOM while closed: the input's aria-controls always names the listbox.
    <Popup hidden={!open}>
      <List id={id} role="listbox" aria-label="Owners">
        {owners.map((owner, i) => (
          <Option
            key={owner.uid}
            id={optionId(i)}
            role="option"
            aria-selected={owner.uid === chosenId}
            $active={i === active}
            // mousedown would blur the input, which closes the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => i === active || onActivate(i)}
            onClick={() => onChoose(owner)}
          >
            <OptionText>
              <strong>{owner.name || owner.email}</strong>
              <small>{[owner.name && owner.email, owner.businessName].filter(Boolean).join(' · ')}</small>
            </OptionText>
            {owner.uid === chosenId && <Check size={16} aria-hidden="true" />}
          </Option>
        ))}
      </List>
      {owners.length === 0 && <Note>{ownerCount === 0 ? 'No owners to choose from.' : 'No owner matches your search.'}</Note>}
      {matchCount > owners.length && <Note>{`Showing ${owners.length} of ${matchCount}: keep typing to narrow.`}</Note>}
    </Popup>
  );
}

// Over the fields below, inside the dialog's scrolling body.
const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 5;
  max-height: min(288px, 50dvh);
  overflow-y: auto;
  padding: ${theme.space(1)};
  border: 1px solid ${theme.color.border};
  border-radius: 10px;
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.raised};
  &[hidden] {
    display: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.color.primarySoft : 'transparent')};
  svg {
    flex: none;
    color: ${theme.color.primary};
  }
`;

const OptionText = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
  strong,
  small {
    ${ellipsis}
  }
  strong {
    font-weight: 600;
  }
  small {
    color: ${theme.color.textMuted};
    font-size: ${theme.size.xs};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
