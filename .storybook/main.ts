import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

function withoutPwa(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flat(Number.POSITIVE_INFINITY).filter((p) => {
    const name = p && typeof p === 'object' && 'name' in p ? String(p.name) : '';
    return !name.startsWith('vite-plugin-pwa');
  }) as PluginOption[];
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({ ...viteConfig, base: './', plugins: withoutPwa(viteConfig.plugins) }),
};
export default config;
