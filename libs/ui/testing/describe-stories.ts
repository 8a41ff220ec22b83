/**
 * Every story as a test (portable stories): render it with the project annotations of preview.tsx, run its
 * play function, then check the result with axe-core, failing on serious and critical violations.
 */
import { composeStories } from '@storybook/react';
import axe from 'axe-core';

export type StoryModule = Parameters<typeof composeStories>[0];

/** What this runner needs of a composed story (composeStories over a generic module types them unknown). */
interface RunnableStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
  parameters: { jsdom?: { scrollHeight?: number } };
}

/** jsdom has no layout; checked in a real browser by the a11y addon instead. */
const axeOptions: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false } },
  resultTypes: ['violations'],
};

const describeViolation = (violation: axe.Result) =>
  `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
    .map((node) => node.target.join(' '))
    .join(', ')}`;

/** Declares, for each module, that it has stories and that each renders, plays and passes axe. */
export function describeStories(modules: Record<string, StoryModule>): void {
  // axe probes icon ligatures with a canvas, which jsdom lacks: answer "no canvas" quietly.
  beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.replaceChildren();
  });

  describe.each(Object.entries(modules))('%s stories', (_title, module) => {
    const stories = Object.entries(composeStories(module)) as Array<[string, RunnableStory]>;

    it('has at least one story', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    it.each(stories)('%s renders, plays and passes axe', async (_name, Story) => {
      const scrollHeight = Story.parameters.jsdom?.scrollHeight;
      if (scrollHeight !== undefined) {
        jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
      }
      const canvasElement = document.createElement('div');
      document.body.append(canvasElement);

      await Story.run({ canvasElement });

      const results = await axe.run(canvasElement, axeOptions);
      const serious = results.violations.filter(
        ({ impact }) => impact === 'serious' || impact === 'critical',
      );
      expect(serious.map(describeViolation)).toEqual([]);
    });
  });
}
