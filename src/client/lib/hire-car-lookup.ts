import type { HireCar } from '../../shared/schemas/car';
import { pageQueryClient } from './island-root';
import { queries } from './queries';

/**
 * A hire car for BOOK NOW's drawer: from the page's data when the server sent it (the fleet, or the car's
 * own page), else fetched.
 */
export async function hireCarById(id: number): Promise<HireCar> {
  const client = pageQueryClient();
  const own = client.getQueryData(queries.hireCar(id).queryKey);
  if (own) return own;
  const inFleet = client.getQueryData(queries.hireCars().queryKey)?.find((car) => car.id === id);
  return inFleet ?? client.fetchQuery(queries.hireCar(id));
}
