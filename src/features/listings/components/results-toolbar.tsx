// Above the results: how many were found, the map area filter when one is set, and the List /
// Map switch.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { List, MapIcon, X } from '@/components/icons';
import { SegmentedControl } from '@/components/segmented-control';
import type { ListingFiltersState, ResultsView } from '../lib/use-listing-filters';
import { preloadMap } from './map/map-pane';

interface Props {
  filters: ListingFiltersState;
  total: number;
  source: 'server' | 'snapshot' | 'preview' | 'catalog';
}

export function ResultsToolbar({ filters, total, source }: Props) {
  return (
    <Bar>
      {/* data-source: which stage answers (the server's page, snapshot, indexed preview, whole catalogue), for tests and the bench. */}
      <Count aria-live="polite" data-testid="results-count" data-source={source}>
        {total} {total === 1 ? 'place' : 'places'} found
      </Count>
      {filters.area && (
        <AreaChip type="button" onClick={() => filters.update({ area: null })} data-testid="area-filter">
          In the map area <X size={14} aria-hidden="true" />
          <span className="sr-only">: show places anywhere</span>
        </AreaChip>
      )}
      <Switch onPointerEnter={preloadMap} onPointerDown={preloadMap} onFocus={preloadMap}>
        <SegmentedControl<ResultsView>
          label="Show results as"
          value={filters.view}
          onChange={(view) => filters.update({ view })}
          segments={[
            {
              value: 'list',
              label: (
                <Option>
                  <List size={16} aria-hidden="true" /> List
                </Option>
              ),
            },
            {
              value: 'map',
              label: (
                <Option>
                  <MapIcon size={16} aria-hidden="true" /> Map
                </Option>
              ),
            },
          ]}
        />
      </Switch>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
`;

const Count = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-weight: 500;
`;

const AreaChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 32px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.color.primary};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primaryHover};
  font-weight: 600;
  font-size: ${theme.size.sm};
  cursor: pointer;
`;

const Switch = styled.div`
  margin-left: auto;
`;

const Option = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
`;
