import { type StoryModule, smokeTestStories } from './storySmoke';

smokeTestStories(import.meta.glob<StoryModule>('./pages/[A-L]*.stories.tsx', { eager: true }));
