import { type Attribution, touchText } from '../../../shared/schemas/attribution';
import { AdminSection } from '../components/admin-section';

/** Where a lead came from (issue 30): its channel, and the visit's first and last touch when known. */
export function LeadSource({
  source,
  attribution,
}: {
  source: string | null;
  attribution: Attribution | null;
}) {
  const rows: [string, string][] = [
    ['Source', source ?? 'Not recorded'],
    ['First touch', touchText(attribution?.first)],
    ['Last touch', touchText(attribution?.last)],
  ];
  return (
    <AdminSection title="Source">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-mist">{label}</dt>
              <dd className="break-words text-white">{value}</dd>
            </div>
          ))}
      </dl>
    </AdminSection>
  );
}
