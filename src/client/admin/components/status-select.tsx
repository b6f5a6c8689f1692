import { capitalize, humanize } from '../../../shared/format';
import { cn } from '../../components/ui/cn';

export const statusLabel = (status: string) => capitalize(humanize(status).replace(/-/g, ' '));

/** A compact status dropdown; the caller saves the new value at once. */
export function StatusSelect<S extends string>({
  value,
  options,
  onChange,
  label,
  disabled,
  className,
}: {
  value: S;
  options: readonly S[];
  onChange: (status: S) => void;
  /** Accessible name, e.g. "Status". */
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as S)}
      className={cn(
        'select-chevron h-9 cursor-pointer appearance-none border border-line bg-ink bg-no-repeat py-0 pr-9 pl-3 text-xs text-white',
        'hover:border-white/40 focus:border-accent focus:outline-none disabled:cursor-wait disabled:opacity-60',
        className,
      )}
      style={{ backgroundPosition: 'right 0.75rem center' }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {statusLabel(option)}
        </option>
      ))}
    </select>
  );
}
