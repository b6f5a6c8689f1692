import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { island } from '../../../lib/island';
import { lazyUntilOpen } from '../../../lib/lazy-until-open';

// The dialog and its form (with the validation library) load when first opened, not with every page.
const SubscribeDialog = lazyUntilOpen(() => import('./subscribe-dialog').then((m) => m.SubscribeDialog));
const preload = () => void SubscribeDialog.preload();

/** The footer's Subscribe button and its dialog (SPEC §2 footer, §5 subscribe dialog). */
export function SubscribeButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className={className}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        Subscribe
      </Button>
      <SubscribeDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

export const SubscribeIsland = island('subscribe', SubscribeButton, 'interaction');
