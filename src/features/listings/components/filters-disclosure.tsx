// On a phone the /listings filters fold behind a "Filters" button, so the first result shows on
// the first screen; the search field stays beside the button.
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ChevronDown } from '@/components/icons';
import { Button } from '@/components/button';

const PHONE = `(max-width: ${theme.breakpoint.sm})`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(PHONE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** A phone-sized window (the same limit as the styles' phone rules); no matchMedia reads as wide. */
export function usePhoneLayout() {
  return useSyncExternalStore(subscribe, () => !!window.matchMedia?.(PHONE).matches, () => false);
}

interface Props {
  /** The search field, kept in sight beside the button. */
  search: ReactNode;
  /** Filters set behind the button, shown on it. */
  count: number;
  /** Places found, for the button that closes the panel. */
  total: number | null;
  children: ReactNode;
}

export function FiltersDisclosure({ search, count, total, children }: Props) {
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
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    handleClose();
  };

  return (
    <>
      <Row>
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
      </Row>
      {open && (
        <Panel id={panelId} ref={panelRef} role="group" aria-label="Filters and sort" onKeyDown={handleKeyDown}>
          {children}
          <Done $variant="secondary" $block onClick={handleClose}>
            {total === null ? 'Done' : `Show ${total} ${total === 1 ? 'place' : 'places'}`}
          </Done>
        </Panel>
      )}
    </>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  margin: ${theme.space(3)} 0 ${theme.space(4)};
  & > :first-child { flex: 1; min-width: 0; }
`;

const Toggle = styled.button`
  display: inline-flex;
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
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
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
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Panel = styled.div`
  margin: 0 0 ${theme.space(5)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;

const Done = styled(Button)`
  margin-top: ${theme.space(1)};
`;
