import type { KeyboardEvent } from 'react';
import type { SignatureMode } from '@trato/domain/proposals/public-dto';
import { SIGNATURE_MESSAGES as M } from './messages.ts';
import { SIGNATURE_MODES } from './signature-rules.ts';

type Props = {
  mode: SignatureMode;
  disabled: boolean;
  onSelect(mode: SignatureMode): void;
};

export const tabId = (mode: SignatureMode) => `signature-tab-${mode}`;
export const panelId = (mode: SignatureMode) => `signature-panel-${mode}`;

/** Dibujar / Escribir / Cargar as an ARIA tab list (arrow keys, Home and End move between tabs). */
export function SignatureModeTabs({ mode, disabled, onSelect }: Props) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = SIGNATURE_MODES.indexOf(mode);
    const last = SIGNATURE_MODES.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = SIGNATURE_MODES[(next + SIGNATURE_MODES.length) % SIGNATURE_MODES.length]!;
    onSelect(target);
    document.getElementById(tabId(target))?.focus();
  }

  return (
    <div role="tablist" aria-label={M.modesLabel} onKeyDown={onKeyDown} className="grid grid-cols-3 gap-1 rounded-lg bg-surface-muted p-1">
      {SIGNATURE_MODES.map((item) => {
        const selected = item === mode;
        return (
          <button
            key={item}
            id={tabId(item)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(item)}
            tabIndex={selected ? 0 : -1}
            disabled={disabled}
            onClick={() => onSelect(item)}
            className={`rounded-md px-3 py-2 text-sm font-medium transition-colors disabled:opacity-60 ${
              selected ? 'bg-surface text-foreground shadow-sm dark:bg-white/10' : 'text-muted-foreground hover:text-foreground'
            }`}
          >
            {M.modes[item]}
          </button>
        );
      })}
    </div>
  );
}
