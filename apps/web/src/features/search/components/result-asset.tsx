import { useState } from 'react';
import { isImageAsset, SEARCH_EMOJIS, type SearchType } from '@trato/domain/search/types';

/** A result's picture: the image when the asset is a valid URL (SPEC §5), else its emoji. */
export function ResultAsset({ asset, type }: { asset: string; type: SearchType }) {
  const [broken, setBroken] = useState(false);
  const box = 'flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-muted';
  if (isImageAsset(asset) && !broken) {
    return (
      <span className={box}>
        <img src={asset} alt="" loading="lazy" className="size-full object-cover" onError={() => setBroken(true)} />
      </span>
    );
  }
  const emoji = isImageAsset(asset) ? (type === 'client' ? SEARCH_EMOJIS.client : SEARCH_EMOJIS[type]) : asset;
  return (
    <span className={box} aria-hidden="true">
      <span className="text-lg leading-none">{emoji}</span>
    </span>
  );
}
