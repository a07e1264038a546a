import { useEffect, useState } from 'react';
import {
  INTEGRITY_FILE,
  RELEASE_FILE,
  type Release,
  type ReleaseIntegrity,
} from '../../src/contract/release-values';
import { useWords } from '../../src/i18n/use-words';
import { latestSnippet, pinnedSnippet } from '../../src/partners/snippets';
import { infoWords } from '../info-words';
import { CopySnippet } from './copy-snippet';
import { Page } from './page';

interface Manifest {
  modules: {
    declarations: {
      tagName: string;
      description: string;
      attributes?: { name: string; description: string; default?: string }[];
      events?: { name: string; type: { text: string }; description: string }[];
      cssParts?: { name: string; description: string }[];
    }[];
  }[];
}

type Declaration = Manifest['modules'][number]['declarations'][number];

/** Each element as the page shows it live, and as the snippets put it on a partner's page. */
const EXAMPLES: Record<string, string> = {
  'ftc-newsletter': '<ftc-newsletter></ftc-newsletter>',
  'ftc-login': '<ftc-login type="user"></ftc-login>',
  'ftc-signup': '<ftc-signup account-type="parent"></ftc-signup>',
  'ftc-account': '<ftc-account login-href="/login" signup-href="/signup"></ftc-account>',
  'ftc-subscription': '<ftc-subscription type="user"></ftc-subscription>',
  'ftc-faq': '<ftc-faq audience="users"></ftc-faq>',
  'ftc-caregiver-search': '<ftc-caregiver-search></ftc-caregiver-search>',
};
const exampleOf = (tag: string) => EXAMPLES[tag] ?? `<${tag}></${tag}>`;

/** The widgets folder's JSON files: the manifest and the release's version and hashes. */
const getJson = <T,>(file: string): Promise<T> =>
  fetch(`/widgets/${file}`).then((response) =>
    response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error(file)),
  );

interface Build {
  manifest: Manifest;
  release: Release;
  integrity: ReleaseIntegrity;
}

function useBuild() {
  const [build, setBuild] = useState<Build | undefined>();
  const [problem, setProblem] = useState<'widgetsNotBuilt' | 'manifestFailed' | undefined>();
  useEffect(() => {
    const library = '/widgets/ftc-widgets.js';
    import(/* @vite-ignore */ library).catch(() => setProblem('widgetsNotBuilt'));
    Promise.all([
      getJson<Manifest>('custom-elements.json'),
      getJson<Release>(RELEASE_FILE),
      getJson<ReleaseIntegrity>(INTEGRITY_FILE),
    ])
      .then(([manifest, release, integrity]) => setBuild({ manifest, release, integrity }))
      .catch(() => setProblem('manifestFailed'));
  }, []);
  return { build, problem };
}

/** An element live, as a partner page has it. */
function Live({ tag }: { tag: string }) {
  return (
    <div
      className="widget-demo__live"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet of ours, no user input.
      dangerouslySetInnerHTML={{ __html: exampleOf(tag) }}
    />
  );
}

/**
 * The partners' page (interface §12): a live example first, the two lines to start with, the
 * pinned snippet with integrity for every element at once and for each one, each with a copy
 * button; then each element live, its pinned snippet and its attributes, events and parts, all
 * from the library's own manifest and release files.
 */
export function WidgetsPage() {
  const { m, fill } = useWords(infoWords);
  const { build, problem } = useBuild();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const base = `${origin}/widgets`;
  const elements = build?.manifest.modules.flatMap((module) => module.declarations) ?? [];
  const pinned = (entry: string, body: string) =>
    build
      ? `${pinnedSnippet({ base, release: build.release, integrity: build.integrity, entries: [entry], apiBase: origin })}\n${body}`
      : '';
  return (
    <Page title={m.widgetsTitle} lead={m.widgetsLead} wide>
      <p className="widget-demo__caption">{m.liveExample}</p>
      <Live tag="ftc-newsletter" />
      <nav className="widget-contents" aria-labelledby="widgets-contents">
        <h2 id="widgets-contents">{m.contents}</h2>
        <ol>
          <li>
            <a href="#quick-start">{m.quickStart}</a>
          </li>
          <li>
            <a href="#pinned">{m.pinTitle}</a>
          </li>
          {elements.map((element) => (
            <li key={element.tagName}>
              <a href={`#${element.tagName}`}>
                <code>&lt;{element.tagName}&gt;</code>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {problem ? <p role="alert">{m[problem]}</p> : null}
      <section aria-labelledby="quick-start">
        <h2 id="quick-start">{m.quickStart}</h2>
        <p>{m.quickStartLead}</p>
        <CopySnippet
          label={m.quickStartSnippet}
          code={`${latestSnippet(base, 'ftc-newsletter.js', origin)}\n${exampleOf('ftc-newsletter')}`}
        />
        <p>
          {m.themeBefore} <code>--ftc-color-primary</code>, <code>--ftc-font-family</code>{' '}
          {m.themeAnd} <code>--ftc-radius</code>
          {m.themeParts} <code>::part()</code>
          {m.seeAlso} <a href="/partner.html">{m.partnerPage}</a>.
        </p>
      </section>
      <section aria-labelledby="pinned">
        <h2 id="pinned">{m.pinTitle}</h2>
        <p>{build ? fill(m.pinLead, { version: build.release.version }) : null}</p>
        {build ? (
          <CopySnippet
            label={m.pinAllSnippet}
            code={pinned('ftc-widgets.js', elements.map((e) => exampleOf(e.tagName)).join('\n'))}
          />
        ) : null}
        <p>{m.pinCsp}</p>
      </section>
      {elements.map((element) => (
        <ElementSection key={element.tagName} element={element} snippet={pinned} />
      ))}
    </Page>
  );
}

function ElementSection({
  element,
  snippet,
}: {
  element: Declaration;
  snippet: (entry: string, body: string) => string;
}) {
  const { m, fill } = useWords(infoWords);
  const tag = element.tagName;
  return (
    <section className="widget-demo" aria-labelledby={tag}>
      <h2 id={tag}>
        <code>&lt;{tag}&gt;</code>
      </h2>
      <p>{element.description}</p>
      <Live tag={tag} />
      <CopySnippet
        label={fill(m.elementSnippet, { tag: `<${tag}>` })}
        code={snippet(`${tag}.js`, exampleOf(tag))}
      />
      <table className="widget-demo__attributes">
        <caption>{m.attributes}</caption>
        <tbody>
          {(element.attributes ?? []).map((attribute) => (
            <tr key={attribute.name}>
              <th scope="row">
                <code>{attribute.name}</code>
              </th>
              <td>
                {attribute.description}
                {attribute.default ? ` ${fill(m.defaultValue, { value: attribute.default })}` : ''}
              </td>
            </tr>
          ))}
          {(element.events ?? []).map((event) => (
            <tr key={event.name}>
              <th scope="row">
                <code>{event.name}</code>
              </th>
              <td>
                {event.description} <code>{event.type.text}</code>
              </td>
            </tr>
          ))}
          {(element.cssParts ?? []).map((part) => (
            <tr key={`part-${part.name}`}>
              <th scope="row">
                <code>::part({part.name})</code>
              </th>
              <td>{part.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
