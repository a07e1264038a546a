import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const spanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };

describe('answers in the language the client asks for', () => {
  it('a wrong login, in Spanish', async () => {
    const answer = await t.call(
      'POST',
      '/v1/user/login',
      { email: 'nobody@example.com', login_input: 'nobody@example.com', password: 'wrong-pass1' },
      spanish,
    );
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      success: false,
      message:
        'El correo o el número de móvil y la contraseña no coinciden. Revísalos e inténtalo de nuevo.',
    });
    expect(String(answer.headers.vary)).toMatch(/Accept-Language/i);
  });

  it('the newsletter sign-up, in Spanish', async () => {
    const answer = await t.call(
      'POST',
      '/v1/users/add-newsletter',
      { email: 'lectora@example.com' },
      { 'accept-language': 'es' },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(
      '¡Gracias! Revisa tu bandeja de entrada y confirma tu suscripción para empezar a recibir nuestro boletín.',
    );
  });

  it('a validation error, in Spanish, per field too', async () => {
    const answer = await t.call(
      'POST',
      '/v1/forms/contact',
      { full_name: 'Ana', email: 'ana@example.com', message: 'short', subject: 'Hello' },
      spanish,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Escribe un poco más: al menos 10 caracteres.');
    expect(answer.body.results.errors).toContainEqual({
      field: 'message',
      message: 'Escribe un poco más: al menos 10 caracteres.',
    });
  });

  it('a limit with its wait, in Spanish', async () => {
    const limited = await createTestApp({ RATE_NEWSLETTER_PER_HOUR: '1' });
    const body = { email: 'espera@example.com' };
    await limited.call('POST', '/v1/users/add-newsletter', body, spanish);
    const answer = await limited.call('POST', '/v1/users/add-newsletter', body, spanish);
    await limited.close();
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(
      /^Demasiados registros en este momento\. Inténtalo de nuevo en \d+ minutos\.$/,
    );
  });

  it('an unknown path, in Spanish', async () => {
    const answer = await t.call('GET', '/v1/nothing-here', undefined, spanish);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('No existe GET /v1/nothing-here.');
  });

  it('falls back to English for a language it does not speak', async () => {
    const answer = await t.call(
      'POST',
      '/v1/user/login',
      { email: 'nobody@example.com', login_input: 'nobody@example.com', password: 'wrong-pass1' },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(
      'The email or mobile number and password do not match. Check them and try again.',
    );
    expect(String(answer.headers.vary)).toMatch(/Accept-Language/i);
  });
});

describe("the validator's own words", () => {
  it('come back in Spanish too, with their numbers and options', async () => {
    const spanish = { 'accept-language': 'es' };
    const small = await t.app.inject({
      method: 'GET',
      url: '/v1/caregivers?near=10001&page_size=0',
      headers: spanish,
    });
    expect(small.json().message).toBe(
      'Revisa el campo "page_size": Demasiado pequeño: debe ser como mínimo 1',
    );
    const option = await t.app.inject({
      method: 'GET',
      url: '/v1/caregivers?near=10001&service=foo',
      headers: spanish,
    });
    expect(option.json().message).toMatch(
      /^Revisa el campo "service\.0": Valor no válido: se espera uno de /,
    );
    expect(JSON.stringify(option.json().results.errors)).toContain('Valor no válido');
  });
});
