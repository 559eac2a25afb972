import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Search } from '@/components/icons';
import { Select } from '@/components/form';
import type { Category, PriceRange } from '../data/catalog-schema';
import { PRICE_RANGES } from '../data/catalog-schema';
import { PRICE_LABELS, toCategory, toPriceRange } from '../lib/categories';
import type { ListingFiltersState } from '../lib/use-listing-filters';
import type { useNearMe } from '../lib/use-near-me';
import { DiscoveryControls } from './discovery-controls';
import { FiltersDisclosure } from './filters-disclosure';
import { TagFilter } from './tag-filter';

interface Props {
  filters: ListingFiltersState;
  categories: Category[];
  nearMe: ReturnType<typeof useNearMe>;
  /** Places found (null while loading), for the phone panel's close button. */
  total: number | null;
}

export function FilterBar({ filters, categories, nearMe, total }: Props) {
  // Keep a prefilled category selectable even before the data that contains it arrives.
  const options = filters.category && !categories.includes(filters.category) ? [...categories, filters.category] : categories;
  const search = (
    <SearchField>
      <Search size={18} aria-hidden="true" />
      <input
        type="search"
        aria-label="Search by name, cuisine or description"
        placeholder="Search by name, cuisine or description"
        value={filters.q}
        onChange={(e) => filters.setQ(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && filters.flushQ()}
        enterKeyHint="search"
      />
    </SearchField>
  );
  const selects = (
    <>
      <Select aria-label="Cuisine" value={filters.category ?? 'All'} onChange={(e) => filters.update({ category: toCategory(e.target.value) ?? null })}>
        <option value="All">All cuisines</option>
        {options.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
      <Select aria-label="Price range" value={filters.price ?? 'All'} onChange={(e) => filters.update({ price: toPriceRange(e.target.value) ?? null })}>
        <option value="All">All Prices</option>
        {PRICE_RANGES.map((p: PriceRange) => (
          <option key={p} value={p}>
            {PRICE_LABELS[p]} ({p})
          </option>
        ))}
      </Select>
    </>
  );
  return (
    <FiltersDisclosure search={search} selects={selects} count={filters.folded} total={total}>
      <TagFilter tags={filters.tags} onChange={(next) => filters.update({ tags: next })} />
      <DiscoveryControls filters={filters} nearMe={nearMe} />
    </FiltersDisclosure>
  );
}

const SearchField = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 14px;
  border-radius: 10px;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  &:focus-within { border-color: ${theme.color.focus}; }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    outline: none;
    background: transparent;
    font: inherit;
    color: ${theme.color.text};
    min-height: 40px;
  }
`;
