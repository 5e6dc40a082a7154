import { type StoryModule, smokeTestStories } from './storySmoke';

smokeTestStories(import.meta.glob<StoryModule>('./pages/[M-Z]*.stories.tsx', { eager: true }));
