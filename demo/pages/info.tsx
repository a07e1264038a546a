import { useEffect } from 'react';
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

export { WidgetsPage } from './widgets';
