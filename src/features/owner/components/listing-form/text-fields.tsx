// "About your place": name, description, category and price range.
import type { ChangeEvent } from 'react';
import { Input, Select, TextArea } from '@/components/form';
import { CATEGORIES, PRICE_RANGES, type Category, type PriceRange } from '@/features/listings';
import { LIMITS } from '@/domain/listing';
import { controlProps, FormField, Grid, Section, SectionTitle } from './form-field';
import { LockedNote } from './locked-note';
import { NO_CATEGORY, type ListingForm } from './use-listing-form';

// The browse page's price filter words, so owners pick what diners filter by.
const PRICE_WORDS: Record<PriceRange, string> = { $: 'Inexpensive', $$: 'Moderate', $$$: 'Pricey', $$$$: 'Ultra High-End' };

type TextKey = 'title' | 'businessName' | 'description';

export function TextFields({ form }: { form: ListingForm }) {
  const { draft } = form;
  const handleText = (key: TextKey) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setField(key, event.target.value);

  return (
    <Section>
      <SectionTitle>About your place</SectionTitle>
      <Grid>
        <FormField form={form} name="title" label="Title" required wide hint="The name diners will search for.">
          <Input {...controlProps(form, 'title', true)} name="title" maxLength={LIMITS.title} autoComplete="off" value={draft.title} onChange={handleText('title')} />
        </FormField>
        {/* Marked required as in the original product, which never enforced it. */}
        <FormField form={form} name="businessName" label="Business name" required wide>
          <Input
            {...controlProps(form, 'businessName')}
            name="businessName"
            maxLength={LIMITS.businessName}
            autoComplete="organization"
            value={draft.businessName}
            onChange={handleText('businessName')}
          />
        </FormField>
        <FormField form={form} name="description" label="Description" required wide hint="What makes your place special: food, atmosphere, history.">
          <TextArea
            {...controlProps(form, 'description', true)}
            name="description"
            rows={4}
            maxLength={LIMITS.description}
            value={draft.description}
            onChange={handleText('description')}
          />
        </FormField>
        <FormField form={form} name="category" label="Category" required>
          <Select
            {...controlProps(form, 'category')}
            name="category"
            value={draft.category}
            onChange={(event) => form.setField('category', event.target.value as Category)}
          >
            {draft.category === NO_CATEGORY && (
              <option value="" disabled>
                Choose a category
              </option>
            )}
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField form={form} name="priceRange" label="Price range" extra={<LockedNote form={form} feature="priceRange" />}>
          <Select
            {...controlProps(form, 'priceRange')}
            name="priceRange"
            value={draft.priceRange}
            onChange={(event) => form.setField('priceRange', event.target.value as PriceRange)}
          >
            {PRICE_RANGES.map((price) => (
              <option key={price} value={price}>
                {price} · {PRICE_WORDS[price]}
              </option>
            ))}
          </Select>
        </FormField>
      </Grid>
    </Section>
  );
}
