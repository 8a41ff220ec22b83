import type { Preview } from '@storybook/react-vite';
import { ToastHost } from '../src/toast/toast';
import '../src/tokens.css';

/** Providers live here once; stories stay provider-free (DESIGN §5). */
const preview: Preview = {
  decorators: [
    (Story) => (
      <ToastHost dismissLabel="Dismiss">
        <Story />
      </ToastHost>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail story tests (the a11y addon in Storybook, axe in stories.spec.tsx).
    a11y: { test: 'error' },
  },
};

export default preview;
