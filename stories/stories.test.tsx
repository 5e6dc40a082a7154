import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import previewAnnotations from '../.storybook/preview';

setProjectAnnotations(previewAnnotations);

type StoryModule = Parameters<typeof composeStories>[0];
type SmokeStory = (() => React.ReactElement) & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** Every story is rendered once (portable stories): a smoke test of each component state. */
describe('stories', () => {
  for (const [file, mod] of Object.entries(modules)) {
    describe(file, () => {
      const stories = composeStories(mod) as unknown as Record<string, SmokeStory>;
      for (const [name, Story] of Object.entries(stories)) {
        it(`renders ${name}`, async () => {
          const { container, unmount } = render(<Story />);
          await Story.play?.({ canvasElement: container });
          expect(container).toBeTruthy();
          unmount();
        });
      }
    });
  }
});
