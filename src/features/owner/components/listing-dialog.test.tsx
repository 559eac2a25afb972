// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { flushTasks } from '@/testing/wait';
import { useToastStore } from '@/stores/toast-store';
import { emptyDraft } from '@/domain/listing';
import { ListingDialog, type ListingDialogProps, type ListingSubmit } from './listing-dialog';
import { preloadTimeZones } from '../lib/listing-time-zone';

const currentToast = () => useToastStore.getState().current;
const onSubmit = vi.fn<(value: ListingSubmit) => Promise<void>>();
const onClose = vi.fn();

function open(props: Partial<ListingDialogProps> = {}) {
  return renderWithProviders(<ListingDialog open mode="create" onSubmit={onSubmit} onClose={onClose} {...props} />);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.input(field(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: /^(Submit for Review|Save Changes|Saving…)$/ });
// A save first works out the place's time zone (an async lookup, loaded in beforeAll): let it finish.
const submit = async () => {
  fireEvent.click(submitButton());
  await act(flushTasks);
};

beforeAll(() => preloadTimeZones());

function fillRequired() {
  type(/^Title/, 'Rose Bakery');
  type(/^Address/, '1 Main St');
  type(/^City/, 'Portland');
  fireEvent.change(field(/^Category/), { target: { value: 'Bakery' } });
}

/** Opens a closed section of the dialog by its title. */
const openSection = (title: string) => {
  const toggle = screen.getByText(title).closest('button')!;
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
};
const offerInput = () => {
  openSection('Events & deals');
  return field(/^Special offer/);
};
const addOfferWithEnter = (text: string) => {
  fireEvent.input(offerInput(), { target: { value: text } });
  // false = default prevented: the browser would otherwise submit the form.
  return fireEvent.keyDown(offerInput(), { key: 'Enter' });
};
const image = (name: string) => new File(['img'], name, { type: 'image/jpeg' });
const pick = (files: File[]) => fireEvent.change(screen.getByLabelText(/Add photos/), { target: { files } });

beforeEach(() => {
  onSubmit.mockReset();
  onClose.mockReset();
  signInAs('owner', { uid: 'owner-1', plan: 'Basic' });
});

describe('ListingDialog: create', () => {
  it('is a labelled dialog titled Create New Listing, focused on the title field', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Create New Listing' });
    expect(within(dialog).getByRole('button', { name: 'Submit for Review' })).toBeInTheDocument();
    expect(field(/^Title/)).toHaveFocus();
    // Every required field is marked, with a spoken "required".
    for (const label of [/^Title/, /^Address/, /^City/, /^Category/, /^Business name/, /^Description/]) {
      expect(field(label).labels?.[0].textContent).toMatch(/\* required$/);
    }
    expect(field(/^Telephone/).labels?.[0].textContent).toBe('Telephone');
  });

  it("refuses missing fields with 'Missing Information', inline errors and focus on the first", async () => {
    open();
    type(/^City/, 'Portland');
    await submit();
    expect(currentToast()).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill out all required fields (*).',
      variant: 'destructive',
    });
    expect(onSubmit).not.toHaveBeenCalled();
    const title = field(/^Title/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toMatch(/name of your place/);
    expect(field(/^Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^City/)).not.toHaveAttribute('aria-invalid');
    expect(title).toHaveFocus();
    // Typing clears that field's error.
    type(/^Title/, 'Rose');
    expect(field(/^Title/)).not.toHaveAttribute('aria-invalid');
  });

  it('flags every missing required field at once (the category must be chosen), focusing the first', async () => {
    open();
    expect(field(/^Category/).value).toBe('');
    await submit();
    expect(currentToast()).toMatchObject({ title: 'Missing Information', description: 'Please fill out all required fields (*).' });
    const flagged = [/^Title/, /^Address/, /^City/, /^Category/].map((label) => [String(label), field(label).getAttribute('aria-invalid')]);
    expect(flagged).toEqual([/^Title/, /^Address/, /^City/, /^Category/].map((label) => [String(label), 'true']));
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    expect(field(/^Title/)).toHaveFocus();
  });

  it('tells an owner without a plan before any typing, and keeps what they type in the tab', async () => {
    signInAs('owner', { uid: 'owner-1', plan: null });
    const { unmount } = open({ keepDraftAs: 'new:owner-1' });
    const notice = screen.getByRole('note', { name: 'No Active Package' });
    expect(notice.textContent).toContain('Please select a subscription package before adding a listing.');
    expect(within(notice).getByRole('link', { name: 'Go to Pricing' })).toHaveAttribute('href', '/pricing');
    type(/^Title/, 'Dana’s Pop-up');
    unmount(); // e.g. off to Pricing
    open({ keepDraftAs: 'new:owner-1' });
    expect(field(/^Title/).value).toBe('Dana’s Pop-up');
    sessionStorage.clear();
  });

  it('shows no plan notice to an owner with a plan', () => {
    open();
    expect(screen.queryByRole('note', { name: 'No Active Package' })).not.toBeInTheDocument();
  });

  it('asks an unverified owner to verify first, before anything else', async () => {
    signInAs('owner', { uid: 'owner-1', emailVerified: false, plan: null });
    open();
    await submit();
    expect(currentToast()).toMatchObject({ title: 'Email verification required', description: 'Please verify your email before adding listings.' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a package with a Go to Pricing action once the fields are filled', async () => {
    signInAs('owner', { uid: 'owner-1', plan: null });
    open();
    fillRequired();
    await submit();
    expect(currentToast()).toMatchObject({
      title: 'No Active Package',
      description: 'Please select a subscription package before adding a listing.',
      action: { label: 'Go to Pricing', to: '/pricing' },
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the normalized draft, the new photos, and stays busy while saving', async () => {
    let finish!: () => void;
    onSubmit.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    open();
    fillRequired();
    type(/^Title/, '  Rose Bakery  ');
    type(/^Instagram URL/, ' https://instagram.com/rose ');
    type(/^Facebook URL/, '   ');
    addOfferWithEnter('Free coffee on Mondays');
    pick([image('front.jpg')]);
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const { draft, newFiles, removedQueued, ownerId } = onSubmit.mock.calls[0][0];
    expect(ownerId).toBe('owner-1'); // an owner always saves as themselves
    expect(draft).toMatchObject({ title: 'Rose Bakery', category: 'Bakery', socialMedia: { instagram: 'https://instagram.com/rose' }, images: [] });
    // Offers are saved as deals (a type, no end date unless one is picked).
    expect(draft).toMatchObject({ deals: [{ title: 'Free coffee on Mondays', type: 'Discount', endsAt: null }] });
    expect(draft.timeZone).toBe('America/Los_Angeles'); // Portland's, set by the save: never typed
    expect([newFiles.map((f) => f.name), removedQueued]).toEqual([['front.jpg'], []]);
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(submitButton().textContent).toBe('Saving…');
    await submit(); // a second click while saving is ignored
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Submit for Review' })).toBeInTheDocument();
    expect(currentToast()).toBeNull(); // success is the parent's toast
  });

  it("shows 'Save Failed' with the message and keeps everything typed", async () => {
    onSubmit.mockRejectedValue(new Error('Could not create listing.'));
    open();
    fillRequired();
    type(/^Description/, 'Sourdough\nand pastries');
    addOfferWithEnter('Two for one');
    await submit();
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Save Failed', description: 'Could not create listing.', variant: 'destructive' }),
    );
    expect(field(/^Title/).value).toBe('Rose Bakery');
    expect(field(/^Description/).value).toBe('Sourdough\nand pastries');
    expect(screen.getByDisplayValue('Two for one')).toBeInTheDocument();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'false');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ListingDialog: offers', () => {
  it('adds an offer on Enter without submitting, and removes it by its labelled button', () => {
    open();
    expect(addOfferWithEnter('  Happy hour 5–7  ')).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(currentToast()).toBeNull();
    expect(offerInput().value).toBe('');
    expect(screen.getByDisplayValue('Happy hour 5–7')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove offer 1: Happy hour 5–7' }));
    expect(screen.queryByDisplayValue('Happy hour 5–7')).not.toBeInTheDocument();
  });

  it("adds with the Add offer button and refuses the 11th with 'Offer limit reached'", () => {
    open();
    // Plain DOM queries: ten offers make a large form, and role queries are slow on it.
    const removeButtons = () => document.querySelectorAll('button[aria-label^="Remove offer"]');
    const input = offerInput(); // opens its section
    const addButton = screen.getByText('Add offer').closest('button')!;
    for (let i = 1; i <= 10; i += 1) {
      fireEvent.input(input, { target: { value: `Offer ${i}` } });
      fireEvent.click(addButton);
    }
    expect(removeButtons()).toHaveLength(10);
    expect(currentToast()).toBeNull();
    addOfferWithEnter('Offer 11');
    expect(currentToast()).toMatchObject({ title: 'Offer limit reached', description: 'You can add a maximum of 10 offers.' });
    expect(removeButtons()).toHaveLength(10);
    expect(offerInput().value).toBe('Offer 11'); // kept, so nothing typed is lost
  }, 60_000); // a large form: slow on a loaded machine
});

describe('ListingDialog: photos', () => {
  it('refuses a non-image file with a toast', () => {
    open();
    const input = screen.getByLabelText(/Add photos/) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    pick([new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })]);
    expect(currentToast()).toMatchObject({ title: 'Only images', description: 'Only photos can be added (SVG drawings are not accepted).' });
    expect(screen.queryByRole('button', { name: /^Remove photo/ })).not.toBeInTheDocument();
  });

  it('counts uploaded, queued and new photos together and refuses the 11th', () => {
    open({
      mode: 'edit',
      initial: { ...emptyDraft(), title: 'Rose', address: '1 Main', city: 'Portland', images: ['https://cdn/1.jpg', 'https://cdn/2.jpg'] },
      queuedPhotos: [{ key: 'q1', src: 'blob:q1', kind: 'queued', label: 'queued.jpg' }],
    });
    expect(screen.getByText('Waiting to upload')).toBeInTheDocument();
    pick(Array.from({ length: 7 }, (_, i) => image(`p${i}.jpg`)));
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(10);
    expect(currentToast()).toBeNull();
    pick([image('eleventh.jpg')]);
    expect(currentToast()).toMatchObject({ title: 'Image limit reached', description: 'You can upload a maximum of 10 images.' });
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Remove photo 10' })).toBeInTheDocument();
  });
});
