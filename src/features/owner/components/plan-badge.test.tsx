import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { PlanBadge } from './plan-badge';

const DAY = 24 * 60 * 60 * 1000;

describe('PlanBadge', () => {
  it('shows a paid plan with its end date', () => {
    renderWithProviders(<PlanBadge profile={{ package: 'Gold', packageExpiresAt: Date.UTC(2099, 0, 12, 12) }} />);
    expect(screen.getByTestId('plan-badge').textContent).toBe(' Gold Plan · until 12 Jan 2099');
  });

  it('shows Basic without a date', () => {
    renderWithProviders(<PlanBadge profile={{ package: 'Basic', packageExpiresAt: null }} />);
    expect(screen.getByTestId('plan-badge').textContent).toBe(' Basic Plan');
  });

  it('offers the pricing page when the plan has ended, or there is none', () => {
    const { unmount } = renderWithProviders(<PlanBadge profile={{ package: 'Gold', packageExpiresAt: Date.now() - DAY }} />);
    expect(screen.queryByTestId('plan-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Choose Plan/ })).toHaveAttribute('href', '/pricing');
    unmount();
    renderWithProviders(<PlanBadge profile={null} />);
    expect(screen.getByRole('link', { name: /Choose Plan/ })).toBeInTheDocument();
  });
});
