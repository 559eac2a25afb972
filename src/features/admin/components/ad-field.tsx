// A labelled control of the ad form and the ad cards, with its optional hint and the inline
// error the control is described by.
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { AlertCircle } from '@/components/icons';
import { Field, Label } from '@/components/form';

interface Props {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  wide?: boolean;
  /** The control: given id, aria-invalid and aria-describedby here. */
  children: ReactElement<Record<string, unknown>>;
}

export function AdField({ id, label, required, hint, error, wide, children }: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Slot $wide={wide}>
      <RequiredLabel htmlFor={id} data-required={required || undefined}>
        {label}
      </RequiredLabel>
      {cloneElement(children, { id, 'aria-required': required || undefined, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <ErrorText id={`${id}-error`}>
          <AlertCircle size={14} aria-hidden="true" /> {error}
        </ErrorText>
      )}
    </Slot>
  );
}

const Slot = styled(Field)<{ $wide?: boolean }>`
  min-width: 0;
  margin-bottom: ${theme.space(3)};
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  [aria-invalid='true'] {
    border-color: ${theme.color.danger};
    box-shadow: 0 0 0 1px ${theme.color.danger};
  }
`;

// The star is drawn, not written: the control's aria-required says "required", and the
// label's name stays just the field's name.
const RequiredLabel = styled(Label)`
  &[data-required]::after {
    content: ' *';
    content: ' *' / '';
    color: ${theme.color.danger};
  }
`;

const Hint = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.size.xs};
`;

const ErrorText = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
  font-weight: 500;
  svg {
    flex: none;
  }
`;
