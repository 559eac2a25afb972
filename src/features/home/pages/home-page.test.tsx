import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';
import { HomePage } from './home-page';

const field = () => screen.getByRole('searchbox', { name: /search restaurants/i });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Search' }));
const openNow = () => screen.getByRole('button', { name: 'Open now' });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

describe('the home page search', () => {
  const renderHome = () =>
    renderWithProviders(
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/listings" element={<Where />} />
      </Routes>,
    );

  it.each([
    ['pizza & beer', false, '/listings?q=pizza%20%26%20beer'],
    ['pizza', true, '/listings?q=pizza&open=1'],
    ['', true, '/listings?open=1'],
  ])('"%s" with Open now %s goes to %s', async (term, open, url) => {
    renderHome();
    if (term) await userEvent.type(field(), term);
    if (open) await userEvent.click(openNow());
    await submit();
    expect((await screen.findByTestId('where')).textContent).toBe(url);
  });
});
