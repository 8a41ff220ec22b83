/**
 * Every story as a test (portable stories): render it with the project annotations of preview.tsx, run its
 * play function, then check the result with axe-core, failing on serious and critical violations.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react';
import axe from 'axe-core';
import preview from '../.storybook/preview';
import * as badge from './badge/badge.stories';
import * as button from './button/button.stories';
import * as confirmDialog from './confirm-dialog/confirm-dialog.stories';
import * as emptyState from './empty-state/empty-state.stories';
import * as floatingServiceButton from './floating-service-button/floating-service-button.stories';
import * as loadingIndicator from './loading-indicator/loading-indicator.stories';
import * as navigationBar from './navigation-bar/navigation-bar.stories';
import * as numberBox from './number-box/number-box.stories';
import * as pagination from './pagination/pagination.stories';
import * as price from './price/price.stories';
import * as rating from './rating/rating.stories';
import * as readMore from './read-more/read-more.stories';
import * as sendCodeButton from './send-code-button/send-code-button.stories';
import * as steps from './steps/steps.stories';
import * as swiper from './swiper/swiper.stories';
import * as tabs from './tabs/tabs.stories';
import * as textField from './text-field/text-field.stories';
import * as toast from './toast/toast.stories';
import * as uploadWidget from './upload-widget/upload-widget.stories';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
/** What this spec needs of a composed story (composeStories over a generic module types them unknown). */
interface RunnableStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
  parameters: { jsdom?: { scrollHeight?: number } };
}

const modules: Record<string, StoryModule> = {
  Badge: badge,
  Button: button,
  ConfirmDialog: confirmDialog,
  EmptyState: emptyState,
  FloatingServiceButton: floatingServiceButton,
  LoadingIndicator: loadingIndicator,
  NavigationBar: navigationBar,
  NumberBox: numberBox,
  Pagination: pagination,
  Price: price,
  Rating: rating,
  ReadMore: readMore,
  SendCodeButton: sendCodeButton,
  Steps: steps,
  Swiper: swiper,
  Tabs: tabs,
  TextField: textField,
  Toast: toast,
  UploadWidget: uploadWidget,
};

/** jsdom has no layout; checked in a real browser by the a11y addon instead. */
const axeOptions: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false } },
  resultTypes: ['violations'],
};

const describeViolation = (violation: axe.Result) =>
  `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
    .map((node) => node.target.join(' '))
    .join(', ')}`;

// axe probes icon ligatures with a canvas, which jsdom lacks: answer "no canvas" quietly.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
afterEach(() => jest.restoreAllMocks());

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
    const serious = results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
    expect(serious.map(describeViolation)).toEqual([]);
  });
});
