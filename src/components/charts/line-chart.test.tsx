// @vitest-environment jsdom
// jsdom has no canvas: uPlot loads and builds its DOM but cannot paint, so what a sighted user
// sees of the lines is checked in the screenshots, not here. Here: the table alternative, the
// chart's accessible name, and the fixed-height box that keeps the page from jumping.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { LineChart } from './line-chart';

// uPlot reads the pixel ratio through matchMedia when it loads; jsdom has none.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
})) as unknown as typeof window.matchMedia;

// ...and no canvas: say so quietly rather than with jsdom's "not implemented" notice.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];

const labels = ['2026-11-23', '2026-11-24', '2026-11-25'];
const series = [
  { label: 'Views', values: [4, 1200, 7] },
  { label: 'Contact taps', values: [0, 2, 1] },
];

describe('LineChart', () => {
  it('offers every figure as a table, newest day first', async () => {
    renderWithProviders(<LineChart title="Views and contact taps per day" labels={labels} series={series} />);
    fireEvent.click(screen.getByText('Show as table'));
    const table = screen.getByRole('table', { name: 'Views and contact taps per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['DateViewsContact taps', 'Nov 25, 202671', 'Nov 24, 20261,2002', 'Nov 23, 202640']);
    await waitFor(() => expect(screen.queryByText(/could not load/)).not.toBeInTheDocument());
  });

  it('names the picture with a summary that points to the table', () => {
    renderWithProviders(
      <LineChart
        title="Revenue by month"
        labels={['2026-10', '2026-11']}
        series={[{ label: 'Pro', values: [100, 250] }]}
        formatValue={(v) => `$${v}`}
      />,
    );
    const img = screen.getByRole('img', {
      name: /^Revenue by month\. Pro: \$350 in all, highest \$250 on Nov 2026\. The figures are in the table below\.$/,
    });
    expect(img).toBeInTheDocument();
    fireEvent.click(screen.getByText('Show as table'));
    expect(screen.getByRole('cell', { name: '$250' })).toBeInTheDocument();
  });

  it('holds its height while the library loads, and swaps the skeleton for the chart', async () => {
    const { container } = renderWithProviders(<LineChart title="Views" labels={labels} series={series.slice(0, 1)} height={180} />);
    const plot = screen.getByTestId('chart-plot').parentElement!;
    expect(plot).toHaveStyle({ height: '180px' });
    expect(container.querySelector('[aria-hidden="true"][class]')).toBeTruthy();
    // uPlot builds its wrapper even where it cannot paint.
    await waitFor(() => expect(screen.getByTestId('chart-plot').querySelector('.u-wrap')).toBeTruthy());
    expect(plot).toHaveStyle({ height: '180px' });
  });

  it('opens the table by itself when the chart code cannot load', async () => {
    vi.resetModules();
    vi.doMock('./draw-uplot', () => {
      throw new Error('offline');
    });
    const { LineChart: Fresh } = await import('./line-chart');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Fresh title="Views" labels={labels} series={series} />);
    expect(await screen.findByText('The chart could not load; the figures are in the table.')).toBeInTheDocument();
    expect(screen.getByText('Show as table').closest('details')!.open).toBe(true);
    vi.doUnmock('./draw-uplot');
  });
});

describe('LineChart: an incomplete last point', () => {
  it('names it in the legend, the table and the picture, so a day just begun is not read as a fall', () => {
    renderWithProviders(<LineChart title="Views per day" labels={labels} series={series.slice(0, 1)} partialLast="Today so far" />);
    expect(screen.getByTestId('chart-partial-key').textContent).toBe('Today so far');
    expect(screen.getByRole('img', { name: /The last point, today so far, is not complete yet/ })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Show as table'));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1].textContent).toBe('Nov 25, 2026 (today so far)7');
    expect(rows[2].textContent).toBe('Nov 24, 20261,200');
  });

  it('draws bars as they are', () => {
    renderWithProviders(<LineChart title="Views per day" kind="bar" labels={labels} series={series.slice(0, 1)} partialLast="Today so far" />);
    expect(screen.queryByTestId('chart-partial-key')).not.toBeInTheDocument();
  });
});
