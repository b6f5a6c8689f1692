import type { MouseEvent, ReactNode } from 'react';
import { Link } from '../../lib/navigation';
import { cn } from './cn';
import { ArrowLeft } from './icons';

/** A link back up the site (to a list or the dashboard), led by a left arrow; each page sets its own type. */
export function BackLink({
  to,
  onClick,
  className,
  children,
}: {
  to: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} onClick={onClick} className={cn('inline-flex items-center', className)}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
