import type { Preview } from '@storybook/react-vite';
import '../design-system/theme';
import { DsWrapper } from '../test/DsWrapper';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand',
      toolbar: { title: 'Brand', items: ['default', 'bank'], dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'default' },
  decorators: [
    (Story, context) => (
      <DsWrapper brand={context.globals.brand === 'bank' ? 'bank' : 'default'}>
        <Story />
      </DsWrapper>
    ),
  ],
  parameters: { layout: 'padded', a11y: { test: 'error' } },
};
export default preview;
