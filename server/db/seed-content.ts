// Demo seed content for FTC ("Find Trusted Childcare").
// All people, companies, contact details and links in this file are fictional.

import { VERIFICATION_TEXT } from '../../src/contract/verification-values';
import { verificationFaqHtml } from './seed-verification';

export interface SeedFaq {
  audience: 'users' | 'service-providers';
  question: string;
  /** Simple HTML: <p>, <ul><li>, <strong>, <em>, <a href="/..."> only. */
  answer: string;
  position: number;
}

export interface SeedHow {
  audience: 'users' | 'service-providers';
  step: number;
  title: string;
  /** Plain text, one or two sentences. */
  body: string;
  icon: 'search' | 'shield' | 'chat' | 'calendar' | 'star' | 'card' | 'user' | 'check';
}

export interface SeedVideo {
  kind: 'spotlight' | 'featured';
  title: string;
  description: string;
  /** 11 characters; made-up ids for demo purposes. */
  youtube_id: string;
  /** '/images/videos/<slug>.jpg' */
  poster_url: string;
  duration_seconds: number;
  position: number;
}

export interface SeedStaticPage {
  slug: 'term-and-condition' | 'privacy-policy' | 'guardian-contract' | 'rbt-contract' | 'about';
  title: string;
  body_html: string;
  /** ISO date in 2026. */
  updated_at: string;
}

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  body_html: string;
  author: string;
  /** ISO datetime in 2026. */
  published_at: string;
  /** '/images/blog/<slug>.jpg' */
  cover_url: string;
  tags: string[];
}

export interface SeedSp {
  slug: string;
  full_name: string;
  headline: string;
  city: string;
  /** US two-letter state code. */
  state: string;
  years_experience: number;
  hourly_rate_cents: number;
  services: string[];
  languages: string[];
  bio: string;
  /** 4.0 to 5.0, one decimal. */
  rating: number;
  reviews_count: number;
  verified_badges: string[];
}

export interface SeedAd {
  slug: string;
  title: string;
  body: string;
  cta_label: string;
  /** Site-relative link, e.g. '/subscription' or '/connect'. */
  cta_href: string;
  audience: 'users' | 'service-providers' | 'all';
  position: number;
}

// ---------------------------------------------------------------------------
// FAQs
// ---------------------------------------------------------------------------

export const FAQS: SeedFaq[] = [
  // Parents and guardians ('users')
  {
    audience: 'users',
    position: 1,
    question: 'How do I sign up as a parent?',
    answer: `<p>Tap <strong>Sign up</strong>, choose <strong>I need care</strong>, and enter your name, email and mobile number. It takes about two minutes.</p><p>Once you are in, add a few details about your family and the kind of care you need so caregivers know what you are looking for. You can change any of it later from <a href="/account">your account</a>.</p>`,
  },
  {
    audience: 'users',
    position: 2,
    question: 'Why do you send a code to my phone?',
    answer: `<p>We text a 6-digit code to the mobile number you give us. Typing it in confirms the number is yours and helps keep fake accounts off the site.</p><ul><li>The code expires after 10 minutes.</li><li>If it does not arrive, check the number and tap <strong>Resend code</strong>.</li><li>We never ask for this code by phone, email or chat. If anyone does, do not share it.</li></ul>`,
  },
  {
    audience: 'users',
    position: 3,
    question: 'Do I need a subscription to use FTC?',
    answer: `<p>You can create an account, post what you need and browse caregiver profiles for free. A subscription lets you message caregivers, see full profiles and get faster alerts when new caregivers join near you.</p><p>See the options and prices on our <a href="/subscription">subscription page</a>.</p>`,
  },
  {
    audience: 'users',
    position: 4,
    question: 'How does billing work?',
    answer: `<p>Plans are billed in US dollars to the card you add at checkout. Monthly plans renew every month and longer plans renew at the end of their term, unless you cancel first.</p><p>You will find every order and a printable receipt for each under <a href="/dashboard/billing">Dashboard → Billing</a>, where you can also replace the card kept for renewals. Payments for care itself are agreed and made directly between you and the caregiver, not through your FTC plan.</p>`,
  },
  {
    audience: 'users',
    position: 5,
    question: 'How do I cancel my subscription?',
    answer: `<p>Open <a href="/dashboard/billing">Dashboard → Billing</a>, tap <strong>Cancel plan</strong>, then confirm with <strong>Cancel plan</strong>. The confirmation tells you the date your plan ends, and we email you the same date at once. No survey, no phone call.</p><p>Your plan stays active until the end of the period you have already paid for; it does not renew and nothing more is charged. Changed your mind? Tap <strong>Resume plan</strong> any time before that date. The period you have already paid for is not refunded, except where the law requires it.</p><p>Cancelling does not delete your account or your messages.</p>`,
  },
  {
    audience: 'users',
    position: 6,
    question: VERIFICATION_TEXT.en.faqQuestion,
    answer: verificationFaqHtml('en'),
  },
  {
    audience: 'users',
    position: 7,
    question: 'How do I use a promo code?',
    answer: `<p>On the checkout screen, tap <strong>Have a promo code?</strong>, type it in and tap <strong>Apply</strong>. The new price shows before you pay.</p><p>Codes are case-insensitive, usually cannot be combined, and may only apply to your first payment. If a code will not apply, check its expiry date in the email or post where you found it.</p>`,
  },
  {
    audience: 'users',
    position: 8,
    question: 'What is FTC Connect?',
    answer: `<p><strong>FTC Connect</strong> is our concierge option for busy families. Tell a coordinator what you need, and they will shortlist caregivers who say they match your schedule, area and budget, and help set up introductions.</p><p>Connect saves you time, but the final choice is yours, and so is the checking: please still interview, call references and run any checks you want. Learn more on the <a href="/connect">FTC Connect page</a>.</p>`,
  },
  {
    audience: 'users',
    position: 9,
    question: "Who can see my family's information?",
    answer: `<p>Caregivers can see your first name, your general area (never your street address) and the care details you choose to post. Your email, phone number and payment details stay private.</p><p>Share your address and other personal details only when you are ready, usually after you have met someone. Read our <a href="/privacy-policy">Privacy Policy</a> for the full picture.</p>`,
  },
  {
    audience: 'users',
    position: 10,
    question: 'Can I upload documents, like a care agreement?',
    answer: `<p>Yes. From a conversation, tap the paperclip to attach a PDF, JPG or PNG up to 10 MB. Many families share a written care agreement this way. You can start from our <a href="/guardian-contract">sample guardian agreement</a>.</p><p>Only upload what the other person needs to see, and avoid sending full Social Security numbers or bank details through messages.</p>`,
  },

  // Caregivers ('service-providers')
  {
    audience: 'service-providers',
    position: 1,
    question: 'How do I sign up as a caregiver?',
    answer: `<p>Tap <strong>Sign up</strong>, choose <strong>I provide care</strong>, and enter your name, email and mobile number. Then build your profile: a clear photo, the services you offer, your rate, your availability and a short introduction.</p><p>Profiles with a photo and a friendly, specific bio get far more messages from families.</p>`,
  },
  {
    audience: 'service-providers',
    position: 2,
    question: 'Why do I need to verify my mobile number?',
    answer: `<p>We text you a 6-digit code when you sign up and sometimes when you log in from a new device. Entering it confirms the phone is yours and protects your account.</p><p>The code expires after 10 minutes. FTC staff will never ask you to read it out or forward it.</p>`,
  },
  {
    audience: 'service-providers',
    position: 3,
    question: 'What do caregiver plans include?',
    answer: `<p>With a free account you can create a profile and be found by families. A caregiver plan lets you reply to any family, apply to unlimited jobs and appear higher in search results near you.</p><p>Compare plans on the <a href="/subscription">subscription page</a>. Plans are billed in US dollars and renew automatically until you cancel.</p>`,
  },
  {
    audience: 'service-providers',
    position: 4,
    question: 'How do I cancel or change my plan?',
    answer: `<p>Open <a href="/dashboard/billing">Dashboard → Billing</a>. To cancel, tap <strong>Cancel plan</strong> and confirm with <strong>Cancel plan</strong>: you keep your paid features until the end of the period you have already paid for, the plan does not renew, and you can tap <strong>Resume plan</strong> any time before then. The period already paid for is not refunded, except where the law requires it.</p><p>To switch, tap <strong>Change plan</strong>: a cheaper plan starts when your current period ends, with nothing charged now; a dearer one starts once you pay the difference for the rest of the current period.</p>`,
  },
  {
    audience: 'service-providers',
    position: 5,
    question: 'How do I stay safe when meeting a new family?',
    answer: `<p>Family profiles and job posts are written by the families themselves and are not verified by FTC. Trust your instincts and take simple steps:</p><ul><li>Have a video call before you visit a home.</li><li>Tell a friend where you are going and when you expect to be done.</li><li>Agree on pay, hours and duties in writing before the first shift.</li><li>Never pay a family to get a job, and never cash a check for more than you are owed.</li></ul><p>If something feels wrong, report the profile from the three-dot menu.</p>`,
  },
  {
    audience: 'service-providers',
    position: 6,
    question: 'How do I add certificates and other documents?',
    answer: `<p>Go to <strong>Profile</strong> and then <strong>Documents</strong>. You can upload PDF, JPG or PNG files up to 10 MB each, such as a CPR card, first aid certificate, RBT credential or a reference letter.</p><p>FTC staff review an ID, a background check report or a first aid or CPR certificate and grant the matching badge; your other documents are shown as you uploaded them. Families may still ask to see originals. That is normal and a good sign they are careful.</p>`,
  },
  {
    audience: 'service-providers',
    position: 7,
    question: 'Can I use a promo code on a caregiver plan?',
    answer: `<p>Yes. At checkout, tap <strong>Have a promo code?</strong>, enter the code and tap <strong>Apply</strong>. You will see the discounted price before paying.</p><p>Most codes work once per account and cannot be combined with other offers.</p>`,
  },
  {
    audience: 'service-providers',
    position: 8,
    question: 'What is FTC Connect for caregivers?',
    answer: `<p>When families use <strong>FTC Connect</strong>, a coordinator looks for caregivers whose profiles match what the family asked for. Keep your availability, rate and services up to date so you can be included in those shortlists.</p><p>Being introduced through Connect is not a job offer. You and the family still agree on everything directly. See the <a href="/connect">FTC Connect page</a> for details.</p>`,
  },
];

// ---------------------------------------------------------------------------
// How it works
// ---------------------------------------------------------------------------

export const HOWS: SeedHow[] = [
  {
    audience: 'users',
    step: 1,
    title: 'Tell us what you need',
    body: 'Sign up, verify your phone with a quick code, and describe the care you are looking for. Nanny, sitter, occasional care or an RBT: it takes a couple of minutes.',
    icon: 'user',
  },
  {
    audience: 'users',
    step: 2,
    title: 'Browse caregivers near you',
    body: 'Search by area, schedule, rate and services, and read what each caregiver says about themselves. Save the ones you like to a shortlist.',
    icon: 'search',
  },
  {
    audience: 'users',
    step: 3,
    title: 'Message and meet',
    body: 'Chat in the app, then set up a call or a meeting. Ask questions, check references and take your time.',
    icon: 'chat',
  },
  {
    audience: 'users',
    step: 4,
    title: 'Do your checks, then book',
    body: 'FTC checks the mobile number and, for the badges, the documents its staff reviewed; everything else is written by each caregiver. Check references and originals yourself. When you are confident, agree on terms and start with a trial shift.',
    icon: 'shield',
  },
  {
    audience: 'service-providers',
    step: 1,
    title: 'Create your profile',
    body: 'Sign up, verify your phone, and add a photo, your services, your rate and a short, friendly introduction.',
    icon: 'user',
  },
  {
    audience: 'service-providers',
    step: 2,
    title: 'Show your experience',
    body: 'Upload certificates like CPR or RBT credentials and add references. Families can see what you have shared.',
    icon: 'check',
  },
  {
    audience: 'service-providers',
    step: 3,
    title: 'Set your availability',
    body: 'Mark the days and hours you can work so families only reach out when the timing fits.',
    icon: 'calendar',
  },
  {
    audience: 'service-providers',
    step: 4,
    title: 'Connect with families',
    body: 'Reply to messages, apply to jobs near you and agree on terms directly with each family. Great work earns great reviews.',
    icon: 'star',
  },
];

// ---------------------------------------------------------------------------
// Videos
// ---------------------------------------------------------------------------

export const VIDEOS: SeedVideo[] = [
  {
    kind: 'spotlight',
    title: 'Meet Rosa: ten years of nannying in Austin',
    description:
      'Rosa shares how she builds trust with new families, why she always asks for a trial day, and the one question she wishes every parent asked her.',
    youtube_id: 'q7Rk2mVx9Lw',
    poster_url: '/images/videos/meet-rosa-austin-nanny.jpg',
    duration_seconds: 184,
    position: 1,
  },
  {
    kind: 'spotlight',
    title: "Jordan's story: from sitter to RBT",
    description:
      'Jordan started babysitting in college and now works as a Registered Behavior Technician. Hear what the training was like and what families should ask an RBT.',
    youtube_id: 'Hc4tW8nPz1E',
    poster_url: '/images/videos/jordan-sitter-to-rbt.jpg',
    duration_seconds: 227,
    position: 2,
  },
  {
    kind: 'spotlight',
    title: 'The Okafor family finds after-school care',
    description:
      'Two working parents, three kids, one very full calendar. The Okafors talk through how they interviewed, checked references and planned a trial week.',
    youtube_id: 'bN3xLq6Yt0s',
    poster_url: '/images/videos/okafor-family-after-school.jpg',
    duration_seconds: 196,
    position: 3,
  },
  {
    kind: 'featured',
    title: 'How FTC works in two minutes',
    description:
      'A quick tour for parents and caregivers: signing up, verifying your phone, searching, messaging and choosing a plan.',
    youtube_id: 'Zp8vK1rMe4Q',
    poster_url: '/images/videos/how-ftc-works.jpg',
    duration_seconds: 128,
    position: 1,
  },
  {
    kind: 'featured',
    title: '10 questions to ask before you hire a sitter',
    description:
      'Practical questions about experience, emergencies, discipline and screen time, plus what good answers tend to sound like.',
    youtube_id: 'mT5cR9wJf2U',
    poster_url: '/images/videos/ten-questions-before-hiring.jpg',
    duration_seconds: 312,
    position: 2,
  },
  {
    kind: 'featured',
    title: 'Doing your own diligence: a safety walkthrough',
    description:
      'Profiles on FTC are written by users. This walkthrough shows how to check references, confirm certificates and plan a safe first meeting.',
    youtube_id: 'xA2gY7hDn6k',
    poster_url: '/images/videos/safety-walkthrough.jpg',
    duration_seconds: 265,
    position: 3,
  },
  {
    kind: 'featured',
    title: 'Building a caregiver profile families notice',
    description:
      'Photo tips, how to write a bio that sounds like you, and how to set a rate you feel good about.',
    youtube_id: 'Ke9sV3pLb8o',
    poster_url: '/images/videos/caregiver-profile-tips.jpg',
    duration_seconds: 241,
    position: 4,
  },
];

// ---------------------------------------------------------------------------
// Static pages
// ---------------------------------------------------------------------------

const TERMS_HTML = `<p><em>This page is demo content for a sample product and is not a real legal agreement.</em></p>
<h2>1. About these Terms</h2>
<p>These Terms of Service ("Terms") govern your use of the FTC website, mobile experience and related services (together, the "Service"), operated by Find Trusted Childcare, Inc. ("FTC", "we", "us"). By creating an account or using the Service, you agree to these Terms and to our <a href="/privacy-policy">Privacy Policy</a>. If you do not agree, please do not use the Service.</p>
<h2>2. What FTC is, and what it is not</h2>
<p>FTC is an online marketplace that helps parents and guardians ("Families") and independent caregivers, including nannies, babysitters, occasional care providers and Registered Behavior Technicians ("Caregivers"), find and contact each other.</p>
<ul>
<li>FTC does not employ any Caregiver, and Caregivers are not our agents or contractors.</li>
<li>FTC does not provide childcare, behavior therapy or any other care service.</li>
<li>FTC is not a party to any agreement between a Family and a Caregiver, and does not set, collect or guarantee pay for care.</li>
<li>FTC is not responsible for the conduct of any user, online or offline.</li>
</ul>
<h2>3. User content is not verified</h2>
<p>Profiles, job posts, applications, messages, reviews, badges and uploaded documents are submitted by users. FTC does not verify identity, qualifications, licenses, certifications, background checks, references or any other statement made by a user, unless we say so clearly for a specific feature. The exception is the verification badges: "Mobile verified" means the user entered a code we sent to that number, and the ID, background check and first aid badges mean FTC staff reviewed a document the user uploaded. A badge is not a recommendation or a guarantee.</p>
<p>You are solely responsible for deciding whom to meet, hire or work for. Before any care begins, you should do your own diligence, which may include interviewing in person, checking government-issued ID, calling references, confirming certificates with the issuing body and obtaining a background check through a reputable provider.</p>
<h2>4. Eligibility and accounts</h2>
<ul>
<li>You must be at least 18 years old and able to form a binding contract.</li>
<li>You must give accurate information and keep it up to date.</li>
<li>You must verify a mobile number you control. We use one-time codes to confirm it and to protect your account.</li>
<li>You are responsible for activity under your account. Keep your password and codes private and tell us promptly if you suspect misuse.</li>
</ul>
<h2>5. Subscriptions, billing and cancellation</h2>
<p>Some features require a paid subscription. Prices, plan features and billing periods are shown before you pay. By subscribing, you authorize us and our payment processor to charge your payment method at the start of each billing period until you cancel.</p>
<ul>
<li><strong>Automatic renewal.</strong> Plans renew automatically at the then-current price. We will tell you in advance of any price change.</li>
<li><strong>Cancellation.</strong> You may cancel at any time from your account. Cancellation takes effect at the end of the current billing period, and you keep access until then.</li>
<li><strong>Refunds.</strong> Except where required by law, payments are non-refundable and we do not give credits for partial periods.</li>
<li><strong>Promo codes.</strong> Promotional codes have no cash value, may carry their own conditions and may be withdrawn at any time.</li>
<li><strong>FTC Connect.</strong> Concierge services are offered on the terms shown when you purchase them. An introduction is not a recommendation or a guarantee of suitability.</li>
</ul>
<h2>6. Acceptable use</h2>
<p>You agree not to:</p>
<ul>
<li>post false, misleading or impersonating content;</li>
<li>harass, threaten, discriminate against or exploit anyone;</li>
<li>use the Service to solicit money, send spam or run scams;</li>
<li>collect other users' data, scrape the Service or interfere with its operation;</li>
<li>upload content you do not have the right to share, or that contains malware.</li>
</ul>
<p>We may remove content or suspend accounts that we believe break these Terms or put others at risk, but we are not obliged to monitor content.</p>
<h2>7. Your content</h2>
<p>You keep ownership of content you submit. You grant FTC a non-exclusive, worldwide, royalty-free license to host, display and adapt it as needed to operate and promote the Service. You confirm you have the rights needed to grant this license.</p>
<h2>8. Disclaimers</h2>
<p>The Service is provided "as is" and "as available". To the fullest extent permitted by law, FTC disclaims all warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement. We do not warrant that any user is who they claim to be or that any care arrangement will be safe or satisfactory.</p>
<h2>9. Limitation of liability</h2>
<p>To the fullest extent permitted by law, FTC will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss arising from interactions between users. Our total liability for any claim relating to the Service is limited to the amount you paid us in the twelve months before the claim.</p>
<h2>10. Disputes and governing law</h2>
<p>These Terms are governed by the laws of the State of Delaware, without regard to conflict-of-law rules. Before filing any claim, you agree to contact us so we can try to resolve it informally. Nothing in these Terms limits rights you have under consumer protection laws that cannot be waived.</p>
<h2>11. Changes and contact</h2>
<p>We may update these Terms from time to time. If a change is material, we will notify you by email or in the app before it takes effect. Questions? Write to us through the <a href="/contact">contact page</a>.</p>`;

const PRIVACY_HTML = `<p><em>This page is demo content for a sample product and is not a real privacy notice.</em></p>
<h2>Who we are</h2>
<p>This Privacy Policy explains how Find Trusted Childcare, Inc. ("FTC", "we", "us") collects, uses and shares personal information when you use our website and services (the "Service"). It applies to parents and guardians, caregivers and visitors.</p>
<h2>Information we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, email address, mobile number, password (stored in hashed form) and whether you are a family or a caregiver.</li>
<li><strong>Profile and job content:</strong> photos, bios, services, rates, availability, general location, job posts and any documents you choose to upload.</li>
<li><strong>Messages:</strong> the content of conversations on the Service, including attachments.</li>
<li><strong>Payment information:</strong> plan, billing history and limited card details. Full card numbers are handled by our payment processor and never stored by us.</li>
<li><strong>Device and usage data:</strong> IP address, browser type, pages visited, approximate location and cookies, as described below.</li>
</ul>
<h2>How we use it</h2>
<ul>
<li>to create and secure your account, including sending one-time verification codes by text message;</li>
<li>to show your profile or job post to other users and help you find matches;</li>
<li>to process subscriptions, promo codes and FTC Connect requests;</li>
<li>to send service messages, such as receipts and security alerts, and, with your consent, marketing you can opt out of at any time;</li>
<li>to detect fraud, enforce our <a href="/term-and-condition">Terms</a> and keep the community safe;</li>
<li>to understand how the Service is used and improve it.</li>
</ul>
<h2>What other users can see</h2>
<p>Families and caregivers see profile information you choose to publish, such as your first name, photo, general area and services. We do not show your email, phone number, street address or payment details to other users. Anything you send in a message can be read, saved or shared by the person who receives it, so please share personal details with care.</p>
<h2>How we share information</h2>
<p>We do not sell your personal information. We share it only:</p>
<ul>
<li>with service providers who help us run the Service, such as hosting, text messaging, email and payment processing, under contracts that limit their use of your data;</li>
<li>with FTC Connect coordinators when you ask for concierge help;</li>
<li>when required by law, or to protect the rights, property or safety of our users or others;</li>
<li>as part of a merger, acquisition or sale of assets, with notice to you.</li>
</ul>
<h2>Cookies</h2>
<p>We use essential cookies to keep you logged in and secure, and optional analytics cookies to understand usage. You can manage optional cookies in your browser or in our cookie settings.</p>
<h2>How long we keep it</h2>
<p>We keep account information while your account is open. When you close your account, we delete or anonymize your information within 90 days, except where we must keep records for legal, tax, fraud-prevention or dispute purposes.</p>
<h2>Security</h2>
<p>We use encryption in transit, hashed passwords, access controls and phone verification to protect your information. No system is perfectly secure, so please use a strong, unique password and never share your verification codes.</p>
<h2>Children</h2>
<p>The Service is for adults aged 18 and over. We do not knowingly collect personal information from children. Families may describe their children's care needs; please share only what a caregiver needs to know and avoid full names, photos or medical details until you have met in person.</p>
<h2>Your choices and rights</h2>
<p>You can view and update most of your information in <a href="/account">your account</a>. Depending on where you live, including California and other US states with privacy laws, you may have the right to access, correct, delete or get a copy of your personal information, and to opt out of certain uses. We will not discriminate against you for exercising these rights. To make a request, use the <a href="/contact">contact page</a>.</p>
<h2>Changes</h2>
<p>If we make material changes to this policy, we will tell you by email or in the app before they take effect.</p>`;

const GUARDIAN_CONTRACT_HTML = `<p>This sample agreement is a starting point for a parent or guardian and a caregiver who met through FTC. It is not legal advice. Change it to fit your situation, and consider having a lawyer review it. FTC is not a party to this agreement.</p>
<h2>1. The parties</h2>
<p>This Care Agreement is between the parent or legal guardian named below ("Guardian") and the caregiver named below ("Caregiver"). The parties met through the FTC marketplace. Both parties understand that FTC does not employ the Caregiver, has not verified either party's information, and is not responsible for the care provided or for either party's conduct.</p>
<ul>
<li>Guardian name, address and phone</li>
<li>Caregiver name, address and phone</li>
<li>Child or children in care, with ages</li>
</ul>
<h2>2. Start date, schedule and trial period</h2>
<p>Care begins on the agreed start date. The regular schedule is written out by day and time. The first two weeks are a trial period, during which either party may end the arrangement with 24 hours' notice.</p>
<h2>3. Duties</h2>
<p>The Caregiver will provide attentive, safe care and may also agree to:</p>
<ul>
<li>prepare simple meals and snacks that follow the family's food and allergy rules;</li>
<li>help with homework, play, outings and bedtime routines;</li>
<li>do light tidying related to the children, such as dishes, toys and kids' laundry;</li>
<li>drive the children, only if agreed in writing, using the vehicle, car seats and insurance the parties have confirmed.</li>
</ul>
<p>Any duties not listed here should be agreed in writing before they begin.</p>
<h2>4. Pay and expenses</h2>
<ul>
<li>Hourly rate, and overtime rate for hours beyond the agreed schedule.</li>
<li>Pay day and method, for example weekly by bank transfer.</li>
<li>Guaranteed hours, if any, when the Guardian cancels at short notice.</li>
<li>Reimbursement for approved expenses such as outings and mileage, with receipts.</li>
</ul>
<p>The Guardian is responsible for understanding and meeting any employer obligations under federal, state and local law, such as taxes, minimum wage, overtime and workers' compensation. Pay is arranged directly between the parties, not through FTC.</p>
<h2>5. Time off and cancellations</h2>
<p>The parties agree on paid holidays, paid time off and sick days, and how much notice each will give for planned absences. If either party cancels a shift with less than the agreed notice, the cancellation terms above apply.</p>
<h2>6. Health, safety and emergencies</h2>
<ul>
<li>The Guardian will share allergies, medications, medical conditions and emergency contacts in writing.</li>
<li>The Caregiver will give medication only with written instructions.</li>
<li>In an emergency, the Caregiver will call 911 first, then the Guardian.</li>
<li>The Guardian will sign a medical consent form if they wish the Caregiver to be able to authorize urgent treatment.</li>
</ul>
<h2>7. House rules</h2>
<p>The parties agree on screen time, discipline (which must never be physical), visitors, phone use during care, photos and social media. The Caregiver will not post photos of the children or share the family's details online without written permission.</p>
<h2>8. Privacy and confidentiality</h2>
<p>The Caregiver will keep the family's personal, medical and financial information private during and after the arrangement. The Guardian will tell the Caregiver about any cameras in the home.</p>
<h2>9. Diligence</h2>
<p>Each party confirms they have done the checks they consider necessary before signing, such as checking ID, references, certificates and background checks, and that they are not relying on FTC for any of these.</p>
<h2>10. Reviews and ending the agreement</h2>
<p>The parties will check in after the first month and then every few months. After the trial period, either party may end this agreement with two weeks' written notice, or immediately in case of serious misconduct or a safety concern.</p>
<h2>11. Signatures</h2>
<p>Both parties sign and date the agreement and keep a copy. Changes must be made in writing and signed by both parties.</p>`;

const RBT_CONTRACT_HTML = `<p>This sample agreement is for families arranging services with a Registered Behavior Technician (RBT) they found through FTC. It is not legal or clinical advice, and FTC is not a party to it. Please adapt it with your supervising provider and, if you wish, a lawyer.</p>
<h2>1. The parties and the role of FTC</h2>
<p>This agreement is between the parent or legal guardian ("Guardian") and the Registered Behavior Technician named below ("RBT"). The RBT works under the supervision of a Board Certified Behavior Analyst ("Supervisor"). FTC is a marketplace only: it does not employ, supervise or credential the RBT, has not verified the RBT's certification, and is not responsible for the services provided.</p>
<h2>2. Credentials and supervision</h2>
<ul>
<li>The RBT confirms they hold a current RBT credential and will give the Guardian their certification number so it can be checked on the certifying board's public registry.</li>
<li>The RBT confirms the name and contact details of their Supervisor, who designs and oversees the treatment plan.</li>
<li>The RBT will tell the Guardian promptly if their credential lapses, is suspended, or if their supervisor changes.</li>
<li>The RBT will deliver services only as directed by the Supervisor and within the RBT scope of practice.</li>
</ul>
<h2>3. Services</h2>
<p>The RBT will carry out the behavior intervention plan written by the Supervisor. Services may include skill-building sessions, data collection, and supporting the child's routines at home or in the community. The RBT will not design or change treatment goals, diagnose, or give clinical advice outside the plan.</p>
<h2>4. Schedule and location</h2>
<ul>
<li>Session days, times and expected length</li>
<li>Session location, such as the family home, a park or another agreed setting</li>
<li>Whether a Guardian or another adult will be present during sessions</li>
</ul>
<h2>5. Fees, billing and insurance</h2>
<p>The parties agree on the session rate, how and when it is paid, and whether services will be billed to health insurance through the supervising provider. If insurance is used, the Guardian understands that coverage, authorization and co-pays are between the Guardian, the insurer and the provider. FTC does not process or guarantee any payment for services.</p>
<h2>6. Cancellations</h2>
<p>Either party will give at least 24 hours' notice to cancel a session, except in case of illness or emergency. The parties agree on whether late cancellations are charged.</p>
<h2>7. Safety, health and emergencies</h2>
<ul>
<li>The Guardian will share relevant medical information, allergies, medications and emergency contacts in writing.</li>
<li>The RBT will follow the crisis or safety plan written by the Supervisor and will never use restraint or seclusion unless it is part of that plan and they are trained to do so.</li>
<li>In an emergency, the RBT will call 911, then the Guardian, then the Supervisor.</li>
</ul>
<h2>8. Records and confidentiality</h2>
<p>Session notes and data belong to the child's treatment record held by the supervising provider. The RBT will protect the child's health information as required by applicable law, including HIPAA where it applies, and will not share photos, videos or details of the child without written consent.</p>
<h2>9. Communication</h2>
<p>The RBT will give a short update after each session. Questions about goals or progress will be directed to the Supervisor. The parties agree on the best way to reach each other and expected response times.</p>
<h2>10. Guardian's diligence</h2>
<p>The Guardian confirms they have checked the RBT's credential on the public registry, spoken with the Supervisor, and done any other checks they consider necessary, and that they are not relying on FTC to verify the RBT.</p>
<h2>11. Ending the agreement</h2>
<p>Either party may end this agreement with 14 days' written notice, or immediately for a safety concern or serious misconduct. The RBT and Supervisor will help plan a respectful transition for the child where possible.</p>
<h2>12. Signatures</h2>
<p>The Guardian, the RBT and, where applicable, the Supervisor sign and date this agreement. Each keeps a copy.</p>`;

const ABOUT_HTML = `<h2>Our mission</h2>
<p>Find Trusted Childcare, or FTC, exists to make finding care less stressful for families and finding good work more straightforward for caregivers. We believe every parent deserves time to choose carefully, and every caregiver deserves to be seen for the skill and heart they bring.</p>
<p>We started FTC in 2022 after watching friends juggle group chats, flyers and word of mouth to find a sitter for a Tuesday evening, or a nanny for a newborn, or a behavior technician for a child with autism. The options were scattered and the information was thin. We wanted one calm, clear place where families and caregivers could meet, talk and decide for themselves.</p>
<h2>How FTC works</h2>
<ul>
<li><strong>Families</strong> sign up, verify their phone number, and describe the care they need: a full-time nanny, a regular babysitter, occasional care or a Registered Behavior Technician.</li>
<li><strong>Caregivers</strong> build a profile with their experience, services, rates, availability and any certificates they want to share.</li>
<li>Both sides search, message and meet. Subscription plans unlock messaging and extra features, and <a href="/connect">FTC Connect</a> offers a concierge coordinator for families who want help with the shortlist.</li>
<li>When a family and a caregiver decide to work together, they agree on the terms directly. Our <a href="/guardian-contract">sample care agreement</a> and <a href="/rbt-contract">sample RBT agreement</a> can help.</li>
</ul>
<h2>What we do, and what we do not do</h2>
<p>We want to be clear about this, because it matters when children are involved.</p>
<ul>
<li>FTC is a marketplace. We do not employ any caregiver, and caregivers are not our staff or agents.</li>
<li>Profiles, job posts, applications, documents and messages are written and uploaded by users. We do not verify them, except what the verification badges say: a mobile number confirmed with a code, and an ID, background check or first aid certificate reviewed by FTC staff.</li>
<li>We are not responsible for the conduct of any user, on the site or off it.</li>
<li>Every family and every caregiver must do their own diligence: meet in person, check ID, call references, confirm certificates and run any background checks they feel are right.</li>
</ul>
<p>What we do is build tools that make those steps easier: phone verification on every account, clear profiles, private messaging, reporting tools, and practical guides on our <a href="/blog">blog</a>.</p>
<h2>Who we serve</h2>
<p>We serve busy parents and guardians looking for dependable care, and independent caregivers building their own careers: nannies, babysitters, occasional care providers and RBTs. Many of our caregivers are students, parents themselves, career nannies or therapists-in-training. What they share is a real commitment to the children in their care.</p>
<h2>Our promise</h2>
<p>We will keep FTC honest, simple and respectful. We will tell you plainly what we check and what we do not. We will protect your information, never sell it, and make it easy to cancel a plan. And we will keep listening: if something could be better, tell us through the <a href="/contact">contact page</a>. We read every message.</p>`;

export const STATIC_PAGES: SeedStaticPage[] = [
  {
    slug: 'term-and-condition',
    title: 'Terms of Service',
    body_html: TERMS_HTML,
    updated_at: '2026-01-15',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    body_html: PRIVACY_HTML,
    updated_at: '2026-01-15',
  },
  {
    slug: 'guardian-contract',
    title: 'Sample Care Agreement: Parent or Guardian and Caregiver',
    body_html: GUARDIAN_CONTRACT_HTML,
    updated_at: '2026-02-03',
  },
  {
    slug: 'rbt-contract',
    title: 'Sample Agreement for Registered Behavior Technician Services',
    body_html: RBT_CONTRACT_HTML,
    updated_at: '2026-02-03',
  },
  {
    slug: 'about',
    title: 'About FTC',
    body_html: ABOUT_HTML,
    updated_at: '2026-01-08',
  },
];

// ---------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------

export const BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'how-to-interview-a-nanny',
    title: 'How to Interview a Nanny: Questions That Actually Help',
    excerpt:
      'A good interview is a conversation, not a quiz. Here are the questions that reveal how a nanny really thinks, and the checks to do afterward.',
    author: 'Dana Whitfield',
    published_at: '2026-01-12T14:00:00Z',
    cover_url: '/images/blog/how-to-interview-a-nanny.jpg',
    tags: ['parents', 'nannies', 'hiring', 'safety'],
    body_html: `<p>You have read the profiles, swapped a few messages and found someone who looks promising. Now comes the interview. It is your best chance to learn how a nanny thinks, and for them to decide whether your family is a good fit too.</p>
<h2>Before the interview</h2>
<ul>
<li>Re-read their profile and note anything you want to ask about, like gaps in work history or specific certificates.</li>
<li>Start with a 15-minute video call. If it goes well, invite them to meet in person.</li>
<li>Plan for your child to be there for part of the in-person meeting. How they connect matters.</li>
</ul>
<h2>Questions worth asking</h2>
<p>Skip the yes-or-no questions. Ask for stories instead. People describe what they actually did far more honestly than what they would do.</p>
<ul>
<li>"Tell me about a family you worked with for a long time. What made it work?"</li>
<li>"Describe a time a child in your care got hurt or sick. What did you do, step by step?"</li>
<li>"How do you handle a toddler who will not stop hitting?"</li>
<li>"What does a good day look like for a four-year-old, from your point of view?"</li>
<li>"How do you like parents to give you feedback?"</li>
<li>"What would make you leave a job?"</li>
</ul>
<p>Listen for warmth, specifics and calm. A great answer often includes what they learned, not just what they did.</p>
<h2>Talk about the practical stuff</h2>
<p>Be upfront about the schedule, the pay, guaranteed hours, paid time off, driving, and any house rules on screens, food or visitors. Surprises later are what usually end a good match. If you are both still keen, put it in writing. Our <a href="/guardian-contract">sample care agreement</a> is a good place to start.</p>
<h2>After the interview: do your own checks</h2>
<p>Everything on an FTC profile is written by the caregiver, and FTC does not verify it. That is not unusual for a marketplace, but it does mean the checking is up to you.</p>
<ul>
<li>Call at least two references yourself. Ask what the nanny was like on a hard day.</li>
<li>Look at government-issued ID and make sure the name matches the certificates they show you.</li>
<li>Confirm CPR and first aid certificates with the organization that issued them.</li>
<li>Consider a background check through a reputable provider, with the nanny's written consent.</li>
</ul>
<h2>Finish with a paid trial</h2>
<p>A paid trial day or two, while you are home or nearby, tells you more than any interview. Watch how they settle in, then ask your child what they thought. Trust what you see, and take your time.</p>`,
  },
  {
    slug: 'first-week-with-a-new-sitter',
    title: 'Your First Week With a New Sitter: A Calm Start for Everyone',
    excerpt:
      'The first week sets the tone. A little preparation helps your child, your sitter and you feel settled faster.',
    author: 'Marcus Bell',
    published_at: '2026-01-26T15:30:00Z',
    cover_url: '/images/blog/first-week-with-a-new-sitter.jpg',
    tags: ['parents', 'babysitters', 'routines'],
    body_html: `<p>You found a sitter you like and did your checks. Now the real work begins: helping everyone get comfortable. A smooth first week does not need to be perfect. It just needs to be clear.</p>
<h2>Before day one</h2>
<ul>
<li>Write a one-page house guide: Wi-Fi, where the first aid kit is, how the door locks, which snacks are fine and which are not.</li>
<li>List allergies, medications and emergency contacts on paper and on the fridge.</li>
<li>Show your sitter where the car seats, spare clothes and favorite comfort toys are.</li>
<li>Tell your child who is coming, using the sitter's name and a photo if you have one.</li>
</ul>
<h2>Day one: overlap if you can</h2>
<p>If possible, stay home for the first hour or two. Let the sitter lead while you are nearby. Children often settle faster when they see their parent is relaxed around the new person. Keep your goodbye short and warm, and then actually leave. Lingering at the door usually makes it harder.</p>
<h2>Keep routines steady</h2>
<p>New people are easier to accept when everything else feels the same. Share your child's usual routine, including naps, meals and the bedtime order. If your child is used to two books and a song, your sitter should know that.</p>
<h2>Agree on check-ins</h2>
<p>Decide together how often you want updates in the first week. A quick text after drop-off and a photo at lunch is plenty for most families. Tell your sitter if you have cameras in the home. It is a matter of trust and, in many states, of law.</p>
<h2>End-of-day chats</h2>
<p>Take five minutes at pick-up each day to ask how it went. Ask open questions, like "What was tricky today?" Share one thing that went well, too. Small, regular feedback is far easier than one big conversation later.</p>
<h2>Listen to your child</h2>
<p>Some tears in the first week are normal, especially for toddlers. But pay attention to changes that last: trouble sleeping, fear of the sitter, or stories that do not add up. You know your child best. If something feels off, act on it.</p>
<h2>Review at the end of the week</h2>
<p>Sit down together for a short, honest review. What is working? What needs to change? If you both want to continue, this is a good time to sign a written agreement. If not, end it kindly and return to your shortlist. There is no shame in a match that does not fit.</p>`,
  },
  {
    slug: 'what-to-include-in-a-care-agreement',
    title: 'What to Include in a Care Agreement (and Why It Protects You Both)',
    excerpt:
      'A written agreement is not about distrust. It is about making sure everyone remembers the same deal. Here is what to put in it.',
    author: 'Priya Natarajan',
    published_at: '2026-02-09T13:00:00Z',
    cover_url: '/images/blog/what-to-include-in-a-care-agreement.jpg',
    tags: ['parents', 'caregivers', 'agreements'],
    body_html: `<p>Most disagreements between families and caregivers are not about big things. They are about small things nobody wrote down: who pays for the zoo trip, whether a late cancellation still gets paid, or what happens on snow days. A simple written agreement prevents most of them.</p>
<h2>The basics</h2>
<ul>
<li>Both names and contact details, and the children in care.</li>
<li>The start date and a trial period, often two weeks.</li>
<li>The regular schedule, written out by day and time.</li>
</ul>
<h2>Pay, clearly</h2>
<ul>
<li>Hourly rate, and the overtime rate.</li>
<li>Guaranteed hours, meaning pay the caregiver receives even if the family cancels.</li>
<li>Pay day and method.</li>
<li>How expenses and mileage are reimbursed.</li>
</ul>
<p>Families who hire a regular nanny may have employer responsibilities such as taxes and minimum wage rules. These vary by state, so check the rules where you live or talk to a tax professional.</p>
<h2>Duties</h2>
<p>List what care includes: meals, homework help, outings, bath and bedtime. Then list any extras, such as kids' laundry or driving. If driving is included, agree on whose car, which car seats and what insurance covers it.</p>
<h2>Time off and sick days</h2>
<p>Write down paid holidays, vacation days and sick days for the caregiver, and what happens when the family travels. Also agree on what happens when a child is sick: does care continue, or is the day cancelled and paid?</p>
<h2>Health and emergencies</h2>
<ul>
<li>Allergies, medications and how they are given.</li>
<li>Emergency contacts and the nearest urgent care.</li>
<li>A signed medical consent form, if you want your caregiver to be able to act in an emergency.</li>
</ul>
<h2>House rules</h2>
<p>Screen time, discipline, visitors, phone use, photos and social media. Be specific. "Limited screen time" means different things to different people. "Thirty minutes after lunch" does not.</p>
<h2>Privacy and cameras</h2>
<p>Agree that family details stay private. If there are cameras in the home, say so in writing.</p>
<h2>Reviews and ending the agreement</h2>
<p>Set a check-in after the first month, then every few months. Agree on notice, usually two weeks, and what counts as a reason to end things immediately, such as a safety concern.</p>
<h2>Get started</h2>
<p>You do not need to write it from scratch. Start with our <a href="/guardian-contract">sample care agreement</a>, or the <a href="/rbt-contract">sample RBT agreement</a> for behavior therapy. Change it to fit your family, sign it, and each keep a copy. FTC is not a party to your agreement, so it is worth getting it right between the two of you.</p>`,
  },
  {
    slug: 'cpr-basics-for-parents-and-caregivers',
    title: 'CPR Basics for Parents and Caregivers: What to Know and Where to Learn',
    excerpt:
      'A short overview of infant and child CPR, why hands-on training matters, and how to keep your skills fresh.',
    author: 'Dr. Elaine Porter',
    published_at: '2026-02-23T16:00:00Z',
    cover_url: '/images/blog/cpr-basics-for-parents-and-caregivers.jpg',
    tags: ['safety', 'parents', 'caregivers', 'cpr'],
    body_html: `<p>Most of us hope we never need CPR. But if a child stops breathing, the minutes before help arrives matter enormously. Knowing the basics, and practicing them, is one of the best things any parent or caregiver can do.</p>
<p><strong>Please note:</strong> this article is a general overview, not a substitute for a certified course. Guidelines are updated from time to time, so learn from a current, hands-on class.</p>
<h2>First, call for help</h2>
<ul>
<li>Check if the child responds. Tap them and shout their name.</li>
<li>If they do not respond and are not breathing normally, shout for help and call 911. Put the phone on speaker.</li>
<li>If you are alone with no phone, give about two minutes of CPR first, then call.</li>
</ul>
<p>The dispatcher can coach you through every step. Stay on the line.</p>
<h2>How infant and child CPR differs</h2>
<ul>
<li><strong>Infants (under 1):</strong> compressions are given with two fingers or two thumbs in the center of the chest, just below the nipple line, about one and a half inches deep.</li>
<li><strong>Children (1 to puberty):</strong> use the heel of one or two hands in the center of the chest, about two inches deep.</li>
<li>For both, push hard and fast, about 100 to 120 compressions a minute, and let the chest rise fully between pushes.</li>
<li>If trained, give rescue breaths after every 30 compressions. If not, keep doing compressions until help arrives.</li>
</ul>
<h2>Choking is different</h2>
<p>A child who is coughing hard should be encouraged to keep coughing. If they cannot cough, cry or breathe, they need back blows and chest thrusts (for infants) or abdominal thrusts (for older children). These are taught in every good course, and they are worth practicing on a manikin.</p>
<h2>Why hands-on training matters</h2>
<p>Reading about CPR is a start, but your hands need to learn how hard to push. A class lets you practice on infant and child manikins, get feedback, and build the confidence to act fast. Many local hospitals, fire departments and community centers run family classes, some for free.</p>
<h2>Keep it current</h2>
<ul>
<li>Most certificates last two years. Put the expiry date in your calendar.</li>
<li>Do a quick refresher video every few months.</li>
<li>Keep emergency numbers and your home address somewhere a caregiver can see them.</li>
</ul>
<h2>For caregivers on FTC</h2>
<p>If you hold a CPR or first aid certificate, upload it to your profile under <strong>Documents</strong>. Families will still want to check it themselves, because FTC does not verify documents, so keep the original handy. For parents, asking to see a current card is a simple, reasonable part of doing your own diligence.</p>`,
  },
  {
    slug: 'setting-your-rates-as-a-caregiver',
    title: 'Setting Your Rates as a Caregiver: A Practical Guide',
    excerpt:
      'How to work out a fair hourly rate, talk about money without awkwardness, and know when it is time to raise it.',
    author: 'Tasha Greene',
    published_at: '2026-03-10T14:30:00Z',
    cover_url: '/images/blog/setting-your-rates-as-a-caregiver.jpg',
    tags: ['caregivers', 'rates', 'career'],
    body_html: `<p>Talking about money is hard for a lot of caregivers. You care about the kids, and asking for more can feel uncomfortable. But a clear, fair rate is good for everyone. It helps families plan and helps you stay in work you love.</p>
<h2>Start with your local market</h2>
<p>Rates vary a lot by city. Search FTC for caregivers near you with similar experience and services, and note what they charge. Look at a range, not just one profile. Also check your state and city minimum wage; you should never be paid less.</p>
<h2>Factor in what you bring</h2>
<ul>
<li><strong>Experience:</strong> years of paid childcare, and the ages you have worked with.</li>
<li><strong>Certificates:</strong> CPR, first aid, early childhood education or an RBT credential.</li>
<li><strong>Skills:</strong> languages, special needs experience, newborn care, tutoring or swimming.</li>
<li><strong>The job itself:</strong> more children, very early starts, overnight care or lots of driving usually mean a higher rate.</li>
</ul>
<h2>Know your own costs</h2>
<p>Think about travel time, gas, parking and, if you are self-employed, taxes. A rate that looks fine on paper can shrink quickly once you take out an hour of commuting each way.</p>
<h2>Decide on your policies</h2>
<ul>
<li>A minimum booking, such as three hours for occasional care.</li>
<li>An extra amount per additional child.</li>
<li>A late-night or holiday rate.</li>
<li>Your cancellation policy, including how much notice you need.</li>
</ul>
<p>Put these in your FTC profile so families know before they message you.</p>
<h2>Talking about money</h2>
<p>Keep it simple and friendly: "My rate is $24 an hour for up to two children, with a three-hour minimum." You do not need to apologize or explain. If a family cannot meet your rate, it is fine to say, "I understand. I hope you find the right fit." Then put the agreement in writing before your first shift.</p>
<h2>Watch out for red flags</h2>
<p>Job posts on FTC are written by families and are not verified. Be wary of anyone who offers far more than the going rate, asks you to pay for anything to get the job, or sends a check and asks you to return the difference. Those are common scams. Report them.</p>
<h2>When to raise your rate</h2>
<p>Review your rate once a year, and whenever you earn a new certificate or take on more responsibility. Give current families a few weeks' notice and a short, honest reason. Most families who value you will understand.</p>`,
  },
  {
    slug: 'preparing-for-occasional-care',
    title: 'Preparing for Occasional Care: Date Nights, Sick Days and Last-Minute Plans',
    excerpt:
      'Occasional care works best when you set it up before you need it. Here is how to build a small, trusted backup list.',
    author: 'Marcus Bell',
    published_at: '2026-03-24T12:00:00Z',
    cover_url: '/images/blog/preparing-for-occasional-care.jpg',
    tags: ['parents', 'occasional care', 'planning'],
    body_html: `<p>A school closes for a snow day. A work trip moves up. You finally get a dinner reservation. Occasional care is what gets busy families through moments like these, but it works best when you prepare before you need it.</p>
<h2>Build your list before you need it</h2>
<p>The worst time to look for a sitter is at 7am on a sick day. Instead, aim to have two or three caregivers you have already met and checked.</p>
<ul>
<li>Post an occasional care request on FTC describing typical times: evenings, weekends, school holidays.</li>
<li>Meet each sitter for a short, paid get-to-know-you session while you are at home.</li>
<li>Do your own checks: references, ID and any certificates. FTC profiles are user-submitted and not verified, so this step is on you.</li>
</ul>
<h2>Create a grab-and-go info sheet</h2>
<p>Keep one page that any sitter can pick up and use:</p>
<ul>
<li>Your address, the nearest cross street and your phone numbers.</li>
<li>Two backup emergency contacts who live nearby.</li>
<li>Allergies, medications and your pediatrician's number.</li>
<li>Bedtimes, the bedtime routine and what comforts each child.</li>
<li>House rules: screens, snacks, visitors, and whether the kids can go outside.</li>
</ul>
<h2>Sick-day care</h2>
<p>Some sitters are happy to care for mildly sick children, and some are not. Ask in advance. Agree on what counts as too sick, such as a fever above a certain temperature, and who to call if symptoms get worse. Leave clear written instructions for any medicine.</p>
<h2>Last-minute bookings</h2>
<p>When you need someone fast, message your known sitters first. If you use a new caregiver, resist the pressure to skip your usual checks. A short video call and a reference call take fifteen minutes and are always worth it.</p>
<h2>Be a family sitters love to work for</h2>
<ul>
<li>Pay the agreed rate promptly, including the minimum booking.</li>
<li>Come home when you said you would, or text early if you will be late.</li>
<li>Make sure there is food for the kids and for the sitter.</li>
<li>Offer a ride or cab fare after late nights.</li>
</ul>
<h2>Consider FTC Connect</h2>
<p>If you do not have time to build your list, <a href="/connect">FTC Connect</a> can help. A coordinator will shortlist caregivers who say they fit your schedule and area. You still make the final choice, and you still do your own checks, but the hardest part, finding people to talk to, is done for you.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Service providers (caregivers)
// ---------------------------------------------------------------------------

export const SPS: SeedSp[] = [
  {
    slug: 'rosa-delgado-austin',
    full_name: 'Rosa Delgado',
    headline: 'Bilingual nanny for babies and toddlers',
    city: 'Austin',
    state: 'TX',
    years_experience: 10,
    hourly_rate_cents: 2600,
    services: ['Nanny', 'Newborn care', 'Babysitting'],
    languages: ['English', 'Spanish'],
    bio: 'I have cared for little ones for ten years, most recently as a full-time nanny for twins from birth to preschool. I love sensory play, long walks and building calm, predictable routines. I speak Spanish with the children if families would like them to learn. I am happy to share references and my certificates when we meet.',
    rating: 4.9,
    reviews_count: 47,
    verified_badges: [
      'CPR certified',
      'First aid certified',
      'Background check on file (user-submitted)',
      'Phone verified',
    ],
  },
  {
    slug: 'jordan-ellis-columbus',
    full_name: 'Jordan Ellis',
    headline: 'Registered Behavior Technician, in-home ABA support',
    city: 'Columbus',
    state: 'OH',
    years_experience: 5,
    hourly_rate_cents: 3400,
    services: ['RBT', 'Special needs care', 'After-school care'],
    languages: ['English', 'American Sign Language'],
    bio: "I am an RBT working under BCBA supervision, with five years of experience supporting children with autism at home and in the community. I focus on communication, daily living skills and making sessions fun. I will gladly share my certification number and my supervisor's contact details so you can check them yourself.",
    rating: 5.0,
    reviews_count: 22,
    verified_badges: ['RBT credential uploaded', 'CPR certified', 'Phone verified'],
  },
  {
    slug: 'mei-lin-chen-seattle',
    full_name: 'Mei-Lin Chen',
    headline: 'After-school sitter and homework helper',
    city: 'Seattle',
    state: 'WA',
    years_experience: 4,
    hourly_rate_cents: 2800,
    services: ['Babysitting', 'After-school care', 'Tutoring'],
    languages: ['English', 'Mandarin'],
    bio: 'I am a graduate student in education and have been babysitting and tutoring for four years. I can pick up from school, help with reading and math, and get dinner started. Kids tell me I make homework less boring. I have a clean driving record and my own car with a booster seat.',
    rating: 4.8,
    reviews_count: 31,
    verified_badges: [
      'CPR certified',
      "Driver's license uploaded (user-submitted)",
      'Phone verified',
    ],
  },
  {
    slug: 'denise-washington-atlanta',
    full_name: 'Denise Washington',
    headline: 'Career nanny with 15 years of experience',
    city: 'Atlanta',
    state: 'GA',
    years_experience: 15,
    hourly_rate_cents: 3000,
    services: ['Nanny', 'Household organization', 'Meal prep for kids'],
    languages: ['English'],
    bio: 'I have been a full-time nanny for fifteen years and have stayed with my last two families for more than five years each. I believe in gentle structure, lots of outdoor time and plenty of books. I keep a daily log for parents and I am happy with nanny-share arrangements.',
    rating: 4.9,
    reviews_count: 58,
    verified_badges: [
      'CPR certified',
      'First aid certified',
      'Background check on file (user-submitted)',
      'References provided',
      'Phone verified',
    ],
  },
  {
    slug: 'tyler-brooks-denver',
    full_name: 'Tyler Brooks',
    headline: 'Active, outdoorsy sitter for school-age kids',
    city: 'Denver',
    state: 'CO',
    years_experience: 3,
    hourly_rate_cents: 2200,
    services: ['Babysitting', 'Occasional care', 'Summer care'],
    languages: ['English'],
    bio: 'I am a former summer camp counselor and swim instructor. I am great with energetic kids who love bikes, parks and building forts. I am available evenings, weekends and school holidays, and I am happy to do last-minute date nights when my schedule allows.',
    rating: 4.6,
    reviews_count: 14,
    verified_badges: ['CPR certified', 'Lifeguard certificate uploaded', 'Phone verified'],
  },
  {
    slug: 'amara-okoye-houston',
    full_name: 'Amara Okoye',
    headline: 'Newborn care specialist and overnight support',
    city: 'Houston',
    state: 'TX',
    years_experience: 8,
    hourly_rate_cents: 3500,
    services: ['Newborn care', 'Overnight care', 'Nanny'],
    languages: ['English', 'Yoruba'],
    bio: 'I support new parents through the first months with overnight and daytime newborn care. I help with feeding routines, safe sleep and gentle settling, so you can get some rest. I am a mother of two myself and understand how tiring those early weeks can be.',
    rating: 4.8,
    reviews_count: 36,
    verified_badges: [
      'Infant CPR certified',
      'Newborn care course certificate uploaded',
      'Phone verified',
    ],
  },
  {
    slug: 'sofia-marquez-phoenix',
    full_name: 'Sofia Marquez',
    headline: 'Flexible occasional care and weekend sitter',
    city: 'Phoenix',
    state: 'AZ',
    years_experience: 6,
    hourly_rate_cents: 2000,
    services: ['Occasional care', 'Babysitting', 'Sick-day care'],
    languages: ['English', 'Spanish'],
    bio: 'I work as a preschool aide during the week and offer evening, weekend and sick-day care. I can handle bedtime routines for siblings of different ages and I am comfortable with mild colds and sniffles. Please book at least a day ahead when you can, although I try to help with urgent requests.',
    rating: 4.7,
    reviews_count: 27,
    verified_badges: ['CPR certified', 'First aid certified', 'Phone verified'],
  },
  {
    slug: 'hannah-kowalski-chicago',
    full_name: 'Hannah Kowalski',
    headline: 'Special needs caregiver and aspiring BCBA',
    city: 'Chicago',
    state: 'IL',
    years_experience: 7,
    hourly_rate_cents: 3200,
    services: ['Special needs care', 'RBT', 'Respite care'],
    languages: ['English', 'Polish'],
    bio: "I have worked with children with autism, Down syndrome and ADHD for seven years, first as a respite caregiver and now as an RBT while I finish my master's degree. I am patient, calm under pressure and good at visual schedules. I work closely with parents and therapists to keep things consistent.",
    rating: 4.9,
    reviews_count: 19,
    verified_badges: [
      'RBT credential uploaded',
      'CPR certified',
      'Background check on file (user-submitted)',
      'Phone verified',
    ],
  },
];

// ---------------------------------------------------------------------------
// Ads
// ---------------------------------------------------------------------------

export const ADS: SeedAd[] = [
  {
    slug: 'parents-unlock-messaging',
    title: 'Found someone you like?',
    body: 'Upgrade to message caregivers directly, see full profiles and get alerts when new caregivers join near you.',
    cta_label: 'See plans',
    cta_href: '/subscription',
    audience: 'users',
    position: 1,
  },
  {
    slug: 'ftc-connect-concierge',
    title: 'Short on time? Try FTC Connect',
    body: 'Tell a coordinator what you need and get a shortlist of caregivers who say they fit your schedule and area. You still choose, and you still do your checks.',
    cta_label: 'Learn about Connect',
    cta_href: '/connect',
    audience: 'users',
    position: 2,
  },
  {
    slug: 'caregivers-stand-out',
    title: 'Get seen by more families',
    body: 'Caregiver plans let you reply to every family, apply to unlimited jobs and appear higher in local search.',
    cta_label: 'Boost my profile',
    cta_href: '/subscription',
    audience: 'service-providers',
    position: 3,
  },
  {
    slug: 'safety-guides',
    title: 'Safety starts with you',
    body: 'Profiles and posts on FTC are written by users and not verified. Our free guides show you how to check references, certificates and more.',
    cta_label: 'Read the guides',
    cta_href: '/blog',
    audience: 'all',
    position: 4,
  },
];

// ---------------------------------------------------------------------------
// Site settings
// ---------------------------------------------------------------------------

export const SETTINGS: Record<string, unknown> = {
  site_name: 'FTC',
  site_full_name: 'Find Trusted Childcare',
  tagline: 'Trusted care starts with a good conversation.',
  support_email: 'support@ftc.example',
  support_phone: '+1 555 0100',
  support_hours: 'Monday to Friday, 8am to 6pm Central',
  connect_email: 'connect@ftc.example',
  social: {
    facebook: 'https://facebook.com/ftc.example',
    instagram: 'https://instagram.com/ftc.example',
    x: 'https://x.com/ftc_example',
    linkedin: 'https://linkedin.com/company/ftc-example',
  },
  copyright_year: 2022,
  otp_length: 6,
  otp_ttl_seconds: 600,
  currency: 'USD',
  locale: 'en-US',
  max_upload_mb: 10,
  allowed_upload_types: ['application/pdf', 'image/jpeg', 'image/png'],
  disclaimer:
    'FTC does not employ any caregiver and is not responsible for the conduct of any user. Profiles, job posts, applications and messages are submitted by users and are not verified by FTC. Please do your own diligence before arranging care.',
};

// ---------------------------------------------------------------------------
// Business data (About page)
// ---------------------------------------------------------------------------

export const BUSINESS_DATA: Record<string, unknown> = {
  headline: 'Helping families and caregivers find each other, and decide for themselves.',
  mission:
    'FTC makes finding childcare calmer for parents and finding good work simpler for caregivers, with clear profiles, private messaging and honest guidance about doing your own checks.',
  founded_year: 2022,
  cities_served: 48,
  families_helped: 12400,
  caregivers: 6800,
  values: [
    {
      title: 'Honesty first',
      body: 'We tell you plainly what we check and what we do not. Profiles are user-submitted, and we never pretend otherwise.',
    },
    {
      title: 'Families decide',
      body: 'We give parents the tools and time to choose carefully, and we never rush anyone into a match.',
    },
    {
      title: 'Respect for caregivers',
      body: 'Caregivers are skilled professionals. We help them show their experience, set fair rates and find families who value them.',
    },
    {
      title: 'Privacy by default',
      body: 'We share only what you choose to publish, never sell your data, and make it easy to cancel or close your account.',
    },
  ],
  team: [
    {
      name: 'Leah Morrison',
      role: 'Co-founder and CEO',
      bio: 'Leah spent a decade in consumer product design and started FTC after a long, frustrating search for after-school care for her two sons.',
    },
    {
      name: 'Andre Whitaker',
      role: 'Co-founder and Head of Product',
      bio: 'Andre worked as a nanny through college and later led engineering teams. He makes sure FTC works well for caregivers, not just for families.',
    },
    {
      name: 'Carmen Reyes',
      role: 'Director of FTC Connect',
      bio: 'Carmen ran a family resource center for eight years. She leads the Connect coordinators who help busy families build their shortlists.',
    },
  ],
};
