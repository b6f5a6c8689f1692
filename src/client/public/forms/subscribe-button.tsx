import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

// The form (with its validation library) loads when the dialog first opens, not with every page.
const SubscribeForm = lazy(() => import('./subscribe-dialog').then((m) => ({ default: m.SubscribeForm })));

/** The footer's Subscribe button and its dialog (SPEC §2 footer, §5 subscribe dialog). */
export function SubscribeButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className={className} onClick={() => setOpen(true)}>
        Subscribe
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Get Updates on New Vehicles"
        description="Be the first to hear about new arrivals, flagship sales and private offers."
        className="max-w-lg"
      >
        <Suspense
          fallback={
            <p className="text-sm text-mist" role="status">
              Loading...
            </p>
          }
        >
          <SubscribeForm onDone={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
