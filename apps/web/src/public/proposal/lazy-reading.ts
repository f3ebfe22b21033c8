import { lazy } from 'react';

/**
 * The document's code (proposal-reading.tsx), asked for when it may be needed: the browser renders
 * it only once the proposal changed after the server's render, or on a page without server markup
 * (decision 0084). Asking again returns the same module.
 */
export const loadReading = () => import('./proposal-reading.tsx');

export const ProposalReading = lazy(loadReading);
