// The admin's "Owner *" field: an editable combobox (WAI-ARIA 1.2 pattern). Typing filters the
// owners by name, email or business; arrows move through the matches and Enter picks one. The
// input shows the chosen owner (name · email) whenever the admin is not typing a search.
import { useEffect, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ChevronDown } from '@/components/icons';
import { Input } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import { OWNER_FIELD } from '../../lib/listing-validation';
import { controlProps, FormField, Section, SectionTitle } from './form-field';
import { matchOwners, OwnerListbox, ownerLabel, type OwnerOption } from './owner-listbox';
import type { ListingForm } from './use-listing-form';

export type { OwnerOption };

// A long option list helps nobody (and slows every keystroke): typing narrows it instead.
const MAX_SHOWN = 50;

export function OwnerSelect({ form, owners }: { form: ListingForm; owners: readonly OwnerOption[] }) {
  // null = not searching: the input shows the chosen owner.
  const [search, setSearch] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = form.fieldId(OWNER_FIELD);
  const listId = `${inputId}-list`;
  const optionId = (i: number) => `${listId}-${i}`;

  const chosen = owners.find((o) => o.uid === form.ownerId);
  // An owner no longer in the list (removed, or now an admin) stays assigned until changed.
  const chosenText = chosen ? ownerLabel(chosen) : form.ownerId ? `Unknown owner (${form.ownerId})` : '';
  const matches = search === null ? [...owners] : matchOwners(owners, search);
  const shown = matches.slice(0, MAX_SHOWN);

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from a stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const openList = (at: 'chosen' | 'first' | 'last') => {
    const chosenIndex = shown.findIndex((o) => o.uid === form.ownerId);
    setOpen(true);
    setActive(at === 'last' ? shown.length - 1 : at === 'chosen' && chosenIndex >= 0 ? chosenIndex : shown.length > 0 ? 0 : -1);
  };
  const closeList = () => {
    setOpen(false);
    setActive(-1);
  };
  const handleChoose = (owner: OwnerOption) => {
    form.setOwnerId(owner.uid);
    setSearch(null);
    closeList();
  };

  const handleChange = (value: string) => {
    setSearch(value);
    setOpen(true);
    // The first match is ready for Enter, as soon as something is typed.
    setActive(value.trim() && matchOwners(owners, value).length > 0 ? 0 : -1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key, altKey } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList(key === 'ArrowUp' ? 'last' : 'chosen');
      else if (!altKey && shown.length > 0) setActive((i) => (key === 'ArrowDown' ? Math.min(i + 1, shown.length - 1) : Math.max(i - 1, 0)));
    } else if (key === 'Enter' && open) {
      // Picks the highlighted owner; never submits the form while the list is open.
      event.preventDefault();
      if (shown[active]) handleChoose(shown[active]);
      else closeList();
    } else if (key === 'Escape' && (open || search !== null)) {
      // Only the list closes (or the search is dropped), not the whole dialog.
      event.preventDefault();
      event.stopPropagation();
      if (open) closeList();
      else setSearch(null);
    }
  };

  const handleBlur = () => {
    closeList();
    setSearch(null);
  };

  const hint = chosen?.businessName ? `Business: ${chosen.businessName}` : 'Type a name, email or business to search.';

  return (
    <Section>
      <SectionTitle>Assigned owner</SectionTitle>
      <FormField form={form} name={OWNER_FIELD} label="Owner" required hint={hint}>
        <Box>
          <ComboInput
            {...controlProps(form, OWNER_FIELD, true)}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search owners"
            value={search ?? chosenText}
            onChange={(event) => handleChange(event.target.value)}
            onKeyDown={handleKeyDown}
            onClick={() => open || openList('chosen')}
            // Selected on focus, so typing replaces the chosen owner's name with a search.
            onFocus={(event) => event.currentTarget.select()}
            onBlur={handleBlur}
          />
          <Toggle
            type="button"
            tabIndex={-1}
            aria-label="Show owners"
            aria-expanded={open}
            aria-controls={listId}
            // Keeps the focus in the input (and the list open through the click).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              document.getElementById(inputId)?.focus();
              if (open) closeList();
              else openList('chosen');
            }}
          >
            <ChevronDown size={18} aria-hidden="true" />
          </Toggle>
          <OwnerListbox
            id={listId}
            open={open}
            owners={shown}
            matchCount={matches.length}
            ownerCount={owners.length}
            active={active}
            chosenId={form.ownerId}
            optionId={optionId}
            onActivate={setActive}
            onChoose={handleChoose}
          />
          <VisuallyHidden aria-live="polite">{open && search !== null ? `${matches.length} ${matches.length === 1 ? 'owner' : 'owners'} found` : ''}</VisuallyHidden>
        </Box>
      </FormField>
    </Section>
  );
}

const Box = styled.div`
  position: relative;
`;

const ComboInput = styled(Input)`
  padding-right: 44px;
  text-overflow: ellipsis;
`;

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.textMuted};
  cursor: pointer;
  svg {
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;
