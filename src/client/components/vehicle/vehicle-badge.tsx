import { Badge } from '../ui/badge';

const labels = {
  available: { label: 'FOR SALE', tone: 'dark' },
  sold: { label: 'SOLD', tone: 'accent' },
} as const;

const hireLabels = {
  available: { label: 'AVAILABLE', tone: 'dark' },
  rented: { label: 'RENTED', tone: 'light' },
} as const;

export function CarStatusBadge({ status, className }: { status: 'available' | 'sold'; className?: string }) {
  const { label, tone } = labels[status];
  return (
    <Badge tone={tone} className={className}>
      {label}
    </Badge>
  );
}

export function HireStatusBadge({
  status,
  className,
}: {
  status: 'available' | 'rented';
  className?: string;
}) {
  const { label, tone } = hireLabels[status];
  return (
    <Badge tone={tone} className={className}>
      {label}
    </Badge>
  );
}
