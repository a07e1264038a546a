import { describe, expect, it } from 'vitest';
import { CONTACT_MASK, checkMessage, foldText, maskContacts } from '../../safety/check-message';

const M = CONTACT_MASK;

describe('maskContacts: phone numbers and emails become a mask, nothing of them kept', () => {
  it.each([
    ['Call me at 512-555-0199 tonight', `Call me at ${M} tonight`],
    ['Call me at (512) 555-0199.', `Call me at ${M}.`],
    ['my cell 512.555.0199', `my cell ${M}`],
    ['text 5125550199', `text ${M}`],
    ['+1 512 555 0188 any time', `${M} any time`],
    ['UK: +44 20 7946 0958', `UK: ${M}`],
    ['Escríbeme al +34 612 34 56 78', `Escríbeme al ${M}`],
    ['Mi número es 612 345 678', `Mi número es ${M}`],
    ['México +52 55 1234 5678, gracias', `México ${M}, gracias`],
    ['llama al 0034 612345678', `llama al ${M}`],
    ['spelled out 5 1 2 5 5 5 0 1 9 9 ok', `spelled out ${M} ok`],
    ['555-0142 is the landline', `${M} is the landline`],
  ])('%s', (body, masked) => {
    expect(maskContacts(body)).toBe(masked);
    expect(checkMessage(body).flags).toEqual(['contact_details']);
  });

  it.each([
    ['mail ana.parent@gmail.com please', `mail ${M} please`],
    ['José: josé.pérez+ftc@correo.mx', `José: ${M}`],
    ['ana at gmail dot com', M],
    ['write to ana dot lopez at gmail dot com!', `write to ${M}!`],
    ['ana (at) yahoo (dot) com', M],
    ['ana [at] hotmail [dot] es', M],
    ['mi correo: maria arroba hotmail punto com', `mi correo: ${M}`],
    ['ana@gmail dot com', M],
    ['just ana at gmail', `just ${M}`],
  ])('%s', (body, masked) => {
    expect(maskContacts(body)).toBe(masked);
    expect(checkMessage(body).flags).toEqual(['contact_details']);
  });

  it('keeps nothing that rebuilds a number or an address', () => {
    const masked = maskContacts('Laura (512) 555-0142 or laura.g@gmail.com, thanks');
    expect(masked).toBe(`Laura ${M} or ${M}, thanks`);
    expect(masked).not.toMatch(/\d|gmail|laura\.g/);
  });

  it.each([
    'Saturday 6:30-9:00 pm works',
    'From 3:15 to 6:00, Monday to Thursday',
    'Rate: $18 an hour, $1,200 a month, 1.200 € al mes',
    'We live in 78701, the school is in 78704',
    'ZIPs 78701 78702 both fine',
    'Start on 2026-11-25, or 11/25/2026, or 25-11-2026, or Nov 25, 2026',
    'I worked there 2019-2023 and 2024 - 2026',
    'Kids are 3, 5 and 7; two naps 1-3 pm',
    'Gate code 4821, lockbox 2580',
    'Apartment 12B at 4500 Lamar Blvd',
    'We meet at the park. Come at 5. Me and the kids will wait.',
    'We live at Live Oak street near the library',
    'Room 101, 25 minutes, 2 x 30 min walks',
  ])('leaves %s as written', (body) => {
    expect(maskContacts(body)).toBe(body);
    expect(checkMessage(body).flags).toEqual([]);
  });

  it('after a hire contact details are not flagged', () => {
    expect(checkMessage('Call me at 512-555-0199', { hired: true }).flags).toEqual([]);
  });
});

describe('foldText: what the patterns read', () => {
  it('strips accents, case and obvious obfuscation', () => {
    expect(foldText('Depósito  por  ADELANTADO')).toBe('deposito por adelantado');
    expect(foldText('pay by v e n m o')).toBe('pay by venmo');
    expect(foldText('z.e.l.l.e or c@shapp or z3lle or p4ypal')).toBe(
      'zelle or cashapp or zelle or paypal',
    );
    expect(foldText('$18 at 6:30, 10am')).toBe('$18 at 6:30, 10am');
  });
});

describe('checkMessage: the rules', () => {
  it('paying after the care through an app is ordinary; before meeting it is flagged', () => {
    expect(checkMessage('$18 an hour, I pay at the end of the night, cash or Venmo').flags).toEqual(
      [],
    );
    expect(checkMessage('I pay weekly by Zelle after the care').flags).toEqual([]);
    expect(checkMessage('Te pago por Bizum al final de cada turno').flags).toEqual([]);
    const before = checkMessage('Send me $50 on Venmo before we meet');
    expect(before.flags).toEqual(['off_platform_payment']);
    expect(before.reportReason).toBe('off_platform_payment');
    expect(checkMessage('Mándame $50 por Venmo por adelantado').flags).toEqual([
      'off_platform_payment',
    ]);
  });

  it('gift cards, wires and crypto as payment are flagged; named as a topic they are not', () => {
    expect(checkMessage('Buy two Apple gift cards and text me the codes').flags).toContain(
      'off_platform_payment',
    );
    expect(checkMessage('Solo pagamos con bitcoin').flags).toEqual(['off_platform_payment']);
    expect(checkMessage('The kids got gift cards for their birthday').flags).toEqual([]);
  });

  it('a scam story is scam_risk and names the report "scam", also with a payment flag', () => {
    const both = checkMessage(
      'I sent a check for more than we agreed, Zelle me the rest in advance',
    );
    expect(both.flags).toEqual(['off_platform_payment', 'scam_risk']);
    expect(both.reportReason).toBe('scam');
    expect(both.matched).toContain('overpayment');
    expect(checkMessage('Necesito tu número de cuenta y número de ruta').flags).toEqual([
      'scam_risk',
    ]);
  });
});
