/** Every kit story as a test: rendered with preview.tsx's providers, played, and checked with axe. */
import { setProjectAnnotations } from '@storybook/react';
import preview from '../.storybook/preview';
import { describeStories, type StoryModule } from '../testing/describe-stories';
import * as appHeader from './app-header/app-header.stories';
import * as badge from './badge/badge.stories';
import * as button from './button/button.stories';
import * as card from './card/card.stories';
import * as confirmDialog from './confirm-dialog/confirm-dialog.stories';
import * as emptyState from './empty-state/empty-state.stories';
import * as floatingServiceButton from './floating-service-button/floating-service-button.stories';
import * as loadingIndicator from './loading-indicator/loading-indicator.stories';
import * as navigationBar from './navigation-bar/navigation-bar.stories';
import * as numberBox from './number-box/number-box.stories';
import * as pagination from './pagination/pagination.stories';
import * as price from './price/price.stories';
import * as queryContent from './query-content/query-content.stories';
import * as rating from './rating/rating.stories';
import * as readMore from './read-more/read-more.stories';
import * as sendCodeButton from './send-code-button/send-code-button.stories';
import * as searchCombobox from './search-combobox/search-combobox.stories';
import * as sheet from './sheet/sheet.stories';
import * as skeleton from './skeleton/skeleton.stories';
import * as steps from './steps/steps.stories';
import * as swiper from './swiper/swiper.stories';
import * as tabBar from './tab-bar/tab-bar.stories';
import * as tabs from './tabs/tabs.stories';
import * as textField from './text-field/text-field.stories';
import * as timeline from './timeline/timeline.stories';
import * as toast from './toast/toast.stories';
import * as uploadWidget from './upload-widget/upload-widget.stories';

setProjectAnnotations(preview);

const modules: Record<string, StoryModule> = {
  AppHeader: appHeader,
  Badge: badge,
  Button: button,
  Card: card,
  ConfirmDialog: confirmDialog,
  EmptyState: emptyState,
  FloatingServiceButton: floatingServiceButton,
  LoadingIndicator: loadingIndicator,
  NavigationBar: navigationBar,
  NumberBox: numberBox,
  Pagination: pagination,
  Price: price,
  QueryContent: queryContent,
  Rating: rating,
  ReadMore: readMore,
  SendCodeButton: sendCodeButton,
  SearchCombobox: searchCombobox,
  Sheet: sheet,
  Skeleton: skeleton,
  Steps: steps,
  Swiper: swiper,
  TabBar: tabBar,
  Tabs: tabs,
  TextField: textField,
  Timeline: timeline,
  Toast: toast,
  UploadWidget: uploadWidget,
};

describeStories(modules);
