// A labelled on/off switch: a native checkbox (role="switch") drawn as a switch, so the browser
// keeps its keyboard and screen-reader behaviour. Put the input first, then its label.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { focusRing, media } from '@/lib/style';

export const SwitchRow = styled.div`
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
      background: ${theme.color.onDark};
      transition: transform 150ms ease;
    }
    &:checked {
      background: ${theme.color.primary};
    }
    &:checked::after {
      transform: translateX(18px);
    }
    &:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
    &:focus-visible {
      ${focusRing()}
    }
    ${media.reducedMotion} {
      &,
      &::after {
        transition: none;
      }
    }
  }
`;
