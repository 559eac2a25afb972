// Labelled field chrome shared by the listing form sections: a visible label (with * and a
// spoken "required"), an optional hint and the inline error the input is described by.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { AlertCircle } from '@/components/icons';
import { Field, Label } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import type { ListingForm } from './use-listing-form';
import { media } from '@/lib/style';

/** id, aria-invalid and aria-describedby for the control of `name`. */
export function controlProps(form: ListingForm, name: string, hint = false) {
  const error = form.errors[name];
  const describedBy = [hint && `${form.fieldId(name)}-hint`, error && form.errorId(name)].filter(Boolean).join(' ');
  return {
    id: form.fieldId(name),
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export function RequiredMark() {
  return (
    <>
      <Star aria-hidden="true"> *</Star>
      <VisuallyHidden> required</VisuallyHidden>
    </>
  );
}

interface FormFieldProps {
  form: ListingForm;
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The control, spread with controlProps(form, name, !!hint). */
  children: ReactNode;
  /** Below the control, before the hint (e.g. the detected location). */
  extra?: ReactNode;
  wide?: boolean;
}

export function FormField({ form, name, label, required, hint, children, extra, wide }: FormFieldProps) {
  return (
    <Slot $wide={wide}>
      <Label htmlFor={form.fieldId(name)}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children}
      {extra}
      {hint && <Hint id={`${form.fieldId(name)}-hint`}>{hint}</Hint>}
      <FieldError form={form} name={name} />
    </Slot>
  );
}

/** The inline message for `name`, if any (its id is what the control's aria-describedby names). */
export function FieldError({ form, name }: { form: ListingForm; name: string }) {
  const message = form.errors[name];
  if (!message) return null;
  return (
    <ErrorText id={form.errorId(name)}>
      <AlertCircle size={14} aria-hidden="true" /> {message}
    </ErrorText>
  );
}

export const Grid = styled.div`
  display: grid;
  column-gap: ${theme.space(4)};
  align-items: start;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Slot = styled(Field)<{ $wide?: boolean }>`
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  input[aria-invalid='true'],
  textarea[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${theme.color.danger};
    box-shadow: 0 0 0 1px ${theme.color.danger};
  }
`;

const Star = styled.span`
  color: ${theme.color.danger};
`;

export const Hint = styled.span`
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

/** A titled group of the form (a fieldset, so screen readers announce the group). */
export const Section = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${theme.space(6)};
  padding: 0;
  border: 0;
  & + & {
    padding-top: ${theme.space(5)};
    border-top: 1px solid ${theme.color.border};
  }
  /* The legend floats so it sits inside the group rather than on its top border. */
  & > legend + * {
    clear: both;
  }
`;

export const SectionTitle = styled.legend`
  float: left;
  width: 100%;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  font-size: ${theme.size.md};
  font-weight: 700;
  letter-spacing: -0.01em;
`;
