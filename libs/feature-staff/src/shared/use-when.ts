import { useFormatDate } from '@mall/i18n';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A server timestamp as date and time in the interface language: staff compare tasks to the minute. */
export const useWhen = () => useFormatDate(WHEN);
