import { Images, Pencil, Plus, Trash2, X } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { capitalize, formatMileage, groupDigits, vehicleTitle } from '../../../../shared/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useAdminMutation } from '../../lib/admin-api';
import { confirmDiscard } from '../../lib/nav';
import { GRID_PAGE_LIMIT, useListTotals, usePagedList } from '../../lib/paged-list';
import { AdminSection, EmptyState, LoadError, LoadingRows } from '../admin-section';
import { IconButton } from '../icon-button';
import { Thumb } from '../media/thumb';
import { PagedGrid } from '../paged-grid';
import { SearchField } from '../search-field';
import { ShowMore } from '../show-more';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import { InventoryFilterBar, useInventoryFilters } from './inventory-filters';
import { VehicleForm } from './vehicle-form';
import { statusOf, type Vehicle, type VehicleKind } from './vehicle-kind';

/**
 * The inventory of cars for sale or hire cars: heading with the Add / Cancel toggle, the add/edit
 * form when open, a search and status filter, the cards a page at a time (searched and filtered by the
 * server, so a dealer's whole stock is never loaded at once), and the typed-'delete' dialog.
 */
export function VehicleInventory<V extends Vehicle>({
  kind,
  cardActions,
  editorExtra,
}: {
  kind: VehicleKind<V>;
  /** Extra buttons on each card (the hire fleet's Manage Blockouts). */
  cardActions?: (vehicle: V) => ReactNode;
  /** Shown under the form of a vehicle being edited (a car's price history). */
  editorExtra?: (vehicle: V) => ReactNode;
}) {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<V | null>(null);
  const [deleting, setDeleting] = useState<V | null>(null);
  // Status, search words and the filter bar live in the address (inventory-filters.tsx).
  const inventory = useInventoryFilters(kind as VehicleKind<never>);
  const { search, status, setStatus } = inventory;
  const formRef = useRef<HTMLDivElement>(null);

  const list = usePagedList<V>(kind.adminPath, inventory.filters, GRID_PAGE_LIMIT);
  // The filter buttons count the whole inventory by status, whatever the search.
  const [allCount, ...statusCounts] = useListTotals(kind.adminPath, [
    {},
    ...kind.statuses.map((s) => ({ status: s.value })),
  ]);
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `${kind.adminPath}/${id}`,
    invalidate: kind.invalidate,
    success: `${kind.Sentence} deleted`,
    failure: kind.failures.delete,
  });

  const closeForm = () => {
    setFormOpen(false);
    setEditing(null);
  };
  const startEdit = (vehicle: V) => {
    // Another vehicle in the form would replace what was typed for this one.
    if (!confirmDiscard()) return;
    setEditing(vehicle);
    setFormOpen(true);
    requestAnimationFrame(() => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const filters = [{ value: 'all', label: 'All', count: allCount }].concat(
    kind.statuses.map((s, i) => ({ value: s.value, label: s.label, count: statusCounts[i] })),
  );
  const filtering = inventory.filtering;
  const vehicles = list.items;

  return (
    <AdminSection
      title={kind.heading}
      description={
        allCount === undefined
          ? undefined
          : `${groupDigits(allCount)} ${allCount === 1 ? 'vehicle' : 'vehicles'}`
      }
      actions={
        formOpen ? (
          <Button variant="outline" size="sm" onClick={closeForm}>
            <X className="h-4 w-4" aria-hidden="true" />
            Cancel
          </Button>
        ) : (
          <Button size="sm" onClick={() => setFormOpen(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {kind.addLabel}
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-6">
        {formOpen && (
          <div ref={formRef} className="scroll-mt-24 border border-white/15 bg-ink p-4 sm:p-6">
            <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-white">
              {editing ? `Edit ${vehicleTitle(editing)}` : kind.addLabel}
            </h3>
            <p className="mt-1 mb-6 text-sm text-mist">
              Make, model, year and {kind.amountLabel.toLowerCase()} are required.
            </p>
            <VehicleForm kind={kind} editing={editing} onClose={closeForm} />
            {editing && editorExtra?.(editing)}
          </div>
        )}

        {(filtering || (allCount ?? 0) > 0) && (
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            <fieldset className="flex flex-wrap gap-1">
              <legend className="sr-only">Filter by status</legend>
              {filters.map((f) => (
                <button
                  key={f.value}
                  type="button"
                  aria-pressed={status === f.value}
                  onClick={() => setStatus(f.value)}
                  className={cn(
                    'h-9 px-4 text-[11px] uppercase tracking-[0.15em] transition-colors',
                    status === f.value
                      ? 'bg-white text-ink'
                      : 'border border-line text-white/70 hover:border-white/40 hover:text-white',
                  )}
                >
                  {f.label}{' '}
                  <span className="ml-1 font-semibold tabular-nums">
                    {f.count === undefined ? '' : groupDigits(f.count)}
                  </span>
                </button>
              ))}
            </fieldset>
            <SearchField
              label={`Search ${kind.noun}s`}
              search={search}
              placeholder="Search make, model, year, colour"
              height="h-10"
              className="lg:w-80"
            />
          </div>
        )}
        {(filtering || (allCount ?? 0) > 0) && (
          <InventoryFilterBar kind={kind as VehicleKind<never>} state={inventory} />
        )}

        {list.isPending ? (
          <LoadingRows rows={3} />
        ) : list.isError && !list.isFetchNextPageError ? (
          <LoadError what="the inventory" onRetry={() => list.refetch()} />
        ) : vehicles.length === 0 ? (
          <EmptyState>
            {filtering
              ? 'No vehicles match the search.'
              : `No ${kind.noun}s yet. Use ${kind.addLabel} to list the first one.`}
          </EmptyState>
        ) : (
          <PagedGrid
            list={list}
            columns="grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            label={kind.heading}
          >
            {vehicles.map((vehicle) => {
              const badge = statusOf(kind as VehicleKind<never>, vehicle.status);
              const title = vehicleTitle(vehicle);
              return (
                <li key={vehicle.id}>
                  <article
                    aria-label={title}
                    className={cn(
                      'flex h-full flex-col border bg-ink-2 transition-colors',
                      editing?.id === vehicle.id ? 'border-accent' : 'border-line',
                    )}
                  >
                    <div className="relative">
                      <Thumb src={vehicle.images[0]} alt={title} className="aspect-[16/10] w-full" />
                      <Badge tone={badge.tone} className="absolute left-3 top-3 backdrop-blur">
                        {badge.label}
                      </Badge>
                      {vehicle.images.length > 0 && (
                        <span className="absolute bottom-3 right-3 inline-flex items-center gap-1 bg-ink/80 px-2 py-1 text-[11px] text-white/80">
                          <Images className="h-3.5 w-3.5" aria-hidden="true" />
                          {vehicle.images.length}
                          <span className="sr-only"> {vehicle.images.length === 1 ? 'photo' : 'photos'}</span>
                        </span>
                      )}
                    </div>
                    <div className="flex flex-1 flex-col gap-3 p-5">
                      <div>
                        <h3 className="text-sm font-medium uppercase tracking-[0.12em]">{title}</h3>
                        <p className="mt-1 text-lg font-light text-accent tabular-nums">
                          {kind.formatAmount(kind.amountOf(vehicle))}
                        </p>
                        <p className="mt-2 text-xs text-mist">
                          {[
                            formatMileage(vehicle.mileage),
                            vehicle.color,
                            capitalize(vehicle.transmission),
                            capitalize(vehicle.fuelType),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      </div>
                      <div className="mt-auto flex flex-wrap gap-2 pt-2">
                        <Button
                          variant="outline"
                          size="sm"
                          className="px-3"
                          onClick={() => startEdit(vehicle)}
                        >
                          <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
                          Edit
                        </Button>
                        {cardActions?.(vehicle)}
                        <IconButton
                          label={`Delete ${title}`}
                          icon={Trash2}
                          tone="danger"
                          className="ml-auto"
                          onClick={() => setDeleting(vehicle)}
                        />
                      </div>
                    </div>
                  </article>
                </li>
              );
            })}
          </PagedGrid>
        )}
        <ShowMore list={list} nouns={['vehicle', 'vehicles']} />

        <DeleteVehicleDialog
          noun={kind.Noun}
          vehicle={deleting}
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={(vehicle) =>
            remove.mutate(vehicle.id, {
              onSuccess: () => {
                if (editing?.id === vehicle.id) closeForm();
                setDeleting(null);
              },
            })
          }
        />
      </div>
    </AdminSection>
  );
}
