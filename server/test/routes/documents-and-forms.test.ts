import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../services/file-storage';
import { HttpFormForwarder } from '../../services/form-forwarder';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';
import { field, file, multipart, type Part, PNG } from '../multipart';

// ---------------------------------------------------------------------------------------------
// Files made here, from bytes.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** SOI, a JFIF APP0 segment, EOI. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
/** The start of a Windows executable: "MZ", then a PE header offset. */
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00', 'latin1'),
  Buffer.alloc(60),
  Buffer.from('PE\0\0', 'latin1'),
  Buffer.alloc(200),
]);
const TEXT = Buffer.from('This is plain text pretending to be a PDF.\n');

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------

let t: TestApp;
let dataDir: string;
const uploadsDir = () => join(dataDir, 'uploads');

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ftc-documents-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function upload(app: TestApp, token: string | undefined, parts: Part[], prefix = '/v1/user') {
  const { payload, contentType } = multipart(parts);
  const response = await app.app.inject({
    method: 'POST',
    url: `${prefix}/documents`,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

function expectEnvelope(body: { success: unknown; message: unknown }) {
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
}

const storedPath = (accountId: number | string, id: string, ext: string) =>
  join(uploadsDir(), 'documents', String(accountId), `${id}.${ext}`);

describe('uploading a document', () => {
  it('stores a PNG, a PDF and a JPEG, recognised by content, and answers the record', async () => {
    const parent = await signUpAndVerify(t);
    const png = await upload(t, parent.token, [field('kind', 'identity'), file(PNG, 'photo.png')]);
    expect(png.status, png.body.message).toBe(201);
    expect(png.body.success).toBe(true);
    expect(Object.keys(png.body.results).sort()).toEqual(
      [
        'created_at',
        'expires_on',
        'id',
        'kind',
        'mime',
        'original_name',
        'size_bytes',
        'status',
      ].sort(),
    );
    expect(png.body.results).toMatchObject({
      kind: 'identity',
      original_name: 'photo.png',
      mime: 'image/png',
      size_bytes: PNG.length,
      status: 'pending_review',
      expires_on: null,
    });
    expect(png.body.results.id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(Number.isNaN(Date.parse(png.body.results.created_at))).toBe(false);
    const onDisk = storedPath(parent.user.id, png.body.results.id, 'png');
    expect(readFileSync(onDisk).equals(PNG)).toBe(true);

    const expires = isoDay(400);
    const pdf = await upload(t, parent.token, [
      file(PDF, 'First-aid certificate.pdf', 'application/pdf'),
      field('kind', 'certification'),
      field('expires_on', expires),
    ]);
    expect(pdf.status, pdf.body.message).toBe(201);
    expect(pdf.body.results).toMatchObject({
      kind: 'certification',
      mime: 'application/pdf',
      original_name: 'First-aid certificate.pdf',
      expires_on: expires,
    });
    expect(existsSync(storedPath(parent.user.id, pdf.body.results.id, 'pdf'))).toBe(true);

    const caregiver = await signUpAndVerify(t, '/v1/service-provider');
    const jpeg = await upload(
      t,
      caregiver.token,
      [field('kind', 'background_check'), file(JPEG, 'check.jpg', 'image/jpeg')],
      '/v1/service-provider',
    );
    expect(jpeg.status, jpeg.body.message).toBe(201);
    expect(jpeg.body.results).toMatchObject({ kind: 'background_check', mime: 'image/jpeg' });
  });

  it('trusts the content, not the name or the declared type', async () => {
    const parent = await signUpAndVerify(t);
    const disguised = await upload(t, parent.token, [
      field('kind', 'other'),
      file(PNG, 'scan.pdf', 'application/pdf'),
    ]);
    expect(disguised.status).toBe(201);
    expect(disguised.body.results.mime).toBe('image/png');
    expect(existsSync(storedPath(parent.user.id, disguised.body.results.id, 'png'))).toBe(true);

    for (const bytes of [EXE, TEXT]) {
      const refused = await upload(t, parent.token, [
        field('kind', 'identity'),
        file(bytes, 'passport.pdf', 'application/pdf'),
      ]);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        success: false,
        message: 'Upload a PDF, JPEG or PNG file.',
      });
    }
    const exeByName = await upload(t, parent.token, [
      field('kind', 'identity'),
      file(EXE, 'setup.exe'),
    ]);
    expect(exeByName.status).toBe(400);
    expect(exeByName.body.message).toBe('Upload a PDF, JPEG or PNG file.');
  });

  it('refuses a file over 10 MB with 413 and the envelope, and stores nothing', async () => {
    const parent = await signUpAndVerify(t);
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const answer = await upload(t, parent.token, [field('kind', 'identity'), file(big, 'big.pdf')]);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      success: false,
      message: 'The file is larger than 10 MB. Upload a smaller file.',
    });
    expect(existsSync(join(uploadsDir(), 'documents', String(parent.user.id)))).toBe(false);
    const list = await t.call('GET', '/v1/user/documents', undefined, bearer(parent.token));
    expect(list.body.results).toEqual([]);

    // Exactly 10 MB is allowed.
    const limit = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length, 0x20)]);
    const fits = await upload(t, parent.token, [field('kind', 'identity'), file(limit, 'ok.pdf')]);
    expect(fits.status, fits.body.message).toBe(201);
    expect(fits.body.results.size_bytes).toBe(10 * 1024 * 1024);
  });

  it('answers 413 over real HTTP too, and a browser-made form uploads', async () => {
    const parent = await signUpAndVerify(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('kind', 'identity');
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
      return fetch(`${address}/v1/user/documents`, {
        method: 'POST',
        headers: bearer(parent.token),
        body: form,
      });
    };
    const big = await send(Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]), 'big.pdf');
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      success: false,
      message: 'The file is larger than 10 MB. Upload a smaller file.',
    });
    const small = await send(PDF, 'Zertifikat für Ana.pdf');
    expect(small.status).toBe(201);
    expect((await small.json()).results).toMatchObject({
      mime: 'application/pdf',
      original_name: 'Zertifikat für Ana.pdf',
    });
  });

  it('leaves the other routes as they were: no multipart, the JSON body limit', async () => {
    const { payload, contentType } = multipart([field('full_name', 'Ana Parent')]);
    const formsAsMultipart = await t.app.inject({
      method: 'POST',
      url: '/v1/forms/contact',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(formsAsMultipart.statusCode).toBe(415);
    expectEnvelope(formsAsMultipart.json());
    const huge = await t.call('POST', '/v1/forms/contact', { message: 'x'.repeat(200 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/The limit is 100 kB/);
  });

  it('explains a missing file, an empty file, a bad kind and a bad date', async () => {
    const parent = await signUpAndVerify(t);
    const cases: [Part[], string | RegExp, string][] = [
      [[field('kind', 'identity')], 'Choose a file to upload.', 'file'],
      [[field('kind', 'identity'), file(Buffer.alloc(0), '')], 'Choose a file to upload.', 'file'],
      [
        [field('kind', 'identity'), file(Buffer.alloc(0), 'empty.pdf')],
        'The file is empty. Choose another file.',
        'file',
      ],
      [
        [field('kind', 'passport'), file(PNG, 'a.png')],
        'Choose the kind of document: identity, certification, background_check or other.',
        'kind',
      ],
      [[file(PNG, 'a.png')], /identity, certification, background_check or other/, 'kind'],
      [
        [field('kind', 'identity'), field('expires_on', isoDay(-3)), file(PNG, 'a.png')],
        'The expiry date cannot be in the past.',
        'expires_on',
      ],
      [
        [field('kind', 'identity'), field('expires_on', '2031-02-30'), file(PNG, 'a.png')],
        /YYYY-MM-DD/,
        'expires_on',
      ],
      [
        [field('kind', 'identity'), field('expires_on', '31/01/2031'), file(PNG, 'a.png')],
        /YYYY-MM-DD/,
        'expires_on',
      ],
    ];
    for (const [parts, message, fieldName] of cases) {
      const answer = await upload(t, parent.token, parts);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expectEnvelope(answer.body);
      if (typeof message === 'string') expect(answer.body.message).toBe(message);
      else expect(answer.body.message).toMatch(message);
      expect(answer.body.results.errors[0].field).toBe(fieldName);
    }
    const today = await upload(t, parent.token, [
      field('kind', 'identity'),
      field('expires_on', isoDay(0)),
      file(PNG, 'a.png'),
    ]);
    expect(today.status, today.body.message).toBe(201);
  });

  it('answers the envelope for two files, a JSON body and a broken multipart body', async () => {
    const parent = await signUpAndVerify(t);
    const two = await upload(t, parent.token, [
      field('kind', 'identity'),
      file(PNG, 'a.png'),
      file(PDF, 'b.pdf'),
    ]);
    expect(two.status).toBe(400);
    expect(two.body.message).toBe('Upload one file at a time.');

    const json = await t.call(
      'POST',
      '/v1/user/documents',
      { kind: 'identity', file: 'aGVsbG8=' },
      bearer(parent.token),
    );
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/multipart\/form-data/);

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/v1/user/documents',
      headers: { 'content-type': 'multipart/form-data', ...bearer(parent.token) },
      payload: 'nothing here',
    });
    expect(noBoundary.statusCode).toBe(400);
    expectEnvelope(noBoundary.json());

    const { payload, contentType } = multipart([field('kind', 'identity'), file(PNG, 'a.png')]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/v1/user/documents',
      headers: { 'content-type': contentType, ...bearer(parent.token) },
      payload: payload.subarray(0, payload.length - 40),
    });
    expect(cut.statusCode).toBe(400);
    expectEnvelope(cut.json());
  });

  it('cleans the file name for display', async () => {
    const parent = await signUpAndVerify(t);
    const cases: [string, string][] = [
      ['C:\\Users\\ana\\Desktop\\id card.png', 'id card.png'],
      ['../../etc/passwd.png', 'passwd.png'],
      ['evil\u202Egnp.exe', 'evilgnp.exe'],
      ['tab\there.png', 'tab here.png'],
      ['', 'document.png'],
      [`${'a'.repeat(300)}.png`, 'a'.repeat(200)],
      ['Café résumé.png', 'Café résumé.png'],
    ];
    for (const [sent, shown] of cases) {
      const answer = await upload(t, parent.token, [field('kind', 'other'), file(PNG, sent)]);
      expect(answer.status, answer.body.message).toBe(201);
      expect(answer.body.results.original_name).toBe(shown);
      const stored = readdirSync(join(uploadsDir(), 'documents', String(parent.user.id)));
      for (const name of stored) expect(name).toMatch(/^[A-Za-z0-9_-]+\.(png|pdf|jpg)$/);
    }
  });

  it('needs a session of the right type', async () => {
    const none = await upload(t, undefined, [field('kind', 'identity'), file(PNG, 'a.png')]);
    expect(none.status).toBe(401);
    expectEnvelope(none.body);
    const bad = await upload(t, 'not-a-token', [field('kind', 'identity'), file(PNG, 'a.png')]);
    expect(bad.status).toBe(401);
    expectEnvelope(bad.body);

    const parent = await signUpAndVerify(t);
    const caregiver = await signUpAndVerify(t, '/v1/service-provider');
    const wrong = await upload(
      t,
      parent.token,
      [field('kind', 'identity'), file(PNG, 'a.png')],
      '/v1/service-provider',
    );
    expect(wrong.status).toBe(403);
    expectEnvelope(wrong.body);
    const wrongBack = await upload(t, caregiver.token, [
      field('kind', 'identity'),
      file(PNG, 'a.png'),
    ]);
    expect(wrongBack.status).toBe(403);

    expect((await t.call('GET', '/v1/user/documents')).status).toBe(401);
    expect(
      (await t.call('GET', '/v1/service-provider/documents', undefined, bearer(parent.token)))
        .status,
    ).toBe(403);
    expect((await t.call('DELETE', '/v1/user/documents/abc')).status).toBe(401);
    expect(
      (await t.call('DELETE', '/v1/user/documents/abc', undefined, bearer(caregiver.token))).status,
    ).toBe(403);
  });
});

describe('listing and removing documents', () => {
  it('lists the own documents only, newest first', async () => {
    const ana = await signUpAndVerify(t);
    const ben = await signUpAndVerify(t);
    const first = await upload(t, ana.token, [field('kind', 'identity'), file(PNG, 'one.png')]);
    const second = await upload(t, ana.token, [field('kind', 'other'), file(PDF, 'two.pdf')]);
    const bens = await upload(t, ben.token, [field('kind', 'identity'), file(JPEG, 'ben.jpg')]);

    const list = await t.call('GET', '/v1/user/documents', undefined, bearer(ana.token));
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.results.map((doc: { id: string }) => doc.id)).toEqual([
      second.body.results.id,
      first.body.results.id,
    ]);
    expect(list.body.results[0]).toEqual(second.body.results);

    const benList = await t.call('GET', '/v1/user/documents', undefined, bearer(ben.token));
    expect(benList.body.results.map((doc: { id: string }) => doc.id)).toEqual([
      bens.body.results.id,
    ]);
    const caregiver = await signUpAndVerify(t, '/v1/service-provider');
    const empty = await t.call(
      'GET',
      '/v1/service-provider/documents',
      undefined,
      bearer(caregiver.token),
    );
    expect(empty.status).toBe(200);
    expect(empty.body.results).toEqual([]);
  });

  it('removes the own document and its file; 404 for anyone else', async () => {
    const ana = await signUpAndVerify(t);
    const ben = await signUpAndVerify(t);
    const uploaded = await upload(t, ana.token, [field('kind', 'identity'), file(PDF, 'id.pdf')]);
    const id = uploaded.body.results.id as string;
    const path = storedPath(ana.user.id, id, 'pdf');
    expect(existsSync(path)).toBe(true);

    const stranger = await t.call(
      'DELETE',
      `/v1/user/documents/${id}`,
      undefined,
      bearer(ben.token),
    );
    expect(stranger.status).toBe(404);
    expectEnvelope(stranger.body);
    expect(existsSync(path)).toBe(true);

    const removed = await t.call(
      'DELETE',
      `/v1/user/documents/${id}`,
      undefined,
      bearer(ana.token),
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'Document removed.' });
    expect(existsSync(path)).toBe(false);
    const list = await t.call('GET', '/v1/user/documents', undefined, bearer(ana.token));
    expect(list.body.results).toEqual([]);

    const again = await t.call('DELETE', `/v1/user/documents/${id}`, undefined, bearer(ana.token));
    expect(again.status).toBe(404);
    const nonsense = await t.call(
      'DELETE',
      `/v1/user/documents/${encodeURIComponent('../../etc')}`,
      undefined,
      bearer(ana.token),
    );
    expect(nonsense.status).toBe(404);
    expectEnvelope(nonsense.body);
  });
});

describe('file storage', () => {
  it('writes atomically, reads, removes, and refuses keys that leave its folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ftc-storage-'));
    try {
      const storage = new DiskStorage(join(root, 'uploads'));
      expect(await storage.get('documents/1/missing.pdf')).toBeNull();
      await storage.put('documents/1/a.pdf', PDF);
      await storage.put('documents/1/a.pdf', PNG);
      expect((await storage.get('documents/1/a.pdf'))?.equals(PNG)).toBe(true);
      expect(readdirSync(join(root, 'uploads', 'documents', '1'))).toEqual(['a.pdf']);
      await storage.remove('documents/1/a.pdf');
      await storage.remove('documents/1/a.pdf');
      expect(await storage.get('documents/1/a.pdf')).toBeNull();
      for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/.hidden/..', 'a b', '']) {
        await expect(storage.put(key, PDF)).rejects.toThrow(/Unsafe storage key/);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Forms

const person = {
  full_name: 'Ana Parent',
  email: 'Ana.Parent@Example.com',
  phone: '+1 (201) 555-0100',
  message: 'We need help with two children after school.',
};

const FORMS: { path: string; form: string; body: Record<string, unknown> }[] = [
  {
    path: '/v1/forms/connect',
    form: 'connect',
    body: { ...person, looking_for: 'nanny', city: 'Austin' },
  },
  {
    path: '/v1/forms/concierge',
    form: 'concierge',
    body: { ...person, start_date: isoDay(30), children: 2 },
  },
  {
    path: '/v1/forms/demo-request',
    form: 'demo_request',
    body: { ...person, organization: 'Sunny Days Daycare' },
  },
  {
    path: '/v1/forms/contact',
    form: 'contact',
    body: { ...person, subject: 'A question about plans' },
  },
];

describe('site forms', () => {
  it.each(FORMS)(
    '$path stores the submission and thanks the person',
    async ({ path, form, body }) => {
      const answer = await t.call('POST', path, { ...body, unexpected: 'dropped' });
      expect(answer.status, answer.body.message).toBe(201);
      expect(answer.body.success).toBe(true);
      expect(answer.body.message).toMatch(/^Thank you.*business day/);
      const { rows } = await t.pool.query(
        'select form, payload, email, ip from form_submissions where id = $1',
        [answer.body.results.id],
      );
      expect(rows[0]).toMatchObject({ form, email: 'ana.parent@example.com', ip: '127.0.0.1' });
      expect(rows[0].payload).toMatchObject({
        ...body,
        email: 'ana.parent@example.com',
      });
      expect(rows[0].payload.unexpected).toBeUndefined();
    },
  );

  it('answers human messages for bad fields', async () => {
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      ['/v1/forms/contact', { ...FORMS[3]?.body, full_name: undefined }, 'Full name is required.'],
      ['/v1/forms/contact', { ...FORMS[3]?.body, full_name: 'A' }, /2 to 100 characters/],
      [
        '/v1/forms/contact',
        { ...FORMS[3]?.body, email: 'ana@' },
        'Please enter valid email address.',
      ],
      ['/v1/forms/contact', { ...FORMS[3]?.body, email: undefined }, /Email/],
      ['/v1/forms/contact', { ...FORMS[3]?.body, message: undefined }, 'Write your message.'],
      ['/v1/forms/contact', { ...FORMS[3]?.body, message: '  short  ' }, /at least 10 characters/],
      ['/v1/forms/contact', { ...FORMS[3]?.body, message: 'x'.repeat(2001) }, /2000 characters/],
      ['/v1/forms/contact', { ...FORMS[3]?.body, phone: '1'.repeat(31) }, /30 characters/],
      ['/v1/forms/contact', { ...FORMS[3]?.body, subject: 'x' }, /subject \(2 to 150/],
      ['/v1/forms/contact', { ...FORMS[3]?.body, subject: undefined }, /subject/],
      ['/v1/forms/connect', { ...FORMS[0]?.body, looking_for: 'chef' }, /nanny, babysitter/],
      ['/v1/forms/connect', { ...FORMS[0]?.body, looking_for: undefined }, /nanny, babysitter/],
      ['/v1/forms/connect', { ...FORMS[0]?.body, city: 'x'.repeat(101) }, /100 characters/],
      ['/v1/forms/concierge', { ...FORMS[1]?.body, children: 11 }, /from 1 to 10/],
      ['/v1/forms/concierge', { ...FORMS[1]?.body, children: 1.5 }, /from 1 to 10/],
      ['/v1/forms/concierge', { ...FORMS[1]?.body, children: 'two' }, /from 1 to 10/],
      ['/v1/forms/concierge', { ...FORMS[1]?.body, start_date: isoDay(-5) }, /in the past/],
      ['/v1/forms/concierge', { ...FORMS[1]?.body, start_date: '2030-13-01' }, /YYYY-MM-DD/],
      ['/v1/forms/demo-request', { ...FORMS[2]?.body, organization: undefined }, /organization/],
      ['/v1/forms/demo-request', { ...FORMS[2]?.body, organization: 'y'.repeat(201) }, /2 to 200/],
    ];
    for (const [path, body, message] of cases) {
      const answer = await t.call('POST', path, body);
      expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 120)}`).toBe(400);
      expect(answer.body.success).toBe(false);
      if (typeof message === 'string') expect(answer.body.message).toBe(message);
      else expect(answer.body.message).toMatch(message);
    }
    expect((await t.call('POST', '/v1/forms/contact', '[1, 2]')).status).toBe(400);
    expect((await t.call('POST', '/v1/forms/contact', '{"full_name":')).status).toBe(400);
  });

  it('accepts the optional fields as absent, empty or null', async () => {
    const concierge = await t.call('POST', '/v1/forms/concierge', {
      ...person,
      phone: '',
      start_date: null,
      children: '3',
    });
    expect(concierge.status, concierge.body.message).toBe(201);
    const { rows } = await t.pool.query('select payload from form_submissions where id = $1', [
      concierge.body.results.id,
    ]);
    expect(rows[0].payload.children).toBe(3);
    expect('phone' in rows[0].payload).toBe(false);
    expect('start_date' in rows[0].payload).toBe(false);
  });

  it('never answers 500 to bad input, always the envelope (property-based)', async () => {
    const FIELDS = [
      'full_name',
      'email',
      'phone',
      'message',
      'looking_for',
      'city',
      'start_date',
      'children',
      'organization',
      'subject',
    ];
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ maxLength: 3000 }),
      fc.constantFrom(
        '',
        ' ',
        'a@b.co',
        'nanny',
        '2030-01-01',
        '\u0000',
        '\ud800',
        '🙂'.repeat(50),
      ),
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue(), { maxKeys: 10 }),
      fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(text, fc.integer()), { maxKeys: 10 }),
      fc.record({
        full_name: text,
        email: fc.constantFrom('ana@example.com', 'x'),
        message: text,
        looking_for: fc.constantFrom('nanny', 'rbt', 'x'),
        city: text,
        phone: text,
        subject: text,
        organization: text,
        start_date: text,
        children: fc.oneof(fc.integer(), text),
      }),
    );
    for (const { path } of FORMS) {
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, broken) => {
          const json = JSON.stringify(payload) ?? 'null';
          const response = await t.app.inject({
            method: 'POST',
            url: path,
            headers: { 'content-type': 'application/json' },
            payload: broken ? json.slice(0, -1) : json,
          });
          expect(response.statusCode).toBeLessThan(500);
          const answer = response.json();
          expect(typeof answer.success).toBe('boolean');
          expect(typeof answer.message).toBe('string');
          expect(answer.message.length).toBeGreaterThan(0);
          expect(response.body).not.toMatch(/at \S+ \(|node_modules|stack/i);
        }),
        { numRuns: 60 },
      );
    }
  });
});

describe('limits and forwarding (a second app: 2 per hour, a form service)', () => {
  let limited: TestApp;
  let hook: Server;
  const received: { form: string; payload: Record<string, unknown> }[] = [];
  let hookStatus = 200;
  let limitedDir: string;

  beforeAll(async () => {
    hook = createServer((request: IncomingMessage, response: ServerResponse) => {
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        received.push(JSON.parse(raw));
        response.writeHead(hookStatus, { 'content-type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as AddressInfo;
    limitedDir = mkdtempSync(join(tmpdir(), 'ftc-documents-'));
    limited = await createTestApp({
      DATA_DIR: limitedDir,
      RATE_FORMS_PER_HOUR: '2',
      RATE_UPLOADS_PER_HOUR: '2',
      FORMS_FORWARD_URL: `http://127.0.0.1:${port}/forms?key=secret`,
    });
  });
  afterAll(async () => {
    await limited?.close();
    await new Promise((resolve) => hook.close(resolve));
    rmSync(limitedDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: path,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('limits forms per client address across the forms, with the 429 envelope', async () => {
    const [connect, , , contact] = FORMS;
    expect((await post(connect?.path ?? '', connect?.body, '10.0.0.1')).statusCode).toBe(201);
    expect((await post(contact?.path ?? '', contact?.body, '10.0.0.1')).statusCode).toBe(201);
    const third = await post(contact?.path ?? '', contact?.body, '10.0.0.1');
    expect(third.statusCode).toBe(429);
    const answer = third.json();
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/try again in \d+ minutes/i);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(contact?.path ?? '', contact?.body, '10.0.0.2')).statusCode).toBe(201);
  });

  it('forwards { form, payload } to FORMS_FORWARD_URL; a failing service changes nothing for the person', async () => {
    hookStatus = 200;
    const demo = FORMS[2];
    const forwarded = (id: string) => received.find((entry) => entry.payload.id === id);
    const ok = await post(demo?.path ?? '', demo?.body, '10.0.1.1');
    expect(ok.statusCode).toBe(201);
    const okId = ok.json().results.id as string;
    await expect.poll(() => forwarded(okId)).toBeDefined();
    expect(forwarded(okId)).toMatchObject({
      form: 'demo_request',
      payload: { organization: 'Sunny Days Daycare', email: 'ana.parent@example.com' },
    });

    hookStatus = 500;
    const failed = await post(demo?.path ?? '', demo?.body, '10.0.1.2');
    expect(failed.statusCode).toBe(201);
    expect(failed.json().message).toMatch(/Thank you/);
    const failedId = failed.json().results.id as string;
    await expect.poll(() => forwarded(failedId)).toBeDefined();
    const { rows } = await limited.pool.query('select id from form_submissions where id = $1', [
      failedId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('gives up on a form service that does not answer, and says so in the log', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const warnings: string[] = [];
    try {
      const forwarder = new HttpFormForwarder(
        `http://127.0.0.1:${port}/x?token=hidden`,
        (message) => warnings.push(message),
        200,
      );
      await forwarder.forward('contact', { email: 'a@b.co' });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/no answer in 0.2 s/);
      expect(warnings[0]).not.toMatch(/hidden/);
      await new HttpFormForwarder('http://127.0.0.1:1/x', (message) =>
        warnings.push(message),
      ).forward('contact', {});
      expect(warnings).toHaveLength(2);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('limits uploads per account, with the 429 envelope', async () => {
    const parent = await signUpAndVerify(limited);
    for (let i = 0; i < 2; i += 1) {
      const answer = await upload(limited, parent.token, [
        field('kind', 'identity'),
        file(PNG, `${i}.png`),
      ]);
      expect(answer.status, answer.body.message).toBe(201);
    }
    const third = await upload(limited, parent.token, [
      field('kind', 'identity'),
      file(PNG, 'three.png'),
    ]);
    expect(third.status).toBe(429);
    expectEnvelope(third.body);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await signUpAndVerify(limited);
    const fine = await upload(limited, other.token, [
      field('kind', 'identity'),
      file(PNG, 'a.png'),
    ]);
    expect(fine.status).toBe(201);
  });
});

describe('OpenAPI', () => {
  it('documents the documents and forms routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const upload = doc.paths['/v1/user/documents'].post;
    expect(upload.tags).toEqual(['Documents']);
    const form = upload.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties).sort()).toEqual(['expires_on', 'file', 'kind']);
    expect(form.properties.file.format).toBe('binary');
    expect(doc.paths['/v1/service-provider/documents'].get.tags).toEqual(['Documents']);
    expect(doc.paths['/v1/user/documents/{id}'].delete.tags).toEqual(['Documents']);
    for (const path of ['connect', 'concierge', 'demo-request', 'contact']) {
      const route = doc.paths[`/v1/forms/${path}`].post;
      expect(route.tags).toEqual(['Forms']);
      expect(route.requestBody.content['application/json'].schema.properties.email).toBeDefined();
    }
  });
});
