// The free times of a day as a single-choice group of buttons (arrow keys move, as in a radio
// group). Full times are not offered: a line says how many there were.
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Skeleton } from '@/components/skeleton';
import { formatSlot } from '../data/booking';
import { focusRing } from '@/lib/style';

interface Props {
  slots: { start: number; free: boolean }[] | null;
  timeZone: string;
  value: number | null;
  onChange: (start: number) => void;
  loading: boolean;
  labelledBy: string;
}

export function SlotPicker({ slots, timeZone, value, onChange, loading, labelledBy }: Props) {
  const group = useRef<HTMLDivElement>(null);
  if (loading) return <Skeleton $h="88px" $radius="12px" aria-label="Loading free times" />;
  if (!slots) return null;
  const free = slots.filter((s) => s.free);
  const full = slots.length - free.length;
  if (free.length === 0) {
    return <Note role="status">{slots.length === 0 ? 'No times on this day. Please try another day.' : 'Every time on this day is booked. Please try another day.'}</Note>;
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = free[(index + step + free.length) % free.length];
    onChange(next.start);
    group.current?.querySelector<HTMLButtonElement>(`[data-start="${next.start}"]`)?.focus();
  };
  const current = free.some((s) => s.start === value) ? value : null;
  return (
    <>
      <Times ref={group} role="radiogroup" aria-labelledby={labelledBy}>
        {free.map((slot, i) => {
          const checked = slot.start === current;
          return (
            <Time
              key={slot.start}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked || (current === null && i === 0) ? 0 : -1}
              data-start={slot.start}
              onClick={() => onChange(slot.start)}
              onKeyDown={(e) => handleKeyDown(e, i)}
            >
              {formatSlot(slot.start, timeZone, false)}
            </Time>
          );
        })}
      </Times>
      {full > 0 && <Note>{full === 1 ? 'One time is' : `${full} times are`} fully booked.</Note>}
    </>
  );
}

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(84px, 1fr));
  gap: ${theme.space(2)};
`;

const Time = styled.button`
  min-height: 40px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.size.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover { border-color: ${theme.color.textMuted}; }
  &:focus-visible { ${focusRing()} }
  &[aria-checked='true'] {
    border-color: ${theme.color.primary};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
