import type { FastifyRequest } from 'fastify';
import { ApiProblem, badRequest } from '../errors';
import type { WordKey } from '../i18n';

// Reading one multipart upload (documents, photos): the one file buffered as it arrives (busboy
// cuts it off at the scope's `fileSize`), the text fields, and the parser's own errors as words a
// person understands. Each route registers @fastify/multipart in its own scope with its limits.

/** The words of each thing that can go wrong with the form itself. */
export interface UploadWords {
  tooLarge: WordKey;
  oneFile: WordKey;
  tooManyFields: WordKey;
  notMultipart: WordKey;
  malformed: WordKey;
  fieldTooLong: WordKey;
}

/** What the multipart stream held: the one file (if its field was there) and the text fields. */
export interface Upload {
  file?: { filename: string; bytes: Buffer };
  fields: Record<string, string>;
}

/** 413 for a file past the limit; with `field`, naming it (`results.errors`). */
function tooLarge(words: UploadWords, field?: string): ApiProblem {
  const problem = new ApiProblem(413, words.tooLarge);
  return field
    ? new ApiProblem(413, problem.word, { errors: [{ field, message: problem.word }] })
    : problem;
}

/** The multipart parser's own errors, as answers a person understands. */
export function uploadProblem(error: unknown, words: UploadWords, field?: string): ApiProblem {
  if (error instanceof ApiProblem) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(words, field);
    case 'FST_FILES_LIMIT':
      return badRequest(words.oneFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest(words.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiProblem(415, words.notMultipart);
  }
  if (statusCode === 413) return tooLarge(words, field);
  // busboy's own: no boundary, a part cut short, a malformed header.
  return badRequest(words.malformed);
}

/**
 * Reads the stream part by part; the file of `fileField` is kept (others are read and dropped),
 * cut off past the scope's limit. `nameField`: a 413 names the file's field.
 */
export async function readUpload(
  request: FastifyRequest,
  fileField: string,
  words: UploadWords,
  { nameField = false }: { nameField?: boolean } = {},
): Promise<Upload> {
  const field = nameField ? fileField : undefined;
  if (!request.isMultipart()) throw new ApiProblem(415, words.notMultipart);
  const upload: Upload = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) upload.file = { filename: part.filename, bytes };
      } else if (typeof part.value === 'string' && !part.valueTruncated) {
        upload.fields[part.fieldname] = part.value;
      } else {
        throw badRequest(words.fieldTooLong);
      }
    }
  } catch (error) {
    throw uploadProblem(error, words, field);
  }
  return upload;
}
