// @vitest-environment jsdom
// The listing dialog beyond creating: editing, Auto-Detect, opening hours and closing.
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { flushTasks } from '@/testing/wait';
import { useToastStore } from '@/stores/toast-store';
import { emptyDraft, type ListingDraft } from '@/domain/listing';
import { ListingDialog, type ListingDialogProps, type ListingSubmit } from './listing-dialog';
import { preloadTimeZones } from '../lib/listing-time-zone';

const currentToast = () => useToastStore.getState().current;
const onSubmit = vi.fn<(value: ListingSubmit) => Promise<void>>();
const onClose = vi.fn();

const EXISTING: ListingDraft = {
  ...emptyDraft(),
  title: 'Rose Bakery',
  address: '1 Main St',
  city: 'Portland',
  category: 'Bakery',
  images: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'],
  specialOffers: ['Free coffee'],
  openingHours: { mon: { open: '08:00', close: '16:00' }, sun: null },
};

function open(props: Partial<ListingDialogProps> = {}) {
  return renderWithProviders(<ListingDialog open mode="edit" initial={EXISTING} onSubmit={onSubmit} onClose={onClose} {...props} />);
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
// A save first works out the place's time zone (an async lookup, loaded in beforeAll): let it finish.
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: /^(Save Changes|Submit for Review)$/ }));
  await act(flushTasks);
};

beforeAll(() => preloadTimeZones());
const lastSubmit = () => onSubmit.mock.calls.at(-1)![0];

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: answer } });
}
const at = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition;

beforeEach(() => {
  onSubmit.mockReset().mockResolvedValue();
  onClose.mockReset();
  signInAs('owner', { uid: 'owner-1', plan: 'Gold' });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.restoreAllMocks();
});

describe('ListingDialog: edit', () => {
  it("says 'Edit Your Listing' and 'Save Changes', prefilled with the listing", () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Edit Your Listing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for Review' })).not.toBeInTheDocument();
    expect(field(/^Title/).value).toBe('Rose Bakery');
    expect(field(/^Category/).value).toBe('Bakery');
    // The old text offers come back as deals of type Discount, in the closed "Events & deals".
    fireEvent.click(screen.getByText('Events & deals').closest('button')!);
    expect(field('Offer 1').value).toBe('Free coffee');
    expect(field('Type of offer 1').value).toBe('Discount');
  });

  it('copes with a stored listing that lacks optional fields', () => {
    const sparse = { ...EXISTING, socialMedia: undefined, openingHours: undefined, description: null } as unknown as ListingDraft;
    open({ initial: sparse });
    expect(field(/^Instagram URL/).value).toBe('');
    expect(field(/^Description/).value).toBe('');
    expect(field('List opening hours').checked).toBe(false);
  });

  it('returns the kept uploaded URLs and the removed queued photos', async () => {
    open({ queuedPhotos: [{ key: 'q1', src: 'blob:q1', kind: 'queued', label: 'patio.jpg' }] });
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' })); // first uploaded
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' })); // now the queued one
    await submit();
    expect(lastSubmit()).toMatchObject({ removedQueued: ['q1'], newFiles: [], draft: { images: ['https://cdn.example/2.jpg'] } });
  });
});

describe('ListingDialog: Auto-Detect', () => {
  it("fills the location, says 'Location Detected!' then 'Location Updated', and can clear it", async () => {
    let next = at(40.7128, -74.006);
    stubGeolocation((ok) => ok(next));
    open();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Auto-Detect' })));
    expect(currentToast()).toMatchObject({ title: 'Location Detected!', description: 'Latitude 40.7128, Longitude -74.0060' });
    expect(screen.getByTestId('detected-location').textContent).toContain('40.7128, -74.0060');
    expect(field(/^Address/).value).toBe('1 Main St'); // no reverse geocoding
    // The save sets the zone of the coordinates, whatever the city field says.
    await submit();
    expect(lastSubmit().draft.timeZone).toBe('America/New_York');

    next = at(45.5152, -122.6784);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Auto-Detect' })));
    expect(currentToast()).toMatchObject({ title: 'Location Updated', description: 'Latitude 45.5152, Longitude -122.6784' });
    await submit();
    expect(lastSubmit().draft.location).toEqual({ lat: 45.5152, lng: -122.6784 });
    expect(lastSubmit().draft.timeZone).toBe('America/Los_Angeles');

    fireEvent.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(screen.queryByTestId('detected-location')).not.toBeInTheDocument();
    fireEvent.input(field(/^City/), { target: { value: 'Denver' } });
    await submit();
    expect(lastSubmit().draft).toMatchObject({ location: null, timeZone: 'America/Denver' }); // from the city
  });

  it('shows the denied and unsupported messages', async () => {
    stubGeolocation((_, fail) => fail({ code: 1 } as GeolocationPositionError));
    open();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Auto-Detect' })));
    expect(currentToast()).toMatchObject({
      description: 'Location access denied. Please enable it in your browser settings.',
      variant: 'destructive',
    });
    Reflect.deleteProperty(navigator, 'geolocation');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Auto-Detect' })));
    expect(currentToast()).toMatchObject({ description: 'Geolocation is not supported by your browser.' });
  });
});

describe('ListingDialog: opening hours', () => {
  it('edits a day, copies Monday to all days and saves the hours', async () => {
    open();
    expect(field('Open on Sunday').checked).toBe(false);
    expect(screen.getByTestId('hours-tue').textContent).toContain('Not listed');
    fireEvent.input(field('Monday Opens'), { target: { value: '07:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Monday to all days' }));
    expect(field('Sunday Closes').value).toBe('16:00');
    await submit();
    const hours = lastSubmit().draft.openingHours;
    expect(Object.keys(hours)).toHaveLength(7);
    expect(hours.sat).toEqual({ open: '07:30', close: '16:00' });
  });

  it('flags a day with a missing time inline and focuses it', async () => {
    open();
    fireEvent.input(field('Monday Opens'), { target: { value: '' } });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(currentToast()?.title).not.toBe('Missing Information');
    expect(field('Monday Opens')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Monday Opens')).toHaveFocus();
  });

  it('saves no hours at all when the owner turns them off', async () => {
    open();
    fireEvent.click(field('List opening hours'));
    expect(screen.queryByTestId('hours-mon')).not.toBeInTheDocument();
    await submit();
    expect(lastSubmit().draft.openingHours).toEqual({});
  });
});

describe('ListingDialog: closing', () => {
  it('closes at once on Cancel when nothing changed', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before discarding typed changes (Esc too)', () => {
    open();
    fireEvent.input(field(/^Title/), { target: { value: 'Rose & Crown' } });
    fireEvent.keyDown(field(/^Title/), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    const confirm = screen.getByRole('alertdialog', { name: 'Discard your changes?' });
    expect(confirm).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(field(/^Title/).value).toBe('Rose & Crown');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('revokes the preview of a removed or abandoned photo', () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const view = open({ initial: { ...EXISTING, images: [] } });
    const pick = (files: File[]) => fireEvent.change(screen.getByLabelText(/Add photos/), { target: { files } });
    pick(['a.jpg', 'b.jpg'].map((name) => new File(['img'], name, { type: 'image/jpeg' })));
    expect(create).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(revoke).toHaveBeenCalledWith('blob:a.jpg');
    view.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:b.jpg');
  });
});

describe('listing dialog: a version a conflict merge overrode', () => {
  const record = { uid: 'owner-1', listingId: 'L1', field: 'title' as const, value: 'Rose Bakery & Café', editedAt: 0, savedAt: 1 };

  it('"Use the other version" saves it (the parent’s edit) and shows it in the form, with nothing left unsaved', async () => {
    const onUseConflict = vi.fn(async () => undefined);
    open({ conflicts: [record], onUseConflict });
    expect(screen.getByTestId('conflict-other').textContent).toContain('Rose Bakery & Café');
    fireEvent.click(screen.getByRole('button', { name: 'Use the other version' }));
    await act(flushTasks);
    expect(onUseConflict).toHaveBeenCalledWith(record);
    expect(field(/^Title/).value).toBe('Rose Bakery & Café');
    // The focus lands on the field that changed, and closing asks nothing: it is saved already.
    expect(field(/^Title/)).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('opens with the focus on the notice, so it is read out, not on its quote or an action', () => {
    open({ conflicts: [record] });
    const notice = screen.getByRole('group', { name: 'Also edited on another device' });
    expect(notice).toHaveFocus();
    expect(notice).toHaveAttribute('tabindex', '-1');
  });

  it('"Dismiss" leaves the form as it was', async () => {
    const onDismissConflict = vi.fn(async () => undefined);
    open({ conflicts: [record], onDismissConflict });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await act(flushTasks);
    expect(onDismissConflict).toHaveBeenCalledWith(record);
    expect(field(/^Title/).value).toBe('Rose Bakery');
  });
});
