import { finished } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { OperationArgs } from '@mall/sdk';
import { endpoints } from '@mall/sdk-manifest';
import { Value } from '@sinclair/typebox/value';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@mall/server-core';
import { MAX_UPLOAD_BYTES } from './upload-policy';

export type UploadPurpose = OperationArgs['uploadFile']['purpose'];

export interface UploadForm {
  /** The bytes of field `file`, at most the multipart `fileSize` limit. */
  file: Buffer;
  purpose: UploadPurpose;
}

const purposeSchema = endpoints.uploadFile.body.properties.purpose;

const invalid = (message: string) => new DomainError('INVALID_PARAMETERS', null, message);
const missing = (message: string) => new DomainError('MISSING_PARAMETERS', null, message);

/** What each @fastify/multipart failure (all of them mistakes of the sender) tells the uploader. */
const multipartProblems: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `File too large: at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MiB`,
  FST_FILES_LIMIT: 'Send one file per request, in field `file`',
  FST_PARTS_LIMIT: 'Too many parts in the form',
  FST_FIELDS_LIMIT: 'Too many fields in the form',
  FST_PROTO_VIOLATION: 'Invalid field name',
  FST_INVALID_JSON_FIELD_ERROR: 'Invalid form field',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data',
  FST_MP_PREMATURE_CLOSE: 'The upload was interrupted',
};

/** Any failure while reading the form is the sender's: an envelope code, never a 5xx. */
function asFormError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? multipartProblems[code] : undefined;
  return invalid(known ?? 'Malformed multipart form');
}

/** Reads a part nobody wants to its end, so the parser can go on to the next one. */
async function discard(part: MultipartFile): Promise<void> {
  part.file.resume();
  await finished(part.file).catch(() => undefined);
}

async function readPart(part: Multipart, form: Partial<UploadForm> & { purposeText?: string }) {
  if (part.type === 'file') {
    if (part.fieldname !== 'file') {
      await discard(part);
      throw invalid('Only field `file` may carry a file');
    }
    if (form.file) {
      await discard(part);
      throw invalid(multipartProblems.FST_FILES_LIMIT ?? 'One file per request');
    }
    form.file = await part.toBuffer();
    return;
  }
  if (part.fieldname === 'file') throw invalid('Field `file` must be a file');
  if (part.fieldname !== 'purpose') return; // unknown text fields are ignored, as in every other form
  if (form.purposeText !== undefined) throw invalid('Field `purpose` was sent twice');
  if (part.valueTruncated || typeof part.value !== 'string') throw invalid('Invalid purpose');
  form.purposeText = part.value;
}

/**
 * Reads the upload form from the request stream: exactly one file in field `file` and a `purpose`. Every
 * limit of the multipart parser (file size, file count, parts, fields) and every malformed body answers
 * 1000008 with a message saying what was wrong; a missing field answers 1000009.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: Partial<UploadForm> & { purposeText?: string } = {};
  try {
    for await (const part of request.parts()) await readPart(part, form);
  } catch (error) {
    throw asFormError(error);
  }
  // A form sent with no file chosen carries an empty `file` part.
  if (!form.file || form.file.byteLength === 0) throw missing('Field `file` is required');
  const purpose = form.purposeText?.trim();
  if (!purpose) throw missing('Field `purpose` is required');
  if (!Value.Check(purposeSchema, purpose)) throw invalid('Unknown purpose');
  return { file: form.file, purpose };
}
