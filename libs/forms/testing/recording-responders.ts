/** A form-encoded body as the SDK sends a mutation. */
export type SentForm = Record<string, string>;

/** One upload as its multipart form names it. */
export interface SentUpload {
  name: string;
  purpose: string;
}

/**
 * A responder for an MSW handler of a form-encoded mutation (e.g. `operationHandler('updateUser', …)`): it keeps
 * each body in `sent`, in order, and answers `answer`.
 */
export const recordForm =
  <Data>(sent: SentForm[], answer: Data | ((body: SentForm) => Data)) =>
  async (request: Request): Promise<Data> => {
    const body: SentForm = Object.fromEntries(new URLSearchParams(await request.text()));
    sent.push(body);
    return typeof answer === 'function' ? (answer as (body: SentForm) => Data)(body) : answer;
  };

/**
 * A responder for the upload handler: it keeps each file's name and purpose in `sent` and answers it stored,
 * as `/media/<name>` with the ids 31, 32, … in the order the files came.
 */
export const recordUpload = (sent: SentUpload[]) => async (request: Request) => {
  const form = await request.formData();
  const upload = { name: (form.get('file') as File).name, purpose: String(form.get('purpose')) };
  sent.push(upload);
  return {
    id: 30 + sent.length,
    url: `/media/${upload.name}`,
    content_type: 'image/png',
    size: 7,
    private: false,
  };
};
