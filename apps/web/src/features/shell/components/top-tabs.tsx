import { useId, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Tabs, ToggleGroup } from 'radix-ui';
import { KanbanSquare, List } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { tabHash, viewModeFrom, type ViewMode } from '../lib/tab-hash.ts';
import { SHELL_MESSAGES as M } from '../messages.ts';

type TopTabsProps = {
  tabs: readonly string[];
  /** Shows the list/board toggle (mode in the query, 'list' by default). */
  viewModeToggle?: boolean;
  children?: (tab: string, mode: ViewMode) => ReactNode;
  label?: string;
};

/** Page tabs whose selection lives in the URL hash (#lower-cased name). */
export function TopTabs({ tabs, viewModeToggle = false, children, label = 'Secciones' }: TopTabsProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const hashes = tabs.map(tabHash);
  const current = hashes.includes(location.hash) ? location.hash : (hashes[0] ?? '');
  const mode = viewModeFrom(search);
  const base = useId();
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = (i: number) => `${base}-panel-${i}`;
  const active = Math.max(0, hashes.indexOf(current));

  return (
    <Tabs.Root value={current} onValueChange={(hash) => navigate({ search: location.search, hash }, { replace: true })}>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-border">
        <Tabs.List aria-label={label} className="-mb-px flex gap-1 overflow-x-auto">
          {tabs.map((name, i) => (
            <Tabs.Trigger
              key={name}
              value={hashes[i] ?? ''}
              id={tabId(i)}
              aria-controls={panelId(i)}
              className={cn(
                'border-b-2 border-transparent px-3 pt-1 pb-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
                'hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                'data-[state=active]:border-primary data-[state=active]:text-primary-text',
              )}
            >
              {name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {viewModeToggle && (
          <ToggleGroup.Root
            type="single"
            value={mode}
            aria-label={M.viewMode}
            onValueChange={(value) => {
              if (!value) return;
              const next = new URLSearchParams(search);
              next.set('mode', value);
              // Keep the tab hash (setSearchParams would drop it).
              void navigate({ search: `?${next.toString()}`, hash: location.hash }, { replace: true, preventScrollReset: true });
            }}
            className="mb-2 inline-flex rounded-lg border border-border bg-surface p-0.5"
          >
            {(
              [
                ['list', M.viewList, List],
                ['board', M.viewBoard, KanbanSquare],
              ] as const
            ).map(([value, text, Icon]) => (
              <ToggleGroup.Item
                key={value}
                value={value}
                aria-label={text}
                className="flex h-8 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium text-muted-foreground data-[state=on]:bg-surface-muted data-[state=on]:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Icon className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{text}</span>
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        )}
      </div>
      {/* The selected tab's panel, ours rather than Tabs.Content: Radix's mounts through Presence,
          which reads the new panel's computed animation and so forced a style pass over the whole
          freshly rendered list inside the render (~7 ms, ~30 ms on a phone; issue 33). */}
      {children && tabs[active] !== undefined && (
        <div key={tabs[active]} role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0} className="pt-6 focus-visible:outline-none">
          {children(tabs[active], mode)}
        </div>
      )}
    </Tabs.Root>
  );
}
