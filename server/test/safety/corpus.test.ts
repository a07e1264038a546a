import { describe, expect, it } from 'vitest';
import { checkMessage, maskContacts } from '../../safety/check-message';
import { type CorpusMessage, ORDINARY_MESSAGES, SCAM_MESSAGES } from './corpus';

// Issue 23 item 4: at least 90 % of the scam messages flagged (off_platform_payment or
// scam_risk) and at most 2 % of the ordinary ones, printed so the closing note can quote them.
// Contact details are left out of the measure (`hired: true`): they are masked, not a scam.

const flagged = (message: CorpusMessage) =>
  checkMessage(message.text, { hired: true }).flags.some(
    (flag) => flag === 'off_platform_payment' || flag === 'scam_risk',
  );

const share = (messages: CorpusMessage[]) =>
  messages.filter(flagged).length / Math.max(1, messages.length);

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

describe('the safety corpus (interface §10 "Safety in conversations")', () => {
  it('holds at least 60 scam messages (15 in Spanish) and 200 ordinary ones (50 in Spanish)', () => {
    const spanish = (messages: CorpusMessage[]) =>
      messages.filter((m) => m.language === 'es').length;
    expect(SCAM_MESSAGES.length).toBeGreaterThanOrEqual(60);
    expect(spanish(SCAM_MESSAGES)).toBeGreaterThanOrEqual(15);
    expect(ORDINARY_MESSAGES.length).toBeGreaterThanOrEqual(200);
    expect(spanish(ORDINARY_MESSAGES)).toBeGreaterThanOrEqual(50);
    const all = [...SCAM_MESSAGES, ...ORDINARY_MESSAGES].map((m) => m.text);
    expect(new Set(all).size).toBe(all.length);
  });

  it('flags at least 90 % of the scam messages and at most 2 % of the ordinary ones', () => {
    const scams = share(SCAM_MESSAGES);
    const ordinary = share(ORDINARY_MESSAGES);
    const byLanguage = (messages: CorpusMessage[], language: 'en' | 'es') =>
      percent(share(messages.filter((m) => m.language === language)));
    console.log(
      `safety corpus: ${percent(scams)} of ${SCAM_MESSAGES.length} scam messages flagged ` +
        `(en ${byLanguage(SCAM_MESSAGES, 'en')}, es ${byLanguage(SCAM_MESSAGES, 'es')}); ` +
        `${percent(ordinary)} of ${ORDINARY_MESSAGES.length} ordinary messages flagged ` +
        `(en ${byLanguage(ORDINARY_MESSAGES, 'en')}, es ${byLanguage(ORDINARY_MESSAGES, 'es')})`,
    );
    const missed = SCAM_MESSAGES.filter((m) => !flagged(m)).map((m) => m.text);
    const wrong = ORDINARY_MESSAGES.filter(flagged).map((m) => m.text);
    if (missed.length) console.log('missed scam messages:', missed);
    if (wrong.length) console.log('flagged ordinary messages:', wrong);
    expect(scams).toBeGreaterThanOrEqual(0.9);
    expect(ordinary).toBeLessThanOrEqual(0.02);
  });

  it('checks a message in well under a millisecond (the patterns are compiled once)', () => {
    const texts = [...SCAM_MESSAGES, ...ORDINARY_MESSAGES].map((m) => m.text);
    const started = performance.now();
    for (let round = 0; round < 5; round += 1) for (const text of texts) checkMessage(text);
    const each = (performance.now() - started) / (texts.length * 5);
    console.log(`safety check: ${each.toFixed(3)} ms a message`);
    expect(each).toBeLessThan(1);
  });

  it('a pathological 2,000-character message is still checked and masked quickly', () => {
    const units = ['a.', 'ana dot ', 'ana at ', '1 ', '1-', '(1) ', 'x@y.', 'z3ll3', '[at] (dot) '];
    units.push('venmo before we meet after each sitting ', 'the check ', 'relocating ');
    for (const unit of units) {
      const body = unit.repeat(Math.ceil(2000 / unit.length)).slice(0, 2000);
      const started = performance.now();
      checkMessage(body);
      maskContacts(body);
      expect(performance.now() - started, unit).toBeLessThan(250);
    }
  });
});
