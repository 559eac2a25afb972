import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seedCatalog, useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { useSyncStore } from '@/stores/sync-store';
import { useNearMeStore } from '@/stores/near-me-store';
import { resetCatalogStore } from '../data/use-catalog';
import { ListingsPage } from './listings-page';

beforeEach(async () => {
  resetCatalogStore();
  await useTestDatabase();
  useSyncStore.setState({ synced: { catalog: true }, online: true, lastError: null });
  await seedCatalog([
    makeListing({ title: 'Golden Crumb', category: 'Bakery', description: 'Sourdough loaves', priceRange: '$' }),
    makeListing({ title: 'Luigi Pizza', category: 'Restaurant', description: 'Neapolitan pies', priceRange: '$$$' }),
    makeListing({ title: 'Bean There', category: 'Coffee Shop', description: 'Espresso bar' }),
  ]);
});

describe('ListingsPage', () => {
  it('shows every place and the count', async () => {
    renderWithProviders(<ListingsPage />, { route: '/listings' });
    expect(await screen.findByText('3 places found', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('prefills search and cuisine from q and the plural category alias', async () => {
    renderWithProviders(<ListingsPage />, { route: '/listings?category=Coffee%20Shops' });
    expect(await screen.findByText('1 place found', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect((screen.getByRole('combobox', { name: 'Cuisine' }) as HTMLSelectElement).value).toBe('Coffee Shop');
    expect(screen.getByText('Bean There')).toBeInTheDocument();
  });

  it('filters by price label from the URL', async () => {
    renderWithProviders(<ListingsPage />, { route: '/listings?price=Pricey' });
    expect(await screen.findByText('1 place found', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Luigi Pizza')).toBeInTheDocument();
  });

  it('shows the empty state string when nothing matches', async () => {
    renderWithProviders(<ListingsPage />, { route: '/listings?q=sushi' });
    expect(await screen.findByText('No places found matching your criteria.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('0 places found')).toBeInTheDocument();
  });

  it('paints the first viewport’s cards first, then the whole first page', async () => {
    await seedCatalog(Array.from({ length: 30 }, (_, i) => makeListing({ title: `Extra ${i}` })));
    renderWithProviders(<ListingsPage />, { route: '/listings' });
    expect(await screen.findByText('33 places found', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(24), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Show more (9 left)' })).toBeInTheDocument();
  });

  it('shows skeletons, not an empty state, before the first sync', async () => {
    resetCatalogStore();
    await useTestDatabase();
    useSyncStore.setState({ synced: {}, online: true });
    renderWithProviders(<ListingsPage />, { route: '/listings' });
    expect(await screen.findByLabelText('Loading listings')).toBeInTheDocument();
    expect(screen.queryByText('No places found matching your criteria.')).not.toBeInTheDocument();
  });
});

describe('ListingsPage discovery controls', () => {
  const HERE = { lat: 45.5189, lng: -122.6793 };
  // Due north of HERE by `km` (one degree of latitude is ~111.2 km).
  const north = (km: number) => ({ lat: HERE.lat + km / 111.195, lng: HERE.lng });
  let answer: (ok: PositionCallback, fail?: PositionErrorCallback | null) => void;

  beforeEach(async () => {
    useNearMeStore.setState({ position: null });
    answer = (ok) => ok({ coords: { latitude: HERE.lat, longitude: HERE.lng }, timestamp: Date.now() } as GeolocationPosition);
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: vi.fn((ok, fail) => answer(ok, fail)) } });
    await seedCatalog([
      makeListing({ title: 'Far Fry', category: 'Fast Food', location: north(12), reviewCount: 90, rating: 3.5 }),
      makeListing({ title: 'Near Noodle', location: north(0.4), reviewCount: 2, rating: 4.9 }),
      makeListing({ title: 'Mid Muffin', category: 'Bakery', location: north(3), reviewCount: 40, rating: 4.1 }),
    ]);
  });
  afterEach(() => Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined }));

  const titles = () => screen.getAllByTestId('listing-card').map((card) => within(card).getByRole('heading').textContent);
  const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;

  it('Near me sorts by distance, shows each distance and offers a limit', async () => {
    renderWithProviders(<ListingsPage />, { route: '/listings' });
    expect(await screen.findByText('6 places found', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Distance' })).not.toBeInTheDocument();
    const option = within(sortBy()).getByRole('option', { name: /Nearest/ }) as HTMLOptionElement;
    expect(option).toBeDisabled();

    const button = screen.getByRole('button', { name: 'Near me' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(sortBy().value).toBe('nearest');
    // Places without coordinates (the first three) come last, in their usual order.
    await waitFor(() => expect(titles().slice(0, 3)).toEqual(['Near Noodle', 'Mid Muffin', 'Far Fry']));
    // jsdom's locale is en-US: miles.
    expect(screen.getAllByTestId('card-distance').map((d) => d.textContent)).toEqual(['0.2 mi away', '1.9 mi away', '7.5 mi away']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Distance' }), { target: { value: '5mi' } });
    expect(await screen.findByText('2 places found')).toBeInTheDocument();
    expect(titles()).toEqual(['Near Noodle', 'Mid Muffin']);

    fireEvent.change(sortBy(), { target: { value: 'reviews' } });
    await waitFor(() => expect(titles()).toEqual(['Mid Muffin', 'Near Noodle']));
  });

  it('a refused permission shows the message and keeps the results as they were', async () => {
    answer = (_, fail) => fail!({ code: 1, message: 'denied' } as GeolocationPositionError);
    renderWithProviders(<ListingsPage />, { route: '/listings?sort=rating' });
    expect(await screen.findByText('6 places found', undefined, { timeout: 5000 })).toBeInTheDocument();
    const before = titles();
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect((await screen.findByTestId('near-me-message')).textContent).toMatch(/Location permission was denied/);
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(before);
    expect(screen.queryAllByTestId('card-distance')).toHaveLength(0);
    expect(sortBy().value).toBe('rating');
  });

  it('sorts from the URL and toggles Open now as a pressed button', async () => {
    renderWithProviders(<ListingsPage />, { route: '/listings?sort=reviews' });
    expect(await screen.findByText('6 places found', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(sortBy().value).toBe('reviews');
    expect(titles()[0]).toBe('Far Fry');
    const open = screen.getByRole('button', { name: 'Open now' });
    expect(open).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(open);
    await waitFor(() => expect(open).toHaveAttribute('aria-pressed', 'true'));
    // None of these places lists its hours, so none is known to be open: the empty state offers a way out.
    expect(await screen.findByText('0 places found')).toBeInTheDocument();
    expect(screen.getByText('No places found matching your criteria.')).toBeInTheDocument();
    const clears = screen.getAllByRole('button', { name: /Clear Filters/ });
    fireEvent.click(clears[clears.length - 1]);
    await waitFor(() => expect(open).toHaveAttribute('aria-pressed', 'false'));
    expect(sortBy().value).toBe('recommended');
    expect(await screen.findByText('6 places found')).toBeInTheDocument();
  });

  it('a shared near=1 link without a position shows the control off and the usual order', async () => {
    renderWithProviders(<ListingsPage />, { route: '/listings?near=1&sort=nearest&within=1km' });
    expect(await screen.findByText('6 places found', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'false');
    expect(sortBy().value).toBe('recommended');
    expect(screen.queryAllByTestId('card-distance')).toHaveLength(0);
  });

  it('narrows by tags chosen in the filters (every tag), and keeps them in the URL', async () => {
    await seedCatalog([makeListing({ title: 'Green Bowl', tags: ['vegan-options', 'wifi'] }), makeListing({ title: 'Net Cafe', tags: ['wifi'] })]);
    renderWithProviders(<ListingsPage />, { route: '/listings?tags=wifi' });
    expect(await screen.findByText('2 places found', undefined, { timeout: 5000 })).toBeInTheDocument();
    const filter = screen.getByTestId('tag-filter');
    expect(within(filter).getByRole('button', { name: 'Free Wi-Fi' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(filter).getByRole('button', { name: 'Vegan options' }));
    expect(await screen.findByText('1 place found', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Green Bowl')).toBeInTheDocument();
    fireEvent.click(within(filter).getByRole('button', { name: /Free Wi-Fi/ }));
    expect(await screen.findByText('1 place found', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
