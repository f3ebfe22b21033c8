import { useEffect, useState } from 'react';
import { HANDWRITING_FAMILY, loadHandwritingFont } from './handwriting-font.ts';
import { SIGNATURE_MESSAGES as M } from './messages.ts';
import { renderTypedSignature } from './render-typed-signature.ts';
import type { SignatureSource } from './signature-source.ts';
import { MAX_SIGNER_NAME } from './signature-rules.ts';

type Props = {
  active: boolean;
  disabled: boolean;
  /** Offered as the typed text the first time the tab opens empty. */
  signerName: string;
  onChange(source: SignatureSource | null): void;
};

/** Escribir: the signer types their name; the preview and the PNG use the handwriting font. */
export function TypedSignature({ active, disabled, signerName, onChange }: Props) {
  const [text, setText] = useState('');
  const [fontReady, setFontReady] = useState(false);

  useEffect(() => {
    if (!active) return;
    let alive = true;
    loadHandwritingFont().then(
      () => alive && setFontReady(true),
      () => alive && setFontReady(true), // the preview still shows the text in the fallback font
    );
    if (text === '' && signerName.trim() !== '') update(signerName.trim());
    return () => {
      alive = false;
    };
    // Only on opening the tab: later edits of the name must not overwrite what was typed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  function update(value: string) {
    setText(value);
    const trimmed = value.trim();
    onChange(trimmed ? { mode: 'type', toBlob: () => renderTypedSignature(trimmed) } : null);
  }

  return (
    <div className="space-y-3">
      <label className="block space-y-1.5">
        <span className="text-sm font-medium">{M.typeLabel}</span>
        <input
          type="text"
          value={text}
          maxLength={MAX_SIGNER_NAME}
          disabled={disabled}
          placeholder={M.typePlaceholder}
          autoComplete="name"
          onChange={(event) => update(event.target.value)}
          className="block w-full rounded-md border border-input bg-surface px-3 py-2 text-base outline-none focus-visible:border-primary disabled:opacity-60 sm:text-sm"
        />
      </label>
      <div
        role="img"
        aria-label={M.typePreviewLabel}
        data-testid="signature-typed-preview"
        className="flex h-[250px] items-center justify-center overflow-hidden rounded-lg border border-input bg-white px-6 text-center text-[#0f172a]"
      >
        <span
          className={`max-w-full break-words text-5xl leading-tight transition-opacity sm:text-6xl ${fontReady ? 'opacity-100' : 'opacity-0'}`}
          ref={(node) => {
            // No inline style attribute (CSP): the family is set through CSSOM.
            if (node) node.style.fontFamily = `"${HANDWRITING_FAMILY}", cursive`;
          }}
        >
          {text}
        </span>
      </div>
    </div>
  );
}
