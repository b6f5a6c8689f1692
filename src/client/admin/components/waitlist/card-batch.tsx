import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * Asks by car id, batched: each inventory card asks for its own car, and the asks made while one page of
 * cards renders go out as one request per `max` ids (`fetchChunk`), so a page of cards costs one query,
 * not one per car. Each ask gets its car's answer (`pick`), or the chunk's error.
 */
export function batchByCar<Answer, T>(
  max: number,
  fetchChunk: (ids: number[]) => Promise<Answer>,
  pick: (answer: Answer, id: number) => T,
) {
  const asks = new Map<number, { resolve: (value: T) => void; reject: (error: unknown) => void }[]>();
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    const taken = new Map(asks);
    asks.clear();
    const ids = [...taken.keys()];
    for (let i = 0; i < ids.length; i += max) {
      const chunk = ids.slice(i, i + max);
      fetchChunk(chunk).then(
        (answer) => {
          for (const id of chunk) for (const ask of taken.get(id) ?? []) ask.resolve(pick(answer, id));
        },
        (error) => {
          for (const id of chunk) for (const ask of taken.get(id) ?? []) ask.reject(error);
        },
      );
    }
  };
  return (carId: number) =>
    new Promise<T>((resolve, reject) => {
      asks.set(carId, [...(asks.get(carId) ?? []), { resolve, reject }]);
      if (!flushScheduled) {
        flushScheduled = true;
        setTimeout(flush, 0);
      }
    });
}

/** A card's small count button ("2 watching") opening a dialog with the list behind the count. */
export function CountDialogButton({
  icon: Icon,
  label,
  ariaLabel,
  className,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  label: string;
  ariaLabel: string;
  className: string;
  title: string;
  description: string;
  /** The dialog's content, given a way to close it (a link that leaves the screen). */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => setOpen(true)}
        aria-label={ariaLabel}
      >
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={description} className="max-w-xl">
        {open && children(() => setOpen(false))}
      </Dialog>
    </>
  );
}
