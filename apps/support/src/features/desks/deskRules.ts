import type { ServiceDesk, ServiceGroup } from '@platform/api-client';

/**
 * The desks by group (online, finance), the groups and their desks in the order the site
 * configuration lists them (docs/product-rules.md#customer-service).
 */
export function desksByGroup(
  desks: readonly ServiceDesk[],
): { group: ServiceGroup; desks: ServiceDesk[] }[] {
  const groups: { group: ServiceGroup; desks: ServiceDesk[] }[] = [];
  for (const desk of desks) {
    const entry = groups.find((g) => g.group === desk.group);
    if (entry) entry.desks.push(desk);
    else groups.push({ group: desk.group, desks: [desk] });
  }
  return groups;
}

/** A desk's hours: around the clock when it has none, else its business-time window. */
export function deskHours(
  desk: Pick<ServiceDesk, 'opensAt' | 'closesAt'>,
): { always: true } | { always: false; from: string; to: string } {
  if (desk.opensAt === null || desk.closesAt === null) return { always: true };
  return { always: false, from: desk.opensAt, to: desk.closesAt };
}

/** How many recent deposit orders the page offers as a shortcut for a finance question. */
export const RECENT_DEPOSITS_SHOWN = 5;
