import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';

/**
 * Features as chips: type one and press Enter (or Add); pasting several lines adds one per line.
 * Backspace in the empty box removes the last chip.
 */
export function FeaturesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (features: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const id = useId();

  const add = (texts: string[]) => {
    const fresh = texts.map((t) => t.trim()).filter((t) => t && !value.includes(t));
    if (fresh.length) onChange([...value, ...new Set(fresh)]);
    setDraft('');
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-[11px] font-medium uppercase tracking-[0.18em] text-white/70">
        Features
      </label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Added features">
          {value.map((feature) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1 border border-line bg-ink-3 py-1 pl-3 pr-1 text-xs text-white"
            >
              {feature}
              <button
                type="button"
                onClick={() => onChange(value.filter((f) => f !== feature))}
                className="inline-flex h-6 w-6 items-center justify-center text-white/50 hover:text-white"
                aria-label={`Remove ${feature}`}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add([draft]);
            } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
              onChange(value.slice(0, -1));
            }
          }}
          onPaste={(e) => {
            const text = e.clipboardData.getData('text');
            if (!/\r?\n/.test(text)) return;
            e.preventDefault();
            add(text.split(/\r?\n/));
          }}
          placeholder="e.g. Carbon ceramic brakes"
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          maxLength={200}
        />
        <Button
          variant="outline"
          className="h-12 shrink-0 px-4"
          onClick={() => add([draft])}
          disabled={!draft.trim()}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-mist">
        Press Enter after each feature. Pasting a list adds one feature per line.
      </p>
      {error && (
        <p role="alert" className="text-xs text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
