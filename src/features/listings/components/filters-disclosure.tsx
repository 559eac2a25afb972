// The /listings filters: on a phone they fold behind a "Filters" button, so the first result shows
// on the first screen, with the search field beside the button; wider, they sit in the page. One
// markup for both, laid out by CSS: a page the server rendered (for no screen size in particular)
// is the same on every screen from its first paint, and nothing moves when it hydrates.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ChevronDown } from '@/components/icons';
import { Button } from '@/components/button';
import { focusRing, media } from '@/lib/style';

/** The phone layout's screens (the same limit as the other phone rules). */

interface Props {
  /** The search field: first in the bar, beside the button on a phone. */
  search: ReactNode;
  /** The cuisine and price selects: beside the search field on a wide screen. */
  selects: ReactNode;
  /** Filters set behind the button, shown on it. */
  count: number;
  /** Places found, for the button that closes the panel. */
  total: number | null;
  /** The other filters, below. */
  children: ReactNode;
}

export function FiltersDisclosure({ search, selects, count, total, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Opening moves focus to the panel's first control; closing from inside brings it back.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('select, button, input')?.focus();
  }, [open]);

  const handleClose = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    handleClose();
  };

  return (
    <Bar>
      {search}
      <Toggle ref={toggleRef} type="button" aria-expanded={open} aria-controls={panelId} data-testid="filters-toggle" onClick={() => setOpen((on) => !on)}>
        Filters
        {count > 0 && (
          <>
            <Badge aria-hidden="true">{count}</Badge>
            <span className="sr-only">({count} on)</span>
          </>
        )}
        <Chevron size={16} aria-hidden="true" $open={open} />
      </Toggle>
      <Panel id={panelId} ref={panelRef} role="group" aria-label="Filters and sort" onKeyDown={handleKeyDown} $open={open}>
        <Selects>{selects}</Selects>
        {children}
        <Done $variant="secondary" $block onClick={handleClose}>
          {total === null ? 'Done' : `Show ${total} ${total === 1 ? 'place' : 'places'}`}
        </Done>
      </Panel>
    </Bar>
  );
}

// Wide first (a test DOM applies no media rules): the search field and the two selects in a row
// (two rows below md), the other filters below them.
const Bar = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: ${theme.space(3)};
  margin: ${theme.space(4)} 0 0;
  & > :first-child {
    grid-column: 1 / -1;
    margin-bottom: ${theme.space(3)};
  }
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    & > :first-child { grid-column: auto; margin-bottom: 0; }
  }
  ${media.below('sm')} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space(2)};
    margin: ${theme.space(3)} 0 ${theme.space(4)};
    & > :first-child { grid-column: auto; margin-bottom: 0; }
  }
`;

const Selects = styled.div`
  display: contents;
  ${media.below('sm')} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space(3)};
    margin-bottom: ${theme.space(5)};
  }
`;

const Toggle = styled.button`
  display: none;
  ${media.below('sm')} { display: inline-flex; }
  flex: none;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border-radius: 10px;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.size.sm};
  font-weight: 600;
  cursor: pointer;
  &:focus-visible { ${focusRing()} }
  &[aria-expanded='true'] { border-color: ${theme.color.primary}; }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-size: ${theme.size.xs};
  font-weight: 700;
`;

const Chevron = styled(ChevronDown)<{ $open: boolean }>`
  color: ${theme.color.textMuted};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 150ms ease;
  ${media.reducedMotion} { transition: none; }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: contents;
  & > * { grid-column: 1 / -1; }
  & > :nth-child(2) { margin-top: ${theme.space(5)}; }
  ${media.below('sm')} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    grid-column: 1 / -1;
    margin: ${theme.space(2)} 0 ${theme.space(1)};
    padding: ${theme.space(4)};
    border-radius: ${theme.radius.lg};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.card};
    & > :nth-child(2) { margin-top: 0; }
  }
`;

const Done = styled(Button)`
  display: none;
  ${media.below('sm')} {
    display: flex;
    margin-top: ${theme.space(1)};
  }
`;
