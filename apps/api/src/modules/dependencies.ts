import type { ServerConfig } from '../config';
import type { Database } from '../db/connection';
import type { FileStorage } from './upload/storage';

/** What handlers get from the server: the database, configuration and file storage. */
export interface Dependencies {
  db: Database;
  config: ServerConfig;
  storage: FileStorage;
}
