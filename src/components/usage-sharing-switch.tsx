// The per-device switch "Share anonymous usage counts with listing owners", with the line that
// says what it shares. In the owner's Settings and on the public About page, so a diner without
// an account can turn it off too.
import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { useUsageSharing } from '@/lib/usage';
import { SwitchRow } from './switch';

export function UsageSharingSwitch() {
  const id = useId();
  const [sharing, setSharing] = useUsageSharing();
  return (
    <Wrap>
      <SwitchRow>
        <input
          id={`${id}-sharing`}
          type="checkbox"
          role="switch"
          checked={sharing}
          onChange={(e) => setSharing(e.target.checked)}
          aria-describedby={`${id}-sharing-help`}
          data-testid="usage-sharing"
        />
        <label htmlFor={`${id}-sharing`}>Share anonymous usage counts with listing owners</label>
      </SwitchRow>
      <Help id={`${id}-sharing-help`}>
        Counts only (which listings were viewed, saved or contacted, per day): no account, no location. Off stops it on this device.
      </Help>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;

const Help = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
