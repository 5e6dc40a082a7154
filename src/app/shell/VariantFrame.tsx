import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Tabs } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { type RoutePath, routeTitleKey } from '../../domain/routes';
import {
  VARIANT_PARAM,
  type VariantState,
  variantKeys,
  variantOf,
  variantPath,
} from '../../domain/routeVariants';
import { LegacyFrame } from './LegacyFrame';

export interface VariantFrameProps {
  /** The route's pattern (its catalogue keys) and its concrete path. */
  routePath: RoutePath;
  path: string;
  variants: readonly string[];
  title: string;
  origin: string | null;
}

/**
 * A classic page shown in variants (the customers e-mail route, 1-foundation.md §2): tabs for the
 * variants, the chosen one's classic page below. The navigation state chooses (`{ variant }`); the
 * address carries it as ?variant= so that a reload, a copied link or a new tab shows the same
 * variant (src/domain/routeVariants.ts).
 */
export function VariantFrame({ routePath, path, variants, title, origin }: VariantFrameProps) {
  const { t, tData } = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const state = useHistoryState();
  const variant = variantOf(variants, search, state);
  const inAddress = new URLSearchParams(search).get(VARIANT_PARAM);

  // A variant chosen by navigation state alone: the address says so too (a direct link).
  useEffect(() => {
    if (inAddress !== variant)
      navigate(variantPath(path, variant), { replace: true, state: { variant } satisfies VariantState });
  }, [navigate, inAddress, path, variant]);

  const select = (next: string) => navigate(variantPath(path, next), { state: { variant: next } });
  // the route table's variants are data to this frame: the catalogue test checks their keys
  const keyOf = (v: string): string => variantKeys(routeTitleKey(routePath), v).title;
  return (
    <Tabs.Root value={variant} onValueChange={select} unmountOnExit>
      <Tabs.List aria-label={t('RouteVariant.Label', { route: title })}>
        {variants.map((v) => (
          <Tabs.Trigger key={v} value={v}>
            {tData(keyOf(v))}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {variants.map((v) => (
        <Tabs.Content key={v} value={v}>
          <LegacyFrame path={variantPath(path, v)} title={`${title}: ${tData(keyOf(v))}`} origin={origin} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
