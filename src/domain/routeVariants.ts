/**
 * Routes shown in variants (1-foundation.md §2): the customers e-mail route has bulk, welcome and
 * miss-you variants, selected by navigation state. The state is what chooses: in-portal navigation
 * passes `{ variant }` as history state; the portal then mirrors the choice into the address as
 * `?variant=` (decision: history state does not survive opening a link in a new tab or copying it,
 * a query does; and a reload keeps both). Read in this order: navigation state, the query, the
 * first variant. The route table (routes.ts) names each route's variants.
 */
export const customerEmailVariants = ['bulk', 'welcome', 'missyou'] as const;
export type CustomerEmailVariant = (typeof customerEmailVariants)[number];

/** The query parameter that carries the variant in a direct link. */
export const VARIANT_PARAM = 'variant';

/** The navigation state that selects a variant. */
export interface VariantState {
  variant: string;
}

function stateVariant(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>).variant;
  return typeof value === 'string' ? value : null;
}

function queryVariant(search: string): string | null {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(VARIANT_PARAM);
}

/** The variant shown: the navigation state's, else the query's (a direct link), else the first. */
export function variantOf<V extends string>(variants: readonly V[], search: string, state: unknown): V {
  const known = (value: string | null): value is V => value !== null && variants.includes(value as V);
  const fromState = stateVariant(state);
  if (known(fromState)) return fromState;
  const fromQuery = queryVariant(search);
  if (known(fromQuery)) return fromQuery;
  return variants[0];
}

/** The query's variant when it is one of the route's, else null (a classic page's ?variant=). */
export function queriedVariant<V extends string>(
  variants: readonly V[],
  value: string | null | undefined,
): V {
  return value && variants.includes(value as V) ? (value as V) : variants[0];
}

/** A path with its variant in the query: what the address shows, and the direct link. */
export function variantPath(path: string, variant: string): string {
  return `${path}?${VARIANT_PARAM}=${encodeURIComponent(variant)}`;
}

/** The catalogue keys of a variant: its title and its classic page's text. */
export function variantKeys(routeTitleKey: string, variant: string): { title: string; text: string } {
  const route = routeTitleKey.replace(/^Route\./, '');
  return { title: `RouteVariant.${route}.${variant}`, text: `RouteVariantText.${route}.${variant}` };
}
