import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const FORWARD = new Set<string>([KeyboardCode.Right, KeyboardCode.Down]);
const BACKWARD = new Set<string>([KeyboardCode.Left, KeyboardCode.Up]);

/**
 * Keyboard moves jump from column to column (the default moves 25 px a press): the arrows go to
 * the nearest enabled column to the right/left (down/up also work, for a screen reader's habits).
 * Columns the card may not go to are disabled, so they are skipped.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const forward = FORWARD.has(event.code);
  if (!forward && !BACKWARD.has(event.code)) return undefined;
  event.preventDefault();
  const from = context.collisionRect;
  if (!from) return undefined;
  const centre = from.left + from.width / 2;
  let best: { left: number; top: number; width: number } | null = null;
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (!rect) continue;
    const mid = rect.left + rect.width / 2;
    const ahead = forward ? mid > centre + 1 : mid < centre - 1;
    if (!ahead) continue;
    if (!best || (forward ? rect.left < best.left : rect.left > best.left)) best = rect;
  }
  if (!best) return currentCoordinates;
  // Move by the distance between centres, landing near the top of the target column.
  return {
    x: currentCoordinates.x + (best.left + best.width / 2 - centre),
    y: currentCoordinates.y + (best.top + 56 - from.top),
  };
};
