import { defineWords } from '../src/i18n/catalogue';

// The site's words are split by where they are used, so a page's chunk carries its own and the
// site's entry only the frame's (demo/words.ts).

/** FAQ, subscription, checkout, blog, widgets pages. */
export const infoWords = defineWords(
  'site-info',
  {
    faqTitle: 'Frequently asked questions',
    forParents: 'For parents',
    forCaregivers: 'For caregivers',
    plansTitle: 'Subscription plans',
    plansLeadNew: 'Pick the plan that fits your family. You can change it any time.',
    plansLead: 'Plans for parents and caregivers.',
    checkoutTitle: 'Checkout',
    checkoutFailTitle: 'Checkout not completed',
    blogTitle: 'Blog',
    blogLead: 'Advice for parents and caregivers, from our team and our community.',
    allPosts: '← All posts',
    widgetsTitle: 'Embeddable widgets',
    widgetsLead: 'Every part of FTC you can put on your own site with one script tag.',
    widgetsNotBuilt: 'The widget bundles are not built: run npm run build:lib.',
    manifestFailed: 'The widget manifest could not be loaded.',
    themeBefore: 'Theme them with CSS custom properties such as',
    themeAnd: 'and',
    themeParts: ', and style their parts with',
    seeAlso: '. See also the',
    partnerPage: 'plain partner page',
    attributes: 'Attributes, events and parts',
    defaultValue: 'Default: {value}.',
    contents: 'Contents',
    quickStart: 'Quick start',
    quickStartLead:
      'Two lines in your page, then the element where it should appear. This loads the latest version, which changes when we release.',
    quickStartSnippet: 'The latest version of <ftc-newsletter>',
    pinTitle: 'Pin a version, with integrity',
    pinLead:
      'Version {version} never changes under its address. Each script carries its integrity, and the import map names every file the script loads with its own: the browser refuses any file that is not exactly ours.',
    pinAllSnippet: 'Every element, pinned, with integrity',
    pinCsp:
      'With a Content Security Policy: allow this origin in script-src and connect-src, and the import map by its hash or a nonce.',
    elementSnippet: '{tag}, pinned, with integrity',
    copy: 'Copy',
    copied: 'Copied',
    copiedStatus: 'Snippet copied to the clipboard.',
  },
  {
    faqTitle: 'Preguntas frecuentes',
    forParents: 'Para familias',
    forCaregivers: 'Para cuidadores',
    plansTitle: 'Planes de suscripción',
    plansLeadNew:
      'Elige el plan que mejor se adapte a tu familia. Puedes cambiarlo cuando quieras.',
    plansLead: 'Planes para familias y cuidadores.',
    checkoutTitle: 'Pago',
    checkoutFailTitle: 'Pago no completado',
    blogTitle: 'Blog',
    blogLead: 'Consejos para familias y cuidadores, de nuestro equipo y nuestra comunidad.',
    allPosts: '← Todas las entradas',
    widgetsTitle: 'Widgets integrables',
    widgetsLead: 'Todo lo de FTC que puedes poner en tu propio sitio con una etiqueta script.',
    widgetsNotBuilt: 'Los paquetes de widgets no están compilados: ejecuta npm run build:lib.',
    manifestFailed: 'No se pudo cargar el manifiesto de los widgets.',
    themeBefore: 'Personalízalos con propiedades CSS como',
    themeAnd: 'y',
    themeParts: ', y da estilo a sus partes con',
    seeAlso: '. Mira también la',
    partnerPage: 'página de socio sencilla',
    attributes: 'Atributos, eventos y partes',
    defaultValue: 'Valor por defecto: {value}.',
    contents: 'Contenido',
    quickStart: 'Inicio rápido',
    quickStartLead:
      'Dos líneas en tu página y luego el elemento donde deba aparecer. Así se carga la última versión, que cambia con cada publicación.',
    quickStartSnippet: 'La última versión de <ftc-newsletter>',
    pinTitle: 'Fija una versión, con integridad',
    pinLead:
      'La versión {version} nunca cambia en su dirección. Cada script lleva su integridad, y el mapa de importación nombra cada archivo que carga el script con la suya: el navegador rechaza cualquier archivo que no sea exactamente el nuestro.',
    pinAllSnippet: 'Todos los elementos, fijados, con integridad',
    pinCsp:
      'Con una política de seguridad de contenido (CSP): permite este origen en script-src y connect-src, y el mapa de importación por su hash o un nonce.',
    elementSnippet: '{tag}, fijado, con integridad',
    copy: 'Copiar',
    copied: 'Copiado',
    copiedStatus: 'Código copiado al portapapeles.',
  },
);
