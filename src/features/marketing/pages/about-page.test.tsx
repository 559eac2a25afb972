import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { isUsageSharingOn, setUsageSharing } from '@/lib/usage';
import { renderWithProviders } from '@/testing/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('lets a visitor without an account turn anonymous usage counts off and on again', () => {
    setUsageSharing(true);
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Your privacy' })).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Share anonymous usage counts with listing owners' }) as HTMLInputElement;
    expect(toggle).toBeChecked();

    fireEvent.click(toggle);
    expect(isUsageSharingOn()).toBe(false);
    expect(toggle).not.toBeChecked();

    fireEvent.click(toggle);
    expect(isUsageSharingOn()).toBe(true);
  });
});
