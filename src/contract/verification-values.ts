// What FTC checks and what it does not (issue 24: "one verification explainer"), written once,
// without zod: the site's badges and profile explainer read it through the words catalogue
// src/i18n/verification-words.ts, and the server's FAQ answer "Does FTC check caregivers for
// me?" (server/db/seed-verification.ts) is made from it. Plain text: no markup, no <, > or &.

export const VERIFICATION_TEXT = {
  en: {
    title: 'What FTC checks',
    lead: 'FTC is a marketplace: caregivers write their own profiles. Two things are checked.',
    checks: {
      mobile:
        'Mobile verified: the caregiver entered a code FTC sent to their mobile number. It shows the number is theirs, nothing more.',
      document:
        'ID, background check and first aid: FTC staff reviewed an identity document, a background check report or a first aid or CPR certificate the caregiver uploaded, and granted the badge. A badge with a date is valid until then.',
    },
    notTitle: 'What a badge does not promise',
    not: 'A badge is not a recommendation or a guarantee. FTC does not employ caregivers, does not run background checks itself and does not check references, reviews or the rest of a profile.',
    yoursTitle: 'Your own checks',
    yours: {
      interview: 'Meet and interview the caregiver, ideally with your child present.',
      references: 'Call at least two references yourself.',
      documents: 'Ask to see the originals of IDs and certificates.',
      trial: 'Start with a short paid trial while you are at home.',
    },
    badgeMeans: {
      mobile: 'The caregiver entered a code FTC sent to this mobile number.',
      id: 'FTC staff reviewed an identity document and granted this badge.',
      background_check: 'FTC staff reviewed a background check report and granted this badge.',
      first_aid: 'FTC staff reviewed a first aid or CPR certificate and granted this badge.',
    },
    faqQuestion: 'Does FTC check caregivers for me?',
    faqShort:
      'Partly. FTC checks the mobile number of every caregiver, and FTC staff review the documents behind the ID, background check and first aid badges. Everything else on a profile is written by the caregiver and is not verified.',
  },
  es: {
    title: 'Qué verifica FTC',
    lead: 'FTC es un mercado: los cuidadores escriben sus propios perfiles. Se verifican dos cosas.',
    checks: {
      mobile:
        'Celular verificado: el cuidador o la cuidadora ingresó un código que FTC envió a su número de celular. Muestra que el número es suyo, nada más.',
      document:
        'Identidad, antecedentes y primeros auxilios: el personal de FTC revisó un documento de identidad, un informe de antecedentes o un certificado de primeros auxilios o RCP que subió el cuidador o la cuidadora, y otorgó la insignia. Una insignia con fecha es válida hasta entonces.',
    },
    notTitle: 'Lo que una insignia no promete',
    not: 'Una insignia no es una recomendación ni una garantía. FTC no emplea a cuidadores, no hace verificaciones de antecedentes por su cuenta y no verifica referencias, reseñas ni el resto del perfil.',
    yoursTitle: 'Tus propias verificaciones',
    yours: {
      interview:
        'Reúnete con el cuidador o la cuidadora y entrevístalo, de ser posible con tu hijo presente.',
      references: 'Llama tú mismo al menos a dos referencias.',
      documents: 'Pide ver los originales de las identificaciones y los certificados.',
      trial: 'Empieza con un turno de prueba corto y pagado mientras estás en casa.',
    },
    badgeMeans: {
      mobile:
        'El cuidador o la cuidadora ingresó un código que FTC envió a este número de celular.',
      id: 'El personal de FTC revisó un documento de identidad y otorgó esta insignia.',
      background_check:
        'El personal de FTC revisó un informe de antecedentes y otorgó esta insignia.',
      first_aid:
        'El personal de FTC revisó un certificado de primeros auxilios o RCP y otorgó esta insignia.',
    },
    faqQuestion: '¿FTC verifica a los cuidadores por mí?',
    faqShort:
      'En parte. FTC verifica el número de celular de cada cuidador, y el personal de FTC revisa los documentos detrás de las insignias de identidad, antecedentes y primeros auxilios. Todo lo demás en un perfil lo escribe el cuidador o la cuidadora y no está verificado.',
  },
} as const;

export type VerificationLanguage = keyof typeof VERIFICATION_TEXT;

/** The explainer in a shipped language (English for any other). */
export const verificationText = (lang: string) => VERIFICATION_TEXT[lang === 'es' ? 'es' : 'en'];
