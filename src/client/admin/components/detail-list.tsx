import type { ReactNode } from 'react';

/** A label, its value, and optionally a link for the value (mailto:, tel:, a URL). */
export type Detail = [label: string, value: ReactNode, href?: string];

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label/value pairs for a details dialog; every field is listed, a blank one as a dash. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
      {items.map(([label, value, href]) => (
        <div key={label} className="min-w-0">
          <dt className="text-[11px] uppercase tracking-[0.16em] text-mist">{label}</dt>
          <dd className="mt-1 text-sm break-words whitespace-pre-line text-white">
            {isBlank(value) ? (
              <span className="text-white/40">—</span>
            ) : href ? (
              <a href={href} className="underline-offset-4 hover:text-accent hover:underline">
                {value}
              </a>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
