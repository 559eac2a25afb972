import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { WifiOff } from '@/components/icons';
import { useSyncStore } from '@/stores/sync-store';

/** Tells the user they are offline and that what they see comes from this device. */
export function ConnectivityBanner() {
  const online = useSyncStore((s) => s.online);
  if (online) return null;
  return (
    <Banner role="status" data-testid="offline-indicator">
      <WifiOff size={16} aria-hidden="true" />
      You're offline — showing places saved on this device.
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 8px 16px;
  font-size: ${theme.size.sm};
  font-weight: 500;
  background: ${theme.color.warningSoft};
  color: ${theme.color.warningText};
  border-bottom: 1px solid ${theme.color.warningBorder};
`;
