import { lazy, Suspense, useState } from 'react';
import { useToasts } from './toast';

// The Radix toast region is only fetched once there is something to show: most visits never toast,
// and it would otherwise weigh on every page's first load.
const ToastView = lazy(() => import('./toast-view'));

export function Toaster() {
  const list = useToasts();
  const [needed, setNeeded] = useState(false);
  if (list.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
