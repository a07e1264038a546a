import { NewsletterForm } from '../src/newsletter/newsletter-form';

/**
 * The site shell as far as the foundation goes: a home page and the newsletter footer.
 * The routed marketplace (issue 6) grows from here.
 */
export function App() {
  return (
    <>
      <header className="site-header">
        <a className="site-brand" href="/">
          FTC
        </a>
      </header>
      <main className="site-main">
        <section className="site-hero">
          <h1>Find trusted childcare</h1>
          <p>Parents meet caregivers they can rely on. Caregivers find families who need them.</p>
          <p>
            <a href="/partner.html">See the embeddable widgets on a plain partner page</a>
          </p>
        </section>
      </main>
      <footer className="site-footer">
        <section className="site-newsletter" aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading">Get childcare tips and news</h2>
          <NewsletterForm />
        </section>
        <p className="site-disclaimer">
          FTC does not employ any caregiver and is not responsible for the conduct of any user.
          Profiles, jobs, applications and messages are written by users and are not verified by
          FTC: do your own diligence before you hire or take a job.
        </p>
        <p className="site-copyright">© 2022 FTC. All rights reserved.</p>
      </footer>
    </>
  );
}
