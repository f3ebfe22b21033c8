import { useEffect } from 'react';
import { applyPrimaryColor, storedPrimaryColor } from './primary-color.ts';

/**
 * Paints the page with a colour being chosen, at once; leaving the page puts back the workspace's
 * saved colour (the one remembered when the account last loaded).
 */
export function usePrimaryColorPreview(color: string | null | undefined): void {
  useEffect(() => {
    if (color) applyPrimaryColor(color);
  }, [color]);
  useEffect(() => () => applyPrimaryColor(storedPrimaryColor()), []);
}
