import { formatNumber } from '@trato/domain/money-format';

const units = ['B', 'KB', 'MB', 'GB'];

/** "2,4 MB": a file's size in Spanish figures. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(String(value), unit === 0 ? 0 : 1)} ${units[unit]}`;
}
