import type { Database } from '../db/connection';
import type { Handlers } from '../http/routes';
import { accountHandlers } from './account/handlers';
import { catalogueHandlers } from './catalogue/handlers';
import { configurationHandlers } from './configuration/handlers';
import { contentHandlers } from './content/handlers';

/** Every built operation's handler. Operations missing here answer HTTP 501 until their feature lands. */
export const handlers = (db: Database): Handlers => ({
  ...configurationHandlers(db),
  ...catalogueHandlers(db),
  ...contentHandlers(db),
  ...accountHandlers(db),
});
