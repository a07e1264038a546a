import type { ChangeEvent } from 'react';
import { SEARCH_LIMITS } from '../../src/contract/caregiver-values';
import { useWords } from '../../src/i18n/use-words';
import { formatKmAsMiles, formatMiles, milesFromKm } from '../../src/lib/miles';
import { SelectField } from '../../src/ui/select-field';
import { searchWords } from '../search-words';
import { RADII_MILES } from './search-filters';

/**
 * "Distance", chosen in miles: the usual one (none sent: the API's 25 km, about 15.5 miles) in
 * its place among 5, 10, 25 and 50 miles, and a link's own distance when it is none of them.
 */
export function RadiusField(props: {
  name: string;
  /** Miles ("" the usual). */
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { m, fill, lang } = useWords(searchWords);
  const within = (miles: number) =>
    fill(m.radius.option, { distance: formatMiles(lang, miles, { long: true }) });
  const usualKm = SEARCH_LIMITS.radiusDefault;
  const choices = [
    {
      miles: milesFromKm(usualKm),
      value: '',
      label: fill(m.radius.usual, {
        distance: formatKmAsMiles(lang, usualKm, { long: true, digits: 0 }),
      }),
    },
    ...[...RADII_MILES, props.value]
      .filter((value, index, all) => value && all.indexOf(value) === index)
      .map((value) => ({ miles: Number(value), value, label: within(Number(value)) })),
  ].sort((a, b) => a.miles - b.miles);
  return (
    <SelectField
      {...props}
      label={m.radius.label}
      options={choices.map(({ value, label }) => ({ value, label }))}
    />
  );
}
