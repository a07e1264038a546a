import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { AdminFaqsPage } from '../../demo/pages/admin-faqs';
import {
  button,
  field,
  harness,
  ok,
  press,
  sentTo,
  show,
  text,
  type,
  until,
} from './admin-harness';

// Before DOMPurify loads (see the shim): the preview is cleaned as a browser would clean it.
vi.hoisted(async () => {
  const { fixGettersForDomPurify } = await import('./dompurify-happy-dom');
  fixGettersForDomPurify();
});

const FAQS = [
  {
    id: 1,
    audience: 'users',
    question: 'How do I pay?',
    answer: '<p>By card.</p>',
    position: 0,
    updated_at: '2030-01-01T00:00:00Z',
  },
  {
    id: 2,
    audience: 'users',
    question: 'Can I cancel?',
    answer: '<p>Any time.</p>',
    position: 1,
    updated_at: '2030-01-01T00:00:00Z',
  },
  {
    id: 3,
    audience: 'service-providers',
    question: 'How do I get a badge?',
    answer: '<p>Upload a document.</p>',
    position: 0,
    updated_at: '2030-01-01T00:00:00Z',
  },
];

async function showPage() {
  harness.answers['GET /v1/admin/faqs'] = ok(FAQS);
  const { container } = await show(AdminFaqsPage, paths.adminFaqs, '/admin/faqs');
  await until(() => container.querySelector('.admin-faqs'));
  return container;
}

const section = (container: HTMLElement, title: string) =>
  Array.from(container.querySelectorAll('h2'))
    .find((h) => text(h) === title)
    ?.closest('section') as HTMLElement;

describe('/admin/faqs', () => {
  it('lists each audience’s questions in position order', async () => {
    harness.answers['GET /v1/admin/faqs'] = ok([...FAQS].reverse());
    const { container } = await show(AdminFaqsPage, paths.adminFaqs, '/admin/faqs');
    await until(() => container.querySelector('.admin-faqs'));
    const questions = (title: string) =>
      Array.from(section(container, title).querySelectorAll('.admin-faq h3')).map(text);
    expect(questions('Parents’ FAQs')).toEqual(['How do I pay?', 'Can I cancel?']);
    expect(questions('Caregivers’ FAQs')).toEqual(['How do I get a badge?']);
    expect(button(container, 'Move up “How do I pay?”').disabled).toBe(true);
    expect(button(container, 'Move down “Can I cancel?”').disabled).toBe(true);
  });

  it('edits a question: the preview strips <script>, and the whole FAQ is sent', async () => {
    const container = await showPage();
    await press(container, 'Edit “Can I cancel?”');
    const form = container.querySelector('.admin-dialog') as HTMLElement;
    expect(field(form, 'Question').value).toBe('Can I cancel?');
    expect(text(form)).toContain('Allowed HTML: paragraphs');
    await type(form, 'Answer', '<p>Any <em>time</em>.</p><script>window.hacked = 1</script>');
    const preview = form.querySelector('.admin-faq-preview') as HTMLElement;
    expect(preview.innerHTML).toBe('<p>Any <em>time</em>.</p>');
    expect(preview.querySelector('script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    await type(form, 'Reason (optional)', 'Clearer wording');

    harness.answers['PUT /v1/admin/faqs/2'] = ok({
      ...FAQS[1],
      answer: '<p>Any <em>time</em>.</p>',
    });
    await press(form, 'Save');
    await until(() => sentTo('PUT /v1/admin/faqs/2').length === 1);
    expect(sentTo('PUT /v1/admin/faqs/2')[0]?.body).toEqual({
      audience: 'users',
      question: 'Can I cancel?',
      // The server cleans it again: the admin's text is sent as typed.
      answer: '<p>Any <em>time</em>.</p><script>window.hacked = 1</script>',
      position: 1,
      reason: 'Clearer wording',
    });
    await until(() => harness.notify.mock.calls.length === 1);
    expect(harness.notify).toHaveBeenCalledWith('The question is saved.', 'success');
    await until(() => sentTo('GET /v1/admin/faqs').length === 2);
  });

  it('refuses an empty question naming the field', async () => {
    const container = await showPage();
    await press(container, 'Edit “Can I cancel?”');
    const form = container.querySelector('.admin-dialog') as HTMLElement;
    await type(form, 'Question', '   ');
    await press(form, 'Save');
    expect(text(form.querySelector('.ftc-error'))).toBe('Question: write 1 to 300 characters.');
    expect(sentTo('PUT /v1/admin/faqs/2')).toEqual([]);
  });

  it('adds a question at the end of its list', async () => {
    const container = await showPage();
    const form = Array.from(container.querySelectorAll('.admin-dialog')).at(-1) as HTMLElement;
    await type(form, 'Audience', 'service-providers');
    await type(form, 'Question', 'When am I paid?');
    await type(form, 'Answer', '<p>After the care, by the family.</p>');
    harness.answers['POST /v1/admin/faqs'] = ok({ ...FAQS[2], id: 4 });
    await press(form, 'Add question');
    await until(() => sentTo('POST /v1/admin/faqs').length === 1);
    expect(sentTo('POST /v1/admin/faqs')[0]?.body).toEqual({
      audience: 'service-providers',
      question: 'When am I paid?',
      answer: '<p>After the care, by the family.</p>',
      position: 2,
    });
  });

  it('moves a question up, and down (the next one up), by its position', async () => {
    const container = await showPage();
    harness.answers['PUT /v1/admin/faqs/2'] = [ok(FAQS[1]), ok(FAQS[1])];
    await press(container, 'Move up “Can I cancel?”');
    await until(() => sentTo('PUT /v1/admin/faqs/2').length === 1);
    expect(sentTo('PUT /v1/admin/faqs/2')[0]?.body).toMatchObject({
      question: 'Can I cancel?',
      position: 0,
    });
    await until(() => !button(container, 'Move down “How do I pay?”').disabled);
    await press(container, 'Move down “How do I pay?”');
    await until(() => sentTo('PUT /v1/admin/faqs/2').length === 2);
    expect(sentTo('PUT /v1/admin/faqs/2')[1]?.body).toMatchObject({ position: 0 });
  });

  it('deletes after a confirmation', async () => {
    const container = await showPage();
    await press(container, 'Delete “How do I pay?”');
    const confirm = container.querySelector('[role="alertdialog"]') as HTMLElement;
    expect(text(confirm)).toContain('Delete “How do I pay?”? It leaves the public list at once.');
    expect(sentTo('DELETE /v1/admin/faqs/1')).toEqual([]);
    harness.answers['DELETE /v1/admin/faqs/1'] = ok();
    await press(confirm, 'Delete it');
    await until(() => sentTo('DELETE /v1/admin/faqs/1').length === 1);
    await until(() => harness.notify.mock.calls.length === 1);
    expect(harness.notify).toHaveBeenCalledWith('The question is deleted.', 'success');
  });
});
