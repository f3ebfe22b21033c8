import { cn } from '../../../lib/cn.ts';
import type { Column } from './list-columns.tsx';

/** A table from the small breakpoint up; on a phone each row is a card of label–value pairs. */
export function DataTable<T extends { id: string }>({ label, columns, rows, dimmed }: { label: string; columns: Column<T>[]; rows: T[]; dimmed?: boolean }) {
  return (
    <div className={cn(dimmed && 'opacity-70')}>
      <ul aria-label={label} className="divide-y divide-border sm:hidden">
        {rows.map((row) => (
          <li key={row.id} className="px-4 py-4">
            <dl className="space-y-2">
              {columns.map((c) => (
                <div key={c.key}>
                  <dt className="text-xs font-medium text-muted-foreground">{c.label}</dt>
                  <dd className="mt-0.5 text-sm break-words text-foreground">{c.render(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table aria-label={label} className="w-full text-left text-sm">
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
    </div>
  );
}
