import { cn } from '../../../lib/cn.ts';
import type { Column } from './list-columns.tsx';

/** A plain table: scrolls sideways on a phone rather than squeezing the columns. */
export function DataTable<T extends { id: string }>({ label, columns, rows, dimmed }: { label: string; columns: Column<T>[]; rows: T[]; dimmed?: boolean }) {
  return (
    <div className={cn('overflow-x-auto', dimmed && 'opacity-70')}>
      <table aria-label={label} className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b border-border bg-surface-muted/60 text-xs font-medium text-muted-foreground">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-4 py-2.5 font-medium">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              {columns.map((c) => (
                <td key={c.key} className={cn('px-4 py-3 text-foreground', c.className)}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
