/**
 * Money display for the web: the one formatter shared with the server-rendered PDF
 * (packages/domain/src/money-format.ts), so a total reads the same on screen and on paper.
 */
export { formatMoney, formatNumber, formatWholeMoney } from '@trato/domain/money-format';
