// FAQ: up to 10 questions with answers, added, removed and put in order by the owner.
import { Button } from '@/components/button';
import { Input, TextArea } from '@/components/form';
import { Plus } from '@/components/icons';
import { EXTRA_LIMITS, type FaqEntry } from '@shared/listing-extras';
import { CollapsibleSection } from './collapsible-section';
import { extrasOf, move, patchAt, removeAt, setExtra } from './extras';
import { controlProps, FieldError, FormField, Hint } from './form-field';
import { Entries, Entry, EntryHead, focusMoved, ListControls } from './list-controls';
import { LockedNote } from './locked-note';
import type { ListingForm } from './use-listing-form';

export function FaqEditor({ form }: { form: ListingForm }) {
  const faq = extrasOf(form).faq;
  const full = faq.length >= EXTRA_LIMITS.faqEntries;
  const save = (next: FaqEntry[]) => setExtra(form, 'faq', next);

  const handleAdd = () => {
    save([...faq, { question: '', answer: '' }]);
    setTimeout(() => document.getElementById(form.fieldId(`faq.${faq.length}.question`))?.focus(), 0);
  };
  const handleMove = (index: number, by: -1 | 1) => {
    save(move(faq, index, by));
    focusMoved(form.fieldId(`faq.${index + by}`), by);
  };

  return (
    <CollapsibleSection form={form} title="FAQ" summary={faq.length === 1 ? '1 question' : `${faq.length} questions`} fields={['faq']} locked={!!form.planNote('faq')}>
      <LockedNote form={form} feature="faq" />
      <FieldError form={form} name="faq" />
      {faq.length > 0 && (
        <Entries aria-label="Questions">
          {faq.map((entry, i) => (
            <Entry key={i}>
              <EntryHead>
                <span aria-hidden="true">#{i + 1}</span>
                <ListControls name={`question ${i + 1}`} id={form.fieldId(`faq.${i}`)} index={i} count={faq.length} onMove={(by) => handleMove(i, by)} onRemove={() => save(removeAt(faq, i))} />
              </EntryHead>
              <FormField form={form} name={`faq.${i}.question`} label={`Question ${i + 1}`}>
                <Input {...controlProps(form, `faq.${i}.question`)} maxLength={EXTRA_LIMITS.faqQuestion} value={entry.question} onChange={(e) => save(patchAt(faq, i, { question: e.target.value }))} />
              </FormField>
              <FormField form={form} name={`faq.${i}.answer`} label={`Answer ${i + 1}`}>
                <TextArea {...controlProps(form, `faq.${i}.answer`)} rows={3} maxLength={EXTRA_LIMITS.faqAnswer} value={entry.answer} onChange={(e) => save(patchAt(faq, i, { answer: e.target.value }))} />
              </FormField>
            </Entry>
          ))}
        </Entries>
      )}
      <Button $variant="secondary" onClick={handleAdd} disabled={full}>
        <Plus size={18} aria-hidden="true" /> Add a question
      </Button>
      <Hint as="p">
        {faq.length} of {EXTRA_LIMITS.faqEntries} questions.
      </Hint>
    </CollapsibleSection>
  );
}
