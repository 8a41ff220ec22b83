// Test and Storybook support for the kit and the feature libraries' stories.
export { storyProviders } from './story-annotations';
export { describeStories, type StoryModule } from './describe-stories';
export { storyImage } from './story-image';
export { atViewport, columnCount, isLaidOutAt, VIEWPORTS, type ViewportName } from './viewports';
