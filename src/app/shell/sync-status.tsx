import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { useFirstSync } from '@/hooks/use-first-sync';

export const SYNCING_TEXT = 'Saving places to this device for offline use…';

/**
 * Says the catalogue is still being saved on this device (its first sync has not finished),
 * until it is. Offline it gives way to the offline banner. A fixed strip under the header, so
 * it moves no content when it comes or goes.
 */
export function SyncStatus() {
  const { settled } = useFirstSync('catalog');
  if (settled) return null;
  return (
    <Strip role="status" data-testid="sync-status">
      {SYNCING_TEXT}
    </Strip>
  );
}

const Strip = styled.div`
  position: fixed;
  z-index: 19;
  top: 65px;
  left: 0;
  right: 0;
  padding: 4px 16px;
  text-align: center;
  font-size: ${theme.size.xs};
  color: ${theme.color.textMuted};
  background: ${theme.color.surfaceAlt};
  border-bottom: 1px solid ${theme.color.border};
  pointer-events: none;
`;
