import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { BlogList, BlogPost, StaticPage } from '../../src/content/articles';
import { FaqList } from '../../src/faq/faq-list';
import { useWords } from '../../src/i18n/use-words';
import { CheckoutResult } from '../../src/plans/checkout-result';
import { SubscriptionTable } from '../../src/plans/subscription-table';
import { blogPostPath, paths } from '../config/paths';
import { infoWords } from '../info-words';
import { ReturnAfterCheckout } from '../market/after-checkout';
import { rememberAfterCheckout } from '../market/remembered';
import { siteWords } from '../words';
import { Page } from './page';

export function FaqPage() {
  const { m } = useWords(infoWords);
  return (
    <Page title={m.faqTitle}>
      <h2>{m.forParents}</h2>
      <FaqList audience="users" />
      <h2 className="site-section">{m.forCaregivers}</h2>
      <FaqList audience="service-providers" />
    </Page>
  );
}

export function SubscriptionPage() {
  const { m } = useWords(infoWords);
  const location = useLocation();
  // Sent here on the way to something (`?next=`): a paid checkout comes back to it.
  const [query] = useSearchParams();
  const next = query.get('next');
  useEffect(() => rememberAfterCheckout(next), [next]);
  // spec §2: the header's link carries new=true in the navigation state.
  const fresh = (location.state as { new?: boolean } | null)?.new === true;
  return (
    <Page title={m.plansTitle} lead={fresh ? m.plansLeadNew : m.plansLead} wide>
      <h2>{m.forParents}</h2>
      <SubscriptionTable type="user" loginHref={paths.login} signupHref={paths.signupParents} />
      <h2 className="site-section">{m.forCaregivers}</h2>
      <SubscriptionTable
        type="service_provider"
        loginHref={paths.login}
        signupHref={paths.signupCaregiver}
      />
    </Page>
  );
}

export function StaticContentPage({ slug }: { slug: string }) {
  useEffect(() => {
    // A static page's title comes with its content, in the server's words.
    document.title = 'FTC';
  }, []);
  return (
    <section className="site-page">
      <StaticPage slug={slug} />
    </section>
  );
}

export function CheckoutPage({ outcome }: { outcome: 'success' | 'fail' }) {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  const { m } = useWords(infoWords);
  return (
    <Page title={outcome === 'success' ? m.checkoutTitle : m.checkoutFailTitle}>
      {outcome === 'success' ? <ReturnAfterCheckout orderId={orderId} /> : null}
      <CheckoutResult
        orderId={orderId ?? search.get('order') ?? undefined}
        outcome={outcome}
        subscriptionHref={paths.subscription}
        loginHref={paths.login}
        dashboardHref={paths.dashboard}
      />
    </Page>
  );
}

export function BlogPage() {
  const { m } = useWords(infoWords);
  return (
    <Page title={m.blogTitle} lead={m.blogLead}>
      <BlogList postHref={blogPostPath} />
    </Page>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { m } = useWords(infoWords);
  return (
    <section className="site-page">
      <p>
        <Link to={paths.blog}>{m.allPosts}</Link>
      </p>
      <BlogPost slug={slug} />
    </section>
  );
}

export function NotFoundPage() {
  const { m } = useWords(siteWords);
  return (
    <Page title={m.notFoundTitle}>
      <p>{m.notFoundLead}</p>
      <p className="site-cta">
        <Link className="ftc-button" to={paths.home}>
          {m.goHome}
        </Link>
        <Link to={paths.faq}>{m.readFaq}</Link>
      </p>
    </Page>
  );
}

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

const EXAMPLES: Record<string, string> = {
  'ftc-newsletter': '<ftc-newsletter></ftc-newsletter>',
  'ftc-login': '<ftc-login type="user"></ftc-login>',
  'ftc-signup': '<ftc-signup account-type="parent"></ftc-signup>',
  'ftc-account': '<ftc-account login-href="/login" signup-href="/signup"></ftc-account>',
  'ftc-subscription': '<ftc-subscription type="user"></ftc-subscription>',
  'ftc-faq': '<ftc-faq audience="users"></ftc-faq>',
};

/** Live examples and copy-paste snippets of every element, from the library's own manifest. */
export function WidgetsPage() {
  const { m, fill } = useWords(infoWords);
  const [manifest, setManifest] = useState<Manifest | undefined>();
  const [problem, setProblem] = useState<'widgetsNotBuilt' | 'manifestFailed' | undefined>();
  useEffect(() => {
    const library = '/widgets/ftc-widgets.js';
    import(/* @vite-ignore */ library).catch(() => setProblem('widgetsNotBuilt'));
    fetch('/widgets/custom-elements.json')
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then(setManifest)
      .catch(() => setProblem('manifestFailed'));
  }, []);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const elements = manifest?.modules.flatMap((module) => module.declarations) ?? [];
  return (
    <Page title={m.widgetsTitle} lead={m.widgetsLead} wide>
      <pre className="snippet">
        <code>{`<meta name="ftc-api-base" content="${origin}">\n<script type="module" src="${origin}/widgets/ftc-widgets.js"></script>`}</code>
      </pre>
      <p>
        {m.themeBefore} <code>--ftc-color-primary</code>, <code>--ftc-font-family</code>{' '}
        {m.themeAnd} <code>--ftc-radius</code>
        {m.themeParts} <code>::part()</code>
        {m.seeAlso} <a href="/partner.html">{m.partnerPage}</a>.
      </p>
      {problem ? <p role="alert">{m[problem]}</p> : null}
      {elements.map((element) => (
        <section
          key={element.tagName}
          className="widget-demo"
          aria-labelledby={`demo-${element.tagName}`}
        >
          <h2 id={`demo-${element.tagName}`}>
            <code>&lt;{element.tagName}&gt;</code>
          </h2>
          <p>{element.description}</p>
          <pre className="snippet">
            <code>{`<script type="module" src="${origin}/widgets/${element.tagName}.js"></script>\n${EXAMPLES[element.tagName] ?? `<${element.tagName}></${element.tagName}>`}`}</code>
          </pre>
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
                    {attribute.default
                      ? ` ${fill(m.defaultValue, { value: attribute.default })}`
                      : ''}
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
          <div
            className="widget-demo__live"
            // The element itself, as a partner page would have it.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet of ours, no user input.
            dangerouslySetInnerHTML={{ __html: EXAMPLES[element.tagName] ?? '' }}
          />
        </section>
      ))}
    </Page>
  );
}
