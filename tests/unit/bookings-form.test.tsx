import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { BookAction } from '../../demo/bookings/booking-form';
import { paths } from '../../demo/config/paths';
import {
  draftProblems,
  type RequestDraft,
  repeatCount,
  requestBody,
} from '../../src/bookings/booking-time';
import { CaregiverCard } from '../../src/caregivers/caregiver-card';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { RootStore } from '../../src/stores/root-store';
import { CAREGIVERS } from '../browser/api-fixtures';
import {
  CAREGIVER,
  harness,
  ok,
  PARENT_WITH_PLAN,
  PARENT_WITHOUT_PLAN,
  press,
  refused,
  sentTo,
  showAs,
  text,
  type,
  until,
} from './bookings-harness';

// "Book" on a caregiver's profile (interface §11 "Site"): the form's checks in plain words next to
// each field, the policy stated before sending, the request sent, server errors in the page's words.

const MARIA = { id: 101, first_name: 'Maria', hourly_rate: 2250, currency: 'USD' };
const Profile = () => <BookAction caregiver={MARIA} />;

/** YYYY-MM-DD of the local day `days` from today. */
const day = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const DRAFT: RequestDraft = {
  date: day(7),
  start: '18:00',
  end: '21:00',
  children: '2',
  rate: '22.50',
  notes: '',
  repeatUntil: '',
};

describe('the form’s checks (plain functions)', () => {
  it('accepts a good draft and names each rule it breaks', () => {
    expect(draftProblems(DRAFT)).toEqual({});
    const inAnHour = new Date(Date.now() + 3_600_000);
    const hhmm = (d: Date) =>
      `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    const soon = { ...DRAFT, date: day(0), start: hhmm(inAnHour), end: '23:59' };
    // Near midnight "in an hour" is tomorrow: the rule is then checked on that date.
    if (inAnHour.getDate() !== new Date().getDate()) soon.date = day(1);
    expect(draftProblems(soon).start).toBe('startSoon');
    expect(draftProblems({ ...DRAFT, end: '17:00' }).end).toBe('endAfterStart');
    expect(draftProblems({ ...DRAFT, end: '18:30' }).end).toBe('tooShort');
    expect(draftProblems({ ...DRAFT, start: '08:00', end: '20:30' }).end).toBe('tooLong');
    expect(draftProblems({ ...DRAFT, children: '7' }).children).toBe('childrenRange');
    expect(draftProblems({ ...DRAFT, children: '0' }).children).toBe('childrenRange');
    expect(draftProblems({ ...DRAFT, rate: 'abc' }).rate).toBe('rateInvalid');
    expect(draftProblems({ ...DRAFT, notes: 'x'.repeat(1001) }).notes).toBe('notesLong');
    expect(draftProblems({ ...DRAFT, notes: 'x'.repeat(1000) }).notes).toBeUndefined();
    expect(draftProblems({ ...DRAFT, date: '' }).date).toBe('dateMissing');
  });

  it('counts weekly repeats inclusively, at most 26', () => {
    expect(repeatCount('2026-12-01', '')).toBe(1);
    expect(repeatCount('2026-12-01', '2026-12-22')).toBe(4);
    expect(repeatCount('2026-12-01', '2026-12-28')).toBe(4);
    expect(repeatCount('2026-12-01', '2026-11-30')).toBe(0);
    // Across the March daylight-saving change: calendar days, not clock hours.
    expect(repeatCount('2027-03-02', '2027-03-23')).toBe(4);
    expect(draftProblems({ ...DRAFT, repeatUntil: day(7 + 25 * 7) }).repeat).toBeUndefined();
    expect(draftProblems({ ...DRAFT, repeatUntil: day(7 + 26 * 7) }).repeat).toBe('repeatTooMany');
    expect(draftProblems({ ...DRAFT, repeatUntil: day(6) }).repeat).toBe('repeatBefore');
  });

  it('sends UTC times read in the reader’s zone, the rate in minor units', () => {
    const body = requestBody(101, { ...DRAFT, date: '2026-12-01', repeatUntil: '2026-12-22' });
    expect(body).toEqual({
      caregiver_id: 101,
      // 18:00 in Chicago (UTC−6 in December) is 00:00 UTC the next day.
      starts_at: '2026-12-02T00:00:00.000Z',
      ends_at: '2026-12-02T03:00:00.000Z',
      children: 2,
      hourly_rate: 2250,
      repeat_weekly_until: '2026-12-22',
    });
  });
});

const openForm = async (user = PARENT_WITH_PLAN) => {
  const shown = await showAs(Profile, '/caregivers/:id', '/caregivers/101', user);
  await press(shown.container, 'Book');
  return shown;
};
const errorNextTo = (container: ParentNode, label: string) => {
  const found = Array.from(container.querySelectorAll('label')).find((l) => text(l) === label);
  const input = document.getElementById(found?.htmlFor ?? '');
  const ids = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.classList.contains('ftc-error'))
    .map(text)
    .join(' ');
};

describe('Book on a profile', () => {
  it('states the answer and cancellation policy before anything is sent', async () => {
    const { container } = await openForm();
    const policy = text(container.querySelector('.bk-policy'));
    expect(policy).toContain(
      'Maria answers within 24 hours, or by 2 hours before the start if that is sooner.',
    );
    expect(policy).toContain(
      'A cancel less than 24 hours before the start counts as a late cancel for whoever cancels.',
    );
    expect(harness.sent.filter((s) => s.route.startsWith('POST'))).toEqual([]);
    // The rate is the caregiver's, ready to send.
    expect((container.querySelector('input[inputmode="decimal"]') as HTMLInputElement).value).toBe(
      '22.50',
    );
  });

  it('says what is wrong next to the field, in plain words, and sends nothing', async () => {
    const { container } = await openForm();
    await type(container, 'Date', day(7));
    await type(container, 'Start time', '18:00');
    await type(container, 'End time', '17:00');
    expect(errorNextTo(container, 'End time')).toBe('The end time must be after the start time.');
    await type(container, 'End time', '06:00');
    await type(container, 'Start time', '05:00');
    expect(errorNextTo(container, 'End time')).toBe('');
    await type(container, 'End time', '18:00');
    expect(errorNextTo(container, 'End time')).toBe('A booking lasts at most 12 hours.');
    await type(container, 'Date', day(-1));
    expect(errorNextTo(container, 'Start time')).toBe('Choose a start at least 2 hours from now.');
    await type(container, 'Children', '9');
    expect(errorNextTo(container, 'Children')).toBe('Enter between 1 and 6 children.');
    await press(container, 'Send request');
    expect(sentTo('POST /v1/bookings')).toEqual([]);
  });

  it('previews the weekly repeats and sends the request, a spinner while it goes', async () => {
    const { container } = await openForm();
    harness.answers['POST /v1/bookings'] = ok([
      { id: 1, status: 'requested', respond_by: '2099-01-01T12:00:00.000Z' },
      { id: 2, status: 'requested', respond_by: '2099-01-01T12:00:00.000Z' },
      { id: 3, status: 'requested', respond_by: '2099-01-01T12:00:00.000Z' },
      { id: 4, status: 'requested', respond_by: '2099-01-01T12:00:00.000Z' },
    ]);
    await type(container, 'Date', day(7));
    await type(container, 'Start time', '18:00');
    await type(container, 'End time', '21:00');
    await type(container, 'Children', '2');
    await type(container, 'Notes for Maria (optional)', 'Two boys, 4 and 6.');
    await type(container, 'Repeat weekly until (optional)', day(28));
    expect(text(container)).toContain(
      'This makes 4 bookings, one a week on the same day and time.',
    );
    harness.hold = new Promise(() => {});
    await press(container, 'Send 4 requests');
    // While sending: a spinner, and the button keeps its name.
    expect(container.querySelector('[data-testid="spinner"]')).not.toBeNull();
    expect(text(container)).toContain('Sending your request…');
    const [sent] = sentTo('POST /v1/bookings');
    expect(sent?.body).toMatchObject({
      caregiver_id: 101,
      children: 2,
      hourly_rate: 2250,
      notes: 'Two boys, 4 and 6.',
      repeat_weekly_until: day(28),
    });
    const body = sent?.body as { starts_at: string; ends_at: string };
    expect(Date.parse(body.ends_at) - Date.parse(body.starts_at)).toBe(3 * 3_600_000);
    expect(new Date(body.starts_at).getHours()).toBe(18);
  });

  it('after sending: the toast and the way to the bookings page', async () => {
    const { container } = await openForm();
    harness.answers['POST /v1/bookings'] = ok({
      id: 1,
      status: 'requested',
      respond_by: '2099-01-01T12:00:00.000Z',
    });
    await type(container, 'Date', day(7));
    await type(container, 'Start time', '18:00');
    await type(container, 'End time', '21:00');
    await press(container, 'Send request');
    await until(() => harness.notify.mock.calls.length > 0);
    expect(harness.notify.mock.calls[0]?.[0]).toMatch(/^Request sent to Maria\. They answer by /);
    expect(harness.notify.mock.calls[0]?.[1]).toBe('success');
    const link = Array.from(container.querySelectorAll('a')).find(
      (a) => text(a) === 'See your bookings',
    );
    expect(link?.getAttribute('href')).toBe(paths.dashboardBookings);
  });

  it('maps the server’s refusals to the page’s words: overlap, a field, too many, no plan', async () => {
    const { container } = await openForm();
    await type(container, 'Date', day(7));
    await type(container, 'Start time', '18:00');
    await type(container, 'End time', '21:00');
    harness.answers['POST /v1/bookings'] = [
      refused(409, 'Conflict.'),
      refused(400, 'starts_at: too soon', 'starts_at'),
      refused(429, 'Slow down.'),
      {
        status: 403,
        body: { success: false, message: 'Plan.', results: { code: 'subscription_required' } },
      },
    ];
    await press(container, 'Send request');
    await until(() => text(container.querySelector('[role="alert"]')).length > 0);
    expect(text(container.querySelector('[role="alert"]'))).toBe(
      'Maria already has a confirmed booking at that time. Choose another time or day.',
    );
    await press(container, 'Send request');
    await until(() => errorNextTo(container, 'Start time') !== '');
    expect(errorNextTo(container, 'Start time')).toBe(
      'Check the date and start time: the start must be at least 2 hours from now.',
    );
    await press(container, 'Send request');
    await until(() =>
      text(container).includes('You have sent many requests this hour. Please try again later.'),
    );
    await press(container, 'Send request');
    await until(() => text(container).includes('Booking comes with a plan'));
  });

  it('a parent without a plan gets what a plan unlocks and the way to the plans, as for messages', async () => {
    const parent = await openForm(PARENT_WITHOUT_PLAN);
    expect(text(parent.container)).toContain('Booking comes with a plan');
    expect(text(parent.container)).toContain('With a plan you can book Maria');
    expect(parent.container.querySelector('form')).toBeNull();
    const plans = Array.from(parent.container.querySelectorAll('a')).find(
      (a) => text(a) === 'See the plans',
    );
    expect(plans?.getAttribute('href')).toBe(
      `/subscription?next=${encodeURIComponent('/caregivers/101')}`,
    );
  });

  it('a visitor is sent to log in and back', async () => {
    const { container } = await showAs(Profile, '/caregivers/:id', '/caregivers/101', null);
    const book = Array.from(container.querySelectorAll('a')).find((a) => text(a) === 'Book');
    expect(book?.getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/caregivers/101')}`);
    expect(text(container)).toContain('Log in to book Maria.');
  });

  it('a caregiver has no Book', async () => {
    const { container } = await showAs(Profile, '/caregivers/:id', '/caregivers/101', CAREGIVER);
    expect(text(container)).not.toContain('Book');
  });

  it('in Spanish, the policy too', async () => {
    document.documentElement.lang = 'es';
    const { container } = await showAs(
      Profile,
      '/caregivers/:id',
      '/caregivers/101',
      PARENT_WITH_PLAN,
    );
    await press(container, 'Reservar');
    expect(text(container.querySelector('.bk-policy'))).toContain(
      'Maria responde en un plazo de 24 horas, o hasta 2 horas antes del inicio si eso es antes.',
    );
  });
});

describe('reliability on the search card', () => {
  const renderCard = async (card: unknown) => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const kit = createKit({
      store: new RootStore(),
      notify: () => {},
      apiBase: () => 'https://api.test',
    });
    await act(async () =>
      root.render(
        <KitContext.Provider value={kit}>
          <ul>
            <CaregiverCard card={card as (typeof CAREGIVERS)[number]} href="/caregivers/101" />
          </ul>
        </KitContext.Provider>,
      ),
    );
    const shown = text(container);
    act(() => root.unmount());
    container.remove();
    return shown;
  };
  const RELIABLE = { bookings: 25, completed: 24, late_cancels: 1, percent: 96 };

  it('"96 % of 25 bookings completed" when the answer has it, nothing otherwise', async () => {
    expect(await renderCard({ ...CAREGIVERS[0], reliability: RELIABLE })).toContain(
      '96 % of 25 bookings completed',
    );
    expect(await renderCard(CAREGIVERS[0])).not.toContain('completed');
    expect(await renderCard({ ...CAREGIVERS[0], reliability: null })).not.toContain('completed');
  });

  it('in Spanish', async () => {
    document.documentElement.lang = 'es';
    expect(await renderCard({ ...CAREGIVERS[0], reliability: RELIABLE })).toContain(
      '96 % de 25 reservas completadas',
    );
    document.documentElement.lang = 'en';
  });

  it('no percentage while none of the bookings has ended (the server says 100 then)', async () => {
    const fresh = { bookings: 3, completed: 0, late_cancels: 0, percent: 100 };
    const shown = await renderCard({ ...CAREGIVERS[0], reliability: fresh });
    expect(shown).toContain('3 bookings confirmed');
    expect(shown).not.toContain('100 %');
  });
});

describe('the profile page', () => {
  const DETAIL = {
    ...CAREGIVERS[0],
    bio: 'Ten years with toddlers.',
    availability: [{ day: 2, from: '17:00', to: '22:00' }],
    reviews: [],
  };
  const profile = async (detail: unknown) => {
    harness.answers['GET /v1/caregivers/101'] = ok(detail);
    const { CaregiverProfilePage } = await import('../../demo/pages/caregiver-profile');
    const shown = await showAs(
      CaregiverProfilePage,
      paths.caregiverProfile,
      '/caregivers/101',
      PARENT_WITH_PLAN,
    );
    await until(() => text(shown.container).includes('Ten years with toddlers.'));
    return shown;
  };

  it('shows the reliability the answer has, and Book', async () => {
    const { container } = await profile({
      ...DETAIL,
      reliability: { bookings: 25, completed: 24, late_cancels: 1, percent: 96 },
    });
    expect(text(container.querySelector('.cg-profile__reliability'))).toBe(
      '96 % of 25 bookings completed',
    );
    await press(container, 'Book');
    expect(text(container.querySelector('form h3'))).toBe('Book Maria');
  });

  it('shows no figure without one', async () => {
    const { container } = await profile(DETAIL);
    expect(container.querySelector('.cg-profile__reliability')).toBeNull();
    expect(text(container)).not.toContain('bookings completed');
  });
});
