// A menu price typed as text ("12.50"): kept as typed while it is being written, stored as a
// number (null when empty). Text that is no price is stored as NaN, which the save refuses with
// the field's message, so nothing typed is silently dropped.
import { useState } from 'react';
import { Input } from '@/components/form';

const PRICE = /^\d{1,6}([.,]\d{0,2})?$/;

export function parsePrice(text: string): number | null {
  const t = text.trim().replace(/^\$/, '');
  if (t === '') return null;
  return PRICE.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
}

const shown = (price: number | null) => (price === null || Number.isNaN(price) ? '' : Number.isInteger(price) ? String(price) : price.toFixed(2));

interface Props extends Omit<React.ComponentProps<typeof Input>, 'value' | 'onChange'> {
  value: number | null;
  onChange: (price: number | null) => void;
}

export function PriceInput({ value, onChange, ...rest }: Props) {
  const [text, setText] = useState(() => shown(value));
  // The stored value changed elsewhere (a reorder, a conflict): show it.
  const current = parsePrice(text);
  const display = Object.is(current, value) ? text : shown(value);
  return (
    <Input
      {...rest}
      inputMode="decimal"
      autoComplete="off"
      placeholder="12.50"
      value={display}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parsePrice(e.target.value));
      }}
    />
  );
}
