import type { AvailabilitySlot } from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { marketWords } from '../market-words';
import { dayName, timeOfDay, WEEK } from './format';

/** The parts of a day the week grid shows, in minutes from midnight [from, to). */
const PARTS = [
  { key: 'morning', from: 6 * 60, to: 12 * 60 },
  { key: 'afternoon', from: 12 * 60, to: 17 * 60 },
  { key: 'evening', from: 17 * 60, to: 22 * 60 },
  { key: 'night', from: 22 * 60, to: 30 * 60 },
] as const;

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether any slot of `day` overlaps the part of the day (night runs into the next morning). */
function covers(slots: AvailabilitySlot[], day: number, part: (typeof PARTS)[number]) {
  return slots.some((slot) => {
    const from = minutes(slot.from);
    const to = minutes(slot.to);
    if (slot.day === day && from < part.to && to > part.from) return true;
    // The small hours (00:00–06:00) of the next day belong to this day's night.
    return part.key === 'night' && slot.day === (day + 1) % 7 && from < 6 * 60;
  });
}

/** 7 days × parts of the day, each cell saying whether the caregiver is available; hours below. */
export function WeekGrid({ slots, name }: { slots: AvailabilitySlot[]; name: string }) {
  const { m, fill, lang } = useWords(marketWords);
  const p = m.profile;
  return (
    <div className="cg-week-wrap">
      <table className="cg-week">
        <caption className="ftc-visually-hidden">{fill(p.availabilityCaption, { name })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="ftc-visually-hidden">{p.slotHeader}</span>
            </th>
            {WEEK.map((day) => (
              <th key={day} scope="col">
                <abbr title={dayName(day, lang)}>{dayName(day, lang, 'short')}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PARTS.map((part) => (
            <tr key={part.key}>
              <th scope="row">{p.slots[part.key]}</th>
              {WEEK.map((day) => {
                const on = covers(slots, day, part);
                return (
                  <td key={day} className={on ? 'cg-week__on' : 'cg-week__off'}>
                    <span aria-hidden="true">{on ? '●' : ''}</span>
                    <span className="ftc-visually-hidden">{on ? p.available : p.notAvailable}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cg-hours">
        {WEEK.filter((day) => slots.some((slot) => slot.day === day)).map((day) => (
          <div key={day}>
            <dt>{dayName(day, lang)}</dt>
            <dd>
              {slots
                .filter((slot) => slot.day === day)
                .sort((a, b) => a.from.localeCompare(b.from))
                .map((slot) => `${timeOfDay(slot.from, lang)}–${timeOfDay(slot.to, lang)}`)
                .join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
