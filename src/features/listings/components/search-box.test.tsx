import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { SearchBox } from './search-box';

const field = () => screen.getByRole('searchbox', { name: /search restaurants/i });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Search' }));
const openNow = () => screen.getByRole('button', { name: 'Open now' });

describe('SearchBox', () => {
  it('submits the trimmed term and ignores an empty one', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} />);
    expect(screen.queryByRole('button', { name: 'Open now' })).not.toBeInTheDocument();
    await userEvent.type(field(), '   ');
    await submit();
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(field(), ' ramen ');
    await submit();
    expect(onSearch).toHaveBeenCalledWith('ramen', { openNow: false });
  });

  it('toggles Open now (aria-pressed) and then searches even with no term', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} openNowToggle />);
    expect(openNow()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(openNow());
    expect(openNow()).toHaveAttribute('aria-pressed', 'true');
    expect(onSearch).not.toHaveBeenCalled(); // toggling alone does not search
    await submit();
    expect(onSearch).toHaveBeenLastCalledWith('', { openNow: true });
    await userEvent.click(openNow());
    await submit();
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
