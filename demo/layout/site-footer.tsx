import { Link } from 'react-router';
import { NewsletterForm } from '../../src/newsletter/newsletter-form';
import { paths, SOCIAL_LINKS } from '../config/paths';

/** spec §2 footer: links, four social links, the newsletter form, the disclaimer, © 2022. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-newsletter" aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading">Get childcare tips and news</h2>
          <p>One short email a month. Unsubscribe any time.</p>
          <NewsletterForm />
        </section>
        <nav className="site-footer__links" aria-label="Footer">
          <Link to={paths.business}>About Us</Link>
          <Link to={paths.subscription} state={{ new: true }}>
            Subscription
          </Link>
          <Link to={paths.blog}>Blog</Link>
          <Link to={paths.faq}>FAQ</Link>
          <Link to={paths.privacy}>Privacy Policy</Link>
        </nav>
        <ul className="site-footer__social" aria-label="FTC on social media">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
        <p className="site-disclaimer">
          FTC does not employ any caregiver and is not responsible for the conduct of any user of
          the site. Profiles, jobs, applications and messages are written by users and are not
          verified by FTC: do your own diligence before you hire or take a job.
        </p>
        <p className="site-copyright">© 2022 FTC. All rights reserved.</p>
      </div>
    </footer>
  );
}
