// Special offers: typed one at a time (Add button or Enter), at most 10, each removable.
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Plus, Tag, X } from '@/components/icons';
import { Button } from '@/components/button';
import { Input, Label } from '@/components/form';
import { LIMITS } from '../../data/owner-listing-schema';
import { FieldError, Hint, Section, SectionTitle } from './form-field';
import type { ListingForm } from './use-listing-form';

export function OffersEditor({ form }: { form: ListingForm }) {
  const [text, setText] = useState('');
  const offers = form.draft.specialOffers;
  const inputId = form.fieldId('specialOffers');
  // One message for the list: the count, or the first offer that is too long.
  const errorKey = Object.keys(form.errors).find((key) => key.startsWith('specialOffers'));

  const handleAdd = () => {
    if (form.addOfferText(text)) setText('');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the offer; it must not submit the whole listing. (Not while an IME composes.)
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handleAdd();
  };

  return (
    <Section>
      <SectionTitle>Special offers</SectionTitle>
      <Label htmlFor={inputId}>Special offer</Label>
      <Row>
        <Input
          id={inputId}
          value={text}
          maxLength={LIMITS.offer}
          placeholder="e.g. 10% off weekday lunches"
          enterKeyHint="done"
          aria-describedby={[`${inputId}-hint`, errorKey && form.errorId(errorKey)].filter(Boolean).join(' ')}
          aria-invalid={errorKey ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button $variant="secondary" onClick={handleAdd}>
          <Plus size={18} aria-hidden="true" /> Add offer
        </Button>
      </Row>
      <Hint id={`${inputId}-hint`}>
        Press Enter or Add offer. {offers.length} of {LIMITS.offers} offers.
      </Hint>
      {errorKey && <FieldError form={form} name={errorKey} />}
      {offers.length > 0 && (
        <List aria-label="Added offers">
          {offers.map((offer, i) => (
            <Item key={`${i}-${offer}`}>
              <Tag size={16} aria-hidden="true" />
              <span>{offer}</span>
              <RemoveButton type="button" aria-label={`Remove offer ${i + 1}: ${offer}`} onClick={() => form.removeOffer(i)}>
                <X size={16} aria-hidden="true" />
              </RemoveButton>
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: ${theme.space(1.5)} 0;
  & > input {
    flex: 1 1 220px;
    width: auto;
  }
  & > button {
    flex: 1 0 auto;
    border-radius: 10px;
    @media (min-width: ${theme.breakpoint.sm}) {
      flex-grow: 0;
    }
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: ${theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding-left: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  svg:first-child {
    flex: none;
    color: ${theme.color.primary};
  }
  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: ${theme.size.sm};
  }
`;

const RemoveButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${theme.color.danger};
  }
`;
