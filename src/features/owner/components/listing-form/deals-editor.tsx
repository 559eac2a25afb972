// Deals, offers and discounts: a title typed one at a time (Enter or Add offer, as before),
// then each deal's type and optional end date. At most 10.
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from '@/components/button';
import { Input, Label, Select } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import { Plus } from '@/components/icons';
import { toast } from '@/stores/toast-store';
import { DEAL_TYPES, EXTRA_LIMITS, type Deal, type DealType } from '@shared/listing-extras';
import { OFFER_LIMIT } from '../../lib/listing-validation';
import { extrasOf, patchAt, removeAt, setExtra } from './extras';
import { controlProps, FieldError, FormField, Grid, Hint } from './form-field';
import { Entries, Entry, EntryHead, ListControls } from './list-controls';
import { dayOfEnd, endOfDay } from '@shared/zoned-date';
import type { ListingForm } from './use-listing-form';
import { media } from '@/lib/style';

export function DealsEditor({ form, zone }: { form: ListingForm; zone: string }) {
  const [text, setText] = useState('');
  const deals = extrasOf(form).deals;
  const inputId = form.fieldId('deals');
  const save = (next: Deal[]) => setExtra(form, 'deals', next);

  const handleAdd = () => {
    const title = text.replace(/\s+/g, ' ').trim();
    if (!title) return;
    if (deals.length >= EXTRA_LIMITS.deals) return void toast(OFFER_LIMIT);
    save([...deals, { title, type: 'Discount', endsAt: null }]);
    setText('');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the deal; it must not submit the whole listing. (Not while an IME composes.)
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handleAdd();
  };

  return (
    <>
      <Label htmlFor={inputId}>Special offer</Label>
      <Row>
        <Input id={inputId} value={text} maxLength={EXTRA_LIMITS.dealTitle} placeholder="e.g. 10% off weekday lunches" enterKeyHint="done" aria-describedby={`${inputId}-hint`} onChange={(e) => setText(e.target.value)} onKeyDown={handleKeyDown} />
        <Button $variant="secondary" onClick={handleAdd}>
          <Plus size={18} aria-hidden="true" /> Add offer
        </Button>
      </Row>
      <Hint id={`${inputId}-hint`}>
        Press Enter or Add offer. {deals.length} of {EXTRA_LIMITS.deals} offers. An offer with an end date disappears after that day.
      </Hint>
      <FieldError form={form} name="deals" />
      {deals.length > 0 && (
        <Entries aria-label="Added offers">
          {deals.map((deal, i) => {
            const key = (field: string) => `deals.${i}.${field}`;
            return (
              <Entry key={i}>
                <EntryHead>
                  <span aria-hidden="true">#{i + 1}</span>
                  <ListControls name={`offer ${i + 1}: ${deal.title}`} id={form.fieldId(`deals.${i}`)} index={i} count={deals.length} onRemove={() => save(removeAt(deals, i))} />
                </EntryHead>
                <Grid>
                  <FormField form={form} name={key('title')} label={`Offer ${i + 1}`} wide>
                    <Input {...controlProps(form, key('title'))} maxLength={EXTRA_LIMITS.dealTitle} value={deal.title} onChange={(e) => save(patchAt(deals, i, { title: e.target.value }))} />
                  </FormField>
                  <FormField form={form} name={key('type')} label={<>Type<VisuallyHidden> of offer {i + 1}</VisuallyHidden></>}>
                    <Select {...controlProps(form, key('type'))} value={deal.type} onChange={(e) => save(patchAt(deals, i, { type: e.target.value as DealType }))}>
                      {DEAL_TYPES.map((type) => (
                        <option key={type}>{type}</option>
                      ))}
                    </Select>
                  </FormField>
                  <FormField form={form} name={key('endsAt')} label={<>Ends (optional)<VisuallyHidden>, offer {i + 1}</VisuallyHidden></>}>
                    <Input
                      {...controlProps(form, key('endsAt'))}
                      type="date"
                      value={deal.endsAt === null ? '' : dayOfEnd(deal.endsAt, zone)}
                      onChange={(e) => save(patchAt(deals, i, { endsAt: e.target.value ? endOfDay(e.target.value, zone) : null }))}
                    />
                  </FormField>
                </Grid>
              </Entry>
            );
          })}
        </Entries>
      )}
    </>
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
    ${media.up('sm')} {
      flex-grow: 0;
    }
  }
`;
