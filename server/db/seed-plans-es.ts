// The seeded plans' descriptions in US Spanish (issue 24: the plans page in the reader's
// language). Plan names are brand names and stay as they are.
import { PLANS } from './seed-subscriptions';

const ES: Record<string, string> = {
  'parent-basic-monthly':
    'Para familias que necesitan una niñera de vez en cuando: encuentra y contacta a cuidadores de confianza.',
  'parent-plus-monthly':
    'Para familias con necesidades de cuidado frecuentes: escríbele a cualquier cuidador y publica todos los empleos que necesites.',
  'parent-basic-yearly': 'Family Basic por un año completo, con dos meses gratis.',
  'parent-plus-yearly': 'Family Plus por un año completo, con dos meses gratis.',
  'caregiver-pro-monthly':
    'Muestra a las familias quién eres y postúlate a cada empleo que se ajuste a tu horario.',
  'caregiver-featured-monthly':
    'Destácate: aparece primero en las búsquedas de las familias y entérate antes de los nuevos empleos.',
  'caregiver-pro-yearly': 'Caregiver Pro por un año completo, con dos meses gratis.',
  'caregiver-featured-yearly': 'Caregiver Featured por un año completo, con dos meses gratis.',
};

const SEEDED = new Map(PLANS.map((plan) => [plan.id, plan.description]));

/**
 * A plan's description in `language`: the Spanish of a seeded plan while its stored English is
 * still the seed's (a description rewritten since has no translation and is shown as stored).
 */
export function planDescription(id: string, stored: string, language: string): string {
  if (language !== 'es' || SEEDED.get(id) !== stored) return stored;
  return ES[id] ?? stored;
}
