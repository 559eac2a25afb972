// Who may save, in which order, and the offer and photo intake limits.
import { describe, expect, it } from 'vitest';
import { emptyDraft, type ListingDraft } from '@/domain/listing';
import { acceptImages, addOffer, checkAdminSubmit, checkListingSubmit, checkOwnerCanSave, imageIntakeToast } from './listing-validation';

const valid = (overrides: Partial<ListingDraft> = {}): ListingDraft => ({
  ...emptyDraft(),
  title: 'Rose Bakery',
  address: '1 Main St',
  city: 'Portland',
  category: 'Bakery',
  ...overrides,
});
const file = (name: string, type: string) => new File(['x'], name, { type });
const images = (n: number) => Array.from({ length: n }, (_, i) => file(`p${i}.jpg`, 'image/jpeg'));

describe('checkOwnerCanSave', () => {
  it('asks for a verified email first, then a package', () => {
    expect(checkOwnerCanSave({ emailVerified: false, plan: null })).toEqual({
      title: 'Email verification required',
      description: 'Please verify your email before adding listings.',
      variant: 'destructive',
    });
    expect(checkOwnerCanSave({ emailVerified: true, plan: null })).toEqual({
      title: 'No Active Package',
      description: 'Please select a subscription package before adding a listing.',
      variant: 'destructive',
      action: { label: 'Go to Pricing', to: '/pricing' },
    });
    expect(checkOwnerCanSave({ emailVerified: true, plan: 'Basic' })).toBeNull();
  });
  it('treats a plan that has ended as no plan (the rules refuse its saves)', () => {
    const now = Date.UTC(2027, 0, 12);
    expect(checkOwnerCanSave({ emailVerified: true, plan: 'Gold', packageExpiresAt: now - 1, now })).toMatchObject({
      title: 'No Active Package',
      action: { label: 'Go to Pricing', to: '/pricing' },
    });
    expect(checkOwnerCanSave({ emailVerified: true, plan: 'Gold', packageExpiresAt: now + 60_000, now })).toBeNull();
    expect(checkOwnerCanSave({ emailVerified: true, plan: 'Basic', packageExpiresAt: null, now })).toBeNull();
    expect(checkListingSubmit({ emailVerified: true, plan: 'Silver', packageExpiresAt: now - 1, now, draft: valid() })).toMatchObject({ ok: false, toast: { title: 'No Active Package' } });
  });
});

describe('checkListingSubmit (in order: email, fields, package)', () => {
  it('reports the email before missing fields', () => {
    expect(checkListingSubmit({ emailVerified: false, plan: null, draft: emptyDraft() })).toMatchObject({ ok: false, toast: { title: 'Email verification required' } });
  });
  it('reports missing fields before the package', () => {
    const result = checkListingSubmit({ emailVerified: true, plan: null, draft: emptyDraft() });
    expect(result).toMatchObject({ ok: false, toast: { title: 'Missing Information', description: 'Please fill out all required fields (*).' } });
    expect(!result.ok && result.errors?.title).toBeTruthy();
  });
  it('reports a limit problem with its own toast, not as missing information', () => {
    const result = checkListingSubmit({ emailVerified: true, plan: 'Gold', draft: valid({ city: 'c'.repeat(81) }) });
    expect(result).toMatchObject({ ok: false, errors: { city: 'Use at most 80 characters.' } });
    expect(!result.ok && result.toast.title).not.toBe('Missing Information');
  });
  it('then asks for a package', () => {
    expect(checkListingSubmit({ emailVerified: true, plan: undefined, draft: valid() })).toMatchObject({ ok: false, toast: { title: 'No Active Package' } });
  });
  it('returns the normalized draft when all is well', () => {
    expect(checkListingSubmit({ emailVerified: true, plan: 'Silver', draft: valid({ title: ' Rose ' }) })).toMatchObject({ ok: true, draft: { title: 'Rose' } });
  });
});

describe('checkAdminSubmit (title and owner, then the content; no owner gates)', () => {
  const MISSING_INFO = { title: 'Missing Info', description: 'Title and an assigned Owner are required.', variant: 'destructive' };
  it('wants a title and an owner first, and marks whichever is missing', () => {
    expect(checkAdminSubmit({ ownerId: '', draft: valid() })).toEqual({ ok: false, toast: MISSING_INFO, errors: { ownerId: expect.any(String) } });
    const blank = checkAdminSubmit({ ownerId: 'u1', draft: emptyDraft() });
    expect(blank).toEqual({ ok: false, toast: MISSING_INFO, errors: { title: expect.any(String) } });
    expect(checkAdminSubmit({ ownerId: undefined, draft: valid({ title: '   ' }) })).toMatchObject({ ok: false, toast: MISSING_INFO, errors: { title: expect.any(String), ownerId: expect.any(String) } });
  });
  it('then runs the same content checks an owner gets', () => {
    expect(checkAdminSubmit({ ownerId: 'u1', draft: valid({ address: '' }) })).toMatchObject({ ok: false, toast: { title: 'Missing Information' }, errors: { address: expect.any(String) } });
    expect(checkAdminSubmit({ ownerId: 'u1', draft: valid({ city: 'c'.repeat(81) }) })).toMatchObject({ ok: false, toast: { title: 'Check your listing' } });
  });
  it('returns the normalized draft without asking for an email or a package', () => {
    expect(checkAdminSubmit({ ownerId: 'u1', draft: valid({ title: ' Rose ' }) })).toMatchObject({ ok: true, draft: { title: 'Rose' } });
  });
});

describe('addOffer', () => {
  it('adds trimmed text and ignores blank text', () => {
    expect(addOffer(['a'], '  b  ')).toEqual({ offers: ['a', 'b'] });
    expect(addOffer(['a'], '   ')).toEqual({ offers: ['a'] });
  });
  it('allows the 10th offer and refuses the 11th', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `o${i}`);
    const ten = addOffer(nine, 'tenth');
    expect('offers' in ten && ten.offers).toHaveLength(10);
    expect(addOffer([...nine, 'tenth'], 'eleventh')).toEqual({
      error: { title: 'Offer limit reached', description: 'You can add a maximum of 10 offers.', variant: 'destructive' },
    });
  });
  it('refuses an offer over 200 characters', () => {
    expect(addOffer([], 'o'.repeat(200))).toEqual({ offers: ['o'.repeat(200)] });
    expect(addOffer([], 'o'.repeat(201))).toMatchObject({ error: { title: 'Offer too long' } });
  });
});

describe('acceptImages', () => {
  it('accepts only photos (no SVG, which Storage refuses) and counts the others', () => {
    const result = acceptImages(0, [file('a.png', 'image/png'), file('b.pdf', 'application/pdf'), file('c', ''), file('d.svg', 'image/svg+xml'), file('e.webp', 'image/webp')]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'e.webp']);
    expect(result).toMatchObject({ rejectedNonImages: 3, overLimit: false });
    expect(imageIntakeToast(result)).toEqual({ title: 'Only images', description: 'Only photos can be added (SVG drawings are not accepted).', variant: 'destructive' });
  });
  it('fills up to exactly 10 and flags the 11th', () => {
    expect(acceptImages(9, images(1))).toMatchObject({ overLimit: false, rejectedNonImages: 0 });
    expect(imageIntakeToast(acceptImages(9, images(1)))).toBeNull();
    const over = acceptImages(9, images(2));
    expect(over.accepted).toHaveLength(1);
    expect(over.overLimit).toBe(true);
    expect(imageIntakeToast(over)).toEqual({ title: 'Image limit reached', description: 'You can upload a maximum of 10 images.', variant: 'destructive' });
    expect(acceptImages(10, images(1))).toMatchObject({ accepted: [], overLimit: true });
  });
});
