import { z } from 'zod';
import { accountRuleKey, fullNameProblem } from './account-rules';
import { EmailField } from './auth';
import { futureDate, multiLine, singleLine } from './common';

export const LOOKING_FOR = ['nanny', 'babysitter', 'occasional', 'rbt', 'other'] as const;

export const FORM_MESSAGES = {
  messageRequired: 'forms.messageRequired',
  messageShort: 'forms.messageShort',
  messageLong: 'forms.messageLong',
  phoneLong: 'forms.phoneLong',
  lookingFor: 'forms.lookingFor',
  city: 'forms.city',
  children: 'forms.children',
  organization: 'forms.organization',
  subject: 'forms.subject',
} as const;

/** A required line of text, cleaned, between min and max characters. */
const line = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .max(max * 2, { error: message })
    .transform(singleLine)
    .refine((value) => value.length >= min && value.length <= max, { error: message });

/** An optional line of text: absent, null and empty all mean "not given". */
const optionalLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max * 2, { error: message })
    .transform(singleLine)
    .refine((value) => value.length <= max, { error: message })
    .transform((value) => value || undefined)
    .nullish();

const FullNameField = z
  .string({ error: 'account.fullNameRequired' })
  .max(200, { error: 'account.fullNameLength' })
  .transform(singleLine)
  .superRefine((value, ctx) => {
    const problem = fullNameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: accountRuleKey(problem) });
  });

const MessageField = z
  .string({ error: FORM_MESSAGES.messageRequired })
  .max(4000, { error: FORM_MESSAGES.messageLong })
  .transform(multiLine)
  .superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.messageRequired });
    else if (value.length < 10)
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.messageShort });
    else if (value.length > 2000)
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.messageLong });
  })
  .describe('10 to 2000 characters.');

const common = {
  full_name: FullNameField.describe('2 to 100 characters.'),
  email: EmailField,
  phone: optionalLine(30, FORM_MESSAGES.phoneLong).describe('Optional, as typed (30 characters).'),
  message: MessageField,
};

export const ConnectForm = z
  .object({
    ...common,
    looking_for: z.enum(LOOKING_FOR, { error: FORM_MESSAGES.lookingFor }),
    city: optionalLine(100, FORM_MESSAGES.city),
  })
  .describe('ConnectForm');

export const ConciergeForm = z
  .object({
    ...common,
    start_date: futureDate('dates.startDate')
      .nullish()
      .describe('When care should start (YYYY-MM-DD), today or later.'),
    children: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,2}$/, { error: FORM_MESSAGES.children }),
        ],
        { error: FORM_MESSAGES.children },
      )
      .transform(Number)
      .pipe(
        z
          .number()
          .int({ error: FORM_MESSAGES.children })
          .min(1, { error: FORM_MESSAGES.children })
          .max(10, { error: FORM_MESSAGES.children }),
      )
      .nullish()
      .describe('How many children, 1 to 10.'),
  })
  .describe('ConciergeForm');

export const DemoRequestForm = z
  .object({
    ...common,
    organization: line(2, 200, FORM_MESSAGES.organization),
  })
  .describe('DemoRequestForm');

export const ContactForm = z
  .object({
    ...common,
    subject: line(2, 150, FORM_MESSAGES.subject),
  })
  .describe('ContactForm');

export const FormResults = z.object({
  id: z.string().describe('The stored submission.'),
});

// Types for the client (`import type`: no zod in a bundle).
export type LookingFor = (typeof LOOKING_FOR)[number];
export type ConnectRequest = z.input<typeof ConnectForm>;
export type ConciergeRequest = z.input<typeof ConciergeForm>;
export type DemoRequest = z.input<typeof DemoRequestForm>;
export type ContactRequest = z.input<typeof ContactForm>;
export type FormResult = z.infer<typeof FormResults>;
