// A password input with a show/hide toggle (large enough to tap, announced to screen readers).
import { useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Eye, EyeOff } from '@/components/icons';
import { Input } from '@/components/form';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };

export function PasswordInput(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrap>
      <PaddedInput {...props} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={props.id}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        disabled={props.disabled}
      >
        {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      </Toggle>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;

const PaddedInput = styled(Input)`
  padding-right: 48px;
`;

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${theme.color.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${theme.color.text};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
