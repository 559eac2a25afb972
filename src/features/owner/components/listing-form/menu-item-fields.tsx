// One menu item: name, description, price and dietary marks.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Input } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import { DIETARY, DIETARY_IDS, EXTRA_LIMITS, type MenuItem } from '@shared/listing-extras';
import { controlProps, FormField } from './form-field';
import { Entry, EntryHead, ListControls } from './list-controls';
import { PriceInput } from './price-input';
import type { ListingForm } from './use-listing-form';

interface Props {
  form: ListingForm;
  /** 'menu.1.items.3' */
  path: string;
  /** Spoken, e.g. "item 4 of Mains". */
  name: string;
  index: number;
  count: number;
  item: MenuItem;
  onChange: (patch: Partial<MenuItem>) => void;
  onRemove: () => void;
}

export function MenuItemFields({ form, path, name, index, count, item, onChange, onRemove }: Props) {
  const key = (field: string) => `${path}.${field}`;
  return (
    <Entry>
      <EntryHead>
        <span aria-hidden="true">Item {index + 1}</span>
        <ListControls name={name} id={form.fieldId(path)} index={index} count={count} onRemove={onRemove} />
      </EntryHead>
      <ItemGrid>
        <FormField form={form} name={key('name')} label={<>Dish<VisuallyHidden> ({name})</VisuallyHidden></>}>
          <Input {...controlProps(form, key('name'))} maxLength={EXTRA_LIMITS.menuItemName} value={item.name} onChange={(e) => onChange({ name: e.target.value })} />
        </FormField>
        <FormField form={form} name={key('price')} label={<>Price ($)<VisuallyHidden> ({name})</VisuallyHidden></>}>
          <PriceInput {...controlProps(form, key('price'))} value={item.price} onChange={(price) => onChange({ price })} />
        </FormField>
        <FormField form={form} name={key('description')} label={<>Details<VisuallyHidden> ({name})</VisuallyHidden></>} wide>
          <Input {...controlProps(form, key('description'))} maxLength={EXTRA_LIMITS.menuItemDescription} value={item.description} onChange={(e) => onChange({ description: e.target.value })} />
        </FormField>
      </ItemGrid>
      <Marks aria-label={`Dietary marks of ${name}`} role="group">
        {DIETARY_IDS.map((mark) => (
          <label key={mark}>
            <input
              type="checkbox"
              checked={item.dietary.includes(mark)}
              onChange={(e) => onChange({ dietary: DIETARY_IDS.filter((id) => (id === mark ? e.target.checked : item.dietary.includes(id))) })}
            />
            {DIETARY[mark]}
          </label>
        ))}
      </Marks>
    </Entry>
  );
}

const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(4)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1.5)};
    min-height: 36px;
    font-size: ${theme.size.sm};
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${theme.color.primary};
  }
`;

// The price beside the dish's name, narrow, on a phone too.
const ItemGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6.5rem;
  column-gap: ${theme.space(3)};
  & > :nth-child(3) {
    grid-column: 1 / -1;
  }
`;
