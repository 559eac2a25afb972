// @vitest-environment jsdom
// The listing dialog's paid-plan content: editing it, the marks of a plan that does not show
// it, its per-field messages, and the preview as diners see it.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { flushTasks } from '@/testing/wait';
import { emptyDraft, type ListingDraft } from '@/domain/listing';
import { ListingDialog, type ListingSubmit } from './listing-dialog';
import { preloadTimeZones } from '../lib/listing-time-zone';

const onSubmit = vi.fn<(value: ListingSubmit) => Promise<void>>();

const EXISTING: ListingDraft = {
  ...emptyDraft(),
  title: 'Rose Bakery',
  address: '1 Main St',
  city: 'Portland',
  category: 'Bakery',
  tagline: 'Sourdough since 1998',
};

const open = () => renderWithProviders(<ListingDialog open mode="edit" initial={EXISTING} onSubmit={onSubmit} onClose={() => undefined} />);
const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.input(field(label), { target: { value } });
const click = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }));
const openSection = (title: string) => fireEvent.click(screen.getByText(title).closest('button')!);
const save = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await act(flushTasks);
};

const tick = () => act(flushTasks);

beforeAll(() => preloadTimeZones());
beforeEach(() => {
  onSubmit.mockReset().mockResolvedValue();
  signInAs('owner', { uid: 'owner-1', plan: 'Gold' });
});

describe('ListingDialog: paid-plan content', () => {
  it('adds two FAQ entries, reorders them, and saves them', async () => {
    open();
    openSection('FAQ');
    click('Add a question');
    type('Question 1', 'Do you bake gluten-free?');
    type('Answer 1', 'On Fridays.');
    click('Add a question');
    type('Question 2', 'Can I order a cake?');
    type('Answer 2', 'Two days ahead.');
    click('Move question 2 up');
    expect(field('Question 1').value).toBe('Can I order a cake?');
    await save();
    expect(onSubmit.mock.calls[0][0].draft.faq).toEqual([
      { question: 'Can I order a cake?', answer: 'Two days ahead.' },
      { question: 'Do you bake gluten-free?', answer: 'On Fridays.' },
    ]);
  }, 30_000); // the file's first render pays for the warm-up on a loaded machine

  it('adds a menu section with an item, and saves it', async () => {
    open();
    openSection('Menu');
    click('Add a menu section');
    type('Section 1 name', 'Breads');
    type(/^Dish/, 'Country loaf');
    type(/^Price \(\$\)/, '7.50');
    fireEvent.click(within(screen.getByRole('group', { name: /Dietary marks/ })).getByLabelText('Vegan'));
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const { draft } = onSubmit.mock.calls[0][0];
    expect(draft.menu).toEqual([{ name: 'Breads', items: [{ name: 'Country loaf', description: '', price: 7.5, dietary: ['vegan'] }] }]);
    expect(draft.tagline).toBe('Sourdough since 1998');
  });

  it('saves tags in the vocabulary and refuses a link that is not YouTube or Vimeo, on the field', async () => {
    open();
    openSection('Highlights');
    fireEvent.click(field('Halal'));
    type('Video link', 'https://example.com/clip.mp4');
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const video = field('Video link');
    expect(video).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(video.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toMatch(/YouTube|Vimeo/);
    expect(video).toHaveFocus();
    type('Video link', 'https://youtu.be/dQw4w9WgXcQ');
    await save();
    expect(onSubmit.mock.calls[0][0].draft).toMatchObject({ tags: ['halal'], videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
  });

  it('opens a closed section on a failed save and focuses the field at fault', async () => {
    open();
    openSection('FAQ');
    click('Add a question');
    await tick(); // the new question takes the focus
    expect(field('Question 1')).toHaveFocus();
    type('Question 1', 'Parking?');
    type('Answer 1', 'x'.repeat(1000) + '!');
    openSection('FAQ'); // closed again by the owner
    expect(screen.queryByLabelText('Answer 1')).not.toBeInTheDocument();
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Answer 1')).toHaveFocus();
  });
});

describe('ListingDialog: what the plan shows', () => {
  it('a Basic owner still edits the FAQ, sees it is not shown on Basic, with a link to the plans', () => {
    signInAs('owner', { uid: 'owner-1', plan: 'Basic' });
    open();
    expect(screen.getByText(/Your listing is shown on your Basic plan/).textContent).toMatch(/2 parts you added are not shown on it/); // the tagline and the price range;
    openSection('FAQ');
    const note = screen.getByTestId('locked-faq');
    expect(note.textContent).toMatch(/^Not shown on Basic — included with Silver, Gold and Platinum\./);
    expect(within(note).getByRole('link', { name: /See plans/ })).toHaveAttribute('href', '/pricing');
    click('Add a question');
    expect(field('Question 1')).toBeTruthy();
  });

  it('a Gold owner sees no marks; an ended plan counts as none', () => {
    open();
    openSection('Highlights');
    expect(screen.queryByTestId(/^locked-/)).not.toBeInTheDocument();
    signInAs('owner', { uid: 'owner-1', plan: 'Gold', packageExpiresAt: Date.now() - 1000 });
    openSection('Highlights');
    openSection('Highlights');
    expect(screen.getByTestId('locked-tagline-video-tags-announcement').textContent).toMatch(
      /^Tagline, Video, Tags, Announcement: Not shown without a plan — included with Silver, Gold and Platinum\./,
    );
  });

  it('previews the listing as diners see it on the plan: the tagline on Gold, not on Basic', async () => {
    open();
    click('Preview');
    const gold = await screen.findByTestId('listing-preview');
    expect(within(gold).getByTestId('tagline').textContent).toBe('Sourdough since 1998');
    click('Back to editing');
    signInAs('owner', { uid: 'owner-1', plan: 'Basic' });
    click('Preview');
    const basic = await screen.findByTestId('listing-preview');
    expect(within(basic).queryByTestId('tagline')).not.toBeInTheDocument();
    expect(within(basic).getByTestId('preview-hidden').textContent).toMatch(/^Not shown on Basic: Tagline, Price Range\./);
  });
});
