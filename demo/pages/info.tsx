import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { BlogList, BlogPost, StaticPage } from '../../src/content/articles';
import { FaqList } from '../../src/faq/faq-list';
import { CheckoutResult } from '../../src/plans/checkout-result';
import { SubscriptionTable } from '../../src/plans/subscription-table';
import { blogPostPath, paths } from '../config/paths';
import { Page } from './page';

export function FaqPage() {
  return (
    <Page title="Frequently asked questions">
      <h2>For parents</h2>
      <FaqList audience="users" />
      <h2 className="site-section">For caregivers</h2>
      <FaqList audience="service-providers" />
    </Page>
  );
}

export function SubscriptionPage() {
  const location = useLocation();
  // spec §2: the header's link carries new=true in the navigation state.
  const fresh = (location.state as { new?: boolean } | null)?.new === true;
  return (
    <Page
      title="Subscription plans"
      lead={
        fresh
          ? 'Pick the plan that fits your family. You can change it any time.'
          : 'Plans for parents and caregivers.'
      }
      wide
    >
      <h2>For parents</h2>
      <SubscriptionTable type="user" loginHref={paths.login} signupHref={paths.signupParents} />
      <h2 className="site-section">For caregivers</h2>
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
  return (
    <Page title={outcome === 'success' ? 'Checkout' : 'Checkout not completed'}>
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
  return (
    <Page title="Blog" lead="Advice for parents and caregivers, from our team and our community.">
      <BlogList postHref={blogPostPath} />
    </Page>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <section className="site-page">
      <p>
        <Link to={paths.blog}>← All posts</Link>
      </p>
      <BlogPost slug={slug} />
    </section>
  );
}

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p>We could not find this page. It may have moved.</p>
      <p className="site-cta">
        <Link className="ftc-button" to={paths.home}>
          Go to the home page
        </Link>
        <Link to={paths.faq}>Read the FAQ</Link>
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
      events?: { name: string; type: { text: string } }[];
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
  const [manifest, setManifest] = useState<Manifest | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    const library = '/widgets/ftc-widgets.js';
    import(/* @vite-ignore */ library).catch(() =>
      setProblem('The widget bundles are not built: run npm run build:lib.'),
    );
    fetch('/widgets/custom-elements.json')
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then(setManifest)
      .catch(() => setProblem('The widget manifest could not be loaded.'));
  }, []);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const elements = manifest?.modules.flatMap((module) => module.declarations) ?? [];
  return (
    <Page
      title="Embeddable widgets"
      lead="Every part of FTC you can put on your own site with one script tag."
      wide
    >
      <pre className="snippet">
        <code>{`<meta name="ftc-api-base" content="${origin}">\n<script type="module" src="${origin}/widgets/ftc-widgets.js"></script>`}</code>
      </pre>
      <p>
        Theme them with CSS custom properties such as <code>--ftc-color-primary</code>,{' '}
        <code>--ftc-font-family</code> and <code>--ftc-radius</code>, and style their parts with{' '}
        <code>::part()</code>. See also the <a href="/partner.html">plain partner page</a>.
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
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
            <caption>Attributes and events</caption>
            <tbody>
              {(element.attributes ?? []).map((attribute) => (
                <tr key={attribute.name}>
                  <th scope="row">
                    <code>{attribute.name}</code>
                  </th>
                  <td>
                    {attribute.description}
                    {attribute.default ? ` Default: ${attribute.default}.` : ''}
                  </td>
                </tr>
              ))}
              {(element.events ?? []).map((event) => (
                <tr key={event.name}>
                  <th scope="row">
                    <code>{event.name}</code>
                  </th>
                  <td>
                    <code>{event.type.text}</code>
                  </td>
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
