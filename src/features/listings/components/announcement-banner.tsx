// The owner's short notice: a banner at the top of the listing page, and a mark on its card, only
// while it runs by this device's clock (the minute clock re-renders it away when it ends, offline too).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Megaphone } from '@/components/icons';
import { useNow } from '@/hooks/use-now';
import type { Announcement } from '@shared/listing-extras';
import { activeAnnouncement, formatDay } from '../lib/listing-content';

interface Props {
  announcement: Announcement | null | undefined;
  timeZone?: string;
}

export function AnnouncementBanner({ announcement, timeZone }: Props) {
  const now = useNow();
  const shown = announcement ? activeAnnouncement({ announcement }, now) : null;
  if (!shown) return null;
  return (
    <Banner aria-label="Announcement" data-testid="announcement">
      <Megaphone size={20} aria-hidden="true" />
      <div>
        <Text>{shown.text}</Text>
        <Until>Until {formatDay(shown.endsAt, timeZone)}</Until>
      </div>
    </Banner>
  );
}

/** The card's mark: present while the announcement runs. */
export function AnnouncementMark({ announcement }: Pick<Props, 'announcement'>) {
  const now = useNow();
  const shown = announcement ? activeAnnouncement({ announcement }, now) : null;
  if (!shown) return null;
  return (
    <Mark data-testid="card-announcement" title={shown.text}>
      <Megaphone size={13} aria-hidden="true" /> News
      <span className="sr-only">: {shown.text}</span>
    </Mark>
  );
}

const Banner = styled.aside`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.primaryTint};
  background: ${theme.color.primarySoft};
  color: ${theme.color.text};
  & > svg { flex: none; margin-top: 2px; color: ${theme.color.primaryHover}; }
`;

const Text = styled.p`
  margin: 0;
  font-weight: 600;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

const Until = styled.p`
  margin: 2px 0 0;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
`;

const Mark = styled.span`
  position: absolute;
  left: 10px;
  top: 10px;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-size: ${theme.size.xs};
  font-weight: 700;
`;
