import { Check } from 'lucide-react';
import type { ContentBlock, ContentData } from '@trato/domain/proposals/content';
import { cn } from '../../../../lib/cn.ts';
import { blockKey, readChecklist, readHeader, readImage, readList, readTable, type ListItem } from '../../lib/content-blocks.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { InlineHtml } from './inline-html.tsx';

function CheckMark({ checked }: { checked: boolean }) {
  return (
    <span
      className={cn(
        'mt-0.5 flex size-4.5 shrink-0 items-center justify-center rounded border',
        checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-surface',
      )}
      role="img"
      aria-label={checked ? M.checked : M.unchecked}
    >
      {checked && <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />}
    </span>
  );
}

function ListItems({ items, style, start }: { items: ListItem[]; style: 'ordered' | 'unordered' | 'checklist'; start?: number }) {
  if (style === 'checklist') {
    return (
      <ul className="space-y-1.5">
        {items.map((item, i) => (
          <li key={i}>
            <div className="flex gap-2.5">
              <CheckMark checked={item.checked === true} />
              <span className={cn(item.checked && 'text-muted-foreground line-through decoration-muted-foreground/50')}>
                <InlineHtml html={item.content} />
              </span>
            </div>
            {item.items.length > 0 && (
              <div className="mt-1.5 ml-7">
                <ListItems items={item.items} style={style} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }
  const Tag = style === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag start={style === 'ordered' && start && start > 1 ? start : undefined} className={cn('space-y-1 pl-6 marker:text-muted-foreground', style === 'ordered' ? 'list-decimal' : 'list-disc')}>
      {items.map((item, i) => (
        <li key={i} className="pl-1">
          <InlineHtml html={item.content} />
          {item.items.length > 0 && (
            <div className="mt-1">
              <ListItems items={item.items} style={style} />
            </div>
          )}
        </li>
      ))}
    </Tag>
  );
}

/** Heading levels the content can be placed under: its "header 4" becomes `top`, "header 5" the next. */
type TopLevel = 2 | 3;
const HEADING_TAGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

function Block({ block, top }: { block: ContentBlock; top: TopLevel }) {
  const data = block.data ?? {};
  switch (block.type) {
    case 'header': {
      const { text, level } = readHeader(data);
      // The editor's levels 4 and 5 are sizes; the tags follow the page's outline, so a screen
      // reader's heading list never skips a level (issue 14: h1 → h4 on the public page).
      if (level === 5) {
        const Tag = HEADING_TAGS[(top + 1) as 3 | 4];
        return (
          <Tag className="pt-2 text-base font-semibold text-foreground">
            <InlineHtml html={text} />
          </Tag>
        );
      }
      const Tag = HEADING_TAGS[top];
      return (
        <Tag className="pt-3 text-xl font-semibold tracking-tight text-foreground">
          <InlineHtml html={text} />
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p className="leading-relaxed">
          <InlineHtml html={data.text} />
        </p>
      );
    case 'list': {
      const list = readList(data);
      return <ListItems items={list.items} style={list.style} start={list.start} />;
    }
    case 'checklist':
      return (
        <ListItems
          style="checklist"
          items={readChecklist(data).map((i) => ({ content: i.text, checked: i.checked, items: [] }))}
        />
      );
    case 'delimiter':
      return (
        <div className="flex justify-center gap-4 py-3" role="separator">
          {[0, 1, 2].map((i) => (
            <span key={i} className="size-1.5 rounded-full bg-muted-foreground/60" aria-hidden="true" />
          ))}
        </div>
      );
    case 'table': {
      const { withHeadings, rows } = readTable(data);
      if (rows.length === 0) return null;
      const [head, ...body] = withHeadings ? rows : [undefined, ...rows];
      return (
        // Wide tables scroll sideways on phones instead of squeezing the text, with a shadow on the side there is more to see and columns that snap.
        <div className="-mx-1 scroll-cue px-1 [&_td]:snap-start [&_th]:snap-start" tabIndex={0} role="region" aria-label="Tabla">
          <table className="w-full min-w-max border-collapse overflow-hidden rounded-lg border border-border text-sm">
            {head && (
              <thead className="bg-surface-muted">
                <tr>
                  {head.map((cell, i) => (
                    <th key={i} scope="col" className="border border-border px-3 py-2 text-left font-semibold text-foreground">
                      <InlineHtml html={cell} />
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {body.map((row, r) => (
                <tr key={r}>
                  {row?.map((cell, i) => (
                    <td key={i} className="border border-border px-3 py-2 align-top">
                      <InlineHtml html={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'image': {
      const image = readImage(data);
      if (!image) return null;
      return (
        <figure className={cn(image.stretched ? '' : 'mx-auto max-w-2xl')}>
          <img
            src={image.url}
            alt={image.caption ? '' : M.imageAlt}
            loading="lazy"
            className={cn('w-full rounded-xl', image.withBorder && 'border border-border', image.withBackground && 'bg-surface-muted p-4')}
          />
          {image.caption && (
            <figcaption className="mt-2 text-center text-sm text-muted-foreground">
              <InlineHtml html={image.caption} />
            </figcaption>
          )}
        </figure>
      );
    }
    default:
      return null;
  }
}

/**
 * Editor.js content, read-only: header 4/5, paragraph, list, checklist, delimiter, table, image.
 * `topLevel`: the heading level of the content's first-rank headers (2 right under the document's h1).
 */
export function ContentBlocks({ data, className, topLevel = 2 }: { data: ContentData | null | undefined; className?: string; topLevel?: TopLevel }) {
  const blocks = Array.isArray(data?.blocks) ? data.blocks : [];
  if (blocks.length === 0) return null;
  return (
    <div className={cn('space-y-4 text-[15px] text-foreground/90 sm:text-base', className)}>
      {blocks.map((block, i) => (
        <Block key={blockKey(block, i)} block={block} top={topLevel} />
      ))}
    </div>
  );
}
