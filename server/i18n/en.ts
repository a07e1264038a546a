import { bookingsEn } from './bookings-en';

/**
 * The server's words in English: the source catalogue. Keys are `area.what`; `{name}` is
 * a placeholder. Every other language `satisfies Catalogue`, so it has every key.
 */
export const en = {
  ...bookingsEn,
  'time.second': '1 second',
  'time.seconds': '{count} seconds',
  'time.minute': '1 minute',
  'time.minutes': '{count} minutes',
  'errors.sessionExpired': 'Your session has expired. Please log in again.',
  'errors.tooManyAttempts': 'Too many attempts. Please try again in {duration}.',
  'errors.valueTooLong': 'A value is longer than this field allows. Shorten it and try again.',
  'errors.numberOutOfRange': 'A number is out of the range this field allows.',
  'errors.dateInvalid': 'A date or time is not valid. Check it and try again.',
  'errors.valueInvalid':
    'A value in the request is not valid for its field. Check it and try again.',
  'errors.internal': 'Something went wrong on our side. Please try again in a moment.',
  'errors.invalidValue': 'Invalid value.',
  'errors.bodyNotObject': 'The request body must be a JSON object.',
  'zod.numberMin': 'Too small: expected number to be >={min}',
  'zod.numberMax': 'Too big: expected number to be <={max}',
  'zod.stringMin': 'Too small: expected string to have >={min} characters',
  'zod.stringMax': 'Too big: expected string to have <={max} characters',
  'zod.arrayMax': 'Too big: expected array to have <={max} items',
  'zod.arrayMin': 'Too small: expected array to have >={min} items',
  'zod.option': 'Invalid option: expected one of {options}',
  'zod.type': 'Invalid input: expected {expected}, received {received}',
  'errors.checkField': 'Please check the field "{field}": {problem}',
  'errors.badCharacter':
    'it holds a character we cannot accept (a NUL byte or a broken character).',
  'errors.tooLarge': 'The request is too large. The limit is {kilobytes} kB.',
  'errors.databaseUnavailable':
    'The service is briefly unavailable: our database is not answering. Please try again in a minute.',
  'errors.sendJson': 'Send the request body as JSON (Content-Type: application/json).',
  'errors.invalidJson': 'The request body is not valid JSON.',
  'errors.noRoute': 'There is no {method} {path}.',
  'auth.loginFailed':
    'The email or mobile number and password do not match. Check them and try again.',
  'auth.linkInvalid': 'This link is not valid. Request a new one.',
  'auth.linkUsed': 'This link was already used. Request a new one if you need to.',
  'auth.linkVoided':
    'This link no longer works: the password was changed since it was sent. Request a new one if you need to.',
  'auth.linkExpired': 'This link has expired. Request a new one.',
  'auth.identifierRequired': 'Enter your email or mobile number.',
  'auth.accountLocked':
    'Too many failed attempts for this account. Try again in {duration}, or reset your password.',
  'auth.networkLocked': 'Too many failed logins from this network. Try again in {duration}.',
  'auth.verifyMobile': 'Verify your mobile number to continue: we sent a 6-digit code to {mobile}.',
  'auth.welcomeBack': 'Welcome back, {name}!',
  'auth.tooManySignups': 'Too many sign-ups from this network. Try again in {duration}.',
  'auth.signupReceived':
    'Your sign-up is received. If {mobile} can receive codes, a 6-digit code is on its way to verify it.',
  'auth.mobileVerified': 'Your mobile number is verified. Welcome to FTC!',
  'auth.waitForCode': 'Please wait {duration} before asking for a new code.',
  'auth.manyCodes': 'You asked for many codes. Try again in {duration}.',
  'auth.codeResent': 'If {mobile} can receive codes, a new one is on its way.',
  'auth.profileLoaded': 'Profile loaded.',
  'auth.logInAgain': 'Please log in again.',
  'auth.sessionRenewed': 'Session renewed.',
  'auth.loggedOut': 'You are logged out.',
  'auth.resetLinkSent':
    'If an account exists for this email, we sent a link to reset the password. Check your inbox.',
  'auth.passwordReset': 'Your password is changed. You can log in with it now.',
  'auth.currentPasswordWrong': 'Your current password is not right.',
  'auth.passwordChanged': 'Your password is changed. Other devices are logged out.',
  'auth.maxCharacters': 'Use at most {max} characters.',
  'auth.codeFormat': 'Enter the 6-digit code we sent you.',
  'auth.currentPasswordRequired': 'Enter your current password.',
  'auth.loginRequired': 'Please log in to continue.',
  'account.fullNameRequired': 'Full name is required.',
  'account.fullNameLength': 'Enter your full name (2 to 100 characters).',
  'account.emailRequired': 'Email is required.',
  'account.emailInvalid': 'Please enter valid email address.',
  'account.passwordRequired': 'Password is required.',
  'account.passwordRule': 'Use at least 8 characters, with at least one letter and one number.',
  'account.countryCodeInvalid': 'Choose a country code, like +1.',
  'account.mobileRequired': 'Mobile number is required.',
  'account.mobileInvalid': 'Enter a valid mobile number for the country code you chose.',
  'account.passwordWrong': 'Your password is not right.',
  'account.nameSaved': 'Your name is saved.',
  'account.emailSame': 'This is already your email.',
  'account.emailLinkSent':
    'We sent a link to {email}. Open it within 24 hours to move your account there; until then you keep logging in with your current email.',
  'account.emailChanged': 'Your email is now {email}. Log in with it from now on.',
  'account.emailNoLongerFree':
    'This email now belongs to another account, so your email was not changed. Choose another one.',
  'account.mobileSame': 'This is already your mobile number.',
  'account.mobileCodeSent':
    'We sent a 6-digit code to {mobile}. Enter it to move your account to that number.',
  'account.mobileChanged': 'Your mobile number is changed.',
  'account.mobileNoLongerFree':
    'This number now belongs to another account, so your number was not changed. Choose another one.',
  'account.noMobileCode': 'No code is waiting for a new number. Ask for one first.',
  'account.codeTooManyWrong': 'Too many wrong codes. Ask for a new code.',
  'account.email.greeting': 'Hello {name},',
  'account.email.signoff': 'The FTC team',
  'account.email.confirmSubject': 'Confirm your new FTC email',
  'account.email.confirmBody':
    'To use this address for your FTC account, open this link within {hours} hours:\n{url}\n\nUntil you do, your account keeps its current email. If you did not ask for this, ignore this email.',
  'account.email.oldSubject': 'Your FTC email is about to change',
  'account.email.oldBody':
    'Someone asked to move your FTC account to {email}. Your email changes only when the link we sent there is opened; until then you log in with this one.\n\nIf it was not you, change your password now at {url}.',
  'account.email.takenSubject': 'Someone tried to use your details on FTC',
  'account.email.takenEmail':
    'Someone just tried to move another FTC account to your email address. Nothing changed on your account, and no link was sent.\n\nIf it was you, you already have an account with this address; you can reset its password at {url}.',
  'account.email.takenMobile':
    'Someone just tried to move another FTC account to your mobile number. Nothing changed on your account, and no code was sent.\n\nIf it was you, you already have an account with this number; you can reset its password at {url}.',
  'account.sms.code':
    'Your FTC code to confirm this number is {code}. It expires in {minutes} minutes.',
  'otp.noActiveCode':
    'There is no active code for this number. Tap “Resend code” to get a new one.',
  'otp.waitSeconds': 'Please wait {seconds} seconds before asking for a new code.',
  'otp.tooManyWrong': 'Too many wrong codes. Tap “Resend code” to get a new one.',
  'otp.expired': 'This code has expired. Tap “Resend code” to get a new one.',
  'otp.wrongOneLeft': 'That code is not right. 1 try left.',
  'otp.wrongTriesLeft': 'That code is not right. {left} tries left.',
  'otp.used': 'This code was already used. Tap “Resend code” to get a new one.',
  'sessions.ended': 'Your session has ended. Please log in again.',
  'sessions.invalid': 'Your session is not valid. Please log in again.',
  'sessions.accountGone': 'Your account no longer exists. Please sign up again.',
  'sessions.wrongType': 'This is a {session} session; log in as a {wanted}.',
  'sessions.wrongTypeFor': 'This is a {session} session; log in as a {wanted} {purpose}.',
  'sessions.parent': 'parent',
  'sessions.caregiver': 'caregiver',
  'sessions.toBuyPlans': 'to buy these plans',
  'sessions.toManageDocuments': 'to manage these documents',
  'sessions.toManagePhoto': 'to change this photo',
  'sessions.toReplyToReviews': 'to reply to reviews',
  'sessions.toReviewCaregivers': 'to review caregivers',
  'sessions.toSaveCaregivers': 'to save caregivers',
  'sessions.toPostJob': 'to post a job',
  'sessions.toSeeJobs': 'to see your jobs',
  'sessions.toEditJob': 'to edit a job',
  'sessions.toCloseJob': 'to close a job',
  'sessions.toSeeApplications': 'to see applications',
  'sessions.toDecideApplications': 'to decide on applications',
  'sessions.toBrowseJobs': 'to browse jobs',
  'sessions.toApplyToJobs': 'to apply to jobs',
  'sessions.toEditProfile': 'to edit a caregiver profile',
  'sessionsList.loaded': 'Your sessions.',
  'sessionsList.device': '{browser} on {os}',
  'sessionsList.ended': 'That session has ended.',
  'sessionsList.endedOthers': 'Every other session has ended ({count}).',
  'sessionsList.notFound': 'We could not find that session. It may have ended already.',
  'notifications.loaded': 'Your notification settings.',
  'notifications.saved': 'Your notification settings are saved.',
  'notifications.unsubscribed':
    'You are unsubscribed: you will not get these emails any more. You can turn them back on in your account settings.',
  'notifications.linkInvalid':
    'This unsubscribe link is not valid any more. Choose which emails you get in your account settings.',
  'notifications.unsubscribeTitle': 'Unsubscribe',
  'notifications.unsubscribeAsk': 'Stop getting emails of this kind from FTC?',
  'notifications.unsubscribeButton': 'Unsubscribe',
  'notifications.manageAll': 'Choose all your emails in your account settings',
  'transports.smsFailed':
    'We could not send the code right now. Please try again in a few minutes.',
  'transports.emailFailed':
    'We could not send the email right now. Please try again in a few minutes.',
  'content.faqsLoaded': 'FAQs loaded.',
  'content.stepsLoaded': 'Steps loaded.',
  'content.videosLoaded': 'Videos loaded.',
  'content.settingsLoaded': 'Settings loaded.',
  'content.businessDataLoaded': 'Business data loaded.',
  'content.pagesLoaded': 'Pages loaded.',
  'content.pageMissing': 'This page does not exist.',
  'content.pageLoaded': 'Page loaded.',
  'content.caregiversLoaded': 'Caregivers loaded.',
  'content.promotionsLoaded': 'Promotions loaded.',
  'content.postsLoaded': 'Posts loaded.',
  'content.postMissing': 'This post does not exist. It may have been moved.',
  'content.postLoaded': 'Post loaded.',
  'caregivers.found': 'Caregivers found.',
  'caregivers.profileLoaded': 'Caregiver profile loaded.',
  'caregivers.notFound': 'This caregiver profile does not exist or is not public.',
  'caregivers.ownLoaded': 'Your profile is loaded.',
  'caregivers.saved': 'Your profile is saved.',
  'caregivers.unknownNearZip':
    'near: we do not know the ZIP code {zip}. Check it, or search near "lat,lng".',
  'caregivers.unknownZip': 'zip: we do not know the ZIP code {zip}. Check it.',
  'caregivers.nearFormat': 'near must be a 5-digit US ZIP code or "lat,lng".',
  'caregivers.distanceNeedsNear': 'sort=distance needs near (a ZIP code or "lat,lng").',
  'caregivers.rateOrder': 'min_rate cannot be more than max_rate.',
  'caregivers.availableAtFormat':
    'available_at must be a date and time in ISO 8601 with its zone, like 2030-01-29T23:00:00Z.',
  'caregivers.availableUntilFormat':
    'available_until must be a date and time in ISO 8601 with its zone, like 2030-01-30T02:00:00Z.',
  'caregivers.availableUntilNeeded':
    'available_until is needed with available_at: give the end of the time you need care.',
  'caregivers.availableAtNeeded':
    'available_at is needed with available_until: give the start of the time you need care.',
  'caregivers.availableOrder': 'available_until must be after available_at.',
  'caregivers.availableLength':
    'available_until may be at most {hours} hours after available_at: search a shorter time.',
  'caregivers.idNumber': 'The caregiver id is a number.',
  'caregivers.pageMin': 'page starts at 1.',
  'caregivers.zipFormat': 'Enter a 5-digit US ZIP code.',
  'caregivers.languageCode': 'Use a two-letter language code (ISO 639-1), like "en".',
  'caregivers.timeFormat': 'Use a time like 09:30.',
  'caregivers.slotOrder': 'A time slot must end after it starts.',
  'caregivers.rateMin': 'hourly_rate must be at least 500 ($5.00).',
  'caregivers.rateMax': 'hourly_rate can be at most 20000 ($200.00).',
  'caregivers.servicesMin': 'services needs at least one service.',
  'caregivers.photoUrlOurs':
    "photo_url must be a photo on FTC: an address under this site's /media/. Other addresses are not accepted.",
  'fields.required': '{field} is required.',
  'fields.text': '{field} must be text.',
  'fields.atMost': '{field} can be at most {max}.',
  'fields.minCharacters': '{field} needs at least {min} characters.',
  'fields.maxCharacters': '{field} can have at most {max} characters.',
  'dev.loopbackOnly':
    'The development outbox answers only on this machine: open it from http://127.0.0.1 or http://localhost.',
  'devTick.loopbackOnly':
    'The development clock answers only on this machine: call it at http://127.0.0.1 or http://localhost.',
  'devTick.nowInvalid': 'now must be a time in ISO 8601, as 2030-01-31T09:00:00Z.',
  'devTick.beforeLast':
    'now must not be before the last tick ({earliest}): the server clock does not go back.',
  'devTick.beforeClock':
    'now must not be before the server clock ({earliest}): the server clock does not go back.',
  'devTick.ran': 'The clock is at {now}; {count} time-driven jobs ran.',
  'documents.manyUploads':
    'You have uploaded many documents in the last hour. Try again in {minutes} minutes.',
  'documents.checkDate': 'Check the date.',
  'documents.uploaded': 'Your document is uploaded. We will review it soon.',
  'documents.loaded': 'Documents loaded.',
  'documents.none': 'You have not uploaded any documents yet.',
  'documents.removed': 'Document removed.',
  'documents.fileMissing': 'Choose a file to upload.',
  'documents.fileEmpty': 'The file is empty. Choose another file.',
  'documents.fileType': 'Upload a PDF, JPEG or PNG file.',
  'documents.fileTooLarge': 'The file is larger than 10 MB. Upload a smaller file.',
  'documents.oneFile': 'Upload one file at a time.',
  'documents.kind':
    'Choose the kind of document: identity, certification, background_check or other.',
  'documents.notMultipart':
    'Send the document as a form upload (multipart/form-data) with a "file" field.',
  'documents.malformed': 'The upload did not arrive complete. Please try again.',
  'documents.fieldTooLong': 'A form field is too long. "kind" and "expires_on" are short values.',
  'documents.tooManyFields':
    'The upload form has too many fields. Send "file", "kind" and "expires_on" only.',
  'documents.notFound': 'We could not find this document. It may have been removed already.',
  'photos.missing':
    'Choose a photo to upload in the "photo" field: a JPEG, PNG or WebP of at most 8 MB.',
  'photos.empty': 'photo is empty. Choose a JPEG, PNG or WebP photo of at most 8 MB.',
  'photos.type':
    'photo must be a JPEG, PNG or WebP image (we check the file itself, not its name). Choose another photo.',
  'photos.tooLarge': 'photo is larger than 8 MB. Choose a JPEG, PNG or WebP photo of at most 8 MB.',
  'photos.tooManyPixels':
    'photo has more than 50 megapixels. Choose a smaller JPEG, PNG or WebP photo.',
  'photos.tooSmall':
    'photo is too small: it needs at least 96 × 96 pixels. Choose a larger JPEG, PNG or WebP photo.',
  'photos.unreadable':
    'photo could not be read: the file may be damaged or cut short. Choose another JPEG, PNG or WebP photo.',
  'photos.crop':
    "{field} must be a number from 0 to 1 (a fraction of the photo's width or height).",
  'photos.cropPartial':
    'Send crop_x, crop_y and crop_size together, or none of them for a centered square.',
  'photos.cropOutside':
    'The crop (crop_x, crop_y, crop_size) must be a square of at least 96 pixels inside the photo. Move or enlarge it.',
  'photos.manyUploads':
    'You have uploaded many photos in the last hour. Try again in {minutes} minutes.',
  'photos.noProfile':
    'Create your caregiver profile first (open the profile editor), then add your photo.',
  'photos.saved': 'Your photo is saved.',
  'photos.removed': 'Your photo is removed.',
  'photos.none': 'You have no photo to remove.',
  'photos.oneFile': 'Upload one photo at a time, in the "photo" field.',
  'photos.notMultipart':
    'Send the photo as a form upload (multipart/form-data) with a "photo" field.',
  'photos.malformed': 'The photo did not arrive complete. Please try again.',
  'photos.fieldTooLong':
    'A form field is too long. crop_x, crop_y and crop_size are numbers from 0 to 1.',
  'photos.tooManyFields':
    'The upload form has too many fields. Send "photo" and, for a crop, crop_x, crop_y and crop_size only.',
  'photos.mediaNotFound': 'There is no such picture. It may have been replaced or removed.',
  'storage.put': 'We could not store your document right now. Try again in a minute.',
  'storage.get':
    'We could not open this document from the storage right now. Try again in a minute.',
  'storage.remove': 'We could not remove your document right now. Try again in a minute.',
  'dates.format': 'Enter {what} as YYYY-MM-DD, for example 2030-01-31.',
  'dates.past': '{What} cannot be in the past.',
  'dates.tooFar': 'Check {what}: it is too far in the future.',
  'dates.expiryDate': 'the expiry date',
  'dates.expiryDateCapital': 'The expiry date',
  'dates.startDate': 'the start date',
  'dates.startDateCapital': 'The start date',
  'forms.thanksConnect':
    'Thank you! We received your request and will reply within one business day.',
  'forms.thanksConcierge':
    'Thank you! Our concierge team received your request and will contact you within one business day.',
  'forms.thanksDemo':
    'Thank you! We received your demo request and will contact you within one business day to schedule it.',
  'forms.thanksContact': 'Thank you for your message! We will reply within one business day.',
  'forms.tooMany':
    'You have sent several forms in a short time. Please try again in {minutes} minutes, or email us.',
  'forms.messageRequired': 'Write your message.',
  'forms.messageShort': 'Write a little more: at least 10 characters.',
  'forms.messageLong': 'Keep your message to 2000 characters or fewer.',
  'forms.phoneLong': 'Use at most 30 characters for the phone number.',
  'forms.lookingFor':
    'Choose what you are looking for: nanny, babysitter, occasional, rbt or other.',
  'forms.city': 'Use at most 100 characters for the city.',
  'forms.children': 'Enter the number of children, from 1 to 10.',
  'forms.organization': 'Enter your organization (2 to 200 characters).',
  'forms.subject': 'Enter a subject (2 to 150 characters).',
  'newsletter.created':
    'Thanks! Check your inbox and confirm your subscription to start receiving our newsletter.',
  'newsletter.pending':
    'You already signed up with this email: we sent the confirmation link again. Check your inbox.',
  'newsletter.confirmedAlready': 'This email is already subscribed to our newsletter. Thank you!',
  'newsletter.tooMany': 'Too many sign-ups just now. Try again in {minutes} minutes.',
  'newsletter.linkInvalid': 'This confirmation link is not valid. Sign up again to get a new one.',
  'newsletter.confirmed': 'Your subscription is confirmed. Welcome!',
  'newsletter.emailRequired': 'Email Field is required.',
  'plans.loaded': 'Plans loaded.',
  'plans.unknown': 'This plan does not exist. Choose one of the plans shown.',
  'plans.parentsOnly': 'This plan is for parents. Choose one of the caregiver plans.',
  'plans.caregiversOnly': 'This plan is for caregivers. Choose one of the parent plans.',
  'plans.orderReady': 'Your order is ready. Continue to the checkout to pay.',
  'plans.promoApplied': 'Promo code {code} applied: {percent}% off.',
  'plans.promoRemoved': 'Promo code removed.',
  'plans.orderNotFound': 'We could not find this order. Check the link, or buy the plan again.',
  'plans.orderPending': 'This order is waiting for payment.',
  'plans.orderPaid': 'This order is paid. Your subscription is active.',
  'plans.orderFailed': 'This payment did not go through.',
  'plans.promoUnknown': 'This promo code does not exist. Check the spelling.',
  'plans.promoExpired': 'This promo code has expired.',
  'plans.promoUsedUp': 'This promo code has been used up.',
  'plans.promoNotForPlans': 'This promo code does not apply to these plans.',
  'plans.promoNotForPlan':
    'This promo code does not apply to this plan. Choose another plan or remove the code.',
  'plans.alreadySubscribed': 'You already have this plan.',
  'plans.anotherPlanBought': 'You just bought another plan: this order was not charged.',
  'plans.promoRequired': 'Enter a promo code.',
  'adminMoney.wholeNumber': '{field} must be a whole number from {min} to {max}.',
  'adminMoney.statusOneOf': 'status must be one of: {values}.',
  'adminMoney.codeFormat':
    'code must be {min}–{max} letters, digits or dashes, for example SPRING-25.',
  'adminMoney.planIds': 'plan_ids must be a list of plan ids (at most 50).',
  'adminMoney.expiresAt':
    'expires_at must be a date and time in ISO 8601, for example 2030-01-31T23:59:00Z.',
  'plans.promoDisabled': 'This promo code is no longer available. Remove it to pay the full price.',
  'adminMoney.ordersLoaded': 'Orders, newest first.',
  'adminMoney.noOrders': 'No orders match this search.',
  'adminMoney.orderNotFound': 'We could not find this order. Check the order id.',
  'adminMoney.cannotRefund':
    "The payment provider in use cannot make refunds. Refund the payment in the provider's own dashboard.",
  'adminMoney.notPaid':
    'This order was not paid (its status is {status}): there is nothing to refund.',
  'adminMoney.nothingLeft':
    'This order is already refunded in full: there is nothing left to refund.',
  'adminMoney.amountAboveLeft':
    'amount can be at most {left} (minor units): what is left to refund of this order.',
  'adminMoney.refundUnconfirmed':
    'The payment provider did not confirm the refund. Nothing more will be refunded for it: send the refund again in {seconds} seconds to finish it.',
  'adminMoney.refundPending':
    "A refund of this order is waiting for the payment provider's answer. Send the refund again in {seconds} seconds to finish it.",
  'adminMoney.providerRefused': 'The payment provider refused the refund: {reason}',
  'adminMoney.refunded': 'Refunded {amount}. The member was emailed.',
  'adminMoney.refundedPlanEnded':
    'Refunded {amount}: the whole period, so the plan ended now. The member was emailed.',
  'adminMoney.refundFinished':
    'An earlier refund of {amount} that the provider had not confirmed is now finished. Nothing else was refunded: send again to refund more.',
  'adminMoney.email.refundSubject': 'Your FTC refund for {plan}',
  'adminMoney.email.refundBody':
    'We refunded {amount} of your payment for {plan}. It goes back to the card you paid with and may take 5 to 10 days to show. Your receipt: {link}',
  'adminMoney.email.planEnded': 'Your {plan} plan has ended with this refund and will not renew.',
  'adminMoney.promoCodesLoaded': 'Promo codes, newest first.',
  'adminMoney.promoCreated': 'Promo code {code} created.',
  'adminMoney.promoDisabledNow':
    'Promo code {code} is disabled: the checkout refuses it from now on.',
  'adminMoney.promoAlreadyDisabled': 'Promo code {code} was already disabled.',
  'adminMoney.codeTaken': 'The promo code {code} already exists. Choose another code.',
  'adminMoney.codeNotFound': 'We could not find this promo code. Check the code.',
  'adminMoney.unknownPlans':
    'plan_ids names plans that do not exist: {ids}. Use the ids of the plans list.',
  'adminMoney.expiresInPast': 'expires_at must be in the future.',
  'plans.planRequired': 'Choose a plan.',
  'billing.loaded': 'Your plan and billing.',
  'billing.month': 'month',
  'billing.year': 'year',
  'billing.monthly': 'monthly',
  'billing.yearly': 'yearly',
  'billing.terms':
    'Renews automatically every {interval} at {price} until you cancel. Cancel any time in your account.',
  'billing.acceptTerms': 'I agree to these renewal terms.',
  'billing.acceptTermsRequired': 'Tick the box to agree to the renewal terms before paying.',
  'billing.noPlan': 'You have no plan to change. Choose a plan first.',
  'billing.noPlanToCancel': 'You have no plan to cancel.',
  'billing.noPlanToResume': 'You have no plan to resume.',
  'billing.cancelled': 'Your plan is cancelled. It stays active until {date}.',
  'billing.alreadyCancelled': 'Your plan is already cancelled. It stays active until {date}.',
  'billing.resumed': 'Your plan renews again on {date}.',
  'billing.notCancelled': 'Your plan is not cancelled: it renews on {date}.',
  'billing.resumeTooLate':
    'Your plan ended on {date} and cannot be resumed. Choose a plan again to start a new one.',
  'billing.pastDue': 'Your last renewal was declined. Update your card before changing your plan.',
  'billing.sameAsCurrent': 'You already have this plan. Choose another plan to change to.',
  'billing.changeScheduled': '{plan} starts on {date}. Nothing is charged now.',
  'billing.changeUnscheduled': 'You keep {plan}: the scheduled change is undone.',
  'billing.changeOrderReady': 'Pay {amount} to switch to {plan} now.',
  'billing.changeStale': 'Your plan changed since this order was made. Choose the plan again.',
  'billing.noCardYet': 'You have no card with us yet: it is kept when you pay for a plan.',
  'billing.paymentMethodPage': 'Replace your card on this page.',
  'billing.noCardPlan': 'You have no plan with a card to replace.',
  'billing.receiptLoaded': 'Your receipt.',
  'billing.receiptNotFound': 'We could not find a receipt for this order.',
  'billing.unusedCredit': 'Unused part of {plan}',
  'billing.planLine': '{plan} ({interval})',
  'billing.sandboxNote':
    'Sandbox: no money moves. Pay with the card 4242 4242 4242 4242; the card 4000 0000 0000 0002 is declined.',
  'billing.checkoutTitle': 'FTC sandbox checkout',
  'billing.cardPageTitle': 'Replace your card',
  'billing.cardPageIntro': 'This card pays the renewals of {plan}. Nothing is charged now.',
  'billing.cardPageCurrent': 'Card on file: {brand} ending in {last4}.',
  'billing.cardSave': 'Save card',
  'billing.cardSaved': 'Your card is saved. Renewals are charged to {brand} ending in {last4}.',
  'billing.cardLinkInvalid':
    'This link is not valid or has expired. Open your billing page to get a new one.',
  'billing.billed': 'Billed',
  'billing.every': 'Every {interval}',
  'billing.promoCode': 'Promo code',
  'billing.total': 'Total',
  'billing.per': 'per {interval}',
  'billing.cardNumber': 'Card number',
  'billing.expiry': 'Expiry (MM/YY)',
  'billing.cvc': 'CVC',
  'billing.nameOnCard': 'Name on card',
  'billing.pay': 'Pay {amount}',
  'billing.checkDetails': 'Please check the payment details:',
  'billing.backToPlans': 'Back to the plans',
  'billing.backToBilling': 'Back to your billing',
  'billing.checkoutNotFound': 'This checkout link is not valid',
  'billing.checkoutNotFoundText':
    'We could not find this order. Choose your plan again to start a new checkout.',
  'billing.busy': 'This payment is already being processed. Wait a moment, then reload the page.',
  'billing.card.numberRequired': 'Enter the card number.',
  'billing.card.numberInvalid': 'Check the card number.',
  'billing.card.expiryRequired': 'Enter the expiry date as MM/YY.',
  'billing.card.expiryFormat': 'Enter the expiry date as MM/YY, for example 08/29.',
  'billing.card.expiryMonth': 'The month of the expiry date must be between 01 and 12.',
  'billing.card.expired': 'This card has expired. Use another card.',
  'billing.card.expiryFar': 'Check the expiry date.',
  'billing.card.cvcRequired': 'Enter the CVC: the 3 or 4 digits on the card.',
  'billing.card.cvcInvalid': 'The CVC is 3 or 4 digits.',
  'billing.card.nameRequired': 'Enter the name on the card.',
  'billing.card.nameLong': 'Use at most 100 characters for the name.',
  'billing.card.declined': 'Your card was declined.',
  'billing.email.greeting': 'Hello {name},',
  'billing.email.signoff': 'The FTC team',
  'billing.email.receiptSubject': 'Your FTC receipt {number}',
  'billing.email.receiptBody':
    'Thank you for your payment.\n\nPlan: {plan}\nAmount: {amount}\nCard: {brand} ending in {last4}\nPeriod: {start} to {end}\nReceipt: {number}\n\nSee or print your receipt: {link}',
  'billing.email.receiptRenews': 'Your plan renews on {date} unless you cancel: {billing}',
  'billing.email.cancelSubject': 'Your FTC plan is cancelled',
  'billing.email.cancelBody':
    'Your {plan} plan is cancelled: it will not renew and nothing more is charged. You keep it until {date}.\n\nChanged your mind? Resume it before then: {billing}',
  'billing.email.resumeSubject': 'Your FTC plan renews again',
  'billing.email.resumeBody':
    'Your {plan} plan renews again on {date} at {price} every {interval}. You can cancel any time: {billing}',
  'billing.email.changeScheduledSubject': 'Your FTC plan changes on {date}',
  'billing.email.changeScheduledBody':
    'You keep {from} until {date}. Then {to} starts, at {price} every {interval}. Nothing is charged now.\n\nManage your plan: {billing}',
  'billing.email.changeOrderSubject': 'Switch to {plan}: your order is ready',
  'billing.email.changeOrderBody':
    'To switch from {from} to {to} now, pay {amount} ({price} less {credit} for the unused days of {from}). {to} starts when it is paid, for a full {interval}; until then you keep {from}.\n\nPay here: {link}',

  'data.exportPreparing':
    'We are preparing your data. We will email you a link to it within a few minutes.',
  'data.exportReady': 'Here is everything we hold about you.',
  'data.exportStillPreparing': 'Your data is still being prepared. Try again in a minute.',
  'data.exportNotFound': 'This export does not exist or has expired.',
  'data.exportLimit': 'You can ask for your data 3 times a day. Try again tomorrow.',
  'data.exportSubject': 'Your FTC data is ready',
  'data.exportBody':
    'Hello {name},\n\nThe copy of your data you asked for is ready. Open it within 7 days (you need to be logged in):\n{link}\n\nThe FTC team',
  'data.passwordWrong': 'That password is not right.',
  'data.deleted': 'Your account is deleted. We emailed you a link that undoes it within 14 days.',
  'data.deletedSubject': 'Your FTC account is deleted',
  'data.deletedBody':
    'Hello {name},\n\nYour FTC account is deleted: you are logged out everywhere, your profile and open jobs are off the site and your plan will not renew. On {date} we erase your personal data for good.\n\nChanged your mind? Open this link before then to restore your account:\n{link}\n\nThe FTC team',
  'data.restored': 'Your account is back. Log in to continue.',
  'data.restoreInvalid': 'This link is not valid or has expired.',

  'renewals.staleOrder': 'The plan changed or ended before it was renewed.',
  'renewals.cancelledBeforeCharge':
    'The plan was cancelled before it was renewed: nothing was charged.',
  'renewals.noSavedCard': 'There is no saved card to charge.',
  'renewals.month': 'every month',
  'renewals.year': 'every year',
  'renewals.pastDueSubject': 'Your FTC plan could not be renewed: update your card',
  'renewals.pastDueBody':
    'Hello {name},\n\nWe could not renew your {plan} plan ({amount}): {reason}\n\nYour plan keeps working while we try again on {retryDate}. Update your card at {link} and we charge the new one then. If no payment goes through, the plan ends on {endDate}.\n\nThe FTC team',
  'renewals.pastDueLastBody':
    'Hello {name},\n\nWe could not renew your {plan} plan ({amount}): {reason}\n\nThat was our last try: your plan keeps working until {endDate}, then it ends. You can choose a plan again at any time at {link}.\n\nThe FTC team',
  'renewals.reminderSubject': 'Your {plan} plan renews on {date}',
  'renewals.reminderBody':
    'Hello {name},\n\nYour {plan} plan renews automatically on {date} at {price} ({interval}), charged to the card you keep with us.\n\nTo cancel or change it, go to {link} and choose "Cancel plan" before {date}. Nothing more is charged once you cancel, and the plan keeps working until {date}.\n\nThe FTC team',
  'renewals.priceSubject': 'The price of your {plan} plan is changing',
  'renewals.priceBody':
    'Hello {name},\n\nThe price of your {plan} plan changes from {oldPrice} to {newPrice} ({interval}). Your renewal on {date} and the ones after it are charged {newPrice}; until then nothing changes.\n\nIf you do not want to renew at the new price, cancel at {link} before {date}.\n\nThe FTC team',

  'payments.declined': 'Your card was declined.',
  'payments.renewalTerms':
    'Renews automatically {interval} at {price} until you cancel. Cancel any time in your account.',
  'payments.everyMonth': 'every month',
  'payments.everyYear': 'every year',
  'payments.providerUnavailable':
    'The payment service is not answering. Nothing was charged: try again in a moment.',
  'stripe.notConfigured': 'Stripe is not the payment provider of this server.',
  'stripe.badSignature':
    'The Stripe-Signature header is missing or does not match this body: nothing was changed.',
  'stripe.malformed':
    'This event could not be read: a JSON Stripe event with an id, a type and data is expected.',
  'stripe.applied': 'Event applied.',
  'stripe.nothingChanged': 'Event received: it changed nothing here.',
  'stripe.duplicate': 'This event was received before: nothing changed.',
  'stripe.unhandled': 'This event type is not used here: nothing changed.',
  'stripe.unavailable': 'Stripe did not answer while this event was applied: send it again.',
  'favourites.loaded': 'Your saved caregivers.',
  'favourites.none': 'You have not saved any caregivers yet.',
  'favourites.saved': 'Caregiver saved.',
  'favourites.removed': 'Caregiver removed from your saved list.',
  'favourites.idRule': 'caregiver_id must be the id of a caregiver profile (a whole number).',
  'reviews.caregiverNotFound': 'We could not find this caregiver.',
  'reviews.notHired':
    'Only parents who hired this caregiver or completed a booking with them can review them.',
  'reviews.twice':
    'You already reviewed this caregiver: each parent writes one review per caregiver.',
  'reviews.posted': 'Thank you! Your review is published.',
  'reviews.reviewNotFound': 'We could not find this review among the reviews of your profile.',
  'reviews.replyTwice': 'You already replied to this review: a review has one reply.',
  'reviews.replied': 'Your reply is published.',
  'reviews.caregiverIdRule': 'id must be the id of a caregiver profile (a whole number).',
  'reviews.reviewIdRule': 'id must be the id of a review (a whole number).',
  'reviews.tooMany':
    'You have written many reviews in the last hour. Try again in {minutes} minutes.',
  'reviews.ratingRange': 'rating is from 1 to 5.',
  'reviews.bodyMin': 'body needs at least 20 characters.',
  'reviews.bodyMax': 'body can have at most 2000 characters.',
  'reviews.bodyRequired': 'body is required.',
  'admin.adminsOnly': 'This page is for administrators only.',
  'staff.adminsOnly': 'Only an administrator may do this. Ask an administrator of FTC.',
  'staff.staffOnly': 'This is for FTC staff only.',
  'admin.noDocuments': 'There are no documents with this status.',
  'admin.notFound': 'We could not find this document. It may have been removed by its owner.',
  'admin.fileMissing': 'The file of this document is missing from the storage.',
  'admin.alreadyApproved': 'This document is already approved: a document is decided once.',
  'admin.alreadyRejected': 'This document is already rejected: a document is decided once.',
  'admin.approved': 'The document is approved and the badge is on the caregiver profile.',
  'admin.approvedNoBadge':
    'The document is approved, but its owner has no caregiver profile, so there is no profile to put the badge on.',
  'admin.rejected': 'The document is rejected and its owner is emailed the reason.',
  'admin.rejectedNotEmailed':
    'The document is rejected, but we could not email its owner right now: tell them the reason another way.',
  'admin.expired': 'expires_at is in the past: the badge would be expired at once. Check the date.',
  'admin.documentExpired':
    'This document has expired (expires_on): approve it with a later expires_at only if it is still valid.',
  'admin.reasonRequired':
    'reason is required to approve or reject a document (10–500 characters, for the audit log).',
  // The accounts desk (interface §10): search, suspensions, roles, the audit log.
  'staffAccounts.loaded': 'Accounts found: {count}.',
  'staffAccounts.none': 'No account matches. Try part of the name, the email or the mobile.',
  'staffAccounts.detail': 'The account of {name}.',
  'staffAccounts.notFound': 'We could not find this account. Check the id in the accounts list.',
  'staffAccounts.untilFormat':
    'until must be a date and time with its time zone, such as 2030-01-31T18:00:00Z.',
  'suspension.untilPast':
    'until is in the past by the server clock. Pick a later time, or leave it out to suspend until lifted.',
  'suspension.notYourself': 'You cannot suspend or reinstate your own account.',
  'suspension.notTheAdmin':
    'The administrator account (ADMIN_EMAIL) cannot be suspended or reinstated here.',
  'suspension.notAnAdmin':
    'A moderator cannot suspend or reinstate an administrator. Ask an administrator of FTC.',
  'suspension.suspended': 'The account is suspended: its sessions ended and the member is emailed.',
  'suspension.already':
    'This account is already suspended. Reinstate it first to change the suspension.',
  'suspension.unsuspended': 'The account is active again and the member is emailed.',
  'suspension.notSuspended': 'This account is not suspended: there is nothing to reinstate.',
  'suspension.login':
    'Your account is suspended. If you think this is a mistake, contact FTC support through the contact page.',
  'suspension.loginUntil':
    'Your account is suspended until {until}. If you think this is a mistake, contact FTC support through the contact page.',
  'suspension.email.subject': 'Your FTC account is suspended',
  'suspension.email.body':
    'Our team suspended your FTC account: you cannot log in, and your profile, jobs and reviews are not shown.\n\nReason: {reason}\n\nThe suspension lasts until our team lifts it. If you think this is a mistake, write to us: {contact}',
  'suspension.email.bodyUntil':
    'Our team suspended your FTC account until {until}: until then you cannot log in, and your profile, jobs and reviews are not shown.\n\nReason: {reason}\n\nIf you think this is a mistake, write to us: {contact}',
  'suspension.email.liftedSubject': 'Your FTC account is active again',
  'suspension.email.lifted':
    'Your FTC account is no longer suspended: you can log in again. Questions? Write to us: {contact}',
  'staffRoles.granted': '{name} is now a {role}.',
  'staffRoles.removed': '{name} has no staff role now.',
  'staffRoles.adminAccount':
    'The administrator account (ADMIN_EMAIL) is always an administrator: its role cannot be changed.',
  'audit.loaded': 'Actions in the audit log: {count}.',
  'audit.none': 'No action in the audit log matches.',
  'jobs.posted': 'Your job is posted.',
  'jobs.saved': 'Your job is saved.',
  'jobs.closed': 'Your job is closed: caregivers no longer see it.',
  'jobs.loaded': 'Your jobs.',
  'jobs.none': 'You have not posted any jobs yet.',
  'jobs.found': 'Open jobs found.',
  'jobs.jobLoaded': 'Job loaded.',
  'jobs.notFound': 'We could not find this job.',
  'jobs.applicationNotFound':
    'We could not find this application among the applications to your jobs.',
  'jobs.applicationsLoaded': 'The applications to this job.',
  'jobs.noApplications': 'Nobody has applied to this job yet.',
  'jobs.applied': 'Your application is sent. The parent will see it with your profile.',
  'jobs.twice': 'You already applied to this job: one application per job.',
  'jobs.hireClosed': 'This job is closed: nobody else can be hired for it.',
  'jobs.alreadyHired': 'This caregiver is already hired for this job: a hire cannot be changed.',
  'jobs.shortlisted': 'The applicant is shortlisted.',
  'jobs.declined': 'The application is declined.',
  'jobs.hired': 'The caregiver is hired and the job is closed. You can now review them.',
  'jobs.profileRequired':
    'Publish your caregiver profile before applying: parents see it with your application.',
  'jobs.needNear':
    'near is required: add your ZIP code to your caregiver profile, or search near a ZIP code.',
  'jobs.parentPaywall':
    'Without a plan you can have one open job at a time. Close it, or choose a plan to post more jobs and to start conversations with caregivers.',
  'jobs.caregiverPaywall':
    'You have applied to {count} jobs this month, the most without a plan. Choose a plan to apply to as many jobs as you like; a plan with featured placement also puts your profile forward in search.',
  'jobs.idRule': 'id must be the id of a job (a whole number).',
  'jobs.applicationIdRule': 'id must be the id of an application (a whole number).',
  'jobs.titleRequired': 'title is required.',
  'jobs.titleMin': 'title needs at least 5 characters.',
  'jobs.titleMax': 'title can have at most 100 characters.',
  'jobs.descriptionMax': 'description can have at most 2000 characters.',
  'jobs.scheduleMax': 'schedule can have at most 200 characters.',
  'jobs.rateType': 'hourly_rate_max is a whole number of cents, from 500 to 20000.',
  'jobs.rateMin': 'hourly_rate_max must be at least 500 ($5.00).',
  'jobs.rateMax': 'hourly_rate_max can be at most 20000 ($200.00).',
  'jobs.startsOnFormat': 'starts_on is a date written YYYY-MM-DD, for example 2030-01-31.',
  'jobs.startsOnPast': 'starts_on cannot be in the past.',
  'jobs.startsOnFar': 'starts_on can be at most 5 years ahead.',
  'jobs.messageRequired': 'message is required.',
  'jobs.messageMin': 'message needs at least 10 characters.',
  'jobs.messageMax': 'message can have at most 1000 characters.',
  'jobs.statusOption': 'status must be one of shortlisted, declined, hired.',
  'conversations.started': 'Your message is sent.',
  'conversations.sent': 'Message sent.',
  'conversations.loaded': 'Your conversations.',
  'conversations.none': 'You have no conversations yet.',
  'conversations.messagesLoaded': 'Messages loaded.',
  'conversations.unread': 'Your unread messages.',
  'conversations.blocked': 'The conversation is blocked: no more messages can be sent in it.',
  'conversations.blockedRefusal':
    'This conversation is blocked: no more messages can be sent in it, by either side.',
  'conversations.reported': 'Thank you: the conversation is reported and our team will look at it.',
  'conversations.notFound': 'We could not find this conversation among yours.',
  'conversations.applicationNotFound': 'We could not find this application among yours.',
  'conversations.caregiverNeedsApplication':
    'A caregiver starts a conversation from one of their applications: give application_id.',
  'conversations.parentPaywall':
    'Starting a conversation with a caregiver needs a plan. A plan lets you message any caregiver and post more jobs; without one you can still reply when a caregiver writes to you first.',
  'conversations.tooFast': 'You are sending messages too fast. Please try again in {duration}.',
  'conversations.cursorsTogether': 'Give either after or before (one of them), not both.',
  'conversations.idRule': 'id must be the id of a conversation (a whole number).',
  'conversations.bodyRequired': 'body is required: write a message.',
  'conversations.caregiverIdRule': 'caregiver_id must be the id of a caregiver (a whole number).',
  'conversations.applicationIdRule':
    'application_id must be the id of an application (a whole number).',
  'conversations.oneOfIds': 'Give either caregiver_id or application_id (one of them).',
  'conversations.afterRule': 'after must be the id of a message (a whole number).',
  'conversations.beforeRule': 'before must be the id of a message (a whole number).',
  'conversations.reasonRequired': 'reason is required: say what happened.',
  'conversations.reasonMax': 'reason can have at most 1000 characters.',
  'reports.reasonRule': 'reason must be one of: {values}.',
  'reports.statusRule': 'status must be one of: {values}.',
  'reports.actionRule': 'action must be one of: {values}.',
  'reports.kindRule': 'kind must be one of: {values}.',
  'reports.idRule': 'id must be the id of a report or of content (a whole number).',
  'reports.sent': 'Thank you: your report is with our team, who will look at it.',
  'reports.duplicate':
    'You already reported this and your report is with our team: there is no need to send it again.',
  'reports.ownCaregiver': 'This is your own profile: you cannot report it. Edit it instead.',
  'reports.ownJob': 'This is your own job: you cannot report it. Edit or close it instead.',
  'reports.ownReview': 'This is your own review: you cannot report it.',
  'reports.caregiverNotFound': 'We could not find this caregiver. It may have been removed.',
  'reports.jobNotFound': 'We could not find this job. It may have been removed.',
  'reports.reviewNotFound': 'We could not find this review. It may have been removed.',
  'reports.tooMany':
    'You have sent many reports in a short time. Please try again in {duration}; our team is looking at the ones you sent.',
  'reports.list': 'The reports.',
  'reports.notFound': 'We could not find this report. Check its id in the list of reports.',
  'reports.alreadyResolved':
    'This report is already resolved. Reload the list to see what was decided.',
  'reports.hideConversation':
    'A whole conversation cannot be hidden: hide one of its messages (from a message report) or suspend the member.',
  'reports.ownerGone':
    'The account behind this content no longer exists, so there is nobody to suspend. Hide the content or dismiss the report.',
  'reports.resolved': 'The report is resolved.',
  'reports.emailSubject': 'We reviewed your report',
  'reports.emailBody':
    "Hello {name},\n\nThank you for your report. Our team has reviewed it. For the other member's privacy we cannot tell you what was decided.\n\nReports like yours help keep FTC safe.\n\nThe FTC team",
  'hidden.list': 'The hidden content.',
  'hidden.notFound':
    'We could not find this hidden content. It may have been restored already: reload the list.',
  'hidden.restored': 'The content is restored and shows again.',
  'stream.ticket': 'Your stream ticket: use it within 60 seconds, once.',
  'stream.badTicket':
    'This stream ticket is not valid: a ticket works once, within 60 seconds. Ask for a new one.',
  'stream.lastEventId': 'Last-Event-ID must be the id of a message (a whole number).',
  'stream.tooMany':
    'You have {count} live connections open, the most for one account. Close a tab or window, then try again.',
  'faqs.audienceInvalid':
    'audience must be "users" (the parents\' list) or "service-providers" (the caregivers\' list).',
  'faqs.positionInvalid': 'position must be a whole number from 0 (first in the list) to {max}.',
  'faqs.answerEmpty':
    'answer has no text left once cleaned: write the answer as text, with paragraphs, lists, links or emphasis if you like.',
  'faqs.notFound': 'We could not find this FAQ: it may have been deleted. Reload the list.',
  'faqs.loaded': 'FAQs loaded.',
  'faqs.created': 'The FAQ is added: the public list shows it now.',
  'faqs.updated': 'The FAQ is saved: the public list shows it now.',
  'faqs.deleted': 'The FAQ is deleted: it is off the public list.',
  'metrics.dateFormat': '{field} must be a date written YYYY-MM-DD, for example 2030-01-31.',
  'metrics.fromAfterTo': 'from ({from}) is after to ({to}): choose a from on or before to.',
  'metrics.rangeTooLong':
    'to is too far from from: the range covers {days} days and can cover at most {max}. Choose a shorter range.',
  'metrics.loaded': 'Figures from {from} to {to} (UTC days).',
  'calendar.name': 'FTC bookings',
  'calendar.withCaregiver': 'Care with {name} (FTC)',
  'calendar.withParent': "Care for {name}'s family (FTC)",
  'calendar.linkLoaded':
    'This is your calendar link. Add it to your calendar app; keep it private, like a password.',
  'calendar.linkRenewed':
    'Your new calendar link is ready. The old link no longer works: add this one to your calendar app.',
  'calendar.notFound':
    'This calendar link does not exist or was replaced. Copy the current link from your bookings page.',
} as const;

export type WordKey = keyof typeof en;
export type Catalogue = Record<WordKey, string>;
