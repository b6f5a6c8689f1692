import type { ReactNode } from 'react';

/** A label, its value, and optionally a link for the value (mailto:, tel:, a URL). */
export type Detail = [label: string, value: ReactNode, href?: string];

/** How a detail's label and a group's heading are set: small, spaced capitals. */
export const detailLabel = 'text-[11px] uppercase tracking-[0.16em] text-mist';

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label/value pairs for a details dialog; every field is listed, a blank one as a dash. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
      {items.map(([label, value, href]) => (
        <div key={label} className="min-w-0">
          <dt className={detailLabel}>{label}</dt>
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

/** A titled part of a details view (a list of photos, of desired cars), under a heading like the labels. */
export function DetailGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <h3 className={detailLabel}>{title}</h3>
      {children}
    </div>
  );
}
