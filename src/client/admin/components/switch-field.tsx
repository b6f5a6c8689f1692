import { Switch } from 'radix-ui';
import { type ReactNode, useId } from 'react';

/** An on/off switch with its label (and an optional note), e.g. a hero slide's overlay. */
export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 border border-line bg-ink px-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm text-white">
          {label}
        </label>
        {description && (
          <p id={`${id}-note`} className="mt-0.5 text-xs text-mist">
            {description}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-note` : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-line bg-white/10 transition-colors data-[state=checked]:border-accent data-[state=checked]:bg-accent disabled:opacity-50"
      >
        <Switch.Thumb className="block h-4 w-4 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6 data-[state=checked]:bg-ink" />
      </Switch.Root>
    </div>
  );
}
