import type { StorybookConfig } from '@storybook/react-vite';
import type { Alias, PluginOption } from 'vite';

/** Plugins of the portal build that Storybook does without: the PWA, the split, pre-parsed catalogue, the pages. */
const portalOnly = ['vite-plugin-pwa', 'backroom:precompiled-messages', 'backroom:pages'];

function withoutPortalPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flat(Number.POSITIVE_INFINITY).filter((p) => {
    const name = p && typeof p === 'object' && 'name' in p ? String(p.name) : '';
    return !portalOnly.some((prefix) => name.startsWith(prefix));
  }) as PluginOption[];
}

/** Stories format the plain catalogue, so they keep the message parser. */
function withoutParserAlias(alias: unknown): Alias[] {
  const list = Array.isArray(alias) ? (alias as Alias[]) : [];
  return list.filter((a) => !String(a.find).includes('icu-messageformat-parser'));
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    base: './',
    plugins: withoutPortalPlugins(viteConfig.plugins),
    resolve: { ...viteConfig.resolve, alias: withoutParserAlias(viteConfig.resolve?.alias) },
  }),
};
export default config;
