export { isOwnPublicUpload } from './public-upload';
