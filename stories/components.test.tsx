import { type StoryModule, smokeTestStories } from './storySmoke';

smokeTestStories(
  import.meta.glob<StoryModule>('./{atoms,molecules,organisms}/*.stories.tsx', { eager: true }),
);
