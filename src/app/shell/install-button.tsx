import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Download, Share } from '@/components/icons';
import { isIos, useInstallStore } from '@/lib/pwa/install';

/** Offers installation where the browser allows it; on iOS explains Share → Add to Home Screen. */
export function InstallButton() {
  const deferred = useInstallStore((s) => s.deferred);
  const installed = useInstallStore((s) => s.installed);
  const promptInstall = useInstallStore((s) => s.promptInstall);
  const [hint, setHint] = useState(false);

  if (installed) return null;
  if (deferred) {
    return (
      <Pill type="button" onClick={() => void promptInstall()}>
        <Download size={16} aria-hidden="true" /> Install
      </Pill>
    );
  }
  if (!isIos()) return null;
  return (
    <Wrap>
      <Pill type="button" aria-expanded={hint} onClick={() => setHint((h) => !h)}>
        <Download size={16} aria-hidden="true" /> Install
      </Pill>
      {hint && (
        <Hint role="note">
          Tap <Share size={14} aria-label="Share" /> then “Add to Home Screen” to install Forkful.
        </Hint>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;

const Pill = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 12px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.size.sm};
  font-weight: 600;
  cursor: pointer;
`;

const Hint = styled.p`
  position: absolute;
  right: 0;
  top: 44px;
  width: 240px;
  margin: 0;
  padding: 12px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.raised};
  font-size: ${theme.size.sm};
`;
