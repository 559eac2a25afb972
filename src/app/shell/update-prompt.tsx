import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from '@/components/button';
import { useSyncStore } from '@/stores/sync-store';

/** The service worker waits (registerType 'prompt'); the user decides when to reload. */
export function UpdatePrompt() {
  const updateAvailable = useSyncStore((s) => s.updateAvailable);
  const applyUpdate = useSyncStore((s) => s.applyUpdate);
  const dismissUpdate = useSyncStore((s) => s.dismissUpdate);
  if (!updateAvailable) return null;
  return (
    <Bar role="alertdialog" aria-label="Update available">
      <span>A new version of Forkful is available.</span>
      <Button $size="sm" onClick={() => applyUpdate?.()}>
        Reload
      </Button>
      <Button $size="sm" $variant="ghost" onClick={dismissUpdate} style={{ color: theme.color.onInverse }}>
        Later
      </Button>
    </Bar>
  );
}

const Bar = styled.div`
  position: fixed;
  z-index: 55;
  left: 50%;
  top: 76px;
  transform: translateX(-50%);
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 8px 8px 16px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.inverse};
  color: ${theme.color.onInverse};
  box-shadow: ${theme.shadow.raised};
  font-size: ${theme.size.sm};
  width: max-content;
  max-width: calc(100vw - 24px);
`;
