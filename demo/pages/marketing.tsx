import { useEffect } from 'react';
import { Link } from 'react-router';
import { BusinessFacts, HowItWorks, Videos } from '../../src/content/content-blocks';
import { RequestForm } from '../../src/forms/request-form';
import { paths } from '../config/paths';
import { Page } from './page';

export function HomePage() {
  useEffect(() => {
    document.title = 'FTC: find trusted childcare';
  }, []);
  return (
    <>
      <section className="site-hero">
        <h1>Find trusted childcare</h1>
        <p className="site-lead">
          Parents meet nannies, babysitters and therapists they can rely on. Caregivers find
          families who need them.
        </p>
        <p className="site-cta">
          <Link className="ftc-button" to={paths.signupParents}>
            I need care
          </Link>
          <Link className="ftc-button-secondary" to={paths.signupCaregiver}>
            I offer care
          </Link>
        </p>
      </section>
      <section className="site-section" aria-labelledby="how-heading">
        <h2 id="how-heading">How it works</h2>
        <HowItWorks audience="users" />
      </section>
      <section className="site-section" aria-labelledby="spotlight-heading">
        <h2 id="spotlight-heading">In the spotlight</h2>
        <Videos kind="spotlight" />
      </section>
      <section className="site-section site-teaser" aria-labelledby="plans-heading">
        <h2 id="plans-heading">Plans for every family</h2>
        <p>
          Start with Family Basic, or get background checks and priority support with Family Plus.
        </p>
        <Link className="ftc-button" to={paths.subscription} state={{ new: true }}>
          See the plans
        </Link>
      </section>
      <section className="site-section" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured videos</h2>
        <Videos kind="featured" />
      </section>
      <section className="site-section site-teaser" aria-labelledby="faq-heading">
        <h2 id="faq-heading">Questions?</h2>
        <p>How verification works, what plans include, how to stay safe: it is all in the FAQ.</p>
        <Link className="ftc-button-secondary" to={paths.faq}>
          Read the FAQ
        </Link>
      </section>
    </>
  );
}

export function ParentsPage() {
  return (
    <Page
      title="For parents"
      lead="Find a nanny, a babysitter for Saturday night, or an RBT your child can trust."
    >
      <h2>How it works for parents</h2>
      <HowItWorks audience="users" />
      <h2>Before you hire</h2>
      <ul>
        <li>Meet on a video call first, then in person, with your child present.</li>
        <li>Ask for references and call them. Ask to see certifications.</li>
        <li>Agree on hours, pay and duties in writing: our guardian contract is a good start.</li>
      </ul>
      <p className="site-disclaimer-inline">
        Profiles are written by caregivers and are not verified by FTC. Do your own checks before
        you hire.
      </p>
      <p className="site-cta">
        <Link className="ftc-button" to={paths.signupParents}>
          Sign up as a parent
        </Link>
        <Link to={paths.guardianContract}>Read the guardian contract</Link>
      </p>
    </Page>
  );
}

export function CaregiverPage() {
  return (
    <Page
      title="For caregivers"
      lead="Find families near you who need your skills, on your schedule."
    >
      <h2>How it works for caregivers</h2>
      <HowItWorks audience="service-providers" />
      <h2>What families look for</h2>
      <ul>
        <li>A complete profile with a friendly photo and your experience in your own words.</li>
        <li>Certifications such as CPR and first aid, uploaded to your account.</li>
        <li>Clear availability and rates.</li>
      </ul>
      <p className="site-cta">
        <Link className="ftc-button" to={paths.signupCaregiver}>
          Sign up as a caregiver
        </Link>
        <Link to={paths.rbtContract}>The RBT services agreement</Link>
      </p>
    </Page>
  );
}

export function ConnectPage() {
  return (
    <Page
      title="FTC Connect"
      lead="Tell us what your family needs, and a care coordinator will suggest caregivers who fit."
    >
      <div className="site-columns">
        <div>
          <h2>How FTC Connect works</h2>
          <ol>
            <li>Send us your request: the kind of care, where, and when.</li>
            <li>A coordinator calls you within one business day to understand your family.</li>
            <li>You get a short list of caregivers to meet. You decide whom to hire.</li>
          </ol>
          <p className="site-disclaimer-inline">
            FTC suggests caregivers from profiles they wrote themselves; FTC does not employ them.
            Interview and check references before you hire.
          </p>
        </div>
        <RequestForm
          form="connect"
          title="Request FTC Connect"
          submitLabel="Send my request"
          messageLabel="Tell us about your family and the care you need"
          extra={[
            {
              name: 'looking_for',
              label: 'I am looking for',
              type: 'select',
              options: [
                { value: 'nanny', label: 'A nanny' },
                { value: 'babysitter', label: 'A babysitter' },
                { value: 'occasional', label: 'Occasional care' },
                { value: 'rbt', label: 'An RBT (behavior technician)' },
                { value: 'other', label: 'Something else' },
              ],
            },
            { name: 'city', label: 'City (optional)' },
          ]}
        />
      </div>
    </Page>
  );
}

export function OnboardingOccasionallyPage() {
  return (
    <Page
      title="Occasional care"
      lead="A sitter for date night, a school holiday, or a day when plans fall through."
    >
      <div className="site-columns">
        <div>
          <h2>Getting started</h2>
          <ol>
            <li>Create your parent account and verify your mobile number.</li>
            <li>Tell us the dates and times, and how many children.</li>
            <li>Our concierge lines up available sitters; you choose and confirm.</li>
          </ol>
          <p>
            Already have an account? <Link to={paths.login}>Log in</Link> to book faster.
          </p>
        </div>
        <RequestForm
          form="concierge"
          title="Ask our concierge"
          submitLabel="Send to the concierge"
          messageLabel="When do you need care, and anything we should know?"
          extra={[
            { name: 'start_date', label: 'First day (optional)', type: 'date' },
            {
              name: 'children',
              label: 'Number of children (optional)',
              type: 'number',
              check: (value) =>
                /^(?:[1-9]|10)$/.test(value) ? undefined : 'Enter a number from 1 to 10.',
            },
          ]}
        />
      </div>
    </Page>
  );
}

export function BusinessPage() {
  return (
    <Page title="About FTC">
      <BusinessFacts />
      <section className="site-section" aria-labelledby="partners-heading">
        <h2 id="partners-heading">For employers and partners</h2>
        <p>
          Offer childcare support to your staff, or add FTC to your own site with our embeddable
          widgets.
        </p>
        <p>
          <Link to={paths.widgets}>See the widgets</Link>
        </p>
        <RequestForm
          form="demo-request"
          title="Request a demo"
          submitLabel="Request a demo"
          messageLabel="What would you like to see?"
          extra={[{ name: 'organization', label: 'Organization', required: true }]}
        />
      </section>
    </Page>
  );
}

export function ContactPage() {
  return (
    <Page
      title="Contact us"
      lead="Questions about your account, a plan or a caregiver? We answer within one business day."
    >
      <div className="site-columns">
        <div>
          <h2>Other ways to reach us</h2>
          <p>
            Email <a href="mailto:support@ftc.example">support@ftc.example</a>
            <br />
            Phone <a href="tel:+15550100">+1 555 0100</a>, Monday to Friday, 9 am to 5 pm
          </p>
          <p>
            Many answers are already in the <Link to={paths.faq}>FAQ</Link>.
          </p>
        </div>
        <RequestForm
          form="contact"
          title="Send us a message"
          submitLabel="Send message"
          extra={[{ name: 'subject', label: 'Subject', required: true }]}
        />
      </div>
    </Page>
  );
}
