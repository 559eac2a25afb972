// Menu: named sections of items. Sections and items are added and removed here; the counts
// stop at the shared limits (a menu is a list, not a catalogue).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from '@/components/button';
import { Input } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import { Plus } from '@/components/icons';
import { EXTRA_LIMITS, type MenuItem, type MenuSection } from '@shared/listing-extras';
import { CollapsibleSection } from './collapsible-section';
import { extrasOf, move, patchAt, removeAt, setExtra } from './extras';
import { controlProps, FieldError, FormField, Hint } from './form-field';
import { Entries, focusMoved, ListControls } from './list-controls';
import { LockedNote } from './locked-note';
import { MenuItemFields } from './menu-item-fields';
import type { ListingForm } from './use-listing-form';

const NEW_ITEM: MenuItem = { name: '', description: '', price: null, dietary: [] };
const focusLater = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

export function MenuEditor({ form }: { form: ListingForm }) {
  const menu = extrasOf(form).menu;
  const total = menu.reduce((sum, s) => sum + s.items.length, 0);
  const save = (next: MenuSection[]) => setExtra(form, 'menu', next);
  const setItems = (s: number, items: MenuItem[]) => save(patchAt(menu, s, { items }));

  const handleAddSection = () => {
    save([...menu, { name: '', items: [{ ...NEW_ITEM }] }]);
    focusLater(form.fieldId(`menu.${menu.length}.name`));
  };
  const handleAddItem = (s: number) => {
    setItems(s, [...menu[s].items, { ...NEW_ITEM }]);
    focusLater(form.fieldId(`menu.${s}.items.${menu[s].items.length}.name`));
  };
  const handleMove = (s: number, by: -1 | 1) => {
    save(move(menu, s, by));
    focusMoved(form.fieldId(`menu.${s + by}`), by);
  };

  return (
    <CollapsibleSection form={form} title="Menu" summary={`${menu.length} ${menu.length === 1 ? 'section' : 'sections'}, ${total} ${total === 1 ? 'item' : 'items'}`} fields={['menu']} locked={!!form.planNote('menu')}>
      <LockedNote form={form} feature="menu" />
      <FieldError form={form} name="menu" />
      {menu.length > 0 && (
        <Entries aria-label="Menu sections">
          {menu.map((section, s) => {
            const label = section.name.trim() || `section ${s + 1}`;
            return (
              <SectionBox key={s}>
                <Head>
                  <FormField form={form} name={`menu.${s}.name`} label={`Section ${s + 1} name`}>
                    <Input {...controlProps(form, `menu.${s}.name`)} maxLength={EXTRA_LIMITS.menuSectionName} placeholder="e.g. Starters" value={section.name} onChange={(e) => save(patchAt(menu, s, { name: e.target.value }))} />
                  </FormField>
                  <ListControls name={`section ${label}`} id={form.fieldId(`menu.${s}`)} index={s} count={menu.length} onMove={(by) => handleMove(s, by)} onRemove={() => save(removeAt(menu, s))} />
                </Head>
                <FieldError form={form} name={`menu.${s}.items`} />
                <Entries aria-label={`Items of ${label}`}>
                  {section.items.map((item, i) => (
                    <MenuItemFields
                      key={i}
                      form={form}
                      path={`menu.${s}.items.${i}`}
                      name={`item ${i + 1} of ${label}`}
                      index={i}
                      count={section.items.length}
                      item={item}
                      onChange={(patch) => setItems(s, patchAt(section.items, i, patch))}
                      onRemove={() => setItems(s, removeAt(section.items, i))}
                    />
                  ))}
                </Entries>
                <Button $variant="secondary" $size="sm" onClick={() => handleAddItem(s)} disabled={section.items.length >= EXTRA_LIMITS.menuItems || total >= EXTRA_LIMITS.menuItemsTotal}>
                  <Plus size={16} aria-hidden="true" /> Add an item<VisuallyHidden> to {label}</VisuallyHidden>
                </Button>
              </SectionBox>
            );
          })}
        </Entries>
      )}
      <Button $variant="secondary" onClick={handleAddSection} disabled={menu.length >= EXTRA_LIMITS.menuSections || total >= EXTRA_LIMITS.menuItemsTotal}>
        <Plus size={18} aria-hidden="true" /> Add a menu section
      </Button>
      <Hint as="p">
        Up to {EXTRA_LIMITS.menuSections} sections and {EXTRA_LIMITS.menuItemsTotal} items; leave a price empty to show none. Diners’ searches find your dishes.
      </Hint>
    </CollapsibleSection>
  );
}

const SectionBox = styled.li`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  & > button {
    justify-self: start;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space(2)};
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
  & > :last-child {
    margin-bottom: ${theme.space(4)};
  }
`;

