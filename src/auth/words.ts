import { ACCOUNT_MESSAGES } from '../contract/account-rules';
import { defineWords } from '../i18n/catalogue';

/**
 * The words of the auth elements, one namespace per screen so a partner overrides them as
 * `FTCWidgets.setWords('es', { login: { submit: 'Entrar' } })`. The English names of fields
 * and buttons are the ones interface §3 promises; keep them word for word.
 */

/** The account rules the client checks before sending (src/contract/account-rules.ts). */
export const accountRuleWords = defineWords(
  'account-rules',
  // English: the server's own words, written once in the contract.
  { ...ACCOUNT_MESSAGES },
  {
    fullNameRequired: 'El nombre completo es obligatorio.',
    fullNameLength: 'Escribe tu nombre completo (de 2 a 100 caracteres).',
    emailRequired: 'El correo electrónico es obligatorio.',
    emailInvalid: 'Introduce un correo electrónico válido.',
    passwordRequired: 'La contraseña es obligatoria.',
    passwordRule: 'Usa al menos 8 caracteres, con al menos una letra y un número.',
    countryCodeInvalid: 'Elige un código de país, como +1.',
    mobileRequired: 'El número de móvil es obligatorio.',
    mobileInvalid: 'Introduce un número de móvil válido para el código de país que elegiste.',
  },
);

export type AccountRule = keyof typeof ACCOUNT_MESSAGES;

const RULE_BY_MESSAGE = new Map(
  Object.entries(ACCOUNT_MESSAGES).map(([key, message]) => [message as string, key as AccountRule]),
);

/**
 * The rule a shared validator's (English) message names, so the form shows it in its own
 * language: the validators of the contract answer in the server's words.
 */
export function accountRuleOf(message: string | undefined): AccountRule | undefined {
  return message === undefined ? undefined : RULE_BY_MESSAGE.get(message);
}

export const loginWords = defineWords(
  'login',
  {
    identifier: 'Email or mobile number',
    password: 'Password',
    submit: 'Log in',
    forgot: 'Forgot password?',
    identifierRequired: 'Enter your email or mobile number.',
    failure: 'We could not log you in. Please try again.',
    /** `{name}` is shown in bold. */
    loggedInAs: 'You are logged in as {name}.',
  },
  {
    identifier: 'Correo electrónico o número de móvil',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgot: '¿Olvidaste tu contraseña?',
    identifierRequired: 'Escribe tu correo electrónico o número de móvil.',
    failure: 'No pudimos iniciar tu sesión. Inténtalo de nuevo.',
    loggedInAs: 'Has iniciado sesión como {name}.',
  },
);

export const otpWords = defineWords(
  'otp',
  {
    title: 'Verify your mobile number',
    /** `{number}` is the masked number, shown in bold. */
    lead: 'Enter the {length}-digit code we sent to {number}.',
    code: 'Verification code',
    verify: 'Verify',
    resend: 'Resend code',
    codeIncomplete: 'Enter the {length}-digit code we sent you.',
    verifyFailed: 'That code did not work. Please try again.',
    resendFailed: 'We could not send a new code.',
    resent: 'We sent a new code to {number}.',
    cooldown: {
      one: 'You can ask for a new code in {count} s.',
      other: 'You can ask for a new code in {count} s.',
    },
    ready: 'Did not get it? You can ask for a new code now.',
    cancel: 'Use another account',
  },
  {
    title: 'Verifica tu número de móvil',
    lead: 'Introduce el código de {length} dígitos que enviamos al {number}.',
    code: 'Código de verificación',
    verify: 'Verificar',
    resend: 'Reenviar código',
    codeIncomplete: 'Introduce el código de {length} dígitos que te enviamos.',
    verifyFailed: 'Ese código no funcionó. Inténtalo de nuevo.',
    resendFailed: 'No pudimos enviarte un código nuevo.',
    resent: 'Enviamos un código nuevo al {number}.',
    cooldown: {
      one: 'Podrás pedir un código nuevo en {count} segundo.',
      other: 'Podrás pedir un código nuevo en {count} segundos.',
    },
    ready: '¿No te llegó? Ya puedes pedir un código nuevo.',
    cancel: 'Usar otra cuenta',
  },
);

export const signupWords = defineWords(
  'signup',
  {
    join: 'Join FTC',
    how: 'How will you use FTC?',
    parent: 'Parent',
    parentDetail: 'I am looking for childcare',
    caregiver: 'Caregiver',
    caregiverDetail: 'I offer childcare',
    titleParent: 'Sign up as a parent',
    titleCaregiver: 'Sign up as a caregiver',
    notParent: 'Not a parent? Change',
    notCaregiver: 'Not a caregiver? Change',
    fullName: 'Full name',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least {min} characters, with a letter and a number.',
    smsHint: 'We will text a {length}-digit code to your mobile number to verify it.',
    countryCode: 'Country code',
    mobile: 'Mobile number',
    /** `{terms}` and `{privacy}` are links named by `terms` and `privacy`. */
    accept: 'I accept the {terms} and the {privacy}.',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    termsRequired: 'Please accept the terms and the privacy policy to continue.',
    submit: 'Sign up',
    failure: 'We could not create your account. Please try again.',
    welcome: 'Welcome to FTC, {name}!',
    verified: 'Your mobile number is verified and you are logged in.',
  },
  {
    join: 'Únete a FTC',
    how: '¿Cómo vas a usar FTC?',
    parent: 'Familia',
    parentDetail: 'Busco a alguien que cuide de mis hijos',
    caregiver: 'Cuidador(a)',
    caregiverDetail: 'Ofrezco cuidado infantil',
    titleParent: 'Regístrate como familia',
    titleCaregiver: 'Regístrate como cuidador(a)',
    notParent: '¿No eres una familia? Cambiar',
    notCaregiver: '¿No eres cuidador(a)? Cambiar',
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHint: 'Al menos {min} caracteres, con una letra y un número.',
    smsHint: 'Te enviaremos por SMS un código de {length} dígitos para verificar tu móvil.',
    countryCode: 'Código de país',
    mobile: 'Número de móvil',
    accept: 'Acepto los {terms} y la {privacy}.',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    termsRequired: 'Acepta los términos y la política de privacidad para continuar.',
    submit: 'Registrarme',
    failure: 'No pudimos crear tu cuenta. Inténtalo de nuevo.',
    welcome: '¡Te damos la bienvenida a FTC, {name}!',
    verified: 'Tu número de móvil está verificado y has iniciado sesión.',
  },
);

export const passwordResetWords = defineWords(
  'password-reset',
  {
    forgotTitle: 'Forgot your password?',
    forgotLead: 'Enter the email of your account and we will send you a link to choose a new one.',
    email: 'Email',
    send: 'Send reset link',
    sendFailed: 'We could not send the link. Please try again.',
    backToLogin: 'Back to log in',
    sentTitle: 'Check your inbox',
    /** `{email}` is shown in bold. */
    sentLead:
      'If an account exists for {email}, we sent it a link to choose a new password. The link works once, for an hour.',
    otherEmail: 'Use another email',
    resetTitle: 'Choose a new password',
    newPassword: 'New password',
    passwordHint: 'At least {min} characters, with a letter and a number.',
    save: 'Save password',
    saveFailed: 'We could not change the password.',
    linkIncomplete:
      'This link is not complete. Open the link from the email again, or ask for a new one.',
    linkTitle: 'This link cannot be used',
    newLink: 'Get a new link',
    doneTitle: 'Your password is changed',
    doneLead: 'You can log in with your new password now.',
    logIn: 'Log in',
  },
  {
    forgotTitle: '¿Olvidaste tu contraseña?',
    forgotLead:
      'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva.',
    email: 'Correo electrónico',
    send: 'Enviar enlace',
    sendFailed: 'No pudimos enviar el enlace. Inténtalo de nuevo.',
    backToLogin: 'Volver a iniciar sesión',
    sentTitle: 'Revisa tu bandeja de entrada',
    sentLead:
      'Si existe una cuenta para {email}, le enviamos un enlace para elegir una contraseña nueva. El enlace funciona una sola vez, durante una hora.',
    otherEmail: 'Usar otro correo electrónico',
    resetTitle: 'Elige una contraseña nueva',
    newPassword: 'Contraseña nueva',
    passwordHint: 'Al menos {min} caracteres, con una letra y un número.',
    save: 'Guardar contraseña',
    saveFailed: 'No pudimos cambiar la contraseña.',
    linkIncomplete:
      'Este enlace no está completo. Vuelve a abrir el enlace del correo o pide uno nuevo.',
    linkTitle: 'Este enlace no se puede usar',
    newLink: 'Pedir un enlace nuevo',
    doneTitle: 'Tu contraseña se cambió',
    doneLead: 'Ya puedes iniciar sesión con tu contraseña nueva.',
    logIn: 'Iniciar sesión',
  },
);

export const accountWords = defineWords(
  'account',
  {
    area: 'Account',
    logIn: 'Log in',
    signUp: 'Sign up',
    logOut: 'Log out',
  },
  {
    area: 'Cuenta',
    logIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    logOut: 'Cerrar sesión',
  },
);
