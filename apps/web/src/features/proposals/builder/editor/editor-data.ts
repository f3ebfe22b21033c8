import { cleanContentHtml } from '@trato/domain/proposals/content-clean';
import type { ContentData } from '@trato/domain/proposals/content';
import { sanitizeInlineHtml } from '../../lib/inline-html.ts';

/**
 * What Editor.js is given to draw: the stored data with every HTML field reduced to the inline
 * allow-list again (decision 0013). The block tools set that HTML as innerHTML of the live page, and
 * rows written before the server cleaned every write may still hold a <meta> refresh or a <style>.
 */
export const editorData = (stored: ContentData | null): ContentData | null => stored && cleanContentHtml(stored, sanitizeInlineHtml);
