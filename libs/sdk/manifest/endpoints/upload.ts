import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { UploadPurpose, UploadedFile } from '../schemas/account';
import { Id } from '../schemas/common';

export const uploadEndpoints = defineEndpoints({
  uploadFile: {
    method: 'POST',
    path: '/upload',
    auth: 'user',
    kind: 'mutation',
    rateLimited: true,
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
  getUploadedFile: {
    method: 'GET',
    path: '/uploads/{id}',
    auth: 'none',
    kind: 'query',
    group: 'upload',
    summary:
      'An uploaded file, as the `url` of `uploadFile` and of the records that carry one. Public files need ' +
      'nothing more; private files (recharge proofs, ID documents) are reached through short-lived signed ' +
      'URLs (`expires` and `signature`, given to their owner and to staff), because an `<img>` cannot send ' +
      'the `access-token` header. A missing file and a private file without a valid, unexpired signature ' +
      'answer 2000019 alike',
    params: Type.Object({ id: Id }),
    query: Type.Object({
      expires: Type.Optional(
        Type.Integer({
          minimum: 0,
          maximum: 99_999_999_999,
          description: 'Unix seconds the link expires at',
        }),
      ),
      signature: Type.Optional(
        Type.String({
          maxLength: 128,
          pattern: '^[0-9a-fA-F]*$',
          description: 'Hex HMAC of the file id and `expires`; only private files need it',
        }),
      ),
    }),
    responseFormat: 'binary',
    // Uploads are re-encoded to one of these (a GIF becomes a PNG of its first frame).
    fileTypes: ['image/jpeg', 'image/png', 'image/webp'],
    response: Type.Null(),
    errors: ['NO_DATA_FOUND'],
  },
});
