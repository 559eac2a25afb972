import { WEEKDAY_NAMES } from '@shared/listing-fields';
import { WEEKDAYS, type OpeningHours, type Weekday } from '../data/catalog-schema';

export const DAY_LABELS: Record<Weekday, string> = WEEKDAY_NAMES;

export function formatTime(hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number);
  if (!Number.isFinite(h)) return hhmm;
  const suffix = h >= 12 && h < 24 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m || 0).padStart(2, '0')} ${suffix}`;
}

export function formatDay(hours: OpeningHours | undefined, day: Weekday) {
  const slot = hours?.[day];
  if (slot === undefined) return 'Hours not listed';
  if (slot === null) return 'Closed';
  return `${formatTime(slot.open)} – ${formatTime(slot.close)}`;
}

export const hasHours = (hours: OpeningHours | undefined) => !!hours && WEEKDAYS.some((d) => hours[d] !== undefined);
