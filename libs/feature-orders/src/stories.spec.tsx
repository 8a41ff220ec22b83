/** Every orders screen story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as history from './history/purchase-history-view.stories';
import * as detail from './order-detail/order-detail-view.stories';
import * as refunds from './refunds/refunds-view.stories';

setProjectAnnotations(storyProviders);

describeStories({ PurchaseHistoryView: history, OrderDetailView: detail, RefundsView: refunds });
