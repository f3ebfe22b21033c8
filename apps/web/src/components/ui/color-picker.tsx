import { useState } from 'react';
import { HEX_COLOR } from '@trato/domain/colors';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { inputClasses } from './input.tsx';

export const COLOR_PRESETS = [
  { value: '#1d4ed8', name: 'Azul' },
  { value: '#7c3aed', name: 'Violeta' },
  { value: '#db2777', name: 'Rosa' },
  { value: '#dc2626', name: 'Rojo' },
  { value: '#ea580c', name: 'Naranja' },
  { value: '#15803d', name: 'Verde' },
  { value: '#0f766e', name: 'Turquesa' },
  { value: '#0f172a', name: 'Grafito' },
] as const;

type ColorPickerProps = {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * Workspace colour: the native colour input (the field's label names it), a hex text box and preset
 * swatches. Every change is reported at once so the page can repaint its accents.
 */
export function ColorPicker({ id, value, onChange, ...aria }: ColorPickerProps) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (synced !== value) {
    setSynced(value);
    setText(value);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        id={id}
        type="color"
        value={HEX_COLOR.test(value) ? value : '#1d4ed8'}
        onChange={(e) => onChange(e.target.value.toLowerCase())}
        className="h-10 w-14 cursor-pointer rounded-lg border border-input bg-surface p-1"
        {...aria}
      />
      <input
        type="text"
        inputMode="text"
        aria-label="Código hexadecimal del color"
        value={text}
        maxLength={7}
        spellCheck={false}
        onChange={(e) => {
          const next = e.target.value.startsWith('#') ? e.target.value : `#${e.target.value}`;
          setText(next);
          if (HEX_COLOR.test(next)) onChange(next.toLowerCase());
        }}
        onBlur={() => setText(value)}
        className={cn(inputClasses, 'h-10 w-28 font-mono uppercase')}
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Colores sugeridos">
        {COLOR_PRESETS.map((preset) => {
          const selected = preset.value === value.toLowerCase();
          return (
            <button
              key={preset.value}
              type="button"
              aria-label={`Usar color ${preset.name}`}
              aria-pressed={selected}
              onClick={() => onChange(preset.value)}
              className="flex size-8 items-center justify-center rounded-full border border-black/10 ring-offset-2 dark:border-white/30 ring-offset-surface focus-visible:outline-2 focus-visible:outline-ring aria-pressed:ring-2 aria-pressed:ring-foreground/40"
              style={{ backgroundColor: preset.value }}
            >
              {selected && <Check className="size-4 text-white" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
    </div>
  );
}
