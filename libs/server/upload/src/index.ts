export { isOwnPublicUpload } from './public-upload';
export { findUpload, type NewUpload, recordUpload, type StoredUpload } from './upload-records';
export { findOwnUpload, type OwnedUpload } from './owned-upload';
