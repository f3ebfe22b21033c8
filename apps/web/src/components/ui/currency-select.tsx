import { forwardRef, type SelectHTMLAttributes } from 'react';
import { CURRENCIES, CURRENCY_NAMES } from '@trato/domain/currencies';
import { Select } from './select.tsx';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string };

/** The workspace currencies (SPEC §3) by their Spanish names; the empty choice cannot be picked. */
export const CurrencySelect = forwardRef<HTMLSelectElement, Props>(function CurrencySelect({ placeholder, ...props }, ref) {
  return (
    <Select ref={ref} {...props}>
      <option value="" disabled>
        {placeholder}
      </option>
      {CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {CURRENCY_NAMES[code]}
        </option>
      ))}
    </Select>
  );
});
