import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { PhotoGallery } from './photo-gallery';

const photos = ['/a.webp', '/b.webp', '/c.webp'];

describe('PhotoGallery', () => {
  it('shows one photo as a plain picture, with no viewer controls', () => {
    renderWithProviders(<PhotoGallery images={['/a.webp']} title="Kumo" />);
    expect(screen.getByAltText('Kumo — photo 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves with the buttons and the arrow keys, and says where it is', () => {
    renderWithProviders(<PhotoGallery images={photos} title="Kumo" />);
    const count = screen.getByTestId('gallery-count');
    expect(count.textContent).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(count.textContent).toBe('2 of 3');
    fireEvent.keyDown(screen.getByTestId('gallery-strip'), { key: 'ArrowRight' });
    expect(count.textContent).toBe('3 of 3');
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    fireEvent.keyDown(screen.getByTestId('gallery-strip'), { key: 'Home' });
    expect(count.textContent).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(count.textContent).toBe('3 of 3');
    expect(screen.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('loads the first photo at once and the others lazily', () => {
    renderWithProviders(<PhotoGallery images={photos} title="Kumo" />);
    expect(screen.getByAltText('Kumo — photo 1 of 3')).toHaveAttribute('loading', 'eager');
    expect(screen.getByAltText('Kumo — photo 1 of 3')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByAltText('Kumo — photo 2 of 3')).toHaveAttribute('loading', 'lazy');
  });
});
