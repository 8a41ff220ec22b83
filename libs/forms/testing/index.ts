// Test support for forms, shared by the feature libraries' specs: schema messages, and what a form sent.
export { recordForm, recordUpload, type SentForm, type SentUpload } from './recording-responders';
export { schemaErrors } from './schema-errors';
