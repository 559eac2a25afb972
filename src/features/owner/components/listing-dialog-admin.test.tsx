// @vitest-environment jsdom
// The admin variant of the listing dialog: the owner selector, its own first check, no owner gates.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { flushTasks } from '@/testing/wait';
import { useToastStore } from '@/stores/toast-store';
import { emptyDraft, type ListingDraft } from '@/domain/listing';
import { ListingDialog, type ListingDialogProps, type ListingSubmit, type OwnerOption } from './listing-dialog';
import { matchOwners } from './listing-form/owner-listbox';
import { preloadTimeZones } from '../lib/listing-time-zone';

const currentToast = () => useToastStore.getState().current;
const onSubmit = vi.fn<(value: ListingSubmit) => Promise<void>>();
const onClose = vi.fn();

const OWNERS: OwnerOption[] = [
  { uid: 'u-olive', name: 'Olive Owner', email: 'olive@example.com', businessName: 'Rose Bakery' },
  { uid: 'u-bruno', name: 'Bruno Baker', email: 'bruno@bread.test', businessName: 'Crumb & Co' },
  { uid: 'u-cara', name: 'Cara Cook', email: 'cara@example.com', businessName: 'Harbour Grill' },
];

const EXISTING: ListingDraft = { ...emptyDraft(), title: 'Harbour Grill', address: '2 Pier Rd', city: 'Portland', category: 'Restaurant' };

function open(props: Partial<ListingDialogProps> = {}) {
  return renderWithProviders(<ListingDialog open mode="create" variant="admin" owners={OWNERS} onSubmit={onSubmit} onClose={onClose} {...props} />);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.input(field(label), { target: { value } });
const ownerInput = () => screen.getByRole('combobox', { name: /^Owner/ }) as HTMLInputElement;
const options = () => within(screen.getByRole('listbox', { name: 'Owners' })).getAllByRole('option');
// A save first works out the place's time zone (an async lookup, loaded in beforeAll): let it finish.
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: /^(Create & Approve Listing|Save Changes)$/ }));
  await act(flushTasks);
};

beforeAll(() => preloadTimeZones());

function fillContent() {
  type(/^Title/, 'Crumb & Co');
  type(/^Address/, '5 Oven St');
  type(/^City/, 'Portland');
  fireEvent.change(field(/^Category/), { target: { value: 'Bakery' } });
}

beforeEach(() => {
  onSubmit.mockReset().mockResolvedValue();
  onClose.mockReset();
  // An admin has no package and need not have a verified email: neither gate applies.
  signInAs('admin', { emailVerified: false, profile: { fullName: 'Ada Admin', businessType: '' } });
});

describe('ListingDialog: admin create', () => {
  it("is titled Create New Listing, offers 'Create & Approve Listing' and starts on the owner field", () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Create New Listing' });
    expect(within(dialog).getByRole('button', { name: 'Create & Approve Listing' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit for Review' })).not.toBeInTheDocument();
    expect(dialog.getAttribute('aria-describedby') && document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /published right away/,
    );
    expect(ownerInput()).toHaveFocus();
    expect(ownerInput().labels?.[0].textContent).toMatch(/^Owner \* required$/);
    expect(ownerInput()).toHaveAttribute('aria-expanded', 'false');
  });

  it("refuses a missing owner with 'Missing Info', marks the owner field and focuses it", async () => {
    open();
    fillContent();
    await submit();
    expect(currentToast()).toMatchObject({ title: 'Missing Info', description: 'Title and an assigned Owner are required.', variant: 'destructive' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(ownerInput()).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Title/)).not.toHaveAttribute('aria-invalid');
    expect(ownerInput()).toHaveFocus();
  });

  it("refuses a missing title with 'Missing Info' before any other field check", async () => {
    open({ initialOwnerId: 'u-olive' });
    await submit();
    expect(currentToast()).toMatchObject({ title: 'Missing Info', description: 'Title and an assigned Owner are required.' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Address/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Title/)).toHaveFocus();
  });

  it("then checks the content like an owner's save ('Missing Information')", async () => {
    open({ initialOwnerId: 'u-olive' });
    type(/^Title/, 'Rose Bakery');
    await submit();
    expect(currentToast()).toMatchObject({ title: 'Missing Information', description: 'Please fill out all required fields (*).' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/^Address/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('filters owners by typing, picks one with the keyboard and submits its uid with the new photos', async () => {
    open();
    fireEvent.input(ownerInput(), { target: { value: 'bread' } });
    expect(ownerInput()).toHaveAttribute('aria-expanded', 'true');
    expect(options().map((o) => o.textContent)).toEqual([expect.stringContaining('Bruno Baker')]);
    // The first match is active: Enter picks it and does not submit the form.
    expect(ownerInput()).toHaveAttribute('aria-activedescendant', options()[0].id);
    fireEvent.keyDown(ownerInput(), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(ownerInput().value).toBe('Bruno Baker · bruno@bread.test');
    expect(ownerInput()).toHaveAttribute('aria-expanded', 'false');
    fillContent();
    fireEvent.change(screen.getByLabelText(/Add photos/), { target: { files: [new File(['img'], 'oven.jpg', { type: 'image/jpeg' })] } });
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const { ownerId, draft, newFiles } = onSubmit.mock.calls[0][0];
    expect(ownerId).toBe('u-bruno');
    expect(draft).toMatchObject({ title: 'Crumb & Co', address: '5 Oven St' });
    expect(newFiles.map((f) => f.name)).toEqual(['oven.jpg']);
  });

  it('picks an owner by click, by business name, and keeps Escape inside the list', () => {
    open();
    fireEvent.input(ownerInput(), { target: { value: 'harbour' } });
    expect(options()).toHaveLength(1);
    fireEvent.keyDown(ownerInput(), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(ownerInput()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(ownerInput(), { key: 'ArrowDown' });
    fireEvent.click(options()[0]);
    expect(ownerInput().value).toBe('Cara Cook · cara@example.com');
    expect(screen.getByText('Business: Harbour Grill')).toBeInTheDocument();
  });

  it('browses every owner with the arrows and says when nothing matches', () => {
    open();
    fireEvent.keyDown(ownerInput(), { key: 'ArrowDown' });
    expect(options()).toHaveLength(3);
    fireEvent.keyDown(ownerInput(), { key: 'ArrowDown' });
    expect(ownerInput()).toHaveAttribute('aria-activedescendant', options()[1].id);
    fireEvent.input(ownerInput(), { target: { value: 'nobody here' } });
    expect(screen.getByText('No owner matches your search.')).toBeInTheDocument();
    // Leaving the field drops the search.
    fireEvent.blur(ownerInput());
    expect(ownerInput().value).toBe('');
  });
});

describe('ListingDialog: admin edit', () => {
  it("says 'Save Changes' with the listing's owner chosen, and saves to that owner", async () => {
    open({ mode: 'edit', initial: EXISTING, initialOwnerId: 'u-cara' });
    expect(screen.getByRole('dialog', { name: 'Edit Your Listing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(ownerInput().value).toBe('Cara Cook · cara@example.com');
    fireEvent.keyDown(ownerInput(), { key: 'ArrowDown' });
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(ownerInput(), { key: 'Escape' });
    await submit();
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ ownerId: 'u-cara', draft: { title: 'Harbour Grill' } });
  });

  it('asks before discarding a changed owner', () => {
    open({ mode: 'edit', initial: EXISTING, initialOwnerId: 'u-cara' });
    fireEvent.input(ownerInput(), { target: { value: 'olive' } });
    fireEvent.keyDown(ownerInput(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('matchOwners', () => {
  it('matches every typed word against name, email or business, in any case', () => {
    expect(matchOwners(OWNERS, '').map((o) => o.uid)).toEqual(['u-olive', 'u-bruno', 'u-cara']);
    expect(matchOwners(OWNERS, 'EXAMPLE').map((o) => o.uid)).toEqual(['u-olive', 'u-cara']);
    expect(matchOwners(OWNERS, 'cook grill').map((o) => o.uid)).toEqual(['u-cara']);
    expect(matchOwners(OWNERS, 'rose olive').map((o) => o.uid)).toEqual(['u-olive']);
    expect(matchOwners(OWNERS, 'zzz')).toEqual([]);
  });
});
