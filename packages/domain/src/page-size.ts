/** Page size of every paginated list (SPEC §9). */
export const PAGE_SIZE = 10;
