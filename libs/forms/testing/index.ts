// Test support for form schemas, shared by the feature libraries' schema specs.
export { schemaErrors } from './schema-errors';
