import { clipText } from '../../../shared/format';
import type { ServiceItem } from '../../../shared/schemas/content';
import { DrawerButton } from '../../components/site/drawer-button';
import { BackLink } from '../../components/ui/back-link';
import { buttonClass } from '../../components/ui/button';
import { ArrowRight } from '../../components/ui/icons';
import type { HeadFn } from '../../lib/head';
import { Link, useParams } from '../../lib/navigation';
import { type QueryClient, useQuery } from '../../lib/page-query';
import { queries } from '../../lib/queries';
import { type LoadArgs, pageRedirect } from '../../lib/router';
import { ServiceImage } from './service-image';

const findService = (items: ServiceItem[] | undefined, id: string | undefined) =>
  items?.find((item) => String(item.id) === id);

/** SPEC §2: an unknown id, or a failed load, sends the visitor back to the list. */
export async function load(queryClient: QueryClient, { params }: LoadArgs) {
  const items = await queryClient.ensureQueryData(queries.serviceItems()).catch(() => undefined);
  if (!findService(items, params.id)) pageRedirect('/services');
}

export const head: HeadFn = ({ queryClient, params }) => {
  const service = findService(queryClient.getQueryData(queries.serviceItems().queryKey), params.id);
  if (!service) return {};
  return {
    title: service.title,
    description: clipText(service.description, 300),
    image: service.imageUrl || undefined,
  };
};

type Action = { label: string; to?: string };

/** SPEC §2: the call to action depends on which service this is; anything unlisted is an enquiry. */
const actions: Record<string, Action> = {
  Finance: { label: 'APPLY TODAY', to: '/finance' },
  'Luxury Car Hire': { label: 'MAKE A BOOKING', to: '/hire' },
  'Luxury Car Sales': { label: 'VIEW LISTINGS', to: '/cars' },
  Acquisitions: { label: 'JOIN WAITLIST' },
  'Sell Your Car': { label: 'SUBMIT YOUR CAR', to: '/sell-your-car' },
};
const actionFor = (title: string): Action => actions[title.trim()] ?? { label: 'ENQUIRE NOW' };

/** The service's photo full width, darkened, with the way back and its title over it. */
function ServiceHero({ service }: { service: ServiceItem }) {
  return (
    <div className="relative isolate overflow-hidden bg-ink-2">
      <div className="absolute inset-0 -z-10">
        <ServiceImage src={service.imageUrl} alt={service.title} sizes="100vw" priority />
        <div className="absolute inset-0 bg-gradient-to-t from-ink via-ink/45 to-ink/20" />
      </div>
      <div className="mx-auto flex min-h-[420px] w-full max-w-7xl flex-col justify-between gap-16 px-6 pb-12 pt-8 sm:min-h-[560px] sm:pb-16 lg:px-10">
        <BackLink
          to="/services"
          className="gap-3 self-start py-2 text-[11px] uppercase tracking-[0.25em] text-white/85 transition-colors hover:text-white"
        >
          Back to Services
        </BackLink>
        <div>
          <p className="text-[11px] font-medium uppercase tracking-[0.35em] text-accent">Our Services</p>
          <h1 className="mt-5 max-w-4xl text-3xl font-light uppercase leading-tight tracking-[0.16em] sm:text-6xl">
            {service.title}
          </h1>
        </div>
      </div>
    </div>
  );
}

export default function ServiceDetailPage() {
  const { id } = useParams();
  const { data } = useQuery(queries.serviceItems());
  const service = findService(data, id);
  if (!service) return null;
  const action = actionFor(service.title);

  return (
    <main className="pb-24">
      <ServiceHero service={service} />
      <div className="mx-auto grid max-w-7xl gap-12 px-6 pt-12 sm:pt-16 lg:px-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <p className="whitespace-pre-line text-base leading-relaxed text-white/85 sm:text-lg">
          {service.description}
        </p>
        <aside className="self-start border-l border-accent/60 pl-6 lg:pl-8">
          <p className="text-[11px] font-medium uppercase tracking-[0.3em] text-accent">Next Step</p>
          <p className="mt-4 text-sm leading-relaxed text-mist">
            Speak with our team seven days a week. We reply promptly and in confidence.
          </p>
          <div className="mt-8">
            {action.to ? (
              <Link to={action.to} className={buttonClass('primary', 'lg')}>
                {action.label}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            ) : (
              <DrawerButton className={buttonClass('primary', 'lg')}>
                {action.label}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </DrawerButton>
            )}
          </div>
        </aside>
      </div>
    </main>
  );
}
