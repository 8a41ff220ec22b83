// The public entry of @mall/ui. Importing it brings in the design tokens and the base reset (tokens.css),
// so an app gets them once, with the first component it uses.
import './tokens.css';

export { AppHeader, type AppHeaderProps } from './app-header/app-header';
export { Badge, formatBadgeCount, type BadgeProps, type BadgeTone } from './badge/badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { Card, type CardProps } from './card/card';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './confirm-dialog/confirm-dialog';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export {
  FloatingServiceButton,
  isExternalUrl,
  type FloatingServiceButtonProps,
} from './floating-service-button/floating-service-button';
export { pageBarRef } from './floating-service-button/page-bar';
export { Gallery, type GalleryImage, type GalleryLabels, type GalleryProps } from './gallery/gallery';
export { FollowButton, type FollowButtonLabels, type FollowButtonProps } from './follow-button/follow-button';
export {
  LoadingIndicator,
  type LoadingIndicatorProps,
  type LoadingState,
} from './loading-indicator/loading-indicator';
export { useLingeringFlag } from './loading-indicator/use-lingering-flag';
export { NavigationBar, type NavigationBarProps } from './navigation-bar/navigation-bar';
export { NumberBox, type NumberBoxClamp, type NumberBoxProps } from './number-box/number-box';
export {
  Pagination,
  paginationItems,
  type PaginationLabels,
  type PaginationProps,
} from './pagination/pagination';
export { Picture, type PictureProps, type PictureSource } from './picture/picture';
export { sizedSources } from './picture/sized-sources';
export { Price, type PriceProps, type PriceSize } from './price/price';
export { QueryContent, type QueryContentLabels, type QueryContentProps } from './query-content/query-content';
export {
  failedQuery,
  loadedQuery,
  loadingQuery,
  queryState,
  type QueryResultLike,
  type QueryState,
  type QueryStateOptions,
} from './query-content/query-state';
export { Rating, type RatingProps } from './rating/rating';
export { RatingBreakdown, type RatingBreakdownProps } from './rating-breakdown/rating-breakdown';
export { ReadMore, type ReadMoreProps } from './read-more/read-more';
export { SendCodeButton, type SendCodeButtonProps } from './send-code-button/send-code-button';
export { Sheet, type SheetProps } from './sheet/sheet';
export {
  SearchCombobox,
  type SearchComboboxGroup,
  type SearchComboboxLabels,
  type SearchComboboxOption,
  type SearchComboboxProps,
} from './search-combobox/search-combobox';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './skeleton/skeleton';
export { Steps, type StepItem, type StepsProps } from './steps/steps';
export { Swiper, type SwiperLabels, type SwiperProps, type SwiperSlide } from './swiper/swiper';
export { TabBar, type TabBarItem, type TabBarLinkProps, type TabBarProps } from './tab-bar/tab-bar';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { TextField, type TextFieldProps } from './text-field/text-field';
export {
  Toast,
  ToastHost,
  useToast,
  type ToastApi,
  type ToastHostProps,
  type ToastOptions,
  type ToastProps,
  type ToastTone,
} from './toast/toast';
export { Timeline, type TimelineItem, type TimelineItemState, type TimelineProps } from './timeline/timeline';
export { ToasterBridge } from './toast/toaster-bridge';
export { UploadWidget, type UploadWidgetProps } from './upload-widget/upload-widget';
export { visuallyHidden } from './internal/visually-hidden';
export {
  BADGE_MAX,
  LOADING_LINGER_MS,
  NUMBER_BOX_MIN,
  READ_MORE_HEIGHT_PX,
  SEND_CODE_SECONDS,
  SWIPER_AUTOPLAY_MS,
  TOAST_DURATION_MS,
  UPLOAD_MAX_FILES,
} from './internal/constants';
