import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { PaymentCancelledPage } from './payment-cancelled-page';

describe('PaymentCancelledPage', () => {
  it('says nothing was taken and leads back to pricing and the dashboard', () => {
    renderWithProviders(<PaymentCancelledPage />, { route: '/payment/cancelled' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment cancelled');
    expect(screen.getByText('No payment was taken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/user-dashboard');
  });
});
