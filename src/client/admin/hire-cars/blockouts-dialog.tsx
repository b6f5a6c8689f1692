import { useQuery } from '@tanstack/react-query';
import { CalendarRange, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { vehicleTitle } from '../../../shared/format';
import { sydneyDay } from '../../../shared/hire-booking';
import { type Blockout, type BlockoutInput, blockoutInput, type HireCar } from '../../../shared/schemas/car';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/field';
import { EmptyState, LoadError, LoadingRows } from '../components/admin-section';
import { SubmitButton } from '../components/form-actions';
import { schemaResolver } from '../frame/form';
import { useAdminMutation } from '../lib/admin-api';

type FormValues = { startDate: string; endDate: string; reason: string };
const blank: FormValues = { startDate: '', endDate: '', reason: '' };

/** "Jun 1, 2026" for a YYYY-MM-DD day, without the time-zone shift `new Date('2026-06-01')` has. */
function formatDay(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
function daysBetween(start: string, end: string) {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The dates a hire car cannot be booked: the list with delete, and the add form (SPEC §5: start and
 * end required, not before today, end not before start, reason optional).
 */
export function BlockoutsDialog({ car, onClose }: { car: HireCar | null; onClose: () => void }) {
  return (
    <Dialog
      open={car !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Manage Blockouts"
      description={car ? `${vehicleTitle(car)}: dates it cannot be hired.` : undefined}
    >
      {car && <Blockouts car={car} />}
    </Dialog>
  );
}

function Blockouts({ car }: { car: HireCar }) {
  const listKey = [`/api/admin/hire-car-blockouts/${car.id}`];
  const { data: blockouts, isPending, isError } = useQuery<Blockout[]>({ queryKey: listKey });
  const today = sydneyDay();

  const form = useForm<FormValues, unknown, BlockoutInput>({
    defaultValues: blank,
    resolver: schemaResolver(
      blockoutInput,
      (v) => ({ hireCarId: car.id, startDate: v.startDate, endDate: v.endDate, reason: v.reason }),
      { required: ['startDate', 'endDate'] },
    ),
  });
  const { register, handleSubmit, reset, watch, formState } = form;
  const startDate = watch('startDate');

  useEffect(() => reset(blank), [reset]);

  const create = useAdminMutation<BlockoutInput, Blockout>({
    method: 'POST',
    path: () => '/api/admin/hire-car-blockouts',
    body: (input) => input,
    invalidate: [listKey],
    success: 'Blockout added',
    failure: 'Failed to create blockout',
  });
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `/api/admin/hire-car-blockouts/${id}`,
    invalidate: [listKey],
    success: 'Blockout deleted',
    failure: 'Failed to delete blockout',
  });

  return (
    <div className="flex flex-col gap-8">
      <section aria-label="Blockouts">
        {isPending ? (
          <LoadingRows rows={2} />
        ) : isError ? (
          <LoadError what="the blockouts" />
        ) : blockouts.length === 0 ? (
          <EmptyState>No blockouts: this car can be hired on any date.</EmptyState>
        ) : (
          <ul className="flex flex-col divide-y divide-line border border-line">
            {blockouts.map((b) => {
              const past = b.endDate < today;
              const range =
                b.startDate === b.endDate
                  ? formatDay(b.startDate)
                  : `${formatDay(b.startDate)} – ${formatDay(b.endDate)}`;
              const days = daysBetween(b.startDate, b.endDate);
              return (
                <li key={b.id} className={cn('flex items-center gap-4 px-4 py-3', past && 'opacity-50')}>
                  <CalendarRange className="h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-white">
                      {range}
                      <span className="ml-2 text-xs text-mist">
                        {days} {days === 1 ? 'day' : 'days'}
                        {past && ' · past'}
                      </span>
                    </p>
                    {b.reason && <p className="mt-0.5 truncate text-xs text-mist">{b.reason}</p>}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-3 text-red-300 hover:bg-red-500/10 hover:text-red-200"
                    disabled={remove.isPending && remove.variables === b.id}
                    onClick={() => remove.mutate(b.id)}
                    aria-label={`Delete blockout ${range}`}
                  >
                    <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <form
        noValidate
        aria-label="Add blockout"
        className="flex flex-col gap-5 border-t border-line pt-6"
        onSubmit={handleSubmit((input) => create.mutate(input, { onSuccess: () => reset(blank) }))}
      >
        <h3 className="text-xs font-medium uppercase tracking-[0.2em]">Add Blockout</h3>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field label="Start Date" required error={formState.errors.startDate?.message}>
            {(p) => <Input {...p} type="date" min={today} {...register('startDate')} />}
          </Field>
          <Field label="End Date" required error={formState.errors.endDate?.message}>
            {(p) => <Input {...p} type="date" min={startDate || today} {...register('endDate')} />}
          </Field>
        </div>
        <Field label="Reason" error={formState.errors.reason?.message}>
          {(p) => (
            <Input {...p} {...register('reason')} placeholder="Optional, e.g. Servicing" maxLength={500} />
          )}
        </Field>
        <div className="flex justify-end">
          <SubmitButton pending={create.isPending} pendingLabel="Adding...">
            Add Blockout
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
