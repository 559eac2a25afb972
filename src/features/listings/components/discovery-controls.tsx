// The second row of the /listings filters: Open now, Near me with its distance limit, Sort and
// Clear Filters; on a phone the limit and the sort share a line under the buttons.
import { useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '@/lib/theme';
import { CircleAlert, Clock, LoaderCircle, LocateFixed, X } from '@/components/icons';
import { Button } from '@/components/button';
import { ToggleChip } from '@/components/toggle-chip';
import { Select } from '@/components/form';
import { deviceLocale, usesMiles } from '../lib/distance';
import { SORT_KEYS, SORT_LABELS, toSort, toWithin, withinLabel, withinOptions } from '../lib/discovery-options';
import type { ListingFiltersState } from '../lib/use-listing-filters';
import type { useNearMe } from '../lib/use-near-me';
import { focusRing, media } from '@/lib/style';

interface Props {
  filters: ListingFiltersState;
  nearMe: ReturnType<typeof useNearMe>;
}

export function DiscoveryControls({ filters, nearMe }: Props) {
  const sortId = useId();
  const noticeId = useId();
  const unit = usesMiles(deviceLocale()) ? 'mi' : 'km';
  // A shared link's limit in the other unit stays selectable, like a prefilled cuisine.
  const limits = withinOptions(unit);
  if (filters.within && !limits.includes(filters.within)) limits.push(filters.within);
  const sort = filters.sort === 'nearest' && !nearMe.applied ? 'recommended' : filters.sort;

  return (
    <>
      <Toolbar role="group" aria-label="Refine and sort">
        <Chip type="button" aria-pressed={filters.open} onClick={() => filters.update({ open: !filters.open })}>
          <Clock size={16} aria-hidden="true" /> Open now
        </Chip>
        <Chip
          type="button"
          aria-pressed={nearMe.applied}
          aria-busy={nearMe.locating || undefined}
          aria-describedby={nearMe.message ? noticeId : undefined}
          data-testid="near-me"
          onClick={nearMe.toggle}
        >
          {nearMe.locating ? <Spin size={16} aria-hidden="true" /> : <LocateFixed size={16} aria-hidden="true" />}
          {nearMe.locating ? 'Locating…' : 'Near me'}
        </Chip>
        {nearMe.applied && (
          <Limit aria-label="Distance" value={filters.within ?? 'any'} onChange={(e) => filters.update({ within: toWithin(e.target.value) ?? null })}>
            <option value="any">Any distance</option>
            {limits.map((w) => (
              <option key={w} value={w}>
                Within {withinLabel(w)}
              </option>
            ))}
          </Limit>
        )}
        <SortField>
          <label htmlFor={sortId}>Sort by</label>
          <PillSelect id={sortId} value={sort} onChange={(e) => filters.update({ sort: toSort(e.target.value) })}>
            {SORT_KEYS.map((key) => (
              <option key={key} value={key} disabled={key === 'nearest' && !nearMe.applied}>
                {key === 'nearest' && !nearMe.applied ? `${SORT_LABELS[key]} (use Near me)` : SORT_LABELS[key]}
              </option>
            ))}
          </PillSelect>
        </SortField>
        <Break aria-hidden="true" />
        <Clear $variant="ghost" $size="sm" onClick={filters.clear} disabled={!filters.active}>
          <X size={16} aria-hidden="true" /> Clear Filters
        </Clear>
      </Toolbar>
      {/* Always in the page, so assistive technology announces what appears in it. */}
      <div aria-live="polite" id={noticeId}>
        {nearMe.locating && <span className="sr-only">Finding your location…</span>}
        {nearMe.message && (
          <Notice data-testid="near-me-message">
            <CircleAlert size={18} aria-hidden="true" />
            <span>{nearMe.message}</span>
          </Notice>
        )}
      </div>
    </>
  );
}

// One wrapping row on wide screens (buttons, limit, then Sort and Clear at the end). On a phone
// `order` and a full-width break put Clear beside the buttons and the limit and Sort on a line below.
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  margin: -${theme.space(2)} 0 ${theme.space(5)};
  /* The break below adds a gap of its own: two half gaps make one. */
  ${media.below('sm')} {
    gap: 6px;
  }
`;

const Chip = styled(ToggleChip)`
  ${media.below('sm')} {
    gap: 5px;
    padding: 0 10px;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spin = styled(LoaderCircle)`
  animation: ${spin} 0.9s linear infinite;
  ${media.reducedMotion} { animation-duration: 2.4s; }
`;

const PillSelect = styled(Select)`
  width: auto;
  min-height: 40px;
  padding-top: 6px;
  padding-bottom: 6px;
  border-radius: ${theme.radius.pill};
  font-size: ${theme.size.sm};
  font-weight: 600;
  &:focus-visible { ${focusRing()} }
`;

const Limit = styled(PillSelect)`
  ${media.below('sm')} { order: 5; }
`;

const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-left: auto;
  label {
    font-size: ${theme.size.sm};
    font-weight: 600;
    color: ${theme.color.textMuted};
    white-space: nowrap;
  }
  ${media.below('sm')} {
    order: 6;
    flex: 1 1 0;
    min-width: 0;
    & > select { flex: 1; min-width: 0; }
  }
`;

const Break = styled.span`
  display: none;
  ${media.below('sm')} {
    display: block;
    order: 4;
    flex: 0 0 100%;
    height: 0;
  }
`;

const Clear = styled(Button)`
  ${media.below('sm')} {
    order: 3;
    margin-left: auto;
    padding: 0 6px;
    gap: 4px;
  }
`;

const Notice = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(2)};
  margin: -${theme.space(2)} 0 ${theme.space(5)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  color: ${theme.color.text};
  font-size: ${theme.size.sm};
  & > svg { flex: none; margin-top: 1px; color: ${theme.color.warning}; }
`;
