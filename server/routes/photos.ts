import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, MessageOnly } from '../../src/contract/common';
import {
  CAREGIVER_PATHS,
  MEDIA_PATH_PREFIX,
  PARENT_PHOTO_PATH,
  ROUTES,
} from '../../src/contract/endpoints';
import {
  cropFraction,
  MAX_PHOTO_BYTES,
  PHOTO_FIELDS,
  PHOTO_UPLOADS_PER_HOUR,
  PhotoAnswer,
  UploadPhotoForm,
} from '../../src/contract/photos';
import { conflict, fieldProblem, notFound, tooManyRequests } from '../errors';
import { validationWord, type Word, type WordKey, word } from '../i18n';
import {
  type Crop,
  type PhotoRefusal,
  PhotoRefused,
  renderPhoto,
} from '../services/photo-pipeline';
import { mediaTypeOf, type PhotoOwner } from '../services/photos';
import { requireAccount } from '../session-guard';
import { readUpload, type UploadWords } from './multipart-upload';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503);

const UPLOAD_WORDS: UploadWords = {
  tooLarge: 'photos.tooLarge',
  oneFile: 'photos.oneFile',
  tooManyFields: 'photos.tooManyFields',
  notMultipart: 'photos.notMultipart',
  malformed: 'photos.malformed',
  fieldTooLong: 'photos.fieldTooLong',
};

const REFUSAL_WORDS: Record<PhotoRefusal, WordKey> = {
  type: 'photos.type',
  tooManyPixels: 'photos.tooManyPixels',
  tooSmall: 'photos.tooSmall',
  unreadable: 'photos.unreadable',
  crop: 'photos.cropOutside',
};

/** A year, never revalidated: a photo's key changes with its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const CROP_FIELDS = [PHOTO_FIELDS.cropX, PHOTO_FIELDS.cropY, PHOTO_FIELDS.cropSize] as const;

/** The crop of the form: all three fractions, or none (the centred square). */
function cropOf(fields: Record<string, string>): Crop | undefined {
  const given = CROP_FIELDS.filter((name) => (fields[name] ?? '').trim() !== '');
  if (given.length === 0) return undefined;
  const missing = CROP_FIELDS.find((name) => !given.includes(name));
  if (missing) throw fieldProblem(missing, 'photos.cropPartial');
  const [x, y, size] = CROP_FIELDS.map((name) => {
    const parsed = cropFraction(name).safeParse(fields[name]);
    if (!parsed.success) {
      const words = validationWord(parsed.error.issues[0]?.message ?? '');
      throw fieldProblem(
        name,
        typeof words === 'object' ? (words as Word) : word('photos.crop', { field: name }),
      );
    }
    return parsed.data;
  }) as [number, number, number];
  return { x, y, size };
}

const WHO: Record<PhotoOwner, { path: string; type: 'service_provider' | 'user'; label: string }> =
  {
    caregiver: {
      path: CAREGIVER_PATHS.photo,
      type: 'service_provider',
      label: "caregiver's profile",
    },
    parent: { path: PARENT_PHOTO_PATH, type: 'user', label: "parent's" },
  };

/**
 * Photos (issue 24): a caregiver's profile photo and a parent's optional one, uploaded as
 * multipart, checked by content and re-encoded (services/photo-pipeline.ts), stored through the
 * file storage and served from `/media/` with a year's caching. The multipart parser is
 * registered in this scope only, with the photo's limits.
 */
export const photoRoutes: FastifyPluginAsync = async (instance) => {
  await instance.register(multipart, {
    limits: {
      files: 1,
      fileSize: MAX_PHOTO_BYTES,
      fields: 5,
      fieldSize: 64,
      parts: 8,
      headerPairs: 50,
    },
  });
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };
  const guard = (request: FastifyRequest, owner: PhotoOwner) =>
    requireAccount(ctx, request, WHO[owner].type, 'sessions.toManagePhoto');

  for (const owner of ['caregiver', 'parent'] as const) {
    const { path, label } = WHO[owner];
    app.post(
      path,
      {
        config: limited,
        // The stream is read in the handler; the body schema documents the form.
        validatorCompiler: () => (value) => ({ value }),
        schema: {
          tags: ['Photos'],
          operationId: owner === 'caregiver' ? 'setCaregiverPhoto' : 'setParentPhoto',
          summary: `Set or replace the ${label} photo`,
          description: `multipart/form-data with one \`photo\`: JPEG, PNG or WebP recognised by its content (not its name or declared type), at most 8 MB and 50 megapixels, at least 96 px on its shorter side. Optional square crop \`crop_x\`, \`crop_y\`, \`crop_size\` (fractions 0–1 of the upright image's width, height, width; all three or none: the centred square). Re-encoded without metadata (no EXIF, GPS, XMP or ICC beyond sRGB) as 96, 256 and 640 px WebP and a 640 px JPEG, stored under content-hashed keys and served from \`/media/\`; \`photo_url\` is the 256 px WebP. The previous photo's files are removed. At most ${PHOTO_UPLOADS_PER_HOUR} uploads per account per hour: more answer 429.${owner === 'caregiver' ? ' Needs a caregiver profile (opening the profile editor makes one): without, 409.' : ''}`,
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          body: UploadPhotoForm,
          response: { 201: envelope(PhotoAnswer), ...errors },
        },
      },
      async (request, reply) => {
        const account = await guard(request, owner);
        if (owner === 'caregiver' && !(await ctx.photos.hasProfile(account.id)))
          throw conflict('photos.noProfile');
        const wait = await ctx.limiter.take(
          `photos:account:${account.id}`,
          PHOTO_UPLOADS_PER_HOUR,
          3600,
        );
        if (wait > 0) throw tooManyRequests(wait, 'photos.manyUploads');

        const upload = await readUpload(request, PHOTO_FIELDS.file, UPLOAD_WORDS, {
          nameField: true,
        });
        const { file } = upload;
        if (!file) throw fieldProblem(PHOTO_FIELDS.file, 'photos.missing');
        if (file.bytes.length === 0) throw fieldProblem(PHOTO_FIELDS.file, 'photos.empty');
        const crop = cropOf(upload.fields);

        let rendered: Awaited<ReturnType<typeof renderPhoto>>;
        try {
          rendered = await renderPhoto(file.bytes, { salt: `account:${account.id}`, crop });
        } catch (error) {
          if (error instanceof PhotoRefused)
            throw fieldProblem(error.field, REFUSAL_WORDS[error.reason]);
          throw error;
        }
        const url = await ctx.photos.store(rendered);
        if (!(await ctx.photos.set(owner, account.id, url))) {
          // The profile went away meanwhile: nothing shows the files.
          await ctx.photos.release(url);
          throw conflict('photos.noProfile');
        }
        reply.code(201);
        return { success: true, message: request.t('photos.saved'), results: { photo_url: url } };
      },
    );

    app.delete(
      path,
      {
        config: limited,
        schema: {
          tags: ['Photos'],
          operationId: owner === 'caregiver' ? 'deleteCaregiverPhoto' : 'deleteParentPhoto',
          summary: `Remove the ${label} photo`,
          description:
            'The photo goes (initials are shown instead) and so do its files. Without a photo: 200, nothing to do.',
          security: [{ bearer: [] }],
          response: { 200: MessageOnly, ...errors },
        },
      },
      async (request) => {
        const account = await guard(request, owner);
        const current = await ctx.photos.current(owner, account.id);
        if (!current) return { success: true, message: request.t('photos.none') };
        await ctx.photos.set(owner, account.id, null);
        return { success: true, message: request.t('photos.removed') };
      },
    );
  }

  app.get(
    ROUTES.media,
    {
      config: { sameForEveryone: true },
      schema: {
        tags: ['Photos'],
        operationId: 'getMedia',
        summary: 'A stored picture (a photo size, a video poster)',
        description: `Public: \`${MEDIA_PATH_PREFIX}photos/<hash>-<96|256|640>.webp\`, \`…-640.jpg\`, \`${MEDIA_PATH_PREFIX}posters/<hash>.webp\`, with \`Cache-Control: ${IMMUTABLE}\` (a key never changes its content) and \`X-Content-Type-Options: nosniff\`. Any other path answers 404.`,
        params: z.object({ '*': z.string().max(200) }),
        response: { 404: errors[404], 503: errors[503] },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const type = mediaTypeOf(key);
      if (!type) throw notFound('photos.mediaNotFound');
      const bytes = await ctx.files.get(key);
      if (!bytes) throw notFound('photos.mediaNotFound');
      return reply
        .type(type)
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes as never);
    },
  );
};
