import { createContext, useContext } from 'react';

/**
 * The time zone the document shows instants in (a signature's day, the cover label's date).
 * Undefined: the viewer's own (the browser's). The server-rendered public page renders them in UTC
 * until it has hydrated, so the browser's first render matches the server's markup
 * (docs/decisions/0032).
 */
export const DocumentTimeZone = createContext<string | undefined>(undefined);

export const useDocumentTimeZone = () => useContext(DocumentTimeZone);
