// Test-only, workspace-only (not in the published package): one page-render harness for every feature library.
export {
  BASE_URL,
  localeTexts,
  NOT_FOUND_TEXT,
  pageRenderer,
  startApiServer,
  testI18n,
  type HarnessSdkConfig,
  type PageHarnessOptions,
  type RenderedPage,
  type RenderPageOptions,
} from './render-page';
