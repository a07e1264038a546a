import { Link } from 'react-router';
import { BusinessFacts, HowItWorks, Videos } from '../../src/content/content-blocks';
import type { LookingFor } from '../../src/contract/forms';
import { RequestForm } from '../../src/forms/request-form';
import { useWords } from '../../src/i18n/use-words';
import { paths } from '../config/paths';
import { LaterSection } from '../layout/later-section';
import { FeaturedCaregivers } from '../market/featured-caregivers';
import { HeroSearch } from '../market/search-bar';
import { marketWords } from '../market-words';
import { marketingWords } from '../marketing-words';
import { Page, useDocumentTitle } from './page';

export function HomePage() {
  const { m } = useWords(marketingWords);
  const market = useWords(marketWords).m;
  useDocumentTitle();
  return (
    <>
      <section className="site-hero">
        <h1>{m.home.title}</h1>
        <p className="site-lead">{m.home.lead}</p>
        <HeroSearch />
        <p className="site-cta">
          <Link className="ftc-button" to={paths.signupParents}>
            {m.home.needCare}
          </Link>
          <Link className="ftc-button-secondary" to={paths.signupCaregiver}>
            {m.home.offerCare}
          </Link>
          <Link to={paths.caregivers}>{market.home.seeAll}</Link>
        </p>
      </section>
      <LaterSection name="caregivers" className="site-section" aria-labelledby="caregivers-heading">
        <h2 id="caregivers-heading">{market.home.title}</h2>
        <FeaturedCaregivers />
      </LaterSection>
      <LaterSection name="how" className="site-section" aria-labelledby="how-heading">
        <h2 id="how-heading">{m.home.how}</h2>
        <HowItWorks audience="users" />
      </LaterSection>
      <LaterSection name="spotlight" className="site-section" aria-labelledby="spotlight-heading">
        <h2 id="spotlight-heading">{m.home.spotlight}</h2>
        <Videos kind="spotlight" />
      </LaterSection>
      <LaterSection
        name="plans"
        className="site-section site-teaser"
        aria-labelledby="plans-heading"
      >
        <h2 id="plans-heading">{m.home.plansTitle}</h2>
        <p>{m.home.plansLead}</p>
        <Link className="ftc-button" to={paths.subscription} state={{ new: true }}>
          {m.home.seePlans}
        </Link>
      </LaterSection>
      <LaterSection name="featured" className="site-section" aria-labelledby="featured-heading">
        <h2 id="featured-heading">{m.home.featured}</h2>
        <Videos kind="featured" />
      </LaterSection>
      <LaterSection name="faq" className="site-section site-teaser" aria-labelledby="faq-heading">
        <h2 id="faq-heading">{m.home.questions}</h2>
        <p>{m.home.questionsLead}</p>
        <Link className="ftc-button-secondary" to={paths.faq}>
          {m.home.readFaq}
        </Link>
      </LaterSection>
    </>
  );
}

export function ParentsPage() {
  const { parents: m } = useWords(marketingWords).m;
  return (
    <Page title={m.title} lead={m.lead}>
      <h2>{m.how}</h2>
      <HowItWorks audience="users" />
      <h2>{m.before}</h2>
      <ul>
        <li>{m.tip1}</li>
        <li>{m.tip2}</li>
        <li>{m.tip3}</li>
      </ul>
      <p className="site-disclaimer-inline">{m.disclaimer}</p>
      <p className="site-cta">
        <Link className="ftc-button" to={paths.signupParents}>
          {m.signUp}
        </Link>
        <Link to={paths.guardianContract}>{m.contract}</Link>
      </p>
    </Page>
  );
}

export function CaregiverPage() {
  const { caregivers: m } = useWords(marketingWords).m;
  return (
    <Page title={m.title} lead={m.lead}>
      <h2>{m.how}</h2>
      <HowItWorks audience="service-providers" />
      <h2>{m.look}</h2>
      <ul>
        <li>{m.tip1}</li>
        <li>{m.tip2}</li>
        <li>{m.tip3}</li>
      </ul>
      <p className="site-cta">
        <Link className="ftc-button" to={paths.signupCaregiver}>
          {m.signUp}
        </Link>
        <Link to={paths.rbtContract}>{m.agreement}</Link>
      </p>
    </Page>
  );
}

export function ConnectPage() {
  const { connect: m } = useWords(marketingWords).m;
  return (
    <Page title={m.title} lead={m.lead}>
      <div className="site-columns">
        <div>
          <h2>{m.how}</h2>
          <ol>
            <li>{m.step1}</li>
            <li>{m.step2}</li>
            <li>{m.step3}</li>
          </ol>
          <p className="site-disclaimer-inline">{m.disclaimer}</p>
        </div>
        <RequestForm
          form="connect"
          title={m.formTitle}
          submitLabel={m.submit}
          messageLabel={m.message}
          extra={[
            {
              name: 'looking_for',
              label: m.lookingFor,
              type: 'select',
              options: [
                { value: 'nanny', label: m.nanny },
                { value: 'babysitter', label: m.babysitter },
                { value: 'occasional', label: m.occasional },
                { value: 'rbt', label: m.rbt },
                { value: 'other', label: m.somethingElse },
              ] satisfies { value: LookingFor; label: string }[],
            },
            { name: 'city', label: m.city },
          ]}
        />
      </div>
    </Page>
  );
}

export function OnboardingOccasionallyPage() {
  const { fill } = useWords(marketingWords);
  const { occasional: m } = useWords(marketingWords).m;
  const [before, after = ''] = fill(m.haveAccount).split('{link}');
  return (
    <Page title={m.title} lead={m.lead}>
      <div className="site-columns">
        <div>
          <h2>{m.start}</h2>
          <ol>
            <li>{m.step1}</li>
            <li>{m.step2}</li>
            <li>{m.step3}</li>
          </ol>
          <p>
            {before}
            <Link to={paths.login}>{m.logIn}</Link>
            {after}
          </p>
        </div>
        <RequestForm
          form="concierge"
          title={m.formTitle}
          submitLabel={m.submit}
          messageLabel={m.message}
          extra={[
            { name: 'start_date', label: m.firstDay, type: 'date' },
            {
              name: 'children',
              label: m.children,
              type: 'number',
              check: (value) => (/^(?:[1-9]|10)$/.test(value) ? undefined : m.childrenRule),
            },
          ]}
        />
      </div>
    </Page>
  );
}

export function BusinessPage() {
  const { business: m } = useWords(marketingWords).m;
  return (
    <Page title={m.title}>
      <BusinessFacts />
      <section className="site-section" aria-labelledby="partners-heading">
        <h2 id="partners-heading">{m.partners}</h2>
        <p>{m.partnersLead}</p>
        <p>
          <Link to={paths.widgets}>{m.widgets}</Link>
        </p>
        <RequestForm
          form="demo-request"
          title={m.formTitle}
          submitLabel={m.submit}
          messageLabel={m.message}
          extra={[{ name: 'organization', label: m.organization, required: true }]}
        />
      </section>
    </Page>
  );
}

export function ContactPage() {
  const { contact: m } = useWords(marketingWords).m;
  return (
    <Page title={m.title} lead={m.lead}>
      <div className="site-columns">
        <div>
          <h2>{m.otherWays}</h2>
          <p>
            {m.email} <a href="mailto:support@ftc.example">support@ftc.example</a>
            <br />
            {m.phone} <a href="tel:+15550100">+1 555 0100</a>, {m.hours}
          </p>
          <p>
            {m.faqBefore} <Link to={paths.faq}>{m.faq}</Link>.
          </p>
        </div>
        <RequestForm
          form="contact"
          title={m.formTitle}
          submitLabel={m.submit}
          extra={[{ name: 'subject', label: m.subject, required: true }]}
        />
      </div>
    </Page>
  );
}
