/**
 * Every element of the kit, listed once, in the order the docs show them. Each element describes
 * itself in `widgets/<name>/docs.ts` (its attributes, events, parts and slots; the shared pieces
 * are in widgets/element-docs.ts); this file only collects them. The library build takes its
 * entries from here and generates `custom-elements.json` and the `.d.ts` files (scripts/manifest.ts);
 * `npm run docs` writes the README's element table; the site's /widgets page reads the generated
 * manifest. tests/browser/manifest.test.ts renders every element in its states and fails on a
 * rendered part or a fired event missing from its docs, or on one listed that no state produces.
 * Data only: importing it pulls in no component.
 */
import * as account from './account/docs';
import * as caregiverSearch from './caregiver-search/docs';
import type { ElementDescription } from './element-docs';
import { attributeDocs, type ElementDoc, type OwnAttributes } from './element-docs';
import * as faq from './faq/docs';
import * as login from './login/docs';
import * as newsletter from './newsletter/docs';
import * as signup from './signup/docs';
import * as subscription from './subscription/docs';

const collect = <Attributes extends OwnAttributes>(element: {
  attributes: Attributes;
  docs: () => ElementDescription<Attributes>;
}): ElementDoc => {
  const docs = element.docs();
  return { ...docs, attributes: attributeDocs(element.attributes, docs.attributes) };
};

export const ELEMENTS: ElementDoc[] = [
  collect(newsletter),
  collect(login),
  collect(signup),
  collect(account),
  collect(subscription),
  collect(faq),
  collect(caregiverSearch),
];
