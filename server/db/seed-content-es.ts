// The site's own content in US Spanish (issue 24): the same FAQs, how-it-works steps and static
// pages as seed-content.ts, item for item, in the words US families use ("niñera", "cuidador(a)",
// "celular"; never Spain's word for a babysitter, which a unit test looks for). Fictional,
// like the English content.

import { VERIFICATION_TEXT } from '../../src/contract/verification-values';
import type { SeedFaq, SeedHow, SeedStaticPage } from './seed-content';
import { STATIC_PAGES_ES } from './seed-pages-es';
import { verificationFaqHtml } from './seed-verification';

export { STATIC_PAGES_ES };

export const FAQS_ES: SeedFaq[] = [
  {
    audience: 'users',
    position: 1,
    question: '¿Cómo me registro como madre o padre?',
    answer: `<p>Toca <strong>Registrarse</strong>, elige <strong>Necesito cuidado</strong> e ingresa tu nombre, correo electrónico y número de celular. Toma unos dos minutos.</p><p>Una vez dentro, agrega algunos datos sobre tu familia y el tipo de cuidado que necesitas para que los cuidadores sepan qué buscas. Puedes cambiar todo después desde <a href="/account">tu cuenta</a>.</p>`,
  },
  {
    audience: 'users',
    position: 2,
    question: '¿Por qué envían un código a mi teléfono?',
    answer: `<p>Te enviamos por mensaje de texto un código de 6 dígitos al número de celular que nos das. Al ingresarlo confirmas que el número es tuyo y nos ayudas a mantener las cuentas falsas fuera del sitio.</p><ul><li>El código vence a los 10 minutos.</li><li>Si no llega, revisa el número y toca <strong>Reenviar código</strong>.</li><li>Nunca te pediremos este código por teléfono, correo ni chat. Si alguien lo hace, no lo compartas.</li></ul>`,
  },
  {
    audience: 'users',
    position: 3,
    question: '¿Necesito una suscripción para usar FTC?',
    answer: `<p>Puedes crear una cuenta, publicar lo que necesitas y ver perfiles de cuidadores gratis. Con una suscripción puedes escribir a cualquier cuidador o cuidadora y publicar más de un empleo a la vez.</p><p>Consulta las opciones y los precios en nuestra <a href="/subscription">página de planes</a>.</p>`,
  },
  {
    audience: 'users',
    position: 4,
    question: '¿Cómo funciona la facturación?',
    answer: `<p>Los planes se cobran en dólares estadounidenses a la tarjeta que agregas al pagar. Los planes mensuales se renuevan cada mes y los planes más largos al final de su plazo, a menos que canceles antes.</p><p>Encontrarás cada pedido y un recibo imprimible en <a href="/dashboard/billing">Panel → Facturación</a>, donde también puedes cambiar la tarjeta que se usa para las renovaciones. El pago del cuidado en sí se acuerda y se hace directamente entre tú y el cuidador o la cuidadora, no a través de tu plan de FTC.</p>`,
  },
  {
    audience: 'users',
    position: 5,
    question: '¿Cómo cancelo mi suscripción?',
    answer: `<p>Abre <a href="/dashboard/billing">Panel → Facturación</a>, toca <strong>Cancelar plan</strong> y confirma con <strong>Cancelar plan</strong>. La confirmación te dice la fecha en que termina tu plan, y te enviamos esa misma fecha por correo de inmediato. Sin encuestas ni llamadas.</p><p>Tu plan sigue activo hasta el final del período que ya pagaste; no se renueva y no se cobra nada más. ¿Cambiaste de opinión? Toca <strong>Reanudar plan</strong> en cualquier momento antes de esa fecha. El período ya pagado no se reembolsa, salvo cuando la ley lo exige.</p><p>Cancelar no borra tu cuenta ni tus mensajes.</p>`,
  },
  {
    audience: 'users',
    position: 6,
    question: VERIFICATION_TEXT.es.faqQuestion,
    answer: verificationFaqHtml('es'),
  },
  {
    audience: 'users',
    position: 7,
    question: '¿Cómo uso un código promocional?',
    answer: `<p>En la pantalla de pago, toca <strong>¿Tienes un código promocional?</strong>, escríbelo y toca <strong>Aplicar</strong>. El nuevo precio aparece antes de pagar.</p><p>Los códigos no distinguen mayúsculas de minúsculas, por lo general no se pueden combinar y pueden aplicarse solo a tu primer pago. Si un código no se aplica, revisa su fecha de vencimiento en el correo o la publicación donde lo encontraste.</p>`,
  },
  {
    audience: 'users',
    position: 8,
    question: '¿Qué es FTC Connect?',
    answer: `<p><strong>FTC Connect</strong> es nuestra opción de asistencia personalizada para familias ocupadas. Cuéntale a un coordinador lo que necesitas y te preparará una lista corta de cuidadores que dicen ajustarse a tu horario, zona y presupuesto, y te ayudará a organizar las presentaciones.</p><p>Connect te ahorra tiempo, pero la decisión final es tuya, y también las verificaciones: entrevista, llama a las referencias y haz las comprobaciones que quieras. Más información en la <a href="/connect">página de FTC Connect</a>.</p>`,
  },
  {
    audience: 'users',
    position: 9,
    question: '¿Quién puede ver la información de mi familia?',
    answer: `<p>Los cuidadores pueden ver tu nombre, tu zona general (nunca tu dirección) y los detalles de cuidado que decidas publicar. Tu correo, tu número de teléfono y tus datos de pago son privados.</p><p>Comparte tu dirección y otros datos personales solo cuando estés lista o listo, por lo general después de conocer a la persona. Lee nuestra <a href="/privacy-policy">Política de privacidad</a> para ver todos los detalles.</p>`,
  },
  {
    audience: 'users',
    position: 10,
    question: '¿Puedo subir documentos, como un acuerdo de cuidado?',
    answer: `<p>Sí. Desde una conversación, toca el clip para adjuntar un PDF, JPG o PNG de hasta 10 MB. Muchas familias comparten así un acuerdo de cuidado por escrito. Puedes empezar con nuestro <a href="/guardian-contract">acuerdo de ejemplo para padres o tutores</a>.</p><p>Sube solo lo que la otra persona necesita ver y evita enviar números de Seguro Social completos o datos bancarios por mensaje.</p>`,
  },
  {
    audience: 'service-providers',
    position: 1,
    question: '¿Cómo me registro como cuidador o cuidadora?',
    answer: `<p>Toca <strong>Registrarse</strong>, elige <strong>Ofrezco cuidado</strong> e ingresa tu nombre, correo electrónico y número de celular. Luego arma tu perfil: una foto clara, los servicios que ofreces, tu tarifa, tu disponibilidad y una breve presentación.</p><p>Los perfiles con foto y una presentación cálida y concreta reciben muchos más mensajes de las familias.</p>`,
  },
  {
    audience: 'service-providers',
    position: 2,
    question: '¿Por qué tengo que verificar mi número de celular?',
    answer: `<p>Te enviamos un código de 6 dígitos por mensaje de texto cuando te registras y, a veces, cuando inicias sesión desde un dispositivo nuevo. Al ingresarlo confirmas que el teléfono es tuyo y proteges tu cuenta.</p><p>El código vence a los 10 minutos. El personal de FTC nunca te pedirá que lo leas en voz alta ni que lo reenvíes.</p>`,
  },
  {
    audience: 'service-providers',
    position: 3,
    question: '¿Qué incluyen los planes para cuidadores?',
    answer: `<p>Con una cuenta gratis puedes crear un perfil, aparecer en las búsquedas de las familias y postularte a algunos empleos cada mes. Un plan para cuidadores te permite postularte a todos los empleos que quieras, y el plan destacado pone tu perfil entre los primeros en las búsquedas.</p><p>Compara los planes en la <a href="/subscription">página de planes</a>. Los planes se cobran en dólares estadounidenses y se renuevan automáticamente hasta que canceles.</p>`,
  },
  {
    audience: 'service-providers',
    position: 4,
    question: '¿Cómo cancelo o cambio mi plan?',
    answer: `<p>Abre <a href="/dashboard/billing">Panel → Facturación</a>. Para cancelar, toca <strong>Cancelar plan</strong> y confirma con <strong>Cancelar plan</strong>: conservas las funciones pagadas hasta el final del período que ya pagaste, el plan no se renueva y puedes tocar <strong>Reanudar plan</strong> en cualquier momento antes de esa fecha. El período ya pagado no se reembolsa, salvo cuando la ley lo exige.</p><p>Para cambiar, toca <strong>Cambiar plan</strong>: un plan más barato empieza cuando termina tu período actual, sin cobro ahora; uno más caro empieza en cuanto pagas la diferencia por el resto del período actual.</p>`,
  },
  {
    audience: 'service-providers',
    position: 5,
    question: '¿Cómo me cuido al conocer a una familia nueva?',
    answer: `<p>Los perfiles de las familias y sus ofertas de empleo los escriben las propias familias y FTC no los verifica. Confía en tu instinto y toma medidas sencillas:</p><ul><li>Haz una videollamada antes de ir a una casa.</li><li>Dile a alguien de confianza adónde vas y a qué hora piensas terminar.</li><li>Acuerda por escrito el pago, el horario y las tareas antes del primer turno.</li><li>Nunca le pagues a una familia para conseguir un empleo y nunca cobres un cheque por más de lo que te deben.</li></ul><p>Si algo no te parece bien, reporta el perfil desde el menú de tres puntos.</p>`,
  },
  {
    audience: 'service-providers',
    position: 6,
    question: '¿Cómo agrego certificados y otros documentos?',
    answer: `<p>Ve a <strong>Perfil</strong> y luego a <strong>Documentos</strong>. Puedes subir archivos PDF, JPG o PNG de hasta 10 MB cada uno, como una tarjeta de RCP, un certificado de primeros auxilios, una credencial de RBT o una carta de referencia.</p><p>El personal de FTC revisa una identificación, un informe de antecedentes o un certificado de primeros auxilios o RCP y otorga la insignia correspondiente; tus demás documentos se muestran tal como los subiste. Aun así, las familias pueden pedirte ver los originales. Es normal y una buena señal de que son cuidadosas.</p>`,
  },
  {
    audience: 'service-providers',
    position: 7,
    question: '¿Puedo usar un código promocional en un plan para cuidadores?',
    answer: `<p>Sí. Al pagar, toca <strong>¿Tienes un código promocional?</strong>, ingresa el código y toca <strong>Aplicar</strong>. Verás el precio con descuento antes de pagar.</p><p>La mayoría de los códigos se pueden usar una vez por cuenta y no se combinan con otras ofertas.</p>`,
  },
  {
    audience: 'service-providers',
    position: 8,
    question: '¿Qué es FTC Connect para cuidadores?',
    answer: `<p>Cuando una familia usa <strong>FTC Connect</strong>, un coordinador busca cuidadores cuyos perfiles coinciden con lo que la familia pidió. Mantén al día tu disponibilidad, tu tarifa y tus servicios para que puedan incluirte en esas listas.</p><p>Una presentación a través de Connect no es una oferta de empleo. Tú y la familia siguen acordando todo directamente. Consulta la <a href="/connect">página de FTC Connect</a> para más detalles.</p>`,
  },
];

export const HOWS_ES: SeedHow[] = [
  {
    audience: 'users',
    step: 1,
    title: 'Cuéntanos qué necesitas',
    body: 'Regístrate, verifica tu teléfono con un código rápido y describe el cuidado que buscas. Niñera de tiempo completo, niñera por horas, cuidado ocasional o un RBT: toma un par de minutos.',
    icon: 'user',
  },
  {
    audience: 'users',
    step: 2,
    title: 'Busca cuidadores cerca de ti',
    body: 'Busca por zona, horario, tarifa y servicios, y lee lo que cada cuidador o cuidadora cuenta de sí. Guarda a quienes te gusten en una lista corta.',
    icon: 'search',
  },
  {
    audience: 'users',
    step: 3,
    title: 'Escribe y conoce a la persona',
    body: 'Chatea en la aplicación y luego organiza una llamada o una reunión. Haz preguntas, verifica referencias y tómate tu tiempo.',
    icon: 'chat',
  },
  {
    audience: 'users',
    step: 4,
    title: 'Haz tus verificaciones y contrata',
    body: 'FTC verifica el celular y, en las insignias, los documentos que revisó su personal; lo demás lo escribe cada cuidador. Verifica tú las referencias y los originales. Cuando tengas confianza, acuerden las condiciones y empiecen con un turno de prueba.',
    icon: 'shield',
  },
  {
    audience: 'service-providers',
    step: 1,
    title: 'Crea tu perfil',
    body: 'Regístrate, verifica tu teléfono y agrega una foto, tus servicios, tu tarifa y una presentación breve y amable.',
    icon: 'user',
  },
  {
    audience: 'service-providers',
    step: 2,
    title: 'Muestra tu experiencia',
    body: 'Sube certificados como RCP o credenciales de RBT y agrega referencias. Las familias pueden ver lo que compartiste.',
    icon: 'check',
  },
  {
    audience: 'service-providers',
    step: 3,
    title: 'Indica tu disponibilidad',
    body: 'Marca los días y las horas en que puedes trabajar para que las familias te escriban solo cuando el horario coincide.',
    icon: 'calendar',
  },
  {
    audience: 'service-providers',
    step: 4,
    title: 'Conecta con familias',
    body: 'Responde mensajes, postúlate a empleos cerca de ti y acuerda las condiciones directamente con cada familia. Un buen trabajo trae buenas reseñas.',
    icon: 'star',
  },
];

/** The seeded videos' titles and descriptions in US Spanish, by YouTube id (seed-content.ts). */
export const VIDEOS_ES: Record<string, { title: string; description: string }> = {
  q7Rk2mVx9Lw: {
    title: 'Conoce a Rosa: diez años como niñera en Austin',
    description:
      'Rosa cuenta cómo se gana la confianza de una familia nueva, por qué siempre pide un día de prueba y la pregunta que le gustaría que todos los padres le hicieran.',
  },
  Hc4tW8nPz1E: {
    title: 'La historia de Jordan: de niñera a RBT',
    description:
      'Jordan empezó cuidando niños en la universidad y hoy es Técnico de Conducta Registrado (RBT). Escucha cómo fue su formación y qué deberían preguntarle las familias a un RBT.',
  },
  bN3xLq6Yt0s: {
    title: 'La familia Okafor encuentra cuidado después de la escuela',
    description:
      'Dos padres que trabajan, tres hijos y un calendario muy lleno. Los Okafor cuentan cómo entrevistaron, llamaron a las referencias y planearon una semana de prueba.',
  },
  Zp8vK1rMe4Q: {
    title: 'Cómo funciona FTC en dos minutos',
    description:
      'Un recorrido rápido para padres y cuidadores: registrarse, verificar tu celular, buscar, enviar mensajes y elegir un plan.',
  },
  mT5cR9wJf2U: {
    title: '10 preguntas antes de contratar a una niñera',
    description:
      'Preguntas prácticas sobre experiencia, emergencias, disciplina y tiempo de pantalla, y cómo suelen sonar las buenas respuestas.',
  },
  xA2gY7hDn6k: {
    title: 'Haz tus propias verificaciones: guía de seguridad',
    description:
      'Los perfiles de FTC los escriben sus usuarios. Esta guía muestra cómo llamar a las referencias, confirmar certificados y planear un primer encuentro seguro.',
  },
  Ke9sV3pLb8o: {
    title: 'Un perfil de cuidador(a) que las familias notan',
    description:
      'Consejos para la foto, cómo escribir una presentación que suene a ti y cómo fijar una tarifa con la que te sientas bien.',
  },
};

/** Every Spanish item has its English one (same audience and position or step, same slug). */
export type SpanishContent = {
  faqs: SeedFaq[];
  hows: SeedHow[];
  pages: SeedStaticPage[];
};
export const CONTENT_ES: SpanishContent = { faqs: FAQS_ES, hows: HOWS_ES, pages: STATIC_PAGES_ES };
