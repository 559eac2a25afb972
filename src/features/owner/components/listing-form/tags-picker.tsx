// Tags from the fixed vocabulary, as checkbox chips (the same words diners filter by).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Check } from '@/components/icons';
import { TAG_IDS, TAGS, type TagId } from '@shared/listing-extras';
import { extrasOf, setExtra } from './extras';
import { FieldError, Hint } from './form-field';
import type { ListingForm } from './use-listing-form';
import { focusRing } from '@/lib/style';

export function TagsPicker({ form }: { form: ListingForm }) {
  const tags = extrasOf(form).tags;
  const handleToggle = (tag: TagId, on: boolean) =>
    // Kept in the vocabulary's order, so the same choice is always the same list.
    setExtra(form, 'tags', TAG_IDS.filter((id) => (id === tag ? on : tags.includes(id))));

  return (
    <Group aria-describedby={`${form.fieldId('tags')}-hint`}>
      <Legend>Tags</Legend>
      <Chips>
        {TAG_IDS.map((tag, i) => (
          <Chip key={tag}>
            {/* The first box carries the group's id: a failed save focuses it. */}
            <input type="checkbox" id={i === 0 ? form.fieldId('tags') : undefined} checked={tags.includes(tag)} onChange={(e) => handleToggle(tag, e.target.checked)} />
            {tags.includes(tag) && <Check size={14} aria-hidden="true" />}
            <span>{TAGS[tag]}</span>
          </Chip>
        ))}
      </Chips>
      <Hint id={`${form.fieldId('tags')}-hint`}>Diners find you by these on the tags filter.</Hint>
      <FieldError form={form} name="tags" />
    </Group>
  );
}

const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${theme.space(2)};
  padding: 0;
  font-size: ${theme.size.sm};
  font-weight: 600;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(1.5)};
`;

const Chip = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 40px;
  padding: 0 ${theme.space(3.5)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  font-size: ${theme.size.sm};
  font-weight: 600;
  cursor: pointer;
  /* The checkbox stays in the page (keyboard, screen readers); the chip is its look. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${theme.color.primary};
    background: ${theme.color.primarySoft};
    color: ${theme.color.primaryHover};
  }
  &:has(input:focus-visible) {
    ${focusRing()}
  }
`;
