import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import previewAnnotations from '../.storybook/preview';
import { expectNoAxeViolations } from '../test/axe';

setProjectAnnotations(previewAnnotations);

type StoryModule = Parameters<typeof composeStories>[0];
type SmokeStory = (() => React.ReactElement) & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/**
 * Every story is rendered once (portable stories), its play function run, and the page it leaves
 * checked with axe (the body: dialogs and popovers render in portals): each component state is
 * accessible, not only renderable.
 */
describe('stories', () => {
  for (const [file, mod] of Object.entries(modules)) {
    describe(file, () => {
      const stories = composeStories(mod) as unknown as Record<string, SmokeStory>;
      for (const [name, Story] of Object.entries(stories)) {
        it(`renders ${name} accessibly`, async () => {
          const { container, unmount } = render(<Story />);
          await Story.play?.({ canvasElement: container });
          expect(container.childElementCount + document.body.childElementCount).toBeGreaterThan(1);
          await expectNoAxeViolations(document.body);
          unmount();
        });
      }
    });
  }
});
