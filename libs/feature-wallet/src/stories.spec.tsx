/** Every wallet story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as balance from './balance-section.stories';
import * as cardTopUp from './card-top-up-view.stories';
import * as qrCode from './qr-code.stories';
import * as transfer from './transfer-view.stories';

setProjectAnnotations(storyProviders);

describeStories({
  BalanceSection: balance,
  CardTopUpView: cardTopUp,
  QrCode: qrCode,
  TransferView: transfer,
});
