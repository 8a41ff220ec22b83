import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// How long `findBy…` and `waitFor` wait for the page to get there: a guard against a hung test, like Jest's
// testTimeout, not a speed check. Testing Library's default second is shorter than a busy 2-core machine
// takes to answer a mocked request and render a form.
configure({ asyncUtilTimeout: 10_000 });
