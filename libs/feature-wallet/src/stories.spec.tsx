/** Every wallet story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as balance from './balance-section.stories';
import * as qrCode from './qr-code.stories';

setProjectAnnotations(storyProviders);

describeStories({ BalanceSection: balance, QrCode: qrCode });
