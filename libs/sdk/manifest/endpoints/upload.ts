import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { UploadPurpose, UploadedFile } from '../schemas/account';

export const uploadEndpoints = defineEndpoints({
  uploadFile: {
    method: 'POST',
    path: '/upload',
    auth: 'user',
    kind: 'mutation',
    group: 'upload',
    summary:
      'Upload one file (field `file`): type checked from its content, images re-encoded without metadata; ' +
      'recharge proofs and ID documents are private to the uploader and staff',
    inSpec: true,
    bodyEncoding: 'multipart',
    body: Type.Object({
      file: Type.Unsafe<Blob>({ type: 'string', format: 'binary' }),
      purpose: UploadPurpose,
    }),
    response: UploadedFile,
    errors: ['DATA_OPERATION_FAILED'],
  },
});
