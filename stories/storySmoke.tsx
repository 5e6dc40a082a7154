import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import previewAnnotations from '../.storybook/preview';
import { expectNoAxeViolations } from '../test/axe';

setProjectAnnotations(previewAnnotations);

export type StoryModule = Parameters<typeof composeStories>[0];
type SmokeStory = (() => React.ReactElement) & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

/**
 * Every story of `modules` (an eager import.meta.glob) is rendered once (portable stories), its play
 * function run, and the page it leaves checked with axe (the body: dialogs and popovers render in
 * portals): each component state is accessible, not only renderable. The stories are split over a
 * few test files (stories/*.test.tsx) so that the test workers share them.
 */
export function smokeTestStories(modules: Record<string, StoryModule>) {
  for (const [file, mod] of Object.entries(modules)) {
    describe(file, () => {
      const stories = composeStories(mod) as unknown as Record<string, SmokeStory>;
      for (const [name, Story] of Object.entries(stories)) {
        it(`renders ${name} accessibly`, async () => {
          const { container, unmount } = render(<Story />);
          await Story.play?.({ canvasElement: container });
          // something rendered, in place or in a portal (the body holds the container itself)
          expect(container.childElementCount + document.body.childElementCount).toBeGreaterThan(1);
          await expectNoAxeViolations(document.body);
          unmount();
        });
      }
    });
  }
}
