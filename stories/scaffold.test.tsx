import { type StoryModule, smokeTestStories } from './storySmoke';

smokeTestStories(import.meta.glob<StoryModule>('./scaffold/*.stories.tsx', { eager: true }));
