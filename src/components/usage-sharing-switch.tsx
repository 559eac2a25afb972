// The per-device switch "Share anonymous usage counts with listing owners", with the line that
// says what it shares. In the owner's Settings and on the public About page, so a diner without
// an account can turn it off too.
import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { useUsageSharing } from '@/lib/usage';

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

// A native checkbox drawn as a switch: the browser keeps its keyboard and screen-reader behaviour.
const SwitchRow = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  align-items: center;
  label {
    font-weight: 600;
    cursor: pointer;
  }
  input {
    appearance: none;
    flex: none;
    position: relative;
    width: 44px;
    height: 26px;
    margin: 0;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.textMuted};
    cursor: pointer;
    transition: background 150ms ease;
    &::after {
      content: '';
      position: absolute;
      top: 3px;
      left: 3px;
      width: 20px;
      height: 20px;
      border-radius: 50%;
      background: #fff;
      transition: transform 150ms ease;
    }
    &:checked {
      background: ${theme.color.primary};
    }
    &:checked::after {
      transform: translateX(18px);
    }
    &:focus-visible {
      outline: 3px solid ${theme.color.focus};
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      &,
      &::after {
        transition: none;
      }
    }
  }
`;

const Help = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
