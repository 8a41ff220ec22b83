import type { Preview } from '@storybook/react-vite';
import { storyProviders } from '../testing/story-annotations';
import '../src/tokens.css';

/** Providers live here once; stories stay provider-free (docs/architecture.md). */
const preview: Preview = {
  ...storyProviders,
  parameters: {
    ...storyProviders.parameters,
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail story tests (the a11y addon in Storybook, axe in the stories specs).
    a11y: { test: 'error' },
  },
};

export default preview;
