/** Every seller screen story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as becomeSeller from './become-seller/become-seller-view.stories';
import * as settings from './settings/settings-view.stories';

setProjectAnnotations(storyProviders);

describeStories({ BecomeSellerView: becomeSeller, SettingsView: settings });
