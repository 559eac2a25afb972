// Above the Listings tab's listings: the status filter, the text search and the Cards/List switch.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Search } from '@/components/icons';
import { Input } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import { SegmentedControl } from '@/components/segmented-control';
import type { ListingView } from '../lib/listing-view';
import type { StatusFilterValue } from '../data/filter-listings';
import { StatusFilter } from './status-filter';

interface Props {
  status: StatusFilterValue;
  counts: Record<StatusFilterValue, number>;
  query: string;
  onStatus: (value: StatusFilterValue) => void;
  onQuery: (value: string) => void;
  view: ListingView;
  onView: (view: ListingView) => void;
}

const VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'cards', label: 'Cards' },
] as const;

export function ListingToolbar({ status, counts, query, onStatus, onQuery, view, onView }: Props) {
  return (
    <Toolbar>
      <StatusFilter value={status} counts={counts} onChange={onStatus} />
      <SearchField role="search">
        <Search size={18} aria-hidden="true" />
        <VisuallyHidden as="label" htmlFor="admin-listing-search">
          Search listings
        </VisuallyHidden>
        <Input
          id="admin-listing-search"
          type="search"
          placeholder="Search title, owner, city…"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </SearchField>
      <SegmentedControl label="Layout" segments={VIEWS} value={view} onChange={onView} />
    </Toolbar>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(5)};
`;

const SearchField = styled.div`
  position: relative;
  flex: 1 1 260px;
  max-width: 420px;
  svg {
    position: absolute;
    top: 50%;
    left: 14px;
    transform: translateY(-50%);
    color: ${theme.color.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: 40px;
    border-radius: ${theme.radius.pill};
  }
`;
