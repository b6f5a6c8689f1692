import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A small card of the Overview's side column (the response time, aged stock): its icon and caption, then its body. */
export function OverviewCard({
  id,
  icon: Icon,
  title,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border border-line bg-ink-2 p-5">
      <h3 id={id} className="flex items-center gap-2 text-[11px] uppercase tracking-[0.18em] text-mist">
        <Icon className="h-4 w-4" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </section>
  );
}
