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
