export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { sanitiseHtml, type SanitiseOptions } from './sanitise-html';
