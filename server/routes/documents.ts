import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { envelope, errorResponses, MessageOnly } from '../../src/contract/common';
import {
  DOCUMENT_MIME_TYPES,
  DocumentKindField,
  type DocumentMime,
  DocumentParams,
  DocumentSchema,
  ExpiresOnField,
  MAX_DOCUMENT_BYTES,
  UploadDocumentForm,
} from '../../src/contract/documents';
import { ROUTES } from '../../src/contract/endpoints';
import { ApiProblem, fieldProblem, notFound, tooManyRequests } from '../errors';
import { validationWord, type Word, word } from '../i18n';
import { operationMember as member } from '../plugins/openapi';
import { displayName, newDocumentId, storageKeyOf } from '../services/documents';
import type { AccountType } from '../services/tokens';
import { AUDIENCES, requireAccount as guard, accountLabel as label } from '../session-guard';
import { readUpload, type UploadWords } from './multipart-upload';

const errors = errorResponses(400, 401, 403, 404, 413, 415, 429, 503);

/** The words of the contract's date rule (`futureDate`): they name a key. */
function dateWords(text: string | undefined): Word {
  const words = text === undefined ? text : validationWord(text);
  return typeof words === 'object' ? words : word('documents.checkDate');
}

/** The form's own problems, in the documents' words. */
const UPLOAD_WORDS: UploadWords = {
  tooLarge: 'documents.fileTooLarge',
  oneFile: 'documents.oneFile',
  tooManyFields: 'documents.tooManyFields',
  notMultipart: 'documents.notMultipart',
  malformed: 'documents.malformed',
  fieldTooLong: 'documents.fieldTooLong',
};

/**
 * Documents an account uploads for review (identity, certifications, background checks):
 * upload, list, remove. The multipart parser is registered in this scope only, so the JSON
 * body limit of every other route is untouched.
 */
export const documentRoutes: FastifyPluginAsync = async (instance) => {
  await instance.register(multipart, {
    limits: {
      files: 1,
      fileSize: MAX_DOCUMENT_BYTES,
      fields: 5,
      fieldSize: 1024,
      parts: 8,
      headerPairs: 50,
    },
  });

  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { limits } = ctx.config;
  const { documents } = ctx;
  const limited = { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } };
  const requireAccount = (request: FastifyRequest, type: AccountType) =>
    guard(ctx, request, type, 'sessions.toManageDocuments');

  for (const { prefix, type } of AUDIENCES) {
    const who = label(type);

    app.post(
      `${prefix}${ROUTES.documentsUnderPrefix}`,
      {
        config: limited,
        // The stream is read in the handler (the file is checked as it arrives), so the body
        // schema documents the form and is not run as a validator.
        validatorCompiler: () => (value) => ({ value }),
        schema: {
          tags: ['Documents'],
          operationId: `upload${member(type)}Document`,
          summary: `Upload a document as a ${who}`,
          description: `multipart/form-data with one \`file\` (PDF, JPEG or PNG, recognised by its content; at most 10 MB) and \`kind\`; \`expires_on\` (YYYY-MM-DD, today or later) is optional. The document waits for review (\`pending_review\`). At most ${limits.uploadsPerHour} uploads per account per hour: more answer 429.`,
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          body: UploadDocumentForm,
          response: { 201: envelope(DocumentSchema), ...errors },
        },
      },
      async (request, reply) => {
        const account = await requireAccount(request, type);
        const limitKey = `uploads:account:${account.id}`;
        const wait = await ctx.limiter.take(limitKey, limits.uploadsPerHour, 3600);
        if (wait > 0) throw tooManyRequests(wait, 'documents.manyUploads');

        const upload = await readUpload(request, 'file', UPLOAD_WORDS);
        const { file } = upload;
        if (!file || (file.bytes.length === 0 && !file.filename))
          throw fieldProblem('file', 'documents.fileMissing');
        if (file.bytes.length === 0) throw fieldProblem('file', 'documents.fileEmpty');
        // Bounded by busboy already; kept so a replaced storage never sees more.
        if (file.bytes.length > MAX_DOCUMENT_BYTES)
          throw new ApiProblem(413, 'documents.fileTooLarge');

        const kind = DocumentKindField.safeParse(upload.fields.kind);
        if (!kind.success) throw fieldProblem('kind', 'documents.kind');
        let expiresOn: string | null = null;
        if (upload.fields.expires_on !== undefined && upload.fields.expires_on.trim() !== '') {
          const parsed = ExpiresOnField.safeParse(upload.fields.expires_on);
          if (!parsed.success)
            throw fieldProblem('expires_on', dateWords(parsed.error.issues[0]?.message));
          expiresOn = parsed.data;
        }

        const detected = await fileTypeFromBuffer(file.bytes);
        const mime = detected?.mime as DocumentMime | undefined;
        if (!mime || !DOCUMENT_MIME_TYPES.includes(mime))
          throw fieldProblem('file', 'documents.fileType');

        const id = newDocumentId();
        const storageKey = storageKeyOf(account.id, id, mime);
        // The object first, then the record: a store that is down answers 503 before any record
        // exists, and a retry starts over with a new key.
        try {
          await ctx.files.put(storageKey, file.bytes);
        } catch (error) {
          // A put that timed out may still have landed: removed in the background, best effort.
          void ctx.files.remove(storageKey).catch(() => {});
          throw error;
        }
        try {
          const document = await documents.create({
            id,
            accountId: account.id,
            kind: kind.data,
            originalName: displayName(file.filename, mime),
            mime,
            sizeBytes: file.bytes.length,
            storageKey,
            expiresOn,
          });
          // A caregiver's approved document becomes a badge on their profile: make sure there
          // is one (an unpublished draft) even if they upload before opening the editor.
          if (type === 'service_provider') await ctx.caregivers.own(account.id, account.full_name);
          reply.code(201);
          return {
            success: true,
            message: request.t('documents.uploaded'),
            results: document,
          };
        } catch (error) {
          await ctx.files.remove(storageKey).catch(() => {});
          throw error;
        }
      },
    );

    app.get(
      `${prefix}${ROUTES.documentsUnderPrefix}`,
      {
        schema: {
          tags: ['Documents'],
          operationId: `list${member(type)}Documents`,
          summary: `The ${who}'s documents, newest first`,
          description:
            "The logged-in member's uploaded documents, newest first, each with its review status.",
          security: [{ bearer: [] }],
          response: { 200: envelope(z.array(DocumentSchema)), ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(request, type);
        const list = await documents.list(account.id);
        return {
          success: true,
          message: request.t(list.length ? 'documents.loaded' : 'documents.none'),
          results: list,
        };
      },
    );

    app.delete(
      `${prefix}${ROUTES.documentUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Documents'],
          operationId: `delete${member(type)}Document`,
          summary: `Remove one of the ${who}'s documents`,
          description:
            "Removes the stored file, then the record; when the storage does not answer, 503 and both stay (try again). Another account's document answers 404.",
          security: [{ bearer: [] }],
          params: DocumentParams,
          response: { 200: MessageOnly, ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(request, type);
        const storageKey = await documents.storageKey(account.id, request.params.id);
        if (!storageKey) throw notFound('documents.notFound');
        // The file first, then the record: a store that is down answers 503 and keeps both, so
        // a retry removes them; no record is left pointing at nothing, and no file unreachable.
        await ctx.files.remove(storageKey);
        if (!(await documents.remove(account.id, request.params.id)))
          throw notFound('documents.notFound');
        return { success: true, message: request.t('documents.removed') };
      },
    );
  }
};
