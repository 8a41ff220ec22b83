/** Every content screen story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as articleList from './articles/article-list-view.stories';

setProjectAnnotations(storyProviders);

describeStories({ ArticleListView: articleList });
