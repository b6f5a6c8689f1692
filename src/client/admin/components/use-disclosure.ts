import { useId, useState } from 'react';

/**
 * A button that shows and hides a region (a chart's data table, a long e-mail, the folded filters on a
 * phone), wired once so that every such button tells assistive technology what it opens and whether it
 * is open: spread `buttonProps` on the button and give the region `id={regionId}`.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return {
    open,
    regionId,
    buttonProps: {
      'aria-expanded': open,
      'aria-controls': regionId,
      onClick: () => setOpen((shown) => !shown),
    },
  };
}
