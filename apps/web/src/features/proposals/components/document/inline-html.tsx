import { Fragment, type ReactNode } from 'react';
import { parseInlineHtml, type InlineNode } from '../../lib/inline-html.ts';

function render(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return <Fragment key={i}>{node.text}</Fragment>;
    const children = render(node.children);
    switch (node.tag) {
      case 'br':
        return <br key={i} />;
      case 'a':
        return (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-primary-text underline underline-offset-2">
            {children}
          </a>
        );
      case 'mark':
        return (
          <mark key={i} className="rounded-sm bg-yellow-200/80 px-0.5 text-inherit dark:bg-yellow-400/30">
            {children}
          </mark>
        );
      case 'code':
        return (
          <code key={i} className="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]">
            {children}
          </code>
        );
      case 'b':
        return (
          <b key={i} className="font-semibold">
            {children}
          </b>
        );
      case 'i':
        return <i key={i}>{children}</i>;
      case 'u':
        return (
          <u key={i} className="underline-offset-2">
            {children}
          </u>
        );
    }
  });
}

/** Editor.js inline HTML rendered through the allow-list (lib/inline-html.ts); never raw HTML. */
export function InlineHtml({ html }: { html: unknown }) {
  return <>{render(parseInlineHtml(html))}</>;
}
