import type { TCurrency, TOperator, TService, TServiceGroup } from '@haoyue/contracts';

/** A service group with only the services that can be booked online. */
export interface BookableGroup {
  id: number;
  name: string;
  services: TService[];
}

/** Groups in menu order with their bookable services; groups left empty are dropped. */
export function bookableGroups(groups: readonly TServiceGroup[]): BookableGroup[] {
  return [...groups]
    .sort((a, b) => a.position - b.position)
    .map((g) => ({
      id: g.id,
      name: g.name,
      services: (g.services ?? [])
        .filter((s) => s.isBookable)
        .sort((a, b) => a.position - b.position),
    }))
    .filter((g) => g.services.length > 0);
}

/**
 * The chosen services in menu order: the API books them back to back in the order sent, and
 * the menu order is the one the shop arranged (wash before cut, colour before treatment).
 */
export function chosenServices(
  groups: readonly BookableGroup[],
  ids: readonly number[],
): TService[] {
  const wanted = new Set(ids);
  return groups.flatMap((g) => g.services.filter((s) => wanted.has(s.id)));
}

/** Adds a service to the choice or takes it out. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/**
 * Ids of the operators who perform every chosen service; null when the menu did not say who
 * performs what (then any operator is offered and the API decides).
 */
export function commonOperatorIds(services: readonly TService[]): number[] | null {
  if (services.length === 0 || services.some((s) => s.operatorIds === undefined)) return null;
  const [first, ...rest] = services;
  return first!.operatorIds!.filter((id) => rest.every((s) => s.operatorIds!.includes(id)));
}

/** The shop's operators who can take the whole booking, in the shop's order. */
export function eligibleOperators(
  operators: readonly TOperator[],
  services: readonly TService[],
): TOperator[] {
  const ids = commonOperatorIds(services);
  return [...operators]
    .filter((o) => ids === null || ids.includes(o.id))
    .sort((a, b) => a.position - b.position);
}

/** Total price, duration and currency of the chosen services (null currency when none). */
export function totalsOf(services: readonly TService[]): {
  price: number;
  minutes: number;
  currency: TCurrency | null;
} {
  return {
    price: services.reduce((sum, s) => sum + s.price, 0),
    minutes: services.reduce((sum, s) => sum + s.durationMinutes, 0),
    currency: services[0]?.currency ?? null,
  };
}
