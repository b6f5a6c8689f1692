import { island } from '../../lib/island';
import { useSearchParams } from '../../lib/navigation';
import { cn } from '../ui/cn';
import { LayoutGrid, List } from '../ui/icons';

export type ViewMode = 'grid' | 'list';

const options = [
  { mode: 'grid', label: 'Grid', name: 'Grid view', Icon: LayoutGrid },
  { mode: 'list', label: 'List', name: 'List view', Icon: List },
] as const;

/** Grid (default) or list layout for a vehicle listing; each option reports its state with aria-pressed. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <fieldset className="inline-flex border border-line">
      <legend className="sr-only">Layout</legend>
      {options.map(({ mode, label, name, Icon }) => (
        <button
          key={mode}
          type="button"
          aria-label={name}
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
          className={cn(
            'inline-flex h-10 items-center gap-2 px-4 text-[11px] uppercase tracking-[0.2em] transition-colors',
            value === mode ? 'bg-white text-ink' : 'text-mist hover:text-white',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{label}</span>
        </button>
      ))}
    </fieldset>
  );
}

/** The layout a listing's address asks for: `?view=list`, else the grid. */
export const viewOf = (params: URLSearchParams): ViewMode =>
  params.get('view') === 'list' ? 'list' : 'grid';

/**
 * The toggle as an island: the layout lives in the address (`?view=list`), so the server renders it and a
 * shared link keeps it; a change is shown in place by the page's listing (lib/swap.ts), else loaded.
 */
export function AddressViewToggle() {
  const [params, setParams] = useSearchParams();
  return (
    <ViewToggle
      value={viewOf(params)}
      onChange={(mode) =>
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            if (mode === 'list') next.set('view', 'list');
            else next.delete('view');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}

export const ViewToggleIsland = island('view-toggle', AddressViewToggle, 'interaction');
