// Five stars, filled up to a rating: read-only (a review's rating) or a radio group (the form).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Star } from '@/components/icons';
import { focusRing } from '@/lib/style';

const FIVE = [1, 2, 3, 4, 5];

export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <Row role="img" aria-label={`${value} out of 5 stars`}>
      {FIVE.map((n) => (
        <Star key={n} size={size} aria-hidden="true" fill={n <= Math.round(value) ? 'currentColor' : 'none'} />
      ))}
    </Row>
  );
}

const LABELS = ['Terrible', 'Poor', 'Okay', 'Good', 'Excellent'];

interface InputProps {
  value: number;
  onChange: (rating: number) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Native radios under the stars: arrow keys, focus and form semantics come for free. */
export function StarInput({ value, onChange, invalid, describedBy }: InputProps) {
  return (
    <Fieldset aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <legend>Your rating</legend>
      <Choices>
        {FIVE.map((n) => (
          <Choice key={n} $on={n <= value}>
            <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} aria-label={`${n} star${n > 1 ? 's' : ''}: ${LABELS[n - 1]}`} />
            <Star size={30} aria-hidden="true" fill={n <= value ? 'currentColor' : 'none'} />
          </Choice>
        ))}
        <Hint aria-hidden="true">{value ? LABELS[value - 1] : 'Tap a star'}</Hint>
      </Choices>
    </Fieldset>
  );
}

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${theme.color.star};
`;

const Fieldset = styled.fieldset`
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space(1.5)};
    font-weight: 600;
    font-size: ${theme.size.sm};
  }
`;

const Choices = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
`;

const Choice = styled.label<{ $on: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radius.sm};
  color: ${({ $on, theme }) => ($on ? theme.color.star : theme.color.textMuted)};
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    ${focusRing(2, 1)}
  }
  &:hover { color: ${theme.color.star}; }
`;

const Hint = styled.span`
  margin-left: ${theme.space(2)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
