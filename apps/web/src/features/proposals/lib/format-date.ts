export { formatDay, formatLongDate, formatShortDate, formatShortDay } from '@trato/domain/date-format';
